# Słowa Gambita po polsku (tłumaczenie en/gambit.ftl). Id mówią, do czego służy
# tekst; argumenty to wartości, które podaje gra ($move, $reason, …).

## Strony i bierki

color-white = Białe
color-black = Czarne
role-pawn = pion
role-knight = skoczek
role-bishop = goniec
role-rook = wieża
role-queen = hetman
role-king = król
san-king = K
san-queen = H
san-rook = W
san-bishop = G
san-knight = S
# Poziomy wbudowanego silnika, tak jak wybiera je gracz.
level-gentle = Łagodny
level-easy = Łatwy
level-normal = Normalny
level-hard = Trudny
level-master = Mistrz

## Odrzucone ruchy i prośby

move-not-allowed = Niedozwolone — { $move }: { $reason }
refusal-game-over = Partia się skończyła.
refusal-not-your-move = To nie twój ruch.
refusal-take-back-tournament = Tryb turniejowy: ruchów nie można cofać.
refusal-nothing-to-take-back = Nie ma twojego ruchu do cofnięcia.
# $piece: bierka na polu albo samo pole (piece-on-square poniżej).
piece-on-square = { $role } na { $square } ({ $color })
touch-move-move = Dotknięta bierka: { $piece } — musisz nią zagrać.
touch-move-capture = Dotknięta bierka: { $piece } — musisz ją zbić.
touch-move-capture-with = Dotknięte bierki: { $piece } i { $target } — jedną musisz zbić drugą.

## Lekcje i zadania

try-nothing-to-show = Stąd nie ma czego pokazać: naciśnij „Zacznij od nowa” i spróbuj jeszcze raz.

## Przegląd partii

review-by-builtin = wbudowany silnik
review-by-depth = { $who }, głębokość { $depth }
review-replaced = { $error }. Zamiast niego ocenia wbudowany silnik.
review-stopped = Przegląd przerwany: { $error }.

## Dlaczego ruch łamie przepisy (po „Niedozwolone — e2e5:”)

illegal-game-over = Partia się skończyła.
illegal-no-piece = Na { $square } nie ma twojej bierki.
illegal-not-your-turn = Ruch mają { $color }.
illegal-wrong-way = Ta bierka tak nie chodzi.
illegal-path-blocked = Drogę zagradza bierka na { $square }.
illegal-own-piece = Nie można bić własnej bierki.
illegal-king-would-be-in-check = Twój król byłby w szachu z { $square }.
illegal-in-check = Jesteś w szachu z { $square }, a ten ruch przed nim nie chroni.
illegal-castling-king-moved = Roszada niemożliwa: twój król już się ruszał.
illegal-castling-rook-moved = Roszada na tę stronę niemożliwa: ta wieża już się ruszała.
illegal-castling-in-check = Nie można zrobić roszady, będąc w szachu.
illegal-castling-blocked = Roszada niemożliwa: pole { $square } między królem a wieżą jest zajęte.
illegal-castling-through-check = Roszada niemożliwa: król przeszedłby przez atakowane pole { $square }.
illegal-castling-into-check = Roszada niemożliwa: król stanąłby na atakowanym polu { $square }.
illegal-en-passant-expired = Bicie w przelocie jest możliwe tylko zaraz po ruchu piona o dwa pola.
illegal-promotion-needed = Pion, który dochodzi do ostatniego rzędu, musi być promowany: wybierz hetmana, wieżę, gońca albo skoczka.
illegal-bad-promotion = Promować można tylko piona, który dochodzi do ostatniego rzędu: na hetmana, wieżę, gońca albo skoczka.
illegal-no-such-piece = Żadna twoja bierka ({ $role }) nie może pójść na { $square }.
illegal-ambiguous = Ten ruch może wykonać więcej niż jedna bierka: wskaż którą (np. Nbd2).
illegal-bad-notation = „{ $text }” to nie ruch (użyj SAN, np. Nf3, O-O, e8=Q, albo UCI, np. e2e4).

## Odrzucone żądania i propozycje remisu

claim-threefold = trzykrotne powtórzenie pozycji
claim-fifty-moves = zasada 50 posunięć
request-not-claimable-threefold = Teraz nie można żądać remisu przez trzykrotne powtórzenie pozycji.
request-not-claimable-fifty-moves = Teraz nie można żądać remisu według zasady 50 posunięć.
request-no-offer = Nie ma propozycji remisu do przyjęcia.

## Jak skończyła się partia (pasek stanu, okno końca partii)

ending-checkmate = { $winner } wygrywają przez mata
ending-stalemate = Remis przez pata
ending-insufficient-material = Remis — nikt nie może dać mata
ending-seventy-five-moves = Remis według zasady 75 posunięć (po 75 ruchów każdej strony bez bicia i ruchu pionem)
ending-fivefold = Remis przez pięciokrotne powtórzenie pozycji
ending-claimed = Remis: { $claim } (zażądały { $by })
ending-agreement = Remis za zgodą
ending-resignation = { $loser } poddały partię
ending-timeout = { $winner } wygrywają na czas
ending-timeout-draw = Remis — { $loser } przekroczyły czas, ale { $winner } nie mogą dać mata

## Pasek stanu w trakcie partii

status-your-move = Twój ruch
status-computer-to-move = Ruch: { $color } (komputer)
status-to-move = Ruch: { $color }
status-check = Szach! { $who }
status-paused = { $who } (pauza)

## Dlaczego lekcja odrzuca próbę (pisane dla dziecka)

lesson-rook-way = Wieża chodzi tylko po liniach prostych: w górę, w dół albo w bok.
lesson-bishop-way = Goniec chodzi tylko po skosie.
lesson-queen-way = Hetman chodzi po liniach prostych albo po skosie, nigdy „po literze L”.
lesson-knight-way = Skoczek nie dojdzie tam jednym ruchem: skacze o dwa pola, a potem o jedno w bok.
lesson-king-way = Król chodzi tylko o jedno pole naraz.
lesson-pawn-way = Pion idzie prosto do przodu: o jedno pole, a w pierwszym ruchu o dwa.
lesson-pawn-takes-diagonally = Pion idzie po skosie tylko wtedy, gdy bije.
lesson-blocked-own = Na drodze stoi twoja bierka: { $role } na { $square }. Tylko skoczek przeskakuje bierki.
lesson-blocked-theirs = Na drodze stoi bierka przeciwnika: { $role } na { $square }. Tylko skoczek przeskakuje bierki.
lesson-own-piece = Nie można bić własnej bierki.
lesson-leaves-king-in-check = Wtedy twój król zostaje w szachu: szachuje go { $role } z { $square }.
lesson-still-in-check = Twój król nadal jest w szachu: szachuje go { $role } z { $square }.
lesson-gives-check = To byłby szach, a tutaj przeciwnik nie ma przed nim obrony.
lesson-escape-move = Ucieknij przed szachem, ruszając królem.
lesson-escape-block = Zasłoń króla przed szachem.
lesson-escape-capture = Zbij bierkę, która daje szacha.
lesson-not-mate = To nie jest mat.
lesson-no-mate-in-time = To nie daje mata w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }: król mógłby uciec.
lesson-stalemate = To pat: partia skończyłaby się remisem!
castle-king-side = krótką (na skrzydle królewskim)
castle-queen-side = długą (na skrzydle hetmańskim)
lesson-castle-now = Możesz teraz zrobić roszadę { $side }.
lesson-castle-other-side = Nie na tę stronę: tym razem zrób roszadę { $side }.
lesson-loses-castling = Jeśli ten król albo ta wieża się ruszy, nigdy już nie zrobisz roszady na tę stronę.
lesson-castle-king-moved = Roszada niemożliwa: twój król już się ruszał.
lesson-castle-rook-moved = Roszada na tę stronę niemożliwa: ta wieża już się ruszała.
lesson-castle-in-check = Roszada niemożliwa: twój król jest w szachu.
lesson-castle-blocked = Roszada niemożliwa: pole { $square } między królem a wieżą musi być puste.
lesson-castle-through-attack = Roszada niemożliwa: twój król przeszedłby przez atakowane pole { $square }.
lesson-castle-into-check = Roszada niemożliwa: twój król stanąłby w szachu na { $square }.
lesson-en-passant-now = Zbij tego piona w przelocie: twój pion idzie po skosie na pole za nim.
lesson-en-passant-too-late = Za późno: bicie w przelocie wolno tylko zaraz po ruchu piona o dwa pola.
lesson-promote-now = Twój pion może dojść do ostatniego rzędu: promuj go!
lesson-promote-to = Tym razem wybierz: { $role }. Zobacz, co ta bierka potrafi z tego pola.
lesson-wrong-square = To jest { $clicked }. Znajdź { $asked }: idź do kolumny { $file }, a potem w górę do rzędu { $rank }.
lesson-click-the-square = Po prostu kliknij pole: tym razem bez ruchów.
lesson-not-a-capture = Zbij którąś z bierek przeciwnika.
lesson-not-best-capture = To bicie nie zdobywa najwięcej.
lesson-not-best-move = Jest tu lepszy ruch: pomyśl o wskazówce!
lesson-off-tip = Ten ruch nie pasuje do wskazówki. Przeczytaj ją jeszcze raz i spróbuj inaczej!
lesson-king-waits = Zostaw piona na miejscu: ruszaj królem i czekaj na swoją szansę.
lesson-no-check = Ten ruch nie daje szacha. Znajdź ruch, który atakuje króla!
lesson-not-the-move = To nie jest { $move }. Przeczytaj ruch jeszcze raz: która bierka i na które pole?
lesson-wins-nothing = Ten ruch niczego nie wygrywa. Poszukaj jeszcze raz sztuczki!
lesson-leaves-piece = Potem bierka z pola { $from } ({ $taker }) za darmo zbija twoją bierkę na { $on } ({ $target }).
lesson-still-in-danger = Potem przeciwnik i tak coś ci zabierze.
lesson-bad-trade = Zła wymiana! Oddajesz: { $gave } ({ $gave_value }), a dostajesz: { $got } ({ $got_value }). Policz, zanim zbijesz!
lesson-throws-away-win = Potem król przeciwnika zdąży zatrzymać twojego piona: byłby tylko remis.
lesson-lets-pawn-through = Potem tego piona nie da się już zatrzymać: zostałby hetmanem.
lesson-done = To masz już rozwiązane!

## Dlaczego zadanie odrzuca próbę

puzzle-weaker = Nie ten ruch: jest mocniejszy ruch niż { $tried }. Popatrz jeszcze raz.
puzzle-mates = Nie ten ruch: po { $tried } ruch { $reply } daje mata.
puzzle-takes = Nie ten ruch: po { $tried } ruch { $reply } zbija twoją bierkę ({ $role }).
puzzle-done = Rozwiązane! Przejdź do następnego zadania.

## Bierka z kolorem i rodzajem (w zdaniu)

piece-white-pawn = biały pion
piece-white-knight = biały skoczek
piece-white-bishop = biały goniec
piece-white-rook = biała wieża
piece-white-queen = biały hetman
piece-white-king = biały król
piece-black-pawn = czarny pion
piece-black-knight = czarny skoczek
piece-black-bishop = czarny goniec
piece-black-rook = czarna wieża
piece-black-queen = czarny hetman
piece-black-king = czarny król

## Dlaczego ustawionej pozycji nie można grać (edytor)

problem-no-king = { $color } nie mają króla
problem-kings = { $color } mają { $count ->
        [2] dwóch
        [3] trzech
        [4] czterech
       *[other] { $count }
    } królów
problem-pawn-first-rank = Pion nie może stać w pierwszym rzędzie ({ $pawn } na { $square })
problem-pawn-last-rank = Pion nie może stać w ostatnim rzędzie ({ $pawn } na { $square })
problem-pawns = { $color } mają { $count ->
        [one] { $count } piona
        [few] { $count } piony
        [many] { $count } pionów
       *[other] { $count } piona
    }; strona może mieć najwyżej 8
problem-pieces = { $color } mają { $count ->
        [one] { $count } bierkę
        [few] { $count } bierki
        [many] { $count } bierek
       *[other] { $count } bierki
    }; strona może mieć najwyżej 16
problem-promotions = { $color } mają więcej hetmanów, wież, gońców lub skoczków, niż mogło powstać z ich brakujących pionów
problem-castling-king-side = Roszada na skrzydle królewskim wymaga króla na { $king } i wieży na { $rook }
problem-castling-queen-side = Roszada na skrzydle hetmańskim wymaga króla na { $king } i wieży na { $rook }
problem-en-passant = Żaden pion nie mógł przed chwilą pójść o dwa pola, by pozwolić na bicie w przelocie na { $square }
problem-opposite-check = Strona, która nie ma ruchu, jest w szachu (król: { $color }, ruch: { $other })
problem-checked-by-many = { $color }: król jest szachowany przez { $count ->
        [one] { $count } bierkę
        [few] { $count } bierki
        [many] { $count } bierek
       *[other] { $count } bierki
    } naraz; jeden ruch daje najwyżej podwójnego szacha
problem-impossible-check = { $color }: król jest w takim szachu, jakiego nie mógłby dać żaden pojedynczy ruch

## Trener: dlaczego podpowiedź jest dobra, na co ruch pozwala, czym grozi przeciwnik

hint-mates = { $move } daje mata.
hint-wins-material = { $move } zdobywa materiał: { $role } na { $square }.
hint-promotes = { $move } promuje piona; nowa bierka to { $role }.
hint-threatens-mate = { $move } grozi matem: { $mate }.
hint-saves = { $move } odsuwa spod ataku bierkę: { $role } z { $square }.
hint-defends = { $move } broni atakowanej bierki: { $role } na { $square }.
hint-threatens = { $move } atakuje bierkę: { $role } na { $square }.
hint-castles = { $move } to roszada: król idzie w bezpieczne miejsce.
hint-develops = { $move } rozwija figurę: { $role }.
hint-check = { $move } daje szacha.
hint-trades = { $move } to wymiana: { $role } i { $target } z { $square } schodzą z szachownicy.
hint-improves = { $move } to wybór silnika: poprawia pozycję.
warning-mate-in-one = To pozwala na mat w jednym ruchu: { $mate }
warning-en-prise = { $attacker } z { $from } może zbić twoją bierkę: { $role } na { $square }
threat-mate = { $color } grożą matem: { $mate }
threat-capture = { $color } grożą zbiciem bierki: { $role } na { $square }

## Tematy zadań

theme-mate-in-1 = Mat w jednym ruchu
theme-mate-in-2 = Mat w dwóch ruchach
theme-mate-in-3 = Mat w trzech ruchach
theme-mate = Znajdź mata
theme-hanging-piece = Zbij wiszącą bierkę
theme-fork = Widełki: zaatakuj dwie bierki naraz
theme-pin = Związanie: bierka nie może się ruszyć bez większej straty
theme-skewer = Przeszycie: atak przez jedną bierkę na tę za nią
theme-discovered-attack = Odsłonięty atak: rusz jedną bierkę, atakuj drugą
theme-back-rank = Mat na ostatniej linii
theme-best-move = Znajdź najlepszy ruch

## Linia komunikatów szachownicy (odczytywana także przez czytniki ekranu)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Ostatni ruch: { $piece } { $from }–{ $to }.
news-last-move-bare = Ostatni ruch: { $from }–{ $to }.
news-check = { $color }: król jest w szachu.
news-checkmate = { $color }: król dostał mata.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: puste
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, bierka podniesiona
news-square-take = { $square }: { $piece }, możesz zbić tę bierkę
news-square-move = { $square }: puste, możesz tu postawić bierkę

## Komunikaty o plikach gracza (przy uruchomieniu); $error, $reason: słowa systemu

notice-another-copy = Działa już inny Gambit z tym samym folderem zapisu: twoje gwiazdki i trening zadań są widoczne, ale nic, co tu robisz, nie jest zapisywane (partia tamtego Gambita pozostaje nietknięta).
notice-cannot-save = Gambit nie może tu zapisywać ({ $error }): ta partia, gwiazdki z lekcji i wyniki zadań nie zostaną zapisane.
notice-game-kept = Twoja niedokończona partia została zachowana: jest w „Partie…”, wśród ostatnich partii.
notice-game-not-kept = Nie udało się odłożyć twojej niedokończonej partii do ostatnich partii ({ $error }), więc toczy się dalej tutaj zamiast nowej.
notice-last-game-not-filed = Nie udało się odłożyć twojej poprzedniej partii do ostatnich partii ({ $error }); zostaje w { $path } i tym razem nic nie zostanie zapisane (ta partia, gwiazdki z lekcji, wyniki zadań).
notice-saved-game-unreadable = Nie udało się wczytać zapisanej partii ({ $reason }); została zachowana jako { $path } i zaczęła się nowa partia.
notice-settings-unreadable = Nie udało się odczytać pliku ustawień ({ $reason }); używane są ustawienia domyślne, a stary plik zachowano jako { $path }.
notice-stars-damaged = Nie udało się wczytać twoich gwiazdek z lekcji: { $error }. Liczenie gwiazdek zaczyna się od zera.
notice-stars-damaged-kept = Nie udało się wczytać twoich gwiazdek z lekcji: { $error } (plik zachowano jako { $path }). Liczenie gwiazdek zaczyna się od zera.
notice-training-damaged = Nie udało się wczytać twojego treningu zadań: { $error }. Trening zaczyna się od początku.
notice-training-damaged-kept = Nie udało się wczytać twojego treningu zadań: { $error } (plik zachowano jako { $path }). Trening zaczyna się od początku.
notice-stars-unreadable = Nie udało się wczytać twoich gwiazdek z lekcji ({ $error }); to, co teraz zrobisz, nie zostanie zapisane.
notice-training-unreadable = Nie udało się wczytać twojego treningu zadań ({ $error }); to, co teraz zrobisz, nie zostanie zapisane.
notice-record-damaged = Nie udało się wczytać wyników twoich partii: { $error }. Liczenie wyników zaczyna się od zera.
notice-record-damaged-kept = Nie udało się wczytać wyników twoich partii: { $error } (plik zachowano jako { $path }). Liczenie wyników zaczyna się od zera.
notice-record-unreadable = Nie udało się wczytać wyników twoich partii ({ $error }); to, co teraz zrobisz, nie zostanie zapisane.
notice-puzzles-left-out = { $count ->
        [one] Pominięto { $count } zadanie, którego nie udało się wczytać.
        [few] Pominięto { $count } zadania, których nie udało się wczytać.
        [many] Pominięto { $count } zadań, których nie udało się wczytać.
       *[other] Pominięto { $count } zadania, których nie udało się wczytać.
    }
notice-training-repaired = Niektóre wartości w twoim treningu zadań były uszkodzone (może zegar komputera został cofnięty); poprawiono je, a resztę zachowano.

## Czego nie udało się zapisać (w hud-cannot-save: „Gambit nie może zapisać: …”)

unsaved-finished-game = zakończona partia
unsaved-game = partia
unsaved-stars = twoje gwiazdki z lekcji
unsaved-training = twój trening zadań
unsaved-record = wyniki twoich partii
unsaved-settings = ustawienia
unsaved-no-thread = wszystko — zabrakło wątku do zapisywania

## Plik, o który prosił gracz (Zapisz jako PGN, przegląd z komentarzami)
# $path: plik; $reason: powód podany przez system.
export-saved = Zapisano w pliku { $path }.
export-failed = Nie udało się zapisać pliku { $path }: { $reason }.

## Wygląd, którego nie można użyć (gra używa wtedy wbudowanego)
# $reason: powód podany przez plik albo system; $name: nazwa motywu albo stylu.
look-themes-none = Nie znaleziono motywów szachownicy: { $reason }. Używany jest wbudowany wygląd.
look-styles-none = Nie znaleziono stylów bierek: { $reason }. Używany jest wbudowany wygląd.
look-theme-unusable = Nie można użyć motywu szachownicy „{ $name }”: { $reason }. Zamiast niego widać wbudowaną drewnianą szachownicę.
look-theme-missing = Nie ma motywu szachownicy „{ $name }”. Zamiast niego widać wbudowaną drewnianą szachownicę.
look-style-unusable = Nie można użyć stylu bierek „{ $name }”: { $reason }. Zamiast niego widać wbudowane bierki Staunton.
look-style-missing = Nie ma stylu bierek „{ $name }”. Zamiast niego widać wbudowane bierki Staunton.
look-shader-unreadable = Nie można odczytać shadera assets/shaders/fast_material.wgsl; używana jest wbudowana kopia.
look-shader-not-wgsl = Shader assets/shaders/fast_material.wgsl nie jest napisany w WGSL; używana jest wbudowana kopia.
look-shader-unfit = Shader assets/shaders/fast_material.wgsl nie pasuje do materiału gry; używana jest wbudowana kopia.
look-shader-broken = Shadera assets/shaders/fast_material.wgsl nie da się skompilować; używana jest wbudowana kopia.

## Zewnętrzny silnik, z którym coś poszło nie tak (zdania bez kropki; kropkę dodaje wywołujący)
# $path: program; $reason, $why, $status, $said: słowa systemu albo samego silnika.
engine-start = Nie udało się uruchomić silnika { $path }: { $reason }
engine-not-uci = Silnik { $path } nie jest silnikiem UCI ({ $why })
engine-exited = Silnik { $path } nieoczekiwanie zakończył działanie ({ $status })
engine-exited-saying = Silnik { $path } nieoczekiwanie zakończył działanie ({ $status }): { $said }
# $awaited: słowo UCI, którego nie wysłał (uciok, readyok, bestmove); $seconds: liczba.
engine-timeout = Silnik { $path } nie odpowiedział na czas (brak „{ $awaited }” po { $seconds } s)
engine-illegal-move = Silnik { $path } wysłał niedozwolony ruch { $move } w pozycji { $fen }
engine-no-move = Silnik { $path } nie wysłał żadnego ruchu w pozycji { $fen }, choć są w niej dozwolone ruchy
engine-bad-request = Silnika { $path } nie poproszono o ruch: { $reason }

## FEN, którego nie można użyć (wpisany albo wklejony tekst)
fen-empty = To nie jest FEN: tekst jest pusty.
fen-board = To nie jest FEN: układ bierek (pierwsza część) jest błędny.
fen-turn = To nie jest FEN: strona, która ma ruch (druga część), musi być oznaczona w albo b.
fen-castling = To nie jest FEN: część o roszadach musi być znakiem - albo literami spośród KQkq.
fen-en-passant = To nie jest FEN: część o biciu w przelocie musi być znakiem - albo polem, np. e3.
fen-halfmove-clock = To nie jest FEN: licznik półruchów musi być liczbą.
fen-fullmoves = To nie jest FEN: numer ruchu musi być liczbą dodatnią.
fen-fields = To nie jest FEN: potrzeba sześciu części, np. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: problemy pozycji (komunikaty problem-…), rozdzielone „; ”.
fen-illegal = To nie jest poprawna pozycja szachowa: { $problems }.

## Partia z pliku PGN, która urywa się przed końcem (w games-cannot-open i games-stopped-early)
# $error: komunikat fen-….
pgn-bad-fen = Tagu FEN nie da się użyć. { $error }
# $ply: półruch, od 1; $move: tak, jak zapisano w pliku; $reason: komunikat illegal-….
pgn-bad-move = Półruch { $ply } ({ $move }): { $reason }
# $at: tekst w tym miejscu; $damage: jeden z komunikatów poniżej.
pgn-damaged = Tekst partii jest uszkodzony przy półruchu { $ply } ({ $at }): { $damage }.
pgn-unclosed-comment = komentarz {"{"} nie został zamknięty
pgn-unclosed-variation = wariant ( nie został zamknięty
pgn-unclosed-tag = tag [ nie został zamknięty
pgn-too-long = partia jest dłuższa niż { $bytes ->
        [one] { $bytes } bajt
        [few] { $bytes } bajty
        [many] { $bytes } bajtów
       *[other] { $bytes } bajta
    }; resztę pominięto
pgn-not-pgn = to nie jest PGN: nie udało się odczytać żadnych tagów ani ruchów
# $reason: słowa czytnika PGN.
pgn-unreadable = nieczytelny PGN: { $reason }

## Ocena ustawionej pozycji (edytor)
# $color: color-white albo color-black.
eval-checkmate = Mat: { $color } wygrywają.
eval-stalemate = Pat: remis.
# $evaluation: jedna z czterech ocen poniżej albo eval-mates; $line: najlepsze ruchy („30... h6 31. Wa8+”).
eval-line = { $evaluation }. Najlepszy wariant (głębokość { $depth }): { $line }
eval-mates = { $color } dają mata w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }
# $value: ocena w pionach z punktu widzenia Białych („+0.35”).
eval-equal = { $value }: mniej więcej równo
eval-slightly-better = { $value }: { $color } stoją nieco lepiej
eval-better = { $value }: { $color } stoją lepiej
eval-winning = { $value }: { $color } mają wygraną pozycję
eval-no-thread = Nie udało się uruchomić silnika: { $reason }

## Skąd pochodzi zadanie z własnej partii gracza (w puzzles-you-played)
# $opponent: poziom (level-…) albo nazwa silnika; $date: komunikat date; $move: liczba.
source-against-level = Twoja partia z komputerem (poziom „{ $opponent }”), { $date }, ruch { $move }
source-against-engine = Twoja partia z silnikiem { $opponent }, { $date }, ruch { $move }
source-own = Twoja partia, { $date }, ruch { $move }
# $month: jeden z komunikatów month-… (nazwa miesiąca w dopełniaczu).
date = { $day } { $month } { $year }
month-jan = stycznia
month-feb = lutego
month-mar = marca
month-apr = kwietnia
month-may = maja
month-jun = czerwca
month-jul = lipca
month-aug = sierpnia
month-sep = września
month-oct = października
month-nov = listopada
month-dec = grudnia

## Nazwy wyglądów dołączonych do gry (własny motyw albo styl gracza ma nazwę podaną w swoim pliku)
theme-name-wood = Drewno
theme-name-blue = Niebieski
theme-name-green = Zielony
theme-name-high-contrast = Wysoki kontrast
style-name-staunton = Bierki Staunton
style-name-diagram = Diagram

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Ta linia nie jest tekstem: napisz nazwę pola, np. e4.
protocol-not-text-move = Ta linia nie jest tekstem: napisz ruch, np. e2e4.
protocol-too-long-square = Ta linia jest za długa (ponad { $bytes } bajtów): napisz nazwę pola, np. e4.
protocol-too-long-move = Ta linia jest za długa (ponad { $bytes } bajtów): napisz ruch, np. e2e4.
protocol-not-a-square = „{ $text }” to nie nazwa pola, np. e4.
protocol-not-a-move = „{ $text }” to nie ruch: napisz go tak jak e2e4.
