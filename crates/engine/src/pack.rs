//! Text packed for the browser's storage: deflate, then base64, behind a
//! `z1:` prefix. A game's saves and files are JSON that repeats itself
//! (action names, keys), so they pack to about 40 % of their size and the
//! browser's few megabytes of storage hold more than twice as many games.
//! Text without the prefix is returned as it is, so values stored before
//! packing still read.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD_NO_PAD;
use miniz_oxide::inflate::TINFLStatus;

const PREFIX: &str = "z1:";
/// Fast deflate: storage is written after every action.
const LEVEL: u8 = 1;
/// Largest text unpacked (a crafted value cannot exhaust memory).
const LIMIT: usize = 64 * 1024 * 1024;

/// Why a stored value could not be unpacked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PackError {
    /// It ends too early (cut off).
    #[error("the stored data is incomplete")]
    Truncated,
    /// It is not what [`pack`] writes.
    #[error("the stored data is damaged: {0}")]
    Damaged(String),
}

/// Packs `text` for storage.
#[must_use]
pub fn pack(text: &str) -> String {
    let bytes = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), LEVEL);
    format!("{PREFIX}{}", STANDARD_NO_PAD.encode(bytes))
}

/// Unpacks a stored value; text that was stored unpacked comes back as it is.
///
/// # Errors
/// A packed value that is cut off or damaged.
pub fn unpack(stored: &str) -> Result<String, PackError> {
    let Some(body) = stored.strip_prefix(PREFIX) else { return Ok(stored.to_owned()) };
    let bytes = match STANDARD_NO_PAD.decode(body) {
        Ok(bytes) => bytes,
        Err(e) => {
            // A value cut off mid-way ends in a partial base64 group; the
            // whole groups before it tell a cut-off value from a damaged one.
            let whole =
                STANDARD_NO_PAD.decode(&body[..body.len() / 4 * 4]).map_err(|_| PackError::Damaged(e.to_string()))?;
            return Err(match inflate(&whole) {
                Err(PackError::Truncated) => PackError::Truncated,
                _ => PackError::Damaged(e.to_string()),
            });
        }
    };
    String::from_utf8(inflate(&bytes)?).map_err(|_| PackError::Damaged("not text".into()))
}

fn inflate(bytes: &[u8]) -> Result<Vec<u8>, PackError> {
    miniz_oxide::inflate::decompress_to_vec_with_limit(bytes, LIMIT).map_err(|e| match e.status {
        TINFLStatus::FailedCannotMakeProgress | TINFLStatus::NeedsMoreInput => PackError::Truncated,
        other => PackError::Damaged(format!("{other:?}")),
    })
}

#[cfg(test)]
mod tests {
    use super::{PackError, pack, unpack};

    fn sample() -> String {
        (0..2000).map(|i| format!("{{\"seat\":{},\"action\":{{\"Buy\":{{\"place\":{i}}}}}}},", i % 3)).collect()
    }

    #[test]
    fn packed_text_unpacks_to_itself_and_is_smaller() {
        let text = sample();
        let packed = pack(&text);
        assert!(packed.starts_with("z1:"));
        assert!(packed.len() * 2 < text.len(), "{} → {}", text.len(), packed.len());
        assert_eq!(unpack(&packed), Ok(text));
    }

    #[test]
    fn unpacked_text_passes_through() {
        assert_eq!(unpack("{\"format\":\"sandtable-save\"}"), Ok("{\"format\":\"sandtable-save\"}".to_owned()));
        assert_eq!(unpack(""), Ok(String::new()));
    }

    #[test]
    fn cut_off_and_damaged_values_are_refused() {
        let packed = pack(&sample());
        assert_eq!(unpack(&packed[..packed.len() / 2]), Err(PackError::Truncated));
        assert!(matches!(unpack("z1:not base64!"), Err(PackError::Damaged(_))));
        let mut flipped = packed.into_bytes();
        let mid = flipped.len() / 3;
        flipped[mid] = if flipped[mid] == b'A' { b'B' } else { b'A' };
        let flipped = String::from_utf8(flipped).expect("ascii");
        assert_ne!(unpack(&flipped), Ok(sample()), "a changed byte never unpacks to the original");
    }

    #[test]
    fn every_cut_is_refused_without_panicking() {
        let packed = pack(&sample());
        for cut in 3..packed.len() {
            assert!(unpack(&packed[..cut]).is_err(), "cut at {cut} of {}", packed.len());
        }
    }
}
