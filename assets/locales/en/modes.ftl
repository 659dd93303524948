# The words of the Learn, Puzzles and Edit panels, the mode bar, the overlays (toasts,
# promotion, claims) and the keys overlay, in English.

## Learn: the lessons' list and an exercise (the lessons' own texts come from their files)

learn-title = Learn
learn-unreadable = The lessons could not be read: { $error }
learn-heading = Learn to play
learn-intro = Short lessons on this board, from how each piece moves to checkmate. Start at the top, or open any lesson.
# The parts of the course, heading the list of lessons.
learn-group-rules = The rules
learn-group-fundamentals = Playing well
learn-group-tactics = Tactics
learn-group-endings = Endings
learn-group-reading = Reading the board
learn-play-gentle = Play a game against Gentle
learn-lesson-done = Lesson done!
# $won: the stars won in the lesson; $total: the stars it has.
learn-lesson-stars = { $won } of { $total ->
    [one] { $total } star
   *[other] { $total } stars
    }
learn-next-lesson = Next lesson: { $title }
learn-all-done = You know the rules! Try them in a real game: Gentle is a kind opponent, and the coach will help.
learn-all-lessons = All lessons
learn-exercise-of = Exercise { $number } of { $count }
learn-finish-lesson = Finish the lesson
learn-next-exercise = Next exercise
learn-show-me = Show me
learn-start-again = Start again
learn-skip = Skip
# $stars: the best stars won here, as ★★☆.
learn-best-here = Best here: { $stars }
# The coordinates drill: $square, the square to click.
learn-drill-find = Find { $square }
learn-drill-score = Found: { $found }   Time left: { $seconds } s
learn-drill-start = The clock starts when you find the first square.
learn-drill-best = Your best: { $best }

## The Progress page (opened from Learn)

progress-open = Progress
progress-title = Your progress
progress-go = Go
progress-next-lesson = Next: the lesson “{ $title }”.
# $wins: games won against $beaten.
progress-next-level = You have beaten { $beaten } { $wins ->
    [one] once
   *[other] { $wins } times
    }: try { $next }.
progress-next-puzzles = { $count ->
    [one] One puzzle is due: solve it while you remember.
   *[other] { $count } puzzles are due: solve them while you remember.
    }
progress-next-play = Play a game against { $level }.
progress-lessons = Lessons
progress-puzzles = Puzzles
# $due: puzzles due today.
progress-puzzle-rating = Puzzle rating: { $rating }   Due today: { $due }
progress-rating-line = Rating
progress-rating-none = The graph of your rating starts after two rated puzzles.
progress-games = Games against the computer
progress-won = Won
progress-drawn = Drawn
progress-lost = Lost
progress-reviews = Reviewed games
progress-reviews-none = No game of yours reviewed yet: after a game, press Review.
# $each: the accuracies, oldest first ("72 %, 80 %"); $mean: their average.
progress-reviews-line = Your accuracy in the last { $count ->
    [one] reviewed game
   *[other] { $count } reviewed games
    }: { $each } (average { $mean } %).

## Puzzles (a puzzle's source and theme come from its record)

puzzles-title = Puzzles
puzzles-rating = Your puzzle rating: { $rating } (±{ $deviation })
# $due: puzzles due today; $mine: from the player's games; $shipped: built in.
puzzles-counts = Due today: { $due }   From your games: { $mine }   Built in: { $shipped }
puzzles-harvesting = Looking through your last game for puzzles…
puzzles-none-waiting = No puzzle is waiting: you have tried them all and none is due again yet. Come back tomorrow, or play a game: its mistakes become new puzzles.
puzzles-look-again = Look again
puzzles-to-move = { $color } to move
puzzles-find-better = Find the better move
# $source: the game it comes from; $played: the move played there, in SAN.
puzzles-you-played = { $source }: you played { $played } here.
puzzles-checked-by = Checked by { $engine }.
puzzles-id-rated = Puzzle { $id } · rated { $rating }
puzzles-solved-first-try = Solved at the first try!
puzzles-solved-with-hint = Solved, with a hint.
puzzles-solved-comes-back = Solved. It comes back tomorrow, to make it stick.
# $change: the rating's change, signed (+12, -8).
puzzles-rating-change = Rating { $change }
puzzles-hint = Hint
puzzles-show-solution = Show solution
puzzles-start-again = Start again
puzzles-next = Next puzzle
puzzles-skip = Skip (counts as missed)

## Edit: setting up a position

edit-heading = Set up a position
edit-start-position = Start position
edit-clear-board = Clear board
edit-from-game = From the game
edit-from-game-hover = The position of the game under Play
edit-flip-board = Flip board
edit-swap-colours = Swap colours
edit-swap-colours-hover = White's pieces become Black's, mirrored
edit-play-from-here = Play from here
edit-play-from-here-hover = A new game from this position: choose the opponent and clock
edit-analyse = Analyse
edit-analyse-hover = The engine's evaluation and best line
edit-still-looking = The engine is still looking…
edit-tray-help = Choose a piece, then click squares to put it there (click it again to take it off). With the hand, click a piece, then its new square. Right-click or drag a piece off the board to remove it.
edit-hand = Hand: move pieces
edit-eraser = Eraser: take pieces off
# A piece in the tray: color-white or color-black, and a role (role-king, …).
edit-piece = { $color } { $role }
edit-white-to-move = White to move
edit-black-to-move = Black to move
edit-may-castle = { $color } may castle:
# Hover texts of the O-O and O-O-O boxes.
edit-castle-king-side = on the king's side
edit-castle-queen-side = on the queen's side
edit-en-passant = En passant on:
edit-en-passant-none = none
edit-copy-fen = Copy FEN
edit-playable = ✔ This position can be played.
edit-not-playable = This position can't be played:

## The overlays: toasts, promotion, claiming a draw

hud-draw-accepted = The draw offer was accepted.
hud-draw-declined = The draw offer was declined.
hud-draw-offered = { $color } offers a draw.
# $what: unsaved-… (what could not be written); $reason: the system's words (English).
hud-cannot-save = Gambit could not save { $what }: { $reason }. It keeps trying; play on.
hud-saved-again = Everything is saved again.
hud-promote-title = Promote to
hud-promote-queen = Queen (Q)
hud-promote-rook = Rook (R)
hud-promote-bishop = Bishop (B)
hud-promote-knight = Knight (N)
hud-promote-cancel = Cancel (Esc)
hud-claim-title = Claim a draw?
hud-claim-threefold = threefold repetition
hud-claim-fifty-moves = the 50-move rule
# Two claims the move allows: hud-claim-threefold or hud-claim-fifty-moves.
hud-claim-or = { $a } or { $b }
hud-claim-prompt = After this move you may claim a draw by { $claims }.
hud-claim-draw = Claim the draw
hud-just-play = Just play the move
hud-claim-cancel = Cancel

## The keys overlay (? or F1): each key's name (…-key) and what it does

keys-title = Keys
keys-close = Close (Esc)
keys-board = Board (every mode)
keys-arrows-key = Arrows
keys-arrows = move the square cursor
keys-pick-key = Enter, Space
keys-pick = pick up the piece under it / put it down there
keys-put-down-key = Esc
keys-put-down = put the piece down, close the chooser
keys-promotion-key = Q R B N
keys-promotion = choose the promotion piece
keys-flip-key = F
keys-flip = flip the board
keys-reset-camera-key = R
keys-reset-camera = reset the camera
keys-turn-board-key = T
keys-turn-board = turn the board to the side to move
keys-view-key = V
keys-view = 3D or 2D view
keys-game = Game (Play)
keys-new-game-key = Ctrl+N
keys-new-game = new game (N once the game is over)
keys-take-back-key = Ctrl+Z
keys-take-back = take back
keys-hint-key = H
keys-hint = hint
keys-draw-key = Ctrl+D
keys-draw = claim a draw if you may, else offer one
keys-resign-key = Ctrl+R
keys-resign = resign
keys-pause-key = P
keys-pause = pause or go on (a game between computers)
keys-type-move-key = M
keys-type-move = type a move (SAN or UCI), Enter to play it
keys-earlier-later-key = Page Up / Page Down
keys-earlier-later = earlier / later position
keys-first-last-key = Home / End
keys-first-last = first position / back to the game
keys-settings-key = S
keys-settings = settings
keys-games-key = G
keys-games = games: save, load, FEN
keys-panels = Panels and modes
keys-next-field-key = Tab / Shift+Tab
keys-next-field = next / previous button or field
keys-press-key = Space, Enter
keys-press = press the button
keys-leave-field-key = Esc
keys-leave-field = leave the field or button (keys go to the board again)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Play, Learn, Puzzles, Edit
keys-help-key = ? or F1
keys-help = this list
keys-dialogs = Dialogs
keys-dialog-enter-key = Enter
keys-dialog-enter = the main button (Start, Resign, Go…)
keys-dialog-escape-key = Esc
keys-dialog-escape = close the dialog
keys-dialog-choose-key = Up / Down
keys-dialog-choose = next or previous opponent, answer or list entry

## The mode bar

mode-play = Play
mode-learn = Learn
mode-puzzles = Puzzles
mode-edit = Edit

## The welcome on the first start
welcome-title = Welcome to Gambit
welcome-question = How do you know chess?
welcome-new = I'm new to chess
welcome-moves = I know how the pieces move
welcome-often = I play often
welcome-analyse = I want to analyse
welcome-later = Esc starts as usual. Learn, Play, Puzzles and Edit are always on the bar at the top of the panel.
