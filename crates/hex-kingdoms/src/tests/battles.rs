//! battles
