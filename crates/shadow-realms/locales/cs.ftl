### Říše stínů: texty pro hráče, česky.
###
### Argumenty, které jsou jmény ($faction, $owner, $lord, $vassal, $unit,
### $item, $place, $city, $from, $to, $kard, $stage, $why), jsou jiné zprávy
### tohoto souboru předávané celé: text smí použít jejich atributy (pády
### a jiné tvary), např. { $place-in }, { $faction-gen }. $action přichází
### jako hotový text. Čísla ($count, $supplies…) jsou čísla Fluent, takže
### výběr podle čísla funguje (one, few, other). Identifikátory pravidel
### (SR-…) se nepřekládají.
###
### Atributy jmen v tomto souboru:
### - říše a neutrální síly (sr-faction-*): .gen .dat .acc .ins .loc;
### - kardové (sr-kard-*): .gen .dat .acc .ins .loc;
### - místa (sr-region-*): .gen .acc .loc a s předložkou .in („v Kerdurinu“,
###   „na Západním moři“), .to („do Kerdurinu“) a .from („z Kerdurinu“,
###   „ze Zlatky“). Každé místo musí mít .gen, .acc, .in, .to i .from;
### - jednotky (sr-unit-*): .gen .dat .acc a .gender (m, f nebo pl) pro
###   shodu slovesa; každá jednotka je musí mít;
### - důvody (sr-why-*): .spent („za co“ říše platí) a .gained („z čeho“
###   získává), obojí s předložkou; každý důvod musí mít oba.
###
### Kard je titul vládce říše: kard, karda, kardovi, kardem.

## Hra

sr-name = Říše stínů
sr-scenario-shadow-realms-even = Říše stínů, vyrovnané: každá říše vyhrává svůj díl (2–5 hráčů)
sr-scenario-shadow-realms-fair = Říše stínů, vyrovnané pro první počítače (2–5 hráčů)
sr-scenario-shadow-realms = Říše stínů: pět říší, obři a piráti (2–5 hráčů)
sr-scenario-shadow-realms-balanced = Říše stínů s Jezerním Městem na dvou městech, Zlatka neutrální (2–5 hráčů)
sr-scenario-shadow-realms-score = Říše stínů, SR-AMB-1 čteno jako skóre: vyhrává vyšší hod na ztráty
sr-scenario-shadow-realms-pirate-die = Říše stínů, SR-AMB-5 čteno jinak: piráti i Ostius hází kostkou, obléhané přístavy se nepočítají
sr-scenario-shadow-realms-pirate-fleet = Říše stínů, SR-AMB-6 čteno jinak: loď za každý přeživší bod BS pirátů
sr-scenario-shadow-realms-long-years = Říše stínů, SR-AMB-7 čteno jinak: rok obléhání jsou dvě kola
sr-scenario-shadow-realms-open-entry = Říše stínů, SR-AMB-9 čteno jinak: vojska vstupují do území z libovolně mnoha území

# Pravidla v kostce s jejich identifikátory (odstavce oddělené prázdnými řádky)
sr-summary =
    Pět říší, z nichž každá nese jméno svého hlavního města a vede ji její kard, bojuje šestnáct kol o města Říší stínů. Vítězí vliv: na konci kola vyhrává říše, která má nejméně 25 bodů vlivu, stále drží své hlavní město, její vládce je na svobodě a neslouží žádnému lennímu pánovi; po 16. kole vyhrává ta, která jich má nejvíce (SR-G7, SR-27).

    ## Kolo (SR-G3)
    - V lichých kolech od třetího udeří obři na město, které určí kostka (1 Kerdurin, 2 Mineur, 3 Heilbron, 4 Lomen, 5 Rotstain, 6 Malmo); neutrální města ušetří (SR-29 až SR-31). V sudých kolech od čtvrtého přepadají piráti Ostius (SR-36).
    - Fáze zásobování: 2 zásoby za každé město a 1 za držení vlastního hlavního města; 1 bod vlivu za každé město; vazalové platí tribut, nejvýše polovinu počtu svých měst (SR-G4, SR-G5, SR-44).
    - Potom hraje svůj tah každá říše, pořadí se každé kolo posune o jedno místo: výkupné za karda, vzpoura, verbování, pak pohyb, obléhání, zteče a bitvy (SR-G3).

    ## Pohyb (SR-6 až SR-12, SR-G10)
    - Krok až pro 5 jednotek stojí 1 zásobu a každých dalších 5 jednotek o 1 zásobu více; bažiny a území divokých kmenů stojí dvojnásobek; do Země obrů a do Neprostupných bažin se nikdy nevstupuje (SR-6, SR-8, SR-9).
    - Odchod z města je krok; vstup do vlastního města z jeho okolí je zdarma. Po moři platí jen lodě; loď přepraví 2 jednotky (SR-2, SR-7, SR-10).
    - Každá jednotka udělá nejvýše 3 kroky za tah. Vstup na území, kde stojí nepřátelská armáda, vás zastaví a bitva proběhne ještě před koncem vašeho tahu; naráz mohou vstoupit armády ze dvou území (SR-12, SR-G10).

    ## Obléhání a zteče (SR-13 až SR-18, SR-G11)
    - Obléhání se zahajuje z okolí města (1 zásoba), když je vaše armáda s kardem silnější než posádka, její kard a hradby: opevněná města zdvojnásobují sílu obránců (SR-5, SR-13).
    - Zteč přijde v některém pozdějším tahu (1 zásoba); katapulty se počítají za 3. Obránci poražení za hradbami se stáhnou do pevnosti a město se drží; další zteč už na hradby nenarazí. Každý rok obléhání od druhého zabije jednoho obránce; obléhatelé slabší než obrana musí obléhání ukončit (SR-14 až SR-17, SR-G11).
    - Jiná armáda může napadnout obléhatele, s posádkou po boku, ale bez jejích hradeb (SR-18).

    ## Bitva (SR-19 až SR-23)
    - Každá strana způsobí tolik ztrát, kolik je (síla jednotek + kard + hradby + hod kostkou) ÷ 4, zaokrouhleno dolů. Obě strany utrpí ztráty naráz, pak vítězí větší zbývající síla; při rovnosti vítězí obránce (SR-19 až SR-21).
    - Poražený ustoupí; nemá-li kam, padne do zajetí. Zajaté jednotky se podle stálého rozkazu vykupují po 1 zásobě za kus; zajatý kard za 5 zásob a 5 bodů vlivu na začátku vašeho tahu (SR-22 až SR-26).
    - Vlastníci volí: kam ustoupí poražené vojsko (do vlastního města na tomto území, nebo na sousední území bez nepřátel), kam jdou vykoupené jednotky a kard, když je hlavní město nemůže přijmout, a stálým rozkazem, které druhy jednotek ztrácejí jako první v bitvě a při obléhání (SR-G9, SR-15).

    ## Vazalové (SR-40 až SR-45)
    - Držte hlavní město říše, zatímco je její kard v zajetí, a stane se vaším vazalem: její vládce se vrátí se 3 oddíly a říše vám platí tribut. Vazal, který má více měst než jeho lenní pán, se může vzbouřit (SR-40 až SR-44).

    ## Scénáře
    - První scénář, výchozí, vyrovnává začátek SR-G2. Kostka obrů jmenuje po dvou městech Heilbronu a Kerdurinu, po jednom Rudernu a Malmu a žádné Jezerního Města: mezi pěti počítači na začátku SR-G2 vyhrál Heilbron 7 her ze 100 a Rudern téměř nikdy, Malmo 38. Zde drží každá říše dvě města: Rudern své hlavní město a Heran se 3 oddíly (uprostřed mapy, s druhým městem v tabulce obrů, mu města brali sousedé a obři), Jezerní Město své hlavní město se 3 oddíly a Zlatku; Rotstain je neutrální se 3 oddíly, Mineur drží 5, hlavní město Malma 3 a Ostius 2; mezi pěti počítači vyhrává každá říše 16 až 29 her ze 100. Hry začaté na začátku vyrovnaném pro první počítače se hrají dál. Druhý scénář je začátek SR-G2, jak je navržen. Třetí dává Jezernímu Městu na začátku dvě města a Zlatka je neutrální se dvěma oddíly: se třemi městy a žádným v tabulce obrů Jezerní Město vyhrává nad hráči, kteří ho nechají být, i když ne mezi počítači. Ostatní hrají začátek SR-G2 s jiným čtením jedné nejasnosti pramene (SR-AMB-1, 5, 6, 7, 9), všechna ostatní čtení jsou doporučená.

## Říše, jejich kardové, neutrální síly
## Pády: .gen .dat .acc .ins .loc.

sr-faction-kerdurin = Kerdurin
    .gen = Kerdurinu
    .dat = Kerdurinu
    .acc = Kerdurin
    .ins = Kerdurinem
    .loc = Kerdurinu
sr-faction-heilbron = Heilbron
    .gen = Heilbronu
    .dat = Heilbronu
    .acc = Heilbron
    .ins = Heilbronem
    .loc = Heilbronu
sr-faction-rudern = Rudern
    .gen = Rudernu
    .dat = Rudernu
    .acc = Rudern
    .ins = Rudernem
    .loc = Rudernu
sr-faction-lake_city = Jezerní Město
    .gen = Jezerního Města
    .dat = Jezernímu Městu
    .acc = Jezerní Město
    .ins = Jezerním Městem
    .loc = Jezerním Městě
sr-faction-malmo = Malmo
    .gen = Malmo
    .dat = Malmo
    .acc = Malmo
    .ins = Malmo
    .loc = Malmo
sr-faction-neutral = neutrální síly
    .gen = neutrálních sil
    .dat = neutrálním silám
    .acc = neutrální síly
    .ins = neutrálními silami
    .loc = neutrálních silách
sr-kard-robert = Robert
    .gen = Roberta
    .dat = Robertovi
    .acc = Roberta
    .ins = Robertem
    .loc = Robertovi
sr-kard-rim = Rim
    .gen = Rima
    .dat = Rimovi
    .acc = Rima
    .ins = Rimem
    .loc = Rimovi
sr-kard-kalame = Kalamé
    .gen = Kalamého
    .dat = Kalamému
    .acc = Kalamého
    .ins = Kalamém
    .loc = Kalamém
sr-kard-petros = Petros
    .gen = Petrosa
    .dat = Petrosovi
    .acc = Petrosa
    .ins = Petrosem
    .loc = Petrosovi
sr-kard-jaromir = Jaromír
    .gen = Jaromíra
    .dat = Jaromírovi
    .acc = Jaromíra
    .ins = Jaromírem
    .loc = Jaromírovi

## Místa: otevřená krajina krajů, moře, města
## Pády (.gen .acc .loc) a s předložkou: .in (kde?), .to (kam?), .from (odkud?).

sr-region-giants_land = Země obrů
    .gen = Země obrů
    .acc = Zemi obrů
    .loc = Zemi obrů
    .in = v Zemi obrů
    .to = do Země obrů
    .from = ze Země obrů
sr-region-kerdurin = Kraj Kerdurinu
    .gen = Kraje Kerdurinu
    .acc = Kraj Kerdurinu
    .loc = Kraji Kerdurinu
    .in = v Kraji Kerdurinu
    .to = do Kraje Kerdurinu
    .from = z Kraje Kerdurinu
sr-region-mineur = Kraj Mineuru
    .gen = Kraje Mineuru
    .acc = Kraj Mineuru
    .loc = Kraji Mineuru
    .in = v Kraji Mineuru
    .to = do Kraje Mineuru
    .from = z Kraje Mineuru
sr-region-heilbron = Kraj Heilbronu
    .gen = Kraje Heilbronu
    .acc = Kraj Heilbronu
    .loc = Kraji Heilbronu
    .in = v Kraji Heilbronu
    .to = do Kraje Heilbronu
    .from = z Kraje Heilbronu
sr-region-wild_hills = Kmenové kopce
    .gen = Kmenových kopců
    .acc = Kmenové kopce
    .loc = Kmenových kopcích
    .in = v Kmenových kopcích
    .to = do Kmenových kopců
    .from = z Kmenových kopců
sr-region-lomen = Kraj Lomenu
    .gen = Kraje Lomenu
    .acc = Kraj Lomenu
    .loc = Kraji Lomenu
    .in = v Kraji Lomenu
    .to = do Kraje Lomenu
    .from = z Kraje Lomenu
sr-region-rotstain = Kraj Rotstainu
    .gen = Kraje Rotstainu
    .acc = Kraj Rotstainu
    .loc = Kraji Rotstainu
    .in = v Kraji Rotstainu
    .to = do Kraje Rotstainu
    .from = z Kraje Rotstainu
sr-region-rudern = Kraj Rudernu
    .gen = Kraje Rudernu
    .acc = Kraj Rudernu
    .loc = Kraji Rudernu
    .in = v Kraji Rudernu
    .to = do Kraje Rudernu
    .from = z Kraje Rudernu
sr-region-lake_city = Kraj Jezerního Města
    .gen = Kraje Jezerního Města
    .acc = Kraj Jezerního Města
    .loc = Kraji Jezerního Města
    .in = v Kraji Jezerního Města
    .to = do Kraje Jezerního Města
    .from = z Kraje Jezerního Města
sr-region-shadow_lands = Země stínů
    .gen = Země stínů
    .acc = Zemi stínů
    .loc = Zemi stínů
    .in = v Zemi stínů
    .to = do Země stínů
    .from = ze Země stínů
sr-region-malmo = Kraj Malmo
    .gen = Kraje Malmo
    .acc = Kraj Malmo
    .loc = Kraji Malmo
    .in = v Kraji Malmo
    .to = do Kraje Malmo
    .from = z Kraje Malmo
sr-region-wild_forest = Kmenový les
    .gen = Kmenového lesa
    .acc = Kmenový les
    .loc = Kmenovém lese
    .in = v Kmenovém lese
    .to = do Kmenového lesa
    .from = z Kmenového lesa
sr-region-heran = Kraj Heranu
    .gen = Kraje Heranu
    .acc = Kraj Heranu
    .loc = Kraji Heranu
    .in = v Kraji Heranu
    .to = do Kraje Heranu
    .from = z Kraje Heranu
sr-region-zlatka = Kraj Zlatky
    .gen = Kraje Zlatky
    .acc = Kraj Zlatky
    .loc = Kraji Zlatky
    .in = v Kraji Zlatky
    .to = do Kraje Zlatky
    .from = z Kraje Zlatky
sr-region-impassable_swamps = Neprostupné bažiny
    .gen = Neprostupných bažin
    .acc = Neprostupné bažiny
    .loc = Neprostupných bažinách
    .in = v Neprostupných bažinách
    .to = do Neprostupných bažin
    .from = z Neprostupných bažin
sr-region-ostius = Kraj Ostiusu
    .gen = Kraje Ostiusu
    .acc = Kraj Ostiusu
    .loc = Kraji Ostiusu
    .in = v Kraji Ostiusu
    .to = do Kraje Ostiusu
    .from = z Kraje Ostiusu
sr-region-baria = Bažiny Barie
    .gen = Bažin Barie
    .acc = Bažiny Barie
    .loc = Bažinách Barie
    .in = v Bažinách Barie
    .to = do Bažin Barie
    .from = z Bažin Barie
sr-region-west_sea = Západní moře
    .gen = Západního moře
    .acc = Západní moře
    .loc = Západním moři
    .in = na Západním moři
    .to = na Západní moře
    .from = ze Západního moře
sr-region-south_sea = Jižní moře
    .gen = Jižního moře
    .acc = Jižní moře
    .loc = Jižním moři
    .in = na Jižním moři
    .to = na Jižní moře
    .from = z Jižního moře
sr-region-city_kerdurin = Kerdurin
    .gen = Kerdurinu
    .acc = Kerdurin
    .loc = Kerdurinu
    .in = v Kerdurinu
    .to = do Kerdurinu
    .from = z Kerdurinu
sr-region-city_mineur = Mineur
    .gen = Mineuru
    .acc = Mineur
    .loc = Mineuru
    .in = v Mineuru
    .to = do Mineuru
    .from = z Mineuru
sr-region-city_heilbron = Heilbron
    .gen = Heilbronu
    .acc = Heilbron
    .loc = Heilbronu
    .in = v Heilbronu
    .to = do Heilbronu
    .from = z Heilbronu
sr-region-city_lomen = Lomen
    .gen = Lomenu
    .acc = Lomen
    .loc = Lomenu
    .in = v Lomenu
    .to = do Lomenu
    .from = z Lomenu
sr-region-city_rotstain = Rotstain
    .gen = Rotstainu
    .acc = Rotstain
    .loc = Rotstainu
    .in = v Rotstainu
    .to = do Rotstainu
    .from = z Rotstainu
sr-region-city_rudern = Rudern
    .gen = Rudernu
    .acc = Rudern
    .loc = Rudernu
    .in = v Rudernu
    .to = do Rudernu
    .from = z Rudernu
sr-region-city_lake_city = Jezerní Město
    .gen = Jezerního Města
    .acc = Jezerní Město
    .loc = Jezerním Městě
    .in = v Jezerním Městě
    .to = do Jezerního Města
    .from = z Jezerního Města
sr-region-city_malmo = Malmo
    .gen = Malmo
    .acc = Malmo
    .loc = Malmo
    .in = v Malmo
    .to = do Malmo
    .from = z Malmo
sr-region-city_heran = Heran
    .gen = Heranu
    .acc = Heran
    .loc = Heranu
    .in = v Heranu
    .to = do Heranu
    .from = z Heranu
sr-region-city_zlatka = Zlatka
    .gen = Zlatky
    .acc = Zlatku
    .loc = Zlatce
    .in = ve Zlatce
    .to = do Zlatky
    .from = ze Zlatky
sr-region-city_ostius = Ostius
    .gen = Ostiusu
    .acc = Ostius
    .loc = Ostiusu
    .in = v Ostiusu
    .to = do Ostiusu
    .from = z Ostiusu
sr-region-city_baria = Baria
    .gen = Barie
    .acc = Barii
    .loc = Barii
    .in = v Barii
    .to = do Barie
    .from = z Barie
sr-region-unknown = neznámé místo
    .gen = neznámého místa
    .acc = neznámé místo
    .loc = neznámém místě
    .in = na neznámém místě
    .to = na neznámé místo
    .from = z neznámého místa

## Jednotky a verbování
## Pády (.gen .dat .acc) a rod (.gender: m, f nebo pl).

sr-unit-troop = oddíl
    .gen = oddílu
    .dat = oddílu
    .acc = oddíl
    .gender = m
sr-unit-fanatic = fanatik
    .gen = fanatika
    .dat = fanatikovi
    .acc = fanatika
    .gender = m
sr-unit-shadow = stín
    .gen = stínu
    .dat = stínu
    .acc = stín
    .gender = m
sr-unit-catapult = katapult
    .gen = katapultu
    .dat = katapultu
    .acc = katapult
    .gender = m
sr-unit-ship = loď
    .gen = lodi
    .dat = lodi
    .acc = loď
    .gender = f
sr-unit-ruler = vládce
    .gen = vládce
    .dat = vládci
    .acc = vládce
    .gender = m
sr-unit-unknown = jednotka
    .gen = jednotky
    .dat = jednotce
    .acc = jednotku
    .gender = f
# Žetony: krátký nápis na každém.
sr-counter-troop = ODD
sr-counter-fanatic = FAN
sr-counter-shadow = STÍN
sr-counter-catapult = KAT
sr-counter-ship = LOĎ
sr-counter-ruler = KARD
# $count: kolik; $unit: co; $owner: čí; $swords: kolik z nich nese ohnivý meč.
sr-counter-title = { $count } × { $unit } { $owner-gen }{ $swords ->
        [0] {""}
       *[other] , s ohnivým mečem: { $swords }
    }
sr-item-troop = oddíl
sr-item-ship = loď
sr-item-catapult = katapult
sr-item-sword = ohnivý meč
sr-item-fanatic = fanatik
sr-item-shadow = stín

## Tah

# $round: kolo; $last: poslední kolo; $faction: kdo je na tahu; $stage: část tahu.
sr-turn-label = Kolo { $round } z { $last }: { $faction }, { $stage }
sr-turn-over = Kolo { $round }: hra skončila
sr-stage-start = výkupné a vzpoura
sr-stage-recruit = verbování
sr-stage-campaign = tažení

## Akce

sr-action-ransom_kard = Vykoupit { $kard-acc }: 5 zásob a až 5 bodů vlivu (SR-24)
sr-action-revolt = Vzbouřit se proti { $lord-dat } (SR-43)
# $count: kolik; $item: co; $place: kde.
sr-action-recruit = Verbování { $place-in }: { $count } × { $item }
# $count: přesouvané jednotky.
sr-action-move = Přesunout { $count } { $count ->
        [one] jednotku
        [few] jednotky
       *[other] jednotek
    } { $from-from } { $to-to }
# $swords: ohnivé meče, které nesou přesouvané jednotky (SR-G8).
sr-action-move_swords = Přesunout { $count } { $count ->
        [one] jednotku
        [few] jednotky
       *[other] jednotek
    }, z toho { $swords } s { $swords ->
        [one] ohnivým mečem
        [few] ohnivými meči
       *[other] ohnivými meči
    }, { $from-from } { $to-to }
sr-action-besiege = Oblehnout { $city-acc } (SR-13)
sr-action-storm = Ztéct { $city-acc } (SR-17)
sr-action-sortie = Výpad { $city-from } proti obléhatelům (SR-G15)
sr-action-attack = Svést bitvu { $place-in } (SR-21)
sr-action-keep = Stálý rozkaz: vykupovat zajatce a ponechat si { $supplies ->
        [one] { $supplies } zásobu
        [few] { $supplies } zásoby
       *[other] { $supplies } zásob
    } (SR-23)
sr-action-tribute_on = Stálý rozkaz: požadovat tribut od svých vazalů (SR-44)
sr-action-tribute_off = Stálý rozkaz: nepožadovat tribut (SR-44)
sr-action-end_turn = Ukončit tah
# $cost: zásoby za kus.
sr-choice-recruit = Verbování { $place-in }: { $item }, { $cost ->
        [one] { $cost } zásoba
        [few] { $cost } zásoby
       *[other] { $cost } zásob
    } za kus (SR-G6)
sr-choice-move = Pochod { $from-from } { $to-to }: 1 zásoba za každých 5 jednotek (SR-6)
sr-choice-march_double = Pochod { $from-from } { $to-to }: 2 zásoby za každých 5 jednotek v bažinách a v krajích divokých kmenů (SR-6, SR-8)
sr-choice-leave = Odchod { $from-from } { $to-to }: 1 zásoba za každých 5 jednotek (SR-6, SR-7)
sr-choice-enter = Vstup { $to-to } { $from-from }: zdarma (SR-7)
sr-choice-sail = Plavba { $from-from } { $to-to }: 1 zásoba za každých 5 lodí, každá loď přepraví 2 jednotky (SR-2, SR-10)
sr-choice-land = Vylodění { $from-from } { $to-to }: lodě platí 1 zásobu za každých 5 (SR-10)
sr-choice-keep = Stálý rozkaz: zásoby ponechané při vykupování zajatců (SR-23)
# $ours, $theirs: síly porovnávané podle SR-13.
sr-choice-besiege = Oblehnout { $city-acc }: { $ours } proti { $theirs } (SR-13)
# $action: akce; $percent: přesná šance na vítězství.
sr-choice-odds = { $action } — přesná šance na vítězství: { $percent } %
sr-amount-count = Kolik
sr-amount-keep = Ponechané zásoby
sr-amount-troop = Oddíly
sr-amount-fanatic = Fanatici
sr-amount-shadow = Stíny
sr-amount-catapult = Katapulty
sr-amount-ship = Lodě
sr-amount-ruler = Kard
sr-amount-swords = z toho s ohnivými meči

## Deník

sr-event-round = Začíná kolo { $round }
sr-event-turn = Tah { $faction-gen }
sr-event-stage = { $stage }
# $supplies, $influence: množství; $why: za co (.spent) nebo z čeho (.gained).
sr-event-spent = { $faction } platí { $supplies ->
        [one] { $supplies } zásobu
        [few] { $supplies } zásoby
       *[other] { $supplies } zásob
    }{ $influence ->
        [0] {""}
       *[other] {" "}a { $influence } { $influence ->
            [one] bod vlivu
            [few] body vlivu
           *[other] bodů vlivu
        }
    } { $why-spent }
sr-event-gained = { $faction } získává { $supplies ->
        [0] {""}
        [one] { $supplies } zásobu
        [few] { $supplies } zásoby
       *[other] { $supplies } zásob
    }{ $supplies ->
        [0] {""}
       *[other] { $influence ->
            [0] {""}
           *[other] {" "}a{" "}
        }
    }{ $influence ->
        [0] {""}
        [one] { $influence } bod vlivu
        [few] { $influence } body vlivu
       *[other] { $influence } bodů vlivu
    } { $why-gained }
sr-why-move = pohyb (SR-6)
    .spent = za pohyb (SR-6)
    .gained = z pohybu (SR-6)
sr-why-siege = obléhání (SR-13)
    .spent = za obléhání (SR-13)
    .gained = z obléhání (SR-13)
sr-why-storm = zteč (SR-17)
    .spent = za zteč (SR-17)
    .gained = ze zteče (SR-17)
sr-why-sortie = výpad (SR-G15)
    .spent = za výpad (SR-G15)
    .gained = z výpadu (SR-G15)
sr-why-recruit = verbování (SR-G6)
    .spent = za verbování (SR-G6)
    .gained = z verbování (SR-G6)
sr-why-ransom = výkupné za zajatce (SR-23)
    .spent = jako výkupné za zajatce (SR-23)
    .gained = z výkupného za zajatce (SR-23)
sr-why-ransom_received = výkupné za zajatce (SR-23)
    .spent = jako výkupné za zajatce (SR-23)
    .gained = z výkupného za zajatce (SR-23)
sr-why-kard_ransom = výkupné za karda (SR-24, SR-26)
    .spent = jako výkupné za karda (SR-24, SR-26)
    .gained = z výkupného za karda (SR-24, SR-26)
sr-why-kard_ransom_received = výkupné za karda (SR-25)
    .spent = jako výkupné za karda (SR-25)
    .gained = z výkupného za karda (SR-25)
sr-why-income = svá města (SR-G4, SR-G5)
    .spent = za svá města (SR-G4, SR-G5)
    .gained = ze svých měst (SR-G4, SR-G5)
sr-why-tribute = tribut lennímu pánovi (SR-44)
    .spent = jako tribut lennímu pánovi (SR-44)
    .gained = z tributu lennímu pánovi (SR-44)
sr-why-tribute_received = tribut od vazala (SR-44)
    .spent = jako tribut od vazala (SR-44)
    .gained = z tributu od vazala (SR-44)
sr-why-giants = vítězství nad obry (SR-35)
    .spent = za vítězství nad obry (SR-35)
    .gained = za vítězství nad obry (SR-35)
# $store: zbývající zásoby.
sr-event-store = { $city } si odkládá { $store ->
        [one] { $store } zásobu
        [few] { $store } zásoby
       *[other] { $store } zásob
    } na další oddíly (SR-G6)
sr-event-raised = Postaveno { $place-in }: { $count } × { $item }
sr-event-placed = Nová jednotka { $owner-gen } { $place-in }: { $unit }
sr-event-moved = { $owner }: { $count ->
        [one] { $count } jednotka se přesouvá
        [few] { $count } jednotky se přesouvají
       *[other] { $count } jednotek se přesouvá
    } { $from-from } { $to-to }
sr-event-moved_stop = { $owner }: { $count ->
        [one] { $count } jednotka se přesouvá
        [few] { $count } jednotky se přesouvají
       *[other] { $count } jednotek se přesouvá
    } { $from-from } { $to-to } a zastaví se tam (SR-G10)
sr-event-lost_battle = Bitva { $place-in } stojí { $owner-acc } { $unit-acc }
sr-event-lost_captured = Do zajetí { $place-in } { $unit-gender ->
        [pl] padají
       *[other] padá
    } { $unit } { $owner-gen }, bez výkupného (SR-23)
sr-event-lost_attrition = Obléhání { $place-gen } stojí { $owner-acc } { $unit-acc } (SR-15)
sr-event-lost_overrun = Pád { $place-gen } stojí { $owner-acc } { $unit-acc } (SR-34, SR-39)
sr-event-lost_drowned = { $unit-gender ->
        [pl] Tonou
       *[other] Tone
    } { $unit } { $owner-gen } spolu s loděmi, které { $unit-gender ->
        [pl] je
        [f] ji
       *[other] ho
    } vezly, u břehů { $place-gen } (SR-G10)
sr-event-ransomed = { $count ->
        [one] { $count } vykoupená jednotka se vrací
        [few] { $count } vykoupené jednotky se vracejí
       *[other] { $count } vykoupených jednotek se vrací
    } { $place-to } (SR-23)
sr-event-unit_taken = Změna strany { $place-in }: { $unit } { $unit-gender ->
        [pl] přecházejí
       *[other] přechází
    } na stranu { $owner-gen } (SR-14)
sr-event-sword = Ohnivý meč připadá { $unit-dat } { $place-in } (SR-G8)
sr-event-sword_dropped = Ohnivý meč vypadává z rukou { $unit-gen } { $place-in } (SR-G8)
sr-event-engaged = Nepřátelská armáda stojí { $place-in }: dojde k bitvě (SR-G10)
sr-event-engagement_over = Konec bitvy { $place-in }
sr-event-siege_begun = { $faction } zahajuje obléhání { $city-gen } (SR-13)
sr-event-siege_broken = Obléhání { $city-gen } je prolomeno: obléhatelé jsou slabší než obrana (SR-14)
sr-event-siege_relieved = Obléhání { $city-gen } je zrušeno: obléhatelé byli poraženi (SR-18)
sr-event-siege_taken = Konec obléhání { $city-gen }: město je dobyto (SR-16)
sr-event-siege_giants = Konec obléhání { $city-gen }: město dobyli obři (SR-G15)
sr-event-siege_left = Konec obléhání { $city-gen }: obléhatelé odtáhli
sr-event-stormed = Začíná zteč { $city-gen } (SR-17)
sr-event-walls_lost = Obránci { $city-gen } se stahují do pevnosti: město se drží, ale přichází o hradby (SR-G11)
sr-event-walls_restored = Zteč pevnosti { $city-gen } selhala: město má opět hradby (SR-G11)
sr-event-city_taken = { $city } nyní patří { $owner-dat }
sr-battle-field = Bitva { $place-in }
sr-battle-relief = Vyproštění { $place-gen }: posádka bojuje po boku osvoboditelů, bez svých hradeb (SR-18)
sr-battle-storm = Zteč { $place-gen } (SR-17)
sr-battle-fortress = Zteč pevnosti { $place-gen }: bez hradeb (SR-G11)
sr-battle-sortie = Výpad { $place-from }: posádka bojuje bez svých hradeb (SR-G15)
sr-battle-naval = Námořní bitva { $place-in }: bojují jen lodě (SR-G10)
# Rozpis strany: $bs síla jednotek; $kard její kard; $walls obrana města; $strength součet; $die hod kostkou; $value způsobené ztráty.
sr-event-attacker = Útočník ({ $owner }): jednotky { $bs } + kard { $kard } = { $strength }; kostka { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] způsobená ztráta
        [few] způsobené ztráty
       *[other] způsobených ztrát
    } (SR-19)
sr-event-defender = Obránce ({ $owner }): jednotky { $bs } + kard { $kard } + hradby { $walls } = { $strength }; kostka { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] způsobená ztráta
        [few] způsobené ztráty
       *[other] způsobených ztrát
    } (SR-20)
# $attacker, $defender: zbývající síly.
sr-event-attacker_wins = Zbývající síla { $attacker } proti { $defender }: vítězí útočník (SR-21)
sr-event-defender_wins = Zbývající síla { $attacker } proti { $defender }: obránce se drží (SR-21: při rovnosti vítězí obránce)
sr-event-giants_come = Přicházejí obři: na kostce padlo { $die }, útočí na { $city-acc } (SR-29, SR-30)
sr-event-giants_spare = Na kostce obrů padlo { $die }: { $city } patří neutrálním silám, a tak obři v tomto kole nepřijdou (SR-31)
# Boj s obrem: obr (5) hodí $giant_die a způsobí $giant_hits; obránci ($bs) hodí $die a způsobí $hits; zbývá $giant_left a $left.
sr-event-giant_wins = Obr (5, kostka { $giant_die }) způsobí { $giant_hits }; obránci ({ $bs }, kostka { $die }) způsobí { $hits }; zbývá { $giant_left } proti { $left }: obr dobývá { $city-acc } a město připadá neutrálním silám se dvěma neutrálními oddíly (SR-33, SR-34)
sr-event-giant_loses = Obr (5, kostka { $giant_die }) způsobí { $giant_hits }; obránci ({ $bs }, kostka { $die }) způsobí { $hits }; zbývá { $giant_left } proti { $left }: { $city } odráží útok, obr mizí (SR-33, SR-35)
# Nájezd pirátů: jejich síla, síla posádky Ostiusu a hradby, ztráty a zbývající síly.
sr-event-pirates_take = Piráti ({ $strength }) přepadají Ostius ({ $bs } + hradby { $walls }): způsobí { $pirate_hits }, utrpí { $hits }; zbývá { $pirates_left } proti { $left }: Ostius padá do rukou pirátů (SR-37 až SR-39)
sr-event-pirates_beaten = Piráti ({ $strength }) přepadají Ostius ({ $bs } + hradby { $walls }): způsobí { $pirate_hits }, utrpí { $hits }; zbývá { $pirates_left } proti { $left }: Ostius odráží nájezd (SR-37 až SR-39)
sr-event-no_raid = Ostius patří neutrálním silám: piráti v tomto kole nepřepadají (SR-G14)
sr-event-kard_captured = { $kard } padá do zajetí { $owner-gen } { $place-in } (SR-22, SR-23)
sr-event-kard_freed = { $kard } je opět na svobodě
sr-event-vassal = { $vassal } se stává vazalem { $lord-gen } (SR-40, SR-41)
sr-event-revolted = { $vassal } se bouří a odtrhává se od svého lenního pána (SR-43)
sr-event-released = { $vassal } je opět svobodná: její pán sám upadl do vazalství a vazal nemá vazaly (SR-G16)
# $keep: zásoby ponechané při vykupování.
sr-event-orders = Rozkazy { $faction-gen }: vykupovat zajatce a ponechat si { $keep ->
        [one] { $keep } zásobu
        [few] { $keep } zásoby
       *[other] { $keep } zásob
    }; tribut nepožadovat
sr-event-orders_tribute = Rozkazy { $faction-gen }: vykupovat zajatce a ponechat si { $keep ->
        [one] { $keep } zásobu
        [few] { $keep } zásoby
       *[other] { $keep } zásob
    }; požadovat tribut od vazalů

## Konec hry

sr-outcome-won = { $faction } vítězí v kole { $round } a má { $influence ->
        [one] { $influence } bod vlivu
        [few] { $influence } body vlivu
       *[other] { $influence } bodů vlivu
    } (SR-G7)
sr-outcome-shared = O vítězství v kole { $round } se dělí { $count } { $count ->
        [one] říše
        [few] říše
       *[other] říší
    } (SR-G7)
sr-outcome-draw = Žádná říše nemůže vyhrát: remíza v kole { $round } (SR-G7, SR-27)

## Značky na mapě

sr-mark-walls = Opevněné město, jeho obránci se počítají dvakrát (SR-5)
sr-mark-fortress = Obránci drží pevnost, hradby jsou ztraceny (SR-G11)
sr-mark-open = Otevřené město (SR-4)
sr-mark-capital = Hlavní město (SR-G2)
sr-mark-siege = Obležení: { $faction } (SR-13)

## Panely

sr-panel-number = { $number }
sr-panel-percent = { $percent } %
sr-panel-game = Hra
sr-panel-round = Kolo
sr-panel-of = { $round } z { $last }
sr-panel-acting = Na tahu
sr-panel-next_giants = Příští příchod obrů (SR-29)
sr-panel-next_pirates = Příští nájezd pirátů (SR-36)
sr-panel-never = ne před koncem hry
sr-panel-supplies = Zásoby
sr-panel-influence = Body vlivu (25 vítězí, SR-G7)
sr-panel-cities = Města
sr-panel-income = V každé fázi zásobování (SR-G4, SR-G5)
sr-panel-income_value = { $supplies ->
        [one] { $supplies } zásoba
        [few] { $supplies } zásoby
       *[other] { $supplies } zásob
    } a { $influence ->
        [one] { $influence } bod vlivu
        [few] { $influence } body vlivu
       *[other] { $influence } bodů vlivu
    } z { $cities } { $cities ->
        [one] města
        [few] měst
       *[other] měst
    }
sr-panel-kard = Kard
sr-panel-kard_free = { $kard }, na svobodě
sr-panel-kard_captive = { $kard }, v zajetí { $owner-gen } { $place-in }: vykupte ho na začátku svého tahu (SR-24)
sr-panel-kard_gone = žádný
sr-panel-lord = Lenní pán (SR-42)
sr-panel-tribute_owed = Dlužný tribut (SR-44)
sr-panel-vassal = Vazal
sr-panel-keep = Zásoby ponechané při vykupování (SR-23)
sr-panel-tribute = Požadovat tribut (SR-44)
sr-panel-revolt = Může se vzbouřit (SR-43)
sr-panel-yes = ano
sr-panel-no = ne
sr-panel-realms = Říše
sr-panel-standing = { $influence ->
        [one] { $influence } bod vlivu
        [few] { $influence } body vlivu
       *[other] { $influence } bodů vlivu
    }, { $cities ->
        [one] { $cities } město
        [few] { $cities } města
       *[other] { $cities } měst
    }
sr-panel-standing_ineligible = { $influence ->
        [one] { $influence } bod vlivu
        [few] { $influence } body vlivu
       *[other] { $influence } bodů vlivu
    }, { $cities ->
        [one] { $cities } město
        [few] { $cities } města
       *[other] { $cities } měst
    }: teď nemůže vyhrát (SR-27, SR-G7)
sr-panel-owner = Vlastník
sr-panel-city = Město
sr-panel-fortified = opevněné: obránci se počítají dvakrát (SR-5)
sr-panel-open = otevřené (SR-4)
sr-panel-defence = Obrana (SR-13)
sr-panel-defence_value = jednotky { $bs } + kard { $kard } + hradby { $walls } = { $strength }
sr-panel-siege = Obléhání
sr-panel-siege_value = obléhá { $faction } od kola { $round }, rok obléhání: { $year } (SR-15)
sr-panel-port = Přístav
sr-panel-terrain = Terén
sr-panel-double_cost = vstup stojí dvojnásobek (SR-8)
sr-panel-impassable = neprostupné (SR-9)
sr-panel-army = Armáda { $owner-gen }
sr-panel-army_value = { $units } { $units ->
        [one] jednotka
        [few] jednotky
       *[other] jednotek
    }: síla { $bs } + kard { $kard }
sr-panel-odds = Přesné šance bitvy (SR-19 až SR-21)
sr-panel-odds_strength = Síla
sr-panel-odds_pair = { $ours } proti { $theirs }
sr-panel-odds_win = Šance na vítězství
sr-panel-odds_losses = Vaše očekávané ztráty
sr-panel-odds_kills = Očekávané ztráty nepřítele

## Odmítnutí ($rule: identifikátor pravidla)

# $waiting: říše, která je teď na tahu.
# $stage: fáze, do které to patří (sr-stage-*).
sr-refusal-wrong_stage = To patří do fáze „{ $stage }“, kterou už tento tah přešel: v tahu je nejdřív výkupné a vzpoura, pak verbování a nakonec tažení ({ $rule }).
sr-refusal-no_ransom = Váš kard není v zajetí, takže není koho vykoupit ({ $rule }).
# $cost: cena výkupného; $have: vaše zásoby.
sr-refusal-ransom_cost = Výkupné stojí { $cost ->
        [one] { $cost } zásobu
        [few] { $cost } zásoby
       *[other] { $cost } zásob
    } a vy máte { $have } ({ $rule }).
sr-refusal-no_city_for_kard = Nemáte žádné město, kam by se váš kard mohl vrátit ({ $rule }).
sr-refusal-no_revolt = Vzbouřit se může jen vazal, který má více měst než jeho lenní pán ({ $rule }).
sr-refusal-bad_recruit_place = Jednotky se verbují ve vlastním městě, které není obléháno, lodě v přístavu, fanatici a stíny v Zemi stínů, dokud ji držíte ({ $rule }).
sr-refusal-too_many_items = Město postaví nejvýše 2 kusy za tah ({ $rule }).
sr-refusal-no_carrier = Ohnivý meč potřebuje oddíl, fanatika nebo stín, který ještě meč nemá ({ $rule }).
# $cost: cena; $have: vaše zásoby.
sr-refusal-no_supplies = To stojí { $cost ->
        [one] { $cost } zásobu
        [few] { $cost } zásoby
       *[other] { $cost } zásob
    } a vy máte { $have } ({ $rule }).
sr-refusal-not_a_step = To není jeden krok ({ $rule }).
sr-refusal-impassable = Na toto území nelze vstoupit ({ $rule }).
sr-refusal-no_such_units = Armáda nemá takové jednotky se zbývajícími kroky ({ $rule }).
sr-refusal-ships_only = Plují jen lodě a armáda vyplouvá z přístavního města ({ $rule }).
# $need: kolik lodí je třeba; $ships: kolik jich tam máte.
sr-refusal-too_few_ships = Příliš málo lodí: každá přepraví 2 jednotky, takže je třeba { $need ->
        [one] { $need } loď
        [few] { $need } lodě
       *[other] { $need } lodí
    } a vy jich tam máte { $ships } ({ $rule }).
sr-refusal-hostile_city = Do města jiné říše lze vstoupit jen ztečí ({ $rule }).
sr-refusal-besieged = Obležené město nelze opustit ani do něj vstoupit ({ $rule }).
sr-refusal-lords_city = Vazal a jeho lenní pán nikdy nevstupují jeden do měst druhého ({ $rule }).
sr-refusal-third_source = Naráz mohou vstoupit armády nejvýše ze dvou území ({ $rule }).
sr-refusal-battle_pending = Nejdřív musí proběhnout bitva tam, kam vstoupily vaše armády ({ $rule }).
sr-refusal-no_battle = Tam není s kým bojovat ({ $rule }).
sr-refusal-not_in_field = Vaše armáda musí stát v okolí města ({ $rule }).
sr-refusal-too_weak = Obléhatelé musí být silnější než obrana města ({ $rule }).
sr-refusal-already_besieged = Město už je obléháno ({ $rule }).
sr-refusal-not_bordering = Vaše říše nesousedí s územím tohoto města ({ $rule }).
sr-refusal-not_enemy_city = To není město jiné říše ani neutrálních sil ({ $rule }).
sr-refusal-not_besieged_long = Ztéct lze jen město, které obléháte už od některého dřívějšího tahu ({ $rule }).
sr-refusal-stormed_already = Toto město už v tomto tahu čelilo zteči ({ $rule }).
sr-refusal-no_garrison = Není tam žádná vaše obležená posádka ({ $rule }).
sr-refusal-attack_lord = Vazal nikdy neútočí na svého lenního pána ({ $rule }).
sr-refusal-bad_order = Hodnota stálého rozkazu je mimo rozsah ({ $rule }).
sr-refusal-bad_place = Neznámé místo ({ $rule }).
sr-refusal-unknown_scenario = Neznámý scénář: { $scenario }.
sr-refusal-seats = Hru Říše stínů hrají 2 až 5 říší, obsazené v pořadí svých míst.

## Průvodce: co teď může říše, která je na tahu, udělat a proč (požadavek 19)

# $supplies: zásoby říše.
sr-guide-ransom = Váš kard je v zajetí: teď, na začátku tahu, ho můžete vykoupit za 5 zásob a až 5 bodů vlivu (máte { $supplies ->
        [one] { $supplies } zásobu
        [few] { $supplies } zásoby
       *[other] { $supplies } zásob
    }). Jakmile začnete verbovat nebo táhnout, počká výkupné do vašeho dalšího tahu.
sr-guide-revolt = Sloužíte lennímu pánovi, ale máte víc měst než on: teď, na začátku tahu, se můžete vzbouřit. Jinak pokračujte ve svém tahu: verbování, potom pohyb, obléhání a bitvy.
# $supplies: zásoby říše.
sr-guide-recruit = Váš tah: nejdřív verbujte oddíly a další jednotky ve svých městech a plaťte zásobami (máte { $supplies ->
        [one] { $supplies } zásobu
        [few] { $supplies } zásoby
       *[other] { $supplies } zásob
    }). Potom táhněte s armádami, obléhejte a dobývejte města a bojujte; jakmile se armáda pohne, verbování v tomto tahu končí. Až budete hotovi, stiskněte „{ sr-action-end_turn }“.
# $supplies: zásoby říše.
sr-guide-campaign = Tažení: pohybujte armádami (krok stojí 1 zásobu za každých 5 jednotek), oblehněte město z jeho okolí a v některém z dalších tahů ho ztečte. Máte { $supplies ->
        [one] { $supplies } zásobu
        [few] { $supplies } zásoby
       *[other] { $supplies } zásob
    }. Až budete hotovi, stiskněte „{ sr-action-end_turn }“.
sr-guide-battle = Vaše armáda vstoupila na území, kde stojí nepřátelská armáda: bitva musí proběhnout dřív, než můžete ukončit tah. Sveďte ji tam (u každé volby je vidět přesná šance); předtím se k ní ještě může připojit další vaše armáda.

## Pravidla 2: volby vlastníků (SR-G9) a pravidla, která musí platit po každé akci

# $kard: kard; $place: město, kam se vrací.
sr-action-ransom_kard_to = Vykoupit { $kard-acc } { $place-to }: 5 zásob a až 5 bodů vlivu (SR-24, SR-G9)
# $count: čekající jednotky; $place: kam jdou.
sr-action-withdraw = Stáhnout { $count } { $count ->
        [one] jednotku
        [few] jednotky
       *[other] jednotek
    } { $place-to } (SR-22, SR-G9)
sr-action-place = Poslat { $count } { $count ->
        [one] vykoupenou jednotku
        [few] vykoupené jednotky
       *[other] vykoupených jednotek
    } { $place-to } (SR-23, SR-G9)
# $unit: druh jednotky.
sr-action-lose_first = Stálý rozkaz: jako první ztrácet jednotky druhu „{ $unit }“ (SR-G9, SR-15)
sr-event-siege_peace = Konec obléhání { $city-gen }: pán a vazal žijí v míru (SR-42, SR-45)
# $faction: kdo volí; $count: jednotky; $place: kde čekají.
sr-event-withdraw_awaited = { $faction } volí, kam stáhne { $count } { $count ->
        [one] poraženou jednotku
        [few] poražené jednotky
       *[other] poražených jednotek
    } { $place-from } (SR-22, SR-G9)
sr-event-place_awaited = { $faction } volí, kam půjde { $count } { $count ->
        [one] vykoupená jednotka
        [few] vykoupené jednotky
       *[other] vykoupených jednotek
    } { $place-from } (SR-23, SR-G9)
sr-event-chosen = { $faction } volí: { $place } (SR-G9)
# $first … $fifth: druhy jednotek v pořadí, v jakém je říše ztrácí.
sr-event-loss_order = { $faction } ztrácí jednotky v tomto pořadí: { $first }, { $second }, { $third }, { $fourth }, { $fifth } (SR-G9, SR-15)
sr-panel-losses = Jednotky ztrácené jako první (SR-G9, SR-15)
sr-panel-loss_order = nejdřív { $first }, pak { $second }, { $third }, { $fourth }, nakonec { $fifth }
sr-panel-waiting = Čeká se na
sr-panel-waiting_value = volbu { $faction-gen }: kam půjdou jeho jednotky (SR-G9)
sr-refusal-choice_first = Nejdřív zvolte, kam půjdou vaše jednotky ({ $rule }).
sr-refusal-not_a_choice = Taková volba teď není na řadě ({ $rule }).
sr-guide-choice = Vaše poražené nebo vykoupené jednotky na vás čekají: zvolte, kam půjdou. Každé místo je jedna volba; hra pokračuje, jakmile zvolíte (SR-G9).
sr-invariant-peace_siege = SR-42: { $faction } obléhá město { $city } patřící { $owner-dat }, s nímž žije v míru
sr-invariant-no_besiegers = SR-G15: město { $city } je obléháno, ačkoli na jeho území nestojí žádný obléhatel
sr-invariant-weak_siege = SR-14: obléhání { $city-gen } trvá se silou { $ours } proti { $theirs }
sr-invariant-empty_fortress = SR-16: pevnost { $city-gen } nemá obránce, a přesto si { $owner } město drží
sr-invariant-foe_in_city = SR-G10: jednotky { $faction-gen } stojí ve městě { $city } patřícím { $owner-dat }
sr-invariant-impassable = SR-9: jednotky stojí { $place-in }
sr-invariant-overloaded = SR-2: { $riders } jednotek { $owner-gen } { $place-in } má jen { $ships } lodí
sr-invariant-foes_together = SR-21: nepřátelská vojska { $first-gen } a { $second-gen } stojí spolu { $place-in } a bitva nebude
sr-invariant-kard_count = SR-24: { $kard } je na mapě { $count }krát, a má být { $expected }krát
sr-invariant-neutral_captor = SR-25: { $kard } je vězněn neutrálními silami { $place-in }, které jim nepatří
sr-invariant-vassal_chain = SR-G16: { $vassal } slouží { $lord-dat }, který je sám vazalem nebo toutéž říší
sr-invariant-nobody = SR-G3: hra neskončila, a přesto není na tahu žádná říše
sr-invariant-stuck = SR-G3: { $faction } nemůže ukončit tah ani svést bitvy, které musí
sr-invariant-step_not_offered = SR-6: { $unit } může jít { $from-from } { $to-to }, ale žádný přesun se nenabízí

## Issue 36: what a place offers a newcomer that is not possible now, and why.
sr-panel-not_now = Teď nelze
sr-not_now-recruit = Verbování
sr-not_now-move = Přesun
sr-not_now-besiege = Obléhání
sr-not_now-storm = Zteč
