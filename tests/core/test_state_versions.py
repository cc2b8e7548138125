"""State versions in the client protocol (issue 23): every view document carries the version of
its state, a move document may name the version it was chosen at, and a stale or replayed move
is refused with ``core.move.stale`` and changes nothing, in every game."""

from __future__ import annotations

import functools
import json
from typing import Any

import pytest

import tablegames
from tablegames.core.messages import read_move_document, view_document
from tablegames.core.protocol import (
    MAX_STATE_VERSION,
    STALE_MOVE_CODE,
    VersionedMove,
    check_state_version,
    state_version,
)
from tablegames.core.schema import load_schema
from tests.test_schemas import CompiledValidator

SETUPS = {"aluette": 4, "saboteur": 3, "ten": 2}


@functools.cache
def checked(game: str, kind: str) -> CompiledValidator:
    """The validator of a game's documents of ``kind``, made once."""
    return CompiledValidator(load_schema(game, kind))


def played(game: str, moves: int, seed: int = 3) -> Any:
    """A state of ``game`` after ``moves`` first-listed moves."""
    state = tablegames.new_game(game, players=SETUPS[game], seed=seed)
    for _ in range(moves):
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    return state


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_a_view_document_carries_the_moves_applied_so_far(game: str) -> None:
    for moves in (0, 1, 7):
        state = played(game, moves)
        assert state_version(state) == moves
        for seat in [None, *range(SETUPS[game])]:
            document = view_document(state, seat)
            assert document["state_version"] == moves
            assert list(document)[-3:] == ["moves", "scores", "state_version"]
            checked(game, "view").validate(document)
            # The key is read back (checked) with the view.
            assert tablegames.from_dict(document) == tablegames.view(state, seat)


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_a_replayed_or_stale_move_is_refused_and_the_state_unchanged(game: str) -> None:
    """The same move sent twice at the same version is applied once; a move chosen at an older
    version is refused before the rules look at it, even where it is legal again."""
    state = played(game, 5)
    seat = tablegames.current_player(state)
    move = tablegames.legal_moves(state)[0]
    after = tablegames.apply(state, move, by=seat, version=5)
    assert state_version(after) == 6
    for version in (5, 4, 0, 7, MAX_STATE_VERSION):
        with pytest.raises(tablegames.IllegalMoveError) as refused:
            tablegames.apply(after, move, by=move.player, version=version)
        assert refused.value.code == STALE_MOVE_CODE
        assert refused.value.move is move
        assert not tablegames.is_legal(after, move, by=move.player, version=version)
    assert state_version(after) == 6
    # Where the same move is legal again (TEN's draw, say), only the version tells a replay.
    if tablegames.is_legal(after, move):
        assert tablegames.is_legal(after, move, version=6)


def test_the_seat_check_comes_before_the_version_check() -> None:
    state = played("ten", 2)
    move = tablegames.legal_moves(state)[0]
    with pytest.raises(tablegames.IllegalMoveError) as refused:
        tablegames.apply(state, move, by=1 - move.player, version=0)
    assert refused.value.code == "core.move.not_your_seat"


def test_a_move_document_carries_its_version_and_reads_back() -> None:
    state = played("saboteur", 3)
    move = tablegames.legal_moves(state)[0]
    text = tablegames.to_json(move, state_version=3)
    document = json.loads(text)
    assert document["state_version"] == 3
    checked("saboteur", "move").validate(document)
    assert tablegames.from_json(text) == move
    assert read_move_document(text) == VersionedMove(move, 3)
    assert read_move_document(tablegames.to_json(move)) == VersionedMove(move, None)


@pytest.mark.parametrize("value", [-1, 1.0, "3", True, None, MAX_STATE_VERSION + 1, [3]])
def test_a_bad_state_version_is_refused_by_reader_and_writer(value: object) -> None:
    state = played("ten", 1)
    document = tablegames.to_dict(tablegames.legal_moves(state)[0])
    document["state_version"] = value
    with pytest.raises(tablegames.FormatError, match=r"\$\.state_version"):
        tablegames.from_dict(document)
    if value is not None:  # None: no version to write
        with pytest.raises(tablegames.ConfigError, match="state_version"):
            tablegames.to_dict(tablegames.legal_moves(state)[0], state_version=value)  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", ["state", "record", "moves", "error"])
def test_only_views_and_moves_carry_a_version(kind: str) -> None:
    state = played("ten", 1)
    obj = {
        "state": state,
        "record": tablegames.record(state),
        "moves": tablegames.legal_moves(state),
        "error": tablegames.Refusal("core.move.stale", "Old."),
    }[kind]
    with pytest.raises(tablegames.ConfigError):
        tablegames.to_dict(obj, game="ten", state_version=1)
    document = tablegames.to_dict(obj, game="ten")
    document["state_version"] = 1
    with pytest.raises(tablegames.FormatError, match="state_version: unknown field"):
        tablegames.from_dict(document)


def test_reading_a_move_document_refuses_other_kinds() -> None:
    state = played("ten", 1)
    with pytest.raises(tablegames.FormatError, match="expected a move document, got a view"):
        read_move_document(json.dumps(view_document(state, 0)))
    with pytest.raises(tablegames.FormatError, match="more than the 4096 allowed"):
        read_move_document(" " * 5000)


def test_the_stale_code_is_listed_for_every_game() -> None:
    for game in SETUPS:
        assert STALE_MOVE_CODE in tablegames.error_codes(game)
    check_state_version(None, None, 5)  # no version: no check
    check_state_version(None, 5, 5)
    with pytest.raises(
        tablegames.IllegalMoveError, match=r"chosen at version 4; the game is at version 5"
    ):
        check_state_version(None, 4, 5)


@pytest.mark.parametrize("version", ["0", True, False, 0.0, [0]])
def test_a_version_that_is_no_whole_number_is_the_callers_mistake(version: object) -> None:
    """``apply(..., version="0")`` was refused as stale ("the table changed"), which a server
    passing a JSON string on would tell its player at every move, and ``version=False`` was
    taken as 0."""
    state = played("ten", 0)
    move = tablegames.legal_moves(state)[0]
    with pytest.raises(tablegames.ConfigError, match="version must be a whole number"):
        tablegames.apply(state, move, version=version)  # type: ignore[arg-type]
    with pytest.raises(tablegames.ConfigError, match="version must be a whole number"):
        tablegames.is_legal(state, move, version=version)  # type: ignore[arg-type]
    assert tablegames.apply(state, move, version=0) == tablegames.apply(state, move)
