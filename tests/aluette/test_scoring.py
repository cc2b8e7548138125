"""Scoring a deal: most tricks, earliest to reach that count, mordienne (rules §7)."""

from __future__ import annotations

import pytest

from tablegames import aluette
from tablegames.aluette import DealScored, deal_winner, is_mordienne
from tests.aluette.helpers import SEAT_LETTERS, deal_through


def winners_of(sequence: str) -> list[int | None]:
    return [SEAT_LETTERS[letter] for letter in sequence]


def last_score(state: aluette.AluetteState) -> DealScored:
    return next(e for e in reversed(state.events) if isinstance(e, DealScored))


# Pagat's worked examples (rules §7): N-S are seats 0 and 2 (team 0).
PAGAT_EXAMPLES = [
    ("SENWSEXNW", 2, 0, 1, False),  # everyone has 2; S reached 2 first
    ("SENWENWNW", 0, 0, 1, False),  # N and W have 3; N reached 3 first (trick 8)
    ("SXENXSWWW", 3, 1, 2, True),  # W wins the last 3, none before: mordienne
    ("XSENXWSSS", 2, 0, 1, False),  # S has 4 but won trick 2: ordinary win
    ("EXWEWNNNX", 0, 0, 1, False),  # N has 3 but trick 9 is spoiled: a failed mordienne
]


@pytest.mark.parametrize(("sequence", "winner", "team", "points", "mordienne"), PAGAT_EXAMPLES)
def test_pagat_worked_examples_as_pure_functions(
    sequence: str, winner: int, team: int, points: int, mordienne: bool
) -> None:
    """Rules §7, the five worked examples: the deal winner and whether it is mordienne."""
    tricks = winners_of(sequence)
    assert deal_winner(tricks) == winner
    assert is_mordienne(tricks, winner) is mordienne


@pytest.mark.parametrize(("sequence", "winner", "team", "points", "mordienne"), PAGAT_EXAMPLES)
def test_pagat_worked_examples_played_through_apply(
    sequence: str, winner: int, team: int, points: int, mordienne: bool
) -> None:
    """Rules §7, the worked examples scored by the game with mordienne on."""
    state = deal_through(sequence, mordienne=True)
    score = last_score(state)
    assert (score.winner, score.team, score.points, score.mordienne) == (
        winner,
        team,
        points,
        mordienne,
    )
    expected = [0, 0]
    expected[team] = points
    assert state.team_points == tuple(expected)
    assert state.results[0].winner == winner


def test_mordienne_is_optional_and_off_by_default() -> None:
    """Rules §7: mordienne is an optional rule; without it the W run scores 1."""
    score = last_score(deal_through("SXENXSWWW"))
    assert (score.team, score.points, score.mordienne) == (1, 1, False)


def test_a_spoiled_last_trick_breaks_mordienne() -> None:
    """Ruling A-15: a spoiled trick 9 breaks the run (Pagat's EXWEWNNNX)."""
    assert not is_mordienne(winners_of("EXWEWNNNX"), 0)
    assert not is_mordienne(winners_of("XXXXXNNXN"), 0)  # a spoiled trick inside the run
    assert is_mordienne(winners_of("XXXXXXNNN"), 0)


def test_a_nine_trick_sweep_is_mordienne_by_default() -> None:
    """Ruling A-19: a sweep counts, so winning more never scores less."""
    assert is_mordienne(winners_of("NNNNNNNNN"), 0)
    score = last_score(deal_through("EEEEEEEEE", mordienne=True))
    assert (score.winner, score.points, score.mordienne) == (1, 2, True)


def test_a_spoiled_trick_is_no_seat_that_could_make_mordienne() -> None:
    """Rulings A-17 and A-18: with every trick spoiled there is no deal winner, hence no
    mordienne; ``None`` (a spoiled trick) is not a seat whose run could count."""
    spoiled = winners_of("XXXXXXXXX")
    assert deal_winner(spoiled) is None
    assert not is_mordienne(spoiled, deal_winner(spoiled))
    assert not is_mordienne(spoiled, None)
    assert not is_mordienne(winners_of("NNNNNNXXX"), None)  # a spoiled run at the end


def test_only_the_deal_winner_can_make_mordienne() -> None:
    """Ruling A-18: the run is the deal winner's; a seat that won only the last tricks but
    fewer than the winner did not win the deal, so it made no mordienne."""
    tricks = winners_of("NNNXXXXXS")  # N has 3 tricks and wins the deal; S won only trick 9
    assert deal_winner(tricks) == 0
    assert not is_mordienne(tricks, 2)
    assert not is_mordienne(winners_of("NSNSNSNXE"), 1)  # E: one trick, at the end


def test_requiring_a_prior_trick_excludes_the_sweep() -> None:
    """Rules §7 option mordienne_requires_prior_trick: the run must not start at trick 1."""
    assert not is_mordienne(winners_of("NNNNNNNNN"), 0, requires_prior_trick=True)
    assert is_mordienne(winners_of("XNNNNNNNN"), 0, requires_prior_trick=True)
    score = last_score(
        deal_through("NNNNNNNNN", mordienne=True, mordienne_requires_prior_trick=True)
    )
    assert (score.points, score.mordienne) == (1, False)


def test_the_minimum_run_option() -> None:
    """Rules §7 option mordienne_min_run: shorter runs are ordinary wins."""
    assert is_mordienne(winners_of("XXXXXXXXS"), 2)
    assert not is_mordienne(winners_of("XXXXXXXXS"), 2, min_run=2)
    assert not is_mordienne(winners_of("SXENXSWWW"), 3, min_run=4)
    score = last_score(deal_through("SXENXSWWW", mordienne=True, mordienne_min_run=4))
    assert (score.points, score.mordienne) == (1, False)
    score = last_score(deal_through("XXXXXXXXS", mordienne=True))
    assert (score.winner, score.points, score.mordienne) == (2, 2, True)


def test_an_all_spoiled_deal_scores_nothing_but_counts() -> None:
    """Ruling A-17: with every trick spoiled nobody scores, and the deal still counts."""
    assert deal_winner([None] * 9) is None
    state = deal_through("XXXXXXXXX", mordienne=True)
    score = last_score(state)
    assert (score.winner, score.team, score.points) == (None, None, 0)
    assert state.team_points == (0, 0)
    assert (state.deal, state.dealer) == (1, 1)


def test_tie_goes_to_who_reached_the_count_first() -> None:
    """Rules §7 / ruling A-16: the earliest to reach the highest count wins; always unique."""
    assert deal_winner(winners_of("EENNXXXXX")) == 1
    assert deal_winner(winners_of("NEENXXXXX")) == 1
    assert deal_winner(winners_of("NNEEXXXXX")) == 0


def test_scores_and_winners_are_per_seat() -> None:
    """API: scores gives each seat its team's points; winners are () before the end."""
    state = deal_through("SXENXSWWW", mordienne=True)
    assert aluette.scores(state) == (0, 2, 0, 2)
    assert aluette.winners(state) == ()
