"""Drawing, passing and the empty stock (RULES.md rules 5 to 7), under every draw option."""

from __future__ import annotations

import pytest
from tablegames import IllegalMoveError

from playouts import card, cards, table
from tablegames_crazyeights import (
    CARDS,
    CardDrawn,
    CrazyEightsOptions,
    Draw,
    DrawRule,
    Drew,
    EmptyStock,
    Pass,
    Passed,
    PlayCard,
    Rank,
    StockRebuilt,
    Suit,
    apply,
    legal_moves,
    view,
)
from tablegames_crazyeights.text import short

ONE = CrazyEightsOptions(draw_rule=DrawRule.ONE_THEN_PASS)
MUST_PLAY = CrazyEightsOptions(draw_when_able=False)
RESHUFFLE = CrazyEightsOptions(empty_stock=EmptyStock.RESHUFFLE)


def refusal(state: object, move: object) -> str:
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, move)  # type: ignore[arg-type]
    return refused.value.code


def test_a_draw_takes_the_top_of_the_stock_and_the_turn_goes_on() -> None:
    """Rule 5.1: the drawer sees the card, the others only that a card was drawn."""
    state = table(["3d", "4d"], "Kc", stock="2s 9h 5c")
    after = apply(state, Draw(0))
    assert after.hands[0] == cards("3d 5c")
    assert after.stock == (card("2s"), card("9h"))
    assert after.to_act == 0
    assert after.drawn == 1
    assert after.events[-2:] == (Drew(0, 2), CardDrawn(0, card("5c")))
    assert CardDrawn(0, card("5c")) in view(after, 0).events
    assert Drew(0, 2) in view(after, 1).events
    assert not [e for e in view(after, 1).events if isinstance(e, CardDrawn)]
    assert not [e for e in view(after, None).events if isinstance(e, CardDrawn)]


def test_until_playable_a_seat_that_cannot_play_draws_until_it_can() -> None:
    """Rule 5.1 (until_playable): no pass while the stock lasts; draw after draw."""
    state = table(["3d", "4d"], "Kc", stock="Jd 5c 9h 2s")
    assert legal_moves(state, 0) == (Draw(0),)
    assert refusal(state, Pass(0)) == "crazyeights.pass.can_draw"
    state = apply(state, Draw(0))  # the 2 of spades: still nothing to play
    assert legal_moves(state, 0) == (Draw(0),)
    state = apply(state, Draw(0))  # the 9 of hearts
    state = apply(state, Draw(0))  # the 5 of clubs, at last
    assert legal_moves(state, 0) == (PlayCard(0, card("5c")), Draw(0))
    assert state.drawn == 3


def test_a_seat_may_draw_although_it_could_play() -> None:
    """Rule 5.3 (draw_when_able, the default): "unable or unwilling"."""
    state = table(["3c", "4d"], "Kc", stock="5c 9h")
    assert Draw(0) in legal_moves(state, 0)
    assert apply(state, Draw(0)).hands[0] == cards("3c 9h")


def test_under_must_play_a_seat_that_can_play_may_not_draw() -> None:
    """Rule 5.3's variant."""
    state = table(["3c 4d", "4h"], "Kc", stock="5c 9h", options=MUST_PLAY)
    assert legal_moves(state, 0) == (PlayCard(0, card("3c")),)
    assert refusal(state, Draw(0)) == "crazyeights.draw.can_play"
    stuck = table(["3d", "4h"], "Kc", stock="5c 9h", options=MUST_PLAY)
    assert legal_moves(stuck, 0) == (Draw(0),)


def test_one_then_pass_draws_one_card_then_plays_or_passes() -> None:
    """Rules 5.1 (one_then_pass) and 6.2."""
    state = table(["3d", "4h"], "Kc", stock="5c 9h", options=ONE)
    assert legal_moves(state, 0) == (Draw(0),)
    drawn = apply(state, Draw(0))  # the 9 of hearts: nothing to play
    assert legal_moves(drawn, 0) == (Pass(0),)
    assert refusal(drawn, Draw(0)) == "crazyeights.draw.already_drawn"
    passed = apply(drawn, Pass(0))
    assert passed.to_act == 1
    assert passed.drawn == 0
    assert passed.events == (Passed(0, False),)
    assert passed.passes == 0  # it could still have drawn: not a stuck pass (rule 6.3)


def test_after_the_one_draw_any_playable_card_may_be_played_or_the_seat_may_pass() -> None:
    """Rule 5.1 (one_then_pass): the drawn card or another."""
    state = table(["3c 4d", "4h"], "Kc", stock="5h 9c", options=ONE)
    drawn = apply(state, Draw(0))
    assert legal_moves(drawn, 0) == (PlayCard(0, card("3c")), PlayCard(0, card("9c")), Pass(0))


def test_a_seat_that_can_play_may_not_pass() -> None:
    """Rule 6.1."""
    state = table(["3c", "4h"], "Kc", stock="", options=None)
    assert legal_moves(state, 0) == (PlayCard(0, card("3c")),)
    assert refusal(state, Pass(0)) == "crazyeights.pass.can_play"


def test_once_the_stock_is_empty_a_seat_that_cannot_play_passes() -> None:
    """Rule 7.1 (pass, the default): no more drawing; rule 6.3: a stuck pass."""
    state = table(["3d", "4h", "5s"], "Kc", stock="")
    assert legal_moves(state, 0) == (Pass(0),)
    assert refusal(state, Draw(0)) == "crazyeights.draw.empty_stock"
    after = apply(state, Pass(0))
    assert after.events == (Passed(0, True),)
    assert after.passes == 1
    assert after.to_act == 1


def test_a_play_or_a_draw_breaks_a_run_of_stuck_passes() -> None:
    """Rule 6.3."""
    state = table(["3d", "4h 5c", "5s"], "Kc", stock="", passes=1, to_act=1)
    after = apply(state, PlayCard(1, card("5c")))
    assert after.passes == 0


def test_reshuffle_rebuilds_the_stock_from_the_discard_pile_but_its_top() -> None:
    """Rule 7.2: the suit to follow does not change; the rebuild is public, the card private."""
    state = table(["3d", "4h"], "2c 9c 8s", stock="", suit=Suit.CLUBS, options=RESHUFFLE)
    assert legal_moves(state, 0) == (Draw(0),)
    after = apply(state, Draw(0))
    assert after.discard == (card("8s"),)
    assert after.suit is Suit.CLUBS
    assert after.reshuffles == 1
    drawn = set(after.hands[0]) - {card("3d")}
    assert sorted({*after.stock, *drawn}, key=str) == sorted(state.discard[:-1], key=str)
    assert len(after.stock) == len(state.discard) - 2
    rebuilt = [e for e in after.events if isinstance(e, StockRebuilt)]
    assert rebuilt == [StockRebuilt(len(state.discard) - 1, 1)]


def test_the_stock_is_rebuilt_three_times_a_round_at_most() -> None:
    """Rule 7.2's ruling: then rule 7.1 applies."""
    state = table(["3d", "4h"], "2c 9c", stock="", suit=Suit.CLUBS, options=RESHUFFLE, reshuffles=3)
    assert legal_moves(state, 0) == (Pass(0),)
    assert refusal(state, Draw(0)) == "crazyeights.draw.empty_stock"


def test_a_discard_pile_of_one_card_cannot_be_rebuilt() -> None:
    """Rule 7.2: every card but the king of clubs is in the hands, none playable by seat 0."""
    unplayable = [
        c for c in CARDS if c.suit is not Suit.CLUBS and c.rank not in (Rank.KING, Rank.EIGHT)
    ]
    rest = [c for c in CARDS if c not in unplayable and c != card("Kc")]
    state = table(
        [" ".join(map(short, unplayable)), " ".join(map(short, rest))],
        "Kc",
        stock="",
        options=RESHUFFLE,
    )
    assert len(state.discard) == 1
    assert legal_moves(state, 0) == (Pass(0),)


def test_the_rebuilt_stock_is_shuffled_from_the_seed() -> None:
    """Rule 7.2: reproducible from the game's seed, different for another seed."""
    pile = "2c 3c 4c 5c 6c 7c 9c 10c Jc Kc"
    orders = set()
    for seed in range(6):
        state = table(["Ad", "Ah"], pile, stock="", options=RESHUFFLE, seed=seed)
        after = apply(state, Draw(0))
        assert after == apply(state, Draw(0))
        orders.add(after.stock)
    assert len(orders) > 1
