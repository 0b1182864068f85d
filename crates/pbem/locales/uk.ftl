# Гра електронною поштою: перевірки файлу ходу, рядки звіту, причини
# відхилення файлу та причини, з яких файл не вдалося записати. Технічні
# подробиці в дужках ($detail) лишаються такими, як їх записав декодер.

## Види записів (назви).
pbem-kind-create = створення гри
pbem-kind-start = початок гри
pbem-kind-turn = хід

## Висновок звіту (командний рядок).
pbem-report-valid = ДІЙСНИЙ
pbem-report-invalid = НЕДІЙСНИЙ

## Що встановила кожна успішна перевірка.
pbem-ok-format = файл гри електронною поштою, гра { $game }, { $count ->
    [one] { $count } запис
    [few] { $count } записи
   *[many] { $count } записів
}
pbem-ok-chain = кожен запис пов’язаний із попереднім; останній запис №{ $seq } ({ $hash })
pbem-ok-sequence = записи пронумеровано від 0 до { $last }; створення, початок і ходи йдуть по порядку
pbem-ok-players = гравці, які приєдналися ({ $joined } з { $count }): { $names }
pbem-ok-dice = { $reveals ->
    [one] { $reveals } розкриття кубиків відповідає зобов’язанню
    [few] { $reveals } розкриття кубиків відповідають зобов’язанням
   *[many] { $reveals } розкриттів кубиків відповідають зобов’язанням
}; виведено відрізків кидків: { $segments }
pbem-ok-dice_awaiting = { $dice }; дії гравця { $player }, що чекають на наступний файл, чия ланка кине їхні кубики: { $waiting }
pbem-ok-orders = зобов’язань щодо наказів: { $count }, розкрито: { $revealed }; усі збігаються
pbem-ok-secrets = запечатаних таємниць: { $count }; прочитати їх можуть лише їхні власники
pbem-ok-content = читабельне збереження гри точно відповідає підписаним записам
pbem-ok-signatures = { $count ->
    [one] { $count } запис підписано ключем його гравця
    [few] усі { $count } записи підписано ключами їхніх гравців
   *[many] усі { $count } записів підписано ключами їхніх гравців
}
pbem-ok-computer = { $count ->
    [one] відтворено { $count } дію сторін комп’ютера: це власний вибір комп’ютерного гравця
    [few] відтворено { $count } дії сторін комп’ютера: кожна — власний вибір комп’ютерного гравця
   *[many] відтворено { $count } дій сторін комп’ютера: кожна — власний вибір комп’ютерного гравця
}
pbem-ok-computer_pending = { $count ->
    [one] відтворено { $count } дію сторін комп’ютера: це власний вибір комп’ютерного гравця
    [few] відтворено { $count } дії сторін комп’ютера: кожна — власний вибір комп’ютерного гравця
   *[many] відтворено { $count } дій сторін комп’ютера: кожна — власний вибір комп’ютерного гравця
}; { $pending ->
    [one] { $pending } запечатане зобов’язання сторони комп’ютера буде перевірено після розкриття
    [few] { $pending } запечатані зобов’язання сторін комп’ютера буде перевірено після розкриття
   *[many] { $pending } запечатаних зобов’язань сторін комп’ютера буде перевірено після розкриття
}
pbem-ok-computer_none = комп’ютер не грає за жодну сторону
pbem-ok-computer_unplayed = гра ще не почалася: жодна сторона комп’ютера ще не діяла

## Пропущені перевірки.
pbem-skipped-earlier_failed = не перевірялося (попередня перевірка не пройшла)
pbem-skipped-no_replay = відтворення гри тут недоступне

## Як файл співвідноситься з тим, що цей пристрій уже прийняв.
pbem-history-new = перший файл цієї гри на цьому пристрої
pbem-history-same = той самий файл, що вже відкритий (№{ $seq })
pbem-history-newer = новіший: продовжує №{ $known } до №{ $file }
pbem-history-older = СТАРИЙ ФАЙЛ: він закінчується на №{ $file }, а у вас уже є №{ $known }; новіший файл — той, що у вас (хтось повторно надіслав старий хід?)
pbem-history-fork = РОЗГАЛУЖЕННЯ: запис №{ $at } відрізняється від того, що у вас уже є; існують два різні продовження запису №{ $before } (ваше сягає №{ $known }, цей файл — №{ $file })
pbem-history-other_game = інша гра

## Відтворення файлу за правилами.
pbem-replay-not_started = гра ще не почалася: відтворювати нічого
pbem-replay-other_system = файл призначено для іншої ігрової системи («{ $system }»)
pbem-replay-unknown_system = невідома ігрова система «{ $system }»
pbem-replay-checked = { $count ->
    [one] відтворено { $count } дію, усі контрольні точки збігаються
    [few] відтворено { $count } дії, усі контрольні точки збігаються
   *[many] відтворено { $count } дій, усі контрольні точки збігаються
}
pbem-replay-summary = { $count ->
    [one] відтворено { $count } дію
    [few] відтворено { $count } дії
   *[many] відтворено { $count } дій
} до ходу { $turn }, геш стану гри { $hash }

## Чому файл відхилено: файл загалом.
pbem-fail-too_large = файл завеликий
pbem-fail-incomplete = файл неповний (його обрізано під час копіювання?)
pbem-fail-not_json = файл пошкоджено: це не читабельний JSON ({ $detail })
pbem-fail-not_sandtable = це не файл Sandtable
pbem-fail-too_new = створено новішою версією Sandtable (формат { $format })
pbem-fail-ordinary_save = це звичайне збереження, а не файл гри електронною поштою (нічого не підписано)
pbem-fail-data_damaged = дані гри електронною поштою пошкоджено ({ $detail })
pbem-fail-data_version = дані гри електронною поштою версії { $version } тут неможливо прочитати
pbem-fail-no_entries = у файлі немає жодного запису
pbem-fail-too_many_entries = у файлі { $count ->
    [one] { $count } запис
    [few] { $count } записи
    [many] { $count } записів
   *[other] { $count } запису
}; приймається щонайбільше { $max }
pbem-fail-entry_oversized = запис №{ $seq } більший, ніж дозволено ({ $what }: { $count }, щонайбільше { $max })
pbem-fail-content_differs = файл відрізняється від свого підписаного вмісту
pbem-fail-content_bytes = байти файлу відрізняються від підписаного вмісту (змінено форматування або кодування)
pbem-fail-content_fields = змінено після підписання: { $fields } (не відповідає підписаним записам)

## Записи та їхній ланцюжок.
pbem-fail-entry_damaged = запис №{ $seq } пошкоджено ({ $detail })
pbem-fail-entry_version = запис №{ $seq } має версію PBEM { $version }
pbem-fail-version_back = запис №{ $seq } має версію PBEM { $version }, старішу за один із попередніх записів (версія { $newest }); файл ніколи не повертається до старішої версії
pbem-fail-entry_other_game = запис №{ $seq } належить до іншої гри ({ $game })
pbem-fail-entry_number = запис №{ $seq } називає себе №{ $claimed }
pbem-fail-entry_kind = запис №{ $seq } має тип «{ $kind }», а на цьому місці має бути запис типу «{ $expected }»
pbem-fail-entry_unsigned = запис №{ $seq } не підписано ({ $detail })
pbem-fail-chain_broken = запис №{ $seq } не продовжує запис №{ $previous } (якийсь запис змінено, вилучено або вставлено)
pbem-fail-second_creation = запис №{ $seq } створює гру вдруге
pbem-fail-second_start = запис №{ $seq } починає гру ще раз
pbem-fail-turn_before_start = запис №{ $seq } — це хід до початку гри
pbem-fail-turn_joins = запис №{ $seq } містить приєднання гравців
pbem-fail-second_setup = запис №{ $seq } містить другі налаштування гри
pbem-fail-two_in_a_row = запис №{ $seq }: два файли поспіль від того самого гравця ({ $player }); між ними файл має додати інший гравець
pbem-fail-log_gap = запис №{ $seq } продовжує журнал із позиції { $start }, але довжина журналу — { $length }

## Підписи та картки гравців.
pbem-fail-entry_signature_unreadable = запис №{ $seq } указує відправника: { $player }; підпис нечитабельний ({ $detail })
pbem-fail-entry_signature_mismatch = запис №{ $seq } указує відправника: { $player }; підпис не відповідає ключу цього гравця ({ $fingerprint })
pbem-fail-invitation_signature_unreadable = запрошення: підпис нечитабельний ({ $detail })
pbem-fail-invitation_signature_mismatch = запрошення: підпис не відповідає ключу, яким користується { $player } ({ $fingerprint })
pbem-fail-join_signature_unreadable = приєднання ({ $player }): підпис нечитабельний ({ $detail })
pbem-fail-join_signature_mismatch = приєднання ({ $player }): підпис не відповідає ключу цього гравця ({ $fingerprint })
pbem-fail-card_bad_key = картка гравця ({ $player }) містить недійсний ключ
pbem-fail-card_bad_fingerprint = картка гравця ({ $player }) має відбиток, що не відповідає її ключам
pbem-fail-entry_from_unjoined = запис №{ $seq } надійшов від гравця №{ $player }, який не приєднався
pbem-fail-reveal_wrong_signer = запис №{ $seq }: розкриття наказів сторони №{ $seat } ({ $seat_name }) підписав не той гравець, якому належить ця сторона (підпис: { $signer }; сторона належить: { $holder })
pbem-fail-action_wrong_signer = запис №{ $seq }: дію сторони №{ $seat } ({ $seat_name }) підписав не той гравець, якому належить ця сторона (підпис: { $signer }; сторона належить: { $holder })
pbem-fail-commitment_wrong_signer = запис №{ $seq }: зобов’язання сторони №{ $seat } ({ $seat_name }) підписав не той гравець, якому належить ця сторона (підпис: { $signer }; сторона належить: { $holder })
pbem-fail-reveal_no_seat = запис №{ $seq }: розкриття наказів сторони, якої не існує
pbem-fail-action_no_seat = запис №{ $seq }: дія сторони, якої не існує
pbem-fail-commitment_no_seat = запис №{ $seq }: зобов’язання сторони, якої не існує

## Гравці, налаштування гри, запрошення та приєднання.
pbem-fail-first_not_creation = перший запис не створює гру
pbem-fail-no_setup = у записі створення гри немає налаштувань гри
pbem-fail-seats_holders = сторони в налаштуваннях гри не відповідають гравцям, яким їх призначено
pbem-fail-player_without_seat = один із гравців у налаштуваннях гри не має жодної сторони
pbem-fail-creation_turn_data = запис створення гри містить дані ходу
pbem-fail-entry_from_stranger = запис №{ $seq } надійшов від гравця №{ $player }, якого немає в цій грі
pbem-fail-joined_twice = гравець №{ $player } приєднався двічі
pbem-fail-keys_in_use = { $player }: приєднання з ключами, якими вже користується інший гравець
pbem-fail-started_early = гра почалася раніше, ніж приєднався гравець №{ $player }
pbem-fail-invitation_damaged = запрошення пошкоджено ({ $detail })
pbem-fail-invitation_other_game = запрошення стосується іншої гри
pbem-fail-invitation_started = запрошення в грі, що вже почалася
pbem-fail-join_damaged = приєднання пошкоджено ({ $detail })
pbem-fail-join_version = приєднання версії PBEM { $version } тут неможливо прочитати
pbem-fail-join_other_game = приєднання ({ $player }) стосується іншої гри
pbem-fail-join_no_player = приєднання ({ $player }) указує гравця, якого не існує

## Кубики.
pbem-fail-creator_dice_damaged = зобов’язання щодо кубиків творця гри пошкоджено ({ $detail })
pbem-fail-dice_commitment_damaged = зобов’язання щодо кубиків пошкоджено ({ $detail })
pbem-fail-dice_no_links = зобов’язання щодо кубиків не має жодної ланки
pbem-fail-no_dice = запис №{ $seq } ({ $player }) не містить розкриття кубиків
pbem-fail-dice_reveal_damaged = розкриття кубиків пошкоджено ({ $detail })
pbem-fail-dice_used_up = { $player }: ланцюжок кубиків вичерпано
pbem-fail-dice_mismatch = запис №{ $seq }: розкриття кубиків ({ $player }) не відповідає зобов’язанню (кубики перекинуто?)

## Таємні накази (зобов’язання, потім розкриття) і запечатані таємниці.
pbem-fail-start_reveals = запис початку гри розкриває накази
pbem-fail-reveal_no_round = запис №{ $seq }: розкриття наказів у раунді без зобов’язань
pbem-fail-reveal_early = запис №{ $seq }: сторона №{ $seat } розкрила накази раніше, ніж сторона №{ $missing } зафіксувала свої (раунд { $round })
pbem-fail-reveal_no_commitment = запис №{ $seq }: розкриття наказів без зобов’язання
pbem-fail-revealed_twice = запис №{ $seq }: накази розкрито двічі
pbem-fail-reveal_mismatch = запис №{ $seq }: розкриті накази сторони №{ $seat } не відповідають її зобов’язанню (раунд { $round })
pbem-fail-reveal_not_actions = запис №{ $seq }: розкриті накази не є списком дій ({ $detail })
pbem-fail-reveal_other_seat = запис №{ $seq }: розкриті накази стосуються іншої сторони
pbem-fail-commitment_bad_seats = запис №{ $seq }: зобов’язання містить недійсні сторони
pbem-fail-commitment_other_seats = запис №{ $seq }: зобов’язання одного раунду називають різні сторони
pbem-fail-commitment_late = запис №{ $seq }: зобов’язання після початку розкриття
pbem-fail-committed_twice = запис №{ $seq }: сторона №{ $seat } зафіксувала накази двічі
pbem-fail-commitment_open = запис №{ $seq }: сторона { $seat_name } зафіксувала нові накази, хоча її накази раунду { $round } досі запечатані
pbem-fail-commitment_round = запис №{ $seq }: новий раунд наказів має мати номер { $expected } (поточна позиція журналу), а не { $round }
pbem-fail-action_while_committed = запис №{ $seq }: сторона { $seat_name } діяла відкрито, хоча її накази раунду { $round } досі запечатані
pbem-fail-reveal_overdue = запис №{ $seq }: сторона { $seat_name } мала розкрити накази, запечатані в записі №{ $committed } (раунд { $round }, усі сторони вже зафіксували свої), але не зробила цього
pbem-fail-round_seats = раунд { $round } запечатаних наказів називає: { $listed }, але за правилами на його початку діяти могли: { $rules }
pbem-fail-rekey_in_start = запис №{ $seq }: ключ можна замінити лише у файлі ходу
pbem-fail-rekey_damaged = запис №{ $seq }: заміну ключа пошкоджено ({ $detail })
pbem-fail-rekey_other_game = запис №{ $seq }: заміну ключа зроблено для іншої гри
pbem-fail-rekey_early = запис №{ $seq }: заміна ключа стверджує, що зроблена після запису №{ $after }, який іде пізніше
pbem-fail-rekey_no_player = запис №{ $seq }: заміна ключа стосується гравця №{ $player }, якого немає в цій грі
pbem-fail-rekey_keys_in_use = запис №{ $seq }: новий ключ гравця { $player } уже є ключем цієї гри
pbem-fail-rekey_signature = запис №{ $seq }: заміну ключа гравця { $player } не підписано новим ключем, який вона називає
pbem-fail-rekey_dice = запис №{ $seq }: зобов’язання кубиків нового ключа гравця { $player } пошкоджено
pbem-fail-rekey_reveals_begun = запис №{ $seq }: ключ гравця { $player } не можна замінити, поки розкривається раунд запечатаних наказів
pbem-fail-rekey_cosigner = запис №{ $seq }: заміна ключа містить згоду гравця №{ $player }, який не може її дати (поза грою, сам замінюваний або вдруге)
pbem-fail-rekey_cosign_mismatch = запис №{ $seq }: згоду гравця { $player } на заміну ключа не підписано його ключем
pbem-fail-rekey_unsigned = запис №{ $seq }: заміні ключа бракує згоди: { $players }
pbem-fail-turn_unfinished = файл №{ $seq } від: { $player } закінчується, хоча ще мали діяти: { $seats }
pbem-fail-commitment_damaged = зобов’язання щодо наказів пошкоджено ({ $detail })
pbem-fail-sealed_orders_damaged = запис №{ $seq }: запечатані накази пошкоджено ({ $detail })
pbem-fail-secret_no_seat = запис №{ $seq }: таємниця для сторони, якої не існує
pbem-fail-secret_damaged = запис №{ $seq }: запечатану таємницю пошкоджено ({ $detail })
pbem-fail-sealed_size = запис №{ $seq }: запечатані дані сторони №{ $seat } мають { $size ->
    [one] { $size } байт
    [few] { $size } байти
   *[many] { $size } байтів
}; запечатані дані доповнюються до { $smallest ->
    [one] { $smallest } байта
    [few] { $smallest } байтів
   *[many] { $smallest } байтів
} (довші — до подвійного, учетвереного тощо розміру), щоб їхній розмір нічого не виказував про вміст
pbem-seal-damaged = запечатану таємницю пошкоджено ({ $detail })
pbem-seal-not_opened = запечатану таємницю неможливо відкрити цим ключем (вона не ваша або її змінено)

## Сторони комп’ютера: кожна їхня дія — власний вибір комп’ютерного гравця.
pbem-fail-computer_mismatch = дія №{ $number } у файлі — не вибір комп’ютера: за сторону { $seat_name } (№{ $seat }) грає комп’ютер на екрані гравця { $player }, а файл приписує їй «{ $logged }», тоді як комп’ютерний гравець обирає «{ $computer }»
pbem-fail-computer_nothing = дія №{ $number } у файлі — не вибір комп’ютера: за сторону { $seat_name } (№{ $seat }) грає комп’ютер на екрані гравця { $player }, а файл приписує їй «{ $logged }», тоді як комп’ютерний гравець тут не діє
pbem-fail-computer_undecidable = дію №{ $number } у файлі ({ $seat_name }, сторона №{ $seat }, запечатав гравець { $player }) неможливо зіграти там, де її запечатано ({ $rule }), тож накази комп’ютера, запечатані разом із нею, перевірити неможливо

## Чому файл не вдалося записати (хід, запрошення, приєднання).
pbem-build-not_a_player = ці ключі не належать жодному гравцеві цієї гри
pbem-build-not_rekey_file = це не запит Sandtable на заміну ключа
pbem-build-key_sealed_lost = ключ цього браузера зберігається запечатаним, а ключ, що його відкриває, зник (дані цього сайту очищено частково?); відновіть свій ключ із файлу резервної копії
pbem-build-key_damaged = ключ гравця пошкоджено ({ $detail })
pbem-build-dice_used_up = ланцюжок кубиків вичерпано
pbem-build-only_creator_invites = запрошувати може лише творець гри, до її початку
pbem-build-no_remote_player = віддаленого гравця №{ $player } немає
pbem-build-not_invitation = цей файл не є запрошенням
pbem-build-already_started = ця гра вже почалася
pbem-build-join_unreadable = це не файл приєднання ({ $detail })
pbem-build-not_join_file = це не файл приєднання
pbem-build-waiting_for = ще чекаємо на приєднання { $count ->
    [one] гравця №{ $players }
    [few] гравців №{ $players }
   *[many] гравців №{ $players }
}
pbem-build-only_creator_starts = гру починає лише творець гри, один раз
pbem-build-not_started = гра ще не почалася
pbem-build-no_commitment = сторона №{ $seat } не має зобов’язання в раунді { $round }
pbem-build-opening_damaged = запечатані накази пошкоджено ({ $detail })
pbem-build-no_seat = сторони №{ $seat } не існує
pbem-build-unwritable = не вдалося записати файл ({ $detail })
pbem-desk-draft_refused = дію незавершеного ходу відхилено ({ $rule })
pbem-desk-orders_stale = зафіксовані накази сторони №{ $seat } більше не можна виконати ({ $rule })
pbem-fail-answered_alone = кубики, які кидає наступний файл, потребують щонайменше двох гравців: більше нікому відповісти
pbem-fail-answered_version = гру, у якій кубики кидає наступний файл, треба створити у версії 3 гри поштою, а не { $version }
pbem-desk-waits_for_dice = хід чекає на свої кубики: надішліть файл, їх кине відповідь наступного гравця
pbem-desk-answer_refused = файл №{ $seq } від: { $player } містить дію, яку правила відхиляють після кидка кубиків (дія №{ $index }: { $rule })
pbem-desk-dice_wait_reveal = розкриті накази потребують кидка кубиків

## Резервна копія ключа, яку не вдається відновити або створити.
pbem-backup-damaged = це не читабельна резервна копія ключа Sandtable ({ $detail })
pbem-backup-too_new = цю копію ключа створила новіша версія Sandtable (версія { $version })
pbem-backup-wrong_passphrase = неправильний пароль (або файл копії змінено)
pbem-backup-kdf = параметри виведення ключа в цій копії неприйнятні ({ $detail })

## Ключі, замінені в грі (PBEM 4).
pbem-ok-keys_never = жоден ключ не замінено: ця гра не дозволяє замінити ключ (загублений ключ відновлюють із резервної копії)
pbem-ok-keys_consent = жоден ключ не замінено: ця гра дозволяє замінити загублений ключ за згодою всіх інших гравців
pbem-ok-keys_replaced = ключ гравця { $player } ({ $seats }) замінено в записі №{ $seq } за згодою: { $consented }; старий відбиток { $old }, новий { $new }
pbem-skipped-computer_newer = { $checked }; { $count ->
    [one] { $count } дію зіграла
    [few] { $count } дії зіграла
   *[many] { $count } дій зіграла
} версія { $played } комп'ютерного гравця, якої цей застосунок не має (його власна — версія { $version }): файл зробив новіший застосунок; оновіть Sandtable, щоб їх перевірити
pbem-skipped-computer_older = { $checked }; { $count ->
    [one] { $count } дію зіграла
    [few] { $count } дії зіграла
   *[many] { $count } дій зіграла
} версія { $played } комп'ютерного гравця, якої цей застосунок уже не має (його власна — версія { $version }): файл зробив старіший застосунок, і перевірити їх може лише застосунок тієї версії
pbem-report-valid_partly = ДІЙСНИЙ У ПЕРЕВІРЕНИХ МЕЖАХ (рядки з позначкою – не перевірено)
pbem-fail-setup_version = створення гри (версія { $version }) містить налаштування пізнішої версії
pbem-fail-computer_version_claimed = запис №{ $seq }: { $player } називає версію { $claimed } комп'ютерного гравця, а гра має версію { $version }: називає її лише власник комп'ютерних місць, і ніколи старішу
pbem-fail-join_uninvited = приєднання ({ $player }) як гравця { $seat } не відповідає на запрошення цього гравця: приєднання займає лише місце, на яке було запрошення
pbem-fail-rekey_not_allowed = запис №{ $seq }: ключ замінено, але ця гра не дозволяє замінювати ключі (загублений ключ відновлюють із резервної копії)
pbem-fail-sealed_public_step = запис №{ $seq }: накази сторони { $seat_name } запечатано там, де правила нічого не приховують: запечатати можна лише таємні вибори (купівлю в одночасному кроці)
pbem-fail-sealed_unfinished = запис №{ $seq }: запечатані накази сторони { $seat_name } не завершують її кроку: запечатані накази завершують таємний крок сторони
pbem-fail-sealed_public_order = дію №{ $number } запечатано для сторони { $seat_name }, але правила її не приховують: її слід було зіграти відкрито
pbem-fail-sealed_unplayable = дію №{ $number }, запечатану для сторони { $seat_name }, неможливо зіграти там, де її запечатано ({ $rule })
pbem-build-rekey_not_allowed = ця гра не дозволяє замінити ключ: відновіть свій ключ із резервної копії (Ігри електронною поштою → Резервна копія або відновлення ключа)
pbem-build-invitation_old = це запрошення створено в старішій версії протоколу (версія { $version }; цей застосунок приєднується до ігор версії { $current }). Попросіть автора створити гру знову в оновленому Sandtable
pbem-build-key_session_ended = ваш ключ зберігався лише протягом сеансу, у якому його створено або відновлено (цей браузер не може безпечно його зберегти), і цей сеанс завершився. Відновіть його з резервної копії
