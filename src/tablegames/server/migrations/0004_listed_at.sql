-- The tablegames server's schema, version 4: when a game appears in the lobby. A rematch is
-- held back while its seats are kept for the players of the game before: it is listed from
-- then on, and the lobby orders (and pages) the games by when they were listed, so that a
-- client paging past a rematch's making does not miss it. Existing games were listed when
-- they were made.

ALTER TABLE tg_games ADD COLUMN listed_at DOUBLE PRECISION;

UPDATE tg_games SET listed_at = created_at;

-- The lobby's pages: the listed games being played, the last listed first (id breaks a tie).
CREATE INDEX tg_games_listed ON tg_games (over, unlisted, listed_at, id)
