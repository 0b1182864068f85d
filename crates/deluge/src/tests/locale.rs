//! Every text the game shows renders in English and in the four other
//! languages, with exactly the arguments its message uses: the system's
//! names, every refusal, and everything met in whole campaigns.

use super::new_game;
use crate::Deluge;
use crate::refusal::Refuse;
use crate::setup::{AUTO, MIXED, TABLETOP};
use engine::rules::{Refusal, Rules};
use engine::text::Text;
use engine::text::walk::Walk;

#[test]
fn every_text_renders_with_its_arguments_in_every_language() {
    let mut walk = Walk::new(crate::LOCALES);
    walk.system::<Deluge>();
    for id in crate::army::ArmyId::all() {
        walk.check(&Text::key(id.key()));
    }
    for r in Refuse::ALL {
        walk.check(&Refusal::from(r).text);
    }
    let mut dice = engine::dice::Dice::from_seed("x");
    let seats = super::seats(engine::seat::Controller::Human);
    walk.check(&Deluge::setup("nope", &seats, &mut dice).expect_err("refused").text);
    walk.check(&Deluge::setup(MIXED, &[], &mut dice).expect_err("refused").text);
    for (scenario, seed) in [(MIXED, "loc-a"), (TABLETOP, "loc-b"), (AUTO, "loc-c")] {
        assert!(walk.game(&mut new_game(scenario, seed), 5000, 40), "{scenario}: the campaign ends");
    }
    // Issue 19: the guide of every nation to act, through a campaign whose
    // battles are entered and confirmed.
    let mut game = new_game(TABLETOP, "loc-guide");
    for _ in 0..600 {
        let to_act = Deluge::to_act(game.state());
        let Some(&first) = to_act.first() else { break };
        for &seat in &to_act {
            let guide = Deluge::guide(&Deluge::view(game.state(), Some(seat)), seat);
            walk.check(&guide.expect("a nation to act has a guide").text);
        }
        if game.computer_step(first).is_none() {
            break;
        }
    }
    // The invariants' messages (issue 37), which a sound game never shows.
    let army = Text::key(crate::army::ArmyId(0).key());
    let nation = |key: &str| Text::key(format!("dc.invariant.{key}")).name("nation", "dc.role.swe");
    for key in ["strength", "fortress", "yasyr", "besieging"] {
        walk.check(&Text::key(format!("dc.invariant.{key}")).text("army", army.clone()));
    }
    for key in ["siege", "resources"] {
        walk.check(&Text::key(format!("dc.invariant.{key}")).name("land", "dc.region.krakow"));
    }
    for key in ["treasury", "orders"] {
        walk.check(&nation(key).name("viewer", "dc.onlooker"));
    }
    for key in ["done", "province", "persons"] {
        walk.check(&nation(key));
    }
    walk.check(&Text::key("dc.invariant.morale").name("nation", "dc.role.ron").plain("morale", 101));
    for key in ["entries", "consent"] {
        walk.check(&Text::key(format!("dc.invariant.{key}")).plain("battle", 3));
    }
    walk.check(&Text::key("dc.invariant.snapshot"));
    walk.check(&Text::key("dc.invariant.individual"));
    walk.assert_clean();
    for key in [
        "dc.guide.movement",
        "dc.guide.orders",
        "dc.guide.results_enter",
        "dc.guide.results_confirm",
        "dc.guide.results_done",
        "dc.report.capture",
        "dc.report.battle",
        "dc.loss.result",
        "dc.report.treasuries",
        "dc.report.morale",
        "dc.action.enter_result",
    ] {
        assert!(walk.saw(key), "the campaigns never showed {key}");
    }
}

/// English verbs agree with the nation (issue 36: "the Crimean Tatars
/// proposes"): the Tatars and the Cossacks are plural, the Crown one.
#[test]
fn english_verbs_agree_with_the_nation() {
    let c = super::english();
    let proposed = |from: &str| {
        c.render(
            &engine::text::Text::key("dc.event.proposed")
                .name("from", from)
                .name("to", "dc.role.swe")
                .plain("points", 5),
        )
    };
    assert_eq!(proposed("dc.role.tat"), "the Crimean Tatars propose an alliance to Sweden (5 points)");
    assert_eq!(proposed("dc.role.ron"), "the Crown proposes an alliance to Sweden (5 points)");
}
