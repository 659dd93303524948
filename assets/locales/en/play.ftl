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

entry-hint = Type a move: Nf3, e2e4, O-O
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
# $warning: the engine's sentence, as "This leaves the knight en prise".
coach-warning = { $warning }.
coach-play-anyway = Play it anyway
coach-take-back = Take it back
# $explanation: the engine's sentence about the hinted move.
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
