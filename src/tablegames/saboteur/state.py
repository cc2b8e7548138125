"""The Saboteur state, options and view classes, and the small records they hold."""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import TypeVar

import attrs

from tablegames.core.bases import GameState, GameView
from tablegames.core.errors import ConfigError
from tablegames.core.history import History
from tablegames.core.states import check_bool, check_enum, fast_init
from tablegames.saboteur.cards import MAX_PLAYERS, Card, Role, Tool
from tablegames.saboteur.events import SaboteurEvent, Team
from tablegames.saboteur.maze import Network, compute_network
from tablegames.saboteur.moves import SaboteurMove

__all__ = [
    "Goal",
    "GoalSighting",
    "GoalView",
    "GoldDistribution",
    "NextStarter",
    "PassDirection",
    "Phase",
    "RoundResult",
    "SaboteurOptions",
    "SaboteurState",
    "SaboteurView",
    "Tile",
]


class GoldDistribution(enum.Enum):
    """How the gold is shared when the miners find it (rules §7.1, §7.2; rulings S-1 and S-3)."""

    #: The seed's rule (default). One gold card is drawn per miner in play; each miner takes
    #: exactly one.
    SEED = "seed"
    #: The publisher's rule. One card is drawn per player (at most 9); miners take one each
    #: in turn, round and round, until none is left.
    OFFICIAL = "official"


class PassDirection(enum.Enum):
    """Which way the gold stack travels among the miners (ruling S-2)."""

    #: To the left, the next seat in turn order (the seed; default).
    LEFT = "left"
    #: To the right, counter-clockwise (the publisher's rules).
    RIGHT = "right"


def next_miner(roles: Sequence[Role], seat: int, direction: PassDirection) -> int | None:
    """The nearest miner after ``seat`` in ``direction``, the way the gold stack travels
    (ruling S-2), or ``None`` if ``roles`` hold no miner.

    >>> next_miner([Role.MINER, Role.SABOTEUR, Role.MINER], 0, PassDirection.LEFT)
    2
    """
    step = 1 if direction is PassDirection.LEFT else -1
    players = len(roles)
    for distance in range(1, players + 1):
        candidate = (seat + step * distance) % players
        if roles[candidate] is Role.MINER:
            return candidate
    return None


class NextStarter(enum.Enum):
    """Who starts rounds 2 and 3 (rules §7.4, ruling S-5)."""

    #: The seat that placed the last path card of the previous round (the seed; default). If
    #: the round had no path card, the left neighbour of the seat that took the last turn.
    LAST_PATH_PLAYER = "last_path_player"
    #: The left neighbour of the seat that took the last turn (the publisher's rules).
    LEFT_OF_LAST_PLAYER = "left_of_last_player"


def _check_first_player(_: object, __: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 0 <= value < MAX_PLAYERS:
        raise ConfigError(
            f"first_player must be a seat number from 0 to {MAX_PLAYERS - 1}, got {value!r}"
        )


E = TypeVar("E", bound=enum.Enum)


@attrs.frozen
class SaboteurOptions:
    """Every rule variant of Saboteur; the defaults are the rulings of the Saboteur page.

    Attributes:
        first_player: The seat that starts round 1, the youngest player (ruling S-23). It must be
            a seat of the game, counted from 0 as the JSON fields and the Python API count seats,
            also when given as ``--option first_player=2`` or in the web lobby: that is the
            third seat, which the command line and the table call seat 3.
        gold_distribution: The seed's gold sharing (default) or the publisher's (ruling S-1).
        gold_pass_direction: Which way the gold stack travels among the miners (ruling S-2).
        next_round_starter: Who starts rounds 2 and 3 (ruling S-5).
        break_own_tools: Whether a seat may play a broken tool in front of itself (ruling S-15;
            the publisher's wording allows it, Board Game Arena does not).
        open_draw_pile: Whether the draw pile lies face up, its top card visible to everyone
            (one reading of one seed translation, ruling S-6; off by default).
    """

    first_player: int = attrs.field(default=0, validator=_check_first_player)
    gold_distribution: GoldDistribution = attrs.field(
        default=GoldDistribution.SEED, validator=check_enum(GoldDistribution)
    )
    gold_pass_direction: PassDirection = attrs.field(
        default=PassDirection.LEFT, validator=check_enum(PassDirection)
    )
    next_round_starter: NextStarter = attrs.field(
        default=NextStarter.LAST_PATH_PLAYER, validator=check_enum(NextStarter)
    )
    break_own_tools: bool = attrs.field(default=True, validator=check_bool)
    open_draw_pile: bool = attrs.field(default=False, validator=check_bool)


class Phase(enum.Enum):
    """What the game is waiting for."""

    #: A seat's turn. It places a path card, plays an action card or discards.
    PLAY = "play"
    #: The miners found the gold. A miner takes a gold card from the stack.
    CHOOSE_GOLD = "choose_gold"
    #: The game has ended.
    OVER = "over"


@fast_init
@attrs.frozen
class Tile:
    """A path card lying on the maze: the start card or a tunnel card.

    ``rotated`` means turned by 180 degrees from the printed orientation.

    Attributes:
        x: The cell's column; x grows toward the goals (east).
        y: The cell's row; y grows southward.
        card: The path card lying there (the start card or a tunnel card).
        rotated: Whether the card is turned by 180 degrees from its printed orientation.
    """

    x: int
    y: int
    card: Card
    rotated: bool = False


@fast_init
@attrs.frozen
class Goal:
    """A goal card on its cell: face down until reached; a revealed coal card is turned to fit.

    Attributes:
        x: The goal cell's column (8).
        y: The goal cell's row (-2, 0 or 2).
        card: The goal card lying there: the gold or a coal card.
        face_up: Whether it has been reached and turned over.
        rotated: Whether a revealed coal card was turned by 180 degrees to fit the path.
    """

    x: int
    y: int
    card: Card
    face_up: bool = False
    rotated: bool = False


@attrs.frozen
class GoalView:
    """A goal cell as a seat sees it: ``card`` is ``None`` while the goal lies face down.

    Attributes:
        x: The goal cell's column (8).
        y: The goal cell's row (-2, 0 or 2).
        card: The goal card once turned over; ``None`` while it lies face down (even for a seat
            whose map showed it: see ``map_knowledge``).
        face_up: Whether it has been reached and turned over.
        rotated: Whether a revealed coal card was turned by 180 degrees to fit the path.
    """

    x: int
    y: int
    card: Card | None
    face_up: bool
    rotated: bool


@attrs.frozen
class GoalSighting:
    """What the viewer's map showed of a goal still face down.

    Attributes:
        x: The goal cell's column.
        y: The goal cell's row.
        card: What the map showed lies there: the gold or a coal card.
    """

    x: int
    y: int
    card: Card


@fast_init
@attrs.frozen
class RoundResult:
    """How a round ended (public once it has ended; see :class:`~.events.RoundEnded`).

    Attributes:
        round: The round, counted from 0.
        winner: The team that won, or ``None`` when the gold was not found and no saboteur was in
            play (nobody scores).
        roles: Each seat's role.
        set_aside: The role card nobody held.
        finder: The seat whose path card reached the gold, if any.
        nuggets: The share each saboteur in play is paid when the saboteurs won (rules
            §7.3), 0 otherwise. Under the publisher's gold rule the gold deck may, rarely, hold
            no cards that pay every share exactly: a saboteur then gets the largest total not
            above it (ruling S-19), which its private ``GoldReceived`` tells.
    """

    round: int
    winner: Team | None
    roles: tuple[Role, ...]
    set_aside: Role
    finder: int | None
    nuggets: int


#: What the seat to act does in each phase, for the reprs.
_TO_DO = {Phase.PLAY: "to play", Phase.CHOOSE_GOLD: "to choose gold"}


def _status(round_: int, phase: Phase, to_act: int | None) -> str:
    """``round 2, player 4 to play``, counted from 1 as :func:`render` counts."""
    if phase is Phase.OVER or to_act is None:
        return f"round {round_ + 1}, over"
    return f"round {round_ + 1}, player {to_act} {_TO_DO.get(phase, 'to act')}"


# No __weakref__ slot: it lets the rules rebuild a state three times as fast (core.states.evolver).
@attrs.frozen(repr=False, weakref_slot=False)
class SaboteurState(GameState["SaboteurState", SaboteurMove, "SaboteurView", SaboteurEvent]):
    """A whole game of Saboteur at one moment, secrets included (keep it on the server).

    Attributes:
        players: The number of seats, 3 to 10.
        seed: Resolves every shuffle.
        options: The rule variants in force.
        history: Every move applied so far.
        events: The event log of the current round (private events included), starting with
            the events of the move that started the round.
        round: The current round, counted from 0.
        phase: What the game is waiting for.
        to_act: The seat that must act now (``None`` once the game is over).
        roles: Each seat's role this round.
        set_aside: The role card dealt to nobody this round.
        hands: Each seat's cards, sorted.
        draw_pile: The undrawn cards, top first.
        discard_pile: Discarded cards that everyone saw played (action cards, cleared paths).
        hidden_discards: Each seat's face-down discards, known to that seat only.
        board: The path cards on the maze: the start card first, then in the order placed.
        goals: The three goal cards, north to south.
        broken: The tools broken in front of each seat, sorted.
        peeks: For each seat, the goals (indices into ``goals``) it has looked at with a map
            this round.
        last_player: The seat that took the last turn of this round, if any.
        last_path_player: The seat that placed the last path card of this round, if any.
        gold_deck: The gold cards not yet given out (values), top first.
        gold: Each seat's gold cards (values), sorted.
        gold_stack: The gold cards drawn for the miners and not yet chosen.
        results: The result of each finished round.
    """

    players: int
    seed: int
    options: SaboteurOptions
    history: History[SaboteurMove]
    events: tuple[SaboteurEvent, ...]
    round: int
    phase: Phase
    to_act: int | None
    roles: tuple[Role, ...]
    set_aside: Role
    hands: tuple[tuple[Card, ...], ...]
    draw_pile: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    hidden_discards: tuple[tuple[Card, ...], ...]
    board: tuple[Tile, ...]
    goals: tuple[Goal, ...]
    broken: tuple[tuple[Tool, ...], ...]
    peeks: tuple[tuple[int, ...], ...]
    last_player: int | None
    last_path_player: int | None
    gold_deck: tuple[int, ...]
    gold: tuple[tuple[int, ...], ...]
    gold_stack: tuple[int, ...]
    results: tuple[RoundResult, ...]

    def __repr__(self) -> str:
        return f"<SaboteurState {_status(self.round, self.phase, self.to_act)}>"

    # A plain property over the slot ``_derived`` of GameState, not a cached_property: attrs
    # gives a slotted class with a cached_property a ``__getattr__``, and a class with one
    # reads every attribute through it, several times slower (7% of a random step).
    @property
    def network(self) -> Network:
        """The cells joined to the start and the open frontier, derived from the board.

        Not a field: it is not serialized and takes no part in equality. The rules keep it up
        to date move by move; a state built any other way computes it when first asked.
        """
        try:
            return self._derived  # type: ignore[no-any-return]
        except AttributeError:  # none kept (a state read from JSON, or built by hand)
            return _computed_network(self)

    def with_network(self, network: Network) -> SaboteurState:
        """This state, with ``network`` kept as its ``network``; returns the state itself.

        The network follows from the board and the goals alone. The rules hand a new state
        the network of the state it was made from when the move left both alone, or the one
        they just extended by the card placed, instead of letting it be computed again when
        first asked: a search asks for it at every step. Keeping it fills the cache of the
        property only: it is not a field, so the state stays the same value (equality, hash
        and JSON ignore it). The caller vouches that ``network`` is this board's and goals'
        (the invariants, run on every document read, compare a kept network with the maze).
        """
        _keep_state_network(self, network)
        return self


@attrs.frozen(repr=False)
class SaboteurView(GameView[SaboteurState, SaboteurMove, SaboteurEvent]):
    """What one seat (or a spectator, ``player=None``) may see of a Saboteur game.

    It holds the viewer's own role, hand, map knowledge and gold, and everything public: the
    maze with face-down goals hidden, broken tools, hand sizes, pile sizes, finished rounds.
    It never holds another seat's role or hand, the set-aside role, the draw pile, face-down
    discards, an unrevealed goal the viewer has not looked at, or another seat's gold before
    the game ends.

    Attributes:
        player: The viewer's seat, or ``None`` for a spectator.
        options: The rule variants in force.
        round: The current round, counted from 0.
        phase: What the game is waiting for.
        to_act: The seat that must act now (``None`` once the game is over).
        role: The viewer's role this round (``None`` for a spectator).
        hand: The viewer's cards (empty for a spectator).
        map_knowledge: The face-down goals the viewer has looked at this round.
        board: The path cards on the maze: the start card first, then in the order placed.
        goals: The three goal cells, north to south, their cards shown once turned over.
        broken: The tools broken in front of each seat.
        hand_sizes: How many cards each seat holds.
        draw_pile_size: How many cards are left to draw.
        draw_pile_top: The top card of the draw pile under the ``open_draw_pile`` option.
        discard_count: How many cards lie in the discard pile.
        last_player: The seat that took the last turn of this round, if any.
        last_path_player: The seat that placed the last path card of this round, if any.
        gold: The viewer's gold cards (values).
        gold_offer: The gold cards the viewer may choose from now (empty unless choosing).
        gold_stack_size: How many gold cards are waiting to be chosen.
        gold_deck_size: How many gold cards are left in the gold deck.
        gold_totals: Every seat's nuggets, once the game has ended (``None`` before).
        results: The result of each finished round, roles included.
        events: The viewer's event log for the current round (see
            :attr:`~tablegames.saboteur.SaboteurState.events`): public events and the
            viewer's private ones.
    """

    player: int | None
    options: SaboteurOptions
    round: int
    phase: Phase
    to_act: int | None
    role: Role | None
    hand: tuple[Card, ...]
    map_knowledge: tuple[GoalSighting, ...]
    board: tuple[Tile, ...]
    goals: tuple[GoalView, ...]
    broken: tuple[tuple[Tool, ...], ...]
    hand_sizes: tuple[int, ...]
    draw_pile_size: int
    draw_pile_top: Card | None
    discard_count: int
    last_player: int | None
    last_path_player: int | None
    gold: tuple[int, ...]
    gold_offer: tuple[int, ...]
    gold_stack_size: int
    gold_deck_size: int
    gold_totals: tuple[int, ...] | None
    results: tuple[RoundResult, ...]
    events: tuple[SaboteurEvent, ...]

    def __repr__(self) -> str:
        viewer = "a spectator" if self.player is None else f"player {self.player}"
        return f"<SaboteurView of {viewer}, {_status(self.round, self.phase, self.to_act)}>"

    @property
    def players(self) -> int:
        """The number of seats (3 to 10), as the state's ``players`` and TEN's view say it.

        >>> import tablegames
        >>> tablegames.view(tablegames.new_game("saboteur", players=5, seed=1), None).players
        5
        """
        return len(self.hand_sizes)

    @property
    def network(self) -> Network:
        """The cells joined to the start and the open frontier (see the state's)."""
        try:
            return self._derived  # type: ignore[no-any-return]
        except AttributeError:  # none kept (a view read from JSON, or built by hand)
            return _computed_network(self)

    def with_network(self, network: Network) -> SaboteurView:
        """This view, with ``network`` kept as its ``network``; returns the view itself.

        A view shares its state's board and goals, so it may carry its state's network over
        (see :meth:`SaboteurState.with_network`).
        """
        _keep_view_network(self, network)
        return self


# The setters of the slots behind the ``network`` properties (``_derived``, of the generic
# bases): what ``with_network`` stores through, as a frozen class refuses plain stores.
_keep_state_network: Callable[[SaboteurState, Network], None] = GameState.__dict__[
    "_derived"
].__set__
_keep_view_network: Callable[[SaboteurView, Network], None] = GameView.__dict__["_derived"].__set__


def _computed_network(kept_by: SaboteurState | SaboteurView) -> Network:
    """The network of a state or view computed from its maze, and kept with it."""
    network = compute_network(kept_by.board, kept_by.goals)
    kept_by.with_network(network)
    return network


def kept_network(kept_by: SaboteurState | SaboteurView) -> Network | None:
    """The network kept with a state or view, without computing it; ``None`` if none is."""
    try:
        return kept_by._derived  # type: ignore[no-any-return]
    except AttributeError:
        return None
