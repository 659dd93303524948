# Lessons (fr): titles, intros, instructions, praise and tips. English: engine/data/lessons/*.toml.

## board
lesson-board-title = L'échiquier
lesson-board-intro = L'échiquier a 64 cases, et chaque case a un nom. Apprenons-les !
lesson-board-1-instruction = Les colonnes sont les lignes verticales : elles portent les lettres de a à h, de gauche à droite. Les rangées sont les lignes horizontales : elles portent les numéros de 1 à 8, en partant du bas. Le nom d'une case, c'est sa lettre, puis son numéro. Clique sur e4 !
lesson-board-1-praise = Oui, c'est bien e4 !
lesson-board-2-instruction = Le coin en bas à gauche est sur la colonne a et sur la rangée 1. Clique sur a1.
lesson-board-2-praise = Bravo : c'est en a1 que la tour blanche commence la partie.
lesson-board-3-instruction = Quand on installe l'échiquier, la case du coin à droite de chaque joueur doit être claire. Clique sur le coin clair à droite des Blancs !
lesson-board-3-praise = Case claire à droite : pense-y quand tu installeras un vrai échiquier.
lesson-board-4-instruction = Maintenant, le coin opposé : colonne h, rangée 8. Clique sur h8.
lesson-board-4-praise = Bien joué !
lesson-board-5-instruction = Trouve d5 : va jusqu'à la colonne d, puis monte jusqu'à la rangée 5.
lesson-board-5-praise = Parfait !
lesson-board-6-instruction = Sur quelle case se trouve le roi blanc ? Clique dessus.
lesson-board-6-praise = Exact : le roi blanc commence en e1.
lesson-board-7-instruction = Et le roi noir ? Clique sur sa case.
lesson-board-7-praise = Exact : le roi noir commence en e8, juste en face du roi blanc.

## rook
lesson-rook-title = La tour
lesson-rook-intro = La tour se déplace en ligne droite : vers le haut, vers le bas ou sur le côté, aussi loin qu'elle veut.
lesson-rook-1-instruction = La tour va vers le haut, vers le bas ou sur le côté, aussi loin qu'elle veut. Amène-la sur l'étoile !
lesson-rook-1-praise = Super, tu as réussi !
lesson-rook-2-instruction = Ramasse les deux étoiles. La tour ne peut pas tourner au milieu d'un coup : prends-les une par une.
lesson-rook-2-praise = Deux étoiles en deux coups !
lesson-rook-3-instruction = Ramasse les trois étoiles en jouant le moins de coups possible.
lesson-rook-3-praise = Joli parcours !
lesson-rook-4-instruction = Tes propres pions barrent la route de la tour : une tour ne peut pas sauter par-dessus les pièces. Trouve un chemin pour les contourner !
lesson-rook-4-praise = Tu as trouvé le détour !

## bishop
lesson-bishop-title = Le fou
lesson-bishop-intro = Le fou se déplace en diagonale, aussi loin qu'il veut. Il reste sur des cases de la même couleur pendant toute la partie.
lesson-bishop-1-instruction = Le fou glisse le long des diagonales. Amène-le sur l'étoile !
lesson-bishop-1-praise = Bien joué !
lesson-bishop-2-instruction = Ramasse les deux étoiles. Suis les diagonales !
lesson-bishop-2-praise = Joli zigzag !
lesson-bishop-3-instruction = Trois étoiles. Elles sont toutes sur des cases foncées, comme ton fou.
lesson-bishop-3-praise = Un fou ne quitte jamais sa couleur, et tu en as bien profité !
lesson-bishop-4-instruction = Ton pion barre la route du fou vers g5. Peux-tu quand même ramasser les deux étoiles ?
lesson-bishop-4-praise = Bien réfléchi !

## queen
lesson-queen-title = La dame
lesson-queen-intro = La dame est la pièce la plus forte : elle se déplace comme une tour et comme un fou à la fois.
lesson-queen-1-instruction = La dame va en ligne droite et en diagonale, aussi loin qu'elle veut. Attrape l'étoile !
lesson-queen-1-praise = Facile pour une dame !
lesson-queen-2-instruction = Deux étoiles : un coup en diagonale, un coup en ligne droite.
lesson-queen-2-praise = Deux coups, deux étoiles !
lesson-queen-3-instruction = Ramasse les trois étoiles en jouant le moins de coups possible.
lesson-queen-3-praise = Quelle dame !
lesson-queen-4-instruction = Ton pion barre la route de la dame : elle ne peut pas sauter par-dessus. Fais-lui de la place, ou fais un détour !
lesson-queen-4-praise = La dame est libre !

## knight
lesson-knight-title = Le cavalier
lesson-knight-intro = Le cavalier saute en L : deux cases dans une direction, puis une case sur le côté. C'est la seule pièce qui peut sauter par-dessus les autres.
lesson-knight-1-instruction = Le cavalier saute en forme de L : deux cases, puis une sur le côté. Saute sur l'étoile !
lesson-knight-1-praise = Hop ! Bien joué.
lesson-knight-2-instruction = L'étoile est trop loin pour un seul saut. Arrives-y en deux !
lesson-knight-2-praise = Deux sauts, pile sur l'étoile !
lesson-knight-3-instruction = Ton cavalier est entouré de ses propres pions. Seul un cavalier peut sauter par-dessus : saute sur l'étoile !
lesson-knight-3-praise = Les cavaliers sautent par-dessus tout !
lesson-knight-4-instruction = Ramasse les trois étoiles. Prépare bien tes sauts !
lesson-knight-4-praise = Tu penses comme un cavalier !

## king
lesson-king-title = Le roi
lesson-king-intro = Le roi est la pièce la plus importante. Il ne se déplace que d'une case à la fois, dans n'importe quelle direction.
lesson-king-1-instruction = Le roi fait des pas d'une case, dans n'importe quelle direction. Fais un pas jusqu'à l'étoile !
lesson-king-1-praise = Joli pas !
lesson-king-2-instruction = Emmène le roi jusqu'aux deux étoiles, un pas à la fois.
lesson-king-2-praise = Belle promenade !
lesson-king-3-instruction = Le roi ne peut jamais aller sur une case attaquée par une pièce adverse. Attention au fou en a4 !
lesson-king-3-praise = Sain et sauf !
lesson-king-4-instruction = La tour en c4 surveille toute sa rangée et toute sa colonne. Ramasse les étoiles sans entrer sur ses lignes !
lesson-king-4-praise = Quel roi malin !

## pawn
lesson-pawn-title = Le pion
lesson-pawn-intro = Les pions avancent tout droit, d'une case à la fois. À son tout premier coup, un pion peut avancer de deux cases.
lesson-pawn-1-instruction = À son premier coup, un pion peut avancer d'une ou de deux cases. Atteins l'étoile en un seul coup !
lesson-pawn-1-praise = Deux cases d'un coup !
lesson-pawn-2-instruction = Les pions ne vont que vers l'avant. Atteins l'étoile le plus vite possible.
lesson-pawn-2-praise = En avant, marche !
lesson-pawn-3-instruction = Deux pions, deux étoiles.
lesson-pawn-3-praise = Bien joué !
lesson-pawn-4-instruction = Un pion ne peut pas prendre tout droit : il prend d'une case en diagonale, vers l'avant. Prends le cavalier !
lesson-pawn-4-praise = Les pions prennent en diagonale : maintenant, tu le sais !
lesson-pawn-5-instruction = Un pion ne peut pas avancer si une pièce se trouve juste devant lui. Quel pion peut atteindre l'étoile ?
lesson-pawn-5-praise = Tes pions ont été malins !

## capture
lesson-capture-title = Prendre
lesson-capture-intro = Pour prendre une pièce adverse, va sur sa case. Elle quitte alors l'échiquier.
lesson-capture-1-instruction = Va avec ta tour sur la case de la tour noire pour la prendre !
lesson-capture-1-praise = Prise !
lesson-capture-2-instruction = Prends les deux pièces noires. Ton roi peut t'aider !
lesson-capture-2-praise = Deux pièces prises !
lesson-capture-3-instruction = Les pions prennent d'une case en diagonale, vers l'avant. Prends les deux pièces noires avec tes pions !
lesson-capture-3-praise = La force des pions !
lesson-capture-4-instruction = Prends toutes les pièces noires avec ta dame, en jouant le moins de coups possible.
lesson-capture-4-praise = La dame a fait le ménage !

## check
lesson-check-title = L'échec
lesson-check-intro = Quand un roi est attaqué, il est en échec. Il faut sortir de l'échec tout de suite : déplacer le roi, bloquer l'attaque ou prendre la pièce qui attaque.
lesson-check-1-instruction = Ton roi est en échec par la tour en e8 ! Sors de l'échec en mettant ton roi sur une case sûre.
lesson-check-1-praise = Ton roi est à l'abri !
lesson-check-2-instruction = Encore échec ! Cette fois, bloque-le : place une de tes pièces entre la tour et ton roi.
lesson-check-2-praise = Bloqué !
lesson-check-3-instruction = Échec de la tour ! Sors de l'échec en prenant la pièce qui fait échec.
lesson-check-3-praise = L'attaquant a disparu !
lesson-check-4-instruction = La tour fait échec juste à côté de ton roi, et rien ne la protège. Ton roi peut la prendre !
lesson-check-4-praise = Les rois aussi peuvent prendre !

## mate
lesson-mate-title = L'échec et mat
lesson-mate-intro = L'échec et mat, c'est un échec sans issue : le roi ne peut pas s'échapper, rien ne peut bloquer l'échec et on ne peut pas prendre l'attaquant. Faire échec et mat, c'est gagner la partie !
lesson-mate-1-instruction = Le roi noir est coincé derrière ses propres pions. Fais échec et mat en un coup !
lesson-mate-1-praise = Le mat du couloir !
lesson-mate-2-instruction = Ton roi enlève au roi noir ses cases de fuite. Maintenant, fais échec et mat avec la dame !
lesson-mate-2-praise = La dame et le roi ensemble : échec et mat !
lesson-mate-3-instruction = Une tour surveille une rangée ; l'autre peut faire échec sur la dernière rangée. Échec et mat !
lesson-mate-3-praise = Deux tours font une échelle !
lesson-mate-4-instruction = Le roi noir est entouré de ses propres pièces. Trouve l'échec et mat du cavalier !
lesson-mate-4-praise = Le mat à l'étouffée : le roi n'avait plus de place pour respirer !
lesson-mate-5-instruction = Ta dame et ton fou visent tous les deux f7. Échec et mat !
lesson-mate-5-praise = C'est le fameux coup du berger !
lesson-mate-6-instruction = Tu joues les Noirs. Les Blancs ont joué deux mauvais coups de pion. Échec et mat en un coup !
lesson-mate-6-praise = Le mat du lion : l'échec et mat le plus rapide qui existe !
lesson-mate-7-instruction = Échec et mat en deux coups. D'abord, approche ton roi, puis fais échec !
lesson-mate-7-praise = Un échec et mat préparé à l'avance !

## castling
lesson-castling-title = Le roque
lesson-castling-intro = Le roque est un coup spécial du roi et d'une tour ensemble : le roi se déplace de deux cases vers la tour, et la tour saute de l'autre côté du roi.
lesson-castling-1-instruction = Roque côté roi : déplace ton roi de deux cases vers la tour en h1.
lesson-castling-1-praise = Ton roi est bien à l'abri !
lesson-castling-2-instruction = Maintenant, roque côté dame : le roi va de deux cases vers la tour en a1.
lesson-castling-2-praise = Grand roque réussi !
lesson-castling-3-instruction = Ton roi ne peut pas passer par une case attaquée par une pièce adverse. De quel côté peux-tu roquer ?
lesson-castling-3-praise = Exact : le fou empêchait le petit roque, mais pas le grand roque !
lesson-castling-4-instruction = Tu ne peux pas roquer quand ton roi est en échec. Bloque d'abord l'échec, sans bouger le roi ni la tour, puis roque !
lesson-castling-4-praise = D'abord la sécurité, ensuite le roque !

## en-passant
lesson-en-passant-title = La prise en passant
lesson-en-passant-intro = Quand un pion avance de deux cases et arrive juste à côté de ton pion, ton pion peut le prendre comme s'il n'avait avancé que d'une case. Mais seulement au coup suivant, tout de suite !
lesson-en-passant-1-instruction = Le pion noir vient d'avancer de d7 à d5, juste à côté de ton pion. Prends-le en passant : ton pion va en d6 !
lesson-en-passant-1-praise = En passant, comme un champion !
lesson-en-passant-2-instruction = Joue ton roi et attends. Si le pion noir avance de deux cases juste à côté de ton pion, prends-le en passant !
lesson-en-passant-2-praise = Tu l'attendais, celui-là !
lesson-en-passant-3-instruction = Le pion en d5 est arrivé là il y a longtemps : il est trop tard pour le prendre en passant. Joue ton roi et surveille le pion en f7 !
lesson-en-passant-3-praise = Tu as saisi ta chance au bon moment !

## promotion
lesson-promotion-title = La promotion
lesson-promotion-intro = Quand un pion atteint l'autre bout de l'échiquier, il devient une dame, une tour, un fou ou un cavalier : c'est toi qui choisis !
lesson-promotion-1-instruction = Fais avancer ton pion jusqu'à la dernière rangée et transforme-le en dame !
lesson-promotion-1-praise = Une toute nouvelle dame !
lesson-promotion-2-instruction = Un pion peut aussi être promu en prenant une pièce en diagonale. Prends la tour et gagne une dame !
lesson-promotion-2-praise = Adieu la tour, bonjour la dame !
lesson-promotion-3-instruction = Ici, un cavalier vaut mieux qu'une dame ! Fais une promotion en cavalier : il fait échec et attaque la dame en même temps.
lesson-promotion-3-praise = Une fourchette du cavalier : au prochain coup, tu prends la dame !
lesson-promotion-4-instruction = Ici, une nouvelle dame laisserait le roi noir sans aucun coup, et la partie serait nulle. Fais plutôt une promotion en tour !
lesson-promotion-4-praise = Une tour, et la victoire est toujours pour toi !

## draws
lesson-draws-title = Le pat
lesson-draws-intro = Si le joueur qui doit jouer n'est pas en échec mais n'a aucun coup légal, c'est pat, et la partie est nulle. Quand tu es en train de gagner, fais attention à ne pas faire pat !
lesson-draws-1-instruction = Échec et mat en un coup, mais attention : certains coups de dame laissent le roi noir sans aucun coup. C'est pat !
lesson-draws-1-praise = Échec et mat, pas pat !
lesson-draws-2-instruction = Le roi noir ne peut pas bouger pour l'instant. Presque tous les coups feraient pat ! Trouve celui qui fait échec et mat.
lesson-draws-2-praise = Tu l'as trouvé !
lesson-draws-3-instruction = Échec et mat en deux coups, sans faire pat en chemin.
lesson-draws-3-praise = Avec prudence et avec force !

## values
lesson-values-title = La valeur des pièces
lesson-values-intro = Un pion vaut 1, un cavalier ou un fou 3, une tour 5 et une dame 9. Compte avant de prendre !
lesson-values-1-instruction = Ton cavalier peut prendre un pion (1) ou la dame (9). Prends la pièce qui vaut le plus !
lesson-values-1-praise = Neuf points !
lesson-values-2-instruction = La tour en d5 est protégée par un pion : si ta dame la prend, le pion prend ta dame. Quelle prise rapporte le plus ?
lesson-values-2-praise = Tu as bien compté : ne donne jamais une dame pour une tour !
lesson-values-3-instruction = Les deux pièces noires sont protégées. Compte l'échange : que prends-tu, et que rends-tu ?
lesson-values-3-praise = Une tour contre un fou : bonne affaire !
lesson-values-4-instruction = Tu peux prendre la dame avec ton pion ou avec ta dame. Qu'est-ce qui est le mieux ?
lesson-values-4-praise = Prends avec la plus petite pièce !

## tips
lesson-tips-title = Les bonnes habitudes
lesson-tips-intro = Quelques conseils pour bien jouer dès le premier coup. Dans chaque position, joue un bon coup qui suit le conseil.
lesson-tips-1-instruction = Contrôle le centre ! Au milieu, les pièces atteignent plus de cases. Avance un pion central de deux cases.
lesson-tips-1-praise = Un bon départ au centre !
lesson-tips-1-off-tip = Les pions centraux sont ceux en d2 et en e2 : avance l'un d'eux de deux cases.
lesson-tips-2-instruction = Sors vite tes cavaliers et tes fous. Développe un cavalier vers le centre !
lesson-tips-2-praise = Ton cavalier entre dans la partie !
lesson-tips-2-off-tip = Sors un cavalier, vers le milieu de l'échiquier.
lesson-tips-3-instruction = Roque tôt : ton roi se met à l'abri derrière ses pions, et une tour se rapproche du centre.
lesson-tips-3-praise = Roi à l'abri, tour prête !
lesson-tips-3-off-tip = Roque ! Déplace ton roi de deux cases vers la tour en h1.
lesson-tips-4-instruction = Avant chaque coup, demande-toi : que menace le dernier coup de mon adversaire ? Le pion en d4 attaque ton cavalier !
lesson-tips-4-praise = Tu as vu la menace à temps !
lesson-tips-5-instruction = Ne sors pas ta dame trop tôt : les petites pièces peuvent la chasser partout. Sors plutôt un cavalier ou un fou.
lesson-tips-5-praise = La dame peut attendre !
lesson-tips-5-off-tip = Pas encore la dame ! Sors un cavalier ou un fou.
lesson-tips-6-instruction = Compte avant de prendre ! Le pion en e5 est attaqué une fois, par ton cavalier, mais défendu deux fois. Le prendre te ferait perdre ton cavalier contre un pion. Joue un bon coup qui ne le prend pas.
lesson-tips-6-praise = Tu as bien compté : pas de cavalier gratuit pour les Noirs !

## give-check
lesson-give-check-title = Faire échec
lesson-give-check-intro = Tu fais échec quand une de tes pièces attaque le roi adverse. L'adversaire doit y répondre tout de suite : l'échec est donc un coup puissant à connaître !
lesson-give-check-1-instruction = Ta dame se déplace en ligne droite et en diagonale. Fais échec au roi noir !
lesson-give-check-1-praise = Échec ! La dame va loin.
lesson-give-check-2-instruction = La tour attaque le long de sa rangée et de sa colonne. Place-la sur la même rangée ou sur la même colonne que le roi noir.
lesson-give-check-2-praise = Échec avec la tour !
lesson-give-check-3-instruction = Ton fou glisse le long des diagonales. Trouve une case d'où il vise tout droit le roi noir.
lesson-give-check-3-praise = Le fou fait échec de loin !
lesson-give-check-4-instruction = Le cavalier saute en forme de L. Saute sur une case d'où il attaque le roi.
lesson-give-check-4-praise = Un échec du cavalier ! Rien ne peut barrer la route d'un cavalier.
lesson-give-check-5-instruction = Les pions attaquent d'une case en diagonale, vers l'avant. Avance un pion pour qu'il attaque le roi.
lesson-give-check-5-praise = Même un petit pion peut faire échec !
lesson-give-check-6-instruction = Ton cavalier se trouve entre ta tour et le roi noir. Écarte le cavalier, et la tour fait échec !
lesson-give-check-6-praise = Un échec à la découverte : une pièce bouge, une autre attaque !
lesson-give-check-7-instruction = Fais échec avec la dame depuis une case où elle attaque aussi la tour noire.
lesson-give-check-7-praise = Échec, et la tour est attaquée aussi ! Au prochain coup, tu peux la prendre.
lesson-give-check-8-instruction = Ton cavalier est attaqué. Saute sur une case où il fait échec au roi et attaque aussi la dame !
lesson-give-check-8-praise = Échec, et la dame est attaquée ! Le roi doit bouger, puis la dame est à toi.
lesson-give-check-9-instruction = Tu joues les Noirs. Fais échec au roi blanc avec ton cavalier.
lesson-give-check-9-praise = Échec du cavalier !
lesson-give-check-10-instruction = Tu joues les Noirs. Ton cavalier bouche la diagonale du fou vers le roi blanc. Bouge le cavalier et découvre l'échec !
lesson-give-check-10-praise = Échec à la découverte ! Le fou attendait derrière le cavalier.

## check-in-two
lesson-check-in-two-title = Échec, puis encore échec
lesson-check-in-two-intro = On doit répondre à un échec tout de suite. Fais échec, et quand le roi bouge, fais encore échec ! Le deuxième échec peut gagner une pièce que le roi ne peut pas sauver, ou même faire mat.
lesson-check-in-two-1-instruction = Fais échec au roi avec ta tour sur la dernière rangée. Quand le roi s'écarte, que reste-t-il derrière lui ?
lesson-check-in-two-1-praise = Le roi a bougé, et la tour derrière lui était à toi !
lesson-check-in-two-2-instruction = Le roi noir est coincé derrière ses propres pions. Fais-lui échec sur la dernière rangée, puis encore échec !
lesson-check-in-two-2-praise = Échec, un blocage, et encore échec : mat !
lesson-check-in-two-3-instruction = Tu joues les Noirs. Le roi blanc est coincé derrière ses pions. Fais-lui échec sur la dernière rangée, deux fois !
lesson-check-in-two-3-praise = Le cavalier a bloqué l'échec, ta tour l'a pris en faisant échec, et c'était mat !
lesson-check-in-two-4-instruction = Fais sauter ton cavalier en faisant échec. Ensuite, ta tour a un échec qui termine la partie !
lesson-check-in-two-4-praise = Échec du cavalier, échec de la tour : mat en deux échecs !
lesson-check-in-two-5-instruction = Tu joues les Noirs. Fais d'abord échec avec ton cavalier. Ensuite, un de tes fous donne le dernier échec.
lesson-check-in-two-5-praise = Le roi a fui dans le coin, droit dans ton piège : mat !
lesson-check-in-two-6-instruction = Fais échec au roi avec ta dame. Quand il avance, ton fou donne le deuxième échec.
lesson-check-in-two-6-praise = Échec de la dame, échec du fou, et le roi n'avait plus aucune case !
lesson-check-in-two-7-instruction = Tu joues les Noirs. Fais échec avec ton cavalier pour repousser le roi. Ensuite, fais-lui échec sur la dernière rangée !
lesson-check-in-two-7-praise = Le roi a reculé, et ta tour l'a maté là-bas.
lesson-check-in-two-8-instruction = Tu joues les Noirs. Sacrifie ton cavalier en faisant échec ! Quand le pion le prend, ta dame a un échec qui fait mat.
lesson-check-in-two-8-praise = Un cavalier contre toute la partie : mat !
lesson-check-in-two-9-instruction = Fais d'abord échec avec ta tour. Ensuite, trouve un échec de la dame sur la même ligne que la dame noire !
lesson-check-in-two-9-praise = Le roi a dû s'écarter, et la dame derrière lui est tombée. Échec, échec, et la dame !
lesson-check-in-two-10-instruction = Tu joues les Noirs. Fais échec avec ta tour. Quand la tour blanche bloque, un échec du fou éloigne le roi de sa tour !
lesson-check-in-two-10-praise = Le roi a pris ton fou, et tu as pris la tour : 5 contre 3 !
lesson-check-in-two-11-instruction = Fais d'abord échec avec ton fou. Ensuite, ta tour peut faire échec au roi et attaquer le cavalier en même temps !
lesson-check-in-two-11-praise = Échec, puis un échec de la tour qui attaquait aussi le cavalier : il était à toi.
lesson-check-in-two-12-instruction = Chasse le roi avec un échec de la dame. Ensuite, un échec de la tour gagne quelque chose de gros : regarde ce qui se trouve derrière le roi !
lesson-check-in-two-12-praise = Le roi s'est écarté, et ta tour a pris la dame derrière lui !
lesson-check-in-two-13-instruction = Tu joues les Noirs. Un échec du fou met le roi et la tour en f2 sur la même ligne. Mais le fou blanc attaque ta tour : sauve-la en faisant échec !
lesson-check-in-two-13-praise = Deux échecs, et la tour en f2 était à toi !
lesson-check-in-two-14-instruction = Commence par un échec de la dame. Trouveras-tu trois échecs de suite qui finissent par un mat ?
lesson-check-in-two-14-praise = Tu as donné ta dame, et la tour a fait mat !
lesson-check-in-two-15-instruction = Tu joues les Noirs. Le roi blanc est à découvert. Trois échecs de suite le matent, et le premier se fait avec un fou !
lesson-check-in-two-15-praise = Fou, pion, fou : trois échecs et mat !

## fork
lesson-fork-title = La fourchette
lesson-fork-intro = Une fourchette, c'est une pièce qui attaque deux pièces adverses en même temps. Ton adversaire ne peut en sauver qu'une, alors tu gagnes l'autre !
lesson-fork-1-instruction = Trouve un coup de cavalier qui fait échec au roi et attaque le fou en même temps.
lesson-fork-1-praise = Une fourchette du cavalier ! Le roi doit bouger, et le fou est à toi.
lesson-fork-2-instruction = Tu joues les Noirs. Trouve un saut de cavalier qui fait échec et attaque aussi la dame blanche.
lesson-fork-2-praise = Échec, et la dame était attaquée : maintenant, elle est à toi !
lesson-fork-3-instruction = Tu joues les Noirs. Ton cavalier peut faire échec au roi et attaquer la tour en même temps. Trouve la case !
lesson-fork-3-praise = Le roi s'est écarté, et tu as pris la tour !
lesson-fork-4-instruction = Tu joues les Noirs. Fais échec avec ta dame depuis une case où elle attaque aussi le fou.
lesson-fork-4-praise = D'abord l'échec, ensuite le fou. Bien joué !
lesson-fork-5-instruction = Tu joues les Noirs. Ta tour peut faire échec au roi et attaquer le fou sur la même rangée.
lesson-fork-5-praise = Une fourchette de la tour ! Le fou ne pouvait pas être sauvé.
lesson-fork-6-instruction = Tu joues les Noirs. Un coup de fou attaque la dame blanche et une tour en même temps. Trouve-le !
lesson-fork-6-praise = La dame n'avait plus aucune case sûre. Belle fourchette !
lesson-fork-7-instruction = Fais échec au roi avec ta dame depuis une case où elle attaque aussi le fou.
lesson-fork-7-praise = La dame a fait une fourchette sur le roi et le fou !
lesson-fork-8-instruction = Avance un pion pour qu'il attaque deux pièces noires à la fois.
lesson-fork-8-praise = Une fourchette de pion ! Un petit pion a attaqué deux grosses pièces.
lesson-fork-9-instruction = Tu joues les Noirs. Ton cavalier peut prendre un pion en faisant échec, et attaquer aussi la tour dans le coin.
lesson-fork-9-praise = Échec, puis la tour : une fourchette du cavalier parfaite !
lesson-fork-10-instruction = Tu joues les Noirs. Avance un pion pour qu'il attaque deux pièces blanches à la fois.
lesson-fork-10-praise = Fourchette de pion ! Une seule pièce a pu s'enfuir.
lesson-fork-11-instruction = Ta dame peut attaquer la tour dans le coin et un fou en même temps. Trouve la case !
lesson-fork-11-praise = Deux pièces attaquées, et la tour est à toi !
lesson-fork-12-instruction = Tu joues les Noirs. Ta dame peut attaquer la tour dans le coin et le cavalier en même temps.
lesson-fork-12-praise = Une fourchette de la dame ! Tu as gagné la tour.
lesson-fork-13-instruction = Place ta dame sur une case où elle attaque la tour noire et le fou à la fois.
lesson-fork-13-praise = Deux attaques en un seul coup : le fou est à toi !
lesson-fork-14-instruction = Tu joues les Noirs. Fais sauter ton cavalier sur une case où il attaque la tour et le fou à la fois.
lesson-fork-14-praise = Le cavalier a fait une fourchette sur la tour et le fou, et il a pris la tour !
lesson-fork-15-instruction = Ta dame peut attaquer le cavalier au centre et la tour dans le coin en même temps.
lesson-fork-15-praise = Une fourchette de la dame ! Les Noirs ont perdu une pièce.

## pin
lesson-pin-title = Le clouage
lesson-pin-intro = Un clouage, c'est une attaque sur une pièce qui ne peut pas s'écarter, parce qu'une pièce plus importante, souvent le roi, se trouve juste derrière elle. Une pièce clouée est facile à gagner !
lesson-pin-1-instruction = Tu joues les Noirs. La dame blanche se trouve devant son roi. Attaque-la avec ton fou : elle ne pourra pas s'écarter !
lesson-pin-1-praise = La dame était clouée, alors elle était perdue !
lesson-pin-2-instruction = La dame noire est sur la même diagonale que le roi noir. Cloue-la avec ton fou !
lesson-pin-2-praise = Clouée ! La dame ne pouvait pas s'écarter de son roi.
lesson-pin-3-instruction = Tu joues les Noirs. Le cavalier blanc est sur la même ligne que son roi. Cloue-le avec ta tour, puis gagne-le.
lesson-pin-3-praise = Le cavalier cloué ne pouvait pas s'échapper !
lesson-pin-4-instruction = Ton fou peut-il attaquer la dame noire pendant que le roi noir se cache juste derrière elle ?
lesson-pin-4-praise = La dame était coincée devant son roi. Bien joué !
lesson-pin-5-instruction = Tu joues les Noirs. Le cavalier blanc en d4 et le roi blanc sont sur une même diagonale. Cloue le cavalier !
lesson-pin-5-praise = Le cavalier était cloué, et tu l'as gagné !
lesson-pin-6-instruction = Tu joues les Noirs. Le cavalier blanc et le roi blanc sont sur la même rangée. Cloue le cavalier avec ta tour !
lesson-pin-6-praise = Clouer, puis prendre : le cavalier est à toi !
lesson-pin-7-instruction = La dame noire se trouve devant son roi, sur la même colonne. Cloue-la avec une tour !
lesson-pin-7-praise = Un clouage avec la tour a gagné la dame !
lesson-pin-8-instruction = Tu joues les Noirs. Le roi et le cavalier blancs sont sur la même rangée. Cloue le cavalier, puis prends-le.
lesson-pin-8-praise = Le roi n'a pas pu sauver son cavalier à temps !
lesson-pin-9-instruction = La dame noire et le roi noir sont sur une même diagonale. Cloue la dame avec ton fou !
lesson-pin-9-praise = La dame était clouée à son roi, alors elle était perdue !
lesson-pin-10-instruction = La tour noire et le roi noir sont sur une même diagonale. Cloue la tour avec ton fou !
lesson-pin-10-praise = La tour clouée ne pouvait pas s'enfuir !
lesson-pin-11-instruction = Tu joues les Noirs. Le cavalier blanc en g3 se trouve devant son roi. Cloue-le avec ton fou !
lesson-pin-11-praise = Le cavalier était cloué, et maintenant il est à toi !
lesson-pin-12-instruction = Le cavalier noir et le roi noir sont sur la même rangée. Cloue le cavalier avec ta tour !
lesson-pin-12-praise = Ta tour a cloué le cavalier, puis l'a pris !
lesson-pin-13-instruction = Le cavalier noir en e5 se trouve devant son roi, sur une diagonale. Cloue-le avec ton fou !
lesson-pin-13-praise = Un clouage avec le fou a gagné le cavalier !
lesson-pin-14-instruction = Un cavalier noir se trouve devant son roi, sur une diagonale. Cloue-le, puis gagne-le !
lesson-pin-14-praise = Le cavalier ne pouvait pas bouger, alors tu l'as pris !

## notation
lesson-notation-title = Lire et écrire les coups
lesson-notation-intro = Les joueurs d'échecs notent leurs coups avec des lettres et des noms de cases. R, c'est le roi, D la dame, T une tour, F un fou et C un cavalier ; un pion n'a pas de lettre du tout. La liste des coups de Gambit montre un petit dessin de chaque pièce au lieu de sa lettre ; choisis Lettres dans Réglages, sous Coups, pour y voir aussi les lettres.
lesson-notation-1-instruction = Un coup de pion s'écrit seulement avec la case où il va. Joue e4 : avance le pion qui est devant ton roi jusqu'en e4.
lesson-notation-1-praise = C'est e4, un excellent premier coup !
lesson-notation-2-instruction = C veut dire cavalier. Où va le coup Cf3 ? Clique sur sa case.
lesson-notation-2-praise = Oui : Cf3 veut dire qu'un cavalier va en f3.
lesson-notation-3-instruction = Tu joues les Noirs. Joue Cc6 : un cavalier va en c6.
lesson-notation-3-praise = Cc6 : le cavalier protège ton pion en e5.
lesson-notation-4-instruction = F veut dire fou. Où va le coup Fc4 ? Clique sur sa case.
lesson-notation-4-praise = Exact : Fc4 place un fou en c4.
lesson-notation-5-instruction = Joue Fb5 : ton fou va en b5.
lesson-notation-5-praise = Fb5 ! Ton fou est sorti, il est prêt.
lesson-notation-6-instruction = D veut dire dame. Où va le coup Dg4 ? Clique sur sa case.
lesson-notation-6-praise = Oui : Dg4 place la dame en g4.
lesson-notation-7-instruction = T veut dire tour. Joue Td1 : ta tour va en d1.
lesson-notation-7-praise = Td1 : la tour s'est déplacée le long de la première rangée.
lesson-notation-8-instruction = R veut dire roi. Où va le coup Rf2 ? Clique sur sa case.
lesson-notation-8-praise = Exact : le roi fait un pas en f2.
lesson-notation-9-instruction = Un x veut dire que la pièce prend quelque chose. Quand un pion prend, on écrit d'abord la lettre de sa colonne. Joue exd5 : ton pion de la colonne e prend en d5.
lesson-notation-9-praise = exd5 : le pion de la colonne e a pris le pion en d5.
lesson-notation-10-instruction = Joue Cxe5 : ton cavalier prend le pion en e5.
lesson-notation-10-praise = Cxe5 : le cavalier prend en e5 !
lesson-notation-11-instruction = Le roque a son propre signe. O-O, c'est le roque côté roi, le petit roque. Joue O-O !
lesson-notation-11-praise = O-O : ton roi est à l'abri dans le coin.
lesson-notation-12-instruction = Pour une promotion, on écrit la case, puis = et la nouvelle pièce. Joue e8=D : ton pion atteint e8 et devient une dame.
lesson-notation-12-praise = e8=D : une nouvelle dame !

## coordinates
lesson-coordinates-title = Trouve les cases
lesson-coordinates-intro = Les bons joueurs connaissent le nom de chaque case sans compter. Entraîne-toi : trouve chaque case le plus vite possible !
lesson-coordinates-1-instruction = Pour t'échauffer : d'abord la lettre, puis le numéro. Clique sur c6.
lesson-coordinates-1-praise = Oui, c6 ! Maintenant, contre la montre.
lesson-coordinates-2-instruction = Clique sur chaque case dès qu'elle est nommée. Combien peux-tu en trouver en 30 secondes ?
lesson-coordinates-2-praise = Temps écoulé ! Recommence pour battre ton record.
lesson-coordinates-3-instruction = Maintenant, tu es assis du côté des Noirs, alors l'échiquier est tourné : a1 est tout au fond, à ta droite. Clique sur a1.
lesson-coordinates-3-praise = Exact : les noms des cases ne changent pas, seule ta place change.
lesson-coordinates-4-instruction = Du côté des Noirs, la rangée 8 est la plus proche de toi. Clique sur f7.
lesson-coordinates-4-praise = Bien trouvé !
lesson-coordinates-5-instruction = Encore l'exercice contre la montre, du côté des Noirs. Combien de cases en 30 secondes ?
lesson-coordinates-5-praise = Temps écoulé ! Maintenant, tu connais l'échiquier des deux côtés.

## opening
lesson-opening-title = Les règles de l'ouverture
lesson-opening-intro = Commence bien : place des pions au centre, sors les cavaliers et les fous, roque tôt, laisse ta dame à la maison, ne joue pas deux fois la même pièce sans raison, relie tes tours. Joue deux petites parties !
lesson-opening-1-instruction = Partie 1 : tu joues les Blancs. La dame noire est sortie très tôt. Punis-la : sors un cavalier qui l'attaque !
lesson-opening-1-praise = Ton cavalier entre dans la partie, et la dame doit s'enfuir !
lesson-opening-1-off-tip = Bien, mais un de tes cavaliers peut sortir et attaquer la dame en même temps. Trouve-le !
lesson-opening-2-instruction = La dame s'est enfuie en a5. Maintenant, prends le centre : avance un pion de deux cases, vers le milieu.
lesson-opening-2-praise = Ton pion est au milieu de l'échiquier !
lesson-opening-2-off-tip = Avance de deux cases le pion qui est devant ta dame, vers le milieu.
lesson-opening-3-instruction = Les cavaliers d'abord ! Sors ton autre cavalier, vers le centre.
lesson-opening-3-praise = Les deux cavaliers sont sortis !
lesson-opening-3-off-tip = Bien, mais le cavalier en g1 est encore à la maison. Sors-le d'abord.
lesson-opening-4-instruction = Tes cavaliers sont sortis. Maintenant, sors un fou !
lesson-opening-4-praise = Une pièce de plus dans la partie !
lesson-opening-4-off-tip = Sors un fou de la première rangée, pas une pièce qui est déjà sortie.
lesson-opening-5-instruction = Roque tôt ! Ton roi se cache derrière ses pions, et une tour se rapproche du centre.
lesson-opening-5-praise = Roi à l'abri, tour prête !
lesson-opening-5-off-tip = Roque maintenant : déplace ton roi de deux cases vers la tour en h1.
lesson-opening-6-instruction = Ne joue pas deux fois la même pièce sans raison. Une pièce dort encore à la maison : réveille ton fou en c1 !
lesson-opening-6-praise = Tous tes cavaliers et tes fous sont sortis !
lesson-opening-6-off-tip = Ton fou en c1 n'a pas encore bougé. Sors-le plutôt.
lesson-opening-7-instruction = Relie tes tours : seule la dame se trouve entre elles. Avance-la d'une case pour que les tours se voient.
lesson-opening-7-praise = Tes tours sont reliées. Tu as fini ton ouverture !
lesson-opening-7-off-tip = Sors la dame de la première rangée, d'une case vers l'avant, pour que plus rien ne sépare tes tours.
lesson-opening-8-instruction = Tu joues les Noirs. La partie 2 commence ! Prends ta part du centre : avance un pion central de deux cases.
lesson-opening-8-praise = Ton pion arrive au milieu !
lesson-opening-8-off-tip = Bon coup, mais le conseil demande un pion bien au milieu : celui qui est devant ton roi ou devant ta dame.
lesson-opening-9-instruction = Tu joues les Noirs. Les Blancs ont pris ton pion. Reprendre avec la dame est tentant, mais le cavalier blanc la chasserait, comme dans la partie 1. Sors plutôt un cavalier !
lesson-opening-9-praise = Ton cavalier sort et attaque le pion en d5 !
lesson-opening-9-off-tip = Pour l'instant, garde ta dame à la maison. Sors le cavalier qui peut attaquer le pion en d5.
lesson-opening-10-instruction = Tu joues les Noirs. Reprends ton pion avec le cavalier : il arrive en plein centre. Jouer deux fois la même pièce, c'est permis quand ça gagne quelque chose !
lesson-opening-10-praise = Le pion est repris, et ton cavalier est au centre !
lesson-opening-10-off-tip = Prends le pion en d5 avec ton cavalier, et garde la dame à l'abri à la maison.
lesson-opening-11-instruction = Tu joues les Noirs. Sors ton fou de c8 sur une bonne case.
lesson-opening-11-praise = Ton fou entre dans la partie !
lesson-opening-11-off-tip = Trouve une case où le fou est à l'abri et surveille le centre : essaie f5.
lesson-opening-12-instruction = Tu joues les Noirs. Ton fou en f8 est coincé derrière un pion. Avance ce pion d'une case pour lui ouvrir une porte.
lesson-opening-12-praise = La porte est ouverte pour ton fou !
lesson-opening-12-off-tip = Avance d'une case le pion qui est devant ton roi : le fou en f8 pourra alors sortir.
lesson-opening-13-instruction = Tu joues les Noirs. Les Blancs ont roqué. Sors ton fou de f8, et ton roi pourra roquer lui aussi.
lesson-opening-13-praise = Plus rien ne sépare ton roi de ta tour !
lesson-opening-13-off-tip = Sors le fou en f8 : c'est la pièce qui est entre ton roi et ta tour.
lesson-opening-14-instruction = Tu joues les Noirs. Ton roi est encore au milieu. Roque maintenant, tant que tu le peux !
lesson-opening-14-praise = Ton roi est à l'abri dans le coin !
lesson-opening-14-off-tip = Roque : déplace ton roi de deux cases vers la tour en h8.

## protection
lesson-protection-title = Protège tes pièces
lesson-protection-intro = Quand ton adversaire attaque une de tes pièces, ne la laisse pas prendre gratuitement ! Tu peux la déplacer, lui donner un défenseur ou mettre quelque chose sur le chemin de l'attaque.
lesson-protection-1-instruction = Un pion noir attaque ton cavalier. Trouve-lui une case sûre !
lesson-protection-1-praise = Ton cavalier est de nouveau en sécurité.
lesson-protection-2-instruction = Le cavalier noir attaque ta dame ! Mets-la sur une case sûre.
lesson-protection-2-praise = Ouf, la dame s'est échappée !
lesson-protection-3-instruction = Le fou noir attaque ta tour, et personne ne la protège. Sauve la tour !
lesson-protection-3-praise = La tour s'est mise à l'abri.
lesson-protection-4-instruction = Tu joues les Noirs. Un pion blanc attaque ton cavalier. Où peut-il aller ?
lesson-protection-4-praise = Bien, le cavalier est hors de danger.
lesson-protection-5-instruction = La dame noire attaque ton cavalier, et le cavalier n'a aucune case sûre. Donne-lui un défenseur !
lesson-protection-5-praise = Maintenant, si la dame prend, un pion la reprend.
lesson-protection-6-instruction = La dame noire attaque ton cavalier sur le bord. Il ne peut pas fuir, alors protège-le !
lesson-protection-6-praise = Le cavalier a maintenant un défenseur.
lesson-protection-7-instruction = Le fou noir attaque ton cavalier, et le cavalier ne peut pas bouger car ton roi est derrière lui. Protège-le !
lesson-protection-7-praise = Bravo, le cavalier est protégé.
lesson-protection-8-instruction = Le fou noir attaque ta tour dans le coin, et la tour est coincée. Mets quelque chose sur son chemin !
lesson-protection-8-praise = Bloqué ! Le fou ne peut plus atteindre ta tour.
lesson-protection-9-instruction = Le fou noir attaque ta tour de loin. Mets une pièce entre les deux !
lesson-protection-9-praise = Joli blocage, la tour est en sécurité.
lesson-protection-10-instruction = Tu joues les Noirs. Le fou blanc vise ta tour dans le coin, et la tour ne peut pas bouger. Bloque la grande diagonale !
lesson-protection-10-praise = Bloqué ! Ta tour est à l'abri derrière le mur.

## hanging
lesson-hanging-title = Les pièces gratuites
lesson-hanging-intro = Parfois, ton adversaire laisse une pièce sans protection. Tu peux la prendre sans rien perdre ! Mais regarde à deux fois : si la pièce est protégée, la prendre peut te coûter plus que ce que tu gagnes.
lesson-hanging-1-instruction = Tu joues les Noirs. Une pièce blanche se trouve sur la même rangée que ta dame, et personne ne la protège.
lesson-hanging-1-praise = Un cavalier gratuit, et en plus c'est échec !
lesson-hanging-2-instruction = Tu joues les Noirs. Une pièce blanche s'est trop approchée de tes pions. Un pion peut-il la prendre ?
lesson-hanging-2-praise = Un pion a pris un cavalier. Super échange !
lesson-hanging-3-instruction = Tu joues les Noirs. Ta dame regarde le long d'une grande diagonale. Qu'est-ce qui attend tout au bout ?
lesson-hanging-3-praise = Une tour entière, gratuitement !
lesson-hanging-4-instruction = Tu joues les Noirs. Cherche une pièce blanche qui n'a aucun défenseur.
lesson-hanging-4-praise = Tu as pris le fou. Personne ne pouvait reprendre !
lesson-hanging-5-instruction = Une pièce noire s'est aventurée dans ton camp. Est-ce que quelqu'un la protège ?
lesson-hanging-5-praise = Le fou a disparu, et ça ne t'a rien coûté.
lesson-hanging-6-instruction = Une pièce noire est juste à côté de ton roi. Est-elle protégée ?
lesson-hanging-6-praise = Ton roi a pris le fou. Quel roi courageux !
lesson-hanging-7-instruction = Une pièce noire s'est enfoncée dans ta position. Prends-la avant qu'elle s'échappe !
lesson-hanging-7-praise = Un fou gratuit ! Regarde toujours quelles pièces ton adversaire a laissées en prise.
lesson-hanging-8-instruction = La dame noire est descendue jusqu'à ta dernière rangée. Est-elle protégée ?
lesson-hanging-8-praise = Tu as gagné la dame pour rien !
lesson-hanging-9-instruction = Tu joues les Noirs. Ton cavalier est près d'une pièce blanche que personne ne défend.
lesson-hanging-9-praise = Le cavalier a pris une tour dans le coin !
lesson-hanging-10-instruction = Tu joues les Noirs. Ton cavalier peut prendre quelque chose. Les Blancs ont-ils un moyen de reprendre ?
lesson-hanging-10-praise = Un fou gratuit. Bien vu !
lesson-hanging-11-instruction = Tu joues les Noirs. Un cavalier blanc a sauté près de ton roi. Peux-tu le prendre gratuitement ?
lesson-hanging-11-praise = Le cavalier a disparu, et les Blancs ne peuvent pas reprendre.
lesson-hanging-12-instruction = Regarde les pièces noires devant toi. Laquelle n'a aucun défenseur ?
lesson-hanging-12-praise = Un cavalier gratuit, et maintenant la dame est attaquée aussi !
lesson-hanging-13-instruction = Deux pièces noires ont l'air de pouvoir être prises. L'une d'elles est protégée par un pion. Prends celle qui est vraiment gratuite !
lesson-hanging-13-praise = Exact ! L'autre était un piège.
lesson-hanging-14-instruction = Tu joues les Noirs. Ta dame peut prendre deux pièces blanches. L'une d'elles est protégée. Laquelle est gratuite ?
lesson-hanging-14-praise = Bon choix ! Prendre le cavalier t'aurait coûté ta dame.
lesson-hanging-15-instruction = Prendre le cavalier avec ta tour coûte trop cher : un pion le protège. Mais le cavalier ne peut pas bouger. Attaque-le avec quelque chose de petit !
lesson-hanging-15-praise = Un petit pion a gagné le cavalier coincé !

## trades
lesson-trades-title = Les bons échanges
lesson-trades-intro = Un pion vaut 1, un cavalier ou un fou 3, une tour 5 et une dame 9. Avant de prendre, compte qui attaque la pièce et qui la protège. Ne prends que si tu gagnes plus que ce que tu rends !
lesson-trades-1-instruction = Ta tour et ton cavalier peuvent chacun prendre une pièce noire. Compte les défenseurs avant de prendre !
lesson-trades-1-praise = Exact ! Le fou n'avait aucun défenseur. Prendre le cavalier avec la tour, c'était donner 5 contre 3.
lesson-trades-2-instruction = Un pion protège la tour noire en d5. Ta dame et ton fou peuvent tous les deux la prendre. Quel échange est gagnant ?
lesson-trades-2-praise = Un fou (3) contre une tour (5) : tu as 2 points d'avance ! Avec la dame, tu donnerais 9 contre 5.
lesson-trades-3-instruction = Tu joues les Noirs. Un pion protège le cavalier blanc en d5. Prends-le avec ta pièce qui vaut le moins !
lesson-trades-3-praise = Un pion (1) contre un cavalier (3). Prends avec la plus petite pièce possible !
lesson-trades-4-instruction = Tu joues les Noirs. Un pion protège la tour blanche en d3. Ta dame et ton cavalier peuvent tous les deux la prendre. Compte d'abord !
lesson-trades-4-praise = Un cavalier (3) contre une tour (5) : bonne affaire. Avec la dame, ça t'aurait coûté 9.
lesson-trades-5-instruction = Tu joues les Noirs. Ta tour peut prendre le pion en d4, mais compte ses défenseurs ! Si la prise te fait perdre, amène ton roi vers le centre.
lesson-trades-5-praise = Bien compté ! Ton roi est en route vers le centre.
lesson-trades-5-off-tip = Prendre en d4, c'est donner ta tour (5) contre un pion (1) : le pion en c3 et la tour le protègent. Amène ton roi en f6 ou en f8.
lesson-trades-6-instruction = Tu joues les Noirs. La tour blanche en e4 attaque ta dame, et deux pièces blanches la protègent. Laquelle de tes pièces doit la prendre ?
lesson-trades-6-praise = Un fou (3) contre une tour (5), et en plus ta dame est sauvée !
lesson-trades-7-instruction = Un pion protège le cavalier noir en e5. Trouve la prise qui le gagne !
lesson-trades-7-praise = Un pion (1) contre un cavalier (3). Prendre avec la dame, c'était la perdre !
lesson-trades-8-instruction = Ici, deux prises ont l'air tentantes. Compte d'abord les défenseurs ! Si elles te font perdre, sors un cavalier ou protège ton pion en e4.
lesson-trades-8-praise = Bien compté ! Un bon coup plutôt qu'un mauvais échange.
lesson-trades-8-off-tip = Dxf6 donne 9 contre 3 (un pion reprend) et Fxf7+ donne 3 contre 1 (le roi reprend). Joue d3, Cc3 ou Ce2.
lesson-trades-9-instruction = Ta dame peut rafler un pion en a6 ou en d6, et ton cavalier peut prendre la tour en c6. Compte ce que coûte chaque prise !
lesson-trades-9-praise = Un cavalier (3) contre une tour (5). Les deux pions étaient protégés : la dame aurait été perdue !
lesson-trades-10-instruction = Ta tour, ton fou et ton roi peuvent tous prendre quelque chose. Quelle pièce noire n'a aucun défenseur ?
lesson-trades-10-praise = Ton roi a pris le cavalier. Le roi aussi peut prendre, quand rien ne protège la pièce !
lesson-trades-11-instruction = Tu joues les Noirs. Le fou blanc attaque ta dame. Peux-tu le prendre ? Et le cavalier en c3 ?
lesson-trades-11-praise = Le fou n'avait aucun défenseur. Prendre le cavalier avec la tour, c'était donner 5 contre 3.
lesson-trades-12-instruction = Tu joues les Noirs. Le fou en e4 est attaqué deux fois, par ta dame et ton cavalier, et protégé une fois. Commence avec la bonne pièce !
lesson-trades-12-praise = Commence par la plus petite pièce ! Si la tour prend ton cavalier, ta dame prend la tour.
lesson-trades-13-instruction = Tu joues les Noirs. Ta dame et ton fou peuvent rafler des pions, mais compte les défenseurs ! Si la prise te fait perdre, sors le fou qui n'a pas encore quitté c8.
lesson-trades-13-praise = Bien joué ! Pas de pion raflé, et une pièce de plus dans la partie.
lesson-trades-13-off-tip = Une tour protège b2, deux pièces protègent d4, et le roi et le cavalier protègent h2 : chaque prise fait perdre. Amène ton fou de c8 sur une case sûre.
lesson-trades-14-instruction = Le pion en e5 a l'air facile à prendre. Compte d'abord ses défenseurs ! Si la prise te fait perdre, amène ton roi vers le centre.
lesson-trades-14-praise = Bien compté ! Quand il reste peu de pièces, le roi est une pièce forte.
lesson-trades-14-off-tip = Prendre en e5, c'est donner ton cavalier (3) contre un pion (1) : le fou et le roi le protègent. Joue Rf1 pour amener ton roi vers le centre.

## skewer
lesson-skewer-title = L'enfilade
lesson-skewer-intro = Une enfilade, c'est une attaque en ligne sur une grosse pièce qui a une autre pièce derrière elle. La grosse pièce doit s'écarter, et ensuite tu prends la pièce qui était derrière !
lesson-skewer-1-instruction = Ta tour peut faire échec le long d'une rangée. Qu'y a-t-il derrière le roi noir sur cette rangée ?
lesson-skewer-1-praise = Le roi s'est écarté, et la tour derrière lui était à toi !
lesson-skewer-2-instruction = Fais échec au roi avec ton fou sur une diagonale qui passe aussi par une tour noire.
lesson-skewer-2-praise = Une enfilade du fou ! D'abord le roi, ensuite la tour.
lesson-skewer-3-instruction = Tu joues les Noirs. Fais échec sur la rangée du bas. Regarde ce qui se trouve derrière le roi blanc.
lesson-skewer-3-praise = Échec, et la tour derrière le roi est tombée !
lesson-skewer-4-instruction = Tu joues les Noirs. Le roi blanc et une tour blanche sont sur la même rangée. Fais échec au roi !
lesson-skewer-4-praise = Le roi a dû bouger, et la tour s'est retrouvée toute seule.
lesson-skewer-5-instruction = Ton fou peut faire échec au roi depuis une case où la dame se cache juste derrière lui.
lesson-skewer-5-praise = Le roi a bougé, et tu as pris la dame !
lesson-skewer-6-instruction = Tu joues les Noirs. Le roi blanc et une tour sont sur la dernière rangée. Fais échec au roi avec une tour sur cette rangée !
lesson-skewer-6-praise = Une enfilade de la tour ! Le roi s'est enfui, et tu as pris la tour.
lesson-skewer-7-instruction = Deux pièces noires sont sur la même colonne, l'une derrière l'autre. Attaque celle de devant avec ta tour !
lesson-skewer-7-praise = La pièce de devant s'est enfuie, et celle de derrière était à toi.
lesson-skewer-8-instruction = Tu joues les Noirs. La dame blanche est devant un fou sur la même colonne. Attaque la dame avec une tour !
lesson-skewer-8-praise = La dame a dû fuir, alors tu as gagné une pièce !
lesson-skewer-9-instruction = Tu joues les Noirs. Un fou blanc et un cavalier blanc sont sur la même colonne. Attaque-les avec ta tour !
lesson-skewer-9-praise = Le fou est parti, et le cavalier derrière lui était perdu.
lesson-skewer-10-instruction = Tu joues les Noirs. Place ta tour sur une colonne où elle attaque un fou qui a un cavalier derrière lui.
lesson-skewer-10-praise = Enfilade ! Le cavalier ne pouvait pas être sauvé.
lesson-skewer-11-instruction = La dame noire et un fou sont sur la même diagonale. Attaque la dame avec ton fou !
lesson-skewer-11-praise = La dame s'est enfuie, et le fou derrière elle était à toi.

## mate-patterns
lesson-mate-patterns-title = Les mats typiques
lesson-mate-patterns-intro = Certains échecs et mats reviennent sans arrêt. Apprends ces modèles et tu les repéreras dans tes propres parties !
lesson-mate-patterns-1-instruction = Le roi noir n'a pas d'air : ses propres pions le gênent. Utilise ta tour !
lesson-mate-patterns-1-praise = Mat du couloir !
lesson-mate-patterns-2-instruction = Tu joues les Noirs. Le roi blanc est lui aussi coincé derrière ses pions. Échec et mat !
lesson-mate-patterns-2-praise = Le mat du couloir marche aussi pour les Noirs !
lesson-mate-patterns-3-instruction = Place ta dame juste devant le roi noir, là où ton propre roi la protège.
lesson-mate-patterns-3-praise = La dame et le roi, une équipe parfaite !
lesson-mate-patterns-4-instruction = Une tour surveille déjà toute une colonne. L'autre tour peut faire échec sur le bord.
lesson-mate-patterns-4-praise = L'escalier des deux tours !
lesson-mate-patterns-5-instruction = Tu joues les Noirs. Le roi blanc est enfermé par sa propre tour et ses pions. Quelle pièce peut sauter dedans ?
lesson-mate-patterns-5-praise = Mat à l'étouffée avec le cavalier !
lesson-mate-patterns-6-instruction = Les Noirs ont oublié de protéger le pion faible à côté du roi. La dame et le fou l'attaquent ensemble.
lesson-mate-patterns-6-praise = Le coup du berger !
lesson-mate-patterns-7-instruction = Tu joues les Noirs. Ta dame et ton fou visent le même pion blanc. Même si ta dame est attaquée, cherche d'abord les échecs !
lesson-mate-patterns-7-praise = Le coup du berger à l'envers !
lesson-mate-patterns-8-instruction = Tu joues les Noirs. Les Blancs veulent prendre en f7 avec la dame, et c'est échec et mat ! Empêche-le.
lesson-mate-patterns-8-praise = Bien défendu : pas de mat rapide aujourd'hui !
lesson-mate-patterns-9-instruction = Mat en deux coups. Ta dame peut faire échec même si elle se fait prendre, car ta tour est juste derrière elle.
lesson-mate-patterns-9-praise = Une dame courageuse et un mat du couloir !
lesson-mate-patterns-10-instruction = Mat en deux coups. Monte l'escalier : une tour fait échec, l'autre termine sur la rangée du haut.
lesson-mate-patterns-10-praise = Marche après marche, en haut de l'escalier !
lesson-mate-patterns-11-instruction = Mat en deux coups. Rapproche d'abord ton roi pour aider la dame. Attention au pat !
lesson-mate-patterns-11-praise = Le roi et la dame ont travaillé ensemble !
lesson-mate-patterns-12-instruction = Mat en deux coups. Sacrifie ta dame en faisant échec, pour que le roi noir soit emmuré par ses propres pièces. Ensuite, le cavalier saute !
lesson-mate-patterns-12-praise = Le célèbre mat à l'étouffée !

## discovered-attack
lesson-discovered-attack-title = L'attaque à la découverte
lesson-discovered-attack-intro = Dans une attaque à la découverte, une pièce s'écarte et découvre l'attaque de la tour, du fou ou de la dame qui est derrière elle. Deux pièces attaquent alors en même temps !
lesson-discovered-attack-1-instruction = Ton cavalier est entre ta tour et la dame noire. Écarte-le en faisant échec !
lesson-discovered-attack-1-praise = Échec du cavalier, et la tour a pris la dame !
lesson-discovered-attack-2-instruction = Ta tour regarde la dame noire, mais ton cavalier est sur le chemin. Saute ailleurs en faisant échec !
lesson-discovered-attack-2-praise = Le cavalier a fait échec et la tour a gagné la dame !
lesson-discovered-attack-3-instruction = Ton fou bloque la ligne entre ta dame et une tour noire. Déplace le fou en faisant échec !
lesson-discovered-attack-3-praise = Échec du fou, et la tour était à toi !
lesson-discovered-attack-4-instruction = Tu joues les Noirs. Un seul pas de pion attaque une grosse pièce et ouvre une ligne pour ta dame.
lesson-discovered-attack-4-praise = Deux attaques avec un seul coup de pion !
lesson-discovered-attack-5-instruction = Ton cavalier en e5 est entre ton fou et le fou noir en d6. Écarte-le en attaquant la dame en même temps !
lesson-discovered-attack-5-praise = La dame a dû fuir, et ton fou a pris le fou !
lesson-discovered-attack-6-instruction = Un cavalier est entre ton fou et la dame noire. Mets-le sur une case sûre !
lesson-discovered-attack-6-praise = Le fou se cachait derrière le cavalier. Bravo !
lesson-discovered-attack-7-instruction = Ton cavalier bloque la colonne entre ta tour et la dame noire. Trouve-lui une bonne case !
lesson-discovered-attack-7-praise = La tour derrière le cavalier a piégé la dame !
lesson-discovered-attack-8-instruction = Tu joues les Noirs. Avance un pion : il attaque un fou, et ta dame trouve une nouvelle cible sur sa rangée.
lesson-discovered-attack-8-praise = Le pas de pion a ouvert la ligne de ta dame !
lesson-discovered-attack-9-instruction = Tu joues les Noirs. Prends une pièce avec le pion qui est devant ta tour. Qu'attaque la tour ensuite ?
lesson-discovered-attack-9-praise = Tu as pris le cavalier, et la dame blanche est attaquée !
lesson-discovered-attack-10-instruction = Tu joues les Noirs. Ta tour est entre ton fou et la dame blanche. Écarte la tour en faisant échec !
lesson-discovered-attack-10-praise = Échec de la tour, et le fou a pris la dame !

## queen-mate
lesson-queen-mate-title = Mater avec la dame
lesson-queen-mate-intro = Un roi et une dame peuvent toujours mater un roi seul. La dame pousse le roi vers le bord, ton roi vient l'aider, et tu ne le laisses jamais sans aucun coup !
lesson-queen-mate-1-instruction = Les rois sont face à face, donc le roi noir ne peut pas avancer. Fais-lui échec le long du bord avec ta dame : échec et mat !
lesson-queen-mate-1-praise = Échec et mat sur le bord !
lesson-queen-mate-2-instruction = Place ta dame juste à côté du roi noir, là où ton roi la protège. Attention : l'un des coups de dame fait pat !
lesson-queen-mate-2-praise = Le roi ne peut pas prendre une dame protégée par ton roi !
lesson-queen-mate-3-instruction = Ta dame enferme le roi sur la dernière rangée. Rapproche d'abord ton roi, puis fais mat. Ne lui enlève pas ses dernières cases trop tôt !
lesson-queen-mate-3-praise = Le roi et la dame travaillent ensemble !
lesson-queen-mate-4-instruction = Regarde : le roi noir n'a plus aucun coup ! Si tu bouges ton roi maintenant, c'est pat. Donne-lui d'abord une case, puis fais mat.
lesson-queen-mate-4-praise = Tu lui as laissé de la place, puis tu l'as attrapé !
lesson-queen-mate-5-instruction = Construis une boîte : place ta dame à un saut de cavalier du roi. Chaque fois que le roi bouge, rétrécis la boîte. Ensuite, amène ton roi et fais mat.
lesson-queen-mate-5-praise = La boîte est devenue de plus en plus petite : échec et mat !
lesson-queen-mate-6-instruction = Tout un mat, en partant du centre ! Rétrécis la boîte avec ta dame, fais monter ton roi, et ne laisse jamais le roi noir sans aucun coup.
lesson-queen-mate-6-praise = Maintenant, tu sais mater avec une dame, d'où que tu partes !
lesson-queen-mate-7-instruction = Tu joues les Noirs. Cette fois, c'est toi qui as la dame ! Pousse le roi blanc vers le bord, amène ton roi et fais échec et mat.
lesson-queen-mate-7-praise = Échec et mat avec la dame noire !

## rook-mate
lesson-rook-mate-title = Mater avec la tour
lesson-rook-mate-intro = Un roi et une tour peuvent aussi mater un roi seul. La tour enferme le roi, ton roi vient se placer face à lui, et la tour fait échec sur le bord.
lesson-rook-mate-1-instruction = Les rois sont face à face, donc le roi noir ne peut pas avancer. Fais échec sur la dernière rangée : échec et mat !
lesson-rook-mate-1-praise = Voilà le mat de la tour !
lesson-rook-mate-2-instruction = Le même truc, sur le côté de l'échiquier. Les rois sont face à face : fais échec sur le bord !
lesson-rook-mate-2-praise = Échec et mat sur le côté !
lesson-rook-mate-3-instruction = Ferme la porte d'un côté avec ta tour. Le roi noir devra alors venir en face du tien, et tu fais échec !
lesson-rook-mate-3-praise = Tu as fermé la porte, puis tu as fait mat !
lesson-rook-mate-4-instruction = Ta tour enferme le roi sur la dernière rangée. Parfois, le meilleur coup est d'attendre : fais glisser la tour le long de sa rangée et laisse le roi bouger.
lesson-rook-mate-4-praise = Attendre, c'était le coup malin !
lesson-rook-mate-5-instruction = La tour bloque le roi sur la dernière rangée. Fais monter ton roi jusqu'en face de lui, puis fais échec. Garde ta tour loin du roi noir !
lesson-rook-mate-5-praise = Une longue marche, et un mat parfait !
lesson-rook-mate-6-instruction = Tout un mat, en partant du centre ! Coupe la route du roi avec ta tour, amène ton roi, fais échec quand les rois sont face à face, et attends quand ils ne le sont pas.
lesson-rook-mate-6-praise = Maintenant, tu sais mater avec une tour, d'où que tu partes !
lesson-rook-mate-7-instruction = Tu joues les Noirs. Cette fois, c'est toi qui as la tour ! Coupe la route du roi blanc, rétrécis sa boîte, amène ton roi et fais échec et mat.
lesson-rook-mate-7-praise = Échec et mat avec la tour noire !

## pawn-endgame
lesson-pawn-endgame-title = Le roi et le pion
lesson-pawn-endgame-intro = Un roi et un pion contre un roi : le pion va-t-il devenir une dame ? Deux secrets te donnent la réponse : le carré du pion et l'opposition des rois.
lesson-pawn-endgame-1-instruction = Trace un carré depuis ton pion jusqu'à la dernière rangée. Si le roi noir ne peut pas y entrer, personne ne rattrapera le pion. Alors fonce, tout de suite !
lesson-pawn-endgame-1-praise = Trop rapide pour être rattrapé : une nouvelle dame !
lesson-pawn-endgame-2-instruction = Tu joues les Noirs. Trace le carré depuis le pion blanc jusqu'à sa dernière rangée. Entre dans le carré avec ton roi, et tu rattraperas le pion !
lesson-pawn-endgame-2-praise = Dans le carré, le roi rattrape le pion !
lesson-pawn-endgame-3-instruction = Tu joues les Noirs. Le roi blanc est-il dans le carré de ton pion ? Non ! Ne perds pas un coup : fonce avec le pion et fais une dame.
lesson-pawn-endgame-3-praise = Le roi blanc avait un pas de retard !
lesson-pawn-endgame-4-instruction = Le pion noir descend l'échiquier à toute vitesse. Entre dans son carré avec ton roi, et tu le rattraperas à temps !
lesson-pawn-endgame-4-praise = Rattrapé ! Le carré ne ment jamais.
lesson-pawn-endgame-5-instruction = Les trois cases situées deux rangées devant ton pion sont magiques : si ton roi se trouve sur l'une d'elles, le pion deviendra une dame. Amène ton roi sur l'une d'elles !
lesson-pawn-endgame-5-praise = Depuis la case magique, ton roi mène le pion jusqu'au bout !
lesson-pawn-endgame-6-instruction = L'opposition : les rois sont face à face avec une case entre eux, et c'est à l'autre de jouer. Il doit alors s'écarter. Prends l'opposition !
lesson-pawn-endgame-6-praise = Le roi noir a dû s'écarter, et ton pion est passé !
lesson-pawn-endgame-7-instruction = Tu joues les Noirs. Place-toi face au roi blanc, avec une case entre vous : prends l'opposition ! Il ne pourra pas passer devant son pion.
lesson-pawn-endgame-7-praise = Tu as barré la route au roi blanc : partie nulle !
lesson-pawn-endgame-8-instruction = Ton roi passe en premier, le pion suit. Prends l'opposition, puis contourne le roi noir. N'avance pas le pion trop tôt !
lesson-pawn-endgame-8-praise = Le roi d'abord, le pion ensuite : c'est comme ça qu'on fait !
lesson-pawn-endgame-9-instruction = Le roi noir veut passer devant son pion. Empêche-le : place ton roi face à lui, avec une case entre eux. Prends l'opposition !
lesson-pawn-endgame-9-praise = Le roi noir n'a pas pu te dépasser : partie nulle !
lesson-pawn-endgame-10-instruction = Tu joues les Noirs. Prends l'opposition, fais passer ton roi devant le pion, et seulement ensuite, pousse le pion.
lesson-pawn-endgame-10-praise = Ton roi a ouvert la route à une nouvelle dame !
lesson-pawn-endgame-11-instruction = Tu joues les Noirs. Place-toi juste devant le pion, face au roi blanc ! Si tu t'écartes sur le côté, le roi blanc passe.
lesson-pawn-endgame-11-praise = Juste devant le pion : il ne peut pas passer !
lesson-pawn-endgame-12-instruction = Tu joues les Noirs. Un pion sur le bord ne peut pas gagner si ton roi arrive dans le coin devant lui. Vite, dans le coin !
lesson-pawn-endgame-12-praise = À l'abri dans le coin : partie nulle !
lesson-pawn-endgame-13-instruction = Ton pion est encore sur sa case de départ, et il peut attendre. Prends d'abord l'opposition, puis fais monter ton roi devant le pion.
lesson-pawn-endgame-13-praise = Une longue marche, et une toute nouvelle dame !
