# Play by e-mail: the checks of a turn file, their report lines, why a file
# is refused, and why a file could not be written. Technical details in
# parentheses ($detail: a decoder's own words) stay as the decoder wrote them.

## The kinds of entry (names: a translation may give them cases).
pbem-kind-create = Create
pbem-kind-start = Start
pbem-kind-turn = Turn

## The report's verdict (command line).
pbem-report-valid = VALID
pbem-report-invalid = INVALID

## What each passed check found.
pbem-ok-format = a play-by-e-mail file of game { $game }, { $count ->
    [one] { $count } entry
   *[other] { $count } entries
}
pbem-ok-chain = every entry links to the one before; head #{ $seq } { $hash }
pbem-ok-sequence = entries numbered 0 to { $last }, creation, start and turns in order
pbem-ok-players = { $joined } of { $count ->
    [one] { $count } player
   *[other] { $count } players
} joined: { $names }
pbem-ok-dice = { $reveals ->
    [one] { $reveals } dice reveal matches its commitment
   *[other] { $reveals } dice reveals match their commitments
}; { $segments ->
    [one] { $segments } dice segment
   *[other] { $segments } dice segments
} derived
pbem-ok-dice_awaiting = { $dice }; { $waiting } actions of { $player } wait for the next file, whose link throws their dice
pbem-ok-orders = { $count ->
    [one] { $count } commitment
   *[other] { $count } commitments
}, { $revealed } revealed, each matching
pbem-ok-secrets = { $count ->
    [one] { $count } sealed secret, readable only by its owner
   *[other] { $count } sealed secrets, readable only by their owners
}
pbem-ok-content = the readable save is exactly what the signed entries say
pbem-ok-signatures = { $count ->
    [one] { $count } entry signed by its player's key
   *[other] all { $count } entries signed by their players' keys
}
pbem-ok-computer = { $count ->
    [one] { $count } action of a computer seat replayed: the computer player's own choice
   *[other] { $count } actions of computer seats replayed: each the computer player's own choice
}
pbem-ok-computer_pending = { $count ->
    [one] { $count } action of a computer seat replayed: the computer player's own choice
   *[other] { $count } actions of computer seats replayed: each the computer player's own choice
}; { $pending ->
    [one] { $pending } sealed commitment of a computer seat is checked once it is revealed
   *[other] { $pending } sealed commitments of computer seats are checked once they are revealed
}
pbem-ok-computer_none = no seat is played by the computer
pbem-ok-computer_unplayed = not started yet: no computer seat has acted

## Checks not run.
pbem-skipped-earlier_failed = not checked (an earlier check failed)
pbem-skipped-no_replay = no replay available here

## How the file relates to what this device has already accepted.
pbem-history-new = first file of this game on this device
pbem-history-same = the same file as the one already opened (#{ $seq })
pbem-history-newer = newer: continues #{ $known } up to #{ $file }
pbem-history-older = OLD FILE: it ends at #{ $file } but you already have #{ $known }; the newer file is the one you have (was an old turn sent again?)
pbem-history-fork = FORK: entry #{ $at } differs from the one you already have; two different continuations of #{ $before } exist (yours goes to #{ $known }, this file to #{ $file })
pbem-history-other_game = another game

## The rules' replay of the file.
pbem-replay-not_started = not started yet: nothing to replay
pbem-replay-other_system = the file is for another game system ('{ $system }')
pbem-replay-unknown_system = unknown system '{ $system }'
pbem-replay-checked = { $count ->
    [one] { $count } action replayed, every checkpoint matches
   *[other] { $count } actions replayed, every checkpoint matches
}
pbem-replay-summary = { $count ->
    [one] { $count } action replayed
   *[other] { $count } actions replayed
} to turn { $turn }, state hash { $hash }

## Why a file is refused: the file as a whole.
pbem-fail-too_large = the file is too large
pbem-fail-incomplete = the file is incomplete (cut off while copying?)
pbem-fail-not_json = the file is damaged: not readable JSON ({ $detail })
pbem-fail-not_sandtable = this is not a Sandtable file
pbem-fail-too_new = made by a newer version of Sandtable (format { $format })
pbem-fail-ordinary_save = this is an ordinary save, not a play-by-e-mail file (nothing is signed)
pbem-fail-data_damaged = the play-by-e-mail data is damaged ({ $detail })
pbem-fail-data_version = play-by-e-mail data of version { $version } is not readable here
pbem-fail-no_entries = the file holds no entries
pbem-fail-too_many_entries = the file has { $count } entries; at most { $max } are accepted
pbem-fail-entry_oversized = entry #{ $seq } is larger than an entry may be ({ $what }: { $count }, at most { $max })
pbem-fail-content_differs = the file differs from its signed content
pbem-fail-content_bytes = the file's bytes differ from the signed content (edited formatting or encoding)
pbem-fail-content_fields = { $fields } changed after signing (does not match the signed entries)

## Entries and their chain.
pbem-fail-entry_damaged = entry #{ $seq } is damaged ({ $detail })
pbem-fail-entry_version = entry #{ $seq } is of PBEM version { $version }
pbem-fail-version_back = entry #{ $seq } is of PBEM version { $version }, older than an entry before it (version { $newest }); a file never goes back to an older version
pbem-fail-entry_other_game = entry #{ $seq } belongs to another game ({ $game })
pbem-fail-entry_number = entry #{ $seq } says it is #{ $claimed }
pbem-fail-entry_kind = entry #{ $seq } is a { $kind } entry where a { $expected } belongs
pbem-fail-entry_unsigned = entry #{ $seq } is unsigned ({ $detail })
pbem-fail-chain_broken = entry #{ $seq } does not follow entry #{ $previous } (an entry was changed, removed or inserted)
pbem-fail-second_creation = entry #{ $seq } is a second creation
pbem-fail-second_start = entry #{ $seq } starts the game again
pbem-fail-turn_before_start = entry #{ $seq } is a turn before the game started
pbem-fail-turn_joins = entry #{ $seq } carries joins
pbem-fail-second_setup = entry #{ $seq } carries a second setup
pbem-fail-two_in_a_row = entry #{ $seq }: two files in a row from { $player } (another player must add a file between them)
pbem-fail-log_gap = entry #{ $seq } continues the log at { $start } but the log has { $length }

## Signatures and player cards.
pbem-fail-entry_signature_unreadable = entry #{ $seq } claims to be from { $player }: unreadable signature ({ $detail })
pbem-fail-entry_signature_mismatch = entry #{ $seq } claims to be from { $player }: the signature does not match { $player }'s key ({ $fingerprint })
pbem-fail-invitation_signature_unreadable = the invitation: unreadable signature ({ $detail })
pbem-fail-invitation_signature_mismatch = the invitation: the signature does not match { $player }'s key ({ $fingerprint })
pbem-fail-join_signature_unreadable = { $player }'s join: unreadable signature ({ $detail })
pbem-fail-join_signature_mismatch = { $player }'s join: the signature does not match { $player }'s key ({ $fingerprint })
pbem-fail-card_bad_key = the player card of { $player } holds an invalid key
pbem-fail-card_bad_fingerprint = the player card of { $player } has a fingerprint that does not match its keys
pbem-fail-entry_from_unjoined = entry #{ $seq } is from player { $player }, who has not joined
pbem-fail-reveal_wrong_signer = entry #{ $seq }: a reveal for seat { $seat } ({ $seat_name }) is signed by { $signer }, not by its holder { $holder }
pbem-fail-action_wrong_signer = entry #{ $seq }: an action for seat { $seat } ({ $seat_name }) is signed by { $signer }, not by its holder { $holder }
pbem-fail-commitment_wrong_signer = entry #{ $seq }: a commitment for seat { $seat } ({ $seat_name }) is signed by { $signer }, not by its holder { $holder }
pbem-fail-reveal_no_seat = entry #{ $seq }: a reveal for a seat that does not exist
pbem-fail-action_no_seat = entry #{ $seq }: an action for a seat that does not exist
pbem-fail-commitment_no_seat = entry #{ $seq }: a commitment for a seat that does not exist

## Players, the setup, invitations and joins.
pbem-fail-first_not_creation = the first entry is not the game's creation
pbem-fail-no_setup = the creation entry has no setup
pbem-fail-seats_holders = the setup's seats and holders do not match
pbem-fail-player_without_seat = a player in the setup holds no seat
pbem-fail-creation_turn_data = the creation entry carries turn data
pbem-fail-entry_from_stranger = entry #{ $seq } is from player { $player }, who is not in this game
pbem-fail-joined_twice = player { $player } joined twice
pbem-fail-keys_in_use = { $player } joined with keys another player already uses
pbem-fail-started_early = the game started before player { $player } joined
pbem-fail-invitation_damaged = the invitation is damaged ({ $detail })
pbem-fail-invitation_other_game = the invitation is for another game
pbem-fail-invitation_started = an invitation inside a game that has started
pbem-fail-join_damaged = a join is damaged ({ $detail })
pbem-fail-join_version = a join of PBEM version { $version } is not readable here
pbem-fail-join_other_game = { $player }'s join is for another game
pbem-fail-join_no_player = { $player }'s join names a player that does not exist

## Dice.
pbem-fail-creator_dice_damaged = the creator's dice commitment is damaged ({ $detail })
pbem-fail-dice_commitment_damaged = a dice commitment is damaged ({ $detail })
pbem-fail-dice_no_links = a dice commitment has no links
pbem-fail-no_dice = entry #{ $seq } from { $player } has no dice reveal
pbem-fail-dice_reveal_damaged = a dice reveal is damaged ({ $detail })
pbem-fail-dice_used_up = { $player }'s dice chain is used up
pbem-fail-dice_mismatch = entry #{ $seq }: { $player }'s dice reveal does not match the commitment (dice re-rolled?)

## Secret orders (commit, then reveal) and sealed secrets.
pbem-fail-start_reveals = the start entry reveals orders
pbem-fail-reveal_no_round = entry #{ $seq }: a reveal for a round with no commitments
pbem-fail-reveal_early = entry #{ $seq }: seat { $seat } revealed its orders before seat { $missing } committed (round { $round })
pbem-fail-reveal_no_commitment = entry #{ $seq }: a reveal without a commitment
pbem-fail-revealed_twice = entry #{ $seq }: orders revealed twice
pbem-fail-reveal_mismatch = entry #{ $seq }: seat { $seat }'s revealed orders do not match its commitment (round { $round })
pbem-fail-reveal_not_actions = entry #{ $seq }: revealed orders are not a list of actions ({ $detail })
pbem-fail-reveal_other_seat = entry #{ $seq }: revealed orders for another seat
pbem-fail-commitment_bad_seats = entry #{ $seq }: a commitment lists bad seats
pbem-fail-commitment_other_seats = entry #{ $seq }: commitments of one round list other seats
pbem-fail-commitment_late = entry #{ $seq }: a commitment after reveals began
pbem-fail-committed_twice = entry #{ $seq }: seat { $seat } committed twice
pbem-fail-commitment_open = entry #{ $seq }: { $seat_name } committed new orders while its orders of round { $round } are still sealed
pbem-fail-commitment_round = entry #{ $seq }: a new round of orders must be named { $expected } (where the log stands), not { $round }
pbem-fail-action_while_committed = entry #{ $seq }: { $seat_name } acted in the open while its orders of round { $round } are still sealed
pbem-fail-reveal_overdue = entry #{ $seq }: { $seat_name } had to reveal the orders it sealed in entry #{ $committed } (round { $round }, every seat has committed) and did not
pbem-fail-round_seats = round { $round } of sealed orders lists { $listed }, but the rules let { $rules } act where it began
pbem-fail-rekey_in_start = entry #{ $seq }: a key can be replaced only in a turn file
pbem-fail-rekey_damaged = entry #{ $seq }: a key replacement is damaged ({ $detail })
pbem-fail-rekey_other_game = entry #{ $seq }: a key replacement was made for another game
pbem-fail-rekey_early = entry #{ $seq }: a key replacement says it was made after entry #{ $after }, which comes later
pbem-fail-rekey_no_player = entry #{ $seq }: a key replacement is for player { $player }, who is not in this game
pbem-fail-rekey_keys_in_use = entry #{ $seq }: { $player }'s new key is already a key of this game
pbem-fail-rekey_signature = entry #{ $seq }: { $player }'s key replacement is not signed by the new key it names
pbem-fail-rekey_dice = entry #{ $seq }: the dice commitment of { $player }'s new key is damaged
pbem-fail-rekey_reveals_begun = entry #{ $seq }: { $player }'s key cannot be replaced while a round of sealed orders is being revealed
pbem-fail-rekey_cosigner = entry #{ $seq }: a key replacement carries a consent from player { $player }, who cannot give it (not in the game, the player replaced, or twice)
pbem-fail-rekey_cosign_mismatch = entry #{ $seq }: { $player }'s consent to a key replacement is not signed by { $player }'s key
pbem-fail-rekey_unsigned = entry #{ $seq }: a key replacement lacks the consent of { $players }
pbem-fail-turn_unfinished = file #{ $seq } from { $player } ends while { $seats } still had to act
pbem-fail-commitment_damaged = a commitment is damaged ({ $detail })
pbem-fail-sealed_orders_damaged = entry #{ $seq }: the sealed orders are damaged ({ $detail })
pbem-fail-secret_no_seat = entry #{ $seq }: a secret for a seat that does not exist
pbem-fail-secret_damaged = entry #{ $seq }: the sealed secret is damaged ({ $detail })
pbem-fail-sealed_size = entry #{ $seq }: the sealed box of seat { $seat } is { $size ->
    [one] { $size } byte
   *[other] { $size } bytes
}; sealed boxes are padded to { $smallest ->
    [one] { $smallest } byte
   *[other] { $smallest } bytes
} (longer ones to twice, four times … that), so that their size tells nothing of what is inside
pbem-seal-damaged = the sealed secret is damaged ({ $detail })
pbem-seal-not_opened = the sealed secret cannot be opened with this key (not yours, or changed)

## Computer seats: each of their actions is the computer player's own choice.
pbem-fail-computer_mismatch = action #{ $number } in the file is not the computer's choice: { $seat_name } (seat { $seat }) is played by the computer on { $player }'s screen, and the file has it play “{ $logged }” where the computer player chooses “{ $computer }”
pbem-fail-computer_nothing = action #{ $number } in the file is not the computer's choice: { $seat_name } (seat { $seat }) is played by the computer on { $player }'s screen, and the file has it play “{ $logged }” where the computer player does not act
pbem-fail-computer_undecidable = action #{ $number } in the file ({ $seat_name }, seat { $seat }, sealed by { $player }) cannot be played where it was sealed ({ $rule }), so the computer's orders sealed with it cannot be checked

## Why a file could not be written (a turn, an invitation, a join).
pbem-build-not_a_player = these keys do not belong to a player of this game
pbem-build-not_rekey_file = this is not a key replacement request of Sandtable
pbem-build-key_sealed_lost = this browser's key is stored sealed, and the key that opens it is gone (were this site's data cleared in part?); restore your key from its backup file
pbem-build-key_damaged = the player key is damaged ({ $detail })
pbem-build-dice_used_up = the dice chain is used up
pbem-build-only_creator_invites = only the creator invites, before the game starts
pbem-build-no_remote_player = there is no remote player { $player }
pbem-build-not_invitation = this file is not an invitation
pbem-build-already_started = this game has already started
pbem-build-join_unreadable = not a join file ({ $detail })
pbem-build-not_join_file = not a join file
pbem-build-waiting_for = still waiting for { $count ->
    [one] player
   *[other] players
} { $players } to join
pbem-build-only_creator_starts = only the creator starts the game, once
pbem-build-not_started = the game has not started yet
pbem-build-no_commitment = seat { $seat } has no commitment in round { $round }
pbem-build-opening_damaged = a sealed opening is damaged ({ $detail })
pbem-build-no_seat = seat { $seat } does not exist
pbem-build-unwritable = the file could not be written ({ $detail })
pbem-desk-draft_refused = an action of the unfinished turn is refused ({ $rule })
pbem-desk-orders_stale = committed orders of seat { $seat } no longer apply ({ $rule })
pbem-fail-answered_alone = dice thrown by the next file need at least two players: nobody else could answer
pbem-fail-answered_version = a game whose dice are thrown by the next file must be created with version 3 of play by e-mail, not { $version }
pbem-desk-waits_for_dice = the turn waits for its dice: send the file, the next player's answer throws them
pbem-desk-answer_refused = file #{ $seq } from { $player } holds an action the rules refuse once its dice are thrown (action { $index }: { $rule })
pbem-desk-dice_wait_reveal = the revealed orders throw dice

## A key backup that cannot be restored or made.
pbem-backup-damaged = this is not a readable Sandtable key backup ({ $detail })
pbem-backup-too_new = this key backup was made by a newer version of Sandtable (version { $version })
pbem-backup-wrong_passphrase = wrong passphrase (or the backup file was changed)
pbem-backup-kdf = the backup's key-derivation settings are not acceptable ({ $detail })

## Keys replaced in a game (PBEM 4).
pbem-ok-keys_never = no key replaced: this game lets none be replaced (a lost key is restored from its backup)
pbem-ok-keys_consent = no key replaced: this game lets a lost key be replaced with every other player's consent
pbem-ok-keys_replaced = { $player }'s key ({ $seats }) was replaced at #{ $seq } with the consent of { $consented }: old fingerprint { $old }, new { $new }
## The computer seats played by a version of the computer player this app does not have ($checked: what was checked).
pbem-skipped-computer_newer = { $checked }; { $count ->
    [one] { $count } action was
   *[other] { $count } actions were
} played by version { $played } of the computer player, which this app does not have (its own is version { $version }): a newer app made this file; update Sandtable to check them
pbem-skipped-computer_older = { $checked }; { $count ->
    [one] { $count } action was
   *[other] { $count } actions were
} played by version { $played } of the computer player, which this app no longer has (its own is version { $version }): an older app made this file, and only an app of that version can check them
pbem-report-valid_partly = VALID AS FAR AS CHECKED (the lines marked – were not checked)
pbem-fail-setup_version = the game's creation (version { $version }) has settings of a later version
pbem-fail-computer_version_claimed = entry #{ $seq }: { $player } names version { $claimed } of the computer player where the game's is { $version }: only the holder of the computer seats names one, and never an older one
pbem-fail-join_uninvited = { $player }'s join for player { $seat } does not answer that player's invitation: a join takes only the seat its invitation was for
pbem-fail-rekey_not_allowed = entry #{ $seq }: a key is replaced, but this game's creation lets no key be replaced (a lost key is restored from its backup)
pbem-fail-sealed_public_step = entry #{ $seq }: orders of { $seat_name } are sealed where the rules keep nothing secret: only secret choices (a purchase in a simultaneous step) may be sealed
pbem-fail-sealed_unfinished = entry #{ $seq }: the sealed orders of { $seat_name } leave its step unfinished: sealed orders finish the seat's secret step
pbem-fail-sealed_public_order = action #{ $number } was sealed for { $seat_name }, but the rules do not keep it secret: it should have been played openly
pbem-fail-sealed_unplayable = action #{ $number }, sealed for { $seat_name }, cannot be played where it was sealed ({ $rule })
pbem-build-rekey_not_allowed = this game lets no key be replaced: restore your key from its backup (Games by e-mail → Back up or restore your key)
pbem-build-invitation_old = this invitation was made under an older version of the protocol (version { $version }; this app joins games of version { $current }). Ask its creator to create the game again with an updated Sandtable
pbem-build-key_session_ended = your key was kept only for the session that made or restored it (this browser cannot store it safely), and that session has ended. Restore it from its backup
