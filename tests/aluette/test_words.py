"""Aluette in words: why a deal's winner won it (rules §7: the most tricks, or, among seats
with as many, the first to reach that count)."""

from __future__ import annotations

import tablegames
from tablegames import aluette
from tablegames.aluette import DealScored, TrickCompleted
from tablegames.aluette.words import WORDS
from tablegames.aluette.words_fr import FRENCH
from tablegames.core.recall import recall
from tablegames.core.rng import Rng


def _finished(seed: int) -> aluette.AluetteState:
    state = tablegames.new_game("aluette", players=4, seed=seed)
    rng = Rng(seed, "tricks")
    while not tablegames.is_over(state):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    final: aluette.AluetteState = state
    return final


def test_a_deal_tells_each_seats_tricks_as_its_tricks_gave_them() -> None:
    """The counts of each deal's result are its tricks' winners counted, the winner's the
    highest; seed 2's first deal is won by seat 2 with 3 tricks, as many as seat 4."""
    counted = [0] * 4
    scored = []
    for event in recall(_finished(2), None):
        if isinstance(event, TrickCompleted) and event.winner is not None:
            counted[event.winner] += 1
        elif isinstance(event, DealScored):
            assert event.tricks_won == tuple(counted)
            if event.winner is not None:
                assert counted[event.winner] == max(counted)
            scored.append(event)
            counted = [0] * 4
    first = scored[0]
    assert (first.winner, first.tricks_won) == (1, (1, 3, 1, 3))
    assert WORDS.text(first, None) == (
        "Seat 2 won deal 1 with 3 tricks, reaching 3 before seat 4 did: seats 2+4 scored 1 "
        "point. Points: seats 1+3 0, seats 2+4 1."
    )


def test_a_tie_on_tricks_says_the_winner_reached_the_count_first() -> None:
    """Rules §7, from every side of the table; a clear lead gives the count alone."""
    tied = DealScored(1, 0, 0, 1, False, False, (2, 0), None, (3, 2, 1, 3))
    assert WORDS.text(tied, None).startswith(
        "Seat 1 won deal 2 with 3 tricks, reaching 3 before seat 4 did: seats 1+3 scored 1 point."
    )
    assert WORDS.text(tied, 0).startswith(
        "You won deal 2 with 3 tricks, reaching 3 before seat 4 did: your team (seats 1+3) "
        "scored 1 point."
    )
    assert WORDS.text(tied, 3).startswith(
        "Seat 1 won deal 2 with 3 tricks, reaching 3 before you did: seats 1+3 scored 1 point."
    )
    partners = DealScored(0, 0, 0, 1, False, False, (1, 0), None, (3, 2, 3, 1))
    assert WORDS.text(partners, 2).startswith(
        "Your partner (seat 1) won deal 1 with 3 tricks, reaching 3 before you did: "
    )
    assert WORDS.text(partners, 1).startswith(
        "Seat 1 won deal 1 with 3 tricks, reaching 3 before seat 3 did: "
    )
    four = DealScored(3, 3, 1, 1, False, False, (1, 3), None, (2, 2, 2, 2))
    assert WORDS.text(four, None).startswith(
        "Seat 4 won deal 4 with 2 tricks, reaching 2 before seats 1, 2 and 3 did: "
    )
    ahead = DealScored(1, 0, 0, 1, False, False, (2, 0), None, (4, 2, 1, 2))
    assert WORDS.text(ahead, None).startswith("Seat 1 won deal 2 with 4 tricks: seats 1+3")
    assert FRENCH.text(tied, 0).startswith(
        "Vous avez remporté la donne 2 avec 3 plis, en atteignant ce total de 3 avant le "
        "joueur 4\u00a0: "
    )


def test_a_result_without_counts_is_told_as_before() -> None:
    """A document written before the counts were told: the winner and the points only."""
    untold = DealScored(1, 0, 0, 1, False, False, (2, 0))
    assert untold.tricks_won == ()
    assert WORDS.text(untold, None).startswith("Seat 1 won deal 2: seats 1+3 scored 1 point.")
