# syntax=docker/dockerfile:1
# manawell: the Discord bot, in a small runtime image.
#
#   docker build -t manawell .
#   docker run -d --name manawell --env-file .env -v manawell-data:/data manawell
#
# The games live in the SQLite database on the /data volume, so a new image (or a
# restart) keeps them.

# --- build ---------------------------------------------------------------------------
FROM rust:1-slim-bookworm AS builder
WORKDIR /build
COPY . .
# The registry and the target directory live in BuildKit caches: a rebuild after a code
# change recompiles manawell only. (A dummy-manifest layer would break on the [[bench]]
# targets, which cargo looks for as soon as it reads Cargo.toml.)
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/build/target \
    cargo build --release --locked --bin manawell \
    && cp target/release/manawell /usr/local/bin/manawell \
    && strip /usr/local/bin/manawell

# --- run -----------------------------------------------------------------------------
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin manawell \
    && mkdir -p /data && chown manawell:manawell /data
COPY --from=builder /usr/local/bin/manawell /usr/local/bin/manawell
ENV DATABASE_URL=sqlite:///data/manawell.db \
    RUST_LOG=warn,manawell=info
# The web board listens here when PUBLIC_URL is set (docs/deploy.md, "The web board").
EXPOSE 8080
VOLUME ["/data"]
WORKDIR /data
USER manawell
# Docker stops a container with SIGTERM: the bot closes its gateway connection cleanly.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/manawell"]
CMD ["bot"]
