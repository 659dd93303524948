# Lessons (pl): titles, intros, instructions, praise and tips. English: engine/data/lessons/*.toml.

## board
lesson-board-title = Szachownica
lesson-board-intro = Szachownica ma 64 pola, a każde pole ma swoją nazwę. Nauczmy się ich!
lesson-board-1-instruction = Pionowe kolumny oznaczamy literami od a do h, od lewej do prawej. Poziome rzędy mają numery od 1 do 8, licząc od dołu. Nazwa pola to jego litera, a po niej numer. Kliknij e4!
lesson-board-1-praise = Tak, to jest e4!
lesson-board-2-instruction = Lewy dolny narożnik leży w kolumnie a i w rzędzie 1. Kliknij a1.
lesson-board-2-praise = Świetnie: na a1 stoi na początku biała wieża.
lesson-board-3-instruction = Gdy ustawiasz szachownicę, narożne pole po prawej ręce każdego gracza musi być jasne. Kliknij jasny narożnik po prawej stronie białych!
lesson-board-3-praise = Jasne pole po prawej: pamiętaj o tym, gdy ustawiasz prawdziwą szachownicę.
lesson-board-4-instruction = Teraz przeciwległy narożnik: kolumna h, rząd 8. Kliknij h8.
lesson-board-4-praise = Brawo!
lesson-board-5-instruction = Znajdź d5: idź do kolumny d, a potem w górę do rzędu 5.
lesson-board-5-praise = Doskonale!
lesson-board-6-instruction = Na którym polu stoi biały król? Kliknij je.
lesson-board-6-praise = Zgadza się: biały król zaczyna na e1.
lesson-board-7-instruction = A czarny król? Kliknij jego pole.
lesson-board-7-praise = Zgadza się: czarny król zaczyna na e8, dokładnie naprzeciw białego króla.

## rook
lesson-rook-title = Wieża
lesson-rook-intro = Wieża chodzi po liniach prostych: w górę, w dół albo w bok, tak daleko, jak chce.
lesson-rook-1-instruction = Wieża chodzi w górę, w dół albo w bok, tak daleko, jak chce. Przesuń ją na gwiazdkę!
lesson-rook-1-praise = Świetnie, udało się!
lesson-rook-2-instruction = Zbierz obie gwiazdki. Wieża nie skręca w trakcie jednego ruchu: zbieraj je po kolei.
lesson-rook-2-praise = Dwie gwiazdki w dwóch ruchach!
lesson-rook-3-instruction = Zbierz wszystkie trzy gwiazdki w jak najmniejszej liczbie ruchów.
lesson-rook-3-praise = Świetna trasa!
lesson-rook-4-instruction = Twoje własne piony stoją wieży na drodze: wieża nie przeskakuje bierek. Znajdź drogę naokoło!
lesson-rook-4-praise = Droga naokoło znaleziona!

## bishop
lesson-bishop-title = Goniec
lesson-bishop-intro = Goniec chodzi po skosie, tak daleko, jak chce. Przez całą partię zostaje na polach jednego koloru.
lesson-bishop-1-instruction = Goniec sunie po przekątnych. Przesuń go na gwiazdkę!
lesson-bishop-1-praise = Brawo!
lesson-bishop-2-instruction = Zbierz obie gwiazdki. Idź po przekątnych!
lesson-bishop-2-praise = Ładny zygzak!
lesson-bishop-3-instruction = Trzy gwiazdki. Wszystkie leżą na ciemnych polach, tak jak twój goniec.
lesson-bishop-3-praise = Goniec nigdy nie opuszcza pól swojego koloru, a ty dobrze to wykorzystujesz!
lesson-bishop-4-instruction = Twój pion zagradza gońcowi drogę na g5. Czy mimo to zdobędziesz obie gwiazdki?
lesson-bishop-4-praise = Dobrze pomyślane!

## queen
lesson-queen-title = Hetman
lesson-queen-intro = Hetman to najsilniejsza bierka: chodzi jak wieża i jak goniec naraz.
lesson-queen-1-instruction = Hetman chodzi po liniach prostych i po skosie, tak daleko, jak chce. Zdobądź gwiazdkę!
lesson-queen-1-praise = Dla hetmana to pestka!
lesson-queen-2-instruction = Dwie gwiazdki: jeden ruch po skosie, jeden po prostej.
lesson-queen-2-praise = Dwa ruchy, dwie gwiazdki!
lesson-queen-3-instruction = Zbierz wszystkie trzy gwiazdki w jak najmniejszej liczbie ruchów.
lesson-queen-3-praise = Co za hetman!
lesson-queen-4-instruction = Twój pion stoi hetmanowi na drodze: hetman nie może go przeskoczyć. Zrób miejsce albo obejdź go!
lesson-queen-4-praise = Hetman jest wolny!

## knight
lesson-knight-title = Skoczek
lesson-knight-intro = Skoczek skacze „po literze L”: dwa pola w jedną stronę, a potem jedno w bok. To jedyna bierka, która może przeskakiwać inne.
lesson-knight-1-instruction = Skoczek skacze po literze L: dwa pola, a potem jedno w bok. Skocz na gwiazdkę!
lesson-knight-1-praise = Hop! Brawo.
lesson-knight-2-instruction = Gwiazdka jest za daleko na jeden skok. Dotrzyj do niej w dwóch skokach!
lesson-knight-2-praise = Dwa skoki i prosto na gwiazdkę!
lesson-knight-3-instruction = Twój skoczek jest otoczony własnymi pionami. Tylko skoczek może je przeskoczyć: skocz na gwiazdkę!
lesson-knight-3-praise = Skoczek przeskoczy wszystko!
lesson-knight-4-instruction = Zbierz wszystkie trzy gwiazdki. Zaplanuj skoki!
lesson-knight-4-praise = Myślisz jak skoczek!

## king
lesson-king-title = Król
lesson-king-intro = Król to najważniejsza bierka. Chodzi tylko o jedno pole naraz, w dowolnym kierunku.
lesson-king-1-instruction = Król robi jeden krok: o jedno pole w dowolnym kierunku. Wejdź królem na gwiazdkę!
lesson-king-1-praise = Dobry krok!
lesson-king-2-instruction = Przeprowadź króla do obu gwiazdek, krok po kroku.
lesson-king-2-praise = Ładny spacer!
lesson-king-3-instruction = Król nigdy nie może wejść na pole atakowane przez bierkę przeciwnika. Uważaj na gońca na a4!
lesson-king-3-praise = Cały i zdrowy!
lesson-king-4-instruction = Wieża na c4 pilnuje całego swojego rzędu i całej kolumny. Zbierz gwiazdki, nie wchodząc na jej linię!
lesson-king-4-praise = Sprytny król!

## pawn
lesson-pawn-title = Pion
lesson-pawn-intro = Piony chodzą prosto do przodu, o jedno pole naraz. W swoim pierwszym ruchu pion może pójść o dwa pola.
lesson-pawn-1-instruction = W pierwszym ruchu pion może pójść o jedno albo o dwa pola do przodu. Dojdź do gwiazdki jednym ruchem!
lesson-pawn-1-praise = Dwa pola naraz!
lesson-pawn-2-instruction = Piony chodzą tylko do przodu. Dojdź do gwiazdki jak najszybciej.
lesson-pawn-2-praise = Naprzód marsz!
lesson-pawn-3-instruction = Dwa piony, dwie gwiazdki.
lesson-pawn-3-praise = Dobrze zagrane!
lesson-pawn-4-instruction = Pion nie bije prosto przed siebie: bije o jedno pole po skosie do przodu. Zbij skoczka!
lesson-pawn-4-praise = Piony biją po skosie: teraz już wiesz!
lesson-pawn-5-instruction = Pion nie może iść do przodu, jeśli tuż przed nim stoi bierka. Który pion może zdobyć gwiazdkę?
lesson-pawn-5-praise = Sprytne ruchy pionami!

## capture
lesson-capture-title = Bicie
lesson-capture-intro = Bijesz bierkę przeciwnika, stawiając swoją bierkę na jej polu. Zbita bierka schodzi z szachownicy.
lesson-capture-1-instruction = Postaw swoją wieżę na polu czarnej wieży, żeby ją zbić!
lesson-capture-1-praise = Mamy ją!
lesson-capture-2-instruction = Zbij obie czarne bierki. Twój król może pomóc!
lesson-capture-2-praise = Dwie bierki zbite!
lesson-capture-3-instruction = Piony biją o jedno pole po skosie do przodu. Zbij obie czarne bierki swoimi pionami!
lesson-capture-3-praise = Siła pionów!
lesson-capture-4-instruction = Zbij wszystkie czarne bierki swoim hetmanem w jak najmniejszej liczbie ruchów.
lesson-capture-4-praise = Hetman zrobił porządek!

## check
lesson-check-title = Szach
lesson-check-intro = Gdy król jest atakowany, jest w szachu. Z szacha trzeba wyjść od razu: uciec królem, zasłonić go albo zbić atakującą bierkę.
lesson-check-1-instruction = Wieża z e8 szachuje twojego króla! Ucieknij przed szachem: postaw króla na bezpiecznym polu.
lesson-check-1-praise = Twój król jest bezpieczny!
lesson-check-2-instruction = Znowu szach! Tym razem zasłoń króla: postaw jedną ze swoich bierek między wieżą a królem.
lesson-check-2-praise = Zasłonięte!
lesson-check-3-instruction = Wieża daje szacha! Wyjdź z szacha, zbijając bierkę, która go daje.
lesson-check-3-praise = Atakującej bierki już nie ma!
lesson-check-4-instruction = Wieża daje szacha tuż obok twojego króla i nic jej nie broni. Twój król może ją zbić!
lesson-check-4-praise = Król też może bić!

## mate
lesson-mate-title = Mat
lesson-mate-intro = Mat to szach bez wyjścia: król nie może uciec, nie da się go zasłonić, a atakującej bierki nie można zbić. Mat wygrywa partię!
lesson-mate-1-instruction = Czarny król utknął za własnymi pionami. Daj mu mata w jednym ruchu!
lesson-mate-1-praise = Mat na ostatniej linii!
lesson-mate-2-instruction = Twój król odbiera mu pola ucieczki. Teraz daj mata hetmanem!
lesson-mate-2-praise = Hetman i król razem: mat!
lesson-mate-3-instruction = Jedna wieża pilnuje rzędu, a druga może dać szacha na ostatnim rzędzie. Daj mata!
lesson-mate-3-praise = Dwie wieże robią drabinkę!
lesson-mate-4-instruction = Czarny król jest otoczony własnymi bierkami. Znajdź mata skoczkiem!
lesson-mate-4-praise = Mat zduszony: król nie miał czym oddychać!
lesson-mate-5-instruction = Twój hetman i goniec celują w f7. Daj mata!
lesson-mate-5-praise = To słynny mat szewski!
lesson-mate-6-instruction = Grasz czarnymi. Białe zrobiły dwa słabe ruchy pionami. Mat w jednym ruchu!
lesson-mate-6-praise = Mat głupca: najszybszy mat, jaki istnieje!
lesson-mate-7-instruction = Mat w dwóch ruchach. Najpierw zbliż swojego króla, potem daj szacha!
lesson-mate-7-praise = Mat zaplanowany z wyprzedzeniem!

## castling
lesson-castling-title = Roszada
lesson-castling-intro = Roszada to specjalny ruch króla i wieży naraz: król przesuwa się o dwa pola w stronę wieży, a wieża przeskakuje na drugą stronę króla.
lesson-castling-1-instruction = Zrób roszadę na skrzydle królewskim: przesuń króla o dwa pola w stronę wieży na h1.
lesson-castling-1-praise = Twój król jest bezpiecznie schowany!
lesson-castling-2-instruction = Teraz zrób roszadę na skrzydle hetmańskim: król o dwa pola w stronę wieży na a1.
lesson-castling-2-praise = Długa roszada zrobiona!
lesson-castling-3-instruction = Twój król nie może przejść przez pole atakowane przez bierkę przeciwnika. Na którą stronę możesz zrobić roszadę?
lesson-castling-3-praise = Zgadza się: goniec zablokował krótką roszadę, ale nie długą!
lesson-castling-4-instruction = Nie możesz zrobić roszady, gdy twój król jest w szachu. Najpierw zasłoń się przed szachem, nie ruszając ani króla, ani wieży, a potem zrób roszadę!
lesson-castling-4-praise = Najpierw bezpieczeństwo, potem roszada!

## en-passant
lesson-en-passant-title = Bicie w przelocie
lesson-en-passant-intro = Gdy pion przeskoczy o dwa pola i stanie tuż obok twojego piona, twój pion może go zbić tak, jakby tamten poszedł tylko o jedno pole. Ale tylko w następnym ruchu!
lesson-en-passant-1-instruction = Czarny pion właśnie przeskoczył z d7 na d5, tuż obok twojego piona. Zbij go w przelocie: twój pion idzie na d6!
lesson-en-passant-1-praise = Bicie w przelocie jak u mistrza!
lesson-en-passant-2-instruction = Rusz królem i czekaj. Jeśli czarny pion przeskoczy o dwa pola obok twojego piona, zbij go w przelocie!
lesson-en-passant-2-praise = Czujność się opłaciła!
lesson-en-passant-3-instruction = Pion na d5 stanął tam dawno temu, więc jest za późno, żeby zbić go w przelocie. Ruszaj królem i obserwuj piona na f7!
lesson-en-passant-3-praise = Okazja wykorzystana we właściwej chwili!

## promotion
lesson-promotion-title = Promocja
lesson-promotion-intro = Gdy pion dojdzie na drugi koniec szachownicy, zamienia się w hetmana, wieżę, gońca albo skoczka: ty wybierasz!
lesson-promotion-1-instruction = Doprowadź piona do ostatniego rzędu i promuj go na hetmana!
lesson-promotion-1-praise = Nowiutki hetman!
lesson-promotion-2-instruction = Pion może też dojść do promocji, bijąc bierkę po skosie. Zbij wieżę i zdobądź hetmana!
lesson-promotion-2-praise = Wieży już nie ma, jest hetman!
lesson-promotion-3-instruction = Tutaj skoczek jest lepszy od hetmana! Promuj piona na skoczka: skoczek daje szacha i jednocześnie atakuje hetmana.
lesson-promotion-3-praise = Widełki skoczkiem: w następnym ruchu zbijesz hetmana!
lesson-promotion-4-instruction = Nowy hetman zostawiłby tu czarnego króla bez żadnego ruchu, a to remis. Promuj piona na wieżę!
lesson-promotion-4-praise = Wieża, a wygrana wciąż należy do ciebie!

## draws
lesson-draws-title = Pat
lesson-draws-intro = Jeśli gracz, który ma ruch, nie jest w szachu, ale nie ma żadnego dozwolonego ruchu, to jest pat i partia kończy się remisem. Gdy wygrywasz, uważaj, żeby nie dać pata!
lesson-draws-1-instruction = Mat w jednym ruchu, ale uwaga: niektóre ruchy hetmanem zostawiają czarnego króla zupełnie bez ruchu. To pat!
lesson-draws-1-praise = Mat, a nie pat!
lesson-draws-2-instruction = Czarny król nie może się teraz ruszyć. Prawie każdy ruch dałby pata! Znajdź ten jeden, który daje mata.
lesson-draws-2-praise = Właśnie ten ruch!
lesson-draws-3-instruction = Mat w dwóch ruchach, bez pata po drodze.
lesson-draws-3-praise = Ostrożnie i mocno!

## values
lesson-values-title = Ile są warte bierki
lesson-values-intro = Pion jest wart 1, skoczek albo goniec 3, wieża 5, a hetman 9. Policz, zanim zbijesz!
lesson-values-1-instruction = Twój skoczek może zbić piona (1) albo hetmana (9). Zbij bierkę, która jest warta najwięcej!
lesson-values-1-praise = Dziewięć punktów!
lesson-values-2-instruction = Wieży na d5 broni pion: jeśli twój hetman ją zbije, pion zbije twojego hetmana. Które bicie daje najwięcej?
lesson-values-2-praise = Dobrze policzone: nigdy nie oddawaj hetmana za wieżę!
lesson-values-3-instruction = Obie czarne bierki są bronione. Policz wymianę: co zbijasz, a co oddajesz?
lesson-values-3-praise = Wieża za gońca: dobry interes!
lesson-values-4-instruction = Możesz zbić hetmana pionem albo swoim hetmanem. Co jest lepsze?
lesson-values-4-praise = Bij najmniejszą bierką!

## tips
lesson-tips-title = Dobre nawyki
lesson-tips-intro = Kilka wskazówek, jak grać dobrze od pierwszego ruchu. W każdej pozycji zagraj dobry ruch zgodny ze wskazówką.
lesson-tips-1-instruction = Opanuj centrum! Bierki na środku szachownicy mają w zasięgu więcej pól. Przesuń jeden z centralnych pionów o dwa pola do przodu.
lesson-tips-1-praise = Mocny start w centrum!
lesson-tips-1-off-tip = Centralne piony stoją na d2 i e2: przesuń jeden z nich o dwa pola.
lesson-tips-2-instruction = Wcześnie wyprowadzaj skoczki i gońce. Rozwiń skoczka w stronę centrum!
lesson-tips-2-praise = Twój skoczek wchodzi do gry!
lesson-tips-2-off-tip = Wyprowadź skoczka w stronę środka szachownicy.
lesson-tips-3-instruction = Zrób roszadę wcześnie: schowa króla za jego pionami i przyprowadzi wieżę bliżej środka.
lesson-tips-3-praise = Król bezpieczny, wieża gotowa!
lesson-tips-3-off-tip = Zrób roszadę! Przesuń króla o dwa pola w stronę wieży na h1.
lesson-tips-4-instruction = Przed każdym ruchem zapytaj siebie: czym grozi ostatni ruch przeciwnika? Pion na d4 atakuje twojego skoczka!
lesson-tips-4-praise = Zagrożenie zauważone na czas!
lesson-tips-5-instruction = Nie wyprowadzaj hetmana za wcześnie: mniejsze bierki mogą go przeganiać. Wyprowadź raczej skoczka albo gońca.
lesson-tips-5-praise = Hetman może poczekać!
lesson-tips-5-off-tip = Na hetmana jeszcze za wcześnie! Wyprowadź skoczka albo gońca.
lesson-tips-6-instruction = Policz, zanim zbijesz! Pion na e5 jest atakowany raz, przez twojego skoczka, ale broniony dwa razy. Jeśli go zbijesz, stracisz skoczka za piona. Zagraj dobry ruch, który go nie bije.
lesson-tips-6-praise = Dobrze policzone: Czarne nie dostaną skoczka za darmo!

## give-check
lesson-give-check-title = Dawanie szacha
lesson-give-check-intro = Dajesz szacha, gdy jedna z twoich bierek atakuje króla przeciwnika. Przeciwnik musi od razu na to odpowiedzieć, dlatego szach to mocny ruch, który warto znać!
lesson-give-check-1-instruction = Twój hetman chodzi po liniach prostych i po przekątnych. Daj szacha czarnemu królowi!
lesson-give-check-1-praise = Szach! Hetman sięga daleko.
lesson-give-check-2-instruction = Wieża atakuje wzdłuż swojego rzędu i swojej kolumny. Postaw ją w tym samym rzędzie albo w tej samej kolumnie co czarny król.
lesson-give-check-2-praise = Szach wieżą!
lesson-give-check-3-instruction = Twój goniec sunie po przekątnych. Znajdź pole, z którego patrzy prosto na czarnego króla.
lesson-give-check-3-praise = Goniec daje szacha z daleka!
lesson-give-check-4-instruction = Skoczek skacze po literze L. Skocz na pole, z którego zaatakuje króla.
lesson-give-check-4-praise = Szach skoczkiem! Skoczkowi nic nie stoi na drodze.
lesson-give-check-5-instruction = Piony atakują o jedno pole po skosie do przodu. Przesuń piona tak, żeby atakował króla.
lesson-give-check-5-praise = Nawet mały pion może dać szacha!
lesson-give-check-6-instruction = Twój skoczek stoi między twoją wieżą a czarnym królem. Odsuń skoczka, a wieża da szacha!
lesson-give-check-6-praise = Szach z odsłony: jedna bierka się rusza, a inna atakuje!
lesson-give-check-7-instruction = Daj szacha hetmanem z takiego pola, z którego atakuje on też czarną wieżę.
lesson-give-check-7-praise = Szach, a do tego atak na wieżę! W następnym ruchu możesz ją zbić.
lesson-give-check-8-instruction = Twój skoczek jest atakowany. Skocz na pole, z którego zaszachuje króla i jednocześnie zaatakuje hetmana!
lesson-give-check-8-praise = Szach i atak na hetmana! Król musi uciec, a wtedy hetman jest twój.
lesson-give-check-9-instruction = Grasz czarnymi. Daj szacha białemu królowi swoim skoczkiem.
lesson-give-check-9-praise = Szach skoczkiem!
lesson-give-check-10-instruction = Grasz czarnymi. Twój skoczek zasłania przekątną, po której twój goniec patrzy na białego króla. Rusz skoczkiem i daj szacha z odsłony!
lesson-give-check-10-praise = Szach z odsłony! Goniec czekał za skoczkiem.

## check-in-two
lesson-check-in-two-title = Szach i jeszcze raz szach
lesson-check-in-two-intro = Na szacha trzeba odpowiedzieć od razu. Daj szacha, a gdy król się ruszy, daj szacha znowu! Drugi szach może zdobyć bierkę, której król nie uratuje, a nawet być matem.
lesson-check-in-two-1-instruction = Daj królowi szacha wieżą na ostatniej linii. Gdy król się odsunie, co zostanie za nim?
lesson-check-in-two-1-praise = Król się ruszył, a wieża za nim jest twoja!
lesson-check-in-two-2-instruction = Czarny król utknął za własnymi pionami. Daj mu szacha na ostatniej linii, a potem jeszcze raz!
lesson-check-in-two-2-praise = Szach, zasłona i znowu szach: mat!
lesson-check-in-two-3-instruction = Grasz czarnymi. Biały król utknął za swoimi pionami. Daj mu szacha na ostatniej linii, dwa razy!
lesson-check-in-two-3-praise = Skoczek zasłonił króla, twoja wieża zbiła skoczka z szachem i to był mat!
lesson-check-in-two-4-instruction = Skocz skoczkiem z szachem. Potem twoja wieża ma szacha, który kończy partię!
lesson-check-in-two-4-praise = Szach skoczkiem, szach wieżą: dwa szachy i mat!
lesson-check-in-two-5-instruction = Grasz czarnymi. Najpierw daj szacha skoczkiem. Potem jeden z twoich gońców da ostatniego szacha.
lesson-check-in-two-5-praise = Król uciekł do narożnika, prosto w twoją pułapkę: mat!
lesson-check-in-two-6-instruction = Daj królowi szacha hetmanem. Gdy król wyjdzie do przodu, twój goniec da drugiego szacha.
lesson-check-in-two-6-praise = Szach hetmanem, szach gońcem i król nie miał dokąd uciec!
lesson-check-in-two-7-instruction = Grasz czarnymi. Daj szacha skoczkiem, żeby zepchnąć króla do tyłu. Potem daj mu szacha na ostatniej linii!
lesson-check-in-two-7-praise = Król się cofnął, a twoja wieża dała mu tam mata.
lesson-check-in-two-8-instruction = Grasz czarnymi. Oddaj skoczka z szachem! Gdy pion go zbije, twój hetman ma szacha, który daje mata.
lesson-check-in-two-8-praise = Skoczek za całą partię: mat!
lesson-check-in-two-9-instruction = Najpierw daj szacha wieżą. Potem znajdź szacha hetmanem na tej samej przekątnej, na której stoi czarny hetman!
lesson-check-in-two-9-praise = Król musiał zejść z drogi, a hetman za nim padł. Szach, szach, hetman!
lesson-check-in-two-10-instruction = Grasz czarnymi. Daj szacha wieżą. Gdy biała wieża zasłoni króla, szach gońcem odciągnie od niej króla!
lesson-check-in-two-10-praise = Król zbił twojego gońca, a ty zbijasz wieżę: 5 za 3!
lesson-check-in-two-11-instruction = Najpierw daj szacha gońcem. Potem twoja wieża może zaszachować króla i jednocześnie zaatakować skoczka!
lesson-check-in-two-11-praise = Szach, a potem szach wieżą, który trafił też skoczka: skoczek jest twój.
lesson-check-in-two-12-instruction = Pogoń króla szachem hetmana. Potem szach wieżą zdobędzie coś dużego: zobacz, co stoi za królem!
lesson-check-in-two-12-praise = Król się odsunął, a twoja wieża zbiła hetmana, który stał za nim!
lesson-check-in-two-13-instruction = Grasz czarnymi. Po szachu gońcem król i wieża na f2 stoją jeden za drugim. Ale biały goniec atakuje twoją wieżę: uratuj ją z szachem!
lesson-check-in-two-13-praise = Dwa szachy i wieża na f2 jest twoja!
lesson-check-in-two-14-instruction = Zacznij od szacha hetmanem. Znajdziesz trzy szachy z rzędu, które kończą się matem?
lesson-check-in-two-14-praise = Oddajesz hetmana, a wieża daje mata!
lesson-check-in-two-15-instruction = Grasz czarnymi. Biały król stoi zupełnie odsłonięty. Trzy szachy z rzędu dają mu mata, a pierwszego daje goniec!
lesson-check-in-two-15-praise = Goniec, pion, goniec: trzy szachy i mat!

## fork
lesson-fork-title = Widełki
lesson-fork-intro = Widełki to atak jednej bierki na dwie bierki przeciwnika naraz. Przeciwnik może uratować tylko jedną z nich, więc drugą zdobywasz!
lesson-fork-1-instruction = Znajdź ruch skoczkiem, który szachuje króla i jednocześnie atakuje gońca.
lesson-fork-1-praise = Widełki skoczkiem! Król musi uciec, a goniec jest twój.
lesson-fork-2-instruction = Grasz czarnymi. Znajdź skok skoczkiem, który daje szacha i atakuje też białego hetmana.
lesson-fork-2-praise = Szach, a hetman był atakowany: teraz jest twój!
lesson-fork-3-instruction = Grasz czarnymi. Twój skoczek może zaszachować króla i jednocześnie zaatakować wieżę. Znajdź to pole!
lesson-fork-3-praise = Król musiał odejść, a ty zbijasz wieżę!
lesson-fork-4-instruction = Grasz czarnymi. Daj szacha hetmanem z takiego pola, z którego atakuje on też gońca.
lesson-fork-4-praise = Najpierw szach, potem goniec. Brawo!
lesson-fork-5-instruction = Grasz czarnymi. Twoja wieża może zaszachować króla i zaatakować gońca w tym samym rzędzie.
lesson-fork-5-praise = Widełki wieżą! Gońca nie dało się uratować.
lesson-fork-6-instruction = Grasz czarnymi. Jeden ruch gońcem atakuje naraz białego hetmana i wieżę. Znajdź go!
lesson-fork-6-praise = Hetman nie miał już bezpiecznego pola. Świetne widełki!
lesson-fork-7-instruction = Zaszachuj króla hetmanem z takiego pola, z którego atakuje on też gońca.
lesson-fork-7-praise = Widełki hetmanem na króla i gońca!
lesson-fork-8-instruction = Przesuń piona do przodu tak, żeby atakował naraz dwie czarne bierki.
lesson-fork-8-praise = Widełki pionem! Mały pion zaatakował dwie duże figury.
lesson-fork-9-instruction = Grasz czarnymi. Twój skoczek może zbić piona z szachem i jednocześnie zaatakować wieżę w narożniku.
lesson-fork-9-praise = Szach, a potem wieża: idealne widełki skoczkiem!
lesson-fork-10-instruction = Grasz czarnymi. Przesuń piona tak, żeby atakował naraz dwie białe bierki.
lesson-fork-10-praise = Widełki pionem! Uciec mogła tylko jedna bierka.
lesson-fork-11-instruction = Twój hetman może jednocześnie zaatakować wieżę w narożniku i gońca. Znajdź to pole!
lesson-fork-11-praise = Dwie bierki zaatakowane, a wieża jest twoja!
lesson-fork-12-instruction = Grasz czarnymi. Twój hetman może jednocześnie zaatakować wieżę w narożniku i skoczka.
lesson-fork-12-praise = Widełki hetmanem! Wieża zdobyta.
lesson-fork-13-instruction = Postaw hetmana na polu, z którego atakuje naraz czarną wieżę i gońca.
lesson-fork-13-praise = Dwa ataki jednym ruchem: goniec jest twój!
lesson-fork-14-instruction = Grasz czarnymi. Skocz skoczkiem na pole, z którego zaatakuje naraz wieżę i gońca.
lesson-fork-14-praise = Widełki skoczkiem na wieżę i gońca, a wieża zbita!
lesson-fork-15-instruction = Twój hetman może jednocześnie zaatakować skoczka na środku szachownicy i wieżę w narożniku.
lesson-fork-15-praise = Widełki hetmanem! Czarne straciły figurę.

## pin
lesson-pin-title = Związanie
lesson-pin-intro = Związanie to atak na bierkę, która nie może odejść, bo tuż za nią stoi ważniejsza bierka, często król. Związaną bierkę łatwo zdobyć!
lesson-pin-1-instruction = Grasz czarnymi. Biały hetman stoi przed swoim królem. Zaatakuj go gońcem, a nie będzie mógł odejść!
lesson-pin-1-praise = Hetman był związany, więc przepadł!
lesson-pin-2-instruction = Czarny hetman stoi na tej samej przekątnej co czarny król. Zwiąż go gońcem!
lesson-pin-2-praise = Związany! Hetman nie mógł odejść od swojego króla.
lesson-pin-3-instruction = Grasz czarnymi. Biały skoczek stoi w tej samej kolumnie co jego król. Zwiąż go wieżą, a potem go zdobądź.
lesson-pin-3-praise = Związany skoczek nie mógł uciec!
lesson-pin-4-instruction = Czy twój goniec może zaatakować czarnego hetmana, gdy czarny król chowa się tuż za nim?
lesson-pin-4-praise = Hetman utknął przed swoim królem. Dobrze zagrane!
lesson-pin-5-instruction = Grasz czarnymi. Biały skoczek na d4 i biały król stoją na jednej przekątnej. Zwiąż skoczka!
lesson-pin-5-praise = Skoczek był związany, a teraz jest twój!
lesson-pin-6-instruction = Grasz czarnymi. Biały skoczek i biały król stoją w tym samym rzędzie. Zwiąż skoczka wieżą!
lesson-pin-6-praise = Najpierw związanie, potem bicie: skoczek jest twój!
lesson-pin-7-instruction = Czarny hetman stoi przed swoim królem w tej samej kolumnie. Zwiąż go wieżą!
lesson-pin-7-praise = Wieża związała hetmana i go zdobyła!
lesson-pin-8-instruction = Grasz czarnymi. Biały król i skoczek stoją w tym samym rzędzie. Zwiąż skoczka, a potem go zbij.
lesson-pin-8-praise = Król nie zdążył uratować swojego skoczka!
lesson-pin-9-instruction = Czarny hetman i czarny król stoją na jednej przekątnej. Zwiąż hetmana gońcem!
lesson-pin-9-praise = Hetman był związany ze swoim królem, więc przepadł!
lesson-pin-10-instruction = Czarna wieża i czarny król stoją na jednej przekątnej. Zwiąż wieżę gońcem!
lesson-pin-10-praise = Związana wieża nie mogła uciec!
lesson-pin-11-instruction = Grasz czarnymi. Biały skoczek na g3 stoi przed swoim królem. Zwiąż go gońcem!
lesson-pin-11-praise = Skoczek był związany, a teraz jest twój!
lesson-pin-12-instruction = Czarny skoczek i czarny król stoją w tym samym rzędzie. Zwiąż skoczka wieżą!
lesson-pin-12-praise = Twoja wieża związała skoczka i go zbiła!
lesson-pin-13-instruction = Czarny skoczek na e5 stoi przed swoim królem na przekątnej. Zwiąż go gońcem!
lesson-pin-13-praise = Goniec związał skoczka i go zdobył!
lesson-pin-14-instruction = Czarny skoczek stoi przed swoim królem na przekątnej. Zwiąż go, a potem go zdobądź!
lesson-pin-14-praise = Skoczek nie mógł się ruszyć, więc go zbijasz!

## notation
lesson-notation-title = Czytanie i zapisywanie ruchów
lesson-notation-intro = Szachiści zapisują swoje ruchy literami i nazwami pól. K to król, H hetman, W wieża, G goniec, a S skoczek; pion nie ma żadnej litery. Lista posunięć w Gambicie pokazuje zamiast litery mały obrazek bierki; wybierz Litery w Ustawieniach, w części Posunięcia, aby i tam widzieć litery.
lesson-notation-1-instruction = Ruch pionem zapisujemy samą nazwą pola, na które idzie pion. Zagraj e4: przesuń piona stojącego przed twoim królem na e4.
lesson-notation-1-praise = To jest e4, świetny pierwszy ruch!
lesson-notation-2-instruction = S oznacza skoczka. Na które pole prowadzi ruch Sf3? Kliknij je.
lesson-notation-2-praise = Tak: Sf3 znaczy, że skoczek idzie na f3.
lesson-notation-3-instruction = Grasz czarnymi. Zagraj Sc6: skoczek idzie na c6.
lesson-notation-3-praise = Sc6: skoczek broni twojego piona na e5.
lesson-notation-4-instruction = G oznacza gońca. Na które pole prowadzi ruch Gc4? Kliknij je.
lesson-notation-4-praise = Zgadza się: Gc4 stawia gońca na c4.
lesson-notation-5-instruction = Zagraj Gb5: twój goniec idzie na b5.
lesson-notation-5-praise = Gb5! Twój goniec wyszedł do gry i jest gotowy.
lesson-notation-6-instruction = H oznacza hetmana. Na które pole prowadzi ruch Hg4? Kliknij je.
lesson-notation-6-praise = Tak: Hg4 stawia hetmana na g4.
lesson-notation-7-instruction = W oznacza wieżę. Zagraj Wd1: twoja wieża idzie na d1.
lesson-notation-7-praise = Wd1: wieża przesunęła się wzdłuż pierwszego rzędu.
lesson-notation-8-instruction = K oznacza króla. Na które pole prowadzi ruch Kf2? Kliknij je.
lesson-notation-8-praise = Zgadza się: król idzie na f2.
lesson-notation-9-instruction = Litera x oznacza, że bierka coś bije. Gdy bije pion, najpierw piszemy literę jego kolumny. Zagraj exd5: twój pion z kolumny e bije na d5.
lesson-notation-9-praise = exd5: pion z kolumny e zbił piona na d5.
lesson-notation-10-instruction = Zagraj Sxe5: twój skoczek bije piona na e5.
lesson-notation-10-praise = Sxe5: skoczek bije na e5!
lesson-notation-11-instruction = Roszada ma własny znak. O-O oznacza roszadę na skrzydle królewskim, czyli krótką. Zagraj O-O!
lesson-notation-11-praise = O-O: twój król jest bezpieczny w narożniku.
lesson-notation-12-instruction = Przy promocji zapisujemy pole, potem = i nową bierkę. Zagraj e8=H: twój pion dochodzi do e8 i zamienia się w hetmana.
lesson-notation-12-praise = e8=H: nowy hetman!

## coordinates
lesson-coordinates-title = Znajdź pola
lesson-coordinates-intro = Silni gracze znają nazwę każdego pola bez liczenia. Poćwicz to: znajduj każde pole najszybciej, jak umiesz!
lesson-coordinates-1-instruction = Na rozgrzewkę: najpierw litera, potem cyfra. Kliknij c6.
lesson-coordinates-1-praise = Tak, c6! A teraz na czas.
lesson-coordinates-2-instruction = Klikaj każde pole, gdy tylko pojawi się jego nazwa. Ile znajdziesz w 30 sekund?
lesson-coordinates-2-praise = Koniec czasu! Spróbuj jeszcze raz i pobij swój rekord.
lesson-coordinates-3-instruction = Teraz siedzisz po stronie czarnych, więc szachownica jest odwrócona: a1 jest daleko po twojej prawej stronie. Kliknij a1.
lesson-coordinates-3-praise = Zgadza się: nazwy pól się nie zmieniają, zmienia się tylko twoje miejsce.
lesson-coordinates-4-instruction = Od strony czarnych najbliżej ciebie jest rząd 8. Kliknij f7.
lesson-coordinates-4-praise = Brawo, znalezione!
lesson-coordinates-5-instruction = Jeszcze raz to ćwiczenie, od strony czarnych. Ile pól znajdziesz w 30 sekund?
lesson-coordinates-5-praise = Koniec czasu! Teraz znasz szachownicę z obu stron.

## opening
lesson-opening-title = Zasady debiutu
lesson-opening-intro = Zacznij dobrze: postaw piony w centrum, wyprowadź skoczki i gońce, zrób wcześnie roszadę, zostaw hetmana w domu, bez potrzeby nie ruszaj dwa razy tą samą bierką i połącz wieże. Zagraj dwie krótkie partie!
lesson-opening-1-instruction = Partia 1: grasz białymi. Czarny hetman wyszedł bardzo wcześnie. Ukarz to: wyprowadź skoczka, który go zaatakuje!
lesson-opening-1-praise = Twój skoczek wchodzi do gry, a hetman musi uciekać!
lesson-opening-1-off-tip = Dobrze, ale jeden ze skoczków może wyjść i od razu zaatakować hetmana. Znajdź go!
lesson-opening-2-instruction = Hetman uciekł na a5. Teraz zajmij centrum: przesuń piona o dwa pola, na środek szachownicy.
lesson-opening-2-praise = Twój pion stoi na środku szachownicy!
lesson-opening-2-off-tip = Przesuń piona stojącego przed twoim hetmanem o dwa pola, na środek.
lesson-opening-3-instruction = Najpierw skoczki! Wyprowadź drugiego skoczka w stronę środka.
lesson-opening-3-praise = Oba skoczki są w grze!
lesson-opening-3-off-tip = Dobrze, ale skoczek na g1 wciąż stoi w domu. Najpierw wyprowadź jego.
lesson-opening-4-instruction = Twoje skoczki są w grze. Teraz wyprowadź gońca!
lesson-opening-4-praise = Jeszcze jedna figura w grze!
lesson-opening-4-off-tip = Wyprowadź gońca z pierwszego rzędu, a nie ruszaj bierki, która już jest w grze.
lesson-opening-5-instruction = Zrób wcześnie roszadę! Twój król schowa się za pionami, a wieża podejdzie bliżej środka.
lesson-opening-5-praise = Król bezpieczny, wieża gotowa!
lesson-opening-5-off-tip = Zrób teraz roszadę: przesuń króla o dwa pola w stronę wieży na h1.
lesson-opening-6-instruction = Nie ruszaj bez powodu dwa razy tą samą bierką. Jedna figura wciąż śpi w domu: obudź gońca na c1!
lesson-opening-6-praise = Wszystkie twoje skoczki i gońce są w grze!
lesson-opening-6-off-tip = Twój goniec na c1 jeszcze się nie ruszył. Wyprowadź raczej jego.
lesson-opening-7-instruction = Połącz wieże: stoi między nimi już tylko hetman. Przesuń go o jedno pole do przodu, żeby wieże się widziały.
lesson-opening-7-praise = Twoje wieże są połączone. Debiut zakończony!
lesson-opening-7-off-tip = Przesuń hetmana z pierwszego rzędu o jedno pole do przodu, żeby nic nie stało między wieżami.
lesson-opening-8-instruction = Grasz czarnymi. Zaczyna się partia 2! Zajmij swoją część centrum: przesuń centralnego piona o dwa pola.
lesson-opening-8-praise = Twój pion dociera na środek!
lesson-opening-8-off-tip = Dobry ruch, ale wskazówka mówi o pionie dokładnie na środku: tym przed królem albo tym przed hetmanem.
lesson-opening-9-instruction = Grasz czarnymi. Białe zbiły twojego piona. Odbicie hetmanem kusi, ale biały skoczek by go przeganiał, tak jak w partii 1. Wyprowadź raczej skoczka!
lesson-opening-9-praise = Twój skoczek wychodzi i atakuje piona na d5!
lesson-opening-9-off-tip = Na razie zostaw hetmana w domu. Wyprowadź skoczka, który może zaatakować piona na d5.
lesson-opening-10-instruction = Grasz czarnymi. Odzyskaj piona skoczkiem: stanie dokładnie na środku. Drugi ruch tą samą bierką jest w porządku, gdy coś zdobywa!
lesson-opening-10-praise = Pion odzyskany, a twój skoczek stoi w centrum!
lesson-opening-10-off-tip = Zbij piona na d5 skoczkiem, a hetmana zostaw bezpiecznie w domu.
lesson-opening-11-instruction = Grasz czarnymi. Wyprowadź gońca z c8 na dobre pole.
lesson-opening-11-praise = Twój goniec wchodzi do gry!
lesson-opening-11-off-tip = Znajdź pole, na którym goniec jest bezpieczny i patrzy na środek szachownicy: spróbuj pola f5.
lesson-opening-12-instruction = Grasz czarnymi. Twój goniec na f8 utknął za pionem. Przesuń tego piona o jedno pole, żeby otworzyć gońcowi drzwi.
lesson-opening-12-praise = Drzwi dla twojego gońca są otwarte!
lesson-opening-12-off-tip = Przesuń piona stojącego przed twoim królem o jedno pole: wtedy goniec z f8 będzie mógł wyjść.
lesson-opening-13-instruction = Grasz czarnymi. Białe zrobiły roszadę. Wyprowadź gońca z f8, a wtedy twój król też będzie mógł zrobić roszadę.
lesson-opening-13-praise = Między twoim królem a wieżą nic już nie stoi!
lesson-opening-13-off-tip = Wyprowadź gońca z f8: to on stoi między twoim królem a wieżą.
lesson-opening-14-instruction = Grasz czarnymi. Twój król wciąż stoi na środku. Zrób roszadę teraz, póki możesz!
lesson-opening-14-praise = Twój król jest bezpieczny w narożniku!
lesson-opening-14-off-tip = Zrób roszadę: przesuń króla o dwa pola w stronę wieży na h8.

## protection
lesson-protection-title = Chroń swoje bierki
lesson-protection-intro = Gdy przeciwnik atakuje którąś z twoich bierek, nie pozwól jej zbić za darmo! Możesz nią uciec, dać jej obronę albo zasłonić ją przed atakiem inną bierką.
lesson-protection-1-instruction = Czarny pion atakuje twojego skoczka. Znajdź dla niego bezpieczne pole!
lesson-protection-1-praise = Twój skoczek znów jest bezpieczny.
lesson-protection-2-instruction = Czarny skoczek atakuje twojego hetmana! Przesuń go na bezpieczne pole.
lesson-protection-2-praise = Uff, hetman uciekł!
lesson-protection-3-instruction = Czarny goniec atakuje twoją wieżę i nic jej nie broni. Ratuj wieżę!
lesson-protection-3-praise = Wieża bezpiecznie uciekła.
lesson-protection-4-instruction = Grasz czarnymi. Biały pion atakuje twojego skoczka. Dokąd może pójść?
lesson-protection-4-praise = Dobrze, skoczek jest już bezpieczny.
lesson-protection-5-instruction = Czarny hetman atakuje twojego skoczka, a skoczek nie ma bezpiecznego pola. Obroń go!
lesson-protection-5-praise = Jeśli hetman teraz zbije skoczka, pion odbije hetmana.
lesson-protection-6-instruction = Czarny hetman atakuje twojego skoczka na brzegu szachownicy. Skoczek nie może uciec, więc go obroń!
lesson-protection-6-praise = Teraz skoczek ma obronę.
lesson-protection-7-instruction = Czarny goniec atakuje twojego skoczka, a skoczek nie może się ruszyć, bo stoi za nim twój król. Obroń go!
lesson-protection-7-praise = Brawo, skoczek jest broniony.
lesson-protection-8-instruction = Czarny goniec atakuje twoją wieżę w narożniku, a wieża nie może się ruszyć. Zasłoń ją inną bierką!
lesson-protection-8-praise = Zasłonięte! Goniec nie dosięgnie już twojej wieży.
lesson-protection-9-instruction = Czarny goniec atakuje twoją wieżę z daleka. Postaw między nimi jakąś bierkę!
lesson-protection-9-praise = Ładna zasłona, wieża jest bezpieczna.
lesson-protection-10-instruction = Grasz czarnymi. Biały goniec celuje w twoją wieżę w narożniku, a wieża nie może się ruszyć. Zasłoń długą przekątną!
lesson-protection-10-praise = Zasłonięte! Twoja wieża stoi bezpiecznie za murem.

## hanging
lesson-hanging-title = Bierki za darmo
lesson-hanging-intro = Czasem przeciwnik zostawia bierkę bez obrony. Możesz ją zbić i nic nie tracisz! Ale patrz uważnie: jeśli bierka jest broniona, bicie może cię kosztować więcej, niż zyskasz.
lesson-hanging-1-instruction = Grasz czarnymi. Biała bierka stoi w tym samym rzędzie co twój hetman i nikt jej nie broni.
lesson-hanging-1-praise = Skoczek za darmo, a do tego szach!
lesson-hanging-2-instruction = Grasz czarnymi. Biała bierka podeszła za blisko twoich pionów. Czy pion może ją zbić?
lesson-hanging-2-praise = Pion zbił skoczka. Świetna wymiana!
lesson-hanging-3-instruction = Grasz czarnymi. Twój hetman patrzy wzdłuż długiej przekątnej. Co czeka na jej drugim końcu?
lesson-hanging-3-praise = Cała wieża za darmo!
lesson-hanging-4-instruction = Grasz czarnymi. Poszukaj białej bierki, której nikt nie broni.
lesson-hanging-4-praise = Goniec zdobyty. Nikt nie mógł odbić!
lesson-hanging-5-instruction = Czarna bierka weszła do twojego obozu. Czy ktoś jej broni?
lesson-hanging-5-praise = Gońca już nie ma, a nic cię to nie kosztowało.
lesson-hanging-6-instruction = Czarna bierka stoi tuż obok twojego króla. Czy ktoś jej broni?
lesson-hanging-6-praise = Twój król zbił gońca. Odważny król!
lesson-hanging-7-instruction = Czarna bierka weszła głęboko w twoją pozycję. Zbij ją, zanim ucieknie!
lesson-hanging-7-praise = Goniec za darmo! Zawsze sprawdzaj, jaką bierkę przeciwnik zostawił bez obrony.
lesson-hanging-8-instruction = Czarny hetman zszedł aż do twojego pierwszego rzędu. Czy ktoś go broni?
lesson-hanging-8-praise = Hetman zdobyty za darmo!
lesson-hanging-9-instruction = Grasz czarnymi. Twój skoczek stoi blisko białej bierki, której nikt nie broni.
lesson-hanging-9-praise = Skoczek zbił wieżę w narożniku!
lesson-hanging-10-instruction = Grasz czarnymi. Twój skoczek może coś zbić. Czy Białe mogą odbić?
lesson-hanging-10-praise = Goniec za darmo. Dobrze wypatrzone!
lesson-hanging-11-instruction = Grasz czarnymi. Biały skoczek podskoczył blisko twojego króla. Czy możesz go zbić za darmo?
lesson-hanging-11-praise = Skoczka już nie ma, a Białe nie mogą odbić.
lesson-hanging-12-instruction = Spójrz na czarne bierki przed tobą. Której z nich nikt nie broni?
lesson-hanging-12-praise = Skoczek za darmo, a teraz jeszcze hetman jest atakowany!
lesson-hanging-13-instruction = Wygląda na to, że możesz zbić dwie czarne bierki. Jednej z nich broni pion. Zbij tę, która naprawdę jest za darmo!
lesson-hanging-13-praise = Zgadza się! Tamta druga była pułapką.
lesson-hanging-14-instruction = Grasz czarnymi. Twój hetman może zbić dwie białe bierki. Jedna z nich jest broniona. Która jest za darmo?
lesson-hanging-14-praise = Dobry wybór! Zbicie skoczka kosztowałoby cię hetmana.
lesson-hanging-15-instruction = Zbicie skoczka wieżą kosztuje za dużo: broni go pion. Ale skoczek nie może się ruszyć. Zaatakuj go czymś małym!
lesson-hanging-15-praise = Mały pion zdobył unieruchomionego skoczka!

## trades
lesson-trades-title = Dobre wymiany
lesson-trades-intro = Pion jest wart 1, skoczek albo goniec 3, wieża 5, a hetman 9. Zanim zbijesz, policz, kto atakuje bierkę, a kto jej broni. Bij tylko wtedy, gdy zyskujesz więcej, niż oddajesz!
lesson-trades-1-instruction = Twoja wieża i twój skoczek mogą zbić po jednej czarnej bierce. Zanim zbijesz, sprawdź, kto ich broni!
lesson-trades-1-praise = Zgadza się! Gońca nikt nie bronił. Bicie skoczka wieżą oznaczałoby oddanie 5 za 3.
lesson-trades-2-instruction = Czarnej wieży na d5 broni pion. Może ją zbić i twój hetman, i twój goniec. Która wymiana się opłaca?
lesson-trades-2-praise = Goniec (3) za wieżę (5): jesteś 2 punkty do przodu! Bijąc hetmanem, oddajesz 9 za 5.
lesson-trades-3-instruction = Grasz czarnymi. Białego skoczka na d5 broni pion. Zbij go swoją najmniej wartościową bierką!
lesson-trades-3-praise = Pion (1) za skoczka (3). Bij najmniejszą bierką, jaką się da!
lesson-trades-4-instruction = Grasz czarnymi. Białej wieży na d3 broni pion. Może ją zbić i twój hetman, i twój skoczek. Najpierw policz!
lesson-trades-4-praise = Skoczek (3) za wieżę (5): dobry interes. Hetman kosztowałby 9.
lesson-trades-5-instruction = Grasz czarnymi. Twoja wieża może zbić piona na d4, ale policz, kto go broni! Jeśli bicie się nie opłaca, idź królem w stronę środka.
lesson-trades-5-praise = Dobrze policzone! Twój król jest w drodze do środka.
lesson-trades-5-off-tip = Bicie na d4 to oddanie wieży (5) za piona (1): bronią go pion z c3 i wieża. Idź królem na f6 albo f8.
lesson-trades-6-instruction = Grasz czarnymi. Biała wieża na e4 atakuje twojego hetmana, a bronią jej dwie białe bierki. Którą bierką najlepiej ją zbić?
lesson-trades-6-praise = Goniec (3) za wieżę (5), a do tego twój hetman jest bezpieczny!
lesson-trades-7-instruction = Czarnego skoczka na e5 broni pion. Znajdź bicie, które go zdobywa!
lesson-trades-7-praise = Pion (1) za skoczka (3). Bicie hetmanem kosztowałoby cię hetmana.
lesson-trades-8-instruction = Tutaj kuszą dwa bicia. Najpierw policz, kto broni! Jeśli bicia się nie opłacają, wyprowadź skoczka albo obroń swojego piona na e4.
lesson-trades-8-praise = Dobrze policzone! Dobry ruch zamiast złej wymiany.
lesson-trades-8-off-tip = Hxf6 to 9 za 3 (pion odbija), a Gxf7+ to 3 za 1 (król bije). Zagraj d3, Sc3 albo Se2.
lesson-trades-9-instruction = Twój hetman może zgarnąć piona na a6 albo d6, a twój skoczek może zbić wieżę na c6. Policz, ile kosztuje każde bicie!
lesson-trades-9-praise = Skoczek (3) za wieżę (5). Oba piony były bronione: hetman by przepadł!
lesson-trades-10-instruction = Twoja wieża, twój goniec i twój król mogą coś zbić. Której czarnej bierki nie broni zupełnie nikt?
lesson-trades-10-praise = Twój król zbił skoczka. Król też może bić, gdy nic nie broni bierki!
lesson-trades-11-instruction = Grasz czarnymi. Biały goniec atakuje twojego hetmana. Możesz go zbić? A co ze skoczkiem na c3?
lesson-trades-11-praise = Gońca nikt nie bronił. Bicie skoczka wieżą oznaczałoby oddanie 5 za 3.
lesson-trades-12-instruction = Grasz czarnymi. Goniec na e4 jest atakowany dwa razy, przez twojego hetmana i skoczka, a broniony raz. Zacznij od właściwej bierki!
lesson-trades-12-praise = Zaczynaj od najmniejszej bierki! Jeśli wieża zbije twojego skoczka, twój hetman zbije wieżę.
lesson-trades-13-instruction = Grasz czarnymi. Twój hetman i goniec mogą zgarnąć piony, ale policz, kto ich broni! Jeśli bicie się nie opłaca, wyprowadź gońca, który wciąż stoi w domu na c8.
lesson-trades-13-praise = Dobrze zagrane! Żadnego łapania pionów, a jedna figura więcej w grze.
lesson-trades-13-off-tip = Wieża broni b2, dwie bierki bronią d4, a król i skoczek bronią h2: każde bicie to strata. Wyprowadź gońca z c8 na bezpieczne pole.
lesson-trades-14-instruction = Pion na e5 wygląda na łatwy łup. Najpierw policz, kto go broni! Jeśli bicie się nie opłaca, idź królem w stronę środka.
lesson-trades-14-praise = Dobrze policzone! Gdy na szachownicy zostaje mało bierek, król jest silną figurą.
lesson-trades-14-off-tip = Bicie na e5 to oddanie skoczka (3) za piona (1): bronią go goniec i król. Zagraj Kf1, żeby przyprowadzić króla do środka.

## skewer
lesson-skewer-title = Przeszycie
lesson-skewer-intro = Przeszycie to atak wzdłuż linii na cenną bierkę, za którą stoi inna bierka. Cenna bierka musi zejść z drogi, a wtedy zbijasz bierkę stojącą za nią!
lesson-skewer-1-instruction = Twoja wieża może dać szacha wzdłuż rzędu. Co stoi w tym rzędzie za czarnym królem?
lesson-skewer-1-praise = Król się odsunął, a wieża za nim jest twoja!
lesson-skewer-2-instruction = Daj królowi szacha gońcem po przekątnej, która przechodzi też przez czarną wieżę.
lesson-skewer-2-praise = Przeszycie gońcem! Najpierw król, potem wieża.
lesson-skewer-3-instruction = Grasz czarnymi. Daj szacha w dolnym rzędzie. Zobacz, co stoi za białym królem.
lesson-skewer-3-praise = Szach, a wieża za królem padła!
lesson-skewer-4-instruction = Grasz czarnymi. Biały król i biała wieża stoją w tym samym rzędzie. Daj królowi szacha!
lesson-skewer-4-praise = Król musiał się ruszyć, a wieża została sama.
lesson-skewer-5-instruction = Twój goniec może dać królowi szacha tak, że tuż za królem stoi ukryty hetman.
lesson-skewer-5-praise = Król się ruszył, a ty zbijasz hetmana!
lesson-skewer-6-instruction = Grasz czarnymi. Biały król i wieża stoją na ostatniej linii. Daj tam królowi szacha wieżą!
lesson-skewer-6-praise = Przeszycie wieżą! Król uciekł, a ty zbijasz wieżę.
lesson-skewer-7-instruction = Dwie czarne bierki stoją w tej samej kolumnie, jedna za drugą. Zaatakuj przednią swoją wieżą!
lesson-skewer-7-praise = Przednia bierka uciekła, a ta za nią jest twoja.
lesson-skewer-8-instruction = Grasz czarnymi. Biały hetman stoi przed gońcem w tej samej kolumnie. Zaatakuj hetmana wieżą!
lesson-skewer-8-praise = Hetman musiał uciekać, więc zdobywasz bierkę!
lesson-skewer-9-instruction = Grasz czarnymi. Biały goniec i biały skoczek stoją w tej samej kolumnie. Zaatakuj je swoją wieżą!
lesson-skewer-9-praise = Goniec odszedł, a skoczek za nim był stracony.
lesson-skewer-10-instruction = Grasz czarnymi. Postaw wieżę w kolumnie, w której zaatakuje gońca, a za gońcem stoi skoczek.
lesson-skewer-10-praise = Przeszycie! Skoczka nie dało się już uratować.
lesson-skewer-11-instruction = Czarny hetman i goniec stoją na tej samej przekątnej. Zaatakuj hetmana swoim gońcem!
lesson-skewer-11-praise = Hetman uciekł, a goniec za nim jest twój.

## mate-patterns
lesson-mate-patterns-title = Typowe maty
lesson-mate-patterns-intro = Niektóre maty powtarzają się bardzo często. Naucz się tych wzorów, a zauważysz je we własnych partiach!
lesson-mate-patterns-1-instruction = Czarny król nie ma powietrza: drogę zastawiają mu własne piony. Użyj wieży!
lesson-mate-patterns-1-praise = Mat na ostatniej linii!
lesson-mate-patterns-2-instruction = Grasz czarnymi. Biały król też utknął za swoimi pionami. Daj mata!
lesson-mate-patterns-2-praise = Ostatnia linia działa też dla czarnych!
lesson-mate-patterns-3-instruction = Postaw hetmana tuż przed czarnym królem, na polu, którego broni twój król.
lesson-mate-patterns-3-praise = Hetman i król, idealna drużyna!
lesson-mate-patterns-4-instruction = Jedna wieża pilnuje już całej kolumny. Druga wieża może dać szacha na brzegu szachownicy.
lesson-mate-patterns-4-praise = Drabinka z dwóch wież!
lesson-mate-patterns-5-instruction = Grasz czarnymi. Białego króla zamknęły jego własna wieża i piony. Która bierka może tam wskoczyć?
lesson-mate-patterns-5-praise = Mat zduszony skoczkiem!
lesson-mate-patterns-6-instruction = Czarne zapomniały bronić słabego piona obok króla. Hetman i goniec atakują go razem.
lesson-mate-patterns-6-praise = Mat szewski!
lesson-mate-patterns-7-instruction = Grasz czarnymi. Twój hetman i goniec celują w tego samego białego piona. Nawet jeśli hetman jest atakowany, najpierw szukaj szachów!
lesson-mate-patterns-7-praise = Mat szewski w drugą stronę!
lesson-mate-patterns-8-instruction = Grasz czarnymi. Białe chcą zbić hetmanem na f7 i dać mata! Powstrzymaj to.
lesson-mate-patterns-8-praise = Dobra obrona: dziś nie będzie szybkiego mata!
lesson-mate-patterns-9-instruction = Mat w dwóch ruchach. Twój hetman może dać szacha, nawet jeśli zostanie zbity, bo tuż za nim stoi twoja wieża.
lesson-mate-patterns-9-praise = Odważny hetman i mat na ostatniej linii!
lesson-mate-patterns-10-instruction = Mat w dwóch ruchach. Wspinaj się po drabince: jedna wieża daje szacha, a druga kończy na najwyższym rzędzie.
lesson-mate-patterns-10-praise = Krok po kroku w górę drabinki!
lesson-mate-patterns-11-instruction = Mat w dwóch ruchach. Najpierw przyprowadź króla bliżej, żeby pomógł hetmanowi. Uważaj, żeby nie dać pata!
lesson-mate-patterns-11-praise = Król i hetman zagrali razem!
lesson-mate-patterns-12-instruction = Mat w dwóch ruchach. Oddaj hetmana z szachem, tak żeby czarnego króla zamurowały jego własne bierki. Potem skacze skoczek!
lesson-mate-patterns-12-praise = Słynny mat zduszony!

## discovered-attack
lesson-discovered-attack-title = Odsłonięty atak
lesson-discovered-attack-intro = Przy odsłoniętym ataku jedna bierka schodzi z drogi i odsłania atak wieży, gońca albo hetmana, który stoi za nią. Teraz atakują dwie bierki naraz!
lesson-discovered-attack-1-instruction = Twój skoczek stoi między twoją wieżą a czarnym hetmanem. Odejdź nim z szachem!
lesson-discovered-attack-1-praise = Szach skoczkiem, a wieża zbiła hetmana!
lesson-discovered-attack-2-instruction = Twoja wieża patrzy na czarnego hetmana, ale na drodze stoi twój skoczek. Odskocz nim z szachem!
lesson-discovered-attack-2-praise = Skoczek dał szacha, a wieża zdobyła hetmana!
lesson-discovered-attack-3-instruction = Twój goniec zasłania linię od twojego hetmana do czarnej wieży. Rusz gońca z szachem!
lesson-discovered-attack-3-praise = Szach gońcem, a wieża jest twoja!
lesson-discovered-attack-4-instruction = Grasz czarnymi. Jeden ruch pionem atakuje dużą bierkę i otwiera linię dla twojego hetmana.
lesson-discovered-attack-4-praise = Dwa ataki jednym ruchem piona!
lesson-discovered-attack-5-instruction = Twój skoczek na e5 stoi między twoim gońcem a czarnym gońcem na d6. Odejdź nim i jednocześnie zaatakuj hetmana!
lesson-discovered-attack-5-praise = Hetman musiał uciekać, a twój goniec zbił gońca!
lesson-discovered-attack-6-instruction = Skoczek stoi między twoim gońcem a czarnym hetmanem. Przestaw go na bezpieczne pole!
lesson-discovered-attack-6-praise = Goniec czaił się za skoczkiem. Świetnie!
lesson-discovered-attack-7-instruction = Twój skoczek zasłania kolumnę między twoją wieżą a czarnym hetmanem. Znajdź mu dobre pole!
lesson-discovered-attack-7-praise = Wieża za skoczkiem złapała hetmana!
lesson-discovered-attack-8-instruction = Grasz czarnymi. Rusz pionem: zaatakuje gońca, a twój hetman dostanie nowy cel w swoim rzędzie.
lesson-discovered-attack-8-praise = Ruch pionem otworzył linię twojego hetmana!
lesson-discovered-attack-9-instruction = Grasz czarnymi. Zbij bierkę pionem, który stoi przed twoją wieżą. Co wtedy atakuje wieża?
lesson-discovered-attack-9-praise = Zbijasz skoczka, a biały hetman jest atakowany!
lesson-discovered-attack-10-instruction = Grasz czarnymi. Twoja wieża stoi między twoim gońcem a białym hetmanem. Odejdź wieżą z szachem!
lesson-discovered-attack-10-praise = Szach wieżą, a goniec zbił hetmana!

## queen-mate
lesson-queen-mate-title = Mat hetmanem
lesson-queen-mate-intro = Król i hetman zawsze mogą dać mata samotnemu królowi. Hetman spycha króla na brzeg szachownicy, twój król przychodzi z pomocą, a samotnego króla nigdy nie zostawiasz bez ruchu!
lesson-queen-mate-1-instruction = Królowie stoją naprzeciw siebie, więc czarny król nie może pójść do przodu. Zaszachuj go hetmanem wzdłuż brzegu szachownicy: mat!
lesson-queen-mate-1-praise = Mat na brzegu szachownicy!
lesson-queen-mate-2-instruction = Postaw hetmana tuż obok czarnego króla, na polu, którego broni twój król. Uwaga: jeden z ruchów hetmanem daje pata!
lesson-queen-mate-2-praise = Król nie może zbić hetmana, którego broni twój król!
lesson-queen-mate-3-instruction = Twój hetman trzyma króla na ostatnim rzędzie. Najpierw zbliż swojego króla, potem daj mata. Nie zabieraj mu ostatnich pól za wcześnie!
lesson-queen-mate-3-praise = Król i hetman grają razem!
lesson-queen-mate-4-instruction = Spójrz: czarny król nie ma żadnego ruchu! Jeśli teraz ruszysz królem, będzie pat. Najpierw zostaw mu jedno wolne pole, a potem daj mata.
lesson-queen-mate-4-praise = Najpierw trochę miejsca, a potem pułapka się zamyka!
lesson-queen-mate-5-instruction = Zbuduj klatkę: postaw hetmana o ruch skoczka od króla. Za każdym razem, gdy król się ruszy, zmniejsz klatkę. Potem przyprowadź swojego króla i daj mata.
lesson-queen-mate-5-praise = Klatka była coraz mniejsza: mat!
lesson-queen-mate-6-instruction = Cały mat od samego środka szachownicy! Zmniejszaj klatkę hetmanem, przyprowadź swojego króla i nigdy nie zostawiaj czarnego króla bez ruchu.
lesson-queen-mate-6-praise = Teraz umiesz dać mata hetmanem z każdej pozycji!
lesson-queen-mate-7-instruction = Grasz czarnymi. Teraz to ty masz hetmana! Zepchnij białego króla na brzeg szachownicy, przyprowadź swojego króla i daj mata.
lesson-queen-mate-7-praise = Mat czarnym hetmanem!

## rook-mate
lesson-rook-mate-title = Mat wieżą
lesson-rook-mate-intro = Król i wieża też mogą dać mata samotnemu królowi. Wieża zamyka króla, twój król podchodzi i staje naprzeciw niego, a wieża daje szacha na brzegu szachownicy.
lesson-rook-mate-1-instruction = Królowie stoją naprzeciw siebie, więc czarny król nie może pójść do przodu. Daj szacha wzdłuż ostatniego rzędu: mat!
lesson-rook-mate-1-praise = Tak daje mata wieża!
lesson-rook-mate-2-instruction = Ten sam trik z boku szachownicy. Królowie stoją naprzeciw siebie: szach na brzegu!
lesson-rook-mate-2-praise = Mat z boku szachownicy!
lesson-rook-mate-3-instruction = Zamknij wieżą drzwi z jednej strony. Wtedy czarny król musi stanąć naprzeciw twojego króla, a ty dajesz szacha!
lesson-rook-mate-3-praise = Drzwi zamknięte, a potem mat!
lesson-rook-mate-4-instruction = Twoja wieża trzyma króla na ostatnim rzędzie. Czasem najlepszy ruch to czekanie: przesuń wieżę wzdłuż jej rzędu i pozwól królowi się ruszyć.
lesson-rook-mate-4-praise = Czekanie to był sprytny ruch!
lesson-rook-mate-5-instruction = Wieża zamyka króla na ostatnim rzędzie. Przeprowadź swojego króla aż na górę, naprzeciw czarnego króla, i wtedy daj szacha. Trzymaj wieżę daleko od czarnego króla!
lesson-rook-mate-5-praise = Długi marsz i idealny mat!
lesson-rook-mate-6-instruction = Cały mat od samego środka szachownicy! Odetnij króla wieżą, przyprowadź swojego króla, szachuj, gdy królowie stoją naprzeciw siebie, a czekaj, gdy nie stoją.
lesson-rook-mate-6-praise = Teraz umiesz dać mata wieżą z każdej pozycji!
lesson-rook-mate-7-instruction = Grasz czarnymi. Teraz to ty masz wieżę! Odetnij białego króla, zmniejszaj jego klatkę, przyprowadź swojego króla i daj mata.
lesson-rook-mate-7-praise = Mat czarną wieżą!

## pawn-endgame
lesson-pawn-endgame-title = Król i pion
lesson-pawn-endgame-intro = Król i pion przeciwko królowi: czy pion zostanie hetmanem? Powiedzą ci to dwa sekrety: kwadrat piona i opozycja królów.
lesson-pawn-endgame-1-instruction = Narysuj kwadrat od swojego piona do ostatniego rzędu. Jeśli czarny król nie zdoła do niego wejść, nikt nie dogoni piona. Więc biegnij pionem, i to od razu!
lesson-pawn-endgame-1-praise = Za szybki, żeby go złapać: nowy hetman!
lesson-pawn-endgame-2-instruction = Grasz czarnymi. Narysuj kwadrat od białego piona do jego ostatniego rzędu. Wejdź królem do kwadratu, a złapiesz piona!
lesson-pawn-endgame-2-praise = Król w kwadracie łapie piona!
lesson-pawn-endgame-3-instruction = Grasz czarnymi. Czy biały król jest w kwadracie twojego piona? Nie! Nie trać ruchu: biegnij pionem i zrób z niego hetmana.
lesson-pawn-endgame-3-praise = Biały król był o krok za wolny!
lesson-pawn-endgame-4-instruction = Czarny pion biegnie w dół szachownicy. Wejdź królem do jego kwadratu, a złapiesz go na czas!
lesson-pawn-endgame-4-praise = Złapany! Kwadrat nigdy nie kłamie.
lesson-pawn-endgame-5-instruction = Trzy pola dwa rzędy przed twoim pionem są magiczne: jeśli twój król stanie na jednym z nich, pion zostanie hetmanem. Wejdź na jedno z nich!
lesson-pawn-endgame-5-praise = Z magicznego pola twój król prowadzi piona do domu!
lesson-pawn-endgame-6-instruction = Opozycja: królowie stoją naprzeciw siebie z jednym polem przerwy, a ruch ma ten drugi. Wtedy musi on zejść na bok. Zajmij opozycję!
lesson-pawn-endgame-6-praise = Czarny król musiał zejść na bok, a twój pion przeszedł dalej!
lesson-pawn-endgame-7-instruction = Grasz czarnymi. Stań naprzeciw białego króla z jednym polem przerwy: zajmij opozycję! Wtedy nie dostanie się przed swojego piona.
lesson-pawn-endgame-7-praise = Biały król się nie przedarł: remis!
lesson-pawn-endgame-8-instruction = Twój król musi iść pierwszy, pion idzie za nim. Zajmij opozycję, a potem obejdź czarnego króla. Nie przesuwaj piona za wcześnie!
lesson-pawn-endgame-8-praise = Najpierw król, potem pion: tak to się robi!
lesson-pawn-endgame-9-instruction = Czarny król chce stanąć przed swoim pionem. Zatrzymaj go: stań swoim królem naprzeciw niego, z jednym polem przerwy. Zajmij opozycję!
lesson-pawn-endgame-9-praise = Czarny król nie zdołał cię ominąć: remis!
lesson-pawn-endgame-10-instruction = Grasz czarnymi. Zajmij opozycję, niech twój król idzie przed pionem, i dopiero wtedy przesuń piona.
lesson-pawn-endgame-10-praise = Twój król utorował drogę nowemu hetmanowi!
lesson-pawn-endgame-11-instruction = Grasz czarnymi. Stań tuż przed pionem, naprzeciw białego króla! Jeśli zejdziesz na bok, biały król się przedrze.
lesson-pawn-endgame-11-praise = Tuż przed pionem: tędy nie przejdzie!
lesson-pawn-endgame-12-instruction = Grasz czarnymi. Skrajny pion nie może wygrać, jeśli twój król dostanie się do narożnika przed nim. Szybko do narożnika!
lesson-pawn-endgame-12-praise = Bezpiecznie w narożniku: remis!
lesson-pawn-endgame-13-instruction = Twój pion stoi jeszcze na swoim polu startowym i może poczekać. Najpierw zajmij opozycję, potem maszeruj królem do przodu, przed piona.
lesson-pawn-endgame-13-praise = Długi marsz i nowiutki hetman!
