# Las palabras de Jugar en español: su panel, quién juega, sus diálogos (nueva partida,
# partidas, ajustes, motores, cambiar de rival, fin de partida), la revisión en el panel, el entrenador.

## El panel: jugadores, estado, botones, jugadas

# $color: color-white o color-black, tras el nombre del jugador.
panel-player-color = ({ $color })
# $status: la línea de estado, mientras el ordenador piensa.
panel-status-thinking = { $status } — pensando…
panel-viewing-start = Viendo el inicio
# $move: la jugada mostrada, como "12... Nf6".
panel-viewing-move = Viendo la jugada { $move }
panel-back-to-game = Volver a la partida
panel-draw-offered = Las { $color } ofrecen tablas:
panel-accept-draw = Aceptar
panel-decline-draw = Rechazar
panel-new-game = Nueva partida…
panel-take-back = Deshacer
panel-hint = Pista
panel-offer-draw = Ofrecer tablas
panel-resign = Abandonar
panel-flip-board = Girar tablero (F)
panel-settings = Ajustes…
panel-games = Partidas…
panel-review = Revisar
panel-claim-threefold = Reclamar tablas (triple repetición)
panel-claim-fifty-moves = Reclamar tablas (regla de 50 movimientos)
panel-auto-rotate = Girar el tablero hacia quien juega (T)
panel-view-2d = Vista 2D (V)
panel-view-3d = Vista 3D (V)
panel-moves = Jugadas

## Escribir una jugada

entry-hint = Escribe una jugada: { $move }, e2e4, O-O
# El nombre del campo de jugada para lectores de pantalla.
entry-label = Escribe una jugada
entry-play = Jugar

## Quién juega

player-you = Tú
player-human = Humano
# $level: el nivel del motor integrado (Suave … Maestro).
player-computer = Ordenador ({ $level })
# $name: el nombre de un motor externo, en la lista de jugadores.
player-engine-choice = { $name } (motor)
# $error: qué falló con un motor.
player-engine-failed = { $error }.
player-game-waits = La partida espera: elige otro rival para seguir.
player-resume = Reanudar
player-pause = Pausa
player-change-opponent = Cambiar de rival…

## La revisión en el panel

review-judgement-best = Mejor jugada
review-judgement-good = Buena jugada
review-judgement-inaccuracy = Imprecisión
review-judgement-mistake = Error
review-judgement-blunder = Error grave
# $judgement: uno de los mensajes review-judgement.
review-verdict = { $judgement }.
# $best: la mejor jugada en SAN.
review-best-was = Lo mejor era { $best }.
review-missed-mate = Esta jugada deja escapar un mate forzado.
review-allowed-mate = Esta jugada permite un mate forzado.
review-title = Revisión
review-close = Cerrar revisión
review-go-on = Continuar
# $who: review-by-builtin, el nombre de un motor o review-by-depth.
review-by = por { $who }
review-progress = jugada { $done } de { $total }
review-stop = Detener
review-stopped-after = Detenida tras { $done } de { $total ->
    [one] { $total } jugada.
   *[other] { $total } jugadas.
    }
# La línea del gráfico en la jugada mostrada.
review-graph-shown = aquí
# $white, $black: la precisión de cada jugador (un número, o – antes de tenerla).
review-accuracy = Precisión: Blancas { $white } · Negras { $black }
review-accuracy-so-far = Precisión: Blancas { $white } · Negras { $black } (por ahora)
review-save-pgn = Guardar PGN comentado
review-saving = Guardando…
review-copy = Copiar
review-copied = El PGN comentado está en el portapapeles.

## El entrenador

coach-title = El entrenador
# $move: la jugada retenida, en SAN.
coach-question = ¿{ $move }?
# $warning: lo que permite la jugada (warning-* en gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Jugarla igualmente
coach-take-back = Deshacerla
# $explanation: por qué es buena la jugada de la pista (hint-* en gambit.ftl).
coach-hint = Pista: { $explanation }

## El diálogo de partidas

games-nothing-to-load = No hay nada que cargar.
games-none-found = Ahí no se encontró ninguna partida.
# $count: las partidas encontradas; $seconds: cuánto tardó; $damaged: las leídas solo en parte.
games-found = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
    } en { $seconds } s{ $damaged ->
    [0] {""}
    [one] {" "}({ $damaged } no se pudo leer hasta el final)
   *[other] {" "}({ $damaged } no se pudieron leer hasta el final)
    }; elige una y luego una jugada.
# $why: por qué se detuvo la lectura (games-reading-stopped, …).
games-read-then = { $count ->
    [one] { $count } partida leída
   *[other] { $count } partidas leídas
    }, y luego { $why }{ $damaged ->
    [0] {""}
    [one] {" "}({ $damaged } no se pudo leer hasta el final)
   *[other] {" "}({ $damaged } no se pudieron leer hasta el final)
    }.
games-close = Cerrar
games-this-game = Esta partida
games-file = Archivo
games-saving-to = Guardando en { $path }…
games-replace-question = { $path } ya existe. ¿Reemplazarlo?
games-replace = Reemplazar
games-cancel = Cancelar
games-save-pgn = Guardar como PGN
games-load-pgn = Cargar archivo PGN
games-copy-pgn = Copiar PGN
games-pgn-copied = El PGN de la partida está en el portapapeles.
games-copy-fen = Copiar FEN
games-fen-copied = Copiado: { $fen }
games-paste = Pega un PGN o un FEN (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   o   rnbqkbnr/pppppppp/8/…
games-read-pasted = Leer el texto pegado
games-recent = Partidas recientes
# Mientras se lee un archivo: las partidas hasta ahora y cuánto del archivo.
games-reading = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
    }, { $percent } %
games-stop = Detener
games-find = Buscar
games-find-hint = un jugador, un torneo, un año
games-cannot-open = Esta partida no se puede abrir: { $error }
games-stopped-early = Se detuvo antes de tiempo: { $error }
games-continue-after = Continuar después de
games-the-start = el inicio
games-play-from-here = Jugar desde aquí
games-review-this = Revisar esta partida
games-could-not-read = No se pudo leer { $path }: { $error }.
# Por qué terminó antes la lectura de partidas, tras «… partidas leídas, y luego».
games-no-thread = no hubo hilo para leer: { $error }
games-reading-stopped = se detuvo la lectura
games-cancelled = se detuvo
games-no-such-game = no existe esa partida
games-game-unreadable = No se pudo leer esa partida: { $error }.

## Las ventanas de los diálogos: nueva partida, abandonar, fin de partida, ajustes, partidas

dialog-settings-title = Ajustes
dialog-opponent-title = Cambiar de rival
dialog-games-title = Partidas
dialog-new-game-title = Nueva partida
dialog-close = Cerrar
dialog-start = Empezar
dialog-cancel = Cancelar
dialog-resign-title = ¿Abandonar?
# $winner: color-white o color-black.
dialog-resign-question = ¿Abandonar esta partida? Ganan las { $winner }.
dialog-resign = Abandonar
dialog-keep-playing = Seguir jugando
dialog-game-over-title = Fin de la partida
dialog-game-over-new-game = Nueva partida…
dialog-rematch = Revancha (colores cambiados)
dialog-review = Revisar

## El diálogo de nueva partida

new-game-watch-needs-computers = Para mirar, elige un ordenador para cada bando.
new-game-opponent = Rival
new-game-human = Humano (dos jugadores aquí)
new-game-you-play = Juegas con
new-game-random = Al azar
new-game-watch = Ninguno (mirar)
new-game-two-players = dos jugadores en este ordenador
new-game-clock = Reloj
new-game-no-clock = Sin reloj
new-game-custom = Personalizado
# Tras los minutos y los segundos de un reloj personalizado.
new-game-minutes-suffix = {" "}min
new-game-seconds-suffix = {" "}s
new-game-increment = incremento
new-game-delay = retardo
new-game-start-from = Empezar desde
new-game-standard-position = Posición inicial
new-game-a-fen = Un FEN
new-game-fen-hint = pega aquí un FEN

## El diálogo de ajustes

# $name: un tema de tablero o un estilo de piezas que no se puede usar.
settings-look-damaged = { $name } (dañado)
# $now: la calidad que eligió Auto.
settings-quality-auto = Auto ({ $now })
quality-auto = Auto
quality-low = Baja
quality-medium = Media
quality-high = Alta
settings-language = Idioma
# $language: el idioma del escritorio, por su propio nombre.
settings-language-automatic = Automático ({ $language })
settings-notation = Jugadas
settings-notation-letters = Letras ({ $example })
settings-notation-figurines = Figurines ({ $example })
settings-board = Tablero
settings-board-3d = 3D
settings-board-2d = 2D (desde arriba)
settings-board-theme = Tema del tablero
settings-pieces-2d = Piezas en 2D
settings-coach = El entrenador
settings-coach-auto = contra los niveles «Suave» y «Fácil»
settings-coach-always = siempre
settings-coach-never = nunca
settings-ponder = El nivel «Maestro» piensa durante tu turno (sobre la respuesta que espera)
settings-quality = Calidad gráfica
settings-show-legal-moves = Mostrar jugadas legales
settings-show-coordinates = Mostrar coordenadas
settings-colour-blind = Marcas para daltónicos (formas además de colores)
settings-text-size = Tamaño del texto
settings-animation-speed = Velocidad de animación
settings-volume = Volumen
settings-mute = Silenciar
settings-auto-queen = Coronar siempre en dama
settings-confirm-resign = Preguntar antes de abandonar
settings-tournament-mode = Modo torneo en partidas nuevas (pieza tocada, sin deshacer)

## Cambiar de rival

# $error: qué falló con el motor al pedirle una pista o una respuesta a tablas.
opponent-builtin-answers = { $error }. Responde el motor integrado en su lugar.
opponent-goes-on = La partida sigue desde esta posición con estos jugadores:
opponent-continue = Continuar

## Ajustes → Motores

engines-type-path-first = Primero escribe la ruta del programa de un motor.
engines-already-listed = { $path } ya está en la lista.
engines-added = Añadido: { $name }.
engines-no-strength-setting = sin ajuste de fuerza (siempre a plena fuerza)
# $option: la opción UCI que fija la fuerza, con su rango ("UCI_Elo 1320–3190").
engines-strength-by = fuerza con { $option }
# $options: engines-strength-by y los hilos y el hash del motor, con sus rangos.
engines-described = { $name }, de { $author }: { $options }
engines-title = Motores
engines-remove = Quitar
engines-judge = Juez (revisiones, pistas, ofertas de tablas, problemas de tus partidas):
engines-judge-automatic = Automático
engines-judge-builtin = Motor integrado
# $engine: el nombre del motor, o engines-builtin-judges.
engines-judge-automatic-now = Automático: juzga el motor más fuerte que tienes, ahora { $engine }.
engines-builtin-judges = el motor integrado
engines-path-hint = programa del motor, p. ej. /usr/games/stockfish
engines-add = Añadir motor
engines-stockfish-found = Stockfish está instalado en { $path }.
engines-add-it = Añadirlo
engines-trying = Probando { $path }…
engines-strength = Fuerza
engines-strength-full = Máxima
engines-strength-about = Aprox.
engines-elo-suffix = {" "}Elo
engines-threads = Hilos
engines-hash = Hash
engines-mib-suffix = {" "}MiB
# Un valor de hilos o de hash igual a 0: el del propio motor.
engines-default = predeterminado
engines-per-move = Sin reloj, por jugada:
engines-seconds-suffix = {" "}s
engines-plies-suffix = { $count ->
    [one] {" "}semijugada
   *[other] {" "}semijugadas
    }
