# Lessons (pt-BR): titles, intros, instructions, praise and tips. English: engine/data/lessons/*.toml.

## board
lesson-board-title = O tabuleiro
lesson-board-intro = O tabuleiro de xadrez tem 64 casas, e cada casa tem um nome. Vamos aprender esses nomes!
lesson-board-1-instruction = As linhas verticais se chamam colunas e têm letras de a até h, da esquerda para a direita. As linhas horizontais se chamam fileiras e têm números de 1 a 8, de baixo para cima. O nome de uma casa é a letra e depois o número. Clique em e4!
lesson-board-1-praise = Isso mesmo, essa é a e4!
lesson-board-2-instruction = O canto de baixo, à esquerda, fica na coluna a e na fileira 1. Clique em a1.
lesson-board-2-praise = Ótimo: a torre branca começa em a1.
lesson-board-3-instruction = Ao arrumar o tabuleiro, a casa do canto à direita de cada jogador tem que ser clara. Clique no canto claro à direita das Brancas!
lesson-board-3-praise = Casa clara à direita: lembre disso quando arrumar um tabuleiro de verdade.
lesson-board-4-instruction = Agora o canto oposto: coluna h, fileira 8. Clique em h8.
lesson-board-4-praise = Muito bem!
lesson-board-5-instruction = Encontre d5: siga até a coluna d e depois suba até a fileira 5.
lesson-board-5-praise = Perfeito!
lesson-board-6-instruction = Em que casa está o rei branco? Clique nela.
lesson-board-6-praise = Isso: o rei branco começa em e1.
lesson-board-7-instruction = E o rei preto? Clique na casa dele.
lesson-board-7-praise = Isso: o rei preto começa em e8, bem em frente ao rei branco.

## rook
lesson-rook-title = A torre
lesson-rook-intro = A torre anda em linha reta: para cima, para baixo ou para os lados, quantas casas quiser.
lesson-rook-1-instruction = A torre anda para cima, para baixo ou para os lados, quantas casas quiser. Leve-a até a estrela!
lesson-rook-1-praise = Ótimo, conseguiu!
lesson-rook-2-instruction = Pegue as duas estrelas. A torre não faz curva num lance só: pegue uma de cada vez.
lesson-rook-2-praise = Duas estrelas em dois lances!
lesson-rook-3-instruction = Pegue as três estrelas com o menor número de lances que conseguir.
lesson-rook-3-praise = Belo caminho!
lesson-rook-4-instruction = Seus próprios peões estão no caminho da torre: a torre não pode pular por cima de peças. Encontre um jeito de dar a volta!
lesson-rook-4-praise = Você achou o caminho!

## bishop
lesson-bishop-title = O bispo
lesson-bishop-intro = O bispo anda na diagonal, quantas casas quiser. Ele fica em casas da mesma cor a partida inteira.
lesson-bishop-1-instruction = O bispo desliza pelas diagonais. Leve-o até a estrela!
lesson-bishop-1-praise = Muito bem!
lesson-bishop-2-instruction = Pegue as duas estrelas. Siga as diagonais!
lesson-bishop-2-praise = Belo zigue-zague!
lesson-bishop-3-instruction = Três estrelas. Todas estão em casas escuras, igual ao seu bispo.
lesson-bishop-3-praise = O bispo nunca sai da sua cor, e você usou isso muito bem!
lesson-bishop-4-instruction = Seu peão bloqueia o caminho do bispo até g5. Mesmo assim, você consegue pegar as duas estrelas?
lesson-bishop-4-praise = Pensou muito bem!

## queen
lesson-queen-title = A dama
lesson-queen-intro = A dama é a peça mais forte: ela anda como a torre e como o bispo juntos.
lesson-queen-1-instruction = A dama anda em linha reta e na diagonal, quantas casas quiser. Pegue a estrela!
lesson-queen-1-praise = Fácil para uma dama!
lesson-queen-2-instruction = Duas estrelas: um lance na diagonal e um lance em linha reta.
lesson-queen-2-praise = Dois lances, duas estrelas!
lesson-queen-3-instruction = Pegue as três estrelas com o menor número de lances que conseguir.
lesson-queen-3-praise = Que dama!
lesson-queen-4-instruction = Seu peão está no caminho da dama: ela não pode pular por cima dele. Abra espaço ou dê a volta!
lesson-queen-4-praise = A dama está livre!

## knight
lesson-knight-title = O cavalo
lesson-knight-intro = O cavalo pula em L: duas casas numa direção e depois uma casa para o lado. É a única peça que pode pular por cima das outras.
lesson-knight-1-instruction = O cavalo pula em forma de L: duas casas e depois uma para o lado. Pule na estrela!
lesson-knight-1-praise = Pulou! Muito bem.
lesson-knight-2-instruction = A estrela está longe demais para um pulo só. Chegue lá em dois!
lesson-knight-2-praise = Dois pulos, bem na estrela!
lesson-knight-3-instruction = Seu cavalo está cercado pelos próprios peões. Só o cavalo pode pular por cima deles: pule na estrela!
lesson-knight-3-praise = O cavalo pula por cima de tudo!
lesson-knight-4-instruction = Pegue as três estrelas. Planeje seus pulos!
lesson-knight-4-praise = Você pensa como um cavalo!

## king
lesson-king-title = O rei
lesson-king-intro = O rei é a peça mais importante. Ele anda só uma casa de cada vez, em qualquer direção.
lesson-king-1-instruction = O rei dá um passo de uma casa em qualquer direção. Pise na estrela!
lesson-king-1-praise = Bom passo!
lesson-king-2-instruction = Leve o rei até as duas estrelas, um passo de cada vez.
lesson-king-2-praise = Belo passeio!
lesson-king-3-instruction = O rei nunca pode pisar numa casa atacada por uma peça do adversário. Cuidado com o bispo em a4!
lesson-king-3-praise = São e salvo!
lesson-king-4-instruction = A torre em c4 vigia a fileira e a coluna inteiras em que está. Pegue as estrelas sem entrar na linha dela!
lesson-king-4-praise = Rei esperto!

## pawn
lesson-pawn-title = O peão
lesson-pawn-intro = O peão anda reto para a frente, uma casa de cada vez. No seu primeiro lance, ele pode andar duas casas.
lesson-pawn-1-instruction = No primeiro lance, o peão pode andar uma ou duas casas para a frente. Chegue à estrela num lance só!
lesson-pawn-1-praise = Duas casas de uma vez!
lesson-pawn-2-instruction = O peão só anda para a frente. Chegue à estrela o mais rápido que puder.
lesson-pawn-2-praise = Em frente, marche!
lesson-pawn-3-instruction = Dois peões, duas estrelas.
lesson-pawn-3-praise = Bem jogado!
lesson-pawn-4-instruction = O peão não captura reto para a frente: ele captura uma casa na diagonal, para a frente. Capture o cavalo!
lesson-pawn-4-praise = O peão captura na diagonal: agora você sabe!
lesson-pawn-5-instruction = O peão não pode avançar se houver uma peça bem na frente dele. Qual peão pode pegar a estrela?
lesson-pawn-5-praise = Lances de peão bem pensados!

## capture
lesson-capture-title = Capturar
lesson-capture-intro = Você captura uma peça do adversário indo para a casa dela. Ela sai do tabuleiro.
lesson-capture-1-instruction = Leve sua torre até a torre preta para capturá-la!
lesson-capture-1-praise = Pegou!
lesson-capture-2-instruction = Capture as duas peças pretas. Seu rei pode ajudar!
lesson-capture-2-praise = Duas peças capturadas!
lesson-capture-3-instruction = O peão captura uma casa na diagonal, para a frente. Capture as duas peças pretas com seus peões!
lesson-capture-3-praise = Que força têm os peões!
lesson-capture-4-instruction = Capture todas as peças pretas com sua dama, com o menor número de lances que conseguir.
lesson-capture-4-praise = A dama fez a limpeza!

## check
lesson-check-title = Xeque
lesson-check-intro = Quando o rei é atacado, ele está em xeque. Você tem que sair do xeque na hora: mova o rei, bloqueie o ataque ou capture a peça que ataca.
lesson-check-1-instruction = Seu rei está em xeque pela torre em e8! Saia do xeque levando seu rei para uma casa segura.
lesson-check-1-praise = Seu rei está a salvo!
lesson-check-2-instruction = Xeque de novo! Desta vez, bloqueie: coloque uma das suas peças entre a torre e o seu rei.
lesson-check-2-praise = Bloqueado!
lesson-check-3-instruction = Xeque da torre! Saia do xeque capturando a peça que dá o xeque.
lesson-check-3-praise = Adeus, atacante!
lesson-check-4-instruction = A torre dá xeque bem do lado do seu rei, e nenhuma peça a protege. Seu rei pode capturá-la!
lesson-check-4-praise = O rei também captura!

## mate
lesson-mate-title = Xeque-mate
lesson-mate-intro = Xeque-mate é um xeque sem saída: o rei não pode fugir, nada pode bloquear e a peça que ataca não pode ser capturada. Quem dá xeque-mate ganha a partida!
lesson-mate-1-instruction = O rei preto está preso atrás dos próprios peões. Dê xeque-mate num lance só!
lesson-mate-1-praise = Mate na última fileira!
lesson-mate-2-instruction = Seu rei tira as casas de fuga do rei preto. Agora dê xeque-mate com a dama!
lesson-mate-2-praise = Dama e rei juntos: xeque-mate!
lesson-mate-3-instruction = Uma torre vigia uma fileira; a outra pode dar xeque na última fileira. Xeque-mate!
lesson-mate-3-praise = Duas torres fazem uma escadinha!
lesson-mate-4-instruction = O rei preto está cercado pelas próprias peças. Encontre o xeque-mate de cavalo!
lesson-mate-4-praise = Mate sufocado: o rei não tinha espaço nem para respirar!
lesson-mate-5-instruction = Sua dama e seu bispo miram f7 juntos. Xeque-mate!
lesson-mate-5-praise = Esse é o famoso mate do pastor!
lesson-mate-6-instruction = Você joga com as Pretas. As Brancas fizeram dois lances fracos de peão. Mate em um!
lesson-mate-6-praise = Mate do louco: o xeque-mate mais rápido que existe!
lesson-mate-7-instruction = Xeque-mate em dois lances. Primeiro aproxime seu rei, depois dê xeque!
lesson-mate-7-praise = Um xeque-mate planejado com antecedência!

## castling
lesson-castling-title = Roque
lesson-castling-intro = O roque é um lance especial do rei junto com uma torre: o rei anda duas casas em direção à torre, e a torre pula para o outro lado do rei.
lesson-castling-1-instruction = Faça o roque na ala do rei: mova seu rei duas casas em direção à torre em h1.
lesson-castling-1-praise = Seu rei ficou bem protegido!
lesson-castling-2-instruction = Agora faça o roque na ala da dama: o rei anda duas casas em direção à torre em a1.
lesson-castling-2-praise = Roque grande, feito!
lesson-castling-3-instruction = Seu rei não pode passar por uma casa atacada por uma peça do adversário. Para qual lado você pode rocar?
lesson-castling-3-praise = Isso: o bispo impediu o roque pequeno, mas não o roque grande!
lesson-castling-4-instruction = Você não pode rocar com o rei em xeque. Primeiro bloqueie o xeque, sem mexer o rei nem a torre, e depois faça o roque!
lesson-castling-4-praise = Primeiro a segurança, depois o roque!

## en-passant
lesson-en-passant-title = En passant
lesson-en-passant-intro = Quando um peão anda duas casas e para bem ao lado do seu peão, seu peão pode capturá-lo como se ele tivesse andado só uma casa. Mas só no lance logo em seguida!
lesson-en-passant-1-instruction = O peão preto acabou de pular de d7 para d5, bem ao lado do seu peão. Capture-o en passant: seu peão vai para d6!
lesson-en-passant-1-praise = En passant, como um profissional!
lesson-en-passant-2-instruction = Mova seu rei e espere. Se o peão preto andar duas casas e parar ao lado do seu peão, capture-o en passant!
lesson-en-passant-2-praise = Você estava de olho!
lesson-en-passant-3-instruction = O peão em d5 chegou lá faz tempo, então é tarde demais para capturá-lo en passant. Mova seu rei e fique de olho no peão em f7!
lesson-en-passant-3-praise = Você aproveitou a chance na hora certa!

## promotion
lesson-promotion-title = Promoção
lesson-promotion-intro = Quando um peão chega ao outro lado do tabuleiro, ele vira dama, torre, bispo ou cavalo: você escolhe!
lesson-promotion-1-instruction = Leve seu peão até a última fileira e transforme-o em dama!
lesson-promotion-1-praise = Uma dama novinha em folha!
lesson-promotion-2-instruction = O peão também pode ser promovido capturando uma peça na diagonal. Capture a torre e ganhe uma dama!
lesson-promotion-2-praise = Sai a torre, nasce a dama!
lesson-promotion-3-instruction = Aqui um cavalo é melhor que uma dama! Promova a cavalo: ele dá xeque e ataca a dama ao mesmo tempo.
lesson-promotion-3-praise = Um garfo de cavalo: no próximo lance, você captura a dama!
lesson-promotion-4-instruction = Uma dama nova aqui deixaria o rei preto sem nenhum lance, e isso é empate. Em vez disso, promova a torre!
lesson-promotion-4-praise = Uma torre, e a vitória continua sua!

## draws
lesson-draws-title = Afogamento
lesson-draws-intro = Se quem tem a vez não está em xeque, mas não tem nenhum lance legal, é afogamento, e a partida termina empatada. Quando estiver ganhando, cuidado para não afogar o rei!
lesson-draws-1-instruction = Xeque-mate em um, mas cuidado: alguns lances da dama deixam o rei preto sem nenhum lance. Isso é afogamento!
lesson-draws-1-praise = Xeque-mate, e não afogamento!
lesson-draws-2-instruction = O rei preto não pode se mover agora. Quase todo lance seria afogamento! Encontre o único que dá xeque-mate.
lesson-draws-2-praise = Você encontrou!
lesson-draws-3-instruction = Xeque-mate em dois lances, sem afogamento no caminho.
lesson-draws-3-praise = Com cuidado e com força!

## values
lesson-values-title = Quanto valem as peças
lesson-values-intro = Um peão vale 1, um cavalo ou um bispo 3, uma torre 5 e a dama 9. Conte antes de capturar!
lesson-values-1-instruction = Seu cavalo pode capturar um peão (1) ou a dama (9). Capture a peça que vale mais!
lesson-values-1-praise = Nove pontos!
lesson-values-2-instruction = A torre em d5 está protegida por um peão: se sua dama capturá-la, o peão captura sua dama. Qual captura ganha mais?
lesson-values-2-praise = Você contou certo: nunca dê a dama por uma torre!
lesson-values-3-instruction = As duas peças pretas estão protegidas. Conte a troca: o que você captura e o que você entrega de volta?
lesson-values-3-praise = Uma torre por um bispo: bom negócio!
lesson-values-4-instruction = Você pode capturar a dama com seu peão ou com sua dama. Qual é melhor?
lesson-values-4-praise = Capture com a peça de menor valor!

## tips
lesson-tips-title = Bons hábitos
lesson-tips-intro = Algumas dicas para jogar bem desde o primeiro lance. Em cada posição, jogue um bom lance que siga a dica.
lesson-tips-1-instruction = Controle o centro! Peças no meio alcançam mais casas. Avance um peão central duas casas.
lesson-tips-1-praise = Um começo forte no centro!
lesson-tips-1-off-tip = Os peões centrais são os de d2 e e2: avance um deles duas casas.
lesson-tips-2-instruction = Desenvolva cedo seus cavalos e bispos, ou seja, coloque-os em jogo. Desenvolva um cavalo em direção ao centro!
lesson-tips-2-praise = Seu cavalo entrou no jogo!
lesson-tips-2-off-tip = Desenvolva um cavalo, em direção ao meio do tabuleiro.
lesson-tips-3-instruction = Faça o roque cedo: ele protege o rei atrás dos peões e leva uma torre para o meio.
lesson-tips-3-praise = Rei seguro, torre pronta!
lesson-tips-3-off-tip = Faça o roque! Mova seu rei duas casas em direção à torre em h1.
lesson-tips-4-instruction = Antes de cada lance, pergunte: o que o último lance do adversário ameaça? O peão em d4 ataca seu cavalo!
lesson-tips-4-praise = Você viu a ameaça a tempo!
lesson-tips-5-instruction = Não saia com a dama cedo demais: peças mais fracas podem persegui-la pelo tabuleiro. Em vez disso, desenvolva um cavalo ou um bispo.
lesson-tips-5-praise = A dama pode esperar!
lesson-tips-5-off-tip = A dama ainda não! Desenvolva um cavalo ou um bispo.
lesson-tips-6-instruction = Conte antes de capturar! O peão em e5 é atacado uma vez, pelo seu cavalo, mas defendido duas vezes. Capturá-lo faz você perder o cavalo por um peão. Faça um bom lance que não capture esse peão.
lesson-tips-6-praise = Você contou bem: nada de cavalo de graça para as Pretas!

## give-check
lesson-give-check-title = Dar xeque
lesson-give-check-intro = Você dá xeque quando uma das suas peças ataca o rei do adversário. O outro lado tem que se defender na hora, por isso o xeque é um lance forte que vale a pena conhecer!
lesson-give-check-1-instruction = Sua dama anda em linha reta e na diagonal. Dê xeque no rei preto!
lesson-give-check-1-praise = Xeque! A dama alcança longe.
lesson-give-check-2-instruction = A torre ataca ao longo da sua fileira e da sua coluna. Coloque-a na mesma fileira ou na mesma coluna do rei preto.
lesson-give-check-2-praise = Xeque de torre!
lesson-give-check-3-instruction = Seu bispo desliza pelas diagonais. Encontre uma casa de onde ele mire direto no rei preto.
lesson-give-check-3-praise = O bispo dá xeque de longe!
lesson-give-check-4-instruction = O cavalo pula em L. Pule para uma casa de onde ele ataque o rei.
lesson-give-check-4-praise = Um xeque de cavalo! Nada consegue bloquear o caminho de um cavalo.
lesson-give-check-5-instruction = O peão ataca uma casa na diagonal, para a frente. Avance um peão para que ele ataque o rei.
lesson-give-check-5-praise = Até um peãozinho pode dar xeque!
lesson-give-check-6-instruction = Seu cavalo está entre a sua torre e o rei preto. Tire o cavalo do caminho, e a torre dá xeque!
lesson-give-check-6-praise = Um xeque descoberto: uma peça se move, e outra ataca!
lesson-give-check-7-instruction = Dê xeque com a dama de uma casa onde ela também ataque a torre preta.
lesson-give-check-7-praise = Xeque, e a torre também está atacada! No próximo lance, você pode capturá-la.
lesson-give-check-8-instruction = Seu cavalo está sendo atacado. Pule para uma casa onde ele dê xeque no rei e também ataque a dama!
lesson-give-check-8-praise = Xeque, e a dama está atacada! O rei tem que se mover, e depois a dama é sua.
lesson-give-check-9-instruction = Você joga com as Pretas. Dê xeque no rei branco com o seu cavalo.
lesson-give-check-9-praise = Xeque de cavalo!
lesson-give-check-10-instruction = Você joga com as Pretas. Seu cavalo tapa a diagonal do bispo até o rei branco. Mova o cavalo e descubra o xeque!
lesson-give-check-10-praise = Xeque descoberto! O bispo estava esperando atrás do cavalo.

## check-in-two
lesson-check-in-two-title = Xeque, e xeque de novo
lesson-check-in-two-intro = Um xeque tem que ser respondido na hora. Dê xeque e, quando o rei se mover, dê xeque de novo! O segundo xeque pode ganhar uma peça que o rei não consegue salvar, ou até ser mate.
lesson-check-in-two-1-instruction = Dê xeque no rei com a sua torre na última fileira. Quando o rei sair do lugar, o que fica atrás dele?
lesson-check-in-two-1-praise = O rei se moveu, e a torre atrás dele ficou para você!
lesson-check-in-two-2-instruction = O rei preto está preso atrás dos próprios peões. Dê xeque nele na última fileira, e depois dê xeque de novo!
lesson-check-in-two-2-praise = Xeque, um bloqueio e xeque de novo: mate!
lesson-check-in-two-3-instruction = Você joga com as Pretas. O rei branco está preso atrás dos próprios peões. Dê xeque nele na última fileira, duas vezes!
lesson-check-in-two-3-praise = O cavalo bloqueou, a sua torre o capturou com xeque, e foi mate!
lesson-check-in-two-4-instruction = Pule com o seu cavalo dando xeque. Depois a sua torre tem um xeque que termina a partida!
lesson-check-in-two-4-praise = Xeque de cavalo, xeque de torre: mate com dois xeques!
lesson-check-in-two-5-instruction = Você joga com as Pretas. Primeiro dê xeque com o seu cavalo. Depois um dos seus bispos dá o último xeque.
lesson-check-in-two-5-praise = O rei correu para o canto, direto para a sua armadilha: mate!
lesson-check-in-two-6-instruction = Dê xeque no rei com a sua dama. Quando ele der um passo para a frente, o seu bispo dá o segundo xeque.
lesson-check-in-two-6-praise = Xeque de dama, xeque de bispo, e o rei não tinha para onde ir!
lesson-check-in-two-7-instruction = Você joga com as Pretas. Dê xeque com o seu cavalo para empurrar o rei para trás. Depois dê xeque nele na última fileira!
lesson-check-in-two-7-praise = O rei voltou, e a sua torre deu mate nele ali.
lesson-check-in-two-8-instruction = Você joga com as Pretas. Entregue o seu cavalo com xeque! Quando o peão capturá-lo, a sua dama tem um xeque que dá mate.
lesson-check-in-two-8-praise = Um cavalo pela partida inteira: mate!
lesson-check-in-two-9-instruction = Primeiro dê xeque com a sua torre. Depois encontre um xeque de dama na mesma linha da dama preta!
lesson-check-in-two-9-praise = O rei teve que sair do caminho, e a dama atrás dele caiu. Xeque, xeque, dama!
lesson-check-in-two-10-instruction = Você joga com as Pretas. Dê xeque com a sua torre. Quando a torre branca bloquear, um xeque de bispo afasta o rei dela!
lesson-check-in-two-10-praise = O rei capturou o seu bispo, e você capturou a torre: 5 por 3!
lesson-check-in-two-11-instruction = Primeiro dê xeque com o seu bispo. Depois a sua torre pode dar xeque no rei e atacar o cavalo ao mesmo tempo!
lesson-check-in-two-11-praise = Xeque, e depois um xeque de torre que também atacou o cavalo: ele ficou para você.
lesson-check-in-two-12-instruction = Persiga o rei com um xeque de dama. Depois um xeque de torre ganha algo grande: veja o que está atrás do rei!
lesson-check-in-two-12-praise = O rei saiu do caminho, e a sua torre capturou a dama atrás dele!
lesson-check-in-two-13-instruction = Você joga com as Pretas. Um xeque de bispo deixa o rei e a torre de f2 na mesma linha. Mas o bispo branco ataca a sua torre: salve-a com xeque!
lesson-check-in-two-13-praise = Dois xeques, e a torre de f2 ficou para você!
lesson-check-in-two-14-instruction = Comece com um xeque de dama. Você consegue encontrar três xeques seguidos que terminam em mate?
lesson-check-in-two-14-praise = Você entregou a sua dama, e a torre deu mate!
lesson-check-in-two-15-instruction = Você joga com as Pretas. O rei branco está sem proteção, no meio do tabuleiro. Três xeques seguidos dão mate, e o primeiro é com um bispo!
lesson-check-in-two-15-praise = Bispo, peão, bispo: três xeques e mate!

## fork
lesson-fork-title = O garfo
lesson-fork-intro = Um garfo é uma peça atacando duas peças do adversário ao mesmo tempo. O adversário só consegue salvar uma delas, então você ganha a outra!
lesson-fork-1-instruction = Encontre um lance de cavalo que dê xeque no rei e ataque o bispo ao mesmo tempo.
lesson-fork-1-praise = Um garfo de cavalo! O rei tem que se mover, e o bispo é seu.
lesson-fork-2-instruction = Você joga com as Pretas. Encontre um pulo de cavalo que dê xeque e também ataque a dama branca.
lesson-fork-2-praise = Xeque, e a dama estava atacada: agora ela é sua!
lesson-fork-3-instruction = Você joga com as Pretas. Seu cavalo pode dar xeque no rei e atacar a torre ao mesmo tempo. Encontre a casa!
lesson-fork-3-praise = O rei saiu do caminho, e você capturou a torre!
lesson-fork-4-instruction = Você joga com as Pretas. Dê xeque com a dama de uma casa onde ela também ataque o bispo.
lesson-fork-4-praise = Primeiro o xeque, depois o bispo. Muito bem!
lesson-fork-5-instruction = Você joga com as Pretas. Sua torre pode dar xeque no rei e atacar o bispo na mesma fileira.
lesson-fork-5-praise = Um garfo de torre! O bispo não tinha salvação.
lesson-fork-6-instruction = Você joga com as Pretas. Um lance de bispo ataca a dama branca e uma torre ao mesmo tempo. Encontre esse lance!
lesson-fork-6-praise = A dama ficou sem nenhuma casa segura. Belo garfo!
lesson-fork-7-instruction = Dê xeque no rei com a dama, de uma casa onde ela também ataque o bispo.
lesson-fork-7-praise = A dama deu um garfo no rei e no bispo!
lesson-fork-8-instruction = Avance um peão para que ele ataque duas peças pretas ao mesmo tempo.
lesson-fork-8-praise = Um garfo de peão! Um peãozinho atacou duas peças grandes.
lesson-fork-9-instruction = Você joga com as Pretas. Seu cavalo pode capturar um peão dando xeque e também atacar a torre no canto.
lesson-fork-9-praise = Xeque, e depois a torre: um garfo de cavalo perfeito!
lesson-fork-10-instruction = Você joga com as Pretas. Avance um peão para que ele ataque duas peças brancas ao mesmo tempo.
lesson-fork-10-praise = Garfo de peão! Só uma peça conseguiu fugir.
lesson-fork-11-instruction = Sua dama pode atacar a torre do canto e um bispo ao mesmo tempo. Encontre a casa!
lesson-fork-11-praise = Duas peças atacadas, e a torre é sua!
lesson-fork-12-instruction = Você joga com as Pretas. Sua dama pode atacar a torre do canto e o cavalo ao mesmo tempo.
lesson-fork-12-praise = Um garfo de dama! Você ganhou a torre.
lesson-fork-13-instruction = Leve sua dama para uma casa onde ela ataque a torre preta e o bispo ao mesmo tempo.
lesson-fork-13-praise = Dois ataques num lance só: o bispo é seu!
lesson-fork-14-instruction = Você joga com as Pretas. Pule com o cavalo para uma casa onde ele ataque a torre e o bispo ao mesmo tempo.
lesson-fork-14-praise = O cavalo deu um garfo na torre e no bispo, e capturou a torre!
lesson-fork-15-instruction = Sua dama pode atacar o cavalo do meio e a torre do canto ao mesmo tempo.
lesson-fork-15-praise = Um garfo de dama! As Pretas perderam uma peça.

## pin
lesson-pin-title = A cravada
lesson-pin-intro = Uma cravada é um ataque a uma peça que não pode sair do lugar, porque uma peça mais importante, muitas vezes o rei, está logo atrás dela. Uma peça cravada é fácil de ganhar!
lesson-pin-1-instruction = Você joga com as Pretas. A dama branca está bem na frente do próprio rei. Ataque-a com o seu bispo, e ela não vai poder sair dali!
lesson-pin-1-praise = A dama estava cravada, então estava perdida!
lesson-pin-2-instruction = A dama preta está na mesma diagonal que o rei preto. Crave-a com o seu bispo!
lesson-pin-2-praise = Cravada! A dama não podia se afastar do rei.
lesson-pin-3-instruction = Você joga com as Pretas. O cavalo branco está na mesma coluna que o próprio rei. Crave-o com a sua torre e depois ganhe-o.
lesson-pin-3-praise = O cavalo cravado não conseguiu escapar!
lesson-pin-4-instruction = Seu bispo consegue atacar a dama preta enquanto o rei preto se esconde logo atrás dela?
lesson-pin-4-praise = A dama ficou presa na frente do rei. Bem jogado!
lesson-pin-5-instruction = Você joga com as Pretas. O cavalo branco em d4 e o rei branco estão numa mesma diagonal. Crave o cavalo!
lesson-pin-5-praise = O cavalo estava cravado, e você o ganhou!
lesson-pin-6-instruction = Você joga com as Pretas. O cavalo branco e o rei branco estão na mesma fileira. Crave o cavalo com a sua torre!
lesson-pin-6-praise = Primeiro a cravada, depois a captura: o cavalo é seu!
lesson-pin-7-instruction = A dama preta está na frente do próprio rei, na mesma coluna. Crave-a com uma torre!
lesson-pin-7-praise = Uma cravada de torre ganhou a dama!
lesson-pin-8-instruction = Você joga com as Pretas. O rei e o cavalo brancos estão na mesma fileira. Crave o cavalo e depois capture-o.
lesson-pin-8-praise = O rei não conseguiu salvar o cavalo a tempo!
lesson-pin-9-instruction = A dama preta e o rei preto estão numa mesma diagonal. Crave a dama com o seu bispo!
lesson-pin-9-praise = A dama estava cravada na frente do rei, então estava perdida!
lesson-pin-10-instruction = A torre preta e o rei preto estão numa mesma diagonal. Crave a torre com o seu bispo!
lesson-pin-10-praise = A torre cravada não conseguiu fugir!
lesson-pin-11-instruction = Você joga com as Pretas. O cavalo branco em g3 está na frente do próprio rei. Crave-o com o seu bispo!
lesson-pin-11-praise = O cavalo estava cravado, e agora ele é seu!
lesson-pin-12-instruction = O cavalo preto e o rei preto estão na mesma fileira. Crave o cavalo com a sua torre!
lesson-pin-12-praise = Sua torre cravou o cavalo e o capturou!
lesson-pin-13-instruction = O cavalo preto em e5 está na frente do próprio rei, numa diagonal. Crave-o com o seu bispo!
lesson-pin-13-praise = Uma cravada de bispo ganhou o cavalo!
lesson-pin-14-instruction = Um cavalo preto está na frente do próprio rei, numa diagonal. Crave-o e depois ganhe-o!
lesson-pin-14-praise = O cavalo não podia se mover, então você o capturou!

## notation
lesson-notation-title = Ler e escrever lances
lesson-notation-intro = Os jogadores de xadrez escrevem seus lances com letras e nomes de casas. R é o rei, D a dama, T a torre, B o bispo e C o cavalo; o peão não tem letra nenhuma. A lista de lances do Gambit mostra um pequeno desenho de cada peça no lugar da letra; escolha Letras em Configurações, em Lances, para ver as letras ali também.
lesson-notation-1-instruction = Um lance de peão é escrito só com a casa para onde ele vai. Jogue e4: avance o peão que está na frente do seu rei até e4.
lesson-notation-1-praise = Isso é e4, um ótimo primeiro lance!
lesson-notation-2-instruction = C quer dizer cavalo. Para onde vai o lance Cf3? Clique na casa.
lesson-notation-2-praise = Isso: Cf3 quer dizer que um cavalo vai para f3.
lesson-notation-3-instruction = Você joga com as Pretas. Jogue Cc6: um cavalo vai para c6.
lesson-notation-3-praise = Cc6: o cavalo protege seu peão em e5.
lesson-notation-4-instruction = B quer dizer bispo. Para onde vai o lance Bc4? Clique na casa.
lesson-notation-4-praise = Certo: Bc4 coloca um bispo em c4.
lesson-notation-5-instruction = Jogue Bb5: seu bispo vai para b5.
lesson-notation-5-praise = Bb5! Seu bispo saiu e está pronto.
lesson-notation-6-instruction = D quer dizer dama. Para onde vai o lance Dg4? Clique na casa.
lesson-notation-6-praise = Isso: Dg4 coloca a dama em g4.
lesson-notation-7-instruction = T quer dizer torre. Jogue Td1: sua torre vai para d1.
lesson-notation-7-praise = Td1: a torre andou pela primeira fileira.
lesson-notation-8-instruction = R quer dizer rei. Para onde vai o lance Rf2? Clique na casa.
lesson-notation-8-praise = Certo: o rei dá um passo até f2.
lesson-notation-9-instruction = Um x quer dizer que a peça captura alguma coisa. Quando um peão captura, escrevemos primeiro a letra da coluna dele. Jogue exd5: seu peão da coluna e captura em d5.
lesson-notation-9-praise = exd5: o peão da coluna e capturou o peão em d5.
lesson-notation-10-instruction = Jogue Cxe5: seu cavalo captura o peão em e5.
lesson-notation-10-praise = Cxe5: o cavalo captura em e5!
lesson-notation-11-instruction = O roque tem um sinal só dele. O-O quer dizer roque na ala do rei, o roque pequeno. Jogue O-O!
lesson-notation-11-praise = O-O: seu rei está seguro no canto.
lesson-notation-12-instruction = Na promoção, escrevemos a casa, depois = e a peça nova. Jogue e8=D: seu peão chega a e8 e vira dama.
lesson-notation-12-praise = e8=D: uma dama novinha!

## coordinates
lesson-coordinates-title = Encontre as casas
lesson-coordinates-intro = Jogadores fortes sabem o nome de cada casa sem precisar contar. Treine: encontre cada casa o mais rápido que puder!
lesson-coordinates-1-instruction = Um aquecimento: primeiro a letra, depois o número. Clique em c6.
lesson-coordinates-1-praise = Isso, c6! Agora contra o relógio.
lesson-coordinates-2-instruction = Clique em cada casa assim que ela for nomeada. Quantas você consegue encontrar em 30 segundos?
lesson-coordinates-2-praise = Acabou o tempo! Tente de novo para bater o seu recorde.
lesson-coordinates-3-instruction = Agora você está do lado das Pretas, então o tabuleiro está virado: a1 fica lá longe, à sua direita. Clique em a1.
lesson-coordinates-3-praise = Certo: os nomes continuam os mesmos, só o seu lugar muda.
lesson-coordinates-4-instruction = Do lado das Pretas, a fileira 8 é a que fica mais perto de você. Clique em f7.
lesson-coordinates-4-praise = Bem encontrado!
lesson-coordinates-5-instruction = O treino de novo, do lado das Pretas. Quantas casas em 30 segundos?
lesson-coordinates-5-praise = Acabou o tempo! Agora você conhece o tabuleiro dos dois lados.

## opening
lesson-opening-title = Regras da abertura
lesson-opening-intro = Comece bem: coloque peões no centro, coloque em jogo cavalos e bispos, faça o roque cedo, deixe a dama em casa, não mova a mesma peça duas vezes sem necessidade e conecte as torres. Jogue duas partidas curtas!
lesson-opening-1-instruction = Partida 1: você joga com as Brancas. A dama preta saiu muito cedo. Castigue-a: coloque em jogo um cavalo que a ataque!
lesson-opening-1-praise = O seu cavalo entra no jogo, e a dama tem que fugir!
lesson-opening-1-off-tip = Bom, mas um cavalo pode entrar em jogo e atacar a dama ao mesmo tempo. Encontre-o!
lesson-opening-2-instruction = A dama fugiu para a5. Agora ocupe o centro: avance um peão duas casas, para o meio.
lesson-opening-2-praise = O seu peão está no meio do tabuleiro!
lesson-opening-2-off-tip = Avance duas casas o peão que está na frente da sua dama, para o meio.
lesson-opening-3-instruction = Primeiro os cavalos! Coloque o seu outro cavalo em jogo, em direção ao centro.
lesson-opening-3-praise = Os dois cavalos estão em jogo!
lesson-opening-3-off-tip = Bom, mas o cavalo de g1 ainda está em casa. Coloque-o em jogo primeiro.
lesson-opening-4-instruction = Os seus cavalos estão em jogo. Agora coloque um bispo em jogo!
lesson-opening-4-praise = Mais uma peça em jogo!
lesson-opening-4-off-tip = Tire um bispo da primeira fileira, e não uma peça que já saiu.
lesson-opening-5-instruction = Faça o roque cedo! O seu rei se esconde atrás dos peões, e uma torre se aproxima do meio.
lesson-opening-5-praise = Rei seguro, torre pronta!
lesson-opening-5-off-tip = Faça o roque agora: mova o seu rei duas casas em direção à torre em h1.
lesson-opening-6-instruction = Não mova a mesma peça duas vezes sem motivo. Uma peça ainda está dormindo em casa: acorde o seu bispo de c1!
lesson-opening-6-praise = Todos os seus cavalos e bispos estão em jogo!
lesson-opening-6-off-tip = O seu bispo de c1 ainda não se moveu. Coloque-o em jogo em vez disso.
lesson-opening-7-instruction = Conecte as suas torres: só a dama está entre elas. Suba a dama uma casa para que as torres se vejam.
lesson-opening-7-praise = As suas torres estão conectadas. Você terminou a sua abertura!
lesson-opening-7-off-tip = Tire a dama da primeira fileira, uma casa para cima, para que nada fique entre as suas torres.
lesson-opening-8-instruction = Você joga com as Pretas. Começa a partida 2! Pegue a sua parte do centro: avance um peão central duas casas.
lesson-opening-8-praise = O seu peão chegou ao meio!
lesson-opening-8-off-tip = Bom lance, mas a dica pede um peão bem no meio: o que está na frente do seu rei ou da sua dama.
lesson-opening-9-instruction = Você joga com as Pretas. As Brancas capturaram o seu peão. Capturar de volta com a dama é tentador, mas o cavalo branco iria persegui-la, como na partida 1. Em vez disso, coloque um cavalo em jogo!
lesson-opening-9-praise = O seu cavalo entra em jogo e ataca o peão em d5!
lesson-opening-9-off-tip = Deixe a sua dama em casa por enquanto. Coloque em jogo o cavalo que pode atacar o peão em d5.
lesson-opening-10-instruction = Você joga com as Pretas. Recupere o seu peão com o cavalo: ele cai bem no meio. Não tem problema mover uma peça duas vezes quando isso ganha alguma coisa!
lesson-opening-10-praise = Peão recuperado, e o seu cavalo está no centro!
lesson-opening-10-off-tip = Capture o peão em d5 com o seu cavalo e deixe a dama segura em casa.
lesson-opening-11-instruction = Você joga com as Pretas. Leve o seu bispo de c8 para uma boa casa.
lesson-opening-11-praise = O seu bispo entra no jogo!
lesson-opening-11-off-tip = Encontre uma casa onde o bispo fique seguro e olhe para o centro: tente f5.
lesson-opening-12-instruction = Você joga com as Pretas. O seu bispo de f8 está preso atrás de um peão. Avance esse peão uma casa para abrir uma porta para ele.
lesson-opening-12-praise = A porta está aberta para o seu bispo!
lesson-opening-12-off-tip = Avance uma casa o peão que está na frente do seu rei: aí o bispo de f8 pode sair.
lesson-opening-13-instruction = Você joga com as Pretas. As Brancas já fizeram o roque. Tire o seu bispo de f8, e aí o seu rei também pode rocar.
lesson-opening-13-praise = Agora nada está entre o seu rei e a torre!
lesson-opening-13-off-tip = Tire o bispo de f8: é a peça que está entre o seu rei e a sua torre.
lesson-opening-14-instruction = Você joga com as Pretas. O seu rei ainda está no meio. Faça o roque agora, enquanto pode!
lesson-opening-14-praise = O seu rei está seguro no canto!
lesson-opening-14-off-tip = Faça o roque: mova o seu rei duas casas em direção à torre em h8.

## protection
lesson-protection-title = Proteja suas peças
lesson-protection-intro = Quando o adversário ataca uma das suas peças, não deixe que ela seja capturada de graça! Você pode tirá-la dali, protegê-la com outra peça ou colocar alguma peça no caminho do ataque.
lesson-protection-1-instruction = Um peão preto ataca seu cavalo. Encontre uma casa segura para ele!
lesson-protection-1-praise = Seu cavalo está a salvo de novo.
lesson-protection-2-instruction = O cavalo preto ataca sua dama! Leve-a para uma casa segura.
lesson-protection-2-praise = Ufa, a dama escapou!
lesson-protection-3-instruction = O bispo preto ataca sua torre, e nenhuma peça a protege. Salve a torre!
lesson-protection-3-praise = A torre escapou em segurança.
lesson-protection-4-instruction = Você joga com as Pretas. Um peão branco ataca seu cavalo. Para onde ele pode ir?
lesson-protection-4-praise = Boa, o cavalo está fora de perigo.
lesson-protection-5-instruction = A dama preta ataca seu cavalo, e o cavalo não tem nenhuma casa segura. Proteja-o com outra peça!
lesson-protection-5-praise = Agora, se a dama capturar, um peão captura a dama de volta.
lesson-protection-6-instruction = A dama preta ataca seu cavalo na beirada do tabuleiro. Ele não pode fugir, então proteja-o!
lesson-protection-6-praise = Agora o cavalo está protegido.
lesson-protection-7-instruction = O bispo preto ataca seu cavalo, e o cavalo não pode se mover porque seu rei está atrás dele. Proteja-o!
lesson-protection-7-praise = Muito bem, o cavalo está protegido.
lesson-protection-8-instruction = O bispo preto ataca sua torre no canto, e a torre está presa. Coloque alguma peça no caminho!
lesson-protection-8-praise = Bloqueado! Agora o bispo não alcança mais a sua torre.
lesson-protection-9-instruction = O bispo preto ataca sua torre de longe. Coloque uma peça no meio do caminho!
lesson-protection-9-praise = Belo bloqueio, a torre está a salvo.
lesson-protection-10-instruction = Você joga com as Pretas. O bispo branco mira sua torre no canto, e a torre não pode se mover. Bloqueie a diagonal longa!
lesson-protection-10-praise = Bloqueado! Sua torre está segura atrás do muro.

## hanging
lesson-hanging-title = Peças soltas
lesson-hanging-intro = Às vezes o adversário deixa uma peça sem proteção. Você pode capturá-la sem perder nada! Mas olhe duas vezes: se a peça estiver protegida, capturá-la pode custar mais do que você ganha.
lesson-hanging-1-instruction = Você joga com as Pretas. Uma peça branca está na mesma fileira da sua dama, e ninguém a protege.
lesson-hanging-1-praise = Cavalo de graça, e ainda com xeque!
lesson-hanging-2-instruction = Você joga com as Pretas. Uma peça branca chegou perto demais dos seus peões. Um peão pode capturá-la?
lesson-hanging-2-praise = Um peão capturou um cavalo. Ótima troca!
lesson-hanging-3-instruction = Você joga com as Pretas. Sua dama olha ao longo de uma diagonal longa. O que está esperando lá no fim?
lesson-hanging-3-praise = Uma torre inteira de graça!
lesson-hanging-4-instruction = Você joga com as Pretas. Procure uma peça branca que não tenha nenhuma proteção.
lesson-hanging-4-praise = Você pegou o bispo. Ninguém podia capturar de volta!
lesson-hanging-5-instruction = Uma peça preta entrou no seu campo. Alguém a protege?
lesson-hanging-5-praise = O bispo sumiu, e não custou nada para você.
lesson-hanging-6-instruction = Uma peça preta está bem ao lado do seu rei. Ela está protegida?
lesson-hanging-6-praise = Seu rei capturou o bispo. Que rei corajoso!
lesson-hanging-7-instruction = Uma peça preta entrou fundo na sua posição. Capture-a antes que ela escape!
lesson-hanging-7-praise = Bispo de graça! Sempre veja se o adversário deixou alguma peça solta.
lesson-hanging-8-instruction = A dama preta desceu até a sua primeira fileira. Ela está protegida?
lesson-hanging-8-praise = Você ganhou a dama sem dar nada em troca!
lesson-hanging-9-instruction = Você joga com as Pretas. Seu cavalo está perto de uma peça branca que ninguém defende.
lesson-hanging-9-praise = O cavalo capturou uma torre no canto!
lesson-hanging-10-instruction = Você joga com as Pretas. Seu cavalo pode capturar alguma coisa. As Brancas têm como capturar de volta?
lesson-hanging-10-praise = Bispo de graça. Bem visto!
lesson-hanging-11-instruction = Você joga com as Pretas. Um cavalo branco pulou para perto do seu rei. Dá para capturá-lo de graça?
lesson-hanging-11-praise = O cavalo sumiu, e as Brancas não podem capturar de volta.
lesson-hanging-12-instruction = Olhe as peças pretas à sua frente. Qual delas não está defendida?
lesson-hanging-12-praise = Um cavalo de graça, e agora a dama também está atacada!
lesson-hanging-13-instruction = Duas peças pretas parecem fáceis de capturar. Uma delas está protegida por um peão. Capture a que está de graça de verdade!
lesson-hanging-13-praise = Isso! A outra era uma armadilha.
lesson-hanging-14-instruction = Você joga com as Pretas. Sua dama pode capturar duas peças brancas. Uma delas está protegida. Qual está de graça?
lesson-hanging-14-praise = Boa escolha! Capturar o cavalo teria custado a sua dama.
lesson-hanging-15-instruction = Capturar o cavalo com a torre custa caro demais: um peão o protege. Mas o cavalo não pode se mover. Ataque-o com uma peça bem pequena!
lesson-hanging-15-praise = Um peãozinho ganhou o cavalo preso!

## trades
lesson-trades-title = Boas trocas
lesson-trades-intro = Um peão vale 1, um cavalo ou um bispo 3, uma torre 5 e a dama 9. Antes de capturar, conte quem ataca a peça e quem a protege. Só capture quando ganhar mais do que entrega de volta!
lesson-trades-1-instruction = A sua torre e o seu cavalo podem capturar uma peça preta cada um. Conte quem protege cada peça antes de capturar!
lesson-trades-1-praise = Isso! O bispo não tinha proteção. Capturar o cavalo com a torre seria dar 5 por 3.
lesson-trades-2-instruction = Um peão protege a torre preta em d5. A sua dama e o seu bispo podem capturá-la. Qual troca ganha?
lesson-trades-2-praise = Um bispo (3) por uma torre (5): você fica com 2 a mais! Com a dama, você daria 9 por 5.
lesson-trades-3-instruction = Você joga com as Pretas. Um peão protege o cavalo branco em d5. Capture-o com a sua peça de menor valor!
lesson-trades-3-praise = Um peão (1) por um cavalo (3). Capture com a menor peça que puder!
lesson-trades-4-instruction = Você joga com as Pretas. Um peão protege a torre branca em d3. A sua dama e o seu cavalo podem capturá-la. Conte primeiro!
lesson-trades-4-praise = Um cavalo (3) por uma torre (5): bom negócio. A dama teria custado 9.
lesson-trades-5-instruction = Você joga com as Pretas. A sua torre pode capturar o peão em d4, mas conte quem o protege! Se a captura não compensar, leve o seu rei em direção ao centro.
lesson-trades-5-praise = Boa conta! O seu rei está a caminho do centro.
lesson-trades-5-off-tip = Capturar em d4 entrega a sua torre (5) por um peão (1): o peão de c3 e a torre o protegem. Leve o seu rei para f6 ou f8.
lesson-trades-6-instruction = Você joga com as Pretas. A torre branca em e4 ataca a sua dama, e duas peças brancas a protegem. Qual das suas peças deve capturá-la?
lesson-trades-6-praise = Um bispo (3) por uma torre (5), e a sua dama também fica a salvo!
lesson-trades-7-instruction = Um peão protege o cavalo preto em e5. Encontre a captura que ganha o cavalo!
lesson-trades-7-praise = Um peão (1) por um cavalo (3). Capturando com a dama, você perderia a dama.
lesson-trades-8-instruction = Duas capturas parecem tentadoras aqui. Conte primeiro quem protege cada peça! Se elas não compensarem, coloque um cavalo em jogo ou proteja o seu peão de e4.
lesson-trades-8-praise = Bem contado! Um bom lance em vez de uma troca ruim.
lesson-trades-8-off-tip = Dxf6 dá 9 por 3 (um peão captura de volta) e Bxf7+ dá 3 por 1 (o rei captura). Jogue d3, Cc3 ou Ce2.
lesson-trades-9-instruction = A sua dama pode pegar um peão em a6 ou em d6, e o seu cavalo pode capturar a torre em c6. Conte quanto custa cada captura!
lesson-trades-9-praise = Um cavalo (3) por uma torre (5). Os dois peões estavam protegidos: a dama estaria perdida!
lesson-trades-10-instruction = A sua torre, o seu bispo e o seu rei podem capturar alguma coisa. Qual peça preta não tem proteção nenhuma?
lesson-trades-10-praise = O seu rei capturou o cavalo. O rei também pode capturar, quando nada protege a peça!
lesson-trades-11-instruction = Você joga com as Pretas. O bispo branco ataca a sua dama. Você pode capturá-lo? E o cavalo em c3?
lesson-trades-11-praise = O bispo não tinha proteção. Capturar o cavalo com a torre seria dar 5 por 3.
lesson-trades-12-instruction = Você joga com as Pretas. O bispo em e4 é atacado duas vezes, pela sua dama e pelo seu cavalo, e protegido uma vez. Comece com a peça certa!
lesson-trades-12-praise = Comece pela menor peça! Se a torre capturar o seu cavalo, a sua dama captura a torre.
lesson-trades-13-instruction = Você joga com as Pretas. A sua dama e o seu bispo podem pegar peões, mas conte quem os protege! Se não compensar, coloque em jogo o bispo que ainda está em casa, em c8.
lesson-trades-13-praise = Bem jogado! Nada de pegar peões, e mais uma peça em jogo.
lesson-trades-13-off-tip = Uma torre protege b2, duas peças protegem d4, e o rei e o cavalo protegem h2: cada captura perde. Leve o seu bispo de c8 para uma casa segura.
lesson-trades-14-instruction = O peão em e5 parece fácil de capturar. Conte primeiro quem o protege! Se a captura não compensar, leve o seu rei em direção ao centro.
lesson-trades-14-praise = Boa conta! Quando restam poucas peças, o rei é uma peça forte.
lesson-trades-14-off-tip = Capturar em e5 entrega o seu cavalo (3) por um peão (1): o bispo e o rei o protegem. Jogue Rf1 para levar o seu rei ao centro.

## skewer
lesson-skewer-title = O espeto
lesson-skewer-intro = Um espeto é um ataque em linha contra uma peça grande que tem outra peça atrás dela. A peça grande precisa sair do caminho, e aí você captura a peça de trás!
lesson-skewer-1-instruction = Sua torre pode dar xeque ao longo de uma fileira. O que está atrás do rei preto nessa fileira?
lesson-skewer-1-praise = O rei saiu do caminho, e a torre de trás ficou para você!
lesson-skewer-2-instruction = Dê xeque no rei com o seu bispo, por uma diagonal que também passa por uma torre preta.
lesson-skewer-2-praise = Um espeto de bispo! Primeiro o rei, depois a torre.
lesson-skewer-3-instruction = Você joga com as Pretas. Dê xeque na primeira fileira. Veja o que está atrás do rei branco.
lesson-skewer-3-praise = Xeque, e a torre atrás do rei caiu!
lesson-skewer-4-instruction = Você joga com as Pretas. O rei branco e uma torre branca estão na mesma fileira. Dê xeque no rei!
lesson-skewer-4-praise = O rei teve que se mover, e a torre ficou sozinha.
lesson-skewer-5-instruction = Seu bispo pode dar xeque no rei de uma casa onde a dama se esconde bem atrás dele.
lesson-skewer-5-praise = O rei se moveu, e você capturou a dama!
lesson-skewer-6-instruction = Você joga com as Pretas. O rei branco e uma torre estão na primeira fileira. Use uma torre para dar xeque no rei ali!
lesson-skewer-6-praise = Um espeto de torre! O rei fugiu, e você capturou a torre.
lesson-skewer-7-instruction = Duas peças pretas estão na mesma coluna, uma atrás da outra. Ataque a da frente com a sua torre!
lesson-skewer-7-praise = A peça da frente fugiu, e a de trás ficou para você.
lesson-skewer-8-instruction = Você joga com as Pretas. A dama branca está na frente de um bispo, na mesma coluna. Ataque a dama com uma torre!
lesson-skewer-8-praise = A dama teve que fugir, e você ganhou uma peça!
lesson-skewer-9-instruction = Você joga com as Pretas. Um bispo branco e um cavalo branco estão na mesma coluna. Ataque-os com a sua torre!
lesson-skewer-9-praise = O bispo saiu, e o cavalo de trás se perdeu.
lesson-skewer-10-instruction = Você joga com as Pretas. Coloque sua torre numa coluna onde ela ataque um bispo que tem um cavalo atrás.
lesson-skewer-10-praise = Espetado! Não deu para salvar o cavalo.
lesson-skewer-11-instruction = A dama preta e um bispo estão na mesma diagonal. Ataque a dama com o seu bispo!
lesson-skewer-11-praise = A dama fugiu, e o bispo atrás dela ficou para você.

## mate-patterns
lesson-mate-patterns-title = Padrões de mate
lesson-mate-patterns-intro = Alguns xeque-mates aparecem de novo e de novo. Aprenda esses padrões e você vai encontrá-los nas suas próprias partidas!
lesson-mate-patterns-1-instruction = O rei preto não tem para onde fugir: os próprios peões estão no caminho. Use a sua torre!
lesson-mate-patterns-1-praise = Mate na última fileira!
lesson-mate-patterns-2-instruction = Você joga com as Pretas. O rei branco também está preso atrás dos seus peões. Xeque-mate!
lesson-mate-patterns-2-praise = A última fileira funciona para as Pretas também!
lesson-mate-patterns-3-instruction = Coloque a sua dama bem na frente do rei preto, numa casa onde o seu rei a protege.
lesson-mate-patterns-3-praise = Dama e rei, uma dupla perfeita!
lesson-mate-patterns-4-instruction = Uma torre já controla uma coluna inteira. A outra torre pode dar xeque na beirada.
lesson-mate-patterns-4-praise = A escadinha de duas torres!
lesson-mate-patterns-5-instruction = Você joga com as Pretas. O rei branco está cercado pela própria torre e pelos próprios peões. Qual peça pode pular lá dentro?
lesson-mate-patterns-5-praise = Mate sufocado com o cavalo!
lesson-mate-patterns-6-instruction = As Pretas esqueceram de proteger o peão fraco ao lado do rei. A dama e o bispo atacam esse peão juntos.
lesson-mate-patterns-6-praise = Mate do pastor!
lesson-mate-patterns-7-instruction = Você joga com as Pretas. A sua dama e o seu bispo miram o mesmo peão branco. Mesmo que a dama esteja atacada, procure primeiro os xeques!
lesson-mate-patterns-7-praise = Mate do pastor ao contrário!
lesson-mate-patterns-8-instruction = Você joga com as Pretas. As Brancas querem capturar em f7 com a dama e dar xeque-mate! Impeça isso.
lesson-mate-patterns-8-praise = Boa defesa: nada de mate rápido hoje!
lesson-mate-patterns-9-instruction = Mate em dois. A sua dama pode dar xeque mesmo que seja capturada, porque a sua torre está logo atrás dela.
lesson-mate-patterns-9-praise = Uma dama corajosa e um mate na última fileira!
lesson-mate-patterns-10-instruction = Mate em dois. Suba a escadinha: uma torre dá xeque, a outra termina na última fileira.
lesson-mate-patterns-10-praise = Degrau por degrau, subindo a escadinha!
lesson-mate-patterns-11-instruction = Mate em dois. Primeiro aproxime o seu rei para ajudar a dama. Cuidado para não afogar o rei!
lesson-mate-patterns-11-praise = Rei e dama trabalharam juntos!
lesson-mate-patterns-12-instruction = Mate em dois. Entregue a sua dama com xeque, para que o rei preto fique cercado pelas próprias peças. Aí o cavalo pula!
lesson-mate-patterns-12-praise = O famoso mate sufocado!

## discovered-attack
lesson-discovered-attack-title = O ataque descoberto
lesson-discovered-attack-intro = Num ataque descoberto, uma peça sai do caminho e revela o ataque da torre, do bispo ou da dama que estava atrás dela. Agora duas peças atacam ao mesmo tempo!
lesson-discovered-attack-1-instruction = O seu cavalo está entre a sua torre e a dama preta. Tire o cavalo dali dando xeque!
lesson-discovered-attack-1-praise = Xeque do cavalo, e a torre capturou a dama!
lesson-discovered-attack-2-instruction = A sua torre mira a dama preta, mas o seu cavalo está no caminho. Pule para fora dando xeque!
lesson-discovered-attack-2-praise = O cavalo deu xeque e a torre ganhou a dama!
lesson-discovered-attack-3-instruction = O seu bispo bloqueia a linha entre a sua dama e uma torre preta. Mova o bispo dando xeque!
lesson-discovered-attack-3-praise = Xeque de bispo, e a torre ficou para você!
lesson-discovered-attack-4-instruction = Você joga com as Pretas. Um único passo de peão ataca uma peça grande e abre uma linha para a sua dama.
lesson-discovered-attack-4-praise = Dois ataques com um só lance de peão!
lesson-discovered-attack-5-instruction = O seu cavalo em e5 está entre o seu bispo e o bispo preto em d6. Tire-o dali e ataque a dama ao mesmo tempo!
lesson-discovered-attack-5-praise = A dama teve que fugir, e o seu bispo capturou o bispo!
lesson-discovered-attack-6-instruction = Um cavalo está entre o seu bispo e a dama preta. Leve-o para uma casa segura!
lesson-discovered-attack-6-praise = O bispo estava escondido atrás do cavalo. Muito bem!
lesson-discovered-attack-7-instruction = O seu cavalo bloqueia a coluna entre a sua torre e a dama preta. Encontre uma boa casa para ele!
lesson-discovered-attack-7-praise = A torre atrás do cavalo pegou a dama!
lesson-discovered-attack-8-instruction = Você joga com as Pretas. Avance um peão: ele ataca um bispo, e a sua dama ganha um novo alvo na fileira dela.
lesson-discovered-attack-8-praise = O passo do peão abriu a linha da sua dama!
lesson-discovered-attack-9-instruction = Você joga com as Pretas. Capture uma peça com o peão que está na frente da sua torre. O que a torre ataca depois?
lesson-discovered-attack-9-praise = Você capturou o cavalo, e a dama branca está sob ataque!
lesson-discovered-attack-10-instruction = Você joga com as Pretas. A sua torre está entre o seu bispo e a dama branca. Tire a torre dali dando xeque!
lesson-discovered-attack-10-praise = Xeque de torre, e o bispo capturou a dama!

## queen-mate
lesson-queen-mate-title = Mate com a dama
lesson-queen-mate-intro = Um rei e uma dama sempre conseguem dar xeque-mate num rei sozinho. A dama empurra o rei para a beirada, o seu rei vem ajudar, e você nunca deixa o outro rei sem nenhum lance!
lesson-queen-mate-1-instruction = Os reis estão frente a frente, então o rei preto não pode avançar. Dê xeque com a dama pela beirada: xeque-mate!
lesson-queen-mate-1-praise = Xeque-mate na beirada!
lesson-queen-mate-2-instruction = Coloque a sua dama bem ao lado do rei preto, numa casa protegida pelo seu rei. Cuidado: um dos lances da dama é afogamento!
lesson-queen-mate-2-praise = O rei não pode capturar uma dama protegida pelo seu rei!
lesson-queen-mate-3-instruction = A sua dama prende o rei na última fileira. Primeiro aproxime o seu rei, depois dê xeque-mate. Não tire as últimas casas do rei preto cedo demais!
lesson-queen-mate-3-praise = Rei e dama trabalhando juntos!
lesson-queen-mate-4-instruction = Veja: o rei preto não tem nenhum lance! Se você mover o seu rei agora, é afogamento. Primeiro dê uma casa para ele, depois dê mate.
lesson-queen-mate-4-praise = Você deu espaço, e depois pegou o rei!
lesson-queen-mate-5-instruction = Faça uma caixa: coloque a sua dama a um pulo de cavalo do rei. Cada vez que o rei se mover, diminua a caixa. Depois traga o seu rei e dê mate.
lesson-queen-mate-5-praise = A caixa foi ficando cada vez menor: xeque-mate!
lesson-queen-mate-6-instruction = Um mate inteiro, desde o meio do tabuleiro! Diminua a caixa com a dama, suba com o seu rei e nunca deixe o rei preto sem nenhum lance.
lesson-queen-mate-6-praise = Agora você sabe dar mate com a dama de qualquer lugar!
lesson-queen-mate-7-instruction = Você joga com as Pretas. Agora a dama é sua! Empurre o rei branco para a beirada, traga o seu rei e dê xeque-mate.
lesson-queen-mate-7-praise = Xeque-mate com a dama preta!

## rook-mate
lesson-rook-mate-title = Mate com a torre
lesson-rook-mate-intro = Um rei e uma torre também conseguem dar xeque-mate num rei sozinho. A torre prende o rei, o seu rei chega para ficar frente a frente com ele, e a torre dá xeque na beirada.
lesson-rook-mate-1-instruction = Os reis estão frente a frente, então o rei preto não pode avançar. Dê xeque pela última fileira: xeque-mate!
lesson-rook-mate-1-praise = Esse é o xeque-mate da torre!
lesson-rook-mate-2-instruction = O mesmo truque, na lateral do tabuleiro. Os reis estão frente a frente: dê xeque na beirada!
lesson-rook-mate-2-praise = Xeque-mate na lateral!
lesson-rook-mate-3-instruction = Feche a porta de um lado com a sua torre. Aí o rei preto tem que ficar na frente do seu, e você dá xeque!
lesson-rook-mate-3-praise = Você fechou a porta e depois deu xeque-mate!
lesson-rook-mate-4-instruction = A sua torre prende o rei na última fileira. Às vezes o melhor lance é esperar: deslize a torre pela fileira dela e deixe o rei se mover.
lesson-rook-mate-4-praise = Esperar foi o lance mais esperto!
lesson-rook-mate-5-instruction = A torre tranca o rei na última fileira. Leve o seu rei até lá em cima, frente a frente com ele, e então dê xeque. Mantenha a sua torre longe do rei preto!
lesson-rook-mate-5-praise = Uma longa caminhada, e um xeque-mate perfeito!
lesson-rook-mate-6-instruction = Um mate inteiro, desde o meio do tabuleiro! Corte o caminho do rei com a sua torre, traga o seu rei, dê xeque quando os reis estiverem frente a frente e espere quando não estiverem.
lesson-rook-mate-6-praise = Agora você sabe dar mate com a torre de qualquer lugar!
lesson-rook-mate-7-instruction = Você joga com as Pretas. Agora a torre é sua! Corte o caminho do rei branco, diminua a caixa dele, traga o seu rei e dê xeque-mate.
lesson-rook-mate-7-praise = Xeque-mate com a torre preta!

## pawn-endgame
lesson-pawn-endgame-title = Rei e peão
lesson-pawn-endgame-intro = Rei e peão contra rei: será que o peão vira dama? Dois segredos contam a resposta: o quadrado do peão e a oposição dos reis.
lesson-pawn-endgame-1-instruction = Desenhe um quadrado do seu peão até a última fileira. Se o rei preto não conseguir entrar nele, ninguém pega o peão. Então corra, agora mesmo!
lesson-pawn-endgame-1-praise = Rápido demais para ser pego: uma dama nova!
lesson-pawn-endgame-2-instruction = Você joga com as Pretas. Desenhe o quadrado do peão branco até a última fileira dele. Entre no quadrado com o seu rei, e você vai pegar o peão!
lesson-pawn-endgame-2-praise = Dentro do quadrado, o rei pega o peão!
lesson-pawn-endgame-3-instruction = Você joga com as Pretas. O rei branco está dentro do quadrado do seu peão? Não! Não perca nenhum lance: corra com o peão e faça uma dama.
lesson-pawn-endgame-3-praise = O rei branco chegou um passo atrasado!
lesson-pawn-endgame-4-instruction = O peão preto corre tabuleiro abaixo. Entre no quadrado dele com o seu rei, e você vai pegá-lo a tempo!
lesson-pawn-endgame-4-praise = Pego! O quadrado nunca mente.
lesson-pawn-endgame-5-instruction = As três casas duas fileiras à frente do seu peão são mágicas: se o seu rei estiver numa delas, o peão vira dama. Pise numa delas!
lesson-pawn-endgame-5-praise = Da casa mágica, o seu rei leva o peão até a promoção!
lesson-pawn-endgame-6-instruction = Oposição: os reis ficam frente a frente com uma casa entre eles, e a vez é do outro rei. Aí ele tem que sair do caminho. Tome a oposição!
lesson-pawn-endgame-6-praise = O rei preto teve que sair do caminho, e o seu peão passou!
lesson-pawn-endgame-7-instruction = Você joga com as Pretas. Fique frente a frente com o rei branco, com uma casa entre os reis: tome a oposição! Assim ele não consegue ficar na frente do peão dele.
lesson-pawn-endgame-7-praise = Você não deixou o rei branco passar: empate!
lesson-pawn-endgame-8-instruction = O seu rei vai primeiro, e o peão vem atrás. Tome a oposição e depois contorne o rei preto. Não avance o peão cedo demais!
lesson-pawn-endgame-8-praise = Primeiro o rei, depois o peão: é assim que se faz!
lesson-pawn-endgame-9-instruction = O rei preto quer ficar na frente do peão dele. Impeça isso: fique frente a frente com ele, com uma casa entre os reis. Tome a oposição!
lesson-pawn-endgame-9-praise = O rei preto não conseguiu passar por você: empate!
lesson-pawn-endgame-10-instruction = Você joga com as Pretas. Tome a oposição, vá com o seu rei na frente do peão e só então avance o peão.
lesson-pawn-endgame-10-praise = O seu rei abriu caminho para uma dama nova!
lesson-pawn-endgame-11-instruction = Você joga com as Pretas. Fique bem na frente do peão, frente a frente com o rei branco! Se você for para o lado, o rei branco entra.
lesson-pawn-endgame-11-praise = Bem na frente do peão: ele não passa!
lesson-pawn-endgame-12-instruction = Você joga com as Pretas. Um peão na beirada não ganha se o seu rei chegar ao canto na frente dele. Corra para o canto!
lesson-pawn-endgame-12-praise = Seguro no canto: é empate!
lesson-pawn-endgame-13-instruction = O seu peão ainda está em casa, e ele pode esperar. Primeiro tome a oposição, depois marche com o seu rei até a frente do peão.
lesson-pawn-endgame-13-praise = Uma longa marcha, e uma dama novinha em folha!
