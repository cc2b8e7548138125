"""The tablegames command line, driven as a user would."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

import tablegames
from tablegames.cli import main
from tablegames.core.schema import BUILT_IN


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_help_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ([], ["play"], ["simulate"], ["replay"]):
        with pytest.raises(SystemExit) as info:
            main([*command, "--help"])
        assert info.value.code == 0
        assert "usage: tablegames" in capsys.readouterr().out


@pytest.mark.parametrize("game", sorted(BUILT_IN))
def test_play_runs_a_full_bot_game(capsys: pytest.CaptureFixture[str], game: str) -> None:
    status, out, _ = run(capsys, "play", game, "--seed", "3", "--quiet")
    assert status == 0
    assert "Game over. Scores:" in out


def test_play_is_reproducible_and_saves_a_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "game.json"
    status, first, _ = run(capsys, "play", "aluette", "--seed", "8", "--save", str(saved))
    assert status == 0
    _, second, _ = run(capsys, "play", "aluette", "--seed", "8")
    assert first.replace(f"Saved the game record to {saved}.\n", "") == second
    game_record = tablegames.from_json(saved.read_text())
    assert isinstance(game_record, tablegames.GameRecord)
    assert tablegames.is_over(tablegames.replay(game_record))
    status, out, _ = run(capsys, "replay", str(saved), "--quiet")
    assert status == 0
    assert f"{len(game_record.moves):>4}. " in out
    assert out.strip().endswith(first.strip().splitlines()[-1])


def test_a_human_seat_driven_through_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bad input is answered with a message and asked again; the game goes on."""
    answers = "oops\n0\n999\n" + "1\n" * 400
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    status, out, _ = run(
        capsys,
        "play",
        "aluette",
        "--seed",
        "4",
        "--human",
        "2",
        "--option",
        "signals=false",
        "--quiet",
    )
    assert status == 0
    assert "'oops' is not a move number. Type a number from 1 to" in out
    assert "'0' is not a move number" in out
    assert "'999' is not a move number" in out
    assert "Seat 2, your move:" in out
    assert "Game over." in out


def test_end_of_input_exits_cleanly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    status, _, err = run(capsys, "play", "aluette", "--seed", "4", "--human", "1")
    assert status == 130
    assert "Interrupted" in err


def test_bad_options_and_seats_are_reported(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "play", "aluette", "--option", "turbo=1")
    assert status == 2
    assert "unknown field(s): turbo" in err
    status, _, err = run(capsys, "play", "aluette", "--human", "7")
    assert status == 2
    assert "--human 7" in err
    status, _, err = run(capsys, "play", "aluette", "--players", "3")
    assert "exactly 4 players" in err


def test_simulate_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys,
        "simulate",
        "aluette",
        "--players",
        "4",
        "--games",
        "6",
        "--agents",
        "heuristic",
        "random",
        "heuristic",
        "random",
        "--no-progress",
    )
    assert status == 0
    assert "6 games of aluette with 4 players" in out
    assert "games/s" in out
    assert "heuristic" in out
    assert "random" in out


def test_replay_refuses_a_non_record(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text(tablegames.to_json(tablegames.new_game("aluette", players=4, seed=1)))
    status, _, err = run(capsys, "replay", str(path))
    assert status == 2
    assert "not a record" in err
    path.write_text(json.dumps({"format": "chess"}))
    status, _, err = run(capsys, "replay", str(path))
    assert status == 2
    assert "not a tablegames document" in err


def test_python_dash_m_and_a_progress_bar() -> None:
    """`python -m tablegames` works and simulate shows a progress bar (rich) on stderr."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tablegames",
            "simulate",
            "aluette",
            "--players",
            "4",
            "--games",
            "3",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "3 games of aluette" in done.stdout
    assert "3/3" in done.stdout + done.stderr
