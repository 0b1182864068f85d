//! Every rule system Sandtable ships, in menu order, and the catalogs of all
//! their texts. Adding a system means adding it here: to [`all`], [`menu`]
//! and [`locales`].
#![forbid(unsafe_code)]

use engine::any::{AnyGame, System, SystemMeta, SystemOf, load_any};
use engine::save::LoadError;
use engine::text::Catalog;

/// World War 1939.
pub static WORLD_WAR: SystemOf<world_war::WorldWar> = SystemOf::new();

/// Hex Kingdoms.
pub static HEX_KINGDOMS: SystemOf<hex_kingdoms::HexKingdoms> = SystemOf::new();

/// The Deluge 1655.
pub static DELUGE: SystemOf<deluge::Deluge> = SystemOf::new();

/// Shadow Realms.
pub static SHADOW_REALMS: SystemOf<shadow_realms::ShadowRealms> = SystemOf::new();

/// Khans & Kings.
pub static KHANS_AND_KINGS: SystemOf<khans_and_kings::KhansAndKings> = SystemOf::new();

/// All systems, in menu order.
#[must_use]
pub fn all() -> Vec<&'static dyn System> {
    vec![&WORLD_WAR, &HEX_KINGDOMS, &DELUGE, &SHADOW_REALMS, &KHANS_AND_KINGS]
}

/// What the menu knows of every system, in menu order: names, roles,
/// scenarios and texts, none of the rules (the app lists systems through
/// this, so its own module links no rules; see `crates/host`).
#[must_use]
pub fn menu() -> Vec<&'static dyn SystemMeta> {
    vec![&WORLD_WAR, &HEX_KINGDOMS, &DELUGE, &SHADOW_REALMS, &KHANS_AND_KINGS]
}

/// What the menu knows of the system with this id.
#[must_use]
pub fn meta(id: &str) -> Option<&'static dyn SystemMeta> {
    menu().into_iter().find(|s| s.info().id == id)
}

/// The system with this id.
#[must_use]
pub fn find(id: &str) -> Option<&'static dyn System> {
    all().into_iter().find(|s| s.info().id == id)
}

/// Opens a save file of any system.
///
/// # Errors
/// Every way a file can be unreadable; see [`LoadError`].
pub fn open(text: &str) -> Result<Box<dyn AnyGame>, LoadError> {
    load_any(&all(), text)
}

/// The Fluent files of the engine and of every system: the catalog part's
/// name (as the app fetches it, `locales/<part>/<lang>.ftl`) and its
/// languages. Only the CLI and the tests compile them in; the page fetches
/// the same files, so no catalog is part of its code.
#[must_use]
pub fn locales() -> Vec<(&'static str, &'static [(&'static str, &'static str)])> {
    vec![
        ("engine", engine::LOCALES),
        ("pbem", pbem::LOCALES),
        ("world-war", world_war::LOCALES),
        ("hex-kingdoms", hex_kingdoms::LOCALES),
        ("deluge", deluge::LOCALES),
        ("shadow-realms", shadow_realms::LOCALES),
        ("khans-and-kings", khans_and_kings::LOCALES),
    ]
}

/// The engine's and every system's texts in `language` (a code of
/// [`engine::text::LANGUAGES`]), English where a file is missing.
#[must_use]
pub fn catalog(language: &str) -> Catalog {
    let parts: Vec<_> = locales().into_iter().map(|(_, files)| files).collect();
    Catalog::of_parts(language, &parts)
}

/// The engine's and every system's English texts.
#[must_use]
pub fn catalog_en() -> Catalog {
    catalog("en")
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_menu_lists_every_system_in_order() {
        let ids = |v: Vec<&str>| v.join(",");
        assert_eq!(
            ids(super::menu().iter().map(|s| s.info().id).collect()),
            ids(super::all().iter().map(|s| s.info().id).collect())
        );
    }

    /// A player reads a place's name, never a key or a coordinate ("Hex 0,5"):
    /// every region of every scenario has a name, and no two share one.
    #[test]
    fn every_region_of_every_scenario_has_a_name_of_its_own() {
        use engine::seat::Controller;
        let catalog = super::catalog_en();
        for system in super::all() {
            for scenario in system.scenarios() {
                let seats = system.info().seats(usize::from(scenario.max_seats), Controller::Computer);
                let game = system.new_game(scenario.id, seats, "names").expect("a new game");
                let mut names = std::collections::BTreeSet::new();
                for region in game.board().regions() {
                    let key = system.region_name_key(&region.key);
                    assert!(catalog.has(&key), "{}: {key} has no name", scenario.id);
                    let name = catalog.get(&key);
                    assert!(!name.starts_with("Hex "), "{}: {key} is named by its coordinates", scenario.id);
                    assert!(names.insert(name.clone()), "{}: two regions are named {name}", scenario.id);
                }
            }
        }
    }

    /// The page fetches a system's menu texts apart from the rest
    /// (`pwa/menu-texts.mjs` picks them by id): every text the menu and the
    /// new-game form show must have such an id.
    #[test]
    fn menu_texts_follow_the_names_the_page_splits_by() {
        let menu_id = |key: &str| {
            let id = engine::text::fluent_id(key);
            let (_, rest) = id.split_once('-').unwrap_or_default();
            rest == "name"
                || ["scenario-", "role-", "faction-"]
                    .iter()
                    .any(|p| rest.strip_prefix(p).is_some_and(|r| !r.is_empty()))
        };
        for system in super::menu() {
            let info = system.info();
            let mut keys = vec![info.name.to_owned()];
            keys.extend(system.scenarios().iter().map(|s| s.name.to_owned()));
            keys.extend(info.roles.iter().map(|r| system.role_name_key(r.id)));
            for key in keys {
                assert!(menu_id(&key), "{}: {key} is shown by the menu but is not a menu id", info.id);
            }
        }
    }

    #[test]
    fn every_locale_file_parses() {
        for (part, files) in super::locales() {
            for (language, source) in files {
                let parsed = engine::text::Catalog::new(language).add_ftl(source);
                assert!(parsed.is_ok(), "{part}/{language}.ftl: {parsed:?}");
            }
        }
    }

    #[test]
    fn every_part_of_the_catalog_is_written_in_english_first() {
        for (part, files) in super::locales() {
            assert_eq!(files.first().map(|(code, _)| *code), Some("en"), "{part}");
        }
        assert_eq!(super::locales().len(), super::all().len() + 2, "the engine's, play by e-mail's and one per system");
    }
}
