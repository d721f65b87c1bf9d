//! The slash commands: one file per group, each reading its options and handing over to
//! a flow.

use crate::frontends::discord::data::{Data, Error};

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        rivality::rivality(),
        magistrar::magistrar(),
        aetherium::aetherium(),
        rivalry::rivalry(),
        suramun::suramun(),
        games::games(),
        vacation::vacation(),
        moderation::moderate(),
        standings::profile(),
        standings::leaderboard(),
        help::help(),
        settings::manawell(),
        replay::replay(),
    ]
}

pub mod aetherium;
pub mod games;
pub mod help;
pub mod magistrar;
pub mod moderation;
pub mod replay;
pub mod rivality;
pub mod rivalry;
pub mod rules;
pub mod settings;
pub mod shared;
pub mod standings;
pub mod suramun;
pub mod vacation;
