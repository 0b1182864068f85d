### Hexová království: české texty.
###
### Argumenty, které něco pojmenovávají ($player, $hex, $unit, $structure,
### $side, $token…), jsou jiné zprávy tohoto souboru předané celé: překlad
### smí použít jejich pády ($unit-acc, $tech-acc…), pokud je pojmenovaná
### zpráva má jako atributy. Čísla ($count, $gold, $dice…) jsou čísla Fluentu,
### takže na ně fungují výběry množného čísla (one, few, other).
###
### Pády a další atributy použité v tomto souboru:
### - jednotky (hk-unit-*): .acc, .gender (m/f), .few a .other (tvary po
###   číslovkách: 2 lučištníci, 5 lučištníků); hodnota je 1. pád jednotného čísla
### - stavby (hk-struct-*): .acc
### - vlády (hk-gov-*): .acc; technologie (hk-tech-*): .acc
### - náboženství (hk-religion-*): .gen; zkoušky (hk-word-conversion,
###   hk-word-recovery): .gen
### - žetony (hk-token-*): .acc a .sg (1. pád jednotného čísla)
### Názvy polí (hk-region-*) zůstávají nesklonné: věty je uvádějí slovem
### „pole“ („na poli Eastworth“, „z pole Eastworth“), takže pády nepotřebují.
### Hráči (hk-role-*) a strany bitvy (hk-side-*) stojí vždy v 1. pádě.

## Hra a její scénáře

hk-name = Hexová království
hk-scenario-four-realms = Čtyři říše (3–4 hráči, 169 polí)
# scenarios kept for games begun on the first edition of the maps
hk-scenario-four-realms-first_map = Čtyři říše, první mapa (3–4 hráči, 169 polí)
hk-scenario-two-kingdoms = Dvě království (2 hráči, 127 polí)
hk-scenario-two-kingdoms-first_map = Dvě království, první mapa (2 hráči, 127 polí)

# Stručná pravidla, zobrazená před hrou (odstavce oddělené prázdným řádkem)
hk-rules_summary =
    Dvě až čtyři království soupeří po 12 kol na mapě ze šestiúhelníkových polí. Na začátku svého tahu se zotavíte (z každé jednotky odeberete jednu kostku vyčerpání a vaše zásoba akčních kostek se vrátí na 3), vyberete zlato (2 za každé město, 1 za každého rolníka na svém území, nejvýše však 3 za kraj, a 1 za každé tržiště) a utrácíte akční kostky (G-5): provedete manévr vojskem (a poté zaútočíte, G-6), verbujete ve městě nebo na hradě, stavíte města, hrady, hradby, palisády a budovy, zkoumáte technologii nebo měníte státní zřízení.

    V bitvách se kostkami nehází. Obránce může nejprve reagovat a přesunout k obraně nevyčerpaná vojska z okolí cíle (HK-5). Obě strany vkládají žetony do společného pytle: aktivní jednotka (ta, která na nepřítele dosáhne) dává žeton v barvě svého pána a k tomu svůj bonus síly, neaktivní jednotka dává neutrální žeton a hráči mohou přidat akční kostky a kostky zkušenosti (HK-13). Útočník táhne od 1 až do výše své odvahy (počtu svých jednotek, +1 za blidu a +1 za Obléhací věž při obléhání); pokud táhne méně žetonů, než činí odvaha obránce, smí obránce dotáhnout další až do tohoto počtu (HK-36, HK-38). Taktika a Stálé vojsko dovolují svému majiteli táhnout znovu (HK-42). Každý tažený žeton vaší barvy znamená jeden zásah nepříteli; zásahy se přidělují pole po poli v pořadí ničení: zcela poškozené stavby, hradby na linii útoku, jednotky, budovy a nakonec město či hrad (HK-50). Poškození staveb se značí černými kostkami. Obě strany odstraňují ztráty současně; ztracená budova se vrací na desku svého majitele jako druh budovy, který si zvolí (HK-75). Vyhraje-li útočník a napadené pole zůstane prázdné, smí na ně postoupit jedno sousední útočící vojsko (G-21).

    Teokracie obrací nepřátelskou jednotku na víru (HK-30) a demokracie zachraňuje ztracenou jednotku (HK-58), uspějí-li ve zkoušce: táhnete tolik žetonů, kolik činí obtížnost, a uspějete, je-li mezi nimi alespoň jeden váš a žádný nepřátelský; jednotka pak stane na volném sousedním poli (G-15). Hrady zvyšují váš limit šiku. Město má hodnotu 3 vítězných bodů, hrad 2, budova 1, technologie 1, relikvie 2 a zásluha 3; hráč, kterému jako jedinému zůstane na konci kola město, okamžitě vítězí.

## Království hráčů (podle barvy)

hk-role-blue = Modrý
hk-role-gold = Zlatý
hk-role-green = Zelený
hk-role-red = Červený

## Odmítnutí: proč akce není povolena (G-…, HK-… jsou čísla pravidel)

hk-refusal-already_done = To jste v tomto tahu už udělali (G-5).
hk-refusal-already_owned = To už máte (G-17, G-18).
hk-refusal-bad_draw = Tolik žetonů teď táhnout nesmíte (HK-36, HK-38).
hk-refusal-bad_fabian = Fabiova taktika nemůže odhodit tolik žetonů (HK-80).
hk-refusal-bad_landing = Jednotka smí stanout jen na povoleném sousedním poli: takovém, na které smí vstoupit, bez nepřátelských jednotek a staveb a s místem pro další jednotku (G-15).
hk-refusal-bad_reaction = Toto vojsko tam reagovat nemůže (G-7).
hk-refusal-bad_site = Tohle tam postavit nelze (G-12).
hk-refusal-bad_target = Na cílovém poli musí stát figurky právě jednoho jiného hráče (G-6).
hk-refusal-cannot_destroy = Na zničení zbývá příliš málo zásahů (HK-53).
hk-refusal-cannot_reach = Vojsko se tam tímto manévrem nedostane (G-6).
hk-refusal-bad_split = Při rozdělení aspoň jedna jednotka zůstane a aspoň jedna vyrazí a od žádného druhu nezůstane víc, než vojsko má (HK-85).
hk-refusal-exhausted = Toto vojsko je vyčerpané (HK-87).
hk-refusal-formation_full = Šik by překročil váš limit (HK-8).
hk-refusal-need_workshop = Tato jednotka potřebuje ve městě dílnu (G-11).
hk-refusal-no_action_dice = Nezbývají vám žádné akční kostky (G-5).
hk-refusal-no_supply = Na vašem hráčském plánu už žádná taková figurka nezbývá (G-4).
hk-refusal-not_drawn = Žádný žeton této barvy nebyl tažen (HK-43).
hk-refusal-not_enough_gold = To stojí { $cost ->
        [one] { $cost } zlatý
        [few] { $cost } zlaté
       *[other] { $cost } zlatých
    }, máte jen { $have } (G-10).
hk-refusal-not_participant = To není nepřátelský účastník této bitvy (HK-49).
hk-refusal-not_recruit_site = Tuto jednotku tam naverbovat nelze (G-11).
hk-refusal-not_your_army = Nemáte tam žádné vojsko (G-6).
hk-refusal-nothing_to_repair = Tam není co opravovat, nebo je v sousedství nepřítel (G-24).
hk-refusal-out_of_reach = Na to pole nedosáhne žádné z vašich vojsk (G-6).
hk-refusal-priority = Na tom poli je třeba nejdřív zničit něco jiného (HK-50).
hk-refusal-recruit_limit = V tomto městě či na tomto hradě už bylo v tomto tahu naverbováno vše, co je dovoleno (G-11).
hk-refusal-roles = Každé místo potřebuje jinou barvu: červenou, modrou, zelenou nebo zlatou (G-4).
# $seats: požadovaný počet hráčů; $min_seats, $max_seats: nejmenší a největší
# počet hráčů, pro který je scénář určen
hk-refusal-seats = Tento scénář je pro { $min_seats } až { $max_seats ->
        [one] { $max_seats } hráče
        [few] { $max_seats } hráče
       *[other] { $max_seats } hráčů
    }, ne pro { $seats } (G-4).
hk-refusal-stack_full = Na jednom poli smí stát nejvýše 5 jednotek jednoho hráče (G-9).
hk-refusal-tech_unavailable = Tato technologie teď není k dispozici (G-18).
hk-refusal-too_many_dice = Tolik kostek nemáte (HK-13).
# $scenario: identifikátor scénáře, jak byl zadán (nepřekládá se)
hk-refusal-unknown_scenario = Neznámý scénář { $scenario }.
hk-refusal-wrong_step = To patří do kroku „{ $step }“ (HK-4).

## Označení tahu: „Kolo 3 – Červený: akce“

# $player: království na tahu; $step: jedna ze zpráv hk-step-*
hk-turn = Kolo { $round } – { $player }: { $step }
hk-step-actions = akce
hk-step-advance = postup po vítězství
hk-step-after_manoeuvre = po manévru
hk-step-battle = bitva

## Akce, které si hráč může zvolit
## ($hex, $from, $to, $target: názvy polí, vždy po slově „pole“; $unit,
## $structure: druh jednotky nebo stavby, např. „lučištník“, „hradba“)

hk-action-advance = Postoupit z pole { $from } na pole { $target }
hk-action-assign_gone = Přidělit zásahy
hk-action-assign_structure = Poškodit { $structure-acc } na poli { $hex }
hk-action-assign_unit = Zničit { $unit-acc } na poli { $hex }
# $target: napadené pole; $win_percent, $unharmed_percent: procenta s jedním
# desetinným místem (62,5), šance zničit všechny obránce a šance nic neztratit
hk-action-attack = Zaútočit na pole { $target } (před přípravou pytle: { $win_percent } % na zničení všech obránců, { $unharmed_percent } % bez ztrát)
# $cost: zlato
hk-action-build = Postavit { $structure-acc } na poli { $hex } ({ $cost ->
        [one] { $cost } zlatý
        [few] { $cost } zlaté
       *[other] { $cost } zlatých
    })
# $structure: hradba nebo palisáda; $edge: číslo (0–5) strany pole, na které
# se staví
hk-action-build_segment = Postavit { $structure-acc } na straně pole { $hex } sousedící s polem { $toward }
hk-action-build_segment_border = Postavit { $structure-acc } na straně pole { $hex } na okraji mapy
hk-action-convert_gone = Pokusit se o obrácení na víru
hk-action-convert_structure = Pokusit se získat { $structure-acc } na poli { $hex } obrácením na víru
hk-action-convert_unit = Pokusit se obrátit na víru { $unit-acc } na poli { $hex }
# $count: počet žetonů, které se táhnou
hk-action-draw = Táhnout z pytle { $count ->
        [one] { $count } žeton
        [few] { $count } žetony
       *[other] { $count } žetonů
    }
hk-action-end_manoeuvre = Ukončit manévr
hk-action-end_turn = Ukončit tah
# $from: kde stojí přidávané vojsko; $to: kam se přesune
hk-action-join = Přidat do šiku vojsko z pole { $from } a přesunout ho na pole { $to }
hk-action-keep = Ponechat tažené žetony
# $unit: druh obrácené nebo zachráněné jednotky; $hex: pole, na které se umístí (G-15)
hk-action-land_converted = Umístit obrácenou jednotku ({ $unit }) na pole { $hex }
hk-action-land_gone = Umístit jednotku na pole { $hex }
hk-action-land_recovered = Umístit zachráněnou jednotku ({ $unit }) na pole { $hex }
hk-action-manoeuvre = Provést manévr z pole { $from } na pole { $to }
hk-action-manoeuvre_split = Provést manévr z pole { $from } na pole { $to } a rolníky nechat na místě
# $count: jednotky, které zůstanou na poli $from (HK-85).
hk-action-split = Rozdělit vojsko: na poli { $from } { $count ->
        [one] zůstává { $count } jednotka
        [few] zůstávají { $count } jednotky
       *[other] zůstává { $count } jednotek
    }, zbytek provede manévr na pole { $to } (HK-85)
hk-choice-split = Rozdělit vojsko: část provede manévr z pole { $from } na pole { $to } (HK-85)
# $percent: exact chance in % with one decimal; $dealt, $taken: expected damage; $count: tokens to draw; $extra: tokens the defender may still draw
hk-choice-draw = { hk-action-draw } — přesné šance: { $percent } % na zničení všech nepřátelských účastníků; očekávané zásahy: způsobené { $dealt }, utržené { $taken }
hk-choice-draw_extend = { hk-choice-draw }; obránce pak smí dotáhnout ještě až { $extra } (HK-38), nezapočteno
hk-choice-stop = { hk-action-stop } — s tím, co je taženo: { $percent } % na zničení všech nepřátelských účastníků; zásahy: způsobené { $dealt }, utržené { $taken }
hk-choice-stop_extend = { hk-choice-stop }; obránce pak smí dotáhnout ještě až { $extra } (HK-38), nezapočteno
# $unit: druh jednotky, např. „kopiník“.
hk-amount-leave = Zůstává: { $unit }
hk-action-no_reaction = Žádná (další) reakce
# $action_dice, $experience_dice: kostky vložené do pytle; $omitted_dice:
# obranné kostky, které se do něj nevloží; $fabian_discard: žetony každé
# strany, které odhodí Fabiova taktika
hk-action-prepare = Příprava: přidat { $action_dice ->
        [one] { $action_dice } akční kostku
        [few] { $action_dice } akční kostky
       *[other] { $action_dice } akčních kostek
    } a { $experience_dice ->
        [one] { $experience_dice } kostku zkušenosti
        [few] { $experience_dice } kostky zkušenosti
       *[other] { $experience_dice } kostek zkušenosti
    }, vynechat { $omitted_dice ->
        [one] { $omitted_dice } obrannou kostku
        [few] { $omitted_dice } obranné kostky
       *[other] { $omitted_dice } obranných kostek
    }, Fabiova taktika: { $fabian_discard }
hk-action-react = Reakce: přesunout vojsko z pole { $from } na pole { $to }
# $unit: druh ztracené jednotky; $hex: kde byla ztracena
hk-action-recover = Pokusit se zachránit { $unit-acc } { $unit-gender ->
        [f] ztracenou
       *[m] ztraceného
    } na poli { $hex }
hk-action-recover_gone = Pokusit se o záchranu
# $was: the lost building's type on the map; $kind: the type it returns as
hk-action-return_building = Ztracená budova ({ $was }) se vrací na tvou desku jako: { $kind } (HK-75)
# $cost: zlato
hk-action-recruit = Naverbovat { $unit-acc } na poli { $hex } ({ $cost ->
        [one] { $cost } zlatý
        [few] { $cost } zlaté
       *[other] { $cost } zlatých
    })
hk-action-reform = Změnit státní zřízení na { $government-acc }
# $token: druh žetonu (hk-token-*)
hk-action-regular_army = Stálé vojsko: odložit { $token-acc } a táhnout znovu
hk-action-repair_gone = Opravit
hk-action-repair_structure = Opravit { $structure-acc } na poli { $hex }
hk-action-repair_unit = Ošetřit { $unit-acc } na poli { $hex }
# $tech: technologie (hk-tech-*)
hk-action-research = Vyzkoumat { $tech-acc }
hk-action-skip_check = Neprovádět (další) zkoušky
# $hex: kde vojsko zůstává
hk-action-stand = Provést manévr na místě, na poli { $hex }
hk-action-stop = Přestat táhnout
hk-action-tactics = Taktika: celé střetnutí táhnout znovu

## Záznam hry
## ($player: název království; $side: Útočník nebo Obránce (hk-side-*);
## $hex: název pole; $unit, $structure: druh jednotky nebo stavby)

hk-event-achievement = { $player } získává zásluhu „{ $achievement }“
hk-event-advance = Vítězové smějí postoupit na pole { $hex }
# $damage: počet zásahů
hk-event-assigned_gone = { $damage ->
        [one] Přidělen { $damage } zásah
        [few] Přiděleny { $damage } zásahy
       *[other] Přiděleno { $damage } zásahů
    }
hk-event-assigned_structure = Na poli { $hex } dostává { $structure } { $damage ->
        [one] { $damage } zásah
        [few] { $damage } zásahy
       *[other] { $damage } zásahů
    }
hk-event-assigned_unit = Na poli { $hex } dostává { $unit } { $damage ->
        [one] { $damage } zásah
        [few] { $damage } zásahy
       *[other] { $damage } zásahů
    }
# $attacker, $defender: názvy království; $target: napadené pole
hk-event-battle = { $attacker } útočí na pole { $target }, které drží { $defender }
hk-event-battle_drawn = Bitva končí bez vítěze
hk-event-battle_won = Bitva končí. { $side } vítězí
hk-event-built = Na poli { $hex } vzniká { $structure }
# $check: druh zkoušky (hk-word-conversion nebo hk-word-recovery);
# $difficulty: její obtížnost; $drawn: tažené žetony; $result: hk-word-passed
# nebo hk-word-failed
hk-event-check = { $side } skládá zkoušku { $check-gen } s obtížností { $difficulty }: táhne { $drawn ->
        [one] { $drawn } žeton
        [few] { $drawn } žetony
       *[other] { $drawn } žetonů
    } a { $result }
hk-event-converted = Jednotka je obrácena na víru: na poli { $hex } se nově objevuje { $unit }
# $attacker_damage, $defender_damage: zásahy, které způsobí každá strana
hk-event-damage = Zásahy: útočník způsobí { $attacker_damage }, obránce { $defender_damage }
# $token: druh taženého žetonu (hk-token-*)
hk-event-drawn = { $side } táhne { $token-acc }
# $units: počet jednotek; $dice: kostky vyčerpání, které každá dostane
hk-event-exhausted = { $units ->
        [one] { $units } jednotka dostává
        [few] { $units } jednotky dostávají
       *[other] { $units } jednotek dostává
    } { $dice ->
        [one] { $dice } kostku vyčerpání
        [few] { $dice } kostky vyčerpání
       *[other] { $dice } kostek vyčerpání
    }
hk-event-experience = { $player } získává { $dice ->
        [one] { $dice } kostku zkušenosti
        [few] { $dice } kostky zkušenosti
       *[other] { $dice } kostek zkušenosti
    }
# $count: odhozené žetony každé strany
hk-event-fabian = Fabiova taktika odhazuje { $count ->
        [one] { $count } žeton
        [few] { $count } žetony
       *[other] { $count } žetonů
    } každé strany
hk-event-game_over = Hra skončila
# $player: kdo vybírá; $unit: druh jednotky; $hex: pole, vedle kterého se umístí (G-15)
hk-event-landing = { $player } vybírá, kam vedle pole { $hex } umístí jednotku: { $unit } (G-15)
# $units, $structures: figurky odstraněné z mapy; $damaged: stavby, které
# byly poškozeny, ale stále stojí
hk-event-losses = Odstraněné ztráty: { $units ->
        [one] { $units } jednotka
        [few] { $units } jednotky
       *[other] { $units } jednotek
    }, { $structures ->
        [one] { $structures } stavba
        [few] { $structures } stavby
       *[other] { $structures } staveb
    }; { $damaged ->
        [one] { $damaged } poškozená stavba
        [few] { $damaged } poškozené stavby
       *[other] { $damaged } poškozených staveb
    }
hk-event-manoeuvre_ended = Manévr končí
hk-event-manoeuvred = Vojsko je připraveno k útoku
# $units: počet jednotek, které se přesouvají
hk-event-moved = { $units ->
        [one] { $units } jednotka se přesouvá
        [few] { $units } jednotky se přesouvají
       *[other] { $units } jednotek se přesouvá
    } na pole { $hex }
hk-event-other = -
hk-event-out = { $player } vypadává ze hry
hk-event-paid = { $player } platí { $gold ->
        [one] { $gold } zlatý
        [few] { $gold } zlaté
       *[other] { $gold } zlatých
    } a { $dice ->
        [one] { $dice } akční kostku
        [few] { $dice } akční kostky
       *[other] { $dice } akčních kostek
    }
# $own: žetony v barvě strany; $neutral: neutrální žetony
hk-event-prepared = { $side } vkládá do pytle { $own ->
        [one] { $own } vlastní žeton
        [few] { $own } vlastní žetony
       *[other] { $own } vlastních žetonů
    } a { $neutral ->
        [one] { $neutral } neutrální žeton
        [few] { $neutral } neutrální žetony
       *[other] { $neutral } neutrálních žetonů
    }
# $units: počet jednotek, které reagují; $hex: kam se přesouvají
hk-event-reacted = { $units ->
        [one] { $units } bránící jednotka reaguje
        [few] { $units } bránící jednotky reagují
       *[other] { $units } bránících jednotek reaguje
    } přesunem na pole { $hex }
hk-event-recovered = Na poli { $hex } se do hry vrací { $unit }
hk-event-building_returned = { $player }: ztracená budova ({ $was }) se vrací na desku jako: { $kind } (HK-75)
hk-event-reformed = { $player } zavádí { $government-acc }
# $religion: náboženství, jemuž relikvie patří (hk-religion-*)
hk-event-relic = { $player } získává relikvii { $religion-gen }
hk-event-repaired = Značky poškození jsou odstraněny
hk-event-researched = { $player } získává technologii { $tech }
# $token: druh žetonu (hk-token-*)
hk-event-returned = Odložený { $token-sg } se vrací do pytle
hk-event-set_aside = { $side } odkládá { $token-acc }
# $side: strana, která rozhoduje; $step: krok bitvy (hk-bstep-*)
hk-event-step = { $side }: { $step }
hk-event-tactics = { $side } používá Taktiku a táhne znovu
hk-event-turn_ended = Na tahu je { $player }
# $gold: vybraný příjem
hk-event-turn_started = { $player } zahajuje { $round }. kolo a vybírá { $gold ->
        [one] { $gold } zlatý
        [few] { $gold } zlaté
       *[other] { $gold } zlatých
    }
hk-event-unit_placed = Na poli { $hex } vstupuje do hry { $unit }
hk-event-unit_removed = Jednotka opouští mapu
hk-event-wasted = { $side } už zbývajícími zásahy nemůže nic zničit

## Konec hry

# $winners: vítězná království oddělená čárkami; $points: vítězné body všech
# království oddělené „ / “
hk-outcome-points = Vítěz podle vítězných bodů: { $winner } (body: { $points })
hk-outcome-points_shared = { $count ->
    [one] O vítězství podle bodů se dělí { $count } království (body: { $points })
    [few] O vítězství podle bodů se dělí { $count } království (body: { $points })
   *[other] O vítězství podle bodů se dělí { $count } království (body: { $points })
}
hk-outcome-sudden_death = { $winner }: poslední království, které drží město (body: { $points })

## Boční panel a podrobnosti pole: popisky řádků

hk-panel-action_dice = Akční kostky
hk-panel-buildings = Budovy na desce
hk-panel-active = Na tahu
hk-panel-bag = Pytel
hk-panel-battle = Bitva
hk-panel-damage = Zásahy k přidělení
hk-panel-draw = Tažené žetony
hk-panel-experience = Kostky zkušenosti
hk-panel-formation = Limit šiku
hk-panel-gold = Zlato
hk-panel-government = Státní zřízení
hk-panel-hits = Očekávané zásahy
hk-panel-needed = Potřebné zásahy
hk-panel-odds = Šance útoku na toto pole před přípravou pytle
hk-panel-odds_basis = Co je započteno
hk-panel-points = Vítězné body
hk-panel-province = Kraj
hk-panel-relic = Relikvie
hk-panel-religion = Státní náboženství
hk-panel-road = Cesta
hk-panel-round = Kolo
hk-panel-siege = Obléhání
hk-panel-step = Krok
hk-panel-target = Cíl
hk-panel-techs = Technologie
hk-panel-terrain = Terén
hk-panel-turn = Tah
hk-panel-unharmed = Bez ztrát
hk-panel-win = Zničení všech obránců

## Boční panel a podrobnosti pole: hodnoty

# $value: číslo zobrazené tak, jak je
hk-value = { $value }
# počty žetonů v pytli v předpovědi útoku
hk-value-bag = útočník { $attacker_tokens }, obránce { $defender_tokens }, neutrální { $neutral_tokens }
# building pieces of each type still on the personal board
hk-value-buildings = { hk-building-market } { $market }, { hk-building-barracks } { $barracks }, { hk-building-workshop } { $workshop }, { hk-building-temple } { $temple }
# zásahy, které každé straně zbývá přidělit
hk-value-damage = útočník { $attacker_damage }, obránce { $defender_damage }
# $dealt, $taken: očekávané zásahy s jedním desetinným místem
hk-value-expect = způsobené { $dealt }, utržené { $taken }
# neutrální žetony v pytli a tažené z něj
hk-value-neutral = v pytli { $in_bag }, taženo { $drawn }
# what the odds before preparation count and leave out
hk-value-odds_basis = jeden žeton za jednotku a její bonus (HK-11…HK-20), útočník táhne do výše celé své odvahy (HK-40). Zatím neznámé, a proto nezapočtené: nepovinné kostky, reakce (HK-5), dotažení obránce (HK-38), zkoušky a opakovaná tažení. Jakmile je pytel připraven, každé tlačítko tažení ukazuje své přesné šance.
# např. kolo: „3 z 12“
hk-value-of = { $value } z { $total }
# $percent: procenta s jedním desetinným místem
hk-value-percent = { $percent } %
# $province: číslo kraje; $religion: jeho náboženství
hk-value-province = kraj { $province } ({ $religion })
# $owner: království, jemuž hradba patří; $edge: strana pole (0–5)
hk-value-segment = { $owner }, strana sousedící s polem { $toward }
hk-value-segment_border = { $owner }, strana na okraji mapy
# žetony jedné strany: v pytli, tažené a kolik jich smí táhnout
hk-value-side = v pytli { $in_bag }, taženo { $drawn }, odvaha { $courage }
# $owner: království, jemuž stavba patří; $durability, $max_durability:
# zbývající a plná odolnost stavby
hk-value-structure = { $owner }, odolnost { $durability } z { $max_durability }
# $owner: království, jemuž jednotka patří; $exhaustion: kostky vyčerpání na jednotce
hk-value-unit = { $owner }, { $exhaustion ->
        [one] { $exhaustion } kostka vyčerpání
        [few] { $exhaustion } kostky vyčerpání
       *[other] { $exhaustion } kostek vyčerpání
    }

## Mapa: popisky značek a žetonů jednotek

# $player: vlastník; $count: počet jednotek jednoho druhu na poli; $unit: druh
hk-counter = { $player }: { $count } { $count ->
        [one] { $unit }
        [few] { $unit-few }
       *[other] { $unit-other }
    }
hk-mark-barracks = Zbrojnice
hk-mark-castle = Hrad
hk-mark-city = Město
hk-mark-damaged = Poškozeno
hk-mark-forest = Les
hk-mark-hill = Pahorky
hk-mark-market = Tržiště
hk-mark-mountain = Hory
hk-mark-palisade = Palisáda
hk-mark-relic = Relikvie na svém svatém místě
hk-mark-road = Cesta
hk-mark-temple = Chrám
hk-mark-walls = Hradba
hk-mark-water = Voda
hk-mark-workshop = Dílna

## Názvy používané uvnitř jiných zpráv

hk-ach-builder = Stavitel
hk-ach-scholar = Učenec
hk-ach-steadfast = Neochvějný
hk-ach-warlike = Bojechtivý
hk-bstep-assign = přidělování ztrát
hk-bstep-convert = obracení na víru
hk-bstep-draw = tažení žetonů
hk-bstep-land = umístění jednotky
hk-bstep-post_draw = opakované tažení
hk-bstep-prepare = příprava pytle
hk-bstep-react = reakce
hk-bstep-recover = záchrana
hk-bstep-return_buildings = vrácení ztracených budov
hk-building-barracks = Zbrojnice
hk-building-market = Tržiště
hk-building-temple = Chrám
hk-building-workshop = Dílna
hk-gov-democracy = Demokracie
    .acc = demokracii
hk-gov-monarchy = Monarchie
    .acc = monarchii
hk-gov-theocracy = Teokracie
    .acc = teokracii
hk-religion-christianity = křesťanství
    .gen = křesťanství
hk-religion-islam = islám
    .gen = islámu
hk-religion-paganism = pohanství
    .gen = pohanství
hk-side-attacker = Útočník
hk-side-defender = Obránce
hk-struct-barracks = zbrojnice
    .acc = zbrojnici
hk-struct-castle = hrad
    .acc = hrad
hk-struct-city = město
    .acc = město
hk-struct-market = tržiště
    .acc = tržiště
hk-struct-palisade = palisáda
    .acc = palisádu
hk-struct-temple = chrám
    .acc = chrám
hk-struct-walls = hradba
    .acc = hradbu
hk-struct-workshop = dílna
    .acc = dílnu
hk-tech-drill = Výcvik
    .acc = Výcvik
hk-tech-fabian_tactics = Fabiova taktika
    .acc = Fabiovu taktiku
hk-tech-field_medicine = Polní ranhojičství
    .acc = Polní ranhojičství
hk-tech-regular_army = Stálé vojsko
    .acc = Stálé vojsko
hk-tech-siege_tower = Obléhací věž
    .acc = Obléhací věž
hk-tech-tactics = Taktika
    .acc = Taktiku
hk-terrain-forest = les
hk-terrain-hills = pahorky
hk-terrain-mountains = hory
hk-terrain-plains = roviny
hk-terrain-water = voda
hk-token-attacker = žeton útočníka
    .acc = žeton útočníka
    .sg = žeton útočníka
hk-token-defender = žeton obránce
    .acc = žeton obránce
    .sg = žeton obránce
hk-token-neutral = Neutrální žetony
    .acc = neutrální žeton
    .sg = neutrální žeton
hk-unit-archers = lučištník
    .acc = lučištníka
    .gender = m
    .few = lučištníci
    .other = lučištníků
hk-unit-cavalry = jezdec
    .acc = jezdce
    .gender = m
    .few = jezdci
    .other = jezdců
hk-unit-galley = galéra
    .acc = galéru
    .gender = f
    .few = galéry
    .other = galér
hk-unit-peasants = rolník
    .acc = rolníka
    .gender = m
    .few = rolníci
    .other = rolníků
hk-unit-spearmen = kopiník
    .acc = kopiníka
    .gender = m
    .few = kopiníci
    .other = kopiníků
hk-unit-swordsmen = mečník
    .acc = mečníka
    .gender = m
    .few = mečníci
    .other = mečníků
hk-unit-trebuchet = blida
    .acc = blidu
    .gender = f
    .few = blidy
    .other = blid
hk-word-conversion = obrácení na víru
    .gen = obrácení na víru
hk-word-failed = neuspěje
hk-word-no = ne
hk-word-on_site = na svém svatém místě
hk-word-passed = uspěje
hk-word-recovery = záchrana
    .gen = záchrany
hk-word-yes = ano

## Názvy polí: vytváří je tools/hexnames/names.mjs (raději ho spusťte znovu,
## než je upravovat ručně). V češtině zůstávají tak, jak jsou, a nesklonné.

hk-region-h_-1_-1 = Eastworth
hk-region-h_-1_-2 = Fenthorpe
hk-region-h_-1_-3 = Barwick
hk-region-h_-1_-4 = Blackford
hk-region-h_-1_-5 = Southworth
hk-region-h_-1_-6 = Fenfield
hk-region-h_-1_0 = Blackton
hk-region-h_-1_1 = Elmthorpe
hk-region-h_-1_2 = Dunby
hk-region-h_-1_3 = Longmere
hk-region-h_-1_4 = Wrenwell
hk-region-h_-1_5 = Crowton
hk-region-h_-1_6 = Crowwell
hk-region-h_-1_7 = Fenley
hk-region-h_-2_-1 = Wrenham
hk-region-h_-2_-2 = Whitewick
hk-region-h_-2_-3 = Longcombe
hk-region-h_-2_-4 = Westley
hk-region-h_-2_-5 = Oakwell
hk-region-h_-2_0 = Ashcombe
hk-region-h_-2_1 = Hazelwell
hk-region-h_-2_2 = Wrenwick
hk-region-h_-2_3 = Queensthorpe
hk-region-h_-2_4 = Bramley
hk-region-h_-2_5 = Glenton
hk-region-h_-2_6 = Ashthorpe
hk-region-h_-2_7 = Ironham
hk-region-h_-3_-1 = Rookbury
hk-region-h_-3_-2 = Dunford
hk-region-h_-3_-3 = Hartthorpe
hk-region-h_-3_-4 = Oakmere
hk-region-h_-3_0 = Brookwell
hk-region-h_-3_1 = Fenton
hk-region-h_-3_2 = Eastthorpe
hk-region-h_-3_3 = Longbury
hk-region-h_-3_4 = Yewford
hk-region-h_-3_5 = Thornwell
hk-region-h_-3_6 = Mossthorpe
hk-region-h_-3_7 = Birchworth
hk-region-h_-4_-1 = Dunton
hk-region-h_-4_-2 = Stonewick
hk-region-h_-4_-3 = Fairwell
hk-region-h_-4_0 = Dunley
hk-region-h_-4_1 = Queensbury
hk-region-h_-4_2 = Brambury
hk-region-h_-4_3 = Longford
hk-region-h_-4_4 = Fenham
hk-region-h_-4_5 = Marlby
hk-region-h_-4_6 = Greystead
hk-region-h_-4_7 = Elmfield
hk-region-h_-5_-1 = Eastford
hk-region-h_-5_-2 = Haleham
hk-region-h_-5_0 = Frostton
hk-region-h_-5_1 = Millwick
hk-region-h_-5_2 = Saltmere
hk-region-h_-5_3 = Hartwell
hk-region-h_-5_4 = Westton
hk-region-h_-5_5 = Westcombe
hk-region-h_-5_6 = Glenby
hk-region-h_-5_7 = Dalethorpe
hk-region-h_-6_-1 = Hartmere
hk-region-h_-6_0 = Pikeby
hk-region-h_-6_1 = Hartwick
hk-region-h_-6_2 = Saltwick
hk-region-h_-6_3 = Hartley
hk-region-h_-6_4 = Frostwick
hk-region-h_-6_5 = Bramthorpe
hk-region-h_-6_6 = Yewby
hk-region-h_-6_7 = Redworth
hk-region-h_-7_0 = Hazelcombe
hk-region-h_-7_1 = Wrenthorpe
hk-region-h_-7_2 = Mosswick
hk-region-h_-7_3 = Blackley
hk-region-h_-7_4 = Daleley
hk-region-h_-7_5 = Oakley
hk-region-h_-7_6 = Glenwick
hk-region-h_-7_7 = Birchley
hk-region-h_0_-1 = Barmere
hk-region-h_0_-2 = Hazelley
hk-region-h_0_-3 = Hartstead
hk-region-h_0_-4 = Southcombe
hk-region-h_0_-5 = Rushthorpe
hk-region-h_0_-6 = Rushford
hk-region-h_0_-7 = Crowwick
hk-region-h_0_0 = Yewham
hk-region-h_0_1 = Thornton
hk-region-h_0_2 = Ashley
hk-region-h_0_3 = Piketon
hk-region-h_0_4 = Yewwick
hk-region-h_0_5 = Elmworth
hk-region-h_0_6 = Barworth
hk-region-h_0_7 = Fenwell
hk-region-h_1_-1 = Dunwick
hk-region-h_1_-2 = Dunham
hk-region-h_1_-3 = Deerwell
hk-region-h_1_-4 = Glenham
hk-region-h_1_-5 = Thornfield
hk-region-h_1_-6 = Wolfworth
hk-region-h_1_-7 = Larkthorpe
hk-region-h_1_0 = Saltstead
hk-region-h_1_1 = Faircombe
hk-region-h_1_2 = Ironstead
hk-region-h_1_3 = Wrenworth
hk-region-h_1_4 = Yewley
hk-region-h_1_5 = Ravenford
hk-region-h_1_6 = Coldham
hk-region-h_2_-1 = Halebury
hk-region-h_2_-2 = Northford
hk-region-h_2_-3 = Goldley
hk-region-h_2_-4 = Hartton
hk-region-h_2_-5 = Oakwick
hk-region-h_2_-6 = Frostmere
hk-region-h_2_-7 = Alderford
hk-region-h_2_0 = Ashbury
hk-region-h_2_1 = Hollyford
hk-region-h_2_2 = Coldworth
hk-region-h_2_3 = Kingsthorpe
hk-region-h_2_4 = Blackby
hk-region-h_2_5 = Thornwick
hk-region-h_3_-1 = Barwell
hk-region-h_3_-2 = Wrencombe
hk-region-h_3_-3 = Birchcombe
hk-region-h_3_-4 = Raventon
hk-region-h_3_-5 = Ashton
hk-region-h_3_-6 = Longley
hk-region-h_3_-7 = Brookwick
hk-region-h_3_0 = Rushwick
hk-region-h_3_1 = Fairmere
hk-region-h_3_2 = Glenbury
hk-region-h_3_3 = Fairby
hk-region-h_3_4 = Elmwell
hk-region-h_4_-1 = Greywick
hk-region-h_4_-2 = Millcombe
hk-region-h_4_-3 = Larkford
hk-region-h_4_-4 = Northworth
hk-region-h_4_-5 = Barby
hk-region-h_4_-6 = Blackwell
hk-region-h_4_-7 = Marlwell
hk-region-h_4_0 = Haleford
hk-region-h_4_1 = Coldthorpe
hk-region-h_4_2 = Mossworth
hk-region-h_4_3 = Ravenfield
hk-region-h_5_-1 = Marlley
hk-region-h_5_-2 = Stonefield
hk-region-h_5_-3 = Yewton
hk-region-h_5_-4 = Hartworth
hk-region-h_5_-5 = Eastmere
hk-region-h_5_-6 = Fairham
hk-region-h_5_-7 = Frostford
hk-region-h_5_0 = Rushham
hk-region-h_5_1 = Queenswick
hk-region-h_5_2 = Elmmere
hk-region-h_6_-1 = Rookstead
hk-region-h_6_-2 = Wolfcombe
hk-region-h_6_-3 = Birchton
hk-region-h_6_-4 = Barfield
hk-region-h_6_-5 = Ravenham
hk-region-h_6_-6 = Greyworth
hk-region-h_6_-7 = Glenstead
hk-region-h_6_0 = Fenmere
hk-region-h_6_1 = Haleley
hk-region-h_7_-1 = Bramwick
hk-region-h_7_-2 = Souththorpe
hk-region-h_7_-3 = Millbury
hk-region-h_7_-4 = Queensstead
hk-region-h_7_-5 = Halecombe
hk-region-h_7_-6 = Elmton
hk-region-h_7_-7 = Northley
hk-region-h_7_0 = Swanbury

## Krátké popisky na žetonech mapy (tři písmena)
hk-short-peasants = ROL
hk-short-spearmen = KOP
hk-short-swordsmen = MEČ
hk-short-cavalry = JEZ
hk-short-archers = LUČ
hk-short-trebuchet = BLI
hk-short-galley = GAL

## Průvodce: co teď může rozhodující hráč udělat a proč (požadavek 19)

# Akce tahu. $dice: akční kostky, které zbývají v zásobě; $gold: zlato království.
hk-guide-actions = Váš tah: máte { $dice ->
        [one] { $dice } akční kostku
        [few] { $dice } akční kostky
       *[other] { $dice } akčních kostek
    } a { $gold ->
        [one] { $gold } zlatý
        [few] { $gold } zlaté
       *[other] { $gold } zlatých
    }. Každá akce stojí jednu kostku: manévr vojskem (a poté útok), verbování, stavba, výzkum technologie nebo změna státního zřízení. Až budete hotovi, stiskněte „{ hk-action-end_turn }“; ponechané kostky můžete ještě přidat do bitev.
hk-guide-after_manoeuvre = Vaše vojsko provedlo manévr. Nyní můžete vyhlásit jeden útok na pole jediného jiného hráče, na které vaše vojsko dosáhne, nebo přidat do šiku další vojska; stiskem „{ hk-action-end_manoeuvre }“ zde skončíte.
hk-guide-react = Jste napadeni. Než se pytel naplní, můžete reagovat: přesunout k obraně nevyčerpaná vojska z okolí cíle v mezích limitu šiku, nebo zvolit „{ hk-action-no_reaction }“.
hk-guide-prepare = Připravte svou část pytle: vaše jednotky své žetony dají tak jako tak; můžete přidat akční kostky a kostky zkušenosti, vynechat své obranné kostky nebo odhodit žetony Fabiovou taktikou.
hk-guide-convert = Teokracie vám dovoluje pokusit se obrátit na víru nepřátelskou jednotku z této bitvy: zkouška táhne žetony z pytle a uspěje, je-li mezi nimi alespoň jeden váš a žádný nepřátelský. Zkoušku můžete také vynechat.
hk-guide-draw = Táhněte z pytle od jednoho žetonu až do výše své odvahy: každý žeton vaší barvy je jeden zásah nepříteli, každý jeho jeden zásah vám. U každé volby je vidět přesná šance.
hk-guide-draw_more = Útočník táhl méně žetonů, než činí vaše odvaha: můžete dotáhnout další až do tohoto počtu, nebo přestat. Každý žeton vaší barvy je jeden zásah nepříteli.
hk-guide-redraw = Vaše technologie vám dovolují táhnout znovu: Taktika vrátí do pytle všechny tažené žetony a táhne znovu, Stálé vojsko vymění jeden tažený žeton za jiný. Jste-li s tahem spokojeni, ponechte si ho.
hk-guide-assign = Přidělte zásahy, které jste způsobili: ničte nepřátelské kusy pole po poli v pořadí ničení — zcela poškozené stavby, hradby na linii útoku, jednotky, budovy a nakonec město či hrad. Stavba, kterou nezničíte, si poškození ponechá.
hk-guide-recover = Demokracie vám dovoluje pokusit se zachránit jednotku ztracenou v této bitvě: zkouška táhne žetony z pytle a uspěje, je-li mezi nimi alespoň jeden váš a žádný nepřátelský. Zkoušku můžete také vynechat.
hk-guide-return_buildings = V této bitvě jste přišli o budovy: určete, jakého druhu byla každá z nich, a vrátí se na vaši desku jako budova toho druhu.
hk-guide-land = Zkouška uspěla: zvolte sousední pole, na které jednotka stane — takové, na které smí vstoupit a na kterém nejsou nepřátelské kusy.
hk-guide-advance = Vítězství: napadené pole je prázdné, takže jedno útočící vojsko, které s ním sousedí, na ně smí zdarma postoupit. Stiskem „{ hk-action-end_manoeuvre }“ zůstanete na místě.

## What cannot be done at a hex now, and why (issue 36)
hk-panel-not_now = Teď nelze
hk-not_now-recruit = Verbování
hk-not_now-manoeuvre = Manévr
hk-not_now-attack = Útok
hk-value-attack_there = vyberte pole nepřítele: útok je nabízen tam, i se šancemi (G-6)

## Pravidla, která musí platit po každé akci (porušení je chybou hry, nikdy hráče)
hk-invariant-shared_hex = G-9: na poli { $hex } stojí jednotky dvou hráčů
hk-invariant-stack = G-9: na poli { $hex } stojí { $count } jednotek, víc než pět
hk-invariant-unit_terrain = G-2: jednotka { $unit } stojí na poli { $hex }, kde být nemůže
hk-invariant-structure_terrain = G-2: stavba { $structure } stojí na poli { $hex }, kde se nic stavět nedá
hk-invariant-damage = HK-56: stavba { $structure } na poli { $hex } nese { $damage } poškození, tolik, kolik snese, a přesto stojí
hk-invariant-edge_twice = G-12: jedna strana pole { $hex } nese dvě hradby nebo palisády
hk-invariant-two_cities = G-12: provincie pole { $hex } má víc než jedno město
hk-invariant-building_city = G-12: budova na poli { $hex } stojí bez města svého vlastníka
hk-invariant-buildings = G-12: město na poli { $hex } má víc než tři budovy nebo dvě stejného druhu
hk-invariant-action_dice = G-5: hráč { $player } má víc než tři akční kostky: { $dice }
hk-invariant-out = G-25: hráč { $player } je ze hry venku, a přesto má na mapě jednotky
hk-invariant-nobody = G-5: hra neskončila, a přece nemá rozhodovat žádný hráč, který v ní je
