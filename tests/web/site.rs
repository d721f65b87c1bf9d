//! A web board served on a free local port over a throwaway database, and a client.

use manawell::table::{GameOptions, Place, TableId, TableService, TableSpec};
use tokio::task::JoinHandle;

use super::support::{user, Db};

pub struct Site {
    pub base: String,
    pub svc: TableService,
    client: reqwest::Client,
    task: JoinHandle<()>,
    db: Db,
}

impl Drop for Site {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Site {
    pub async fn start(name: &str) -> Site {
        Site::start_with(name, |svc| svc).await
    }

    /// With the service as `adapt` makes it (a clock of the test's own).
    pub async fn start_with(name: &str, adapt: impl FnOnce(TableService) -> TableService) -> Site {
        let db = Db::new(name);
        let svc = adapt(db.service().await);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let served = svc.clone();
        let task = tokio::spawn(async move {
            manawell::frontends::web::serve(listener, served)
                .await
                .unwrap();
        });
        Site {
            base,
            svc,
            client: reqwest::Client::new(),
            task,
            db,
        }
    }

    /// The status and the body of `path`.
    pub async fn get(&self, path: &str) -> (u16, Vec<u8>) {
        let r = self
            .client
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .unwrap();
        let status = r.status().as_u16();
        (status, r.bytes().await.unwrap().to_vec())
    }

    pub async fn get_text(&self, path: &str) -> (u16, String) {
        let (status, body) = self.get(path).await;
        (status, String::from_utf8(body).unwrap())
    }

    /// The service of another process on the same database (its moves are not this
    /// server's own news).
    pub async fn other_process(&self) -> TableService {
        self.db.service().await
    }

    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }
}

/// A table of `options` for two players (Mira first, then Tom), started.
pub async fn two_players(svc: &TableService, options: GameOptions, seed: u64) -> TableId {
    let mut spec = TableSpec::new(options, Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(seed);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    id
}
