"""Sampling TEN states from views: only the draw pile's order is hidden (rules §5.1)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import tablegames
from tablegames import ten
from tests.sample_checks import (
    ALPHA,
    check_sample,
    chi_square_p,
    play_on,
    playout,
    positions,
)

OPTIONS: dict[str, dict[str, object]] = {
    "default": {},
    "variants": {
        "take_numbers_needs_numbers": True,
        "unsold_wild": "active_free",
        "bid_with_cards": False,
        "limit_bust_tokens": True,
    },
}


@pytest.mark.parametrize("options", OPTIONS.values(), ids=OPTIONS.keys())
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_the_view_of_a_sample_is_the_view(players: int, options: dict[str, object]) -> None:
    """view(sample_state(v), seat) == v for every seat and a spectator, at states spread over
    whole games (every turn boundary, phase change and the end), and samples play on."""
    for seed in range(2):
        states = playout("ten", players, seed, options)
        chosen = positions(states, every=7)
        for index, state in enumerate(chosen):
            for seat in [None, *range(players)]:
                sample = check_sample(state, seat, seed * 1000 + index)
                # The draw pile holds exactly the real pile's cards, in some order.
                assert Counter(sample.draw_pile) == Counter(state.draw_pile)
            if index % 10 == 0:
                play_on(sample, index)


def late_state(players: int = 3, seed: int = 5, left: int = 5) -> Any:
    """A state of a random game with ``left`` cards in the draw pile."""
    return next(s for s in playout("ten", players, seed) if len(s.draw_pile) == left)


def test_the_top_card_is_uniform_among_the_hidden_cards() -> None:
    """Rules §5.1: the deck is shuffled, so each hidden card (counted with its copies) is on top
    of the pile equally often.

    3000 samples over 5 cards: a sampler that put one card on top a quarter of the time instead
    of a fifth would give a chi-square noncentrality of about 47, rejected at p < 0.001 with
    power above 0.99.
    """
    state = late_state()
    seen = tablegames.view(state, 0)
    hidden = Counter(state.draw_pile)
    draws = 3000
    tops = Counter(ten.sample_state(seen, n).draw_pile[-1] for n in range(draws))
    expected = {card: copies / len(state.draw_pile) for card, copies in hidden.items()}
    assert chi_square_p(tops, expected) > ALPHA


def test_every_order_of_the_pile_is_equally_likely() -> None:
    """All 4! orders of a 4-card pile (its cards distinct) come up uniformly.

    4800 samples over 24 orders (200 expected each): one order twice as likely as the rest
    gives a noncentrality near 180, far beyond the 0.001 critical value (49.7).
    """
    for seed in range(40):
        state = late_state(seed=seed, left=4)
        if len(set(state.draw_pile)) == 4:
            break
    else:
        pytest.fail("no game left four distinct cards")
    seen = tablegames.view(state, None)
    orders = Counter(ten.sample_state(seen, n).draw_pile for n in range(4800))
    assert len(orders) == 24
    assert chi_square_p(orders, dict.fromkeys(orders, 1 / 24)) > ALPHA
