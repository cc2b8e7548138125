"""Run OpenSpiel's algorithms on tablegames: MCTS, IS-MCTS and outcome-sampling MCCFR.

Needs the openspiel extra: pip install ".[openspiel]" in the clone. Then:

    python examples/openspiel/search_and_cfr.py
    python examples/openspiel/search_and_cfr.py --games 20 --simulations 200

The documentation's OpenSpiel guide shows each part; its tests run this script.
"""

from __future__ import annotations

import argparse

import numpy as np
import pyspiel
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts
from open_spiel.python.algorithms import outcome_sampling_mccfr as mccfr
from open_spiel.python.bots import uniform_random

import tablegames.openspiel  # noqa: F401 - registers the games with OpenSpiel


class ISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's Python IS-MCTS bot, made restartable for evaluate_bots: it searches afresh
    from each state it is given and keeps nothing between moves."""

    def restart_at(self, state: pyspiel.State) -> None:
        pass


def mcts_against_random(games: int, simulations: int, rng: np.random.RandomState) -> float:
    """MCTS (seat 0) against a uniform random bot in two-player TEN: its mean return.

    MCTS searches the true state, secrets included: a strong baseline, not a fair player.
    """
    game = pyspiel.load_game("tablegames_ten", {"players": 2})
    rollouts = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [
        mcts.MCTSBot(game, 2.0, simulations, rollouts, solve=False, random_state=rng),
        uniform_random.UniformRandomBot(1, rng),
    ]
    returns = [
        evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng) for _ in range(games)
    ]
    return float(np.mean([result[0] for result in returns]))


def ismcts_against_random(games: int, simulations: int, rng: np.random.RandomState) -> float:
    """IS-MCTS (seat 0) in Aluette against three random seats: its team's mean return.

    IS-MCTS searches from its own information: each simulation starts from a state drawn by
    resample_from_infostate (tablegames.sample_state), and its tree is keyed by information
    state strings.
    """
    game = pyspiel.load_game("tablegames_aluette", {"signals": False})
    rollouts = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    searcher = ISMCTSBot(game, rollouts, uct_c=2.0, max_simulations=simulations, random_state=rng)
    bots = [searcher, *(uniform_random.UniformRandomBot(seat, rng) for seat in (1, 2, 3))]
    returns = [
        evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng) for _ in range(games)
    ]
    return float(np.mean([result[0] for result in returns]))


def mccfr_first_stop(iterations: int) -> dict[str, float]:
    """Outcome-sampling MCCFR on two-player TEN dealt from 2 seeds: the average policy at the
    first seat's first choice between drawing on and stopping.

    The game's tree is far too large for tabular CFR; outcome sampling walks one sampled game
    per iteration and learns on the information states it meets.
    """
    game = pyspiel.load_game("tablegames_ten", {"players": 2, "seeds": 2})
    solver = mccfr.OutcomeSamplingSolver(game)
    for _ in range(iterations):
        solver.iteration()
    state = game.new_initial_state()
    state.apply_action(0)  # the seed
    while len(state.legal_actions()) == 1:  # the first draw of a turn is forced
        state.apply_action(state.legal_actions()[0])
    seat = state.current_player()
    policy = solver.average_policy().action_probabilities(state)
    return {state.action_to_string(seat, action): chance for action, chance in policy.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--simulations", type=int, default=10)
    parser.add_argument("--iterations", type=int, default=20)
    args = parser.parse_args()
    np.random.seed(2026)  # outcome-sampling MCCFR draws from NumPy's global generator
    rng = np.random.RandomState(2026)
    mean = mcts_against_random(args.games, args.simulations, rng)
    print(f"MCTS against random, TEN: mean return {mean:+.2f}")
    mean = ismcts_against_random(args.games, args.simulations, rng)
    print(f"IS-MCTS against random, Aluette: mean return {mean:+.2f}")
    for action, chance in sorted(mccfr_first_stop(args.iterations).items()):
        print(f"MCCFR, TEN: {action}: {chance:.2f}")


if __name__ == "__main__":
    main()
