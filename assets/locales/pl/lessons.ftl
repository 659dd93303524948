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
