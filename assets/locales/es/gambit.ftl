# Las palabras de Gambit en español (traducción del catálogo inglés; véase GLOSSARY.md).
# Los ids dicen para qué es cada texto; los argumentos son valores que pasa el juego
# ($move, $reason, …).

## Los bandos y las piezas

color-white = Blancas
color-black = Negras
role-pawn = peón
role-knight = caballo
role-bishop = alfil
role-rook = torre
role-queen = dama
role-king = rey
san-king = R
san-queen = D
san-rook = T
san-bishop = A
san-knight = C
# Los niveles del motor integrado, tal como los elige el jugador.
level-gentle = Suave
level-easy = Fácil
level-normal = Normal
level-hard = Difícil
level-master = Maestro

## Jugadas y peticiones rechazadas

move-not-allowed = No permitido — { $move }: { $reason }
refusal-game-over = La partida ha terminado.
refusal-not-your-move = No te toca jugar.
refusal-take-back-tournament = Modo torneo: no se pueden deshacer jugadas.
refusal-nothing-to-take-back = No hay ninguna jugada tuya que deshacer.
# $piece: una pieza en su casilla o solo una casilla (piece-on-square, abajo).
piece-on-square = { $role } de las { $color } en { $square }
touch-move-move = Pieza tocada ({ $piece }): tienes que moverla.
touch-move-capture = Pieza tocada ({ $piece }): tienes que capturarla.
touch-move-capture-with = Piezas tocadas ({ $piece } y { $target }): tienes que capturar una con la otra.

## Lecciones y problemas

try-nothing-to-show = No hay nada que mostrar desde aquí: pulsa «Empezar de nuevo» y vuelve a intentarlo.

## La revisión

review-by-builtin = el motor integrado
review-by-depth = { $who }, profundidad { $depth }
review-replaced = { $error }. La revisión la hace el motor integrado.
review-stopped = La revisión se detuvo: { $error }.

## Por qué una jugada va contra las Leyes (tras «No permitido — e2e5:»)

illegal-game-over = La partida ha terminado.
illegal-no-piece = No tienes ninguna pieza en { $square }.
illegal-not-your-turn = Juegan las { $color }.
illegal-wrong-way = Esa pieza no se mueve así.
illegal-path-blocked = El camino está cortado por la pieza de { $square }.
illegal-own-piece = No puedes capturar una pieza tuya.
illegal-king-would-be-in-check = Tu rey quedaría en jaque desde { $square }.
illegal-in-check = Estás en jaque desde { $square } y esta jugada no lo soluciona.
illegal-castling-king-moved = No puedes enrocar: tu rey ya se ha movido.
illegal-castling-rook-moved = No puedes enrocar por ese lado: esa torre se ha movido.
illegal-castling-in-check = No puedes enrocar estando en jaque.
illegal-castling-blocked = No puedes enrocar: la casilla { $square }, entre el rey y la torre, está ocupada.
illegal-castling-through-check = No puedes enrocar: el rey pasaría por { $square }, que está atacada.
illegal-castling-into-check = No puedes enrocar: el rey caería en { $square }, que está atacada.
illegal-en-passant-expired = La captura al paso solo es posible justo después de que el peón avance dos casillas.
illegal-promotion-needed = Un peón que llega a la última fila debe coronar: elige dama, torre, alfil o caballo.
illegal-bad-promotion = Solo corona un peón que llega a la última fila, y solo en dama, torre, alfil o caballo.
illegal-no-such-piece = No tienes { $role } que pueda ir a { $square }.
illegal-ambiguous = Más de una pieza puede hacer esa jugada: di cuál (p. ej. Nbd2).
illegal-bad-notation = '{ $text }' no es una jugada (usa SAN como Nf3, O-O, e8=Q o UCI como e2e4).

## Reclamaciones y ofertas de tablas rechazadas

claim-threefold = triple repetición
claim-fifty-moves = la regla de los 50 movimientos
request-not-claimable-threefold = Ahora no puedes reclamar tablas por triple repetición.
request-not-claimable-fifty-moves = Ahora no puedes reclamar tablas por la regla de los 50 movimientos.
request-no-offer = No hay ninguna oferta de tablas que aceptar.

## Cómo terminó una partida (la línea de estado, el diálogo de fin de partida)

ending-checkmate = Ganan las { $winner } por jaque mate
ending-stalemate = Tablas por ahogado
ending-insufficient-material = Tablas — ningún bando puede dar mate
ending-seventy-five-moves = Tablas por la regla de los 75 movimientos (75 jugadas por bando sin capturas ni movimientos de peón)
ending-fivefold = Tablas por quíntuple repetición
ending-claimed = Tablas por { $claim } (reclamadas por las { $by })
ending-agreement = Tablas de mutuo acuerdo
ending-resignation = Las { $loser } abandonan
ending-timeout = Ganan las { $winner } por tiempo
ending-timeout-draw = Tablas — a las { $loser } se les acabó el tiempo, pero las { $winner } no pueden dar mate

## La línea de estado durante la partida

status-your-move = Te toca jugar
status-computer-to-move = Juegan las { $color } (ordenador)
status-to-move = Juegan las { $color }
status-check = ¡Jaque! { $who }
status-paused = { $who } (en pausa)

## Por qué una lección rechaza un intento (escrito para un niño)

lesson-rook-way = La torre solo se mueve en línea recta: arriba, abajo o a los lados.
lesson-bishop-way = El alfil solo se mueve en diagonal.
lesson-queen-way = La dama se mueve en línea recta o en diagonal, nunca en L.
lesson-knight-way = El caballo no llega ahí de un salto: salta dos casillas y luego una a un lado.
lesson-king-way = El rey se mueve solo una casilla cada vez.
lesson-pawn-way = El peón avanza recto: una casilla, o dos en su primer movimiento.
lesson-pawn-takes-diagonally = El peón solo se mueve en diagonal para capturar una pieza.
lesson-blocked-own = Tu { $role } de { $square } corta el paso. Solo el caballo puede saltar.
lesson-blocked-theirs = Tu rival tiene su { $role } en { $square } cortando el paso. Solo el caballo puede saltar.
lesson-own-piece = No puedes capturar una pieza tuya.
lesson-leaves-king-in-check = Así tu rey queda en jaque de { $role } desde { $square }.
lesson-still-in-check = Tu rey sigue en jaque de { $role } desde { $square }.
lesson-gives-check = Eso daría jaque, y aquí el rival no podría responder.
lesson-escape-move = Sal del jaque moviendo tu rey.
lesson-escape-block = Sal del jaque tapándolo.
lesson-escape-capture = Sal del jaque capturando la pieza que lo da.
lesson-not-mate = Eso no es jaque mate.
lesson-no-mate-in-time = Eso no da mate en { $moves } jugadas: el rey podría escapar.
lesson-stalemate = Eso es ahogado: ¡la partida acabaría en tablas!
castle-king-side = en el flanco de rey (enroque corto)
castle-queen-side = en el flanco de dama (enroque largo)
lesson-castle-now = Ya puedes enrocar: enroca { $side }.
lesson-castle-other-side = Por ese lado no: esta vez enroca { $side }.
lesson-loses-castling = Si ese rey o esa torre se mueven, ya nunca podrás enrocar por ese lado.
lesson-castle-king-moved = No puedes enrocar: tu rey ya se ha movido.
lesson-castle-rook-moved = No puedes enrocar por ese lado: esa torre ya se ha movido.
lesson-castle-in-check = No puedes enrocar: tu rey está en jaque.
lesson-castle-blocked = No puedes enrocar: la casilla { $square }, entre el rey y la torre, tiene que estar vacía.
lesson-castle-through-attack = No puedes enrocar: tu rey pasaría por { $square }, que está atacada.
lesson-castle-into-check = No puedes enrocar: tu rey caería en jaque en { $square }.
lesson-en-passant-now = Captura ese peón al paso: tu peón se coloca en diagonal justo detrás de él.
lesson-en-passant-too-late = Demasiado tarde: la captura al paso solo vale justo después de que el peón avance dos casillas.
lesson-promote-now = Tu peón puede llegar a la última fila: ¡corónalo!
lesson-promote-to = Esta vez elige { $role }: mira lo que puede hacer desde ahí.
lesson-wrong-square = Esa casilla es { $clicked }. Busca { $asked }: ve hasta la columna { $file } y sube hasta la fila { $rank }.
lesson-click-the-square = Solo haz clic en la casilla: esta vez no hay que mover.
lesson-not-a-capture = Captura una de las piezas del rival.
lesson-not-best-capture = Esa captura no es la que más gana.
lesson-not-best-move = Aquí hay una jugada mejor: ¡piensa en el consejo!
lesson-off-tip = Esa jugada no sigue este consejo. ¡Léelo otra vez y prueba otra!
lesson-king-waits = Deja tu peón donde está: mueve tu rey y espera tu oportunidad.
lesson-no-check = Esa jugada no da jaque. ¡Busca una jugada que ataque al rey!
lesson-not-the-move = Esa no es { $move }. Lee la jugada otra vez: ¿qué pieza, y a qué casilla?
lesson-wins-nothing = Esa jugada no gana nada. ¡Busca otra vez el truco!
lesson-leaves-piece = Después de eso, la pieza de { $from } ({ $taker }) captura gratis tu pieza de { $on } ({ $target }).
lesson-still-in-danger = Después de eso, el rival todavía te gana algo.
lesson-bad-trade = Cambias tu { $gave } ({ $gave_value }) por su { $got } ({ $got_value }): ¡cuenta antes de capturar!
lesson-throws-away-win = Después de eso, el rey rival puede parar tu peón: solo serían tablas.
lesson-lets-pawn-through = Después de eso, ya nadie puede parar el peón: se convertiría en dama.
lesson-done = ¡Este ya lo has resuelto!

## Por qué un problema rechaza un intento

puzzle-weaker = Esa no: hay una jugada más fuerte que { $tried }. Mira otra vez.
puzzle-mates = Esa no: tras { $tried }, { $reply } es jaque mate.
puzzle-takes = Esa no: tras { $tried }, { $reply } captura tu { $role }.
puzzle-done = ¡Resuelto! Sigue con el siguiente problema.

## Una pieza por su color y su tipo (dentro de una frase)

piece-white-pawn = peón blanco
piece-white-knight = caballo blanco
piece-white-bishop = alfil blanco
piece-white-rook = torre blanca
piece-white-queen = dama blanca
piece-white-king = rey blanco
piece-black-pawn = peón negro
piece-black-knight = caballo negro
piece-black-bishop = alfil negro
piece-black-rook = torre negra
piece-black-queen = dama negra
piece-black-king = rey negro

## Por qué no se puede jugar una posición preparada (el editor)

problem-no-king = Las { $color } no tienen rey
problem-kings = Las { $color } tienen { $count ->
        [2] dos
        [3] tres
        [4] cuatro
       *[other] { $count }
    } reyes
problem-pawn-first-rank = Un peón no puede estar en la primera fila ({ $pawn } en { $square })
problem-pawn-last-rank = Un peón no puede estar en la última fila ({ $pawn } en { $square })
problem-pawns = Las { $color } tienen { $count } peones; un bando tiene como máximo 8
problem-pieces = Las { $color } tienen { $count } piezas; un bando tiene como máximo 16
problem-promotions = Las { $color } tienen más damas, torres, alfiles o caballos de los que podrían haber salido de sus peones que faltan
problem-castling-king-side = El enroque corto necesita el rey en { $king } y la torre en { $rook }
problem-castling-queen-side = El enroque largo necesita el rey en { $king } y la torre en { $rook }
problem-en-passant = Ningún peón puede haber avanzado dos casillas para permitir la captura al paso en { $square }
problem-opposite-check = El bando que no juega está en jaque (el rey de las { $color }, y juegan las { $other })
problem-checked-by-many = El rey de las { $color } recibe jaque de { $count } piezas a la vez; una jugada da como máximo dos jaques
problem-impossible-check = El rey de las { $color } recibe un jaque que ninguna jugada podría dar

## El entrenador: por qué una pista es buena, qué permite una jugada, qué amenaza el rival

hint-mates = { $move } es jaque mate.
hint-wins-material = { $move } gana { $role } en { $square }.
hint-promotes = { $move } corona: el peón se convierte en { $role }.
hint-threatens-mate = { $move } amenaza mate con { $mate }.
hint-saves = { $move } pone a salvo tu { $role } de { $square }, que está bajo ataque.
hint-defends = { $move } defiende tu { $role } de { $square }, que está bajo ataque.
hint-threatens = { $move } ataca su { $role } de { $square }.
hint-castles = { $move } enroca y pone al rey a salvo.
hint-develops = { $move } desarrolla tu { $role }.
hint-check = { $move } da jaque.
hint-trades = { $move } cambia tu { $role } por su { $target } de { $square }.
hint-improves = { $move } es la jugada del motor: mejora la posición.
warning-mate-in-one = Esto permite mate en una jugada: { $mate }
warning-en-prise = El rival podría capturar tu { $role } de { $square } con su { $attacker } de { $from }
threat-mate = Las { $color } amenazan mate con { $mate }
threat-capture = Las { $color } amenazan capturar { $role } en { $square }

## Temas de los problemas

theme-mate-in-1 = Mate en una jugada
theme-mate-in-2 = Mate en dos jugadas
theme-mate-in-3 = Mate en tres jugadas
theme-mate = Encuentra el mate
theme-hanging-piece = Captura la pieza colgada
theme-fork = Ataque doble: ataca dos piezas a la vez
theme-pin = Clavada: la pieza no puede moverse sin perder más
theme-skewer = Enfilada: ataca a través de una pieza a la que está detrás
theme-discovered-attack = Ataque a la descubierta: mueve una pieza y ataca con otra
theme-back-rank = Mate en la última fila
theme-best-move = Encuentra la mejor jugada

## La línea de avisos del tablero (también la leen los lectores de pantalla)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Última jugada: { $piece } { $from }–{ $to }.
news-last-move-bare = Última jugada: { $from }–{ $to }.
news-check = El rey de las { $color } está en jaque.
news-checkmate = El rey de las { $color } ha recibido jaque mate.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: vacía
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, pieza levantada
news-square-take = { $square }: { $piece }, puedes capturar esta pieza
news-square-move = { $square }: vacía, puedes mover ahí

## Avisos sobre los archivos del jugador (al arrancar); $error, $reason: las palabras del sistema

notice-another-copy = Hay otro Gambit abierto con la misma carpeta de guardado: se muestran tus estrellas y tu entrenamiento de problemas, pero nada de lo que hagas aquí se guarda (la partida del otro Gambit no se toca).
notice-cannot-save = Gambit no puede guardar aquí ({ $error }): esta partida, las estrellas de las lecciones y los resultados de los problemas no se guardarán.
notice-game-kept = Se ha conservado tu partida sin terminar: está en «Partidas…», entre las partidas recientes.
notice-game-not-kept = No se pudo archivar tu partida sin terminar entre las partidas recientes ({ $error }), así que sigue aquí en lugar de empezar una nueva.
notice-last-game-not-filed = No se pudo archivar tu última partida entre las partidas recientes ({ $error }); se queda en { $path } y esta vez no se guardará nada (esta partida, las estrellas de las lecciones, los resultados de los problemas).
notice-saved-game-unreadable = No se pudo leer tu partida guardada ({ $reason }); se ha conservado como { $path } y ha empezado una partida nueva.
notice-settings-unreadable = No se pudo leer el archivo de ajustes ({ $reason }); se usan los valores predeterminados y el archivo antiguo se ha conservado como { $path }.
notice-stars-damaged = No se pudieron leer tus estrellas de las lecciones: { $error }. Vuelves a empezar sin ninguna.
notice-stars-damaged-kept = No se pudieron leer tus estrellas de las lecciones: { $error } (conservadas como { $path }). Vuelves a empezar sin ninguna.
notice-training-damaged = No se pudo leer tu entrenamiento de problemas: { $error }. Vuelve a empezar desde el principio.
notice-training-damaged-kept = No se pudo leer tu entrenamiento de problemas: { $error } (conservado como { $path }). Vuelve a empezar desde el principio.
notice-stars-unreadable = No se pudieron leer tus estrellas de las lecciones ({ $error }); lo que hagas ahora no se guardará.
notice-training-unreadable = No se pudo leer tu entrenamiento de problemas ({ $error }); lo que hagas ahora no se guardará.
notice-record-damaged = No se pudieron leer tus resultados de las partidas: { $error }. Vuelven a empezar desde cero.
notice-record-damaged-kept = No se pudieron leer tus resultados de las partidas: { $error } (conservados como { $path }). Vuelven a empezar desde cero.
notice-record-unreadable = No se pudieron leer tus resultados de las partidas ({ $error }); lo que hagas ahora no se guardará.
notice-puzzles-left-out = { $count ->
        [one] { $count } de tus problemas no se pudo leer y se ha dejado fuera.
       *[other] { $count } de tus problemas no se pudieron leer y se han dejado fuera.
    }
notice-training-repaired = Algunos valores de tu entrenamiento de problemas estaban dañados (quizá se atrasó la hora del ordenador); se han corregido y el resto se ha conservado.

## Lo que no se pudo guardar (dentro de hud-cannot-save: «Gambit no pudo guardar …»)

unsaved-finished-game = una partida terminada
unsaved-game = la partida
unsaved-stars = tus estrellas de las lecciones
unsaved-training = tu entrenamiento de problemas
unsaved-record = tus resultados de las partidas
unsaved-settings = los ajustes
unsaved-no-thread = nada, porque no hubo hilo para escribir

## Un archivo que ha pedido el jugador (Guardar como PGN, la revisión comentada)
# $path: el archivo; $reason: el motivo que da el sistema.
export-saved = Guardado en { $path }.
export-failed = No se pudo guardar en { $path }: { $reason }.

## Un aspecto que no se puede usar (el juego sigue con el integrado)
# $reason: el motivo del archivo o del sistema; $name: el nombre del tema o del estilo.
look-themes-none = No se encontró ningún tema de tablero: { $reason }. Se usa el aspecto integrado.
look-styles-none = No se encontró ningún estilo de piezas: { $reason }. Se usa el aspecto integrado.
look-theme-unusable = No se puede usar el tema de tablero «{ $name }»: { $reason }. En su lugar se muestra el tablero de madera integrado.
look-theme-missing = No existe ningún tema de tablero «{ $name }». En su lugar se muestra el tablero de madera integrado.
look-style-unusable = No se puede usar el estilo de piezas «{ $name }»: { $reason }. En su lugar se muestran las piezas Staunton integradas.
look-style-missing = No existe ningún estilo de piezas «{ $name }». En su lugar se muestran las piezas Staunton integradas.
look-shader-unreadable = No se puede leer el shader assets/shaders/fast_material.wgsl; se usa la copia integrada.
look-shader-not-wgsl = El shader assets/shaders/fast_material.wgsl no es WGSL; se usa la copia integrada.
look-shader-unfit = El shader assets/shaders/fast_material.wgsl no encaja con el material del juego; se usa la copia integrada.
look-shader-broken = El shader assets/shaders/fast_material.wgsl no compila; se usa la copia integrada.

## Un motor externo que ha fallado (frases sin punto final; quien las usa lo añade)
# $path: el programa; $reason, $why, $status, $said: las palabras del sistema o del propio motor.
engine-start = No se pudo arrancar el motor { $path }: { $reason }
engine-not-uci = El motor { $path } no es un motor UCI ({ $why })
engine-exited = El motor { $path } se detuvo de forma inesperada ({ $status })
engine-exited-saying = El motor { $path } se detuvo de forma inesperada ({ $status }): { $said }
# $awaited: la palabra UCI que no envió (uciok, readyok, bestmove); $seconds: un número.
engine-timeout = El motor { $path } no respondió a tiempo (ningún «{ $awaited }» tras { $seconds } s)
engine-illegal-move = El motor { $path } envió una jugada ilegal, { $move }, en la posición { $fen }
engine-no-move = El motor { $path } no envió ninguna jugada en la posición { $fen }, que sí tiene jugadas legales
engine-bad-request = No se le pidió ninguna jugada al motor { $path }: { $reason }

## Un FEN que no se puede usar (el texto escrito o pegado)
fen-empty = No es un FEN: está vacío.
fen-board = No es un FEN: la colocación de las piezas (primer campo) está mal formada.
fen-turn = No es un FEN: el bando que juega (segundo campo) debe ser w o b.
fen-castling = No es un FEN: el campo del enroque debe ser - o letras de KQkq.
fen-en-passant = No es un FEN: el campo de la captura al paso debe ser - o una casilla como e3.
fen-halfmove-clock = No es un FEN: el contador de semijugadas debe ser un número.
fen-fullmoves = No es un FEN: el número de jugada debe ser un número mayor que cero.
fen-fields = No es un FEN: necesita seis campos, como rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: los problemas de la posición (mensajes problem-…), unidos por "; ".
fen-illegal = No es una posición de ajedrez legal: { $problems }.

## Una partida de un archivo PGN que se corta antes de tiempo (dentro de games-cannot-open y games-stopped-early)
# $error: un mensaje fen-….
pgn-bad-fen = La etiqueta FEN no se puede usar. { $error }
# $ply: la semijugada, desde 1; $move: tal como está escrita en el archivo; $reason: un mensaje illegal-….
pgn-bad-move = Jugada { $ply } ({ $move }): { $reason }
# $at: el texto en ese punto; $damage: uno de los mensajes de abajo.
pgn-damaged = El texto de la partida está dañado en la semijugada { $ply } ({ $at }): { $damage }.
pgn-unclosed-comment = un comentario {"{"} no se cierra nunca
pgn-unclosed-variation = una variante ( no se cierra nunca
pgn-unclosed-tag = una etiqueta [ no se cierra nunca
pgn-too-long = la partida ocupa más de { $bytes } bytes; el resto se ha omitido
pgn-not-pgn = esto no es PGN: no se pudo leer ninguna etiqueta ni ninguna jugada
# $reason: las palabras del propio lector de PGN.
pgn-unreadable = PGN ilegible: { $reason }

## La evaluación del editor de la posición preparada
# $color: color-white o color-black.
eval-checkmate = Jaque mate: ganan las { $color }.
eval-stalemate = Ahogado: tablas.
# $evaluation: uno de los cuatro de abajo o eval-mates; $line: las mejores jugadas ("30... h6 31. Ra8+").
eval-line = { $evaluation }. Mejor variante (profundidad { $depth }): { $line }
eval-mates = Las { $color } dan mate en { $moves }
# $value: la evaluación en peones desde el punto de vista de las Blancas ("+0.35").
eval-equal = { $value }: posición más o menos igualada
eval-slightly-better = { $value }: las { $color } están un poco mejor
eval-better = { $value }: las { $color } están mejor
eval-winning = { $value }: las { $color } tienen una posición ganadora
eval-no-thread = El motor no pudo arrancar: { $reason }

## De dónde viene un problema sacado de tus partidas (dentro de puzzles-you-played)
# $opponent: un nivel (level-…) o el nombre de un motor; $date: el mensaje date; $move: un número.
source-against-level = Tu partida contra el nivel «{ $opponent }» del { $date }, jugada { $move }
source-against-engine = Tu partida contra { $opponent } del { $date }, jugada { $move }
source-own = Tu partida del { $date }, jugada { $move }
# $month: uno de los mensajes month-….
date = { $day } { $month } { $year }
month-jan = ene
month-feb = feb
month-mar = mar
month-apr = abr
month-may = may
month-jun = jun
month-jul = jul
month-aug = ago
month-sep = sept
month-oct = oct
month-nov = nov
month-dec = dic

## Los nombres de los aspectos incluidos (un tema o un estilo propio del jugador muestra el nombre que da su archivo)
theme-name-wood = Madera
theme-name-blue = Azul
theme-name-green = Verde
theme-name-high-contrast = Alto contraste
style-name-staunton = Piezas Staunton
style-name-diagram = Diagrama

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Esa línea no es texto: escribe el nombre de una casilla, como e4.
protocol-not-text-move = Esa línea no es texto: escribe una jugada, como e2e4.
protocol-too-long-square = Esa línea es demasiado larga (más de { $bytes } bytes): escribe el nombre de una casilla, como e4.
protocol-too-long-move = Esa línea es demasiado larga (más de { $bytes } bytes): escribe una jugada, como e2e4.
protocol-not-a-square = «{ $text }» no es el nombre de una casilla, como e4.
protocol-not-a-move = «{ $text }» no es una jugada: escríbela como e2e4.
