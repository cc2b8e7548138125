"""The order of legal moves, as the protocol reference specifies it for each game (issue 12).

Each sort key below is written from the words of ``docs/protocol.rst`` (card orders are spelled
out as the JSON names), not from the rules code: over random playouts, every seat's legal moves
must be sorted by it without ties, both from the state and from the seat's view.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pytest

import tablegames
from tablegames import aluette, saboteur, ten
from tablegames.core.rng import Rng

# -- Aluette: the turn's moves, then signals ------------------------------------------------------

SUITS = ("coins", "cups", "swords", "batons")
RANKS = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "jack", "cavalier", "king")
SIGNALS = (
    "monsieur",
    "madame",
    "borgne",
    "vache",
    "grand_neuf",
    "petit_neuf",
    "deux_de_chene",
    "deux_d_ecrit",
    "aces",
    "weak_hand",
    "mordienne",
)


def aluette_card(card: object) -> tuple[int, int]:
    """Hand order: by suit (coins, cups, swords, batons), then rank (ace ... king)."""
    rank, _, suit = str(card).partition(" of ")
    return SUITS.index(suit), RANKS.index(rank)


def aluette_key(state: Any, move: Any) -> tuple[object, ...]:
    if isinstance(move, aluette.Signal):
        return (1, SIGNALS.index(move.kind.name.lower()), move.count or 0)
    if isinstance(move, (aluette.PlayCard, aluette.DiscardCard)):
        return (0, aluette_card(move.card))
    answer = next(
        getattr(move, f) for f in ("agree", "offer", "accept", "announce") if hasattr(move, f)
    )
    return (0, 0 if answer else 1)  # yes before no


# -- Saboteur: paths by cell, actions by card, discards -------------------------------------------

CATALOGUE = (
    *(f"tunnel {o}" for o in ("NS", "EW", "NE", "NW", "NES", "NEW", "NESW")),
    *(f"dead end {o}" for o in ("N", "E", "NS", "EW", "NE", "NW", "NES", "NEW", "NESW")),
    "broken pickaxe",
    "broken lantern",
    "broken cart",
    "repair pickaxe",
    "repair lantern",
    "repair cart",
    "repair pickaxe/lantern",
    "repair pickaxe/cart",
    "repair lantern/cart",
    "rockfall",
    "map",
)
TOOLS = ("pickaxe", "lantern", "cart")


def saboteur_key(state: Any, move: Any) -> tuple[object, ...]:
    if isinstance(move, saboteur.ChooseGold):
        return (move.value,)
    if isinstance(move, saboteur.PlacePath):
        return (0, move.x, move.y, CATALOGUE.index(str(move.card)), move.rotated)
    if isinstance(move, saboteur.Discard):
        return (2, CATALOGUE.index(str(move.card)))
    tool = TOOLS.index(move.tool.name.lower()) if hasattr(move, "tool") else 0
    if isinstance(move, saboteur.BreakTool):
        return (1, CATALOGUE.index(f"broken {TOOLS[tool]}"), move.target)
    if isinstance(move, saboteur.RepairTool):
        return (1, CATALOGUE.index(str(move.card)), tool, move.target)
    if isinstance(move, saboteur.Rockfall):
        placed = [(tile.x, tile.y) for tile in state.board]  # the start first, then as placed
        return (1, CATALOGUE.index("rockfall"), placed.index((move.x, move.y)))
    assert isinstance(move, saboteur.UseMap)
    goals = [(goal.x, goal.y) for goal in state.goals]  # north to south
    return (1, CATALOGUE.index("map"), goals.index((move.x, move.y)))


# -- TEN: one phase's moves in a fixed order ------------------------------------------------------

COLOURS = ("red", "blue", "orange", "green")
TEN_CARDS = (
    *(f"{colour} {n}" for colour in COLOURS for n in range(1, 10)),
    *(f"{colour} #" for colour in COLOURS),
    *(f"wild {n}" for n in range(1, 10)),
    "wild #",
    *(f"currency {n}" for n in range(1, 6)),
)
TEN_ORDER = (
    ten.Draw,
    ten.TakeNumbers,
    ten.TakeCurrency,
    ten.PassBid,
    ten.Bid,
    ten.PayToken,
    ten.PayBustToken,
    ten.PayCard,
    ten.SkipBuy,
    ten.Buy,
)


def ten_key(state: Any, move: Any) -> tuple[object, ...]:
    rest: object = 0
    if isinstance(move, ten.Bid):
        rest = move.amount
    elif isinstance(move, (ten.PayCard, ten.Buy)):
        rest = TEN_CARDS.index(str(move.card))
    return (TEN_ORDER.index(type(move)), rest)


KEYS: Mapping[str, Callable[[Any, Any], tuple[object, ...]]] = {
    "aluette": aluette_key,
    "saboteur": saboteur_key,
    "ten": ten_key,
}
#: Player counts and option sets that reach every phase (Aluette's concessions and
#: announcements, keep-the-highest discards; TEN's token-only bids).
SETUPS: Mapping[str, tuple[tuple[int, Mapping[str, object]], ...]] = {
    "aluette": (
        (4, {}),
        (4, {"surrender": True, "strict_keep_highest": True}),
        (4, {"mordienne": True, "announced_mordienne": True, "truthful_signals": True}),
    ),
    "saboteur": (
        (3, {}),
        (6, {"break_own_tools": False, "gold_distribution": "official"}),
        (10, {}),
    ),
    "ten": ((1, {}), (3, {"bid_with_cards": False}), (5, {"take_numbers_needs_numbers": True})),
}


PREFERRED: Mapping[type, Callable[[Any], bool]] = {
    aluette.VoteChant: lambda move: bool(move.agree),
    saboteur.PlacePath: lambda move: True,
}


def is_preferred(move: Any) -> bool:
    test = PREFERRED.get(type(move))
    return test is not None and test(move)


def states(game: str, seeds: range) -> Iterator[Any]:
    for players, options in SETUPS[game]:
        for seed in seeds:
            state = tablegames.new_game(game, players=players, seed=seed, options=options)
            rng = Rng(seed, "order")
            while True:
                yield state
                if tablegames.is_over(state):
                    break
                moves = tablegames.legal_moves(state)
                # Lean toward the moves that open the rarer phases: a chant agreed by all
                # four (its discards), tunnels that reach the gold (its sharing out).
                preferred = [move for move in moves if is_preferred(move)]
                if preferred and rng.below(10) < 8:
                    moves = tuple(preferred)
                state = tablegames.apply(state, rng.choice(moves))


def check_order(game: str, seeds: range) -> set[type]:
    """Assert the order for every seat of every state; return the move classes seen."""
    key = KEYS[game]
    seen: set[type] = set()
    for state in states(game, seeds):
        for seat in range(state.players):
            moves = tablegames.legal_moves(state, seat)
            keys = [key(state, move) for move in moves]
            assert all(a < b for a, b in itertools.pairwise(keys)), (seat, moves)
            assert tablegames.legal_moves(tablegames.view(state, seat)) == moves
            seen.update(type(move) for move in moves)
    return seen


@pytest.mark.parametrize("game", sorted(KEYS))
def test_legal_moves_come_in_the_documented_order(game: str) -> None:
    seen = check_order(game, range(6))
    # Every kind of move was met, so every rule of the order was exercised.
    assert seen == set(tablegames.GAMES[game].move_types)


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(KEYS))
def test_legal_moves_come_in_the_documented_order_in_many_games(game: str) -> None:
    check_order(game, range(6, 40))
