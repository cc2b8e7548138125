"""A small Go Fish written as the 'Writing a game' guide shows, with no hook of its own but the
kernel's: the game of a reviewer who found what the defaults said wrong (tests only).

Rules: 2 or 3 players; twelve cards, two of each rank 1 to 6, all dealt; a seat lays down each
pair it holds as a book (public). In turn, a seat holding cards asks another seat holding cards
for a rank it holds (``Ask(player, target, rank)``): the target hands its card of that rank
over, if it has one, and the asker lays down the pair. The game ends when every card is in a
book, or after :data:`ASKS` asks; the most books win.

The state and view classes are declared ``repr=False``, so that they keep the bases' short
repr; ``register(GOFISH)`` before use and ``unregister`` after (each class belongs to one game).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

import attrs

from tablegames.core.bases import GameMove, GameState, GameView
from tablegames.core.errors import IllegalMoveError, check_move, check_turn
from tablegames.core.history import History
from tablegames.core.rng import Rng

#: The ranks; two cards of each.
RANKS = range(1, 7)
#: The most asks a game lasts (a seat may ask in vain for ever).
ASKS = 30


@attrs.frozen
class FishOptions:
    """No options."""


@attrs.frozen
class Ask(GameMove):
    player: int
    target: int
    rank: int


@attrs.frozen
class Asked:
    player: int
    target: int
    rank: int
    given: bool


@attrs.frozen(repr=False)
class FishState(GameState["FishState", Ask, "FishView", Asked]):
    players: int
    seed: int
    options: FishOptions
    history: History[Ask]
    events: tuple[Asked, ...]
    hands: tuple[tuple[int, ...], ...]
    books: tuple[tuple[int, ...], ...]
    to_act: int | None


@attrs.frozen(repr=False)
class FishView(GameView[FishState, Ask, Asked]):
    player: int | None
    events: tuple[Asked, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    books: tuple[tuple[int, ...], ...]
    to_act: int | None


def _booked(hand: tuple[int, ...], books: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The hand without its pairs, and the books with them."""
    pairs = sorted({rank for rank in hand if hand.count(rank) == 2})
    return tuple(c for c in hand if c not in pairs), (*books, *pairs)


def _next(hands: tuple[tuple[int, ...], ...], after: int, asks: int) -> int | None:
    """The next seat after ``after`` that holds cards, or ``None`` at the end."""
    if asks >= ASKS:
        return None
    players = len(hands)
    return next(
        (s % players for s in range(after + 1, after + 1 + players) if hands[s % players]), None
    )


def _moves(player: int, hand: tuple[int, ...], sizes: tuple[int, ...], to_act: int | None) -> Any:
    if player != to_act:
        return ()
    return tuple(
        Ask(player, target, rank)
        for target in range(len(sizes))
        if target != player and sizes[target]
        for rank in sorted(set(hand))
    )


class GoFish:
    name = "gofish_mini"
    min_players, max_players = 2, 3
    state_type, view_type, options_type = FishState, FishView, FishOptions
    move_types, event_types = (Ask,), (Asked,)
    # The code apply raises besides the kernel's (check_game refuses an undeclared one).
    error_codes = MappingProxyType({"gofish.ask": "The seat asked cannot be asked for that rank."})

    def new_game(self, players: int, seed: int, options: Any) -> FishState:
        deck = Rng(seed, "deal").shuffle([rank for rank in RANKS for _ in range(2)])
        size = len(deck) // players
        dealt = [
            _booked(tuple(sorted(deck[s * size : s * size + size])), ()) for s in range(players)
        ]
        hands = tuple(hand for hand, _ in dealt)
        books = tuple(book for _, book in dealt)
        return FishState(
            players, seed, options, History(), (), hands, books, _next(hands, players - 1, 0)
        )

    def apply(self, state: FishState, move: Ask) -> FishState:
        over = state.to_act is None
        seat = check_move(self.name, "a Go Fish", move, self.move_types, state.players, over=over)
        check_turn(self.name, move, seat, state.to_act)
        if move not in self.legal_moves(state, seat):
            raise IllegalMoveError(
                "Ask another seat holding cards for a rank you hold.", code="gofish.ask", move=move
            )
        hands, books = list(state.hands), list(state.books)
        given = move.rank in hands[move.target]
        if given:
            target = list(hands[move.target])
            target.remove(move.rank)
            hands[move.target] = tuple(target)
            hands[seat], books[seat] = _booked((*hands[seat], move.rank), books[seat])
        asks = len(state.history) + 1
        return attrs.evolve(
            state,
            history=state.history.appended(move),
            events=(*state.events, Asked(seat, move.target, move.rank, given)),
            hands=tuple(hands),
            books=tuple(books),
            to_act=_next(tuple(hands), seat, asks),
        )

    def current_player(self, state: FishState) -> int | None:
        return state.to_act

    def is_over(self, state: FishState) -> bool:
        return state.to_act is None

    def legal_moves(self, state: FishState, player: int) -> tuple[Ask, ...]:
        sizes = tuple(len(hand) for hand in state.hands)
        return _moves(player, state.hands[player], sizes, state.to_act)  # type: ignore[no-any-return]

    def legal_moves_from_view(self, view: FishView) -> tuple[Ask, ...]:
        if view.player is None:
            return ()
        return _moves(view.player, view.hand, view.hand_sizes, view.to_act)  # type: ignore[no-any-return]

    def candidate_moves(self, state: FishState, player: int) -> list[Ask]:
        return [Ask(player, t, r) for t in range(state.players) for r in RANKS]

    def scores(self, state: FishState) -> tuple[int, ...]:
        return tuple(len(book) for book in state.books)

    def winners(self, state: FishState) -> tuple[int, ...]:
        if state.to_act is not None:
            return ()
        best = max(self.scores(state))
        return tuple(s for s, score in enumerate(self.scores(state)) if score == best)

    def view(self, state: FishState, player: int | None) -> FishView:
        return FishView(
            player,
            state.events,
            () if player is None else state.hands[player],
            tuple(len(hand) for hand in state.hands),
            state.books,
            state.to_act,
        )

    def twin(self, state: FishState, seat: int | None, seed: int) -> FishState:
        """The other seats' hands reshuffled among them, each keeping its size."""
        hidden = [s for s in range(state.players) if s != seat]
        pool = list(Rng(seed).shuffle([c for s in hidden for c in state.hands[s]]))
        hands = list(state.hands)
        for s in hidden:
            hands[s], pool = tuple(sorted(pool[: len(hands[s])])), pool[len(hands[s]) :]
        return attrs.evolve(state, hands=tuple(hands))

    def check_invariants(self, state: FishState) -> list[str]:
        cards = sorted(
            [c for hand in state.hands for c in hand]
            + [r for book in state.books for r in book for _ in range(2)]
        )
        return [] if cards == sorted(r for r in RANKS for _ in range(2)) else ["a card is lost"]

    def render(self, obj: Any) -> str:
        return repr(obj)


#: The game object, to register.
GOFISH = GoFish()
