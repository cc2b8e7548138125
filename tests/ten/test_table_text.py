"""The terminal's picture of a TEN table (:mod:`tablegames.ten.text`) is drawn from the words'
``table.*`` messages: the English as it always was, and the French words' in French."""

from __future__ import annotations

import random
import re

import pytest

import tablegames
from tablegames import ten
from tablegames.ten import Bid, Draw
from tablegames.ten.text import picture, render
from tablegames.ten.words import WORDS
from tablegames.ten.words_fr import FRENCH
from tests.ten.table import play, table

#: Words that would betray an English message left in a French picture (TEN, the game's
#: name, and the cards' codes stay as they are).
ENGLISH_WORDS = re.compile(
    r"\b(the|you|your|seats?|turn|draws?|stops?|bids?|pass(es)?|pays?|buy|may|market|card|"
    r"cards|tokens?|bust|run|owed|still|game|over|players?|pile|of|by|for|no|yet|round|"
    r"Winner)\b"
)


def _auction() -> ten.TenState:
    """Seat 1 drew the wild 3 and seat 2 bid 2 for it: seat 3 bids or passes."""
    state = table(
        3,
        draw=["wild 3", "red 2"],
        tokens=[5, 5, 5],
        collections=[["blue 2", "blue 3"], [], ["green 1"]],
    )
    return play(state, Draw(0), Bid(1, 2))


def test_the_english_picture_is_the_english_words_table() -> None:
    """``render`` is ``picture`` in the English words, and the game's words draw it; its text
    is the table the terminal always showed (the goldens' playthroughs hold many more)."""
    state = _auction()
    assert picture(state, {}) == picture(state, {}, WORDS) == render(state)
    assert tablegames.GAMES["ten"].words.picture(state, {}) == render(state)
    assert render(tablegames.view(state, 2)).splitlines() == [
        "TEN, 3 players, turn 4, seat 1's turn. Draw pile: 105 cards.",
        "Auction of *3: high bid 2 by seat 2; you bid or pass.",
        "  Tableau: -  (total 0, currency 0)",
        "  Market: -",
        "  Discard pile: 0 cards",
        "  seat 1: 5 tokens, 0 bust tokens | B2 B3 | blue 2-3 (2) = 2",
        "  seat 2: 5 tokens, 0 bust tokens | - | no run = 0",
        "  seat 3 (you): 5 tokens, 0 bust tokens | G1 | green 1 (1) = 1",
    ]


def test_the_french_words_draw_the_table_in_french() -> None:
    """The French words' picture: the seat to act is "vous" with its own verb, counts agree
    ("0 carte", "0 jeton de dépassement"), a no-break space before ":" and ";"."""
    state = _auction()
    assert FRENCH.picture(tablegames.view(state, 2), {}).replace("\u00a0", " ").splitlines() == [
        "TEN, 3 joueurs, tour 4, au tour du joueur 1. Pioche : 105 cartes.",
        "Enchères pour *3 : meilleure enchère de 2 par le joueur 2 ; vous enchérissez ou",
        "    passez.",
        "  Tableau : -  (total 0, monnaie 0)",
        "  Marché : -",
        "  Défausse : 0 carte",
        "  joueur 1 : 5 jetons, 0 jeton de dépassement | B2 B3 | bleu 2-3 (2) = 2",
        "  joueur 2 : 5 jetons, 0 jeton de dépassement | - | aucune suite = 0",
        "  joueur 3 (vous) : 5 jetons, 0 jeton de dépassement | G1 | vert 1 (1) = 1",
    ]
    assert FRENCH.picture(state, {}).splitlines()[1] == (
        "Enchères pour *3\u00a0: meilleure enchère de 2 par le joueur 2\u00a0; le joueur 3 enchérit"
    )
    first = tablegames.view(state, 0)
    assert FRENCH.picture(first, {}).startswith(
        "TEN, 3 joueurs, tour 4, à vous de jouer. Pioche\u00a0:\u00a0105\u00a0cartes.\n"
    )


def test_a_wrapped_french_title_keeps_the_count_with_its_noun() -> None:
    """The solo title is long enough to wrap: the draw pile's count stays with "cartes", as a
    line that starts with "cartes." reads broken."""
    solo = table(1, pile_size=12, jen_tokens=0)
    assert FRENCH.picture(solo, {}).splitlines()[:2] == [
        "TEN, 1 joueur (variante solo provisoire), tour 2, au tour du joueur 1.",
        "    Pioche\u00a0:\u00a012\u00a0cartes.",
    ]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_every_french_picture_of_random_games_is_french(players: int) -> None:
    """Every picture of whole random games, for a spectator and each seat, in French: no
    field left unfilled, no English word, no line over 80 columns, the viewer's own seat
    marked "(vous)"; and each is the English picture's shape (as many seat rows)."""
    rng = random.Random(players)
    options = {"unsold_wild": "active_free"} if players % 2 else {}
    state = tablegames.new_game("ten", players=players, seed=players, options=options)
    while True:
        for viewer in [None, *range(players)]:
            shown = state if viewer is None else tablegames.view(state, viewer)
            french = FRENCH.picture(shown, {})
            assert "{" not in french, french
            assert not ENGLISH_WORDS.search(french), french
            assert max(len(line) for line in french.splitlines()) <= 80, french
            rows = [line for line in french.splitlines() if line.startswith("  joueur ")]
            assert len(rows) == players, french
            assert ("(vous)" in french) == (viewer is not None), french
        if tablegames.is_over(state):
            break
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    ended = FRENCH.picture(tablegames.view(state, 0), {})
    if players == 1:
        assert "Partie terminée. Votre score\u00a0: " in ended
    else:
        assert "Partie terminée. Victoire\u00a0: " in ended


def test_words_put_in_another_language_draw_the_table_in_that_language() -> None:
    """The painter is given the words that draw: TEN's French words put back into English
    (``in_language``) draw the English table, and the game's words in French the French."""
    view = tablegames.view(tablegames.new_game("ten", players=2, seed=1), 0)
    assert FRENCH.in_language(WORDS.catalogue).picture(view, {}) == picture(view, {})
    game = tablegames.GAMES["ten"]
    assert game.words_in("fr").picture(view, {}) == picture(view, {}, FRENCH)
    assert game.words.in_language(FRENCH.catalogue).picture(view, {}) == picture(view, {}, FRENCH)
