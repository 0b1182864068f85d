engine-refusal-wrong_system = Tato hra je nastavena pro jiný herní systém ({ $system }).
engine-refusal-no_such_seat = Takové hráčské místo v této hře není.
engine-refusal-game_over = Hra skončila.
engine-refusal-not_your_turn = Toto místo není na tahu.
engine-undo-nothing = Není co vzít zpět: zatím nebyla provedena žádná akce.
engine-undo-not_yours = Poslední akci provedl jiný hráč: vzít ji zpět může jen on, a to ve svém tahu.
engine-undo-dice = Při poslední akci se házelo kostkou: její výsledek platí.
engine-undo-revealed = Poslední akce odhalila něco skrytého: nelze ji vzít zpět.
engine-undo-turn_passed = Tah už skončil: poslední akci nelze vzít zpět.
engine-undo-no_turn = Nikdo u této obrazovky teď není na tahu.
engine-refusal-cannot_undo = Tuto akci nelze vzít zpět: házelo se kostkou, odhalilo se něco skrytého, nebo tah už skončil.
engine-refusal-malformed_action = Hra této akci nerozumí.
engine-load_error = { $reason }
engine-log-secret_action = Tajná akce
engine-log-secret_actions = { $count ->
    [one] { $count } tajná akce
    [few] { $count } tajné akce
   *[other] { $count } tajných akcí
}
engine-load-truncated = Soubor je neúplný: končí dřív než hra. Nebyl při kopírování nebo odesílání useknut? Nic se nezměnilo.
engine-load-foreign = Tento soubor není uložená hra Sandtable. Nic se nezměnilo.
engine-load-malformed = Soubor s uloženou hrou je poškozený ({ $detail }). Nic se nezměnilo.
engine-load-too_new = Tato uložená hra pochází z novější verze Sandtable (formát { $format }). Chcete-li ji otevřít, aktualizujte hru. Nic se nezměnilo.
engine-load-unknown_system = Tato uložená hra patří ke hře, kterou tato verze nemá ({ $system }). Nic se nezměnilo.
engine-load-scenario = Tato uložená hra vznikla s jinými daty scénáře ({ $scenario }) a nelze ji zde přehrát. Nic se nezměnilo.
engine-load-rules_newer = Tato uložená hra vznikla s novějšími pravidly (verze { $version }), než má tato verze Sandtable. Chcete-li ji otevřít, aktualizujte hru. Nic se nezměnilo.
engine-load-rules_older = Tato uložená hra vznikla se staršími pravidly (verze { $version }); tato verze Sandtable hraje hru jinak a nedokáže ji přehrát. Nic se nezměnilo.
engine-load-bad_action = Akce č. { $number } v souboru je poškozená. Nic se nezměnilo.
engine-load-replay = Akce ze souboru nelze podle pravidel přehrát ({ $reason }). Soubor mohl být upraven. Nic se nezměnilo.
engine-load-tampered = Soubor byl po uložení změněn (stav hry po akci č. { $move } neodpovídá záznamu). Nic se nezměnilo.
