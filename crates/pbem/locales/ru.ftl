# Игра по почте: проверки файла хода, строки отчёта, причины отклонения
# файла и причины, по которым файл не удалось записать. Технические
# подробности в скобках ($detail) остаются такими, как их записал декодер.

## Виды записей (названия).
pbem-kind-create = создание игры
pbem-kind-start = начало игры
pbem-kind-turn = ход

## Вердикт отчёта (командная строка).
pbem-report-valid = ДЕЙСТВИТЕЛЕН
pbem-report-invalid = НЕДЕЙСТВИТЕЛЕН

## Что установила каждая пройденная проверка.
pbem-ok-format = файл игры по почте, игра { $game }, { $count ->
    [one] { $count } запись
    [few] { $count } записи
   *[many] { $count } записей
}
pbem-ok-chain = каждая запись связана с предыдущей; последняя запись № { $seq } ({ $hash })
pbem-ok-sequence = записи пронумерованы от 0 до { $last }; создание, начало и ходы идут по порядку
pbem-ok-players = присоединившиеся игроки ({ $joined } из { $count }): { $names }
pbem-ok-dice = { $reveals ->
    [one] { $reveals } раскрытие кубиков совпадает с обязательством
    [few] { $reveals } раскрытия кубиков совпадают с обязательствами
   *[many] { $reveals } раскрытий кубиков совпадают с обязательствами
}; выведено отрезков бросков: { $segments }
pbem-ok-dice_awaiting = { $dice }; действия игрока { $player }, ждущие следующего файла, чьё звено бросит их кубики: { $waiting }
pbem-ok-orders = обязательств по приказам: { $count }, раскрыто: { $revealed }; все совпадают
pbem-ok-secrets = запечатанных тайн: { $count }; прочесть их могут только владельцы
pbem-ok-content = читаемое сохранение игры в точности соответствует подписанным записям
pbem-ok-signatures = { $count ->
    [one] { $count } запись подписана ключом своего игрока
    [few] все { $count } записи подписаны ключами своих игроков
   *[many] все { $count } записей подписаны ключами своих игроков
}
pbem-ok-computer = { $count ->
    [one] воспроизведено { $count } действие сторон компьютера: это собственный выбор компьютерного игрока
    [few] воспроизведено { $count } действия сторон компьютера: каждое — собственный выбор компьютерного игрока
   *[many] воспроизведено { $count } действий сторон компьютера: каждое — собственный выбор компьютерного игрока
}
pbem-ok-computer_pending = { $count ->
    [one] воспроизведено { $count } действие сторон компьютера: это собственный выбор компьютерного игрока
    [few] воспроизведено { $count } действия сторон компьютера: каждое — собственный выбор компьютерного игрока
   *[many] воспроизведено { $count } действий сторон компьютера: каждое — собственный выбор компьютерного игрока
}; { $pending ->
    [one] { $pending } запечатанное обязательство стороны компьютера будет проверено после раскрытия
    [few] { $pending } запечатанных обязательства сторон компьютера будут проверены после раскрытия
   *[many] { $pending } запечатанных обязательств сторон компьютера будут проверены после раскрытия
}
pbem-ok-computer_other_version = { $checked }; { $count ->
    [one] { $count } действие сыграла другая версия компьютерного игрока, чем в этом приложении (версия { $version }), и эта версия его бы не выбрала: проверить его могла бы только та версия
    [few] { $count } действия сыграла другая версия компьютерного игрока, чем в этом приложении (версия { $version }), и эта версия их бы не выбрала: проверить их могла бы только та версия
   *[many] { $count } действий сыграла другая версия компьютерного игрока, чем в этом приложении (версия { $version }), и эта версия их бы не выбрала: проверить их могла бы только та версия
}
pbem-ok-computer_none = компьютер не играет ни за одну сторону
pbem-ok-computer_unplayed = игра ещё не началась: ни одна сторона компьютера ещё не действовала

## Пропущенные проверки.
pbem-skipped-earlier_failed = не проверялось (предыдущая проверка не пройдена)
pbem-skipped-no_replay = воспроизведение игры здесь недоступно

## Как файл соотносится с тем, что это устройство уже приняло.
pbem-history-new = первый файл этой игры на этом устройстве
pbem-history-same = тот же файл, что уже открыт (№ { $seq })
pbem-history-newer = новее: продолжает № { $known } до № { $file }
pbem-history-older = СТАРЫЙ ФАЙЛ: он заканчивается на № { $file }, а у вас уже есть № { $known }; новее тот файл, что у вас (кто-то повторно прислал старый ход?)
pbem-history-fork = РАЗВИЛКА: запись № { $at } отличается от той, что у вас уже есть; существуют два разных продолжения записи № { $before } (ваше доходит до № { $known }, этот файл — до № { $file })
pbem-history-other_game = другая игра

## Воспроизведение файла по правилам.
pbem-replay-not_started = игра ещё не началась: воспроизводить нечего
pbem-replay-other_system = файл предназначен для другой игровой системы («{ $system }»)
pbem-replay-unknown_system = неизвестная игровая система «{ $system }»
pbem-replay-checked = { $count ->
    [one] воспроизведено { $count } действие, все контрольные точки совпадают
    [few] воспроизведено { $count } действия, все контрольные точки совпадают
   *[many] воспроизведено { $count } действий, все контрольные точки совпадают
}
pbem-replay-summary = { $count ->
    [one] воспроизведено { $count } действие
    [few] воспроизведено { $count } действия
   *[many] воспроизведено { $count } действий
} до хода { $turn }, хеш состояния игры { $hash }

## Почему файл отклонён: файл в целом.
pbem-fail-too_large = файл слишком велик
pbem-fail-incomplete = файл неполон (обрезан при копировании?)
pbem-fail-not_json = файл повреждён: это не читаемый JSON ({ $detail })
pbem-fail-not_sandtable = это не файл Sandtable
pbem-fail-too_new = создан более новой версией Sandtable (формат { $format })
pbem-fail-ordinary_save = это обычное сохранение, а не файл игры по почте (ничего не подписано)
pbem-fail-data_damaged = данные игры по почте повреждены ({ $detail })
pbem-fail-data_version = данные игры по почте версии { $version } здесь прочитать нельзя
pbem-fail-no_entries = в файле нет ни одной записи
pbem-fail-too_many_entries = в файле { $count ->
    [one] { $count } запись
    [few] { $count } записи
    [many] { $count } записей
   *[other] { $count } записи
}; допускается не более { $max }
pbem-fail-entry_oversized = запись № { $seq } больше, чем допустимо ({ $what }: { $count }, не более { $max })
pbem-fail-content_differs = файл отличается от своего подписанного содержимого
pbem-fail-content_bytes = байты файла отличаются от подписанного содержимого (изменено форматирование или кодировка)
pbem-fail-content_fields = изменено после подписи: { $fields } (не совпадает с подписанными записями)

## Записи и их цепочка.
pbem-fail-entry_damaged = запись № { $seq } повреждена ({ $detail })
pbem-fail-entry_version = запись № { $seq } имеет версию PBEM { $version }
pbem-fail-version_back = запись № { $seq } имеет версию PBEM { $version }, более старую, чем одна из предыдущих записей (версия { $newest }); файл никогда не возвращается к более старой версии
pbem-fail-entry_other_game = запись № { $seq } относится к другой игре ({ $game })
pbem-fail-entry_number = запись № { $seq } называет себя № { $claimed }
pbem-fail-entry_kind = запись № { $seq } имеет тип «{ $kind }», а на этом месте должна быть запись типа «{ $expected }»
pbem-fail-entry_unsigned = запись № { $seq } не подписана ({ $detail })
pbem-fail-chain_broken = запись № { $seq } не продолжает запись № { $previous } (какая-то запись изменена, удалена или вставлена)
pbem-fail-second_creation = запись № { $seq } создаёт игру повторно
pbem-fail-second_start = запись № { $seq } начинает игру ещё раз
pbem-fail-turn_before_start = запись № { $seq } — ход до начала игры
pbem-fail-turn_joins = запись № { $seq } содержит присоединения игроков
pbem-fail-second_setup = запись № { $seq } содержит вторые настройки игры
pbem-fail-two_in_a_row = запись № { $seq }: два файла подряд от одного и того же игрока ({ $player }); между ними файл должен добавить другой игрок
pbem-fail-log_gap = запись № { $seq } продолжает журнал с позиции { $start }, но длина журнала — { $length }

## Подписи и карточки игроков.
pbem-fail-entry_signature_unreadable = запись № { $seq } указывает отправителя: { $player }; подпись нечитаема ({ $detail })
pbem-fail-entry_signature_mismatch = запись № { $seq } указывает отправителя: { $player }; подпись не совпадает с ключом этого игрока ({ $fingerprint })
pbem-fail-invitation_signature_unreadable = приглашение: подпись нечитаема ({ $detail })
pbem-fail-invitation_signature_mismatch = приглашение: подпись не совпадает с ключом, которым пользуется { $player } ({ $fingerprint })
pbem-fail-join_signature_unreadable = присоединение ({ $player }): подпись нечитаема ({ $detail })
pbem-fail-join_signature_mismatch = присоединение ({ $player }): подпись не совпадает с ключом этого игрока ({ $fingerprint })
pbem-fail-card_bad_key = карточка игрока ({ $player }) содержит недействительный ключ
pbem-fail-card_bad_fingerprint = у карточки игрока ({ $player }) отпечаток не совпадает с её ключами
pbem-fail-entry_from_unjoined = запись № { $seq } пришла от игрока № { $player }, который не присоединился
pbem-fail-reveal_wrong_signer = запись № { $seq }: раскрытие приказов стороны № { $seat } ({ $seat_name }) подписал не тот игрок, которому принадлежит эта сторона (подпись: { $signer }; сторона принадлежит: { $holder })
pbem-fail-action_wrong_signer = запись № { $seq }: действие стороны № { $seat } ({ $seat_name }) подписал не тот игрок, которому принадлежит эта сторона (подпись: { $signer }; сторона принадлежит: { $holder })
pbem-fail-commitment_wrong_signer = запись № { $seq }: обязательство стороны № { $seat } ({ $seat_name }) подписал не тот игрок, которому принадлежит эта сторона (подпись: { $signer }; сторона принадлежит: { $holder })
pbem-fail-reveal_no_seat = запись № { $seq }: раскрытие приказов несуществующей стороны
pbem-fail-action_no_seat = запись № { $seq }: действие несуществующей стороны
pbem-fail-commitment_no_seat = запись № { $seq }: обязательство несуществующей стороны

## Игроки, настройки игры, приглашения и присоединения.
pbem-fail-first_not_creation = первая запись не создаёт игру
pbem-fail-no_setup = в записи создания игры нет настроек игры
pbem-fail-seats_holders = стороны в настройках игры не соответствуют игрокам, которым они назначены
pbem-fail-player_without_seat = у одного из игроков в настройках игры нет ни одной стороны
pbem-fail-creation_turn_data = запись создания игры содержит данные хода
pbem-fail-entry_from_stranger = запись № { $seq } пришла от игрока № { $player }, которого нет в этой игре
pbem-fail-joined_twice = игрок № { $player } присоединился дважды
pbem-fail-keys_in_use = { $player }: присоединение с ключами, которыми уже пользуется другой игрок
pbem-fail-started_early = игра началась раньше, чем присоединился игрок № { $player }
pbem-fail-invitation_damaged = приглашение повреждено ({ $detail })
pbem-fail-invitation_other_game = приглашение относится к другой игре
pbem-fail-invitation_started = приглашение в игре, которая уже началась
pbem-fail-join_damaged = присоединение повреждено ({ $detail })
pbem-fail-join_version = присоединение версии PBEM { $version } здесь прочитать нельзя
pbem-fail-join_other_game = присоединение ({ $player }) относится к другой игре
pbem-fail-join_no_player = присоединение ({ $player }) указывает несуществующего игрока

## Кубики.
pbem-fail-creator_dice_damaged = обязательство по кубикам создателя игры повреждено ({ $detail })
pbem-fail-dice_commitment_damaged = обязательство по кубикам повреждено ({ $detail })
pbem-fail-dice_no_links = у обязательства по кубикам нет ни одного звена
pbem-fail-no_dice = запись № { $seq } ({ $player }) не содержит раскрытия кубиков
pbem-fail-dice_reveal_damaged = раскрытие кубиков повреждено ({ $detail })
pbem-fail-dice_used_up = { $player }: цепочка кубиков исчерпана
pbem-fail-dice_mismatch = запись № { $seq }: раскрытие кубиков ({ $player }) не совпадает с обязательством (кубики перебросили?)

## Тайные приказы (обязательство, затем раскрытие) и запечатанные тайны.
pbem-fail-start_reveals = запись начала игры раскрывает приказы
pbem-fail-reveal_no_round = запись № { $seq }: раскрытие приказов в раунде без обязательств
pbem-fail-reveal_early = запись № { $seq }: сторона № { $seat } раскрыла приказы раньше, чем сторона № { $missing } зафиксировала свои (раунд { $round })
pbem-fail-reveal_no_commitment = запись № { $seq }: раскрытие приказов без обязательства
pbem-fail-revealed_twice = запись № { $seq }: приказы раскрыты дважды
pbem-fail-reveal_mismatch = запись № { $seq }: раскрытые приказы стороны № { $seat } не совпадают с её обязательством (раунд { $round })
pbem-fail-reveal_not_actions = запись № { $seq }: раскрытые приказы не являются списком действий ({ $detail })
pbem-fail-reveal_other_seat = запись № { $seq }: раскрытые приказы относятся к другой стороне
pbem-fail-commitment_bad_seats = запись № { $seq }: обязательство перечисляет недопустимые стороны
pbem-fail-commitment_other_seats = запись № { $seq }: обязательства одного раунда перечисляют разные стороны
pbem-fail-commitment_late = запись № { $seq }: обязательство после начала раскрытий
pbem-fail-committed_twice = запись № { $seq }: сторона № { $seat } зафиксировала приказы дважды
pbem-fail-commitment_open = запись № { $seq }: сторона { $seat_name } зафиксировала новые приказы, хотя её приказы раунда { $round } всё ещё запечатаны
pbem-fail-commitment_round = запись № { $seq }: новый раунд приказов должен иметь номер { $expected } (текущая позиция журнала), а не { $round }
pbem-fail-action_while_committed = запись № { $seq }: сторона { $seat_name } действовала открыто, хотя её приказы раунда { $round } всё ещё запечатаны
pbem-fail-reveal_overdue = запись № { $seq }: сторона { $seat_name } должна была раскрыть приказы, запечатанные в записи № { $committed } (раунд { $round }, все стороны уже зафиксировали свои), но не сделала этого
pbem-fail-round_seats = раунд { $round } запечатанных приказов называет: { $listed }, но по правилам в его начале действовать могли: { $rules }
pbem-fail-rekey_in_start = запись № { $seq }: ключ можно заменить только в файле хода
pbem-fail-rekey_damaged = запись № { $seq }: замена ключа повреждена ({ $detail })
pbem-fail-rekey_other_game = запись № { $seq }: замена ключа сделана для другой игры
pbem-fail-rekey_early = запись № { $seq }: замена ключа утверждает, что сделана после записи № { $after }, которая идёт позже
pbem-fail-rekey_no_player = запись № { $seq }: замена ключа касается игрока № { $player }, которого нет в этой игре
pbem-fail-rekey_keys_in_use = запись № { $seq }: новый ключ игрока { $player } уже является ключом этой игры
pbem-fail-rekey_signature = запись № { $seq }: замена ключа игрока { $player } не подписана новым ключом, который она называет
pbem-fail-rekey_dice = запись № { $seq }: обязательство кубиков нового ключа игрока { $player } повреждено
pbem-fail-rekey_reveals_begun = запись № { $seq }: ключ игрока { $player } нельзя заменить, пока раскрывается раунд запечатанных приказов
pbem-fail-rekey_cosigner = запись № { $seq }: замена ключа содержит согласие игрока № { $player }, который не может его дать (вне игры, сам заменяемый или повторно)
pbem-fail-rekey_cosign_mismatch = запись № { $seq }: согласие игрока { $player } на замену ключа не подписано его ключом
pbem-fail-rekey_unsigned = запись № { $seq }: замене ключа не хватает согласия: { $players }
pbem-fail-turn_unfinished = файл № { $seq } от: { $player } заканчивается, хотя ещё должны были действовать: { $seats }
pbem-fail-commitment_damaged = обязательство по приказам повреждено ({ $detail })
pbem-fail-sealed_orders_damaged = запись № { $seq }: запечатанные приказы повреждены ({ $detail })
pbem-fail-secret_no_seat = запись № { $seq }: тайна для несуществующей стороны
pbem-fail-secret_damaged = запись № { $seq }: запечатанная тайна повреждена ({ $detail })
pbem-fail-sealed_size = запись № { $seq }: запечатанные данные стороны № { $seat } имеют размер { $size ->
    [one] { $size } байт
    [few] { $size } байта
   *[many] { $size } байт
}; запечатанные данные дополняются до { $smallest ->
    [one] { $smallest } байта
    [few] { $smallest } байт
   *[many] { $smallest } байт
} (более длинные — до двойного, четверного и т. д. размера), чтобы их размер ничего не выдавал о содержимом
pbem-seal-damaged = запечатанная тайна повреждена ({ $detail })
pbem-seal-not_opened = запечатанную тайну нельзя открыть этим ключом (она не ваша или изменена)

## Стороны компьютера: каждое их действие — собственный выбор компьютерного игрока.
pbem-fail-computer_mismatch = действие № { $number } в файле — не выбор компьютера: за сторону { $seat_name } (№ { $seat }) играет компьютер на экране игрока { $player }, а файл приписывает ей «{ $logged }», тогда как компьютерный игрок выбирает «{ $computer }»
pbem-fail-computer_nothing = действие № { $number } в файле — не выбор компьютера: за сторону { $seat_name } (№ { $seat }) играет компьютер на экране игрока { $player }, а файл приписывает ей «{ $logged }», тогда как компьютерный игрок здесь не действует
pbem-fail-computer_undecidable = действие № { $number } в файле ({ $seat_name }, сторона № { $seat }, запечатал игрок { $player }) нельзя сыграть там, где оно было запечатано ({ $rule }), поэтому приказы компьютера, запечатанные вместе с ним, проверить нельзя

## Почему файл не удалось записать (ход, приглашение, присоединение).
pbem-build-not_a_player = эти ключи не принадлежат ни одному игроку этой игры
pbem-build-not_rekey_file = это не запрос Sandtable на замену ключа
pbem-build-key_sealed_lost = ключ этого браузера хранится запечатанным, а ключ, который его открывает, пропал (данные этого сайта очищены частично?); восстановите свой ключ из файла резервной копии
pbem-build-key_damaged = ключ игрока повреждён ({ $detail })
pbem-build-dice_used_up = цепочка кубиков исчерпана
pbem-build-only_creator_invites = приглашать может только создатель игры, до её начала
pbem-build-no_remote_player = удалённого игрока № { $player } нет
pbem-build-not_invitation = этот файл не является приглашением
pbem-build-already_started = эта игра уже началась
pbem-build-join_unreadable = это не файл присоединения ({ $detail })
pbem-build-not_join_file = это не файл присоединения
pbem-build-waiting_for = всё ещё ждём присоединения { $count ->
    [one] игрока № { $players }
    [few] игроков № { $players }
   *[many] игроков № { $players }
}
pbem-build-only_creator_starts = начать игру может только её создатель, один раз
pbem-build-not_started = игра ещё не началась
pbem-build-no_commitment = у стороны № { $seat } нет обязательства в раунде { $round }
pbem-build-opening_damaged = запечатанные приказы повреждены ({ $detail })
pbem-build-no_seat = стороны № { $seat } не существует
pbem-build-unwritable = не удалось записать файл ({ $detail })
pbem-desk-draft_refused = действие незавершённого хода отклонено ({ $rule })
pbem-desk-orders_stale = зафиксированные приказы стороны № { $seat } больше невыполнимы ({ $rule })
pbem-fail-answered_alone = кубики, которые бросает следующий файл, требуют хотя бы двух игроков: больше некому ответить
pbem-fail-answered_version = игру, в которой кубики бросает следующий файл, нужно создать в версии 3 игры по почте, а не { $version }
pbem-desk-waits_for_dice = ход ждёт своих кубиков: отправьте файл, их бросит ответ следующего игрока
pbem-desk-answer_refused = файл № { $seq } от: { $player } содержит действие, которое правила отклоняют после броска кубиков (действие № { $index }: { $rule })
pbem-desk-dice_wait_reveal = раскрытые приказы требуют броска кубиков

## Резервная копия ключа, которую не удаётся восстановить или создать.
pbem-backup-damaged = это не читаемая резервная копия ключа Sandtable ({ $detail })
pbem-backup-too_new = эту копию ключа создала более новая версия Sandtable (версия { $version })
pbem-backup-wrong_passphrase = неверный пароль (или файл копии был изменён)
pbem-backup-kdf = параметры получения ключа в этой копии недопустимы ({ $detail })
