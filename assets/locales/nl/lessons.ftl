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
