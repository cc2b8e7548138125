"""Snapshots: state documents without their history, read back together with the record."""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path
from typing import Any

import attrs
import pytest

import tablegames
from tablegames.core.errors import FormatError, NotAGameObjectError
from tablegames.core.json import dumps, from_snapshot, to_snapshot
from tablegames.core.rng import Rng

PLAYERS = {"aluette": 4, "saboteur": 5, "ten": 3}


def random_path(game: str, seed: int) -> list[Any]:
    """Every state of one random game, from the start to the end."""
    rng = Rng(seed, "snapshot test")
    state = tablegames.new_game(game, players=PLAYERS[game], seed=seed)
    path = [state]
    while True:
        moves = tablegames.legal_moves(state)
        if not moves:
            return path
        state = tablegames.apply(state, moves[rng.below(len(moves))])
        path.append(state)


@pytest.fixture(scope="module", params=sorted(PLAYERS))
def path(request: pytest.FixtureRequest) -> list[Any]:
    return random_path(request.param, seed=3)


def test_a_snapshot_holds_no_history(path: list[Any]) -> None:
    """A snapshot is the state document with the history's length for the history and each
    event (of the event log, and Aluette's signals) as the list of its type and its fields'
    values, in the state document's order."""
    state = path[len(path) // 2]
    document = to_snapshot(state)
    assert list(document) == ["format", "version", "game", "kind", "data"]
    assert document["kind"] == "snapshot"
    assert document["data"]["history"] == len(state.history)
    full = tablegames.to_dict(state)["data"]
    assert full["events"], "the test needs events"
    assert next(iter(full["events"][0])) == "type"
    lists = ["events", "signals"] if "signals" in full else ["events"]
    compact = {
        name: [[event["type"], *list(event.values())[1:]] for event in full[name]] for name in lists
    }
    assert document["data"] == {**full, "history": len(state.history), **compact}
    assert list(document["data"]) == list(full)
    assert len(dumps(document)) < len(tablegames.to_json(state))


def test_round_trip_at_every_stage(path: list[Any]) -> None:
    for state in [*path[:: max(1, len(path) // 12)], path[-1]]:
        game_record = tablegames.record(state)
        assert from_snapshot(dumps(to_snapshot(state)), game_record) == state
        assert from_snapshot(to_snapshot(state), game_record, verify_history=True) == state


def test_later_moves_of_the_record_are_applied(path: list[Any]) -> None:
    early, late = path[len(path) // 4], path[-1]
    restored = from_snapshot(dumps(to_snapshot(early)), tablegames.record(late))
    assert restored == late


def test_a_record_shorter_than_the_snapshot_is_refused(path: list[Any]) -> None:
    early, late = path[len(path) // 4], path[len(path) // 2]
    with pytest.raises(FormatError, match="only"):
        from_snapshot(to_snapshot(late), tablegames.record(early))


def test_a_record_of_another_game_or_setup_is_refused(path: list[Any]) -> None:
    state = path[len(path) // 2]
    snapshot = to_snapshot(state)
    other_seed = attrs.evolve(tablegames.record(state), seed=state.seed + 1)
    with pytest.raises(FormatError, match="not of the record's game"):
        from_snapshot(snapshot, other_seed)
    other_game = random_path("ten" if state.__class__.__name__ != "TenState" else "aluette", 1)
    with pytest.raises(FormatError, match="game"):
        from_snapshot(snapshot, tablegames.record(other_game[-1]))


def test_a_record_whose_moves_differ_is_refused(path: list[Any]) -> None:
    """The snapshot's state must be what the record's first moves made (the invariants, or
    with verify_history the replay, compare them)."""
    state = path[len(path) // 2]
    other = random_path(type(state).__name__.removesuffix("State").lower(), seed=4)
    theirs = tablegames.record(other[-1])
    ours = tablegames.record(state)
    mixed = attrs.evolve(ours, moves=theirs.moves[: len(ours.moves)])
    # The seeds are fixed: the other game is long enough to lend its moves, and they differ.
    assert len(mixed.moves) == len(ours.moves)
    assert mixed != ours
    with pytest.raises(FormatError):
        from_snapshot(to_snapshot(state), mixed, verify_history=True)


def test_an_illegal_later_move_is_refused(path: list[Any]) -> None:
    middle = len(path) // 2
    before_last = path[middle + 1]
    late = tablegames.record(path[middle + 2])
    # An earlier move of the game that is not legal where the record's last move was made.
    illegal = next(m for m in late.moves if not tablegames.is_legal(before_last, m))
    broken = attrs.evolve(late, moves=(*late.moves[:-1], illegal))
    with pytest.raises(FormatError, match="does not apply to the snapshot"):
        from_snapshot(to_snapshot(path[middle]), broken)


def test_malformed_snapshots_are_refused(path: list[Any]) -> None:
    state = path[len(path) // 2]
    game_record = tablegames.record(state)
    document = to_snapshot(state)
    for change, message in [
        ({"kind": "state"}, "expected 'snapshot'"),
        ({"format": "other"}, "not a tablegames document"),
        ({"version": 99}, "upgrade tablegames"),
        ({"game": "chess"}, "unknown game"),
    ]:
        with pytest.raises(FormatError, match=message):
            from_snapshot({**document, **change}, game_record)
    for history in (-1, "12", None, 10**9):
        data = {**document["data"], "history": history}
        with pytest.raises(FormatError, match="history"):
            from_snapshot({**document, "data": data}, game_record)
    with pytest.raises(FormatError):
        from_snapshot({**document, "data": {**document["data"], "turn": "x"}}, game_record)
    with pytest.raises(FormatError):
        from_snapshot("{not json", game_record)
    with pytest.raises(FormatError):
        from_snapshot(json.dumps(document), game_record, max_bytes=10)


def test_wrong_arguments_are_refused(path: list[Any]) -> None:
    state = path[len(path) // 2]
    with pytest.raises(NotAGameObjectError):
        to_snapshot(tablegames.view(state, 0))
    with pytest.raises(NotAGameObjectError):
        from_snapshot(to_snapshot(state), tablegames.to_dict(tablegames.record(state)))  # type: ignore[arg-type]


def test_the_performance_guide_example_runs() -> None:
    """The storage example of docs/performance.rst ("What a server should store") works."""
    page = Path(__file__).parents[2] / "docs" / "performance.rst"
    blocks = re.findall(r"\.\. code-block:: python\n\n((?:   .*\n|\n)+)", page.read_text("utf-8"))
    assert blocks, "the guide lost its example"
    for block in blocks:
        exec(textwrap.dedent(block), {})


def test_events_written_as_objects_are_read_too(path: list[Any]) -> None:
    """The event log may also hold events as a state document writes them (objects)."""
    state = path[len(path) // 2]
    document = to_snapshot(state)
    full = tablegames.to_dict(state)["data"]
    data = {**document["data"], "events": full["events"]}
    assert from_snapshot({**document, "data": data}, tablegames.record(state)) == state
    mixed = [full["events"][0], *document["data"]["events"][1:]]
    data = {**document["data"], "events": mixed}
    assert from_snapshot({**document, "data": data}, tablegames.record(state)) == state


def test_malformed_compact_events_are_refused_with_their_path(path: list[Any]) -> None:
    state = path[len(path) // 2]
    game_record = tablegames.record(state)
    document = to_snapshot(state)
    events = document["data"]["events"]
    first = events[0]

    def read(log: object) -> FormatError:
        data = {**document["data"], "events": log}
        with pytest.raises(FormatError) as caught:
            from_snapshot(dumps({**document, "data": data}), game_record)
        return caught.value

    error = read([*events[:1], [*first, 7], *events[2:]])
    assert any(e.startswith("$.data.events[1]: ") and "value(s)" in e for e in error.errors)
    error = read([first[:1] + ["x"] * (len(first) - 1), *events[1:]])
    assert all(e.startswith("$.data.events[0]") for e in error.errors), error.errors
    error = read([["no_such_event", 1], *events[1:]])
    assert len(error.errors) == 1
    assert error.errors[0].startswith("$.data.events[0]: type 'no_such_event' is not one of: ")
    error = read([[], [3, 4], *events[2:]])
    assert [e.split(": ")[0] for e in error.errors] == ["$.data.events[0]", "$.data.events[1]"]
    if len(first) > 2:  # a field left out
        error = read([first[:-1], *events[1:]])
        assert any(e.startswith("$.data.events[0]") for e in error.errors), error.errors
    error = read("not a list")
    assert error.errors == ("$.data.events: expected a list, got the string 'not a list'",)
    error = read([*events, 5])
    assert error.errors[0].startswith(f"$.data.events[{len(events)}]: ")


def test_aluette_signals_are_compact_too() -> None:
    """Aluette's signals of the deal are events (Signalled) and are written as the log is."""
    state = next(s for s in random_path("aluette", seed=3) if len(s.signals) > 1)
    document = to_snapshot(state)
    signals = document["data"]["signals"]
    assert [signal[0] for signal in signals] == ["signalled"] * len(state.signals)
    game_record = tablegames.record(state)
    assert from_snapshot(dumps(document), game_record) == state
    data = {**document["data"], "signals": [signals[0], [*signals[1][:2], "x", *signals[1][3:]]]}
    with pytest.raises(FormatError) as caught:
        from_snapshot({**document, "data": data}, game_record)
    errors = caught.value.errors
    assert errors[0].startswith("$.data.signals[1].kind: expected one of"), errors
