# Słowa paneli Nauka, Zadania i Edycja, paska trybów, nakładek (komunikaty,
# promocja, żądanie remisu) i nakładki z klawiszami, po polsku.

## Nauka: lista lekcji i ćwiczenie (teksty samych lekcji pochodzą z ich plików)

learn-title = Nauka
learn-unreadable = Nie udało się wczytać lekcji: { $error }
learn-heading = Naucz się grać
learn-intro = Krótkie lekcje na tej szachownicy: od ruchów każdej bierki aż do mata. Zacznij od góry albo otwórz dowolną lekcję.
learn-group-rules = Zasady
learn-group-fundamentals = Dobra gra
learn-group-tactics = Taktyka
learn-group-endings = Końcówki
learn-group-reading = Czytanie szachownicy
learn-play-gentle = Zagraj partię z komputerem na poziomie „Łagodny”
learn-lesson-done = Lekcja ukończona!
# $won: gwiazdki zdobyte w lekcji; $total: ile gwiazdek ma lekcja.
learn-lesson-stars = { $won } z { $total ->
    [one] { $total } gwiazdki
    [few] { $total } gwiazdek
    [many] { $total } gwiazdek
   *[other] { $total } gwiazdki
    }
learn-next-lesson = Następna lekcja: { $title }
learn-all-done = Znasz już zasady! Wypróbuj je w prawdziwej partii: komputer na poziomie „Łagodny” to życzliwy przeciwnik, a trener ci pomoże.
learn-all-lessons = Wszystkie lekcje
learn-exercise-of = Ćwiczenie { $number } z { $count }
learn-finish-lesson = Zakończ lekcję
learn-next-exercise = Następne ćwiczenie
learn-show-me = Pokaż mi
learn-start-again = Zacznij od nowa
learn-skip = Pomiń
# $stars: najlepszy wynik w gwiazdkach, np. ★★☆.
learn-best-here = Najlepszy wynik: { $stars }
# Ćwiczenie ze współrzędnymi: $square, pole do kliknięcia.
learn-drill-find = Znajdź { $square }
learn-drill-score = Znalezione: { $found }   Pozostały czas: { $seconds } s
learn-drill-start = Zegar ruszy, gdy znajdziesz pierwsze pole.
learn-drill-best = Twój rekord: { $best }

## Strona Postępy (otwierana z Nauki)

progress-open = Postępy
progress-title = Twoje postępy
progress-go = Zaczynamy
progress-next-lesson = Następny krok: lekcja „{ $title }”.
# $wins: partie wygrane z poziomem $beaten.
progress-next-level = Komputer na poziomie „{ $beaten }” przegrał z tobą { $wins ->
    [one] raz
    [few] { $wins } razy
    [many] { $wins } razy
   *[other] { $wins } razy
    }: teraz spróbuj poziomu „{ $next }”.
progress-next-puzzles = { $count ->
    [one] Jedno zadanie czeka na powtórkę: rozwiąż je, póki pamiętasz.
    [few] { $count } zadania czekają na powtórkę: rozwiąż je, póki pamiętasz.
    [many] { $count } zadań czeka na powtórkę: rozwiąż je, póki pamiętasz.
   *[other] { $count } zadania czeka na powtórkę: rozwiąż je, póki pamiętasz.
    }
progress-next-play = Zagraj partię z komputerem na poziomie „{ $level }”.
progress-lessons = Lekcje
progress-puzzles = Zadania
# $due: zadania na dziś.
progress-puzzle-rating = Ranking w zadaniach: { $rating }   Na dziś: { $due }
progress-rating-line = Ranking
progress-rating-none = Wykres twojego rankingu pojawi się po dwóch zadaniach liczonych do rankingu.
progress-games = Partie z komputerem
progress-won = Wygrane
progress-drawn = Remisy
progress-lost = Przegrane
progress-reviews = Partie po przeglądzie
progress-reviews-none = Nie przejrzano jeszcze żadnej twojej partii: po partii naciśnij „Przegląd”.
# $each: dokładność w kolejnych partiach, od najstarszej („72 %, 80 %”); $mean: ich średnia.
progress-reviews-line = Twoja dokładność w { $count ->
    [one] ostatniej partii po przeglądzie
    [few] ostatnich { $count } partiach po przeglądzie
    [many] ostatnich { $count } partiach po przeglądzie
   *[other] ostatnich { $count } partiach po przeglądzie
    }: { $each } (średnio { $mean } %).

## Zadania (źródło i temat zadania pochodzą z jego zapisu)

puzzles-title = Zadania
puzzles-rating = Twój ranking w zadaniach: { $rating } (±{ $deviation })
# $due: zadania na dziś; $mine: z partii gracza; $shipped: wbudowane.
puzzles-counts = Na dziś: { $due }   Z twoich partii: { $mine }   Wbudowane: { $shipped }
puzzles-harvesting = Szukanie zadań w twojej ostatniej partii…
puzzles-none-waiting = Żadne zadanie nie czeka: wszystkie masz już za sobą, a żadne nie wraca jeszcze do powtórki. Wróć jutro albo zagraj partię: jej błędy staną się nowymi zadaniami.
puzzles-look-again = Popatrz jeszcze raz
puzzles-to-move = Ruch: { $color }
puzzles-find-better = Znajdź lepszy ruch
# $source: partia, z której pochodzi; $played: ruch zagrany w niej, w SAN.
puzzles-you-played = { $source }: twój ruch w tej pozycji to { $played }.
puzzles-checked-by = Sprawdzone przez { $engine }.
puzzles-id-rated = Zadanie { $id } · ranking { $rating }
puzzles-solved-first-try = Rozwiązane za pierwszym razem!
puzzles-solved-with-hint = Rozwiązane, z podpowiedzią.
puzzles-solved-comes-back = Rozwiązane. Wróci jutro, żeby dobrze zapadło w pamięć.
# $change: zmiana rankingu ze znakiem (+12, -8).
puzzles-rating-change = Ranking { $change }
puzzles-hint = Podpowiedź
puzzles-show-solution = Pokaż rozwiązanie
puzzles-start-again = Zacznij od nowa
puzzles-next = Następne zadanie
puzzles-skip = Pomiń (liczy się jako nierozwiązane)

## Edycja: ustawianie pozycji

edit-heading = Ustaw pozycję
edit-start-position = Pozycja początkowa
edit-clear-board = Wyczyść szachownicę
edit-from-game = Z partii
edit-from-game-hover = Pozycja partii z trybu Graj
edit-flip-board = Obróć szachownicę
edit-swap-colours = Zamień kolory
edit-swap-colours-hover = Bierki białych stają się bierkami czarnych, w lustrzanym odbiciu
edit-play-from-here = Graj od tej pozycji
edit-play-from-here-hover = Nowa partia od tej pozycji: wybierz przeciwnika i zegar
edit-analyse = Analizuj
edit-analyse-hover = Ocena silnika i najlepszy wariant
edit-still-looking = Silnik wciąż szuka…
edit-tray-help = Wybierz bierkę, a potem klikaj pola, by ją tam postawić (kliknij znowu, by ją zdjąć). Ręką kliknij bierkę, a potem jej nowe pole. Aby usunąć bierkę, kliknij ją prawym przyciskiem albo przeciągnij poza szachownicę.
edit-hand = Ręka: przesuwaj bierki
edit-eraser = Gumka: zdejmuj bierki
# Bierka w przyborniku: color-white albo color-black i rodzaj (role-king, …).
edit-piece = { $role } ({ $color })
edit-white-to-move = Ruch: Białe
edit-black-to-move = Ruch: Czarne
edit-may-castle = { $color } mogą zrobić roszadę:
# Teksty po najechaniu na pola O-O i O-O-O.
edit-castle-king-side = na skrzydle królewskim
edit-castle-queen-side = na skrzydle hetmańskim
edit-en-passant = Bicie w przelocie na:
edit-en-passant-none = brak
edit-copy-fen = Kopiuj FEN
edit-playable = ✔ Tę pozycję można rozegrać.
edit-not-playable = Tej pozycji nie można rozegrać:

## Nakładki: komunikaty, promocja, żądanie remisu

hud-draw-accepted = Propozycja remisu została przyjęta.
hud-draw-declined = Propozycja remisu została odrzucona.
hud-draw-offered = { $color } proponują remis.
# $what: unsaved-… (co nie dało się zapisać); $reason: słowa systemu (po angielsku).
hud-cannot-save = Gambit nie może zapisać: { $what } ({ $reason }). Wciąż próbuje; graj dalej.
hud-saved-again = Wszystko znów jest zapisane.
hud-promote-title = Promuj na
hud-promote-queen = Hetman (Q)
hud-promote-rook = Wieża (R)
hud-promote-bishop = Goniec (B)
hud-promote-knight = Skoczek (N)
hud-promote-cancel = Anuluj (Esc)
hud-claim-title = Zażądać remisu?
hud-claim-threefold = trzykrotne powtórzenie pozycji
hud-claim-fifty-moves = zasada 50 posunięć
# Dwa żądania, na które pozwala ruch: hud-claim-threefold albo hud-claim-fifty-moves.
hud-claim-or = { $a } albo { $b }
hud-claim-prompt = Po tym ruchu możesz zażądać remisu: { $claims }.
hud-claim-draw = Zażądaj remisu
hud-just-play = Po prostu zagraj ruch
hud-claim-cancel = Anuluj

## Nakładka z klawiszami (? albo F1): nazwa każdego klawisza (…-key) i co robi

keys-title = Klawisze
keys-close = Zamknij (Esc)
keys-board = Szachownica (każdy tryb)
keys-arrows-key = Strzałki
keys-arrows = przesuń kursor pola
keys-pick-key = Enter, Spacja
keys-pick = podnieś bierkę spod kursora / postaw ją tutaj
keys-put-down-key = Esc
keys-put-down = odłóż bierkę, zamknij wybór
keys-promotion-key = Q R B N
keys-promotion = wybierz bierkę do promocji
keys-flip-key = F
keys-flip = obróć szachownicę
keys-reset-camera-key = R
keys-reset-camera = ustaw kamerę od nowa
keys-turn-board-key = T
keys-turn-board = obróć szachownicę do strony na ruchu
keys-view-key = V
keys-view = widok 3D albo 2D
keys-game = Partia (Graj)
keys-new-game-key = Ctrl+N
keys-new-game = nowa partia (N, gdy partia się skończy)
keys-take-back-key = Ctrl+Z
keys-take-back = cofnij ruch
keys-hint-key = H
keys-hint = podpowiedź
keys-draw-key = Ctrl+D
keys-draw = zażądaj remisu, jeśli możesz, a jeśli nie — zaproponuj go
keys-resign-key = Ctrl+R
keys-resign = poddaj partię
keys-pause-key = P
keys-pause = pauza albo wznowienie (partia komputerów)
keys-type-move-key = M
keys-type-move = wpisz ruch (SAN albo UCI), Enter, by go zagrać
keys-earlier-later-key = Page Up / Page Down
keys-earlier-later = wcześniejsza / późniejsza pozycja
keys-first-last-key = Home / End
keys-first-last = pierwsza pozycja / powrót do partii
keys-settings-key = S
keys-settings = ustawienia
keys-games-key = G
keys-games = partie: zapis, wczytanie, FEN
keys-panels = Panele i tryby
keys-next-field-key = Tab / Shift+Tab
keys-next-field = następny / poprzedni przycisk lub pole
keys-press-key = Spacja, Enter
keys-press = naciśnij przycisk
keys-leave-field-key = Esc
keys-leave-field = opuść pole lub przycisk (klawisze znów sterują szachownicą)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Graj, Nauka, Zadania, Edycja
keys-help-key = ? albo F1
keys-help = ta lista
keys-dialogs = Okna dialogowe
keys-dialog-enter-key = Enter
keys-dialog-enter = główny przycisk (Zacznij, Poddaj partię, Zaczynamy…)
keys-dialog-escape-key = Esc
keys-dialog-escape = zamknij okno
keys-dialog-choose-key = Strzałka w górę / w dół
keys-dialog-choose = następny lub poprzedni przeciwnik, odpowiedź albo pozycja listy

## Pasek trybów

mode-play = Graj
mode-learn = Nauka
mode-puzzles = Zadania
mode-edit = Edycja

## The welcome on the first start
welcome-title = Witaj w Gambicie
welcome-question = Jak dobrze znasz szachy?
welcome-new = Dopiero zaczynam grać w szachy
welcome-moves = Wiem, jak ruszają się bierki
welcome-often = Gram często
welcome-analyse = Chcę analizować
welcome-later = Esc uruchamia jak zwykle. Nauka, Graj, Zadania i Edycja są zawsze na pasku u góry panelu.
