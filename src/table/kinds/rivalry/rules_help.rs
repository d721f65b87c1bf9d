//! Rivalry's rules in short, by topic, for any front end, drawn from the rulebook
//! (`shared/rules/003_…`) and its readings (`shared/rules/rivalry-readings.md`).

use super::Rivalry;
use crate::table::kinds::{HelpTopic, Rules};

pub const TOPICS: &[HelpTopic] = &[
    HelpTopic::of(Rivalry::KIND, "overview"),
    HelpTopic::of(Rivalry::KIND, "setup"),
    HelpTopic::of(Rivalry::KIND, "turn"),
    HelpTopic::of(Rivalry::KIND, "moving"),
    HelpTopic::of(Rivalry::KIND, "assaults"),
    HelpTopic::of(Rivalry::KIND, "cards"),
    HelpTopic::of(Rivalry::KIND, "capital"),
    HelpTopic::of(Rivalry::KIND, "end"),
];
