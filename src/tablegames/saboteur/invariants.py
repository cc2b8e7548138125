"""What a sound Saboteur state or view looks like: the checks run on every document read.

Each check states a fact that the rules guarantee for every position of a real game; a
document breaking one was corrupted or forged, and ``tablegames.from_json`` refuses it. The
checks are what is cheap to verify without replaying the game (``verify_history=True``
replays it and is the full guarantee). They make every accepted state and view safe to use:
``legal_moves``, ``apply``, ``view``, ``render`` and ``to_json`` work on it, quickly.

Two rules keep the checks themselves safe on hostile input. They run in time linear in the
size of what they check. And they never raise on a well-typed object, however absurd its
values: the shapes (lengths of per-seat tuples, ranges of seats and counters, the start and
goal cells) are checked first, and a wrong shape ends the check at once, before anything
indexes by it.

What no game can reach, by the numbers of the rules:

* Counts: 3 to 10 seats, one entry per seat in every per-seat tuple, rounds 0 to 2, the seed
  within 0 to 2**53 - 1, ``first_player`` a seat, hands of at most the dealt size (exactly that
  size while the draw pile lasts, but for the seat that just found the gold).
* Cards: each of the 67 path and action cards lies in exactly one place (hands, draw pile,
  discard piles, the maze, the broken tools). The discard pile holds only what plays put
  there: a cleared path card with its rockfall, a broken tool with the repair that mended it,
  a map. Every seat's map knowledge comes from a map in the discard pile.
* The maze: the start card first at (0, 0); tunnel cards in a possible orientation on distinct
  cells, never a goal cell; adjacent cards fit edge to edge; each card within reach of the
  start (a card is placed next to the network, so a card lies at most as many steps away as
  there were cards to step on: the path cards placed this round and the goals turned over); the
  goals on their three cells, the gold and the two coal cards, face up only where a tunnel
  reached them (and at least seven cards were placed), never a face-down goal touched by the
  network; without a rockfall this round, every card joined to the network.
* Turn and phase: the seat to act holds cards (play) or is a miner (gold), nobody acts once
  the game is over; the gold lies face up exactly when the miners have won the round; each
  finished round has its result, whose winner, finder and payout agree with its roles; the
  last seats to play and to place a path card agree with the turns played this round.
* Gold: the 28 gold cards each accounted for once; no seat holds more cards or nuggets than its
  winning rounds can have given it; the stack waiting to be chosen is no larger than the draw.
* Logs: the history and the event log no longer than a game can make them, and every seat they
  name a seat of the game; every goal an event names on a goal cell, every tunnel card on a
  cell of the maze that is neither the start's nor a goal's, and the gold drawn and received
  of a size and value the rules give. A draw names its card only from a face-up draw pile
  (the ``open_draw_pile`` option), and then a path or action card: under the standard rules
  the card drawn is the drawer's secret.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from functools import partial
from itertools import repeat
from operator import attrgetter, is_not
from typing import Any

import attrs

from tablegames.core.rng import MAX_SEED
from tablegames.saboteur.cards import (
    BROKEN_CARD,
    BROKEN_TOOL,
    DRAW_DECK,
    GOAL_CARDS,
    GOAL_CELLS,
    GOLD_CARDS,
    GOLD_DECK,
    HAND_SIZE,
    MAX_PLAYERS,
    MAZE_REACH,
    MIN_PLAYERS,
    OFFICIAL_MAX_GOLD_DRAW,
    REPAIRS,
    ROLE_CARDS,
    ROUNDS,
    SABOTEUR_PAYOUT,
    START_CELL,
    Card,
    Role,
)
from tablegames.saboteur.events import (
    EVENT_TYPES,
    CardDrawn,
    GameEnded,
    GoalInspected,
    GoalRevealed,
    GoalSeen,
    GoldDrawn,
    GoldReceived,
    HandDealt,
    PathCleared,
    PathPlaced,
    RoundEnded,
    RoundStarted,
    SaboteurEvent,
    Team,
)
from tablegames.saboteur.maze import (
    CONNECTED,
    ORIENTATIONS,
    SIDES,
    GoalLike,
    code_of,
    compute_network,
    goal_contacts,
    occupancy,
)
from tablegames.saboteur.moves import MOVE_TYPES, SaboteurMove
from tablegames.saboteur.state import (
    Goal,
    GoldDistribution,
    Phase,
    RoundResult,
    SaboteurOptions,
    SaboteurState,
    SaboteurView,
    Tile,
    kept_network,
    next_miner,
)

__all__ = ["check_invariants", "check_view_invariants", "gold_limits"]

_DECK = Counter(DRAW_DECK)
_GOLD = Counter(GOLD_DECK)
#: The tools each card repairs (none for a card that is not a repair).
_MENDS = {card: REPAIRS.get(card, ()) for card in Card}
#: The tunnel cards, all the maze can hold besides the start.
_TUNNELS = sum(_DECK[card] for card in ORIENTATIONS)
#: How each tunnel card may lie: its ``rotated`` flags.
_TURNS = {card: {turned for turned, _ in turns} for card, turns in ORIENTATIONS.items()}
#: Turns in a round: each plays one card of the 67.
_MAX_TURNS = len(DRAW_DECK)
#: Gold choices in a round the miners win: the last card of the stack is handed out unchosen.
_MAX_CHOICES = OFFICIAL_MAX_GOLD_DRAW - 1
#: Cards placed before a goal can be reached: the goals lie eight steps east of the start.
_PLACED_BEFORE_A_GOAL = min(x for x, _ in GOAL_CELLS) - 1
#: The seat-number fields of each event class, checked to name seats of the game.
_SEAT_FIELDS_OF = {
    cls: tuple(
        field.name
        for field in attrs.fields(cls)
        if field.name in ("player", "target", "first_player", "finder")
    )
    for cls in EVENT_TYPES
}
_PLAYER = attrgetter("player")
#: Every seat field name of the events; no event class has an attribute of these names that
#: is not one of its seat fields (a test checks it), so a getattr with a default finds them all.
_SEAT_FIELD_NAMES = ("player", "target", "first_player", "finder")
_EVENT_CLASSES = frozenset(EVENT_TYPES)
_NO_SEAT_FIELDS: dict[type, tuple[str, ...]] = dict.fromkeys(EVENT_TYPES, ())
_IS_NOT_NONE = partial(is_not, None)
_TARGETED = frozenset(cls for cls in MOVE_TYPES if "target" in attrs.fields_dict(cls))
_PRIVATE = frozenset(cls for cls in EVENT_TYPES if getattr(cls, "private", False))
#: The events whose sizes _check_events checks.
_SIZED_EVENTS = frozenset({RoundEnded, GameEnded, HandDealt, GoldReceived})
#: The events that name a goal by its cell (the sampler and the pictures look the goal up by it).
_GOAL_EVENTS = frozenset({GoalRevealed, GoalInspected, GoalSeen})
#: The events that name a cell of the maze a tunnel card lies or lay on.
_PATH_EVENTS = frozenset({PathPlaced, PathCleared})
#: The events whose fields _event_problem checks.
_VALUED_EVENTS = _GOAL_EVENTS | _PATH_EVENTS | {GoldDrawn, GoldReceived}
#: The cells no tunnel card lies on: the start's and the goals'.
_NOT_TUNNELS = frozenset({START_CELL, *GOAL_CELLS})
#: Stands for "no viewer: a state's log", which holds every private event.
_STATE = object()
#: At most this many problems of one kind (bad tiles, bad events...) are described.
_SHOWN = 3


# -- states ---------------------------------------------------------------------------------------


def check_invariants(state: SaboteurState, *, with_history: bool = True) -> list[str]:
    """Every way ``state`` breaks the rules' bookkeeping (empty when it is sound).

    See the module docstring for what is checked. Runs in time linear in the state's size and
    never raises on a well-typed state.

    Args:
        state: The state to check.
        with_history: Whether to check the history too. Only states made without their
            history, such as :func:`~tablegames.sample_state`'s samples, skip it: loading a
            document always checks it.
    """
    shape = _state_shape(state)
    if shape:
        return shape
    players = state.players
    problems: list[str] = []
    if not 0 <= state.seed <= MAX_SEED:
        problems.append(f"the seed {_cut(state.seed)} is not within 0 to 2**53 - 1")
    problems.extend(_check_results(state.results, players))
    pile, rockfalls, maps = _read_discard_pile(state.discard_pile)
    problems.extend(pile)
    problems.extend(_check_cards(state))
    turns = len(DRAW_DECK) - sum(len(hand) for hand in state.hands) - len(state.draw_pile)
    problems.extend(_check_seats_tools(state.broken, state.peeks, maps))
    problems.extend(_check_gold(state))
    maze = _check_maze(state.board, state.goals, rockfalls)
    problems.extend(maze)
    if not maze:
        problems.extend(_check_network(state, state.board, state.goals, rockfalls))
        problems.extend(_check_gold_goal(state.phase, state.results, state.goals))
    problems.extend(
        _check_turn(
            state.phase,
            state.round,
            state.results,
            state.to_act,
            tuple(len(hand) for hand in state.hands),
            len(state.draw_pile),
            turns,
            len(state.board) - 1 + rockfalls,
            state.last_player,
            state.last_path_player,
        )
    )
    if state.phase is not Phase.PLAY and state.results and state.results[-1].roles != state.roles:
        problems.append("the result of the round just played must show this round's roles")
    if with_history:
        problems.extend(_check_history(state, turns))
    problems.extend(_check_events(state.events, players, state.round, _STATE))
    problems.extend(_check_draws(state.events, state.options.open_draw_pile))
    return problems


def _state_shape(state: SaboteurState) -> list[str]:
    """The shape every other check relies on; a problem here ends the check."""
    players = state.players
    if players not in ROLE_CARDS:
        return [f"Saboteur is played by {MIN_PLAYERS} to {MAX_PLAYERS}, not {_cut(players)}"]
    per_seat = {
        "roles": state.roles,
        "hands": state.hands,
        "hidden_discards": state.hidden_discards,
        "broken": state.broken,
        "peeks": state.peeks,
        "gold": state.gold,
    }
    wrong = [name for name, part in per_seat.items() if len(part) != players]
    if wrong:
        return [f"{', '.join(wrong)} must have one entry per seat ({players})"]
    problems = _common_shape(
        players,
        state.options,
        state.round,
        state.results,
        state.board,
        state.goals,
        {
            "to_act": state.to_act,
            "last_player": state.last_player,
            "last_path_player": state.last_path_player,
        },
    )
    if problems:
        return problems
    table = ROLE_CARDS[players]
    expected = Counter({Role.MINER: table.miners, Role.SABOTEUR: table.saboteurs})
    if Counter((*state.roles, state.set_aside)) != expected:
        return ["the role cards do not match the table for this player count"]
    return []


def _common_shape(
    players: int,
    options: SaboteurOptions,
    round_: int,
    results: Sequence[RoundResult],
    board: Sequence[Tile],
    goals: Sequence[GoalLike],
    seats: dict[str, int | None],
) -> list[str]:
    """The shape shared by states and views: counters, seats, the start and the goal cells."""
    if not 0 <= round_ < ROUNDS:
        return [f"round {_cut(round_)} is not one of the {ROUNDS} rounds (0 to {ROUNDS - 1})"]
    if not 0 <= options.first_player < players:
        return [f"options.first_player {options.first_player} is not a seat of the game"]
    for name, seat in seats.items():
        if seat is not None and not 0 <= seat < players:
            return [f"{name} {_cut(seat)} is not a seat of the game"]
    if len(results) > ROUNDS:
        return [f"{len(results)} round results, but a game has {ROUNDS} rounds"]
    if any(len(result.roles) != players for result in results):
        return ["every round result must show one role per seat"]
    if not board or board[0].card is not Card.START or (board[0].x, board[0].y) != START_CELL:
        return ["the start card must be the first card of the maze, at (0,0)"]
    if len(board) > 1 + _TUNNELS:
        return [f"{len(board)} cards in the maze, more than there are path cards"]
    if tuple((goal.x, goal.y) for goal in goals) != GOAL_CELLS:
        return ["the goal cards must lie on their three cells, north to south"]
    return []


def _read_discard_pile(pile: Sequence[Card]) -> tuple[list[str], int, int]:
    """Problems, rockfalls and maps of the face-up discard pile.

    Only three plays put cards there, in this order: a rockfall (the cleared path card, then the
    rockfall), a repair (the broken-tool card, then the repair card that mended it) and a map.
    """
    rockfalls = maps = 0
    index, size = 0, len(pile)
    while index < size:
        card = pile[index]
        after = pile[index + 1] if index + 1 < size else None
        if card is Card.MAP:
            maps += 1
            index += 1
        elif card in ORIENTATIONS and after is Card.ROCKFALL:
            rockfalls += 1
            index += 2
        elif card in BROKEN_TOOL and after is not None and BROKEN_TOOL[card] in _MENDS[after]:
            index += 2
        else:
            return [f"no play puts the {card} card in the discard pile there"], rockfalls, maps
    return [], rockfalls, maps


def _check_cards(state: SaboteurState) -> list[str]:
    problems = []
    cards = Counter(
        [c for hand in state.hands for c in hand]
        + list(state.draw_pile)
        + list(state.discard_pile)
        + [c for pile in state.hidden_discards for c in pile]
        + [tile.card for tile in state.board[1:]]
        + [BROKEN_CARD[tool] for tools in state.broken for tool in tools]
    )
    if cards != _DECK:
        missing = _names(_DECK - cards)
        extra = _names(cards - _DECK)
        problems.append(
            f"the {len(DRAW_DECK)} path and action cards are not each accounted for exactly once "
            f"(missing: {missing}; extra: {extra})"
        )
    size = HAND_SIZE[state.players]
    for seat, hand in enumerate(state.hands):
        if list(hand) != sorted(hand):
            problems.append(f"player {seat}'s hand must be sorted")
            break
    problems.extend(
        _check_hand_sizes(
            state.phase,
            [len(hand) for hand in state.hands],
            size,
            len(state.draw_pile),
            state.last_player,
        )
    )
    return problems


def _names(cards: Counter[Card]) -> str:
    names = sorted(str(card) for card, count in cards.items() for _ in range(count))
    if not names:
        return "none"
    shown = ", ".join(names[:_SHOWN])
    return shown if len(names) <= _SHOWN else f"{shown} and {len(names) - _SHOWN} more"


def _check_hand_sizes(
    phase: Phase, sizes: Sequence[int], size: int, draw_pile: int, last_player: int | None
) -> list[str]:
    """Hands hold the dealt size while the draw pile lasts (the finder of the gold one less)."""
    for seat, held in enumerate(sizes):
        full = draw_pile > 0 and (phase is Phase.PLAY or seat != last_player)
        if held > size or (full and held != size):
            return [f"player {seat} holds {held} cards, which cannot be"]
        if draw_pile > 0 and phase is not Phase.PLAY and seat == last_player and held != size - 1:
            return [f"player {seat} found the gold holding {held + 1} cards, which cannot be"]
    return []


def _check_seats_tools(
    broken: Sequence[Sequence[object]], peeks: Sequence[Sequence[int]], maps: int
) -> list[str]:
    problems = []
    for seat, tools in enumerate(broken):
        if list(tools) != sorted(set(tools)):  # type: ignore[type-var]
            problems.append(f"player {seat}'s broken tools must be distinct and sorted")
            break
    for seat, peeked in enumerate(peeks):
        if list(peeked) != sorted(set(peeked)) or not set(peeked) <= {0, 1, 2}:
            problems.append(f"player {seat}'s map knowledge must name goals 0, 1 or 2")
            break
    if sum(len(peeked) for peeked in peeks) > maps:
        problems.append(f"the seats have looked at more goals than the {maps} maps played")
    return problems


def gold_limits(
    results: Sequence[RoundResult], players: int, options: SaboteurOptions
) -> tuple[list[int], list[int]]:
    """The most gold cards and nuggets each seat can hold after these rounds (rules §7)."""
    cards, nuggets = [0] * players, [0] * players
    top = max(GOLD_CARDS)
    for result in results:
        roles = result.roles
        if result.winner is Team.MINERS:
            miners = sum(1 for role in roles if role is Role.MINER)
            if options.gold_distribution is GoldDistribution.SEED:
                drawn = miners
            else:
                drawn = min(players, OFFICIAL_MAX_GOLD_DRAW)
            each = -(-drawn // miners) if miners else 0
            for seat, role in enumerate(roles):
                if role is Role.MINER:
                    cards[seat] += each
                    nuggets[seat] += each * top
        elif result.winner is Team.SABOTEURS:
            for seat, role in enumerate(roles):
                if role is Role.SABOTEUR:
                    cards[seat] += result.nuggets
                    nuggets[seat] += result.nuggets
    return cards, nuggets


def _stack_limit(result: RoundResult, players: int, options: SaboteurOptions) -> int:
    """The most gold cards drawn for the miners in the round of ``result``."""
    if options.gold_distribution is GoldDistribution.SEED:
        return sum(1 for role in result.roles if role is Role.MINER)
    return min(players, OFFICIAL_MAX_GOLD_DRAW)


def _check_gold(state: SaboteurState) -> list[str]:
    problems = []
    held = Counter([v for cards in state.gold for v in cards])
    if held + Counter(state.gold_deck) + Counter(state.gold_stack) != _GOLD:
        problems.append(f"the {len(GOLD_DECK)} gold cards are not each accounted for exactly once")
        return problems
    if any(list(cards) != sorted(cards) for cards in (*state.gold, state.gold_stack)):
        problems.append("gold cards must be kept sorted")
    most_cards, most_nuggets = gold_limits(state.results, state.players, state.options)
    for seat, cards in enumerate(state.gold):
        if len(cards) > most_cards[seat] or sum(cards) > most_nuggets[seat]:
            problems.append(
                f"player {seat} holds {len(cards)} gold cards worth {sum(cards)}, more than the "
                "rounds it won can have given it"
            )
            break
    if state.phase is Phase.CHOOSE_GOLD and state.results:
        limit = _stack_limit(state.results[-1], state.players, state.options)
        if not 2 <= len(state.gold_stack) <= limit:
            problems.append(
                f"{len(state.gold_stack)} gold cards wait to be chosen; there are 2 to {limit}"
            )
        elif not problems:
            problems.extend(_check_gold_to_come(state, most_cards, most_nuggets))
    elif state.gold_stack:
        problems.append("gold cards wait to be chosen while nobody is choosing")
    return problems


def _check_gold_to_come(
    state: SaboteurState, most_cards: Sequence[int], most_nuggets: Sequence[int]
) -> list[str]:
    """The gold cards still to be chosen, handed out one by one from the seat choosing in the
    direction the stack travels among the round's miners (rules §7.1, ruling S-2), cannot
    give a seat more cards or nuggets than the rounds it won can have given it (taking the
    stack's best cards): else a legal choice would make a state the check above refuses (a
    seat to choose that is not the next miner, say)."""
    roles = state.results[-1].roles
    seat = state.to_act
    if seat is None or not 0 <= seat < state.players or roles[seat] is not Role.MINER:
        return []  # the turn's checks say so
    coming = [0] * state.players
    for _ in state.gold_stack:
        coming[seat] += 1
        seat = next_miner(roles, seat, state.options.gold_pass_direction)
        assert seat is not None  # the seat choosing is a miner
    best = sorted(state.gold_stack, reverse=True)
    for seat, count in enumerate(coming):
        cards = state.gold[seat]
        if count and (
            len(cards) + count > most_cards[seat]
            or sum(cards) + sum(best[:count]) > most_nuggets[seat]
        ):
            return [
                f"the {len(state.gold_stack)} gold cards to be chosen, passed on from player "
                f"{state.to_act}, could give player {seat} more than the rounds it won can "
                "have given it"
            ]
    return []


# -- the maze -------------------------------------------------------------------------------------


def _check_maze(board: Sequence[Tile], goals: Sequence[GoalLike], rockfalls: int) -> list[str]:
    """Cards, cells, reach and edges of the maze, and the goal cards.

    ``rockfalls`` is the number of rockfalls played this round for a state, an upper bound of
    it for a view (which does not know what the face-down discards are).
    """
    problems: list[str] = []
    if board[0].rotated:
        problems.append("the start card is never turned")
    face_up = sum(1 for goal in goals if goal.face_up)
    reach = len(board) - 1 + rockfalls + face_up
    seen = {START_CELL, *GOAL_CELLS}
    bad: list[str] = []
    for tile in board[1:]:
        cell = (tile.x, tile.y)
        if tile.rotated not in _TURNS.get(tile.card, ()):
            bad.append(f"{_where(tile)} is not a path card so placed")
        elif cell in seen:
            bad.append(f"{_where(tile)} lies on a cell already taken (a card, the start or a goal)")
        elif abs(tile.x) + abs(tile.y) > reach:
            bad.append(
                f"{_where(tile)} lies {_cut(abs(tile.x) + abs(tile.y))} steps from the start, "
                f"but no card can lie more than {reach} steps away in this maze"
            )
        else:
            seen.add(cell)
            continue
        if len(bad) >= _SHOWN:
            break
    problems.extend(bad)
    problems.extend(_check_goals(goals, len(board) - 1 + rockfalls))
    if problems:
        return problems
    return _check_edges(board)


def _where(tile: Tile) -> str:
    return f"{tile.card} at ({_cut(tile.x)},{_cut(tile.y)})"


def _cut(number: int) -> str:
    """A number for a message, however large (a hostile one may have a million digits)."""
    if -(10**18) < number < 10**18:
        return str(number)
    return "-(10**18+)" if number < 0 else "10**18+"


def _check_goals(goals: Sequence[GoalLike], placed: int) -> list[str]:
    """The goal cards (all known in a state; in a view, those face up); ``placed``: at most
    how many path cards were placed this round."""
    problems = []
    if all(type(goal) is Goal for goal in goals):
        if sorted(goal.card for goal in goals) != sorted(GOAL_CARDS):  # type: ignore[type-var]
            problems.append("the goal cards must be the gold and the two coal cards")
    else:
        cards = [goal.card for goal in goals if goal.face_up]
        if any((goal.card is None) == goal.face_up for goal in goals):
            problems.append("a goal shows its card exactly when it lies face up")
        elif len(set(cards)) != len(cards) or not set(cards) <= set(GOAL_CARDS):
            problems.append("the goal cards must be the gold and the two coal cards")
    for goal in goals:
        if goal.rotated and (not goal.face_up or goal.card is Card.GOLD):
            problems.append(f"the goal card at ({goal.x},{goal.y}) is never turned so")
            break
    if any(goal.face_up for goal in goals) and placed < _PLACED_BEFORE_A_GOAL:
        problems.append(
            f"a goal lies face up but only {placed} path cards were placed this round; reaching "
            f"a goal takes at least {_PLACED_BEFORE_A_GOAL}"
        )
    return problems


def _check_edges(board: Sequence[Tile]) -> list[str]:
    """Cards that touch fit edge to edge: each was placed fitting every card around it."""
    codes = {(tile.x, tile.y): code_of(tile.card, tile.rotated) for tile in board}
    for (x, y), code in codes.items():
        for side, dx, dy in SIDES[1:3]:  # east and south: each touching pair once
            other = codes.get((x + dx, y + dy))
            if other is not None and bool(code & side) != bool(other & _opposite(side)):
                return [f"the cards at ({x},{y}) and ({x + dx},{y + dy}) do not fit together"]
    return []


def _opposite(side: int) -> int:
    return ((side << 2) | (side >> 2)) & 15


def _check_network(
    kept_by: SaboteurState | SaboteurView,
    board: Sequence[Tile],
    goals: Sequence[GoalLike],
    most_rockfalls: int,
) -> list[str]:
    """What the network says of the goals and, without rockfalls, of every card."""
    problems = []
    fresh = compute_network(board, goals)
    kept = kept_network(kept_by)
    if kept is None:
        kept_by.with_network(fresh)  # keep it: the rules will ask for it
    elif kept != fresh:
        problems.append("the network kept with the state does not match the maze")
    cells = occupancy(board, goals)
    reached = fresh.reached
    unexplained = 0
    for goal in goals:
        if not goal.face_up:
            if goal_contacts(cells, reached, goal.x, goal.y):
                problems.append(
                    f"a tunnel from the start reaches the goal at ({goal.x},{goal.y}), which "
                    "still lies face down"
                )
        elif not _touched(cells, goal.x, goal.y):
            unexplained += 1
    if unexplained > most_rockfalls:
        problems.append("a goal lies face up though no tunnel card leads to it")
    if most_rockfalls == 0:
        for tile in board[1:]:
            if not _joined(cells, reached, tile):
                problems.append(
                    f"the {tile.card} card at ({tile.x},{tile.y}) is not joined to the tunnels "
                    "from the start, and no rockfall was played this round"
                )
                break
    return problems


def _touched(cells: dict[tuple[int, int], int], x: int, y: int) -> bool:
    """Whether a connected card opens toward the goal cell ``(x, y)``, as when it was reached."""
    for side, dx, dy in SIDES:
        code = cells.get((x + dx, y + dy))
        if code is not None and code & CONNECTED and code & _opposite(side):
            return True
    return False


def _joined(
    cells: dict[tuple[int, int], int], reached: frozenset[tuple[int, int]], tile: Tile
) -> bool:
    """Whether ``tile`` is part of the network, or opens onto it (a dead end)."""
    cell = (tile.x, tile.y)
    if cell in reached:
        return True
    code = cells[cell]
    for side, dx, dy in SIDES:
        near = (tile.x + dx, tile.y + dy)
        if code & side and near in reached and cells[near] & _opposite(side):
            return True
    return False


def _check_gold_goal(
    phase: Phase, results: Sequence[RoundResult], goals: Sequence[GoalLike]
) -> list[str]:
    gold_up = any(goal.face_up and goal.card is Card.GOLD for goal in goals)
    won = phase is Phase.CHOOSE_GOLD or (
        phase is Phase.OVER and bool(results) and results[-1].winner is Team.MINERS
    )
    if gold_up != won:
        return ["the gold card lies face up exactly when the miners have won the round"]
    return []


# -- turns, results, logs -------------------------------------------------------------------------


def _check_results(results: Sequence[RoundResult], players: int) -> list[str]:
    table = ROLE_CARDS[players]
    expected = Counter({Role.MINER: table.miners, Role.SABOTEUR: table.saboteurs})
    for index, result in enumerate(results):
        name = f"the result of round {index}"
        saboteurs = sum(1 for role in result.roles if role is Role.SABOTEUR)
        if result.round != index:
            return [f"{name} says it is round {_cut(result.round)}"]
        if Counter((*result.roles, result.set_aside)) != expected:
            return [f"{name}: the role cards do not match the table for this player count"]
        if result.winner is Team.MINERS:
            sound = result.finder is not None and 0 <= result.finder < players
            sound = sound and result.nuggets == 0
        elif result.winner is Team.SABOTEURS:
            sound = result.finder is None and result.nuggets == SABOTEUR_PAYOUT.get(saboteurs)
        else:
            sound = result.finder is None and result.nuggets == 0 and saboteurs == 0
        if not sound:
            return [f"{name}: its winner, finder and payout do not agree with its roles"]
    return []


def _check_turn(
    phase: Phase,
    round_: int,
    results: Sequence[RoundResult],
    to_act: int | None,
    hands: Sequence[int],
    draw_pile: int,
    turns: int,
    placed: int,
    last_player: int | None,
    last_path_player: int | None,
) -> list[str]:
    """The phase, the seat to act, the results so far and the last seats to play."""
    players = len(hands)
    finished = len(results)
    if phase is Phase.PLAY:
        if finished != round_:
            return [f"round {round_} is being played but {finished} rounds have ended"]
        if to_act is None or not hands[to_act]:
            return [f"the seat to act, {to_act}, is not a seat holding cards"]
    elif finished != round_ + 1:
        return [f"round {round_} has ended but {finished} round results are recorded"]
    elif phase is Phase.CHOOSE_GOLD:
        last = results[-1]
        if last.winner is not Team.MINERS or to_act is None:
            return ["gold is chosen only after the miners win, by a seat of the game"]
        if last.finder != last_player or last.finder != last_path_player:
            return ["the seat that found the gold must have taken the last turn, with a path"]
        if last.roles[to_act] is not Role.MINER:
            return [f"the seat choosing gold, {to_act}, is not a miner"]
    else:
        if to_act is not None or round_ != ROUNDS - 1:
            return ["the game ends after the last round, with nobody to act"]
        if results[-1].winner is not Team.MINERS and (draw_pile or any(hands)):
            return ["a round the miners did not win ends when every card has been played"]
    if turns <= 0 and (last_player is not None or last_path_player is not None):
        return ["no turn was played this round, yet a seat played last"]
    if last_path_player is not None and (placed <= 0 or last_player is None):
        return ["no path card was placed this round, yet a seat placed the last one"]
    if phase is Phase.PLAY and last_player is not None:
        following = next(
            (
                (last_player + step) % players
                for step in range(1, players + 1)
                if hands[(last_player + step) % players]
            ),
            None,
        )
        if to_act != following:
            return [
                f"player {last_player} played last, so player {following} plays next, not {to_act}"
            ]
    return []


def _check_history(state: SaboteurState, turns: int) -> list[str]:
    history: Sequence[SaboteurMove] = state.history
    limit = state.round * (_MAX_TURNS + _MAX_CHOICES) + max(turns, 0)
    if state.phase is not Phase.PLAY:
        limit += _MAX_CHOICES
    if len(history) > limit:
        return [f"{len(history)} moves in the history, more than this game can have made"]
    players = state.players
    # Every seat named below ``players`` (the rule), found at C speed: the seats of all moves,
    # and the targets of the moves that have one (-1 for the others). Any other case, or a
    # value that does not compare, is left to the loop, which finds the move to name.
    try:
        sound = (
            max(map(_PLAYER, history), default=-1) < players
            and max(map(getattr, history, repeat("target"), repeat(-1)), default=-1) < players
        )
    except TypeError:
        sound = False
    for index, move in enumerate(() if sound else history):
        if move.player >= players or (type(move) in _TARGETED and move.target >= players):  # type: ignore[union-attr]
            return [f"move {index} of the history names a seat beyond the {players} seats"]
    last = state.last_player
    if (
        state.phase is Phase.PLAY
        and last is not None
        and (not history or history[-1].player != last)
    ):
        return ["the last move of the history is not by the seat that played last"]
    return []


def _check_events(
    events: Sequence[SaboteurEvent], players: int, round_: int, viewer: object = None
) -> list[str]:
    """The event log of the round: bounded, one round start, seats of the game, goals on goal
    cells and tunnels on the maze's other cells (:func:`_event_problem`); in a view
    (``viewer`` its seat), no private event of another seat."""
    # The move that ended the previous round, this round's turns and gold choices, each with
    # its events: at most a placement, three reveals, a draw, a skip per seat, the round end
    # with a payment per seat and the game end; plus the deal.
    limit = (1 + _MAX_TURNS + _MAX_CHOICES) * (2 * players + 12) + 2 * players + 1
    if len(events) > limit:
        return [f"{len(events)} events in the log of a round, more than a round can make"]
    size = HAND_SIZE[players]
    starts = [event for event in events if type(event) is RoundStarted]
    if len(starts) != 1 or starts[0].round != round_:
        return [f"the event log must hold the start of round {round_}, once"]
    seat_fields, private, view = _SEAT_FIELDS_OF, _PRIVATE, viewer is not _STATE
    if _seats_sound(events, players):
        seat_fields = _NO_SEAT_FIELDS  # every seat checked already: the loop checks the rest
    for index, event in enumerate(events):
        kind = type(event)
        for name in seat_fields[kind]:
            seat = getattr(event, name)
            if seat is not None and not 0 <= seat < players:
                return [f"a {kind.__name__} event names player {_cut(seat)}, not a seat"]
        if view and kind in private and event.player != viewer:  # type: ignore[union-attr]
            return [f"the view holds a private {kind.__name__} event of another seat"]
        if kind in _VALUED_EVENTS:
            problem = _event_problem(event)
            if problem:
                return [f"events[{index}] ({kind.__name__}): {problem}"]
        if kind not in _SIZED_EVENTS:  # most events: nothing more to check
            continue
        if kind is RoundEnded and len(event.roles) != players:  # type: ignore[union-attr]
            return ["a RoundEnded event must show one role per seat"]
        if kind is GameEnded and (
            len(event.totals) != players  # type: ignore[union-attr]
            or len(event.winners) > players  # type: ignore[union-attr]
            or not all(0 <= seat < players for seat in event.winners)  # type: ignore[union-attr]
        ):
            return ["a GameEnded event must show one total per seat and winning seats"]
        if (kind is HandDealt and len(event.cards) > size) or (  # type: ignore[union-attr]
            kind is GoldReceived and len(event.values) > len(GOLD_DECK)  # type: ignore[union-attr]
        ):
            return [f"a {kind.__name__} event shows more cards than a seat can receive"]
    return []


def _check_draws(events: Sequence[SaboteurEvent], open_pile: bool) -> list[str]:
    """A public draw names its card only when the draw pile lies face up, and then a card of
    the draw deck: a face-down draw naming one would tell every seat the drawer's card."""
    named = [e.card for e in events if type(e) is CardDrawn and e.card is not None]
    if not named:
        return []
    if not open_pile:
        return ["a CardDrawn event names the card drawn from a face-down draw pile"]
    strange = set(named) - _DECK.keys()
    if strange:
        return [f"a CardDrawn event names the {min(map(str, strange))} card, not in the deck"]
    return []


def _event_problem(event: SaboteurEvent) -> str | None:
    """What is wrong with the cell, card or gold of an event of :data:`_VALUED_EVENTS`.

    A goal is named by its cell, which must be one of the three goal cells (the sampler looks
    the goal up by it); a goal event shows a goal card, turned only if a coal card. A tunnel
    card lies or lay as it can on a cell that is neither the start's nor a goal's, within
    :data:`~tablegames.saboteur.cards.MAZE_REACH` of the start.
    """
    if isinstance(event, GoalRevealed | GoalInspected | GoalSeen):
        if (event.x, event.y) not in GOAL_CELLS:
            return f"({_cut(event.x)},{_cut(event.y)}) is not a goal cell"
        if isinstance(event, GoalRevealed | GoalSeen) and event.card not in GOAL_CARDS:
            return f"the {event.card} card is not a goal card"
        if isinstance(event, GoalRevealed) and event.rotated and event.card is Card.GOLD:
            return "the gold card is never turned"
    elif isinstance(event, PathPlaced | PathCleared):
        cell = (event.x, event.y)
        if event.card not in ORIENTATIONS:
            return f"the {event.card} card is not a tunnel card"
        if isinstance(event, PathPlaced) and event.rotated not in _TURNS[event.card]:
            return f"the {event.card} card is never turned so"
        if cell in _NOT_TUNNELS or abs(event.x) + abs(event.y) > MAZE_REACH:
            return f"no tunnel card lies at ({_cut(event.x)},{_cut(event.y)})"
    elif isinstance(event, GoldDrawn):
        if not 0 <= event.count <= OFFICIAL_MAX_GOLD_DRAW:
            return f"{_cut(event.count)} gold cards are not 0 to {OFFICIAL_MAX_GOLD_DRAW}"
    elif isinstance(event, GoldReceived) and not set(event.values) <= set(GOLD_CARDS):
        return f"gold cards are worth {', '.join(map(str, GOLD_CARDS))}"
    return None


def _seats_sound(events: Sequence[SaboteurEvent], players: int) -> bool:
    """Whether every seat field of ``events`` is ``None`` or a seat (0 to ``players`` - 1).

    The check :func:`_check_events` makes event by event, at C speed: the values of each seat
    field name over all events (``None`` for events without the field), the ``None`` dropped.
    ``False`` also when it cannot tell (an event of another class, a value that does not
    compare): the caller then checks event by event.
    """
    if not set(map(type, events)) <= _EVENT_CLASSES:
        return False
    try:
        for name in _SEAT_FIELD_NAMES:
            values: Iterator[Any] = map(getattr, events, repeat(name), repeat(None))
            seats = list(filter(_IS_NOT_NONE, values))
            if seats and not (min(seats) >= 0 and max(seats) < players):
                return False
    except TypeError:
        return False
    return True


# -- views ----------------------------------------------------------------------------------------


def check_view_invariants(view: SaboteurView) -> list[str]:
    """Every way ``view`` is inconsistent (empty when it is sound).

    A view has no ``players`` field: the seat count is ``len(hand_sizes)``, and every per-seat
    tuple must agree with it. Checks as for states what a view shows (see the module
    docstring), within what it can know: the cards it sees are no more than the deck holds, and
    with the counts of hidden cards make up the 67; its own hand, map knowledge and gold agree
    with the rest. Runs in time linear in the view's size and never raises on a well-typed view.
    """
    shape = _view_shape(view)
    if shape:
        return shape
    players = len(view.hand_sizes)
    size = HAND_SIZE[players]
    problems = _check_results(view.results, players)
    placed = len(view.board) - 1
    broken = sum(len(tools) for tools in view.broken)
    if view.draw_pile_size + sum(view.hand_sizes) + view.discard_count + placed + broken != len(
        DRAW_DECK
    ):
        problems.append(
            f"the draw pile, hands, discards, maze and broken tools must hold the "
            f"{len(DRAW_DECK)} path and action cards"
        )
    seen = Counter(
        [*view.hand, *(tile.card for tile in view.board[1:])]
        + [BROKEN_CARD[tool] for tools in view.broken for tool in tools]
        + ([view.draw_pile_top] if view.draw_pile_top is not None else [])
    )
    if seen - _DECK:
        problems.append(f"the view shows cards the deck does not hold: {_names(seen - _DECK)}")
    if list(view.hand) != sorted(view.hand):
        problems.append("the hand must be sorted")
    if (view.draw_pile_top is not None) != (
        view.options.open_draw_pile and view.draw_pile_size > 0
    ):
        problems.append("the top card of the draw pile shows exactly when the pile lies open")
    problems.extend(
        _check_hand_sizes(view.phase, view.hand_sizes, size, view.draw_pile_size, view.last_player)
    )
    problems.extend(_check_seats_tools(view.broken, (), 0))
    problems.extend(_check_view_gold(view, players))
    # A view does not know the face-down discards: at most every two discarded cards were a
    # rockfall and its cleared card, and there are only so many rockfalls and path cards.
    most_rockfalls = min(view.discard_count // 2, _DECK[Card.ROCKFALL], _TUNNELS - placed)
    maze = _check_maze(view.board, view.goals, most_rockfalls)
    problems.extend(maze)
    if not maze:
        problems.extend(_check_network(view, view.board, view.goals, most_rockfalls))
        problems.extend(_check_gold_goal(view.phase, view.results, view.goals))
        problems.extend(_check_sightings(view))
    turns = len(DRAW_DECK) - sum(view.hand_sizes) - view.draw_pile_size
    problems.extend(
        _check_turn(
            view.phase,
            view.round,
            view.results,
            view.to_act,
            view.hand_sizes,
            view.draw_pile_size,
            turns,
            placed + most_rockfalls,
            view.last_player,
            view.last_path_player,
        )
    )
    player = view.player
    ended = view.phase is not Phase.PLAY and bool(view.results)
    if player is not None and ended and view.results[-1].roles[player] is not view.role:
        problems.append("the viewer's role must be the one its round result shows")
    problems.extend(_check_events(view.events, players, view.round, view.player))
    problems.extend(_check_draws(view.events, view.options.open_draw_pile))
    return problems


def _view_shape(view: SaboteurView) -> list[str]:
    players = len(view.hand_sizes)
    if players not in ROLE_CARDS:
        return [
            f"hand_sizes has {players} entries; Saboteur is played by {MIN_PLAYERS} to "
            f"{MAX_PLAYERS}"
        ]
    wrong = [] if len(view.broken) == players else ["broken"]
    if view.gold_totals is not None and len(view.gold_totals) != players:
        wrong.append("gold_totals")
    if wrong:
        return [f"{', '.join(wrong)} must have one entry per seat, as hand_sizes ({players})"]
    problems = _common_shape(
        players,
        view.options,
        view.round,
        view.results,
        view.board,
        view.goals,
        {
            "player": view.player,
            "to_act": view.to_act,
            "last_player": view.last_player,
            "last_path_player": view.last_path_player,
        },
    )
    if problems:
        return problems
    size = HAND_SIZE[players]
    if any(not 0 <= held <= size for held in view.hand_sizes):
        return [f"hand sizes must be 0 to {size} in a {players}-player game"]
    for name, count in (
        ("draw_pile_size", view.draw_pile_size),
        ("discard_count", view.discard_count),
    ):
        if not 0 <= count <= len(DRAW_DECK):
            return [f"{name} {_cut(count)} is not 0 to {len(DRAW_DECK)}"]
    for name, count in (
        ("gold_stack_size", view.gold_stack_size),
        ("gold_deck_size", view.gold_deck_size),
    ):
        if not 0 <= count <= len(GOLD_DECK):
            return [f"{name} {_cut(count)} is not 0 to {len(GOLD_DECK)}"]
    if view.player is None:
        if view.role is not None or view.hand or view.gold or view.map_knowledge:
            return ["a spectator's view holds no role, hand, gold or map knowledge"]
    elif view.role is None or len(view.hand) != view.hand_sizes[view.player]:
        return ["the viewer's role must be shown and its hand must be as large as hand_sizes says"]
    return []


def _check_view_gold(view: SaboteurView, players: int) -> list[str]:
    problems = []
    values = set(GOLD_CARDS)
    if not set(view.gold) <= values or not set(view.gold_offer) <= values:
        return [f"gold cards are worth {', '.join(map(str, sorted(values)))}"]
    if Counter(view.gold) + Counter(view.gold_offer) - _GOLD:
        problems.append("the view shows more gold cards of a value than there are")
    if list(view.gold) != sorted(view.gold) or list(view.gold_offer) != sorted(view.gold_offer):
        problems.append("gold cards must be kept sorted")
    if view.gold_deck_size + view.gold_stack_size + len(view.gold) > len(GOLD_DECK):
        problems.append(f"more than the {len(GOLD_DECK)} gold cards are counted")
    most_cards, most_nuggets = gold_limits(view.results, players, view.options)
    if view.player is not None and (
        len(view.gold) > most_cards[view.player] or sum(view.gold) > most_nuggets[view.player]
    ):
        problems.append("the viewer holds more gold than the rounds it won can have given it")
    if view.gold_totals is not None:
        if any(
            not 0 <= total <= most
            for total, most in zip(view.gold_totals, most_nuggets, strict=True)
        ):
            problems.append("a seat's nuggets are more than the rounds it won can have given it")
        elif view.player is not None and view.gold_totals[view.player] != sum(view.gold):
            problems.append("the viewer's total must be the sum of its gold cards")
    if (view.phase is Phase.OVER) != (view.gold_totals is not None):
        problems.append("every seat's nuggets are shown exactly when the game is over")
    choosing = view.phase is Phase.CHOOSE_GOLD
    if choosing and view.results:
        limit = _stack_limit(view.results[-1], players, view.options)
        if not 2 <= view.gold_stack_size <= limit:
            problems.append(
                f"{view.gold_stack_size} gold cards wait to be chosen; there are 2 to {limit}"
            )
    elif view.gold_stack_size:
        problems.append("gold cards wait to be chosen while nobody is choosing")
    if choosing and view.player is not None and view.player == view.to_act:
        if len(view.gold_offer) != view.gold_stack_size:
            problems.append("the seat choosing gold sees the whole stack")
    elif view.gold_offer:
        problems.append("only the seat choosing gold sees the gold stack")
    return problems


def _check_sightings(view: SaboteurView) -> list[str]:
    """What the viewer's maps showed: face-down goals, cards no other goal shows."""
    down = {(goal.x, goal.y) for goal in view.goals if not goal.face_up}
    shown = [goal.card for goal in view.goals if goal.face_up]
    cells = [(sighting.x, sighting.y) for sighting in view.map_knowledge]
    cards = [sighting.card for sighting in view.map_knowledge]
    if len(set(cells)) != len(cells) or not set(cells) <= down:
        return ["map knowledge must be of distinct goals lying face down"]
    if len(set(cards)) != len(cards) or not set(cards) <= set(GOAL_CARDS) - set(shown):
        return ["map knowledge must show goal cards that no other goal shows"]
    return []
