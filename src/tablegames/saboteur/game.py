"""Saboteur as a :class:`tablegames.Game`: the object the kernel registers and dispatches to."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

import attrs
import cattrs

from tablegames.core.game import Game
from tablegames.core.rng import Rng
from tablegames.saboteur import render as _render
from tablegames.saboteur import rules
from tablegames.saboteur import sample as _sample
from tablegames.saboteur import view as _view
from tablegames.saboteur.cards import (
    BROKEN_CARD,
    CARD_BY_TEXT,
    CARD_TEXT,
    DRAW_DECK,
    GOAL_CARDS,
    GOAL_CELLS,
    GOLD_DECK,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    REPAIRS,
    ROLE_CARDS,
    ROUNDS,
    START_CELL,
    Card,
    Role,
    Tool,
    parse_card,
)
from tablegames.saboteur.events import EVENT_TYPES, Team
from tablegames.saboteur.maze import ORIENTATIONS, SIDES, compute_network
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
)
from tablegames.saboteur.state import (
    Phase,
    SaboteurOptions,
    SaboteurState,
    SaboteurView,
)

__all__ = ["GAME", "SaboteurGame", "check_invariants"]


class SaboteurGame(Game[SaboteurState, SaboteurView, SaboteurMove, SaboteurOptions]):
    """The Saboteur implementation of the :class:`tablegames.Game` protocol."""

    name = "saboteur"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    state_type = SaboteurState
    view_type = SaboteurView
    options_type = SaboteurOptions
    move_types = MOVE_TYPES
    event_types = EVENT_TYPES

    def new_game(self, players: int, seed: int, options: SaboteurOptions) -> SaboteurState:
        return rules.new_game(players, seed, options)

    def current_player(self, state: SaboteurState) -> int | None:
        return rules.current_player(state)

    def legal_moves(self, state: SaboteurState, player: int) -> tuple[SaboteurMove, ...]:
        return rules.legal_moves(state, player)

    def legal_moves_from_view(self, view: SaboteurView) -> tuple[SaboteurMove, ...]:
        return _view.legal_moves_from_view(view)

    def apply(self, state: SaboteurState, move: SaboteurMove) -> SaboteurState:
        return rules.apply(state, move)

    def is_over(self, state: SaboteurState) -> bool:
        return rules.is_over(state)

    def scores(self, state: SaboteurState) -> tuple[int, ...]:
        return rules.scores(state)

    def winners(self, state: SaboteurState) -> tuple[int, ...]:
        return rules.winners(state)

    def view(self, state: SaboteurState, player: int | None) -> SaboteurView:
        return _view.view(state, player)

    def render(self, obj: SaboteurState | SaboteurView) -> str:
        return _render.render(obj)

    def twin(self, state: SaboteurState, seat: int | None, seed: int) -> SaboteurState:
        """Reshuffle what ``seat`` cannot see, from the rules (ruling 28).

        Hidden from a seat: the other seats' roles and the set-aside role while the round runs;
        the other hands, the draw pile's cards and order (but its top card under the
        ``open_draw_pile`` option) and the other seats' face-down discards; the face-down goals
        it has not looked at with a map; until the game ends, the other seats' gold cards, the
        gold deck, and the gold stack unless the seat is choosing from it; the private events of
        other seats. Every count is kept.
        """
        rng = Rng(seed, "twin")
        others = [s for s in range(state.players) if s != seat]
        changes: dict[str, object] = {}

        if state.phase is Phase.PLAY:
            roles = list(state.roles)
            pool = list(rng.shuffle([*(roles[s] for s in others), state.set_aside]))
            for s in others:
                roles[s] = pool.pop()
            changes.update(roles=tuple(roles), set_aside=pool.pop())

        top = state.draw_pile[:1] if state.options.open_draw_pile else ()
        rest = state.draw_pile[len(top) :]
        cards = [c for s in others for c in (*state.hands[s], *state.hidden_discards[s])]
        cards = list(rng.shuffle([*cards, *rest]))
        hands, hidden = list(state.hands), list(state.hidden_discards)
        for s in others:
            hands[s] = tuple(sorted(cards.pop() for _ in state.hands[s]))
            hidden[s] = tuple(cards.pop() for _ in state.hidden_discards[s])
        changes.update(hands=tuple(hands), hidden_discards=tuple(hidden), draw_pile=(*top, *cards))

        peeked = state.peeks[seat] if seat is not None else ()
        unknown = [i for i, g in enumerate(state.goals) if not g.face_up and i not in peeked]
        goal_cards = list(rng.shuffle([state.goals[i].card for i in unknown]))
        goals = list(state.goals)
        for i in unknown:
            goals[i] = attrs.evolve(goals[i], card=goal_cards.pop())
        changes.update(goals=tuple(goals))

        if state.phase is not Phase.OVER:
            stack_seen = state.phase is Phase.CHOOSE_GOLD and seat == state.to_act
            stack = () if stack_seen else state.gold_stack
            values = [v for s in others for v in state.gold[s]]
            values = list(rng.shuffle([*values, *state.gold_deck, *stack]))
            gold = list(state.gold)
            for s in others:
                gold[s] = tuple(sorted(values.pop() for _ in state.gold[s]))
            if not stack_seen:
                changes.update(gold_stack=tuple(sorted(values.pop() for _ in stack)))
            changes.update(gold=tuple(gold), gold_deck=tuple(values))

        changes.update(
            events=tuple(
                e
                for e in state.events
                if not getattr(e, "private", False) or getattr(e, "player", None) == seat
            )
        )
        return attrs.evolve(state, **changes)  # type: ignore[arg-type]

    def sample_state(self, view: SaboteurView, rng: Rng | int) -> SaboteurState:
        """A state consistent with ``view``, its hidden parts drawn (see :mod:`.sample`)."""
        return _sample.sample_state(view, rng)

    def check_invariants(self, state: SaboteurState) -> list[str]:
        return check_invariants(state)

    def candidate_moves(self, state: SaboteurState, player: int) -> Iterable[SaboteurMove]:
        """Moves from the vocabulary, a superset of the legal ones, plus plainly wrong ones.

        For each card held, every target its kind of move names: a path card in both
        orientations on every empty cell next to a card of the maze (a superset of the
        frontier), a tool card on every seat and tool, a rockfall on every card, a map on every
        goal cell, a discard. Besides, a few cards not held, non-seats, occupied or far cells,
        and gold values 0 to 4.
        """
        cards = {(t.x, t.y) for t in state.board} | {(g.x, g.y) for g in state.goals if g.face_up}
        taken = cards | {(g.x, g.y) for g in state.goals}
        near = sorted({(x + dx, y + dy) for x, y in cards for _, dx, dy in SIDES} - taken)
        held = sorted(set(state.hands[player]))
        seats = range(-1, state.players + 1)
        for card in held:
            if card in ORIENTATIONS:
                for x, y in near:
                    yield PlacePath(player, card, x, y, False)
                    yield PlacePath(player, card, x, y, True)
            elif card in REPAIRS:
                for target in seats:
                    for tool in Tool:
                        yield RepairTool(player, card, target, tool)
            elif card is Card.ROCKFALL:
                for tile in state.board:
                    yield Rockfall(player, tile.x, tile.y)
            elif card is not Card.MAP:
                for target in seats:
                    for tool in Tool:
                        yield BreakTool(player, target, tool)
            yield Discard(player, card)
        for x, y in [*near[:2], START_CELL, GOAL_CELLS[1], (40, 40)]:
            for card in (Card.TUNNEL_NESW, Card.DEAD_END_N, Card.MAP, Card.START):
                yield PlacePath(player, card, x, y, False)
        for target in (player, state.players):
            yield BreakTool(player, target, Tool.LANTERN)
            yield RepairTool(player, Card.REPAIR_PICKAXE_CART, target, Tool.CART)
            yield RepairTool(player, Card.MAP, target, Tool.CART)
        for x, y in [*GOAL_CELLS, START_CELL, (8, 1), (40, 40)]:
            yield Rockfall(player, x, y)
            yield UseMap(player, x, y)
        for card in (Card.TUNNEL_NS, Card.MAP, Card.GOLD):
            yield Discard(player, card)
        for value in range(5):
            yield ChooseGold(player, value)

    def json_strings(self) -> Mapping[type, tuple[str, ...]]:
        return {Card: tuple(CARD_TEXT.values())}

    def configure_converter(self, converter: cattrs.Converter) -> None:
        converter.register_unstructure_hook(Card, CARD_TEXT.__getitem__)
        converter.register_structure_hook(Card, _structure_card)


def _structure_card(
    value: object, _: type, _cards: Mapping[str, Card] = dict(CARD_BY_TEXT)
) -> Card:
    # A hot path when loading states: the common case is one dictionary lookup.
    card = _cards.get(value) if isinstance(value, str) else None
    if card is not None:
        return card
    if not isinstance(value, str):
        raise TypeError(f"expected a card such as 'tunnel NE', got {type(value).__name__}")
    return parse_card(value)


def check_invariants(state: SaboteurState) -> list[str]:
    """Every way ``state`` breaks the rules' bookkeeping (empty when it is sound)."""
    players = state.players
    if players not in ROLE_CARDS:
        return [f"Saboteur is played by {MIN_PLAYERS} to {MAX_PLAYERS}, not {players}"]
    per_seat = (state.roles, state.hands, state.hidden_discards, state.broken, state.peeks)
    if any(len(part) != players for part in (*per_seat, state.gold)):
        return ["roles, hands, discards, tools, peeks and gold must have one entry per seat"]
    problems: list[str] = []
    problems.extend(_check_cards(state))
    problems.extend(_check_maze(state))
    role_cards = ROLE_CARDS[players]
    expected = Counter({Role.MINER: role_cards.miners, Role.SABOTEUR: role_cards.saboteurs})
    if Counter((*state.roles, state.set_aside)) != expected:
        problems.append("the role cards do not match the table for this player count")
    held = Counter([v for cards in state.gold for v in cards])
    if held + Counter(state.gold_deck) + Counter(state.gold_stack) != Counter(GOLD_DECK):
        problems.append(f"the {len(GOLD_DECK)} gold cards are not each accounted for exactly once")
    if any(list(cards) != sorted(cards) for cards in (*state.gold, state.gold_stack)):
        problems.append("gold cards must be kept sorted")
    for seat, tools in enumerate(state.broken):
        if list(tools) != sorted(set(tools)):
            problems.append(f"seat {seat}'s broken tools must be distinct and sorted")
    for seat, peeked in enumerate(state.peeks):
        if list(peeked) != sorted(set(peeked)) or not set(peeked) <= set(range(len(GOAL_CELLS))):
            problems.append(f"seat {seat}'s map knowledge must name goals 0, 1 or 2")
    problems.extend(_check_turn(state))
    return problems


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
    if cards != Counter(DRAW_DECK):
        missing = sorted(str(c) for c, n in (Counter(DRAW_DECK) - cards).items() for _ in range(n))
        extra = sorted(str(c) for c, n in (cards - Counter(DRAW_DECK)).items() for _ in range(n))
        problems.append(
            f"the {len(DRAW_DECK)} path and action cards are not each accounted for exactly once "
            f"(missing: {missing or 'none'}; extra: {extra or 'none'})"
        )
    size = HAND_SIZE[state.players]
    for seat, hand in enumerate(state.hands):
        if list(hand) != sorted(hand):
            problems.append(f"seat {seat}'s hand must be sorted")
        full = state.phase is Phase.PLAY and bool(state.draw_pile)
        if len(hand) > size or (full and len(hand) != size):
            problems.append(f"seat {seat} holds {len(hand)} cards, which cannot be")
    return problems


def _check_maze(state: SaboteurState) -> list[str]:
    board, goals = state.board, state.goals
    if not board or board[0].card is not Card.START or (board[0].x, board[0].y) != START_CELL:
        return ["the start card must be the first card of the maze, at (0,0)"]
    problems = []
    if board[0].rotated:
        problems.append("the start card is never turned")
    cells = [(tile.x, tile.y) for tile in board]
    if len(set(cells)) != len(cells) or set(cells) & set(GOAL_CELLS):
        problems.append("two cards share a cell")
    for tile in board[1:]:
        turns = [rotated for rotated, _ in ORIENTATIONS.get(tile.card, ())]
        if tile.rotated not in turns:
            problems.append(f"{tile.card} at ({tile.x},{tile.y}) is not a path card so placed")
    if tuple((g.x, g.y) for g in goals) != GOAL_CELLS:
        return [*problems, "the goal cards must lie on their three cells"]
    if sorted(g.card for g in goals) != sorted(GOAL_CARDS):
        problems.append("the goal cards must be the gold and the two coal cards")
    if any(g.rotated and not g.face_up for g in goals):
        problems.append("a face-down goal card is never turned")
    gold_up = any(g.face_up and g.card is Card.GOLD for g in goals)
    if state.phase is not Phase.OVER and gold_up != (state.phase is Phase.CHOOSE_GOLD):
        problems.append("the gold card lies face up exactly when a round has been won by it")
    if problems:
        return problems
    fresh = compute_network(board, goals)
    try:
        kept = _NETWORK_SLOT.__get__(state, SaboteurState)
    except AttributeError:  # nothing kept yet (a loaded state): keep this one
        object.__setattr__(state, "network", fresh)
    else:
        if kept != fresh:
            problems.append("the network kept with the state does not match the maze")
    return problems


# The slot behind the cached ``network`` property: read without computing it.
_NETWORK_SLOT = SaboteurState.__dict__["network"]


def _check_turn(state: SaboteurState) -> list[str]:
    last = state.results[-1] if state.results else None
    finished = len(state.results)
    if not 0 <= state.round < ROUNDS:
        return [f"round {state.round} is not one of the {ROUNDS} rounds"]
    seats = range(state.players)
    for name in ("last_player", "last_path_player"):
        value = getattr(state, name)
        if value is not None and value not in seats:
            return [f"{name} {value!r} is not a seat"]
    if state.phase is Phase.PLAY:
        if finished != state.round:
            return [f"round {state.round} is being played but {finished} rounds have ended"]
        if state.to_act is None or state.to_act not in seats or not state.hands[state.to_act]:
            return [f"the seat to act, {state.to_act!r}, is not a seat holding cards"]
        if state.gold_stack:
            return ["gold cards are waiting while nobody is choosing"]
        return []
    if finished != state.round + 1 or last is None or last.roles != state.roles:
        return ["a finished round must have its result recorded"]
    if state.phase is Phase.CHOOSE_GOLD:
        if last.winner is not Team.MINERS or len(state.gold_stack) < 2:
            return ["gold is chosen only after the miners win, from at least two cards"]
        if state.to_act is None or state.to_act not in seats:
            return [f"the seat choosing gold, {state.to_act!r}, is not a seat"]
        if state.roles[state.to_act] is not Role.MINER:
            return [f"the seat choosing gold, {state.to_act!r}, is not a miner"]
        return []
    if state.to_act is not None or state.round != ROUNDS - 1 or state.gold_stack:
        return ["the game ends after the last round, with nobody to act"]
    return []


#: The registered Saboteur game.
GAME = SaboteurGame()
