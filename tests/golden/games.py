"""Golden games: full recorded games that must replay identically forever.

Each ``<name>.json`` holds a record and its outcome (final scores, winners, move count and a
SHA-256 of the final state's JSON); each ``<name>.tgn`` is the same game as a game text (the
moves in notation); each ``<name>.playthrough.txt`` prints every seat's view, turn by turn, for
the first moves of a game (as OpenSpiel's playthroughs do). Any accidental
change to the rules, the shuffles or the JSON form breaks them. After an intended change,
regenerate with ``python -m tests.golden.games`` and review the diff.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import tablegames
from tablegames.agents import RandomAgent, heuristic_factory, play

DIRECTORY = Path(__file__).parent

#: name -> (game, players, seed, options, agents: "heuristic"/"random" per seat)
GOLDEN: dict[str, tuple[str, int, int, dict[str, Any], str]] = {
    "aluette-default": ("aluette", 4, 101, {}, "hrhr"),
    "aluette-mordienne-first-to-5": (
        "aluette",
        4,
        102,
        {"mordienne": True, "game_end": "first_to_5"},
        "hhhh",
    ),
    "aluette-variants": (
        "aluette",
        4,
        103,
        {"surrender": True, "chant_recipients": "left_and_partner", "truthful_signals": True},
        "rrrr",
    ),
    "aluette-rebour": (
        "aluette",
        4,
        104,
        {"mordienne": True, "announced_mordienne": True, "game_end": "first_to_10"},
        "rhrh",
    ),
    "ten-4p": ("ten", 4, 201, {}, "hrhr"),
    "ten-solo": ("ten", 1, 202, {}, "r"),
    "saboteur-5p": ("saboteur", 5, 301, {}, "hrhrh"),
    "saboteur-10p-official": ("saboteur", 10, 302, {"gold_distribution": "official"}, "rrrrrrrrrr"),
}
PLAYTHROUGH_MOVES = 24


def available() -> dict[str, tuple[str, int, int, dict[str, Any], str]]:
    return {name: spec for name, spec in GOLDEN.items() if spec[0] in tablegames.GAMES}


def play_golden(name: str) -> Any:
    game, players, seed, options, lineup = GOLDEN[name]
    agents = [
        (heuristic_factory(game) if kind == "h" else RandomAgent)(seed * 10 + seat)
        for seat, kind in enumerate(lineup)
    ]
    return play(tablegames.new_game(game, players=players, seed=seed, options=options), agents)


def outcome(state: Any) -> dict[str, Any]:
    digest = hashlib.sha256(tablegames.to_json(state).encode()).hexdigest()
    return {
        "scores": list(tablegames.scores(state)),
        "winners": list(tablegames.winners(state)),
        "moves": len(tablegames.record(state).moves),
        "final_state_sha256": digest,
    }


def playthrough(name: str) -> str:
    """Every seat's view (and the spectator's), after each of the first moves of the game."""
    game_record = tablegames.record(play_golden(name))
    state = tablegames.new_game(
        game_record.game,
        players=game_record.players,
        seed=game_record.seed,
        options=game_record.options,
    )
    lines = [f"# {name}: {game_record.game}, {game_record.players} players, seed {state.seed}"]
    for number, move in enumerate(game_record.moves[:PLAYTHROUGH_MOVES]):
        lines.append(f"\n## before move {number}: {move}")
        for seat in [*range(state.players), None]:
            who = "spectator" if seat is None else f"seat {seat}"
            lines.append(f"### {who}")
            lines.append(tablegames.render(tablegames.view(state, seat)))
            if seat is not None:
                moves = tablegames.legal_moves(state, seat)
                lines.append(
                    f"legal moves: {len(moves)}" + (f", first {moves[0]}" if moves else "")
                )
        state = tablegames.apply(state, move)
    return "\n".join(lines) + "\n"


def write() -> list[Path]:
    written = []
    for name in available():
        final = play_golden(name)
        document = {"record": tablegames.to_dict(tablegames.record(final)), **outcome(final)}
        path = DIRECTORY / f"{name}.json"
        path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
        written.append(path)
        game_text = DIRECTORY / f"{name}.tgn"
        game_text.write_text(tablegames.to_game_text(final), encoding="utf-8")
        written.append(game_text)
        text = DIRECTORY / f"{name}.playthrough.txt"
        text.write_text(playthrough(name), encoding="utf-8")
        written.append(text)
    return written


if __name__ == "__main__":
    for path in write():
        print(path)
