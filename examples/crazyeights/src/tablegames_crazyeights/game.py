"""Crazy Eights as a :class:`tablegames.Game`: the object the entry point names.

This distribution's ``pyproject.toml`` declares it in the entry-point group
``tablegames.games``, so ``import tablegames`` registers it: no file of tablegames names the
game. Everything tablegames' tools need of it hangs on :data:`GAME`: the rules (``new_game``,
``legal_moves``, ``apply`` ...), the JSON form of the cards, and the optional hooks the tools
read (``title``, ``words``, ``notation``, ``heuristic_agent``, ``rl_module``,
``max_game_length``, ``utilities``, ``drawing``, ``page_script``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from operator import attrgetter
from types import MappingProxyType

import attrs
from tablegames.core.codec import Codec
from tablegames.core.game import Game, packaged_text
from tablegames.core.rng import Rng

from tablegames_crazyeights import invariants, rules
from tablegames_crazyeights import sample as _sample
from tablegames_crazyeights import svg as _svg
from tablegames_crazyeights import text as _text
from tablegames_crazyeights import views as _views
from tablegames_crazyeights.agent import CrazyEightsAgent
from tablegames_crazyeights.cards import (
    CARD_ORDER,
    CARD_TEXT,
    CARDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SUITS,
    Card,
)
from tablegames_crazyeights.errors import ERROR_CODES
from tablegames_crazyeights.events import EVENT_TYPES, CardDrawn, CrazyEightsEvent, HandDealt
from tablegames_crazyeights.moves import (
    MOVE_TYPES,
    CrazyEightsMove,
    Draw,
    Pass,
    PlayCard,
    PlayEight,
)
from tablegames_crazyeights.notation import NOTATION, CrazyEightsNotation
from tablegames_crazyeights.state import (
    CrazyEightsOptions,
    CrazyEightsState,
    CrazyEightsView,
    DrawRule,
    EmptyStock,
)
from tablegames_crazyeights.words import WORDS, CrazyEightsWords

__all__ = ["GAME", "CrazyEightsGame"]

#: The options under which games run longest: every pass may follow a draw, the stock is
#: rebuilt, and rounds go on to a target.
_LONGEST = CrazyEightsOptions(
    draw_rule=DrawRule.ONE_THEN_PASS, empty_stock=EmptyStock.RESHUFFLE, target_score=1
)


def _vocabulary(player: int) -> tuple[CrazyEightsMove, ...]:
    return (
        *(PlayCard(player, card) for card in CARDS if not card.is_eight),
        *(PlayEight(player, card, suit) for card in CARDS if card.is_eight for suit in SUITS),
        Draw(player),
        Pass(player),
    )


# Built once: the conformance kit asks for candidates at every checked state.
_CANDIDATES = tuple(_vocabulary(player) for player in range(MAX_PLAYERS))
#: The longest game any table and options can give.
_MAX_HISTORY = max(
    rules.move_bound(players, _LONGEST) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
)
_CODECS = (
    Codec(Card, CARD_TEXT, forms="cards are written '<rank> of <suit>', such as '8 of hearts'"),
)
#: The game's words in other languages, each imported only when asked for (``words_in``).
_TRANSLATIONS: Mapping[str, str] = MappingProxyType(
    {"fr": "tablegames_crazyeights.words_fr:FRENCH"}
)


def _named_anew(event: CrazyEightsEvent, rng: Rng) -> CrazyEightsEvent:
    """A deal or a draw of another seat, which only that seat sees (rule 11), naming other
    cards (as many), drawn from ``rng``."""
    if isinstance(event, HandDealt):
        cards = rng.shuffle(CARDS)[: len(event.cards)]
        return attrs.evolve(event, cards=tuple(sorted(cards, key=CARD_ORDER.__getitem__)))
    assert isinstance(event, CardDrawn)
    return attrs.evolve(event, card=rng.choice(CARDS))


class CrazyEightsGame(Game[CrazyEightsState, CrazyEightsView, CrazyEightsMove, CrazyEightsOptions]):
    """The Crazy Eights implementation of the :class:`tablegames.Game` protocol."""

    # The members of Game that the game sets are properties, as Game declares them: pyright
    # lets only a property stand for a property (see the writing-a-game guide).
    @property
    def name(self) -> str:
        return "crazyeights"

    @property
    def title(self) -> str:
        return "Crazy Eights"

    @property
    def min_players(self) -> int:
        return MIN_PLAYERS

    @property
    def max_players(self) -> int:
        return MAX_PLAYERS

    @property
    def state_type(self) -> type[CrazyEightsState]:
        return CrazyEightsState

    @property
    def view_type(self) -> type[CrazyEightsView]:
        return CrazyEightsView

    @property
    def options_type(self) -> type[CrazyEightsOptions]:
        return CrazyEightsOptions

    @property
    def move_types(self) -> tuple[type[CrazyEightsMove], ...]:
        return MOVE_TYPES

    @property
    def event_types(self) -> tuple[type, ...]:
        return EVENT_TYPES

    @property
    def error_codes(self) -> Mapping[str, str]:
        return ERROR_CODES

    @property
    def max_history(self) -> int:
        """The longest game any table and options can give (see :meth:`max_game_length`)."""
        return _MAX_HISTORY

    @property
    def rl_module(self) -> str:
        """Read by tablegames.rl when asked for this game's encoder and action index (NumPy)."""
        return "tablegames_crazyeights.rl"

    @property
    def page_script(self) -> str:
        """The game's page in tablegames' web client: ``page.js`` beside this module."""
        return packaged_text("tablegames_crazyeights", "page.js")

    @property
    def codecs(self) -> tuple[Codec[Card]]:
        """Cards are written as their names (``"8 of hearts"``), the deck's order."""
        return _CODECS

    @property
    def words(self) -> CrazyEightsWords:
        """The game in words (labels, event texts, the terminal's menus), from its catalogue."""
        return WORDS

    @property
    def translations(self) -> Mapping[str, str]:
        """The game's words in French (:mod:`.words_fr`), imported only when asked for."""
        return _TRANSLATIONS

    @property
    def notation(self) -> CrazyEightsNotation:
        """The move notation (``Qs``, ``8h s``, ``draw``, ``pass``)."""
        return NOTATION

    def new_game(self, players: int, seed: int, options: CrazyEightsOptions) -> CrazyEightsState:
        return rules.new_game(players, seed, options)

    # The rules' own functions, not methods calling them: every bot's loop calls these three.
    # pyright compares a staticmethod object with Game's unbound method (self first) rather than
    # with the function an instance gives, which mypy checks and finds right.
    current_player = staticmethod(attrgetter("to_act"))  # type: ignore[assignment]
    legal_moves = staticmethod(rules.legal_moves)  # pyright: ignore[reportAssignmentType]
    apply = staticmethod(rules.apply)  # pyright: ignore[reportAssignmentType]

    def legal_moves_from_view(self, view: CrazyEightsView) -> tuple[CrazyEightsMove, ...]:
        return _views.legal_moves_from_view(view)

    def is_over(self, state: CrazyEightsState) -> bool:
        return rules.is_over(state)

    def scores(self, state: CrazyEightsState) -> tuple[int, ...]:
        return rules.scores(state)

    def winners(self, state: CrazyEightsState) -> tuple[int, ...]:
        return rules.winners(state)

    def view(self, state: CrazyEightsState, player: int | None) -> CrazyEightsView:
        return _views.view(state, player)

    def render(self, obj: CrazyEightsState | CrazyEightsView) -> str:
        return _text.render(obj)

    def drawing(
        self,
        obj: CrazyEightsState | CrazyEightsView,
        *,
        id_prefix: str = "tg",
        last_move: bool = False,
        words: CrazyEightsWords | None = None,
    ) -> str:
        """The table as SVG (see :mod:`tablegames_crazyeights.svg`), in the game's languages:
        its English words by default, or ``words``, the words of another language that
        :func:`tablegames.to_svg` passes when asked for one (``language="fr"``: the French
        of :mod:`tablegames_crazyeights.words_fr`)."""
        return _svg.draw(obj, id_prefix=id_prefix, last_move=last_move, words=words)

    def twin(self, state: CrazyEightsState, seat: int | None, seed: int) -> CrazyEightsState:
        """Reshuffle what ``seat`` cannot see, from the rules (rule 11).

        Hidden from a seat: the other hands (until the game is over: the last round's end shows
        them) and the order of the stock; the cards other seats were dealt and drew. The cards
        of the other hands and the stock are shuffled together and dealt back, each hand
        keeping its size, and the other seats' deals and draws name other cards. The twin is
        written from the rules, not with the view's filter (:func:`.views.can_see`): a twin
        that dropped what the view drops would copy whatever the view lets through.
        """
        over = state.to_act is None
        others = [s for s in range(state.players) if s != seat and not over]
        pool = [card for s in others for card in state.hands[s]]
        pool.extend(state.stock)
        shuffled = list(Rng(seed, "twin").shuffle(pool))
        hands = list(state.hands)
        for s in others:
            size = len(hands[s])
            hands[s] = tuple(sorted(shuffled[:size], key=CARD_ORDER.__getitem__))
            del shuffled[:size]
        named = Rng(seed, "twin events")
        events = tuple(
            _named_anew(event, named)
            if isinstance(event, (HandDealt, CardDrawn)) and event.player != seat
            else event
            for event in state.events
        )
        return attrs.evolve(state, hands=tuple(hands), stock=tuple(shuffled), events=events)

    def sample_state(self, view: CrazyEightsView, rng: Rng | int) -> CrazyEightsState:
        """A state consistent with ``view``, its hidden cards dealt anew (see :mod:`.sample`)."""
        return _sample.sample_state(view, rng)

    def check_invariants(self, state: CrazyEightsState) -> list[str]:
        return invariants.check_state(state)

    def check_view_invariants(self, view: CrazyEightsView) -> list[str]:
        return invariants.check_view(view)

    def candidate_moves(self, state: CrazyEightsState, player: int) -> Iterable[CrazyEightsMove]:
        """Every move of the vocabulary for ``player``: each card, each eight with each suit,
        Draw and Pass."""
        return _CANDIDATES[player]

    # -- the hooks of the tools above the kernel ------------------------------------------------

    def max_game_length(self, players: int, options: CrazyEightsOptions) -> int:
        """An upper bound of the moves of a game at ``players`` seats with ``options``: the
        bound of a round (see :func:`~tablegames_crazyeights.rules.move_bound`), times the
        rounds the options allow."""
        return rules.move_bound(players, options)

    def utilities(self, state: CrazyEightsState) -> tuple[float, ...]:
        """+1 to each winner and -1 to every other seat once the game is over; 0 to all when
        every seat shares the win (a blocked round whose hands count alike) or before the end.

        The points are not the payoff: a round won with a hand of eights left to the others
        is a win like any other.
        """
        won = state.winners
        if not won or len(won) == state.players:
            return (0.0,) * state.players
        return tuple(1.0 if seat in won else -1.0 for seat in range(state.players))

    def heuristic_agent(self, seed: int | None = None) -> CrazyEightsAgent:
        """A new :class:`~tablegames_crazyeights.CrazyEightsAgent`, reproducible from ``seed``."""
        return CrazyEightsAgent(seed)


#: The registered Crazy Eights game.
GAME = CrazyEightsGame()
