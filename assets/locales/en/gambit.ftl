# Gambit's words in English: the catalogue every other language follows (docs and the
# glossary come with the first translation). Ids name what the text is for; arguments
# are values the game passes ($move, $reason, …).

## The sides and the pieces

color-white = White
color-black = Black
role-pawn = pawn
role-knight = knight
role-bishop = bishop
role-rook = rook
role-queen = queen
role-king = king
# Piece letters of moves on screen (SAN with these letters; PGN stays English).
san-king = K
san-queen = Q
san-rook = R
san-bishop = B
san-knight = N
# The built-in engine's levels, as the player picks them.
level-gentle = Gentle
level-easy = Easy
level-normal = Normal
level-hard = Hard
level-master = Master

## Refused moves and requests

move-not-allowed = Not allowed — { $move }: { $reason }
refusal-game-over = The game is over.
refusal-not-your-move = It is not your move.
refusal-take-back-tournament = Tournament mode: moves cannot be taken back.
refusal-nothing-to-take-back = There is no move of yours to take back.
# $piece: a piece-on-square or a bare square (piece-on-square below).
piece-on-square = { $color } { $role } on { $square }
touch-move-move = Touch-move: you touched the { $piece }, so you must move it.
touch-move-capture = Touch-move: you touched the { $piece }, so you must capture it.
touch-move-capture-with = Touch-move: you touched the { $piece } and the { $target }, so you must capture one with the other.

## Lessons and puzzles

try-nothing-to-show = Nothing to show from here: press "Start again" and try once more.

## The review

review-by-builtin = the built-in engine
review-by-depth = { $who }, depth { $depth }
review-replaced = { $error }. The built-in engine reviews instead.
review-stopped = The review stopped: { $error }.

## Why a move is against the Laws (after "Not allowed — e2e5:")

illegal-game-over = The game is over.
illegal-no-piece = There is no piece of yours on { $square }.
illegal-not-your-turn = It is { $color }'s turn.
illegal-wrong-way = That piece doesn't move that way.
illegal-path-blocked = The path is blocked by the piece on { $square }.
illegal-own-piece = You can't capture your own piece.
illegal-king-would-be-in-check = Your king would be in check from { $square }.
illegal-in-check = You are in check from { $square } and this move doesn't answer it.
illegal-castling-king-moved = You can't castle: your king has already moved.
illegal-castling-rook-moved = You can't castle on that side: that rook has moved.
illegal-castling-in-check = You can't castle out of check.
illegal-castling-blocked = You can't castle: { $square } between the king and the rook is occupied.
illegal-castling-through-check = You can't castle: the king would pass through { $square }, which is attacked.
illegal-castling-into-check = You can't castle: the king would land on { $square }, which is attacked.
illegal-en-passant-expired = En passant is only possible right after the two-square pawn move.
illegal-promotion-needed = A pawn reaching the last rank must be promoted: choose a queen, rook, bishop or knight.
illegal-bad-promotion = Only a pawn reaching the last rank can be promoted, to a queen, rook, bishop or knight.
illegal-no-such-piece = You have no { $role } that can move to { $square }.
illegal-ambiguous = More than one piece can make that move: say which (e.g. Nbd2).
illegal-bad-notation = '{ $text }' is not a move (use SAN like Nf3, O-O, e8=Q or UCI like e2e4).

## Draw claims and offers refused

claim-threefold = threefold repetition
claim-fifty-moves = the 50-move rule
request-not-claimable-threefold = Threefold repetition can't be claimed now.
request-not-claimable-fifty-moves = The 50-move rule can't be claimed now.
request-no-offer = There is no draw offer to accept.

## How a game ended (the status line, the game-over dialog)

ending-checkmate = { $winner } wins by checkmate
ending-stalemate = Draw by stalemate
ending-insufficient-material = Draw — neither side can checkmate
ending-seventy-five-moves = Draw by the 75-move rule (75 moves each without a capture or pawn move)
ending-fivefold = Draw by fivefold repetition
ending-claimed = Draw by { $claim } (claimed by { $by })
ending-agreement = Draw by agreement
ending-resignation = { $loser } resigned
ending-timeout = { $winner } wins on time
ending-timeout-draw = Draw — { $loser }'s time ran out but { $winner } cannot checkmate

## The status line while a game goes on

status-your-move = Your move
status-computer-to-move = { $color } (computer) to move
status-to-move = { $color } to move
status-check = Check! { $who }
status-paused = { $who } (paused)

## A lesson's reasons for a refused try (written for a child)

lesson-rook-way = A rook moves only in straight lines: up, down or sideways.
lesson-bishop-way = A bishop moves only diagonally.
lesson-queen-way = A queen moves in straight lines or diagonally, never in an L.
lesson-knight-way = The knight can't get there in one move: it jumps two squares, then one to the side.
lesson-king-way = The king moves just one square at a time.
lesson-pawn-way = A pawn moves straight ahead: one square, or two on its first move.
lesson-pawn-takes-diagonally = A pawn moves diagonally only to take a piece.
lesson-blocked-own = Your { $role } on { $square } is in the way. Only the knight can jump.
lesson-blocked-theirs = The other side's { $role } on { $square } is in the way. Only the knight can jump.
lesson-own-piece = You can't take your own piece.
lesson-leaves-king-in-check = That leaves your king in check from the { $role } on { $square }.
lesson-still-in-check = Your king is still in check from the { $role } on { $square }.
lesson-gives-check = That would give check, and here the other side can't answer it.
lesson-escape-move = Get out of check by moving your king.
lesson-escape-block = Get out of check by blocking it.
lesson-escape-capture = Get out of check by taking the piece that gives check.
lesson-not-mate = That isn't checkmate.
lesson-no-mate-in-time = That doesn't checkmate in { $moves } moves: the king could get away.
lesson-stalemate = That's stalemate: the game would be a draw!
castle-king-side = on the king's side (short castling)
castle-queen-side = on the queen's side (long castling)
lesson-castle-now = You can castle now: castle { $side }.
lesson-castle-other-side = Not that side: castle { $side } this time.
lesson-loses-castling = If that king or rook moves, you can never castle on that side again.
lesson-castle-king-moved = You can't castle: your king has already moved.
lesson-castle-rook-moved = You can't castle on that side: that rook has already moved.
lesson-castle-in-check = You can't castle: your king is in check.
lesson-castle-blocked = You can't castle: { $square } between the king and the rook must be empty.
lesson-castle-through-attack = You can't castle: your king would pass over { $square }, which is attacked.
lesson-castle-into-check = You can't castle: your king would land in check on { $square }.
lesson-en-passant-now = Take that pawn en passant: your pawn goes diagonally behind it.
lesson-en-passant-too-late = Too late: en passant is only allowed right after the pawn's two-square move.
lesson-promote-now = Your pawn can reach the last row: promote it!
lesson-promote-to = Pick the { $role } this time: look at what it can do from there.
lesson-wrong-square = That's { $clicked }. Find { $asked }: go along to file { $file }, then up to rank { $rank }.
lesson-click-the-square = Just click the square: no moves this time.
lesson-not-a-capture = Take one of the other side's pieces.
lesson-not-best-capture = That capture doesn't win the most.
lesson-not-best-move = There is a better move here: think of the tip!
lesson-off-tip = That move doesn't follow this tip. Read it again and try another!
lesson-king-waits = Keep your pawn where it is: move your king and wait for your chance.
lesson-no-check = That move gives no check. Find a move that attacks the king!
# $move: the move the exercise names, in the player's notation.
lesson-not-the-move = That's not { $move }. Read the move again: which piece, and to which square?
lesson-wins-nothing = That move wins nothing. Look again for the trick!
# $taker, $target: role-… words; $from, $on: squares.
lesson-leaves-piece = After that, the { $taker } on { $from } takes your { $target } on { $on } for free.
lesson-still-in-danger = After that, the other side still wins something of yours.
lesson-bad-trade = You give a { $gave } ({ $gave_value }) for a { $got } ({ $got_value }): count before you take!
lesson-throws-away-win = After that, the other king can stop your pawn: it would only be a draw.
lesson-lets-pawn-through = After that, the pawn can't be stopped any more: it would become a queen.
lesson-done = You solved this one already!

## A puzzle's reasons for a refused try

puzzle-weaker = Not that one: there is a stronger move than { $tried }. Look again.
puzzle-mates = Not that one: after { $tried }, { $reply } is checkmate.
puzzle-takes = Not that one: after { $tried }, { $reply } takes your { $role }.
puzzle-done = Solved! Go on to the next puzzle.

## A piece by its colour and kind (inside a sentence)

piece-white-pawn = white pawn
piece-white-knight = white knight
piece-white-bishop = white bishop
piece-white-rook = white rook
piece-white-queen = white queen
piece-white-king = white king
piece-black-pawn = black pawn
piece-black-knight = black knight
piece-black-bishop = black bishop
piece-black-rook = black rook
piece-black-queen = black queen
piece-black-king = black king

## Why a set-up position can't be played (the editor)

problem-no-king = { $color } has no king
problem-kings = { $color } has { $count ->
        [2] two
        [3] three
        [4] four
       *[other] { $count }
    } kings
problem-pawn-first-rank = A pawn can't stand on the first rank (the { $pawn } on { $square })
problem-pawn-last-rank = A pawn can't stand on the last rank (the { $pawn } on { $square })
problem-pawns = { $color } has { $count } pawns; a side has at most 8
problem-pieces = { $color } has { $count } pieces; a side has at most 16
problem-promotions = { $color } has more queens, rooks, bishops or knights than its missing pawns could have become
problem-castling-king-side = Castling on the king's side needs the king on { $king } and the rook on { $rook }
problem-castling-queen-side = Castling on the queen's side needs the king on { $king } and the rook on { $rook }
problem-en-passant = No pawn could have just moved two squares to allow en passant on { $square }
problem-opposite-check = The side not to move is in check ({ $color }'s king, with { $other } to move)
problem-checked-by-many = { $color }'s king is checked by { $count } pieces at once; one move gives at most two checks
problem-impossible-check = { $color }'s king is checked in a way no single move could give

## The coach: why a hint is good, what a move allows, what the other side threatens

hint-mates = { $move } is checkmate.
hint-wins-material = { $move } wins the { $role } on { $square }.
hint-promotes = { $move } promotes the pawn to a { $role }.
hint-threatens-mate = { $move } threatens { $mate } mate.
hint-saves = { $move } moves the attacked { $role } on { $square } to safety.
hint-defends = { $move } defends the attacked { $role } on { $square }.
hint-threatens = { $move } attacks the { $role } on { $square }.
hint-castles = { $move } castles the king to safety.
hint-develops = { $move } develops the { $role }.
hint-check = { $move } gives check.
hint-trades = { $move } trades the { $role } for the { $target } on { $square }.
hint-improves = { $move } is the engine's choice: it improves the position.
warning-mate-in-one = This allows mate in one: { $mate }
warning-en-prise = Your { $role } on { $square } could be taken by the { $attacker } on { $from }
threat-mate = { $color } threatens { $mate } mate
threat-capture = { $color } threatens to take the { $role } on { $square }

## Puzzle themes

theme-mate-in-1 = Mate in one
theme-mate-in-2 = Mate in two
theme-mate-in-3 = Mate in three
theme-mate = Find the mate
theme-hanging-piece = Take the piece left hanging
theme-fork = A fork: attack two pieces at once
theme-pin = A pin: the piece can't move without losing more
theme-skewer = A skewer: attack through one piece to the one behind
theme-discovered-attack = A discovered attack: move one piece, attack with another
theme-back-rank = Mate on the back rank
theme-best-move = Find the best move

## The board's news line (also read by screen readers)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Last move: { $piece } { $from }–{ $to }.
news-last-move-bare = Last move: { $from }–{ $to }.
news-check = { $color }'s king is in check.
news-checkmate = { $color }'s king is checkmated.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: empty
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, picked up
news-square-take = { $square }: { $piece }, you can take it
news-square-move = { $square }: empty, you can move there

## Notices about the player's files (at start-up); $error, $reason: the system's words

notice-another-copy = Another Gambit is running with the same save folder: your stars and puzzle training are shown, but nothing you do here is saved (the other one's game is left alone).
notice-cannot-save = Gambit cannot save here ({ $error }): this game, lesson stars and puzzle results will not be saved.
notice-game-kept = Your unfinished game was kept: it is in Games…, under recent games.
notice-game-not-kept = Your unfinished game could not be filed under recent games ({ $error }), so it goes on here instead of a new one.
notice-last-game-not-filed = Your last game could not be filed under recent games ({ $error }); it stays in { $path } and nothing will be saved this time (this game, lesson stars, puzzle results).
notice-saved-game-unreadable = Your saved game could not be read ({ $reason }); it was kept as { $path } and a new game has started.
notice-settings-unreadable = The settings file was unreadable ({ $reason }); defaults are used and the old file was kept as { $path }.
notice-stars-damaged = Your lesson stars could not be read: { $error }. They start again from none.
notice-stars-damaged-kept = Your lesson stars could not be read: { $error } (kept as { $path }). They start again from none.
notice-training-damaged = Your puzzle training could not be read: { $error }. It starts again from the beginning.
notice-training-damaged-kept = Your puzzle training could not be read: { $error } (kept as { $path }). It starts again from the beginning.
notice-stars-unreadable = Your lesson stars could not be read ({ $error }); what you do now will not be saved.
notice-training-unreadable = Your puzzle training could not be read ({ $error }); what you do now will not be saved.
notice-record-damaged = Your games record could not be read: { $error }. It starts again from none.
notice-record-damaged-kept = Your games record could not be read: { $error } (kept as { $path }). It starts again from none.
notice-record-unreadable = Your games record could not be read ({ $error }); what you do now will not be saved.
notice-puzzles-left-out = { $count ->
        [one] { $count } of your puzzles could not be read and was left out.
       *[other] { $count } of your puzzles could not be read and were left out.
    }
notice-training-repaired = Some values in your puzzle training were damaged (perhaps the clock was set back); they were set right and the rest was kept.

## What could not be saved (inside hud-cannot-save: "Gambit could not save …")

unsaved-finished-game = a finished game
unsaved-game = the game
unsaved-stars = your lesson stars
unsaved-training = your puzzle training
unsaved-record = your games record
unsaved-settings = the settings
unsaved-no-thread = anything (no thread to write with)

## A file the player asked for (Save as PGN, the annotated review)
# $path: the file; $reason: the system's reason.
export-saved = Saved to { $path }.
export-failed = Could not save to { $path }: { $reason }.

## A look that can't be used (the game goes on with the built-in one)
# $reason: the file's or the system's reason; $name: the theme's or style's name.
look-themes-none = No board themes were found: { $reason }. The built-in look is used.
look-styles-none = No piece styles were found: { $reason }. The built-in look is used.
look-theme-unusable = The board theme "{ $name }" can't be used: { $reason }. The built-in wood board is shown instead.
look-theme-missing = There is no board theme "{ $name }". The built-in wood board is shown instead.
look-style-unusable = The piece style "{ $name }" can't be used: { $reason }. The built-in Staunton figures are shown instead.
look-style-missing = There is no piece style "{ $name }". The built-in Staunton figures are shown instead.
look-shader-unreadable = The shader assets/shaders/fast_material.wgsl can't be read; the built-in copy is used.
look-shader-not-wgsl = The shader assets/shaders/fast_material.wgsl is not WGSL; the built-in copy is used.
look-shader-unfit = The shader assets/shaders/fast_material.wgsl doesn't fit the game's material; the built-in copy is used.
look-shader-broken = The shader assets/shaders/fast_material.wgsl doesn't compile; the built-in copy is used.

## An external engine that went wrong (sentences without a stop; the caller adds one)
# $path: the program; $reason, $why, $status, $said: the system's or the engine's own words.
engine-start = The engine at { $path } could not be started: { $reason }
engine-not-uci = The engine at { $path } is not a UCI engine ({ $why })
engine-exited = The engine at { $path } stopped unexpectedly ({ $status })
engine-exited-saying = The engine at { $path } stopped unexpectedly ({ $status }): { $said }
# $awaited: the UCI word it did not send (uciok, readyok, bestmove); $seconds: a number.
engine-timeout = The engine at { $path } did not answer in time (no '{ $awaited }' after { $seconds } s)
engine-illegal-move = The engine at { $path } sent an illegal move { $move } in position { $fen }
engine-no-move = The engine at { $path } sent no move in position { $fen }, which has legal moves
engine-bad-request = The engine at { $path } was not asked for a move: { $reason }

## A FEN that can't be used (the text typed or pasted)
fen-empty = Not a FEN: it is empty.
fen-board = Not a FEN: the piece placement (first field) is malformed.
fen-turn = Not a FEN: the side to move (second field) must be w or b.
fen-castling = Not a FEN: the castling field must be - or letters from KQkq.
fen-en-passant = Not a FEN: the en passant field must be - or a square like e3.
fen-halfmove-clock = Not a FEN: the halfmove clock must be a number.
fen-fullmoves = Not a FEN: the move number must be a positive number.
fen-fields = Not a FEN: it needs six fields, like rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: the position's problems (problem-… messages), joined by "; ".
fen-illegal = Not a legal chess position: { $problems }.

## A game of a PGN file that stops early (inside games-cannot-open and games-stopped-early)
# $error: a fen-… message.
pgn-bad-fen = The FEN tag is unusable. { $error }
# $ply: the half-move, from 1; $move: as written in the file; $reason: an illegal-… message.
pgn-bad-move = Half-move { $ply } ({ $move }): { $reason }
# $at: the text there; $damage: one of the messages below.
pgn-damaged = The game's text is damaged at half-move { $ply } ({ $at }): { $damage }.
pgn-unclosed-comment = a comment {"{"} is never closed
pgn-unclosed-variation = a variation ( is never closed
pgn-unclosed-tag = a tag [ is never closed
pgn-too-long = the game is longer than { $bytes } bytes; the rest of it was skipped
pgn-not-pgn = this is not PGN: no tags or moves could be read
# $reason: the PGN reader's own words.
pgn-unreadable = unreadable PGN: { $reason }

## The editor's evaluation of the position set up
# $color: color-white or color-black.
eval-checkmate = Checkmate: { $color } wins.
eval-stalemate = Stalemate: a draw.
# $evaluation: one of the four below or eval-mates; $line: the best moves ("30... h6 31. Ra8+").
eval-line = { $evaluation }. Best line (depth { $depth }): { $line }
eval-mates = { $color } mates in { $moves }
# $value: the evaluation in pawns from White's view ("+0.35").
eval-equal = { $value }: about equal
eval-slightly-better = { $value }: { $color } is slightly better
eval-better = { $value }: { $color } is better
eval-winning = { $value }: { $color } is winning
eval-no-thread = The engine could not start: { $reason }

## Where a puzzle of the player's own comes from (inside puzzles-you-played)
# $opponent: a level (level-…) or an engine's name; $date: the date message; $move: a number.
source-against-level = Your game against { $opponent } on { $date }, move { $move }
source-against-engine = Your game against { $opponent } on { $date }, move { $move }
source-own = Your game on { $date }, move { $move }
# $month: one of the month-… messages.
date = { $day } { $month } { $year }
month-jan = Jan
month-feb = Feb
month-mar = Mar
month-apr = Apr
month-may = May
month-jun = Jun
month-jul = Jul
month-aug = Aug
month-sep = Sep
month-oct = Oct
month-nov = Nov
month-dec = Dec

## The shipped looks' names (a player's own theme or style shows the name its file gives)
theme-name-wood = Wood
theme-name-blue = Blue
theme-name-green = Green
theme-name-high-contrast = High contrast
style-name-staunton = Staunton figures
style-name-diagram = Diagram

## The text protocols (--headless --lesson, --headless --puzzle): a line that is no try
protocol-not-text-square = That line is not text: write a square name like e4.
protocol-not-text-move = That line is not text: write a move like e2e4.
# $bytes: the longest line read (1024).
protocol-too-long-square = That line is too long (over { $bytes } bytes): write a square name like e4.
protocol-too-long-move = That line is too long (over { $bytes } bytes): write a move like e2e4.
# $text: what was sent, shown safely.
protocol-not-a-square = '{ $text }' is not a square name like e4.
protocol-not-a-move = '{ $text }' is not a move: write it like e2e4.
