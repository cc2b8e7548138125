"""Sampling a full state from a view (``sample_state``): consistent, playable, uniform."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest
import tablegames
from tablegames import FormatError
from tablegames.agents import RandomAgent, play
from tablegames.core.rng import Rng

from playouts import VARIANTS, card, last, playout, table
from tablegames_crazyeights import GAME, CrazyEightsState, sample_state, view


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_sample_gives_back_the_view_and_plays_on(players: int, variant: str) -> None:
    for number, state in enumerate(playout(players, 6, VARIANTS[variant])):
        if number % 9 and state.to_act is not None:
            continue
        for seat in [*range(players), None]:
            seen = view(state, seat)
            sample = sample_state(seen, Rng(number, "test"))
            assert isinstance(sample, CrazyEightsState)
            assert view(sample, seat) == seen
            assert GAME.check_invariants(sample) == []
            assert sample.history == ()
            assert sample.seed != state.seed
        if state.to_act is not None:
            final = play(sample, [RandomAgent(s) for s in range(players)])
            assert tablegames.is_over(final)


def test_the_hidden_cards_are_dealt_uniformly() -> None:
    """Every hidden card is as likely to be in seat 1's hand as any other: about 5 / 37."""
    state = table(["3c 4c 5c 6c 7c", "Kd Qd Jd 10d 9d", "2h 3h 4h 5h 6h"], "Kc")
    seen = view(state, 0)
    rng = Rng(1)
    held: Counter[object] = Counter()
    draws = 3000
    for _ in range(draws):
        held.update(sample_state(seen, rng).hands[1])
    hidden = 52 - 5 - 1
    expected = draws * 5 / hidden
    assert len(held) == hidden
    assert all(abs(count - expected) < 0.2 * expected for count in held.values())
    assert card("3c") not in held
    assert card("Kc") not in held


def test_once_the_game_is_over_the_shown_hands_are_kept() -> None:
    """Rule 8.3: the hands shown at the end of the round are no longer hidden."""
    final = last(playout(3, 2))
    for seat in (0, None):
        sample = sample_state(view(final, seat), 5)
        assert sample.hands == final.hands


def test_a_view_whose_cards_do_not_make_up_the_deck_is_refused() -> None:
    seen = view(tablegames.new_game("crazyeights", players=3, seed=1), 0)
    with pytest.raises(FormatError, match="52-card deck"):
        sample_state(attrs.evolve(seen, stock_size=seen.stock_size + 1), 1)
    with pytest.raises(FormatError, match="52-card deck"):
        sample_state(attrs.evolve(seen, discard=(*seen.discard, seen.hand[0])), 1)


def test_the_generic_function_dispatches_here() -> None:
    state = tablegames.new_game("crazyeights", players=3, seed=4)
    seen = tablegames.view(state, 1)
    assert tablegames.sample_state(seen, 5) == sample_state(seen, 5)
    assert tablegames.sample_state(seen, 5) == GAME.sample_state(seen, Rng(5, "sample"))
