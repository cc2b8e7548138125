"""core.bases: the generic bases of the state and view classes cost nothing at run time.

They carry the game's types for type checkers (tests/typing checks that); here, that a state
keeps its layout, its speed paths (the evolver's builder), its pickling and copying, that a
class with bases that do store or intercept stores is still built correctly (the slower way),
and that copying a state, a view or a move gives the value itself (issue 24).
"""

from __future__ import annotations

import copy
import inspect
import pickle
import timeit
import typing
from typing import Any

import attrs
import pytest

import tablegames
from tablegames.core.bases import GameMove, GameState, GameView, HasMoves, Immutable
from tablegames.core.states import evolver

#: The games of tablegames (a game of another distribution may not inherit the bases).
GAMES = [
    game
    for _, game in sorted(tablegames.GAMES.items())
    if type(game).__module__.startswith("tablegames.")
]


def test_the_bases_hold_nothing() -> None:
    """No field, no slot but the state's past (core.recall) and the value a game derives and
    keeps with a state or view; the only methods are Immutable's two copies, Jupyter's
    picture of a state or a view (core.svg) and their short repr."""
    slots = {GameState: ("_derived", "_event_log"), GameView: ("_derived",)}
    for base in (Immutable, HasMoves, GameState, GameView, GameMove):
        assert base.__dict__["__slots__"] == slots.get(base, ())
        assert not typing.get_type_hints(base)
        members = set(vars(base)) - {"__slots__", "__doc__", "__module__", "__orig_bases__"}
        allowed = {"__parameters__", "__annotations__", "__firstlineno__"}
        if base is Immutable:
            allowed |= {"__copy__", "__deepcopy__"}
        if base is HasMoves:
            allowed |= {"_repr_svg_"}
        if base in (GameState, GameView):
            allowed |= {"__repr__"}
        allowed |= set(slots.get(base, ()))  # the slots' descriptors
        assert members <= allowed, members


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
    for move_type in game.move_types:
        assert issubclass(move_type, GameMove)
        assert attrs.fields(move_type)[0].name == "player"


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_no_state_or_view_class_reads_its_attributes_through_a_hook(game: Any) -> None:
    """A class with a ``__getattr__`` (which attrs gives a slotted class holding a
    ``functools.cached_property``) reads every attribute through it, several times slower:
    Saboteur's cached network once cost 7% of a random step that way (issue 24). A value
    a game derives and keeps goes in the bases' ``_derived`` slot instead."""
    for cls in (game.state_type, game.view_type):
        hooked = [base.__name__ for base in cls.__mro__ if "__getattr__" in vars(base)]
        assert not hooked, f"{cls.__name__} reads attributes through __getattr__ of {hooked}"


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


def middle(game: Any) -> Any:
    """A state of ``game`` some way into a random game (seeded)."""
    state = tablegames.new_game(game.name, players=game.max_players, seed=5)
    for step in range(80):
        moves = tablegames.legal_moves(state)
        if tablegames.is_over(state) or not moves:
            break
        state = tablegames.apply(state, moves[step * 7919 % len(moves)])
    return state


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_copies_of_states_views_and_moves_are_the_values_themselves(game: Any) -> None:
    """Immutable values: copy.copy and copy.deepcopy give the object, in containers too."""
    state = middle(game)
    values = [
        state,
        *(tablegames.view(state, seat) for seat in (None, *range(state.players))),
        *tablegames.legal_moves(state),
        *state.history[:5],
    ]
    for value in values:
        assert copy.copy(value) is value
        assert copy.deepcopy(value) is value
    copied = copy.deepcopy({"path": values})
    assert all(a is b for a, b in zip(copied["path"], values, strict=True))
    # Nothing else changed: a copy still plays on as the original does.
    move = tablegames.legal_moves(state)[0]
    assert tablegames.apply(copy.deepcopy(state), move) == tablegames.apply(state, move)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_a_deep_copy_of_a_state_costs_under_five_microseconds(game: Any) -> None:
    """Issue 24: deepcopy(state) cost 1,450 us in the middle of a game; OpenSpiel's clone pays
    it. The best of several rounds, so that a loaded machine does not make the test fail."""
    state = middle(game)
    rounds = timeit.repeat(lambda: copy.deepcopy(state), number=2000, repeat=5)
    assert min(rounds) / 2000 < 5e-6


class Storing:
    """A base with a slot of its own: the builder has it too (the same bases), and leaves it
    empty, as a new instance does (GameState's slot of the state's past is such a slot)."""

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
    ("cls", "builder"), [(OnStoring, True), (OnWatching, False), (OnBases, True)]
)
def test_bases_that_store_are_built_the_slower_way(cls: Any, builder: bool) -> None:
    evolve = evolver(cls, "b")
    assert ("_builder" in evolve.__code__.co_names) is builder
    changed = evolve(cls(1), b=2)
    assert type(changed) is cls
    assert changed == cls(1, 2)
    assert pickle.loads(pickle.dumps(changed)) == changed
