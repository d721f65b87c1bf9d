//! Rivalry's set-up panel on Discord: the player's sealed set-up, drafted in an ephemeral
//! panel (the other side never sees it) from the engine's suggested one, then sealed as
//! the player's move of the set-up (its notation line, `Rules::parse_move_of`).
//!
//! The draft survives a restart in the panel message itself: its words end with the
//! draft's line, read back on every click (a custom id of 100 characters cannot hold 25
//! units spread over 25 tiles with the table's id and version). The component's id holds
//! only what the click does and the tile being placed on (`mw:12:3:setup:aa.E3`).

use crate::table::kinds::rivalry::unreadable::unreadable_setup;
use poise::serenity_prelude as serenity;

use crate::engines::rivalry::notation::parse_site;
use crate::engines::rivalry::{Side, TileId};
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Refusal, TurnView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::views::rivalry::setup::Op;
use crate::frontends::discord::wire::respond::{Answer, Target};
use crate::frontends::rivalry_setup::{edit_error_text, Draft, Edit};
use crate::i18n::Lang;
use crate::tr;

/// The side whose set-up `turn` waits for, when it is Rivalry's sealed set-up.
pub fn setup_side(turn: &TurnView) -> Option<Side> {
    crate::frontends::rivalry_setup::setup_side(&turn.moves)
}

/// A new panel for `turn`'s set-up, from the suggested set-up; `None` when `turn` is not
/// a set-up.
pub fn open(lang: Lang, turn: &TurnView) -> Option<Answer> {
    let side = setup_side(turn)?;
    Some(panel(lang, turn, &Draft::suggested(side), None, None))
}

fn panel(
    lang: Lang,
    turn: &TurnView,
    draft: &Draft,
    tile: Option<TileId>,
    note: Option<&str>,
) -> Answer {
    Answer {
        text: crate::frontends::discord::views::rivalry::setup::text(lang, draft, tile, note),
        components: crate::frontends::discord::views::rivalry::setup::components(
            lang,
            turn.table,
            turn.version,
            draft,
            tile,
        ),
        ephemeral: true,
        ..Answer::default()
    }
}

/// Every value picked in the clicked menu.
fn picked(click: &Click<'_>) -> Vec<String> {
    match &click.interaction.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    }
}

/// A click on the set-up panel: an edit of the draft (the panel updated), or Seal.
pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let langs = locale::of_click(click).await;
    let lang = langs.private;
    let table = click.id.table;
    let mut sealed = None;
    let work = async {
        let turn = match click.desk.turn(table, click.user(), lang).await {
            Ok(turn) => turn,
            Err(Refusal::NotYourTurn { .. }) | Err(Refusal::GameOver) => {
                return Answer::ephemeral(tr!(lang, "setup-not-waiting"))
            }
            Err(refusal) => return refusal.answer(lang, table),
        };
        let Some(side) = setup_side(&turn) else {
            return Answer::ephemeral(tr!(lang, "setup-not-waiting"));
        };
        let Some((op, tile)) = click
            .id
            .arg
            .as_deref()
            .and_then(crate::frontends::discord::views::rivalry::setup::decode)
        else {
            return Refusal::MovedOn.answer(lang, table);
        };
        let content = &click.interaction.message.content;
        let mut draft = match crate::frontends::discord::views::rivalry::setup::line_in(content)
            .map(|l| Draft::from_line(side, l))
        {
            Some(Ok(draft)) => draft,
            Some(Err(reason)) => {
                let reason = unreadable_setup(&reason, lang);
                return Answer::ephemeral(tr!(lang, "setup-unreadable", reason = reason));
            }
            None => Draft::suggested(side),
        };
        let values = picked(click);
        let mut tile = tile;
        let edit = match op {
            Op::Seal => {
                if draft.problem().is_some() {
                    return Answer {
                        target: Target::UpdateClicked,
                        ..panel(lang, &turn, &draft, tile, None)
                    };
                }
                return match click
                    .desk
                    .play(table, click.user(), draft.line(), turn.version, lang)
                    .await
                {
                    Ok(played) => {
                        sealed = Some(played);
                        let words = format!("{}\n`{}`", tr!(lang, "setup-sealed"), draft.line());
                        // Still only the player's: the panel it replaces was theirs.
                        Answer {
                            ephemeral: true,
                            ..Answer::update(words, vec![])
                        }
                    }
                    Err(refusal) => refusal.answer(lang, table),
                };
            }
            Op::Tile => {
                tile = values
                    .first()
                    .and_then(|v| crate::engines::rivalry::notation::parse_tile(v).ok());
                None
            }
            Op::Cities => {
                let sites: Result<Vec<_>, _> = values
                    .iter()
                    .map(|v| parse_site(&format!("@{v}")))
                    .collect();
                match sites {
                    Ok(sites) => Some(Edit::Cities(sites)),
                    Err(_) => return Refusal::MovedOn.answer(lang, table),
                }
            }
            Op::Capital => match values.first().map(|v| parse_site(&format!("@{v}"))) {
                Some(Ok(site)) => Some(Edit::Capital(site)),
                _ => return Refusal::MovedOn.answer(lang, table),
            },
            Op::Add { cavalry } => tile.map(|tile| Edit::Add { tile, cavalry }),
            Op::Remove { cavalry } => tile.map(|tile| Edit::Remove { tile, cavalry }),
            Op::Extra => tile.map(Edit::Extra),
            Op::Suggested => Some(Edit::Suggested),
        };
        let note = match edit.map(|e| draft.apply(e)) {
            Some(Err(error)) => Some(tr!(
                lang,
                "setup-refused",
                reason = edit_error_text(lang, &error)
            )),
            _ => None,
        };
        if tile.is_some_and(|t| !draft.tiles_to_choose().contains(&t)) {
            tile = None;
        }
        Answer {
            target: Target::UpdateClicked,
            ..panel(lang, &turn, &draft, tile, note.as_deref())
        }
    };
    click.answer(Target::UpdateClicked, work).await?;
    if let Some(view) = sealed {
        announce::announce(&click.ctx.http, click.desk.as_ref(), &view, langs.public).await;
    }
    Ok(())
}
