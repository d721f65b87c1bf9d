//! The set-up phase's pictures: one side's own set-up on its half of the Isle, for its
//! set-up panel, and the empty Isle while the set-ups are awaited.

use super::*;

/// One side's set-up on its own half of the Isle: its four cities (every site of its
/// nation named with its id, to choose from), the capital, its units; nothing of the
/// other side, whose set-up is not known here.
pub fn render_rivalry_setup(picture: &SetupPicture) -> Result<Vec<u8>, RenderError> {
    setup(picture, |scene| {
        compose(picture.format, picture.lang, scene)
    })
}

/// Where everything on a set-up picture's map goes, as [`render_rivalry_setup`] draws it.
pub fn rivalry_setup_layout(picture: &SetupPicture) -> Result<Layout, RenderError> {
    setup(picture, |scene| scene.layout(picture.lang))
}

fn setup<R>(
    picture: &SetupPicture,
    finish: impl FnOnce(Scene) -> Result<R, RenderError>,
) -> Result<R, RenderError> {
    let side = picture.side;
    let lang = picture.lang;
    let setup = picture.setup;
    let m = map();
    let mut owner = vec![None; m.sites.len()];
    for s in &setup.cities {
        if let Some(o) = owner.get_mut(s.0 as usize) {
            *o = Some(side);
        }
    }
    let mut by_tile = vec![Units::NONE; m.tiles.len()];
    for (t, u) in &setup.units {
        if let Some(slot) = by_tile.get_mut(t.0 as usize) {
            *slot = slot.plus(*u);
        }
    }
    if let Some(slot) = by_tile.get_mut(setup.extra.0 as usize) {
        *slot = slot.plus(Units::new(1, 0));
    }
    let total = by_tile.iter().fold(Units::NONE, |a, u| a.plus(*u));
    let tiles = by_tile.iter().filter(|u| !u.is_empty()).count();
    let cities = Cities {
        owner,
        capitals: vec![(side, setup.capital)],
        leaders: vec![(side, setup.capital)],
        shown: Some(side),
        ids: true,
    };
    let status = vec![(
        crate::tr!(
            lang,
            "picture-rivalry-setup-title",
            nation = words::nation(lang, side)
        ),
        PAPER,
    )];
    let card = SideCard {
        side,
        title: words::player(lang, picture.names, side),
        lines: vec![
            crate::tr!(
                lang,
                "picture-rivalry-setup-capital",
                city = words::city(setup.capital)
            ),
            crate::tr!(
                lang,
                "picture-rivalry-setup-units",
                armies = total.armies,
                cavalry = total.cavalry,
                tiles = tiles
            ),
        ],
        to_act: false,
    };
    let units = [(side, by_tile.as_slice())];
    finish(Scene {
        title: (crate::tr!(lang, "picture-rivalry-title"), PAPER, 20.0),
        right: String::new(),
        dim: Some(side.other()),
        cities: &cities,
        units: &units,
        touched: &Touched::default(),
        accent: Accent::new(false),
        status: &status,
        cards: vec![card],
        footer: &[],
    })
}

/// The set-up phase's public picture: the empty Isle, and which sides have sent their
/// set-up (`submitted`, by side), nothing of what they hold.
pub fn render_rivalry_waiting(
    names: &[String],
    submitted: [bool; 2],
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, RenderError> {
    waiting(names, submitted, lang, |scene| compose(format, lang, scene))
}

/// Where everything on the waiting picture's map goes, as [`render_rivalry_waiting`]
/// draws it.
pub fn rivalry_waiting_layout(
    names: &[String],
    submitted: [bool; 2],
    lang: Lang,
) -> Result<Layout, RenderError> {
    waiting(names, submitted, lang, |scene| scene.layout(lang))
}

fn waiting<R>(
    names: &[String],
    submitted: [bool; 2],
    lang: Lang,
    finish: impl FnOnce(Scene) -> Result<R, RenderError>,
) -> Result<R, RenderError> {
    let cities = Cities {
        owner: vec![None; map().sites.len()],
        ..Cities::default()
    };
    let waiting = crate::tr!(lang, "picture-rivalry-waiting");
    let mut status = vec![(waiting, PAPER)];
    for side in Side::BOTH {
        let player = words::player(lang, names, side);
        let line = if submitted[side.index()] {
            crate::tr!(lang, "picture-rivalry-setup-in", player = player)
        } else {
            crate::tr!(lang, "picture-rivalry-setup-awaited", player = player)
        };
        status.push((line, MUTED));
    }
    finish(Scene {
        title: (crate::tr!(lang, "picture-rivalry-title"), PAPER, 20.0),
        right: String::new(),
        dim: None,
        cities: &cities,
        units: &[],
        touched: &Touched::default(),
        accent: Accent::new(false),
        status: &status,
        cards: Vec::new(),
        footer: &[],
    })
}
