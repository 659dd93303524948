# Die Wörter von „Spielen“ auf Deutsch: das Seitenfeld, wer spielt, die Dialoge (neue
# Partie, Partien, Einstellungen, Engines, Gegner wechseln, Partieende), die Auswertung
# im Seitenfeld, der Trainer.

## Das Seitenfeld: Spieler, Status, Schaltflächen, Züge

# $color: color-white or color-black, after the player's name.
panel-player-color = ({ $color })
# $status: the status line, while the computer thinks.
panel-status-thinking = { $status } – denkt nach…
panel-viewing-start = Ansicht: Ausgangsstellung
# $move: the move shown, as "12... Nf6".
panel-viewing-move = Ansicht: Zug { $move }
panel-back-to-game = Zurück zur Partie
panel-draw-offered = { $color } bietet Remis an:
panel-accept-draw = Annehmen
panel-decline-draw = Ablehnen
panel-new-game = Neue Partie…
panel-take-back = Zurücknehmen
panel-hint = Tipp
panel-offer-draw = Remis anbieten
panel-resign = Aufgeben
panel-flip-board = Brett drehen (F)
panel-settings = Einstellungen…
panel-games = Partien…
panel-review = Auswerten
panel-claim-threefold = Remis beanspruchen (Wiederholung)
panel-claim-fifty-moves = Remis beanspruchen (50-Züge-Regel)
panel-auto-rotate = Brett automatisch drehen (T)
panel-view-2d = 2D-Ansicht (V)
panel-view-3d = 3D-Ansicht (V)
panel-moves = Züge

## Einen Zug eintippen

entry-hint = Zug eingeben: { $move }, e2e4, O-O
# The move field's name for screen readers.
entry-label = Zug eingeben
entry-play = Ziehen

## Wer spielt

player-you = Du
player-human = Mensch
# $level: the built-in engine's level (Sanft … Meister).
player-computer = Computer ({ $level })
# $name: an external engine's name, in the players' drop-down.
player-engine-choice = { $name } (Engine)
# $error: what went wrong with an engine.
player-engine-failed = { $error }.
player-game-waits = Die Partie wartet: Wähle einen anderen Gegner, um weiterzuspielen.
player-resume = Fortsetzen
player-pause = Pause
player-change-opponent = Gegner wechseln…

## Die Auswertung im Seitenfeld

review-judgement-best = Bester Zug
review-judgement-good = Guter Zug
review-judgement-inaccuracy = Ungenauigkeit
review-judgement-mistake = Fehler
review-judgement-blunder = Patzer
# $judgement: one of the review-judgement messages.
review-verdict = { $judgement }.
# $best: the best move in SAN.
review-best-was = Am besten war { $best }.
review-missed-mate = Dieser Zug lässt ein erzwungenes Matt aus.
review-allowed-mate = Dieser Zug erlaubt ein erzwungenes Matt.
review-title = Auswertung
review-close = Auswertung schließen
review-go-on = Weiter
# $who: review-by-builtin, an engine's name, or review-by-depth.
review-by = von { $who }
review-progress = Zug { $done } von { $total }
review-stop = Stopp
review-stopped-after = Gestoppt nach { $done } von { $total ->
    [one] { $total } Zug.
   *[other] { $total } Zügen.
    }
# The line on the graph at the move shown.
review-graph-shown = angezeigt
# $white, $black: each player's accuracy (a number, or – before any).
review-accuracy = Genauigkeit: Weiß { $white } · Schwarz { $black }
review-accuracy-so-far = Genauigkeit: Weiß { $white } · Schwarz { $black } (bisher)
review-save-pgn = Kommentierte PGN speichern
review-saving = Wird gespeichert…
review-copy = Kopieren
review-copied = Die kommentierte PGN ist in der Zwischenablage.

## Der Trainer

coach-title = Der Trainer
# $move: the move held back, in SAN.
coach-question = { $move }?
# $warning: what the move allows (warning-* in gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Trotzdem ziehen
coach-take-back = Zurücknehmen
# $explanation: why the hinted move is good (hint-* in gambit.ftl).
coach-hint = Tipp: { $explanation }

## Der Dialog „Partien“

games-nothing-to-load = Es gibt nichts zu laden.
games-none-found = Dort wurde keine Partie gefunden.
# $count: the games found; $seconds: how long it took; $damaged: those read only in part.
games-found = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
    } in { $seconds } s{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } nicht bis zum Ende lesbar)
    }; wähle eine Partie und einen Zug.
# $why: why the reading stopped (games-reading-stopped, …).
games-read-then = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
    } gelesen, dann: { $why }{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } nicht bis zum Ende lesbar)
    }.
games-close = Schließen
games-this-game = Diese Partie
games-file = Datei
games-saving-to = Speichern in { $path }…
games-replace-question = { $path } gibt es schon. Ersetzen?
games-replace = Ersetzen
games-cancel = Abbrechen
games-save-pgn = Als PGN speichern
games-load-pgn = PGN-Datei laden
games-copy-pgn = PGN kopieren
games-pgn-copied = Die PGN der Partie ist in der Zwischenablage.
games-copy-fen = FEN kopieren
games-fen-copied = Kopiert: { $fen }
games-paste = PGN oder FEN einfügen (Strg+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   oder   rnbqkbnr/pppppppp/8/…
games-read-pasted = Eingefügten Text lesen
games-recent = Letzte Partien
# While a file is read: the games so far and how much of the file.
games-reading = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
    }, { $percent } %
games-stop = Stopp
games-find = Suchen
games-find-hint = Spieler, Turnier oder Jahr
games-cannot-open = Diese Partie lässt sich nicht öffnen: { $error }
games-stopped-early = Vorzeitig beendet: { $error }
games-continue-after = Weiter nach
games-the-start = Anfang
games-play-from-here = Von hier aus spielen
games-review-this = Diese Partie auswerten
games-could-not-read = { $path } konnte nicht gelesen werden: { $error }.
# Why the reading of games ended early, after "… games read, then".
games-no-thread = kein Thread zum Lesen: { $error }
games-reading-stopped = Lesen gestoppt
games-cancelled = abgebrochen
games-no-such-game = keine solche Partie
games-game-unreadable = Diese Partie konnte nicht gelesen werden: { $error }.

## Die Fenster der Dialoge: neue Partie, aufgeben, Partieende, Einstellungen, Partien

dialog-settings-title = Einstellungen
dialog-opponent-title = Gegner wechseln
dialog-games-title = Partien
dialog-new-game-title = Neue Partie
dialog-close = Schließen
dialog-start = Starten
dialog-cancel = Abbrechen
dialog-resign-title = Aufgeben?
# $winner: color-white or color-black.
dialog-resign-question = Diese Partie aufgeben? { $winner } gewinnt.
dialog-resign = Aufgeben
dialog-keep-playing = Weiterspielen
dialog-game-over-title = Partie vorbei
dialog-game-over-new-game = Neue Partie…
dialog-rematch = Revanche (Farben getauscht)
dialog-review = Auswerten

## Der Dialog „Neue Partie“

new-game-watch-needs-computers = Wähle für jede Seite einen Computer, um zuzuschauen.
new-game-opponent = Gegner
new-game-human = Mensch (zwei Spieler hier)
new-game-you-play = Du spielst
new-game-random = Zufällig
new-game-watch = Keiner (zuschauen)
new-game-two-players = zwei Spieler an diesem Computer
new-game-clock = Uhr
new-game-no-clock = Keine
new-game-custom = Eigene
# After the minutes and the seconds of a custom clock.
new-game-minutes-suffix = {" "}min
new-game-seconds-suffix = {" "}s
new-game-increment = Zeitzuschlag
new-game-delay = Verzögerung
new-game-start-from = Ausgangsstellung
new-game-standard-position = Grundstellung
new-game-a-fen = Aus einer FEN
new-game-fen-hint = FEN hier einfügen

## Der Dialog „Einstellungen“

# $name: a board theme or piece style that can't be used.
settings-look-damaged = { $name } (beschädigt)
# $now: the quality Auto chose.
settings-quality-auto = Automatisch ({ $now })
quality-auto = Automatisch
quality-low = Niedrig
quality-medium = Mittel
quality-high = Hoch
settings-language = Sprache
# $language: the desktop's language, by its own name.
settings-language-automatic = Automatisch ({ $language })
settings-notation = Züge
settings-notation-letters = Buchstaben ({ $example })
settings-notation-figurines = Figurinen ({ $example })
settings-board = Brett
settings-board-3d = 3D
settings-board-2d = 2D (von oben)
settings-board-theme = Brettdesign
settings-pieces-2d = Figuren in 2D
settings-coach = Der Trainer
settings-coach-auto = gegen „Sanft“ und „Leicht“
settings-coach-always = immer
settings-coach-never = nie
settings-ponder = „Meister“ denkt in deiner Zeit mit (über die Antwort, die er erwartet)
settings-quality = Grafikqualität
settings-show-legal-moves = Erlaubte Züge zeigen
settings-show-coordinates = Koordinaten zeigen
settings-colour-blind = Markierungen für Farbenblinde (Formen zusätzlich zu Farben)
settings-text-size = Textgröße
settings-animation-speed = Animationstempo
settings-volume = Lautstärke
settings-mute = Stumm
settings-auto-queen = Immer in eine Dame umwandeln
settings-confirm-resign = Vor dem Aufgeben nachfragen
settings-tournament-mode = Turniermodus in neuen Partien (berührt – geführt, kein Zurücknehmen)

## Gegner wechseln

# $error: what went wrong with the engine asked for a hint or a draw answer.
opponent-builtin-answers = { $error }. Stattdessen antwortet die eingebaute Engine.
opponent-goes-on = Die Partie geht von dieser Stellung aus mit diesen Spielern weiter:
opponent-continue = Weiter

## Einstellungen → Engines

engines-type-path-first = Gib zuerst den Pfad zum Programm einer Engine ein.
engines-already-listed = { $path } ist schon in der Liste.
engines-added = { $name } hinzugefügt.
engines-no-strength-setting = keine Einstellung (immer volle Stärke)
# $option: the UCI option that sets the strength, with its range ("UCI_Elo 1320–3190").
engines-strength-by = Spielstärke: { $option }
# $options: engines-strength-by and the engine's threads and hash, with their ranges.
engines-described = { $name } von { $author }: { $options }
engines-title = Engines
engines-remove = Entfernen
engines-judge = Schiedsrichter (Auswertungen, Tipps, Remisangebote, Aufgaben aus deinen Partien):
engines-judge-automatic = Automatisch
engines-judge-builtin = Eingebaute Engine
# $engine: the engine's name, or engines-builtin-judges.
engines-judge-automatic-now = Automatisch: Deine stärkste Engine ist Schiedsrichter, jetzt { $engine }.
engines-builtin-judges = die eingebaute Engine
engines-path-hint = Engine-Programm, z. B. /usr/games/stockfish
engines-add = Engine hinzufügen
engines-stockfish-found = Stockfish ist unter { $path } installiert.
engines-add-it = Hinzufügen
engines-trying = Teste { $path }…
engines-strength = Spielstärke
engines-strength-full = Voll
engines-strength-about = Etwa
engines-elo-suffix = {" "}Elo
engines-threads = Threads
engines-hash = Hash
engines-mib-suffix = {" "}MiB
# A threads or hash value of 0: the engine's own.
engines-default = Standard
engines-per-move = Ohne Uhr, pro Zug:
engines-seconds-suffix = {" "}s
engines-plies-suffix = { $count ->
    [one] {" "}Halbzug
   *[other] {" "}Halbzüge
    }
