"""Golden screens of the terminal game: what a human sees, exactly, for scripted answers.

Regenerate with ``python -m tests.cli.screens`` after an intended change, and review the diff.
"""

from __future__ import annotations

import pytest

from tests.cli import screens

#: What each screen must show, whatever else changes in its wording (issue 13, point 2).
MUST_SHOW = {
    "ten-human": [
        "You drew the green 6: total 6, currency 0.",  # the human's own draw, with the totals
        "You BUSTED: the numbers reached 11.",  # the human's own bust
        "Tableau: G6 O4  (total 10, currency 0)",  # the table redrawn after each draw
        "Seat 1 won the auction for the # Wildcard at 1.",
        "You took the currency: 0 tokens of 3 (nobody holds more than 10).",
        "'2' is not a move number. Type 1, or just press Enter.",
    ],
    "aluette-human": [
        "s. Signal to your partner (free: your turn goes on): 14 choices",
        "Choose 1-14, or b to go back: b",
        "You signalled: I hold 1 ace (open the mouth once per ace held).",
        "You won trick 1 with the 2 of coins (le Borgne).",
        "Seat 3 won trick 3 with the cavalier of swords.",
        "Your partner (seat 2) won trick 4 with the king of batons.",
        "  seat 1: 8 cards  [tricks 0]",
    ],
    "aluette-chant": [
        "The chant was agreed: seat 1 and you take six talon cards each and discard six.",
        "Your six cards from the talon: 8cu, 6cu, 2ba, 9sw, 8ba, 7ba.",
        "Seat 1 discarded a card face down.",
        "You discarded the 8 of cups face down.",
        "  Your discards: 4co 8co Kco Acu 6cu",
    ],
    "saboteur-human": [
        "Your map showed coal at (8,0).",
        "| c |",
        "  Your map showed: coal at (8,0).",
        "You drew the repair pickaxe/cart.",
        "Seat 1 drew a card.",
        "Seat 1 discarded a card face down.",
        "Seat 2 looked at the goal at (8,0) with a map.",
    ],
}


@pytest.mark.parametrize("name", sorted(screens.SCREENS))
def test_screen(name: str) -> None:
    expected = (screens.DIRECTORY / f"{name}.txt").read_text(encoding="utf-8")
    assert screens.screen(name) == expected


@pytest.mark.parametrize("name", sorted(screens.SCREENS))
def test_screen_shows_what_changed(name: str) -> None:
    text = (screens.DIRECTORY / f"{name}.txt").read_text(encoding="utf-8")
    for line in MUST_SHOW[name]:
        assert line in text
    assert text.endswith(
        "You left the game before its end.\n--- standard error ---\n--- exit status 0 ---\n"
    )


def test_signals_are_apart_from_the_card_plays() -> None:
    """Aluette: the main menu lists the cards; the signals open behind one letter."""
    text = (screens.DIRECTORY / "aluette-human.txt").read_text(encoding="utf-8")
    main_menus = [block.split("Choose")[0] for block in text.split("Your move, seat 0:")[1:]]
    assert main_menus
    for menu in main_menus:
        assert "I hold" not in menu
        assert "s. Signal to your partner" in menu


def test_other_seats_secrets_never_appear() -> None:
    """Bots' discards and draws are told without naming the card (the old CLI printed them)."""
    chant = (screens.DIRECTORY / "aluette-chant.txt").read_text(encoding="utf-8")
    assert "Seat 1 discarded the" not in chant
    saboteur = (screens.DIRECTORY / "saboteur-human.txt").read_text(encoding="utf-8")
    assert "Seat 1 drew the" not in saboteur
    assert "Seat 2's map showed" not in saboteur
