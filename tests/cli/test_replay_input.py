"""``tablegames replay`` reads any file it is given: a bad one is one line and status 2."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

import tablegames
from tablegames.agents import RandomAgent, play
from tablegames.cli import main
from tablegames.ten import Bid

#: A short TEN game: the first moves of seed 1, two seats.
MOVES = ("draw", "draw", "currency")


def short_game() -> object:
    state = tablegames.new_game("ten", players=2, seed=1)
    for text in MOVES:
        state = tablegames.apply(state, tablegames.parse_move(state, text))
    return state


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("é".encode("latin-1"), "is not a text in UTF-8: byte 0xe9 at offset"),
        (bytes(range(128, 256)), "is not a text in UTF-8: byte 0x80 at offset"),
    ],
)
def test_a_file_that_is_not_text_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, data: bytes, message: str
) -> None:
    """docs/cli.rst: a bad input file is one line on standard error and status 2 (it was a
    UnicodeDecodeError traceback and status 1)."""
    text = tablegames.to_game_text(short_game(), names=["Zoé"])
    for suffix in (".tgn", ".json"):
        path = tmp_path / f"game{suffix}"
        path.write_bytes(text.encode("utf-8").replace("é".encode(), b"") + data)
        status, out, err = run(capsys, "replay", str(path), "--quiet")
        assert (status, out) == (2, "")
        assert err.startswith(f"tablegames: error: {path} {message}")
        assert err.count("\n") == 1


def test_a_byte_order_mark_or_utf_16_is_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A UTF-8 file with a byte-order mark, and UTF-16 as Notepad saves it, replay."""
    text = tablegames.to_game_text(short_game(), names=["Zoé"])
    document = tablegames.to_json(tablegames.record(short_game()))
    for name, data in (
        ("bom.tgn", text.encode("utf-8-sig")),
        ("utf16.tgn", text.encode("utf-16")),
        ("bom.json", document.encode("utf-8-sig")),
        ("utf16.json", document.encode("utf-16")),
    ):
        (tmp_path / name).write_bytes(data)
        status, out, err = run(capsys, "replay", str(tmp_path / name), "--quiet")
        assert (status, err) == (0, ""), name
        assert out.startswith("TEN, 2 players, seed 1, 3 moves."), name


def test_json_content_wins_over_a_tgn_suffix(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """docs/cli.rst: files are told apart by the suffix or by the content; a JSON record saved
    as .tgn was read as a game text ('a comment opened with '{' is not closed')."""
    path = tmp_path / "saved.tgn"
    path.write_text(tablegames.to_json(tablegames.record(short_game()), indent=2))
    status, out, err = run(capsys, "replay", str(path), "--quiet")
    assert (status, err) == (0, "")
    assert out.startswith("TEN, 2 players, seed 1, 3 moves.")


def test_a_bad_game_hides_no_game_after_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """In a file of several games, ``--game 3`` failed with game 2's error: each game is now
    read on its own, and only the game asked for is refused for its own mistake."""
    good = tablegames.to_game_text(short_game())
    bad = good.replace("currency", "zzz")
    path = tmp_path / "games.tgn"
    path.write_text("\n".join([good, bad, good]), encoding="utf-8")
    for number in ("1", "3"):
        status, out, err = run(capsys, "replay", str(path), "--game", number, "--quiet")
        assert (status, err) == (0, "")
        assert out.startswith("TEN, 2 players, seed 1, 3 moves.")
    status, out, err = run(capsys, "replay", str(path), "--game", "2", "--quiet")
    assert (status, out) == (2, "")
    assert err.startswith("tablegames: error: not a valid game text: line 13: move 3 (zzz)")
    status, _, err = run(capsys, "replay", str(path), "--game", "4")
    assert err.startswith(f"tablegames: error: argument --game: {path} holds 3 games, not 4")


def test_a_json_record_is_checked_whole_before_it_is_told(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """docs/cli.rst: a bad input file is one line on standard error and nothing on standard
    output. A JSON record's illegal move was found only as it was told, after the lines of the
    moves before it, and said with the seat counted from 0 (``P0 bids 3``) beside the rules'
    seat from 1: the move is now said as the command line says moves, its seat from 1 and its
    notation."""
    start = tablegames.new_game("ten", players=2, seed=5)
    assert tablegames.current_player(start) == 1  # seat 2 starts: seat 1 may not bid
    first = attrs.evolve(tablegames.record(start), moves=(Bid(0, 3),))
    path = tmp_path / "bad.json"
    path.write_text(tablegames.to_json(first), encoding="utf-8")
    status, out, err = run(capsys, "replay", str(path), "--quiet")
    assert (status, out) == (2, "")
    assert err == (
        "tablegames: error: move 1 (seat 1: bid 3) is illegal: It is seat 2's turn, not seat 1's.\n"
    )
    # The 202nd move of a long game, in the name of the seat whose turn it is not.
    final = play(start, [RandomAgent(1), RandomAgent(2)])
    moves = tablegames.record(final).moves
    before = tablegames.replay(attrs.evolve(tablegames.record(start), moves=moves[:201]))
    player = tablegames.current_player(before)
    assert player is not None
    wrong = attrs.evolve(moves[201], player=1 - player)
    with pytest.raises(tablegames.IllegalMoveError):
        tablegames.apply(before, wrong)
    late = attrs.evolve(tablegames.record(start), moves=(*moves[:201], wrong, *moves[202:]))
    path.write_text(tablegames.to_json(late), encoding="utf-8")
    for quiet in ((), ("--quiet",), ("--seat", "1")):
        status, out, err = run(capsys, "replay", str(path), *quiet)
        assert (status, out) == (2, "")
        assert err == (
            f"tablegames: error: move 202 (seat {2 - player}: {tablegames.notation(wrong)}) is "
            f"illegal: It is seat {player + 1}'s turn, not seat {2 - player}'s.\n"
        )
    # The same record but that move is told whole.
    path.write_text(tablegames.to_json(tablegames.record(final)), encoding="utf-8")
    status, out, err = run(capsys, "replay", str(path), "--quiet")
    assert (status, err) == (0, "")
    assert "\n 202. " in out
