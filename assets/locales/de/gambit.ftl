# Gambits Wörter auf Deutsch (Übersetzung des englischen Katalogs; das Glossar steht in
# GLOSSARY.md). Die Ids sagen, wofür ein Text steht; Argumente sind Werte, die das Spiel
# einsetzt ($move, $reason, …).

## Die Seiten und die Figuren

color-white = Weiß
color-black = Schwarz
role-pawn = Bauer
role-knight = Springer
role-bishop = Läufer
role-rook = Turm
role-queen = Dame
role-king = König
san-king = K
san-queen = D
san-rook = T
san-bishop = L
san-knight = S
# The built-in engine's levels, as the player picks them.
level-gentle = Sanft
level-easy = Leicht
level-normal = Normal
level-hard = Schwer
level-master = Meister

## Abgelehnte Züge und Anfragen

move-not-allowed = Nicht erlaubt – { $move }: { $reason }
refusal-game-over = Die Partie ist vorbei.
refusal-not-your-move = Du bist nicht am Zug.
refusal-take-back-tournament = Turniermodus: Züge können nicht zurückgenommen werden.
refusal-nothing-to-take-back = Es gibt keinen Zug von dir, den du zurücknehmen kannst.
# $piece: a piece-on-square or a bare square (piece-on-square below).
piece-on-square = { $role } von { $color } auf { $square }
touch-move-move = Berührt – geführt: Du hast diese Figur berührt, also musst du sie ziehen: { $piece }.
touch-move-capture = Berührt – geführt: Du hast diese Figur berührt, also musst du sie schlagen: { $piece }.
touch-move-capture-with = Berührt – geführt: Du hast zwei Figuren berührt, also musst du die eine mit der anderen schlagen: { $piece } und { $target }.

## Lektionen und Aufgaben

try-nothing-to-show = Von hier aus gibt es nichts zu zeigen: Drück auf „Neu anfangen“ und versuch es noch einmal.

## Die Auswertung

review-by-builtin = der eingebauten Engine
review-by-depth = { $who }, Tiefe { $depth }
review-replaced = { $error }. Stattdessen wertet die eingebaute Engine aus.
review-stopped = Die Auswertung wurde abgebrochen: { $error }.

## Warum ein Zug gegen die Regeln ist (nach „Nicht erlaubt – e2e5:“)

illegal-game-over = Die Partie ist vorbei.
illegal-no-piece = Auf { $square } steht keine Figur von dir.
illegal-not-your-turn = { $color } ist am Zug.
illegal-wrong-way = So zieht diese Figur nicht.
illegal-path-blocked = Die Figur auf { $square } versperrt den Weg.
illegal-own-piece = Du kannst keine eigene Figur schlagen.
illegal-king-would-be-in-check = Dein König stünde von { $square } aus im Schach.
illegal-in-check = Dein König steht von { $square } aus im Schach, und dieser Zug wehrt das nicht ab.
illegal-castling-king-moved = Du kannst nicht rochieren: Dein König hat schon gezogen.
illegal-castling-rook-moved = Du kannst auf dieser Seite nicht rochieren: Dieser Turm hat schon gezogen.
illegal-castling-in-check = Du kannst nicht aus dem Schach heraus rochieren.
illegal-castling-blocked = Du kannst nicht rochieren: { $square } zwischen König und Turm ist besetzt.
illegal-castling-through-check = Du kannst nicht rochieren: Der König müsste über das angegriffene Feld { $square } ziehen.
illegal-castling-into-check = Du kannst nicht rochieren: Der König käme auf das angegriffene Feld { $square }.
illegal-en-passant-expired = En passant geht nur direkt nach dem Doppelschritt des Bauern.
illegal-promotion-needed = Ein Bauer auf der letzten Reihe muss umgewandelt werden: Wähle Dame, Turm, Läufer oder Springer.
illegal-bad-promotion = Nur ein Bauer auf der letzten Reihe kann umgewandelt werden, in Dame, Turm, Läufer oder Springer.
illegal-no-such-piece = Du hast keine Figur vom Typ { $role }, die nach { $square } ziehen kann.
illegal-ambiguous = Mehr als eine Figur kann diesen Zug machen: Sag, welche (z. B. Nbd2).
illegal-bad-notation = „{ $text }“ ist kein Zug (nutze SAN wie Nf3, O-O, e8=Q oder UCI wie e2e4).

## Abgelehnte Remisforderungen und -angebote

claim-threefold = dreifache Stellungswiederholung
claim-fifty-moves = die 50-Züge-Regel
request-not-claimable-threefold = Remis durch dreifache Stellungswiederholung kann jetzt nicht beansprucht werden.
request-not-claimable-fifty-moves = Remis durch die 50-Züge-Regel kann jetzt nicht beansprucht werden.
request-no-offer = Es gibt kein Remisangebot, das du annehmen kannst.

## Wie eine Partie endete (die Statuszeile, der Dialog am Partieende)

ending-checkmate = { $winner } gewinnt durch Schachmatt
ending-stalemate = Remis durch Patt
ending-insufficient-material = Remis – keine Seite kann mattsetzen
ending-seventy-five-moves = Remis durch die 75-Züge-Regel (je 75 Züge ohne Schlagen oder Bauernzug)
ending-fivefold = Remis durch fünffache Stellungswiederholung
ending-claimed = Remis durch { $claim } (beansprucht von { $by })
ending-agreement = Remis durch Vereinbarung
ending-resignation = { $loser } hat aufgegeben
ending-timeout = { $winner } gewinnt auf Zeit
ending-timeout-draw = Remis – { $loser } hat die Zeit überschritten, aber { $winner } kann nicht mattsetzen

## Die Statuszeile während der Partie

status-your-move = Du bist am Zug
status-computer-to-move = { $color } (Computer) am Zug
status-to-move = { $color } am Zug
status-check = Schach! { $who }
status-paused = { $who } (pausiert)

## Warum eine Lektion einen Versuch ablehnt (für ein Kind geschrieben)

lesson-rook-way = Ein Turm zieht nur gerade: nach oben, nach unten oder zur Seite.
lesson-bishop-way = Ein Läufer zieht nur schräg.
lesson-queen-way = Eine Dame zieht gerade oder schräg, aber nie in L-Form.
lesson-knight-way = Der Springer kommt nicht in einem Zug dorthin: Er springt zwei Felder weit, dann eins zur Seite.
lesson-king-way = Der König zieht immer nur ein Feld weit.
lesson-pawn-way = Ein Bauer zieht geradeaus: ein Feld, beim ersten Zug auch zwei.
lesson-pawn-takes-diagonally = Schräg zieht ein Bauer nur, wenn er eine Figur schlägt.
lesson-blocked-own = Im Weg steht deine eigene Figur: { $role } auf { $square }. Nur der Springer kann springen.
lesson-blocked-theirs = Im Weg steht eine Figur der Gegenseite: { $role } auf { $square }. Nur der Springer kann springen.
lesson-own-piece = Du kannst deine eigene Figur nicht schlagen.
lesson-leaves-king-in-check = Dann steht dein König im Schach durch diese Figur: { $role } auf { $square }.
lesson-still-in-check = Dein König steht immer noch im Schach durch diese Figur: { $role } auf { $square }.
lesson-gives-check = Das wäre Schach, und hier kann die Gegenseite nicht darauf antworten.
lesson-escape-move = Komm aus dem Schach, indem du deinen König ziehst.
lesson-escape-block = Komm aus dem Schach, indem du eine Figur dazwischenstellst.
lesson-escape-capture = Komm aus dem Schach, indem du die Figur schlägst, die Schach gibt.
lesson-not-mate = Das ist kein Schachmatt.
lesson-no-mate-in-time = Das ist kein Matt in { $moves ->
        [one] einem Zug
       *[other] { $moves } Zügen
    }: Der König könnte entkommen.
lesson-stalemate = Das ist Patt: Die Partie wäre Remis!
castle-king-side = auf der Königsseite (kurze Rochade)
castle-queen-side = auf der Damenseite (lange Rochade)
lesson-castle-now = Du kannst jetzt rochieren: Rochiere { $side }.
lesson-castle-other-side = Nicht diese Seite: Rochiere diesmal { $side }.
lesson-loses-castling = Wenn dieser König oder Turm zieht, kannst du auf dieser Seite nie mehr rochieren.
lesson-castle-king-moved = Du kannst nicht rochieren: Dein König hat schon gezogen.
lesson-castle-rook-moved = Du kannst auf dieser Seite nicht rochieren: Dieser Turm hat schon gezogen.
lesson-castle-in-check = Du kannst nicht rochieren: Dein König steht im Schach.
lesson-castle-blocked = Du kannst nicht rochieren: { $square } zwischen König und Turm muss frei sein.
lesson-castle-through-attack = Du kannst nicht rochieren: Dein König müsste über { $square } ziehen, und dieses Feld wird angegriffen.
lesson-castle-into-check = Du kannst nicht rochieren: Dein König stünde auf { $square } im Schach.
lesson-en-passant-now = Schlag den Bauern en passant: Dein Bauer zieht schräg auf das Feld hinter ihm.
lesson-en-passant-too-late = Zu spät: En passant geht nur direkt nach dem Doppelschritt des Bauern.
lesson-promote-now = Dein Bauer kann die letzte Reihe erreichen: Wandle ihn um!
lesson-promote-to = Wähle diesmal: { $role }. Schau, was diese Figur von dort aus kann.
lesson-wrong-square = Das ist { $clicked }. Finde { $asked }: Geh zur Linie { $file }, dann hoch bis zur Reihe { $rank }.
lesson-click-the-square = Klick einfach auf das Feld: Diesmal wird nicht gezogen.
lesson-not-a-capture = Schlag eine Figur der Gegenseite.
lesson-not-best-capture = Mit diesem Schlagen gewinnst du nicht am meisten.
lesson-not-best-move = Hier gibt es einen besseren Zug: Denk an den Hinweis!
lesson-off-tip = Dieser Zug folgt nicht dem Hinweis. Lies ihn noch einmal und versuch einen anderen!
lesson-king-waits = Lass deinen Bauern stehen: Zieh mit dem König und warte auf deine Chance.
lesson-no-check = Dieser Zug gibt kein Schach. Finde einen Zug, der den König angreift!
lesson-not-the-move = Das ist nicht { $move }. Lies den Zug noch einmal: Welche Figur, auf welches Feld?
lesson-wins-nothing = Dieser Zug gewinnt nichts. Such noch einmal nach dem Trick!
lesson-leaves-piece = Danach schlägt die Figur auf { $from } ({ $taker }) deine Figur auf { $on } ({ $target }) – umsonst.
lesson-still-in-danger = Danach gewinnt der Gegner trotzdem etwas von dir.
lesson-bad-trade = Du gibst mehr her, als du bekommst: { $gave } ({ $gave_value }) gegen { $got } ({ $got_value }). Zähl nach, bevor du schlägst!
lesson-throws-away-win = Danach kann der gegnerische König deinen Bauern aufhalten: Es wäre nur noch Remis.
lesson-lets-pawn-through = Danach kann niemand den Bauern mehr aufhalten: Er würde Dame werden.
lesson-done = Diese Übung hast du schon gelöst!

## Warum eine Aufgabe einen Versuch ablehnt

puzzle-weaker = Nicht dieser Zug: Es gibt einen stärkeren als { $tried }. Schau noch mal.
puzzle-mates = Nicht dieser Zug: Nach { $tried } ist { $reply } Schachmatt.
puzzle-takes = Nicht dieser Zug. Nach { $tried } schlägt { $reply } deine Figur: { $role }.
puzzle-done = Gelöst! Weiter zur nächsten Aufgabe.

## Eine Figur mit Farbe und Art (in einem Satz)

piece-white-pawn = weißer Bauer
piece-white-knight = weißer Springer
piece-white-bishop = weißer Läufer
piece-white-rook = weißer Turm
piece-white-queen = weiße Dame
piece-white-king = weißer König
piece-black-pawn = schwarzer Bauer
piece-black-knight = schwarzer Springer
piece-black-bishop = schwarzer Läufer
piece-black-rook = schwarzer Turm
piece-black-queen = schwarze Dame
piece-black-king = schwarzer König

## Warum eine aufgebaute Stellung nicht spielbar ist (der Editor)

problem-no-king = { $color } hat keinen König
problem-kings = { $color } hat { $count ->
        [2] zwei Könige
        [3] drei Könige
        [4] vier Könige
       *[other] { $count } Könige
    }
problem-pawn-first-rank = Ein Bauer kann nicht auf der ersten Reihe stehen ({ $pawn } auf { $square })
problem-pawn-last-rank = Ein Bauer kann nicht auf der letzten Reihe stehen ({ $pawn } auf { $square })
problem-pawns = { $color } hat { $count } Bauern; eine Seite hat höchstens 8
problem-pieces = { $color } hat { $count ->
        [one] { $count } Figur
       *[other] { $count } Figuren
    }; eine Seite hat höchstens 16
problem-promotions = { $color } hat mehr Damen, Türme, Läufer oder Springer, als aus den fehlenden Bauern entstanden sein können
problem-castling-king-side = Für die kurze Rochade müssen der König auf { $king } und der Turm auf { $rook } stehen
problem-castling-queen-side = Für die lange Rochade müssen der König auf { $king } und der Turm auf { $rook } stehen
problem-en-passant = Kein Bauer kann gerade zwei Felder gezogen sein, sodass en passant auf { $square } ginge
problem-opposite-check = Die Seite, die nicht am Zug ist, steht im Schach (König von { $color }, { $other } am Zug)
problem-checked-by-many = Der König von { $color } steht im Schach durch { $count } Figuren zugleich; ein Zug gibt höchstens Doppelschach
problem-impossible-check = Der König von { $color } steht so im Schach, wie es kein einzelner Zug bewirken kann

## Der Trainer: warum ein Tipp gut ist, was ein Zug erlaubt, was die Gegenseite droht

hint-mates = { $move } ist Schachmatt.
hint-wins-material = { $move } gewinnt Material: { $role } auf { $square }.
hint-promotes = { $move } wandelt um: Der Bauer wird { $role }.
hint-threatens-mate = { $move } droht { $mate } matt.
hint-saves = { $move } bringt die angegriffene Figur in Sicherheit: { $role } auf { $square }.
hint-defends = { $move } deckt die angegriffene Figur: { $role } auf { $square }.
hint-threatens = { $move } greift an: { $role } auf { $square }.
hint-castles = { $move } rochiert: Der König kommt in Sicherheit.
hint-develops = { $move } entwickelt eine Figur: { $role }.
hint-check = { $move } gibt Schach.
hint-trades = { $move } tauscht ab: { $role } gegen { $target } auf { $square }.
hint-improves = { $move } ist der Zug der Engine: Er verbessert die Stellung.
warning-mate-in-one = Das erlaubt Matt in einem Zug: { $mate }
warning-en-prise = Deine Figur hängt: { $role } auf { $square }. Angreifer: { $attacker } auf { $from }
threat-mate = { $color } droht { $mate } matt
threat-capture = { $color } droht zu schlagen: { $role } auf { $square }

## Themen der Aufgaben

theme-mate-in-1 = Matt in einem Zug
theme-mate-in-2 = Matt in zwei Zügen
theme-mate-in-3 = Matt in drei Zügen
theme-mate = Finde das Matt
theme-hanging-piece = Schlag die hängende Figur
theme-fork = Eine Gabel: Greif zwei Figuren zugleich an
theme-pin = Eine Fesselung: Die Figur kann nicht ziehen, ohne mehr zu verlieren
theme-skewer = Ein Spieß: Greif durch eine Figur hindurch die dahinter an
theme-discovered-attack = Ein Abzugsangriff: Zieh eine Figur, greif mit einer anderen an
theme-back-rank = Matt auf der Grundreihe
theme-best-move = Finde den besten Zug

## Die Nachrichtenzeile des Bretts (wird auch von Screenreadern vorgelesen)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Letzter Zug: { $piece } { $from }–{ $to }.
news-last-move-bare = Letzter Zug: { $from }–{ $to }.
news-check = Der König von { $color } steht im Schach.
news-checkmate = Der König von { $color } ist schachmatt.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: leer
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, aufgenommen
news-square-take = { $square }: { $piece }, du kannst diese Figur schlagen
news-square-move = { $square }: leer, du kannst dorthin ziehen

## Hinweise zu den Dateien des Spielers (beim Start); $error, $reason: die Worte des Systems

notice-another-copy = Ein anderes Gambit läuft mit demselben Speicherordner: Deine Sterne und dein Aufgabentraining werden angezeigt, aber nichts, was du hier tust, wird gespeichert (die Partie im anderen Gambit bleibt unberührt).
notice-cannot-save = Gambit kann hier nicht speichern ({ $error }): Diese Partie, die Lektionssterne und die Ergebnisse der Aufgaben werden nicht gespeichert.
notice-game-kept = Deine angefangene Partie wurde aufbewahrt: Sie steht unter „Partien…“ bei den letzten Partien.
notice-game-not-kept = Deine angefangene Partie konnte nicht bei den letzten Partien abgelegt werden ({ $error }), darum geht sie hier weiter, statt dass eine neue beginnt.
notice-last-game-not-filed = Deine vorige Partie konnte nicht bei den letzten Partien abgelegt werden ({ $error }); sie bleibt in { $path }, und diesmal wird nichts gespeichert (diese Partie, Lektionssterne, Ergebnisse der Aufgaben).
notice-saved-game-unreadable = Deine gespeicherte Partie konnte nicht gelesen werden ({ $reason }); sie wurde als { $path } aufbewahrt, und eine neue Partie hat begonnen.
notice-settings-unreadable = Die Datei mit den Einstellungen war nicht lesbar ({ $reason }); es gelten die Standardwerte, und die alte Datei wurde als { $path } aufbewahrt.
notice-stars-damaged = Deine Lektionssterne konnten nicht gelesen werden: { $error }. Du fängst wieder ohne Sterne an.
notice-stars-damaged-kept = Deine Lektionssterne konnten nicht gelesen werden: { $error } (aufbewahrt als { $path }). Du fängst wieder ohne Sterne an.
notice-training-damaged = Dein Aufgabentraining konnte nicht gelesen werden: { $error }. Es beginnt wieder von vorn.
notice-training-damaged-kept = Dein Aufgabentraining konnte nicht gelesen werden: { $error } (aufbewahrt als { $path }). Es beginnt wieder von vorn.
notice-stars-unreadable = Deine Lektionssterne konnten nicht gelesen werden ({ $error }); was du jetzt tust, wird nicht gespeichert.
notice-training-unreadable = Dein Aufgabentraining konnte nicht gelesen werden ({ $error }); was du jetzt tust, wird nicht gespeichert.
notice-record-damaged = Die Ergebnisse deiner Partien konnten nicht gelesen werden: { $error }. Die Zählung beginnt wieder bei null.
notice-record-damaged-kept = Die Ergebnisse deiner Partien konnten nicht gelesen werden: { $error } (aufbewahrt als { $path }). Die Zählung beginnt wieder bei null.
notice-record-unreadable = Die Ergebnisse deiner Partien konnten nicht gelesen werden ({ $error }); was du jetzt tust, wird nicht gespeichert.
notice-puzzles-left-out = { $count ->
        [one] { $count } deiner Aufgaben konnte nicht gelesen werden und wurde weggelassen.
       *[other] { $count } deiner Aufgaben konnten nicht gelesen werden und wurden weggelassen.
    }
notice-training-repaired = Einige Werte in deinem Aufgabentraining waren beschädigt (vielleicht wurde die Uhrzeit des Computers zurückgestellt); sie wurden berichtigt, und der Rest blieb erhalten.

## Was nicht gespeichert werden konnte (in hud-cannot-save: „Gambit konnte nicht speichern: …“)

unsaved-finished-game = eine beendete Partie
unsaved-game = die Partie
unsaved-stars = deine Lektionssterne
unsaved-training = dein Aufgabentraining
unsaved-record = die Ergebnisse deiner Partien
unsaved-settings = die Einstellungen
unsaved-no-thread = alles – kein Thread zum Schreiben

## Eine Datei, um die der Spieler gebeten hat (Als PGN speichern, die kommentierte Auswertung)
# $path: the file; $reason: the system's reason.
export-saved = Gespeichert in { $path }.
export-failed = Speichern in { $path } ist fehlgeschlagen: { $reason }.

## Ein Aussehen, das nicht verwendet werden kann (das Spiel nimmt dann das eingebaute)
# $reason: the file's or the system's reason; $name: the theme's or style's name.
look-themes-none = Keine Brettdesigns gefunden: { $reason }. Das eingebaute Aussehen wird verwendet.
look-styles-none = Keine Figurenstile gefunden: { $reason }. Das eingebaute Aussehen wird verwendet.
look-theme-unusable = Das Brettdesign „{ $name }“ kann nicht verwendet werden: { $reason }. Stattdessen wird das eingebaute Holzbrett gezeigt.
look-theme-missing = Es gibt kein Brettdesign „{ $name }“. Stattdessen wird das eingebaute Holzbrett gezeigt.
look-style-unusable = Der Figurenstil „{ $name }“ kann nicht verwendet werden: { $reason }. Stattdessen werden die eingebauten Staunton-Figuren gezeigt.
look-style-missing = Es gibt keinen Figurenstil „{ $name }“. Stattdessen werden die eingebauten Staunton-Figuren gezeigt.
look-shader-unreadable = Der Shader assets/shaders/fast_material.wgsl kann nicht gelesen werden; die eingebaute Kopie wird verwendet.
look-shader-not-wgsl = Der Shader assets/shaders/fast_material.wgsl ist kein WGSL; die eingebaute Kopie wird verwendet.
look-shader-unfit = Der Shader assets/shaders/fast_material.wgsl passt nicht zum Material des Spiels; die eingebaute Kopie wird verwendet.
look-shader-broken = Der Shader assets/shaders/fast_material.wgsl lässt sich nicht kompilieren; die eingebaute Kopie wird verwendet.

## Eine externe Engine, bei der etwas schiefging (Sätze ohne Punkt; der Aufrufer setzt ihn)
# $path: the program; $reason, $why, $status, $said: the system's or the engine's own words.
engine-start = Die Engine unter { $path } konnte nicht gestartet werden: { $reason }
engine-not-uci = Die Engine unter { $path } ist keine UCI-Engine ({ $why })
engine-exited = Die Engine unter { $path } hat sich unerwartet beendet ({ $status })
engine-exited-saying = Die Engine unter { $path } hat sich unerwartet beendet ({ $status }): { $said }
# $awaited: the UCI word it did not send (uciok, readyok, bestmove); $seconds: a number.
engine-timeout = Die Engine unter { $path } hat nicht rechtzeitig geantwortet (kein „{ $awaited }“ nach { $seconds } s)
engine-illegal-move = Die Engine unter { $path } hat in der Stellung { $fen } den unerlaubten Zug { $move } geschickt
engine-no-move = Die Engine unter { $path } hat in der Stellung { $fen } keinen Zug geschickt, obwohl es dort erlaubte Züge gibt
engine-bad-request = Die Engine unter { $path } wurde nicht nach einem Zug gefragt: { $reason }

## Eine FEN, die nicht verwendet werden kann (der getippte oder eingefügte Text)
fen-empty = Keine FEN: Der Text ist leer.
fen-board = Keine FEN: Die Figurenstellung (erster Teil) ist fehlerhaft.
fen-turn = Keine FEN: Die Seite am Zug (zweiter Teil) muss w oder b sein.
fen-castling = Keine FEN: Der Rochade-Teil muss - sein oder Buchstaben aus KQkq enthalten.
fen-en-passant = Keine FEN: Der En-passant-Teil muss - oder ein Feld wie e3 sein.
fen-halfmove-clock = Keine FEN: Der Halbzugzähler muss eine Zahl sein.
fen-fullmoves = Keine FEN: Die Zugnummer muss eine positive Zahl sein.
fen-fields = Keine FEN: Sie braucht sechs Teile, etwa rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: the position's problems (problem-… messages), joined by "; ".
fen-illegal = Keine gültige Schachstellung: { $problems }.

## Eine Partie aus einer PGN-Datei, die vorzeitig abbricht (in games-cannot-open und games-stopped-early)
# $error: a fen-… message.
pgn-bad-fen = Der FEN-Tag ist unbrauchbar. { $error }
# $ply: the half-move, from 1; $move: as written in the file; $reason: an illegal-… message.
pgn-bad-move = Halbzug { $ply } ({ $move }): { $reason }
# $at: the text there; $damage: one of the messages below.
pgn-damaged = Der Text der Partie ist bei Halbzug { $ply } beschädigt ({ $at }): { $damage }.
pgn-unclosed-comment = ein Kommentar {"{"} wird nie geschlossen
pgn-unclosed-variation = eine Variante ( wird nie geschlossen
pgn-unclosed-tag = ein Tag [ wird nie geschlossen
pgn-too-long = die Partie ist länger als { $bytes } Bytes; der Rest wurde übersprungen
pgn-not-pgn = das ist kein PGN: Es konnten weder Tags noch Züge gelesen werden
# $reason: the PGN reader's own words.
pgn-unreadable = unlesbares PGN: { $reason }

## Die Bewertung der aufgebauten Stellung (der Editor)
# $color: color-white or color-black.
eval-checkmate = Schachmatt: { $color } gewinnt.
eval-stalemate = Patt: Remis.
# $evaluation: one of the four below or eval-mates; $line: the best moves ("30... h6 31. Ra8+").
eval-line = { $evaluation }. Beste Variante (Tiefe { $depth }): { $line }
eval-mates = { $color } setzt in { $moves ->
        [one] einem Zug
       *[other] { $moves } Zügen
    } matt
# $value: the evaluation in pawns from White's view ("+0.35").
eval-equal = { $value }: etwa ausgeglichen
eval-slightly-better = { $value }: { $color } steht etwas besser
eval-better = { $value }: { $color } steht besser
eval-winning = { $value }: { $color } steht auf Gewinn
eval-no-thread = Die Engine konnte nicht starten: { $reason }

## Woher eine Aufgabe aus den eigenen Partien des Spielers stammt (in puzzles-you-played)
# $opponent: a level (level-…) or an engine's name; $date: the date message; $move: a number.
source-against-level = Deine Partie gegen „{ $opponent }“ am { $date }, Zug { $move }
source-against-engine = Deine Partie gegen { $opponent } am { $date }, Zug { $move }
source-own = Deine Partie am { $date }, Zug { $move }
# $month: one of the month-… messages.
date = { $day }. { $month } { $year }
month-jan = Jan.
month-feb = Feb.
month-mar = März
month-apr = Apr.
month-may = Mai
month-jun = Juni
month-jul = Juli
month-aug = Aug.
month-sep = Sept.
month-oct = Okt.
month-nov = Nov.
month-dec = Dez.

## Die Namen der mitgelieferten Designs (ein eigenes Design oder ein eigener Figurenstil zeigt den Namen aus seiner Datei)
theme-name-wood = Holz
theme-name-blue = Blau
theme-name-green = Grün
theme-name-high-contrast = Hoher Kontrast
style-name-staunton = Staunton-Figuren
style-name-diagram = Diagramm

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Diese Zeile ist kein Text: schreib einen Feldnamen wie e4.
protocol-not-text-move = Diese Zeile ist kein Text: schreib einen Zug wie e2e4.
protocol-too-long-square = Diese Zeile ist zu lang (über { $bytes } Bytes): schreib einen Feldnamen wie e4.
protocol-too-long-move = Diese Zeile ist zu lang (über { $bytes } Bytes): schreib einen Zug wie e2e4.
protocol-not-a-square = „{ $text }“ ist kein Feldname wie e4.
protocol-not-a-move = „{ $text }“ ist kein Zug: schreib ihn wie e2e4.
