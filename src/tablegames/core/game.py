"""The :class:`Game` protocol: what a game supplies so the kernel can run it.

The kernel knows no game. Each game package builds one object satisfying this protocol and
registers it (:func:`tablegames.core.api.register`); the generic functions then find it from
the type of the state, view or move they are given.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import re
from collections.abc import Callable, Iterable, Mapping
from importlib import resources
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from tablegames.core.codec import Codec
from tablegames.core.errors import ConfigError
from tablegames.core.rng import as_integer
from tablegames.core.text import shown

if TYPE_CHECKING:
    import cattrs

    from tablegames.core.fieldnotation import Notation
    from tablegames.core.hooks import Agent, SearchHooks
    from tablegames.core.rng import Rng
    from tablegames.core.words import Words

__all__ = [
    "provides",
    "DEFAULT_MAX_HISTORY",
    "AnyGame",
    "Event",
    "Game",
    "HasPlayer",
    "Move",
    "REQUIRED_MEMBERS",
    "check_members",
    "check_players",
    "hook",
    "is_language_tag",
    "missing_hook",
    "packaged_text",
    "unimplemented",
]

#: The longest history (moves in a state, or in a record) that the JSON reader accepts for a
#: game that does not set its own :attr:`Game.max_history <tablegames.Game.max_history>`.
#: No built-in game comes near it (their random games take 200 to 650 moves); it bounds what
#: a forged document can cost: a replay (``verify_history``) applies at most this many moves.
DEFAULT_MAX_HISTORY = 10_000

S = TypeVar("S")
V = TypeVar("V")
M = TypeVar("M", bound="Move")
O = TypeVar("O")  # noqa: E741 - the options type


class HasPlayer(Protocol):
    """Anything with a ``player`` seat number."""

    @property
    def player(self) -> int: ...


class Move(HasPlayer, Protocol):
    """A move: a frozen attrs instance whose first field is the seat that makes it."""


class Event(Protocol):
    """An entry of a game's event log: a frozen attrs instance describing what happened.

    Public events are seen by everybody. A game marks the event classes that are private
    with a class attribute ``private = True``; a private event is seen only by the seat in its
    ``player`` field.
    """


class Game(Protocol[S, V, M, O]):
    """The protocol each game implements.

    Type parameters are the game's state, view, move union and options classes.
    A user who writes a variant implements this protocol and passes the object to
    :func:`tablegames.testing.check_game`.

    Every state must have the attributes ``players`` (the number of seats), ``seed``,
    ``options`` and ``history`` (the moves applied so far, in order), from which
    :func:`tablegames.record` builds a :class:`~tablegames.GameRecord`, and ``events`` (the
    event log, a tuple of events, private ones included). Every view must have ``player`` (the
    viewer's seat, ``None`` for a spectator) and ``events`` (the events that seat sees). The
    bases :class:`~tablegames.core.bases.GameState` and :class:`~tablegames.core.bases.GameView`
    declare them for type checkers; :func:`~tablegames.testing.check_game` refuses a game whose
    classes lack one.
    """

    @property
    def name(self) -> str:
        """The registry key and JSON ``game`` field, e.g. ``"aluette"``."""
        ...

    @property
    def min_players(self) -> int:
        """The smallest number of seats the game supports."""
        ...

    @property
    def max_players(self) -> int:
        """The largest number of seats the game supports."""
        ...

    @property
    def state_type(self) -> type[S]:
        """The state class."""
        ...

    @property
    def view_type(self) -> type[V]:
        """The view class."""
        ...

    @property
    def options_type(self) -> type[O]:
        """The options class; its defaults are the standard rules."""
        ...

    @property
    def move_types(self) -> tuple[type[M], ...]:
        """Every move class, in a fixed order (the members of the move union)."""
        ...

    @property
    def event_types(self) -> tuple[type, ...]:
        """Every event class, in a fixed order."""
        ...

    @property
    def max_history(self) -> int:
        """The most moves a game can take; longer histories and records are refused on reading.

        Optional (a class attribute will do), and
        :data:`~tablegames.core.game.DEFAULT_MAX_HISTORY` when a game does not set it. A game
        that knows its longest game (every move uses up a card, say) sets it to that bound, so
        that forged documents are refused as early as possible.
        """
        return DEFAULT_MAX_HISTORY

    @property
    def error_codes(self) -> Mapping[str, str]:
        """The game's own error codes (``"<game>.<topic>.<reason>"``), each with a one-line
        meaning: every ``.code`` its ``apply`` raises besides the kernel's.

        Optional (a class attribute will do); :func:`tablegames.error_codes` adds the kernel's
        codes to it for the protocol's reference.
        """
        return {}

    def new_game(self, players: int, seed: int, options: O) -> S:
        """Set up a game. ``players`` and ``seed`` are already validated by the kernel."""
        ...

    def current_player(self, state: S) -> int | None:
        """The seat that must act now, or ``None`` once the game is over."""
        ...

    def legal_moves(self, state: S, player: int) -> tuple[M, ...]:
        """Every legal move of ``player`` (``()`` if that seat cannot act now)."""
        ...

    def current_player_from_view(self, view: V) -> int | None:
        """The seat that must act now as ``view`` shows it, or ``None`` once the game is over:
        what :func:`tablegames.current_player` of a view returns.

        Whose turn it is is public, so every view can tell it, a spectator's included.
        Optional: by default the view's ``to_act`` field, which the views of the built-in games
        have; a game whose views name it otherwise defines this.
        :func:`~tablegames.testing.check_game` checks that it gives the state's current player.

        Raises:
            ConfigError: by default, if the view has no ``to_act`` field.
        """
        seat: int | None = getattr(view, "to_act", _MISSING)
        if seat is _MISSING:
            raise ConfigError(
                missing_hook(
                    self.name, "current_player_from_view", "has views without a to_act field"
                )
            )
        return seat

    def legal_moves_from_view(self, view: V) -> tuple[M, ...]:
        """The viewer's legal moves, computed from the view alone."""
        ...

    def apply(self, state: S, move: M) -> S:
        """Return the state after ``move``; raise :class:`IllegalMoveError` if it is illegal."""
        ...

    def is_over(self, state: S) -> bool:
        """Whether the game has ended."""
        ...

    def scores(self, state: S) -> tuple[int, ...]:
        """The score of each seat (final once the game is over)."""
        ...

    def view_scores(self, view: V) -> tuple[int | None, ...] | None:
        """Each seat's score as ``view``'s viewer may know it, for front ends: what
        :func:`tablegames.view_scores` returns and a view document's ``scores`` holds.

        Optional: ``None`` (the default) when the game does not say, as a view may not hold
        what scoring needs. Otherwise one item per seat: the seat's ``scores(state)`` where
        the viewer may know it (collected cards played face up, a team's points), ``None``
        where the rules hide it from this viewer (gold kept secret until the end). It reads
        nothing but ``view``; a test holds every value it gives equal to ``scores(state)``,
        and its ``None`` where the score is hidden.
        """
        return None

    def winners(self, state: S) -> tuple[int, ...]:
        """The winning seats in seat order (several on a shared result), ``()`` before the end.

        ``()`` at the end too when nobody won (every seat lost to the house, or a co-operative
        game lost): :meth:`utilities` then gives 0 to all by default.
        """
        ...

    def view(self, state: S, player: int | None) -> V:
        """What ``player`` may see (``None``: a spectator, who sees only public information)."""
        ...

    def render(self, obj: S | V) -> str:
        """A readable text picture of a state or a view."""
        ...

    def twin(self, state: S, seat: int | None, seed: int) -> S:
        """A state equal to ``state`` except for what ``seat`` cannot see, reshuffled.

        Used by the leak check of :func:`tablegames.testing.check_game`. It must be written
        from the rules (which cards are hidden from whom), never from the view code: it
        reshuffles every card that seat cannot see (other hands, the draw pile, face-down
        cards) keeping every count, and changes what the other seats' private events tell
        (the cards a deal or a draw names). A twin that drops those events instead, with the
        view's own filter, cannot see a view that lets one of them through (an event class
        that forgot to be private): the built-in games drop them, and test their events'
        privacy on their own.
        """
        ...

    def check_invariants(self, state: S) -> list[str]:
        """Every way ``state`` is inconsistent (empty when it is sound).

        Used when loading untrusted documents and by the conformance kit.

        A game whose invariants tie the history to the rest of the state (the moves recorded
        lead to these hands) may also take a keyword ``with_history: bool = True``, and skip
        those checks when it is ``False``: the conformance kit passes ``with_history=False``
        for a state sampled from a view (:meth:`sample_state`), which has no history, so that
        every other problem of the sample counts. Without the keyword, every problem counts
        on a sample too. The built-in games take it.
        """
        ...

    def check_view_invariants(self, view: V) -> list[str]:
        """Every way ``view`` is inconsistent (empty when it is sound).

        Used when loading untrusted view documents, so that a client cannot be crashed or hung
        by a view it received. Games that do not define it accept every well-typed view.
        """
        return []

    def sample_state(self, view: V, rng: Rng) -> S:
        """A full state consistent with ``view``, what the viewer cannot see drawn from ``rng``.

        Optional: :func:`tablegames.sample_state` calls it. The state must give back ``view``
        as the viewer's view, pass :meth:`check_invariants`, be playable, carry a fresh seed
        drawn from ``rng`` and an empty history. Games that do not define it cannot be sampled.

        Raises:
            ConfigError: by default, as the game does not sample states.
        """
        raise ConfigError(
            missing_hook(self.name, "sample_state", "does not sample states from views")
        )

    def candidate_moves(self, state: S, player: int) -> Iterable[M]:
        """Moves ``player`` might try here: a superset of the legal ones.

        Written from the move vocabulary, not from the rules, so the conformance kit can check
        that :meth:`apply` refuses every candidate that :meth:`legal_moves` does not offer.
        """
        ...

    # -- how the game's values are written in JSON (optional: each has a default) ---------------

    @property
    def codecs(self) -> tuple[Codec[Any], ...]:
        """The classes of the game's values written in JSON as names (its cards), each with
        its table of names (:class:`~tablegames.core.codec.Codec`).

        The JSON layer writes and reads those values by name, its fast paths looking names up
        in the tables; the JSON Schema generator (:mod:`tablegames.core.schema`) lists them.
        Optional (a class attribute will do): ``()`` by default, for a game whose documents
        hold only numbers, strings, enums and attrs classes.
        """
        return ()

    def configure_converter(self, converter: cattrs.Converter) -> None:
        """Register any other JSON hooks the game needs on its own cattrs converter.

        Optional, and rarely needed: :attr:`codecs` covers cards. The JSON layer calls it once
        per converter it makes for the game (the game's own, made on first use), after the
        codecs' hooks and before the move and event classes' functions are generated (which
        capture the hooks of their fields). By default it does nothing.
        """
        return

    # -- facts that tools read (optional: each has a default) -------------------------------------

    @property
    def title(self) -> str:
        """The game's name as people write it (``"TEN"``, ``"Aluette"``): the command line's
        headings, the docs and front ends use it. Defaults to the name, capitalised."""
        return self.name.capitalize()

    @property
    def default_players(self) -> int:
        """The seats a table has when nobody says how many: ``tablegames play`` without
        ``--players`` and the lobby's first choice. Defaults to two, or the game's least (or
        most) seats where two is not allowed: a solo variant is for those who ask for it.
        (The RL environments have their own default: :attr:`rl_module`'s ``DEFAULT_PLAYERS``.)
        """
        return max(self.min_players, min(2, self.max_players))

    def check_new_game(self, players: int, options: O) -> None:
        """Refuse to set up a new game whose options mean nothing at ``players`` seats or
        together (an option of a variant not played, a limit no game can reach), with a
        :class:`~tablegames.ConfigError` that says why: the choice would silently change
        nothing. Accepts every setup by default.

        :func:`tablegames.new_game` calls it, before :meth:`new_game`, so every new game (the
        command line's, the server's, a simulation's) is checked. A game already made is not:
        a record, a state or a game text written when such a choice was still allowed reads
        and replays as it played, without the choice. Checks that a game cannot be played
        without belong to the options' class (its fields' validators) or :meth:`new_game`.
        """
        return

    def teams(self, players: int) -> tuple[tuple[int, ...], ...]:
        """The seats that win and lose together, as partners do; each seat alone by default."""
        return tuple((seat,) for seat in range(players))

    def max_game_length(self, players: int, options: O) -> int:
        """An upper bound of the moves of a whole game at ``players`` seats with ``options``.

        Research tools (OpenSpiel's ``max_game_length``) and the JSON reader's limits read it.
        Defaults to :attr:`max_history`.
        """
        return self.max_history

    def utilities(self, state: S) -> tuple[float, ...]:
        """Each seat's payoff once the game is over, for research tools and RL rewards.

        By default +1 to each winner and -1 to every other seat (0 to all when every seat wins
        or none does), within :meth:`utility_bounds`.
        """
        won = set(self.winners(state))
        seats = range(len(self.scores(state)))
        if not won or len(won) == len(seats):
            return tuple(0.0 for _ in seats)
        return tuple(1.0 if seat in won else -1.0 for seat in seats)

    def utility_bounds(self, players: int, options: O) -> tuple[float, float]:
        """The least and the most :meth:`utilities` can give a seat: ``(-1.0, 1.0)`` by default."""
        return (-1.0, 1.0)

    def utility_sum(self, players: int, options: O) -> float | None:
        """What every finished game's :meth:`utilities` add up to at ``players`` seats with
        ``options``, when that is the same for every game (``0.0``: a zero-sum game, as
        two-player TEN and Aluette's two partnerships are); ``None`` when it varies (a shared
        win among three seats, say), the default. Research tools (OpenSpiel's game type and
        ``utility_sum``) read it; a test plays the games to check it.
        """
        return None

    def can_see(self, event: Any, player: int | None) -> bool:
        """Whether ``player`` (``None``: a spectator) is entitled to see ``event``.

        :func:`~tablegames.core.recall.recall` filters a state's whole event log with it, as
        the game's views filter their period's log (a test holds the two equal). By default,
        the rule of ``Event``: a private event (its class has
        ``private = True``) is seen by the seat in its ``player`` field only, any other by
        everybody. A game whose views show events to
        others (Aluette's partner-only signals) supplies its own.
        """
        if getattr(event, "private", False):
            return player is not None and getattr(event, "player", None) == player
        return True

    # -- hooks of the tools above the kernel (optional: see tablegames.core.hooks) ----------------

    def heuristic_agent(self, seed: int | None = None) -> Agent:
        """A new heuristic agent (a sensible bot) of this game, reproducible from ``seed``.

        The command line's bots, :func:`~tablegames.agents.simulate`'s default and the search's
        rollouts use it.

        Raises:
            ConfigError: by default, as the game has no heuristic agent.
        """
        raise ConfigError(missing_hook(self.name, "heuristic_agent", "has no heuristic agent"))

    @property
    def search_hooks(self) -> Callable[[], SearchHooks] | None:
        """What makes the :class:`~tablegames.core.hooks.SearchHooks` that tell
        :class:`~tablegames.agents.MCTSAgent` how to search the game (a class will do: each
        agent calls it once and keeps the object); ``None`` (the default) for the search's
        generic defaults."""
        return None

    def drawing(self, obj: S | V, *, id_prefix: str = "tg") -> str:
        """An SVG picture of a state (everything shown) or of a view (what its viewer sees).

        :func:`tablegames.to_svg` calls it, after turning a state drawn for a seat into that
        seat's view; the state and view classes' ``_repr_svg_`` (Jupyter) call it through
        :func:`~tablegames.to_svg` too. It must return the same text for equal objects, read
        nothing but ``obj`` (the conformance kit checks that twins' views draw alike), and
        write well-formed SVG without script or external references, whose ids all start
        with ``id_prefix`` (:mod:`tablegames.core.svg` has the pieces).

        A drawing that can mark the last move takes a keyword ``last_move: bool = False`` as
        well, which :func:`~tablegames.to_svg` passes only when asked to mark it
        (``to_svg(obj, last_move=True)``); it marks what the last move in ``obj.events``
        changed with :func:`~tablegames.core.svg.last_move_mark`, and draws the same bytes as
        without the keyword when it is false. A drawing without the keyword still draws; it
        only cannot mark.

        A drawing that can call the seats by their players' names takes a keyword ``names:
        Sequence[str | None] | None = None`` too, which :func:`~tablegames.to_svg` passes
        only when given names: by seat, each already cut to
        ``tablegames.core.svg.NAME_LENGTH`` characters (``None``: no name, and seats past
        its end have none). It writes them as text through the kit (which escapes them) beside
        the seats' numbers, and draws the same bytes as without the keyword when no seat has
        a name. A drawing without the keyword numbers the seats only (a server then passes
        no names).

        A drawing that can draw in another language takes a keyword ``words: Words | None =
        None`` too: the game's words in that language (:meth:`words_in`), which
        :func:`~tablegames.to_svg` passes only when asked for a language other than the
        game's own (``to_svg(obj, language="fr")``). It says every word of the picture from
        them (its catalogue's messages, the card names its words use, the shared
        ``picture.*`` messages through :func:`~tablegames.core.svg.table_title` and the
        last move's tag), puts their catalogue's language on the root
        (:func:`~tablegames.core.svg.document`'s ``lang``), and draws the same bytes as
        without the keyword when it is ``None``. A drawing without the keyword draws in
        its own words only (:func:`~tablegames.core.svg.can_draw_words`).

        Raises:
            ConfigError: by default, as the game draws no pictures.
        """
        raise ConfigError(missing_hook(self.name, "drawing", "draws no pictures"))

    @property
    def words(self) -> Words:
        """The game in words (:class:`tablegames.core.words.Words`): move labels, event texts,
        menu headings, the result and the terminal's pictures, from the game's message
        catalogue. The command line and the client protocol's ``label`` and ``text`` read it.

        By default, plain words made from the moves' ``str`` and the events' fields
        (:class:`~tablegames.core.words.PlainWords`), with :meth:`render` as the picture.
        """
        from tablegames.core.words import PlainWords  # core.words is a leaf: no import circle

        return PlainWords(self.render, scores=self.scores, winners=self.winners)

    @property
    def translations(self) -> Mapping[str, str]:
        """The game's words in other languages: a language tag (``"fr"``) to where the
        translation is, ``"module:NAME"``, which :meth:`words_in` imports only when that
        language is asked for (Aluette's ``{"fr": "tablegames.aluette.words_fr:FRENCH"}``).

        Optional (a class attribute will do): none by default, and the game speaks only the
        language of its :attr:`words` (English, for every built-in game). ``NAME`` is either
        the game's words made from a translated catalogue (``words.in_language(catalogue)``,
        an object of the class its :attr:`words` are, as Aluette's ``FRENCH``), or the
        translated :class:`~tablegames.core.words.Catalogue` itself, which :meth:`words_in`
        makes into the game's words (the way for a game told in
        :class:`~tablegames.core.words.PlainWords`). Either way its catalogue's language is
        the tag, and it has every message of the game's own catalogue (:ref:`cli-words`).
        """
        return {}

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages the game speaks, as the language tags :meth:`words_in` takes (in
        any case): the language of its own :attr:`words` first (``"en"`` for every built-in
        game), then the tags of its :attr:`translations`, sorted. Read from those two, with
        no translation imported (:meth:`words_in` imports and checks one).

        >>> import tablegames
        >>> tablegames.GAMES["aluette"].languages
        ('en', 'fr')
        >>> tablegames.GAMES["ten"].languages
        ('en', 'fr')

        Not a hook: a game says which languages it speaks with its :attr:`words` and
        :attr:`translations`. A game written as a plain class (not a subclass of Game) has
        it through ``hook(game, "languages")`` (:func:`~tablegames.core.game.hook`).
        """
        return _spoken(self)

    def words_in(self, language: str) -> Words:
        """The game in words in ``language`` (a tag such as ``"fr"``, in any case): its
        :attr:`words` for their own language (``"en"`` for every built-in game), else the
        translation that :attr:`translations` names, imported now and checked.
        ``tablegames play --lang`` and ``tablegames replay --lang`` read it.

        >>> import tablegames
        >>> from tablegames.aluette import PlayCard, parse_card
        >>> words = tablegames.GAMES["aluette"].words_in("fr")
        >>> words.label(PlayCard(0, parse_card("ace of cups")))
        "Jouer l'as de coupes"
        >>> tablegames.GAMES["ten"].words_in("de")
        Traceback (most recent call last):
        ...
        tablegames.core.errors.ConfigError: ten speaks en, fr, not 'de'

        Raises:
            ConfigError: for a language the game does not speak or a text that is not a
                language tag (the message lists the languages it speaks: ``aluette speaks
                en, fr``); for a translation that cannot be imported (its module raising
                any error as it is imported: a typo's ``NameError`` too), is neither a
                :class:`~tablegames.core.words.Catalogue` nor words of the class of the
                game's own, or is in another language than its tag; and for one that lacks
                some of the game's messages or words one with other fields
                (:func:`~tablegames.core.words.translation`).
        """
        from tablegames.core.words import Catalogue, translation  # a leaf: no import circle

        own: Words = hook(self, "words")
        declared: Mapping[str, str] = hook(self, "translations")
        mother = own.catalogue.language
        speaks = ", ".join(_spoken(self))  # what it decides from, whatever ``languages`` says
        if not isinstance(language, str):
            raise ConfigError(f"a language is a tag such as fr, not {shown(language)}")
        if not is_language_tag(language):
            raise ConfigError(
                f"{language!r} is not a language tag (such as fr or pt-BR); "
                f"{self.name} speaks {speaks}"
            )
        if language.lower() == mother.lower():
            return own
        tag = next((tag for tag in declared if tag.lower() == language.lower()), None)
        if tag is None:
            raise ConfigError(f"{self.name} speaks {speaks}, not {language!r}")
        where = declared[tag]
        said = f"the game {self.name!r} declares its {tag!r} words at {where!r}"
        found = _imported(where, said)
        made: Words | None = None  # the game's words in that language, as declared
        if isinstance(found, Catalogue):
            catalogue = found
        elif isinstance(found, type(own)):
            catalogue, made = found.catalogue, found
        else:
            raise ConfigError(
                f"{said}, of type {type(found).__name__}, which is neither a Catalogue nor "
                f"words of the game's own type, {type(own).__name__}"
            )
        if catalogue.language.lower() != tag.lower():
            raise ConfigError(f"{said}, whose catalogue is in {catalogue.language!r}")
        try:
            translation(own.catalogue.messages, catalogue)
            return own.in_language(catalogue) if made is None else made
        except ConfigError as error:
            raise ConfigError(f"{said}: {error}") from None

    @property
    def notation(self) -> Notation:
        """The game's move notation (:class:`tablegames.core.notation.Notation`), which
        :func:`tablegames.notation` and :func:`tablegames.parse_move` use.

        By default the move's JSON tag and fields
        (:class:`~tablegames.core.notation.FieldNotation`): unique, if not short.
        """
        from tablegames.core.fieldnotation import FieldNotation  # a leaf: no import circle

        return FieldNotation()

    @property
    def page_script(self) -> str | None:
        """The game's page in the web client (``tablegames serve``): the text of a JavaScript
        module that draws the seat's view in words below the server's picture, or ``None`` (the
        default) for the page of any game, which lists the view's fields in words.

        The server sends it as ``/static/game/<name>.js``. It imports ``start`` from
        ``/static/client.js`` and calls ``start({ render })``, where ``render(view, helpers)``
        fills the element ``[data-testid=table]`` from the view document; the client does the
        rest (the connection, the picture, the moves, the log, the end). ``helpers`` holds
        ``el(tag, attributes, ...children)``, ``words(value)``, ``seatName(seat)``,
        ``humanize(text)``, ``count(number, noun)`` ("1 card", "3 cards"), ``listing(items)``
        ("a, b and c"), ``card(text)``, ``cardName(card)`` (a card named in the page's
        language by the game's own words, which the server sends with the page),
        ``seatList(lines, toAct)`` (a line per seat, the seat to act marked),
        ``cardRow(testid, heading, cards, none)`` and ``moves`` (the seat's legal moves).
        ``replaceChildren`` writes ``null`` as the text "null": leave a part out with ``""``.
        It runs under the server's content security policy (scripts of the server only), so
        it must be one module, self-contained but for ``client.js``. The
        built-in games keep theirs beside their rules (``tablegames/aluette/page.js``);
        :func:`~tablegames.core.game.packaged_text` reads such a file.
        """
        return None

    @property
    def rl_module(self) -> str | None:
        """The dotted name of the module holding the game's RL encoder and action index
        (imported only when :mod:`tablegames.rl` asks for them, as they need NumPy); ``None``
        (the default) when the game has none.

        The module defines ``ENCODER`` (a subclass of :class:`tablegames.rl.Encoder`),
        ``actions(players) -> ActionIndex`` and optionally ``DEFAULT_PLAYERS`` (the
        environments' seats when none are asked for; the game's ``min_players`` otherwise).
        """
        return None


@functools.cache
def packaged_text(package: str, name: str) -> str:
    """The text (UTF-8) of the file ``name`` in the package ``package``, read once per process.

    For a game's files that are not Python, as its :attr:`~tablegames.Game.page_script`:
    ``packaged_text("tablegames.ten", "page.js")``.

    Raises:
        FileNotFoundError: if the package holds no such file.
    """
    return resources.files(package).joinpath(name).read_text(encoding="utf-8")


def missing_hook(game: str, hook_name: str, what: str) -> str:
    """The message of the ConfigError raised for a hook that a game does not supply."""
    return (
        f"the game {game!r} {what}: its Game object does not define {hook_name} "
        "(see the 'Writing a game' guide)"
    )


#: The members of :class:`Game` that have no default: every game defines them itself (the
#: 'Writing a game' guide lists them). A game object that inherits one from the protocol has
#: only its stub, which returns ``None``: :func:`check_members` refuses it.
REQUIRED_MEMBERS: tuple[str, ...] = (
    "name",
    "min_players",
    "max_players",
    "state_type",
    "view_type",
    "options_type",
    "move_types",
    "event_types",
    "new_game",
    "current_player",
    "legal_moves",
    "legal_moves_from_view",
    "apply",
    "is_over",
    "scores",
    "winners",
    "view",
    "render",
    "twin",
    "check_invariants",
    "candidate_moves",
)


def unimplemented(game: object) -> list[str]:
    """The members of :data:`REQUIRED_MEMBERS` that ``game`` lacks, or inherits from the
    :class:`Game` protocol as the protocol's own stubs (which return ``None``), in that order.

    >>> from tablegames import Game
    >>> from tablegames.core.game import unimplemented
    >>> class Half(Game):
    ...     name, min_players, max_players = "half", 2, 2
    ...     def new_game(self, players, seed, options):
    ...         return ()
    >>> unimplemented(Half())[:4]
    ['state_type', 'view_type', 'options_type', 'move_types']
    """
    missing = []
    for member in REQUIRED_MEMBERS:
        found = inspect.getattr_static(game, member, _MISSING)
        if found is _MISSING or found is Game.__dict__.get(member):
            missing.append(member)
    return missing


def check_members(game: object) -> None:
    """Refuse a game object that does not define every member of :data:`REQUIRED_MEMBERS`.

    :func:`~tablegames.core.registry.register` calls it, so that a game missing one is refused
    when it is registered rather than failing later with an unrelated message.

    Raises:
        ConfigError: naming every required member the game lacks or inherits as a stub.
    """
    missing = unimplemented(game)
    if missing:
        name = getattr(game, "name", None)
        called = repr(name) if isinstance(name, str) else f"object {type(game).__name__}"
        raise ConfigError(
            f"the game {called} does not implement {', '.join(missing)}: a game defines every "
            "member that has no default (a member inherited from the tablegames.Game protocol "
            "is a stub returning None; see the 'Writing a game' guide)"
        )


def hook(game: object, hook_name: str) -> Any:
    """The hook ``hook_name`` of ``game``, or the protocol's default when the game object does
    not subclass :class:`Game` and lacks it (a game written as a plain class).

    An error raised inside the game's own hook (a property whose code has a typo, say) is
    raised as it is, an ``AttributeError`` included: only a hook the game does not define at
    all is stood in for by the default.

    Raises:
        ConfigError: if neither the game nor the protocol defines ``hook_name``.
    """
    try:
        return getattr(game, hook_name)
    except AttributeError:
        # A bug inside the game's hook must surface, not turn into the default: the default
        # stands in only when the game does not define the hook (looked up without running it).
        if _defines(game, hook_name):
            raise
    default = getattr(Game, hook_name, _MISSING)
    if isinstance(default, property):
        return default.fget(game)  # type: ignore[misc]
    if callable(default):
        return default.__get__(game)
    name = getattr(game, "name", type(game).__name__)
    raise ConfigError(missing_hook(str(name), hook_name, f"has no {hook_name}"))


_MISSING: Any = object()

#: A language tag: a language (``fr``), then subtags (``pt-BR``, ``zh-Hant``), as BCP 47
#: writes them, in any case. Read through :func:`is_language_tag` alone.
_LANGUAGE_TAG = re.compile(r"[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*")


def _spoken(game: object) -> tuple[str, ...]:
    """:attr:`Game.languages` of ``game``, from its words and translations (what
    :meth:`Game.words_in` decides from): the own words' language, then the translations'."""
    mother = str(hook(game, "words").catalogue.language)
    return (mother, *sorted(str(tag) for tag in hook(game, "translations") if tag != mother))


def is_language_tag(text: object) -> bool:
    """Whether ``text`` is written as a language tag, as :meth:`Game.words_in
    <tablegames.Game.words_in>` and ``tablegames serve --lang`` take one: a language of 2
    or 3 letters (``fr``), then subtags of 1 to 8 letters or digits, each after a hyphen
    (``pt-BR``, ``zh-Hant``), as BCP 47 writes them, in any case. Which languages a game
    speaks is :attr:`Game.languages <tablegames.Game.languages>`.

    >>> from tablegames.core.game import is_language_tag
    >>> is_language_tag("fr"), is_language_tag("pt-BR"), is_language_tag("zh-Hant")
    (True, True, True)
    >>> is_language_tag("fr_FR"), is_language_tag("french"), is_language_tag(3)
    (False, False, False)
    """
    return isinstance(text, str) and _LANGUAGE_TAG.fullmatch(text) is not None


#: Where a translation is: ``module:NAME``, the module's dotted name and a name in it.
_OBJECT_PATH = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")


def _imported(where: object, said: str) -> object:
    """The object at ``where`` (``"module:NAME"``), imported now.

    Raises:
        ConfigError: beginning with ``said``, if ``where`` is no such path, or the module
            cannot be imported or has no such name; and if importing it raised anything else
            (a ``NameError`` of a typo, a ``SyntaxError``, a ConfigError of a
            :class:`~tablegames.core.words.Catalogue` refusing a message), naming that error,
            which is chained (``__cause__``).
    """
    if not isinstance(where, str) or not _OBJECT_PATH.fullmatch(where):
        raise ConfigError(f"{said}, which is not a module:NAME path")
    module_name, _, name = where.partition(":")
    try:
        return _import_object(module_name, name)
    except ImportError as error:
        raise ConfigError(f"{said}, which cannot be imported: {error}") from None
    except _NoSuchName:
        raise ConfigError(f"{said}, but {module_name!r} has no {name!r}") from None
    except Exception as error:
        # The translator's typo must be told as the rest are, as a ConfigError saying whose
        # translation it is: a server refuses it at start (exit status 2, one line), the kit
        # as a ConformanceError, and with two games speaking one language the user learns
        # which translation is broken.
        raise ConfigError(
            f"{said}, which cannot be imported: it raised {type(error).__name__}: {error}"
        ) from error


class _NoSuchName(LookupError):
    """:func:`_import_object`'s module has no such (dotted) name."""


def _import_object(module_name: str, name: str) -> object:
    """The object ``name`` (dotted: ``Outer.inner``) of the module ``module_name``, imported
    now: a translation (:meth:`Game.words_in`), a bot of the command line (``MODULE:NAME``).
    The callers word the errors.

    Raises:
        ImportError: if the module cannot be imported.
        _NoSuchName: if it has no such name.
    """
    found: object = importlib.import_module(module_name)
    for part in name.split("."):
        try:
            found = getattr(found, part)
        except AttributeError:
            raise _NoSuchName(name) from None
    return found


def _defines(game: object, hook_name: str) -> bool:
    """Whether ``game`` itself (its instance or its class) defines ``hook_name``, found without
    running a property or ``__getattr__``."""
    try:
        inspect.getattr_static(game, hook_name)
    except AttributeError:
        return False
    return True


AnyGame = Game[Any, Any, Any, Any]


def check_players(game: AnyGame, players: object) -> int:
    """Return ``players`` if ``game`` can be played by that many seats, else raise ConfigError."""
    count = as_integer(players)  # any integer type (a NumPy integer): an int is returned
    if count is None or not game.min_players <= count <= game.max_players:
        if game.min_players == game.max_players:
            need = f"exactly {game.min_players} players"
        else:
            need = f"{game.min_players} to {game.max_players} players"
        raise ConfigError(f"{game.name} is played by {need}, got {shown(players)}")
    return count


def provides(game: object, hook_name: str) -> bool:
    """Whether ``game`` supplies the hook ``hook_name`` itself, rather than inheriting the
    :class:`~tablegames.Game` protocol's default (or lacking it).

    >>> from tablegames.core.game import provides
    >>> class Bare:
    ...     name = "bare"
    >>> provides(Bare(), "heuristic_agent"), provides(Bare(), "name")
    (False, True)
    """
    # Looked up without running it: a property hook with a bug inside is provided all the
    # same, and raises its error where it is read (hook), not here.
    found = inspect.getattr_static(game, hook_name, None)
    if found is None:
        return False
    default = Game.__dict__.get(hook_name)
    if default is None:
        return True
    return found is not default and getattr(found, "__func__", None) is not default
