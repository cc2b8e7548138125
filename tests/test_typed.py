"""Issue 13: tablegames.typed at run time. The generic functions are the kernel's own objects
(the overloads cost nothing), and from_json/from_dict check the ``game=`` and ``kind=`` they
narrow the type with: a document of another game or kind is a FormatError."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
import tablegames.typed
from tablegames import ConfigError, FormatError, Refusal
from tablegames.core import api, events, sample
from tablegames.core import json as json_layer
from tablegames.core.errors import IllegalMoveError
from tablegames.core.record import record as kernel_record
from tablegames.core.record import replay as kernel_replay


def test_the_generic_functions_are_the_kernels_own() -> None:
    """No wrapper on the hot path: ``tablegames.apply is tablegames.core.api.apply``."""
    kernel = {
        "new_game": api.new_game,
        "current_player": api.current_player,
        "legal_moves": api.legal_moves,
        "apply": api.apply,
        "is_legal": api.is_legal,
        "is_over": api.is_over,
        "scores": api.scores,
        "winners": api.winners,
        "view": api.view,
        "render": api.render,
        "record": kernel_record,
        "replay": kernel_replay,
        "sample_state": sample.sample_state,
        "apply_with_events": events.apply_with_events,
        "events_since": events.events_since,
        "view_events": events.view_events,
    }
    for name, function in kernel.items():
        assert getattr(tablegames, name) is function, name
        assert getattr(tablegames.typed, name) is function, name
        assert name in tablegames.__all__
    assert tablegames.from_json is tablegames.typed.from_json
    assert tablegames.from_dict is tablegames.typed.from_dict


def _documents() -> dict[str, Any]:
    state = tablegames.new_game("ten", players=2, seed=1)
    move = tablegames.legal_moves(state)[0]
    try:
        tablegames.apply(state, move, by=1 - (tablegames.current_player(state) or 0))
    except IllegalMoveError as exc:
        refusal = Refusal.from_error(exc)
    return {
        "state": state,
        "view": tablegames.view(state, 0),
        "move": move,
        "record": tablegames.record(tablegames.apply(state, move)),
        "moves": tablegames.legal_moves(state),
        "error": refusal,
    }


@pytest.mark.parametrize("kind", ["state", "view", "move", "record", "moves", "error"])
def test_game_and_kind_that_match_read_the_document(kind: str) -> None:
    obj = _documents()[kind]
    text = tablegames.to_json(obj, game="ten")
    document = tablegames.to_dict(obj, game="ten")
    for read in (
        tablegames.from_json(text, game="ten", kind=kind),
        tablegames.from_json(text, game="ten"),
        tablegames.from_json(text, kind=kind),
        tablegames.from_json(text.encode(), game="ten", kind=kind, max_bytes=None),
        tablegames.from_dict(document, game="ten", kind=kind),
        tablegames.from_dict(document, kind=kind),
    ):
        assert read == obj


@pytest.mark.parametrize("kind", ["state", "view", "move", "record", "moves"])
def test_a_document_of_another_game_or_kind_is_refused(kind: str) -> None:
    obj = _documents()[kind]
    text = tablegames.to_json(obj)
    document = tablegames.to_dict(obj)
    other = "view" if kind == "state" else "state"
    game_message = r"\$\.game: expected a document of the game 'aluette', got 'ten'"
    kind_message = rf"\$\.kind: expected a document of the kind '{other}', got '{kind}'"
    with pytest.raises(FormatError, match=game_message):
        tablegames.from_json(text, game="aluette")
    with pytest.raises(FormatError, match=game_message):
        tablegames.from_dict(document, game="aluette", kind=kind)
    with pytest.raises(FormatError, match=kind_message):
        tablegames.from_json(text, game="ten", kind=other)
    with pytest.raises(FormatError, match=kind_message):
        tablegames.from_dict(document, kind=other)


def test_the_checks_come_before_reading_the_data() -> None:
    """A document of another game is refused for its game even if its data is broken; with
    neither argument the document's own problems are reported as before."""
    document = {"format": "tablegames", "version": 1, "game": "ten", "kind": "state", "data": 3}
    with pytest.raises(FormatError, match=r"^\$\.game: expected a document of the game 'saboteur'"):
        tablegames.from_dict(document, game="saboteur")
    with pytest.raises(FormatError) as plain:
        tablegames.from_dict(document)
    with pytest.raises(FormatError) as same:
        tablegames.from_dict(document, game="ten", kind="state")
    assert str(same.value) == str(plain.value)
    with pytest.raises(FormatError, match="more than the 10 allowed"):
        tablegames.from_json("[" + " " * 100 + "]", game="ten", max_bytes=10)
    with pytest.raises(FormatError):
        tablegames.from_json("{", game="ten", kind="state")
    with pytest.raises(FormatError):
        tablegames.from_dict([1, 2], game="ten", kind="state")


@pytest.mark.parametrize(
    ("arguments", "error", "message"),
    [
        ({"game": "chess"}, ConfigError, "chess"),
        ({"game": 3}, ConfigError, "unknown game 3"),
        ({"kind": "board"}, ConfigError, "kind must be one of state, view, move, record"),
        ({"kind": 1, "game": "ten"}, ConfigError, "kind must be one of"),
    ],
)
def test_bad_game_or_kind_arguments_are_config_errors(
    arguments: dict[str, Any], error: type[Exception], message: str
) -> None:
    text = tablegames.to_json(_documents()["state"])
    with pytest.raises(error, match=message):
        tablegames.from_json(text, **arguments)
    with pytest.raises(error, match=message):
        tablegames.from_dict(json_layer.loads(text, None), **arguments)


def test_verify_history_is_kept() -> None:
    state = tablegames.apply(*(lambda s: (s, tablegames.legal_moves(s)[0]))(_documents()["state"]))
    document = tablegames.to_dict(state)
    document["data"]["tokens"] = [9, 9]
    with pytest.raises(FormatError):
        tablegames.from_dict(document, game="ten", kind="state", verify_history=True)
