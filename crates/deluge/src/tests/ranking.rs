//! GAP-6 — the campaign's ranking after its last turn: by the growth of
//! each nation's score beyond its par, every par 0 under rules 1 and 2
//! (the growth alone), and each nation's own under rules 3 (issue 40:
//! the start no longer decides who wins).

use crate::Deluge;
use crate::nation::Nation;
use crate::setup::{MIXED, setup};
use crate::state::{Phase, State};
use engine::rules::Rules;
use engine::seat::Controller;
use engine::side::Side;

/// A campaign under rules `version` ended with Sweden's score grown by
/// 1,100 and Muscovy's by 300, every other nation's by nothing.
fn ended(version: u32) -> State {
    let mut s = setup(MIXED, &super::seats(Controller::Human), version).expect("a campaign");
    s.nation_mut(Nation::Swe).points += 1100;
    s.nation_mut(Nation::Mos).points += 300;
    s.phase = Phase::Over;
    s
}

#[test]
fn gap_6_under_rules_2_the_greatest_growth_wins() {
    let s = ended(2);
    let outcome = Deluge::outcome(&s).expect("over");
    assert_eq!(outcome.winners, vec![Nation::Swe.seat()]);
    assert_eq!(outcome.scores[Nation::Swe.index()], 1100);
    let catalog = super::english();
    assert_eq!(
        catalog.render(&outcome.text),
        "Sweden wins the campaign: its score grew by 1100, 1100 beyond its par of 0."
    );
}

#[test]
fn gap_6_under_rules_3_the_greatest_growth_beyond_par_wins() {
    let s = ended(3);
    assert_eq!((s.par(Nation::Swe), s.par(Nation::Mos), s.par(Nation::Ron)), (1000, 100, -1250));
    let outcome = Deluge::outcome(&s).expect("over");
    // Sweden 1,100 − 1,000 = 100; Muscovy 300 − 100 = 200; the Crown,
    // which lost nothing, 0 − (−1,250) = 1,250: the Crown wins.
    assert_eq!(outcome.scores[Nation::Swe.index()], 100);
    assert_eq!(outcome.scores[Nation::Mos.index()], 200);
    assert_eq!(outcome.winners, vec![Nation::Ron.seat()]);
    let catalog = super::english();
    assert_eq!(
        catalog.render(&outcome.text),
        "the Crown wins the campaign: its score grew by 0, 1250 beyond its par of -1250."
    );
}

#[test]
fn gap_6_every_seat_reads_every_nations_par_in_the_standings() {
    let s = ended(3);
    let panel = Deluge::panel(&s, Some(Nation::Lit.seat()));
    let catalog = super::english();
    let standings = panel.iter().find(|p| p.title.key == "dc.panel.standings").expect("standings");
    let (_, sweden) = standings.rows.iter().find(|(label, _)| catalog.render(label) == "Sweden").expect("Sweden's row");
    assert!(catalog.render(sweden).ends_with("(1100; par 1000; +100)"), "{}", catalog.render(sweden));
}
