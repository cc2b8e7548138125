"""The conformance kit (tablegames.testing.check_game) on Crazy Eights: every player count,
every variant, and a slow sweep that checks every state.

The kit plays random games and checks on the states it visits that ``apply`` accepts exactly
the legal moves, JSON round-trips, views leak nothing (twins reshuffled from the rules give the
same views and moves), records replay, and the game ends.
"""

from __future__ import annotations

import pytest
from tablegames.testing import ConformanceError, check_game

from playouts import VARIANTS

PLAYERS = [2, 3, 4, 5]

# A random game takes 50 to 90 moves under the standard rules (measured: 70 on average), and a
# full check of a state about 4 ms. The default run checks one state in 10 (besides the first
# and the last) of 60 games per player count, with two sampled moves per seat: 2 to 3 s of one
# core per player count. The slow sweep checks every state of 200 games.


@pytest.mark.parametrize("players", PLAYERS)
def test_check_game_passes_for_60_seeds(players: int) -> None:
    report = check_game("crazyeights", seeds=range(60), players=players, sample=2, every=10)
    assert report.games == 60
    assert report.states > 60 * 2
    assert report.twins_differing > report.states  # other hands and the stock reshuffled


@pytest.mark.parametrize("variant", [name for name in VARIANTS if name != "standard"])
@pytest.mark.parametrize("players", PLAYERS)
def test_check_game_passes_under_every_variant(players: int, variant: str) -> None:
    report = check_game(
        "crazyeights",
        seeds=range(6),
        players=players,
        options=VARIANTS[variant],
        sample=2,
        every=10,
    )
    assert report.games == 6


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("players", PLAYERS)
def test_check_game_checks_every_state(players: int, variant: str) -> None:
    seeds = range(200) if variant == "standard" else range(40)
    report = check_game(
        "crazyeights", seeds=seeds, players=players, options=VARIANTS[variant], every=1
    )
    print(report)  # the sweep's figures, shown with pytest -s
    assert report.games == len(seeds)
    assert report.states == report.moves + report.games


@pytest.mark.parametrize("event", ["HandDealt", "CardDrawn"])
def test_a_private_event_made_public_is_caught_as_a_leak(
    event: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The twin names other cards in the other seats' deals and draws, from the rules (rule
    11), so a view that showed them would differ from the twin's: the kit catches an event
    class that forgot to be private. Before, the twin dropped the events the view dropped,
    with the view's own filter, and a view showing every hand passed."""
    import tablegames_crazyeights.events as events

    monkeypatch.setattr(getattr(events, event), "private", False)
    with pytest.raises(ConformanceError, match="leaks hidden information"):
        check_game("crazyeights", seeds=range(10), players=3, sample=1, every=1)
