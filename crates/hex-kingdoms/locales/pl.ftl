### Hex Kingdoms: komunikaty po polsku.
###
### Argumenty będące nazwami ($player, $hex, $unit, $structure, $side,
### $token…) to inne komunikaty tego pliku, przekazywane w całości: tekst może
### użyć ich atrybutów (przypadków i innych form), o ile nazwany komunikat je
### ma. Liczby ($count, $gold, $dice…) są liczbami Fluent, więc selektory
### liczby mnogiej (one, few, many) działają na nich.
###
### Atrybuty nazw używane w tym pliku:
### - heksy (hk-region-*): .gen, .loc oraz .w i .z, czyli gotowe wyrażenia
###   „w/we + miejscownik” i „z/ze + dopełniacz” („we Wrenhamie”,
###   „ze Stonewicku”); nazwy na -ley, -by, -bury, -mere, -combe, -thorpe,
###   -worth, -stead są nieodmienne, jak w polszczyźnie nazwy angielskie;
### - jednostki (hk-unit-*): wartość to nazwa rodzaju („łucznicy”), a
###   .one/.few/.many, .acc, .gen i .gender dotyczą jednego elementu na mapie
###   („oddział łuczników”, „trebusz”, „galera”); .one służy też jako jego
###   mianownik;
### - budowle (hk-struct-*): .acc, .gen;
### - strony bitwy (hk-side-*): .gen;
### - żetony (hk-token-*): .one (mianownik liczby pojedynczej), .acc;
### - ustroje (hk-gov-*): .acc; religie (hk-religion-*): .gen;
### - rodzaje testów (hk-word-conversion, hk-word-recovery): .gen.

## Gra i jej scenariusze

hk-name = Hex Kingdoms
hk-scenario-four-realms = Cztery królestwa (3–4 graczy, 169 heksów)
# scenarios kept for games begun on the first edition of the maps
hk-scenario-four-realms-first_map = Cztery królestwa, pierwsza mapa (3–4 graczy, 169 heksów)
hk-scenario-two-kingdoms = Dwa królestwa (2 graczy, 127 heksów)
hk-scenario-two-kingdoms-first_map = Dwa królestwa, pierwsza mapa (2 graczy, 127 heksów)

# Skrót zasad, pokazywany przed grą (akapity oddzielone pustymi wierszami)
hk-rules_summary =
    Od dwóch do czterech królestw rywalizuje przez 12 rund na mapie z heksów. Na początku każdej tury odświeżasz siły (zdejmujesz z każdej jednostki jedną kość zmęczenia i uzupełniasz pulę do 3 kości akcji), pobierasz złoto (2 za każde miasto, 1 za każdy oddział chłopów na twoim terytorium, najwyżej 3 z jednej prowincji, 1 za każde targowisko) i wydajesz kości akcji (G-5): wykonujesz manewr armią (a potem atakujesz, G-6), werbujesz wojsko w mieście lub zamku, budujesz miasta, zamki, mury, palisady i budynki, opracowujesz technologię albo zmieniasz ustrój.

    W bitwach nie rzuca się kośćmi. Najpierw obrońca może zareagować, przesuwając do obrony niewyczerpane armie z pobliża celu (HK-5). Obie strony wkładają żetony do jednego woreczka: jednostka aktywna (taka, która dosięga wroga) daje żeton w kolorze swojego właściciela oraz swoją premię siły, jednostka nieaktywna daje żeton neutralny, a gracze mogą dołożyć kości akcji i doświadczenia (HK-13). Atakujący dobiera od 1 do tylu żetonów, ile wynosi jego męstwo (liczba jego jednostek, a podczas oblężenia dodatkowo 1 za trebusz i 1 za Wieżę oblężniczą); jeśli dobierze mniej, niż wynosi męstwo obrońcy, obrońca może dobrać kolejne żetony aż do tej liczby (HK-36, HK-38). Taktyka i Stała armia pozwalają swojemu posiadaczowi dobrać ponownie (HK-42). Każdy dobrany żeton w twoim kolorze to jedno obrażenie dla wroga, przydzielane heks po heksie według kolejności niszczenia: w pełni uszkodzone budowle, mury na linii ataku, jednostki, budynki, a na końcu miasto lub zamek (HK-50). Budowle zachowują czarne kości uszkodzeń. Obie strony usuwają straty jednocześnie; utracony budynek wraca na planszę właściciela jako wybrany przez niego rodzaj budynku (HK-75). Jeśli atakujący wygra, a atakowany heks opustoszeje, jedna sąsiadująca z nim atakująca armia może do niego wkroczyć (G-21).

    Teokracja pozwala nawrócić wrogą jednostkę (HK-30), a demokracja odzyskać utraconą (HK-58), jeśli zdasz test: dobierasz tyle żetonów, ile wynosi jego trudność, i zdajesz go, gdy jest wśród nich co najmniej jeden twój i żaden wroga; jednostka staje wtedy na wolnym sąsiednim heksie (G-15). Zamki podnoszą twój limit formacji. Miasta dają 3 punkty zwycięstwa, zamki 2, budynki 1, technologie 1, relikwie 2, a osiągnięcia 3; gracz, który na koniec rundy jako jedyny ma jeszcze miasto, natychmiast wygrywa.

## Królestwa graczy (według koloru)

hk-role-blue = Niebieski
hk-role-gold = Złoty
hk-role-green = Zielony
hk-role-red = Czerwony

## Odmowy: dlaczego akcja jest niedozwolona (G-…, HK-… to numery zasad)

hk-refusal-already_done = To zostało już zrobione w tej turze (G-5).
hk-refusal-already_owned = Już to masz (G-17, G-18).
hk-refusal-bad_draw = Nie możesz teraz dobrać tylu żetonów (HK-36, HK-38).
hk-refusal-bad_fabian = Taktyka fabiańska nie pozwala odrzucić tylu żetonów (HK-80).
hk-refusal-bad_landing = Jednostka może stanąć tylko na dozwolonym sąsiednim heksie: takim, na który może wejść, bez wrogich jednostek i budowli, z miejscem na kolejną jednostkę (G-15).
hk-refusal-bad_reaction = Ta armia nie może tam zareagować (G-7).
hk-refusal-bad_site = Nie można tego tam zbudować (G-12).
hk-refusal-bad_target = Na atakowanym heksie muszą być elementy dokładnie jednego innego gracza (G-6).
hk-refusal-cannot_destroy = Zostało za mało obrażeń, by to zniszczyć (HK-53).
hk-refusal-cannot_reach = Armia nie dotrze tam w tym manewrze (G-6).
hk-refusal-bad_split = Przy podziale co najmniej jedna jednostka zostaje i co najmniej jedna rusza, a żadnego rodzaju nie zostaje więcej, niż ma armia (HK-85).
hk-refusal-exhausted = Ta armia jest wyczerpana (HK-87).
hk-refusal-formation_full = Formacja przekroczyłaby twój limit (HK-8).
hk-refusal-need_workshop = Ta jednostka wymaga warsztatu w mieście (G-11).
hk-refusal-no_action_dice = Nie masz już kości akcji (G-5).
hk-refusal-no_supply = Na twojej planszy nie został już żaden taki element (G-4).
hk-refusal-not_drawn = Nie dobrano żadnego żetonu w tym kolorze (HK-43).
hk-refusal-not_enough_gold = To kosztuje { $cost ->
        [one] { $cost } sztukę złota
        [few] { $cost } sztuki złota
       *[many] { $cost } sztuk złota
    }, a masz tylko { $have } (G-10).
hk-refusal-not_participant = To nie jest wrogi uczestnik tej bitwy (HK-49).
hk-refusal-not_recruit_site = Nie możesz tam zwerbować tej jednostki (G-11).
hk-refusal-not_your_army = Nie masz tam armii (G-6).
hk-refusal-nothing_to_repair = Nie ma tam czego naprawiać albo w sąsiedztwie stoi wróg (G-24).
hk-refusal-out_of_reach = Żadna z twoich armii nie dosięga tego heksu (G-6).
hk-refusal-priority = Najpierw trzeba zniszczyć coś innego na tym heksie (HK-50).
hk-refusal-recruit_limit = W tym mieście lub zamku zwerbowano już w tej turze tyle, ile można (G-11).
hk-refusal-roles = Każde miejsce przy stole musi mieć inny kolor: czerwony, niebieski, zielony lub złoty (G-4).
# $seats: liczba graczy, o którą poproszono; $min_seats, $max_seats:
# najmniejsza i największa liczba graczy w scenariuszu
hk-refusal-seats = W tym scenariuszu może grać od { $min_seats } do { $max_seats } graczy, a nie { $seats } (G-4).
hk-refusal-stack_full = Na jednym heksie może stać najwyżej 5 jednostek jednego gracza (G-9).
hk-refusal-tech_unavailable = Ta technologia nie jest teraz dostępna (G-18).
hk-refusal-too_many_dice = Nie masz tylu kości (HK-13).
# $scenario: identyfikator scenariusza w podanej postaci (nietłumaczony)
hk-refusal-unknown_scenario = Nieznany scenariusz { $scenario }.
hk-refusal-wrong_step = To należy do etapu „{ $step }” (HK-4).

## Etykieta tury: „Runda 3 – Czerwony: akcje”

# $player: królestwo na ruchu; $step: jeden z komunikatów hk-step-*
hk-turn = Runda { $round } – { $player }: { $step }
hk-step-actions = akcje
hk-step-advance = wkroczenie po zwycięstwie
hk-step-after_manoeuvre = po manewrze
hk-step-battle = bitwa

## Akcje do wyboru
## ($hex, $from, $to, $target: nazwy heksów; $unit, $structure: rodzaj
## jednostki lub budowli, np. „łucznicy”, „mur”)

hk-action-advance = Wkrocz { $from-z } do { $target-gen }
hk-action-assign_gone = Przydziel obrażenia
hk-action-assign_structure = Uszkodź { $structure-acc } { $hex-w }
hk-action-assign_unit = Zniszcz { $unit-acc } { $hex-w }
# $target: atakowany heks; $win_percent, $unharmed_percent: procenty z jednym
# miejscem po przecinku (62,5), szansa zniszczenia wszystkich obrońców i
# szansa, że nie straci się niczego
hk-action-attack = Atakuj { $target } (zanim woreczek zostanie przygotowany: { $win_percent }% na zniszczenie wszystkich obrońców, { $unharmed_percent }% na brak strat)
# $cost: złoto
hk-action-build = Zbuduj { $structure-acc } { $hex-w } ({ $cost ->
        [one] { $cost } sztuka złota
        [few] { $cost } sztuki złota
       *[many] { $cost } sztuk złota
    })
# $structure: mur lub palisada; $edge: numer (0–5) boku heksu, na którym
# powstaje
hk-action-build_segment = Zbuduj { $structure-acc } { $hex-w } na krawędzi z polem { $toward }
hk-action-build_segment_border = Zbuduj { $structure-acc } { $hex-w } na krawędzi mapy
hk-action-convert_gone = Spróbuj nawrócić
hk-action-convert_structure = Spróbuj nawrócić { $structure-acc } { $hex-w }
hk-action-convert_unit = Spróbuj nawrócić { $unit-acc } { $hex-w }
# $count: liczba żetonów do dobrania
hk-action-draw = Dobierz { $count ->
        [one] { $count } żeton
        [few] { $count } żetony
       *[many] { $count } żetonów
    } z woreczka
hk-action-end_manoeuvre = Zakończ manewr
hk-action-end_turn = Zakończ turę
# $from: gdzie stoi dołączająca armia; $to: dokąd się przemieszcza
hk-action-join = Dołącz do formacji armię { $from-w } i przesuń ją do { $to-gen }
hk-action-keep = Zachowaj dobrane żetony
# $unit: rodzaj nawróconej lub odzyskanej jednostki; $hex: heks, na którym staje (G-15)
hk-action-land_converted = Postaw nawróconą jednostkę ({ $unit }) { $hex-w }
hk-action-land_gone = Postaw jednostkę { $hex-w }
hk-action-land_recovered = Postaw odzyskaną jednostkę ({ $unit }) { $hex-w }
hk-action-manoeuvre = Manewruj { $from-z } do { $to-gen }
hk-action-manoeuvre_split = Manewruj { $from-z } do { $to-gen }, zostawiając chłopów
# $count: jednostki, które zostają w $from (HK-85).
hk-action-split = Podziel armię: { $count ->
        [one] { $count } jednostka zostaje
        [few] { $count } jednostki zostają
       *[many] { $count } jednostek zostaje
    } { $from-z }, reszta manewruje { $to-gen } (HK-85)
hk-choice-split = Podziel armię: część manewruje { $from-z } do { $to-gen } (HK-85)
# $percent: exact chance in % with one decimal; $dealt, $taken: expected damage; $count: tokens to draw; $extra: tokens the defender may still draw
hk-choice-draw = { hk-action-draw } — dokładne szanse: { $percent }% na zniszczenie wszystkich uczestników wroga; oczekiwane obrażenia: zadane { $dealt }, otrzymane { $taken }
hk-choice-draw_extend = { hk-choice-draw }; obrońca może potem dobrać jeszcze do { $extra } (HK-38), nie wliczono
hk-choice-stop = { hk-action-stop } — z tym, co dobrano: { $percent }% na zniszczenie wszystkich uczestników wroga; obrażenia: zadane { $dealt }, otrzymane { $taken }
hk-choice-stop_extend = { hk-choice-stop }; obrońca może potem dobrać jeszcze do { $extra } (HK-38), nie wliczono
# $unit: rodzaj jednostki, np. „włócznicy”.
hk-amount-leave = Zostają: { $unit }
hk-action-no_reaction = Bez (dalszej) reakcji
# $action_dice, $experience_dice: kości wkładane do woreczka; $omitted_dice:
# pominięte kości obrony; $fabian_discard: żetony każdej strony, które
# odrzuca Taktyka fabiańska
hk-action-prepare = Przygotowanie: dodaj { $action_dice ->
        [one] { $action_dice } kość akcji
        [few] { $action_dice } kości akcji
       *[many] { $action_dice } kości akcji
    } i { $experience_dice ->
        [one] { $experience_dice } kość doświadczenia
        [few] { $experience_dice } kości doświadczenia
       *[many] { $experience_dice } kości doświadczenia
    }, pomiń { $omitted_dice ->
        [one] { $omitted_dice } kość obrony
        [few] { $omitted_dice } kości obrony
       *[many] { $omitted_dice } kości obrony
    }, Taktyka fabiańska: { $fabian_discard }
hk-action-react = Reakcja: przesuń armię { $from-z } do { $to-gen }
# $unit: rodzaj utraconej jednostki; $hex: gdzie ją utracono
hk-action-recover = Spróbuj odzyskać { $unit-acc } { $unit-gender ->
        [f] utraconą
       *[m] utracony
    } { $hex-w }
hk-action-recover_gone = Spróbuj odzyskać
# $was: the lost building's type on the map; $kind: the type it returns as
hk-action-return_building = Utracony budynek ({ $was }) wraca na twoją planszę jako: { $kind } (HK-75)
# $cost: złoto
hk-action-recruit = Zwerbuj { $unit-acc } { $hex-w } ({ $cost ->
        [one] { $cost } sztuka złota
        [few] { $cost } sztuki złota
       *[many] { $cost } sztuk złota
    })
hk-action-reform = Zmień ustrój na { $government-acc }
# $token: rodzaj żetonu (hk-token-*)
hk-action-regular_army = Stała armia: odłóż { $token-acc } i dobierz ponownie
hk-action-repair_gone = Napraw
hk-action-repair_structure = Napraw { $structure-acc } { $hex-w }
hk-action-repair_unit = Napraw { $unit-acc } { $hex-w }
# $tech: technologia (hk-tech-*)
hk-action-research = Opracuj technologię „{ $tech }”
hk-action-skip_check = Nie wykonuj (kolejnych) testów
# $hex: gdzie armia pozostaje
hk-action-stand = Manewruj, pozostając { $hex-w }
hk-action-stop = Przestań dobierać
hk-action-tactics = Taktyka: dobierz od nowa wszystkie żetony starcia

## Dziennik gry
## ($player: nazwa królestwa; $side: Atakujący lub Obrońca (hk-side-*);
## $hex: nazwa heksu; $unit, $structure: rodzaj jednostki lub budowli)

hk-event-achievement = { $player } zdobywa osiągnięcie „{ $achievement }”
hk-event-advance = Zwycięzcy mogą wkroczyć do { $hex-gen }
# $damage: punkty obrażeń
hk-event-assigned_gone = Przydzielono { $damage ->
        [one] { $damage } obrażenie
        [few] { $damage } obrażenia
       *[many] { $damage } obrażeń
    }
hk-event-assigned_structure = Przydzielono { $damage ->
        [one] { $damage } obrażenie
        [few] { $damage } obrażenia
       *[many] { $damage } obrażeń
    }: { $structure } { $hex-w }
hk-event-assigned_unit = Przydzielono { $damage ->
        [one] { $damage } obrażenie
        [few] { $damage } obrażenia
       *[many] { $damage } obrażeń
    }: { $unit-one } { $hex-w }
# $attacker, $defender: nazwy królestw; $target: atakowany heks
hk-event-battle = { $attacker } atakuje { $target }, którego broni { $defender }
hk-event-battle_drawn = Bitwa kończy się bez zwycięzcy
hk-event-battle_won = Bitwa się kończy: wygrywa { $side }
hk-event-built = Zbudowano { $structure-acc } { $hex-w }
# $check: rodzaj testu (hk-word-conversion lub hk-word-recovery);
# $difficulty: jego trudność; $drawn: dobrane żetony; $result: hk-word-passed
# lub hk-word-failed
hk-event-check = { $side } wykonuje test { $check-gen } o trudności { $difficulty }: dobiera { $drawn ->
        [one] { $drawn } żeton
        [few] { $drawn } żetony
       *[many] { $drawn } żetonów
    } – test { $result }
hk-event-converted = Jednostka nawrócona: { $hex-w } pojawia się { $unit-gender ->
        [f] nowa
       *[m] nowy
    } { $unit-one }
# $attacker_damage, $defender_damage: obrażenia zadawane przez każdą ze stron
hk-event-damage = Obrażenia: atakujący zadaje { $attacker_damage }, obrońca zadaje { $defender_damage }
# $token: rodzaj dobranego żetonu (hk-token-*)
hk-event-drawn = { $side } dobiera { $token-acc }
# $units: liczba jednostek; $dice: kości zmęczenia, które otrzymuje każda z nich
hk-event-exhausted = { $units ->
        [one] { $units } jednostka otrzymuje { $dice ->
            [one] { $dice } kość
            [few] { $dice } kości
           *[many] { $dice } kości
        }
        [few] { $units } jednostki otrzymują po { $dice } kości
       *[many] { $units } jednostek otrzymuje po { $dice } kości
    } zmęczenia
hk-event-experience = { $player } zdobywa { $dice ->
        [one] { $dice } kość doświadczenia
        [few] { $dice } kości doświadczenia
       *[many] { $dice } kości doświadczenia
    }
# $count: odrzucone żetony każdej strony
hk-event-fabian = Taktyka fabiańska odrzuca po { $count ->
        [one] { $count } żetonie
        [few] { $count } żetony
       *[many] { $count } żetonów
    } każdej ze stron
hk-event-game_over = Gra się zakończyła
# $player: kto wybiera; $unit: rodzaj jednostki; $hex: heks, obok którego staje (G-15)
hk-event-landing = { $player } wybiera, gdzie obok { $hex-gen } stanie { $unit-one } (G-15)
# $units, $structures: elementy zdjęte z mapy; $damaged: budowle uszkodzone,
# ale wciąż stojące
hk-event-losses = Usunięto straty: { $units ->
        [one] { $units } jednostka
        [few] { $units } jednostki
       *[many] { $units } jednostek
    }, { $structures ->
        [one] { $structures } budowla
        [few] { $structures } budowle
       *[many] { $structures } budowli
    }; { $damaged ->
        [one] { $damaged } budowla uszkodzona
        [few] { $damaged } budowle uszkodzone
       *[many] { $damaged } budowli uszkodzonych
    }
hk-event-manoeuvre_ended = Manewr się kończy
hk-event-manoeuvred = Armia jest gotowa do ataku
# $units: liczba przemieszczających się jednostek
hk-event-moved = { $units ->
        [one] { $units } jednostka przemieszcza się
        [few] { $units } jednostki przemieszczają się
       *[many] { $units } jednostek przemieszcza się
    } do { $hex-gen }
hk-event-other = -
hk-event-out = { $player } odpada z gry
hk-event-paid = { $player } płaci { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    } i { $dice ->
        [one] { $dice } kość akcji
        [few] { $dice } kości akcji
       *[many] { $dice } kości akcji
    }
# $own: żetony w kolorze strony; $neutral: żetony neutralne
hk-event-prepared = { $side } wkłada do woreczka żetony: własne – { $own }, neutralne – { $neutral }
# $units: liczba reagujących jednostek; $hex: dokąd się przemieszczają
hk-event-reacted = { $units ->
        [one] { $units } jednostka obrońcy reaguje i przechodzi
        [few] { $units } jednostki obrońcy reagują i przechodzą
       *[many] { $units } jednostek obrońcy reaguje i przechodzi
    } do { $hex-gen }
hk-event-recovered = Odzyskano { $unit-acc } { $hex-w }
hk-event-building_returned = { $player }: utracony budynek ({ $was }) wraca na planszę jako: { $kind } (HK-75)
hk-event-reformed = { $player } wprowadza { $government-acc }
# $religion: religia, do której należy relikwia (hk-religion-*)
hk-event-relic = { $player } zdobywa relikwię { $religion-gen }
hk-event-repaired = Usunięto znaczniki uszkodzeń
hk-event-researched = { $player } opracowuje technologię „{ $tech }”
# $token: rodzaj żetonu (hk-token-*)
hk-event-returned = Odłożony { $token-one } wraca do woreczka
hk-event-set_aside = { $side } odkłada { $token-acc }
# $side: strona, która decyduje; $step: etap bitwy (hk-bstep-*)
hk-event-step = { $side }: { $step }
hk-event-tactics = { $side } korzysta z Taktyki i dobiera ponownie
hk-event-turn_ended = Kolej na: { $player }
# $gold: pobrany dochód
hk-event-turn_started = { $player } rozpoczyna rundę { $round } i pobiera { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
hk-event-unit_placed = Do gry wchodzi { $unit-one } { $hex-w }
hk-event-unit_removed = Jednostka schodzi z mapy
hk-event-wasted = Pozostałe obrażenia { $side-gen } nie mogą już niczego zniszczyć

## Koniec gry

# $winners: zwycięskie królestwa oddzielone przecinkami; $points: punkty
# zwycięstwa wszystkich królestw oddzielone „ / ”
hk-outcome-points = Zwycięstwo na punkty: { $winner } (punkty: { $points })
hk-outcome-points_shared = { $count ->
    [one] { $count } królestwo dzieli zwycięstwo na punkty (punkty: { $points })
    [few] { $count } królestwa dzielą zwycięstwo na punkty (punkty: { $points })
   *[many] { $count } królestw dzieli zwycięstwo na punkty (punkty: { $points })
}
hk-outcome-sudden_death = { $winner } – ostatnie królestwo, które ma jeszcze miasto (punkty: { $points })

## Panel boczny i szczegóły heksu: etykiety wierszy

hk-panel-action_dice = Kości akcji
hk-panel-buildings = Budynki na planszy
hk-panel-active = Kolej gracza
hk-panel-bag = Woreczek
hk-panel-battle = Bitwa
hk-panel-damage = Obrażenia do przydzielenia
hk-panel-draw = Dobierane żetony
hk-panel-experience = Kości doświadczenia
hk-panel-formation = Limit formacji
hk-panel-gold = Złoto
hk-panel-government = Ustrój
hk-panel-hits = Oczekiwane obrażenia
hk-panel-needed = Potrzebne obrażenia
hk-panel-odds = Szanse ataku na ten heks, zanim woreczek zostanie przygotowany
hk-panel-odds_basis = Co jest wliczone
hk-panel-points = Punkty zwycięstwa
hk-panel-province = Prowincja
hk-panel-relic = Relikwia
hk-panel-religion = Religia państwowa
hk-panel-road = Droga
hk-panel-round = Runda
hk-panel-siege = Oblężenie
hk-panel-step = Etap
hk-panel-target = Cel
hk-panel-techs = Technologie
hk-panel-terrain = Teren
hk-panel-turn = Tura
hk-panel-unharmed = Bez strat
hk-panel-win = Zniszczenie wszystkich obrońców

## Panel boczny i szczegóły heksu: wartości

# $value: liczba pokazywana bez zmian
hk-value = { $value }
# liczby żetonów w woreczku w prognozie ataku
hk-value-bag = atakujący: { $attacker_tokens }, obrońca: { $defender_tokens }, neutralne: { $neutral_tokens }
# building pieces of each type still on the personal board
hk-value-buildings = { hk-building-market } { $market }, { hk-building-barracks } { $barracks }, { hk-building-workshop } { $workshop }, { hk-building-temple } { $temple }
# obrażenia, które każdej ze stron zostały do przydzielenia
hk-value-damage = atakujący: { $attacker_damage }, obrońca: { $defender_damage }
# $dealt, $taken: oczekiwane obrażenia, z jednym miejscem po przecinku
hk-value-expect = zadane: { $dealt }, otrzymane: { $taken }
# żetony neutralne w woreczku i dobrane z niego
hk-value-neutral = w woreczku: { $in_bag }, dobrane: { $drawn }
# what the odds before preparation count and leave out
hk-value-odds_basis = jeden żeton na jednostkę i jej premia (HK-11…HK-20), atakujący dobiera tyle, ile wynosi jego odwaga (HK-40). Jeszcze nieznane, więc niewliczone: kości nieobowiązkowe, reakcje (HK-5), dodatkowe dobranie obrońcy (HK-38), testy i ponowne losowania. Gdy woreczek jest gotowy, każdy przycisk dobierania pokazuje swoje dokładne szanse.
# np. runda: „3 z 12”
hk-value-of = { $value } z { $total }
# $percent: procent z jednym miejscem po przecinku
hk-value-percent = { $percent }%
# $province: numer prowincji; $religion: jej religia
hk-value-province = prowincja { $province } ({ $religion })
# $owner: królestwo, do którego należy mur; $edge: bok heksu (0–5)
hk-value-segment = { $owner }, krawędź z polem { $toward }
hk-value-segment_border = { $owner }, krawędź mapy
# żetony jednej strony: w woreczku, dobrane i ile może ich dobrać
hk-value-side = w woreczku: { $in_bag }, dobrane: { $drawn }, męstwo: { $courage }
# $owner: królestwo-właściciel; $durability, $max_durability: pozostała
# i pełna wytrzymałość budowli
hk-value-structure = { $owner }, wytrzymałość { $durability } z { $max_durability }
# $owner: królestwo-właściciel; $exhaustion: kości zmęczenia na jednostce
hk-value-unit = { $owner }, { $exhaustion ->
        [one] { $exhaustion } kość zmęczenia
        [few] { $exhaustion } kości zmęczenia
       *[many] { $exhaustion } kości zmęczenia
    }

## Mapa: opisy oznaczeń i żetonów jednostek

# $player: właściciel; $count: jednostki jednego rodzaju na heksie; $unit: rodzaj
hk-counter = { $player }: { $count ->
        [one] { $count } { $unit-one }
        [few] { $count } { $unit-few }
       *[many] { $count } { $unit-many }
    }
hk-mark-barracks = Koszary
hk-mark-castle = Zamek
hk-mark-city = Miasto
hk-mark-damaged = Uszkodzona budowla
hk-mark-forest = Las
hk-mark-hill = Wzgórza
hk-mark-market = Targowisko
hk-mark-mountain = Góry
hk-mark-palisade = Palisada
hk-mark-relic = Relikwia w swoim świętym miejscu
hk-mark-road = Droga
hk-mark-temple = Świątynia
hk-mark-walls = Mur
hk-mark-water = Woda
hk-mark-workshop = Warsztat

## Nazwy używane w innych komunikatach

hk-ach-builder = Budowniczy
hk-ach-scholar = Uczony
hk-ach-steadfast = Niezłomny
hk-ach-warlike = Wojowniczy
hk-bstep-assign = przydzielanie strat
hk-bstep-convert = nawracanie
hk-bstep-draw = dobieranie
hk-bstep-land = ustawienie jednostki
hk-bstep-post_draw = ponowne dobieranie
hk-bstep-prepare = przygotowanie woreczka
hk-bstep-react = reakcja
hk-bstep-recover = odzyskiwanie
hk-bstep-return_buildings = zwrot utraconych budynków
hk-building-barracks = Koszary
hk-building-market = Targowisko
hk-building-temple = Świątynia
hk-building-workshop = Warsztat
hk-gov-democracy = demokracja
    .acc = demokrację
hk-gov-monarchy = monarchia
    .acc = monarchię
hk-gov-theocracy = teokracja
    .acc = teokrację
hk-religion-christianity = chrześcijaństwo
    .gen = chrześcijaństwa
hk-religion-islam = islam
    .gen = islamu
hk-religion-paganism = pogaństwo
    .gen = pogaństwa
hk-side-attacker = Atakujący
    .gen = Atakującego
hk-side-defender = Obrońca
    .gen = Obrońcy
hk-struct-barracks = koszary
    .acc = koszary
    .gen = koszar
hk-struct-castle = zamek
    .acc = zamek
    .gen = zamku
hk-struct-city = miasto
    .acc = miasto
    .gen = miasta
hk-struct-market = targowisko
    .acc = targowisko
    .gen = targowiska
hk-struct-palisade = palisada
    .acc = palisadę
    .gen = palisady
hk-struct-temple = świątynia
    .acc = świątynię
    .gen = świątyni
hk-struct-walls = mur
    .acc = mur
    .gen = muru
hk-struct-workshop = warsztat
    .acc = warsztat
    .gen = warsztatu
hk-tech-drill = Musztra
hk-tech-fabian_tactics = Taktyka fabiańska
hk-tech-field_medicine = Medycyna polowa
hk-tech-regular_army = Stała armia
hk-tech-siege_tower = Wieża oblężnicza
hk-tech-tactics = Taktyka
hk-terrain-forest = las
hk-terrain-hills = wzgórza
hk-terrain-mountains = góry
hk-terrain-plains = równiny
hk-terrain-water = woda
hk-token-attacker = żeton atakującego
    .one = żeton atakującego
    .acc = żeton atakującego
hk-token-defender = żeton obrońcy
    .one = żeton obrońcy
    .acc = żeton obrońcy
hk-token-neutral = Żetony neutralne
    .one = żeton neutralny
    .acc = żeton neutralny
# Wartość: nazwa rodzaju; .one/.few/.many, .acc, .gen, .gender: jeden
# element (oddział, trebusz, galera) i jego liczenie
hk-unit-archers = łucznicy
    .one = oddział łuczników
    .few = oddziały łuczników
    .many = oddziałów łuczników
    .acc = oddział łuczników
    .gen = oddziału łuczników
    .gender = m
hk-unit-cavalry = jazda
    .one = oddział jazdy
    .few = oddziały jazdy
    .many = oddziałów jazdy
    .acc = oddział jazdy
    .gen = oddziału jazdy
    .gender = m
hk-unit-galley = galera
    .one = galera
    .few = galery
    .many = galer
    .acc = galerę
    .gen = galery
    .gender = f
hk-unit-peasants = chłopi
    .one = oddział chłopów
    .few = oddziały chłopów
    .many = oddziałów chłopów
    .acc = oddział chłopów
    .gen = oddziału chłopów
    .gender = m
hk-unit-spearmen = włócznicy
    .one = oddział włóczników
    .few = oddziały włóczników
    .many = oddziałów włóczników
    .acc = oddział włóczników
    .gen = oddziału włóczników
    .gender = m
hk-unit-swordsmen = miecznicy
    .one = oddział mieczników
    .few = oddziały mieczników
    .many = oddziałów mieczników
    .acc = oddział mieczników
    .gen = oddziału mieczników
    .gender = m
hk-unit-trebuchet = trebusz
    .one = trebusz
    .few = trebusze
    .many = trebuszy
    .acc = trebusz
    .gen = trebusza
    .gender = m
hk-word-conversion = nawrócenie
    .gen = nawrócenia
hk-word-failed = niezdany
hk-word-no = nie
hk-word-on_site = w swoim świętym miejscu
hk-word-passed = zdany
hk-word-recovery = odzyskanie
    .gen = odzyskania
hk-word-yes = tak

## Nazwy heksów: w en.ftl zapisuje je tools/hexnames/names.mjs; tu są te same
## nazwy (bez tłumaczenia) z formami przypadków: .gen, .loc oraz .w („w/we”
## + miejscownik) i .z („z/ze” + dopełniacz). Nazwy na -ton, -ford, -field,
## -ham, -wick, -well odmieniają się jak Brighton, Oksford, Birmingham;
## pozostałe są nieodmienne.

hk-region-h_-1_-1 = Eastworth
    .gen = Eastworth
    .loc = Eastworth
    .w = w Eastworth
    .z = z Eastworth
hk-region-h_-1_-2 = Fenthorpe
    .gen = Fenthorpe
    .loc = Fenthorpe
    .w = w Fenthorpe
    .z = z Fenthorpe
hk-region-h_-1_-3 = Barwick
    .gen = Barwicku
    .loc = Barwicku
    .w = w Barwicku
    .z = z Barwicku
hk-region-h_-1_-4 = Blackford
    .gen = Blackfordu
    .loc = Blackfordzie
    .w = w Blackfordzie
    .z = z Blackfordu
hk-region-h_-1_-5 = Southworth
    .gen = Southworth
    .loc = Southworth
    .w = w Southworth
    .z = z Southworth
hk-region-h_-1_-6 = Fenfield
    .gen = Fenfieldu
    .loc = Fenfieldzie
    .w = w Fenfieldzie
    .z = z Fenfieldu
hk-region-h_-1_0 = Blackton
    .gen = Blacktonu
    .loc = Blacktonie
    .w = w Blacktonie
    .z = z Blacktonu
hk-region-h_-1_1 = Elmthorpe
    .gen = Elmthorpe
    .loc = Elmthorpe
    .w = w Elmthorpe
    .z = z Elmthorpe
hk-region-h_-1_2 = Dunby
    .gen = Dunby
    .loc = Dunby
    .w = w Dunby
    .z = z Dunby
hk-region-h_-1_3 = Longmere
    .gen = Longmere
    .loc = Longmere
    .w = w Longmere
    .z = z Longmere
hk-region-h_-1_4 = Wrenwell
    .gen = Wrenwellu
    .loc = Wrenwellu
    .w = we Wrenwellu
    .z = z Wrenwellu
hk-region-h_-1_5 = Crowton
    .gen = Crowtonu
    .loc = Crowtonie
    .w = w Crowtonie
    .z = z Crowtonu
hk-region-h_-1_6 = Crowwell
    .gen = Crowwellu
    .loc = Crowwellu
    .w = w Crowwellu
    .z = z Crowwellu
hk-region-h_-1_7 = Fenley
    .gen = Fenley
    .loc = Fenley
    .w = w Fenley
    .z = z Fenley
hk-region-h_-2_-1 = Wrenham
    .gen = Wrenhamu
    .loc = Wrenhamie
    .w = we Wrenhamie
    .z = z Wrenhamu
hk-region-h_-2_-2 = Whitewick
    .gen = Whitewicku
    .loc = Whitewicku
    .w = w Whitewicku
    .z = z Whitewicku
hk-region-h_-2_-3 = Longcombe
    .gen = Longcombe
    .loc = Longcombe
    .w = w Longcombe
    .z = z Longcombe
hk-region-h_-2_-4 = Westley
    .gen = Westley
    .loc = Westley
    .w = w Westley
    .z = z Westley
hk-region-h_-2_-5 = Oakwell
    .gen = Oakwellu
    .loc = Oakwellu
    .w = w Oakwellu
    .z = z Oakwellu
hk-region-h_-2_0 = Ashcombe
    .gen = Ashcombe
    .loc = Ashcombe
    .w = w Ashcombe
    .z = z Ashcombe
hk-region-h_-2_1 = Hazelwell
    .gen = Hazelwellu
    .loc = Hazelwellu
    .w = w Hazelwellu
    .z = z Hazelwellu
hk-region-h_-2_2 = Wrenwick
    .gen = Wrenwicku
    .loc = Wrenwicku
    .w = we Wrenwicku
    .z = z Wrenwicku
hk-region-h_-2_3 = Queensthorpe
    .gen = Queensthorpe
    .loc = Queensthorpe
    .w = w Queensthorpe
    .z = z Queensthorpe
hk-region-h_-2_4 = Bramley
    .gen = Bramley
    .loc = Bramley
    .w = w Bramley
    .z = z Bramley
hk-region-h_-2_5 = Glenton
    .gen = Glentonu
    .loc = Glentonie
    .w = w Glentonie
    .z = z Glentonu
hk-region-h_-2_6 = Ashthorpe
    .gen = Ashthorpe
    .loc = Ashthorpe
    .w = w Ashthorpe
    .z = z Ashthorpe
hk-region-h_-2_7 = Ironham
    .gen = Ironhamu
    .loc = Ironhamie
    .w = w Ironhamie
    .z = z Ironhamu
hk-region-h_-3_-1 = Rookbury
    .gen = Rookbury
    .loc = Rookbury
    .w = w Rookbury
    .z = z Rookbury
hk-region-h_-3_-2 = Dunford
    .gen = Dunfordu
    .loc = Dunfordzie
    .w = w Dunfordzie
    .z = z Dunfordu
hk-region-h_-3_-3 = Hartthorpe
    .gen = Hartthorpe
    .loc = Hartthorpe
    .w = w Hartthorpe
    .z = z Hartthorpe
hk-region-h_-3_-4 = Oakmere
    .gen = Oakmere
    .loc = Oakmere
    .w = w Oakmere
    .z = z Oakmere
hk-region-h_-3_0 = Brookwell
    .gen = Brookwellu
    .loc = Brookwellu
    .w = w Brookwellu
    .z = z Brookwellu
hk-region-h_-3_1 = Fenton
    .gen = Fentonu
    .loc = Fentonie
    .w = w Fentonie
    .z = z Fentonu
hk-region-h_-3_2 = Eastthorpe
    .gen = Eastthorpe
    .loc = Eastthorpe
    .w = w Eastthorpe
    .z = z Eastthorpe
hk-region-h_-3_3 = Longbury
    .gen = Longbury
    .loc = Longbury
    .w = w Longbury
    .z = z Longbury
hk-region-h_-3_4 = Yewford
    .gen = Yewfordu
    .loc = Yewfordzie
    .w = w Yewfordzie
    .z = z Yewfordu
hk-region-h_-3_5 = Thornwell
    .gen = Thornwellu
    .loc = Thornwellu
    .w = w Thornwellu
    .z = z Thornwellu
hk-region-h_-3_6 = Mossthorpe
    .gen = Mossthorpe
    .loc = Mossthorpe
    .w = w Mossthorpe
    .z = z Mossthorpe
hk-region-h_-3_7 = Birchworth
    .gen = Birchworth
    .loc = Birchworth
    .w = w Birchworth
    .z = z Birchworth
hk-region-h_-4_-1 = Dunton
    .gen = Duntonu
    .loc = Duntonie
    .w = w Duntonie
    .z = z Duntonu
hk-region-h_-4_-2 = Stonewick
    .gen = Stonewicku
    .loc = Stonewicku
    .w = w Stonewicku
    .z = ze Stonewicku
hk-region-h_-4_-3 = Fairwell
    .gen = Fairwellu
    .loc = Fairwellu
    .w = w Fairwellu
    .z = z Fairwellu
hk-region-h_-4_0 = Dunley
    .gen = Dunley
    .loc = Dunley
    .w = w Dunley
    .z = z Dunley
hk-region-h_-4_1 = Queensbury
    .gen = Queensbury
    .loc = Queensbury
    .w = w Queensbury
    .z = z Queensbury
hk-region-h_-4_2 = Brambury
    .gen = Brambury
    .loc = Brambury
    .w = w Brambury
    .z = z Brambury
hk-region-h_-4_3 = Longford
    .gen = Longfordu
    .loc = Longfordzie
    .w = w Longfordzie
    .z = z Longfordu
hk-region-h_-4_4 = Fenham
    .gen = Fenhamu
    .loc = Fenhamie
    .w = w Fenhamie
    .z = z Fenhamu
hk-region-h_-4_5 = Marlby
    .gen = Marlby
    .loc = Marlby
    .w = w Marlby
    .z = z Marlby
hk-region-h_-4_6 = Greystead
    .gen = Greystead
    .loc = Greystead
    .w = w Greystead
    .z = z Greystead
hk-region-h_-4_7 = Elmfield
    .gen = Elmfieldu
    .loc = Elmfieldzie
    .w = w Elmfieldzie
    .z = z Elmfieldu
hk-region-h_-5_-1 = Eastford
    .gen = Eastfordu
    .loc = Eastfordzie
    .w = w Eastfordzie
    .z = z Eastfordu
hk-region-h_-5_-2 = Haleham
    .gen = Halehamu
    .loc = Halehamie
    .w = w Halehamie
    .z = z Halehamu
hk-region-h_-5_0 = Frostton
    .gen = Frosttonu
    .loc = Frosttonie
    .w = we Frosttonie
    .z = z Frosttonu
hk-region-h_-5_1 = Millwick
    .gen = Millwicku
    .loc = Millwicku
    .w = w Millwicku
    .z = z Millwicku
hk-region-h_-5_2 = Saltmere
    .gen = Saltmere
    .loc = Saltmere
    .w = w Saltmere
    .z = z Saltmere
hk-region-h_-5_3 = Hartwell
    .gen = Hartwellu
    .loc = Hartwellu
    .w = w Hartwellu
    .z = z Hartwellu
hk-region-h_-5_4 = Westton
    .gen = Westtonu
    .loc = Westtonie
    .w = w Westtonie
    .z = z Westtonu
hk-region-h_-5_5 = Westcombe
    .gen = Westcombe
    .loc = Westcombe
    .w = w Westcombe
    .z = z Westcombe
hk-region-h_-5_6 = Glenby
    .gen = Glenby
    .loc = Glenby
    .w = w Glenby
    .z = z Glenby
hk-region-h_-5_7 = Dalethorpe
    .gen = Dalethorpe
    .loc = Dalethorpe
    .w = w Dalethorpe
    .z = z Dalethorpe
hk-region-h_-6_-1 = Hartmere
    .gen = Hartmere
    .loc = Hartmere
    .w = w Hartmere
    .z = z Hartmere
hk-region-h_-6_0 = Pikeby
    .gen = Pikeby
    .loc = Pikeby
    .w = w Pikeby
    .z = z Pikeby
hk-region-h_-6_1 = Hartwick
    .gen = Hartwicku
    .loc = Hartwicku
    .w = w Hartwicku
    .z = z Hartwicku
hk-region-h_-6_2 = Saltwick
    .gen = Saltwicku
    .loc = Saltwicku
    .w = w Saltwicku
    .z = z Saltwicku
hk-region-h_-6_3 = Hartley
    .gen = Hartley
    .loc = Hartley
    .w = w Hartley
    .z = z Hartley
hk-region-h_-6_4 = Frostwick
    .gen = Frostwicku
    .loc = Frostwicku
    .w = we Frostwicku
    .z = z Frostwicku
hk-region-h_-6_5 = Bramthorpe
    .gen = Bramthorpe
    .loc = Bramthorpe
    .w = w Bramthorpe
    .z = z Bramthorpe
hk-region-h_-6_6 = Yewby
    .gen = Yewby
    .loc = Yewby
    .w = w Yewby
    .z = z Yewby
hk-region-h_-6_7 = Redworth
    .gen = Redworth
    .loc = Redworth
    .w = w Redworth
    .z = z Redworth
hk-region-h_-7_0 = Hazelcombe
    .gen = Hazelcombe
    .loc = Hazelcombe
    .w = w Hazelcombe
    .z = z Hazelcombe
hk-region-h_-7_1 = Wrenthorpe
    .gen = Wrenthorpe
    .loc = Wrenthorpe
    .w = we Wrenthorpe
    .z = z Wrenthorpe
hk-region-h_-7_2 = Mosswick
    .gen = Mosswicku
    .loc = Mosswicku
    .w = w Mosswicku
    .z = z Mosswicku
hk-region-h_-7_3 = Blackley
    .gen = Blackley
    .loc = Blackley
    .w = w Blackley
    .z = z Blackley
hk-region-h_-7_4 = Daleley
    .gen = Daleley
    .loc = Daleley
    .w = w Daleley
    .z = z Daleley
hk-region-h_-7_5 = Oakley
    .gen = Oakley
    .loc = Oakley
    .w = w Oakley
    .z = z Oakley
hk-region-h_-7_6 = Glenwick
    .gen = Glenwicku
    .loc = Glenwicku
    .w = w Glenwicku
    .z = z Glenwicku
hk-region-h_-7_7 = Birchley
    .gen = Birchley
    .loc = Birchley
    .w = w Birchley
    .z = z Birchley
hk-region-h_0_-1 = Barmere
    .gen = Barmere
    .loc = Barmere
    .w = w Barmere
    .z = z Barmere
hk-region-h_0_-2 = Hazelley
    .gen = Hazelley
    .loc = Hazelley
    .w = w Hazelley
    .z = z Hazelley
hk-region-h_0_-3 = Hartstead
    .gen = Hartstead
    .loc = Hartstead
    .w = w Hartstead
    .z = z Hartstead
hk-region-h_0_-4 = Southcombe
    .gen = Southcombe
    .loc = Southcombe
    .w = w Southcombe
    .z = z Southcombe
hk-region-h_0_-5 = Rushthorpe
    .gen = Rushthorpe
    .loc = Rushthorpe
    .w = w Rushthorpe
    .z = z Rushthorpe
hk-region-h_0_-6 = Rushford
    .gen = Rushfordu
    .loc = Rushfordzie
    .w = w Rushfordzie
    .z = z Rushfordu
hk-region-h_0_-7 = Crowwick
    .gen = Crowwicku
    .loc = Crowwicku
    .w = w Crowwicku
    .z = z Crowwicku
hk-region-h_0_0 = Yewham
    .gen = Yewhamu
    .loc = Yewhamie
    .w = w Yewhamie
    .z = z Yewhamu
hk-region-h_0_1 = Thornton
    .gen = Thorntonu
    .loc = Thorntonie
    .w = w Thorntonie
    .z = z Thorntonu
hk-region-h_0_2 = Ashley
    .gen = Ashley
    .loc = Ashley
    .w = w Ashley
    .z = z Ashley
hk-region-h_0_3 = Piketon
    .gen = Piketonu
    .loc = Piketonie
    .w = w Piketonie
    .z = z Piketonu
hk-region-h_0_4 = Yewwick
    .gen = Yewwicku
    .loc = Yewwicku
    .w = w Yewwicku
    .z = z Yewwicku
hk-region-h_0_5 = Elmworth
    .gen = Elmworth
    .loc = Elmworth
    .w = w Elmworth
    .z = z Elmworth
hk-region-h_0_6 = Barworth
    .gen = Barworth
    .loc = Barworth
    .w = w Barworth
    .z = z Barworth
hk-region-h_0_7 = Fenwell
    .gen = Fenwellu
    .loc = Fenwellu
    .w = w Fenwellu
    .z = z Fenwellu
hk-region-h_1_-1 = Dunwick
    .gen = Dunwicku
    .loc = Dunwicku
    .w = w Dunwicku
    .z = z Dunwicku
hk-region-h_1_-2 = Dunham
    .gen = Dunhamu
    .loc = Dunhamie
    .w = w Dunhamie
    .z = z Dunhamu
hk-region-h_1_-3 = Deerwell
    .gen = Deerwellu
    .loc = Deerwellu
    .w = w Deerwellu
    .z = z Deerwellu
hk-region-h_1_-4 = Glenham
    .gen = Glenhamu
    .loc = Glenhamie
    .w = w Glenhamie
    .z = z Glenhamu
hk-region-h_1_-5 = Thornfield
    .gen = Thornfieldu
    .loc = Thornfieldzie
    .w = w Thornfieldzie
    .z = z Thornfieldu
hk-region-h_1_-6 = Wolfworth
    .gen = Wolfworth
    .loc = Wolfworth
    .w = w Wolfworth
    .z = z Wolfworth
hk-region-h_1_-7 = Larkthorpe
    .gen = Larkthorpe
    .loc = Larkthorpe
    .w = w Larkthorpe
    .z = z Larkthorpe
hk-region-h_1_0 = Saltstead
    .gen = Saltstead
    .loc = Saltstead
    .w = w Saltstead
    .z = z Saltstead
hk-region-h_1_1 = Faircombe
    .gen = Faircombe
    .loc = Faircombe
    .w = w Faircombe
    .z = z Faircombe
hk-region-h_1_2 = Ironstead
    .gen = Ironstead
    .loc = Ironstead
    .w = w Ironstead
    .z = z Ironstead
hk-region-h_1_3 = Wrenworth
    .gen = Wrenworth
    .loc = Wrenworth
    .w = we Wrenworth
    .z = z Wrenworth
hk-region-h_1_4 = Yewley
    .gen = Yewley
    .loc = Yewley
    .w = w Yewley
    .z = z Yewley
hk-region-h_1_5 = Ravenford
    .gen = Ravenfordu
    .loc = Ravenfordzie
    .w = w Ravenfordzie
    .z = z Ravenfordu
hk-region-h_1_6 = Coldham
    .gen = Coldhamu
    .loc = Coldhamie
    .w = w Coldhamie
    .z = z Coldhamu
hk-region-h_2_-1 = Halebury
    .gen = Halebury
    .loc = Halebury
    .w = w Halebury
    .z = z Halebury
hk-region-h_2_-2 = Northford
    .gen = Northfordu
    .loc = Northfordzie
    .w = w Northfordzie
    .z = z Northfordu
hk-region-h_2_-3 = Goldley
    .gen = Goldley
    .loc = Goldley
    .w = w Goldley
    .z = z Goldley
hk-region-h_2_-4 = Hartton
    .gen = Harttonu
    .loc = Harttonie
    .w = w Harttonie
    .z = z Harttonu
hk-region-h_2_-5 = Oakwick
    .gen = Oakwicku
    .loc = Oakwicku
    .w = w Oakwicku
    .z = z Oakwicku
hk-region-h_2_-6 = Frostmere
    .gen = Frostmere
    .loc = Frostmere
    .w = we Frostmere
    .z = z Frostmere
hk-region-h_2_-7 = Alderford
    .gen = Alderfordu
    .loc = Alderfordzie
    .w = w Alderfordzie
    .z = z Alderfordu
hk-region-h_2_0 = Ashbury
    .gen = Ashbury
    .loc = Ashbury
    .w = w Ashbury
    .z = z Ashbury
hk-region-h_2_1 = Hollyford
    .gen = Hollyfordu
    .loc = Hollyfordzie
    .w = w Hollyfordzie
    .z = z Hollyfordu
hk-region-h_2_2 = Coldworth
    .gen = Coldworth
    .loc = Coldworth
    .w = w Coldworth
    .z = z Coldworth
hk-region-h_2_3 = Kingsthorpe
    .gen = Kingsthorpe
    .loc = Kingsthorpe
    .w = w Kingsthorpe
    .z = z Kingsthorpe
hk-region-h_2_4 = Blackby
    .gen = Blackby
    .loc = Blackby
    .w = w Blackby
    .z = z Blackby
hk-region-h_2_5 = Thornwick
    .gen = Thornwicku
    .loc = Thornwicku
    .w = w Thornwicku
    .z = z Thornwicku
hk-region-h_3_-1 = Barwell
    .gen = Barwellu
    .loc = Barwellu
    .w = w Barwellu
    .z = z Barwellu
hk-region-h_3_-2 = Wrencombe
    .gen = Wrencombe
    .loc = Wrencombe
    .w = we Wrencombe
    .z = z Wrencombe
hk-region-h_3_-3 = Birchcombe
    .gen = Birchcombe
    .loc = Birchcombe
    .w = w Birchcombe
    .z = z Birchcombe
hk-region-h_3_-4 = Raventon
    .gen = Raventonu
    .loc = Raventonie
    .w = w Raventonie
    .z = z Raventonu
hk-region-h_3_-5 = Ashton
    .gen = Ashtonu
    .loc = Ashtonie
    .w = w Ashtonie
    .z = z Ashtonu
hk-region-h_3_-6 = Longley
    .gen = Longley
    .loc = Longley
    .w = w Longley
    .z = z Longley
hk-region-h_3_-7 = Brookwick
    .gen = Brookwicku
    .loc = Brookwicku
    .w = w Brookwicku
    .z = z Brookwicku
hk-region-h_3_0 = Rushwick
    .gen = Rushwicku
    .loc = Rushwicku
    .w = w Rushwicku
    .z = z Rushwicku
hk-region-h_3_1 = Fairmere
    .gen = Fairmere
    .loc = Fairmere
    .w = w Fairmere
    .z = z Fairmere
hk-region-h_3_2 = Glenbury
    .gen = Glenbury
    .loc = Glenbury
    .w = w Glenbury
    .z = z Glenbury
hk-region-h_3_3 = Fairby
    .gen = Fairby
    .loc = Fairby
    .w = w Fairby
    .z = z Fairby
hk-region-h_3_4 = Elmwell
    .gen = Elmwellu
    .loc = Elmwellu
    .w = w Elmwellu
    .z = z Elmwellu
hk-region-h_4_-1 = Greywick
    .gen = Greywicku
    .loc = Greywicku
    .w = w Greywicku
    .z = z Greywicku
hk-region-h_4_-2 = Millcombe
    .gen = Millcombe
    .loc = Millcombe
    .w = w Millcombe
    .z = z Millcombe
hk-region-h_4_-3 = Larkford
    .gen = Larkfordu
    .loc = Larkfordzie
    .w = w Larkfordzie
    .z = z Larkfordu
hk-region-h_4_-4 = Northworth
    .gen = Northworth
    .loc = Northworth
    .w = w Northworth
    .z = z Northworth
hk-region-h_4_-5 = Barby
    .gen = Barby
    .loc = Barby
    .w = w Barby
    .z = z Barby
hk-region-h_4_-6 = Blackwell
    .gen = Blackwellu
    .loc = Blackwellu
    .w = w Blackwellu
    .z = z Blackwellu
hk-region-h_4_-7 = Marlwell
    .gen = Marlwellu
    .loc = Marlwellu
    .w = w Marlwellu
    .z = z Marlwellu
hk-region-h_4_0 = Haleford
    .gen = Halefordu
    .loc = Halefordzie
    .w = w Halefordzie
    .z = z Halefordu
hk-region-h_4_1 = Coldthorpe
    .gen = Coldthorpe
    .loc = Coldthorpe
    .w = w Coldthorpe
    .z = z Coldthorpe
hk-region-h_4_2 = Mossworth
    .gen = Mossworth
    .loc = Mossworth
    .w = w Mossworth
    .z = z Mossworth
hk-region-h_4_3 = Ravenfield
    .gen = Ravenfieldu
    .loc = Ravenfieldzie
    .w = w Ravenfieldzie
    .z = z Ravenfieldu
hk-region-h_5_-1 = Marlley
    .gen = Marlley
    .loc = Marlley
    .w = w Marlley
    .z = z Marlley
hk-region-h_5_-2 = Stonefield
    .gen = Stonefieldu
    .loc = Stonefieldzie
    .w = w Stonefieldzie
    .z = ze Stonefieldu
hk-region-h_5_-3 = Yewton
    .gen = Yewtonu
    .loc = Yewtonie
    .w = w Yewtonie
    .z = z Yewtonu
hk-region-h_5_-4 = Hartworth
    .gen = Hartworth
    .loc = Hartworth
    .w = w Hartworth
    .z = z Hartworth
hk-region-h_5_-5 = Eastmere
    .gen = Eastmere
    .loc = Eastmere
    .w = w Eastmere
    .z = z Eastmere
hk-region-h_5_-6 = Fairham
    .gen = Fairhamu
    .loc = Fairhamie
    .w = w Fairhamie
    .z = z Fairhamu
hk-region-h_5_-7 = Frostford
    .gen = Frostfordu
    .loc = Frostfordzie
    .w = we Frostfordzie
    .z = z Frostfordu
hk-region-h_5_0 = Rushham
    .gen = Rushhamu
    .loc = Rushhamie
    .w = w Rushhamie
    .z = z Rushhamu
hk-region-h_5_1 = Queenswick
    .gen = Queenswicku
    .loc = Queenswicku
    .w = w Queenswicku
    .z = z Queenswicku
hk-region-h_5_2 = Elmmere
    .gen = Elmmere
    .loc = Elmmere
    .w = w Elmmere
    .z = z Elmmere
hk-region-h_6_-1 = Rookstead
    .gen = Rookstead
    .loc = Rookstead
    .w = w Rookstead
    .z = z Rookstead
hk-region-h_6_-2 = Wolfcombe
    .gen = Wolfcombe
    .loc = Wolfcombe
    .w = w Wolfcombe
    .z = z Wolfcombe
hk-region-h_6_-3 = Birchton
    .gen = Birchtonu
    .loc = Birchtonie
    .w = w Birchtonie
    .z = z Birchtonu
hk-region-h_6_-4 = Barfield
    .gen = Barfieldu
    .loc = Barfieldzie
    .w = w Barfieldzie
    .z = z Barfieldu
hk-region-h_6_-5 = Ravenham
    .gen = Ravenhamu
    .loc = Ravenhamie
    .w = w Ravenhamie
    .z = z Ravenhamu
hk-region-h_6_-6 = Greyworth
    .gen = Greyworth
    .loc = Greyworth
    .w = w Greyworth
    .z = z Greyworth
hk-region-h_6_-7 = Glenstead
    .gen = Glenstead
    .loc = Glenstead
    .w = w Glenstead
    .z = z Glenstead
hk-region-h_6_0 = Fenmere
    .gen = Fenmere
    .loc = Fenmere
    .w = w Fenmere
    .z = z Fenmere
hk-region-h_6_1 = Haleley
    .gen = Haleley
    .loc = Haleley
    .w = w Haleley
    .z = z Haleley
hk-region-h_7_-1 = Bramwick
    .gen = Bramwicku
    .loc = Bramwicku
    .w = w Bramwicku
    .z = z Bramwicku
hk-region-h_7_-2 = Souththorpe
    .gen = Souththorpe
    .loc = Souththorpe
    .w = w Souththorpe
    .z = z Souththorpe
hk-region-h_7_-3 = Millbury
    .gen = Millbury
    .loc = Millbury
    .w = w Millbury
    .z = z Millbury
hk-region-h_7_-4 = Queensstead
    .gen = Queensstead
    .loc = Queensstead
    .w = w Queensstead
    .z = z Queensstead
hk-region-h_7_-5 = Halecombe
    .gen = Halecombe
    .loc = Halecombe
    .w = w Halecombe
    .z = z Halecombe
hk-region-h_7_-6 = Elmton
    .gen = Elmtonu
    .loc = Elmtonie
    .w = w Elmtonie
    .z = z Elmtonu
hk-region-h_7_-7 = Northley
    .gen = Northley
    .loc = Northley
    .w = w Northley
    .z = z Northley
hk-region-h_7_0 = Swanbury
    .gen = Swanbury
    .loc = Swanbury
    .w = w Swanbury
    .z = ze Swanbury

## Krótkie etykiety na żetonach mapy (trzy litery)
hk-short-peasants = CHŁ
hk-short-spearmen = WŁÓ
hk-short-swordsmen = MIE
hk-short-cavalry = JAZ
hk-short-archers = ŁUC
hk-short-trebuchet = TRE
hk-short-galley = GAL

## Przewodnik: co gracz, który decyduje, może teraz zrobić i dlaczego (zgłoszenie 19)

# Akcje tury. $dice: kości akcji pozostałe w puli; $gold: złoto królestwa.
hk-guide-actions = Twoja tura: masz { $dice ->
        [one] { $dice } kość akcji
        [few] { $dice } kości akcji
       *[many] { $dice } kości akcji
    } i { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }. Każda akcja kosztuje jedną kość: manewr armią (a potem atak), werbunek, budowa, opracowanie technologii albo zmiana ustroju. Gdy skończysz, naciśnij „{ hk-action-end_turn }”; zachowane kości możesz jeszcze dołożyć do bitew.
hk-guide-after_manoeuvre = Twoja armia wykonała manewr. Możesz teraz wypowiedzieć jeden atak na heks zajęty przez jednego innego gracza, do którego sięga twoja armia, albo dołączyć do formacji kolejne armie; naciśnij „{ hk-action-end_manoeuvre }”, aby na tym poprzestać.
hk-guide-react = Twoje siły zostały zaatakowane. Zanim woreczek zostanie napełniony, możesz zareagować: przesunąć do obrony niewyczerpane armie z pobliża celu, w granicach limitu formacji, albo wybrać „{ hk-action-no_reaction }”.
hk-guide-prepare = Przygotuj swoją część woreczka: twoje jednostki i tak dają swoje żetony; możesz dołożyć kości akcji i doświadczenia, pominąć swoje kości obrony albo odrzucić żetony Taktyką fabiańską.
hk-guide-convert = Teokracja pozwala ci spróbować nawrócić wrogą jednostkę z tej bitwy: test dobiera żetony z woreczka i jest zdany, gdy jest wśród nich co najmniej jeden twój i żaden wroga. Możesz też nie wykonywać testu.
hk-guide-draw = Dobierz żetony z woreczka, od jednego do tylu, ile wynosi twoje męstwo: każdy żeton w twoim kolorze to jedno obrażenie dla wroga, każdy jego — jedno dla ciebie. Przy każdym wyborze widać dokładne szanse.
hk-guide-draw_more = Atakujący dobrał mniej żetonów, niż wynosi twoje męstwo: możesz dobrać kolejne aż do tej liczby albo przestać. Każdy żeton w twoim kolorze to jedno obrażenie dla wroga.
hk-guide-redraw = Twoje technologie pozwalają dobrać ponownie: Taktyka odkłada do woreczka wszystkie dobrane żetony i dobiera od nowa, Stała armia wymienia jeden dobrany żeton na inny. Jeśli wynik ci odpowiada, zachowaj dobrane żetony.
hk-guide-assign = Przydziel zadane obrażenia: niszcz elementy wroga heks po heksie według kolejności niszczenia — w pełni uszkodzone budowle, mury na linii ataku, jednostki, budynki, a na końcu miasto lub zamek. Budowla, której nie zniszczysz, zachowuje uszkodzenia.
hk-guide-recover = Demokracja pozwala ci spróbować odzyskać jednostkę utraconą w tej bitwie: test dobiera żetony z woreczka i jest zdany, gdy jest wśród nich co najmniej jeden twój i żaden wroga. Możesz też nie wykonywać testu.
hk-guide-return_buildings = W tej bitwie przepadły twoje budynki: wskaż, jakiego rodzaju był każdy z nich, a wróci na twoją planszę jako budynek tego rodzaju.
hk-guide-land = Test się powiódł: wybierz sąsiedni heks, na którym stanie jednostka — taki, na który może wejść i na którym nie ma elementów wroga.
hk-guide-advance = Zwycięstwo: atakowany heks jest pusty, więc jedna z atakujących armii stojących obok może do niego wkroczyć bez kosztów. Naciśnij „{ hk-action-end_manoeuvre }”, aby zostać na miejscu.

## What cannot be done at a hex now, and why (issue 36)
hk-panel-not_now = Teraz niemożliwe
hk-not_now-recruit = Rekrutacja
hk-not_now-manoeuvre = Manewr
hk-not_now-attack = Atak
hk-value-attack_there = wybierz pole wroga: tam jest atak, z jego szansami (G-6)

## Zasady, które muszą obowiązywać po każdej akcji (złamana to błąd gry, nigdy gracza)
hk-invariant-shared_hex = G-9: na heksie { $hex } stoją jednostki dwóch graczy
hk-invariant-stack = G-9: na heksie { $hex } stoi { $count } jednostek, więcej niż pięć
hk-invariant-unit_terrain = G-2: jednostka { $unit } stoi na heksie { $hex }, gdzie nie może być
hk-invariant-structure_terrain = G-2: budowla { $structure } stoi na heksie { $hex }, gdzie nic nie można zbudować
hk-invariant-damage = HK-56: budowla { $structure } na heksie { $hex } ma { $damage } uszkodzeń, tyle, ile zniesie, a jednak stoi
hk-invariant-edge_twice = G-12: jeden bok heksu { $hex } ma dwa mury lub palisady
hk-invariant-two_cities = G-12: prowincja heksu { $hex } ma więcej niż jedno miasto
hk-invariant-building_city = G-12: budynek na heksie { $hex } stoi bez miasta swojego właściciela
hk-invariant-buildings = G-12: miasto na heksie { $hex } ma więcej niż trzy budynki albo dwa jednego rodzaju
hk-invariant-action_dice = G-5: gracz { $player } ma więcej niż trzy kości akcji: { $dice }
hk-invariant-out = G-25: gracz { $player } odpadł z gry, a ma jednostki na mapie
hk-invariant-nobody = G-5: gra się nie skończyła, a żaden gracz, który w niej jest, nie ma decydować
