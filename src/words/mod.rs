//! The words a picture and an account share, in the language asked for: both speak of the
//! same tiles, sides, pawns and tokens, so they name them in one place below both
//! (`render/` draws them, `table/kinds/` writes them). Only `engines` and `i18n` below.

pub mod aetherium;
pub mod rivality;

/// A word with its first letter in capitals: "rivality" reads "Rivality".
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::capitalised;

    #[test]
    fn only_the_first_letter_changes() {
        assert_eq!(capitalised("rivality"), "Rivality");
        assert_eq!(capitalised("élan B"), "Élan B");
        assert_eq!(capitalised(""), "");
    }
}
