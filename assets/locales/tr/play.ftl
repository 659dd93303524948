# Oyna bölümünün Türkçe sözcükleri: paneli, kim oynar, pencereleri (yeni oyun, oyunlar,
# ayarlar, motorlar, rakibi değiştir, oyun sonu), paneldeki inceleme, koç.

## Panel: oyuncular, durum, düğmeler, hamleler

# $color: color-white or color-black, after the player's name.
panel-player-color = ({ $color })
# $status: the status line, while the computer thinks.
panel-status-thinking = { $status } — düşünüyor…
panel-viewing-start = Başlangıç gösteriliyor
# $move: the move shown, as "12... Nf6".
panel-viewing-move = Gösterilen hamle: { $move }
panel-back-to-game = Oyuna dön
panel-draw-offered = { $color } beraberlik teklif ediyor:
panel-accept-draw = Kabul et
panel-decline-draw = Reddet
panel-new-game = Yeni oyun…
panel-take-back = Geri al
panel-hint = İpucu
panel-offer-draw = Beraberlik teklif et
panel-resign = Terk et
panel-flip-board = Tahtayı çevir (F)
panel-settings = Ayarlar…
panel-games = Oyunlar…
panel-review = İncele
panel-claim-threefold = Beraberlik talep et (üç kez tekrar)
panel-claim-fifty-moves = Beraberlik talep et (50 hamle kuralı)
panel-auto-rotate = Tahtayı oynayacak tarafa çevir (T)
panel-view-2d = 2D görünüm (V)
panel-view-3d = 3D görünüm (V)
panel-moves = Hamleler

## Hamle yazmak

entry-hint = Hamle yaz: { $move }, e2e4, O-O
# The move field's name for screen readers.
entry-label = Hamle yaz
entry-play = Oyna

## Kim oynar

player-you = Sen
player-human = İnsan
# $level: the built-in engine's level (Nazik … Usta).
player-computer = Bilgisayar ({ $level })
# $name: an external engine's name, in the players' drop-down.
player-engine-choice = { $name } (motor)
# $error: what went wrong with an engine.
player-engine-failed = { $error }.
player-game-waits = Oyun bekliyor: devam etmek için başka bir rakip seç.
player-resume = Devam et
player-pause = Duraklat
player-change-opponent = Rakibi değiştir…

## Paneldeki inceleme

review-judgement-best = En iyi hamle
review-judgement-good = İyi hamle
review-judgement-inaccuracy = Yanlışlık
review-judgement-mistake = Hata
review-judgement-blunder = Büyük hata
# $judgement: one of the review-judgement messages.
review-verdict = { $judgement }.
# $best: the best move in SAN.
review-best-was = En iyisi { $best } idi.
review-missed-mate = Bu hamle zorunlu bir matı kaçırıyor.
review-allowed-mate = Bu hamle rakibe zorunlu bir mat fırsatı veriyor.
review-title = İnceleme
review-close = İncelemeyi kapat
review-go-on = Devam et
# $who: review-by-builtin, an engine's name, or review-by-depth.
review-by = İnceleyen: { $who }
review-progress = hamle { $done }/{ $total }
review-stop = Durdur
review-stopped-after = Durduruldu: { $done }/{ $total } hamle.
# The line on the graph at the move shown.
review-graph-shown = gösterilen
# $white, $black: each player's accuracy (a number, or – before any).
review-accuracy = Doğruluk: Beyaz { $white } · Siyah { $black }
review-accuracy-so-far = Doğruluk: Beyaz { $white } · Siyah { $black } (şimdilik)
review-save-pgn = Açıklamalı PGN kaydet
review-saving = Kaydediliyor…
review-copy = Kopyala
review-copied = Açıklamalı PGN panoya kopyalandı.

## Koç

coach-title = Koç
# $move: the move held back, in SAN.
coach-question = { $move }?
# $warning: what the move allows (warning-* in gambit.ftl).
coach-warning = { $warning }.
coach-play-anyway = Yine de oyna
coach-take-back = Geri al
# $explanation: why the hinted move is good (hint-* in gambit.ftl).
coach-hint = İpucu: { $explanation }

## Oyunlar penceresi

games-nothing-to-load = Yüklenecek bir şey yok.
games-none-found = Orada hiç oyun bulunamadı.
# $count: the games found; $seconds: how long it took; $damaged: those read only in part.
games-found = { $count } oyun bulundu ({ $seconds } sn){ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } tanesi sonuna kadar okunamadı)
    }; bir oyun ve bir hamle seç.
# $why: why the reading stopped (games-reading-stopped, …).
games-read-then = { $count } oyun okundu, sonra { $why }{ $damaged ->
    [0] {""}
   *[other] {" "}({ $damaged } tanesi sonuna kadar okunamadı)
    }.
games-close = Kapat
games-this-game = Bu oyun
games-file = Dosya
games-saving-to = Kaydediliyor: { $path }…
games-replace-question = { $path } zaten var. Üzerine yazılsın mı?
games-replace = Üzerine yaz
games-cancel = İptal
games-save-pgn = PGN olarak kaydet
games-load-pgn = PGN dosyası yükle
games-copy-pgn = PGN kopyala
games-pgn-copied = Oyunun PGN'si panoya kopyalandı.
games-copy-fen = FEN kopyala
games-fen-copied = Kopyalandı: { $fen }
games-paste = PGN ya da FEN yapıştır (Ctrl+V)
games-paste-hint = [Event "…"] 1. e4 e5 …   ya da   rnbqkbnr/pppppppp/8/…
games-read-pasted = Yapıştırılan metni oku
games-recent = Son oyunlar
# While a file is read: the games so far and how much of the file.
games-reading = { $count } oyun, %{ $percent }
games-stop = Durdur
games-find = Bul
games-find-hint = oyuncu, turnuva, yıl
games-cannot-open = Bu oyun açılamıyor: { $error }
games-stopped-early = Erken durdu: { $error }
games-continue-after = Devam noktası
games-the-start = başlangıç
games-play-from-here = Buradan oyna
games-review-this = Bu oyunu incele
games-could-not-read = { $path } okunamadı: { $error }.
# Why the reading of games ended early, after "… games read, then".
games-no-thread = okumak için iş parçacığı yok: { $error }
games-reading-stopped = okuma durdu
games-cancelled = durduruldu
games-no-such-game = böyle bir oyun yok
games-game-unreadable = O oyun okunamadı: { $error }.

## Pencereler: yeni oyun, terk, oyun sonu, ayarlar, oyunlar

dialog-settings-title = Ayarlar
dialog-opponent-title = Rakibi değiştir
dialog-games-title = Oyunlar
dialog-new-game-title = Yeni oyun
dialog-close = Kapat
dialog-start = Başla
dialog-cancel = İptal
dialog-resign-title = Terk ediyor musun?
# $winner: color-white or color-black.
dialog-resign-question = Bu oyunu terk ediyor musun? { $winner } kazanır.
dialog-resign = Terk et
dialog-keep-playing = Oynamaya devam et
dialog-game-over-title = Oyun bitti
dialog-game-over-new-game = Yeni oyun…
dialog-rematch = Rövanş (renkler değişir)
dialog-review = İncele

## Yeni oyun penceresi

new-game-watch-needs-computers = İzlemek için iki tarafa da bir bilgisayar seç.
new-game-opponent = Rakip
new-game-human = İnsan (burada iki oyuncu)
new-game-you-play = Senin tarafın
new-game-random = Rastgele
new-game-watch = Hiçbiri (izle)
new-game-two-players = bu bilgisayarda iki oyuncu
new-game-clock = Saat
new-game-no-clock = Yok
new-game-custom = Özel
# After the minutes and the seconds of a custom clock.
new-game-minutes-suffix = {" "}dk
new-game-seconds-suffix = {" "}sn
new-game-increment = artış
new-game-delay = gecikme
new-game-start-from = Başlangıç
new-game-standard-position = Standart pozisyon
new-game-a-fen = Bir FEN
new-game-fen-hint = buraya bir FEN yapıştır

## Ayarlar penceresi

# $name: a board theme or piece style that can't be used.
settings-look-damaged = { $name } (bozuk)
# $now: the quality Auto chose.
settings-quality-auto = Otomatik ({ $now })
quality-auto = Otomatik
quality-low = Düşük
quality-medium = Orta
quality-high = Yüksek
settings-language = Dil
# $language: the desktop's language, by its own name.
settings-language-automatic = Otomatik ({ $language })
settings-notation = Hamleler
settings-notation-letters = Harfler ({ $example })
settings-notation-figurines = Figürler ({ $example })
settings-board = Tahta
settings-board-3d = 3D
settings-board-2d = 2D (yukarıdan)
settings-board-theme = Tahta teması
settings-pieces-2d = 2D taşlar
settings-coach = Koç
settings-coach-auto = Nazik ve Kolay seviyelerine karşı
settings-coach-always = her zaman
settings-coach-never = asla
settings-ponder = Usta seviyesi senin sürende de düşünür (beklediği yanıt üzerine)
settings-quality = Grafik kalitesi
settings-show-legal-moves = Yasal hamleleri göster
settings-show-coordinates = Koordinatları göster
settings-colour-blind = Renk körlüğü işaretleri (renklerle birlikte şekiller)
settings-text-size = Yazı boyutu
settings-animation-speed = Animasyon hızı
settings-volume = Ses düzeyi
settings-mute = Sessiz
settings-auto-queen = Her zaman vezire terfi et
settings-confirm-resign = Terk etmeden önce sor
settings-tournament-mode = Yeni oyunlarda turnuva modu (dokunulan taş oynanır, geri alma yok)

## Rakibi değiştir

# $error: what went wrong with the engine asked for a hint or a draw answer.
opponent-builtin-answers = { $error }. Bunun yerine yerleşik motor yanıt veriyor.
opponent-goes-on = Oyun bu pozisyondan bu oyuncularla sürüyor:
opponent-continue = Devam et

## Ayarlar → Motorlar

engines-type-path-first = Önce bir motor programının yolunu yaz.
engines-already-listed = { $path } zaten listede.
engines-added = Eklendi: { $name }.
engines-no-strength-setting = güç ayarı yok (hep tam güç)
# $option: the UCI option that sets the strength, with its range ("UCI_Elo 1320–3190").
engines-strength-by = güç ayarı: { $option }
# $options: engines-strength-by and the engine's threads and hash, with their ranges.
engines-described = { $name } ({ $author }): { $options }
engines-title = Motorlar
engines-remove = Kaldır
engines-judge = Hakem (incelemeler, ipuçları, beraberlik teklifleri, oyunlarından bulmacalar):
engines-judge-automatic = Otomatik
engines-judge-builtin = Yerleşik motor
# $engine: the engine's name, or engines-builtin-judges.
engines-judge-automatic-now = Otomatik: elindeki en güçlü motor hakemlik yapar, şu an { $engine }.
engines-builtin-judges = yerleşik motor
engines-path-hint = motor programı, ör. /usr/games/stockfish
engines-add = Motor ekle
engines-stockfish-found = Stockfish şurada kurulu: { $path }.
engines-add-it = Ekle
engines-trying = Deneniyor: { $path }…
engines-strength = Güç
engines-strength-full = Tam
engines-strength-about = Yaklaşık
engines-elo-suffix = {" "}Elo
engines-threads = İş parçacığı
engines-hash = Hash
engines-mib-suffix = {" "}MiB
# A threads or hash value of 0: the engine's own.
engines-default = varsayılan
engines-per-move = Saat yoksa, hamle başına:
engines-seconds-suffix = {" "}sn
engines-plies-suffix = { $count ->
    [one] {" "}yarım hamle
   *[other] {" "}yarım hamle
    }
