# De woorden van Spelen in het Nederlands: het paneel, wie er speelt, de vensters (nieuwe
# partij, partijen, instellingen, engines, andere tegenstander, einde partij), de
# nabespreking in het paneel, de coach.

## Het paneel: spelers, status, knoppen, zetten

# $color: color-white or color-black, after the player's name.
panel-player-color = ({ $color })
# $status: the status line, while the computer thinks.
panel-status-thinking = { $status } — denkt na…
panel-viewing-start = Je bekijkt de beginstelling
# $move: the move shown, as "12... Nf6".
panel-viewing-move = Je bekijkt zet { $move }
panel-back-to-game = Terug naar de partij
panel-draw-offered = { $color } biedt remise aan:
panel-accept-draw = Aannemen
panel-decline-draw = Weigeren
panel-new-game = Nieuwe partij…
panel-take-back = Terugnemen
panel-hint = Tip
panel-offer-draw = Remise aanbieden
panel-resign = Opgeven
panel-flip-board = Bord draaien (F)
panel-settings = Instellingen…
panel-games = Partijen…
panel-review = Nabespreken
panel-claim-threefold = Remise claimen (drievoudige herhaling)
panel-claim-fifty-moves = Remise claimen (50-zettenregel)
panel-auto-rotate = Bord draaien naar wie aan zet is (T)
panel-view-2d = 2D-weergave (V)
panel-view-3d = 3D-weergave (V)
panel-moves = Zetten

## Een zet typen

entry-hint = Typ een zet: { $move }, e2e4, O-O
# The move field's name for screen readers.
entry-label = Typ een zet
entry-play = Spelen

## Wie er speelt

player-you = Jij
player-human = Mens
# $level: the built-in engine's level (Zacht … Meester).
player-computer = Computer ({ $level })
# $name: an external engine's name, in the players' drop-down.
player-engine-choice = { $name } (engine)
# $error: what went wrong with an engine.
player-engine-failed = { $error }.
player-game-waits = De partij wacht: kies een andere tegenstander om verder te gaan.
player-resume = Hervatten
player-pause = Pauzeren
player-change-opponent = Andere tegenstander…

## De nabespreking in het paneel

review-judgement-best = Beste zet
review-judgement-good = Goede zet
review-judgement-inaccuracy = Onnauwkeurigheid
review-judgement-mistake = Fout
review-judgement-blunder = Blunder
# $judgement: one of the review-judgement messages.
review-verdict = { $judgement }.
# $best: the best move in SAN.
review-best-was = { $best } was de beste zet.
review-missed-mate = Deze zet laat een geforceerd mat liggen.
review-allowed-mate = Deze zet laat een geforceerd mat toe.
review-title = Nabespreking
review-close = Nabespreking sluiten
review-go-on = Verder
# $who: review-by-builtin, an engine's name, or review-by-depth.
review-by = door { $who }
review-progress = zet { $done } van { $total }
review-stop = Stoppen
review-stopped-after = Gestopt na { $done } van { $total ->
    [one] { $total } zet.
   *[other] { $total } zetten.
    }
# The line on the graph at the move shown.
review-graph-shown = getoond
# $white, $black: each player's accuracy (a number, or – before any).
review-accuracy = Nauwkeurigheid: Wit { $white } · Zwart { $black }
review-accuracy-so-far = Nauwkeurigheid: Wit { $white } · Zwart { $black } (tot nu toe)
review-save-pgn = PGN met commentaar opslaan
review-saving = Opslaan…
review-copy = Kopiëren
review-copied = De PGN met commentaar staat op het klembord.

## De coach

coach-title = De coach
# $move: the move held back, in SAN.
coach-question = { $move }?
# $warning: what the move allows (warning-* in gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Toch spelen
coach-take-back = Terugnemen
# $explanation: why the hinted move is good (hint-* in gambit.ftl).
coach-hint = Tip: { $explanation }

## Het venster Partijen

games-nothing-to-load = Er is niets om te laden.
games-none-found = Daar is geen partij gevonden.
# $count: the games found; $seconds: how long it took; $damaged: those read only in part.
games-found = { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
    } in { $seconds } s{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } niet tot het eind leesbaar)
    }; kies een partij en een zet.
# $why: why the reading stopped (games-reading-stopped, …).
games-read-then = { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
    } gelezen, daarna { $why }{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } niet tot het eind leesbaar)
    }.
games-close = Sluiten
games-this-game = Deze partij
games-file = Bestand
games-saving-to = Opslaan naar { $path }…
games-replace-question = { $path } bestaat al. Vervangen?
games-replace = Vervangen
games-cancel = Annuleren
games-save-pgn = Opslaan als PGN
games-load-pgn = PGN-bestand laden
games-copy-pgn = PGN kopiëren
games-pgn-copied = De PGN van de partij staat op het klembord.
games-copy-fen = FEN kopiëren
games-fen-copied = { $fen } gekopieerd
games-paste = Plak een PGN of FEN (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   of   rnbqkbnr/pppppppp/8/…
games-read-pasted = Geplakte tekst lezen
games-recent = Recente partijen
# While a file is read: the games so far and how much of the file.
games-reading = { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
    }, { $percent }%
games-stop = Stoppen
games-find = Zoeken
games-find-hint = een speler, een toernooi, een jaar
games-cannot-open = Deze partij kan niet geopend worden: { $error }
games-stopped-early = Voortijdig gestopt: { $error }
games-continue-after = Verder na
games-the-start = het begin
games-play-from-here = Vanaf hier spelen
games-review-this = Deze partij nabespreken
games-could-not-read = Kon { $path } niet lezen: { $error }.
# Why the reading of games ended early, after "… games read, then".
games-no-thread = geen thread om mee te lezen: { $error }
games-reading-stopped = gestopt met lezen
games-cancelled = gestopt
games-no-such-game = die partij bestaat niet
games-game-unreadable = Die partij kon niet gelezen worden: { $error }.

## De vensters: nieuwe partij, opgeven, einde partij, instellingen, partijen

dialog-settings-title = Instellingen
dialog-opponent-title = Andere tegenstander
dialog-games-title = Partijen
dialog-new-game-title = Nieuwe partij
dialog-close = Sluiten
dialog-start = Starten
dialog-cancel = Annuleren
dialog-resign-title = Opgeven?
# $winner: color-white or color-black.
dialog-resign-question = Deze partij opgeven? { $winner } wint.
dialog-resign = Opgeven
dialog-keep-playing = Doorspelen
dialog-game-over-title = Partij afgelopen
dialog-game-over-new-game = Nieuwe partij…
dialog-rematch = Revanche (kleuren gewisseld)
dialog-review = Nabespreken

## Het venster Nieuwe partij

new-game-watch-needs-computers = Kies voor elke kant een computer om toe te kijken.
new-game-opponent = Tegenstander
new-game-human = Mens (twee spelers hier)
new-game-you-play = Jij speelt
new-game-random = Willekeurig
new-game-watch = Geen van beide (kijken)
new-game-two-players = twee spelers aan deze computer
new-game-clock = Klok
new-game-no-clock = Geen
new-game-custom = Eigen
# After the minutes and the seconds of a custom clock.
new-game-minutes-suffix = {" "}min
new-game-seconds-suffix = {" "}s
new-game-increment = increment
new-game-delay = vertraging
new-game-start-from = Beginnen vanaf
new-game-standard-position = Beginstelling
new-game-a-fen = Een FEN
new-game-fen-hint = plak hier een FEN

## Het venster Instellingen

# $name: a board theme or piece style that can't be used.
settings-look-damaged = { $name } (beschadigd)
# $now: the quality Auto chose.
settings-quality-auto = Auto ({ $now })
quality-auto = Auto
quality-low = Laag
quality-medium = Middel
quality-high = Hoog
settings-language = Taal
# $language: the desktop's language, by its own name.
settings-language-automatic = Automatisch ({ $language })
settings-notation = Zetten
settings-notation-letters = Letters ({ $example })
settings-notation-figurines = Figuurtjes ({ $example })
settings-board = Bord
settings-board-3d = 3D
settings-board-2d = 2D (van boven)
settings-board-theme = Bordthema
settings-pieces-2d = Stukken in 2D
settings-coach = De coach
settings-coach-auto = tegen ‘Zacht’ en ‘Makkelijk’
settings-coach-always = altijd
settings-coach-never = nooit
settings-ponder = ‘Meester’ denkt in jouw tijd na (over het antwoord dat hij verwacht)
settings-quality = Grafische kwaliteit
settings-show-legal-moves = Mogelijke zetten tonen
settings-show-coordinates = Coördinaten tonen
settings-colour-blind = Tekens voor kleurenblinden (vormen naast kleuren)
settings-text-size = Tekstgrootte
settings-animation-speed = Animatiesnelheid
settings-volume = Volume
settings-mute = Geluid uit
settings-auto-queen = Altijd promoveren tot dame
settings-confirm-resign = Vragen voor opgeven
settings-tournament-mode = Toernooimodus in nieuwe partijen (aanraken is zetten, niet terugnemen)

## Andere tegenstander

# $error: what went wrong with the engine asked for a hint or a draw answer.
opponent-builtin-answers = { $error }. De ingebouwde engine antwoordt nu.
opponent-goes-on = De partij gaat vanaf deze stelling verder met deze spelers:
opponent-continue = Verder

## Instellingen → Engines

engines-type-path-first = Typ eerst het pad naar het programma van een engine.
engines-already-listed = { $path } staat al in de lijst.
engines-added = { $name } toegevoegd.
engines-no-strength-setting = geen sterkte-instelling (altijd volle sterkte)
# $option: the UCI option that sets the strength, with its range ("UCI_Elo 1320–3190").
engines-strength-by = sterkte via { $option }
# $options: engines-strength-by and the engine's threads and hash, with their ranges.
engines-described = { $name } van { $author }: { $options }
engines-title = Engines
engines-remove = Verwijderen
engines-judge = Beoordelaar (nabesprekingen, tips, remiseaanbiedingen, puzzels uit je partijen):
engines-judge-automatic = Automatisch
engines-judge-builtin = Ingebouwde engine
# $engine: the engine's name, or engines-builtin-judges.
engines-judge-automatic-now = Automatisch: je sterkste engine beoordeelt, nu { $engine }.
engines-builtin-judges = de ingebouwde engine
engines-path-hint = engineprogramma, bijv. /usr/games/stockfish
engines-add = Engine toevoegen
engines-stockfish-found = Stockfish is geïnstalleerd in { $path }.
engines-add-it = Toevoegen
engines-trying = { $path } proberen…
engines-strength = Sterkte
engines-strength-full = Vol
engines-strength-about = Ongeveer
engines-elo-suffix = {" "}Elo
engines-threads = Threads
engines-hash = Hash
engines-mib-suffix = {" "}MiB
# A threads or hash value of 0: the engine's own.
engines-default = standaard
engines-per-move = Zonder klok, per zet:
engines-seconds-suffix = {" "}s
engines-plies-suffix = { $count ->
    [one] {" "}halve zet
   *[other] {" "}halve zetten
    }
