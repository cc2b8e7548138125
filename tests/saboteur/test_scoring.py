"""Scoring, new rounds and the end of the game: rules §7, rulings S-1 to S-5, S-19 to S-22."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from tablegames import InvalidMoveError, saboteur
from tablegames.saboteur import (
    Card,
    ChooseGold,
    Discard,
    GoldDistribution,
    NextStarter,
    PassDirection,
    Phase,
    PlacePath,
    Role,
    SaboteurOptions,
    Team,
    pay_saboteurs,
)
from tablegames.saboteur.cards import GOLD_DECK
from tablegames.saboteur.events import GameEnded, GoldDrawn, GoldReceived, RoundEnded
from tests.saboteur.helpers import EW, arrange, play, refusal, row
from tests.saboteur.test_turns import saboteur_results

M, S = Role.MINER, Role.SABOTEUR
GOLD_IN_THE_MIDDLE = (Card.COAL_NE, Card.GOLD, Card.COAL_NW)


def deck_starting(*values: int) -> tuple[int, ...]:
    """The 28 gold cards with ``values`` on top, the rest in table order."""
    rest = Counter(GOLD_DECK) - Counter(values)
    return (*values, *sorted(rest.elements()))


def gold_found_by(
    finder: int, roles: tuple[Role, ...], *, options: SaboteurOptions | None = None, **kw: object
) -> saboteur.SaboteurState:
    """Seat ``finder`` places the tunnel that reaches the gold at (8,0)."""
    state = arrange(
        players=len(roles),
        tiles=row(0, 1, 6),
        goals=GOLD_IN_THE_MIDDLE,
        hands={finder: [EW]},
        roles=roles,
        to_act=finder,
        options=options,
        **kw,  # type: ignore[arg-type]
    )
    return play(state, PlacePath(finder, EW, 7, 0))


def test_seed_miners_draw_one_gold_card_per_miner_and_each_takes_one() -> None:
    """Rules §7.1, rulings S-1 to S-3: as many cards as miners; the finder first, then left."""
    state = gold_found_by(0, (M, S, M, M), gold_deck=deck_starting(1, 3, 2))
    assert GoldDrawn(3) in state.events
    assert state.phase is Phase.CHOOSE_GOLD
    assert state.to_act == 0
    assert state.gold_stack == (1, 2, 3)
    assert saboteur.legal_moves(state, 0) == (ChooseGold(0, 1), ChooseGold(0, 2), ChooseGold(0, 3))
    assert saboteur.view(state, 0).gold_offer == (1, 2, 3)
    assert saboteur.view(state, 2).gold_offer == ()  # only the chooser sees the stack
    with pytest.raises(InvalidMoveError, match=r"ChooseGold\.value must be an integer from 1 to 3"):
        ChooseGold(0, 4)
    state = play(state, ChooseGold(0, 3))
    assert refusal(state, ChooseGold(2, 3)) == "saboteur.gold.not_offered"
    assert state.to_act == 2  # seat 1 is a saboteur: skipped
    assert saboteur.view(state, 2).gold_offer == (1, 2)
    state = play(state, ChooseGold(2, 1))
    # The last card goes to the last miner without a choice; the next round starts.
    assert state.round == 1
    assert state.phase is Phase.PLAY
    assert [sum(cards) for cards in state.gold] == [3, 0, 1, 2]
    assert [len(cards) for cards in state.gold] == [1, 0, 1, 1]
    assert GoldReceived(3, (2,)) in state.events


def test_a_saboteur_who_reaches_the_gold_gets_none_of_it() -> None:
    """Ruling S-4: the stack starts with the nearest miner on the finder's left."""
    state = gold_found_by(1, (M, S, M, M), gold_deck=deck_starting(1, 3, 2))
    assert state.to_act == 2
    state = play(state, ChooseGold(2, 3), ChooseGold(3, 2))
    assert [len(cards) for cards in state.gold] == [1, 0, 1, 1]


def test_official_gold_draws_one_card_per_player_and_cycles_through_the_miners() -> None:
    """Rules §7.2, rulings S-1 to S-3 (option): min(players, 9) cards, taken round and round."""
    official = SaboteurOptions(gold_distribution=GoldDistribution.OFFICIAL)
    roles = (M, S, M, S, M)
    state = gold_found_by(0, roles, options=official, gold_deck=deck_starting(1, 1, 2, 2, 3))
    assert GoldDrawn(5) in state.events
    order = []
    while state.phase is Phase.CHOOSE_GOLD:
        seat = state.to_act
        order.append(seat)
        state = play(state, saboteur.legal_moves(state, seat)[-1])  # type: ignore[arg-type]
    assert order == [0, 2, 4, 0]  # the fifth card goes to seat 2 without a choice
    assert [len(cards) for cards in state.gold] == [2, 0, 2, 0, 1]
    # Counter-clockwise passing (the publisher's direction) as a separate option.
    right = attrs.evolve(official, gold_pass_direction=PassDirection.RIGHT)
    state = gold_found_by(0, roles, options=right, gold_deck=deck_starting(1, 1, 2, 2, 3))
    assert state.to_act == 0
    state = play(state, ChooseGold(0, 3))
    assert state.to_act == 4
    # Ten players: nine cards at most.
    ten = (M, S, M, S, M, S, M, S, M, M)
    state = gold_found_by(0, ten, options=official)
    assert GoldDrawn(9) in state.events


def test_seed_passing_direction_option_right() -> None:
    """Ruling S-2 (option): under the seed's count the stack may still travel to the right."""
    options = SaboteurOptions(gold_pass_direction=PassDirection.RIGHT)
    state = gold_found_by(0, (M, M, S, M), options=options, gold_deck=deck_starting(1, 3, 2))
    state = play(state, ChooseGold(0, 3))
    assert state.to_act == 3


def end_without_gold(roles: tuple[Role, ...], **kw: object) -> saboteur.SaboteurState:
    """Seat 0 discards the last card in play: the round ends without gold."""
    players = len(roles)
    hands = {seat: [] for seat in range(players)} | {0: [Card.MAP]}
    state = arrange(players=players, hands=hands, pile=0, roles=roles, **kw)  # type: ignore[arg-type]
    return saboteur.apply(state, Discard(0, Card.MAP))


def test_saboteurs_are_paid_four_three_or_two_nuggets_each() -> None:
    """Rules §7.3, ruling S-20: 1 saboteur 4; 2 or 3 saboteurs 3 each; 4 saboteurs 2 each."""
    cases = {
        (M, M, S, M): 4,
        (S, M, S, M, M): 3,
        (S, M, S, M, S, M, M): 3,
        (S, M, S, M, S, M, S, M, M, M): 2,
    }
    for roles, nuggets in cases.items():
        after = end_without_gold(roles)
        result = after.results[0]
        assert result.winner is Team.SABOTEURS
        assert result.nuggets == nuggets
        for seat, role in enumerate(roles):
            assert sum(after.gold[seat]) == (nuggets if role is S else 0), (roles, seat)


def test_saboteur_payouts_are_exact_sums_even_where_largest_first_fails() -> None:
    """Ruling S-19: backtracking over the deck; {7x2, 4x3} pays 4 as 2+2, not 3+(nothing)."""
    assert pay_saboteurs([2] * 7 + [3] * 4, 1, 4) == [(2, 2)]
    deck = (2,) * 7 + (3,) * 4
    after = end_without_gold((M, S, M, M), gold_deck=deck)
    assert after.gold[1] == (2, 2)
    assert Counter(after.gold_deck) == Counter({2: 5, 3: 4})
    # Fewest cards first, larger values first: 3+1 before 2+2.
    assert pay_saboteurs([1, 2, 2, 3], 1, 4) == [(3, 1)]


def test_saboteurs_are_paid_in_turn_from_the_seat_after_the_last_player() -> None:
    """Rules §7.3, ruling S-19: the paying order decides who takes which exact combination."""
    assert pay_saboteurs([3, 2, 1, 1, 1, 1], 3, 3) == [(3,), (2, 1), (1, 1, 1)]
    # Seat 0 took the last turn: seat 1 is paid first and takes the only 3.
    deck = (3, 2, 1, *(2,) * 7, *(1,) * 15)
    after = end_without_gold((M, S, S, M, M), gold_deck=deck)
    assert after.gold[1] == (3,)
    assert after.gold[2] == (1, 2)


def test_the_fallback_pays_the_largest_total_not_above_the_share() -> None:
    """Rules §7.3 (defensive fallback): under the official rule an exact sum may not exist."""
    assert pay_saboteurs([2] * 8, 3, 3) == [(2,), (2,), (2,)]
    assert pay_saboteurs([], 2, 3) == [(), ()]


def test_a_saboteur_the_deck_cannot_pay_is_told_so_and_no_line_says_he_got_his_share() -> None:
    """Rules §7.3 (defensive fallback), ruling S-19: four saboteurs are due 2 each, and a deck
    of six 1s and four 3s pays three of them 1 + 1 and the last nothing. The rules lawyer's
    review found the table told "each saboteur gets 2 nuggets" and the last one "You got gold
    cards worth  = 0 nuggets"."""
    deck = (1,) * 6 + (3,) * 4
    after = end_without_gold((S, M, S, M, S, M, S, M, M, M), gold_deck=deck)
    assert [after.gold[seat] for seat in (2, 4, 6, 0)] == [(1, 1), (1, 1), (1, 1), ()]
    words = saboteur.GAME.words
    ended = next(event for event in after.events if isinstance(event, RoundEnded))
    assert ended.nuggets == 2  # the share, which the fields' docs now call it
    public = words.text(ended, None)
    assert "each saboteur's share is 2 nuggets" in public
    assert "saboteur gets" not in public
    paid = [event for event in after.events if isinstance(event, GoldReceived)]
    assert [words.text(event, event.player) for event in paid] == [
        "You got gold cards worth 1 + 1 = 2 nuggets.",
        "You got gold cards worth 1 + 1 = 2 nuggets.",
        "You got gold cards worth 1 + 1 = 2 nuggets.",
        "You got no gold card: the gold deck could not pay your share.",
    ]
    assert words.text(paid[-1], None) == (
        "Seat 1 got no gold card: the gold deck could not pay the share."
    )


def test_nobody_scores_when_no_saboteur_played_and_the_gold_was_not_found() -> None:
    """Ruling S-21: possible with 3 or 4 players, the saboteur card set aside."""
    after = end_without_gold((M, M, M))
    assert after.results[0].winner is None
    assert after.results[0].nuggets == 0
    assert all(cards == () for cards in after.gold)
    assert any(isinstance(e, RoundEnded) and e.winner is None for e in after.events)


def test_the_last_path_player_starts_the_next_round() -> None:
    """Rules §7.4, ruling S-5: the seed's starter; the official rule as an option."""

    def round_two_starter(options: SaboteurOptions | None, place: bool) -> int:
        first = [EW] if place else [Card.MAP]
        state = arrange(hands={0: first, 1: [Card.MAP], 2: [], 3: []}, pile=0, options=options)
        move = PlacePath(0, EW, 1, 0) if place else Discard(0, Card.MAP)
        state = play(state, move, Discard(1, Card.MAP))
        assert state.round == 1
        return state.to_act  # type: ignore[return-value]

    official = SaboteurOptions(next_round_starter=NextStarter.LEFT_OF_LAST_PLAYER)
    assert round_two_starter(None, place=True) == 0  # seat 0 placed the last path card
    assert round_two_starter(official, place=True) == 2  # left of seat 1, who played last
    assert round_two_starter(None, place=False) == 2  # no path card: the official fallback
    # After gold: the finder (seed) or the finder's left neighbour (official).
    state = gold_found_by(1, (M, M, S, M), gold_deck=deck_starting(1, 2, 3))
    state = play(state, ChooseGold(1, 3), ChooseGold(3, 2))
    assert state.round == 1
    assert state.to_act == 1
    state = gold_found_by(1, (M, M, S, M), options=official, gold_deck=deck_starting(1, 2, 3))
    state = play(state, ChooseGold(1, 3), ChooseGold(3, 2))
    assert state.to_act == 2


def test_each_round_deals_new_roles_goals_and_cards() -> None:
    """Rules §7.4: every role card, goal and path/action card is reshuffled each round."""
    layouts, roles, hands = set(), set(), set()
    for seed in range(12):
        state = saboteur.new_game(players=5, seed=seed)
        first = (state.roles, tuple(g.card for g in state.goals), state.hands)
        while state.round == 0:
            state = saboteur.apply(state, saboteur.legal_moves(state, state.to_act)[-1])  # type: ignore[arg-type]
        second = (state.roles, tuple(g.card for g in state.goals), state.hands)
        assert not any(g.face_up for g in state.goals)
        assert state.broken == ((),) * 5
        assert len(state.board) == 1
        assert sum(map(len, state.hands)) + len(state.draw_pile) == 67
        layouts.add(first[1] != second[1])
        roles.add(first[0] != second[0])
        hands.add(first[2] != second[2])
    assert True in layouts
    assert True in roles
    assert hands == {True}


def test_the_game_ends_after_three_rounds_and_reveals_the_gold() -> None:
    """Rules §7.4: three rounds; most nuggets wins; totals are private until the end."""
    state = saboteur.new_game(players=4, seed=5)
    while state.phase is not Phase.OVER:
        assert saboteur.view(state, 1).gold_totals is None
        state = saboteur.apply(state, saboteur.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    assert len(state.results) == 3
    assert state.round == 2
    totals = saboteur.scores(state)
    assert saboteur.view(state, 1).gold_totals == totals
    assert saboteur.view(state, None).gold_totals == totals
    ended = state.events[-1]
    assert ended == GameEnded(totals, saboteur.winners(state))


def last_turn_of_a_tie() -> saboteur.SaboteurState:
    """The last turn of round 3, seat 0 to discard its last card: seats 0 and 2 then hold 5
    nuggets each, seat 1 holds 1 and seat 3 none."""
    held = {0: (3, 2), 1: (1,), 2: (2, 3)}
    state = arrange(
        hands={0: [Card.MAP], 1: [], 2: [], 3: []},
        pile=0,
        roles=(M, M, M, M),
        gold=held,
        gold_deck=tuple(
            (Counter(GOLD_DECK) - Counter(v for g in held.values() for v in g)).elements()
        ),
    )
    return attrs.evolve(state, round=2, results=saboteur_results(state, 2))


def test_ties_share_the_win() -> None:
    """Rules §7.4, ruling S-22: seats tied for the most nuggets all win."""
    state = last_turn_of_a_tie()
    over = saboteur.apply(state, Discard(0, Card.MAP))
    assert saboteur.is_over(over)
    assert saboteur.scores(over) == (5, 1, 5, 0)
    assert saboteur.winners(over) == (0, 2)


def test_the_words_of_the_end_name_the_winners() -> None:
    """Rules §7.4: most nuggets wins and ties share first place; the game's last event says
    so in words, as TEN's and Aluette's do, so a log of the events tells who won."""
    state = last_turn_of_a_tie()
    words = saboteur.GAME.words
    tied = saboteur.apply(state, Discard(0, Card.MAP)).events[-1]
    assert isinstance(tied, GameEnded)
    assert words.text(tied, None).endswith("Seats 1 and 3 share the win.")
    assert words.text(tied, 2).endswith("You and seat 1 share the win.")
    alone = GameEnded((2, 6, 1), (1,))
    assert words.text(alone, None).endswith("seat 3 1. Seat 2 won.")
    assert words.text(alone, 1).endswith("You won.")
