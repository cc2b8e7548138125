"""core.bases: the generic bases of the state and view classes cost nothing at run time.

They carry the game's types for type checkers (tests/typing checks that); here, that a state
keeps its layout, its speed paths (the evolver's builder), its pickling and copying, and that a
class with bases that do store or intercept stores is still built correctly (the slower way).
"""

from __future__ import annotations

import copy
import inspect
import pickle
import typing
from typing import Any

import attrs
import pytest

import tablegames
from tablegames.core.bases import GameState, GameView, HasMoves
from tablegames.core.states import evolver

#: The games of tablegames (a game of another distribution may not inherit the bases).
GAMES = [
    game
    for _, game in sorted(tablegames.GAMES.items())
    if type(game).__module__.startswith("tablegames.")
]


def test_the_bases_hold_nothing() -> None:
    """No field, no slot; one method, Jupyter's picture of a state or a view (core.svg)."""
    for base in (HasMoves, GameState, GameView):
        assert base.__dict__["__slots__"] == ()
        assert not typing.get_type_hints(base)
        members = set(vars(base)) - {"__slots__", "__doc__", "__module__", "__orig_bases__"}
        methods = {"_repr_svg_"} if base is HasMoves else set()
        assert members <= {"__parameters__", "__annotations__", "__firstlineno__"} | methods, (
            members
        )


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_built_in_classes_inherit_the_bases(game: Any) -> None:
    assert issubclass(game.state_type, GameState)
    assert issubclass(game.view_type, GameView)
    assert not issubclass(game.view_type, GameState)
    assert not issubclass(game.state_type, GameView)
    # The bases add no field: attrs and cattrs see the class's own fields only.
    names = [field.name for field in attrs.fields(game.state_type)]
    assert names[:4] == ["players", "seed", "options", "history"]
    for cls in (game.state_type, game.view_type):
        assert set(typing.get_type_hints(cls)) == set(inspect.get_annotations(cls))


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_a_state_keeps_its_layout_and_its_fast_paths(game: Any) -> None:
    state = tablegames.new_game(game.name, players=game.min_players, seed=3)
    after = tablegames.apply(state, tablegames.legal_moves(state)[0])
    for obj in (state, after):
        assert not hasattr(obj, "__dict__")
        assert type(obj) is game.state_type
    # Built through the evolver's builder, a plain class of the same layout (core.states).
    assert "_builder" in evolver(game.state_type).__code__.co_names
    assert evolver(game.state_type)(after) == after
    for twin in (
        pickle.loads(pickle.dumps(after)),
        copy.copy(after),
        copy.deepcopy(after),
        attrs.evolve(after),
    ):
        assert twin == after
        assert type(twin) is game.state_type
    seen = tablegames.view(after, 0)
    assert pickle.loads(pickle.dumps(seen)) == seen
    assert copy.deepcopy(seen) == seen
    assert tablegames.from_json(tablegames.to_json(after)) == after


class Storing:
    """A base with a slot of its own: the builder cannot share the frozen class's layout."""

    __slots__ = ("extra",)


class Watching:
    """A base that intercepts stores: a builder with it would not store plainly."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AssertionError("stores go through the slots' descriptors, never through here")


@attrs.frozen(weakref_slot=False)
class OnStoring(Storing):
    a: int
    b: int = 0


@attrs.frozen(weakref_slot=False)
class OnWatching(Watching):
    a: int
    b: int = 0


@attrs.frozen(weakref_slot=False)
class OnBases(GameState["OnBases", int, None, None]):
    a: int
    b: int = 0


@pytest.mark.parametrize(
    ("cls", "builder"), [(OnStoring, False), (OnWatching, False), (OnBases, True)]
)
def test_bases_that_store_are_built_the_slower_way(cls: Any, builder: bool) -> None:
    evolve = evolver(cls, "b")
    assert ("_builder" in evolve.__code__.co_names) is builder
    changed = evolve(cls(1), b=2)
    assert type(changed) is cls
    assert changed == cls(1, 2)
    assert pickle.loads(pickle.dumps(changed)) == changed
