//! One way to name a player in every answer: a seat number, with the side's name beside
//! it in games whose sides have names (Magistrar's white and black, Rivalry's Republic and
//! Kingdom). The engines write their sides by name, and keep doing so in what the
//! database stores; the protocol rewrites their JSON on the way out and back on the way
//! in, so `load(state(x)) == x` still holds and a state written with names still loads.
//!
//! - A field that holds the acting side itself (`mage`, `side`) becomes `seat`, with
//!   `side` (the name) beside it: `{"mage":"white"}` → `{"seat":0,"side":"white"}`.
//! - A field that names a player by its role (`winner`, `starting`, `turn`, …) holds the
//!   seat, and `<field>_side` the name: `{"winner":"black"}` →
//!   `{"winner":1,"winner_side":"black"}`; `null` (nobody) stays `null` in both. An array of
//!   names (Rivalry's `owner`, by site) becomes an array of seats the same way.

use serde_json::{Map, Value};

/// How a game with named sides names them in its engine JSON.
pub struct Sides {
    /// The side of seat 0, then of seat 1.
    pub names: [&'static str; 2],
    /// The field an engine names the acting side with (`mage`, `side`).
    pub side_field: &'static str,
    /// The fields that name a player by role, in answers.
    pub roles: &'static [&'static str],
    /// Those of them a state holds, read back by `load` as seats even without their
    /// `<role>_side` (a role such as a Rivalry event's `from` is a tile elsewhere).
    pub stored: &'static [&'static str],
}

impl Sides {
    /// The seats a value of names stands for: a name, `null`, or an array of them.
    fn seats(&self, value: &Value) -> Option<Value> {
        match value {
            Value::Null => Some(Value::Null),
            Value::String(name) => self
                .names
                .iter()
                .position(|n| *n == name.as_str())
                .map(|seat| Value::from(seat as u64)),
            Value::Array(items) => items.iter().map(|v| self.seats(v)).collect(),
            _ => None,
        }
    }

    /// The names a value of seats stands for (the inverse of [`Sides::seats`]).
    fn names(&self, value: &Value) -> Option<Value> {
        match value {
            Value::Null => Some(Value::Null),
            Value::Number(seat) => seat
                .as_u64()
                .and_then(|s| self.names.get(usize::try_from(s).ok()?))
                .map(|n| Value::from(*n)),
            Value::Array(items) => items.iter().map(|v| self.names(v)).collect(),
            _ => None,
        }
    }

    /// An engine's JSON as the protocol writes it: players named by seat.
    pub fn out(&self, value: &mut Value) {
        match value {
            Value::Object(fields) => self.out_fields(fields),
            Value::Array(items) => items.iter_mut().for_each(|v| self.out(v)),
            _ => {}
        }
    }

    fn out_fields(&self, fields: &mut Map<String, Value>) {
        let keys: Vec<String> = fields.keys().cloned().collect();
        for key in keys {
            let Some(value) = fields.get_mut(&key) else {
                continue;
            };
            if key == self.side_field && value.is_string() {
                if let Some(seat) = self.seats(value) {
                    let name = fields.remove(&key).unwrap_or(Value::Null);
                    fields.entry("seat").or_insert(seat);
                    fields.insert("side".into(), name);
                }
            } else if self.roles.iter().any(|r| *r == key) {
                if let Some(seats) = self.seats(value) {
                    let names = std::mem::replace(value, seats);
                    fields.insert(format!("{key}_side"), names);
                }
            } else {
                self.out(value);
            }
        }
    }

    /// The protocol's JSON (a state to load, a move) as the engine reads it: seats back to
    /// names. A name where a seat is written is left as it is (the engine's own form).
    pub fn to_engine(&self, value: &mut Value) {
        match value {
            Value::Object(fields) => self.to_engine_fields(fields),
            Value::Array(items) => items.iter_mut().for_each(|v| self.to_engine(v)),
            _ => {}
        }
    }

    fn to_engine_fields(&self, fields: &mut Map<String, Value>) {
        let named_side = fields
            .get("side")
            .and_then(Value::as_str)
            .is_some_and(|s| self.names.contains(&s));
        if named_side && fields.get("seat").is_some_and(Value::is_number) {
            fields.remove("seat");
            if self.side_field != "side" {
                if let Some(name) = fields.remove("side") {
                    fields.insert(self.side_field.into(), name);
                }
            }
        }
        // A role the state always holds (`stored`) is a seat to read back; another one
        // only when its `<role>_side` says it was written as one (Rivalry's scandal card
        // names a nation by `n`, the other cards a number).
        let mut read = Vec::new();
        for role in self.roles {
            let side = format!("{role}_side");
            let written = fields.remove(&side).is_some();
            if !(written || self.stored.contains(role)) {
                continue;
            }
            if let Some(value) = fields.get_mut(*role) {
                if let Some(names) = self.names(value) {
                    *value = names;
                    read.push(*role);
                }
            }
        }
        let keys: Vec<String> = fields.keys().cloned().collect();
        for key in keys {
            if !read.iter().any(|r| *r == key) {
                if let Some(value) = fields.get_mut(&key) {
                    self.to_engine(value);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const SIDES: Sides = Sides {
        names: ["white", "black"],
        side_field: "mage",
        roles: &["winner", "starting"],
        stored: &["winner", "starting"],
    };

    #[test]
    fn a_side_and_a_role_become_seats_and_come_back() {
        let engine = json!({"starting":"white","phase":{"step":"place","mage":"black"},
            "duels":[{"winner":null},{"winner":"black"}],"owner":["white",null]});
        let mut v = engine.clone();
        SIDES.out(&mut v);
        assert_eq!(
            v,
            json!({"starting":0,"starting_side":"white","phase":{"step":"place","seat":1,"side":"black"},
            "duels":[{"winner":null,"winner_side":null},{"winner":1,"winner_side":"black"}],"owner":["white",null]})
        );
        SIDES.to_engine(&mut v);
        assert_eq!(v, engine);
    }

    #[test]
    fn names_given_to_load_are_read_as_they_were() {
        let engine = json!({"starting":"black","phase":{"step":"open","mage":"white"}});
        let mut v = engine.clone();
        SIDES.to_engine(&mut v);
        assert_eq!(v, engine);
    }
}
