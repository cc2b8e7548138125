"""A training-loop skeleton: REINFORCE on a linear policy, in NumPy only (needs the ``rl`` extra).

Player 0 (seat 1) of a two-player TEN game learns against a random opponent. The policy is a
softmax over ``weights @ observation``, restricted to the legal actions by the action mask; after
each game the weights move along the gradient of the log-probability of the actions taken, scaled
by how much better than usual the game ended (+1 for a win, -1 for a loss).

It is a skeleton to copy, not a strong player: swap the linear policy for a network, the
random opponent for past copies of the learner (self-play), and train for far longer.

    python examples/rl_training.py [--episodes 300]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import numpy.typing as npt

from tablegames import rl

GAME, PLAYERS, LEARNER = "ten", 2, "player_0"
LEARNING_RATE = 0.01


Turn = tuple[npt.NDArray[np.float32], npt.NDArray[np.intp], npt.NDArray[np.float32], int]


def action_probabilities(
    weights: npt.NDArray[np.float32],
    observation: npt.NDArray[np.float32],
    legal: npt.NDArray[np.intp],
) -> npt.NDArray[np.float32]:
    """The policy: a softmax of the linear scores of the legal actions (the others get 0)."""
    scores = weights[legal] @ observation
    exp = np.exp(scores - scores.max())
    probabilities: npt.NDArray[np.float32] = exp / exp.sum()
    return probabilities


def play_episode(
    aec: rl.TableGamesEnv, weights: npt.NDArray[np.float32], rng: np.random.Generator
) -> tuple[float, list[Turn]]:
    """One game: the learner samples from its policy, the opponent plays at random.

    Returns the learner's reward and, for each of its turns, the observation, the legal
    actions, their probabilities and the position of the action taken among them.
    """
    reward_total = 0.0
    turns: list[Turn] = []
    for agent in aec.agent_iter():
        observation, reward, terminated, truncated, _ = aec.last()
        if agent == LEARNER:
            reward_total += reward
        if terminated or truncated:
            aec.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        if agent == LEARNER:
            probabilities = action_probabilities(weights, observation["observation"], legal)
            chosen = int(rng.choice(len(legal), p=probabilities))
            turns.append((observation["observation"], legal, probabilities, chosen))
        else:
            chosen = int(rng.integers(len(legal)))
        aec.step(int(legal[chosen]))
    return reward_total, turns


def reinforce(weights: npt.NDArray[np.float32], turns: list[Turn], advantage: float) -> None:
    """The REINFORCE step: weights += rate * advantage * sum of grad log pi(action taken).

    For a softmax over linear scores, the gradient of log pi(a) with respect to the row of
    action b is (1 if b == a else 0) - pi(b), times the observation.
    """
    for observation, legal, probabilities, chosen in turns:
        direction = -probabilities
        direction[chosen] += 1
        weights[legal] += (LEARNING_RATE * advantage) * np.outer(direction, observation)


def _count(text: str) -> int:
    """A whole number of at least 1 (``--episodes``), refused in argparse's words."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {text!r}")
    return int(text)


def main() -> None:
    """Train, printing the learner's win rate as it goes."""
    parser = argparse.ArgumentParser(description="REINFORCE on TEN against a random opponent")
    parser.add_argument("--episodes", type=_count, default=300)
    episodes = parser.parse_args().episodes

    started = time.perf_counter()
    aec = rl.env(GAME, PLAYERS, seed=0)
    rng = np.random.default_rng(0)
    weights = np.zeros((aec.actions.size, aec.encoder.size), dtype=np.float32)
    baseline = 0.0
    wins: list[bool] = []
    steps = 0
    for episode in range(episodes):
        aec.reset(seed=episode)
        reward, turns = play_episode(aec, weights, rng)
        steps += aec.steps
        wins.append(reward > 0)
        if turns:
            reinforce(weights, turns, reward - baseline)
        baseline += 0.05 * (reward - baseline)  # a running mean: the "usual" result
        if (episode + 1) % 100 == 0:
            recent = wins[-100:]
            print(f"episodes {episode - 98:4d}-{episode + 1:4d}: won {sum(recent)}/{len(recent)}")
    seconds = time.perf_counter() - started
    print(f"{episodes} games, {steps} environment steps in {seconds:.1f} s")


if __name__ == "__main__":
    main()
