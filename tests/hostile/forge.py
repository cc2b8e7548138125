"""Forged documents of about 1 MB, each bad in its own way, for every game and kind.

The size tests (``test_size.py``) check that each is refused with a short :class:`FormatError`;
``benchmarks/hostile.py`` times the refusals. Each forgery starts from a real document, so the
envelope is right and the reader has to look inside ``data`` to refuse it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import tablegames
from tablegames.core import game as _game
from tablegames.core.rng import Rng

# (Read this way so that the benchmark can also time a checkout from before the bound.)
DEFAULT_MAX_HISTORY: int = getattr(_game, "DEFAULT_MAX_HISTORY", 10_000)

#: The size the forgeries aim at, in bytes of JSON text.
SIZE = 1_000_000

PLAYERS = {"aluette": 4, "saboteur": 5, "ten": 3}


def real_documents(game: str) -> dict[str, dict[str, Any]]:
    """One real document of each kind, from the middle of a random game of ``game``."""
    state = tablegames.new_game(game, players=PLAYERS[game], seed=3)
    rng = Rng(3, "forge")
    for _ in range(40):
        moves = tablegames.legal_moves(state)
        if not moves:
            break
        state = tablegames.apply(state, rng.choice(moves))
    return {
        "state": tablegames.to_dict(state),
        "view": tablegames.to_dict(tablegames.view(state, 1)),
        "move": tablegames.to_dict(state.history[-1]),
        "record": tablegames.to_dict(tablegames.record(state)),
    }


def _junk(size: int) -> list[Any]:
    """About ``size`` bytes of JSON values of every type, nested a little."""
    rng = Rng(size, "junk")
    items: list[Any] = []
    written = 0
    while written < size:
        pick = rng.below(6)
        item: Any = (
            rng.below(10**9),
            "junk" * rng.below(8),
            None,
            [rng.below(100), "x", [True]],
            {"k": [1, 2, {"z": None}]},
            -1.5,
        )[pick]
        items.append(item)
        written += len(json.dumps(item)) + 1
    return items


def _filled(element: object, size: int) -> list[object]:
    """Copies of ``element`` making about ``size`` bytes of JSON."""
    return [element] * max(1, size // (len(json.dumps(element)) + 2))


def _with_data(document: dict[str, Any], data: object) -> dict[str, Any]:
    return {**document, "data": data}


def _longest_list_field(data: dict[str, Any]) -> str:
    lists = [key for key, value in data.items() if isinstance(value, list) and value]
    return max(lists, key=lambda key: len(json.dumps(data[key])))


def _deep(depth: int) -> str:
    return "[" * depth + "]" * depth


Forgery = Callable[[dict[str, Any]], "str | dict[str, Any]"]


def forgeries(kind: str) -> Iterator[tuple[str, Forgery]]:
    """``(label, forge)`` pairs: ``forge(real_document)`` returns the forged JSON text, or a
    document (dict) when the forgery only Python can build."""
    yield "junk data", lambda doc: _with_data(doc, _junk(SIZE))
    if kind != "move":
        yield (
            "every field junk",
            lambda doc: _with_data(
                doc, {key: _junk(SIZE // len(doc["data"])) for key in doc["data"]}
            ),
        )
    yield (
        "50,000 unknown fields",
        lambda doc: _with_data(doc, {**doc["data"], **{f"field{i:06}": i for i in range(50_000)}}),
    )
    yield (
        "a 1 MB string",
        lambda doc: _with_data(doc, {**doc["data"], next(iter(doc["data"])): "x" * SIZE}),
    )
    yield (
        "a 1,000,000-digit number",
        lambda doc: json.dumps(doc).replace('"data": {', '"data": {"seed": ' + "7" * SIZE + ",", 1),
    )
    yield (
        "arrays nested 500,000 deep",
        lambda doc: json.dumps(doc).replace(
            '"data": {', '"data": {"deep": ' + _deep(SIZE // 2) + ",", 1
        ),
    )
    yield (
        "objects nested 100,000 deep",
        lambda doc: json.dumps(doc).replace(
            '"data": {', '"data": {"deep": ' + '{"a":' * 100_000 + "1" + "}" * 100_000 + ",", 1
        ),
    )
    if kind in ("state", "view"):

        def long_list(doc: dict[str, Any]) -> dict[str, Any]:
            data = doc["data"]
            key = _longest_list_field(data)
            return _with_data(doc, {**data, key: _filled(data[key][0], SIZE)})

        yield "its longest list 1 MB long (copies of its first item)", long_list

        def long_events(doc: dict[str, Any]) -> dict[str, Any]:
            data = doc["data"]
            return _with_data(doc, {**data, "events": _filled(data["events"][-1], SIZE)})

        yield "1 MB of copies of a real event", long_events
    if kind == "state":

        def long_history(doc: dict[str, Any]) -> dict[str, Any]:
            data = doc["data"]
            return _with_data(doc, {**data, "history": _filled(data["history"][0], SIZE)})

        yield "1 MB of copies of a real move in its history", long_history
    if kind == "record":

        def bad_moves(doc: dict[str, Any]) -> dict[str, Any]:
            data = doc["data"]
            bad = {**data["moves"][0], "player": "nobody"}
            return _with_data(doc, {**data, "moves": _filled(bad, SIZE)})

        yield "1 MB of bad moves", bad_moves

        def bad_moves_within_limit(doc: dict[str, Any]) -> dict[str, Any]:
            data = doc["data"]
            bad = {**data["moves"][0], "player": "nobody"}
            return _with_data(doc, {**data, "moves": [bad] * DEFAULT_MAX_HISTORY})

        yield f"{DEFAULT_MAX_HISTORY:,} bad moves", bad_moves_within_limit

        def one_bad_move_last(doc: dict[str, Any]) -> dict[str, Any]:
            data = doc["data"]
            moves = data["moves"]
            many = [moves[i % len(moves)] for i in range(DEFAULT_MAX_HISTORY)]
            many[-1] = {**many[-1], "player": "0"}
            return _with_data(doc, {**data, "moves": many})

        yield f"{DEFAULT_MAX_HISTORY:,} real moves, the last one bad", one_bad_move_last


def as_text(forged: str | dict[str, Any]) -> str:
    """The JSON text of a forgery."""
    return forged if isinstance(forged, str) else json.dumps(forged)
