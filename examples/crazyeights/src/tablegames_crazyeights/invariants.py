"""Every way a Crazy Eights state or view can be one that no game reaches.

Cheap checks, made on every state and view read from JSON (so that a forged document cannot
crash or hang whoever loads it) and by the conformance kit on every state it visits.
"""

from __future__ import annotations

from collections import Counter

from tablegames_crazyeights.cards import (
    CARD_ORDER,
    CARDS,
    MAX_PLAYERS,
    MAX_RESHUFFLES,
    MAX_ROUNDS,
    MIN_PLAYERS,
    Card,
)
from tablegames_crazyeights.state import (
    CrazyEightsState,
    CrazyEightsView,
    DrawRule,
    EmptyStock,
)

__all__ = ["check_state", "check_view"]

_Table = CrazyEightsState | CrazyEightsView


def check_state(state: CrazyEightsState) -> list[str]:
    """Every way ``state`` is inconsistent (empty when it is sound)."""
    problems = _check_table(state, state.hands)
    if problems:
        return problems
    cards = Counter(state.stock)
    cards.update(state.discard)
    for hand in state.hands:
        cards.update(hand)
    if cards != Counter(CARDS):
        problems.append("the hands, the stock and the discard pile are not the 52-card deck")
    return problems


def check_view(view: CrazyEightsView) -> list[str]:
    """Every way ``view`` is inconsistent (empty when it is sound)."""
    if not MIN_PLAYERS <= view.players <= MAX_PLAYERS:
        return [f"{view.players} players: the game is played by 2 to 5"]
    if view.player is not None and not 0 <= view.player < view.players:
        return [f"the viewer, player {view.player}, is not a seat of the game"]
    hands = tuple(view.hand if seat == view.player else () for seat in range(view.players))
    problems = _check_table(view, hands, view.hand_sizes)
    if problems:
        return problems
    if view.player is None and view.hand:
        problems.append("a spectator holds no hand")
    if view.player is not None and len(view.hand) != view.hand_sizes[view.player]:
        problems.append("the viewer's hand is not the size the hand sizes give it")
    if set(view.hand) & set(view.discard):
        problems.append("a card is both in the viewer's hand and in the discard pile")
    if sum(view.hand_sizes) + view.stock_size + len(view.discard) != len(CARDS):
        problems.append("the hands, the stock and the discard pile do not count 52 cards")
    return problems


def _check_table(
    table: _Table,
    hands: tuple[tuple[Card, ...], ...],
    sizes: tuple[int, ...] | None = None,
) -> list[str]:
    """The checks a state and a view share; ``sizes`` are the hand sizes (a view's)."""
    players = table.players
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return [f"{players} players: the game is played by 2 to 5"]
    if sizes is None:
        sizes = tuple(len(hand) for hand in hands)
    if len(hands) != players or len(sizes) != players or len(table.totals) != players:
        return ["the hands, their sizes or the totals do not have one entry per seat"]
    problems: list[str] = []
    over = table.to_act is None
    if not over and not 0 <= table.to_act < players:  # type: ignore[operator]
        problems.append(f"the seat to act {table.to_act} is not a seat")
    if not 0 <= table.dealer < players:
        problems.append(f"the dealer {table.dealer} is not a seat")
    if not 1 <= table.round <= MAX_ROUNDS or (
        table.options.target_score is None and table.round != 1
    ):
        problems.append(f"round {table.round} cannot be played under these options")
    for seat, hand in enumerate(hands):
        if list(hand) != sorted(set(hand), key=CARD_ORDER.__getitem__):
            problems.append(f"player {seat}'s hand is not in canonical order without repeats")
    if any(size < 0 for size in sizes) or (not over and 0 in sizes):
        problems.append("a hand is empty, yet the round goes on")
    if not table.discard:
        problems.append("the discard pile is empty")
    elif not table.discard[-1].is_eight and table.suit is not table.discard[-1].suit:
        problems.append(f"the suit to follow is {table.suit.value}, not the top card's")
    if not 0 <= table.drawn <= len(CARDS) or (
        table.options.draw_rule is DrawRule.ONE_THEN_PASS and table.drawn > 1
    ):
        problems.append(f"{table.drawn} cards drawn this turn")
    if not 0 <= table.passes <= players or (not over and table.passes == players):
        problems.append(f"{table.passes} stuck passes in a row")
    limit = MAX_RESHUFFLES if table.options.empty_stock is EmptyStock.RESHUFFLE else 0
    if not 0 <= table.reshuffles <= limit:
        problems.append(f"the stock was rebuilt {table.reshuffles} times")
    if any(total < 0 for total in table.totals):
        problems.append("a total is negative")
    target = table.options.target_score
    if not over and target is not None and max(table.totals) >= target:
        problems.append("a total reached the target, yet the game goes on")
    if over != bool(table.winners):
        problems.append("the winners are set before the end, or missing after it")
    if list(table.winners) != sorted(set(table.winners)) or any(
        not 0 <= seat < players for seat in table.winners
    ):
        problems.append("the winners are not distinct seats in order")
    return problems
