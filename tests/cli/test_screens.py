"""Golden screens of the terminal game: what a human sees, exactly, for scripted answers.

Regenerate with ``python -m tests.cli.screens`` after an intended change, and review the diff.
"""

from __future__ import annotations

import pytest

from tests.cli import screens

#: What each screen must show, whatever else changes in its wording (issues 13 and 21).
MUST_SHOW = {
    "ten-human": [
        "You drew a currency 5: total -5, currency 5.",  # the human's own draw, with the totals
        "Tableau: $5  (total -5, currency 5)",  # the table redrawn at every decision
        "Cards: R3 is the red 3 (B blue, O orange, G green), R# the red wild, *4 the\n",  # ?
        "You won the auction for the orange wild at 3.",
        "  1. Pay 3 black tokens",  # a payment is one choice
        "A price is being paid: pay one token, bust token or card.",  # the rules' refusal
        "'pay 2t': That is worth 2, short of the 3 owed.",  # quoted, as the notation quotes
        "You paid a black token; 2 still owed.",  # a typed payment, applied item by item
        "The orange wild joined your collection.",
    ],
    "aluette-human": [
        "Named cards: 3co Monsieur, 3cu Madame, 2co le Borgne, 2cu la Vache, 9cu\n"
        "  Grand-neuf, 9co Petit-neuf, 2ba Deux de chêne, 2sw Deux d'écrit, the eight\n",
        "  Signals: seat 2 one ace; seat 3 la Vache\n",  # the partner's signal, on the table
        "  Signals: seat 1 two aces; seat 2 one ace; seat 3 la Vache\n",
        "   1. Monsieur (look upward without…      8. Deux d'écrit (stick out the ring…\n",
        "   4. La Vache (pout, or purse the lips) 11. Three aces (open the mouth once…\n",
        "  s. Signal to your partner (free: your turn goes on): 14 choices",
        "Choose 1-14, or type a move; ? helps, Enter goes back: \n",
        "You signalled: I hold two aces (open the mouth once per ace held).",
        "'seven' is not a legal move here; the closest: ",
        "Choose 1-9 or s, or type a move; ? helps, q leaves: Kco\nYou played the king of coins.",
        "This trick: seat 2 4cu, seat 3 7cu, seat 4 Jcu; seat 4 winning.",
        "You won trick 1 with the king of coins.",
        "Seat 4 won trick 4 with the cavalier of swords.",
        "  seat 2: 8 cards  [tricks 0]",
    ],
    "aluette-chant": [
        "The chant was agreed: seat 2 and you take six talon cards each and discard six.",
        "Your six cards from the talon: 8cu, 6cu, 2ba, 9sw, 8ba, 7ba.",
        "Seat 2 discarded a card face down.",
        "   1. 2 of coins (le Borgne)              9. 9 of cups (Grand-neuf)\n",
        "   5. King of coins                      13. 2 of batons (Deux de chêne)\n",
        "   1. Discard the 2 of coins (le Borgne)\n",  # one per line when there is room
        "You discarded the 8 of cups face down.",
        "  Your discards: 4co 8co Kco Acu 6cu 8cu",
    ],
    "saboteur-human": [
        " -2                            [a]",  # the map's choices lettered on the maze
        "Your map showed the gold at 8,-2.",
        " -2                            [g]",
        "You are a miner, map: 8,-2 gold. Hand: NEW NESW dNESW bP rPL rPC",
        "  0  a ─S─ d                   [?]",  # the card's places lettered on the maze
        "  a'. Place the tunnel NEW turned at -1,0",
        "You drew the repair pickaxe/cart.",
        "Seat 2 drew a card.",
        "Seat 2 discarded a card face down.",
        "Seat 3 looked at the goal at 8,0 with a map.",
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
    main_menus = [block.split("Choose")[0] for block in text.split("Your move, seat 1:")[1:]]
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
