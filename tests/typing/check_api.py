"""The typed generic API, checked by mypy --strict: never run, only type-checked.

``tests/typing/test_typing.py`` runs mypy on this file. Every ``assert_type`` states the exact
type mypy must infer (not ``Any``, not ``object``): one call of every generic function per
built-in game. The lines at the end must be type errors: each carries a
``# type: ignore[<code>]``, and mypy's ``warn_unused_ignores`` (part of ``--strict``) makes an
error that went missing fail the check.

The functions here are never called (importing this module runs nothing but definitions).
"""

from __future__ import annotations

from typing import Any

from typing_extensions import assert_type

import tablegames
from tablegames import GameRecord, Refusal
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
)
from tablegames.core.rng import Rng
from tablegames.saboteur import (
    SaboteurAgent,
    SaboteurEvent,
    SaboteurMove,
    SaboteurOptions,
    SaboteurState,
    SaboteurView,
)
from tablegames.ten import TenAgent, TenEvent, TenMove, TenOptions, TenState, TenView
from tablegames.typed import (
    AluetteDocument,
    AnyDocument,
    AnyMove,
    AnyState,
    AnyView,
    SaboteurDocument,
    TenDocument,
)


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


def aluette_functions(text: str, document: dict[str, object]) -> None:
    """Every generic function on an Aluette state, view, move and document."""
    state = tablegames.new_game("aluette", players=4, seed=1)
    assert_type(state, AluetteState)
    assert_type(tablegames.new_game("aluette", players=4, options={}), AluetteState)
    assert_type(tablegames.new_game("aluette", players=4, options=AluetteOptions()), AluetteState)
    moves = tablegames.legal_moves(state)
    assert_type(moves, tuple[AluetteMove, ...])
    assert_type(tablegames.legal_moves(state, 0), tuple[AluetteMove, ...])
    seen = tablegames.view(state, 0)
    assert_type(seen, AluetteView)
    assert_type(tablegames.view(state, None), AluetteView)
    assert_type(tablegames.legal_moves(seen), tuple[AluetteMove, ...])
    after = tablegames.apply(state, moves[0])
    assert_type(after, AluetteState)
    assert_type(tablegames.apply(state, moves[0], by=0), AluetteState)
    assert_type(tablegames.is_legal(state, moves[0]), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=0), bool)
    assert_type(tablegames.current_player(state), int | None)
    assert_type(tablegames.is_over(state), bool)
    assert_type(tablegames.scores(state), tuple[int, ...])
    assert_type(tablegames.winners(state), tuple[int, ...])
    assert_type(tablegames.render(state), str)
    assert_type(tablegames.render(seen), str)
    game_record = tablegames.record(after)
    assert_type(game_record, GameRecord[AluetteState])
    assert_type(tablegames.replay(game_record), AluetteState)
    assert_type(tablegames.sample_state(seen, 1), AluetteState)
    assert_type(tablegames.sample_state(seen, Rng(1)), AluetteState)
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
    assert_type(tablegames.events_since(seen, tablegames.view(after, 0)), tuple[AluetteEvent, ...])
    assert_type(tablegames.to_json(state), str)
    assert_type(tablegames.to_dict(moves, game="aluette"), dict[str, Any])

    assert_type(tablegames.from_json(text, game="aluette", kind="state"), AluetteState)
    assert_type(tablegames.from_json(text, game="aluette", kind="view"), AluetteView)
    assert_type(tablegames.from_json(text, game="aluette", kind="move"), AluetteMove)
    assert_type(tablegames.from_json(text, game="aluette", kind="record"), GameRecord[AluetteState])
    assert_type(tablegames.from_json(text, game="aluette", kind="moves"), tuple[AluetteMove, ...])
    assert_type(tablegames.from_json(text, game="aluette", kind="error"), Refusal)
    assert_type(tablegames.from_json(text, game="aluette"), AluetteDocument)
    assert_type(
        tablegames.from_json(text.encode(), game="aluette", kind="state", max_bytes=None),
        AluetteState,
    )
    assert_type(
        tablegames.from_json(text, game="aluette", kind="state", verify_history=True),
        AluetteState,
    )
    assert_type(tablegames.from_dict(document, game="aluette", kind="state"), AluetteState)
    assert_type(tablegames.from_dict(document, game="aluette", kind="view"), AluetteView)
    assert_type(tablegames.from_dict(document, game="aluette", kind="move"), AluetteMove)
    assert_type(
        tablegames.from_dict(document, game="aluette", kind="record"), GameRecord[AluetteState]
    )
    assert_type(
        tablegames.from_dict(document, game="aluette", kind="moves"), tuple[AluetteMove, ...]
    )
    assert_type(tablegames.from_dict(document, game="aluette", kind="error"), Refusal)
    assert_type(tablegames.from_dict(document, game="aluette"), AluetteDocument)
    assert_type(
        tablegames.from_dict(document, game="aluette", kind="state", verify_history=True),
        AluetteState,
    )

    # The game's own agents, a typed bot of the game's and RandomAgent are all accepted.
    assert_type(play(state, [AluetteAgent(seat) for seat in range(4)]), AluetteState)
    assert_type(play(state, {seat: AluetteBot() for seat in range(4)}), AluetteState)
    assert_type(play(state, [RandomAgent(1)] * 4), AluetteState)
    assert_type(
        play(state, [AluetteAgent(1), RandomAgent(2), AluetteBot(), RandomAgent(3)]), AluetteState
    )
    assert_type(simulate("aluette", 2, 4, AluetteAgent), SimulationSummary)
    assert_type(simulate("aluette", 2, 4, lambda seed: AluetteBot()), SimulationSummary)
    assert_type(simulate("aluette", 2, 4, [AluetteAgent, RandomAgent] * 2), SimulationSummary)
    assert_type(simulate("aluette", 2, 4, RandomAgent, seed=1, workers=2), SimulationSummary)
    agent: Agent[AluetteView, AluetteMove] = AluetteBot()
    assert_type(agent.choose(seen, moves), AluetteMove)


def saboteur_functions(text: str, document: dict[str, object]) -> None:
    """Every generic function on an Saboteur state, view, move and document."""
    state = tablegames.new_game("saboteur", players=3, seed=1)
    assert_type(state, SaboteurState)
    assert_type(tablegames.new_game("saboteur", players=3, options={}), SaboteurState)
    assert_type(
        tablegames.new_game("saboteur", players=3, options=SaboteurOptions()), SaboteurState
    )
    moves = tablegames.legal_moves(state)
    assert_type(moves, tuple[SaboteurMove, ...])
    assert_type(tablegames.legal_moves(state, 0), tuple[SaboteurMove, ...])
    seen = tablegames.view(state, 0)
    assert_type(seen, SaboteurView)
    assert_type(tablegames.view(state, None), SaboteurView)
    assert_type(tablegames.legal_moves(seen), tuple[SaboteurMove, ...])
    after = tablegames.apply(state, moves[0])
    assert_type(after, SaboteurState)
    assert_type(tablegames.apply(state, moves[0], by=0), SaboteurState)
    assert_type(tablegames.is_legal(state, moves[0]), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=0), bool)
    assert_type(tablegames.current_player(state), int | None)
    assert_type(tablegames.is_over(state), bool)
    assert_type(tablegames.scores(state), tuple[int, ...])
    assert_type(tablegames.winners(state), tuple[int, ...])
    assert_type(tablegames.render(state), str)
    assert_type(tablegames.render(seen), str)
    game_record = tablegames.record(after)
    assert_type(game_record, GameRecord[SaboteurState])
    assert_type(tablegames.replay(game_record), SaboteurState)
    assert_type(tablegames.sample_state(seen, 1), SaboteurState)
    assert_type(tablegames.sample_state(seen, Rng(1)), SaboteurState)
    assert_type(
        tablegames.apply_with_events(state, moves[0]),
        tuple[SaboteurState, tuple[SaboteurEvent, ...]],
    )
    assert_type(tablegames.view_events(state, after, 0), tuple[SaboteurEvent, ...])
    assert_type(tablegames.events_since(state, after), tuple[SaboteurEvent, ...])
    assert_type(tablegames.events_since(seen, tablegames.view(after, 0)), tuple[SaboteurEvent, ...])
    assert_type(tablegames.to_json(state), str)
    assert_type(tablegames.to_dict(moves, game="saboteur"), dict[str, Any])

    assert_type(tablegames.from_json(text, game="saboteur", kind="state"), SaboteurState)
    assert_type(tablegames.from_json(text, game="saboteur", kind="view"), SaboteurView)
    assert_type(tablegames.from_json(text, game="saboteur", kind="move"), SaboteurMove)
    assert_type(
        tablegames.from_json(text, game="saboteur", kind="record"), GameRecord[SaboteurState]
    )
    assert_type(tablegames.from_json(text, game="saboteur", kind="moves"), tuple[SaboteurMove, ...])
    assert_type(tablegames.from_json(text, game="saboteur", kind="error"), Refusal)
    assert_type(tablegames.from_json(text, game="saboteur"), SaboteurDocument)
    assert_type(
        tablegames.from_json(text.encode(), game="saboteur", kind="state", max_bytes=None),
        SaboteurState,
    )
    assert_type(
        tablegames.from_json(text, game="saboteur", kind="state", verify_history=True),
        SaboteurState,
    )
    assert_type(tablegames.from_dict(document, game="saboteur", kind="state"), SaboteurState)
    assert_type(tablegames.from_dict(document, game="saboteur", kind="view"), SaboteurView)
    assert_type(tablegames.from_dict(document, game="saboteur", kind="move"), SaboteurMove)
    assert_type(
        tablegames.from_dict(document, game="saboteur", kind="record"), GameRecord[SaboteurState]
    )
    assert_type(
        tablegames.from_dict(document, game="saboteur", kind="moves"), tuple[SaboteurMove, ...]
    )
    assert_type(tablegames.from_dict(document, game="saboteur", kind="error"), Refusal)
    assert_type(tablegames.from_dict(document, game="saboteur"), SaboteurDocument)
    assert_type(
        tablegames.from_dict(document, game="saboteur", kind="state", verify_history=True),
        SaboteurState,
    )

    # The game's own agents, a typed bot of the game's and RandomAgent are all accepted.
    assert_type(play(state, [SaboteurAgent(seat) for seat in range(3)]), SaboteurState)
    assert_type(play(state, {seat: SaboteurBot() for seat in range(3)}), SaboteurState)
    assert_type(play(state, [RandomAgent(1)] * 3), SaboteurState)
    assert_type(
        play(state, [SaboteurAgent(1), RandomAgent(2), SaboteurBot(), RandomAgent(3)]),
        SaboteurState,
    )
    assert_type(simulate("saboteur", 2, 3, SaboteurAgent), SimulationSummary)
    assert_type(simulate("saboteur", 2, 3, lambda seed: SaboteurBot()), SimulationSummary)
    assert_type(simulate("saboteur", 2, 3, [SaboteurAgent, RandomAgent] * 2), SimulationSummary)
    assert_type(simulate("saboteur", 2, 3, RandomAgent, seed=1, workers=2), SimulationSummary)
    agent: Agent[SaboteurView, SaboteurMove] = SaboteurBot()
    assert_type(agent.choose(seen, moves), SaboteurMove)


def ten_functions(text: str, document: dict[str, object]) -> None:
    """Every generic function on an Ten state, view, move and document."""
    state = tablegames.new_game("ten", players=2, seed=1)
    assert_type(state, TenState)
    assert_type(tablegames.new_game("ten", players=2, options={}), TenState)
    assert_type(tablegames.new_game("ten", players=2, options=TenOptions()), TenState)
    moves = tablegames.legal_moves(state)
    assert_type(moves, tuple[TenMove, ...])
    assert_type(tablegames.legal_moves(state, 0), tuple[TenMove, ...])
    seen = tablegames.view(state, 0)
    assert_type(seen, TenView)
    assert_type(tablegames.view(state, None), TenView)
    assert_type(tablegames.legal_moves(seen), tuple[TenMove, ...])
    after = tablegames.apply(state, moves[0])
    assert_type(after, TenState)
    assert_type(tablegames.apply(state, moves[0], by=0), TenState)
    assert_type(tablegames.is_legal(state, moves[0]), bool)
    assert_type(tablegames.is_legal(state, moves[0], by=0), bool)
    assert_type(tablegames.current_player(state), int | None)
    assert_type(tablegames.is_over(state), bool)
    assert_type(tablegames.scores(state), tuple[int, ...])
    assert_type(tablegames.winners(state), tuple[int, ...])
    assert_type(tablegames.render(state), str)
    assert_type(tablegames.render(seen), str)
    game_record = tablegames.record(after)
    assert_type(game_record, GameRecord[TenState])
    assert_type(tablegames.replay(game_record), TenState)
    assert_type(tablegames.sample_state(seen, 1), TenState)
    assert_type(tablegames.sample_state(seen, Rng(1)), TenState)
    assert_type(
        tablegames.apply_with_events(state, moves[0]),
        tuple[TenState, tuple[TenEvent, ...]],
    )
    assert_type(tablegames.view_events(state, after, 0), tuple[TenEvent, ...])
    assert_type(tablegames.events_since(state, after), tuple[TenEvent, ...])
    assert_type(tablegames.events_since(seen, tablegames.view(after, 0)), tuple[TenEvent, ...])
    assert_type(tablegames.to_json(state), str)
    assert_type(tablegames.to_dict(moves, game="ten"), dict[str, Any])

    assert_type(tablegames.from_json(text, game="ten", kind="state"), TenState)
    assert_type(tablegames.from_json(text, game="ten", kind="view"), TenView)
    assert_type(tablegames.from_json(text, game="ten", kind="move"), TenMove)
    assert_type(tablegames.from_json(text, game="ten", kind="record"), GameRecord[TenState])
    assert_type(tablegames.from_json(text, game="ten", kind="moves"), tuple[TenMove, ...])
    assert_type(tablegames.from_json(text, game="ten", kind="error"), Refusal)
    assert_type(tablegames.from_json(text, game="ten"), TenDocument)
    assert_type(
        tablegames.from_json(text.encode(), game="ten", kind="state", max_bytes=None),
        TenState,
    )
    assert_type(
        tablegames.from_json(text, game="ten", kind="state", verify_history=True),
        TenState,
    )
    assert_type(tablegames.from_dict(document, game="ten", kind="state"), TenState)
    assert_type(tablegames.from_dict(document, game="ten", kind="view"), TenView)
    assert_type(tablegames.from_dict(document, game="ten", kind="move"), TenMove)
    assert_type(tablegames.from_dict(document, game="ten", kind="record"), GameRecord[TenState])
    assert_type(tablegames.from_dict(document, game="ten", kind="moves"), tuple[TenMove, ...])
    assert_type(tablegames.from_dict(document, game="ten", kind="error"), Refusal)
    assert_type(tablegames.from_dict(document, game="ten"), TenDocument)
    assert_type(
        tablegames.from_dict(document, game="ten", kind="state", verify_history=True),
        TenState,
    )

    # The game's own agents, a typed bot of the game's and RandomAgent are all accepted.
    assert_type(play(state, [TenAgent(seat) for seat in range(2)]), TenState)
    assert_type(play(state, {seat: TenBot() for seat in range(2)}), TenState)
    assert_type(play(state, [RandomAgent(1)] * 2), TenState)
    assert_type(play(state, [TenAgent(1), RandomAgent(2), TenBot(), RandomAgent(3)]), TenState)
    assert_type(simulate("ten", 2, 2, TenAgent), SimulationSummary)
    assert_type(simulate("ten", 2, 2, lambda seed: TenBot()), SimulationSummary)
    assert_type(simulate("ten", 2, 2, [TenAgent, RandomAgent] * 2), SimulationSummary)
    assert_type(simulate("ten", 2, 2, RandomAgent, seed=1, workers=2), SimulationSummary)
    agent: Agent[TenView, TenMove] = TenBot()
    assert_type(agent.choose(seen, moves), TenMove)


def games_not_known_statically(name: str, text: str, document: dict[str, object]) -> None:
    """Where the types do not say the game, results are unions of the built-in games' types."""
    state = tablegames.new_game(name, players=4)
    assert_type(state, AnyState)
    assert_type(tablegames.view(state, 0), AluetteView | SaboteurView | TenView)
    assert_type(
        tablegames.legal_moves(state),
        tuple[AluetteMove, ...] | tuple[SaboteurMove, ...] | tuple[TenMove, ...],
    )
    assert_type(tablegames.replay(tablegames.record(state)), AnyState)
    move = tablegames.legal_moves(state)[0]
    assert_type(move, AnyMove)
    assert_type(tablegames.apply(state, move), AnyState)
    assert_type(tablegames.apply(state, move, by=0), AnyState)
    assert_type(tablegames.sample_state(tablegames.view(state, 0), 1), AnyState)
    assert_type(tablegames.from_json(text), AnyDocument)
    assert_type(tablegames.from_json(text, game=name), AnyDocument)
    assert_type(tablegames.from_json(text, kind="state"), AnyState)
    assert_type(tablegames.from_json(text, kind="view"), AnyView)
    assert_type(tablegames.from_json(text, kind="move"), AnyMove)
    assert_type(tablegames.from_json(text, kind="error"), Refusal)
    assert_type(tablegames.from_dict(document, kind="state"), AnyState)
    assert_type(tablegames.from_dict(document), AnyDocument)
    assert_type(tablegames.from_dict(document, game="saboteur"), SaboteurDocument)
    assert_type(tablegames.from_dict(document, game="ten"), TenDocument)
    assert_type(simulate(name, 2, 4, RandomAgent), SimulationSummary)


def type_errors(text: str) -> None:
    """Mistakes the types catch: each line must be an error (an unused ignore fails)."""
    aluette = tablegames.new_game("aluette", players=4)
    ten = tablegames.new_game("ten", players=2)
    seen = tablegames.view(aluette, 0)
    move = tablegames.legal_moves(aluette)[0]
    # A state of one game is not a state of another.
    wrong_state: TenState = tablegames.apply(aluette, move)  # type: ignore[assignment]
    wrong_view: TenView = tablegames.view(aluette, 0)  # type: ignore[assignment]
    wrong_moves: tuple[TenMove, ...] = tablegames.legal_moves(aluette)  # type: ignore[assignment]
    wrong_replay: TenState = tablegames.replay(tablegames.record(aluette))  # type: ignore[assignment]
    wrong_document: TenState = tablegames.from_json(text, game="aluette", kind="state")  # type: ignore[assignment]
    # A view is not a state: it cannot be played on, replayed or asked whose turn it is.
    tablegames.apply(seen, move)  # type: ignore[call-overload]
    tablegames.current_player(seen)  # type: ignore[arg-type]
    tablegames.record(seen)  # type: ignore[type-var]
    tablegames.sample_state(aluette, 1)  # type: ignore[call-overload]
    # A kind of document that does not exist, a game name where a state is needed.
    tablegames.from_json(text, kind="board")  # type: ignore[call-overload]
    tablegames.legal_moves("aluette")  # type: ignore[call-overload]
    # An agent of one game is refused for another.
    play(ten, [AluetteAgent(1), AluetteAgent(2)])  # type: ignore[list-item]
    play(aluette, [TenBot(), TenBot(), TenBot(), TenBot()])  # type: ignore[list-item]
    play(ten, {0: AluetteBot(), 1: RandomAgent()})  # type: ignore[dict-item]
    simulate("ten", 2, 2, AluetteAgent)  # type: ignore[arg-type]
    simulate("aluette", 2, 4, TenBot)  # type: ignore[arg-type]
    simulate("saboteur", 2, 3, [AluetteAgent, SaboteurAgent, SaboteurAgent])  # type: ignore[list-item]
    # An agent of one game is not an agent of any game.
    anything: Agent[object, AnyMove] = AluetteBot()  # type: ignore[assignment]
    del wrong_state, wrong_view, wrong_moves, wrong_replay, wrong_document, anything
