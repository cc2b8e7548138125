"""The end of the game: the last card, the final buy round, scores and winners (§6)."""

from __future__ import annotations

import attrs
import pytest

from tablegames import NotYourTurnError, ten
from tablegames.ten import (
    Buy,
    Draw,
    GameEnded,
    PayToken,
    Phase,
    SkipBuy,
    TakeNumbers,
    TurnStarted,
)
from tests.ten.table import card, cards, happened, offered, play, table


def test_the_last_card_ends_the_game_after_a_final_buy_round() -> None:
    """§6, T-A24, T-A25: after the final turn, every seat from the final player's left gets
    one buy phase, the final player last (it may buy twice at the end)."""
    state = table(3, active=1, draw=["red 3", "blue 4"], pile_size=2, market=["green 1", "green 2"])
    state = play(state, Draw(1), Draw(1))
    assert offered(state) == (TakeNumbers(1), ten.TakeCurrency(1))
    state = play(state, TakeNumbers(1), Buy(1, card("green 1")), PayToken(1))
    order = []
    while state.phase is not Phase.OVER:
        assert state.phase is Phase.FINAL_BUY
        order.append(state.to_act)
        assert TurnStarted(state.to_act, state.turn, True) in state.events  # type: ignore[arg-type]
        move = SkipBuy(state.to_act) if state.to_act != 1 else Buy(1, card("green 2"))  # type: ignore[arg-type]
        state = play(state, move)
        if state.phase is Phase.PAY:
            state = play(state, PayToken(1), PayToken(1))
    assert order == [2, 0, 1]
    assert state.collections[1] == cards("red 3", "blue 4", "green 1", "green 2")
    assert ten.current_player(state) is None
    assert ten.is_over(state)
    assert all(ten.legal_moves(state, seat) == () for seat in range(3))


def test_a_bust_on_the_last_card_goes_straight_to_the_final_round() -> None:
    """§6: a bust resolves as usual; then the final buy round starts on the left."""
    state = play(table(3, active=2, draw=["red 9", "blue 2"], pile_size=2), Draw(2), Draw(2))
    assert state.phase is Phase.FINAL_BUY
    assert state.to_act == 0
    assert state.market == cards("red 9", "blue 2")
    assert offered(state)[0] == SkipBuy(0)


def test_a_solo_final_round_is_one_more_buy() -> None:
    """§6 with one seat: the final round is the player's own extra buy phase."""
    state = play(table(1, draw=["red 9", "blue 2"], pile_size=2), Draw(0), Draw(0))
    assert state.phase is Phase.FINAL_BUY
    assert state.to_act == 0
    state = play(state, SkipBuy(0))
    assert ten.is_over(state)
    assert ten.winners(state) == (0,)


def _at_the_final_buys() -> ten.TenState:
    """A two-player game whose last turn is over: the final buy round (seat 1, then 0) is left."""
    return play(
        table(2, draw=["red 1", "red 2"], pile_size=2, collections=[[], ["blue 5"]]),
        Draw(0),
        Draw(0),
        TakeNumbers(0),
        SkipBuy(0),
    )


def test_the_game_end_is_announced_with_scores_winners_and_sheets() -> None:
    """§6: the GameEnded event carries what a front end shows at the end."""
    state, events = happened(_at_the_final_buys(), SkipBuy(1), SkipBuy(0))
    ended = events[-1]
    assert isinstance(ended, GameEnded)
    assert ended.scores == (2, 1) == ten.scores(state)
    assert ended.winners == (0,) == ten.winners(state)
    assert ended.sheets == ten.score_sheets(state)
    with pytest.raises(NotYourTurnError) as info:
        ten.apply(state, SkipBuy(0))
    assert info.value.code == "ten.game.over"


def _over(collections: list[list[str]], tokens: list[int], bust: list[int]) -> ten.TenState:
    state = table(
        len(collections), pile_size=0, collections=collections, tokens=tokens, bust_tokens=bust
    )
    return attrs.evolve(state, phase=Phase.OVER, to_act=None)


def test_ties_go_to_the_most_black_tokens_not_counting_bust_tokens() -> None:
    """§6 WINNING: first tie-breaker, most currency tokens (bust tokens excluded)."""
    state = _over([["red 1"], ["blue 1"], ["green 1"]], tokens=[4, 6, 5], bust=[0, 0, 3])
    assert ten.scores(state) == (1, 1, 1)
    assert ten.winners(state) == (1,)


def test_then_to_the_fewest_cards() -> None:
    """§6 WINNING, T-A26: then the fewest collected cards (cards that score nothing count)."""
    state = _over([["red 1", "red 1"], ["blue 1"] * 3, ["green 1"]], [6, 6, 6], [0, 0, 0])
    assert ten.scores(state) == (1, 1, 1)
    assert ten.winners(state) == (2,)


def test_a_tie_on_everything_is_a_shared_win() -> None:
    """§6 WINNING: still tied, the victory is shared."""
    state = _over([["red 1", "red 2"], ["blue 1", "blue 2"], ["red 1"]], [6, 6, 6], [0, 0, 0])
    assert ten.winners(state) == (0, 1)


def test_nobody_wins_before_the_end() -> None:
    assert ten.winners(table(3)) == ()


def test_the_final_table_says_the_game_is_over_not_whose_turn_it_is() -> None:
    """§6: after the final buy round nobody has a turn; the table's first line says so."""
    state = play(_at_the_final_buys(), SkipBuy(1), SkipBuy(0))
    assert ten.is_over(state)
    first, status = ten.render(ten.view(state, 0)).splitlines()[:2]
    assert first.startswith("TEN, 2 players, game over. Draw pile: ")
    assert "turn" not in first
    assert status == "Game over. Winner(s): you."
