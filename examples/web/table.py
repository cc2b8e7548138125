"""The game table: one game's state in memory, one secret token per human seat, bots elsewhere.

Every request thread goes through a :class:`Table`, which serializes access with one lock: a
move is applied, then the bots play until a human must act (or the game ends), and the
threads waiting for news (long polls) are woken. A seat is known by its token only, never by
what a request says.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import threading
import time
from collections.abc import Iterable, Mapping
from typing import Any, Final

import protocol

__all__ = ["MAX_WAIT", "Table", "dumps"]

#: The longest a long poll waits for news, in seconds.
MAX_WAIT: Final = 30.0
# A safety limit against bots that never end a game.
_MAX_BOT_MOVES: Final = 100_000


def dumps(document: Mapping[str, Any]) -> str:
    """A document as compact JSON text (field order kept)."""
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


def _etag(text: str) -> str:
    # Derived from the seat's own document only: it tells the seat nothing its view does not.
    return '"' + hashlib.sha256(text.encode("utf-8")).hexdigest()[:24] + '"'


class Table:
    """A game in progress: the state, the human seats' tokens and the bots.

    Args:
        game: The game's name.
        players: The number of seats.
        humans: The seats played from a browser; bots play the others.
        seed: The game's seed (``None``: a fresh one).
        options: The game's options by name (``None``: the standard rules).

    Raises:
        ConfigError: on a bad game, player count, seed, options or human seat.
    """

    def __init__(
        self,
        game: str,
        *,
        players: int,
        humans: Iterable[int],
        seed: int | None = None,
        options: Mapping[str, object] | None = None,
    ) -> None:
        state = protocol.start_game(game, players, seed, options)
        seats = sorted(set(humans))
        for seat in seats:
            if not 0 <= seat < players:
                raise protocol.ConfigError(
                    f"no seat {seat} in a {players}-player game (seats are 0 to {players - 1})"
                )
        self.game: Final = game
        self.players: Final = players
        #: The secret token of each human seat: whoever knows it plays that seat.
        self.tokens: Final[Mapping[str, int]] = {secrets.token_urlsafe(16): s for s in seats}
        self._bots = {
            seat: protocol.bot_for(game, seat, state)
            for seat in range(players)
            if seat not in seats
        }
        self._news = threading.Condition()
        self._state = state
        self._closed = False
        with self._news:
            self._play_bots()

    @property
    def state(self) -> Any:
        """The current state (the server's own: never sent to a client)."""
        with self._news:
            return self._state

    def seat_of(self, token: str) -> int | None:
        """The seat a token plays, or ``None`` for an unknown token."""
        return self.tokens.get(token)

    def token_of(self, seat: int) -> str:
        """The token of a human seat.

        Raises:
            KeyError: if a bot plays that seat.
        """
        for token, owner in self.tokens.items():
            if owner == seat:
                return token
        raise KeyError(seat)

    def view(self, seat: int) -> tuple[str, str]:
        """The seat's view document as JSON text, and its ETag."""
        with self._news:
            return self._view_text(seat)

    def _view_text(self, seat: int) -> tuple[str, str]:
        text = dumps(protocol.view_document(self._state, seat))
        return text, _etag(text)

    def wait(self, seat: int, etag: str | None, timeout: float) -> tuple[str, str]:
        """The seat's view once it differs from the one of ``etag``, or after ``timeout`` s.

        Returns the view document's text and ETag either way (the caller compares the ETag).
        """
        deadline = time.monotonic() + min(max(timeout, 0.0), MAX_WAIT)
        with self._news:
            text, tag = self._view_text(seat)
            while tag == etag and not self._closed:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._news.wait(left)
                text, tag = self._view_text(seat)
            return text, tag

    def status(self, seat: int) -> dict[str, Any]:
        """The seat's status document: its seat, whose turn, and the result once over."""
        with self._news:
            return {
                "game": self.game,
                "seat": seat,
                "players": self.players,
                **protocol.result_of(self._state),
            }

    def play(self, seat: int, body: bytes) -> tuple[str, str]:
        """Apply the move document ``body`` for ``seat``, let the bots answer, and return the
        seat's new view document (as JSON text) and its ETag.

        Raises:
            TableGamesError: if the document is bad (``FormatError``) or the move is refused
                (``IllegalMoveError``; a move naming another seat is refused before anything
                else). The state is then unchanged.
        """
        move = protocol.read_move(body)
        with self._news:
            self._state = protocol.apply_move(self._state, move, seat)
            self._play_bots()
            self._news.notify_all()
            return self._view_text(seat)

    def _play_bots(self) -> None:
        for _ in range(_MAX_BOT_MOVES):
            move = protocol.next_bot_move(self._state, self._bots)
            if move is None:
                return
            self._state = protocol.apply_move(self._state, move, move.player)
        raise RuntimeError("the bots did not stop playing")

    def close(self) -> None:
        """Wake every waiting long poll (they answer at once); call when the server stops."""
        with self._news:
            self._closed = True
            self._news.notify_all()
