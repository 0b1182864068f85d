### Světová válka 1939: texty systému pro hráče, česky.
###
### Klíče se v kódu v Rustu píší s tečkami (`ww.action.buy`) a zde se
### spojovníky (`ww-action-buy`). Argumenty mají jména; argument, který je
### sám jménem (oblast, jednotka, mocnost…), s sebou nese i mluvnické pády
### své zprávy, např. `{ $region-loc }`, má-li zpráva oblasti atribut `.loc`.
### Čísla se předávají jako čísla, takže výběr podle čísla funguje.
###
### Atributy jmen v tomto souboru:
### - oblasti (ww-region-*): .gen .dat .acc .ins .loc a s předložkou
###   .in („ve Varšavě“, „v Severním moři“) a .from („ze Stockholmu“);
### - země (ww-country-*): .gen .dat .acc .ins .loc;
### - mocnosti (ww-faction-*): .gen .dat .acc .ins .loc a .gender
###   (f = Osa, m = SSSR, pl = Spojenci, neutrální státy) pro shodu slovesa;
### - jednotky (ww-unit-*): .gen .dat .acc .ins .loc, .gender (f, m, n) a tvary
###   pro počítání .one .few .other („1 pěší divize, 2 pěší divize, 5 pěších divizí“);
### - suroviny (ww-good-*): .gen .dat .acc .ins .loc a tvary pro počítání
###   ve 4. pádě .acc-one .acc-few .acc-other („za 1 jednotku výroby“);
### - vítězové (ww-winners-*): .gender (f, m, pl, none = nikdo).
###
### Zkratky zdrojů: LZ = lidské zdroje (Manpower, MP), V = výroba
### (Production, P), Z = zásoby (Supply, S). Kostky: k6, k100.

## Hra a přehled pravidel (zobrazuje se na úvodní obrazovce)

ww-name = Světová válka 1939
ww-summary =
    Tři mocnosti – Osa, SSSR a Spojenci – soupeří o Evropu, severní Afriku a Blízký východ od podzimu 1939 do léta 1945; jeden tah je jedno roční období. Neutrální země se brání, ale nikdy neútočí.

    ## Tah nula (WW-1 až WW-4)
    - Každá mocnost tajně nakoupí jednotky za dvojnásobek svého příjmu lidských zdrojů (LZ) a výroby (V): Osa 26 LZ / 24 V, SSSR 20 LZ / 24 V, Spojenci 22 LZ / 18 V.
    - Pozemní a letecké jednotky se rozmisťují do vlastních oblastí, lodě do moří u vlastního pobřeží.
    - Počáteční zásoby (Z): Osa 12, SSSR 16, Spojenci 16. Až nakoupí všichni, nákupy se odhalí.

    ## Každý tah (WW-G3)
    - Příjem: +1 LZ za každou oblast, +3 V za každou funkční továrnu (◆), +3 Z za každý funkční ropný vrt (▲) a navíc íránské smlouvy (+1 Z pro SSSR a pro Spojence).
    - Nákup: tajný a současný, z toho, co máte našetřeno.
    - Iniciativa (WW-19): každá mocnost tajně zvolí DŘÍVE, nebo POZDĚJI; všechny mocnosti, které zvolily DŘÍVE, jednají před všemi, které zvolily POZDĚJI, a mocnosti se stejnou volbou seřadí hod k100 (nejvyšší jde první).
    - Akce: ve svém pořadí vydává mocnost rozkazy k útokům, bombardování, volnému lovu stíhačů, námořním útokům, vyloděním, obchodním plavbám a přesunům. Každá jednotka udělá za tah jen jednu věc (WW-12).
    - Konec tahu: válčící loďstva svedou bitvu v každém moři, kde se setkají (WW-16); zjistí se, zda někdo zvítězil.

    ## Jednotky (WW-38)
    - Pěší divize: pozemní boj 1k6 · cena 3 LZ, 1 V · v boji spotřebuje 1 Z.
    - Tanková divize: pozemní boj 2k6 · 1 LZ, 3 V · 2 Z.
    - Bombardovací pluk: dolet 2; bombarduje továrny a ropné vrty na 4–6, zničí divizi nebo válečné loďstvo na 6, obchodní loďstvo na 4–6 · 1 LZ, 3 V · 2 Z.
    - Stíhací pluk: dolet 2; ničí bombardéry a stíhačky na 4–6; krycí stíhači zachycují bombardéry, které proletí kolem (WW-14) · 1 LZ, 3 V · 2 Z.
    - Válečné loďstvo: námořní boj 1k6, zásah na 4–6; napadá každou nepřátelskou loď, která proplouvá kolem (WW-15) · 1 LZ, 3 V · 2 Z.
    - Obchodní loďstvo: plavba k atlantickému okraji mapy přinese +1 V nebo Z; plavba k pobřeží neutrální země, se kterou máte smlouvu, přiveze smluvní zboží na daný tah; nebo převeze 3 jednotky zdrojů · 3 V.

    ## Bitvy (WW-17, WW-G6)
    - Útočník určí oblast; jednotky v ní se brání automaticky. Bombardéry udeří první (šestka zničí divizi).
    - Každá strana sečte hody svých divizí. Vyšší součet vítězí; při rovnosti oblast udrží obránce (WW-AMB-3). Všechny divize poražené strany se rozpustí.
    - Jednotka bez zásob nemůže útočit ani se aktivně bránit (WW-25); osud své strany však sdílí.
    - Vylodění vyžaduje jedno válečné loďstvo na každou divizi a pod palbou se smí vylodit jen pěchota (WW-20).

    ## Neutrální země (WW-6 až WW-10)
    - Každá neutrální oblast má vlastní 3 pěší divize a 6 zásob, ale žádný příjem. Kdo na zemi zaútočí, má ji navždy za nepřítele.

    ## Vítězství (WW-G14)
    - Mocnost, která na konci tahu drží Berlín, Moskvu i Londýn, okamžitě vítězí.
    - Jinak po létě 1945: 1 bod za oblast, 2 za továrnu nebo ropný vrt, 5 za nepřátelské hlavní město. Vítězí mocnost s nejvíce body.

## Scénář

ww-scenario-europe-1939 = Evropa, podzim 1939

## Názvy oblastí (pozemní oblasti, potom námořní oblasti)
## .in = „v/ve“ + 6. pád, .from = „z/ze“ + 2. pád.

ww-region-berlin = Berlín
    .gen = Berlína
    .dat = Berlínu
    .acc = Berlín
    .ins = Berlínem
    .loc = Berlíně
    .in = v Berlíně
    .from = z Berlína
ww-region-hamburg = Hamburk
    .gen = Hamburku
    .dat = Hamburku
    .acc = Hamburk
    .ins = Hamburkem
    .loc = Hamburku
    .in = v Hamburku
    .from = z Hamburku
ww-region-ruhr = Essen
    .gen = Essenu
    .dat = Essenu
    .acc = Essen
    .ins = Essenem
    .loc = Essenu
    .in = v Essenu
    .from = z Essenu
ww-region-munich = Mnichov
    .gen = Mnichova
    .dat = Mnichovu
    .acc = Mnichov
    .ins = Mnichovem
    .loc = Mnichově
    .in = v Mnichově
    .from = z Mnichova
ww-region-konigsberg = Královec
    .gen = Královce
    .dat = Královci
    .acc = Královec
    .ins = Královcem
    .loc = Královci
    .in = v Královci
    .from = z Královce
ww-region-breslau = Vratislav
    .gen = Vratislavi
    .dat = Vratislavi
    .acc = Vratislav
    .ins = Vratislaví
    .loc = Vratislavi
    .in = ve Vratislavi
    .from = z Vratislavi
ww-region-prague = Praha
    .gen = Prahy
    .dat = Praze
    .acc = Prahu
    .ins = Prahou
    .loc = Praze
    .in = v Praze
    .from = z Prahy
ww-region-vienna = Vídeň
    .gen = Vídně
    .dat = Vídni
    .acc = Vídeň
    .ins = Vídní
    .loc = Vídni
    .in = ve Vídni
    .from = z Vídně
ww-region-milan = Milán
    .gen = Milána
    .dat = Milánu
    .acc = Milán
    .ins = Milánem
    .loc = Miláně
    .in = v Miláně
    .from = z Milána
ww-region-rome = Řím
    .gen = Říma
    .dat = Římu
    .acc = Řím
    .ins = Římem
    .loc = Římě
    .in = v Římě
    .from = z Říma
ww-region-naples = Neapol
    .gen = Neapole
    .dat = Neapoli
    .acc = Neapol
    .ins = Neapolí
    .loc = Neapoli
    .in = v Neapoli
    .from = z Neapole
ww-region-tripoli = Tripolis
    .gen = Tripolisu
    .dat = Tripolisu
    .acc = Tripolis
    .ins = Tripolisem
    .loc = Tripolisu
    .in = v Tripolisu
    .from = z Tripolisu
ww-region-tirana = Tirana
    .gen = Tirany
    .dat = Tiraně
    .acc = Tiranu
    .ins = Tiranou
    .loc = Tiraně
    .in = v Tiraně
    .from = z Tirany
ww-region-moscow = Moskva
    .gen = Moskvy
    .dat = Moskvě
    .acc = Moskvu
    .ins = Moskvou
    .loc = Moskvě
    .in = v Moskvě
    .from = z Moskvy
ww-region-leningrad = Leningrad
    .gen = Leningradu
    .dat = Leningradu
    .acc = Leningrad
    .ins = Leningradem
    .loc = Leningradě
    .in = v Leningradě
    .from = z Leningradu
ww-region-murmansk = Murmansk
    .gen = Murmansku
    .dat = Murmansku
    .acc = Murmansk
    .ins = Murmanskem
    .loc = Murmansku
    .in = v Murmansku
    .from = z Murmansku
ww-region-minsk = Minsk
    .gen = Minsku
    .dat = Minsku
    .acc = Minsk
    .ins = Minskem
    .loc = Minsku
    .in = v Minsku
    .from = z Minsku
ww-region-kiev = Kyjev
    .gen = Kyjeva
    .dat = Kyjevu
    .acc = Kyjev
    .ins = Kyjevem
    .loc = Kyjevě
    .in = v Kyjevě
    .from = z Kyjeva
ww-region-kharkov = Charkov
    .gen = Charkova
    .dat = Charkovu
    .acc = Charkov
    .ins = Charkovem
    .loc = Charkově
    .in = v Charkově
    .from = z Charkova
ww-region-odessa = Oděsa
    .gen = Oděsy
    .dat = Oděse
    .acc = Oděsu
    .ins = Oděsou
    .loc = Oděse
    .in = v Oděse
    .from = z Oděsy
ww-region-stalingrad = Stalingrad
    .gen = Stalingradu
    .dat = Stalingradu
    .acc = Stalingrad
    .ins = Stalingradem
    .loc = Stalingradě
    .in = ve Stalingradě
    .from = ze Stalingradu
ww-region-baku = Baku
    .gen = Baku
    .dat = Baku
    .acc = Baku
    .ins = Baku
    .loc = Baku
    .in = v Baku
    .from = z Baku
ww-region-sverdlovsk = Sverdlovsk
    .gen = Sverdlovsku
    .dat = Sverdlovsku
    .acc = Sverdlovsk
    .ins = Sverdlovskem
    .loc = Sverdlovsku
    .in = ve Sverdlovsku
    .from = ze Sverdlovsku
ww-region-london = Londýn
    .gen = Londýna
    .dat = Londýnu
    .acc = Londýn
    .ins = Londýnem
    .loc = Londýně
    .in = v Londýně
    .from = z Londýna
ww-region-birmingham = Birmingham
    .gen = Birminghamu
    .dat = Birminghamu
    .acc = Birmingham
    .ins = Birminghamem
    .loc = Birminghamu
    .in = v Birminghamu
    .from = z Birminghamu
ww-region-glasgow = Glasgow
    .gen = Glasgow
    .dat = Glasgow
    .acc = Glasgow
    .ins = Glasgow
    .loc = Glasgow
    .in = v Glasgow
    .from = z Glasgow
ww-region-paris = Paříž
    .gen = Paříže
    .dat = Paříži
    .acc = Paříž
    .ins = Paříží
    .loc = Paříži
    .in = v Paříži
    .from = z Paříže
ww-region-marseille = Marseille
    .gen = Marseille
    .dat = Marseille
    .acc = Marseille
    .ins = Marseille
    .loc = Marseille
    .in = v Marseille
    .from = z Marseille
ww-region-algiers = Alžír
    .gen = Alžíru
    .dat = Alžíru
    .acc = Alžír
    .ins = Alžírem
    .loc = Alžíru
    .in = v Alžíru
    .from = z Alžíru
ww-region-tunis = Tunis
    .gen = Tunisu
    .dat = Tunisu
    .acc = Tunis
    .ins = Tunisem
    .loc = Tunisu
    .in = v Tunisu
    .from = z Tunisu
ww-region-cairo = Káhira
    .gen = Káhiry
    .dat = Káhiře
    .acc = Káhiru
    .ins = Káhirou
    .loc = Káhiře
    .in = v Káhiře
    .from = z Káhiry
ww-region-jerusalem = Jeruzalém
    .gen = Jeruzaléma
    .dat = Jeruzalému
    .acc = Jeruzalém
    .ins = Jeruzalémem
    .loc = Jeruzalémě
    .in = v Jeruzalémě
    .from = z Jeruzaléma
ww-region-damascus = Damašek
    .gen = Damašku
    .dat = Damašku
    .acc = Damašek
    .ins = Damaškem
    .loc = Damašku
    .in = v Damašku
    .from = z Damašku
ww-region-baghdad = Bagdád
    .gen = Bagdádu
    .dat = Bagdádu
    .acc = Bagdád
    .ins = Bagdádem
    .loc = Bagdádu
    .in = v Bagdádu
    .from = z Bagdádu
ww-region-warsaw = Varšava
    .gen = Varšavy
    .dat = Varšavě
    .acc = Varšavu
    .ins = Varšavou
    .loc = Varšavě
    .in = ve Varšavě
    .from = z Varšavy
ww-region-lwow = Lvov
    .gen = Lvova
    .dat = Lvovu
    .acc = Lvov
    .ins = Lvovem
    .loc = Lvově
    .in = ve Lvově
    .from = ze Lvova
ww-region-riga = Riga
    .gen = Rigy
    .dat = Rize
    .acc = Rigu
    .ins = Rigou
    .loc = Rize
    .in = v Rize
    .from = z Rigy
ww-region-helsinki = Helsinky
    .gen = Helsinek
    .dat = Helsinkám
    .acc = Helsinky
    .ins = Helsinkami
    .loc = Helsinkách
    .in = v Helsinkách
    .from = z Helsinek
ww-region-stockholm = Stockholm
    .gen = Stockholmu
    .dat = Stockholmu
    .acc = Stockholm
    .ins = Stockholmem
    .loc = Stockholmu
    .in = ve Stockholmu
    .from = ze Stockholmu
ww-region-oslo = Oslo
    .gen = Osla
    .dat = Oslu
    .acc = Oslo
    .ins = Oslem
    .loc = Oslu
    .in = v Oslu
    .from = z Osla
ww-region-copenhagen = Kodaň
    .gen = Kodaně
    .dat = Kodani
    .acc = Kodaň
    .ins = Kodaní
    .loc = Kodani
    .in = v Kodani
    .from = z Kodaně
ww-region-amsterdam = Amsterdam
    .gen = Amsterdamu
    .dat = Amsterdamu
    .acc = Amsterdam
    .ins = Amsterdamem
    .loc = Amsterdamu
    .in = v Amsterdamu
    .from = z Amsterdamu
ww-region-brussels = Brusel
    .gen = Bruselu
    .dat = Bruselu
    .acc = Brusel
    .ins = Bruselem
    .loc = Bruselu
    .in = v Bruselu
    .from = z Bruselu
ww-region-bern = Bern
    .gen = Bernu
    .dat = Bernu
    .acc = Bern
    .ins = Bernem
    .loc = Bernu
    .in = v Bernu
    .from = z Bernu
ww-region-madrid = Madrid
    .gen = Madridu
    .dat = Madridu
    .acc = Madrid
    .ins = Madridem
    .loc = Madridu
    .in = v Madridu
    .from = z Madridu
ww-region-lisbon = Lisabon
    .gen = Lisabonu
    .dat = Lisabonu
    .acc = Lisabon
    .ins = Lisabonem
    .loc = Lisabonu
    .in = v Lisabonu
    .from = z Lisabonu
ww-region-dublin = Dublin
    .gen = Dublinu
    .dat = Dublinu
    .acc = Dublin
    .ins = Dublinem
    .loc = Dublinu
    .in = v Dublinu
    .from = z Dublinu
ww-region-budapest = Budapešť
    .gen = Budapešti
    .dat = Budapešti
    .acc = Budapešť
    .ins = Budapeští
    .loc = Budapešti
    .in = v Budapešti
    .from = z Budapešti
ww-region-bucharest = Bukurešť
    .gen = Bukurešti
    .dat = Bukurešti
    .acc = Bukurešť
    .ins = Bukureští
    .loc = Bukurešti
    .in = v Bukurešti
    .from = z Bukurešti
ww-region-belgrade = Bělehrad
    .gen = Bělehradu
    .dat = Bělehradu
    .acc = Bělehrad
    .ins = Bělehradem
    .loc = Bělehradě
    .in = v Bělehradě
    .from = z Bělehradu
ww-region-sofia = Sofie
    .gen = Sofie
    .dat = Sofii
    .acc = Sofii
    .ins = Sofií
    .loc = Sofii
    .in = v Sofii
    .from = ze Sofie
ww-region-athens = Atény
    .gen = Atén
    .dat = Aténám
    .acc = Atény
    .ins = Aténami
    .loc = Aténách
    .in = v Aténách
    .from = z Atén
ww-region-istanbul = Istanbul
    .gen = Istanbulu
    .dat = Istanbulu
    .acc = Istanbul
    .ins = Istanbulem
    .loc = Istanbulu
    .in = v Istanbulu
    .from = z Istanbulu
ww-region-ankara = Ankara
    .gen = Ankary
    .dat = Ankaře
    .acc = Ankaru
    .ins = Ankarou
    .loc = Ankaře
    .in = v Ankaře
    .from = z Ankary
ww-region-tehran = Teherán
    .gen = Teheránu
    .dat = Teheránu
    .acc = Teherán
    .ins = Teheránem
    .loc = Teheránu
    .in = v Teheránu
    .from = z Teheránu
ww-region-north_atlantic = Severní Atlantik
    .gen = Severního Atlantiku
    .dat = Severnímu Atlantiku
    .acc = Severní Atlantik
    .ins = Severním Atlantikem
    .loc = Severním Atlantiku
    .in = v Severním Atlantiku
    .from = ze Severního Atlantiku
ww-region-south_atlantic = Jižní Atlantik
    .gen = Jižního Atlantiku
    .dat = Jižnímu Atlantiku
    .acc = Jižní Atlantik
    .ins = Jižním Atlantikem
    .loc = Jižním Atlantiku
    .in = v Jižním Atlantiku
    .from = z Jižního Atlantiku
ww-region-norwegian_sea = Norské moře
    .gen = Norského moře
    .dat = Norskému moři
    .acc = Norské moře
    .ins = Norským mořem
    .loc = Norském moři
    .in = v Norském moři
    .from = z Norského moře
ww-region-barents_sea = Barentsovo moře
    .gen = Barentsova moře
    .dat = Barentsovu moři
    .acc = Barentsovo moře
    .ins = Barentsovým mořem
    .loc = Barentsově moři
    .in = v Barentsově moři
    .from = z Barentsova moře
ww-region-north_sea = Severní moře
    .gen = Severního moře
    .dat = Severnímu moři
    .acc = Severní moře
    .ins = Severním mořem
    .loc = Severním moři
    .in = v Severním moři
    .from = ze Severního moře
ww-region-english_channel = Lamanšský průliv
    .gen = Lamanšského průlivu
    .dat = Lamanšskému průlivu
    .acc = Lamanšský průliv
    .ins = Lamanšským průlivem
    .loc = Lamanšském průlivu
    .in = v Lamanšském průlivu
    .from = z Lamanšského průlivu
ww-region-bay_of_biscay = Biskajský záliv
    .gen = Biskajského zálivu
    .dat = Biskajskému zálivu
    .acc = Biskajský záliv
    .ins = Biskajským zálivem
    .loc = Biskajském zálivu
    .in = v Biskajském zálivu
    .from = z Biskajského zálivu
ww-region-baltic_sea = Baltské moře
    .gen = Baltského moře
    .dat = Baltskému moři
    .acc = Baltské moře
    .ins = Baltským mořem
    .loc = Baltském moři
    .in = v Baltském moři
    .from = z Baltského moře
ww-region-western_med = Západní Středomoří
    .gen = Západního Středomoří
    .dat = Západnímu Středomoří
    .acc = Západní Středomoří
    .ins = Západním Středomořím
    .loc = Západním Středomoří
    .in = v Západním Středomoří
    .from = ze Západního Středomoří
ww-region-central_med = Střední Středomoří
    .gen = Středního Středomoří
    .dat = Střednímu Středomoří
    .acc = Střední Středomoří
    .ins = Středním Středomořím
    .loc = Středním Středomoří
    .in = ve Středním Středomoří
    .from = ze Středního Středomoří
ww-region-adriatic_sea = Jaderské moře
    .gen = Jaderského moře
    .dat = Jaderskému moři
    .acc = Jaderské moře
    .ins = Jaderským mořem
    .loc = Jaderském moři
    .in = v Jaderském moři
    .from = z Jaderského moře
ww-region-eastern_med = Východní Středomoří
    .gen = Východního Středomoří
    .dat = Východnímu Středomoří
    .acc = Východní Středomoří
    .ins = Východním Středomořím
    .loc = Východním Středomoří
    .in = ve Východním Středomoří
    .from = z Východního Středomoří
ww-region-aegean_sea = Egejské moře
    .gen = Egejského moře
    .dat = Egejskému moři
    .acc = Egejské moře
    .ins = Egejským mořem
    .loc = Egejském moři
    .in = v Egejském moři
    .from = z Egejského moře
ww-region-black_sea = Černé moře
    .gen = Černého moře
    .dat = Černému moři
    .acc = Černé moře
    .ins = Černým mořem
    .loc = Černém moři
    .in = v Černém moři
    .from = z Černého moře
ww-region-caspian_sea = Kaspické moře
    .gen = Kaspického moře
    .dat = Kaspickému moři
    .acc = Kaspické moře
    .ins = Kaspickým mořem
    .loc = Kaspickém moři
    .in = v Kaspickém moři
    .from = z Kaspického moře
ww-region-unknown = neznámé místo
    .gen = neznámého místa
    .dat = neznámému místu
    .acc = neznámé místo
    .ins = neznámým místem
    .loc = neznámém místě
    .in = na neznámém místě
    .from = z neznámého místa

## Názvy neutrálních zemí

ww-country-poland = Polsko
    .gen = Polska
    .dat = Polsku
    .acc = Polsko
    .ins = Polskem
    .loc = Polsku
ww-country-baltic_states = Pobaltí
    .gen = Pobaltí
    .dat = Pobaltí
    .acc = Pobaltí
    .ins = Pobaltím
    .loc = Pobaltí
ww-country-finland = Finsko
    .gen = Finska
    .dat = Finsku
    .acc = Finsko
    .ins = Finskem
    .loc = Finsku
ww-country-sweden = Švédsko
    .gen = Švédska
    .dat = Švédsku
    .acc = Švédsko
    .ins = Švédskem
    .loc = Švédsku
ww-country-norway = Norsko
    .gen = Norska
    .dat = Norsku
    .acc = Norsko
    .ins = Norskem
    .loc = Norsku
ww-country-denmark = Dánsko
    .gen = Dánska
    .dat = Dánsku
    .acc = Dánsko
    .ins = Dánskem
    .loc = Dánsku
ww-country-netherlands = Nizozemsko
    .gen = Nizozemska
    .dat = Nizozemsku
    .acc = Nizozemsko
    .ins = Nizozemskem
    .loc = Nizozemsku
ww-country-belgium = Belgie
    .gen = Belgie
    .dat = Belgii
    .acc = Belgii
    .ins = Belgií
    .loc = Belgii
ww-country-switzerland = Švýcarsko
    .gen = Švýcarska
    .dat = Švýcarsku
    .acc = Švýcarsko
    .ins = Švýcarskem
    .loc = Švýcarsku
ww-country-spain = Španělsko
    .gen = Španělska
    .dat = Španělsku
    .acc = Španělsko
    .ins = Španělskem
    .loc = Španělsku
ww-country-portugal = Portugalsko
    .gen = Portugalska
    .dat = Portugalsku
    .acc = Portugalsko
    .ins = Portugalskem
    .loc = Portugalsku
ww-country-ireland = Irsko
    .gen = Irska
    .dat = Irsku
    .acc = Irsko
    .ins = Irskem
    .loc = Irsku
ww-country-hungary = Maďarsko
    .gen = Maďarska
    .dat = Maďarsku
    .acc = Maďarsko
    .ins = Maďarskem
    .loc = Maďarsku
ww-country-romania = Rumunsko
    .gen = Rumunska
    .dat = Rumunsku
    .acc = Rumunsko
    .ins = Rumunskem
    .loc = Rumunsku
ww-country-yugoslavia = Jugoslávie
    .gen = Jugoslávie
    .dat = Jugoslávii
    .acc = Jugoslávii
    .ins = Jugoslávií
    .loc = Jugoslávii
ww-country-bulgaria = Bulharsko
    .gen = Bulharska
    .dat = Bulharsku
    .acc = Bulharsko
    .ins = Bulharskem
    .loc = Bulharsku
ww-country-greece = Řecko
    .gen = Řecka
    .dat = Řecku
    .acc = Řecko
    .ins = Řeckem
    .loc = Řecku
ww-country-turkey = Turecko
    .gen = Turecka
    .dat = Turecku
    .acc = Turecko
    .ins = Tureckem
    .loc = Turecku
ww-country-iran = Írán
    .gen = Íránu
    .dat = Íránu
    .acc = Írán
    .ins = Íránem
    .loc = Íránu
ww-country-unknown = neutrální země
    .gen = neutrální země
    .dat = neutrální zemi
    .acc = neutrální zemi
    .ins = neutrální zemí
    .loc = neutrální zemi

## Názvy mocností, jednotek, surovin, načasování, ročních období, fází a úkolů jednotek

# .gender: f (Osa), m (SSSR), pl (Spojenci, neutrální státy) pro shodu slovesa.
ww-faction-axis = Osa
    .gen = Osy
    .dat = Ose
    .acc = Osu
    .ins = Osou
    .loc = Ose
    .gender = f
ww-faction-ussr = SSSR
    .gen = SSSR
    .dat = SSSR
    .acc = SSSR
    .ins = SSSR
    .loc = SSSR
    .gender = m
ww-faction-allies = Spojenci
    .gen = Spojenců
    .dat = Spojencům
    .acc = Spojence
    .ins = Spojenci
    .loc = Spojencích
    .gender = pl
ww-faction-neutral = Neutrální státy
    .gen = neutrálních států
    .dat = neutrálním státům
    .acc = neutrální státy
    .ins = neutrálními státy
    .loc = neutrálních státech
    .gender = pl
# .one, .few, .other: tvary pro počítání v 1. pádě (1, 2–4, 5 a více).
ww-unit-infantry = pěší divize
    .gen = pěší divize
    .dat = pěší divizi
    .acc = pěší divizi
    .ins = pěší divizí
    .loc = pěší divizi
    .gender = f
    .one = pěší divize
    .few = pěší divize
    .other = pěších divizí
ww-unit-tank = tanková divize
    .gen = tankové divize
    .dat = tankové divizi
    .acc = tankovou divizi
    .ins = tankovou divizí
    .loc = tankové divizi
    .gender = f
    .one = tanková divize
    .few = tankové divize
    .other = tankových divizí
ww-unit-bomber = bombardovací pluk
    .gen = bombardovacího pluku
    .dat = bombardovacímu pluku
    .acc = bombardovací pluk
    .ins = bombardovacím plukem
    .loc = bombardovacím pluku
    .gender = m
    .one = bombardovací pluk
    .few = bombardovací pluky
    .other = bombardovacích pluků
ww-unit-fighter = stíhací pluk
    .gen = stíhacího pluku
    .dat = stíhacímu pluku
    .acc = stíhací pluk
    .ins = stíhacím plukem
    .loc = stíhacím pluku
    .gender = m
    .one = stíhací pluk
    .few = stíhací pluky
    .other = stíhacích pluků
ww-unit-navy = válečné loďstvo
    .gen = válečného loďstva
    .dat = válečnému loďstvu
    .acc = válečné loďstvo
    .ins = válečným loďstvem
    .loc = válečném loďstvu
    .gender = n
    .one = válečné loďstvo
    .few = válečná loďstva
    .other = válečných loďstev
ww-unit-merchant = obchodní loďstvo
    .gen = obchodního loďstva
    .dat = obchodnímu loďstvu
    .acc = obchodní loďstvo
    .ins = obchodním loďstvem
    .loc = obchodním loďstvu
    .gender = n
    .one = obchodní loďstvo
    .few = obchodní loďstva
    .other = obchodních loďstev
ww-unit-unknown = jednotka
    .gen = jednotky
    .dat = jednotce
    .acc = jednotku
    .ins = jednotkou
    .loc = jednotce
    .gender = f
    .one = jednotka
    .few = jednotky
    .other = jednotek
# .acc-one, .acc-few, .acc-other: počítání ve 4. pádě („dostává 2 jednotky výroby“).
ww-good-production = Výroba
    .gen = výroby
    .dat = výrobě
    .acc = výrobu
    .ins = výrobou
    .loc = výrobě
    .acc-one = jednotku výroby
    .acc-few = jednotky výroby
    .acc-other = jednotek výroby
ww-good-supply = Zásoby
    .gen = zásob
    .dat = zásobám
    .acc = zásoby
    .ins = zásobami
    .loc = zásobách
    .acc-one = jednotku zásob
    .acc-few = jednotky zásob
    .acc-other = jednotek zásob
ww-timing-sooner = DŘÍVE
ww-timing-later = POZDĚJI
ww-season-autumn = Podzim
ww-season-winter = Zima
ww-season-spring = Jaro
ww-season-summer = Léto
ww-phase-purchase = tajný nákup
ww-phase-initiative = diplomacie a iniciativa
ww-phase-action = akce
ww-phase-over = konec hry
ww-task-idle = v pohotovosti
ww-task-ordered = rozkaz k útoku
ww-task-committed = v obraně
ww-task-covering = letecké krytí
ww-task-spent = akce provedena

## Tah

# Tah nula, tah nákupů. $phase: název fáze.
ww-turn-zero = Tah nula – { $phase }
# $season: roční období; $year: „1940“, v zimě „1939/40“; $phase: název fáze.
ww-turn-label = { $season } { $year } – { $phase }

## Mapa: zvláštnosti oblastí (popisky při najetí myší) a žetony jednotek

ww-mark-factory = Továrna: +3 jednotky výroby za tah
ww-mark-oil = Ropný vrt: +3 jednotky zásob za tah
ww-mark-capital = Hlavní město
ww-mark-damaged = Poškozeno: příští tah nic nevyrobí
ww-mark-edge = Okraj mapy: sem připlouvá dovoz obchodních loďstev
# Žeton na mapě. $faction: mocnost (nebo Neutrální státy); $unit: jednotka (tvary pro počítání); $count: počet jednotek.
ww-counter-title = { $faction }: { $count } { $count ->
        [one] { $unit-one }
        [few] { $unit-few }
       *[other] { $unit-other }
    }
# Jedna jednotka v panelu oblasti. $faction: mocnost; $unit: jednotka.
ww-counter-unit = { $faction }: { $unit }

## Boční panely

ww-panel-game = Hra
ww-panel-turn = Tah
ww-panel-phase = Fáze
ww-panel-order = Pořadí hry
# Pořadí hry, když ještě mají jednat jedna, dvě nebo tři mocnosti. $first, $second, $third: mocnosti v pořadí.
ww-panel-order-1 = { $first }
ww-panel-order-2 = Pořadí hry: { $first }, potom { $second }
ww-panel-order-3 = Pořadí hry: { $first }, { $second }, potom { $third }
ww-panel-order_list-1 = { $first }
ww-panel-order_list-2 = { $first }, potom { $second }
ww-panel-order_list-3 = { $first }, { $second }, potom { $third }
ww-panel-waiting = Na tahu
ww-panel-stock = K dispozici
ww-panel-income = Příjem za tah
ww-panel-score = Vítězné body
ww-panel-budget = Zbývá utratit
ww-panel-pending = Nakoupeno (tajně)
# Nakoupená, dosud neodhalená jednotka. $unit: jednotka; $region: kde se objeví.
ww-panel-bought = { $unit } { $region-in }
ww-panel-initiative = Vaše načasování
ww-panel-status = Stav
ww-panel-eliminated = mimo hru
# $manpower, $production, $supply: množství lidských zdrojů (LZ), výroby (V) a zásob (Z).
ww-panel-resources = { $manpower } LZ, { $production } V, { $supply } Z
# Samotné číslo (body, neutrální pěchota, neutrální zásoby).
ww-panel-number = { $number }
ww-panel-diplomacy = Válka a mír
# Dvě mocnosti, jejichž válku či mír řádek ukazuje. $first, $second: mocnosti.
ww-panel-pair = { $first } – { $second }
ww-panel-war = ve válce
ww-panel-peace = v míru
ww-panel-result = Konečné skóre
ww-panel-owner = Vlastník
ww-panel-feature = Zvláštnost
ww-panel-garrison = Neutrální pěchota
ww-panel-reserve = Zásoby ponechané mimo obranu (WW-G5)
ww-panel-intercept = Stíhači při zachycení pálí nejdřív na (WW-G7)
ww-panel-neutral_supply = Neutrální zásoby
ww-panel-paid = zásoby zaplaceny
ww-panel-unpaid = zásoby nezaplaceny
# Stav jednotky v panelu oblasti. $task: co dělá (v pohotovosti, akce provedena…); $paid: „zásoby zaplaceny“ nebo „zásoby nezaplaceny“.
ww-panel-unit_state = { $task }, { $paid }

## Přesné šance nařízeného útoku, v panelu cíle
ww-panel-odds_land = Přesné šance útoku (WW-17, WW-14, WW-34, WW-AMB-3)
ww-panel-odds_bombing = Přesné šance bombardování (WW-14, WW-30, WW-34)
ww-panel-odds_sweep = Přesné šance stíhacího průletu (WW-35, WW-G7)
ww-panel-odds_naval = Přesné šance útoku na lodě (WW-36, WW-34, WW-G8)
ww-panel-odds_dice = Kostky pozemní bitvy (pěchota 1k6, tanky 2k6)
ww-panel-odds_bombers = Bombardéry, které proletí stíhači
ww-panel-odds_strikes = Divize zničené bombardéry (každá 6)
ww-panel-odds_capture = Šance na dobytí regionu
ww-panel-odds_not_counted = Nezapočteno
ww-panel-odds_damage = Šance na poškození zařízení
ww-panel-odds_kills = Sestřelená nepřátelská letadla
ww-panel-odds_losses = Vlastní ztráty
ww-panel-odds_sunk = Potopené nepřátelské lodě
ww-panel-odds_all_sunk = Šance potopit všechny
# $attack, $defence: počty kostek.
ww-value-against = { $attack } proti { $defence }; remíza region udrží
ww-value-percent = { $percent }%
# $expected: očekávaný počet s jedním desetinným místem; $count: kolik nejvýše.
ww-value-expected_of = očekáváno { $expected } z { $count }
ww-value-theirs_yours = { $theirs } nepřítele, { $yours } vlastních (očekáváno)
ww-value-sea_fire = palba na výsadek během plavby (WW-G8)

## Akce (tlačítka a záznam hry)
## $unit: jednotka; $place: oblast nebo námořní oblast, kde jednotka stojí;
## $target: napadená nebo bráněná oblast; $destination: kam jednotka nebo
## náklad míří; $manpower, $production, $supply: množství lidských zdrojů
## (LZ), výroby (V) a zásob (Z).

# $region: kde se jednotka objeví; $manpower, $production: její cena.
ww-action-buy = Koupit { $unit-acc } { $region-in } – { $manpower } LZ, { $production } V
ww-action-buy_many = Koupit { $count } { $count ->
        [one] { $unit-one }
        [few] { $unit-few }
       *[other] { $unit-other }
    } { $region-in } – { $manpower } LZ, { $production } V
ww-choice-buy = Koupit { $unit-acc } { $region-in } – za kus { $manpower } LZ, { $production } V
ww-amount-count = Kolik
ww-action-finish_purchase = Ukončit nákup
# $timing: DŘÍVE nebo POZDĚJI.
ww-action-initiative = Zvolit { $timing }
ww-action-defend = Připravit { $unit-acc } { $place-in } k obraně { $target-gen }
ww-action-cover = Stíhací pluk { $place-in }: krýt { $target-acc }
# $supply: zásoby, které jednotka spotřebuje v boji.
ww-action-order = Nasadit { $unit-acc } { $place-in } k útoku na { $target-acc } – v boji spotřebuje { $supply } Z
ww-action-unorder = Stáhnout { $unit-acc } { $place-in } z útoku na { $target-acc }
# $count: počet jednotek, které už jsou proti cíli nasazeny.
ww-action-launch = Zaútočit na { $target-acc } ({ $count ->
        [one] nasazena { $count } jednotka
        [few] nasazeny { $count } jednotky
       *[other] nasazeno { $count } jednotek
    })
# $count: počet jednotek, které už jsou proti cíli nasazeny.
ww-action-bomb = Bombardovat průmysl { $target-in } ({ $count ->
        [one] nasazena { $count } jednotka
        [few] nasazeny { $count } jednotky
       *[other] nasazeno { $count } jednotek
    })
# $count: počet jednotek, které už jsou proti cíli nasazeny.
ww-action-sweep = Volný lov stíhačů nad { $target-ins } ({ $count ->
        [one] nasazena { $count } jednotka
        [few] nasazeny { $count } jednotky
       *[other] nasazeno { $count } jednotek
    })
# $count: počet jednotek, které už jsou proti cíli nasazeny.
ww-action-naval_attack = Zaútočit na lodě { $target-in } ({ $count ->
        [one] nasazena { $count } jednotka
        [few] nasazeny { $count } jednotky
       *[other] nasazeno { $count } jednotek
    })
ww-action-rebase = Přesunout { $unit-acc } { $place-from } do { $destination-gen }
# $place: kde je obchodní loďstvo; $edge: námořní oblast na okraji mapy; $good: výroba nebo zásoby.
ww-action-voyage = Obchodní loďstvo { $place-in }: dovozní plavba do { $edge-gen } pro { $good-acc }
ww-action-transport = Obchodní loďstvo { $place-in }: převézt { $manpower } LZ, { $production } V, { $supply } Z do { $destination-gen }
# $place: kde je obchodní loďstvo; $sea: námořní oblast u pobřeží prodávající země; $country: neutrální země, která prodává.
ww-action-trade_voyage = Obchodní loďstvo { $place-in }: obchodní plavba do { $sea-gen } pro smluvní zboží { $country-gen }
ww-action-transfer = Poslat { $manpower } LZ, { $production } V, { $supply } Z po souši do { $destination-gen }
ww-choice-transfer = Poslat zdroje po souši do { $destination-gen }
ww-choice-transport = Obchodní loďstvo { $place-in }: převézt zdroje (celkem nejvýše { $hold }) do { $destination-gen }
# Tlačítko útoku: text akce a přesné šance. $percent: např. 62.3;
# $kills, $losses, $sunk: očekávané počty s jedním desetinným místem.
ww-choice-launch = { ww-action-launch } — přesné šance: { $percent }% na dobytí
ww-choice-bomb = { ww-action-bomb } — přesné šance: { $percent }% na poškození
ww-choice-sweep = { ww-action-sweep } — očekáváno: { $kills } z { $targets } nepřátelských letadel sestřeleno, { $losses } vlastních
ww-choice-naval_attack = { ww-action-naval_attack } — očekáváno: { $sunk } z { $ships } lodí potopeno, { $losses } vlastního loďstva ztraceno
ww-amount-manpower = Lidské zdroje (LZ)
ww-amount-production = Výroba (V)
ww-amount-supply = Zásoby (Z)
# $faction: nepřátelská mocnost.
ww-action-offer_peace = Nabídnout mír { $faction-dat }
# $country: neutrální země; $manpower, $production, $supply: platba za tah; $quantity: kolik $good (výroby nebo zásob) prodá za tah.
ww-action-offer_trade = Nabídnout { $country-dat } každý tah { $manpower } LZ, { $production } V, { $supply } Z výměnou za { $quantity } { $quantity ->
        [one] { $good-acc-one }
        [few] { $good-acc-few }
       *[other] { $good-acc-other }
    }
ww-choice-offer_trade = Nabídnout { $country-dat } smlouvu: { $good } každý tah, za { $price } jiných zdrojů za jednotku
ww-amount-quantity = Jednotek za tah
ww-action-end_slot = Ukončit své akce v tomto tahu
# $supply: Zásoby, které se na obranu nevydají.
ww-action-keep_supply = Stálý rozkaz: ponechat { $supply } Z mimo obranu (WW-G5)
ww-choice-keep_supply = Stálý rozkaz: Zásoby ponechané mimo obranu — obránci se platí, jen dokud zásoba neklesne pod tuto hodnotu (WW-G5)
ww-amount-reserve = Ponechané Zásoby
# $target: ww-intercept-bombers nebo ww-intercept-escorts.
ww-action-intercept_first = Stálý rozkaz: stíhači při zachycení pálí nejdřív na cíl: { $target } (WW-G7)
ww-intercept-bombers = bombardéry
ww-intercept-escorts = doprovodné stíhačky

## Záznam hry: události
## $faction: mocnost; $unit: jednotka; $region: oblast nebo námořní
## oblast; $manpower, $production, $supply: množství lidských zdrojů (LZ),
## výroby (V) a zásob (Z). Sloveso se shoduje s mocností přes $faction-gender.

ww-event-bought = { $faction } { $faction-gender ->
        [pl] kupují
       *[other] kupuje
    } { $unit-acc } { $region-in } (tajně)
ww-event-purchase_finished = { $faction } { $faction-gender ->
        [f] dokončila
        [pl] dokončili
       *[m] dokončil
    } nákup
# $count: počet jednotek, které koupily všechny mocnosti.
ww-event-purchases_revealed = Všechny nákupy jsou odhaleny: na bojiště { $count ->
        [one] přichází { $count } nová jednotka
        [few] přicházejí { $count } nové jednotky
       *[other] přichází { $count } nových jednotek
    }
# $turn: číslo tahu; $season: roční období; $year: „1940“, v zimě „1939/40“.
ww-event-turn_began = Začíná tah { $turn }: { $season } { $year }
ww-event-income = { $faction } { $faction-gender ->
        [pl] získávají
       *[other] získává
    } { $manpower } LZ, { $production } V a { $supply } Z
# $phase: název fáze.
ww-event-phase_began = Fáze: { $phase }
ww-event-initiative_chosen = { $faction } { $faction-gender ->
        [f] zvolila
        [pl] zvolili
       *[m] zvolil
    } načasování
# $count: kolik mocností zvolilo DŘÍVE (0 až 3).
ww-event-initiative_revealed = Načasování odhaleno: { $count ->
        [one] { $count } mocnost zvolila
        [few] { $count } mocnosti zvolily
       *[other] { $count } mocností zvolilo
    } DŘÍVE
# $roll: výsledek hodu k100.
ww-event-initiative_rolled = { $faction } { $faction-gender ->
        [pl] házejí
       *[other] hází
    } o iniciativu: { $roll }
# $place: kde jednotka je; $task: co teď dělá (v pohotovosti, rozkaz k útoku…).
ww-event-task_set = Nový úkol pro { $unit-acc } { $place-in }: { $task }
# $amount: zaplacené zásoby.
ww-event-supply_paid = Zaplaceny zásoby za { $unit-acc }: { $amount }
# $place: kde jednotka je.
ww-event-unsupplied = { $unit-gender ->
        [f] Jedna
        [n] Jedno
       *[m] Jeden
    } { $unit } { $place-in } nemá zásoby a nemůže házet
ww-event-held_back = { $unit } { $place-in }: bez platby (Zásoby ponechané mimo obranu), bez hodu kostkami
# $supply: Zásoby ponechané mimo obranu; $target: na co stíhači při zachycení pálí nejdřív.
ww-event-defence_orders = { $faction }: rozkazy obrany — { $supply } Z ponecháno, stíhači při zachycení pálí nejdřív na cíl: { $target }; nejdřív ztráceny: { $units }; nejdřív potápěny: { $ships }
# $region: neutrální oblast; $count: kolik jejích pěších divizí bojuje.
ww-event-neutral_paid = Neutrální posádka { $region-gen } platí zásoby za { $count ->
        [one] { $count } pěší divizi
        [few] { $count } pěší divize
       *[other] { $count } pěších divizí
    }
# $destination: kam jednotka dorazí.
ww-event-unit_moved = { $unit-gender ->
        [f] Jedna
        [n] Jedno
       *[m] Jeden
    } { $unit } se přesouvá do { $destination-gen }
ww-event-unit_lost = { $faction } { $faction-gender ->
        [pl] ztrácejí
       *[other] ztrácí
    } { $unit-acc } { $region-in }
# $count: kolik neutrálních pěších divizí padlo.
ww-event-garrison_lost = { $count ->
        [one] Ztracena { $count } neutrální pěší divize
        [few] Ztraceny { $count } neutrální pěší divize
       *[other] Ztraceno { $count } neutrálních pěších divizí
    } { $region-in }
# $attacker, $defender: mocnosti.
ww-event-war = { $attacker } útočí na { $defender-acc }: nyní jsou ve válce
# $faction: mocnost, která nabízí mír; $enemy: mocnost, které ho nabízí.
ww-event-peace_offered = { $faction } { $faction-gender ->
        [pl] nabízejí
       *[other] nabízí
    } mír { $enemy-dat }
# $first, $second: mocnosti.
ww-event-peace_made = { $first } a { $second } uzavírají mír
# $country: neutrální země.
ww-event-neutral_hostile = { $country } je od nynějška nepřítelem { $faction-gen }
# $faction: kupující mocnost; $country: neutrální země, která prodávala.
ww-event-treaty_ended = Obchodní smlouva mezi { $faction-ins } a { $country-ins } skončila
# $faction: kupující; $country: neutrální země; $quantity: kolik $good (výroby nebo zásob) prodá za tah; $manpower, $production, $supply: cena za tah.
ww-event-treaty_signed = Obchodní smlouva: { $country } bude { $faction-dat } každý tah dodávat { $quantity } { $quantity ->
        [one] { $good-acc-one }
        [few] { $good-acc-few }
       *[other] { $good-acc-other }
    } za { $manpower } LZ, { $production } V a { $supply } Z
# $region: oblast, o kterou se bojovalo; $attacker: útočící mocnost; $defender: bránící se mocnost (nebo neutrální státy); $attack, $defence: součty hodů obou stran.
ww-event-battle_won = { $attacker } { $attacker-gender ->
        [pl] vyhrávají
       *[other] vyhrává
    } bitvu o { $region-acc } proti { $defender-dat } { $attack }:{ $defence } (WW-17: oblast bere vyšší součet; poražení se rozpouštějí)
# $region: oblast, o kterou se bojovalo; $attacker: útočící mocnost; $defender: bránící se mocnost (nebo neutrální státy); $attack, $defence: součty hodů obou stran.
ww-event-battle_lost = { $defender } udrží { $region-acc } proti { $attacker-dat } { $defence }:{ $attack } (WW-17, WW-AMB-3: obránce oblast udrží, pokud útočník nehodí víc; poražení se rozpouštějí)
# $faction: mocnost, která oblast dobývá; $former_owner: mocnost (nebo neutrální státy), která ji držela.
ww-event-captured = { $faction } { $faction-gender ->
        [pl] berou
       *[other] bere
    } { $former_owner-dat } { $region-acc }
ww-event-damaged = Průmysl { $region-in } je poškozen
# $good: výroba nebo zásoby.
ww-event-imported = { $faction } { $faction-gender ->
        [pl] dovážejí
       *[other] dováží
    } obchodním loďstvem jednu { $good-acc-one }
# $quantity: kolik $good (výroby nebo zásob); $country: neutrální země, která je prodala.
ww-event-trade_delivered = { $faction } { $faction-gender ->
        [pl] dostávají
       *[other] dostává
    } obchodním loďstvem od { $country-gen } { $quantity } { $quantity ->
        [one] { $good-acc-one }
        [few] { $good-acc-few }
       *[other] { $good-acc-other }
    }
# $destination: oblast, kam se zdroje posílají.
ww-event-sent = { $faction } { $faction-gender ->
        [pl] posílají
       *[other] posílá
    } { $manpower } LZ, { $production } V a { $supply } Z do { $destination-gen }
ww-event-received = { $faction } { $faction-gender ->
        [pl] dostávají
       *[other] dostává
    } { $manpower } LZ, { $production } V a { $supply } Z
# $region: neutrální oblast, která pomoc dostává.
ww-event-aid = Do { $region-gen } přichází pomoc: { $manpower } LZ, { $production } V a { $supply } Z
ww-event-neutral_raised = Vzniká nová pěší divize { $region-in }
ww-event-eliminated = { $faction } { $faction-gender ->
        [f] je vyřazena ze hry
        [pl] jsou vyřazeni ze hry
       *[m] je vyřazen ze hry
    }

## Záznam hry: hody kostkou v boji
## $faction: mocnost, která pálí (nebo neutrální státy); $region: kde pálí;
## $dice: padlá čísla, např. „4, 6, 2“; $hits: počet zásahů.

ww-fire-interception = Stíhačky { $faction-gen } zachycují nad { $region-ins }: { $dice } – { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
ww-fire-escort = Doprovodné stíhačky { $faction-gen } pálí nad { $region-ins }: { $dice } – { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
ww-fire-strike = Bombardéry { $faction-gen } útočí na { $region-acc }: { $dice } – { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
ww-fire-sweep = Stíhačky { $faction-gen } bojují nad { $region-ins }: { $dice } – { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
ww-fire-naval = { $faction } útočí na lodě { $region-in }: { $dice } – { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
ww-fire-passing = { $faction } pálí na proplouvající lodě { $region-in }: { $dice } – { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
ww-fire-zone_battle = Válečné loďstvo { $faction-gen } bojuje { $region-in }: { $dice } – { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
ww-fire-bombing = { $faction } { $faction-gender ->
        [pl] bombardují
       *[other] bombarduje
    } { $region-acc }: { $dice } – { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }

## Konec hry
## $winners: vítězné mocnosti (jedno z jmen ww-winners-* níže);
## $axis_points, $ussr_points, $allies_points: vítězné body každé mocnosti.

ww-outcome-sudden_death = { $winners } drží všechna tři hlavní města a okamžitě vítězí (body: Osa { $axis_points }, SSSR { $ussr_points }, Spojenci { $allies_points })
ww-outcome-points = { $winners } { $winners-gender ->
        [none] nevítězí
       *[other] vítězí
    } na vítězné body: Osa { $axis_points }, SSSR { $ussr_points }, Spojenci { $allies_points }
ww-outcome-last_standing = { $winners } { $winners-gender ->
        [none] nevítězí
       *[other] vítězí
    }: žádná jiná mocnost nezůstala ve hře (body: Osa { $axis_points }, SSSR { $ussr_points }, Spojenci { $allies_points })
# .gender: f, m, pl, none (nikdo) pro shodu slovesa.
ww-winners-axis = Osa
    .gender = f
ww-winners-ussr = SSSR
    .gender = m
ww-winners-allies = Spojenci
    .gender = pl
ww-winners-axis_ussr = Osa a SSSR
    .gender = pl
ww-winners-axis_allies = Osa a Spojenci
    .gender = pl
ww-winners-ussr_allies = SSSR a Spojenci
    .gender = pl
ww-winners-axis_ussr_allies = Všechny tři mocnosti
    .gender = pl
ww-winners-none = Nikdo
    .gender = none

## Odmítnutí: proč akce není povolena

# $waiting: the power the game waits for.
# $able: which units can, one of ww-refusal-able-*.
ww-refusal-able-merchant = zdroje vozí a pro dovoz plují jen obchodní loďstva
ww-refusal-able-cover = krytí dávají jen stíhací pluky
ww-refusal-able-defend = bránit mohou jen pěchota, tanky a bombardéry
ww-refusal-able-attack = pěchota a tanky útočí na pevninu, stíhačky na pozemní oblasti, bombardéry na pevninu i moře, námořnictvo na moře a při výsadcích; obchodní loďstva neútočí nikdy
ww-refusal-wrong_phase = To se dělá ve fázi „{ $phase }“.
ww-refusal-over_budget = Tento nákup stojí { $cost_mp } LZ a { $cost_p } V; zbývá vám { $left_mp } LZ a { $left_p } V.
ww-refusal-no_units = Kupte alespoň jednu jednotku.
ww-refusal-bad_placement = Nové jednotky patří do vlastních oblastí a lodě do moří u vlastního pobřeží (ne tam, kde je nepřátelské válečné loďstvo).
ww-refusal-already_done = Tuto fázi už máte za sebou.
ww-refusal-not_your_unit = Tato jednotka není vaše.
ww-refusal-unit_busy = Tato jednotka už v tomto tahu jednala nebo je vázána úkolem: každá jednotka udělá za tah jen jednu věc.
ww-refusal-out_of_range = Cíl je mimo dosah: tato jednotka dosáhne nejvýše na { $reach ->
        [one] { $reach } krok
        [few] { $reach } kroky
       *[other] { $reach } kroků
    } (sousední oblast nebo moře je 1 krok).
ww-refusal-wrong_unit = Tento druh jednotky to nedokáže: { $able }.
ww-refusal-bad_target = Toto není platný cíl: útočí se na nepřátelské oblasti a moře, brání se a přesouvá jen do vlastních oblastí a zásilka musí nést aspoň 1 jednotku zdrojů.
ww-refusal-nothing_ordered = Proti tomuto cíli nejsou nasazeny žádné vhodné jednotky: nejdřív proti němu jednotky nasaďte, pak vydejte rozkaz.
ww-refusal-need_escort = Vylodění vyžaduje jedno válečné loďstvo na každou divizi a všechna musí plout společně z moře sousedícího s divizemi.
ww-refusal-tanks_under_fire = Pod palbou se smí vylodit jen pěchota; tanky se smějí vylodit jen ve vlastních oblastech.
ww-refusal-no_supply = Nedostatek zásob.
ww-refusal-no_facility = Není tam žádná továrna ani ropný vrt.
ww-refusal-no_ships = Nejsou tam žádné nepřátelské lodě.
ww-refusal-no_route = Tam nevede žádná cesta.
ww-refusal-cargo_too_large = Obchodní loďstvo uveze nejvýše 3 jednotky zdrojů.
ww-refusal-not_enough = Tolik k dispozici nemáte: je potřeba { $need_mp } LZ, { $need_p } V a { $need_s } Z, máte { $have_mp } LZ, { $have_p } V a { $have_s } Z.
ww-refusal-not_edge = Dovoz musí doplout k okraji mapy v Severním nebo Jižním Atlantiku.
ww-refusal-bad_peace = S touto mocností nejste ve válce, nebo jste jí už mír nabídli.
ww-refusal-bad_recipient = Tento příjemce od vás nemůže dostávat zdroje.
ww-refusal-seats = Světová válka vyžaduje přesně tři hráčská místa: Osa, SSSR a Spojenci, v tomto pořadí.
ww-refusal-trade_refused = Neutrální země nabídku odmítá: už nemá co prodat, nebo je platba nižší než její cena 2 jednotky jiných zdrojů za jednotku.
ww-refusal-no_treaty = S touto neutrální zemí nemáte smlouvu, jejíž zboží by v tomto tahu čekalo na dovoz po moři: smlouva neexistuje, zboží přichází po souši, nebo už v tomto tahu dorazilo.
ww-refusal-not_their_coast = Obchodní loďstvo musí doplout do námořní oblasti u pobřeží neutrální země, která zboží prodává.
# $scenario: id požadovaného scénáře.
ww-refusal-unknown_scenario = Neznámý scénář: { $scenario }.

## Krátké popisky na žetonech mapy (tři písmena)
ww-short-infantry = PĚŠ
ww-short-tank = TNK
ww-short-bomber = BOM
ww-short-fighter = STÍ
ww-short-navy = NÁM
ww-short-merchant = OBC

## Diplomacy step, trade terms, loss and sinking orders (WW-G3, WW-G6, WW-G8, WW-G11, WW-G12)
ww-scenario-europe-1939-at-war = Evropa, podzim 1939: Osa a Spojenci ve válce od 1. tahu (historická varianta)
ww-action-offer_trade_terms = Nabídnout { $country-dat } každý tah { $manpower } LZ, { $production } V, { $supply } Z výměnou za { $quantity } { $quantity ->
        [one] { $good-acc-one }
        [few] { $good-acc-few }
       *[other] { $good-acc-other }
    } na { $turns } { $turns ->
        [one] tah
        [few] tahy
       *[other] tahů
    }; závazek: { $pledge }
ww-action-declare_war = Vyhlásit válku: { $faction } (WW-G12)
ww-action-losses_first = Stálý rozkaz: kde volíte ztráty, ztrácíte nejdřív: { $units } (WW-G6, WW-G8)
ww-action-sink_first = Stálý rozkaz: vaše loďstvo a bombardéry potápějí nejdřív: { $ships } (WW-G8)
ww-losses-infantry = pěchota
ww-losses-tanks = tanky
ww-sink-by_arm = co která zbraň zasáhne nejlépe (loďstvo: válečné lodě, bombardéry: obchodní loďstva)
ww-sink-warships = válečné lodě
ww-sink-merchants = obchodní loďstva
ww-pledge-none = žádný
ww-pledge-protection = záruka ochrany
ww-pledge-territory = příslib území
ww-amount-turns = Na kolik tahů
ww-amount-pledge = Závazek (jen slova: automatický neutrál ho nebere v úvahu, WW-G11)
ww-event-treaty_signed_terms = Obchodní smlouva: { $country } bude { $faction-dat } každý tah dodávat { $quantity } { $quantity ->
        [one] { $good-acc-one }
        [few] { $good-acc-few }
       *[other] { $good-acc-other }
    } za { $manpower } LZ, { $production } V a { $supply } Z, po { $turns } { $turns ->
        [one] tah
        [few] tahy
       *[other] tahů
    }; závazek: { $pledge }
ww-event-treaty_expired = Smlouva mezi { $faction-ins } a { $country-ins } vypršela (WW-G11)
ww-event-war_declared = { $attacker } { $attacker-gender ->
        [pl] vyhlašují
       *[other] vyhlašuje
    } válku: { $defender } (WW-G12)
ww-panel-losses = Nejdřív ztráceny, kde volíte ztráty (WW-G6, WW-G8)
ww-panel-sink = Nejdřív potápěny vaším loďstvem a bombardéry (WW-G8)
ww-panel-treaty = Smlouva (WW-G11)
ww-panel-treaty_terms = { $quantity } × { $good } za tah: { $country }, za { $manpower } LZ, { $production } V, { $supply } Z; do: { $season } { $year } (ještě { $left }); závazek: { $pledge }
ww-refusal-bad_terms = Smlouva platí od jednoho tahu do konce hry a závazek je žádný, ochrana, nebo území (WW-G11).
ww-refusal-bad_war = Válku lze vyhlásit jen jiné mocnosti, která je ještě ve hře a je s vámi v míru (WW-G12).

## Průvodce: co teď může mocnost u obrazovky udělat a proč (požadavek 19)

# Tajný nákup v tahu nula. $mp, $p: lidské zdroje (LZ) a výroba (V), které zbývá utratit.
ww-guide-purchase_zero = Tah nula: tajně nakupte svou počáteční armádu; k utracení máte { $mp } LZ a { $p } V. Pozemní a letecké jednotky patří do vlastních oblastí, lodě do moří u vlastního pobřeží; nikdo neuvidí, co jste koupili, dokud nákup neukončí všechny mocnosti. Až budete hotovi, stiskněte „{ ww-action-finish_purchase }“.
# Tajný nákup v tahu. $mp, $p: lidské zdroje (LZ) a výroba (V), které zbývá utratit.
ww-guide-purchase = Tajný nákup: utraťte našetřené zdroje (k utracení máte { $mp } LZ a { $p } V) za nové jednotky ve vlastních oblastech a lodě v mořích u vlastního pobřeží. Ostatní mocnosti neuvidí, co kupujete, dokud nákup neukončí všechny. Až budete hotovi, stiskněte „{ ww-action-finish_purchase }“.
ww-guide-initiative = Tajně zvolte { ww-timing-sooner }, nebo { ww-timing-later }: každá mocnost, která zvolila { ww-timing-sooner }, jedná před každou, která zvolila { ww-timing-later }, a mocnosti se stejnou volbou seřadí hod k100. Předtím můžete nabídnout mír, nabídnout neutrální zemi obchodní smlouvu, vyhlásit válku a vydat stálé rozkazy pro svou obranu; vaší volbou pro vás tato fáze končí.
# Pořadí mocnosti ve fázi akcí. $supply: zásoby (Z), které má k dispozici.
ww-guide-action = Vaše akce: nasaďte jednotky k útoku na cíl a pak zahajte útok, bombardování, volný lov stíhačů nebo námořní útok; můžete také přesouvat jednotky, vysílat obchodní loďstva a posílat zdroje. Každá jednotka udělá za tah jen jednu věc a jednotky, které bojují, spotřebují zásoby (máte { $supply } Z). Až budete hotovi, stiskněte „{ ww-action-end_slot }“.

## Issue 36: what a region offers a newcomer that is not possible now, and why.
ww-panel-not_now = Teď nelze
ww-not_now-buy = Nákup jednotek zde
ww-not_now-units = Útok nebo přesun těmito jednotkami
ww-not_now-attack = Útok
ww-value-refused = { $reason } ({ $rule })

## Pravidla, která musí platit po každé akci (porušení je chybou hry, nikdy hráče)
ww-invariant-unit_twice = WW-12: dvě jednotky mají stejné číslo { $unit }
ww-invariant-unit_number = WW-12: číslo jednotky není menší než příští přidělované, { $next }
ww-invariant-base = WW-2: frakce { $faction } má jednotku { $unit } se základnou v oblasti { $region }, která není její vlastní základnou
ww-invariant-owned_garrison = WW-6: oblast { $region } má za vlastníka frakci, a přesto stále neutrální posádku
ww-invariant-garrison_paid = WW-8: oblast { $region } zaplatila za víc své posádky, než má
ww-invariant-damaged = WW-30: oblast { $region } je poškozená, ačkoli nemá továrnu ani ropný vrt
ww-invariant-wars = WW-G12: seznam válek uvádí jednu dvojici dvakrát nebo frakci ve válce sama se sebou
ww-invariant-pending = WW-G13: frakce { $faction } má nevyřízené nákupy mimo fázi nákupu
ww-invariant-overspent = WW-1: nevyřízené nákupy frakce { $faction } stojí víc, než má v zásobě
ww-invariant-eliminated = WW-G15: frakce { $faction } je vyřazena, a přesto drží oblasti nebo jednotky
ww-invariant-ordered = WW-12: jednotka { $unit } frakce { $faction } v oblasti { $region } má rozkaz k útoku mimo tah své frakce
ww-invariant-over = WW-G14: hra skončila bez výsledku, nebo má výsledek a pokračuje
ww-invariant-nobody = WW-G3: hra neskončila, a přece nemá táhnout žádná frakce
