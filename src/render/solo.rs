//! A solo game against Suramun: the fixed 4×6 battlefield named A1–D6, and a panel with
//! both sides, the turn in words and the highlighted turn on the board (your wizard's
//! move, Suramun's mirrored one, where the spells landed).

use crate::engines::rivality::solo::{self, SoloGame, SoloScore, PLAYER, SURAMUN};
use crate::engines::rivality::{Battlefield, Cell, EndReason, Event, Side, TileId};
use crate::i18n::Lang;
use crate::tr;

use super::board::{BoardScene, Highlight};
use super::caption;
use super::panel::{PanelScene, SeatLine, SideSummary};
use super::rivality::Resignation;
use super::{render_scene_as, Format, RenderError};

/// Everything a solo picture shows.
#[derive(Clone, Copy, Debug)]
pub struct SoloPicture<'a> {
    pub game: &'a SoloGame,
    /// The player's name first.
    pub names: &'a [String],
    /// What the highlighted turn did: the last one, or a candidate one when `preview`.
    pub last_events: &'a [Event],
    /// `game` is a candidate turn up to the wizards' arrival, not confirmed yet
    /// (`SoloGame::preview`): the tiles it would turn up are still face down, and no
    /// spell is cast.
    pub preview: bool,
    /// The player resigned (or ran out of time) at this position.
    pub resigned: Option<Resignation>,
    /// The language of the words drawn.
    pub lang: Lang,
    /// How the picture is laid out.
    pub format: Format,
}

pub fn render_solo(picture: &SoloPicture) -> Result<Vec<u8>, RenderError> {
    let game = picture.game;
    // The renderer is not even handed a face-down tile's name: it draws the back.
    let mut field = Battlefield {
        tiles: game.field.tiles.clone(),
    };
    for tile in field.tiles.iter_mut().filter(|t| t.face_down) {
        tile.tile = TileId::WELL;
    }
    let entry: Vec<Cell> = (0..solo::COLUMNS).map(|x| Cell::new(x, 0)).collect();
    let board = BoardScene {
        field: &field,
        wizards: &game.wizards[..2],
        extent: Some((
            Cell::new(0, 0),
            Cell::new(solo::COLUMNS - 1, solo::ROWS - 1),
        )),
        entry_points: &entry,
        events: picture.last_events,
        highlight: if picture.preview {
            Highlight::Preview
        } else {
            Highlight::LastMove
        },
        lang: picture.lang,
    };
    render_scene_as(&board, &panel(picture), picture.format)
}

fn panel(picture: &SoloPicture) -> PanelScene {
    let game = picture.game;
    let lang = picture.lang;
    let score = game.score_now();
    let player = caption::name(picture.names, 0, lang);
    let over = game.is_over() || picture.resigned.is_some();
    let side =
        |side: Side, label: String, seats: Vec<SeatLine>, score: i16, winner: bool| SideSummary {
            side,
            label,
            seats,
            supply: game.supplies.get(side.index()).copied().unwrap_or(0),
            stack: None,
            score,
            winner,
        };
    let you = SeatLine {
        name: player.clone(),
        to_act: !over,
        hand: None,
        viewer: true,
    };
    // A resignation is Suramun's win whatever the score.
    let wins = score.player_wins() && picture.resigned.is_none();
    let mut status: Vec<String> =
        caption::solo_turn(picture.last_events, &player, picture.preview, lang)
            .into_iter()
            .collect();
    if let Some(resigned) = picture.resigned {
        status.push(resigned.words(picture.names, lang));
    } else if picture.preview {
        let ends = picture
            .last_events
            .iter()
            .any(|e| matches!(e, Event::GameEnded { .. }));
        status.push(if ends {
            tr!(lang, "picture-solo-runs-dry")
        } else {
            tr!(lang, "picture-solo-spells-on-confirm")
        });
    } else if let Some(outcome) = &game.outcome {
        status.extend(ending(outcome.reason, &score, &player, lang));
    } else {
        status.push(tr!(lang, "picture-solo-to-move", player = player.as_str()));
    }
    let subtitle = if picture.preview {
        tr!(lang, "picture-preview")
    } else {
        tr!(
            lang,
            "picture-solo-against",
            difficulty = score.difficulty.name()
        )
    };
    let you_label = tr!(lang, "picture-solo-you");
    PanelScene {
        title: tr!(lang, "picture-solo-title"),
        subtitle: Some(subtitle),
        sides: vec![
            side(PLAYER, you_label, vec![you], score.player, over && wins),
            // A name, the same in every language.
            side(
                SURAMUN,
                "Suramun".to_string(),
                Vec::new(),
                score.suramun,
                over && !wins,
            ),
        ],
        score_caption: if over {
            tr!(lang, "picture-solo-score-final")
        } else if picture.preview {
            tr!(lang, "picture-solo-score-before-spells")
        } else {
            tr!(lang, "picture-solo-score-now")
        },
        status,
        hand: Vec::new(),
        expert: false,
        tags: super::board::tags::tags_of(picture.last_events, lang),
        lang,
    }
}

/// How a solo game ended and who won, with the score: ties go to Suramun.
fn ending(reason: EndReason, score: &SoloScore, player: &str, lang: Lang) -> Vec<String> {
    let how = match reason {
        EndReason::TilesExhausted => tr!(lang, "picture-rivality-over-tiles"),
        EndReason::SupplyEmpty { side } if side == SURAMUN => {
            tr!(lang, "picture-solo-over-supply-suramun")
        }
        EndReason::SupplyEmpty { .. } => tr!(lang, "picture-solo-over-supply-you"),
        EndReason::NoMoveLeft => tr!(lang, "picture-solo-over-no-move", player = player),
    };
    let (mine, his) = (score.player, score.suramun);
    let who = if score.player_wins() {
        tr!(
            lang,
            "picture-solo-you-win",
            player = player,
            mine = mine,
            his = his
        )
    } else if mine == his {
        tr!(lang, "picture-solo-suramun-wins-tie", score = mine)
    } else {
        tr!(lang, "picture-solo-suramun-wins", mine = mine, his = his)
    };
    vec![how, who]
}
