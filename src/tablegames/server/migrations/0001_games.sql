-- The tablegames server's schema, version 1: games, their moves and their seats.
-- Plain SQL that SQLite and PostgreSQL both read (types by name, no autoincrement, no booleans).
-- A game's record is its truth: tg_games holds its setup, tg_moves one row per move in order;
-- the snapshot (tablegames.core.serialization.to_snapshot) is a checkpoint next to it.

CREATE TABLE tg_games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    seed BIGINT NOT NULL,
    options TEXT NOT NULL,
    seat_kinds TEXT NOT NULL,
    owner_hash TEXT NOT NULL,
    version INTEGER NOT NULL,
    seat_versions TEXT NOT NULL,
    to_act INTEGER,
    bot_to_act INTEGER NOT NULL,
    over INTEGER NOT NULL,
    snapshot TEXT,
    snapshot_version INTEGER,
    record TEXT,
    rematch_of TEXT,
    rematch TEXT,
    created_at DOUBLE PRECISION NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL
);

CREATE INDEX tg_games_by_state ON tg_games (over, created_at);

CREATE TABLE tg_moves (
    game_id TEXT NOT NULL REFERENCES tg_games (id),
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (game_id, number)
);

CREATE TABLE tg_seats (
    game_id TEXT NOT NULL REFERENCES tg_games (id),
    seat INTEGER NOT NULL,
    token_hash TEXT UNIQUE,
    taken_at DOUBLE PRECISION,
    last_version INTEGER,
    last_move TEXT,
    last_answer TEXT,
    PRIMARY KEY (game_id, seat)
);
