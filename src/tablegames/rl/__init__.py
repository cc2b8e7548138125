"""Reinforcement learning: PettingZoo AEC environments, observation encoders, action indices.

Needs the ``rl`` extra (``pip install ".[rl]"`` in a clone: NumPy, Gymnasium and PettingZoo)::

    >>> from tablegames import rl
    >>> aec = rl.env("aluette", seed=1)
    >>> aec.reset(seed=1)
    >>> observation, reward, terminated, truncated, info = aec.last()
    >>> observation["observation"].shape, observation["action_mask"].shape
    ((692,), (118,))

Each game has an observation :class:`Encoder` (a seat's view to a fixed-size vector, laid out
by a documented :class:`Layout`) and an :class:`ActionIndex` (every move to one action number
and back). The RL guide in the documentation has the tables.
"""

from __future__ import annotations

try:
    import gymnasium as _gymnasium
    import numpy as _numpy
    import pettingzoo as _pettingzoo
except ModuleNotFoundError as missing:  # pragma: no cover - depends on the installation
    raise ModuleNotFoundError(
        f"tablegames.rl needs the 'rl' extra ({missing.name} is missing): "
        'pip install ".[rl]" in a clone of tablegames (it is not on PyPI yet)'
    ) from missing

from tablegames.rl.actions import ActionIndex, TableIndex, check_action
from tablegames.rl.aluette import AluetteEncoder, aluette_actions
from tablegames.rl.encoding import Encoder
from tablegames.rl.environments import (
    ENVIRONMENTS,
    REWARDS,
    AluetteEnv,
    SaboteurEnv,
    TableGamesEnv,
    TenEnv,
    action_index,
    encoder,
    env,
)
from tablegames.rl.layout import Layout, Segment
from tablegames.rl.saboteur import SaboteurActions, SaboteurEncoder
from tablegames.rl.ten import TenEncoder, ten_actions

__all__ = [
    "ENVIRONMENTS",
    "REWARDS",
    "ActionIndex",
    "AluetteEncoder",
    "AluetteEnv",
    "Encoder",
    "Layout",
    "SaboteurActions",
    "SaboteurEncoder",
    "SaboteurEnv",
    "Segment",
    "TableGamesEnv",
    "TableIndex",
    "TenEncoder",
    "TenEnv",
    "action_index",
    "aluette_actions",
    "check_action",
    "encoder",
    "env",
    "ten_actions",
]

del _gymnasium, _numpy, _pettingzoo
