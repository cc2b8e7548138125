"""OpenSpiel games of every registered tablegames game: search, CFR and RL research tools.

Needs the ``openspiel`` extra (``pip install ".[openspiel]"`` in a clone: OpenSpiel's
``open_spiel`` wheel, and the ``rl`` extra's NumPy)::

    import pyspiel
    import tablegames.openspiel

    game = pyspiel.load_game("tablegames_aluette")
    state = game.new_initial_state()

Importing this module registers, with OpenSpiel, one game per tablegames game that has an RL
module (:attr:`Game.rl_module <tablegames.Game.rl_module>`), named ``"tablegames_<name>"``:
the module reads the registry and names no game, so a game from another distribution gets
its OpenSpiel game too. Actions are the game's RL action numbers
(:func:`tablegames.rl.action_index`); the parameters are ``players``, ``seeds`` and the
game's options; the game starts with one chance node that draws the seed (see
:mod:`tablegames.openspiel.games`); observations and information states are made from the
seats' views (see :mod:`tablegames.openspiel.observers`). A library agent plays a seat as an
OpenSpiel bot through :class:`AgentBot`. The OpenSpiel guide in the documentation runs MCTS,
IS-MCTS and outcome-sampling MCCFR on them.
"""

from __future__ import annotations

try:
    import numpy as _numpy
    import pyspiel as _pyspiel
except ModuleNotFoundError as missing:  # pragma: no cover - depends on the installation
    from tablegames.extras import extra_missing_error

    raise extra_missing_error("tablegames.openspiel", "openspiel", missing) from missing

from tablegames.openspiel.bots import AgentBot
from tablegames.openspiel.games import (
    DEFAULT_SEEDS,
    MAX_SEEDS,
    PREFIX,
    TableGame,
    TableState,
    game_class,
    game_type,
    load,
    parameter_specification,
    register_games,
    short_name,
)
from tablegames.openspiel.observers import TableObserver
from tablegames.openspiel.paths import Node

__all__ = [
    "DEFAULT_SEEDS",
    "MAX_SEEDS",
    "PREFIX",
    "AgentBot",
    "Node",
    "TableGame",
    "TableObserver",
    "TableState",
    "game_class",
    "game_type",
    "load",
    "parameter_specification",
    "register_games",
    "short_name",
]

register_games()

del _numpy, _pyspiel

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
