"""Setting up a game: players, the deal and the starter (RULES.md rules 1 to 3)."""

from __future__ import annotations

from collections import Counter

import pytest
import tablegames
from tablegames import ConfigError

from tablegames_crazyeights import (
    CARDS,
    CrazyEightsOptions,
    DrawRule,
    HandDealt,
    RoundStarted,
    new_game,
    view,
)
from tablegames_crazyeights.cards import CARD_ORDER, HAND_SIZES


@pytest.mark.parametrize("players", [0, 1, 6, 10])
def test_two_to_five_players(players: int) -> None:
    """Rule 1.1."""
    with pytest.raises(ConfigError, match="2 to 5 players"):
        new_game(players=players, seed=1)


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 5), (4, 5), (5, 5)])
def test_the_deal(players: int, size: int) -> None:
    """Rule 2.2: 7 cards each with two players, 5 with more; rule 2.3: the rest is the stock;
    rule 3.1: one card turned up."""
    assert HAND_SIZES[players] == size
    for seed in range(20):
        state = new_game(players=players, seed=seed)
        assert [len(hand) for hand in state.hands] == [size] * players
        assert len(state.discard) == 1
        assert len(state.stock) == 52 - 1 - size * players
        everything = [c for hand in state.hands for c in hand] + [*state.stock, *state.discard]
        assert Counter(everything) == Counter(CARDS)
        for hand in state.hands:
            assert list(hand) == sorted(hand, key=CARD_ORDER.__getitem__)


def test_cards_are_dealt_one_at_a_time_from_the_dealers_left() -> None:
    """Rule 2.2: the seat on the dealer's left gets the top card of the shuffled deck."""
    from tablegames.core.rng import Rng

    state = new_game(players=3, seed=5)
    deck = list(Rng(5, "deal", 1).shuffle(CARDS))
    first = (state.dealer + 1) % 3
    assert deck[-1] in state.hands[first]
    assert deck[-2] in state.hands[(first + 1) % 3]
    assert deck[-4] in state.hands[first]


def test_the_first_player_sits_left_of_the_dealer_and_follows_the_starter() -> None:
    """Rules 2.1 and 3.3; the dealer is drawn from the seed."""
    dealers = set()
    for seed in range(40):
        state = new_game(players=4, seed=seed)
        dealers.add(state.dealer)
        assert state.to_act == (state.dealer + 1) % 4
        assert state.suit is state.discard[-1].suit
        started = state.events[0]
        assert isinstance(started, RoundStarted)
        assert started.first_player == state.to_act
        assert started.dealer == state.dealer
    assert dealers == {0, 1, 2, 3}


def test_an_eight_is_never_the_starter_but_is_buried_in_the_stock() -> None:
    """Rule 3.2: an eight turned up is shown, buried in the lower half of the stock, and the
    next card turned up."""
    buried = 0
    for seed in range(300):
        state = new_game(players=2, seed=seed)
        assert not state.discard[-1].is_eight
        started = state.events[0]
        assert isinstance(started, RoundStarted)
        for eight in started.buried:
            assert eight.is_eight
            assert eight in state.stock
            assert state.stock.index(eight) < len(state.stock) // 2 + len(started.buried)
            buried += 1
    assert buried > 10  # about one deal in twelve turns up an eight


def test_each_seat_is_told_its_own_hand_only() -> None:
    """Rule 11.2: the cards you are dealt are private."""
    state = new_game(players=3, seed=2)
    dealt = [e for e in state.events if isinstance(e, HandDealt)]
    assert [e.cards for e in dealt] == list(state.hands)
    for seat in range(3):
        seen = [e for e in view(state, seat).events if isinstance(e, HandDealt)]
        assert seen == [dealt[seat]]
    assert not [e for e in view(state, None).events if isinstance(e, HandDealt)]


def test_options_are_validated() -> None:
    with pytest.raises(ConfigError, match="target_score"):
        CrazyEightsOptions(target_score=0)
    with pytest.raises(ConfigError, match="target_score"):
        CrazyEightsOptions(target_score=True)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="draw_rule"):
        CrazyEightsOptions(draw_rule="one")  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        new_game(players=2, seed=1, options={"draw_rule": "sometimes"})
    with pytest.raises(ConfigError):
        new_game(players=2, seed=1, options={"jokers": True})
    state = tablegames.new_game(
        "crazyeights", players=2, seed=1, options={"draw_rule": "one_then_pass"}
    )
    assert state.options.draw_rule is DrawRule.ONE_THEN_PASS


def test_the_same_seed_deals_the_same_game() -> None:
    assert new_game(players=4, seed=9) == new_game(players=4, seed=9)
    assert new_game(players=4, seed=9) != new_game(players=4, seed=10)
