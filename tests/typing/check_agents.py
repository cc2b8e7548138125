"""Agents, simulations and the RL environment, typed: checked by mypy --strict and pyright
strict, never run.

``tests/typing/test_typing.py`` runs mypy on this file, and ``tests/typing/test_pyright.py``
pyright. The snippets are the documented ones (the bots, simulation and RL guides): each was
refused by one of the checkers, or typed ``Any``/``Unknown`` where a game's type is known.

* :class:`~tablegames.agents.MCTSAgent` is an agent of every game, as
  :class:`~tablegames.agents.RandomAgent` is, and its ``analyse`` is typed with the game's
  moves (its ``choose`` took and returned a bare ``Move``, an agent of no game);
* :func:`~tablegames.agents.simulate` given a game's name takes any agents, a generic one
  such as ``RandomAgent`` too (pyright refused it: it could not solve the game's types);
* the RL environment says what its agents are (``agent_iter()`` was ``Unknown`` to pyright),
  and a game's action index gives that game's moves.

The lines in ``type_errors`` must be errors to both checkers: each carries a
``# type: ignore[<code>]``, which mypy's ``warn_unused_ignores`` and pyright's
``reportUnnecessaryTypeIgnoreComment`` (set by the test) report when the error is gone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from typing_extensions import assert_type

import tablegames
from tablegames import GameRecord, aluette, saboteur, ten
from tablegames.agents import (
    Agent,
    AgentFactory,
    Analysis,
    MCTSAgent,
    MoveStats,
    RandomAgent,
    SimulationSummary,
    heuristic_factory,
    play,
    simulate,
)
from tablegames.aluette import AluetteAgent, AluetteMove, AluetteOptions, AluetteState, AluetteView
from tablegames.core.bases import AnyState
from tablegames.core.game import Move
from tablegames.saboteur import SaboteurOptions, SaboteurState
from tablegames.ten import TenAgent, TenMove, TenOptions, TenState, TenView

if TYPE_CHECKING:  # the rl extra: not imported where the test run collects doctests
    import numpy.typing as npt

    from tablegames import rl
    from tablegames.aluette import rl as aluette_rl
    from tablegames.saboteur import rl as saboteur_rl
    from tablegames.ten import rl as ten_rl


def mcts_agent(state: TenState, seen: TenView) -> None:
    """The bots guide's MCTS snippets: an agent of TEN beside TEN's own agent."""
    final = play(tablegames.new_game("ten", players=2, seed=4), [MCTSAgent(1), TenAgent(2)])
    assert_type(final, TenState)
    assert_type(play(state, [MCTSAgent(1, iterations=20), TenAgent(2)]), TenState)
    agent: Agent[TenView, TenMove] = MCTSAgent(1)
    assert_type(agent.choose(seen, tablegames.legal_moves(state)), TenMove)
    other: Agent[AluetteView, AluetteMove] = MCTSAgent(1)
    print(other)
    summary = simulate(ten.GAME, 2, 2, agents=lambda seed: MCTSAgent(seed, iterations=5))
    assert_type(summary, SimulationSummary[TenOptions, GameRecord[TenState] | None])
    assert_type(
        simulate(ten.GAME, 2, 2, MCTSAgent),
        SimulationSummary[TenOptions, GameRecord[TenState] | None],
    )
    moves = tablegames.legal_moves(state)
    assert_type(MCTSAgent(1).choose(seen, moves), TenMove)
    found = MCTSAgent(1, iterations=40).analyse(seen, moves)
    assert_type(found, Analysis[TenMove])
    assert_type(found.best, TenMove)
    assert_type(found.candidates, tuple[TenMove, ...])
    assert_type(found.hint, TenMove | None)
    assert_type(found.stats[0], MoveStats[TenMove])
    assert_type(found.stats[0].move, TenMove)
    assert_type(found.stats_of(found.best), MoveStats[TenMove])
    assert_type(tablegames.apply(state, found.best), TenState)
    # An analysis of a game's moves is an analysis of moves (covariant, as it is frozen).
    assert_type(best_of(found), Move)


def best_of(found: Analysis) -> Move:
    """A function of any game's analysis (an ``Analysis[Move]``)."""
    return found.best


def simulations(aluette_state: AluetteState) -> None:
    """The simulation guide's and the agents module's calls, by a game's name and object."""
    one = simulate("aluette", games=8, players=4, agents=RandomAgent, seed=42)
    assert_type(one, SimulationSummary[object, GameRecord[AnyState] | None])
    two = simulate("aluette", games=8, players=4, agents=RandomAgent, seed=42, workers=2)
    assert_type(two, SimulationSummary[object, GameRecord[AnyState] | None])
    agents = [heuristic_factory("ten"), RandomAgent]
    assert_type(
        simulate("ten", games=6, players=2, agents=agents, seed=5),
        SimulationSummary[object, GameRecord[AnyState] | None],
    )
    mixed = simulate("aluette", 2, 4, [AluetteAgent, RandomAgent, MCTSAgent, AluetteAgent])
    assert_type(mixed, SimulationSummary[object, GameRecord[AnyState] | None])
    assert_type(
        simulate(aluette.GAME, 2, 4, RandomAgent),
        SimulationSummary[AluetteOptions, GameRecord[AluetteState] | None],
    )
    assert_type(
        simulate(aluette.GAME, 2, 4, AluetteAgent),
        SimulationSummary[AluetteOptions, GameRecord[AluetteState] | None],
    )
    assert_type(
        simulate(saboteur.GAME, 2, 4, saboteur.SaboteurAgent),
        SimulationSummary[SaboteurOptions, GameRecord[SaboteurState] | None],
    )
    factory: AgentFactory[AluetteView, AluetteMove] = RandomAgent
    assert_type(
        simulate(aluette.GAME, 2, 4, [factory, MCTSAgent] * 2),
        SimulationSummary[AluetteOptions, GameRecord[AluetteState] | None],
    )
    assert_type(play(aluette_state, [RandomAgent(0), MCTSAgent(1)] * 2), AluetteState)


def rl_environment() -> None:
    """The RL guide's loop: the agents are named by strings, and TEN's index gives TEN's
    moves (an index found by a game's name gives any game's)."""
    aec = rl.env("ten", players=2, seed=7)
    aec.reset(seed=7)
    # No assert_type: mypy sees PettingZoo's agent_iter as Any; pyright strict refuses the loop
    # if its agent is Unknown, as it was.
    for agent in aec.agent_iter(max_iter=10):
        print(agent.removeprefix("player_"))
        _, _, terminated, truncated, _ = aec.last()
        aec.step(None if terminated or truncated else int(aec.legal_actions()[0]))
    assert_type(aec.agents, list[str])
    assert_type(aec.possible_agents, list[str])
    assert_type(aec.observe("player_0"), dict[str, npt.NDArray[Any]])
    assert_type(ten_rl.actions(2).move(0, 0), TenMove)
    assert_type(aluette_rl.actions(4).move(0, 0), AluetteMove)
    assert_type(saboteur_rl.actions(4).move(0, 0), saboteur.SaboteurMove)


def aluette_move(move: AluetteMove) -> None:
    """Takes an Aluette move only."""


def type_errors(state: TenState, seen: TenView) -> None:
    # An agent of every game still chooses one of the moves it is given, of their type.
    aluette_move(MCTSAgent(1).choose(seen, tablegames.legal_moves(state)))  # type: ignore[arg-type]
    # The analysis of TEN's moves gives a TEN move, not an Aluette move.
    found = MCTSAgent(1).analyse(seen, tablegames.legal_moves(state))
    aluette_move(found.best)  # type: ignore[arg-type]
    # A game object says its types: another game's agent is refused, alone or in a list.
    simulate(ten.GAME, 2, 2, AluetteAgent)  # type: ignore[arg-type]
    simulate(ten.GAME, 2, 2, [TenAgent, AluetteAgent])  # type: ignore[list-item]
    # A TEN action index gives TEN's moves.
    aluette_move(ten_rl.actions(2).move(0, 0))  # type: ignore[arg-type]
