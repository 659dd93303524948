# Слова Gambit по-русски. Идентификаторы говорят, для чего текст; аргументы —
# значения, которые передаёт игра ($move, $reason, …).

## Стороны и фигуры

color-white = Белые
color-black = Чёрные
role-pawn = пешка
role-knight = конь
role-bishop = слон
role-rook = ладья
role-queen = ферзь
role-king = король
san-king = Кр
san-queen = Ф
san-rook = Л
san-bishop = С
san-knight = К
# The built-in engine's levels, as the player picks them.
level-gentle = Мягкий
level-easy = Лёгкий
level-normal = Средний
level-hard = Сложный
level-master = Мастер

## Отклонённые ходы и запросы

move-not-allowed = Нельзя — { $move }: { $reason }
refusal-game-over = Партия окончена.
refusal-not-your-move = Сейчас не твой ход.
refusal-take-back-tournament = Турнирный режим: ходы вернуть нельзя.
refusal-nothing-to-take-back = Нет твоего хода, который можно вернуть.
# $piece: a piece-on-square or a bare square (piece-on-square below).
piece-on-square = { $role } на { $square } ({ $color })
touch-move-move = «Тронул — ходи»: нужно ходить тронутой фигурой — { $piece }.
touch-move-capture = «Тронул — ходи»: тронутую фигуру нужно взять — { $piece }.
touch-move-capture-with = «Тронул — ходи»: тронуты { $piece } и { $target }, так что одной нужно взять другую.

## Уроки и задачи

try-nothing-to-show = Отсюда показать нечего: нажми «Начать заново» и попробуй ещё раз.

## Разбор

review-by-builtin = встроенный движок
review-by-depth = { $who }, глубина { $depth }
review-replaced = { $error }. Разбор сделает встроенный движок.
review-stopped = Разбор остановлен: { $error }.

## Почему ход против правил (после «Нельзя — e2e5:»)

illegal-game-over = Партия окончена.
illegal-no-piece = На { $square } нет твоей фигуры.
illegal-not-your-turn = Сейчас ходят { $color }.
illegal-wrong-way = Эта фигура так не ходит.
illegal-path-blocked = Путь закрыт: мешает фигура на { $square }.
illegal-own-piece = Свою фигуру брать нельзя.
illegal-king-would-be-in-check = Твой король попадёт под шах с { $square }.
illegal-in-check = Тебе шах с { $square }, а этот ход от него не защищает.
illegal-castling-king-moved = Рокировка невозможна: твой король уже ходил.
illegal-castling-rook-moved = В эту сторону рокироваться нельзя: ладья уже ходила.
illegal-castling-in-check = Нельзя рокироваться, когда тебе шах.
illegal-castling-blocked = Рокировка невозможна: поле { $square } между королём и ладьёй занято.
illegal-castling-through-check = Рокировка невозможна: король пройдёт через поле { $square }, а оно под ударом.
illegal-castling-into-check = Рокировка невозможна: король встанет на поле { $square }, а оно под ударом.
illegal-en-passant-expired = Взятие на проходе возможно только сразу после хода пешки на два поля.
illegal-promotion-needed = Пешка на последней горизонтали должна превратиться: выбери ферзя, ладью, слона или коня.
illegal-bad-promotion = Превратиться может только пешка на последней горизонтали — в ферзя, ладью, слона или коня.
illegal-no-such-piece = У тебя нет фигуры ({ $role }), которая может пойти на { $square }.
illegal-ambiguous = Этот ход может сделать не одна фигура: уточни какая (например, Nbd2).
illegal-bad-notation = «{ $text }» — это не ход (пиши в SAN, как Nf3, O-O, e8=Q, или в UCI, как e2e4).

## Отклонённые требования и предложения ничьей

claim-threefold = троекратное повторение
claim-fifty-moves = правило 50 ходов
request-not-claimable-threefold = Сейчас нельзя потребовать ничью по троекратному повторению.
request-not-claimable-fifty-moves = Сейчас нельзя потребовать ничью по правилу 50 ходов.
request-no-offer = Нет предложения ничьей, которое можно принять.

## Как закончилась партия (строка состояния, окно конца партии)

ending-checkmate = { $winner } выиграли матом
ending-stalemate = Ничья: пат
ending-insufficient-material = Ничья — никто не может поставить мат
ending-seventy-five-moves = Ничья по правилу 75 ходов (75 ходов каждой стороны без взятий и ходов пешками)
ending-fivefold = Ничья: пятикратное повторение
ending-claimed = Ничья: { $claim } (по заявке: { $by })
ending-agreement = Ничья по соглашению
ending-resignation = { $loser } сдались
ending-timeout = { $winner } выиграли по времени
ending-timeout-draw = Ничья — { $loser } просрочили время, но { $winner } не могут поставить мат

## Строка состояния во время партии

status-your-move = Твой ход
status-computer-to-move = { $color } (компьютер) ходят
status-to-move = { $color } ходят
status-check = Шах! { $who }
status-paused = { $who } (пауза)

## Почему урок не принял попытку (написано для ребёнка)

lesson-rook-way = Ладья ходит только по прямой: вверх, вниз или в сторону.
lesson-bishop-way = Слон ходит только по диагонали.
lesson-queen-way = Ферзь ходит по прямой или по диагонали, но никогда буквой «Г».
lesson-knight-way = Конь не попадёт туда за один ход: он прыгает на два поля, а потом на одно в сторону.
lesson-king-way = Король ходит только на одно поле.
lesson-pawn-way = Пешка ходит прямо вперёд: на одно поле, а первым ходом можно на два.
lesson-pawn-takes-diagonally = По диагонали пешка ходит, только когда берёт фигуру.
lesson-blocked-own = Мешает твоя фигура: { $role } на { $square }. Перепрыгивать умеет только конь.
lesson-blocked-theirs = Мешает фигура соперника: { $role } на { $square }. Перепрыгивать умеет только конь.
lesson-own-piece = Свою фигуру брать нельзя.
lesson-leaves-king-in-check = Тогда твой король останется под шахом: шах даёт { $role } на { $square }.
lesson-still-in-check = Твой король всё ещё под шахом: шах даёт { $role } на { $square }.
lesson-gives-check = Это был бы шах, а здесь соперник не может от него защититься.
lesson-escape-move = Уйди от шаха: сходи королём.
lesson-escape-block = Закройся от шаха: поставь фигуру на его пути.
lesson-escape-capture = Защитись от шаха: возьми фигуру, которая его дала.
lesson-not-mate = Это не мат.
lesson-no-mate-in-time = Это не мат в { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }: король может убежать.
lesson-stalemate = Это пат: партия закончится вничью!
castle-king-side = в сторону короля (короткая рокировка)
castle-queen-side = в сторону ферзя (длинная рокировка)
lesson-castle-now = Сейчас можно рокироваться: рокируйся { $side }.
lesson-castle-other-side = Не в ту сторону: в этот раз рокируйся { $side }.
lesson-loses-castling = Если пойдёт этот король или эта ладья, рокироваться в эту сторону будет уже нельзя.
lesson-castle-king-moved = Рокировка невозможна: твой король уже ходил.
lesson-castle-rook-moved = В эту сторону рокироваться нельзя: эта ладья уже ходила.
lesson-castle-in-check = Рокировка невозможна: твоему королю шах.
lesson-castle-blocked = Рокировка невозможна: поле { $square } между королём и ладьёй должно быть пустым.
lesson-castle-through-attack = Рокировка невозможна: король пройдёт через поле { $square }, а оно под ударом.
lesson-castle-into-check = Рокировка невозможна: на поле { $square } король попадёт под шах.
lesson-en-passant-now = Возьми эту пешку на проходе: твоя пешка пойдёт наискосок на поле за ней.
lesson-en-passant-too-late = Поздно: брать на проходе можно только сразу после хода пешки на два поля.
lesson-promote-now = Твоя пешка может дойти до последней горизонтали: преврати её!
lesson-promote-to = В этот раз выбери фигуру «{ $role }»: посмотри, что она сможет оттуда.
lesson-wrong-square = Это { $clicked }. Найди { $asked }: дойди до вертикали { $file }, потом поднимись до горизонтали { $rank }.
lesson-click-the-square = Просто нажми на поле: ходить в этот раз не нужно.
lesson-not-a-capture = Возьми одну из фигур соперника.
lesson-not-best-capture = Есть взятие выгоднее.
lesson-not-best-move = Здесь есть ход лучше: вспомни совет!
lesson-off-tip = Этот ход не по совету. Прочитай его ещё раз и попробуй другой!
lesson-king-waits = Пешку пока не трогай: ходи королём и жди своего шанса.
lesson-no-check = Этот ход не объявляет шах. Найди ход, который нападает на короля!
lesson-not-the-move = Это не { $move }. Прочитай ход ещё раз: какая фигура и на какое поле?
lesson-wins-nothing = Этот ход ничего не выигрывает. Поищи хитрость ещё раз!
lesson-leaves-piece = После этого фигура с { $from } ({ $taker }) бесплатно берёт твою фигуру на { $on } ({ $target }).
lesson-still-in-danger = После этого соперник всё равно что-то у тебя выиграет.
lesson-bad-trade = Невыгодный размен. Ты отдаёшь: { $gave } ({ $gave_value }), а получаешь: { $got } ({ $got_value }). Считай, прежде чем брать!
lesson-throws-away-win = После этого король соперника успеет остановить твою пешку: будет только ничья.
lesson-lets-pawn-through = После этого пешку уже не остановить: она станет ферзём.
lesson-done = Это задание уже решено!

## Почему задача не приняла попытку

puzzle-weaker = Не этот: есть ход сильнее, чем { $tried }. Посмотри ещё раз.
puzzle-mates = Не этот: после { $tried } ответ { $reply } — мат.
puzzle-takes = Не этот: после { $tried } ответ { $reply } берёт твою фигуру ({ $role }).
puzzle-done = Решено! Переходи к следующей задаче.

## Фигура по цвету и виду (внутри фразы)

piece-white-pawn = белая пешка
piece-white-knight = белый конь
piece-white-bishop = белый слон
piece-white-rook = белая ладья
piece-white-queen = белый ферзь
piece-white-king = белый король
piece-black-pawn = чёрная пешка
piece-black-knight = чёрный конь
piece-black-bishop = чёрный слон
piece-black-rook = чёрная ладья
piece-black-queen = чёрный ферзь
piece-black-king = чёрный король

## Почему расставленную позицию нельзя играть (редактор)

problem-no-king = { $color }: нет короля
problem-kings = { $color }: { $count ->
        [2] два короля
        [3] три короля
        [4] четыре короля
        [one] { $count } король
        [few] { $count } короля
        [many] { $count } королей
       *[other] { $count } короля
    }
problem-pawn-first-rank = Пешка не может стоять на первой горизонтали ({ $pawn } на { $square })
problem-pawn-last-rank = Пешка не может стоять на последней горизонтали ({ $pawn } на { $square })
problem-pawns = { $color }: { $count ->
        [one] { $count } пешка
        [few] { $count } пешки
        [many] { $count } пешек
       *[other] { $count } пешки
    }, а у стороны может быть не больше 8
problem-pieces = { $color }: { $count ->
        [one] { $count } фигура
        [few] { $count } фигуры
        [many] { $count } фигур
       *[other] { $count } фигуры
    }, а у стороны может быть не больше 16
problem-promotions = { $color }: ферзей, ладей, слонов или коней больше, чем могло получиться из недостающих пешек
problem-castling-king-side = Для рокировки в сторону короля король должен стоять на { $king }, а ладья — на { $rook }
problem-castling-queen-side = Для рокировки в сторону ферзя король должен стоять на { $king }, а ладья — на { $rook }
problem-en-passant = Ни одна пешка не могла только что пойти на два поля, так что взятие на проходе на { $square } невозможно
problem-opposite-check = Шах стороне, которая не ходит (король: { $color }, ход: { $other })
problem-checked-by-many = { $color }: королю шах сразу от { $count ->
        [one] { $count } фигуры
        [few] { $count } фигур
        [many] { $count } фигур
       *[other] { $count } фигуры
    }, а один ход даёт не больше двух шахов
problem-impossible-check = { $color }: такой шах королю не мог дать ни один ход

## Тренер: чем хороша подсказка, что позволяет ход, чем грозит соперник

hint-mates = { $move } — мат.
hint-wins-material = { $move } выигрывает материал: { $role } на { $square }.
hint-promotes = { $move } — превращение пешки: { $role }.
hint-threatens-mate = { $move } грозит матом: { $mate }.
hint-saves = { $move } уводит фигуру из-под удара: { $role } на { $square }.
hint-defends = { $move } защищает фигуру под ударом: { $role } на { $square }.
hint-threatens = { $move } нападает на фигуру: { $role } на { $square }.
hint-castles = { $move } — рокировка: король в безопасности.
hint-develops = { $move } развивает фигуру: { $role }.
hint-check = { $move } — шах.
hint-trades = { $move } — размен: { $role } и { $target } на { $square }.
hint-improves = { $move } — выбор движка: он улучшает позицию.
warning-mate-in-one = После этого возможен мат в один ход: { $mate }
warning-en-prise = Под ударом: { $role } на { $square } (бьёт { $attacker } с { $from })
threat-mate = { $color } грозят матом: { $mate }
threat-capture = { $color } грозят взятием: { $role } на { $square }

## Темы задач

theme-mate-in-1 = Мат в один ход
theme-mate-in-2 = Мат в два хода
theme-mate-in-3 = Мат в три хода
theme-mate = Найди мат
theme-hanging-piece = Возьми незащищённую фигуру
theme-fork = Вилка: нападение на две фигуры сразу
theme-pin = Связка: фигура не может уйти без потерь
theme-skewer = Сквозной удар: нападение через одну фигуру на ту, что за ней
theme-discovered-attack = Вскрытое нападение: ходит одна фигура, нападает другая
theme-back-rank = Мат по последней горизонтали
theme-best-move = Найди лучший ход

## Строка новостей доски (её читают и экранные чтецы)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Последний ход: { $piece } { $from }–{ $to }.
news-last-move-bare = Последний ход: { $from }–{ $to }.
news-check = { $color }: королю шах.
news-checkmate = { $color }: королю мат.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: пусто
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, фигура поднята
news-square-take = { $square }: { $piece }, можешь взять эту фигуру
news-square-move = { $square }: пусто, можешь пойти сюда

## Уведомления о файлах игрока (при запуске); $error, $reason: слова системы

notice-another-copy = Уже запущен другой Gambit с той же папкой сохранений: твои звёзды и тренировка по задачам показаны, но ничего из того, что ты здесь делаешь, не сохраняется (партию другого Gambit это не затрагивает).
notice-cannot-save = Gambit не может сохранять здесь ({ $error }): эта партия, звёзды за уроки и результаты задач не будут сохранены.
notice-game-kept = Твоя незаконченная партия сохранена: она в «Партии…», среди недавних партий.
notice-game-not-kept = Твою незаконченную партию не удалось перенести в недавние партии ({ $error }), поэтому она продолжается здесь вместо новой.
notice-last-game-not-filed = Твою прошлую партию не удалось перенести в недавние партии ({ $error }); она остаётся в { $path }, и в этот раз ничего не будет сохранено (эта партия, звёзды за уроки, результаты задач).
notice-saved-game-unreadable = Сохранённую партию не удалось прочитать ({ $reason }); она сохранена как { $path }, и началась новая партия.
notice-settings-unreadable = Файл настроек не удалось прочитать ({ $reason }); используются настройки по умолчанию, а старый файл сохранён как { $path }.
notice-stars-damaged = Твои звёзды за уроки не удалось прочитать: { $error }. Счёт звёзд начинается с нуля.
notice-stars-damaged-kept = Твои звёзды за уроки не удалось прочитать: { $error } (файл сохранён как { $path }). Счёт звёзд начинается с нуля.
notice-training-damaged = Тренировку по задачам не удалось прочитать: { $error }. Она начинается с самого начала.
notice-training-damaged-kept = Тренировку по задачам не удалось прочитать: { $error } (файл сохранён как { $path }). Она начинается с самого начала.
notice-stars-unreadable = Твои звёзды за уроки не удалось прочитать ({ $error }); то, что ты сделаешь сейчас, не будет сохранено.
notice-training-unreadable = Тренировку по задачам не удалось прочитать ({ $error }); то, что ты сделаешь сейчас, не будет сохранено.
notice-record-damaged = Историю твоих партий не удалось прочитать: { $error }. Она начинается с нуля.
notice-record-damaged-kept = Историю твоих партий не удалось прочитать: { $error } (файл сохранён как { $path }). Она начинается с нуля.
notice-record-unreadable = Историю твоих партий не удалось прочитать ({ $error }); то, что ты сделаешь сейчас, не будет сохранено.
notice-puzzles-left-out = { $count ->
        [one] Пропущена { $count } твоя задача: её не удалось прочитать.
        [few] Пропущены { $count } твои задачи: их не удалось прочитать.
        [many] Пропущено { $count } твоих задач: их не удалось прочитать.
       *[other] Пропущено { $count } твоей задачи: их не удалось прочитать.
    }
notice-training-repaired = Некоторые значения в тренировке по задачам были повреждены (возможно, часы компьютера перевели назад); их исправили, а остальное сохранено.

## Что не удалось сохранить (внутри hud-cannot-save: «Gambit не удалось сохранить: …»)

unsaved-finished-game = законченная партия
unsaved-game = партия
unsaved-stars = твои звёзды за уроки
unsaved-training = твоя тренировка по задачам
unsaved-record = твоя история партий
unsaved-settings = настройки
unsaved-no-thread = ничего — не нашлось потока для записи

## Файл, который попросил игрок («Сохранить в PGN», разбор с оценками)
# $path: the file; $reason: the system's reason.
export-saved = Сохранено в { $path }.
export-failed = Не удалось сохранить в { $path }: { $reason }.

## Оформление, которое нельзя использовать (игра идёт со встроенным)
# $reason: the file's or the system's reason; $name: the theme's or style's name.
look-themes-none = Темы доски не найдены: { $reason }. Используется встроенное оформление.
look-styles-none = Стили фигур не найдены: { $reason }. Используется встроенное оформление.
look-theme-unusable = Тему доски «{ $name }» нельзя использовать: { $reason }. Вместо неё показана встроенная деревянная доска.
look-theme-missing = Темы доски «{ $name }» нет. Вместо неё показана встроенная деревянная доска.
look-style-unusable = Стиль фигур «{ $name }» нельзя использовать: { $reason }. Вместо него показаны встроенные фигуры Стаунтона.
look-style-missing = Стиля фигур «{ $name }» нет. Вместо него показаны встроенные фигуры Стаунтона.
look-shader-unreadable = Не удалось прочитать шейдер assets/shaders/fast_material.wgsl; используется встроенная копия.
look-shader-not-wgsl = Шейдер assets/shaders/fast_material.wgsl написан не на WGSL; используется встроенная копия.
look-shader-unfit = Шейдер assets/shaders/fast_material.wgsl не подходит к материалу игры; используется встроенная копия.
look-shader-broken = Шейдер assets/shaders/fast_material.wgsl не компилируется; используется встроенная копия.

## Внешний движок, с которым что-то пошло не так (фразы без точки: её ставит вызывающий код)
# $path: the program; $reason, $why, $status, $said: the system's or the engine's own words.
engine-start = Не удалось запустить движок { $path }: { $reason }
engine-not-uci = Движок { $path } не поддерживает UCI ({ $why })
engine-exited = Движок { $path } неожиданно остановился ({ $status })
engine-exited-saying = Движок { $path } неожиданно остановился ({ $status }): { $said }
# $awaited: the UCI word it did not send (uciok, readyok, bestmove); $seconds: a number.
engine-timeout = Движок { $path } не ответил вовремя (нет «{ $awaited }» за { $seconds } с)
engine-illegal-move = Движок { $path } прислал невозможный ход { $move } в позиции { $fen }
engine-no-move = Движок { $path } не прислал хода в позиции { $fen }, хотя в ней есть возможные ходы
engine-bad-request = У движка { $path } не удалось запросить ход: { $reason }

## FEN, который нельзя использовать (набранный или вставленный текст)
fen-empty = Это не FEN: строка пустая.
fen-board = Это не FEN: расстановка фигур (первое поле) записана неправильно.
fen-turn = Это не FEN: очередь хода (второе поле) должна быть w или b.
fen-castling = Это не FEN: поле рокировки должно быть - или буквами из KQkq.
fen-en-passant = Это не FEN: поле взятия на проходе должно быть - или названием поля доски, например e3.
fen-halfmove-clock = Это не FEN: счётчик полуходов должен быть числом.
fen-fullmoves = Это не FEN: номер хода должен быть положительным числом.
fen-fields = Это не FEN: нужно шесть полей, например rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: the position's problems (problem-… messages), joined by "; ".
fen-illegal = Такой позиции в шахматах быть не может: { $problems }.

## Партия из PGN-файла, прочитанная не до конца (внутри games-cannot-open и games-stopped-early)
# $error: a fen-… message.
pgn-bad-fen = Тег FEN нельзя использовать. { $error }
# $ply: the half-move, from 1; $move: as written in the file; $reason: an illegal-… message.
pgn-bad-move = Полуход { $ply } ({ $move }): { $reason }
# $at: the text there; $damage: one of the messages below.
pgn-damaged = Текст партии повреждён на полуходе { $ply } ({ $at }): { $damage }.
pgn-unclosed-comment = комментарий {"{"} не закрыт
pgn-unclosed-variation = вариант ( не закрыт
pgn-unclosed-tag = тег [ не закрыт
pgn-too-long = партия длиннее { $bytes } { $bytes ->
        [one] байта
       *[other] байт
    }; остальное пропущено
pgn-not-pgn = это не PGN: не удалось прочитать ни тегов, ни ходов
# $reason: the PGN reader's own words.
pgn-unreadable = PGN не читается: { $reason }

## Оценка расставленной позиции в редакторе
# $color: color-white or color-black.
eval-checkmate = Мат: { $color } выиграли.
eval-stalemate = Пат: ничья.
# $evaluation: one of the four below or eval-mates; $line: the best moves ("30... h6 31. Ra8+").
eval-line = { $evaluation }. Лучший вариант (глубина { $depth }): { $line }
eval-mates = { $color } ставят мат в { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }
# $value: the evaluation in pawns from White's view ("+0.35").
eval-equal = { $value }: примерно равно
eval-slightly-better = { $value }: { $color } стоят немного лучше
eval-better = { $value }: { $color } стоят лучше
eval-winning = { $value }: { $color } выигрывают
eval-no-thread = Не удалось запустить движок: { $reason }

## Откуда задача из партии игрока (внутри puzzles-you-played)
# $opponent: a level (level-…) or an engine's name; $date: the date message; $move: a number.
source-against-level = Твоя партия против уровня «{ $opponent }» от { $date }, ход { $move }
source-against-engine = Твоя партия против движка { $opponent } от { $date }, ход { $move }
source-own = Твоя партия от { $date }, ход { $move }
# $month: one of the month-… messages.
date = { $day } { $month } { $year } г.
month-jan = янв.
month-feb = февр.
month-mar = мар.
month-apr = апр.
month-may = мая
month-jun = июн.
month-jul = июл.
month-aug = авг.
month-sep = сент.
month-oct = окт.
month-nov = нояб.
month-dec = дек.

## Названия встроенного оформления (у своей темы или стиля игрока — имя из его файла)
theme-name-wood = Дерево
theme-name-blue = Синяя
theme-name-green = Зелёная
theme-name-high-contrast = Высокий контраст
style-name-staunton = Фигуры Стаунтона
style-name-diagram = Диаграмма

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Эта строка — не текст: напиши название поля, например e4.
protocol-not-text-move = Эта строка — не текст: напиши ход, например e2e4.
protocol-too-long-square = Эта строка слишком длинная (больше { $bytes } байт): напиши название поля, например e4.
protocol-too-long-move = Эта строка слишком длинная (больше { $bytes } байт): напиши ход, например e2e4.
protocol-not-a-square = «{ $text }» — не название поля (например, e4).
protocol-not-a-move = «{ $text }» — не ход: пиши его так: e2e4.
