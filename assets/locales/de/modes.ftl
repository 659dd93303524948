# Die Wörter der Bereiche Lernen, Aufgaben und Aufbauen, der Modusleiste, der Einblendungen
# (Meldungen, Umwandlung, Remisforderungen) und der Tastenübersicht, auf Deutsch.

## Lernen: die Liste der Lektionen und eine Übung (die Texte der Lektionen kommen aus ihren Dateien)

learn-title = Lernen
learn-unreadable = Die Lektionen konnten nicht gelesen werden: { $error }
learn-heading = Schach lernen
learn-intro = Kurze Lektionen auf diesem Brett, von den Zügen der Figuren bis zum Schachmatt. Fang oben an oder öffne eine beliebige Lektion.
learn-group-rules = Die Regeln
learn-group-fundamentals = Gut spielen
learn-group-tactics = Taktik
learn-group-endings = Endspiele
learn-group-reading = Das Brett lesen
learn-play-gentle = Spiel eine Partie gegen „Sanft“
learn-lesson-done = Lektion geschafft!
# $won: the stars won in the lesson; $total: the stars it has.
learn-lesson-stars = { $won } von { $total ->
    [one] { $total } Stern
   *[other] { $total } Sternen
    }
learn-next-lesson = Nächste Lektion: { $title }
learn-all-done = Du kennst die Regeln! Probier sie in einer echten Partie aus: „Sanft“ ist ein freundlicher Gegner, und der Trainer hilft dir.
learn-all-lessons = Alle Lektionen
learn-exercise-of = Übung { $number } von { $count }
learn-finish-lesson = Lektion abschließen
learn-next-exercise = Nächste Übung
learn-show-me = Zeig es mir
learn-start-again = Neu anfangen
learn-skip = Überspringen
# $stars: the best stars won here, as ★★☆.
learn-best-here = Bestes Ergebnis: { $stars }
learn-drill-find = Finde { $square }
learn-drill-score = Gefunden: { $found }   Zeit übrig: { $seconds } s
learn-drill-start = Die Uhr läuft los, sobald du das erste Feld findest.
learn-drill-best = Dein Rekord: { $best }

## Die Seite „Fortschritt“ (aus „Lernen“ geöffnet)

progress-open = Fortschritt
progress-title = Dein Fortschritt
progress-go = Los
progress-next-lesson = Als Nächstes: die Lektion „{ $title }“.
progress-next-level = Du hast „{ $beaten }“ { $wins ->
    [one] einmal
   *[other] { $wins }-mal
    } besiegt: Versuch es jetzt mit „{ $next }“.
progress-next-puzzles = { $count ->
    [one] Eine Aufgabe ist fällig: Löse sie, solange du dich noch daran erinnerst.
   *[other] { $count } Aufgaben sind fällig: Löse sie, solange du dich noch daran erinnerst.
    }
progress-next-play = Spiel eine Partie gegen „{ $level }“.
progress-lessons = Lektionen
progress-puzzles = Aufgaben
progress-puzzle-rating = Aufgaben-Wertung: { $rating }   Heute fällig: { $due }
progress-rating-line = Wertung
progress-rating-none = Die Kurve deiner Wertung beginnt nach zwei gewerteten Aufgaben.
progress-games = Partien gegen den Computer
progress-won = Gewonnen
progress-drawn = Remis
progress-lost = Verloren
progress-reviews = Ausgewertete Partien
progress-reviews-none = Noch ist keine deiner Partien ausgewertet: Drück nach einer Partie auf „Auswerten“.
progress-reviews-line = Deine Genauigkeit in { $count ->
    [one] der letzten ausgewerteten Partie
   *[other] den letzten { $count } ausgewerteten Partien
    }: { $each } (Durchschnitt { $mean } %).

## Aufgaben (Quelle und Thema einer Aufgabe kommen aus ihrem Eintrag)

puzzles-title = Aufgaben
puzzles-rating = Deine Aufgaben-Wertung: { $rating } (±{ $deviation })
# $due: puzzles due today; $mine: from the player's games; $shipped: built in.
puzzles-counts = Heute fällig: { $due }   Aus deinen Partien: { $mine }   Eingebaut: { $shipped }
puzzles-harvesting = Suche in deiner letzten Partie nach Aufgaben…
puzzles-none-waiting = Keine Aufgabe wartet: Du hast alle probiert, und noch keine ist wieder dran. Komm morgen wieder oder spiel eine Partie: Aus ihren Fehlern werden neue Aufgaben.
puzzles-look-again = Schau noch mal
puzzles-to-move = { $color } am Zug
puzzles-find-better = Finde den besseren Zug
# $source: the game it comes from; $played: the move played there, in SAN.
puzzles-you-played = { $source }: Hier hast du { $played } gespielt.
puzzles-checked-by = Geprüft von { $engine }.
puzzles-id-rated = Aufgabe { $id } · Wertung { $rating }
puzzles-solved-first-try = Beim ersten Versuch gelöst!
puzzles-solved-with-hint = Gelöst, mit Tipp.
puzzles-solved-comes-back = Gelöst. Morgen kommt sie wieder, damit du sie dir merkst.
# $change: the rating's change, signed (+12, -8).
puzzles-rating-change = Wertung { $change }
puzzles-hint = Tipp
puzzles-show-solution = Lösung zeigen
puzzles-start-again = Neu anfangen
puzzles-next = Nächste Aufgabe
puzzles-skip = Überspringen (zählt als nicht gelöst)

## Aufbauen: eine Stellung aufstellen

edit-heading = Stellung aufbauen
edit-start-position = Grundstellung
edit-clear-board = Brett leeren
edit-from-game = Aus der Partie
edit-from-game-hover = Die Stellung der Partie unter „Spielen“
edit-flip-board = Brett drehen
edit-swap-colours = Farben tauschen
edit-swap-colours-hover = Die weißen Figuren werden schwarz und umgekehrt, gespiegelt
edit-play-from-here = Von hier aus spielen
edit-play-from-here-hover = Eine neue Partie ab dieser Stellung: Wähle Gegner und Uhr
edit-analyse = Analysieren
edit-analyse-hover = Bewertung und beste Variante der Engine
edit-still-looking = Die Engine sucht noch…
edit-tray-help = Wähle eine Figur und klick dann auf Felder, um sie dorthin zu stellen (noch ein Klick nimmt sie weg). Mit der Hand klickst du eine Figur an, dann ihr neues Feld. Mit Rechtsklick oder vom Brett ziehen entfernst du eine Figur.
edit-hand = Hand: Figuren versetzen
edit-eraser = Radierer: Figuren entfernen
# A piece in the tray: color-white or color-black, and a role (role-king, …).
edit-piece = { $role } ({ $color })
edit-white-to-move = Weiß am Zug
edit-black-to-move = Schwarz am Zug
edit-may-castle = { $color } darf rochieren:
# Hover texts of the O-O and O-O-O boxes.
edit-castle-king-side = auf der Königsseite
edit-castle-queen-side = auf der Damenseite
edit-en-passant = En passant auf:
edit-en-passant-none = keinem Feld
edit-copy-fen = FEN kopieren
edit-playable = ✔ Diese Stellung ist spielbar.
edit-not-playable = Diese Stellung ist nicht spielbar:

## Die Einblendungen: Meldungen, Umwandlung, Remis beanspruchen

hud-draw-accepted = Das Remisangebot wurde angenommen.
hud-draw-declined = Das Remisangebot wurde abgelehnt.
hud-draw-offered = { $color } bietet Remis an.
# $what: unsaved-… (what could not be written); $reason: the system's words (English).
hud-cannot-save = Gambit konnte nicht speichern: { $what } ({ $reason }). Es versucht es weiter; spiel ruhig weiter.
hud-saved-again = Alles ist wieder gespeichert.
hud-promote-title = Umwandeln in
hud-promote-queen = Dame (Q)
hud-promote-rook = Turm (R)
hud-promote-bishop = Läufer (B)
hud-promote-knight = Springer (N)
hud-promote-cancel = Abbrechen (Esc)
hud-claim-title = Remis beanspruchen?
hud-claim-threefold = dreifache Stellungswiederholung
hud-claim-fifty-moves = die 50-Züge-Regel
# Two claims the move allows: hud-claim-threefold or hud-claim-fifty-moves.
hud-claim-or = { $a } oder { $b }
hud-claim-prompt = Nach diesem Zug kannst du Remis durch { $claims } beanspruchen.
hud-claim-draw = Remis beanspruchen
hud-just-play = Einfach ziehen
hud-claim-cancel = Abbrechen

## Die Tastenübersicht (? oder F1): der Name jeder Taste (…-key) und was sie tut

keys-title = Tasten
keys-close = Schließen (Esc)
keys-board = Brett (alle Modi)
keys-arrows-key = Pfeiltasten
keys-arrows = Feld-Cursor bewegen
keys-pick-key = Enter, Leertaste
keys-pick = Figur darunter aufnehmen / dort absetzen
keys-put-down-key = Esc
keys-put-down = Figur absetzen, Auswahl schließen
keys-promotion-key = Q R B N
keys-promotion = Umwandlungsfigur wählen
keys-flip-key = F
keys-flip = Brett drehen
keys-reset-camera-key = R
keys-reset-camera = Kamera zurücksetzen
keys-turn-board-key = T
keys-turn-board = Brett zur Seite am Zug drehen
keys-view-key = V
keys-view = 3D- oder 2D-Ansicht
keys-game = Partie (Spielen)
keys-new-game-key = Strg+N
keys-new-game = neue Partie (N, wenn die Partie vorbei ist)
keys-take-back-key = Strg+Z
keys-take-back = zurücknehmen
keys-hint-key = H
keys-hint = Tipp
keys-draw-key = Strg+D
keys-draw = Remis beanspruchen, wenn erlaubt, sonst anbieten
keys-resign-key = Strg+R
keys-resign = aufgeben
keys-pause-key = P
keys-pause = pausieren oder weiter (Partie zwischen Computern)
keys-type-move-key = M
keys-type-move = Zug eingeben (SAN oder UCI), Enter zum Ziehen
keys-earlier-later-key = Bild auf / Bild ab
keys-earlier-later = frühere / spätere Stellung
keys-first-last-key = Pos1 / Ende
keys-first-last = erste Stellung / zurück zur Partie
keys-settings-key = S
keys-settings = Einstellungen
keys-games-key = G
keys-games = Partien: speichern, laden, FEN
keys-panels = Bereiche und Modi
keys-next-field-key = Tab / Umschalt+Tab
keys-next-field = nächste / vorige Schaltfläche oder Feld
keys-press-key = Leertaste, Enter
keys-press = Schaltfläche drücken
keys-leave-field-key = Esc
keys-leave-field = Feld oder Schaltfläche verlassen (Tasten wirken wieder aufs Brett)
keys-modes-key = Strg+1 … Strg+4
keys-modes = Spielen, Lernen, Aufgaben, Aufbauen
keys-help-key = ? oder F1
keys-help = diese Liste
keys-dialogs = Dialoge
keys-dialog-enter-key = Enter
keys-dialog-enter = die Hauptschaltfläche (Starten, Aufgeben, Los …)
keys-dialog-escape-key = Esc
keys-dialog-escape = den Dialog schließen
keys-dialog-choose-key = Pfeil hoch / runter
keys-dialog-choose = nächster oder voriger Gegner, Antwort oder Listeneintrag

## Die Modusleiste

mode-play = Spielen
mode-learn = Lernen
mode-puzzles = Aufgaben
mode-edit = Aufbauen

## The welcome on the first start
welcome-title = Willkommen bei Gambit
welcome-question = Wie gut kennst du Schach?
welcome-new = Ich bin neu im Schach
welcome-moves = Ich weiß, wie die Figuren ziehen
welcome-often = Ich spiele oft
welcome-analyse = Ich möchte analysieren
welcome-later = Esc startet wie gewohnt. Lernen, Spielen, Aufgaben und Aufbauen stehen immer oben im Bereich.
