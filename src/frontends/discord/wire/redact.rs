//! Keeps tokens out of log lines.
//!
//! Interaction and webhook tokens travel in URL paths
//! (`/interactions/<id>/<token>/callback`, `/webhooks/<id>/<token>`), and an HTTP error
//! may quote its URL. Anything the bot logs from serenity goes through [`text`] first.

/// Replaces the token segment of interaction and webhook URLs with `<token>`.
pub fn text(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    let mut rest = input;
    while let Some((start, marker)) = ["/interactions/", "/webhooks/"]
        .iter()
        .filter_map(|m| rest.find(m).map(|i| (i, *m)))
        .min_by_key(|(i, _)| *i)
    {
        let after = start + marker.len();
        out.push_str(&rest[..after]);
        rest = &rest[after..];
        // The id segment is kept; the segment after it is the token.
        let id_len = rest.find('/').unwrap_or(rest.len());
        out.push_str(&rest[..id_len]);
        rest = &rest[id_len..];
        if let Some(tail) = rest.strip_prefix('/') {
            let token_len = tail
                .find(['/', '?', ' ', '"', '\'', ')'])
                .unwrap_or(tail.len());
            if token_len > 0 {
                out.push_str("/<token>");
                rest = &tail[token_len..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// A serenity error, as text safe to log or to wrap in another error.
pub fn error(error: &poise::serenity_prelude::Error) -> String {
    text(&error.to_string())
}

#[cfg(test)]
mod tests {
    use crate::frontends::discord::wire::redact::text;

    #[test]
    fn hides_interaction_and_webhook_tokens() {
        let input = "error sending request for url (http://127.0.0.1:1/api/v10/interactions/123/aW50ZXJhY3Rpb24.abc/callback) and \
                     https://discord.com/api/v10/webhooks/456/tok-en_1/messages/@original?wait=true";
        let out = text(input);
        assert!(!out.contains("aW50ZXJhY3Rpb24"), "{out}");
        assert!(!out.contains("tok-en_1"), "{out}");
        assert!(out.contains("/interactions/123/<token>/callback"), "{out}");
        assert!(
            out.contains("/webhooks/456/<token>/messages/@original?wait=true"),
            "{out}"
        );
    }

    #[test]
    fn leaves_other_text_alone() {
        for input in [
            "",
            "plain",
            "/channels/1/messages",
            "/webhooks/",
            "/webhooks/9",
        ] {
            assert_eq!(text(input), input);
        }
    }
}
