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
