//! The sides of a game: World War's factions, The Deluge's nations, Shadow
//! Realms' realms, Khans & Kings' states, Hex Kingdoms' colours. Each system
//! names its own (their rules differ), and this trait gives every one of them
//! the same seat ↔ side conversion, role ids and text keys, so no system
//! writes them again.

use crate::seat::{Controller, SeatConfig, SeatId};
use crate::text::NameKeys;

/// One role a seat can take.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RoleInfo {
    /// Stable id, e.g. `axis`.
    pub id: &'static str,
    /// Default colour `#rrggbb`.
    pub colour: &'static str,
}

impl RoleInfo {
    /// A seat for this role, named after it, played by `controller`.
    #[must_use]
    pub fn seat(&self, controller: Controller) -> SeatConfig {
        SeatConfig { name: self.id.to_owned(), role: self.id.to_owned(), colour: self.colour.to_owned(), controller }
    }
}

/// One side of a system's game. A side's place in [`Side::IN_SEAT_ORDER`]
/// is its seat where the roles are dealt in that order (four systems of
/// five). Where seats choose their sides (Hex Kingdoms' colours), a seat's
/// side is the one its role names ([`Side::from_id`] of
/// [`crate::seat::SeatConfig::role`]), and the seat conversions below are
/// not to be used.
pub trait Side: Copy + Eq + std::fmt::Debug + Send + Sync + 'static {
    /// Every side, in seat order.
    const IN_SEAT_ORDER: &'static [Self];

    /// How the system's text catalog names its regions and roles (a side's
    /// name is its role's key). The system's rules state it through here,
    /// once ([`crate::rules::Rules::NAME_KEYS`]).
    const NAME_KEYS: NameKeys;

    /// Its role id (`axis`, `ron`, `lake_city`…), as seats and saves name it.
    fn id(self) -> &'static str;

    /// Its default colour on the map, `#rrggbb`.
    fn colour(self) -> &'static str;

    /// Its place in seat order, which indexes every per-side list.
    /// (Systems whose sides are a plain enum answer `self as usize`.)
    fn index(self) -> usize {
        Self::IN_SEAT_ORDER.iter().position(|s| *s == self).unwrap_or(0)
    }

    /// The side in seat order's place `index`.
    fn of_index(index: usize) -> Option<Self> {
        Self::IN_SEAT_ORDER.get(index).copied()
    }

    /// The seat that plays it.
    fn seat(self) -> SeatId {
        // At most a few sides: the index fits.
        SeatId(u8::try_from(self.index()).unwrap_or(u8::MAX))
    }

    /// The side a seat plays, if the seat is one of the game's.
    fn of_seat(seat: SeatId) -> Option<Self> {
        Self::of_index(seat.index())
    }

    /// The side with role id `id`.
    fn from_id(id: &str) -> Option<Self> {
        Self::IN_SEAT_ORDER.iter().copied().find(|s| s.id() == id)
    }

    /// The catalog key of its name.
    fn key(self) -> String {
        Self::NAME_KEYS.role(self.id())
    }
}

/// The roles of a system's [`crate::rules::SystemInfo`]: its sides in seat
/// order with their colours.
#[must_use]
pub fn roles<S: Side>() -> Vec<RoleInfo> {
    S::IN_SEAT_ORDER.iter().map(|s| RoleInfo { id: s.id(), colour: s.colour() }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Colour {
        Red,
        Blue,
    }

    impl Side for Colour {
        const IN_SEAT_ORDER: &'static [Self] = &[Self::Red, Self::Blue];
        const NAME_KEYS: NameKeys = NameKeys::with_prefix("t");
        fn id(self) -> &'static str {
            match self {
                Self::Red => "red",
                Self::Blue => "blue",
            }
        }
        fn colour(self) -> &'static str {
            match self {
                Self::Red => "#ff0000",
                Self::Blue => "#0000ff",
            }
        }
    }

    #[test]
    fn a_side_is_found_by_seat_index_and_id_and_names_itself() {
        assert_eq!(Colour::Blue.index(), 1);
        assert_eq!(Colour::Blue.seat(), SeatId(1));
        assert_eq!(Colour::of_seat(SeatId(0)), Some(Colour::Red));
        assert_eq!(Colour::of_seat(SeatId(2)), None);
        assert_eq!(Colour::from_id("blue"), Some(Colour::Blue));
        assert_eq!(Colour::from_id("green"), None);
        assert_eq!(Colour::Red.key(), "t.role.red");
        let roles = roles::<Colour>();
        assert_eq!(
            roles.iter().map(|r| (r.id, r.colour)).collect::<Vec<_>>(),
            [("red", "#ff0000"), ("blue", "#0000ff")]
        );
    }
}
