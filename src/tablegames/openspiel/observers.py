"""What a seat (or a spectator) observes of an OpenSpiel state: strings and tensors.

OpenSpiel asks a Python game for *observers* (``make_py_observer``): objects with a flat
``tensor``, named pieces of it in ``dict``, ``set_from(state, player)`` (write the tensor) and
``string_from(state, player)``. Four kinds are supported, by OpenSpiel's
``IIGObservationType``:

The observation of a seat (``perfect_recall=False``)
    ``observation_string`` is the seat's view in the library's JSON (:func:`tablegames.to_json`);
    ``observation_tensor`` (``"observation"``) is the game's RL encoding of that view
    (:meth:`tablegames.rl.Encoder.encode`).

The information state of a seat (``perfect_recall=True``)
    ``information_state_string`` is everything the seat learnt, in order: the events it saw
    since the game began (its :func:`~tablegames.core.recall.recall`, which the state keeps
    as the game goes: the path is not walked), each of its own moves (``you: ...``) before
    the events it made, then its current view in JSON (see
    :meth:`tablegames.openspiel.Node.history_of` for resampled states).
    ``information_state_tensor`` is the RL encoding of its current view (``"observation"``)
    followed by its own actions in order (``"own_actions"``: the ``k``-th holds
    ``(action + 1) / num_distinct_actions``, 0 past the last): a fixed-size image of the
    string, equal for equal strings.

The public observer (``private_info=NONE``, with or without perfect recall)
    The same made from the spectator's view (``player`` is ignored): the public observation
    (the RL encoding of a spectator's view, seats relative to seat 0) and the public history.

Other kinds (every seat's private information, or private information without the public)
raise :class:`ValueError`. Nothing here reads a state but through the seat's (or the
spectator's) view: an observation holds only what its viewer may know.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from tablegames import to_json
from tablegames.openspiel.paths import Node, Table

__all__ = ["TableObserver"]

#: The string of every observer at the root, before the seed is drawn.
ROOT_TEXT = "(the deal is not made yet)"


class TableObserver:
    """An OpenSpiel observer of a tablegames game (see the module's introduction).

    Args:
        table: The loaded game's shared facts.
        kind: OpenSpiel's ``IIGObservationType`` (``None``: the default observation).
        params: Observer parameters; there are none.

    Raises:
        ValueError: on parameters, or a kind of observation that is not supported.

    Attributes:
        tensor: The flat observation, written by :meth:`set_from`.
        dict: Its named pieces (views of ``tensor``).
    """

    def __init__(self, table: Table, kind: Any = None, params: Any = None) -> None:
        if params:
            raise ValueError(f"tablegames observers take no parameters, got {dict(params)}")
        if kind is None:
            kind = pyspiel.IIGObservationType(perfect_recall=False)
        private = kind.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS or not kind.public_info:
            raise ValueError(
                "tablegames observers give one seat's observation (with the public one) or the "
                f"public observation alone; not {kind}"
            )
        self._table = table
        self._public = private == pyspiel.PrivateInfoType.NONE
        self._recall = bool(kind.perfect_recall)
        pieces = [("observation", table.encoder.size)]
        if self._recall:
            pieces.append(("own_actions", table.max_moves))
        self.tensor: npt.NDArray[np.float32] = np.zeros(sum(n for _, n in pieces), np.float32)
        self.dict: dict[str, npt.NDArray[np.float32]] = {}
        start = 0
        for name, size in pieces:
            self.dict[name] = self.tensor[start : start + size]
            start += size

    def _seat(self, player: int) -> int | None:
        if self._public:
            return None
        if type(player) is not int or not 0 <= player < self._table.players:
            raise ValueError(f"no player {player!r} in a {self._table.players}-player game")
        return player

    def set_from(self, state: Any, player: int) -> None:
        """Write what ``player`` (ignored by the public observer) observes of ``state``."""
        node: Node = state._node
        self.tensor.fill(0)
        if node.is_root:
            return
        seat = self._seat(player)
        self.dict["observation"][:] = _encoded(node, seat)
        if self._recall and seat is not None:
            mine = node.own_actions(seat)
            if mine:
                scale = float(self._table.actions.size)
                own = self.dict["own_actions"]
                count = min(len(mine), own.size)
                own[:count] = (np.asarray(mine[:count], np.float32) + 1) / scale

    def string_from(self, state: Any, player: int) -> str:
        """What ``player`` (ignored by the public observer) observes of ``state``, as text."""
        node: Node = state._node
        if node.is_root:
            return ROOT_TEXT
        seat = self._seat(player)
        now = _json(node, seat)
        if not self._recall:
            return now
        history = node.history_of(seat)
        return f"{history}\nnow: {now}" if history else f"now: {now}"


def _encoded(node: Node, seat: int | None) -> npt.NDArray[np.float32]:
    key = ("encoded", seat)
    found: npt.NDArray[np.float32] | None = node._memo.get(key)
    if found is None:
        found = node._memo[key] = node.table.encoder.encode(node.seen(seat))
    return found


def _json(node: Node, seat: int | None) -> str:
    key = ("json", seat)
    found: str | None = node._memo.get(key)
    if found is None:
        found = node._memo[key] = to_json(node.seen(seat))
    return found
