# Słowa trybu Graj po polsku: panel, kto gra, okna (nowa partia, partie, ustawienia,
# silniki, zmiana przeciwnika, koniec partii), przegląd w panelu, trener.

## Panel: gracze, stan, przyciski, ruchy

# $color: color-white albo color-black, po nazwie gracza.
panel-player-color = ({ $color })
# $status: pasek stanu, gdy komputer myśli.
panel-status-thinking = { $status } — myśli…
panel-viewing-start = Podgląd: pozycja początkowa
# $move: pokazany ruch, np. „12... Nf6”.
panel-viewing-move = Podgląd ruchu { $move }
panel-back-to-game = Wróć do partii
panel-draw-offered = { $color } proponują remis:
panel-accept-draw = Przyjmij
panel-decline-draw = Odrzuć
panel-new-game = Nowa partia…
panel-take-back = Cofnij ruch
panel-hint = Podpowiedź
panel-offer-draw = Zaproponuj remis
panel-resign = Poddaj partię
panel-flip-board = Obróć szachownicę (F)
panel-settings = Ustawienia…
panel-games = Partie…
panel-review = Przegląd
panel-claim-threefold = Zażądaj remisu (trzykrotne powtórzenie)
panel-claim-fifty-moves = Zażądaj remisu (zasada 50 posunięć)
panel-auto-rotate = Obracaj szachownicę do strony na ruchu (T)
panel-view-2d = Widok 2D (V)
panel-view-3d = Widok 3D (V)
panel-moves = Ruchy

## Wpisywanie ruchu

entry-hint = Wpisz ruch: { $move }, e2e4, O-O
# Nazwa pola ruchu dla czytników ekranu.
entry-label = Wpisz ruch
entry-play = Zagraj

## Kto gra

player-you = Ty
player-human = Człowiek
# $level: poziom wbudowanego silnika (Łagodny … Mistrz).
player-computer = Komputer ({ $level })
# $name: nazwa zewnętrznego silnika na liście graczy.
player-engine-choice = { $name } (silnik)
# $error: co poszło nie tak z silnikiem.
player-engine-failed = { $error }.
player-game-waits = Partia czeka: wybierz innego przeciwnika, by grać dalej.
player-resume = Wznów
player-pause = Pauza
player-change-opponent = Zmień przeciwnika…

## Przegląd w panelu

review-judgement-best = Najlepszy ruch
review-judgement-good = Dobry ruch
review-judgement-inaccuracy = Niedokładność
review-judgement-mistake = Błąd
review-judgement-blunder = Gruby błąd
# $judgement: jedna z wiadomości review-judgement.
review-verdict = { $judgement }.
# $best: najlepszy ruch w SAN.
review-best-was = Najlepszy był ruch { $best }.
review-missed-mate = Ten ruch przegapia forsownego mata.
review-allowed-mate = Ten ruch pozwala na forsowny mat.
review-title = Przegląd
review-close = Zamknij przegląd
review-go-on = Kontynuuj
# $who: review-by-builtin, nazwa silnika albo review-by-depth.
review-by = ocenia { $who }
review-progress = ruch { $done } z { $total }
review-stop = Zatrzymaj
review-stopped-after = Zatrzymano po { $done } z { $total ->
    [one] { $total } ruchu.
    [few] { $total } ruchów.
    [many] { $total } ruchów.
   *[other] { $total } ruchu.
    }
# Linia na wykresie przy pokazanym ruchu.
review-graph-shown = tutaj
# $white, $black: dokładność każdego gracza (liczba albo – przed pierwszą).
review-accuracy = Dokładność: Białe { $white } · Czarne { $black }
review-accuracy-so-far = Dokładność: Białe { $white } · Czarne { $black } (na razie)
review-save-pgn = Zapisz PGN z komentarzami
review-saving = Zapisywanie…
review-copy = Kopiuj
review-copied = PGN z komentarzami jest w schowku.

## Trener

coach-title = Trener
# $move: wstrzymany ruch w SAN.
coach-question = { $move }?
# $warning: na co ruch pozwala (warning-* w gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Zagraj mimo to
coach-take-back = Cofnij ruch
# $explanation: dlaczego podpowiadany ruch jest dobry (hint-* w gambit.ftl).
coach-hint = Podpowiedź: { $explanation }

## Okno partii

games-nothing-to-load = Nie ma nic do wczytania.
games-none-found = Nie znaleziono tam żadnej partii.
# $count: znalezione partie; $seconds: ile to trwało; $damaged: te wczytane tylko częściowo.
games-found = { $count ->
    [one] { $count } partia
    [few] { $count } partie
    [many] { $count } partii
   *[other] { $count } partii
    } w { $seconds } s{ $damaged ->
    [0] {""}
   *[other] {" "}(wczytane tylko częściowo: { $damaged })
    }; wybierz partię i ruch.
# $why: dlaczego wczytywanie się skończyło (games-reading-stopped, …).
games-read-then = Wczytano { $count ->
    [one] { $count } partię
    [few] { $count } partie
    [many] { $count } partii
   *[other] { $count } partii
    }, a potem { $why }{ $damaged ->
    [0] {""}
   *[other] {" "}(wczytane tylko częściowo: { $damaged })
    }.
games-close = Zamknij
games-this-game = Ta partia
games-file = Plik
games-saving-to = Zapisywanie do { $path }…
games-replace-question = { $path } już istnieje. Zastąpić?
games-replace = Zastąp
games-cancel = Anuluj
games-save-pgn = Zapisz jako PGN
games-load-pgn = Wczytaj plik PGN
games-copy-pgn = Kopiuj PGN
games-pgn-copied = PGN partii jest w schowku.
games-copy-fen = Kopiuj FEN
games-fen-copied = Skopiowano { $fen }
games-paste = Wklej PGN albo FEN (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   albo   rnbqkbnr/pppppppp/8/…
games-read-pasted = Wczytaj wklejony tekst
games-recent = Ostatnie partie
# W trakcie wczytywania pliku: dotąd wczytane partie i jaka część pliku.
games-reading = { $count ->
    [one] { $count } partia
    [few] { $count } partie
    [many] { $count } partii
   *[other] { $count } partii
    }, { $percent }%
games-stop = Zatrzymaj
games-find = Szukaj
games-find-hint = gracz, turniej, rok
games-cannot-open = Nie można otworzyć tej partii: { $error }
games-stopped-early = Przerwano przed końcem: { $error }
games-continue-after = Kontynuuj po:
games-the-start = początek
games-play-from-here = Graj od tego miejsca
games-review-this = Przegląd tej partii
games-could-not-read = Nie udało się wczytać { $path }: { $error }.
# Dlaczego wczytywanie partii skończyło się wcześniej, po „Wczytano … partii, a potem”.
games-no-thread = zabrakło wątku do wczytywania: { $error }
games-reading-stopped = wczytywanie się zatrzymało
games-cancelled = przerwano
games-no-such-game = nie było takiej partii
games-game-unreadable = Nie udało się wczytać tej partii: { $error }.

## Okna: nowa partia, poddanie, koniec partii, ustawienia, partie

dialog-settings-title = Ustawienia
dialog-opponent-title = Zmień przeciwnika
dialog-games-title = Partie
dialog-new-game-title = Nowa partia
dialog-close = Zamknij
dialog-start = Zacznij
dialog-cancel = Anuluj
dialog-resign-title = Poddać partię?
# $winner: color-white albo color-black.
dialog-resign-question = Poddać tę partię? Wygrywają { $winner }.
dialog-resign = Poddaj partię
dialog-keep-playing = Graj dalej
dialog-game-over-title = Koniec partii
dialog-game-over-new-game = Nowa partia…
dialog-rematch = Rewanż (zamiana kolorów)
dialog-review = Przegląd

## Okno nowej partii

new-game-watch-needs-computers = Aby oglądać, wybierz komputer dla każdej strony.
new-game-opponent = Przeciwnik
new-game-human = Człowiek (dwie osoby tutaj)
new-game-you-play = Twoje bierki
new-game-random = Losowo
new-game-watch = Żadne (oglądasz)
new-game-two-players = dwie osoby przy tym komputerze
new-game-clock = Zegar
new-game-no-clock = Bez zegara
new-game-custom = Własne
# Po minutach i sekundach własnego tempa.
new-game-minutes-suffix = {" "}min
new-game-seconds-suffix = {" "}s
new-game-increment = dodatek
new-game-delay = opóźnienie
new-game-start-from = Zacznij od
new-game-standard-position = Pozycja początkowa
new-game-a-fen = Pozycja z FEN
new-game-fen-hint = wklej tutaj FEN

## Okno ustawień

# $name: motyw szachownicy albo styl bierek, którego nie da się użyć.
settings-look-damaged = { $name } (uszkodzony)
# $now: jakość wybrana przez Auto.
settings-quality-auto = Auto ({ $now })
quality-auto = Auto
quality-low = Niska
quality-medium = Średnia
quality-high = Wysoka
settings-language = Język
# $language: język pulpitu, w jego własnej nazwie.
settings-language-automatic = Automatycznie ({ $language })
settings-notation = Posunięcia
settings-notation-letters = Litery ({ $example })
settings-notation-figurines = Figurki ({ $example })
settings-board = Szachownica
settings-board-3d = 3D
settings-board-2d = 2D (z góry)
settings-board-theme = Motyw szachownicy
settings-pieces-2d = Bierki w 2D
settings-coach = Trener
settings-coach-auto = na poziomach „Łagodny” i „Łatwy”
settings-coach-always = zawsze
settings-coach-never = nigdy
settings-ponder = Na poziomie „Mistrz” komputer myśli w twoim czasie (rozważa odpowiedź, której się spodziewa)
settings-quality = Jakość grafiki
settings-show-legal-moves = Pokazuj dozwolone ruchy
settings-show-coordinates = Pokazuj współrzędne
settings-colour-blind = Oznaczenia dla daltonistów (kształty, nie tylko kolory)
settings-text-size = Rozmiar tekstu
settings-animation-speed = Szybkość animacji
settings-volume = Głośność
settings-mute = Wycisz
settings-auto-queen = Zawsze promuj na hetmana
settings-confirm-resign = Pytaj przed poddaniem partii
settings-tournament-mode = Tryb turniejowy w nowych partiach (dotknięta bierka, bez cofania ruchów)

## Zmiana przeciwnika

# $error: co poszło nie tak z silnikiem, który miał dać podpowiedź albo odpowiedzieć na remis.
opponent-builtin-answers = { $error }. Zamiast niego odpowiada wbudowany silnik.
opponent-goes-on = Partia toczy się dalej od tej pozycji, z tymi graczami:
opponent-continue = Kontynuuj

## Ustawienia → Silniki

engines-type-path-first = Najpierw wpisz ścieżkę do programu silnika.
engines-already-listed = { $path } już jest na liście.
engines-added = Dodano { $name }.
engines-no-strength-setting = bez ustawienia siły (zawsze pełna siła)
# $option: opcja UCI ustawiająca siłę, z zakresem („UCI_Elo 1320–3190”).
engines-strength-by = siła ustawiana opcją { $option }
# $options: engines-strength-by oraz wątki i hash silnika, z zakresami.
engines-described = { $name } ({ $author }): { $options }
engines-title = Silniki
engines-remove = Usuń
engines-judge = Sędzia (przeglądy, podpowiedzi, propozycje remisu, zadania z twoich partii):
engines-judge-automatic = Automatycznie
engines-judge-builtin = Wbudowany silnik
# $engine: nazwa silnika albo engines-builtin-judges.
engines-judge-automatic-now = Automatycznie: ocenia twój najsilniejszy silnik, teraz { $engine }.
engines-builtin-judges = wbudowany silnik
engines-path-hint = program silnika, np. /usr/games/stockfish
engines-add = Dodaj silnik
engines-stockfish-found = Stockfish jest zainstalowany w { $path }.
engines-add-it = Dodaj go
engines-trying = Uruchamianie { $path }…
engines-strength = Siła
engines-strength-full = Pełna
engines-strength-about = Około
engines-elo-suffix = {" "}Elo
engines-threads = Wątki
engines-hash = Hash
engines-mib-suffix = {" "}MiB
# Wartość 0 wątków albo hasha: ustawienie samego silnika.
engines-default = domyślnie
engines-per-move = Bez zegara, na ruch:
engines-seconds-suffix = {" "}s
engines-plies-suffix = { $count ->
    [one] {" "}półruch
    [few] {" "}półruchy
    [many] {" "}półruchów
   *[other] {" "}półruchu
    }
