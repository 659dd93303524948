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
