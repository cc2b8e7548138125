"""Observation encoders: a seat's view turned into a fixed-size ``float32`` vector.

An encoder reads a view and nothing else, so an observation holds only what the seat may know
(the views are the security boundary; see :func:`tablegames.view`). Every value lies in
``[0, 1]``: counts are divided by a documented scale and clipped, flags are 0 or 1. Seats are
given relative to the viewer: slot 0 is the viewer, slot 1 the seat to its left, and so on, so
one policy can play any seat.
"""

from __future__ import annotations

import abc
from typing import Any

import numpy as np
import numpy.typing as npt

from tablegames.core.errors import SeatError
from tablegames.rl.layout import Layout

__all__ = ["Encoder", "viewer_seat"]


def viewer_seat(view: Any) -> int:
    """The seat of a view, refusing a spectator's view.

    Raises:
        SeatError: if the view is a spectator's (``player`` is ``None``).
    """
    seat = view.player
    if seat is None:
        raise SeatError("observations are made from a seat's view, not a spectator's")
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

        Raises:
            SeatError: for a spectator's view.
        """
        out = np.zeros(self.size, dtype=np.float32)
        self._fill(out, view, viewer_seat(view))
        np.clip(out, 0.0, 1.0, out=out)
        return out

    @abc.abstractmethod
    def _fill(self, out: npt.NDArray[np.float32], view: Any, seat: int) -> None:
        """Write the observation of ``view`` (seen by ``seat``) into the zeroed ``out``."""
