"""Build small TEN situations for rules tests: a fresh game with chosen cards placed."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs

import tablegames
from tablegames import ten
from tablegames.agents import RandomAgent
from tablegames.agents import play as play_out
from tablegames.core.words import Catalogue
from tablegames.ten.cards import CARD_ORDER, FEWEST_CARDS_TO_BUST, Card, parse_card


@attrs.frozen
class Listening(Catalogue):
    """A catalogue that notes the id of every message it says."""

    said: set[str] = attrs.field(factory=set, eq=False)

    def say(self, key: str, /, **fields: object) -> str:
        self.said.add(key)
        return Catalogue.say(self, key, **fields)


def finished(players: int, seed: int) -> ten.TenState:
    """A game played to its end by random seats (as ``tests/cli/test_words.py`` plays them)."""
    state = tablegames.new_game("ten", players=players, seed=seed)
    agents = [RandomAgent(seed * 10 + seat) for seat in range(players)]
    final: ten.TenState = play_out(state, agents)
    return final


def card(text: str) -> Card:
    """The card written ``text`` ("red 3", "blue #", "wild 4", "wild #", "currency 2")."""
    return parse_card(text)


def cards(*texts: str) -> tuple[Card, ...]:
    """The cards written ``texts``, in that order."""
    return tuple(parse_card(text) for text in texts)


def _sorted(items: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(items, key=CARD_ORDER.__getitem__))


def table(
    players: int = 3,
    *,
    active: int = 0,
    draw: Sequence[str] = (),
    pile_size: int | None = None,
    tableau: Sequence[str] = (),
    market: Sequence[str] = (),
    collections: Sequence[Sequence[str]] | None = None,
    tokens: Sequence[int] | None = None,
    bust_tokens: Sequence[int] | None = None,
    jen_tokens: int | None = None,
    options: ten.TenOptions | None = None,
) -> ten.TenState:
    """A fresh game at the start of ``active``'s draw phase, with the named cards placed.

    Every named card is taken out of the shuffled draw pile, so all cards stay accounted for.
    ``draw`` lists the next cards to be drawn, first drawn first. ``pile_size`` shrinks the
    draw pile to that many cards (``draw`` included) by discarding the others.

    The state is one a game can reach, as loading checks: with bust tokens held, the turn is
    the first after enough turns for those busts, and enough cards have left the pile for them
    (taken from the bottom of the pile to the discard pile if need be); with cards collected,
    in the market or discarded, every seat has had a turn already.
    """
    state = ten.new_game(players=players, seed=0, options=options)
    pile = list(state.draw_pile)

    def take(texts: Sequence[str]) -> list[Card]:
        taken = [parse_card(text) for text in texts]
        for item in taken:
            pile.remove(item)
        return taken

    top = take(draw)
    placed_tableau = tuple(take(tableau))
    placed_market = _sorted(take(market))
    seat_cards = tuple(_sorted(take(c)) for c in (collections or [()] * players))
    discard: tuple[Card, ...] = ()
    if pile_size is not None:
        keep = pile_size - len(top)
        discard = tuple(pile[: len(pile) - keep])
        del pile[: len(pile) - keep]
    busts = sum(bust_tokens or ())
    short = FEWEST_CARDS_TO_BUST * busts - (len(ten.deck(players)) - len(pile) - len(top))
    if short > 0:
        discard += tuple(pile[:short])
        del pile[:short]
    turn = 1 + busts
    if placed_market or any(seat_cards) or discard:
        # Cards are collected, marketed or discarded only as turns end: every seat has had one.
        turn = max(turn, players + 1)
        short = turn - 1 - (len(ten.deck(players)) - len(pile) - len(top))
        if short > 0:  # each of those turns drew a card
            discard += tuple(pile[:short])
            del pile[:short]
    state = attrs.evolve(
        state,
        events=(),
        turn=turn,
        active=active,
        to_act=active,
        draw_pile=(*pile, *reversed(top)),
        tableau=placed_tableau,
        market=placed_market,
        discard=discard,
        collections=seat_cards,
        tokens=tuple(tokens) if tokens is not None else state.tokens,
        bust_tokens=tuple(bust_tokens) if bust_tokens is not None else state.bust_tokens,
        jen_tokens=jen_tokens if jen_tokens is not None else state.jen_tokens,
    )
    problems = ten.GAME.check_invariants(state)
    assert not problems, problems
    return state


def play(state: ten.TenState, *moves: ten.TenMove) -> ten.TenState:
    """Apply ``moves`` in order, checking each was offered and each state stays sound."""
    for move in moves:
        assert move in ten.legal_moves(state, move.player), (
            move,
            ten.legal_moves(state, move.player),
        )
        state = ten.apply(state, move)
        problems = ten.GAME.check_invariants(state)
        assert not problems, problems
    return state


def happened(state: ten.TenState, *moves: ten.TenMove) -> tuple[ten.TenState, list[object]]:
    """Like :func:`play`, also returning every event the moves produced.

    The state's log restarts with each turn, so the events are gathered move by move.
    """
    seen: list[object] = []
    for move in moves:
        after = play(state, move)
        seen.extend(after.events if after.turn != state.turn else after.events[len(state.events) :])
        state = after
    return state, seen


def offered(state: ten.TenState) -> tuple[ten.TenMove, ...]:
    """The legal moves of the seat to act."""
    assert state.to_act is not None
    return ten.legal_moves(state, state.to_act)
