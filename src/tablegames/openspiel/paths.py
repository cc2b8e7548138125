"""The path of an OpenSpiel state: the tablegames states it went through, shared, never copied.

An OpenSpiel state is mutable (``apply_action`` changes it) and is copied often (``clone``,
``child``, every search step). A tablegames state is an immutable value. The adapter's state
therefore holds one :class:`Node`: the current tablegames state, a link to the node before it
and the action between them. Applying an action replaces the node by a new child; cloning
shares the node (a node's copies are the node itself). Nothing is copied, and a path keeps
each seat's perfect-recall history for free: it is the chain of nodes.

A path starts at a *root* (the chance node that draws the seed: no tablegames state yet) and
may hold *grafts*: the nodes :meth:`~tablegames.openspiel.Node.graft` makes from a state that
:func:`tablegames.sample_state` drew from one seat's view (OpenSpiel's
``resample_from_infostate``). That seat's history runs on through a graft; the other seats'
histories start again there, as the sample holds nothing of what they saw before it.

Nodes remember what they computed (each seat's view, the events it saw, the legal actions) in a
small memo of their own: values that never change, since the node does not.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping
from typing import Any

from tablegames.core.api import apply, current_player, is_over, legal_moves, new_game, view
from tablegames.core.errors import IllegalMoveError
from tablegames.core.events import events_since
from tablegames.core.game import hook
from tablegames.core.registry import get_game
from tablegames.core.rng import Rng
from tablegames.core.sample import sample_state
from tablegames.rl import rl_module

__all__ = ["CHANCE", "Node", "Table"]

#: OpenSpiel's chance player, the actor of the root's action (the seed).
CHANCE = -1


class Table:
    """What every node of one OpenSpiel game shares: the game, its seats, options and actions.

    Made once per loaded OpenSpiel game; it pickles as its parameters.

    Attributes:
        game: The tablegames game's name.
        players: The number of seats.
        options: The option values given, by name (what ``new_game`` takes).
        seeds: How many seeds the root's chance node draws from: outcome ``k`` deals the game
            of seed ``k``.
        options_in_force: The game's options object those values give.
        actions: The game's RL action index at this player count.
        encoder: The game's RL observation encoder.
        max_moves: The moves after which a game that has not ended is cut short (the game's
            ``max_game_length``).
        utilities: The game's ``utilities`` hook: each seat's payoff of a finished state.
        root: The node every path starts from, before the seed is drawn.
    """

    def __init__(self, game: str, players: int, options: Mapping[str, object], seeds: int) -> None:
        module = rl_module(game)
        found = get_game(game)
        self.game = game
        self.players = players
        self.options = dict(options)
        self.seeds = seeds
        first = new_game(game, players=players, seed=0, options=self.options)
        self.options_in_force: Any = first.options
        self.actions: Any = module.actions(players)
        self.encoder: Any = module.ENCODER()
        self.max_moves: int = hook(found, "max_game_length")(players, first.options)
        self.utilities: Callable[[Any], tuple[float, ...]] = hook(found, "utilities")
        self.root = Node(self, None, None, None, CHANCE, 0)
        self._outcomes: list[tuple[int, float]] | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        return (Table, (self.game, self.players, self.options, self.seeds))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The root's chance outcomes: every seed of ``0 .. seeds - 1``, equally likely."""
        if self._outcomes is None:
            chance = 1.0 / self.seeds
            self._outcomes = [(seed, chance) for seed in range(self.seeds)]
        return list(self._outcomes)


class Node:
    """One point of a game's path: a tablegames state, how it was reached, and a memo.

    Immutable once made (its memo only caches what its fields determine); copies are the node
    itself, and it pickles as the actions that lead to it.

    Attributes:
        table: The game's shared facts.
        parent: The node before, or ``None`` at the root.
        state: The tablegames state, or ``None`` at the root (the seed is not drawn yet).
        action: The action that led here from ``parent`` (the seed, after the root), or
            ``None`` at the root and at a graft.
        actor: The seat that acted (:data:`~tablegames.openspiel.paths.CHANCE` for the seed),
            or the seat whose view a graft was sampled from.
        moves: The players' moves from the root to here.
        draw: The seed a graft's state was sampled with (``None`` elsewhere): sampling the
            same view with it gives the same state again.
    """

    __slots__ = (
        "__weakref__",
        "_memo",
        "action",
        "actor",
        "draw",
        "moves",
        "parent",
        "state",
        "table",
    )

    def __init__(
        self,
        table: Table,
        parent: Node | None,
        state: Any,
        action: int | None,
        actor: int,
        moves: int,
        draw: int | None = None,
    ) -> None:
        self.table = table
        self.parent = parent
        self.state = state
        self.action = action
        self.actor = actor
        self.moves = moves
        self.draw = draw
        self._memo: dict[Any, Any] = {}

    # -- immutable value ---------------------------------------------------------------------------

    def __copy__(self) -> Node:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Node:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its anchor (the root, or a graft: its source, seat and sampling seed) and
        the action numbers since: compact, and read back by replaying them."""
        actions: list[int] = []
        node = self
        while node.parent is not None and not node.is_graft:
            assert node.action is not None
            actions.append(node.action)
            node = node.parent
        actions.reverse()
        if node.parent is None:
            return (_replay, (node.table, None, actions))
        anchor = (node.parent, node.actor, node.draw)
        return (_replay, (node.table, anchor, actions))

    # -- what the node is --------------------------------------------------------------------------

    @property
    def is_root(self) -> bool:
        """Whether this is the chance node that draws the seed."""
        return self.state is None

    @property
    def is_graft(self) -> bool:
        """Whether this node's state was sampled from a seat's view."""
        return self.parent is not None and self.action is None

    @property
    def is_terminal(self) -> bool:
        """Whether the game has ended, or was cut short after ``table.max_moves`` moves."""
        return self.state is not None and (
            self.moves >= self.table.max_moves or is_over(self.state)
        )

    def to_act(self) -> int | None:
        """The seat to act, :data:`~tablegames.openspiel.paths.CHANCE` at the root, ``None``
        once the game has ended."""
        memo = self._memo
        if "to_act" in memo:
            seat: int | None = memo["to_act"]
            return seat
        if self.state is None:
            seat = CHANCE
        elif self.is_terminal:
            seat = None
        else:
            seat = current_player(self.state)
        memo["to_act"] = seat
        return seat

    def legal(self) -> dict[int, Any]:
        """The legal moves of the seat to act that have an action number, by number, in order.

        Raises:
            IllegalMoveError: if that seat has legal moves but none has a number (the game's
                action index leaves them out), which would leave OpenSpiel without an action.
        """
        found: dict[int, Any] | None = self._memo.get("legal")
        if found is None:
            seat = self.to_act()
            if seat is None or seat == CHANCE:
                found = {}
            else:
                moves = legal_moves(self.state, seat)
                indexed = self.table.actions.indexed(moves)
                if moves and not indexed:
                    raise IllegalMoveError(
                        f"none of the {len(moves)} legal moves of seat {seat} has an action "
                        f"number in {self.table.game}'s action index",
                        code="openspiel.action.none",
                    )
                found = dict(sorted(indexed.items()))
            self._memo["legal"] = found
        return found

    # -- moving on ---------------------------------------------------------------------------------

    def child(self, action: int) -> Node:
        """The node after ``action``: the seed at the root, a legal action number elsewhere.

        The same node as long as one is in use (a state and its clone that play the same action
        share it, and what it computed).

        Raises:
            IllegalMoveError: if ``action`` is not legal here (code ``"openspiel.action.illegal"``).
        """
        children: weakref.WeakValueDictionary[int, Node] | None = self._memo.get("children")
        if children is None:
            children = self._memo["children"] = weakref.WeakValueDictionary()
        found = children.get(action)
        if found is None:
            found = children[action] = self._child(action)
        return found

    def _child(self, action: int) -> Node:
        table = self.table
        if self.state is None:
            if type(action) is not int or not 0 <= action < table.seeds:
                raise IllegalMoveError(
                    f"the seed is drawn from 0 to {table.seeds - 1}, got {action!r}",
                    code="openspiel.action.illegal",
                )
            state = new_game(table.game, players=table.players, seed=action, options=table.options)
            return Node(table, self, state, action, CHANCE, 0)
        move = self.legal().get(action)
        if move is None:
            raise IllegalMoveError(
                f"action {action!r} is not legal here: legal actions are {list(self.legal())}",
                code="openspiel.action.illegal",
            )
        return Node(table, self, apply(self.state, move), action, move.player, self.moves + 1)

    def graft(self, seat: int, seed: int) -> Node:
        """A node whose state :func:`tablegames.sample_state` drew from ``seat``'s view here.

        ``seat``'s history runs on through it; the other seats' start again from it.
        """
        sample = sample_state(view(self.state, seat), Rng(seed, "openspiel.resample"))
        return Node(self.table, self, sample, None, seat, self.moves, seed)

    # -- what a seat saw ---------------------------------------------------------------------------

    def seen(self, seat: int | None) -> Any:
        """``seat``'s view of this node's state (``None``: the spectator's), remembered."""
        key = ("view", seat)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = view(self.state, seat)
        return found

    def step(self, seat: int | None) -> tuple[str, ...]:
        """What ``seat`` learnt on the way into this node, as lines: its own move, then the
        events it saw (all of its view's log at the first state and where its history starts
        again). Empty when it saw nothing; always empty at the root."""
        key = ("step", seat)
        found: tuple[str, ...] | None = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self._step(seat)
        return found

    def _step(self, seat: int | None) -> tuple[str, ...]:
        parent = self.parent
        if parent is None:
            return ()
        now = self.seen(seat)
        if parent.state is None:
            return tuple(repr(event) for event in now.events)
        if self.is_graft:
            if seat == self.actor:
                return ()  # the same view: the sample keeps everything that seat sees
            return ("(resampled)", *(repr(event) for event in now.events))
        lines = [f"you: {self.move_text()}"] if seat is not None and seat == self.actor else []
        lines += [repr(event) for event in events_since(parent.seen(seat), now)]
        return tuple(lines)

    def move_text(self) -> str:
        """The text of the move that led here."""
        parent = self.parent
        assert parent is not None
        assert self.action is not None
        if parent.state is None:
            return f"seed {self.action}"
        return str(parent.legal()[self.action])

    def history_of(self, seat: int | None) -> str:
        """Every line ``seat`` learnt from the start of its history to this node, in order.

        Built from the parent's text when the parent has it, which then forgets it (but for
        a graft's source): a game played forward keeps one text per seat, not one per node.
        """
        key = ("history", seat)
        found: str | None = self._memo.get(key)
        if found is not None:
            return found
        own = "\n".join(self.step(seat))
        parent = self.parent
        if parent is None or (self.is_graft and seat != self.actor):
            found = own
        else:
            # A graft keeps its source's text: many samples are drawn from one state.
            take = parent._memo.get if self.is_graft else parent._memo.pop
            before: str | None = take(key, None)
            if before is None:
                before = parent._walk(seat)
            found = "\n".join(text for text in (before, own) if text)
        self._memo[key] = found
        return found

    def _walk(self, seat: int | None) -> str:
        """:meth:`history_of`, by walking back along the path (nothing remembered)."""
        chain: list[tuple[str, ...]] = []
        node: Node | None = self
        while node is not None and node.parent is not None:
            chain.append(node.step(seat))
            if node.is_graft and seat != node.actor:
                break  # this seat's history starts again here
            node = node.parent
        return "\n".join(line for step in reversed(chain) for line in step)

    def own_actions(self, seat: int) -> tuple[int, ...]:
        """The action numbers ``seat`` chose from the start of its history to here, in order."""
        key = ("own", seat)
        found: tuple[int, ...] | None = self._memo.get(key)
        if found is not None:
            return found
        parent = self.parent
        if parent is None or (self.is_graft and seat != self.actor):
            found = ()
        else:
            take = parent._memo.get if self.is_graft else parent._memo.pop
            before: tuple[int, ...] | None = take(key, None)
            if before is None:
                before = parent._walk_own(seat)
            if self.actor == seat and parent.state is not None and not self.is_graft:
                assert self.action is not None
                found = (*before, self.action)
            else:
                found = before
        self._memo[key] = found
        return found

    def _walk_own(self, seat: int) -> tuple[int, ...]:
        """:meth:`own_actions`, by walking back along the path (nothing remembered)."""
        found: list[int] = []
        node: Node | None = self
        while node is not None and node.parent is not None:
            if node.is_graft:
                if seat != node.actor:
                    break
            elif node.actor == seat and node.parent.state is not None:
                assert node.action is not None
                found.append(node.action)
            node = node.parent
        return tuple(reversed(found))


def _replay(table: Table, anchor: tuple[Node, int, int] | None, actions: list[int]) -> Node:
    """The node that :meth:`Node.__reduce__` wrote: the anchor, then the actions replayed."""
    node = table.root
    if anchor is not None:
        source, seat, seed = anchor
        node = source.graft(seat, seed)
    for action in actions:
        node = node.child(action)
    return node
