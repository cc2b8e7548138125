"""TEN as a :class:`tablegames.Game`: the object the kernel registers and dispatches to."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter
from types import MappingProxyType

import attrs

from tablegames.core.codec import Codec
from tablegames.core.errors import ConfigError
from tablegames.core.game import Game, packaged_text
from tablegames.core.rng import Rng
from tablegames.ten import bounds, invariants, rules
from tablegames.ten import sample as _sample
from tablegames.ten import svg as _svg
from tablegames.ten import text as _text
from tablegames.ten import views as _views
from tablegames.ten.agent import TenAgent
from tablegames.ten.cards import (
    BUST_TOKEN_VALUE,
    CARD_FORM,
    CARD_TEXT,
    CARDS,
    MAX_BUYING_POWER,
    MAX_PLAYERS,
    MIN_BID,
    MIN_PLAYERS,
    Card,
)
from tablegames.ten.errors import ERROR_CODES
from tablegames.ten.events import EVENT_TYPES
from tablegames.ten.moves import (
    MOVE_TYPES,
    Bid,
    Buy,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    SkipBuy,
    TakeCurrency,
    TakeNumbers,
    TenMove,
)
from tablegames.ten.notation import NOTATION
from tablegames.ten.search import TenSearch
from tablegames.ten.state import JenPolicy, TenOptions, TenState, TenView
from tablegames.ten.words import WORDS, TenWords

__all__ = ["GAME", "TenGame", "check_invariants"]

#: Bids always tried by :meth:`TenGame.candidate_moves`, from the smallest that can be built
#: (bids below 1 are refused by Bid itself).
_CANDIDATE_BIDS = range(MIN_BID, 41)


def _vocabulary(player: int) -> tuple[TenMove, ...]:
    return (
        Draw(player),
        TakeNumbers(player),
        TakeCurrency(player),
        PassBid(player),
        PayToken(player),
        PayBustToken(player),
        SkipBuy(player),
        *(Bid(player, amount) for amount in _CANDIDATE_BIDS),
        *(PayCard(player, card) for card in CARDS),
        *(Buy(player, card) for card in CARDS),
    )


# Built once: the conformance kit asks for candidates at every checked state.
_CANDIDATES = tuple(_vocabulary(player) for player in range(MAX_PLAYERS))


class TenGame(Game[TenState, TenView, TenMove, TenOptions]):
    """The TEN implementation of the :class:`tablegames.Game` protocol."""

    name = "ten"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    state_type = TenState
    view_type = TenView
    options_type = TenOptions
    move_types = MOVE_TYPES
    event_types = EVENT_TYPES
    error_codes = ERROR_CODES
    title = "TEN"
    #: MCTSAgent's hooks (:mod:`tablegames.ten.search`): a turn ahead, push-your-luck only.
    search_hooks = TenSearch
    #: The RL encoder and action index (:mod:`tablegames.ten.rl`).
    rl_module = "tablegames.ten.rl"

    @property
    def page_script(self) -> str:
        """TEN's page in the web client: ``page.js`` beside the rules."""
        return packaged_text("tablegames.ten", "page.js")

    #: Cards are written as their names (``"red 3"``, ``"wild #"``), the deck's order.
    codecs = (Codec(Card, CARD_TEXT, forms=CARD_FORM),)
    #: The game in words (labels, event texts, the terminal's menus), from its catalogue.
    words = attrs.evolve(WORDS, painter=_text.picture)
    #: TEN in French (:mod:`tablegames.ten.words_fr`), imported when it is asked for.
    translations = MappingProxyType({"fr": "tablegames.ten.words_fr:FRENCH"})
    #: The move notation (``draw``, ``bid 3``, ``pay t``).
    notation = NOTATION

    def check_new_game(self, players: int, options: TenOptions) -> None:
        """Refuse a ``jen_policy`` other than the default at more than one player: there is
        no Jen to bid (she plays the solo variant only, ruling T-A29), so the choice would
        silently mean nothing. Games made before this was refused still read and replay."""
        if players != MIN_PLAYERS and options.jen_policy is not JenPolicy.ALL_TOKENS:
            raise ConfigError(
                f"jen_policy is for the one-player game only (Jen bids in the solo variant, "
                f"ruling T-A29), but it is {options.jen_policy.value} at a {players}-player "
                "table"
            )

    def new_game(self, players: int, seed: int, options: TenOptions) -> TenState:
        return rules.new_game(players, seed, options)

    # The rules' own functions, not methods calling them: every bot's loop calls these three
    # (through tablegames.legal_moves and apply), and a call less each is worth it.
    # rules.current_player reads the state's to_act field; attrgetter does that without a
    # Python call, on every step of every bot loop.
    current_player = staticmethod(attrgetter("to_act"))  # type: ignore[assignment]
    # What rules.legal_moves calls; its first parameter is named for views too (table).
    legal_moves = staticmethod(rules.moves_for)  # type: ignore[assignment]

    def legal_moves_from_view(self, view: TenView) -> tuple[TenMove, ...]:
        return _views.legal_moves_from_view(view)

    apply = staticmethod(rules.apply)

    def is_over(self, state: TenState) -> bool:
        return rules.is_over(state)

    def scores(self, state: TenState) -> tuple[int, ...]:
        return rules.scores(state)

    def view_scores(self, view: TenView) -> tuple[int | None, ...]:
        return _views.view_scores(view)

    def winners(self, state: TenState) -> tuple[int, ...]:
        return rules.winners(state)

    def view(self, state: TenState, player: int | None) -> TenView:
        return _views.view(state, player)

    def render(self, obj: TenState | TenView) -> str:
        return _text.render(obj)

    def drawing(
        self,
        obj: TenState | TenView,
        *,
        id_prefix: str = "tg",
        last_move: bool = False,
        names: Sequence[str | None] | None = None,
        words: TenWords | None = None,
    ) -> str:
        """The table as SVG (see :mod:`tablegames.ten.svg`), in the game's languages: in
        English, its own words, or in ``words`` (its French words, as
        ``to_svg(obj, language="fr")`` passes them)."""
        return _svg.draw(obj, id_prefix=id_prefix, last_move=last_move, names=names, words=words)

    def twin(self, state: TenState, seat: int | None, seed: int) -> TenState:
        """Reshuffle what nobody can see: the order of the draw pile (rules §5.1).

        Every other card lies face up (tableau, market, discard pile, collections), and TEN has
        no private events, so the same twin serves every seat and a spectator.
        """
        return attrs.evolve(state, draw_pile=Rng(seed, "twin").shuffle(state.draw_pile))

    def sample_state(self, view: TenView, rng: Rng | int) -> TenState:
        """A state consistent with ``view``, the draw pile reshuffled (see :mod:`.sample`)."""
        return _sample.sample_state(view, rng)

    def check_invariants(self, state: TenState, *, with_history: bool = True) -> list[str]:
        return check_invariants(state, with_history=with_history)

    def check_view_invariants(self, view: TenView) -> list[str]:
        return invariants.check_view(view)

    def candidate_moves(self, state: TenState, player: int) -> Iterable[TenMove]:
        """Every move of the vocabulary for ``player``: all cards, and bids from 1 up.

        Bids go beyond anything the seat could pay (its tokens, bust tokens and cards), up to
        the largest bid a move can carry.
        """
        yield from _CANDIDATES[player]
        means = state.tokens[player] + state.bust_tokens[player] * BUST_TOKEN_VALUE
        means += len(state.collections[player])
        beyond = range(_CANDIDATE_BIDS.stop, min(means + 2, MAX_BUYING_POWER) + 1)
        yield from (Bid(player, amount) for amount in beyond)

    def max_game_length(self, players: int, options: TenOptions) -> int:
        """The most moves a game can take (:func:`tablegames.ten.bounds.max_moves`)."""
        return bounds.max_moves(players, options)

    def utilities(self, state: TenState) -> tuple[float, ...]:
        """+1 to the winners, -1 to the others; the solo game pays its score scaled to
        ``[-1, 1]`` (:func:`tablegames.ten.bounds.utilities`)."""
        return bounds.utilities(state)

    def utility_bounds(self, players: int, options: TenOptions) -> tuple[float, float]:
        return bounds.UTILITY_BOUNDS

    def utility_sum(self, players: int, options: TenOptions) -> float | None:
        """0 at two seats (one wins what the other loses, or both share the win and get 0);
        ``None`` otherwise: the solo game pays a score, and among three seats or more the
        winners may be one or several."""
        return 0.0 if players == 2 else None

    def heuristic_agent(self, seed: int | None = None) -> TenAgent:
        """A new :class:`~tablegames.ten.TenAgent`."""
        return TenAgent(seed)


def check_invariants(state: TenState, *, with_history: bool = True) -> list[str]:
    """Every way ``state`` is one no game of TEN can reach (empty when it is sound).

    The cheap checks made on every state read from JSON: see :mod:`tablegames.ten.invariants`.
    ``with_history=False`` skips those of the history, for a state made without one (a
    sample).
    """
    return invariants.check_state(state, with_history=with_history)


#: The registered TEN game.
GAME = TenGame()
