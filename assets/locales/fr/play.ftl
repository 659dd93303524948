# Les mots de Jouer en français : son panneau, qui joue, ses fenêtres (nouvelle partie,
# parties, réglages, moteurs, changer d'adversaire, fin de partie), le bilan dans le
# panneau, le coach.

## Le panneau : joueurs, état, boutons, coups

# $color : color-white ou color-black, après le nom du joueur.
panel-player-color = ({ $color })
# $status : la ligne d'état, pendant que l'ordinateur réfléchit.
panel-status-thinking = { $status } — réflexion…
panel-viewing-start = Tu regardes le début
# $move : le coup affiché, comme « 12... Nf6 ».
panel-viewing-move = Tu regardes le coup { $move }
panel-back-to-game = Retour à la partie
panel-draw-offered = Les { $color } proposent la nulle :
panel-accept-draw = Accepter
panel-decline-draw = Refuser
panel-new-game = Nouvelle partie…
panel-take-back = Annuler le coup
panel-hint = Indice
panel-offer-draw = Proposer nulle
panel-resign = Abandonner
panel-flip-board = Tourner l'échiquier (F)
panel-settings = Réglages…
panel-games = Parties…
panel-review = Bilan
panel-claim-threefold = Réclamer la nulle (triple répétition)
panel-claim-fifty-moves = Réclamer la nulle (règle des 50 coups)
panel-auto-rotate = Tourner vers le camp qui joue (T)
panel-view-2d = Vue 2D (V)
panel-view-3d = Vue 3D (V)
panel-moves = Coups

## Taper un coup

entry-hint = Tape un coup : { $move }, e2e4, O-O
# Le nom du champ de saisie pour les lecteurs d'écran.
entry-label = Tape un coup
entry-play = Jouer

## Qui joue

player-you = Toi
player-human = Humain
# $level : le niveau du moteur intégré (Doux … Maître).
player-computer = Ordinateur ({ $level })
# $name : le nom d'un moteur externe, dans la liste des joueurs.
player-engine-choice = { $name } (moteur)
# $error : ce qui n'a pas marché avec un moteur.
player-engine-failed = { $error }.
player-game-waits = La partie attend : choisis un autre adversaire pour continuer.
player-resume = Reprendre
player-pause = Pause
player-change-opponent = Changer d'adversaire…

## Le bilan dans le panneau

review-judgement-best = Meilleur coup
review-judgement-good = Bon coup
review-judgement-inaccuracy = Imprécision
review-judgement-mistake = Erreur
review-judgement-blunder = Gaffe
# $judgement : un des messages review-judgement.
review-verdict = { $judgement }.
# $best : le meilleur coup en SAN.
review-best-was = Le meilleur coup était { $best }.
review-missed-mate = Ce coup laisse passer un mat forcé.
review-allowed-mate = Ce coup permet un mat forcé.
review-title = Bilan
review-close = Fermer le bilan
review-go-on = Continuer
# $who : review-by-builtin, le nom d'un moteur, ou review-by-depth.
review-by = par { $who }
review-progress = coup { $done } sur { $total }
review-stop = Arrêter
review-stopped-after = Arrêté après { $done ->
    [one] { $done } coup
   *[other] { $done } coups
    } sur { $total }.
# Le trait sur le graphique au coup affiché.
review-graph-shown = affiché
# $white, $black : la précision de chaque joueur (un nombre, ou – avant le premier).
review-accuracy = Précision : Blancs { $white } · Noirs { $black }
review-accuracy-so-far = Précision : Blancs { $white } · Noirs { $black } (pour l'instant)
review-save-pgn = Enregistrer le PGN annoté
review-saving = Enregistrement…
review-copy = Copier
review-copied = Le PGN annoté est dans le presse-papiers.

## Le coach

coach-title = Le coach
# $move : le coup retenu, en SAN.
coach-question = { $move } ?
# $warning : ce que le coup permet (warning-* dans gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Le jouer quand même
coach-take-back = L'annuler
# $explanation : pourquoi le coup conseillé est bon (hint-* dans gambit.ftl).
coach-hint = Indice : { $explanation }

## La fenêtre des parties

games-nothing-to-load = Il n'y a rien à charger.
games-none-found = Aucune partie trouvée ici.
# $count : les parties trouvées ; $seconds : le temps mis ; $damaged : celles lues seulement en partie.
games-found = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
    } en { $seconds } s{ $damaged ->
    [0] {""}
    [one] {" "}({ $damaged } n'a pas pu être lue jusqu'au bout)
   *[other] {" "}({ $damaged } n'ont pas pu être lues jusqu'au bout)
    } ; choisis-en une, puis un coup.
# $why : pourquoi la lecture s'est arrêtée (games-reading-stopped, …).
games-read-then = { $count ->
    [one] { $count } partie lue
   *[other] { $count } parties lues
    }, puis { $why }{ $damaged ->
    [0] {""}
    [one] {" "}({ $damaged } n'a pas pu être lue jusqu'au bout)
   *[other] {" "}({ $damaged } n'ont pas pu être lues jusqu'au bout)
    }.
games-close = Fermer
games-this-game = Cette partie
games-file = Fichier
games-saving-to = Enregistrement dans { $path }…
games-replace-question = { $path } existe déjà. Le remplacer ?
games-replace = Remplacer
games-cancel = Annuler
games-save-pgn = Enregistrer en PGN
games-load-pgn = Ouvrir un fichier PGN
games-copy-pgn = Copier le PGN
games-pgn-copied = Le PGN de la partie est dans le presse-papiers.
games-copy-fen = Copier la FEN
games-fen-copied = Copié : { $fen }
games-paste = Colle un PGN ou une FEN (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   ou   rnbqkbnr/pppppppp/8/…
games-read-pasted = Lire le texte collé
games-recent = Parties récentes
# Pendant la lecture d'un fichier : les parties lues et la part du fichier.
games-reading = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
    }, { $percent } %
games-stop = Arrêter
games-find = Chercher
games-find-hint = un joueur, un tournoi, une année
games-cannot-open = Impossible d'ouvrir cette partie : { $error }
games-stopped-early = Arrêt avant la fin : { $error }
games-continue-after = Continuer après
games-the-start = le début
games-play-from-here = Jouer à partir d'ici
games-review-this = Faire le bilan de cette partie
games-could-not-read = Impossible de lire { $path } : { $error }.
# Pourquoi la lecture des parties s'est arrêtée tôt, après « … parties lues, puis ».
games-no-thread = aucun fil pour lire : { $error }
games-reading-stopped = la lecture s'est arrêtée
games-cancelled = arrêt demandé
games-no-such-game = partie introuvable
games-game-unreadable = Cette partie n'a pas pu être lue : { $error }.

## Les fenêtres : nouvelle partie, abandon, fin de partie, réglages, parties

dialog-settings-title = Réglages
dialog-opponent-title = Changer d'adversaire
dialog-games-title = Parties
dialog-new-game-title = Nouvelle partie
dialog-close = Fermer
dialog-start = Commencer
dialog-cancel = Annuler
dialog-resign-title = Abandonner ?
# $winner : color-white ou color-black.
dialog-resign-question = Abandonner cette partie ? Les { $winner } gagnent.
dialog-resign = Abandonner
dialog-keep-playing = Continuer à jouer
dialog-game-over-title = Partie terminée
dialog-game-over-new-game = Nouvelle partie…
dialog-rematch = Revanche (couleurs inversées)
dialog-review = Bilan

## La fenêtre Nouvelle partie

new-game-watch-needs-computers = Pour regarder, choisis un ordinateur pour chaque camp.
new-game-opponent = Adversaire
new-game-human = Humain (deux joueurs ici)
new-game-you-play = Tu joues
new-game-random = Au hasard
new-game-watch = Aucun (regarder)
new-game-two-players = deux joueurs sur cet ordinateur
new-game-clock = Pendule
new-game-no-clock = Aucune
new-game-custom = Personnalisée
# Après les minutes et les secondes d'une pendule personnalisée.
new-game-minutes-suffix = {" "}min
new-game-seconds-suffix = {" "}s
new-game-increment = incrément
new-game-delay = délai
new-game-start-from = Commencer depuis
new-game-standard-position = Position initiale
new-game-a-fen = Une FEN
new-game-fen-hint = colle une FEN ici

## La fenêtre des réglages

# $name : un thème d'échiquier ou un style de pièces inutilisable.
settings-look-damaged = { $name } (endommagé)
# $now : la qualité choisie par Auto.
settings-quality-auto = Auto ({ $now })
quality-auto = Auto
quality-low = Basse
quality-medium = Moyenne
quality-high = Haute
settings-language = Langue
# $language : la langue du bureau, dans cette langue.
settings-language-automatic = Automatique ({ $language })
settings-notation = Coups
settings-notation-letters = Lettres ({ $example })
settings-notation-figurines = Figurines ({ $example })
settings-board = Échiquier
settings-board-3d = 3D
settings-board-2d = 2D (vu de dessus)
settings-board-theme = Thème de l'échiquier
settings-pieces-2d = Pièces en 2D
settings-coach = Le coach
settings-coach-auto = contre les niveaux « Doux » et « Facile »
settings-coach-always = toujours
settings-coach-never = jamais
settings-ponder = Le niveau « Maître » réfléchit pendant ton temps (sur la réponse qu'il attend)
settings-quality = Qualité graphique
settings-show-legal-moves = Montrer les coups légaux
settings-show-coordinates = Montrer les coordonnées
settings-colour-blind = Repères pour daltoniens (formes en plus des couleurs)
settings-text-size = Taille du texte
settings-animation-speed = Vitesse des animations
settings-volume = Volume
settings-mute = Couper le son
settings-auto-queen = Toujours promouvoir en dame
settings-confirm-resign = Demander avant d'abandonner
settings-tournament-mode = Mode tournoi pour les nouvelles parties (pièce touchée, pas d'annulation de coup)

## Changer d'adversaire

# $error : ce qui n'a pas marché avec le moteur interrogé pour un indice ou une réponse à une nulle.
opponent-builtin-answers = { $error }. Le moteur intégré répond à la place.
opponent-goes-on = La partie continue à partir de cette position avec ces joueurs :
opponent-continue = Continuer

## Réglages → Moteurs

engines-type-path-first = Tape d'abord le chemin du programme du moteur.
engines-already-listed = { $path } est déjà dans la liste.
engines-added = { $name } ajouté.
engines-no-strength-setting = pas de réglage de force (toujours à pleine force)
# $option : l'option UCI qui règle la force, avec sa plage (« UCI_Elo 1320–3190 »).
engines-strength-by = force réglée par { $option }
# $options : engines-strength-by et les threads et le hash du moteur, avec leurs plages.
engines-described = { $name } par { $author } : { $options }
engines-title = Moteurs
engines-remove = Retirer
engines-judge = Juge (bilans, indices, propositions de nulle, problèmes tirés de tes parties) :
engines-judge-automatic = Automatique
engines-judge-builtin = Moteur intégré
# $engine : le nom du moteur, ou engines-builtin-judges.
engines-judge-automatic-now = Automatique : ton moteur le plus fort sert de juge, en ce moment { $engine }.
engines-builtin-judges = le moteur intégré
engines-path-hint = programme du moteur, ex. /usr/games/stockfish
engines-add = Ajouter le moteur
engines-stockfish-found = Stockfish est installé ici : { $path }.
engines-add-it = L'ajouter
engines-trying = Essai de { $path }…
engines-strength = Force
engines-strength-full = Maximale
engines-strength-about = Environ
engines-elo-suffix = {" "}Elo
engines-threads = Threads
engines-hash = Hash
engines-mib-suffix = {" "}Mio
# Une valeur de threads ou de hash à 0 : celle du moteur.
engines-default = par défaut
engines-per-move = Sans pendule, par coup :
engines-seconds-suffix = {" "}s
engines-plies-suffix = { $count ->
    [one] {" "}demi-coup
   *[other] {" "}demi-coups
    }
