# Les mots de Gambit en français, traduits du catalogue anglais (voir GLOSSARY.md). Les
# identifiants disent à quoi sert le texte ; les arguments sont des valeurs que le jeu
# passe ($move, $reason, …).

## Les camps et les pièces

color-white = Blancs
color-black = Noirs
role-pawn = pion
role-knight = cavalier
role-bishop = fou
role-rook = tour
role-queen = dame
role-king = roi
san-king = R
san-queen = D
san-rook = T
san-bishop = F
san-knight = C
# Les niveaux du moteur intégré, tels que le joueur les choisit.
level-gentle = Doux
level-easy = Facile
level-normal = Normal
level-hard = Difficile
level-master = Maître

## Coups et demandes refusés

move-not-allowed = Interdit — { $move } : { $reason }
refusal-game-over = La partie est finie.
refusal-not-your-move = Ce n'est pas à toi de jouer.
refusal-take-back-tournament = Mode tournoi : on ne peut pas annuler de coup.
refusal-nothing-to-take-back = Tu n'as aucun coup à annuler.
# $piece : un piece-on-square ou une simple case (piece-on-square ci-dessous).
piece-on-square = { $role } des { $color } en { $square }
touch-move-move = Pièce touchée : { $piece }. Tu dois la jouer.
touch-move-capture = Pièce touchée : { $piece }. Tu dois la prendre.
touch-move-capture-with = Pièces touchées : { $piece } et { $target }. L'une doit prendre l'autre.

## Leçons et problèmes

try-nothing-to-show = Rien à montrer à partir d'ici : appuie sur « Recommencer » et réessaie.

## Le bilan

review-by-builtin = le moteur intégré
review-by-depth = { $who }, profondeur { $depth }
review-replaced = { $error }. Le moteur intégré fait le bilan à la place.
review-stopped = Le bilan s'est arrêté : { $error }.

## Pourquoi un coup est contraire aux règles (après « Interdit — e2e5 : »)

illegal-game-over = La partie est finie.
illegal-no-piece = Tu n'as pas de pièce en { $square }.
illegal-not-your-turn = C'est aux { $color } de jouer.
illegal-wrong-way = Cette pièce ne se déplace pas comme ça.
illegal-path-blocked = Le chemin est bloqué par la pièce en { $square }.
illegal-own-piece = Tu ne peux pas prendre ta propre pièce.
illegal-king-would-be-in-check = Ton roi serait en échec par la pièce en { $square }.
illegal-in-check = Tu es en échec par la pièce en { $square } et ce coup ne pare pas l'échec.
illegal-castling-king-moved = Tu ne peux pas roquer : ton roi a déjà bougé.
illegal-castling-rook-moved = Tu ne peux pas roquer de ce côté : cette tour a déjà bougé.
illegal-castling-in-check = Tu ne peux pas roquer quand tu es en échec.
illegal-castling-blocked = Tu ne peux pas roquer : la case { $square }, entre le roi et la tour, est occupée.
illegal-castling-through-check = Tu ne peux pas roquer : le roi passerait par la case { $square }, qui est attaquée.
illegal-castling-into-check = Tu ne peux pas roquer : le roi arriverait sur la case { $square }, qui est attaquée.
illegal-en-passant-expired = La prise en passant n'est possible que juste après l'avance du pion de deux cases.
illegal-promotion-needed = Un pion qui atteint la dernière rangée doit être promu : choisis une dame, une tour, un fou ou un cavalier.
illegal-bad-promotion = Seul un pion qui atteint la dernière rangée peut être promu, en dame, tour, fou ou cavalier.
illegal-no-such-piece = Tu n'as pas de { $role } qui puisse aller en { $square }.
illegal-ambiguous = Plusieurs pièces peuvent jouer ce coup : précise laquelle (ex. Nbd2).
illegal-bad-notation = « { $text } » n'est pas un coup (écris en SAN comme Nf3, O-O, e8=Q ou en UCI comme e2e4).

## Nulles réclamées ou proposées, refusées

claim-threefold = triple répétition
claim-fifty-moves = la règle des 50 coups
request-not-claimable-threefold = On ne peut pas réclamer la nulle par triple répétition maintenant.
request-not-claimable-fifty-moves = On ne peut pas réclamer la nulle par la règle des 50 coups maintenant.
request-no-offer = Il n'y a pas de proposition de nulle à accepter.

## Comment une partie s'est terminée (la ligne d'état, la fenêtre de fin de partie)

ending-checkmate = Échec et mat : les { $winner } gagnent
ending-stalemate = Nulle par pat
ending-insufficient-material = Nulle — aucun camp ne peut mater
ending-seventy-five-moves = Nulle par la règle des 75 coups (75 coups chacun sans prise ni coup de pion)
ending-fivefold = Nulle par quintuple répétition
ending-claimed = Nulle par { $claim } (réclamée par les { $by })
ending-agreement = Nulle par accord mutuel
ending-resignation = Les { $loser } abandonnent
ending-timeout = Les { $winner } gagnent au temps
ending-timeout-draw = Nulle — les { $loser } n'ont plus de temps, mais les { $winner } ne peuvent pas mater

## La ligne d'état pendant la partie

status-your-move = À toi de jouer
status-computer-to-move = Aux { $color } de jouer (ordinateur)
status-to-move = Aux { $color } de jouer
status-check = Échec ! { $who }
status-paused = { $who } (en pause)

## Pourquoi une leçon refuse un essai (écrit pour un enfant)

lesson-rook-way = La tour va seulement en ligne droite : vers le haut, vers le bas ou sur le côté.
lesson-bishop-way = Le fou va seulement en diagonale.
lesson-queen-way = La dame va en ligne droite ou en diagonale, jamais en L.
lesson-knight-way = Le cavalier ne peut pas aller là en un coup : il saute de deux cases, puis d'une sur le côté.
lesson-king-way = Le roi ne se déplace que d'une case à la fois.
lesson-pawn-way = Le pion avance tout droit : d'une case, ou de deux à son premier coup.
lesson-pawn-takes-diagonally = Le pion ne va en diagonale que pour prendre une pièce.
lesson-blocked-own = Ta pièce en { $square } ({ $role }) bloque le passage. Seul le cavalier peut sauter.
lesson-blocked-theirs = Une pièce adverse en { $square } ({ $role }) bloque le passage. Seul le cavalier peut sauter.
lesson-own-piece = Tu ne peux pas prendre ta propre pièce.
lesson-leaves-king-in-check = Ton roi serait alors en échec par la pièce en { $square } ({ $role }).
lesson-still-in-check = Ton roi est toujours en échec par la pièce en { $square } ({ $role }).
lesson-gives-check = Ce coup donnerait échec, et ici l'autre camp ne pourrait pas y répondre.
lesson-escape-move = Sors de l'échec en déplaçant ton roi.
lesson-escape-block = Sors de l'échec en bloquant l'attaque.
lesson-escape-capture = Sors de l'échec en prenant la pièce qui fait échec.
lesson-not-mate = Ce n'est pas échec et mat.
lesson-no-mate-in-time = Ce n'est pas mat en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : le roi pourrait s'échapper.
lesson-stalemate = C'est pat : la partie serait nulle !
castle-king-side = côté roi (petit roque)
castle-queen-side = côté dame (grand roque)
lesson-castle-now = Tu peux roquer maintenant : roque { $side }.
lesson-castle-other-side = Pas de ce côté : cette fois, roque { $side }.
lesson-loses-castling = Si ce roi ou cette tour bouge, tu ne pourras plus jamais roquer de ce côté.
lesson-castle-king-moved = Tu ne peux pas roquer : ton roi a déjà bougé.
lesson-castle-rook-moved = Tu ne peux pas roquer de ce côté : cette tour a déjà bougé.
lesson-castle-in-check = Tu ne peux pas roquer : ton roi est en échec.
lesson-castle-blocked = Tu ne peux pas roquer : la case { $square }, entre le roi et la tour, doit être vide.
lesson-castle-through-attack = Tu ne peux pas roquer : ton roi passerait par la case { $square }, qui est attaquée.
lesson-castle-into-check = Tu ne peux pas roquer : ton roi arriverait en échec sur la case { $square }.
lesson-en-passant-now = Prends ce pion en passant : ton pion va en diagonale, juste derrière lui.
lesson-en-passant-too-late = Trop tard : la prise en passant n'est permise que juste après l'avance du pion de deux cases.
lesson-promote-now = Ton pion peut atteindre la dernière rangée : c'est la promotion !
lesson-promote-to = Cette fois, choisis : { $role }. Regarde ce que cette pièce peut faire de là.
lesson-wrong-square = Ça, c'est { $clicked }. Trouve { $asked } : va jusqu'à la colonne { $file }, puis monte jusqu'à la rangée { $rank }.
lesson-click-the-square = Clique juste sur la case : pas de coup cette fois.
lesson-not-a-capture = Prends une des pièces de l'autre camp.
lesson-not-best-capture = Une autre prise rapporte plus.
lesson-not-best-move = Il y a un meilleur coup ici : pense au conseil !
lesson-off-tip = Ce coup ne suit pas le conseil. Relis-le et essaie un autre coup !
lesson-king-waits = Laisse ton pion où il est : joue ton roi et attends le bon moment.
lesson-no-check = Ce coup ne donne pas échec. Trouve un coup qui attaque le roi !
lesson-not-the-move = Ce n'est pas { $move }. Relis le coup : quelle pièce, et sur quelle case ?
lesson-wins-nothing = Ce coup ne gagne rien. Cherche encore l'astuce !
lesson-leaves-piece = Après ça, la pièce en { $from } ({ $taker }) prend ta pièce en { $on } ({ $target }) pour rien.
lesson-still-in-danger = Après ça, l'adversaire te gagne encore quelque chose.
lesson-bad-trade = Tu échanges { $gave } ({ $gave_value }) contre { $got } ({ $got_value }) : compte avant de prendre !
lesson-throws-away-win = Après ça, le roi adverse peut arrêter ton pion : ce ne serait plus qu'une nulle.
lesson-lets-pawn-through = Après ça, plus rien ne peut arrêter le pion : il deviendrait une dame.
lesson-done = Tu as déjà réussi cet exercice !

## Pourquoi un problème refuse un essai

puzzle-weaker = Pas celui-là : il y a plus fort que { $tried }. Cherche encore.
puzzle-mates = Pas celui-là : après { $tried }, { $reply } fait échec et mat.
puzzle-takes = Pas celui-là : après { $tried }, { $reply } te prend une pièce ({ $role }).
puzzle-done = Résolu ! Passe au problème suivant.

## Une pièce, par sa couleur et son type (dans une phrase)

piece-white-pawn = pion blanc
piece-white-knight = cavalier blanc
piece-white-bishop = fou blanc
piece-white-rook = tour blanche
piece-white-queen = dame blanche
piece-white-king = roi blanc
piece-black-pawn = pion noir
piece-black-knight = cavalier noir
piece-black-bishop = fou noir
piece-black-rook = tour noire
piece-black-queen = dame noire
piece-black-king = roi noir

## Pourquoi une position préparée ne peut pas être jouée (l'éditeur)

problem-no-king = Les { $color } n'ont pas de roi
problem-kings = Les { $color } ont { $count ->
        [2] deux
        [3] trois
        [4] quatre
       *[other] { $count }
    } rois
problem-pawn-first-rank = Un pion ne peut pas être sur la première rangée (le { $pawn } en { $square })
problem-pawn-last-rank = Un pion ne peut pas être sur la dernière rangée (le { $pawn } en { $square })
problem-pawns = Les { $color } ont { $count } pions ; un camp en a au plus 8
problem-pieces = Les { $color } ont { $count } pièces ; un camp en a au plus 16
problem-promotions = Les { $color } ont plus de dames, tours, fous ou cavaliers que leurs pions manquants n'ont pu en donner
problem-castling-king-side = Le roque côté roi demande le roi en { $king } et la tour en { $rook }
problem-castling-queen-side = Le roque côté dame demande le roi en { $king } et la tour en { $rook }
problem-en-passant = Aucun pion n'a pu avancer de deux cases pour permettre la prise en passant en { $square }
problem-opposite-check = Le camp qui n'a pas le trait est en échec (roi des { $color }, trait aux { $other })
problem-checked-by-many = Le roi des { $color } est en échec par { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    } à la fois ; un coup donne au plus deux échecs
problem-impossible-check = Le roi des { $color } est en échec d'une façon qu'aucun coup ne pourrait donner

## Le coach : pourquoi un indice est bon, ce qu'un coup permet, ce que l'autre camp menace

hint-mates = { $move } fait échec et mat.
hint-wins-material = { $move } gagne la pièce en { $square } ({ $role }).
hint-promotes = { $move } promeut le pion en { $role }.
hint-threatens-mate = { $move } menace { $mate } mat.
hint-saves = { $move } met à l'abri la pièce attaquée en { $square } ({ $role }).
hint-defends = { $move } défend la pièce attaquée en { $square } ({ $role }).
hint-threatens = { $move } attaque la pièce en { $square } ({ $role }).
hint-castles = { $move } roque et met le roi à l'abri.
hint-develops = { $move } développe une pièce ({ $role }).
hint-check = { $move } donne échec.
hint-trades = { $move } échange { $role } contre { $target } en { $square }.
hint-improves = { $move } est le choix du moteur : il améliore la position.
warning-mate-in-one = Cela permet un mat en un coup : { $mate }
warning-en-prise = Ta pièce en { $square } ({ $role }) peut être prise par la pièce en { $from } ({ $attacker })
threat-mate = Les { $color } menacent { $mate } mat
threat-capture = Les { $color } menacent de prendre la pièce en { $square } ({ $role })

## Thèmes des problèmes

theme-mate-in-1 = Mat en un coup
theme-mate-in-2 = Mat en deux coups
theme-mate-in-3 = Mat en trois coups
theme-mate = Trouve le mat
theme-hanging-piece = Prends la pièce en prise
theme-fork = Une fourchette : attaque deux pièces à la fois
theme-pin = Un clouage : la pièce ne peut pas bouger sans perdre plus
theme-skewer = Une enfilade : attaque une pièce pour atteindre celle de derrière
theme-discovered-attack = Une attaque à la découverte : bouge une pièce, attaque avec une autre
theme-back-rank = Le mat du couloir
theme-best-move = Trouve le meilleur coup

## La ligne d'informations de l'échiquier (lue aussi par les lecteurs d'écran)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Dernier coup : { $piece } { $from }–{ $to }.
news-last-move-bare = Dernier coup : { $from }–{ $to }.
news-check = Le roi des { $color } est en échec.
news-checkmate = Le roi des { $color } est échec et mat.
# What the keyboard's cursor stands on.
news-square-empty = { $square } : vide
news-square-piece = { $square } : { $piece }
news-square-picked = { $square } : { $piece }, pièce soulevée
news-square-take = { $square } : { $piece }, tu peux prendre cette pièce
news-square-move = { $square } : vide, tu peux y aller

## Avis sur les fichiers du joueur (au démarrage) ; $error, $reason : les mots du système

notice-another-copy = Un autre Gambit est ouvert avec le même dossier de sauvegarde : tes étoiles et ton entraînement aux problèmes sont affichés, mais rien de ce que tu fais ici n'est enregistré (la partie de l'autre Gambit n'est pas touchée).
notice-cannot-save = Gambit ne peut pas enregistrer ici ({ $error }) : cette partie, les étoiles des leçons et les résultats des problèmes ne seront pas enregistrés.
notice-game-kept = Ta partie inachevée a été gardée : elle est dans « Parties… », parmi les parties récentes.
notice-game-not-kept = Ta partie inachevée n'a pas pu être rangée parmi les parties récentes ({ $error }), alors elle continue ici au lieu d'une nouvelle.
notice-last-game-not-filed = Ta dernière partie n'a pas pu être rangée parmi les parties récentes ({ $error }) ; elle reste dans { $path } et rien ne sera enregistré cette fois (cette partie, les étoiles des leçons, les résultats des problèmes).
notice-saved-game-unreadable = Ta partie enregistrée n'a pas pu être lue ({ $reason }) ; elle a été gardée sous { $path } et une nouvelle partie a commencé.
notice-settings-unreadable = Le fichier des réglages était illisible ({ $reason }) ; les réglages par défaut sont utilisés et l'ancien fichier a été gardé sous { $path }.
notice-stars-damaged = Tes étoiles des leçons n'ont pas pu être lues : { $error }. Elles repartent de zéro.
notice-stars-damaged-kept = Tes étoiles des leçons n'ont pas pu être lues : { $error } (gardées sous { $path }). Elles repartent de zéro.
notice-training-damaged = Ton entraînement aux problèmes n'a pas pu être lu : { $error }. Il reprend depuis le début.
notice-training-damaged-kept = Ton entraînement aux problèmes n'a pas pu être lu : { $error } (gardé sous { $path }). Il reprend depuis le début.
notice-stars-unreadable = Tes étoiles des leçons n'ont pas pu être lues ({ $error }) ; ce que tu fais maintenant ne sera pas enregistré.
notice-training-unreadable = Ton entraînement aux problèmes n'a pas pu être lu ({ $error }) ; ce que tu fais maintenant ne sera pas enregistré.
notice-record-damaged = Tes résultats de parties n'ont pas pu être lus : { $error }. Ils repartent de zéro.
notice-record-damaged-kept = Tes résultats de parties n'ont pas pu être lus : { $error } (gardés sous { $path }). Ils repartent de zéro.
notice-record-unreadable = Tes résultats de parties n'ont pas pu être lus ({ $error }) ; ce que tu fais maintenant ne sera pas enregistré.
notice-puzzles-left-out = { $count ->
        [one] { $count } de tes problèmes n'a pas pu être lu et a été laissé de côté.
       *[other] { $count } de tes problèmes n'ont pas pu être lus et ont été laissés de côté.
    }
notice-training-repaired = Certaines valeurs de ton entraînement aux problèmes étaient abîmées (l'horloge de l'ordinateur a peut-être été reculée) ; elles ont été corrigées et le reste a été gardé.

## Ce qui n'a pas pu être enregistré (dans hud-cannot-save : « Gambit n'a pas pu enregistrer … »)

unsaved-finished-game = une partie terminée
unsaved-game = la partie
unsaved-stars = tes étoiles des leçons
unsaved-training = ton entraînement aux problèmes
unsaved-record = tes résultats de parties
unsaved-settings = les réglages
unsaved-no-thread = quoi que ce soit, faute de fil pour écrire

## Un fichier demandé par le joueur (Enregistrer en PGN, le bilan annoté)
# $path : le fichier ; $reason : la raison donnée par le système.
export-saved = Enregistré dans { $path }.
export-failed = Impossible d'enregistrer dans { $path } : { $reason }.

## Une apparence inutilisable (le jeu continue avec celle qui est intégrée)
# $reason : la raison donnée par le fichier ou le système ; $name : le nom du thème ou du style.
look-themes-none = Aucun thème d'échiquier n'a été trouvé : { $reason }. L'apparence intégrée est utilisée.
look-styles-none = Aucun style de pièces n'a été trouvé : { $reason }. L'apparence intégrée est utilisée.
look-theme-unusable = Le thème d'échiquier « { $name } » est inutilisable : { $reason }. L'échiquier en bois intégré est affiché à la place.
look-theme-missing = Il n'y a pas de thème d'échiquier « { $name } ». L'échiquier en bois intégré est affiché à la place.
look-style-unusable = Le style de pièces « { $name } » est inutilisable : { $reason }. Les pièces Staunton intégrées sont affichées à la place.
look-style-missing = Il n'y a pas de style de pièces « { $name } ». Les pièces Staunton intégrées sont affichées à la place.
look-shader-unreadable = Le shader assets/shaders/fast_material.wgsl est illisible ; la copie intégrée est utilisée.
look-shader-not-wgsl = Le shader assets/shaders/fast_material.wgsl n'est pas du WGSL ; la copie intégrée est utilisée.
look-shader-unfit = Le shader assets/shaders/fast_material.wgsl ne convient pas au matériau du jeu ; la copie intégrée est utilisée.
look-shader-broken = Le shader assets/shaders/fast_material.wgsl ne compile pas ; la copie intégrée est utilisée.

## Un moteur externe qui a eu un problème (phrases sans point final ; l'appelant en ajoute un)
# $path : le programme ; $reason, $why, $status, $said : les mots du système ou du moteur lui-même.
engine-start = Le moteur { $path } n'a pas pu être lancé : { $reason }
engine-not-uci = Le moteur { $path } n'est pas un moteur UCI ({ $why })
engine-exited = Le moteur { $path } s'est arrêté de façon inattendue ({ $status })
engine-exited-saying = Le moteur { $path } s'est arrêté de façon inattendue ({ $status }) : { $said }
# $awaited : le mot UCI qu'il n'a pas envoyé (uciok, readyok, bestmove) ; $seconds : un nombre.
engine-timeout = Le moteur { $path } n'a pas répondu à temps (pas de « { $awaited } » après { $seconds } s)
engine-illegal-move = Le moteur { $path } a envoyé un coup illégal, { $move }, dans la position { $fen }
engine-no-move = Le moteur { $path } n'a envoyé aucun coup dans la position { $fen }, qui a pourtant des coups légaux
engine-bad-request = Aucun coup n'a été demandé au moteur { $path } : { $reason }

## Une FEN inutilisable (le texte tapé ou collé)
fen-empty = Ce n'est pas une FEN : elle est vide.
fen-board = Ce n'est pas une FEN : le placement des pièces (premier champ) est mal formé.
fen-turn = Ce n'est pas une FEN : le trait (deuxième champ) doit être w ou b.
fen-castling = Ce n'est pas une FEN : le champ des roques doit être - ou des lettres parmi KQkq.
fen-en-passant = Ce n'est pas une FEN : le champ de la prise en passant doit être - ou une case comme e3.
fen-halfmove-clock = Ce n'est pas une FEN : le compteur de demi-coups doit être un nombre.
fen-fullmoves = Ce n'est pas une FEN : le numéro du coup doit être un nombre supérieur à zéro.
fen-fields = Ce n'est pas une FEN : il faut six champs, comme rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems : les problèmes de la position (messages problem-…), séparés par "; ".
fen-illegal = Ce n'est pas une position d'échecs légale : { $problems }.

## Une partie d'un fichier PGN qui s'arrête trop tôt (dans games-cannot-open et games-stopped-early)
# $error : un message fen-….
pgn-bad-fen = La balise FEN est inutilisable. { $error }
# $ply : le demi-coup, à partir de 1 ; $move : tel qu'il est écrit dans le fichier ; $reason : un message illegal-….
pgn-bad-move = Coup { $ply } ({ $move }) : { $reason }
# $at : le texte à cet endroit ; $damage : l'un des messages ci-dessous.
pgn-damaged = Le texte de la partie est abîmé au demi-coup { $ply } ({ $at }) : { $damage }.
pgn-unclosed-comment = un commentaire {"{"} n'est jamais fermé
pgn-unclosed-variation = une variante ( n'est jamais fermée
pgn-unclosed-tag = une balise [ n'est jamais fermée
pgn-too-long = la partie dépasse { $bytes } octets ; le reste a été ignoré
pgn-not-pgn = ce n'est pas du PGN : aucune balise ni aucun coup n'a pu être lu
# $reason : les mots du lecteur PGN lui-même.
pgn-unreadable = PGN illisible : { $reason }

## L'évaluation de la position mise en place (l'éditeur)
# $color : color-white ou color-black.
eval-checkmate = Échec et mat : les { $color } gagnent.
eval-stalemate = Pat : partie nulle.
# $evaluation : l'un des quatre ci-dessous ou eval-mates ; $line : les meilleurs coups ("30... h6 31. Ra8+").
eval-line = { $evaluation }. Meilleure suite (profondeur { $depth }) : { $line }
eval-mates = Les { $color } matent en { $moves }
# $value : l'évaluation en pions, du point de vue des Blancs ("+0.35").
eval-equal = { $value } : position à peu près égale
eval-slightly-better = { $value } : les { $color } sont un peu mieux
eval-better = { $value } : les { $color } sont mieux
eval-winning = { $value } : les { $color } ont une position gagnante
eval-no-thread = Le moteur n'a pas pu démarrer : { $reason }

## D'où vient un problème tiré de tes parties (dans puzzles-you-played)
# $opponent : un niveau (level-…) ou le nom d'un moteur ; $date : le message date ; $move : un nombre.
source-against-level = Ta partie contre le niveau « { $opponent } » du { $date }, coup { $move }
source-against-engine = Ta partie contre { $opponent } du { $date }, coup { $move }
source-own = Ta partie du { $date }, coup { $move }
# $month : l'un des messages month-….
date = { $day } { $month } { $year }
month-jan = janv.
month-feb = févr.
month-mar = mars
month-apr = avr.
month-may = mai
month-jun = juin
month-jul = juil.
month-aug = août
month-sep = sept.
month-oct = oct.
month-nov = nov.
month-dec = déc.

## Les noms des apparences fournies (un thème ou un style du joueur affiche le nom que donne son fichier)
theme-name-wood = Bois
theme-name-blue = Bleu
theme-name-green = Vert
theme-name-high-contrast = Contraste élevé
style-name-staunton = Pièces Staunton
style-name-diagram = Diagramme

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Cette ligne n'est pas du texte : écris le nom d'une case, comme e4.
protocol-not-text-move = Cette ligne n'est pas du texte : écris un coup, comme e2e4.
protocol-too-long-square = Cette ligne est trop longue (plus de { $bytes } octets) : écris le nom d'une case, comme e4.
protocol-too-long-move = Cette ligne est trop longue (plus de { $bytes } octets) : écris un coup, comme e2e4.
protocol-not-a-square = « { $text } » n'est pas le nom d'une case, comme e4.
protocol-not-a-move = « { $text } » n'est pas un coup : écris-le comme e2e4.
