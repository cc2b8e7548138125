"""A newcomer's first minutes with an installed tablegames, run by .ci/lowest in a fresh venv.

It runs README.md's example as written, round-trips a state, a view and a move of every game
through JSON, writes and reads a game text, and runs ``tablegames play --record`` and
``tablegames simulate``. It imports the installed package only: run it from outside the clone.

Usage: python smoke.py README.md
"""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys
import tempfile


def readme_example(readme: pathlib.Path) -> str:
    """The first Python block of README.md, the example a newcomer copies first."""
    found = re.search(r"```python\n(.*?)```", readme.read_text(encoding="utf-8"), re.DOTALL)
    if found is None:
        raise SystemExit(f"{readme}: no ```python block")
    return found.group(1)


def main(readme: pathlib.Path) -> None:
    import tablegames
    from tablegames.agents import RandomAgent, play

    where = pathlib.Path(tablegames.__file__).resolve()
    if "site-packages" not in where.parts:
        raise SystemExit(f"tablegames was imported from {where}, not from the installed wheel")
    exec(compile(readme_example(readme), "README.md", "exec"), {"__name__": "__readme__"})

    for name in ("aluette", "saboteur", "ten"):
        players = 4 if name == "aluette" else 3
        state = tablegames.new_game(name, players=players, seed=3)
        move = tablegames.legal_moves(state)[0]
        seen = tablegames.view(state, 0)
        for thing in (state, seen, move):
            assert tablegames.from_json(tablegames.to_json(thing)) == thing, (name, thing)
        ended = play(state, [RandomAgent(seat) for seat in range(players)])
        text = tablegames.to_game_text(ended)
        assert tablegames.from_game_text(text) == tablegames.record(ended), name
        assert tablegames.replay(tablegames.from_game_text(text)) == ended, name
        assert tablegames.from_json(tablegames.to_json(tablegames.record(ended))) is not None

    cli = pathlib.Path(sys.executable).with_name("tablegames")
    with tempfile.TemporaryDirectory() as folder:
        recorded = pathlib.Path(folder, "game.tgn")
        for command in (
            [cli, "play", "ten", "--players", "2", "--seed", "1", "--quiet", "--record", recorded],
            [cli, "replay", recorded],
            [cli, "simulate", "ten", "--players", "3", "--games", "5", "--no-progress"],
        ):
            subprocess.run([str(part) for part in command], check=True, stdout=subprocess.DEVNULL)
        assert tablegames.from_game_text(recorded.read_text(encoding="utf-8")).game == "ten"
    print(f"smoke passed: tablegames {tablegames.__version__} from {where.parent}")


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]))
