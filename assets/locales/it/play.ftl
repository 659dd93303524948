# Le parole di Gioca in italiano: il pannello, chi gioca, le finestre (nuova partita,
# partite, impostazioni, motori, cambia avversario, fine partita), la revisione, l'allenatore.

## Il pannello: giocatori, stato, pulsanti, mosse

# $color: color-white o color-black, dopo il nome del giocatore.
panel-player-color = ({ $color })
# $status: la riga di stato, mentre il computer pensa.
panel-status-thinking = { $status } — sta pensando…
panel-viewing-start = Sei all'inizio
# $move: la mossa mostrata, come "12... Nf6".
panel-viewing-move = Sei alla mossa { $move }
panel-back-to-game = Torna alla partita
panel-draw-offered = Il { $color } propone patta:
panel-accept-draw = Accetta
panel-decline-draw = Rifiuta
panel-new-game = Nuova partita…
panel-take-back = Annulla mossa
panel-hint = Suggerimento
panel-offer-draw = Proponi patta
panel-resign = Abbandona
panel-flip-board = Gira la scacchiera (F)
panel-settings = Impostazioni…
panel-games = Partite…
panel-review = Revisione
panel-claim-threefold = Chiedi patta (triplice ripetizione)
panel-claim-fifty-moves = Chiedi patta (regola delle 50 mosse)
panel-auto-rotate = Gira la scacchiera verso chi muove (T)
panel-view-2d = Vista 2D (V)
panel-view-3d = Vista 3D (V)
panel-moves = Mosse

## Scrivere una mossa

entry-hint = Scrivi una mossa: { $move }, e2e4, O-O
# Il nome del campo mossa per i lettori di schermo.
entry-label = Scrivi una mossa
entry-play = Gioca

## Chi gioca

player-you = Tu
player-human = Umano
# $level: il livello del motore integrato (Gentile … Maestro).
player-computer = Computer ({ $level })
# $name: il nome di un motore esterno, nell'elenco dei giocatori.
player-engine-choice = { $name } (motore)
# $error: cosa non ha funzionato con un motore.
player-engine-failed = { $error }.
player-game-waits = La partita è in attesa: scegli un altro avversario per continuare.
player-resume = Riprendi
player-pause = Pausa
player-change-opponent = Cambia avversario…

## La revisione nel pannello

review-judgement-best = Mossa migliore
review-judgement-good = Buona mossa
review-judgement-inaccuracy = Imprecisione
review-judgement-mistake = Errore
review-judgement-blunder = Errore grave
# $judgement: uno dei messaggi review-judgement.
review-verdict = { $judgement }.
# $best: la mossa migliore in SAN.
review-best-was = La migliore era { $best }.
review-missed-mate = Questa mossa lascia sfuggire un matto forzato.
review-allowed-mate = Questa mossa permette un matto forzato.
review-title = Revisione
review-close = Chiudi la revisione
review-go-on = Continua
# $who: review-by-builtin, il nome di un motore o review-by-depth.
review-by = con { $who }
review-progress = mossa { $done } di { $total }
review-stop = Ferma
review-stopped-after = Fermata dopo { $done } di { $total ->
    [one] { $total } mossa.
   *[other] { $total } mosse.
    }
# La linea sul grafico alla mossa mostrata.
review-graph-shown = mostrata
# $white, $black: la precisione di ciascun giocatore (un numero, o – prima di averla).
review-accuracy = Precisione: Bianco { $white } · Nero { $black }
review-accuracy-so-far = Precisione: Bianco { $white } · Nero { $black } (per ora)
review-save-pgn = Salva PGN commentato
review-saving = Salvataggio…
review-copy = Copia
review-copied = Il PGN commentato è negli appunti.

## L'allenatore

coach-title = L'allenatore
# $move: la mossa trattenuta, in SAN.
coach-question = { $move }?
# $warning: cosa permette la mossa (warning-* in gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Giocala lo stesso
coach-take-back = Annullala
# $explanation: perché la mossa suggerita è buona (hint-* in gambit.ftl).
coach-hint = Suggerimento: { $explanation }

## La finestra delle partite

games-nothing-to-load = Non c'è niente da caricare.
games-none-found = Lì non è stata trovata nessuna partita.
# $count: le partite trovate; $seconds: quanto ci è voluto; $damaged: quelle lette solo in parte.
games-found = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
    } in { $seconds } s{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } non lette fino in fondo)
    }; scegli una partita e una mossa.
# $why: perché la lettura si è fermata (games-reading-stopped, …).
games-read-then = { $count ->
    [one] { $count } partita letta
   *[other] { $count } partite lette
    }, poi { $why }{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } non lette fino in fondo)
    }.
games-close = Chiudi
games-this-game = Questa partita
games-file = File
games-saving-to = Salvataggio in { $path }…
games-replace-question = { $path } esiste già. Sostituirlo?
games-replace = Sostituisci
games-cancel = Annulla
games-save-pgn = Salva come PGN
games-load-pgn = Carica file PGN
games-copy-pgn = Copia PGN
games-pgn-copied = Il PGN della partita è negli appunti.
games-copy-fen = Copia FEN
games-fen-copied = Copiato { $fen }
games-paste = Incolla un PGN o una FEN (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   o   rnbqkbnr/pppppppp/8/…
games-read-pasted = Leggi il testo incollato
games-recent = Partite recenti
# Mentre si legge un file: le partite finora e quanto del file.
games-reading = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
    }, { $percent }%
games-stop = Ferma
games-find = Cerca
games-find-hint = un giocatore, un torneo, un anno
games-cannot-open = Questa partita non si può aprire: { $error }
games-stopped-early = Letta solo in parte: { $error }
games-continue-after = Continua dopo
games-the-start = l'inizio
games-play-from-here = Gioca da qui
games-review-this = Rivedi questa partita
games-could-not-read = Impossibile leggere { $path }: { $error }.
# Perché la lettura delle partite è finita prima, dopo "… partite lette, poi".
games-no-thread = nessun thread per leggere: { $error }
games-reading-stopped = la lettura si è interrotta
games-cancelled = hai fermato la lettura
games-no-such-game = partita inesistente
games-game-unreadable = Impossibile leggere quella partita: { $error }.

## Le finestre: nuova partita, abbandono, fine partita, impostazioni, partite

dialog-settings-title = Impostazioni
dialog-opponent-title = Cambia avversario
dialog-games-title = Partite
dialog-new-game-title = Nuova partita
dialog-close = Chiudi
dialog-start = Inizia
dialog-cancel = Annulla
dialog-resign-title = Abbandoni?
# $winner: color-white o color-black.
dialog-resign-question = Abbandoni la partita? Vince il { $winner }.
dialog-resign = Abbandona
dialog-keep-playing = Continua a giocare
dialog-game-over-title = Partita finita
dialog-game-over-new-game = Nuova partita…
dialog-rematch = Rivincita (colori invertiti)
dialog-review = Revisione

## La finestra nuova partita

new-game-watch-needs-computers = Per guardare, scegli un computer per ogni lato.
new-game-opponent = Avversario
new-game-human = Umano (due giocatori qui)
new-game-you-play = Giochi con
new-game-random = A caso
new-game-watch = Nessuno (guarda)
new-game-two-players = due giocatori a questo computer
new-game-clock = Orologio
new-game-no-clock = Nessuno
new-game-custom = Personalizzato
# Dopo i minuti e i secondi di un orologio personalizzato.
new-game-minutes-suffix = {" "}min
new-game-seconds-suffix = {" "}s
new-game-increment = incremento
new-game-delay = ritardo
new-game-start-from = Parti da
new-game-standard-position = Posizione iniziale
new-game-a-fen = Una FEN
new-game-fen-hint = incolla qui una FEN

## La finestra impostazioni

# $name: un tema di scacchiera o uno stile di pezzi che non si può usare.
settings-look-damaged = { $name } (danneggiato)
# $now: la qualità scelta da Auto.
settings-quality-auto = Auto ({ $now })
quality-auto = Auto
quality-low = Bassa
quality-medium = Media
quality-high = Alta
settings-language = Lingua
# $language: la lingua del desktop, nella sua lingua.
settings-language-automatic = Automatica ({ $language })
settings-notation = Mosse
settings-notation-letters = Lettere ({ $example })
settings-notation-figurines = Figurine ({ $example })
settings-board = Scacchiera
settings-board-3d = 3D
settings-board-2d = 2D (dall'alto)
settings-board-theme = Tema della scacchiera
settings-pieces-2d = Pezzi in 2D
settings-coach = L'allenatore
settings-coach-auto = contro i livelli «Gentile» e «Facile»
settings-coach-always = sempre
settings-coach-never = mai
settings-ponder = Il livello «Maestro» pensa durante il tuo tempo (sulla risposta che si aspetta)
settings-quality = Qualità grafica
settings-show-legal-moves = Mostra le mosse legali
settings-show-coordinates = Mostra le coordinate
settings-colour-blind = Segni per daltonici (forme oltre ai colori)
settings-text-size = Dimensione del testo
settings-animation-speed = Velocità delle animazioni
settings-volume = Volume
settings-mute = Muto
settings-auto-queen = Promuovi sempre a donna
settings-confirm-resign = Chiedi prima di abbandonare
settings-tournament-mode = Modalità torneo nelle nuove partite (pezzo toccato, niente annullamenti)

## Cambia avversario

# $error: cosa non ha funzionato con il motore a cui si chiedeva un suggerimento o una risposta alla patta.
opponent-builtin-answers = { $error }. Al suo posto risponde il motore integrato.
opponent-goes-on = La partita continua da questa posizione con questi giocatori:
opponent-continue = Continua

## Impostazioni → Motori

engines-type-path-first = Prima scrivi il percorso del programma di un motore.
engines-already-listed = { $path } è già nell'elenco.
engines-added = { $name } aggiunto.
engines-no-strength-setting = forza non regolabile (sempre al massimo)
# $option: l'opzione UCI che regola la forza, con il suo intervallo ("UCI_Elo 1320–3190").
engines-strength-by = forza con { $option }
# $options: engines-strength-by e i thread e l'hash del motore, con i loro intervalli.
engines-described = { $name } di { $author }: { $options }
engines-title = Motori
engines-remove = Rimuovi
engines-judge = Giudice (revisioni, suggerimenti, proposte di patta, problemi dalle tue partite):
engines-judge-automatic = Automatico
engines-judge-builtin = Motore integrato
# $engine: il nome del motore, o engines-builtin-judges.
engines-judge-automatic-now = Automatico: giudica il motore più forte che hai, ora { $engine }.
engines-builtin-judges = il motore integrato
engines-path-hint = programma del motore, es. /usr/games/stockfish
engines-add = Aggiungi motore
engines-stockfish-found = Stockfish è installato in { $path }.
engines-add-it = Aggiungilo
engines-trying = Provo { $path }…
engines-strength = Forza
engines-strength-full = Massima
engines-strength-about = Circa
engines-elo-suffix = {" "}Elo
engines-threads = Thread
engines-hash = Hash
engines-mib-suffix = {" "}MiB
# Un valore di thread o hash pari a 0: quello del motore.
engines-default = predefinito
engines-per-move = Senza orologio, per mossa:
engines-seconds-suffix = {" "}s
engines-plies-suffix = { $count ->
    [one] {" "}semimossa
   *[other] {" "}semimosse
    }
