"""The cost of an OpenSpiel information state string, mid-game (needs the ``openspiel`` extra)::

    python benchmarks/infostate.py                  # Aluette, TEN, Saboteur, Crazy Eights, 4 seats
    python benchmarks/infostate.py --games 10 ten   # TEN only, 10 games
    python benchmarks/infostate.py --instructions --games 2   # instructions, under Valgrind

Two figures per game, in microseconds per ``information_state_string`` call, medians over the
calls of ``--games`` random games:

``forward``
    The game played forward, every seat's string asked after every action (an OpenSpiel
    training loop); timed over the ten actions around the middle of each game.
``cold``
    A state replayed to the middle of its game with no string asked on the way (a search's
    state, or one read back with ``pickle``): each seat's first string there.

It also prints the strings' mean length. Times move with the machine's load: compare versions
in one sitting, run alternately. ``--instructions`` counts machine instructions per call
instead, with Valgrind (see ``benchmarks/instructions.py``), which load does not move: each
figure is a run that asks the strings less a run that plays the same actions without them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

import tablegames.openspiel as tos

#: What runs under Valgrind: ``BENCHMARKS GAME PLAYERS GAMES MODE ASK``.
WORK = """
import sys
sys.path.insert(0, sys.argv[1])
import infostate
infostate.work(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6] == "1")
"""

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


def forward(
    game: str, players: int, actions: list[int], ask: bool = True
) -> tuple[list[float], list[int]]:
    """Times (µs) of every seat's string after each of the ten actions around mid-game, and
    the strings' lengths, with every string asked after every action before them (those ten
    actions' strings are not asked unless ``ask``)."""
    state = tos.load(game, {"players": players}).new_initial_state()
    middle = len(actions) // 2
    times: list[float] = []
    lengths: list[int] = []
    for count, action in enumerate(actions[: middle + 5], 1):
        state.apply_action(action)
        if count > middle - 5 and not ask:
            continue
        for seat in range(players):
            start = time.perf_counter()
            text = state.information_state_string(seat)
            spent = time.perf_counter() - start
            if count > middle - 5:
                times.append(spent * 1e6)
                lengths.append(len(text))
    return times, lengths


def cold(game: str, players: int, actions: list[int], ask: bool = True) -> list[float]:
    """Times (µs) of each seat's first string at a state replayed to mid-game (none asked
    unless ``ask``)."""
    state = tos.load(game, {"players": players}).new_initial_state()
    for action in actions[: len(actions) // 2 + 1]:
        state.apply_action(action)
    times: list[float] = []
    for seat in range(players if ask else 0):
        start = time.perf_counter()
        state.information_state_string(seat)
        times.append((time.perf_counter() - start) * 1e6)
    return times


def work(game: str, players: int, games: int, mode: str, ask: bool) -> None:
    """What ``--instructions`` counts: ``games`` games of ``mode`` (``forward`` or ``cold``),
    with or without the strings measured."""
    for seed in range(games):
        actions = actions_of(game, players, seed)
        if mode == "forward":
            forward(game, players, actions, ask)
        else:
            cold(game, players, actions, ask)


def instructions(chosen: list[tuple[str, int]], games: int) -> None:
    """Print the instructions per call of the two figures (see the introduction)."""
    from instructions import callgrind

    here = str(Path(__file__).resolve().parent)
    print(f"{'game':<14}{'forward instr.':>16}{'cold instr.':>16}")
    for name, players in chosen:
        figures = []
        for mode, calls in (("forward", 10 * players), ("cold", players)):
            counts = [
                callgrind(WORK, here, name, str(players), str(games), mode, ask)[0]
                for ask in ("1", "0")
            ]
            figures.append((counts[0] - counts[1]) / (calls * games))
        print(f"{f'{name} {players}p':<14}{figures[0]:>16,.0f}{figures[1]:>16,.0f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="random games per game (20)")
    parser.add_argument("--instructions", action="store_true", help="count, under Valgrind")
    parser.add_argument("names", nargs="*", help="games to measure (default: all four)")
    args = parser.parse_args(argv)
    chosen = [(name, players) for name, players in GAMES if not args.names or name in args.names]
    if args.instructions:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        instructions(chosen, args.games)
        return
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
