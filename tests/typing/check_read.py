"""Reading game texts and stepping an RL environment, typed: checked by mypy --strict and pyright
strict, never run.

``tests/typing/test_typing.py`` runs mypy on this file with ``check_api.py``, and
``tests/typing/test_pyright.py`` pyright. A game text read
without a state class is a ``GameRecord[object]``, as :func:`tablegames.from_json` reads a
document without a class (it was ``GameRecord[Any]``, so ``replay`` of it was ``Any`` and any
use of it passed); with the class, it is that game's record. ``TableGamesEnv.last()`` is
typed, though PettingZoo, whose method it was, ships no type information.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from typing_extensions import assert_type

import tablegames
from tablegames import GameRecord
from tablegames.core.gametext import GameText
from tablegames.ten import TenState

if TYPE_CHECKING:  # the rl extra: not imported where the test run collects this file's doctests
    import numpy.typing as npt

    from tablegames import rl


def game_texts(text: str) -> None:
    assert_type(tablegames.from_game_text(text), GameRecord[object])
    assert_type(tablegames.replay(tablegames.from_game_text(text)), object)
    assert_type(tablegames.from_game_text(text, TenState), GameRecord[TenState])
    assert_type(tablegames.replay(tablegames.from_game_text(text, TenState)), TenState)
    for found in tablegames.from_game_texts(text):
        assert_type(found, GameText)
        assert_type(found.record, GameRecord[object])


def rl_last() -> None:
    aec = rl.env("ten", players=2, seed=7)
    observation, reward, terminated, truncated, info = aec.last()
    assert_type(observation, dict[str, npt.NDArray[Any]])
    assert_type(observation["action_mask"], npt.NDArray[Any])
    assert_type(reward, float)
    assert_type(terminated, bool)
    assert_type(truncated, bool)
    assert_type(info, dict[str, Any])
    assert_type(aec.last(observe=False)[0], None)


def type_errors(text: str) -> TenState:
    # The state class says the game: from_game_text has no game= keyword.
    tablegames.from_game_text(text, game="ten")  # type: ignore[call-overload]
    # last(observe=False) gives no observation to index.
    rl.env("ten", players=2).last(observe=False)[0]["action_mask"]  # type: ignore[index]
    # A game text's record is of some game: replaying it gives an object, not a TenState.
    return tablegames.replay(tablegames.from_game_text(text))  # type: ignore[return-value]
