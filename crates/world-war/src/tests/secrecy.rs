//! Secret purchases and initiative choices (WW-1, WW-4, WW-19, WW-G13).

use crate::Action;
use crate::WorldWar;
use crate::ids::{Timing, UnitKind};
use crate::map::rid;
use crate::tests::new_game;
use engine::rules::Rules;
use engine::seat::SeatId;

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// WW-1, WW-4 — another seat and spectators see no trace of a pending purchase.
#[test]
fn ww_4_turn_zero_purchase_hidden_until_all_finish() {
    let mut game = new_game("secret");
    let buy = Action::Buy { unit: UnitKind::Bomber, place: rid("hamburg"), count: 1 };
    game.act(SeatId(0), buy.clone()).expect("legal");
    game.act(SeatId(0), Action::FinishPurchase).expect("legal");
    let s = game.state();
    for viewer in [Some(SeatId(1)), Some(SeatId(2)), None] {
        let view = WorldWar::view(s, viewer);
        let text = json(&view);
        assert!(!text.contains("bomber"), "{viewer:?} sees the unit");
        assert!(view.factions[0].pending.is_empty());
        let map_text = json(&WorldWar::map_view(&view, viewer));
        assert!(!map_text.contains("ww.short.bomber"));
        let panel = json(&WorldWar::panel(&view, viewer));
        assert!(!panel.contains("ww.unit.bomber"), "{viewer:?} panel");
        assert!(!WorldWar::action_visible(s, SeatId(0), &buy, viewer));
    }
    let own = WorldWar::view(s, Some(SeatId(0)));
    assert_eq!(own.factions[0].pending.len(), 1);
    assert!(json(&WorldWar::panel(&own, Some(SeatId(0)))).contains("ww.unit.bomber"));
    game.act(SeatId(1), Action::FinishPurchase).expect("legal");
    let last = game.act(SeatId(2), Action::FinishPurchase).expect("legal");
    assert!(last.events.iter().any(WorldWar::event_reveals));
    let after = WorldWar::view(game.state(), Some(SeatId(1)));
    assert!(json(&WorldWar::map_view(&after, Some(SeatId(1)))).contains("ww.short.bomber"), "revealed to all");
    // Turn 1's purchase follows at once; buys stay unlisted in the log until it ends.
    for seat in 0..3 {
        game.act(SeatId(seat), Action::FinishPurchase).expect("turn one purchase");
    }
    assert!(WorldWar::action_visible(game.state(), SeatId(0), &buy, Some(SeatId(1))));
}

/// WW-19 — initiative choices are hidden until everyone has chosen.
#[test]
fn ww_19_initiative_choice_hidden() {
    let mut game = new_game("secret2");
    for seat in 0..3 {
        game.act(SeatId(seat), Action::FinishPurchase).expect("turn zero");
    }
    for seat in 0..3 {
        game.act(SeatId(seat), Action::FinishPurchase).expect("turn one purchase");
    }
    game.act(SeatId(0), Action::ChooseInitiative(Timing::Sooner)).expect("legal");
    let view = WorldWar::view(game.state(), Some(SeatId(1)));
    assert_eq!(view.factions[0].timing, None);
    assert!(!json(&view).contains("sooner"));
    assert_eq!(WorldWar::to_act(game.state()), vec![SeatId(1), SeatId(2)]);
}

/// Issue 11 — the log another seat reads says that the Axis bought in secret,
/// not how much: the same lines after one purchase or five, and the lines
/// after them keep their numbers.
#[test]
fn the_log_does_not_count_another_seats_secret_purchases() {
    let seen_by_ussr = |units: usize| {
        let mut game = new_game("count");
        for _ in 0..units {
            let buy = WorldWar::legal_actions(game.state(), SeatId(0))
                .into_iter()
                .find(|a| matches!(a, Action::Buy { unit: UnitKind::Infantry, .. }))
                .expect("the Axis can buy infantry");
            game.act(SeatId(0), buy).expect("legal");
        }
        game.act(SeatId(0), Action::FinishPurchase).expect("legal");
        let own = Action::Buy { unit: UnitKind::Infantry, place: rid("moscow"), count: 1 };
        game.act(SeatId(1), own).expect("legal");
        engine::any::AnyGame::log_lines(&game, Some(SeatId(1)))
    };
    let (one, five) = (seen_by_ussr(1), seen_by_ussr(5));
    assert_eq!(one, five, "the USSR cannot tell one unit from five");
    let keys: Vec<(usize, u8, &str)> = five.iter().map(|l| (l.index, l.seat.0, l.action.key.as_str())).collect();
    assert_eq!(keys, [(0, 0, "engine.log.secret_choices"), (1, 1, "ww.action.buy")]);
}
