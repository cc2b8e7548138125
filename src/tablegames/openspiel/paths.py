"""The path of an OpenSpiel state: the tablegames states it went through, shared, never copied.

An OpenSpiel state is mutable (``apply_action`` changes it) and is copied often (``clone``,
``child``, every search step). A tablegames state is an immutable value. The adapter's state
therefore holds one :class:`Node`: the current tablegames state, a link to the node before it
and the action between them. Applying an action replaces the node by a new child; cloning
shares the node (a node's copies are the node itself). Nothing is copied. The links serve
``history()``, serialization (a node pickles as its actions) and resampling; a seat's
information state does not walk them: it is the seat's
:func:`~tablegames.core.recall.recall`, which each tablegames state keeps as ``apply`` makes
it (:mod:`tablegames.core.recall`), with the seat's own moves placed among its events.

A path starts at a *root* (the chance node that draws the seed: no tablegames state yet) and
may hold *grafts*: the nodes :meth:`~tablegames.openspiel.Node.graft` makes from a state that
:func:`tablegames.sample_state` drew from one seat's view (OpenSpiel's
``resample_from_infostate``). That seat's history runs on through a graft; the other seats'
histories start again there, as the sample holds nothing of what they saw before it.

Which part gives a seat's history (:meth:`~tablegames.openspiel.Node.history_of`):

* a node the adapter made (the seed's deal, an action, a graft, or one read back from
  ``pickle`` or OpenSpiel's serialization, which replay the actions): its state's
  :func:`~tablegames.core.recall.recall`, from the game's first event, or from the graft's
  state at or after a graft (a sampled state recalls its own period only). There the seat
  the graft was sampled for keeps its source's history, which holds the sampled period's
  events (the sample's recall repeats them, so they are skipped), and the other seats'
  histories start again with ``(resampled)``;
* a node built by hand around a state that did not come from its parent's by ``apply`` (a
  test's twin, say): its parent's history and what the seat's views show changed between
  the two states (:func:`tablegames.core.events.events_since`), as its state's recall may
  know its own period only.

Nodes remember what they computed (each seat's view, its history, the legal actions) in a
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
from tablegames.core.recall import event_log
from tablegames.core.registry import get_game
from tablegames.core.rng import Rng
from tablegames.core.sample import sample_state
from tablegames.rl import rl_module

__all__ = ["CHANCE", "Node", "Table"]

#: OpenSpiel's chance player, the actor of the root's action (the seed).
CHANCE = -1
#: The most texts of events and moves a :class:`Table` remembers (it forgets the oldest).
TEXTS = 1 << 16
#: The most histories a :class:`Table` remembers of each kind (it forgets the oldest).
PERIODS = 256

#: A node's record of the moves since its history's start, newest first: ``(events before the
#: move, the move, its action number, the moves before)``, ``None`` for none.
Marks = tuple[int, Any, int, "Marks"] | None


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
        utility_sum: What every finished game's utilities add up to (the game's
            ``utility_sum``), or ``None`` when that varies.
        can_see: The game's ``can_see`` hook: whether a seat sees an event.
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
        total = hook(found, "utility_sum")(players, first.options)
        self.utility_sum: float | None = None if total is None else float(total)
        self.can_see: Callable[[Any, int | None], bool] = hook(found, "can_see")
        self.root = Node(self, None, None, None, CHANCE, 0)
        self._outcomes: list[tuple[int, float]] | None = None
        # Memos, the oldest entries forgotten first (each entry holds the objects whose ids
        # key it, so that no id is reused while it lasts). The text of each event and move
        # met, by identity; each seat's history up to the end of a finished period, and the
        # last one made for each seat (see Node._recalled).
        self._texts: dict[int, tuple[object, str]] = {}
        self._periods: dict[tuple[int, int | None, int], tuple[Any, ...]] = {}
        self._latest: dict[tuple[int | None, int], tuple[Any, ...]] = {}
        # The information state tensor's code of each line of text met (see observers.py).
        self._codes: dict[str, tuple[float, float, float]] = {}

    def __reduce__(self) -> tuple[Any, ...]:
        return (Table, (self.game, self.players, self.options, self.seeds))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The root's chance outcomes: every seed of ``0 .. seeds - 1``, equally likely."""
        if self._outcomes is None:
            chance = 1.0 / self.seeds
            self._outcomes = [(seed, chance) for seed in range(self.seeds)]
        return list(self._outcomes)

    def text(self, item: object, say: Callable[[Any], str] = repr) -> str:
        """``say(item)`` (an event's ``repr``, a move's ``str``), remembered by identity: the
        same objects come back in every information state after them."""
        texts = self._texts
        found = texts.get(id(item))
        if found is None:
            if len(texts) >= TEXTS:
                texts.pop(next(iter(texts)), None)
            found = texts[id(item)] = (item, say(item))
        return found[1]


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
        recalled: Whether :func:`~tablegames.core.recall.recall` of the state holds every
            event since :attr:`origin` (the game's start, or the graft): true of every node
            the adapter makes; a node built by hand is not trusted with it (see the module's
            introduction).
        origin: The graft the state's recall starts at, ``None`` when it starts at the game's
            first event (or at the root).
        count: The number of events (the whole table's, private ones included) from
            :attr:`origin` to this node's state: the length of its recall for an all-seeing
            seat. Kept in constant time per move, as the recall is.
        marks: Each move since :attr:`origin` with the :attr:`count` before it, newest first
            (see ``Marks`` in this module): where each seat's own moves go among the events
            it recalls.
    """

    __slots__ = (
        "__weakref__",
        "_memo",
        "action",
        "actor",
        "count",
        "draw",
        "marks",
        "moves",
        "origin",
        "parent",
        "recalled",
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
        *,
        recalled: bool = False,
    ) -> None:
        self.table = table
        self.parent = parent
        self.state = state
        self.action = action
        self.actor = actor
        self.moves = moves
        self.draw = draw
        self._memo: dict[Any, Any] = {}
        self.origin: Node | None = None
        self.marks: Marks = None
        if parent is None or state is None:  # the root
            self.recalled = True
            self.count = 0
        elif action is None:  # a graft: the sample recalls its own period
            self.recalled = recalled
            self.origin = self
            self.count = len(state.events)
        elif parent.state is None:  # the deal: the game's first events
            self.recalled = recalled
            self.count = len(state.events)
        else:
            self.recalled = recalled and parent.recalled
            self.origin = parent.origin
            self.count = parent.count + _added(parent.state.events, state.events)
            self.marks = (parent.count, parent.legal().get(action), action, parent.marks)

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
                        f"none of the {len(moves)} legal moves of player {seat} has an action "
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
            return Node(table, self, state, action, CHANCE, 0, recalled=True)
        move = self.legal().get(action)
        if move is None:
            raise IllegalMoveError(
                f"action {action!r} is not legal here: legal actions are {list(self.legal())}",
                code="openspiel.action.illegal",
            )
        after = apply(self.state, move)
        return Node(table, self, after, action, move.player, self.moves + 1, recalled=True)

    def graft(self, seat: int, seed: int) -> Node:
        """A node whose state :func:`tablegames.sample_state` drew from ``seat``'s view here.

        ``seat``'s history runs on through it; the other seats' start again from it.
        """
        sample = sample_state(view(self.state, seat), Rng(seed, "openspiel.resample"))
        return Node(self.table, self, sample, None, seat, self.moves, seed, recalled=True)

    # -- what a seat saw ---------------------------------------------------------------------------

    def seen(self, seat: int | None) -> Any:
        """``seat``'s view of this node's state (``None``: the spectator's), remembered."""
        key = ("view", seat)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = view(self.state, seat)
        return found

    def history_of(self, seat: int | None) -> str:
        """Every line ``seat`` learnt from the start of its history to this node, in order: the
        events it saw (each event's ``repr``), each of its own moves (``you: ...``) before the
        events it made, and ``(resampled)`` where its history starts again at a graft.

        The events are ``tablegames.recall(state, seat)`` (see the module's introduction for
        the cases it does not serve). Remembered; the parent forgets its own (but a graft's
        source), so a game played forward keeps one text per seat, not one per node.
        """
        key = ("history", seat)
        memo = self._memo
        found: str | None = memo.get(key)
        if found is None:
            parent = self.parent
            if parent is None:
                found = ""
            elif self.recalled:
                found = self._recalled(seat)
            else:
                found = _joined(parent.history_of(seat), *self._learnt(seat))
            if parent is not None and not self.is_graft:
                parent._memo.pop(key, None)
            memo[key] = found
        return found

    def _recalled(self, seat: int | None) -> str:
        """:meth:`history_of` from the state's recall, its events read period by period (as
        :func:`~tablegames.core.recall.recall` reads them) so that the seat's moves go between
        them.

        The table remembers texts this makes, so that each event is read about once per seat:

        * the last text made for each seat (and graft) at a node after a move: it serves every
          later node of the same line of play, which starts from it (a node's newest mark is
          made once, with the node, and is shared by every node after it: finding it among
          this node's marks proves the line);
        * the text up to the end of the last finished period, keyed by that period's log
          (the very object, which every later state shares and which only one line of play
          makes): it serves the states of the next period, on every line (a search's).
        """
        table = self.table
        origin = self.origin
        where = id(origin) if origin is not None else 0
        logs = event_log(self.state)
        last = len(logs) - 1
        lines: list[str] = []
        mine: list[tuple[int, Any]] = []  # the seat's moves after the text known, newest first
        index = 0  # the number of events the text known covers
        known = False
        latest = table._latest.get((seat, where))
        if latest is not None and latest[0] is origin:
            _, target, count, text = latest
            floor = target[0]
            marks = self.marks
            while marks is not None and marks is not target and marks[0] >= floor:
                before, move, _, marks = marks
                if seat is not None and move.player == seat:
                    mine.append((before, move))
            if marks is target:
                known, index = True, count
                lines.append(text)
            else:
                mine.clear()
        if not known:
            for period in range(last - 1, -1, -1):
                found = table._periods.get((id(logs[period]), seat, where))
                if found is not None and found[0] is logs[period] and found[1] is origin:
                    known, index = True, found[3]
                    lines.append(found[2])
                    break
            marks = self.marks
            while marks is not None and marks[0] >= index:
                before, move, _, marks = marks
                if seat is not None and move.player == seat:
                    mine.append((before, move))
        skip = 0
        if not known and origin is not None:
            if seat is not None and seat == origin.actor:
                assert origin.parent is not None
                lines.append(origin.parent.history_of(seat))
                skip = len(origin.state.events)  # the sampled period's, in the source's text
            else:
                lines.append("(resampled)")
        # The period that holds event number ``index``, and where it starts.
        begin = last
        start = self.count - len(logs[last])
        while start > index:
            begin -= 1
            start -= len(logs[begin])
        say = table.text
        can_see = table.can_see
        for period in range(begin, last + 1):
            log = logs[period]
            for event in log[index - start :] if index > start else log:
                while mine and mine[-1][0] <= index:
                    lines.append("you: " + say(mine.pop()[1], str))
                if index >= skip and can_see(event, seat):
                    lines.append(say(event))
                index += 1
            start = index
            if period == last - 1 and log:  # () is one object, shared by every line
                text = _joined(*lines)
                lines = [text]
                _remember(table._periods, (id(log), seat, where), (log, origin, text, index))
        while mine:
            lines.append("you: " + say(mine.pop()[1], str))
        text = _joined(*lines)
        if self.marks is not None:  # a node with no move since its origin is no proof of a line
            _remember(table._latest, (seat, where), (origin, self.marks, self.count, text))
        return text

    def _learnt(self, seat: int | None) -> tuple[str, ...]:
        """What ``seat`` learnt on the way into this node, by comparing its views here and at
        the parent: the lines of :meth:`history_of` for a node whose state's recall is not
        trusted (one built by hand)."""
        parent = self.parent
        assert parent is not None
        now = self.seen(seat)
        if parent.state is None:
            return tuple(repr(event) for event in now.events)
        if self.is_graft:
            if seat == self.actor:
                return ()  # the same view: the sample keeps everything that seat sees
            return ("(resampled)", *(repr(event) for event in now.events))
        assert self.marks is not None  # a move's node: its newest mark is that move
        lines = [f"you: {self.marks[1]}"] if seat == self.actor else []
        lines += [repr(event) for event in events_since(parent.seen(seat), now)]
        return tuple(lines)

    def own_actions(self, seat: int) -> tuple[int, ...]:
        """The action numbers ``seat`` chose from the start of its history to here, in order
        (read from :attr:`marks`; through a graft for the seat it was sampled for).

        Remembered; the parent forgets its own, as :meth:`history_of` does.
        """
        key = ("own", seat)
        found: tuple[int, ...] | None = self._memo.get(key)
        if found is None:
            if self.parent is not None and not self.is_graft:
                self.parent._memo.pop(key, None)
            mine: list[int] = []
            marks = self.marks
            while marks is not None:
                _, move, action, marks = marks
                if move.player == seat:
                    mine.append(action)
            mine.reverse()
            origin = self.origin
            if origin is not None and seat == origin.actor and origin.parent is not None:
                mine[:0] = origin.parent.own_actions(seat)
            found = self._memo[key] = tuple(mine)
        return found


def _added(old: tuple[Any, ...], new: tuple[Any, ...]) -> int:
    """How many events a move added to the game's log, which it turned from ``old`` (a
    state's ``events``) into ``new``: all of ``new`` if it started a new period, else what it
    appended. The test :mod:`tablegames.core.recall` links periods by, so :attr:`Node.count`
    follows the recall's length."""
    count = len(old)
    if count and (len(new) < count or new[count - 1] is not old[-1] or new[0] is not old[0]):
        return len(new)
    return len(new) - count


def _remember(memo: dict[Any, Any], key: object, value: object) -> None:
    """Put ``value`` in ``memo`` at ``key``, forgetting its oldest entry past :data:`PERIODS`."""
    if len(memo) >= PERIODS and key not in memo:
        memo.pop(next(iter(memo)), None)
    memo[key] = value


def _joined(*texts: str) -> str:
    """The non-empty ``texts``, one line after another."""
    return "\n".join(text for text in texts if text)


def _replay(table: Table, anchor: tuple[Node, int, int] | None, actions: list[int]) -> Node:
    """The node that :meth:`Node.__reduce__` wrote: the anchor, then the actions replayed."""
    node = table.root
    if anchor is not None:
        source, seat, seed = anchor
        node = source.graft(seat, seed)
    for action in actions:
        node = node.child(action)
    return node
