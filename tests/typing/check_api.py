"""The typed generic API, checked by mypy --strict and pyright strict: never run, only
type-checked.

``tests/typing/test_typing.py`` runs mypy on this file, and ``tests/typing/test_pyright.py``
pyright. Every ``assert_type`` states the exact type both must infer (not ``Any``, not
``object``): one call of every generic function per built-in game, inferred from the game's
state, view or game object alone (``tablegames.typed`` has no overload per game). A game defined
here, as a game from another distribution would be, is typed the same way. The lines at the end
must be type errors: each carries a ``# type: ignore[<code>]``, and mypy's
``warn_unused_ignores`` (part of ``--strict``) and pyright's
``reportUnnecessaryTypeIgnoreComment`` make an error that went missing fail the check.

The functions here are never called (importing this module runs nothing but definitions).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, TypeVar, Union

import attrs
from typing_extensions import assert_type

import tablegames
from tablegames import Game, GameRecord, Refusal, aluette, saboteur, ten
from tablegames.agents import (
    Agent,
    RandomAgent,
    SimulationSummary,
    play,
    simulate,
)
from tablegames.aluette import (
    AluetteAgent,
    AluetteEvent,
    AluetteMove,
    AluetteOptions,
    AluetteState,
    AluetteView,
    PlayCard,
)
from tablegames.core.bases import GameState, GameView
from tablegames.core.game import Event
from tablegames.core.messages import read_move_document
from tablegames.core.protocol import VersionedMove
from tablegames.core.rng import Rng
from tablegames.saboteur import (
    PlacePath,
    SaboteurAgent,
    SaboteurEvent,
    SaboteurMove,
    SaboteurOptions,
    SaboteurState,
    SaboteurView,
)
from tablegames.ten import Draw, TenAgent, TenEvent, TenMove, TenOptions, TenState, TenView
from tablegames.typed import AnyState, AnyView, GameName

#: What simulate() of a game's name gives: its options an object, its records of some game.
ByName = SimulationSummary[object, GameRecord[AnyState] | None]
#: What sample_state() of an AnyView gives: a state of some game, whose apply is Any (an AnyView
#: naming AnyState cost pyright about 2 s at each use of either alias).
Sampled = GameState[Any, Any, Any, Event]


class AluetteBot:
    """A bot typed with Aluette's own types (issue 13: play/simulate rejected it)."""

    def choose(self, view: AluetteView, moves: tuple[AluetteMove, ...]) -> AluetteMove:
        return moves[0]


class SaboteurBot:
    """A bot typed with Saboteur's own types."""

    def choose(self, view: SaboteurView, moves: tuple[SaboteurMove, ...]) -> SaboteurMove:
        return moves[0]


class TenBot:
    """A bot typed with TEN's own types."""

    def choose(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        return moves[-1]


def aluette_functions(text: str, document: dict[str, object], one: PlayCard) -> None:
    """Every generic function on an Aluette state, view, move, game object and document."""
    state = tablegames.new_game("aluette", players=4, seed=1)
    assert_type(state, AluetteState)
    assert_type(tablegames.new_game("aluette", players=4, options={}), AluetteState)
    assert_type(tablegames.new_game("aluette", players=4, options=AluetteOptions()), AluetteState)
    assert_type(tablegames.new_game(aluette.GAME, players=4), AluetteState)
    assert_type(
        tablegames.new_game(aluette.GAME, players=4, options=AluetteOptions()), AluetteState
    )
    moves = tablegames.legal_moves(state)
    assert_type(moves, tuple[AluetteMove, ...])
    assert_type(tablegames.legal_moves(state, 0), tuple[AluetteMove, ...])
    seen = tablegames.view(state, 0)
    assert_type(seen, AluetteView)
    assert_type(tablegames.view(state, None), AluetteView)
    assert_type(tablegames.legal_moves(seen), tuple[AluetteMove, ...])
    assert_type(tablegames.parse_move(state, "x"), AluetteMove)
    assert_type(tablegames.parse_move(seen, "x"), AluetteMove)
    after = tablegames.apply(state, moves[0])
    assert_type(after, AluetteState)
    assert_type(tablegames.apply(state, moves[0], by=0), AluetteState)
    assert_type(tablegames.apply(state, moves[0], by=0, version=0), AluetteState)
    assert_type(tablegames.apply(state, one), AluetteState)
    assert_type(tablegames.apply(tablegames.apply(after, moves[0]), moves[0]), AluetteState)
    assert_type(tablegames.is_legal(state, moves[0]), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=0), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.current_player(state), int | None)
    assert_type(tablegames.position_key(state), Hashable)
    assert_type(tablegames.is_over(state), bool)
    assert_type(tablegames.scores(state), tuple[int, ...])
    assert_type(tablegames.view_scores(seen), tuple[int | None, ...] | None)
    assert_type(tablegames.winners(state), tuple[int, ...])
    assert_type(tablegames.render(state), str)
    assert_type(tablegames.render(seen), str)
    game_record = tablegames.record(after)
    assert_type(game_record, GameRecord[AluetteState])
    assert_type(tablegames.replay(game_record), AluetteState)
    assert_type(tablegames.sample_state(seen, 1), AluetteState)
    assert_type(tablegames.sample_state(seen, Rng(1)), AluetteState)
    assert_type(tablegames.view(tablegames.sample_state(seen, 1), 0), AluetteView)
    assert_type(
        tablegames.apply_with_events(state, moves[0]),
        tuple[AluetteState, tuple[AluetteEvent, ...]],
    )
    assert_type(
        tablegames.apply_with_events(state, moves[0], by=0),
        tuple[AluetteState, tuple[AluetteEvent, ...]],
    )
    assert_type(tablegames.view_events(state, after, 0), tuple[AluetteEvent, ...])
    assert_type(tablegames.events_since(state, after), tuple[AluetteEvent, ...])
    assert_type(tablegames.recall(after, 0), tuple[AluetteEvent, ...])
    assert_type(tablegames.events_since(seen, tablegames.view(after, 0)), tuple[AluetteEvent, ...])
    assert_type(tablegames.to_json(state), str)
    assert_type(tablegames.to_dict(moves, game="aluette"), dict[str, Any])

    # Reading a document as a class.
    assert_type(tablegames.from_json(text, AluetteState), AluetteState)
    assert_type(tablegames.from_json(text, AluetteView), AluetteView)
    assert_type(tablegames.from_json(text, PlayCard), PlayCard)
    assert_type(tablegames.from_json(text, aluette.GAME.move_types), AluetteMove)
    assert_type(tablegames.from_json(text, GameRecord[AluetteState]), GameRecord[AluetteState])
    assert_type(tablegames.from_json(text, tuple[AluetteMove, ...]), tuple[AluetteMove, ...])
    assert_type(tablegames.from_json(text, Refusal), Refusal)
    assert_type(tablegames.from_json(text.encode(), AluetteState, max_bytes=None), AluetteState)
    assert_type(tablegames.from_json(text, AluetteState, verify_history=True), AluetteState)
    assert_type(
        tablegames.from_json(text, AluetteState, game="aluette", kind="state"), AluetteState
    )
    assert_type(tablegames.from_dict(document, AluetteState), AluetteState)
    assert_type(tablegames.from_dict(document, AluetteView), AluetteView)
    assert_type(tablegames.from_dict(document, PlayCard), PlayCard)
    assert_type(tablegames.from_dict(document, aluette.GAME.move_types), AluetteMove)
    assert_type(tablegames.from_dict(document, GameRecord[AluetteState]), GameRecord[AluetteState])
    assert_type(tablegames.from_dict(document, tuple[AluetteMove, ...]), tuple[AluetteMove, ...])
    assert_type(tablegames.from_dict(document, Refusal), Refusal)
    assert_type(tablegames.from_dict(document, AluetteState, verify_history=True), AluetteState)

    # The game's own agents, a typed bot of the game's and RandomAgent are all accepted.
    assert_type(play(state, [AluetteAgent(seat) for seat in range(4)]), AluetteState)
    assert_type(play(state, {seat: AluetteBot() for seat in range(4)}), AluetteState)
    assert_type(play(state, [RandomAgent(1)] * 4), AluetteState)
    assert_type(
        play(state, [AluetteAgent(1), RandomAgent(2), AluetteBot(), RandomAgent(3)]),
        AluetteState,
    )
    assert_type(
        simulate(aluette.GAME, 2, 4, AluetteAgent),
        SimulationSummary[AluetteOptions, GameRecord[AluetteState] | None],
    )
    assert_type(
        simulate(aluette.GAME, 2, 4, lambda seed: AluetteBot()),
        SimulationSummary[AluetteOptions, GameRecord[AluetteState] | None],
    )
    assert_type(
        simulate(aluette.GAME, 2, 4, [AluetteAgent, RandomAgent] * 2),
        SimulationSummary[AluetteOptions, GameRecord[AluetteState] | None],
    )
    assert_type(
        simulate(aluette.GAME, 2, 4, RandomAgent, seed=1, workers=2, options=AluetteOptions()),
        SimulationSummary[AluetteOptions, GameRecord[AluetteState] | None],
    )
    assert_type(
        simulate("aluette", 2, 4, AluetteAgent),
        ByName,
    )
    agent: Agent[AluetteView, AluetteMove] = AluetteBot()
    assert_type(agent.choose(seen, moves), AluetteMove)


def saboteur_functions(text: str, document: dict[str, object], one: PlacePath) -> None:
    """Every generic function on a Saboteur state, view, move, game object and document."""
    state = tablegames.new_game("saboteur", players=3, seed=1)
    assert_type(state, SaboteurState)
    assert_type(tablegames.new_game("saboteur", players=3, options={}), SaboteurState)
    assert_type(
        tablegames.new_game("saboteur", players=3, options=SaboteurOptions()), SaboteurState
    )
    assert_type(tablegames.new_game(saboteur.GAME, players=3), SaboteurState)
    assert_type(
        tablegames.new_game(saboteur.GAME, players=3, options=SaboteurOptions()), SaboteurState
    )
    moves = tablegames.legal_moves(state)
    assert_type(moves, tuple[SaboteurMove, ...])
    assert_type(tablegames.legal_moves(state, 0), tuple[SaboteurMove, ...])
    seen = tablegames.view(state, 0)
    assert_type(seen, SaboteurView)
    assert_type(tablegames.view(state, None), SaboteurView)
    assert_type(tablegames.legal_moves(seen), tuple[SaboteurMove, ...])
    assert_type(tablegames.parse_move(state, "x"), SaboteurMove)
    assert_type(tablegames.parse_move(seen, "x"), SaboteurMove)
    after = tablegames.apply(state, moves[0])
    assert_type(after, SaboteurState)
    assert_type(tablegames.apply(state, moves[0], by=0), SaboteurState)
    assert_type(tablegames.apply(state, moves[0], by=0, version=0), SaboteurState)
    assert_type(tablegames.apply(state, one), SaboteurState)
    assert_type(tablegames.apply(tablegames.apply(after, moves[0]), moves[0]), SaboteurState)
    assert_type(tablegames.is_legal(state, moves[0]), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=0), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.current_player(state), int | None)
    assert_type(tablegames.is_over(state), bool)
    assert_type(tablegames.scores(state), tuple[int, ...])
    assert_type(tablegames.view_scores(seen), tuple[int | None, ...] | None)
    assert_type(tablegames.winners(state), tuple[int, ...])
    assert_type(tablegames.render(state), str)
    assert_type(tablegames.render(seen), str)
    game_record = tablegames.record(after)
    assert_type(game_record, GameRecord[SaboteurState])
    assert_type(tablegames.replay(game_record), SaboteurState)
    assert_type(tablegames.sample_state(seen, 1), SaboteurState)
    assert_type(tablegames.sample_state(seen, Rng(1)), SaboteurState)
    assert_type(tablegames.view(tablegames.sample_state(seen, 1), 0), SaboteurView)
    assert_type(
        tablegames.apply_with_events(state, moves[0]),
        tuple[SaboteurState, tuple[SaboteurEvent, ...]],
    )
    assert_type(
        tablegames.apply_with_events(state, moves[0], by=0),
        tuple[SaboteurState, tuple[SaboteurEvent, ...]],
    )
    assert_type(tablegames.view_events(state, after, 0), tuple[SaboteurEvent, ...])
    assert_type(tablegames.events_since(state, after), tuple[SaboteurEvent, ...])
    assert_type(tablegames.recall(after, 0), tuple[SaboteurEvent, ...])
    assert_type(tablegames.events_since(seen, tablegames.view(after, 0)), tuple[SaboteurEvent, ...])
    assert_type(tablegames.to_json(state), str)
    assert_type(tablegames.to_dict(moves, game="saboteur"), dict[str, Any])

    # Reading a document as a class.
    assert_type(tablegames.from_json(text, SaboteurState), SaboteurState)
    assert_type(tablegames.from_json(text, SaboteurView), SaboteurView)
    assert_type(tablegames.from_json(text, PlacePath), PlacePath)
    assert_type(tablegames.from_json(text, saboteur.GAME.move_types), SaboteurMove)
    assert_type(tablegames.from_json(text, GameRecord[SaboteurState]), GameRecord[SaboteurState])
    assert_type(tablegames.from_json(text, tuple[SaboteurMove, ...]), tuple[SaboteurMove, ...])
    assert_type(tablegames.from_json(text, Refusal), Refusal)
    assert_type(tablegames.from_json(text.encode(), SaboteurState, max_bytes=None), SaboteurState)
    assert_type(tablegames.from_json(text, SaboteurState, verify_history=True), SaboteurState)
    assert_type(
        tablegames.from_json(text, SaboteurState, game="saboteur", kind="state"), SaboteurState
    )
    assert_type(tablegames.from_dict(document, SaboteurState), SaboteurState)
    assert_type(tablegames.from_dict(document, SaboteurView), SaboteurView)
    assert_type(tablegames.from_dict(document, PlacePath), PlacePath)
    assert_type(tablegames.from_dict(document, saboteur.GAME.move_types), SaboteurMove)
    assert_type(
        tablegames.from_dict(document, GameRecord[SaboteurState]), GameRecord[SaboteurState]
    )
    assert_type(tablegames.from_dict(document, tuple[SaboteurMove, ...]), tuple[SaboteurMove, ...])
    assert_type(tablegames.from_dict(document, Refusal), Refusal)
    assert_type(tablegames.from_dict(document, SaboteurState, verify_history=True), SaboteurState)

    # The game's own agents, a typed bot of the game's and RandomAgent are all accepted.
    assert_type(play(state, [SaboteurAgent(seat) for seat in range(3)]), SaboteurState)
    assert_type(play(state, {seat: SaboteurBot() for seat in range(3)}), SaboteurState)
    assert_type(play(state, [RandomAgent(1)] * 3), SaboteurState)
    assert_type(
        play(state, [SaboteurAgent(1), RandomAgent(2), SaboteurBot(), RandomAgent(3)]),
        SaboteurState,
    )
    assert_type(
        simulate(saboteur.GAME, 2, 3, SaboteurAgent),
        SimulationSummary[SaboteurOptions, GameRecord[SaboteurState] | None],
    )
    assert_type(
        simulate(saboteur.GAME, 2, 3, lambda seed: SaboteurBot()),
        SimulationSummary[SaboteurOptions, GameRecord[SaboteurState] | None],
    )
    assert_type(
        simulate(saboteur.GAME, 2, 3, [SaboteurAgent, RandomAgent] * 2),
        SimulationSummary[SaboteurOptions, GameRecord[SaboteurState] | None],
    )
    assert_type(
        simulate(saboteur.GAME, 2, 3, RandomAgent, seed=1, workers=2, options=SaboteurOptions()),
        SimulationSummary[SaboteurOptions, GameRecord[SaboteurState] | None],
    )
    assert_type(
        simulate("saboteur", 2, 3, SaboteurAgent),
        ByName,
    )
    agent: Agent[SaboteurView, SaboteurMove] = SaboteurBot()
    assert_type(agent.choose(seen, moves), SaboteurMove)


def ten_functions(text: str, document: dict[str, object], one: Draw) -> None:
    """Every generic function on a TEN state, view, move, game object and document."""
    state = tablegames.new_game("ten", players=2, seed=1)
    assert_type(state, TenState)
    assert_type(tablegames.new_game("ten", players=2, options={}), TenState)
    assert_type(tablegames.new_game("ten", players=2, options=TenOptions()), TenState)
    assert_type(tablegames.new_game(ten.GAME, players=2), TenState)
    assert_type(tablegames.new_game(ten.GAME, players=2, options=TenOptions()), TenState)
    moves = tablegames.legal_moves(state)
    assert_type(moves, tuple[TenMove, ...])
    assert_type(tablegames.legal_moves(state, 0), tuple[TenMove, ...])
    seen = tablegames.view(state, 0)
    assert_type(seen, TenView)
    assert_type(tablegames.view(state, None), TenView)
    assert_type(tablegames.legal_moves(seen), tuple[TenMove, ...])
    assert_type(tablegames.parse_move(state, "x"), TenMove)
    assert_type(tablegames.parse_move(seen, "x"), TenMove)
    after = tablegames.apply(state, moves[0])
    assert_type(after, TenState)
    assert_type(tablegames.apply(state, moves[0], by=0), TenState)
    assert_type(tablegames.apply(state, moves[0], by=0, version=0), TenState)
    assert_type(tablegames.apply(state, one), TenState)
    assert_type(tablegames.apply(tablegames.apply(after, moves[0]), moves[0]), TenState)
    assert_type(tablegames.is_legal(state, moves[0]), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=0), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=1, version=2), bool)
    assert_type(tablegames.current_player(state), int | None)
    assert_type(tablegames.is_over(state), bool)
    assert_type(tablegames.scores(state), tuple[int, ...])
    assert_type(tablegames.view_scores(seen), tuple[int | None, ...] | None)
    assert_type(tablegames.winners(state), tuple[int, ...])
    assert_type(tablegames.render(state), str)
    assert_type(tablegames.render(seen), str)
    game_record = tablegames.record(after)
    assert_type(game_record, GameRecord[TenState])
    assert_type(tablegames.replay(game_record), TenState)
    assert_type(tablegames.sample_state(seen, 1), TenState)
    assert_type(tablegames.sample_state(seen, Rng(1)), TenState)
    assert_type(tablegames.view(tablegames.sample_state(seen, 1), 0), TenView)
    assert_type(
        tablegames.apply_with_events(state, moves[0]),
        tuple[TenState, tuple[TenEvent, ...]],
    )
    assert_type(
        tablegames.apply_with_events(state, moves[0], by=0),
        tuple[TenState, tuple[TenEvent, ...]],
    )
    assert_type(tablegames.view_events(state, after, 0), tuple[TenEvent, ...])
    assert_type(tablegames.events_since(state, after), tuple[TenEvent, ...])
    assert_type(tablegames.recall(after, 0), tuple[TenEvent, ...])
    assert_type(tablegames.events_since(seen, tablegames.view(after, 0)), tuple[TenEvent, ...])
    assert_type(tablegames.to_json(state), str)
    assert_type(tablegames.to_dict(moves, game="ten"), dict[str, Any])

    # Reading a document as a class.
    assert_type(tablegames.from_json(text, TenState), TenState)
    assert_type(tablegames.from_json(text, TenView), TenView)
    assert_type(tablegames.from_json(text, Draw), Draw)
    assert_type(tablegames.from_json(text, ten.GAME.move_types), TenMove)
    assert_type(tablegames.from_json(text, GameRecord[TenState]), GameRecord[TenState])
    assert_type(tablegames.from_json(text, tuple[TenMove, ...]), tuple[TenMove, ...])
    assert_type(tablegames.from_json(text, Refusal), Refusal)
    assert_type(tablegames.from_json(text.encode(), TenState, max_bytes=None), TenState)
    assert_type(tablegames.from_json(text, TenState, verify_history=True), TenState)
    assert_type(tablegames.from_json(text, TenState, game="ten", kind="state"), TenState)
    assert_type(tablegames.from_dict(document, TenState), TenState)
    assert_type(tablegames.from_dict(document, TenView), TenView)
    assert_type(tablegames.from_dict(document, Draw), Draw)
    assert_type(tablegames.from_dict(document, ten.GAME.move_types), TenMove)
    assert_type(tablegames.from_dict(document, GameRecord[TenState]), GameRecord[TenState])
    assert_type(tablegames.from_dict(document, tuple[TenMove, ...]), tuple[TenMove, ...])
    assert_type(tablegames.from_dict(document, Refusal), Refusal)
    assert_type(tablegames.from_dict(document, TenState, verify_history=True), TenState)

    # The game's own agents, a typed bot of the game's and RandomAgent are all accepted.
    assert_type(play(state, [TenAgent(seat) for seat in range(2)]), TenState)
    assert_type(play(state, {seat: TenBot() for seat in range(2)}), TenState)
    assert_type(play(state, [RandomAgent(1)] * 2), TenState)
    assert_type(
        play(state, [TenAgent(1), RandomAgent(2), TenBot(), RandomAgent(3)]),
        TenState,
    )
    assert_type(
        simulate(ten.GAME, 2, 2, TenAgent),
        SimulationSummary[TenOptions, GameRecord[TenState] | None],
    )
    assert_type(
        simulate(ten.GAME, 2, 2, lambda seed: TenBot()),
        SimulationSummary[TenOptions, GameRecord[TenState] | None],
    )
    assert_type(
        simulate(ten.GAME, 2, 2, [TenAgent, RandomAgent] * 2),
        SimulationSummary[TenOptions, GameRecord[TenState] | None],
    )
    assert_type(
        simulate(ten.GAME, 2, 2, RandomAgent, seed=1, workers=2, options=TenOptions()),
        SimulationSummary[TenOptions, GameRecord[TenState] | None],
    )
    assert_type(simulate("ten", 2, 2, TenAgent), ByName)
    agent: Agent[TenView, TenMove] = TenBot()
    assert_type(agent.choose(seen, moves), TenMove)


# A game of its own, as another distribution would write it: its classes inherit the bases, and
# every generic function is typed for it with no line of tablegames naming it.


@attrs.frozen
class Flip:
    player: int


@attrs.frozen
class Call:
    player: int
    heads: bool


CoinMove = Union[Flip, Call]  # noqa: UP007 - a run-time union, as the built-in games' are


@attrs.frozen
class Flipped:
    heads: bool


@attrs.frozen
class CoinOptions:
    rounds: int = 3


# The fields the bases declare as read-only properties carry pyright's ignore, as the
# writing-a-game guide says: mypy takes a field for a property, pyright refuses it.
@attrs.frozen
class CoinState(GameState["CoinState", CoinMove, "CoinView", Flipped]):
    players: int  # pyright: ignore[reportIncompatibleMethodOverride]
    seed: int  # pyright: ignore[reportIncompatibleMethodOverride]
    options: CoinOptions  # pyright: ignore[reportIncompatibleMethodOverride]
    history: tuple[CoinMove, ...]  # pyright: ignore[reportIncompatibleMethodOverride]
    events: tuple[Flipped, ...]  # pyright: ignore[reportIncompatibleMethodOverride]


@attrs.frozen
class CoinView(GameView[CoinState, CoinMove, Flipped]):
    player: int | None  # pyright: ignore[reportIncompatibleMethodOverride]
    events: tuple[Flipped, ...]  # pyright: ignore[reportIncompatibleMethodOverride]


def another_game(
    game: Game[CoinState, CoinView, CoinMove, CoinOptions], text: str, bot: Agent[CoinView, Flip]
) -> None:
    """A game that tablegames does not know statically: typed from its game object and classes."""
    state = tablegames.new_game(game, players=2, options=CoinOptions(rounds=5))
    assert_type(state, CoinState)
    moves = tablegames.legal_moves(state)
    assert_type(moves, tuple[Flip | Call, ...])
    assert_type(tablegames.apply(state, Flip(0)), CoinState)
    assert_type(tablegames.view(state, 0), CoinView)
    assert_type(tablegames.legal_moves(tablegames.view(state, 0)), tuple[Flip | Call, ...])
    assert_type(tablegames.parse_move(state, text), Flip | Call)
    assert_type(tablegames.sample_state(tablegames.view(state, 0), 1), CoinState)
    assert_type(
        tablegames.apply_with_events(state, Call(1, heads=True)),
        tuple[CoinState, tuple[Flipped, ...]],
    )
    assert_type(tablegames.view_events(state, state, None), tuple[Flipped, ...])
    assert_type(tablegames.events_since(state, state), tuple[Flipped, ...])
    assert_type(tablegames.recall(state, None), tuple[Flipped, ...])
    assert_type(tablegames.is_legal(state, Flip(0), by=0), bool)
    assert_type(tablegames.current_player(state), int | None)
    assert_type(tablegames.is_over(state), bool)
    assert_type(tablegames.scores(state), tuple[int, ...])
    assert_type(tablegames.view_scores(tablegames.view(state, None)), tuple[int | None, ...] | None)
    assert_type(tablegames.winners(state), tuple[int, ...])
    assert_type(tablegames.render(tablegames.view(state, None)), str)
    assert_type(tablegames.from_dict({}, CoinView), CoinView)
    assert_type(tablegames.replay(tablegames.record(state)), CoinState)
    assert_type(tablegames.from_json(text, CoinState), CoinState)
    assert_type(tablegames.from_json(text, game.move_types), Flip | Call)
    assert_type(play(state, [RandomAgent(1), RandomAgent(2)]), CoinState)
    assert_type(
        simulate(game, 2, 2, RandomAgent, options=CoinOptions()),
        SimulationSummary[CoinOptions, GameRecord[CoinState] | None],
    )
    # An agent that only ever flips is not an agent of the game (it must choose among calls).
    play(state, [bot, bot])  # type: ignore[misc]


def games_not_known_statically(name: str, text: str, document: dict[str, object]) -> None:
    """Where the types do not say the game, results are states and views of some game."""
    state = tablegames.new_game(name, players=4)
    assert_type(state, AnyState)
    # The name of a game from another distribution is not known statically either.
    assert_type(tablegames.new_game("coin", players=2), AnyState)
    # Nor is the game of the registry's entry for a name: a state of some game, not Any.
    assert_type(tablegames.new_game(tablegames.GAMES[name], players=4), AnyState)
    assert_type(tablegames.new_game(tablegames.GAMES["ten"], players=2), AnyState)
    assert_type(tablegames.view(state, 0), AnyView)
    assert_type(tablegames.legal_moves(state), tuple[Any, ...])
    assert_type(tablegames.replay(tablegames.record(state)), AnyState)
    move = tablegames.legal_moves(state)[0]
    assert_type(tablegames.apply(state, move), AnyState)
    assert_type(tablegames.apply(state, move, by=0), AnyState)
    assert_type(tablegames.apply(tablegames.apply(state, move), move), AnyState)
    assert_type(tablegames.sample_state(tablegames.view(state, 0), 1), Sampled)
    assert_type(tablegames.apply_with_events(state, move)[0], AnyState)
    # What every state and view has, whatever the game.
    assert_type(state.players, int)
    assert_type(state.seed, int)
    assert_type(tablegames.view(state, 0).player, int | None)
    assert_type(len(state.history), int)
    # Any state or view of a built-in game is one of some game.
    of_some_game(
        tablegames.new_game("ten", players=2),
        tablegames.view(tablegames.new_game("aluette", players=4), 0),
    )
    sab = tablegames.new_game("saboteur", players=3)
    of_some_game(sab, tablegames.view(sab, 0))
    # Without a class, a document is some object (game= and kind= are checked at run time).
    assert_type(tablegames.from_json(text), object)
    assert_type(tablegames.from_json(text, game=name), object)
    assert_type(tablegames.from_json(text, game="ten", kind="state"), object)
    # A bare GameRecord is a record of some game: GameRecord[object] (its type parameter's
    # default) to pyright, GameRecord[Any] to mypy, which reads a bare generic class as Any.
    bare: GameRecord[object] = tablegames.from_json(text, GameRecord)
    del bare
    assert_type(tablegames.from_dict(document), object)
    assert_type(tablegames.from_dict(document, kind="state"), object)
    assert_type(simulate(name, 2, 4, RandomAgent), ByName)


def of_some_game(some: AnyState, seen: AnyView) -> None:
    """The functions on a state and a view of some game (parameters: pyright narrows a variable
    declared ``AnyState`` to the game's state it is given)."""
    assert_type(tablegames.view(some, 0), AnyView)
    sampled = tablegames.sample_state(seen, 1)
    assert_type(sampled, Sampled)
    # It is still a state: what every state has, and the generic functions, on some game.
    assert_type(sampled.players, int)
    assert_type(tablegames.is_over(sampled), bool)
    of_some_game(sampled, tablegames.view(sampled, 0))


def a_server_applies_a_move_document(text: str) -> None:
    """protocol.rst's and frontend.rst's pattern: a move read from a client, with its version."""
    state = tablegames.new_game("ten", players=2, seed=1)
    sent = read_move_document(text, game="ten")
    assert_type(sent.state_version, int | None)
    state = tablegames.apply(state, sent.move, by=1, version=sent.state_version)
    assert_type(state, TenState)
    assert_type(tablegames.is_legal(state, sent.move, by=1, version=sent.state_version), bool)
    some = tablegames.new_game(tablegames.GAMES["ten"], players=2)
    assert_type(tablegames.apply(some, sent.move, version=sent.state_version), AnyState)
    known: VersionedMove[TenMove] = sent
    assert_type(known.move, TenMove)


def simulations_say_the_game(flag: bool) -> None:
    """A simulation of a game object has its options type, and with records=True its results'
    records are the game's (simulation.rst: ``summary.options.chant``,
    ``replay(result.record)``)."""
    summary = simulate(aluette.GAME, games=20, players=4, agents=RandomAgent, seed=42)
    assert_type(summary.options, AluetteOptions)
    assert_type(summary.options.chant, bool)
    assert_type(summary.results[0].record, GameRecord[AluetteState] | None)
    kept = simulate(ten.GAME, games=6, players=2, agents=RandomAgent, seed=5, records=True)
    assert_type(kept, SimulationSummary[TenOptions, GameRecord[TenState]])
    assert_type(tablegames.replay(kept.results[4].record), TenState)
    by_name = simulate("ten", games=6, players=2, agents=RandomAgent, seed=5, records=True)
    assert_type(tablegames.replay(by_name.results[4].record), AnyState)
    maybe = simulate(ten.GAME, games=1, players=2, agents=RandomAgent, records=flag)
    assert_type(maybe.results[0].record, GameRecord[TenState] | None)
    tablegames.replay(maybe.results[0].record)  # type: ignore[arg-type]
    any_summary: SimulationSummary = maybe
    print(any_summary)


#: A state of any game, for a function of one's own over every game (concepts.rst, "Types").
AnyGameState = TypeVar("AnyGameState", bound=GameState[Any, Any, Any, Any])


def play_out(state: AnyGameState, rng: Rng) -> AnyGameState:
    """A game-generic helper that keeps its caller's state type, with no cast."""
    while not tablegames.is_over(state):
        moves = tablegames.legal_moves(state)
        state = tablegames.apply(state, moves[rng.below(len(moves))])
    return state


def game_generic_helpers() -> None:
    assert_type(play_out(tablegames.new_game("ten", players=2), Rng(1)), TenState)
    assert_type(play_out(tablegames.new_game(saboteur.GAME, players=3), Rng(1)), SaboteurState)
    some = tablegames.new_game(tablegames.GAMES["ten"], players=2)
    assert_type(play_out(some, Rng(1)), AnyState)
    play_out(tablegames.view(some, 0), Rng(1))  # type: ignore[type-var]


def per_game_functions() -> None:
    """A game package's functions take what the generic ones take (ten.rst's first example),
    with the game's types."""
    state = ten.new_game(players=2, seed=1)
    assert_type(ten.legal_moves(state, ten.current_player(state)), tuple[TenMove, ...])
    assert_type(ten.legal_moves(state), tuple[TenMove, ...])
    assert_type(ten.legal_moves(ten.view(state, 0)), tuple[TenMove, ...])
    assert_type(ten.current_player(ten.view(state, None)), int | None)
    assert_type(ten.apply(state, ten.legal_moves(state)[0], by=1, version=0), TenState)
    aluette_state = aluette.new_game(players=4)
    assert_type(
        aluette.legal_moves(aluette_state, aluette.current_player(aluette_state)),
        tuple[AluetteMove, ...],
    )
    assert_type(aluette.view(aluette_state, 0), AluetteView)
    assert_type(aluette.apply(aluette_state, one_of(aluette_state), version=0), AluetteState)
    saboteur_state = saboteur.new_game(players=3)
    assert_type(saboteur.legal_moves(saboteur_state, None), tuple[SaboteurMove, ...])
    assert_type(saboteur.current_player(saboteur_state), int | None)
    assert_type(saboteur.view(saboteur_state, None), SaboteurView)
    sabotage = saboteur.legal_moves(saboteur_state)[0]
    assert_type(saboteur.apply(saboteur_state, sabotage, by=0), SaboteurState)
    ten.apply(state, aluette.legal_moves(aluette_state)[0])  # type: ignore[arg-type]


def one_of(state: AluetteState) -> AluetteMove:
    return aluette.legal_moves(state)[0]


def builtin_game_names(name: GameName) -> None:
    """A name typed as one of the built-in games' gives a state of one of them."""
    state = tablegames.new_game(name, players=4)
    assert_type(state, AluetteState | SaboteurState | TenState)
    assert_type(
        tablegames.new_game(name, players=4, options=TenOptions()),
        AluetteState | SaboteurState | TenState,
    )


def type_errors(text: str, document: dict[str, object], draw: Draw) -> None:
    """Mistakes the types catch: each line must be an error (an unused ignore fails)."""
    aluette_state = tablegames.new_game("aluette", players=4)
    ten_state = tablegames.new_game("ten", players=2)
    seen = tablegames.view(aluette_state, 0)
    move = tablegames.legal_moves(aluette_state)[0]
    ten_move = tablegames.legal_moves(ten_state)[0]
    # A state of one game is not a state of another.
    wrong_state: TenState = tablegames.apply(aluette_state, move)  # type: ignore[assignment]
    wrong_view: TenView = tablegames.view(aluette_state, 0)  # type: ignore[assignment]
    wrong_moves: tuple[TenMove, ...] = tablegames.legal_moves(aluette_state)  # type: ignore[arg-type]
    wrong_replay: TenState = tablegames.replay(tablegames.record(aluette_state))  # type: ignore[assignment]
    wrong_sample: TenState = tablegames.sample_state(seen, 1)  # type: ignore[assignment]
    wrong_document: TenState = tablegames.from_json(text, AluetteState)  # type: ignore[assignment]
    # Without a class, a document is an object, whatever the variable it goes to.
    unread: TenState = tablegames.from_json(text)  # type: ignore[assignment]
    unread_document: TenState = tablegames.from_dict(document)  # type: ignore[assignment]
    wrong_new: TenState = tablegames.new_game("aluette", players=4)  # type: ignore[assignment]
    wrong_object: TenState = tablegames.new_game(aluette.GAME, players=4)  # type: ignore[assignment]
    wrong_events: tuple[TenEvent, ...] = tablegames.view_events(aluette_state, aluette_state, 0)  # type: ignore[arg-type]
    # A move of another game is refused.
    tablegames.apply(aluette_state, ten_move)  # type: ignore[misc]
    tablegames.apply(aluette_state, draw)  # type: ignore[misc]
    tablegames.apply(ten_state, move, by=0)  # type: ignore[misc]
    tablegames.is_legal(aluette_state, ten_move)  # type: ignore[misc]
    tablegames.apply_with_events(ten_state, move)  # type: ignore[misc]
    # A view is not a state: it cannot be played on, viewed or recorded (whose turn it is, it
    # tells: current_player takes a view).
    tablegames.apply(seen, move)  # type: ignore[arg-type]
    tablegames.view(seen, 0)  # type: ignore[arg-type]
    assert_type(tablegames.current_player(seen), int | None)
    tablegames.position_key(seen)  # type: ignore[arg-type]
    tablegames.record(seen)  # type: ignore[arg-type]
    tablegames.apply_with_events(seen, move)  # type: ignore[arg-type]
    play(seen, [RandomAgent()] * 4)  # type: ignore[arg-type]
    # A state is not a view: sampling needs what one seat sees.
    tablegames.sample_state(aluette_state, 1)  # type: ignore[arg-type]
    # The states of two games are not one game's.
    tablegames.view_events(aluette_state, ten_state, 0)  # type: ignore[misc]
    # Options of another game, a kind of document that does not exist, a name for a state.
    tablegames.new_game(ten.GAME, players=2, options=AluetteOptions())  # type: ignore[misc]
    tablegames.from_json(text, kind="board")  # type: ignore[call-overload]
    tablegames.from_dict(document, 3)  # type: ignore[call-overload]
    tablegames.legal_moves("aluette")  # type: ignore[arg-type]
    # A state of the registry's game is a state: it has no other fields for type checkers.
    no_field = tablegames.new_game(tablegames.GAMES["ten"], players=2).hand  # type: ignore[attr-defined]
    # An agent of one game is refused for another.
    play(ten_state, [AluetteAgent(1), AluetteAgent(2)])  # type: ignore[misc]
    play(aluette_state, [TenBot(), TenBot(), TenBot(), TenBot()])  # type: ignore[misc]
    play(ten_state, {0: AluetteBot(), 1: RandomAgent()})  # type: ignore[dict-item]
    simulate(ten.GAME, 2, 2, AluetteAgent)  # type: ignore[arg-type]
    simulate(aluette.GAME, 2, 4, TenBot)  # type: ignore[arg-type]
    simulate(saboteur.GAME, 2, 3, [AluetteAgent, SaboteurAgent, SaboteurAgent])  # type: ignore[list-item]
    simulate(ten.GAME, 2, 2, RandomAgent, options=AluetteOptions())  # type: ignore[misc]
    # An agent of one game is not an agent of any game.
    anything: Agent[object, AluetteMove | TenMove] = AluetteBot()  # type: ignore[assignment]
    del wrong_state, wrong_view, wrong_moves, wrong_replay, wrong_sample, wrong_document
    del wrong_new, wrong_object, wrong_events, anything, no_field, unread, unread_document
