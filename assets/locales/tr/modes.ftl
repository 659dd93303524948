# Öğren, Bulmacalar ve Düzenle panellerinin, mod çubuğunun, katmanların (bildirimler, terfi,
# beraberlik talebi) ve tuşlar katmanının Türkçe sözcükleri.

## Öğren: ders listesi ve bir alıştırma (derslerin kendi metinleri kendi dosyalarından gelir)

learn-title = Öğren
learn-unreadable = Dersler okunamadı: { $error }
learn-heading = Oynamayı öğren
learn-intro = Bu tahtada kısa dersler: her taşın nasıl gittiğinden mata kadar. En üstten başla ya da istediğin dersi aç.
learn-group-rules = Kurallar
learn-group-fundamentals = İyi oynamak
learn-group-tactics = Taktik
learn-group-endings = Oyun sonları
learn-group-reading = Tahtayı okumak
learn-play-gentle = Nazik seviyesine karşı bir oyun oyna
learn-lesson-done = Ders bitti!
# $won: the stars won in the lesson; $total: the stars it has.
learn-lesson-stars = { $won }/{ $total } yıldız
learn-next-lesson = Sıradaki ders: { $title }
learn-all-done = Kuralları biliyorsun! Şimdi gerçek bir oyunda dene: Nazik seviyesi seni zorlamaz, koç da sana yardım eder.
learn-all-lessons = Tüm dersler
learn-exercise-of = Alıştırma { $number }/{ $count }
learn-finish-lesson = Dersi bitir
learn-next-exercise = Sıradaki alıştırma
learn-show-me = Bana göster
learn-start-again = Baştan başla
learn-skip = Atla
# $stars: the best stars won here, as ★★☆.
learn-best-here = En iyin: { $stars }
learn-drill-find = { $square } karesini bul
learn-drill-score = Bulunan: { $found }   Kalan süre: { $seconds } sn
learn-drill-start = Saat, ilk kareyi bulduğunda başlar.
learn-drill-best = Rekorun: { $best }

## İlerleme sayfası (Öğren'den açılır)

progress-open = İlerleme
progress-title = İlerlemen
progress-go = Başla
progress-next-lesson = Sıradaki: “{ $title }” dersi.
progress-next-level = { $beaten } seviyesini { $wins ->
    [one] bir kez
   *[other] { $wins } kez
    } yendin: şimdi { $next } seviyesini dene.
progress-next-puzzles = { $count ->
    [one] Bugün bir bulmacanın sırası geldi: aklındayken çöz.
   *[other] Bugün { $count } bulmacanın sırası geldi: aklındayken çöz.
    }
progress-next-play = { $level } seviyesine karşı bir oyun oyna.
progress-lessons = Dersler
progress-puzzles = Bulmacalar
progress-puzzle-rating = Bulmaca puanı: { $rating }   Bugünkü: { $due }
progress-rating-line = Puan
progress-rating-none = Puan grafiğin, puanlı iki bulmacadan sonra başlar.
progress-games = Bilgisayara karşı oyunlar
progress-won = Galibiyet
progress-drawn = Beraberlik
progress-lost = Yenilgi
progress-reviews = İncelenen oyunlar
progress-reviews-none = Henüz hiçbir oyunun incelenmedi: bir oyundan sonra “İncele” düğmesine bas.
progress-reviews-line = { $count ->
    [one] İncelenen son oyundaki doğruluğun
   *[other] İncelenen son { $count } oyundaki doğruluğun
    }: { $each } (ortalama %{ $mean }).

## Bulmacalar (bulmacanın kaynağı ve teması kendi kaydından gelir)

puzzles-title = Bulmacalar
puzzles-rating = Bulmaca puanın: { $rating } (±{ $deviation })
# $due: puzzles due today; $mine: from the player's games; $shipped: built in.
puzzles-counts = Bugünkü: { $due }   Oyunlarından: { $mine }   Yerleşik: { $shipped }
puzzles-harvesting = Son oyununda bulmaca aranıyor…
puzzles-none-waiting = Bekleyen bulmaca yok: hepsini denedin ve henüz sırası yeniden gelen yok. Yarın yine gel ya da bir oyun oyna: oyunundaki hatalar yeni bulmaca olur.
puzzles-look-again = Yeniden bak
puzzles-to-move = { $color } oynar
puzzles-find-better = Daha iyi hamleyi bul
# $source: the game it comes from; $played: the move played there, in SAN.
puzzles-you-played = { $source }: burada { $played } oynadın.
puzzles-checked-by = Denetleyen: { $engine }.
puzzles-id-rated = Bulmaca { $id } · puan { $rating }
puzzles-solved-first-try = İlk denemede çözdün!
puzzles-solved-with-hint = Çözüldü, ipucuyla.
puzzles-solved-comes-back = Çözüldü. İyice akılda kalsın diye yarın yeniden gelecek.
# $change: the rating's change, signed (+12, -8).
puzzles-rating-change = Puan { $change }
puzzles-hint = İpucu
puzzles-show-solution = Çözümü göster
puzzles-start-again = Baştan başla
puzzles-next = Sıradaki bulmaca
puzzles-skip = Atla (kaçırılmış sayılır)

## Düzenle: pozisyon kurmak

edit-heading = Pozisyon kur
edit-start-position = Başlangıç pozisyonu
edit-clear-board = Tahtayı temizle
edit-from-game = Oyundan al
edit-from-game-hover = Oyna bölümündeki oyunun pozisyonu
edit-flip-board = Tahtayı çevir
edit-swap-colours = Renkleri değiştir
edit-swap-colours-hover = Beyaz taşlar aynalanıp siyah olur, siyahlar beyaz
edit-play-from-here = Buradan oyna
edit-play-from-here-hover = Bu pozisyondan yeni bir oyun: rakibi ve saati seç
edit-analyse = Analiz et
edit-analyse-hover = Motorun değerlendirmesi ve en iyi devam yolu
edit-still-looking = Motor hâlâ arıyor…
edit-tray-help = Bir taş seç, sonra koymak için karelere tıkla (kaldırmak için yeniden tıkla). El ile önce bir taşa, sonra yeni karesine tıkla. Bir taşı kaldırmak için sağ tıkla ya da tahtanın dışına sürükle.
edit-hand = El: taşları taşı
edit-eraser = Silgi: taşları kaldır
# A piece in the tray: color-white or color-black, and a role (role-king, …).
edit-piece = { $color } { $role }
edit-white-to-move = Beyaz oynar
edit-black-to-move = Siyah oynar
edit-may-castle = { $color } rok yapabilir:
# Hover texts of the O-O and O-O-O boxes.
edit-castle-king-side = şah kanadına
edit-castle-queen-side = vezir kanadına
edit-en-passant = Geçerken alma karesi:
edit-en-passant-none = yok
edit-copy-fen = FEN kopyala
edit-playable = ✔ Bu pozisyon oynanabilir.
edit-not-playable = Bu pozisyon oynanamaz:

## Katmanlar: bildirimler, terfi, beraberlik talebi

hud-draw-accepted = Beraberlik teklifi kabul edildi.
hud-draw-declined = Beraberlik teklifi reddedildi.
hud-draw-offered = { $color } beraberlik teklif ediyor.
# $what: unsaved-… (what could not be written); $reason: the system's words (English).
hud-cannot-save = Gambit kaydedemedi: { $what } ({ $reason }). Denemeyi sürdürüyor; sen oynamaya devam et.
hud-saved-again = Her şey yeniden kaydedildi.
hud-promote-title = Terfi:
hud-promote-queen = Vezir (Q)
hud-promote-rook = Kale (R)
hud-promote-bishop = Fil (B)
hud-promote-knight = At (N)
hud-promote-cancel = İptal (Esc)
hud-claim-title = Beraberlik talep edilsin mi?
hud-claim-threefold = üç kez tekrar
hud-claim-fifty-moves = 50 hamle kuralı
# Two claims the move allows: hud-claim-threefold or hud-claim-fifty-moves.
hud-claim-or = { $a } ya da { $b }
hud-claim-prompt = Bu hamleden sonra { $claims } ile beraberlik talep edebilirsin.
hud-claim-draw = Beraberlik talep et
hud-just-play = Sadece hamleyi oyna
hud-claim-cancel = İptal

## Tuşlar katmanı (? ya da F1): her tuşun adı (…-key) ve ne yaptığı

keys-title = Tuşlar
keys-close = Kapat (Esc)
keys-board = Tahta (her modda)
keys-arrows-key = Ok tuşları
keys-arrows = kare imlecini hareket ettir
keys-pick-key = Enter, Boşluk
keys-pick = altındaki taşı al / oraya bırak
keys-put-down-key = Esc
keys-put-down = taşı bırak, seçiciyi kapat
keys-promotion-key = Q R B N
keys-promotion = terfi taşını seç
keys-flip-key = F
keys-flip = tahtayı çevir
keys-reset-camera-key = R
keys-reset-camera = kamerayı sıfırla
keys-turn-board-key = T
keys-turn-board = tahtayı oynayacak tarafa çevir
keys-view-key = V
keys-view = 3D ya da 2D görünüm
keys-game = Oyun (Oyna)
keys-new-game-key = Ctrl+N
keys-new-game = yeni oyun (oyun bitince N)
keys-take-back-key = Ctrl+Z
keys-take-back = geri al
keys-hint-key = H
keys-hint = ipucu
keys-draw-key = Ctrl+D
keys-draw = mümkünse beraberlik talep et, değilse teklif et
keys-resign-key = Ctrl+R
keys-resign = terk et
keys-pause-key = P
keys-pause = duraklat ya da sürdür (bilgisayarlar arası oyun)
keys-type-move-key = M
keys-type-move = hamle yaz (SAN ya da UCI), oynamak için Enter
keys-earlier-later-key = Page Up / Page Down
keys-earlier-later = önceki / sonraki pozisyon
keys-first-last-key = Home / End
keys-first-last = ilk pozisyon / oyuna dön
keys-settings-key = S
keys-settings = ayarlar
keys-games-key = G
keys-games = oyunlar: kaydet, yükle, FEN
keys-panels = Paneller ve modlar
keys-next-field-key = Tab / Shift+Tab
keys-next-field = sonraki / önceki düğme ya da alan
keys-press-key = Boşluk, Enter
keys-press = düğmeye bas
keys-leave-field-key = Esc
keys-leave-field = alandan ya da düğmeden çık (tuşlar yeniden tahtaya gider)
keys-modes-key = Ctrl+1 … Ctrl+4
keys-modes = Oyna, Öğren, Bulmacalar, Düzenle
keys-help-key = ? ya da F1
keys-help = bu liste
keys-dialogs = İletişim pencereleri
keys-dialog-enter-key = Enter
keys-dialog-enter = ana düğme (Başla, Terk et, Başla…)
keys-dialog-escape-key = Esc
keys-dialog-escape = pencereyi kapat
keys-dialog-choose-key = Yukarı / aşağı ok
keys-dialog-choose = sonraki ya da önceki rakip, cevap veya liste öğesi

## Mod çubuğu

mode-play = Oyna
mode-learn = Öğren
mode-puzzles = Bulmacalar
mode-edit = Düzenle

## The welcome on the first start
welcome-title = Gambit'e hoş geldin
welcome-question = Satrancı ne kadar biliyorsun?
welcome-new = Satranca yeni başlıyorum
welcome-moves = Taşların nasıl gittiğini biliyorum
welcome-often = Sık oynuyorum
welcome-analyse = Analiz yapmak istiyorum
welcome-later = Esc her zamanki gibi başlatır. Öğren, Oyna, Bulmacalar ve Düzenle her zaman panelin üstündeki çubuktadır.
