//! The table service end to end: what each change shows (to everyone, to one seat),
//! the panel and preview, `my_games`, solo tables and pictures.

use crate::support;

use crate::support::{next_move, play, started, user, Db};
use manawell::engines::rivality::Game;
use manawell::i18n::Lang;
use manawell::table::{Place, ShowStatus, TableError, TableSpec, UserId};

fn hands_of(game: &dyn manawell::table::AnyGame) -> Vec<Vec<String>> {
    let g: &Game = game.as_any().downcast_ref().expect("a Rivality game");
    g.hands
        .iter()
        .map(|h| h.iter().map(|t| t.to_string()).collect())
        .collect()
}

#[tokio::test]
async fn hidden_tiles_never_appear_in_public_texts() {
    let db = Db::new("hidden");
    let svc = db.service().await;
    for (players, seed) in [(2u8, 31u64), (3, 32), (4, 33)] {
        let id = started(&svc, players, seed, false).await;
        for i in 0..60 {
            let Some((who, mv)) = next_move(&svc, id, i * 13).await else {
                break;
            };
            // Each move's words in another language: none of them names a hidden tile.
            let lang = Lang::ALL[i % Lang::ALL.len()];
            let show = svc.speaking(lang).submit(id, &who, &mv).await.unwrap();
            let (_, game) = svc.game(id).await.unwrap();
            let g: &Game = game.as_any().downcast_ref().unwrap();
            let hidden: Vec<String> = g
                .hands
                .iter()
                .chain(g.stacks.iter())
                .flatten()
                .map(|t| t.to_string())
                .collect();
            let mut public = show.public.join("\n");
            public.push_str(&game.board_text(None, &manawell::table::Names::default(), lang));
            for tile in &hidden {
                assert!(
                    !support::names_tile(&public, tile),
                    "{tile} leaked in {public}"
                );
            }
            // Each private part holds exactly its own seat's hand.
            let hands = hands_of(&*game);
            for p in &show.private {
                for (seat, hand) in hands.iter().enumerate() {
                    for tile in hand {
                        let own = seat == p.seat as usize;
                        let shared = hands[p.seat as usize].contains(tile);
                        if !own && !shared {
                            assert!(
                                !support::names_tile(&p.text, tile),
                                "{tile} leaked to seat {}",
                                p.seat
                            );
                        }
                    }
                }
            }
        }
    }
}

#[tokio::test]
async fn my_games_puts_the_games_where_it_is_my_turn_first() {
    let db = Db::new("mine");
    let svc = db.service().await;
    let a = started(&svc, 2, 1, false).await;
    let b = started(&svc, 2, 2, false).await;
    play(&svc, b, 1, 0).await; // now Tom's turn in b
    let mine = svc.my_games(&user(0).id).await.unwrap();
    assert_eq!(mine.len(), 2);
    assert_eq!((mine[0].table, mine[0].your_turn), (a, true));
    assert_eq!((mine[1].table, mine[1].your_turn), (b, false));
    let toms = svc.my_games(&user(1).id).await.unwrap();
    assert_eq!(toms[0].table, b);
    assert!(toms[0].your_turn);
    assert!(svc
        .my_games(&UserId::new("nobody"))
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn a_show_after_a_move_tells_the_next_player_and_their_choices() {
    let db = Db::new("show");
    let svc = db.service().await;
    let id = started(&svc, 2, 12, false).await;
    let (who, mv) = next_move(&svc, id, 0).await.unwrap();
    let show = svc.submit(id, &who, &mv).await.unwrap();
    assert_eq!(show.version, 1);
    let to_act = show.to_act.clone().unwrap();
    assert_eq!(to_act.name, "Tom");
    assert_eq!(to_act.user, Some(user(1).id));
    assert!(!to_act.choices.is_empty());
    assert!(show.image.is_some());
    let seats: Vec<u8> = show.private.iter().map(|p| p.seat).collect();
    assert_eq!(
        seats,
        vec![0, 1],
        "the mover's new hand and the next player's"
    );
    // A spectator asking sees no hand and no choices.
    let seen = svc.current(id, None).await.unwrap();
    assert!(seen.private.is_empty());
    assert!(seen.to_act.unwrap().choices.is_empty());
    // The past position can be rebuilt for an old picture.
    let old = svc.game_at(id, 0).await.unwrap();
    assert_eq!(old.to_act(), Some(0));
}

#[tokio::test]
async fn the_panel_and_the_preview_follow_the_same_rules_as_a_move() {
    let db = Db::new("panel");
    let svc = db.service().await;
    let mut spec = TableSpec::new(
        support::rivality(2),
        Place::channel("test", "g", "c"),
        user(0),
    );
    spec.invited = vec![user(1).id];
    spec.seed = Some(9);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    let info = svc.table_info(id).await.unwrap();
    assert_eq!(info.title, "Rivality, 2 players");
    assert_eq!(
        (info.status, info.seats_wanted, info.seated.len()),
        (ShowStatus::Lobby, 2, 1)
    );
    assert_eq!(info.invited, vec![user(0).id, user(1).id]);
    assert_eq!(info.creator, user(0).id);
    svc.join(id, &user(1)).await.unwrap();

    let info = svc.table_info(id).await.unwrap();
    assert_eq!((info.status, info.to_act), (ShowStatus::Running, Some(0)));
    assert_eq!(info.seated[1].name, "Tom");
    assert_eq!(info.seated[1].team, Some(1));

    assert!(matches!(
        svc.turn(id, &user(1).id).await,
        Err(TableError::NotYourTurn { .. })
    ));
    let turn = svc.turn(id, &user(0).id).await.unwrap();
    assert_eq!((turn.version, turn.seat), (0, 0));
    assert!(turn.hand.starts_with("Your hand:"));
    let mv = turn.choices[0].notation.clone();

    let preview = svc.preview(id, &user(0).id, &mv).await.unwrap();
    assert!(
        preview.account.starts_with("Mira placed"),
        "{}",
        preview.account
    );
    assert_eq!((preview.version, preview.seat), (0, 0));
    assert!(matches!(
        svc.preview(id, &user(1).id, &mv).await,
        Err(TableError::NotYourTurn { .. })
    ));
    assert!(matches!(
        svc.preview(id, &user(0).id, "nonsense").await,
        Err(TableError::Unreadable(_))
    ));
    assert_eq!(
        svc.current(id, None).await.unwrap().version,
        0,
        "a preview saves nothing"
    );

    let show = svc
        .submit_at(id, &user(0).id, &mv, Some(turn.version))
        .await
        .unwrap();
    assert_eq!(show.public[0], preview.account);
}

fn solo_spec(seed: u64) -> TableSpec {
    use manawell::engines::rivality::solo::Difficulty;
    use manawell::table::kinds::suramun::SoloOptions;
    let mut spec = TableSpec::new(
        manawell::table::GameOptions::Suramun(SoloOptions {
            difficulty: Difficulty::Standard,
        }),
        Place::local(),
        user(0),
    );
    spec.seed = Some(seed);
    spec
}

#[tokio::test]
async fn a_solo_game_is_a_table_of_one_seat_and_hides_suramuns_lands() {
    use manawell::engines::rivality::solo::SoloGame;
    let db = Db::new("solo");
    let svc = db.service().await;
    for seed in 0..6u64 {
        let (id, show) = svc.create(solo_spec(seed)).await.unwrap();
        assert_eq!(show.status, ShowStatus::Running, "one seat: starts at once");
        assert_eq!(
            svc.table_info(id).await.unwrap().title,
            "Rivality solo against Suramun, standard"
        );
        let mut moves = 0;
        loop {
            let (_, game) = svc.game(id).await.unwrap();
            if game.to_act().is_none() {
                break;
            }
            let g: &SoloGame = game.as_any().downcast_ref().unwrap();
            let hidden: Vec<String> = g
                .field
                .tiles
                .iter()
                .filter(|t| t.face_down)
                .map(|t| t.tile.to_string())
                .collect();
            let choices = game.choices(manawell::i18n::Lang::En);
            let mv = &choices[(moves * 5 + seed as usize) % choices.len()].notation;
            let show = svc.submit(id, &user(0).id, mv).await.unwrap();
            // A tile turned face up by this move may be named; the others never.
            let (_, after) = svc.game(id).await.unwrap();
            let a: &SoloGame = after.as_any().downcast_ref().unwrap();
            let mut public = show.public.join("\n");
            public.push_str(&svc.board_text(id, None).await.unwrap());
            for tile in a.field.tiles.iter().filter(|t| t.face_down) {
                let name = tile.tile.to_string();
                assert!(hidden.contains(&name));
                // Solo cells and deck-B tiles share names (B5 is both): look for the tile
                // as the texts write tiles, with its kind or its facing arrow.
                let kind = tile.tile.kind().name();
                let forms = [
                    format!("{kind} {name}"),
                    format!("{name}^"),
                    format!("{name}v"),
                    format!("{name}<"),
                    format!("{name}>"),
                ];
                for form in forms {
                    assert!(!public.contains(&form), "{name} leaked: {public}");
                }
            }
            moves += 1;
            assert!(moves < 60);
        }
        let end = svc.current(id, None).await.unwrap();
        assert_eq!(end.status, ShowStatus::Finished);
        assert!(
            end.public[0].starts_with("Scores (standard): Mira "),
            "{:?}",
            end.public
        );
        assert!(svc.verify_replay(id).await.unwrap());
    }
    let (id, _) = svc.create(solo_spec(99)).await.unwrap();
    assert!(matches!(
        svc.submit(id, &user(0).id, "enter B5").await,
        Err(TableError::Illegal(_))
    ));
    assert!(matches!(
        svc.submit(id, &user(0).id, "A7 M14 east").await,
        Err(TableError::Unreadable(_))
    ));
    assert_eq!(
        svc.submit(id, &user(1).id, "enter B1").await.unwrap_err(),
        TableError::NotYourGame(id)
    );
    let show = svc.submit(id, &user(0).id, "enter B1").await.unwrap();
    assert!(
        show.public[0].starts_with(
            "Mira moved to B1 with a golem. B1 is now held by Mira. Suramun moved to B6"
        ),
        "{:?}",
        show.public
    );
}

#[tokio::test]
async fn a_picture_is_drawn_at_the_version_it_was_asked_for() {
    struct StateBytes;
    impl manawell::table::BoardRenderer for StateBytes {
        fn board_png(
            &self,
            game: &dyn manawell::table::AnyGame,
            viewer: Option<u8>,
            _names: &[String],
            _lang: manawell::i18n::Lang,
        ) -> Result<Vec<u8>, String> {
            let g: &Game = game.as_any().downcast_ref().ok_or("not rivality")?;
            Ok(format!("{}:{viewer:?}", g.field.tiles.len()).into_bytes())
        }
    }
    let db = Db::new("picture");
    let svc = db.service().await;
    let id = started(&svc, 2, 2, false).await;
    let first = svc.current(id, None).await.unwrap().image.unwrap();
    play(&svc, id, 3, 0).await;
    let now = svc.current(id, None).await.unwrap().image.unwrap();
    assert_eq!(svc.picture(&first, &StateBytes).await.unwrap(), b"1:None");
    assert_eq!(svc.picture(&now, &StateBytes).await.unwrap(), b"4:None");
    let mine = manawell::table::ImageRequest::Board {
        table: id,
        version: 1,
        viewer: Some(0),
    };
    assert_eq!(svc.picture(&mine, &StateBytes).await.unwrap(), b"2:Some(0)");
}

#[tokio::test]
async fn the_renderer_draws_both_kinds_as_png() {
    let db = Db::new("png");
    let svc = db.service().await;
    let id = started(&svc, 3, 4, true).await;
    play(&svc, id, 4, 1).await;
    let show = svc.current(id, None).await.unwrap();
    let png = svc
        .picture(&show.image.unwrap(), &manawell::table::Renderer)
        .await
        .unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let (solo, show) = svc.create(solo_spec(3)).await.unwrap();
    svc.submit(solo, &user(0).id, "enter C1").await.unwrap();
    let png = svc
        .picture(&show.image.unwrap(), &manawell::table::Renderer)
        .await
        .unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
}

/// The accounts of moves are written in the language of the posts they go in: the one the
/// front end asks for, else the one the table's server chose, else English.
#[tokio::test]
async fn accounts_speak_the_language_asked_for_else_the_servers() {
    let db = Db::new("languages");
    let svc = db.service().await;
    let id = started(&svc, 2, 5, false).await;
    let (who, mv) = next_move(&svc, id, 0).await.unwrap();
    let english = svc.submit(id, &who, &mv).await.unwrap();
    assert!(
        english.public[0].contains(" placed "),
        "{:?}",
        english.public
    );

    // The server ("g") chose French: the service writes French without being asked.
    let mut settings = svc.server_settings("g").await.unwrap();
    settings.language = Some(Lang::Fr);
    svc.set_server_settings("g", settings).await.unwrap();
    let (who, mv) = next_move(&svc, id, 0).await.unwrap();
    let french = svc.submit(id, &who, &mv).await.unwrap();
    assert!(french.public[0].contains(" a posé "), "{:?}", french.public);
    let board = svc.board_text(id, None).await.unwrap();
    assert!(
        board.contains("Golems en réserve\u{a0}: Mira (saumon) "),
        "{board}"
    );

    // Asked for German, it writes German whatever the server chose; the hand too.
    let (who, mv) = next_move(&svc, id, 0).await.unwrap();
    let german = svc.speaking(Lang::De).submit(id, &who, &mv).await.unwrap();
    assert!(
        german.public[0].contains(" gelegt, nach "),
        "{:?}",
        german.public
    );
    let hand = &german
        .private
        .iter()
        .find(|p| !p.text.is_empty())
        .unwrap()
        .text;
    assert!(hand.starts_with("Deine Hand"), "{hand}");

    // Resigning, in French from the server's choice.
    let show = svc.resign(id, &user(0).id).await.unwrap();
    assert!(
        show.public
            .iter()
            .any(|l| l.contains("a abandonné\u{a0}: Tom gagne")),
        "{:?}",
        show.public
    );
}

#[tokio::test]
async fn accounts_follow_the_servers_discord_language_until_its_moderators_choose() {
    let db = Db::new("discord_language");
    let svc = db.service().await;
    let id = started(&svc, 2, 5, false).await;
    // The bot saw the server ("g") in German on Discord; nobody chose a language.
    svc.remember_discord_language("g", Some(Lang::De))
        .await
        .unwrap();
    let (who, mv) = next_move(&svc, id, 0).await.unwrap();
    let german = svc.submit(id, &who, &mv).await.unwrap();
    assert!(
        german.public[0].contains(" gelegt, nach "),
        "{:?}",
        german.public
    );
    // The moderators' choice wins over the Discord locale.
    let mut settings = svc.server_settings("g").await.unwrap();
    settings.language = Some(Lang::Fr);
    svc.set_server_settings("g", settings).await.unwrap();
    let (who, mv) = next_move(&svc, id, 0).await.unwrap();
    let french = svc.submit(id, &who, &mv).await.unwrap();
    assert!(french.public[0].contains(" a posé "), "{:?}", french.public);
}
