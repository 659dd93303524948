# Le parole dei pannelli Impara, Problemi ed Editor, della barra delle modalità, degli
# avvisi (messaggi, promozione, richieste di patta) e della lista dei tasti, in italiano.

## Impara: l'elenco delle lezioni e un esercizio (i testi delle lezioni vengono dai loro file)

learn-title = Impara
learn-unreadable = Impossibile leggere le lezioni: { $error }
learn-heading = Impara a giocare
learn-intro = Brevi lezioni su questa scacchiera, da come si muove ogni pezzo fino allo scacco matto. Parti dall'inizio o apri una lezione qualsiasi.
learn-group-rules = Le regole
learn-group-fundamentals = Giocare bene
learn-group-tactics = Tattica
learn-group-endings = Finali
learn-group-reading = Leggere la scacchiera
learn-play-gentle = Gioca una partita contro il livello «Gentile»
learn-lesson-done = Lezione finita!
# $won: le stelle vinte nella lezione; $total: le stelle che ha.
learn-lesson-stars = { $won } su { $total ->
    [one] { $total } stella
   *[other] { $total } stelle
    }
learn-next-lesson = Prossima lezione: { $title }
learn-all-done = Conosci le regole! Provale in una vera partita: il livello «Gentile» è un avversario tranquillo, e l'allenatore ti aiuterà.
learn-all-lessons = Tutte le lezioni
learn-exercise-of = Esercizio { $number } di { $count }
learn-finish-lesson = Finisci la lezione
learn-next-exercise = Prossimo esercizio
learn-show-me = Mostramelo
learn-start-again = Ricomincia
learn-skip = Salta
# $stars: le migliori stelle vinte qui, come ★★☆.
learn-best-here = Il tuo record: { $stars }
# L'esercizio delle coordinate: $square, la casa da cliccare.
learn-drill-find = Trova { $square }
learn-drill-score = Trovate: { $found }   Tempo rimasto: { $seconds } s
learn-drill-start = L'orologio parte quando trovi la prima casa.
learn-drill-best = Il tuo record: { $best }

## La pagina Progressi (si apre da Impara)

progress-open = Progressi
progress-title = I tuoi progressi
progress-go = Vai
progress-next-lesson = Prossimo passo: la lezione «{ $title }».
# $wins: partite vinte contro $beaten.
progress-next-level = Hai battuto il livello «{ $beaten }» { $wins ->
    [one] una volta
   *[other] { $wins } volte
    }: prova il livello «{ $next }».
progress-next-puzzles = { $count ->
    [one] Hai un problema da ripassare: risolvilo finché te lo ricordi.
   *[other] Hai { $count } problemi da ripassare: risolvili finché te li ricordi.
    }
progress-next-play = Gioca una partita contro il livello «{ $level }».
progress-lessons = Lezioni
progress-puzzles = Problemi
# $due: problemi da fare oggi.
progress-puzzle-rating = Punteggio nei problemi: { $rating }   Per oggi: { $due }
progress-rating-line = Punteggio
progress-rating-none = Il grafico del tuo punteggio parte dopo due problemi che contano per il punteggio.
progress-games = Partite contro il computer
progress-won = Vinte
progress-drawn = Patte
progress-lost = Perse
progress-reviews = Partite riviste
progress-reviews-none = Non hai ancora rivisto nessuna partita: dopo una partita, premi «Revisione».
# $each: le precisioni, dalla più vecchia alla più recente («72 %, 80 %»); $mean: la loro media.
progress-reviews-line = La tua precisione { $count ->
    [one] nell'ultima partita rivista
   *[other] nelle ultime { $count } partite riviste
    }: { $each } (media { $mean } %).

## Problemi (la fonte e il tema di un problema vengono dalla sua scheda)

puzzles-title = Problemi
puzzles-rating = Il tuo punteggio nei problemi: { $rating } (±{ $deviation })
# $due: problemi da fare oggi; $mine: dalle partite del giocatore; $shipped: integrati.
puzzles-counts = Per oggi: { $due }   Dalle tue partite: { $mine }   Integrati: { $shipped }
puzzles-harvesting = Cerco problemi nella tua ultima partita…
puzzles-none-waiting = Nessun problema in attesa: li hai provati tutti e nessuno va ancora ripetuto. Torna domani, o gioca una partita: i tuoi errori diventano nuovi problemi.
puzzles-look-again = Guarda di nuovo
puzzles-to-move = Muove il { $color }
puzzles-find-better = Trova una mossa migliore
# $source: la partita da cui viene; $played: la mossa giocata lì, in SAN.
puzzles-you-played = { $source }: qui hai giocato { $played }.
puzzles-checked-by = Verificato da { $engine }.
puzzles-id-rated = Problema { $id } · punteggio { $rating }
puzzles-solved-first-try = Risolto al primo tentativo!
puzzles-solved-with-hint = Risolto, con un suggerimento.
puzzles-solved-comes-back = Risolto. Torna domani, per fissarlo bene.
# $change: la variazione del punteggio, con il segno (+12, -8).
puzzles-rating-change = Punteggio { $change }
puzzles-hint = Suggerimento
puzzles-show-solution = Mostra la soluzione
puzzles-start-again = Ricomincia
puzzles-next = Prossimo problema
puzzles-skip = Salta (conta come sbagliato)

## Editor: preparare una posizione

edit-heading = Prepara una posizione
edit-start-position = Posizione iniziale
edit-clear-board = Svuota la scacchiera
edit-from-game = Dalla partita
edit-from-game-hover = La posizione della partita in Gioca
edit-flip-board = Gira la scacchiera
edit-swap-colours = Scambia i colori
edit-swap-colours-hover = I pezzi del Bianco diventano del Nero, a specchio
edit-play-from-here = Gioca da qui
edit-play-from-here-hover = Una nuova partita da questa posizione: scegli avversario e orologio
edit-analyse = Analizza
edit-analyse-hover = La valutazione del motore e la sua linea migliore
edit-still-looking = Il motore sta ancora cercando…
edit-tray-help = Scegli un pezzo, poi clicca le case dove metterlo (cliccalo di nuovo per toglierlo). Con la mano, clicca un pezzo e poi la sua nuova casa. Clic destro o trascina un pezzo fuori dalla scacchiera per toglierlo.
edit-hand = Mano: sposta i pezzi
edit-eraser = Gomma: togli i pezzi
# Un pezzo nella vaschetta: color-white o color-black, e un tipo (role-king, …).
edit-piece = { $role } del { $color }
edit-white-to-move = Muove il Bianco
edit-black-to-move = Muove il Nero
edit-may-castle = Il { $color } può arroccare:
# Testi al passaggio del mouse delle caselle O-O e O-O-O.
edit-castle-king-side = sul lato di re
edit-castle-queen-side = sul lato di donna
edit-en-passant = En passant in:
edit-en-passant-none = nessuna
edit-copy-fen = Copia FEN
edit-playable = ✔ Questa posizione si può giocare.
edit-not-playable = Questa posizione non si può giocare:

## Gli avvisi: messaggi, promozione, richiesta di patta

hud-draw-accepted = La proposta di patta è stata accettata.
hud-draw-declined = La proposta di patta è stata rifiutata.
hud-draw-offered = Il { $color } propone patta.
# $what: unsaved-… (cosa non si è potuto scrivere); $reason: le parole del sistema (in inglese).
hud-cannot-save = Gambit non riesce a salvare { $what } ({ $reason }). Continua a provarci: tu gioca pure.
hud-saved-again = Di nuovo tutto salvato.
hud-promote-title = Promuovi a
hud-promote-queen = Donna (Q)
hud-promote-rook = Torre (R)
hud-promote-bishop = Alfiere (B)
hud-promote-knight = Cavallo (N)
hud-promote-cancel = Annulla (Esc)
hud-claim-title = Chiedere la patta?
hud-claim-threefold = triplice ripetizione
hud-claim-fifty-moves = regola delle 50 mosse
# Due richieste che la mossa permette: hud-claim-threefold o hud-claim-fifty-moves.
hud-claim-or = { $a } o { $b }
hud-claim-prompt = Dopo questa mossa puoi chiedere la patta per { $claims }.
hud-claim-draw = Chiedi la patta
hud-just-play = Gioca solo la mossa
hud-claim-cancel = Annulla

## La lista dei tasti (? o F1): il nome di ogni tasto (…-key) e cosa fa

keys-title = Tasti
keys-close = Chiudi (Esc)
keys-board = Scacchiera (in ogni modalità)
keys-arrows-key = Frecce
keys-arrows = muovi il cursore sulle case
keys-pick-key = Invio, Spazio
keys-pick = prendi il pezzo lì sotto / posalo lì
keys-put-down-key = Esc
keys-put-down = posa il pezzo, chiudi la scelta
keys-promotion-key = Q R B N
keys-promotion = scegli il pezzo della promozione
keys-flip-key = F
keys-flip = gira la scacchiera
keys-reset-camera-key = R
keys-reset-camera = riporta la visuale all'inizio
keys-turn-board-key = T
keys-turn-board = gira la scacchiera verso chi muove
keys-view-key = V
keys-view = vista 3D o 2D
keys-game = Partita (Gioca)
keys-new-game-key = Ctrl+N
keys-new-game = nuova partita (N a partita finita)
keys-take-back-key = Ctrl+Z
keys-take-back = annulla la mossa
keys-hint-key = H
keys-hint = suggerimento
keys-draw-key = Ctrl+D
keys-draw = chiedi la patta se puoi, altrimenti proponila
keys-resign-key = Ctrl+R
keys-resign = abbandona
keys-pause-key = P
keys-pause = pausa o riprendi (una partita tra computer)
keys-type-move-key = M
keys-type-move = scrivi una mossa (SAN o UCI), Invio per giocarla
keys-earlier-later-key = Pag Su / Pag Giù
keys-earlier-later = posizione precedente / successiva
keys-first-last-key = Home / Fine
keys-first-last = prima posizione / torna alla partita
keys-settings-key = S
keys-settings = impostazioni
keys-games-key = G
keys-games = partite: salva, carica, FEN
keys-panels = Pannelli e modalità
keys-next-field-key = Tab / Maiusc+Tab
keys-next-field = pulsante o campo successivo / precedente
keys-press-key = Spazio, Invio
keys-press = premi il pulsante
keys-leave-field-key = Esc
keys-leave-field = esci dal campo o pulsante (i tasti tornano alla scacchiera)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Gioca, Impara, Problemi, Editor
keys-help-key = ? o F1
keys-help = questa lista
keys-dialogs = Finestre di dialogo
keys-dialog-enter-key = Invio
keys-dialog-enter = il pulsante principale (Inizia, Abbandona, Vai…)
keys-dialog-escape-key = Esc
keys-dialog-escape = chiudi la finestra
keys-dialog-choose-key = Freccia su / giù
keys-dialog-choose = avversario, risposta o voce dell'elenco successivi o precedenti

## La barra delle modalità

mode-play = Gioca
mode-learn = Impara
mode-puzzles = Problemi
mode-edit = Editor

## The welcome on the first start
welcome-title = Benvenuto in Gambit
welcome-question = Quanto conosci gli scacchi?
welcome-new = Sono nuovo agli scacchi
welcome-moves = So come si muovono i pezzi
welcome-often = Gioco spesso
welcome-analyse = Voglio analizzare
welcome-later = Esc avvia come al solito. Impara, Gioca, Problemi ed Editor sono sempre nella barra in cima al pannello.
