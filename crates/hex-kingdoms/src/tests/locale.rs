//! locale
