"""OpenSpiel's Python search bots play whole games of every game and player count (issue 24).

``ISMCTSBot`` searches from its seat's information state: it draws the states it searches
with ``resample_from_infostate`` (:func:`tablegames.sample_state`) and keys its tree by
information state strings. ``MCTSBot`` searches the true state (it sees every secret: a
baseline, not a fair player). Each plays one seat against uniform random bots through
``evaluate_bots``, with a small budget: the test is that whole games run, not how well.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts
from open_spiel.python.bots import uniform_random

import tablegames
import tablegames.openspiel as tos
from tablegames.agents import RandomAgent, heuristic_factory
from tablegames.errors import IllegalMoveError, SeatError
from tests.openspiel.helpers import TABLE_IDS, TABLES, load, play_to

pytestmark = pytest.mark.openspiel


class ISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc] # OpenSpiel ships no type information
    """OpenSpiel's Python IS-MCTS bot, which evaluate_bots can restart: it searches afresh from
    each state it is given and keeps nothing between moves."""

    def restart_at(self, state: Any) -> None:
        pass


def search_bot(kind: str, game: Any, rng: np.random.RandomState) -> Any:
    rollouts = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng, max_length=12)
    if kind == "ismcts":
        return ISMCTSBot(game, rollouts, uct_c=2.0, max_simulations=3, random_state=rng)
    return mcts.MCTSBot(game, 2.0, 3, rollouts, solve=False, random_state=rng)


@pytest.mark.parametrize(("name", "players"), TABLES, ids=TABLE_IDS)
@pytest.mark.parametrize("kind", ["ismcts", "mcts"])
def test_a_search_bot_plays_a_whole_game(kind: str, name: str, players: int) -> None:
    game = load(name, players)
    rng = np.random.RandomState(players)
    seat = players - 1
    bots = [uniform_random.UniformRandomBot(other, rng) for other in range(players)]
    bots[seat] = search_bot(kind, game, rng)
    state = game.new_initial_state()
    returns = evaluate_bots.evaluate_bots(state, bots, rng)
    assert state.is_terminal()
    assert returns == state.returns()
    assert all(game.min_utility() <= value <= game.max_utility() for value in returns)
    assert 0 < len(state.history()) <= game.max_game_length() + 1  # the seed, then the moves


@pytest.mark.parametrize(("name", "players"), TABLES, ids=TABLE_IDS)
def test_library_agents_play_as_openspiel_bots(name: str, players: int) -> None:
    """The game's heuristic agent plays every seat of a whole game as an ``AgentBot`` through
    ``evaluate_bots``: each bot chooses from its seat's view (``state.view(seat)``), which is
    the seat's own, never from the state's secrets."""
    game = load(name, players)
    rng = np.random.RandomState(players)
    make = heuristic_factory(name, default=RandomAgent)
    seen: list[int] = []

    class Watched:
        """The heuristic agent of one seat, recording the seat of each view it is given."""

        def __init__(self, seat: int) -> None:
            self.agent = make(seat)

        def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
            seen.append(view.player)
            return self.agent.choose(view, moves)

    bots = [tos.AgentBot(Watched(seat), seat) for seat in range(players)]
    state = game.new_initial_state()
    returns = evaluate_bots.evaluate_bots(state, bots, rng)
    assert state.is_terminal()
    assert returns == state.returns()
    assert seen == [step.player for step in state.full_history()[1:]]


def test_an_agent_bot_refuses_another_seats_turn_and_unoffered_moves() -> None:
    game = load("ten", 2)
    state = play_to(game.new_initial_state(), np.random.RandomState(3), 4)
    seat = state.current_player()
    other = tos.AgentBot(RandomAgent(1), 1 - seat)
    with pytest.raises(SeatError, match=f"player {seat} is to act"):
        other.step(state)
    assert state.view(seat) == tablegames.view(state.tablegames_state, seat)
    with pytest.raises(SeatError):
        state.view(2)

    class Elsewhere:
        """Plays a move of its seat that it was not offered."""

        def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
            return _not_offered(moves)

    with pytest.raises(IllegalMoveError) as raised:
        tos.AgentBot(Elsewhere(), seat).step(state)
    assert raised.value.code == "openspiel.action.illegal"


def _not_offered(moves: tuple[Any, ...]) -> Any:
    """A move of the same seat that is not among ``moves``: one of another kind of turn."""
    other = tablegames.new_game("ten", players=2, seed=99)
    for move in tablegames.legal_moves(other):
        if move not in moves:
            return move
    raise AssertionError("every move is offered")
