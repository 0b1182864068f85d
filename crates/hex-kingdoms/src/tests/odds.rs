//! odds
