"""Reinforcement learning: PettingZoo AEC environments, observation encoders, action indices.

Needs the ``rl`` extra (``pip install ".[rl]"`` in a clone: NumPy, Gymnasium and PettingZoo)::

    >>> from tablegames import rl
    >>> "aluette" in rl.games()
    True
    >>> aec = rl.env("aluette", seed=1)
    >>> aec.reset(seed=1)
    >>> observation, reward, terminated, truncated, info = aec.last()
    >>> observation["observation"].shape, observation["action_mask"].shape
    ((692,), (118,))

Each game that supports RL names a module (:attr:`Game.rl_module <tablegames.Game.rl_module>`,
``tablegames.<game>.rl`` for the built-in games) with its observation :class:`Encoder` (a
seat's view to a fixed-size vector, laid out by a documented :class:`Layout`) and its
:class:`ActionIndex` (every move to one action number and back); :func:`env`, :func:`encoder`
and :func:`action_index` find them for any registered game. The RL guide in the documentation
has the tables.
"""

from __future__ import annotations

try:
    import gymnasium as _gymnasium
    import numpy as _numpy
    import pettingzoo as _pettingzoo
except ModuleNotFoundError as missing:  # pragma: no cover - depends on the installation
    from tablegames.extras import extra_missing_error

    raise extra_missing_error("tablegames.rl", "rl", missing) from missing

from tablegames.rl.actions import ActionIndex, TableIndex, check_action
from tablegames.rl.encoding import Encoder
from tablegames.rl.environments import (
    REWARDS,
    TableGamesEnv,
    action_index,
    encoder,
    env,
    games,
    rl_module,
)
from tablegames.rl.layout import Layout, Segment

__all__ = [
    "REWARDS",
    "ActionIndex",
    "Encoder",
    "Layout",
    "Segment",
    "TableGamesEnv",
    "TableIndex",
    "action_index",
    "check_action",
    "encoder",
    "env",
    "games",
    "rl_module",
]

del _gymnasium, _numpy, _pettingzoo

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
