-- The tablegames server's schema, version 3: a seat's holder may leave it, or hand it to a bot
-- (itself, or the operator's turn limit). The seat keeps the hash of the credential that left
-- it and why, so that this credential is told so (410) instead of "unknown".

ALTER TABLE tg_seats ADD COLUMN left_hash TEXT;

ALTER TABLE tg_seats ADD COLUMN left_reason TEXT
