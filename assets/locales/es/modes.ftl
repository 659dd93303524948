# Las palabras de los paneles Aprender, Problemas y Editar, la barra de modos, los avisos
# superpuestos (mensajes, coronación, reclamaciones) y la lista de teclas, en español.

## Aprender: la lista de lecciones y un ejercicio (los textos de las lecciones vienen de sus archivos)

learn-title = Aprender
learn-unreadable = No se pudieron leer las lecciones: { $error }
learn-heading = Aprende a jugar
learn-intro = Lecciones cortas en este tablero, desde cómo se mueve cada pieza hasta el jaque mate. Empieza por arriba o abre cualquier lección.
learn-group-rules = Las reglas
learn-group-fundamentals = Jugar bien
learn-group-tactics = Táctica
learn-group-endings = Finales
learn-group-reading = Leer el tablero
learn-play-gentle = Juega una partida contra el nivel «Suave»
learn-lesson-done = ¡Lección terminada!
# $won: las estrellas ganadas en la lección; $total: las estrellas que tiene.
learn-lesson-stars = { $won } de { $total ->
    [one] { $total } estrella
   *[other] { $total } estrellas
    }
learn-next-lesson = Siguiente lección: { $title }
learn-all-done = ¡Ya sabes las reglas! Pruébalas en una partida de verdad: el nivel «Suave» es un rival amable y el entrenador te ayudará.
learn-all-lessons = Todas las lecciones
learn-exercise-of = Ejercicio { $number } de { $count }
learn-finish-lesson = Terminar la lección
learn-next-exercise = Siguiente ejercicio
learn-show-me = Muéstramelo
learn-start-again = Empezar de nuevo
learn-skip = Saltar
# $stars: las mejores estrellas ganadas aquí, como ★★☆.
learn-best-here = Tu récord: { $stars }
# El ejercicio de coordenadas: $square, la casilla en la que hacer clic.
learn-drill-find = Busca { $square }
learn-drill-score = Encontradas: { $found }   Tiempo restante: { $seconds } s
learn-drill-start = El reloj empieza cuando encuentras la primera casilla.
learn-drill-best = Tu récord: { $best }

## La página Progreso (se abre desde Aprender)

progress-open = Progreso
progress-title = Tu progreso
progress-go = ¡Vamos!
progress-next-lesson = Siguiente paso: la lección «{ $title }».
# $wins: partidas ganadas contra $beaten.
progress-next-level = Has ganado al nivel «{ $beaten }» { $wins ->
    [one] una vez
   *[other] { $wins } veces
    }: prueba el nivel «{ $next }».
progress-next-puzzles = { $count ->
    [one] Tienes un problema pendiente: resuélvelo mientras te acuerdas.
   *[other] Tienes { $count } problemas pendientes: resuélvelos mientras te acuerdas.
    }
progress-next-play = Juega una partida contra el nivel «{ $level }».
progress-lessons = Lecciones
progress-puzzles = Problemas
# $due: problemas para hoy.
progress-puzzle-rating = Puntuación en problemas: { $rating }   Para hoy: { $due }
progress-rating-line = Puntuación
progress-rating-none = La gráfica de tu puntuación empieza después de dos problemas que cuenten para la puntuación.
progress-games = Partidas contra el ordenador
progress-won = Ganadas
progress-drawn = Tablas
progress-lost = Perdidas
progress-reviews = Partidas revisadas
progress-reviews-none = Todavía no has revisado ninguna partida: al terminar una, pulsa «Revisar».
# $each: las precisiones, de la más antigua a la más reciente («72 %, 80 %»); $mean: su media.
progress-reviews-line = Tu precisión en { $count ->
    [one] la última partida revisada
   *[other] las últimas { $count } partidas revisadas
    }: { $each } (media { $mean } %).

## Problemas (el origen y el tema de un problema vienen de su registro)

puzzles-title = Problemas
puzzles-rating = Tu puntuación en problemas: { $rating } (±{ $deviation })
# $due: problemas para hoy; $mine: de las partidas del jugador; $shipped: incluidos.
puzzles-counts = Para hoy: { $due }   De tus partidas: { $mine }   Incluidos: { $shipped }
puzzles-harvesting = Buscando problemas en tu última partida…
puzzles-none-waiting = No hay ningún problema esperando: los has probado todos y aún no toca repetir ninguno. Vuelve mañana o juega una partida: sus errores se convierten en problemas nuevos.
puzzles-look-again = Mira otra vez
puzzles-to-move = Juegan las { $color }
puzzles-find-better = Encuentra una jugada mejor
# $source: la partida de la que viene; $played: la jugada hecha allí, en SAN.
puzzles-you-played = { $source }: aquí jugaste { $played }.
puzzles-checked-by = Comprobado con { $engine }.
puzzles-id-rated = Problema { $id } · puntuación { $rating }
puzzles-solved-first-try = ¡Resuelto al primer intento!
puzzles-solved-with-hint = Resuelto, con una pista.
puzzles-solved-comes-back = Resuelto. Vuelve mañana, para que no se te olvide.
# $change: el cambio de puntuación, con signo (+12, -8).
puzzles-rating-change = Puntuación { $change }
puzzles-hint = Pista
puzzles-show-solution = Ver la solución
puzzles-start-again = Empezar de nuevo
puzzles-next = Siguiente problema
puzzles-skip = Saltar (cuenta como fallado)

## Editar: preparar una posición

edit-heading = Prepara una posición
edit-start-position = Posición inicial
edit-clear-board = Vaciar tablero
edit-from-game = De la partida
edit-from-game-hover = La posición de la partida en Jugar
edit-flip-board = Girar tablero
edit-swap-colours = Cambiar colores
edit-swap-colours-hover = Las piezas blancas pasan a ser negras, en espejo
edit-play-from-here = Jugar desde aquí
edit-play-from-here-hover = Una partida nueva desde esta posición: elige rival y reloj
edit-analyse = Analizar
edit-analyse-hover = La evaluación del motor y su mejor variante
edit-still-looking = El motor sigue buscando…
edit-tray-help = Elige una pieza y haz clic en casillas para colocarla (otro clic la quita). Con la mano, haz clic en una pieza y luego en su nueva casilla. Para quitar una pieza, haz clic derecho o arrástrala fuera del tablero.
edit-hand = Mano: mover piezas
edit-eraser = Goma: quitar piezas
# Una pieza de la bandeja: color-white o color-black, y un tipo (role-king, …).
edit-piece = { $color }: { $role }
edit-white-to-move = Juegan las Blancas
edit-black-to-move = Juegan las Negras
edit-may-castle = Las { $color } pueden enrocar:
# Textos flotantes de las casillas O-O y O-O-O.
edit-castle-king-side = en el flanco de rey
edit-castle-queen-side = en el flanco de dama
edit-en-passant = Al paso en:
edit-en-passant-none = ninguna
edit-copy-fen = Copiar FEN
edit-playable = ✔ Esta posición se puede jugar.
edit-not-playable = Esta posición no se puede jugar:

## Los avisos superpuestos: mensajes, coronación, reclamar tablas

hud-draw-accepted = Se aceptó la oferta de tablas.
hud-draw-declined = Se rechazó la oferta de tablas.
hud-draw-offered = Las { $color } ofrecen tablas.
# $what: unsaved-… (lo que no se pudo escribir); $reason: las palabras del sistema (en inglés).
hud-cannot-save = Gambit no pudo guardar { $what } ({ $reason }). Lo sigue intentando; tú sigue jugando.
hud-saved-again = Todo vuelve a estar guardado.
hud-promote-title = Coronar en
hud-promote-queen = Dama (Q)
hud-promote-rook = Torre (R)
hud-promote-bishop = Alfil (B)
hud-promote-knight = Caballo (N)
hud-promote-cancel = Cancelar (Esc)
hud-claim-title = ¿Reclamar tablas?
hud-claim-threefold = triple repetición
hud-claim-fifty-moves = la regla de los 50 movimientos
# Dos reclamaciones que permite la jugada: hud-claim-threefold o hud-claim-fifty-moves.
hud-claim-or = { $a } o { $b }
hud-claim-prompt = Tras esta jugada puedes reclamar tablas por { $claims }.
hud-claim-draw = Reclamar tablas
hud-just-play = Solo hacer la jugada
hud-claim-cancel = Cancelar

## La lista de teclas (? o F1): el nombre de cada tecla (…-key) y lo que hace

keys-title = Teclas
keys-close = Cerrar (Esc)
keys-board = Tablero (todos los modos)
keys-arrows-key = Flechas
keys-arrows = mover el cursor de casilla
keys-pick-key = Intro, Espacio
keys-pick = levantar la pieza de esa casilla / dejarla ahí
keys-put-down-key = Esc
keys-put-down = soltar la pieza, cerrar el selector
keys-promotion-key = Q R B N
keys-promotion = elegir la pieza de coronación
keys-flip-key = F
keys-flip = girar el tablero
keys-reset-camera-key = R
keys-reset-camera = reiniciar la cámara
keys-turn-board-key = T
keys-turn-board = girar el tablero hacia quien juega
keys-view-key = V
keys-view = vista 3D o 2D
keys-game = Partida (Jugar)
keys-new-game-key = Ctrl+N
keys-new-game = nueva partida (N cuando ha terminado)
keys-take-back-key = Ctrl+Z
keys-take-back = deshacer
keys-hint-key = H
keys-hint = pista
keys-draw-key = Ctrl+D
keys-draw = reclamar tablas si puedes; si no, ofrecerlas
keys-resign-key = Ctrl+R
keys-resign = abandonar
keys-pause-key = P
keys-pause = pausar o seguir (partida entre ordenadores)
keys-type-move-key = M
keys-type-move = escribir una jugada (SAN o UCI), Intro para jugarla
keys-earlier-later-key = Re Pág / Av Pág
keys-earlier-later = posición anterior / siguiente
keys-first-last-key = Inicio / Fin
keys-first-last = primera posición / volver a la partida
keys-settings-key = S
keys-settings = ajustes
keys-games-key = G
keys-games = partidas: guardar, cargar, FEN
keys-panels = Paneles y modos
keys-next-field-key = Tab / Mayús+Tab
keys-next-field = botón o campo siguiente / anterior
keys-press-key = Espacio, Intro
keys-press = pulsar el botón
keys-leave-field-key = Esc
keys-leave-field = salir del campo o botón (las teclas vuelven al tablero)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Jugar, Aprender, Problemas, Editar
keys-help-key = ? o F1
keys-help = esta lista
keys-dialogs = Diálogos
keys-dialog-enter-key = Intro
keys-dialog-enter = el botón principal (Empezar, Abandonar, ¡Vamos!…)
keys-dialog-escape-key = Esc
keys-dialog-escape = cerrar el diálogo
keys-dialog-choose-key = Flecha arriba / abajo
keys-dialog-choose = rival, respuesta o elemento de la lista siguiente o anterior

## La barra de modos

mode-play = Jugar
mode-learn = Aprender
mode-puzzles = Problemas
mode-edit = Editar

## The welcome on the first start
welcome-title = Bienvenido a Gambit
welcome-question = ¿Cuánto sabes de ajedrez?
welcome-new = Soy nuevo en el ajedrez
welcome-moves = Sé cómo se mueven las piezas
welcome-often = Juego a menudo
welcome-analyse = Quiero analizar
welcome-later = Esc empieza como siempre. Aprender, Jugar, Problemas y Editar están siempre en la barra de arriba del panel.
