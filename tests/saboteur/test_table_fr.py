"""The terminal's table in French: the words around the maze are the ``table.*`` messages of
the words that draw it (:func:`tablegames.saboteur.text.render_table`, the words' painter),
so the French words draw it in French; the maze, the card codes and the numbers are drawn
as they are in English."""

from __future__ import annotations

import random
import re

import pytest

import tablegames
from tablegames.saboteur.state import Phase
from tablegames.saboteur.text import render_maze_compact, render_table
from tablegames.saboteur.words_fr import CATALOGUE, FRENCH
from tests.saboteur.test_words_fr import ENGLISH_WORDS


def _words_lines(shown: object, marks: dict[object, str], picture: str) -> list[str]:
    """The lines of ``picture`` below its maze (the maze's lines are drawn in no language)."""
    maze = render_maze_compact(shown, marks)  # type: ignore[arg-type]
    assert picture.startswith(maze + "\n")
    return picture[len(maze) + 1 :].splitlines()


def test_the_french_words_draw_the_terminals_table_in_french() -> None:
    """FRENCH.picture drew the table in English (its painter read the English words); the
    game's words made French by ``in_language`` (a translation declared as a catalogue) draw
    the same French table, and the game's own words the English one, as before."""
    game = tablegames.GAMES["saboteur"]
    in_french = game.words.in_language(CATALOGUE)
    state = tablegames.new_game("saboteur", players=3, seed=3)
    for viewer in (0, None):
        view = tablegames.view(state, viewer)
        picture = FRENCH.picture(view, {})
        lines = _words_lines(view, {}, picture)
        assert (
            lines[0] == "Manche 1/3, à vous de jouer, talon\u00a0: 49."
            if viewer == 0
            else ("Manche 1/3, au joueur 1 de jouer, talon\u00a0: 49.")
        )
        assert lines[1].startswith("Joueurs 1" + (" vous" if viewer == 0 else "") + ":6c  2:6c")
        if viewer == 0:
            assert re.fullmatch(
                r"Vous êtes un (chercheur d'or|saboteur)\. Main\u00a0: .+", lines[2]
            )
        assert in_french.picture(view, {}) == picture
        assert render_table(view, {}, FRENCH) == picture
        assert _words_lines(view, {}, game.words.picture(view, {}))[0].startswith("Round 1/3, ")
    lines = _words_lines(state, {}, FRENCH.picture(state, {}))
    role = {"miner": "chercheur d'or", "saboteur": "saboteur"}[state.set_aside.name.lower()]
    assert lines[-1] == f"  carte rôle mise de côté\u00a0: {role}"
    assert lines[2].startswith("  joueur 1 (")


@pytest.mark.parametrize(("seed", "players"), [(1, 3), (2, 5), (3, 7), (4, 10)])
def test_every_table_of_random_games_is_in_french(seed: int, players: int) -> None:
    """Every picture of whole games in French, a state's and every seat's and a spectator's,
    with the marks of the legal moves: no English word and no field left around the maze,
    and the maze as the English table draws it."""
    options = {"open_draw_pile": seed % 2 == 0, "gold_distribution": "official"}
    state = tablegames.new_game("saboteur", players=players, seed=seed, options=options)
    chooser = random.Random(seed)
    statuses = set()
    while True:
        moves = tablegames.legal_moves(state)
        marks = {}
        for letter, move in zip("abcdef", moves, strict=False):
            spot = FRENCH.spot(move)
            if spot is not None:
                marks[spot] = letter
        for shown in (state, *(tablegames.view(state, s) for s in (*range(players), None))):
            picture = FRENCH.picture(shown, marks)
            english = tablegames.GAMES["saboteur"].words.picture(shown, marks)
            assert picture.splitlines()[0] == english.splitlines()[0]
            for line in _words_lines(shown, marks, picture):
                assert "{" not in line, line
                assert not ENGLISH_WORDS.search(line), line
            statuses.add(_words_lines(shown, marks, picture)[0].split(", ")[1])
        if tablegames.is_over(state):
            break
        state = tablegames.apply(state, chooser.choice(moves))
    assert "partie terminée" in statuses
    assert "à vous de jouer" in statuses
    assert state.phase is Phase.OVER
