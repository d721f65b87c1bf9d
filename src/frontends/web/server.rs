//! The web board's requests: the page, its panel, the pictures, the live stream, and the
//! script and style sheet. Every game path starts with its token; a token that opens
//! nothing (never made, revoked, run out, not even of a token's shape) gets the same bare
//! 404 as any unknown path, so an answer tells nothing of whether a game exists.

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::sse::{KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use super::page::{self, BoardPage};
use crate::i18n::Lang;
use crate::table::{BoardLink, ImageRequest, Renderer, ShowStatus, TableError, TableService};

const SCRIPT: &str = include_str!("../../../assets/web/board.js");
const STYLE: &str = include_str!("../../../assets/web/board.css");

#[derive(Clone)]
struct Web {
    service: TableService,
}

/// The web board's routes over `service`.
pub fn router(service: TableService) -> Router {
    Router::new()
        .route("/b/{token}", get(board))
        .route("/b/{token}/panel", get(panel))
        .route("/b/{token}/frame/{version}", get(frame))
        .route("/b/{token}/own", get(own))
        .route("/b/{token}/events", get(events))
        .route("/web/board.js", get(script))
        .route("/web/board.css", get(style))
        .fallback(|| async { gone() })
        .with_state(Web { service })
}

/// Serves the web board on `listener` until the task running it is dropped (an open
/// page's stream never ends by itself, so a server is stopped, not drained).
pub async fn serve(
    listener: tokio::net::TcpListener,
    service: TableService,
) -> std::io::Result<()> {
    axum::serve(listener, router(service)).await
}

/// The one answer for everything that is not there.
fn gone() -> Response {
    let mut r = (
        StatusCode::NOT_FOUND,
        page::escape(&crate::tr!(Lang::En, "web-gone")),
    )
        .into_response();
    private(&mut r);
    r
}

/// A request that failed for a live link: said plainly, logged.
fn failed(e: TableError) -> Response {
    match e {
        TableError::UnknownGame(_) | TableError::NotStarted(_) => gone(),
        other => {
            tracing::warn!(error = %other, "web board");
            (StatusCode::INTERNAL_SERVER_ERROR, other.to_string()).into_response()
        }
    }
}

/// Neither kept by a shared cache nor sent on as a referrer: the link is the permission.
fn private(r: &mut Response) {
    let h = r.headers_mut();
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'self'; img-src 'self'; frame-ancestors 'none'"),
    );
}

fn with_type(body: impl IntoResponse, kind: &'static str) -> Response {
    let mut r = body.into_response();
    r.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    private(&mut r);
    r
}

impl Web {
    /// What `token` opens, or the 404 answer.
    async fn open(&self, token: &str) -> Result<BoardLink, Response> {
        match self.service.open_board(token).await {
            Ok(Some(link)) => Ok(link),
            Ok(None) => Err(gone()),
            Err(e) => Err(failed(e)),
        }
    }

    /// The page's contents for `link`.
    async fn page(&self, token: &str, link: BoardLink) -> Result<BoardPage, TableError> {
        let info = self.service.table_info(link.table).await?;
        let latest = match info.status {
            ShowStatus::Lobby => None,
            _ if info.version < 0 => None,
            _ => Some(info.version),
        };
        let moves = match latest {
            Some(_) => self
                .service
                .log(link.table)
                .await?
                .into_iter()
                .map(|l| (l.ply, l.text))
                .collect(),
            None => Vec::new(),
        };
        let to_move = info
            .waiting
            .iter()
            .chain(info.to_act.iter().filter(|_| info.waiting.is_empty()))
            .filter_map(|seat| {
                info.seated
                    .iter()
                    .find(|s| s.seat == i64::from(*seat))
                    .map(|s| s.name.clone())
            })
            .collect();
        let over = matches!(info.status, ShowStatus::Finished | ShowStatus::Cancelled);
        Ok(BoardPage {
            token: token.to_string(),
            lang: info.lang,
            title: info.title,
            latest,
            moves,
            to_move,
            due: info.deadline_at.filter(|_| !over),
            over,
            result: info.result,
            personal: link.seat.is_some(),
        })
    }

    async fn png(&self, request: ImageRequest) -> Response {
        match self.service.picture(&request, &Renderer).await {
            Ok(png) => with_type(png, "image/png"),
            Err(e) => failed(e),
        }
    }
}

async fn board(State(web): State<Web>, Path(token): Path<String>) -> Response {
    let link = match web.open(&token).await {
        Ok(link) => link,
        Err(r) => return r,
    };
    match web.page(&token, link).await {
        Ok(b) => with_type(page::page(&b), "text/html; charset=utf-8"),
        Err(e) => failed(e),
    }
}

async fn panel(State(web): State<Web>, Path(token): Path<String>) -> Response {
    let link = match web.open(&token).await {
        Ok(link) => link,
        Err(r) => return r,
    };
    match web.page(&token, link).await {
        Ok(b) => with_type(page::panel(&b), "text/html; charset=utf-8"),
        Err(e) => failed(e),
    }
}

async fn frame(State(web): State<Web>, Path((token, version)): Path<(String, String)>) -> Response {
    let link = match web.open(&token).await {
        Ok(link) => link,
        Err(r) => return r,
    };
    let Ok(version) = version.parse::<i64>() else {
        return gone();
    };
    match web.service.table_info(link.table).await {
        Ok(info) if (0..=info.version).contains(&version) && info.status != ShowStatus::Lobby => {}
        Ok(_) => return gone(),
        Err(e) => return failed(e),
    }
    web.png(ImageRequest::Board {
        table: link.table,
        version,
        viewer: None,
    })
    .await
}

/// A personal link's own view, as its seat sees the game now.
async fn own(State(web): State<Web>, Path(token): Path<String>) -> Response {
    let link = match web.open(&token).await {
        Ok(link) => link,
        Err(r) => return r,
    };
    let Some(seat) = link.seat else {
        return gone();
    };
    let version = match web.service.table_info(link.table).await {
        Ok(info) if info.status != ShowStatus::Lobby => info.version,
        Ok(_) => return gone(),
        Err(e) => return failed(e),
    };
    web.png(ImageRequest::Board {
        table: link.table,
        version,
        viewer: Some(seat),
    })
    .await
}

async fn events(State(web): State<Web>, Path(token): Path<String>) -> Response {
    let link = match web.open(&token).await {
        Ok(link) => link,
        Err(r) => return r,
    };
    // Subscribed before the version is read: a move between the two is still sent.
    let changes = web.service.versions();
    let now = match web.service.table_info(link.table).await {
        Ok(info) => info.version,
        Err(e) => return failed(e),
    };
    let stream = super::events::versions(web.service.clone(), token, link.table, changes, now);
    let mut r = Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response();
    private(&mut r);
    r
}

async fn script() -> Response {
    with_type(SCRIPT, "text/javascript; charset=utf-8")
}

async fn style() -> Response {
    with_type(STYLE, "text/css; charset=utf-8")
}
