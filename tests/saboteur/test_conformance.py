"""The conformance kit on Saboteur: every player count, every option, and a slow full sweep.

Random play almost never finds the gold (about one round in a thousand), so the phase in which
the miners share it is reached by games of tunnellers (seats that dig toward the goals), whose
states around the gold are checked with :func:`tablegames.testing.check_states`.
"""

from __future__ import annotations

import pytest

from tablegames.saboteur import GoldDistribution, Phase, SaboteurOptions, SaboteurState
from tablegames.saboteur.state import NextStarter, PassDirection
from tablegames.testing import check_game, check_states
from tests.saboteur.helpers import tunnellers_game
from tests.sweeps import seed_chunks

#: Rules sweeps: CI's run against the installed wheel leaves them out (the same modules).
pytestmark = pytest.mark.sweep

PLAYER_COUNTS = range(3, 11)
#: Check one state in EVERY (plus the first and last of each game) in the default run; the
#: slow sweep checks them all.
EVERY = 50


def around_the_gold(states: list[SaboteurState]) -> list[SaboteurState]:
    """The states in which the miners choose gold, with the one before and the one after."""
    chosen = []
    for index, state in enumerate(states):
        if state.phase is Phase.CHOOSE_GOLD:
            chosen.extend(states[index - 1 : index + 2])
    return list({id(state): state for state in chosen}.values())


@pytest.mark.parametrize("seeds", seed_chunks(104, 13, default=13))
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_conformance_for_every_player_count(players: int, seeds: range) -> None:
    """API contract on 104 random games per player count: the first 13 in the default run, the
    others under ``pytest -m slow``.

    Seeds 13 to 24, which the default run checked too, reached no line or branch of the
    library (coverage.py, branches, every player count) that seeds 0 to 12 do not, but for
    some words and drawings, which tests/svg, tests/golden, tests/cli and test_words reach.
    """
    report = check_game("saboteur", seeds=seeds, players=players, sample=2, every=EVERY)
    print(report)
    assert report.games == len(seeds)
    assert report.moves > len(seeds) * 150  # three rounds each
    assert report.states > len(seeds) * 150 // EVERY
    assert report.twins_differing > 0


OPTION_SETS = [
    SaboteurOptions(break_own_tools=False, open_draw_pile=True, first_player=2),
    SaboteurOptions(
        gold_distribution=GoldDistribution.OFFICIAL,
        gold_pass_direction=PassDirection.RIGHT,
        next_round_starter=NextStarter.LEFT_OF_LAST_PLAYER,
    ),
]


@pytest.mark.parametrize("options", OPTION_SETS)
def test_conformance_under_the_options(options: SaboteurOptions) -> None:
    """API contract with every option away from its default."""
    report = check_game(
        "saboteur", seeds=range(8), players=(3, 6, 10), options=options, sample=2, every=EVERY
    )
    assert report.games == 24


@pytest.mark.parametrize("gold", list(GoldDistribution))
def test_conformance_when_the_miners_share_the_gold(gold: GoldDistribution) -> None:
    """API contract through the gold-choosing phase, under the seed's and the official rule."""
    options = SaboteurOptions(gold_distribution=gold)
    states = [
        state
        for players in PLAYER_COUNTS
        for state in around_the_gold(tunnellers_game(players, players, options))
    ]
    assert sum(state.phase is Phase.CHOOSE_GOLD for state in states) > 20
    report = check_states("saboteur", states, sample=2)
    print(report, sum(state.phase is Phase.CHOOSE_GOLD for state in states), "choosing gold")
    assert report.states == len(states)


@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_full_sweep_every_state(players: int) -> None:
    """Every state of 100 games per player count, fully checked."""
    report = check_game("saboteur", seeds=range(100), players=players, sample=4, every=1)
    print(report)  # the figures of the sweep, shown with ``pytest -s``
    assert report.games == 100
    assert report.states == report.moves + report.games


@pytest.mark.slow
@pytest.mark.parametrize("gold", list(GoldDistribution))
def test_full_sweep_of_tunnellers_games(gold: GoldDistribution) -> None:
    """Every state of 20 tunnellers' games per player count, where the gold is often found."""
    options = SaboteurOptions(gold_distribution=gold)
    states = [
        state
        for players in PLAYER_COUNTS
        for seed in range(20)
        for state in tunnellers_game(players, seed, options)
    ]
    assert sum(state.phase is Phase.CHOOSE_GOLD for state in states) > 300
    report = check_states("saboteur", states, sample=4)
    print(report, sum(state.phase is Phase.CHOOSE_GOLD for state in states), "choosing gold")
    assert report.states == len(states)
