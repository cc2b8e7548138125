"""The figures the RL guide's note on Saboteur's gold quotes, played again.

docs/guides/rl.rst says random play never reaches the gold and the heuristic agent does, with
counts a docs review could not reproduce (the agent had improved since they were measured).
The counts are read from the guide, so that the two cannot part again.
"""

from __future__ import annotations

import re
from pathlib import Path

import tablegames
from tablegames.agents import heuristic_factory, play

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "guides" / "rl.rst"


def test_the_heuristic_finds_the_gold_as_often_as_the_guide_says() -> None:
    text = " ".join(GUIDE.read_text(encoding="utf-8").split())
    quoted = re.search(
        r"in (\d+), (\d+) and (\d+) of them at 3, 6 and 10 seats \((\d+), (\d+) and (\d+) of "
        r"their 90 rounds\)",
        text,
    )
    assert quoted is not None, "the guide no longer quotes the heuristic's finds"
    games: list[int] = []
    rounds: list[int] = []
    for players in (3, 6, 10):
        found = finds = 0
        for seed in range(30):
            state = tablegames.new_game("saboteur", players=players, seed=seed)
            agents = [heuristic_factory("saboteur")(seed * 16 + seat) for seat in range(players)]
            finders = [result.finder for result in play(state, agents).results]
            found += any(finder is not None for finder in finders)
            finds += sum(finder is not None for finder in finders)
        games.append(found)
        rounds.append(finds)
    assert [*games, *rounds] == [int(number) for number in quoted.groups()]
