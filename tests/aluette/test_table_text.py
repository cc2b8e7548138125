"""The terminal's table of an Aluette deal: what a player needs without scrolling back."""

from __future__ import annotations

import pytest

from tablegames import aluette
from tablegames.aluette import Signal, SignalKind, SignalVisibility
from tablegames.aluette.notation import card_code
from tablegames.aluette.rules import SIGNAL_CARD
from tablegames.aluette.words import WORDS
from tablegames.aluette.words_fr import FRENCH
from tablegames.core.words import Words
from tests.aluette.helpers import fresh, play_trick, playing


def _signals_line(picture: str) -> str | None:
    found = [line for line in picture.splitlines() if line.startswith("  Signals: ")]
    assert len(found) <= 1, picture
    return found[0] if found else None


def test_the_table_lists_the_signals_of_the_deal_seat_by_seat() -> None:
    """Aluette §8: the signals made this deal stay on the table, each seat's in the order made
    (each once), so a player who missed the log still reads what the partner signalled."""
    state = playing(["4co 5co", "3co 6co", "7co 8co", "4cu 5cu"], leader=0)
    for move in (
        Signal(2, SignalKind.VACHE),
        Signal(1, SignalKind.ACES, 1),
        Signal(2, SignalKind.ACES, 2),
        Signal(0, SignalKind.WEAK_HAND),
    ):
        state = aluette.apply(state, move)
    state = play_trick(state, "4co 3co 7co 4cu")
    state = aluette.apply(state, Signal(2, SignalKind.VACHE))  # again, in the next trick
    expected = "  Signals: seat 1 a weak hand; seat 2 one ace; seat 3 la Vache, two aces"
    for seat in (0, 1, 2, 3, None):
        assert _signals_line(aluette.render(aluette.view(state, seat))) == expected
    assert _signals_line(aluette.render(state)) == expected


def test_no_signal_no_line() -> None:
    """Aluette §8: a deal without signals adds nothing to the table."""
    assert _signals_line(aluette.render(aluette.view(fresh(3), 0))) is None


def test_partner_only_signals_stay_off_the_opponents_table() -> None:
    """Aluette ruling A-32, the partner-only variant: the table shows only the signals its
    viewer saw; the opponents' and a spectator's tables never list the partners' signals."""
    state = fresh(3, signal_visibility=SignalVisibility.PARTNER_ONLY)
    state = aluette.apply(state, Signal(0, SignalKind.MONSIEUR))
    state = aluette.apply(state, Signal(1, SignalKind.ACES, 3))
    assert _signals_line(aluette.render(aluette.view(state, 0))) == "  Signals: seat 1 Monsieur"
    assert _signals_line(aluette.render(aluette.view(state, 2))) == "  Signals: seat 1 Monsieur"
    assert _signals_line(aluette.render(aluette.view(state, 1))) == "  Signals: seat 2 three aces"
    assert _signals_line(aluette.render(aluette.view(state, 3))) == "  Signals: seat 2 three aces"
    assert _signals_line(aluette.render(aluette.view(state, None))) is None
    everything = "  Signals: seat 1 Monsieur; seat 2 three aces"
    assert _signals_line(aluette.render(state)) == everything  # every secret: a replay's table


def test_the_signals_line_starts_afresh_with_each_deal() -> None:
    """Aluette §8: signals are made within a deal; the next deal's table lists none of them."""
    state = aluette.apply(fresh(3, chant=False), Signal(2, SignalKind.GRAND_NEUF))
    assert _signals_line(aluette.render(aluette.view(state, 0))) == "  Signals: seat 3 Grand-neuf"
    while state.deal == 0:
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    assert _signals_line(aluette.render(aluette.view(state, 0))) is None


def test_many_signals_fit_the_terminal() -> None:
    """Aluette §8: the most signals a deal allows (five a seat) still fit 80 columns."""
    state = fresh(3)
    kinds = [kind for kind in SignalKind if kind is not SignalKind.ACES][:5]
    for seat in range(4):
        for kind in kinds:
            state = aluette.apply(state, Signal(seat, kind))
    picture = aluette.render(aluette.view(state, 0))
    assert all(len(line) <= 80 for line in picture.splitlines()), picture
    assert "seat 4 Monsieur, Madame, le Borgne, la Vache, Grand-neuf" in " ".join(
        line.strip() for line in picture.splitlines()
    )


@pytest.mark.parametrize("words", [WORDS, FRENCH], ids=["en", "fr"])
def test_the_legend_names_the_named_cards(words: Words) -> None:
    """Aluette §3: the legend (the terminal's ?) gives each named card its name beside its
    code, highest first, as the notation reads the names (``sig grand-neuf``)."""
    legend = words.legend()
    named = [
        f"{card_code(card)} {words.catalogue.say('name.' + kind.name.lower())}"
        for kind, card in sorted(SIGNAL_CARD.items(), key=lambda item: -item[1].strength)
    ]
    assert ", ".join(named) in legend
    assert "9cu Grand-neuf" in legend
    assert "2sw Deux d'écrit" in legend
    assert "sig grand-neuf" in legend
