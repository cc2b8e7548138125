"""tablegames.typed at run time (issues 13 and 20). The generic functions are the kernel's own
objects (their typing costs nothing), from_json/from_dict read the class asked for and refuse a
document of another class, game or kind with a FormatError, and new_game and simulate take a
game object as well as a name."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

import tablegames
import tablegames.names
import tablegames.typed
from tablegames import ConfigError, FormatError, GameRecord, Refusal
from tablegames.agents import RandomAgent, simulate
from tablegames.core import api, events, sample
from tablegames.core import json as json_layer
from tablegames.core.errors import IllegalMoveError
from tablegames.core.record import record as kernel_record
from tablegames.core.record import replay as kernel_replay
from tablegames.core.registry import GAMES
from tablegames.core.typing_gen import builtin_games
from tablegames.ten import Draw, TenMove, TenState, TenView
from tablegames.ten.game import TenGame

TYPED = Path(tablegames.typed.__file__)


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
        "position_key": api.position_key,
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
    assert tablegames.names.new_game is api.new_game
    assert tablegames.from_json is tablegames.typed.from_json
    assert tablegames.from_dict is tablegames.typed.from_dict


def _overloads(path: Path) -> int:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sum(
        1
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef)
        for decorator in node.decorator_list
        if (isinstance(decorator, ast.Name) and decorator.id == "overload")
        or (isinstance(decorator, ast.Attribute) and decorator.attr == "overload")
    )


def test_typed_has_few_overloads_and_names_no_game() -> None:
    """Issue 20, typed once: adding a game adds no line to typed.py. Its declarations are
    generic in the game's types, so it has no overload per game and names none."""
    assert _overloads(TYPED) <= 15
    text = TYPED.read_text(encoding="utf-8")
    for game in builtin_games():
        for word in (game.name, game.title, game.state_type.__name__):
            assert not re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE), word
    # The agents' play and simulate have no overload per game either: simulate's four are by
    # a game's name or object, with records=True or not.
    agents = Path(tablegames.agents.__file__)
    assert _overloads(agents) <= 4
    for game in builtin_games():
        assert game.state_type.__name__ not in agents.read_text(encoding="utf-8")


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


#: Each kind of TEN document, with the classes that read it.
CLASSES: dict[str, list[Any]] = {
    "state": [TenState],
    "view": [TenView],
    "move": [Draw, TenGame.move_types, TenMove, (Draw,)],
    "record": [GameRecord, GameRecord[TenState], GameRecord[Any], GameRecord[object]],
    "moves": [tuple, tuple[TenMove, ...], tuple[Draw, ...]],
    "error": [Refusal],
}


@pytest.mark.parametrize("kind", list(CLASSES))
def test_a_class_reads_its_documents(kind: str) -> None:
    obj = _documents()[kind]
    text = tablegames.to_json(obj, game="ten")
    document = tablegames.to_dict(obj, game="ten")
    for cls in CLASSES[kind]:
        for read in (
            tablegames.from_json(text, cls),
            tablegames.from_json(text.encode(), cls, max_bytes=None),
            tablegames.from_dict(document, cls),
        ):
            assert read == obj, cls
    assert tablegames.from_json(text, CLASSES[kind][0], game="ten", kind=kind) == obj


@pytest.mark.parametrize("kind", ["state", "view", "move", "record", "moves", "error"])
def test_the_game_and_kind_keywords_still_read_and_check(kind: str) -> None:
    """The earlier form, ``from_json(text, game=..., kind=...)``, works as before (typed
    ``object`` now)."""
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
    aluette = tablegames.GAMES["aluette"]
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
    # The same document asked for as a class of another game, or of another kind.
    classes = {
        "state": aluette.state_type,
        "view": aluette.view_type,
        "move": aluette.move_types[0],
        "record": GameRecord[aluette.state_type],
        "moves": tuple[aluette.move_types[0], ...],
    }
    with pytest.raises(FormatError, match=game_message):
        tablegames.from_json(text, classes[kind])
    with pytest.raises(FormatError, match=game_message):
        tablegames.from_dict(document, classes[kind])
    with pytest.raises(FormatError, match=r"\$\.kind: expected a document of the kind"):
        tablegames.from_json(text, TenView if kind == "state" else TenState)


def test_a_move_of_another_class_is_refused() -> None:
    """A move document holds a move of the game: the class asked for is checked after reading,
    for the move and for every move of a list."""
    state = tablegames.new_game("ten", players=2, seed=1)
    move = tablegames.legal_moves(state)[0]
    assert isinstance(move, Draw)
    other, third = [cls for cls in TenGame.move_types if cls is not Draw][:2]
    with pytest.raises(FormatError, match=rf"^\$\.data: expected a {other.__name__}, got a Draw"):
        tablegames.from_json(tablegames.to_json(move), other)
    with pytest.raises(FormatError, match=r"^\$\.data: expected a \w+ or \w+, got a Draw"):
        tablegames.from_json(tablegames.to_json(move), (other, third))
    moves = tablegames.to_dict((move,), game="ten")
    with pytest.raises(FormatError, match=r"^\$\.data\[0\]: expected a \w+ or \w+, got a Draw"):
        tablegames.from_dict(moves, tuple[other | third, ...])
    with pytest.raises(FormatError, match=r"^\$\.data\[0\]: expected a"):
        tablegames.from_dict(tablegames.to_dict((move,), game="ten"), tuple[other, ...])


@pytest.mark.parametrize(
    "cls",
    [
        int,
        str,
        object,
        tablegames.Move,
        tablegames.GAMES["ten"].options_type,
        TenGame,
        (),
        (Draw, tablegames.GAMES["aluette"].move_types[0]),
        tuple[int, ...],
        tuple[Draw],
        tuple[Draw, Draw],
        GameRecord[int],
        GameRecord[TenView],
        Draw | int,
        "TenState",
        3,
    ],
)
def test_a_class_no_document_holds_is_a_config_error(cls: Any) -> None:
    text = tablegames.to_json(_documents()["state"])
    with pytest.raises(ConfigError, match="from_json reads no document as"):
        tablegames.from_json(text, cls)
    with pytest.raises(ConfigError, match="from_json reads no document as"):
        tablegames.from_dict(json_layer.loads(text, None), cls)


def test_a_class_and_keywords_that_disagree_are_a_config_error() -> None:
    text = tablegames.to_json(_documents()["state"])
    with pytest.raises(ConfigError, match=r"TenState is read from a 'ten' document, not game="):
        tablegames.from_json(text, TenState, game="aluette")
    with pytest.raises(ConfigError, match=r"is read from a 'state' document, not kind='view'"):
        tablegames.from_json(text, TenState, kind="view")
    assert tablegames.from_json(text, TenState, game="ten", kind="state") == _documents()["state"]
    # A class of any game takes the game from the keyword.
    record = tablegames.to_json(_documents()["record"])
    assert tablegames.from_json(record, GameRecord, game="ten") == _documents()["record"]
    with pytest.raises(FormatError, match=r"\$\.game: expected a document of the game 'aluette'"):
        tablegames.from_json(record, GameRecord, game="aluette")


def test_the_checks_come_before_reading_the_data() -> None:
    """A document of another game is refused for its game even if its data is broken; with
    neither argument the document's own problems are reported as before."""
    document = {"format": "tablegames", "version": 1, "game": "ten", "kind": "state", "data": 3}
    saboteur = tablegames.GAMES["saboteur"]
    for read in (
        lambda: tablegames.from_dict(document, game="saboteur"),
        lambda: tablegames.from_dict(document, saboteur.state_type),
    ):
        with pytest.raises(FormatError, match=r"^\$\.game: expected a document of the game"):
            read()
    with pytest.raises(FormatError) as plain:
        tablegames.from_dict(document)
    with pytest.raises(FormatError) as same:
        tablegames.from_dict(document, TenState)
    assert str(same.value) == str(plain.value)
    with pytest.raises(FormatError, match="more than the 10 allowed"):
        tablegames.from_json("[" + " " * 100 + "]", TenState, max_bytes=10)
    with pytest.raises(FormatError):
        tablegames.from_json("{", TenState)
    with pytest.raises(FormatError):
        tablegames.from_dict([1, 2], TenState)


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
        tablegames.from_dict(document, TenState, verify_history=True)
    with pytest.raises(FormatError):
        tablegames.from_dict(document, game="ten", kind="state", verify_history=True)


@pytest.mark.parametrize("game", builtin_games(), ids=lambda game: game.name)
def test_new_game_takes_the_game_object_or_its_name(game: Any) -> None:
    players = game.min_players
    by_object = tablegames.new_game(game, players=players, seed=5)
    assert by_object == tablegames.new_game(game.name, players=players, seed=5)
    assert type(by_object) is game.state_type
    options = game.options_type()
    assert tablegames.new_game(game, players=players, seed=5, options=options) == by_object


def test_a_game_object_must_be_the_registered_one() -> None:
    ten = GAMES["ten"]
    with pytest.raises(ConfigError, match="this TenGame object is not the registered game 'ten'"):
        tablegames.new_game(TenGame(), players=2)
    with pytest.raises(ConfigError, match="unknown game"):
        tablegames.new_game(object(), players=2)  # type: ignore[call-overload]
    assert tablegames.new_game(ten, players=2, seed=1) == tablegames.new_game(
        "ten", players=2, seed=1
    )


def test_simulate_takes_the_game_object_or_its_name() -> None:
    ten = GAMES["ten"]
    by_object = simulate(ten, 2, 2, RandomAgent, seed=4)
    by_name = simulate("ten", 2, 2, RandomAgent, seed=4)
    assert by_object == by_name
    assert by_object.game == "ten"
    with pytest.raises(ConfigError, match="is not the registered game"):
        simulate(TenGame(), 1, 2, RandomAgent, seed=4)
