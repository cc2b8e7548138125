"""The game is a plugin: found through its entry point, named nowhere in tablegames, and every
hook the tools read answers for it.

Issue 20's test of the house: "a game from another distribution gets the CLI, bots, search, RL
and OpenSpiel adapters, schemas and the server without a line of tablegames naming it".
"""

from __future__ import annotations

import importlib
from importlib import metadata
from pathlib import Path

import tablegames
from tablegames.core.game import hook
from tablegames.core.registry import ENTRY_POINT_GROUP, GAMES

from playouts import last, playout
from tablegames_crazyeights import GAME, CrazyEightsAgent, CrazyEightsOptions


def test_the_distribution_declares_the_game_in_the_entry_point_group() -> None:
    entries = {e.name: e for e in metadata.entry_points(group=ENTRY_POINT_GROUP)}
    entry = entries["crazyeights"]
    assert entry.value == "tablegames_crazyeights.game:GAME"
    assert entry.dist is not None
    assert entry.dist.name == "tablegames-crazyeights"
    assert entry.load() is GAME


def test_import_tablegames_registers_it() -> None:
    assert GAMES["crazyeights"] is GAME
    assert tablegames.GAMES["crazyeights"] is GAME
    assert "crazyeights" in tablegames.load_entry_points()


def test_no_file_of_tablegames_names_it() -> None:
    """``git grep -il crazyeights src/`` is empty: every file of the installed package, code,
    schemas and declarations alike, read as text."""
    package = Path(tablegames.__file__).parent
    naming = []
    for path in package.rglob("*"):
        if path.is_file() and path.suffix not in (".pyc",):
            text = path.read_bytes().decode("utf-8", errors="replace").lower()
            if "crazyeights" in text:
                naming.append(path.relative_to(package).as_posix())
    assert naming == []


def test_the_generic_api_runs_it() -> None:
    state = tablegames.new_game("crazyeights", players=4, seed=1)
    while not tablegames.is_over(state):
        state = tablegames.apply(state, tablegames.legal_moves(state)[-1])
    assert len(tablegames.scores(state)) == 4
    assert tablegames.winners(state)
    assert tablegames.render(state).startswith("Crazy Eights")


def test_every_hook_the_tools_read_answers() -> None:
    assert hook(GAME, "title") == "Crazy Eights"
    assert hook(GAME, "teams")(3) == ((0,), (1,), (2,))
    assert isinstance(hook(GAME, "heuristic_agent")(5), CrazyEightsAgent)
    assert hook(GAME, "search_hooks") is None  # the search's generic defaults
    module = importlib.import_module(hook(GAME, "rl_module"))
    assert module.ENCODER.game == "crazyeights"
    assert module.actions(3).players == 3
    options = CrazyEightsOptions()
    assert hook(GAME, "max_game_length")(2, options) <= GAME.max_history
    final = last(playout(3, 4))
    assert hook(GAME, "utilities")(final) == tuple(
        1.0 if seat in final.winners else -1.0 for seat in range(3)
    )
    assert hook(GAME, "utility_bounds")(3, options) == (-1.0, 1.0)
