"""tablegames benchmarks: speed per game, JSON cost, simulation scaling, heuristic strength.

Run from the repository root (one core, nothing else busy, for stable figures)::

    python benchmarks/run.py            # everything, about two minutes
    python benchmarks/run.py --quick    # fewer games, for a smoke test

It prints Markdown tables and the command that produced them. Nothing here is a test: the
figures depend on the machine; docs/performance.rst records the ones we measured.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import tablegames
from tablegames.agents import HEURISTIC_AGENTS, RandomAgent, simulate
from tablegames.core.rng import Rng

#: Player counts benchmarked per game (a typical table).
PLAYERS = {"aluette": 4, "ten": 4, "saboteur": 6}
#: Targets from issue 7: random steps per second on one core.
STEP_TARGETS = {"aluette": 30_000, "ten": 20_000, "saboteur": 10_000}


def random_playout(game: str, players: int, seed: int) -> tuple[int, float, Any]:
    """Play one game with uniform random choices; return (steps, seconds, final state)."""
    rng = Rng(seed, "bench")
    state = tablegames.new_game(game, players=players, seed=seed)
    legal_moves, apply = tablegames.legal_moves, tablegames.apply
    steps = 0
    started = time.perf_counter()
    while True:
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, moves[rng.below(len(moves))])
        steps += 1
    return steps, time.perf_counter() - started, state


def mid_game_state(game: str, players: int, seed: int) -> Any:
    """A state about halfway through a random game."""
    steps, _, _ = random_playout(game, players, seed)
    rng = Rng(seed, "bench")
    state = tablegames.new_game(game, players=players, seed=seed)
    for _ in range(steps // 2):
        moves = tablegames.legal_moves(state)
        state = tablegames.apply(state, moves[rng.below(len(moves))])
    return state


def best_of(repeats: int, function: Callable[[], object], number: int) -> float:
    """Seconds per call: the best of ``repeats`` timings of ``number`` calls."""
    timings = []
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(number):
            function()
        timings.append((time.perf_counter() - started) / number)
    return min(timings)


def bench_speed(games: int) -> list[dict[str, Any]]:
    rows = []
    for game in sorted(PLAYERS):
        if game not in tablegames.GAMES:
            continue
        players = PLAYERS[game]
        total_steps = 0
        total_seconds = 0.0
        for seed in range(games):
            steps, seconds, _ = random_playout(game, players, seed)
            total_steps += steps
            total_seconds += seconds
        state = mid_game_state(game, players, 7)
        text = tablegames.to_json(state)
        round_trip = best_of(5, lambda s=state: tablegames.from_json(tablegames.to_json(s)), 50)
        rows.append(
            {
                "game": game,
                "players": players,
                "steps_per_second": total_steps / total_seconds,
                "target": STEP_TARGETS[game],
                "games_per_second": games / total_seconds,
                "steps_per_game": total_steps / games,
                "json_round_trip_ms": round_trip * 1000,
                "json_kb": len(text) / 1024,
            }
        )
    return rows


def bench_saboteur_legal_moves() -> dict[str, Any] | None:
    """legal_moves for a 6-card hand on boards of 25-35 cards (issue 7 target: <= 50 us)."""
    if "saboteur" not in tablegames.GAMES:
        return None
    samples = []
    for seed in range(400):
        rng = Rng(seed, "busy")
        state = tablegames.new_game("saboteur", players=4, seed=seed)
        while not tablegames.is_over(state):
            board = len(state.board) if hasattr(state, "board") else 0
            seat = tablegames.current_player(state)
            if 25 <= board <= 35 and seat is not None and len(state.hands[seat]) == 6:
                samples.append((state, seat))
                break
            moves = tablegames.legal_moves(state)
            paths = [m for m in moves if type(m).__name__ == "PlacePath"]
            state = tablegames.apply(state, rng.choice(paths or list(moves)))
        if len(samples) >= 40:
            break
    if not samples:
        return None
    costs = [
        best_of(3, lambda s=state, p=seat: tablegames.legal_moves(s, p), 200)
        for state, seat in samples
    ]
    counts = [len(tablegames.legal_moves(s, p)) for s, p in samples]
    return {
        "boards": len(samples),
        "median_us": statistics.median(costs) * 1e6,
        "max_us": max(costs) * 1e6,
        "median_moves": statistics.median(counts),
    }


def bench_scaling(games: int) -> list[dict[str, Any]]:
    rows = []
    for game in sorted(PLAYERS):
        if game not in tablegames.GAMES:
            continue
        players = PLAYERS[game]
        one = simulate(game, games=games, players=players, agents=RandomAgent, seed=1)
        two = simulate(game, games=games, players=players, agents=RandomAgent, seed=1, workers=2)
        assert one == two, "simulate must not depend on the number of workers"
        rows.append(
            {
                "game": game,
                "one_worker": one.games_per_second,
                "two_workers": two.games_per_second,
                "speedup": two.games_per_second / one.games_per_second,
            }
        )
    return rows


def bench_heuristics(games: int) -> list[dict[str, Any]]:
    """Each heuristic agent against random agents, seats alternating so no seat is favoured."""
    rows = []
    for game in sorted(PLAYERS):
        if game not in tablegames.GAMES or game not in HEURISTIC_AGENTS:
            continue
        players = PLAYERS[game]
        heuristic = HEURISTIC_AGENTS[game]
        wins = heuristic_games = random_share = 0.0
        for offset in (0, 1):
            lineup = [
                heuristic if (seat + offset) % 2 == 0 else RandomAgent for seat in range(players)
            ]
            summary = simulate(game, games=games, players=players, agents=lineup, seed=offset)
            seats = [s for s in range(players) if lineup[s] is heuristic]
            others = [s for s in range(players) if lineup[s] is not heuristic]
            wins += sum(summary.wins[s] for s in seats) / len(seats)
            random_share += sum(summary.wins[s] for s in others) / len(others)
            heuristic_games += summary.games
        rows.append(
            {
                "game": game,
                "players": players,
                "games": int(heuristic_games),
                "heuristic_win_rate": wins / heuristic_games,
                "random_win_rate": random_share / heuristic_games,
            }
        )
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games (a smoke test)")
    parser.add_argument("--json", action="store_true", help="print the raw figures as JSON")
    args = parser.parse_args()
    scale = 1 if args.quick else 5
    results = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "speed": bench_speed(games=8 * scale),
        "saboteur_legal_moves": bench_saboteur_legal_moves(),
        "scaling": bench_scaling(games=20 * scale),
        "heuristics": bench_heuristics(games=40 * scale),
    }
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    command = "python benchmarks/run.py" + (" --quick" if args.quick else "")
    print(f"Command: `{command}` (CPython {results['python']}, {results['machine']}, one core)\n")
    print(
        "| game | players | random steps/s | target | games/s | steps/game "
        "| JSON round trip (mid-game) | JSON size |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for row in results["speed"]:
        print(
            f"| {row['game']} | {row['players']} | {row['steps_per_second']:,.0f} "
            f"| {row['target']:,} | {row['games_per_second']:.1f} | {row['steps_per_game']:.0f} "
            f"| {row['json_round_trip_ms']:.2f} ms | {row['json_kb']:.1f} KiB |"
        )
    busy = results["saboteur_legal_moves"]
    if busy:
        print(
            f"\nSaboteur legal_moves, 6-card hand, board of 25-35 cards ({busy['boards']} boards): "
            f"median {busy['median_us']:.1f} us, worst {busy['max_us']:.1f} us, "
            f"median {busy['median_moves']:.0f} moves listed (target <= 50 us)."
        )
    print("\n| game | simulate, 1 worker | 2 workers | speed-up |")
    print("|---|---|---|---|")
    for row in results["scaling"]:
        print(
            f"| {row['game']} | {row['one_worker']:.1f} games/s | {row['two_workers']:.1f} "
            f"games/s | {row['speedup']:.2f}x |"
        )
    print("\n| game | players | games | heuristic seat win rate | random seat win rate |")
    print("|---|---|---|---|---|")
    for row in results["heuristics"]:
        print(
            f"| {row['game']} | {row['players']} | {row['games']} "
            f"| {row['heuristic_win_rate']:.1%} | {row['random_win_rate']:.1%} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
