### Chánové a králové: texty pravidel česky (názvy na mapě následují
### ve vlastním oddílu na konci).
###
### Argumenty, které jsou jmény ($player, $owner, $unit, $target, $province,
### $place, $from, $to, $building, $resource, $general…), jsou jiné zprávy
### tohoto souboru předávané celé: text smí použít jejich atributy (pády
### a jiné tvary), např. { $place-in }, { $player-gen }. $units, $cost,
### $refund, $action, $changes, $parts, $rolls, $order, $winners, $at,
### $recruit a $offer přicházejí jako hotový text, takže stojí v 1. pádě.
### Čísla ($count, $turn…) jsou čísla Fluent, takže výběr podle čísla
### funguje (one, few, other). Identifikátory pravidel (KK-…, GAP-…, AMB-…)
### se nepřekládají.
###
### Atributy jmen v tomto souboru:
### - státy (kk-role-*): .gen .dat .acc .ins .loc;
### - místa, tedy podprovincie a moře (kk-sub-*): obraty s předložkou .in
###   („v Táboře Kara Ordu“, „na Loukách Kara Ordu“), .to („do Tábora…“,
###   „na Louky…“) a .from („z Tábora…“, „z Luk…“); každé místo je musí mít;
### - provincie (kk-province-*) stojí v 1. pádě za slovem „provincie“;
### - jednotky (kk-unit-*): .gen .acc .ins a .gender (m, f, n nebo pl) pro
###   shodu slovesa; každá jednotka musí mít .gender;
### - budovy (kk-building-*) a spojení (kk-edge-*): .gen .acc;
### - suroviny (kk-resource-*): .acc a tvary po číslovce .one, .one_acc
###   (4. pád: „za 1 surovinu“), .few a .many (1 dřevo, 2 dřeva, 5 dřeva);
###   každá surovina je musí mít;
### - strategické suroviny (kk-strategic-*): .gen;
### - barvy (kk-colour-*): .acc;
### - generálové (kk-general-*): .acc;
### - stávky (kk-value-strike_*): .in (kde?); každá ho musí mít.

## Hra

kk-name = Chánové a králové
kk-scenario-four-crowns = Čtyři koruny: Chanát, Království, Impérium a Republika (4 státy)
kk-scenario-four-crowns-balanced = Čtyři koruny, vyrovnaný začátek: Království v míru s Impériem a Republikou, jeho hlavní města lépe bráněná (4 státy)
kk-scenario-four-crowns-even = Čtyři koruny, vyvážený začátek: Království v míru s Impériem a Republikou, se dvěma provinciemi Hedvábné stezky, jeho hlavní města lépe bráněná (4 státy)

kk-summary =
    Čtyři státy — Chanát (Step), Království (Srdce země), Impérium (Sever) a Republika (Pobřeží) — bojují o provincie Čtyř korun po 48 tahů o dvou týdnech. Poslední stát, který ještě má provincie, ihned vítězí; po 48. tahu vítězí stát s nejvíce provinciemi, při shodě ten s nejvíce zlata (KK-WIN, GAP-47, GAP-51). Dříve vítězí stát, jehož tajná sada podmínek vítězství je splněna na konci tahu (níže).

    ## Tah (KK-TURN, 6.1)
    - Události: státy se střídají v losování události hodem 2k10; další v pořadí hází na počasí a Barevnou kostkou (GAP-01 až GAP-04).
    - Suroviny: každá provincie hozené barvy vynese tolik suroviny té barvy, kolik činí její úroveň Bohatství; budovy vyrábějí každý tah (KK-PROV-03, KK-TURN-08). Řemeslné státy používají jídlo, dřevo, kámen, kov a zlato; průmyslové státy místo dřeva a kamene palivo a materiály (KK-RES-01).
    - Obchod a stavba, v pořadí míst u stolu: obchod přes přístavy (k6 : 1) a karavanseráje (k6+2 : 1), verbování v provinciích s potřebnými budovami, stavba, vylepšení, doplňování, rozmisťování generálů (KK-TRADE, KK-REC, KK-BLD).
    - Pohyb, v pořadí Strategické iniciativy (k6 + modifikátory): armády postupují z podprovincie do podprovincie podle své Rychlosti; cesty snižují náklady na polovinu (GAP-21, GAP-36).

    ## Bitva (KK-CMB, 6.2)
    - Vstup do podprovincie, kde stojí nepřátelské jednotky, zahájí bitvu: jedna tvá jednotka zaútočí na jednu nepřátelskou; obě přičtou k4 ke své Síle a bonusům; ostatní jednotky mohou útok podpořit polovinou své Síly.
    - Vyšší součet vítězí; shoda znamená neúspěšný útok. Poražený, který prohrál o víc než svou Morálku, se dá na útěk; poražený ustupuje. O ztrátách rozhoduje rozdíl obou hodů k4 (GAP-35): se Ztrátami jednotka bojuje na 2/3, s Těžkými ztrátami na 1/3, třetí úder ji zničí.
    - Dělostřelectvo, lučištníci, obléhací stroje a podpora jsou kryty, dokud s nimi stojí jiné jednotky (KK-CMB-25).
    - Napadený obránce může mezi střety uprchnout: každá jeho jednotka odtud jde do nejbližší volné podprovincie s místem, nerozprášená, a nepřítel drží území (KK-CMB-21, AMB-50). Když nepřátelské jednotky vstoupí do provincie, její vlastník může povolat její kmenové bojovníky zvoleného druhu, nebo si právo ponechat na později (KK-REC-23).

    ## Mír a spojenectví (GAP-44, KK-TURN-10)
    - Každá dvojice států je ve válce, v míru nebo ve spojenectví. Mír či spojenectví se navrhuje v okně obchodu a stavby jednoho státu a přijímá v okně druhého; válka se vyhlašuje v okně a začíná fází pohybu. V míru žádný nevstoupí do provincií druhého; spojenci sdílejí území, limit jednotek, zásobování i útočiště.

    ## Držení země
    - Provincie je dobyta, když v ní nezůstala žádná pozemní jednotka jejího vlastníka a nestojí v ní žádný jeho neobsazený Hrad ani Pevnost (KK-CAP-03, GAP-19).
    - Jednotky bez zásobování bojují s −1 (KK-SUP, GAP-31); generálové dávají jednotkám v dosahu svého Vlivu Morálku rovnou svému Velení a shromažďují jednotky na útěku (KK-GENL).

    ## Letecká válka (KK-AIR)
    - Stíhačky a bombardéry stojí na letišti, hydroplány také u řeky, v bažinách nebo na pobřeží svého státu (KK-AIR-01, KK-AIR-02). Každé letadlo letí za tah jednu misi v dosahu své Rychlosti: útok na jednotku, která neodpovídá (KK-AIR-04); bombardování, kdy k8 aspoň rovná bombardovací hodnotě letadla zničí budovu (KK-AIR-10); nebo přelet na jinou základnu.
    - Nepřátelská stíhačka se základnou do poloviny své Rychlosti od cíle misi zachytí; poražená mise se vrací (KK-AIR-07 až KK-AIR-09). Pak každá protiletadlová jednotka do vzdálenosti 1 vystřelí jednou za tah a její k6 s 5 nebo 6 misi obrátí zpět (KK-AIR-05, KK-AIR-06).
    - Letadla nezabírají místo a nedrží území; základna bez pozemních jednotek připadne nepříteli i s letadly (KK-UNIT-18).

    ## Zajatci (KK-POW)
    - Jednotka na útěku znovu poražená, nebo poražená bez možnosti ústupu, padá do zajetí soupeře, má-li místo v táboře: 4 v zajateckém táboře, 3 v pracovním táboře (GAP-41, GAP-42); jinak je ztracena.
    - V okně obchodu a stavby může stát jednou zkusit zajatce získat (k8 s 1, neutrální jednotka 1–2), zlikvidovat ho, jednou za tah ho přesunout do jiného tábora nebo ho vrátit nabídkou (KK-POW-04 až KK-POW-10). Každý zajatec v pracovním táboře dává 1 BM za tah (GAP-43). Zničený tábor zajatce osvobodí nebo předá (KK-POW-09).

    ## Moře (KK-NAV)
    - Lodě kotví v přístavu svého státu (pobřežní podprovincii s přístavem, námořní základnou nebo loděnicí, nebo v pobřežním hlavním městě provincie) a plují z moře na moře, bod pohybu za krok; nezabírají místo (KK-REC-12, KK-NAV-06).
    - Loďstva, která se setkají, bojují jako armády; poražená loď pluje do nejbližšího svého přístavu v dosahu Rychlosti (KK-NAV-01 až KK-NAV-03). Nepřátelské lodě nebo minová zátaras na každém moři u přístavu ho blokují (KK-TRADE-12).
    - Minonosič na moři položí zátaras; nepřátelská loď, která do ní vpluje, utrpí Ztráty na k6 s 1–2 (GAP-13). Lodě v přístavu ponechaném nepřátelským pozemním jednotkám připadnou jim; z námořní základny vyplují na moře (KK-UNIT-18).
    - Pozemní jednotky se naloďují na tvé lodě v přístavu nebo z pobřeží vstupují na moře, kde lodě stojí: transportní loď uveze 4, koga 2, karaka 1, a těžké dělo, obléhací stroj nebo tank zabere 2. Nalodění ukončí pohyb jednotek i lodí; v příštím tahu plují spolu a jednotky se mohou vylodit na sousední pobřeží (to je celý jejich pohyb) a útočit tam s −2 k Síle jako přes řeku. Ne za bouře. Jednotky na palubě nezabírají místo, nebojují a zahynou se svou lodí (KK-NAV-04, KK-NAV-05, KK-TERR-13).
    - Říční dělové čluny se verbují v dílnách stojících u řeky a objeví se tam. Plují za bod pohybu na krok, jen po řece: do sousední podprovincie s řekou nebo do moře vedle ní a zpět. Na řece bojují jako každá jiná jednotka: zastaví nepřítele, útočí, brání se, střílejí na krok a drží svou provincii, i když žádnou nedobudou; nezabírají místo, a protože plují podél řeky, nikdy neplatí její −2 (KK-UNIT-20, GAP-26).

    ## Chemické zbraně (KK-CMB-33)
    - Jednotka s chemickými zbraněmi zamoří podprovincii, na kterou pálí, útočí nebo ji bombarduje: jednotky odtud vyrážejí s −1 Rychlosti, za vstup platí o 1 víc, brání se s −1 a po každé fázi pohybu utrpí Ztráty. Déšť, sníh nebo bouře v dalším tahu zamoření smyje, vítr ho odnese dál (KK-CMB-34 až KK-CMB-37).

    ## Karty rozhodnutí (KK-GOV-01)
    - Každý stát drží v tajnosti karty rozhodnutí ze tří balíčků: Rozkazy (8 karet), Zpravodajství (6) a Strategie (6) (KK-GOV-02, KK-GOV-03). Na začátku si lízne po jedné z každého, ve svém tahu každého nového období jednu z balíčku dle své volby, o jednu víc při událostech 12–14 a kartu Strategie po dobytí poslední provincie regionu; drží nejvýše 5 a zbytek skrytě vrací (GAP-05).
    - Zahraná karta je veřejná a vrací se zamíchaná do svého balíčku (KK-GOV-04). Ve tvém pohybu: Usilovný pochod (Rychlost +1), Shromáždění (až 2 rozprášené jednotky se seřadí). Předem, na jednotku, na celý tah: Držet pozice (Morálka +2 při útoku na ni), Válečné štěstí (jednou přehodí k4 v prohraném střetu). Ve tvém tahu obchodu a stavby: Špionážní síť (vidíš karty soka, Iniciativa +1), Sabotáž (k6 s výsledkem 5–6 zničí budovu soka), Podněcování k povstání, Podněcování k revoluci, Reforma, Nová doktrína, Veřejné práce (spokojenost +1), Do zbraně (2 jednotky pěchoty zdarma), Nové cíle.

    ## Podmínky vítězství (KK-GOV-07)
    - Na začátku si každý stát losuje hodem k6 tajnou sadu podmínek vítězství (GAP-08): 1 Dobyvatel — 12 provincií; 2 Hegemon — všechny provincie dvou regionů (Chanát: Step a Hedvábná stezka; Království: Srdce země a Sever; Impérium: Sever a Srdce země; Republika: Pobřeží a Hedvábná stezka, GAP-45); 3 Stavitel — 4 opevnění, 3 tržiště a 10 provincií; 4 Pokladna — 40 zlata; 5 Vojevůdce — 20 nepřátelských jednotek zničených nebo zajatých; 6 Volná volba — jedna ze sad 1–5, zvolená tajně.
    - Svou sadu a postup vidíš jen ty, ve svém panelu. Na konci každého tahu vítězí stát, jehož sada je splněna; je-li jich víc, ten s nejvíce provinciemi, pak s nejvíce zlata (GAP-47). Dva regiony Hegemona se počítají mezi jeho národní provincie (KK-PROV-06).

    ## Scénáře
    - První scénář, výchozí, vyrovnává začátek podle GAP-45. Mezi čtyřmi počítači na Čtyřech korunách, jak byly navrženy, vyhrálo Království uprostřed mapy se třemi sousedy 7 her z 200, ať hrálo s jakoukoli vládou a doktrínou. Zde začíná v míru s Impériem a Republikou, se dvěma kopiníky navíc v hlavním městě každé své domovské provincie a drží Kuhsar a Meravand, provincie Hedvábné stezky u svého hlavního města a své severní hranice, bez jejich partyzánů: mezi čtyřmi počítači vyhrává každý stát 15 až 42 % her (400 her). Druhý scénář jsou Čtyři koruny, jak byly navrženy.

## Státy
## Pády: .gen .dat .acc .ins .loc.

kk-role-khanate = Chanát
    .gen = Chanátu
    .dat = Chanátu
    .acc = Chanát
    .ins = Chanátem
    .loc = Chanátu
kk-role-kingdom = Království
    .gen = Království
    .dat = Království
    .acc = Království
    .ins = Královstvím
    .loc = Království
kk-role-empire = Impérium
    .gen = Impéria
    .dat = Impériu
    .acc = Impérium
    .ins = Impériem
    .loc = Impériu
kk-role-republic = Republika
    .gen = Republiky
    .dat = Republice
    .acc = Republiku
    .ins = Republikou
    .loc = Republice
kk-role-independent = Nezávislé oddíly
    .gen = nezávislých oddílů
    .dat = nezávislým oddílům
    .acc = nezávislé oddíly
    .ins = nezávislými oddíly
    .loc = nezávislých oddílech

## Suroviny, barvy, strategické suroviny
## Suroviny: .acc a tvary po číslovce .one, .one_acc, .few, .many.

kk-resource-food = jídlo
    .acc = jídlo
    .one = jídlo
    .one_acc = jídlo
    .few = jídla
    .many = jídla
kk-resource-wood = dřevo
    .acc = dřevo
    .one = dřevo
    .one_acc = dřevo
    .few = dřeva
    .many = dřeva
kk-resource-stone = kámen
    .acc = kámen
    .one = kámen
    .one_acc = kámen
    .few = kameny
    .many = kamenů
kk-resource-fuel = palivo
    .acc = palivo
    .one = palivo
    .one_acc = palivo
    .few = paliva
    .many = paliva
kk-resource-materials = materiály
    .acc = materiály
    .one = materiál
    .one_acc = materiál
    .few = materiály
    .many = materiálů
kk-resource-metal = kov
    .acc = kov
    .one = kov
    .one_acc = kov
    .few = kovy
    .many = kovů
kk-resource-gold = zlato
    .acc = zlato
    .one = zlato
    .one_acc = zlato
    .few = zlata
    .many = zlata
kk-resource-unknown = surovina
    .acc = surovinu
    .one = surovina
    .one_acc = surovinu
    .few = suroviny
    .many = surovin
kk-colour-green = zelená (jídlo)
    .acc = zelenou (jídlo)
kk-colour-brown = hnědá (dřevo nebo palivo)
    .acc = hnědou (dřevo nebo palivo)
kk-colour-grey = šedá (kámen nebo materiály)
    .acc = šedou (kámen nebo materiály)
kk-colour-blue = modrá (kov)
    .acc = modrou (kov)
kk-colour-yellow = žlutá (zlato)
    .acc = žlutou (zlato)
kk-colour-white = bílá (každý stát si vybere)
    .acc = bílou (každý stát si vybere)
kk-strategic-horses = Koně
    .gen = koní
kk-strategic-saltpetre = Ledek
    .gen = ledku
kk-strategic-coal = Uhlí
    .gen = uhlí
kk-strategic-oil = Ropa
    .gen = ropy
kk-strategic-spices = Koření
    .gen = koření
kk-strategic-silk = Hedvábí
    .gen = hedvábí

## Čas, počasí, události

kk-season-spring = jaro
kk-season-summer = léto
kk-season-autumn = podzim
kk-season-winter = zima
kk-weather-clear = jasno
kk-weather-wind = vítr
kk-weather-rain = déšť
kk-weather-snow = sníh
kk-weather-storm = bouře
kk-turn_event-great_plague = Velký mor
kk-turn_event-palace_coup = Palácový převrat
kk-turn_event-wave_of_unrest = Vlna nepokojů
kk-turn_event-revolutionary_agitation = Revoluční agitace
kk-turn_event-brigands = Lapkové
kk-turn_event-drought = Sucho
kk-turn_event-storms_at_sea = Bouře na moři
kk-turn_event-good_harvest = Dobrá úroda
kk-turn_event-merchant_caravans = Kupecké karavany
kk-turn_event-quiet_times = Klidné časy
kk-turn_event-military_reform = Vojenská reforma
kk-turn_event-spies_abroad = Zvědové v cizině
kk-turn_event-statecraft = Státnické umění
kk-turn_event-gold_vein = Zlatá žíla
kk-turn_event-free_companies = Svobodné družiny
kk-turn_event-festivities = Slavnosti
kk-turn_event-a_star_is_born = Zrodila se hvězda
kk-turn_event-doctrinal_debate = Spor o doktrínu
kk-turn_event-patriotic_fervour = Vlastenecké nadšení

## Zřízení, doktríny, spokojenost

kk-government-feudal_monarchy = feudální monarchie
kk-government-tribal_khanate = kmenový chanát
kk-government-merchant_republic = kupecká republika
kk-government-autocracy = samoděržaví
kk-doctrine-offensive = útočná
kk-doctrine-defensive = obranná
kk-doctrine-mobile = manévrová
kk-doctrine-total_war = totální válka
kk-contentment-1 = vzpoura (1)
kk-contentment-2 = neklid (2)
kk-contentment-3 = spokojenost (3)
kk-contentment-4 = nadšení (4)
kk-trait-aggressive = útočnost
kk-trait-stubborn = houževnatost
kk-trait-logistician = logistika
kk-trait-horse_master = jezdecké umění
kk-trait-inspiring = charisma
kk-trait-cautious = opatrnost

## Jednotky (názvy, žetony)
## Pády (.gen .acc .ins) a rod (.gender: m, f, n nebo pl).

kk-unit-militia = domobrana
    .gen = domobrany
    .acc = domobranu
    .ins = domobranou
    .gender = f
kk-unit-armed_inhabitants = ozbrojení obyvatelé
    .gen = ozbrojených obyvatel
    .acc = ozbrojené obyvatele
    .ins = ozbrojenými obyvateli
    .gender = pl
kk-unit-spearmen = kopiníci
    .gen = kopiníků
    .acc = kopiníky
    .ins = kopiníky
    .gender = pl
kk-unit-halberdiers = halapartníci
    .gen = halapartníků
    .acc = halapartníky
    .ins = halapartníky
    .gender = pl
kk-unit-archers = lučištníci
    .gen = lučištníků
    .acc = lučištníky
    .ins = lučištníky
    .gender = pl
kk-unit-horse_archers = jízdní lučištníci
    .gen = jízdních lučištníků
    .acc = jízdní lučištníky
    .ins = jízdními lučištníky
    .gender = pl
kk-unit-light_cavalry = lehká jízda
    .gen = lehké jízdy
    .acc = lehkou jízdu
    .ins = lehkou jízdou
    .gender = f
kk-unit-heavy_cavalry = těžká jízda
    .gen = těžké jízdy
    .acc = těžkou jízdu
    .ins = těžkou jízdou
    .gender = f
kk-unit-siege_engine = obléhací stroj
    .gen = obléhacího stroje
    .acc = obléhací stroj
    .ins = obléhacím strojem
    .gender = m
kk-unit-supply_train = zásobovací kolona
    .gen = zásobovací kolony
    .acc = zásobovací kolonu
    .ins = zásobovací kolonou
    .gender = f
kk-unit-sappers = ženisté
    .gen = ženistů
    .acc = ženisty
    .ins = ženisty
    .gender = pl
kk-unit-royal_guard = královská garda
    .gen = královské gardy
    .acc = královskou gardu
    .ins = královskou gardou
    .gender = f
kk-unit-riflemen = střelci
    .gen = střelců
    .acc = střelce
    .ins = střelci
    .gender = pl
kk-unit-artillery = dělostřelectvo
    .gen = dělostřelectva
    .acc = dělostřelectvo
    .ins = dělostřelectvem
    .gender = n
kk-unit-heavy_artillery = těžké dělostřelectvo
    .gen = těžkého dělostřelectva
    .acc = těžké dělostřelectvo
    .ins = těžkým dělostřelectvem
    .gender = n
kk-unit-aa_artillery = protiletadlové dělostřelectvo
    .gen = protiletadlového dělostřelectva
    .acc = protiletadlové dělostřelectvo
    .ins = protiletadlovým dělostřelectvem
    .gender = n
kk-unit-tanks = tanky
    .gen = tanků
    .acc = tanky
    .ins = tanky
    .gender = pl
kk-unit-signals = spojaři
    .gen = spojařů
    .acc = spojaře
    .ins = spojaři
    .gender = pl
kk-unit-airship = vzducholoď
    .gen = vzducholodi
    .acc = vzducholoď
    .ins = vzducholodí
    .gender = f
kk-unit-mercenaries = žoldnéři
    .gen = žoldnéřů
    .acc = žoldnéře
    .ins = žoldnéři
    .gender = pl
kk-unit-bedouins = Beduíni
    .gen = Beduínů
    .acc = Beduíny
    .ins = Beduíny
    .gender = pl
kk-unit-partisans = partyzáni
    .gen = partyzánů
    .acc = partyzány
    .ins = partyzány
    .gender = pl
kk-unit-red_guard = Rudá garda
    .gen = Rudé gardy
    .acc = Rudou gardu
    .ins = Rudou gardou
    .gender = f
kk-unit-fighter = stíhačka
    .gen = stíhačky
    .acc = stíhačku
    .ins = stíhačkou
    .gender = f
kk-unit-bomber = bombardér
    .gen = bombardéru
    .acc = bombardér
    .ins = bombardérem
    .gender = m
kk-unit-seaplane = hydroplán
    .gen = hydroplánu
    .acc = hydroplán
    .ins = hydroplánem
    .gender = m
kk-unit-cog = koga
    .gen = kogy
    .acc = kogu
    .ins = kogou
    .gender = f
kk-unit-carrack = karaka
    .gen = karaky
    .acc = karaku
    .ins = karakou
    .gender = f
kk-unit-transport = transportní loď
    .gen = transportní lodi
    .acc = transportní loď
    .ins = transportní lodí
    .gender = f
kk-unit-destroyer = torpédoborec
    .gen = torpédoborce
    .acc = torpédoborec
    .ins = torpédoborcem
    .gender = m
kk-unit-battleship = bitevní loď
    .gen = bitevní lodi
    .acc = bitevní loď
    .ins = bitevní lodí
    .gender = f
kk-unit-river_gunboat = říční dělový člun
    .gen = říčního dělového člunu
    .acc = říční dělový člun
    .ins = říčním dělovým člunem
    .gender = m
kk-unit-minelayer = minonoska
    .gen = minonosky
    .acc = minonosku
    .ins = minonoskou
    .gender = f
kk-unit-unknown = jednotka
    .gen = jednotky
    .acc = jednotku
    .ins = jednotkou
    .gender = f
kk-counter-militia = DOM
kk-counter-armed_inhabitants = OZB
kk-counter-spearmen = KOP
kk-counter-halberdiers = HAL
kk-counter-archers = LUČ
kk-counter-horse_archers = JLU
kk-counter-light_cavalry = LJ
kk-counter-heavy_cavalry = TJ
kk-counter-siege_engine = OBL
kk-counter-supply_train = ZÁS
kk-counter-sappers = ŽEN
kk-counter-royal_guard = GAR
kk-counter-riflemen = STŘ
kk-counter-artillery = DĚL
kk-counter-heavy_artillery = TDĚ
kk-counter-aa_artillery = PLD
kk-counter-tanks = TNK
kk-counter-signals = SPO
kk-counter-airship = VZD
kk-counter-mercenaries = ŽOL
kk-counter-bedouins = BED
kk-counter-partisans = PAR
kk-counter-red_guard = RG
kk-counter-fighter = STÍ
kk-counter-bomber = BOM
kk-counter-seaplane = HYD
kk-counter-cog = KOG
kk-counter-carrack = KAR
kk-counter-transport = TRA
kk-counter-destroyer = TOR
kk-counter-battleship = BIT
kk-counter-river_gunboat = ČLN
kk-counter-minelayer = MIN
# $count, $unit, $owner; $state: ztráty; $routed: na útěku, nebo v šiku.
kk-counter-title = { $count } × { $unit } { $owner-gen }: { $state }, { $routed }
kk-state-losses_0 = v plné síle
kk-state-losses_1 = se ztrátami (2/3)
kk-state-losses_2 = s těžkými ztrátami (1/3)
kk-state-routed = na útěku
kk-state-ready = v šiku
kk-upgrade-improved_weapons = vylepšené zbraně
kk-upgrade-drill = výcvik
kk-upgrade-barding = koňská zbroj
kk-upgrade-chemical_weapons = chemické zbraně
kk-upgrade-long_range_guns = dálková děla

## Budovy a terén
## Budovy a spojení: .gen .acc.

kk-building-farm = statek
    .gen = statku
    .acc = statek
kk-building-mine = důl
    .gen = dolu
    .acc = důl
kk-building-quarry = lom
    .gen = lomu
    .acc = lom
kk-building-lumber_camp = dřevorubecký tábor
    .gen = dřevorubeckého tábora
    .acc = dřevorubecký tábor
kk-building-brickworks = cihelna
    .gen = cihelny
    .acc = cihelnu
kk-building-oil_well = ropný vrt
    .gen = ropného vrtu
    .acc = ropný vrt
kk-building-manufactory = manufaktura
    .gen = manufaktury
    .acc = manufakturu
kk-building-market = tržiště
    .gen = tržiště
    .acc = tržiště
kk-building-port = přístav
    .gen = přístavu
    .acc = přístav
kk-building-caravanserai = karavanseráj
    .gen = karavanseráje
    .acc = karavanseráj
kk-building-naval_base = námořní základna
    .gen = námořní základny
    .acc = námořní základnu
kk-building-shipyard = loděnice
    .gen = loděnice
    .acc = loděnici
kk-building-workshops = dílny
    .gen = dílen
    .acc = dílny
kk-building-barracks = kasárna
    .gen = kasáren
    .acc = kasárna
kk-building-stables = stáje
    .gen = stájí
    .acc = stáje
kk-building-armoury = zbrojnice
    .gen = zbrojnice
    .acc = zbrojnici
kk-building-steelworks = ocelárna
    .gen = ocelárny
    .acc = ocelárnu
kk-building-factory = továrna
    .gen = továrny
    .acc = továrnu
kk-building-arms_factory = zbrojovka
    .gen = zbrojovky
    .acc = zbrojovku
kk-building-aircraft_factory = letecká továrna
    .gen = letecké továrny
    .acc = leteckou továrnu
kk-building-airfield = letiště
    .gen = letiště
    .acc = letiště
kk-building-depot = sklad
    .gen = skladu
    .acc = sklad
kk-building-logistics_centre = logistické centrum
    .gen = logistického centra
    .acc = logistické centrum
kk-building-general_staff = generální štáb
    .gen = generálního štábu
    .acc = generální štáb
kk-building-prisoner_camp = zajatecký tábor
    .gen = zajateckého tábora
    .acc = zajatecký tábor
kk-building-labour_camp = pracovní tábor
    .gen = pracovního tábora
    .acc = pracovní tábor
kk-building-castle = hrad
    .gen = hradu
    .acc = hrad
kk-building-fort = fort
    .gen = fortu
    .acc = fort
kk-building-fortress = pevnost
    .gen = pevnosti
    .acc = pevnost
kk-building-bunker = bojový bunkr
    .gen = bojového bunkru
    .acc = bojový bunkr
kk-building-unknown = budova
    .gen = budovy
    .acc = budovu
kk-edge-road = silnice
    .gen = silnice
    .acc = silnici
kk-edge-railway = železnice
    .gen = železnice
    .acc = železnici
kk-edge-bridge = most
    .gen = mostu
    .acc = most
kk-terrain-plains = roviny
kk-terrain-hills = pahorkatina
kk-terrain-mountains = hory
kk-terrain-swamp = bažiny
kk-terrain-desert = poušť
kk-terrain-forest = les
kk-terrain-jungle = džungle
kk-mark-capital = Hlavní město provincie: +1 k Síle jeho obránců, +2 k limitu jednotek (KK-CAP-01)
kk-sub-unknown = neznámé místo
    .in = na neznámém místě
    .to = na neznámé místo
    .from = z neznámého místa

## Tah

# $turn, $last; $season; $player; $phase.
kk-turn-label = Tah { $turn } z { $last } ({ $season }): { $player }, { $phase }
kk-turn-over = Tah { $turn }: hra skončila
kk-phase-economy = obchod a stavba
kk-phase-movement = pohyb

## Akce (co podle záznamu bylo vykonáno)

kk-action-pick_colour = Bílá stěna: zvol { $colour-acc } (GAP-01)
# $amount kusů $give za $get v $place (přístav nebo karavanseráj).
kk-action-trade = Vyměň { $amount } { $amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[other] { $give-many }
    } za { $get-acc } { $place-in }
kk-action-recruit = Naverbuj { $count } × { $unit } v provincii { $province }
kk-action-build = Postav { $building-acc } { $place-in }
kk-action-build_edge = Postav { $what-acc } { $from-from } { $to-to }
kk-action-upgrade = Vylepši { $unit-acc } { $place-in }: { $upgrade }
kk-action-replenish = Doplň { $unit-acc } { $place-in }
kk-action-disband = Rozpusť { $unit-acc } { $place-in }
kk-action-dismantle = Zbourej { $building-acc } { $place-in }
kk-action-recruit_general = Naverbuj generála
kk-action-place_general = Umísti { $general-acc } { $place-in }
kk-action-withdraw_general = Stáhni { $general-acc } do zálohy
kk-action-privileges = Uděl provincii { $province } feudální výsady
kk-action-vassals = Povolej vazaly provincie { $province }
kk-action-end_economy = Ukonči obchod a stavbu
kk-action-recruit_upgraded = { $recruit }, s vylepšením za poloviční cenu: { $upgrade } (KK-UNIT-16)
# Nabídka jinému státu: množství a suroviny; případně i jednotka strategické suroviny.
kk-action-offer = Nabídni { $to-dat } { $give_amount } { $give_amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[other] { $give-many }
    } za { $get_amount } { $get_amount ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[other] { $get-many }
    } (KK-TRADE-01)
kk-action-propose_peace = Navrhni mír { $player-dat } (GAP-44)
kk-action-propose_alliance = Navrhni spojenectví { $player-dat } (GAP-44)
kk-action-declare_war = Vyhlas válku { $player-dat }: smlouva končí se začátkem pohybu v tomto tahu (GAP-44)
kk-action-offer_strategic = { $offer } a k tomu jednotku { $resource-gen }
kk-action-accept = Přijmi: { $offer }
kk-action-decline = Odmítni nebo stáhni: { $offer }
kk-action-accept_unknown = Nabídka, která už neplatí
kk-action-reform = Reforma: zřízení { $government }, doktrína { $doctrine } (GAP-02)
kk-action-bombard = Bombarduj { $building-acc } { $place-in } { $unit-ins } (KK-CMB-31)
kk-action-field_works = Polní práce: { $unit } { $unit-gender ->
        [pl] stavějí
       *[other] staví
    } { $what-acc } { $from-from } { $to-to } (GAP-27)
# $units: co se přesouvá („3 × kopiníci, 1 × lučištníci“).
kk-action-move = Přesuň { $units } { $from-from } { $to-to }
kk-action-rail = Přeprav { $units } po železnici { $from-from } { $to-to }
kk-action-logistics = Převez { $units } { $from-from } { $to-to } přes logistická centra
kk-action-engage = Zaútoč { $unit-ins } na { $target-acc } { $owner-gen }, podpora: { $support }
kk-action-withdraw = Přeruš bitvu
kk-action-flee = Uprchni z bitvy (KK-CMB-21)
kk-action-stand = Vytrvej a bojuj dál (KK-CMB-21)
kk-action-call_tribes = Svolej kmenové bojovníky provincie { $province }: { $unit } × { $count } (KK-REC-23)
kk-action-no_tribes = Nesvolávej kmenové bojovníky provincie { $province } (KK-REC-23)
kk-action-fire = Palba { $unit-gen } na { $target-acc } { $owner-gen } { $place-in }
kk-action-plunder = Vyplundruj { $building-acc } { $unit-ins }
kk-action-blow_up = Vyhoď { $building-acc } do vzduchu { $unit-ins }
kk-action-move_general = Přesuň { $general-acc } { $to-to }
kk-action-regroup = Shromáždi { $unit-acc } { $owner-gen } na útěku
kk-action-end_movement = Ukonči pohyb

## Tlačítka (co volba říká, než je provedena)

# $unit v $province: $cost za každou jednotku.
kk-choice-recruit = Naverbuj { $unit-acc } v provincii { $province }: { $cost } za jednotku (KK-REC-01)
kk-choice-cost = { $action }: { $cost }
kk-choice-refund = { $action }: vrátí se { $refund } (KK-REC-32, KK-BLD-05)
kk-choice-port = Obchod přes přístav { $place-in }: dáš k6 za 1, o { $markets } méně díky tržištím (KK-TRADE-05, KK-TRADE-14)
kk-choice-caravanserai = Obchod přes karavanseráj { $place-in }: dáš k6+2 za 1, o { $markets } méně díky tržištím (KK-TRADE-09, KK-TRADE-14)
kk-choice-odds = { $action } — přesná šance na vítězství: { $percent } %
kk-amount-count = Kolik
kk-amount-give = Dej
kk-amount-offer = Množství
kk-amount-get = Výměnou za
kk-amount-support = Podpůrné jednotky
kk-amount-ask = Kolik za to
kk-amount-upgrade = Vylepšení za poloviční cenu
kk-amount-no_upgrade = žádné
kk-amount-strategic = K tomu jednotka strategické suroviny
kk-amount-no_strategic = žádná

## Hodnoty

kk-value-number = { $number }
kk-value-nothing = nic
kk-value-list = { $head }, { $tail }
kk-value-amount = { $count } { $count ->
        [one] { $resource-one }
        [few] { $resource-few }
       *[other] { $resource-many }
    }
kk-value-signed = { $sign }{ $count } { $count ->
        [one] { $resource-one }
        [few] { $resource-few }
       *[other] { $resource-many }
    }
kk-value-units = { $count } × { $unit }
kk-value-part = { $part } { $value }
kk-value-initiative = { $player }: { $die }{ $modifier ->
        [0] {""}
       *[other] {" "}(modifikátor { $modifier })
    }
kk-value-offer = { $from } nabízí { $to-dat } { $give_amount } { $give_amount ->
        [one] { $give-one_acc }
        [few] { $give-few }
       *[other] { $give-many }
    } za { $get_amount } { $get_amount ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[other] { $get-many }
    }
kk-value-offer_peace = { $from } navrhuje mír { $to-dat }
kk-value-offer_alliance = { $from } navrhuje spojenectví { $to-dat }
kk-value-pact_peace = mír s { $player-ins }
kk-value-pact_alliance = spojenectví s { $player-ins }
kk-value-pact_ending = { $pact } (vyhlášena válka)
kk-value-at_war_with_all = válka se všemi státy
kk-value-offer_strategic = { $offer } a k tomu jednotku { $resource-gen }
kk-value-strike_all = všechny provincie
    .in = ve všech provinciích
kk-value-strike_national = národní provincie
    .in = v národních provinciích
kk-value-strike_conquered = dobyté provincie
    .in = v dobytých provinciích
kk-part-base = základ
kk-part-terrain = terén
kk-part-terrain_bonus = vlastní terén
kk-part-capital = hlavní město
kk-part-stronghold = opevnění
kk-part-versus = proti vlastnímu druhu
kk-part-versus_stronghold = proti opevnění
kk-part-experience = zkušenost
kk-part-upgrades = vylepšení
kk-part-doctrine = doktrína
kk-part-saltpetre = ledek
kk-part-general = generál
kk-part-river = řeka
kk-part-snow = sníh
kk-part-unsupplied = bez zásobování
kk-losses-both = stejné kostky: ztráty utrpí obě strany
kk-losses-none = kostky se liší o 1: bez ztrát
kk-losses-lower = kostky se liší o 2: ztráty utrpí strana s nižší kostkou
kk-losses-lower_heavy = kostky se liší o 3: těžké ztráty utrpí strana s nižší kostkou

## Události (záznam)

kk-event-turn = Tah { $turn } ({ $season }): { $drawer } losuje { $first } + { $second }: { $event } (GAP-02); na kostce počasí padá { $die }: { $weather } (GAP-03)
kk-event-colour = Na Barevné kostce padá { $face }: { $colour } (GAP-01)
kk-event-white = Na Barevné kostce padá { $face }: bílá, každý stát si volí svou barvu (GAP-01)
kk-event-white_chosen = { $player } volí { $colour-acc }
kk-event-stock = { $player }: { $changes } — { $why }
kk-why-wealth = Bohatství provincií, KK-PROV-03
kk-why-buildings = budovy, KK-TURN-08
kk-why-growth = růst, KK-RES-07
kk-why-recruit = verbování, KK-REC-01
kk-why-build = stavba, KK-BLD
kk-why-upgrade = vylepšení, KK-UNIT-14
kk-why-replenish = doplnění, GAP-29
kk-why-disband = rozpuštění jednotky, KK-REC-32
kk-why-dismantle = zbourání budovy, KK-BLD-05
kk-why-plunder = plenění, KK-PLN-02
kk-why-general = generál, GAP-34
kk-why-logistics = logistika, GAP-22
kk-why-exchange = směna, KK-TRADE-01
kk-why-event = událost, GAP-02
kk-event-strategic_gained = { $player } získává jednotku { $resource-gen } z provincie { $province } (KK-RES-12)
kk-event-strategic_spent = { $player } spotřebovává jednotku { $resource-gen } (KK-RES-14)
kk-event-strategic_given = { $from } předává { $to-dat } jednotku { $resource-gen } (KK-TRADE-03)
kk-event-heated = { $player } spaluje na zimu jednotku { $resource-gen } (GAP-04)
kk-event-cold = { $player } nemá čím topit: spokojenost se v tomto tahu počítá o stupeň nižší (GAP-04)
kk-event-port_trade = { $player } obchoduje přes přístav { $place-in }: na kostce padá { $die }, kurz { $rate } za 1; { $gave } { $gave ->
        [one] { $give-one }
        [few] { $give-few }
       *[other] { $give-many }
    } za { $got } { $got ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[other] { $get-many }
    } (KK-TRADE-05, KK-TRADE-07)
kk-event-caravan_trade = { $player } obchoduje přes karavanseráj { $place-in }: na kostce padá { $die }, kurz { $rate } za 1; { $gave } { $gave ->
        [one] { $give-one }
        [few] { $give-few }
       *[other] { $give-many }
    } za { $got } { $got ->
        [one] { $get-one_acc }
        [few] { $get-few }
       *[other] { $get-many }
    } (KK-TRADE-09)
kk-event-economy_phase = { $player } obchoduje a staví
kk-event-movement_phase = { $player } táhne svými armádami
kk-event-economy_done = { $player } končí obchod a stavbu
kk-event-initiative = Strategická iniciativa: { $rolls }; pořadí pohybu: { $order } (KK-INIT-02)
kk-event-unit_placed = Nová jednotka { $owner-gen } { $place-in }: { $unit }
kk-event-moved = { $owner }: { $count ->
        [one] { $count } jednotka se přesouvá
        [few] { $count } jednotky se přesouvají
       *[other] { $count } jednotek se přesouvá
    } { $from-from } { $to-to }
kk-event-moved_rail = { $owner }: { $count ->
        [one] { $count } jednotka jede
        [few] { $count } jednotky jedou
       *[other] { $count } jednotek jede
    } po železnici { $from-from } { $to-to } (KK-BLD-10)
kk-event-moved_logistics = { $owner }: { $count ->
        [one] { $count } jednotka je převezena
        [few] { $count } jednotky jsou převezeny
       *[other] { $count } jednotek je převezeno
    } { $from-from } { $to-to } (KK-BLD-16)
kk-event-retreated = { $owner }: { $count ->
        [one] { $count } jednotka ustupuje
        [few] { $count } jednotky ustupují
       *[other] { $count } jednotek ustupuje
    } { $from-from } { $to-to } (AMB-20)
kk-event-returned = { $owner }: { $count ->
        [one] { $count } jednotka se vrací
        [few] { $count } jednotky se vracejí
       *[other] { $count } jednotek se vrací
    } { $from-from } { $to-to } (AMB-54)
kk-event-lost_destroyed = Jednotka { $owner-gen } { $place-in } je zničena: { $unit } (GAP-28)
kk-event-lost_trapped = Jednotka { $owner-gen } nemá kam ustoupit a { $place-in } zaniká: { $unit } (KK-CMB-19)
kk-event-lost_overrun = Jednotka { $owner-gen } na útěku je znovu poražena a { $place-in } zaniká: { $unit } (GAP-28)
kk-event-lost_disbanded = Jednotka { $owner-gen } { $place-in } je rozpuštěna: { $unit } (KK-REC-32)
kk-event-lost_eliminated = Jednotka { $owner-gen } { $place-in } zaniká spolu se svým státem: { $unit } (KK-WIN-06)
kk-event-lost_no_room = Jednotka { $owner-gen } nenachází místo a { $place-in } zaniká: { $unit } (AMB-54)
kk-event-loss_level = { $owner }: { $unit } { $unit-gender ->
        [pl] bojují
       *[other] bojuje
    } nyní { $level }
kk-event-replenished = { $owner }: { $unit } — doplnění, o jeden stupeň ztrát méně (GAP-29)
kk-event-routed = { $owner }: { $unit } { $unit-gender ->
        [pl] se dávají
       *[other] se dává
    } na útěk (KK-CMB-06)
kk-event-regrouped = { $owner }: { $unit } se znovu řadí do šiku (GAP-30)
kk-event-experience = { $owner }: { $unit } { $unit-gender ->
        [pl] získávají
       *[other] získává
    } { $count } { $count ->
        [one] bod
        [few] body
       *[other] bodů
    } zkušeností (GAP-38)
kk-event-upgraded = Vylepšení pro { $unit-acc }: { $upgrade } (GAP-32)
kk-event-supply = { $player }: { $count ->
        [one] { $count } jednotka je bez zásobování
        [few] { $count } jednotky jsou bez zásobování
       *[other] { $count } jednotek je bez zásobování
    } (GAP-31)
kk-event-movement_points = { $count ->
        [one] { $count } jednotka je připravena
        [few] { $count } jednotky jsou připraveny
       *[other] { $count } jednotek je připraveno
    } k pohybu (GAP-36)
kk-event-plundered = { $owner }: { $unit } — plenění v tomto tahu už proběhlo
kk-event-acted = { $owner }: { $unit } — akce v této bitvě už proběhla
kk-event-built = Stavba dokončena { $place-in }: { $building }
kk-event-demolished = Už nestojí { $building } { $place-in }
kk-event-edge_built = Stavba dokončena: { $what } { $from-from } { $to-to }
kk-event-edge_removed = Už nevede { $what } { $from-from } { $to-to }
kk-event-entered = { $player } vstupuje do provincie { $province }
kk-event-taken = Provincie { $province } nyní patří { $player-dat } (KK-CAP-03)
kk-event-levy = Provincie { $province } svolává hotovost (KK-REC-19)
kk-event-privileged = Provincie { $province } dostává feudální výsady (KK-REC-29)
kk-event-battle = Bitva { $place-in }: útok { $player-gen } na { $count } { $count ->
        [one] nepřátelskou jednotku
        [few] nepřátelské jednotky
       *[other] nepřátelských jednotek
    } (KK-CMB-01)
kk-event-battle_joined = Do bitvy { $count ->
        [one] se zapojuje ještě { $count } jednotka
        [few] se zapojují ještě { $count } jednotky
       *[other] se zapojuje ještě { $count } jednotek
    }
kk-event-battle_begun = Bitva začíná
kk-event-battle_over = Bitva { $place-in } skončila (KK-CMB-11)
kk-event-asked_flee = { $player } může z bitvy { $place-in } uprchnout, nebo vytrvat (KK-CMB-21, AMB-50)
kk-event-asked_tribes = Nepřítel vstupuje do provincie { $province }: { $player } může svolat kmenové bojovníky (KK-REC-23)
kk-event-fled = { $player } z bitvy prchá (KK-CMB-21)
kk-event-stood = { $player } vytrvá a bojuje dál (KK-CMB-21)
kk-event-tribes_called = { $player } svolává kmenové bojovníky provincie { $province } (KK-REC-23)
kk-event-tribes_not_called = { $player } nesvolává kmenové bojovníky provincie { $province } (KK-REC-23)
kk-event-answered = Odpověď je dána
kk-event-fled_to = { $owner }: { $count ->
        [one] { $count } jednotka prchá
        [few] { $count } jednotky prchají
       *[other] { $count } jednotek prchá
    } { $from-from } { $to-to } (AMB-50)
# Střetnutí: součet útočníka ($parts), podpora, součet cíle.
kk-event-engaged_win = { $owner }: { $unit } (kostka { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } z podpory
    } = { $total } { $unit-gender ->
        [pl] porážejí
       *[other] poráží
    } { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }; rozdíl nepřesahuje Morálku ({ $morale }): poražený ustupuje; { $losses } (KK-CMB-05, KK-CMB-07, GAP-35)
kk-event-engaged_rout = { $owner }: { $unit } (kostka { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } z podpory
    } = { $total } { $unit-gender ->
        [pl] zahánějí
       *[other] zahání
    } na útěk { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }; rozdíl přesahuje Morálku ({ $morale }); { $losses } (KK-CMB-06, GAP-35)
kk-event-engaged_repulsed = { $owner }: { $unit } (kostka { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } z podpory
    } = { $total } { $unit-gender ->
        [pl] nedokážou
       *[other] nedokáže
    } porazit { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total } a { $unit-gender ->
        [pl] ustupují
       *[other] ustupuje
    }, Morálka { $morale }; { $losses } (AMB-21, GAP-35)
kk-event-engaged_repulsed_rout = { $owner }: { $unit } (kostka { $die }: { $parts }){ $support ->
        [0] {""}
       *[other] {" "}+ { $support } z podpory
    } = { $total } { $unit-gender ->
        [pl] narážejí
       *[other] naráží
    } na { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total } a { $unit-gender ->
        [pl] se dávají
       *[other] se dává
    } na útěk, Morálka { $morale }; { $losses } (KK-CMB-06, GAP-35)
kk-event-fire_hits = { $owner }: { $unit } pálí (kostka { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } a { $unit-gender ->
        [pl] zasahují
       *[other] zasahuje
    } { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }, Morálka { $morale }; { $losses } (KK-CMB-29)
kk-event-fire_misses = { $owner }: { $unit } pálí (kostka { $die }: { $parts }{ $support ->
        [0] {""}
       *[other] , { $support }
    }) = { $total } a { $unit-gender ->
        [pl] míjejí
       *[other] míjí
    } { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }, Morálka { $morale }; { $losses } (KK-CMB-30)
kk-event-bombard_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] bombardují
       *[other] bombarduje
    } { $building-acc } { $place-in }: na kostce padá { $die }, potřeba { $need }: budova je zničena (KK-CMB-31, KK-CMB-32)
kk-event-bombard_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] bombardují
       *[other] bombarduje
    } { $building-acc } { $place-in }: na kostce padá { $die }, potřeba { $need }: bez účinku (KK-CMB-31, KK-CMB-32)
kk-event-offered = { $offer } (KK-TRADE-01)
kk-event-offer_accepted = Nabídka přijata: { $offer } (GAP-44)
kk-event-offer_declined = Nabídka odmítnuta: { $offer }
kk-event-offer_withdrawn = Nabídka stažena nebo propadla: { $offer }
kk-event-offer_gone = Jedna nabídka už neplatí
kk-event-pact_peace = { $one } a { $other } uzavírají mír (GAP-44)
kk-event-pact_alliance = { $one } a { $other } uzavírají spojenectví (GAP-44)
kk-event-war_declared = { $by } vyhlašuje válku { $on-dat }: smlouva končí se začátkem fáze pohybu (GAP-44)
kk-event-pact_ended = { $one } a { $other } jsou opět ve válce (GAP-44)
kk-event-parted = { $owner }: { $count ->
        [one] { $count } jednotka opouští
        [few] { $count } jednotky opouštějí
       *[other] { $count } jednotek opouští
    } území bývalého spojence: { $from-from } { $to-to } (GAP-44)
kk-event-general_at = { $general } pobývá { $place-in }
kk-event-general_pool = { $general } čeká v záloze aktivních generálů
kk-event-general_captured = { $general } padá do zajetí { $player-gen } (KK-GENL-06)
kk-event-general_dead = { $general } padá (GAP-42)
kk-event-general_experience = { $general } získává { $count } { $count ->
        [one] bod
        [few] body
       *[other] bodů
    } zkušeností (GAP-34)
kk-event-general_regrouped = { $general } shromažďuje jednu jednotku na útěku (KK-GENL-10)
kk-event-signals_regrouped = { $owner }: { $unit } se znovu řadí do šiku díky spojení ({ $by }) (KK-GENL-15)
kk-event-strikes = Stávky { $where-in } { $player-gen }: v tomto tahu z nich není Bohatství (GAP-11)
kk-event-contentment = Spokojenost { $player-gen }: nyní { $level } (GAP-12)
kk-event-changed = Nové zřízení { $player-gen }: { $government }; doktrína: { $doctrine }
kk-event-eliminated = { $player } ztrácí poslední provincii a vypadává ze hry (KK-WIN-06)

## Konec hry

kk-outcome-elimination = Vítězství v tahu { $turn }: { $winners } — všechny ostatní státy přišly o své provincie (KK-WIN-01)
kk-outcome-turn_limit = Vítězství po tahu { $turn }: { $winners } — nejvíce provincií, pak nejvíce zlata (GAP-51)

## Boční panel

kk-panel-game = Hra
kk-panel-turn = Tah
kk-panel-of = { $turn } z { $last }
kk-panel-season = Roční období
kk-panel-event = Událost
kk-panel-weather = Počasí
kk-panel-colour = Barevná kostka
kk-panel-acting = Na tahu
kk-panel-order = Pořadí pohybu (KK-INIT)
kk-panel-strategic = Strategické suroviny
kk-panel-income = Příjem v tomto tahu
kk-panel-income_value = { $wealth } z Bohatství, { $buildings } z budov
kk-panel-contentment = Spokojenost (GAP-10)
kk-panel-government = Zřízení
kk-panel-doctrine = Doktrína
kk-panel-relations = Vztahy
kk-panel-generals = Generálové (GAP-34)
kk-panel-generals_value = { $held } z { $limit }
kk-panel-general_value = Velení { $command }, { $trait }, { $at }
kk-panel-general_at = { $place-in }
kk-panel-general_pool = v záloze
kk-panel-general_captured = v zajetí { $player-gen }
kk-panel-states = Státy
kk-panel-standing = { $provinces ->
        [one] { $provinces } provincie
        [few] { $provinces } provincie
       *[other] { $provinces } provincií
    }, { $gold } { $gold ->
        [one] zlato
        [few] zlata
       *[other] zlata
    }
kk-panel-eliminated = mimo hru
kk-panel-province = Provincie
kk-panel-region = Region (KK-CAP-02)
kk-panel-owner = Vlastník
kk-panel-wealth = Bohatství (KK-PROV-02)
kk-panel-wealth_value = { $colour }, úroveň { $level }
kk-panel-terrain = Terén (GAP-15)
kk-panel-stacking = Limit jednotek, cena kroku
kk-panel-stacking_value = { $limit } { $limit ->
        [one] jednotka
        [few] jednotky
       *[other] jednotek
    }, { $move } { $move ->
        [one] bod
        [few] body
       *[other] bodů
    } pohybu (GAP-16, GAP-15)
kk-panel-building = Budova
kk-panel-source = Zdroj strategické suroviny (GAP-18)
kk-panel-river = Teče tu řeka: plují po ní říční dělové čluny (GAP-26)
kk-panel-supply = Dosáhne sem tvé zásobování (KK-SUP)
kk-panel-yes = ano
kk-panel-no = ne
kk-panel-units = Jednotky
# One row of alike units: $count of them, $unit their kind
kk-panel-unit_count = { $count } × { $unit }
# $owner; $strength, $morale, $speed: the kind's numbers; $notes: kk-panel-unit_notes, or nothing for fresh units
kk-panel-unit_brief = { $owner }: síla { $strength }, morálka { $morale }, rychlost { $speed }{ $notes }
kk-panel-unit_fresh = {""}
kk-panel-unit_notes = ; zkušenost { $xp }, { $state }, { $routed }
kk-panel-trade = Obchod
kk-panel-markets = Tržiště v provincii (KK-TRADE-14)

## Odmítnutí ($rule: identifikátor pravidla)

# $waiting: stát, který je teď na tahu.
# $phase: fáze, do které to patří (kk-phase-*).
kk-refusal-wrong_phase = To se dělá ve fázi „{ $phase }“ ({ $rule }).
kk-refusal-pick_colour_first = Barevná kostka ukázala bílou stěnu: nejdřív zvol barvu, která ti v tomto tahu vynese suroviny ({ $rule }).
kk-refusal-not_used = Tvůj stát tuto surovinu nepoužívá ({ $rule }).
kk-refusal-no_trade_left = Tady už v tomto tahu obchodovat nelze ({ $rule }).
kk-refusal-bad_trade = Nabídni určité množství jedné suroviny za jinou ({ $rule }).
kk-refusal-no_white = Nepadla bílá stěna, takže není co volit ({ $rule }).
kk-refusal-cannot_afford = Nedostatek surovin: strana, která dává, musí stále mít vše, co odevzdává, včetně strategických surovin ({ $rule }).
# $resource: první chybějící surovina; $need: kolik je třeba; $have: kolik máš.
kk-refusal-short_of = Nedostatek { $resource-many }: je třeba { $need } a máš { $have } ({ $rule }).
kk-refusal-needs_building = Chybí potřebná budova ({ $rule }).
kk-refusal-not_recruitable = Tvůj stát tuto jednotku verbovat nemůže ({ $rule }).
kk-refusal-capital_barred = Terén hlavního města provincie tuto jednotku nepřipouští ({ $rule }).
kk-refusal-elite_limit = Stát smí mít nejvýše jednu elitní jednotku ({ $rule }).
# $limit: kolik jednotek tam smí stát; $room: kolik se jich ještě vejde.
kk-refusal-no_room = Není tu místo: smí tu stát nejvýše { $limit } { $limit ->
        [one] jednotka
        [few] jednotky
       *[other] jednotek
    } a vejde se ještě { $room } ({ $rule }).
kk-refusal-enemy_holds = V hlavním městě provincie stojí nepřátelské jednotky: verbovat se tam dá, až tam žádná nebude ({ $rule }).
kk-refusal-slot_taken = Už tu stojí budova ({ $rule }).
kk-refusal-bad_place = Tohle tu postavit nelze ({ $rule }).
kk-refusal-no_strategic_source = Karavanseráj potřebuje ve své provincii zdroj strategické suroviny ({ $rule }).
kk-refusal-not_own_province = Jen ve vlastních provinciích ({ $rule }).
kk-refusal-enemy_present = V provincii jsou nepřátelské jednotky ({ $rule }).
kk-refusal-no_upgrade = Toto vylepšení se k té jednotce nehodí, nebo ho už má ({ $rule }).
kk-refusal-no_replenish = Tuto jednotku teď nelze doplnit ({ $rule }).
# $held: kolik generálů stát má; $limit: kolik jich smí mít nejvýše.
kk-refusal-general_limit = Tvůj stát smí mít nejvýše { $limit } { $limit ->
        [one] generála
        [few] generály
       *[other] generálů
    } a už má { $held } ({ $rule }).
kk-refusal-no_generals_left = Všichni generálové tvého státu už jsou naverbovaní ({ $rule }).
kk-refusal-no_such_general = Takový generál není, nebo se už v tomto tahu pohnul ({ $rule }).
kk-refusal-no_vassals = Výsady a vazalové vyžadují feudální monarchii a provincii s výsadami ({ $rule }).
kk-refusal-not_a_step = To není jeden krok ({ $rule }).
kk-refusal-barred = Tyto jednotky na tento terén vstoupit nemohou ({ $rule }).
kk-refusal-no_such_units = Tolik jednotek schopných pohybu tu není ({ $rule }).
kk-refusal-battle_first = Nejdřív sveď bitvu ({ $rule }).
kk-refusal-in_battle = Jednotky v bitvě v ní zůstávají ({ $rule }).
kk-refusal-no_battle = Nevedeš žádnou bitvu ({ $rule }).
kk-refusal-not_ready = Tato jednotka už v této bitvě jednala ({ $rule }).
kk-refusal-covered = Tato jednotka je krytá, dokud zůstávají jiné jednotky její strany ({ $rule }).
# $range: dostřel v podprovinciích (0: žádný).
kk-refusal-out_of_range = Mimo dostřel: { $range ->
        [0] tato jednotka nestřílí na dálku
        [one] tato jednotka střílí na { $range } podprovincii daleko
        [few] tato jednotka střílí nejvýše na { $range } podprovincie daleko
       *[other] tato jednotka střílí nejvýše na { $range } podprovincií daleko
    } ({ $rule }).
kk-refusal-no_plunder = Není tu co plenit, nebo se tu v tomto tahu už plenilo ({ $rule }).
kk-refusal-no_demolish = Tato jednotka tu nemůže vyhodit budovu do vzduchu ({ $rule }).
kk-refusal-no_rail = Odtud tam po železnici jet nelze ({ $rule }).
kk-refusal-walked_first = Jízda po železnici musí začínat pohyb: tyto jednotky se v této fázi už pohnuly ({ $rule }).
kk-refusal-no_logistics = Chybí propojená logistická centra ({ $rule }).
kk-refusal-hostile = Generál nikdy nevstupuje mezi nepřátelské jednotky ({ $rule }).
kk-refusal-no_regroup = Žádný generál teď tuto jednotku nemůže shromáždit ({ $rule }).
kk-refusal-no_reform = Událost tohoto tahu tvému státu tuto změnu nedovoluje ({ $rule }).
kk-refusal-no_bombard = Tato jednotka tu nemá žádnou nepřátelskou budovu, kterou by mohla bombardovat ({ $rule }).
kk-refusal-bad_input = Takové místo ani jednotka neexistuje ({ $rule }).
kk-refusal-seats = Čtyři koruny hrají všechny čtyři státy v pořadí míst u stolu.
kk-refusal-unknown_scenario = Neznámý scénář: { $scenario }

## Průvodce: co teď může stát, který je na řadě, udělat a proč (požadavek 19)

kk-guide-pick_colour = Barevná kostka ukázala bílou stěnu: zvol barvu, která ti v tomto tahu vynese suroviny. Každá tvá provincie té barvy dá tolik suroviny té barvy, kolik činí její Bohatství.
kk-guide-economy = Jsi na řadě s obchodem a stavbou: obchoduj přes své přístavy a karavanseráje, verbuj v provinciích s potřebnými budovami, stav, vylepšuj a doplňuj jednotky a rozmisťuj generály, vše za suroviny. Ostatní státy se střídají podle pořadí míst u stolu. Až skončíš, stiskni „{ kk-action-end_economy }“.
kk-guide-movement = Tvůj pohyb: armády postupují z podprovincie do podprovincie, kam až jim dovolí Rychlost, a cesty snižují náklady na polovinu. Vstup do podprovincie, kde stojí nepřátelské jednotky, zahájí bitvu; jednotky na pobřeží nebo v přístavu se mohou nalodit na tvé lodě a ty na palubě se mohou vylodit. Až skončíš, stiskni „{ kk-action-end_movement }“.
kk-guide-movement_air = Tvůj pohyb: armády postupují, kam až jim dovolí Rychlost, a každé tvé letadlo na základně může provést jednu misi — útok na jednotku, bombardování nebo přelet na jinou základnu. Nepřátelské stíhačky a protiletadlová děla u cíle ji mohou zachytit dřív. Až skončíš, stiskni „{ kk-action-end_movement }“.
# $place: podprovincie, o kterou se bojuje.
kk-guide-battle = Bitva { $place-in }: vyber jednu svou jednotku, která zaútočí na jednu nepřátelskou; ostatní ji mohou podpořit polovinou své Síly. Každá strana přičte k4 a vyšší součet vítězí, shoda znamená neúspěšný útok. Bitvu můžeš ukončit volbou „{ kk-action-withdraw }“.
kk-guide-flee = Nepřítel na tebe útočí { $place-in }: mezi střetnutími můžeš uprchnout — každá tvá jednotka odtud odejde do nejbližší volné podprovincie s místem, ne rozprášená, a pole zůstane nepříteli — nebo vytrvat a bojovat dál.
kk-guide-tribes = Nepřítel vstoupil do provincie { $province }: můžeš teď svolat její kmenové bojovníky (jednu až tři jednotky podle budov, zdarma, v hlavním městě provincie), nebo si právo ponechat na později.

## Generálové (GAP-34: šest v záloze každého státu)
## Pád: .acc.

kk-general-khanate_0 = Bátú chán
    .acc = Bátú chána
kk-general-khanate_1 = Subutaj
    .acc = Subutaje
kk-general-khanate_2 = Džebe
    .acc = Džebeho
kk-general-khanate_3 = Toghrul
    .acc = Toghrula
kk-general-khanate_4 = Arslan
    .acc = Arslana
kk-general-khanate_5 = Kaidu
    .acc = Kaidu
kk-general-kingdom_0 = Sir Aimery
    .acc = sira Aimeryho
kk-general-kingdom_1 = Sir Roland
    .acc = sira Rolanda
kk-general-kingdom_2 = Lady Isolda
    .acc = lady Isoldu
kk-general-kingdom_3 = Sir Gaspard
    .acc = sira Gasparda
kk-general-kingdom_4 = Sir Thibault
    .acc = sira Thibaulta
kk-general-kingdom_5 = Lady Matylda
    .acc = lady Matyldu
kk-general-empire_0 = Generál Volkov
    .acc = generála Volkova
kk-general-empire_1 = Generál Orlov
    .acc = generála Orlova
kk-general-empire_2 = Generálka Sokolovová
    .acc = generálku Sokolovovou
kk-general-empire_3 = Generál Morozov
    .acc = generála Morozova
kk-general-empire_4 = Generál Belov
    .acc = generála Belova
kk-general-empire_5 = Generál Zorin
    .acc = generála Zorina
kk-general-republic_0 = Kapitán Doria
    .acc = kapitána Doriu
kk-general-republic_1 = Kapitán Sforza
    .acc = kapitána Sforzu
kk-general-republic_2 = Kapitán Colleoni
    .acc = kapitána Colleoniho
kk-general-republic_3 = Kapitán Vitelli
    .acc = kapitána Vitelliho
kk-general-republic_4 = Kapitán Orsini
    .acc = kapitána Orsiniho
kk-general-republic_5 = Kapitán Gattamelata
    .acc = kapitána Gattamelatu

## Mapa Čtyř korun (GAP-45)
## Regiony
kk-region-steppe = Step
kk-region-heartland = Srdce země
kk-region-north = Sever
kk-region-coast = Pobřeží
kk-region-silk_road = Hedvábná stezka

## Provincie
kk-province-p_kara_ordu = Kara Ordu
kk-province-p_altan_tala = Altan Tala
kk-province-p_sarybay = Sarybaj
kk-province-p_kyzyl_tash = Kyzyl Taš
kk-province-p_orman_bel = Orman Bel
kk-province-p_karakum = Karakum
kk-province-p_valmont = Valmont
kk-province-p_brenneval = Brenneval
kk-province-p_bellerive = Bellerive
kk-province-p_grisfort = Grisfort
kk-province-p_sombrebois = Sombrebois
kk-province-p_hautemarche = Hautemarche
kk-province-p_kholmgard = Cholmgard
kk-province-p_zaryansk = Zarjansk
kk-province-p_ledmark = Ledmark
kk-province-p_kamenograd = Kamenograd
kk-province-p_stalnov = Stalnov
kk-province-p_taigavik = Tajgavik
kk-province-p_serenza = Serenza
kk-province-p_valdora = Valdora
kk-province-p_porto_alba = Porto Alba
kk-province-p_monteferro = Monteferro
kk-province-p_fornacia = Fornacie
kk-province-p_selvanera = Selvanera
kk-province-p_meravand = Meravand
kk-province-p_sogdara = Sogdara
kk-province-p_kuhsar = Kuhsar
kk-province-p_bandar_zeyn = Bandar Zejn

## Podprovincie
## Obraty s předložkou: .in (kde?), .to (kam?), .from (odkud?).
kk-sub-s_kara_ordu_1 = Tábor Kara Ordu
    .in = v Táboře Kara Ordu
    .to = do Tábora Kara Ordu
    .from = z Tábora Kara Ordu
kk-sub-s_kara_ordu_2 = Louky Kara Ordu
    .in = na Loukách Kara Ordu
    .to = na Louky Kara Ordu
    .from = z Luk Kara Ordu
kk-sub-s_kara_ordu_3 = Mohyly Kara Ordu
    .in = u Mohyl Kara Ordu
    .to = k Mohylám Kara Ordu
    .from = od Mohyl Kara Ordu
kk-sub-s_kara_ordu_4 = Lesy Kara Ordu
    .in = v Lesích Kara Ordu
    .to = do Lesů Kara Ordu
    .from = z Lesů Kara Ordu
kk-sub-s_altan_tala_1 = Koňský trh Altan Tala
    .in = na Koňském trhu Altan Tala
    .to = na Koňský trh Altan Tala
    .from = z Koňského trhu Altan Tala
kk-sub-s_altan_tala_2 = Stepi Altan Tala
    .in = ve Stepích Altan Tala
    .to = do Stepí Altan Tala
    .from = ze Stepí Altan Tala
kk-sub-s_altan_tala_3 = Písky Altan Tala
    .in = v Píscích Altan Tala
    .to = do Písků Altan Tala
    .from = z Písků Altan Tala
kk-sub-s_sarybay_1 = Přístav Sarybaj
    .in = v Přístavu Sarybaj
    .to = do Přístavu Sarybaj
    .from = z Přístavu Sarybaj
kk-sub-s_sarybay_2 = Kosa Sarybaj
    .in = na Kose Sarybaj
    .to = na Kosu Sarybaj
    .from = z Kosy Sarybaj
kk-sub-s_kyzyl_tash_1 = Brána Kyzyl Taš
    .in = u Brány Kyzyl Taš
    .to = k Bráně Kyzyl Taš
    .from = od Brány Kyzyl Taš
kk-sub-s_kyzyl_tash_2 = Štíty Kyzyl Taš
    .in = na Štítech Kyzyl Taš
    .to = na Štíty Kyzyl Taš
    .from = ze Štítů Kyzyl Taš
kk-sub-s_kyzyl_tash_3 = Skaliska Kyzyl Taš
    .in = ve Skaliscích Kyzyl Taš
    .to = do Skalisek Kyzyl Taš
    .from = ze Skalisek Kyzyl Taš
kk-sub-s_orman_bel_1 = Strážnice Orman Bel
    .in = ve Strážnici Orman Bel
    .to = do Strážnice Orman Bel
    .from = ze Strážnice Orman Bel
kk-sub-s_orman_bel_2 = Hvozd Orman Bel
    .in = v Hvozdu Orman Bel
    .to = do Hvozdu Orman Bel
    .from = z Hvozdu Orman Bel
kk-sub-s_karakum_1 = Studny Karakum
    .in = u Studní Karakum
    .to = ke Studním Karakum
    .from = od Studní Karakum
kk-sub-s_karakum_2 = Duny Karakum
    .in = na Dunách Karakum
    .to = na Duny Karakum
    .from = z Dun Karakum
kk-sub-s_karakum_3 = Solné pláně Karakum
    .in = na Solných pláních Karakum
    .to = na Solné pláně Karakum
    .from = ze Solných plání Karakum
kk-sub-s_valmont_1 = Hrad Valmont
    .in = na Hradě Valmont
    .to = na Hrad Valmont
    .from = z Hradu Valmont
kk-sub-s_valmont_2 = Pole Valmont
    .in = na Poli Valmont
    .to = na Pole Valmont
    .from = z Pole Valmont
kk-sub-s_valmont_3 = Pahorky Valmont
    .in = na Pahorcích Valmont
    .to = na Pahorky Valmont
    .from = z Pahorků Valmont
kk-sub-s_valmont_4 = Obora Valmont
    .in = v Oboře Valmont
    .to = do Obory Valmont
    .from = z Obory Valmont
kk-sub-s_brenneval_1 = Trh Brenneval
    .in = na Trhu Brenneval
    .to = na Trh Brenneval
    .from = z Trhu Brenneval
kk-sub-s_brenneval_2 = Statky Brenneval
    .in = na Statcích Brenneval
    .to = na Statky Brenneval
    .from = ze Statků Brenneval
kk-sub-s_bellerive_1 = Přístav Bellerive
    .in = v Přístavu Bellerive
    .to = do Přístavu Bellerive
    .from = z Přístavu Bellerive
kk-sub-s_bellerive_2 = Výšiny Bellerive
    .in = na Výšinách Bellerive
    .to = na Výšiny Bellerive
    .from = z Výšin Bellerive
kk-sub-s_bellerive_3 = Slatiny Bellerive
    .in = na Slatinách Bellerive
    .to = na Slatiny Bellerive
    .from = ze Slatin Bellerive
kk-sub-s_grisfort_1 = Tvrz Grisfort
    .in = na Tvrzi Grisfort
    .to = na Tvrz Grisfort
    .from = z Tvrze Grisfort
kk-sub-s_grisfort_2 = Štíty Grisfort
    .in = na Štítech Grisfort
    .to = na Štíty Grisfort
    .from = ze Štítů Grisfort
kk-sub-s_grisfort_3 = Lesy Grisfort
    .in = v Lesích Grisfort
    .to = do Lesů Grisfort
    .from = z Lesů Grisfort
kk-sub-s_sombrebois_1 = Hájovna Sombrebois
    .in = v Hájovně Sombrebois
    .to = do Hájovny Sombrebois
    .from = z Hájovny Sombrebois
kk-sub-s_sombrebois_2 = Hvozd Sombrebois
    .in = v Hvozdu Sombrebois
    .to = do Hvozdu Sombrebois
    .from = z Hvozdu Sombrebois
kk-sub-s_sombrebois_3 = Hřbet Sombrebois
    .in = na Hřbetu Sombrebois
    .to = na Hřbet Sombrebois
    .from = z Hřbetu Sombrebois
kk-sub-s_hautemarche_1 = Město Hautemarche
    .in = ve Městě Hautemarche
    .to = do Města Hautemarche
    .from = z Města Hautemarche
kk-sub-s_hautemarche_2 = Bory Hautemarche
    .in = v Borech Hautemarche
    .to = do Borů Hautemarche
    .from = z Borů Hautemarche
kk-sub-s_hautemarche_3 = Bažiny Hautemarche
    .in = v Bažinách Hautemarche
    .to = do Bažin Hautemarche
    .from = z Bažin Hautemarche
kk-sub-s_kholmgard_1 = Citadela Cholmgard
    .in = v Citadele Cholmgard
    .to = do Citadely Cholmgard
    .from = z Citadely Cholmgard
kk-sub-s_kholmgard_2 = Štíty Cholmgard
    .in = na Štítech Cholmgard
    .to = na Štíty Cholmgard
    .from = ze Štítů Cholmgard
kk-sub-s_kholmgard_3 = Tajga Cholmgard
    .in = v Tajze Cholmgard
    .to = do Tajgy Cholmgard
    .from = z Tajgy Cholmgard
kk-sub-s_kholmgard_4 = Lesy Cholmgard
    .in = v Lesích Cholmgard
    .to = do Lesů Cholmgard
    .from = z Lesů Cholmgard
kk-sub-s_zaryansk_1 = Město Zarjansk
    .in = ve Městě Zarjansk
    .to = do Města Zarjansk
    .from = z Města Zarjansk
kk-sub-s_zaryansk_2 = Kopce Zarjansk
    .in = na Kopcích Zarjansk
    .to = na Kopce Zarjansk
    .from = z Kopců Zarjansk
kk-sub-s_zaryansk_3 = Štíty Zarjansk
    .in = na Štítech Zarjansk
    .to = na Štíty Zarjansk
    .from = ze Štítů Zarjansk
kk-sub-s_ledmark_1 = Přístav Ledmark
    .in = v Přístavu Ledmark
    .to = do Přístavu Ledmark
    .from = z Přístavu Ledmark
kk-sub-s_ledmark_2 = Tajga Ledmark
    .in = v Tajze Ledmark
    .to = do Tajgy Ledmark
    .from = z Tajgy Ledmark
kk-sub-s_ledmark_3 = Ledovec Ledmark
    .in = na Ledovci Ledmark
    .to = na Ledovec Ledmark
    .from = z Ledovce Ledmark
kk-sub-s_kamenograd_1 = Šachty Kamenograd
    .in = u Šachet Kamenograd
    .to = k Šachtám Kamenograd
    .from = od Šachet Kamenograd
kk-sub-s_kamenograd_2 = Skaliska Kamenograd
    .in = ve Skaliscích Kamenograd
    .to = do Skalisek Kamenograd
    .from = ze Skalisek Kamenograd
kk-sub-s_kamenograd_3 = Hřbet Kamenograd
    .in = na Hřbetu Kamenograd
    .to = na Hřbet Kamenograd
    .from = z Hřbetu Kamenograd
kk-sub-s_stalnov_1 = Železárny Stalnov
    .in = v Železárnách Stalnov
    .to = do Železáren Stalnov
    .from = ze Železáren Stalnov
kk-sub-s_stalnov_2 = Svahy Stalnov
    .in = na Svazích Stalnov
    .to = na Svahy Stalnov
    .from = ze Svahů Stalnov
kk-sub-s_stalnov_3 = Vrchol Stalnov
    .in = na Vrcholu Stalnov
    .to = na Vrchol Stalnov
    .from = z Vrcholu Stalnov
kk-sub-s_taigavik_1 = Přístav Tajgavik
    .in = v Přístavu Tajgavik
    .to = do Přístavu Tajgavik
    .from = z Přístavu Tajgavik
kk-sub-s_taigavik_2 = Rašeliniště Tajgavik
    .in = na Rašeliništi Tajgavik
    .to = na Rašeliniště Tajgavik
    .from = z Rašeliniště Tajgavik
kk-sub-s_serenza_1 = Fórum Serenza
    .in = na Fóru Serenza
    .to = na Fórum Serenza
    .from = z Fóra Serenza
kk-sub-s_serenza_2 = Pole Serenza
    .in = na Poli Serenza
    .to = na Pole Serenza
    .from = z Pole Serenza
kk-sub-s_serenza_3 = Kopce Serenza
    .in = na Kopcích Serenza
    .to = na Kopce Serenza
    .from = z Kopců Serenza
kk-sub-s_serenza_4 = Lesy Serenza
    .in = v Lesích Serenza
    .to = do Lesů Serenza
    .from = z Lesů Serenza
kk-sub-s_valdora_1 = Mlýny Valdora
    .in = v Mlýnech Valdora
    .to = do Mlýnů Valdora
    .from = z Mlýnů Valdora
kk-sub-s_valdora_2 = Statky Valdora
    .in = na Statcích Valdora
    .to = na Statky Valdora
    .from = ze Statků Valdora
kk-sub-s_valdora_3 = Háj Valdora
    .in = v Háji Valdora
    .to = do Háje Valdora
    .from = z Háje Valdora
kk-sub-s_porto_alba_1 = Přístaviště Porto Alba
    .in = v Přístavišti Porto Alba
    .to = do Přístaviště Porto Alba
    .from = z Přístaviště Porto Alba
kk-sub-s_porto_alba_2 = Útesy Porto Alba
    .in = na Útesech Porto Alba
    .to = na Útesy Porto Alba
    .from = z Útesů Porto Alba
kk-sub-s_porto_alba_3 = Laguna Porto Alba
    .in = v Laguně Porto Alba
    .to = do Laguny Porto Alba
    .from = z Laguny Porto Alba
kk-sub-s_monteferro_1 = Město Monteferro
    .in = ve Městě Monteferro
    .to = do Města Monteferro
    .from = z Města Monteferro
kk-sub-s_monteferro_2 = Vysočina Monteferro
    .in = na Vysočině Monteferro
    .to = na Vysočinu Monteferro
    .from = z Vysočiny Monteferro
kk-sub-s_fornacia_1 = Arzenál Fornacie
    .in = v Arzenálu Fornacie
    .to = do Arzenálu Fornacie
    .from = z Arzenálu Fornacie
kk-sub-s_fornacia_2 = Výšiny Fornacie
    .in = na Výšinách Fornacie
    .to = na Výšiny Fornacie
    .from = z Výšin Fornacie
kk-sub-s_fornacia_3 = Rovina Fornacie
    .in = na Rovině Fornacie
    .to = na Rovinu Fornacie
    .from = z Roviny Fornacie
kk-sub-s_selvanera_1 = Stanice Selvanera
    .in = ve Stanici Selvanera
    .to = do Stanice Selvanera
    .from = ze Stanice Selvanera
kk-sub-s_selvanera_2 = Mys Selvanera
    .in = na Mysu Selvanera
    .to = na Mys Selvanera
    .from = z Mysu Selvanera
kk-sub-s_selvanera_3 = Mangrovy Selvanera
    .in = v Mangrovech Selvanera
    .to = do Mangrovů Selvanera
    .from = z Mangrovů Selvanera
kk-sub-s_meravand_1 = Oáza Meravand
    .in = v Oáze Meravand
    .to = do Oázy Meravand
    .from = z Oázy Meravand
kk-sub-s_meravand_2 = Průsmyk Meravand
    .in = v Průsmyku Meravand
    .to = do Průsmyku Meravand
    .from = z Průsmyku Meravand
kk-sub-s_meravand_3 = Písky Meravand
    .in = v Píscích Meravand
    .to = do Písků Meravand
    .from = z Písků Meravand
kk-sub-s_sogdara_1 = Bazar Sogdara
    .in = na Bazaru Sogdara
    .to = na Bazar Sogdara
    .from = z Bazaru Sogdara
kk-sub-s_sogdara_2 = Duny Sogdara
    .in = na Dunách Sogdara
    .to = na Duny Sogdara
    .from = z Dun Sogdara
kk-sub-s_sogdara_3 = Pustiny Sogdara
    .in = v Pustinách Sogdara
    .to = do Pustin Sogdara
    .from = z Pustin Sogdara
kk-sub-s_kuhsar_1 = Citadela Kuhsar
    .in = v Citadele Kuhsar
    .to = do Citadely Kuhsar
    .from = z Citadely Kuhsar
kk-sub-s_kuhsar_2 = Podhůří Kuhsar
    .in = v Podhůří Kuhsar
    .to = do Podhůří Kuhsar
    .from = z Podhůří Kuhsar
kk-sub-s_kuhsar_3 = Rudý hřbet Kuhsar
    .in = na Rudém hřbetu Kuhsar
    .to = na Rudý hřbet Kuhsar
    .from = z Rudého hřbetu Kuhsar
kk-sub-s_bandar_zeyn_1 = Přístav Bandar Zejn
    .in = v Přístavu Bandar Zejn
    .to = do Přístavu Bandar Zejn
    .from = z Přístavu Bandar Zejn
kk-sub-s_bandar_zeyn_2 = Solné pánve Bandar Zejn
    .in = v Solných pánvích Bandar Zejn
    .to = do Solných pánví Bandar Zejn
    .from = ze Solných pánví Bandar Zejn
kk-sub-s_bandar_zeyn_3 = Výšiny Bandar Zejn
    .in = na Výšinách Bandar Zejn
    .to = na Výšiny Bandar Zejn
    .from = z Výšin Bandar Zejn

## Moře
kk-sub-sea_west_1 = Velrybí úžina
    .in = ve Velrybí úžině
    .to = do Velrybí úžiny
    .from = z Velrybí úžiny
kk-sub-sea_west_2 = Šedá hlubina
    .in = v Šedé hlubině
    .to = do Šedé hlubiny
    .from = ze Šedé hlubiny
kk-sub-sea_west_3 = Volavčí záliv
    .in = ve Volavčím zálivu
    .to = do Volavčího zálivu
    .from = z Volavčího zálivu
kk-sub-sea_west_4 = Západní vody
    .in = v Západních vodách
    .to = do Západních vod
    .from = ze Západních vod
kk-sub-sea_east_1 = Ledová zátoka
    .in = v Ledové zátoce
    .to = do Ledové zátoky
    .from = z Ledové zátoky
kk-sub-sea_east_2 = Jantarová hlubina
    .in = v Jantarové hlubině
    .to = do Jantarové hlubiny
    .from = z Jantarové hlubiny
kk-sub-sea_east_3 = Zejnský záliv
    .in = v Zejnském zálivu
    .to = do Zejnského zálivu
    .from = ze Zejnského zálivu
kk-sub-sea_east_4 = Kořenné vody
    .in = v Kořenných vodách
    .to = do Kořenných vod
    .from = z Kořenných vod

## Letecká válka (KK-AIR)

kk-action-air_strike = Nálet { $unit-gen } na { $target-acc } { $owner-gen } { $place-in } (KK-AIR-04)
kk-action-bomb = Bombarduj ze vzduchu { $building-acc } { $place-in } { $unit-ins } (budovu zničí k8 { $need } nebo více, KK-AIR-10)
kk-action-rebase = Přelet { $unit-gen } na základnu { $to-in } (KK-AIR-01)
kk-choice-air_odds = { $action } — šance: { $percent }% na zásah (bez ztrát utržených cestou); { $through }% na proniknutí přes stíhačky ({ $fighters }) a protiletadlová děla ({ $guns }) (KK-AIR-05…08)
kk-choice-air_odds_clear = { $action } — šance: { $percent }% na zásah; v dosahu nejsou nepřátelské stíhačky ani protiletadlová děla (KK-AIR-04…08)
kk-event-flown = { $owner }: { $count ->
        [one] { $count } letadlo letí
        [few] { $count } letadla letí
       *[other] { $count } letadel letí
    } { $from-from } { $to-to } (KK-AIR-01)
kk-event-strike_hits = { $owner }: { $unit } útočí ze vzduchu (kostka { $die }: { $parts }) = { $total } a { $unit-gender ->
        [pl] zasahují
       *[other] zasahuje
    } { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }; { $losses }; bez odvety (KK-AIR-04)
kk-event-strike_misses = { $owner }: { $unit } útočí ze vzduchu (kostka { $die }: { $parts }) = { $total }, ale { $unit-gender ->
        [pl] nezasahují
       *[other] nezasahuje
    } { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }; { $losses }; návrat na základnu bez odvety (KK-AIR-04)
kk-event-intercept_wins = { $owner }: { $unit } stíhá (kostka { $die }: { $parts }) = { $total } a { $unit-gender ->
        [pl] porážejí
       *[other] poráží
    } { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }; { $losses } (KK-AIR-07, KK-AIR-08)
kk-event-intercept_fails = { $owner }: { $unit } stíhá (kostka { $die }: { $parts }) = { $total }, ale { $target } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total } { $target-gender ->
        [pl] pronikají
       *[other] proniká
    } dál; { $losses } (KK-AIR-08)
kk-event-aa_hits = { $owner }: protiletadlová palba: { $unit } (kostka { $die }: { $parts }) = { $total } { $unit-gender ->
        [pl] zasahují
       *[other] zasahuje
    } { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }; { $losses }; na k6 padá { $d6 } (5 nebo 6 misi obrací zpět) (KK-AIR-05, KK-AIR-06)
kk-event-aa_misses = { $owner }: protiletadlová palba: { $unit } (kostka { $die }: { $parts }) = { $total } { $unit-gender ->
        [pl] nezasahují
       *[other] nezasahuje
    } { $target-acc } { $target_owner-gen } (kostka { $target_die }: { $target_parts }) = { $target_total }; { $losses }; na k6 padá { $d6 } (5 nebo 6 misi obrací zpět) (KK-AIR-05, KK-AIR-06)
kk-event-mission_aborted = { $owner }: { $unit } se { $unit-gender ->
        [pl] vracejí
       *[other] vrací
    } na základnu: mise je přerušena (KK-AIR-06, KK-AIR-09)
kk-event-bomb_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] bombardují
       *[other] bombarduje
    } { $building-acc } { $place-in }: na k8 padá { $die }, potřeba { $need } nebo více: budova je zničena (KK-AIR-10, AMB-62)
kk-event-bomb_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] bombardují
       *[other] bombarduje
    } { $building-acc } { $place-in }: na k8 padá { $die }, potřeba { $need } nebo více: bez účinku (KK-AIR-10, AMB-62)
kk-event-base_taken = { $player }: { $unit } { $owner-gen } { $place-in } { $unit-gender ->
        [pl] přecházejí
       *[other] přechází
    } do jeho rukou, základna neměla obránce (KK-UNIT-18, AMB-44)
kk-refusal-no_mission = Toto letadlo teď nemůže letět: musí stát na své základně, v tomto tahu ještě neletět a nepřibýt v něm ({ $rule }).
kk-refusal-air_range = Mimo dolet: { $range ->
        [one] toto letadlo doletí na { $range } podprovincii od základny
        [few] toto letadlo doletí nejvýše na { $range } podprovincie od základny
       *[other] toto letadlo doletí nejvýše na { $range } podprovincií od základny
    } ({ $rule }).
kk-refusal-air_target = Letadla napadají jen stíhačky a protiletadlové jednotky ({ $rule }).
kk-refusal-no_bombing = Není tam nepřátelská budova, nebo toto letadlo nenese bomby ({ $rule }).
kk-refusal-no_base = To není tvoje základna pro toto letadlo: potřebuje tvé letiště (hydroplán také tvou podprovincii u řeky, v bažinách nebo na pobřeží) ({ $rule }).
## Zajatci a tábory (KK-POW, část 2)
kk-action-win_over = Pokus se získat zajatce na svou stranu: { $prisoner } (k8: přejde při 1, neutrální jednotka při 1–2; jediný pokus, KK-POW-06)
kk-action-liquidate = Zlikviduj zajatce: { $prisoner } (KK-POW-05)
kk-action-transfer = Přesuň zajatce: { $prisoner } do tábora { $place-in } (jednou za tah, KK-POW-10)
kk-action-offer_prisoners = Nabídni { $to-dat } výměnu zajatců: předáváš: { $release }, žádáš vydání: { $ask }; dáváš { $give }: { $give_amount }, žádáš { $get }: { $get_amount } (KK-POW-04)
kk-action-surrender = Vzdej do zajetí: { $prisoner } — do táborů obránce (KK-POW-08)
kk-value-prisoner = { $unit } { $owner-gen }
kk-value-offer_prisoners = { $offer }; předává: { $release }, žádá vydání: { $ask } (KK-POW-04)
kk-event-captured = Do zajetí { $player-gen } padá: { $prisoner }, do tábora { $place-in } (KK-POW-01, GAP-42)
kk-event-surrendered = Vzdává se do zajetí { $player-gen }: { $prisoner }, tábor { $place-in } (KK-POW-08)
kk-event-won_over = Získán na druhou stranu: { $prisoner } (k8 = { $die }, KK-POW-06)
kk-event-not_won_over = Získat se nepodařilo: { $prisoner } (k8 = { $die }; další pokus už nebude, KK-POW-06)
kk-event-prisoner_freed = Opouští zajetí jako jednotka { $player-gen } { $place-in }: { $prisoner } (AMB-45)
kk-event-liquidated = Zajatec zlikvidován: { $prisoner } (KK-POW-05)
kk-event-prisoner_lost = Zaniká spolu s táborem: { $prisoner } (KK-POW-09)
kk-event-prisoner_moved = Nyní v zajetí { $player-gen }, tábor { $place-in }: { $prisoner } (KK-POW-10, KK-POW-09)
kk-event-general_won_over = { $general } přechází na stranu { $player-gen } a čeká v jeho záloze (KK-POW-11)
kk-counter-prisoner = ZAJ
kk-counter-prisoner_title = { $count } × { $unit } { $owner-gen }, v zajetí { $player-gen } (KK-POW-01)
kk-panel-prisoners = Zajatci (KK-POW, GAP-41)
kk-panel-prisoners_value = v zajetí: { $held }; volná místa v táborech: { $free } z { $places }
kk-refusal-no_prisoner = To není zajatec tvého státu ({ $rule }).
kk-refusal-not_theirs = Zajatci se vyměňují jen mezi státem, který je drží, a státem, jemuž patří, ledaže je jednou ze stran kupecká republika (GAP-06), a jen dokud jsou stále drženi a tábor pro ně má místo ({ $rule }).
kk-refusal-tried_before = O získání tohoto zajatce už se někdo pokusil: jen jeden pokus ({ $rule }).
kk-refusal-moved_this_turn = Tento zajatec už byl v tomto tahu přesunut ({ $rule }).
kk-refusal-camp_full = V tom táboře není místo: drží { $held } z { $capacity } zajatců ({ $rule }).
kk-refusal-no_camp_space = Nepřítel nemá v táborech volné místo ({ $rule }).
kk-panel-camp = Tábor (GAP-41)
kk-panel-camp_value = obsazená místa: { $held } z { $capacity }
kk-panel-prisoner_value = { $owner }, v zajetí { $player-gen }; pokus o získání: { $tried }

## Zamoření (KK-CMB-33…37)

kk-part-contaminated = zamořený terén
kk-mark-contaminated = Zamořený terén: −1 Rychlosti jednotkám, které odtud vyrážejí, +1 za vstup, −1 Síly v obraně, Ztráty na konci každé fáze pohybu; smyje je déšť, sníh nebo bouře, vítr je odnese (KK-CMB-34, KK-CMB-36)
kk-event-contaminated = Chemické zbraně zamořují terén { $place-in } (KK-CMB-33)
kk-event-decontaminated = Počasí smývá zamoření { $place-from } (KK-CMB-36)
kk-event-drifted = Vítr odnáší zamoření { $from-from } { $to-to } (KK-CMB-36)
kk-event-poisoned = { $owner }: { $unit } na zamořeném terénu { $place-in } utrpí Ztráty (KK-CMB-34)

## Moře (KK-NAV, GAP-13)

kk-action-sail = Pluj: { $units } { $from-from } { $to-to } (KK-NAV)
kk-action-sail_river = Pluj po řece: { $units } { $from-from } { $to-to } (GAP-26)
kk-action-lay_mines = Polož minovou zátaras { $place-in } { $unit-ins } (GAP-13)
kk-action-sweep = Odstraň minovou zátaras { $place-from } (GAP-13)
kk-event-mines_laid = { $player } klade minovou zátaras { $place-in }: přístavy u ní jsou pro jeho nepřátele zablokovány (GAP-13, KK-TRADE-12)
kk-event-mines_swept = { $player } odstraňuje minovou zátaras { $place-from } (GAP-13)
kk-event-mine_hit = { $owner }: { $unit } { $unit-gender ->
        [pl] najíždějí
       *[other] najíždí
    } na minu: na k6 padá { $die }, zasahuje 1–2 (GAP-13)
kk-event-mine_miss = { $owner }: { $unit } { $unit-gender ->
        [pl] míjejí
       *[other] míjí
    } miny: na k6 padá { $die }, zasahuje 1–2 (GAP-13)
kk-refusal-no_harbour = Lodě kotví jen v tvém přístavu — pobřežní podprovincii s přístavem, námořní základnou nebo loděnicí, nebo v pobřežním hlavním městě provincie — jinak se drží moře ({ $rule }).
kk-refusal-no_mines = Není tu minová zátaras k odstranění ani tvůj minonosič na moři, který by ji mohl položit ({ $rule }).
kk-event-revolution = Revoluce v provincii { $province } proti vládě { $player-gen }: Rudé gardy povstávají u farem, oceláren, továren a loděnic (KK-REV-06, GAP-02)
kk-event-liberated = Rudé gardy osvobodily provincii { $province } z moci { $player-gen }: nepatří žádnému státu (KK-REV-09, GAP-46)
kk-event-uprising_liberated = Povstání osvobodilo provincii { $province } z moci { $player-gen }: nezůstala tam žádná jeho pozemní jednotka a nepatří žádnému státu (KK-REV-04, GAP-46)

## Karty rozhodnutí (KK-GOV-01…04, GAP-05)

kk-deck-order = balíček Rozkazů
    .gen = balíčku Rozkazů
kk-deck-intelligence = balíček Zpravodajství
    .gen = balíčku Zpravodajství
kk-deck-strategy = balíček Strategie
    .gen = balíčku Strategie
kk-card-forced_march = Usilovný pochod
kk-card-hold_the_line = Držet pozice
kk-card-fortune_of_war = Válečné štěstí
kk-card-rally = Shromáždění
kk-card-spy_network = Špionážní síť
kk-card-sabotage = Sabotáž
kk-card-incite_uprising = Podněcování k povstání
kk-card-incite_revolution = Podněcování k revoluci
kk-card-reform = Reforma
kk-card-new_doctrine = Nová doktrína
kk-card-public_works = Veřejné práce
kk-card-call_to_arms = Do zbraně
kk-card-new_objectives = Nové cíle
kk-play-forced_march = Usilovný pochod: { $unit } { $place-in } mají v této fázi Rychlost +1 (GAP-05)
kk-play-hold_the_line = Držet pozice: { $unit } { $place-in } mají Morálku +2, kdykoli jsou v tomto tahu napadeni (GAP-05)
kk-play-fortune_of_war = Válečné štěstí: { $unit } { $place-in } jednou přehodí svou k4 v prvním střetu, který by v tomto tahu prohráli (GAP-05)
kk-play-rally = Shromáždění: až 2 tvé rozprášené jednotky v provincii { $province } se seřadí (GAP-05, GAP-30)
kk-play-spy_network = Špionážní síť: v tomto tahu vidíš karty { $player-gen } a máš Iniciativu +1 (GAP-05, KK-INIT-04)
kk-play-sabotage = Sabotáž: k6 s výsledkem 5–6 zničí { $building-acc } { $place-in } (GAP-05)
kk-play-incite_uprising = Podněcování k povstání: povstání v provincii { $province }, kterou dobyl stát { $player } (GAP-05, KK-REV-01)
kk-play-incite_revolution = Podněcování k revoluci: revoluce proti vládě { $player-gen } (GAP-05, KK-REV-05)
kk-play-reform = Reforma: nové zřízení — { $government } (GAP-05, KK-GOV-05)
kk-play-new_doctrine = Nová doktrína: { $doctrine } (GAP-05, KK-GOV-06)
kk-play-public_works = Veřejné práce: národní spokojenost +1 (nejvýše 4; 3 za samoděržaví) (GAP-05, GAP-12)
kk-play-call_to_arms = Do zbraně: 2 jednotky zdarma — { $unit } — v hlavních městech tvých provincií (GAP-05, KK-REC-14)
kk-play-new_objectives = Nové cíle: nové losování sady podmínek vítězství v tajnosti (GAP-05, GAP-08)
kk-action-draw_decision = Lízni kartu rozhodnutí z { $deck-gen } (GAP-05)
kk-action-return_decision = Vrať kartu č. { $slot } z ruky na spodek jejího balíčku (limit 5 karet, GAP-05)
kk-action-play_decision = Zahraj kartu — { $play }
kk-choice-return_decision = Vrať kartu „{ $card }“ na spodek { $deck-gen } (limit 5 karet, GAP-05)
kk-event-decision_drawn = { $player } si líže kartu rozhodnutí z { $deck-gen } (GAP-05)
kk-event-decision_due = Nové roční období: { $player } si smí líznout kartu rozhodnutí z balíčku dle své volby (GAP-05)
kk-event-decision_returned = { $player } vrací kartu rozhodnutí na spodek { $deck-gen } (GAP-05)
kk-event-decision_played = { $player } hraje kartu — { $play }
kk-event-deck_shuffled = Zamíchání zakrytého { $deck-gen } (KK-GOV-04, AMB-59)
kk-event-sabotaged = Sabotáž: { $building } { $place-in }; k6 ukazuje { $die }, 5–6 ničí (GAP-05)
kk-event-fortune_rerolled = Válečné štěstí: { $unit } ({ $owner }) přehazují k4 a hází { $die } (GAP-05)
kk-refusal-no_card = Tu kartu nemáš v ruce, nebo tam žádná karta k vrácení není ({ $rule }).
kk-refusal-card_target = Tuto kartu teď na to zahrát nelze, nebo by nic nezměnila ({ $rule }).
kk-refusal-decisions_first = Nejprve si lízni kartu rozhodnutí tohoto období, nebo vrať kartu nad limit 5 karet ({ $rule }).
kk-refusal-no_draw = Žádné líznutí ti nenáleží, nebo je ten balíček prázdný ({ $rule }).
kk-panel-hand = Karty rozhodnutí (KK-GOV-02)
kk-panel-hand_value = { $count }: { $cards }
kk-panel-draw_due = Náležitá líznutí v tomto období (GAP-05)
kk-panel-spied = Karty { $player-gen } (Špionážní síť)
kk-guide-decisions = Nové období nebo příliš mnoho karet: než ukončíš svůj tah, lízni si kartu rozhodnutí z balíčku dle své volby (Rozkazy, Zpravodajství nebo Strategie), a máš-li jich víc než 5, jednu vrať.
## Podmínky vítězství (KK-GOV-07, GAP-08)

kk-action-choose_objectives = Zvol tajně sadu podmínek vítězství (GAP-08)
kk-choice-choose_objectives = Hrát o: { $set } (GAP-08)
kk-event-objectives_drawn = { $player } si tajně losuje svou sadu podmínek vítězství (KK-GOV-07, GAP-08)
kk-event-objectives_chosen = { $player } si tajně volí svou sadu podmínek vítězství (GAP-08)
kk-event-kills = { $player }: dosud vyřazené nepřátelské jednotky — { $total } (GAP-08)
kk-outcome-objectives = Vítězství v tahu { $turn }: { $winners } — sada podmínek vítězství splněná na konci tahu (KK-WIN-03, GAP-08, GAP-47)
kk-outcome-achieved = { $player } ({ $set })
kk-panel-objectives = Podmínky vítězství (KK-GOV-07)
kk-objective-progress_conqueror = Dobyvatel: provincie { $have } z { $need }
kk-objective-progress_hegemon = Hegemon: provincie obou regionů { $have } z { $need }
kk-objective-progress_builder = Stavitel: opevnění { $have } z { $need }, tržiště { $have2 } z { $need2 }, provincie { $have3 } z { $need3 }
kk-objective-progress_treasury = Pokladna: zlato { $have } z { $need }
kk-objective-progress_warlord = Vojevůdce: vyřazené nepřátelské jednotky { $have } z { $need }
kk-objective-progress_free_choice = Volná volba: zvol jednu ze sad 1–5
kk-refusal-no_free_choice = Sadu podmínek vítězství volí jen stát, který si vylosoval Volnou volbu, a jen jednou: vylosovanou sadu nelze libovolně měnit ({ $rule }).
kk-refusal-not_choosable = Volná volba je jedna ze sad 1–5: Dobyvatel, Hegemon, Stavitel, Pokladna nebo Vojevůdce ({ $rule }).
kk-guide-choose_objectives = Vylosoval sis Volnou volbu: tajně zvol sadu podmínek vítězství, o kterou hraješ — Dobyvatel (12 provincií), Hegemon (tvé dva regiony), Stavitel (4 opevnění, 3 tržiště, 10 provincií), Pokladna (40 zlata) nebo Vojevůdce (20 nepřátelských jednotek). Vidíš ji jen ty; dokud nezvolíš, žádná sada se ti nepočítá. Vítězí první stát, jehož sada je splněna na konci tahu.
## Přeprava vojsk po moři (KK-NAV-04, KK-NAV-05, KK-TERR-13)

kk-action-embark = Nalodi: { $units } { $from-from } { $to-to } (KK-NAV-04)
kk-action-disembark = Vylodi: { $units } { $from-from } { $to-to } (KK-NAV-05)
kk-event-embarked = { $owner }: { $count ->
        [one] { $count } jednotka se nalodí
        [few] { $count } jednotky se nalodí
       *[other] { $count } jednotek se nalodí
    } na lodě { $place-in }; poplují od příštího tahu (KK-NAV-04)
kk-event-landed = { $owner }: { $count ->
        [one] { $count } jednotka se vylodí
        [few] { $count } jednotky se vylodí
       *[other] { $count } jednotek se vylodí
    } { $from-from } { $to-to } (KK-NAV-05)
kk-event-lost_sunk = Jednotka { $owner-gen } { $place-in } jde ke dnu se svou lodí: { $unit } (KK-NAV-04, GAP-28)
kk-part-landing = výsadek
kk-counter-aboard = ⚓
kk-counter-aboard_title = Na lodích { $owner-gen }: { $units } (KK-NAV-04)
kk-panel-aboard = Na palubě
kk-refusal-no_capacity = Na palubě není dost místa: jednotky zaberou { $need }, lodě tam mají volno { $free } (těžké dělo, obléhací stroj nebo tank zabere 2) ({ $rule }).
kk-refusal-storm = Za bouře se nelze nalodit ani vylodit ({ $rule }).
kk-refusal-not_coastal = Jednotky se naloďují v přístavu nebo z pobřeží u moře, kde stojí lodě, a vyloďují se na pobřeží u něj nebo v přístavu, kde lodě kotví ({ $rule }).
kk-refusal-no_ship = Nemáš tam loď, která převáží pozemní jednotky ({ $rule }).
kk-refusal-aboard = Ta jednotka je na palubě lodi: nemůže jednat, dokud se nevylodí ({ $rule }).

## Admirálové (KK-GENL-19…23, AMB-60)

kk-action-board_ship = Vstup na palubu jako admirál: { $general }, vlajková loď { $unit } { $place-in } (KK-GENL-20)
kk-action-go_ashore = Vystup na břeh { $place-in }: { $general } (KK-GENL-20)
kk-event-admiral_boards = { $general } vstupuje na palubu jako admirál, vlajková loď { $unit } { $place-in }: velí lodím kolem, a v námořní základně i pozemním jednotkám (KK-GENL-19, KK-GENL-23)
kk-event-admiral_ashore = { $general } vystupuje na břeh { $place-in } (KK-GENL-20)
kk-event-admiral_drowned = { $general } jde ke dnu se svou vlajkovou lodí (KK-GENL-21)
kk-refusal-loaded = Na té lodi jsou jednotky nebo admirál: vylodi je, než ji rozpustíš ({ $rule }).
kk-action-call_levy = Svolej hotovost provincie { $province }: { $unit-acc } { $place-in } (KK-REC-19)
kk-event-levy_opened = Provincie { $province } může v této fázi pohybu svolat hotovost (KK-REC-19)
kk-refusal-no_levy = Hotovost té provincie teď svolat nelze: právo se otevírá ve fázi pohybu vlastníka poté, co vstoupí nepřítel, a jen dokud nestojí jednotka hotovosti té provincie ({ $rule }).
kk-refusal-levy_choice = Hotovost postaví domobranu nebo lehkou pěchotu — státu nebo regionální té provincie — v opevnění té provincie (hradě, fortu, pevnosti nebo bunkru) ({ $rule }).
kk-event-ruined = Kmenoví válečníci obnoví { $place-in } stavbu { $building }, až budou rozpuštěni (KK-REC-26)
kk-event-rebuilt = Rozpuštění kmenoví válečníci zdarma obnovují { $place-in } stavbu { $building } (KK-REC-26)
kk-choice-disband_rebuilds = { $action }: po rozpuštění zdarma obnoví { $place-in } stavbu { $building } (KK-REC-26)

## Plenění silnic a železnic (KK-PLN-04, AMB-43); cíle nezávislých oddílů (KK-NPU-06…08)

kk-action-plunder_loot = Vyplundruj { $loot-acc } { $place-in } { $unit-ins }
kk-choice-plunder = Pleň { $place-in } { $unit-ins } (KK-PLN-04)
kk-amount-loot = Co vyplenit
kk-loot-building = budova
    .acc = budovu
kk-loot-roads = silnice i s mosty
    .acc = silnice i s mosty
kk-loot-tracks = železniční trať
    .acc = železniční trať
kk-loot-all = vše: budova, silnice, trať a mosty
    .acc = vše: budovu, silnice, trať a mosty
kk-loot-nothing = { $what } (nic tu není)
kk-refusal-no_loot = Není tu nic takového k plenění: do tohoto území nevede žádná silnice, železnice ani most zvoleného druhu ({ $rule }).
kk-event-independent_plunder = Nezávislé oddíly ({ $unit }) plení { $building-acc } { $place-in }; kořist nikomu nepřipadne (KK-NPU-08, GAP-46)
kk-event-independent_loot = Nezávislé oddíly ({ $unit }) táhnou vyplenit { $building-acc } { $place-in } (KK-NPU-08)
kk-event-independent_attack = Nezávislé oddíly ({ $unit }) táhnou proti nepříteli { $place-in } (KK-NPU-06, KK-NPU-08)
kk-event-independent_position = Nezávislé oddíly ({ $unit }) zaujímají postavení { $place-in } (KK-NPU-07)
kk-refusal-no_river_yard = Říční dělové čluny se verbují jen v dílnách stojících v podprovincii s řekou ({ $rule }).
kk-refusal-river_only = Říční dělové čluny plují jen po řekách: o krok do sousední podprovincie s řekou nebo do moře vedle ní a zpět, nikdy spolu s námořními loďmi ({ $rule }).
kk-refusal-flee_or_stand = Nepřítel na tebe útočí: nejdřív z bitvy uprchni, nebo vytrvej ({ $rule }).
kk-refusal-not_asked = Nikdo se tě na útěk neptal: obránce se ptá mezi střetnutími ({ $rule }).
kk-refusal-tribes_first = Nepřítel vstoupil do tvé provincie: nejdřív řekni, zda svoláváš její kmenové bojovníky ({ $rule }).
kk-refusal-no_tribal_call = Kmenové bojovníky lze svolat jen tehdy, když nepřítel vstupuje do provincie ({ $rule }).
kk-refusal-tribal_kind = Kmenoví bojovníci jsou milice, lehká jízda, střelci, lehká pěchota nebo lučištníci: regionální jednotky provincie, má-li je, jinak tvé vlastní, s místem ke stání ({ $rule }).
kk-refusal-no_diplomacy = Tato hra začala podle pravidel bez diplomacie: všechny státy zůstávají ve válce ({ $rule }).
kk-refusal-no_pact = Takto teď vztahy změnit nelze: mír se uzavírá ve válce, spojenectví ve válce nebo v míru, válka se vyhlašuje smlouvě, každé jednou ({ $rule }).
kk-refusal-at_peace = V míru tvé jednotky nevstupují do provincií partnera ani do podprovincií, kde stojí jeho jednotky ({ $rule }).
kk-invariant-elite = { $player } má { $count } elitní jednotky: nejvýš jednu ({ $rule })
kk-invariant-losses = { $unit }: úroveň ztrát { $level }; třetí úroveň jednotku ničí ({ $rule })
kk-invariant-hostile_together = Jednotky { $one-gen } a { $other-gen } stojí spolu { $place-in }, ač se tam nebojuje ({ $rule })
kk-invariant-contentment = Spokojenost { $player-gen } je { $level }, ne úroveň od 1 do 4 ({ $rule })
kk-invariant-resource = { $player } má { $amount } × { $resource }, surovinu, kterou nepoužívá ({ $rule })
kk-invariant-camp_not_holders = { $player } drží zajatce { $place-in }, kde nemá vlastní tábor ({ $rule })
kk-invariant-camp_full = Tábor { $place-in } drží { $held } zajatců při { $places } místech ({ $rule })
kk-invariant-aboard_astray = { $unit } { $place-in } je na lodi, která tam není lodí jejího státu ({ $rule })
kk-invariant-overloaded = { $unit } veze víc, než unese ({ $rule })
kk-invariant-withdrawn_unchosen = Bitva skončila ústupem útočníka, ač ho nikdo nezvolil a { $ready } jeho jednotek bylo připraveno ({ $rule })
kk-invariant-ship_retreat = Poražená loď ({ $unit }) ustoupila o { $steps } kroků, ač jí zbývalo { $left } bodů pohybu ({ $rule })
kk-invariant-flee_not_offered = { $player } se brání v bitvě, která pokračuje, a nikdo se ho nezeptal na útěk ({ $rule })
kk-invariant-peace_shared = { $one } a { $other }, jež žijí v míru, mají obě jednotky { $place-in } ({ $rule })
kk-invariant-peace_entered = Jednotky { $player-gen } vstoupily na území partnera v míru: { $place } ({ $rule })
