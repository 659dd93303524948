# Le parole di Gambit in italiano (dal catalogo inglese). Gli id dicono a cosa serve il
# testo; gli argomenti sono valori che il gioco passa ($move, $reason, …).

## I lati e i pezzi

color-white = Bianco
color-black = Nero
role-pawn = pedone
role-knight = cavallo
role-bishop = alfiere
role-rook = torre
role-queen = donna
role-king = re
san-king = R
san-queen = D
san-rook = T
san-bishop = A
san-knight = C
# I livelli del motore integrato, come li sceglie il giocatore.
level-gentle = Gentile
level-easy = Facile
level-normal = Normale
level-hard = Difficile
level-master = Maestro

## Mosse e richieste rifiutate

move-not-allowed = Non consentita — { $move }: { $reason }
refusal-game-over = La partita è finita.
refusal-not-your-move = Non tocca a te.
refusal-take-back-tournament = Modalità torneo: non si possono annullare mosse.
refusal-nothing-to-take-back = Non hai mosse da annullare.
# $piece: un pezzo in una casa o solo una casa (piece-on-square qui sotto).
piece-on-square = { $role } del { $color } in { $square }
touch-move-move = Pezzo toccato ({ $piece }): ora devi muoverlo.
touch-move-capture = Pezzo toccato ({ $piece }): ora devi catturarlo.
touch-move-capture-with = Pezzi toccati ({ $piece } e { $target }): devi catturare l'uno con l'altro.

## Lezioni e problemi

try-nothing-to-show = Da qui non c'è niente da mostrare: premi «Ricomincia» e riprova.

## La revisione

review-by-builtin = il motore integrato
review-by-depth = { $who }, profondità { $depth }
review-replaced = { $error }. Al suo posto analizza il motore integrato.
review-stopped = La revisione si è fermata: { $error }.

## Perché una mossa è contro le regole (dopo «Non consentita — e2e5:»)

illegal-game-over = La partita è finita.
illegal-no-piece = Non hai nessun pezzo in { $square }.
illegal-not-your-turn = Tocca al { $color }.
illegal-wrong-way = Quel pezzo non si muove così.
illegal-path-blocked = La strada è bloccata dal pezzo in { $square }.
illegal-own-piece = Non puoi catturare un tuo pezzo.
illegal-king-would-be-in-check = Il tuo re sarebbe sotto scacco da { $square }.
illegal-in-check = Sei sotto scacco da { $square } e questa mossa non lo para.
illegal-castling-king-moved = Non puoi arroccare: il tuo re si è già mosso.
illegal-castling-rook-moved = Non puoi arroccare da quel lato: quella torre si è mossa.
illegal-castling-in-check = Non puoi arroccare per uscire dallo scacco.
illegal-castling-blocked = Non puoi arroccare: la casa { $square } tra re e torre è occupata.
illegal-castling-through-check = Non puoi arroccare: il re passerebbe per { $square }, che è sotto attacco.
illegal-castling-into-check = Non puoi arroccare: il re finirebbe in { $square }, che è sotto attacco.
illegal-en-passant-expired = L'en passant è possibile solo subito dopo il passo doppio del pedone.
illegal-promotion-needed = Un pedone che arriva all'ultima traversa va promosso: scegli donna, torre, alfiere o cavallo.
illegal-bad-promotion = Solo un pedone che arriva all'ultima traversa può essere promosso, a donna, torre, alfiere o cavallo.
illegal-no-such-piece = Nessun tuo pezzo ({ $role }) può andare in { $square }.
illegal-ambiguous = Più pezzi possono fare quella mossa: di' quale (es. Nbd2).
illegal-bad-notation = '{ $text }' non è una mossa (usa SAN come Nf3, O-O, e8=Q o UCI come e2e4).

## Richieste e proposte di patta rifiutate

claim-threefold = triplice ripetizione
claim-fifty-moves = regola delle 50 mosse
request-not-claimable-threefold = Ora non puoi chiedere la patta per triplice ripetizione.
request-not-claimable-fifty-moves = Ora non puoi chiedere la patta per la regola delle 50 mosse.
request-no-offer = Non c'è nessuna proposta di patta da accettare.

## Come è finita una partita (la riga di stato, la finestra di fine partita)

ending-checkmate = Il { $winner } vince per scacco matto
ending-stalemate = Patta per stallo
ending-insufficient-material = Patta — nessuno dei due può dare matto
ending-seventy-five-moves = Patta per la regola delle 75 mosse (75 mosse a testa senza catture né mosse di pedone)
ending-fivefold = Patta per quintuplice ripetizione
ending-claimed = Patta per { $claim } (richiesta dal { $by })
ending-agreement = Patta d'accordo
ending-resignation = Il { $loser } abbandona
ending-timeout = Il { $winner } vince per tempo
ending-timeout-draw = Patta — il { $loser } ha finito il tempo, ma il { $winner } non può dare matto

## La riga di stato durante la partita

status-your-move = Tocca a te
status-computer-to-move = Tocca al { $color } (computer)
status-to-move = Tocca al { $color }
status-check = Scacco! { $who }
status-paused = { $who } (in pausa)

## Perché una lezione rifiuta un tentativo (scritto per un bambino)

lesson-rook-way = La torre si muove solo in linea retta: avanti, indietro o di lato.
lesson-bishop-way = L'alfiere si muove solo in diagonale.
lesson-queen-way = La donna si muove in linea retta o in diagonale, mai a L.
lesson-knight-way = Il cavallo non ci arriva in una mossa: salta di due case, poi di una di lato.
lesson-king-way = Il re si muove di una sola casa alla volta.
lesson-pawn-way = Il pedone va dritto in avanti: una casa, o due alla sua prima mossa.
lesson-pawn-takes-diagonally = Il pedone si muove in diagonale solo per prendere un pezzo.
lesson-blocked-own = Un tuo pezzo ti blocca la strada ({ $role } in { $square }). Solo il cavallo può saltare.
lesson-blocked-theirs = Un pezzo avversario ti blocca la strada ({ $role } in { $square }). Solo il cavallo può saltare.
lesson-own-piece = Non puoi prendere un tuo pezzo.
lesson-leaves-king-in-check = Così il tuo re resta sotto scacco: lo attacca il pezzo in { $square } ({ $role }).
lesson-still-in-check = Il tuo re è ancora sotto scacco: lo attacca il pezzo in { $square } ({ $role }).
lesson-gives-check = Questa mossa darebbe scacco, e qui l'avversario non potrebbe pararlo.
lesson-escape-move = Esci dallo scacco muovendo il re.
lesson-escape-block = Esci dallo scacco mettendo un pezzo in mezzo.
lesson-escape-capture = Esci dallo scacco prendendo il pezzo che dà scacco.
lesson-not-mate = Questo non è scacco matto.
lesson-no-mate-in-time = Così non dai matto in { $moves } mosse: il re potrebbe scappare.
lesson-stalemate = Questo è stallo: la partita finirebbe patta!
castle-king-side = sul lato di re (arrocco corto)
castle-queen-side = sul lato di donna (arrocco lungo)
lesson-castle-now = Ora puoi arroccare: arrocca { $side }.
lesson-castle-other-side = Non da quel lato: stavolta arrocca { $side }.
lesson-loses-castling = Se quel re o quella torre si muove, non potrai più arroccare da quel lato.
lesson-castle-king-moved = Non puoi arroccare: il tuo re si è già mosso.
lesson-castle-rook-moved = Non puoi arroccare da quel lato: quella torre si è già mossa.
lesson-castle-in-check = Non puoi arroccare: il tuo re è sotto scacco.
lesson-castle-blocked = Non puoi arroccare: la casa { $square } tra re e torre deve essere vuota.
lesson-castle-through-attack = Non puoi arroccare: il tuo re passerebbe per { $square }, che è sotto attacco.
lesson-castle-into-check = Non puoi arroccare: il tuo re finirebbe sotto scacco in { $square }.
lesson-en-passant-now = Prendi quel pedone en passant: il tuo pedone va in diagonale dietro di lui.
lesson-en-passant-too-late = Troppo tardi: l'en passant si può fare solo subito dopo il passo doppio del pedone.
lesson-promote-now = Il tuo pedone può arrivare all'ultima traversa: promuovilo!
lesson-promote-to = Stavolta promuovi a { $role }: guarda cosa può fare da lì.
lesson-wrong-square = Questa è { $clicked }. Trova { $asked }: vai fino alla colonna { $file }, poi sali alla traversa { $rank }.
lesson-click-the-square = Basta cliccare la casa: stavolta niente mosse.
lesson-not-a-capture = Prendi uno dei pezzi dell'avversario.
lesson-not-best-capture = Con questa cattura non guadagni il massimo.
lesson-not-best-move = Qui c'è una mossa migliore: pensa al consiglio!
lesson-off-tip = Questa mossa non segue il consiglio. Rileggilo e prova un'altra mossa!
lesson-king-waits = Lascia il pedone dov'è: muovi il re e aspetta il momento giusto.
lesson-no-check = Questa mossa non dà scacco. Trova una mossa che attacchi il re!
lesson-not-the-move = Questa non è { $move }. Rileggi la mossa: quale pezzo, e su quale casa?
lesson-wins-nothing = Questa mossa non vince niente. Cerca di nuovo il trucco!
lesson-leaves-piece = Dopo questa, il pezzo in { $from } ({ $taker }) ti cattura gratis il pezzo in { $on } ({ $target }).
lesson-still-in-danger = Dopo questa, l'avversario ti vince ancora qualcosa.
lesson-bad-trade = Cambi { $gave } ({ $gave_value }) con { $got } ({ $got_value }): conta prima di prendere!
lesson-throws-away-win = Dopo questa, il re avversario può fermare il tuo pedone: sarebbe solo patta.
lesson-lets-pawn-through = Dopo questa, nessuno può più fermare il pedone: diventerebbe una donna.
lesson-done = Questo l'hai già risolto!

## Perché un problema rifiuta un tentativo

puzzle-weaker = Non questa: c'è una mossa più forte di { $tried }. Guarda di nuovo.
puzzle-mates = Non questa: dopo { $tried }, { $reply } è scacco matto.
puzzle-takes = Non questa: dopo { $tried }, { $reply } ti cattura un pezzo ({ $role }).
puzzle-done = Risolto! Passa al prossimo problema.

## Un pezzo con il suo colore e tipo (dentro una frase)

piece-white-pawn = pedone bianco
piece-white-knight = cavallo bianco
piece-white-bishop = alfiere bianco
piece-white-rook = torre bianca
piece-white-queen = donna bianca
piece-white-king = re bianco
piece-black-pawn = pedone nero
piece-black-knight = cavallo nero
piece-black-bishop = alfiere nero
piece-black-rook = torre nera
piece-black-queen = donna nera
piece-black-king = re nero

## Perché una posizione preparata non si può giocare (l'editor)

problem-no-king = Il { $color } non ha il re
problem-kings = Il { $color } ha { $count ->
        [2] due
        [3] tre
        [4] quattro
       *[other] { $count }
    } re
problem-pawn-first-rank = Un pedone non può stare sulla prima traversa ({ $pawn } in { $square })
problem-pawn-last-rank = Un pedone non può stare sull'ultima traversa ({ $pawn } in { $square })
problem-pawns = Il { $color } ha { $count } pedoni; un lato ne ha al massimo 8
problem-pieces = Il { $color } ha { $count } pezzi; un lato ne ha al massimo 16
problem-promotions = Il { $color } ha più donne, torri, alfieri o cavalli di quanti ne potrebbero nascere dai pedoni che gli mancano
problem-castling-king-side = L'arrocco sul lato di re richiede il re in { $king } e la torre in { $rook }
problem-castling-queen-side = L'arrocco sul lato di donna richiede il re in { $king } e la torre in { $rook }
problem-en-passant = Nessun pedone può aver appena fatto il passo doppio per permettere l'en passant in { $square }
problem-opposite-check = Il lato che non muove è sotto scacco (il re del { $color }, e muove il { $other })
problem-checked-by-many = Il re del { $color } è sotto scacco da { $count } pezzi insieme; una mossa dà al massimo due scacchi
problem-impossible-check = Il re del { $color } è sotto uno scacco che nessuna singola mossa potrebbe dare

## L'allenatore: perché un suggerimento è buono, cosa permette una mossa, cosa minaccia l'avversario

hint-mates = { $move } è scacco matto.
hint-wins-material = { $move } guadagna materiale: { $role } in { $square }.
hint-promotes = { $move } promuove il pedone a { $role }.
hint-threatens-mate = { $move } minaccia matto con { $mate }.
hint-saves = { $move } mette al sicuro il pezzo attaccato in { $square } ({ $role }).
hint-defends = { $move } difende il pezzo attaccato in { $square } ({ $role }).
hint-threatens = { $move } attacca il pezzo in { $square } ({ $role }).
hint-castles = { $move } arrocca e mette il re al sicuro.
hint-develops = { $move } sviluppa un pezzo ({ $role }).
hint-check = { $move } dà scacco.
hint-trades = { $move } cambia { $role } con { $target } in { $square }.
hint-improves = { $move } è la scelta del motore: migliora la posizione.
warning-mate-in-one = Così permetti il matto in una mossa: { $mate }
warning-en-prise = Il tuo pezzo in { $square } ({ $role }) può essere preso dal pezzo in { $from } ({ $attacker })
threat-mate = Il { $color } minaccia matto con { $mate }
threat-capture = Il { $color } minaccia di prendere il pezzo in { $square } ({ $role })

## Temi dei problemi

theme-mate-in-1 = Matto in una mossa
theme-mate-in-2 = Matto in due mosse
theme-mate-in-3 = Matto in tre mosse
theme-mate = Trova il matto
theme-hanging-piece = Prendi il pezzo indifeso
theme-fork = Forchetta: attacca due pezzi insieme
theme-pin = Inchiodatura: il pezzo non può muoversi senza perdere di più
theme-skewer = Infilata: attacca un pezzo e colpisci quello dietro
theme-discovered-attack = Attacco di scoperta: muovi un pezzo, attacca con un altro
theme-back-rank = Matto sull'ultima traversa
theme-best-move = Trova la mossa migliore

## La riga delle notizie della scacchiera (letta anche dai lettori di schermo)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Ultima mossa: { $piece } { $from }–{ $to }.
news-last-move-bare = Ultima mossa: { $from }–{ $to }.
news-check = Il re del { $color } è sotto scacco.
news-checkmate = Il re del { $color } ha subito scacco matto.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: vuota
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, pezzo sollevato
news-square-take = { $square }: { $piece }, puoi catturare questo pezzo
news-square-move = { $square }: vuota, puoi muovere lì

## Avvisi sui file del giocatore (all'avvio); $error, $reason: le parole del sistema

notice-another-copy = Un altro Gambit è aperto con la stessa cartella di salvataggio: vedi le tue stelle e il tuo allenamento sui problemi, ma niente di ciò che fai qui viene salvato (la partita dell'altro Gambit resta com'è).
notice-cannot-save = Gambit non può salvare qui ({ $error }): questa partita, le stelle delle lezioni e i risultati dei problemi non verranno salvati.
notice-game-kept = La tua partita non finita è stata conservata: è in «Partite…», tra le partite recenti.
notice-game-not-kept = Non è stato possibile archiviare la tua partita non finita tra le partite recenti ({ $error }), quindi continua qui invece di iniziarne una nuova.
notice-last-game-not-filed = Non è stato possibile archiviare la tua ultima partita tra le partite recenti ({ $error }); resta in { $path } e questa volta non verrà salvato niente (questa partita, le stelle delle lezioni, i risultati dei problemi).
notice-saved-game-unreadable = Impossibile leggere la tua partita salvata ({ $reason }); è stata conservata come { $path } ed è iniziata una nuova partita.
notice-settings-unreadable = Il file delle impostazioni era illeggibile ({ $reason }); si usano i valori predefiniti e il vecchio file è stato conservato come { $path }.
notice-stars-damaged = Impossibile leggere le tue stelle delle lezioni: { $error }. Ripartono da zero.
notice-stars-damaged-kept = Impossibile leggere le tue stelle delle lezioni: { $error } (conservate come { $path }). Ripartono da zero.
notice-training-damaged = Impossibile leggere il tuo allenamento sui problemi: { $error }. Riparte dall'inizio.
notice-training-damaged-kept = Impossibile leggere il tuo allenamento sui problemi: { $error } (conservato come { $path }). Riparte dall'inizio.
notice-stars-unreadable = Impossibile leggere le tue stelle delle lezioni ({ $error }); quello che fai ora non verrà salvato.
notice-training-unreadable = Impossibile leggere il tuo allenamento sui problemi ({ $error }); quello che fai ora non verrà salvato.
notice-record-damaged = Impossibile leggere i tuoi risultati delle partite: { $error }. Ripartono da zero.
notice-record-damaged-kept = Impossibile leggere i tuoi risultati delle partite: { $error } (conservati come { $path }). Ripartono da zero.
notice-record-unreadable = Impossibile leggere i tuoi risultati delle partite ({ $error }); quello che fai ora non verrà salvato.
notice-puzzles-left-out = { $count ->
        [one] { $count } dei tuoi problemi non si è potuto leggere ed è stato escluso.
       *[other] { $count } dei tuoi problemi non si sono potuti leggere e sono stati esclusi.
    }
notice-training-repaired = Alcuni valori del tuo allenamento sui problemi erano danneggiati (forse l'orologio del computer è stato spostato indietro); sono stati corretti e il resto è stato conservato.

## Cosa non è stato possibile salvare (dentro hud-cannot-save: «Gambit non riesce a salvare …»)

unsaved-finished-game = una partita finita
unsaved-game = la partita
unsaved-stars = le tue stelle delle lezioni
unsaved-training = il tuo allenamento sui problemi
unsaved-record = i tuoi risultati delle partite
unsaved-settings = le impostazioni
unsaved-no-thread = niente, perché manca un thread per scrivere

## Un file chiesto dal giocatore (Salva come PGN, la revisione commentata)
# $path: il file; $reason: il motivo dato dal sistema.
export-saved = Salvato in { $path }.
export-failed = Impossibile salvare in { $path }: { $reason }.

## Un aspetto che non si può usare (il gioco continua con quello integrato)
# $reason: il motivo dato dal file o dal sistema; $name: il nome del tema o dello stile.
look-themes-none = Nessun tema di scacchiera trovato: { $reason }. Si usa l'aspetto integrato.
look-styles-none = Nessuno stile di pezzi trovato: { $reason }. Si usa l'aspetto integrato.
look-theme-unusable = Il tema di scacchiera «{ $name }» non si può usare: { $reason }. Al suo posto si vede la scacchiera di legno integrata.
look-theme-missing = Non esiste un tema di scacchiera «{ $name }». Al suo posto si vede la scacchiera di legno integrata.
look-style-unusable = Lo stile di pezzi «{ $name }» non si può usare: { $reason }. Al suo posto si vedono i pezzi Staunton integrati.
look-style-missing = Non esiste uno stile di pezzi «{ $name }». Al suo posto si vedono i pezzi Staunton integrati.
look-shader-unreadable = Impossibile leggere lo shader assets/shaders/fast_material.wgsl; si usa la copia integrata.
look-shader-not-wgsl = Lo shader assets/shaders/fast_material.wgsl non è WGSL; si usa la copia integrata.
look-shader-unfit = Lo shader assets/shaders/fast_material.wgsl non è adatto al materiale del gioco; si usa la copia integrata.
look-shader-broken = Lo shader assets/shaders/fast_material.wgsl non si compila; si usa la copia integrata.

## Un motore esterno che ha avuto un problema (frasi senza punto finale: lo aggiunge chi le usa)
# $path: il programma; $reason, $why, $status, $said: le parole del sistema o del motore stesso.
engine-start = Impossibile avviare il motore { $path }: { $reason }
engine-not-uci = Il motore { $path } non è un motore UCI ({ $why })
engine-exited = Il motore { $path } si è fermato all'improvviso ({ $status })
engine-exited-saying = Il motore { $path } si è fermato all'improvviso ({ $status }): { $said }
# $awaited: la parola UCI che non ha inviato (uciok, readyok, bestmove); $seconds: un numero.
engine-timeout = Il motore { $path } non ha risposto in tempo (nessun «{ $awaited }» dopo { $seconds } s)
engine-illegal-move = Il motore { $path } ha inviato una mossa illegale, { $move }, nella posizione { $fen }
engine-no-move = Il motore { $path } non ha inviato nessuna mossa nella posizione { $fen }, che pure ha mosse legali
engine-bad-request = Al motore { $path } non è stata chiesta nessuna mossa: { $reason }

## Una FEN che non si può usare (il testo scritto o incollato)
fen-empty = Non è una FEN: è vuota.
fen-board = Non è una FEN: la disposizione dei pezzi (primo campo) non è valida.
fen-turn = Non è una FEN: il tratto (secondo campo) deve essere w o b.
fen-castling = Non è una FEN: il campo dell'arrocco deve essere - o lettere tra KQkq.
fen-en-passant = Non è una FEN: il campo dell'en passant deve essere - o una casa come e3.
fen-halfmove-clock = Non è una FEN: il contatore delle semimosse deve essere un numero.
fen-fullmoves = Non è una FEN: il numero della mossa deve essere un numero maggiore di zero.
fen-fields = Non è una FEN: servono sei campi, come rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: i problemi della posizione (messaggi problem-…), uniti da "; ".
fen-illegal = Non è una posizione di scacchi legale: { $problems }.

## Una partita di un file PGN che si interrompe prima della fine (dentro games-cannot-open e games-stopped-early)
# $error: un messaggio fen-….
pgn-bad-fen = Il tag FEN non si può usare. { $error }
# $ply: la semimossa, da 1; $move: come è scritta nel file; $reason: un messaggio illegal-….
pgn-bad-move = Mossa { $ply } ({ $move }): { $reason }
# $at: il testo in quel punto; $damage: uno dei messaggi qui sotto.
pgn-damaged = Il testo della partita è danneggiato alla semimossa { $ply } ({ $at }): { $damage }.
pgn-unclosed-comment = un commento {"{"} non viene mai chiuso
pgn-unclosed-variation = una variante ( non viene mai chiusa
pgn-unclosed-tag = un tag [ non viene mai chiuso
pgn-too-long = la partita supera i { $bytes } byte; il resto è stato saltato
pgn-not-pgn = questo non è PGN: non si è potuto leggere nessun tag e nessuna mossa
# $reason: le parole del lettore PGN stesso.
pgn-unreadable = PGN illeggibile: { $reason }

## La valutazione dell'editor sulla posizione preparata
# $color: color-white o color-black.
eval-checkmate = Scacco matto: vince il { $color }.
eval-stalemate = Stallo: patta.
# $evaluation: uno dei quattro qui sotto o eval-mates; $line: le mosse migliori ("30... h6 31. Ra8+").
eval-line = { $evaluation }. Linea migliore (profondità { $depth }): { $line }
eval-mates = Il { $color } dà matto in { $moves }
# $value: la valutazione in pedoni dal punto di vista del Bianco ("+0.35").
eval-equal = { $value }: posizione più o meno pari
eval-slightly-better = { $value }: il { $color } sta un po' meglio
eval-better = { $value }: il { $color } sta meglio
eval-winning = { $value }: il { $color } è in posizione vincente
eval-no-thread = Il motore non è riuscito a partire: { $reason }

## Da dove viene un problema tratto dalle tue partite (dentro puzzles-you-played)
# $opponent: un livello (level-…) o il nome di un motore; $date: il messaggio date; $move: un numero.
source-against-level = La tua partita contro il livello «{ $opponent }» ({ $date }), mossa { $move }
source-against-engine = La tua partita contro { $opponent } ({ $date }), mossa { $move }
source-own = La tua partita ({ $date }), mossa { $move }
# $month: uno dei messaggi month-….
date = { $day } { $month } { $year }
month-jan = gen
month-feb = feb
month-mar = mar
month-apr = apr
month-may = mag
month-jun = giu
month-jul = lug
month-aug = ago
month-sep = set
month-oct = ott
month-nov = nov
month-dec = dic

## I nomi degli aspetti inclusi (un tema o uno stile del giocatore mostra il nome dato dal suo file)
theme-name-wood = Legno
theme-name-blue = Blu
theme-name-green = Verde
theme-name-high-contrast = Alto contrasto
style-name-staunton = Pezzi Staunton
style-name-diagram = Diagramma

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Questa riga non è testo: scrivi il nome di una casa, come e4.
protocol-not-text-move = Questa riga non è testo: scrivi una mossa, come e2e4.
protocol-too-long-square = Questa riga è troppo lunga (oltre { $bytes } byte): scrivi il nome di una casa, come e4.
protocol-too-long-move = Questa riga è troppo lunga (oltre { $bytes } byte): scrivi una mossa, come e2e4.
protocol-not-a-square = «{ $text }» non è il nome di una casa, come e4.
protocol-not-a-move = «{ $text }» non è una mossa: scrivila come e2e4.
