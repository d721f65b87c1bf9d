//! Where the web board listens and the address its links start with: `PUBLIC_URL` (the
//! address players open, as a reverse proxy publishes it; unset: no web board),
//! `WEB_BIND` (the address to listen on, default every interface) and `WEB_PORT`
//! (default [`DEFAULT_PORT`]).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// The port the web board listens on when `WEB_PORT` is unset.
pub const DEFAULT_PORT: u16 = 8080;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The links' start, without a trailing `/`: `https://manawell.example.org`.
    pub public_url: String,
    pub bind: SocketAddr,
}

/// A web board setting is wrong; the message says which and what it should be.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SettingsError {
    #[error("PUBLIC_URL must be an http:// or https:// URL, not {0:?}")]
    BadPublicUrl(String),
    #[error("WEB_PORT must be a port number from 1 to 65535, not {0:?}")]
    BadPort(String),
    #[error("WEB_BIND must be an IP address such as 0.0.0.0 or 127.0.0.1, not {0:?}")]
    BadBind(String),
}

impl Settings {
    /// The settings from `lookup` (blank values already dropped): `None` without
    /// `PUBLIC_URL`.
    pub fn read(
        lookup: &impl Fn(&str) -> Option<String>,
    ) -> Result<Option<Settings>, SettingsError> {
        let Some(url) = lookup("PUBLIC_URL") else {
            return Ok(None);
        };
        let public_url = url.trim_end_matches('/').to_string();
        let host = public_url
            .strip_prefix("https://")
            .or_else(|| public_url.strip_prefix("http://"));
        if host.is_none_or(|h| h.is_empty() || h.contains(char::is_whitespace)) {
            return Err(SettingsError::BadPublicUrl(url));
        }
        let port = match lookup("WEB_PORT") {
            None => DEFAULT_PORT,
            Some(text) => text
                .parse::<u16>()
                .ok()
                .filter(|p| *p != 0)
                .ok_or(SettingsError::BadPort(text))?,
        };
        let ip = match lookup("WEB_BIND") {
            None => IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            Some(text) => text
                .parse::<IpAddr>()
                .map_err(|_| SettingsError::BadBind(text))?,
        };
        Ok(Some(Settings {
            public_url,
            bind: SocketAddr::new(ip, port),
        }))
    }

    /// The address of the page a token opens.
    pub fn link(&self, token: &str) -> String {
        format!("{}/b/{token}", self.public_url)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<Option<Settings>, SettingsError> {
        Settings::read(&|key: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn without_a_public_url_there_is_no_web_board() {
        assert_eq!(read(&[("WEB_PORT", "9000")]), Ok(None));
    }

    #[test]
    fn the_settings_are_read_and_links_made() {
        let s = read(&[
            ("PUBLIC_URL", "https://board.example.org/"),
            ("WEB_PORT", "9000"),
            ("WEB_BIND", "127.0.0.1"),
        ])
        .unwrap()
        .unwrap();
        assert_eq!(s.bind, "127.0.0.1:9000".parse().unwrap());
        assert_eq!(s.link("ab"), "https://board.example.org/b/ab");
        let default = read(&[("PUBLIC_URL", "http://x")]).unwrap().unwrap();
        assert_eq!(default.bind.port(), DEFAULT_PORT);
    }

    #[test]
    fn a_wrong_setting_is_named() {
        assert!(matches!(
            read(&[("PUBLIC_URL", "board.example.org")]),
            Err(SettingsError::BadPublicUrl(_))
        ));
        assert!(matches!(
            read(&[("PUBLIC_URL", "https://x"), ("WEB_PORT", "0")]),
            Err(SettingsError::BadPort(_))
        ));
        assert!(matches!(
            read(&[("PUBLIC_URL", "https://x"), ("WEB_BIND", "localhost:1")]),
            Err(SettingsError::BadBind(_))
        ));
    }
}
