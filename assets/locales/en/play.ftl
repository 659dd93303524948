# Play's words in English: its panel, who plays, its dialogs (new game, games,
# settings, engines, change opponent, game over), the review in the panel, the coach.

## The panel: players, status, buttons, moves

# $color: color-white or color-black, after the player's name.
panel-player-color = ({ $color })
# $status: the status line, while the computer thinks.
panel-status-thinking = { $status } — thinking…
panel-viewing-start = Viewing the start
# $move: the move shown, as "12... Nf6".
panel-viewing-move = Viewing move { $move }
panel-back-to-game = Back to game
panel-draw-offered = { $color } offers a draw:
panel-accept-draw = Accept
panel-decline-draw = Decline
panel-new-game = New game…
panel-take-back = Take back
panel-hint = Hint
panel-offer-draw = Offer draw
panel-resign = Resign
panel-flip-board = Flip board (F)
panel-settings = Settings…
panel-games = Games…
panel-review = Review
panel-claim-threefold = Claim draw (threefold repetition)
panel-claim-fifty-moves = Claim draw (50-move rule)
panel-auto-rotate = Turn board to side to move (T)
panel-view-2d = 2D view (V)
panel-view-3d = 3D view (V)
panel-moves = Moves

## Typing a move

# $move: Nf3 in the language's piece letters (Sf3 in German).
entry-hint = Type a move: { $move }, e2e4, O-O
# The move field's name for screen readers.
entry-label = Type a move
entry-play = Play

## Who plays

player-you = You
player-human = Human
# $level: the built-in engine's level (Gentle … Master).
player-computer = Computer ({ $level })
# $name: an external engine's name, in the players' drop-down.
player-engine-choice = { $name } (engine)
# $error: what went wrong with an engine.
player-engine-failed = { $error }.
player-game-waits = The game waits: choose another opponent to go on.
player-resume = Resume
player-pause = Pause
player-change-opponent = Change opponent…

## The review in the panel

review-judgement-best = Best move
review-judgement-good = Good move
review-judgement-inaccuracy = Inaccuracy
review-judgement-mistake = Mistake
review-judgement-blunder = Blunder
# $judgement: one of the review-judgement messages.
review-verdict = { $judgement }.
# $best: the best move in SAN.
review-best-was = { $best } was best.
review-missed-mate = This lets a forced mate go.
review-allowed-mate = This allows a forced mate.
review-title = Review
review-close = Close review
review-go-on = Go on
# $who: review-by-builtin, an engine's name, or review-by-depth.
review-by = by { $who }
review-progress = move { $done } of { $total }
review-stop = Stop
review-stopped-after = Stopped after { $done } of { $total ->
    [one] { $total } move.
   *[other] { $total } moves.
    }
# The line on the graph at the move shown.
review-graph-shown = shown
# $white, $black: each player's accuracy (a number, or – before any).
review-accuracy = Accuracy: White { $white } · Black { $black }
review-accuracy-so-far = Accuracy: White { $white } · Black { $black } (so far)
review-save-pgn = Save annotated PGN
review-saving = Saving…
review-copy = Copy
review-copied = The annotated PGN is on the clipboard.

## The coach

coach-title = The coach
# $move: the move held back, in SAN.
coach-question = { $move }?
# $warning: what the move allows (warning-* in gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Play it anyway
coach-take-back = Take it back
# $explanation: why the hinted move is good (hint-* in gambit.ftl).
coach-hint = Hint: { $explanation }

## The games dialog

games-nothing-to-load = There is nothing to load.
games-none-found = No game was found there.
# $count: the games found; $seconds: how long it took; $damaged: those read only in part.
games-found = { $count ->
    [one] { $count } game
   *[other] { $count } games
    } in { $seconds } s{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } could not be read to the end)
    }; choose one and a move.
# $why: why the reading stopped (games-reading-stopped, …).
games-read-then = { $count ->
    [one] { $count } game
   *[other] { $count } games
    } read, then { $why }{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } could not be read to the end)
    }.
games-close = Close
games-this-game = This game
games-file = File
games-saving-to = Saving to { $path }…
games-replace-question = { $path } exists. Replace it?
games-replace = Replace
games-cancel = Cancel
games-save-pgn = Save as PGN
games-load-pgn = Load PGN file
games-copy-pgn = Copy PGN
games-pgn-copied = The game's PGN is on the clipboard.
games-copy-fen = Copy FEN
games-fen-copied = Copied { $fen }
games-paste = Paste a PGN or FEN (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   or   rnbqkbnr/pppppppp/8/…
games-read-pasted = Read pasted text
games-recent = Recent games
# While a file is read: the games so far and how much of the file.
games-reading = { $count ->
    [one] { $count } game
   *[other] { $count } games
    }, { $percent }%
games-stop = Stop
games-find = Find
games-find-hint = a player, an event, a year
games-cannot-open = This game can't be opened: { $error }
games-stopped-early = Stopped early: { $error }
games-continue-after = Continue after
games-the-start = the start
games-play-from-here = Play from here
games-review-this = Review this game
games-could-not-read = Could not read { $path }: { $error }.
# Why the reading of games ended early, after "… games read, then".
games-no-thread = no thread to read with: { $error }
games-reading-stopped = reading stopped
games-cancelled = stopped
games-no-such-game = no such game
games-game-unreadable = That game could not be read: { $error }.

## The dialogs' windows: new game, resign, game over, settings, games

dialog-settings-title = Settings
dialog-opponent-title = Change opponent
dialog-games-title = Games
dialog-new-game-title = New game
dialog-close = Close
dialog-start = Start
dialog-cancel = Cancel
dialog-resign-title = Resign?
# $winner: color-white or color-black.
dialog-resign-question = Resign this game? { $winner } wins.
dialog-resign = Resign
dialog-keep-playing = Keep playing
dialog-game-over-title = Game over
dialog-game-over-new-game = New game…
dialog-rematch = Rematch (colours swapped)
dialog-review = Review

## The new game dialog

new-game-watch-needs-computers = Choose a computer for each side to watch.
new-game-opponent = Opponent
new-game-human = Human (two players here)
new-game-you-play = You play
new-game-random = Random
new-game-watch = Neither (watch)
new-game-two-players = two players at this computer
new-game-clock = Clock
new-game-no-clock = None
new-game-custom = Custom
# After the minutes and the seconds of a custom clock.
new-game-minutes-suffix = {" "}min
new-game-seconds-suffix = {" "}s
new-game-increment = increment
new-game-delay = delay
new-game-start-from = Start from
new-game-standard-position = Standard position
new-game-a-fen = A FEN
new-game-fen-hint = paste a FEN here

## The settings dialog

# $name: a board theme or piece style that can't be used.
settings-look-damaged = { $name } (damaged)
# $now: the quality Auto chose.
settings-quality-auto = Auto ({ $now })
quality-auto = Auto
quality-low = Low
quality-medium = Medium
quality-high = High
settings-language = Language
# $language: the desktop's language, by its own name.
settings-language-automatic = Automatic ({ $language })
# $example: Nf3 written that way (Sf3, ♘f3).
settings-notation = Moves
settings-notation-letters = Letters ({ $example })
settings-notation-figurines = Figurines ({ $example })
settings-board = Board
settings-board-3d = 3D
settings-board-2d = 2D (from above)
settings-board-theme = Board theme
settings-pieces-2d = Pieces in 2D
settings-coach = The coach
settings-coach-auto = vs Gentle and Easy
settings-coach-always = always
settings-coach-never = never
settings-ponder = Master thinks on your time (pondering on the reply it expects)
settings-quality = Graphics quality
settings-show-legal-moves = Show legal moves
settings-show-coordinates = Show coordinates
settings-colour-blind = Colour-blind marks (shapes as well as colours)
settings-text-size = Text size
settings-animation-speed = Animation speed
settings-volume = Volume
settings-mute = Mute
settings-auto-queen = Always promote to a queen
settings-confirm-resign = Ask before resigning
settings-tournament-mode = Tournament mode in new games (touch-move, no take-backs)

## Change opponent

# $error: what went wrong with the engine asked for a hint or a draw answer.
opponent-builtin-answers = { $error }. The built-in engine answers instead.
opponent-goes-on = The game goes on from this position with these players:
opponent-continue = Continue

## Settings → Engines

engines-type-path-first = Type the path of an engine's program first.
engines-already-listed = { $path } is in the list already.
engines-added = Added { $name }.
engines-no-strength-setting = no strength setting (always full strength)
# $option: the UCI option that sets the strength, with its range ("UCI_Elo 1320–3190").
engines-strength-by = strength by { $option }
# $options: engines-strength-by and the engine's threads and hash, with their ranges.
engines-described = { $name } by { $author }: { $options }
engines-title = Engines
engines-remove = Remove
engines-judge = Judge (reviews, hints, draw offers, puzzles from your games):
engines-judge-automatic = Automatic
engines-judge-builtin = Built-in engine
# $engine: the engine's name, or engines-builtin-judges.
engines-judge-automatic-now = Automatic: the strongest engine you have judges, now { $engine }.
engines-builtin-judges = the built-in engine
engines-path-hint = engine program, e.g. /usr/games/stockfish
engines-add = Add engine
engines-stockfish-found = Stockfish is installed at { $path }.
engines-add-it = Add it
engines-trying = Trying { $path }…
engines-strength = Strength
engines-strength-full = Full
engines-strength-about = About
engines-elo-suffix = {" "}Elo
engines-threads = Threads
engines-hash = Hash
engines-mib-suffix = {" "}MiB
# A threads or hash value of 0: the engine's own.
engines-default = default
engines-per-move = Without a clock, per move:
engines-seconds-suffix = {" "}s
engines-plies-suffix = { $count ->
    [one] {" "}ply
   *[other] {" "}plies
    }
