"""tablegames benchmarks: speed per game, against RLCard, JSON cost, scaling, heuristic strength.

Run from the repository root (one core, nothing else busy, for stable figures)::

    python benchmarks/run.py            # everything, about three minutes
    python benchmarks/run.py --quick    # fewer games, for a smoke test
    python benchmarks/run.py --only json  # the JSON section alone, about a minute

It prints Markdown tables and the command that produced them. Nothing here is a test: the
figures depend on the machine; docs/performance.rst records the ones we measured. Speeds are
CPU times of this process (``time.process_time``), which a shared machine disturbs less than
wall-clock times (simulate's scaling, across processes, is timed on the wall clock).

When RLCard is installed (``pip install rlcard``; it is not a dependency of tablegames), the
random steps per second of Aluette and TEN are compared with those of RLCard's pure-Python game
objects for bridge and 4-player uno, in the same process, the engines taking turns (ABAB) so
that a busy machine slows both alike; the ratios are the medians over the rounds.

When OpenSpiel is installed (``pip install open_spiel``, or the ``openspiel`` extra), the three
games are compared in the same way with OpenSpiel's C++ hearts and bridge driven from the same
Python loop (``legal_actions`` and ``apply_action``, chance outcomes sampled by the loop)::

    python benchmarks/run.py --only rivals  # RLCard and OpenSpiel alone, about two minutes
"""

from __future__ import annotations

import argparse
import itertools
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import tablegames
from tablegames.agents import RandomAgent, heuristic_factory, simulate
from tablegames.core.rng import Rng

#: Player counts benchmarked per game (a typical table).
PLAYERS = {"aluette": 4, "ten": 4, "saboteur": 6}
#: Targets from issue 7: random steps per second on one core.
STEP_TARGETS = {"aluette": 30_000, "ten": 20_000, "saboteur": 10_000}


def random_playout(game: str, players: int, seed: int) -> tuple[int, float, Any]:
    """Play one game with uniform random choices; return (steps, CPU seconds, final state)."""
    rng = Rng(seed, "bench")
    state = tablegames.new_game(game, players=players, seed=seed)
    legal_moves, apply = tablegames.legal_moves, tablegames.apply
    steps = 0
    started = time.process_time()
    while True:
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, moves[rng.below(len(moves))])
        steps += 1
    return steps, time.process_time() - started, state


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
    """CPU seconds per call: the best of ``repeats`` timings of ``number`` calls."""
    timings = []
    for _ in range(repeats):
        started = time.process_time()
        for _ in range(number):
            function()
        timings.append((time.process_time() - started) / number)
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


# -- against RLCard ------------------------------------------------------------------------------

#: Each game against the RLCard game it is compared with: (ours, players, RLCard's, its players).
RLCARD_PAIRS = (("aluette", 4, "bridge", 4), ("ten", 4, "uno", 4))

Playout = Callable[[int], tuple[int, float]]


def generic_playout(game: str, players: int) -> Playout:
    """Random playouts through the generic API; each returns (steps, CPU seconds of play)."""
    legal_moves, apply = tablegames.legal_moves, tablegames.apply

    def play(seed: int) -> tuple[int, float]:
        rng = Rng(seed, "bench")
        state = tablegames.new_game(game, players=players, seed=seed)
        steps = 0
        started = time.process_time()
        while True:
            moves = legal_moves(state)
            if not moves:
                break
            state = apply(state, moves[rng.below(len(moves))])
            steps += 1
        return steps, time.process_time() - started

    return play


def game_api_playout(game: str, players: int) -> Playout:
    """The same playouts through the game's own typed functions (``tablegames.ten.apply``...).

    These are the generic functions, typed for their game, so this times the same calls as
    the generic API; it is kept to compare with the figures of docs/performance.rst before.
    """
    module = getattr(tablegames, game)
    current_player, legal_moves, apply = module.current_player, module.legal_moves, module.apply

    def play(seed: int) -> tuple[int, float]:
        rng = Rng(seed, "bench")
        state = tablegames.new_game(game, players=players, seed=seed)
        steps = 0
        started = time.process_time()
        while True:
            player = current_player(state)
            moves = legal_moves(state, player) if player is not None else ()
            if not moves:
                break
            state = apply(state, moves[rng.below(len(moves))])
            steps += 1
        return steps, time.process_time() - started

    return play


def rlcard_playout(game: str, players: int) -> Playout | None:
    """Random playouts of an RLCard game object, in the same loop shape; None without RLCard.

    Each game object gets its own ``numpy.random.RandomState(seed)``; the legal actions are
    listed each step and one is chosen with the same chooser as ours. Setting up the game
    (``init_game``) is not timed, as ``new_game`` is not timed in ours.
    """
    try:
        import numpy as np
        from rlcard.games.bridge.game import BridgeGame
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None

    def play(seed: int) -> tuple[int, float]:
        rng = Rng(seed, "bench")
        engine: Any = BridgeGame() if game == "bridge" else UnoGame(num_players=players)
        engine.np_random = np.random.RandomState(seed)
        engine.init_game()
        legal_actions = (
            engine.judger.get_legal_actions if game == "bridge" else engine.get_legal_actions
        )
        steps = 0
        started = time.process_time()
        while not engine.is_over():
            actions = legal_actions()
            engine.step(actions[rng.below(len(actions))])
            steps += 1
        return steps, time.process_time() - started

    return play


def steps_per_second(play: Playout, seeds: Iterator[int], budget: float) -> float:
    """Play games from ``seeds`` for at least ``budget`` CPU seconds; return steps per second."""
    steps, seconds = 0, 0.0
    while seconds < budget:
        played, spent = play(next(seeds))
        steps += played
        seconds += spent
    return steps / seconds


def bench_rlcard(rounds: int, budget: float) -> list[dict[str, Any]] | None:
    """Aluette against RLCard's bridge and TEN against its 4-player uno, interleaved."""
    rows = []
    for game, players, theirs, their_players in RLCARD_PAIRS:
        rival = rlcard_playout(theirs, their_players)
        if rival is None:
            return None
        engines = {
            "generic": generic_playout(game, players),
            "game_api": game_api_playout(game, players),
            "rlcard": rival,
        }
        seeds = {name: itertools.count() for name in engines}
        rates: dict[str, list[float]] = {name: [] for name in engines}
        for _ in range(rounds):  # ABAB...: each round plays every engine once, in turn
            for name, play in engines.items():
                rates[name].append(steps_per_second(play, seeds[name], budget))
        rlcard_rates = rates["rlcard"]
        rows.append(
            {
                "game": game,
                "players": players,
                "rlcard_game": theirs,
                "rlcard_players": their_players,
                "rounds": rounds,
                "generic_steps_per_second": statistics.median(rates["generic"]),
                "game_api_steps_per_second": statistics.median(rates["game_api"]),
                "rlcard_steps_per_second": statistics.median(rlcard_rates),
                "ratio": statistics.median(
                    ours / their for ours, their in zip(rates["generic"], rlcard_rates, strict=True)
                ),
                "game_api_ratio": statistics.median(
                    ours / their
                    for ours, their in zip(rates["game_api"], rlcard_rates, strict=True)
                ),
            }
        )
    return rows


# -- against OpenSpiel ---------------------------------------------------------------------------

#: Our games in the OpenSpiel comparison, with their player counts.
OPENSPIEL_OURS = (("aluette", 4), ("ten", 4), ("saboteur", 4))
#: OpenSpiel's games, by the name printed and the game string loaded. Bridge is played out card
#: by card: by default OpenSpiel ends it after the auction with a double-dummy solver's score,
#: which would time the solver, not the game.
OPENSPIEL_GAMES = (("hearts", "hearts"), ("bridge", "bridge(use_double_dummy_result=false)"))


def openspiel_playout(game: str) -> Playout | None:
    """Random playouts of an OpenSpiel game from Python, in the same loop shape; None without it.

    Each step lists ``legal_actions()`` and applies one chosen with the same chooser as ours.
    Chance nodes (the deal, hearts' passing direction) are sampled by the loop from
    ``chance_outcomes()``; those before the first decision are the setup and are not timed (as
    ``new_game`` is not in ours), any later ones are timed but not counted as steps.
    """
    try:
        import pyspiel
    except ImportError:
        return None
    engine = pyspiel.load_game(game)

    def play(seed: int) -> tuple[int, float]:
        rng = Rng(seed, "bench")

        def sample_chance(state: Any) -> None:
            outcomes = state.chance_outcomes()
            point = rng.below(1 << 53) / (1 << 53)
            action = outcomes[-1][0]  # if rounding leaves some of the point over
            for candidate, probability in outcomes:
                point -= probability
                if point < 0:
                    action = candidate
                    break
            state.apply_action(action)

        state = engine.new_initial_state()
        while state.is_chance_node():
            sample_chance(state)
        steps = 0
        started = time.process_time()
        while not state.is_terminal():
            if state.is_chance_node():
                sample_chance(state)
                continue
            actions = state.legal_actions()
            state.apply_action(actions[rng.below(len(actions))])
            steps += 1
        return steps, time.process_time() - started

    return play


def bench_openspiel(rounds: int, budget: float) -> list[dict[str, Any]] | None:
    """Our games (generic API) against OpenSpiel's hearts and bridge, interleaved (ABAB...)."""
    rivals = {}
    for name, loaded in OPENSPIEL_GAMES:
        rival = openspiel_playout(loaded)
        if rival is None:
            return None
        rivals[name] = rival
    ours = {
        game: generic_playout(game, players)
        for game, players in OPENSPIEL_OURS
        if game in tablegames.GAMES
    }
    engines: dict[str, Playout] = {**ours, **rivals}
    seeds = {name: itertools.count() for name in engines}
    rates: dict[str, list[float]] = {name: [] for name in engines}
    for _ in range(rounds):  # each round plays every engine once, in turn
        for name, play in engines.items():
            rates[name].append(steps_per_second(play, seeds[name], budget))
    rows = []
    for game, players in OPENSPIEL_OURS:
        if game not in ours:
            continue
        row: dict[str, Any] = {
            "game": game,
            "players": players,
            "rounds": rounds,
            "steps_per_second": statistics.median(rates[game]),
        }
        for name in rivals:
            row[f"{name}_steps_per_second"] = statistics.median(rates[name])
            row[f"{name}_ratio"] = statistics.median(
                mine / their for mine, their in zip(rates[game], rates[name], strict=True)
            )
        rows.append(row)
    return rows


# -- JSON: whole states, snapshots, records -----------------------------------------------------


def states_of_games(game: str, players: int, seeds: range, points: int) -> list[Any]:
    """``points`` states spread evenly over each random game of ``seeds`` (start to end)."""
    states = []
    for seed in seeds:
        rng = Rng(seed, "bench")
        state = tablegames.new_game(game, players=players, seed=seed)
        path = [state]
        while True:
            moves = tablegames.legal_moves(state)
            if not moves:
                break
            state = tablegames.apply(state, moves[rng.below(len(moves))])
            path.append(state)
        states.extend(path[(len(path) - 1) * i // (points - 1)] for i in range(points))
    return states


def slope(xs: list[int], ys: list[float]) -> float:
    """The least-squares slope of ``ys`` against ``xs``."""
    mean_x, mean_y = statistics.fmean(xs), statistics.fmean(ys)
    covariance = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True))
    return covariance / sum((x - mean_x) ** 2 for x in xs)


def bench_json(seeds: int) -> list[dict[str, Any]]:
    """Round trips of whole states, of snapshots (with the record in memory) and of records.

    The mid-game figures are the median over the games' middle states; the cost per move of
    history is the slope of the round-trip time against the history's length over states
    spread along several games.
    """
    # Imported here: the other sections also run against tablegames from before snapshots
    # (before/after comparisons with PYTHONPATH pointing at an older checkout).
    from tablegames.core.json import dumps, from_snapshot, to_snapshot

    rows = []
    for game in sorted(PLAYERS):
        if game not in tablegames.GAMES:
            continue
        players = PLAYERS[game]
        points = 11
        states = states_of_games(game, players, range(seeds), points)
        lengths, full, snapshot, records = [], [], [], []
        for state in states:
            game_record = tablegames.record(state)
            lengths.append(len(state.history))
            full.append(best_of(3, lambda s=state: tablegames.from_json(tablegames.to_json(s)), 10))
            snapshot.append(
                best_of(
                    3, lambda s=state, r=game_record: from_snapshot(dumps(to_snapshot(s)), r), 10
                )
            )
            records.append(
                best_of(3, lambda r=game_record: tablegames.from_json(tablegames.to_json(r)), 10)
            )
        middle = [i for i in range(len(states)) if i % points == points // 2]
        mid_state = states[middle[0]]
        rows.append(
            {
                "game": game,
                "players": players,
                "states": len(states),
                "mid_game_moves": statistics.median(lengths[i] for i in middle),
                "full_mid_ms": statistics.median(full[i] for i in middle) * 1000,
                "snapshot_mid_ms": statistics.median(snapshot[i] for i in middle) * 1000,
                "full_us_per_move": slope(lengths, full) * 1e6,
                "snapshot_us_per_move": slope(lengths, snapshot) * 1e6,
                "record_us_per_move": slope(lengths, records) * 1e6,
                "full_kb": len(tablegames.to_json(mid_state)) / 1024,
                "snapshot_kb": len(dumps(to_snapshot(mid_state))) / 1024,
            }
        )
    return rows


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
        if game not in tablegames.GAMES:
            continue
        players = PLAYERS[game]
        heuristic = heuristic_factory(game)
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


def print_rlcard(rows: list[dict[str, Any]] | None) -> None:
    """The comparison with RLCard, or how to get it."""
    if rows is None:
        print("\nRLCard is not installed (pip install rlcard): no comparison with it.")
        return
    print(
        f"\nAgainst RLCard's game objects, random play, CPU time, median of {rows[0]['rounds']} "
        "interleaved rounds (target, issue 24: ratio >= 2.0):\n"
    )
    print(
        "| game | steps/s (generic API) | steps/s (game's API) | RLCard game | RLCard steps/s "
        "| ratio (generic API) | ratio (game's API) |"
    )
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        print(
            f"| {row['game']} ({row['players']}p) | {row['generic_steps_per_second']:,.0f} "
            f"| {row['game_api_steps_per_second']:,.0f} "
            f"| {row['rlcard_game']} ({row['rlcard_players']}p) "
            f"| {row['rlcard_steps_per_second']:,.0f} | {row['ratio']:.2f} "
            f"| {row['game_api_ratio']:.2f} |"
        )


def print_openspiel(rows: list[dict[str, Any]] | None) -> None:
    """The comparison with OpenSpiel's C++ games, or how to get it."""
    if rows is None:
        print("\nOpenSpiel is not installed (pip install open_spiel): no comparison with it.")
        return
    if not rows:
        return
    names = [name for name, _ in OPENSPIEL_GAMES]
    print(
        f"\nAgainst OpenSpiel's C++ games driven from the same Python loop, random play, CPU "
        f"time, median of {rows[0]['rounds']} interleaved rounds (bridge played out card by "
        "card; stretch target, issue 24: ratio >= 0.5):\n"
    )
    print(
        "| game | steps/s (generic API) | "
        + " | ".join(f"{name} steps/s | ratio to {name}" for name in names)
        + " |"
    )
    print("|---|---|" + "---|---|" * len(names))
    for row in rows:
        print(
            f"| {row['game']} ({row['players']}p) | {row['steps_per_second']:,.0f} | "
            + " | ".join(
                f"{row[f'{name}_steps_per_second']:,.0f} | {row[f'{name}_ratio']:.2f}"
                for name in names
            )
            + " |"
        )


def print_json(rows: list[dict[str, Any]]) -> None:
    """Whole-state round trips against snapshot round trips (targets: 0.5 ms, 1 us/move)."""
    print(
        "\nJSON round trips (to text and back, every check of reading untrusted data); "
        "snapshots are read with the record in memory:\n"
    )
    print(
        "| game | mid-game moves | state, mid-game | state, per move of history "
        "| snapshot, mid-game | snapshot, per move | record, per move | sizes (state / snapshot) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(
            f"| {row['game']} | {row['mid_game_moves']:.0f} | {row['full_mid_ms']:.2f} ms "
            f"| {row['full_us_per_move']:.2f} us | {row['snapshot_mid_ms']:.2f} ms "
            f"| {row['snapshot_us_per_move']:.2f} us | {row['record_us_per_move']:.2f} us "
            f"| {row['full_kb']:.1f} / {row['snapshot_kb']:.1f} KiB |"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games (a smoke test)")
    parser.add_argument("--json", action="store_true", help="print the raw figures as JSON")
    parser.add_argument(
        "--only",
        choices=["json", "rivals"],
        help="run one section only (json: the JSON round trips; rivals: RLCard and OpenSpiel)",
    )
    args = parser.parse_args()
    scale = 1 if args.quick else 5
    if args.only == "json":
        rows = bench_json(seeds=1 if args.quick else 3)
        if args.json:
            print(json.dumps({"python": platform.python_version(), "json": rows}, indent=2))
        else:
            command = "python benchmarks/run.py --only json" + (" --quick" if args.quick else "")
            print(f"Command: `{command}` (CPython {platform.python_version()}, one core)")
            print_json(rows)
        return 0
    rounds, budget = (3, 0.1) if args.quick else (10, 0.5)
    if args.only == "rivals":
        rivals: dict[str, Any] = {
            "python": platform.python_version(),
            "rlcard": bench_rlcard(rounds=rounds, budget=budget),
            "openspiel": bench_openspiel(rounds=rounds, budget=budget),
        }
        if args.json:
            print(json.dumps(rivals, indent=2))
        else:
            command = "python benchmarks/run.py --only rivals" + (" --quick" if args.quick else "")
            print(f"Command: `{command}` (CPython {platform.python_version()}, one core)")
            print_rlcard(rivals["rlcard"])
            print_openspiel(rivals["openspiel"])
        return 0
    results = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "speed": bench_speed(games=8 * scale),
        "rlcard": bench_rlcard(rounds=rounds, budget=budget),
        "openspiel": bench_openspiel(rounds=rounds, budget=budget),
        "json": bench_json(seeds=1 if args.quick else 3),
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
    print_rlcard(results["rlcard"])
    print_openspiel(results["openspiel"])
    print_json(results["json"])
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
