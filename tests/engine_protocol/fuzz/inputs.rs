//! Hostile input, generated: the notations' words any which way, JSON-like soup, requests
//! with known commands and fields of any type.

use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::{json, Value};

const WORDS: &[&str] = &[
    "rivality",
    "suramun",
    "2p",
    "3p",
    "4p",
    "5p",
    "0p",
    "255p",
    "expert",
    "beginner",
    "standard",
    "master",
    "turn",
    "turns",
    "hand",
    "1:",
    "2:",
    "3:",
    "4:",
    "0:",
    "9:",
    "hand 1:",
    "stack",
    "salmon:",
    "purple:",
    "teal:",
    "supply",
    "salmon",
    "purple",
    "teal",
    "played",
    "mulligans",
    "dice",
    "seed",
    "over",
    "tiles",
    "stuck",
    "M13",
    "W",
    "A1",
    "A5",
    "A7",
    "A12",
    "B1",
    "B4",
    "B12",
    "A13",
    "Z9",
    "M14",
    "L13",
    "N13",
    "M12",
    "ZZ99",
    "A0",
    "(0,-30)",
    "(127,127)",
    "(-128,-128)",
    "(0,0)",
    "D6",
    "B1",
    "A6",
    "E1",
    "s2",
    "p1",
    "t3",
    "s255",
    "p5",
    "s0",
    "t",
    "@salmon",
    "@teal",
    "@",
    "~left",
    "~front,front",
    "~",
    "down",
    "north",
    "east",
    "s",
    "w",
    "left",
    "front",
    "right",
    "l,f,r",
    "r,r",
    "enter",
    "move",
    "mulligan",
    "remove",
    "0",
    "1",
    "2",
    "25",
    "30",
    "255",
    "256",
    "-1",
    "99999999999999999999",
    "#",
    "\n",
    "\n",
    "\n",
    "\t",
    ":",
    ",",
    "é",
    "\u{0}",
    "\u{202e}",
    "€",
    "FA€",
    // Magistrar
    "magistrar",
    "grand-mage",
    "goldens",
    "duel",
    "track",
    "pawns",
    "bag",
    "arena",
    "phase",
    "white",
    "black",
    "d2",
    "l3",
    "s0",
    "m6",
    "w4",
    "LDDDDD",
    ".mmmsw",
    "wwwwmm",
    "light",
    "dark",
    "steer",
    "place",
    // Aetherium
    "aetherium",
    "round",
    "starter",
    "last",
    "aether",
    "fire",
    "water",
    "earth",
    "air",
    "6",
    "marks",
    "D4=rise-earth",
    "hand 2:",
    "pouch:",
    "used:",
    "blocked:",
    "played 1:",
    "fire@twin",
    "rise-fire",
    "fall",
    "block",
    "surge",
    "twin",
    "gather",
    "then",
    "wild:air",
    "pass",
    "A",
    "C",
    // Rivalry
    "rivalry",
    "capitals",
    "@R2",
    "@K1",
    "@K9",
    "interim",
    "cities",
    "republic",
    "kingdom",
    "units",
    "E3:2a",
    "D8:1a2c",
    "lost",
    "sabotage",
    "recruited",
    "assaulted",
    "offers",
    "forbidden",
    "roll",
    "deck",
    "discards",
    "FA3",
    "SCK",
    "MU2",
    "outcome",
    "resigned",
    "battle",
    "E3-E4:2a",
    "D7x@K9!",
    ">D8:4a",
    "@R2+E3c",
    "end-turn",
    "surrender:@K8>J10:1a",
    "cities *@R2 @R6 @R8 @R9",
    "extra",
];

/// Words of the notations, put together any which way.
pub(super) fn soup() -> impl Strategy<Value = String> {
    vec(prop::sample::select(WORDS), 0..40).prop_map(|w| w.join(" "))
}

const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ":",
    ",",
    "\"cmd\"",
    "\"game\"",
    "\"new\"",
    "\"moves\"",
    "\"apply\"",
    "\"move\"",
    "\"position\"",
    "\"text\"",
    "\"load\"",
    "\"state\"",
    "\"view\"",
    "\"seat\"",
    "\"score\"",
    "\"info\"",
    "\"players\"",
    "\"seed\"",
    "\"level\"",
    "\"suramun\"",
    "\"rivality\"",
    "\"magistrar\"",
    "\"aetherium\"",
    "\"rivalry\"",
    "2",
    "3",
    "-1",
    "0",
    "300",
    "1e999",
    "18446744073709551616",
    "1.5",
    "null",
    "true",
    "\"A7 M14 east\"",
    "\"\\u0000\"",
    "\"\\ud800\"",
    "\"",
    "\\",
    " ",
];

/// JSON-like token soup.
fn tokens() -> impl Strategy<Value = String> {
    vec(prop::sample::select(TOKENS), 0..30).prop_map(|t| t.concat())
}

/// A JSON value of any type, small.
pub(super) fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..10).prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        soup().prop_map(Value::from),
        prop::sample::select(WORDS).prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..4).prop_map(Value::from),
            vec((prop::sample::select(WORDS), inner), 0..4).prop_map(|fields| {
                Value::Object(
                    fields
                        .into_iter()
                        .map(|(k, v)| (k.to_string(), v))
                        .collect(),
                )
            }),
        ]
    })
}

const COMMANDS: &[&str] = &[
    "new", "position", "load", "moves", "apply", "state", "view", "score", "info",
];
const FIELDS: &[&str] = &[
    "game",
    "players",
    "expert",
    "seed",
    "level",
    "challenge",
    "text",
    "state",
    "move",
    "seat",
];

/// A request with a known command and fields of any type.
fn request() -> impl Strategy<Value = String> {
    (
        prop::sample::select(COMMANDS),
        vec((prop::sample::select(FIELDS), any_json()), 0..4),
    )
        .prop_map(|(cmd, fields)| {
            let mut object = serde_json::Map::new();
            object.insert("cmd".into(), json!(cmd));
            for (k, v) in fields {
                object.insert(k.into(), v);
            }
            Value::Object(object).to_string()
        })
}

/// Notation aimed at the parsers through the protocol.
fn notation_request() -> impl Strategy<Value = String> {
    (any::<bool>(), soup()).prop_map(|(position, text)| {
        if position {
            json!({"cmd":"position","text":text}).to_string()
        } else {
            json!({"cmd":"apply","move":text}).to_string()
        }
    })
}

/// Any hostile line.
fn hostile_line() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        vec(any::<u8>(), 0..80),
        tokens().prop_map(String::into_bytes),
        request().prop_map(String::into_bytes),
        notation_request().prop_map(String::into_bytes),
    ]
}

/// A start that reaches the games, then hostile lines.
pub(super) fn session() -> impl Strategy<Value = Vec<u8>> {
    let starts = prop::sample::select(vec![
        r#"{"cmd":"new","players":2,"seed":1}"#,
        r#"{"cmd":"new","players":3,"seed":2,"expert":true}"#,
        r#"{"cmd":"new","players":4,"seed":3}"#,
        r#"{"cmd":"new","game":"suramun","seed":4}"#,
        r#"{"cmd":"new","game":"rivalry","seed":5}"#,
        r#"{"cmd":"new","game":"magistrar","seed":6,"grand_mage":true}"#,
        r#"{"cmd":"new","game":"aetherium","seed":7}"#,
        r#"{"cmd":"info"}"#,
    ]);
    (starts, vec(hostile_line(), 1..8)).prop_map(|(start, lines)| {
        let mut input = start.as_bytes().to_vec();
        for line in lines {
            input.push(b'\n');
            input.extend(line.into_iter().filter(|b| *b != b'\n'));
        }
        input
    })
}
