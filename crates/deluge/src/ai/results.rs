//! Phase 3 — the computer's word on its battles' results.

use crate::action::Action;
use crate::battle::{Battle, Entry, Level, ResultState, Source, Verdict};
use crate::check::check;
use crate::nation::Nation;
use crate::state::State;

/// How a verdict went for `side`: +3 a historical victory … −3 a
/// historical defeat.
fn standing(verdict: Verdict, side: u8) -> i32 {
    match verdict {
        Verdict::Draw => 0,
        Verdict::Won(w, level) => {
            let rank = match level {
                Level::Tactical => 1,
                Level::Strategic => 2,
                Level::Historical => 3,
            };
            if w == side { rank } else { -rank }
        }
    }
}

/// DC-RES-6 — whether the computer confirms a result the other side
/// entered: only if it is no worse for its side than the resolver (GAP-10)
/// would plausibly give, a result a little below even dice (its 2d6 against
/// 2d6 spreads about 3.4), and no more of its bases lost than the
/// resolver's worst (30% of 40 fielded). Else it disputes it. What the
/// resolver gave is accepted as it is: it is neutral, and two computers
/// must not refuse each other's rolls for ever. A soak caught the computer
/// confirming a 1000 PS army's historical defeat by a 10 PS chambul.
pub fn acceptable(s: &State, b: &Battle, side: u8, entry: &Entry) -> bool {
    let morale = |sd: u8| f64::from(crate::turn::morale_modifier(s.nation(b.main_nation(sd)).morale));
    let (us, them) = (f64::from(b.fieldable(side).max(1)), f64::from(b.fieldable(1 - side).max(1)));
    let expected = 2.0 * (us / them).log2() + 2.0 * (morale(side) - morale(1 - side));
    #[allow(clippy::cast_possible_truncation)]
    let plausible = crate::resolver::verdict_of((expected - 4.0).trunc() as i32);
    let worst_losses = b.fieldable(side).min(40) * crate::resolver::loss_percents(Some(Level::Historical)).1 / 100;
    let ours = entry.losses[usize::from(side)];
    entry.source == Source::Resolver
        || standing(entry.verdict, side) >= standing(plausible, 0) && ours.destroyed + ours.fled <= worst_losses
}

/// DC-RES-6, GAP-17 — the computer asks the resolver for a result no one
/// entered (its entry, for the other side to confirm: it has no tabletop),
/// confirms a plausible entry of the other side, and disputes an absurd
/// one with the resolver's answer or, where the dispute has gone as far as
/// it may, lets the deadline decide.
pub fn wishes(s: &State, n: Nation) -> Vec<Action> {
    for b in &s.battles {
        let Some(side) = b.side_of(n) else { continue };
        match &b.result {
            ResultState::Pending { by, entry } if *by != side => {
                let confirm = Action::Confirm { battle: b.id, commander: None };
                let answers = if acceptable(s, b, side, entry) {
                    vec![confirm]
                } else {
                    vec![Action::Resolve { battle: b.id }, Action::Deadline { battle: b.id }, confirm]
                };
                if let Some(a) = answers.into_iter().find(|a| check(s, n, a).is_ok()) {
                    return vec![a];
                }
            }
            ResultState::Empty => return vec![Action::Resolve { battle: b.id }],
            _ => {}
        }
    }
    Vec::new()
}
