# Lessons (de): titles, intros, instructions, praise and tips. English: engine/data/lessons/*.toml.

## board
lesson-board-title = Das Schachbrett
lesson-board-intro = Das Schachbrett hat 64 Felder, und jedes Feld hat einen Namen. Lass sie uns lernen!
lesson-board-1-instruction = Die senkrechten Linien tragen die Buchstaben a bis h, von links nach rechts. Die waagerechten Reihen tragen die Zahlen 1 bis 8, von unten nach oben. Ein Feld heißt nach seinem Buchstaben und dann seiner Zahl. Klick auf e4!
lesson-board-1-praise = Ja, das ist e4!
lesson-board-2-instruction = Die Ecke unten links liegt auf der Linie a und der Reihe 1. Klick auf a1.
lesson-board-2-praise = Super: Auf a1 steht zu Beginn der weiße Turm.
lesson-board-3-instruction = Wenn du das Brett aufstellst, muss das Eckfeld rechts von jedem Spieler hell sein. Klick auf die helle Ecke rechts von Weiß!
lesson-board-3-praise = Rechts hell: Denk daran, wenn du ein echtes Brett aufstellst.
lesson-board-4-instruction = Jetzt die gegenüberliegende Ecke: Linie h, Reihe 8. Klick auf h8.
lesson-board-4-praise = Gut gemacht!
lesson-board-5-instruction = Finde d5: Geh zur Linie d, dann hoch bis zur Reihe 5.
lesson-board-5-praise = Perfekt!
lesson-board-6-instruction = Auf welchem Feld steht der weiße König? Klick darauf.
lesson-board-6-praise = Richtig: Der weiße König steht zu Beginn auf e1.
lesson-board-7-instruction = Und der schwarze König? Klick auf sein Feld.
lesson-board-7-praise = Richtig: Der schwarze König steht zu Beginn auf e8, genau gegenüber vom weißen König.

## rook
lesson-rook-title = Der Turm
lesson-rook-intro = Der Turm zieht gerade: nach oben, nach unten oder zur Seite, so weit er will.
lesson-rook-1-instruction = Der Turm zieht nach oben, nach unten oder zur Seite, so weit er will. Zieh ihn auf den Stern!
lesson-rook-1-praise = Super, geschafft!
lesson-rook-2-instruction = Sammle beide Sterne. Der Turm kann in einem Zug nicht um die Ecke ziehen: Hol sie dir einen nach dem anderen.
lesson-rook-2-praise = Zwei Sterne in zwei Zügen!
lesson-rook-3-instruction = Sammle alle drei Sterne mit so wenigen Zügen wie möglich.
lesson-rook-3-praise = Schöner Weg!
lesson-rook-4-instruction = Deine eigenen Bauern stehen dem Turm im Weg: Ein Turm kann nicht über Figuren springen. Finde einen Weg drumherum!
lesson-rook-4-praise = Du hast den Weg drumherum gefunden!

## bishop
lesson-bishop-title = Der Läufer
lesson-bishop-intro = Der Läufer zieht schräg, so weit er will. Er bleibt die ganze Partie lang auf Feldern einer Farbe.
lesson-bishop-1-instruction = Der Läufer gleitet über die Diagonalen. Zieh ihn auf den Stern!
lesson-bishop-1-praise = Gut gemacht!
lesson-bishop-2-instruction = Sammle beide Sterne. Folge den Diagonalen!
lesson-bishop-2-praise = Schöner Zickzack!
lesson-bishop-3-instruction = Drei Sterne. Sie liegen alle auf dunklen Feldern, genau wie dein Läufer.
lesson-bishop-3-praise = Ein Läufer verlässt nie seine Farbe, und das hast du gut genutzt!
lesson-bishop-4-instruction = Dein Bauer versperrt dem Läufer den Weg nach g5. Schaffst du trotzdem beide Sterne?
lesson-bishop-4-praise = Gut überlegt!

## queen
lesson-queen-title = Die Dame
lesson-queen-intro = Die Dame ist die stärkste Figur: Sie zieht wie ein Turm und wie ein Läufer zusammen.
lesson-queen-1-instruction = Die Dame zieht gerade und schräg, so weit sie will. Schnapp dir den Stern!
lesson-queen-1-praise = Leicht für eine Dame!
lesson-queen-2-instruction = Zwei Sterne: ein schräger Zug, ein gerader Zug.
lesson-queen-2-praise = Zwei Züge, zwei Sterne!
lesson-queen-3-instruction = Sammle alle drei Sterne mit so wenigen Zügen wie möglich.
lesson-queen-3-praise = Was für eine Dame!
lesson-queen-4-instruction = Dein Bauer steht der Dame im Weg: Sie kann nicht über ihn springen. Mach Platz oder geh außen herum!
lesson-queen-4-praise = Die Dame ist frei!

## knight
lesson-knight-title = Der Springer
lesson-knight-intro = Der Springer springt in L-Form: zwei Felder in eine Richtung, dann ein Feld zur Seite. Er ist die einzige Figur, die über andere springen kann.
lesson-knight-1-instruction = Der Springer springt in L-Form: zwei Felder, dann eins zur Seite. Spring auf den Stern!
lesson-knight-1-praise = Hopp! Gut gemacht.
lesson-knight-2-instruction = Der Stern ist für einen Sprung zu weit weg. Schaff es mit zwei Sprüngen!
lesson-knight-2-praise = Zwei Sprünge, genau auf den Stern!
lesson-knight-3-instruction = Dein Springer ist von seinen eigenen Bauern umringt. Nur ein Springer kann über sie springen: Spring auf den Stern!
lesson-knight-3-praise = Springer springen über alles!
lesson-knight-4-instruction = Sammle alle drei Sterne. Plane deine Sprünge!
lesson-knight-4-praise = Du denkst wie ein Springer!

## king
lesson-king-title = Der König
lesson-king-intro = Der König ist die wichtigste Figur. Er zieht immer nur ein Feld weit, in jede Richtung.
lesson-king-1-instruction = Der König macht einen Schritt: ein Feld in jede Richtung. Geh mit ihm auf den Stern!
lesson-king-1-praise = Guter Schritt!
lesson-king-2-instruction = Führ den König zu beiden Sternen, Schritt für Schritt.
lesson-king-2-praise = Schöner Spaziergang!
lesson-king-3-instruction = Der König darf nie auf ein Feld ziehen, das eine gegnerische Figur angreift. Pass auf den Läufer auf a4 auf!
lesson-king-3-praise = Sicher angekommen!
lesson-king-4-instruction = Der Turm auf c4 bewacht seine ganze Reihe und seine ganze Linie. Sammle die Sterne, ohne in seine Bahn zu laufen!
lesson-king-4-praise = Kluger König!

## pawn
lesson-pawn-title = Der Bauer
lesson-pawn-intro = Bauern ziehen geradeaus, immer ein Feld weit. Bei seinem allerersten Zug darf ein Bauer zwei Felder ziehen.
lesson-pawn-1-instruction = Bei seinem ersten Zug darf ein Bauer ein oder zwei Felder vorwärts ziehen. Erreiche den Stern mit einem Zug!
lesson-pawn-1-praise = Zwei Felder auf einmal!
lesson-pawn-2-instruction = Bauern ziehen nur vorwärts. Erreiche den Stern so schnell du kannst.
lesson-pawn-2-praise = Vorwärts, marsch!
lesson-pawn-3-instruction = Zwei Bauern, zwei Sterne.
lesson-pawn-3-praise = Gut gespielt!
lesson-pawn-4-instruction = Ein Bauer kann nicht geradeaus schlagen: Er schlägt ein Feld schräg nach vorn. Schlag den Springer!
lesson-pawn-4-praise = Bauern schlagen schräg: Jetzt weißt du es!
lesson-pawn-5-instruction = Ein Bauer kann nicht vorwärts ziehen, wenn direkt vor ihm eine Figur steht. Welcher Bauer kann den Stern holen?
lesson-pawn-5-praise = Schlaue Bauernzüge!

## capture
lesson-capture-title = Schlagen
lesson-capture-intro = Du schlägst eine gegnerische Figur, indem du auf ihr Feld ziehst. Sie verlässt dann das Brett.
lesson-capture-1-instruction = Zieh deinen Turm auf den schwarzen Turm, um ihn zu schlagen!
lesson-capture-1-praise = Erwischt!
lesson-capture-2-instruction = Schlag beide schwarzen Figuren. Dein König kann helfen!
lesson-capture-2-praise = Zwei Figuren geschlagen!
lesson-capture-3-instruction = Bauern schlagen ein Feld schräg nach vorn. Schlag beide schwarzen Figuren mit deinen Bauern!
lesson-capture-3-praise = Stark, diese Bauern!
lesson-capture-4-instruction = Schlag alle schwarzen Figuren mit deiner Dame, mit so wenigen Zügen wie möglich.
lesson-capture-4-praise = Die Dame hat aufgeräumt!

## check
lesson-check-title = Schach
lesson-check-intro = Wenn ein König angegriffen wird, steht er im Schach. Dann musst du sofort aus dem Schach heraus: Zieh den König weg, stell eine Figur dazwischen oder schlag den Angreifer.
lesson-check-1-instruction = Dein König steht im Schach durch den Turm auf e8! Komm aus dem Schach, indem du deinen König auf ein sicheres Feld ziehst.
lesson-check-1-praise = Dein König ist in Sicherheit!
lesson-check-2-instruction = Wieder Schach! Diesmal stellst du etwas dazwischen: Stell eine deiner Figuren zwischen den Turm und deinen König.
lesson-check-2-praise = Abgeblockt!
lesson-check-3-instruction = Schach durch den Turm! Komm aus dem Schach, indem du die Figur schlägst, die Schach gibt.
lesson-check-3-praise = Der Angreifer ist weg!
lesson-check-4-instruction = Der Turm gibt direkt neben deinem König Schach, und keine Figur deckt ihn. Dein König kann ihn schlagen!
lesson-check-4-praise = Auch Könige können schlagen!

## mate
lesson-mate-title = Schachmatt
lesson-mate-intro = Schachmatt ist Schach ohne Ausweg: Der König kann nicht weg, nichts kann dazwischen, und der Angreifer kann nicht geschlagen werden. Mit Schachmatt gewinnst du die Partie!
lesson-mate-1-instruction = Der schwarze König steckt hinter seinen eigenen Bauern fest. Setz ihn in einem Zug matt!
lesson-mate-1-praise = Grundreihenmatt!
lesson-mate-2-instruction = Dein König nimmt ihm die Fluchtfelder weg. Jetzt setz mit der Dame matt!
lesson-mate-2-praise = Dame und König zusammen: Schachmatt!
lesson-mate-3-instruction = Ein Turm bewacht eine Reihe, der andere kann auf der letzten Reihe Schach geben. Schachmatt!
lesson-mate-3-praise = Zwei Türme bauen eine Leiter!
lesson-mate-4-instruction = Der schwarze König ist von seinen eigenen Figuren umringt. Finde das Matt mit dem Springer!
lesson-mate-4-praise = Ersticktes Matt: Der König hatte keinen Platz zum Atmen!
lesson-mate-5-instruction = Deine Dame und dein Läufer zielen beide auf f7. Schachmatt!
lesson-mate-5-praise = Das ist das berühmte Schäfermatt!
lesson-mate-6-instruction = Du spielst Schwarz. Weiß hat zwei schwache Bauernzüge gemacht. Matt in einem Zug!
lesson-mate-6-praise = Narrenmatt: das schnellste Schachmatt, das es gibt!
lesson-mate-7-instruction = Matt in zwei Zügen. Bring zuerst deinen König näher heran, dann gib Schach!
lesson-mate-7-praise = Ein Matt, das du vorausgeplant hast!

## castling
lesson-castling-title = Die Rochade
lesson-castling-intro = Die Rochade ist ein besonderer Zug von König und Turm zusammen: Der König zieht zwei Felder auf den Turm zu, und der Turm springt auf die andere Seite des Königs.
lesson-castling-1-instruction = Rochiere auf der Königsseite: Zieh deinen König zwei Felder auf den Turm auf h1 zu.
lesson-castling-1-praise = Dein König ist sicher versteckt!
lesson-castling-2-instruction = Jetzt rochiere auf der Damenseite: den König zwei Felder auf den Turm auf a1 zu.
lesson-castling-2-praise = Lange Rochade, geschafft!
lesson-castling-3-instruction = Dein König darf nicht über ein Feld ziehen, das eine gegnerische Figur angreift. Auf welcher Seite kannst du rochieren?
lesson-castling-3-praise = Richtig: Der Läufer hat die kurze Rochade verhindert, aber nicht die lange!
lesson-castling-4-instruction = Du kannst nicht rochieren, solange dein König im Schach steht. Stell zuerst eine Figur dazwischen, ohne König oder Turm zu ziehen, und rochiere dann!
lesson-castling-4-praise = Erst Sicherheit, dann Rochade!

## en-passant
lesson-en-passant-title = En passant
lesson-en-passant-intro = Wenn ein Bauer einen Doppelschritt macht und direkt neben deinem Bauern landet, darf dein Bauer ihn schlagen, als wäre er nur ein Feld gezogen. Aber nur im direkt folgenden Zug!
lesson-en-passant-1-instruction = Der schwarze Bauer ist gerade von d7 nach d5 gezogen, direkt neben deinen Bauern. Schlag ihn en passant: Dein Bauer zieht nach d6!
lesson-en-passant-1-praise = En passant, wie ein Profi!
lesson-en-passant-2-instruction = Zieh mit deinem König und warte. Wenn der schwarze Bauer mit einem Doppelschritt neben deinen Bauern zieht, schlag ihn en passant!
lesson-en-passant-2-praise = Du warst bereit!
lesson-en-passant-3-instruction = Der Bauer auf d5 steht schon lange dort, also ist es zu spät, ihn en passant zu schlagen. Zieh mit deinem König und behalte den Bauern auf f7 im Auge!
lesson-en-passant-3-praise = Du hast deine Chance im richtigen Moment genutzt!

## promotion
lesson-promotion-title = Die Umwandlung
lesson-promotion-intro = Wenn ein Bauer die andere Seite des Bretts erreicht, wird er Dame, Turm, Läufer oder Springer: Du entscheidest!
lesson-promotion-1-instruction = Zieh deinen Bauern bis zur letzten Reihe und wandle ihn in eine Dame um!
lesson-promotion-1-praise = Eine brandneue Dame!
lesson-promotion-2-instruction = Ein Bauer kann auch umgewandelt werden, wenn er schräg eine Figur schlägt. Schlag den Turm und hol dir eine Dame!
lesson-promotion-2-praise = Turm weg, Dame da!
lesson-promotion-3-instruction = Hier ist ein Springer besser als eine Dame! Wandle in einen Springer um: Er gibt Schach und greift gleichzeitig die Dame an.
lesson-promotion-3-praise = Eine Springergabel: Im nächsten Zug schlägst du die Dame!
lesson-promotion-4-instruction = Eine neue Dame würde dem schwarzen König hier keinen Zug mehr lassen, und das ist Remis. Wandle lieber in einen Turm um!
lesson-promotion-4-praise = Ein Turm, und der Sieg gehört immer noch dir!

## draws
lesson-draws-title = Patt
lesson-draws-intro = Wenn der Spieler am Zug nicht im Schach steht, aber keinen erlaubten Zug hat, ist das Patt, und die Partie endet Remis. Wenn du auf Gewinn stehst, pass auf, dass du kein Patt machst!
lesson-draws-1-instruction = Matt in einem Zug, aber Vorsicht: Manche Damenzüge lassen dem schwarzen König gar keinen Zug mehr. Das ist Patt!
lesson-draws-1-praise = Schachmatt, nicht Patt!
lesson-draws-2-instruction = Der schwarze König kann gerade nicht ziehen. Fast jeder Zug wäre Patt! Finde den einen Zug, der mattsetzt.
lesson-draws-2-praise = Gefunden!
lesson-draws-3-instruction = Matt in zwei Zügen, ohne Patt unterwegs.
lesson-draws-3-praise = Vorsichtig und stark!

## values
lesson-values-title = Was die Figuren wert sind
lesson-values-intro = Ein Bauer ist 1 wert, ein Springer oder ein Läufer 3, ein Turm 5 und eine Dame 9. Zähl, bevor du schlägst!
lesson-values-1-instruction = Dein Springer kann einen Bauern (1) oder die Dame (9) schlagen. Schlag die Figur, die am meisten wert ist!
lesson-values-1-praise = Neun Punkte!
lesson-values-2-instruction = Der Turm auf d5 ist von einem Bauern gedeckt: Wenn deine Dame ihn schlägt, schlägt der Bauer deine Dame. Mit welchem Schlagen gewinnst du am meisten?
lesson-values-2-praise = Richtig gezählt: Gib nie eine Dame für einen Turm!
lesson-values-3-instruction = Beide schwarzen Figuren sind gedeckt. Zähl den Abtausch: Was schlägst du, und was gibst du dafür her?
lesson-values-3-praise = Turm gegen Läufer: ein gutes Geschäft!
lesson-values-4-instruction = Du kannst die Dame mit deinem Bauern oder mit deiner Dame schlagen. Was ist besser?
lesson-values-4-praise = Schlag mit der kleinsten Figur!

## tips
lesson-tips-title = Gute Gewohnheiten
lesson-tips-intro = Ein paar Hinweise, wie du vom ersten Zug an gut spielst. Spiel in jeder Stellung einen guten Zug, der dem Hinweis folgt.
lesson-tips-1-instruction = Beherrsche das Zentrum! Figuren in der Mitte erreichen mehr Felder. Zieh einen Zentrumsbauern zwei Felder vor.
lesson-tips-1-praise = Ein starker Start im Zentrum!
lesson-tips-1-off-tip = Die Zentrumsbauern sind die Bauern auf d2 und e2: Zieh einen von ihnen zwei Felder vor.
lesson-tips-2-instruction = Bring deine Springer und Läufer früh ins Spiel. Entwickle einen Springer in Richtung Zentrum!
lesson-tips-2-praise = Dein Springer macht mit!
lesson-tips-2-off-tip = Bring einen Springer ins Spiel, zur Mitte des Bretts hin.
lesson-tips-3-instruction = Rochiere früh: Dann steht dein König sicher hinter seinen Bauern, und ein Turm kommt zur Mitte.
lesson-tips-3-praise = König sicher, Turm bereit!
lesson-tips-3-off-tip = Rochiere! Zieh deinen König zwei Felder auf den Turm auf h1 zu.
lesson-tips-4-instruction = Frag dich vor jedem Zug: Was droht der letzte Zug meines Gegners? Der Bauer auf d4 greift deinen Springer an!
lesson-tips-4-praise = Du hast die Drohung rechtzeitig gesehen!
lesson-tips-5-instruction = Bring die Dame nicht zu früh heraus: Kleinere Figuren können sie herumjagen. Bring lieber einen Springer oder einen Läufer heraus.
lesson-tips-5-praise = Die Dame kann warten!
lesson-tips-5-off-tip = Noch nicht die Dame! Bring einen Springer oder einen Läufer heraus.
lesson-tips-6-instruction = Zähl, bevor du schlägst! Der Bauer auf e5 wird einmal angegriffen, von deinem Springer, aber zweimal gedeckt. Wenn du ihn schlägst, verlierst du deinen Springer für einen Bauern. Mach einen guten Zug, der ihn nicht schlägt.
lesson-tips-6-praise = Gut gezählt: Schwarz bekommt keinen Springer geschenkt!

## give-check
lesson-give-check-title = Schach geben
lesson-give-check-intro = Du gibst Schach, wenn eine deiner Figuren den gegnerischen König angreift. Die Gegenseite muss sofort darauf reagieren, darum ist Schach ein starker Zug, den du kennen solltest!
lesson-give-check-1-instruction = Deine Dame zieht gerade und schräg. Gib dem schwarzen König Schach!
lesson-give-check-1-praise = Schach! Die Dame reicht weit.
lesson-give-check-2-instruction = Der Turm greift auf seiner ganzen Reihe und seiner ganzen Linie an. Zieh ihn auf die Reihe oder die Linie des schwarzen Königs.
lesson-give-check-2-praise = Schach mit dem Turm!
lesson-give-check-3-instruction = Dein Läufer gleitet über die Diagonalen. Finde ein Feld, von dem aus er genau auf den schwarzen König zielt.
lesson-give-check-3-praise = Der Läufer gibt Schach aus der Ferne!
lesson-give-check-4-instruction = Der Springer springt in L-Form. Spring auf ein Feld, von dem aus er den König angreift.
lesson-give-check-4-praise = Ein Springerschach! Einem Springer kann nichts im Weg stehen.
lesson-give-check-5-instruction = Bauern greifen ein Feld schräg nach vorn an. Zieh einen Bauern so, dass er den König angreift.
lesson-give-check-5-praise = Sogar ein kleiner Bauer kann Schach geben!
lesson-give-check-6-instruction = Dein Springer steht zwischen deinem Turm und dem schwarzen König. Zieh den Springer weg, und der Turm gibt Schach!
lesson-give-check-6-praise = Ein Abzugsschach: Eine Figur zieht, eine andere greift an!
lesson-give-check-7-instruction = Gib mit der Dame Schach, und zwar von einem Feld aus, auf dem sie auch den schwarzen Turm angreift.
lesson-give-check-7-praise = Schach, und der Turm ist auch angegriffen! Im nächsten Zug kannst du ihn schlagen.
lesson-give-check-8-instruction = Dein Springer wird angegriffen. Spring auf ein Feld, auf dem er dem König Schach gibt und auch die Dame angreift!
lesson-give-check-8-praise = Schach, und die Dame ist angegriffen! Der König muss ziehen, dann gehört die Dame dir.
lesson-give-check-9-instruction = Du spielst Schwarz. Gib dem weißen König mit deinem Springer Schach.
lesson-give-check-9-praise = Schach durch den Springer!
lesson-give-check-10-instruction = Du spielst Schwarz. Dein Springer versperrt deinem Läufer die Diagonale zum weißen König. Zieh den Springer weg und gib Abzugsschach!
lesson-give-check-10-praise = Abzugsschach! Der Läufer hat hinter dem Springer gewartet.

## check-in-two
lesson-check-in-two-title = Schach und noch mal Schach
lesson-check-in-two-intro = Auf ein Schach muss die Gegenseite sofort reagieren. Gib Schach, und wenn der König zieht, gib gleich wieder Schach! Das zweite Schach kann eine Figur gewinnen, die der König nicht retten kann, oder sogar Matt sein.
lesson-check-in-two-1-instruction = Gib dem König mit deinem Turm auf der Grundreihe Schach. Wenn der König ausweicht, was bleibt hinter ihm zurück?
lesson-check-in-two-1-praise = Der König ist gezogen, und der Turm hinter ihm gehörte dir!
lesson-check-in-two-2-instruction = Der schwarze König steckt hinter seinen eigenen Bauern fest. Gib ihm auf der Grundreihe Schach, und dann gleich noch mal!
lesson-check-in-two-2-praise = Schach, eine Figur dazwischen, und wieder Schach: Matt!
lesson-check-in-two-3-instruction = Du spielst Schwarz. Der weiße König steckt hinter seinen Bauern fest. Gib ihm auf der Grundreihe Schach, und zwar zweimal!
lesson-check-in-two-3-praise = Der Springer hat sich dazwischengestellt, dein Turm hat ihn mit Schach geschlagen, und das war Matt!
lesson-check-in-two-4-instruction = Spring mit deinem Springer und gib Schach. Dann hat dein Turm ein Schach, das die Partie beendet!
lesson-check-in-two-4-praise = Springerschach, Turmschach: Matt mit zwei Schachs!
lesson-check-in-two-5-instruction = Du spielst Schwarz. Gib zuerst mit deinem Springer Schach. Dann gibt einer deiner Läufer das letzte Schach.
lesson-check-in-two-5-praise = Der König ist in die Ecke gelaufen, mitten in deine Falle: Matt!
lesson-check-in-two-6-instruction = Gib dem König mit deiner Dame Schach. Wenn er nach vorn geht, gibt dein Läufer das zweite Schach.
lesson-check-in-two-6-praise = Schach mit der Dame, Schach mit dem Läufer, und der König konnte nirgendwohin!
lesson-check-in-two-7-instruction = Du spielst Schwarz. Gib mit deinem Springer Schach, um den König zurückzudrängen. Dann gib ihm auf der Grundreihe Schach!
lesson-check-in-two-7-praise = Der König ist zurückgegangen, und dein Turm hat ihn dort mattgesetzt.
lesson-check-in-two-8-instruction = Du spielst Schwarz. Opfere deinen Springer mit Schach! Wenn der Bauer ihn schlägt, hat deine Dame ein Schach, das mattsetzt.
lesson-check-in-two-8-praise = Ein Springer für die ganze Partie: Matt!
lesson-check-in-two-9-instruction = Gib zuerst mit deinem Turm Schach. Dann finde ein Damenschach auf derselben Diagonale wie die schwarze Dame!
lesson-check-in-two-9-praise = Der König musste zur Seite, und die Dame hinter ihm ist gefallen. Schach, Schach, Dame!
lesson-check-in-two-10-instruction = Du spielst Schwarz. Gib mit deinem Turm Schach. Wenn sich der weiße Turm dazwischenstellt, lockt ein Läuferschach den König von ihm weg!
lesson-check-in-two-10-praise = Der König hat deinen Läufer geschlagen, und du den Turm: 5 für 3!
lesson-check-in-two-11-instruction = Gib zuerst mit deinem Läufer Schach. Dann kann dein Turm dem König Schach geben und gleichzeitig den Springer angreifen!
lesson-check-in-two-11-praise = Schach, dann ein Turmschach, das auch den Springer angriff: Er gehörte dir.
lesson-check-in-two-12-instruction = Jag den König mit einem Damenschach. Dann gewinnt ein Turmschach etwas Großes: Schau, was hinter dem König steht!
lesson-check-in-two-12-praise = Der König ist ausgewichen, und dein Turm hat die Dame hinter ihm geschlagen!
lesson-check-in-two-13-instruction = Du spielst Schwarz. Nach einem Läuferschach stehen der König und der Turm auf f2 hintereinander. Aber der weiße Läufer greift deinen Turm an: Rette ihn mit Schach!
lesson-check-in-two-13-praise = Zwei Schachs, und der Turm auf f2 gehörte dir!
lesson-check-in-two-14-instruction = Fang mit einem Damenschach an. Findest du drei Schachs hintereinander, die mit Matt enden?
lesson-check-in-two-14-praise = Du hast deine Dame hergegeben, und der Turm hat mattgesetzt!
lesson-check-in-two-15-instruction = Du spielst Schwarz. Der weiße König steht ganz ungeschützt da. Drei Schachs hintereinander setzen ihn matt, und das erste gibt ein Läufer!
lesson-check-in-two-15-praise = Läufer, Bauer, Läufer: drei Schachs und Matt!

## fork
lesson-fork-title = Die Gabel
lesson-fork-intro = Bei einer Gabel greift eine Figur zwei gegnerische Figuren gleichzeitig an. Dein Gegner kann nur eine davon retten, also gewinnst du die andere!
lesson-fork-1-instruction = Finde einen Springerzug, der dem König Schach gibt und gleichzeitig den Läufer angreift.
lesson-fork-1-praise = Eine Springergabel! Der König muss ziehen, und der Läufer gehört dir.
lesson-fork-2-instruction = Du spielst Schwarz. Finde einen Springersprung, der Schach gibt und auch die weiße Dame angreift.
lesson-fork-2-praise = Schach, und die Dame war angegriffen: Jetzt gehört sie dir!
lesson-fork-3-instruction = Du spielst Schwarz. Dein Springer kann dem König Schach geben und gleichzeitig den Turm angreifen. Finde das Feld!
lesson-fork-3-praise = Der König ist ausgewichen, und du hast den Turm geschlagen!
lesson-fork-4-instruction = Du spielst Schwarz. Gib mit deiner Dame Schach, und zwar von einem Feld aus, auf dem sie auch den Läufer angreift.
lesson-fork-4-praise = Erst Schach, dann der Läufer. Gut gemacht!
lesson-fork-5-instruction = Du spielst Schwarz. Dein Turm kann dem König Schach geben und auf derselben Reihe den Läufer angreifen.
lesson-fork-5-praise = Eine Turmgabel! Der Läufer war nicht mehr zu retten.
lesson-fork-6-instruction = Du spielst Schwarz. Ein Läuferzug greift gleichzeitig die weiße Dame und einen Turm an. Finde ihn!
lesson-fork-6-praise = Die Dame hatte kein sicheres Feld mehr. Tolle Gabel!
lesson-fork-7-instruction = Gib dem König mit deiner Dame Schach, und zwar von einem Feld aus, auf dem sie auch den Läufer angreift.
lesson-fork-7-praise = Die Dame hat König und Läufer gegabelt!
lesson-fork-8-instruction = Zieh einen Bauern vor, sodass er zwei schwarze Figuren gleichzeitig angreift.
lesson-fork-8-praise = Eine Bauerngabel! Ein kleiner Bauer hat zwei große Figuren angegriffen.
lesson-fork-9-instruction = Du spielst Schwarz. Dein Springer kann einen Bauern mit Schach schlagen und dabei auch den Turm in der Ecke angreifen.
lesson-fork-9-praise = Schach, dann der Turm: eine perfekte Springergabel!
lesson-fork-10-instruction = Du spielst Schwarz. Zieh einen Bauern so, dass er zwei weiße Figuren gleichzeitig angreift.
lesson-fork-10-praise = Bauerngabel! Nur eine Figur konnte entkommen.
lesson-fork-11-instruction = Deine Dame kann den Turm in der Ecke und einen Läufer gleichzeitig angreifen. Finde das Feld!
lesson-fork-11-praise = Zwei Figuren angegriffen, und der Turm gehört dir!
lesson-fork-12-instruction = Du spielst Schwarz. Deine Dame kann den Turm in der Ecke und den Springer gleichzeitig angreifen.
lesson-fork-12-praise = Eine Damengabel! Du hast den Turm gewonnen.
lesson-fork-13-instruction = Zieh deine Dame auf ein Feld, auf dem sie den schwarzen Turm und den Läufer gleichzeitig angreift.
lesson-fork-13-praise = Zwei Angriffe mit einem Zug: Der Läufer gehört dir!
lesson-fork-14-instruction = Du spielst Schwarz. Spring mit deinem Springer auf ein Feld, auf dem er den Turm und den Läufer gleichzeitig angreift.
lesson-fork-14-praise = Der Springer hat Turm und Läufer gegabelt und den Turm geschlagen!
lesson-fork-15-instruction = Deine Dame kann den Springer in der Mitte und den Turm in der Ecke gleichzeitig angreifen.
lesson-fork-15-praise = Eine Damengabel! Schwarz hat eine Figur verloren.

## pin
lesson-pin-title = Die Fesselung
lesson-pin-intro = Bei einer Fesselung greifst du eine Figur an, die nicht wegziehen kann, weil direkt hinter ihr eine wichtigere Figur steht, oft der König. Eine gefesselte Figur ist leicht zu gewinnen!
lesson-pin-1-instruction = Du spielst Schwarz. Die weiße Dame steht vor ihrem König. Greif sie mit deinem Läufer an, dann kann sie nicht ausweichen!
lesson-pin-1-praise = Die Dame war gefesselt, darum war sie verloren!
lesson-pin-2-instruction = Die schwarze Dame steht auf derselben Diagonale wie der schwarze König. Fessle sie mit deinem Läufer!
lesson-pin-2-praise = Gefesselt! Die Dame konnte nicht von ihrem König weg.
lesson-pin-3-instruction = Du spielst Schwarz. Der weiße Springer steht auf derselben Linie wie sein König. Fessle ihn mit deinem Turm und gewinne ihn dann.
lesson-pin-3-praise = Der gefesselte Springer konnte nicht entkommen!
lesson-pin-4-instruction = Kann dein Läufer die schwarze Dame angreifen, während sich der schwarze König direkt hinter ihr versteckt?
lesson-pin-4-praise = Die Dame steckte vor ihrem König fest. Gut gespielt!
lesson-pin-5-instruction = Du spielst Schwarz. Der weiße Springer auf d4 und der weiße König stehen auf einer Diagonale. Fessle den Springer!
lesson-pin-5-praise = Der Springer war gefesselt, und du hast ihn gewonnen!
lesson-pin-6-instruction = Du spielst Schwarz. Der weiße Springer und der weiße König stehen auf derselben Reihe. Fessle den Springer mit deinem Turm!
lesson-pin-6-praise = Erst fesseln, dann schlagen: Der Springer gehört dir!
lesson-pin-7-instruction = Die schwarze Dame steht auf derselben Linie vor ihrem König. Fessle sie mit einem Turm!
lesson-pin-7-praise = Die Fesselung mit dem Turm hat die Dame gewonnen!
lesson-pin-8-instruction = Du spielst Schwarz. Der weiße König und der Springer stehen auf derselben Reihe. Fessle den Springer und schlag ihn dann.
lesson-pin-8-praise = Der König konnte seinen Springer nicht rechtzeitig retten!
lesson-pin-9-instruction = Die schwarze Dame und der schwarze König stehen auf einer Diagonale. Fessle die Dame mit deinem Läufer!
lesson-pin-9-praise = Die Dame war an ihren König gefesselt, darum war sie verloren!
lesson-pin-10-instruction = Der schwarze Turm und der schwarze König stehen auf einer Diagonale. Fessle den Turm mit deinem Läufer!
lesson-pin-10-praise = Der gefesselte Turm konnte nicht weglaufen!
lesson-pin-11-instruction = Du spielst Schwarz. Der weiße Springer auf g3 steht vor seinem König. Fessle ihn mit deinem Läufer!
lesson-pin-11-praise = Der Springer war gefesselt, und jetzt gehört er dir!
lesson-pin-12-instruction = Der schwarze Springer und der schwarze König stehen auf derselben Reihe. Fessle den Springer mit deinem Turm!
lesson-pin-12-praise = Dein Turm hat den Springer gefesselt und geschlagen!
lesson-pin-13-instruction = Der schwarze Springer auf e5 steht auf einer Diagonale vor seinem König. Fessle ihn mit deinem Läufer!
lesson-pin-13-praise = Die Fesselung mit dem Läufer hat den Springer gewonnen!
lesson-pin-14-instruction = Ein schwarzer Springer steht auf einer Diagonale vor seinem König. Fessle ihn und gewinne ihn dann!
lesson-pin-14-praise = Der Springer konnte nicht ziehen, also hast du ihn geschlagen!

## notation
lesson-notation-title = Züge lesen und schreiben
lesson-notation-intro = Schachspieler schreiben ihre Züge mit Buchstaben und Feldnamen auf. K ist der König, D die Dame, T ein Turm, L ein Läufer und S ein Springer; ein Bauer bekommt gar keinen Buchstaben. Gambits Zugliste zeigt statt des Buchstabens ein kleines Bild der Figur; wähle in den Einstellungen unter Züge „Buchstaben“, um auch dort die Buchstaben zu sehen.
lesson-notation-1-instruction = Bei einem Bauernzug schreibt man nur das Feld, auf das der Bauer zieht. Spiel e4: Zieh den Bauern vor deinem König bis nach e4.
lesson-notation-1-praise = Das ist e4, ein toller erster Zug!
lesson-notation-2-instruction = S steht für Springer. Wohin führt der Zug Sf3? Klick auf das Feld.
lesson-notation-2-praise = Ja: Sf3 heißt, ein Springer zieht nach f3.
lesson-notation-3-instruction = Du spielst Schwarz. Spiel Sc6: Ein Springer zieht nach c6.
lesson-notation-3-praise = Sc6: Der Springer deckt deinen Bauern auf e5.
lesson-notation-4-instruction = L steht für Läufer. Wohin führt der Zug Lc4? Klick auf das Feld.
lesson-notation-4-praise = Richtig: Lc4 stellt einen Läufer nach c4.
lesson-notation-5-instruction = Spiel Lb5: Dein Läufer zieht nach b5.
lesson-notation-5-praise = Lb5! Dein Läufer ist draußen und bereit.
lesson-notation-6-instruction = D steht für Dame. Wohin führt der Zug Dg4? Klick auf das Feld.
lesson-notation-6-praise = Ja: Dg4 stellt die Dame nach g4.
lesson-notation-7-instruction = T steht für Turm. Spiel Td1: Dein Turm zieht nach d1.
lesson-notation-7-praise = Td1: Der Turm ist auf der ersten Reihe entlanggezogen.
lesson-notation-8-instruction = K steht für König. Wohin führt der Zug Kf2? Klick auf das Feld.
lesson-notation-8-praise = Richtig: Der König geht nach f2.
lesson-notation-9-instruction = Ein x bedeutet, dass die Figur etwas schlägt. Wenn ein Bauer schlägt, schreiben wir zuerst den Buchstaben seiner Linie. Spiel exd5: Dein e-Bauer schlägt auf d5.
lesson-notation-9-praise = exd5: Der e-Bauer hat den Bauern auf d5 geschlagen.
lesson-notation-10-instruction = Spiel Sxe5: Dein Springer schlägt den Bauern auf e5.
lesson-notation-10-praise = Sxe5: Springer schlägt auf e5!
lesson-notation-11-instruction = Die Rochade hat ein eigenes Zeichen. O-O bedeutet Rochade auf der Königsseite, die kurze Rochade. Spiel O-O!
lesson-notation-11-praise = O-O: Dein König steht sicher in der Ecke.
lesson-notation-12-instruction = Bei einer Umwandlung schreiben wir das Feld, dann = und die neue Figur. Spiel e8=D: Dein Bauer erreicht e8 und wird Dame.
lesson-notation-12-praise = e8=D: eine neue Dame!

## coordinates
lesson-coordinates-title = Finde die Felder
lesson-coordinates-intro = Starke Spieler kennen den Namen jedes Feldes, ohne zu zählen. Trainiere das: Finde jedes Feld, so schnell du kannst!
lesson-coordinates-1-instruction = Zum Aufwärmen: erst der Buchstabe, dann die Zahl. Klick auf c6.
lesson-coordinates-1-praise = Ja, c6! Jetzt gegen die Uhr.
lesson-coordinates-2-instruction = Klick auf jedes Feld, sobald es genannt wird. Wie viele findest du in 30 Sekunden?
lesson-coordinates-2-praise = Die Zeit ist um! Versuch es noch mal und schlag deinen Rekord.
lesson-coordinates-3-instruction = Jetzt sitzt du auf der Seite von Schwarz, darum ist das Brett gedreht: a1 liegt weit weg auf deiner rechten Seite. Klick auf a1.
lesson-coordinates-3-praise = Richtig: Die Namen bleiben gleich, nur dein Platz ändert sich.
lesson-coordinates-4-instruction = Von der Seite von Schwarz aus ist dir die Reihe 8 am nächsten. Klick auf f7.
lesson-coordinates-4-praise = Gut gefunden!
lesson-coordinates-5-instruction = Noch einmal die Übung, diesmal von der Seite von Schwarz. Wie viele Felder schaffst du in 30 Sekunden?
lesson-coordinates-5-praise = Die Zeit ist um! Jetzt kennst du das Brett von beiden Seiten.

## opening
lesson-opening-title = Eröffnungsregeln
lesson-opening-intro = Fang gut an: Stell Bauern ins Zentrum, bring Springer und Läufer heraus, rochiere früh, lass die Dame zu Hause, zieh keine Figur ohne Grund zweimal und verbinde deine Türme. Spiel zwei kurze Partien!
lesson-opening-1-instruction = Partie 1: Du bist Weiß. Die schwarze Dame ist sehr früh herausgekommen. Bestraf das: Bring einen Springer heraus, der sie angreift!
lesson-opening-1-praise = Dein Springer kommt ins Spiel, und die Dame muss fliehen!
lesson-opening-1-off-tip = Gut, aber ein Springer kann herauskommen und gleichzeitig die Dame angreifen. Finde ihn!
lesson-opening-2-instruction = Die Dame ist nach a5 geflohen. Jetzt nimm dir das Zentrum: Zieh einen Bauern zwei Felder vor, in die Mitte.
lesson-opening-2-praise = Dein Bauer steht in der Mitte des Bretts!
lesson-opening-2-off-tip = Zieh den Bauern vor deiner Dame zwei Felder vor, in die Mitte.
lesson-opening-3-instruction = Springer zuerst! Bring deinen anderen Springer heraus, in Richtung Mitte.
lesson-opening-3-praise = Beide Springer sind draußen!
lesson-opening-3-off-tip = Gut, aber der Springer auf g1 steht noch zu Hause. Bring zuerst ihn heraus.
lesson-opening-4-instruction = Deine Springer sind draußen. Jetzt bring einen Läufer heraus!
lesson-opening-4-praise = Noch eine Figur im Spiel!
lesson-opening-4-off-tip = Zieh einen Läufer von der Grundreihe weg, nicht eine Figur, die schon draußen ist.
lesson-opening-5-instruction = Rochiere früh! Dein König versteckt sich hinter seinen Bauern, und ein Turm kommt näher zur Mitte.
lesson-opening-5-praise = König sicher, Turm bereit!
lesson-opening-5-off-tip = Rochiere jetzt: Zieh deinen König zwei Felder auf den Turm auf h1 zu.
lesson-opening-6-instruction = Zieh nicht ohne Grund zweimal mit derselben Figur. Eine Figur schläft noch zu Hause: Weck deinen Läufer auf c1!
lesson-opening-6-praise = Alle deine Springer und Läufer sind draußen!
lesson-opening-6-off-tip = Dein Läufer auf c1 hat noch nicht gezogen. Bring lieber ihn heraus.
lesson-opening-7-instruction = Verbinde deine Türme: Nur noch die Dame steht zwischen ihnen. Zieh sie ein Feld nach vorn, damit sich die Türme sehen können.
lesson-opening-7-praise = Deine Türme sind verbunden. Deine Eröffnung ist fertig!
lesson-opening-7-off-tip = Zieh die Dame von der Grundreihe weg, ein Feld nach vorn, damit nichts mehr zwischen deinen Türmen steht.
lesson-opening-8-instruction = Du spielst Schwarz. Partie 2 beginnt! Hol dir deinen Teil vom Zentrum: Zieh einen Zentrumsbauern zwei Felder vor.
lesson-opening-8-praise = Dein Bauer erreicht die Mitte!
lesson-opening-8-off-tip = Guter Zug, aber der Hinweis verlangt einen Bauern genau in der Mitte: den vor deinem König oder den vor deiner Dame.
lesson-opening-9-instruction = Du spielst Schwarz. Weiß hat deinen Bauern geschlagen. Mit der Dame zurückzuschlagen ist verlockend, aber der weiße Springer würde sie jagen, wie in Partie 1. Bring lieber einen Springer heraus!
lesson-opening-9-praise = Dein Springer kommt heraus und greift den Bauern auf d5 an!
lesson-opening-9-off-tip = Lass deine Dame vorerst zu Hause. Bring den Springer heraus, der den Bauern auf d5 angreifen kann.
lesson-opening-10-instruction = Du spielst Schwarz. Hol dir deinen Bauern mit dem Springer zurück: Er landet genau in der Mitte. Eine Figur zweimal zu ziehen ist in Ordnung, wenn du damit etwas gewinnst!
lesson-opening-10-praise = Bauer zurück, und dein Springer steht im Zentrum!
lesson-opening-10-off-tip = Schlag den Bauern auf d5 mit deinem Springer, und lass die Dame sicher zu Hause.
lesson-opening-11-instruction = Du spielst Schwarz. Bring deinen Läufer von c8 auf ein gutes Feld.
lesson-opening-11-praise = Dein Läufer macht mit!
lesson-opening-11-off-tip = Finde ein Feld, auf dem der Läufer sicher steht und auf die Mitte schaut: Probier es mit f5.
lesson-opening-12-instruction = Du spielst Schwarz. Dein Läufer auf f8 steckt hinter einem Bauern fest. Zieh diesen Bauern ein Feld vor, um ihm eine Tür zu öffnen.
lesson-opening-12-praise = Die Tür für deinen Läufer ist offen!
lesson-opening-12-off-tip = Zieh den Bauern vor deinem König ein Feld vor: Dann kann der Läufer auf f8 herauskommen.
lesson-opening-13-instruction = Du spielst Schwarz. Weiß hat rochiert. Bring deinen Läufer von f8 heraus, dann kann auch dein König rochieren.
lesson-opening-13-praise = Jetzt steht nichts mehr zwischen deinem König und deinem Turm!
lesson-opening-13-off-tip = Bring den Läufer auf f8 heraus: Er ist die Figur zwischen deinem König und deinem Turm.
lesson-opening-14-instruction = Du spielst Schwarz. Dein König steht immer noch in der Mitte. Rochiere jetzt, solange du kannst!
lesson-opening-14-praise = Dein König steht sicher in der Ecke!
lesson-opening-14-off-tip = Rochiere: Zieh deinen König zwei Felder auf den Turm auf h8 zu.

## protection
lesson-protection-title = Schütze deine Figuren
lesson-protection-intro = Wenn dein Gegner eine deiner Figuren angreift, lass sie dir nicht einfach wegschlagen! Du kannst sie wegziehen, sie decken oder eine Figur dazwischenstellen.
lesson-protection-1-instruction = Ein schwarzer Bauer greift deinen Springer an. Finde ein sicheres Feld für ihn!
lesson-protection-1-praise = Dein Springer ist wieder in Sicherheit.
lesson-protection-2-instruction = Der schwarze Springer greift deine Dame an! Zieh sie auf ein sicheres Feld.
lesson-protection-2-praise = Puh, die Dame ist entkommen!
lesson-protection-3-instruction = Der schwarze Läufer greift deinen Turm an, und keine Figur deckt ihn. Rette den Turm!
lesson-protection-3-praise = Der Turm ist sicher entkommen.
lesson-protection-4-instruction = Du spielst Schwarz. Ein weißer Bauer greift deinen Springer an. Wohin kann er ziehen?
lesson-protection-4-praise = Gut, der Springer ist außer Gefahr.
lesson-protection-5-instruction = Die schwarze Dame greift deinen Springer an, und der Springer hat kein sicheres Feld. Deck ihn!
lesson-protection-5-praise = Wenn die Dame jetzt schlägt, schlägt ein Bauer sie zurück.
lesson-protection-6-instruction = Die schwarze Dame greift deinen Springer am Rand an. Er kann nicht weglaufen, also deck ihn!
lesson-protection-6-praise = Der Springer ist jetzt gedeckt.
lesson-protection-7-instruction = Der schwarze Läufer greift deinen Springer an, und der Springer kann nicht ziehen, weil dein König hinter ihm steht. Deck ihn!
lesson-protection-7-praise = Gut gemacht, der Springer ist gedeckt.
lesson-protection-8-instruction = Der schwarze Läufer greift deinen Turm in der Ecke an, und der Turm kann nicht weg. Stell eine Figur dazwischen!
lesson-protection-8-praise = Abgeblockt! Der Läufer kommt jetzt nicht mehr an deinen Turm heran.
lesson-protection-9-instruction = Der schwarze Läufer greift deinen Turm von weit weg an. Stell eine Figur dazwischen!
lesson-protection-9-praise = Schön dazwischengestellt, der Turm ist sicher.
lesson-protection-10-instruction = Du spielst Schwarz. Der weiße Läufer zielt auf deinen Turm in der Ecke, und der Turm kann nicht ziehen. Versperr die lange Diagonale!
lesson-protection-10-praise = Abgeblockt! Dein Turm steht sicher hinter der Mauer.

## hanging
lesson-hanging-title = Geschenkte Figuren
lesson-hanging-intro = Manchmal lässt dein Gegner eine Figur ungedeckt stehen. Du kannst sie schlagen und verlierst nichts! Aber schau zweimal hin: Wenn die Figur gedeckt ist, kann dich das Schlagen mehr kosten, als du gewinnst.
lesson-hanging-1-instruction = Du spielst Schwarz. Eine weiße Figur steht auf derselben Reihe wie deine Dame, und niemand deckt sie.
lesson-hanging-1-praise = Ein geschenkter Springer, und Schach gibt es auch noch!
lesson-hanging-2-instruction = Du spielst Schwarz. Eine weiße Figur ist deinen Bauern zu nahe gekommen. Kann ein Bauer sie schlagen?
lesson-hanging-2-praise = Ein Bauer hat einen Springer geschlagen. Toller Tausch!
lesson-hanging-3-instruction = Du spielst Schwarz. Deine Dame schaut eine lange Diagonale entlang. Was wartet ganz am Ende?
lesson-hanging-3-praise = Ein ganzer Turm geschenkt!
lesson-hanging-4-instruction = Du spielst Schwarz. Such eine weiße Figur, die überhaupt nicht gedeckt ist.
lesson-hanging-4-praise = Du hast dir den Läufer geschnappt. Niemand konnte zurückschlagen!
lesson-hanging-5-instruction = Eine schwarze Figur ist in dein Lager gelaufen. Deckt sie jemand?
lesson-hanging-5-praise = Der Läufer ist weg, und es hat dich nichts gekostet.
lesson-hanging-6-instruction = Eine schwarze Figur steht direkt neben deinem König. Ist sie gedeckt?
lesson-hanging-6-praise = Dein König hat den Läufer geschlagen. Mutiger König!
lesson-hanging-7-instruction = Eine schwarze Figur steht tief in deiner Stellung. Schlag sie, bevor sie entkommt!
lesson-hanging-7-praise = Ein geschenkter Läufer! Schau immer nach, welche Figur dein Gegner hängen lässt.
lesson-hanging-8-instruction = Die schwarze Dame ist bis auf deine Grundreihe gekommen. Ist sie gedeckt?
lesson-hanging-8-praise = Du hast die Dame umsonst gewonnen!
lesson-hanging-9-instruction = Du spielst Schwarz. Dein Springer steht nahe bei einer weißen Figur, die niemand deckt.
lesson-hanging-9-praise = Der Springer hat einen Turm in der Ecke geschlagen!
lesson-hanging-10-instruction = Du spielst Schwarz. Dein Springer kann etwas schlagen. Kann Weiß zurückschlagen?
lesson-hanging-10-praise = Ein geschenkter Läufer. Gut gesehen!
lesson-hanging-11-instruction = Du spielst Schwarz. Ein weißer Springer ist nahe an deinen König gesprungen. Kannst du ihn umsonst schlagen?
lesson-hanging-11-praise = Der Springer ist weg, und Weiß kann nicht zurückschlagen.
lesson-hanging-12-instruction = Schau dir die schwarzen Figuren vor dir an. Welche ist nicht gedeckt?
lesson-hanging-12-praise = Ein geschenkter Springer, und jetzt ist auch noch die Dame angegriffen!
lesson-hanging-13-instruction = Zwei schwarze Figuren sehen so aus, als könntest du sie schlagen. Eine davon ist von einem Bauern gedeckt. Schlag die, die wirklich ungedeckt ist!
lesson-hanging-13-praise = Richtig! Die andere war eine Falle.
lesson-hanging-14-instruction = Du spielst Schwarz. Deine Dame kann zwei weiße Figuren schlagen. Eine davon ist gedeckt. Welche ist ungedeckt?
lesson-hanging-14-praise = Gute Wahl! Den Springer zu schlagen hätte dich deine Dame gekostet.
lesson-hanging-15-instruction = Den Springer mit dem Turm zu schlagen kostet zu viel: Ein Bauer deckt ihn. Aber der Springer kann nicht ziehen. Greif ihn mit etwas Kleinem an!
lesson-hanging-15-praise = Ein kleiner Bauer hat den festsitzenden Springer gewonnen!

## trades
lesson-trades-title = Guter Abtausch
lesson-trades-intro = Ein Bauer ist 1 wert, ein Springer oder ein Läufer 3, ein Turm 5 und eine Dame 9. Bevor du schlägst, zähl, wer die Figur angreift und wer sie deckt. Schlag nur, wenn du mehr gewinnst, als du zurückgibst!
lesson-trades-1-instruction = Dein Turm und dein Springer können jeweils eine schwarze Figur schlagen. Zähl, wer sie deckt, bevor du schlägst!
lesson-trades-1-praise = Richtig! Der Läufer war ungedeckt. Hätte der Turm den Springer geschlagen, hättest du 5 für 3 gegeben.
lesson-trades-2-instruction = Ein Bauer deckt den schwarzen Turm auf d5. Deine Dame und dein Läufer können ihn beide schlagen. Welcher Abtausch gewinnt?
lesson-trades-2-praise = Ein Läufer (3) für einen Turm (5): Du liegst 2 Punkte vorn! Mit der Dame würdest du 9 für 5 geben.
lesson-trades-3-instruction = Du spielst Schwarz. Ein Bauer deckt den weißen Springer auf d5. Schlag ihn mit deiner Figur, die am wenigsten wert ist!
lesson-trades-3-praise = Ein Bauer (1) für einen Springer (3). Schlag mit der kleinsten Figur, die schlagen kann!
lesson-trades-4-instruction = Du spielst Schwarz. Ein Bauer deckt den weißen Turm auf d3. Deine Dame und dein Springer können ihn beide schlagen. Zähl zuerst!
lesson-trades-4-praise = Ein Springer (3) für einen Turm (5): ein gutes Geschäft. Die Dame hätte 9 gekostet.
lesson-trades-5-instruction = Du spielst Schwarz. Dein Turm kann den Bauern auf d4 schlagen, aber zähl, wer ihn deckt! Wenn du beim Schlagen verlierst, geh mit deinem König in Richtung Mitte.
lesson-trades-5-praise = Gut gezählt! Dein König ist auf dem Weg zur Mitte.
lesson-trades-5-off-tip = Wenn du auf d4 schlägst, gibst du deinen Turm (5) für einen Bauern (1): Der Bauer auf c3 und der Turm decken ihn. Geh mit deinem König nach f6 oder f8.
lesson-trades-6-instruction = Du spielst Schwarz. Der weiße Turm auf e4 greift deine Dame an, und zwei weiße Figuren decken ihn. Mit welcher deiner Figuren solltest du ihn schlagen?
lesson-trades-6-praise = Ein Läufer (3) für einen Turm (5), und deine Dame ist auch in Sicherheit!
lesson-trades-7-instruction = Ein Bauer deckt den schwarzen Springer auf e5. Finde den Schlagzug, der ihn gewinnt!
lesson-trades-7-praise = Ein Bauer (1) für einen Springer (3). Mit der Dame hättest du deine Dame dafür verloren.
lesson-trades-8-instruction = Hier sehen zwei Schlagzüge verlockend aus. Zähl zuerst, wer deckt! Wenn du dabei verlierst, bring einen Springer heraus oder deck deinen Bauern auf e4.
lesson-trades-8-praise = Gut gezählt! Ein guter Zug statt eines schlechten Abtauschs.
lesson-trades-8-off-tip = Dxf6 gibt 9 für 3 (ein Bauer schlägt zurück), und Lxf7+ gibt 3 für 1 (der König schlägt). Spiel d3, Sc3 oder Se2.
lesson-trades-9-instruction = Deine Dame kann einen Bauern auf a6 oder d6 schnappen, und dein Springer kann den Turm auf c6 schlagen. Zähl, was dich jeder Zug kostet!
lesson-trades-9-praise = Ein Springer (3) für einen Turm (5). Beide Bauern waren gedeckt: Die Dame wäre verloren gewesen!
lesson-trades-10-instruction = Dein Turm, dein Läufer und dein König können alle etwas schlagen. Welche schwarze Figur ist überhaupt nicht gedeckt?
lesson-trades-10-praise = Dein König hat den Springer geschlagen. Auch ein König kann schlagen, wenn nichts die Figur deckt!
lesson-trades-11-instruction = Du spielst Schwarz. Der weiße Läufer greift deine Dame an. Kannst du ihn schlagen? Und was ist mit dem Springer auf c3?
lesson-trades-11-praise = Der Läufer war ungedeckt. Hätte der Turm den Springer geschlagen, hättest du 5 für 3 gegeben.
lesson-trades-12-instruction = Du spielst Schwarz. Der Läufer auf e4 wird zweimal angegriffen, von deiner Dame und deinem Springer, und ist einmal gedeckt. Fang mit der richtigen Figur an!
lesson-trades-12-praise = Fang mit der kleinsten Figur an! Wenn der Turm deinen Springer schlägt, schlägt deine Dame den Turm.
lesson-trades-13-instruction = Du spielst Schwarz. Deine Dame und dein Läufer können Bauern schnappen, aber zähl, wer sie deckt! Wenn du beim Schnappen verlierst, bring den Läufer heraus, der noch zu Hause auf c8 steht.
lesson-trades-13-praise = Gut gespielt! Kein Bauernraub, und eine Figur mehr im Spiel.
lesson-trades-13-off-tip = Ein Turm deckt b2, zwei Figuren decken d4, und König und Springer decken h2: Jedes Schnappen verliert. Bring deinen Läufer von c8 auf ein sicheres Feld.
lesson-trades-14-instruction = Der Bauer auf e5 sieht leicht zu schlagen aus. Zähl zuerst, wer ihn deckt! Wenn du beim Schlagen verlierst, geh mit deinem König in Richtung Mitte.
lesson-trades-14-praise = Gut gezählt! Wenn nur noch wenige Figuren übrig sind, ist der König eine starke Figur.
lesson-trades-14-off-tip = Wenn du auf e5 schlägst, gibst du deinen Springer (3) für einen Bauern (1): Der Läufer und der König decken ihn. Spiel Kf1, um deinen König zur Mitte zu bringen.

## skewer
lesson-skewer-title = Der Spieß
lesson-skewer-intro = Ein Spieß ist ein Angriff entlang einer Linie auf eine wertvolle Figur, hinter der eine andere Figur steht. Die wertvolle Figur muss aus dem Weg gehen, und dann schlägst du die Figur dahinter!
lesson-skewer-1-instruction = Dein Turm kann entlang einer Reihe Schach geben. Was steht auf dieser Reihe hinter dem schwarzen König?
lesson-skewer-1-praise = Der König ist ausgewichen, und der Turm dahinter gehörte dir!
lesson-skewer-2-instruction = Gib dem König mit deinem Läufer Schach, auf einer Diagonale, die auch durch einen schwarzen Turm geht.
lesson-skewer-2-praise = Ein Läuferspieß! Erst der König, dann der Turm.
lesson-skewer-3-instruction = Du spielst Schwarz. Gib Schach auf der untersten Reihe. Schau, was hinter dem weißen König steht.
lesson-skewer-3-praise = Schach, und der Turm hinter dem König ist gefallen!
lesson-skewer-4-instruction = Du spielst Schwarz. Der weiße König und ein weißer Turm stehen auf derselben Reihe. Gib dem König Schach!
lesson-skewer-4-praise = Der König musste ziehen, und der Turm blieb allein zurück.
lesson-skewer-5-instruction = Dein Läufer kann dem König von einem Feld aus Schach geben, bei dem sich die Dame direkt hinter dem König versteckt.
lesson-skewer-5-praise = Der König ist gezogen, und du hast die Dame geschlagen!
lesson-skewer-6-instruction = Du spielst Schwarz. Der weiße König und ein Turm stehen auf der Grundreihe. Gib dem König dort mit einem Turm Schach!
lesson-skewer-6-praise = Ein Turmspieß! Der König ist geflohen, und du hast den Turm geschlagen.
lesson-skewer-7-instruction = Zwei schwarze Figuren stehen auf derselben Linie, eine hinter der anderen. Greif die vordere mit deinem Turm an!
lesson-skewer-7-praise = Die vordere Figur ist weggelaufen, und die dahinter gehörte dir.
lesson-skewer-8-instruction = Du spielst Schwarz. Die weiße Dame steht auf derselben Linie vor einem Läufer. Greif die Dame mit einem Turm an!
lesson-skewer-8-praise = Die Dame musste fliehen, also hast du eine Figur gewonnen!
lesson-skewer-9-instruction = Du spielst Schwarz. Ein weißer Läufer und ein weißer Springer stehen auf derselben Linie. Greif sie mit deinem Turm an!
lesson-skewer-9-praise = Der Läufer ist weggezogen, und der Springer dahinter war verloren.
lesson-skewer-10-instruction = Du spielst Schwarz. Stell deinen Turm auf eine Linie, auf der er einen Läufer angreift, hinter dem ein Springer steht.
lesson-skewer-10-praise = Aufgespießt! Der Springer war nicht mehr zu retten.
lesson-skewer-11-instruction = Die schwarze Dame und ein Läufer stehen auf derselben Diagonale. Greif die Dame mit deinem Läufer an!
lesson-skewer-11-praise = Die Dame ist weggelaufen, und der Läufer hinter ihr gehörte dir.

## mate-patterns
lesson-mate-patterns-title = Mattbilder
lesson-mate-patterns-intro = Manche Schachmatts kommen immer wieder vor. Lerne diese Mattbilder, dann entdeckst du sie in deinen eigenen Partien!
lesson-mate-patterns-1-instruction = Der schwarze König hat keine Luft: Seine eigenen Bauern stehen im Weg. Nimm deinen Turm!
lesson-mate-patterns-1-praise = Grundreihenmatt!
lesson-mate-patterns-2-instruction = Du spielst Schwarz. Auch der weiße König steckt hinter seinen Bauern fest. Setz ihn matt!
lesson-mate-patterns-2-praise = Die Grundreihe klappt auch für Schwarz!
lesson-mate-patterns-3-instruction = Stell deine Dame direkt vor den schwarzen König, dorthin, wo dein eigener König sie deckt.
lesson-mate-patterns-3-praise = Dame und König, ein perfektes Team!
lesson-mate-patterns-4-instruction = Ein Turm bewacht schon eine ganze Linie. Der andere Turm kann am Rand Schach geben.
lesson-mate-patterns-4-praise = Das Treppenmatt mit zwei Türmen!
lesson-mate-patterns-5-instruction = Du spielst Schwarz. Der weiße König ist von seinem eigenen Turm und seinen Bauern eingesperrt. Welche Figur kann hineinspringen?
lesson-mate-patterns-5-praise = Ersticktes Matt mit dem Springer!
lesson-mate-patterns-6-instruction = Schwarz hat vergessen, den schwachen Bauern neben dem König zu decken. Dame und Läufer greifen ihn zusammen an.
lesson-mate-patterns-6-praise = Schäfermatt!
lesson-mate-patterns-7-instruction = Du spielst Schwarz. Deine Dame und dein Läufer zielen beide auf denselben weißen Bauern. Auch wenn deine Dame angegriffen ist: Schau zuerst nach Schachs!
lesson-mate-patterns-7-praise = Schäfermatt andersherum!
lesson-mate-patterns-8-instruction = Du spielst Schwarz. Weiß will mit der Dame auf f7 schlagen – Schachmatt! Verhindere das.
lesson-mate-patterns-8-praise = Gut verteidigt: Heute gibt es kein schnelles Matt!
lesson-mate-patterns-9-instruction = Matt in zwei Zügen. Deine Dame kann Schach geben, auch wenn sie geschlagen wird, denn dein Turm steht direkt hinter ihr.
lesson-mate-patterns-9-praise = Eine mutige Dame und ein Grundreihenmatt!
lesson-mate-patterns-10-instruction = Matt in zwei Zügen. Steig die Treppe hoch: Ein Turm gibt Schach, der andere setzt auf der obersten Reihe matt.
lesson-mate-patterns-10-praise = Stufe für Stufe die Treppe hinauf!
lesson-mate-patterns-11-instruction = Matt in zwei Zügen. Bring zuerst deinen König näher, damit er der Dame hilft. Pass auf, dass es kein Patt wird!
lesson-mate-patterns-11-praise = König und Dame haben zusammengearbeitet!
lesson-mate-patterns-12-instruction = Matt in zwei Zügen. Opfere deine Dame mit Schach, damit der schwarze König von seinen eigenen Figuren eingemauert wird. Dann springt der Springer!
lesson-mate-patterns-12-praise = Das berühmte erstickte Matt!

## discovered-attack
lesson-discovered-attack-title = Der Abzugsangriff
lesson-discovered-attack-intro = Bei einem Abzugsangriff zieht eine Figur aus dem Weg und gibt den Angriff des Turms, Läufers oder der Dame dahinter frei. Jetzt greifen zwei Figuren auf einmal an!
lesson-discovered-attack-1-instruction = Dein Springer steht zwischen deinem Turm und der schwarzen Dame. Zieh ihn mit Schach weg!
lesson-discovered-attack-1-praise = Schach vom Springer, und der Turm hat die Dame geschlagen!
lesson-discovered-attack-2-instruction = Dein Turm schaut auf die schwarze Dame, aber dein Springer steht im Weg. Spring mit Schach weg!
lesson-discovered-attack-2-praise = Der Springer gab Schach, und der Turm hat die Dame gewonnen!
lesson-discovered-attack-3-instruction = Dein Läufer versperrt die Linie von deiner Dame zu einem schwarzen Turm. Zieh den Läufer mit Schach!
lesson-discovered-attack-3-praise = Schach vom Läufer, und der Turm gehörte dir!
lesson-discovered-attack-4-instruction = Du spielst Schwarz. Ein Bauernzug greift eine große Figur an und öffnet eine Linie für deine Dame.
lesson-discovered-attack-4-praise = Zwei Angriffe mit einem Bauernzug!
lesson-discovered-attack-5-instruction = Dein Springer auf e5 steht zwischen deinem Läufer und dem schwarzen Läufer auf d6. Zieh ihn weg und greif dabei die Dame an!
lesson-discovered-attack-5-praise = Die Dame musste fliehen, und dein Läufer hat den Läufer geschlagen!
lesson-discovered-attack-6-instruction = Ein Springer steht zwischen deinem Läufer und der schwarzen Dame. Zieh ihn auf ein sicheres Feld!
lesson-discovered-attack-6-praise = Der Läufer hat sich hinter dem Springer versteckt. Super!
lesson-discovered-attack-7-instruction = Dein Springer versperrt die Linie zwischen deinem Turm und der schwarzen Dame. Finde ein gutes Feld für ihn!
lesson-discovered-attack-7-praise = Der Turm hinter dem Springer hat die Dame gefangen!
lesson-discovered-attack-8-instruction = Du spielst Schwarz. Zieh einen Bauern: Er greift einen Läufer an, und deine Dame bekommt auf ihrer Reihe ein neues Ziel.
lesson-discovered-attack-8-praise = Der Bauernzug hat die Linie deiner Dame geöffnet!
lesson-discovered-attack-9-instruction = Du spielst Schwarz. Schlag eine Figur mit dem Bauern vor deinem Turm. Was greift der Turm dann an?
lesson-discovered-attack-9-praise = Du hast den Springer geschlagen, und die weiße Dame wird angegriffen!
lesson-discovered-attack-10-instruction = Du spielst Schwarz. Dein Turm steht zwischen deinem Läufer und der weißen Dame. Zieh den Turm mit Schach weg!
lesson-discovered-attack-10-praise = Turmschach, und der Läufer hat die Dame geschlagen!

## queen-mate
lesson-queen-mate-title = Matt mit der Dame
lesson-queen-mate-intro = König und Dame können einen einzelnen König immer mattsetzen. Die Dame drängt den König an den Rand, dein König kommt zu Hilfe, und du lässt ihn nie ohne Zug!
lesson-queen-mate-1-instruction = Die Könige stehen sich gegenüber, darum kann der schwarze König nicht nach vorn. Gib ihm mit deiner Dame am Rand Schach: Schachmatt!
lesson-queen-mate-1-praise = Schachmatt am Rand!
lesson-queen-mate-2-instruction = Stell deine Dame direkt neben den schwarzen König, dorthin, wo dein König sie deckt. Vorsicht: Einer der Damenzüge ist Patt!
lesson-queen-mate-2-praise = Der König kann keine Dame schlagen, die dein König deckt!
lesson-queen-mate-3-instruction = Deine Dame hält den König auf der letzten Reihe fest. Bring zuerst deinen König näher, dann setz matt. Nimm ihm seine letzten Felder nicht zu früh weg!
lesson-queen-mate-3-praise = König und Dame arbeiten zusammen!
lesson-queen-mate-4-instruction = Schau: Der schwarze König hat überhaupt keinen Zug! Wenn du jetzt deinen König ziehst, ist es Patt. Gib ihm zuerst ein Feld frei, dann setz matt.
lesson-queen-mate-4-praise = Du hast ihm Platz gelassen und ihn dann gefangen!
lesson-queen-mate-5-instruction = Bau einen Käfig: Stell deine Dame einen Springerzug vom König entfernt hin. Jedes Mal, wenn der König zieht, machst du den Käfig kleiner. Dann bring deinen König heran und setz matt.
lesson-queen-mate-5-praise = Der Käfig wurde immer kleiner: Schachmatt!
lesson-queen-mate-6-instruction = Ein ganzes Matt aus der Mitte! Mach den Käfig mit deiner Dame kleiner, bring deinen König heran und lass den schwarzen König nie ohne Zug.
lesson-queen-mate-6-praise = Jetzt kannst du von überall mit der Dame mattsetzen!
lesson-queen-mate-7-instruction = Du spielst Schwarz. Jetzt hast du die Dame! Dräng den weißen König an den Rand, bring deinen König heran und setz matt.
lesson-queen-mate-7-praise = Schachmatt mit der schwarzen Dame!

## rook-mate
lesson-rook-mate-title = Matt mit dem Turm
lesson-rook-mate-intro = Auch König und Turm können einen einzelnen König mattsetzen. Der Turm sperrt den König ein, dein König stellt sich ihm gegenüber, und der Turm gibt am Rand Schach.
lesson-rook-mate-1-instruction = Die Könige stehen sich gegenüber, darum kann der schwarze König nicht nach vorn. Gib auf der letzten Reihe Schach: Schachmatt!
lesson-rook-mate-1-praise = So setzt ein Turm matt!
lesson-rook-mate-2-instruction = Derselbe Trick am Seitenrand des Bretts. Die Könige stehen sich gegenüber: Schach am Rand!
lesson-rook-mate-2-praise = Schachmatt am Seitenrand!
lesson-rook-mate-3-instruction = Mach mit deinem Turm auf einer Seite die Tür zu. Dann muss sich der schwarze König deinem König gegenüberstellen, und du gibst Schach!
lesson-rook-mate-3-praise = Du hast die Tür zugemacht und dann mattgesetzt!
lesson-rook-mate-4-instruction = Dein Turm hält den König auf der letzten Reihe fest. Manchmal ist ein Wartezug der beste Zug: Schieb den Turm auf seiner Reihe entlang und lass den König ziehen.
lesson-rook-mate-4-praise = Abwarten war der kluge Zug!
lesson-rook-mate-5-instruction = Der Turm sperrt den König auf der letzten Reihe ein. Geh mit deinem König den ganzen Weg nach oben, bis er ihm gegenübersteht, dann gib Schach. Halte deinen Turm weit weg vom schwarzen König!
lesson-rook-mate-5-praise = Ein langer Weg und ein perfektes Schachmatt!
lesson-rook-mate-6-instruction = Ein ganzes Matt aus der Mitte! Schneide den König mit deinem Turm ab, bring deinen König heran, gib Schach, wenn sich die Könige gegenüberstehen, und warte, wenn nicht.
lesson-rook-mate-6-praise = Jetzt kannst du von überall mit dem Turm mattsetzen!
lesson-rook-mate-7-instruction = Du spielst Schwarz. Jetzt hast du den Turm! Schneide den weißen König ab, mach seinen Käfig kleiner, bring deinen König heran und setz matt.
lesson-rook-mate-7-praise = Schachmatt mit dem schwarzen Turm!

## pawn-endgame
lesson-pawn-endgame-title = König und Bauer
lesson-pawn-endgame-intro = König und Bauer gegen König: Wird der Bauer Dame? Zwei Geheimnisse verraten es dir: das Quadrat des Bauern und die Opposition der Könige.
lesson-pawn-endgame-1-instruction = Zeichne ein Quadrat von deinem Bauern bis zur letzten Reihe. Wenn der schwarze König nicht hineinkommt, holt niemand den Bauern ein. Also lauf los, sofort!
lesson-pawn-endgame-1-praise = Zu schnell zum Einholen: eine neue Dame!
lesson-pawn-endgame-2-instruction = Du spielst Schwarz. Zeichne das Quadrat vom weißen Bauern bis zu seiner letzten Reihe. Geh mit deinem König in das Quadrat, dann holst du den Bauern ein!
lesson-pawn-endgame-2-praise = Im Quadrat holt der König den Bauern ein!
lesson-pawn-endgame-3-instruction = Du spielst Schwarz. Steht der weiße König im Quadrat deines Bauern? Nein! Verschenk keinen Zug: Lauf mit dem Bauern los und hol dir eine Dame.
lesson-pawn-endgame-3-praise = Der weiße König war einen Schritt zu langsam!
lesson-pawn-endgame-4-instruction = Der schwarze Bauer läuft das Brett hinunter. Geh mit deinem König in sein Quadrat, dann holst du ihn rechtzeitig ein!
lesson-pawn-endgame-4-praise = Erwischt! Das Quadrat lügt nie.
lesson-pawn-endgame-5-instruction = Die drei Felder zwei Reihen vor deinem Bauern sind Zauberfelder: Wenn dein König auf einem davon steht, wird der Bauer Dame. Geh auf eins davon!
lesson-pawn-endgame-5-praise = Vom Zauberfeld aus führt dein König den Bauern nach Hause!
lesson-pawn-endgame-6-instruction = Opposition: Die Könige stehen sich mit einem Feld dazwischen gegenüber, und der andere ist am Zug. Dann muss er zur Seite gehen. Nimm die Opposition ein!
lesson-pawn-endgame-6-praise = Der schwarze König musste zur Seite, und dein Bauer ist durchmarschiert!
lesson-pawn-endgame-7-instruction = Du spielst Schwarz. Stell dich dem weißen König mit einem Feld dazwischen gegenüber: Nimm die Opposition ein! Dann kommt er nicht vor seinen Bauern.
lesson-pawn-endgame-7-praise = Du hast den weißen König nicht durchgelassen: Remis!
lesson-pawn-endgame-8-instruction = Dein König muss vorangehen, der Bauer folgt. Nimm die Opposition ein und geh dann um den schwarzen König herum. Zieh den Bauern nicht zu früh vor!
lesson-pawn-endgame-8-praise = Erst der König, dann der Bauer: So wird's gemacht!
lesson-pawn-endgame-9-instruction = Der schwarze König will vor seinen Bauern. Halte ihn auf: Stell dich ihm mit deinem König gegenüber, ein Feld dazwischen. Nimm die Opposition ein!
lesson-pawn-endgame-9-praise = Der schwarze König kam nicht an dir vorbei: Remis!
lesson-pawn-endgame-10-instruction = Du spielst Schwarz. Nimm die Opposition ein, geh mit deinem König vor dem Bauern voran, und erst dann zieh ihn vor.
lesson-pawn-endgame-10-praise = Dein König hat den Weg für eine neue Dame frei gemacht!
lesson-pawn-endgame-11-instruction = Du spielst Schwarz. Stell dich direkt vor den Bauern, dem weißen König gegenüber! Wenn du zur Seite gehst, kommt der weiße König durch.
lesson-pawn-endgame-11-praise = Direkt vor dem Bauern: Da kommt er nicht durch!
lesson-pawn-endgame-12-instruction = Du spielst Schwarz. Ein Randbauer kann nicht gewinnen, wenn dein König in die Ecke vor ihm kommt. Schnell in die Ecke!
lesson-pawn-endgame-12-praise = Sicher in der Ecke: Remis!
lesson-pawn-endgame-13-instruction = Dein Bauer steht noch auf seinem Startfeld, und er kann warten. Nimm zuerst die Opposition ein, dann marschier mit deinem König nach vorn vor den Bauern.
lesson-pawn-endgame-13-praise = Ein langer Marsch und eine brandneue Dame!
