//! The names of Aetherium's elements, pawns and tokens, as the accounts, the text board and
//! the picture all say them (`assets/locales/<lang>/moves-aetherium.ftl`).

use crate::engines::aetherium::{Element, Pawn, Token};
use crate::i18n::Lang;
use crate::tr;

pub fn element_name(element: Element, lang: Lang) -> String {
    match element {
        Element::Fire => tr!(lang, "aetherium-element-fire"),
        Element::Water => tr!(lang, "aetherium-element-water"),
        Element::Earth => tr!(lang, "aetherium-element-earth"),
        Element::Air => tr!(lang, "aetherium-element-air"),
    }
}

/// A pawn by its element ("fire", "wild").
pub fn pawn_name(pawn: Pawn, lang: Lang) -> String {
    match pawn.element() {
        Some(element) => element_name(element, lang),
        None => tr!(lang, "aetherium-pawn-name-wild"),
    }
}

/// "the aether token": the token's name.
pub fn token_name(token: Token, lang: Lang) -> String {
    match token {
        Token::Aether => tr!(lang, "aetherium-token-aether"),
        Token::Block => tr!(lang, "aetherium-token-block"),
        Token::Fall => tr!(lang, "aetherium-token-fall"),
        Token::Rise(e) => tr!(
            lang,
            "aetherium-token-rise",
            element = element_name(e, lang)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_words_are_the_engines_own_names() {
        for pawn in Pawn::ALL {
            assert_eq!(pawn_name(pawn, Lang::En), pawn.name());
        }
        for element in Element::ALL {
            assert_eq!(element_name(element, Lang::En), element.name());
        }
    }
}
