//! A minimal HTTP/1.1 server: enough for reqwest (serenity's client) with keep-alive,
//! `Content-Length` or chunked bodies, and multipart/form-data uploads.

use std::sync::Arc;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// One request as received.
#[derive(Clone, Debug)]
pub struct RawRequest {
    pub method: String,
    /// The target, query included.
    pub target: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl RawRequest {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// What the server answers.
pub struct RawResponse {
    pub status: u16,
    pub body: Option<serde_json::Value>,
    /// Headers besides the content type and length (a 429's rate-limit headers).
    pub headers: Vec<(String, String)>,
}

/// The status of a response never sent: the connection is held, unanswered, until the
/// client closes it (a hung request, [`super::faults::DiscordError::Hang`]).
pub const HANG: u16 = 0;

/// Serves every connection of `listener` with `handler` until the task is aborted.
pub async fn serve<H>(listener: TcpListener, handler: Arc<H>)
where
    H: Fn(RawRequest) -> RawResponse + Send + Sync + 'static,
{
    while let Ok((stream, _)) = listener.accept().await {
        let handler = handler.clone();
        tokio::spawn(async move {
            if let Err(e) = connection(stream, handler).await {
                // A client closing its pooled connection is normal; anything else is noise
                // worth seeing when a test fails.
                if e.kind() != std::io::ErrorKind::UnexpectedEof {
                    eprintln!("fake discord: http connection error: {e}");
                }
            }
        });
    }
}

async fn connection<H>(mut stream: TcpStream, handler: Arc<H>) -> std::io::Result<()>
where
    H: Fn(RawRequest) -> RawResponse + Send + Sync + 'static,
{
    let mut buffer = Vec::new();
    loop {
        let Some(request) = read_request(&mut stream, &mut buffer).await? else {
            return Ok(());
        };
        let response = handler(request);
        if response.status == HANG {
            // Until the client gives up (its timeout) and closes the connection.
            let _ = stream.read(&mut [0u8; 1]).await;
            return Ok(());
        }
        let body = response.body.map(|v| v.to_string()).unwrap_or_default();
        let extra: String = response
            .headers
            .iter()
            .map(|(name, value)| format!("{name}: {value}\r\n"))
            .collect();
        let head = format!(
            "HTTP/1.1 {} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n{extra}\r\n",
            response.status,
            reason(response.status),
            body.len()
        );
        stream.write_all(head.as_bytes()).await?;
        stream.write_all(body.as_bytes()).await?;
        stream.flush().await?;
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Whatever",
    }
}

/// Reads one request; `None` when the client closed the connection between requests.
async fn read_request(
    stream: &mut TcpStream,
    buffer: &mut Vec<u8>,
) -> std::io::Result<Option<RawRequest>> {
    let invalid = |m: String| std::io::Error::new(std::io::ErrorKind::InvalidData, m);
    let (head_len, method, target, headers) = loop {
        let mut slots = [httparse::EMPTY_HEADER; 64];
        let mut parsed = httparse::Request::new(&mut slots);
        match parsed.parse(buffer).map_err(|e| invalid(e.to_string()))? {
            httparse::Status::Complete(len) => {
                let headers = parsed
                    .headers
                    .iter()
                    .map(|h| {
                        (
                            h.name.to_string(),
                            String::from_utf8_lossy(h.value).into_owned(),
                        )
                    })
                    .collect::<Vec<_>>();
                break (
                    len,
                    parsed.method.unwrap_or("").to_string(),
                    parsed.path.unwrap_or("").to_string(),
                    headers,
                );
            }
            httparse::Status::Partial => {
                if !fill(stream, buffer).await? {
                    return if buffer.is_empty() {
                        Ok(None)
                    } else {
                        Err(eof())
                    };
                }
            }
        }
    };
    buffer.drain(..head_len);
    let request = RawRequest {
        method,
        target,
        headers,
        body: Vec::new(),
    };
    let body = if request
        .header("transfer-encoding")
        .is_some_and(|v| v.eq_ignore_ascii_case("chunked"))
    {
        read_chunked(stream, buffer).await?
    } else {
        let len: usize = request
            .header("content-length")
            .map(|v| {
                v.trim()
                    .parse()
                    .map_err(|_| invalid(format!("bad content-length {v}")))
            })
            .transpose()?
            .unwrap_or(0);
        while buffer.len() < len {
            if !fill(stream, buffer).await? {
                return Err(eof());
            }
        }
        buffer.drain(..len).collect()
    };
    Ok(Some(RawRequest { body, ..request }))
}

async fn read_chunked(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line_end = loop {
            if let Some(i) = buffer.windows(2).position(|w| w == b"\r\n") {
                break i;
            }
            if !fill(stream, buffer).await? {
                return Err(eof());
            }
        };
        let size_text = String::from_utf8_lossy(&buffer[..line_end]).to_string();
        let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16)
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "bad chunk size"))?;
        buffer.drain(..line_end + 2);
        while buffer.len() < size + 2 {
            if !fill(stream, buffer).await? {
                return Err(eof());
            }
        }
        body.extend(buffer.drain(..size));
        buffer.drain(..2);
        if size == 0 {
            return Ok(body);
        }
    }
}

async fn fill(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> std::io::Result<bool> {
    let mut chunk = [0u8; 16 * 1024];
    let n = stream.read(&mut chunk).await?;
    buffer.extend_from_slice(&chunk[..n]);
    Ok(n > 0)
}

fn eof() -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::UnexpectedEof,
        "connection closed mid-request",
    )
}

/// One part of a multipart/form-data body.
#[derive(Clone, Debug)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

/// Splits a multipart/form-data body; `Err` says what is malformed.
pub fn multipart(content_type: &str, body: &[u8]) -> Result<Vec<Part>, String> {
    let boundary = content_type
        .split(';')
        .filter_map(|p| p.trim().strip_prefix("boundary="))
        .next()
        .ok_or("multipart without a boundary")?
        .trim_matches('"');
    let delimiter = format!("--{boundary}").into_bytes();
    let mut parts = Vec::new();
    let mut rest = body;
    let start = find(rest, &delimiter).ok_or("no first boundary")?;
    rest = &rest[start + delimiter.len()..];
    loop {
        if rest.starts_with(b"--") {
            return Ok(parts);
        }
        rest = rest
            .strip_prefix(b"\r\n")
            .ok_or("boundary not followed by CRLF")?;
        let head_end = find(rest, b"\r\n\r\n").ok_or("part without headers end")?;
        let head = String::from_utf8_lossy(&rest[..head_end]).to_string();
        rest = &rest[head_end + 4..];
        let end = find(rest, &[b"\r\n".as_slice(), &delimiter].concat())
            .ok_or("part without closing boundary")?;
        let data = rest[..end].to_vec();
        rest = &rest[end + 2 + delimiter.len()..];
        let mut part = Part {
            name: String::new(),
            filename: None,
            content_type: None,
            data,
        };
        for line in head.split("\r\n") {
            let (key, value) = line.split_once(':').ok_or("bad part header")?;
            if key.eq_ignore_ascii_case("content-disposition") {
                for param in value.split(';').map(str::trim) {
                    if let Some(v) = param.strip_prefix("name=") {
                        part.name = v.trim_matches('"').to_string();
                    } else if let Some(v) = param.strip_prefix("filename=") {
                        part.filename = Some(v.trim_matches('"').to_string());
                    }
                }
            } else if key.eq_ignore_ascii_case("content-type") {
                part.content_type = Some(value.trim().to_string());
            }
        }
        parts.push(part);
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}
