"""Menus that stay readable at 80x24: what tells the choices apart is never cut away."""

from __future__ import annotations

import io
import re

import tablegames
from tablegames import cli
from tablegames.aluette import Signal
from tablegames.aluette.words import WORDS
from tablegames.core.words import sentence

#: A menu cell: its key, then its text up to the next cell of the line.
_CELL = re.compile(r"(?:^|\s)\s*([0-9]+|[a-z]'?)\. (.+?)(?=\s+(?:[0-9]+|[a-z]'?)\. |$)")


def _cells(lines: list[str]) -> dict[str, str]:
    return {key: text.rstrip() for line in lines for key, text in _CELL.findall(line)}


def _entries(labels: list[str], keys: str = "abcdefghijklmnop") -> list[cli._Entry]:
    return [cli._Entry(key, label, f"m{key}") for key, label in zip(keys, labels, strict=False)]


def _aluette_play_decision() -> cli._Decision:
    """Seat 1's first decision in the play of an Aluette deal (the chant refused)."""
    state = tablegames.new_game("aluette", players=4, seed=3)
    while not (state.phase.value == "play" and state.to_act == 0):
        state = tablegames.apply(state, tablegames.legal_moves(state)[-1 if state.votes else 0])
    return cli._Decision(cli._Game.of("aluette"), state, 0, io.StringIO())


def test_the_signals_menu_names_every_signal_first_and_whole() -> None:
    """Aluette §8: the fourteen signals at 80x24, in columns: each entry starts with what it
    signals (the heading says "Signal"), named whole; a gesture cut only after a whole word."""
    decision = _aluette_play_decision()
    group = WORDS.catalogue.say("group.signal")
    _, entries, lines, marks = decision._group(group)
    assert len(decision._picture(marks)) + 1 + len(lines) + 2 <= cli.ROWS
    assert all(len(line) <= cli.COLUMNS for line in lines)
    cells = _cells(lines)
    signals = [move for move in decision.moves if isinstance(move, Signal)]
    assert len(cells) == len(signals) == len(entries) == 14
    for entry in entries:
        whole = entry.label.removeprefix("Signal ")  # "Monsieur (look upward without ...)"
        text = cells[entry.key]
        assert text.startswith(sentence(whole.split(" (")[0]) + " ("), text
        if text.endswith("…"):
            kept = text[:-1]
            assert whole.lower().startswith(kept.lower()), text
            assert whole[len(kept)] == " ", text  # after a whole word
        else:
            assert text == sentence(whole)
    assert len(set(cells.values())) == len(cells)


def test_labels_alike_but_for_their_end_lose_the_words_the_heading_says() -> None:
    """Saboteur: placings of one card, in columns, keep their places; the words the heading
    already says (the card) are left out rather than the place cut away."""
    labels = [f"Place the tunnel NEW turned at -{n},{n}0" for n in range(1, 11)]
    lines = cli._layout(_entries(labels), 5, heading="Tunnel NEW: where? (a letter)")
    assert lines is not None
    assert len(lines) <= 5
    cells = _cells(lines)
    assert [cells[key] for key in "abcdefghij"] == [f"Turned at -{n},{n}0" for n in range(1, 11)]


def test_a_cut_that_would_make_two_choices_alike_is_not_made() -> None:
    """Labels that differ only past the cut are shown by their short forms, which differ."""
    labels = [f"Rockfall: clear the path card at the place {n},-{n}" for n in range(1, 16)]
    lines = cli._layout(_entries(labels), 5)
    assert lines is not None
    assert len(lines) <= 5
    cells = _cells(lines)
    assert len(cells) == 15
    assert len(set(cells.values())) == 15
    assert all("…" not in text for text in cells.values())


def test_only_the_words_the_heading_says_are_left_out() -> None:
    """A count or a colour the heading does not say stays in every label; the action word and
    the article go when the heading says what follows them."""
    without = cli._without_heading
    pay = ["Pay 3 black tokens and the red 1", "Pay 3 black tokens and the blue 2"]
    assert without(pay, "Pay") == ["3 black tokens and the red 1", "3 black tokens and the blue 2"]
    buy = ["Buy the orange 1 for 1", "Buy the orange 4 for 4"]
    assert without(buy, "Buy one market card") == ["Orange 1 for 1", "Orange 4 for 4"]
    discard = ["Discard the 2 of coins (le Borgne)", "Discard the king of cups"]
    assert without(discard, "Chant: discard a card face down") == [
        "2 of coins (le Borgne)",
        "King of cups",
    ]
    assert without(["Red 5 for 5", "Red 7 for 7"], "Buy one market card") == [
        "Red 5 for 5",
        "Red 7 for 7",
    ]
    assert without(["Play the 7 of cups"], "Play a card") == ["Play the 7 of cups"]
    assert without(["Play", "Play the 7"], "Play a card") == ["Play", "Play the 7"]


def test_a_long_label_on_its_own_line_goes_on_under_itself() -> None:
    """One choice per line: a label longer than the line is wrapped when rows are left, not
    cut (TEN: the last card of a long payment stays on the screen)."""
    label = (
        "Pay 3 black tokens, the red 1, the red 3, the blue 1, the blue 8, the green 8 and "
        "the orange 2"
    )
    lines = cli._layout([cli._Entry("1", label, "pay 3t+R1+R3+B1+B8+G8+O2")], 4)
    assert lines == [
        "  1. Pay 3 black tokens, the red 1, the red 3, the blue 1, the blue 8, the green",
        "     8 and the orange 2",
    ]
    assert cli._layout([cli._Entry("1", label, "pay")], 1) == [
        "  1. Pay 3 black tokens, the red 1, the red 3, the blue 1, the blue 8, the…"
    ]
