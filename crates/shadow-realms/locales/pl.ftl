### Królestwa Cieni: komunikaty po polsku.
###
### Argumenty będące nazwami ($faction, $owner, $lord, $vassal, $unit,
### $item, $place, $city, $from, $to, $kard, $stage, $why) to inne
### komunikaty tego pliku, przekazywane w całości: tekst może użyć ich
### atrybutów (przypadków i innych form), np. { $place-in }, { $faction-gen }.
### $action przychodzi jako gotowy tekst. Liczby ($count, $supplies…) są
### liczbami Fluent, więc selektory liczby mnogiej (one, few, many) działają.
### Identyfikatory zasad (SR-…) nie są tłumaczone.
###
### Atrybuty nazw używane w tym pliku:
### - królestwa i neutralni (sr-faction-*): .gen, .dat, .acc, .ins, .loc;
### - kardowie (sr-kard-*): .gen, .dat, .acc, .ins, .loc;
### - miejsca (sr-region-*): .gen, .acc, .loc oraz gotowe wyrażenia
###   z przyimkiem: .in (w Kerdurinie / na Ziemi Kerdurinu), .to (do
###   Kerdurinu / na Ziemię Kerdurinu), .from (z Kerdurinu / ze Zlatki).
###   Każde miejsce musi mieć .gen, .acc, .in, .to i .from;
### - jednostki (sr-unit-*): .gen, .dat, .acc oraz .gender (m, f albo pl)
###   do zgody czasownika; każda jednostka musi je mieć;
### - powody (sr-why-*): .spent („za co” płaci królestwo) i .gained
###   („skąd” zyskuje), oba z przyimkiem; każdy powód musi mieć oba.
###
### Kard to tytuł władcy królestwa: kard, karda, kardowi, kardem.

## Gra

sr-name = Królestwa Cieni
sr-scenario-shadow-realms-even = Królestwa Cieni, wyrównane: każde królestwo wygrywa swoją część (2–5 graczy)
sr-scenario-shadow-realms-fair = Królestwa Cieni, wyrównane dla pierwszych komputerów (2–5 graczy)
sr-scenario-shadow-realms = Królestwa Cieni: pięć królestw, olbrzymi i piraci (2–5 graczy)
sr-scenario-shadow-realms-balanced = Królestwa Cieni z Miastem nad Jeziorem na dwóch miastach, Zlatka neutralna (2–5 graczy)
sr-scenario-shadow-realms-score = Królestwa Cieni, SR-AMB-1 czytane jako wynik: wygrywa wyższy rzut na straty
sr-scenario-shadow-realms-pirate-die = Królestwa Cieni, SR-AMB-5 czytane inaczej: piraci i Ostius rzucają kością, oblegane porty się nie liczą
sr-scenario-shadow-realms-pirate-fleet = Królestwa Cieni, SR-AMB-6 czytane inaczej: okręt za każdy ocalały punkt BS piratów
sr-scenario-shadow-realms-long-years = Królestwa Cieni, SR-AMB-7 czytane inaczej: rok oblężenia to dwie rundy
sr-scenario-shadow-realms-open-entry = Królestwa Cieni, SR-AMB-9 czytane inaczej: armie wkraczają na obszar z dowolnie wielu obszarów

# Skrót zasad z ich identyfikatorami (akapity oddzielone pustymi wierszami)
sr-summary =
    Pięć królestw, z których każde nosi nazwę swojej stolicy i ma na czele swojego karda, walczy przez szesnaście rund o miasta Królestw Cieni. Zwycięstwo dają wpływy: na koniec rundy wygrywa królestwo, które ma co najmniej 25 punktów wpływu, wciąż trzyma swoją stolicę, ma wolnego władcę i nie służy żadnemu seniorowi; po 16. rundzie wygrywa to, które ma ich najwięcej (SR-G7, SR-27).

    ## Runda (SR-G3)
    - W nieparzystych rundach, począwszy od trzeciej, olbrzymi uderzają na miasto wskazane przez kość (1 Kerdurin, 2 Mineur, 3 Heilbron, 4 Lomen, 5 Rotstain, 6 Malmo); miasta neutralne są oszczędzane (od SR-29 do SR-31). W parzystych rundach, począwszy od czwartej, piraci najeżdżają Ostius (SR-36).
    - Faza zaopatrzenia: 2 zapasy za każde miasto i 1 za utrzymanie własnej stolicy; 1 punkt wpływu za każde miasto; wasale płacą trybut, najwyżej połowę liczby swoich miast (SR-G4, SR-G5, SR-44).
    - Potem tura każdego królestwa, a kolejność przesuwa się co rundę o jedno miejsce: wykup karda, bunt, werbunek, a następnie ruch, oblężenia, szturmy i bitwy (SR-G3).

    ## Ruch (od SR-6 do SR-12, SR-G10)
    - Krok do 5 jednostek kosztuje 1 zapas, a każde kolejne 5 jednostek – 1 zapas więcej; bagna i ziemie dzikich plemion kosztują podwójnie; do Krainy Olbrzymów i na Nieprzebyte Bagna nie da się wejść (SR-6, SR-8, SR-9).
    - Wyjście z miasta to krok; wejście do własnego miasta z jego okolicy nic nie kosztuje. Na morzu płacą tylko okręty; okręt przewozi 2 jednostki (SR-2, SR-7, SR-10).
    - Każda jednostka robi najwyżej 3 kroki na turę. Wejście na obszar, na którym stoi wroga armia, zatrzymuje ruch, a bitwa rozgrywa się przed końcem tury; armie z dwóch obszarów mogą wejść jednocześnie (SR-12, SR-G10).

    ## Oblężenia i szturmy (od SR-13 do SR-18, SR-G11)
    - Oblężenie rozpoczyna się z okolicy miasta (1 zapas), gdy twoja armia wraz z kardem jest silniejsza niż garnizon, jego kard i mury: miasta ufortyfikowane podwajają siłę obrońców (SR-5, SR-13).
    - Szturm przypuszcza się w późniejszej turze (1 zapas); katapulty liczą się za 3. Obrońcy pokonani za murami cofają się do twierdzy i miasto się utrzymuje; kolejny szturm nie napotyka już murów. Każdy rok oblężenia, począwszy od drugiego, zabija jednego obrońcę; oblegający słabsi od obrony muszą zwinąć oblężenie (od SR-14 do SR-17, SR-G11).
    - Inna armia może zaatakować oblegających, mając u boku garnizon, ale bez jego murów (SR-18).

    ## Bitwa (od SR-19 do SR-23)
    - Każda strona zadaje tyle strat, ile wynosi (siła jednostek + kard + mury + rzut kością) ÷ 4, zaokrąglone w dół. Obie strony ponoszą straty jednocześnie, potem wygrywa większa pozostała siła; remis należy do obrońcy (od SR-19 do SR-21).
    - Przegrany się wycofuje; jeśli nie ma dokąd, trafia do niewoli. Jeńców wykupuje się po 1 zapasie za jednostkę zgodnie ze stałym rozkazem; karda w niewoli – za 5 zapasów i 5 punktów wpływu na początku swojej tury (od SR-22 do SR-26).
    - Właściciele wybierają: dokąd wycofuje się pobita armia (do własnego miasta na tej ziemi albo na sąsiednią ziemię wolną od wrogów), dokąd idą wykupione jednostki i kard, gdy stolica nie może ich przyjąć, a stałym rozkazem – jakie rodzaje jednostek tracą najpierw w bitwie i podczas oblężenia (SR-G9, SR-15).

    ## Wasale (od SR-40 do SR-45)
    - Zajmij stolicę królestwa, gdy jego kard jest w niewoli, a stanie się ono twoim wasalem: jego władca wraca z 3 oddziałami, a królestwo płaci ci trybut. Wasal, który ma więcej miast niż jego senior, może się zbuntować (od SR-40 do SR-44).

    ## Scenariusze
    - Pierwszy scenariusz, domyślny, wyrównuje start SR-G2. Kość olbrzymów wskazuje po dwa miasta Heilbronu i Kerdurinu, po jednym Rudernu i Malmo, żadnego Miasta nad Jeziorem: między pięcioma komputerami na starcie SR-G2 Heilbron wygrał 7 gier na 100, a Rudern prawie nigdy, Malmo 38. Tu każde królestwo ma dwa miasta: Rudern stolicę i Heran z 3 oddziałami (w środku mapy, z drugim miastem na tablicy olbrzymów, tracił miasta na rzecz sąsiadów i olbrzymów), Miasto nad Jeziorem stolicę z 3 oddziałami i Zlatkę; Rotstain jest neutralny z 3 oddziałami, Mineur ma 5, stolica Malmo 3, a Ostius 2; między pięcioma komputerami każde królestwo wygrywa od 16 do 29 gier na 100. Gry rozpoczęte na starcie wyrównanym dla pierwszych komputerów toczą się dalej. Drugi scenariusz to start SR-G2 w proponowanej postaci. Trzeci daje Miastu nad Jeziorem na start dwa miasta, a Zlatka jest neutralna z dwoma oddziałami: z trzema miastami i żadnym na tablicy olbrzymów Miasto nad Jeziorem wygrywa z graczami, którzy zostawiają je w spokoju, choć nie między komputerami. Pozostałe grają startem SR-G2 z innym odczytaniem jednej niejasności źródła (SR-AMB-1, 5, 6, 7, 9), a wszystkie inne odczytania są zalecane.

## Królestwa, ich kardowie, neutralni
## Przypadki: .gen, .dat, .acc, .ins, .loc.

sr-faction-kerdurin = Kerdurin
    .gen = Kerdurinu
    .dat = Kerdurinowi
    .acc = Kerdurin
    .ins = Kerdurinem
    .loc = Kerdurinie
sr-faction-heilbron = Heilbron
    .gen = Heilbronu
    .dat = Heilbronowi
    .acc = Heilbron
    .ins = Heilbronem
    .loc = Heilbronie
sr-faction-rudern = Rudern
    .gen = Rudernu
    .dat = Rudernowi
    .acc = Rudern
    .ins = Rudernem
    .loc = Rudernie
sr-faction-lake_city = Miasto nad Jeziorem
    .gen = Miasta nad Jeziorem
    .dat = Miastu nad Jeziorem
    .acc = Miasto nad Jeziorem
    .ins = Miastem nad Jeziorem
    .loc = Mieście nad Jeziorem
sr-faction-malmo = Malmo
    .gen = Malmo
    .dat = Malmo
    .acc = Malmo
    .ins = Malmo
    .loc = Malmo
sr-faction-neutral = neutralni
    .gen = neutralnych
    .dat = neutralnym
    .acc = neutralnych
    .ins = neutralnymi
    .loc = neutralnych
sr-kard-robert = Robert
    .gen = Roberta
    .dat = Robertowi
    .acc = Roberta
    .ins = Robertem
    .loc = Robercie
sr-kard-rim = Rim
    .gen = Rima
    .dat = Rimowi
    .acc = Rima
    .ins = Rimem
    .loc = Rimie
sr-kard-kalame = Kalamé
    .gen = Kalamégo
    .dat = Kalamému
    .acc = Kalamégo
    .ins = Kalamem
    .loc = Kalamem
sr-kard-petros = Petros
    .gen = Petrosa
    .dat = Petrosowi
    .acc = Petrosa
    .ins = Petrosem
    .loc = Petrosie
sr-kard-jaromir = Jaromir
    .gen = Jaromira
    .dat = Jaromirowi
    .acc = Jaromira
    .ins = Jaromirem
    .loc = Jaromirze

## Miejsca: otwarte ziemie krain, morza, miasta
## Przypadki (.gen, .acc, .loc) i wyrażenia z przyimkiem: .in (gdzie?),
## .to (dokąd?), .from (skąd?).

sr-region-giants_land = Kraina Olbrzymów
    .gen = Krainy Olbrzymów
    .acc = Krainę Olbrzymów
    .loc = Krainie Olbrzymów
    .in = w Krainie Olbrzymów
    .to = do Krainy Olbrzymów
    .from = z Krainy Olbrzymów
sr-region-kerdurin = Ziemia Kerdurinu
    .gen = Ziemi Kerdurinu
    .acc = Ziemię Kerdurinu
    .loc = Ziemi Kerdurinu
    .in = na Ziemi Kerdurinu
    .to = na Ziemię Kerdurinu
    .from = z Ziemi Kerdurinu
sr-region-mineur = Ziemia Mineuru
    .gen = Ziemi Mineuru
    .acc = Ziemię Mineuru
    .loc = Ziemi Mineuru
    .in = na Ziemi Mineuru
    .to = na Ziemię Mineuru
    .from = z Ziemi Mineuru
sr-region-heilbron = Ziemia Heilbronu
    .gen = Ziemi Heilbronu
    .acc = Ziemię Heilbronu
    .loc = Ziemi Heilbronu
    .in = na Ziemi Heilbronu
    .to = na Ziemię Heilbronu
    .from = z Ziemi Heilbronu
sr-region-wild_hills = Wzgórza Plemion
    .gen = Wzgórz Plemion
    .acc = Wzgórza Plemion
    .loc = Wzgórzach Plemion
    .in = na Wzgórzach Plemion
    .to = na Wzgórza Plemion
    .from = ze Wzgórz Plemion
sr-region-lomen = Ziemia Lomenu
    .gen = Ziemi Lomenu
    .acc = Ziemię Lomenu
    .loc = Ziemi Lomenu
    .in = na Ziemi Lomenu
    .to = na Ziemię Lomenu
    .from = z Ziemi Lomenu
sr-region-rotstain = Ziemia Rotstainu
    .gen = Ziemi Rotstainu
    .acc = Ziemię Rotstainu
    .loc = Ziemi Rotstainu
    .in = na Ziemi Rotstainu
    .to = na Ziemię Rotstainu
    .from = z Ziemi Rotstainu
sr-region-rudern = Ziemia Rudernu
    .gen = Ziemi Rudernu
    .acc = Ziemię Rudernu
    .loc = Ziemi Rudernu
    .in = na Ziemi Rudernu
    .to = na Ziemię Rudernu
    .from = z Ziemi Rudernu
sr-region-lake_city = Ziemia Miasta nad Jeziorem
    .gen = Ziemi Miasta nad Jeziorem
    .acc = Ziemię Miasta nad Jeziorem
    .loc = Ziemi Miasta nad Jeziorem
    .in = na Ziemi Miasta nad Jeziorem
    .to = na Ziemię Miasta nad Jeziorem
    .from = z Ziemi Miasta nad Jeziorem
sr-region-shadow_lands = Kraina Cieni
    .gen = Krainy Cieni
    .acc = Krainę Cieni
    .loc = Krainie Cieni
    .in = w Krainie Cieni
    .to = do Krainy Cieni
    .from = z Krainy Cieni
sr-region-malmo = Ziemia Malmo
    .gen = Ziemi Malmo
    .acc = Ziemię Malmo
    .loc = Ziemi Malmo
    .in = na Ziemi Malmo
    .to = na Ziemię Malmo
    .from = z Ziemi Malmo
sr-region-wild_forest = Las Plemion
    .gen = Lasu Plemion
    .acc = Las Plemion
    .loc = Lesie Plemion
    .in = w Lesie Plemion
    .to = do Lasu Plemion
    .from = z Lasu Plemion
sr-region-heran = Ziemia Heranu
    .gen = Ziemi Heranu
    .acc = Ziemię Heranu
    .loc = Ziemi Heranu
    .in = na Ziemi Heranu
    .to = na Ziemię Heranu
    .from = z Ziemi Heranu
sr-region-zlatka = Ziemia Zlatki
    .gen = Ziemi Zlatki
    .acc = Ziemię Zlatki
    .loc = Ziemi Zlatki
    .in = na Ziemi Zlatki
    .to = na Ziemię Zlatki
    .from = z Ziemi Zlatki
sr-region-impassable_swamps = Nieprzebyte Bagna
    .gen = Nieprzebytych Bagien
    .acc = Nieprzebyte Bagna
    .loc = Nieprzebytych Bagnach
    .in = na Nieprzebytych Bagnach
    .to = na Nieprzebyte Bagna
    .from = z Nieprzebytych Bagien
sr-region-ostius = Ziemia Ostiusu
    .gen = Ziemi Ostiusu
    .acc = Ziemię Ostiusu
    .loc = Ziemi Ostiusu
    .in = na Ziemi Ostiusu
    .to = na Ziemię Ostiusu
    .from = z Ziemi Ostiusu
sr-region-baria = Bagna Barii
    .gen = Bagien Barii
    .acc = Bagna Barii
    .loc = Bagnach Barii
    .in = na Bagnach Barii
    .to = na Bagna Barii
    .from = z Bagien Barii
sr-region-west_sea = Morze Zachodnie
    .gen = Morza Zachodniego
    .acc = Morze Zachodnie
    .loc = Morzu Zachodnim
    .in = na Morzu Zachodnim
    .to = na Morze Zachodnie
    .from = z Morza Zachodniego
sr-region-south_sea = Morze Południowe
    .gen = Morza Południowego
    .acc = Morze Południowe
    .loc = Morzu Południowym
    .in = na Morzu Południowym
    .to = na Morze Południowe
    .from = z Morza Południowego
sr-region-city_kerdurin = Kerdurin
    .gen = Kerdurinu
    .acc = Kerdurin
    .loc = Kerdurinie
    .in = w Kerdurinie
    .to = do Kerdurinu
    .from = z Kerdurinu
sr-region-city_mineur = Mineur
    .gen = Mineuru
    .acc = Mineur
    .loc = Mineurze
    .in = w Mineurze
    .to = do Mineuru
    .from = z Mineuru
sr-region-city_heilbron = Heilbron
    .gen = Heilbronu
    .acc = Heilbron
    .loc = Heilbronie
    .in = w Heilbronie
    .to = do Heilbronu
    .from = z Heilbronu
sr-region-city_lomen = Lomen
    .gen = Lomenu
    .acc = Lomen
    .loc = Lomenie
    .in = w Lomenie
    .to = do Lomenu
    .from = z Lomenu
sr-region-city_rotstain = Rotstain
    .gen = Rotstainu
    .acc = Rotstain
    .loc = Rotstainie
    .in = w Rotstainie
    .to = do Rotstainu
    .from = z Rotstainu
sr-region-city_rudern = Rudern
    .gen = Rudernu
    .acc = Rudern
    .loc = Rudernie
    .in = w Rudernie
    .to = do Rudernu
    .from = z Rudernu
sr-region-city_lake_city = Miasto nad Jeziorem
    .gen = Miasta nad Jeziorem
    .acc = Miasto nad Jeziorem
    .loc = Mieście nad Jeziorem
    .in = w Mieście nad Jeziorem
    .to = do Miasta nad Jeziorem
    .from = z Miasta nad Jeziorem
sr-region-city_malmo = Malmo
    .gen = Malmo
    .acc = Malmo
    .loc = Malmo
    .in = w Malmo
    .to = do Malmo
    .from = z Malmo
sr-region-city_heran = Heran
    .gen = Heranu
    .acc = Heran
    .loc = Heranie
    .in = w Heranie
    .to = do Heranu
    .from = z Heranu
sr-region-city_zlatka = Zlatka
    .gen = Zlatki
    .acc = Zlatkę
    .loc = Zlatce
    .in = w Zlatce
    .to = do Zlatki
    .from = ze Zlatki
sr-region-city_ostius = Ostius
    .gen = Ostiusu
    .acc = Ostius
    .loc = Ostiusie
    .in = w Ostiusie
    .to = do Ostiusu
    .from = z Ostiusu
sr-region-city_baria = Baria
    .gen = Barii
    .acc = Barię
    .loc = Barii
    .in = w Barii
    .to = do Barii
    .from = z Barii
sr-region-unknown = nieznane miejsce
    .gen = nieznanego miejsca
    .acc = nieznane miejsce
    .loc = nieznanym miejscu
    .in = w nieznanym miejscu
    .to = do nieznanego miejsca
    .from = z nieznanego miejsca

## Jednostki i werbunek
## Przypadki (.gen, .dat, .acc) i rodzaj (.gender: m, f albo pl).

sr-unit-troop = oddział
    .gen = oddziału
    .dat = oddziałowi
    .acc = oddział
    .gender = m
sr-unit-fanatic = fanatyk
    .gen = fanatyka
    .dat = fanatykowi
    .acc = fanatyka
    .gender = m
sr-unit-shadow = cień
    .gen = cienia
    .dat = cieniowi
    .acc = cień
    .gender = m
sr-unit-catapult = katapulta
    .gen = katapulty
    .dat = katapulcie
    .acc = katapultę
    .gender = f
sr-unit-ship = okręt
    .gen = okrętu
    .dat = okrętowi
    .acc = okręt
    .gender = m
sr-unit-ruler = władca
    .gen = władcy
    .dat = władcy
    .acc = władcę
    .gender = m
sr-unit-unknown = jednostka
    .gen = jednostki
    .dat = jednostce
    .acc = jednostkę
    .gender = f
# Żetony: krótki napis na każdym.
sr-counter-troop = ODD
sr-counter-fanatic = FAN
sr-counter-shadow = CIEŃ
sr-counter-catapult = KAT
sr-counter-ship = OKR
sr-counter-ruler = KARD
# $count: ile; $unit: co; $owner: czyje; $swords: ile z nich ma ognisty miecz.
sr-counter-title = { $count } × { $unit } { $owner-gen }{ $swords ->
        [0] {""}
       *[other] , z ognistym mieczem: { $swords }
    }
sr-item-troop = oddział
sr-item-ship = okręt
sr-item-catapult = katapulta
sr-item-sword = ognisty miecz
sr-item-fanatic = fanatyk
sr-item-shadow = cień

## Tura

# $round: runda; $last: ostatnia runda; $faction: czyja tura; $stage: jej etap.
sr-turn-label = Runda { $round } z { $last }: { $faction }, { $stage }
sr-turn-over = Runda { $round }: gra zakończona
sr-stage-start = wykup i bunt
sr-stage-recruit = werbunek
sr-stage-campaign = kampania

## Akcje

sr-action-ransom_kard = Wykup { $kard-acc }: 5 zapasów i do 5 punktów wpływu (SR-24)
sr-action-revolt = Zbuntuj się przeciw { $lord-dat } (SR-43)
# $count: ile; $item: co; $place: gdzie.
sr-action-recruit = Werbunek { $place-in }: { $count } × { $item }
# $count: przesuwane jednostki.
sr-action-move = Przesuń { $count } { $count ->
        [one] jednostkę
        [few] jednostki
       *[many] jednostek
    } { $from-from } { $to-to }
# $swords: ogniste miecze niesione przez przesuwane jednostki (SR-G8).
sr-action-move_swords = Przesuń { $count } { $count ->
        [one] jednostkę
        [few] jednostki
       *[many] jednostek
    }, w tym { $swords } z { $swords ->
        [one] ognistym mieczem
        [few] ognistymi mieczami
       *[many] ognistymi mieczami
    }, { $from-from } { $to-to }
sr-action-besiege = Rozpocznij oblężenie { $city-gen } (SR-13)
sr-action-storm = Szturmuj { $city-acc } (SR-17)
sr-action-sortie = Wypad { $city-from } na oblegających (SR-G15)
sr-action-attack = Stocz bitwę { $place-in } (SR-21)
sr-action-keep = Stały rozkaz: wykupuj jeńców, zachowując { $supplies ->
        [one] { $supplies } zapas
        [few] { $supplies } zapasy
       *[many] { $supplies } zapasów
    } (SR-23)
sr-action-tribute_on = Stały rozkaz: żądaj trybutu od swoich wasali (SR-44)
sr-action-tribute_off = Stały rozkaz: nie żądaj trybutu (SR-44)
sr-action-end_turn = Zakończ turę
# $cost: zapasy za sztukę.
sr-choice-recruit = Werbunek { $place-in }: { $item }, { $cost ->
        [one] { $cost } zapas
        [few] { $cost } zapasy
       *[many] { $cost } zapasów
    } za sztukę (SR-G6)
sr-choice-move = Marsz { $from-from } { $to-to }: 1 zapas za każde 5 jednostek (SR-6)
sr-choice-march_double = Marsz { $from-from } { $to-to }: 2 zapasy za każde 5 jednostek na bagnach i ziemiach dzikich plemion (SR-6, SR-8)
sr-choice-leave = Wymarsz { $from-from } { $to-to }: 1 zapas za każde 5 jednostek (SR-6, SR-7)
sr-choice-enter = Wejście { $to-to } { $from-from }: bez kosztów (SR-7)
sr-choice-sail = Rejs { $from-from } { $to-to }: 1 zapas za każde 5 okrętów, a każdy okręt przewozi 2 jednostki (SR-2, SR-10)
sr-choice-land = Lądowanie { $from-from } { $to-to }: okręty płacą 1 zapas za każde 5 (SR-10)
sr-choice-keep = Stały rozkaz: zapasy zachowywane przy wykupie jeńców (SR-23)
# $ours, $theirs: siły porównywane według SR-13.
sr-choice-besiege = Rozpocznij oblężenie { $city-gen }: { $ours } przeciw { $theirs } (SR-13)
# $action: akcja; $percent: dokładna szansa zwycięstwa.
sr-choice-odds = { $action } — dokładna szansa zwycięstwa: { $percent }%
sr-amount-count = Ile
sr-amount-keep = Zachowywane zapasy
sr-amount-troop = Oddziały
sr-amount-fanatic = Fanatycy
sr-amount-shadow = Cienie
sr-amount-catapult = Katapulty
sr-amount-ship = Okręty
sr-amount-ruler = Kard
sr-amount-swords = w tym z ognistymi mieczami

## Dziennik

sr-event-round = Zaczyna się runda { $round }
sr-event-turn = Tura { $faction-gen }
sr-event-stage = { $stage }
# $supplies, $influence: ilości; $why: za co (.spent) albo skąd (.gained).
sr-event-spent = { $faction } płaci { $supplies ->
        [one] { $supplies } zapas
        [few] { $supplies } zapasy
       *[many] { $supplies } zapasów
    }{ $influence ->
        [0] {""}
       *[other] {" "}i { $influence } { $influence ->
            [one] punkt wpływu
            [few] punkty wpływu
           *[many] punktów wpływu
        }
    } { $why-spent }
sr-event-gained = { $faction } zyskuje { $supplies ->
        [0] {""}
        [one] { $supplies } zapas
        [few] { $supplies } zapasy
       *[many] { $supplies } zapasów
    }{ $supplies ->
        [0] {""}
       *[other] { $influence ->
            [0] {""}
           *[other] {" "}i{" "}
        }
    }{ $influence ->
        [0] {""}
        [one] { $influence } punkt wpływu
        [few] { $influence } punkty wpływu
       *[many] { $influence } punktów wpływu
    } { $why-gained }
sr-why-move = ruch (SR-6)
    .spent = za ruch (SR-6)
    .gained = z ruchu (SR-6)
sr-why-siege = oblężenie (SR-13)
    .spent = za oblężenie (SR-13)
    .gained = z oblężenia (SR-13)
sr-why-storm = szturm (SR-17)
    .spent = za szturm (SR-17)
    .gained = ze szturmu (SR-17)
sr-why-sortie = wypad (SR-G15)
    .spent = za wypad (SR-G15)
    .gained = z wypadu (SR-G15)
sr-why-recruit = werbunek (SR-G6)
    .spent = za werbunek (SR-G6)
    .gained = z werbunku (SR-G6)
sr-why-ransom = wykup jeńców (SR-23)
    .spent = za wykup jeńców (SR-23)
    .gained = z wykupu jeńców (SR-23)
sr-why-ransom_received = okup za jeńców (SR-23)
    .spent = jako okup za jeńców (SR-23)
    .gained = z okupu za jeńców (SR-23)
sr-why-kard_ransom = wykup karda (SR-24, SR-26)
    .spent = za wykup karda (SR-24, SR-26)
    .gained = z wykupu karda (SR-24, SR-26)
sr-why-kard_ransom_received = okup za karda (SR-25)
    .spent = jako okup za karda (SR-25)
    .gained = z okupu za karda (SR-25)
sr-why-income = swoje miasta (SR-G4, SR-G5)
    .spent = na swoje miasta (SR-G4, SR-G5)
    .gained = ze swoich miast (SR-G4, SR-G5)
sr-why-tribute = trybut dla seniora (SR-44)
    .spent = jako trybut dla seniora (SR-44)
    .gained = z trybutu dla seniora (SR-44)
sr-why-tribute_received = trybut od wasala (SR-44)
    .spent = jako trybut od wasala (SR-44)
    .gained = z trybutu od wasala (SR-44)
sr-why-giants = pokonanie olbrzymów (SR-35)
    .spent = za pokonanie olbrzymów (SR-35)
    .gained = za pokonanie olbrzymów (SR-35)
# $store: pozostałe zapasy.
sr-event-store = { $city } odkłada { $store ->
        [one] { $store } zapas
        [few] { $store } zapasy
       *[many] { $store } zapasów
    } na kolejne oddziały (SR-G6)
sr-event-raised = Wystawiono { $place-in }: { $count } × { $item }
sr-event-placed = Nowa jednostka { $owner-gen } { $place-in }: { $unit }
sr-event-moved = { $owner }: { $count ->
        [one] { $count } jednostka przechodzi
        [few] { $count } jednostki przechodzą
       *[many] { $count } jednostek przechodzi
    } { $from-from } { $to-to }
sr-event-moved_stop = { $owner }: { $count ->
        [one] { $count } jednostka przechodzi
        [few] { $count } jednostki przechodzą
       *[many] { $count } jednostek przechodzi
    } { $from-from } { $to-to } i { $count ->
        [one] zatrzymuje
        [few] zatrzymują
       *[many] zatrzymuje
    } się tam (SR-G10)
sr-event-lost_battle = Bitwa { $place-in } kosztuje { $owner-acc } { $unit-acc }
sr-event-lost_captured = Do niewoli { $place-in } { $unit-gender ->
        [pl] trafiają
       *[other] trafia
    } { $unit } { $owner-gen }, bez wykupu (SR-23)
sr-event-lost_attrition = Oblężenie { $place-gen } kosztuje { $owner-acc } { $unit-acc } (SR-15)
sr-event-lost_overrun = Upadek { $place-gen } kosztuje { $owner-acc } { $unit-acc } (SR-34, SR-39)
sr-event-lost_drowned = { $unit-gender ->
        [pl] Toną
       *[other] Tonie
    } { $unit } { $owner-gen } wraz z okrętami, które { $unit-gender ->
        [pl] ich
        [f] ją
       *[other] go
    } wiozły, u brzegów { $place-gen } (SR-G10)
sr-event-ransomed = { $count ->
        [one] { $count } wykupiona jednostka wraca
        [few] { $count } wykupione jednostki wracają
       *[many] { $count } wykupionych jednostek wraca
    } { $place-to } (SR-23)
sr-event-unit_taken = Zmiana strony { $place-in }: { $unit } { $unit-gender ->
        [pl] przechodzą
       *[other] przechodzi
    } na stronę { $owner-gen } (SR-14)
sr-event-sword = Ognisty miecz przypada { $unit-dat } { $place-in } (SR-G8)
sr-event-sword_dropped = Ognisty miecz wypada z rąk { $unit-gen } { $place-in } (SR-G8)
sr-event-engaged = Wroga armia stoi { $place-in }: dochodzi do bitwy (SR-G10)
sr-event-engagement_over = Koniec bitwy { $place-in }
sr-event-siege_begun = { $faction } rozpoczyna oblężenie { $city-gen } (SR-13)
sr-event-siege_broken = Oblężenie { $city-gen } zostaje przerwane: oblegający są słabsi od obrony (SR-14)
sr-event-siege_relieved = Oblężenie { $city-gen } zostaje zniesione: oblegający zostali pobici (SR-18)
sr-event-siege_taken = Koniec oblężenia { $city-gen }: miasto zostaje zdobyte (SR-16)
sr-event-siege_giants = Koniec oblężenia { $city-gen }: miasto zdobyli olbrzymi (SR-G15)
sr-event-siege_left = Koniec oblężenia { $city-gen }: oblegający odeszli
sr-event-stormed = Rozpoczyna się szturm na { $city-acc } (SR-17)
sr-event-walls_lost = Obrońcy { $city-gen } cofają się do twierdzy: miasto się utrzymuje, ale traci mury (SR-G11)
sr-event-walls_restored = Szturm na twierdzę { $city-gen } się nie powiódł: miasto znów ma mury (SR-G11)
sr-event-city_taken = { $city } należy teraz do { $owner-gen }
sr-battle-field = Bitwa { $place-in }
sr-battle-relief = Odsiecz { $place-gen }: garnizon walczy u boku odsieczy, bez swoich murów (SR-18)
sr-battle-storm = Szturm na { $place-acc } (SR-17)
sr-battle-fortress = Szturm na twierdzę { $place-gen }: bez murów (SR-G11)
sr-battle-sortie = Wypad { $place-from }: garnizon walczy bez swoich murów (SR-G15)
sr-battle-naval = Bitwa morska { $place-in }: walczą tylko okręty (SR-G10)
# Rozliczenie strony: $bs siła jednostek; $kard jej kard; $walls obrona miasta; $strength suma; $die rzut kością; $value zadane straty.
sr-event-attacker = Atakujący ({ $owner }): jednostki { $bs } + kard { $kard } = { $strength }; kość { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] zadana strata
        [few] zadane straty
       *[many] zadanych strat
    } (SR-19)
sr-event-defender = Obrońca ({ $owner }): jednostki { $bs } + kard { $kard } + mury { $walls } = { $strength }; kość { $die }: ({ $strength } + { $die }) ÷ 4 = { $value } { $value ->
        [one] zadana strata
        [few] zadane straty
       *[many] zadanych strat
    } (SR-20)
# $attacker, $defender: pozostałe siły.
sr-event-attacker_wins = Pozostała siła: { $attacker } przeciw { $defender }: wygrywa atakujący (SR-21)
sr-event-defender_wins = Pozostała siła: { $attacker } przeciw { $defender }: obrońca się utrzymuje (SR-21: remis należy do obrońcy)
sr-event-giants_come = Nadchodzą olbrzymi: na kości wypada { $die }, uderzają na { $city-acc } (SR-29, SR-30)
sr-event-giants_spare = Na kości olbrzymów wypada { $die }: { $city } należy do neutralnych, więc w tej rundzie olbrzymi nie przychodzą (SR-31)
# Walka z olbrzymem: olbrzym (5) rzuca $giant_die i zadaje $giant_hits; obrońcy ($bs) rzucają $die i zadają $hits; pozostaje $giant_left i $left.
sr-event-giant_wins = Olbrzym (5, kość { $giant_die }) zadaje { $giant_hits }; obrońcy ({ $bs }, kość { $die }) zadają { $hits }; pozostaje { $giant_left } przeciw { $left }: olbrzym zdobywa { $city-acc }, a miasto przechodzi w ręce neutralnych z dwoma neutralnymi oddziałami (SR-33, SR-34)
sr-event-giant_loses = Olbrzym (5, kość { $giant_die }) zadaje { $giant_hits }; obrońcy ({ $bs }, kość { $die }) zadają { $hits }; pozostaje { $giant_left } przeciw { $left }: { $city } odpiera atak, olbrzym odchodzi (SR-33, SR-35)
# Najazd piratów: ich siła, siła garnizonu Ostiusu i mury, straty i pozostałe siły.
sr-event-pirates_take = Piraci ({ $strength }) najeżdżają Ostius ({ $bs } + mury { $walls }): zadają { $pirate_hits }, otrzymują { $hits }; pozostaje { $pirates_left } przeciw { $left }: Ostius wpada w ręce piratów (od SR-37 do SR-39)
sr-event-pirates_beaten = Piraci ({ $strength }) najeżdżają Ostius ({ $bs } + mury { $walls }): zadają { $pirate_hits }, otrzymują { $hits }; pozostaje { $pirates_left } przeciw { $left }: Ostius odpiera najazd (od SR-37 do SR-39)
sr-event-no_raid = Ostius należy do neutralnych: w tej rundzie piraci nie najeżdżają (SR-G14)
sr-event-kard_captured = { $kard } trafia do niewoli { $owner-gen } { $place-in } (SR-22, SR-23)
sr-event-kard_freed = { $kard } znów jest wolny
sr-event-vassal = { $vassal } staje się wasalem { $lord-gen } (SR-40, SR-41)
sr-event-revolted = { $vassal } buntuje się i zrywa ze swoim seniorem (SR-43)
sr-event-released = { $vassal } znów jest wolne: jego senior sam stał się wasalem, a wasal nie ma wasali (SR-G16)
# $keep: zapasy zachowywane przy wykupie.
sr-event-orders = Rozkazy { $faction-gen }: wykupywać jeńców, zachowując { $keep ->
        [one] { $keep } zapas
        [few] { $keep } zapasy
       *[many] { $keep } zapasów
    }; nie żądać trybutu
sr-event-orders_tribute = Rozkazy { $faction-gen }: wykupywać jeńców, zachowując { $keep ->
        [one] { $keep } zapas
        [few] { $keep } zapasy
       *[many] { $keep } zapasów
    }; żądać trybutu od wasali

## Koniec gry

sr-outcome-won = { $faction } wygrywa w rundzie { $round }, mając { $influence ->
        [one] { $influence } punkt wpływu
        [few] { $influence } punkty wpływu
       *[many] { $influence } punktów wpływu
    } (SR-G7)
sr-outcome-shared = { $count ->
        [one] { $count } królestwo dzieli
        [few] { $count } królestwa dzielą
       *[many] { $count } królestw dzieli
    } się zwycięstwem w rundzie { $round } (SR-G7)
sr-outcome-draw = Żadne królestwo nie może wygrać: remis w rundzie { $round } (SR-G7, SR-27)

## Symbole na mapie

sr-mark-walls = Miasto ufortyfikowane, jego obrońcy liczą się podwójnie (SR-5)
sr-mark-fortress = Obrońcy trzymają twierdzę, mury są stracone (SR-G11)
sr-mark-open = Miasto otwarte (SR-4)
sr-mark-capital = Stolica (SR-G2)
sr-mark-siege = Oblężenie: { $faction } (SR-13)

## Panele

sr-panel-number = { $number }
sr-panel-percent = { $percent }%
sr-panel-game = Gra
sr-panel-round = Runda
sr-panel-of = { $round } z { $last }
sr-panel-acting = Teraz gra
sr-panel-next_giants = Następny najazd olbrzymów (SR-29)
sr-panel-next_pirates = Następny najazd piratów (SR-36)
sr-panel-never = nie przed końcem gry
sr-panel-supplies = Zapasy
sr-panel-influence = Punkty wpływu (25 daje zwycięstwo, SR-G7)
sr-panel-cities = Miasta
sr-panel-income = W każdej fazie zaopatrzenia (SR-G4, SR-G5)
sr-panel-income_value = { $supplies ->
        [one] { $supplies } zapas
        [few] { $supplies } zapasy
       *[many] { $supplies } zapasów
    } i { $influence ->
        [one] { $influence } punkt wpływu
        [few] { $influence } punkty wpływu
       *[many] { $influence } punktów wpływu
    } z { $cities } { $cities ->
        [one] miasta
        [few] miast
       *[many] miast
    }
sr-panel-kard = Kard
sr-panel-kard_free = { $kard }, wolny
sr-panel-kard_captive = { $kard }, w niewoli { $owner-gen } { $place-in }: wykup go na początku swojej tury (SR-24)
sr-panel-kard_gone = brak
sr-panel-lord = Senior (SR-42)
sr-panel-tribute_owed = Należny trybut (SR-44)
sr-panel-vassal = Wasal
sr-panel-keep = Zapasy zachowywane przy wykupie (SR-23)
sr-panel-tribute = Żądanie trybutu (SR-44)
sr-panel-revolt = Może się zbuntować (SR-43)
sr-panel-yes = tak
sr-panel-no = nie
sr-panel-realms = Królestwa
sr-panel-standing = { $influence ->
        [one] { $influence } punkt wpływu
        [few] { $influence } punkty wpływu
       *[many] { $influence } punktów wpływu
    }, { $cities ->
        [one] { $cities } miasto
        [few] { $cities } miasta
       *[many] { $cities } miast
    }
sr-panel-standing_ineligible = { $influence ->
        [one] { $influence } punkt wpływu
        [few] { $influence } punkty wpływu
       *[many] { $influence } punktów wpływu
    }, { $cities ->
        [one] { $cities } miasto
        [few] { $cities } miasta
       *[many] { $cities } miast
    }: teraz nie może wygrać (SR-27, SR-G7)
sr-panel-owner = Właściciel
sr-panel-city = Miasto
sr-panel-fortified = ufortyfikowane: obrońcy liczą się podwójnie (SR-5)
sr-panel-open = otwarte (SR-4)
sr-panel-defence = Obrona (SR-13)
sr-panel-defence_value = jednostki { $bs } + kard { $kard } + mury { $walls } = { $strength }
sr-panel-siege = Oblężenie
sr-panel-siege_value = prowadzi { $faction } od rundy { $round }, rok oblężenia: { $year } (SR-15)
sr-panel-port = Port
sr-panel-terrain = Teren
sr-panel-double_cost = wejście kosztuje podwójnie (SR-8)
sr-panel-impassable = nie do przebycia (SR-9)
sr-panel-army = Armia { $owner-gen }
sr-panel-army_value = { $units } { $units ->
        [one] jednostka
        [few] jednostki
       *[many] jednostek
    }: siła { $bs } + kard { $kard }
sr-panel-odds = Dokładne szanse bitwy (od SR-19 do SR-21)
sr-panel-odds_strength = Siła
sr-panel-odds_pair = { $ours } przeciw { $theirs }
sr-panel-odds_win = Szansa zwycięstwa
sr-panel-odds_losses = Twoje oczekiwane straty
sr-panel-odds_kills = Oczekiwane straty wroga

## Odmowy ($rule: identyfikator zasady)

# $waiting: królestwo, które teraz działa.
# $stage: etap, do którego to należy (sr-stage-*).
sr-refusal-wrong_stage = To należy do etapu „{ $stage }”, który w tej turze już minął: najpierw jest wykup i bunt, potem werbunek, a na końcu kampania ({ $rule }).
sr-refusal-no_ransom = Twój kard nie jest w niewoli, więc nie ma kogo wykupić ({ $rule }).
# $cost: koszt wykupu; $have: twoje zapasy.
sr-refusal-ransom_cost = Wykup kosztuje { $cost ->
        [one] { $cost } zapas
        [few] { $cost } zapasy
       *[many] { $cost } zapasów
    }, a masz { $have } ({ $rule }).
sr-refusal-no_city_for_kard = Nie masz żadnego miasta, do którego mógłby wrócić twój kard ({ $rule }).
sr-refusal-no_revolt = Zbuntować się może tylko wasal, który ma więcej miast niż jego senior ({ $rule }).
sr-refusal-bad_recruit_place = Jednostki werbuje się we własnym mieście, które nie jest oblężone, okręty w porcie, a fanatyków i cienie w Krainie Cieni, dopóki ją trzymasz ({ $rule }).
sr-refusal-too_many_items = Miasto wystawia najwyżej 2 sztuki na turę ({ $rule }).
sr-refusal-no_carrier = Ognisty miecz potrzebuje oddziału, fanatyka albo cienia bez miecza ({ $rule }).
# $cost: koszt; $have: twoje zapasy.
sr-refusal-no_supplies = To kosztuje { $cost ->
        [one] { $cost } zapas
        [few] { $cost } zapasy
       *[many] { $cost } zapasów
    }, a masz { $have } ({ $rule }).
sr-refusal-not_a_step = To nie jest jeden krok ({ $rule }).
sr-refusal-impassable = Na ten teren nie można wejść ({ $rule }).
sr-refusal-no_such_units = W tej armii nie ma takich jednostek z pozostałymi krokami ({ $rule }).
sr-refusal-ships_only = Żeglują tylko okręty, a armia wypływa z miasta portowego ({ $rule }).
# $need: ile okrętów potrzeba; $ships: ile ich tam masz.
sr-refusal-too_few_ships = Za mało okrętów: każdy przewozi 2 jednostki, więc potrzeba { $need ->
        [one] { $need } okrętu
        [few] { $need } okrętów
       *[many] { $need } okrętów
    }, a masz ich tam { $ships } ({ $rule }).
sr-refusal-hostile_city = Do miasta innego królestwa można wejść tylko szturmem ({ $rule }).
sr-refusal-besieged = Oblężonego miasta nie można ani opuścić, ani do niego wejść ({ $rule }).
sr-refusal-lords_city = Wasal i jego senior nigdy nie wchodzą do swoich miast nawzajem ({ $rule }).
sr-refusal-third_source = Jednocześnie mogą wejść armie najwyżej z dwóch obszarów ({ $rule }).
sr-refusal-battle_pending = Najpierw musi się odbyć bitwa tam, dokąd weszły twoje armie ({ $rule }).
sr-refusal-no_battle = Nie ma tam żadnej bitwy do stoczenia ({ $rule }).
sr-refusal-not_in_field = Twoja armia musi stać w okolicy miasta ({ $rule }).
sr-refusal-too_weak = Oblegający muszą być silniejsi od obrony miasta ({ $rule }).
sr-refusal-already_besieged = To miasto jest już oblężone ({ $rule }).
sr-refusal-not_bordering = Twoje królestwo nie graniczy z obszarem tego miasta ({ $rule }).
sr-refusal-not_enemy_city = To nie jest miasto innego królestwa ani neutralnych ({ $rule }).
sr-refusal-not_besieged_long = Szturmować można tylko miasto, które oblegasz od wcześniejszej tury ({ $rule }).
sr-refusal-stormed_already = To miasto było już w tej turze szturmowane ({ $rule }).
sr-refusal-no_garrison = Nie ma tam twojego oblężonego garnizonu ({ $rule }).
sr-refusal-attack_lord = Wasal nigdy nie atakuje swojego seniora ({ $rule }).
sr-refusal-bad_order = Wartość stałego rozkazu jest poza zakresem ({ $rule }).
sr-refusal-bad_place = Nieznane miejsce ({ $rule }).
sr-refusal-unknown_scenario = Nieznany scenariusz: { $scenario }.
sr-refusal-seats = W grze Królestwa Cieni bierze udział od 2 do 5 królestw, obsadzanych w ich kolejności.

## Przewodnik: co królestwo, którego jest tura, może teraz zrobić i dlaczego (zgłoszenie 19)

# $supplies: zapasy królestwa.
sr-guide-ransom = Twój kard jest w niewoli: możesz go teraz, na początku tury, wykupić za 5 zapasów i do 5 punktów wpływu (masz { $supplies ->
        [one] { $supplies } zapas
        [few] { $supplies } zapasy
       *[many] { $supplies } zapasów
    }). Gdy zaczniesz werbunek albo ruch, wykup poczeka do następnej tury.
sr-guide-revolt = Służysz seniorowi, ale masz więcej miast niż on: możesz teraz, na początku tury, wzniecić bunt. W przeciwnym razie graj dalej: werbunek, potem ruch, oblężenia i bitwy.
# $supplies: zapasy królestwa.
sr-guide-recruit = Twoja tura: najpierw werbuj oddziały i inne jednostki w swoich miastach, płacąc zapasami (masz { $supplies ->
        [one] { $supplies } zapas
        [few] { $supplies } zapasy
       *[many] { $supplies } zapasów
    }). Potem ruszaj armiami, oblegaj i szturmuj miasta, staczaj bitwy; gdy armia wyruszy, werbunek w tej turze się kończy. Gdy skończysz, naciśnij „{ sr-action-end_turn }”.
# $supplies: zapasy królestwa.
sr-guide-campaign = Kampania: ruszaj armiami (krok kosztuje 1 zapas za każde 5 jednostek), rozpoczynaj oblężenie miasta z jego okolicy i szturmuj je w jednej z kolejnych tur. Masz { $supplies ->
        [one] { $supplies } zapas
        [few] { $supplies } zapasy
       *[many] { $supplies } zapasów
    }. Gdy skończysz, naciśnij „{ sr-action-end_turn }”.
sr-guide-battle = Twoja armia weszła na obszar, na którym stoi wroga armia: bitwa musi się odbyć, zanim zakończysz turę. Stocz ją tam (przy każdym wyborze widać dokładne szanse); wcześniej może tam jeszcze wkroczyć inna twoja armia, by się przyłączyć.

## Zasady 2: wybory właścicieli (SR-G9) i reguły, które muszą obowiązywać po każdej akcji

# $kard: kard; $place: miasto, do którego wraca.
sr-action-ransom_kard_to = Wykup { $kard-acc } { $place-to }: 5 zapasów i do 5 punktów wpływu (SR-24, SR-G9)
# $count: czekające jednostki; $place: dokąd idą.
sr-action-withdraw = Wycofaj { $count } { $count ->
        [one] jednostkę
        [few] jednostki
       *[many] jednostek
    } { $place-to } (SR-22, SR-G9)
sr-action-place = Wyślij { $count } { $count ->
        [one] wykupioną jednostkę
        [few] wykupione jednostki
       *[many] wykupionych jednostek
    } { $place-to } (SR-23, SR-G9)
# $unit: rodzaj jednostki.
sr-action-lose_first = Stały rozkaz: jako pierwsze tracić jednostki rodzaju „{ $unit }” (SR-G9, SR-15)
sr-event-siege_peace = Koniec oblężenia { $city-gen }: senior i wasal żyją w pokoju (SR-42, SR-45)
# $faction: kto wybiera; $count: jednostki; $place: gdzie czekają.
sr-event-withdraw_awaited = { $faction } wybiera, dokąd wycofa { $count } { $count ->
        [one] pobitą jednostkę
        [few] pobite jednostki
       *[many] pobitych jednostek
    } { $place-from } (SR-22, SR-G9)
sr-event-place_awaited = { $faction } wybiera, dokąd pójdzie { $count } { $count ->
        [one] wykupiona jednostka
        [few] wykupione jednostki
       *[many] wykupionych jednostek
    } { $place-from } (SR-23, SR-G9)
sr-event-chosen = { $faction } wybiera: { $place } (SR-G9)
# $first … $fifth: rodzaje jednostek w kolejności, w jakiej królestwo je traci.
sr-event-loss_order = { $faction } traci jednostki w tej kolejności: { $first }, { $second }, { $third }, { $fourth }, { $fifth } (SR-G9, SR-15)
sr-panel-losses = Jednostki tracone najpierw (SR-G9, SR-15)
sr-panel-loss_order = najpierw { $first }, potem { $second }, { $third }, { $fourth }, na końcu { $fifth }
sr-panel-waiting = Czeka na
sr-panel-waiting_value = wybór { $faction-gen }: dokąd idą jego jednostki (SR-G9)
sr-refusal-choice_first = Najpierw wybierz, dokąd pójdą twoje jednostki ({ $rule }).
sr-refusal-not_a_choice = Nie ma takiego wyboru do dokonania ({ $rule }).
sr-guide-choice = Twoje pobite lub wykupione jednostki czekają na ciebie: wybierz, dokąd pójdą. Każde miejsce to osobny wybór; gra toczy się dalej, gdy wybierzesz (SR-G9).
sr-invariant-peace_siege = SR-42: { $faction } oblega miasto { $city } należące do { $owner-gen }, z którym żyje w pokoju
sr-invariant-no_besiegers = SR-G15: miasto { $city } jest oblegane, choć na jego ziemi nie ma oblegających
sr-invariant-weak_siege = SR-14: oblężenie { $city-gen } trwa przy sile { $ours } przeciw { $theirs }
sr-invariant-empty_fortress = SR-16: twierdza { $city-gen } nie ma obrońców, a mimo to { $owner } zachowuje miasto
sr-invariant-foe_in_city = SR-G10: jednostki { $faction-gen } stoją w mieście { $city } należącym do { $owner-gen }
sr-invariant-impassable = SR-9: jednostki stoją { $place-in }
sr-invariant-overloaded = SR-2: { $riders } jednostek { $owner-gen } { $place-in } ma tylko { $ships } okrętów
sr-invariant-foes_together = SR-21: wrogie armie { $first-gen } i { $second-gen } stoją razem { $place-in }, a bitwy nie będzie
sr-invariant-kard_count = SR-24: { $kard } jest na mapie { $count } razy, a powinien { $expected }
sr-invariant-neutral_captor = SR-25: { $kard } jest więziony przez neutralnych { $place-in }, którego nie posiadają
sr-invariant-vassal_chain = SR-G16: { $vassal } służy { $lord-dat }, który sam jest wasalem albo tym samym królestwem
sr-invariant-nobody = SR-G3: gra się nie skończyła, a żadne królestwo nie ma ruchu
sr-invariant-stuck = SR-G3: { $faction } nie może ani zakończyć tury, ani stoczyć bitew, które musi stoczyć
sr-invariant-step_not_offered = SR-6: { $unit } może przejść { $from-from } { $to-to }, ale żaden ruch nie jest oferowany

## Issue 36: what a place offers a newcomer that is not possible now, and why.
sr-panel-not_now = Teraz niemożliwe
sr-not_now-recruit = Werbunek
sr-not_now-move = Ruch
sr-not_now-besiege = Oblężenie
sr-not_now-storm = Szturm
