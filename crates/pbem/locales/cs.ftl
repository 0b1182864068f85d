# Hra e-mailem: kontroly souboru s tahem, řádky zprávy, důvody odmítnutí
# souboru a důvody, proč se soubor nepodařilo zapsat. Technické podrobnosti
# v závorkách ($detail) zůstávají ve znění dekodéru.

## Druhy záznamů (názvy).
pbem-kind-create = založení hry
pbem-kind-start = zahájení hry
pbem-kind-turn = tah

## Výrok zprávy (příkazový řádek).
pbem-report-valid = PLATNÝ
pbem-report-invalid = NEPLATNÝ

## Co zjistila každá úspěšná kontrola.
pbem-ok-format = soubor hry e-mailem, hra { $game }, { $count ->
    [one] { $count } záznam
    [few] { $count } záznamy
   *[other] { $count } záznamů
}
pbem-ok-chain = každý záznam navazuje na předchozí; poslední záznam č. { $seq } ({ $hash })
pbem-ok-sequence = záznamy očíslované od 0 do { $last }; založení, zahájení a tahy ve správném pořadí
pbem-ok-players = připojení hráči ({ $joined } z { $count }): { $names }
pbem-ok-dice = { $reveals ->
    [one] { $reveals } odhalení kostek odpovídá závazku
    [few] { $reveals } odhalení kostek odpovídají závazkům
   *[other] { $reveals } odhalení kostek odpovídá závazkům
}; odvozené úseky hodů: { $segments }
pbem-ok-dice_awaiting = { $dice }; akce hráče { $player } čekající na další soubor, jehož článek hodí jejich kostkami: { $waiting }
pbem-ok-orders = závazky rozkazů: { $count }, z toho odhalené: { $revealed }; všechny odpovídají
pbem-ok-secrets = zapečetěné tajné údaje: { $count }; přečíst je mohou jen jejich vlastníci
pbem-ok-content = čitelná uložená hra přesně odpovídá podepsaným záznamům
pbem-ok-signatures = { $count ->
    [one] { $count } záznam je podepsán klíčem svého hráče
    [few] všechny { $count } záznamy jsou podepsány klíči svých hráčů
   *[other] všech { $count } záznamů je podepsáno klíči svých hráčů
}
pbem-ok-computer = { $count ->
    [one] přehrána { $count } akce místa počítače: je to vlastní volba počítačového hráče
    [few] přehrány { $count } akce míst počítače: každá je vlastní volbou počítačového hráče
   *[other] přehráno { $count } akcí míst počítače: každá je vlastní volbou počítačového hráče
}
pbem-ok-computer_pending = { $count ->
    [one] přehrána { $count } akce místa počítače: je to vlastní volba počítačového hráče
    [few] přehrány { $count } akce míst počítače: každá je vlastní volbou počítačového hráče
   *[other] přehráno { $count } akcí míst počítače: každá je vlastní volbou počítačového hráče
}; { $pending ->
    [one] { $pending } zapečetěný závazek místa počítače se zkontroluje po odhalení
    [few] { $pending } zapečetěné závazky míst počítače se zkontrolují po odhalení
   *[other] { $pending } zapečetěných závazků míst počítače se zkontroluje po odhalení
}
pbem-ok-computer_none = za žádné místo nehraje počítač
pbem-ok-computer_unplayed = hra ještě nezačala: žádné místo počítače dosud nehrálo

## Kontroly, které neproběhly.
pbem-skipped-earlier_failed = nekontrolováno (předchozí kontrola selhala)
pbem-skipped-no_replay = přehrání hry tu není k dispozici

## Jak se soubor má k tomu, co toto zařízení už přijalo.
pbem-history-new = první soubor této hry na tomto zařízení
pbem-history-same = stejný soubor jako ten, který už byl otevřen (č. { $seq })
pbem-history-newer = novější: navazuje na č. { $known } až po č. { $file }
pbem-history-older = STARÝ SOUBOR: končí záznamem č. { $file }, ale vy už máte č. { $known }; novější je soubor, který už máte (neposlal někdo znovu starý tah?)
pbem-history-fork = ROZVĚTVENÍ: záznam č. { $at } se liší od toho, který už máte; existují dvě různá pokračování záznamu č. { $before } (vaše sahá po č. { $known }, tento soubor po č. { $file })
pbem-history-other_game = jiná hra

## Přehrání souboru podle pravidel.
pbem-replay-not_started = hra ještě nezačala: není co přehrávat
pbem-replay-other_system = soubor patří k jinému hernímu systému („{ $system }“)
pbem-replay-unknown_system = neznámý herní systém „{ $system }“
pbem-replay-checked = { $count ->
    [one] přehrána { $count } akce, všechny kontrolní body odpovídají
    [few] přehrány { $count } akce, všechny kontrolní body odpovídají
   *[other] přehráno { $count } akcí, všechny kontrolní body odpovídají
}
pbem-replay-summary = { $count ->
    [one] přehrána { $count } akce
    [few] přehrány { $count } akce
   *[other] přehráno { $count } akcí
} až do tahu { $turn }, otisk stavu hry { $hash }

## Proč je soubor odmítnut: soubor jako celek.
pbem-fail-too_large = soubor je příliš velký
pbem-fail-incomplete = soubor je neúplný (nebyl useknut při kopírování?)
pbem-fail-not_json = soubor je poškozený: není to čitelný JSON ({ $detail })
pbem-fail-not_sandtable = toto není soubor Sandtable
pbem-fail-too_new = vytvořeno novější verzí Sandtable (formát { $format })
pbem-fail-ordinary_save = toto je obyčejná uložená hra, ne soubor hry e-mailem (nic v ní není podepsáno)
pbem-fail-data_damaged = data hry e-mailem jsou poškozená ({ $detail })
pbem-fail-data_version = data hry e-mailem ve verzi { $version } zde nelze přečíst
pbem-fail-no_entries = soubor neobsahuje žádné záznamy
pbem-fail-too_many_entries = soubor má { $count ->
    [one] { $count } záznam
    [few] { $count } záznamy
    [many] { $count } záznamu
   *[other] { $count } záznamů
}; přijímá se nejvýše { $max }
pbem-fail-entry_oversized = záznam č. { $seq } je větší, než smí záznam být ({ $what }: { $count }, nejvýše { $max })
pbem-fail-content_differs = soubor se liší od svého podepsaného obsahu
pbem-fail-content_bytes = bajty souboru se liší od podepsaného obsahu (upravené formátování nebo kódování)
pbem-fail-content_fields = po podepsání změněno: { $fields } (neodpovídá podepsaným záznamům)

## Záznamy a jejich řetězec.
pbem-fail-entry_damaged = záznam č. { $seq } je poškozený ({ $detail })
pbem-fail-entry_version = záznam č. { $seq } má verzi PBEM { $version }
pbem-fail-version_back = záznam č. { $seq } má verzi PBEM { $version }, starší než některý předchozí záznam (verze { $newest }); soubor se nikdy nevrací ke starší verzi
pbem-fail-entry_other_game = záznam č. { $seq } patří k jiné hře ({ $game })
pbem-fail-entry_number = záznam č. { $seq } o sobě tvrdí, že je č. { $claimed }
pbem-fail-entry_kind = záznam č. { $seq } je typu „{ $kind }“, ale na tomto místě má být záznam typu „{ $expected }“
pbem-fail-entry_unsigned = záznam č. { $seq } není podepsaný ({ $detail })
pbem-fail-chain_broken = záznam č. { $seq } nenavazuje na záznam č. { $previous } (některý záznam byl změněn, odebrán nebo vložen)
pbem-fail-second_creation = záznam č. { $seq } zakládá hru podruhé
pbem-fail-second_start = záznam č. { $seq } zahajuje hru znovu
pbem-fail-turn_before_start = záznam č. { $seq } je tah z doby před zahájením hry
pbem-fail-turn_joins = záznam č. { $seq } obsahuje přihlášky
pbem-fail-second_setup = záznam č. { $seq } obsahuje druhé nastavení hry
pbem-fail-two_in_a_row = záznam č. { $seq }: dva soubory za sebou od stejného hráče ({ $player }); mezi ně musí přidat soubor jiný hráč
pbem-fail-log_gap = záznam č. { $seq } pokračuje v seznamu akcí od pozice { $start }, ale seznam akcí má délku { $length }

## Podpisy a karty hráčů.
pbem-fail-entry_signature_unreadable = záznam č. { $seq } uvádí jako odesílatele: { $player }; podpis je nečitelný ({ $detail })
pbem-fail-entry_signature_mismatch = záznam č. { $seq } uvádí jako odesílatele: { $player }; podpis neodpovídá klíči tohoto hráče ({ $fingerprint })
pbem-fail-invitation_signature_unreadable = pozvánka: podpis je nečitelný ({ $detail })
pbem-fail-invitation_signature_mismatch = pozvánka: podpis neodpovídá klíči, který používá { $player } ({ $fingerprint })
pbem-fail-join_signature_unreadable = přihláška ({ $player }): podpis je nečitelný ({ $detail })
pbem-fail-join_signature_mismatch = přihláška ({ $player }): podpis neodpovídá klíči tohoto hráče ({ $fingerprint })
pbem-fail-card_bad_key = karta hráče ({ $player }) obsahuje neplatný klíč
pbem-fail-card_bad_fingerprint = karta hráče ({ $player }) má otisk, který neodpovídá jejím klíčům
pbem-fail-entry_from_unjoined = záznam č. { $seq } pochází od hráče č. { $player }, který se nepřipojil
pbem-fail-reveal_wrong_signer = záznam č. { $seq }: odhalení rozkazů místa č. { $seat } ({ $seat_name }) nepodepsal hráč, kterému místo patří (podpis: { $signer }; místo patří: { $holder })
pbem-fail-action_wrong_signer = záznam č. { $seq }: akci místa č. { $seat } ({ $seat_name }) nepodepsal hráč, kterému místo patří (podpis: { $signer }; místo patří: { $holder })
pbem-fail-commitment_wrong_signer = záznam č. { $seq }: závazek místa č. { $seat } ({ $seat_name }) nepodepsal hráč, kterému místo patří (podpis: { $signer }; místo patří: { $holder })
pbem-fail-reveal_no_seat = záznam č. { $seq }: odhalení rozkazů místa, které neexistuje
pbem-fail-action_no_seat = záznam č. { $seq }: akce místa, které neexistuje
pbem-fail-commitment_no_seat = záznam č. { $seq }: závazek místa, které neexistuje

## Hráči, nastavení hry, pozvánky a přihlášky.
pbem-fail-first_not_creation = první záznam nezakládá hru
pbem-fail-no_setup = záznam o založení hry neobsahuje nastavení hry
pbem-fail-seats_holders = místa v nastavení hry neodpovídají hráčům, kterým jsou přidělena
pbem-fail-player_without_seat = některý hráč v nastavení hry nemá žádné místo
pbem-fail-creation_turn_data = záznam o založení hry obsahuje data tahu
pbem-fail-entry_from_stranger = záznam č. { $seq } pochází od hráče č. { $player }, který v této hře není
pbem-fail-joined_twice = hráč č. { $player } se připojil dvakrát
pbem-fail-keys_in_use = { $player }: připojení s klíči, které už používá jiný hráč
pbem-fail-started_early = hra začala dřív, než se připojil hráč č. { $player }
pbem-fail-invitation_damaged = pozvánka je poškozená ({ $detail })
pbem-fail-invitation_other_game = pozvánka patří k jiné hře
pbem-fail-invitation_started = pozvánka ve hře, která už začala
pbem-fail-join_damaged = přihláška je poškozená ({ $detail })
pbem-fail-join_version = přihlášku ve verzi PBEM { $version } zde nelze přečíst
pbem-fail-join_other_game = přihláška ({ $player }) patří k jiné hře
pbem-fail-join_no_player = přihláška ({ $player }) uvádí hráče, který neexistuje

## Kostky.
pbem-fail-creator_dice_damaged = závazek kostek zakladatele hry je poškozený ({ $detail })
pbem-fail-dice_commitment_damaged = závazek kostek je poškozený ({ $detail })
pbem-fail-dice_no_links = závazek kostek nemá žádné články
pbem-fail-no_dice = záznam č. { $seq } ({ $player }) neobsahuje odhalení kostek
pbem-fail-dice_reveal_damaged = odhalení kostek je poškozené ({ $detail })
pbem-fail-dice_used_up = { $player }: řetězec kostek je vyčerpán
pbem-fail-dice_mismatch = záznam č. { $seq }: odhalení kostek ({ $player }) neodpovídá závazku (házelo se znovu?)

## Tajné rozkazy (závazek, pak odhalení) a zapečetěné tajné údaje.
pbem-fail-start_reveals = záznam o zahájení hry odhaluje rozkazy
pbem-fail-reveal_no_round = záznam č. { $seq }: odhalení rozkazů v kole bez závazků
pbem-fail-reveal_early = záznam č. { $seq }: místo č. { $seat } odhalilo rozkazy dřív, než se místo č. { $missing } zavázalo (kolo { $round })
pbem-fail-reveal_no_commitment = záznam č. { $seq }: odhalení rozkazů bez závazku
pbem-fail-revealed_twice = záznam č. { $seq }: rozkazy byly odhaleny dvakrát
pbem-fail-reveal_mismatch = záznam č. { $seq }: odhalené rozkazy místa č. { $seat } neodpovídají jeho závazku (kolo { $round })
pbem-fail-reveal_not_actions = záznam č. { $seq }: odhalené rozkazy nejsou seznamem akcí ({ $detail })
pbem-fail-reveal_other_seat = záznam č. { $seq }: odhalené rozkazy patří jinému místu
pbem-fail-commitment_bad_seats = záznam č. { $seq }: závazek uvádí neplatná místa
pbem-fail-commitment_other_seats = záznam č. { $seq }: závazky téhož kola uvádějí různá místa
pbem-fail-commitment_late = záznam č. { $seq }: závazek až po zahájení odhalování
pbem-fail-committed_twice = záznam č. { $seq }: místo č. { $seat } se zavázalo dvakrát
pbem-fail-commitment_open = záznam č. { $seq }: strana { $seat_name } se zavázala k novým rozkazům, ačkoli její rozkazy z kola { $round } jsou stále zapečetěné
pbem-fail-commitment_round = záznam č. { $seq }: nové kolo rozkazů musí mít číslo { $expected } (současná pozice záznamu hry), ne { $round }
pbem-fail-action_while_committed = záznam č. { $seq }: strana { $seat_name } jednala veřejně, ačkoli její rozkazy z kola { $round } jsou stále zapečetěné
pbem-fail-reveal_overdue = záznam č. { $seq }: strana { $seat_name } měla odhalit rozkazy zapečetěné v záznamu č. { $committed } (kolo { $round }, všechny strany se už zavázaly), a neučinila tak
pbem-fail-round_seats = kolo { $round } zapečetěných rozkazů uvádí: { $listed }, ale podle pravidel mohly na jeho začátku jednat: { $rules }
pbem-fail-rekey_in_start = záznam č. { $seq }: klíč lze vyměnit jen v souboru tahu
pbem-fail-rekey_damaged = záznam č. { $seq }: výměna klíče je poškozená ({ $detail })
pbem-fail-rekey_other_game = záznam č. { $seq }: výměna klíče byla připravena pro jinou hru
pbem-fail-rekey_early = záznam č. { $seq }: výměna klíče uvádí, že vznikla po záznamu č. { $after }, který přichází později
pbem-fail-rekey_no_player = záznam č. { $seq }: výměna klíče se týká hráče č. { $player }, který v této hře není
pbem-fail-rekey_keys_in_use = záznam č. { $seq }: nový klíč hráče { $player } už je klíčem v této hře
pbem-fail-rekey_signature = záznam č. { $seq }: výměna klíče hráče { $player } není podepsána novým klíčem, který uvádí
pbem-fail-rekey_dice = záznam č. { $seq }: závazek kostek nového klíče hráče { $player } je poškozený
pbem-fail-rekey_reveals_begun = záznam č. { $seq }: klíč hráče { $player } nelze vyměnit, dokud se odhaluje kolo zapečetěných rozkazů
pbem-fail-rekey_cosigner = záznam č. { $seq }: výměna klíče nese souhlas hráče č. { $player }, který ho dát nemůže (mimo hru, sám vyměňovaný nebo podruhé)
pbem-fail-rekey_cosign_mismatch = záznam č. { $seq }: souhlas hráče { $player } s výměnou klíče není podepsán jeho klíčem
pbem-fail-rekey_unsigned = záznam č. { $seq }: výměně klíče chybí souhlas: { $players }
pbem-fail-turn_unfinished = soubor č. { $seq } od: { $player } končí, ačkoli ještě měly jednat: { $seats }
pbem-fail-commitment_damaged = závazek rozkazů je poškozený ({ $detail })
pbem-fail-sealed_orders_damaged = záznam č. { $seq }: zapečetěné rozkazy jsou poškozené ({ $detail })
pbem-fail-secret_no_seat = záznam č. { $seq }: tajný údaj pro místo, které neexistuje
pbem-fail-secret_damaged = záznam č. { $seq }: zapečetěný tajný údaj je poškozený ({ $detail })
pbem-fail-sealed_size = záznam č. { $seq }: zapečetěná data místa č. { $seat } mají { $size ->
    [one] { $size } bajt
    [few] { $size } bajty
   *[other] { $size } bajtů
}; zapečetěná data se doplňují na { $smallest ->
    [one] { $smallest } bajt
    [few] { $smallest } bajty
   *[other] { $smallest } bajtů
} (delší na dvojnásobek, čtyřnásobek atd.), aby jejich velikost nic neprozradila o obsahu
pbem-seal-damaged = zapečetěný tajný údaj je poškozený ({ $detail })
pbem-seal-not_opened = zapečetěný tajný údaj nelze tímto klíčem otevřít (není váš, nebo byl změněn)

## Místa počítače: každá jejich akce je vlastní volbou počítačového hráče.
pbem-fail-computer_mismatch = akce č. { $number } v souboru není volbou počítače: za místo { $seat_name } (č. { $seat }) hraje počítač na obrazovce hráče { $player } a soubor mu připisuje „{ $logged }“, zatímco počítačový hráč tam volí „{ $computer }“
pbem-fail-computer_nothing = akce č. { $number } v souboru není volbou počítače: za místo { $seat_name } (č. { $seat }) hraje počítač na obrazovce hráče { $player } a soubor mu připisuje „{ $logged }“, zatímco počítačový hráč tam nehraje nic
pbem-fail-computer_undecidable = akci č. { $number } v souboru ({ $seat_name }, místo č. { $seat }, hráč { $player }) nelze zahrát tam, kde byla zapečetěna ({ $rule }), takže rozkazy počítače zapečetěné spolu s ní nelze zkontrolovat

## Proč se soubor nepodařilo zapsat (tah, pozvánku, přihlášku).
pbem-build-not_a_player = tyto klíče nepatří žádnému hráči této hry
pbem-build-not_rekey_file = toto není žádost Sandtable o výměnu klíče
pbem-build-key_sealed_lost = klíč tohoto prohlížeče je uložen zapečetěný a klíč, který ho otevírá, zmizel (byla data tohoto webu smazána jen zčásti?); obnov svůj klíč ze záložního souboru
pbem-build-key_damaged = klíč hráče je poškozený ({ $detail })
pbem-build-dice_used_up = řetězec kostek je vyčerpán
pbem-build-only_creator_invites = zvát může jen zakladatel hry, a to před jejím zahájením
pbem-build-no_remote_player = vzdálený hráč č. { $player } neexistuje
pbem-build-not_invitation = tento soubor není pozvánka
pbem-build-already_started = tato hra už začala
pbem-build-join_unreadable = toto není přihláška ({ $detail })
pbem-build-not_join_file = toto není přihláška
pbem-build-waiting_for = stále se čeká na připojení { $count ->
    [one] hráče č. { $players }
    [few] hráčů č. { $players }
   *[other] hráčů č. { $players }
}
pbem-build-only_creator_starts = hru zahajuje jen zakladatel hry, a to jednou
pbem-build-not_started = hra ještě nezačala
pbem-build-no_commitment = místo č. { $seat } nemá v kole { $round } žádný závazek
pbem-build-opening_damaged = zapečetěné rozkazy jsou poškozené ({ $detail })
pbem-build-no_seat = místo č. { $seat } neexistuje
pbem-build-unwritable = soubor se nepodařilo zapsat ({ $detail })
pbem-desk-draft_refused = akce z nedokončeného tahu byla odmítnuta ({ $rule })
pbem-desk-orders_stale = rozkazy, k nimž se místo č. { $seat } zavázalo, už nelze provést ({ $rule })
pbem-fail-answered_alone = kostky házené dalším souborem vyžadují aspoň dva hráče: nikdo jiný by nemohl odpovědět
pbem-fail-answered_version = hra, ve které kostky hází další soubor, musí být založena ve verzi 3 hry e-mailem, ne { $version }
pbem-desk-waits_for_dice = tah čeká na své kostky: odešli soubor, hodí jimi odpověď dalšího hráče
pbem-desk-answer_refused = soubor č. { $seq } od: { $player } obsahuje akci, kterou pravidla po hodu kostkami odmítají (akce č. { $index }: { $rule })
pbem-desk-dice_wait_reveal = odhalené rozkazy vyžadují hod kostkami

## Záloha klíče, kterou nelze obnovit ani vytvořit.
pbem-backup-damaged = toto není čitelná záloha klíče Sandtable ({ $detail })
pbem-backup-too_new = tuto zálohu klíče vytvořila novější verze Sandtable (verze { $version })
pbem-backup-wrong_passphrase = chybné heslo (nebo byl soubor zálohy změněn)
pbem-backup-kdf = nastavení odvození klíče v této záloze nejsou přípustná ({ $detail })

## Klíče vyměněné ve hře (PBEM 4).
pbem-ok-keys_never = žádný klíč nebyl vyměněn: tato hra výměnu klíče nedovoluje (ztracený klíč se obnovuje ze zálohy)
pbem-ok-keys_consent = žádný klíč nebyl vyměněn: tato hra dovoluje vyměnit ztracený klíč se souhlasem všech ostatních hráčů
pbem-ok-keys_replaced = klíč hráče { $player } ({ $seats }) byl vyměněn v záznamu č. { $seq } se souhlasem: { $consented }; starý otisk { $old }, nový { $new }
pbem-skipped-computer_newer = { $checked }; { $count ->
    [one] { $count } akci odehrála
    [few] { $count } akce odehrála
   *[other] { $count } akcí odehrála
} verze { $played } počítačového hráče, kterou tato aplikace nemá (její vlastní je verze { $version }): soubor vytvořila novější aplikace; aktualizujte Sandtable, abyste je zkontrolovali
pbem-skipped-computer_older = { $checked }; { $count ->
    [one] { $count } akci odehrála
    [few] { $count } akce odehrála
   *[other] { $count } akcí odehrála
} verze { $played } počítačového hráče, kterou tato aplikace už nemá (její vlastní je verze { $version }): soubor vytvořila starší aplikace a zkontrolovat je může jen aplikace té verze
pbem-report-valid_partly = PLATNÝ V ROZSAHU KONTROLY (řádky označené – nebyly zkontrolovány)
pbem-fail-setup_version = založení hry (verze { $version }) obsahuje nastavení pozdější verze
pbem-fail-computer_version_claimed = záznam č. { $seq }: { $player } uvádí verzi { $claimed } počítačového hráče, ale hra má verzi { $version }: uvádí ji jen držitel počítačových míst, a nikdy starší
pbem-fail-join_uninvited = přihláška ({ $player }) za hráče { $seat } neodpovídá na pozvánku tohoto hráče: přihláška obsadí jen místo, pro které byla pozvánka
pbem-fail-rekey_not_allowed = záznam č. { $seq }: klíč je vyměněn, ale tato hra výměnu klíče nedovoluje (ztracený klíč se obnovuje ze zálohy)
pbem-fail-sealed_public_step = záznam č. { $seq }: rozkazy strany { $seat_name } jsou zapečetěny tam, kde pravidla nic neutajují: zapečetit lze jen tajné volby (nákup v současném kroku)
pbem-fail-sealed_unfinished = záznam č. { $seq }: zapečetěné rozkazy strany { $seat_name } nedokončují její krok: zapečetěné rozkazy dokončují tajný krok strany
pbem-fail-sealed_public_order = akce č. { $number } byla zapečetěna za stranu { $seat_name }, ale pravidla ji neutajují: měla být zahrána otevřeně
pbem-fail-sealed_unplayable = akci č. { $number }, zapečetěnou za stranu { $seat_name }, nelze zahrát tam, kde byla zapečetěna ({ $rule })
pbem-build-rekey_not_allowed = tato hra výměnu klíče nedovoluje: obnovte svůj klíč ze zálohy (Hry e-mailem → Záloha nebo obnovení klíče)
pbem-build-invitation_old = tato pozvánka vznikla ve starší verzi protokolu (verze { $version }; tato aplikace se přidává ke hrám verze { $current }). Požádejte jejího autora, aby hru založil znovu v aktualizovaném Sandtable
pbem-build-key_session_ended = váš klíč byl uchován jen po dobu relace, ve které vznikl nebo byl obnoven (tento prohlížeč ho nemůže bezpečně uložit), a ta relace skončila. Obnovte ho ze zálohy
