"""``view_scores``: each seat's score as a viewer may know it, and a view document's ``scores``.

Over random games of every installed game and player count, every score a view gives is the
state's, and a score is hidden exactly where the rules hide it: Saboteur's gold is kept secret
until the end of the game (Saboteur §1, §7.4); TEN's collections (TEN §6) and Aluette's team
points (Aluette §7) are public.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tablegames
from tests.games import INSTALLED

#: Every installed game with each of its player counts.
TABLES = [
    (game, players)
    for game in INSTALLED
    for players in range(tablegames.GAMES[game].min_players, tablegames.GAMES[game].max_players + 1)
]

#: The games whose views give scores: the built-in ones (Crazy Eights keeps the default).
SCORING = ("aluette", "saboteur", "ten")


def check_position(game: str, state: Any) -> None:
    """Every viewer's scores at ``state``: the state's where given, None where hidden."""
    truth = tablegames.scores(state)
    for viewer in (None, *range(state.players)):
        known = tablegames.view_scores(tablegames.view(state, viewer))
        if game not in SCORING:
            assert known is None
            continue
        assert known is not None
        assert len(known) == state.players
        for seat, score in enumerate(known):
            if game == "saboteur" and not tablegames.is_over(state) and seat != viewer:
                assert score is None, (viewer, seat, known)  # another seat's gold never shows
            else:
                assert score == truth[seat], (viewer, seat, known, truth)


@pytest.mark.parametrize(("game", "players"), TABLES)
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_view_scores_are_the_states_where_given_and_none_where_hidden(
    game: str, players: int, seed: int
) -> None:
    """Saboteur §1 and §7.4 (gold hidden until the end), TEN §6, Aluette §7 (public)."""
    state = tablegames.new_game(game, players=players, seed=seed)
    chooser = random.Random(seed)
    check_position(game, state)
    while not tablegames.is_over(state):
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
        check_position(game, state)


def finished(game: str, players: int, seed: int = 5) -> tuple[Any, Any]:
    """A position in the middle of a random game of ``game`` and its end."""
    state = tablegames.new_game(game, players=players, seed=seed)
    chooser = random.Random(seed)
    middle = state
    while not tablegames.is_over(state):
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
        if len(state.history) == 40:
            middle = state
    return middle, state


@pytest.mark.parametrize("game", SCORING)
def test_a_view_document_carries_its_scores_and_reads_back(game: str) -> None:
    """The optional envelope key ``scores`` is written on request, after ``moves``, and a
    document holding it reads back as the view."""
    players = tablegames.GAMES[game].min_players + 1 if game != "aluette" else 4
    for state in finished(game, players):
        for viewer in (None, *range(players)):
            seen = tablegames.view(state, viewer)
            text = tablegames.to_json(seen, with_moves=True, with_scores=True, state_version=3)
            document = json.loads(text)
            assert list(document)[-3:] == ["moves", "scores", "state_version"]
            assert document["scores"] == list(tablegames.view_scores(seen))  # type: ignore[arg-type]
            assert tablegames.from_json(text) == seen
            assert "scores" not in tablegames.to_dict(seen)


def test_saboteurs_document_holds_no_other_seats_gold_before_the_end() -> None:
    """Saboteur §1: gold totals are secret until the end; then every seat's is shown."""
    middle, end = finished("saboteur", 4)
    assert not tablegames.is_over(middle)
    assert (
        tablegames.to_dict(tablegames.view(middle, None), with_scores=True)["scores"] == [None] * 4
    )
    own = tablegames.to_dict(tablegames.view(middle, 2), with_scores=True)["scores"]
    assert [seat for seat, score in enumerate(own) if score is not None] == [2]
    assert tablegames.to_dict(tablegames.view(end, None), with_scores=True)["scores"] == list(
        tablegames.scores(end)
    )


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda scores: [scores[0] + 1, *scores[1:]], "$.scores[0]: "),
        (lambda scores: scores[:-1], "$.scores: 3 scores, but the view has 4 seats"),
        (lambda scores: [*scores[:3], True if scores[3] == 1 else 1.0], "$.scores[3]: "),
        (lambda scores: [None, *scores[1:]], "$.scores[0]: null, but the view gives "),
        (lambda scores: {"0": scores[0]}, "$.scores: expected a list of integers or nulls"),
        (lambda scores: None, "$.scores: expected a list of integers or nulls, got null"),
    ],
)
def test_a_tampered_scores_is_refused(change: Any, problem: str) -> None:
    """A view document whose scores disagree with its view is refused, naming the path."""
    _, end = finished("ten", 4)
    document = tablegames.to_dict(tablegames.view(end, 1), with_scores=True)
    document["scores"] = change(document["scores"])
    with pytest.raises(tablegames.FormatError) as raised:
        tablegames.from_dict(document)
    assert problem in str(raised.value)


def test_a_hidden_score_filled_in_is_refused() -> None:
    """Saboteur §1: a document claiming another seat's gold before the end is refused."""
    middle, _ = finished("saboteur", 4)
    document = tablegames.to_dict(tablegames.view(middle, 0), with_scores=True)
    document["scores"][1] = 0
    with pytest.raises(tablegames.FormatError, match=r"\$\.scores\[1\]: 0, but the view gives"):
        tablegames.from_dict(document)


@pytest.mark.parametrize("game", sorted(set(INSTALLED) - set(SCORING)))
def test_a_game_without_view_scores_writes_none_and_refuses_them(game: str) -> None:
    """A game that keeps the default gives no scores: none written, and any read refused."""
    state = tablegames.new_game(game, players=tablegames.GAMES[game].min_players, seed=1)
    seen = tablegames.view(state, 0)
    document = tablegames.to_dict(seen, with_scores=True)
    assert "scores" not in document
    document["scores"] = [0] * state.players
    with pytest.raises(tablegames.FormatError, match=r"\$\.scores: .* gives no scores"):
        tablegames.from_dict(document)


def test_scores_belong_to_view_documents_only() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(tablegames.ConfigError, match="with_scores applies to views only"):
        tablegames.to_dict(state, with_scores=True)
    document = tablegames.to_dict(tablegames.legal_moves(state)[0])
    document["scores"] = [0, 0]
    with pytest.raises(tablegames.FormatError, match=r"\$\.scores: unknown field"):
        tablegames.from_dict(document)
    with pytest.raises(tablegames.NotAGameObjectError, match="view_scores"):
        tablegames.view_scores(state)
