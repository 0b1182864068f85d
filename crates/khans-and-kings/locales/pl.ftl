### Chanowie i Królowie: komunikaty zasad po polsku (nazwy na mapie
### w osobnej sekcji na końcu).
###
### Argumenty będące nazwami ($player, $owner, $unit, $target, $province,
### $place, $from, $to, $building, $resource, $general…) to inne komunikaty
### tego pliku, przekazywane w całości: tekst może użyć ich atrybutów
### (przypadków i innych form), np. { $place-in }, { $player-gen }.
### $units, $cost, $refund, $action, $changes, $parts, $rolls, $order,
### $winners i $at przychodzą jako gotowy tekst, więc stoją w mianowniku.
### Liczby ($count, $turn…) są liczbami Fluent, więc selektory liczby
### mnogiej (one, few, many) działają. Identyfikatory zasad (KK-…, GAP-…,
### AMB-…) nie są tłumaczone.
###
### Atrybuty nazw używane w tym pliku:
### - państwa (kk-role-*): .gen, .dat, .acc, .ins, .loc;
### - miejsca, czyli podprowincje i morza (kk-sub-*): gotowe wyrażenia
###   z przyimkiem: .in (w Obozie Kara Ordu / na Łąkach Kara Ordu), .to (do
###   Obozu… / na Łąki…), .from (z Obozu… / z Łąk…); każde miejsce musi mieć
###   .in, .to i .from;
### - prowincje (kk-province-*) stoją w mianowniku po słowie „prowincja”;
### - jednostki (kk-unit-*): .gen, .acc, .ins oraz .gender (m, f, n albo pl)
###   do zgody czasownika; każda jednostka musi mieć .gender;
### - budynki (kk-building-*) i połączenia (kk-edge-*): .gen, .acc;
### - surowce (kk-resource-*): .acc oraz formy po liczebniku .one, .few
###   i .many (1 drewno, 2 drewna, 5 drewna); każdy surowiec musi je mieć;
### - surowce strategiczne (kk-strategic-*): .gen;
### - generałowie (kk-general-*): .acc;
### - strajki (kk-value-strike_*): .in (gdzie?); każdy musi je mieć.

## Gra

kk-name = Chanowie i Królowie
kk-scenario-four-crowns = Cztery Korony: Chanat, Królestwo, Imperium i Republika (4 państwa)
kk-scenario-four-crowns-balanced = Cztery Korony, wyrównany początek: Królestwo w pokoju z Imperium i Republiką, jego stolice lepiej bronione (4 państwa)
kk-scenario-four-crowns-even = Cztery Korony, zrównoważony początek: Królestwo w pokoju z Imperium i Republiką, z dwiema prowincjami Jedwabnego Szlaku, jego stolice lepiej bronione (4 państwa)

kk-summary =
    Cztery państwa — Chanat (Step), Królestwo (Serce Królestwa), Imperium (Północ) i Republika (Wybrzeże) — walczą o prowincje Czterech Koron przez 48 tur po dwa tygodnie. Ostatnie państwo, które ma jeszcze prowincje, od razu wygrywa; po 48. turze wygrywa państwo z największą liczbą prowincji, a przy równej liczbie to, które ma najwięcej złota (KK-WIN, GAP-47, GAP-51). Wcześniej wygrywa państwo, którego tajny zestaw warunków zwycięstwa jest spełniony na koniec tury (niżej).

    ## Tura (KK-TURN, 6.1)
    - Wydarzenia: państwa po kolei losują wydarzenie rzutem 2k10; następne w kolejce rzuca na pogodę i Kością Koloru (od GAP-01 do GAP-04).
    - Surowce: każda prowincja w wyrzuconym kolorze daje tyle surowca tego koloru, ile wynosi jej poziom Bogactwa; budynki produkują co turę (KK-PROV-03, KK-TURN-08). Państwa rzemieślnicze używają żywności, drewna, kamienia, metalu i złota; państwa przemysłowe zamiast drewna i kamienia używają paliwa i materiałów (KK-RES-01).
    - Handel i budowa, w kolejności miejsc przy stole: handel przez porty (k6 : 1) i karawanseraje (k6+2 : 1), werbunek w prowincjach z odpowiednimi budynkami, budowa, ulepszenia, uzupełnienia, rozmieszczanie generałów (KK-TRADE, KK-REC, KK-BLD).
    - Ruch, w kolejności Inicjatywy Strategicznej (k6 + modyfikatory): armie przechodzą z podprowincji do podprowincji zgodnie ze swoją Szybkością; drogi zmniejszają koszt o połowę (GAP-21, GAP-36).

    ## Bitwa (KK-CMB, 6.2)
    - Wejście do podprowincji, w której stoją wrogie jednostki, rozpoczyna bitwę: jedna twoja jednostka atakuje jedną jednostkę wroga; obie dodają k4 do swojej Siły i premii; inne jednostki mogą wesprzeć atak połową swojej Siły.
    - Wygrywa wyższa suma; remis oznacza nieudany atak. Przegrany pobity o więcej niż jego Morale idzie w rozsypkę; przegrany się wycofuje. O stratach decyduje różnica obu rzutów k4 (GAP-35): ze Stratami jednostka walczy z siłą 2/3, z Ciężkimi Stratami z siłą 1/3, a trzeci cios ją niszczy.
    - Artyleria, łucznicy, machiny oblężnicze i wsparcie są osłonięte, dopóki stoją przy nich inne jednostki (KK-CMB-25).
    - Zaatakowany obrońca może między starciami uciec: każda jego jednostka stamtąd idzie do najbliższej wolnej subprowincji z miejscem, nie rozbita, a wróg zajmuje teren (KK-CMB-21, AMB-50). Gdy wrogie jednostki wkroczą do prowincji, jej właściciel może wezwać jej wojowników plemiennych wybranego rodzaju albo zachować to prawo na później (KK-REC-23).

    ## Pokój i sojusze (GAP-44, KK-TURN-10)
    - Każda para państw jest w stanie wojny, pokoju albo sojuszu. Pokój lub sojusz proponuje się w oknie handlu i budowy jednego państwa, a przyjmuje w oknie drugiego; wojnę wypowiada się w oknie i zaczyna się ona z fazą ruchu. W pokoju żadne nie wkracza do prowincji drugiego; sojusznicy dzielą teren, limit jednostek, zaopatrzenie i schronienie.

    ## Władanie ziemią
    - Prowincja zostaje zdobyta, gdy nie ma w niej już żadnej jednostki lądowej jej właściciela ani żadnego jego niezajętego Zamku czy Twierdzy (KK-CAP-03, GAP-19).
    - Jednostki bez zaopatrzenia walczą z −1 (KK-SUP, GAP-31); generałowie dają jednostkom w zasięgu swojego Wpływu Morale równe swojemu Dowodzeniu i zbierają jednostki z rozsypki (KK-GENL).

    ## Wojna powietrzna (KK-AIR)
    - Myśliwce i bombowce stoją na lotnisku, wodnosamoloty także nad rzeką, na bagnach lub na wybrzeżu swojego państwa (KK-AIR-01, KK-AIR-02). Każdy leci na jedną misję w turze w zasięgu swojej Szybkości: nalot na jednostkę, która nie odpowiada (KK-AIR-04); bombardowanie, w którym k8 równe co najmniej wartości bombardowania samolotu niszczy budynek (KK-AIR-10); albo przelot do innej bazy.
    - Wrogi myśliwiec z bazą w odległości połowy swojej Szybkości od celu przechwytuje misję; pokonana, misja zawraca (KK-AIR-07 do KK-AIR-09). Potem każda jednostka przeciwlotnicza w odległości 1 strzela raz na turę, a jej k6 równe 5 lub 6 zawraca misję (KK-AIR-05, KK-AIR-06).
    - Samoloty nie zajmują miejsca i nie utrzymują terenu; baza bez jednostek lądowych przechodzi w ręce wroga razem z samolotami (KK-UNIT-18).

    ## Jeńcy (KK-POW)
    - Jednostka rozbita i pokonana ponownie albo pokonana bez drogi odwrotu trafia do niewoli przeciwnika, jeśli ma on miejsce w obozie: 4 w obozie jenieckim, 3 w obozie pracy (GAP-41, GAP-42); inaczej ginie.
    - W oknie handlu i budowy państwo może raz spróbować przeciągnąć jeńca na swoją stronę (k8 równe 1, dla jednostki neutralnej 1–2), zlikwidować go, przenieść raz na turę do innego obozu albo oddać w ofercie (KK-POW-04 do KK-POW-10). Każdy jeniec w obozie pracy daje 1 BM na turę (GAP-43). Zniszczony obóz uwalnia lub przekazuje jeńców (KK-POW-09).

    ## Morze (KK-NAV)
    - Okręty cumują w porcie swojego państwa (nadbrzeżnej podprowincji z portem, bazą marynarki lub stocznią albo w nadmorskiej stolicy prowincji) i pływają z morza na morze, punkt ruchu za krok; nie zajmują miejsca (KK-REC-12, KK-NAV-06).
    - Floty, które się spotkają, walczą jak armie; pokonany okręt płynie do najbliższego swojego portu w zasięgu Szybkości (KK-NAV-01 do KK-NAV-03). Wrogie okręty lub zapora minowa na każdym morzu przy porcie blokują go (KK-TRADE-12).
    - Stawiacz min na morzu stawia zaporę; wrogi okręt, który na nią wejdzie, ponosi Straty na k6 równym 1–2 (GAP-13). Okręty w porcie pozostawionym wrogim jednostkom lądowym przechodzą w ich ręce; z bazy marynarki wychodzą w morze (KK-UNIT-18).
    - Jednostki lądowe wchodzą na twoje okręty w porcie albo z wybrzeża na morze, na którym stoją okręty: transportowiec mieści 4, koga 2, karaka 1, a ciężkie działo, machina oblężnicza lub czołg zajmuje 2. Załadunek kończy ruch jednostek i okrętów; w następnej turze płyną razem, a jednostki mogą wylądować na sąsiednim wybrzeżu (to cały ich ruch), atakując tam z −2 Siły jak przez rzekę. Nie w czasie sztormu. Jednostki na pokładzie nie zajmują miejsca, nie walczą i giną wraz z okrętem (KK-NAV-04, KK-NAV-05, KK-TERR-13).
    - Kanonierki rzeczne werbuje się w warsztatach stojących nad rzeką i tam się pojawiają. Płyną za punkt ruchu na krok, tylko rzeką: do sąsiedniej podprowincji z rzeką albo na morze przy niej i z powrotem. Na rzece walczą jak każda inna jednostka: zatrzymują wroga, atakują, bronią się, strzelają na krok i utrzymują swoją prowincję, choć nigdy żadnej nie zdobywają; nie zajmują miejsca, a płynąc wzdłuż rzeki, nigdy nie płacą jej −2 (KK-UNIT-20, GAP-26).

    ## Broń chemiczna (KK-CMB-33)
    - Jednostka z bronią chemiczną skaża podprowincję, w którą strzela, atakuje lub którą bombarduje: jednostki ruszają stamtąd z −1 Szybkości, płacą 1 więcej za wejście, bronią się z −1 i ponoszą Straty po każdej fazie ruchu. Deszcz, śnieg lub burza w kolejnej turze zmywa skażenie, wiatr przenosi je dalej (KK-CMB-34 do KK-CMB-37).

    ## Karty Decyzji (KK-GOV-01)
    - Każde państwo trzyma w tajemnicy karty Decyzji z trzech talii: Rozkazów (8 kart), Wywiadu (6) i Strategii (6) (KK-GOV-02, KK-GOV-03). Na początku dobiera po jednej z każdej, w swojej kolei każdej nowej pory roku jedną z wybranej talii, jedną więcej przy wydarzeniach 12–14, a kartę Strategii po zdobyciu ostatniej prowincji regionu; trzyma najwyżej 5, resztę odkłada zakrytą (GAP-05).
    - Zagrana karta jest jawna i wraca, przetasowana, do swojej talii (KK-GOV-04). W twoim ruchu: Marsz forsowny (+1 do Szybkości), Zbiórka (do 2 rozbitych jednostek wraca do szyku). Zawczasu, na jednostkę, na całą turę: Utrzymać pozycje (+2 do Morale, gdy jest atakowana), Szczęście wojenne (raz przerzuca k4 w przegranym starciu). W twojej kolei handlu i budowy: Siatka szpiegowska (wgląd w karty rywala, +1 do Inicjatywy), Sabotaż (k6 z wynikiem 5–6 niszczy budynek rywala), Podżeganie do powstania, Podżeganie do rewolucji, Reforma, Nowa doktryna, Roboty publiczne (+1 do zadowolenia), Wezwanie do broni (2 darmowe oddziały piechoty), Nowe cele.

    ## Warunki zwycięstwa (KK-GOV-07)
    - Na początku każde państwo losuje rzutem k6 tajny zestaw warunków zwycięstwa (GAP-08): 1 Zdobywca — 12 prowincji; 2 Hegemon — wszystkie prowincje dwóch regionów (Chanat: Step i Jedwabny Szlak; Królestwo: Serce Królestwa i Północ; Imperium: Północ i Serce Królestwa; Republika: Wybrzeże i Jedwabny Szlak, GAP-45); 3 Budowniczy — 4 umocnienia, 3 targowiska i 10 prowincji; 4 Skarbiec — 40 złota; 5 Wódz — 20 jednostek wroga zniszczonych lub wziętych do niewoli; 6 Wolny wybór — jeden z zestawów 1–5, wybrany w tajemnicy.
    - Swój zestaw i postęp widzisz tylko ty, w swoim panelu. Na koniec każdej tury wygrywa państwo, którego zestaw jest spełniony; gdy jest ich kilka — to z największą liczbą prowincji, potem z największą ilością złota (GAP-47). Dwa regiony Hegemona liczą się jako jego prowincje narodowe (KK-PROV-06).

    ## Scenariusze
    - Pierwszy scenariusz, domyślny, wyrównuje początek według GAP-45. Wśród czterech komputerów na Czterech Koronach w proponowanej postaci Królestwo, pośrodku mapy, z trzema sąsiadami, wygrało 7 gier na 200, jakimkolwiek rządem i doktryną grało. Tutaj zaczyna w pokoju z Imperium i Republiką, z dwoma dodatkowymi włócznikami w stolicy każdej ze swoich prowincji macierzystych, i trzyma Kuhsar i Meravand, prowincje Jedwabnego Szlaku przy swojej stolicy i swojej północnej granicy, bez ich partyzantów: wśród czterech komputerów każde państwo wygrywa od 15 do 42 % gier (400 gier). Drugi scenariusz to Cztery Korony w proponowanej postaci.

## Państwa
## Przypadki: .gen, .dat, .acc, .ins, .loc.

kk-role-khanate = Chanat
    .gen = Chanatu
    .dat = Chanatowi
    .acc = Chanat
    .ins = Chanatem
    .loc = Chanacie
kk-role-kingdom = Królestwo
    .gen = Królestwa
    .dat = Królestwu
    .acc = Królestwo
    .ins = Królestwem
    .loc = Królestwie
kk-role-empire = Imperium
    .gen = Imperium
    .dat = Imperium
    .acc = Imperium
    .ins = Imperium
    .loc = Imperium
kk-role-republic = Republika
    .gen = Republiki
    .dat = Republice
    .acc = Republikę
    .ins = Republiką
    .loc = Republice
kk-role-independent = Oddziały niezależne
    .gen = oddziałów niezależnych
    .dat = oddziałom niezależnym
    .acc = oddziały niezależne
    .ins = oddziałami niezależnymi
    .loc = oddziałach niezależnych

## Surowce, kolory, surowce strategiczne
## Surowce: .acc i formy po liczebniku .one, .few, .many.

kk-resource-food = żywność
    .acc = żywność
    .one = żywność
    .few = żywności
    .many = żywności
kk-resource-wood = drewno
    .acc = drewno
    .one = drewno
    .few = drewna
    .many = drewna
kk-resource-stone = kamień
    .acc = kamień
    .one = kamień
    .few = kamienie
    .many = kamieni
kk-resource-fuel = paliwo
    .acc = paliwo
    .one = paliwo
    .few = paliwa
    .many = paliwa
kk-resource-materials = materiały
    .acc = materiały
    .one = materiał
    .few = materiały
    .many = materiałów
kk-resource-metal = metal
    .acc = metal
    .one = metal
    .few = metalu
    .many = metalu
kk-resource-gold = złoto
    .acc = złoto
    .one = złoto
    .few = złota
    .many = złota
kk-resource-unknown = surowiec
    .acc = surowiec
    .one = surowiec
    .few = surowce
    .many = surowców
kk-colour-green = zielony (żywność)
kk-colour-brown = brązowy (drewno lub paliwo)
kk-colour-grey = szary (kamień lub materiały)
kk-colour-blue = niebieski (metal)
kk-colour-yellow = żółty (złoto)
kk-colour-white = biały (każde państwo wybiera)
kk-strategic-horses = Konie
    .gen = koni
kk-strategic-saltpetre = Saletra
    .gen = saletry
kk-strategic-coal = Węgiel
    .gen = węgla
kk-strategic-oil = Ropa naftowa
    .gen = ropy naftowej
kk-strategic-spices = Przyprawy
    .gen = przypraw
kk-strategic-silk = Jedwab
    .gen = jedwabiu

## Czas, pogoda, wydarzenia

kk-season-spring = wiosna
kk-season-summer = lato
kk-season-autumn = jesień
kk-season-winter = zima
kk-weather-clear = pogodnie
kk-weather-wind = wiatr
kk-weather-rain = deszcz
kk-weather-snow = śnieg
kk-weather-storm = burza
kk-turn_event-great_plague = Wielka zaraza
kk-turn_event-palace_coup = Przewrót pałacowy
kk-turn_event-wave_of_unrest = Fala niepokojów
kk-turn_event-revolutionary_agitation = Agitacja rewolucyjna
kk-turn_event-brigands = Rozbójnicy
kk-turn_event-drought = Susza
kk-turn_event-storms_at_sea = Sztormy na morzu
kk-turn_event-good_harvest = Dobre zbiory
kk-turn_event-merchant_caravans = Karawany kupieckie
kk-turn_event-quiet_times = Spokojne czasy
kk-turn_event-military_reform = Reforma wojskowa
kk-turn_event-spies_abroad = Szpiedzy za granicą
kk-turn_event-statecraft = Sztuka rządzenia
kk-turn_event-gold_vein = Żyła złota
kk-turn_event-free_companies = Wolne kompanie
kk-turn_event-festivities = Uroczystości
kk-turn_event-a_star_is_born = Narodziny gwiazdy
kk-turn_event-doctrinal_debate = Spór o doktrynę
kk-turn_event-patriotic_fervour = Patriotyczny zapał

## Ustroje, doktryny, zadowolenie

kk-government-feudal_monarchy = monarchia feudalna
kk-government-tribal_khanate = chanat plemienny
kk-government-merchant_republic = republika kupiecka
kk-government-autocracy = samowładztwo
kk-doctrine-offensive = ofensywna
kk-doctrine-defensive = defensywna
kk-doctrine-mobile = manewrowa
kk-doctrine-total_war = wojna totalna
kk-contentment-1 = bunt (1)
kk-contentment-2 = niepokój (2)
kk-contentment-3 = zadowolenie (3)
kk-contentment-4 = entuzjazm (4)
kk-trait-aggressive = agresja
kk-trait-stubborn = upór
kk-trait-logistician = logistyka
kk-trait-horse_master = mistrzostwo jazdy
kk-trait-inspiring = charyzma
kk-trait-cautious = ostrożność

## Jednostki (nazwy, żetony)
## Przypadki (.gen, .acc, .ins) i rodzaj (.gender: m, f, n albo pl).

kk-unit-militia = milicja
    .gen = milicji
    .acc = milicję
    .ins = milicją
    .gender = f
kk-unit-armed_inhabitants = uzbrojeni mieszkańcy
    .gen = uzbrojonych mieszkańców
    .acc = uzbrojonych mieszkańców
    .ins = uzbrojonymi mieszkańcami
    .gender = pl
kk-unit-spearmen = włócznicy
    .gen = włóczników
    .acc = włóczników
    .ins = włócznikami
    .gender = pl
kk-unit-halberdiers = halabardnicy
    .gen = halabardników
    .acc = halabardników
    .ins = halabardnikami
    .gender = pl
kk-unit-archers = łucznicy
    .gen = łuczników
    .acc = łuczników
    .ins = łucznikami
    .gender = pl
kk-unit-horse_archers = konni łucznicy
    .gen = konnych łuczników
    .acc = konnych łuczników
    .ins = konnymi łucznikami
    .gender = pl
kk-unit-light_cavalry = lekka jazda
    .gen = lekkiej jazdy
    .acc = lekką jazdę
    .ins = lekką jazdą
    .gender = f
kk-unit-heavy_cavalry = ciężka jazda
    .gen = ciężkiej jazdy
    .acc = ciężką jazdę
    .ins = ciężką jazdą
    .gender = f
kk-unit-siege_engine = machina oblężnicza
    .gen = machiny oblężniczej
    .acc = machinę oblężniczą
    .ins = machiną oblężniczą
    .gender = f
kk-unit-supply_train = tabor
    .gen = taboru
    .acc = tabor
    .ins = taborem
    .gender = m
kk-unit-sappers = saperzy
    .gen = saperów
    .acc = saperów
    .ins = saperami
    .gender = pl
kk-unit-royal_guard = gwardia królewska
    .gen = gwardii królewskiej
    .acc = gwardię królewską
    .ins = gwardią królewską
    .gender = f
kk-unit-riflemen = strzelcy
    .gen = strzelców
    .acc = strzelców
    .ins = strzelcami
    .gender = pl
kk-unit-artillery = artyleria
    .gen = artylerii
    .acc = artylerię
    .ins = artylerią
    .gender = f
kk-unit-heavy_artillery = ciężka artyleria
    .gen = ciężkiej artylerii
    .acc = ciężką artylerię
    .ins = ciężką artylerią
    .gender = f
kk-unit-aa_artillery = artyleria przeciwlotnicza
    .gen = artylerii przeciwlotniczej
    .acc = artylerię przeciwlotniczą
    .ins = artylerią przeciwlotniczą
    .gender = f
kk-unit-tanks = czołgi
    .gen = czołgów
    .acc = czołgi
    .ins = czołgami
    .gender = pl
kk-unit-signals = łącznościowcy
    .gen = łącznościowców
    .acc = łącznościowców
    .ins = łącznościowcami
    .gender = pl
kk-unit-airship = sterowiec
    .gen = sterowca
    .acc = sterowiec
    .ins = sterowcem
    .gender = m
kk-unit-mercenaries = najemnicy
    .gen = najemników
    .acc = najemników
    .ins = najemnikami
    .gender = pl
kk-unit-bedouins = Beduini
    .gen = Beduinów
    .acc = Beduinów
    .ins = Beduinami
    .gender = pl
kk-unit-partisans = partyzanci
    .gen = partyzantów
    .acc = partyzantów
    .ins = partyzantami
    .gender = pl
kk-unit-red_guard = Czerwona Gwardia
    .gen = Czerwonej Gwardii
    .acc = Czerwoną Gwardię
    .ins = Czerwoną Gwardią
    .gender = f
kk-unit-fighter = myśliwiec
    .gen = myśliwca
    .acc = myśliwiec
    .ins = myśliwcem
    .gender = m
kk-unit-bomber = bombowiec
    .gen = bombowca
    .acc = bombowiec
    .ins = bombowcem
    .gender = m
kk-unit-seaplane = wodnosamolot
    .gen = wodnosamolotu
    .acc = wodnosamolot
    .ins = wodnosamolotem
    .gender = m
kk-unit-cog = koga
    .gen = kogi
    .acc = kogę
    .ins = kogą
    .gender = f
kk-unit-carrack = karaka
    .gen = karaki
    .acc = karakę
    .ins = karaką
    .gender = f
kk-unit-transport = transportowiec
    .gen = transportowca
    .acc = transportowiec
    .ins = transportowcem
    .gender = m
kk-unit-destroyer = niszczyciel
    .gen = niszczyciela
    .acc = niszczyciel
    .ins = niszczycielem
    .gender = m
kk-unit-battleship = pancernik
    .gen = pancernika
    .acc = pancernik
    .ins = pancernikiem
    .gender = m
kk-unit-river_gunboat = kanonierka rzeczna
    .gen = kanonierki rzecznej
    .acc = kanonierkę rzeczną
    .ins = kanonierką rzeczną
    .gender = f
kk-unit-minelayer = stawiacz min
    .gen = stawiacza min
    .acc = stawiacz min
    .ins = stawiaczem min
    .gender = m
kk-unit-unknown = jednostka
    .gen = jednostki
    .acc = jednostkę
    .ins = jednostką
    .gender = f
kk-counter-militia = MIL
kk-counter-armed_inhabitants = UZB
kk-counter-spearmen = WŁÓ
kk-counter-halberdiers = HAL
kk-counter-archers = ŁUC
kk-counter-horse_archers = KŁU
kk-counter-light_cavalry = LJ
kk-counter-heavy_cavalry = CJ
kk-counter-siege_engine = MCH
kk-counter-supply_train = TAB
kk-counter-sappers = SAP
kk-counter-royal_guard = GW
kk-counter-riflemen = STR
kk-counter-artillery = ART
kk-counter-heavy_artillery = ACI
kk-counter-aa_artillery = APL
kk-counter-tanks = CZŁ
kk-counter-signals = ŁĄC
kk-counter-airship = STE
kk-counter-mercenaries = NAJ
kk-counter-bedouins = BED
kk-counter-partisans = PAR
kk-counter-red_guard = CG
kk-counter-fighter = MYŚ
kk-counter-bomber = BOM
kk-counter-seaplane = WOD
kk-counter-cog = KOG
kk-counter-carrack = KAR
kk-counter-transport = TRA
kk-counter-destroyer = NIS
kk-counter-battleship = PAN
kk-counter-river_gunboat = KAN
kk-counter-minelayer = MIN
# $count, $unit, $owner; $state: straty; $routed: w rozsypce albo w szyku.
kk-counter-title = { $count } × { $unit } { $owner-gen }: { $state }, { $routed }
kk-state-losses_0 = w pełnej sile
kk-state-losses_1 = ze stratami (2/3)
kk-state-losses_2 = z ciężkimi stratami (1/3)
kk-state-routed = w rozsypce
kk-state-ready = w szyku
kk-upgrade-improved_weapons = ulepszona broń
kk-upgrade-drill = musztra
kk-upgrade-barding = zbroje końskie
kk-upgrade-chemical_weapons = broń chemiczna
kk-upgrade-long_range_guns = działa dalekiego zasięgu

## Budynki i teren
## Budynki i połączenia: .gen, .acc.

kk-building-farm = farma
    .gen = farmy
    .acc = farmę
kk-building-mine = kopalnia
    .gen = kopalni
    .acc = kopalnię
kk-building-quarry = kamieniołom
    .gen = kamieniołomu
    .acc = kamieniołom
kk-building-lumber_camp = obóz drwali
    .gen = obozu drwali
    .acc = obóz drwali
kk-building-brickworks = cegielnia
    .gen = cegielni
    .acc = cegielnię
kk-building-oil_well = szyb naftowy
    .gen = szybu naftowego
    .acc = szyb naftowy
kk-building-manufactory = manufaktura
    .gen = manufaktury
    .acc = manufakturę
kk-building-market = targowisko
    .gen = targowiska
    .acc = targowisko
kk-building-port = port
    .gen = portu
    .acc = port
kk-building-caravanserai = karawanseraj
    .gen = karawanseraju
    .acc = karawanseraj
kk-building-naval_base = baza morska
    .gen = bazy morskiej
    .acc = bazę morską
kk-building-shipyard = stocznia
    .gen = stoczni
    .acc = stocznię
kk-building-workshops = warsztaty
    .gen = warsztatów
    .acc = warsztaty
kk-building-barracks = koszary
    .gen = koszar
    .acc = koszary
kk-building-stables = stajnie
    .gen = stajni
    .acc = stajnie
kk-building-armoury = zbrojownia
    .gen = zbrojowni
    .acc = zbrojownię
kk-building-steelworks = huta stali
    .gen = huty stali
    .acc = hutę stali
kk-building-factory = fabryka
    .gen = fabryki
    .acc = fabrykę
kk-building-arms_factory = fabryka broni
    .gen = fabryki broni
    .acc = fabrykę broni
kk-building-aircraft_factory = wytwórnia samolotów
    .gen = wytwórni samolotów
    .acc = wytwórnię samolotów
kk-building-airfield = lotnisko
    .gen = lotniska
    .acc = lotnisko
kk-building-depot = skład
    .gen = składu
    .acc = skład
kk-building-logistics_centre = centrum logistyczne
    .gen = centrum logistycznego
    .acc = centrum logistyczne
kk-building-general_staff = sztab generalny
    .gen = sztabu generalnego
    .acc = sztab generalny
kk-building-prisoner_camp = obóz jeniecki
    .gen = obozu jenieckiego
    .acc = obóz jeniecki
kk-building-labour_camp = obóz pracy
    .gen = obozu pracy
    .acc = obóz pracy
kk-building-castle = zamek
    .gen = zamku
    .acc = zamek
kk-building-fort = fort
    .gen = fortu
    .acc = fort
kk-building-fortress = twierdza
    .gen = twierdzy
    .acc = twierdzę
kk-building-bunker = bunkier bojowy
    .gen = bunkra bojowego
    .acc = bunkier bojowy
kk-building-unknown = budynek
    .gen = budynku
    .acc = budynek
kk-edge-road = droga
    .gen = drogi
    .acc = drogę
kk-edge-railway = linia kolejowa
    .gen = linii kolejowej
    .acc = linię kolejową
kk-edge-bridge = most
    .gen = mostu
    .acc = most
kk-terrain-plains = równiny
kk-terrain-hills = wzgórza
kk-terrain-mountains = góry
kk-terrain-swamp = bagna
kk-terrain-desert = pustynia
kk-terrain-forest = las
kk-terrain-jungle = dżungla
kk-mark-capital = Stolica prowincji: +1 do Siły jej obrońców, +2 do limitu jednostek (KK-CAP-01)
kk-sub-unknown = nieznane miejsce
    .in = w nieznanym miejscu
    .to = do nieznanego miejsca
    .from = z nieznanego miejsca

## Tura

# $turn, $last; $season; $player; $phase.
kk-turn-label = Tura { $turn } z { $last } ({ $season }): { $player }, { $phase }
kk-turn-over = Tura { $turn }: gra zakończona
kk-phase-economy = handel i budowa
kk-phase-movement = ruch

## Akcje (co według dziennika zostało zrobione)

kk-action-pick_colour = Biała ścianka: wybierz kolor { $colour } (GAP-01)
# $amount sztuk $give za $get w $place (port albo karawanseraj).
kk-action-trade = Wymień { $amount } { $amount ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } na { $get-acc } { $place-in }
kk-action-recruit = Zwerbuj { $count } × { $unit } w prowincji { $province }
kk-action-build = Zbuduj { $building-acc } { $place-in }
kk-action-build_edge = Zbuduj { $what-acc } { $from-from } { $to-to }
kk-action-upgrade = Ulepsz { $unit-acc } { $place-in }: { $upgrade }
kk-action-replenish = Uzupełnij { $unit-acc } { $place-in }
kk-action-disband = Rozwiąż { $unit-acc } { $place-in }
kk-action-dismantle = Rozbierz { $building-acc } { $place-in }
kk-action-recruit_general = Zwerbuj generała
kk-action-place_general = Umieść { $general-acc } { $place-in }
kk-action-withdraw_general = Odeślij { $general-acc } do puli
kk-action-privileges = Nadaj prowincji { $province } przywileje feudalne
kk-action-vassals = Wezwij wasali prowincji { $province }
kk-action-end_economy = Zakończ handel i budowę
kk-action-recruit_upgraded = { $recruit }, z ulepszeniem za pół ceny: { $upgrade } (KK-UNIT-16)
# Oferta dla innego państwa: ilości i surowce; może też jednostka surowca strategicznego.
kk-action-offer = Zaproponuj { $to-dat } { $give_amount } { $give_amount ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } za { $get_amount } { $get_amount ->
        [one] { $get-one }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-01)
kk-action-propose_peace = Zaproponuj pokój { $player-dat } (GAP-44)
kk-action-propose_alliance = Zaproponuj sojusz { $player-dat } (GAP-44)
kk-action-declare_war = Wypowiedz wojnę { $player-dat }: układ kończy się z początkiem ruchu w tej turze (GAP-44)
kk-action-offer_strategic = { $offer } oraz jednostkę { $resource-gen }
kk-action-accept = Przyjmij: { $offer }
kk-action-decline = Odrzuć lub wycofaj: { $offer }
kk-action-accept_unknown = Oferta, której już nie ma
kk-action-reform = Reforma: ustrój { $government }, doktryna { $doctrine } (GAP-02)
kk-action-bombard = Zbombarduj { $building-acc } { $place-in } { $unit-ins } (KK-CMB-31)
kk-action-field_works = Roboty polowe: { $unit } { $unit-gender ->
        [pl] budują
       *[other] buduje
    } { $what-acc } { $from-from } { $to-to } (GAP-27)
# $units: co się przemieszcza („3 × włócznicy, 1 × łucznicy”).
kk-action-move = Przesuń { $units } { $from-from } { $to-to }
kk-action-rail = Przewieź { $units } koleją { $from-from } { $to-to }
kk-action-logistics = Przerzuć { $units } { $from-from } { $to-to } przez centra logistyczne
kk-action-engage = Zaatakuj { $target-acc } { $owner-gen } { $unit-ins }, wsparcie: { $support }
kk-action-withdraw = Przerwij bitwę
kk-action-flee = Uciekaj z bitwy (KK-CMB-21)
kk-action-stand = Stawiaj opór i walcz dalej (KK-CMB-21)
kk-action-call_tribes = Zwołaj wojowników plemiennych prowincji { $province }: { $unit } × { $count } (KK-REC-23)
kk-action-no_tribes = Nie zwołuj wojowników plemiennych prowincji { $province } (KK-REC-23)
kk-action-fire = Ogień { $unit-gen } na { $target-acc } { $owner-gen } { $place-in }
kk-action-plunder = Splądruj { $building-acc } { $unit-ins }
kk-action-blow_up = Wysadź { $building-acc } { $unit-ins }
kk-action-move_general = Przenieś { $general-acc } { $to-to }
kk-action-regroup = Zbierz z rozsypki { $unit-acc } { $owner-gen }
kk-action-end_movement = Zakończ ruch

## Przyciski (co mówi wybór, zanim zostanie podjęty)

# $unit w $province: $cost za każdą jednostkę.
kk-choice-recruit = Zwerbuj { $unit-acc } w prowincji { $province }: { $cost } za jednostkę (KK-REC-01)
kk-choice-cost = { $action }: { $cost }
kk-choice-refund = { $action }: zwrot { $refund } (KK-REC-32, KK-BLD-05)
kk-choice-port = Handel przez port { $place-in }: oddajesz k6 za 1, o { $markets } mniej dzięki targowiskom (KK-TRADE-05, KK-TRADE-14)
kk-choice-caravanserai = Handel przez karawanseraj { $place-in }: oddajesz k6+2 za 1, o { $markets } mniej dzięki targowiskom (KK-TRADE-09, KK-TRADE-14)
kk-choice-odds = { $action } — dokładna szansa zwycięstwa: { $percent }%
kk-amount-count = Ile
kk-amount-give = Oddaj
kk-amount-offer = Ilość
kk-amount-get = W zamian
kk-amount-support = Jednostki wspierające
kk-amount-ask = Ile w zamian
kk-amount-upgrade = Ulepszenie za pół ceny
kk-amount-no_upgrade = brak
kk-amount-strategic = Dodatkowo jednostka surowca strategicznego
kk-amount-no_strategic = brak

## Wartości

kk-value-number = { $number }
kk-value-nothing = nic
kk-value-list = { $head }, { $tail }
kk-value-amount = { $count } { $count ->
        [one] { $resource-one }
        [few] { $resource-few }
       *[many] { $resource-many }
    }
kk-value-signed = { $sign }{ $count } { $count ->
        [one] { $resource-one }
        [few] { $resource-few }
       *[many] { $resource-many }
    }
kk-value-units = { $count } × { $unit }
kk-value-part = { $part } { $value }
kk-value-initiative = { $player }: { $die }{ $modifier ->
        [0] {""}
       *[other] {" "}(modyfikator { $modifier })
    }
kk-value-offer = { $from } proponuje { $to-dat } { $give_amount } { $give_amount ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } za { $get_amount } { $get_amount ->
        [one] { $get-one }
        [few] { $get-few }
       *[many] { $get-many }
    }
kk-value-offer_peace = { $from } proponuje pokój { $to-dat }
kk-value-offer_alliance = { $from } proponuje sojusz { $to-dat }
kk-value-pact_peace = pokój z { $player-ins }
kk-value-pact_alliance = sojusz z { $player-ins }
kk-value-pact_ending = { $pact } (wypowiedziano wojnę)
kk-value-at_war_with_all = wojna ze wszystkimi państwami
kk-value-offer_strategic = { $offer } oraz jednostkę { $resource-gen }
kk-value-strike_all = wszystkie prowincje
    .in = we wszystkich prowincjach
kk-value-strike_national = prowincje narodowe
    .in = w prowincjach narodowych
kk-value-strike_conquered = prowincje podbite
    .in = w prowincjach podbitych
kk-part-base = podstawa
kk-part-terrain = teren
kk-part-terrain_bonus = własny teren
kk-part-capital = stolica
kk-part-stronghold = umocnienia
kk-part-versus = przeciw swojemu rodzajowi
kk-part-versus_stronghold = przeciw umocnieniom
kk-part-experience = doświadczenie
kk-part-upgrades = ulepszenia
kk-part-doctrine = doktryna
kk-part-saltpetre = saletra
kk-part-general = generał
kk-part-river = rzeka
kk-part-snow = śnieg
kk-part-unsupplied = brak zaopatrzenia
kk-losses-both = równe kości: obie strony ponoszą straty
kk-losses-none = kości różnią się o 1: bez strat
kk-losses-lower = kości różnią się o 2: straty ponosi strona z niższą kością
kk-losses-lower_heavy = kości różnią się o 3: ciężkie straty ponosi strona z niższą kością

## Wydarzenia (dziennik)

kk-event-turn = Tura { $turn } ({ $season }): { $drawer } losuje { $first } + { $second }: { $event } (GAP-02); na kości pogody { $die }: { $weather } (GAP-03)
kk-event-colour = Na Kości Koloru wypada { $face }: { $colour } (GAP-01)
kk-event-white = Na Kości Koloru wypada { $face }: biały, każde państwo wybiera swój kolor (GAP-01)
kk-event-white_chosen = { $player } wybiera kolor { $colour }
kk-event-stock = { $player }: { $changes } — { $why }
kk-why-wealth = Bogactwo prowincji, KK-PROV-03
kk-why-buildings = budynki, KK-TURN-08
kk-why-growth = wzrost, KK-RES-07
kk-why-recruit = werbunek, KK-REC-01
kk-why-build = budowa, KK-BLD
kk-why-upgrade = ulepszenie, KK-UNIT-14
kk-why-replenish = uzupełnienie, GAP-29
kk-why-disband = rozwiązanie jednostki, KK-REC-32
kk-why-dismantle = rozbiórka, KK-BLD-05
kk-why-plunder = grabież, KK-PLN-02
kk-why-general = generał, GAP-34
kk-why-logistics = logistyka, GAP-22
kk-why-exchange = wymiana, KK-TRADE-01
kk-why-event = wydarzenie, GAP-02
kk-event-strategic_gained = { $player } otrzymuje jednostkę { $resource-gen } z prowincji { $province } (KK-RES-12)
kk-event-strategic_spent = { $player } zużywa jednostkę { $resource-gen } (KK-RES-14)
kk-event-strategic_given = { $from } przekazuje { $to-dat } jednostkę { $resource-gen } (KK-TRADE-03)
kk-event-heated = { $player } spala na zimę jednostkę { $resource-gen } (GAP-04)
kk-event-cold = { $player } nie ma czym ogrzewać: w tej turze zadowolenie liczy się o jeden poziom niżej (GAP-04)
kk-event-port_trade = { $player } handluje przez port { $place-in }: na kości { $die }, kurs { $rate } za 1; { $gave } { $gave ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } za { $got } { $got ->
        [one] { $get-one }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-05, KK-TRADE-07)
kk-event-caravan_trade = { $player } handluje przez karawanseraj { $place-in }: na kości { $die }, kurs { $rate } za 1; { $gave } { $gave ->
        [one] { $give-one }
        [few] { $give-few }
       *[many] { $give-many }
    } za { $got } { $got ->
        [one] { $get-one }
        [few] { $get-few }
       *[many] { $get-many }
    } (KK-TRADE-09)
kk-event-economy_phase = { $player } handluje i buduje
kk-event-movement_phase = { $player } wykonuje ruch
kk-event-economy_done = { $player } kończy handel i budowę
kk-event-initiative = Inicjatywa Strategiczna: { $rolls }; kolejność ruchu: { $order } (KK-INIT-02)
kk-event-unit_placed = Nowa jednostka { $owner-gen } { $place-in }: { $unit }
kk-event-moved = { $owner }: { $count ->
        [one] { $count } jednostka przechodzi
        [few] { $count } jednostki przechodzą
       *[many] { $count } jednostek przechodzi
    } { $from-from } { $to-to }
kk-event-moved_rail = { $owner }: { $count ->
        [one] { $count } jednostka jedzie
        [few] { $count } jednostki jadą
       *[many] { $count } jednostek jedzie
    } koleją { $from-from } { $to-to } (KK-BLD-10)
kk-event-moved_logistics = { $owner }: { $count ->
        [one] { $count } jednostka zostaje przerzucona
        [few] { $count } jednostki zostają przerzucone
       *[many] { $count } jednostek zostaje przerzuconych
    } { $from-from } { $to-to } (KK-BLD-16)
kk-event-retreated = { $owner }: { $count ->
        [one] { $count } jednostka wycofuje się
        [few] { $count } jednostki wycofują się
       *[many] { $count } jednostek wycofuje się
    } { $from-from } { $to-to } (AMB-20)
kk-event-returned = { $owner }: { $count ->
        [one] { $count } jednostka wraca
        [few] { $count } jednostki wracają
       *[many] { $count } jednostek wraca
    } { $from-from } { $to-to } (AMB-54)
kk-event-lost_destroyed = { $owner }: { $unit } { $unit-gender ->
        [pl] ulegają
       *[other] ulega
    } zniszczeniu { $place-in } (GAP-28)
kk-event-lost_trapped = { $owner }: { $unit } nie { $unit-gender ->
        [pl] mają dokąd się wycofać i przepadają
       *[other] ma dokąd się wycofać i przepada
    } { $place-in } (KK-CMB-19)
kk-event-lost_overrun = { $owner }: { $unit }, już w rozsypce, { $unit-gender ->
        [pl] znów przegrywają i przepadają
       *[other] znów przegrywa i przepada
    } { $place-in } (GAP-28)
kk-event-lost_disbanded = Rozwiązano { $unit-acc } { $owner-gen } { $place-in } (KK-REC-32)
kk-event-lost_eliminated = { $owner }: { $unit } { $place-in } { $unit-gender ->
        [pl] znikają
       *[other] znika
    } wraz ze swoim państwem (KK-WIN-06)
kk-event-lost_no_room = { $owner }: { $unit } nie { $unit-gender ->
        [pl] znajdują miejsca i przepadają
       *[other] znajduje miejsca i przepada
    } { $place-in } (AMB-54)
kk-event-loss_level = { $owner }: { $unit } { $unit-gender ->
        [pl] walczą
       *[other] walczy
    } teraz { $level }
kk-event-replenished = { $owner }: { $unit } — uzupełnienie, o jeden poziom strat mniej (GAP-29)
kk-event-routed = { $owner }: { $unit } { $unit-gender ->
        [pl] idą
       *[other] idzie
    } w rozsypkę (KK-CMB-06)
kk-event-regrouped = { $owner }: { $unit } { $unit-gender ->
        [pl] wracają
       *[other] wraca
    } do szyku (GAP-30)
kk-event-experience = { $owner }: { $unit } { $unit-gender ->
        [pl] zyskują
       *[other] zyskuje
    } { $count } { $count ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } doświadczenia (GAP-38)
kk-event-upgraded = Ulepszenie dla { $unit-gen }: { $upgrade } (GAP-32)
kk-event-supply = { $player }: { $count ->
        [one] { $count } jednostka jest bez zaopatrzenia
        [few] { $count } jednostki są bez zaopatrzenia
       *[many] { $count } jednostek jest bez zaopatrzenia
    } (GAP-31)
kk-event-movement_points = { $count ->
        [one] { $count } jednostka gotowa
        [few] { $count } jednostki gotowe
       *[many] { $count } jednostek gotowych
    } do ruchu (GAP-36)
kk-event-plundered = { $owner }: { $unit } — grabież w tej turze już wykonana
kk-event-acted = { $owner }: { $unit } — akcja w tej bitwie już wykonana
kk-event-built = Zbudowano { $building-acc } { $place-in }
kk-event-demolished = Nie ma już { $building-gen } { $place-in }
kk-event-edge_built = Zbudowano { $what-acc } { $from-from } { $to-to }
kk-event-edge_removed = Nie ma już { $what-gen } { $from-from } { $to-to }
kk-event-entered = { $player } wkracza do prowincji { $province }
kk-event-taken = Prowincja { $province } należy teraz do { $player-gen } (KK-CAP-03)
kk-event-levy = Prowincja { $province } zwołuje pospolite ruszenie (KK-REC-19)
kk-event-privileged = Prowincja { $province } otrzymuje przywileje feudalne (KK-REC-29)
kk-event-battle = Bitwa { $place-in }: atak { $player-gen } na { $count } { $count ->
        [one] wrogą jednostkę
        [few] wrogie jednostki
       *[many] wrogich jednostek
    } (KK-CMB-01)
kk-event-battle_joined = Do bitwy { $count ->
        [one] dołącza jeszcze { $count } jednostka
        [few] dołączają jeszcze { $count } jednostki
       *[many] dołącza jeszcze { $count } jednostek
    }
kk-event-battle_begun = Bitwa się zaczyna
kk-event-battle_over = Koniec bitwy { $place-in } (KK-CMB-11)
kk-event-asked_flee = { $player } może uciec z bitwy { $place-in } albo stawić opór (KK-CMB-21, AMB-50)
kk-event-asked_tribes = Wróg wkracza do prowincji { $province }: { $player } może zwołać wojowników plemiennych (KK-REC-23)
kk-event-fled = { $player } ucieka z bitwy (KK-CMB-21)
kk-event-stood = { $player } stawia opór i walczy dalej (KK-CMB-21)
kk-event-tribes_called = { $player } zwołuje wojowników plemiennych prowincji { $province } (KK-REC-23)
kk-event-tribes_not_called = { $player } nie zwołuje wojowników plemiennych prowincji { $province } (KK-REC-23)
kk-event-answered = Odpowiedź udzielona
kk-event-fled_to = { $owner }: { $count ->
        [one] { $count } jednostka ucieka
        [few] { $count } jednostki uciekają
       *[many] { $count } jednostek ucieka
    } { $from-from } { $to-to } (AMB-50)
# Starcie: wynik atakującego ($parts), wsparcie, wynik celu.
kk-event-engaged_win = { $owner }: { $unit } (kość { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } ze wsparcia
    } = { $total } { $unit-gender ->
        [pl] pokonują
       *[other] pokonuje
    } { $target-acc } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }; przewaga nie przekracza Morale ({ $morale }): przegrany się wycofuje; { $losses } (KK-CMB-05, KK-CMB-07, GAP-35)
kk-event-engaged_rout = { $owner }: { $unit } (kość { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } ze wsparcia
    } = { $total } { $unit-gender ->
        [pl] rozbijają
       *[other] rozbija
    } { $target-acc } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }; przewaga przekracza Morale ({ $morale }); { $losses } (KK-CMB-06, GAP-35)
kk-event-engaged_repulsed = { $owner }: { $unit } (kość { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } ze wsparcia
    } = { $total } nie { $unit-gender ->
        [pl] mogą
       *[other] może
    } pokonać { $target-gen } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total } i { $unit-gender ->
        [pl] cofają
       *[other] cofa
    } się, Morale { $morale }; { $losses } (AMB-21, GAP-35)
kk-event-engaged_repulsed_rout = { $owner }: { $unit } (kość { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } ze wsparcia
    } = { $total } { $unit-gender ->
        [pl] odbijają się
       *[other] odbija się
    } od { $target-gen } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total } i { $unit-gender ->
        [pl] idą
       *[other] idzie
    } w rozsypkę, Morale { $morale }; { $losses } (KK-CMB-06, GAP-35)
kk-event-fire_hits = { $owner }: { $unit } { $unit-gender ->
        [pl] strzelają
       *[other] strzela
    } (kość { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } i { $unit-gender ->
        [pl] trafiają
       *[other] trafia
    } { $target-acc } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }, Morale { $morale }; { $losses } (KK-CMB-29)
kk-event-fire_misses = { $owner }: { $unit } { $unit-gender ->
        [pl] strzelają
       *[other] strzela
    } (kość { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } i { $unit-gender ->
        [pl] chybiają
       *[other] chybia
    } { $target-gen } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }, Morale { $morale }; { $losses } (KK-CMB-30)
kk-event-bombard_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] bombardują
       *[other] bombarduje
    } { $building-acc } { $place-in }: na kości { $die }, potrzeba { $need }: budynek zniszczony (KK-CMB-31, KK-CMB-32)
kk-event-bombard_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] bombardują
       *[other] bombarduje
    } { $building-acc } { $place-in }: na kości { $die }, potrzeba { $need }: bez skutku (KK-CMB-31, KK-CMB-32)
kk-event-offered = { $offer } (KK-TRADE-01)
kk-event-offer_accepted = Oferta przyjęta: { $offer } (GAP-44)
kk-event-offer_declined = Oferta odrzucona: { $offer }
kk-event-offer_withdrawn = Oferta wycofana lub wygasła: { $offer }
kk-event-offer_gone = Jednej z ofert już nie ma
kk-event-pact_peace = { $one } i { $other } zawierają pokój (GAP-44)
kk-event-pact_alliance = { $one } i { $other } zawierają sojusz (GAP-44)
kk-event-war_declared = { $by } wypowiada wojnę { $on-dat }: układ kończy się z początkiem fazy ruchu (GAP-44)
kk-event-pact_ended = { $one } i { $other } znów są w stanie wojny (GAP-44)
kk-event-parted = { $owner }: { $count ->
        [one] { $count } jednostka opuszcza
        [few] { $count } jednostki opuszczają
       *[many] { $count } jednostek opuszcza
    } teren dawnego sojusznika: { $from-from } { $to-to } (GAP-44)
kk-event-general_at = { $general } przebywa { $place-in }
kk-event-general_pool = { $general } czeka w puli aktywnych generałów
kk-event-general_captured = { $general } trafia do niewoli { $player-gen } (KK-GENL-06)
kk-event-general_dead = { $general } ginie (GAP-42)
kk-event-general_experience = { $general } zyskuje { $count } { $count ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } doświadczenia (GAP-34)
kk-event-general_regrouped = { $general } zbiera z rozsypki jedną jednostkę (KK-GENL-10)
kk-event-signals_regrouped = { $owner }: { $unit } { $unit-gender ->
        [pl] wracają
       *[other] wraca
    } do szyku dzięki łączności ({ $by }) (KK-GENL-15)
kk-event-strikes = Strajki { $where-in } { $player-gen }: w tej turze nie dają one Bogactwa (GAP-11)
kk-event-contentment = Zadowolenie { $player-gen }: teraz { $level } (GAP-12)
kk-event-changed = Nowy ustrój { $player-gen }: { $government }; doktryna: { $doctrine }
kk-event-eliminated = { $player } traci ostatnią prowincję i odpada z gry (KK-WIN-06)

## Koniec gry

kk-outcome-elimination = Zwycięstwo w turze { $turn }: { $winners } — wszystkie inne państwa straciły swoje prowincje (KK-WIN-01)
kk-outcome-turn_limit = Zwycięstwo po turze { $turn }: { $winners } — najwięcej prowincji, a potem najwięcej złota (GAP-51)

## Panel boczny

kk-panel-game = Gra
kk-panel-turn = Tura
kk-panel-of = { $turn } z { $last }
kk-panel-season = Pora roku
kk-panel-event = Wydarzenie
kk-panel-weather = Pogoda
kk-panel-colour = Kość Koloru
kk-panel-acting = Teraz gra
kk-panel-order = Kolejność ruchu (KK-INIT)
kk-panel-strategic = Surowce strategiczne
kk-panel-income = Dochód w tej turze
kk-panel-income_value = { $wealth } z Bogactwa, { $buildings } z budynków
kk-panel-contentment = Zadowolenie (GAP-10)
kk-panel-government = Ustrój
kk-panel-doctrine = Doktryna
kk-panel-relations = Stosunki
kk-panel-generals = Generałowie (GAP-34)
kk-panel-generals_value = { $held } z { $limit }
kk-panel-general_value = Dowodzenie { $command }, { $trait }, { $at }
kk-panel-general_at = { $place-in }
kk-panel-general_pool = w puli
kk-panel-general_captured = w niewoli { $player-gen }
kk-panel-states = Państwa
kk-panel-standing = { $provinces ->
        [one] { $provinces } prowincja
        [few] { $provinces } prowincje
       *[many] { $provinces } prowincji
    }, { $gold } { $gold ->
        [one] złoto
        [few] złota
       *[many] złota
    }
kk-panel-eliminated = poza grą
kk-panel-province = Prowincja
kk-panel-region = Region (KK-CAP-02)
kk-panel-owner = Właściciel
kk-panel-wealth = Bogactwo (KK-PROV-02)
kk-panel-wealth_value = { $colour }, poziom { $level }
kk-panel-terrain = Teren (GAP-15)
kk-panel-stacking = Limit jednostek, koszt kroku
kk-panel-stacking_value = { $limit } { $limit ->
        [one] jednostka
        [few] jednostki
       *[many] jednostek
    }, { $move } { $move ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } ruchu (GAP-16, GAP-15)
kk-panel-building = Budynek
kk-panel-source = Źródło surowca strategicznego (GAP-18)
kk-panel-river = Płynie tu rzeka: pływają nią kanonierki rzeczne (GAP-26)
kk-panel-supply = Dociera tu twoje zaopatrzenie (KK-SUP)
kk-panel-yes = tak
kk-panel-no = nie
kk-panel-units = Jednostki
# One row of alike units: $count of them, $unit their kind
kk-panel-unit_count = { $count } × { $unit }
# $owner; $strength, $morale, $speed: the kind's numbers; $notes: kk-panel-unit_notes, or nothing for fresh units
kk-panel-unit_brief = { $owner }: siła { $strength }, morale { $morale }, szybkość { $speed }{ $notes }
kk-panel-unit_fresh = {""}
kk-panel-unit_notes = ; doświadczenie { $xp }, { $state }, { $routed }
kk-panel-trade = Handel
kk-panel-markets = Targowiska w prowincji (KK-TRADE-14)

## Odmowy ($rule: identyfikator zasady)

# $waiting: państwo, które teraz działa.
# $phase: faza, do której to należy (kk-phase-*).
kk-refusal-wrong_phase = To robi się w fazie „{ $phase }” ({ $rule }).
kk-refusal-pick_colour_first = Kość Koloru pokazała białą ściankę: najpierw wybierz kolor, który przyniesie ci w tej turze surowce ({ $rule }).
kk-refusal-not_used = Twoje państwo nie używa tego surowca ({ $rule }).
kk-refusal-no_trade_left = W tej turze nie można tu już handlować ({ $rule }).
kk-refusal-bad_trade = Zaoferuj pewną ilość jednego surowca w zamian za inny ({ $rule }).
kk-refusal-no_white = Nie wypadła biała ścianka, więc nie ma czego wybierać ({ $rule }).
kk-refusal-cannot_afford = Za mało surowców: strona, która daje, musi nadal mieć wszystko, co oddaje, także surowce strategiczne ({ $rule }).
# $resource: pierwszy brakujący surowiec; $need: ile trzeba; $have: ile masz.
kk-refusal-short_of = Za mało { $resource-many }: potrzeba { $need }, a masz { $have } ({ $rule }).
kk-refusal-needs_building = Brakuje wymaganego budynku ({ $rule }).
kk-refusal-not_recruitable = Twoje państwo nie może werbować tej jednostki ({ $rule }).
kk-refusal-capital_barred = Teren stolicy prowincji nie pozwala na tę jednostkę ({ $rule }).
kk-refusal-elite_limit = Państwo może mieć najwyżej jedną jednostkę elitarną ({ $rule }).
# $limit: ile jednostek może tam stać; $room: ile jeszcze się zmieści.
kk-refusal-no_room = Brak miejsca: może tam stać najwyżej { $limit } { $limit ->
        [one] jednostka
        [few] jednostki
       *[many] jednostek
    }, zmieści się jeszcze { $room } ({ $rule }).
kk-refusal-enemy_holds = W stolicy prowincji stoją wrogie jednostki: werbować można tam dopiero, gdy żadnej już nie będzie ({ $rule }).
kk-refusal-slot_taken = Stoi tu już jakiś budynek ({ $rule }).
kk-refusal-bad_place = Tego nie można tu zbudować ({ $rule }).
kk-refusal-no_strategic_source = Karawanseraj wymaga źródła surowca strategicznego w swojej prowincji ({ $rule }).
kk-refusal-not_own_province = Tylko we własnych prowincjach ({ $rule }).
kk-refusal-enemy_present = W prowincji są wrogie jednostki ({ $rule }).
kk-refusal-no_upgrade = To ulepszenie nie pasuje do tej jednostki albo już je ma ({ $rule }).
kk-refusal-no_replenish = Tej jednostki nie można teraz uzupełnić ({ $rule }).
# $held: ilu generałów ma państwo; $limit: ilu może mieć najwyżej.
kk-refusal-general_limit = Twoje państwo może mieć najwyżej { $limit } { $limit ->
        [one] generała
        [few] generałów
       *[many] generałów
    }, a ma już { $held } ({ $rule }).
kk-refusal-no_generals_left = Wszyscy generałowie twojego państwa są już zwerbowani ({ $rule }).
kk-refusal-no_such_general = Nie ma takiego generała albo ruszał się już w tej turze ({ $rule }).
kk-refusal-no_vassals = Przywileje i wasale wymagają monarchii feudalnej i uprzywilejowanej prowincji ({ $rule }).
kk-refusal-not_a_step = To nie jest jeden krok ({ $rule }).
kk-refusal-barred = Te jednostki nie mogą wejść na ten teren ({ $rule }).
kk-refusal-no_such_units = Nie ma tu tylu jednostek zdolnych do ruchu ({ $rule }).
kk-refusal-battle_first = Najpierw stocz bitwę ({ $rule }).
kk-refusal-in_battle = Jednostki w bitwie pozostają w niej do końca ({ $rule }).
kk-refusal-no_battle = Nie toczysz żadnej bitwy ({ $rule }).
kk-refusal-not_ready = Ta jednostka już działała w tej bitwie ({ $rule }).
kk-refusal-covered = Ta jednostka jest osłonięta, dopóki zostają inne jednostki jej strony ({ $rule }).
# $range: zasięg ostrzału w podprowincjach (0: brak).
kk-refusal-out_of_range = Poza zasięgiem: { $range ->
        [0] ta jednostka nie strzela na odległość
        [one] ta jednostka strzela na { $range } podprowincję
        [few] ta jednostka strzela najdalej na { $range } podprowincje
       *[many] ta jednostka strzela najdalej na { $range } podprowincji
    } ({ $rule }).
kk-refusal-no_plunder = Nie ma tu czego plądrować albo grabież była już w tej turze ({ $rule }).
kk-refusal-no_demolish = Ta jednostka nie może tu wysadzić budynku ({ $rule }).
kk-refusal-no_rail = Koleją nie da się przejechać stąd tam ({ $rule }).
kk-refusal-walked_first = Podróż koleją musi zaczynać ruch: te jednostki wykonały już krok w tej fazie ({ $rule }).
kk-refusal-no_logistics = Brak połączonych centrów logistycznych ({ $rule }).
kk-refusal-hostile = Generał nigdy nie wchodzi między wrogie jednostki ({ $rule }).
kk-refusal-no_regroup = Żaden generał nie może teraz zebrać tej jednostki z rozsypki ({ $rule }).
kk-refusal-no_reform = Wydarzenie tej tury nie pozwala twojemu państwu tego zmienić ({ $rule }).
kk-refusal-no_bombard = Ta jednostka nie ma tu żadnego wrogiego budynku do zbombardowania ({ $rule }).
kk-refusal-bad_input = Nie ma takiego miejsca ani jednostki ({ $rule }).
kk-refusal-seats = W Cztery Korony grają wszystkie cztery państwa, w kolejności miejsc przy stole.
kk-refusal-unknown_scenario = Nieznany scenariusz: { $scenario }

## Przewodnik: co państwo, którego jest kolej, może teraz zrobić i dlaczego (zgłoszenie 19)

kk-guide-pick_colour = Kość Koloru pokazała białą ściankę: wybierz kolor, który przyniesie ci w tej turze surowce. Każda twoja prowincja w tym kolorze da tyle surowca tego koloru, ile wynosi jej Bogactwo.
kk-guide-economy = Twoja kolej na handel i budowę: handluj przez swoje porty i karawanseraje, werbuj w prowincjach z odpowiednimi budynkami, buduj, ulepszaj i uzupełniaj jednostki oraz rozmieszczaj generałów, płacąc surowcami. Pozostałe państwa mają swoją kolej według miejsc przy stole. Gdy skończysz, naciśnij „{ kk-action-end_economy }”.
kk-guide-movement = Twój ruch: armie przechodzą z podprowincji do podprowincji tak daleko, jak pozwala im Szybkość, a drogi zmniejszają koszt o połowę. Wejście do podprowincji, w której stoją wrogie jednostki, rozpoczyna bitwę; jednostki na wybrzeżu lub w porcie mogą wejść na twoje okręty, a te na pokładzie — wylądować. Gdy skończysz, naciśnij „{ kk-action-end_movement }”.
kk-guide-movement_air = Twój ruch: armie idą tak daleko, jak pozwala im Szybkość, a każdy twój samolot w bazie może wykonać jedną misję — nalot na jednostkę, bombardowanie albo przelot do innej bazy. Wrogie myśliwce i działa przeciwlotnicze blisko celu mogą je najpierw przechwycić. Gdy skończysz, naciśnij „{ kk-action-end_movement }”.
# $place: podprowincja, o którą toczy się bitwa.
kk-guide-battle = Bitwa { $place-in }: wybierz jedną swoją jednostkę, która zaatakuje jedną jednostkę wroga; inne mogą ją wesprzeć połową swojej Siły. Każda strona dodaje k4 i wygrywa wyższa suma, a remis oznacza nieudany atak. Bitwę możesz zakończyć przyciskiem „{ kk-action-withdraw }”.
kk-guide-flee = Wróg atakuje cię { $place-in }: między starciami możesz uciec — każda twoja jednostka stamtąd idzie do najbliższej wolnej podprowincji z miejscem, nie w rozsypce, a pole zostaje przy wrogu — albo stawiać opór dalej.
kk-guide-tribes = Wróg wkroczył do prowincji { $province }: możesz teraz zwołać jej wojowników plemiennych (od jednej do trzech jednostek, zależnie od budynków, za darmo, w stolicy prowincji) albo zachować to prawo na później.

## Generałowie (GAP-34: po sześciu w puli każdego państwa)
## Przypadek: .acc.

kk-general-khanate_0 = Batu-chan
    .acc = Batu-chana
kk-general-khanate_1 = Subutaj
    .acc = Subutaja
kk-general-khanate_2 = Dżebe
    .acc = Dżebego
kk-general-khanate_3 = Togrul
    .acc = Togrula
kk-general-khanate_4 = Arslan
    .acc = Arslana
kk-general-khanate_5 = Kajdu
    .acc = Kajdu
kk-general-kingdom_0 = Sir Aimery
    .acc = sir Aimery'ego
kk-general-kingdom_1 = Sir Roland
    .acc = sir Rolanda
kk-general-kingdom_2 = Lady Izolda
    .acc = lady Izoldę
kk-general-kingdom_3 = Sir Gaspard
    .acc = sir Gasparda
kk-general-kingdom_4 = Sir Thibault
    .acc = sir Thibaulta
kk-general-kingdom_5 = Lady Matylda
    .acc = lady Matyldę
kk-general-empire_0 = Generał Wołkow
    .acc = generała Wołkowa
kk-general-empire_1 = Generał Orłow
    .acc = generała Orłowa
kk-general-empire_2 = Generał Sokołowa
    .acc = generał Sokołową
kk-general-empire_3 = Generał Morozow
    .acc = generała Morozowa
kk-general-empire_4 = Generał Biełow
    .acc = generała Biełowa
kk-general-empire_5 = Generał Zorin
    .acc = generała Zorina
kk-general-republic_0 = Kapitan Doria
    .acc = kapitana Dorię
kk-general-republic_1 = Kapitan Sforza
    .acc = kapitana Sforzę
kk-general-republic_2 = Kapitan Colleoni
    .acc = kapitana Colleoniego
kk-general-republic_3 = Kapitan Vitelli
    .acc = kapitana Vitellego
kk-general-republic_4 = Kapitan Orsini
    .acc = kapitana Orsiniego
kk-general-republic_5 = Kapitan Gattamelata
    .acc = kapitana Gattamelatę

## Mapa Czterech Koron (GAP-45)
## Regiony
kk-region-steppe = Step
kk-region-heartland = Serce Królestwa
kk-region-north = Północ
kk-region-coast = Wybrzeże
kk-region-silk_road = Jedwabny Szlak

## Prowincje
kk-province-p_kara_ordu = Kara Ordu
kk-province-p_altan_tala = Ałtan Tała
kk-province-p_sarybay = Sarybaj
kk-province-p_kyzyl_tash = Kyzył Tasz
kk-province-p_orman_bel = Orman Bel
kk-province-p_karakum = Karakum
kk-province-p_valmont = Valmont
kk-province-p_brenneval = Brenneval
kk-province-p_bellerive = Bellerive
kk-province-p_grisfort = Grisfort
kk-province-p_sombrebois = Sombrebois
kk-province-p_hautemarche = Hautemarche
kk-province-p_kholmgard = Chołmgard
kk-province-p_zaryansk = Zariańsk
kk-province-p_ledmark = Ledmark
kk-province-p_kamenograd = Kamienograd
kk-province-p_stalnov = Stalnow
kk-province-p_taigavik = Tajgawik
kk-province-p_serenza = Serenza
kk-province-p_valdora = Valdora
kk-province-p_porto_alba = Porto Alba
kk-province-p_monteferro = Monteferro
kk-province-p_fornacia = Fornacja
kk-province-p_selvanera = Selvanera
kk-province-p_meravand = Merawand
kk-province-p_sogdara = Sogdara
kk-province-p_kuhsar = Kuhsar
kk-province-p_bandar_zeyn = Bandar Zejn

## Podprowincje
## Wyrażenia z przyimkiem: .in (gdzie?), .to (dokąd?), .from (skąd?).
kk-sub-s_kara_ordu_1 = Obóz Kara Ordu
    .in = w Obozie Kara Ordu
    .to = do Obozu Kara Ordu
    .from = z Obozu Kara Ordu
kk-sub-s_kara_ordu_2 = Łąki Kara Ordu
    .in = na Łąkach Kara Ordu
    .to = na Łąki Kara Ordu
    .from = z Łąk Kara Ordu
kk-sub-s_kara_ordu_3 = Kurhany Kara Ordu
    .in = pod Kurhanami Kara Ordu
    .to = pod Kurhany Kara Ordu
    .from = spod Kurhanów Kara Ordu
kk-sub-s_kara_ordu_4 = Lasy Kara Ordu
    .in = w Lasach Kara Ordu
    .to = do Lasów Kara Ordu
    .from = z Lasów Kara Ordu
kk-sub-s_altan_tala_1 = Targ Koński Ałtan Tała
    .in = na Targu Końskim Ałtan Tała
    .to = na Targ Koński Ałtan Tała
    .from = z Targu Końskiego Ałtan Tała
kk-sub-s_altan_tala_2 = Stepy Ałtan Tała
    .in = na Stepach Ałtan Tała
    .to = na Stepy Ałtan Tała
    .from = ze Stepów Ałtan Tała
kk-sub-s_altan_tala_3 = Piaski Ałtan Tała
    .in = na Piaskach Ałtan Tała
    .to = na Piaski Ałtan Tała
    .from = z Piasków Ałtan Tała
kk-sub-s_sarybay_1 = Port Sarybaj
    .in = w Porcie Sarybaj
    .to = do Portu Sarybaj
    .from = z Portu Sarybaj
kk-sub-s_sarybay_2 = Mierzeja Sarybaj
    .in = na Mierzei Sarybaj
    .to = na Mierzeję Sarybaj
    .from = z Mierzei Sarybaj
kk-sub-s_kyzyl_tash_1 = Brama Kyzył Tasz
    .in = pod Bramą Kyzył Tasz
    .to = pod Bramę Kyzył Tasz
    .from = spod Bramy Kyzył Tasz
kk-sub-s_kyzyl_tash_2 = Szczyty Kyzył Tasz
    .in = na Szczytach Kyzył Tasz
    .to = na Szczyty Kyzył Tasz
    .from = ze Szczytów Kyzył Tasz
kk-sub-s_kyzyl_tash_3 = Turnie Kyzył Tasz
    .in = w Turniach Kyzył Tasz
    .to = w Turnie Kyzył Tasz
    .from = z Turni Kyzył Tasz
kk-sub-s_orman_bel_1 = Strażnica Orman Bel
    .in = w Strażnicy Orman Bel
    .to = do Strażnicy Orman Bel
    .from = ze Strażnicy Orman Bel
kk-sub-s_orman_bel_2 = Puszcza Orman Bel
    .in = w Puszczy Orman Bel
    .to = do Puszczy Orman Bel
    .from = z Puszczy Orman Bel
kk-sub-s_karakum_1 = Studnie Karakum
    .in = pod Studniami Karakum
    .to = pod Studnie Karakum
    .from = spod Studni Karakum
kk-sub-s_karakum_2 = Wydmy Karakum
    .in = na Wydmach Karakum
    .to = na Wydmy Karakum
    .from = z Wydm Karakum
kk-sub-s_karakum_3 = Solniska Karakum
    .in = na Solniskach Karakum
    .to = na Solniska Karakum
    .from = z Solnisk Karakum
kk-sub-s_valmont_1 = Zamek Valmont
    .in = w Zamku Valmont
    .to = do Zamku Valmont
    .from = z Zamku Valmont
kk-sub-s_valmont_2 = Pola Valmont
    .in = na Polach Valmont
    .to = na Pola Valmont
    .from = z Pól Valmont
kk-sub-s_valmont_3 = Wzgórza Valmont
    .in = na Wzgórzach Valmont
    .to = na Wzgórza Valmont
    .from = ze Wzgórz Valmont
kk-sub-s_valmont_4 = Knieja Valmont
    .in = w Kniei Valmont
    .to = do Kniei Valmont
    .from = z Kniei Valmont
kk-sub-s_brenneval_1 = Targ Brenneval
    .in = na Targu Brenneval
    .to = na Targ Brenneval
    .from = z Targu Brenneval
kk-sub-s_brenneval_2 = Folwarki Brenneval
    .in = w Folwarkach Brenneval
    .to = do Folwarków Brenneval
    .from = z Folwarków Brenneval
kk-sub-s_bellerive_1 = Port Bellerive
    .in = w Porcie Bellerive
    .to = do Portu Bellerive
    .from = z Portu Bellerive
kk-sub-s_bellerive_2 = Wyżyny Bellerive
    .in = na Wyżynach Bellerive
    .to = na Wyżyny Bellerive
    .from = z Wyżyn Bellerive
kk-sub-s_bellerive_3 = Mokradła Bellerive
    .in = na Mokradłach Bellerive
    .to = na Mokradła Bellerive
    .from = z Mokradeł Bellerive
kk-sub-s_grisfort_1 = Gród Grisfort
    .in = w Grodzie Grisfort
    .to = do Grodu Grisfort
    .from = z Grodu Grisfort
kk-sub-s_grisfort_2 = Szczyty Grisfort
    .in = na Szczytach Grisfort
    .to = na Szczyty Grisfort
    .from = ze Szczytów Grisfort
kk-sub-s_grisfort_3 = Lasy Grisfort
    .in = w Lasach Grisfort
    .to = do Lasów Grisfort
    .from = z Lasów Grisfort
kk-sub-s_sombrebois_1 = Leśniczówka Sombrebois
    .in = w Leśniczówce Sombrebois
    .to = do Leśniczówki Sombrebois
    .from = z Leśniczówki Sombrebois
kk-sub-s_sombrebois_2 = Puszcza Sombrebois
    .in = w Puszczy Sombrebois
    .to = do Puszczy Sombrebois
    .from = z Puszczy Sombrebois
kk-sub-s_sombrebois_3 = Grzbiet Sombrebois
    .in = na Grzbiecie Sombrebois
    .to = na Grzbiet Sombrebois
    .from = z Grzbietu Sombrebois
kk-sub-s_hautemarche_1 = Miasto Hautemarche
    .in = w Mieście Hautemarche
    .to = do Miasta Hautemarche
    .from = z Miasta Hautemarche
kk-sub-s_hautemarche_2 = Bory Hautemarche
    .in = w Borach Hautemarche
    .to = do Borów Hautemarche
    .from = z Borów Hautemarche
kk-sub-s_hautemarche_3 = Bagna Hautemarche
    .in = na Bagnach Hautemarche
    .to = na Bagna Hautemarche
    .from = z Bagien Hautemarche
kk-sub-s_kholmgard_1 = Cytadela Chołmgard
    .in = w Cytadeli Chołmgard
    .to = do Cytadeli Chołmgard
    .from = z Cytadeli Chołmgard
kk-sub-s_kholmgard_2 = Szczyty Chołmgard
    .in = na Szczytach Chołmgard
    .to = na Szczyty Chołmgard
    .from = ze Szczytów Chołmgard
kk-sub-s_kholmgard_3 = Tajga Chołmgard
    .in = w Tajdze Chołmgard
    .to = do Tajgi Chołmgard
    .from = z Tajgi Chołmgard
kk-sub-s_kholmgard_4 = Lasy Chołmgard
    .in = w Lasach Chołmgard
    .to = do Lasów Chołmgard
    .from = z Lasów Chołmgard
kk-sub-s_zaryansk_1 = Miasto Zariańsk
    .in = w Mieście Zariańsk
    .to = do Miasta Zariańsk
    .from = z Miasta Zariańsk
kk-sub-s_zaryansk_2 = Pagórki Zariańsk
    .in = na Pagórkach Zariańsk
    .to = na Pagórki Zariańsk
    .from = z Pagórków Zariańsk
kk-sub-s_zaryansk_3 = Szczyty Zariańsk
    .in = na Szczytach Zariańsk
    .to = na Szczyty Zariańsk
    .from = ze Szczytów Zariańsk
kk-sub-s_ledmark_1 = Port Ledmark
    .in = w Porcie Ledmark
    .to = do Portu Ledmark
    .from = z Portu Ledmark
kk-sub-s_ledmark_2 = Tajga Ledmark
    .in = w Tajdze Ledmark
    .to = do Tajgi Ledmark
    .from = z Tajgi Ledmark
kk-sub-s_ledmark_3 = Lodowiec Ledmark
    .in = na Lodowcu Ledmark
    .to = na Lodowiec Ledmark
    .from = z Lodowca Ledmark
kk-sub-s_kamenograd_1 = Szyby Kamienograd
    .in = przy Szybach Kamienograd
    .to = do Szybów Kamienograd
    .from = spod Szybów Kamienograd
kk-sub-s_kamenograd_2 = Turnie Kamienograd
    .in = w Turniach Kamienograd
    .to = w Turnie Kamienograd
    .from = z Turni Kamienograd
kk-sub-s_kamenograd_3 = Grzbiet Kamienograd
    .in = na Grzbiecie Kamienograd
    .to = na Grzbiet Kamienograd
    .from = z Grzbietu Kamienograd
kk-sub-s_stalnov_1 = Huty Stalnow
    .in = w Hutach Stalnow
    .to = do Hut Stalnow
    .from = z Hut Stalnow
kk-sub-s_stalnov_2 = Stoki Stalnow
    .in = na Stokach Stalnow
    .to = na Stoki Stalnow
    .from = ze Stoków Stalnow
kk-sub-s_stalnov_3 = Szczyt Stalnow
    .in = na Szczycie Stalnow
    .to = na Szczyt Stalnow
    .from = ze Szczytu Stalnow
kk-sub-s_taigavik_1 = Port Tajgawik
    .in = w Porcie Tajgawik
    .to = do Portu Tajgawik
    .from = z Portu Tajgawik
kk-sub-s_taigavik_2 = Torfowisko Tajgawik
    .in = na Torfowisku Tajgawik
    .to = na Torfowisko Tajgawik
    .from = z Torfowiska Tajgawik
kk-sub-s_serenza_1 = Forum Serenza
    .in = na Forum Serenza
    .to = na Forum Serenza
    .from = z Forum Serenza
kk-sub-s_serenza_2 = Pola Serenza
    .in = na Polach Serenza
    .to = na Pola Serenza
    .from = z Pól Serenza
kk-sub-s_serenza_3 = Pagórki Serenza
    .in = na Pagórkach Serenza
    .to = na Pagórki Serenza
    .from = z Pagórków Serenza
kk-sub-s_serenza_4 = Lasy Serenza
    .in = w Lasach Serenza
    .to = do Lasów Serenza
    .from = z Lasów Serenza
kk-sub-s_valdora_1 = Młyny Valdora
    .in = w Młynach Valdora
    .to = do Młynów Valdora
    .from = z Młynów Valdora
kk-sub-s_valdora_2 = Folwarki Valdora
    .in = w Folwarkach Valdora
    .to = do Folwarków Valdora
    .from = z Folwarków Valdora
kk-sub-s_valdora_3 = Zagajnik Valdora
    .in = w Zagajniku Valdora
    .to = do Zagajnika Valdora
    .from = z Zagajnika Valdora
kk-sub-s_porto_alba_1 = Przystań Porto Alba
    .in = w Przystani Porto Alba
    .to = do Przystani Porto Alba
    .from = z Przystani Porto Alba
kk-sub-s_porto_alba_2 = Klify Porto Alba
    .in = na Klifach Porto Alba
    .to = na Klify Porto Alba
    .from = z Klifów Porto Alba
kk-sub-s_porto_alba_3 = Laguna Porto Alba
    .in = nad Laguną Porto Alba
    .to = nad Lagunę Porto Alba
    .from = znad Laguny Porto Alba
kk-sub-s_monteferro_1 = Miasto Monteferro
    .in = w Mieście Monteferro
    .to = do Miasta Monteferro
    .from = z Miasta Monteferro
kk-sub-s_monteferro_2 = Wyżyna Monteferro
    .in = na Wyżynie Monteferro
    .to = na Wyżynę Monteferro
    .from = z Wyżyny Monteferro
kk-sub-s_fornacia_1 = Arsenał Fornacja
    .in = w Arsenale Fornacja
    .to = do Arsenału Fornacja
    .from = z Arsenału Fornacja
kk-sub-s_fornacia_2 = Wyżyny Fornacja
    .in = na Wyżynach Fornacja
    .to = na Wyżyny Fornacja
    .from = z Wyżyn Fornacja
kk-sub-s_fornacia_3 = Równina Fornacja
    .in = na Równinie Fornacja
    .to = na Równinę Fornacja
    .from = z Równiny Fornacja
kk-sub-s_selvanera_1 = Placówka Selvanera
    .in = w Placówce Selvanera
    .to = do Placówki Selvanera
    .from = z Placówki Selvanera
kk-sub-s_selvanera_2 = Przylądek Selvanera
    .in = na Przylądku Selvanera
    .to = na Przylądek Selvanera
    .from = z Przylądka Selvanera
kk-sub-s_selvanera_3 = Namorzyny Selvanera
    .in = w Namorzynach Selvanera
    .to = w Namorzyny Selvanera
    .from = z Namorzynów Selvanera
kk-sub-s_meravand_1 = Oaza Merawand
    .in = w Oazie Merawand
    .to = do Oazy Merawand
    .from = z Oazy Merawand
kk-sub-s_meravand_2 = Przełęcz Merawand
    .in = na Przełęczy Merawand
    .to = na Przełęcz Merawand
    .from = z Przełęczy Merawand
kk-sub-s_meravand_3 = Piaski Merawand
    .in = na Piaskach Merawand
    .to = na Piaski Merawand
    .from = z Piasków Merawand
kk-sub-s_sogdara_1 = Bazar Sogdara
    .in = na Bazarze Sogdara
    .to = na Bazar Sogdara
    .from = z Bazaru Sogdara
kk-sub-s_sogdara_2 = Wydmy Sogdara
    .in = na Wydmach Sogdara
    .to = na Wydmy Sogdara
    .from = z Wydm Sogdara
kk-sub-s_sogdara_3 = Pustkowia Sogdara
    .in = na Pustkowiach Sogdara
    .to = na Pustkowia Sogdara
    .from = z Pustkowi Sogdara
kk-sub-s_kuhsar_1 = Cytadela Kuhsar
    .in = w Cytadeli Kuhsar
    .to = do Cytadeli Kuhsar
    .from = z Cytadeli Kuhsar
kk-sub-s_kuhsar_2 = Pogórze Kuhsar
    .in = na Pogórzu Kuhsar
    .to = na Pogórze Kuhsar
    .from = z Pogórza Kuhsar
kk-sub-s_kuhsar_3 = Czerwony Grzbiet Kuhsar
    .in = na Czerwonym Grzbiecie Kuhsar
    .to = na Czerwony Grzbiet Kuhsar
    .from = z Czerwonego Grzbietu Kuhsar
kk-sub-s_bandar_zeyn_1 = Port Bandar Zejn
    .in = w Porcie Bandar Zejn
    .to = do Portu Bandar Zejn
    .from = z Portu Bandar Zejn
kk-sub-s_bandar_zeyn_2 = Saliny Bandar Zejn
    .in = w Salinach Bandar Zejn
    .to = do Salin Bandar Zejn
    .from = z Salin Bandar Zejn
kk-sub-s_bandar_zeyn_3 = Wyżyny Bandar Zejn
    .in = na Wyżynach Bandar Zejn
    .to = na Wyżyny Bandar Zejn
    .from = z Wyżyn Bandar Zejn

## Morza
kk-sub-sea_west_1 = Cieśnina Wielorybów
    .in = w Cieśninie Wielorybów
    .to = do Cieśniny Wielorybów
    .from = z Cieśniny Wielorybów
kk-sub-sea_west_2 = Szara Głębia
    .in = na Szarej Głębi
    .to = na Szarą Głębię
    .from = z Szarej Głębi
kk-sub-sea_west_3 = Zatoka Czapli
    .in = w Zatoce Czapli
    .to = do Zatoki Czapli
    .from = z Zatoki Czapli
kk-sub-sea_west_4 = Zachodnie Wody
    .in = na Zachodnich Wodach
    .to = na Zachodnie Wody
    .from = z Zachodnich Wód
kk-sub-sea_east_1 = Lodowa Zatoka
    .in = w Lodowej Zatoce
    .to = do Lodowej Zatoki
    .from = z Lodowej Zatoki
kk-sub-sea_east_2 = Bursztynowa Głębia
    .in = na Bursztynowej Głębi
    .to = na Bursztynową Głębię
    .from = z Bursztynowej Głębi
kk-sub-sea_east_3 = Zatoka Zejnu
    .in = w Zatoce Zejnu
    .to = do Zatoki Zejnu
    .from = z Zatoki Zejnu
kk-sub-sea_east_4 = Wody Korzenne
    .in = na Wodach Korzennych
    .to = na Wody Korzenne
    .from = z Wód Korzennych

## Wojna powietrzna (KK-AIR)

kk-action-air_strike = Nalot { $unit-gen } na { $target-acc } { $owner-gen } { $place-in } (KK-AIR-04)
kk-action-bomb = Zbombarduj z powietrza { $building-acc } { $place-in } { $unit-ins } (budynek niszczy k8 równe { $need } lub więcej, KK-AIR-10)
kk-action-rebase = Przeleć { $unit-ins } do bazy { $to-in } (KK-AIR-01)
kk-choice-air_odds = { $action } — szanse: { $percent }% na trafienie (bez strat poniesionych po drodze); { $through }% na przebicie się przez myśliwce ({ $fighters }) i działa przeciwlotnicze ({ $guns }) (KK-AIR-05…08)
kk-choice-air_odds_clear = { $action } — szanse: { $percent }% na trafienie; w zasięgu nie ma wrogich myśliwców ani dział przeciwlotniczych (KK-AIR-04…08)
kk-event-flown = { $owner }: { $count ->
        [one] { $count } samolot przelatuje
        [few] { $count } samoloty przelatują
       *[many] { $count } samolotów przelatuje
    } { $from-from } { $to-to } (KK-AIR-01)
kk-event-strike_hits = { $owner }: { $unit } { $unit-gender ->
        [pl] atakują
       *[other] atakuje
    } z powietrza (kość { $die }: { $parts }) = { $total } i { $unit-gender ->
        [pl] trafiają
       *[other] trafia
    } { $target-acc } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }; { $losses }; bez odpowiedzi (KK-AIR-04)
kk-event-strike_misses = { $owner }: { $unit } { $unit-gender ->
        [pl] atakują
       *[other] atakuje
    } z powietrza (kość { $die }: { $parts }) = { $total }, ale nie { $unit-gender ->
        [pl] trafiają
       *[other] trafia
    } w { $target-acc } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }; { $losses }; powrót do bazy bez odpowiedzi (KK-AIR-04)
kk-event-intercept_wins = { $owner }: { $unit } { $unit-gender ->
        [pl] przechwytują
       *[other] przechwytuje
    } (kość { $die }: { $parts }) = { $total } i { $unit-gender ->
        [pl] pokonują
       *[other] pokonuje
    } { $target-acc } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }; { $losses } (KK-AIR-07, KK-AIR-08)
kk-event-intercept_fails = { $owner }: { $unit } { $unit-gender ->
        [pl] przechwytują
       *[other] przechwytuje
    } (kość { $die }: { $parts }) = { $total }, ale { $target } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total } { $target-gender ->
        [pl] przebijają
       *[other] przebija
    } się dalej; { $losses } (KK-AIR-08)
kk-event-aa_hits = { $owner }: ogień przeciwlotniczy: { $unit } (kość { $die }: { $parts }) = { $total } { $unit-gender ->
        [pl] trafiają
       *[other] trafia
    } { $target-acc } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }; { $losses }; na k6 { $d6 } (5 lub 6 zawraca misję) (KK-AIR-05, KK-AIR-06)
kk-event-aa_misses = { $owner }: ogień przeciwlotniczy: { $unit } (kość { $die }: { $parts }) = { $total } nie { $unit-gender ->
        [pl] trafiają
       *[other] trafia
    } w { $target-acc } { $target_owner-gen } (kość { $target_die }: { $target_parts }) = { $target_total }; { $losses }; na k6 { $d6 } (5 lub 6 zawraca misję) (KK-AIR-05, KK-AIR-06)
kk-event-mission_aborted = { $owner }: { $unit } { $unit-gender ->
        [pl] zawracają
       *[other] zawraca
    } do bazy: misja przerwana (KK-AIR-06, KK-AIR-09)
kk-event-bomb_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] bombardują
       *[other] bombarduje
    } { $building-acc } { $place-in }: na k8 { $die }, potrzeba { $need } lub więcej: budynek zniszczony (KK-AIR-10, AMB-62)
kk-event-bomb_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] bombardują
       *[other] bombarduje
    } { $building-acc } { $place-in }: na k8 { $die }, potrzeba { $need } lub więcej: bez skutku (KK-AIR-10, AMB-62)
kk-event-base_taken = { $player }: { $unit } { $owner-gen } { $place-in } { $unit-gender ->
        [pl] przechodzą
       *[other] przechodzi
    } w jego ręce, bo baza nie miała obrońców (KK-UNIT-18, AMB-44)
kk-refusal-no_mission = Ten samolot nie może teraz lecieć: musi stać w swojej bazie, nie latać już w tej turze i nie przybyć w niej ({ $rule }).
kk-refusal-air_range = Poza zasięgiem: { $range ->
        [one] ten samolot sięga na { $range } podprowincję od bazy
        [few] ten samolot sięga najdalej na { $range } podprowincje od bazy
       *[many] ten samolot sięga najdalej na { $range } podprowincji od bazy
    } ({ $rule }).
kk-refusal-air_target = Samoloty atakują tylko myśliwce i jednostki przeciwlotnicze ({ $rule }).
kk-refusal-no_bombing = Nie ma tam wrogiego budynku albo ten samolot nie przenosi bomb ({ $rule }).
kk-refusal-no_base = To nie jest twoja baza dla tego samolotu: potrzebne jest twoje lotnisko (dla wodnosamolotu także twoja podprowincja nad rzeką, na bagnach lub na wybrzeżu) ({ $rule }).
## Jeńcy i obozy (KK-POW, część 2)
kk-action-win_over = Spróbuj przeciągnąć na swoją stronę jeńca: { $prisoner } (k8: przechodzi przy 1, jednostka neutralna przy 1–2; jedna próba, KK-POW-06)
kk-action-liquidate = Zlikwiduj jeńca: { $prisoner } (KK-POW-05)
kk-action-transfer = Przenieś jeńca: { $prisoner } do obozu { $place-in } (raz na turę, KK-POW-10)
kk-action-offer_prisoners = Zaproponuj { $to-dat } wymianę jeńców: przekazujesz: { $release }, żądasz wydania: { $ask }; dajesz { $give }: { $give_amount }, żądasz { $get }: { $get_amount } (KK-POW-04)
kk-action-surrender = Poddaj się do niewoli: { $prisoner } — do obozów obrońcy (KK-POW-08)
kk-value-prisoner = { $unit } { $owner-gen }
kk-value-offer_prisoners = { $offer }; przekazuje: { $release }, żąda wydania: { $ask } (KK-POW-04)
kk-event-captured = Do niewoli { $player-gen } trafia: { $prisoner }, do obozu { $place-in } (KK-POW-01, GAP-42)
kk-event-surrendered = Oddaje się do niewoli { $player-gen }: { $prisoner }, obóz { $place-in } (KK-POW-08)
kk-event-won_over = Przeciągnięty na drugą stronę: { $prisoner } (k8 = { $die }, KK-POW-06)
kk-event-not_won_over = Nie udało się przeciągnąć: { $prisoner } (k8 = { $die }; więcej prób nie będzie, KK-POW-06)
kk-event-prisoner_freed = Wychodzi z niewoli jako jednostka { $player-gen } { $place-in }: { $prisoner } (AMB-45)
kk-event-liquidated = Zlikwidowano jeńca: { $prisoner } (KK-POW-05)
kk-event-prisoner_lost = Przepada wraz z obozem: { $prisoner } (KK-POW-09)
kk-event-prisoner_moved = Teraz w niewoli { $player-gen }, obóz { $place-in }: { $prisoner } (KK-POW-10, KK-POW-09)
kk-event-general_won_over = { $general } przechodzi na stronę { $player-gen } i czeka w jego puli (KK-POW-11)
kk-counter-prisoner = JEŃ
kk-counter-prisoner_title = { $count } × { $unit } { $owner-gen }, w niewoli { $player-gen } (KK-POW-01)
kk-panel-prisoners = Jeńcy (KK-POW, GAP-41)
kk-panel-prisoners_value = w niewoli: { $held }; wolne miejsca w obozach: { $free } z { $places }
kk-refusal-no_prisoner = To nie jest jeniec twojego państwa ({ $rule }).
kk-refusal-not_theirs = Jeńców wymienia się tylko między państwem, które ich trzyma, a tym, do którego należą, chyba że jedną ze stron jest republika kupiecka (GAP-06), i tylko póki są jeszcze trzymani, a obóz ma dla nich miejsce ({ $rule }).
kk-refusal-tried_before = Tego jeńca już próbowano przeciągnąć na twoją stronę: tylko jedna próba ({ $rule }).
kk-refusal-moved_this_turn = Tego jeńca przeniesiono już w tej turze ({ $rule }).
kk-refusal-camp_full = Brak miejsca w tym obozie: przebywa w nim { $held } z { $capacity } jeńców ({ $rule }).
kk-refusal-no_camp_space = Przeciwnik nie ma wolnych miejsc w obozach ({ $rule }).
kk-panel-camp = Obóz (GAP-41)
kk-panel-camp_value = zajęte miejsca: { $held } z { $capacity }
kk-panel-prisoner_value = { $owner }, w niewoli { $player-gen }; próba przeciągnięcia: { $tried }

## Skażenie (KK-CMB-33…37)

kk-part-contaminated = skażony teren
kk-mark-contaminated = Skażony teren: −1 Szybkości dla jednostek, które stąd ruszają, +1 za wejście, −1 Siły w obronie, Straty na koniec każdej fazy ruchu; zmywa je deszcz, śnieg lub burza, przenosi wiatr (KK-CMB-34, KK-CMB-36)
kk-event-contaminated = Broń chemiczna skaża teren { $place-in } (KK-CMB-33)
kk-event-decontaminated = Pogoda zmywa skażenie { $place-from } (KK-CMB-36)
kk-event-drifted = Wiatr przenosi skażenie { $from-from } { $to-to } (KK-CMB-36)
kk-event-poisoned = { $owner }: { $unit } na skażonym terenie { $place-in } { $unit-gender ->
        [pl] ponoszą
       *[other] ponosi
    } Straty (KK-CMB-34)

## Morze (KK-NAV, GAP-13)

kk-action-sail = Popłyń: { $units } { $from-from } { $to-to } (KK-NAV)
kk-action-sail_river = Popłyń rzeką: { $units } { $from-from } { $to-to } (GAP-26)
kk-action-lay_mines = Postaw zaporę minową { $place-in } { $unit-ins } (GAP-13)
kk-action-sweep = Usuń zaporę minową { $place-from } (GAP-13)
kk-event-mines_laid = { $player } stawia zaporę minową { $place-in }: porty nad nią są zablokowane dla jego wrogów (GAP-13, KK-TRADE-12)
kk-event-mines_swept = { $player } usuwa zaporę minową { $place-from } (GAP-13)
kk-event-mine_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] wchodzą
       *[other] wchodzi
    } na minę: na k6 { $die }, trafia 1–2 (GAP-13)
kk-event-mine_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] mijają
       *[other] mija
    } miny: na k6 { $die }, trafia 1–2 (GAP-13)
kk-refusal-no_harbour = Okręty cumują tylko w twoim porcie — nadbrzeżnej podprowincji z portem, bazą marynarki lub stocznią albo w nadmorskiej stolicy prowincji — a poza tym trzymają się morza ({ $rule }).
kk-refusal-no_mines = Nie ma tu zapory minowej do usunięcia albo twojego stawiacza min na morzu, który mógłby ją postawić ({ $rule }).
kk-event-revolution = Rewolucja w prowincji { $province } przeciw władzy { $player-gen }: Czerwona Gwardia powstaje przy farmach, hutach, fabrykach i stoczniach (KK-REV-06, GAP-02)
kk-event-liberated = Czerwona Gwardia wyzwoliła prowincję { $province } spod władzy { $player-gen }: nie należy ona do żadnego państwa (KK-REV-09, GAP-46)
kk-event-uprising_liberated = Powstanie wyzwoliło prowincję { $province } spod władzy { $player-gen }: nie pozostała tam żadna jego jednostka lądowa i prowincja nie należy do żadnego państwa (KK-REV-04, GAP-46)

## Karty Decyzji (KK-GOV-01…04, GAP-05)

kk-deck-order = talia Rozkazów
    .gen = talii Rozkazów
kk-deck-intelligence = talia Wywiadu
    .gen = talii Wywiadu
kk-deck-strategy = talia Strategii
    .gen = talii Strategii
kk-card-forced_march = Marsz forsowny
kk-card-hold_the_line = Utrzymać pozycje
kk-card-fortune_of_war = Szczęście wojenne
kk-card-rally = Zbiórka
kk-card-spy_network = Siatka szpiegowska
kk-card-sabotage = Sabotaż
kk-card-incite_uprising = Podżeganie do powstania
kk-card-incite_revolution = Podżeganie do rewolucji
kk-card-reform = Reforma
kk-card-new_doctrine = Nowa doktryna
kk-card-public_works = Roboty publiczne
kk-card-call_to_arms = Wezwanie do broni
kk-card-new_objectives = Nowe cele
kk-play-forced_march = Marsz forsowny: { $unit } { $place-in } mają +1 do Szybkości w tej fazie (GAP-05)
kk-play-hold_the_line = Utrzymać pozycje: { $unit } { $place-in } mają +2 do Morale, gdy są atakowani w tej turze (GAP-05)
kk-play-fortune_of_war = Szczęście wojenne: { $unit } { $place-in } raz przerzucają swoją k4 w pierwszym starciu, które w tej turze by przegrali (GAP-05)
kk-play-rally = Zbiórka: do 2 twoich rozbitych jednostek w prowincji { $province } wraca do szyku (GAP-05, GAP-30)
kk-play-spy_network = Siatka szpiegowska: wgląd w karty { $player-gen } w tej turze i +1 do Inicjatywy (GAP-05, KK-INIT-04)
kk-play-sabotage = Sabotaż: k6 z wynikiem 5–6 niszczy { $building-acc } { $place-in } (GAP-05)
kk-play-incite_uprising = Podżeganie do powstania: powstanie w prowincji { $province } podbitej przez { $player-acc } (GAP-05, KK-REV-01)
kk-play-incite_revolution = Podżeganie do rewolucji: rewolucja przeciw władzy { $player-gen } (GAP-05, KK-REV-05)
kk-play-reform = Reforma: nowy ustrój — { $government } (GAP-05, KK-GOV-05)
kk-play-new_doctrine = Nowa doktryna: { $doctrine } (GAP-05, KK-GOV-06)
kk-play-public_works = Roboty publiczne: zadowolenie narodowe +1 (najwyżej 4; 3 w samowładztwie) (GAP-05, GAP-12)
kk-play-call_to_arms = Wezwanie do broni: 2 darmowe oddziały — { $unit } — w stolicach twoich prowincji (GAP-05, KK-REC-14)
kk-play-new_objectives = Nowe cele: ponowne losowanie zestawu warunków zwycięstwa w tajemnicy (GAP-05, GAP-08)
kk-action-draw_decision = Dobierz kartę Decyzji z { $deck-gen } (GAP-05)
kk-action-return_decision = Odłóż kartę nr { $slot } z ręki na spód jej talii (limit 5 kart, GAP-05)
kk-action-play_decision = Zagraj kartę — { $play }
kk-choice-return_decision = Odłóż kartę „{ $card }” na spód { $deck-gen } (limit 5 kart, GAP-05)
kk-event-decision_drawn = { $player } dobiera kartę Decyzji z { $deck-gen } (GAP-05)
kk-event-decision_due = Nowa pora roku: { $player } może dobrać kartę Decyzji z wybranej talii (GAP-05)
kk-event-decision_returned = { $player } odkłada kartę Decyzji na spód { $deck-gen } (GAP-05)
kk-event-decision_played = { $player } zagrywa kartę — { $play }
kk-event-deck_shuffled = Tasowanie zakrytej { $deck-gen } (KK-GOV-04, AMB-59)
kk-event-sabotaged = Sabotaż: { $building } { $place-in }; k6 pokazuje { $die }, 5–6 niszczy (GAP-05)
kk-event-fortune_rerolled = Szczęście wojenne: { $unit } ({ $owner }) przerzucają k4 i wyrzucają { $die } (GAP-05)
kk-refusal-no_card = Nie masz tej karty w ręce albo nie ma tam karty do odłożenia ({ $rule }).
kk-refusal-card_target = Tej karty nie można teraz zagrać na to albo niczego by nie zmieniła ({ $rule }).
kk-refusal-decisions_first = Najpierw dobierz kartę Decyzji tej pory roku albo odłóż kartę ponad limit 5 kart ({ $rule }).
kk-refusal-no_draw = Nie należy ci się dobranie karty albo ta talia jest pusta ({ $rule }).
kk-panel-hand = Karty Decyzji (KK-GOV-02)
kk-panel-hand_value = { $count }: { $cards }
kk-panel-draw_due = Należne dobrania w tej porze roku (GAP-05)
kk-panel-spied = Karty { $player-gen } (Siatka szpiegowska)
kk-guide-decisions = Nowa pora roku albo za dużo kart: zanim zakończysz swoją kolej, dobierz kartę Decyzji z wybranej talii (Rozkazy, Wywiad lub Strategia), a mając więcej niż 5 kart, odłóż jedną.
## Warunki zwycięstwa (KK-GOV-07, GAP-08)

kk-action-choose_objectives = Wybierz w tajemnicy zestaw warunków zwycięstwa (GAP-08)
kk-choice-choose_objectives = Graj o: { $set } (GAP-08)
kk-event-objectives_drawn = { $player } losuje w tajemnicy swój zestaw warunków zwycięstwa (KK-GOV-07, GAP-08)
kk-event-objectives_chosen = { $player } wybiera w tajemnicy swój zestaw warunków zwycięstwa (GAP-08)
kk-event-kills = { $player }: wyeliminowane dotąd jednostki wroga — { $total } (GAP-08)
kk-outcome-objectives = Zwycięstwo w turze { $turn }: { $winners } — zestaw warunków zwycięstwa spełniony na koniec tury (KK-WIN-03, GAP-08, GAP-47)
kk-outcome-achieved = { $player } ({ $set })
kk-panel-objectives = Warunki zwycięstwa (KK-GOV-07)
kk-objective-progress_conqueror = Zdobywca: prowincje { $have } z { $need }
kk-objective-progress_hegemon = Hegemon: prowincje obu regionów { $have } z { $need }
kk-objective-progress_builder = Budowniczy: umocnienia { $have } z { $need }, targowiska { $have2 } z { $need2 }, prowincje { $have3 } z { $need3 }
kk-objective-progress_treasury = Skarbiec: złoto { $have } z { $need }
kk-objective-progress_warlord = Wódz: wyeliminowane jednostki wroga { $have } z { $need }
kk-objective-progress_free_choice = Wolny wybór: wybierz jeden z zestawów 1–5
kk-refusal-no_free_choice = Zestaw warunków zwycięstwa wybiera tylko państwo, które wylosowało Wolny wybór, i tylko raz: wylosowanego zestawu nie zmienia się dowolnie ({ $rule }).
kk-refusal-not_choosable = Wolny wybór to jeden z zestawów 1–5: Zdobywca, Hegemon, Budowniczy, Skarbiec albo Wódz ({ $rule }).
kk-guide-choose_objectives = Wylosowano Wolny wybór: wybierz w tajemnicy zestaw warunków zwycięstwa, o który grasz — Zdobywca (12 prowincji), Hegemon (twoje dwa regiony), Budowniczy (4 umocnienia, 3 targowiska, 10 prowincji), Skarbiec (40 złota) albo Wódz (20 jednostek wroga). Widzisz go tylko ty; dopóki nie wybierzesz, żaden zestaw się dla ciebie nie liczy. Wygrywa pierwsze państwo, którego zestaw jest spełniony na koniec tury.
## Przewóz wojsk morzem (KK-NAV-04, KK-NAV-05, KK-TERR-13)

kk-action-embark = Załaduj na okręty: { $units } { $from-from } { $to-to } (KK-NAV-04)
kk-action-disembark = Wysadź na ląd: { $units } { $from-from } { $to-to } (KK-NAV-05)
kk-event-embarked = { $owner }: { $count ->
        [one] { $count } jednostka wchodzi
        [few] { $count } jednostki wchodzą
       *[many] { $count } jednostek wchodzi
    } na okręty { $place-in }; popłyną od następnej tury (KK-NAV-04)
kk-event-landed = { $owner }: { $count ->
        [one] { $count } jednostka ląduje
        [few] { $count } jednostki lądują
       *[many] { $count } jednostek ląduje
    } { $from-from } { $to-to } (KK-NAV-05)
kk-event-lost_sunk = { $owner }: { $unit } { $unit-gender ->
        [pl] idą
       *[other] idzie
    } na dno wraz ze swoim okrętem { $place-in } (KK-NAV-04, GAP-28)
kk-part-landing = desant
kk-counter-aboard = ⚓
kk-counter-aboard_title = Na okrętach { $owner-gen }: { $units } (KK-NAV-04)
kk-panel-aboard = Na pokładzie
kk-refusal-no_capacity = Za mało miejsca na pokładzie: jednostki zajmują { $need }, okręty mają wolne { $free } (ciężkie działo, machina oblężnicza lub czołg zajmuje 2) ({ $rule }).
kk-refusal-storm = W czasie sztormu nie można ładować ani wysadzać wojsk ({ $rule }).
kk-refusal-not_coastal = Wojska wchodzą na okręty w porcie albo z wybrzeża przy morzu, na którym stoją okręty, a lądują na wybrzeżu przy nim lub w porcie, w którym stoją okręty ({ $rule }).
kk-refusal-no_ship = Nie masz tam okrętu, który przewozi wojska lądowe ({ $rule }).
kk-refusal-aboard = Ta jednostka jest na pokładzie okrętu: nie może działać, dopóki nie wyląduje ({ $rule }).

## Admirałowie (KK-GENL-19…23, AMB-60)

kk-action-board_ship = Wejdź na pokład jako admirał: { $general }, okręt flagowy { $unit } { $place-in } (KK-GENL-20)
kk-action-go_ashore = Zejdź na ląd { $place-in }: { $general } (KK-GENL-20)
kk-event-admiral_boards = { $general } wchodzi na pokład jako admirał, okręt flagowy { $unit } { $place-in }: dowodzi okrętami wokół, a w bazie marynarki także wojskami lądowymi (KK-GENL-19, KK-GENL-23)
kk-event-admiral_ashore = { $general } schodzi na ląd { $place-in } (KK-GENL-20)
kk-event-admiral_drowned = { $general } idzie na dno wraz ze swoim okrętem flagowym (KK-GENL-21)
kk-refusal-loaded = Na tym okręcie są wojska lub admirał: wysadź ich, zanim go rozwiążesz ({ $rule }).
kk-action-call_levy = Zwołaj pospolite ruszenie prowincji { $province }: { $unit-acc } { $place-in } (KK-REC-19)
kk-event-levy_opened = Prowincja { $province } może zwołać pospolite ruszenie w tej fazie ruchu (KK-REC-19)
kk-refusal-no_levy = Tej prowincji nie można teraz zwołać pospolitego ruszenia: prawo otwiera się w fazie ruchu właściciela po wkroczeniu wroga, o ile nie stoi już oddział ruszenia z tej prowincji ({ $rule }).
kk-refusal-levy_choice = Pospolite ruszenie wystawia milicję lub lekką piechotę — państwa albo regionalną tej prowincji — w umocnieniach tej prowincji (zamku, forcie, twierdzy lub bunkrze) ({ $rule }).
kk-event-ruined = Wojownicy plemienni odbudują { $building-acc } { $place-in }, gdy zostaną rozpuszczeni (KK-REC-26)
kk-event-rebuilt = Rozpuszczeni wojownicy plemienni odbudowują { $building-acc } { $place-in } za darmo (KK-REC-26)
kk-choice-disband_rebuilds = { $action }: rozpuszczeni odbudują { $building-acc } { $place-in } za darmo (KK-REC-26)

## Plądrowanie dróg i kolei (KK-PLN-04, AMB-43); cele oddziałów niezależnych (KK-NPU-06…08)

kk-action-plunder_loot = Splądruj { $loot-acc } { $place-in } { $unit-ins }
kk-choice-plunder = Plądruj { $place-in } { $unit-ins } (KK-PLN-04)
kk-amount-loot = Co splądrować
kk-loot-building = budynek
    .acc = budynek
kk-loot-roads = drogi wraz z mostami
    .acc = drogi wraz z mostami
kk-loot-tracks = tory kolejowe
    .acc = tory kolejowe
kk-loot-all = wszystko: budynek, drogi, tory i mosty
    .acc = wszystko: budynek, drogi, tory i mosty
kk-loot-nothing = { $what } (nic tu nie ma)
kk-refusal-no_loot = Nie ma tu nic takiego do splądrowania: żadna droga, linia kolejowa ani most wybranego rodzaju nie dochodzi do tej subprowincji ({ $rule }).
kk-event-independent_plunder = Oddziały niezależne ({ $unit }) plądrują { $building-acc } { $place-in }; nikt nie zyskuje łupu (KK-NPU-08, GAP-46)
kk-event-independent_loot = Oddziały niezależne ({ $unit }) ruszają, by splądrować { $building-acc } { $place-in } (KK-NPU-08)
kk-event-independent_attack = Oddziały niezależne ({ $unit }) ruszają na wroga { $place-in } (KK-NPU-06, KK-NPU-08)
kk-event-independent_position = Oddziały niezależne ({ $unit }) zajmują pozycję { $place-in } (KK-NPU-07)
kk-refusal-no_river_yard = Kanonierki rzeczne werbuje się tylko w warsztatach stojących w podprowincji z rzeką ({ $rule }).
kk-refusal-river_only = Kanonierki rzeczne pływają tylko rzekami: o krok do sąsiedniej podprowincji z rzeką albo na morze przy niej i z powrotem, nigdy razem z okrętami pełnomorskimi ({ $rule }).
kk-refusal-flee_or_stand = Wróg cię atakuje: najpierw uciekaj z bitwy albo stawiaj opór ({ $rule }).
kk-refusal-not_asked = Nikt nie pytał cię o ucieczkę: obrońcę pyta się między starciami ({ $rule }).
kk-refusal-tribes_first = Wróg wkroczył do twojej prowincji: powiedz najpierw, czy zwołujesz jej wojowników plemiennych ({ $rule }).
kk-refusal-no_tribal_call = Wojowników plemiennych zwołuje się tylko wtedy, gdy wróg wkracza do prowincji ({ $rule }).
kk-refusal-tribal_kind = Wojownicy plemienni to milicja, lekka jazda, strzelcy, lekka piechota lub łucznicy: jednostki regionalne prowincji, jeśli je ma, inaczej twoje własne, z miejscem do stania ({ $rule }).
kk-refusal-no_diplomacy = Ta gra zaczęła się według zasad bez dyplomacji: wszystkie państwa pozostają w stanie wojny ({ $rule }).
kk-refusal-no_pact = Nie można teraz tak zmienić stosunków: pokój zawiera się w czasie wojny, sojusz w czasie wojny lub pokoju, wojnę wypowiada się układowi, każde raz ({ $rule }).
kk-refusal-at_peace = W czasie pokoju twoje jednostki nie wkraczają do prowincji partnera ani do podprowincji, w których stoją jego jednostki ({ $rule }).
kk-invariant-elite = { $player } ma { $count } jednostki elitarne: najwyżej jedną ({ $rule })
kk-invariant-losses = { $unit }: poziom strat { $level }; trzeci poziom niszczy jednostkę ({ $rule })
kk-invariant-hostile_together = Jednostki { $one-gen } i { $other-gen } stoją razem { $place-in }, choć nie toczy się tam bitwa ({ $rule })
kk-invariant-contentment = Zadowolenie { $player-gen } wynosi { $level }, a nie od 1 do 4 ({ $rule })
kk-invariant-resource = { $player } ma { $amount } × { $resource }, zasób, którego nie używa ({ $rule })
kk-invariant-camp_not_holders = { $player } trzyma jeńca { $place-in }, gdzie nie ma własnego obozu ({ $rule })
kk-invariant-camp_full = Obóz { $place-in } ma { $held } jeńców przy { $places } miejscach ({ $rule })
kk-invariant-aboard_astray = { $unit } { $place-in } jest na okręcie, który nie jest tam okrętem jej państwa ({ $rule })
kk-invariant-overloaded = { $unit } wiezie więcej, niż mieści ({ $rule })
kk-invariant-withdrawn_unchosen = Bitwa skończyła się odwrotem atakującego, choć nikt go nie wybrał, a { $ready } jego jednostek było gotowych ({ $rule })
kk-invariant-ship_retreat = Pobity okręt ({ $unit }) cofnął się o { $steps } kroków, mając { $left } punktów ruchu ({ $rule })
kk-invariant-flee_not_offered = { $player } broni się w trwającej bitwie i nie zapytano go o ucieczkę ({ $rule })
kk-invariant-peace_shared = { $one } i { $other }, żyjące w pokoju, mają jednostki { $place-in } ({ $rule })
kk-invariant-peace_entered = Jednostki { $player-gen } wkroczyły na teren partnera w pokoju: { $place } ({ $rule })
