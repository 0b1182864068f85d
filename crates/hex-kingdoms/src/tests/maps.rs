//! maps
