//! Checks request bodies against Discord's own OpenAPI description
//! (`tests/fixtures/discord-openapi.json`, OpenAPI 3.1, MIT: see `tests/fixtures/README.md`).
//!
//! Hand-written rather than a JSON-Schema crate: the description uses a small subset of
//! JSON Schema (listed in `validate`), and the one deviation we allow must be applied at
//! one exact place. Any keyword outside that subset is reported as an error, so that the
//! checker never passes a body by ignoring part of a schema.
//!
//! The allowed deviations: serenity sends an attachment's `id` as a number where the
//! schema says a string (a snowflake): `MessageAttachmentRequest.id` alone also accepts a
//! non-negative integer. And a command's `default_member_permissions` is a string of
//! digits in Discord's documentation (and in the schema's own response), an integer in
//! the request schema: in a bulk overwrite (`ApplicationCommandUpdateRequest`) it may be
//! either.

use serde_json::{json, Value};

pub struct OpenApi {
    doc: Value,
    /// Path templates, split into segments (`None` = a `{parameter}`).
    templates: Vec<(String, Vec<Option<String>>)>,
}

/// Keywords that carry no constraint.
const ANNOTATIONS: &[&str] = &[
    "description",
    "title",
    "default",
    "contentEncoding",
    "x-discord-union",
    "deprecated",
];

impl OpenApi {
    pub fn load() -> OpenApi {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/discord-openapi.json"
        );
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
        let mut doc: Value = serde_json::from_str(&text).expect("openapi.json is JSON");
        let id = &mut doc["components"]["schemas"]["MessageAttachmentRequest"]["properties"]["id"];
        assert_eq!(
            *id,
            json!({"$ref": "#/components/schemas/SnowflakeType"}),
            "the schema changed: review the deviation"
        );
        *id = json!({"anyOf": [
            {"$ref": "#/components/schemas/SnowflakeType"},
            {"type": "integer", "minimum": 0}
        ]});
        let permissions = &mut doc["components"]["schemas"]["ApplicationCommandUpdateRequest"]
            ["properties"]["default_member_permissions"];
        assert_eq!(
            permissions["type"],
            json!(["integer", "null"]),
            "the schema changed: review the deviation"
        );
        *permissions = json!({"anyOf": [
            permissions.clone(),
            {"type": "string", "pattern": "^(0|[1-9][0-9]*)$"}
        ]});
        let templates = doc["paths"]
            .as_object()
            .expect("paths")
            .keys()
            .map(|t| {
                let segments = t
                    .trim_start_matches('/')
                    .split('/')
                    .map(|s| {
                        if s.starts_with('{') {
                            None
                        } else {
                            Some(s.to_string())
                        }
                    })
                    .collect();
                (t.clone(), segments)
            })
            .collect();
        OpenApi { doc, templates }
    }

    /// The path template that `path` (without `/api/v10` and query) matches; literal
    /// segments win over parameters (`/users/@me` before `/users/{user_id}`).
    pub fn match_path(&self, path: &str) -> Option<&str> {
        let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        self.templates
            .iter()
            .filter(|(_, t)| {
                t.len() == segments.len()
                    && t.iter()
                        .zip(&segments)
                        .all(|(t, s)| t.as_deref().is_none_or(|t| t == *s) && !s.is_empty())
            })
            .max_by_key(|(_, t)| t.iter().filter(|s| s.is_some()).count())
            .map(|(name, _)| name.as_str())
    }

    /// Checks a request body (`None` when there is none) for an operation.
    pub fn check_request(
        &self,
        method: &str,
        template: &str,
        media: &str,
        body: Option<&Value>,
    ) -> Result<(), String> {
        let operation = self.doc["paths"][template]
            .get(method.to_ascii_lowercase())
            .ok_or_else(|| format!("{method} {template} is not an operation"))?;
        let request_body = operation.get("requestBody");
        match (request_body, body) {
            (None, None) => Ok(()),
            (None, Some(_)) => Err(format!("{method} {template} takes no body")),
            (Some(rb), None) if rb["required"] == json!(true) => {
                Err(format!("{method} {template} requires a body"))
            }
            (Some(_), None) => Ok(()),
            (Some(rb), Some(body)) => {
                let schema = rb["content"]
                    .get(media)
                    .ok_or_else(|| format!("{method} {template} does not accept {media}"))?
                    .get("schema")
                    .ok_or("no schema")?;
                let mut errors = Vec::new();
                self.validate(schema, body, "body", &mut errors);
                if errors.is_empty() {
                    Ok(())
                } else {
                    Err(format!("{method} {template}: {}", errors.join("; ")))
                }
            }
        }
    }

    fn resolve(&self, reference: &str) -> &Value {
        let pointer = reference
            .strip_prefix('#')
            .unwrap_or_else(|| panic!("external $ref {reference}"));
        self.doc
            .pointer(pointer)
            .unwrap_or_else(|| panic!("dangling $ref {reference}"))
    }

    /// Appends to `errors` every way `value` breaks `schema`.
    pub fn validate(&self, schema: &Value, value: &Value, at: &str, errors: &mut Vec<String>) {
        let Some(schema) = schema.as_object() else {
            if *schema == json!(false) {
                errors.push(format!("{at}: not allowed"));
            }
            return;
        };
        for (keyword, arg) in schema {
            match keyword.as_str() {
                "$ref" => {
                    self.validate(self.resolve(arg.as_str().unwrap_or("")), value, at, errors)
                }
                "type" => {
                    let allowed: Vec<&str> = match arg {
                        Value::Array(list) => list.iter().filter_map(Value::as_str).collect(),
                        other => other.as_str().into_iter().collect(),
                    };
                    if !allowed.iter().any(|t| has_type(value, t)) {
                        errors.push(format!("{at}: expected {allowed:?}, got {}", short(value)));
                        return; // the other keywords would only repeat the problem
                    }
                }
                "enum" => {
                    if !arg.as_array().is_some_and(|list| list.contains(value)) {
                        errors.push(format!("{at}: {} is not one of {arg}", short(value)));
                    }
                }
                "const" => {
                    if arg != value {
                        errors.push(format!("{at}: expected {arg}"));
                    }
                }
                "format" => check_format(arg.as_str().unwrap_or(""), value, at, errors),
                "pattern" => check_pattern(arg.as_str().unwrap_or(""), value, at, errors),
                "minLength" | "maxLength" => {
                    if let (Some(s), Some(limit)) = (value.as_str(), arg.as_u64()) {
                        let len = s.chars().count() as u64;
                        if (keyword == "minLength" && len < limit)
                            || (keyword == "maxLength" && len > limit)
                        {
                            errors.push(format!("{at}: length {len} breaks {keyword} {limit}"));
                        }
                    }
                }
                "minimum" | "maximum" => {
                    if let (Some(v), Some(limit)) = (as_i128(value), as_i128(arg)) {
                        if (keyword == "minimum" && v < limit)
                            || (keyword == "maximum" && v > limit)
                        {
                            errors.push(format!("{at}: {v} breaks {keyword} {limit}"));
                        }
                    } else if let (Some(v), Some(limit)) = (value.as_f64(), arg.as_f64()) {
                        if (keyword == "minimum" && v < limit)
                            || (keyword == "maximum" && v > limit)
                        {
                            errors.push(format!("{at}: {v} breaks {keyword} {limit}"));
                        }
                    }
                }
                "items" => {
                    for (i, item) in value.as_array().into_iter().flatten().enumerate() {
                        self.validate(arg, item, &format!("{at}[{i}]"), errors);
                    }
                }
                "minItems" | "maxItems" => {
                    if let (Some(list), Some(limit)) = (value.as_array(), arg.as_u64()) {
                        let len = list.len() as u64;
                        if (keyword == "minItems" && len < limit)
                            || (keyword == "maxItems" && len > limit)
                        {
                            errors.push(format!("{at}: {len} items break {keyword} {limit}"));
                        }
                    }
                }
                "uniqueItems" => {
                    if let (Some(list), true) = (value.as_array(), arg == &json!(true)) {
                        if list.iter().enumerate().any(|(i, a)| list[..i].contains(a)) {
                            errors.push(format!("{at}: items are not unique"));
                        }
                    }
                }
                "properties" => {
                    if let (Some(object), Some(props)) = (value.as_object(), arg.as_object()) {
                        for (name, sub) in props {
                            if let Some(v) = object.get(name) {
                                self.validate(sub, v, &format!("{at}.{name}"), errors);
                            }
                        }
                    }
                }
                "additionalProperties" => {
                    if let Some(object) = value.as_object() {
                        let declared = schema.get("properties").and_then(Value::as_object);
                        for (name, v) in object {
                            if !declared.is_some_and(|d| d.contains_key(name)) {
                                self.validate(arg, v, &format!("{at}.{name}"), errors);
                            }
                        }
                    }
                }
                "required" => {
                    if let Some(object) = value.as_object() {
                        for name in arg
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter_map(Value::as_str)
                        {
                            if !object.contains_key(name) {
                                errors.push(format!("{at}: missing required {name:?}"));
                            }
                        }
                    }
                }
                "minProperties" | "maxProperties" => {
                    if let (Some(object), Some(limit)) = (value.as_object(), arg.as_u64()) {
                        let len = object.len() as u64;
                        if (keyword == "minProperties" && len < limit)
                            || (keyword == "maxProperties" && len > limit)
                        {
                            errors.push(format!("{at}: {len} properties break {keyword} {limit}"));
                        }
                    }
                }
                "allOf" => {
                    for sub in arg.as_array().into_iter().flatten() {
                        self.validate(sub, value, at, errors);
                    }
                }
                "anyOf" | "oneOf" => self.check_union(keyword, arg, value, at, errors),
                k if ANNOTATIONS.contains(&k) => {}
                other => errors.push(format!(
                    "{at}: the checker does not know the keyword {other:?}"
                )),
            }
        }
    }

    fn check_union(
        &self,
        keyword: &str,
        arg: &Value,
        value: &Value,
        at: &str,
        errors: &mut Vec<String>,
    ) {
        let results: Vec<Vec<String>> = arg
            .as_array()
            .into_iter()
            .flatten()
            .map(|sub| {
                let mut e = Vec::new();
                self.validate(sub, value, at, &mut e);
                e
            })
            .collect();
        let matches = results.iter().filter(|e| e.is_empty()).count();
        if matches == 0 {
            // Report the closest alternative: usually the one the body meant to be.
            let closest = results
                .iter()
                .min_by_key(|e| e.len())
                .cloned()
                .unwrap_or_default();
            errors.push(format!(
                "{at}: matches no alternative of {keyword}; closest: [{}]",
                closest.join("; ")
            ));
        } else if keyword == "oneOf" && matches > 1 {
            errors.push(format!("{at}: matches {matches} alternatives of oneOf"));
        }
    }
}

fn has_type(value: &Value, t: &str) -> bool {
    match t {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "string" => value.is_string(),
        "array" => value.is_array(),
        "object" => value.is_object(),
        "number" => value.is_number(),
        // JSON Schema counts 2.0 as an integer (poise sends `min_value` as a float).
        "integer" => {
            value.is_i64() || value.is_u64() || value.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        _ => false,
    }
}

fn as_i128(value: &Value) -> Option<i128> {
    value
        .as_i64()
        .map(i128::from)
        .or_else(|| value.as_u64().map(i128::from))
}

fn check_format(format: &str, value: &Value, at: &str, errors: &mut Vec<String>) {
    let range = match format {
        "int32" => (i128::from(i32::MIN), i128::from(i32::MAX)),
        "int64" => (i128::from(i64::MIN), i128::from(i64::MAX)),
        // Checked by their pattern, or carrying no constraint we rely on.
        "snowflake" | "date-time" | "uri" | "double" | "nonce" => return,
        other => {
            errors.push(format!(
                "{at}: the checker does not know the format {other:?}"
            ));
            return;
        }
    };
    if let Some(v) = as_i128(value) {
        if v < range.0 || v > range.1 {
            errors.push(format!("{at}: {v} does not fit {format}"));
        }
    }
}

/// The description uses two patterns; both are checked by hand (no regex engine needed).
fn check_pattern(pattern: &str, value: &Value, at: &str, errors: &mut Vec<String>) {
    let Some(s) = value.as_str() else { return };
    let ok = match pattern {
        "^(0|[1-9][0-9]*)$" => {
            s == "0"
                || (!s.is_empty() && !s.starts_with('0') && s.bytes().all(|b| b.is_ascii_digit()))
        }
        "^#(([0-9a-fA-F]{2}){3}|([0-9a-fA-F]){3})$" => s.strip_prefix('#').is_some_and(|h| {
            (h.len() == 6 || h.len() == 3) && h.bytes().all(|b| b.is_ascii_hexdigit())
        }),
        other => {
            errors.push(format!(
                "{at}: the checker does not know the pattern {other:?}"
            ));
            return;
        }
    };
    if !ok {
        errors.push(format!("{at}: {s:?} does not match {pattern}"));
    }
}

fn short(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() > 60 {
        format!("{}...", text.chars().take(60).collect::<String>())
    } else {
        text
    }
}
