//! Byte encodings and the one hash construction every part of the protocol uses.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

/// 32 bytes of HKDF-SHA256 (`salt`, `ikm`, `info`): every key and secret
/// the protocol derives (sealed boxes, dice secrets and chains).
#[must_use]
pub fn hkdf32(ikm: &[u8], salt: Option<&[u8]>, info: &[u8]) -> zeroize::Zeroizing<[u8; 32]> {
    let hk = hkdf::Hkdf::<Sha256>::new(salt, ikm);
    let mut out = zeroize::Zeroizing::new([0u8; 32]);
    // 32 bytes is always a valid HKDF-SHA256 output length.
    let _ = hk.expand(info, out.as_mut());
    out
}

/// Base64 (URL-safe alphabet, no padding) of `bytes`.
#[must_use]
pub fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Decodes [`b64`] text. The decoder refuses non-canonical input (stray
/// trailing bits, padding, other alphabets), so one byte sequence has exactly
/// one text form.
///
/// # Errors
/// Text that is not canonical unpadded URL-safe base64.
pub fn unb64(text: &str) -> Result<Vec<u8>, String> {
    URL_SAFE_NO_PAD.decode(text).map_err(|e| e.to_string())
}

/// Decodes base64 of exactly `N` bytes.
///
/// # Errors
/// Bad base64 or another length.
pub fn unb64_array<const N: usize>(text: &str) -> Result<[u8; N], String> {
    let bytes = unb64(text)?;
    <[u8; N]>::try_from(bytes.as_slice()).map_err(|_| format!("expected {N} bytes, found {}", bytes.len()))
}

/// Lowercase hex of `bytes`.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    engine::game::hex(bytes)
}

/// Decodes 64 lowercase hex digits (the only form the protocol writes).
///
/// # Errors
/// Anything else.
pub fn unhex32(text: &str) -> Result<[u8; 32], String> {
    let bytes = text.as_bytes();
    if bytes.len() != 64 {
        return Err(format!("expected 64 hex digits, found {} characters", bytes.len()));
    }
    let digit = |c: u8| match c {
        b'0'..=b'9' => Ok(c - b'0'),
        b'a'..=b'f' => Ok(c - b'a' + 10),
        _ => Err("not lowercase hex".to_owned()),
    };
    let mut out = [0u8; 32];
    for (i, pair) in bytes.chunks_exact(2).enumerate() {
        out[i] = digit(pair[0])? << 4 | digit(pair[1])?;
    }
    Ok(out)
}

/// SHA-256 over a domain tag and length-prefixed parts:
/// `SHA-256(len(tag) ‖ tag ‖ len(p1) ‖ p1 ‖ …)`, lengths as 8-byte big-endian.
/// The prefixes make the encoding injective, so no two different part lists
/// hash the same input; the tag separates the protocol's different uses.
#[must_use]
pub fn tagged_hash(tag: &str, parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    for part in std::iter::once(tag.as_bytes()).chain(parts.iter().copied()) {
        h.update((part.len() as u64).to_be_bytes());
        h.update(part);
    }
    h.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip_and_refusals() {
        let bytes: [u8; 32] = std::array::from_fn(|i| u8::try_from(i * 7).unwrap_or(0));
        assert_eq!(unhex32(&hex(&bytes)), Ok(bytes));
        assert!(unhex32(&hex(&bytes).to_uppercase()).is_err());
        assert!(unhex32("00").is_err());
    }

    #[test]
    fn base64_is_canonical() {
        assert_eq!(unb64(&b64(b"ab")), Ok(b"ab".to_vec()));
        // "YWI" is "ab"; "YWJ" carries stray trailing bits and is refused.
        assert!(unb64("YWJ").is_err());
        assert!(unb64("YWI=").is_err());
    }

    #[test]
    fn tagged_hash_is_injective_over_splits() {
        assert_ne!(tagged_hash("t", &[b"ab", b"c"]), tagged_hash("t", &[b"a", b"bc"]));
        assert_ne!(tagged_hash("t", &[b"a"]), tagged_hash("u", &[b"a"]));
    }
}
