"""Aluette as a :class:`tablegames.Game`: the object the kernel registers and dispatches to."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter
from types import MappingProxyType
from typing import Any

import attrs

from tablegames.aluette import bounds, invariants, rules
from tablegames.aluette import sample as _sample
from tablegames.aluette import svg as _svg
from tablegames.aluette import text as _text
from tablegames.aluette import views as _views
from tablegames.aluette.agent import AluetteAgent
from tablegames.aluette.cards import (
    ACE_COUNTS,
    CARD_FORM,
    CARD_TEXT,
    DECK,
    DECK_ORDER,
    SEATS,
    Card,
)
from tablegames.aluette.errors import ERROR_CODES
from tablegames.aluette.events import EVENT_TYPES
from tablegames.aluette.moves import (
    MOVE_TYPES,
    AluetteMove,
    AnnounceMordienne,
    AnswerConcession,
    DiscardCard,
    OfferConcession,
    PlayCard,
    Signal,
    SignalKind,
    VoteChant,
)
from tablegames.aluette.notation import NOTATION
from tablegames.aluette.search import AluetteSearch
from tablegames.aluette.state import AluetteOptions, AluetteState, AluetteView
from tablegames.aluette.words import WORDS, AluetteWords
from tablegames.core.codec import Codec
from tablegames.core.errors import ConfigError
from tablegames.core.game import Game, packaged_text
from tablegames.core.rng import Rng

__all__ = ["GAME", "AluetteGame"]


class AluetteGame(Game[AluetteState, AluetteView, AluetteMove, AluetteOptions]):
    """The Aluette implementation of the :class:`tablegames.Game` protocol."""

    name = "aluette"
    min_players = SEATS
    max_players = SEATS
    state_type = AluetteState
    view_type = AluetteView
    options_type = AluetteOptions
    move_types = MOVE_TYPES
    event_types = EVENT_TYPES
    error_codes = ERROR_CODES
    title = "Aluette"
    #: MCTSAgent's hooks (:mod:`tablegames.aluette.search`): deal by deal, partners together.
    search_hooks = AluetteSearch
    #: The RL encoder and action index (:mod:`tablegames.aluette.rl`).
    rl_module = "tablegames.aluette.rl"

    @property
    def page_script(self) -> str:
        """Aluette's page in the web client: ``page.js`` beside the rules."""
        return packaged_text("tablegames.aluette", "page.js")

    #: Cards are written as their names (``"3 of coins"``), the deck's order.
    codecs = (Codec(Card, CARD_TEXT, forms=CARD_FORM),)
    #: The game in words (labels, event texts, the terminal's menus), from its catalogue.
    words = attrs.evolve(WORDS, painter=_text.picture)
    #: The game in French (:mod:`tablegames.aluette.words_fr`), imported when asked for.
    translations = MappingProxyType({"fr": "tablegames.aluette.words_fr:FRENCH"})
    #: The move notation (``7cu``, ``sig 2A``).
    notation = NOTATION

    def check_new_game(self, players: int, options: AluetteOptions) -> None:
        """Refuse options that would mean nothing together
        (:meth:`AluetteOptions.meaningless <tablegames.aluette.AluetteOptions.meaningless>`):
        an extra deal's tiebreak in a game to a target, a mordienne no deal can make."""
        problems = options.meaningless()
        if problems:
            raise ConfigError("; ".join(problems))

    def new_game(self, players: int, seed: int, options: AluetteOptions) -> AluetteState:
        return rules.new_game(players, seed, options)

    # The rules' own functions, not methods calling them: every bot's loop calls these three
    # (through tablegames.legal_moves and apply), and a call less each is worth it.
    # rules.current_player reads the state's to_act field; attrgetter does that without a
    # Python call, on every step of every bot loop.
    current_player = staticmethod(attrgetter("to_act"))  # type: ignore[assignment]
    legal_moves = staticmethod(rules.legal_moves)

    def legal_moves_from_view(self, view: AluetteView) -> tuple[AluetteMove, ...]:
        return _views.legal_moves_from_view(view)

    apply = staticmethod(rules.apply)

    def is_over(self, state: AluetteState) -> bool:
        return rules.is_over(state)

    def scores(self, state: AluetteState) -> tuple[int, ...]:
        return rules.scores(state)

    def view_scores(self, view: AluetteView) -> tuple[int | None, ...]:
        return _views.view_scores(view)

    def winners(self, state: AluetteState) -> tuple[int, ...]:
        return rules.winners(state)

    def view(self, state: AluetteState, player: int | None) -> AluetteView:
        return _views.view(state, player)

    def can_see(self, event: Any, player: int | None) -> bool:
        # Partner-only signals reach the partners: more than the private-event rule says.
        return _views.can_see(event, player)

    def render(self, obj: AluetteState | AluetteView) -> str:
        return _text.render(obj)

    def drawing(
        self,
        obj: AluetteState | AluetteView,
        *,
        id_prefix: str = "tg",
        last_move: bool = False,
        names: Sequence[str | None] | None = None,
        words: AluetteWords | None = None,
    ) -> str:
        """The table as SVG (see :mod:`tablegames.aluette.svg`), in the game's languages: in
        English, or with ``words`` (the game's words in French, which
        :func:`tablegames.to_svg` passes for ``language="fr"``) every word in theirs."""
        return _svg.draw(obj, id_prefix=id_prefix, last_move=last_move, names=names, words=words)

    def twin(self, state: AluetteState, seat: int | None, seed: int) -> AluetteState:
        """Reshuffle what ``seat`` cannot see, from the rules (ruling A-12, §8).

        Hidden from a seat: the other hands, the talon and the other seats' chant discards;
        the private events of other seats; partner-only signals between the opponents.
        """
        others = [s for s in range(SEATS) if s != seat]
        pool = [card for s in others for card in (*state.hands[s], *state.discards[s])]
        pool.extend(state.talon)
        shuffled = list(Rng(seed, "twin").shuffle(pool))
        hands, discards = list(state.hands), list(state.discards)
        for s in others:
            take = len(hands[s])
            hands[s] = tuple(sorted(shuffled[:take], key=DECK_ORDER.__getitem__))
            del shuffled[:take]
            take = len(discards[s])
            discards[s] = tuple(shuffled[:take])
            del shuffled[:take]

        return attrs.evolve(
            state,
            hands=tuple(hands),
            discards=tuple(discards),
            talon=tuple(shuffled),
            # What the seat sees of the logs, by the rule its views keep (can_see).
            events=tuple(e for e in state.events if self.can_see(e, seat)),
            signals=tuple(s for s in state.signals if self.can_see(s, seat)),
        )

    def sample_state(self, view: AluetteView, rng: Rng | int) -> AluetteState:
        """A state consistent with ``view``, its hidden cards drawn (see :mod:`.sample`)."""
        return _sample.sample_state(view, rng)

    def check_invariants(self, state: AluetteState, *, with_history: bool = True) -> list[str]:
        return invariants.check_invariants(state, with_history=with_history)

    def check_view_invariants(self, view: AluetteView) -> list[str]:
        return invariants.check_view_invariants(view)

    def candidate_moves(self, state: AluetteState, player: int) -> Iterable[AluetteMove]:
        """Every move of the vocabulary for ``player``: all cards, answers and signals."""
        for answer in (True, False):
            yield VoteChant(player, answer)
            yield OfferConcession(player, answer)
            yield AnswerConcession(player, answer)
            yield AnnounceMordienne(player, answer)
        for card in DECK:
            yield PlayCard(player, card)
            yield DiscardCard(player, card)
        for kind in SignalKind:
            for count in (None, *ACE_COUNTS):  # other counts cannot be built at all
                yield Signal(player, kind, count)

    def teams(self, players: int) -> tuple[tuple[int, ...], ...]:
        """The two partnerships: seats 0 and 2, seats 1 and 3 (rules §4)."""
        return tuple(tuple(range(first, players, 2)) for first in (0, 1))

    def max_game_length(self, players: int, options: AluetteOptions) -> int:
        """The most moves a game can take (:func:`tablegames.aluette.bounds.max_moves`: 360 by
        the standard rules); where the rules set no bound (a target score, extra deals on a
        tie: a deal may score nothing), :attr:`max_history`, the longest game the library reads
        back."""
        found = bounds.max_moves(options)
        return self.max_history if found is None else found

    def utilities(self, state: AluetteState) -> tuple[float, ...]:
        """+1 to the winning partnership, -1 to the other, 0 on a draw
        (:func:`tablegames.aluette.bounds.utilities`)."""
        return bounds.utilities(state)

    def utility_bounds(self, players: int, options: AluetteOptions) -> tuple[float, float]:
        return bounds.UTILITY_BOUNDS

    def utility_sum(self, players: int, options: AluetteOptions) -> float | None:
        """0: one partnership's two seats win what the other's lose, and a draw pays 0."""
        return 0.0

    def heuristic_agent(self, seed: int | None = None) -> AluetteAgent:
        """A new :class:`~tablegames.aluette.AluetteAgent`."""
        return AluetteAgent(seed)


#: The registered Aluette game.
GAME = AluetteGame()
