# Gambit'in Türkçe sözcükleri (İngilizce katalogdan; bkz. GLOSSARY.md). Bağımsız değişkenler
# oyunun verdiği değerlerdir ($move, $reason, …); ardlarına hâl eki getirilmez.

## Taraflar ve taşlar

color-white = Beyaz
color-black = Siyah
role-pawn = piyon
role-knight = at
role-bishop = fil
role-rook = kale
role-queen = vezir
role-king = şah
san-king = Ş
san-queen = V
san-rook = K
san-bishop = F
san-knight = A
# The built-in engine's levels, as the player picks them.
level-gentle = Nazik
level-easy = Kolay
level-normal = Normal
level-hard = Zor
level-master = Usta

## Reddedilen hamleler ve istekler

move-not-allowed = Oynanamaz — { $move }: { $reason }
refusal-game-over = Oyun bitti.
refusal-not-your-move = Sıra sende değil.
refusal-take-back-tournament = Turnuva modu: hamleler geri alınamaz.
refusal-nothing-to-take-back = Geri alınacak bir hamlen yok.
# $piece: a piece-on-square or a bare square (piece-on-square below).
piece-on-square = { $square } karesindeki { $color } { $role }
touch-move-move = Dokunulan taş oynanır: dokunduğun taş { $piece }, onu oynamalısın.
touch-move-capture = Dokunulan taş oynanır: dokunduğun taş { $piece }, onu almalısın.
touch-move-capture-with = Dokunulan taş oynanır: dokunduğun taşlar { $piece } ve { $target }; biriyle ötekini almalısın.

## Dersler ve bulmacalar

try-nothing-to-show = Buradan gösterilecek bir şey yok: “Baştan başla” düğmesine bas ve yeniden dene.

## İnceleme

review-by-builtin = yerleşik motor
review-by-depth = { $who }, derinlik { $depth }
review-replaced = { $error }. Bunun yerine yerleşik motor inceliyor.
review-stopped = İnceleme durdu: { $error }.

## Bir hamle neden kurallara aykırı ("Oynanamaz — e2e5:" sonrası)

illegal-game-over = Oyun bitti.
illegal-no-piece = { $square } karesinde senin taşın yok.
illegal-not-your-turn = Sıra { $color } tarafta.
illegal-wrong-way = O taş öyle gitmez.
illegal-path-blocked = Yolu { $square } karesindeki taş kapatıyor.
illegal-own-piece = Kendi taşını alamazsın.
illegal-king-would-be-in-check = Şahına { $square } karesinden şah çekilmiş olur.
illegal-in-check = { $square } karesinden şah çekildi ve bu hamle şahı savuşturmuyor.
illegal-castling-king-moved = Rok yapamazsın: şahın daha önce oynadı.
illegal-castling-rook-moved = O tarafa rok yapamazsın: o kale oynadı.
illegal-castling-in-check = Şah altındayken rok yapamazsın.
illegal-castling-blocked = Rok yapamazsın: şahla kale arasındaki { $square } karesi dolu.
illegal-castling-through-check = Rok yapamazsın: şah, saldırı altındaki { $square } karesinden geçer.
illegal-castling-into-check = Rok yapamazsın: şah, saldırı altındaki { $square } karesine gelir.
illegal-en-passant-expired = Geçerken alma yalnızca piyonun iki kare ilerlemesinden hemen sonra yapılabilir.
illegal-promotion-needed = Son yataya ulaşan piyon terfi etmeli: vezir, kale, fil ya da at seç.
illegal-bad-promotion = Yalnızca son yataya ulaşan bir piyon terfi eder: vezir, kale, fil ya da at olur.
illegal-no-such-piece = { $square } karesine gidebilecek { $role } yok.
illegal-ambiguous = Bu hamleyi birden çok taş yapabilir: hangisi olduğunu belirt (ör. Nbd2).
illegal-bad-notation = '{ $text }' bir hamle değil (Nf3, O-O, e8=Q gibi SAN ya da e2e4 gibi UCI kullan).

## Reddedilen beraberlik talepleri ve teklifleri

claim-threefold = üç kez tekrar
claim-fifty-moves = 50 hamle kuralı
request-not-claimable-threefold = Şu anda üç kez tekrarla beraberlik talep edilemez.
request-not-claimable-fifty-moves = Şu anda 50 hamle kuralıyla beraberlik talep edilemez.
request-no-offer = Kabul edilecek bir beraberlik teklifi yok.

## Oyun nasıl bitti (durum satırı, oyun sonu penceresi)

ending-checkmate = { $winner } mat ederek kazandı
ending-stalemate = Pat: berabere
ending-insufficient-material = Berabere — iki taraf da mat edemez
ending-seventy-five-moves = 75 hamle kuralıyla berabere (taş alınmadan ve piyon oynanmadan her taraf 75 hamle yaptı)
ending-fivefold = Beş kez tekrarla berabere
ending-claimed = Berabere: { $claim } ({ $by } talep etti)
ending-agreement = Anlaşmayla berabere
ending-resignation = { $loser } terk etti
ending-timeout = { $winner } süreden kazandı
ending-timeout-draw = Berabere — { $loser } süreyi aştı ama { $winner } mat edemez

## Oyun sürerken durum satırı

status-your-move = Sıra sende
status-computer-to-move = { $color } (bilgisayar) oynar
status-to-move = { $color } oynar
status-check = Şah! { $who }
status-paused = { $who } (duraklatıldı)

## Bir dersin reddettiği denemenin nedeni (çocuklar için yazıldı)

lesson-rook-way = Kale yalnızca düz gider: ileri, geri ya da yana.
lesson-bishop-way = Fil yalnızca çapraz gider.
lesson-queen-way = Vezir düz ya da çapraz gider, asla L çizmez.
lesson-knight-way = At oraya tek hamlede gidemez: iki kare gidip bir kare yana sıçrar.
lesson-king-way = Şah bir seferde yalnızca bir kare gider.
lesson-pawn-way = Piyon düz ileri gider: bir kare, ilk hamlesinde iki kare de gidebilir.
lesson-pawn-takes-diagonally = Piyon yalnızca taş alırken çapraz gider.
lesson-blocked-own = Yolda senin bir taşın var: { $square } karesindeki { $role }. Yalnızca at üstünden atlayabilir.
lesson-blocked-theirs = Yolda rakibin bir taşı var: { $square } karesindeki { $role }. Yalnızca at üstünden atlayabilir.
lesson-own-piece = Kendi taşını alamazsın.
lesson-leaves-king-in-check = O zaman şahın, { $square } karesindeki { $role } yüzünden şah altında kalır.
lesson-still-in-check = Şahın hâlâ şah altında: { $square } karesindeki { $role } şah çekiyor.
lesson-gives-check = Bu hamle şah çekerdi, ama burada rakip buna karşılık veremez.
lesson-escape-move = Şahını kaçırarak şahtan kurtul.
lesson-escape-block = Araya taş koyarak şahtan kurtul.
lesson-escape-capture = Şah çeken taşı alarak şahtan kurtul.
lesson-not-mate = Bu mat değil.
lesson-no-mate-in-time = Bu hamle { $moves } hamlede mat etmiyor: şah kaçabilir.
lesson-stalemate = Bu pat: oyun berabere biterdi!
castle-king-side = şah kanadına (kısa rok)
castle-queen-side = vezir kanadına (uzun rok)
lesson-castle-now = Şimdi { $side } rok yapabilirsin.
lesson-castle-other-side = O tarafa değil: bu kez { $side } rok yap.
lesson-loses-castling = O şah ya da kale oynarsa, o tarafa bir daha asla rok yapamazsın.
lesson-castle-king-moved = Rok yapamazsın: şahın daha önce oynadı.
lesson-castle-rook-moved = O tarafa rok yapamazsın: o kale daha önce oynadı.
lesson-castle-in-check = Rok yapamazsın: şahın şah altında.
lesson-castle-blocked = Rok yapamazsın: şahla kale arasındaki { $square } karesi boş olmalı.
lesson-castle-through-attack = Rok yapamazsın: şahın saldırı altındaki { $square } karesinden geçer.
lesson-castle-into-check = Rok yapamazsın: şahın { $square } karesinde şah altında kalır.
lesson-en-passant-now = O piyonu geçerken al: senin piyonun çapraz gidip onun arkasına geçer.
lesson-en-passant-too-late = Çok geç: geçerken alma yalnızca piyon iki kare ilerledikten hemen sonra yapılabilir.
lesson-promote-now = Piyonun son yataya ulaşabilir: terfi ettir!
lesson-promote-to = Bu kez { $role } seç: oradan neler yapabildiğine bak.
lesson-wrong-square = Bu { $clicked } karesi. { $asked } karesini bul: önce { $file } dikeyine git, sonra { $rank }. yataya çık.
lesson-click-the-square = Sadece kareye tıkla: bu kez hamle yok.
lesson-not-a-capture = Rakibin taşlarından birini al.
lesson-not-best-capture = Bu alış en çok kazandıran değil.
lesson-not-best-move = Burada daha iyi bir hamle var: ipucunu düşün!
lesson-off-tip = Bu hamle ipucuna uymuyor. Yeniden oku ve başka bir hamle dene!
lesson-king-waits = Piyonunu yerinde tut: şahını oyna ve fırsatını bekle.
lesson-no-check = Bu hamle şah çekmiyor. Şahı tehdit eden bir hamle bul!
lesson-not-the-move = Bu { $move } değil. Hamleyi yeniden oku: hangi taş, hangi kareye?
lesson-wins-nothing = Bu hamle hiçbir şey kazandırmıyor. Hileyi yeniden ara!
lesson-leaves-piece = Bundan sonra { $from } karesindeki taş ({ $taker }) { $on } karesindeki taşını ({ $target }) bedavaya alır.
lesson-still-in-danger = Bundan sonra rakip yine de senden bir şey kazanır.
lesson-bad-trade = Bir { $gave } ({ $gave_value }) verip bir { $got } ({ $got_value }) alıyorsun: almadan önce hesapla!
lesson-throws-away-win = Bundan sonra rakibin şahı piyonunu durdurabilir: oyun ancak berabere biterdi.
lesson-lets-pawn-through = Bundan sonra o piyonu artık kimse durduramaz: vezir olurdu.
lesson-done = Bunu zaten çözdün!

## Bir bulmacanın reddettiği denemenin nedeni

puzzle-weaker = O değil: { $tried } hamlesinden daha güçlü bir hamle var. Yeniden bak.
puzzle-mates = O değil: { $tried } oynarsan { $reply } mat eder.
puzzle-takes = O değil: { $tried } oynarsan { $reply } ile bir { $role } kaybedersin.
puzzle-done = Çözüldü! Sıradaki bulmacaya geç.

## Rengi ve türüyle bir taş (cümle içinde)

piece-white-pawn = beyaz piyon
piece-white-knight = beyaz at
piece-white-bishop = beyaz fil
piece-white-rook = beyaz kale
piece-white-queen = beyaz vezir
piece-white-king = beyaz şah
piece-black-pawn = siyah piyon
piece-black-knight = siyah at
piece-black-bishop = siyah fil
piece-black-rook = siyah kale
piece-black-queen = siyah vezir
piece-black-king = siyah şah

## Kurulan bir pozisyon neden oynanamaz (düzenleyici)

problem-no-king = { $color } tarafın şahı yok
problem-kings = { $color } tarafın { $count ->
        [2] iki
        [3] üç
        [4] dört
       *[other] { $count }
    } şahı var
problem-pawn-first-rank = Piyon birinci yatayda duramaz ({ $square } karesindeki { $pawn })
problem-pawn-last-rank = Piyon son yatayda duramaz ({ $square } karesindeki { $pawn })
problem-pawns = { $color } tarafın { $count } piyonu var; bir tarafın en çok 8 piyonu olabilir
problem-pieces = { $color } tarafın { $count } taşı var; bir tarafın en çok 16 taşı olabilir
problem-promotions = { $color } tarafta, eksik piyonlarının terfiyle olabileceğinden fazla vezir, kale, fil ya da at var
problem-castling-king-side = Şah kanadına rok için şah { $king }, kale { $rook } karesinde olmalı
problem-castling-queen-side = Vezir kanadına rok için şah { $king }, kale { $rook } karesinde olmalı
problem-en-passant = { $square } karesinde geçerken alma için az önce iki kare ilerlemiş bir piyon olamaz
problem-opposite-check = Sırası olmayan taraf şah altında ({ $color } tarafın şahı, sıra { $other } tarafta)
problem-checked-by-many = { $color } tarafın şahına aynı anda { $count } taş şah çekiyor; bir hamle en çok çifte şah verebilir
problem-impossible-check = { $color } tarafın şahına, hiçbir tek hamlenin veremeyeceği biçimde şah çekilmiş

## Koç: bir ipucu neden iyi, bir hamle neye izin verir, rakip neyi tehdit ediyor

hint-mates = { $move } mat eder.
hint-wins-material = { $move } ile { $square } karesindeki { $role } kazanılır.
hint-promotes = { $move } ile piyon terfi edip { $role } olur.
hint-threatens-mate = { $move }, { $mate } ile mat tehdidi yapar.
hint-saves = { $move } ile { $square } karesinde saldırı altındaki { $role } güvenli yere kaçar.
hint-defends = { $move } ile { $square } karesinde saldırı altındaki { $role } korunur.
hint-threatens = { $move } ile { $square } karesindeki { $role } saldırı altına girer.
hint-castles = { $move } rok yapar, şah güvenli yere geçer.
hint-develops = { $move } ile { $role } oyuna girer.
hint-check = { $move } şah çeker.
hint-trades = { $move } ile { $role } verilip { $square } karesindeki { $target } alınır.
hint-improves = { $move } motorun seçimi: pozisyonu iyileştirir.
warning-mate-in-one = Bu, bir hamlede mata izin verir: { $mate }
warning-en-prise = { $square } karesindeki { $role }, { $from } karesindeki { $attacker } tarafından alınabilir
threat-mate = { $color }, { $mate } ile mat tehdidi yapıyor
threat-capture = { $color } tehdidi: { $square } karesindeki { $role } alınabilir

## Bulmaca temaları

theme-mate-in-1 = Bir hamlede mat
theme-mate-in-2 = İki hamlede mat
theme-mate-in-3 = Üç hamlede mat
theme-mate = Matı bul
theme-hanging-piece = Korumasız kalan taşı al
theme-fork = Çatal: iki taşa birden saldır
theme-pin = Açmaz: taş oynarsa daha fazlası kaybedilir
theme-skewer = Şiş: öndeki taşa saldır, arkadakini kazan
theme-discovered-attack = Açarak saldırı: bir taşı oyna, başka biriyle saldır
theme-back-rank = Arka yatayda mat
theme-best-move = En iyi hamleyi bul

## Tahtanın haber satırı (ekran okuyucular da okur)

# $piece: piece-… (colour and piece), $from and $to: squares.
news-last-move = Son hamle: { $piece } { $from }–{ $to }.
news-last-move-bare = Son hamle: { $from }–{ $to }.
news-check = { $color } tarafın şahı şah altında.
news-checkmate = { $color } tarafın şahı mat oldu.
# What the keyboard's cursor stands on.
news-square-empty = { $square }: boş
news-square-piece = { $square }: { $piece }
news-square-picked = { $square }: { $piece }, eline aldın
news-square-take = { $square }: { $piece }, bu taşı alabilirsin
news-square-move = { $square }: boş, buraya gidebilirsin

## Oyuncunun dosyalarıyla ilgili bildirimler (açılışta); $error, $reason: sistemin kendi sözleri

notice-another-copy = Aynı kayıt klasörüyle çalışan başka bir Gambit var: yıldızların ve bulmaca çalışman gösteriliyor, ama burada yaptığın hiçbir şey kaydedilmiyor (öbür Gambit'teki oyuna dokunulmuyor).
notice-cannot-save = Gambit buraya kaydedemiyor ({ $error }): bu oyun, ders yıldızları ve bulmaca sonuçları kaydedilmeyecek.
notice-game-kept = Bitmemiş oyunun saklandı: “Oyunlar…” içinde, son oyunlar arasında.
notice-game-not-kept = Bitmemiş oyunun son oyunlar arasına konamadı ({ $error }), bu yüzden yeni bir oyun yerine burada sürüyor.
notice-last-game-not-filed = Önceki oyunun son oyunlar arasına konamadı ({ $error }); { $path } içinde kalıyor ve bu sefer hiçbir şey kaydedilmeyecek (bu oyun, ders yıldızları, bulmaca sonuçları).
notice-saved-game-unreadable = Kayıtlı oyunun okunamadı ({ $reason }); { $path } olarak saklandı ve yeni bir oyun başladı.
notice-settings-unreadable = Ayarlar dosyası okunamadı ({ $reason }); varsayılan ayarlar kullanılıyor ve eski dosya { $path } olarak saklandı.
notice-stars-damaged = Ders yıldızların okunamadı: { $error }. Yıldızlar sıfırdan başlıyor.
notice-stars-damaged-kept = Ders yıldızların okunamadı: { $error } ({ $path } olarak saklandı). Yıldızlar sıfırdan başlıyor.
notice-training-damaged = Bulmaca çalışman okunamadı: { $error }. Çalışma en baştan başlıyor.
notice-training-damaged-kept = Bulmaca çalışman okunamadı: { $error } ({ $path } olarak saklandı). Çalışma en baştan başlıyor.
notice-stars-unreadable = Ders yıldızların okunamadı ({ $error }); şimdi yaptıkların kaydedilmeyecek.
notice-training-unreadable = Bulmaca çalışman okunamadı ({ $error }); şimdi yaptıkların kaydedilmeyecek.
notice-record-damaged = Oyun geçmişin okunamadı: { $error }. Geçmiş sıfırdan başlıyor.
notice-record-damaged-kept = Oyun geçmişin okunamadı: { $error } ({ $path } olarak saklandı). Geçmiş sıfırdan başlıyor.
notice-record-unreadable = Oyun geçmişin okunamadı ({ $error }); şimdi yaptıkların kaydedilmeyecek.
notice-puzzles-left-out = { $count ->
        [one] Bulmacalarından { $count } tanesi okunamadı ve dışarıda bırakıldı.
       *[other] Bulmacalarından { $count } tanesi okunamadı ve dışarıda bırakıldı.
    }
notice-training-repaired = Bulmaca çalışmandaki bazı değerler bozulmuştu (belki bilgisayarın saati geri alındı); bunlar düzeltildi ve gerisi korundu.

## Kaydedilemeyenler (hud-cannot-save içinde: “Gambit kaydedemedi: …”)

unsaved-finished-game = bitmiş bir oyun
unsaved-game = oyun
unsaved-stars = ders yıldızların
unsaved-training = bulmaca çalışman
unsaved-record = oyun geçmişin
unsaved-settings = ayarlar
unsaved-no-thread = hiçbir şey – yazmak için iş parçacığı yok

## Oyuncunun istediği bir dosya (PGN olarak kaydet, açıklamalı inceleme)
# $path: the file; $reason: the system's reason.
export-saved = Kaydedildi: { $path }.
export-failed = { $path } konumuna kaydedilemedi: { $reason }.

## Kullanılamayan bir görünüm (oyun yerleşik görünümle sürer)
# $reason: the file's or the system's reason; $name: the theme's or style's name.
look-themes-none = Hiç tahta teması bulunamadı: { $reason }. Yerleşik görünüm kullanılıyor.
look-styles-none = Hiç taş stili bulunamadı: { $reason }. Yerleşik görünüm kullanılıyor.
look-theme-unusable = “{ $name }” tahta teması kullanılamıyor: { $reason }. Bunun yerine yerleşik ahşap tahta gösteriliyor.
look-theme-missing = “{ $name }” adında bir tahta teması yok. Bunun yerine yerleşik ahşap tahta gösteriliyor.
look-style-unusable = “{ $name }” taş stili kullanılamıyor: { $reason }. Bunun yerine yerleşik Staunton taşları gösteriliyor.
look-style-missing = “{ $name }” adında bir taş stili yok. Bunun yerine yerleşik Staunton taşları gösteriliyor.
look-shader-unreadable = assets/shaders/fast_material.wgsl gölgelendiricisi okunamıyor; yerleşik kopya kullanılıyor.
look-shader-not-wgsl = assets/shaders/fast_material.wgsl gölgelendiricisi WGSL değil; yerleşik kopya kullanılıyor.
look-shader-unfit = assets/shaders/fast_material.wgsl gölgelendiricisi oyunun materyaline uymuyor; yerleşik kopya kullanılıyor.
look-shader-broken = assets/shaders/fast_material.wgsl gölgelendiricisi derlenemiyor; yerleşik kopya kullanılıyor.

## Sorun çıkaran bir dış motor (sonunda nokta olmayan cümleler; noktayı çağıran ekler)
# $path: the program; $reason, $why, $status, $said: the system's or the engine's own words.
engine-start = { $path } konumundaki motor başlatılamadı: { $reason }
engine-not-uci = { $path } konumundaki motor bir UCI motoru değil ({ $why })
engine-exited = { $path } konumundaki motor beklenmedik biçimde durdu ({ $status })
engine-exited-saying = { $path } konumundaki motor beklenmedik biçimde durdu ({ $status }): { $said }
# $awaited: the UCI word it did not send (uciok, readyok, bestmove); $seconds: a number.
engine-timeout = { $path } konumundaki motor zamanında yanıt vermedi ({ $seconds } sn içinde “{ $awaited }” gelmedi)
engine-illegal-move = { $path } konumundaki motor, { $fen } pozisyonunda kurallara aykırı bir hamle gönderdi: { $move }
engine-no-move = { $path } konumundaki motor, { $fen } pozisyonunda yasal hamleler olduğu hâlde hamle göndermedi
engine-bad-request = { $path } konumundaki motordan hamle istenemedi: { $reason }

## Kullanılamayan bir FEN (yazılan ya da yapıştırılan metin)
fen-empty = FEN değil: boş.
fen-board = FEN değil: taşların yerleşimi (birinci alan) bozuk.
fen-turn = FEN değil: sırası olan taraf (ikinci alan) w ya da b olmalı.
fen-castling = FEN değil: rok alanı - ya da KQkq harflerinden oluşmalı.
fen-en-passant = FEN değil: geçerken alma alanı - ya da e3 gibi bir kare olmalı.
fen-halfmove-clock = FEN değil: yarım hamle sayacı bir sayı olmalı.
fen-fullmoves = FEN değil: hamle numarası pozitif bir sayı olmalı.
fen-fields = FEN değil: altı alan gerekli, örneğin rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.
# $problems: the position's problems (problem-… messages), joined by "; ".
fen-illegal = Kurallara uygun bir satranç pozisyonu değil: { $problems }.

## Bir PGN dosyasında erken biten bir oyun (games-cannot-open ve games-stopped-early içinde)
# $error: a fen-… message.
pgn-bad-fen = FEN etiketi kullanılamıyor. { $error }
# $ply: the half-move, from 1; $move: as written in the file; $reason: an illegal-… message.
pgn-bad-move = { $ply }. yarım hamle ({ $move }): { $reason }
# $at: the text there; $damage: one of the messages below.
pgn-damaged = Oyunun metni { $ply }. yarım hamlede bozuk ({ $at }): { $damage }.
pgn-unclosed-comment = açılan bir yorum {"{"} hiç kapatılmamış
pgn-unclosed-variation = açılan bir varyant ( hiç kapatılmamış
pgn-unclosed-tag = açılan bir etiket [ hiç kapatılmamış
pgn-too-long = oyun { $bytes } bayttan uzun; geri kalanı atlandı
pgn-not-pgn = bu PGN değil: hiç etiket ya da hamle okunamadı
# $reason: the PGN reader's own words.
pgn-unreadable = okunamayan PGN: { $reason }

## Düzenleyicinin kurulan pozisyon için değerlendirmesi
# $color: color-white or color-black.
eval-checkmate = Mat: { $color } kazanır.
eval-stalemate = Pat: berabere.
# $evaluation: one of the four below or eval-mates; $line: the best moves ("30... h6 31. Ra8+").
eval-line = { $evaluation }. En iyi devam (derinlik { $depth }): { $line }
eval-mates = { $color } { $moves } hamlede mat eder
# $value: the evaluation in pawns from White's view ("+0.35").
eval-equal = { $value }: aşağı yukarı eşit
eval-slightly-better = { $value }: { $color } biraz daha iyi
eval-better = { $value }: { $color } daha iyi
eval-winning = { $value }: { $color } kazanıyor
eval-no-thread = Motor başlatılamadı: { $reason }

## Oyuncunun kendi oyunlarından çıkan bir bulmacanın kaynağı (puzzles-you-played içinde)
# $opponent: a level (level-…) or an engine's name; $date: the date message; $move: a number.
source-against-level = { $opponent } seviyesine karşı oyunun ({ $date }), { $move }. hamle
source-against-engine = { $opponent } motoruna karşı oyunun ({ $date }), { $move }. hamle
source-own = Oyunun ({ $date }), { $move }. hamle
# $month: one of the month-… messages.
date = { $day } { $month } { $year }
month-jan = Oca
month-feb = Şub
month-mar = Mar
month-apr = Nis
month-may = May
month-jun = Haz
month-jul = Tem
month-aug = Ağu
month-sep = Eyl
month-oct = Eki
month-nov = Kas
month-dec = Ara

## Oyunla gelen görünümlerin adları (oyuncunun kendi teması ya da stili, dosyasındaki adla görünür)
theme-name-wood = Ahşap
theme-name-blue = Mavi
theme-name-green = Yeşil
theme-name-high-contrast = Yüksek karşıtlık
style-name-staunton = Staunton taşları
style-name-diagram = Diyagram

## --headless --lesson / --headless --puzzle
protocol-not-text-square = Bu satır metin değil: e4 gibi bir kare adı yaz.
protocol-not-text-move = Bu satır metin değil: e2e4 gibi bir hamle yaz.
protocol-too-long-square = Bu satır çok uzun ({ $bytes } bayttan fazla): e4 gibi bir kare adı yaz.
protocol-too-long-move = Bu satır çok uzun ({ $bytes } bayttan fazla): e2e4 gibi bir hamle yaz.
protocol-not-a-square = '{ $text }' e4 gibi bir kare adı değil.
protocol-not-a-move = '{ $text }' bir hamle değil: e2e4 gibi yaz.
