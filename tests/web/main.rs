//! The web board without a browser: a real server on a free port, asked over HTTP. A link
//! that opens nothing is a bare 404; the page, its panel, its stream and its pictures
//! carry nothing hidden; a move played through the table service goes down the stream.

#[path = "../support/mod.rs"]
mod support;

mod browser;
mod hidden;
mod links;
mod live;
mod site;
