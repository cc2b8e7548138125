"""Observation encoders: a seat's view turned into a fixed-size ``float32`` vector.

An encoder reads a view and nothing else, so an observation holds only what the seat may know
(the views are the security boundary; see :func:`tablegames.view`). Every value lies in
``[0, 1]``: counts are divided by a documented scale and clipped, flags are 0 or 1. Seats are
given relative to the viewer: slot 0 is the viewer, slot 1 the seat to its left, and so on, so
one policy can play any seat.

A spectator's view (``player=None``) gives the public observation, in the same layout: seats
are given relative to seat 0 (:data:`SPECTATOR_FRAME`), and the segments of the viewer's own
secrets (its hand, its role, its face-down discards) stay 0, as a spectator's view holds none.
OpenSpiel's public observer (:mod:`tablegames.openspiel`) is made of it.
"""

from __future__ import annotations

import abc
from typing import Any

import numpy as np
import numpy.typing as npt

from tablegames.core.errors import NotAGameObjectError, SeatError
from tablegames.core.game import AnyGame
from tablegames.core.registry import game_for, get_game
from tablegames.rl.layout import Layout

__all__ = ["SPECTATOR_FRAME", "Encoder", "viewer_seat"]


#: The seat whose slot 0 a spectator's observation is laid out from.
SPECTATOR_FRAME = 0


def viewer_seat(view: Any) -> int:
    """The seat of a view, refusing a spectator's view.

    Raises:
        SeatError: if the view is a spectator's (``player`` is ``None``).
    """
    seat = view.player
    if seat is None:
        raise SeatError("this needs a seat's view, not a spectator's")
    assert isinstance(seat, int)
    return seat


class Encoder(abc.ABC):
    """Turns a seat's view of one game into a flat vector laid out by :attr:`layout`.

    Attributes:
        game: The game's name.
        layout: What each slice of the vector holds.
    """

    game: str
    layout: Layout

    @property
    def size(self) -> int:
        """The length of every observation."""
        return self.layout.size

    def encode(self, view: Any) -> npt.NDArray[np.float32]:
        """The observation of ``view``: a new ``float32`` vector of :attr:`size`, in ``[0, 1]``.

        A spectator's view gives the public observation (see the module's introduction).

        Raises:
            NotAGameObjectError: if ``view`` is not a view of the encoder's game (a state, say,
                whose seat's view is ``tablegames.view(state, seat)``).
        """
        game = game_for(view)
        if game is None or game.name != self.game or not isinstance(view, game.view_type):
            raise self._not_a_view(view, game)
        out = np.zeros(self.size, dtype=np.float32)
        seat = view.player
        self._fill(out, view, SPECTATOR_FRAME if seat is None else seat)
        np.clip(out, 0.0, 1.0, out=out)
        return out

    def _not_a_view(self, thing: object, game: AnyGame | None) -> NotAGameObjectError:
        """The error for ``thing``, given to :meth:`encode` (``game``: its game, if it has one)."""
        wanted = get_game(self.game).view_type.__name__
        hint = ""
        if game is not None and game.name != self.game:
            hint = f" (of {game.name}, whose encoder is tablegames.rl.encoder({game.name!r}))"
        elif game is not None and isinstance(thing, game.state_type):
            hint = (
                ": an encoder reads only what a seat may see, its view "
                "(tablegames.view(state, seat), or seat None for a spectator's)"
            )
        return NotAGameObjectError(
            f"{type(self).__name__}.encode() needs a {wanted}, got {type(thing).__name__}{hint}"
        )

    @abc.abstractmethod
    def _fill(self, out: npt.NDArray[np.float32], view: Any, seat: int) -> None:
        """Write the observation of ``view`` into the zeroed ``out``, seats relative to ``seat``.

        ``seat`` is the viewer's, or :data:`SPECTATOR_FRAME` for a spectator's view: read the
        viewer's own secrets from the view (``view.hand``...), never by ``seat``.
        """
