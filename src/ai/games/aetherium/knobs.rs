//! TEMPORARY tuning knobs read from the environment (removed before the last commit).
use std::sync::OnceLock;

pub fn knob(name: &str, default: f32) -> f32 {
    static CACHE: OnceLock<std::collections::HashMap<String, f32>> = OnceLock::new();
    let map = CACHE.get_or_init(|| {
        std::env::vars()
            .filter(|(k, _)| k.starts_with("AK_"))
            .filter_map(|(k, v)| Some((k, v.parse().ok()?)))
            .collect()
    });
    map.get(name).copied().unwrap_or(default)
}
