-- The tablegames server's schema, version 6: a seat left keeps its player's name (public, as
-- names are) while nobody holds it since, so that every status still says who left it after a
-- restart ("left": {"reason": ..., "name": "Ann"}). Taking the seat again, or giving it a new
-- credential, forgets it. Seats left before this version keep no name.

ALTER TABLE tg_seats ADD COLUMN left_name TEXT
