"""Golden games: whole recorded games that must replay identically forever.

Each ``golden/<name>.json`` holds a record and its outcome (final scores, winners, move count
and a SHA-256 of the final state's JSON); each ``golden/<name>.tgn`` is the same game as a game
text (the moves in the game's notation); each ``golden/<name>.playthrough.txt`` prints every
seat's view, move by move, for the first moves of the game. An accidental change to the rules,
the shuffles, the agents or the JSON form breaks them. After an intended change, regenerate
them with ``python examples/crazyeights/tests/golden_games.py`` and review the diff.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import tablegames
from tablegames.agents import RandomAgent, play

from tablegames_crazyeights import GAME

DIRECTORY = Path(__file__).parent / "golden"

#: name -> (players, seed, options, agents: "h" heuristic or "r" random, per seat)
GOLDEN: dict[str, tuple[int, int, dict[str, Any], str]] = {
    "crazyeights-3p": (3, 401, {}, "hrh"),
    "crazyeights-5p-one-then-pass": (5, 402, {"draw_rule": "one_then_pass"}, "rhrhr"),
    "crazyeights-2p-to-100-reshuffle": (
        2,
        403,
        {"target_score": 100, "empty_stock": "reshuffle", "draw_when_able": False},
        "hr",
    ),
}
PLAYTHROUGH_MOVES = 16


def play_golden(name: str) -> Any:
    """The golden game ``name``, played again by its agents."""
    players, seed, options, lineup = GOLDEN[name]
    agents = [
        (GAME.heuristic_agent if kind == "h" else RandomAgent)(seed * 10 + seat)
        for seat, kind in enumerate(lineup)
    ]
    start = tablegames.new_game("crazyeights", players=players, seed=seed, options=options)
    return play(start, agents)


def outcome(state: Any) -> dict[str, Any]:
    """What a golden file records of the final state besides its record."""
    digest = hashlib.sha256(tablegames.to_json(state).encode()).hexdigest()
    return {
        "scores": list(tablegames.scores(state)),
        "winners": list(tablegames.winners(state)),
        "rounds": state.round,
        "moves": len(tablegames.record(state).moves),
        "final_state_sha256": digest,
    }


def playthrough(name: str) -> str:
    """Every seat's view (and the spectator's) before each of the first moves of the game."""
    game_record = tablegames.record(play_golden(name))
    state = tablegames.new_game(
        "crazyeights",
        players=game_record.players,
        seed=game_record.seed,
        options=game_record.options,
    )
    lines = [f"# {name}: {game_record.players} players, seed {state.seed}"]
    for number, move in enumerate(game_record.moves[:PLAYTHROUGH_MOVES]):
        lines.append(f"\n## before move {number}: {move}")
        for seat in [*range(state.players), None]:
            lines.append(f"### {'spectator' if seat is None else f'seat {seat}'}")
            lines.append(tablegames.render(tablegames.view(state, seat)))
            if seat is not None:
                moves = tablegames.legal_moves(state, seat)
                lines.append(
                    f"legal moves: {len(moves)}" + (f", first {moves[0]}" if moves else "")
                )
        state = tablegames.apply(state, move)
    return "\n".join(lines) + "\n"


def write() -> list[Path]:
    """Play every golden game and write its files; return their paths."""
    written = []
    for name in GOLDEN:
        final = play_golden(name)
        document = {"record": tablegames.to_dict(tablegames.record(final)), **outcome(final)}
        path = DIRECTORY / f"{name}.json"
        path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
        game_text = DIRECTORY / f"{name}.tgn"
        game_text.write_text(tablegames.to_game_text(final), encoding="utf-8")
        text = DIRECTORY / f"{name}.playthrough.txt"
        text.write_text(playthrough(name), encoding="utf-8")
        written += [path, game_text, text]
    return written


if __name__ == "__main__":
    for written in write():
        print(written)
