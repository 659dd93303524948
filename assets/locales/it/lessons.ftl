# Lessons (it): titles, intros, instructions, praise and tips. English: engine/data/lessons/*.toml.

## board
lesson-board-title = La scacchiera
lesson-board-intro = La scacchiera ha 64 case, e ogni casa ha un nome. Impariamoli!
lesson-board-1-instruction = Le colonne sono le linee verticali: hanno le lettere da a a h, da sinistra a destra. Le traverse sono le linee orizzontali: hanno i numeri da 1 a 8, partendo dal basso. Il nome di una casa è la sua lettera seguita dal suo numero. Clicca e4!
lesson-board-1-praise = Sì, questa è e4!
lesson-board-2-instruction = L'angolo in basso a sinistra sta sulla colonna a e sulla traversa 1. Clicca a1.
lesson-board-2-praise = Ottimo: la torre bianca parte proprio da a1.
lesson-board-3-instruction = Quando prepari la scacchiera, la casa d'angolo alla destra di ogni giocatore dev'essere chiara. Clicca l'angolo chiaro alla destra del Bianco!
lesson-board-3-praise = Chiara a destra: ricordatelo quando preparerai una scacchiera vera.
lesson-board-4-instruction = Ora l'angolo opposto: colonna h, traversa 8. Clicca h8.
lesson-board-4-praise = Ben fatto!
lesson-board-5-instruction = Trova d5: vai fino alla colonna d, poi sali alla traversa 5.
lesson-board-5-praise = Perfetto!
lesson-board-6-instruction = In quale casa si trova il re bianco? Cliccala.
lesson-board-6-praise = Giusto: il re bianco parte da e1.
lesson-board-7-instruction = E il re nero? Clicca la sua casa.
lesson-board-7-praise = Giusto: il re nero parte da e8, proprio di fronte al re bianco.

## rook
lesson-rook-title = La torre
lesson-rook-intro = La torre si muove in linea retta: avanti, indietro o di lato, di quante case vuole.
lesson-rook-1-instruction = La torre si muove avanti, indietro o di lato, di quante case vuole. Portala sulla stella!
lesson-rook-1-praise = Ottimo, ce l'hai fatta!
lesson-rook-2-instruction = Raccogli tutte e due le stelle. La torre non può svoltare durante una mossa: prendile una alla volta.
lesson-rook-2-praise = Due stelle in due mosse!
lesson-rook-3-instruction = Raccogli tutte e tre le stelle con meno mosse che puoi.
lesson-rook-3-praise = Bel percorso!
lesson-rook-4-instruction = I tuoi pedoni sbarrano la strada alla torre: una torre non può saltare sopra i pezzi. Trova il modo di girarci intorno!
lesson-rook-4-praise = Hai trovato la strada!

## bishop
lesson-bishop-title = L'alfiere
lesson-bishop-intro = L'alfiere si muove in diagonale, di quante case vuole. Per tutta la partita resta sulle case di un solo colore.
lesson-bishop-1-instruction = L'alfiere scivola lungo le diagonali. Portalo sulla stella!
lesson-bishop-1-praise = Ben fatto!
lesson-bishop-2-instruction = Raccogli tutte e due le stelle. Segui le diagonali!
lesson-bishop-2-praise = Che bello zigzag!
lesson-bishop-3-instruction = Tre stelle. Sono tutte su case scure, proprio come il tuo alfiere.
lesson-bishop-3-praise = Un alfiere non cambia mai colore, e tu l'hai sfruttato bene!
lesson-bishop-4-instruction = Il tuo pedone sbarra all'alfiere la strada verso g5. Riesci lo stesso a prendere tutte e due le stelle?
lesson-bishop-4-praise = Ottimo ragionamento!

## queen
lesson-queen-title = La donna
lesson-queen-intro = La donna è il pezzo più forte: si muove come una torre e come un alfiere insieme.
lesson-queen-1-instruction = La donna si muove in linea retta e in diagonale, di quante case vuole. Prendi la stella!
lesson-queen-1-praise = Facilissimo per la donna!
lesson-queen-2-instruction = Due stelle: una mossa in diagonale e una in linea retta.
lesson-queen-2-praise = Due mosse, due stelle!
lesson-queen-3-instruction = Raccogli tutte e tre le stelle con meno mosse che puoi.
lesson-queen-3-praise = Che forza, la donna!
lesson-queen-4-instruction = Il tuo pedone sbarra la strada alla donna: lei non può saltarlo. Falle spazio, o passa da un'altra parte!
lesson-queen-4-praise = La donna è libera!

## knight
lesson-knight-title = Il cavallo
lesson-knight-intro = Il cavallo salta a L: due case in una direzione, poi una di lato. È l'unico pezzo che può saltare sopra gli altri.
lesson-knight-1-instruction = Il cavallo salta a forma di L: due case, poi una di lato. Salta sulla stella!
lesson-knight-1-praise = Oplà! Ben fatto.
lesson-knight-2-instruction = La stella è troppo lontana per un salto solo. Arrivaci in due!
lesson-knight-2-praise = Due salti, dritto sulla stella!
lesson-knight-3-instruction = Il tuo cavallo è circondato dai suoi pedoni. Solo un cavallo può saltarli: salta sulla stella!
lesson-knight-3-praise = I cavalli saltano sopra tutto!
lesson-knight-4-instruction = Raccogli tutte e tre le stelle. Pensa bene ai tuoi salti!
lesson-knight-4-praise = Ragioni proprio come un cavallo!

## king
lesson-king-title = Il re
lesson-king-intro = Il re è il pezzo più importante. Si muove di una sola casa alla volta, in qualsiasi direzione.
lesson-king-1-instruction = Il re fa passi di una casa, in qualsiasi direzione. Fai un passo sulla stella!
lesson-king-1-praise = Bel passo!
lesson-king-2-instruction = Porta il re su tutte e due le stelle, un passo alla volta.
lesson-king-2-praise = Bella passeggiata!
lesson-king-3-instruction = Il re non può mai andare su una casa attaccata da un pezzo avversario. Attenzione all'alfiere in a4!
lesson-king-3-praise = Sano e salvo!
lesson-king-4-instruction = La torre in c4 controlla tutta la sua traversa e tutta la sua colonna. Raccogli le stelle senza finire sulle sue linee!
lesson-king-4-praise = Che re furbo!

## pawn
lesson-pawn-title = Il pedone
lesson-pawn-intro = I pedoni vanno dritti in avanti, una casa alla volta. Alla sua primissima mossa, un pedone può avanzare di due case.
lesson-pawn-1-instruction = Alla sua prima mossa, un pedone può avanzare di una o di due case. Raggiungi la stella in una mossa sola!
lesson-pawn-1-praise = Due case in un colpo solo!
lesson-pawn-2-instruction = I pedoni vanno solo in avanti. Raggiungi la stella il più in fretta possibile.
lesson-pawn-2-praise = Avanti tutta!
lesson-pawn-3-instruction = Due pedoni, due stelle.
lesson-pawn-3-praise = Ben giocato!
lesson-pawn-4-instruction = Un pedone non può prendere dritto davanti a sé: prende di una casa in diagonale, in avanti. Prendi il cavallo!
lesson-pawn-4-praise = I pedoni prendono in diagonale: ora lo sai!
lesson-pawn-5-instruction = Un pedone non può avanzare se ha un pezzo proprio davanti. Quale pedone può prendere la stella?
lesson-pawn-5-praise = Che mosse furbe con i pedoni!

## capture
lesson-capture-title = Catturare
lesson-capture-intro = Per catturare un pezzo avversario, porta un tuo pezzo sulla sua casa. Il pezzo catturato esce dalla scacchiera.
lesson-capture-1-instruction = Muovi la tua torre sulla torre nera per catturarla!
lesson-capture-1-praise = Presa!
lesson-capture-2-instruction = Cattura tutti e due i pezzi neri. Il tuo re può aiutarti!
lesson-capture-2-praise = Due pezzi catturati!
lesson-capture-3-instruction = I pedoni catturano di una casa in diagonale, in avanti. Cattura tutti e due i pezzi neri con i tuoi pedoni!
lesson-capture-3-praise = Forza pedoni!
lesson-capture-4-instruction = Cattura tutti i pezzi neri con la tua donna, con meno mosse che puoi.
lesson-capture-4-praise = La donna ha fatto piazza pulita!

## check
lesson-check-title = Lo scacco
lesson-check-intro = Quando un re è attaccato, è sotto scacco. Bisogna uscire subito dallo scacco: muovi il re, metti un pezzo in mezzo o cattura il pezzo che attacca.
lesson-check-1-instruction = Il tuo re è sotto scacco della torre in e8! Esci dallo scacco portando il re su una casa sicura.
lesson-check-1-praise = Il tuo re è al sicuro!
lesson-check-2-instruction = Di nuovo scacco! Questa volta paralo: metti uno dei tuoi pezzi tra la torre e il tuo re.
lesson-check-2-praise = Parato!
lesson-check-3-instruction = Scacco della torre! Esci dallo scacco catturando il pezzo che lo dà.
lesson-check-3-praise = L'attaccante non c'è più!
lesson-check-4-instruction = La torre dà scacco proprio accanto al tuo re, e niente la difende. Il tuo re può catturarla!
lesson-check-4-praise = Anche il re sa catturare!

## mate
lesson-mate-title = Scacco matto
lesson-mate-intro = Lo scacco matto è uno scacco senza via d'uscita: il re non può scappare, non si può mettere niente in mezzo e non si può catturare l'attaccante. Con lo scacco matto vinci la partita!
lesson-mate-1-instruction = Il re nero è bloccato dietro i suoi stessi pedoni. Dagli scacco matto in una mossa!
lesson-mate-1-praise = Matto sull'ultima traversa!
lesson-mate-2-instruction = Il tuo re toglie al re nero le case di fuga. Ora dai scacco matto con la donna!
lesson-mate-2-praise = Donna e re insieme: scacco matto!
lesson-mate-3-instruction = Una torre controlla una traversa; l'altra può dare scacco sull'ultima traversa. Scacco matto!
lesson-mate-3-praise = Due torri fanno una scala!
lesson-mate-4-instruction = Il re nero è circondato dai suoi stessi pezzi. Trova lo scacco matto di cavallo!
lesson-mate-4-praise = Matto affogato: il re non aveva spazio per respirare!
lesson-mate-5-instruction = La tua donna e il tuo alfiere mirano tutti e due a f7. Scacco matto!
lesson-mate-5-praise = È il famoso matto del barbiere!
lesson-mate-6-instruction = Giochi con il Nero. Il Bianco ha fatto due brutte mosse di pedone. Scacco matto in una mossa!
lesson-mate-6-praise = Il matto dell'imbecille: lo scacco matto più veloce che ci sia!
lesson-mate-7-instruction = Scacco matto in due mosse. Prima avvicina il tuo re, poi dai scacco!
lesson-mate-7-praise = Uno scacco matto pensato in anticipo!

## castling
lesson-castling-title = L'arrocco
lesson-castling-intro = L'arrocco è una mossa speciale del re e di una torre insieme: il re si sposta di due case verso la torre, e la torre salta dall'altra parte del re.
lesson-castling-1-instruction = Arrocca sul lato di re: sposta il re di due case verso la torre in h1.
lesson-castling-1-praise = Il tuo re è ben protetto!
lesson-castling-2-instruction = Ora arrocca sul lato di donna: il re si sposta di due case verso la torre in a1.
lesson-castling-2-praise = Arrocco lungo, fatto!
lesson-castling-3-instruction = Il tuo re non può passare su una casa attaccata da un pezzo avversario. Da quale lato puoi arroccare?
lesson-castling-3-praise = Giusto: l'alfiere impediva l'arrocco corto, ma non l'arrocco lungo!
lesson-castling-4-instruction = Non puoi arroccare mentre il tuo re è sotto scacco. Prima para lo scacco, senza muovere il re né la torre, poi arrocca!
lesson-castling-4-praise = Prima la sicurezza, poi l'arrocco!

## en-passant
lesson-en-passant-title = En passant
lesson-en-passant-intro = Quando un pedone avanza di due case e si ferma proprio accanto al tuo pedone, il tuo pedone può catturarlo come se fosse avanzato di una casa sola. Ma solo alla mossa subito dopo!
lesson-en-passant-1-instruction = Il pedone nero è appena avanzato da d7 a d5, proprio accanto al tuo pedone. Prendilo en passant: il tuo pedone va in d6!
lesson-en-passant-1-praise = En passant, da vero campione!
lesson-en-passant-2-instruction = Muovi il re e aspetta. Se il pedone nero avanza di due case accanto al tuo pedone, prendilo en passant!
lesson-en-passant-2-praise = Te lo aspettavi!
lesson-en-passant-3-instruction = Il pedone in d5 è arrivato lì tanto tempo fa, quindi è troppo tardi per prenderlo en passant. Muovi il re e tieni d'occhio il pedone in f7!
lesson-en-passant-3-praise = Hai colto l'occasione al momento giusto!

## promotion
lesson-promotion-title = La promozione
lesson-promotion-intro = Quando un pedone arriva dall'altra parte della scacchiera, diventa una donna, una torre, un alfiere o un cavallo: scegli tu!
lesson-promotion-1-instruction = Porta il tuo pedone fino all'ultima traversa e promuovilo a donna!
lesson-promotion-1-praise = Una donna nuova di zecca!
lesson-promotion-2-instruction = Un pedone può promuovere anche catturando un pezzo in diagonale. Cattura la torre e prenditi una donna!
lesson-promotion-2-praise = Via la torre, ecco la donna!
lesson-promotion-3-instruction = Qui un cavallo è meglio di una donna! Promuovi a cavallo: dà scacco e attacca la donna nello stesso momento.
lesson-promotion-3-praise = Una forchetta di cavallo: alla prossima mossa catturi la donna!
lesson-promotion-4-instruction = Qui una donna nuova lascerebbe il re nero senza mosse, e sarebbe patta. Promuovi invece a torre!
lesson-promotion-4-praise = Una torre, e la vittoria resta tua!

## draws
lesson-draws-title = Lo stallo
lesson-draws-intro = Se chi deve muovere non è sotto scacco ma non ha nessuna mossa legale, è stallo, e la partita è patta. Quando stai vincendo, fai attenzione allo stallo!
lesson-draws-1-instruction = Scacco matto in una mossa, ma attenzione: alcune mosse di donna lasciano il re nero senza nessuna mossa. Quello è stallo!
lesson-draws-1-praise = Scacco matto, non stallo!
lesson-draws-2-instruction = Ora il re nero non può muoversi. Quasi ogni mossa sarebbe stallo! Trova quella che dà scacco matto.
lesson-draws-2-praise = L'hai trovata!
lesson-draws-3-instruction = Scacco matto in due mosse, senza stallo lungo la strada.
lesson-draws-3-praise = Con attenzione e con forza!

## values
lesson-values-title = Quanto valgono i pezzi
lesson-values-intro = Un pedone vale 1, un cavallo o un alfiere 3, una torre 5 e una donna 9. Conta prima di catturare!
lesson-values-1-instruction = Il tuo cavallo può catturare un pedone (1) o la donna (9). Cattura il pezzo che vale di più!
lesson-values-1-praise = Nove punti!
lesson-values-2-instruction = La torre in d5 è difesa da un pedone: se la tua donna la cattura, il pedone cattura la tua donna. Quale cattura guadagna di più?
lesson-values-2-praise = Hai contato bene: mai dare una donna per una torre!
lesson-values-3-instruction = Tutti e due i pezzi neri sono difesi. Conta lo scambio: cosa catturi, e cosa restituisci?
lesson-values-3-praise = Una torre per un alfiere: un buon affare!
lesson-values-4-instruction = Puoi catturare la donna con il pedone o con la donna. Cosa è meglio?
lesson-values-4-praise = Cattura con il pezzo più piccolo!

## tips
lesson-tips-title = Buone abitudini
lesson-tips-intro = Qualche consiglio per giocare bene fin dalla prima mossa. In ogni posizione, gioca una buona mossa che segua il consiglio.
lesson-tips-1-instruction = Controlla il centro! Al centro i pezzi raggiungono più case. Muovi un pedone centrale di due case in avanti.
lesson-tips-1-praise = Un inizio forte al centro!
lesson-tips-1-off-tip = I pedoni centrali sono quelli in d2 ed e2: muovine uno di due case.
lesson-tips-2-instruction = Fai uscire presto i cavalli e gli alfieri. Sviluppa un cavallo verso il centro!
lesson-tips-2-praise = Il tuo cavallo entra in gioco!
lesson-tips-2-off-tip = Fai uscire un cavallo, verso il centro della scacchiera.
lesson-tips-3-instruction = Arrocca presto: il tuo re va al riparo dietro i suoi pedoni e una torre si avvicina al centro.
lesson-tips-3-praise = Re al sicuro, torre pronta!
lesson-tips-3-off-tip = Arrocca! Sposta il re di due case verso la torre in h1.
lesson-tips-4-instruction = Prima di ogni mossa, chiediti: che cosa minaccia l'ultima mossa del mio avversario? Il pedone in d4 attacca il tuo cavallo!
lesson-tips-4-praise = Hai visto la minaccia in tempo!
lesson-tips-5-instruction = Non far uscire la donna troppo presto: i pezzi piccoli possono darle la caccia. Fai uscire invece un cavallo o un alfiere.
lesson-tips-5-praise = La donna può aspettare!
lesson-tips-5-off-tip = Non ancora la donna! Fai uscire un cavallo o un alfiere.
lesson-tips-6-instruction = Conta prima di catturare! Il pedone in e5 è attaccato una volta, dal tuo cavallo, ma difeso due volte. Se lo catturi, perdi il cavallo in cambio di un pedone. Gioca una buona mossa che non lo catturi.
lesson-tips-6-praise = Hai contato bene: niente cavallo regalato al Nero!

## give-check
lesson-give-check-title = Dare scacco
lesson-give-check-intro = Dai scacco quando uno dei tuoi pezzi attacca il re avversario. L'altro giocatore deve rimediare subito, quindi lo scacco è una mossa forte da conoscere!
lesson-give-check-1-instruction = La tua donna si muove in linea retta e in diagonale. Dai scacco al re nero!
lesson-give-check-1-praise = Scacco! La donna arriva lontano.
lesson-give-check-2-instruction = La torre attacca lungo la sua traversa e la sua colonna. Mettila sulla stessa traversa o sulla stessa colonna del re nero.
lesson-give-check-2-praise = Scacco di torre!
lesson-give-check-3-instruction = Il tuo alfiere scivola lungo le diagonali. Trova una casa da cui punta dritto al re nero.
lesson-give-check-3-praise = L'alfiere dà scacco da lontano!
lesson-give-check-4-instruction = Il cavallo salta a forma di L. Salta su una casa da cui attacca il re.
lesson-give-check-4-praise = Uno scacco di cavallo! Niente può sbarrare la strada a un cavallo.
lesson-give-check-5-instruction = I pedoni attaccano di una casa in diagonale, in avanti. Spingi un pedone in modo che attacchi il re.
lesson-give-check-5-praise = Anche un piccolo pedone può dare scacco!
lesson-give-check-6-instruction = Il tuo cavallo sta tra la tua torre e il re nero. Sposta il cavallo, e la torre dà scacco!
lesson-give-check-6-praise = Uno scacco di scoperta: un pezzo si muove, un altro attacca!
lesson-give-check-7-instruction = Dai scacco con la donna da una casa da cui attacca anche la torre nera.
lesson-give-check-7-praise = Scacco, e anche la torre è attaccata! Alla prossima mossa puoi prenderla.
lesson-give-check-8-instruction = Il tuo cavallo è attaccato. Salta su una casa da cui dà scacco al re e attacca anche la donna!
lesson-give-check-8-praise = Scacco, e la donna è attaccata! Il re deve muoversi, poi la donna è tua.
lesson-give-check-9-instruction = Giochi con il Nero. Dai scacco al re bianco con il tuo cavallo.
lesson-give-check-9-praise = Scacco di cavallo!
lesson-give-check-10-instruction = Giochi con il Nero. Il tuo cavallo copre la diagonale dell'alfiere verso il re bianco. Muovi il cavallo e scopri lo scacco!
lesson-give-check-10-praise = Scacco di scoperta! L'alfiere aspettava dietro il cavallo.

## check-in-two
lesson-check-in-two-title = Scacco, e poi ancora scacco
lesson-check-in-two-intro = A uno scacco bisogna rispondere subito. Dai scacco, e quando il re si sposta, dai di nuovo scacco! Il secondo scacco può vincere un pezzo che il re non riesce a salvare, o addirittura essere matto.
lesson-check-in-two-1-instruction = Dai scacco al re con la tua torre sull'ultima traversa. Quando il re si sposta, che cosa resta dietro di lui?
lesson-check-in-two-1-praise = Il re si è spostato, e la torre dietro di lui era tua!
lesson-check-in-two-2-instruction = Il re nero è bloccato dietro i suoi stessi pedoni. Dagli scacco sull'ultima traversa, e poi ancora scacco!
lesson-check-in-two-2-praise = Scacco, una parata, e ancora scacco: matto!
lesson-check-in-two-3-instruction = Giochi con il Nero. Il re bianco è bloccato dietro i suoi pedoni. Dagli scacco sull'ultima traversa, due volte!
lesson-check-in-two-3-praise = Il cavallo ha parato lo scacco, la tua torre l'ha preso dando scacco, ed era matto!
lesson-check-in-two-4-instruction = Fai saltare il tuo cavallo dando scacco. Poi la tua torre ha uno scacco che chiude la partita!
lesson-check-in-two-4-praise = Scacco di cavallo, scacco di torre: matto in due scacchi!
lesson-check-in-two-5-instruction = Giochi con il Nero. Prima dai scacco con il cavallo. Poi uno dei tuoi alfieri dà l'ultimo scacco.
lesson-check-in-two-5-praise = Il re è scappato nell'angolo, dritto nella tua trappola: matto!
lesson-check-in-two-6-instruction = Dai scacco al re con la tua donna. Quando avanza, il tuo alfiere dà il secondo scacco.
lesson-check-in-two-6-praise = Scacco di donna, scacco d'alfiere, e il re non aveva dove andare!
lesson-check-in-two-7-instruction = Giochi con il Nero. Dai scacco con il cavallo per respingere il re. Poi dagli scacco sull'ultima traversa!
lesson-check-in-two-7-praise = Il re è tornato indietro, e la tua torre gli ha dato matto proprio lì.
lesson-check-in-two-8-instruction = Giochi con il Nero. Sacrifica il tuo cavallo dando scacco! Quando il pedone lo prende, la tua donna ha uno scacco che dà matto.
lesson-check-in-two-8-praise = Un cavallo in cambio di tutta la partita: matto!
lesson-check-in-two-9-instruction = Prima dai scacco con la torre. Poi trova uno scacco di donna sulla stessa linea della donna nera!
lesson-check-in-two-9-praise = Il re ha dovuto spostarsi, e la donna dietro di lui è caduta. Scacco, scacco, donna!
lesson-check-in-two-10-instruction = Giochi con il Nero. Dai scacco con la torre. Quando la torre bianca para, uno scacco d'alfiere allontana il re da lei!
lesson-check-in-two-10-praise = Il re ha preso il tuo alfiere, e tu hai preso la torre: 5 per 3!
lesson-check-in-two-11-instruction = Prima dai scacco con l'alfiere. Poi la tua torre può dare scacco al re e attaccare il cavallo nello stesso momento!
lesson-check-in-two-11-praise = Scacco, poi uno scacco di torre che attaccava anche il cavallo: era tuo.
lesson-check-in-two-12-instruction = Insegui il re con uno scacco di donna. Poi uno scacco di torre vince qualcosa di grosso: guarda che cosa c'è dietro il re!
lesson-check-in-two-12-praise = Il re si è spostato, e la tua torre ha preso la donna dietro di lui!
lesson-check-in-two-13-instruction = Giochi con il Nero. Uno scacco d'alfiere mette in fila il re e la torre in f2. Ma l'alfiere bianco attacca la tua torre: salvala dando scacco!
lesson-check-in-two-13-praise = Due scacchi, e la torre in f2 era tua!
lesson-check-in-two-14-instruction = Comincia con uno scacco di donna. Riesci a trovare tre scacchi di fila che finiscono con il matto?
lesson-check-in-two-14-praise = Hai regalato la donna, e la torre ha dato matto!
lesson-check-in-two-15-instruction = Giochi con il Nero. Il re bianco è allo scoperto. Tre scacchi di fila gli danno matto, e il primo è con un alfiere!
lesson-check-in-two-15-praise = Alfiere, pedone, alfiere: tre scacchi e matto!

## fork
lesson-fork-title = La forchetta
lesson-fork-intro = Una forchetta è un pezzo che attacca due pezzi avversari nello stesso momento. Il tuo avversario può salvarne solo uno, quindi tu vinci l'altro!
lesson-fork-1-instruction = Trova una mossa di cavallo che dia scacco al re e attacchi l'alfiere nello stesso momento.
lesson-fork-1-praise = Una forchetta di cavallo! Il re deve muoversi, e l'alfiere è tuo.
lesson-fork-2-instruction = Giochi con il Nero. Trova un salto di cavallo che dia scacco e attacchi anche la donna bianca.
lesson-fork-2-praise = Scacco, e la donna era attaccata: ora è tua!
lesson-fork-3-instruction = Giochi con il Nero. Il tuo cavallo può dare scacco al re e attaccare la torre nello stesso momento. Trova la casa!
lesson-fork-3-praise = Il re si è spostato, e tu hai preso la torre!
lesson-fork-4-instruction = Giochi con il Nero. Dai scacco con la tua donna da una casa da cui attacca anche l'alfiere.
lesson-fork-4-praise = Prima lo scacco, poi l'alfiere. Ben fatto!
lesson-fork-5-instruction = Giochi con il Nero. La tua torre può dare scacco al re e attaccare l'alfiere sulla stessa traversa.
lesson-fork-5-praise = Una forchetta di torre! L'alfiere non si poteva salvare.
lesson-fork-6-instruction = Giochi con il Nero. Una mossa d'alfiere attacca la donna bianca e una torre nello stesso momento. Trovala!
lesson-fork-6-praise = La donna non aveva più case sicure. Bella forchetta!
lesson-fork-7-instruction = Dai scacco al re con la tua donna da una casa da cui attacca anche l'alfiere.
lesson-fork-7-praise = La donna ha fatto forchetta a re e alfiere!
lesson-fork-8-instruction = Spingi avanti un pedone in modo che attacchi due pezzi neri contemporaneamente.
lesson-fork-8-praise = Una forchetta di pedone! Un piccolo pedone ha attaccato due pezzi grossi.
lesson-fork-9-instruction = Giochi con il Nero. Il tuo cavallo può prendere un pedone dando scacco e attaccare anche la torre nell'angolo.
lesson-fork-9-praise = Scacco, poi la torre: una forchetta di cavallo perfetta!
lesson-fork-10-instruction = Giochi con il Nero. Spingi un pedone in modo che attacchi due pezzi bianchi contemporaneamente.
lesson-fork-10-praise = Forchetta di pedone! Solo un pezzo è riuscito a scappare.
lesson-fork-11-instruction = La tua donna può attaccare la torre nell'angolo e un alfiere nello stesso momento. Trova la casa!
lesson-fork-11-praise = Due pezzi attaccati, e la torre è tua!
lesson-fork-12-instruction = Giochi con il Nero. La tua donna può attaccare la torre nell'angolo e il cavallo nello stesso momento.
lesson-fork-12-praise = Una forchetta di donna! Hai vinto la torre.
lesson-fork-13-instruction = Porta la tua donna su una casa da cui attacca la torre nera e l'alfiere contemporaneamente.
lesson-fork-13-praise = Due attacchi con una mossa sola: l'alfiere è tuo!
lesson-fork-14-instruction = Giochi con il Nero. Fai saltare il tuo cavallo su una casa da cui attacca la torre e l'alfiere contemporaneamente.
lesson-fork-14-praise = Il cavallo ha fatto forchetta a torre e alfiere, e ha preso la torre!
lesson-fork-15-instruction = La tua donna può attaccare il cavallo al centro e la torre nell'angolo nello stesso momento.
lesson-fork-15-praise = Una forchetta di donna! Il Nero ha perso un pezzo.

## pin
lesson-pin-title = L'inchiodatura
lesson-pin-intro = Un'inchiodatura è un attacco a un pezzo che non può spostarsi, perché proprio dietro di lui c'è un pezzo più importante, spesso il re. Un pezzo inchiodato è facile da vincere!
lesson-pin-1-instruction = Giochi con il Nero. La donna bianca sta davanti al suo re. Attaccala con il tuo alfiere, così non può spostarsi!
lesson-pin-1-praise = La donna era inchiodata, quindi era perduta!
lesson-pin-2-instruction = La donna nera sta sulla stessa diagonale del re nero. Inchiodala con il tuo alfiere!
lesson-pin-2-praise = Inchiodata! La donna non poteva allontanarsi dal suo re.
lesson-pin-3-instruction = Giochi con il Nero. Il cavallo bianco sta sulla stessa linea del suo re. Inchiodalo con la tua torre, poi vincilo.
lesson-pin-3-praise = Il cavallo inchiodato non è riuscito a scappare!
lesson-pin-4-instruction = Il tuo alfiere può attaccare la donna nera mentre il re nero si nasconde proprio dietro di lei?
lesson-pin-4-praise = La donna era bloccata davanti al suo re. Ben giocato!
lesson-pin-5-instruction = Giochi con il Nero. Il cavallo bianco in d4 e il re bianco stanno su una stessa diagonale. Inchioda il cavallo!
lesson-pin-5-praise = Il cavallo era inchiodato e l'hai vinto!
lesson-pin-6-instruction = Giochi con il Nero. Il cavallo bianco e il re bianco stanno sulla stessa traversa. Inchioda il cavallo con la tua torre!
lesson-pin-6-praise = Inchioda, poi prendi: il cavallo è tuo!
lesson-pin-7-instruction = La donna nera sta davanti al suo re, sulla stessa colonna. Inchiodala con una torre!
lesson-pin-7-praise = Un'inchiodatura di torre ha vinto la donna!
lesson-pin-8-instruction = Giochi con il Nero. Il re e il cavallo bianchi stanno sulla stessa traversa. Inchioda il cavallo, poi prendilo.
lesson-pin-8-praise = Il re non ha fatto in tempo a salvare il suo cavallo!
lesson-pin-9-instruction = La donna nera e il re nero stanno su una stessa diagonale. Inchioda la donna con il tuo alfiere!
lesson-pin-9-praise = La donna era inchiodata al suo re, quindi era perduta!
lesson-pin-10-instruction = La torre nera e il re nero stanno su una stessa diagonale. Inchioda la torre con il tuo alfiere!
lesson-pin-10-praise = La torre inchiodata non poteva scappare!
lesson-pin-11-instruction = Giochi con il Nero. Il cavallo bianco in g3 sta davanti al suo re. Inchiodalo con il tuo alfiere!
lesson-pin-11-praise = Il cavallo era inchiodato, e ora è tuo!
lesson-pin-12-instruction = Il cavallo nero e il re nero stanno sulla stessa traversa. Inchioda il cavallo con la tua torre!
lesson-pin-12-praise = La tua torre ha inchiodato il cavallo e l'ha preso!
lesson-pin-13-instruction = Il cavallo nero in e5 sta davanti al suo re, su una diagonale. Inchiodalo con il tuo alfiere!
lesson-pin-13-praise = Un'inchiodatura d'alfiere ha vinto il cavallo!
lesson-pin-14-instruction = Un cavallo nero sta davanti al suo re, su una diagonale. Inchiodalo, poi vincilo!
lesson-pin-14-praise = Il cavallo non poteva muoversi, così l'hai preso!

## notation
lesson-notation-title = Leggere e scrivere le mosse
lesson-notation-intro = I giocatori di scacchi scrivono le loro mosse con lettere e nomi di case. R è il re, D la donna, T una torre, A un alfiere e C un cavallo; il pedone non ha nessuna lettera. L'elenco delle mosse di Gambit mostra una piccola figura di ogni pezzo al posto della sua lettera; scegli Lettere in Impostazioni, alla voce Mosse, per vedere le lettere anche lì.
lesson-notation-1-instruction = Una mossa di pedone si scrive solo con la casa dove va. Gioca e4: spingi il pedone davanti al tuo re fino in e4.
lesson-notation-1-praise = Questa è e4, un'ottima prima mossa!
lesson-notation-2-instruction = C sta per cavallo. Dove va la mossa Cf3? Clicca la sua casa.
lesson-notation-2-praise = Sì: Cf3 vuol dire che un cavallo va in f3.
lesson-notation-3-instruction = Giochi con il Nero. Gioca Cc6: un cavallo va in c6.
lesson-notation-3-praise = Cc6: il cavallo difende il tuo pedone in e5.
lesson-notation-4-instruction = A sta per alfiere. Dove va la mossa Ac4? Clicca la sua casa.
lesson-notation-4-praise = Giusto: Ac4 mette un alfiere in c4.
lesson-notation-5-instruction = Gioca Ab5: il tuo alfiere va in b5.
lesson-notation-5-praise = Ab5! Il tuo alfiere è uscito ed è pronto.
lesson-notation-6-instruction = D sta per donna. Dove va la mossa Dg4? Clicca la sua casa.
lesson-notation-6-praise = Sì: Dg4 mette la donna in g4.
lesson-notation-7-instruction = T sta per torre. Gioca Td1: la tua torre va in d1.
lesson-notation-7-praise = Td1: la torre si è spostata lungo la prima traversa.
lesson-notation-8-instruction = R sta per re. Dove va la mossa Rf2? Clicca la sua casa.
lesson-notation-8-praise = Giusto: il re fa un passo in f2.
lesson-notation-9-instruction = Una x vuol dire che il pezzo cattura qualcosa. Quando è un pedone a catturare, si scrive prima la lettera della sua colonna. Gioca exd5: il tuo pedone della colonna e cattura in d5.
lesson-notation-9-praise = exd5: il pedone della colonna e ha catturato il pedone in d5.
lesson-notation-10-instruction = Gioca Cxe5: il tuo cavallo cattura il pedone in e5.
lesson-notation-10-praise = Cxe5: il cavallo cattura in e5!
lesson-notation-11-instruction = L'arrocco ha un suo segno. O-O vuol dire arrocco sul lato di re, l'arrocco corto. Gioca O-O!
lesson-notation-11-praise = O-O: il tuo re è al sicuro nell'angolo.
lesson-notation-12-instruction = Per una promozione si scrive la casa, poi = e il nuovo pezzo. Gioca e8=D: il tuo pedone arriva in e8 e diventa una donna.
lesson-notation-12-praise = e8=D: una donna nuova!

## coordinates
lesson-coordinates-title = Trova le case
lesson-coordinates-intro = I giocatori forti conoscono il nome di ogni casa senza contare. Allenati: trova ogni casa più in fretta che puoi!
lesson-coordinates-1-instruction = Per scaldarti: prima la lettera, poi il numero. Clicca c6.
lesson-coordinates-1-praise = Sì, c6! Ora contro il tempo.
lesson-coordinates-2-instruction = Clicca ogni casa appena viene nominata. Quante riesci a trovarne in 30 secondi?
lesson-coordinates-2-praise = Tempo scaduto! Riprova per battere il tuo record.
lesson-coordinates-3-instruction = Ora sei seduto dal lato del Nero, quindi la scacchiera è girata: a1 è lontana, alla tua destra. Clicca a1.
lesson-coordinates-3-praise = Giusto: i nomi restano gli stessi, cambia solo il tuo posto.
lesson-coordinates-4-instruction = Dal lato del Nero, la traversa 8 è la più vicina a te. Clicca f7.
lesson-coordinates-4-praise = Ben trovata!
lesson-coordinates-5-instruction = Di nuovo la prova a tempo, dal lato del Nero. Quante case in 30 secondi?
lesson-coordinates-5-praise = Tempo scaduto! Ora conosci la scacchiera da tutti e due i lati.

## opening
lesson-opening-title = Le regole dell'apertura
lesson-opening-intro = Comincia bene: metti i pedoni al centro, fai uscire cavalli e alfieri, arrocca presto, lascia la donna a casa, non muovere due volte un pezzo senza motivo, collega le torri. Gioca due partite brevi!
lesson-opening-1-instruction = Partita 1: giochi con il Bianco. La donna nera è uscita molto presto. Puniscila: fai uscire un cavallo che la attacchi!
lesson-opening-1-praise = Il tuo cavallo entra in gioco e la donna deve scappare!
lesson-opening-1-off-tip = Bene, ma uno dei tuoi cavalli può uscire e attaccare la donna nello stesso momento. Trovalo!
lesson-opening-2-instruction = La donna è scappata in a5. Ora prendi il centro: spingi un pedone di due case verso il centro.
lesson-opening-2-praise = Il tuo pedone sta al centro della scacchiera!
lesson-opening-2-off-tip = Spingi di due case il pedone davanti alla tua donna, verso il centro.
lesson-opening-3-instruction = Prima i cavalli! Fai uscire l'altro cavallo, verso il centro.
lesson-opening-3-praise = Tutti e due i cavalli sono fuori!
lesson-opening-3-off-tip = Bene, ma il cavallo in g1 è ancora a casa. Fallo uscire prima.
lesson-opening-4-instruction = I tuoi cavalli sono fuori. Ora fai uscire un alfiere!
lesson-opening-4-praise = Un pezzo in più in gioco!
lesson-opening-4-off-tip = Sposta un alfiere dalla prima traversa, non un pezzo che è già uscito.
lesson-opening-5-instruction = Arrocca presto! Il tuo re si nasconde dietro i suoi pedoni e una torre si avvicina al centro.
lesson-opening-5-praise = Re al sicuro, torre pronta!
lesson-opening-5-off-tip = Arrocca ora: sposta il re di due case verso la torre in h1.
lesson-opening-6-instruction = Non muovere lo stesso pezzo due volte senza motivo. Un pezzo dorme ancora a casa: sveglia il tuo alfiere in c1!
lesson-opening-6-praise = Tutti i tuoi cavalli e alfieri sono fuori!
lesson-opening-6-off-tip = Il tuo alfiere in c1 non si è ancora mosso. Fai uscire lui, invece.
lesson-opening-7-instruction = Collega le torri: tra di loro c'è solo la donna. Spostala avanti di una casa, così le torri si vedono.
lesson-opening-7-praise = Le tue torri sono collegate. Hai finito la tua apertura!
lesson-opening-7-off-tip = Sposta la donna dalla prima traversa, una casa in avanti, così tra le tue torri non resta niente.
lesson-opening-8-instruction = Giochi con il Nero. Comincia la partita 2! Prenditi la tua parte di centro: spingi un pedone centrale di due case.
lesson-opening-8-praise = Il tuo pedone arriva al centro!
lesson-opening-8-off-tip = Buona mossa, ma il consiglio chiede un pedone proprio al centro: quello davanti al tuo re o alla tua donna.
lesson-opening-9-instruction = Giochi con il Nero. Il Bianco ha preso il tuo pedone. Riprendere con la donna è allettante, ma il cavallo bianco le darebbe la caccia, come nella partita 1. Fai uscire invece un cavallo!
lesson-opening-9-praise = Il tuo cavallo esce e attacca il pedone in d5!
lesson-opening-9-off-tip = Per ora lascia la donna a casa. Fai uscire il cavallo che può attaccare il pedone in d5.
lesson-opening-10-instruction = Giochi con il Nero. Riprenditi il pedone con il cavallo: atterra proprio al centro. Muovere due volte un pezzo va bene quando vince qualcosa!
lesson-opening-10-praise = Pedone recuperato, e il tuo cavallo sta al centro!
lesson-opening-10-off-tip = Prendi il pedone in d5 con il cavallo, e lascia la donna al sicuro a casa.
lesson-opening-11-instruction = Giochi con il Nero. Porta il tuo alfiere da c8 su una buona casa.
lesson-opening-11-praise = Il tuo alfiere entra in gioco!
lesson-opening-11-off-tip = Trova una casa dove l'alfiere è al sicuro e guarda il centro: prova f5.
lesson-opening-12-instruction = Giochi con il Nero. Il tuo alfiere in f8 è bloccato dietro un pedone. Spingi quel pedone di una casa per aprirgli una porta.
lesson-opening-12-praise = La porta è aperta per il tuo alfiere!
lesson-opening-12-off-tip = Spingi di una casa il pedone davanti al tuo re: così l'alfiere in f8 può uscire.
lesson-opening-13-instruction = Giochi con il Nero. Il Bianco ha arroccato. Fai uscire l'alfiere da f8, poi anche il tuo re potrà arroccare.
lesson-opening-13-praise = Ora tra il tuo re e la tua torre non c'è più niente!
lesson-opening-13-off-tip = Fai uscire l'alfiere in f8: è il pezzo che sta tra il tuo re e la tua torre.
lesson-opening-14-instruction = Giochi con il Nero. Il tuo re sta ancora al centro. Arrocca ora, finché puoi!
lesson-opening-14-praise = Il tuo re è al sicuro nell'angolo!
lesson-opening-14-off-tip = Arrocca: sposta il re di due case verso la torre in h8.

## protection
lesson-protection-title = Proteggi i tuoi pezzi
lesson-protection-intro = Quando l'avversario attacca uno dei tuoi pezzi, non lasciarglielo prendere gratis! Puoi spostarlo, dargli un difensore o mettere qualcosa in mezzo all'attacco.
lesson-protection-1-instruction = Un pedone nero attacca il tuo cavallo. Trovagli una casa sicura!
lesson-protection-1-praise = Il tuo cavallo è di nuovo al sicuro.
lesson-protection-2-instruction = Il cavallo nero attacca la tua donna! Spostala in una casa sicura.
lesson-protection-2-praise = Uff, la donna si è salvata!
lesson-protection-3-instruction = L'alfiere nero attacca la tua torre, e nessuno la difende. Salva la torre!
lesson-protection-3-praise = La torre si è messa al sicuro.
lesson-protection-4-instruction = Giochi con il Nero. Un pedone bianco attacca il tuo cavallo. Dove può andare?
lesson-protection-4-praise = Bene, il cavallo è fuori pericolo.
lesson-protection-5-instruction = La donna nera attacca il tuo cavallo, e il cavallo non ha nessuna casa sicura. Dagli un difensore!
lesson-protection-5-praise = Ora, se la donna cattura, un pedone la riprende.
lesson-protection-6-instruction = La donna nera attacca il tuo cavallo sul bordo. Non può scappare, quindi difendilo!
lesson-protection-6-praise = Ora il cavallo ha un difensore.
lesson-protection-7-instruction = L'alfiere nero attacca il tuo cavallo, e il cavallo non può muoversi perché dietro c'è il tuo re. Difendilo!
lesson-protection-7-praise = Ben fatto, il cavallo è difeso.
lesson-protection-8-instruction = L'alfiere nero attacca la tua torre nell'angolo, e la torre è bloccata. Metti qualcosa in mezzo!
lesson-protection-8-praise = Parato! Ora l'alfiere non può più raggiungere la tua torre.
lesson-protection-9-instruction = L'alfiere nero attacca la tua torre da lontano. Metti un pezzo in mezzo!
lesson-protection-9-praise = Bella parata, la torre è al sicuro.
lesson-protection-10-instruction = Giochi con il Nero. L'alfiere bianco punta alla tua torre nell'angolo, e la torre non può muoversi. Chiudi la grande diagonale!
lesson-protection-10-praise = Parato! La tua torre è al sicuro dietro il muro.

## hanging
lesson-hanging-title = Pezzi gratis
lesson-hanging-intro = A volte l'avversario lascia un pezzo senza difesa. Puoi prenderlo senza perdere niente! Ma guarda due volte: se il pezzo è difeso, prenderlo può costarti più di quanto guadagni.
lesson-hanging-1-instruction = Giochi con il Nero. Un pezzo bianco si trova sulla stessa traversa della tua donna, e nessuno lo difende.
lesson-hanging-1-praise = Un cavallo gratis, e pure con scacco!
lesson-hanging-2-instruction = Giochi con il Nero. Un pezzo bianco si è avvicinato troppo ai tuoi pedoni. Un pedone può prenderlo?
lesson-hanging-2-praise = Un pedone ha preso un cavallo. Ottimo scambio!
lesson-hanging-3-instruction = Giochi con il Nero. La tua donna guarda lungo una grande diagonale. Che cosa c'è ad aspettarla in fondo?
lesson-hanging-3-praise = Una torre intera gratis!
lesson-hanging-4-instruction = Giochi con il Nero. Cerca un pezzo bianco che non ha nessun difensore.
lesson-hanging-4-praise = Hai preso l'alfiere. Nessuno poteva riprendere!
lesson-hanging-5-instruction = Un pezzo nero è entrato nel tuo campo. Qualcuno lo difende?
lesson-hanging-5-praise = L'alfiere è sparito, e non ti è costato niente.
lesson-hanging-6-instruction = Un pezzo nero si trova proprio accanto al tuo re. È difeso?
lesson-hanging-6-praise = Il tuo re ha preso l'alfiere. Che re coraggioso!
lesson-hanging-7-instruction = Un pezzo nero si è spinto in fondo alla tua posizione. Prendilo prima che scappi!
lesson-hanging-7-praise = Alfiere gratis! Controlla sempre quali pezzi indifesi ha lasciato l'avversario.
lesson-hanging-8-instruction = La donna nera è scesa fino alla tua ultima traversa. È difesa?
lesson-hanging-8-praise = Hai vinto la donna senza dare niente in cambio!
lesson-hanging-9-instruction = Giochi con il Nero. Il tuo cavallo è vicino a un pezzo bianco che nessuno difende.
lesson-hanging-9-praise = Il cavallo ha preso una torre nell'angolo!
lesson-hanging-10-instruction = Giochi con il Nero. Il tuo cavallo può catturare qualcosa. Il Bianco ha un modo per riprendere?
lesson-hanging-10-praise = Alfiere gratis. Ben visto!
lesson-hanging-11-instruction = Giochi con il Nero. Un cavallo bianco è saltato vicino al tuo re. Puoi prenderlo gratis?
lesson-hanging-11-praise = Il cavallo è sparito, e il Bianco non può riprendere.
lesson-hanging-12-instruction = Guarda i pezzi neri davanti a te. Quale non ha nessun difensore?
lesson-hanging-12-praise = Un cavallo gratis, e ora anche la donna è attaccata!
lesson-hanging-13-instruction = Sembra che tu possa prendere due pezzi neri. Uno dei due è difeso da un pedone. Prendi quello che è davvero gratis!
lesson-hanging-13-praise = Giusto! L'altro era una trappola.
lesson-hanging-14-instruction = Giochi con il Nero. La tua donna può prendere due pezzi bianchi. Uno dei due è difeso. Quale è gratis?
lesson-hanging-14-praise = Ottima scelta! Prendere il cavallo ti sarebbe costato la donna.
lesson-hanging-15-instruction = Prendere il cavallo con la torre costa troppo: lo difende un pedone. Ma il cavallo non può muoversi. Attaccalo con qualcosa di piccolo!
lesson-hanging-15-praise = Un pedoncino ha vinto il cavallo bloccato!

## trades
lesson-trades-title = Scambi buoni
lesson-trades-intro = Un pedone vale 1, un cavallo o un alfiere 3, una torre 5 e una donna 9. Prima di catturare, conta chi attacca il pezzo e chi lo difende. Cattura solo quando guadagni più di quello che restituisci!
lesson-trades-1-instruction = La tua torre e il tuo cavallo possono catturare ciascuno un pezzo nero. Conta i difensori prima di catturare!
lesson-trades-1-praise = Giusto! L'alfiere non aveva difensori. Prendere il cavallo con la torre vorrebbe dire dare 5 per 3.
lesson-trades-2-instruction = Un pedone difende la torre nera in d5. La tua donna e il tuo alfiere possono catturarla tutti e due. Quale scambio ti fa guadagnare?
lesson-trades-2-praise = Un alfiere (3) per una torre (5): sei avanti di 2! Con la donna daresti 9 per 5.
lesson-trades-3-instruction = Giochi con il Nero. Un pedone difende il cavallo bianco in d5. Prendilo con il tuo pezzo che vale meno!
lesson-trades-3-praise = Un pedone (1) per un cavallo (3). Cattura con il pezzo più piccolo che puoi!
lesson-trades-4-instruction = Giochi con il Nero. Un pedone difende la torre bianca in d3. La tua donna e il tuo cavallo possono catturarla tutti e due. Prima conta!
lesson-trades-4-praise = Un cavallo (3) per una torre (5): un buon affare. La donna ti sarebbe costata 9.
lesson-trades-5-instruction = Giochi con il Nero. La tua torre può catturare il pedone in d4, ma conta i suoi difensori! Se catturando perdi, porta il re verso il centro.
lesson-trades-5-praise = Hai contato bene! Il tuo re è in cammino verso il centro.
lesson-trades-5-off-tip = Catturare in d4 vuol dire dare la tua torre (5) per un pedone (1): lo difendono il pedone in c3 e la torre. Porta il re in f6 o in f8.
lesson-trades-6-instruction = Giochi con il Nero. La torre bianca in e4 attacca la tua donna, e due pezzi bianchi la difendono. Quale dei tuoi pezzi deve catturarla?
lesson-trades-6-praise = Un alfiere (3) per una torre (5), e la tua donna è anche al sicuro!
lesson-trades-7-instruction = Un pedone difende il cavallo nero in e5. Trova la cattura che lo vince!
lesson-trades-7-praise = Un pedone (1) per un cavallo (3). Catturare con la donna ti sarebbe costato la donna.
lesson-trades-8-instruction = Qui due catture sembrano allettanti. Prima conta i difensori! Se ti fanno perdere, fai uscire un cavallo o difendi il tuo pedone in e4.
lesson-trades-8-praise = Hai contato bene! Una buona mossa invece di un cattivo scambio.
lesson-trades-8-off-tip = Dxf6 dà 9 per 3 (un pedone riprende) e Axf7+ dà 3 per 1 (il re riprende). Gioca d3, Cc3 o Ce2.
lesson-trades-9-instruction = La tua donna può arraffare un pedone in a6 o in d6, e il tuo cavallo può catturare la torre in c6. Conta quanto costa ogni cattura!
lesson-trades-9-praise = Un cavallo (3) per una torre (5). Tutti e due i pedoni erano difesi: la donna sarebbe andata persa!
lesson-trades-10-instruction = La tua torre, il tuo alfiere e il tuo re possono tutti catturare qualcosa. Quale pezzo nero non ha nessun difensore?
lesson-trades-10-praise = Il tuo re ha preso il cavallo. Anche il re può catturare, quando nessuno difende il pezzo!
lesson-trades-11-instruction = Giochi con il Nero. L'alfiere bianco attacca la tua donna. Puoi prenderlo? E il cavallo in c3?
lesson-trades-11-praise = L'alfiere non aveva difensori. Prendere il cavallo con la torre vorrebbe dire dare 5 per 3.
lesson-trades-12-instruction = Giochi con il Nero. L'alfiere in e4 è attaccato due volte, dalla tua donna e dal tuo cavallo, e difeso una volta. Comincia con il pezzo giusto!
lesson-trades-12-praise = Comincia con il pezzo più piccolo! Se la torre prende il tuo cavallo, la tua donna prende la torre.
lesson-trades-13-instruction = Giochi con il Nero. La tua donna e il tuo alfiere possono arraffare pedoni, ma conta i difensori! Se catturando perdi, fai uscire l'alfiere che è ancora a casa in c8.
lesson-trades-13-praise = Ben giocato! Niente pedoni arraffati, e un pezzo in più in gioco.
lesson-trades-13-off-tip = Una torre difende b2, due pezzi difendono d4, e il re e il cavallo difendono h2: ogni cattura ti fa perdere. Porta il tuo alfiere di c8 su una casa sicura.
lesson-trades-14-instruction = Il pedone in e5 sembra facile da prendere. Prima conta i suoi difensori! Se catturando perdi, porta il re verso il centro.
lesson-trades-14-praise = Hai contato bene! Quando restano pochi pezzi, il re è un pezzo forte.
lesson-trades-14-off-tip = Catturare in e5 vuol dire dare il tuo cavallo (3) per un pedone (1): lo difendono l'alfiere e il re. Gioca Rf1 per portare il re verso il centro.

## skewer
lesson-skewer-title = L'infilata
lesson-skewer-intro = L'infilata è un attacco in linea contro un pezzo grosso che ha un altro pezzo dietro. Il pezzo grosso deve spostarsi, e allora prendi il pezzo che sta dietro!
lesson-skewer-1-instruction = La tua torre può dare scacco lungo una traversa. Che cosa c'è dietro il re nero su quella traversa?
lesson-skewer-1-praise = Il re si è spostato, e la torre dietro di lui era tua!
lesson-skewer-2-instruction = Dai scacco al re con il tuo alfiere lungo una diagonale che passa anche per una torre nera.
lesson-skewer-2-praise = Un'infilata d'alfiere! Prima il re, poi la torre.
lesson-skewer-3-instruction = Giochi con il Nero. Dai scacco sulla traversa in basso. Guarda che cosa c'è dietro il re bianco.
lesson-skewer-3-praise = Scacco, e la torre dietro il re è caduta!
lesson-skewer-4-instruction = Giochi con il Nero. Il re bianco e una torre bianca sono sulla stessa traversa. Dai scacco al re!
lesson-skewer-4-praise = Il re ha dovuto muoversi, e la torre è rimasta sola.
lesson-skewer-5-instruction = Il tuo alfiere può dare scacco al re da una casa in cui la donna si nasconde proprio dietro di lui.
lesson-skewer-5-praise = Il re si è spostato, e hai preso la donna!
lesson-skewer-6-instruction = Giochi con il Nero. Il re bianco e una torre sono sull'ultima traversa. Usa una torre per dare scacco al re lì!
lesson-skewer-6-praise = Un'infilata di torre! Il re è scappato, e hai preso la torre.
lesson-skewer-7-instruction = Due pezzi neri sono sulla stessa colonna, uno dietro l'altro. Attacca quello davanti con la tua torre!
lesson-skewer-7-praise = Il pezzo davanti è scappato, e quello dietro era tuo.
lesson-skewer-8-instruction = Giochi con il Nero. La donna bianca sta davanti a un alfiere sulla stessa colonna. Attacca la donna con una torre!
lesson-skewer-8-praise = La donna ha dovuto scappare, così hai vinto un pezzo!
lesson-skewer-9-instruction = Giochi con il Nero. Un alfiere bianco e un cavallo bianco sono sulla stessa colonna. Attaccali con la tua torre!
lesson-skewer-9-praise = L'alfiere se n'è andato, e il cavallo dietro di lui era perduto.
lesson-skewer-10-instruction = Giochi con il Nero. Metti la tua torre su una colonna dove attacca un alfiere con un cavallo dietro.
lesson-skewer-10-praise = Infilata! Il cavallo non si poteva salvare.
lesson-skewer-11-instruction = La donna nera e un alfiere sono sulla stessa diagonale. Attacca la donna con il tuo alfiere!
lesson-skewer-11-praise = La donna è scappata, e l'alfiere dietro di lei era tuo.

## mate-patterns
lesson-mate-patterns-title = Schemi di matto
lesson-mate-patterns-intro = Alcuni scacchi matti si ripetono in continuazione. Impara questi schemi e li riconoscerai nelle tue partite!
lesson-mate-patterns-1-instruction = Il re nero non ha aria: i suoi stessi pedoni gli sbarrano la strada. Usa la tua torre!
lesson-mate-patterns-1-praise = Matto sull'ultima traversa!
lesson-mate-patterns-2-instruction = Giochi con il Nero. Anche il re bianco è bloccato dietro i suoi pedoni. Scacco matto!
lesson-mate-patterns-2-praise = Il matto sull'ultima traversa funziona anche per il Nero!
lesson-mate-patterns-3-instruction = Metti la tua donna proprio davanti al re nero, dove il tuo re la difende.
lesson-mate-patterns-3-praise = Donna e re, una squadra perfetta!
lesson-mate-patterns-4-instruction = Una torre controlla già un'intera colonna. L'altra torre può dare scacco sul bordo.
lesson-mate-patterns-4-praise = La scala delle due torri!
lesson-mate-patterns-5-instruction = Giochi con il Nero. Il re bianco è chiuso dalla sua torre e dai suoi pedoni. Quale pezzo può saltare dentro?
lesson-mate-patterns-5-praise = Matto affogato con il cavallo!
lesson-mate-patterns-6-instruction = Il Nero ha dimenticato di difendere il pedone debole accanto al re. Donna e alfiere lo attaccano insieme.
lesson-mate-patterns-6-praise = Matto del barbiere!
lesson-mate-patterns-7-instruction = Giochi con il Nero. La tua donna e il tuo alfiere mirano allo stesso pedone bianco. Anche se la donna è attaccata, cerca prima gli scacchi!
lesson-mate-patterns-7-praise = Il matto del barbiere al contrario!
lesson-mate-patterns-8-instruction = Giochi con il Nero. Il Bianco vuole prendere in f7 con la donna, ed è scacco matto! Impediscilo.
lesson-mate-patterns-8-praise = Ben difeso: niente matto veloce oggi!
lesson-mate-patterns-9-instruction = Matto in due mosse. La tua donna può dare scacco anche se viene presa, perché la tua torre è proprio dietro di lei.
lesson-mate-patterns-9-praise = Una donna coraggiosa e un matto sull'ultima traversa!
lesson-mate-patterns-10-instruction = Matto in due mosse. Sali la scala: una torre dà scacco, l'altra finisce sulla traversa in alto.
lesson-mate-patterns-10-praise = Passo dopo passo, su per la scala!
lesson-mate-patterns-11-instruction = Matto in due mosse. Prima avvicina il re per aiutare la donna. Attento a non dare stallo!
lesson-mate-patterns-11-praise = Re e donna hanno lavorato insieme!
lesson-mate-patterns-12-instruction = Matto in due mosse. Sacrifica la donna dando scacco, così il re nero resta murato dai suoi stessi pezzi. Poi salta il cavallo!
lesson-mate-patterns-12-praise = Il famoso matto affogato!

## discovered-attack
lesson-discovered-attack-title = L'attacco di scoperta
lesson-discovered-attack-intro = In un attacco di scoperta, un pezzo si sposta e scopre l'attacco della torre, dell'alfiere o della donna che ha dietro. Ora due pezzi attaccano insieme!
lesson-discovered-attack-1-instruction = Il tuo cavallo sta tra la tua torre e la donna nera. Spostalo dando scacco!
lesson-discovered-attack-1-praise = Scacco di cavallo, e la torre ha preso la donna!
lesson-discovered-attack-2-instruction = La tua torre guarda la donna nera, ma il tuo cavallo è in mezzo. Salta via dando scacco!
lesson-discovered-attack-2-praise = Il cavallo ha dato scacco e la torre ha vinto la donna!
lesson-discovered-attack-3-instruction = Il tuo alfiere chiude la linea tra la tua donna e una torre nera. Muovi l'alfiere dando scacco!
lesson-discovered-attack-3-praise = Scacco d'alfiere, e la torre era tua!
lesson-discovered-attack-4-instruction = Giochi con il Nero. Un solo passo di pedone attacca un pezzo grosso e apre una linea alla tua donna.
lesson-discovered-attack-4-praise = Due attacchi con una sola mossa di pedone!
lesson-discovered-attack-5-instruction = Il tuo cavallo in e5 sta tra il tuo alfiere e l'alfiere nero in d6. Spostalo e attacca la donna nello stesso momento!
lesson-discovered-attack-5-praise = La donna è dovuta scappare, e il tuo alfiere ha preso l'alfiere!
lesson-discovered-attack-6-instruction = Un cavallo sta tra il tuo alfiere e la donna nera. Portalo su una casa sicura!
lesson-discovered-attack-6-praise = L'alfiere si nascondeva dietro il cavallo. Bravo!
lesson-discovered-attack-7-instruction = Il tuo cavallo chiude la colonna tra la tua torre e la donna nera. Trovagli una buona casa!
lesson-discovered-attack-7-praise = La torre dietro il cavallo ha intrappolato la donna!
lesson-discovered-attack-8-instruction = Giochi con il Nero. Spingi un pedone: attacca un alfiere, e la tua donna trova un nuovo bersaglio sulla sua traversa.
lesson-discovered-attack-8-praise = Il passo di pedone ha aperto la linea della tua donna!
lesson-discovered-attack-9-instruction = Giochi con il Nero. Prendi un pezzo con il pedone davanti alla tua torre. Che cosa attacca poi la torre?
lesson-discovered-attack-9-praise = Hai preso il cavallo, e la donna bianca è sotto attacco!
lesson-discovered-attack-10-instruction = Giochi con il Nero. La tua torre sta tra il tuo alfiere e la donna bianca. Sposta la torre dando scacco!
lesson-discovered-attack-10-praise = Scacco di torre, e l'alfiere ha preso la donna!

## queen-mate
lesson-queen-mate-title = Matto con la donna
lesson-queen-mate-intro = Un re e una donna possono sempre dare scacco matto a un re rimasto solo. La donna spinge il re verso il bordo, il tuo re viene ad aiutare, e non lo lasci mai senza mosse!
lesson-queen-mate-1-instruction = I re sono uno di fronte all'altro, quindi il re nero non può avanzare. Dagli scacco lungo il bordo con la tua donna: scacco matto!
lesson-queen-mate-1-praise = Scacco matto sul bordo!
lesson-queen-mate-2-instruction = Metti la tua donna proprio accanto al re nero, dove il tuo re la difende. Attenzione: una delle mosse di donna dà stallo!
lesson-queen-mate-2-praise = Il re non può prendere una donna difesa dal tuo re!
lesson-queen-mate-3-instruction = La tua donna tiene il re sull'ultima traversa. Prima avvicina il tuo re, poi dai matto. Non togliergli le ultime case troppo presto!
lesson-queen-mate-3-praise = Re e donna lavorano insieme!
lesson-queen-mate-4-instruction = Guarda: il re nero non ha nessuna mossa! Se muovi il tuo re adesso, è stallo. Prima dagli una casa, poi dai matto.
lesson-queen-mate-4-praise = Gli hai lasciato spazio, e poi l'hai preso!
lesson-queen-mate-5-instruction = Costruisci una gabbia: metti la tua donna a un salto di cavallo dal re. Ogni volta che il re si muove, stringi la gabbia. Poi porta il tuo re e dai matto.
lesson-queen-mate-5-praise = La gabbia è diventata sempre più piccola: scacco matto!
lesson-queen-mate-6-instruction = Un matto completo partendo dal centro! Stringi la gabbia con la tua donna, fai avanzare il tuo re e non lasciare mai il re nero senza mosse.
lesson-queen-mate-6-praise = Ora sai dare matto con la donna partendo da qualsiasi posizione!
lesson-queen-mate-7-instruction = Giochi con il Nero. Ora la donna ce l'hai tu! Spingi il re bianco verso il bordo, porta il tuo re e dai scacco matto.
lesson-queen-mate-7-praise = Scacco matto con la donna nera!

## rook-mate
lesson-rook-mate-title = Matto con la torre
lesson-rook-mate-intro = Anche un re e una torre possono dare scacco matto a un re rimasto solo. La torre chiude il re, il tuo re si avvicina fino a trovarsi di fronte a lui, e la torre dà scacco sul bordo.
lesson-rook-mate-1-instruction = I re sono uno di fronte all'altro, quindi il re nero non può avanzare. Dai scacco lungo l'ultima traversa: scacco matto!
lesson-rook-mate-1-praise = Ecco il matto di torre!
lesson-rook-mate-2-instruction = Lo stesso trucco sul lato della scacchiera. I re sono uno di fronte all'altro: dai scacco sul bordo!
lesson-rook-mate-2-praise = Scacco matto sul lato!
lesson-rook-mate-3-instruction = Chiudi la porta da un lato con la tua torre. Così il re nero dovrà mettersi di fronte al tuo, e tu dai scacco!
lesson-rook-mate-3-praise = Hai chiuso la porta, e poi hai dato matto!
lesson-rook-mate-4-instruction = La tua torre tiene il re sull'ultima traversa. A volte la mossa migliore è aspettare: fai scivolare la torre lungo la sua traversa e lascia muovere il re.
lesson-rook-mate-4-praise = Aspettare era la mossa furba!
lesson-rook-mate-5-instruction = La torre chiude il re sull'ultima traversa. Porta il tuo re fin davanti a lui, faccia a faccia, poi dai scacco. Tieni la torre lontana dal re nero!
lesson-rook-mate-5-praise = Una lunga camminata, e uno scacco matto perfetto!
lesson-rook-mate-6-instruction = Un matto completo partendo dal centro! Taglia la strada al re con la torre, porta il tuo re, dai scacco quando i re sono uno di fronte all'altro, e aspetta quando non lo sono.
lesson-rook-mate-6-praise = Ora sai dare matto con la torre partendo da qualsiasi posizione!
lesson-rook-mate-7-instruction = Giochi con il Nero. Ora la torre ce l'hai tu! Taglia la strada al re bianco, stringi la sua gabbia, porta il tuo re e dai scacco matto.
lesson-rook-mate-7-praise = Scacco matto con la torre nera!

## pawn-endgame
lesson-pawn-endgame-title = Re e pedone
lesson-pawn-endgame-intro = Un re e un pedone contro un re: il pedone diventerà donna? Te lo dicono due segreti: il quadrato del pedone e l'opposizione dei re.
lesson-pawn-endgame-1-instruction = Disegna un quadrato dal tuo pedone fino all'ultima traversa. Se il re nero non riesce a entrarci, nessuno può prendere il pedone. Quindi corri, subito!
lesson-pawn-endgame-1-praise = Troppo veloce per essere preso: una donna nuova!
lesson-pawn-endgame-2-instruction = Giochi con il Nero. Disegna il quadrato dal pedone bianco fino alla sua ultima traversa. Entra nel quadrato con il tuo re, e prenderai il pedone!
lesson-pawn-endgame-2-praise = Dentro il quadrato, il re prende il pedone!
lesson-pawn-endgame-3-instruction = Giochi con il Nero. Il re bianco è dentro il quadrato del tuo pedone? No! Non sprecare una mossa: corri con il pedone e fai una donna.
lesson-pawn-endgame-3-praise = Il re bianco era lento di un passo!
lesson-pawn-endgame-4-instruction = Il pedone nero corre giù per la scacchiera. Entra nel suo quadrato con il tuo re, e lo prenderai in tempo!
lesson-pawn-endgame-4-praise = Preso! Il quadrato non sbaglia mai.
lesson-pawn-endgame-5-instruction = Le tre case due traverse davanti al tuo pedone sono magiche: se il tuo re sta su una di esse, il pedone diventerà donna. Porta il re su una di queste case!
lesson-pawn-endgame-5-praise = Dalla casa magica, il tuo re accompagna il pedone fino in fondo!
lesson-pawn-endgame-6-instruction = Opposizione: i re sono uno di fronte all'altro con una casa in mezzo, e tocca muovere all'altro. Allora deve farsi da parte. Prendi l'opposizione!
lesson-pawn-endgame-6-praise = Il re nero ha dovuto farsi da parte, e il tuo pedone è passato!
lesson-pawn-endgame-7-instruction = Giochi con il Nero. Mettiti di fronte al re bianco con una casa in mezzo: prendi l'opposizione! Così non può mettersi davanti al suo pedone.
lesson-pawn-endgame-7-praise = Hai tenuto fuori il re bianco: è patta!
lesson-pawn-endgame-8-instruction = Il tuo re va per primo, il pedone lo segue. Prendi l'opposizione, poi aggira il re nero. Non spingere il pedone troppo presto!
lesson-pawn-endgame-8-praise = Prima il re, poi il pedone: si fa così!
lesson-pawn-endgame-9-instruction = Il re nero vuole mettersi davanti al suo pedone. Fermalo: mettiti di fronte a lui con il tuo re, con una casa in mezzo. Prendi l'opposizione!
lesson-pawn-endgame-9-praise = Il re nero non è riuscito a passare: è patta!
lesson-pawn-endgame-10-instruction = Giochi con il Nero. Prendi l'opposizione, porta il tuo re davanti al pedone, e solo dopo spingi il pedone.
lesson-pawn-endgame-10-praise = Il tuo re ha aperto la strada a una donna nuova!
lesson-pawn-endgame-11-instruction = Giochi con il Nero. Mettiti proprio davanti al pedone, di fronte al re bianco! Se ti sposti di lato, il re bianco passa.
lesson-pawn-endgame-11-praise = Proprio davanti al pedone: non può passare!
lesson-pawn-endgame-12-instruction = Giochi con il Nero. Un pedone sul bordo non può vincere se il tuo re arriva nell'angolo davanti a lui. Corri nell'angolo!
lesson-pawn-endgame-12-praise = Al sicuro nell'angolo: è patta!
lesson-pawn-endgame-13-instruction = Il tuo pedone è ancora nella sua casa di partenza, e può aspettare. Prima prendi l'opposizione, poi fai avanzare il re davanti al pedone.
lesson-pawn-endgame-13-praise = Una lunga marcia, e una donna nuova di zecca!
