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
    ``information_state_tensor`` is a fixed-size image of that string, made from it alone (equal
    strings give equal tensors) and telling different strings apart: the RL encoding of the
    current view (``"observation"``), the seat's own actions in order (``"own_actions"``: the
    ``k``-th holds ``(action + 1) / num_distinct_actions``, 0 past the last), then one slot of
    three numbers (``LINE``) per line of its history, in order (``"history"``, see
    :func:`line_code`): what the line is (an event of which class, one of the seat's own moves,
    or where a resampled history starts again) and a 48-bit digest of its text. The digest
    is an identifier, not a feature: it tells lines apart and carries nothing a network can
    generalise from. There are :func:`history_slots` slots; a history with more lines puts
    every line from the last slot on into that slot's digest. Seats in the observation are
    relative to the viewer (slot 0 is the viewer), and the tensor holds no seat number.

The public observer (``private_info=NONE``, with or without perfect recall)
    The same made from the spectator's view (``player`` is ignored): the public observation
    (the RL encoding of a spectator's view, seats relative to seat 0) and the public history.

Other kinds (every seat's private information, or private information without the public)
raise :class:`ValueError`. Nothing here reads a state but through the seat's (or the
spectator's) view: an observation holds only what its viewer may know.
"""

from __future__ import annotations

import hashlib
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from tablegames import to_json
from tablegames.core.registry import get_game
from tablegames.openspiel.paths import TEXTS, Node, Table

__all__ = ["LINE", "MOST_LINES", "TableObserver", "history_slots", "line_code"]

#: The string of every observer at the root, before the seed is drawn.
ROOT_TEXT = "(the deal is not made yet)"
#: The numbers of the information state tensor's ``"history"`` piece per line of history.
LINE = 3
#: The most lines the ``"history"`` piece has a slot for, whatever the game's length.
MOST_LINES = 1 << 14
#: The start of a line of the seat's own move, and the line where a history starts again.
OWN, RESAMPLED = "you: ", "(resampled)"
#: How many moves back the history piece looks for the last one made on the line of play.
REACH = 64
#: The digest's two halves: 24 bits each, exact in a ``float32`` once divided by this.
HALF = 1 << 24


def history_slots(max_moves: int) -> int:
    """The slots of the ``"history"`` piece of a game whose ``max_game_length`` is
    ``max_moves``: four lines per move and 64 for the deal (random games use under three per
    move), at most ``MOST_LINES`` (16,384)."""
    return min(4 * max_moves + 64, MOST_LINES)


def line_code(line: str, kinds: dict[str, float]) -> tuple[float, float, float]:
    """The three numbers (``LINE``) of one line of an information state string's history.

    ``(kind, high, low)``: ``kind`` is ``kinds[name]`` for an event whose class is ``name``
    (``(i + 1) / (n + 3)`` for the ``i``-th of the game's ``n`` event types),
    ``(n + 1) / (n + 3)`` for the seat's own move (``you: ...``), ``(n + 2) / (n + 3)`` for
    ``(resampled)``, 1 for anything else; ``high`` and ``low`` are the two 24-bit halves of
    the BLAKE2b digest (6 bytes) of the line's UTF-8 text, each divided by ``2**24``.
    """
    if line.startswith(OWN):
        kind = kinds[OWN]
    else:
        kind = kinds.get(line.partition("(")[0] if line != RESAMPLED else RESAMPLED, 1.0)
    digest = int.from_bytes(hashlib.blake2b(line.encode(), digest_size=6).digest(), "big")
    return (kind, (digest >> 24) / HALF, (digest % HALF) / HALF)


def _kinds(game: str) -> dict[str, float]:
    """The ``kind`` of each line of ``game``'s histories (see :func:`line_code`)."""
    names = [kind.__name__ for kind in get_game(game).event_types]
    total = len(names) + 3
    kinds = {name: (number + 1) / total for number, name in enumerate(names)}
    kinds[OWN] = (len(names) + 1) / total
    kinds[RESAMPLED] = (len(names) + 2) / total
    return kinds


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
        if not isinstance(kind, pyspiel.IIGObservationType):
            raise ValueError(
                "an observer's kind is a pyspiel.IIGObservationType (or None), "
                f"got {type(kind).__name__}"
            )
        private = kind.private_info
        wrong = [] if kind.public_info else ["public_info=False"]
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            wrong.append("private_info=ALL_PLAYERS")
        if wrong:
            raise ValueError(
                f"tablegames observers do not support {' with '.join(wrong)}: they give one "
                "seat's observation with the public one (public_info=True, "
                "private_info=SINGLE_PLAYER) or the public observation alone (public_info=True, "
                "private_info=NONE), with perfect_recall True or False"
            )
        self._table = table
        self._public = private == pyspiel.PrivateInfoType.NONE
        self._recall = bool(kind.perfect_recall)
        pieces = [("observation", table.encoder.size)]
        self._slots = history_slots(table.max_moves)
        self._kinds = _kinds(table.game)
        if self._recall:
            pieces.append(("own_actions", table.max_moves))
            pieces.append(("history", self._slots * LINE))
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
        if self._recall:
            self.dict["history"][:] = _history(node, seat, self._kinds, self._slots)

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


def _history(
    node: Node, seat: int | None, kinds: dict[str, float], slots: int
) -> npt.NDArray[np.float32]:
    """The ``"history"`` piece of ``seat``'s information state tensor at ``node``: each line
    of :meth:`Node.history_of` coded (:func:`line_code`).

    Remembered with the text it codes; the node before that remembered it last (at most
    ``REACH`` moves back on the same line of play, not through a graft) forgets its own,
    and when the history there is the start of this one, only the lines added are coded.
    """
    key = ("codes", seat)
    memo = node._memo
    found: tuple[str, int, npt.NDArray[np.float32]] | None = memo.get(key)
    if found is None:
        before = None
        earlier, reach = node, REACH
        while before is None and reach and earlier.parent is not None and not earlier.is_graft:
            earlier, reach = earlier.parent, reach - 1
            before = earlier._memo.pop(key, None)
        text = node.history_of(seat)
        if before is not None and before[0] and before[1] < slots:
            known, count, codes = before
            grown = text.startswith(known) and (len(text) == len(known) or text[len(known)] == "\n")
            added = text[len(known) + 1 :].split("\n") if len(text) > len(known) else []
            if grown and count + len(added) < slots:
                codes = codes.copy()
                if added:
                    rows = _coded(node.table, added, kinds)
                    codes[count * LINE : (count + len(added)) * LINE] = rows
                found = (text, count + len(added), codes)
        if found is None:
            lines = text.split("\n") if text else []
            codes = np.zeros(slots * LINE, np.float32)
            count = len(lines)
            if count > slots:  # the last slot codes every line from it on
                codes[(slots - 1) * LINE :] = line_code("\n".join(lines[slots - 1 :]), kinds)
                del lines[slots - 1 :]
                count = slots
            if lines:
                codes[: len(lines) * LINE] = _coded(node.table, lines, kinds)
            found = (text, count, codes)
        memo[key] = found
    return found[2]


def _coded(table: Table, lines: list[str], kinds: dict[str, float]) -> npt.NDArray[np.float32]:
    """The codes of ``lines``, one after another (each line's remembered by the table)."""
    codes = table._codes
    rows = []
    for line in lines:
        row = codes.get(line)
        if row is None:
            if len(codes) >= TEXTS:
                codes.pop(next(iter(codes)), None)
            row = codes[line] = line_code(line, kinds)
        rows.append(row)
    return np.asarray(rows, np.float32).ravel()


def _json(node: Node, seat: int | None) -> str:
    key = ("json", seat)
    found: str | None = node._memo.get(key)
    if found is None:
        found = node._memo[key] = to_json(node.seen(seat))
    return found
