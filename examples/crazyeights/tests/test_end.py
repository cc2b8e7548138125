"""The end of a round and of the game (RULES.md rules 8 to 10), and the game's utilities."""

from __future__ import annotations

from playouts import VARIANTS, card, last, playout, table
from tablegames_crazyeights import (
    GAME,
    CardPlayed,
    CrazyEightsOptions,
    GameEnded,
    HandDealt,
    Pass,
    PlayCard,
    PlayEight,
    RoundEnded,
    RoundStarted,
    Suit,
    apply,
    is_over,
    scores,
    winners,
)
from tablegames_crazyeights.cards import MAX_ROUNDS

TO_100 = CrazyEightsOptions(target_score=100)


def test_going_out_ends_the_round_and_scores_the_other_hands() -> None:
    """Rules 8.1, 8.3 and 9.2: 50 + 10 + 2 + 1 + 10 in the others' hands."""
    state = table(["4c", "8d Kh 2s", "Ac 10h"], "Kc")
    final = apply(state, PlayCard(0, card("4c")))
    assert is_over(final)
    assert final.to_act is None
    assert winners(final) == (0,)
    assert scores(final) == (73, 0, 0)
    ended = final.events[-2]
    assert ended == RoundEnded(
        1, (0,), False, ((), state.hands[1], state.hands[2]), (0, 62, 11), (73, 0, 0), (73, 0, 0)
    )
    assert final.events[-1] == GameEnded((73, 0, 0), (0,))
    assert GAME.utilities(final) == (1.0, -1.0, -1.0)


def test_an_eight_may_be_the_last_card() -> None:
    """Rules 4.2 and 8.1."""
    state = table(["8c", "5d"], "Kh")
    final = apply(state, PlayEight(0, card("8c"), Suit.SPADES))
    assert winners(final) == (0,)
    assert scores(final) == (5, 0)


def test_a_blocked_round_is_won_by_the_lowest_hand_which_scores_the_differences() -> None:
    """Rules 8.2 and 9.3: every seat in turn passed stuck; hands of 4, 12 and 21 points."""
    state = table(["4d", "2h Qh", "9s Js 2d"], "Kc", stock="", passes=2, to_act=2)
    final = apply(state, Pass(2))
    assert winners(final) == (0,)
    assert scores(final) == ((12 - 4) + (21 - 4), 0, 0)
    ended = final.events[-2]
    assert isinstance(ended, RoundEnded)
    assert ended.blocked
    assert ended.penalties == (4, 12, 21)


def test_lowest_hands_that_tie_share_a_blocked_round() -> None:
    """Rule 8.2's ruling: each tied seat scores its differences with the others."""
    state = table(["4d", "3h Ah", "9s Js 2d"], "Kc", stock="", passes=2, to_act=2)
    final = apply(state, Pass(2))
    assert winners(final) == (0, 1)
    assert scores(final) == (17, 17, 0)
    assert GAME.utilities(final) == (1.0, 1.0, -1.0)


def test_a_round_everybody_ties_gives_nobody_anything() -> None:
    """Rule 9.3: every hand counts alike; all seats win, utilities are 0."""
    state = table(["4d", "3h Ah", "2s 2d"], "Kc", stock="", passes=2, to_act=2)
    final = apply(state, Pass(2))
    assert winners(final) == (0, 1, 2)
    assert scores(final) == (0, 0, 0)
    assert GAME.utilities(final) == (0.0, 0.0, 0.0)


def test_fewer_stuck_passes_than_seats_do_not_block() -> None:
    """Rule 8.2: every seat must have passed stuck."""
    state = table(["4d", "2h Qh", "9s Js 2d"], "Kc", stock="", passes=1, to_act=2)
    after = apply(state, Pass(2))
    assert not is_over(after)
    assert after.passes == 2
    assert after.to_act == 0


def test_to_a_target_the_next_round_is_dealt_by_the_next_dealer() -> None:
    """Rules 2.1 and 10.2: 73 points are short of 100; the deal passes to the left."""
    state = table(["4c", "8d Kh 2s", "Ac 10h"], "Kc", options=TO_100, dealer=2)
    after = apply(state, PlayCard(0, card("4c")))
    assert not is_over(after)
    assert after.round == 2
    assert after.dealer == 0
    assert after.to_act == 1
    assert after.totals == (73, 0, 0)
    assert scores(after) == (73, 0, 0)
    assert winners(after) == ()
    kinds = [type(e) for e in after.events]
    assert kinds == [
        CardPlayed,
        RoundEnded,
        RoundStarted,
        HandDealt,
        HandDealt,
        HandDealt,
    ]
    assert [len(hand) for hand in after.hands] == [5, 5, 5]


def test_to_a_target_the_game_ends_when_a_total_reaches_it() -> None:
    """Rule 10.2: the highest total wins."""
    state = table(["4c", "8d Kh 2s", "Ac 10h"], "Kc", options=TO_100, totals=(30, 90, 0))
    final = apply(state, PlayCard(0, card("4c")))
    assert is_over(final)
    assert scores(final) == (103, 90, 0)
    assert winners(final) == (0,)


def test_to_a_target_the_game_stops_after_the_last_round_allowed() -> None:
    """Rule 10.2's ruling: 20 rounds at most, whatever the totals."""
    state = table(["4c", "2s", "Ac"], "Kc", options=TO_100, round=MAX_ROUNDS, totals=(5, 7, 0))
    final = apply(state, PlayCard(0, card("4c")))
    assert is_over(final)
    assert scores(final) == (8, 7, 0)
    assert winners(final) == (0,)


def test_random_games_end_within_the_games_bound() -> None:
    """Every game ends, within max_game_length (and within max_history)."""
    for name, options in VARIANTS.items():
        for players in (2, 5):
            for seed in range(4):
                final = last(playout(players, seed, options))
                assert is_over(final), name
                bound = GAME.max_game_length(players, options)
                assert len(final.history) <= bound <= GAME.max_history
                assert len(winners(final)) >= 1
                low, high = GAME.utility_bounds(players, options)
                assert all(low <= u <= high for u in GAME.utilities(final))
