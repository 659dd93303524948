# Lessons (tr): titles, intros, instructions, praise and tips. English: engine/data/lessons/*.toml.

## board
lesson-board-title = Tahta
lesson-board-intro = Satranç tahtasında 64 kare var ve her karenin bir adı var. Hadi bu adları öğrenelim!
lesson-board-1-instruction = Sütunlara dikey denir; soldan sağa a'dan h'ye kadar harfleri vardır. Sıralara yatay denir; aşağıdan yukarıya 1'den 8'e kadar numaraları vardır. Bir karenin adı önce harfi, sonra numarasıdır. e4 karesine tıkla!
lesson-board-1-praise = Evet, bu e4!
lesson-board-2-instruction = Sol alttaki köşe a dikeyinde ve 1. yatayda. a1 karesine tıkla.
lesson-board-2-praise = Harika: beyaz kale oyuna a1 karesinde başlar.
lesson-board-3-instruction = Tahtayı kurarken her oyuncunun sağındaki köşe karesi açık renkli olmalı. Beyaz tarafın sağındaki açık renkli köşeye tıkla!
lesson-board-3-praise = Açık renk sağda: gerçek bir tahtayı kurarken bunu hatırla.
lesson-board-4-instruction = Şimdi karşı köşe: h dikeyi, 8. yatay. h8 karesine tıkla.
lesson-board-4-praise = Aferin!
lesson-board-5-instruction = d5 karesini bul: önce d dikeyine git, sonra 5. yataya çık.
lesson-board-5-praise = Mükemmel!
lesson-board-6-instruction = Beyaz şah hangi karede duruyor? O kareye tıkla.
lesson-board-6-praise = Doğru: beyaz şah oyuna e1 karesinde başlar.
lesson-board-7-instruction = Peki siyah şah? Onun karesine tıkla.
lesson-board-7-praise = Doğru: siyah şah oyuna e8 karesinde, beyaz şahın tam karşısında başlar.

## rook
lesson-rook-title = Kale
lesson-rook-intro = Kale düz gider: ileri, geri ya da yana, istediği kadar kare.
lesson-rook-1-instruction = Kale ileri, geri ya da yana istediği kadar kare gider. Onu yıldıza götür!
lesson-rook-1-praise = Harika, başardın!
lesson-rook-2-instruction = İki yıldızı da topla. Kale tek hamlede köşe dönemez: yıldızları birer birer al.
lesson-rook-2-praise = İki hamlede iki yıldız!
lesson-rook-3-instruction = Üç yıldızı da olabildiğince az hamleyle topla.
lesson-rook-3-praise = Güzel bir yol!
lesson-rook-4-instruction = Kalenin yolunda kendi piyonların var: kale taşların üstünden atlayamaz. Dolaşarak gitmenin bir yolunu bul!
lesson-rook-4-praise = Dolaşarak gitmenin yolunu buldun!

## bishop
lesson-bishop-title = Fil
lesson-bishop-intro = Fil çapraz gider, istediği kadar kare. Oyun boyunca hep aynı renkteki karelerde kalır.
lesson-bishop-1-instruction = Fil çaprazlar boyunca kayar. Onu yıldıza götür!
lesson-bishop-1-praise = Aferin!
lesson-bishop-2-instruction = İki yıldızı da topla. Çaprazları izle!
lesson-bishop-2-praise = Güzel bir zikzak!
lesson-bishop-3-instruction = Üç yıldız var. Hepsi koyu renkli karelerde, tıpkı filin gibi.
lesson-bishop-3-praise = Fil kendi rengini hiç bırakmaz, sen de bunu çok iyi kullandın!
lesson-bishop-4-instruction = Piyonun, filin g5 karesine giden yolunu kapatıyor. Yine de iki yıldızı da alabilir misin?
lesson-bishop-4-praise = Çok iyi düşündün!

## queen
lesson-queen-title = Vezir
lesson-queen-intro = Vezir en güçlü taştır: hem kale gibi hem de fil gibi gider.
lesson-queen-1-instruction = Vezir düz ve çapraz, istediği kadar kare gider. Yıldızı kap!
lesson-queen-1-praise = Bir vezir için çok kolay!
lesson-queen-2-instruction = İki yıldız: bir çapraz hamle, bir düz hamle.
lesson-queen-2-praise = İki hamle, iki yıldız!
lesson-queen-3-instruction = Üç yıldızı da olabildiğince az hamleyle topla.
lesson-queen-3-praise = İşte vezir budur!
lesson-queen-4-instruction = Vezirin yolunda piyonun var: vezir onun üstünden atlayamaz. Yol aç ya da etrafından dolaş!
lesson-queen-4-praise = Vezir özgür!

## knight
lesson-knight-title = At
lesson-knight-intro = At L çizerek sıçrar: bir yöne iki kare, sonra yana bir kare. Öbür taşların üstünden atlayabilen tek taş odur.
lesson-knight-1-instruction = At L şeklinde sıçrar: iki kare, sonra yana bir kare. Yıldızın üstüne sıçra!
lesson-knight-1-praise = Hop! Aferin.
lesson-knight-2-instruction = Yıldız tek sıçrayış için çok uzakta. Oraya iki sıçrayışta var!
lesson-knight-2-praise = İki sıçrayış, tam yıldızın üstüne!
lesson-knight-3-instruction = Atın kendi piyonlarıyla çevrili. Onların üstünden yalnızca at atlayabilir: yıldıza sıçra!
lesson-knight-3-praise = Atlar her şeyin üstünden atlar!
lesson-knight-4-instruction = Üç yıldızı da topla. Sıçrayışlarını planla!
lesson-knight-4-praise = Bir at gibi düşünüyorsun!

## king
lesson-king-title = Şah
lesson-king-intro = Şah en önemli taştır. Her yöne gidebilir, ama bir seferde yalnızca bir kare.
lesson-king-1-instruction = Şah her yöne bir kare adım atar. Yıldıza adım at!
lesson-king-1-praise = Güzel adım!
lesson-king-2-instruction = Şahı adım adım iki yıldıza da yürüt.
lesson-king-2-praise = Güzel bir yürüyüş!
lesson-king-3-instruction = Şah, rakip bir taşın saldırdığı bir kareye asla giremez. a4 karesindeki file dikkat et!
lesson-king-3-praise = Sapasağlam!
lesson-king-4-instruction = c4 karesindeki kale, bulunduğu yatayın da dikeyin de tamamını kontrol ediyor. Yıldızları onun hattına girmeden topla!
lesson-king-4-praise = Akıllı şah!

## pawn
lesson-pawn-title = Piyon
lesson-pawn-intro = Piyonlar düz ileri gider, her seferinde bir kare. Piyon ilk hamlesinde iki kare de gidebilir.
lesson-pawn-1-instruction = Piyon ilk hamlesinde bir ya da iki kare ileri gidebilir. Yıldıza tek hamlede ulaş!
lesson-pawn-1-praise = Bir seferde iki kare!
lesson-pawn-2-instruction = Piyonlar yalnızca ileri gider. Yıldıza olabildiğince çabuk ulaş.
lesson-pawn-2-praise = İleri marş!
lesson-pawn-3-instruction = İki piyon, iki yıldız.
lesson-pawn-3-praise = İyi oynadın!
lesson-pawn-4-instruction = Piyon tam önündeki taşı alamaz: bir kare çapraz ilerideki taşı alır. Atı al!
lesson-pawn-4-praise = Piyonlar çapraz alır: artık biliyorsun!
lesson-pawn-5-instruction = Piyonun tam önünde bir taş varsa piyon ilerleyemez. Yıldızı hangi piyon alabilir?
lesson-pawn-5-praise = Akıllıca piyon hamleleri!

## capture
lesson-capture-title = Taş almak
lesson-capture-intro = Rakibin bir taşını, onun karesine giderek alırsın. Alınan taş tahtadan çıkar.
lesson-capture-1-instruction = Siyah kaleyi almak için kendi kaleni onun karesine götür!
lesson-capture-1-praise = Aldın!
lesson-capture-2-instruction = İki siyah taşı da al. Şahın da yardım edebilir!
lesson-capture-2-praise = İki taş alındı!
lesson-capture-3-instruction = Piyonlar bir kare çapraz ilerideki taşı alır. İki siyah taşı da piyonlarınla al!
lesson-capture-3-praise = Piyonların gücü!
lesson-capture-4-instruction = Bütün siyah taşları vezirinle, olabildiğince az hamlede al.
lesson-capture-4-praise = Vezir ortalığı temizledi!

## check
lesson-check-title = Şah çekmek
lesson-check-intro = Bir taş şaha saldırırsa buna şah çekmek denir. Şahtan hemen kurtulmalısın: şahını kaçır, araya taş koy ya da şah çeken taşı al.
lesson-check-1-instruction = e8 karesindeki kale şahına şah çekiyor! Şahını güvenli bir kareye kaçırarak şahtan kurtul.
lesson-check-1-praise = Şahın güvende!
lesson-check-2-instruction = Yine şah! Bu kez araya taş koy: kale ile şahının arasına kendi taşlarından birini koy.
lesson-check-2-praise = Şah engellendi!
lesson-check-3-instruction = Kale şah çekiyor! Şah çeken taşı alarak şahtan kurtul.
lesson-check-3-praise = Saldıran taş gitti!
lesson-check-4-instruction = Kale, şahının hemen yanından şah çekiyor ve onu koruyan hiçbir taş yok. Şahın onu alabilir!
lesson-check-4-praise = Şah da taş alabilir!

## mate
lesson-mate-title = Mat
lesson-mate-intro = Mat, kurtuluşu olmayan bir şahtır: şah kaçamaz, araya taş konamaz ve şah çeken taş alınamaz. Mat eden oyunu kazanır!
lesson-mate-1-instruction = Siyah şah kendi piyonlarının arkasında sıkışmış. Onu bir hamlede mat et!
lesson-mate-1-praise = Arka yatayda mat!
lesson-mate-2-instruction = Şahın, siyah şahın kaçabileceği kareleri elinden alıyor. Şimdi vezirle mat et!
lesson-mate-2-praise = Vezir ve şah birlikte: mat!
lesson-mate-3-instruction = Kalelerden biri bir yatayı tutuyor; öteki son yatayda şah çekebilir. Mat et!
lesson-mate-3-praise = İki kale merdiven kurdu!
lesson-mate-4-instruction = Siyah şah kendi taşlarıyla çevrili. Atla mat etmenin yolunu bul!
lesson-mate-4-praise = Boğmaca mat: şahın nefes alacak yeri bile yoktu!
lesson-mate-5-instruction = Hem vezirin hem filin f7 karesini hedef alıyor. Mat et!
lesson-mate-5-praise = İşte meşhur Çoban matı!
lesson-mate-6-instruction = Siyah taşlarla oynuyorsun. Beyaz iki zayıf piyon hamlesi yaptı. Bir hamlede mat et!
lesson-mate-6-praise = Aptal matı: olabilecek en hızlı mat!
lesson-mate-7-instruction = İki hamlede mat. Önce şahını yaklaştır, sonra şah çek!
lesson-mate-7-praise = Önceden planladığın bir mat!

## castling
lesson-castling-title = Rok
lesson-castling-intro = Rok, şahla bir kalenin birlikte yaptığı özel bir hamledir: şah kaleye doğru iki kare gider, kale de şahın üstünden atlayıp öbür yanına geçer.
lesson-castling-1-instruction = Şah kanadına rok yap: şahını h1 karesindeki kaleye doğru iki kare götür.
lesson-castling-1-praise = Şahın güvenli köşesine yerleşti!
lesson-castling-2-instruction = Şimdi vezir kanadına rok yap: şahı a1 karesindeki kaleye doğru iki kare götür.
lesson-castling-2-praise = Uzun rok tamam!
lesson-castling-3-instruction = Şahın, rakip bir taşın saldırdığı bir kareden geçemez. Hangi tarafa rok yapabilirsin?
lesson-castling-3-praise = Doğru: fil kısa roku engelledi, ama uzun roku engelleyemedi!
lesson-castling-4-instruction = Şahın şah altındayken rok yapamazsın. Önce şahı ve kaleyi oynatmadan araya bir taş koy, sonra rok yap!
lesson-castling-4-praise = Önce güvenlik, sonra rok!

## en-passant
lesson-en-passant-title = Geçerken alma
lesson-en-passant-intro = Bir piyon iki kare ilerleyip senin piyonunun tam yanına gelirse, senin piyonun onu sanki yalnızca bir kare ilerlemiş gibi alabilir. Ama yalnızca hemen sonraki hamlede!
lesson-en-passant-1-instruction = Siyah piyon az önce d7 karesinden d5 karesine, senin piyonunun tam yanına geldi. Onu geçerken al: piyonun d6 karesine gider!
lesson-en-passant-1-praise = Bir usta gibi geçerken aldın!
lesson-en-passant-2-instruction = Şahını oyna ve bekle. Siyah piyon iki kare ilerleyip senin piyonunun yanına gelirse, onu geçerken al!
lesson-en-passant-2-praise = Buna hazırdın!
lesson-en-passant-3-instruction = d5 karesindeki piyon oraya çok önce geldi, bu yüzden onu geçerken almak için artık çok geç. Şahını oyna ve f7 karesindeki piyonu gözle!
lesson-en-passant-3-praise = Fırsatı tam zamanında yakaladın!

## promotion
lesson-promotion-title = Terfi
lesson-promotion-intro = Bir piyon tahtanın öbür ucuna ulaşınca vezir, kale, fil ya da at olur: hangisi olacağını sen seçersin!
lesson-promotion-1-instruction = Piyonunu son yataya yürüt ve onu vezir yap!
lesson-promotion-1-praise = Yepyeni bir vezir!
lesson-promotion-2-instruction = Piyon, çapraz bir taş alarak da terfi edebilir. Kaleyi al ve vezir kazan!
lesson-promotion-2-praise = Kale gitti, vezir doğdu!
lesson-promotion-3-instruction = Burada at, vezirden daha iyi! Piyonunu at yap: at hem şah çeker hem de aynı anda vezire saldırır.
lesson-promotion-3-praise = At çatalı: bir sonraki hamlede veziri alıyorsun!
lesson-promotion-4-instruction = Burada yeni bir vezir siyah şahı hiç hamlesiz bırakırdı, bu da beraberlik demek. Onun yerine piyonunu kale yap!
lesson-promotion-4-praise = Kale seçtin ve kazanmak hâlâ senin elinde!

## draws
lesson-draws-title = Pat
lesson-draws-intro = Sırası gelen oyuncu şah altında değilse ama yapabileceği hiçbir yasal hamle yoksa buna pat denir ve oyun berabere biter. Kazanırken pat yapmamaya dikkat et!
lesson-draws-1-instruction = Bir hamlede mat, ama dikkat: bazı vezir hamleleri siyah şahı hiç hamlesiz bırakır. Bu pattır!
lesson-draws-1-praise = Pat değil, mat!
lesson-draws-2-instruction = Siyah şah şu anda hiçbir yere gidemiyor. Neredeyse her hamle pat olur! Mat eden tek hamleyi bul.
lesson-draws-2-praise = Buldun!
lesson-draws-3-instruction = İki hamlede mat et, ama yolda pat olmasın.
lesson-draws-3-praise = Hem dikkatli hem güçlü!

## values
lesson-values-title = Taşların değeri
lesson-values-intro = Piyon 1, at ya da fil 3, kale 5, vezir 9 değerindedir. Almadan önce hesapla!
lesson-values-1-instruction = Atın bir piyonu (1) ya da veziri (9) alabilir. Değeri en yüksek olanı al!
lesson-values-1-praise = Dokuz puan!
lesson-values-2-instruction = d5 karesindeki kaleyi bir piyon koruyor: vezirin onu alırsa piyon da vezirini alır. Hangi alış en çok kazandırır?
lesson-values-2-praise = Doğru hesapladın: veziri asla kaleye verme!
lesson-values-3-instruction = İki siyah taş da korunuyor. Değişimi hesapla: ne alıyorsun, karşılığında ne veriyorsun?
lesson-values-3-praise = Fil verip kale almak: iyi bir alışveriş!
lesson-values-4-instruction = Veziri piyonunla ya da vezirinle alabilirsin. Hangisi daha iyi?
lesson-values-4-praise = Değeri en düşük taşınla al!

## tips
lesson-tips-title = İyi alışkanlıklar
lesson-tips-intro = İlk hamleden itibaren iyi oynamak için birkaç ipucu. Her pozisyonda ipucuna uyan iyi bir hamle oyna.
lesson-tips-1-instruction = Merkezi kontrol et! Ortadaki taşlar daha çok kareye ulaşır. Merkez piyonlarından birini iki kare ileri sür.
lesson-tips-1-praise = Merkezde güçlü bir başlangıç!
lesson-tips-1-off-tip = Merkez piyonları d2 ve e2 karelerindekilerdir: birini iki kare ileri sür.
lesson-tips-2-instruction = Atlarını ve fillerini erkenden oyuna sok. Bir atını merkeze doğru oyuna sok!
lesson-tips-2-praise = Atın oyuna girdi!
lesson-tips-2-off-tip = Bir atını tahtanın ortasına doğru oyuna sok.
lesson-tips-3-instruction = Erkenden rok yap: rok şahını piyonlarının arkasına saklar ve bir kaleyi ortaya yaklaştırır.
lesson-tips-3-praise = Şah güvende, kale hazır!
lesson-tips-3-off-tip = Rok yap! Şahını h1 karesindeki kaleye doğru iki kare götür.
lesson-tips-4-instruction = Her hamleden önce kendine sor: rakibimin son hamlesi neyi tehdit ediyor? d4 karesindeki piyon atına saldırıyor!
lesson-tips-4-praise = Tehdidi zamanında gördün!
lesson-tips-5-instruction = Veziri çok erken oyuna sokma: daha küçük taşlar onu tahtada kovalayabilir. Onun yerine bir at ya da fil oyuna sok.
lesson-tips-5-praise = Vezir bekleyebilir!
lesson-tips-5-off-tip = Vezir daha değil! Bir at ya da fil oyuna sok.
lesson-tips-6-instruction = Almadan önce hesapla! e5 karesindeki piyona yalnızca bir kez, atınla saldırıyorsun, ama piyon iki kez korunuyor. Onu alırsan bir piyon için atını kaybedersin. Onu almayan iyi bir hamle yap.
lesson-tips-6-praise = İyi hesapladın: Siyah tarafa bedava at yok!

## give-check
lesson-give-check-title = Şah çekmeyi öğren
lesson-give-check-intro = Taşlarından biri rakibin şahına saldırınca şah çekmiş olursun. Rakip şahını hemen kurtarmak zorundadır; bu yüzden şah çekmek, bilmen gereken güçlü bir hamledir!
lesson-give-check-1-instruction = Vezirin düz ve çapraz gider. Siyah şaha şah çek!
lesson-give-check-1-praise = Şah! Vezir çok uzağa ulaşır.
lesson-give-check-2-instruction = Kale bulunduğu yatay ve dikey boyunca saldırır. Onu siyah şahla aynı yataya ya da aynı dikeye koy.
lesson-give-check-2-praise = Kaleyle şah!
lesson-give-check-3-instruction = Filin çaprazlar boyunca kayar. Siyah şaha dosdoğru baktığı bir kare bul.
lesson-give-check-3-praise = Fil uzaktan şah çekiyor!
lesson-give-check-4-instruction = At L şeklinde sıçrar. Şaha saldırabileceği bir kareye sıçra.
lesson-give-check-4-praise = Atla şah! Atın yolunu hiçbir taş kapatamaz.
lesson-give-check-5-instruction = Piyonlar bir kare çapraz ileriye saldırır. Bir piyonu, şaha saldıracak şekilde ileri sür.
lesson-give-check-5-praise = Küçük bir piyon bile şah çekebilir!
lesson-give-check-6-instruction = Atın, kalen ile siyah şahın arasında duruyor. Atı yoldan çek, kale şah çeksin!
lesson-give-check-6-praise = Açarak şah: bir taş gider, başka bir taş saldırır!
lesson-give-check-7-instruction = Vezirinle, siyah kaleye de saldırdığı bir kareden şah çek.
lesson-give-check-7-praise = Şah, üstelik kale de saldırı altında! Sonraki hamlede onu alabilirsin.
lesson-give-check-8-instruction = Atına saldırılıyor. Hem şaha şah çektiği hem de vezire saldırdığı bir kareye sıçra!
lesson-give-check-8-praise = Şah, üstelik vezir de saldırı altında! Şah kaçmak zorunda, sonra vezir senin.
lesson-give-check-9-instruction = Siyah taşlarla oynuyorsun. Atınla beyaz şaha şah çek.
lesson-give-check-9-praise = Atla şah!
lesson-give-check-10-instruction = Siyah taşlarla oynuyorsun. Atın, filin beyaz şaha uzanan çaprazını kapatıyor. Atı oynat ve açarak şah çek!
lesson-give-check-10-praise = Açarak şah! Fil, atın arkasında bekliyordu.

## check-in-two
lesson-check-in-two-title = Şah, sonra yine şah
lesson-check-in-two-intro = Şah çekilince hemen karşılık vermek gerekir. Şah çek, şah kaçınca yine şah çek! İkinci şah, şahın kurtaramayacağı bir taşı kazandırabilir, hatta mat bile olabilir.
lesson-check-in-two-1-instruction = Kalenle arka yatayda şaha şah çek. Şah kenara çekilince arkasında ne kalıyor?
lesson-check-in-two-1-praise = Şah kaçtı ve arkasındaki kale senin oldu!
lesson-check-in-two-2-instruction = Siyah şah kendi piyonlarının arkasında sıkışmış. Arka yatayda şah çek, sonra yine şah çek!
lesson-check-in-two-2-praise = Şah, araya taş, yine şah: mat!
lesson-check-in-two-3-instruction = Siyah taşlarla oynuyorsun. Beyaz şah kendi piyonlarının arkasında sıkışmış. Arka yatayda iki kez şah çek!
lesson-check-in-two-3-praise = At araya girdi, kalen onu şah çekerek aldı ve bu mattı!
lesson-check-in-two-4-instruction = Atınla şah çekerek sıçra. Sonra kalenin oyunu bitiren bir şahı var!
lesson-check-in-two-4-praise = Atla şah, kaleyle şah: iki şahta mat!
lesson-check-in-two-5-instruction = Siyah taşlarla oynuyorsun. Önce atınla şah çek. Sonra fillerinden biri son şahı çeker.
lesson-check-in-two-5-praise = Şah köşeye kaçtı, tam tuzağının içine: mat!
lesson-check-in-two-6-instruction = Vezirinle şaha şah çek. Şah bir adım öne çıkınca ikinci şahı filin çeker.
lesson-check-in-two-6-praise = Vezirle şah, fille şah ve şahın gidecek yeri kalmadı!
lesson-check-in-two-7-instruction = Siyah taşlarla oynuyorsun. Şahı geri itmek için atınla şah çek. Sonra arka yatayda şah çek!
lesson-check-in-two-7-praise = Şah geri çekildi ve kalen onu orada mat etti.
lesson-check-in-two-8-instruction = Siyah taşlarla oynuyorsun. Atını şah çekerek feda et! Piyon onu alınca vezirinin mat eden bir şahı var.
lesson-check-in-two-8-praise = Bir at verdin, oyunu kazandın: mat!
lesson-check-in-two-9-instruction = Önce kalenle şah çek. Sonra vezirinle, siyah vezirle aynı hatta bir şah bul!
lesson-check-in-two-9-praise = Şah kenara çekilmek zorunda kaldı ve arkasındaki vezir düştü. Şah, şah, vezir!
lesson-check-in-two-10-instruction = Siyah taşlarla oynuyorsun. Kalenle şah çek. Beyaz kale araya girince filinle şah çek ve şahı kalenin yanından uzaklaştır!
lesson-check-in-two-10-praise = Şah filini aldı, sen de kaleyi aldın: 3 verip 5 aldın!
lesson-check-in-two-11-instruction = Önce filinle şah çek. Sonra kalen aynı anda hem şaha şah çekip hem de ata saldırabilir!
lesson-check-in-two-11-praise = Önce şah, sonra ata da saldıran bir kale şahı: at senin oldu.
lesson-check-in-two-12-instruction = Şahı vezirinle şah çekerek kovala. Sonra kalenle çekeceğin şah büyük bir taş kazandırır: şahın arkasında ne durduğuna bak!
lesson-check-in-two-12-praise = Şah kenara çekildi ve kalen arkasındaki veziri aldı!
lesson-check-in-two-13-instruction = Siyah taşlarla oynuyorsun. Fille çekeceğin şah, şahı ve f2 karesindeki kaleyi aynı hatta dizer. Ama beyaz fil kalene saldırıyor: kaleni şah çekerek kurtar!
lesson-check-in-two-13-praise = İki şah ve f2 karesindeki kale senin oldu!
lesson-check-in-two-14-instruction = Vezirinle şah çekerek başla. Matla biten art arda üç şah bulabilir misin?
lesson-check-in-two-14-praise = Vezirini feda ettin ve kale mat etti!
lesson-check-in-two-15-instruction = Siyah taşlarla oynuyorsun. Beyaz şah açıkta, korumasız duruyor. Art arda üç şah onu mat eder ve ilki fille!
lesson-check-in-two-15-praise = Fil, piyon, fil: üç şah ve mat!

## fork
lesson-fork-title = Çatal
lesson-fork-intro = Çatal, bir taşın aynı anda rakibin iki taşına saldırmasıdır. Rakibin bunlardan yalnızca birini kurtarabilir, öbürünü sen kazanırsın!
lesson-fork-1-instruction = Hem şaha şah çeken hem de aynı anda file saldıran bir at hamlesi bul.
lesson-fork-1-praise = At çatalı! Şah kaçmak zorunda ve fil senin.
lesson-fork-2-instruction = Siyah taşlarla oynuyorsun. Hem şah çeken hem de beyaz vezire saldıran bir at sıçrayışı bul.
lesson-fork-2-praise = Şah, üstelik vezir saldırı altındaydı: artık vezir senin!
lesson-fork-3-instruction = Siyah taşlarla oynuyorsun. Atın aynı anda hem şaha şah çekip hem de kaleye saldırabilir. O kareyi bul!
lesson-fork-3-praise = Şah kaçtı, sen de kaleyi aldın!
lesson-fork-4-instruction = Siyah taşlarla oynuyorsun. Vezirinle, file de saldırdığı bir kareden şah çek.
lesson-fork-4-praise = Önce şah, sonra fil. Aferin!
lesson-fork-5-instruction = Siyah taşlarla oynuyorsun. Kalen aynı yatayda hem şaha şah çekip hem de file saldırabilir.
lesson-fork-5-praise = Kale çatalı! Fil kurtarılamadı.
lesson-fork-6-instruction = Siyah taşlarla oynuyorsun. Bir fil hamlesi aynı anda beyaz vezire ve bir kaleye saldırıyor. O hamleyi bul!
lesson-fork-6-praise = Vezirin gidecek güvenli bir karesi kalmamıştı. Harika çatal!
lesson-fork-7-instruction = Vezirinle, file de saldırdığı bir kareden şaha şah çek.
lesson-fork-7-praise = Vezir, şahı ve fili çatala aldı!
lesson-fork-8-instruction = Bir piyonu, aynı anda iki siyah taşa saldıracak şekilde ileri sür.
lesson-fork-8-praise = Piyon çatalı! Küçük bir piyon iki büyük taşa saldırdı.
lesson-fork-9-instruction = Siyah taşlarla oynuyorsun. Atın şah çekerek bir piyon alabilir ve aynı anda köşedeki kaleye saldırabilir.
lesson-fork-9-praise = Önce şah, sonra kale: kusursuz bir at çatalı!
lesson-fork-10-instruction = Siyah taşlarla oynuyorsun. Bir piyonu, aynı anda iki beyaz taşa saldıracak şekilde ileri sür.
lesson-fork-10-praise = Piyon çatalı! Yalnızca bir taş kaçabildi.
lesson-fork-11-instruction = Vezirin aynı anda köşedeki kaleye ve bir file saldırabilir. O kareyi bul!
lesson-fork-11-praise = İki taş saldırı altında ve kale senin!
lesson-fork-12-instruction = Siyah taşlarla oynuyorsun. Vezirin aynı anda köşedeki kaleye ve ata saldırabilir.
lesson-fork-12-praise = Vezir çatalı! Kaleyi kazandın.
lesson-fork-13-instruction = Vezirini, aynı anda siyah kaleye ve file saldıracağı bir kareye götür.
lesson-fork-13-praise = Tek hamlede iki saldırı: fil senin!
lesson-fork-14-instruction = Siyah taşlarla oynuyorsun. Atını, aynı anda kaleye ve file saldıracağı bir kareye sıçrat.
lesson-fork-14-praise = At, kaleyi ve fili çatala aldı ve kaleyi kaptı!
lesson-fork-15-instruction = Vezirin aynı anda ortadaki ata ve köşedeki kaleye saldırabilir.
lesson-fork-15-praise = Vezir çatalı! Siyah bir taş kaybetti.

## pin
lesson-pin-title = Açmaz
lesson-pin-intro = Açmaz, kaçamayan bir taşa yapılan saldırıdır: o taşın hemen arkasında daha önemli bir taş, çoğu zaman şah durur. Açmazdaki bir taşı kazanmak kolaydır!
lesson-pin-1-instruction = Siyah taşlarla oynuyorsun. Beyaz vezir kendi şahının önünde duruyor. Ona filinle saldır, kaçamasın!
lesson-pin-1-praise = Vezir açmazdaydı, bu yüzden kurtulamadı!
lesson-pin-2-instruction = Siyah vezir, siyah şahla aynı çaprazda duruyor. Onu filinle açmaza al!
lesson-pin-2-praise = Açmaz! Vezir, şahının önünden çekilemedi.
lesson-pin-3-instruction = Siyah taşlarla oynuyorsun. Beyaz at, kendi şahıyla aynı dikeyde duruyor. Onu kalenle açmaza al, sonra kazan.
lesson-pin-3-praise = Açmazdaki at kaçamadı!
lesson-pin-4-instruction = Siyah şah hemen arkasına saklanmışken filin siyah vezire saldırabilir mi?
lesson-pin-4-praise = Vezir, şahının önünde sıkışıp kaldı. İyi oynadın!
lesson-pin-5-instruction = Siyah taşlarla oynuyorsun. d4 karesindeki beyaz at ile beyaz şah aynı çaprazda duruyor. Atı açmaza al!
lesson-pin-5-praise = At açmazdaydı ve onu kazandın!
lesson-pin-6-instruction = Siyah taşlarla oynuyorsun. Beyaz at ile beyaz şah aynı yatayda duruyor. Atı kalenle açmaza al!
lesson-pin-6-praise = Önce açmaz, sonra alış: at senin!
lesson-pin-7-instruction = Siyah vezir, kendi şahının önünde, aynı dikeyde duruyor. Onu bir kaleyle açmaza al!
lesson-pin-7-praise = Kaleyle açmaz, veziri kazandırdı!
lesson-pin-8-instruction = Siyah taşlarla oynuyorsun. Beyaz şah ile at aynı yatayda duruyor. Atı açmaza al, sonra onu al.
lesson-pin-8-praise = Şah, atını zamanında kurtaramadı!
lesson-pin-9-instruction = Siyah vezir ile siyah şah aynı çaprazda duruyor. Veziri filinle açmaza al!
lesson-pin-9-praise = Vezir, şahının önünde açmazdaydı; bu yüzden kurtulamadı!
lesson-pin-10-instruction = Siyah kale ile siyah şah aynı çaprazda duruyor. Kaleyi filinle açmaza al!
lesson-pin-10-praise = Açmazdaki kale kaçamadı!
lesson-pin-11-instruction = Siyah taşlarla oynuyorsun. g3 karesindeki beyaz at kendi şahının önünde duruyor. Onu filinle açmaza al!
lesson-pin-11-praise = At açmazdaydı ve artık senin!
lesson-pin-12-instruction = Siyah at ile siyah şah aynı yatayda duruyor. Atı kalenle açmaza al!
lesson-pin-12-praise = Kalen atı açmaza alıp kaptı!
lesson-pin-13-instruction = e5 karesindeki siyah at, bir çaprazda kendi şahının önünde duruyor. Onu filinle açmaza al!
lesson-pin-13-praise = Fille açmaz, atı kazandırdı!
lesson-pin-14-instruction = Bir siyah at, bir çaprazda kendi şahının önünde duruyor. Onu açmaza al, sonra kazan!
lesson-pin-14-praise = At kıpırdayamadı, sen de onu aldın!

## notation
lesson-notation-title = Hamleleri okumak ve yazmak
lesson-notation-intro = Satranççılar hamlelerini harflerle ve kare adlarıyla yazar. Ş şah, V vezir, K kale, F fil, A da attır; piyonun hiç harfi yoktur. Gambit'in hamle listesi harf yerine taşın küçük bir resmini gösterir; orada da harfleri görmek için Ayarlar'da, Hamleler altında Harfler'i seç.
lesson-notation-1-instruction = Piyon hamlesi yalnızca gittiği karenin adıyla yazılır. e4 oyna: şahının önündeki piyonu e4 karesine sür.
lesson-notation-1-praise = İşte e4, harika bir ilk hamle!
lesson-notation-2-instruction = A, at demektir. Af3 hamlesi nereye gider? O kareye tıkla.
lesson-notation-2-praise = Evet: Af3, bir atın f3 karesine gittiğini anlatır.
lesson-notation-3-instruction = Siyah taşlarla oynuyorsun. Ac6 oyna: bir at c6 karesine gider.
lesson-notation-3-praise = Ac6: at, e5 karesindeki piyonunu koruyor.
lesson-notation-4-instruction = F, fil demektir. Fc4 hamlesi nereye gider? O kareye tıkla.
lesson-notation-4-praise = Doğru: Fc4, bir fili c4 karesine koyar.
lesson-notation-5-instruction = Fb5 oyna: filin b5 karesine gider.
lesson-notation-5-praise = Fb5! Filin oyuna girdi ve hazır.
lesson-notation-6-instruction = V, vezir demektir. Vg4 hamlesi nereye gider? O kareye tıkla.
lesson-notation-6-praise = Evet: Vg4, veziri g4 karesine koyar.
lesson-notation-7-instruction = K, kale demektir. Kd1 oyna: kalen d1 karesine gider.
lesson-notation-7-praise = Kd1: kale birinci yatay boyunca ilerledi.
lesson-notation-8-instruction = Ş, şah demektir. Şf2 hamlesi nereye gider? O kareye tıkla.
lesson-notation-8-praise = Doğru: şah f2 karesine adım atar.
lesson-notation-9-instruction = x işareti, taşın bir şey aldığını gösterir. Bir piyon taş alınca önce onun dikeyinin harfini yazarız. exd5 oyna: e piyonun d5 karesinde taş alır.
lesson-notation-9-praise = exd5: e piyonu, d5 karesindeki piyonu aldı.
lesson-notation-10-instruction = Axe5 oyna: atın e5 karesindeki piyonu alır.
lesson-notation-10-praise = Axe5: at, e5 karesinde taş alıyor!
lesson-notation-11-instruction = Rokun kendine ait bir işareti vardır. O-O, şah kanadına rok, yani kısa rok demektir. O-O oyna!
lesson-notation-11-praise = O-O: şahın köşede güvende.
lesson-notation-12-instruction = Terfide önce kare, sonra = ve yeni taş yazılır. e8=V oyna: piyonun e8 karesine ulaşır ve vezir olur.
lesson-notation-12-praise = e8=V: yepyeni bir vezir!

## coordinates
lesson-coordinates-title = Kareleri bul
lesson-coordinates-intro = Güçlü oyuncular her karenin adını saymadan bilir. Bunu çalış: her kareyi olabildiğince hızlı bul!
lesson-coordinates-1-instruction = Isınma: önce harf, sonra sayı. c6 karesine tıkla.
lesson-coordinates-1-praise = Evet, c6! Şimdi zamana karşı.
lesson-coordinates-2-instruction = Adı söylenen her kareye hemen tıkla. 30 saniyede kaç kare bulabilirsin?
lesson-coordinates-2-praise = Süre doldu! Rekorunu kırmak için yeniden dene.
lesson-coordinates-3-instruction = Şimdi Siyah tarafta oturuyorsun, bu yüzden tahta ters döndü: a1 karesi uzakta, sağ tarafında. a1 karesine tıkla.
lesson-coordinates-3-praise = Doğru: karelerin adları aynı kalır, yalnızca senin yerin değişir.
lesson-coordinates-4-instruction = Siyah taraftan bakınca sana en yakın yatay 8. yataydır. f7 karesine tıkla.
lesson-coordinates-4-praise = İyi buldun!
lesson-coordinates-5-instruction = Yine aynı alıştırma, bu kez Siyah taraftan. 30 saniyede kaç kare?
lesson-coordinates-5-praise = Süre doldu! Artık tahtayı iki taraftan da tanıyorsun.

## opening
lesson-opening-title = Açılış kuralları
lesson-opening-intro = İyi başla: piyonları merkeze koy, atları ve filleri oyuna sok, erken rok yap, vezirini evde tut, gerek yokken bir taşı iki kez oynama, kalelerini birleştir. İki kısa oyun oyna!
lesson-opening-1-instruction = 1. oyun: Beyaz taşlarla oynuyorsun. Siyah vezir çok erken oyuna girdi. Bunu cezalandır: vezire saldıran bir atı oyuna sok!
lesson-opening-1-praise = Atın oyuna giriyor ve vezir kaçmak zorunda!
lesson-opening-1-off-tip = Güzel, ama atlarından biri oyuna girip aynı anda vezire saldırabilir. Onu bul!
lesson-opening-2-instruction = Vezir a5 karesine kaçtı. Şimdi merkezi al: bir piyonu iki kare ileri, ortaya sür.
lesson-opening-2-praise = Piyonun tahtanın ortasında duruyor!
lesson-opening-2-off-tip = Vezirinin önündeki piyonu iki kare ileri, ortaya sür.
lesson-opening-3-instruction = Önce atlar! Öbür atını da merkeze doğru oyuna sok.
lesson-opening-3-praise = İki at da oyunda!
lesson-opening-3-off-tip = Güzel, ama g1 karesindeki at hâlâ evinde. Önce onu oyuna sok.
lesson-opening-4-instruction = Atların oyunda. Şimdi bir fili oyuna sok!
lesson-opening-4-praise = Oyunda bir taş daha!
lesson-opening-4-off-tip = Birinci yataydan bir fil çıkar, zaten oyunda olan bir taşı oynama.
lesson-opening-5-instruction = Erken rok yap! Şahın piyonlarının arkasına saklanır ve bir kale merkeze yaklaşır.
lesson-opening-5-praise = Şah güvende, kale hazır!
lesson-opening-5-off-tip = Şimdi rok yap: şahını h1 karesindeki kaleye doğru iki kare götür.
lesson-opening-6-instruction = Sebepsiz yere aynı taşı iki kez oynama. Bir taş hâlâ evinde uyuyor: c1 karesindeki filini uyandır!
lesson-opening-6-praise = Bütün atların ve fillerin oyunda!
lesson-opening-6-off-tip = c1 karesindeki filin daha hiç oynamadı. Başka bir taş yerine onu oyuna sok.
lesson-opening-7-instruction = Kalelerini birleştir: aralarında yalnızca vezir duruyor. Kaleler birbirini görsün diye veziri bir kare yukarı çıkar.
lesson-opening-7-praise = Kalelerin birleşti. Açılışını tamamladın!
lesson-opening-7-off-tip = Veziri birinci yataydan bir kare yukarı çıkar, böylece kalelerinin arasında hiçbir taş kalmasın.
lesson-opening-8-instruction = Siyah taşlarla oynuyorsun. 2. oyun başlıyor! Merkezden payını al: bir merkez piyonunu iki kare ileri sür.
lesson-opening-8-praise = Piyonun merkeze ulaştı!
lesson-opening-8-off-tip = İyi hamle, ama ipucu tam ortada bir piyon istiyor: şahının ya da vezirinin önündeki piyon.
lesson-opening-9-instruction = Siyah taşlarla oynuyorsun. Beyaz piyonunu aldı. Vezirle geri almak cazip, ama 1. oyundaki gibi beyaz at vezirini kovalar. Onun yerine bir atı oyuna sok!
lesson-opening-9-praise = Atın oyuna giriyor ve d5 karesindeki piyona saldırıyor!
lesson-opening-9-off-tip = Vezirini şimdilik evde tut. d5 karesindeki piyona saldırabilen atı oyuna sok.
lesson-opening-10-instruction = Siyah taşlarla oynuyorsun. Piyonunu atınla geri kazan: at tam ortaya konar. Bir şey kazandırıyorsa bir taşı iki kez oynamak sorun değil!
lesson-opening-10-praise = Piyon geri geldi ve atın merkezde duruyor!
lesson-opening-10-off-tip = d5 karesindeki piyonu atınla al, vezirini de güvenle evde tut.
lesson-opening-11-instruction = Siyah taşlarla oynuyorsun. c8 karesindeki filini iyi bir kareye çıkar.
lesson-opening-11-praise = Filin oyuna giriyor!
lesson-opening-11-off-tip = Filin güvende olacağı ve merkeze bakacağı bir kare bul: f5 karesini dene.
lesson-opening-12-instruction = Siyah taşlarla oynuyorsun. f8 karesindeki filin bir piyonun arkasında sıkışmış. Ona bir kapı açmak için o piyonu bir kare ileri sür.
lesson-opening-12-praise = Filine kapı açıldı!
lesson-opening-12-off-tip = Şahının önündeki piyonu bir kare ileri sür: o zaman f8 karesindeki fil dışarı çıkabilir.
lesson-opening-13-instruction = Siyah taşlarla oynuyorsun. Beyaz rok yaptı. f8 karesindeki filini oyuna sok, sonra şahın da rok yapabilir.
lesson-opening-13-praise = Artık şahınla kalen arasında hiçbir taş yok!
lesson-opening-13-off-tip = f8 karesindeki fili oyuna sok: şahınla kalen arasında duran taş o.
lesson-opening-14-instruction = Siyah taşlarla oynuyorsun. Şahın hâlâ ortada duruyor. Fırsatın varken şimdi rok yap!
lesson-opening-14-praise = Şahın köşede güvende!
lesson-opening-14-off-tip = Rok yap: şahını h8 karesindeki kaleye doğru iki kare götür.

## protection
lesson-protection-title = Taşlarını koru
lesson-protection-intro = Rakibin senin taşlarından birine saldırdığında onu bedavaya kaptırma! Taşını kaçırabilir, onu başka bir taşla koruyabilir ya da saldırının yoluna bir taş koyabilirsin.
lesson-protection-1-instruction = Siyah bir piyon atına saldırıyor. Ona güvenli bir kare bul!
lesson-protection-1-praise = Atın yine güvende.
lesson-protection-2-instruction = Siyah at vezirine saldırıyor! Onu güvenli bir kareye götür.
lesson-protection-2-praise = Oh be, vezir kurtuldu!
lesson-protection-3-instruction = Siyah fil kalene saldırıyor ve kaleyi hiçbir taş korumuyor. Kaleyi kurtar!
lesson-protection-3-praise = Kale güvenle kaçtı.
lesson-protection-4-instruction = Siyah taşlarla oynuyorsun. Beyaz bir piyon atına saldırıyor. At nereye gidebilir?
lesson-protection-4-praise = Güzel, at artık tehlikede değil.
lesson-protection-5-instruction = Siyah vezir atına saldırıyor ve atın gidebileceği güvenli bir kare yok. Onu başka bir taşla koru!
lesson-protection-5-praise = Şimdi vezir atı alırsa bir piyon da veziri alır.
lesson-protection-6-instruction = Siyah vezir tahtanın kenarındaki atına saldırıyor. At kaçamaz, o yüzden onu koru!
lesson-protection-6-praise = At artık korunuyor.
lesson-protection-7-instruction = Siyah fil atına saldırıyor ve at oynayamıyor, çünkü arkasında şahın var. Onu koru!
lesson-protection-7-praise = Aferin, at korunuyor.
lesson-protection-8-instruction = Siyah fil köşedeki kalene saldırıyor ve kale sıkışıp kalmış. Filin yoluna bir taş koy!
lesson-protection-8-praise = Yol kapandı! Fil artık kalene ulaşamaz.
lesson-protection-9-instruction = Siyah fil kalene uzaktan saldırıyor. Araya bir taş koy!
lesson-protection-9-praise = Güzel kapattın, kale güvende.
lesson-protection-10-instruction = Siyah taşlarla oynuyorsun. Beyaz fil köşedeki kalene nişan alıyor ve kale oynayamıyor. Uzun çaprazı kapat!
lesson-protection-10-praise = Yol kapandı! Kalen duvarın arkasında güvende.

## hanging
lesson-hanging-title = Korumasız taşlar
lesson-hanging-intro = Bazen rakip, taşlarından birini korumasız bırakır. Onu alırsın ve hiçbir şey kaybetmezsin! Ama iki kez bak: taş korunuyorsa, onu almak sana kazandığından daha pahalıya patlayabilir.
lesson-hanging-1-instruction = Siyah taşlarla oynuyorsun. Beyaz bir taş vezirinle aynı yatayda duruyor ve onu kimse korumuyor.
lesson-hanging-1-praise = Bedava at, üstelik şah da çektin!
lesson-hanging-2-instruction = Siyah taşlarla oynuyorsun. Beyaz bir taş piyonlarına fazla yaklaştı. Bir piyon onu alabilir mi?
lesson-hanging-2-praise = Bir piyon bir atı aldı. Harika bir değişim!
lesson-hanging-3-instruction = Siyah taşlarla oynuyorsun. Vezirin uzun bir çapraz boyunca bakıyor. Çaprazın öbür ucunda ne bekliyor?
lesson-hanging-3-praise = Koca bir kale bedavaya!
lesson-hanging-4-instruction = Siyah taşlarla oynuyorsun. Hiç korunmayan beyaz bir taş ara.
lesson-hanging-4-praise = Fili kaptın. Kimse geri alamadı!
lesson-hanging-5-instruction = Siyah bir taş senin bölgene girdi. Onu koruyan var mı?
lesson-hanging-5-praise = Fil gitti ve sana hiçbir şeye mal olmadı.
lesson-hanging-6-instruction = Siyah bir taş şahının hemen yanında duruyor. Korunuyor mu?
lesson-hanging-6-praise = Şahın fili aldı. Cesur şah!
lesson-hanging-7-instruction = Siyah bir taş pozisyonunun derinlerine girmiş. Kaçmadan onu al!
lesson-hanging-7-praise = Bedava fil! Rakibinin korumasız bıraktığı taşlara her zaman bak.
lesson-hanging-8-instruction = Siyah vezir senin birinci yatayına kadar indi. Korunuyor mu?
lesson-hanging-8-praise = Veziri karşılıksız kazandın!
lesson-hanging-9-instruction = Siyah taşlarla oynuyorsun. Atın, kimsenin korumadığı beyaz bir taşın yakınında.
lesson-hanging-9-praise = At köşedeki bir kaleyi aldı!
lesson-hanging-10-instruction = Siyah taşlarla oynuyorsun. Atın bir taş alabilir. Beyazın geri almanın bir yolu var mı?
lesson-hanging-10-praise = Bedava fil. İyi gördün!
lesson-hanging-11-instruction = Siyah taşlarla oynuyorsun. Beyaz bir at şahının yakınına sıçradı. Onu bedavaya alabilir misin?
lesson-hanging-11-praise = At gitti ve Beyaz geri alamıyor.
lesson-hanging-12-instruction = Önündeki siyah taşlara bak. Hangisini koruyan yok?
lesson-hanging-12-praise = Bedava bir at, üstelik şimdi vezir de saldırı altında!
lesson-hanging-13-instruction = İki siyah taş alınabilecekmiş gibi görünüyor. Birini bir piyon koruyor. Gerçekten bedava olanı al!
lesson-hanging-13-praise = Doğru! Öbürü bir tuzaktı.
lesson-hanging-14-instruction = Siyah taşlarla oynuyorsun. Vezirin iki beyaz taşı alabilir. Biri korunuyor. Hangisi bedava?
lesson-hanging-14-praise = İyi seçim! Atı alsaydın vezirini kaybederdin.
lesson-hanging-15-instruction = Atı kalenle almak çok pahalıya patlar: onu bir piyon koruyor. Ama at oynayamıyor. Ona küçük bir taşla saldır!
lesson-hanging-15-praise = Küçük bir piyon, sıkışan atı kazandı!

## trades
lesson-trades-title = İyi değişimler
lesson-trades-intro = Piyon 1, at ya da fil 3, kale 5, vezir 9 değerindedir. Almadan önce taşa kimin saldırdığını ve onu kimin koruduğunu hesapla. Yalnızca verdiğinden fazlasını kazanıyorsan al!
lesson-trades-1-instruction = Kalen de atın da birer siyah taş alabilir. Almadan önce koruyanları say!
lesson-trades-1-praise = Doğru! Fili koruyan yoktu. Atı kaleyle almak, 3 için 5 vermek olurdu.
lesson-trades-2-instruction = d5 karesindeki siyah kaleyi bir piyon koruyor. Vezirin de filin de onu alabilir. Hangi değişim kazandırır?
lesson-trades-2-praise = Fil (3) verip kale (5) aldın: 2 puan öndesin! Vezirle alsaydın 5 için 9 verirdin.
lesson-trades-3-instruction = Siyah taşlarla oynuyorsun. d5 karesindeki beyaz atı bir piyon koruyor. Onu en az değerli taşınla al!
lesson-trades-3-praise = Piyon (1) verip at (3) aldın. Alabildiğin en küçük taşla al!
lesson-trades-4-instruction = Siyah taşlarla oynuyorsun. d3 karesindeki beyaz kaleyi bir piyon koruyor. Vezirin de atın da onu alabilir. Önce hesapla!
lesson-trades-4-praise = At (3) verip kale (5) almak: iyi bir alışveriş. Vezir sana 9 puana mal olurdu.
lesson-trades-5-instruction = Siyah taşlarla oynuyorsun. Kalen d4 karesindeki piyonu alabilir, ama onu koruyanları say! Almak kaybettiriyorsa şahını merkeze doğru yürüt.
lesson-trades-5-praise = İyi hesapladın! Şahın merkeze doğru yolda.
lesson-trades-5-off-tip = d4 karesinde almak, bir piyon (1) için kaleni (5) vermek demek: piyonu c3 karesindeki piyon ve kale koruyor. Şahını f6 ya da f8 karesine yürüt.
lesson-trades-6-instruction = Siyah taşlarla oynuyorsun. e4 karesindeki beyaz kale vezirine saldırıyor ve onu iki beyaz taş koruyor. Kaleyi hangi taşınla almalısın?
lesson-trades-6-praise = Fil (3) verip kale (5) aldın, üstelik vezirin de güvende!
lesson-trades-7-instruction = e5 karesindeki siyah atı bir piyon koruyor. Atı kazandıran alışı bul!
lesson-trades-7-praise = Piyon (1) verip at (3) aldın. Vezirle alsaydın vezirini kaybederdin.
lesson-trades-8-instruction = Burada iki alış cazip görünüyor. Önce koruyanları say! Kaybettiriyorlarsa bir atı oyuna sok ya da e4 karesindeki piyonunu koru.
lesson-trades-8-praise = İyi hesapladın! Kötü bir değişim yerine iyi bir hamle.
lesson-trades-8-off-tip = Vxf6 oynarsan 3 için 9 verirsin (bir piyon geri alır), Fxf7+ oynarsan 1 için 3 verirsin (şah geri alır). d3, Ac3 ya da Ae2 oyna.
lesson-trades-9-instruction = Vezirin a6 ya da d6 karesindeki bir piyonu kapabilir, atın da c6 karesindeki kaleyi alabilir. Her birinin sana neye mal olacağını hesapla!
lesson-trades-9-praise = At (3) verip kale (5) aldın. İki piyon da korunuyordu: vezir elden giderdi!
lesson-trades-10-instruction = Kalen, filin ve şahın, hepsi bir taş alabilir. Hangi siyah taşı hiç kimse korumuyor?
lesson-trades-10-praise = Şahın atı aldı. Taşı koruyan yoksa şah da taş alabilir!
lesson-trades-11-instruction = Siyah taşlarla oynuyorsun. Beyaz fil vezirine saldırıyor. Onu alabilir misin? Peki c3 karesindeki at ne olacak?
lesson-trades-11-praise = Fili koruyan yoktu. Atı kaleyle almak, 3 için 5 vermek olurdu.
lesson-trades-12-instruction = Siyah taşlarla oynuyorsun. e4 karesindeki file iki kez, vezirinle ve atınla saldırıyorsun; onu ise yalnızca bir taş koruyor. Doğru taşla başla!
lesson-trades-12-praise = En küçük taşla başla! Kale atını alırsa vezirin de kaleyi alır.
lesson-trades-13-instruction = Siyah taşlarla oynuyorsun. Vezirin ve filin piyon kapabilir, ama koruyanları say! Kapmak kaybettiriyorsa hâlâ evinde, c8 karesinde duran filini oyuna sok.
lesson-trades-13-praise = İyi oynadın! Piyon kapmak yok, üstelik oyunda bir taş daha var.
lesson-trades-13-off-tip = b2 karesini bir kale, d4 karesini iki taş, h2 karesini de şah ve at koruyor: hangi piyonu kapsan kaybedersin. c8 karesindeki filini güvenli bir kareye getir.
lesson-trades-14-instruction = e5 karesindeki piyonu almak kolay görünüyor. Önce onu koruyanları say! Almak kaybettiriyorsa şahını merkeze doğru yürüt.
lesson-trades-14-praise = İyi hesapladın! Tahtada az taş kalınca şah güçlü bir taştır.
lesson-trades-14-off-tip = e5 karesinde almak, bir piyon (1) için atını (3) vermek demek: piyonu fil ve şah koruyor. Şahını merkeze getirmek için Şf1 oyna.

## skewer
lesson-skewer-title = Şiş
lesson-skewer-intro = Şiş, arkasında başka bir taş duran büyük bir taşa bir hat boyunca yapılan saldırıdır. Büyük taş yoldan çekilmek zorunda kalır, sonra sen arkadaki taşı alırsın!
lesson-skewer-1-instruction = Kalen bir yatay boyunca şah çekebilir. O yatayda siyah şahın arkasında ne duruyor?
lesson-skewer-1-praise = Şah kenara çekildi ve arkasındaki kale senin oldu!
lesson-skewer-2-instruction = Filinle, siyah bir kalenin de üzerinden geçen bir çapraz boyunca şaha şah çek.
lesson-skewer-2-praise = Fille şiş! Önce şah, sonra kale.
lesson-skewer-3-instruction = Siyah taşlarla oynuyorsun. Birinci yatayda şah çek. Beyaz şahın arkasında ne durduğuna bak.
lesson-skewer-3-praise = Şah çektin ve şahın arkasındaki kale düştü!
lesson-skewer-4-instruction = Siyah taşlarla oynuyorsun. Beyaz şah ve beyaz bir kale aynı yatayda duruyor. Şaha şah çek!
lesson-skewer-4-praise = Şah kaçmak zorunda kaldı ve kale yalnız kaldı.
lesson-skewer-5-instruction = Filin, vezirin şahın hemen arkasına saklandığı bir kareden şaha şah çekebilir.
lesson-skewer-5-praise = Şah kaçtı ve sen veziri aldın!
lesson-skewer-6-instruction = Siyah taşlarla oynuyorsun. Beyaz şah ve bir kale birinci yatayda duruyor. Orada bir kaleyle şaha şah çek!
lesson-skewer-6-praise = Kaleyle şiş! Şah kaçtı ve sen kaleyi aldın.
lesson-skewer-7-instruction = İki siyah taş aynı dikeyde, biri diğerinin arkasında duruyor. Öndekine kalenle saldır!
lesson-skewer-7-praise = Öndeki taş kaçtı ve arkasındaki senin oldu.
lesson-skewer-8-instruction = Siyah taşlarla oynuyorsun. Beyaz vezir aynı dikeyde bir filin önünde duruyor. Vezire bir kaleyle saldır!
lesson-skewer-8-praise = Vezir kaçmak zorunda kaldı, sen de bir taş kazandın!
lesson-skewer-9-instruction = Siyah taşlarla oynuyorsun. Beyaz bir fil ve beyaz bir at aynı dikeyde duruyor. Onlara kalenle saldır!
lesson-skewer-9-praise = Fil kaçtı, arkasındaki at da elden gitti.
lesson-skewer-10-instruction = Siyah taşlarla oynuyorsun. Kaleni, arkasında bir at duran bir file saldıracağı bir dikeye koy.
lesson-skewer-10-praise = Şişe geçirdin! At kurtarılamadı.
lesson-skewer-11-instruction = Siyah vezir ve bir fil aynı çaprazda duruyor. Vezire filinle saldır!
lesson-skewer-11-praise = Vezir kaçtı ve arkasındaki fil senin oldu.

## mate-patterns
lesson-mate-patterns-title = Mat kalıpları
lesson-mate-patterns-intro = Bazı matlar tekrar tekrar karşına çıkar. Bu kalıpları öğren, kendi oyunlarında onları fark edeceksin!
lesson-mate-patterns-1-instruction = Siyah şahın kaçacak yeri yok: kendi piyonları yolunu kapatıyor. Kaleni kullan!
lesson-mate-patterns-1-praise = Arka yatayda mat!
lesson-mate-patterns-2-instruction = Siyah taşlarla oynuyorsun. Beyaz şah da kendi piyonlarının arkasında sıkışmış. Mat et!
lesson-mate-patterns-2-praise = Arka yatay Siyah için de işe yarar!
lesson-mate-patterns-3-instruction = Vezirini siyah şahın tam önüne, kendi şahının koruduğu bir kareye koy.
lesson-mate-patterns-3-praise = Vezir ve şah, harika bir takım!
lesson-mate-patterns-4-instruction = Bir kale zaten koca bir dikeyi tutuyor. Diğer kale kenarda şah çekebilir.
lesson-mate-patterns-4-praise = İki kaleyle merdiven!
lesson-mate-patterns-5-instruction = Siyah taşlarla oynuyorsun. Beyaz şah kendi kalesi ve piyonları arasında sıkışmış. Hangi taş içeri atlayabilir?
lesson-mate-patterns-5-praise = Atla boğmaca mat!
lesson-mate-patterns-6-instruction = Siyah, şahın yanındaki zayıf piyonu korumayı unuttu. Vezir ve fil ona birlikte saldırıyor.
lesson-mate-patterns-6-praise = Çoban matı!
lesson-mate-patterns-7-instruction = Siyah taşlarla oynuyorsun. Vezirin ve filin aynı beyaz piyonu hedef alıyor. Vezirin saldırı altında olsa bile önce şahlara bak!
lesson-mate-patterns-7-praise = Tersinden Çoban matı!
lesson-mate-patterns-8-instruction = Siyah taşlarla oynuyorsun. Beyaz, veziriyle f7 karesindeki piyonu alıp mat etmek istiyor! Buna engel ol.
lesson-mate-patterns-8-praise = İyi savundun: bugün hızlı mat yok!
lesson-mate-patterns-9-instruction = İki hamlede mat. Vezirin alınsa bile şah çekebilir, çünkü kalen hemen arkasında.
lesson-mate-patterns-9-praise = Cesur bir vezir ve arka yatayda mat!
lesson-mate-patterns-10-instruction = İki hamlede mat. Merdiveni tırman: bir kale şah çeker, diğeri son yatayda işi bitirir.
lesson-mate-patterns-10-praise = Adım adım, merdivenin tepesine!
lesson-mate-patterns-11-instruction = İki hamlede mat. Önce vezire yardım etmesi için şahını yaklaştır. Pat yapmamaya dikkat et!
lesson-mate-patterns-11-praise = Şah ve vezir birlikte çalıştı!
lesson-mate-patterns-12-instruction = İki hamlede mat. Vezirini şah çekerek feda et, böylece siyah şah kendi taşlarıyla çevrilsin. Sonra at atlar!
lesson-mate-patterns-12-praise = Ünlü boğmaca mat!

## discovered-attack
lesson-discovered-attack-title = Açarak saldırı
lesson-discovered-attack-intro = Açarak saldırıda bir taş yoldan çekilir ve arkasındaki kalenin, filin ya da vezirin saldırısını açar. Artık iki taş aynı anda saldırıyor!
lesson-discovered-attack-1-instruction = Atın, kalenle siyah vezirin arasında duruyor. Onu şah çekerek oradan çek!
lesson-discovered-attack-1-praise = At şah çekti ve kale veziri aldı!
lesson-discovered-attack-2-instruction = Kalen siyah vezire bakıyor ama atın yolda. Şah çekerek oradan atla!
lesson-discovered-attack-2-praise = At şah çekti ve kale veziri kazandı!
lesson-discovered-attack-3-instruction = Filin, vezirinle siyah bir kale arasındaki hattı kapatıyor. Fili şah çekerek oyna!
lesson-discovered-attack-3-praise = Fille şah çektin ve kale senin oldu!
lesson-discovered-attack-4-instruction = Siyah taşlarla oynuyorsun. Tek bir piyon adımı büyük bir taşa saldırır ve vezirine bir hat açar.
lesson-discovered-attack-4-praise = Tek piyon hamlesiyle iki saldırı!
lesson-discovered-attack-5-instruction = e5 karesindeki atın, filinle d6 karesindeki siyah filin arasında duruyor. Onu oradan çek ve aynı anda vezire saldır!
lesson-discovered-attack-5-praise = Vezir kaçmak zorunda kaldı ve filin siyah fili aldı!
lesson-discovered-attack-6-instruction = Filinle siyah vezirin arasında bir at duruyor. Onu güvenli bir kareye götür!
lesson-discovered-attack-6-praise = Fil atın arkasına saklanmıştı. Harika!
lesson-discovered-attack-7-instruction = Atın, kalenle siyah vezir arasındaki dikeyi kapatıyor. Ona iyi bir kare bul!
lesson-discovered-attack-7-praise = Atın arkasındaki kale veziri yakaladı!
lesson-discovered-attack-8-instruction = Siyah taşlarla oynuyorsun. Bir piyon sür: piyon bir file saldırır, vezirin de kendi yatayında yeni bir hedef bulur.
lesson-discovered-attack-8-praise = Piyon adımı vezirinin hattını açtı!
lesson-discovered-attack-9-instruction = Siyah taşlarla oynuyorsun. Kalenin önündeki piyonla bir taş al. O zaman kale neye saldırır?
lesson-discovered-attack-9-praise = Atı aldın ve beyaz vezir saldırı altında!
lesson-discovered-attack-10-instruction = Siyah taşlarla oynuyorsun. Kalen, filinle beyaz vezirin arasında duruyor. Kaleyi şah çekerek oradan çek!
lesson-discovered-attack-10-praise = Kaleyle şah çektin ve fil veziri aldı!

## queen-mate
lesson-queen-mate-title = Vezirle mat
lesson-queen-mate-intro = Şah ve vezir, yalnız kalmış bir şahı her zaman mat edebilir. Vezir şahı kenara iter, senin şahın yardıma gelir; sen de rakip şahı asla hamlesiz bırakmazsın!
lesson-queen-mate-1-instruction = Şahlar karşı karşıya, bu yüzden siyah şah ileri çıkamıyor. Vezirinle kenar boyunca şah çek: mat!
lesson-queen-mate-1-praise = Kenarda mat!
lesson-queen-mate-2-instruction = Vezirini siyah şahın hemen yanına, kendi şahının koruduğu bir kareye koy. Dikkat: vezir hamlelerinden biri pat yapar!
lesson-queen-mate-2-praise = Şah, senin şahının koruduğu veziri alamaz!
lesson-queen-mate-3-instruction = Vezirin şahı son yatayda tutuyor. Önce şahını yaklaştır, sonra mat et. Siyah şahın son karelerini çok erken elinden alma!
lesson-queen-mate-3-praise = Şah ve vezir birlikte çalışıyor!
lesson-queen-mate-4-instruction = Bak: siyah şahın hiç hamlesi yok! Şimdi şahını oynarsan pat olur. Önce ona bir kare ver, sonra mat et.
lesson-queen-mate-4-praise = Önce yer verdin, sonra yakaladın!
lesson-queen-mate-5-instruction = Bir kutu yap: vezirini şahtan bir at sıçrayışı uzağa koy. Şah her oynadığında kutuyu küçült. Sonra şahını getir ve mat et.
lesson-queen-mate-5-praise = Kutu küçüldükçe küçüldü: mat!
lesson-queen-mate-6-instruction = Ortadan başlayan koca bir mat! Vezirinle kutuyu küçült, şahını yukarı yürüt ve siyah şahı asla hamlesiz bırakma.
lesson-queen-mate-6-praise = Artık vezirle her yerden mat edebilirsin!
lesson-queen-mate-7-instruction = Siyah taşlarla oynuyorsun. Şimdi vezir sende! Beyaz şahı kenara it, şahını getir ve mat et.
lesson-queen-mate-7-praise = Siyah vezirle mat!

## rook-mate
lesson-rook-mate-title = Kaleyle mat
lesson-rook-mate-intro = Şah ve kale de yalnız kalmış bir şahı mat edebilir. Kale şahı kapatır, senin şahın yürüyüp onun karşısına geçer ve kale kenarda şah çeker.
lesson-rook-mate-1-instruction = Şahlar karşı karşıya, bu yüzden siyah şah ileri çıkamıyor. Son yatay boyunca şah çek: mat!
lesson-rook-mate-1-praise = İşte kalenin matı!
lesson-rook-mate-2-instruction = Aynı numara, bu kez tahtanın yan kenarında. Şahlar karşı karşıya: kenardan şah çek!
lesson-rook-mate-2-praise = Yan kenarda mat!
lesson-rook-mate-3-instruction = Kalenle bir taraftaki kapıyı kapat. O zaman siyah şah senin şahının karşısına gelmek zorunda kalır ve sen şah çekersin!
lesson-rook-mate-3-praise = Kapıyı kapattın, sonra mat ettin!
lesson-rook-mate-4-instruction = Kalen şahı son yatayda tutuyor. Bazen en iyi hamle beklemektir: kaleni kendi yatayında kaydır ve şah oynasın.
lesson-rook-mate-4-praise = Beklemek akıllıca bir hamleydi!
lesson-rook-mate-5-instruction = Kale şahı son yatayda kilitliyor. Şahını onun karşısına kadar yürüt, sonra şah çek. Kaleni siyah şahtan uzak tut!
lesson-rook-mate-5-praise = Uzun bir yürüyüş ve kusursuz bir mat!
lesson-rook-mate-6-instruction = Ortadan başlayan koca bir mat! Kalenle şahın yolunu kes, şahını getir; şahlar karşı karşıyayken şah çek, değilken bekle.
lesson-rook-mate-6-praise = Artık kaleyle her yerden mat edebilirsin!
lesson-rook-mate-7-instruction = Siyah taşlarla oynuyorsun. Şimdi kale sende! Beyaz şahın yolunu kes, kutusunu küçült, şahını getir ve mat et.
lesson-rook-mate-7-praise = Siyah kaleyle mat!

## pawn-endgame
lesson-pawn-endgame-title = Şah ve piyon
lesson-pawn-endgame-intro = Şah ve piyon, şaha karşı: piyon vezir olacak mı? Bunu iki sır söyler: piyonun karesi ve şahların opozisyonu.
lesson-pawn-endgame-1-instruction = Piyonundan son yataya kadar büyük bir kare çiz. Siyah şah bu karenin içine giremiyorsa piyonu kimse yakalayamaz. Hemen koş!
lesson-pawn-endgame-1-praise = Yakalanamayacak kadar hızlı: yeni bir vezir!
lesson-pawn-endgame-2-instruction = Siyah taşlarla oynuyorsun. Beyaz piyondan onun son yatayına kadar kareyi çiz. Şahınla karenin içine gir, piyonu yakalarsın!
lesson-pawn-endgame-2-praise = Karenin içindeki şah piyonu yakalar!
lesson-pawn-endgame-3-instruction = Siyah taşlarla oynuyorsun. Beyaz şah, piyonunun karesinin içinde mi? Hayır! Hiç hamle kaybetme: piyonunla koş ve vezir yap.
lesson-pawn-endgame-3-praise = Beyaz şah bir adım geç kaldı!
lesson-pawn-endgame-4-instruction = Siyah piyon tahtada aşağı doğru koşuyor. Şahınla onun karesinin içine gir, onu tam zamanında yakalarsın!
lesson-pawn-endgame-4-praise = Yakalandı! Kare asla yalan söylemez.
lesson-pawn-endgame-5-instruction = Piyonunun iki yatay önündeki üç kare sihirlidir: şahın bunlardan birinde durursa piyon vezir olur. Bunlardan birine adım at!
lesson-pawn-endgame-5-praise = Sihirli karedeki şahın, piyonu son yataya kadar götürür!
lesson-pawn-endgame-6-instruction = Opozisyon: şahlar aralarında bir kare olacak şekilde karşı karşıya durur ve sıra öbür şahtadır. O zaman öbür şah yana çekilmek zorunda kalır. Opozisyonu al!
lesson-pawn-endgame-6-praise = Siyah şah yana çekilmek zorunda kaldı ve piyonun ilerledi!
lesson-pawn-endgame-7-instruction = Siyah taşlarla oynuyorsun. Beyaz şahın karşısına, aranızda bir kare kalacak şekilde geç: opozisyonu al! Böylece beyaz şah kendi piyonunun önüne geçemez.
lesson-pawn-endgame-7-praise = Beyaz şahı içeri sokmadın: berabere!
lesson-pawn-endgame-8-instruction = Önce şahın gider, piyon arkasından gelir. Opozisyonu al, sonra siyah şahın etrafından dolaş. Piyonu çok erken sürme!
lesson-pawn-endgame-8-praise = Önce şah, sonra piyon: işte böyle yapılır!
lesson-pawn-endgame-9-instruction = Siyah şah kendi piyonunun önüne geçmek istiyor. Onu durdur: aranızda bir kare kalacak şekilde şahınla onun karşısına geç. Opozisyonu al!
lesson-pawn-endgame-9-praise = Siyah şah yanından geçemedi: berabere!
lesson-pawn-endgame-10-instruction = Siyah taşlarla oynuyorsun. Opozisyonu al, şahınla piyonun önünden git ve ancak ondan sonra piyonu sür.
lesson-pawn-endgame-10-praise = Şahın yeni bir vezire yol açtı!
lesson-pawn-endgame-11-instruction = Siyah taşlarla oynuyorsun. Piyonun tam önünde, beyaz şahın karşısında dur! Yana çekilirsen beyaz şah içeri girer.
lesson-pawn-endgame-11-praise = Piyonun tam önünde: geçemez!
lesson-pawn-endgame-12-instruction = Siyah taşlarla oynuyorsun. Şahın, kenardaki bir piyonun önündeki köşeye girerse o piyon kazanamaz. Köşeye koş!
lesson-pawn-endgame-12-praise = Köşede güvendesin: berabere!
lesson-pawn-endgame-13-instruction = Piyonun hâlâ evinde ve bekleyebilir. Önce opozisyonu al, sonra şahını piyonun önüne doğru yürüt.
lesson-pawn-endgame-13-praise = Uzun bir yürüyüş ve yepyeni bir vezir!
