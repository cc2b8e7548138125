"""The rules of Saboteur: setup, legal moves, applying moves, scoring. Nothing else.

Rule references ("rules §4", "ruling S-13") point at the "Rules and rulings" section of the
Saboteur page of the documentation (``docs/saboteur.rst``); the maze geometry (coordinates,
reachability, the frontier) lives in :mod:`tablegames.saboteur.maze`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from tablegames.core.dispatch import Apply, Rule, dispatcher
from tablegames.core.errors import ConfigError, IllegalMoveError, SeatError
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.core.states import evolver, replace_at, without
from tablegames.core.text import shown
from tablegames.saboteur.cards import (
    ACTIONS,
    BROKEN_CARD,
    BROKEN_TOOL,
    DRAW_DECK,
    GOAL_CARDS,
    GOAL_CELLS,
    GOLD_CARDS,
    GOLD_DECK,
    HAND_SIZE,
    MAX_PLAYERS,
    OFFICIAL_MAX_GOLD_DRAW,
    REPAIRS,
    ROLE_CARDS,
    ROUNDS,
    SABOTEUR_PAYOUT,
    SIDE_NAMES,
    START_CELL,
    ActionKind,
    Card,
    Role,
    Tool,
)
from tablegames.saboteur.events import (
    CardDiscarded,
    CardDrawn,
    GameEnded,
    GoalInspected,
    GoalRevealed,
    GoalSeen,
    GoldChosen,
    GoldDrawn,
    GoldReceived,
    HandDealt,
    OwnCardDiscarded,
    OwnCardDrawn,
    PathCleared,
    PathPlaced,
    RoleDealt,
    RoundEnded,
    RoundStarted,
    SaboteurEvent,
    Team,
    ToolBroken,
    ToolRepaired,
    TurnSkipped,
)
from tablegames.saboteur.maze import (
    FITS,
    ORIENTATIONS,
    SIDES,
    Network,
    code_of,
    compute_network,
    extend,
    goal_contacts,
    occupancy,
)
from tablegames.saboteur.moves import (
    MOVE_TYPES,
    BreakTool,
    ChooseGold,
    Discard,
    PlacePath,
    RepairTool,
    Rockfall,
    SaboteurMove,
    UseMap,
    break_tool_unchecked,
    choose_gold_unchecked,
    discard_unchecked,
    place_path_unchecked,
    repair_tool_unchecked,
    rockfall_unchecked,
    use_map_unchecked,
)
from tablegames.saboteur.notation import cell_notation
from tablegames.saboteur.state import (
    Goal,
    GoldDistribution,
    NextStarter,
    Phase,
    RoundResult,
    SaboteurOptions,
    SaboteurState,
    Tile,
    next_miner,
)

__all__ = [
    "apply",
    "current_player",
    "is_over",
    "legal_moves",
    "moves_for",
    "new_game",
    "pay_saboteurs",
    "scores",
    "winners",
]

T = TypeVar("T")

_KIND: dict[Card, ActionKind] = {spec.card: spec.kind for spec in ACTIONS}
# A plain dict of the cards' table: read on the listing path, where a proxy costs a call more.
_BROKEN_TOOL: dict[Card, Tool] = dict(BROKEN_TOOL)
_History = History[SaboteurMove]


_rebuild = evolver(SaboteurState)


def _evolve(state: SaboteurState, network: Network | None = None, **changes: Any) -> SaboteurState:
    """``attrs.evolve`` for states, faster, keeping the network cached with the state.

    The network depends on the board and goals only: it is carried over while they stay, and
    otherwise the caller passes the new one (without it, it is computed when first asked).
    """
    after = _rebuild(state, **changes)
    if network is None and "board" not in changes and "goals" not in changes:
        network = state.network
    if network is not None:
        return after.with_network(network)
    return after


# -- setup (rules §2, §3 and §7.4) -----------------------------------------------------------------


def new_game(players: int, seed: int, options: SaboteurOptions) -> SaboteurState:
    """Shuffle the gold deck once for the game and set up the first round.

    Raises:
        ConfigError: if ``options.first_player`` is not a seat of this game.
    """
    if options.first_player >= players:
        raise ConfigError(
            f"first_player is {options.first_player}, but a {players}-player game has seats "
            f"0 to {players - 1}"
        )
    empty: tuple[tuple[int, ...], ...] = ((),) * players
    state = SaboteurState(
        players=players,
        seed=seed,
        options=options,
        history=History(),
        events=(),
        round=0,
        phase=Phase.PLAY,
        to_act=options.first_player,
        roles=(),
        set_aside=Role.MINER,
        hands=((),) * players,
        draw_pile=(),
        discard_pile=(),
        hidden_discards=((),) * players,
        board=(),
        goals=(),
        broken=((),) * players,
        peeks=empty,
        last_player=None,
        last_path_player=None,
        gold_deck=Rng(seed, "gold").shuffle(GOLD_DECK),
        gold=empty,
        gold_stack=(),
        results=(),
    )
    return _start_round(state, 0, options.first_player, ())


def _start_round(
    state: SaboteurState, number: int, first: int, events: tuple[SaboteurEvent, ...]
) -> SaboteurState:
    """Deal new roles, lay out the start and shuffled goals, deal hands (rules §2, §3, §7.4).

    Every round reshuffles all the role cards, the three goals and the 67 path and action
    cards, whatever happened to them in the previous round.
    """
    players, seed = state.players, state.seed
    role_cards = ROLE_CARDS[players]
    roles = Rng(seed, "roles", number).shuffle(
        (Role.MINER,) * role_cards.miners + (Role.SABOTEUR,) * role_cards.saboteurs
    )
    goal_cards = Rng(seed, "goals", number).shuffle(GOAL_CARDS)
    goals = tuple(Goal(x, y, card) for (x, y), card in zip(GOAL_CELLS, goal_cards, strict=True))
    deck = Rng(seed, "deck", number).shuffle(DRAW_DECK)
    size = HAND_SIZE[players]
    hands = tuple(tuple(sorted(deck[i * size : (i + 1) * size])) for i in range(players))
    board = (Tile(*START_CELL, Card.START),)
    events = (
        *events,
        RoundStarted(number, first),
        *(RoleDealt(seat, roles[seat]) for seat in range(players)),
        *(HandDealt(seat, hands[seat]) for seat in range(players)),
    )
    empty: tuple[tuple[int, ...], ...] = ((),) * players
    return _evolve(
        state,
        compute_network(board, goals),
        events=events,
        round=number,
        phase=Phase.PLAY,
        to_act=first,
        roles=roles[:players],
        set_aside=roles[players],
        hands=hands,
        draw_pile=deck[players * size :],
        discard_pile=(),
        hidden_discards=((),) * players,
        board=board,
        goals=goals,
        broken=((),) * players,
        peeks=empty,
        last_player=None,
        last_path_player=None,
        gold_stack=(),
    )


# -- queries --------------------------------------------------------------------------------------


def current_player(state: SaboteurState) -> int | None:
    """The seat that must act now, or ``None`` once the game is over."""
    return state.to_act


def is_over(state: SaboteurState) -> bool:
    """Whether the game has ended (after the third round)."""
    return state.phase is Phase.OVER


def scores(state: SaboteurState) -> tuple[int, ...]:
    """Each seat's nuggets so far (final once the game is over)."""
    return tuple(sum(cards) for cards in state.gold)


def winners(state: SaboteurState) -> tuple[int, ...]:
    """The seats with the most nuggets (several share a tie, rules §7.4); ``()`` before the end."""
    if state.phase is not Phase.OVER:
        return ()
    totals = scores(state)
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


# -- legal moves ----------------------------------------------------------------------------------


class _GoalCell(Protocol):
    @property
    def x(self) -> int: ...
    @property
    def y(self) -> int: ...
    @property
    def face_up(self) -> bool: ...


class _Table(Protocol):
    """What legal-move generation reads: shared by :class:`SaboteurState` and the view."""

    @property
    def options(self) -> SaboteurOptions: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def board(self) -> tuple[Tile, ...]: ...
    @property
    def goals(self) -> Sequence[_GoalCell]: ...
    @property
    def broken(self) -> tuple[tuple[Tool, ...], ...]: ...
    @property
    def network(self) -> Network: ...


def legal_moves(state: SaboteurState, player: int) -> tuple[SaboteurMove, ...]:
    """Every legal move of ``player``, in a fixed order (``()`` if it cannot act now).

    Raises:
        SeatError: if ``player`` is not a seat number (``1.0`` or ``True`` for seat 1).
    """
    if player != state.to_act:
        return ()
    if type(player) is not int:
        raise SeatError(f"a seat is given by its number, an int, not {shown(player)}")
    return moves_for(state, player, state.hands[player], state.gold_stack)


def moves_for(
    table: _Table, player: int, hand: tuple[Card, ...], offer: tuple[int, ...]
) -> tuple[SaboteurMove, ...]:
    """The legal moves of ``player`` holding ``hand`` (``offer``: the gold it may choose from).

    The view uses this too. Order: path placements (cell by cell), then action cards, then
    discards, each card kind once.

    The moves are built without running their field validators (the ``*_unchecked``
    constructors of :mod:`tablegames.saboteur.moves`): every value comes from the table itself,
    whose invariants keep it in range (seats of the game, cards of the hand, cells of the
    frontier within :data:`~tablegames.saboteur.cards.MAZE_REACH`, gold values 1 to 3).
    """
    if player != table.to_act:
        return ()
    if table.phase is _CHOOSE_GOLD:
        return tuple(choose_gold_unchecked(player, value) for value in sorted(set(offer)))
    kinds = tuple(dict.fromkeys(hand))
    # Plain loops that append: a generator or comprehension per card kind costs more than the
    # few moves each gives.
    moves: list[SaboteurMove] = []
    append, extend = moves.append, moves.extend
    broken = table.broken
    if not broken[player]:
        paths = []
        for card in kinds:  # a loop, not a comprehension (a call in Python 3.11)
            if card in ORIENTATIONS:
                paths.append(card)
        if paths:
            placements = _PLACEMENTS[player]
            for entry in table.network.frontier:
                on_cell = placements.get(entry)
                if on_cell is None:
                    on_cell = _on_new_cell(placements, entry)
                for card in paths:
                    found = on_cell.get(card)
                    if found is None:
                        found = _place_on(on_cell, player, entry, card)
                    extend(found)
    seats = range(len(broken))
    for card in kinds:
        kind = _KIND.get(card)
        if kind is None:
            continue
        if kind is _BREAK:
            tool = _BROKEN_TOOL[card]
            breaks = _BREAKS[player][tool]
            for target in _break_targets(table, player, tool):
                append(breaks[target])
        elif kind is _REPAIR:
            for tool in REPAIRS[card]:
                repairs = _REPAIRS[player][card, tool]
                for target in seats:
                    if tool in broken[target]:
                        append(repairs[target])
        elif kind is _ROCKFALL:
            extend(_rockfalls(player, table.board))
        else:
            maps = _MAPS[player]
            for goal in table.goals:
                if not goal.face_up:
                    append(maps.get((goal.x, goal.y)) or use_map_unchecked(player, goal.x, goal.y))
    discards = _DISCARDS[player]
    for card in kinds:
        append(discards[card])
    return tuple(moves)


# Legal moves are taken from memo tables rather than built anew (TEN's rules do the same): the
# same move is then the same object, listing a seat's moves costs a lookup per frontier cell and
# card rather than an object per move, and the moves' field checks stay off the hot path (each
# table move is built from values the rules produced, as the ``*_unchecked`` constructors
# require). Moves are frozen, so sharing them between games is safe. The tables of seats, tools
# and cards are small and filled at import; those of cells are filled as cells are reached.
_SEATS = range(MAX_PLAYERS)
_BREAK, _REPAIR, _ROCKFALL = ActionKind.BREAK, ActionKind.REPAIR, ActionKind.ROCKFALL
# An enum member read on every listing, as a module constant: on Python 3.11 ``Phase.X`` goes
# through the enum metaclass's ``__getattr__`` hook.
_CHOOSE_GOLD = Phase.CHOOSE_GOLD
#: _BREAKS[player][tool][target]: BreakTool(player, target, tool).
_BREAKS = tuple(
    {tool: tuple(break_tool_unchecked(p, t, tool) for t in _SEATS) for tool in Tool} for p in _SEATS
)
#: _REPAIRS[player][card, tool][target]: RepairTool(player, card, target, tool).
_REPAIRS = tuple(
    {
        (card, tool): tuple(repair_tool_unchecked(p, card, t, tool) for t in _SEATS)
        for card, tools in REPAIRS.items()
        for tool in tools
    }
    for p in _SEATS
)
#: _MAPS[player][x, y]: UseMap(player, x, y), for each goal cell of the rules.
_MAPS = tuple({(x, y): use_map_unchecked(p, x, y) for x, y in GOAL_CELLS} for p in _SEATS)
#: _DISCARDS[player][card]: Discard(player, card).
_DISCARDS = tuple({card: discard_unchecked(p, card) for card in Card} for p in _SEATS)

#: A documented memo table (see "What the library keeps between calls" in the concepts page):
#: by seat, for a frontier entry ``(x, y, need, forbid)`` of the network, the PlacePath moves of
#: each tunnel card there, in FITS's order. The entries are cells within MAZE_REACH with one of
#: 256 side keys; the table is emptied should it ever hold _MEMO_LIMIT of them, which bounds it
#: (four-player random games reach about 2,800 entries a seat in 2,000 games, 11 MB in all).
_PLACEMENTS: tuple[dict[tuple[int, int, int, int], dict[Card, tuple[SaboteurMove, ...]]], ...] = (
    tuple({} for _ in _SEATS)
)
#: By seat, Rockfall moves by cell, filled as cells are reached, and the last board listed with
#: its moves (a board is passed on from state to state while no card is placed or removed).
_ROCKFALL_MOVES: tuple[dict[tuple[int, int], SaboteurMove], ...] = tuple({} for _ in _SEATS)
_LAST_ROCKFALLS: list[tuple[tuple[Tile, ...], tuple[SaboteurMove, ...]]] = [((), ())] * MAX_PLAYERS
_MEMO_LIMIT = 4096


def _on_new_cell(
    placements: dict[tuple[int, int, int, int], dict[Card, tuple[SaboteurMove, ...]]],
    entry: tuple[int, int, int, int],
) -> dict[Card, tuple[SaboteurMove, ...]]:
    """A seat's (empty) table of moves for a frontier entry it has not been offered yet."""
    if len(placements) >= _MEMO_LIMIT:
        placements.clear()
    on_cell: dict[Card, tuple[SaboteurMove, ...]] = {}
    placements[entry] = on_cell  # one store: safe between threads
    return on_cell


def _place_on(
    on_cell: dict[Card, tuple[SaboteurMove, ...]],
    player: int,
    entry: tuple[int, int, int, int],
    card: Card,
) -> tuple[SaboteurMove, ...]:
    """The PlacePath moves of ``player`` with ``card`` on a frontier entry, entered in its table."""
    x, y, need, forbid = entry
    built = []
    for rotated in FITS[need << 4 | forbid][card]:  # a loop, not a generator: faster
        built.append(place_path_unchecked(player, card, x, y, rotated))
    moves = tuple(built)
    on_cell[card] = moves
    return moves


def _rockfalls(player: int, board: tuple[Tile, ...]) -> tuple[SaboteurMove, ...]:
    """The Rockfall moves of ``player`` on ``board``: one per card but the start, in order."""
    seen, moves = _LAST_ROCKFALLS[player]
    if seen is not board:
        by_cell = _ROCKFALL_MOVES[player]
        listed = []
        for tile in board[1:]:
            cell = (tile.x, tile.y)
            move = by_cell.get(cell)
            if move is None:
                if len(by_cell) >= _MEMO_LIMIT:
                    by_cell.clear()
                move = by_cell[cell] = rockfall_unchecked(player, tile.x, tile.y)
            listed.append(move)
        moves = tuple(listed)
        _LAST_ROCKFALLS[player] = (board, moves)  # one store: safe between threads
    return moves


def _break_targets(table: _Table, player: int, tool: Tool) -> list[int]:
    """The seats whose ``tool`` ``player`` may break, in seat order (rules §5, rulings S-15 and
    S-16): one broken tool of each kind per seat; one's own only under an option."""
    own = table.options.break_own_tools
    targets = []
    for target, tools in enumerate(table.broken):  # a loop, not a comprehension: faster
        if tool not in tools and (target != player or own):
            targets.append(target)
    return targets


# -- applying moves -------------------------------------------------------------------------------


def _refuse(message: str, code: str, move: object, **fields: object) -> IllegalMoveError:
    """The refusal ``code`` of ``move``, with the facts its ``message`` names (its
    :attr:`~tablegames.IllegalMoveError.fields`, which a translation's words name; a cell as
    its ``(x, y)``)."""
    return IllegalMoveError(message, code=code, move=move, fields=fields)


def _finish(before: SaboteurState, after: SaboteurState) -> SaboteurState:
    """The state a move that may end a round returns: ``after``, its event log cut when a new
    round began.

    The event log covers the current round, starting with the events of the move that ended
    the previous one (its reveals, scoring and the new deal), so nothing is lost between views.
    Called where a round can end (a turn's end, a choice of gold) rather than by ``apply``
    after every move.
    """
    if after.round != before.round:
        return _evolve(after, events=after.events[len(before.events) :])
    return after


def _take_card(state: SaboteurState, card: Card, move: SaboteurMove) -> tuple[Card, ...]:
    """The player's hand without ``card``; refuse a card not in hand."""
    hand = state.hands[move.player]
    if card not in hand:
        raise _refuse(
            f"You do not hold a {card} card.", "saboteur.card.not_in_hand", move, card=card
        )
    index = hand.index(card)  # core.states.without, less a call: every move takes a card
    return hand[:index] + hand[index + 1 :]


def _owner(target: int, player: int) -> tuple[str, str]:
    """``You``/``have`` or ``Seat 3``/``has``: the owner of the tools a refusal speaks of,
    counted from 1 as every sentence for people counts seats."""
    return ("You", "have") if target == player else (f"Seat {target + 1}", "has")


def _check_target(state: SaboteurState, target: int, move: SaboteurMove) -> int:
    """A seat of this game (a move may name seats up to the largest game's)."""
    if not 0 <= target < state.players:
        raise _refuse(
            # For the player who typed it first, counting seats from 1; then for a program.
            f"There is no seat {target + 1} in this {state.players}-seat game: target seat 1 to "
            f"{state.players} (in a move, the target is a player index, 0 to "
            f"{state.players - 1}).",
            "saboteur.target.unknown",
            move,
            target=target,
            players=state.players,
        )
    return target


# -- path cards (rules §4) -------------------------------------------------------------------------


def _place(state: SaboteurState, move: PlacePath, history: _History) -> SaboteurState:
    player, card, x, y, rotated = move.player, move.card, move.x, move.y, move.rotated
    hand = _take_card(state, card, move)
    if card not in ORIENTATIONS:
        raise _refuse(
            f"The {card} card is not a path card.", "saboteur.card.not_a_path", move, card=card
        )
    if state.broken[player]:
        raise _refuse(
            "You may not place path cards while a tool of yours is broken.",
            "saboteur.path.broken_tool",
            move,
        )
    mask = None
    for candidate, candidate_mask in ORIENTATIONS[card]:
        if candidate == rotated:
            mask = candidate_mask
    if mask is None:
        raise _refuse(
            f"The {card} card looks the same turned around: place it unturned.",
            "saboteur.path.symmetric",
            move,
            card=card,
        )
    for entry in state.network.frontier:  # a loop, not next() over a generator: faster
        if entry[0] == x and entry[1] == y:
            break
    else:
        raise _not_on_frontier(state, move)
    need, forbid = entry[2], entry[3]
    if rotated not in FITS[need << 4 | forbid][card]:
        raise _mismatch(mask, need, forbid, move)

    board = (*state.board, Tile(x, y, card, rotated))
    cells = occupancy(board, state.goals)
    network = extend(state.network, cells, (x, y))
    events: list[SaboteurEvent] = [PathPlaced(player, card, x, y, rotated)]
    goals, network, gold = _reveal(board, state.goals, cells, network, player, (x, y), events)
    return _end_turn(
        state,
        move,
        history,
        hand,
        events,
        network,
        gold_found=gold,
        board=board,
        goals=goals,
        last_path_player=player,
    )


def _not_on_frontier(state: SaboteurState, move: PlacePath) -> IllegalMoveError:
    cells = occupancy(state.board, state.goals)
    x, y = move.x, move.y
    if (x, y) in cells:
        return _refuse(
            f"The cell {cell_notation(x, y)} is already taken.",
            "saboteur.path.occupied",
            move,
            cell=(x, y),
        )
    if not any((x + dx, y + dy) in cells for _, dx, dy in SIDES):
        return _refuse(
            f"The cell {cell_notation(x, y)} is not next to any card of the maze.",
            "saboteur.path.not_adjacent",
            move,
            cell=(x, y),
        )
    return _refuse(
        f"A card at {cell_notation(x, y)} would not join a tunnel leading from the start.",
        "saboteur.path.not_connected",
        move,
        cell=(x, y),
    )


def _mismatch(mask: int, need: int, forbid: int, move: PlacePath) -> IllegalMoveError:
    facts: dict[str, object] = {"card": move.card, "cell": (move.x, move.y)}
    for index, letter in enumerate(SIDE_NAMES):
        side = 1 << index
        if need & side and not mask & side:
            problem = f"its {letter} side is walled but the neighbouring card opens toward it"
            facts["side"] = letter
            break
        if forbid & side and mask & side:
            problem = f"its {letter} side is open but the neighbouring card is walled there"
            facts["side"] = letter
            break
    else:  # pragma: no cover - only called on a mismatch
        problem = "it does not fit"
    return _refuse(
        f"The {move.card} card does not fit at {cell_notation(move.x, move.y)}: {problem}.",
        "saboteur.path.mismatch",
        move,
        **facts,
    )


def _reveal(
    board: tuple[Tile, ...],
    goals: tuple[Goal, ...],
    cells: Mapping[tuple[int, int], int],
    network: Network,
    player: int,
    placed: tuple[int, int],
    events: list[SaboteurEvent],
) -> tuple[tuple[Goal, ...], Network, bool]:
    """Turn over every face-down goal the network now runs into (rules §4, rulings S-10 to S-13).

    The test is global, so a goal is also reached through a reconnected branch; several goals
    may be reached at once, and a revealed coal card may lead on to another goal, so the test
    is repeated until nothing changes. A coal card is turned to open toward the card that
    reached it: the card just placed if it is one of them, else the first in N, E, S, W order.

    Returns:
        The goals, the network, and whether the gold was revealed.
    """
    gold = False
    while True:
        revealed = list(goals)
        changed = False
        for index, goal in enumerate(goals):
            if goal.face_up:
                continue
            contacts = goal_contacts(cells, network.reached, goal.x, goal.y)
            if not contacts:
                continue
            changed = True
            toward = contacts[0]
            for side, dx, dy in SIDES:
                if side in contacts and (goal.x + dx, goal.y + dy) == placed:
                    toward = side
            rotated = not code_of(goal.card, False) & toward
            revealed[index] = Goal(goal.x, goal.y, goal.card, True, rotated)
            events.append(GoalRevealed(player, goal.x, goal.y, goal.card, rotated))
            gold = gold or goal.card is Card.GOLD
        if not changed:  # a flag, not a comparison of the goals: one less call per goal
            return goals, network, gold
        goals = tuple(revealed)
        cells = occupancy(board, goals)
        network = compute_network(board, goals)


# -- action cards (rules §5) -----------------------------------------------------------------------


def _break(state: SaboteurState, move: BreakTool, history: _History) -> SaboteurState:
    tool = move.tool
    target = _check_target(state, move.target, move)
    hand = _take_card(state, BROKEN_CARD[tool], move)
    player = move.player
    if target not in _break_targets(state, player, tool):
        if target == player and tool not in state.broken[target]:
            raise _refuse(
                "In this game you may not break your own tools.", "saboteur.tool.self", move
            )
        owner, has = _owner(target, player)
        raise _refuse(
            f"{owner} already {has} a broken {tool.name.lower()}.",
            "saboteur.tool.already_broken",
            move,
            target=target,
            tool=tool,
        )
    broken = replace_at(state.broken, target, tuple(sorted((*state.broken[target], tool))))
    return _end_turn(
        state, move, history, hand, [ToolBroken(player, target, tool)], state.network, broken=broken
    )


def _repair(state: SaboteurState, move: RepairTool, history: _History) -> SaboteurState:
    card = move.card
    if card not in REPAIRS:
        raise _refuse(
            f"The {card} card repairs nothing.", "saboteur.card.not_a_repair", move, card=card
        )
    hand = _take_card(state, card, move)
    tool = move.tool
    target = _check_target(state, move.target, move)
    if tool not in REPAIRS[card]:
        raise _refuse(
            f"The {card} card cannot repair a {tool.name.lower()}.",
            "saboteur.repair.wrong_tool",
            move,
            card=card,
            tool=tool,
        )
    tools = state.broken[target]
    if tool not in tools:
        owner, has = _owner(target, move.player)
        raise _refuse(
            f"{owner} {has} no broken {tool.name.lower()} to repair.",
            "saboteur.repair.not_broken",
            move,
            target=target,
            tool=tool,
        )
    broken = replace_at(state.broken, target, tuple(t for t in tools if t is not tool))
    return _end_turn(
        state,
        move,
        history,
        hand,
        [ToolRepaired(move.player, card, target, tool)],
        state.network,
        broken=broken,
        discard_pile=(*state.discard_pile, BROKEN_CARD[tool], card),
    )


def _rockfall(state: SaboteurState, move: Rockfall, history: _History) -> SaboteurState:
    hand = _take_card(state, Card.ROCKFALL, move)
    x, y = move.x, move.y
    index = next(
        (i for i, tile in enumerate(state.board) if tile.x == x and tile.y == y and i > 0), None
    )
    if index is None:
        if (x, y) == START_CELL:
            reason, code = "the start card can never be removed", "saboteur.rockfall.start"
        elif (x, y) in GOAL_CELLS:
            reason, code = "goal cards can never be removed", "saboteur.rockfall.goal"
        else:
            reason, code = "there is no path card there", "saboteur.rockfall.empty"
        raise _refuse(f"No rockfall at {cell_notation(x, y)}: {reason}.", code, move, cell=(x, y))
    tile = state.board[index]
    board = state.board[:index] + state.board[index + 1 :]
    return _end_turn(
        state,
        move,
        history,
        hand,
        [PathCleared(move.player, x, y, tile.card)],
        compute_network(board, state.goals),
        board=board,
        discard_pile=(*state.discard_pile, tile.card, Card.ROCKFALL),
    )


def _use_map(state: SaboteurState, move: UseMap, history: _History) -> SaboteurState:
    hand = _take_card(state, Card.MAP, move)
    x, y = move.x, move.y
    index = next((i for i, goal in enumerate(state.goals) if (goal.x, goal.y) == (x, y)), None)
    if index is None:
        raise _refuse(
            f"There is no goal card at {cell_notation(x, y)}.",
            "saboteur.map.not_a_goal",
            move,
            cell=(x, y),
        )
    goal = state.goals[index]
    if goal.face_up:
        raise _refuse(
            f"The goal at {cell_notation(x, y)} is already face up.",
            "saboteur.map.revealed",
            move,
            cell=(x, y),
        )
    player = move.player
    peeks = replace_at(state.peeks, player, tuple(sorted({*state.peeks[player], index})))
    return _end_turn(
        state,
        move,
        history,
        hand,
        [GoalInspected(player, x, y), GoalSeen(player, x, y, goal.card)],
        state.network,
        peeks=peeks,
        discard_pile=(*state.discard_pile, Card.MAP),
    )


def _discard(state: SaboteurState, move: Discard, history: _History) -> SaboteurState:
    hand = _take_card(state, move.card, move)
    player = move.player
    hidden = replace_at(state.hidden_discards, player, (*state.hidden_discards[player], move.card))
    return _end_turn(
        state,
        move,
        history,
        hand,
        [CardDiscarded(player), OwnCardDiscarded(player, move.card)],
        state.network,
        hidden_discards=hidden,
    )


# -- turns (rules §6) ------------------------------------------------------------------------------


def _end_turn(
    state: SaboteurState,
    move: SaboteurMove,
    history: _History,
    hand: tuple[Card, ...],
    events: list[SaboteurEvent],
    network: Network,
    *,
    gold_found: bool = False,
    **changes: object,
) -> SaboteurState:
    """Finish a turn: draw, then pass to the next seat holding cards, or end the round.

    Finding the gold ends the round at once, without drawing (rules §6, step 3). Seats with an
    empty hand (only once the draw pile is empty) are skipped; the round ends when the draw
    pile and every hand are empty (ruling S-8).
    """
    player = move.player
    pile = state.draw_pile
    if pile and not gold_found:
        drawn = pile[0]
        pile = pile[1:]
        hand = tuple(sorted((*hand, drawn)))
        # A face-up pile showed everyone the card drawn: the public event names it then.
        shown = drawn if state.options.open_draw_pile else None
        events.extend((CardDrawn(player, shown), OwnCardDrawn(player, drawn)))
    changed = list(state.hands)  # core.states.replace_at, less a call: every turn ends here
    changed[player] = hand
    hands = tuple(changed)
    following = None
    if not gold_found and (pile or any(hands)):
        players = state.players
        for step in range(1, players + 1):
            seat = (player + step) % players
            if hands[seat]:
                following = seat
                break
            events.append(TurnSkipped(seat))
    after = _rebuild(  # _evolve, less a call: the network is always given here
        state,
        history=history,
        events=state.events + tuple(events),
        hands=hands,
        draw_pile=pile,
        to_act=following,
        last_player=player,
        **changes,
    ).with_network(network)
    if gold_found:
        return _finish(state, _miners_win(after, player))
    if following is None:
        return _finish(state, _saboteurs_win(after, player))
    return after


# -- the end of a round (rules §7) -----------------------------------------------------------------


def _round_result(
    state: SaboteurState, winner: Team | None, finder: int | None, nuggets: int
) -> tuple[RoundResult, RoundEnded]:
    result = RoundResult(state.round, winner, state.roles, state.set_aside, finder, nuggets)
    event = RoundEnded(state.round, winner, state.roles, state.set_aside, finder, nuggets)
    return result, event


def _next_miner(state: SaboteurState, seat: int) -> int:
    """The nearest miner after ``seat`` in the direction the gold stack travels (ruling S-2)."""
    found = next_miner(state.roles, seat, state.options.gold_pass_direction)
    assert found is not None, "a round the miners won has a miner"
    return found


def _miners_win(state: SaboteurState, finder: int) -> SaboteurState:
    """Rules §7.1 (seed) or §7.2 (official): draw gold cards for the miners to choose from.

    The finder takes first if a miner, else the nearest miner in the passing direction
    (ruling S-4); the last card goes to its taker without a choice.
    """
    result, ended = _round_result(state, Team.MINERS, finder, 0)
    miners = sum(1 for role in state.roles if role is Role.MINER)
    if state.options.gold_distribution is GoldDistribution.SEED:
        count = miners
    else:
        count = min(state.players, OFFICIAL_MAX_GOLD_DRAW)
    count = min(count, len(state.gold_deck))
    first = finder if state.roles[finder] is Role.MINER else _next_miner(state, finder)
    after = _evolve(
        state,
        events=(*state.events, ended, GoldDrawn(count)),
        phase=Phase.CHOOSE_GOLD,
        to_act=first,
        gold_stack=tuple(sorted(state.gold_deck[:count])),
        gold_deck=state.gold_deck[count:],
        results=(*state.results, result),
    )
    return _hand_out(after)


def _choose_gold(state: SaboteurState, move: ChooseGold, history: _History) -> SaboteurState:
    value = move.value
    if value not in state.gold_stack:
        values = tuple(sorted(set(state.gold_stack)))
        offered = ", ".join(str(v) for v in values)
        raise _refuse(
            f"There is no gold card worth {value} in the stack (there are: {offered}).",
            "saboteur.gold.not_offered",
            move,
            value=value,
            offered=values,
        )
    after = _give_gold(state, move.player, value)
    after = _evolve(after, history=history, to_act=_next_miner(state, move.player))
    return _finish(state, _hand_out(after))


def _give_gold(state: SaboteurState, seat: int, value: int) -> SaboteurState:
    return _evolve(
        state,
        events=(*state.events, GoldChosen(seat), GoldReceived(seat, (value,))),
        gold_stack=without(state.gold_stack, value),
        gold=replace_at(state.gold, seat, tuple(sorted((*state.gold[seat], value)))),
    )


def _hand_out(state: SaboteurState) -> SaboteurState:
    """Give the last gold card of the stack without a choice; start the next round when done."""
    if len(state.gold_stack) == 1:
        assert state.to_act is not None
        state = _give_gold(state, state.to_act, state.gold_stack[0])
    if state.gold_stack:
        return state
    return _next_round(state)


def _saboteurs_win(state: SaboteurState, last: int) -> SaboteurState:
    """Rules §7.3: each saboteur in play takes gold cards worth exactly their share.

    Nobody scores when no saboteur was in play (ruling S-21). Saboteurs are paid in turn order
    from the seat after ``last``, the one that took the last turn.
    """
    players = state.players
    order = [(last + step) % players for step in range(1, players + 1)]
    saboteurs = [seat for seat in order if state.roles[seat] is Role.SABOTEUR]
    nuggets = SABOTEUR_PAYOUT[len(saboteurs)] if saboteurs else 0
    winner = Team.SABOTEURS if saboteurs else None
    result, ended = _round_result(state, winner, None, nuggets)
    events: list[SaboteurEvent] = [ended]
    gold, deck = list(state.gold), list(state.gold_deck)
    for seat, cards in zip(saboteurs, pay_saboteurs(deck, len(saboteurs), nuggets), strict=True):
        for value in cards:
            deck.remove(value)
        gold[seat] = tuple(sorted((*gold[seat], *cards)))
        events.append(GoldReceived(seat, cards))
    after = _evolve(
        state,
        events=(*state.events, *events),
        gold=tuple(gold),
        gold_deck=tuple(deck),
        results=(*state.results, result),
    )
    return _next_round(after)


def _payments(total: int) -> list[tuple[int, ...]]:
    """Every way to make ``total`` from gold card values: fewest cards, then largest first."""
    values = sorted(GOLD_CARDS, reverse=True)
    found: list[tuple[int, ...]] = []

    def build(rest: int, start: int, chosen: tuple[int, ...]) -> None:
        if rest == 0:
            found.append(chosen)
            return
        for i in range(start, len(values)):
            if values[i] <= rest:
                build(rest - values[i], i, (*chosen, values[i]))

    build(total, 0, ())
    return sorted(found, key=lambda cards: (len(cards), [-v for v in cards]))


def pay_saboteurs(deck: Sequence[int], saboteurs: int, nuggets: int) -> list[tuple[int, ...]]:
    """The gold cards each of ``saboteurs`` saboteurs takes from ``deck``, in paying order.

    Each saboteur takes cards worth exactly ``nuggets`` (rules §7.3: "worth a total of four
    nuggets, not four cards"). The choice backtracks so that every saboteur can be paid exactly,
    preferring fewest cards and larger values first; a largest-first greedy can fail:

    >>> from tablegames.saboteur.rules import pay_saboteurs
    >>> pay_saboteurs([2] * 7 + [3] * 4, 1, 4)  # no 1s: 3 + 1 is impossible, 2 + 2 works
    [(2, 2)]
    >>> pay_saboteurs([3, 2, 1, 1, 1, 2], 2, 3)
    [(3,), (2, 1)]

    When no exact payment exists for everyone (never under the seed's rules), each saboteur in
    turn takes the largest total not above ``nuggets`` that the deck still allows.
    """
    available = Counter(deck)

    def search(left: int) -> list[tuple[int, ...]] | None:
        if left == 0:
            return []
        for cards in _payments(nuggets):
            need = Counter(cards)
            if all(available[v] >= n for v, n in need.items()):
                available.subtract(need)
                rest = search(left - 1)
                available.update(need)
                if rest is not None:
                    return [cards, *rest]
        return None

    exact = search(saboteurs)
    if exact is not None:
        return exact
    paid: list[tuple[int, ...]] = []
    for _ in range(saboteurs):
        taken: tuple[int, ...] = ()
        for total in range(nuggets, 0, -1):
            options = [
                cards
                for cards in _payments(total)
                if all(available[v] >= n for v, n in Counter(cards).items())
            ]
            if options:
                taken = options[0]
                break
        available.subtract(Counter(taken))
        paid.append(taken)
    return paid


def _next_round(state: SaboteurState) -> SaboteurState:
    """Start the next round, or end the game after the last one (rules §7.4)."""
    if state.round + 1 >= ROUNDS:
        totals = scores(state)
        over = _evolve(state, phase=Phase.OVER, to_act=None, gold_stack=())
        return _evolve(over, events=(*state.events, GameEnded(totals, winners(over))))
    players = state.players
    last = state.last_player if state.last_player is not None else state.options.first_player
    left_of_last = (last + 1) % players
    if state.options.next_round_starter is NextStarter.LAST_PATH_PLAYER:
        first = state.last_path_player if state.last_path_player is not None else left_of_last
    else:
        first = left_of_last
    return _start_round(state, state.round + 1, first, state.events)


_PLAYING = (Phase.PLAY,)
#: Each move class: its handler and the phase that takes it.
_RULES: dict[type, Rule[SaboteurState]] = {
    PlacePath: Rule(_place, _PLAYING),
    BreakTool: Rule(_break, _PLAYING),
    RepairTool: Rule(_repair, _PLAYING),
    Rockfall: Rule(_rockfall, _PLAYING),
    UseMap: Rule(_use_map, _PLAYING),
    Discard: Rule(_discard, _PLAYING),
    ChooseGold: Rule(_choose_gold, (Phase.CHOOSE_GOLD,)),
}
# A move class missing from the table would be refused as another game's.
assert set(_RULES) == set(MOVE_TYPES), "a Saboteur move class without a rule"

apply: Apply[SaboteurState, SaboteurMove] = dispatcher(
    "saboteur",
    "a Saboteur",
    _RULES,
    over=Phase.OVER,
    wrong_phase={
        Phase.PLAY: "There is no gold to choose now: play or discard a card.",
        Phase.CHOOSE_GOLD: "The miners are sharing the gold: take a gold card from the stack.",
    },
    state_type=SaboteurState,
)
