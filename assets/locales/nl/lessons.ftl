# Lessons (nl): titles, intros, instructions, praise and tips. English: engine/data/lessons/*.toml.

## board
lesson-board-title = Het bord
lesson-board-intro = Het schaakbord heeft 64 velden, en elk veld heeft een naam. Die gaan we leren!
lesson-board-1-instruction = De lijnen lopen van onder naar boven en hebben de letters a tot h, van links naar rechts. De rijen lopen van links naar rechts en hebben de nummers 1 tot 8, van onder naar boven. De naam van een veld is eerst de letter en dan het nummer. Klik op e4!
lesson-board-1-praise = Ja, dat is e4!
lesson-board-2-instruction = De hoek linksonder ligt op lijn a en rij 1. Klik op a1.
lesson-board-2-praise = Goed zo: op a1 begint de witte toren.
lesson-board-3-instruction = Als je het bord neerzet, moet het hoekveld rechts van elke speler licht zijn. Klik op de lichte hoek rechts van Wit!
lesson-board-3-praise = Licht rechts: denk eraan als je een echt bord neerzet.
lesson-board-4-instruction = Nu de hoek aan de overkant: lijn h, rij 8. Klik op h8.
lesson-board-4-praise = Goed gedaan!
lesson-board-5-instruction = Zoek d5: ga opzij naar lijn d, dan omhoog naar rij 5.
lesson-board-5-praise = Perfect!
lesson-board-6-instruction = Op welk veld staat de witte koning? Klik erop.
lesson-board-6-praise = Klopt: de witte koning begint op e1.
lesson-board-7-instruction = En de zwarte koning? Klik op zijn veld.
lesson-board-7-praise = Klopt: de zwarte koning begint op e8, recht tegenover de witte koning.

## rook
lesson-rook-title = De toren
lesson-rook-intro = De toren gaat recht: vooruit, achteruit of opzij, zo ver als hij wil.
lesson-rook-1-instruction = De toren gaat vooruit, achteruit of opzij, zo ver als hij wil. Zet hem op de ster!
lesson-rook-1-praise = Goed zo, gelukt!
lesson-rook-2-instruction = Pak allebei de sterren. De toren kan in één zet niet de hoek om: pak ze een voor een.
lesson-rook-2-praise = Twee sterren in twee zetten!
lesson-rook-3-instruction = Pak alle drie de sterren in zo weinig mogelijk zetten.
lesson-rook-3-praise = Mooie route!
lesson-rook-4-instruction = Je eigen pionnen staan de toren in de weg: een toren kan niet over stukken springen. Zoek een weg eromheen!
lesson-rook-4-praise = Je hebt de weg eromheen gevonden!

## bishop
lesson-bishop-title = De loper
lesson-bishop-intro = De loper gaat schuin, zo ver als hij wil. Hij blijft de hele partij op velden van één kleur.
lesson-bishop-1-instruction = De loper glijdt over de diagonalen. Zet hem op de ster!
lesson-bishop-1-praise = Goed gedaan!
lesson-bishop-2-instruction = Pak allebei de sterren. Volg de diagonalen!
lesson-bishop-2-praise = Mooi gezigzagd!
lesson-bishop-3-instruction = Drie sterren. Ze staan allemaal op donkere velden, net als je loper.
lesson-bishop-3-praise = Een loper verlaat nooit zijn kleur, en daar heb je goed gebruik van gemaakt!
lesson-bishop-4-instruction = Je pion verspert de loper de weg naar g5. Kun je toch allebei de sterren pakken?
lesson-bishop-4-praise = Goed nagedacht!

## queen
lesson-queen-title = De dame
lesson-queen-intro = De dame is het sterkste stuk: ze gaat als een toren en als een loper samen.
lesson-queen-1-instruction = De dame gaat recht en schuin, zo ver als ze wil. Pak de ster!
lesson-queen-1-praise = Makkelijk voor een dame!
lesson-queen-2-instruction = Twee sterren: één schuine zet, één rechte zet.
lesson-queen-2-praise = Twee zetten, twee sterren!
lesson-queen-3-instruction = Pak alle drie de sterren in zo weinig mogelijk zetten.
lesson-queen-3-praise = Wat een dame!
lesson-queen-4-instruction = Je pion staat de dame in de weg: ze kan er niet overheen springen. Maak ruimte, of ga eromheen!
lesson-queen-4-praise = De dame is vrij!

## knight
lesson-knight-title = Het paard
lesson-knight-intro = Het paard springt in een L: twee velden in één richting, dan één veld opzij. Het is het enige stuk dat over andere stukken kan springen.
lesson-knight-1-instruction = Het paard springt in een L-vorm: twee velden, dan één opzij. Spring op de ster!
lesson-knight-1-praise = Hop! Goed gedaan.
lesson-knight-2-instruction = De ster is te ver voor één sprong. Kom er in twee sprongen!
lesson-knight-2-praise = Twee sprongen, precies op de ster!
lesson-knight-3-instruction = Je paard is omringd door zijn eigen pionnen. Alleen een paard kan eroverheen springen: spring op de ster!
lesson-knight-3-praise = Paarden springen overal overheen!
lesson-knight-4-instruction = Pak alle drie de sterren. Plan je sprongen!
lesson-knight-4-praise = Jij denkt als een paard!

## king
lesson-king-title = De koning
lesson-king-intro = De koning is het belangrijkste stuk. Hij gaat maar één veld tegelijk, in elke richting.
lesson-king-1-instruction = De koning doet één stap, in elke richting. Stap op de ster!
lesson-king-1-praise = Goede stap!
lesson-king-2-instruction = Loop met de koning naar allebei de sterren, stap voor stap.
lesson-king-2-praise = Mooie wandeling!
lesson-king-3-instruction = De koning mag nooit op een veld komen dat een stuk van de tegenstander aanvalt. Let op de loper op a4!
lesson-king-3-praise = Veilig en wel!
lesson-king-4-instruction = De toren op c4 bewaakt zijn hele rij en zijn hele lijn. Pak de sterren zonder in zijn baan te lopen!
lesson-king-4-praise = Slimme koning!

## pawn
lesson-pawn-title = De pion
lesson-pawn-intro = Pionnen gaan recht vooruit, één veld tegelijk. Bij zijn allereerste zet mag een pion twee velden gaan.
lesson-pawn-1-instruction = Bij zijn eerste zet mag een pion één of twee velden vooruit. Haal de ster in één zet!
lesson-pawn-1-praise = Twee velden in één keer!
lesson-pawn-2-instruction = Pionnen gaan alleen vooruit. Haal de ster zo snel als je kunt.
lesson-pawn-2-praise = Voorwaarts, mars!
lesson-pawn-3-instruction = Twee pionnen, twee sterren.
lesson-pawn-3-praise = Goed gespeeld!
lesson-pawn-4-instruction = Een pion kan niet recht vooruit slaan: hij slaat één veld schuin vooruit. Sla het paard!
lesson-pawn-4-praise = Pionnen slaan schuin: nu weet je het!
lesson-pawn-5-instruction = Een pion kan niet vooruit als er een stuk vlak voor hem staat. Welke pion kan de ster pakken?
lesson-pawn-5-praise = Slimme pionzetten!

## capture
lesson-capture-title = Slaan
lesson-capture-intro = Je slaat een stuk van de tegenstander door op zijn veld te gaan staan. Het gaat dan van het bord.
lesson-capture-1-instruction = Zet je toren op de zwarte toren om hem te slaan!
lesson-capture-1-praise = Hebbes!
lesson-capture-2-instruction = Sla allebei de zwarte stukken. Je koning kan helpen!
lesson-capture-2-praise = Twee stukken geslagen!
lesson-capture-3-instruction = Pionnen slaan één veld schuin vooruit. Sla allebei de zwarte stukken met je pionnen!
lesson-capture-3-praise = Sterke pionnen!
lesson-capture-4-instruction = Sla alle zwarte stukken met je dame, in zo weinig mogelijk zetten.
lesson-capture-4-praise = De dame heeft opgeruimd!

## check
lesson-check-title = Schaak
lesson-check-intro = Als een koning wordt aangevallen, staat hij schaak. Je moet meteen uit het schaak komen: zet de koning weg, zet er een stuk tussen, of sla de aanvaller.
lesson-check-1-instruction = Je koning staat schaak door de toren op e8! Kom uit het schaak door je koning naar een veilig veld te zetten.
lesson-check-1-praise = Je koning is veilig!
lesson-check-2-instruction = Weer schaak! Blokkeer het deze keer: zet een van je stukken tussen de toren en je koning.
lesson-check-2-praise = Geblokkeerd!
lesson-check-3-instruction = Schaak door de toren! Kom uit het schaak door het stuk te slaan dat schaak geeft.
lesson-check-3-praise = De aanvaller is weg!
lesson-check-4-instruction = De toren geeft schaak vlak naast je koning, en niets dekt hem. Je koning kan hem slaan!
lesson-check-4-praise = Koningen kunnen ook slaan!

## mate
lesson-mate-title = Schaakmat
lesson-mate-intro = Schaakmat is schaak zonder uitweg: de koning kan niet weg, er kan niets tussen, en de aanvaller kan niet geslagen worden. Met schaakmat win je de partij!
lesson-mate-1-instruction = De zwarte koning zit vast achter zijn eigen pionnen. Zet hem mat in één zet!
lesson-mate-1-praise = Mat op de achterste rij!
lesson-mate-2-instruction = Je koning neemt de vluchtvelden weg. Zet nu mat met de dame!
lesson-mate-2-praise = Dame en koning samen: schaakmat!
lesson-mate-3-instruction = De ene toren bewaakt een rij; de andere kan schaak geven op de laatste rij. Schaakmat!
lesson-mate-3-praise = Twee torens maken een ladder!
lesson-mate-4-instruction = De zwarte koning is omringd door zijn eigen stukken. Vind het mat met het paard!
lesson-mate-4-praise = Stikmat: de koning had geen ruimte om te ademen!
lesson-mate-5-instruction = Je dame en je loper mikken allebei op f7. Schaakmat!
lesson-mate-5-praise = Dat is het beroemde herdersmat!
lesson-mate-6-instruction = Jij speelt met Zwart. Wit heeft twee zwakke pionzetten gedaan. Mat in één zet!
lesson-mate-6-praise = Gekkenmat: het snelste schaakmat dat er bestaat!
lesson-mate-7-instruction = Mat in twee zetten. Breng eerst je koning dichterbij, geef dan schaak!
lesson-mate-7-praise = Een mat dat je vooruit hebt gepland!

## castling
lesson-castling-title = De rokade
lesson-castling-intro = Rokeren is een speciale zet van de koning en een toren samen: de koning gaat twee velden naar de toren toe, en de toren springt over naar de andere kant van de koning.
lesson-castling-1-instruction = Rokeer aan de koningsvleugel: zet je koning twee velden naar de toren op h1.
lesson-castling-1-praise = Je koning zit veilig weggestopt!
lesson-castling-2-instruction = Rokeer nu aan de damevleugel: de koning twee velden naar de toren op a1.
lesson-castling-2-praise = Lange rokade, gelukt!
lesson-castling-3-instruction = Je koning mag niet over een veld gaan dat een stuk van de tegenstander aanvalt. Aan welke kant kun je rokeren?
lesson-castling-3-praise = Klopt: de loper hield de korte rokade tegen, maar niet de lange!
lesson-castling-4-instruction = Je kunt niet rokeren als je koning schaak staat. Blokkeer eerst het schaak, zonder de koning of de toren te verzetten, en rokeer dan!
lesson-castling-4-praise = Eerst veiligheid, dan rokeren!

## en-passant
lesson-en-passant-title = En passant
lesson-en-passant-intro = Als een pion twee velden oprukt en vlak naast jouw pion terechtkomt, mag jouw pion hem slaan alsof hij maar één veld was gegaan. Maar alleen bij de zet direct daarna!
lesson-en-passant-1-instruction = De zwarte pion is net van d7 naar d5 gegaan, vlak naast jouw pion. Sla hem en passant: jouw pion gaat naar d6!
lesson-en-passant-1-praise = En passant, als een echte prof!
lesson-en-passant-2-instruction = Zet je koning en wacht. Als de zwarte pion twee velden oprukt naast jouw pion, sla hem dan en passant!
lesson-en-passant-2-praise = Je was er klaar voor!
lesson-en-passant-3-instruction = De pion op d5 staat daar al lang, dus het is te laat om hem en passant te slaan. Zet je koning en houd de pion op f7 in de gaten!
lesson-en-passant-3-praise = Je greep je kans op het juiste moment!

## promotion
lesson-promotion-title = Promotie
lesson-promotion-intro = Als een pion de overkant van het bord bereikt, wordt hij een dame, een toren, een loper of een paard: jij kiest!
lesson-promotion-1-instruction = Breng je pion naar de laatste rij en laat hem promoveren tot dame!
lesson-promotion-1-praise = Een gloednieuwe dame!
lesson-promotion-2-instruction = Een pion kan ook promoveren door schuin een stuk te slaan. Sla de toren en krijg een dame!
lesson-promotion-2-praise = Toren weg, dame erbij!
lesson-promotion-3-instruction = Hier is een paard beter dan een dame! Promoveer tot paard: het geeft schaak en valt tegelijk de dame aan.
lesson-promotion-3-praise = Een paardvork: volgende zet sla jij de dame!
lesson-promotion-4-instruction = Een nieuwe dame zou de zwarte koning hier geen enkele zet laten, en dat is remise. Promoveer daarom tot toren!
lesson-promotion-4-praise = Een toren, en de winst is nog steeds van jou!

## draws
lesson-draws-title = Pat
lesson-draws-intro = Als de speler die aan zet is niet schaak staat, maar geen enkele toegestane zet heeft, is dat pat, en wordt het remise. Sta je te winnen? Pas dan op dat je niet pat zet!
lesson-draws-1-instruction = Mat in één zet, maar pas op: sommige damezetten laten de zwarte koning helemaal geen zet meer over. Dat is pat!
lesson-draws-1-praise = Schaakmat, geen pat!
lesson-draws-2-instruction = De zwarte koning kan nu niet bewegen. Bijna elke zet zou pat zijn! Vind de zet die mat zet.
lesson-draws-2-praise = Gevonden!
lesson-draws-3-instruction = Mat in twee zetten, zonder dat het onderweg pat wordt.
lesson-draws-3-praise = Voorzichtig en sterk!

## values
lesson-values-title = Wat de stukken waard zijn
lesson-values-intro = Een pion is 1 waard, een paard of een loper 3, een toren 5 en een dame 9. Tel voordat je slaat!
lesson-values-1-instruction = Je paard kan een pion (1) of de dame (9) slaan. Sla het stuk dat het meest waard is!
lesson-values-1-praise = Negen punten!
lesson-values-2-instruction = De toren op d5 wordt gedekt door een pion: als je dame hem slaat, slaat de pion je dame. Met welke slagzet win je het meest?
lesson-values-2-praise = Goed geteld: geef nooit een dame voor een toren!
lesson-values-3-instruction = Allebei de zwarte stukken zijn gedekt. Reken de ruil uit: wat sla je, en wat geef je terug?
lesson-values-3-praise = Een toren voor een loper: een goede ruil!
lesson-values-4-instruction = Je kunt de dame slaan met je pion of met je dame. Wat is beter?
lesson-values-4-praise = Sla met het kleinste stuk!

## tips
lesson-tips-title = Goede gewoontes
lesson-tips-intro = Een paar tips om vanaf de allereerste zet goed te spelen. Speel in elke stelling een goede zet die de tip volgt.
lesson-tips-1-instruction = Beheers het centrum! Stukken in het midden bereiken meer velden. Zet een centrumpion twee velden vooruit.
lesson-tips-1-praise = Een sterke start in het centrum!
lesson-tips-1-off-tip = De centrumpionnen staan op d2 en e2: zet er een twee velden vooruit.
lesson-tips-2-instruction = Breng je paarden en lopers vroeg in het spel. Ontwikkel een paard naar het centrum!
lesson-tips-2-praise = Je paard doet mee!
lesson-tips-2-off-tip = Breng een paard in het spel, naar het midden van het bord.
lesson-tips-3-instruction = Rokeer vroeg: dan staat je koning veilig achter zijn pionnen, en komt een toren naar het midden.
lesson-tips-3-praise = Koning veilig, toren klaar!
lesson-tips-3-off-tip = Rokeer! Zet je koning twee velden naar de toren op h1.
lesson-tips-4-instruction = Vraag je voor elke zet af: wat dreigt de laatste zet van mijn tegenstander? De pion op d4 valt je paard aan!
lesson-tips-4-praise = Je zag de dreiging op tijd!
lesson-tips-5-instruction = Breng je dame niet te vroeg naar buiten: kleinere stukken kunnen haar opjagen. Breng liever een paard of een loper naar buiten.
lesson-tips-5-praise = De dame kan wachten!
lesson-tips-5-off-tip = Nog niet de dame! Breng een paard of een loper naar buiten.
lesson-tips-6-instruction = Tel voordat je slaat! De pion op e5 wordt één keer aangevallen, door je paard, maar twee keer gedekt. Als je hem slaat, verlies je je paard voor een pion. Doe een goede zet die hem niet slaat.
lesson-tips-6-praise = Goed geteld: Zwart krijgt geen paard cadeau!

## give-check
lesson-give-check-title = Schaak geven
lesson-give-check-intro = Je geeft schaak als een van je stukken de koning van de tegenstander aanvalt. De tegenstander moet daar meteen iets aan doen, dus schaak is een sterke zet om te kennen!
lesson-give-check-1-instruction = Je dame gaat recht en schuin, zo ver als ze wil. Geef de zwarte koning schaak!
lesson-give-check-1-praise = Schaak! De dame reikt ver.
lesson-give-check-2-instruction = De toren valt aan over zijn hele rij en zijn hele lijn. Zet hem op dezelfde rij of lijn als de zwarte koning.
lesson-give-check-2-praise = Schaak met de toren!
lesson-give-check-3-instruction = Je loper glijdt over de diagonalen. Zoek een veld van waaruit hij recht op de zwarte koning kijkt.
lesson-give-check-3-praise = De loper geeft schaak van ver weg!
lesson-give-check-4-instruction = Het paard springt in een L-vorm. Spring naar een veld van waaruit het de koning aanvalt.
lesson-give-check-4-praise = Schaak met het paard! Niets kan een paard in de weg staan.
lesson-give-check-5-instruction = Pionnen vallen één veld schuin vooruit aan. Zet een pion vooruit zodat hij de koning aanvalt.
lesson-give-check-5-praise = Zelfs een kleine pion kan schaak geven!
lesson-give-check-6-instruction = Je paard staat tussen je toren en de zwarte koning. Zet het paard weg, en de toren geeft schaak!
lesson-give-check-6-praise = Een aftrekschaak: het ene stuk gaat weg, het andere valt aan!
lesson-give-check-7-instruction = Geef schaak met de dame vanaf een veld waar ze ook de zwarte toren aanvalt.
lesson-give-check-7-praise = Schaak, en de toren wordt ook aangevallen! Volgende zet kun je hem slaan.
lesson-give-check-8-instruction = Je paard wordt aangevallen. Spring naar een veld waar het de koning schaak geeft en ook de dame aanvalt!
lesson-give-check-8-praise = Schaak, en de dame wordt aangevallen! De koning moet weg, en dan is de dame van jou.
lesson-give-check-9-instruction = Jij speelt met Zwart. Geef de witte koning schaak met je paard.
lesson-give-check-9-praise = Schaak met het paard!
lesson-give-check-10-instruction = Jij speelt met Zwart. Je paard staat op de diagonaal tussen je loper en de witte koning. Zet het paard weg en geef aftrekschaak!
lesson-give-check-10-praise = Aftrekschaak! De loper stond achter het paard te wachten.

## check-in-two
lesson-check-in-two-title = Schaak, en nog eens schaak
lesson-check-in-two-intro = Op een schaak moet de tegenstander meteen reageren. Geef schaak, en als de koning weggaat, geef dan weer schaak! Het tweede schaak kan een stuk winnen dat de koning niet kan redden, of zelfs mat zijn.
lesson-check-in-two-1-instruction = Geef de koning schaak met je toren op de achterste rij. Als de koning opzij stapt, wat blijft er dan achter hem staan?
lesson-check-in-two-1-praise = De koning ging weg, en de toren achter hem was van jou!
lesson-check-in-two-2-instruction = De zwarte koning zit vast achter zijn eigen pionnen. Geef schaak op de achterste rij, en dan nog een keer!
lesson-check-in-two-2-praise = Schaak, een stuk ertussen, en weer schaak: mat!
lesson-check-in-two-3-instruction = Jij speelt met Zwart. De witte koning zit vast achter zijn pionnen. Geef hem schaak op de achterste rij, twee keer!
lesson-check-in-two-3-praise = Het paard ging ertussen, je toren sloeg het met schaak, en dat was mat!
lesson-check-in-two-4-instruction = Spring met je paard en geef schaak. Dan heeft je toren een schaak waarmee de partij uit is!
lesson-check-in-two-4-praise = Schaak met het paard, schaak met de toren: mat met twee schaakzetten!
lesson-check-in-two-5-instruction = Jij speelt met Zwart. Geef eerst schaak met je paard. Dan geeft een van je lopers het laatste schaak.
lesson-check-in-two-5-praise = De koning liep de hoek in, recht in je val: mat!
lesson-check-in-two-6-instruction = Geef de koning schaak met je dame. Als hij naar voren stapt, geeft je loper het tweede schaak.
lesson-check-in-two-6-praise = Schaak met de dame, schaak met de loper, en de koning kon nergens heen!
lesson-check-in-two-7-instruction = Jij speelt met Zwart. Geef schaak met je paard om de koning terug te drijven. Geef hem dan schaak op de achterste rij!
lesson-check-in-two-7-praise = De koning ging terug, en je toren zette hem daar mat.
lesson-check-in-two-8-instruction = Jij speelt met Zwart. Geef je paard weg met schaak! Als de pion het slaat, heeft je dame een schaak dat mat is.
lesson-check-in-two-8-praise = Een paard voor de hele partij: mat!
lesson-check-in-two-9-instruction = Geef eerst schaak met je toren. Zoek dan een schaak met je dame op dezelfde diagonaal als de zwarte dame!
lesson-check-in-two-9-praise = De koning moest opzij, en de dame achter hem viel. Schaak, schaak, dame!
lesson-check-in-two-10-instruction = Jij speelt met Zwart. Geef schaak met je toren. Als de witte toren ertussen gaat, lokt een schaak met je loper de koning bij die toren weg!
lesson-check-in-two-10-praise = De koning sloeg je loper, en jij sloeg de toren: 5 voor 3!
lesson-check-in-two-11-instruction = Geef eerst schaak met je loper. Dan kan je toren de koning schaak geven en tegelijk het paard aanvallen!
lesson-check-in-two-11-praise = Schaak, en dan een torenschaak dat ook het paard aanviel: het was van jou.
lesson-check-in-two-12-instruction = Jaag de koning op met een schaak van je dame. Dan wint een torenschaak iets groots: kijk wat er achter de koning staat!
lesson-check-in-two-12-praise = De koning stapte opzij, en je toren sloeg de dame achter hem!
lesson-check-in-two-13-instruction = Jij speelt met Zwart. Na een schaak met je loper staan de koning en de toren op f2 achter elkaar. Maar de witte loper valt je toren aan: red hem met schaak!
lesson-check-in-two-13-praise = Twee keer schaak, en de toren op f2 was van jou!
lesson-check-in-two-14-instruction = Begin met een schaak van je dame. Vind je drie schaakzetten achter elkaar die eindigen in mat?
lesson-check-in-two-14-praise = Je gaf je dame weg, en de toren zette mat!
lesson-check-in-two-15-instruction = Jij speelt met Zwart. De witte koning staat helemaal onbeschermd. Drie schaakzetten achter elkaar zetten hem mat, en de eerste is met een loper!
lesson-check-in-two-15-praise = Loper, pion, loper: drie keer schaak en mat!

## fork
lesson-fork-title = De vork
lesson-fork-intro = Bij een vork valt één stuk twee stukken van de tegenstander tegelijk aan. Je tegenstander kan er maar één redden, dus het andere win jij!
lesson-fork-1-instruction = Zoek een paardzet die de koning schaak geeft en tegelijk de loper aanvalt.
lesson-fork-1-praise = Een paardvork! De koning moet weg, en de loper is van jou.
lesson-fork-2-instruction = Jij speelt met Zwart. Zoek een paardsprong die schaak geeft en ook de witte dame aanvalt.
lesson-fork-2-praise = Schaak, en de dame werd aangevallen: nu is ze van jou!
lesson-fork-3-instruction = Jij speelt met Zwart. Je paard kan de koning schaak geven en tegelijk de toren aanvallen. Zoek het veld!
lesson-fork-3-praise = De koning stapte opzij, en jij sloeg de toren!
lesson-fork-4-instruction = Jij speelt met Zwart. Geef schaak met je dame vanaf een veld waar ze ook de loper aanvalt.
lesson-fork-4-praise = Eerst schaak, dan de loper. Goed gedaan!
lesson-fork-5-instruction = Jij speelt met Zwart. Je toren kan de koning schaak geven en op dezelfde rij de loper aanvallen.
lesson-fork-5-praise = Een torenvork! De loper was niet meer te redden.
lesson-fork-6-instruction = Jij speelt met Zwart. Eén loperzet valt tegelijk de witte dame en een toren aan. Zoek hem!
lesson-fork-6-praise = De dame had geen veilig veld meer. Prachtige vork!
lesson-fork-7-instruction = Geef de koning schaak met je dame vanaf een veld waar ze ook de loper aanvalt.
lesson-fork-7-praise = Een damevork op koning en loper!
lesson-fork-8-instruction = Zet een pion vooruit zodat hij twee zwarte stukken tegelijk aanvalt.
lesson-fork-8-praise = Een pionvork! Een kleine pion viel twee grote stukken aan.
lesson-fork-9-instruction = Jij speelt met Zwart. Je paard kan een pion slaan met schaak en ook de toren in de hoek aanvallen.
lesson-fork-9-praise = Schaak, en dan de toren: een perfecte paardvork!
lesson-fork-10-instruction = Jij speelt met Zwart. Zet een pion vooruit zodat hij twee witte stukken tegelijk aanvalt.
lesson-fork-10-praise = Pionvork! Maar één stuk kon ontsnappen.
lesson-fork-11-instruction = Je dame kan de toren in de hoek en een loper tegelijk aanvallen. Zoek het veld!
lesson-fork-11-praise = Twee stukken aangevallen, en de toren is van jou!
lesson-fork-12-instruction = Jij speelt met Zwart. Je dame kan de toren in de hoek en het paard tegelijk aanvallen.
lesson-fork-12-praise = Een damevork! Je hebt de toren gewonnen.
lesson-fork-13-instruction = Zet je dame op een veld waar ze de zwarte toren en de loper tegelijk aanvalt.
lesson-fork-13-praise = Twee aanvallen met één zet: de loper is van jou!
lesson-fork-14-instruction = Jij speelt met Zwart. Spring met je paard naar een veld waar het de toren en de loper tegelijk aanvalt.
lesson-fork-14-praise = Een paardvork op toren en loper, en de toren is geslagen!
lesson-fork-15-instruction = Je dame kan het paard in het midden en de toren in de hoek tegelijk aanvallen.
lesson-fork-15-praise = Een damevork! Zwart verloor een stuk.

## pin
lesson-pin-title = De penning
lesson-pin-intro = Een penning is een aanval op een stuk dat niet weg kan, omdat er vlak achter een belangrijker stuk staat, vaak de koning. Een gepend stuk is makkelijk te winnen!
lesson-pin-1-instruction = Jij speelt met Zwart. De witte dame staat voor haar koning. Val haar aan met je loper, dan kan ze niet opzij!
lesson-pin-1-praise = De dame was gepend, dus ze was verloren!
lesson-pin-2-instruction = De zwarte dame staat op dezelfde diagonaal als de zwarte koning. Pen haar met je loper!
lesson-pin-2-praise = Gepend! De dame kon niet bij haar koning weg.
lesson-pin-3-instruction = Jij speelt met Zwart. Het witte paard staat op dezelfde lijn als zijn koning. Pen het met je toren, en win het dan.
lesson-pin-3-praise = Het gepende paard kon niet ontsnappen!
lesson-pin-4-instruction = Kan je loper de zwarte dame aanvallen terwijl de zwarte koning zich vlak achter haar verstopt?
lesson-pin-4-praise = De dame zat vast voor haar koning. Goed gespeeld!
lesson-pin-5-instruction = Jij speelt met Zwart. Het witte paard op d4 en de witte koning staan op één diagonaal. Pen het paard!
lesson-pin-5-praise = Het paard was gepend, en jij hebt het gewonnen!
lesson-pin-6-instruction = Jij speelt met Zwart. Het witte paard en de witte koning staan op dezelfde rij. Pen het paard met je toren!
lesson-pin-6-praise = Eerst pennen, dan slaan: het paard is van jou!
lesson-pin-7-instruction = De zwarte dame staat op dezelfde lijn voor haar koning. Pen haar met een toren!
lesson-pin-7-praise = Een penning met de toren won de dame!
lesson-pin-8-instruction = Jij speelt met Zwart. De witte koning en het paard staan op dezelfde rij. Pen het paard, en sla het dan.
lesson-pin-8-praise = De koning kon zijn paard niet op tijd redden!
lesson-pin-9-instruction = De zwarte dame en de zwarte koning staan op één diagonaal. Pen de dame met je loper!
lesson-pin-9-praise = De dame was aan haar koning gepend, dus ze was verloren!
lesson-pin-10-instruction = De zwarte toren en de zwarte koning staan op één diagonaal. Pen de toren met je loper!
lesson-pin-10-praise = De gepende toren kon niet weglopen!
lesson-pin-11-instruction = Jij speelt met Zwart. Het witte paard op g3 staat voor zijn koning. Pen het met je loper!
lesson-pin-11-praise = Het paard was gepend, en nu is het van jou!
lesson-pin-12-instruction = Het zwarte paard en de zwarte koning staan op dezelfde rij. Pen het paard met je toren!
lesson-pin-12-praise = Je toren pende het paard en sloeg het!
lesson-pin-13-instruction = Het zwarte paard op e5 staat op een diagonaal voor zijn koning. Pen het met je loper!
lesson-pin-13-praise = Een penning met de loper won het paard!
lesson-pin-14-instruction = Een zwart paard staat op een diagonaal voor zijn koning. Pen het, en win het dan!
lesson-pin-14-praise = Het paard kon niet weg, dus jij sloeg het!

## notation
lesson-notation-title = Zetten lezen en schrijven
lesson-notation-intro = Schakers schrijven hun zetten op met letters en veldnamen. K is de koning, D de dame, T een toren, L een loper en P een paard; een pion krijgt helemaal geen letter. De zettenlijst van Gambit toont een klein plaatje van elk stuk in plaats van de letter; kies Letters bij Instellingen, onder Zetten, om daar ook de letters te zien.
lesson-notation-1-instruction = Een pionzet schrijf je met alleen het veld waar de pion naartoe gaat. Speel e4: zet de pion voor je koning naar e4.
lesson-notation-1-praise = Dat is e4, een prima eerste zet!
lesson-notation-2-instruction = P staat voor paard. Waar gaat de zet Pf3 naartoe? Klik op dat veld.
lesson-notation-2-praise = Ja: Pf3 betekent dat een paard naar f3 gaat.
lesson-notation-3-instruction = Jij speelt met Zwart. Speel Pc6: een paard gaat naar c6.
lesson-notation-3-praise = Pc6: het paard dekt je pion op e5.
lesson-notation-4-instruction = L staat voor loper. Waar gaat de zet Lc4 naartoe? Klik op dat veld.
lesson-notation-4-praise = Klopt: Lc4 zet een loper op c4.
lesson-notation-5-instruction = Speel Lb5: je loper gaat naar b5.
lesson-notation-5-praise = Lb5! Je loper is eruit en staat klaar.
lesson-notation-6-instruction = D staat voor dame. Waar gaat de zet Dg4 naartoe? Klik op dat veld.
lesson-notation-6-praise = Ja: Dg4 zet de dame op g4.
lesson-notation-7-instruction = T staat voor toren. Speel Td1: je toren gaat naar d1.
lesson-notation-7-praise = Td1: de toren schoof over de eerste rij.
lesson-notation-8-instruction = K staat voor koning. Waar gaat de zet Kf2 naartoe? Klik op dat veld.
lesson-notation-8-praise = Klopt: de koning stapt naar f2.
lesson-notation-9-instruction = Een x betekent dat het stuk iets slaat. Als een pion slaat, schrijven we eerst de letter van zijn lijn. Speel exd5: je e-pion slaat op d5.
lesson-notation-9-praise = exd5: de e-pion sloeg de pion op d5.
lesson-notation-10-instruction = Speel Pxe5: je paard slaat de pion op e5.
lesson-notation-10-praise = Pxe5: paard slaat op e5!
lesson-notation-11-instruction = Rokeren heeft een eigen teken. O-O betekent rokeren aan de koningsvleugel, de korte rokade. Speel O-O!
lesson-notation-11-praise = O-O: je koning staat veilig in de hoek.
lesson-notation-12-instruction = Bij een promotie schrijven we het veld, dan = en het nieuwe stuk. Speel e8=D: je pion bereikt e8 en wordt een dame.
lesson-notation-12-praise = e8=D: een nieuwe dame!

## coordinates
lesson-coordinates-title = Zoek de velden
lesson-coordinates-intro = Sterke spelers kennen de naam van elk veld zonder te tellen. Oefen het: zoek elk veld zo snel als je kunt!
lesson-coordinates-1-instruction = Even opwarmen: eerst de letter, dan het cijfer. Klik op c6.
lesson-coordinates-1-praise = Ja, c6! Nu tegen de klok.
lesson-coordinates-2-instruction = Klik op elk veld zodra het genoemd wordt. Hoeveel vind je er in 30 seconden?
lesson-coordinates-2-praise = De tijd is om! Probeer het nog eens en verbeter je beste score.
lesson-coordinates-3-instruction = Nu zit je aan de kant van Zwart, dus het bord is omgedraaid: a1 is ver weg aan je rechterkant. Klik op a1.
lesson-coordinates-3-praise = Klopt: de namen blijven hetzelfde, alleen je plaats verandert.
lesson-coordinates-4-instruction = Aan de kant van Zwart is rij 8 het dichtst bij jou. Klik op f7.
lesson-coordinates-4-praise = Goed gevonden!
lesson-coordinates-5-instruction = Nog een keer de oefening, vanaf de kant van Zwart. Hoeveel velden vind je in 30 seconden?
lesson-coordinates-5-praise = De tijd is om! Nu ken je het bord van beide kanten.

## opening
lesson-opening-title = Openingsregels
lesson-opening-intro = Begin goed: zet pionnen in het centrum, breng paarden en lopers naar buiten, rokeer vroeg, laat je dame thuis, zet geen stuk zonder reden twee keer en verbind je torens. Speel twee korte partijen!
lesson-opening-1-instruction = Partij 1: jij bent Wit. De zwarte dame kwam heel vroeg naar buiten. Straf dat af: breng een paard naar buiten dat haar aanvalt!
lesson-opening-1-praise = Je paard doet mee, en de dame moet vluchten!
lesson-opening-1-off-tip = Goed, maar één paard kan naar buiten komen en tegelijk de dame aanvallen. Zoek het!
lesson-opening-2-instruction = De dame vluchtte naar a5. Neem nu het centrum: zet een pion twee velden vooruit, naar het midden.
lesson-opening-2-praise = Je pion staat midden op het bord!
lesson-opening-2-off-tip = Zet de pion voor je dame twee velden vooruit, naar het midden.
lesson-opening-3-instruction = Eerst de paarden! Breng je andere paard naar buiten, naar het midden toe.
lesson-opening-3-praise = Allebei de paarden zijn eruit!
lesson-opening-3-off-tip = Goed, maar het paard op g1 staat nog thuis. Breng dat eerst naar buiten.
lesson-opening-4-instruction = Je paarden zijn eruit. Breng nu een loper naar buiten!
lesson-opening-4-praise = Weer een stuk meer in het spel!
lesson-opening-4-off-tip = Zet een loper weg van de achterste rij, niet een stuk dat al buiten staat.
lesson-opening-5-instruction = Rokeer vroeg! Je koning verstopt zich achter zijn pionnen, en een toren komt dichter bij het midden.
lesson-opening-5-praise = Koning veilig, toren klaar!
lesson-opening-5-off-tip = Rokeer nu: zet je koning twee velden naar de toren op h1.
lesson-opening-6-instruction = Zet niet zonder reden twee keer met hetzelfde stuk. Eén stuk slaapt nog thuis: maak je loper op c1 wakker!
lesson-opening-6-praise = Al je paarden en lopers zijn eruit!
lesson-opening-6-off-tip = Je loper op c1 heeft nog niet gezet. Breng liever die naar buiten.
lesson-opening-7-instruction = Verbind je torens: alleen de dame staat nog tussen ze in. Zet haar één veld omhoog, zodat de torens elkaar kunnen zien.
lesson-opening-7-praise = Je torens zijn verbonden. Je opening is klaar!
lesson-opening-7-off-tip = Zet de dame weg van de achterste rij, één veld omhoog, zodat er niets meer tussen je torens staat.
lesson-opening-8-instruction = Jij speelt met Zwart. Partij 2 begint! Pak jouw deel van het centrum: zet een centrumpion twee velden vooruit.
lesson-opening-8-praise = Je pion komt in het midden!
lesson-opening-8-off-tip = Goede zet, maar de tip vraagt om een pion precies in het midden: die voor je koning of die voor je dame.
lesson-opening-9-instruction = Jij speelt met Zwart. Wit sloeg je pion. Terugslaan met de dame is verleidelijk, maar het witte paard zou haar opjagen, net als in partij 1. Breng liever een paard naar buiten!
lesson-opening-9-praise = Je paard komt naar buiten en valt de pion op d5 aan!
lesson-opening-9-off-tip = Laat je dame voorlopig thuis. Breng het paard naar buiten dat de pion op d5 kan aanvallen.
lesson-opening-10-instruction = Jij speelt met Zwart. Win je pion terug met het paard: het komt precies in het midden te staan. Een stuk twee keer zetten mag best als je er iets mee wint!
lesson-opening-10-praise = Pion terug, en je paard staat in het centrum!
lesson-opening-10-off-tip = Sla de pion op d5 met je paard, en laat de dame veilig thuis.
lesson-opening-11-instruction = Jij speelt met Zwart. Breng je loper van c8 naar een goed veld.
lesson-opening-11-praise = Je loper doet mee!
lesson-opening-11-off-tip = Zoek een veld waar de loper veilig staat en naar het midden kijkt: probeer f5.
lesson-opening-12-instruction = Jij speelt met Zwart. Je loper op f8 zit vast achter een pion. Zet die pion één veld vooruit om een deur voor hem te openen.
lesson-opening-12-praise = De deur voor je loper staat open!
lesson-opening-12-off-tip = Zet de pion voor je koning één veld vooruit: dan kan de loper op f8 naar buiten.
lesson-opening-13-instruction = Jij speelt met Zwart. Wit heeft gerokeerd. Breng je loper van f8 naar buiten, dan kan je koning ook rokeren.
lesson-opening-13-praise = Nu staat er niets meer tussen je koning en je toren!
lesson-opening-13-off-tip = Breng de loper op f8 naar buiten: dat is het stuk tussen je koning en je toren.
lesson-opening-14-instruction = Jij speelt met Zwart. Je koning staat nog in het midden. Rokeer nu het nog kan!
lesson-opening-14-praise = Je koning staat veilig in de hoek!
lesson-opening-14-off-tip = Rokeer: zet je koning twee velden naar de toren op h8.

## protection
lesson-protection-title = Bescherm je stukken
lesson-protection-intro = Als je tegenstander een van je stukken aanvalt, laat het dan niet zomaar slaan! Je kunt het wegzetten, het dekken of er een stuk tussen zetten.
lesson-protection-1-instruction = Een zwarte pion valt je paard aan. Zoek een veilig veld voor je paard!
lesson-protection-1-praise = Je paard is weer veilig.
lesson-protection-2-instruction = Het zwarte paard valt je dame aan! Zet haar op een veilig veld.
lesson-protection-2-praise = Pff, de dame is ontsnapt!
lesson-protection-3-instruction = De zwarte loper valt je toren aan, en niets dekt hem. Red de toren!
lesson-protection-3-praise = De toren is veilig ontsnapt.
lesson-protection-4-instruction = Jij speelt met Zwart. Een witte pion valt je paard aan. Waar kan het naartoe?
lesson-protection-4-praise = Goed zo, het paard is buiten gevaar.
lesson-protection-5-instruction = De zwarte dame valt je paard aan, en het paard heeft geen veilig veld. Dek het!
lesson-protection-5-praise = Als de dame nu slaat, slaat een pion haar terug.
lesson-protection-6-instruction = De zwarte dame valt je paard aan de rand aan. Het kan niet vluchten, dus dek het!
lesson-protection-6-praise = Het paard is nu gedekt.
lesson-protection-7-instruction = De zwarte loper valt je paard aan, en het paard kan niet weg omdat je koning erachter staat. Dek het!
lesson-protection-7-praise = Goed gedaan, het paard is gedekt.
lesson-protection-8-instruction = De zwarte loper valt je toren in de hoek aan, en de toren zit vast. Zet er een stuk tussen!
lesson-protection-8-praise = Geblokkeerd! De loper kan nu niet meer bij je toren.
lesson-protection-9-instruction = De zwarte loper valt je toren van ver weg aan. Zet er een stuk tussen!
lesson-protection-9-praise = Mooi geblokkeerd, de toren is veilig.
lesson-protection-10-instruction = Jij speelt met Zwart. De witte loper mikt op je toren in de hoek, en de toren kan niet weg. Blokkeer de lange diagonaal!
lesson-protection-10-praise = Geblokkeerd! Je toren staat veilig achter de muur.

## hanging
lesson-hanging-title = Gratis stukken
lesson-hanging-intro = Soms laat je tegenstander een stuk ongedekt staan. Dan kun je het slaan zonder iets te verliezen! Maar kijk twee keer: als het stuk gedekt is, kan slaan je meer kosten dan je wint.
lesson-hanging-1-instruction = Jij speelt met Zwart. Een wit stuk staat op dezelfde rij als je dame, en niemand dekt het.
lesson-hanging-1-praise = Een gratis paard, en ook nog schaak!
lesson-hanging-2-instruction = Jij speelt met Zwart. Een wit stuk is te dicht bij je pionnen gekomen. Kan een pion het slaan?
lesson-hanging-2-praise = Een pion sloeg een paard. Prima ruil!
lesson-hanging-3-instruction = Jij speelt met Zwart. Je dame kijkt over een lange diagonaal. Wat wacht er helemaal aan het eind?
lesson-hanging-3-praise = Een hele toren, gratis!
lesson-hanging-4-instruction = Jij speelt met Zwart. Zoek een wit stuk dat helemaal niet gedekt is.
lesson-hanging-4-praise = Je pakte de loper. Niemand kon terugslaan!
lesson-hanging-5-instruction = Een zwart stuk is je kamp binnengelopen. Wordt het door iemand gedekt?
lesson-hanging-5-praise = De loper is weg, en het kostte je niets.
lesson-hanging-6-instruction = Een zwart stuk staat vlak naast je koning. Is het gedekt?
lesson-hanging-6-praise = Je koning sloeg de loper. Dappere koning!
lesson-hanging-7-instruction = Een zwart stuk staat diep in je stelling. Sla het voordat het ontsnapt!
lesson-hanging-7-praise = Een gratis loper! Kijk altijd welk stuk je tegenstander heeft laten hangen.
lesson-hanging-8-instruction = De zwarte dame is tot op je achterste rij gekomen. Is ze gedekt?
lesson-hanging-8-praise = Je won de dame voor niets!
lesson-hanging-9-instruction = Jij speelt met Zwart. Je paard staat dicht bij een wit stuk dat niemand dekt.
lesson-hanging-9-praise = Het paard sloeg een toren in de hoek!
lesson-hanging-10-instruction = Jij speelt met Zwart. Je paard kan iets slaan. Kan Wit terugslaan?
lesson-hanging-10-praise = Een gratis loper. Goed gezien!
lesson-hanging-11-instruction = Jij speelt met Zwart. Een wit paard is vlak bij je koning gesprongen. Kun je het gratis slaan?
lesson-hanging-11-praise = Het paard is weg, en Wit kan niet terugslaan.
lesson-hanging-12-instruction = Kijk naar de zwarte stukken voor je. Welk stuk wordt niet gedekt?
lesson-hanging-12-praise = Een gratis paard, en nu wordt ook de dame aangevallen!
lesson-hanging-13-instruction = Het lijkt alsof je twee zwarte stukken kunt slaan. Een ervan wordt gedekt door een pion. Sla het stuk dat echt gratis is!
lesson-hanging-13-praise = Goed zo! Het andere was een val.
lesson-hanging-14-instruction = Jij speelt met Zwart. Je dame kan twee witte stukken slaan. Een ervan is gedekt. Welk stuk is gratis?
lesson-hanging-14-praise = Goede keus! Als je het paard had geslagen, was je je dame kwijt geweest.
lesson-hanging-15-instruction = Het paard slaan met je toren kost te veel: een pion dekt het. Maar het paard kan niet weg. Val het aan met iets kleins!
lesson-hanging-15-praise = Een klein pionnetje won het paard dat vastzat!

## trades
lesson-trades-title = Goed ruilen
lesson-trades-intro = Een pion is 1 waard, een paard of een loper 3, een toren 5 en een dame 9. Tel voordat je slaat wie het stuk aanvalt en wie het dekt. Sla alleen als je meer wint dan je teruggeeft!
lesson-trades-1-instruction = Je toren en je paard kunnen allebei een zwart stuk slaan. Tel wie de stukken dekt voordat je slaat!
lesson-trades-1-praise = Goed zo! De loper was ongedekt. Als je toren het paard had geslagen, had je 5 voor 3 gegeven.
lesson-trades-2-instruction = Een pion dekt de zwarte toren op d5. Je dame en je loper kunnen hem allebei slaan. Met welke ruil win je?
lesson-trades-2-praise = Een loper (3) voor een toren (5): je staat 2 punten voor! Met de dame zou je 9 voor 5 geven.
lesson-trades-3-instruction = Jij speelt met Zwart. Een pion dekt het witte paard op d5. Sla het met je stuk dat het minst waard is!
lesson-trades-3-praise = Een pion (1) voor een paard (3). Sla met het kleinste stuk dat kan!
lesson-trades-4-instruction = Jij speelt met Zwart. Een pion dekt de witte toren op d3. Je dame en je paard kunnen hem allebei slaan. Tel eerst!
lesson-trades-4-praise = Een paard (3) voor een toren (5): een goede ruil. De dame had 9 gekost.
lesson-trades-5-instruction = Jij speelt met Zwart. Je toren kan de pion op d4 slaan, maar tel wie hem dekt! Verlies je door te slaan, loop dan met je koning naar het midden.
lesson-trades-5-praise = Goed geteld! Je koning is op weg naar het midden.
lesson-trades-5-off-tip = Slaan op d4 kost je toren (5) voor een pion (1): de pion op c3 en de toren dekken hem. Loop met je koning naar f6 of f8.
lesson-trades-6-instruction = Jij speelt met Zwart. De witte toren op e4 valt je dame aan, en twee witte stukken dekken hem. Met welk van je stukken sla je hem het best?
lesson-trades-6-praise = Een loper (3) voor een toren (5), en je dame is ook veilig!
lesson-trades-7-instruction = Een pion dekt het zwarte paard op e5. Zoek de slagzet die het wint!
lesson-trades-7-praise = Een pion (1) voor een paard (3). Met je dame was je je dame kwijtgeraakt.
lesson-trades-8-instruction = Hier lijken twee slagzetten aantrekkelijk. Tel eerst wie er dekt! Verlies je erbij, breng dan een paard naar buiten of dek je pion op e4.
lesson-trades-8-praise = Goed geteld! Een goede zet in plaats van een slechte ruil.
lesson-trades-8-off-tip = Dxf6 geeft 9 voor 3 (een pion slaat terug) en Lxf7+ geeft 3 voor 1 (de koning slaat). Speel d3, Pc3 of Pe2.
lesson-trades-9-instruction = Je dame kan een pion pakken op a6 of d6, en je paard kan de toren op c6 slaan. Tel wat elke slagzet kost!
lesson-trades-9-praise = Een paard (3) voor een toren (5). Allebei de pionnen waren gedekt: de dame was verloren gegaan!
lesson-trades-10-instruction = Je toren, je loper en je koning kunnen allemaal iets slaan. Welk zwart stuk is helemaal niet gedekt?
lesson-trades-10-praise = Je koning sloeg het paard. Ook een koning kan slaan, als niets het stuk dekt!
lesson-trades-11-instruction = Jij speelt met Zwart. De witte loper valt je dame aan. Kun je hem slaan? En hoe zit het met het paard op c3?
lesson-trades-11-praise = De loper was ongedekt. Als je toren het paard had geslagen, had je 5 voor 3 gegeven.
lesson-trades-12-instruction = Jij speelt met Zwart. De loper op e4 wordt twee keer aangevallen, door je dame en je paard, en één keer gedekt. Begin met het juiste stuk!
lesson-trades-12-praise = Begin met het kleinste stuk! Als de toren je paard slaat, slaat je dame de toren.
lesson-trades-13-instruction = Jij speelt met Zwart. Je dame en loper kunnen pionnen pakken, maar tel wie ze dekt! Verlies je door te pakken, breng dan de loper naar buiten die nog thuis op c8 staat.
lesson-trades-13-praise = Goed gespeeld! Geen pionnen gepakt, en een stuk meer in het spel.
lesson-trades-13-off-tip = Een toren dekt b2, twee stukken dekken d4, en de koning en het paard dekken h2: elke slagzet verliest. Breng je loper van c8 naar een veilig veld.
lesson-trades-14-instruction = De pion op e5 lijkt makkelijk te slaan. Tel eerst wie hem dekt! Verlies je door te slaan, loop dan met je koning naar het midden.
lesson-trades-14-praise = Goed geteld! Als er nog maar weinig stukken over zijn, is de koning een sterk stuk.
lesson-trades-14-off-tip = Slaan op e5 kost je paard (3) voor een pion (1): de loper en de koning dekken hem. Speel Kf1 om je koning naar het midden te brengen.

## skewer
lesson-skewer-title = De spies
lesson-skewer-intro = Een spies is een aanval over een lijn op een groot stuk, met een ander stuk erachter. Het grote stuk moet opzij, en dan sla jij het stuk erachter!
lesson-skewer-1-instruction = Je toren kan schaak geven over een rij. Wat staat er op die rij achter de zwarte koning?
lesson-skewer-1-praise = De koning stapte opzij, en de toren erachter was van jou!
lesson-skewer-2-instruction = Geef de koning schaak met je loper, over een diagonaal die ook door een zwarte toren loopt.
lesson-skewer-2-praise = Een loperspies! Eerst de koning, dan de toren.
lesson-skewer-3-instruction = Jij speelt met Zwart. Geef schaak op de onderste rij. Kijk wat er achter de witte koning staat.
lesson-skewer-3-praise = Schaak, en de toren achter de koning viel!
lesson-skewer-4-instruction = Jij speelt met Zwart. De witte koning en een witte toren staan op dezelfde rij. Geef de koning schaak!
lesson-skewer-4-praise = De koning moest weg, en de toren bleef alleen achter.
lesson-skewer-5-instruction = Je loper kan de koning schaak geven vanaf een veld waar de dame zich vlak achter de koning verstopt.
lesson-skewer-5-praise = De koning ging weg, en jij sloeg de dame!
lesson-skewer-6-instruction = Jij speelt met Zwart. De witte koning en een toren staan op de achterste rij. Geef de koning daar schaak met een toren!
lesson-skewer-6-praise = Een torenspies! De koning vluchtte, en jij sloeg de toren.
lesson-skewer-7-instruction = Twee zwarte stukken staan op dezelfde lijn, de een achter de ander. Val het voorste aan met je toren!
lesson-skewer-7-praise = Het voorste stuk ging ervandoor, en het stuk erachter was van jou.
lesson-skewer-8-instruction = Jij speelt met Zwart. De witte dame staat op dezelfde lijn voor een loper. Val de dame aan met een toren!
lesson-skewer-8-praise = De dame moest vluchten, dus jij won een stuk!
lesson-skewer-9-instruction = Jij speelt met Zwart. Een witte loper en een wit paard staan op dezelfde lijn. Val ze aan met je toren!
lesson-skewer-9-praise = De loper ging weg, en het paard erachter was verloren.
lesson-skewer-10-instruction = Jij speelt met Zwart. Zet je toren op een lijn waar hij een loper aanvalt met een paard erachter.
lesson-skewer-10-praise = Gespiesd! Het paard was niet meer te redden.
lesson-skewer-11-instruction = De zwarte dame en een loper staan op dezelfde diagonaal. Val de dame aan met je loper!
lesson-skewer-11-praise = De dame ging ervandoor, en de loper achter haar was van jou.

## mate-patterns
lesson-mate-patterns-title = Matpatronen
lesson-mate-patterns-intro = Sommige matzetten komen steeds weer terug. Leer deze patronen, dan zie je ze in je eigen partijen!
lesson-mate-patterns-1-instruction = De zwarte koning heeft geen lucht: zijn eigen pionnen staan in de weg. Gebruik je toren!
lesson-mate-patterns-1-praise = Mat op de achterste rij!
lesson-mate-patterns-2-instruction = Jij speelt met Zwart. De witte koning zit ook vast achter zijn pionnen. Zet hem mat!
lesson-mate-patterns-2-praise = De achterste rij werkt ook voor Zwart!
lesson-mate-patterns-3-instruction = Zet je dame vlak voor de zwarte koning, op een veld waar je eigen koning haar dekt.
lesson-mate-patterns-3-praise = Dame en koning, een perfect team!
lesson-mate-patterns-4-instruction = Eén toren bewaakt al een hele lijn. De andere toren kan aan de rand schaak geven.
lesson-mate-patterns-4-praise = De ladder met twee torens!
lesson-mate-patterns-5-instruction = Jij speelt met Zwart. De witte koning zit opgesloten door zijn eigen toren en pionnen. Welk stuk kan erin springen?
lesson-mate-patterns-5-praise = Stikmat met het paard!
lesson-mate-patterns-6-instruction = Zwart vergat de zwakke pion naast de koning te dekken. Dame en loper vallen hem samen aan.
lesson-mate-patterns-6-praise = Herdersmat!
lesson-mate-patterns-7-instruction = Jij speelt met Zwart. Je dame en loper mikken allebei op dezelfde witte pion. Ook als je dame aangevallen wordt: kijk eerst naar schaakzetten!
lesson-mate-patterns-7-praise = Herdersmat andersom!
lesson-mate-patterns-8-instruction = Jij speelt met Zwart. Wit wil met de dame op f7 slaan, schaakmat! Houd dat tegen.
lesson-mate-patterns-8-praise = Goed verdedigd: vandaag geen snel mat!
lesson-mate-patterns-9-instruction = Mat in twee zetten. Je dame kan schaak geven, ook al wordt ze geslagen, want je toren staat vlak achter haar.
lesson-mate-patterns-9-praise = Een dappere dame en mat op de achterste rij!
lesson-mate-patterns-10-instruction = Mat in twee zetten. Klim de ladder op: de ene toren geeft schaak, de andere zet mat op de bovenste rij.
lesson-mate-patterns-10-praise = Stap voor stap de ladder op!
lesson-mate-patterns-11-instruction = Mat in twee zetten. Breng eerst je koning dichterbij om de dame te helpen. Pas op voor pat!
lesson-mate-patterns-11-praise = Koning en dame werkten samen!
lesson-mate-patterns-12-instruction = Mat in twee zetten. Geef je dame weg met schaak, zodat de zwarte koning ingemetseld wordt door zijn eigen stukken. Dan springt het paard!
lesson-mate-patterns-12-praise = Het beroemde stikmat!

## discovered-attack
lesson-discovered-attack-title = De aftrekaanval
lesson-discovered-attack-intro = Bij een aftrekaanval gaat een stuk opzij en maakt het de weg vrij voor de aanval van de toren, loper of dame erachter. Nu vallen twee stukken tegelijk aan!
lesson-discovered-attack-1-instruction = Je paard staat tussen je toren en de zwarte dame. Zet het weg met schaak!
lesson-discovered-attack-1-praise = Schaak van het paard, en de toren sloeg de dame!
lesson-discovered-attack-2-instruction = Je toren kijkt naar de zwarte dame, maar je paard staat in de weg. Spring weg met schaak!
lesson-discovered-attack-2-praise = Het paard gaf schaak en de toren won de dame!
lesson-discovered-attack-3-instruction = Je loper blokkeert de lijn van je dame naar een zwarte toren. Zet de loper met schaak!
lesson-discovered-attack-3-praise = Schaak met de loper, en de toren was van jou!
lesson-discovered-attack-4-instruction = Jij speelt met Zwart. Eén pionzet valt een groot stuk aan en opent een lijn voor je dame.
lesson-discovered-attack-4-praise = Twee aanvallen met één pionzet!
lesson-discovered-attack-5-instruction = Je paard op e5 staat tussen je loper en de zwarte loper op d6. Zet het weg en val tegelijk de dame aan!
lesson-discovered-attack-5-praise = De dame moest vluchten, en je loper sloeg de loper!
lesson-discovered-attack-6-instruction = Een paard staat tussen je loper en de zwarte dame. Zet het op een veilig veld!
lesson-discovered-attack-6-praise = De loper verstopte zich achter het paard. Goed zo!
lesson-discovered-attack-7-instruction = Je paard blokkeert de lijn tussen je toren en de zwarte dame. Zoek een goed veld voor het paard!
lesson-discovered-attack-7-praise = De toren achter het paard ving de dame!
lesson-discovered-attack-8-instruction = Jij speelt met Zwart. Zet een pion vooruit: hij valt een loper aan, en je dame krijgt een nieuw doelwit op haar rij.
lesson-discovered-attack-8-praise = De pionzet opende de lijn van je dame!
lesson-discovered-attack-9-instruction = Jij speelt met Zwart. Sla een stuk met de pion voor je toren. Wat valt de toren dan aan?
lesson-discovered-attack-9-praise = Je sloeg het paard, en de witte dame wordt aangevallen!
lesson-discovered-attack-10-instruction = Jij speelt met Zwart. Je toren staat tussen je loper en de witte dame. Zet de toren weg met schaak!
lesson-discovered-attack-10-praise = Schaak met de toren, en de loper sloeg de dame!

## queen-mate
lesson-queen-mate-title = Mat met de dame
lesson-queen-mate-intro = Een koning en een dame kunnen een eenzame koning altijd mat zetten. De dame duwt de koning naar de rand, je koning komt helpen, en je laat hem nooit zonder zet!
lesson-queen-mate-1-instruction = De koningen staan tegenover elkaar, dus de zwarte koning kan niet naar voren. Geef met je dame schaak langs de rand: schaakmat!
lesson-queen-mate-1-praise = Schaakmat aan de rand!
lesson-queen-mate-2-instruction = Zet je dame vlak naast de zwarte koning, op een veld waar je koning haar dekt. Pas op: één damezet is pat!
lesson-queen-mate-2-praise = De koning kan geen dame slaan die door jouw koning gedekt wordt!
lesson-queen-mate-3-instruction = Je dame houdt de koning op de laatste rij. Breng eerst je koning dichterbij en zet dan mat. Neem hem zijn laatste velden niet te vroeg af!
lesson-queen-mate-3-praise = Koning en dame werken samen!
lesson-queen-mate-4-instruction = Kijk: de zwarte koning heeft helemaal geen zet! Als je nu met je koning zet, is het pat. Geef hem eerst een veld, en zet dan mat.
lesson-queen-mate-4-praise = Je gaf hem ruimte, en daarna ving je hem!
lesson-queen-mate-5-instruction = Maak een kooi: zet je dame een paardsprong van de koning af. Telkens als de koning een zet doet, maak je de kooi kleiner. Breng dan je koning erbij en zet mat.
lesson-queen-mate-5-praise = De kooi werd steeds kleiner: schaakmat!
lesson-queen-mate-6-instruction = Een heel mat vanuit het midden! Maak de kooi kleiner met je dame, loop met je koning naar voren en laat de zwarte koning nooit zonder zet.
lesson-queen-mate-6-praise = Nu kun je overal vandaan mat zetten met een dame!
lesson-queen-mate-7-instruction = Jij speelt met Zwart. Nu heb jij de dame! Duw de witte koning naar de rand, breng je koning erbij en zet mat.
lesson-queen-mate-7-praise = Schaakmat met de zwarte dame!

## rook-mate
lesson-rook-mate-title = Mat met de toren
lesson-rook-mate-intro = Ook een koning en een toren kunnen een eenzame koning mat zetten. De toren sluit de koning op, je koning loopt erheen tot ze tegenover elkaar staan, en de toren geeft schaak aan de rand.
lesson-rook-mate-1-instruction = De koningen staan tegenover elkaar, dus de zwarte koning kan niet naar voren. Geef schaak langs de laatste rij: schaakmat!
lesson-rook-mate-1-praise = Zo zet een toren mat!
lesson-rook-mate-2-instruction = Dezelfde truc aan de zijkant van het bord. De koningen staan tegenover elkaar: schaak aan de rand!
lesson-rook-mate-2-praise = Schaakmat aan de zijkant!
lesson-rook-mate-3-instruction = Doe met je toren de deur aan één kant dicht. Dan moet de zwarte koning tegenover jouw koning gaan staan, en jij geeft schaak!
lesson-rook-mate-3-praise = Je deed de deur dicht en zette mat!
lesson-rook-mate-4-instruction = Je toren houdt de koning op de laatste rij. Soms is wachten de beste zet: schuif de toren langs zijn rij en laat de koning een zet doen.
lesson-rook-mate-4-praise = Wachten was de slimme zet!
lesson-rook-mate-5-instruction = De toren sluit de koning op in de laatste rij. Loop met je koning helemaal naar boven, tot hij tegenover de zwarte koning staat, en geef dan schaak. Houd je toren ver van de zwarte koning!
lesson-rook-mate-5-praise = Een lange wandeling, en een perfect schaakmat!
lesson-rook-mate-6-instruction = Een heel mat vanuit het midden! Snijd de koning af met je toren, breng je koning erbij, geef schaak als de koningen tegenover elkaar staan, en wacht als dat niet zo is.
lesson-rook-mate-6-praise = Nu kun je overal vandaan mat zetten met een toren!
lesson-rook-mate-7-instruction = Jij speelt met Zwart. Nu heb jij de toren! Snijd de witte koning af, maak zijn kooi kleiner, breng je koning erbij en zet mat.
lesson-rook-mate-7-praise = Schaakmat met de zwarte toren!

## pawn-endgame
lesson-pawn-endgame-title = Koning en pion
lesson-pawn-endgame-intro = Een koning en een pion tegen een koning: wordt de pion een dame? Twee geheimen vertellen het je: het vierkant van de pion en de oppositie van de koningen.
lesson-pawn-endgame-1-instruction = Teken een vierkant van je pion tot de laatste rij. Kan de zwarte koning er niet in stappen, dan haalt niemand de pion in. Dus rennen, meteen!
lesson-pawn-endgame-1-praise = Te snel om in te halen: een nieuwe dame!
lesson-pawn-endgame-2-instruction = Jij speelt met Zwart. Teken het vierkant van de witte pion tot zijn laatste rij. Stap met je koning in het vierkant, en je haalt de pion in!
lesson-pawn-endgame-2-praise = In het vierkant haalt de koning de pion in!
lesson-pawn-endgame-3-instruction = Jij speelt met Zwart. Staat de witte koning in het vierkant van jouw pion? Nee! Verspil geen zet: ren met de pion en maak er een dame van.
lesson-pawn-endgame-3-praise = De witte koning was één stap te langzaam!
lesson-pawn-endgame-4-instruction = De zwarte pion rent naar beneden over het bord. Stap met je koning in zijn vierkant, en je haalt hem op tijd in!
lesson-pawn-endgame-4-praise = Gepakt! Het vierkant liegt nooit.
lesson-pawn-endgame-5-instruction = De drie velden twee rijen vóór je pion zijn magische velden: als je koning op een ervan staat, wordt de pion een dame. Stap op een ervan!
lesson-pawn-endgame-5-praise = Vanaf het magische veld brengt je koning de pion naar huis!
lesson-pawn-endgame-6-instruction = Oppositie: de koningen staan tegenover elkaar met één veld ertussen, en de ander moet zetten. Dan moet die opzij stappen. Neem de oppositie!
lesson-pawn-endgame-6-praise = De zwarte koning moest opzij, en je pion kon erdoor!
lesson-pawn-endgame-7-instruction = Jij speelt met Zwart. Ga tegenover de witte koning staan met één veld ertussen: neem de oppositie! Dan komt hij niet vóór zijn pion.
lesson-pawn-endgame-7-praise = Je hield de witte koning buiten: remise!
lesson-pawn-endgame-8-instruction = Je koning moet voorop, de pion volgt. Neem de oppositie en loop dan om de zwarte koning heen. Schuif de pion niet te vroeg op!
lesson-pawn-endgame-8-praise = Eerst de koning, dan de pion: zo doe je dat!
lesson-pawn-endgame-9-instruction = De zwarte koning wil vóór zijn pion komen. Houd hem tegen: ga met je koning tegenover hem staan, met één veld ertussen. Neem de oppositie!
lesson-pawn-endgame-9-praise = De zwarte koning kwam niet langs je: remise!
lesson-pawn-endgame-10-instruction = Jij speelt met Zwart. Neem de oppositie, ga met je koning vóór de pion uit, en schuif hem pas dan op.
lesson-pawn-endgame-10-praise = Je koning maakte de weg vrij voor een nieuwe dame!
lesson-pawn-endgame-11-instruction = Jij speelt met Zwart. Ga recht voor de pion staan, tegenover de witte koning! Als je opzij stapt, komt de witte koning erdoor.
lesson-pawn-endgame-11-praise = Recht voor de pion: hij kan er niet door!
lesson-pawn-endgame-12-instruction = Jij speelt met Zwart. Een randpion kan niet winnen als je koning in de hoek vóór hem komt. Snel naar de hoek!
lesson-pawn-endgame-12-praise = Veilig in de hoek: het is remise!
lesson-pawn-endgame-13-instruction = Je pion staat nog op zijn beginveld, en hij kan wachten. Neem eerst de oppositie en marcheer dan met je koning naar voren, tot vóór de pion.
lesson-pawn-endgame-13-praise = Een lange mars, en een gloednieuwe dame!
