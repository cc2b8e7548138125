-- The tablegames server's schema, version 2: players' names and unlisted games.
-- A seat's name is the one its player gave when taking it (NULL: none, a free seat, a bot);
-- it is public, and cleared when the seat is freed. An unlisted game (1) is not in the lobby:
-- only those who have its id or a link take its seats. Existing games are listed, as before.

ALTER TABLE tg_seats ADD COLUMN name TEXT;

ALTER TABLE tg_games ADD COLUMN unlisted INTEGER NOT NULL DEFAULT 0;

-- The lobby's pages: the listed games being played, newest first (id breaks a tie).
CREATE INDEX tg_games_lobby ON tg_games (over, unlisted, created_at, id);
