engine-refusal-wrong_system = Ta gra jest przygotowana dla innego systemu ({ $system }).
engine-refusal-no_such_seat = W tej grze nie ma takiego miejsca przy stole.
engine-refusal-game_over = Gra jest zakończona.
engine-refusal-not_your_turn = To nie jest tura tego miejsca przy stole.
engine-undo-nothing = Nie ma czego cofnąć: nie wykonano jeszcze żadnej akcji.
engine-undo-not_yours = Ostatnią akcję wykonał inny gracz: tylko on może ją cofnąć, w swojej turze.
engine-undo-dice = W ostatniej akcji rzucano kośćmi: jej wynik pozostaje w mocy.
engine-undo-revealed = Ostatnia akcja odkryła coś ukrytego: nie można jej cofnąć.
engine-undo-turn_passed = Tura już minęła: ostatniej akcji nie można cofnąć.
engine-undo-no_turn = Teraz nie jest kolej nikogo przy tym ekranie.
engine-refusal-cannot_undo = Tej akcji nie można cofnąć: był rzut kośćmi, odkryto coś ukrytego albo tura już minęła.
engine-refusal-malformed_action = Gra nie rozpoznaje tej akcji.
engine-load_error = { $reason }
engine-log-secret_action = Tajna akcja
engine-log-secret_actions = { $count ->
    [one] { $count } tajna akcja
    [few] { $count } tajne akcje
   *[many] { $count } tajnych akcji
}
engine-load-truncated = Plik jest niekompletny: urywa się przed końcem zapisu gry. Może został ucięty podczas kopiowania lub wysyłania? Niczego nie zmieniono.
engine-load-foreign = Ten plik nie jest zapisem gry Sandtable. Niczego nie zmieniono.
engine-load-malformed = Plik zapisu jest uszkodzony ({ $detail }). Niczego nie zmieniono.
engine-load-too_new = Ten zapis pochodzi z nowszej wersji Sandtable (format { $format }). Zaktualizuj grę, aby go otworzyć. Niczego nie zmieniono.
engine-load-unknown_system = Ten zapis dotyczy gry, której nie ma w tej wersji ({ $system }). Niczego nie zmieniono.
engine-load-scenario = Ten zapis powstał na innych danych scenariusza ({ $scenario }) i nie da się go tu odtworzyć. Niczego nie zmieniono.
engine-load-rules_newer = Ten zapis powstał według nowszych zasad (wersja { $version }) niż zasady w tej wersji Sandtable. Zaktualizuj grę, aby go otworzyć. Niczego nie zmieniono.
engine-load-rules_older = Ten zapis powstał według starszych zasad (wersja { $version }); ta wersja Sandtable rozgrywa grę inaczej i nie może go odtworzyć. Niczego nie zmieniono.
engine-load-bad_action = Akcja nr { $number } w pliku jest uszkodzona. Niczego nie zmieniono.
engine-load-replay = Ruchów z pliku nie da się odtworzyć zgodnie z zasadami ({ $reason }). Możliwe, że plik był edytowany. Niczego nie zmieniono.
engine-load-tampered = Plik zmieniono po zapisaniu (stan gry po ruchu nr { $move } nie zgadza się z zapisem). Niczego nie zmieniono.
