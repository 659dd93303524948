# Les mots des panneaux Apprendre, Problèmes et Éditer, de la barre des modes, des
# surimpressions (notifications, promotion, nulles) et de la liste des touches, en français.

## Apprendre : la liste des leçons et un exercice (les textes des leçons viennent de leurs fichiers)

learn-title = Apprendre
learn-unreadable = Impossible de lire les leçons : { $error }
learn-heading = Apprends à jouer
learn-intro = De courtes leçons sur cet échiquier, de la marche de chaque pièce jusqu'au mat. Commence en haut, ou ouvre la leçon de ton choix.
learn-group-rules = Les règles
learn-group-fundamentals = Bien jouer
learn-group-tactics = Tactique
learn-group-endings = Finales
learn-group-reading = Lire l'échiquier
learn-play-gentle = Jouer une partie contre le niveau « Doux »
learn-lesson-done = Leçon terminée !
# $won : les étoiles gagnées dans la leçon ; $total : les étoiles qu'elle a.
learn-lesson-stars = { $won ->
    [one] { $won } étoile
   *[other] { $won } étoiles
    } sur { $total }
learn-next-lesson = Leçon suivante : { $title }
learn-all-done = Tu connais les règles ! Essaie-les dans une vraie partie : le niveau « Doux » est un adversaire gentil, et le coach t'aidera.
learn-all-lessons = Toutes les leçons
learn-exercise-of = Exercice { $number } sur { $count }
learn-finish-lesson = Terminer la leçon
learn-next-exercise = Exercice suivant
learn-show-me = Montre-moi
learn-start-again = Recommencer
learn-skip = Passer
# $stars : le meilleur nombre d'étoiles gagnées ici, comme ★★☆.
learn-best-here = Ton record : { $stars }
# L'exercice des coordonnées : $square, la case où cliquer.
learn-drill-find = Trouve { $square }
learn-drill-score = Cases trouvées : { $found }   Temps restant : { $seconds } s
learn-drill-start = La pendule démarre quand tu trouves la première case.
learn-drill-best = Ton record : { $best }

## La page Progrès (ouverte depuis Apprendre)

progress-open = Progrès
progress-title = Tes progrès
progress-go = Vas-y
progress-next-lesson = Prochaine étape : la leçon « { $title } ».
# $wins : les parties gagnées contre $beaten.
progress-next-level = Tu as battu le niveau « { $beaten } » { $wins ->
    [one] une fois
   *[other] { $wins } fois
    } : essaie le niveau « { $next } ».
progress-next-puzzles = { $count ->
    [one] { $count } problème est à refaire : résous-le pendant que tu t'en souviens.
   *[other] { $count } problèmes sont à refaire : résous-les pendant que tu t'en souviens.
    }
progress-next-play = Joue une partie contre le niveau « { $level } ».
progress-lessons = Leçons
progress-puzzles = Problèmes
# $due : les problèmes à faire aujourd'hui.
progress-puzzle-rating = Classement aux problèmes : { $rating }   Pour aujourd'hui : { $due }
progress-rating-line = Classement
progress-rating-none = La courbe de ton classement commence après deux problèmes qui comptent pour le classement.
progress-games = Parties contre l'ordinateur
progress-won = Gagnées
progress-drawn = Nulles
progress-lost = Perdues
progress-reviews = Bilans de parties
progress-reviews-none = Aucun bilan de tes parties pour l'instant : après une partie, appuie sur « Bilan ».
# $each : les précisions, de la plus ancienne à la plus récente (« 72 %, 80 % ») ; $mean : leur moyenne.
progress-reviews-line = Ta précision { $count ->
    [one] dans ton dernier bilan
   *[other] dans tes { $count } derniers bilans
    } : { $each } (moyenne { $mean } %).

## Problèmes (la source et le thème d'un problème viennent de sa fiche)

puzzles-title = Problèmes
puzzles-rating = Ton classement aux problèmes : { $rating } (±{ $deviation })
# $due : problèmes à faire aujourd'hui ; $mine : tirés des parties du joueur ; $shipped : intégrés.
puzzles-counts = Pour aujourd'hui : { $due }   De tes parties : { $mine }   Intégrés : { $shipped }
puzzles-harvesting = Recherche de problèmes dans ta dernière partie…
puzzles-none-waiting = Aucun problème en attente : tu les as tous essayés et aucun n'est encore à refaire. Reviens demain, ou joue une partie : ses erreurs deviendront de nouveaux problèmes.
puzzles-look-again = Cherche encore
puzzles-to-move = Aux { $color } de jouer
puzzles-find-better = Trouve un meilleur coup
# $source : la partie d'où il vient ; $played : le coup joué alors, en SAN.
puzzles-you-played = { $source } : tu as joué { $played } ici.
puzzles-checked-by = Vérifié par { $engine }.
puzzles-id-rated = Problème { $id } · classement { $rating }
puzzles-solved-first-try = Résolu du premier coup !
puzzles-solved-with-hint = Résolu, avec un indice.
puzzles-solved-comes-back = Résolu. Il reviendra demain, pour bien le retenir.
# $change : la variation du classement, avec son signe (+12, -8).
puzzles-rating-change = Classement { $change }
puzzles-hint = Indice
puzzles-show-solution = Voir la solution
puzzles-start-again = Recommencer
puzzles-next = Problème suivant
puzzles-skip = Passer (compte comme raté)

## Éditer : préparer une position

edit-heading = Créer une position
edit-start-position = Position de départ
edit-clear-board = Vider l'échiquier
edit-from-game = Depuis la partie
edit-from-game-hover = La position de la partie en cours dans Jouer
edit-flip-board = Tourner l'échiquier
edit-swap-colours = Inverser les couleurs
edit-swap-colours-hover = Les pièces blanches deviennent noires, en miroir
edit-play-from-here = Jouer à partir d'ici
edit-play-from-here-hover = Une nouvelle partie depuis cette position : choisis l'adversaire et la pendule
edit-analyse = Analyser
edit-analyse-hover = L'évaluation du moteur et sa meilleure suite
edit-still-looking = Le moteur cherche encore…
edit-tray-help = Choisis une pièce, puis clique sur des cases pour l'y poser (clique de nouveau pour l'enlever). Avec la main, clique sur une pièce, puis sur sa nouvelle case. Fais un clic droit ou glisse une pièce hors de l'échiquier pour l'enlever.
edit-hand = Main : déplacer les pièces
edit-eraser = Gomme : enlever les pièces
# Une pièce de la réserve : color-white ou color-black, et un type (role-king, …).
edit-piece = { $role } des { $color }
edit-white-to-move = Aux Blancs de jouer
edit-black-to-move = Aux Noirs de jouer
edit-may-castle = Les { $color } peuvent roquer :
# Textes de survol des cases O-O et O-O-O.
edit-castle-king-side = côté roi
edit-castle-queen-side = côté dame
edit-en-passant = Prise en passant en :
edit-en-passant-none = aucune
edit-copy-fen = Copier la FEN
edit-playable = ✔ Cette position peut être jouée.
edit-not-playable = Cette position ne peut pas être jouée :

## Les surimpressions : notifications, promotion, réclamer la nulle

hud-draw-accepted = La proposition de nulle a été acceptée.
hud-draw-declined = La proposition de nulle a été refusée.
hud-draw-offered = Les { $color } proposent la nulle.
# $what : unsaved-… (ce qui n'a pas pu être écrit) ; $reason : les mots du système (en anglais).
hud-cannot-save = Gambit n'a pas pu enregistrer { $what } ({ $reason }). Il réessaie ; continue à jouer.
hud-saved-again = Tout est de nouveau enregistré.
hud-promote-title = Promouvoir en
hud-promote-queen = Dame (Q)
hud-promote-rook = Tour (R)
hud-promote-bishop = Fou (B)
hud-promote-knight = Cavalier (N)
hud-promote-cancel = Annuler (Échap)
hud-claim-title = Réclamer la nulle ?
hud-claim-threefold = triple répétition
hud-claim-fifty-moves = la règle des 50 coups
# Deux demandes que le coup permet : hud-claim-threefold ou hud-claim-fifty-moves.
hud-claim-or = { $a } ou { $b }
hud-claim-prompt = Après ce coup, tu peux réclamer la nulle par { $claims }.
hud-claim-draw = Réclamer la nulle
hud-just-play = Jouer le coup, c'est tout
hud-claim-cancel = Annuler

## La liste des touches (? ou F1) : le nom de chaque touche (…-key) et ce qu'elle fait

keys-title = Touches
keys-close = Fermer (Échap)
keys-board = Échiquier (tous les modes)
keys-arrows-key = Flèches
keys-arrows = déplacer le curseur de case
keys-pick-key = Entrée, Espace
keys-pick = prendre la pièce dessous / la poser là
keys-put-down-key = Échap
keys-put-down = reposer la pièce, fermer le choix
keys-promotion-key = Q R B N
keys-promotion = choisir la pièce de promotion
keys-flip-key = F
keys-flip = tourner l'échiquier
keys-reset-camera-key = R
keys-reset-camera = remettre la caméra en place
keys-turn-board-key = T
keys-turn-board = tourner l'échiquier vers le camp qui joue
keys-view-key = V
keys-view = vue 3D ou 2D
keys-game = Partie (Jouer)
keys-new-game-key = Ctrl+N
keys-new-game = nouvelle partie (N une fois la partie finie)
keys-take-back-key = Ctrl+Z
keys-take-back = annuler le coup
keys-hint-key = H
keys-hint = indice
keys-draw-key = Ctrl+D
keys-draw = réclamer la nulle si possible, sinon la proposer
keys-resign-key = Ctrl+R
keys-resign = abandonner
keys-pause-key = P
keys-pause = pause ou reprise (partie entre ordinateurs)
keys-type-move-key = M
keys-type-move = taper un coup (SAN ou UCI), Entrée pour le jouer
keys-earlier-later-key = Pg préc / Pg suiv
keys-earlier-later = position précédente / suivante
keys-first-last-key = Origine / Fin
keys-first-last = première position / retour à la partie
keys-settings-key = S
keys-settings = réglages
keys-games-key = G
keys-games = parties : enregistrer, ouvrir, FEN
keys-panels = Panneaux et modes
keys-next-field-key = Tab / Maj+Tab
keys-next-field = bouton ou champ suivant / précédent
keys-press-key = Espace, Entrée
keys-press = appuyer sur le bouton
keys-leave-field-key = Échap
keys-leave-field = quitter le champ ou le bouton (les touches reviennent à l'échiquier)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Jouer, Apprendre, Problèmes, Éditer
keys-help-key = ? ou F1
keys-help = cette liste
keys-dialogs = Fenêtres de dialogue
keys-dialog-enter-key = Entrée
keys-dialog-enter = le bouton principal (Commencer, Abandonner, Vas-y…)
keys-dialog-escape-key = Échap
keys-dialog-escape = fermer la fenêtre
keys-dialog-choose-key = Flèche haut / bas
keys-dialog-choose = adversaire, réponse ou élément de liste suivant ou précédent

## La barre des modes

mode-play = Jouer
mode-learn = Apprendre
mode-puzzles = Problèmes
mode-edit = Éditer

## The welcome on the first start
welcome-title = Bienvenue dans Gambit
welcome-question = Que sais-tu des échecs ?
welcome-new = Je débute aux échecs
welcome-moves = Je sais comment bougent les pièces
welcome-often = Je joue souvent
welcome-analyse = Je veux analyser
welcome-later = Échap démarre comme d'habitude. Apprendre, Jouer, Problèmes et Éditer sont toujours dans la barre en haut du panneau.
