"""``tablegames play``, ``simulate`` and ``replay`` with Crazy Eights, a game the command line
knows only from the registry: its title, heuristic agent, words and notation come from the
game's hooks.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import tablegames
from tablegames.agents import AgentFactory, RandomAgent, play, simulate
from tablegames.cli import main

from tablegames_crazyeights import GAME


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    status = main(list(argv))
    return status, capsys.readouterr().out


def test_play_runs_a_bots_game_to_its_end(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "game.json"
    status, out = run(
        capsys, "play", "crazyeights", "--players", "3", "--seed", "4", "--quiet",
        "--bot", "random", "--save", str(saved),
    )  # fmt: skip
    assert status == 0
    assert "Game over." in out
    final = tablegames.replay(tablegames.from_json(saved.read_text(encoding="utf-8")))
    assert tablegames.is_over(final)
    # The result in the game's words, seats numbered from 1.
    listed = ", ".join(f"seat {seat + 1} {score}" for seat, score in enumerate(final.totals))
    assert f"Scores: {listed}." in out
    status, told = run(capsys, "replay", str(saved), "--quiet")
    assert status == 0
    assert told


def test_simulate_summarises_bots_games(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(
        capsys, "simulate", "crazyeights", "--players", "3", "--games", "20", "--no-progress"
    )
    assert status == 0
    expected = simulate("crazyeights", 20, 3, RandomAgent, seed=0)
    assert out.startswith("20 games of crazyeights with 3 players (seed 0)")
    assert f"{expected.mean_moves:.1f} moves per game on average" in out


def test_a_fresh_process_finds_the_game_through_its_entry_point() -> None:
    """``python -m tablegames play crazyeights --players 3``, nothing imported beforehand."""
    done = subprocess.run(
        [sys.executable, "-m", "tablegames", "play", "crazyeights", "--players", "3", "--quiet"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Game over." in done.stdout


def test_play_seats_the_games_own_heuristic_agents(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``tablegames play crazyeights --players 3``: the bots are the game's heuristic agent
    (its ``heuristic_agent`` hook, seeded with the game's seed plus the seat, as the command
    line seeds bots), and the heading names the game by its ``title``."""
    saved = tmp_path / "game.json"
    status, out = run(
        capsys, "play", "crazyeights", "--players", "3", "--seed", "9", "--quiet",
        "--save", str(saved),
    )  # fmt: skip
    assert status == 0
    assert out.splitlines()[0].startswith("Crazy Eights")
    record = json.loads(saved.read_text(encoding="utf-8"))
    start = tablegames.new_game("crazyeights", players=3, seed=9)
    final = play(start, [GAME.heuristic_agent(9 + seat) for seat in range(3)])
    assert record == tablegames.to_dict(tablegames.record(final))


def test_simulate_seats_the_games_own_heuristic_agents(capsys: pytest.CaptureFixture[str]) -> None:
    """``tablegames simulate crazyeights --players 3 --games 20 --agents heuristic random
    random`` plays the game's heuristic agent in seat 0."""
    status, out = run(
        capsys, "simulate", "crazyeights", "--players", "3", "--games", "20",
        "--agents", "heuristic", "random", "random", "--no-progress",
    )  # fmt: skip
    assert status == 0
    agents: list[AgentFactory] = [GAME.heuristic_agent, RandomAgent, RandomAgent]
    expected = simulate("crazyeights", 20, 3, agents, seed=0)
    assert f"{expected.mean_moves:.1f} moves per game on average" in out
    assert f"heuristic  {expected.wins[0]:>4}" in out
