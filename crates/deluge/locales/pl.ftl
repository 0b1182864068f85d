### Potop 1655: komunikaty po polsku.
###
### Argumenty będące nazwami ($nation, $land, $unit, $army, $level,
### $phase…) to inne komunikaty tego pliku, przekazywane w całości. Tekst
### może użyć ich atrybutów (przypadków i innych form) tylko wtedy, gdy kod
### przekazuje nazwę jako klucz: tak jest z krajami, województwami,
### poziomami wyniku, fazami i porami roku. Armie, garnizony ($unit, $army,
### $from i $to w przenoszeniu PS, $target, $parent, $slot) oraz strony
### w werdyktach ($a i $b w dc-verdict-*, dc-report-draw i
### dc-action-enter_result, $winner, $loser) przychodzą jako gotowy tekst,
### więc stoją zawsze w mianowniku. Liczby ($ps, $points, $count…) są
### liczbami Fluent, więc selektory liczby mnogiej (one, few, many) działają.
### Identyfikatory zasad (DC-…, GAP-…) nie są tłumaczone.
###
### Atrybuty nazw używane w tym pliku:
### - kraje (dc-role-*): .gen, .dat, .acc, .ins, .loc oraz .gender
###   (f = Korona, Szwecja…; pl = Tatarzy krymscy, Kozacy) do zgody czasownika,
###   a także .with, czyli „z/ze + narzędnik” („z Koroną”, „ze Szwecją”);
### - województwa (dc-region-*): .gen, .acc, .loc oraz gotowe wyrażenia
###   z przyimkiem: .in (w Krakowie / na Wołyniu), .to (do Krakowa /
###   na Wołyń), .from (z Krakowa / z Wołynia). Każde województwo musi mieć
###   .in, .to i .from.
###
### PS to punkty siły (1 PS = 1 podstawka na stole).

## Gra i jej scenariusze

dc-name = Potop 1655
dc-scenario-mixed = Potop 1655: bitwy na stole albo liczone przez komputer (7 krajów)
dc-scenario-tabletop = Potop 1655: każda bitwa na stole (7 krajów)
dc-scenario-auto = Potop 1655: każdą bitwę liczy komputer (7 krajów)
dc-scenario-earned = Potop 1655: bitwy na stole albo liczone przez komputer, Tatarom płaci się tylko zdobytymi punktami (7 krajów)

# Skrót zasad, pokazywany przed grą (akapity oddzielone pustymi wierszami)
dc-rules_summary =
    Siedem krajów toczy wojny Potopu od lipca 1655 do czerwca 1660 roku: Korona, Litwa, Szwecja, Moskwa, Tatarzy krymscy, Turcja i Kozacy. Tura to trzy miesiące; wszystkie kraje rozgrywają każdą fazę jednocześnie i w tajemnicy, a faza się zamyka, gdy zakończą ją wszystkie kraje (DC-TURN-1, DC-TURN-2).

    ## Faza 1: ruch i reorganizacja (DC-REORG, DC-MOVE, DC-TRE-8)
    - Armia maszeruje do sąsiedniego województwa; czambuł tatarski bez jasyru nawet o dwa (DC-MOVE-1, DC-MOVE-2). We własnym województwie może zamiast tego schować się w twierdzy albo odpoczywać (DC-MOVE-4); armia w twierdzy może z niej tylko wyjść (DC-MOVE-3).
    - Punkty siły (PS) przechodzą między twoimi armiami w jednym województwie oraz między armią a garnizonem twojego województwa; armie wymienione w zasadach wydzielają nowe (od DC-REORG-1 do 3). Najpierw reorganizacja: rozkaz ruchu blokuje armię (DC-REORG-5).
    - Tylko wtedy wydaje się dukaty: zaciąg 10 za PS, zasoby po 5, w każdym województwie raz na turę, morale 100 za punkt (od DC-TRE-9 do 11).

    ## Faza 2: rozkazy i plany (DC-ORD, DC-PLAN)
    - Wobec wrogich armii: atak na niektóre lub wszystkie albo postawa obronna; jeśli obie strony czekają, bitwy nie ma (DC-ORD-1, DC-DEF-2).
    - We wrogim województwie: szturm albo oblężenie twierdzy (co najmniej 60 PS, nigdy Tatarzy) albo pobranie jasyru (Turcja i Tatarzy, 1 punkt na 10 PS) (DC-STORM-1, DC-SIEGE-1, DC-YAS-1). Oblężone armie mogą przełamywać oblężenie (DC-BRK-1).
    - Plan każdej armii: czy po przegranej taktycznej pozostać w miejscu, czy się wycofać, dokąd się wycofać, co zrobić po wygranej (od DC-PLAN-1 do 7).
    - Sojusze proponuje się, przyjmuje i zrywa w fazach 2 i 3, a wchodzą w życie z końcem tury; Tatarom płaci się punktami (od DC-DIP-1 do 3).

    ## Faza 3: wyniki bitew (DC-RES, DC-AUTO, GAP-10)
    - Jedna strona wpisuje wynik (wygrana taktyczna, strategiczna lub historyczna albo remis) oraz podstawki zniszczone i zbiegłe; druga go potwierdza albo kasuje i wpisuje własny (DC-RES-6). Zbiegła podstawka to pół PS, u Szwedów cały PS (DC-RES-4).
    - Strona, która nie może wystawić minimalnego podjazdu, od razu przegrywa i traci wszystkie PS (od DC-AUTO-1 do 5); twierdza wystawia dwa razy więcej podstawek, niż ma PS.
    - Bez figurek bitwę rozstrzyga komputer rzutami kośćmi (GAP-10), zależnie od wybranego scenariusza.

    ## Faza 4: obliczenia (DC-CALC-1)
    - Straty: porażka ×2, ×3 albo ×4; obrona twierdzy je połowi; szturm je podwaja (nie dla Szwecji); przewaga liczebna wroga dodaje do 100% (dla Korony o kolumnę mniej, chyba że walczy ze Szwecją); przymusowy odwrót, którego nie da się wykonać, je podwaja (od DC-LOSS-1 do 8, od DC-SUP-1 do 3).
    - Punkty: straty każdej strony stają się punktami drugiej (DC-PTS-1, 2); zdobycie województwa 10, straty oblężonych 1 za PS, odprowadzony jasyr 2 za punkt (DC-CAPT-3, DC-SIEGEPTS-2, DC-DELIV-3).
    - Oblężenie kosztuje oblężonych 10% na turę od drugiej tury; województwo, którego obrońcy spadną do 0, zostaje zdobyte (DC-SIEGE-2, DC-CAPT-1).
    - Odpoczywające armie uzupełniają siły; Kozacy przy pierwszym wejściu do województwa zyskują tyle PS, ile ma ono zasobów, a za zdobycie 50 PS (DC-REPL-1, DC-COS-1, 2).
    - Na początku następnej tury: morale zmienia się po bitwach, zdobyczach, plądrowaniu i odprowadzeniu jasyru z poprzedniej tury (od DC-MOR-3 do 7); skarbiec pobiera 5 dukatów za każde pełne 5 zasobów nieoblężonych województw i płaci na utrzymanie 20% zasobów oraz 10% (albo 1%) PS (od DC-TRE-1 do 7); województwo daje 100 punktów, a 25, gdy stoi w nim wroga armia (DC-PROV-1).

    ## Zwycięstwo (GAP-6)
    - Po 20. turze (kwiecień–czerwiec 1660) wygrywa kraj, którego wynik wzrósł najbardziej ponad jego normę; wynik to zdobyte punkty plus punkty za województwa (DC-SCORE-1).
    - Normy: Korona −1250, Litwa −450, Szwecja +1000, Moskwa +100, Tatarzy krymscy −150, Turcja +450, Kozacy +600. Źródło liczy sam przyrost; w 300 kampaniach, w których komputer grał wszystkimi krajami, rozstrzygał wtedy stan początkowy: Szwecja wygrała ponad połowę, Korona, Litwa i Tatarzy ani razu. Mierzony względem swojej normy każdy kraj wygrywa mniej więcej równie często.

## Kraje
## Przypadki i rodzaj (.gender: f albo pl), bo w dzienniku kraj bywa
## podmiotem zdania; .with to „z/ze + narzędnik”. Każdy kraj musi mieć
## .gender i .with.

dc-role-ron = Korona
    .gen = Korony
    .dat = Koronie
    .acc = Koronę
    .ins = Koroną
    .loc = Koronie
    .gender = f
    .with = z Koroną
dc-role-swe = Szwecja
    .gen = Szwecji
    .dat = Szwecji
    .acc = Szwecję
    .ins = Szwecją
    .loc = Szwecji
    .gender = f
    .with = ze Szwecją
dc-role-mos = Moskwa
    .gen = Moskwy
    .dat = Moskwie
    .acc = Moskwę
    .ins = Moskwą
    .loc = Moskwie
    .gender = f
    .with = z Moskwą
dc-role-tat = Tatarzy krymscy
    .gen = Tatarów krymskich
    .dat = Tatarom krymskim
    .acc = Tatarów krymskich
    .ins = Tatarami krymskimi
    .loc = Tatarach krymskich
    .gender = pl
    .with = z Tatarami krymskimi
dc-role-tur = Turcja
    .gen = Turcji
    .dat = Turcji
    .acc = Turcję
    .ins = Turcją
    .loc = Turcji
    .gender = f
    .with = z Turcją
dc-role-cos = Kozacy
    .gen = Kozaków
    .dat = Kozakom
    .acc = Kozaków
    .ins = Kozakami
    .loc = Kozakach
    .gender = pl
    .with = z Kozakami
dc-role-lit = Litwa
    .gen = Litwy
    .dat = Litwie
    .acc = Litwę
    .ins = Litwą
    .loc = Litwie
    .gender = f
    .with = z Litwą

## Armie (DC-ARMY-1), nazwy oryginalne

dc-army-RON_CROWN_1 = I Armia Korony
dc-army-RON_CROWN_2 = II Armia Korony
dc-army-RON_UKRAINE_1 = I Armia Ukrainy
dc-army-RON_UKRAINE_2 = II Armia Ukrainy
dc-army-SWE_ROYAL_1 = I Armia Królewska
dc-army-SWE_ROYAL_2 = II Armia Królewska
dc-army-SWE_ROYAL_3 = III Armia Królewska
dc-army-SWE_LIVONIA_1 = I Armia Inflant
dc-army-SWE_LIVONIA_2 = II Armia Inflant
dc-army-SWE_TRANSYLVANIA = Armia Siedmiogrodu
dc-army-SWE_PRUSSIA = Armia Prus
dc-army-MOS_MAIN = Carska Armia Główna
dc-army-MOS_LIVONIA = Carska Armia Inflant
dc-army-MOS_SOUTH = Carska Armia Południowa
dc-army-MOS_RESERVE = Carska Armia Rezerwowa
dc-army-TAT_BEY = Czambuł Beja
dc-army-TAT_NUREDDIN = Czambuł Nuradyna
dc-army-TAT_NOGAI = Czambuł Nogajów
dc-army-TUR_MAIN = Turecka Armia Główna
dc-army-TUR_NORTH = Turecka Armia Północna
dc-army-TUR_RESERVE = Turecka Armia Rezerwowa
dc-army-COS_MAIN = Kozacka Armia Główna
dc-army-COS_COVER = Kozacka Armia Osłonowa
dc-army-COS_ZHDANOVYCH = Armia Żdanowicza
dc-army-LIT_1 = I Armia Litwy
dc-army-LIT_2 = II Armia Litwy
dc-army-LIT_3 = III Armia Litwy

## Województwa (GAP-1)
## Przypadki (.gen, .acc, .loc) i wyrażenia z przyimkiem: .in (gdzie?),
## .to (dokąd?), .from (skąd?).

dc-region-west_pomerania = Pomorze Zachodnie
    .gen = Pomorza Zachodniego
    .acc = Pomorze Zachodnie
    .loc = Pomorzu Zachodnim
    .in = na Pomorzu Zachodnim
    .to = na Pomorze Zachodnie
    .from = z Pomorza Zachodniego
dc-region-pomeranian = Pomorze Gdańskie
    .gen = Pomorza Gdańskiego
    .acc = Pomorze Gdańskie
    .loc = Pomorzu Gdańskim
    .in = na Pomorzu Gdańskim
    .to = na Pomorze Gdańskie
    .from = z Pomorza Gdańskiego
dc-region-malbork = Malbork
    .gen = Malborka
    .acc = Malbork
    .loc = Malborku
    .in = w Malborku
    .to = do Malborka
    .from = z Malborka
dc-region-chelmno = Chełmno
    .gen = Chełmna
    .acc = Chełmno
    .loc = Chełmnie
    .in = w Chełmnie
    .to = do Chełmna
    .from = z Chełmna
dc-region-ducal_prussia = Prusy Książęce
    .gen = Prus Książęcych
    .acc = Prusy Książęce
    .loc = Prusach Książęcych
    .in = w Prusach Książęcych
    .to = do Prus Książęcych
    .from = z Prus Książęcych
dc-region-poznan = Poznań
    .gen = Poznania
    .acc = Poznań
    .loc = Poznaniu
    .in = w Poznaniu
    .to = do Poznania
    .from = z Poznania
dc-region-kalisz = Kalisz
    .gen = Kalisza
    .acc = Kalisz
    .loc = Kaliszu
    .in = w Kaliszu
    .to = do Kalisza
    .from = z Kalisza
dc-region-kuyavia = Kujawy
    .gen = Kujaw
    .acc = Kujawy
    .loc = Kujawach
    .in = na Kujawach
    .to = na Kujawy
    .from = z Kujaw
dc-region-sieradz_leczyca = Sieradz i Łęczyca
    .gen = Sieradza i Łęczycy
    .acc = Sieradz i Łęczycę
    .loc = Sieradzu i Łęczycy
    .in = w Sieradzu i Łęczycy
    .to = do Sieradza i Łęczycy
    .from = z Sieradza i Łęczycy
dc-region-masovia = Mazowsze
    .gen = Mazowsza
    .acc = Mazowsze
    .loc = Mazowszu
    .in = na Mazowszu
    .to = na Mazowsze
    .from = z Mazowsza
dc-region-podlasie = Podlasie
    .gen = Podlasia
    .acc = Podlasie
    .loc = Podlasiu
    .in = na Podlasiu
    .to = na Podlasie
    .from = z Podlasia
dc-region-krakow = Kraków
    .gen = Krakowa
    .acc = Kraków
    .loc = Krakowie
    .in = w Krakowie
    .to = do Krakowa
    .from = z Krakowa
dc-region-sandomierz = Sandomierz
    .gen = Sandomierza
    .acc = Sandomierz
    .loc = Sandomierzu
    .in = w Sandomierzu
    .to = do Sandomierza
    .from = z Sandomierza
dc-region-lublin = Lublin
    .gen = Lublina
    .acc = Lublin
    .loc = Lublinie
    .in = w Lublinie
    .to = do Lublina
    .from = z Lublina
dc-region-ruthenian = Ruś (Lwów)
    .gen = Rusi (Lwów)
    .acc = Ruś (Lwów)
    .loc = Rusi (Lwów)
    .in = na Rusi (Lwów)
    .to = na Ruś (Lwów)
    .from = z Rusi (Lwów)
dc-region-belz = Bełz
    .gen = Bełza
    .acc = Bełz
    .loc = Bełzie
    .in = w Bełzie
    .to = do Bełza
    .from = z Bełza
dc-region-volhynia = Wołyń
    .gen = Wołynia
    .acc = Wołyń
    .loc = Wołyniu
    .in = na Wołyniu
    .to = na Wołyń
    .from = z Wołynia
dc-region-podolia = Podole
    .gen = Podola
    .acc = Podole
    .loc = Podolu
    .in = na Podolu
    .to = na Podole
    .from = z Podola
dc-region-braclaw = Bracław
    .gen = Bracławia
    .acc = Bracław
    .loc = Bracławiu
    .in = w Bracławiu
    .to = do Bracławia
    .from = z Bracławia
dc-region-kiev = Kijów
    .gen = Kijowa
    .acc = Kijów
    .loc = Kijowie
    .in = w Kijowie
    .to = do Kijowa
    .from = z Kijowa
dc-region-chernihiv = Czernihów
    .gen = Czernihowa
    .acc = Czernihów
    .loc = Czernihowie
    .in = w Czernihowie
    .to = do Czernihowa
    .from = z Czernihowa
dc-region-zaporizhia = Zaporoże
    .gen = Zaporoża
    .acc = Zaporoże
    .loc = Zaporożu
    .in = na Zaporożu
    .to = na Zaporoże
    .from = z Zaporoża
dc-region-wilno = Wilno
    .gen = Wilna
    .acc = Wilno
    .loc = Wilnie
    .in = w Wilnie
    .to = do Wilna
    .from = z Wilna
dc-region-troki = Troki
    .gen = Trok
    .acc = Troki
    .loc = Trokach
    .in = w Trokach
    .to = do Trok
    .from = z Trok
dc-region-samogitia = Żmudź
    .gen = Żmudzi
    .acc = Żmudź
    .loc = Żmudzi
    .in = na Żmudzi
    .to = na Żmudź
    .from = ze Żmudzi
dc-region-nowogrodek = Nowogródek
    .gen = Nowogródka
    .acc = Nowogródek
    .loc = Nowogródku
    .in = w Nowogródku
    .to = do Nowogródka
    .from = z Nowogródka
dc-region-brest_lit = Brześć
    .gen = Brześcia
    .acc = Brześć
    .loc = Brześciu
    .in = w Brześciu
    .to = do Brześcia
    .from = z Brześcia
dc-region-minsk = Mińsk
    .gen = Mińska
    .acc = Mińsk
    .loc = Mińsku
    .in = w Mińsku
    .to = do Mińska
    .from = z Mińska
dc-region-vitebsk = Witebsk
    .gen = Witebska
    .acc = Witebsk
    .loc = Witebsku
    .in = w Witebsku
    .to = do Witebska
    .from = z Witebska
dc-region-polotsk = Połock
    .gen = Połocka
    .acc = Połock
    .loc = Połocku
    .in = w Połocku
    .to = do Połocka
    .from = z Połocka
dc-region-mstislavl = Mścisław
    .gen = Mścisławia
    .acc = Mścisław
    .loc = Mścisławiu
    .in = w Mścisławiu
    .to = do Mścisławia
    .from = z Mścisławia
dc-region-smolensk = Smoleńsk
    .gen = Smoleńska
    .acc = Smoleńsk
    .loc = Smoleńsku
    .in = w Smoleńsku
    .to = do Smoleńska
    .from = ze Smoleńska
dc-region-swedish_livonia = Inflanty Szwedzkie (Ryga)
    .gen = Inflant Szwedzkich (Ryga)
    .acc = Inflanty Szwedzkie (Ryga)
    .loc = Inflantach Szwedzkich (Ryga)
    .in = w Inflantach Szwedzkich (Ryga)
    .to = do Inflant Szwedzkich (Ryga)
    .from = z Inflant Szwedzkich (Ryga)
dc-region-estonia = Estonia
    .gen = Estonii
    .acc = Estonię
    .loc = Estonii
    .in = w Estonii
    .to = do Estonii
    .from = z Estonii
dc-region-inflanty_voiv = Inflanty Polskie
    .gen = Inflant Polskich
    .acc = Inflanty Polskie
    .loc = Inflantach Polskich
    .in = w Inflantach Polskich
    .to = do Inflant Polskich
    .from = z Inflant Polskich
dc-region-courland = Kurlandia
    .gen = Kurlandii
    .acc = Kurlandię
    .loc = Kurlandii
    .in = w Kurlandii
    .to = do Kurlandii
    .from = z Kurlandii
dc-region-moscow = Moskwa
    .gen = Moskwy
    .acc = Moskwę
    .loc = Moskwie
    .in = w Moskwie
    .to = do Moskwy
    .from = z Moskwy
dc-region-novgorod = Nowogród
    .gen = Nowogrodu
    .acc = Nowogród
    .loc = Nowogrodzie
    .in = w Nowogrodzie
    .to = do Nowogrodu
    .from = z Nowogrodu
dc-region-pskov = Psków
    .gen = Pskowa
    .acc = Psków
    .loc = Pskowie
    .in = w Pskowie
    .to = do Pskowa
    .from = z Pskowa
dc-region-kursk = Kursk
    .gen = Kurska
    .acc = Kursk
    .loc = Kursku
    .in = w Kursku
    .to = do Kurska
    .from = z Kurska
dc-region-crimea = Krym
    .gen = Krymu
    .acc = Krym
    .loc = Krymie
    .in = na Krymie
    .to = na Krym
    .from = z Krymu
dc-region-moldavia = Mołdawia
    .gen = Mołdawii
    .acc = Mołdawię
    .loc = Mołdawii
    .in = w Mołdawii
    .to = do Mołdawii
    .from = z Mołdawii
dc-region-yedisan = Jedysan
    .gen = Jedysanu
    .acc = Jedysan
    .loc = Jedysanie
    .in = w Jedysanie
    .to = do Jedysanu
    .from = z Jedysanu
dc-region-budjak = Budziak
    .gen = Budziaku
    .acc = Budziak
    .loc = Budziaku
    .in = na Budziaku
    .to = na Budziak
    .from = z Budziaku

## Regiony, do których należą województwa

dc-area-pomerania = Pomorze
dc-area-prussia = Prusy
dc-area-greater_poland = Wielkopolska
dc-area-masovia = Mazowsze
dc-area-lesser_poland = Małopolska
dc-area-ruthenia = Ruś
dc-area-ukraine = Ukraina
dc-area-zaporizhia = Zaporoże
dc-area-lithuania = Litwa
dc-area-livonia = Inflanty
dc-area-muscovy = Państwo Moskiewskie
dc-area-crimea = Krym
dc-area-ottoman = Ziemie osmańskie

## Kalendarz i fazy (GAP-6, DC-TURN-1)

dc-season-0 = sty–mar
dc-season-1 = kwi–cze
dc-season-2 = lip–wrz
dc-season-3 = paź–gru
# $turn, $last: liczby; $season: pora roku (dc-season-*); $year: rok; $phase: faza (dc-phase-*)
dc-turn_label = { $season } { $year }, tura { $turn } z { $last }: { $phase }
dc-phase-movement = ruch i reorganizacja
dc-phase-orders = rozkazy i plany bitew
dc-phase-results = wyniki bitew
dc-phase-over = kampania zakończona

# Poziom wyniku, w formie zgodnej z „wygrana” (wygrana taktyczna)
dc-level-tactical = taktyczna
dc-level-strategic = strategiczna
dc-level-historical = historyczna

## Odmowy: dlaczego czegoś nie wolno

dc-refuse-phase_ended = Twój kraj już zakończył tę fazę: następna zacznie się, gdy zakończą ją wszystkie kraje.
# $phase: faza, do której to należy (dc-phase-*).
dc-refuse-wrong_phase = To robi się w fazie „{ $phase }”.
dc-refuse-results_computed = W tej kampanii nie wpisuje się wyników: każdą bitwę liczy komputer, gdy rozkazy zostaną ujawnione.
dc-refuse-not_your_army = To nie jest twoja armia.
# $cost: koszt; $have: dukaty w skarbcu.
dc-refuse-ducats = To kosztuje { $cost ->
        [one] { $cost } dukat
        [few] { $cost } dukaty
       *[many] { $cost } dukatów
    }, a w skarbcu masz { $have } (przy pustym skarbcu nic się nie kupuje).
dc-refuse-already_ordered = Ta armia ma już rozkaz ruchu: najpierw reorganizacja, potem rozkaz.
dc-refuse-under_siege = Oblężone wojska nie mogą się reorganizować.
dc-refuse-bad_transfer = PS przechodzą tylko między twoimi armiami w jednym województwie, a do garnizonu lub z niego tylko we własnym województwie.
# $most: ile PS jest.
dc-refuse-too_many = Tylu PS nie ma: tutaj najwyżej { $most } PS (armia zachowuje co najmniej 1).
dc-refuse-bad_split = Nową armię wydzielają tylko armie wymienione w zasadach, i tylko tę, której jeszcze nie ma; każda zachowuje co najmniej 1 PS.
dc-refuse-not_adjacent = To województwo jest poza zasięgiem: jeden krok, a dla czambułu bez jasyru dwa.
dc-refuse-in_fortress = Armia w twierdzy może w tej turze tylko z niej wyjść.
dc-refuse-not_own_land = Tylko we własnym województwie.
dc-refuse-no_fortress = W tym województwie nie ma twierdzy.
dc-refuse-besieged = Twierdza jest oblężona: zamiast tego przełam oblężenie w fazie 2.
dc-refuse-recruit_site = Zaciąg trafia do armii stojącej we własnym, nieoblężonym województwie.
dc-refuse-investment = Inwestuje się we własne województwa, w każde raz na turę (Tatarzy nie inwestują).
# $most: ile morale można jeszcze dokupić.
dc-refuse-morale_full = Morale nie może przekroczyć 100%: możesz dokupić najwyżej { $most }%.
dc-refuse-zero = Wybierz co najmniej 1.
dc-refuse-order_unavailable = Ta armia nie może tu dostać takiego rozkazu.
# $need: ile PS potrzeba; $have: PS armii.
dc-refuse-too_weak = Szturm lub oblężenie wymaga co najmniej { $need } PS, a ta armia ma { $have } PS.
dc-refuse-tatars = Tatarzy nie szturmują ani nie oblegają.
dc-refuse-no_yasyr = Jasyr biorą tylko Turcja i Tatarzy.
dc-refuse-bad_target = Atakować można tylko wrogie armie w polu w tym województwie.
dc-refuse-bad_retreat = Wycofać się można do sąsiedniego województwa własnego lub sojusznika albo do własnej twierdzy w tym województwie.
dc-refuse-diplomacy_phase = Sojusze proponuje się, przyjmuje i zrywa w fazach 2 i 3.
dc-refuse-diplomacy = Nie ma takiej propozycji ani sojuszu albo taki już istnieje.
dc-refuse-payment = Tatarom trzeba zaproponować co najmniej 1 punkt; nikomu innemu się nie płaci.
# $most: ile płacący może teraz zapłacić.
dc-refuse-payment_above_score = Naród może zapłacić Tatarom najwyżej tyle, ile wynosi jego wynik: teraz { $most ->
        [one] { $most } punkt
        [few] { $most } punkty
       *[many] { $most } punktów
    }.
dc-refuse-not_your_battle = To nie twoja bitwa albo jej wynik jest już potwierdzony.
dc-refuse-cannot_confirm = Wynik potwierdza tylko strona, która go nie wpisała.
dc-refuse-no_resolver = W tej kampanii każdą bitwę liczy komputer, gdy rozkazy zostaną ujawnione.
dc-refuse-results_open = Najpierw wpisz i potwierdź wyniki wszystkich swoich bitew.
# $scenario: identyfikator, o który poproszono
dc-refuse-unknown_scenario = Nie ma scenariusza Potopu „{ $scenario }”.
dc-refuse-seats = Potop wymaga siedmiu miejsc, po jednym na kraj, w ustalonej kolejności.

## Akcje: przyciski i wpisy w dzienniku

# $ps: liczba; $from, $to: armia albo garnizon (gotowy tekst, mianownik)
dc-action-transfer = Przenieś { $ps } PS: { $from } → { $to }
# $parent, $slot: armie (mianownik); $ps: liczba
dc-action-split = Podział: { $parent } → { $slot } ({ $ps } PS)
# $army: armia; $what: ruch (dc-move-*)
dc-action-move = { $army }: { $what }
# $land: województwo
dc-move-to = marsz { $land-to }
dc-move-enter = schronienie w twierdzy
dc-move-leave = wyjście z twierdzy
dc-move-rest = odpoczynek
# $army; $ps, $cost: liczby
dc-action-recruit = { $army }: zaciąg { $ps } PS ({ $cost ->
        [one] { $cost } dukat
        [few] { $cost } dukaty
       *[many] { $cost } dukatów
    })
# $land; $n, $cost: liczby
dc-action-invest = Inwestycja { $land-in }: +{ $n ->
        [one] { $n } zasób
        [few] { $n } zasoby
       *[many] { $n } zasobów
    } ({ $cost ->
        [one] { $cost } dukat
        [few] { $cost } dukaty
       *[many] { $cost } dukatów
    })
# $pct, $cost: liczby
dc-action-morale = Podnieś morale o { $pct }% ({ $cost ->
        [one] { $cost } dukat
        [few] { $cost } dukaty
       *[many] { $cost } dukatów
    })
# $army; $order: rozkaz (dc-order-*)
dc-action-command = { $army }: { $order }
# $count: ile armii; $target: pierwsza z nich (mianownik)
dc-order-attack = { $count ->
        [one] atak: { $target }
        [few] atak na { $count } armie
       *[many] atak na { $count } armii
    }
dc-order-defend = postawa obronna
dc-order-storm = szturm twierdzy
dc-order-siege = oblężenie twierdzy
dc-order-yasyr = pobranie jasyru
dc-order-break = przełamanie oblężenia
dc-action-stay = { $army }: po przegranej taktycznej pozostań w miejscu
dc-action-no_stay = { $army }: po przegranej taktycznej wycofaj się
dc-action-retreat_to = { $army }: odwrót { $land-to }
dc-action-retreat_fortress = { $army }: odwrót do twierdzy
# $plan: plan (dc-plan-*)
dc-action-after_victory = { $army }, po wygranej: { $plan }
dc-plan-stay = pozostań w polu
dc-plan-siege = rozpocznij oblężenie
dc-plan-yasyr = pobierz jasyr
# $nation; $points: punkty oferowane Tatarom (0 między innymi krajami)
dc-action-propose = { $points ->
        [0] Zaproponuj sojusz { $nation-dat }
        [one] Zaproponuj sojusz { $nation-dat } za { $points } punkt
        [few] Zaproponuj sojusz { $nation-dat } za { $points } punkty
       *[many] Zaproponuj sojusz { $nation-dat } za { $points } punktów
    }
dc-action-accept = Przyjmij sojusz { $nation-with }
dc-action-withdraw = Wycofaj propozycję dla { $nation-gen }
dc-action-break = Zerwij sojusz { $nation-with }
# $battle: liczba; $verdict: werdykt (dc-verdict-*); $a, $b: kraje stron (mianownik); $da, $fa, $db, $fb: podstawki zniszczone i zbiegłe
dc-action-enter_result = Bitwa { $battle }: { $verdict }; { $a } – zniszczone: { $da }, zbiegłe: { $fa }; { $b } – zniszczone: { $db }, zbiegłe: { $fb }
dc-action-resolve = Bitwa { $battle }: niech rozstrzygnie komputer
# $verdict: werdykt (dc-verdict-*) albo myślnik
dc-action-confirm = Bitwa { $battle }: potwierdź ({ $verdict })
# $phase: faza (dc-phase-*)
dc-action-end_phase = Zakończ fazę: { $phase }

# $a, $b: kraje obu stron (mianownik); $level: poziom (dc-level-*)
dc-verdict-draw = remis: { $a } – { $b }
dc-verdict-a_wins = wygrana { $level } — zwycięzca: { $a }, pokonany: { $b }
dc-verdict-b_wins = wygrana { $level } — zwycięzca: { $b }, pokonany: { $a }
dc-side-a = strona A
dc-side-b = strona B

## Dziennik

# $nation
dc-event-phase_ended = { $nation } { $nation-gender ->
        [pl] zakończyli
       *[other] zakończyła
    } fazę
dc-event-confirmed = Potwierdzono wynik bitwy { $battle }
dc-event-entered = Wpisano wynik bitwy { $battle }, czeka na drugą stronę
# $from, $to: kraje
dc-event-proposed = { $from } { $from-gender ->
        [pl] proponują
       *[other] proponuje
    } sojusz { $to-dat } ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    })
dc-event-accepted = { $to } { $to-gender ->
        [pl] przyjmują
       *[other] przyjmuje
    } sojusz { $from-with } (od następnej tury)
dc-event-withdrawn = { $from } { $from-gender ->
        [pl] wycofują
       *[other] wycofuje
    } propozycję dla { $to-gen }
dc-event-break = { $from } { $from-gender ->
        [pl] zrywają
       *[other] zrywa
    } sojusz { $to-with } (z końcem tury)
dc-event-prussia = Prusy przystępują do wojny
dc-event-tsar = Gniew Cara
dc-event-radnot = Traktat w Radnot
dc-event-jihad = Dżihad

## Wiersze rozliczenia fazy; $rule: identyfikator zasady, $text: wiersz
dc-report-line = { $rule }: { $text }
# $unit: armia (mianownik); $from, $to: województwa
dc-report-moved = { $unit } maszeruje { $from-from } { $to-to }
dc-report-entered_fortress = { $unit } chowa się w twierdzy
dc-report-left_fortress = { $unit } wychodzi z twierdzy
dc-report-rests = { $unit } odpoczywa
# $na, $nb: liczebność każdej ze stron (DC-SUP-2)
dc-report-battle = Bitwa { $battle } { $land-in }: { $a } ({ $na }) przeciw { $b-dat } ({ $nb })
dc-report-auto_defeat = Bitwa { $battle }: jedna ze stron nie może wystawić minimalnego podjazdu, wynik automatyczny
# $a, $b: kości zatrzymane przez każdą ze stron; $effa, $effb: siły efektywne; $d: różnica wyników
dc-report-resolved = Bitwa { $battle } rozstrzygnięta: kości { $a } przeciw { $b }, siły { $effa } przeciw { $effb }, różnica wyniku D = { $d } (GAP-10: poniżej 2 w obie strony remis, 2–3 taktyczne, 4–6 strategiczne, 7 i więcej historyczne)
# $winner, $loser: kraje (mianownik); $level: poziom (dc-level-*); $land
dc-report-victory = Bitwa { $land-in }: wygrana { $level } — zwycięzca: { $winner }, pokonany: { $loser }
dc-report-draw = Bitwa { $land-in }: remis, { $a } – { $b }
# $entered: jej udział w stratach wpisanych dla jej strony; $strength: jej PS przed bitwą
dc-report-unit_share = { $unit } ({ $strength } PS): udział we wpisanych stratach: { $entered }
# $by: mnożnik albo procent; $before, $after: straty
dc-loss-result = porażka ×{ $by }: { $before } → { $after }
dc-loss-fortress = obrona twierdzy, połowa: { $before } → { $after }
dc-loss-storm = szturm ×2: { $before } → { $after }
dc-loss-superiority = przewaga liczebna wroga +{ $by }%: { $before } → { $after }
dc-loss-superiority_ron = przewaga liczebna wroga, dla Korony kolumna w lewo, +{ $by }%: { $before } → { $after }
dc-loss-no_retreat_field = brak odwrotu, w polu ×2: { $before } → { $after }
dc-loss-no_retreat_fortress_s = brak odwrotu z twierdzy, porażka strategiczna ×1,5: { $before } → { $after }
dc-loss-no_retreat_fortress_h = brak odwrotu z twierdzy, porażka historyczna ×2: { $before } → { $after }
dc-loss-cap = nie więcej niż posiadane { $by } PS: { $before } → { $after }
dc-report-unit_removed = { $unit } traci { $removed } PS
dc-report-individual = Punkty indywidualne dowódcy, { $nation }: { $points }
dc-report-national = Punkty kraju, { $nation }: { $points }
dc-report-yasyr_lost = { $unit } traci { $n ->
        [one] { $n } punkt jasyru
        [few] { $n } punkty jasyru
       *[many] { $n } punktów jasyru
    }
dc-report-destroyed = { $unit } przestaje istnieć
dc-report-retreat = { $unit } wycofuje się { $land-to }
dc-report-retreat_fortress = { $unit } wycofuje się do twierdzy
# $previous: kraj, który je utracił; $loot: dukaty
dc-report-capture = { $nation } { $nation-gender ->
        [pl] odbierają
       *[other] odbiera
    } { $previous-dat } { $land-acc }: +10 punktów, { $loot ->
        [one] { $loot } dukat
        [few] { $loot } dukaty
       *[many] { $loot } dukatów
    } łupu
dc-report-tatar_helper = Tatarzy pomogli zdobyć { $land-acc }: +25 punktów, 10 dukatów
dc-report-cossack_capture = { $unit } zyskuje 50 PS za zdobycie województwa
dc-report-yasyr_taken = { $unit } pobiera { $n ->
        [one] { $n } punkt jasyru
        [few] { $n } punkty jasyru
       *[many] { $n } punktów jasyru
    } { $land-in }
dc-report-siege_begins = { $unit } rozpoczyna oblężenie twierdzy { $land-in }
dc-report-attrition = { $unit } traci { $n } PS wskutek oblężenia
dc-report-siege_points = { $nation } { $nation-gender ->
        [pl] zyskują
       *[other] zyskuje
    } { $n ->
        [one] { $n } punkt
        [few] { $n } punkty
       *[many] { $n } punktów
    } za oblężenie twierdzy { $land-in }
dc-report-delivered = { $unit } odprowadza { $n ->
        [one] { $n } punkt jasyru
        [few] { $n } punkty jasyru
       *[many] { $n } punktów jasyru
    }: +{ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }, { $ducats ->
        [one] { $ducats } dukat
        [few] { $ducats } dukaty
       *[many] { $ducats } dukatów
    }
dc-report-replenished = { $unit } odzyskuje { $n } PS podczas odpoczynku
dc-report-cossack_bonus = { $unit } zyskuje { $n } PS, wchodząc { $land-to }
dc-report-alliance_broken = Sojusz { $a-gen } i { $b-gen } zostaje zerwany
dc-report-alliance_made = { $a } i { $b } zawierają sojusz
dc-report-tatar_payment = { $payer } { $payer-gender ->
        [pl] płacą
       *[other] płaci
    } Tatarom { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }
dc-report-province_points = { $nation }: { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    } za województwa
dc-report-event = Wydarzenie: { $event }
dc-report-army_arrives = { $unit } wyrusza w pole { $land-in }
# $reasons: identyfikatory zasad ze zmianami
dc-report-morale = Morale { $nation-gen }: { $before }% → { $after }% ({ $reasons })
dc-report-treasuries = Każdy skarbiec pobiera podatki i płaci koszty utrzymania; każdy kraj widzi swój bilans tylko we własnym panelu (GAP-23)

## Mapa

# $land
dc-unit-garrison = garnizon { $land-gen }
dc-unit-garrison_here = garnizon
dc-counter-army = ARM
dc-counter-in_fortress = TWR
dc-counter-garrison = GAR
# What a counter's code stands for, in the map's legend.
dc-counter-army-legend = armia w polu, pod spodem jej punkty siły (PS)
dc-counter-in_fortress-legend = armia w swojej twierdzy
dc-counter-garrison-legend = załoga twierdzy ziemi
# $army (mianownik); $nation; $ps, $yasyr: liczby; $where: dc-where-*; $besieging: dc-counter-besieging albo dc-counter-empty
dc-army_row = { $ps } PS, { $where }{ $yasyr ->
        [0] {""}
        [one] , prowadzi { $yasyr } punkt jasyru
        [few] , prowadzi { $yasyr } punkty jasyru
       *[many] , prowadzi { $yasyr } punktów jasyru
    }{ $besieging }
dc-counter-title = { $army } ({ $nation }): { $ps } PS, { $where }{ $yasyr ->
        [0] {""}
        [one] , prowadzi { $yasyr } punkt jasyru
        [few] , prowadzi { $yasyr } punkty jasyru
       *[many] , prowadzi { $yasyr } punktów jasyru
    }{ $besieging }
dc-counter-besieging = , prowadzi oblężenie
dc-counter-empty = {""}
dc-counter-garrison_title = Garnizon { $land-gen }: { $ps } PS
dc-where-field = w polu
dc-where-fortress = w twierdzy
dc-mark-fortress = Twierdza
# $turn: tura oblężenia
dc-mark-siege = Oblężenie, tura { $turn }

## Panele

dc-value = { $v }
dc-yes = tak
dc-no = nie
dc-used = już wykorzystana
dc-panel-nations = Kraje w tej fazie
dc-status-done = zakończone
dc-status-acting = w trakcie
dc-panel-standings = Ranking (wynik; przyrost od początku; norma; ponad nią)
# $score: wynik; $gain: przyrost od początku; $par: norma kraju (GAP-6); $beyond: ± ponad normę
dc-standing = { $score } ({ $gain ->
    [0] ±0
   *[other] { $gain }
}; norma { $par }; { $beyond })
dc-row-morale = Morale (DC-MOR-2)
dc-morale_value = { $morale }%, modyfikator na stole { $modifier }
dc-row-ducats = Dukaty
dc-row-income = Przychody z województw (DC-TRE-2)
dc-row-loot = Łupy i jasyr (DC-TRE-3, 4)
dc-row-land_upkeep = Utrzymanie województw (DC-TRE-5)
dc-row-army_upkeep = Utrzymanie armii (DC-TRE-6)
dc-row-balance = Ostatni bilans (DC-TRE-1)
dc-row-next_balance = Następny bilans, jeśli nic się nie zmieni
dc-next_balance = { $income } + { $loot } − { $lands } − { $armies } = { $total ->
        [one] { $total } dukat
        [few] { $total } dukaty
       *[many] { $total } dukatów
    }
dc-row-points = Punkty (DC-SCORE-1)
dc-row-province_points = Punkty za województwa (DC-PROV-1)
dc-row-individual = Punkty indywidualne (DC-PTS-1)
dc-row-allies = Sojusznicy
dc-count_list = { $count }
dc-row-ally = Sojusznik
# $battle: liczba; $land
dc-panel-battle = Bitwa { $battle }, { $land }
dc-row-side_a = Strona A
dc-row-side_b = Strona B
# $unit (mianownik); $ps; $role: dc-role_in_battle-*
dc-fighter = { $unit }: { $ps } PS, rozkaz: { $role }
dc-role_in_battle-attack = atak
dc-role_in_battle-defensive = postawa obronna
dc-role_in_battle-fortress = obrona twierdzy
dc-role_in_battle-storm = szturm
dc-role_in_battle-break = przełamanie oblężenia
dc-row-numbers = Liczebność (DC-SUP-2), podstawki do wystawienia (DC-AUTO-4)
dc-numbers = { $n }; { $fieldable ->
        [one] { $fieldable } podstawka
        [few] { $fieldable } podstawki
       *[many] { $fieldable } podstawek
    }, potrzeba co najmniej { $min }
dc-row-morale_modifier = Modyfikator morale (DC-MOR-2)
dc-modifier = { $nation }: { $modifier }
dc-row-privilege = Przywilej (DC-DEF-1)
dc-privilege-weaker = broni się i jest słabszy: może przerzucić kości na scenariusz
dc-privilege-stronger = broni się i jest silniejszy: przeciwnik przerzuca jedną kość
dc-privilege-fortress = twierdza: dwa razy więcej podstawek, o połowę mniejsze straty (DC-FORT-1)
dc-row-result = Wynik
dc-result-empty = jeszcze niewpisany
# $nation: kto go wpisał; $verdict: werdykt (dc-verdict-*)
dc-result-pending = wpisany przez { $nation-acc }, czeka na potwierdzenie: { $verdict }
dc-result-confirmed = potwierdzony: { $verdict }
dc-panel-diplomacy = Dyplomacja
dc-row-alliance = Sojusz
dc-row-proposal = Propozycja
dc-row-accepted = Przyjęta, od następnej tury
dc-row-breaking = Zerwany z końcem tury
dc-pair = { $a } i { $b }
dc-proposal = { $from } → { $to } ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    })
dc-row-region = Region
dc-row-owner = Właściciel
dc-row-fortress = Twierdza
dc-row-garrison = Garnizon (PS)
dc-row-resources = Zasoby (obecne / maks.)
dc-resources = { $now } / { $max }
dc-row-land_income = Dukaty na turę (DC-TRE-2)
dc-row-yasyr_here = Jasyr do pobrania (DC-MAP-3)
dc-row-cossack_bonus = Premia kozacka przy wejściu (DC-COS-1)
dc-row-siege = Tura oblężenia (DC-SIEGE-4)
dc-row-order = Rozkaz
dc-row-rest_gain = Uzupełnienie przy odpoczynku tutaj (DC-REPL-1)

## Ilości wybierane przez gracza

dc-amount-ps = PS
dc-amount-recruit = PS do zaciągu (po 10 dukatów)
dc-amount-invest = Zasoby (po 5 dukatów)
dc-amount-morale = Punkty morale (po 100 dukatów)
dc-amount-points = Punkty dla Tatarów
# $nation: the side, by its nation with the most PS
dc-amount-destroyed = { $nation }: zniszczone podstawki
dc-amount-fled = { $nation }: zbiegłe podstawki

## Koniec


# $nation: zwycięzca; $gain: przyrost jego wyniku; $par: jego norma; $beyond: przyrost ponad normę
dc-outcome = { $nation } { $nation-gender ->
        [pl] wygrywają kampanię: ich wynik wzrósł o { $gain }, o { $beyond } ponad ich normę { $par }.
       *[other] wygrywa kampanię: jej wynik wzrósł o { $gain }, o { $beyond } ponad jej normę { $par }.
    }

## Buttons of actions with amounts: the fields give the numbers
dc-choice-transfer = Przenieś PS: { $from } → { $to }
dc-choice-split = Podział: { $parent } → { $slot }
dc-choice-recruit = { $army }: zaciąg PS
dc-choice-invest = Inwestycja { $land-in }
dc-choice-morale = Podnieś morale
dc-choice-propose = Zaproponuj sojusz { $nation-dat } za punkty
dc-choice-enter_result = Bitwa { $battle }: { $verdict }; wpisz stracone podstawki

## Przewodnik: co kraj przy ekranie może teraz zrobić i dlaczego (zgłoszenie 19)

# Faza 1. $ducats: skarbiec kraju.
dc-guide-movement = Faza 1, w tajemnicy: najpierw przesuń punkty siły (PS) między swoimi armiami i garnizonami, potem daj każdej armii jeden rozkaz — marsz do sąsiedniego województwa, schronienie w twierdzy albo odpoczynek. Tylko teraz wydaje się dukaty (masz { $ducats ->
        [one] { $ducats } dukat
        [few] { $ducats } dukaty
       *[many] { $ducats } dukatów
    }): na zaciąg, zasoby i morale. Gdy skończysz, zakończ fazę; inni zobaczą twoje ruchy dopiero wtedy, gdy zakończą ją wszystkie kraje.
dc-guide-orders = Faza 2, w tajemnicy: armia stojąca naprzeciw wrogich armii atakuje je albo przyjmuje postawę obronną; we wrogim województwie może szturmować albo oblegać twierdzę. Ustal plan każdej armii na wypadek przegranej i wygranej oraz proponuj sojusze albo odpowiadaj na propozycje. Gdy skończysz, zakończ fazę; rozkazy zostaną ujawnione, gdy zakończą ją wszystkie kraje.
dc-guide-results_enter = Faza 3: wpisz wynik swojej bitwy rozegranej na stole — kto wygrał i jak oraz ile podstawek każda strona straciła, a ile jej zbiegło — albo niech rozstrzygnie ją komputer. Druga strona potwierdzi wtedy twój wynik albo wpisze własny.
dc-guide-results_confirm = Faza 3: druga strona wpisała wynik bitwy, w której walczyły twoje armie. Potwierdź go, jeśli zgadza się z tym, co zaszło na stole, albo wpisz zamiast niego własny.
dc-guide-results_done = Faza 3: każda twoja bitwa ma już wynik. Zakończ fazę; gdy zakończą ją wszystkie kraje, zostaną obliczone straty, punkty, oblężenia i zdobycze tej tury.

## Issue 37: battle commanders and comments (DC-RES-5), confirmation and
## the deadline (DC-RES-6, GAP-17), locked plans (DC-PLAN-1), the land panel

# $most: the bases that side could field
dc-refuse-too_many_losses = Więcej straconych podstawek, niż ta strona miała na stole (jej PS, w twierdzy podwójnie): najwyżej { $most }.
dc-refuse-fortress_besieged = Twierdza jest oblężona: żadna armia nie może do niej wejść.
dc-refuse-plan_locked = Rozkaz tej armii jest już wydany i zablokował plan: plan ustala się przed rozkazem.
dc-refuse-order_given = Ta armia ma już rozkaz na tę turę.
dc-refuse-awaiting_answer = Twój wynik czeka na drugą stronę: ona go zatwierdzi albo wpisze własny.
dc-refuse-deadline_due = Wynik tej bitwy wpisano już tyle razy, ile wolno ({ $most }): zatwierdź wynik drugiej strony albo zdaj się na termin.
dc-refuse-no_dispute = Termin rozstrzyga tylko sporny wynik: najpierw zatwierdź ten albo wpisz własny.
dc-refuse-bad_commander = Wskaż dowódcę z kraju walczącego po tej stronie bitwy.
dc-refuse-bad_name = Imię od 1 do 40 znaków, którego kraj jeszcze nie podał; najwyżej 12 osób na kraj.
dc-refuse-long_comment = Komentarz może mieć najwyżej 200 znaków.
dc-refuse-earlier_rules = Tę kampanię rozpoczęto na wcześniejszych zasadach Potopu, w których nie ma dowódców bitew, komentarzy ani terminów.
dc-report-deadline_resolver = Minął termin spornego wyniku bitwy { $battle }: rozstrzyga ją komputer i jego wynik obowiązuje
dc-report-deadline_draw = Minął termin spornego wyniku bitwy { $battle }: strony nie uzgodniły wyniku, więc jest remis bez strat
dc-report-individual_person = Punkty indywidualne: { $person }: { $points }
dc-report-comment = Komentarz: { $comment }
dc-person-chief = głównodowodzący { $nation-gen }
dc-person-named = { $name } ({ $nation })
dc-action-deadline = Bitwa { $battle }: niech rozstrzygnie termin
dc-action-name_commander = Nowy dowódca bitew: { $name }
dc-choice-name_commander = Wskaż nowego dowódcę bitew
dc-action-resolve_entry = Bitwa { $battle }: wpisz wynik obliczony przez komputer (druga strona go zatwierdza)
dc-event-confirmed_by = Potwierdzono wynik bitwy { $battle }; stroną dowodził(a): { $person }
dc-event-entered_by = Wpisano wynik bitwy { $battle }, czeka na drugą stronę; dowodził(a): { $person }; komentarz: { $comment }
dc-event-deadline_draw = Bitwa { $battle }: remis bez strat (termin)
dc-event-person_named = { $nation }: nowy dowódca bitew { $name }
dc-amount-commander = Dowodził(a)
dc-amount-name = Imię i nazwisko
dc-amount-comment = Komentarz (nieobowiązkowy)
dc-panel-persons = Dowódcy bitew (punkty indywidualne, DC-PTS-1)
dc-row-commander_a = Stroną A dowodził(a)
dc-row-commander_b = Stroną B dowodził(a)
dc-row-comment = Komentarz
dc-row-entries = Wpisane wyniki (GAP-17)
dc-entries = { $n } z { $most }
dc-row-movement = Rozkaz ruchu
dc-row-plan = Plan po bitwie (DC-PLAN-1)
dc-plan_summary = pozostać po porażce taktycznej: { $stay }; odwrót: { $retreat }; po zwycięstwie: { $victory }
dc-retreat-to = { $land-to }
dc-retreat-fortress = do twierdzy
dc-retreat-default = tam, gdzie wskażą zasady (GAP-19)
dc-onlooker = widz
dc-invariant-morale = DC-MOR-1: { $nation } ma morale { $morale }, powyżej 100
dc-invariant-strength = GAP-18: { $army } stoi na mapie z 0 PS
dc-invariant-fortress = GAP-14: { $army } jest w twierdzy, której województwo nie ma albo która nie należy do jej kraju
dc-invariant-yasyr = DC-YAS-1: { $army } niesie jasyr, który biorą tylko Turcy i Tatarzy
dc-invariant-besieging = DC-SIEGE-6: { $army } oblega, ale jest w twierdzy albo województwo nie jest oblężone lub wrogie
dc-invariant-siege = DC-SIEGE-6: { $land } jest oblężone, choć nie oblega go żadna armia
dc-invariant-resources = DC-MAP-4: { $land } ma więcej zasobów niż maksimum
dc-invariant-snapshot = GAP-9: ukryty stan tajnych faz jest przechowywany poza nimi albo go w nich brak
dc-invariant-treasury = GAP-23: { $viewer } widzi skarbiec: { $nation }
dc-invariant-orders = GAP-9: { $viewer } widzi rozkazy lub ruchy tej fazy: { $nation }
dc-invariant-entries = GAP-17: bitwa { $battle } ma więcej wpisów, niż pozwala termin
dc-invariant-consent = DC-RES-6: wynik bitwy { $battle } obowiązuje bez słowa drugiej strony i bez terminu
dc-invariant-done = DC-RES-7: { $nation } zakończył(a) fazę 3 z otwartym wynikiem
dc-invariant-province = DC-PROV-1: punkty za województwa ({ $nation }) nie odpowiadają jego województwom
dc-invariant-individual = DC-PTS-1: punkty indywidualne wszystkich krajów nie sumują się do zera
dc-invariant-persons = DC-PTS-1: punkty indywidualne osób ({ $nation }) nie zgadzają się z punktami kraju

## Issue 36: what a land offers a newcomer that is not possible now, and why.
dc-panel-not_now = Teraz niemożliwe
dc-not_now-march = Marsz do innej ziemi
dc-not_now-recruit = Zaciąg
dc-not_now-storm = Szturm twierdzy
dc-value-refused = { $reason } ({ $rule })
