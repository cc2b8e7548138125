"""Playing tricks: no obligation to follow, the highest card wins, ties spoil (rules §6)."""

from __future__ import annotations

import pytest

from tablegames import IllegalMoveError, NotYourTurnError, aluette
from tablegames.aluette import PlayCard, trick_winner
from tests.aluette.helpers import card, cards, play_trick, playing


@pytest.mark.parametrize(
    ("leader", "labels", "winner"),
    [
        (0, "4co 3co 5cu 6sw", 1),  # Monsieur wins wherever it lies
        (1, "Kco Kcu 2ba 4sw", 3),  # deux de chêne (seat 1 + 2) beats two kings
        (2, "Aco Aba 7co 7cu", None),  # two aces tie for the highest: spoiled
        (3, "3sw 3ba 4co 4cu", None),  # the fours tie for the highest: spoiled
        (0, "3sw 3ba 5co 4cu", 2),  # ties below the highest card do not matter
        (1, "Kco 4co Kcu 2cu", 0),  # la Vache (seat 1 + 3 = 0) wins; the tied kings are below
    ],
)
def test_trick_winner(leader: int, labels: str, winner: int | None) -> None:
    """Rules §6: the unique card of highest strength wins; a tie for the highest spoils."""
    assert trick_winner(leader, cards(labels)) == winner


def test_the_plain_threes_tie_with_each_other() -> None:
    """Rules §3 and §6: the threes of swords and batons are one class, so they tie: between them
    alone nothing wins, and in a full trick they can never be the highest, so any other card wins.
    """
    three_swords, three_batons = cards("3sw 3ba")
    assert three_swords.strength == three_batons.strength == 1
    assert trick_winner(0, (three_swords, three_batons)) is None
    assert trick_winner(0, cards("3sw 3ba 4co 5cu")) == 3
    assert trick_winner(2, cards("3ba 4cu 3sw 4co")) is None  # the fours tie on top


def test_two_aces_spoil_the_trick_and_the_same_leader_leads_again() -> None:
    """Rules §6: a spoiled trick goes to nobody and its leader leads the next one."""
    state = playing(["Aco 5co", "Aba 6co", "7co 8co", "4cu 5cu"], leader=1)
    state = play_trick(state, "Aba 7co 4cu Aco")
    assert state.tricks[-1].winner is None
    assert state.leader == state.to_act == 1
    assert isinstance(state.events[-1], aluette.TrickCompleted)
    assert state.events[-1].winner is None


def test_partners_tying_still_spoil() -> None:
    """Ruling A-13: the rule is about cards, so partners tying for the highest spoil too."""
    state = playing(["Kco 5co", "4co 6co", "Kcu 8co", "4cu 5cu"], leader=0)
    state = play_trick(state, "Kco 4co Kcu 4cu")
    assert state.tricks[-1].winner is None
    assert state.leader == 0


def test_the_winner_leads_next() -> None:
    """Rules §6: the trick's winner leads the next trick."""
    state = playing(["4co 5co", "3co 6co", "7co 8co", "4cu 5cu"], leader=0)
    state = play_trick(state, "4co 3co 7co 4cu")
    assert state.tricks[-1].winner == 1
    assert state.leader == state.to_act == 1


def test_any_card_may_be_played() -> None:
    """Rules §6: no obligation to follow suit or to beat the card led."""
    state = playing(["4co 5cu 6sw", "7ba 8co 9sw", "Jco Ccu Kba", "Acu 2ba 3sw"], leader=0)
    state = play_trick(state, "5cu")
    assert {m.card for m in aluette.legal_moves(state, 1) if isinstance(m, PlayCard)} == set(
        cards("7ba 8co 9sw")
    )


def test_playing_a_card_not_held_or_out_of_turn_is_refused() -> None:
    state = playing(["4co 5co", "3co 6co", "7co 8co", "4cu 5cu"], leader=0)
    with pytest.raises(IllegalMoveError) as info:
        aluette.apply(state, PlayCard(0, card("3co")))
    assert info.value.code == "aluette.card.not_in_hand"
    with pytest.raises(NotYourTurnError) as turn:
        aluette.apply(state, PlayCard(1, card("3co")))
    assert turn.value.code == "aluette.turn.not_yours"
    assert str(turn.value) == "It is seat 1's turn, not seat 2's."  # counted from 1, for people


def test_a_spoiled_ninth_trick_is_told_without_a_leader_for_a_next_trick() -> None:
    """Rules §6: the leader of a spoiled trick leads the next one, but the ninth is the deal's
    last: the words say it was spoiled and stop there (in English and in French)."""
    from tablegames.aluette.words import WORDS
    from tablegames.aluette.words_fr import FRENCH

    tied = cards("Aco Aba 7co 7cu")
    for number, told in ((8, True), (9, False)):
        event = aluette.TrickCompleted(number, 2, tied, None)
        for viewer in (None, 0, 2):
            english = WORDS.text(event, viewer)
            assert english.startswith(f"Trick {number} was spoiled: ")
            assert ("lead" in english) is told
            assert ("la main" in FRENCH.text(event, viewer)) is told
