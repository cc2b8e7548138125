"""Game length, draws, extra deals and the surrender variant (rules 7)."""

from __future__ import annotations

import attrs
import pytest

from tablegames import IllegalMoveError, aluette
from tablegames.aluette import (
    AnswerConcession,
    DealResult,
    GameEnd,
    GameEnded,
    OfferConcession,
    Phase,
    Tiebreak,
)
from tablegames.aluette.rules import _score_deal
from tests.aluette.helpers import SEAT_LETTERS, deal_through, fresh

TWO_ALL = (
    DealResult(0, 0, 0, 1, False, False),
    DealResult(1, 2, 0, 1, False, False),
    DealResult(2, 1, 1, 1, False, False),
    DealResult(3, 3, 1, 1, False, False),
)


def last_deal_at_two_all(**options: object) -> aluette.AluetteState:
    """The fifth deal (dealt by seat 0 again) with the score at 2-2."""
    return attrs.evolve(fresh(1, **options), deal=4, dealer=0, team_points=(2, 2), results=TWO_ALL)


def test_five_deals_then_the_game_ends() -> None:
    """Rules 7: a game is five deals; the game then ends and nobody may act."""
    state = fresh(1)
    while not aluette.is_over(state):
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    assert len(state.results) == 5
    assert state.phase is Phase.OVER
    assert state.to_act is None
    assert all(aluette.legal_moves(state, seat) == () for seat in range(4))
    ended = state.events[-1]
    assert isinstance(ended, GameEnded)
    assert ended.winners == aluette.winners(state) != ()


def test_the_team_with_more_points_wins() -> None:
    """Rules 7: after the fifth deal the partnership with the most points wins."""
    state = deal_through("NNNNNNNNN", base=last_deal_at_two_all())
    assert aluette.is_over(state)
    assert state.team_points == (3, 2)
    assert aluette.winners(state) == (0, 2)
    assert aluette.scores(state) == (3, 2, 3, 2)


def test_a_tie_is_a_draw_by_default() -> None:
    """Ruling 22: a tied final score under five deals is a draw: every seat is a winner."""
    state = deal_through("XXXXXXXXX", base=last_deal_at_two_all())
    assert aluette.is_over(state)
    assert state.team_points == (2, 2)
    assert aluette.winners(state) == (0, 1, 2, 3)


def test_extra_deals_break_a_tie() -> None:
    """Ruling 22 option tiebreak=extra_deals: keep dealing, rotating, until a deal is won."""
    state = deal_through("XXXXXXXXX", base=last_deal_at_two_all(tiebreak=Tiebreak.EXTRA_DEALS))
    assert not aluette.is_over(state)
    assert (state.deal, state.dealer) == (5, 1)
    state = deal_through("EEEEEEEEE", base=state)
    assert aluette.is_over(state)
    assert aluette.winners(state) == (1, 3)


def test_first_to_five_points() -> None:
    """Rules 7 option game_end=first_to_5: the game ends after the deal that reaches 5."""
    base = attrs.evolve(
        fresh(1, game_end=GameEnd.FIRST_TO_5),
        deal=6,
        dealer=2,
        team_points=(4, 3),
        results=(
            *TWO_ALL,
            DealResult(0, 0, 0, 2, False, False),
            DealResult(1, 1, 1, 1, False, False),
        ),
    )
    after_sixth = deal_through("WWWWWWWWW", base=base)
    assert not aluette.is_over(after_sixth)  # 4-4: more than five deals, and nobody has 5
    assert after_sixth.deal == 7
    final = deal_through("SSSSSSSSS", base=after_sixth)
    assert aluette.is_over(final)
    assert final.team_points == (5, 4)
    assert aluette.winners(final) == (0, 2)


def surrender_state() -> aluette.AluetteState:
    return fresh(2, surrender=True, chant=False)


def test_surrender_offers_go_round_from_the_leader() -> None:
    """Rules 7, Pagat's surrender variant: before the first lead, each seat may offer."""
    state = surrender_state()
    assert state.phase is Phase.CONCESSION
    assert state.to_act == 1
    for seat in (1, 2, 3, 0):
        assert state.to_act == seat
        state = aluette.apply(state, OfferConcession(seat, False))
    assert state.phase is Phase.PLAY
    assert state.to_act == 1


def test_an_accepted_concession_scores_one_without_play() -> None:
    """Surrender variant: accepted, the opponents score 1 without playing."""
    state = aluette.apply(surrender_state(), OfferConcession(1, True))
    assert state.phase is Phase.CONCESSION_ANSWER
    assert state.to_act == 2
    with pytest.raises(IllegalMoveError):
        aluette.apply(state, aluette.PlayCard(2, state.hands[2][0]))
    state = aluette.apply(state, AnswerConcession(2, True))
    assert state.team_points == (1, 0)
    assert state.results[-1].conceded
    assert state.deal == 1


@pytest.mark.parametrize(
    ("sequence", "team", "points"),
    [
        ("XXXXXXSSS", 0, 2),  # the refusers (team 0) make mordienne: they score 2
        ("XSXXXXSSS", 1, 2),  # S won an earlier trick: no mordienne, the offerers score 2
        ("XXXXXXEEE", 1, 2),  # the offering team wins the deal: the offerers score 2
    ],
)
def test_a_refused_concession_commits_the_refusers_to_mordienne(
    sequence: str, team: int, points: int
) -> None:
    """Surrender variant: refused, mordienne scores 2 for the refusers, else 2 for the offerers."""
    tricks = tuple(aluette.Trick(0, (), SEAT_LETTERS[s]) for s in sequence)
    state = attrs.evolve(fresh(1, surrender=True), tricks=tricks, offer=1)
    result = _score_deal(state)
    assert (result.team, result.points) == (team, points)
    refused = aluette.apply(
        aluette.apply(surrender_state(), OfferConcession(1, True)), AnswerConcession(2, False)
    )
    assert refused.phase is Phase.PLAY
    assert refused.offer == 1
