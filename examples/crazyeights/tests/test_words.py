"""Crazy Eights in words and notation: labels, event texts, the notation's table, and a human
playing it at the command line by typing moves (tablegames' ``words`` and ``notation`` hooks).

The generic properties (unique labels and notations in every position, every event told) are
checked for every installed game by tablegames' own tests; these check what is this game's.
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import attrs
import pytest
import tablegames
from tablegames import IllegalMoveError
from tablegames.agents import RandomAgent, play
from tablegames.cli import main
from tablegames.core.json import snake_case
from tablegames.core.notation import normalized
from tablegames.core.words import Catalogue

from tablegames_crazyeights import (
    CARDS,
    EIGHTS,
    GAME,
    Draw,
    Pass,
    PlayCard,
    PlayEight,
    Suit,
    parse_card,
)
from tablegames_crazyeights.events import EVENT_TYPES
from tablegames_crazyeights.notation import NOTATION
from tablegames_crazyeights.words import ENGLISH, WORDS

#: Every move seat 0 could ever make.
VOCABULARY = (
    *(PlayCard(0, card) for card in CARDS if not card.is_eight),
    *(PlayEight(0, card, suit) for card in EIGHTS for suit in Suit),
    Draw(0),
    Pass(0),
)


def test_the_game_speaks_through_its_own_words_and_notation() -> None:
    assert GAME.words is WORDS
    assert GAME.notation is NOTATION
    assert tablegames.notation(PlayCard(2, parse_card("queen of spades"))) == "Qs"
    assert WORDS.label(PlayCard(2, parse_card("10 of hearts"))) == "Play the 10 of hearts"


def test_every_move_has_its_own_label_and_notation() -> None:
    """Unique over the whole vocabulary, so unique in every position; and no alias is another
    move's notation."""
    labels = [WORDS.label(move) for move in VOCABULARY]
    texts = [normalized(NOTATION.write(move)) for move in VOCABULARY]
    assert len(set(labels)) == len(labels) == len(VOCABULARY)
    assert len(set(texts)) == len(texts)
    for move in VOCABULARY:
        for alias in NOTATION.aliases(move):
            assert normalized(alias) not in texts, (move, alias)


def test_typed_moves_are_read_back_and_bad_ones_refused() -> None:
    state = tablegames.new_game("crazyeights", players=2, seed=4)
    seat = tablegames.current_player(state)
    for move in tablegames.legal_moves(state):
        assert tablegames.parse_move(state, NOTATION.write(move).upper()) == move
        for alias in NOTATION.aliases(move):
            assert tablegames.parse_move(state, f"  {alias} ") == move
    with pytest.raises(IllegalMoveError, match="the closest: ") as refused:
        tablegames.parse_move(state, "8x")
    assert refused.value.code == "core.notation.unknown"
    eights = [m for m in VOCABULARY if isinstance(m, PlayEight) and m.suit is Suit.SPADES]
    with pytest.raises(IllegalMoveError):  # an eight seat 0 does not hold, or not its turn
        tablegames.parse_move(state, NOTATION.write(attrs.evolve(eights[0], player=seat)))


def raw_names() -> set[str]:
    """What no person should read: the events' tags and field names written as identifiers."""
    names = set()
    for cls in EVENT_TYPES:
        names.add(snake_case(cls.__name__))
        names.update(field.name for field in attrs.fields(cls))
    return {name for name in names if "_" in name}


@pytest.mark.parametrize("players", [2, 3, 5])
def test_events_are_told_from_each_seat_in_words(players: int) -> None:
    """Every event of every seat's view (and the spectator's) is a sentence: no field name, no
    seat counted from 0, the viewer's own seat as "you"."""
    raw = raw_names()
    final = play(
        tablegames.new_game(
            "crazyeights", players=players, seed=players, options={"target_score": 60}
        ),
        [RandomAgent(players * 10 + seat) for seat in range(players)],
    )
    state = tablegames.new_game(
        "crazyeights", players=players, seed=players, options={"target_score": 60}
    )
    told = 0
    for move in tablegames.record(final).moves:
        state = tablegames.apply(state, move)
        for viewer in [*range(players), None]:
            for event in tablegames.view(state, viewer).events[-2:]:
                text = WORDS.text(event, viewer)
                told += 1
                assert text[:1].isupper(), text
                assert text.endswith("."), text
                assert not re.search(r"\bseat 0\b", text, re.IGNORECASE), text
                assert not any(name in text for name in raw), text
                seat = getattr(event, "player", None)
                if seat is not None and seat == viewer:
                    assert text.startswith("You "), text
    assert told > 100


def test_a_replay_tells_the_cards_each_seat_was_dealt() -> None:
    """A game stepped through, every secret told (the server's replay at move 0, ``tablegames
    replay`` without ``--seat``), says each seat's hand, not only how many cards it holds;
    a seat reading its own deal is told its cards as before."""
    replay = pytest.importorskip("tablegames.server.replay")
    final = play(tablegames.new_game("crazyeights", players=2, seed=5), [RandomAgent(1)] * 2)
    said = replay.step_document("g", replay.game_steps(final), 0, WORDS)["said"]
    assert said[1:] == [
        "Seat 1 was dealt the 8 of diamonds, the 10 of diamonds, the queen of diamonds, the 9 "
        "of hearts, the 6 of spades, the 7 of spades and the jack of spades.",
        "Seat 2 was dealt the 5 of clubs, the ace of diamonds, the 2 of diamonds, the 10 of "
        "hearts, the jack of hearts, the ace of spades and the 5 of spades.",
    ]
    start = tablegames.new_game("crazyeights", players=2, seed=5)
    own = [WORDS.text(event, 1) for event in tablegames.view(start, 1).events]
    assert own[1] == (
        "You were dealt the 5 of clubs, the ace of diamonds, the 2 of diamonds, the 10 of "
        "hearts, the jack of hearts, the ace of spades and the 5 of spades."
    )


def test_a_translation_is_one_catalogue() -> None:
    french = WORDS.in_language(
        Catalogue(
            "fr",
            {
                **ENGLISH,
                "card": "le {rank} de {suit}",
                "suit.hearts": "cœur",
                "label.play": "Jouer {card}",
                "label.draw": "Piocher",
            },
        )
    )
    assert french.label(PlayCard(0, parse_card("7 of hearts"))) == "Jouer le 7 de cœur"
    assert french.label(Draw(0)) == "Piocher"
    assert Catalogue("fr", {"label.draw": "Piocher"}).missing(WORDS.catalogue)


def test_a_human_types_moves_asks_for_the_legend_and_records_a_game_text(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``tablegames play crazyeights --human 1``: ``?`` explains the card codes, a move typed
    in notation is played, a bad one is refused in one line, and ``--record`` writes a game
    text that ``tablegames replay`` reads."""
    answers = "?\nzz\ndraw\n" + "1\n" * 300
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    recorded = tmp_path / "game.tgn"
    status = main(
        ["play", "crazyeights", "--players", "3", "--seed", "4", "--human", "1", "--quiet",
         "--record", str(recorded)]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert status == 0
    assert out.startswith("Crazy Eights, 3 players, seed 4.\nYou play seat 1; ")
    assert "Cards: the rank, then the suit's initial: 8h the 8 of hearts" in out
    assert "\n'zz' is not a legal move here; the closest: draw.\n" in out
    assert "You drew the 8 of clubs." in out  # the typed draw
    assert "\nGame over.\n" in out
    game_record = tablegames.from_game_text(recorded.read_text(encoding="utf-8"))
    final = tablegames.replay(game_record)
    assert tablegames.is_over(final)
    listed = ", ".join(
        f"{'you' if seat == 0 else f'seat {seat + 1}'} {score}"
        for seat, score in enumerate(final.totals)
    )
    assert f"Scores: {listed}." in out
    assert main(["replay", str(recorded), "--quiet"]) == 0
    told = capsys.readouterr().out
    assert told.startswith(f"Crazy Eights, 3 players, seed 4, {len(game_record.moves)} moves.")
    (winner,) = tablegames.winners(final)
    spectator = listed.replace("you", "seat 1")
    assert told.endswith(f"Scores: {spectator}. Seat {winner + 1} won.\n")
