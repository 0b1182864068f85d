# Gra przez e-mail: sprawdzenia pliku tury, wiersze raportu, powody
# odrzucenia pliku i powody, dla których nie udało się zapisać pliku.
# Szczegóły techniczne w nawiasach ($detail) pozostają w brzmieniu dekodera.

## Rodzaje wpisów (nazwy).
pbem-kind-create = utworzenie gry
pbem-kind-start = rozpoczęcie gry
pbem-kind-turn = tura

## Werdykt raportu (wiersz poleceń).
pbem-report-valid = POPRAWNY
pbem-report-invalid = NIEPOPRAWNY

## Co wykazało każde zaliczone sprawdzenie.
pbem-ok-format = plik gry przez e-mail, gra { $game }, { $count ->
    [one] { $count } wpis
    [few] { $count } wpisy
   *[many] { $count } wpisów
}
pbem-ok-chain = każdy wpis jest powiązany z poprzednim; ostatni wpis: nr { $seq } ({ $hash })
pbem-ok-sequence = wpisy ponumerowane od 0 do { $last }; utworzenie gry, rozpoczęcie i tury we właściwej kolejności
pbem-ok-players = gracze, którzy dołączyli ({ $joined } z { $count }): { $names }
pbem-ok-dice = { $reveals ->
    [one] { $reveals } ujawnienie kości zgadza się z deklaracją
    [few] { $reveals } ujawnienia kości zgadzają się z deklaracjami
   *[many] { $reveals } ujawnień kości zgadza się z deklaracjami
}; wyznaczone odcinki rzutów: { $segments }
pbem-ok-dice_awaiting = { $dice }; akcje gracza { $player } czekające na następny plik, którego ogniwo rzuci ich kośćmi: { $waiting }
pbem-ok-orders = deklaracje rozkazów: { $count }, ujawnione: { $revealed }; każda się zgadza
pbem-ok-secrets = zapieczętowane tajemnice: { $count }; odczytać je mogą tylko ich właściciele
pbem-ok-content = czytelny zapis gry jest dokładnie tym, co mówią podpisane wpisy
pbem-ok-signatures = { $count ->
    [one] { $count } wpis podpisany kluczem swojego gracza
    [few] wszystkie { $count } wpisy podpisane kluczami swoich graczy
   *[many] wszystkie wpisy ({ $count }) podpisane kluczami swoich graczy
}
pbem-ok-computer = { $count ->
    [one] odtworzono { $count } akcję miejsca komputera: to własny wybór gracza komputerowego
    [few] odtworzono { $count } akcje miejsc komputera: każda to własny wybór gracza komputerowego
   *[many] odtworzono { $count } akcji miejsc komputera: każda to własny wybór gracza komputerowego
}
pbem-ok-computer_pending = { $count ->
    [one] odtworzono { $count } akcję miejsca komputera: to własny wybór gracza komputerowego
    [few] odtworzono { $count } akcje miejsc komputera: każda to własny wybór gracza komputerowego
   *[many] odtworzono { $count } akcji miejsc komputera: każda to własny wybór gracza komputerowego
}; { $pending ->
    [one] { $pending } zapieczętowana deklaracja rozkazów miejsca komputera zostanie sprawdzona po ujawnieniu
    [few] { $pending } zapieczętowane deklaracje rozkazów miejsc komputera zostaną sprawdzone po ujawnieniu
   *[many] { $pending } zapieczętowanych deklaracji rozkazów miejsc komputera zostanie sprawdzonych po ujawnieniu
}
pbem-ok-computer_none = komputer nie rozgrywa żadnego miejsca
pbem-ok-computer_unplayed = gra jeszcze się nie rozpoczęła: żadne miejsce komputera nie wykonało jeszcze akcji

## Sprawdzenia pominięte.
pbem-skipped-earlier_failed = nie sprawdzano (wcześniejsze sprawdzenie nie powiodło się)
pbem-skipped-no_replay = odtworzenie gry nie jest tu dostępne

## Jak plik ma się do tego, co to urządzenie już przyjęło.
pbem-history-new = pierwszy plik tej gry na tym urządzeniu
pbem-history-same = ten sam plik, który został już otwarty (nr { $seq })
pbem-history-newer = nowszy: kontynuuje wpis nr { $known } aż do nr { $file }
pbem-history-older = STARY PLIK: kończy się na wpisie nr { $file }, a masz już nr { $known }; nowszy jest plik, który już masz (czy ktoś ponownie wysłał starą turę?)
pbem-history-fork = ROZWIDLENIE: wpis nr { $at } różni się od tego, który już masz; istnieją dwie różne wersje dalszej gry po wpisie nr { $before } (twoja sięga nr { $known }, ten plik nr { $file })
pbem-history-other_game = inna gra

## Odtworzenie pliku według zasad.
pbem-replay-not_started = gra jeszcze się nie rozpoczęła: nie ma czego odtwarzać
pbem-replay-other_system = plik dotyczy innego systemu gry („{ $system }”)
pbem-replay-unknown_system = nieznany system gry „{ $system }”
pbem-replay-checked = { $count ->
    [one] odtworzono { $count } akcję, każdy punkt kontrolny się zgadza
    [few] odtworzono { $count } akcje, każdy punkt kontrolny się zgadza
   *[many] odtworzono { $count } akcji, każdy punkt kontrolny się zgadza
}
pbem-replay-summary = { $count ->
    [one] odtworzono { $count } akcję
    [few] odtworzono { $count } akcje
   *[many] odtworzono { $count } akcji
} do tury { $turn }, skrót stanu gry { $hash }

## Dlaczego plik odrzucono: plik jako całość.
pbem-fail-too_large = plik jest za duży
pbem-fail-incomplete = plik jest niekompletny (czy został ucięty podczas kopiowania?)
pbem-fail-not_json = plik jest uszkodzony: to nie jest czytelny JSON ({ $detail })
pbem-fail-not_sandtable = to nie jest plik Sandtable
pbem-fail-too_new = plik pochodzi z nowszej wersji Sandtable (format { $format })
pbem-fail-ordinary_save = to zwykły zapis gry, a nie plik gry przez e-mail (nic w nim nie jest podpisane)
pbem-fail-data_damaged = dane gry przez e-mail są uszkodzone ({ $detail })
pbem-fail-data_version = danych gry przez e-mail w wersji { $version } nie można tu odczytać
pbem-fail-no_entries = plik nie zawiera żadnych wpisów
pbem-fail-too_many_entries = plik ma { $count ->
    [one] { $count } wpis
    [few] { $count } wpisy
   *[many] { $count } wpisów
}; dopuszczalne jest najwyżej { $max }
pbem-fail-entry_oversized = wpis nr { $seq } jest większy, niż wpis może być ({ $what }: { $count }, najwyżej { $max })
pbem-fail-content_differs = plik różni się od swojej podpisanej treści
pbem-fail-content_bytes = bajty pliku różnią się od podpisanej treści (zmienione formatowanie lub kodowanie)
pbem-fail-content_fields = zmieniono po podpisaniu: { $fields } (nie zgadza się z podpisanymi wpisami)

## Wpisy i ich łańcuch.
pbem-fail-entry_damaged = wpis nr { $seq } jest uszkodzony ({ $detail })
pbem-fail-entry_version = wpis nr { $seq } ma wersję PBEM { $version }
pbem-fail-version_back = wpis nr { $seq } ma wersję PBEM { $version }, starszą niż wcześniejszy wpis (wersja { $newest }); plik nigdy nie wraca do starszej wersji
pbem-fail-entry_other_game = wpis nr { $seq } należy do innej gry ({ $game })
pbem-fail-entry_number = wpis nr { $seq } podaje, że ma nr { $claimed }
pbem-fail-entry_kind = wpis nr { $seq } jest typu „{ $kind }”, a w tym miejscu powinien być wpis typu „{ $expected }”
pbem-fail-entry_unsigned = wpis nr { $seq } nie jest podpisany ({ $detail })
pbem-fail-chain_broken = wpis nr { $seq } nie jest kontynuacją wpisu nr { $previous } (jakiś wpis zmieniono, usunięto lub wstawiono)
pbem-fail-second_creation = wpis nr { $seq } ponownie tworzy grę
pbem-fail-second_start = wpis nr { $seq } ponownie rozpoczyna grę
pbem-fail-turn_before_start = wpis nr { $seq } jest turą sprzed rozpoczęcia gry
pbem-fail-turn_joins = wpis nr { $seq } zawiera dołączenia graczy
pbem-fail-second_setup = wpis nr { $seq } zawiera drugie ustawienia gry
pbem-fail-two_in_a_row = wpis nr { $seq }: dwa pliki z rzędu od tego samego gracza ({ $player }); między nimi plik musi dodać inny gracz
pbem-fail-log_gap = wpis nr { $seq } kontynuuje dziennik od pozycji { $start }, ale długość dziennika wynosi { $length }

## Podpisy i karty graczy.
pbem-fail-entry_signature_unreadable = wpis nr { $seq } podaje jako nadawcę: { $player }; podpis jest nieczytelny ({ $detail })
pbem-fail-entry_signature_mismatch = wpis nr { $seq } podaje jako nadawcę: { $player }; podpis nie pasuje do klucza tego gracza ({ $fingerprint })
pbem-fail-invitation_signature_unreadable = zaproszenie: podpis jest nieczytelny ({ $detail })
pbem-fail-invitation_signature_mismatch = zaproszenie: podpis nie pasuje do klucza, którego używa { $player } ({ $fingerprint })
pbem-fail-join_signature_unreadable = dołączenie ({ $player }): podpis jest nieczytelny ({ $detail })
pbem-fail-join_signature_mismatch = dołączenie ({ $player }): podpis nie pasuje do klucza tego gracza ({ $fingerprint })
pbem-fail-card_bad_key = karta gracza ({ $player }) zawiera nieprawidłowy klucz
pbem-fail-card_bad_fingerprint = karta gracza ({ $player }) ma odcisk, który nie pasuje do jej kluczy
pbem-fail-entry_from_unjoined = wpis nr { $seq } pochodzi od gracza nr { $player }, który nie dołączył do gry
pbem-fail-reveal_wrong_signer = wpis nr { $seq }: ujawnienie rozkazów miejsca nr { $seat } ({ $seat_name }) nie jest podpisane przez gracza, do którego należy to miejsce (podpis: { $signer }; miejsce należy do: { $holder })
pbem-fail-action_wrong_signer = wpis nr { $seq }: akcja miejsca nr { $seat } ({ $seat_name }) nie jest podpisana przez gracza, do którego należy to miejsce (podpis: { $signer }; miejsce należy do: { $holder })
pbem-fail-commitment_wrong_signer = wpis nr { $seq }: deklaracja rozkazów miejsca nr { $seat } ({ $seat_name }) nie jest podpisana przez gracza, do którego należy to miejsce (podpis: { $signer }; miejsce należy do: { $holder })
pbem-fail-reveal_no_seat = wpis nr { $seq }: ujawnienie rozkazów miejsca, które nie istnieje
pbem-fail-action_no_seat = wpis nr { $seq }: akcja miejsca, które nie istnieje
pbem-fail-commitment_no_seat = wpis nr { $seq }: deklaracja rozkazów miejsca, które nie istnieje

## Gracze, ustawienia gry, zaproszenia i dołączenia.
pbem-fail-first_not_creation = pierwszy wpis nie tworzy gry
pbem-fail-no_setup = wpis utworzenia gry nie zawiera ustawień gry
pbem-fail-seats_holders = miejsca przy stole w ustawieniach gry nie zgadzają się z przypisanymi im graczami
pbem-fail-player_without_seat = jeden z graczy w ustawieniach gry nie ma żadnego miejsca przy stole
pbem-fail-creation_turn_data = wpis utworzenia gry zawiera dane tury
pbem-fail-entry_from_stranger = wpis nr { $seq } pochodzi od gracza nr { $player }, którego nie ma w tej grze
pbem-fail-joined_twice = gracz nr { $player } dołączył dwa razy
pbem-fail-keys_in_use = { $player }: dołączenie z kluczami, których używa już inny gracz
pbem-fail-started_early = gra rozpoczęła się, zanim dołączył gracz nr { $player }
pbem-fail-invitation_damaged = zaproszenie jest uszkodzone ({ $detail })
pbem-fail-invitation_other_game = zaproszenie dotyczy innej gry
pbem-fail-invitation_started = zaproszenie w grze, która już się rozpoczęła
pbem-fail-join_damaged = dołączenie jest uszkodzone ({ $detail })
pbem-fail-join_version = dołączenia w wersji PBEM { $version } nie można tu odczytać
pbem-fail-join_other_game = dołączenie ({ $player }) dotyczy innej gry
pbem-fail-join_no_player = dołączenie ({ $player }) wskazuje gracza, który nie istnieje

## Kości.
pbem-fail-creator_dice_damaged = deklaracja kości twórcy gry jest uszkodzona ({ $detail })
pbem-fail-dice_commitment_damaged = deklaracja kości jest uszkodzona ({ $detail })
pbem-fail-dice_no_links = deklaracja kości nie ma żadnych ogniw
pbem-fail-no_dice = wpis nr { $seq } ({ $player }) nie zawiera ujawnienia kości
pbem-fail-dice_reveal_damaged = ujawnienie kości jest uszkodzone ({ $detail })
pbem-fail-dice_used_up = { $player }: łańcuch kości się wyczerpał
pbem-fail-dice_mismatch = wpis nr { $seq }: ujawnienie kości ({ $player }) nie zgadza się z deklaracją (ponowny rzut kośćmi?)

## Tajne rozkazy (deklaracja, potem ujawnienie) i zapieczętowane tajemnice.
pbem-fail-start_reveals = wpis rozpoczęcia gry ujawnia rozkazy
pbem-fail-reveal_no_round = wpis nr { $seq }: ujawnienie rozkazów w rundzie bez żadnych deklaracji
pbem-fail-reveal_early = wpis nr { $seq }: miejsce nr { $seat } ujawniło rozkazy, zanim miejsce nr { $missing } je zadeklarowało (runda { $round })
pbem-fail-reveal_no_commitment = wpis nr { $seq }: ujawnienie rozkazów bez deklaracji
pbem-fail-revealed_twice = wpis nr { $seq }: rozkazy ujawniono dwa razy
pbem-fail-reveal_mismatch = wpis nr { $seq }: ujawnione rozkazy miejsca nr { $seat } nie zgadzają się z jego deklaracją (runda { $round })
pbem-fail-reveal_not_actions = wpis nr { $seq }: ujawnione rozkazy nie są listą akcji ({ $detail })
pbem-fail-reveal_other_seat = wpis nr { $seq }: ujawnione rozkazy dotyczą innego miejsca
pbem-fail-commitment_bad_seats = wpis nr { $seq }: deklaracja wymienia nieprawidłowe miejsca
pbem-fail-commitment_other_seats = wpis nr { $seq }: deklaracje tej samej rundy wymieniają różne miejsca
pbem-fail-commitment_late = wpis nr { $seq }: deklaracja złożona po rozpoczęciu ujawniania
pbem-fail-committed_twice = wpis nr { $seq }: miejsce nr { $seat } złożyło deklarację dwa razy
pbem-fail-commitment_open = wpis nr { $seq }: strona { $seat_name } zadeklarowała nowe rozkazy, choć jej rozkazy z rundy { $round } są wciąż zapieczętowane
pbem-fail-commitment_round = wpis nr { $seq }: nowa runda rozkazów musi mieć numer { $expected } (bieżąca pozycja dziennika), a nie { $round }
pbem-fail-action_while_committed = wpis nr { $seq }: strona { $seat_name } wykonała jawną akcję, choć jej rozkazy z rundy { $round } są wciąż zapieczętowane
pbem-fail-reveal_overdue = wpis nr { $seq }: strona { $seat_name } miała ujawnić rozkazy zapieczętowane we wpisie nr { $committed } (runda { $round }, wszystkie strony już je zadeklarowały), a tego nie zrobiła
pbem-fail-round_seats = runda { $round } zapieczętowanych rozkazów wymienia: { $listed }, a według zasad w chwili jej rozpoczęcia działać mogły: { $rules }
pbem-fail-rekey_in_start = wpis nr { $seq }: klucz można wymienić tylko w pliku tury
pbem-fail-rekey_damaged = wpis nr { $seq }: wymiana klucza jest uszkodzona ({ $detail })
pbem-fail-rekey_other_game = wpis nr { $seq }: wymianę klucza przygotowano dla innej gry
pbem-fail-rekey_early = wpis nr { $seq }: wymiana klucza podaje, że powstała po wpisie nr { $after }, który jest późniejszy
pbem-fail-rekey_no_player = wpis nr { $seq }: wymiana klucza dotyczy gracza nr { $player }, którego nie ma w tej grze
pbem-fail-rekey_keys_in_use = wpis nr { $seq }: nowy klucz gracza { $player } jest już kluczem w tej grze
pbem-fail-rekey_signature = wpis nr { $seq }: wymiana klucza gracza { $player } nie jest podpisana nowym kluczem, który wskazuje
pbem-fail-rekey_dice = wpis nr { $seq }: deklaracja kości nowego klucza gracza { $player } jest uszkodzona
pbem-fail-rekey_reveals_begun = wpis nr { $seq }: klucza gracza { $player } nie można wymienić, gdy trwa ujawnianie rundy zapieczętowanych rozkazów
pbem-fail-rekey_cosigner = wpis nr { $seq }: wymiana klucza zawiera zgodę gracza nr { $player }, który nie może jej dać (spoza gry, sam wymieniany albo drugi raz)
pbem-fail-rekey_cosign_mismatch = wpis nr { $seq }: zgoda gracza { $player } na wymianę klucza nie jest podpisana jego kluczem
pbem-fail-rekey_unsigned = wpis nr { $seq }: wymianie klucza brakuje zgody: { $players }
pbem-fail-turn_unfinished = plik nr { $seq } od: { $player } kończy się, choć jeszcze nie skończyły działać: { $seats }
pbem-fail-commitment_damaged = deklaracja rozkazów jest uszkodzona ({ $detail })
pbem-fail-sealed_orders_damaged = wpis nr { $seq }: zapieczętowane rozkazy są uszkodzone ({ $detail })
pbem-fail-secret_no_seat = wpis nr { $seq }: tajemnica dla miejsca, które nie istnieje
pbem-fail-secret_damaged = wpis nr { $seq }: zapieczętowana tajemnica jest uszkodzona ({ $detail })
pbem-fail-sealed_size = wpis nr { $seq }: zapieczętowane dane miejsca nr { $seat } mają { $size ->
    [one] { $size } bajt
    [few] { $size } bajty
   *[many] { $size } bajtów
}; zapieczętowane dane dopełnia się do { $smallest ->
    [one] { $smallest } bajtu
    [few] { $smallest } bajtów
   *[many] { $smallest } bajtów
} (dłuższe do dwu-, czterokrotności tej wielkości itd.), żeby ich rozmiar nic nie zdradzał o zawartości
pbem-seal-damaged = zapieczętowana tajemnica jest uszkodzona ({ $detail })
pbem-seal-not_opened = zapieczętowanej tajemnicy nie da się otworzyć tym kluczem (nie jest twoja albo została zmieniona)

## Miejsca komputera: każda ich akcja to własny wybór gracza komputerowego.
pbem-fail-computer_mismatch = akcja nr { $number } w pliku nie jest wyborem komputera: miejsce { $seat_name } (nr { $seat }) rozgrywa komputer na ekranie gracza { $player }, a plik przypisuje mu „{ $logged }”, podczas gdy gracz komputerowy wybiera „{ $computer }”
pbem-fail-computer_nothing = akcja nr { $number } w pliku nie jest wyborem komputera: miejsce { $seat_name } (nr { $seat }) rozgrywa komputer na ekranie gracza { $player }, a plik przypisuje mu „{ $logged }”, podczas gdy gracz komputerowy nie wykonuje tu żadnej akcji
pbem-fail-computer_undecidable = akcji nr { $number } w pliku ({ $seat_name }, miejsce nr { $seat }, zapieczętował ją gracz { $player }) nie da się wykonać tam, gdzie ją zapieczętowano ({ $rule }), więc rozkazów komputera zapieczętowanych razem z nią nie można sprawdzić

## Dlaczego nie udało się zapisać pliku (tury, zaproszenia, dołączenia).
pbem-build-not_a_player = te klucze nie należą do żadnego gracza tej gry
pbem-build-not_rekey_file = to nie jest prośba Sandtable o wymianę klucza
pbem-build-key_sealed_lost = klucz tej przeglądarki jest przechowywany zapieczętowany, a klucz, który go otwiera, zniknął (czy dane tej witryny wyczyszczono częściowo?); przywróć klucz z pliku kopii zapasowej
pbem-build-key_damaged = klucz gracza jest uszkodzony ({ $detail })
pbem-build-dice_used_up = łańcuch kości się wyczerpał
pbem-build-only_creator_invites = zapraszać może tylko twórca gry, zanim gra się rozpocznie
pbem-build-no_remote_player = nie ma zdalnego gracza nr { $player }
pbem-build-not_invitation = ten plik nie jest zaproszeniem
pbem-build-already_started = ta gra już się rozpoczęła
pbem-build-join_unreadable = to nie jest plik dołączenia ({ $detail })
pbem-build-not_join_file = to nie jest plik dołączenia
pbem-build-waiting_for = wciąż czekamy na dołączenie { $count ->
    [one] gracza nr { $players }
    [few] graczy nr { $players }
   *[many] graczy nr { $players }
}
pbem-build-only_creator_starts = grę rozpoczyna tylko twórca gry, jeden raz
pbem-build-not_started = gra jeszcze się nie rozpoczęła
pbem-build-no_commitment = miejsce nr { $seat } nie ma deklaracji w rundzie { $round }
pbem-build-opening_damaged = zapieczętowane rozkazy są uszkodzone ({ $detail })
pbem-build-no_seat = miejsce nr { $seat } nie istnieje
pbem-build-unwritable = nie udało się zapisać pliku ({ $detail })
pbem-desk-draft_refused = akcję z niedokończonej tury odrzucono ({ $rule })
pbem-desk-orders_stale = zadeklarowanych rozkazów miejsca nr { $seat } nie da się już wykonać ({ $rule })
pbem-fail-answered_alone = kości rzucane przez następny plik wymagają co najmniej dwóch graczy: nikt inny nie mógłby odpowiedzieć
pbem-fail-answered_version = grę, w której kości rzuca następny plik, trzeba utworzyć w wersji 3 gry przez e-mail, a nie { $version }
pbem-desk-waits_for_dice = tura czeka na swoje kości: wyślij plik, rzuci je odpowiedź następnego gracza
pbem-desk-answer_refused = plik nr { $seq } od: { $player } zawiera akcję, którą zasady odrzucają po rzucie kośćmi (akcja nr { $index }: { $rule })
pbem-desk-dice_wait_reveal = ujawnione rozkazy wymagają rzutu kośćmi

## Kopia zapasowa klucza, której nie da się odtworzyć ani utworzyć.
pbem-backup-damaged = to nie jest czytelna kopia zapasowa klucza Sandtable ({ $detail })
pbem-backup-too_new = tę kopię klucza utworzyła nowsza wersja Sandtable (wersja { $version })
pbem-backup-wrong_passphrase = błędne hasło (albo plik kopii został zmieniony)
pbem-backup-kdf = ustawienia wyprowadzania klucza w tej kopii są niedopuszczalne ({ $detail })

## Klucze wymienione w grze (PBEM 4).
pbem-ok-keys_never = żaden klucz nie został wymieniony: ta gra nie pozwala wymienić klucza (zgubiony klucz przywraca się z kopii zapasowej)
pbem-ok-keys_consent = żaden klucz nie został wymieniony: ta gra pozwala wymienić zgubiony klucz za zgodą wszystkich pozostałych graczy
pbem-ok-keys_replaced = klucz gracza { $player } ({ $seats }) wymieniono we wpisie nr { $seq } za zgodą: { $consented }; stary odcisk { $old }, nowy { $new }
pbem-skipped-computer_newer = { $checked }; { $count ->
    [one] { $count } akcję zagrała
    [few] { $count } akcje zagrała
   *[many] { $count } akcji zagrała
} wersja { $played } gracza komputerowego, której ta aplikacja nie ma (jej własna to wersja { $version }): plik zrobiła nowsza aplikacja; zaktualizuj Sandtable, by je sprawdzić
pbem-skipped-computer_older = { $checked }; { $count ->
    [one] { $count } akcję zagrała
    [few] { $count } akcje zagrała
   *[many] { $count } akcji zagrała
} wersja { $played } gracza komputerowego, której ta aplikacja już nie ma (jej własna to wersja { $version }): plik zrobiła starsza aplikacja i sprawdzić je może tylko aplikacja tej wersji
pbem-report-valid_partly = POPRAWNY W ZAKRESIE SPRAWDZONYM (wiersze oznaczone – nie zostały sprawdzone)
pbem-fail-setup_version = utworzenie gry (wersja { $version }) zawiera ustawienia późniejszej wersji
pbem-fail-computer_version_claimed = wpis nr { $seq }: { $player } podaje wersję { $claimed } gracza komputerowego, a gra ma wersję { $version }: podaje ją tylko posiadacz miejsc komputera, i nigdy starszą
pbem-fail-join_uninvited = dołączenie ({ $player }) jako gracz { $seat } nie odpowiada na zaproszenie tego gracza: dołączenie zajmuje tylko miejsce, do którego było zaproszenie
pbem-fail-rekey_not_allowed = wpis nr { $seq }: wymieniono klucz, ale ta gra nie pozwala wymienić żadnego klucza (zgubiony klucz przywraca się z kopii zapasowej)
pbem-fail-sealed_public_step = wpis nr { $seq }: rozkazy strony { $seat_name } zapieczętowano tam, gdzie zasady niczego nie utajniają: zapieczętować można tylko tajne wybory (zakup w równoczesnym kroku)
pbem-fail-sealed_unfinished = wpis nr { $seq }: zapieczętowane rozkazy strony { $seat_name } nie kończą jej kroku: zapieczętowane rozkazy kończą tajny krok strony
pbem-fail-sealed_public_order = akcję nr { $number } zapieczętowano dla strony { $seat_name }, lecz zasady nie utajniają jej: należało ją zagrać jawnie
pbem-fail-sealed_unplayable = akcji nr { $number }, zapieczętowanej dla strony { $seat_name }, nie da się zagrać tam, gdzie ją zapieczętowano ({ $rule })
pbem-build-rekey_not_allowed = ta gra nie pozwala wymienić klucza: przywróć swój klucz z kopii zapasowej (Gry e-mailem → Kopia zapasowa lub przywrócenie klucza)
pbem-build-invitation_old = to zaproszenie powstało w starszej wersji protokołu (wersja { $version }; ta aplikacja dołącza do gier w wersji { $current }). Poproś twórcę, by utworzył grę ponownie w zaktualizowanym Sandtable
pbem-build-key_session_ended = twój klucz był przechowywany tylko przez sesję, w której go utworzono lub przywrócono (ta przeglądarka nie może go bezpiecznie przechować), a ta sesja się skończyła. Przywróć go z kopii zapasowej
