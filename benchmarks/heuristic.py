"""How much better than random play each game's heuristic agent plays, at every player count.

Run from the repository root::

    python benchmarks/heuristic.py                    # the table in docs/guides/bots.rst
    python benchmarks/heuristic.py --quick            # a smoke test (a few games a row)
    python benchmarks/heuristic.py --only saboteur    # one game's rows
    python benchmarks/heuristic.py --seed 7           # other seeds, for tuning
    python benchmarks/heuristic.py --paired           # the paired Saboteur rows alone

Each row plays one game at one player count: one seat is the game's heuristic agent
(:func:`tablegames.agents.heuristic_factory`) and every other seat a
:class:`~tablegames.agents.RandomAgent`; the heuristic seat rotates over the seats, game by
game, so no seat's place in the turn order favours it. The table gives the heuristic seat's win
rate beside the random seats' (all of them together), each with its Wilson 95% interval
(:func:`strength.wilson`), and says whether the heuristic's interval lies wholly above the
random seats'.

* **Aluette** (4 players, teams of seats 0+2 and 1+3): a win is a game its team won, so the
  heuristic's random partner shares its wins.
* **TEN**, 2 to 5 players: a win is a game won (a shared win counts for each winner). With one
  player the seat always wins the solo game, so the row compares scores instead: the same deals
  played once by the heuristic agent and once by a random agent, mean score with its 95%
  interval (normal approximation).
* **Saboteur**, 3 to 10 players: a trial is a *round* (three a game, roles dealt anew each
  round) and a win is a round the seat's team won; a round nobody won (no saboteur in play and
  no gold found) is a loss for every seat. The heuristic seat's rate is also given by role.
  A lone heuristic miner among random seats rarely reaches the gold (nobody digs with it), so
  the Saboteur rows are played a second time with heuristic agents in half the seats (the even
  seats in one game, the odd seats in the next): the heuristic seats' rounds against the random
  seats'. Seats of one round are not independent trials (teammates win together), so these
  intervals are narrower than they should be; the difference is large enough not to need them.

Last, the *paired* Saboteur rows play each game twice on the same seeds: one seat (rotating)
is the heuristic agent in one and a random agent in the other, every other seat random in
both; the twin rounds have the same roles, and the rounds one side won and the other lost are
counted, with the exact sign test's p-value (:func:`sign_test`).

Games are played one after another in this process with :func:`tablegames.agents.play` (the
Saboteur rows need each round's result, which :func:`tablegames.agents.simulate` does not
keep), seeded as ``simulate`` seeds them, so every figure depends only on ``--seed`` and the
game counts, not on the machine; the wall time does.
"""

from __future__ import annotations

import argparse
import math
import platform
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import tablegames
from tablegames.agents import RandomAgent, heuristic_factory, play
from tablegames.core.rng import Rng

sys.path.insert(0, str(Path(__file__).parent))
from strength import wilson  # the benchmarks' own interval, beside this script

#: Games per row in the default run, by game ("saboteur-half": the rows with heuristic agents in
#: half the seats).
GAMES = {
    "aluette": 300,
    "ten": 100,
    "saboteur": 2000,
    "saboteur-half": 300,
    "saboteur-paired": 1600,
}
#: The player counts of each game's rows.
PLAYERS = {"aluette": (4,), "ten": (1, 2, 3, 4, 5), "saboteur": tuple(range(3, 11))}
#: The table's seed.
SEED = 2026


def _seeds(seed: int, game: str, players: int, games: int) -> Iterator[int]:
    for index in range(games):
        yield Rng(seed, "heuristic-table", game, players, index).next_u64() >> 11


def _play(game: str, players: int, game_seed: int, heuristic_seats: frozenset[int]) -> object:
    """One game: heuristic agents in ``heuristic_seats``, random agents elsewhere."""
    heuristic = heuristic_factory(game)
    agents = [
        (heuristic if seat in heuristic_seats else RandomAgent)(
            Rng(game_seed, "agent", seat).next_u64() >> 11
        )
        for seat in range(players)
    ]
    return play(tablegames.new_game(game, players=players, seed=game_seed), agents)


class Tally:
    """Wins and trials of the heuristic seat and of the random seats."""

    def __init__(self) -> None:
        self.won = self.trials = self.random_won = self.random_trials = 0
        self.by_role: dict[str, list[int]] = {}

    def add(self, heuristic: bool, won: bool, role: str | None = None) -> None:
        if heuristic:
            self.won += won
            self.trials += 1
            if role is not None:
                counts = self.by_role.setdefault(role, [0, 0])
                counts[0] += won
                counts[1] += 1
        else:
            self.random_won += won
            self.random_trials += 1


def _rate(won: int, trials: int) -> str:
    low, high = wilson(won, trials)
    return f"{won / trials:6.1%} [{max(0.0, low):5.1%}, {high:5.1%}]" if trials else "-"


def _row(game: str, players: int, games: int, unit: str, tally: Tally, seconds: float) -> str:
    low = wilson(tally.won, tally.trials)[0]
    high = wilson(tally.random_won, tally.random_trials)[1]
    verdict = "above" if low > high else "not shown"
    roles = "  ".join(
        f"{role} {_rate(won, trials)}" for role, (won, trials) in sorted(tally.by_role.items())
    )
    return (
        f"{game:9} {players:2d} {games:6d} {tally.trials:6d} {unit:6}"
        f"  {_rate(tally.won, tally.trials)}  {_rate(tally.random_won, tally.random_trials)}"
        f"  {verdict:9}  {seconds:5.0f}  {roles}"
    )


def win_rates(
    game: str, players: int, games: int, seed: int, half: bool = False
) -> tuple[str, Tally]:
    """Play a row's games; the unit of its trials and the tally.

    One heuristic seat, rotating game by game; with ``half``, heuristic agents in the even
    seats of one game and the odd seats of the next.
    """
    tally = Tally()
    saboteur = game == "saboteur"
    for index, game_seed in enumerate(_seeds(seed, game, players, games)):
        if half:
            mine = frozenset(seat for seat in range(players) if seat % 2 == index % 2)
        else:
            mine = frozenset({index % players})
        final = _play(game, players, game_seed, mine)
        if saboteur:
            for result in final.results:  # type: ignore[attr-defined]
                for seat, role in enumerate(result.roles):
                    side = "miners" if role.name == "MINER" else "saboteurs"
                    won = result.winner is not None and result.winner.value == side
                    tally.add(seat in mine, won, role.name.lower() if seat in mine else None)
        else:
            winners = set(tablegames.winners(final))  # type: ignore[arg-type]
            for seat in range(players):
                tally.add(seat in mine, seat in winners)
    return ("rounds" if saboteur else "games"), tally


def _mean(values: Sequence[int]) -> str:
    count = len(values)
    mean = sum(values) / count
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (count - 1)) if count > 1 else 0.0
    half = 1.959964 * spread / math.sqrt(count)
    return f"{mean:6.1f} [{mean - half:5.1f}, {mean + half:5.1f}]"


_SOLO = frozenset({0})
_NOBODY: frozenset[int] = frozenset()


def solo_scores(game: str, games: int, seed: int) -> tuple[str, str, bool]:
    """The solo game: mean scores of the heuristic and of random play on the same deals."""
    mine: list[int] = []
    theirs: list[int] = []
    for game_seed in _seeds(seed, game, 1, games):
        mine.append(tablegames.scores(_play(game, 1, game_seed, _SOLO))[0])  # type: ignore[arg-type]
        theirs.append(tablegames.scores(_play(game, 1, game_seed, _NOBODY))[0])  # type: ignore[arg-type]
    differences = [a - b for a, b in zip(mine, theirs, strict=True)]
    mean = sum(differences) / games
    spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (games - 1))
    above = mean - 1.959964 * spread / math.sqrt(games) > 0
    return _mean(mine), _mean(theirs), above


def sign_test(better: int, worse: int) -> float:
    """The two-sided exact sign test's p-value for ``better`` against ``worse`` pairs."""
    pairs = better + worse
    if not pairs:
        return 1.0
    tail = sum(math.comb(pairs, k) for k in range(min(better, worse) + 1)) / 2**pairs
    return min(1.0, 2 * tail)


def paired_rounds(players: int, games: int, seed: int) -> tuple[int, int, int, int, int]:
    """Saboteur on the same deals twice: one seat (rotating game by game) played by the
    heuristic agent, then by a random agent, every other seat random in both (with the same
    seeds). The roles of a round are dealt from the game's seed, so each round of one game has
    its twin in the other. Return the heuristic's rounds won, the random agent's, the rounds,
    and the rounds the heuristic won and the random agent lost, and the other way round."""
    won = random_won = rounds = better = worse = 0
    for index, game_seed in enumerate(_seeds(seed, "saboteur", players, games)):
        seat = index % players
        mine = _play("saboteur", players, game_seed, frozenset({seat}))
        theirs = _play("saboteur", players, game_seed, _NOBODY)
        for one, other in zip(mine.results, theirs.results, strict=True):  # type: ignore[attr-defined]
            assert one.roles == other.roles, "the twin rounds dealt other roles"
            side = "miners" if one.roles[seat].name == "MINER" else "saboteurs"
            a = one.winner is not None and one.winner.value == side
            b = other.winner is not None and other.winner.value == side
            won, random_won, rounds = won + a, random_won + b, rounds + 1
            better, worse = better + (a and not b), worse + (b and not a)
    return won, random_won, rounds, better, worse


def print_paired(games: int, seed: int) -> None:
    """The paired Saboteur rows."""
    print("Saboteur, the same deals with one seat played by the heuristic, then by a random agent:")
    print("pl  games rounds  heuristic [95%]         random agent [95%]    better worse  p      ")
    for players in PLAYERS["saboteur"]:
        won, random_won, rounds, better, worse = paired_rounds(players, games, seed)
        p_value = sign_test(better, worse)
        verdict = "above" if better > worse and p_value < 0.05 else "not shown"
        print(
            f"{players:2d} {games:6d} {rounds:6d}  {_rate(won, rounds)}"
            f"  {_rate(random_won, rounds)}  {better:6d} {worse:5d}  {p_value:.1e}  {verdict}",
            flush=True,
        )


def main(argv: Sequence[str] | None = None) -> int:
    """Play every row and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few games a row, a smoke test")
    parser.add_argument("--seed", type=int, default=SEED, help="the base seed")
    parser.add_argument("--only", action="append", default=[], help="a game's rows only")
    parser.add_argument("--games", action="append", default=[], help="GAME=N games a row")
    parser.add_argument(
        "--paired", action="store_true", help="only the paired Saboteur rows (same deals twice)"
    )
    args = parser.parse_args(argv)
    games = dict(GAMES)
    if args.quick:
        games = dict.fromkeys(games, 12)
    for item in args.games:
        name, _, count = item.partition("=")
        games[name] = int(count)
    print(f"Python {platform.python_version()} on {platform.machine()}, seed={args.seed}")
    if args.paired:
        print_paired(games["saboteur-paired"], args.seed)
        return 0
    print(
        "game      pl  games trials unit    heuristic win rate [95%]  random seats' rate [95%]"
        "  heuristic  secs  heuristic by role"
    )
    for game, counts in PLAYERS.items():
        if args.only and game not in args.only:
            continue
        for players in counts:
            started = time.perf_counter()
            if players == 1:
                mine, theirs, above = solo_scores(game, games[game], args.seed)
                verdict = "above" if above else "not shown"
                print(
                    f"{game:9} {players:2d} {games[game]:6d} {games[game]:6d} score "
                    f"  {mine}     {theirs}    {verdict:9}"
                    f"  {time.perf_counter() - started:5.0f}",
                    flush=True,
                )
                continue
            unit, tally = win_rates(game, players, games[game], args.seed)
            seconds = time.perf_counter() - started
            print(_row(game, players, games[game], unit, tally, seconds), flush=True)
    if args.only and "saboteur" not in args.only:
        return 0
    print("Saboteur, heuristic agents in half the seats (even seats, then odd seats):")
    for players in PLAYERS["saboteur"]:
        started = time.perf_counter()
        count = games["saboteur-half"]
        unit, tally = win_rates("saboteur", players, count, args.seed, half=True)
        seconds = time.perf_counter() - started
        print(_row("saboteur", players, count, unit, tally, seconds), flush=True)
    print_paired(games["saboteur-paired"], args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
