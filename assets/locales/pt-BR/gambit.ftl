# As palavras do Gambit em português do Brasil (segue o catálogo inglês). Os ids dizem
# para que serve cada texto; os argumentos são valores que o jogo passa ($move, $reason, …).

## Os lados e as peças

color-white = Brancas
color-black = Pretas
role-pawn = peão
role-knight = cavalo
role-bishop = bispo
role-rook = torre
role-queen = dama
role-king = rei
san-king = R
san-queen = D
san-rook = T
san-bishop = B
san-knight = C
# Os níveis do motor interno, como o jogador os escolhe.
level-gentle = Suave
level-easy = Fácil
level-normal = Normal
level-hard = Difícil
level-master = Mestre

## Lances e pedidos recusados

move-not-allowed = Não permitido — { $move }: { $reason }
refusal-game-over = A partida acabou.
refusal-not-your-move = Não é a sua vez.
refusal-take-back-tournament = Modo torneio: não é possível voltar lances.
refusal-nothing-to-take-back = Não há lance seu para voltar.
# $piece: uma peça numa casa ou só uma casa (piece-on-square abaixo).
piece-on-square = { $role } das { $color } em { $square }
touch-move-move = Peça tocada ({ $piece }): você precisa movê-la.
touch-move-capture = Peça tocada ({ $piece }): você precisa capturá-la.
touch-move-capture-with = Peças tocadas ({ $piece } e { $target }): você precisa capturar uma com a outra.

## Lições e problemas

try-nothing-to-show = Nada a mostrar a partir daqui: clique em "Recomeçar" e tente de novo.

## A revisão

review-by-builtin = o motor interno
review-by-depth = { $who }, profundidade { $depth }
review-replaced = { $error }. O motor interno faz a revisão.
review-stopped = A revisão parou: { $error }.

## Por que um lance vai contra as Leis (depois de "Não permitido — e2e5:")

illegal-game-over = A partida acabou.
illegal-no-piece = Não há peça sua em { $square }.
illegal-not-your-turn = É a vez das { $color }.
illegal-wrong-way = Essa peça não se move assim.
illegal-path-blocked = O caminho está bloqueado pela peça em { $square }.
illegal-own-piece = Você não pode capturar sua própria peça.
illegal-king-would-be-in-check = Seu rei ficaria em xeque a partir de { $square }.
illegal-in-check = Você está em xeque a partir de { $square } e este lance não resolve isso.
illegal-castling-king-moved = Você não pode rocar: seu rei já se moveu.
illegal-castling-rook-moved = Você não pode rocar desse lado: essa torre já se moveu.
illegal-castling-in-check = Você não pode rocar para sair do xeque.
illegal-castling-blocked = Você não pode rocar: a casa { $square }, entre o rei e a torre, está ocupada.
illegal-castling-through-check = Você não pode rocar: o rei passaria por { $square }, que está atacada.
illegal-castling-into-check = Você não pode rocar: o rei pararia em { $square }, que está atacada.
illegal-en-passant-expired = O en passant só é possível logo depois do avanço duplo do peão.
illegal-promotion-needed = Um peão que chega à última fileira deve ser promovido: escolha dama, torre, bispo ou cavalo.
illegal-bad-promotion = Só um peão que chega à última fileira pode ser promovido, a dama, torre, bispo ou cavalo.
illegal-no-such-piece = Você não tem { $role } que possa ir para { $square }.
illegal-ambiguous = Mais de uma peça pode fazer esse lance: diga qual (ex.: Nbd2).
illegal-bad-notation = '{ $text }' não é um lance (use SAN como Nf3, O-O, e8=Q ou UCI como e2e4).

## Pedidos e propostas de empate recusados

claim-threefold = tripla repetição
claim-fifty-moves = regra dos 50 lances
request-not-claimable-threefold = Agora não dá para pedir empate por tripla repetição.
request-not-claimable-fifty-moves = Agora não dá para pedir empate pela regra dos 50 lances.
request-no-offer = Não há proposta de empate para aceitar.

## Como a partida terminou (linha de status, janela de fim de partida)

ending-checkmate = { $winner } vencem por xeque-mate
ending-stalemate = Empate por afogamento
ending-insufficient-material = Empate — nenhum lado pode dar mate
ending-seventy-five-moves = Empate pela regra dos 75 lances (75 lances de cada lado sem captura nem lance de peão)
ending-fivefold = Empate por quíntupla repetição
ending-claimed = Empate por { $claim } (pedido pelas { $by })
ending-agreement = Empate por acordo
ending-resignation = { $loser } abandonaram
ending-timeout = { $winner } vencem no tempo
ending-timeout-draw = Empate — o tempo das { $loser } acabou, mas as { $winner } não podem dar mate

## A linha de status durante a partida

status-your-move = Sua vez
status-computer-to-move = { $color } (computador) jogam
status-to-move = { $color } jogam
status-check = Xeque! { $who }
status-paused = { $who } (em pausa)

## Por que uma lição recusa uma tentativa (escrito para crianças)

lesson-rook-way = A torre só anda em linha reta: para cima, para baixo ou para os lados.
lesson-bishop-way = O bispo só anda na diagonal.
lesson-queen-way = A dama anda em linha reta ou na diagonal, nunca em L.
lesson-knight-way = O cavalo não chega lá num lance só: ele pula duas casas e depois uma para o lado.
lesson-king-way = O rei anda só uma casa de cada vez.
lesson-pawn-way = O peão anda reto para a frente: uma casa, ou duas no primeiro lance.
lesson-pawn-takes-diagonally = O peão só anda na diagonal para capturar uma peça.
lesson-blocked-own = Sua peça em { $square } ({ $role }) está no caminho. Só o cavalo pode pular.
lesson-blocked-theirs = A peça do adversário em { $square } ({ $role }) está no caminho. Só o cavalo pode pular.
lesson-own-piece = Você não pode capturar sua própria peça.
lesson-leaves-king-in-check = Assim seu rei fica em xeque pela peça em { $square } ({ $role }).
lesson-still-in-check = Seu rei continua em xeque pela peça em { $square } ({ $role }).
lesson-gives-check = Isso daria xeque, e aqui o adversário não teria como responder.
lesson-escape-move = Saia do xeque movendo o seu rei.
lesson-escape-block = Saia do xeque bloqueando o ataque.
lesson-escape-capture = Saia do xeque capturando a peça que dá xeque.
lesson-not-mate = Isso não é xeque-mate.
lesson-no-mate-in-time = Isso não dá mate em { $moves } lances: o rei conseguiria escapar.
lesson-stalemate = Isso é afogamento: a partida seria empate!
castle-king-side = na ala do rei (roque pequeno)
castle-queen-side = na ala da dama (roque grande)
lesson-castle-now = Agora você pode rocar: faça o roque { $side }.
lesson-castle-other-side = Não desse lado: desta vez, faça o roque { $side }.
lesson-loses-castling = Se esse rei ou essa torre se mover, você nunca mais poderá rocar desse lado.
lesson-castle-king-moved = Você não pode rocar: seu rei já se moveu.
lesson-castle-rook-moved = Você não pode rocar desse lado: essa torre já se moveu.
lesson-castle-in-check = Você não pode rocar: seu rei está em xeque.
lesson-castle-blocked = Você não pode rocar: a casa { $square }, entre o rei e a torre, precisa estar vazia.
lesson-castle-through-attack = Você não pode rocar: seu rei passaria por { $square }, que está atacada.
lesson-castle-into-check = Você não pode rocar: seu rei ficaria em xeque em { $square }.
lesson-en-passant-now = Capture esse peão en passant: seu peão vai na diagonal para trás dele.
lesson-en-passant-too-late = Tarde demais: o en passant só vale logo depois do avanço duplo do peão.
lesson-promote-now = Seu peão pode chegar à última fileira: promova-o!
lesson-promote-to = Desta vez, promova a { $role }: veja o que essa peça faz dali.
lesson-wrong-square = Essa casa é { $clicked }. Encontre { $asked }: siga até a coluna { $file } e depois suba até a fileira { $rank }.
lesson-click-the-square = Só clique na casa: desta vez não tem lance.
lesson-not-a-capture = Capture uma das peças do adversário.
lesson-not-best-capture = Essa captura não é a que ganha mais.
lesson-not-best-move = Há um lance melhor aqui: pense na dica!
lesson-off-tip = Esse lance não segue a dica. Leia de novo e tente outro!
lesson-king-waits = Deixe o seu peão onde está: mova o rei e espere a sua chance.
lesson-no-check = Esse lance não dá xeque. Encontre um lance que ataque o rei!
lesson-not-the-move = Esse não é { $move }. Leia o lance de novo: qual peça, e para qual casa?
lesson-wins-nothing = Esse lance não ganha nada. Procure o truque de novo!
lesson-leaves-piece = Depois disso, a peça em { $from } ({ $taker }) captura de graça a sua peça em { $on } ({ $target }).
lesson-still-in-danger = Depois disso, o adversário ainda ganha alguma coisa sua.
lesson-bad-trade = Você troca { $gave } ({ $gave_value }) por { $got } ({ $got_value }): conte antes de capturar!
lesson-throws-away-win = Depois disso, o rei adversário consegue parar o seu peão: seria só empate.
lesson-lets-pawn-through = Depois disso, não dá mais para parar o peão: ele viraria dama.
lesson-done = Você já resolveu este!

## Por que um problema recusa uma tentativa

puzzle-weaker = Não é esse: há um lance mais forte que { $tried }. Olhe de novo.
puzzle-mates = Não é esse: depois de { $tried }, { $reply } é xeque-mate.
puzzle-takes = Não é esse: depois de { $tried }, { $reply } captura uma peça sua ({ $role }).
puzzle-done = Resolvido! Vá para o próximo problema.

## Uma peça pela cor e pelo tipo (dentro de uma frase)

piece-white-pawn = peão branco
piece-white-knight = cavalo branco
piece-white-bishop = bispo branco
piece-white-rook = torre branca
piece-white-queen = dama branca
piece-white-king = rei branco
piece-black-pawn = peão preto
piece-black-knight = cavalo preto
piece-black-bishop = bispo preto
piece-black-rook = torre preta
piece-black-queen = dama preta
piece-black-king = rei preto

## Por que uma posição montada não pode ser jogada (o editor)

problem-no-king = { $color } não têm rei
problem-kings = { $color } têm { $count ->
        [2] dois
        [3] três
        [4] quatro
       *[other] { $count }
    } reis
problem-pawn-first-rank = Um peão não pode ficar na primeira fileira (o { $pawn } em { $square })
problem-pawn-last-rank = Um peão não pode ficar na última fileira (o { $pawn } em { $square })
problem-pawns = { $color } têm { $count } peões; cada lado tem no máximo 8
problem-pieces = { $color } têm { $count } peças; cada lado tem no máximo 16
problem-promotions = { $color } têm mais damas, torres, bispos ou cavalos do que os peões que faltam poderiam ter virado
problem-castling-king-side = O roque na ala do rei exige o rei em { $king } e a torre em { $rook }
problem-castling-queen-side = O roque na ala da dama exige o rei em { $king } e a torre em { $rook }
problem-en-passant = Nenhum peão pode ter acabado de avançar duas casas para permitir en passant em { $square }
problem-opposite-check = O lado que não joga está em xeque (rei das { $color }, com as { $other } a jogar)
problem-checked-by-many = O rei das { $color } leva xeque de { $count } peças ao mesmo tempo; um lance dá no máximo dois xeques
problem-impossible-check = O rei das { $color } está em xeque de um jeito que nenhum lance poderia dar

## O treinador: por que uma dica é boa, o que um lance permite, o que o adversário ameaça

hint-mates = { $move } é xeque-mate.
hint-wins-material = { $move } ganha a peça em { $square } ({ $role }).
hint-promotes = { $move } promove o peão a { $role }.
hint-threatens-mate = { $move } ameaça mate com { $mate }.
hint-saves = { $move } tira do ataque a peça em { $square } ({ $role }).
hint-defends = { $move } defende a peça atacada em { $square } ({ $role }).
hint-threatens = { $move } ataca a peça em { $square } ({ $role }).
hint-castles = { $move } faz o roque e põe o rei em segurança.
hint-develops = { $move } desenvolve uma peça ({ $role }).
hint-check = { $move } dá xeque.
hint-trades = { $move } troca { $role } por { $target } em { $square }.
hint-improves = { $move } é a escolha do motor: melhora a posição.
warning-mate-in-one = Isso permite mate em um: { $mate }
warning-en-prise = Sua peça em { $square } ({ $role }) pode ser capturada pela peça em { $from } ({ $attacker })
threat-mate = { $color } ameaçam mate com { $mate }
threat-capture = { $color } ameaçam capturar a peça em { $square } ({ $role })

## Temas dos problemas

theme-mate-in-1 = Mate em um
theme-mate-in-2 = Mate em dois
theme-mate-in-3 = Mate em três
theme-mate = Encontre o mate
theme-hanging-piece = Capture a peça solta
theme-fork = Garfo: ataque duas peças de uma vez
theme-pin = Cravada: a peça não pode se mover sem perder mais
theme-skewer = Espeto: ataque uma peça e ganhe a que está atrás
theme-discovered-attack = Ataque descoberto: mova uma peça e ataque com outra
theme-back-rank = Mate na última fileira
theme-best-move = Encontre o melhor lance

## A linha de avisos do tabuleiro (lida também por leitores de tela)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Último lance: { $piece } { $from }–{ $to }.
news-last-move-bare = Último lance: { $from }–{ $to }.
news-check = O rei das { $color } está em xeque.
news-checkmate = O rei das { $color } levou xeque-mate.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: vazia
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, peça levantada
news-square-take = { $square }: { $piece }, você pode capturar esta peça
news-square-move = { $square }: vazia, você pode mover para lá

## Avisos sobre os arquivos do jogador (ao iniciar); $error, $reason: as palavras do sistema

notice-another-copy = Outro Gambit está aberto com a mesma pasta de salvamento: suas estrelas e seu treino de problemas aparecem, mas nada do que você fizer aqui será salvo (a partida do outro Gambit fica intacta).
notice-cannot-save = O Gambit não consegue salvar aqui ({ $error }): esta partida, as estrelas das lições e os resultados dos problemas não serão salvos.
notice-game-kept = Sua partida não terminada foi guardada: ela está em "Partidas…", nas partidas recentes.
notice-game-not-kept = Não foi possível guardar sua partida não terminada nas partidas recentes ({ $error }), então ela continua aqui em vez de uma nova.
notice-last-game-not-filed = Não foi possível guardar sua última partida nas partidas recentes ({ $error }); ela fica em { $path } e nada será salvo desta vez (esta partida, estrelas das lições, resultados dos problemas).
notice-saved-game-unreadable = Não foi possível ler sua partida salva ({ $reason }); ela foi guardada como { $path } e uma nova partida começou.
notice-settings-unreadable = O arquivo de configurações estava ilegível ({ $reason }); os valores padrão estão sendo usados e o arquivo antigo foi guardado como { $path }.
notice-stars-damaged = Não foi possível ler suas estrelas das lições: { $error }. Elas recomeçam do zero.
notice-stars-damaged-kept = Não foi possível ler suas estrelas das lições: { $error } (guardadas como { $path }). Elas recomeçam do zero.
notice-training-damaged = Não foi possível ler seu treino de problemas: { $error }. Ele recomeça do início.
notice-training-damaged-kept = Não foi possível ler seu treino de problemas: { $error } (guardado como { $path }). Ele recomeça do início.
notice-stars-unreadable = Não foi possível ler suas estrelas das lições ({ $error }); o que você fizer agora não será salvo.
notice-training-unreadable = Não foi possível ler seu treino de problemas ({ $error }); o que você fizer agora não será salvo.
notice-record-damaged = Não foi possível ler seu histórico de partidas: { $error }. Ele recomeça do zero.
notice-record-damaged-kept = Não foi possível ler seu histórico de partidas: { $error } (guardado como { $path }). Ele recomeça do zero.
notice-record-unreadable = Não foi possível ler seu histórico de partidas ({ $error }); o que você fizer agora não será salvo.
notice-puzzles-left-out = { $count ->
        [one] { $count } dos seus problemas não pôde ser lido e ficou de fora.
       *[other] { $count } dos seus problemas não puderam ser lidos e ficaram de fora.
    }
notice-training-repaired = Alguns valores do seu treino de problemas estavam danificados (talvez o relógio do computador tenha sido atrasado); eles foram corrigidos e o resto foi mantido.

## O que não pôde ser salvo (dentro de hud-cannot-save: "O Gambit não conseguiu salvar …")

unsaved-finished-game = uma partida terminada
unsaved-game = a partida
unsaved-stars = suas estrelas das lições
unsaved-training = seu treino de problemas
unsaved-record = seu histórico de partidas
unsaved-settings = as configurações
unsaved-no-thread = nada, porque faltou uma thread para gravar

## Um arquivo que o jogador pediu (Salvar como PGN, a revisão comentada)
# $path: o arquivo; $reason: o motivo dado pelo sistema.
export-saved = Salvo em { $path }.
export-failed = Não foi possível salvar em { $path }: { $reason }.

## Um visual que não pode ser usado (o jogo continua com o visual padrão)
# $reason: o motivo do arquivo ou do sistema; $name: o nome do tema ou do estilo.
look-themes-none = Nenhum tema de tabuleiro foi encontrado: { $reason }. Será usado o visual padrão.
look-styles-none = Nenhum estilo de peças foi encontrado: { $reason }. Será usado o visual padrão.
look-theme-unusable = O tema de tabuleiro "{ $name }" não pode ser usado: { $reason }. No lugar dele aparece o tabuleiro de madeira padrão.
look-theme-missing = Não existe o tema de tabuleiro "{ $name }". No lugar dele aparece o tabuleiro de madeira padrão.
look-style-unusable = O estilo de peças "{ $name }" não pode ser usado: { $reason }. No lugar dele aparecem as peças Staunton padrão.
look-style-missing = Não existe o estilo de peças "{ $name }". No lugar dele aparecem as peças Staunton padrão.
look-shader-unreadable = Não foi possível ler o shader assets/shaders/fast_material.wgsl; será usada a cópia interna.
look-shader-not-wgsl = O shader assets/shaders/fast_material.wgsl não é WGSL; será usada a cópia interna.
look-shader-unfit = O shader assets/shaders/fast_material.wgsl não combina com o material do jogo; será usada a cópia interna.
look-shader-broken = O shader assets/shaders/fast_material.wgsl não compila; será usada a cópia interna.

## Um motor externo que deu errado (frases sem ponto final; quem chama acrescenta o ponto)
# $path: o programa; $reason, $why, $status, $said: as palavras do sistema ou do próprio motor.
engine-start = Não foi possível iniciar o motor em { $path }: { $reason }
engine-not-uci = O motor em { $path } não é um motor UCI ({ $why })
engine-exited = O motor em { $path } parou inesperadamente ({ $status })
engine-exited-saying = O motor em { $path } parou inesperadamente ({ $status }): { $said }
# $awaited: a palavra UCI que ele não enviou (uciok, readyok, bestmove); $seconds: um número.
engine-timeout = O motor em { $path } não respondeu a tempo (nenhum “{ $awaited }” depois de { $seconds } s)
engine-illegal-move = O motor em { $path } enviou um lance ilegal, { $move }, na posição { $fen }
engine-no-move = O motor em { $path } não enviou nenhum lance na posição { $fen }, que tem lances legais
engine-bad-request = Não foi possível pedir um lance ao motor em { $path }: { $reason }

## Um FEN que não pode ser usado (o texto digitado ou colado)
fen-empty = Não é um FEN: está vazio.
fen-board = Não é um FEN: a posição das peças (primeiro campo) está mal escrita.
fen-turn = Não é um FEN: o lado que joga (segundo campo) deve ser w ou b.
fen-castling = Não é um FEN: o campo do roque deve ser - ou letras de KQkq.
fen-en-passant = Não é um FEN: o campo do en passant deve ser - ou uma casa como e3.
fen-halfmove-clock = Não é um FEN: o contador de meios-lances deve ser um número.
fen-fullmoves = Não é um FEN: o número do lance deve ser um número positivo.
fen-fields = Não é um FEN: são necessários seis campos, como rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: os problemas da posição (mensagens problem-…), separados por "; ".
fen-illegal = Não é uma posição de xadrez legal: { $problems }.

## Uma partida de um arquivo PGN que para antes do fim (dentro de games-cannot-open e games-stopped-early)
# $error: uma mensagem fen-….
pgn-bad-fen = A tag FEN não pode ser usada. { $error }
# $ply: o meio-lance, a partir de 1; $move: como está escrito no arquivo; $reason: uma mensagem illegal-….
pgn-bad-move = Meio-lance { $ply } ({ $move }): { $reason }
# $at: o texto nesse ponto; $damage: uma das mensagens abaixo.
pgn-damaged = O texto da partida está danificado no meio-lance { $ply } ({ $at }): { $damage }.
pgn-unclosed-comment = um comentário {"{"} nunca é fechado
pgn-unclosed-variation = uma variante ( nunca é fechada
pgn-unclosed-tag = uma tag [ nunca é fechada
pgn-too-long = a partida tem mais de { $bytes } bytes; o resto dela foi ignorado
pgn-not-pgn = isto não é PGN: não foi possível ler nenhuma tag nem lance
# $reason: as palavras do próprio leitor de PGN.
pgn-unreadable = PGN ilegível: { $reason }

## A avaliação do editor para a posição montada
# $color: color-white ou color-black.
eval-checkmate = Xeque-mate: { $color } vencem.
eval-stalemate = Afogamento: empate.
# $evaluation: uma das quatro abaixo ou eval-mates; $line: os melhores lances ("30... h6 31. Ta8+").
eval-line = { $evaluation }. Melhor linha (profundidade { $depth }): { $line }
eval-mates = { $color } dão mate em { $moves }
# $value: a avaliação em peões do ponto de vista das Brancas ("+0.35").
eval-equal = { $value }: mais ou menos igual
eval-slightly-better = { $value }: as { $color } estão um pouco melhor
eval-better = { $value }: as { $color } estão melhor
eval-winning = { $value }: as { $color } estão ganhando
eval-no-thread = Não foi possível iniciar o motor: { $reason }

## De onde vem um problema das partidas do próprio jogador (dentro de puzzles-you-played)
# $opponent: um nível (level-…) ou o nome de um motor; $date: a mensagem date; $move: um número.
source-against-level = Sua partida contra o nível { $opponent } em { $date }, lance { $move }
source-against-engine = Sua partida contra { $opponent } em { $date }, lance { $move }
source-own = Sua partida em { $date }, lance { $move }
# $month: uma das mensagens month-….
date = { $day } de { $month } de { $year }
month-jan = jan.
month-feb = fev.
month-mar = mar.
month-apr = abr.
month-may = mai.
month-jun = jun.
month-jul = jul.
month-aug = ago.
month-sep = set.
month-oct = out.
month-nov = nov.
month-dec = dez.

## Os nomes dos visuais incluídos (um tema ou estilo do próprio jogador mostra o nome que o arquivo dá)
theme-name-wood = Madeira
theme-name-blue = Azul
theme-name-green = Verde
theme-name-high-contrast = Alto contraste
style-name-staunton = Peças Staunton
style-name-diagram = Diagrama

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Essa linha não é texto: escreva o nome de uma casa, como e4.
protocol-not-text-move = Essa linha não é texto: escreva um lance, como e2e4.
protocol-too-long-square = Essa linha é longa demais (mais de { $bytes } bytes): escreva o nome de uma casa, como e4.
protocol-too-long-move = Essa linha é longa demais (mais de { $bytes } bytes): escreva um lance, como e2e4.
protocol-not-a-square = “{ $text }” não é o nome de uma casa, como e4.
protocol-not-a-move = “{ $text }” não é um lance: escreva como e2e4.
