"""The cost of an OpenSpiel information state string, mid-game (needs the ``openspiel`` extra)::

    python benchmarks/infostate.py                  # Aluette, TEN, Saboteur, Crazy Eights, 4 seats
    python benchmarks/infostate.py --games 10 ten   # TEN only, 10 games

Two figures per game, in microseconds per ``information_state_string`` call, medians over the
calls of ``--games`` random games:

``forward``
    The game played forward, every seat's string asked after every action (an OpenSpiel
    training loop); timed over the ten actions around the middle of each game.
``cold``
    A state replayed to the middle of its game with no string asked on the way (a search's
    state, or one read back with ``pickle``): each seat's first string there.

It also prints the strings' mean length. Times move with the machine's load: compare versions
in one sitting, run alternately.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

import numpy as np

import tablegames.openspiel as tos

GAMES = (("aluette", 4), ("ten", 4), ("saboteur", 4), ("crazyeights", 4))


def actions_of(game: str, players: int, seed: int) -> list[int]:
    """The actions of one random game: the seed ``seed``, then uniform random actions."""
    state = tos.load(game, {"players": players}).new_initial_state()
    state.apply_action(seed)
    rng = np.random.RandomState(seed)
    actions = [seed]
    while not state.is_terminal():
        action = int(rng.choice(state.legal_actions()))
        state.apply_action(action)
        actions.append(action)
    return actions


def forward(game: str, players: int, actions: list[int]) -> tuple[list[float], list[int]]:
    """Times (µs) of every seat's string after each of the ten actions around mid-game, and
    the strings' lengths, with every string asked after every action before them."""
    state = tos.load(game, {"players": players}).new_initial_state()
    middle = len(actions) // 2
    times: list[float] = []
    lengths: list[int] = []
    for count, action in enumerate(actions[: middle + 5], 1):
        state.apply_action(action)
        for seat in range(players):
            start = time.perf_counter()
            text = state.information_state_string(seat)
            spent = time.perf_counter() - start
            if count > middle - 5:
                times.append(spent * 1e6)
                lengths.append(len(text))
    return times, lengths


def cold(game: str, players: int, actions: list[int]) -> list[float]:
    """Times (µs) of each seat's first string at a state replayed to mid-game."""
    state = tos.load(game, {"players": players}).new_initial_state()
    for action in actions[: len(actions) // 2 + 1]:
        state.apply_action(action)
    times = []
    for seat in range(players):
        start = time.perf_counter()
        state.information_state_string(seat)
        times.append((time.perf_counter() - start) * 1e6)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="random games per game (20)")
    parser.add_argument("names", nargs="*", help="games to measure (default: all four)")
    args = parser.parse_args(argv)
    chosen = [(name, players) for name, players in GAMES if not args.names or name in args.names]
    print(f"{'game':<14}{'forward µs':>12}{'cold µs':>12}{'string KB':>12}")
    for name, players in chosen:
        warm: list[float] = []
        first: list[float] = []
        lengths: list[int] = []
        for seed in range(args.games):
            actions: Any = actions_of(name, players, seed)
            times, sizes = forward(name, players, actions)
            warm += times
            lengths += sizes
            first += cold(name, players, actions)
        print(
            f"{f'{name} {players}p':<14}{statistics.median(warm):>12.1f}"
            f"{statistics.median(first):>12.1f}{statistics.mean(lengths) / 1000:>12.1f}"
        )


if __name__ == "__main__":
    main()
