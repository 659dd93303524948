# Слова панелей «Обучение», «Задачи» и «Редактор», панели режимов, всплывающих окон
# (уведомления, превращение, требование ничьей) и списка клавиш, по-русски.

## Обучение: список уроков и упражнение (тексты самих уроков берутся из их файлов)

learn-title = Обучение
learn-unreadable = Не удалось прочитать уроки: { $error }
learn-heading = Учись играть
learn-intro = Короткие уроки на этой доске: от того, как ходит каждая фигура, до мата. Начни сверху или открой любой урок.
learn-group-rules = Правила
learn-group-fundamentals = Играть хорошо
learn-group-tactics = Тактика
learn-group-endings = Эндшпиль
learn-group-reading = Читаем доску
learn-play-gentle = Сыграть партию с уровнем «Мягкий»
learn-lesson-done = Урок пройден!
# $won: the stars won in the lesson; $total: the stars it has.
learn-lesson-stars = { $won } из { $total ->
    [one] { $total } звезды
    [few] { $total } звёзд
    [many] { $total } звёзд
   *[other] { $total } звезды
    }
learn-next-lesson = Следующий урок: { $title }
learn-all-done = Правила ты знаешь! Попробуй их в настоящей партии: уровень «Мягкий» — добрый соперник, а тренер поможет.
learn-all-lessons = Все уроки
learn-exercise-of = Упражнение { $number } из { $count }
learn-finish-lesson = Закончить урок
learn-next-exercise = Следующее упражнение
learn-show-me = Покажи
learn-start-again = Начать заново
learn-skip = Пропустить
# $stars: the best stars won here, as ★★☆.
learn-best-here = Лучший результат: { $stars }
learn-drill-find = Найди { $square }
learn-drill-score = Найдено: { $found }   Осталось: { $seconds } с
learn-drill-start = Часы пойдут, когда ты найдёшь первое поле.
learn-drill-best = Твой рекорд: { $best }

## Страница «Успехи» (открывается из «Обучения»)

progress-open = Успехи
progress-title = Твои успехи
progress-go = Вперёд!
progress-next-lesson = Дальше: урок «{ $title }».
progress-next-level = Уровень «{ $beaten }» побеждён уже { $wins ->
    [one] { $wins } раз
    [few] { $wins } раза
    [many] { $wins } раз
   *[other] { $wins } раза
    }: попробуй уровень «{ $next }».
progress-next-puzzles = { $count ->
    [one] Сегодня { $count } задача на повторение: реши её, пока помнишь.
    [few] Сегодня { $count } задачи на повторение: реши их, пока помнишь.
    [many] Сегодня { $count } задач на повторение: реши их, пока помнишь.
   *[other] Сегодня { $count } задачи на повторение: реши их, пока помнишь.
    }
progress-next-play = Сыграй партию с уровнем «{ $level }».
progress-lessons = Уроки
progress-puzzles = Задачи
progress-puzzle-rating = Рейтинг в задачах: { $rating }   На сегодня: { $due }
progress-rating-line = Рейтинг
progress-rating-none = График рейтинга появится после двух задач, которые идут в рейтинг.
progress-games = Партии с компьютером
progress-won = Победы
progress-drawn = Ничьи
progress-lost = Поражения
progress-reviews = Разобранные партии
progress-reviews-none = Ни одна твоя партия ещё не разобрана: после партии нажми «Разбор».
progress-reviews-line = Твоя точность { $count ->
    [1] в последней разобранной партии
    [one] в последней { $count } разобранной партии
    [few] в последних { $count } разобранных партиях
    [many] в последних { $count } разобранных партиях
   *[other] в последних { $count } разобранных партиях
    }: { $each } (в среднем { $mean } %).

## Задачи (источник и тема задачи берутся из её записи)

puzzles-title = Задачи
puzzles-rating = Твой рейтинг в задачах: { $rating } (±{ $deviation })
# $due: puzzles due today; $mine: from the player's games; $shipped: built in.
puzzles-counts = На сегодня: { $due }   Из твоих партий: { $mine }   Встроенных: { $shipped }
puzzles-harvesting = Ищу задачи в твоей последней партии…
puzzles-none-waiting = Задач пока нет: все уже решались, а повторять их ещё рано. Приходи завтра или сыграй партию: её ошибки станут новыми задачами.
puzzles-look-again = Посмотри ещё раз
puzzles-to-move = { $color } ходят
puzzles-find-better = Найди ход лучше
# $source: the game it comes from; $played: the move played there, in SAN.
puzzles-you-played = { $source }: здесь был твой ход { $played }.
puzzles-checked-by = Проверено: { $engine }.
puzzles-id-rated = Задача { $id } · рейтинг { $rating }
puzzles-solved-first-try = Решено с первой попытки!
puzzles-solved-with-hint = Решено, с подсказкой.
puzzles-solved-comes-back = Решено. Задача вернётся завтра, чтобы запомниться.
# $change: the rating's change, signed (+12, -8).
puzzles-rating-change = Рейтинг { $change }
puzzles-hint = Подсказка
puzzles-show-solution = Показать решение
puzzles-start-again = Начать заново
puzzles-next = Следующая задача
puzzles-skip = Пропустить (как нерешённую)

## Редактор: расстановка позиции

edit-heading = Расставь позицию
edit-start-position = Начальная позиция
edit-clear-board = Очистить доску
edit-from-game = Из партии
edit-from-game-hover = Позиция партии из режима «Игра»
edit-flip-board = Перевернуть доску
edit-swap-colours = Поменять цвета
edit-swap-colours-hover = Фигуры белых становятся фигурами чёрных, зеркально
edit-play-from-here = Играть отсюда
edit-play-from-here-hover = Новая партия с этой позиции: выбери соперника и часы
edit-analyse = Анализ
edit-analyse-hover = Оценка движка и лучший вариант
edit-still-looking = Движок ещё думает…
edit-tray-help = Выбери фигуру и нажимай на поля, чтобы поставить её (нажми ещё раз, чтобы убрать). Рукой: нажми на фигуру, потом на её новое поле. Чтобы убрать фигуру, нажми на неё правой кнопкой или утащи с доски.
edit-hand = Рука: двигать фигуры
edit-eraser = Ластик: убирать фигуры
# A piece in the tray: color-white or color-black, and a role (role-king, …).
edit-piece = { $role } ({ $color })
edit-white-to-move = Ход белых
edit-black-to-move = Ход чёрных
edit-may-castle = { $color } могут рокироваться:
# Hover texts of the O-O and O-O-O boxes.
edit-castle-king-side = в сторону короля
edit-castle-queen-side = в сторону ферзя
edit-en-passant = Взятие на проходе на:
edit-en-passant-none = нет
edit-copy-fen = Копировать FEN
edit-playable = ✔ В этой позиции можно играть.
edit-not-playable = В этой позиции играть нельзя:

## Всплывающие окна: уведомления, превращение, требование ничьей

hud-draw-accepted = Предложение ничьей принято.
hud-draw-declined = Предложение ничьей отклонено.
hud-draw-offered = { $color } предлагают ничью.
# $what: unsaved-… (what could not be written); $reason: the system's words (English).
hud-cannot-save = Gambit не удалось сохранить: { $what } ({ $reason }). Он пробует снова; играй дальше.
hud-saved-again = Всё снова сохранено.
hud-promote-title = Превратить в
hud-promote-queen = Ферзь (Q)
hud-promote-rook = Ладья (R)
hud-promote-bishop = Слон (B)
hud-promote-knight = Конь (N)
hud-promote-cancel = Отмена (Esc)
hud-claim-title = Потребовать ничью?
hud-claim-threefold = троекратное повторение
hud-claim-fifty-moves = правило 50 ходов
# Two claims the move allows: hud-claim-threefold or hud-claim-fifty-moves.
hud-claim-or = { $a } или { $b }
hud-claim-prompt = После этого хода можно потребовать ничью: { $claims }.
hud-claim-draw = Потребовать ничью
hud-just-play = Просто сделать ход
hud-claim-cancel = Отмена

## Список клавиш (? или F1): название клавиши (…-key) и что она делает

keys-title = Клавиши
keys-close = Закрыть (Esc)
keys-board = Доска (все режимы)
keys-arrows-key = Стрелки
keys-arrows = двигать курсор по полям
keys-pick-key = Enter, Пробел
keys-pick = взять фигуру под курсором / поставить её сюда
keys-put-down-key = Esc
keys-put-down = вернуть фигуру на место, закрыть выбор
keys-promotion-key = Q R B N
keys-promotion = выбрать фигуру для превращения
keys-flip-key = F
keys-flip = перевернуть доску
keys-reset-camera-key = R
keys-reset-camera = сбросить камеру
keys-turn-board-key = T
keys-turn-board = повернуть доску к ходящей стороне
keys-view-key = V
keys-view = вид 3D или 2D
keys-game = Партия (Игра)
keys-new-game-key = Ctrl+N
keys-new-game = новая партия (N, когда партия окончена)
keys-take-back-key = Ctrl+Z
keys-take-back = вернуть ход
keys-hint-key = H
keys-hint = подсказка
keys-draw-key = Ctrl+D
keys-draw = потребовать ничью, если можно, иначе предложить
keys-resign-key = Ctrl+R
keys-resign = сдаться
keys-pause-key = P
keys-pause = пауза или продолжить (партия компьютеров)
keys-type-move-key = M
keys-type-move = ввести ход (SAN или UCI), Enter — сыграть
keys-earlier-later-key = Page Up / Page Down
keys-earlier-later = позиция раньше / позже
keys-first-last-key = Home / End
keys-first-last = первая позиция / назад к партии
keys-settings-key = S
keys-settings = настройки
keys-games-key = G
keys-games = партии: сохранить, открыть, FEN
keys-panels = Панели и режимы
keys-next-field-key = Tab / Shift+Tab
keys-next-field = следующая / предыдущая кнопка или поле
keys-press-key = Пробел, Enter
keys-press = нажать кнопку
keys-leave-field-key = Esc
keys-leave-field = выйти из поля или кнопки (клавиши снова управляют доской)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Игра, Обучение, Задачи, Редактор
keys-help-key = ? или F1
keys-help = этот список
keys-dialogs = Диалоги
keys-dialog-enter-key = Enter
keys-dialog-enter = главная кнопка (Начать, Сдаться, Вперёд!…)
keys-dialog-escape-key = Esc
keys-dialog-escape = закрыть диалог
keys-dialog-choose-key = Стрелка вверх / вниз
keys-dialog-choose = следующий или предыдущий соперник, ответ или пункт списка

## Панель режимов

mode-play = Игра
mode-learn = Обучение
mode-puzzles = Задачи
mode-edit = Редактор

## The welcome on the first start
welcome-title = Добро пожаловать в Gambit
welcome-question = Насколько хорошо ты знаешь шахматы?
welcome-new = Я только начинаю играть в шахматы
welcome-moves = Я знаю, как ходят фигуры
welcome-often = Я часто играю
welcome-analyse = Я хочу анализировать
welcome-later = Esc — обычный запуск. Обучение, Игра, Задачи и Редактор всегда на панели сверху.
