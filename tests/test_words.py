"""Words and notation over random positions of every game (issue 21, "Done when").

Over random positions (states and every seat's view, every player count): every legal move has
a non-empty label, no two legal moves of a position share a label or a notation,
``parse_move(x, notation(m)) == m``, and every event of every view has a text. The default run
sweeps a few hundred positions per game; ``pytest -m slow`` sweeps 10,000.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import tablegames
from tablegames.core.notation import Reader, normalized
from tablegames.core.rng import Rng
from tablegames.core.words import in_full
from tests.games import INSTALLED

#: Each installed game's player counts (a game of another distribution is swept too).
COUNTS = {
    game: tuple(range(tablegames.GAMES[game].min_players, tablegames.GAMES[game].max_players + 1))
    for game in INSTALLED
}
GAMES = sorted(COUNTS)


def positions(game: str, wanted: int, seed: int = 0) -> Iterator[Any]:
    """``wanted`` states of random games of ``game``, every player count in turn."""
    rng = Rng(seed, "words-sweep")
    found = 0
    game_number = 0
    while True:
        players = COUNTS[game][game_number % len(COUNTS[game])]
        state = tablegames.new_game(game, players=players, seed=seed * 100_000 + game_number)
        game_number += 1
        while True:
            yield state
            found += 1
            if found >= wanted:
                return
            if tablegames.is_over(state):
                break
            state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))


def check_moves(words: Any, source: Any, moves: tuple[Any, ...], player: int | None) -> None:
    """The labels and notations of one position's legal moves, and their reading back."""
    labels = [words.label(move) for move in moves]
    assert all(label.strip() for label in labels), labels
    assert len(set(labels)) == len(labels), labels
    reader = Reader(source, player)
    assert reader.moves == moves
    texts = [normalized(text) for text in reader.texts]
    assert len(set(texts)) == len(texts), reader.texts
    for move, text in zip(moves, reader.texts, strict=True):
        assert text == tablegames.notation(move)
        assert reader.parse(text) == move
        assert reader.parse(f"  {text.upper()} ") == move  # case and spaces forgiven


def sweep(game: str, wanted: int) -> dict[str, int]:
    """Check every position; return what was checked."""
    words = tablegames.GAMES[game].words
    checked = {"positions": 0, "views": 0, "moves": 0, "events": 0}
    for state in positions(game, wanted):
        checked["positions"] += 1
        for seat in range(state.players):
            moves = tablegames.legal_moves(state, seat)
            if moves:
                check_moves(words, state, moves, seat)
                checked["moves"] += len(moves)
        for seat in [*range(state.players), None]:
            seen = tablegames.view(state, seat)
            checked["views"] += 1
            moves = tablegames.legal_moves(seen)
            if moves:
                check_moves(words, seen, moves, None)
            for event in seen.events:
                assert words.text(event, seat).strip(), event
                checked["events"] += 1
    return checked


@pytest.mark.parametrize("game", GAMES)
def test_words_and_notation_of_random_positions(game: str) -> None:
    checked = sweep(game, 300)
    assert checked["positions"] == 300
    assert checked["moves"] > 300


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_words_and_notation_of_10000_random_positions(game: str) -> None:
    checked = sweep(game, 10_000)
    assert checked["positions"] == 10_000
    print(f"{game}: {checked}")


@pytest.mark.parametrize("game", GAMES)
def test_view_documents_carry_the_texts_and_labels(game: str) -> None:
    """What a client receives: each event of its view with its text, each of its legal moves
    with its label, and the document still reads back to the same view. The texts name every
    card in full (a client has no legend of the terminal's codes), and an event another one
    tells better has the empty text, as the terminal leaves it out."""
    words = in_full(tablegames.GAMES[game].words)
    for number, state in enumerate(positions(game, 60, seed=1)):
        seat = tablegames.current_player(state)
        for viewer in (seat, None) if number % 3 else (seat,):
            seen = tablegames.view(state, viewer)
            document = tablegames.to_dict(seen, with_moves=True)
            items = document["data"]["events"]
            assert [item["text"] for item in items] == [
                "" if words.is_redundant(event, viewer) else words.text(event, viewer)
                for event in seen.events
            ]
            assert [item["label"] for item in document["moves"]] == [
                words.label(move) for move in tablegames.legal_moves(seen)
            ]
            assert tablegames.from_dict(document) == seen
