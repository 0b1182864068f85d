//! Issue 18: every system's chart has each side's strength and territory
//! (from its map) and the system's own measures, by the rules that count
//! them, at the start of every turn and at the end.

use engine::chart::Chart;
use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::seat::Controller;
use engine::side::Side;

/// A computer-only game of `R`'s first scenario after `steps` actions.
fn played<R: Rules>(steps: usize) -> Game<R> {
    let scenario = R::scenarios().into_iter().next().expect("a scenario");
    let seats = R::info().seats(usize::from(scenario.max_seats), Controller::Computer);
    let setup = GameSetup {
        system: R::ID.into(),
        scenario: scenario.id.into(),
        seats,
        seed: "charts".into(),
        reseed: Vec::new(),
    };
    let mut game = Game::<R>::new(setup).expect("setup");
    for _ in 0..steps {
        let Some(&seat) = R::to_act(game.state()).first() else { break };
        if game.computer_step(seat).is_none() {
            break;
        }
    }
    game
}

/// The chart's measures by catalog key, and the values of measure `key` at
/// the end.
fn at_end<'a>(chart: &'a Chart, key: &str) -> &'a [i64] {
    let m = chart.measures.iter().position(|m| m.key == key).unwrap_or_else(|| panic!("no {key}"));
    &chart.points.last().expect("points").values[m]
}

/// Checks what every chart has: a side per role, a point per turn begun and
/// at the end, strength and territory as the map shows them.
fn common<R: Rules>(game: &Game<R>, keys: &[&str]) -> Chart {
    let chart = game.chart(None);
    let roles: Vec<&str> = game.setup().seats.iter().map(|s| s.role.as_str()).collect();
    assert_eq!(chart.roles, roles);
    let names: Vec<&str> = chart.measures.iter().map(|m| m.key.as_str()).collect();
    assert_eq!(names[..2], ["engine.chart.strength", "engine.chart.territory"]);
    assert_eq!(names[2..], *keys);
    let mut turns: Vec<u32> = game.log().iter().map(|e| e.turn).collect();
    turns.push(R::turn(game.state()));
    turns.dedup();
    let points: Vec<u32> = chart.points.iter().map(|p| p.turn).collect();
    assert!(points.starts_with(&turns[..turns.len() - 1]), "{points:?} {turns:?}");
    assert_eq!(chart.points.last().map(|p| p.at), Some(game.log().len()));
    let map = R::map_view(&R::view(game.state(), None), None);
    for (side, role) in roles.iter().enumerate() {
        let owned = map.iter().filter(|r| r.region.is_some() && r.owner.as_deref() == Some(role)).count();
        let units: u32 = map.iter().flat_map(|r| &r.counters).filter(|c| c.owner == *role).map(|c| c.count).sum();
        assert_eq!(at_end(&chart, "engine.chart.territory")[side], owned as i64, "{role}'s regions");
        assert_eq!(at_end(&chart, "engine.chart.strength")[side], i64::from(units), "{role}'s units");
    }
    chart
}

/// WW-22…24 income (MP, P and S together) and WW-G14 victory points.
#[test]
fn world_war_charts_income_and_victory_points() {
    use world_war::{Faction, WorldWar};
    let game = played::<WorldWar>(200);
    let chart = common(&game, &["engine.chart.income", "engine.chart.score"]);
    for f in Faction::ALL {
        let income = world_war::turn::income(game.state(), f);
        assert_eq!(at_end(&chart, "engine.chart.income")[f.index()], i64::from(income.mp + income.p + income.s));
        assert_eq!(
            at_end(&chart, "engine.chart.score")[f.index()],
            i64::from(world_war::victory::score(game.state(), f))
        );
    }
}

/// G-10 income, gold, and G-25 victory points.
#[test]
fn hex_kingdoms_charts_gold_income_and_victory_points() {
    use hex_kingdoms::HexKingdoms;
    use hex_kingdoms::ids::PlayerId;
    let game = played::<HexKingdoms>(120);
    let chart = common(&game, &["engine.chart.gold", "engine.chart.income", "engine.chart.score"]);
    for i in 0..game.setup().seats.len() {
        let p = PlayerId(u8::try_from(i).expect("few players"));
        assert_eq!(at_end(&chart, "engine.chart.gold")[i], i64::from(game.state().player(p).gold));
        assert_eq!(at_end(&chart, "engine.chart.income")[i], i64::from(hex_kingdoms::economy::income(game.state(), p)));
        assert_eq!(at_end(&chart, "engine.chart.score")[i], i64::from(hex_kingdoms::turn::points(game.state(), p)));
    }
}

/// DC-TRE-1 treasury, DC-MOR-1 morale and DC-SCORE-1 score, as an
/// onlooker may see them: the treasuries are secret while the campaign
/// lasts, and a finished campaign's chart shows them.
#[test]
fn deluge_charts_treasury_morale_and_score() {
    use deluge::Deluge;
    use deluge::nation::Nation;
    let mut game = played::<Deluge>(150);
    let chart = common(&game, &["engine.chart.treasury", "engine.chart.morale", "engine.chart.score"]);
    let seen = Deluge::view(game.state(), None);
    for (i, n) in Nation::ALL.into_iter().enumerate() {
        assert_eq!(at_end(&chart, "engine.chart.treasury")[i], seen.nation(n).ducats);
        assert_eq!(at_end(&chart, "engine.chart.morale")[i], i64::from(seen.nation(n).morale));
        assert_eq!(at_end(&chart, "engine.chart.score")[i], seen.score(n));
    }
    assert!(Nation::ALL.iter().any(|&n| seen.nation(n).ducats != game.state().nation(n).ducats), "a secret treasury");
    game.open_the_book();
    let open = game.chart(None);
    for (i, n) in Nation::ALL.into_iter().enumerate() {
        assert_eq!(at_end(&open, "engine.chart.treasury")[i], game.state().nation(n).ducats);
    }
}

/// SR-G4 supplies income and SR-G5 influence.
#[test]
fn shadow_realms_charts_income_and_influence() {
    use shadow_realms::{Faction, ShadowRealms};
    let game = played::<ShadowRealms>(150);
    let chart = common(&game, &["engine.chart.income", "engine.chart.influence"]);
    for (i, f) in Faction::ALL.into_iter().enumerate() {
        assert_eq!(
            at_end(&chart, "engine.chart.income")[i],
            i64::from(shadow_realms::economy::income(game.state(), f).0)
        );
        assert_eq!(at_end(&chart, "engine.chart.influence")[i], i64::from(game.state().faction(f).influence));
    }
}

/// Khans & Kings: income of wealth and buildings, and GOLD (GAP-51's tie-break).
#[test]
fn khans_and_kings_charts_income_and_gold() {
    use khans_and_kings::{KhansAndKings, Player};
    let game = played::<KhansAndKings>(150);
    let chart = common(&game, &["engine.chart.income", "engine.chart.gold"]);
    for (i, p) in Player::ALL.into_iter().enumerate() {
        let s = game.state();
        let income = khans_and_kings::economy::wealth_income(s, p).total()
            + khans_and_kings::economy::building_income(s, p).total();
        assert_eq!(at_end(&chart, "engine.chart.income")[i], i64::from(income));
        let gold = s.player(p).stock.get(khans_and_kings::data::resources::Resource::Gold);
        assert_eq!(at_end(&chart, "engine.chart.gold")[i], i64::from(gold));
    }
}
