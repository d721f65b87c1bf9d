//! A client of `manawell engine` written from `docs/engine-protocol.md` alone: it starts
//! the binary, and plays a whole game of each kind (Rivality, solo, Magistrar, Aetherium,
//! Rivalry) to its end, reading only the documented fields — `ok`, `over`, `to_act`,
//! `pending`, `outcome`, and `moves` counted and paged — and sending moves as their
//! notation `text`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{json, Value};

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_manawell"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    /// One request, one answer line.
    fn ask(&mut self, request: Value) -> Value {
        writeln!(self.input, "{request}").unwrap();
        self.input.flush().unwrap();
        let mut line = String::new();
        self.output.read_line(&mut line).unwrap();
        let answer: Value = serde_json::from_str(&line).expect("an answer is one JSON line");
        assert_eq!(answer["ok"], true, "{request} -> {answer}");
        answer
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Plays the game `new` starts with moves picked from `seed`, to its end; the number of
/// moves played and the last answer.
fn play_out(engine: &mut Engine, new: Value, seed: u64, most: usize) -> (usize, Value) {
    let mut answer = engine.ask(new);
    let mut pick = seed;
    let mut played = 0;
    while answer["over"] != true {
        assert!(played < most, "no end after {played} moves: {answer}");
        assert!(
            answer["to_act"].is_u64(),
            "someone acts in a game going on: {answer}"
        );
        assert!(answer["pending"].is_object(), "{answer}");
        let total = engine.ask(json!({"cmd":"moves","count":true}))["total"]
            .as_u64()
            .unwrap();
        assert!(total > 0, "a game going on has a move: {answer}");
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let page = engine.ask(json!({"cmd":"moves","offset":(pick >> 33) % total,"limit":1}));
        let text = page["moves"][0]["text"].clone();
        answer = engine.ask(json!({"cmd":"apply","move":text}));
        played += 1;
    }
    assert_eq!(answer["to_act"], Value::Null, "{answer}");
    assert_eq!(answer["pending"], Value::Null, "{answer}");
    assert!(answer["outcome"].is_object(), "{answer}");
    (played, answer)
}

#[test]
fn a_client_plays_a_whole_game_of_every_kind_through_the_engine() {
    let mut engine = Engine::start();
    let games = [
        (json!({"cmd":"new","players":2,"seed":11}), 200),
        (json!({"cmd":"new","players":4,"seed":11}), 200),
        (json!({"cmd":"new","game":"suramun","seed":11}), 60),
        (json!({"cmd":"new","game":"magistrar","seed":11}), 200),
        (json!({"cmd":"new","game":"aetherium","seed":11}), 400),
        (json!({"cmd":"new","game":"rivalry","seed":11}), 20_000),
    ];
    for (new, most) in games {
        let (played, end) = play_out(&mut engine, new.clone(), 5, most);
        assert!(played > 0, "{new}");
        // The final state reads back as itself.
        let state = engine.ask(json!({"cmd":"state"}));
        let game = end["game"].clone();
        engine.ask(json!({"cmd":"load","game":game,"state":state["state"]}));
        let again = engine.ask(json!({"cmd":"state"}));
        assert_eq!(again["state"], state["state"], "{new}");
        eprintln!("client: {new}: {played} moves to the end");
    }
}
