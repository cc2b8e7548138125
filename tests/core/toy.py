"""A tiny game for testing the kernel and the conformance kit ("high card"). Tests only.

Rules: 2 or 3 players; a deck of cards 1..(2 * players + 2); each seat is dealt 2 hidden cards,
2 stay hidden in the deck. Seats play one card each in turn (seat 0 first); when everybody has
played, the highest card scores a point for its player, who leads the next round. After two
rounds the game ends; most points wins (ties share).

``make_toy`` builds the good game or a broken variant, and gives it on request the optional
hooks of the tools above the kernel (a sampler, a heuristic agent, search hooks, an RL module:
see tests/test_plugin.py, which proves that a game from outside the package gets every tool).
Every variant gets its own classes, since the registry maps classes to games. This module
deliberately does not use ``from __future__ import annotations``: its classes are made inside a
function, and cattrs must be able to resolve their annotations.
"""
# ruff: noqa: I002, UP007

from types import MappingProxyType
from typing import Any, Union

import attrs
import cattrs

from tablegames.core.errors import IllegalMoveError, NotYourTurnError
from tablegames.core.rng import Rng

HAND_SIZE = 2


def make_toy(
    name: str,
    *,
    leak: bool = False,
    omit: bool = False,
    mutate: bool = False,
    lossy: bool = False,
    sampler: bool = False,
    heuristic: bool = False,
    search: bool = False,
    rl_module: Union[str, None] = None,
    options: Any = None,
) -> Any:
    """Return a toy Game object; the first four flags break one promise each, the others add
    an optional hook.

    Args:
        leak: the view shows every hand.
        omit: ``legal_moves`` never offers the highest card in hand, though ``apply`` accepts it.
        mutate: ``apply`` changes its input state.
        lossy: the JSON form of a state loses the order of the hands.
        sampler: the game samples states from views (``sample_state``).
        heuristic: the game has a heuristic agent, which plays its highest card.
        search: the game has search hooks: the search looks ahead to the end of the round.
        rl_module: the dotted name of the game's RL module.
        options: the game's options class (attrs, every field with a default); none without.
    """

    @attrs.frozen
    class Options:
        """No options."""

    if options is not None:
        Options = options

    @attrs.frozen
    class PlayCard:
        player: int
        card: int

        def __str__(self) -> str:
            return f"P{self.player} plays {self.card}"

    @attrs.frozen
    class Forfeit:
        """Never legal; it exists so candidates include a second move class."""

        player: int

    @attrs.frozen
    class CardPlayed:
        player: int
        card: int

    @attrs.frozen
    class HandDealt:
        private = True
        player: int
        cards: tuple[int, ...]

    Event = Union[CardPlayed, HandDealt]
    Move = Union[PlayCard, Forfeit]

    @attrs.frozen
    class State:
        players: int
        seed: int
        options: Options
        history: tuple[Move, ...]
        hands: tuple[tuple[int, ...], ...]
        deck: tuple[int, ...]
        table: tuple[int, ...]
        leader: int
        points: tuple[int, ...]
        discards: tuple[int, ...]
        events: tuple[Event, ...]

    @attrs.frozen
    class View:
        player: int | None
        hand: tuple[int, ...]
        hand_sizes: tuple[int, ...]
        deck_size: int
        table: tuple[int, ...]
        leader: int
        points: tuple[int, ...]
        events: tuple[Event, ...]
        all_hands: tuple[tuple[int, ...], ...] = ()

    def current(state: Any) -> int | None:
        if all(not hand for hand in state.hands) and not state.table:
            return None
        return (state.leader + len(state.table)) % state.players

    def legal_for(hand: tuple[int, ...], my_turn: bool, player: int) -> tuple[Any, ...]:
        if not my_turn:
            return ()
        cards = sorted(hand)
        if omit and len(cards) > 1:
            cards = cards[:-1]
        return tuple(PlayCard(player, card) for card in cards)

    class Toy:
        min_players = 2
        max_players = 3
        state_type = State
        view_type = View
        options_type = Options
        move_types = (PlayCard, Forfeit)
        event_types = (CardPlayed, HandDealt)
        # Every code apply raises besides the kernel's (check_game refuses an undeclared one).
        error_codes = MappingProxyType(
            {
                "toy.turn": "It is another seat's turn.",
                "toy.forfeit": "Forfeiting is never allowed.",
                "toy.card": "The seat does not hold that card.",
            }
        )

        def __init__(self) -> None:
            self.name = name

        def new_game(self, players: int, seed: int, options: Any) -> Any:
            deck = Rng(seed, "deal").shuffle(range(1, 2 * players + 3))
            hands = tuple(
                deck[HAND_SIZE * seat : HAND_SIZE * seat + HAND_SIZE] for seat in range(players)
            )
            return State(
                players=players,
                seed=seed,
                options=options,
                history=(),
                hands=hands,
                deck=deck[HAND_SIZE * players :],
                table=(),
                leader=0,
                points=(0,) * players,
                discards=(),
                events=tuple(HandDealt(seat, hands[seat]) for seat in range(players)),
            )

        def current_player(self, state: Any) -> int | None:
            return current(state)

        def legal_moves(self, state: Any, player: int) -> tuple[Any, ...]:
            return legal_for(state.hands[player], current(state) == player, player)

        def legal_moves_from_view(self, view: Any) -> tuple[Any, ...]:
            players = len(view.hand_sizes)
            over = all(size == 0 for size in view.hand_sizes) and not view.table
            turn = None if over else (view.leader + len(view.table)) % players
            return legal_for(view.hand, turn == view.player, view.player)

        def apply(self, state: Any, move: Any) -> Any:
            if not isinstance(move, (PlayCard, Forfeit)):
                raise IllegalMoveError("not a toy move", code="core.move.wrong_game", move=move)
            if current(state) != move.player:
                raise NotYourTurnError("not your turn", code="toy.turn", move=move)
            if isinstance(move, Forfeit):
                raise IllegalMoveError("forfeiting is never allowed", code="toy.forfeit", move=move)
            hand = state.hands[move.player]
            if move.card not in hand:
                raise IllegalMoveError("you do not hold that card", code="toy.card", move=move)
            hands = list(state.hands)
            hands[move.player] = tuple(c for c in hand if c != move.card)
            table = (*state.table, move.card)
            leader, points, discards = state.leader, state.points, state.discards
            if len(table) == state.players:
                best = max(range(state.players), key=lambda i: table[i])
                winner = (state.leader + best) % state.players
                points = tuple(p + (seat == winner) for seat, p in enumerate(points))
                leader, discards, table = winner, discards + table, ()
            if mutate:
                object.__setattr__(state, "leader", (state.leader + 1) % state.players)
            return State(
                players=state.players,
                seed=state.seed,
                options=state.options,
                history=(*state.history, move),
                hands=tuple(hands),
                deck=state.deck,
                table=table,
                leader=leader,
                points=points,
                discards=discards,
                events=(*state.events, CardPlayed(move.player, move.card)),
            )

        def is_over(self, state: Any) -> bool:
            return current(state) is None

        def scores(self, state: Any) -> tuple[int, ...]:
            return state.points  # type: ignore[no-any-return]

        def winners(self, state: Any) -> tuple[int, ...]:
            if current(state) is not None:
                return ()
            best = max(state.points)
            return tuple(seat for seat, p in enumerate(state.points) if p == best)

        def view(self, state: Any, player: int | None) -> Any:
            return View(
                player=player,
                hand=() if player is None else state.hands[player],
                hand_sizes=tuple(len(hand) for hand in state.hands),
                deck_size=len(state.deck),
                table=state.table,
                leader=state.leader,
                points=state.points,
                events=tuple(
                    e
                    for e in state.events
                    if not getattr(e, "private", False) or e.player == player
                ),
                all_hands=state.hands if leak else (),
            )

        def render(self, obj: Any) -> str:
            return f"table {obj.table} points {obj.points}"

        def twin(self, state: Any, seat: int | None, seed: int) -> Any:
            hidden = [seat_ for seat_ in range(state.players) if seat_ != seat]
            pool = [c for s in hidden for c in state.hands[s]] + list(state.deck)
            pool = list(Rng(seed).shuffle(pool))
            hands = list(state.hands)
            for s in hidden:
                hands[s], pool = tuple(pool[: len(hands[s])]), pool[len(hands[s]) :]
            events = tuple(
                e for e in state.events if not getattr(e, "private", False) or e.player == seat
            )
            return attrs.evolve(state, hands=tuple(hands), deck=tuple(pool), events=events)

        def check_invariants(self, state: Any) -> list[str]:
            cards = [c for hand in state.hands for c in hand]
            cards += [*state.deck, *state.table, *state.discards]
            if sorted(cards) != list(range(1, 2 * state.players + 3)):
                return ["cards are not all accounted for exactly once"]
            return []

        def sample_state(self, view: Any, rng: Rng) -> Any:
            """The other hands and the deck drawn from the cards the viewer has not seen."""
            players = len(view.hand_sizes)
            played = [e.card for e in view.events if isinstance(e, CardPlayed)]
            seen = {*view.hand, *played}
            unseen = list(rng.shuffle([c for c in range(1, 2 * players + 3) if c not in seen]))
            hands = []
            for seat in range(players):
                if seat == view.player:
                    hands.append(view.hand)
                else:
                    size = view.hand_sizes[seat]
                    hands.append(tuple(unseen[:size]))
                    unseen = unseen[size:]
            return State(
                players=players,
                seed=rng.below(1 << 53),
                options=Options(),
                history=(),
                hands=tuple(hands),
                deck=tuple(unseen),
                table=view.table,
                leader=view.leader,
                points=view.points,
                discards=tuple(played[: len(played) - len(view.table)]),
                events=view.events,
            )

        def heuristic_agent(self, seed: Union[int, None] = None) -> Any:
            return HighCard()

        def candidate_moves(self, state: Any, player: int) -> list[Any]:
            cards = range(1, 2 * state.players + 3)
            return [PlayCard(player, c) for c in cards] + [Forfeit(player)]

        # No codecs: the toy's cards are numbers. The lossy toy customises its converter
        # through the documented fallback hook instead.
        def configure_converter(self, converter: cattrs.Converter) -> None:
            if lossy:
                base = cattrs.gen.make_dict_unstructure_fn(State, converter)

                def sorted_hands(state: Any) -> Any:
                    data = base(state)
                    data["hands"] = [sorted(hand) for hand in data["hands"]]
                    return data

                converter.register_unstructure_hook(State, sorted_hands)

    class HighCard:
        """The toy's heuristic agent: its highest card."""

        def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
            return max(moves, key=lambda move: move.card)

    class RoundSearch:
        """The toy's search hooks: a round ahead, a reward of 1 for taking the round's point."""

        def segment(self, state: Any) -> int:
            return len(state.discards) // state.players

        def rewards(self, start: Any, end: Any) -> tuple[float, ...]:
            return tuple(
                float(after > before)
                for before, after in zip(start.points, end.points, strict=True)
            )

        def searched(self, moves: tuple[Any, ...]) -> bool:
            return True

        def searchable(self, moves: tuple[Any, ...]) -> tuple[Any, ...]:
            return moves

    # Optional hooks the flags leave out are removed from the class, so the game object lacks
    # them as a game written without them would.
    if not sampler:
        del Toy.sample_state
    if not heuristic:
        del Toy.heuristic_agent
    if search:
        Toy.search_hooks = RoundSearch  # type: ignore[attr-defined]
    if rl_module is not None:
        Toy.rl_module = rl_module  # type: ignore[attr-defined]
    return Toy()
