"""Saboteur as a :class:`tablegames.Game`: the object the kernel registers and dispatches to."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter
from types import MappingProxyType

import attrs

from tablegames.core.codec import Codec
from tablegames.core.game import Game, packaged_text
from tablegames.core.rng import Rng
from tablegames.saboteur import bounds, rules
from tablegames.saboteur import sample as _sample
from tablegames.saboteur import svg as _svg
from tablegames.saboteur import text as _text
from tablegames.saboteur import views as _views
from tablegames.saboteur.agent import SaboteurAgent
from tablegames.saboteur.cards import (
    CARD_FORM,
    CARD_TEXT,
    GOAL_CELLS,
    GOLD_CARDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    REPAIRS,
    START_CELL,
    Card,
    Tool,
)
from tablegames.saboteur.errors import ERROR_CODES
from tablegames.saboteur.events import EVENT_TYPES
from tablegames.saboteur.invariants import check_invariants, check_view_invariants
from tablegames.saboteur.maze import ORIENTATIONS, SIDES
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
from tablegames.saboteur.notation import NOTATION
from tablegames.saboteur.search import SaboteurSearch
from tablegames.saboteur.state import (
    Phase,
    SaboteurOptions,
    SaboteurState,
    SaboteurView,
)
from tablegames.saboteur.text import render_table
from tablegames.saboteur.words import WORDS, SaboteurWords

__all__ = ["GAME", "SaboteurGame", "check_invariants", "check_view_invariants"]


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
    error_codes = ERROR_CODES
    title = "Saboteur"
    #: MCTSAgent's hooks (:mod:`tablegames.saboteur.search`): a round ahead, moves compared.
    search_hooks = SaboteurSearch
    #: The RL encoder and action index (:mod:`tablegames.saboteur.rl`).
    rl_module = "tablegames.saboteur.rl"

    @property
    def page_script(self) -> str:
        """Saboteur's page in the web client: ``page.js`` beside the rules."""
        return packaged_text("tablegames.saboteur", "page.js")

    #: Cards are written as their names (``"tunnel NE"``, ``"broken pickaxe"``).
    codecs = (Codec(Card, CARD_TEXT, forms=CARD_FORM),)
    #: The game in words (labels, event texts, the terminal's menus), from its catalogue.
    words = attrs.evolve(WORDS, painter=render_table)
    #: Saboteur in French (:mod:`tablegames.saboteur.words_fr`), imported when it is asked for.
    translations = MappingProxyType({"fr": "tablegames.saboteur.words_fr:FRENCH"})
    #: The move notation (``NW'@1,0``, ``break 2 pick``, ``map top``).
    notation = NOTATION

    def new_game(self, players: int, seed: int, options: SaboteurOptions) -> SaboteurState:
        return rules.new_game(players, seed, options)

    # The rules' own functions, not methods calling them (as Aluette's and TEN's): every bot's
    # loop calls these three (through tablegames.legal_moves and apply), and a call less each is
    # worth it. rules.current_player reads the state's to_act field; attrgetter does that
    # without a Python call.
    current_player = staticmethod(attrgetter("to_act"))  # type: ignore[assignment]
    legal_moves = staticmethod(rules.legal_moves)

    def legal_moves_from_view(self, view: SaboteurView) -> tuple[SaboteurMove, ...]:
        return _views.legal_moves_from_view(view)

    apply = staticmethod(rules.apply)

    def is_over(self, state: SaboteurState) -> bool:
        return rules.is_over(state)

    def scores(self, state: SaboteurState) -> tuple[int, ...]:
        return rules.scores(state)

    def view_scores(self, view: SaboteurView) -> tuple[int | None, ...]:
        return _views.view_scores(view)

    def winners(self, state: SaboteurState) -> tuple[int, ...]:
        return rules.winners(state)

    def view(self, state: SaboteurState, player: int | None) -> SaboteurView:
        return _views.view(state, player)

    def render(self, obj: SaboteurState | SaboteurView) -> str:
        return _text.render(obj)

    def drawing(
        self,
        obj: SaboteurState | SaboteurView,
        *,
        id_prefix: str = "tg",
        last_move: bool = False,
        names: Sequence[str | None] | None = None,
        words: SaboteurWords | None = None,
    ) -> str:
        """The maze and the table as SVG (see :mod:`tablegames.saboteur.svg`), in the game's
        languages: ``words``, Saboteur's words in another language than English (its French,
        :mod:`tablegames.saboteur.words_fr`, which :func:`~tablegames.to_svg` passes for
        ``language="fr"``), says every word of the picture; ``None`` draws it in English."""
        return _svg.draw(obj, id_prefix=id_prefix, last_move=last_move, names=names, words=words)

    def twin(self, state: SaboteurState, seat: int | None, seed: int) -> SaboteurState:
        """Reshuffle what ``seat`` cannot see, from the rules (ruling S-28).

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

        # What the seat sees of the log, by the rule its views keep (can_see).
        changes.update(events=tuple(e for e in state.events if self.can_see(e, seat)))
        return attrs.evolve(state, **changes)  # type: ignore[arg-type]

    def sample_state(self, view: SaboteurView, rng: Rng | int) -> SaboteurState:
        """A state consistent with ``view``, its hidden parts drawn (see :mod:`.sample`)."""
        return _sample.sample_state(view, rng)

    def check_invariants(self, state: SaboteurState, *, with_history: bool = True) -> list[str]:
        return check_invariants(state, with_history=with_history)

    def check_view_invariants(self, view: SaboteurView) -> list[str]:
        return check_view_invariants(view)

    def candidate_moves(self, state: SaboteurState, player: int) -> Iterable[SaboteurMove]:
        """Moves from the vocabulary, a superset of the legal ones, plus plainly wrong ones.

        For each card held, every target its kind of move names: a path card in both
        orientations on every empty cell next to a card of the maze (a superset of the
        frontier), a tool card on every seat and tool, a rockfall on every card, a map on every
        goal cell, a discard. Besides, a few cards not held, a non-seat (when the game has fewer
        than ten seats), occupied or far cells, and every gold value. Only moves that can be
        built: their fields are in range (see :mod:`tablegames.saboteur.moves`).
        """
        cards = {(t.x, t.y) for t in state.board} | {(g.x, g.y) for g in state.goals if g.face_up}
        taken = cards | {(g.x, g.y) for g in state.goals}
        near = sorted({(x + dx, y + dy) for x, y in cards for _, dx, dy in SIDES} - taken)
        held = sorted(set(state.hands[player]))
        # A seat number beyond this game's seats, if a move may name one (seats 0 to 9).
        beyond = [state.players] if state.players < MAX_PLAYERS else []
        seats = [*range(state.players), *beyond]
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
        for target in (player, *beyond):
            yield BreakTool(player, target, Tool.LANTERN)
            yield RepairTool(player, Card.REPAIR_PICKAXE_CART, target, Tool.CART)
            yield RepairTool(player, Card.MAP, target, Tool.CART)
        for x, y in [*GOAL_CELLS, START_CELL, (8, 1), (40, 40)]:
            yield Rockfall(player, x, y)
            yield UseMap(player, x, y)
        for card in (Card.TUNNEL_NS, Card.MAP, Card.GOLD):
            yield Discard(player, card)
        for value in sorted(GOLD_CARDS):
            yield ChooseGold(player, value)

    def max_game_length(self, players: int, options: SaboteurOptions) -> int:
        """The most moves a game can take (:func:`tablegames.saboteur.bounds.max_moves`)."""
        return bounds.max_moves(players, options)

    def utilities(self, state: SaboteurState) -> tuple[float, ...]:
        """+1 to the seats with the most nuggets, -1 to the others
        (:func:`tablegames.saboteur.bounds.utilities`)."""
        return bounds.utilities(state)

    def utility_bounds(self, players: int, options: SaboteurOptions) -> tuple[float, float]:
        return bounds.UTILITY_BOUNDS

    def heuristic_agent(self, seed: int | None = None) -> SaboteurAgent:
        """A new :class:`~tablegames.saboteur.SaboteurAgent`."""
        return SaboteurAgent(seed)


#: The registered Saboteur game.
GAME = SaboteurGame()
