# De woorden van de panelen Leren, Puzzels en Bewerken, de modusbalk, de overlays
# (meldingen, promotie, claims) en het toetsenoverzicht, in het Nederlands.

## Leren: de lijst met lessen en een oefening (de teksten van de lessen komen uit hun bestanden)

learn-title = Leren
learn-unreadable = De lessen konden niet gelezen worden: { $error }
learn-heading = Leer schaken
learn-intro = Korte lessen op dit bord, van hoe elk stuk beweegt tot schaakmat. Begin bovenaan, of open een les naar keuze.
learn-group-rules = De regels
learn-group-fundamentals = Goed spelen
learn-group-tactics = Tactiek
learn-group-endings = Eindspelen
learn-group-reading = Het bord lezen
learn-play-gentle = Speel een partij tegen ‘Zacht’
learn-lesson-done = Les klaar!
# $won: the stars won in the lesson; $total: the stars it has.
learn-lesson-stars = { $won } van { $total ->
    [one] { $total } ster
   *[other] { $total } sterren
    }
learn-next-lesson = Volgende les: { $title }
learn-all-done = Je kent de regels! Probeer ze in een echte partij: ‘Zacht’ is een vriendelijke tegenstander, en de coach helpt je.
learn-all-lessons = Alle lessen
learn-exercise-of = Oefening { $number } van { $count }
learn-finish-lesson = Les afronden
learn-next-exercise = Volgende oefening
learn-show-me = Laat zien
learn-start-again = Opnieuw beginnen
learn-skip = Overslaan
# $stars: the best stars won here, as ★★☆.
learn-best-here = Beste score hier: { $stars }
learn-drill-find = Zoek { $square }
learn-drill-score = Gevonden: { $found }   Tijd over: { $seconds } s
learn-drill-start = De klok begint te lopen als je het eerste veld vindt.
learn-drill-best = Je beste score: { $best }

## De pagina Voortgang (geopend vanuit Leren)

progress-open = Voortgang
progress-title = Je voortgang
progress-go = Aan de slag
progress-next-lesson = Volgende stap: de les ‘{ $title }’.
progress-next-level = Je hebt ‘{ $beaten }’ { $wins ->
    [one] één keer
   *[other] { $wins } keer
    } verslagen: probeer nu ‘{ $next }’.
progress-next-puzzles = { $count ->
    [one] Er is één puzzel aan de beurt: los hem op nu je hem nog weet.
   *[other] Er zijn { $count } puzzels aan de beurt: los ze op nu je ze nog weet.
    }
progress-next-play = Speel een partij tegen ‘{ $level }’.
progress-lessons = Lessen
progress-puzzles = Puzzels
progress-puzzle-rating = Puzzelrating: { $rating }   Voor vandaag: { $due }
progress-rating-line = Rating
progress-rating-none = De grafiek van je rating begint na twee puzzels die meetellen voor je rating.
progress-games = Partijen tegen de computer
progress-won = Gewonnen
progress-drawn = Remise
progress-lost = Verloren
progress-reviews = Nabesproken partijen
progress-reviews-none = Nog geen partij van je nabesproken: druk na een partij op ‘Nabespreken’.
progress-reviews-line = Je nauwkeurigheid in { $count ->
    [one] de laatste nabesproken partij
   *[other] de laatste { $count } nabesproken partijen
    }: { $each } (gemiddeld { $mean } %).

## Puzzels (de bron en het thema van een puzzel komen uit zijn gegevens)

puzzles-title = Puzzels
puzzles-rating = Je puzzelrating: { $rating } (±{ $deviation })
# $due: puzzles due today; $mine: from the player's games; $shipped: built in.
puzzles-counts = Voor vandaag: { $due }   Uit je partijen: { $mine }   Ingebouwd: { $shipped }
puzzles-harvesting = Je laatste partij wordt doorzocht op puzzels…
puzzles-none-waiting = Er wacht geen puzzel: je hebt ze allemaal geprobeerd en nog geen enkele is opnieuw aan de beurt. Kom morgen terug, of speel een partij: je fouten worden nieuwe puzzels.
puzzles-look-again = Kijk nog eens
puzzles-to-move = { $color } aan zet
puzzles-find-better = Vind de betere zet
# $source: the game it comes from; $played: the move played there, in SAN.
puzzles-you-played = { $source }: je speelde hier { $played }.
puzzles-checked-by = Gecontroleerd door { $engine }.
puzzles-id-rated = Puzzel { $id } · rating { $rating }
puzzles-solved-first-try = In één keer opgelost!
puzzles-solved-with-hint = Opgelost, met een tip.
puzzles-solved-comes-back = Opgelost. Morgen komt hij terug, zodat je hem onthoudt.
# $change: the rating's change, signed (+12, -8).
puzzles-rating-change = Rating { $change }
puzzles-hint = Tip
puzzles-show-solution = Oplossing tonen
puzzles-start-again = Opnieuw beginnen
puzzles-next = Volgende puzzel
puzzles-skip = Overslaan (telt als gemist)

## Bewerken: een stelling opzetten

edit-heading = Stelling opzetten
edit-start-position = Beginstelling
edit-clear-board = Bord leegmaken
edit-from-game = Uit de partij
edit-from-game-hover = De stelling van de partij onder Spelen
edit-flip-board = Bord draaien
edit-swap-colours = Kleuren wisselen
edit-swap-colours-hover = De stukken van Wit worden die van Zwart, gespiegeld
edit-play-from-here = Vanaf hier spelen
edit-play-from-here-hover = Een nieuwe partij vanaf deze stelling: kies tegenstander en klok
edit-analyse = Analyseren
edit-analyse-hover = De beoordeling van de engine en de beste variant
edit-still-looking = De engine zoekt nog…
edit-tray-help = Kies een stuk en klik dan op velden om het daar neer te zetten (klik nog eens om het weg te halen). Met de hand klik je op een stuk en dan op zijn nieuwe veld. Klik met rechts of sleep een stuk van het bord om het weg te halen.
edit-hand = Hand: stukken verplaatsen
edit-eraser = Gum: stukken weghalen
# A piece in the tray: color-white or color-black, and a role (role-king, …).
edit-piece = { $color }: { $role }
edit-white-to-move = Wit aan zet
edit-black-to-move = Zwart aan zet
edit-may-castle = { $color } mag rokeren:
# Hover texts of the O-O and O-O-O boxes.
edit-castle-king-side = aan de koningsvleugel
edit-castle-queen-side = aan de damevleugel
edit-en-passant = En passant op:
edit-en-passant-none = geen
edit-copy-fen = FEN kopiëren
edit-playable = ✔ Deze stelling kan gespeeld worden.
edit-not-playable = Deze stelling kan niet gespeeld worden:

## De overlays: meldingen, promotie, remise claimen

hud-draw-accepted = Het remiseaanbod is aangenomen.
hud-draw-declined = Het remiseaanbod is geweigerd.
hud-draw-offered = { $color } biedt remise aan.
# $what: unsaved-… (what could not be written); $reason: the system's words (English).
hud-cannot-save = Gambit kon niet opslaan: { $what } ({ $reason }). Er wordt opnieuw geprobeerd; speel gerust door.
hud-saved-again = Alles is weer opgeslagen.
hud-promote-title = Promoveren tot
hud-promote-queen = Dame (Q)
hud-promote-rook = Toren (R)
hud-promote-bishop = Loper (B)
hud-promote-knight = Paard (N)
hud-promote-cancel = Annuleren (Esc)
hud-claim-title = Remise claimen?
hud-claim-threefold = drievoudige herhaling
hud-claim-fifty-moves = de 50-zettenregel
# Two claims the move allows: hud-claim-threefold or hud-claim-fifty-moves.
hud-claim-or = { $a } of { $b }
hud-claim-prompt = Na deze zet mag je remise claimen wegens { $claims }.
hud-claim-draw = Remise claimen
hud-just-play = Gewoon de zet spelen
hud-claim-cancel = Annuleren

## Het toetsenoverzicht (? of F1): de naam van elke toets (…-key) en wat hij doet

keys-title = Toetsen
keys-close = Sluiten (Esc)
keys-board = Bord (elke modus)
keys-arrows-key = Pijltjes
keys-arrows = veldcursor verplaatsen
keys-pick-key = Enter, Spatie
keys-pick = stuk eronder oppakken / daar neerzetten
keys-put-down-key = Esc
keys-put-down = stuk loslaten, keuzevenster sluiten
keys-promotion-key = Q R B N
keys-promotion = promotiestuk kiezen
keys-flip-key = F
keys-flip = bord draaien
keys-reset-camera-key = R
keys-reset-camera = camera terugzetten
keys-turn-board-key = T
keys-turn-board = bord draaien naar wie aan zet is
keys-view-key = V
keys-view = 3D- of 2D-weergave
keys-game = Partij (Spelen)
keys-new-game-key = Ctrl+N
keys-new-game = nieuwe partij (N als de partij voorbij is)
keys-take-back-key = Ctrl+Z
keys-take-back = terugnemen
keys-hint-key = H
keys-hint = tip
keys-draw-key = Ctrl+D
keys-draw = remise claimen als het mag, anders aanbieden
keys-resign-key = Ctrl+R
keys-resign = opgeven
keys-pause-key = P
keys-pause = pauzeren of verdergaan (partij tussen computers)
keys-type-move-key = M
keys-type-move = zet typen (SAN of UCI), Enter om te spelen
keys-earlier-later-key = Page Up / Page Down
keys-earlier-later = vorige / volgende stelling
keys-first-last-key = Home / End
keys-first-last = eerste stelling / terug naar de partij
keys-settings-key = S
keys-settings = instellingen
keys-games-key = G
keys-games = partijen: opslaan, laden, FEN
keys-panels = Panelen en modi
keys-next-field-key = Tab / Shift+Tab
keys-next-field = volgende / vorige knop of veld
keys-press-key = Spatie, Enter
keys-press = knop indrukken
keys-leave-field-key = Esc
keys-leave-field = veld of knop verlaten (toetsen gaan weer naar het bord)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Spelen, Leren, Puzzels, Bewerken
keys-help-key = ? of F1
keys-help = deze lijst
keys-dialogs = Dialoogvensters
keys-dialog-enter-key = Enter
keys-dialog-enter = de hoofdknop (Starten, Opgeven, Aan de slag…)
keys-dialog-escape-key = Esc
keys-dialog-escape = het venster sluiten
keys-dialog-choose-key = Pijl omhoog / omlaag
keys-dialog-choose = volgende of vorige tegenstander, antwoord of regel van een lijst

## De modusbalk

mode-play = Spelen
mode-learn = Leren
mode-puzzles = Puzzels
mode-edit = Bewerken

## The welcome on the first start
welcome-title = Welkom bij Gambit
welcome-question = Hoe goed ken je schaken?
welcome-new = Ik ben nieuw met schaken
welcome-moves = Ik weet hoe de stukken bewegen
welcome-often = Ik speel vaak
welcome-analyse = Ik wil analyseren
welcome-later = Esc start zoals altijd. Leren, Spelen, Puzzels en Bewerken staan altijd in de balk boven in het paneel.
