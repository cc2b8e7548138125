-- The tablegames server's schema, version 5: how many times a game's seat was taken from its
-- holder (left, handed to the bot, revoked, or given a new credential). A move of a human seat
-- is stored only if the count is still the one its process knew with the seats' holders, as it
-- is only if the game is still at its version: a seat left through another process is never
-- played by its departed holder's move. Existing games start at 0.

ALTER TABLE tg_games ADD COLUMN unseated INTEGER NOT NULL DEFAULT 0
