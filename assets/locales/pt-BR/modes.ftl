# As palavras dos painéis Aprender, Problemas e Editar, da barra de modos, das camadas
# (avisos, promoção, pedidos de empate) e da lista de teclas, em português do Brasil.

## Aprender: a lista de lições e um exercício (os textos das lições vêm dos seus arquivos)

learn-title = Aprender
learn-unreadable = Não foi possível ler as lições: { $error }
learn-heading = Aprenda a jogar
learn-intro = Lições curtas neste tabuleiro, de como cada peça anda até o xeque-mate. Comece pelo alto ou abra qualquer lição.
learn-group-rules = As regras
learn-group-fundamentals = Jogar bem
learn-group-tactics = Tática
learn-group-endings = Finais
learn-group-reading = Ler o tabuleiro
learn-play-gentle = Jogue uma partida contra o nível Suave
learn-lesson-done = Lição concluída!
# $won: as estrelas ganhas na lição; $total: as estrelas que ela tem.
learn-lesson-stars = { $won } de { $total ->
    [one] { $total } estrela
   *[other] { $total } estrelas
    }
learn-next-lesson = Próxima lição: { $title }
learn-all-done = Você já sabe as regras! Experimente numa partida de verdade: o nível Suave é um adversário gentil, e o treinador vai ajudar.
learn-all-lessons = Todas as lições
learn-exercise-of = Exercício { $number } de { $count }
learn-finish-lesson = Concluir a lição
learn-next-exercise = Próximo exercício
learn-show-me = Mostrar
learn-start-again = Recomeçar
learn-skip = Pular
# $stars: as melhores estrelas ganhas aqui, como ★★☆.
learn-best-here = Melhor aqui: { $stars }
# O treino de coordenadas: $square, a casa a clicar.
learn-drill-find = Encontre { $square }
learn-drill-score = Encontradas: { $found }   Tempo restante: { $seconds } s
learn-drill-start = O relógio começa quando você encontrar a primeira casa.
learn-drill-best = Seu recorde: { $best }

## A página Progresso (aberta a partir de Aprender)

progress-open = Progresso
progress-title = Seu progresso
progress-go = Vamos lá
progress-next-lesson = A seguir: a lição “{ $title }”.
# $wins: as partidas vencidas contra $beaten.
progress-next-level = Você já venceu o nível { $beaten } { $wins ->
    [one] uma vez
   *[other] { $wins } vezes
    }: tente o nível { $next }.
progress-next-puzzles = { $count ->
    [one] Há um problema para hoje: resolva-o enquanto ainda se lembra.
   *[other] Há { $count } problemas para hoje: resolva-os enquanto ainda se lembra.
    }
progress-next-play = Jogue uma partida contra o nível { $level }.
progress-lessons = Lições
progress-puzzles = Problemas
# $due: problemas para hoje.
progress-puzzle-rating = Rating em problemas: { $rating }   Para hoje: { $due }
progress-rating-line = Rating
progress-rating-none = O gráfico do seu rating aparece depois de dois problemas que contam para o rating.
progress-games = Partidas contra o computador
progress-won = Vitórias
progress-drawn = Empates
progress-lost = Derrotas
progress-reviews = Partidas revisadas
progress-reviews-none = Nenhuma partida sua foi revisada ainda: depois de uma partida, clique em "Revisão".
# $each: as precisões, da mais antiga à mais nova ("72 %, 80 %"); $mean: a média delas.
progress-reviews-line = Sua precisão { $count ->
    [one] na última partida revisada
   *[other] nas últimas { $count } partidas revisadas
    }: { $each } (média de { $mean } %).

## Problemas (a origem e o tema de um problema vêm do seu registro)

puzzles-title = Problemas
puzzles-rating = Seu rating em problemas: { $rating } (±{ $deviation })
# $due: problemas para hoje; $mine: das partidas do jogador; $shipped: já incluídos.
puzzles-counts = Para hoje: { $due }   Das suas partidas: { $mine }   Incluídos: { $shipped }
puzzles-harvesting = Procurando problemas na sua última partida…
puzzles-none-waiting = Nenhum problema esperando: você já tentou todos e nenhum voltou ainda. Volte amanhã ou jogue uma partida: os erros dela viram novos problemas.
puzzles-look-again = Olhe de novo
puzzles-to-move = { $color } jogam
puzzles-find-better = Encontre o lance melhor
# $source: a partida de onde vem; $played: o lance jogado ali, em SAN.
puzzles-you-played = { $source }: você jogou { $played } aqui.
puzzles-checked-by = Verificado por { $engine }.
puzzles-id-rated = Problema { $id } · rating { $rating }
puzzles-solved-first-try = Resolvido na primeira tentativa!
puzzles-solved-with-hint = Resolvido, com uma dica.
puzzles-solved-comes-back = Resolvido. Ele volta amanhã, para fixar.
# $change: a variação do rating, com sinal (+12, -8).
puzzles-rating-change = Rating { $change }
puzzles-hint = Dica
puzzles-show-solution = Mostrar solução
puzzles-start-again = Recomeçar
puzzles-next = Próximo problema
puzzles-skip = Pular (conta como erro)

## Editar: montar uma posição

edit-heading = Monte uma posição
edit-start-position = Posição inicial
edit-clear-board = Limpar tabuleiro
edit-from-game = Da partida
edit-from-game-hover = A posição da partida em Jogar
edit-flip-board = Girar tabuleiro
edit-swap-colours = Trocar cores
edit-swap-colours-hover = As peças das Brancas viram das Pretas, espelhadas
edit-play-from-here = Jogar daqui
edit-play-from-here-hover = Uma nova partida desta posição: escolha o adversário e o relógio
edit-analyse = Analisar
edit-analyse-hover = A avaliação do motor e a melhor linha
edit-still-looking = O motor ainda está procurando…
edit-tray-help = Escolha uma peça e clique nas casas para colocá-la (clique de novo para tirá-la). Com a mão, clique numa peça e depois na nova casa dela. Clique com o botão direito ou arraste uma peça para fora do tabuleiro para removê-la.
edit-hand = Mão: mover peças
edit-eraser = Borracha: tirar peças
# Uma peça na bandeja: color-white ou color-black, e um tipo (role-king, …).
edit-piece = { $color }: { $role }
edit-white-to-move = Brancas jogam
edit-black-to-move = Pretas jogam
edit-may-castle = { $color } podem rocar:
# Textos de passar o mouse das caixas O-O e O-O-O.
edit-castle-king-side = na ala do rei
edit-castle-queen-side = na ala da dama
edit-en-passant = En passant em:
edit-en-passant-none = nenhuma
edit-copy-fen = Copiar FEN
edit-playable = ✔ Esta posição pode ser jogada.
edit-not-playable = Esta posição não pode ser jogada:

## As camadas: avisos, promoção, pedido de empate

hud-draw-accepted = A proposta de empate foi aceita.
hud-draw-declined = A proposta de empate foi recusada.
hud-draw-offered = { $color } propõem empate.
# $what: unsaved-… (o que não pôde ser gravado); $reason: as palavras do sistema (em inglês).
hud-cannot-save = O Gambit não conseguiu salvar { $what } ({ $reason }). Ele continua tentando; pode jogar.
hud-saved-again = Tudo está salvo de novo.
hud-promote-title = Promover a
hud-promote-queen = Dama (Q)
hud-promote-rook = Torre (R)
hud-promote-bishop = Bispo (B)
hud-promote-knight = Cavalo (N)
hud-promote-cancel = Cancelar (Esc)
hud-claim-title = Pedir empate?
hud-claim-threefold = tripla repetição
hud-claim-fifty-moves = regra dos 50 lances
# Dois pedidos que o lance permite: hud-claim-threefold ou hud-claim-fifty-moves.
hud-claim-or = { $a } ou { $b }
hud-claim-prompt = Depois deste lance você pode pedir empate por { $claims }.
hud-claim-draw = Pedir empate
hud-just-play = Só jogar o lance
hud-claim-cancel = Cancelar

## A lista de teclas (? ou F1): o nome de cada tecla (…-key) e o que ela faz

keys-title = Teclas
keys-close = Fechar (Esc)
keys-board = Tabuleiro (todos os modos)
keys-arrows-key = Setas
keys-arrows = mover o cursor de casa
keys-pick-key = Enter, Espaço
keys-pick = pegar a peça embaixo dele / soltá-la ali
keys-put-down-key = Esc
keys-put-down = soltar a peça, fechar o seletor
keys-promotion-key = Q R B N
keys-promotion = escolher a peça da promoção
keys-flip-key = F
keys-flip = girar o tabuleiro
keys-reset-camera-key = R
keys-reset-camera = reiniciar a câmera
keys-turn-board-key = T
keys-turn-board = virar o tabuleiro para quem joga
keys-view-key = V
keys-view = visão 3D ou 2D
keys-game = Partida (Jogar)
keys-new-game-key = Ctrl+N
keys-new-game = nova partida (N quando a partida acabou)
keys-take-back-key = Ctrl+Z
keys-take-back = voltar lance
keys-hint-key = H
keys-hint = dica
keys-draw-key = Ctrl+D
keys-draw = pedir empate se puder, senão propor
keys-resign-key = Ctrl+R
keys-resign = abandonar
keys-pause-key = P
keys-pause = pausar ou continuar (partida entre computadores)
keys-type-move-key = M
keys-type-move = digitar um lance (SAN ou UCI), Enter para jogá-lo
keys-earlier-later-key = Page Up / Page Down
keys-earlier-later = posição anterior / seguinte
keys-first-last-key = Home / End
keys-first-last = primeira posição / voltar à partida
keys-settings-key = S
keys-settings = configurações
keys-games-key = G
keys-games = partidas: salvar, abrir, FEN
keys-panels = Painéis e modos
keys-next-field-key = Tab / Shift+Tab
keys-next-field = botão ou campo seguinte / anterior
keys-press-key = Espaço, Enter
keys-press = apertar o botão
keys-leave-field-key = Esc
keys-leave-field = sair do campo ou botão (as teclas voltam ao tabuleiro)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Jogar, Aprender, Problemas, Editar
keys-help-key = ? ou F1
keys-help = esta lista
keys-dialogs = Janelas de diálogo
keys-dialog-enter-key = Enter
keys-dialog-enter = o botão principal (Começar, Abandonar, Vamos lá…)
keys-dialog-escape-key = Esc
keys-dialog-escape = fechar a janela
keys-dialog-choose-key = Seta para cima / para baixo
keys-dialog-choose = adversário, resposta ou item da lista seguinte ou anterior

## A barra de modos

mode-play = Jogar
mode-learn = Aprender
mode-puzzles = Problemas
mode-edit = Editar

## The welcome on the first start
welcome-title = Bem-vindo ao Gambit
welcome-question = Quanto você conhece de xadrez?
welcome-new = Sou novo no xadrez
welcome-moves = Sei como as peças se movem
welcome-often = Jogo com frequência
welcome-analyse = Quero analisar
welcome-later = Esc começa como sempre. Aprender, Jogar, Problemas e Editar estão sempre na barra no alto do painel.
