"""Aluette's notation reads a typed move whether the rules allow it now or not, so that the
terminal can answer a refused one with the rules' reason."""

from __future__ import annotations

import random

import attrs
import pytest

import tablegames
from tablegames import IllegalMoveError, aluette
from tablegames.aluette import (
    AluetteOptions,
    AnnounceMordienne,
    AnswerConcession,
    DiscardCard,
    OfferConcession,
    PlayCard,
    Signal,
    SignalKind,
    VoteChant,
)
from tablegames.aluette.notation import NOTATION
from tablegames.core import notation as core_notation
from tests.aluette.helpers import card, fresh, playing

read = NOTATION.read


def test_every_kind_of_move_is_read_for_the_seat_given() -> None:
    """Each text of the notation table, canonical or an alias no other move has."""
    assert read("7CU", 2) == PlayCard(2, card("7cu"))
    assert read(" discard 7cu ", 1) == DiscardCard(1, card("7cu"))
    assert read("d Kba", 0) == DiscardCard(0, card("Kba"))
    assert read("sig 2a", 3) == Signal(3, SignalKind.ACES, 2)
    assert read("sig 3co", 0) == Signal(0, SignalKind.MONSIEUR)
    assert read("sig Grand-neuf", 0) == Signal(0, SignalKind.GRAND_NEUF)
    assert read("sig deux d\u2019écrit", 0) == Signal(0, SignalKind.DEUX_D_ECRIT)
    assert read("no chant", 1) == VoteChant(1, agree=False)
    assert read("concede", 2) == OfferConcession(2, offer=True)
    assert read("refuse", 3) == AnswerConcession(3, accept=False)
    assert read("no_mordienne", 0) == AnnounceMordienne(0, announce=False)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "7",  # a rank without its suit
        "7xx",
        "Qcu",  # no queens in the Spanish deck
        "sig",
        "sig 5A",  # at most four aces
        "sig 0A",
        "sig king",
        "yes",  # answers whichever question is asked: several moves
        "n",
        "discard",
        "play 7cu",
        "7cu 7cu",
        "x" * 10_000,
        "\x00",
        "\u2019",
    ],
)
def test_a_text_of_no_move_or_of_several_is_none(text: str) -> None:
    assert read(text, 0) is None


def test_a_bad_text_or_seat_is_none_not_an_error() -> None:
    """``read`` never raises: the terminal calls it with whatever was typed."""
    assert read(None, 0) is None  # type: ignore[arg-type]
    assert read(7, 0) is None  # type: ignore[arg-type]
    for seat in (-1, 4, True, "1"):
        assert read("7cu", seat) is None  # type: ignore[arg-type]


def test_a_move_read_but_not_legal_is_refused_with_the_rules_reason() -> None:
    """Aluette §6: a seat plays a card it holds; Aluette §5: the chant vote comes first, so a
    card typed during it is refused as out of its phase."""
    state = playing(["Aco 2co", "3co 4co", "5co 6co", "7co 8co"], leader=1)
    for text, reason in [
        ("Aco", "You do not hold the ace of coins."),  # seat 1's card, typed by seat 2
        ("discard 3co", "The tricks are being played: play a card."),
    ]:
        move = read(text, 1)
        assert move is not None
        assert move not in tablegames.legal_moves(state, 1)
        with pytest.raises(IllegalMoveError) as info:
            aluette.apply(state, move)
        assert str(info.value) == reason
    voting = fresh(7)
    player = tablegames.current_player(voting)
    with pytest.raises(IllegalMoveError, match="The chant vote is under way"):
        aluette.apply(voting, read("7cu", player))  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_legal_move_is_read_back_from_its_notation(seed: int) -> None:
    """Through random games (the chant always agreed, so that its discards come), with the
    variants that add the concession and mordienne answers, every seat's every legal move is
    read back from its notation to itself."""
    options = AluetteOptions.rebour() if seed % 2 else AluetteOptions(surrender=True)
    answers = {AnnounceMordienne} if seed % 2 else {OfferConcession}
    state = aluette.new_game(seed=seed, options=options)
    rng = random.Random(seed)
    kinds: set[type] = set()
    while tablegames.current_player(state) is not None:
        for seat in range(4):
            for move in tablegames.legal_moves(state, seat):
                assert read(tablegames.notation(move), seat) == move
                kinds.add(type(move))
        moves = tablegames.legal_moves(state)
        unsigned = [m for m in moves if not isinstance(m, Signal)] or list(moves)
        chant = VoteChant(tablegames.current_player(state), agree=True)  # type: ignore[arg-type]
        state = aluette.apply(state, chant if chant in moves else rng.choice(unsigned))
    assert {PlayCard, DiscardCard, Signal, VoteChant, *answers} <= kinds


def test_the_aces_signal_without_its_count_names_every_count_a_player_could_mean() -> None:
    """``sig A`` is the aces signal with its count left out: without truthful_signals it names
    the four counts, ``sig 1A`` first (difflib's closest three were 4A, 3A and 2A, ties going to
    the last in the alphabet); with it, the one count the seat holds."""
    state = playing(["Aco Acu 2co", "3co 4co", "Asw 5co", "6co 7co"], leader=1)
    every = "sig 1A, sig 2A, sig 3A, sig 4A"
    for text in ("sig A", "SIG a", "sig aces"):
        with pytest.raises(IllegalMoveError) as info:
            tablegames.parse_move(state, text, player=0)
        assert info.value.code == "core.notation.ambiguous"
        assert (
            str(info.value) == f"'{text}' could be several moves here: {every}; type one of them."
        )
        assert read(text, 0) is None  # several moves: the rules have no one refusal to give
    truthful = attrs.evolve(state, options=AluetteOptions(truthful_signals=True))
    assert tablegames.parse_move(truthful, "sig A", player=0) == Signal(0, SignalKind.ACES, 2)
    assert tablegames.parse_move(truthful, "sig aces", player=2) == Signal(2, SignalKind.ACES, 1)
    with pytest.raises(IllegalMoveError, match="is not a legal move here"):
        tablegames.parse_move(truthful, "sig A", player=1)  # no ace, so no aces signal


def test_an_ambiguous_text_names_how_many_moves_it_leaves_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The list of an ambiguous text's moves is bounded; what it leaves out is counted."""
    monkeypatch.setattr(core_notation, "SEVERAL", 2)
    with pytest.raises(IllegalMoveError, match=r"here: sig 1A, sig 2A \(and 2 more\); type one"):
        tablegames.parse_move(fresh(1), "sig A", player=0)
