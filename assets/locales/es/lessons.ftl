# Lessons (es): titles, intros, instructions, praise and tips. English: engine/data/lessons/*.toml.

## board
lesson-board-title = El tablero
lesson-board-intro = El tablero de ajedrez tiene 64 casillas, y cada casilla tiene un nombre. ¡Vamos a aprenderlos!
lesson-board-1-instruction = Las columnas son las líneas verticales y tienen letras, de la a a la h, de izquierda a derecha. Las filas son las líneas horizontales y tienen números, del 1 al 8, empezando por abajo. El nombre de una casilla es su letra y luego su número. ¡Haz clic en e4!
lesson-board-1-praise = ¡Sí, esa es e4!
lesson-board-2-instruction = La esquina de abajo a la izquierda está en la columna a y en la fila 1. Haz clic en a1.
lesson-board-2-praise = ¡Genial! La torre blanca empieza en a1.
lesson-board-3-instruction = Al preparar el tablero, la casilla de la esquina que cada jugador tiene a su derecha debe ser clara. ¡Haz clic en la esquina clara que las Blancas tienen a su derecha!
lesson-board-3-praise = Clara a la derecha: recuérdalo cuando prepares un tablero de verdad.
lesson-board-4-instruction = Ahora la esquina opuesta: columna h, fila 8. Haz clic en h8.
lesson-board-4-praise = ¡Bien hecho!
lesson-board-5-instruction = Busca d5: ve hasta la columna d y sube hasta la fila 5.
lesson-board-5-praise = ¡Perfecto!
lesson-board-6-instruction = ¿En qué casilla está el rey blanco? Haz clic en ella.
lesson-board-6-praise = ¡Eso es! El rey blanco empieza en e1.
lesson-board-7-instruction = ¿Y el rey negro? Haz clic en su casilla.
lesson-board-7-praise = ¡Eso es! El rey negro empieza en e8, justo enfrente del rey blanco.

## rook
lesson-rook-title = La torre
lesson-rook-intro = La torre se mueve en línea recta: hacia arriba, hacia abajo o hacia los lados, tantas casillas como quiera.
lesson-rook-1-instruction = La torre se mueve hacia arriba, hacia abajo o hacia los lados, tantas casillas como quiera. ¡Llévala a la estrella!
lesson-rook-1-praise = ¡Genial, lo has conseguido!
lesson-rook-2-instruction = Recoge las dos estrellas. La torre no puede doblar una esquina en una sola jugada: recógelas de una en una.
lesson-rook-2-praise = ¡Dos estrellas en dos jugadas!
lesson-rook-3-instruction = Recoge las tres estrellas en el menor número de jugadas que puedas.
lesson-rook-3-praise = ¡Buen camino!
lesson-rook-4-instruction = Tus propios peones le cortan el paso a la torre: una torre no puede saltar por encima de otras piezas. ¡Busca un camino para rodearlos!
lesson-rook-4-praise = ¡Has encontrado el camino!

## bishop
lesson-bishop-title = El alfil
lesson-bishop-intro = El alfil se mueve en diagonal, tantas casillas como quiera. Se queda en casillas del mismo color durante toda la partida.
lesson-bishop-1-instruction = El alfil se desliza por las diagonales. ¡Llévalo a la estrella!
lesson-bishop-1-praise = ¡Bien hecho!
lesson-bishop-2-instruction = Recoge las dos estrellas. ¡Sigue las diagonales!
lesson-bishop-2-praise = ¡Qué buen zigzag!
lesson-bishop-3-instruction = Tres estrellas. Todas están en casillas oscuras, igual que tu alfil.
lesson-bishop-3-praise = Un alfil nunca cambia de color, ¡y lo has aprovechado muy bien!
lesson-bishop-4-instruction = Tu peón le corta al alfil el camino hacia g5. ¿Puedes recoger las dos estrellas de todos modos?
lesson-bishop-4-praise = ¡Muy bien pensado!

## queen
lesson-queen-title = La dama
lesson-queen-intro = La dama es la pieza más fuerte: se mueve como una torre y como un alfil a la vez.
lesson-queen-1-instruction = La dama se mueve en línea recta y en diagonal, tantas casillas como quiera. ¡Atrapa la estrella!
lesson-queen-1-praise = ¡Facilísimo para una dama!
lesson-queen-2-instruction = Dos estrellas: una jugada en diagonal y otra en línea recta.
lesson-queen-2-praise = ¡Dos jugadas, dos estrellas!
lesson-queen-3-instruction = Recoge las tres estrellas en el menor número de jugadas que puedas.
lesson-queen-3-praise = ¡Menuda dama!
lesson-queen-4-instruction = Tu peón le corta el paso a la dama: no puede saltar por encima de él. ¡Hazle sitio o da un rodeo!
lesson-queen-4-praise = ¡La dama tiene el camino libre!

## knight
lesson-knight-title = El caballo
lesson-knight-intro = El caballo salta en forma de L: dos casillas en una dirección y luego una hacia un lado. Es la única pieza que puede saltar por encima de las demás.
lesson-knight-1-instruction = El caballo salta en forma de L: dos casillas y luego una hacia un lado. ¡Salta a la estrella!
lesson-knight-1-praise = ¡De un salto! Bien hecho.
lesson-knight-2-instruction = La estrella está demasiado lejos para un solo salto. ¡Llega en dos!
lesson-knight-2-praise = ¡Dos saltos, justo en la estrella!
lesson-knight-3-instruction = Tu caballo está rodeado de sus propios peones. Solo un caballo puede saltar por encima de ellos: ¡salta a la estrella!
lesson-knight-3-praise = ¡Los caballos saltan por encima de todo!
lesson-knight-4-instruction = Recoge las tres estrellas. ¡Planea tus saltos!
lesson-knight-4-praise = ¡Piensas como un caballo!

## king
lesson-king-title = El rey
lesson-king-intro = El rey es la pieza más importante. Se mueve solo una casilla cada vez, en cualquier dirección.
lesson-king-1-instruction = El rey da pasos de una casilla en cualquier dirección. ¡Da un paso hasta la estrella!
lesson-king-1-praise = ¡Buen paso!
lesson-king-2-instruction = Lleva al rey hasta las dos estrellas, paso a paso.
lesson-king-2-praise = ¡Buen paseo!
lesson-king-3-instruction = El rey nunca puede ir a una casilla atacada por una pieza del rival. ¡Cuidado con el alfil de a4!
lesson-king-3-praise = ¡Sano y salvo!
lesson-king-4-instruction = La torre de c4 vigila toda su fila y toda su columna. ¡Recoge las estrellas sin meterte en sus líneas!
lesson-king-4-praise = ¡Qué rey tan listo!

## pawn
lesson-pawn-title = El peón
lesson-pawn-intro = Los peones avanzan en línea recta, una casilla cada vez. En su primer movimiento, un peón puede avanzar dos casillas.
lesson-pawn-1-instruction = En su primer movimiento, un peón puede avanzar una o dos casillas. ¡Llega a la estrella en una sola jugada!
lesson-pawn-1-praise = ¡Dos casillas de golpe!
lesson-pawn-2-instruction = Los peones solo van hacia delante. Llega a la estrella lo más rápido que puedas.
lesson-pawn-2-praise = ¡Siempre adelante!
lesson-pawn-3-instruction = Dos peones, dos estrellas.
lesson-pawn-3-praise = ¡Bien jugado!
lesson-pawn-4-instruction = Un peón no puede capturar recto hacia delante: captura una casilla en diagonal hacia delante. ¡Captura el caballo!
lesson-pawn-4-praise = Los peones capturan en diagonal: ¡ahora ya lo sabes!
lesson-pawn-5-instruction = Un peón no puede avanzar si tiene una pieza justo delante. ¿Qué peón puede llegar a la estrella?
lesson-pawn-5-praise = ¡Qué bien mueves los peones!

## capture
lesson-capture-title = Capturar
lesson-capture-intro = Para capturar una pieza del rival, mueve tu pieza a su casilla. La pieza capturada sale del tablero.
lesson-capture-1-instruction = ¡Mueve tu torre a la casilla de la torre negra para capturarla!
lesson-capture-1-praise = ¡Capturada!
lesson-capture-2-instruction = Captura las dos piezas negras. ¡Tu rey puede ayudar!
lesson-capture-2-praise = ¡Dos piezas capturadas!
lesson-capture-3-instruction = Los peones capturan una casilla en diagonal hacia delante. ¡Captura las dos piezas negras con tus peones!
lesson-capture-3-praise = ¡El poder de los peones!
lesson-capture-4-instruction = Captura todas las piezas negras con tu dama, en el menor número de jugadas que puedas.
lesson-capture-4-praise = ¡La dama ha hecho limpieza!

## check
lesson-check-title = El jaque
lesson-check-intro = Cuando un rey está atacado, está en jaque. Hay que salir del jaque enseguida: mueve el rey, tapa el ataque o captura la pieza que ataca.
lesson-check-1-instruction = ¡Tu rey está en jaque por la torre de e8! Sal del jaque moviendo tu rey a una casilla segura.
lesson-check-1-praise = ¡Tu rey está a salvo!
lesson-check-2-instruction = ¡Jaque otra vez! Esta vez tápalo: pon una de tus piezas entre la torre y tu rey.
lesson-check-2-praise = ¡Tapado!
lesson-check-3-instruction = ¡Jaque de la torre! Sal del jaque capturando la pieza que lo da.
lesson-check-3-praise = ¡Adiós, atacante!
lesson-check-4-instruction = La torre da jaque justo al lado de tu rey, y nada la protege. ¡Tu rey puede capturarla!
lesson-check-4-praise = ¡Los reyes también capturan!

## mate
lesson-mate-title = El jaque mate
lesson-mate-intro = El jaque mate es un jaque sin salida: el rey no puede escapar, no se puede tapar el jaque y no se puede capturar la pieza que ataca. ¡Con el jaque mate se gana la partida!
lesson-mate-1-instruction = El rey negro está atrapado detrás de sus propios peones. ¡Dale jaque mate en una jugada!
lesson-mate-1-praise = ¡Mate del pasillo!
lesson-mate-2-instruction = Tu rey le quita las casillas de escape. ¡Ahora da jaque mate con la dama!
lesson-mate-2-praise = Dama y rey juntos: ¡jaque mate!
lesson-mate-3-instruction = Una torre vigila una fila; la otra puede dar jaque en la última fila. ¡Jaque mate!
lesson-mate-3-praise = ¡Dos torres hacen una escalera!
lesson-mate-4-instruction = El rey negro está rodeado de sus propias piezas. ¡Encuentra el jaque mate de caballo!
lesson-mate-4-praise = Mate de la coz: ¡el rey no tenía sitio ni para respirar!
lesson-mate-5-instruction = Tu dama y tu alfil apuntan los dos a f7. ¡Jaque mate!
lesson-mate-5-praise = ¡Es el famoso mate del pastor!
lesson-mate-6-instruction = Juegas con las Negras. Las Blancas han hecho dos malas jugadas de peón. ¡Jaque mate en una!
lesson-mate-6-praise = Mate del loco: ¡el jaque mate más rápido que existe!
lesson-mate-7-instruction = Jaque mate en dos jugadas. Primero acerca tu rey, ¡y después da jaque!
lesson-mate-7-praise = ¡Un jaque mate que has planeado con antelación!

## castling
lesson-castling-title = El enroque
lesson-castling-intro = El enroque es una jugada especial del rey y una torre a la vez: el rey se mueve dos casillas hacia la torre, y la torre salta al otro lado del rey.
lesson-castling-1-instruction = Enroca en el flanco de rey: mueve tu rey dos casillas hacia la torre de h1.
lesson-castling-1-praise = ¡Tu rey está bien resguardado!
lesson-castling-2-instruction = Ahora enroca en el flanco de dama: el rey va dos casillas hacia la torre de a1.
lesson-castling-2-praise = ¡Enroque largo hecho!
lesson-castling-3-instruction = Tu rey no puede pasar por una casilla atacada por una pieza del rival. ¿Por qué lado puedes enrocar?
lesson-castling-3-praise = ¡Eso es! El alfil impedía el enroque corto, pero no el enroque largo.
lesson-castling-4-instruction = No puedes enrocar mientras tu rey está en jaque. Primero tapa el jaque, sin mover el rey ni la torre, ¡y luego enroca!
lesson-castling-4-praise = ¡Primero la seguridad, luego el enroque!

## en-passant
lesson-en-passant-title = La captura al paso
lesson-en-passant-intro = Cuando un peón avanza dos casillas y se queda justo al lado de tu peón, tu peón puede capturarlo como si solo hubiera avanzado una casilla. ¡Pero solo en la jugada siguiente!
lesson-en-passant-1-instruction = El peón negro acaba de avanzar de d7 a d5, justo al lado de tu peón. Captúralo al paso: ¡tu peón va a d6!
lesson-en-passant-1-praise = ¡Al paso, como un campeón!
lesson-en-passant-2-instruction = Mueve tu rey y espera. Si el peón negro avanza dos casillas y se pone al lado de tu peón, ¡captúralo al paso!
lesson-en-passant-2-praise = ¡Ya lo estabas esperando!
lesson-en-passant-3-instruction = El peón de d5 llegó ahí hace mucho, así que ya es tarde para capturarlo al paso. ¡Mueve tu rey y vigila el peón de f7!
lesson-en-passant-3-praise = ¡Has aprovechado tu oportunidad en el momento justo!

## promotion
lesson-promotion-title = La coronación
lesson-promotion-intro = Cuando un peón llega al otro extremo del tablero, se convierte en dama, torre, alfil o caballo: ¡tú eliges!
lesson-promotion-1-instruction = ¡Lleva tu peón hasta la última fila y conviértelo en dama!
lesson-promotion-1-praise = ¡Una dama nuevecita!
lesson-promotion-2-instruction = Un peón también puede coronar capturando una pieza en diagonal. ¡Captura la torre y consigue una dama!
lesson-promotion-2-praise = ¡Adiós, torre; hola, dama!
lesson-promotion-3-instruction = ¡Aquí un caballo es mejor que una dama! Corona en caballo: da jaque y ataca a la dama a la vez.
lesson-promotion-3-praise = Un ataque doble de caballo: ¡en la próxima jugada capturas la dama!
lesson-promotion-4-instruction = Aquí una dama nueva dejaría al rey negro sin ninguna jugada, y eso son tablas. ¡Mejor corona en torre!
lesson-promotion-4-praise = ¡Una torre, y la victoria sigue siendo tuya!

## draws
lesson-draws-title = El ahogado
lesson-draws-intro = Si el jugador al que le toca mover no está en jaque pero no tiene ninguna jugada legal, es ahogado, y la partida termina en tablas. Cuando vas ganando, ¡ten cuidado de no ahogar al rey rival!
lesson-draws-1-instruction = Jaque mate en una, pero cuidado: algunas jugadas de dama dejan al rey negro sin ninguna jugada. ¡Eso es ahogado!
lesson-draws-1-praise = ¡Jaque mate, no ahogado!
lesson-draws-2-instruction = Ahora el rey negro no puede moverse. ¡Casi cualquier jugada sería ahogado! Encuentra la que da jaque mate.
lesson-draws-2-praise = ¡La has encontrado!
lesson-draws-3-instruction = Jaque mate en dos jugadas, sin ahogado por el camino.
lesson-draws-3-praise = ¡Con cuidado y con fuerza!

## values
lesson-values-title = Lo que vale cada pieza
lesson-values-intro = Un peón vale 1, un caballo o un alfil 3, una torre 5 y una dama 9. ¡Cuenta antes de capturar!
lesson-values-1-instruction = Tu caballo puede capturar un peón (1) o la dama (9). ¡Captura la pieza que más vale!
lesson-values-1-praise = ¡Nueve puntos!
lesson-values-2-instruction = La torre de d5 está protegida por un peón: si tu dama la captura, el peón captura tu dama. ¿Qué captura gana más?
lesson-values-2-praise = Has contado bien: ¡nunca des una dama por una torre!
lesson-values-3-instruction = Las dos piezas negras están protegidas. Cuenta el cambio: ¿qué capturas y qué entregas a cambio?
lesson-values-3-praise = Una torre por un alfil: ¡buen negocio!
lesson-values-4-instruction = Puedes capturar la dama con tu peón o con tu dama. ¿Qué es mejor?
lesson-values-4-praise = ¡Captura con la pieza más pequeña!

## tips
lesson-tips-title = Buenos hábitos
lesson-tips-intro = Algunos consejos para jugar bien desde la primera jugada. En cada posición, haz una buena jugada que siga el consejo.
lesson-tips-1-instruction = ¡Controla el centro! Las piezas del centro llegan a más casillas. Avanza un peón central dos casillas.
lesson-tips-1-praise = ¡Un comienzo fuerte en el centro!
lesson-tips-1-off-tip = Los peones centrales son los de d2 y e2: avanza uno de ellos dos casillas.
lesson-tips-2-instruction = Saca pronto tus caballos y tus alfiles. ¡Desarrolla un caballo hacia el centro!
lesson-tips-2-praise = ¡Tu caballo entra en juego!
lesson-tips-2-off-tip = Saca un caballo, hacia el centro del tablero.
lesson-tips-3-instruction = Enroca pronto: tu rey queda resguardado detrás de sus peones y una torre se acerca al centro.
lesson-tips-3-praise = ¡Rey a salvo, torre preparada!
lesson-tips-3-off-tip = ¡Enroca! Mueve tu rey dos casillas hacia la torre de h1.
lesson-tips-4-instruction = Antes de cada jugada, pregúntate: ¿qué amenaza la última jugada de mi rival? ¡El peón de d4 ataca a tu caballo!
lesson-tips-4-praise = ¡Has visto la amenaza a tiempo!
lesson-tips-5-instruction = No saques la dama demasiado pronto: las piezas pequeñas pueden perseguirla por todo el tablero. Mejor saca un caballo o un alfil.
lesson-tips-5-praise = ¡La dama puede esperar!
lesson-tips-5-off-tip = ¡Todavía no saques la dama! Saca un caballo o un alfil.
lesson-tips-6-instruction = ¡Cuenta antes de capturar! El peón de e5 está atacado una vez, por tu caballo, pero defendido dos veces. Si lo capturas, pierdes tu caballo por un peón. Haz una buena jugada que no lo capture.
lesson-tips-6-praise = Has contado bien: ¡las Negras no se llevan tu caballo gratis!

## give-check
lesson-give-check-title = Dar jaque
lesson-give-check-intro = Das jaque cuando una de tus piezas ataca al rey rival. El otro jugador tiene que resolverlo enseguida, así que ¡el jaque es una jugada fuerte que conviene conocer!
lesson-give-check-1-instruction = Tu dama se mueve en línea recta y en diagonal. ¡Da jaque al rey negro!
lesson-give-check-1-praise = ¡Jaque! La dama llega muy lejos.
lesson-give-check-2-instruction = La torre ataca a lo largo de su fila y de su columna. Ponla en la misma fila o en la misma columna que el rey negro.
lesson-give-check-2-praise = ¡Jaque de torre!
lesson-give-check-3-instruction = Tu alfil se desliza por las diagonales. Busca una casilla desde la que apunte directamente al rey negro.
lesson-give-check-3-praise = ¡El alfil da jaque desde lejos!
lesson-give-check-4-instruction = El caballo salta en forma de L. Salta a una casilla desde la que ataque al rey.
lesson-give-check-4-praise = ¡Un jaque de caballo! Nada puede cortarle el paso a un caballo.
lesson-give-check-5-instruction = Los peones atacan una casilla en diagonal hacia delante. Avanza un peón para que ataque al rey.
lesson-give-check-5-praise = ¡Hasta un pequeño peón puede dar jaque!
lesson-give-check-6-instruction = Tu caballo está entre tu torre y el rey negro. Aparta el caballo, ¡y la torre da jaque!
lesson-give-check-6-praise = Un jaque a la descubierta: ¡una pieza se mueve y otra ataca!
lesson-give-check-7-instruction = Da jaque con la dama desde una casilla donde también ataque a la torre negra.
lesson-give-check-7-praise = ¡Jaque, y además la torre está atacada! En la próxima jugada puedes capturarla.
lesson-give-check-8-instruction = Tu caballo está atacado. ¡Salta a una casilla donde dé jaque al rey y ataque también a la dama!
lesson-give-check-8-praise = ¡Jaque, y la dama está atacada! El rey tiene que moverse, y luego la dama es tuya.
lesson-give-check-9-instruction = Juegas con las Negras. Da jaque al rey blanco con tu caballo.
lesson-give-check-9-praise = ¡Jaque de caballo!
lesson-give-check-10-instruction = Juegas con las Negras. Tu caballo tapa la diagonal del alfil hacia el rey blanco. ¡Mueve el caballo y descubre el jaque!
lesson-give-check-10-praise = ¡Jaque a la descubierta! El alfil esperaba detrás del caballo.

## check-in-two
lesson-check-in-two-title = Jaque, y otro jaque
lesson-check-in-two-intro = Un jaque hay que resolverlo enseguida. Da jaque, y cuando el rey se mueva, ¡da jaque otra vez! El segundo jaque puede ganar una pieza que el rey no puede salvar, o incluso ser mate.
lesson-check-in-two-1-instruction = Da jaque al rey con tu torre en la última fila. Cuando el rey se aparte, ¿qué queda detrás de él?
lesson-check-in-two-1-praise = ¡El rey se ha movido, y la torre que tenía detrás era tuya!
lesson-check-in-two-2-instruction = El rey negro está atrapado detrás de sus propios peones. ¡Dale jaque en la última fila, y otra vez jaque!
lesson-check-in-two-2-praise = Jaque, lo tapan, y otra vez jaque: ¡mate!
lesson-check-in-two-3-instruction = Juegas con las Negras. El rey blanco está atrapado detrás de sus peones. ¡Dale jaque en la última fila, dos veces!
lesson-check-in-two-3-praise = El caballo ha tapado el jaque, tu torre lo ha capturado dando jaque, ¡y ha sido mate!
lesson-check-in-two-4-instruction = Salta con tu caballo dando jaque. ¡Luego tu torre tiene un jaque que termina la partida!
lesson-check-in-two-4-praise = Jaque de caballo, jaque de torre: ¡mate en dos jaques!
lesson-check-in-two-5-instruction = Juegas con las Negras. Da jaque primero con tu caballo. Luego uno de tus alfiles da el último jaque.
lesson-check-in-two-5-praise = El rey ha huido a la esquina, justo a tu trampa: ¡mate!
lesson-check-in-two-6-instruction = Da jaque al rey con tu dama. Cuando avance, tu alfil da el segundo jaque.
lesson-check-in-two-6-praise = Jaque de dama, jaque de alfil, ¡y el rey no tenía adónde ir!
lesson-check-in-two-7-instruction = Juegas con las Negras. Da jaque con tu caballo para hacer retroceder al rey. ¡Luego dale jaque en la última fila!
lesson-check-in-two-7-praise = El rey ha retrocedido, y tu torre le ha dado mate allí.
lesson-check-in-two-8-instruction = Juegas con las Negras. ¡Entrega tu caballo dando jaque! Cuando el peón lo capture, tu dama tiene un jaque que es mate.
lesson-check-in-two-8-praise = Un caballo a cambio de toda la partida: ¡mate!
lesson-check-in-two-9-instruction = Da jaque primero con tu torre. ¡Luego busca un jaque de dama en la misma línea que la dama negra!
lesson-check-in-two-9-praise = El rey ha tenido que apartarse, y la dama que tenía detrás ha caído. ¡Jaque, jaque y la dama!
lesson-check-in-two-10-instruction = Juegas con las Negras. Da jaque con tu torre. Cuando la torre blanca lo tape, ¡un jaque de alfil aleja al rey de ella!
lesson-check-in-two-10-praise = El rey ha capturado tu alfil, y tú has capturado la torre: ¡5 por 3!
lesson-check-in-two-11-instruction = Da jaque primero con tu alfil. ¡Luego tu torre puede dar jaque al rey y atacar al caballo a la vez!
lesson-check-in-two-11-praise = Jaque, y luego un jaque de torre que también atacaba al caballo: era tuyo.
lesson-check-in-two-12-instruction = Persigue al rey con un jaque de dama. Luego un jaque de torre gana algo grande: ¡mira qué hay detrás del rey!
lesson-check-in-two-12-praise = ¡El rey se ha apartado, y tu torre ha capturado la dama que tenía detrás!
lesson-check-in-two-13-instruction = Juegas con las Negras. Un jaque de alfil pone en línea al rey y a la torre de f2. Pero el alfil blanco ataca a tu torre: ¡sálvala dando jaque!
lesson-check-in-two-13-praise = Dos jaques, ¡y la torre de f2 era tuya!
lesson-check-in-two-14-instruction = Empieza con un jaque de dama. ¿Encuentras tres jaques seguidos que terminen en mate?
lesson-check-in-two-14-praise = Has entregado tu dama, ¡y la torre ha dado mate!
lesson-check-in-two-15-instruction = Juegas con las Negras. El rey blanco está al descubierto. Tres jaques seguidos le dan mate, ¡y el primero es con un alfil!
lesson-check-in-two-15-praise = Alfil, peón, alfil: ¡tres jaques y mate!

## fork
lesson-fork-title = El ataque doble
lesson-fork-intro = Un ataque doble es una pieza que ataca a dos piezas del rival a la vez. Tu rival solo puede salvar una de ellas, ¡así que ganas la otra!
lesson-fork-1-instruction = Busca una jugada de caballo que dé jaque al rey y ataque al alfil a la vez.
lesson-fork-1-praise = ¡Un ataque doble de caballo! El rey tiene que moverse, y el alfil es tuyo.
lesson-fork-2-instruction = Juegas con las Negras. Busca un salto de caballo que dé jaque y ataque también a la dama blanca.
lesson-fork-2-praise = Jaque, y la dama estaba atacada: ¡ahora es tuya!
lesson-fork-3-instruction = Juegas con las Negras. Tu caballo puede dar jaque al rey y atacar a la torre a la vez. ¡Encuentra la casilla!
lesson-fork-3-praise = ¡El rey se apartó y capturaste la torre!
lesson-fork-4-instruction = Juegas con las Negras. Da jaque con tu dama desde una casilla donde también ataque al alfil.
lesson-fork-4-praise = Primero el jaque, luego el alfil. ¡Bien hecho!
lesson-fork-5-instruction = Juegas con las Negras. Tu torre puede dar jaque al rey y atacar al alfil en la misma fila.
lesson-fork-5-praise = ¡Un ataque doble de torre! El alfil no tenía salvación.
lesson-fork-6-instruction = Juegas con las Negras. Una jugada de alfil ataca a la dama blanca y a una torre a la vez. ¡Encuéntrala!
lesson-fork-6-praise = La dama no tenía ninguna casilla segura. ¡Gran ataque doble!
lesson-fork-7-instruction = Da jaque al rey con tu dama desde una casilla donde también ataque al alfil.
lesson-fork-7-praise = ¡La dama hizo un ataque doble al rey y al alfil!
lesson-fork-8-instruction = Avanza un peón para que ataque a dos piezas negras a la vez.
lesson-fork-8-praise = ¡Un ataque doble de peón! Un pequeño peón atacó a dos piezas grandes.
lesson-fork-9-instruction = Juegas con las Negras. Tu caballo puede capturar un peón dando jaque y atacar también a la torre de la esquina.
lesson-fork-9-praise = Jaque, y luego la torre: ¡un ataque doble de caballo perfecto!
lesson-fork-10-instruction = Juegas con las Negras. Avanza un peón para que ataque a dos piezas blancas a la vez.
lesson-fork-10-praise = ¡Ataque doble de peón! Solo una pieza pudo escapar.
lesson-fork-11-instruction = Tu dama puede atacar a la torre de la esquina y a un alfil a la vez. ¡Encuentra la casilla!
lesson-fork-11-praise = ¡Dos piezas atacadas, y la torre es tuya!
lesson-fork-12-instruction = Juegas con las Negras. Tu dama puede atacar a la torre de la esquina y al caballo a la vez.
lesson-fork-12-praise = ¡Un ataque doble de dama! Has ganado la torre.
lesson-fork-13-instruction = Mueve tu dama a una casilla donde ataque a la torre negra y al alfil a la vez.
lesson-fork-13-praise = Dos ataques con una sola jugada: ¡el alfil es tuyo!
lesson-fork-14-instruction = Juegas con las Negras. Salta con tu caballo a una casilla donde ataque a la torre y al alfil a la vez.
lesson-fork-14-praise = ¡El caballo hizo un ataque doble a la torre y al alfil, y capturó la torre!
lesson-fork-15-instruction = Tu dama puede atacar al caballo del centro y a la torre de la esquina a la vez.
lesson-fork-15-praise = ¡Un ataque doble de dama! Las Negras han perdido una pieza.

## pin
lesson-pin-title = La clavada
lesson-pin-intro = Una clavada es un ataque a una pieza que no puede apartarse porque justo detrás de ella hay una pieza más importante, a menudo el rey. ¡Una pieza clavada es fácil de ganar!
lesson-pin-1-instruction = Juegas con las Negras. La dama blanca está delante de su rey. ¡Atácala con tu alfil para que no pueda apartarse!
lesson-pin-1-praise = La dama estaba clavada, ¡así que estaba perdida!
lesson-pin-2-instruction = La dama negra está en la misma diagonal que el rey negro. ¡Clávala con tu alfil!
lesson-pin-2-praise = ¡Clavada! La dama no podía apartarse de su rey.
lesson-pin-3-instruction = Juegas con las Negras. El caballo blanco está en la misma línea que su rey. Clávalo con tu torre y luego gánalo.
lesson-pin-3-praise = ¡El caballo clavado no pudo escapar!
lesson-pin-4-instruction = ¿Puede tu alfil atacar a la dama negra mientras el rey negro se esconde justo detrás de ella?
lesson-pin-4-praise = La dama estaba atrapada delante de su rey. ¡Bien jugado!
lesson-pin-5-instruction = Juegas con las Negras. El caballo blanco de d4 y el rey blanco están en una misma diagonal. ¡Clava el caballo!
lesson-pin-5-praise = ¡El caballo estaba clavado y lo has ganado!
lesson-pin-6-instruction = Juegas con las Negras. El caballo blanco y el rey blanco están en la misma fila. ¡Clava el caballo con tu torre!
lesson-pin-6-praise = Clavar y capturar: ¡el caballo es tuyo!
lesson-pin-7-instruction = La dama negra está delante de su rey, en la misma columna. ¡Clávala con una torre!
lesson-pin-7-praise = ¡Una clavada de torre ha ganado la dama!
lesson-pin-8-instruction = Juegas con las Negras. El rey y el caballo blancos están en la misma fila. Clava el caballo y luego captúralo.
lesson-pin-8-praise = ¡El rey no pudo salvar a su caballo a tiempo!
lesson-pin-9-instruction = La dama negra y el rey negro están en una misma diagonal. ¡Clava la dama con tu alfil!
lesson-pin-9-praise = La dama estaba clavada a su rey, ¡así que estaba perdida!
lesson-pin-10-instruction = La torre negra y el rey negro están en una misma diagonal. ¡Clava la torre con tu alfil!
lesson-pin-10-praise = ¡La torre clavada no pudo escapar!
lesson-pin-11-instruction = Juegas con las Negras. El caballo blanco de g3 está delante de su rey. ¡Clávalo con tu alfil!
lesson-pin-11-praise = El caballo estaba clavado, ¡y ahora es tuyo!
lesson-pin-12-instruction = El caballo negro y el rey negro están en la misma fila. ¡Clava el caballo con tu torre!
lesson-pin-12-praise = ¡Tu torre clavó el caballo y lo capturó!
lesson-pin-13-instruction = El caballo negro de e5 está delante de su rey, en una diagonal. ¡Clávalo con tu alfil!
lesson-pin-13-praise = ¡Una clavada de alfil ha ganado el caballo!
lesson-pin-14-instruction = Un caballo negro está delante de su rey, en una diagonal. ¡Clávalo y luego gánalo!
lesson-pin-14-praise = El caballo no podía moverse, ¡así que lo capturaste!

## notation
lesson-notation-title = Leer y escribir jugadas
lesson-notation-intro = Los ajedrecistas escriben sus jugadas con letras y nombres de casillas. R es el rey, D la dama, T una torre, A un alfil y C un caballo; el peón no lleva ninguna letra. La lista de jugadas de Gambit muestra un pequeño dibujo de cada pieza en lugar de su letra; elige Letras en Ajustes, en Jugadas, para ver también allí las letras.
lesson-notation-1-instruction = Una jugada de peón se escribe solo con la casilla a la que va. Juega e4: avanza el peón que está delante de tu rey hasta e4.
lesson-notation-1-praise = Eso es e4, ¡una primera jugada estupenda!
lesson-notation-2-instruction = La C significa caballo. ¿Adónde va la jugada Cf3? Haz clic en su casilla.
lesson-notation-2-praise = Sí: Cf3 significa que un caballo va a f3.
lesson-notation-3-instruction = Juegas con las Negras. Juega Cc6: un caballo va a c6.
lesson-notation-3-praise = Cc6: el caballo protege tu peón de e5.
lesson-notation-4-instruction = La A significa alfil. ¿Adónde va la jugada Ac4? Haz clic en su casilla.
lesson-notation-4-praise = Correcto: Ac4 pone un alfil en c4.
lesson-notation-5-instruction = Juega Ab5: tu alfil va a b5.
lesson-notation-5-praise = ¡Ab5! Tu alfil ha salido y está preparado.
lesson-notation-6-instruction = La D significa dama. ¿Adónde va la jugada Dg4? Haz clic en su casilla.
lesson-notation-6-praise = Sí: Dg4 pone la dama en g4.
lesson-notation-7-instruction = La T significa torre. Juega Td1: tu torre va a d1.
lesson-notation-7-praise = Td1: la torre se ha movido por la primera fila.
lesson-notation-8-instruction = La R significa rey. ¿Adónde va la jugada Rf2? Haz clic en su casilla.
lesson-notation-8-praise = Correcto: el rey da un paso a f2.
lesson-notation-9-instruction = Una x significa que la pieza captura algo. Cuando un peón captura, primero se escribe la letra de su columna. Juega exd5: tu peón de la columna e captura en d5.
lesson-notation-9-praise = exd5: el peón de la columna e ha capturado el peón de d5.
lesson-notation-10-instruction = Juega Cxe5: tu caballo captura el peón de e5.
lesson-notation-10-praise = Cxe5: ¡el caballo captura en e5!
lesson-notation-11-instruction = El enroque tiene su propio signo. O-O es el enroque en el flanco de rey, el enroque corto. ¡Juega O-O!
lesson-notation-11-praise = O-O: tu rey está a salvo en la esquina.
lesson-notation-12-instruction = Para una coronación, se escribe la casilla, luego = y la pieza nueva. Juega e8=D: tu peón llega a e8 y se convierte en dama.
lesson-notation-12-praise = e8=D: ¡una dama nueva!

## coordinates
lesson-coordinates-title = Encuentra las casillas
lesson-coordinates-intro = Los buenos jugadores saben el nombre de cada casilla sin contar. Entrénate: ¡encuentra cada casilla lo más rápido que puedas!
lesson-coordinates-1-instruction = Para calentar: primero la letra, luego el número. Haz clic en c6.
lesson-coordinates-1-praise = ¡Sí, c6! Ahora, contra el reloj.
lesson-coordinates-2-instruction = Haz clic en cada casilla en cuanto se nombre. ¿Cuántas encuentras en 30 segundos?
lesson-coordinates-2-praise = ¡Se acabó el tiempo! Vuelve a intentarlo para batir tu récord.
lesson-coordinates-3-instruction = Ahora te sientas en el lado de las Negras, así que el tablero está girado: a1 está lejos, a tu derecha. Haz clic en a1.
lesson-coordinates-3-praise = Correcto: los nombres no cambian, solo cambia tu sitio.
lesson-coordinates-4-instruction = Desde el lado de las Negras, la fila 8 es la que está más cerca de ti. Haz clic en f7.
lesson-coordinates-4-praise = ¡Bien encontrada!
lesson-coordinates-5-instruction = Otra vez el ejercicio contra el reloj, desde el lado de las Negras. ¿Cuántas casillas en 30 segundos?
lesson-coordinates-5-praise = ¡Se acabó el tiempo! Ya conoces el tablero desde los dos lados.

## opening
lesson-opening-title = Reglas de la apertura
lesson-opening-intro = Empieza bien: pon peones en el centro, saca los caballos y los alfiles, enroca pronto, deja la dama en casa, no muevas una pieza dos veces sin necesidad y conecta tus torres. ¡Juega dos partidas cortas!
lesson-opening-1-instruction = Partida 1: juegas con las Blancas. La dama negra ha salido muy pronto. Castígala: ¡saca un caballo que la ataque!
lesson-opening-1-praise = ¡Tu caballo entra en juego y la dama tiene que huir!
lesson-opening-1-off-tip = Bien, pero uno de tus caballos puede salir y atacar a la dama a la vez. ¡Encuéntralo!
lesson-opening-2-instruction = La dama ha huido a a5. Ahora toma el centro: avanza un peón dos casillas hacia el medio.
lesson-opening-2-praise = ¡Tu peón está en el medio del tablero!
lesson-opening-2-off-tip = Avanza dos casillas el peón que está delante de tu dama, hacia el medio.
lesson-opening-3-instruction = ¡Primero los caballos! Saca tu otro caballo, hacia el centro.
lesson-opening-3-praise = ¡Los dos caballos han salido!
lesson-opening-3-off-tip = Bien, pero el caballo de g1 sigue en casa. Sácalo primero.
lesson-opening-4-instruction = Tus caballos ya han salido. ¡Ahora saca un alfil!
lesson-opening-4-praise = ¡Una pieza más en juego!
lesson-opening-4-off-tip = Saca un alfil de la primera fila, no una pieza que ya ha salido.
lesson-opening-5-instruction = ¡Enroca pronto! Tu rey se esconde detrás de sus peones y una torre se acerca al centro.
lesson-opening-5-praise = ¡Rey a salvo, torre preparada!
lesson-opening-5-off-tip = Enroca ahora: mueve tu rey dos casillas hacia la torre de h1.
lesson-opening-6-instruction = No muevas la misma pieza dos veces sin motivo. Una pieza sigue dormida en casa: ¡despierta a tu alfil de c1!
lesson-opening-6-praise = ¡Todos tus caballos y alfiles han salido!
lesson-opening-6-off-tip = Tu alfil de c1 todavía no se ha movido. Mejor sácalo a él.
lesson-opening-7-instruction = Conecta tus torres: solo la dama está entre ellas. Súbela una casilla para que las torres se vean.
lesson-opening-7-praise = Tus torres están conectadas. ¡Has terminado tu apertura!
lesson-opening-7-off-tip = Saca la dama de la primera fila, una casilla hacia arriba, para que no quede nada entre tus torres.
lesson-opening-8-instruction = Juegas con las Negras. ¡Empieza la partida 2! Toma tu parte del centro: avanza un peón central dos casillas.
lesson-opening-8-praise = ¡Tu peón llega al centro!
lesson-opening-8-off-tip = Buena jugada, pero el consejo pide un peón justo en el centro: el que está delante de tu rey o de tu dama.
lesson-opening-9-instruction = Juegas con las Negras. Las Blancas han capturado tu peón. Recapturar con la dama es tentador, pero el caballo blanco la perseguiría, como en la partida 1. ¡Mejor saca un caballo!
lesson-opening-9-praise = ¡Tu caballo sale y ataca el peón de d5!
lesson-opening-9-off-tip = De momento, deja la dama en casa. Saca el caballo que puede atacar el peón de d5.
lesson-opening-10-instruction = Juegas con las Negras. Recupera tu peón con el caballo: cae justo en el centro. ¡Mover una pieza dos veces está bien cuando gana algo!
lesson-opening-10-praise = ¡Peón recuperado, y tu caballo está en el centro!
lesson-opening-10-off-tip = Captura el peón de d5 con tu caballo, y deja la dama a salvo en casa.
lesson-opening-11-instruction = Juegas con las Negras. Saca tu alfil de c8 a una buena casilla.
lesson-opening-11-praise = ¡Tu alfil entra en juego!
lesson-opening-11-off-tip = Busca una casilla donde el alfil esté a salvo y mire al centro: prueba con f5.
lesson-opening-12-instruction = Juegas con las Negras. Tu alfil de f8 está encerrado detrás de un peón. Avanza ese peón una casilla para abrirle una puerta.
lesson-opening-12-praise = ¡La puerta está abierta para tu alfil!
lesson-opening-12-off-tip = Avanza una casilla el peón que está delante de tu rey: así el alfil de f8 podrá salir.
lesson-opening-13-instruction = Juegas con las Negras. Las Blancas han enrocado. Saca tu alfil de f8, y tu rey también podrá enrocar.
lesson-opening-13-praise = ¡Ya no hay nada entre tu rey y tu torre!
lesson-opening-13-off-tip = Saca el alfil de f8: es la pieza que está entre tu rey y tu torre.
lesson-opening-14-instruction = Juegas con las Negras. Tu rey sigue en el centro. ¡Enroca ahora, mientras puedas!
lesson-opening-14-praise = ¡Tu rey está a salvo en la esquina!
lesson-opening-14-off-tip = Enroca: mueve tu rey dos casillas hacia la torre de h8.

## protection
lesson-protection-title = Protege tus piezas
lesson-protection-intro = Cuando tu rival ataca una de tus piezas, ¡no dejes que la capture gratis! Puedes apartarla, ponerle un defensor o poner algo en medio del ataque.
lesson-protection-1-instruction = Un peón negro ataca a tu caballo. ¡Busca una casilla segura para él!
lesson-protection-1-praise = Tu caballo vuelve a estar a salvo.
lesson-protection-2-instruction = ¡El caballo negro ataca a tu dama! Llévala a una casilla segura.
lesson-protection-2-praise = ¡Uf, la dama se ha escapado!
lesson-protection-3-instruction = El alfil negro ataca a tu torre, y nadie la protege. ¡Salva la torre!
lesson-protection-3-praise = La torre se ha puesto a salvo.
lesson-protection-4-instruction = Juegas con las Negras. Un peón blanco ataca a tu caballo. ¿Adónde puede ir?
lesson-protection-4-praise = Bien, el caballo está fuera de peligro.
lesson-protection-5-instruction = La dama negra ataca a tu caballo, y el caballo no tiene ninguna casilla segura. ¡Ponle un defensor!
lesson-protection-5-praise = Ahora, si la dama captura, un peón la captura a ella.
lesson-protection-6-instruction = La dama negra ataca a tu caballo en el borde. No puede huir, ¡así que protégelo!
lesson-protection-6-praise = El caballo ya tiene un defensor.
lesson-protection-7-instruction = El alfil negro ataca a tu caballo, y el caballo no puede moverse porque tu rey está detrás. ¡Protégelo!
lesson-protection-7-praise = Bien hecho, el caballo está protegido.
lesson-protection-8-instruction = El alfil negro ataca a tu torre en la esquina, y la torre no puede salir. ¡Pon algo en medio!
lesson-protection-8-praise = ¡Tapado! El alfil ya no puede llegar a tu torre.
lesson-protection-9-instruction = El alfil negro ataca a tu torre desde lejos. ¡Pon una pieza en medio!
lesson-protection-9-praise = Bien tapado, la torre está a salvo.
lesson-protection-10-instruction = Juegas con las Negras. El alfil blanco apunta a tu torre de la esquina, y la torre no puede moverse. ¡Tapa la gran diagonal!
lesson-protection-10-praise = ¡Tapado! Tu torre está a salvo detrás del muro.

## hanging
lesson-hanging-title = Piezas gratis
lesson-hanging-intro = A veces tu rival deja una pieza sin proteger. ¡Puedes capturarla sin perder nada! Pero míralo dos veces: si la pieza está protegida, capturarla puede costarte más de lo que ganas.
lesson-hanging-1-instruction = Juegas con las Negras. Una pieza blanca está en la misma fila que tu dama, y nadie la protege.
lesson-hanging-1-praise = ¡Un caballo gratis, y además con jaque!
lesson-hanging-2-instruction = Juegas con las Negras. Una pieza blanca se ha acercado demasiado a tus peones. ¿Puede capturarla un peón?
lesson-hanging-2-praise = Un peón ha capturado un caballo. ¡Qué buen cambio!
lesson-hanging-3-instruction = Juegas con las Negras. Tu dama mira a lo largo de una gran diagonal. ¿Qué hay esperando al otro extremo?
lesson-hanging-3-praise = ¡Una torre entera gratis!
lesson-hanging-4-instruction = Juegas con las Negras. Busca una pieza blanca que no tenga ningún defensor.
lesson-hanging-4-praise = Te has llevado el alfil. ¡Nadie podía recapturar!
lesson-hanging-5-instruction = Una pieza negra se ha metido en tu campo. ¿Alguien la protege?
lesson-hanging-5-praise = El alfil ha desaparecido, y no te ha costado nada.
lesson-hanging-6-instruction = Una pieza negra está justo al lado de tu rey. ¿Está protegida?
lesson-hanging-6-praise = Tu rey ha capturado el alfil. ¡Qué rey tan valiente!
lesson-hanging-7-instruction = Una pieza negra se ha metido hasta el fondo de tu posición. ¡Captúrala antes de que se escape!
lesson-hanging-7-praise = ¡Un alfil gratis! Mira siempre qué piezas ha dejado colgadas tu rival.
lesson-hanging-8-instruction = La dama negra ha bajado hasta tu última fila. ¿Está protegida?
lesson-hanging-8-praise = ¡Has ganado la dama a cambio de nada!
lesson-hanging-9-instruction = Juegas con las Negras. Tu caballo está cerca de una pieza blanca que nadie defiende.
lesson-hanging-9-praise = ¡El caballo ha capturado una torre en la esquina!
lesson-hanging-10-instruction = Juegas con las Negras. Tu caballo puede capturar algo. ¿Tienen las Blancas alguna forma de recapturar?
lesson-hanging-10-praise = Un alfil gratis. ¡Bien visto!
lesson-hanging-11-instruction = Juegas con las Negras. Un caballo blanco ha saltado cerca de tu rey. ¿Puedes capturarlo gratis?
lesson-hanging-11-praise = El caballo ha desaparecido, y las Blancas no pueden recapturar.
lesson-hanging-12-instruction = Mira las piezas negras que tienes delante. ¿Cuál no tiene ningún defensor?
lesson-hanging-12-praise = ¡Un caballo gratis, y ahora además atacas a la dama!
lesson-hanging-13-instruction = Parece que puedes capturar dos piezas negras. Una de ellas está protegida por un peón. ¡Captura la que está gratis de verdad!
lesson-hanging-13-praise = ¡Correcto! La otra era una trampa.
lesson-hanging-14-instruction = Juegas con las Negras. Tu dama puede capturar dos piezas blancas. Una de ellas está protegida. ¿Cuál está gratis?
lesson-hanging-14-praise = ¡Buena elección! Capturar el caballo te habría costado la dama.
lesson-hanging-15-instruction = Capturar el caballo con tu torre sale demasiado caro: un peón lo protege. Pero el caballo no puede moverse. ¡Atácalo con algo pequeño!
lesson-hanging-15-praise = ¡Un peoncito ha ganado el caballo atrapado!

## trades
lesson-trades-title = Buenos cambios
lesson-trades-intro = Un peón vale 1, un caballo o un alfil 3, una torre 5 y una dama 9. Antes de capturar, cuenta quién ataca la pieza y quién la defiende. ¡Captura solo si ganas más de lo que entregas!
lesson-trades-1-instruction = Tu torre y tu caballo pueden capturar cada uno una pieza negra. ¡Cuenta los defensores antes de capturar!
lesson-trades-1-praise = ¡Correcto! El alfil no tenía defensor. Capturar el caballo con la torre sería dar 5 por 3.
lesson-trades-2-instruction = Un peón defiende la torre negra de d5. Tu dama y tu alfil pueden capturarla. ¿Qué cambio te hace ganar?
lesson-trades-2-praise = Un alfil (3) por una torre (5): ¡ganas 2 puntos! Con la dama darías 9 por 5.
lesson-trades-3-instruction = Juegas con las Negras. Un peón defiende el caballo blanco de d5. ¡Captúralo con tu pieza que menos vale!
lesson-trades-3-praise = Un peón (1) por un caballo (3). ¡Captura con la pieza más pequeña que puedas!
lesson-trades-4-instruction = Juegas con las Negras. Un peón defiende la torre blanca de d3. Tu dama y tu caballo pueden capturarla. ¡Cuenta primero!
lesson-trades-4-praise = Un caballo (3) por una torre (5): buen negocio. La dama te habría costado 9.
lesson-trades-5-instruction = Juegas con las Negras. Tu torre puede capturar el peón de d4, ¡pero cuenta sus defensores! Si al capturar pierdes, lleva tu rey hacia el centro.
lesson-trades-5-praise = ¡Bien contado! Tu rey va camino del centro.
lesson-trades-5-off-tip = Capturar en d4 es dar tu torre (5) por un peón (1): lo defienden el peón de c3 y la torre. Lleva tu rey a f6 o a f8.
lesson-trades-6-instruction = Juegas con las Negras. La torre blanca de e4 ataca a tu dama, y dos piezas blancas la defienden. ¿Cuál de tus piezas debe capturarla?
lesson-trades-6-praise = Un alfil (3) por una torre (5), ¡y además tu dama está a salvo!
lesson-trades-7-instruction = Un peón defiende el caballo negro de e5. ¡Encuentra la captura que lo gana!
lesson-trades-7-praise = Un peón (1) por un caballo (3). Capturar con la dama te habría costado la dama.
lesson-trades-8-instruction = Aquí hay dos capturas tentadoras. ¡Cuenta primero los defensores! Si pierdes con ellas, saca un caballo o defiende tu peón de e4.
lesson-trades-8-praise = ¡Bien contado! Una buena jugada en lugar de un mal cambio.
lesson-trades-8-off-tip = Dxf6 da 9 por 3 (un peón recaptura) y Axf7+ da 3 por 1 (el rey recaptura). Juega d3, Cc3 o Ce2.
lesson-trades-9-instruction = Tu dama puede llevarse un peón en a6 o en d6, y tu caballo puede capturar la torre de c6. ¡Cuenta lo que cuesta cada captura!
lesson-trades-9-praise = Un caballo (3) por una torre (5). Los dos peones estaban defendidos: ¡habrías perdido la dama!
lesson-trades-10-instruction = Tu torre, tu alfil y tu rey pueden capturar algo. ¿Qué pieza negra no tiene ningún defensor?
lesson-trades-10-praise = Tu rey ha capturado el caballo. ¡El rey también puede capturar, cuando nada defiende la pieza!
lesson-trades-11-instruction = Juegas con las Negras. El alfil blanco ataca a tu dama. ¿Puedes capturarlo? ¿Y qué pasa con el caballo de c3?
lesson-trades-11-praise = El alfil no tenía defensor. Capturar el caballo con la torre sería dar 5 por 3.
lesson-trades-12-instruction = Juegas con las Negras. El alfil de e4 está atacado dos veces, por tu dama y tu caballo, y defendido una vez. ¡Empieza con la pieza correcta!
lesson-trades-12-praise = ¡Empieza con la pieza más pequeña! Si la torre captura tu caballo, tu dama captura la torre.
lesson-trades-13-instruction = Juegas con las Negras. Tu dama y tu alfil pueden llevarse peones, ¡pero cuenta los defensores! Si al capturar pierdes, saca el alfil que sigue en casa, en c8.
lesson-trades-13-praise = ¡Bien jugado! Nada de llevarse peones, y una pieza más en juego.
lesson-trades-13-off-tip = Una torre defiende b2, dos piezas defienden d4, y el rey y el caballo defienden h2: cada captura pierde. Lleva tu alfil de c8 a una casilla segura.
lesson-trades-14-instruction = El peón de e5 parece fácil de capturar. ¡Cuenta primero sus defensores! Si al capturar pierdes, lleva tu rey hacia el centro.
lesson-trades-14-praise = ¡Bien contado! Cuando quedan pocas piezas, el rey es una pieza fuerte.
lesson-trades-14-off-tip = Capturar en e5 es dar tu caballo (3) por un peón (1): lo defienden el alfil y el rey. Juega Rf1 para llevar tu rey hacia el centro.

## skewer
lesson-skewer-title = La enfilada
lesson-skewer-intro = Una enfilada es un ataque en línea contra una pieza grande que tiene otra pieza detrás. La pieza grande tiene que apartarse, ¡y entonces capturas la pieza de detrás!
lesson-skewer-1-instruction = Tu torre puede dar jaque a lo largo de una fila. ¿Qué hay detrás del rey negro en esa fila?
lesson-skewer-1-praise = El rey se ha apartado, ¡y la torre de detrás era tuya!
lesson-skewer-2-instruction = Da jaque al rey con tu alfil por una diagonal que pase también por una torre negra.
lesson-skewer-2-praise = ¡Una enfilada de alfil! Primero el rey, luego la torre.
lesson-skewer-3-instruction = Juegas con las Negras. Da jaque en la fila de abajo. Mira qué hay detrás del rey blanco.
lesson-skewer-3-praise = ¡Jaque, y la torre de detrás del rey ha caído!
lesson-skewer-4-instruction = Juegas con las Negras. El rey blanco y una torre blanca están en la misma fila. ¡Da jaque al rey!
lesson-skewer-4-praise = El rey ha tenido que moverse, y la torre se ha quedado sola.
lesson-skewer-5-instruction = Tu alfil puede dar jaque al rey desde una casilla en la que la dama queda escondida justo detrás de él.
lesson-skewer-5-praise = El rey se ha movido, ¡y has capturado la dama!
lesson-skewer-6-instruction = Juegas con las Negras. El rey blanco y una torre están en la última fila. ¡Usa una torre para dar jaque al rey allí!
lesson-skewer-6-praise = ¡Una enfilada de torre! El rey ha huido, y has capturado la torre.
lesson-skewer-7-instruction = Dos piezas negras están en la misma columna, una detrás de la otra. ¡Ataca a la de delante con tu torre!
lesson-skewer-7-praise = La pieza de delante ha huido, ¡y la de detrás era tuya!
lesson-skewer-8-instruction = Juegas con las Negras. La dama blanca está delante de un alfil en la misma columna. ¡Ataca a la dama con una torre!
lesson-skewer-8-praise = La dama ha tenido que huir, ¡así que has ganado una pieza!
lesson-skewer-9-instruction = Juegas con las Negras. Un alfil blanco y un caballo blanco están en la misma columna. ¡Atácalos con tu torre!
lesson-skewer-9-praise = El alfil se ha ido, y el caballo de detrás estaba perdido.
lesson-skewer-10-instruction = Juegas con las Negras. Pon tu torre en una columna donde ataque a un alfil que tiene un caballo detrás.
lesson-skewer-10-praise = ¡Enfilado! No había forma de salvar el caballo.
lesson-skewer-11-instruction = La dama negra y un alfil están en la misma diagonal. ¡Ataca a la dama con tu alfil!
lesson-skewer-11-praise = La dama ha huido, ¡y el alfil de detrás era tuyo!

## mate-patterns
lesson-mate-patterns-title = Patrones de mate
lesson-mate-patterns-intro = Algunos jaques mates aparecen una y otra vez. ¡Aprende estos patrones y los verás en tus propias partidas!
lesson-mate-patterns-1-instruction = El rey negro no tiene aire: sus propios peones le estorban. ¡Usa tu torre!
lesson-mate-patterns-1-praise = ¡Mate del pasillo!
lesson-mate-patterns-2-instruction = Juegas con las Negras. El rey blanco también está atrapado detrás de sus peones. ¡Jaque mate!
lesson-mate-patterns-2-praise = ¡El mate del pasillo también funciona para las Negras!
lesson-mate-patterns-3-instruction = Pon tu dama justo delante del rey negro, donde tu propio rey la protege.
lesson-mate-patterns-3-praise = ¡Dama y rey, un equipo perfecto!
lesson-mate-patterns-4-instruction = Una torre ya vigila una columna entera. La otra torre puede dar jaque en el borde.
lesson-mate-patterns-4-praise = ¡La escalera de dos torres!
lesson-mate-patterns-5-instruction = Juegas con las Negras. El rey blanco está encerrado por su propia torre y sus peones. ¿Qué pieza puede saltar dentro?
lesson-mate-patterns-5-praise = ¡Mate de la coz con el caballo!
lesson-mate-patterns-6-instruction = Las Negras se han olvidado de proteger el peón débil que está al lado del rey. La dama y el alfil lo atacan juntos.
lesson-mate-patterns-6-praise = ¡Mate del pastor!
lesson-mate-patterns-7-instruction = Juegas con las Negras. Tu dama y tu alfil apuntan al mismo peón blanco. Aunque ataquen a tu dama, ¡busca primero los jaques!
lesson-mate-patterns-7-praise = ¡El mate del pastor al revés!
lesson-mate-patterns-8-instruction = Juegas con las Negras. Las Blancas quieren capturar en f7 con la dama, ¡y eso es jaque mate! Impídelo.
lesson-mate-patterns-8-praise = ¡Bien defendido: hoy no hay mate rápido!
lesson-mate-patterns-9-instruction = Mate en dos jugadas. Tu dama puede dar jaque aunque la capturen, porque tu torre está justo detrás de ella.
lesson-mate-patterns-9-praise = ¡Una dama valiente y un mate del pasillo!
lesson-mate-patterns-10-instruction = Mate en dos jugadas. Sube la escalera: una torre da jaque y la otra termina en la fila de arriba.
lesson-mate-patterns-10-praise = ¡Paso a paso, escalera arriba!
lesson-mate-patterns-11-instruction = Mate en dos jugadas. Primero acerca tu rey para que ayude a la dama. ¡Cuidado con el ahogado!
lesson-mate-patterns-11-praise = ¡El rey y la dama han trabajado juntos!
lesson-mate-patterns-12-instruction = Mate en dos jugadas. Entrega tu dama dando jaque, para que el rey negro quede encerrado por sus propias piezas. ¡Luego salta el caballo!
lesson-mate-patterns-12-praise = ¡El famoso mate de la coz!

## discovered-attack
lesson-discovered-attack-title = El ataque a la descubierta
lesson-discovered-attack-intro = En un ataque a la descubierta, una pieza se aparta y destapa el ataque de la torre, el alfil o la dama que tiene detrás. ¡Ahora atacan dos piezas a la vez!
lesson-discovered-attack-1-instruction = Tu caballo está entre tu torre y la dama negra. ¡Apártalo dando jaque!
lesson-discovered-attack-1-praise = ¡Jaque del caballo, y la torre ha capturado la dama!
lesson-discovered-attack-2-instruction = Tu torre mira a la dama negra, pero tu caballo está en medio. ¡Salta a otra casilla dando jaque!
lesson-discovered-attack-2-praise = ¡El caballo ha dado jaque y la torre ha ganado la dama!
lesson-discovered-attack-3-instruction = Tu alfil tapa la línea entre tu dama y una torre negra. ¡Mueve el alfil dando jaque!
lesson-discovered-attack-3-praise = ¡Jaque de alfil, y la torre era tuya!
lesson-discovered-attack-4-instruction = Juegas con las Negras. Un solo paso de peón ataca una pieza grande y abre una línea para tu dama.
lesson-discovered-attack-4-praise = ¡Dos ataques con una sola jugada de peón!
lesson-discovered-attack-5-instruction = Tu caballo de e5 está entre tu alfil y el alfil negro de d6. ¡Apártalo y ataca a la dama a la vez!
lesson-discovered-attack-5-praise = ¡La dama ha tenido que huir, y tu alfil ha capturado el alfil!
lesson-discovered-attack-6-instruction = Un caballo está entre tu alfil y la dama negra. ¡Llévalo a una casilla segura!
lesson-discovered-attack-6-praise = El alfil estaba escondido detrás del caballo. ¡Genial!
lesson-discovered-attack-7-instruction = Tu caballo tapa la columna entre tu torre y la dama negra. ¡Búscale una buena casilla!
lesson-discovered-attack-7-praise = ¡La torre de detrás del caballo ha atrapado a la dama!
lesson-discovered-attack-8-instruction = Juegas con las Negras. Avanza un peón: ataca a un alfil, y tu dama encuentra un nuevo objetivo en su fila.
lesson-discovered-attack-8-praise = ¡El paso de peón ha abierto la línea de tu dama!
lesson-discovered-attack-9-instruction = Juegas con las Negras. Captura una pieza con el peón que está delante de tu torre. ¿Qué ataca entonces la torre?
lesson-discovered-attack-9-praise = ¡Has capturado el caballo, y la dama blanca está atacada!
lesson-discovered-attack-10-instruction = Juegas con las Negras. Tu torre está entre tu alfil y la dama blanca. ¡Aparta la torre dando jaque!
lesson-discovered-attack-10-praise = ¡Jaque de torre, y el alfil ha capturado la dama!

## queen-mate
lesson-queen-mate-title = Mate con la dama
lesson-queen-mate-intro = Un rey y una dama siempre pueden dar jaque mate a un rey solo. La dama empuja al rey hacia el borde, tu rey viene a ayudar, ¡y nunca lo dejas sin jugadas!
lesson-queen-mate-1-instruction = Los reyes están frente a frente, así que el rey negro no puede avanzar. Dale jaque por el borde con tu dama: ¡jaque mate!
lesson-queen-mate-1-praise = ¡Jaque mate en el borde!
lesson-queen-mate-2-instruction = Pon tu dama justo al lado del rey negro, donde tu rey la protege. Cuidado: ¡una de las jugadas de dama es ahogado!
lesson-queen-mate-2-praise = ¡El rey no puede capturar una dama protegida por tu rey!
lesson-queen-mate-3-instruction = Tu dama mantiene al rey en la última fila. Primero acerca tu rey y después da mate. ¡No le quites sus últimas casillas demasiado pronto!
lesson-queen-mate-3-praise = ¡Rey y dama trabajando juntos!
lesson-queen-mate-4-instruction = Mira: ¡el rey negro no tiene ninguna jugada! Si mueves tu rey ahora, es ahogado. Primero dale una casilla y después da mate.
lesson-queen-mate-4-praise = ¡Le has dejado sitio y luego lo has atrapado!
lesson-queen-mate-5-instruction = Haz una caja: pon tu dama a un salto de caballo del rey. Cada vez que el rey se mueva, haz la caja más pequeña. Luego trae tu rey y da mate.
lesson-queen-mate-5-praise = La caja se ha hecho cada vez más pequeña: ¡jaque mate!
lesson-queen-mate-6-instruction = ¡Un mate completo desde el centro! Encoge la caja con tu dama, sube con tu rey y nunca dejes al rey negro sin jugadas.
lesson-queen-mate-6-praise = ¡Ya sabes dar mate con una dama desde cualquier sitio!
lesson-queen-mate-7-instruction = Juegas con las Negras. ¡Ahora la dama es tuya! Empuja al rey blanco hacia el borde, trae tu rey y da jaque mate.
lesson-queen-mate-7-praise = ¡Jaque mate con la dama negra!

## rook-mate
lesson-rook-mate-title = Mate con la torre
lesson-rook-mate-intro = Un rey y una torre también pueden dar jaque mate a un rey solo. La torre encierra al rey, tu rey se acerca hasta ponerse frente a él, y la torre da jaque en el borde.
lesson-rook-mate-1-instruction = Los reyes están frente a frente, así que el rey negro no puede avanzar. Da jaque por la última fila: ¡jaque mate!
lesson-rook-mate-1-praise = ¡Ese es el jaque mate de la torre!
lesson-rook-mate-2-instruction = El mismo truco, en un lado del tablero. Los reyes están frente a frente: ¡da jaque en el borde!
lesson-rook-mate-2-praise = ¡Jaque mate en el lateral!
lesson-rook-mate-3-instruction = Cierra la puerta por un lado con tu torre. Entonces el rey negro tendrá que ponerse frente al tuyo, ¡y le das jaque!
lesson-rook-mate-3-praise = ¡Has cerrado la puerta y luego has dado mate!
lesson-rook-mate-4-instruction = Tu torre mantiene al rey en la última fila. A veces la mejor jugada es esperar: desliza la torre por su fila y deja que el rey se mueva.
lesson-rook-mate-4-praise = ¡Esperar era la jugada inteligente!
lesson-rook-mate-5-instruction = La torre encierra al rey en la última fila. Sube con tu rey hasta ponerte frente a él y luego da jaque. ¡Mantén tu torre lejos del rey negro!
lesson-rook-mate-5-praise = ¡Un paseo largo y un jaque mate perfecto!
lesson-rook-mate-6-instruction = ¡Un mate completo desde el centro! Córtale el paso al rey con tu torre, trae tu rey, da jaque cuando los reyes estén frente a frente y espera cuando no lo estén.
lesson-rook-mate-6-praise = ¡Ya sabes dar mate con una torre desde cualquier sitio!
lesson-rook-mate-7-instruction = Juegas con las Negras. ¡Ahora la torre es tuya! Córtale el paso al rey blanco, haz su caja más pequeña, trae tu rey y da jaque mate.
lesson-rook-mate-7-praise = ¡Jaque mate con la torre negra!

## pawn-endgame
lesson-pawn-endgame-title = Rey y peón
lesson-pawn-endgame-intro = Un rey y un peón contra un rey: ¿se convertirá el peón en dama? Dos secretos te lo dicen: el cuadrado del peón y la oposición de los reyes.
lesson-pawn-endgame-1-instruction = Dibuja un cuadrado desde tu peón hasta la última fila. Si el rey negro no puede entrar en él, nadie alcanzará al peón. ¡Así que corre, ya!
lesson-pawn-endgame-1-praise = Demasiado rápido para alcanzarlo: ¡una dama nueva!
lesson-pawn-endgame-2-instruction = Juegas con las Negras. Dibuja el cuadrado desde el peón blanco hasta su última fila. Entra en el cuadrado con tu rey, ¡y alcanzarás al peón!
lesson-pawn-endgame-2-praise = ¡Dentro del cuadrado, el rey alcanza al peón!
lesson-pawn-endgame-3-instruction = Juegas con las Negras. ¿Está el rey blanco dentro del cuadrado de tu peón? ¡No! No pierdas ni una jugada: corre con el peón y corónalo en dama.
lesson-pawn-endgame-3-praise = ¡El rey blanco llegaba un paso tarde!
lesson-pawn-endgame-4-instruction = El peón negro corre tablero abajo. Entra en su cuadrado con tu rey, ¡y lo alcanzarás a tiempo!
lesson-pawn-endgame-4-praise = ¡Alcanzado! El cuadrado nunca miente.
lesson-pawn-endgame-5-instruction = Las tres casillas que están dos filas por delante de tu peón son mágicas: si tu rey llega a una de ellas, el peón coronará. ¡Lleva tu rey a una de ellas!
lesson-pawn-endgame-5-praise = ¡Desde la casilla mágica, tu rey lleva al peón hasta la meta!
lesson-pawn-endgame-6-instruction = Oposición: los reyes están frente a frente con una casilla en medio, y le toca mover al otro. Entonces tiene que apartarse. ¡Toma la oposición!
lesson-pawn-endgame-6-praise = ¡El rey negro ha tenido que apartarse, y tu peón ha pasado!
lesson-pawn-endgame-7-instruction = Juegas con las Negras. Ponte frente al rey blanco con una casilla en medio: ¡toma la oposición! Así no podrá ponerse delante de su peón.
lesson-pawn-endgame-7-praise = Has dejado fuera al rey blanco: ¡tablas!
lesson-pawn-endgame-8-instruction = Tu rey va primero y el peón lo sigue. Toma la oposición y luego rodea al rey negro. ¡No avances el peón demasiado pronto!
lesson-pawn-endgame-8-praise = Primero el rey, después el peón: ¡así se hace!
lesson-pawn-endgame-9-instruction = El rey negro quiere ponerse delante de su peón. Impídelo: ponte frente a él con tu rey, con una casilla en medio. ¡Toma la oposición!
lesson-pawn-endgame-9-praise = El rey negro no ha podido pasar: ¡tablas!
lesson-pawn-endgame-10-instruction = Juegas con las Negras. Toma la oposición, pon tu rey por delante del peón, y solo entonces avanza el peón.
lesson-pawn-endgame-10-praise = ¡Tu rey ha abierto el camino a una dama nueva!
lesson-pawn-endgame-11-instruction = Juegas con las Negras. ¡Ponte justo delante del peón, frente al rey blanco! Si te apartas a un lado, el rey blanco entra.
lesson-pawn-endgame-11-praise = Justo delante del peón: ¡no puede pasar!
lesson-pawn-endgame-12-instruction = Juegas con las Negras. Un peón en el borde no puede ganar si tu rey llega a la esquina que tiene delante. ¡Corre a la esquina!
lesson-pawn-endgame-12-praise = A salvo en la esquina: ¡son tablas!
lesson-pawn-endgame-13-instruction = Tu peón sigue en su casilla inicial, y puede esperar. Primero toma la oposición y luego sube con tu rey por delante del peón.
lesson-pawn-endgame-13-praise = ¡Una larga marcha y una dama nuevecita!
