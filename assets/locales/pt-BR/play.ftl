# As palavras de Jogar em português do Brasil: o painel, quem joga, as janelas (nova
# partida, partidas, configurações, motores, trocar adversário, fim de partida), a
# revisão no painel, o treinador.

## O painel: jogadores, status, botões, lances

# $color: color-white ou color-black, depois do nome do jogador.
panel-player-color = ({ $color })
# $status: a linha de status, enquanto o computador pensa.
panel-status-thinking = { $status } — pensando…
panel-viewing-start = Vendo o início
# $move: o lance mostrado, como "12... Nf6".
panel-viewing-move = Vendo o lance { $move }
panel-back-to-game = Voltar à partida
panel-draw-offered = { $color } propõem empate:
panel-accept-draw = Aceitar
panel-decline-draw = Recusar
panel-new-game = Nova partida…
panel-take-back = Voltar lance
panel-hint = Dica
panel-offer-draw = Propor empate
panel-resign = Abandonar
panel-flip-board = Girar tabuleiro (F)
panel-settings = Configurações…
panel-games = Partidas…
panel-review = Revisão
panel-claim-threefold = Pedir empate (tripla repetição)
panel-claim-fifty-moves = Pedir empate (regra dos 50 lances)
panel-auto-rotate = Virar para quem joga (T)
panel-view-2d = Visão 2D (V)
panel-view-3d = Visão 3D (V)
panel-moves = Lances

## Digitar um lance

entry-hint = Digite um lance: { $move }, e2e4, O-O
# O nome do campo de lance para leitores de tela.
entry-label = Digite um lance
entry-play = Jogar

## Quem joga

player-you = Você
player-human = Humano
# $level: o nível do motor interno (Suave … Mestre).
player-computer = Computador ({ $level })
# $name: o nome de um motor externo, na lista de jogadores.
player-engine-choice = { $name } (motor)
# $error: o que deu errado com um motor.
player-engine-failed = { $error }.
player-game-waits = A partida está esperando: escolha outro adversário para continuar.
player-resume = Continuar
player-pause = Pausar
player-change-opponent = Trocar adversário…

## A revisão no painel

review-judgement-best = Melhor lance
review-judgement-good = Bom lance
review-judgement-inaccuracy = Imprecisão
review-judgement-mistake = Erro
review-judgement-blunder = Erro grave
# $judgement: uma das mensagens review-judgement.
review-verdict = { $judgement }.
# $best: o melhor lance em SAN.
review-best-was = O melhor era { $best }.
review-missed-mate = Este lance deixa escapar um mate forçado.
review-allowed-mate = Este lance permite um mate forçado.
review-title = Revisão
review-close = Fechar revisão
review-go-on = Continuar
# $who: review-by-builtin, o nome de um motor ou review-by-depth.
review-by = por { $who }
review-progress = lance { $done } de { $total }
review-stop = Parar
review-stopped-after = Parou depois de { $done } de { $total ->
    [one] { $total } lance.
   *[other] { $total } lances.
    }
# A linha no gráfico no lance mostrado.
review-graph-shown = mostrado
# $white, $black: a precisão de cada jogador (um número, ou – antes de haver).
review-accuracy = Precisão: Brancas { $white } · Pretas { $black }
review-accuracy-so-far = Precisão: Brancas { $white } · Pretas { $black } (até agora)
review-save-pgn = Salvar PGN comentado
review-saving = Salvando…
review-copy = Copiar
review-copied = O PGN comentado está na área de transferência.

## O treinador

coach-title = O treinador
# $move: o lance segurado, em SAN.
coach-question = { $move }?
# $warning: o que o lance permite (warning-* em gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Jogar mesmo assim
coach-take-back = Voltar o lance
# $explanation: por que o lance sugerido é bom (hint-* em gambit.ftl).
coach-hint = Dica: { $explanation }

## A janela de partidas

games-nothing-to-load = Não há nada para carregar.
games-none-found = Nenhuma partida foi encontrada aí.
# $count: as partidas encontradas; $seconds: quanto tempo levou; $damaged: as lidas só em parte.
games-found = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
    } em { $seconds } s{ $damaged ->
    [0] {""}
    [one] {" "}({ $damaged } não pôde ser lida até o fim)
   *[other] {" "}({ $damaged } não puderam ser lidas até o fim)
    }; escolha uma e um lance.
# $why: por que a leitura parou (games-reading-stopped, …).
games-read-then = { $count ->
    [one] { $count } partida lida
   *[other] { $count } partidas lidas
    }, depois { $why }{ $damaged ->
    [0] {""}
    [one] {" "}({ $damaged } não pôde ser lida até o fim)
   *[other] {" "}({ $damaged } não puderam ser lidas até o fim)
    }.
games-close = Fechar
games-this-game = Esta partida
games-file = Arquivo
games-saving-to = Salvando em { $path }…
games-replace-question = { $path } já existe. Substituir?
games-replace = Substituir
games-cancel = Cancelar
games-save-pgn = Salvar como PGN
games-load-pgn = Abrir arquivo PGN
games-copy-pgn = Copiar PGN
games-pgn-copied = O PGN da partida está na área de transferência.
games-copy-fen = Copiar FEN
games-fen-copied = Copiado: { $fen }
games-paste = Cole um PGN ou FEN (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   ou   rnbqkbnr/pppppppp/8/…
games-read-pasted = Ler texto colado
games-recent = Partidas recentes
# Enquanto um arquivo é lido: as partidas até agora e quanto do arquivo.
games-reading = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
    }, { $percent }%
games-stop = Parar
games-find = Buscar
games-find-hint = um jogador, um evento, um ano
games-cannot-open = Esta partida não pode ser aberta: { $error }
games-stopped-early = Parou antes do fim: { $error }
games-continue-after = Continuar depois de
games-the-start = o início
games-play-from-here = Jogar daqui
games-review-this = Revisar esta partida
games-could-not-read = Não foi possível ler { $path }: { $error }.
# Por que a leitura das partidas terminou antes, depois de "… partidas lidas, depois".
games-no-thread = faltou uma thread para ler: { $error }
games-reading-stopped = a leitura parou
games-cancelled = a leitura foi interrompida
games-no-such-game = essa partida não existe
games-game-unreadable = Não foi possível ler essa partida: { $error }.

## As janelas: nova partida, abandonar, fim de partida, configurações, partidas

dialog-settings-title = Configurações
dialog-opponent-title = Trocar adversário
dialog-games-title = Partidas
dialog-new-game-title = Nova partida
dialog-close = Fechar
dialog-start = Começar
dialog-cancel = Cancelar
dialog-resign-title = Abandonar?
# $winner: color-white ou color-black.
dialog-resign-question = Abandonar esta partida? { $winner } vencem.
dialog-resign = Abandonar
dialog-keep-playing = Continuar jogando
dialog-game-over-title = Fim de partida
dialog-game-over-new-game = Nova partida…
dialog-rematch = Revanche (cores trocadas)
dialog-review = Revisão

## A janela de nova partida

new-game-watch-needs-computers = Escolha um computador para cada lado para assistir.
new-game-opponent = Adversário
new-game-human = Humano (dois jogadores aqui)
new-game-you-play = Você joga com
new-game-random = Aleatório
new-game-watch = Nenhum (assistir)
new-game-two-players = dois jogadores neste computador
new-game-clock = Relógio
new-game-no-clock = Sem relógio
new-game-custom = Personalizado
# Depois dos minutos e dos segundos de um relógio personalizado.
new-game-minutes-suffix = {" "}min
new-game-seconds-suffix = {" "}s
new-game-increment = incremento
new-game-delay = atraso
new-game-start-from = Começar de
new-game-standard-position = Posição inicial
new-game-a-fen = Um FEN
new-game-fen-hint = cole um FEN aqui

## A janela de configurações

# $name: um tema de tabuleiro ou estilo de peças que não pode ser usado.
settings-look-damaged = { $name } (danificado)
# $now: a qualidade que o Auto escolheu.
settings-quality-auto = Auto ({ $now })
quality-auto = Auto
quality-low = Baixa
quality-medium = Média
quality-high = Alta
settings-language = Idioma
# $language: o idioma do sistema, pelo próprio nome.
settings-language-automatic = Automático ({ $language })
settings-notation = Lances
settings-notation-letters = Letras ({ $example })
settings-notation-figurines = Figurinos ({ $example })
settings-board = Tabuleiro
settings-board-3d = 3D
settings-board-2d = 2D (visto de cima)
settings-board-theme = Tema do tabuleiro
settings-pieces-2d = Peças em 2D
settings-coach = O treinador
settings-coach-auto = contra os níveis Suave e Fácil
settings-coach-always = sempre
settings-coach-never = nunca
settings-ponder = O nível Mestre pensa no seu tempo (prevendo a sua resposta)
settings-quality = Qualidade gráfica
settings-show-legal-moves = Mostrar lances legais
settings-show-coordinates = Mostrar coordenadas
settings-colour-blind = Marcas para daltônicos (formas além de cores)
settings-text-size = Tamanho do texto
settings-animation-speed = Velocidade da animação
settings-volume = Volume
settings-mute = Sem som
settings-auto-queen = Sempre promover a dama
settings-confirm-resign = Perguntar antes de abandonar
settings-tournament-mode = Modo torneio em novas partidas (peça tocada, sem voltar lances)

## Trocar adversário

# $error: o que deu errado com o motor consultado para uma dica ou resposta de empate.
opponent-builtin-answers = { $error }. O motor interno responde no lugar dele.
opponent-goes-on = A partida continua desta posição com estes jogadores:
opponent-continue = Continuar

## Configurações → Motores

engines-type-path-first = Primeiro digite o caminho do programa do motor.
engines-already-listed = { $path } já está na lista.
engines-added = { $name } adicionado.
engines-no-strength-setting = sem ajuste de força (sempre força total)
# $option: a opção UCI que define a força, com sua faixa ("UCI_Elo 1320–3190").
engines-strength-by = força por { $option }
# $options: engines-strength-by e as threads e o hash do motor, com suas faixas.
engines-described = { $name }, de { $author }: { $options }
engines-title = Motores
engines-remove = Remover
engines-judge = Juiz (revisões, dicas, propostas de empate, problemas das suas partidas):
engines-judge-automatic = Automático
engines-judge-builtin = Motor interno
# $engine: o nome do motor, ou engines-builtin-judges.
engines-judge-automatic-now = Automático: o motor mais forte que você tem julga; agora, { $engine }.
engines-builtin-judges = o motor interno
engines-path-hint = programa do motor, ex.: /usr/games/stockfish
engines-add = Adicionar motor
engines-stockfish-found = O Stockfish está instalado em { $path }.
engines-add-it = Adicionar
engines-trying = Testando { $path }…
engines-strength = Força
engines-strength-full = Total
engines-strength-about = Cerca de
engines-elo-suffix = {" "}Elo
engines-threads = Threads
engines-hash = Hash
engines-mib-suffix = {" "}MiB
# Um valor 0 de threads ou hash: o padrão do motor.
engines-default = padrão
engines-per-move = Sem relógio, por lance:
engines-seconds-suffix = {" "}s
engines-plies-suffix = { $count ->
    [one] {" "}meio-lance
   *[other] {" "}meios-lances
    }
