//! Simultaneous hidden moves at a table (Rivalry's secret set-up): both set-ups collected
//! privately and revealed together, with a turn's guarantees: nothing lost across a
//! restart, a race retried, a repeated or bad submission refused changing nothing, one
//! deadline for the step with the AI or a forfeit, reminders only to the missing seat,
//! AI seats at once, and the first set-up never in anything the other seat or the public
//! sees before the reveal.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use manawell::ai::{Budget, Level};
use manawell::engines::rivalry::notation::format_setup;
use manawell::engines::rivalry::{suggested_setup, Side};
use manawell::table::kinds::rivalry::Options;
use manawell::table::{
    AiBot, AnyGame, BoardRenderer, DeadlinePolicy, GameOptions, LastAction, Place, Seat,
    ShowStatus, TableError, TableId, TableService, TableSpec,
};

use crate::support::{self, user, Db};

fn rivalry() -> GameOptions {
    GameOptions::Rivalry(Options {})
}

/// The Kingdom's set-up line: what must stay hidden from Mira until she has sent hers.
fn kingdom() -> String {
    format_setup(&suggested_setup(Side::Kingdom))
}

fn republic() -> String {
    format_setup(&suggested_setup(Side::Republic))
}

/// Words of the Kingdom's set-up that nothing may show before the reveal: its sites
/// and a tile of its units.
fn secrets() -> Vec<&'static str> {
    vec!["@K2", "Uvashton", "G10", "H7 "]
}

fn assert_hidden(what: &str, text: &str) {
    for secret in secrets() {
        assert!(!text.contains(secret), "{what} shows {secret}: {text}");
    }
}

/// A table of Mira (the Republic) and Tom (the Kingdom), started.
async fn table(svc: &TableService, spec: impl FnOnce(&mut TableSpec)) -> TableId {
    let mut s = TableSpec::new(rivalry(), Place::local(), user(0));
    s.seed = Some(11);
    s.shuffle_seats = false;
    spec(&mut s);
    let (id, _) = svc.create(s).await.unwrap();
    let show = svc.join(id, &user(1)).await.unwrap();
    let waiting: Vec<Seat> = show.waiting.iter().map(|t| t.seat).collect();
    assert_eq!(waiting, vec![0, 1], "both seats must act");
    let said = show.public.join(" ");
    assert!(said.contains("Mira, Tom play at once"), "{said}");
    id
}

/// Draws what the picture path is given, as text: the board as the viewer sees it and
/// the notation of a highlighted move.
struct TextPictures(Mutex<Vec<String>>);

impl BoardRenderer for TextPictures {
    fn board_png(
        &self,
        g: &dyn AnyGame,
        v: Option<Seat>,
        n: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        let names = manawell::table::kinds::Names(n.to_vec());
        Ok(g.board_text(v, &names, lang).into_bytes())
    }

    fn last_png(
        &self,
        g: &dyn AnyGame,
        last: LastAction<'_>,
        v: Option<Seat>,
        n: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        if let LastAction::Move { notation, .. } = last {
            self.0.lock().unwrap().push(notation.to_string());
        }
        self.board_png(g, v, n, lang)
    }
}

#[tokio::test]
async fn both_set_ups_are_collected_privately_and_revealed_together() {
    let db = Db::new("sealed_reveal");
    let svc = db.service().await;
    let id = table(&svc, |_| {}).await;
    let sent = svc.submit(id, &user(1).id, &kingdom()).await.unwrap();
    assert_eq!(
        sent.public,
        vec!["Tom has sent their set-up; waiting for Mira"]
    );
    let waiting: Vec<Seat> = sent.waiting.iter().map(|t| t.seat).collect();
    assert_eq!(waiting, vec![0], "only Mira is still to act");
    for text in &sent.public {
        assert_hidden("the account", text);
    }

    // Nothing Mira or the public may see shows Tom's set-up.
    let mine = svc.current(id, Some(&user(0).id)).await.unwrap();
    for p in &mine.private {
        assert_hidden("Mira's private part", &p.text);
    }
    for t in &mine.waiting {
        for c in &t.choices {
            assert_hidden("Mira's choices", &c.notation);
        }
    }
    assert_hidden("the public board", &svc.board_text(id, None).await.unwrap());
    assert_hidden(
        "Mira's board",
        &svc.board_text(id, Some(&user(0).id)).await.unwrap(),
    );
    for line in svc.log(id).await.unwrap() {
        assert_eq!(
            line.notation, None,
            "a sealed move has no notation in the log"
        );
        assert_hidden("the log", &line.text);
    }
    let pictures = TextPictures(Mutex::new(Vec::new()));
    for viewer in [None, Some(0)] {
        let request = manawell::table::ImageRequest::Board {
            table: id,
            version: sent.version,
            viewer,
        };
        let png = svc.picture(&request, &pictures).await.unwrap();
        assert_hidden("the picture", &String::from_utf8(png).unwrap());
    }
    assert!(
        pictures.0.lock().unwrap().is_empty(),
        "no move is highlighted"
    );
    assert_eq!(
        svc.export(id).await.unwrap_err(),
        TableError::StillPlaying(id)
    );

    let revealed = svc.submit(id, &user(0).id, &republic()).await.unwrap();
    let all = revealed.public.join(" ");
    assert!(
        all.contains("Both set-ups are revealed: Mira (the Republic)"),
        "{all}"
    );
    assert!(
        all.contains("Tom (the Kingdom): cities Uvashton (@K2)"),
        "{all}"
    );
    assert_eq!(revealed.to_act.as_ref().map(|t| t.seat), Some(0));
    assert_eq!(revealed.waiting.len(), 1);
    let log = svc.log(id).await.unwrap();
    assert!(
        log.iter().all(|l| l.notation.is_some()),
        "told once revealed"
    );
    assert!(svc.verify_replay(id).await.unwrap());
}

#[tokio::test]
async fn a_repeated_bad_or_stale_submission_is_refused_changing_nothing() {
    let db = Db::new("sealed_refusals");
    let svc = db.service().await;
    let id = table(&svc, |_| {}).await;
    let (v0, _) = svc.game(id).await.unwrap();
    let bad = republic().replace("E3:2a", "E3:4a");
    let err = svc.submit(id, &user(0).id, &bad).await.unwrap_err();
    assert!(
        matches!(&err, TableError::Illegal(why) if why.contains("exactly 25 units")),
        "{err:?}"
    );
    let err = svc.submit(id, &user(0).id, &kingdom()).await.unwrap_err();
    assert!(matches!(err, TableError::Illegal(_)), "{err:?}");
    let err = svc.submit(id, &user(0).id, "E7xE8").await.unwrap_err();
    assert!(matches!(err, TableError::Illegal(_)), "{err:?}");
    assert_eq!(svc.game(id).await.unwrap().0, v0, "nothing was written");

    svc.submit(id, &user(0).id, &republic()).await.unwrap();
    let err = svc.submit(id, &user(0).id, &republic()).await.unwrap_err();
    assert_eq!(
        err,
        TableError::Illegal(
            "You have already sent your move: it stays sealed until Tom has sent theirs, \
             and cannot be changed."
                .to_string()
        )
    );
    // The refusal is its reader's alone: worded in their language, not the table's.
    let fr = Some(manawell::i18n::Lang::Fr);
    let (mira, sent) = (user(0).id, republic());
    let err = svc.submit_for(id, &mira, &sent, None, fr);
    let why =
        "Tu as déjà envoyé ton coup\u{a0}: il reste scellé jusqu'à ce que Tom envoie le sien, \
               et ne peut plus être changé.";
    assert_eq!(err.await.unwrap_err(), TableError::Illegal(why.to_string()));
    // Tom's panel was drawn before Mira's set-up came in: still his to send. He reads
    // French; the account of the move is public, in the table's English.
    let show = svc
        .submit_for(id, &user(1).id, &kingdom(), Some(v0), fr)
        .await
        .unwrap();
    assert_eq!(show.status, ShowStatus::Running);
    assert!(show.public.join(" ").contains("Both set-ups are revealed"));
}

#[tokio::test]
async fn two_submissions_at_once_are_both_taken() {
    let db = Db::new("sealed_race");
    let svc = db.service().await;
    for round in 0..3 {
        let id = table(&svc, |s| s.seed = Some(round)).await;
        let (mira, tom, r, k) = (user(0).id, user(1).id, republic(), kingdom());
        // Both read the table at the same version before either writes: one loses the
        // version race, and the service tries it again.
        let (a, b) = tokio::join!(svc.submit(id, &mira, &r), svc.submit(id, &tom, &k));
        let (a, b) = (a.unwrap(), b.unwrap());
        let told = [a.public.join(" "), b.public.join(" ")].join(" ");
        assert!(told.contains("Both set-ups are revealed"), "{told}");
        let (version, game) = svc.game(id).await.unwrap();
        assert_eq!(version, 2, "two moves, neither lost");
        assert_eq!(game.waiting_for(), vec![0]);
        assert!(svc.verify_replay(id).await.unwrap());
    }
}

#[tokio::test]
async fn a_sealed_set_up_survives_a_restart() {
    let db = Db::new("sealed_restart");
    let svc = db.service().await;
    let id = table(&svc, |_| {}).await;
    svc.submit(id, &user(1).id, &kingdom()).await.unwrap();
    svc.store().close().await;
    let svc = db.service().await;
    let show = svc.submit(id, &user(0).id, &republic()).await.unwrap();
    assert!(show
        .public
        .join(" ")
        .contains("Tom (the Kingdom): cities Uvashton (@K2)"));
    assert!(svc.verify_replay(id).await.unwrap());
}

#[tokio::test]
async fn reminders_go_only_to_the_seat_still_missing() {
    let db = Db::new("sealed_reminders");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = table(&svc, |s| {
        s.move_deadline = Some(Duration::from_secs(3600));
        s.policy = DeadlinePolicy::Forfeit;
    })
    .await;
    svc.submit(id, &user(0).id, &republic()).await.unwrap();
    now.fetch_add(2_800_000, Ordering::SeqCst);
    let due = svc.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].public.len(), 1, "{:?}", due[0].public);
    assert!(
        due[0].public[0].starts_with("Reminder: Tom"),
        "{:?}",
        due[0].public
    );
    assert!(!due[0].public[0].contains("Mira"));
    assert_hidden("the reminder", &due[0].public[0]);
}

#[tokio::test]
async fn both_missing_seats_are_reminded() {
    let db = Db::new("sealed_reminders_both");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = table(&svc, |s| s.move_deadline = Some(Duration::from_secs(3600))).await;
    now.fetch_add(2_800_000, Ordering::SeqCst);
    let due = svc.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    let said = due[0].public.join("\n");
    assert!(
        said.contains("Reminder: Mira") && said.contains("Reminder: Tom"),
        "{said}"
    );
    let _ = id;
}

#[tokio::test]
async fn a_passed_deadline_forfeits_the_missing_side() {
    let db = Db::new("sealed_forfeit");
    let (now, clock) = support::manual_clock(0);
    let svc = db.service().await.with_clock(clock);
    let id = table(&svc, |s| {
        s.move_deadline = Some(Duration::from_secs(60));
        s.policy = DeadlinePolicy::Forfeit;
    })
    .await;
    svc.submit(id, &user(0).id, &republic()).await.unwrap();
    now.fetch_add(61_000, Ordering::SeqCst);
    let due = svc.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].status, ShowStatus::Finished);
    assert!(
        due[0].public[0].starts_with("Tom ran out of time. Tom resigned: Mira wins"),
        "{:?}",
        due[0].public
    );
    // The game ended before the reveal: Mira's set-up stays sealed from Tom.
    let log = svc.log(id).await.unwrap();
    assert!(log.iter().all(|l| l.notation.is_none()));
    let export = svc.export(id).await.unwrap();
    assert!(!export.contains("republic cities"), "{export}");
    assert!(
        export.contains("resigned") || export.contains("time"),
        "{export}"
    );
}

#[tokio::test]
async fn a_passed_deadline_lets_the_ai_set_up_for_each_missing_seat() {
    let db = Db::new("sealed_ai_deadline");
    let (now, clock) = support::manual_clock(0);
    let bot = AiBot {
        level: Level::Easy,
        budget: Budget::iterations(8),
    };
    let svc = db.service().await.with_clock(clock).with_bot(Arc::new(bot));
    let id = table(&svc, |s| {
        s.move_deadline = Some(Duration::from_secs(60));
        s.policy = DeadlinePolicy::BotPlays;
    })
    .await;
    now.fetch_add(61_000, Ordering::SeqCst);
    let due = svc.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    let said = due[0].public.join(" ");
    assert!(said.contains("Mira ran out of time"), "{said}");
    assert!(said.contains("Tom ran out of time"), "{said}");
    assert!(said.contains("Both set-ups are revealed"), "{said}");
    assert_eq!(due[0].status, ShowStatus::Running);
    let (_, game) = svc.game(id).await.unwrap();
    assert_eq!(game.waiting_for(), vec![0], "the turns have begun");
}

#[tokio::test]
async fn an_ai_seat_sends_its_set_up_at_once() {
    let db = Db::new("sealed_ai_seat");
    let bot = AiBot {
        level: Level::Easy,
        budget: Budget::iterations(8),
    };
    let svc = db.service().await.with_bot(Arc::new(bot));
    let mut spec = TableSpec::new(rivalry(), Place::local(), user(0));
    spec.seed = Some(3);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    let show = svc.add_bot(id, &user(0).id, "Bot").await.unwrap();
    let waiting: Vec<Seat> = show.waiting.iter().map(|t| t.seat).collect();
    assert_eq!(
        waiting,
        vec![0],
        "the bot's set-up is in: {:?}",
        show.public
    );
    let said = show.public.join(" ");
    assert!(
        said.contains("Bot has sent their set-up; waiting for Mira"),
        "{said}"
    );
    let show = svc.submit(id, &user(0).id, &republic()).await.unwrap();
    assert!(show.public.join(" ").contains("Both set-ups are revealed"));
}

/// "Either side may resign at any time, during set-up too" (rivalry-readings.md): the
/// side that has sealed its set-up may resign, and nothing of it is shown.
#[tokio::test]
async fn either_side_may_resign_during_the_set_up() {
    let db = Db::new("sealed_resign");
    let svc = db.service().await;
    let id = table(&svc, |_| {}).await;
    svc.submit(id, &user(1).id, &kingdom()).await.unwrap();
    let show = svc.resign(id, &user(1).id).await.unwrap();
    assert_eq!(show.status, ShowStatus::Finished);
    let said = show.public.join(" ");
    assert!(said.contains("Tom resigned"), "{said}");
    assert!(said.contains("Mira wins"), "{said}");
    assert_hidden("the resignation", &said);
    assert_hidden("the export", &svc.export(id).await.unwrap());
}
