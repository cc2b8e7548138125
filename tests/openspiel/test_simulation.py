"""OpenSpiel's own checks of a game, on every game and player count (issue 24).

``pyspiel.random_sim_test`` is the C++ test every OpenSpiel game passes: random playouts that
check legal actions (sorted, unique names, empty for other seats and at the end), clones,
observation and information state strings and tensors of every seat at every step (their
sizes, finite values), returns within the utility bounds, the game length within
``max_game_length`` and, with ``serialize=True``, ``serialize_game_and_state`` and back at
every early and power-of-two step. ``GamesSimTest.sim_game`` is what OpenSpiel's
``games_sim_test`` runs on each of its games from Python: the same with ``pickle`` of the game,
its type and its states.
"""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest

from tests.openspiel.helpers import TABLE_IDS, TABLES, load

pytestmark = pytest.mark.openspiel


@pytest.mark.parametrize(("name", "players"), TABLES, ids=TABLE_IDS)
@pytest.mark.parametrize("serialize", [False, True], ids=["plain", "serialize"])
def test_openspiels_random_simulation_test_passes(name: str, players: int, serialize: bool) -> None:
    pyspiel.random_sim_test(load(name, players), num_sims=1, serialize=serialize, verbose=False)


@pytest.mark.parametrize(("name", "players"), TABLES, ids=TABLE_IDS)
def test_openspiels_python_game_checks_pass(name: str, players: int) -> None:
    from open_spiel.python.tests.games_sim_test import GamesSimTest

    np.random.seed(players)  # sim_game draws from NumPy's global generator
    GamesSimTest().sim_game(load(name, players))
