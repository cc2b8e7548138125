"""The JSON layer reads the registry: a game's converter is its own, and is forgotten with it.

The registry knows nothing of the JSON layer (tests/test_imports.py checks the imports); the
layer makes each game's converter on first use and drops it when the registry says the game
changed. So a game can really be unregistered, and a game registered again under the same name
with other classes gets a converter of its own.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import tablegames
from tablegames.core.errors import ConfigError, FormatError, NotAGameObjectError
from tablegames.core.json import converter_for, new_converter, to_snapshot
from tablegames.core.registry import GAMES, register, unregister
from tests.core.toy import make_toy

NAME = "toy_forgotten"


@pytest.fixture
def cleanup() -> Iterator[None]:
    yield
    if NAME in GAMES:
        unregister(NAME)


def objects_of(game: Any) -> dict[str, object]:
    """A state, view, move and record of a registered toy game."""
    state = tablegames.new_game(game.name, players=3, seed=4)
    state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    return {
        "state": state,
        "view": tablegames.view(state, 1),
        "move": state.history[0],
        "record": tablegames.record(state),
    }


@pytest.mark.usefixtures("cleanup")
def test_an_unregistered_game_s_objects_are_no_longer_game_objects() -> None:
    game = make_toy(NAME)
    register(game)
    objects = objects_of(game)
    texts = {kind: tablegames.to_json(obj) for kind, obj in objects.items()}
    assert all(tablegames.from_json(text) == objects[kind] for kind, text in texts.items())
    converter = converter_for(game)
    assert converter_for(game) is converter  # made once, kept while the game is registered

    assert unregister(NAME) is game
    for kind in ("state", "view", "move"):
        with pytest.raises(NotAGameObjectError, match="not a tablegames object"):
            tablegames.to_json(objects[kind])
    with pytest.raises(NotAGameObjectError, match="needs a game state"):
        to_snapshot(objects["state"])
    with pytest.raises(NotAGameObjectError, match="moves only"):
        tablegames.to_json([objects["move"]])
    with pytest.raises(ConfigError, match=f"unknown game '{NAME}'"):
        tablegames.to_json(objects["record"])
    for text in texts.values():
        with pytest.raises(FormatError, match=f"unknown game '{NAME}'"):
            tablegames.from_json(text)


@pytest.mark.usefixtures("cleanup")
def test_a_game_registered_again_under_the_same_name_has_a_converter_of_its_own() -> None:
    old = make_toy(NAME)
    register(old)
    old_objects = objects_of(old)
    old_converter = converter_for(old)
    unregister(NAME)

    new = make_toy(NAME)  # the same name, other classes
    register(new)
    new_objects = objects_of(new)
    assert type(new_objects["state"]) is not type(old_objects["state"])
    converter = converter_for(new)
    assert converter is not old_converter
    assert not set(converter.tags) & set(old_converter.tags)  # none of the old classes
    for obj in new_objects.values():
        assert tablegames.from_json(tablegames.to_json(obj)) == obj
    for kind in ("state", "view", "move"):
        with pytest.raises(NotAGameObjectError):
            tablegames.to_json(old_objects[kind])
    # The old game's documents name the game, so they are read as the new game's: same format.
    text = tablegames.to_json(new_objects["state"])
    assert type(tablegames.from_json(text)) is type(new_objects["state"])


@pytest.mark.usefixtures("cleanup")
def test_a_game_replaced_in_place_drops_its_converter() -> None:
    old = make_toy(NAME)
    register(old)
    old_move = objects_of(old)["move"]
    old_converter = converter_for(old)
    new = make_toy(NAME)
    register(new, replace=True)
    assert converter_for(new) is not old_converter
    with pytest.raises(NotAGameObjectError):
        tablegames.to_json(old_move)
    move = objects_of(new)["move"]
    assert json.loads(tablegames.to_json(move))["data"]["type"] == "play_card"


@pytest.mark.usefixtures("cleanup")
def test_a_game_s_codecs_must_be_codecs() -> None:
    game = make_toy(NAME)
    game.codecs = ("not a codec",)
    register(game)
    state = tablegames.new_game(NAME, players=2, seed=1)
    with pytest.raises(ConfigError, match=f"the game '{NAME}' declares codecs"):
        tablegames.to_json(state)


def bid_class(note: Any) -> type:
    """A move class of a toy game whose field ``note`` has the annotation ``note``."""
    return attrs.frozen(
        type(
            "Bid",
            (),
            {
                "__annotations__": {"player": int, "note": note},
                "note": attrs.field(default=frozenset(), eq=False),
            },
        )
    )


@pytest.mark.parametrize(
    ("note", "shown", "held"),
    [
        (object, "object", "it"),
        (tuple[object, ...], "tuple[object, ...]", "object"),
        (dict[str, object], "dict[str, object]", "object"),
    ],
)
@pytest.mark.usefixtures("cleanup")
def test_a_move_field_of_a_type_json_cannot_hold_is_named_with_its_class_and_game(
    note: Any, shown: str, held: str
) -> None:
    game = make_toy(NAME)
    game.move_types = (*game.move_types, bid_class(note))
    register(game)  # the converter is made on first use: registering stays cheap
    state = tablegames.new_game(NAME, players=2, seed=1)
    event = state.events[0]  # an event of the game, innocent: the move class is at fault
    for obj in (event, state, tablegames.legal_moves(state)[0]):
        with pytest.raises(ConfigError) as caught:
            tablegames.to_json(obj)
        message = str(caught.value)
        assert f"the game '{NAME}': the class Bid cannot be read or written as JSON" in message
        assert f"its field 'note' has the type {shown}" in message
        assert f"the JSON layer cannot read or write {held};" in message
        assert "give the field a type JSON can hold" in message
        assert "configure_converter" in message
        assert "Unsupported type" not in message  # cattrs' words, which name no class


@pytest.mark.usefixtures("cleanup")
def test_check_game_blames_the_class_whose_json_cannot_be_made_not_an_event() -> None:
    """check_game said "the event HandDealt(...) cannot be written as JSON" of an event that
    was fine: the class at fault is named, as the game's."""
    from tablegames.testing import ConformanceError, check_game

    game = make_toy(NAME)
    game.move_types = (*game.move_types, bid_class(object))
    register(game)
    with pytest.raises(ConformanceError) as caught:
        check_game(NAME, seeds=[1], players=2)
    message = str(caught.value)
    assert "the game's JSON cannot be made" in message
    assert "the class Bid cannot be read or written as JSON" in message
    assert "the event" not in message.split("JSON cannot be made")[0]


@attrs.frozen
class Tile:
    """An attrs class of a field of a state class, with a field JSON cannot hold."""

    rank: int
    note: object = None


@attrs.frozen
class Board:
    tiles: tuple[Tile, ...]


def test_a_state_class_s_field_is_named_when_read_not_blamed_on_the_document() -> None:
    converter = new_converter()
    assert converter.unstructure(Board((Tile(1),))) == {"tiles": [{"rank": 1, "note": None}]}
    with pytest.raises(ConfigError) as caught:
        converter.read({"tiles": [{"rank": 1}]}, Board, "$.data")
    assert not isinstance(caught.value, FormatError)
    assert str(caught.value).startswith(
        "the class Board cannot be read or written as JSON: its field 'tiles' has the type "
        "tuple[Tile, ...], and the class Tile cannot be read or written as JSON: its field "
        "'note' has the type object, and the JSON layer cannot read or write it; give the field"
    )
