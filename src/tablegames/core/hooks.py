"""What the tools above the kernel ask of a game: the protocols of a game's optional hooks.

A game (:class:`~tablegames.Game`) names its hooks; the tools read them from the registry and
never name a game. Each protocol here is what one tool needs:

* :class:`Agent`: a bot, as :meth:`Game.heuristic_agent <tablegames.Game.heuristic_agent>`
  makes one (used by the command line, :func:`~tablegames.agents.simulate` and the search's
  rollouts);
* :class:`SearchHooks`: how :class:`~tablegames.agents.MCTSAgent` looks ahead in the game
  (:attr:`Game.search_hooks <tablegames.Game.search_hooks>` names the class that makes them).

A game without a hook still plays, serializes and passes the conformance kit; the tool that
needs the missing hook refuses it with a :class:`~tablegames.ConfigError` that names the game
and the hook (see :func:`tablegames.core.game.hook`), never with another game's code.
:func:`tablegames.core.game.provides` tells whether a game supplies a hook of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal, Protocol, runtime_checkable

from typing_extensions import TypeVar

from tablegames.core.errors import ConfigError, NotAGameObjectError, SeatError
from tablegames.core.rng import Rng

__all__ = ["SEARCH_METHODS", "Agent", "SearchHooks", "check_view"]

# Defaults keep a plain ``Agent`` (an agent of any game) valid under mypy --strict.
ViewT_contra = TypeVar("ViewT_contra", contravariant=True, default=Any)
MoveT = TypeVar("MoveT", default=Any)

#: The ways :class:`~tablegames.agents.MCTSAgent` can decide (:attr:`SearchHooks.method`).
SEARCH_METHODS = ("tree", "paired")


@runtime_checkable
class Agent(Protocol[ViewT_contra, MoveT]):
    """Chooses a move for one seat from what that seat may see.

    Generic in the view it reads and the moves it chooses among: a game's agent is an
    ``Agent[ItsView, ItsMove]``. An agent that reads any view and returns one of the moves it is
    given, such as :class:`~tablegames.agents.RandomAgent`, is an agent of every game.
    """

    def choose(self, view: ViewT_contra, moves: tuple[MoveT, ...]) -> MoveT:
        """Return one of ``moves`` (never empty) for the seat whose ``view`` this is."""
        ...


def check_view(
    agent: object, view: object, view_type: type, moves: Sequence[object] | None = None
) -> None:
    """Refuse to let ``agent`` choose from anything but a seat's view of its game, or (given
    ``moves``) from no moves at all or from another seat's moves.

    A game's agent reads only what its seat may see; handed the whole state, it would play
    from the other seats' hands (or fail on a field the state lacks), and handed one seat's
    view with another seat's moves, it would choose the other seat's move from what the wrong
    seat sees. A game's agent calls this first in its ``choose``. An agent is bound to no
    seat: it chooses for the seat of the view it is given, whichever that is.

    >>> import tablegames
    >>> from tablegames.ten import TenAgent
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> try:
    ...     TenAgent(1).choose(state, tablegames.legal_moves(state))
    ... except tablegames.NotAGameObjectError as error:
    ...     print(str(error).split(":")[0])
    TenAgent chooses from a seat's TenView (tablegames.view(state, seat)), not a TenState

    Raises:
        NotAGameObjectError: if ``view`` is not a ``view_type``.
        SeatError: if it is a spectator's view, or a move of ``moves`` is another seat's (its
            ``player`` is not the view's).
        ConfigError: if ``moves`` is given and empty (as :class:`~tablegames.agents.RandomAgent`
            and :class:`~tablegames.agents.MCTSAgent` refuse it: no move, no decision).
    """
    if type(view) is not view_type and not isinstance(view, view_type):
        raise NotAGameObjectError(
            f"{type(agent).__name__} chooses from a seat's {view_type.__name__} "
            f"(tablegames.view(state, seat)), not a {type(view).__name__}: it must not see "
            "what the seat does not"
        )
    if getattr(view, "player", None) is None:
        raise SeatError(
            f"{type(agent).__name__} chooses for a seat: give it that seat's view, "
            "not a spectator's"
        )
    if moves is None:
        return
    if not moves:
        raise ConfigError(
            f"{type(agent).__name__} needs moves to choose from: the seat's legal moves, "
            "tablegames.legal_moves(view)"
        )
    seat = view.player  # type: ignore[attr-defined] # a seat's view, checked above
    for move in moves:
        # A game's moves name their seat; anything without one is for the agent to refuse.
        other = getattr(move, "player", seat)
        if other != seat:
            raise SeatError(
                f"{type(agent).__name__}.choose was given the view of player {seat} and moves "
                f"of player {other}: give it the acting seat's view and that seat's legal moves"
            )


class SearchHooks(Protocol):
    """How :class:`~tablegames.agents.MCTSAgent` searches a game: what it looks ahead to, how it
    scores what it finds, which decisions it searches and how it draws the states it searches.

    One object serves one agent: the agent makes it (by calling the game's
    :attr:`Game.search_hooks <tablegames.Game.search_hooks>`, a class will do) before its
    first decision and keeps it for the game, so it may remember things between decisions (a
    cache of scores, what it learned of the other seats). The four methods without a body are
    required; the others are optional: a class that subclasses ``SearchHooks`` inherits the
    defaults written here, and the agent uses the same defaults for objects that do not.

    A game without search hooks is searched with the defaults of
    :class:`~tablegames.agents.mcts.DefaultSearch`: to the end of the game, scored by
    :meth:`Game.utilities <tablegames.Game.utilities>` within
    :meth:`Game.utility_bounds <tablegames.Game.utility_bounds>`, every decision searched, every
    move considered.
    """

    #: The way a searched decision is made, ``"tree"`` (information-set MCTS, the default) or
    #: ``"paired"`` (a few moves compared on shared samples, see :mod:`tablegames.agents.mcts`),
    #: which suits games whose rewards are noisy and whose choices are large.
    method: Literal["tree", "paired"] = "tree"

    def segment(self, state: Any) -> int:
        """The part of the game the search looks ahead to the end of (a deal, a round, a turn):
        a number that changes when the part ends. A constant looks ahead to the game's end."""
        ...

    def rewards(self, start: Any, end: Any) -> tuple[float, ...]:
        """Each seat's reward, from 0 to 1, for the play from ``start`` to ``end`` (the end of
        the segment, or of the game)."""
        ...

    def searched(self, moves: tuple[Any, ...]) -> bool:
        """Whether a decision among ``moves`` is searched (else the heuristic agent decides)."""
        ...

    def searchable(self, moves: tuple[Any, ...]) -> tuple[Any, ...]:
        """The moves the search considers among ``moves`` (never empty when ``moves`` is not):
        free actions a search should not spend its budget on may be left out."""
        ...

    def sampler(self, view: Any) -> Callable[[Rng], Any]:
        """The function that draws the states searched at one decision, from the seat's view.

        Called once per searched decision, before the first sample. The default draws with
        :func:`tablegames.sample_state`. A game may prepare something once per decision here
        (an opponent model read from the view), drop what the search never reads from the
        samples (an event log the rules only append to), or sample under assumptions of its
        own (that other seats' signals are true).
        """
        from tablegames.core.sample import sample_state

        def draw(rng: Rng) -> Any:
            return sample_state(view, rng)

        return draw

    def before_search(self, view: Any, moves: tuple[Any, ...], heuristic: Agent) -> Any | None:
        """A move to play at once instead of searching this decision, or ``None`` (the default).

        Called at each searched decision with every legal move (those :meth:`searchable` left
        out included) and the agent's heuristic agent for its seat, which it may consult (to
        make a free action as the heuristic agent would, say).
        """
        return None
