"""The conformance kit on TEN: every player count, the options, and a slow full sweep."""

from __future__ import annotations

import attrs
import pytest

from tablegames.ten import JenPolicy, TenOptions, UnsoldWild
from tablegames.testing import check_game
from tests.sweeps import seed_chunks

#: Rules sweeps: CI's run against the installed wheel leaves them out (the same modules).
pytestmark = pytest.mark.sweep

#: Every option set to its alternative at once (jen_policy: only in the solo game, see
#: :func:`alternatives`).
ALTERNATIVES = TenOptions(
    take_numbers_needs_numbers=True,
    unsold_wild=UnsoldWild.ACTIVE_FREE,
    bid_with_cards=False,
    limit_bust_tokens=True,
    jen_policy=JenPolicy.NEVER,
)


def alternatives(players: int) -> TenOptions:
    """:data:`ALTERNATIVES` as a table of ``players`` may have them: Jen bids only in the solo
    game, and a game of several players refuses her policy."""
    if players == 1:
        return ALTERNATIVES
    return attrs.evolve(ALTERNATIVES, jen_policy=TenOptions().jen_policy)


# TEN games are long (every card is drawn: 300 to 600 moves with random players) and a full
# check of a state costs 2-4 ms, mostly JSON round trips of the state (with its history) and of
# every seat's view. So the default run checks one state in 50 in full, besides the first and
# the last of each game, with one sampled move per seat: measured on one core, 4 s (1 player)
# to 14 s (5 players) for 200 seeds. The default run checks the first 25 seeds of the 200 at
# every player count, ``pytest -m slow`` the other 175; the slow sweep checks every state.
EVERY = 50


@pytest.mark.parametrize("seeds", seed_chunks(200, 25, default=25))
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_check_game_passes_for_200_seeds(players: int, seeds: range) -> None:
    report = check_game("ten", seeds=seeds, players=players, sample=1, every=EVERY)
    assert report.games == len(seeds)
    assert report.states > len(seeds) * 2
    assert report.twins_differing > 0  # the draw pile really is reshuffled


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_check_game_passes_with_every_alternative_rule(players: int) -> None:
    report = check_game(
        "ten",
        seeds=range(20),
        players=players,
        options=alternatives(players),
        sample=2,
        every=EVERY,
    )
    assert report.games == 20


@pytest.mark.slow
@pytest.mark.parametrize("standard", [True, False], ids=["standard", "alternatives"])
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_check_game_checks_every_state(players: int, standard: bool) -> None:
    options = TenOptions() if standard else alternatives(players)
    seeds = range(200) if standard else range(50)
    report = check_game("ten", seeds=seeds, players=players, options=options, every=1)
    print(report)  # the sweep's figures, shown with pytest -s
    assert report.games == len(seeds)
    assert report.states == report.moves + report.games
