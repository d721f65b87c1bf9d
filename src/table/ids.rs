//! Who and where, as the front ends name them. Opaque to the service.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A table (one game), as shown to players: `#12`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TableId(pub i64);

impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A user, as the front end knows them: `discord:1234`, `local:1`. Never shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UserId(pub String);

impl UserId {
    pub fn new(id: impl Into<String>) -> UserId {
        UserId(id.into())
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A user with the name to show.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct User {
    pub id: UserId,
    pub name: String,
}

impl User {
    pub fn new(id: impl Into<String>, name: impl Into<String>) -> User {
        User {
            id: UserId::new(id),
            name: name.into(),
        }
    }
}

/// Where a table is played, filled in by the front end: a Discord guild, channel and
/// thread; a DM; the local terminal. Stored as JSON, compared as a whole.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    /// `discord`, `local`, `test`...
    pub frontend: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thread: Option<String>,
    /// A direct-message game with this user.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dm: Option<UserId>,
}

impl Place {
    pub fn local() -> Place {
        Place {
            frontend: "local".to_string(),
            ..Place::default()
        }
    }

    pub fn channel(frontend: &str, guild: &str, channel: &str) -> Place {
        Place {
            frontend: frontend.to_string(),
            guild: Some(guild.to_string()),
            channel: Some(channel.to_string()),
            ..Place::default()
        }
    }

    pub fn to_json(&self) -> String {
        // A struct of strings always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }
}
