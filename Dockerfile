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
# Fetch the dependencies in their own layer: it is reused while Cargo.lock is unchanged.
COPY Cargo.toml Cargo.lock ./
RUN mkdir src && touch src/lib.rs && echo 'fn main() {}' > src/main.rs \
    && cargo fetch --locked \
    && rm -rf src
COPY . .
RUN cargo build --release --locked --bin manawell \
    && strip target/release/manawell

# --- run -----------------------------------------------------------------------------
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin manawell \
    && mkdir -p /data && chown manawell:manawell /data
COPY --from=builder /build/target/release/manawell /usr/local/bin/manawell
ENV DATABASE_URL=sqlite:///data/manawell.db \
    RUST_LOG=warn,manawell=info
VOLUME ["/data"]
WORKDIR /data
USER manawell
# Docker stops a container with SIGTERM: the bot closes its gateway connection cleanly.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/manawell"]
CMD ["bot"]
