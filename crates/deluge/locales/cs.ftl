### Potopa 1655: texty systému pro hráče, česky.
###
### Argumenty, které jsou jmény ($nation, $land, $unit, $army, $level,
### $phase…), jsou jiné zprávy tohoto souboru předávané celé. Text smí
### použít jejich atributy (pády a jiné tvary) jen tam, kde kód jméno
### předává jako klíč: tak je tomu u mocností, vojvodství, úrovní výsledku,
### fází a ročních období. Armády a posádky ($unit, $army, $from a $to při
### přesunu PS, $target, $parent, $slot) a strany ve verdiktech ($a a $b
### v dc-verdict-*, dc-report-draw a dc-action-enter_result, $winner,
### $loser) přicházejí jako hotový text, a stojí proto vždy v 1. pádě.
### Čísla ($ps, $points, $count…) jsou čísla Fluent, takže výběr podle
### čísla funguje (one, few, other). Identifikátory pravidel (DC-…, GAP-…)
### se nepřekládají.
###
### Atributy jmen v tomto souboru:
### - mocnosti (dc-role-*): .gen .dat .acc .ins .loc a .gender
###   (f = Koruna, Litva; n = Švédsko, Moskevsko, Turecko; pl = Krymští
###   Tataři, Kozáci) pro shodu slovesa a .with, tj. „s/se + 7. pád“
###   („s Korunou“, „se Švédskem“);
### - vojvodství (dc-region-*): .gen .acc .loc a s předložkou .in („v Krakově“,
###   „na Volyni“), .to („do Krakova“, „na Volyň“) a .from („z Krakova“,
###   „z Volyně“). Každé vojvodství musí mít .in, .to i .from.
###
### PS jsou body síly (1 PS = 1 podstavec na stole).

## Hra a její scénáře

dc-name = Potopa 1655
dc-scenario-mixed = Potopa 1655: bitvy na stole nebo vyhodnocené počítačem (7 mocností)
dc-scenario-tabletop = Potopa 1655: každá bitva na stole (7 mocností)
dc-scenario-auto = Potopa 1655: každou bitvu vyhodnotí počítač (7 mocností)
dc-scenario-earned = Potopa 1655: bitvy na stole nebo vyhodnocené počítačem, Tatarům se platí jen získanými body (7 mocností)

# Přehled pravidel, zobrazený před hrou (odstavce oddělené prázdnými řádky)
dc-rules_summary =
    Sedm mocností vede války Potopy od července 1655 do června 1660: Koruna, Litva, Švédsko, Moskevsko, Krymští Tataři, Turecko a Kozáci. Tah trvá tři měsíce; všechny mocnosti hrají každou fázi současně a tajně a fáze skončí, jakmile ji ukončí všechny mocnosti (DC-TURN-1, DC-TURN-2).

    ## Fáze 1: pohyb a reorganizace (DC-REORG, DC-MOVE, DC-TRE-8)
    - Armáda táhne do sousedního vojvodství; tatarský čambul bez jasyru až o dvě (DC-MOVE-1, DC-MOVE-2). Ve vlastním vojvodství se místo toho může ukrýt v pevnosti nebo odpočívat (DC-MOVE-4); armáda v pevnosti ji může jen opustit (DC-MOVE-3).
    - Body síly (PS) se přesouvají mezi vašimi armádami v jednom vojvodství a mezi armádou a posádkou vašeho vojvodství; armády jmenované v pravidlech oddělují nové (DC-REORG-1 až 3). Nejdřív reorganizace: rozkaz k pohybu armádu uzamkne (DC-REORG-5).
    - Jen tehdy se utrácejí dukáty: odvody 10 za PS, zdroje po 5, v každém vojvodství jednou za tah, morálka 100 za bod (DC-TRE-9 až 11).

    ## Fáze 2: rozkazy a plány (DC-ORD, DC-PLAN)
    - Proti nepřátelským armádám: útok na některé nebo všechny, nebo obranné postavení; pokud obě strany čekají, k bitvě nedojde (DC-ORD-1, DC-DEF-2).
    - V nepřátelském vojvodství: zteč nebo obléhání pevnosti (nejméně 60 PS, nikdy Tataři), nebo braní jasyru (Turecko a Tataři, 1 bod za 10 PS) (DC-STORM-1, DC-SIEGE-1, DC-YAS-1). Obležené armády se mohou probíjet z obležení (DC-BRK-1).
    - Plán každé armády: zůstat, nebo ustoupit po taktické porážce, kam ustoupit, co dělat po vítězství (DC-PLAN-1 až 7).
    - Spojenectví se navrhují, přijímají a ruší ve fázích 2 a 3 a platí od konce tahu; Tatarům se platí body (DC-DIP-1 až 3).

    ## Fáze 3: výsledky bitev (DC-RES, DC-AUTO, GAP-10)
    - Jedna strana zadá výsledek (taktické, strategické nebo historické vítězství, nebo remízu) a zničené a uprchlé podstavce; druhá ho potvrdí, nebo ho smaže a zadá vlastní (DC-RES-6). Uprchlý podstavec je polovina PS, u Švédů celý PS (DC-RES-4).
    - Strana, která nedokáže postavit ani minimální průzkumný oddíl, prohrává okamžitě a přichází o všechny PS (DC-AUTO-1 až 5); pevnost staví dvakrát více podstavců, než má PS.
    - Bez figurek rozhodne bitvu počítač hodem kostek (GAP-10), podle zvoleného scénáře.

    ## Fáze 4: výpočet (DC-CALC-1)
    - Ztráty: porážka ×2, ×3 nebo ×4; obrana pevnosti je snižuje na polovinu; zteč je zdvojnásobuje (ne pro Švédsko); početní převaha nepřítele přidává až 100 % (pro Korunu o sloupec méně, kromě bojů proti Švédsku); vynucený ústup, který nelze provést, je zdvojnásobuje (DC-LOSS-1 až 8, DC-SUP-1 až 3).
    - Body: ztráty každé strany se stávají body té druhé (DC-PTS-1, 2); dobytí vojvodství 10, ztráty obležených 1 za PS, odvedený jasyr 2 za bod (DC-CAPT-3, DC-SIEGEPTS-2, DC-DELIV-3).
    - Obléhání stojí obležené od druhého tahu 10 % za tah; vojvodství, jehož obránci klesnou na 0, je dobyto (DC-SIEGE-2, DC-CAPT-1).
    - Odpočívající armády se doplňují; kozáci při prvním vstupu do vojvodství získají tolik PS, kolik má zdrojů, a za dobytí 50 PS (DC-REPL-1, DC-COS-1, 2).
    - Na začátku dalšího tahu: morálka se mění podle bitev, dobytí, plenění a odvedení jasyru v minulém tahu (DC-MOR-3 až 7); pokladna vybírá 5 dukátů za každých celých 5 zdrojů neobležených vojvodství a platí na údržbu 20 % zdrojů a 10 % (nebo 1 %) PS (DC-TRE-1 až 7); vojvodství dává 100 bodů, nebo 25, stojí-li v něm nepřátelská armáda (DC-PROV-1).

    ## Vítězství (GAP-6)
    - Po 20. tahu (duben–červen 1660) vítězí mocnost, jejíž skóre vzrostlo nejvíce nad její normu; skóre tvoří získané body plus body za vojvodství (DC-SCORE-1).
    - Normy: Koruna −1250, Litva −450, Švédsko +1000, Moskevsko +100, Krymští Tataři −150, Turecko +450, Kozáci +600. Pramen počítá jen přírůstek; ve 300 taženích, v nichž počítač hrál za všechny mocnosti, pak rozhodoval výchozí stav: Švédsko vyhrálo přes polovinu, Koruna, Litva a Tataři ani jednou. Měřeno vůči své normě vyhrává každá mocnost zhruba stejně často.

## Mocnosti
## Pády a rod (.gender: f, n, pl), protože v deníku bývá mocnost podmětem;
## .with je „s/se + 7. pád“. Každá mocnost musí mít .gender i .with.

dc-role-ron = Koruna
    .gen = Koruny
    .dat = Koruně
    .acc = Korunu
    .ins = Korunou
    .loc = Koruně
    .gender = f
    .with = s Korunou
dc-role-swe = Švédsko
    .gen = Švédska
    .dat = Švédsku
    .acc = Švédsko
    .ins = Švédskem
    .loc = Švédsku
    .gender = n
    .with = se Švédskem
dc-role-mos = Moskevsko
    .gen = Moskevska
    .dat = Moskevsku
    .acc = Moskevsko
    .ins = Moskevskem
    .loc = Moskevsku
    .gender = n
    .with = s Moskevskem
dc-role-tat = Krymští Tataři
    .gen = krymských Tatarů
    .dat = krymským Tatarům
    .acc = krymské Tatary
    .ins = krymskými Tatary
    .loc = krymských Tatarech
    .gender = pl
    .with = s krymskými Tatary
dc-role-tur = Turecko
    .gen = Turecka
    .dat = Turecku
    .acc = Turecko
    .ins = Tureckem
    .loc = Turecku
    .gender = n
    .with = s Tureckem
dc-role-cos = Kozáci
    .gen = kozáků
    .dat = kozákům
    .acc = kozáky
    .ins = kozáky
    .loc = kozácích
    .gender = pl
    .with = s kozáky
dc-role-lit = Litva
    .gen = Litvy
    .dat = Litvě
    .acc = Litvu
    .ins = Litvou
    .loc = Litvě
    .gender = f
    .with = s Litvou

## Armády (DC-ARMY-1)

dc-army-RON_CROWN_1 = 1. korunní armáda
dc-army-RON_CROWN_2 = 2. korunní armáda
dc-army-RON_UKRAINE_1 = 1. ukrajinská armáda
dc-army-RON_UKRAINE_2 = 2. ukrajinská armáda
dc-army-SWE_ROYAL_1 = 1. královská armáda
dc-army-SWE_ROYAL_2 = 2. královská armáda
dc-army-SWE_ROYAL_3 = 3. královská armáda
dc-army-SWE_LIVONIA_1 = 1. livonská armáda
dc-army-SWE_LIVONIA_2 = 2. livonská armáda
dc-army-SWE_TRANSYLVANIA = Sedmihradská armáda
dc-army-SWE_PRUSSIA = Pruská armáda
dc-army-MOS_MAIN = Carská hlavní armáda
dc-army-MOS_LIVONIA = Carská livonská armáda
dc-army-MOS_SOUTH = Carská jižní armáda
dc-army-MOS_RESERVE = Carská záložní armáda
dc-army-TAT_BEY = Bejův čambul
dc-army-TAT_NUREDDIN = Nureddinův čambul
dc-army-TAT_NOGAI = Nogajský čambul
dc-army-TUR_MAIN = Osmanská hlavní armáda
dc-army-TUR_NORTH = Osmanská severní armáda
dc-army-TUR_RESERVE = Osmanská záložní armáda
dc-army-COS_MAIN = Kozácká hlavní armáda
dc-army-COS_COVER = Kozácká krycí armáda
dc-army-COS_ZHDANOVYCH = Ždanovyčova armáda
dc-army-LIT_1 = 1. litevská armáda
dc-army-LIT_2 = 2. litevská armáda
dc-army-LIT_3 = 3. litevská armáda

## Vojvodství (GAP-1)
## Pády (.gen, .acc, .loc) a spojení s předložkou: .in (kde?), .to (kam?),
## .from (odkud?).

dc-region-west_pomerania = Západní Pomořansko
    .gen = Západního Pomořanska
    .acc = Západní Pomořansko
    .loc = Západním Pomořansku
    .in = v Západním Pomořansku
    .to = do Západního Pomořanska
    .from = ze Západního Pomořanska
dc-region-pomeranian = Pomořansko (Gdaňsk)
    .gen = Pomořanska (Gdaňsk)
    .acc = Pomořansko (Gdaňsk)
    .loc = Pomořansku (Gdaňsk)
    .in = v Pomořansku (Gdaňsk)
    .to = do Pomořanska (Gdaňsk)
    .from = z Pomořanska (Gdaňsk)
dc-region-malbork = Malbork
    .gen = Malborku
    .acc = Malbork
    .loc = Malborku
    .in = v Malborku
    .to = do Malborku
    .from = z Malborku
dc-region-chelmno = Chełmno
    .gen = Chełmna
    .acc = Chełmno
    .loc = Chełmnu
    .in = v Chełmnu
    .to = do Chełmna
    .from = z Chełmna
dc-region-ducal_prussia = Pruské vévodství
    .gen = Pruského vévodství
    .acc = Pruské vévodství
    .loc = Pruském vévodství
    .in = v Pruském vévodství
    .to = do Pruského vévodství
    .from = z Pruského vévodství
dc-region-poznan = Poznaň
    .gen = Poznaně
    .acc = Poznaň
    .loc = Poznani
    .in = v Poznani
    .to = do Poznaně
    .from = z Poznaně
dc-region-kalisz = Kališ
    .gen = Kališe
    .acc = Kališ
    .loc = Kališi
    .in = v Kališi
    .to = do Kališe
    .from = z Kališe
dc-region-kuyavia = Kujavsko
    .gen = Kujavska
    .acc = Kujavsko
    .loc = Kujavsku
    .in = v Kujavsku
    .to = do Kujavska
    .from = z Kujavska
dc-region-sieradz_leczyca = Sieradzsko a Łęczycko
    .gen = Sieradzska a Łęczycka
    .acc = Sieradzsko a Łęczycko
    .loc = Sieradzsku a Łęczycku
    .in = v Sieradzsku a Łęczycku
    .to = do Sieradzska a Łęczycka
    .from = ze Sieradzska a Łęczycka
dc-region-masovia = Mazovsko
    .gen = Mazovska
    .acc = Mazovsko
    .loc = Mazovsku
    .in = v Mazovsku
    .to = do Mazovska
    .from = z Mazovska
dc-region-podlasie = Podlasí
    .gen = Podlasí
    .acc = Podlasí
    .loc = Podlasí
    .in = v Podlasí
    .to = do Podlasí
    .from = z Podlasí
dc-region-krakow = Krakov
    .gen = Krakova
    .acc = Krakov
    .loc = Krakově
    .in = v Krakově
    .to = do Krakova
    .from = z Krakova
dc-region-sandomierz = Sandoměř
    .gen = Sandoměře
    .acc = Sandoměř
    .loc = Sandoměři
    .in = v Sandoměři
    .to = do Sandoměře
    .from = ze Sandoměře
dc-region-lublin = Lublin
    .gen = Lublinu
    .acc = Lublin
    .loc = Lublinu
    .in = v Lublinu
    .to = do Lublinu
    .from = z Lublinu
dc-region-ruthenian = Rus (Lvov)
    .gen = Rusi (Lvov)
    .acc = Rus (Lvov)
    .loc = Rusi (Lvov)
    .in = na Rusi (Lvov)
    .to = na Rus (Lvov)
    .from = z Rusi (Lvov)
dc-region-belz = Belz
    .gen = Belzu
    .acc = Belz
    .loc = Belzu
    .in = v Belzu
    .to = do Belzu
    .from = z Belzu
dc-region-volhynia = Volyň
    .gen = Volyně
    .acc = Volyň
    .loc = Volyni
    .in = na Volyni
    .to = na Volyň
    .from = z Volyně
dc-region-podolia = Podolí
    .gen = Podolí
    .acc = Podolí
    .loc = Podolí
    .in = v Podolí
    .to = do Podolí
    .from = z Podolí
dc-region-braclaw = Braclav
    .gen = Braclavi
    .acc = Braclav
    .loc = Braclavi
    .in = v Braclavi
    .to = do Braclavi
    .from = z Braclavi
dc-region-kiev = Kyjev
    .gen = Kyjeva
    .acc = Kyjev
    .loc = Kyjevě
    .in = v Kyjevě
    .to = do Kyjeva
    .from = z Kyjeva
dc-region-chernihiv = Černihiv
    .gen = Černihova
    .acc = Černihiv
    .loc = Černihově
    .in = v Černihově
    .to = do Černihova
    .from = z Černihova
dc-region-zaporizhia = Záporoží
    .gen = Záporoží
    .acc = Záporoží
    .loc = Záporoží
    .in = na Záporoží
    .to = na Záporoží
    .from = ze Záporoží
dc-region-wilno = Vilnius
    .gen = Vilniusu
    .acc = Vilnius
    .loc = Vilniusu
    .in = ve Vilniusu
    .to = do Vilniusu
    .from = z Vilniusu
dc-region-troki = Trakai
    .gen = Trakai
    .acc = Trakai
    .loc = Trakai
    .in = v Trakai
    .to = do Trakai
    .from = z Trakai
dc-region-samogitia = Žmuď
    .gen = Žmudi
    .acc = Žmuď
    .loc = Žmudi
    .in = na Žmudi
    .to = na Žmuď
    .from = ze Žmudi
dc-region-nowogrodek = Navahrudak
    .gen = Navahrudaku
    .acc = Navahrudak
    .loc = Navahrudaku
    .in = v Navahrudaku
    .to = do Navahrudaku
    .from = z Navahrudaku
dc-region-brest_lit = Brest
    .gen = Brestu
    .acc = Brest
    .loc = Brestu
    .in = v Brestu
    .to = do Brestu
    .from = z Brestu
dc-region-minsk = Minsk
    .gen = Minsku
    .acc = Minsk
    .loc = Minsku
    .in = v Minsku
    .to = do Minsku
    .from = z Minsku
dc-region-vitebsk = Vitebsk
    .gen = Vitebsku
    .acc = Vitebsk
    .loc = Vitebsku
    .in = ve Vitebsku
    .to = do Vitebsku
    .from = z Vitebsku
dc-region-polotsk = Polock
    .gen = Polocku
    .acc = Polock
    .loc = Polocku
    .in = v Polocku
    .to = do Polocku
    .from = z Polocku
dc-region-mstislavl = Mstislavl
    .gen = Mstislavle
    .acc = Mstislavl
    .loc = Mstislavli
    .in = v Mstislavli
    .to = do Mstislavle
    .from = z Mstislavle
dc-region-smolensk = Smolensk
    .gen = Smolenska
    .acc = Smolensk
    .loc = Smolensku
    .in = ve Smolensku
    .to = do Smolenska
    .from = ze Smolenska
dc-region-swedish_livonia = Švédské Livonsko (Riga)
    .gen = Švédského Livonska (Riga)
    .acc = Švédské Livonsko (Riga)
    .loc = Švédském Livonsku (Riga)
    .in = ve Švédském Livonsku (Riga)
    .to = do Švédského Livonska (Riga)
    .from = ze Švédského Livonska (Riga)
dc-region-estonia = Estonsko
    .gen = Estonska
    .acc = Estonsko
    .loc = Estonsku
    .in = v Estonsku
    .to = do Estonska
    .from = z Estonska
dc-region-inflanty_voiv = Polské Livonsko
    .gen = Polského Livonska
    .acc = Polské Livonsko
    .loc = Polském Livonsku
    .in = v Polském Livonsku
    .to = do Polského Livonska
    .from = z Polského Livonska
dc-region-courland = Kuronsko
    .gen = Kuronska
    .acc = Kuronsko
    .loc = Kuronsku
    .in = v Kuronsku
    .to = do Kuronska
    .from = z Kuronska
dc-region-moscow = Moskva
    .gen = Moskvy
    .acc = Moskvu
    .loc = Moskvě
    .in = v Moskvě
    .to = do Moskvy
    .from = z Moskvy
dc-region-novgorod = Novgorod
    .gen = Novgorodu
    .acc = Novgorod
    .loc = Novgorodu
    .in = v Novgorodu
    .to = do Novgorodu
    .from = z Novgorodu
dc-region-pskov = Pskov
    .gen = Pskova
    .acc = Pskov
    .loc = Pskově
    .in = v Pskově
    .to = do Pskova
    .from = z Pskova
dc-region-kursk = Kursk
    .gen = Kursku
    .acc = Kursk
    .loc = Kursku
    .in = v Kursku
    .to = do Kursku
    .from = z Kursku
dc-region-crimea = Krym
    .gen = Krymu
    .acc = Krym
    .loc = Krymu
    .in = na Krymu
    .to = na Krym
    .from = z Krymu
dc-region-moldavia = Moldavsko
    .gen = Moldavska
    .acc = Moldavsko
    .loc = Moldavsku
    .in = v Moldavsku
    .to = do Moldavska
    .from = z Moldavska
dc-region-yedisan = Jedisan
    .gen = Jedisanu
    .acc = Jedisan
    .loc = Jedisanu
    .in = v Jedisanu
    .to = do Jedisanu
    .from = z Jedisanu
dc-region-budjak = Budžak
    .gen = Budžaku
    .acc = Budžak
    .loc = Budžaku
    .in = v Budžaku
    .to = do Budžaku
    .from = z Budžaku

## Oblasti, k nimž vojvodství patří

dc-area-pomerania = Pomořansko
dc-area-prussia = Prusko
dc-area-greater_poland = Velkopolsko
dc-area-masovia = Mazovsko
dc-area-lesser_poland = Malopolsko
dc-area-ruthenia = Rus
dc-area-ukraine = Ukrajina
dc-area-zaporizhia = Záporoží
dc-area-lithuania = Litva
dc-area-livonia = Livonsko
dc-area-muscovy = Moskevsko
dc-area-crimea = Krym
dc-area-ottoman = Osmanské země

## Kalendář a fáze (GAP-6, DC-TURN-1)

dc-season-0 = led–bře
dc-season-1 = dub–čvn
dc-season-2 = čvc–zář
dc-season-3 = říj–pro
# $turn, $last: čísla; $season: období (dc-season-*); $year: rok; $phase: fáze (dc-phase-*)
dc-turn_label = { $season } { $year }, tah { $turn } z { $last }: { $phase }
dc-phase-movement = pohyb a reorganizace
dc-phase-orders = rozkazy a plány bitev
dc-phase-results = výsledky bitev
dc-phase-over = tažení skončilo

# Úroveň výsledku, ve tvaru shodném s „vítězství“ (taktické vítězství)
dc-level-tactical = taktické
dc-level-strategic = strategické
dc-level-historical = historické

## Odmítnutí: proč akce není dovolena

dc-refuse-phase_ended = Vaše mocnost už tuto fázi ukončila: další začne, až ji ukončí všechny mocnosti.
# $phase: fáze, do které to patří (dc-phase-*).
dc-refuse-wrong_phase = To se dělá ve fázi „{ $phase }“.
dc-refuse-results_computed = V tomto tažení se výsledky nezadávají: každou bitvu vyhodnotí počítač, jakmile jsou rozkazy odhaleny.
dc-refuse-not_your_army = To není vaše armáda.
# $cost: cena; $have: dukáty v pokladně.
dc-refuse-ducats = To stojí { $cost ->
        [one] { $cost } dukát
        [few] { $cost } dukáty
       *[other] { $cost } dukátů
    } a ve vaší pokladně je { $have } (s prázdnou pokladnou se nic nekupuje).
dc-refuse-already_ordered = Tato armáda už má rozkaz k pohybu: nejdřív reorganizace, potom rozkaz.
dc-refuse-under_siege = Obležená vojska se nemohou reorganizovat.
dc-refuse-bad_transfer = PS se přesouvají jen mezi vašimi armádami v jednom vojvodství, do posádky nebo z ní jen ve vlastním vojvodství.
# $most: kolik PS tu je.
dc-refuse-too_many = Tolik PS tu není: nejvýše { $most } PS (armáda si ponechá nejméně 1).
dc-refuse-bad_split = Novou armádu oddělují jen armády jmenované v pravidlech, a jen takovou, která ještě neexistuje; každá si ponechá nejméně 1 PS.
dc-refuse-not_adjacent = Toto vojvodství je mimo dosah: jeden krok, pro čambul bez jasyru dva.
dc-refuse-in_fortress = Armáda v pevnosti může v tomto tahu pevnost jen opustit.
dc-refuse-not_own_land = Jen ve vlastním vojvodství.
dc-refuse-no_fortress = V tomto vojvodství není pevnost.
dc-refuse-besieged = Pevnost je obležená: místo toho se ve fázi 2 probijte z obležení.
dc-refuse-recruit_site = Odvedenci se připojí k armádě ve vlastním vojvodství, které není obležené.
dc-refuse-investment = Investuje se do vlastních vojvodství, do každého jednou za tah (Tataři neinvestují).
# $most: kolik morálky lze ještě koupit.
dc-refuse-morale_full = Morálka nemůže překročit 100 %: můžete dokoupit nejvýše { $most } %.
dc-refuse-zero = Zvolte alespoň 1.
dc-refuse-order_unavailable = Tento rozkaz tu tato armáda dostat nemůže.
# $need: kolik PS je třeba; $have: PS armády.
dc-refuse-too_weak = Zteč nebo obléhání vyžaduje nejméně { $need } PS a tato armáda má { $have } PS.
dc-refuse-tatars = Tataři nepodnikají zteč ani neobléhají.
dc-refuse-no_yasyr = Jasyr berou jen Turecko a Tataři.
dc-refuse-bad_target = Útočit lze jen na nepřátelské armády v poli tohoto vojvodství.
dc-refuse-bad_retreat = Ustoupit lze do sousedního vojvodství vlastního nebo spojeneckého, nebo do vlastní pevnosti zde.
dc-refuse-diplomacy_phase = Spojenectví se navrhují, přijímají a ruší ve fázích 2 a 3.
dc-refuse-diplomacy = Taková nabídka ani spojenectví neexistuje, nebo už platí.
dc-refuse-payment = Tatarům je třeba nabídnout nejméně 1 bod; nikomu jinému se neplatí.
# $most: kolik může plátce teď zaplatit.
dc-refuse-payment_above_score = Národ může Tatarům zaplatit nejvýše tolik, kolik činí jeho skóre: teď { $most ->
        [one] { $most } bod
        [few] { $most } body
       *[other] { $most } bodů
    }.
dc-refuse-not_your_battle = To není vaše bitva, nebo je její výsledek už potvrzen.
dc-refuse-cannot_confirm = Výsledek potvrzuje jen strana, která ho nezadala.
dc-refuse-no_resolver = V tomto tažení vyhodnotí každou bitvu počítač, jakmile jsou rozkazy odhaleny.
dc-refuse-results_open = Nejdřív zadejte a potvrďte výsledky všech svých bitev.
# $scenario: požadovaný identifikátor
dc-refuse-unknown_scenario = Scénář Potopy „{ $scenario }“ neexistuje.
dc-refuse-seats = Potopa potřebuje sedm míst, jedno pro každou mocnost, v daném pořadí.

## Akce: tlačítka a záznamy v deníku

# $ps: číslo; $from, $to: armáda nebo posádka (hotový text, 1. pád)
dc-action-transfer = Přesunout { $ps } PS: { $from } → { $to }
# $parent, $slot: armády (1. pád); $ps: číslo
dc-action-split = Rozdělení: { $parent } → { $slot } ({ $ps } PS)
# $army: armáda; $what: pohyb (dc-move-*)
dc-action-move = { $army }: { $what }
# $land: vojvodství
dc-move-to = pochod { $land-to }
dc-move-enter = úkryt v pevnosti
dc-move-leave = opuštění pevnosti
dc-move-rest = odpočinek
# $army; $ps, $cost: čísla
dc-action-recruit = { $army }: odvod { $ps } PS ({ $cost ->
        [one] { $cost } dukát
        [few] { $cost } dukáty
       *[other] { $cost } dukátů
    })
# $land; $n, $cost: čísla
dc-action-invest = Investice { $land-in }: +{ $n ->
        [one] { $n } zdroj
        [few] { $n } zdroje
       *[other] { $n } zdrojů
    } ({ $cost ->
        [one] { $cost } dukát
        [few] { $cost } dukáty
       *[other] { $cost } dukátů
    })
# $pct, $cost: čísla
dc-action-morale = Zvýšit morálku o { $pct } % ({ $cost ->
        [one] { $cost } dukát
        [few] { $cost } dukáty
       *[other] { $cost } dukátů
    })
# $army; $order: rozkaz (dc-order-*)
dc-action-command = { $army }: { $order }
# $count: kolik armád; $target: první z nich (1. pád)
dc-order-attack = { $count ->
        [one] útok: { $target }
        [few] útok na { $count } armády
       *[other] útok na { $count } armád
    }
dc-order-defend = obranné postavení
dc-order-storm = zteč pevnosti
dc-order-siege = obléhání pevnosti
dc-order-yasyr = braní jasyru
dc-order-break = průlom z obležení
dc-action-stay = { $army }: po taktické porážce zůstat na místě
dc-action-no_stay = { $army }: po taktické porážce ustoupit
dc-action-retreat_to = { $army }: ústup { $land-to }
dc-action-retreat_fortress = { $army }: ústup do pevnosti
# $plan: plán (dc-plan-*)
dc-action-after_victory = { $army }, po vítězství: { $plan }
dc-plan-stay = zůstat v poli
dc-plan-siege = zahájit obléhání
dc-plan-yasyr = vzít jasyr
# $nation; $points: body nabízené Tatarům (0 mezi ostatními mocnostmi)
dc-action-propose = { $points ->
        [0] Navrhnout spojenectví { $nation-dat }
        [one] Navrhnout spojenectví { $nation-dat } za { $points } bod
        [few] Navrhnout spojenectví { $nation-dat } za { $points } body
       *[other] Navrhnout spojenectví { $nation-dat } za { $points } bodů
    }
dc-action-accept = Přijmout spojenectví { $nation-with }
dc-action-withdraw = Stáhnout nabídku pro { $nation-acc }
dc-action-break = Zrušit spojenectví { $nation-with }
# $battle: číslo; $verdict: verdikt (dc-verdict-*); $a, $b: mocnosti stran (1. pád); $da, $fa, $db, $fb: zničené a uprchlé podstavce
dc-action-enter_result = Bitva { $battle }: { $verdict }; { $a } – zničeno: { $da }, uprchlo: { $fa }; { $b } – zničeno: { $db }, uprchlo: { $fb }
dc-action-resolve = Bitva { $battle }: nechat vyhodnotit počítačem
# $verdict: verdikt (dc-verdict-*) nebo pomlčka
dc-action-confirm = Bitva { $battle }: potvrdit ({ $verdict })
# $phase: fáze (dc-phase-*)
dc-action-end_phase = Ukončit fázi: { $phase }

# $a, $b: mocnosti obou stran (1. pád); $level: úroveň (dc-level-*)
dc-verdict-draw = remíza: { $a } – { $b }
dc-verdict-a_wins = { $level } vítězství – vítěz: { $a }, poražený: { $b }
dc-verdict-b_wins = { $level } vítězství – vítěz: { $b }, poražený: { $a }
dc-side-a = strana A
dc-side-b = strana B

## Deník

# $nation
dc-event-phase_ended = { $nation } { $nation-gender ->
        [pl] ukončili
        [n] ukončilo
       *[other] ukončila
    } fázi
dc-event-confirmed = Výsledek bitvy { $battle } potvrzen
dc-event-entered = Výsledek bitvy { $battle } zadán, čeká se na druhou stranu
# $from, $to: mocnosti
dc-event-proposed = { $from } { $from-gender ->
        [pl] navrhují
       *[other] navrhuje
    } spojenectví { $to-dat } ({ $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    })
dc-event-accepted = { $to } { $to-gender ->
        [pl] přijímají
       *[other] přijímá
    } spojenectví { $from-with } (od příštího tahu)
dc-event-withdrawn = { $from } { $from-gender ->
        [pl] stahují
       *[other] stahuje
    } nabídku pro { $to-acc }
dc-event-break = { $from } ruší spojenectví { $to-with } (na konci tahu)
dc-event-prussia = Prusko vstupuje do války
dc-event-tsar = Carův hněv
dc-event-radnot = Radnótská smlouva
dc-event-jihad = Džihád

## Řádky vyúčtování fáze; $rule: identifikátor pravidla, $text: řádek
dc-report-line = { $rule }: { $text }
# $unit: armáda (1. pád); $from, $to: vojvodství
dc-report-moved = { $unit } táhne { $from-from } { $to-to }
dc-report-entered_fortress = { $unit } se ukrývá v pevnosti
dc-report-left_fortress = { $unit } opouští pevnost
dc-report-rests = { $unit } odpočívá
# $na, $nb: početní síla každé strany (DC-SUP-2)
dc-report-battle = Bitva { $battle } { $land-in }: { $a } ({ $na }) proti { $b-dat } ({ $nb })
dc-report-auto_defeat = Bitva { $battle }: jedna strana nedokáže postavit ani minimální průzkumný oddíl, výsledek je automatický
# $a, $b: kostky ponechané každou stranou; $effa, $effb: účinné síly; $d: rozdíl výsledků
dc-report-resolved = Bitva { $battle } vyhodnocena: kostky { $a } proti { $b }, síly { $effa } proti { $effb }, rozdíl skóre D = { $d } (GAP-10: pod 2 oběma směry remíza, 2–3 taktické, 4–6 strategické, 7 a více historické)
# $winner, $loser: mocnosti (1. pád); $level: úroveň (dc-level-*); $land
dc-report-victory = Bitva { $land-in }: { $level } vítězství – vítěz: { $winner }, poražený: { $loser }
dc-report-draw = Bitva { $land-in }: remíza, { $a } – { $b }
# $entered: její podíl na ztrátách zadaných za její stranu; $strength: její PS před bitvou
dc-report-unit_share = { $unit } ({ $strength } PS): podíl na zadaných ztrátách: { $entered }
# $by: násobitel nebo procento; $before, $after: ztráty
dc-loss-result = porážka ×{ $by }: { $before } → { $after }
dc-loss-fortress = obrana pevnosti, polovina: { $before } → { $after }
dc-loss-storm = zteč ×2: { $before } → { $after }
dc-loss-superiority = početní převaha nepřítele +{ $by } %: { $before } → { $after }
dc-loss-superiority_ron = početní převaha nepřítele, pro Korunu o sloupec méně, +{ $by } %: { $before } → { $after }
dc-loss-no_retreat_field = ústup nebyl možný, v poli ×2: { $before } → { $after }
dc-loss-no_retreat_fortress_s = ústup z pevnosti nebyl možný, strategická porážka ×1,5: { $before } → { $after }
dc-loss-no_retreat_fortress_h = ústup z pevnosti nebyl možný, historická porážka ×2: { $before } → { $after }
dc-loss-cap = nejvýše jejích { $by } PS: { $before } → { $after }
dc-report-unit_removed = { $unit } ztrácí { $removed } PS
dc-report-individual = Individuální body velitele, { $nation }: { $points }
dc-report-national = Body mocnosti, { $nation }: { $points }
dc-report-yasyr_lost = { $unit } ztrácí { $n ->
        [one] { $n } bod jasyru
        [few] { $n } body jasyru
       *[other] { $n } bodů jasyru
    }
dc-report-destroyed = { $unit } zaniká
dc-report-retreat = { $unit } ustupuje { $land-to }
dc-report-retreat_fortress = { $unit } ustupuje do pevnosti
# $previous: mocnost, která vojvodství ztratila; $loot: dukáty
dc-report-capture = { $nation } { $nation-gender ->
        [pl] berou
       *[other] bere
    } { $previous-dat } { $land-acc }: +10 bodů, { $loot ->
        [one] { $loot } dukát
        [few] { $loot } dukáty
       *[other] { $loot } dukátů
    } kořisti
dc-report-tatar_helper = Tataři pomohli dobýt { $land-acc }: +25 bodů, 10 dukátů
dc-report-cossack_capture = { $unit } získává 50 PS za dobytí vojvodství
dc-report-yasyr_taken = { $unit } bere { $n ->
        [one] { $n } bod jasyru
        [few] { $n } body jasyru
       *[other] { $n } bodů jasyru
    } { $land-in }
dc-report-siege_begins = { $unit } zahajuje obléhání pevnosti { $land-in }
dc-report-attrition = { $unit } ztrácí obléháním { $n } PS
dc-report-siege_points = { $nation } { $nation-gender ->
        [pl] získávají
       *[other] získává
    } { $n ->
        [one] { $n } bod
        [few] { $n } body
       *[other] { $n } bodů
    } za obléhání pevnosti { $land-in }
dc-report-delivered = { $unit } odvádí { $n ->
        [one] { $n } bod jasyru
        [few] { $n } body jasyru
       *[other] { $n } bodů jasyru
    }: +{ $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }, { $ducats ->
        [one] { $ducats } dukát
        [few] { $ducats } dukáty
       *[other] { $ducats } dukátů
    }
dc-report-replenished = { $unit } doplňuje při odpočinku { $n } PS
dc-report-cossack_bonus = { $unit } získává { $n } PS při vstupu { $land-to }
dc-report-alliance_broken = Spojenectví { $a-gen } a { $b-gen } je zrušeno
dc-report-alliance_made = { $a } a { $b } uzavírají spojenectví
dc-report-tatar_payment = { $payer } platí Tatarům { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
dc-report-province_points = { $nation }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } za vojvodství
dc-report-event = Událost: { $event }
dc-report-army_arrives = { $unit } vytahuje do pole { $land-in }
# $reasons: identifikátory pravidel se změnami
dc-report-morale = Morálka { $nation-gen }: { $before } % → { $after } % ({ $reasons })
dc-report-treasuries = Každá pokladna vybírá daně a platí výdaje na údržbu; každý národ vidí svou bilanci jen ve vlastním panelu (GAP-23)

## Mapa

# $land
dc-unit-garrison = posádka { $land-gen }
dc-unit-garrison_here = posádka
dc-counter-army = ARM
dc-counter-in_fortress = PEV
dc-counter-garrison = POS
# What a counter's code stands for, in the map's legend.
dc-counter-army-legend = armáda v poli, pod ní její body síly (PS)
dc-counter-in_fortress-legend = armáda ve vlastní pevnosti
dc-counter-garrison-legend = posádka pevnosti země
# $army (1. pád); $nation; $ps, $yasyr: čísla; $where: dc-where-*; $besieging: dc-counter-besieging nebo dc-counter-empty
dc-army_row = { $ps } PS, { $where }{ $yasyr ->
        [0] {""}
        [one] , vede { $yasyr } bod jasyru
        [few] , vede { $yasyr } body jasyru
       *[other] , vede { $yasyr } bodů jasyru
    }{ $besieging }
dc-counter-title = { $army } ({ $nation }): { $ps } PS, { $where }{ $yasyr ->
        [0] {""}
        [one] , vede { $yasyr } bod jasyru
        [few] , vede { $yasyr } body jasyru
       *[other] , vede { $yasyr } bodů jasyru
    }{ $besieging }
dc-counter-besieging = , obléhá
dc-counter-empty = {""}
dc-counter-garrison_title = Posádka { $land-gen }: { $ps } PS
dc-where-field = v poli
dc-where-fortress = v pevnosti
dc-mark-fortress = Pevnost
# $turn: tah obléhání
dc-mark-siege = Obléhání, tah { $turn }

## Panely

dc-value = { $v }
dc-yes = ano
dc-no = ne
dc-used = už využit
dc-panel-nations = Mocnosti v této fázi
dc-status-done = hotovo
dc-status-acting = ještě jedná
dc-panel-standings = Pořadí (skóre; přírůstek od začátku; norma; nad ní)
# $score: skóre; $gain: přírůstek od začátku; $par: norma mocnosti (GAP-6); $beyond: ± nad normu
dc-standing = { $score } ({ $gain ->
    [0] ±0
   *[other] { $gain }
}; norma { $par }; { $beyond })
dc-row-morale = Morálka (DC-MOR-2)
dc-morale_value = { $morale } %, modifikátor na stole { $modifier }
dc-row-ducats = Dukáty
dc-row-income = Příjmy z vojvodství (DC-TRE-2)
dc-row-loot = Kořist a jasyr (DC-TRE-3, 4)
dc-row-land_upkeep = Údržba vojvodství (DC-TRE-5)
dc-row-army_upkeep = Údržba armád (DC-TRE-6)
dc-row-balance = Poslední bilance (DC-TRE-1)
dc-row-next_balance = Příští bilance, pokud se nic nezmění
dc-next_balance = { $income } + { $loot } − { $lands } − { $armies } = { $total ->
        [one] { $total } dukát
        [few] { $total } dukáty
       *[other] { $total } dukátů
    }
dc-row-points = Body (DC-SCORE-1)
dc-row-province_points = Body za vojvodství (DC-PROV-1)
dc-row-individual = Individuální body (DC-PTS-1)
dc-row-allies = Spojenci
dc-count_list = { $count }
dc-row-ally = Spojenec
# $battle: číslo; $land
dc-panel-battle = Bitva { $battle }, { $land }
dc-row-side_a = Strana A
dc-row-side_b = Strana B
# $unit (1. pád); $ps; $role: dc-role_in_battle-*
dc-fighter = { $unit }: { $ps } PS, rozkaz: { $role }
dc-role_in_battle-attack = útok
dc-role_in_battle-defensive = obranné postavení
dc-role_in_battle-fortress = obrana pevnosti
dc-role_in_battle-storm = zteč
dc-role_in_battle-break = průlom z obležení
dc-row-numbers = Početní síla (DC-SUP-2), podstavce k postavení (DC-AUTO-4)
dc-numbers = { $n }; { $fieldable ->
        [one] { $fieldable } podstavec
        [few] { $fieldable } podstavce
       *[other] { $fieldable } podstavců
    }, potřeba nejméně { $min }
dc-row-morale_modifier = Modifikátor morálky (DC-MOR-2)
dc-modifier = { $nation }: { $modifier }
dc-row-privilege = Výsada (DC-DEF-1)
dc-privilege-weaker = brání se a je slabší: smí přehodit kostky pro scénář
dc-privilege-stronger = brání se a je silnější: protivník přehodí jednu kostku
dc-privilege-fortress = pevnost: dvojnásobek podstavců, poloviční ztráty (DC-FORT-1)
dc-row-result = Výsledek
dc-result-empty = zatím nezadán
# $nation: kdo ho zadal; $verdict: verdikt (dc-verdict-*)
dc-result-pending = zadáno { $nation-ins }, čeká na potvrzení: { $verdict }
dc-result-confirmed = potvrzeno: { $verdict }
dc-panel-diplomacy = Diplomacie
dc-row-alliance = Spojenectví
dc-row-proposal = Nabídka
dc-row-accepted = Přijato, od příštího tahu
dc-row-breaking = Zrušeno ke konci tahu
dc-pair = { $a } a { $b }
dc-proposal = { $from } → { $to } ({ $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    })
dc-row-region = Oblast
dc-row-owner = Vlastník
dc-row-fortress = Pevnost
dc-row-garrison = Posádka (PS)
dc-row-resources = Zdroje (nyní / nejvýše)
dc-resources = { $now } / { $max }
dc-row-land_income = Dukáty za tah (DC-TRE-2)
dc-row-yasyr_here = Jasyr k odebrání (DC-MAP-3)
dc-row-cossack_bonus = Kozácký bonus při vstupu (DC-COS-1)
dc-row-siege = Tah obléhání (DC-SIEGE-4)
dc-row-order = Rozkaz
dc-row-rest_gain = Doplnění při odpočinku zde (DC-REPL-1)

## Množství, která hráč volí

dc-amount-ps = PS
dc-amount-recruit = PS k odvodu (10 dukátů za PS)
dc-amount-invest = Zdroje (5 dukátů za každý)
dc-amount-morale = Body morálky (100 dukátů za každý)
dc-amount-points = Body pro Tatary
# $nation: the side, by its nation with the most PS
dc-amount-destroyed = { $nation }: zničené podstavce
dc-amount-fled = { $nation }: uprchlé podstavce

## Konec


# $nation: vítěz; $gain: přírůstek jeho skóre; $par: jeho norma; $beyond: přírůstek nad normu
dc-outcome = { $nation } { $nation-gender ->
        [pl] vyhrávají tažení: jejich skóre vzrostlo o { $gain }, o { $beyond } nad jejich normu { $par }.
        [n] vyhrává tažení: jeho skóre vzrostlo o { $gain }, o { $beyond } nad jeho normu { $par }.
       *[other] vyhrává tažení: její skóre vzrostlo o { $gain }, o { $beyond } nad její normu { $par }.
    }

## Buttons of actions with amounts: the fields give the numbers
dc-choice-transfer = Přesunout PS: { $from } → { $to }
dc-choice-split = Rozdělení: { $parent } → { $slot }
dc-choice-recruit = { $army }: odvod PS
dc-choice-invest = Investice { $land-in }
dc-choice-morale = Zvýšit morálku
dc-choice-propose = Navrhnout spojenectví { $nation-dat } za body
dc-choice-enter_result = Bitva { $battle }: { $verdict }; zadejte ztracené podstavce

## Průvodce: co teď může mocnost u obrazovky udělat a proč (požadavek 19)

# Fáze 1. $ducats: pokladna mocnosti.
dc-guide-movement = Fáze 1, tajně: nejdřív přesuňte body síly (PS) mezi svými armádami a posádkami, potom dejte každé armádě jeden rozkaz — pochod do sousedního vojvodství, úkryt v pevnosti, nebo odpočinek. Jen teď se utrácejí dukáty (máte { $ducats ->
        [one] { $ducats } dukát
        [few] { $ducats } dukáty
       *[other] { $ducats } dukátů
    }): za odvody, zdroje a morálku. Až budete hotovi, ukončete fázi; ostatní uvidí vaše tahy, až ji ukončí všechny mocnosti.
dc-guide-orders = Fáze 2, tajně: armáda tváří v tvář nepřátelským armádám na ně zaútočí, nebo zaujme obranné postavení; v nepřátelském vojvodství může pevnost ztéct, nebo obléhat. Určete každé armádě plán pro porážku i pro vítězství a navrhujte spojenectví nebo odpovídejte na návrhy. Až budete hotovi, ukončete fázi; rozkazy se odhalí, až ji ukončí všechny mocnosti.
dc-guide-results_enter = Fáze 3: zadejte výsledek své bitvy, jak proběhla na stole — kdo vyhrál a jak a kolik podstavců každá strana ztratila a kolik jí uprchlo —, nebo ji nechte vyhodnotit počítačem. Druhá strana pak váš výsledek potvrdí, nebo zadá vlastní.
dc-guide-results_confirm = Fáze 3: druhá strana zadala výsledek bitvy, kterou jste sváděli. Potvrďte ho, pokud odpovídá tomu, co se stalo na stole, nebo místo něj zadejte vlastní.
dc-guide-results_done = Fáze 3: každá vaše bitva už má výsledek. Ukončete fázi; až ji ukončí všechny mocnosti, spočítají se ztráty, body, obléhání a dobytí tohoto tahu.

## Issue 37: battle commanders and comments (DC-RES-5), confirmation and
## the deadline (DC-RES-6, GAP-17), locked plans (DC-PLAN-1), the land panel

# $most: the bases that side could field
dc-refuse-too_many_losses = Více ztracených podstavců, než měla ta strana na stole (její PS, v pevnosti dvojnásobek): nejvýše { $most }.
dc-refuse-fortress_besieged = Pevnost je obležená: žádná armáda se do ní nedostane.
dc-refuse-plan_locked = Rozkaz této armády je vydán a uzamkl plán: plán se nastavuje před rozkazem.
dc-refuse-order_given = Tato armáda už má rozkaz na toto kolo.
dc-refuse-awaiting_answer = Váš výsledek čeká na druhou stranu: potvrdí ho, nebo zadá vlastní.
dc-refuse-deadline_due = Výsledek této bitvy byl zadán tolikrát, kolikrát smí ({ $most }): potvrďte výsledek druhé strany, nebo nechte rozhodnout lhůtu.
dc-refuse-no_dispute = Lhůta rozhoduje jen sporný výsledek: nejprve tento potvrďte, nebo zadejte vlastní.
dc-refuse-bad_commander = Jmenujte velitele národa na této straně bitvy.
dc-refuse-bad_name = Jméno o 1 až 40 znacích, které národ ještě nejmenoval; nejvýše 12 osob na národ.
dc-refuse-long_comment = Komentář smí mít nejvýše 200 znaků.
dc-refuse-earlier_rules = Tato kampaň začala podle dřívějších pravidel Potopy, která neznají velitele bitev, komentáře ani lhůty.
dc-report-deadline_resolver = Uplynula lhůta sporného výsledku bitvy { $battle }: rozhodne ji počítač a jeho výsledek platí
dc-report-deadline_draw = Uplynula lhůta sporného výsledku bitvy { $battle }: strany se na výsledku neshodly, je to tedy remíza bez ztrát
dc-report-individual_person = Individuální body: { $person }: { $points }
dc-report-comment = Komentář: { $comment }
dc-person-chief = vrchní velitel, { $nation }
dc-person-named = { $name } ({ $nation })
dc-action-deadline = Bitva { $battle }: nechat rozhodnout lhůtu
dc-action-name_commander = Nový velitel bitev: { $name }
dc-choice-name_commander = Jmenovat velitele bitev
dc-action-resolve_entry = Bitva { $battle }: zadat výsledek spočtený počítačem (druhá strana ho potvrdí)
dc-event-confirmed_by = Výsledek bitvy { $battle } potvrzen; stranu vedl(a): { $person }
dc-event-entered_by = Výsledek bitvy { $battle } zadán, čeká se na druhou stranu; velel(a): { $person }; komentář: { $comment }
dc-event-deadline_draw = Bitva { $battle }: remíza bez ztrát (lhůta)
dc-event-person_named = { $nation }: nový velitel bitev { $name }
dc-amount-commander = Velel(a)
dc-amount-name = Jméno
dc-amount-comment = Komentář (nepovinný)
dc-panel-persons = Velitelé bitev (individuální body, DC-PTS-1)
dc-row-commander_a = Stranu A vedl(a)
dc-row-commander_b = Stranu B vedl(a)
dc-row-comment = Komentář
dc-row-entries = Zadané výsledky (GAP-17)
dc-entries = { $n } z { $most }
dc-row-movement = Rozkaz k pohybu
dc-row-plan = Plán po bitvě (DC-PLAN-1)
dc-plan_summary = zůstat po taktické porážce: { $stay }; ústup: { $retreat }; po vítězství: { $victory }
dc-retreat-to = { $land-to }
dc-retreat-fortress = do pevnosti
dc-retreat-default = kam určí pravidla (GAP-19)
dc-onlooker = divák
dc-invariant-morale = DC-MOR-1: { $nation } má morálku { $morale }, nad 100
dc-invariant-strength = GAP-18: { $army } stojí na mapě s 0 PS
dc-invariant-fortress = GAP-14: { $army } je v pevnosti, kterou její vojvodství nemá nebo která nepatří jejímu národu
dc-invariant-yasyr = DC-YAS-1: { $army } nese jasyr, který berou jen Turci a Tataři
dc-invariant-besieging = DC-SIEGE-6: { $army } obléhá, ale je uvnitř, nebo vojvodství není obléháno či nepřátelské
dc-invariant-siege = DC-SIEGE-6: { $land } je obléháno, ač ho žádná armáda neobléhá
dc-invariant-resources = DC-MAP-4: { $land } má víc zdrojů než maximum
dc-invariant-snapshot = GAP-9: skrytý stav tajných fází je uchován mimo ně, nebo v nich chybí
dc-invariant-treasury = GAP-23: { $viewer } by viděl pokladnu: { $nation }
dc-invariant-orders = GAP-9: { $viewer } by viděl rozkazy či přesuny této fáze: { $nation }
dc-invariant-entries = GAP-17: bitva { $battle } má víc zadání, než lhůta dovoluje
dc-invariant-consent = DC-RES-6: výsledek bitvy { $battle } platí bez slova druhé strany i bez lhůty
dc-invariant-done = DC-RES-7: { $nation } ukončil(a) fázi 3 s otevřeným výsledkem
dc-invariant-province = DC-PROV-1: body za vojvodství ({ $nation }) neodpovídají jeho vojvodstvím
dc-invariant-individual = DC-PTS-1: individuální body všech národů nedávají v součtu nulu
dc-invariant-persons = DC-PTS-1: individuální body osob ({ $nation }) nesouhlasí s body národa

## Issue 36: what a land offers a newcomer that is not possible now, and why.
dc-panel-not_now = Teď nelze
dc-not_now-march = Pochod do jiné země
dc-not_now-recruit = Odvod
dc-not_now-storm = Zteč pevnosti
dc-value-refused = { $reason } ({ $rule })
