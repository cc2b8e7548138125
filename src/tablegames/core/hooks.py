"""What the tools above the kernel ask of a game: the protocols of a game's optional hooks.

A game (:class:`~tablegames.Game`) names its hooks; the tools read them from the registry and
never name a game. Each protocol here is what one tool needs:

* :class:`Agent`: a bot, as :meth:`Game.heuristic_agent <tablegames.Game.heuristic_agent>`
  makes one (used by the command line, :func:`~tablegames.agents.simulate` and the search's
  rollouts);
* :class:`SearchHooks`: how :class:`~tablegames.agents.MCTSAgent` looks ahead in the game.

A game without a hook still plays, serializes and passes the conformance kit; the tool that
needs the missing hook refuses it with a :class:`~tablegames.ConfigError` that names the game
and the hook (see :func:`tablegames.core.game.hook`), never with another game's code.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from typing_extensions import TypeVar

__all__ = ["Agent", "SearchHooks"]

# Defaults keep a plain ``Agent`` (an agent of any game) valid under mypy --strict.
ViewT_contra = TypeVar("ViewT_contra", contravariant=True, default=Any)
MoveT = TypeVar("MoveT", default=Any)


@runtime_checkable
class Agent(Protocol[ViewT_contra, MoveT]):
    """Chooses a move for one seat from what that seat may see.

    Generic in the view it reads and the moves it chooses among: an Aluette agent is an
    ``Agent[AluetteView, AluetteMove]``. An agent that reads any view and returns one of the
    moves it is given, such as :class:`~tablegames.agents.RandomAgent`, is an agent of every
    game.
    """

    def choose(self, view: ViewT_contra, moves: tuple[MoveT, ...]) -> MoveT:
        """Return one of ``moves`` (never empty) for the seat whose ``view`` this is."""
        ...


class SearchHooks(Protocol):
    """How :class:`~tablegames.agents.MCTSAgent` searches a game: what it looks ahead to, how it
    scores what it finds, and which decisions it searches.

    A game without search hooks is searched with the defaults of
    :class:`~tablegames.agents.mcts.DefaultSearch`: to the end of the game, scored by
    :meth:`Game.utilities <tablegames.Game.utilities>`, every decision searched.
    """

    def segment(self, state: Any) -> int:
        """The part of the game the search looks ahead to the end of (a deal, a round, a turn):
        a number that changes when the part ends."""
        ...

    def rewards(self, start: Any, end: Any) -> tuple[float, ...]:
        """Each seat's reward, from 0 to 1, for the play from ``start`` to ``end``."""
        ...

    def searched(self, moves: tuple[Any, ...]) -> bool:
        """Whether a decision among ``moves`` is searched (else the heuristic agent decides)."""
        ...

    def searchable(self, moves: tuple[Any, ...]) -> tuple[Any, ...]:
        """The moves the search considers among ``moves`` (never empty when ``moves`` is not):
        free actions a search should not spend its budget on may be left out."""
        ...
