### World War 1939: teksty systemu dla graczy, po polsku.
###
### Klucze w kodzie Rust mają kropki (`ww.action.buy`), a tutaj łączniki
### (`ww-action-buy`). Argumenty są nazwane; argument będący nazwą (region,
### jednostka, mocarstwo…) przynosi też atrybuty swojego komunikatu, np.
### `{ $region-gen }`, gdy komunikat regionu ma atrybut `.gen`. Liczby są
### przekazywane jako liczby, więc działają formy liczby mnogiej (one, few, many).
###
### Atrybuty nazw używane w tym pliku:
### - regiony i akweny: .gen, .acc, .ins, .loc oraz gotowe wyrażenia
###   z przyimkiem: .in (w Berlinie / na Morzu Północnym), .to (do Berlina /
###   na Morze Północne), .from (z Berlina / ze Lwowa);
### - państwa neutralne: .gen, .dat, .acc, .ins, .loc, .gender (f, m, n, pl);
### - mocarstwa: .gen, .dat, .acc, .ins, .loc, .gender (f, m, n, pl);
### - jednostki: .gen, .dat, .acc, .ins, .loc oraz formy liczebnikowe .one,
###   .few, .many (dywizja / dywizje / dywizji);
### - zasoby: .gen, .acc i skrót .abbr (P, Z);
### - zwycięzcy: .gender (f, m, pl, none).
### Atrybut, którego brak, nie ma zastępstwa (poza przypadkami), więc każdy
### komunikat danego rodzaju musi mieć je wszystkie.
###
### Zasoby i ich skróty: Siła Robocza (SR), Produkcja (P), Zaopatrzenie (Z).
### Kości: k6, 2k6, k100.

## Gra i skrót zasad (na ekranie startowym)

ww-name = Wojna światowa 1939
ww-summary =
    Trzy mocarstwa — Oś, ZSRR i Alianci — walczą o Europę, Afrykę Północną i Bliski Wschód od jesieni 1939 do lata 1945 roku; każda tura to jedna pora roku. Państwa neutralne bronią się, ale nigdy nie atakują.

    ## Tura zerowa (od WW-1 do WW-4)
    - Każde mocarstwo w tajemnicy kupuje jednostki za podwojony dochód Siły Roboczej (SR) i Produkcji (P): Oś 26 SR / 24 P, ZSRR 20 SR / 24 P, Alianci 22 SR / 18 P.
    - Jednostki lądowe i lotnicze wystawiasz we własnych regionach, okręty na akwenach przy własnych wybrzeżach.
    - Początkowe Zaopatrzenie (Z): Oś 12, ZSRR 16, Alianci 16. Gdy wszyscy zakończą zakupy, zostają one ujawnione.

    ## Każda tura (WW-G3)
    - Dochód: +1 SR za każdy region, +3 P za każdą czynną fabrykę (◆), +3 Z za każdy czynny szyb naftowy (▲), do tego umowy z Iranem (+1 Z dla ZSRR i dla Aliantów).
    - Zakupy: tajne i jednoczesne, z zaoszczędzonych zasobów.
    - Inicjatywa (WW-19): każde mocarstwo w tajemnicy wybiera WCZEŚNIEJ albo PÓŹNIEJ; każde mocarstwo, które wybrało WCZEŚNIEJ, działa przed każdym, które wybrało PÓŹNIEJ, a o kolejności mocarstw, które wybrały to samo, decyduje rzut k100 (najwyższy wynik działa pierwszy).
    - Akcje: gdy nadejdzie jego kolej, mocarstwo wydaje rozkazy ataków, bombardowań, wymiatania myśliwskiego, ataków na okręty, desantów, rejsów handlowych i przerzutów. Każda jednostka wykonuje w turze jedno zadanie (WW-12).
    - Koniec tury: floty wojenne mocarstw pozostających w stanie wojny walczą na każdym wspólnym akwenie (WW-16); następnie sprawdza się warunki zwycięstwa.

    ## Jednostki (WW-38)
    - Dywizja piechoty: walka lądowa 1k6 · koszt 3 SR, 1 P · w walce zużywa 1 Z.
    - Dywizja pancerna: walka lądowa 2k6 · 1 SR, 3 P · 2 Z.
    - Pułk bombowy: zasięg 2; uszkadza fabryki i szyby naftowe przy wyniku 4–6, niszczy dywizję lub flotę wojenną przy 6, a flotę handlową przy 4–6 · 1 SR, 3 P · 2 Z.
    - Pułk myśliwski: zasięg 2; niszczy bombowce i myśliwce przy wyniku 4–6; myśliwce osłony przechwytują przelatujące bombowce (WW-14) · 1 SR, 3 P · 2 Z.
    - Flota wojenna: walka morska 1k6, trafia przy wyniku 4–6; atakuje każdy wrogi okręt, który przepływa przez jej akwen (WW-15) · 1 SR, 3 P · 2 Z.
    - Flota handlowa: rejs do skraju mapy na Atlantyku przynosi +1 P albo +1 Z; rejs do wybrzeża państwa neutralnego, z którym masz umowę, przywozi towary należne w danej turze; może też przewieźć 3 jednostki zasobów · 3 P.

    ## Bitwy (WW-17, WW-G6)
    - Atakujący wskazuje region; jednostki, które w nim stoją, bronią się automatycznie. Bombowce uderzają pierwsze (wynik 6 niszczy dywizję).
    - Każda strona sumuje kości swoich dywizji. Wygrywa wyższa suma; przy remisie region utrzymuje obrońca (WW-AMB-3). Wszystkie dywizje strony pokonanej zostają rozwiązane.
    - Jednostka bez Zaopatrzenia nie może atakować ani czynnie się bronić (WW-25); mimo to dzieli los swojej strony.
    - Desant wymaga jednej floty wojennej na każdą dywizję, a pod ogniem nieprzyjaciela może lądować tylko piechota (WW-20).

    ## Państwa neutralne (od WW-6 do WW-10)
    - Każdy neutralny region ma 3 własne dywizje piechoty i 6 Z, ale nie ma dochodu. Kto zaatakuje państwo neutralne, ma w nim wroga na zawsze.

    ## Zwycięstwo (WW-G14)
    - Kto na koniec tury trzyma Berlin, Moskwę i Londyn, od razu wygrywa.
    - W przeciwnym razie po lecie 1945 roku liczy się punkty: 1 za region, 2 za fabrykę lub szyb naftowy, 5 za stolicę wroga. Wygrywa ten, kto ma ich najwięcej.

## Scenariusz

ww-scenario-europe-1939 = Europa, jesień 1939

## Nazwy regionów (najpierw lądowe, potem akweny)
## Przypadki (.gen, .acc, .ins, .loc) i wyrażenia z przyimkiem: .in (gdzie?),
## .to (dokąd?), .from (skąd?). Każdy region musi mieć wszystkie siedem.

ww-region-berlin = Berlin
    .gen = Berlina
    .acc = Berlin
    .ins = Berlinem
    .loc = Berlinie
    .in = w Berlinie
    .to = do Berlina
    .from = z Berlina
ww-region-hamburg = Hamburg
    .gen = Hamburga
    .acc = Hamburg
    .ins = Hamburgiem
    .loc = Hamburgu
    .in = w Hamburgu
    .to = do Hamburga
    .from = z Hamburga
ww-region-ruhr = Essen
    .gen = Essen
    .acc = Essen
    .ins = Essen
    .loc = Essen
    .in = w Essen
    .to = do Essen
    .from = z Essen
ww-region-munich = Monachium
    .gen = Monachium
    .acc = Monachium
    .ins = Monachium
    .loc = Monachium
    .in = w Monachium
    .to = do Monachium
    .from = z Monachium
ww-region-konigsberg = Królewiec
    .gen = Królewca
    .acc = Królewiec
    .ins = Królewcem
    .loc = Królewcu
    .in = w Królewcu
    .to = do Królewca
    .from = z Królewca
ww-region-breslau = Wrocław
    .gen = Wrocławia
    .acc = Wrocław
    .ins = Wrocławiem
    .loc = Wrocławiu
    .in = we Wrocławiu
    .to = do Wrocławia
    .from = z Wrocławia
ww-region-prague = Praga
    .gen = Pragi
    .acc = Pragę
    .ins = Pragą
    .loc = Pradze
    .in = w Pradze
    .to = do Pragi
    .from = z Pragi
ww-region-vienna = Wiedeń
    .gen = Wiednia
    .acc = Wiedeń
    .ins = Wiedniem
    .loc = Wiedniu
    .in = w Wiedniu
    .to = do Wiednia
    .from = z Wiednia
ww-region-milan = Mediolan
    .gen = Mediolanu
    .acc = Mediolan
    .ins = Mediolanem
    .loc = Mediolanie
    .in = w Mediolanie
    .to = do Mediolanu
    .from = z Mediolanu
ww-region-rome = Rzym
    .gen = Rzymu
    .acc = Rzym
    .ins = Rzymem
    .loc = Rzymie
    .in = w Rzymie
    .to = do Rzymu
    .from = z Rzymu
ww-region-naples = Neapol
    .gen = Neapolu
    .acc = Neapol
    .ins = Neapolem
    .loc = Neapolu
    .in = w Neapolu
    .to = do Neapolu
    .from = z Neapolu
ww-region-tripoli = Trypolis
    .gen = Trypolisu
    .acc = Trypolis
    .ins = Trypolisem
    .loc = Trypolisie
    .in = w Trypolisie
    .to = do Trypolisu
    .from = z Trypolisu
ww-region-tirana = Tirana
    .gen = Tirany
    .acc = Tiranę
    .ins = Tiraną
    .loc = Tiranie
    .in = w Tiranie
    .to = do Tirany
    .from = z Tirany
ww-region-moscow = Moskwa
    .gen = Moskwy
    .acc = Moskwę
    .ins = Moskwą
    .loc = Moskwie
    .in = w Moskwie
    .to = do Moskwy
    .from = z Moskwy
ww-region-leningrad = Leningrad
    .gen = Leningradu
    .acc = Leningrad
    .ins = Leningradem
    .loc = Leningradzie
    .in = w Leningradzie
    .to = do Leningradu
    .from = z Leningradu
ww-region-murmansk = Murmańsk
    .gen = Murmańska
    .acc = Murmańsk
    .ins = Murmańskiem
    .loc = Murmańsku
    .in = w Murmańsku
    .to = do Murmańska
    .from = z Murmańska
ww-region-minsk = Mińsk
    .gen = Mińska
    .acc = Mińsk
    .ins = Mińskiem
    .loc = Mińsku
    .in = w Mińsku
    .to = do Mińska
    .from = z Mińska
ww-region-kiev = Kijów
    .gen = Kijowa
    .acc = Kijów
    .ins = Kijowem
    .loc = Kijowie
    .in = w Kijowie
    .to = do Kijowa
    .from = z Kijowa
ww-region-kharkov = Charków
    .gen = Charkowa
    .acc = Charków
    .ins = Charkowem
    .loc = Charkowie
    .in = w Charkowie
    .to = do Charkowa
    .from = z Charkowa
ww-region-odessa = Odessa
    .gen = Odessy
    .acc = Odessę
    .ins = Odessą
    .loc = Odessie
    .in = w Odessie
    .to = do Odessy
    .from = z Odessy
ww-region-stalingrad = Stalingrad
    .gen = Stalingradu
    .acc = Stalingrad
    .ins = Stalingradem
    .loc = Stalingradzie
    .in = w Stalingradzie
    .to = do Stalingradu
    .from = ze Stalingradu
ww-region-baku = Baku
    .gen = Baku
    .acc = Baku
    .ins = Baku
    .loc = Baku
    .in = w Baku
    .to = do Baku
    .from = z Baku
ww-region-sverdlovsk = Swierdłowsk
    .gen = Swierdłowska
    .acc = Swierdłowsk
    .ins = Swierdłowskiem
    .loc = Swierdłowsku
    .in = w Swierdłowsku
    .to = do Swierdłowska
    .from = ze Swierdłowska
ww-region-london = Londyn
    .gen = Londynu
    .acc = Londyn
    .ins = Londynem
    .loc = Londynie
    .in = w Londynie
    .to = do Londynu
    .from = z Londynu
ww-region-birmingham = Birmingham
    .gen = Birmingham
    .acc = Birmingham
    .ins = Birmingham
    .loc = Birmingham
    .in = w Birmingham
    .to = do Birmingham
    .from = z Birmingham
ww-region-glasgow = Glasgow
    .gen = Glasgow
    .acc = Glasgow
    .ins = Glasgow
    .loc = Glasgow
    .in = w Glasgow
    .to = do Glasgow
    .from = z Glasgow
ww-region-paris = Paryż
    .gen = Paryża
    .acc = Paryż
    .ins = Paryżem
    .loc = Paryżu
    .in = w Paryżu
    .to = do Paryża
    .from = z Paryża
ww-region-marseille = Marsylia
    .gen = Marsylii
    .acc = Marsylię
    .ins = Marsylią
    .loc = Marsylii
    .in = w Marsylii
    .to = do Marsylii
    .from = z Marsylii
ww-region-algiers = Algier
    .gen = Algieru
    .acc = Algier
    .ins = Algierem
    .loc = Algierze
    .in = w Algierze
    .to = do Algieru
    .from = z Algieru
ww-region-tunis = Tunis
    .gen = Tunisu
    .acc = Tunis
    .ins = Tunisem
    .loc = Tunisie
    .in = w Tunisie
    .to = do Tunisu
    .from = z Tunisu
ww-region-cairo = Kair
    .gen = Kairu
    .acc = Kair
    .ins = Kairem
    .loc = Kairze
    .in = w Kairze
    .to = do Kairu
    .from = z Kairu
ww-region-jerusalem = Jerozolima
    .gen = Jerozolimy
    .acc = Jerozolimę
    .ins = Jerozolimą
    .loc = Jerozolimie
    .in = w Jerozolimie
    .to = do Jerozolimy
    .from = z Jerozolimy
ww-region-damascus = Damaszek
    .gen = Damaszku
    .acc = Damaszek
    .ins = Damaszkiem
    .loc = Damaszku
    .in = w Damaszku
    .to = do Damaszku
    .from = z Damaszku
ww-region-baghdad = Bagdad
    .gen = Bagdadu
    .acc = Bagdad
    .ins = Bagdadem
    .loc = Bagdadzie
    .in = w Bagdadzie
    .to = do Bagdadu
    .from = z Bagdadu
ww-region-warsaw = Warszawa
    .gen = Warszawy
    .acc = Warszawę
    .ins = Warszawą
    .loc = Warszawie
    .in = w Warszawie
    .to = do Warszawy
    .from = z Warszawy
ww-region-lwow = Lwów
    .gen = Lwowa
    .acc = Lwów
    .ins = Lwowem
    .loc = Lwowie
    .in = we Lwowie
    .to = do Lwowa
    .from = ze Lwowa
ww-region-riga = Ryga
    .gen = Rygi
    .acc = Rygę
    .ins = Rygą
    .loc = Rydze
    .in = w Rydze
    .to = do Rygi
    .from = z Rygi
ww-region-helsinki = Helsinki
    .gen = Helsinek
    .acc = Helsinki
    .ins = Helsinkami
    .loc = Helsinkach
    .in = w Helsinkach
    .to = do Helsinek
    .from = z Helsinek
ww-region-stockholm = Sztokholm
    .gen = Sztokholmu
    .acc = Sztokholm
    .ins = Sztokholmem
    .loc = Sztokholmie
    .in = w Sztokholmie
    .to = do Sztokholmu
    .from = ze Sztokholmu
ww-region-oslo = Oslo
    .gen = Oslo
    .acc = Oslo
    .ins = Oslo
    .loc = Oslo
    .in = w Oslo
    .to = do Oslo
    .from = z Oslo
ww-region-copenhagen = Kopenhaga
    .gen = Kopenhagi
    .acc = Kopenhagę
    .ins = Kopenhagą
    .loc = Kopenhadze
    .in = w Kopenhadze
    .to = do Kopenhagi
    .from = z Kopenhagi
ww-region-amsterdam = Amsterdam
    .gen = Amsterdamu
    .acc = Amsterdam
    .ins = Amsterdamem
    .loc = Amsterdamie
    .in = w Amsterdamie
    .to = do Amsterdamu
    .from = z Amsterdamu
ww-region-brussels = Bruksela
    .gen = Brukseli
    .acc = Brukselę
    .ins = Brukselą
    .loc = Brukseli
    .in = w Brukseli
    .to = do Brukseli
    .from = z Brukseli
ww-region-bern = Berno
    .gen = Berna
    .acc = Berno
    .ins = Bernem
    .loc = Bernie
    .in = w Bernie
    .to = do Berna
    .from = z Berna
ww-region-madrid = Madryt
    .gen = Madrytu
    .acc = Madryt
    .ins = Madrytem
    .loc = Madrycie
    .in = w Madrycie
    .to = do Madrytu
    .from = z Madrytu
ww-region-lisbon = Lizbona
    .gen = Lizbony
    .acc = Lizbonę
    .ins = Lizboną
    .loc = Lizbonie
    .in = w Lizbonie
    .to = do Lizbony
    .from = z Lizbony
ww-region-dublin = Dublin
    .gen = Dublina
    .acc = Dublin
    .ins = Dublinem
    .loc = Dublinie
    .in = w Dublinie
    .to = do Dublina
    .from = z Dublina
ww-region-budapest = Budapeszt
    .gen = Budapesztu
    .acc = Budapeszt
    .ins = Budapesztem
    .loc = Budapeszcie
    .in = w Budapeszcie
    .to = do Budapesztu
    .from = z Budapesztu
ww-region-bucharest = Bukareszt
    .gen = Bukaresztu
    .acc = Bukareszt
    .ins = Bukaresztem
    .loc = Bukareszcie
    .in = w Bukareszcie
    .to = do Bukaresztu
    .from = z Bukaresztu
ww-region-belgrade = Belgrad
    .gen = Belgradu
    .acc = Belgrad
    .ins = Belgradem
    .loc = Belgradzie
    .in = w Belgradzie
    .to = do Belgradu
    .from = z Belgradu
ww-region-sofia = Sofia
    .gen = Sofii
    .acc = Sofię
    .ins = Sofią
    .loc = Sofii
    .in = w Sofii
    .to = do Sofii
    .from = z Sofii
ww-region-athens = Ateny
    .gen = Aten
    .acc = Ateny
    .ins = Atenami
    .loc = Atenach
    .in = w Atenach
    .to = do Aten
    .from = z Aten
ww-region-istanbul = Stambuł
    .gen = Stambułu
    .acc = Stambuł
    .ins = Stambułem
    .loc = Stambule
    .in = w Stambule
    .to = do Stambułu
    .from = ze Stambułu
ww-region-ankara = Ankara
    .gen = Ankary
    .acc = Ankarę
    .ins = Ankarą
    .loc = Ankarze
    .in = w Ankarze
    .to = do Ankary
    .from = z Ankary
ww-region-tehran = Teheran
    .gen = Teheranu
    .acc = Teheran
    .ins = Teheranem
    .loc = Teheranie
    .in = w Teheranie
    .to = do Teheranu
    .from = z Teheranu
# Akweny morskie: „na” (na Morzu Północnym, na Morze Północne).
ww-region-north_atlantic = Północny Atlantyk
    .gen = Północnego Atlantyku
    .acc = Północny Atlantyk
    .ins = Północnym Atlantykiem
    .loc = Północnym Atlantyku
    .in = na Północnym Atlantyku
    .to = na Północny Atlantyk
    .from = z Północnego Atlantyku
ww-region-south_atlantic = Południowy Atlantyk
    .gen = Południowego Atlantyku
    .acc = Południowy Atlantyk
    .ins = Południowym Atlantykiem
    .loc = Południowym Atlantyku
    .in = na Południowym Atlantyku
    .to = na Południowy Atlantyk
    .from = z Południowego Atlantyku
ww-region-norwegian_sea = Morze Norweskie
    .gen = Morza Norweskiego
    .acc = Morze Norweskie
    .ins = Morzem Norweskim
    .loc = Morzu Norweskim
    .in = na Morzu Norweskim
    .to = na Morze Norweskie
    .from = z Morza Norweskiego
ww-region-barents_sea = Morze Barentsa
    .gen = Morza Barentsa
    .acc = Morze Barentsa
    .ins = Morzem Barentsa
    .loc = Morzu Barentsa
    .in = na Morzu Barentsa
    .to = na Morze Barentsa
    .from = z Morza Barentsa
ww-region-north_sea = Morze Północne
    .gen = Morza Północnego
    .acc = Morze Północne
    .ins = Morzem Północnym
    .loc = Morzu Północnym
    .in = na Morzu Północnym
    .to = na Morze Północne
    .from = z Morza Północnego
ww-region-english_channel = Kanał La Manche
    .gen = Kanału La Manche
    .acc = Kanał La Manche
    .ins = Kanałem La Manche
    .loc = Kanale La Manche
    .in = na Kanale La Manche
    .to = na Kanał La Manche
    .from = z Kanału La Manche
ww-region-bay_of_biscay = Zatoka Biskajska
    .gen = Zatoki Biskajskiej
    .acc = Zatokę Biskajską
    .ins = Zatoką Biskajską
    .loc = Zatoce Biskajskiej
    .in = w Zatoce Biskajskiej
    .to = do Zatoki Biskajskiej
    .from = z Zatoki Biskajskiej
ww-region-baltic_sea = Morze Bałtyckie
    .gen = Morza Bałtyckiego
    .acc = Morze Bałtyckie
    .ins = Morzem Bałtyckim
    .loc = Morzu Bałtyckim
    .in = na Morzu Bałtyckim
    .to = na Morze Bałtyckie
    .from = z Morza Bałtyckiego
ww-region-western_med = Zachodnie Morze Śródziemne
    .gen = Zachodniego Morza Śródziemnego
    .acc = Zachodnie Morze Śródziemne
    .ins = Zachodnim Morzem Śródziemnym
    .loc = Zachodnim Morzu Śródziemnym
    .in = na Zachodnim Morzu Śródziemnym
    .to = na Zachodnie Morze Śródziemne
    .from = z Zachodniego Morza Śródziemnego
ww-region-central_med = Środkowe Morze Śródziemne
    .gen = Środkowego Morza Śródziemnego
    .acc = Środkowe Morze Śródziemne
    .ins = Środkowym Morzem Śródziemnym
    .loc = Środkowym Morzu Śródziemnym
    .in = na Środkowym Morzu Śródziemnym
    .to = na Środkowe Morze Śródziemne
    .from = ze Środkowego Morza Śródziemnego
ww-region-adriatic_sea = Morze Adriatyckie
    .gen = Morza Adriatyckiego
    .acc = Morze Adriatyckie
    .ins = Morzem Adriatyckim
    .loc = Morzu Adriatyckim
    .in = na Morzu Adriatyckim
    .to = na Morze Adriatyckie
    .from = z Morza Adriatyckiego
ww-region-eastern_med = Wschodnie Morze Śródziemne
    .gen = Wschodniego Morza Śródziemnego
    .acc = Wschodnie Morze Śródziemne
    .ins = Wschodnim Morzem Śródziemnym
    .loc = Wschodnim Morzu Śródziemnym
    .in = na Wschodnim Morzu Śródziemnym
    .to = na Wschodnie Morze Śródziemne
    .from = z Wschodniego Morza Śródziemnego
ww-region-aegean_sea = Morze Egejskie
    .gen = Morza Egejskiego
    .acc = Morze Egejskie
    .ins = Morzem Egejskim
    .loc = Morzu Egejskim
    .in = na Morzu Egejskim
    .to = na Morze Egejskie
    .from = z Morza Egejskiego
ww-region-black_sea = Morze Czarne
    .gen = Morza Czarnego
    .acc = Morze Czarne
    .ins = Morzem Czarnym
    .loc = Morzu Czarnym
    .in = na Morzu Czarnym
    .to = na Morze Czarne
    .from = z Morza Czarnego
ww-region-caspian_sea = Morze Kaspijskie
    .gen = Morza Kaspijskiego
    .acc = Morze Kaspijskie
    .ins = Morzem Kaspijskim
    .loc = Morzu Kaspijskim
    .in = na Morzu Kaspijskim
    .to = na Morze Kaspijskie
    .from = z Morza Kaspijskiego
ww-region-unknown = nieznane miejsce
    .gen = nieznanego miejsca
    .acc = nieznane miejsce
    .ins = nieznanym miejscem
    .loc = nieznanym miejscu
    .in = w nieznanym miejscu
    .to = do nieznanego miejsca
    .from = z nieznanego miejsca

## Nazwy państw neutralnych
## Przypadki (.gen, .dat, .acc, .ins, .loc) i rodzaj (.gender: f, m, n, pl)
## do uzgadniania orzeczenia. Każde państwo musi mieć wszystkie sześć.

ww-country-poland = Polska
    .gen = Polski
    .dat = Polsce
    .acc = Polskę
    .ins = Polską
    .loc = Polsce
    .gender = f
ww-country-baltic_states = Państwa Bałtyckie
    .gen = Państw Bałtyckich
    .dat = Państwom Bałtyckim
    .acc = Państwa Bałtyckie
    .ins = Państwami Bałtyckimi
    .loc = Państwach Bałtyckich
    .gender = pl
ww-country-finland = Finlandia
    .gen = Finlandii
    .dat = Finlandii
    .acc = Finlandię
    .ins = Finlandią
    .loc = Finlandii
    .gender = f
ww-country-sweden = Szwecja
    .gen = Szwecji
    .dat = Szwecji
    .acc = Szwecję
    .ins = Szwecją
    .loc = Szwecji
    .gender = f
ww-country-norway = Norwegia
    .gen = Norwegii
    .dat = Norwegii
    .acc = Norwegię
    .ins = Norwegią
    .loc = Norwegii
    .gender = f
ww-country-denmark = Dania
    .gen = Danii
    .dat = Danii
    .acc = Danię
    .ins = Danią
    .loc = Danii
    .gender = f
ww-country-netherlands = Holandia
    .gen = Holandii
    .dat = Holandii
    .acc = Holandię
    .ins = Holandią
    .loc = Holandii
    .gender = f
ww-country-belgium = Belgia
    .gen = Belgii
    .dat = Belgii
    .acc = Belgię
    .ins = Belgią
    .loc = Belgii
    .gender = f
ww-country-switzerland = Szwajcaria
    .gen = Szwajcarii
    .dat = Szwajcarii
    .acc = Szwajcarię
    .ins = Szwajcarią
    .loc = Szwajcarii
    .gender = f
ww-country-spain = Hiszpania
    .gen = Hiszpanii
    .dat = Hiszpanii
    .acc = Hiszpanię
    .ins = Hiszpanią
    .loc = Hiszpanii
    .gender = f
ww-country-portugal = Portugalia
    .gen = Portugalii
    .dat = Portugalii
    .acc = Portugalię
    .ins = Portugalią
    .loc = Portugalii
    .gender = f
ww-country-ireland = Irlandia
    .gen = Irlandii
    .dat = Irlandii
    .acc = Irlandię
    .ins = Irlandią
    .loc = Irlandii
    .gender = f
ww-country-hungary = Węgry
    .gen = Węgier
    .dat = Węgrom
    .acc = Węgry
    .ins = Węgrami
    .loc = Węgrzech
    .gender = pl
ww-country-romania = Rumunia
    .gen = Rumunii
    .dat = Rumunii
    .acc = Rumunię
    .ins = Rumunią
    .loc = Rumunii
    .gender = f
ww-country-yugoslavia = Jugosławia
    .gen = Jugosławii
    .dat = Jugosławii
    .acc = Jugosławię
    .ins = Jugosławią
    .loc = Jugosławii
    .gender = f
ww-country-bulgaria = Bułgaria
    .gen = Bułgarii
    .dat = Bułgarii
    .acc = Bułgarię
    .ins = Bułgarią
    .loc = Bułgarii
    .gender = f
ww-country-greece = Grecja
    .gen = Grecji
    .dat = Grecji
    .acc = Grecję
    .ins = Grecją
    .loc = Grecji
    .gender = f
ww-country-turkey = Turcja
    .gen = Turcji
    .dat = Turcji
    .acc = Turcję
    .ins = Turcją
    .loc = Turcji
    .gender = f
ww-country-iran = Iran
    .gen = Iranu
    .dat = Iranowi
    .acc = Iran
    .ins = Iranem
    .loc = Iranie
    .gender = m
ww-country-unknown = Państwo neutralne
    .gen = państwa neutralnego
    .dat = państwu neutralnemu
    .acc = państwo neutralne
    .ins = państwem neutralnym
    .loc = państwie neutralnym
    .gender = n

## Nazwy mocarstw, jednostek, zasobów, wyboru inicjatywy, pór roku, faz i zadań jednostek
## Mocarstwa: przypadki i rodzaj (.gender: f = Oś, m = ZSRR, pl = Alianci,
## n = państwo neutralne), bo w dzienniku bywają podmiotem zdania.

ww-faction-axis = Oś
    .gen = Osi
    .dat = Osi
    .acc = Oś
    .ins = Osią
    .loc = Osi
    .gender = f
ww-faction-ussr = ZSRR
    .gen = ZSRR
    .dat = ZSRR
    .acc = ZSRR
    .ins = ZSRR
    .loc = ZSRR
    .gender = m
ww-faction-allies = Alianci
    .gen = Aliantów
    .dat = Aliantom
    .acc = Aliantów
    .ins = Aliantami
    .loc = Aliantach
    .gender = pl
ww-faction-neutral = Państwo neutralne
    .gen = państwa neutralnego
    .dat = państwu neutralnemu
    .acc = państwo neutralne
    .ins = państwem neutralnym
    .loc = państwie neutralnym
    .gender = n
# Jednostki: mianownik wielką literą (stoi na początku zdania lub jako etykieta),
# pozostałe formy małą; .one, .few, .many to formy po liczebniku.
ww-unit-infantry = Dywizja piechoty
    .gen = dywizji piechoty
    .dat = dywizji piechoty
    .acc = dywizję piechoty
    .ins = dywizją piechoty
    .loc = dywizji piechoty
    .one = dywizja piechoty
    .few = dywizje piechoty
    .many = dywizji piechoty
ww-unit-tank = Dywizja pancerna
    .gen = dywizji pancernej
    .dat = dywizji pancernej
    .acc = dywizję pancerną
    .ins = dywizją pancerną
    .loc = dywizji pancernej
    .one = dywizja pancerna
    .few = dywizje pancerne
    .many = dywizji pancernych
ww-unit-bomber = Pułk bombowy
    .gen = pułku bombowego
    .dat = pułkowi bombowemu
    .acc = pułk bombowy
    .ins = pułkiem bombowym
    .loc = pułku bombowym
    .one = pułk bombowy
    .few = pułki bombowe
    .many = pułków bombowych
ww-unit-fighter = Pułk myśliwski
    .gen = pułku myśliwskiego
    .dat = pułkowi myśliwskiemu
    .acc = pułk myśliwski
    .ins = pułkiem myśliwskim
    .loc = pułku myśliwskim
    .one = pułk myśliwski
    .few = pułki myśliwskie
    .many = pułków myśliwskich
ww-unit-navy = Flota wojenna
    .gen = floty wojennej
    .dat = flocie wojennej
    .acc = flotę wojenną
    .ins = flotą wojenną
    .loc = flocie wojennej
    .one = flota wojenna
    .few = floty wojenne
    .many = flot wojennych
ww-unit-merchant = Flota handlowa
    .gen = floty handlowej
    .dat = flocie handlowej
    .acc = flotę handlową
    .ins = flotą handlową
    .loc = flocie handlowej
    .one = flota handlowa
    .few = floty handlowe
    .many = flot handlowych
ww-unit-unknown = Jednostka
    .gen = jednostki
    .dat = jednostce
    .acc = jednostkę
    .ins = jednostką
    .loc = jednostce
    .one = jednostka
    .few = jednostki
    .many = jednostek
# Zasoby: .abbr to skrót stawiany po liczbie (2 P, 1 Z).
ww-good-production = Produkcja
    .gen = Produkcji
    .acc = Produkcję
    .abbr = P
ww-good-supply = Zaopatrzenie
    .gen = Zaopatrzenia
    .acc = Zaopatrzenie
    .abbr = Z
ww-timing-sooner = WCZEŚNIEJ
ww-timing-later = PÓŹNIEJ
ww-season-autumn = Jesień
ww-season-winter = Zima
ww-season-spring = Wiosna
ww-season-summer = Lato
ww-phase-purchase = tajne zakupy
ww-phase-initiative = dyplomacja i inicjatywa
ww-phase-action = akcje
ww-phase-over = koniec gry
ww-task-idle = do dyspozycji
ww-task-ordered = rozkaz ataku
ww-task-committed = w obronie
ww-task-covering = osłona myśliwska
ww-task-spent = po akcji

## Tura

# Tura zerowa, tura zakupów. $phase: nazwa fazy.
ww-turn-zero = Tura zerowa — { $phase }
# $season: pora roku; $year: „1940” albo zimą „1939/40”; $phase: nazwa fazy.
ww-turn-label = { $season } { $year } r. — { $phase }

## Mapa: cechy regionów (podpowiedzi) i żetony jednostek

ww-mark-factory = Fabryka: +3 Produkcji na turę
ww-mark-oil = Szyb naftowy: +3 Zaopatrzenia na turę
ww-mark-capital = Stolica
ww-mark-damaged = Uszkodzenia: w następnej turze region nic nie produkuje
ww-mark-edge = Skraj mapy: tu docierają towary przywożone przez floty handlowe
# Żeton na mapie. $faction: mocarstwo (lub państwo neutralne); $unit: rodzaj jednostki (formy .one/.few/.many); $count: liczba jednostek.
ww-counter-title = { $faction }: { $count ->
        [one] { $count } { $unit-one }
        [few] { $count } { $unit-few }
       *[many] { $count } { $unit-many }
    }
# Jedna jednostka w panelu regionu. $faction: mocarstwo; $unit: rodzaj jednostki.
ww-counter-unit = { $unit } { $faction-gen }

## Panele boczne

ww-panel-game = Gra
ww-panel-turn = Tura
ww-panel-phase = Faza
ww-panel-order = Kolejność działania
# Kolejność działania, gdy do działania zostało jedno, dwa lub trzy mocarstwa. $first, $second, $third: ich nazwy, po kolei.
ww-panel-order-1 = { $first }
ww-panel-order-2 = Kolejność działania: { $first }, potem { $second }
ww-panel-order-3 = Kolejność działania: { $first }, { $second }, potem { $third }
ww-panel-order_list-1 = { $first }
ww-panel-order_list-2 = { $first }, potem { $second }
ww-panel-order_list-3 = { $first }, { $second }, potem { $third }
ww-panel-waiting = Czekamy na
ww-panel-stock = Zapasy
ww-panel-income = Dochód na turę
ww-panel-score = Punkty zwycięstwa
ww-panel-budget = Pozostało do wydania
ww-panel-pending = Zakupy (tajne)
# Jednostka kupiona, jeszcze nieujawniona. $unit: rodzaj jednostki; $region: gdzie się pojawi.
ww-panel-bought = { $unit } { $region-in }
ww-panel-initiative = Twój wybór inicjatywy
ww-panel-status = Stan
ww-panel-eliminated = poza grą
# $manpower, $production, $supply: ilości Siły Roboczej (SR), Produkcji (P) i Zaopatrzenia (Z).
ww-panel-resources = { $manpower } SR, { $production } P, { $supply } Z
# Sama liczba (punkty, piechota neutralna, Zaopatrzenie neutralne).
ww-panel-number = { $number }
ww-panel-diplomacy = Wojna i pokój
# Dwa mocarstwa, których wojnę lub pokój pokazuje wiersz. $first, $second: ich nazwy.
ww-panel-pair = { $first } – { $second }
ww-panel-war = w stanie wojny
ww-panel-peace = w pokoju
ww-panel-result = Wynik końcowy
ww-panel-owner = Właściciel
ww-panel-feature = Cecha
ww-panel-garrison = Piechota neutralna
ww-panel-reserve = Zaopatrzenie zachowane poza obroną (WW-G5)
ww-panel-intercept = Przechwytujące strzelają najpierw do (WW-G7)
ww-panel-neutral_supply = Zaopatrzenie państwa neutralnego
ww-panel-paid = Zaopatrzenie opłacone
ww-panel-unpaid = Zaopatrzenie nieopłacone
# Stan jednostki w panelu regionu. $task: co robi (do dyspozycji, po akcji…); $paid: „Zaopatrzenie opłacone” lub „Zaopatrzenie nieopłacone”.
ww-panel-unit_state = { $task }, { $paid }

## Dokładne szanse rozkazanego ataku, w panelu celu
ww-panel-odds_land = Dokładne szanse ataku (WW-17, WW-14, WW-34, WW-AMB-3)
ww-panel-odds_bombing = Dokładne szanse bombardowania (WW-14, WW-30, WW-34)
ww-panel-odds_sweep = Dokładne szanse wymiatania (WW-35, WW-G7)
ww-panel-odds_naval = Dokładne szanse ataku na okręty (WW-36, WW-34, WW-G8)
ww-panel-odds_dice = Kości w bitwie lądowej (piechota 1k6, czołgi 2k6)
ww-panel-odds_bombers = Bombowce, które miną myśliwce przechwytujące
ww-panel-odds_strikes = Dywizje zniszczone przez bombowce (każda 6)
ww-panel-odds_capture = Szansa na zdobycie regionu
ww-panel-odds_not_counted = Nie uwzględniono
ww-panel-odds_damage = Szansa na uszkodzenie obiektu
ww-panel-odds_kills = Zestrzelone samoloty wroga
ww-panel-odds_losses = Własne straty
ww-panel-odds_sunk = Zatopione okręty wroga
ww-panel-odds_all_sunk = Szansa na zatopienie wszystkich
# $attack, $defence: liczby kości.
ww-value-against = { $attack } przeciw { $defence }; remis utrzymuje region
ww-value-percent = { $percent }%
# $expected: oczekiwana liczba z jednym miejscem po przecinku; $count: ile najwyżej.
ww-value-expected_of = oczekiwane { $expected } z { $count }
ww-value-theirs_yours = { $theirs } wroga, { $yours } własnych (oczekiwane)
ww-value-sea_fire = ostrzał desantu podczas przeprawy morskiej (WW-G8)

## Akcje (przyciski i dziennik)
## $unit: rodzaj jednostki; $place: region lub akwen, w którym jednostka
## stoi; $target: region atakowany lub broniony; $destination: dokąd idzie
## jednostka lub ładunek; $manpower, $production, $supply: ilości Siły
## Roboczej (SR), Produkcji (P) i Zaopatrzenia (Z).

# $region: gdzie pojawi się jednostka; $manpower, $production: jej cena.
ww-action-buy = Kup { $unit-acc } { $region-in } — { $manpower } SR, { $production } P
ww-action-buy_many = Kup { $count ->
        [one] { $count } { $unit-one }
        [few] { $count } { $unit-few }
       *[many] { $count } { $unit-many }
    } { $region-in } — { $manpower } SR, { $production } P
ww-choice-buy = Kup { $unit-acc } { $region-in } — za sztukę { $manpower } SR, { $production } P
ww-amount-count = Ile
ww-action-finish_purchase = Zakończ zakupy
# $timing: WCZEŚNIEJ lub PÓŹNIEJ.
ww-action-initiative = Wybierz: { $timing }
ww-action-defend = { $unit } { $place-in }: pozostań w gotowości do obrony { $target-gen }
ww-action-cover = Pułk myśliwski { $place-in }: osłaniaj { $target-acc }
# $supply: Zaopatrzenie, które jednostka zużywa w walce.
ww-action-order = Skieruj { $unit-acc } { $place-in } do ataku na { $target-acc } — w walce zużyje { $supply } Z
ww-action-unorder = Wycofaj { $unit-acc } { $place-in } z ataku na { $target-acc }
# $count: liczba jednostek skierowanych dotąd przeciw celowi.
ww-action-launch = Zaatakuj { $target-acc } (skierowano { $count ->
        [one] { $count } jednostkę
        [few] { $count } jednostki
       *[many] { $count } jednostek
    })
# $count: liczba jednostek skierowanych dotąd przeciw celowi.
ww-action-bomb = Zbombarduj obiekt przemysłowy { $target-in } (skierowano { $count ->
        [one] { $count } jednostkę
        [few] { $count } jednostki
       *[many] { $count } jednostek
    })
# $count: liczba jednostek skierowanych dotąd przeciw celowi.
ww-action-sweep = Wyślij myśliwce na wymiatanie nad { $target-ins } (skierowano { $count ->
        [one] { $count } jednostkę
        [few] { $count } jednostki
       *[many] { $count } jednostek
    })
# $count: liczba jednostek skierowanych dotąd przeciw celowi.
ww-action-naval_attack = Zaatakuj okręty { $target-in } (skierowano { $count ->
        [one] { $count } jednostkę
        [few] { $count } jednostki
       *[many] { $count } jednostek
    })
ww-action-rebase = Przerzuć { $unit-acc } { $place-from } { $destination-to }
# $place: gdzie stoi flota handlowa; $edge: akwen na skraju mapy; $good: Produkcja lub Zaopatrzenie.
ww-action-voyage = Flota handlowa { $place-in }: rejs importowy { $edge-to } po { $good-acc }
ww-action-transport = Flota handlowa { $place-in }: przewieź { $manpower } SR, { $production } P, { $supply } Z { $destination-to }
# $place: gdzie stoi flota handlowa; $sea: akwen przy wybrzeżu sprzedawcy; $country: państwo neutralne, które sprzedaje.
ww-action-trade_voyage = Flota handlowa { $place-in }: rejs handlowy { $sea-to } po towary kupione od { $country-gen } na mocy umowy
ww-action-transfer = Wyślij drogą lądową { $manpower } SR, { $production } P, { $supply } Z { $destination-to }
ww-choice-transfer = Wyślij zasoby drogą lądową { $destination-to }
ww-choice-transport = Flota handlowa { $place-in }: przewieź zasoby (razem najwyżej { $hold }) { $destination-to }
# Przycisk ataku: tekst akcji i dokładne szanse. $percent: np. 62.3;
# $kills, $losses, $sunk: oczekiwane liczby z jednym miejscem po przecinku.
ww-choice-launch = { ww-action-launch } — dokładne szanse: { $percent }% na zdobycie
ww-choice-bomb = { ww-action-bomb } — dokładne szanse: { $percent }% na uszkodzenie
ww-choice-sweep = { ww-action-sweep } — oczekiwane: { $kills } z { $targets } samolotów wroga zestrzelone, { $losses } własnych
ww-choice-naval_attack = { ww-action-naval_attack } — oczekiwane: { $sunk } z { $ships } okrętów zatopione, { $losses } własnej floty stracone
ww-amount-manpower = Siła Robocza (SR)
ww-amount-production = Produkcja (P)
ww-amount-supply = Zaopatrzenie (Z)
# $faction: mocarstwo nieprzyjacielskie.
ww-action-offer_peace = Zaproponuj pokój { $faction-dat }
# $country: państwo neutralne; $manpower, $production, $supply: zapłata za turę; $quantity: ile $good (Produkcji lub Zaopatrzenia) sprzedaje na turę.
ww-action-offer_trade = Zaproponuj { $country-dat } { $manpower } SR, { $production } P, { $supply } Z na turę w zamian za { $quantity } { $good-abbr } na turę
ww-choice-offer_trade = Zaproponuj { $country-dat } umowę: { $good } co turę, po { $price } innych zasobów za jednostkę
ww-amount-quantity = Jednostek na turę
ww-action-end_slot = Zakończ swoje akcje w tej turze
# $supply: Zaopatrzenie, którego nie wydaje się na obronę.
ww-action-keep_supply = Rozkaz stały: zachowaj { $supply } Z poza obroną (WW-G5)
ww-choice-keep_supply = Rozkaz stały: Zaopatrzenie zachowane poza obroną — obrońcy są opłacani, dopóki zapas nie spadnie poniżej tej ilości (WW-G5)
ww-amount-reserve = Zachowane Zaopatrzenie
# $target: ww-intercept-bombers lub ww-intercept-escorts.
ww-action-intercept_first = Rozkaz stały: myśliwce przechwytujące strzelają najpierw do celu: { $target } (WW-G7)
ww-intercept-bombers = bombowce
ww-intercept-escorts = myśliwce eskorty

## Dziennik: zdarzenia
## $faction: mocarstwo (orzeczenie uzgadniane przez $faction-gender);
## $unit: rodzaj jednostki; $region: region lub akwen; $manpower,
## $production, $supply: ilości Siły Roboczej (SR), Produkcji (P)
## i Zaopatrzenia (Z).

ww-event-bought = { $faction } { $faction-gender ->
        [pl] kupują
       *[other] kupuje
    } { $unit-acc } { $region-in } (w tajemnicy)
ww-event-purchase_finished = { $faction } { $faction-gender ->
        [pl] kończą
       *[other] kończy
    } zakupy
# $count: liczba jednostek kupionych przez wszystkie mocarstwa.
ww-event-purchases_revealed = Wszystkie zakupy zostają ujawnione: { $count ->
        [one] na pole bitwy wchodzi { $count } nowa jednostka
        [few] na pole bitwy wchodzą { $count } nowe jednostki
       *[many] na pole bitwy wchodzi { $count } nowych jednostek
    }
# $turn: numer tury; $season: pora roku; $year: „1940” albo zimą „1939/40”.
ww-event-turn_began = { $season } { $year } r.: początek tury { $turn }
ww-event-income = { $faction } { $faction-gender ->
        [pl] pobierają
       *[other] pobiera
    } dochód: { $manpower } SR, { $production } P i { $supply } Z
# $phase: nazwa fazy.
ww-event-phase_began = Faza: { $phase }
ww-event-initiative_chosen = { $faction } { $faction-gender ->
        [f] dokonała
        [n] dokonało
        [pl] dokonali
       *[m] dokonał
    } wyboru inicjatywy
# $count: ile mocarstw wybrało WCZEŚNIEJ (od 0 do 3).
ww-event-initiative_revealed = Wybory inicjatywy ujawnione: WCZEŚNIEJ { $count ->
        [one] wybrało { $count } mocarstwo
        [few] wybrały { $count } mocarstwa
       *[many] wybrało { $count } mocarstw
    }
# $roll: wynik rzutu k100.
ww-event-initiative_rolled = { $faction } { $faction-gender ->
        [pl] wyrzucają
       *[other] wyrzuca
    } { $roll } w rzucie na inicjatywę
# $place: gdzie stoi jednostka; $task: co teraz robi (do dyspozycji, rozkaz ataku…).
ww-event-task_set = { $unit } { $place-in }: { $task }
# $amount: opłacone Zaopatrzenie.
ww-event-supply_paid = Opłacono Zaopatrzenie za { $unit-acc }: { $amount } Z
# $place: gdzie stoi jednostka.
ww-event-unsupplied = { $unit } { $place-in } nie ma Zaopatrzenia i nie rzuca kośćmi
ww-event-held_back = { $unit } { $place-in }: bez opłaty (Zaopatrzenie zachowane poza obroną), bez rzutu kośćmi
# $supply: Zaopatrzenie zachowane poza obroną; $target: do czego najpierw strzelają myśliwce przechwytujące.
ww-event-defence_orders = { $faction }: rozkazy obrony — { $supply } Z zachowane, myśliwce przechwytujące strzelają najpierw do celu: { $target }; najpierw tracone: { $units }; najpierw zatapiane: { $ships }
# $region: region neutralny; $count: ile jego dywizji piechoty walczy.
ww-event-neutral_paid = Neutralny garnizon { $region-gen } zużywa Zaopatrzenie na { $count ->
        [one] { $count } dywizję piechoty
        [few] { $count } dywizje piechoty
       *[many] { $count } dywizji piechoty
    }
# $destination: dokąd dociera jednostka.
ww-event-unit_moved = { $unit } przemieszcza się { $destination-to }
ww-event-unit_lost = { $faction } { $faction-gender ->
        [pl] tracą
       *[other] traci
    } { $unit-acc } { $region-in }
# $count: ile neutralnych dywizji piechoty stracono.
ww-event-garrison_lost = Neutralny garnizon { $region-gen } traci { $count ->
        [one] { $count } dywizję piechoty
        [few] { $count } dywizje piechoty
       *[many] { $count } dywizji piechoty
    }
# $attacker, $defender: nazwy mocarstw.
ww-event-war = { $attacker } { $attacker-gender ->
        [pl] atakują
       *[other] atakuje
    } { $defender-acc }: odtąd są w stanie wojny
# $faction: mocarstwo proponujące pokój; $enemy: mocarstwo, któremu go proponuje.
ww-event-peace_offered = { $faction } { $faction-gender ->
        [pl] proponują
       *[other] proponuje
    } pokój { $enemy-dat }
# $first, $second: nazwy mocarstw.
ww-event-peace_made = { $first } i { $second } zawierają pokój
# $country: nazwa państwa neutralnego (rodzaj: $country-gender).
ww-event-neutral_hostile = { $country } { $country-gender ->
        [m] jest odtąd wrogi
        [n] jest odtąd wrogie
        [pl] są odtąd wrogie
       *[f] jest odtąd wroga
    } wobec { $faction-gen }
# $faction: mocarstwo kupujące; $country: państwo neutralne, które sprzedawało.
ww-event-treaty_ended = Wygasła umowa handlowa między { $faction-ins } a { $country-ins }
# $faction: kupujący; $country: państwo neutralne; $quantity: ile $good (Produkcji lub Zaopatrzenia) sprzedaje na turę; $manpower, $production, $supply: cena za turę.
ww-event-treaty_signed = { $faction } i { $country } podpisują umowę handlową: { $quantity } { $good-abbr } na turę za { $manpower } SR, { $production } P, { $supply } Z
# $region: region, o który toczy się bitwa; $attacker: mocarstwo atakujące; $defender: strona broniąca się (mocarstwo lub państwo neutralne); $attack, $defence: sumy kości obu stron.
ww-event-battle_won = { $attacker } { $attacker-gender ->
        [pl] wygrywają
       *[other] wygrywa
    } bitwę o { $region-acc } z { $defender-ins }, { $attack } do { $defence } (WW-17: region zdobywa strona z wyższą sumą; pokonane dywizje zostają rozwiązane)
# $region: region, o który toczy się bitwa; $attacker: mocarstwo atakujące; $defender: strona broniąca się (mocarstwo lub państwo neutralne); $attack, $defence: sumy kości obu stron.
ww-event-battle_lost = { $defender } { $defender-gender ->
        [pl] utrzymują
       *[other] utrzymuje
    } { $region-acc } mimo ataku { $attacker-gen }, { $defence } do { $attack } (WW-17, WW-AMB-3: obrońca utrzymuje region, chyba że atakujący wyrzuci więcej; pokonane dywizje zostają rozwiązane)
# $faction: mocarstwo, które zdobywa region; $former_owner: dotychczasowy właściciel (mocarstwo lub państwo neutralne).
ww-event-captured = { $faction } { $faction-gender ->
        [pl] odbierają
       *[other] odbiera
    } { $region-acc } { $former_owner-dat }
ww-event-damaged = Obiekt przemysłowy { $region-in } zostaje uszkodzony
# $good: Produkcja lub Zaopatrzenie.
ww-event-imported = { $faction } { $faction-gender ->
        [pl] sprowadzają
       *[other] sprowadza
    } flotą handlową 1 { $good-abbr }
# $quantity: ile $good (Produkcji lub Zaopatrzenia); $country: państwo neutralne, które sprzedało towar.
ww-event-trade_delivered = { $faction } { $faction-gender ->
        [pl] otrzymują
       *[other] otrzymuje
    } flotą handlową { $quantity } { $good-abbr } od { $country-gen }
# $destination: region, do którego wysłano zasoby.
ww-event-sent = { $faction } { $faction-gender ->
        [pl] wysyłają
       *[other] wysyła
    } { $manpower } SR, { $production } P i { $supply } Z { $destination-to }
ww-event-received = { $faction } { $faction-gender ->
        [pl] otrzymują
       *[other] otrzymuje
    } { $manpower } SR, { $production } P i { $supply } Z
# $region: region neutralny, który otrzymuje pomoc.
ww-event-aid = Pomoc dla { $region-gen }: { $manpower } SR, { $production } P i { $supply } Z
ww-event-neutral_raised = Państwo neutralne wystawia nową dywizję piechoty { $region-in }
ww-event-eliminated = { $faction } { $faction-gender ->
        [pl] odpadają
       *[other] odpada
    } z gry

## Dziennik: rzuty kośćmi w walce
## $faction: strona strzelająca (mocarstwo lub państwo neutralne); $region:
## gdzie strzela; $dice: wyrzucone oczka, np. „4, 6, 2”; $hits: liczba trafień.

ww-fire-interception = Myśliwce { $faction-gen } przechwytują bombowce nad { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } trafienie
        [few] { $hits } trafienia
       *[many] { $hits } trafień
    }
ww-fire-escort = Myśliwce eskorty { $faction-gen } prowadzą ogień nad { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } trafienie
        [few] { $hits } trafienia
       *[many] { $hits } trafień
    }
ww-fire-strike = Bombowce { $faction-gen } uderzają na { $region-acc }: { $dice } — { $hits ->
        [one] { $hits } trafienie
        [few] { $hits } trafienia
       *[many] { $hits } trafień
    }
ww-fire-sweep = Myśliwce { $faction-gen } walczą nad { $region-ins }: { $dice } — { $hits ->
        [one] { $hits } trafienie
        [few] { $hits } trafienia
       *[many] { $hits } trafień
    }
ww-fire-naval = { $faction } { $faction-gender ->
        [pl] atakują
       *[other] atakuje
    } okręty { $region-in }: { $dice } — { $hits ->
        [one] { $hits } trafienie
        [few] { $hits } trafienia
       *[many] { $hits } trafień
    }
ww-fire-passing = { $faction } { $faction-gender ->
        [pl] ostrzeliwują
       *[other] ostrzeliwuje
    } przepływające okręty { $region-in }: { $dice } — { $hits ->
        [one] { $hits } trafienie
        [few] { $hits } trafienia
       *[many] { $hits } trafień
    }
ww-fire-zone_battle = Flota wojenna { $faction-gen } walczy { $region-in }: { $dice } — { $hits ->
        [one] { $hits } trafienie
        [few] { $hits } trafienia
       *[many] { $hits } trafień
    }
ww-fire-bombing = { $faction } { $faction-gender ->
        [pl] bombardują
       *[other] bombarduje
    } { $region-acc }: { $dice } — { $hits ->
        [one] { $hits } trafienie
        [few] { $hits } trafienia
       *[many] { $hits } trafień
    }

## Koniec gry
## $winners: zwycięzcy (jedna z nazw ww-winners-* poniżej; .gender: f, m,
## pl albo none, gdy nie wygrywa nikt); $axis_points, $ussr_points,
## $allies_points: punkty zwycięstwa każdego mocarstwa.

ww-outcome-sudden_death = { $winners } { $winners-gender ->
        [pl] zajmują wszystkie trzy stolice i od razu wygrywają
        [none] nie wygrywa przez zajęcie stolic
       *[other] zajmuje wszystkie trzy stolice i od razu wygrywa
    } (punkty: Oś { $axis_points }, ZSRR { $ussr_points }, Alianci { $allies_points })
ww-outcome-points = { $winners } { $winners-gender ->
        [pl] wygrywają
        [none] nie wygrywa
       *[other] wygrywa
    } na punkty zwycięstwa: Oś { $axis_points }, ZSRR { $ussr_points }, Alianci { $allies_points }
ww-outcome-last_standing = { $winners } { $winners-gender ->
        [pl] pozostają jedynymi mocarstwami na placu boju
        [none] nie pozostaje na placu boju
       *[other] pozostaje jedynym mocarstwem na placu boju
    } (punkty: Oś { $axis_points }, ZSRR { $ussr_points }, Alianci { $allies_points })
ww-winners-axis = Oś
    .gender = f
ww-winners-ussr = ZSRR
    .gender = m
ww-winners-allies = Alianci
    .gender = pl
ww-winners-axis_ussr = Oś i ZSRR
    .gender = pl
ww-winners-axis_allies = Oś i Alianci
    .gender = pl
ww-winners-ussr_allies = ZSRR i Alianci
    .gender = pl
ww-winners-axis_ussr_allies = Wszystkie trzy mocarstwa
    .gender = pl
ww-winners-none = Nikt
    .gender = none

## Odmowy: dlaczego akcja jest niedozwolona

# $waiting: the power the game waits for.
# $able: which units can, one of ww-refusal-able-*.
ww-refusal-able-merchant = tylko floty handlowe przewożą zasoby i płyną po import
ww-refusal-able-cover = tylko pułki myśliwskie dają osłonę
ww-refusal-able-defend = tylko piechota, czołgi i bombowce stają do obrony
ww-refusal-able-attack = piechota i czołgi atakują ląd, myśliwce regiony lądowe, bombowce ląd lub morze, marynarka akweny i desanty; floty handlowe nigdy nie atakują
ww-refusal-wrong_phase = To robi się w fazie „{ $phase }”.
ww-refusal-over_budget = Ten zakup kosztuje { $cost_mp } SR i { $cost_p } P, a zostało ci { $left_mp } SR i { $left_p } P.
ww-refusal-no_units = Kup co najmniej jedną jednostkę.
ww-refusal-bad_placement = Nowe jednostki wystawiasz we własnych regionach, a okręty na akwenach przy własnym wybrzeżu (nie tam, gdzie stoi wroga flota wojenna).
ww-refusal-already_done = Ta faza jest już dla ciebie zakończona.
ww-refusal-not_your_unit = To nie jest twoja jednostka.
ww-refusal-unit_busy = Ta jednostka już działała w tej turze albo ma przydzielone zadanie: każda jednostka wykonuje w turze jedno zadanie.
ww-refusal-out_of_range = Cel jest poza zasięgiem: ta jednostka sięga najwyżej na { $reach ->
        [one] { $reach } krok
        [few] { $reach } kroki
       *[many] { $reach } kroków
    } (sąsiedni region lub akwen to 1 krok).
ww-refusal-wrong_unit = Ten rodzaj jednostki nie może tego zrobić: { $able }.
ww-refusal-bad_target = To nie jest dozwolony cel: atakuje się regiony i akweny wroga, broni się własnych regionów i tylko do nich się przebazowuje, a transport musi wieźć co najmniej 1 jednostkę zasobów.
ww-refusal-nothing_ordered = Przeciw temu celowi nie skierowano żadnych odpowiednich jednostek: najpierw skieruj je przeciw niemu, potem wydaj rozkaz.
ww-refusal-need_escort = Desant wymaga jednej floty wojennej na każdą dywizję; wszystkie muszą płynąć razem z akwenu przylegającego do regionu dywizji.
ww-refusal-tanks_under_fire = Pod ogniem nieprzyjaciela może lądować tylko piechota; dywizje pancerne mogą lądować wyłącznie we własnych regionach.
ww-refusal-no_supply = Za mało Zaopatrzenia.
ww-refusal-no_facility = Nie ma tam fabryki ani szybu naftowego.
ww-refusal-no_ships = Nie ma tam okrętów nieprzyjaciela.
ww-refusal-no_route = Nie ma drogi, którą można tam dotrzeć.
ww-refusal-cargo_too_large = Flota handlowa przewozi najwyżej 3 jednostki zasobów.
ww-refusal-not_enough = Nie masz tyle w zapasach: potrzeba { $need_mp } SR, { $need_p } P i { $need_s } Z, a masz { $have_mp } SR, { $have_p } P i { $have_s } Z.
ww-refusal-not_edge = Rejs importowy musi dotrzeć do skraju mapy na Północnym lub Południowym Atlantyku.
ww-refusal-bad_peace = Nie jesteś z nimi w stanie wojny albo pokój został im już zaproponowany.
ww-refusal-bad_recipient = Ten odbiorca nie może otrzymywać od ciebie zasobów.
ww-refusal-seats = Wojna światowa 1939 wymaga dokładnie trzech miejsc przy stole: Oś, ZSRR i Alianci, w tej kolejności.
ww-refusal-trade_refused = Państwo neutralne odrzuca ofertę: nie ma już nic na sprzedaż albo zapłata jest niższa niż jego cena, czyli 2 jednostki innych zasobów za każdą jednostkę towaru.
ww-refusal-no_treaty = W tej turze żadna umowa z tym państwem neutralnym nie czeka na dostawę drogą morską: umowy nie ma, jej towary przychodzą drogą lądową albo w tej turze już dotarły.
ww-refusal-not_their_coast = Flota handlowa musi popłynąć na akwen przy wybrzeżu państwa neutralnego, które sprzedaje towary.
# $scenario: identyfikator scenariusza, o który poproszono.
ww-refusal-unknown_scenario = Nieznany scenariusz: { $scenario }.

## Krótkie etykiety na żetonach mapy (trzy litery)
ww-short-infantry = PIE
ww-short-tank = PAN
ww-short-bomber = BOM
ww-short-fighter = MYŚ
ww-short-navy = MAR
ww-short-merchant = HAN

## Diplomacy step, trade terms, loss and sinking orders (WW-G3, WW-G6, WW-G8, WW-G11, WW-G12)
ww-scenario-europe-1939-at-war = Europa, jesień 1939: Oś i Alianci w stanie wojny od 1. tury (wariant historyczny)
ww-action-offer_trade_terms = Zaproponuj { $country-dat } { $manpower } SR, { $production } P, { $supply } Z na turę w zamian za { $quantity } { $good-abbr } na turę, przez { $turns } { $turns ->
        [one] turę
        [few] tury
       *[other] tur
    }; zobowiązanie: { $pledge }
ww-action-declare_war = Wypowiedz wojnę: { $faction } (WW-G12)
ww-action-losses_first = Rozkaz stały: gdy wybierasz straty, najpierw tracisz: { $units } (WW-G6, WW-G8)
ww-action-sink_first = Rozkaz stały: twoja flota i bombowce zatapiają najpierw: { $ships } (WW-G8)
ww-losses-infantry = piechota
ww-losses-tanks = czołgi
ww-sink-by_arm = to, w co każda broń trafia najlepiej (flota: okręty wojenne, bombowce: floty handlowe)
ww-sink-warships = okręty wojenne
ww-sink-merchants = floty handlowe
ww-pledge-none = brak
ww-pledge-protection = gwarancja ochrony
ww-pledge-territory = obietnica terytorium
ww-amount-turns = Na ile tur
ww-amount-pledge = Zobowiązanie (tylko słowa: automatyczny neutralny nie bierze go pod uwagę, WW-G11)
ww-event-treaty_signed_terms = { $faction } i { $country } podpisują umowę handlową: { $quantity } { $good-abbr } na turę za { $manpower } SR, { $production } P, { $supply } Z, na { $turns } { $turns ->
        [one] turę
        [few] tury
       *[other] tur
    }; zobowiązanie: { $pledge }
ww-event-treaty_expired = Umowa między { $faction-ins } a { $country-ins } dobiegła końca (WW-G11)
ww-event-war_declared = { $attacker } { $attacker-gender ->
        [pl] wypowiadają
       *[other] wypowiada
    } wojnę: { $defender } (WW-G12)
ww-panel-losses = Najpierw tracone, gdy wybierasz straty (WW-G6, WW-G8)
ww-panel-sink = Najpierw zatapiane przez twoją flotę i bombowce (WW-G8)
ww-panel-treaty = Umowa (WW-G11)
ww-panel-treaty_terms = { $quantity } { $good-abbr } na turę: { $country }, za { $manpower } SR, { $production } P, { $supply } Z; do: { $season } { $year } (jeszcze { $left }); zobowiązanie: { $pledge }
ww-refusal-bad_terms = Umowa trwa od jednej tury do końca gry, a zobowiązanie to brak, ochrona albo terytorium (WW-G11).
ww-refusal-bad_war = Wojnę można wypowiedzieć tylko innemu mocarstwu, które jest jeszcze w grze i z którym panuje pokój (WW-G12).

## Przewodnik: co mocarstwo przy ekranie może teraz zrobić i dlaczego (zgłoszenie 19)

# Tajne zakupy tury zerowej. $mp, $p: Siła Robocza (SR) i Produkcja (P), które zostały do wydania.
ww-guide-purchase_zero = Tura zerowa: w tajemnicy kup swoją początkową armię; do wydania masz { $mp } SR i { $p } P. Jednostki lądowe i lotnicze wystawiasz we własnych regionach, okręty na akwenach przy własnych wybrzeżach; nikt nie zobaczy twoich zakupów, dopóki wszystkie mocarstwa ich nie zakończą. Gdy skończysz, naciśnij „{ ww-action-finish_purchase }”.
# Tajne zakupy w turze. $mp, $p: Siła Robocza (SR) i Produkcja (P), które zostały do wydania.
ww-guide-purchase = Tajne zakupy: wydaj zaoszczędzone zasoby (do wydania masz { $mp } SR i { $p } P) na nowe jednostki we własnych regionach, a okręty na akwenach przy własnych wybrzeżach. Pozostałe mocarstwa nie zobaczą twoich zakupów, dopóki wszyscy ich nie zakończą. Gdy skończysz, naciśnij „{ ww-action-finish_purchase }”.
ww-guide-initiative = W tajemnicy wybierz { ww-timing-sooner } albo { ww-timing-later }: każde mocarstwo, które wybrało { ww-timing-sooner }, działa przed każdym, które wybrało { ww-timing-later }, a o kolejności tych, które wybrały to samo, decyduje rzut k100. Wcześniej możesz zaproponować pokój, zaoferować państwu neutralnemu umowę handlową, wypowiedzieć wojnę i wydać stałe rozkazy dla swojej obrony; twój wybór kończy dla ciebie tę fazę.
# Kolej mocarstwa w fazie akcji. $supply: Zaopatrzenie (Z) w jego zapasach.
ww-guide-action = Twoje akcje: skieruj jednostki do ataku na cel, a potem rozpocznij atak, bombardowanie, wymiatanie albo atak na okręty; możesz też przerzucać jednostki, wysyłać floty handlowe i przesyłać zasoby. Każda jednostka wykonuje w turze jedno zadanie, a jednostki, które walczą, zużywają Zaopatrzenie (masz { $supply } Z). Gdy skończysz, naciśnij „{ ww-action-end_slot }”.

## Issue 36: what a region offers a newcomer that is not possible now, and why.
ww-panel-not_now = Teraz niemożliwe
ww-not_now-buy = Zakup jednostek tutaj
ww-not_now-units = Atak lub przerzut tymi jednostkami
ww-not_now-attack = Atak
ww-value-refused = { $reason } ({ $rule })

## Zasady, które muszą obowiązywać po każdej akcji (złamana to błąd gry, nigdy gracza)
ww-invariant-unit_twice = WW-12: dwie jednostki mają ten sam numer { $unit }
ww-invariant-unit_number = WW-12: numer jednostki nie jest mniejszy od następnego do nadania, { $next }
ww-invariant-base = WW-2: frakcja { $faction } ma jednostkę { $unit } z bazą w regionie { $region }, który nie jest jej własną bazą
ww-invariant-owned_garrison = WW-6: region { $region } ma za właściciela frakcję, a wciąż neutralny garnizon
ww-invariant-garrison_paid = WW-8: region { $region } opłacił więcej swojego garnizonu, niż ma
ww-invariant-damaged = WW-30: region { $region } jest uszkodzony, choć nie ma fabryki ani szybu naftowego
ww-invariant-wars = WW-G12: lista wojen wymienia parę dwa razy albo frakcję w wojnie z samą sobą
ww-invariant-pending = WW-G13: frakcja { $faction } ma oczekujące zakupy poza fazą zakupów
ww-invariant-overspent = WW-1: oczekujące zakupy frakcji { $faction } kosztują więcej, niż ma w zapasie
ww-invariant-eliminated = WW-G15: frakcja { $faction } jest wyeliminowana, a trzyma regiony lub jednostki
ww-invariant-ordered = WW-12: jednostka { $unit } frakcji { $faction } w regionie { $region } ma rozkaz ataku poza turą swojej frakcji
ww-invariant-over = WW-G14: gra skończyła się bez wyniku albo ma wynik i trwa dalej
ww-invariant-nobody = WW-G3: gra się nie skończyła, a żadna frakcja nie ma ruchu
