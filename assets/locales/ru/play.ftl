# Слова режима «Игра» по-русски: панель, кто играет, окна (новая партия, партии,
# настройки, движки, смена соперника, конец партии), разбор в панели, тренер.

## Панель: игроки, состояние, кнопки, ходы

# $color: color-white or color-black, after the player's name.
panel-player-color = ({ $color })
# $status: the status line, while the computer thinks.
panel-status-thinking = { $status } — думает…
panel-viewing-start = Просмотр: начало партии
# $move: the move shown, as "12... Nf6".
panel-viewing-move = Просмотр хода { $move }
panel-back-to-game = Назад к партии
panel-draw-offered = { $color } предлагают ничью:
panel-accept-draw = Принять
panel-decline-draw = Отклонить
panel-new-game = Новая партия…
panel-take-back = Вернуть ход
panel-hint = Подсказка
panel-offer-draw = Предложить ничью
panel-resign = Сдаться
panel-flip-board = Перевернуть доску (F)
panel-settings = Настройки…
panel-games = Партии…
panel-review = Разбор
panel-claim-threefold = Ничья по троекратному повторению
panel-claim-fifty-moves = Ничья по правилу 50 ходов
panel-auto-rotate = Поворачивать доску к ходящему (T)
panel-view-2d = Вид 2D (V)
panel-view-3d = Вид 3D (V)
panel-moves = Ходы

## Ввод хода

entry-hint = Введи ход: { $move }, e2e4, O-O
# The move field's name for screen readers.
entry-label = Введи ход
entry-play = Играть

## Кто играет

player-you = Ты
player-human = Человек
# $level: the built-in engine's level (Мягкий … Мастер).
player-computer = Компьютер ({ $level })
# $name: an external engine's name, in the players' drop-down.
player-engine-choice = { $name } (движок)
# $error: what went wrong with an engine.
player-engine-failed = { $error }.
player-game-waits = Партия ждёт: выбери другого соперника, чтобы продолжить.
player-resume = Продолжить
player-pause = Пауза
player-change-opponent = Сменить соперника…

## Разбор в панели

review-judgement-best = Лучший ход
review-judgement-good = Хороший ход
review-judgement-inaccuracy = Неточность
review-judgement-mistake = Ошибка
review-judgement-blunder = Зевок
# $judgement: one of the review-judgement messages.
review-verdict = { $judgement }.
# $best: the best move in SAN.
review-best-was = Лучше было { $best }.
review-missed-mate = Этот ход упускает форсированный мат.
review-allowed-mate = Этот ход допускает форсированный мат.
review-title = Разбор
review-close = Закрыть разбор
review-go-on = Продолжить
# $who: review-by-builtin, an engine's name, or review-by-depth.
review-by = проверяет { $who }
review-progress = ход { $done } из { $total }
review-stop = Стоп
review-stopped-after = Остановлено после { $done } из { $total ->
    [one] { $total } хода.
    [few] { $total } ходов.
    [many] { $total } ходов.
   *[other] { $total } хода.
    }
# The line on the graph at the move shown.
review-graph-shown = на доске
# $white, $black: each player's accuracy (a number, or – before any).
review-accuracy = Точность: Белые { $white } · Чёрные { $black }
review-accuracy-so-far = Точность: Белые { $white } · Чёрные { $black } (пока)
review-save-pgn = Сохранить PGN с оценками
review-saving = Сохраняю…
review-copy = Копировать
review-copied = PGN с оценками скопирован в буфер обмена.

## Тренер

coach-title = Тренер
# $move: the move held back, in SAN.
coach-question = { $move }?
# $warning: what the move allows (warning-* in gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Всё равно сыграть
coach-take-back = Вернуть ход
# $explanation: why the hinted move is good (hint-* in gambit.ftl).
coach-hint = Подсказка: { $explanation }

## Окно «Партии»

games-nothing-to-load = Загружать нечего.
games-none-found = Там не нашлось ни одной партии.
# $count: the games found; $seconds: how long it took; $damaged: those read only in part.
games-found = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
    } за { $seconds } с{ $damaged ->
    [0] {""}
   *[other] {" "}(прочитаны не до конца: { $damaged })
    }; выбери партию и ход.
# $why: why the reading stopped (games-reading-stopped, …).
games-read-then = { $count ->
    [one] Прочитана { $count } партия
    [few] Прочитаны { $count } партии
    [many] Прочитано { $count } партий
   *[other] Прочитано { $count } партии
    }, потом { $why }{ $damaged ->
    [0] {""}
   *[other] {" "}(прочитаны не до конца: { $damaged })
    }.
games-close = Закрыть
games-this-game = Эта партия
games-file = Файл
games-saving-to = Сохраняю в { $path }…
games-replace-question = { $path } уже есть. Заменить?
games-replace = Заменить
games-cancel = Отмена
games-save-pgn = Сохранить в PGN
games-load-pgn = Открыть файл PGN
games-copy-pgn = Копировать PGN
games-pgn-copied = PGN партии скопирован в буфер обмена.
games-copy-fen = Копировать FEN
games-fen-copied = Скопировано: { $fen }
games-paste = Вставь PGN или FEN (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   или   rnbqkbnr/pppppppp/8/…
games-read-pasted = Прочитать вставленное
games-recent = Недавние партии
# While a file is read: the games so far and how much of the file.
games-reading = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
    }, { $percent }%
games-stop = Стоп
games-find = Найти
games-find-hint = игрок, турнир, год
games-cannot-open = Эту партию нельзя открыть: { $error }
games-stopped-early = Чтение прервано: { $error }
games-continue-after = Продолжить после
games-the-start = начальной позиции
games-play-from-here = Играть отсюда
games-review-this = Разобрать эту партию
games-could-not-read = Не удалось прочитать { $path }: { $error }.
# Why the reading of games ended early, after "… games read, then".
games-no-thread = не нашлось потока для чтения: { $error }
games-reading-stopped = чтение прервалось
games-cancelled = чтение остановлено
games-no-such-game = такой партии нет
games-game-unreadable = Эту партию не удалось прочитать: { $error }.

## Окна: новая партия, сдача, конец партии, настройки, партии

dialog-settings-title = Настройки
dialog-opponent-title = Сменить соперника
dialog-games-title = Партии
dialog-new-game-title = Новая партия
dialog-close = Закрыть
dialog-start = Начать
dialog-cancel = Отмена
dialog-resign-title = Сдаться?
# $winner: color-white or color-black.
dialog-resign-question = Сдать партию? Победят { $winner }.
dialog-resign = Сдаться
dialog-keep-playing = Играть дальше
dialog-game-over-title = Партия окончена
dialog-game-over-new-game = Новая партия…
dialog-rematch = Реванш (цвета меняются)
dialog-review = Разбор

## Окно новой партии

new-game-watch-needs-computers = Чтобы смотреть, выбери компьютер для каждой стороны.
new-game-opponent = Соперник
new-game-human = Человек (двое за этим компьютером)
new-game-you-play = Твой цвет
new-game-random = Случайно
new-game-watch = Не играю (смотреть)
new-game-two-players = два игрока за этим компьютером
new-game-clock = Часы
new-game-no-clock = Без часов
new-game-custom = Свои
# After the minutes and the seconds of a custom clock.
new-game-minutes-suffix = {" "}мин
new-game-seconds-suffix = {" "}с
new-game-increment = добавление
new-game-delay = задержка
new-game-start-from = Начать с
new-game-standard-position = Начальная позиция
new-game-a-fen = Позиция FEN
new-game-fen-hint = вставь FEN сюда

## Окно настроек

# $name: a board theme or piece style that can't be used.
settings-look-damaged = { $name } (повреждено)
# $now: the quality Auto chose.
settings-quality-auto = Авто ({ $now })
quality-auto = Авто
quality-low = Низкое
quality-medium = Среднее
quality-high = Высокое
settings-language = Язык
# $language: the desktop's language, by its own name.
settings-language-automatic = Автоматически ({ $language })
settings-notation = Ходы
settings-notation-letters = Буквы ({ $example })
settings-notation-figurines = Фигурки ({ $example })
settings-board = Доска
settings-board-3d = 3D
settings-board-2d = 2D (вид сверху)
settings-board-theme = Тема доски
settings-pieces-2d = Фигуры в 2D
settings-coach = Тренер
settings-coach-auto = против уровней «Мягкий» и «Лёгкий»
settings-coach-always = всегда
settings-coach-never = никогда
settings-ponder = Уровень «Мастер» думает в твоё время (над ответом, которого ждёт)
settings-quality = Качество графики
settings-show-legal-moves = Показывать возможные ходы
settings-show-coordinates = Показывать координаты
settings-colour-blind = Метки для дальтоников (формы, а не только цвета)
settings-text-size = Размер текста
settings-animation-speed = Скорость анимации
settings-volume = Громкость
settings-mute = Без звука
settings-auto-queen = Всегда превращать в ферзя
settings-confirm-resign = Спрашивать, прежде чем сдаться
settings-tournament-mode = Турнирный режим в новых партиях («тронул — ходи», без возврата ходов)

## Смена соперника

# $error: what went wrong with the engine asked for a hint or a draw answer.
opponent-builtin-answers = { $error }. Вместо него ответит встроенный движок.
opponent-goes-on = Партия продолжится с этой позиции с такими игроками:
opponent-continue = Продолжить

## Настройки → Движки

engines-type-path-first = Сначала введи путь к программе движка.
engines-already-listed = { $path } уже есть в списке.
engines-added = Добавлено: { $name }.
engines-no-strength-setting = сила не настраивается (всегда полная)
# $option: the UCI option that sets the strength, with its range ("UCI_Elo 1320–3190").
engines-strength-by = сила задаётся через { $option }
# $options: engines-strength-by and the engine's threads and hash, with their ranges.
engines-described = { $name }, автор { $author }: { $options }
engines-title = Движки
engines-remove = Удалить
engines-judge = Судья (разборы, подсказки, ответы на ничью, задачи из твоих партий):
engines-judge-automatic = Автоматически
engines-judge-builtin = Встроенный движок
# $engine: the engine's name, or engines-builtin-judges.
engines-judge-automatic-now = Автоматически: судит самый сильный из твоих движков, сейчас это { $engine }.
engines-builtin-judges = встроенный движок
engines-path-hint = программа движка, например /usr/games/stockfish
engines-add = Добавить движок
engines-stockfish-found = Stockfish установлен: { $path }.
engines-add-it = Добавить
engines-trying = Пробую { $path }…
engines-strength = Сила
engines-strength-full = Полная
engines-strength-about = Около
engines-elo-suffix = {" "}Эло
engines-threads = Потоки
engines-hash = Хеш
engines-mib-suffix = {" "}МиБ
# A threads or hash value of 0: the engine's own.
engines-default = по умолчанию
engines-per-move = Без часов, на ход:
engines-seconds-suffix = {" "}с
engines-plies-suffix = { $count ->
    [one] {" "}полуход
    [few] {" "}полухода
    [many] {" "}полуходов
   *[other] {" "}полухода
    }
