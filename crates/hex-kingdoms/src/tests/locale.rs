//! Every key rendered over simulated games exists in `locales/en.json`.

use crate::HexKingdoms;
use crate::refusal::Refuse;
use engine::rules::Rules;
use engine::seat::SeatId;
use engine::text::{Arg, Catalog, Text};

fn keys(t: &Text, out: &mut Vec<String>) {
    out.push(t.key.clone());
    for a in &t.args {
        if let Arg::Key(k) = a {
            out.push(k.clone());
        }
    }
}

#[test]
fn every_rendered_key_exists() {
    let mut cat = Catalog::default();
    cat.add_json(HexKingdoms::locale_en()).expect("flat JSON");
    let mut used: Vec<String> = Vec::new();
    let info = HexKingdoms::info();
    used.extend([info.name.to_owned(), info.rules_summary.to_owned()]);
    used.extend(info.roles.iter().map(|r| HexKingdoms::role_name_key(r.id)));
    used.extend(HexKingdoms::scenarios().iter().map(|s| s.name.to_owned()));
    used.extend(Refuse::ALL.iter().map(|r| r.key().to_owned()));
    for sc in ["two-kingdoms", "four-realms"] {
        let board = HexKingdoms::board(sc).expect("board");
        used.extend(board.regions().iter().map(|r| HexKingdoms::region_name_key(&r.key)));
    }
    for (sc, n, seed) in [("two-kingdoms", 2, "loc-a"), ("four-realms", 4, "loc-b"), ("two-kingdoms", 2, "loc-c")] {
        let mut game = crate::sim::new_game(sc, n, seed).expect("setup");
        for _ in 0..900 {
            let s = game.state().clone();
            let Some(&seat) = HexKingdoms::to_act(&s).first() else { break };
            keys(&HexKingdoms::turn_label(&s), &mut used);
            for a in HexKingdoms::legal_actions(&s, seat).iter().take(60) {
                keys(&HexKingdoms::describe_action(&s, a), &mut used);
            }
            for sec in HexKingdoms::panel(&s, Some(seat)) {
                keys(&sec.title, &mut used);
                for (a, b) in &sec.rows {
                    keys(a, &mut used);
                    keys(b, &mut used);
                }
            }
            if game.log().len().is_multiple_of(25) {
                for v in HexKingdoms::map_view(&s, Some(seat)) {
                    used.extend(v.marks.iter().map(|m| m.title.key.clone()));
                    for c in &v.counters {
                        keys(&c.title, &mut used);
                    }
                    if let Some(r) = v.region {
                        for sec in HexKingdoms::region_panel(&s, r, Some(seat)) {
                            keys(&sec.title, &mut used);
                            for (a, b) in &sec.rows {
                                keys(a, &mut used);
                                keys(b, &mut used);
                            }
                        }
                    }
                }
            }
            let Some(entry) = game.computer_step(seat) else { break };
            let events = entry.events.clone();
            for e in &events {
                keys(&HexKingdoms::describe_event(game.state(), e), &mut used);
            }
        }
        if let Some(o) = HexKingdoms::outcome(game.state()) {
            keys(&o.text, &mut used);
        }
    }
    used.sort();
    used.dedup();
    let missing: Vec<_> = used.iter().filter(|k| !cat.has(k)).collect();
    assert!(missing.is_empty(), "missing keys: {missing:?}");
    assert!(cat.get("hk.rules_summary").contains("\n\n"));
    let _ = SeatId(0);
}
