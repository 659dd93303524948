# Gambits woorden in het Nederlands (vertaald uit de Engelse catalogus; zie GLOSSARY.md).
# Ids zeggen waarvoor de tekst is; argumenten zijn waarden die het spel doorgeeft
# ($move, $reason, …).

## De kleuren en de stukken

color-white = Wit
color-black = Zwart
role-pawn = pion
role-knight = paard
role-bishop = loper
role-rook = toren
role-queen = dame
role-king = koning
san-king = K
san-queen = D
san-rook = T
san-bishop = L
san-knight = P
# The built-in engine's levels, as the player picks them.
level-gentle = Zacht
level-easy = Makkelijk
level-normal = Normaal
level-hard = Moeilijk
level-master = Meester

## Geweigerde zetten en verzoeken

move-not-allowed = Niet toegestaan — { $move }: { $reason }
refusal-game-over = De partij is afgelopen.
refusal-not-your-move = Je bent niet aan zet.
refusal-take-back-tournament = Toernooimodus: zetten terugnemen kan niet.
refusal-nothing-to-take-back = Er is geen zet van jou om terug te nemen.
# $piece: a piece-on-square or a bare square (piece-on-square below).
piece-on-square = { $role } van { $color } op { $square }
touch-move-move = Aanraken is zetten. Aangeraakt: { $piece }. Dat stuk moet je nu zetten.
touch-move-capture = Aanraken is zetten. Aangeraakt: { $piece }. Dat stuk moet je nu slaan.
touch-move-capture-with = Aanraken is zetten. Aangeraakt: { $piece } en { $target }. Sla het ene met het andere.

## Lessen en puzzels

try-nothing-to-show = Vanaf hier valt niets te laten zien: druk op ‘Opnieuw beginnen’ en probeer het nog eens.

## De nabespreking

review-by-builtin = de ingebouwde engine
review-by-depth = { $who }, diepte { $depth }
review-replaced = { $error }. De ingebouwde engine doet nu de nabespreking.
review-stopped = De nabespreking is gestopt: { $error }.

## Waarom een zet tegen de regels is (na "Niet toegestaan — e2e5:")

illegal-game-over = De partij is afgelopen.
illegal-no-piece = Er staat geen stuk van jou op { $square }.
illegal-not-your-turn = { $color } is aan zet.
illegal-wrong-way = Zo beweegt dat stuk niet.
illegal-path-blocked = De weg is versperd door het stuk op { $square }.
illegal-own-piece = Je kunt je eigen stuk niet slaan.
illegal-king-would-be-in-check = Je koning zou dan schaak staan vanaf { $square }.
illegal-in-check = Je staat schaak vanaf { $square } en deze zet doet daar niets aan.
illegal-castling-king-moved = Je kunt niet rokeren: je koning heeft al bewogen.
illegal-castling-rook-moved = Je kunt niet aan die kant rokeren: die toren heeft al bewogen.
illegal-castling-in-check = Je kunt niet rokeren als je schaak staat.
illegal-castling-blocked = Je kunt niet rokeren: { $square } tussen koning en toren is bezet.
illegal-castling-through-check = Je kunt niet rokeren: de koning zou over { $square } gaan, en dat veld wordt aangevallen.
illegal-castling-into-check = Je kunt niet rokeren: de koning zou op { $square } komen, en dat veld wordt aangevallen.
illegal-en-passant-expired = En passant slaan kan alleen direct nadat de pion twee velden is opgerukt.
illegal-promotion-needed = Een pion die de laatste rij bereikt, moet promoveren: kies een dame, toren, loper of paard.
illegal-bad-promotion = Alleen een pion die de laatste rij bereikt, kan promoveren, tot dame, toren, loper of paard.
illegal-no-such-piece = Geen { $role } van jou kan naar { $square }.
illegal-ambiguous = Meer dan één stuk kan die zet doen: zeg welk (bijv. Nbd2).
illegal-bad-notation = ‘{ $text }’ is geen zet (gebruik SAN zoals Nf3, O-O, e8=Q of UCI zoals e2e4).

## Geweigerde remiseclaims en -aanbiedingen

claim-threefold = drievoudige herhaling
claim-fifty-moves = de 50-zettenregel
request-not-claimable-threefold = Remise door drievoudige herhaling kan nu niet geclaimd worden.
request-not-claimable-fifty-moves = Remise door de 50-zettenregel kan nu niet geclaimd worden.
request-no-offer = Er is geen remiseaanbod om aan te nemen.

## Hoe een partij eindigde (de statusregel, het venster na de partij)

ending-checkmate = { $winner } wint door schaakmat
ending-stalemate = Remise door pat
ending-insufficient-material = Remise — geen van beiden kan nog mat zetten
ending-seventy-five-moves = Remise door de 75-zettenregel (elk 75 zetten zonder slagzet of pionzet)
ending-fivefold = Remise door vijfvoudige herhaling
ending-claimed = Remise door { $claim } (geclaimd door { $by })
ending-agreement = Remise in onderling overleg
ending-resignation = { $loser } heeft opgegeven
ending-timeout = { $winner } wint op tijd
ending-timeout-draw = Remise — de tijd van { $loser } is om, maar { $winner } kan geen mat meer zetten

## De statusregel tijdens de partij

status-your-move = Jij bent aan zet
status-computer-to-move = { $color } (computer) aan zet
status-to-move = { $color } aan zet
status-check = Schaak! { $who }
status-paused = { $who } (gepauzeerd)

## Waarom een les een poging weigert (geschreven voor een kind)

lesson-rook-way = Een toren gaat alleen recht: vooruit, achteruit of opzij.
lesson-bishop-way = Een loper gaat alleen schuin.
lesson-queen-way = Een dame gaat recht of schuin, maar nooit in een L.
lesson-knight-way = Daar komt het paard niet in één zet: het springt twee velden, en dan één opzij.
lesson-king-way = De koning gaat maar één veld tegelijk.
lesson-pawn-way = Een pion gaat recht vooruit: één veld, of twee bij zijn eerste zet.
lesson-pawn-takes-diagonally = Een pion gaat alleen schuin als hij een stuk slaat.
lesson-blocked-own = Je { $role } op { $square } staat in de weg. Alleen het paard kan springen.
lesson-blocked-theirs = Op { $square } staat een { $role } van de tegenstander in de weg. Alleen het paard kan springen.
lesson-own-piece = Je kunt je eigen stuk niet slaan.
lesson-leaves-king-in-check = Dan staat je koning schaak door een { $role } op { $square }.
lesson-still-in-check = Je koning staat nog steeds schaak door een { $role } op { $square }.
lesson-gives-check = Dat zou schaak geven, en hier kan de tegenstander daar niets tegen doen.
lesson-escape-move = Kom uit het schaak door je koning te verzetten.
lesson-escape-block = Kom uit het schaak door er een stuk tussen te zetten.
lesson-escape-capture = Kom uit het schaak door het stuk te slaan dat schaak geeft.
lesson-not-mate = Dat is geen schaakmat.
lesson-no-mate-in-time = Dat is geen mat in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }: de koning kan nog ontsnappen.
lesson-stalemate = Dat is pat: dan wordt het remise!
castle-king-side = aan de koningsvleugel (korte rokade)
castle-queen-side = aan de damevleugel (lange rokade)
lesson-castle-now = Je kunt nu rokeren: rokeer { $side }.
lesson-castle-other-side = Niet die kant: rokeer deze keer { $side }.
lesson-loses-castling = Als die koning of toren beweegt, kun je nooit meer aan die kant rokeren.
lesson-castle-king-moved = Je kunt niet rokeren: je koning heeft al bewogen.
lesson-castle-rook-moved = Je kunt niet aan die kant rokeren: die toren heeft al bewogen.
lesson-castle-in-check = Je kunt niet rokeren: je koning staat schaak.
lesson-castle-blocked = Je kunt niet rokeren: { $square } tussen koning en toren moet leeg zijn.
lesson-castle-through-attack = Je kunt niet rokeren: je koning zou over { $square } gaan, en dat veld wordt aangevallen.
lesson-castle-into-check = Je kunt niet rokeren: je koning zou op { $square } schaak komen te staan.
lesson-en-passant-now = Sla die pion en passant: jouw pion gaat schuin achter hem.
lesson-en-passant-too-late = Te laat: en passant mag alleen direct nadat de pion twee velden is opgerukt.
lesson-promote-now = Je pion kan de laatste rij halen: laat hem promoveren!
lesson-promote-to = Kies deze keer een { $role }: kijk wat dat stuk vanaf daar kan.
lesson-wrong-square = Dat is { $clicked }. Zoek { $asked }: ga opzij naar lijn { $file }, dan omhoog naar rij { $rank }.
lesson-click-the-square = Klik gewoon op het veld: deze keer geen zetten.
lesson-not-a-capture = Sla een van de stukken van de tegenstander.
lesson-not-best-capture = Met die slagzet win je niet het meest.
lesson-not-best-move = Er is hier een betere zet: denk aan de tip!
lesson-off-tip = Die zet volgt deze tip niet. Lees hem nog eens en probeer iets anders!
lesson-king-waits = Laat je pion staan: zet met je koning en wacht op je kans.
lesson-no-check = Die zet geeft geen schaak. Zoek een zet die de koning aanvalt!
lesson-not-the-move = Dat is niet { $move }. Lees de zet nog eens: welk stuk, en naar welk veld?
lesson-wins-nothing = Die zet wint niets. Zoek nog eens naar de truc!
lesson-leaves-piece = Daarna slaat het stuk op { $from } ({ $taker }) je stuk op { $on } ({ $target }) gratis.
lesson-still-in-danger = Daarna wint de tegenstander nog steeds iets van je.
lesson-bad-trade = Je geeft een { $gave } ({ $gave_value }) voor een { $got } ({ $got_value }): tel eerst, voordat je slaat!
lesson-throws-away-win = Daarna kan de koning van de tegenstander je pion tegenhouden: het zou maar remise worden.
lesson-lets-pawn-through = Daarna is de pion niet meer tegen te houden: hij zou een dame worden.
lesson-done = Deze heb je al opgelost!

## Waarom een puzzel een poging weigert

puzzle-weaker = Die niet: er is een sterkere zet dan { $tried }. Kijk nog eens.
puzzle-mates = Die niet: na { $tried } is { $reply } schaakmat.
puzzle-takes = Die niet: na { $tried } slaat { $reply } je { $role }.
puzzle-done = Opgelost! Ga door naar de volgende puzzel.

## Een stuk met kleur en soort (binnen een zin)

piece-white-pawn = witte pion
piece-white-knight = wit paard
piece-white-bishop = witte loper
piece-white-rook = witte toren
piece-white-queen = witte dame
piece-white-king = witte koning
piece-black-pawn = zwarte pion
piece-black-knight = zwart paard
piece-black-bishop = zwarte loper
piece-black-rook = zwarte toren
piece-black-queen = zwarte dame
piece-black-king = zwarte koning

## Waarom een opgezette stelling niet gespeeld kan worden (de editor)

problem-no-king = { $color } heeft geen koning
problem-kings = { $color } heeft { $count ->
        [2] twee
        [3] drie
        [4] vier
       *[other] { $count }
    } koningen
problem-pawn-first-rank = Een pion kan niet op de eerste rij staan (de { $pawn } op { $square })
problem-pawn-last-rank = Een pion kan niet op de laatste rij staan (de { $pawn } op { $square })
problem-pawns = { $color } heeft { $count } pionnen; een kant heeft er hoogstens 8
problem-pieces = { $color } heeft { $count } stukken; een kant heeft er hoogstens 16
problem-promotions = { $color } heeft meer dames, torens, lopers of paarden dan de ontbrekende pionnen kunnen zijn geworden
problem-castling-king-side = Voor rokade aan de koningsvleugel moet de koning op { $king } en de toren op { $rook } staan
problem-castling-queen-side = Voor rokade aan de damevleugel moet de koning op { $king } en de toren op { $rook } staan
problem-en-passant = Geen pion kan net twee velden zijn opgerukt, dus en passant op { $square } kan niet
problem-opposite-check = De kant die niet aan zet is, staat schaak (koning van { $color }, { $other } aan zet)
problem-checked-by-many = De koning van { $color } staat schaak door { $count } stukken tegelijk; één zet geeft hoogstens dubbelschaak
problem-impossible-check = De koning van { $color } staat schaak op een manier die geen enkele zet kan geven

## De coach: waarom een tip goed is, wat een zet toelaat, wat de tegenstander dreigt

hint-mates = { $move } is schaakmat.
hint-wins-material = { $move } wint materiaal: { $role } op { $square }.
hint-promotes = { $move } laat de pion promoveren tot { $role }.
hint-threatens-mate = { $move } dreigt mat met { $mate }.
hint-saves = { $move } brengt je aangevallen { $role } op { $square } in veiligheid.
hint-defends = { $move } verdedigt je aangevallen { $role } op { $square }.
hint-threatens = { $move } valt aan: { $role } op { $square }.
hint-castles = { $move } rokeert en brengt je koning in veiligheid.
hint-develops = { $move } ontwikkelt je { $role }.
hint-check = { $move } geeft schaak.
hint-trades = { $move } ruilt je { $role } tegen een { $target } op { $square }.
hint-improves = { $move } is de keus van de engine: deze zet verbetert je stelling.
warning-mate-in-one = Dan volgt mat in één: { $mate }
warning-en-prise = Je { $role } op { $square } kan dan geslagen worden door een { $attacker } op { $from }
threat-mate = { $color } dreigt mat met { $mate }
threat-capture = { $color } dreigt te slaan: { $role } op { $square }

## Puzzelthema's

theme-mate-in-1 = Mat in één
theme-mate-in-2 = Mat in twee
theme-mate-in-3 = Mat in drie
theme-mate = Vind het mat
theme-hanging-piece = Sla het hangende stuk
theme-fork = Een vork: val twee stukken tegelijk aan
theme-pin = Een penning: het stuk kan niet weg zonder meer te verliezen
theme-skewer = Een spies: val door een stuk heen het stuk erachter aan
theme-discovered-attack = Een aftrekaanval: zet één stuk weg en val aan met een ander
theme-back-rank = Mat op de achterste rij
theme-best-move = Vind de beste zet

## De nieuwsregel van het bord (ook voorgelezen door schermlezers)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Laatste zet: { $piece } { $from }–{ $to }.
news-last-move-bare = Laatste zet: { $from }–{ $to }.
news-check = De koning van { $color } staat schaak.
news-checkmate = De koning van { $color } staat schaakmat.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: leeg
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, opgepakt
news-square-take = { $square }: { $piece }, je kunt dit stuk slaan
news-square-move = { $square }: leeg, je kunt hierheen

## Meldingen over de bestanden van de speler (bij het starten); $error, $reason: de woorden van het systeem

notice-another-copy = Er draait nog een Gambit met dezelfde opslagmap: je sterren en je puzzeltraining worden getoond, maar niets wat je hier doet wordt opgeslagen (de partij van de andere Gambit blijft ongemoeid).
notice-cannot-save = Gambit kan hier niet opslaan ({ $error }): deze partij, de sterren van de lessen en de puzzelresultaten worden niet opgeslagen.
notice-game-kept = Je onafgemaakte partij is bewaard: je vindt hem onder ‘Partijen…’, bij de recente partijen.
notice-game-not-kept = Je onafgemaakte partij kon niet bij de recente partijen worden opgeborgen ({ $error }), dus gaat hij hier verder in plaats van een nieuwe.
notice-last-game-not-filed = Je laatste partij kon niet bij de recente partijen worden opgeborgen ({ $error }); hij blijft in { $path } en deze keer wordt niets opgeslagen (deze partij, de sterren van de lessen, de puzzelresultaten).
notice-saved-game-unreadable = Je opgeslagen partij kon niet gelezen worden ({ $reason }); hij is bewaard als { $path } en er is een nieuwe partij begonnen.
notice-settings-unreadable = Het instellingenbestand was onleesbaar ({ $reason }); de standaardwaarden worden gebruikt en het oude bestand is bewaard als { $path }.
notice-stars-damaged = Je sterren van de lessen konden niet gelezen worden: { $error }. Je begint weer zonder sterren.
notice-stars-damaged-kept = Je sterren van de lessen konden niet gelezen worden: { $error } (bewaard als { $path }). Je begint weer zonder sterren.
notice-training-damaged = Je puzzeltraining kon niet gelezen worden: { $error }. Die begint weer helemaal opnieuw.
notice-training-damaged-kept = Je puzzeltraining kon niet gelezen worden: { $error } (bewaard als { $path }). Die begint weer helemaal opnieuw.
notice-stars-unreadable = Je sterren van de lessen konden niet gelezen worden ({ $error }); wat je nu doet, wordt niet opgeslagen.
notice-training-unreadable = Je puzzeltraining kon niet gelezen worden ({ $error }); wat je nu doet, wordt niet opgeslagen.
notice-record-damaged = Je partijresultaten konden niet gelezen worden: { $error }. De telling begint weer bij nul.
notice-record-damaged-kept = Je partijresultaten konden niet gelezen worden: { $error } (bewaard als { $path }). De telling begint weer bij nul.
notice-record-unreadable = Je partijresultaten konden niet gelezen worden ({ $error }); wat je nu doet, wordt niet opgeslagen.
notice-puzzles-left-out = { $count ->
        [one] { $count } van je puzzels kon niet gelezen worden en is weggelaten.
       *[other] { $count } van je puzzels konden niet gelezen worden en zijn weggelaten.
    }
notice-training-repaired = Sommige waarden in je puzzeltraining waren beschadigd (misschien is de klok van de computer teruggezet); ze zijn rechtgezet en de rest is bewaard.

## Wat niet opgeslagen kon worden (in hud-cannot-save: ‘Gambit kon niet opslaan: …’)

unsaved-finished-game = een uitgespeelde partij
unsaved-game = de partij
unsaved-stars = je sterren van de lessen
unsaved-training = je puzzeltraining
unsaved-record = je partijresultaten
unsaved-settings = de instellingen
unsaved-no-thread = alles – geen thread om mee te schrijven

## Een bestand waar de speler om vroeg (Opslaan als PGN, de nabespreking met commentaar)
# $path: the file; $reason: the system's reason.
export-saved = Opgeslagen in { $path }.
export-failed = Kon niet opslaan in { $path }: { $reason }.

## Een uiterlijk dat niet bruikbaar is (het spel gaat verder met het ingebouwde)
# $reason: the file's or the system's reason; $name: the theme's or style's name.
look-themes-none = Er zijn geen bordthema's gevonden: { $reason }. Het ingebouwde uiterlijk wordt gebruikt.
look-styles-none = Er zijn geen stukkenstijlen gevonden: { $reason }. Het ingebouwde uiterlijk wordt gebruikt.
look-theme-unusable = Het bordthema ‘{ $name }’ kan niet gebruikt worden: { $reason }. In plaats daarvan wordt het ingebouwde houten bord getoond.
look-theme-missing = Er is geen bordthema ‘{ $name }’. In plaats daarvan wordt het ingebouwde houten bord getoond.
look-style-unusable = De stukkenstijl ‘{ $name }’ kan niet gebruikt worden: { $reason }. In plaats daarvan worden de ingebouwde Staunton-stukken getoond.
look-style-missing = Er is geen stukkenstijl ‘{ $name }’. In plaats daarvan worden de ingebouwde Staunton-stukken getoond.
look-shader-unreadable = De shader assets/shaders/fast_material.wgsl kan niet gelezen worden; de ingebouwde kopie wordt gebruikt.
look-shader-not-wgsl = De shader assets/shaders/fast_material.wgsl is geen WGSL; de ingebouwde kopie wordt gebruikt.
look-shader-unfit = De shader assets/shaders/fast_material.wgsl past niet bij het materiaal van het spel; de ingebouwde kopie wordt gebruikt.
look-shader-broken = De shader assets/shaders/fast_material.wgsl compileert niet; de ingebouwde kopie wordt gebruikt.

## Een externe engine waarbij iets misging (zinnen zonder punt; de aanroeper zet die erachter)
# $path: the program; $reason, $why, $status, $said: the system's or the engine's own words.
engine-start = De engine op { $path } kon niet gestart worden: { $reason }
engine-not-uci = De engine op { $path } is geen UCI-engine ({ $why })
engine-exited = De engine op { $path } is onverwacht gestopt ({ $status })
engine-exited-saying = De engine op { $path } is onverwacht gestopt ({ $status }): { $said }
# $awaited: the UCI word it did not send (uciok, readyok, bestmove); $seconds: a number.
engine-timeout = De engine op { $path } antwoordde niet op tijd (geen ‘{ $awaited }’ na { $seconds } s)
engine-illegal-move = De engine op { $path } stuurde een niet-toegestane zet { $move } in stelling { $fen }
engine-no-move = De engine op { $path } stuurde geen zet in stelling { $fen }, terwijl daar toegestane zetten zijn
engine-bad-request = De engine op { $path } is niet om een zet gevraagd: { $reason }

## Een FEN die niet gebruikt kan worden (de getypte of geplakte tekst)
fen-empty = Geen FEN: de tekst is leeg.
fen-board = Geen FEN: de stukkenopstelling (eerste deel) klopt niet.
fen-turn = Geen FEN: wie aan zet is (tweede deel) moet w of b zijn.
fen-castling = Geen FEN: het rokadedeel moet - zijn of letters uit KQkq.
fen-en-passant = Geen FEN: het en-passantdeel moet - zijn of een veld zoals e3.
fen-halfmove-clock = Geen FEN: de teller van halve zetten moet een getal zijn.
fen-fullmoves = Geen FEN: het zetnummer moet een positief getal zijn.
fen-fields = Geen FEN: er zijn zes delen nodig, zoals rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: the position's problems (problem-… messages), joined by "; ".
fen-illegal = Geen geldige schaakstelling: { $problems }.

## Een partij uit een PGN-bestand die voortijdig stopt (binnen games-cannot-open en games-stopped-early)
# $error: a fen-… message.
pgn-bad-fen = De FEN-tag is onbruikbaar. { $error }
# $ply: the half-move, from 1; $move: as written in the file; $reason: an illegal-… message.
pgn-bad-move = Halve zet { $ply } ({ $move }): { $reason }
# $at: the text there; $damage: one of the messages below.
pgn-damaged = De tekst van de partij is beschadigd bij halve zet { $ply } ({ $at }): { $damage }.
pgn-unclosed-comment = een commentaar {"{"} wordt nooit gesloten
pgn-unclosed-variation = een variant ( wordt nooit gesloten
pgn-unclosed-tag = een tag [ wordt nooit gesloten
pgn-too-long = de partij is langer dan { $bytes } bytes; de rest is overgeslagen
pgn-not-pgn = dit is geen PGN: er konden geen tags of zetten gelezen worden
# $reason: the PGN reader's own words.
pgn-unreadable = onleesbare PGN: { $reason }

## De beoordeling van de opgezette stelling (de editor)
# $color: color-white or color-black.
eval-checkmate = Schaakmat: { $color } wint.
eval-stalemate = Pat: remise.
# $evaluation: one of the four below or eval-mates; $line: the best moves ("30... h6 31. Ra8+").
eval-line = { $evaluation }. Beste variant (diepte { $depth }): { $line }
eval-mates = { $color } geeft mat in { $moves }
# $value: the evaluation in pawns from White's view ("+0.35").
eval-equal = { $value }: ongeveer gelijk
eval-slightly-better = { $value }: { $color } staat iets beter
eval-better = { $value }: { $color } staat beter
eval-winning = { $value }: { $color } staat gewonnen
eval-no-thread = De engine kon niet starten: { $reason }

## Waar een puzzel uit de eigen partijen van de speler vandaan komt (binnen puzzles-you-played)
# $opponent: a level (level-…) or an engine's name; $date: the date message; $move: a number.
source-against-level = Je partij tegen ‘{ $opponent }’ op { $date }, zet { $move }
source-against-engine = Je partij tegen { $opponent } op { $date }, zet { $move }
source-own = Je partij op { $date }, zet { $move }
# $month: one of the month-… messages.
date = { $day } { $month } { $year }
month-jan = jan.
month-feb = feb.
month-mar = mrt.
month-apr = apr.
month-may = mei
month-jun = jun.
month-jul = jul.
month-aug = aug.
month-sep = sep.
month-oct = okt.
month-nov = nov.
month-dec = dec.

## De namen van de meegeleverde uiterlijken (een eigen thema of stijl toont de naam uit zijn bestand)
theme-name-wood = Hout
theme-name-blue = Blauw
theme-name-green = Groen
theme-name-high-contrast = Hoog contrast
style-name-staunton = Staunton-stukken
style-name-diagram = Diagram

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Die regel is geen tekst: schrijf de naam van een veld, zoals e4.
protocol-not-text-move = Die regel is geen tekst: schrijf een zet, zoals e2e4.
protocol-too-long-square = Die regel is te lang (meer dan { $bytes } bytes): schrijf de naam van een veld, zoals e4.
protocol-too-long-move = Die regel is te lang (meer dan { $bytes } bytes): schrijf een zet, zoals e2e4.
protocol-not-a-square = '{ $text }' is geen veldnaam zoals e4.
protocol-not-a-move = '{ $text }' is geen zet: schrijf hem zoals e2e4.
