"""Builders of small Saboteur situations for the rules tests (tests only).

``arrange`` starts from a fresh game and sets the maze, goals, hands, tools and roles it is
given, keeping every card accounted for: the cards it places come out of the 67-card deck and
the rest fill the other hands and the draw pile, so the state passes ``check_invariants``.
Coordinates: ``x`` grows toward the goals, ``y`` southward; the start is at (0, 0).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

import attrs
import pytest

import tablegames
from tablegames import IllegalMoveError, saboteur
from tablegames.core.rng import Rng
from tablegames.saboteur import Card, Goal, Role, SaboteurOptions, SaboteurState, Tile, Tool
from tablegames.saboteur.cards import (
    BROKEN_CARD,
    DRAW_DECK,
    GOAL_CELLS,
    GOLD_DECK,
    HAND_SIZE,
    PATHS,
)
from tablegames.saboteur.game import check_invariants

EW, NS = Card.TUNNEL_EW, Card.TUNNEL_NS
#: Cards open to the east and west, in the order ``row`` uses them (5 crossroads, 5 T-junctions).
_ACROSS = (Card.TUNNEL_NESW,) * 5 + (Card.TUNNEL_NEW,) * 5


def row(y: int, first: int, last: int) -> tuple[Tile, ...]:
    """A row of tiles open east and west on row ``y``, columns ``first`` to ``last`` included.

    Crossroads first, then north-east-west T-junctions, so the three straight east-west
    tunnels stay free for the hands.
    """
    return tuple(Tile(x, y, card) for x, card in zip(range(first, last + 1), _ACROSS, strict=False))


#: A row from the start to just west of the middle goal: (1,0) .. (7,0).
ROW_TO_MIDDLE_GOAL = row(0, 1, 7)


def arrange(
    *,
    players: int = 4,
    seed: int = 1,
    options: SaboteurOptions | None = None,
    tiles: Sequence[Tile] = (),
    goals: Sequence[Card] = (Card.COAL_NE, Card.GOLD, Card.COAL_NW),
    revealed: Mapping[int, bool] | None = None,
    hands: Mapping[int, Sequence[Card]] | None = None,
    broken: Mapping[int, Sequence[Tool]] | None = None,
    roles: Sequence[Role] | None = None,
    to_act: int = 0,
    pile: int | None = None,
    gold: Mapping[int, Sequence[int]] | None = None,
    gold_deck: Sequence[int] | None = None,
    cleared: Sequence[Card] = (),
) -> SaboteurState:
    """A sound state of round 0 with the given situation.

    Args:
        goals: The goal cards north to south: at (8,-2), (8,0), (8,2).
        revealed: Goals (by index) lying face up, with their ``rotated`` flag.
        hands: Cards of some seats; the other seats get full hands of other cards, and while
            the draw pile holds cards, these hands are filled up too.
        pile: How many cards stay in the draw pile (the others were discarded face down, dealt
            round the seats' hidden discards); ``None`` keeps them all.
        gold, gold_deck: The gold cards of some seats and the gold deck; whatever is left of
            the 28 gold cards goes to the last seat. Gold held in round 0 stands for earlier
            rounds' winnings (no game reaches it: the state is checked before it is set).
        cleared: Path cards cleared by rockfalls earlier in the round: each lies in the discard
            pile with its rockfall.
    """
    state = saboteur.new_game(players=players, seed=seed, options=options)
    left = Counter(DRAW_DECK)
    order = [c for hand in state.hands for c in hand] + list(state.draw_pile)

    def take(card: Card) -> Card:
        if left[card] <= 0:
            raise ValueError(f"no {card} card left to arrange")
        left[card] -= 1
        return card

    for tile in tiles:
        take(tile.card)
    face_up_pile = tuple(c for card in cleared for c in (take(card), take(Card.ROCKFALL)))
    tools = tuple(tuple(sorted((broken or {}).get(seat, ()))) for seat in range(players))
    for seat_tools in tools:
        for tool in seat_tools:
            take(BROKEN_CARD[tool])
    dealt: list[tuple[Card, ...] | None] = [None] * players
    for seat, cards in (hands or {}).items():
        dealt[seat] = tuple(sorted(take(card) for card in cards))
    rest: list[Card] = []
    for card in order:
        if left[card] > 0:
            left[card] -= 1
            rest.append(card)
    size = HAND_SIZE[players]
    kept = len(rest) - players * size if pile is None else pile
    for seat in range(players):
        given = dealt[seat]
        if given is None or kept > 0:  # hands stay full while the draw pile lasts
            missing = size - len(given or ())
            dealt[seat] = tuple(sorted((*(given or ()), *rest[:missing])))
            del rest[:missing]
    kept = len(rest) if pile is None else pile
    shown = revealed or {}
    goal_cards = tuple(
        Goal(x, y, card, index in shown, shown.get(index, False))
        for index, ((x, y), card) in enumerate(zip(GOAL_CELLS, goals, strict=True))
    )
    changes: dict[str, object] = {}
    gold_changes: dict[str, object] = {}
    if roles is not None:
        table = saboteur.ROLE_CARDS[players]
        spare = Counter({Role.MINER: table.miners, Role.SABOTEUR: table.saboteurs})
        spare.subtract(Counter(roles))
        changes.update(roles=tuple(roles), set_aside=next(r for r, n in spare.items() if n))
    if gold is not None or gold_deck is not None:
        seats = [tuple(sorted((gold or {}).get(seat, ()))) for seat in range(players)]
        deck = tuple(gold_deck) if gold_deck is not None else state.gold_deck
        spare_gold = Counter(GOLD_DECK) - Counter(deck) - Counter(v for s in seats for v in s)
        seats[-1] = tuple(sorted((*seats[-1], *spare_gold.elements())))
        gold_changes.update(gold=tuple(seats), gold_deck=deck)
    discarded = rest[kept:]
    arranged = attrs.evolve(
        state,
        board=(state.board[0], *tiles),
        goals=goal_cards,
        hands=tuple(hand or () for hand in dealt),
        broken=tools,
        to_act=to_act,
        draw_pile=tuple(rest[:kept]),
        discard_pile=face_up_pile,
        hidden_discards=tuple(tuple(discarded[seat::players]) for seat in range(players)),
        **changes,  # type: ignore[arg-type]
    )
    problems = check_invariants(arranged)
    assert not problems, problems
    # Gold held in round 0 stands for the gold of earlier rounds, which the state does not
    # record: set it after the check, which would refuse it.
    return attrs.evolve(arranged, **gold_changes) if gold_changes else arranged  # type: ignore[arg-type]


def refusal(state: SaboteurState, move: object) -> str:
    """The code of the :class:`IllegalMoveError` that ``apply`` raises for ``move``.

    Also checks that the move is not offered by ``legal_moves`` and the state is unchanged.
    """
    before = tablegames.to_json(state)
    with pytest.raises(IllegalMoveError) as info:
        saboteur.apply(state, move)  # type: ignore[arg-type]
    assert tablegames.to_json(state) == before
    player = getattr(move, "player", None)
    if isinstance(player, int) and 0 <= player < state.players:
        assert move not in saboteur.legal_moves(state, player)
    assert str(info.value)
    return info.value.code


def play(state: SaboteurState, *moves: saboteur.SaboteurMove) -> SaboteurState:
    """Apply moves in turn, checking each is offered by ``legal_moves`` first."""
    for move in moves:
        assert move in saboteur.legal_moves(state, move.player), (move, state.to_act)
        state = saboteur.apply(state, move)
    return state


def tunneller(state: SaboteurState, rng: Rng) -> saboteur.SaboteurMove:
    """A move of a seat that digs toward the goals (and now and then does anything legal).

    Random play almost never finds the gold; games played by tunnellers often do, which lets
    tests reach the phase where the miners share it by real play.
    """
    player = state.to_act
    assert player is not None
    moves = saboteur.legal_moves(state, player)
    if state.phase is saboteur.Phase.CHOOSE_GOLD or rng.below(5) == 0:
        return rng.choice(moves)
    paths = [m for m in moves if isinstance(m, saboteur.PlacePath) and PATHS[m.card].connected]
    if paths:
        best = max(m.x * 4 - abs(m.y) for m in paths)
        return rng.choice([m for m in paths if m.x * 4 - abs(m.y) == best])
    repairs = [m for m in moves if isinstance(m, saboteur.RepairTool) and m.target == player]
    if repairs:
        return repairs[0]
    return rng.choice([m for m in moves if isinstance(m, saboteur.Discard)])


def tunnellers_game(
    players: int, seed: int, options: SaboteurOptions | None = None
) -> list[SaboteurState]:
    """Every state of a game played by tunnellers."""
    rng = Rng(seed, "tunnellers")
    state = saboteur.new_game(players=players, seed=seed, options=options)
    states = [state]
    while state.to_act is not None:
        state = saboteur.apply(state, tunneller(state, rng))
        states.append(state)
    return states
