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

from tests.openspiel.helpers import TABLE_IDS, TABLES, load

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
