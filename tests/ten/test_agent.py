"""The heuristic agent's bids, payments and purchases, net of what it pays (§5.4, §5.7)."""

from __future__ import annotations

import pytest

import tablegames
from tablegames import ten
from tablegames.agents import RandomAgent
from tablegames.ten import (
    Bid,
    Buy,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    Phase,
    SkipBuy,
    TakeNumbers,
    TenAgent,
)
from tests.ten.table import card, cards, offered, play, table


def _buy_phase(players: int = 2, **kwargs: object) -> ten.TenState:
    """Seat 0 took the numbers of a tableau of one currency 1 (T-A8: its collection stays as
    placed) and now has its buy phase."""
    state = table(players, draw=["currency 1"], **kwargs)  # type: ignore[arg-type]
    return play(state, Draw(0), TakeNumbers(0))


def _agent_buys(state: ten.TenState, agent: TenAgent) -> tuple[ten.TenState, list[ten.TenMove]]:
    """The agent's buy phase (its purchase and its whole payment): the state after it and the
    moves."""
    seat = state.to_act
    assert seat is not None
    made: list[ten.TenMove] = []
    while state.to_act == seat and state.phase in (Phase.BUY, Phase.FINAL_BUY, Phase.PAY):
        move = agent.choose(ten.view(state, seat), offered(state))
        made.append(move)
        state = play(state, move)
    return state, made


def test_a_purchase_paid_with_scoring_cards_is_not_made() -> None:
    """§5.7: collected cards pay 1 each, and each may be a point. Six points on the blue and
    orange runs would pay for the green 6, worth 1: the agent buys nothing (it used to buy it
    and end on 1 point, a seeded game's final buy)."""
    state = _buy_phase(
        market=["red 8", "green 6", "green 9"],
        collections=[["blue 7", "blue 9", "orange 6", "blue #", "wild 5", "wild 8"], []],
        tokens=[0, 0],
    )
    assert Buy(0, card("green 6")) in offered(state)
    assert ten.scores(state)[0] == 6
    assert TenAgent(1).choose(ten.view(state, 0), offered(state)) == SkipBuy(0)


def test_a_card_extending_a_run_is_not_bought_with_more_points_than_it_adds() -> None:
    """§5.7: the red 7 adds 1 point to 22, but its price of 7 in scoring cards (no token left)
    costs more; the agent buys nothing (it used to buy it, paying red 4, 5 and 6 of the run the
    red 7 extends, and drop to 18)."""
    mine = [
        *("red 4", "red 5", "red 6", "blue 1", "blue 2", "blue 3", "blue 9"),
        *("orange 2", "orange 3", "orange 3", "orange 4", "orange 5", "orange 6", "orange 7"),
        *("green 1", "green 2", "green 3", "green 4", "green 6"),
        *("red #", "green #", "wild 3", "wild 4", "wild 5"),
    ]
    state = _buy_phase(
        market=["red 4", "red 7", "green 1", "green 2"], collections=[mine, []], tokens=[0, 5]
    )
    assert ten.scores(state)[0] == 22
    assert ten.score_sheet([*cards(*mine), card("red 7")]).total == 23
    assert offered(state) == (SkipBuy(0), Buy(0, card("red 7")))
    assert TenAgent(1).choose(ten.view(state, 0), offered(state)) == SkipBuy(0)


def test_the_payment_spares_the_run_the_bought_card_extends() -> None:
    """§5.7: the card paid for joins the collection once paid, and the agent counts it while it
    pays. Without the red 6 the red 5 scores nothing more than the red 7 does; with it, red
    5-6-7 is a run of 3, so the last item owed is a blue card (one of them scores nothing)."""
    state = _buy_phase(
        market=["red 6"], collections=[["red 5", "red 7", "blue 2", "blue 9"], []], tokens=[5, 0]
    )
    after, made = _agent_buys(state, TenAgent(1))
    assert made[0] == Buy(0, card("red 6"))
    assert made[-1] in (PayCard(0, card("blue 2")), PayCard(0, card("blue 9")))
    assert ten.scores(after)[0] == 4  # red 5-6-7 and a blue


def test_a_won_wild_counts_while_its_price_is_paid() -> None:
    """§5.4, T-A14: a winning bid may be paid with collected cards; the wild 6 won joins red 5
    and red 7 in a run of 3, so the agent pays with a blue card, not the red 5."""
    state = table(
        2,
        active=1,
        draw=["wild 6"],
        collections=[["red 5", "red 7", "blue 2", "blue 9"], []],
        tokens=[0, 5],
    )
    state = play(state, Draw(1), Bid(0, 1), PassBid(1))
    assert state.phase is Phase.PAY
    paid = TenAgent(1).choose(ten.view(state, 0), offered(state))
    assert paid in (PayCard(0, card("blue 2")), PayCard(0, card("blue 9")))


def test_a_wild_is_not_bid_for_with_the_points_that_would_pay_it() -> None:
    """§5.4: without tokens, a bid of 1 for the blue # (worth 1 point) would be paid with a
    card of the red run (worth 1 point too): the agent passes."""
    state = table(
        2,
        active=1,
        draw=["blue #"],
        collections=[["red 1", "red 2", "red 3"], []],
        tokens=[0, 5],
    )
    state = play(state, Draw(1))
    assert Bid(0, 1) in offered(state)
    assert TenAgent(1).choose(ten.view(state, 0), offered(state)) == PassBid(0)


def test_a_bust_token_pays_the_last_of_a_price_rather_than_scoring_cards() -> None:
    """§5.7, T-A17, T-A31: a bust token pays 3 and the excess is lost; the agent loses the
    change rather than the two red cards that score."""
    state = _buy_phase(
        market=["blue 2"], collections=[["red 1", "red 2"], []], tokens=[0, 0], bust_tokens=[1, 0]
    )
    after, made = _agent_buys(state, TenAgent(1))
    assert made == [Buy(0, card("blue 2")), PayBustToken(0)]
    assert ten.scores(after)[0] == 3


@pytest.mark.sweep
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_purchase_leaves_the_agent_with_fewer_points_than_buying_nothing(players: int) -> None:
    """§5.7: over many buy phases reached in seeded games of the agent and random seats, the
    agent buys only when its score after its own payment is higher than before (buying nothing
    keeps it), and some of those purchases are paid with collected cards."""
    decisions = purchases = paid_with_cards = 0
    for game in range(12):
        seed = 1000 * players + game
        state = tablegames.new_game("ten", players=players, seed=seed)
        # Random seats take numbers and buy at random, making collections of every kind.
        others = [RandomAgent(seed * 10 + seat) for seat in range(players)]
        agent = TenAgent(seed)
        while not ten.is_over(state):
            seat = state.to_act
            assert seat is not None
            moves = offered(state)
            if state.phase in (Phase.BUY, Phase.FINAL_BUY) and len(moves) > 1:
                decisions += 1
                before = ten.scores(state)[seat]
                after, made = _agent_buys(state, agent)
                if made[0] != SkipBuy(seat):
                    purchases += 1
                    paid_with_cards += any(isinstance(m, PayCard) for m in made)
                    assert ten.scores(after)[seat] > before, (seed, made)
                move = others[seat].choose(ten.view(state, seat), moves)  # the game goes on
            elif seat % 2 == game % 2:
                move = agent.choose(ten.view(state, seat), moves)
            else:
                move = others[seat].choose(ten.view(state, seat), moves)
            state = ten.apply(state, move)
    assert decisions >= 100
    assert purchases >= 30
    assert paid_with_cards >= 10
