//! The turn panel: one step at a time (tile, spot, facing, spell order, confirm), built
//! from the list of legal moves in notation (`docs/notation.md`).
//!
//! The panel keeps no state in memory: each component's `custom_id` carries the choices
//! made so far ([`Picked`], as the id's argument) and the table version they were made
//! at, so a panel survives a restart, and a panel from an earlier turn is recognised.
//! The panel is always ephemeral: it is built from the player's hand.
//!
//! Solo moves (`enter B1`, `move C2 right,front,left`, and `order C5 left,front` while a
//! turn waits for the order of the spells of a tile just turned up) use the same steps:
//! the "tile" is the wizard ([`WIZARD`]) and there is no facing ([`NO_FACING`]); steps
//! with a single possible answer are taken automatically.

/// The "tile" of a solo move: the player's wizard. Lowercase, unlike every tile name.
pub const WIZARD: &str = "wiz";
/// The "facing" of a solo move.
pub const NO_FACING: char = '-';

/// A placement read from its notation: `A7 M14 east` or `A6 M14 east right,front,left`;
/// or a solo move, `enter B1`, `move C2 right,front,left` or `order C5 left,front`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub notation: String,
    pub tile: String,
    pub cell: String,
    /// `n`, `e`, `s` or `w`.
    pub facing: char,
    /// The spell order as edge letters (`rfl`); `None` for the default order.
    pub order: Option<String>,
}

fn edge_letter(word: &str) -> Option<char> {
    match word.to_ascii_lowercase().as_str() {
        "l" | "left" => Some('l'),
        "f" | "front" => Some('f'),
        "r" | "right" => Some('r'),
        _ => None,
    }
}

impl Placement {
    pub fn parse(notation: &str) -> Option<Placement> {
        let words: Vec<&str> = notation.split_whitespace().collect();
        if let [verb @ ("enter" | "move" | "order"), cell, rest @ ..] = words.as_slice() {
            let order = match rest {
                [] if *verb != "order" => None,
                [o] if *verb != "enter" => {
                    Some(o.split(',').map(edge_letter).collect::<Option<String>>()?)
                }
                _ => return None,
            };
            return Some(Placement {
                notation: notation.to_string(),
                tile: WIZARD.to_string(),
                cell: cell.to_ascii_uppercase(),
                facing: NO_FACING,
                order,
            });
        }
        let (tile, cell, facing, order) = match words.as_slice() {
            [t, c, f] => (t, c, f, None),
            [t, c, f, o] => (t, c, f, Some(o)),
            _ => return None,
        };
        let facing = match facing.to_ascii_lowercase().as_str() {
            "n" | "north" => 'n',
            "e" | "east" => 'e',
            "s" | "south" => 's',
            "w" | "west" => 'w',
            _ => return None,
        };
        let order = match order {
            None => None,
            Some(o) => Some(o.split(',').map(edge_letter).collect::<Option<String>>()?),
        };
        Some(Placement {
            notation: notation.to_string(),
            tile: tile.to_ascii_uppercase(),
            cell: cell.to_ascii_uppercase(),
            facing,
            order,
        })
    }
}

/// The choices made so far in a panel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picked {
    pub tile: Option<String>,
    pub cell: Option<String>,
    pub facing: Option<char>,
    /// Edge letters, or `d` for the default order.
    pub order: Option<String>,
}

/// `(x,y)` cells travel as `x_y` in a custom_id (no parentheses or commas there).
pub(super) fn encode_cell(cell: &str) -> String {
    match cell.strip_prefix('(').and_then(|c| c.strip_suffix(')')) {
        Some(xy) => xy.replace(',', "_"),
        None => cell.to_string(),
    }
}

fn decode_cell(text: &str) -> String {
    match text.split_once('_') {
        Some((x, y)) => format!("({x},{y})"),
        None => text.to_string(),
    }
}

impl Picked {
    /// The choices as a custom_id argument (`A7.M14.e.rfl`, `-.C2` for a solo move whose
    /// "tile" was taken for the player); `None` when nothing is picked.
    pub fn encode(&self) -> Option<String> {
        let mut parts: Vec<Option<String>> = vec![
            self.tile.clone(),
            self.cell.as_deref().map(encode_cell),
            self.facing.filter(|f| *f != NO_FACING).map(String::from),
            self.order.clone(),
        ];
        while parts.last().is_some_and(Option::is_none) {
            parts.pop();
        }
        let parts: Vec<String> = parts
            .into_iter()
            .map(|p| p.unwrap_or_else(|| "-".to_string()))
            .collect();
        (!parts.is_empty()).then(|| parts.join("."))
    }

    /// Reads an argument written by [`Picked::encode`]; `None` if it is not one.
    pub fn decode(arg: Option<&str>) -> Option<Picked> {
        let Some(arg) = arg else {
            return Some(Picked::default());
        };
        let parts: Vec<&str> = arg.split('.').collect();
        if parts.len() > 4 || parts.iter().any(|p| p.is_empty()) {
            return None;
        }
        // "-": not picked (taken for the player, or not yet).
        let part = |i: usize| parts.get(i).copied().filter(|p| *p != "-");
        let facing = match part(2) {
            Some(f) if f.len() == 1 && "nesw".contains(f) => f.chars().next(),
            Some(_) => return None,
            None => None,
        };
        Some(Picked {
            tile: part(0).map(str::to_string),
            cell: part(1).map(decode_cell),
            facing,
            order: part(3).map(str::to_string),
        })
    }
}

/// What the panel shows next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Pick a tile (or take the mulligan, or settle a removal choice).
    Tile {
        tiles: Vec<String>,
        mulligan: bool,
        removals: Vec<String>,
    },
    /// Where to place the tile, or (`wizard`) where the wizard goes.
    Spot {
        cells: Vec<String>,
        wizard: bool,
    },
    Facing {
        facings: Vec<char>,
    },
    /// Only when the order matters (several orders are legal and differ).
    Order {
        orders: Vec<String>,
    },
    /// One move fits: preview it and ask for confirmation.
    Ready {
        notation: String,
    },
    /// The choices match no legal move: the panel is out of date.
    Gone,
}

fn unique<T: PartialEq>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut out = Vec::new();
    for item in items {
        if !out.contains(&item) {
            out.push(item);
        }
    }
    out
}

/// The next step of a panel with `picked` so far, given the legal moves. A step with a
/// single possible answer and nothing to see (the wizard as "tile", no facing) is taken
/// for the player.
pub fn next_step(moves: &[String], picked: &Picked) -> Step {
    let placements: Vec<Placement> = moves.iter().filter_map(|m| Placement::parse(m)).collect();
    let solo = !placements.is_empty() && placements.iter().all(|p| p.tile == WIZARD);
    let tile: &str = match &picked.tile {
        Some(tile) => tile,
        None if solo => WIZARD,
        None => {
            let removals = moves
                .iter()
                .filter_map(|m| m.strip_prefix("remove "))
                .map(str::to_string)
                .collect();
            return Step::Tile {
                tiles: unique(placements.iter().map(|p| p.tile.clone())),
                mulligan: moves.iter().any(|m| m == "mulligan"),
                removals,
            };
        }
    };
    let fits: Vec<&Placement> = placements.iter().filter(|p| p.tile == tile).collect();
    let Some(cell) = &picked.cell else {
        return non_empty(unique(fits.iter().map(|p| p.cell.clone())), |cells| {
            Step::Spot {
                cells,
                wizard: solo,
            }
        });
    };
    let fits: Vec<&Placement> = fits.into_iter().filter(|p| &p.cell == cell).collect();
    let facing = match picked.facing {
        Some(facing) => facing,
        None if solo => NO_FACING,
        None => {
            return non_empty(unique(fits.iter().map(|p| p.facing)), |facings| {
                Step::Facing { facings }
            })
        }
    };
    let fits: Vec<&Placement> = fits.into_iter().filter(|p| p.facing == facing).collect();
    let order_of = |p: &Placement| p.order.clone().unwrap_or_else(|| "d".to_string());
    match (&picked.order, fits.as_slice()) {
        (_, []) => Step::Gone,
        (None, [only]) => Step::Ready {
            notation: only.notation.clone(),
        },
        (None, several) => Step::Order {
            orders: unique(several.iter().map(|p| order_of(p))),
        },
        (Some(order), several) => {
            several
                .iter()
                .find(|p| &order_of(p) == order)
                .map_or(Step::Gone, |p| Step::Ready {
                    notation: p.notation.clone(),
                })
        }
    }
}

fn non_empty<T>(items: Vec<T>, step: impl FnOnce(Vec<T>) -> Step) -> Step {
    if items.is_empty() {
        Step::Gone
    } else {
        step(items)
    }
}

/// Reads a page argument (`A7.pg2`): the choices (the tile) and the page.
pub fn decode_page(arg: &str) -> Option<(Picked, usize)> {
    let (tile, page) = arg.split_once(".pg")?;
    let picked = Picked::decode(Some(tile))?;
    Some((picked, page.parse().ok()?))
}

/// The choices one step back (what the Back button leads to): the last choice the player
/// made is undone, skipping those taken for them.
pub fn back(moves: &[String], picked: &Picked) -> Picked {
    let here = next_step(moves, picked);
    let mut picked = picked.clone();
    loop {
        if picked.order.take().is_none()
            && picked.facing.take().is_none()
            && picked.cell.take().is_none()
            && picked.tile.take().is_none()
        {
            return picked;
        }
        if next_step(moves, &picked) != here {
            return picked;
        }
    }
}

#[cfg(test)]
#[path = "panel_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "panel_solo_tests.rs"]
mod solo_tests;
