engine-refusal-wrong_system = This game is set up for another system ({ $system }).
engine-refusal-no_such_seat = There is no such seat in this game.
engine-refusal-game_over = The game is over.
engine-refusal-not_your_turn = It is not this seat's turn.
engine-undo-nothing = Nothing to undo: no action was taken yet.
engine-undo-not_yours = The last action was another player's: only they could take it back, on their turn.
engine-undo-dice = The last action rolled dice: its result stands.
engine-undo-revealed = The last action revealed something hidden: it cannot be taken back.
engine-undo-turn_passed = The turn has passed: the last action cannot be taken back.
engine-undo-no_turn = Nobody at this screen is to act now.
engine-refusal-cannot_undo = This action cannot be undone: dice were rolled, something hidden was revealed, or the turn has passed.
engine-refusal-malformed_action = This action is not understood by the game.
engine-load_error = { $reason }
engine-log-secret_action = A secret action
engine-log-secret_actions = { $count ->
    [one] { $count } secret action
   *[other] { $count } secret actions
}
engine-load-truncated = The file is incomplete: it ends before the game does. Was it cut off while copying or sending? Nothing was changed.
engine-load-foreign = This file is not a Sandtable save. Nothing was changed.
engine-load-malformed = The save file is damaged ({ $detail }). Nothing was changed.
engine-load-too_new = This save was made by a newer version of Sandtable (format { $format }). Update the game to open it. Nothing was changed.
engine-load-unknown_system = This save is for a game this version does not have ({ $system }). Nothing was changed.
engine-load-scenario = This save was made with different scenario data ({ $scenario }) and cannot be replayed here. Nothing was changed.
engine-load-rules_newer = This save was made with newer rules (version { $version }) than this Sandtable has. Update the game to open it. Nothing was changed.
engine-load-rules_older = This save was made with older rules (version { $version }); this version of Sandtable plays the game differently and cannot replay it. Nothing was changed.
engine-load-bad_action = Action { $number } in the file is damaged. Nothing was changed.
engine-load-replay = The file's moves do not replay under the rules ({ $reason }). It may have been edited. Nothing was changed.
engine-load-tampered = The file was changed after it was saved (the game after move { $move } does not match its record). Nothing was changed.
