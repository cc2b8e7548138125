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

import pytest

import tablegames
from tablegames.core.errors import ConfigError, FormatError, NotAGameObjectError
from tablegames.core.json import converter_for, to_snapshot
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
