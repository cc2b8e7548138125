"""The conformance kit: one generic random-playout check for every game, and for yours.

:func:`check_game` plays random games and, after the moves it checks, verifies the promises of
the tablegames contract. The project's tests run it on every game and player count; run it on
your own variant (any object implementing :class:`tablegames.Game`) the same way::

    from tablegames.testing import check_game
    report = check_game(my_game, seeds=range(20), progress=lambda done, total: print(done))
    print(report)

By default it is a quick check that finishes in seconds: it checks one state in 20 (chosen at
random) besides the first and last state of each game, and applies 4 sampled moves per seat
there. Pass ``every=1`` and ``sample=None`` for the thorough check the project's slow tests
run. :class:`CheckReport` says what was checked.

A broken promise raises :class:`ConformanceError` naming the game, seed, player count and move
number, the :attr:`~ConformanceError.kind` of problem, and the record of the game so far so that
the failure can be replayed.

Random play rarely reaches some situations (a goal that takes skilful play, say). Reach them by
playing chosen moves and check the states met on the way with :func:`check_states`.
"""

from __future__ import annotations

import contextlib
import inspect
import math
import re
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Final

import attrs

from tablegames.core.errors import ConfigError, IllegalMoveError, TableGamesError
from tablegames.core.game import (
    REQUIRED_MEMBERS,
    AnyGame,
    Game,
    check_members,
    hook,
    provides,
)
from tablegames.core.gametext import dumps as to_game_text
from tablegames.core.gametext import loads as from_game_text
from tablegames.core.history import History
from tablegames.core.json.converter import UnconvertibleClassError
from tablegames.core.json.envelope import from_json, to_json
from tablegames.core.json.reading import is_turn
from tablegames.core.notation import Lexicon, Notation
from tablegames.core.protocol import GAME_ERROR_CODES, client_words, error_codes
from tablegames.core.record import GameRecord, record, replay
from tablegames.core.registry import GAMES, get_game, register
from tablegames.core.rng import Rng
from tablegames.core.svg import has_drawing
from tablegames.core.text import shown
from tablegames.core.words import Catalogue, Run, Words, check_labels, refused
from tablegames.extras import missing_extra, missing_packages

__all__ = [
    "DEFAULT_DRAW_EVERY",
    "DEFAULT_EVERY",
    "DEFAULT_SAMPLES",
    "PROBLEMS",
    "CheckReport",
    "ConformanceError",
    "SEAT_FROM_ZERO",
    "check_game",
    "check_states",
    "difference",
]

#: The default of :func:`check_game`'s ``every``: one state in 20 is checked in full (besides
#: the first and the last of each game), so that a first check of a game takes seconds.
DEFAULT_EVERY: Final = 20

#: The default of :func:`check_game`'s ``draw_every``: one checked state in 20 has a seat's
#: drawing checked (drawing a table takes longer than the other checks of a state together).
DEFAULT_DRAW_EVERY: Final = 20

#: The default of :func:`check_game`'s ``samples``: for a game with a
#: :meth:`~tablegames.Game.sample_state` hook, one view of each checked state (the seats and a
#: spectator in turn) is sampled and the sample checked against the hook's contract.
DEFAULT_SAMPLES: Final = 1

#: Every kind of problem :func:`check_game` and :func:`check_states` report
#: (:attr:`ConformanceError.kind`), with what it means.
PROBLEMS: Final = {
    "invariants": "The state breaks the game's own invariants (check_invariants listed them), "
    "or check_invariants returned something else than a list of str.",
    "unhashable": "The state cannot be hashed (a list or dict inside it).",
    "json": "A state, view, move, event or record cannot be written as JSON, does not load "
    "back equal from its own JSON, or its JSON is not stable.",
    "turn": "is_over, current_player, winners and legal_moves disagree on who may act (the "
    "current player has no move, a seat has moves after the end, winners before it), "
    "current_player is not a seat of the game, or is_over is not a bool.",
    "moves": "legal_moves returned something malformed: not a tuple, a move twice, a move of "
    "another class or of another seat; or candidate_moves returned something that cannot be "
    "iterated.",
    "events": "An event of a state's or a view's log is of a class the game's event_types does "
    "not list (its own document, to_json(event), cannot be written).",
    "refused_legal": "apply refused a move that legal_moves offers.",
    "accepted_illegal": "apply accepted a candidate move that legal_moves does not offer.",
    "bad_refusal": "apply refused a move with another error than IllegalMoveError, or with an "
    "empty code or message, or with a code the game does not declare (its error_codes hook; "
    "tablegames.error_codes(game) lists them with the kernel's), or naming a fact (its "
    "fields) that its error document cannot carry.",
    "input_changed": "apply changed the state it was given.",
    "view": "view returned something other than a view of the game's view_type, a view names "
    "another viewer, legal_moves(view) is not a tuple, or it or current_player(view) "
    "differs from the state's; or view_scores(view) is neither None nor one int or None per "
    "seat, or gives a seat another score than scores(state).",
    "leak": "A view, a seat's legal moves or its drawing depends on something that seat cannot "
    "see: a twin state differing only in hidden things gives a different view, moves or "
    "picture; or view_scores(view) gives a score the twin's scores differ on (a score hidden "
    "from the viewer is None).",
    "drawing": "The game's drawing hook failed, or drew something other than well-formed, "
    "self-contained SVG (see tablegames.core.svg.svg_problems), or words smaller than the "
    "kit's floor or in dark ink straight on the felt "
    "(tablegames.core.svg.legibility_problems).",
    "words": "A text a person reads (a drawing's, render's, or an event's text or a move's "
    "label in the game's words) numbers seats from 0: people read seat 0 as seat 1 "
    "(tablegames.core.words.seat_number); or render or a method of the game's words returned "
    "something else than the Words protocol promises (a str for label, text, group, result "
    "...; a Words subclass that leaves a method out inherits a stub returning None), or raised "
    "while an event's text was written into a JSON document, or the "
    "words lack a method of the protocol, or two legal moves of a seat share a label, or one "
    "has an empty label; or a translation the game declares cannot be made "
    "(Game.translations, Game.words_in), or in it two legal moves of a seat share a label, "
    "one has an empty label, or an event the game's own words tell has an empty text.",
    "notation": "The game's notation lacks write or aliases, writes two legal moves of a seat "
    "alike (case, spaces and underscores aside), or an empty text, or a move's notation does "
    "not read back as that move (parse_move(state, notation(move)) == move).",
    "game_text": "A game does not read back from its own game text: to_game_text(state) "
    "raises, or from_game_text of it fails or differs from record(state). Most often a "
    "move's notation holds what a game text reads otherwise (a '{', '}' or ';', a '(' or ')' "
    "at its start, the form $N or N:..., or a '!' or '?' at its end after another legal "
    "move's notation), and the message names the move; else a header does not read back (the "
    "game's options in the Options header).",
    "twin": "The game's twin maker returned something other than a state of the game.",
    "hook": "new_game returned something other than a state of the game's state_type, the "
    "game's title is not a str, or its heuristic_agent made an agent without a choose method, "
    "or whose choose raised or returned something other than one of the legal moves it was "
    "given; or teams(players) does not put each seat in exactly one team; or the game's "
    "search_hooks is neither None nor what makes an object with the methods of SearchHooks, "
    "or those return other than it promises (an int from segment, a bool from searched, some "
    "of the moves given from searchable, one reward from 0 to 1 per seat from rewards).",
    "sample": "The game's sample_state broke its contract: the sample is not a state of the "
    "game, its view differs from the view it was drawn from, it breaks the game's invariants "
    "(checked with_history=False when the game's check_invariants takes that keyword: a sample "
    "has no history), its history is not empty, its seed is "
    "not drawn from the generator (the same seed gives another sample, or another seed the "
    "same state seed), it disagrees with the state on who acts and with what moves, or a legal "
    "move cannot be applied to it.",
    "stuck": "Nobody has a legal move, yet the game is not over.",
    "endless": "A game did not end within max_moves moves.",
    "end": "winners is not a tuple; or at the end (and where a view gives scores), scores are "
    "not a tuple of one int per seat; or at the end, winners are not distinct seats in order "
    "(none, (), is a game nobody won), utilities are not a tuple of one number per seat within "
    "utility_bounds, or do not add up to utility_sum where the game declares one.",
    "replay": "The record of a state does not replay to that very state.",
    "rl": "The game's RL module (Game.rl_module) cannot be loaded, or breaks what the RL "
    "environments rely on: a legal move has no action number (besides those the action "
    "index's outside() names, the RL guide's 'Moves outside the index'), a number outside the "
    "index, the number of another legal move too, or one that does not decode back to the move "
    "(ActionIndex.move); the action mask differs from the legal moves' numbers, or the seat to "
    "act has no numbered move; an observation is not a float32 vector of the encoder's size "
    "with every value in [0, 1], or two views that are equal (a state's and its twin's) give "
    "different observations.",
}


#: Finds a seat counted from 0 in a text a person reads (``seat 0``, ``Seats 0, 2``), which is
#: the ``words`` problem of :data:`PROBLEMS`.
SEAT_FROM_ZERO: Final = re.compile(r"\bseats? 0\b", re.IGNORECASE)


class ConformanceError(AssertionError):
    """A game broke a promise of the tablegames contract.

    The message starts with the game, the seed, the player count and the number of moves
    played (``"mygame: seed=3 players=2 after 41 moves: ..."``).

    Attributes:
        game_record: The record of the game up to the failing state (replay it to reproduce).
        kind: What kind of promise was broken: one of the keys of :data:`PROBLEMS`
            (``"leak"``, ``"json"``, ``"refused_legal"`` ...), or ``"other"``.
    """

    game_record: GameRecord | None
    kind: str

    def __init__(
        self, message: str, game_record: GameRecord | None = None, *, kind: str = "other"
    ) -> None:
        super().__init__(message)
        self.game_record = game_record
        self.kind = kind


@attrs.frozen
class CheckReport:
    """What :func:`check_game` (or :func:`check_states`) checked; ``print`` it for a summary.

    A report means that every promise held for everything counted here.

    Attributes:
        game: The game's name.
        games: Games played to the end (one per seed and player count).
        moves: Moves applied along the played lines (one random legal move after each state).
        states: States checked in full: invariants, JSON, hashing, every seat's legal moves
            applied (a sample of them) and refused candidates tried, every seat's view and a
            spectator's, leaks. With ``every=20`` about one state in 20.
        applied: The extra ``apply`` calls made on the checked states: legal moves that had to
            be accepted and candidate moves that had to be refused.
        twins_differing: How many times the leak check's *twin* really differed from the state.
            For each checked state and seat, the game's twin maker (:meth:`Game.twin
            <tablegames.Game.twin>`) reshuffles everything that seat cannot see; the seat's view
            and legal moves must not change. A twin equal to its state proves nothing (nothing
            was hidden, or the twin maker did nothing), so this counts the twins that tested
            something. It is 0 for a game without hidden information, and should be well above
            0 for a game with some: a game of your own whose twin maker never changes anything
            passes the leak check without being checked.
        players: The player counts played, in order.
        drawings: For a game with a :meth:`~tablegames.Game.drawing` hook, how many seats'
            drawings were checked: on one checked state in ``draw_every``, one seat in turn
            (or a spectator) has its view drawn and its twin's view drawn, and the two
            pictures must be the very same bytes of well-formed, self-contained SVG. 0 for a
            game that draws nothing.
        samples: For a game with a :meth:`~tablegames.Game.sample_state` hook, how many
            views were sampled and their samples checked (``samples`` of :func:`check_game`).
        twin_fields: For each player count, the state fields the twins ever changed: what the
            leak check really tested. A field hidden from a seat that is not listed was never
            reshuffled, so a leak of it would go unseen.
        suspect_fields: For each player count, the state fields the samples changed (besides
            their seed and history) that no twin ever did. Not a broken promise, but a warning
            that ``print`` shows: a field the sampler draws is hidden from someone, so the twin
            maker probably forgets to reshuffle it and the leak check is blind to it.
        observations: For a game with an RL module (:attr:`Game.rl_module
            <tablegames.Game.rl_module>`), how many views (the seats' and the spectator's, on
            every checked state) were encoded and their observations checked, each seat's legal
            moves numbered and its action mask with them. 0 for a game without one.
        not_checked: The parts of the game the kit could not check, each with the reason,
            which ``print`` shows: the RL module of a game that has one when the ``rl`` extra
            is not installed.
    """

    game: str
    games: int
    moves: int
    states: int
    applied: int
    twins_differing: int
    players: tuple[int, ...] = ()
    drawings: int = 0
    samples: int = 0
    twin_fields: tuple[tuple[int, tuple[str, ...]], ...] = ()
    suspect_fields: tuple[tuple[int, tuple[str, ...]], ...] = ()
    observations: int = 0
    not_checked: tuple[str, ...] = ()

    def __str__(self) -> str:
        counts = ", ".join(map(str, self.players)) or "none"
        changed = _by_count(self.twin_fields)
        drawn = (
            f" {self.drawings} seats' drawings compared with their twins'." if self.drawings else ""
        )
        sampled = f" {self.samples} samples checked against their views." if self.samples else ""
        encoded = (
            f" {self.observations} RL observations checked, with the seats' action numbers "
            "and masks."
            if self.observations
            else ""
        )
        skipped = "".join(f" Not checked: {part}." for part in self.not_checked)
        suspects = _by_count(self.suspect_fields)
        warning = (
            f" Warning: samples vary fields that no twin changed ({suspects}): the "
            "twin maker may not reshuffle everything hidden, and the leak check cannot see a "
            "leak of what it keeps."
            if suspects
            else ""
        )
        return (
            f"{self.game}: {self.games} games played (players: {counts}), {self.moves} moves; "
            f"{self.states} states checked in full with {self.applied} extra moves applied; "
            f"{self.twins_differing} leak-check twins differed from their state"
            f"{f' (fields changed: {changed})' if changed else ''}.{drawn}{sampled}{encoded} "
            f"Every promise held.{skipped}{warning}"
        )


def _by_count(fields: tuple[tuple[int, tuple[str, ...]], ...]) -> str:
    """Fields per player count, in words: ``"deck, hands at 2, 3 players; deck at 4 players"``."""
    counts: dict[tuple[str, ...], list[int]] = {}
    for count, names in fields:
        counts.setdefault(names, []).append(count)
    return "; ".join(
        f"{', '.join(names)} at {', '.join(map(str, seats))} players"
        for names, seats in counts.items()
    )


def check_game(
    game: str | AnyGame,
    *,
    seeds: Iterable[int],
    players: int | Iterable[int] | None = None,
    options: object | None = None,
    sample: int | None = 4,
    every: int = DEFAULT_EVERY,
    max_moves: int = 20_000,
    progress: Callable[[int, int], None] | None = None,
    draw_every: int = DEFAULT_DRAW_EVERY,
    samples: int = DEFAULT_SAMPLES,
) -> CheckReport:
    """Play random games and check the tablegames contract along the way.

    On each state it checks (see ``every``) it verifies that:

    * the state's own invariants hold, it is hashable and ``from_json(to_json(s)) == s``
      (for its views and moves too, and ``to_json`` is stable);
    * ``apply`` accepts exactly what ``legal_moves`` offers, for every seat: legal moves are
      applied without error, candidate moves that are not offered raise
      :class:`~tablegames.IllegalMoveError` with a message and a code the game declares (in
      its :attr:`~tablegames.Game.error_codes`, or one of the kernel's:
      :func:`tablegames.error_codes` lists them all), and the input state is never changed;
    * the current player is a seat of the game and has a move, and nobody has one once the
      game is over;
    * each seat's legal moves have notations of their own (:attr:`~tablegames.Game.notation`:
      case, spaces and underscores aside), each reading back as its move, as
      :func:`~tablegames.parse_move` and game texts need (game texts are checked at the end,
      below);
    * views leak nothing: for each seat (and a spectator), a *twin* state that differs only in
      what that seat cannot see gives an equal view and equal legal moves; and
      ``legal_moves(view)`` equals the seat's legal moves, and ``current_player(view)`` the
      state's current player (for a game whose views tell it:
      :meth:`~tablegames.Game.current_player_from_view`);
    * for a game that draws (:meth:`~tablegames.Game.drawing`), the drawings leak nothing:
      on one checked state in ``draw_every``, one seat in turn (or a spectator) has its view
      drawn, and drawing the twin for that seat (:func:`~tablegames.to_svg`, which goes
      through the twin's view) gives the same bytes, of well-formed SVG without script or
      external reference whose words are legible (no smaller than the kit's floor,
      :func:`~tablegames.core.svg.legibility_problems`), and so does, on every other drawing
      checked, the picture marking the last move, for a drawing that can
      (:func:`~tablegames.core.svg.can_mark_last_move`), and on the others the picture in
      each language the game speaks besides its own, for a drawing that can draw in other
      words (:func:`~tablegames.core.svg.can_draw_words`), its root saying its language;
    * the texts people read number seats from 1 (no "seat 0"): on the same states, for the
      same seat, the drawing's text, :meth:`~tablegames.Game.render` of the view, and in the
      game's :attr:`~tablegames.Game.words` the texts of the view's events and the labels of
      the seat's legal moves, each label non-empty and unique among them; and every method of
      the words (:class:`~tablegames.core.words.Words`) returns what the protocol promises
      (a ``str`` from ``label``, ``text``, ``group``, ``picture``, ``legend`` ...; a
      ``frozenset`` from ``folded``; runs of :class:`~tablegames.core.words.Run`), the
      ``result`` at the end for every seat and a spectator; a JSON document that cannot be
      written because the words raised on an event's text names the words' method, not JSON;
    * each translation the game declares (:attr:`~tablegames.Game.translations`) can be made
      (:meth:`~tablegames.Game.words_in`: it imports, and has every message of the game's
      words with their fields), once per check; and on the states and for the seats whose
      texts are checked in the game's words, the same texts are checked in it: each
      event's text a ``str`` that says something where the game's own words do, each legal
      move's label non-empty and unique among the seat's, and the ``result`` at the end
      (the "seat 0" check is the English one: it finds an English "seat 0" left in a
      translation, not its own language's);
    * for a game that samples states from views (:meth:`~tablegames.Game.sample_state`), the
      sampler keeps its contract (:doc:`/guides/sampling`) on ``samples`` views of each checked
      state: ``view(sample, seat)`` is the view sampled, the sample passes the game's
      invariants (``check_invariants(sample, with_history=False)`` when the game's hook takes
      that keyword, skipping those that tie the history, which a sample has not, to the
      state; every problem otherwise), has an empty history and a seed drawn from the
      generator (the same generator seed gives the same sample, another one another seed),
      agrees with the state on who acts and with what moves, and a legal move applies to it;
    * for a game with an RL module (:attr:`~tablegames.Game.rl_module`, :doc:`/guides/rl`),
      on every checked state: each seat's legal moves have action numbers of their own, each
      in the index and decoding back to its move (:meth:`ActionIndex.move
      <tablegames.rl.ActionIndex.move>`), but for the moves the index leaves out by design
      (:meth:`ActionIndex.outside <tablegames.rl.ActionIndex.outside>`), the seat to act
      keeping at least one numbered move; the action mask marks exactly those numbers; the
      observation of every seat's view and a spectator's is a ``float32`` vector of the
      encoder's size with every value in ``[0, 1]``, and the twin's view, equal to the view,
      gives the same observation. Without the ``rl`` extra installed this is not checked,
      and the report says so (:attr:`CheckReport.not_checked`);
    * the twins' report: which state fields the twins changed, and, when the game samples,
      a warning for fields the samples vary but no twin does (:class:`CheckReport`);
    * every hook the kit reads returns what the :class:`~tablegames.Game` protocol promises,
      checked where it is read, the error naming the hook, what it returned and what the
      contract asks: a state of the game's ``state_type`` from ``new_game``, ``apply`` and
      ``twin``, a view of its ``view_type`` from ``view``, tuples from ``legal_moves``,
      ``legal_moves_from_view`` and ``winners``, a ``bool`` from ``is_over``, a list of
      ``str`` from ``check_invariants``, an iterable from ``candidate_moves``, a ``str`` from
      ``render`` and from :attr:`~tablegames.Game.title`, and words and a notation with every
      method of their protocols;
    * every event of a checked state's log and of its views' is of one of the game's
      ``event_types``, and the first event of each class in each game loads back equal from
      its own document (``from_json(to_json(event)) == event``, the protocol's ``event``
      document);
    * for a game with a heuristic agent (:meth:`~tablegames.Game.heuristic_agent`), on the
      first state of each game, a new agent (given the game's seed) has a ``choose`` that
      returns one of the current player's legal moves from that seat's view;
    * :meth:`~tablegames.Game.teams` puts each seat in exactly one team, once per game;
    * for a game with :attr:`~tablegames.Game.search_hooks`, once per game, they make an object
      with the methods of :class:`~tablegames.core.hooks.SearchHooks` and a ``method`` of
      ``"tree"`` or ``"paired"``, whose ``segment`` of the first state is an ``int``,
      ``searched`` of the current player's moves a ``bool`` and ``searchable`` a non-empty
      tuple of some of them; at the end, ``rewards(first state, last state)`` gives one
      number from 0 to 1 per seat;
    * :meth:`~tablegames.Game.view_scores` of each view checked is ``None`` or one item per
      seat, each ``None`` or that seat's ``scores(state)``, and only a score the view can know:
      the twin made for the viewer (which differs only in what it cannot see) scores that seat
      alike;
    * at the end, ``replay(record(state)) == state``, and the game reads back from its game
      text: ``from_game_text(to_game_text(state)) == record(state)``
      (:func:`~tablegames.to_game_text`, :func:`~tablegames.from_game_text`), every move
      played written in its notation and read back where it was played, so a notation must
      be a word a game text holds (no ``{``, ``}`` or ``;``, no ``(`` or ``)`` at its start,
      not ``$N`` or ``N:...``, no ``!`` or ``?`` at its end after another legal
      move's notation: :ref:`writing-notation`); a failure names the first move whose text
      reads back otherwise, with its notation;
    * at the end, scores are a tuple of one ``int`` per seat and the winners are distinct
      seats in seat order, or ``()`` for a game nobody won;
      :meth:`~tablegames.Game.utilities` are one number per seat within
      :meth:`~tablegames.Game.utility_bounds`, adding up to
      :meth:`~tablegames.Game.utility_sum` when the game declares one.

    The defaults make a quick check (seconds for a few seeds): one state in
    :data:`DEFAULT_EVERY` (20) is checked in full, with 4 sampled moves per seat. The project's
    own tests pass their own, stronger parameters; ``every=1, sample=None`` checks everything.

    Args:
        game: A registered game's name, or a :class:`~tablegames.Game` object (registered on
            the fly if needed; refused if another object is registered under its name).
        seeds: One random game is played per seed (and per player count).
        players: The player counts to try; ``None`` means every count the game supports.
        options: The game's options (an options object or a mapping), ``None`` for defaults.
        sample: How many legal moves and how many refused candidates to apply per seat and
            checked state, besides the move played. ``None`` applies them all (thorough but
            slow).
        every: Check one state in ``every``, chosen at random, besides the first and the last
            state of each game; the moves in between are still applied, and the replay of the
            whole game is checked at the end. 1 checks every state.
        max_moves: A game longer than this is reported as not terminating.
        progress: Called after each game with the number of games finished and the number to
            play (``progress(3, 25)``), for a progress bar or a log line.
        draw_every: Check a seat's texts (and, for a game that draws, its drawing) on one
            checked state in ``draw_every`` (the seats and a spectator in turn); 1 checks one
            on every checked state.
        samples: For a game with a ``sample_state`` hook, how many views of each checked
            state to sample and check (the seats and a spectator in turn); 0 checks none, and
            the number of seats plus 1 checks every view.

    Returns:
        A :class:`CheckReport` of what was checked.

    Raises:
        ConformanceError: at the first broken promise; its ``kind`` says which
            (:data:`PROBLEMS`).
        ConfigError: if the game's state or view class lacks an attribute every game's has
            (:class:`~tablegames.Game` lists them: ``events``, say), or a method of the game
            that has no default is not callable (``twin = None``), checked first; if another
            object is registered under the game's name (an installed copy of the game being
            edited: pass the name to check that one, or
            ``tablegames.core.registry.register(game, replace=True)`` first to check this
            one in its place); if ``every``, ``sample``, ``samples`` or ``max_moves`` is out
            of range, or the game, player counts, seeds or options are bad.
    """
    found = _registered(game)
    if players is None:
        counts: tuple[int, ...] = tuple(range(found.min_players, found.max_players + 1))
    elif isinstance(players, int):
        counts = (players,)
    else:
        counts = tuple(players)
    # A generator of seeds would be used up by the first player count.
    chosen = tuple(seeds)
    _check_whole("every", every, 1)
    _check_whole("max_moves", max_moves, 1)
    _check_whole("draw_every", draw_every, 1)
    _check_whole("samples", samples, 0)
    if sample is not None:
        _check_whole("sample", sample, 0)
    checker = _Checker(found, sample, every, max_moves, draw_every, samples)
    total, done = len(counts) * len(chosen), 0
    for count in counts:
        for seed in chosen:
            checker.play(count, seed, options)
            done += 1
            if progress is not None:
                progress(done, total)
    return checker.report(counts)


def _check_whole(name: str, value: object, least: int) -> None:
    if type(value) is not int or value < least:
        raise ConfigError(f"{name} must be an integer of at least {least}, got {shown(value)}")


def check_states(
    game: str | AnyGame,
    states: Iterable[object],
    *,
    sample: int | None = 4,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
) -> CheckReport:
    """Check chosen states the way :func:`check_game` checks each state it reaches.

    Each state must have been reached by play (``apply`` from ``new_game``): besides the checks
    of :func:`check_game` on a state (invariants, JSON, ``apply`` against ``legal_moves`` and
    candidates, views and leaks), its record must replay to it and read back from its game
    text (:func:`~tablegames.to_game_text`). The text is read for the longest record of each
    game only (the states of one game, setup and options alike, whose moves start another
    given state's moves are read as part of it): given every state of a game, the kit reads
    one text, not one per state, and a failure still names the first move that does not read
    back (at the state whose text was read).

    Args:
        game: A registered game's name, or a :class:`~tablegames.Game` object.
        states: The states to check.
        sample: As for :func:`check_game`.
        seed: Resolves the sampling of moves and the twins.
        samples: As for :func:`check_game`.

    Returns:
        A :class:`CheckReport` (``games`` is 0, ``states`` the number checked).

    Raises:
        ConformanceError: at the first broken promise.
    """
    _check_whole("samples", samples, 0)
    checker = _Checker(_registered(game), sample, 1, 0, samples=samples)
    rng = Rng(seed, "check_states")
    states = list(states)
    longest = _longest_records(states)
    for index, state in enumerate(states):
        checker.where = f"state {index} ({len(state.history)} moves)"  # type: ignore[attr-defined]
        checker.state = state
        if index == 0:
            checker.check_hooks(state)
        checker.check_state(state, rng)
        checker.check_agent(state)
        game_record = record(state)
        checker.check_replay(state, game_record)
        if index in longest:
            checker.check_game_text(game_record)
    return checker.report()


def _longest_records(states: Sequence[object]) -> set[int]:
    """The indexes of the states whose record no other given state's record extends (the
    same game, players, seed and options, and moves that start with these), the last of equal
    ones: reading their game texts reads every state's, once per game. A state without a
    record is kept (its check fails first)."""
    groups: dict[tuple[str, int, int], list[tuple[int, GameRecord]]] = {}
    chosen: set[int] = set()
    for index, state in enumerate(states):
        try:
            found = record(state)
        except Exception:  # not a state: the checks before the text refuse it
            chosen.add(index)
            continue
        groups.setdefault((found.game, found.players, found.seed), []).append((index, found))
    for group in groups.values():
        kept: list[GameRecord] = []
        # Longest first, so that a record is met after every record that may extend it.
        for index, found in sorted(group, key=lambda item: (-len(item[1].moves), -item[0])):
            if not any(
                other.options == found.options and other.moves[: len(found.moves)] == found.moves
                for other in kept
            ):
                kept.append(found)
                chosen.add(index)
    return chosen


#: The attributes every state and every view must have, which the tools read from any game
#: (:class:`tablegames.Game` lists them): :func:`check_game` checks the classes for them first.
_REQUIRED_ATTRIBUTES: Final = {
    "state_type": ("players", "seed", "options", "history", "events"),
    "view_type": ("player", "events"),
}


#: The members of :class:`tablegames.Game` without a default that are methods, which the kit
#: calls: a game object whose member is something else (``twin = None``) is refused first.
_REQUIRED_METHODS: Final = tuple(
    member for member in REQUIRED_MEMBERS if inspect.isfunction(Game.__dict__.get(member))
)


def _registered(game: str | AnyGame) -> AnyGame:
    """The game named, or the game object given, registered if it was not yet.

    Raises:
        ConfigError: if it does not define every member that has no default
            (:func:`~tablegames.core.game.check_members`), or defines one of the methods as
            something that cannot be called, or its state or view class lacks an attribute
            every game's must have; if another object is registered under its name.
    """
    found = get_game(game) if isinstance(game, str) else game
    check_members(found)
    # check_members (and register) take any value but the protocol's stub: a method set to
    # None would fail deep inside the kit with "'NoneType' object is not callable".
    uncallable = [m for m in _REQUIRED_METHODS if not callable(getattr(found, m, None))]
    if uncallable:
        raise ConfigError(
            f"the game {found.name!r}: its "
            + ", ".join(f"{m} is {shown(getattr(found, m, None))}" for m in uncallable)
            + f", not {'a method' if len(uncallable) == 1 else 'methods'}: a game defines "
            "every method of tablegames.Game that has no default (see the 'Writing a game' "
            "guide)"
        )
    for member, names in _REQUIRED_ATTRIBUTES.items():
        cls = getattr(found, member)
        fields = {field.name for field in attrs.fields(cls)} if attrs.has(cls) else set()
        missing = [name for name in names if name not in fields and not hasattr(cls, name)]
        if missing:
            raise ConfigError(
                f"the game {found.name!r}: its {member} {cls.__name__} has no "
                f"{' and no '.join(missing)}: every {member.removesuffix('_type')} of a game has "
                f"{', '.join(names)} (see the 'Writing a game' guide)"
            )
    if isinstance(game, str):
        return found
    registered = GAMES.get(game.name)
    if registered is not None and registered is not game:
        # Replacing it silently would leave the process with another game than the installed
        # one under its name; the author chooses which one to check.
        raise ConfigError(
            f"another {type(registered).__name__} object is registered as the game "
            f"{game.name!r} (an installed copy of the game?), and check_game does not replace "
            f"it: pass the name, check_game({game.name!r}, ...), to check the registered game, "
            "or register this object in its place first, with "
            "tablegames.core.registry.register(game, replace=True)"
        )
    if registered is None:
        register(game)
    return game


def _sample_invariants(game: AnyGame) -> Callable[[Any], list[str]]:
    """The game's invariants as a sample must keep them: ``check_invariants(sample,
    with_history=False)`` when the game's hook takes that keyword (a sample has no history, so
    the checks that tie the history to the state are skipped, by design), else
    ``check_invariants(sample)``, every problem counting (see
    :meth:`Game.check_invariants <tablegames.Game.check_invariants>`)."""
    check: Callable[..., list[str]] = game.check_invariants
    try:
        keywords = inspect.signature(check).parameters
    except (TypeError, ValueError):  # a callable whose signature Python cannot tell
        return check
    if "with_history" not in keywords:
        return check
    return lambda sample: check(sample, with_history=False)


class _Checker:
    def __init__(
        self,
        game: AnyGame,
        sample: int | None,
        every: int,
        max_moves: int,
        draw_every: int = 1,
        samples: int = 0,
    ) -> None:
        self.game = game
        self.sample = sample
        self.every = every
        self.max_moves = max_moves
        self.games = self.moves = self.states = self.applied = self.twins_differing = 0
        self.where = ""
        self.state: Any = None
        # The drawing leak check: the game's hook (None when it draws nothing), and the seat
        # (an index into seats and then the spectator) whose drawing the current state checks.
        self.drawing: Callable[..., str] | None = (
            hook(game, "drawing") if has_drawing(game) else None
        )
        self.drawings = 0
        self.words = hook(game, "words")
        self.notation = hook(game, "notation")
        self.translations_checked = False
        #: The refusals whose error documents were checked, by code and names of facts.
        self.documented: set[tuple[str, tuple[str, ...]]] = set()
        # The game's words in each language it declares (Game.translations), made once per
        # check by check_translations: the texts checked in the game's words are checked in
        # each of them too.
        self.translated: tuple[tuple[str, Words], ...] = ()
        self.draw_every = draw_every
        self.drawing_seat: int | None = -1
        # The sampler check: the game's hook (None when it samples nothing), the views to
        # sample per checked state, the seats (None: the spectator) sampled on this one.
        self.sampler: Callable[..., Any] | None = (
            game.sample_state if samples and provides(game, "sample_state") else None
        )
        self.samples = samples
        self.sample_invariants = _sample_invariants(game)
        self.sampling_seats: set[int | None] = set()
        self.sampled = 0
        # Per player count, the state fields the twins and the samples changed.
        self.twin_fields: dict[int, set[str]] = {}
        self.sample_fields: dict[int, set[str]] = {}
        # The event check: the game's event classes; the events of this game checked so far,
        # by id (each kept, so that its id names no other event), and the classes of which one
        # has loaded back from its own document in this game. A round trip costs 0.1-0.15 ms:
        # one per event would slow the quick checks of long games; one per class and game adds
        # 2-3% to TEN's and under 1% to Aluette's.
        self.event_types = frozenset(game.event_types)
        self.events_seen: dict[int, Any] = {}
        self.event_documents: set[type] = set()
        # The game's view_scores; None for a game that keeps the default, which says nothing.
        self.view_scores: Callable[[Any], Any] | None = (
            game.view_scores if provides(game, "view_scores") else None
        )
        # The search hooks the game made for this game (None for a game without), and the
        # game's first state, from which their rewards are asked at the end.
        self.search: Any = None
        self.first: Any = None
        # The state whose views' scores are being checked, and its scores.
        self.scored: Any = None
        self.truth: tuple[int, ...] = ()
        # The codes the game declares (its error_codes and the kernel's), which a refusal's
        # code must be one of.
        self.codes = error_codes(game.name)
        # The RL check, for a game with an RL module: its name; why it cannot be checked
        # (None: it can); its encoder and its action index per player count, made on the
        # first state of each player count (load_rl); the observations checked.
        self.rl_name: str | None = hook(game, "rl_module")
        missing = missing_packages("rl") if self.rl_name is not None else []
        self.rl_skipped: str | None = (
            f"the RL module {self.rl_name!r} ({missing_extra('check_game', 'rl', missing)})"
            if missing
            else None
        )
        self.encoder: Any = None
        self.indices: dict[int, Any] = {}
        self.observations = 0

    def fail(self, problem: str, kind: str) -> ConformanceError:
        game_record = None
        with contextlib.suppress(Exception):  # a broken state must not hide the real problem
            game_record = record(self.state)
        return ConformanceError(
            f"{self.game.name}: {self.where}: {problem}", game_record, kind=kind
        )

    def returned(self, call: str, value: object, promise: str, kind: str) -> ConformanceError:
        """The error for the game's ``call`` (``"scores(state)"``) having returned ``value``,
        which is not what the contract asks (``promise``: ``"a tuple of one int per seat"``)."""
        return self.fail(f"{call} returned {_described(value)}, not {promise}", kind)

    def play(self, players: int, seed: int, options: object | None) -> None:
        from tablegames.core.api import new_game

        game = self.game
        rng = Rng(seed, "check_game")
        self.where = f"seed={seed} players={players} setup"
        state = new_game(game.name, players=players, seed=seed, options=options)
        self.state = state
        self.events_seen.clear()
        self.event_documents.clear()
        if type(state) is not game.state_type:
            raise self.returned(
                "new_game", state, f"a {game.state_type.__name__} (the game's state_type)", "hook"
            )
        self.check_hooks(state)
        for number in range(self.max_moves + 1):
            self.where = f"seed={seed} players={players} after {number} moves"
            if number == 0:
                moves = self.check_state(state, rng)
                self.check_agent(state)
            elif game.is_over(state) or rng.below(self.every) == 0:
                moves = self.check_state(state, rng)
            else:
                moves = [m for seat in range(players) for m in game.legal_moves(state, seat)]
            if not moves:
                if not game.is_over(state):
                    raise self.fail("nobody has a legal move but the game is not over", "stuck")
                break
            move = rng.choice(moves)
            try:
                after = game.apply(state, move)
            except IllegalMoveError as exc:
                raise self.fail(
                    f"apply refused the legal move {move!r}: {exc}", "refused_legal"
                ) from exc
            if type(after) is not type(state):
                raise self.returned(f"apply({move!r})", after, "a state", "refused_legal")
            state = self.state = after
            self.moves += 1
        else:
            raise self.fail(f"the game did not end within {self.max_moves} moves", "endless")
        self.check_end(state)
        self.games += 1

    def check_state(self, state: Any, rng: Rng) -> list[Any]:
        """Check one state; return every seat's legal moves (empty once the game is over)."""
        game = self.game
        self.states += 1
        self.load_rl(state.players)
        problems = self.problems(game.check_invariants(state), "check_invariants(state)")
        if problems:
            raise self.fail("invariants broken: " + "; ".join(problems), "invariants")
        current = game.current_player(state)
        if not is_turn(current, state.players):
            raise self.fail(
                f"current_player is {current!r}, not a seat of this {state.players}-player game",
                "turn",
            )
        try:
            hash(state)
        except TypeError as exc:
            raise self.fail(f"the state is not hashable: {exc}", "unhashable") from exc
        self.check_events(state.events, "the state's log")
        text = self.written(state, "state")
        copy = self.round_trip(state, "state", text)

        over = game.is_over(state)
        if type(over) is not bool:
            raise self.returned("is_over(state)", over, "a bool", "turn")
        if over != (current is None):
            raise self.fail(f"is_over is {over} but current_player is {current!r}", "turn")
        if not over and self.winners(state):
            raise self.fail("winners() must be () before the game ends", "turn")
        everything: list[Any] = []
        # One seat's drawing and texts on one checked state in draw_every, the seats and the
        # spectator in turn (-1: none this time).
        turn, rest = divmod(self.states - 1, self.draw_every)
        turn %= state.players + 1
        self.drawing_seat = -1 if rest else turn if turn < state.players else None
        if self.sampler is not None:
            first = (self.states - 1) * self.samples
            chosen = {(first + i) % (state.players + 1) for i in range(self.samples)}
            self.sampling_seats = {seat if seat < state.players else None for seat in chosen}
        for seat in range(state.players):
            moves = game.legal_moves(state, seat)
            self.check_moves(state, seat, moves, over, current)
            self.check_notation(seat, moves)
            self.check_view(state, seat, moves, rng)
            self.check_apply(state, copy, seat, moves, rng)
            everything.extend(moves)
        self.check_view(state, None, (), rng)
        if to_json(state) != text:
            raise self.fail("apply changed its input state (its JSON changed)", "input_changed")
        return everything

    def problems(self, problems: Any, call: str) -> list[str]:
        """``problems``, which the game's ``call`` of ``check_invariants`` returned, if it is a
        list of texts as the contract asks (empty for a sound state)."""
        if type(problems) is not list or not all(type(p) is str for p in problems):
            raise self.returned(
                call, problems, "a list of the problems found (str), empty when sound", "invariants"
            )
        return problems

    def winners(self, state: Any) -> tuple[int, ...]:
        """The game's winners of ``state``, if they are a tuple (what they hold is checked at
        the end)."""
        winners = self.game.winners(state)
        if not isinstance(winners, tuple):
            raise self.returned(
                "winners(state)",
                winners,
                "a tuple of the winning seats in seat order (() before the end)",
                "end",
            )
        return winners

    def check_events(self, events: Any, whose: str) -> None:
        """Each event of ``events`` (``whose`` log it is) is of one of the game's event classes,
        and the first of each class in a game loads back from its own document: what the
        client protocol's ``event`` document and ``to_json(event)`` need."""
        seen = self.events_seen
        for event in events:
            if id(event) in seen:
                continue
            seen[id(event)] = event
            cls = type(event)
            if cls not in self.event_types:
                names = ", ".join(t.__name__ for t in self.game.event_types)
                raise self.fail(
                    f"{whose} holds {shown(event, 60)}, a {cls.__name__}, which is not one of the "
                    f"game's event_types ({names}): its own document (to_json(event)) cannot "
                    "be written",
                    "events",
                )
            if cls not in self.event_documents:
                self.event_documents.add(cls)
                self.round_trip(event, f"event {shown(event, 60)}")

    def check_hooks(self, state: Any) -> None:
        """The game's title, default players, words, notation, teams and search hooks are what
        the protocol promises: read once per game, on its first state ``state``."""
        self.check_teams(state.players)
        self.check_search_hooks(state)
        title = hook(self.game, "title")
        if type(title) is not str:
            raise self.fail(
                f"the game's title is {_described(title)}, not a str (Game.title: the game's "
                "name as people write it)",
                "hook",
            )
        game = self.game
        table = hook(game, "default_players")
        if type(table) is not int or not game.min_players <= table <= game.max_players:
            raise self.fail(
                f"the game's default_players is {_described(table)}, not a number of seats "
                f"from {game.min_players} to {game.max_players} (Game.default_players: the "
                "seats of a table nobody gave a count for, as tablegames play and the lobby "
                "set it)",
                "hook",
            )
        for name, made, protocol, advice in (
            ("words", self.words, Words, "subclass PlainWords to inherit working defaults"),
            ("notation", self.notation, Notation, "FieldNotation is the default"),
        ):
            missing = [
                method
                for method, found in vars(protocol).items()
                if inspect.isfunction(found)
                and not method.startswith("_")
                and not callable(getattr(made, method, None))
            ]
            if missing:
                raise self.fail(
                    f"the game's {name} is {_described(made)}, which has no "
                    f"{', no '.join(missing)}: it keeps the {protocol.__name__} protocol "
                    f"({protocol.__module__}.{protocol.__name__}; {advice})",
                    name,
                )
        self.check_translations()

    def check_translations(self) -> None:
        """Each translation the game declares (:attr:`~tablegames.Game.translations`) imports
        and passes :meth:`~tablegames.Game.words_in`'s checks, so that a broken declaration
        is found when the game is tested, not when a player asks for it (``--lang``). Once
        per check: a translation is made once per process."""
        if self.translations_checked:
            return
        self.translations_checked = True
        game = self.game
        declared = hook(game, "translations")
        if not isinstance(declared, Mapping) or not all(
            isinstance(language, str) and isinstance(where, str)
            for language, where in declared.items()
        ):
            raise self.fail(
                f"the game's translations are {_described(declared)}, not a mapping of "
                "language tags to 'module:NAME' (Game.translations)",
                "hook",
            )
        translated = []
        for language in declared:
            try:
                words = hook(game, "words_in")(language)
            except ConfigError as error:
                raise self.fail(
                    f"the game's translation {language!r} cannot be used: {error}", "words"
                ) from None
            if words is not self.words:  # not the game's own language, declared again
                translated.append((language, words))
                self.check_refusals(language, words.catalogue)
                self.check_card_names(language, words)
        self.translated = tuple(translated)

    def check_card_names(self, language: str, words: Words) -> None:
        """A translation whose words name single cards (their optional ``card(card)``, which
        the server's pages name cards with: :func:`tablegames.server.pagewords.card_names`)
        names every card the game's documents can hold (its :attr:`~tablegames.Game.codecs`
        of cards) with a text: a card it cannot name would break every page of the game in
        that language, and random games meet only some cards."""
        name = getattr(words, "card", None)
        if name is None:
            return
        for codec in hook(self.game, "codecs"):
            if codec.noun != "card":
                continue
            for card, written in codec.names.items():
                try:
                    said = name(card)
                except Exception as exc:
                    raise self.fail(
                        f"the game's translation {language!r} cannot name the card {written!r}: "
                        f"{type(exc).__name__}: {exc}",
                        "words",
                    ) from exc
                if not isinstance(said, str) or not said.strip():
                    raise self.fail(
                        f"the game's translation {language!r} names the card {written!r} as "
                        f"{said!r}, not a text",
                        "words",
                    )

    def check_refusals(self, language: str, catalogue: Catalogue) -> None:
        """Each refusal a translation words (``refusal.<code>``, or its generic form
        ``refusal.<code>.generic``: :meth:`~tablegames.core.words.Catalogue.refusal`) is of a
        code the game's moves can be refused with (:func:`tablegames.error_codes`), or of a
        kernel check every game makes (``refusal.turn.not_yours``): a misspelt code's words
        would never be said."""
        codes = set(self.codes)
        prefix = f"{self.game.name}."
        checks = {code[len(prefix) :] for code in codes if code.startswith(prefix)}
        checks.update(template.partition(".")[2] for template in GAME_ERROR_CODES)
        unknown = []
        for key in catalogue.messages:
            if not key.startswith("refusal."):
                continue
            code = key[len("refusal.") :].removesuffix(".generic")
            if code not in codes and code not in checks:
                unknown.append(key)
            elif key.endswith(".generic"):
                self.check_generic_refusal(language, catalogue, key)
        if unknown:
            raise self.fail(
                f"the game's translation {language!r} words refusals of codes its moves are "
                f"never refused with: {', '.join(sorted(unknown)[:5])} "
                "(tablegames.error_codes lists them: refusal.<code>, or a kernel check "
                "without the game's name, refusal.turn.not_yours)",
                "words",
            )

    def check_refusal_document(self, error: IllegalMoveError, move: object) -> None:
        """A real refusal's error document (``to_json(error, game=...)``, what a server
        answers) reads back with every fact the refusal names
        (:attr:`~tablegames.IllegalMoveError.fields`): a fact the game's converter cannot
        write, or writes past the document's bounds, is left out of the document, and a
        front end that words the code itself would lack it
        (:func:`~tablegames.core.protocol.refusal_fields`). Once per code and the names of
        its facts: a refusal is checked at every state, its document's writing barely
        changes."""
        kind = (error.code, tuple(error.fields))
        if kind in self.documented:
            return
        self.documented.add(kind)
        written = from_json(to_json(error, game=self.game.name))
        lost = sorted(set(error.fields) - set(getattr(written, "fields", {})))
        if lost:
            facts = ", ".join(f"{name}={error.fields[name]!r}" for name in lost)
            raise self.fail(
                f"refusing {move!r} ({error.code!r}) names facts its error document cannot "
                f"carry: {facts} (a fact is written by the game's converter as a JSON value "
                "within the bounds of tablegames.core.protocol.refusal_field_problems)",
                "bad_refusal",
            )

    def check_generic_refusal(self, language: str, catalogue: Catalogue, key: str) -> None:
        """A refusal's generic form (``refusal.<code>.generic``) is said where a refusal does
        not give the facts its message names: it names none itself, and stands beside the
        message it replaces (an orphan is never said)."""
        base = key.removesuffix(".generic")
        if not catalogue.has(base):
            raise self.fail(
                f"the game's translation {language!r} has {key} but no {base}, the message "
                "it is the generic form of: it is never said (Catalogue.refusal)",
                "words",
            )
        named = sorted(
            name for _, name, _, _ in string.Formatter().parse(catalogue.messages[key]) if name
        )
        if named:
            raise self.fail(
                f"the game's translation {language!r} words {key} with {', '.join(named)}: a "
                "generic form is said where the refusal's facts are missing, so it names none "
                "(Catalogue.refusal)",
                "words",
            )

    def check_refusal_fields(
        self, language: str, words: Words, error: IllegalMoveError, seat: int
    ) -> None:
        """The translation's message for a real refusal (``refusal.<code>``, or the kernel
        check's) names only facts the refusal gives (its
        :attr:`~tablegames.IllegalMoveError.fields`), and its words say it: a message naming
        a field no raise site gives is never said (its generic form is said instead)."""
        catalogue = words.catalogue
        key = f"refusal.{error.code}"
        if not catalogue.has(key):
            key = f"refusal.{error.code.partition('.')[2]}"
            if not catalogue.has(key):
                return
        template = catalogue.messages[key]
        named = {
            name[:1].lower() + name[1:]
            for _, name, _, _ in string.Formatter().parse(template)
            if name
        }
        lacking = sorted(named - set(error.fields))
        if lacking:
            raise self.fail(
                f"the game's translation {language!r} words {error.code!r} ({key}) with "
                f"{', '.join(lacking)}, which its refusal of {error.move!r} does not give (it "
                f"gives {', '.join(sorted(error.fields)) or 'no field'}): its generic form is "
                "said instead (IllegalMoveError.fields, Catalogue.refusal)",
                "words",
            )
        try:
            said = refused(words, error, seat)
        except Exception as exc:
            raise self.fail(
                f"the game's translation {language!r} cannot say its refusal of "
                f"{error.move!r} ({error.code!r}): {type(exc).__name__}: {exc}",
                "words",
            ) from exc
        if not isinstance(said, str) or not said:
            raise self.fail(
                f"the game's translation {language!r} says its refusal of {error.move!r} "
                f"({error.code!r}) as {said!r}, not a text",
                "words",
            )
        # Said without its facts: the generic form, or the rules' own message (found by
        # asking again with a message no translation says, so that a translation wording the
        # refusal as the English does, en-GB, is not taken for one).
        generic = f"{key}.generic"
        unsaid = "\x00"
        probe = IllegalMoveError(unsaid, code=error.code, move=error.move, fields=error.fields)
        fell_back = refused(words, probe, seat) == unsaid or (
            catalogue.has(generic) and said == catalogue.say(generic)
        )
        if named and fell_back:
            raise self.fail(
                f"the game's translation {language!r} words {error.code!r} ({key}) with "
                f"{', '.join(sorted(named))}, which its refusal of {error.move!r} gives, but "
                f"its words say {said!r}, the message without them: a fact the catalogue "
                "cannot name (a card) must be named by the words' refusal(error, viewer) "
                "(tablegames.core.words.refused)",
                "words",
            )

    def check_teams(self, players: int) -> None:
        """The game's teams at ``players`` seats put each seat in exactly one team."""
        teams = hook(self.game, "teams")(players)
        seats = [
            seat
            for team in (teams if isinstance(teams, tuple) else ())
            for seat in (team if isinstance(team, tuple) else ())
        ]
        if (
            not isinstance(teams, tuple)
            or not all(isinstance(team, tuple) and team for team in teams)
            or any(type(seat) is not int for seat in seats)
            or sorted(seats) != list(range(players))
        ):
            raise self.returned(
                f"teams({players})",
                teams,
                f"a tuple of teams, each a tuple of seats, with each of the {players} seats in "
                "exactly one (Game.teams: the seats that win and lose together)",
                "hook",
            )

    def check_search_hooks(self, state: Any) -> None:
        """For a game with search hooks, what they make keeps the
        :class:`~tablegames.core.hooks.SearchHooks` protocol on ``state``, the game's first
        state; it is kept for its rewards at the end (:meth:`check_rewards`)."""
        game = self.game
        self.search, self.first = None, state
        maker = hook(game, "search_hooks")
        if maker is None:
            return
        protocol = "tablegames.core.hooks.SearchHooks; a class that subclasses it will do"
        if not callable(maker):
            raise self.fail(
                f"the game's search_hooks is {_described(maker)}, not None or what makes the "
                f"search hooks ({protocol})",
                "hook",
            )
        try:
            made = maker()
        except Exception as exc:
            raise self.fail(
                f"the game's search_hooks() raised {type(exc).__name__}: {exc}", "hook"
            ) from exc
        missing = [
            method
            for method in ("segment", "rewards", "searched", "searchable")
            if not callable(getattr(made, method, None))
        ]
        if missing:
            raise self.fail(
                f"the game's search_hooks() returned {_described(made)}, which has no "
                f"{', no '.join(missing)}: it keeps the SearchHooks protocol ({protocol})",
                "hook",
            )
        method = getattr(made, "method", "tree")
        if method not in ("tree", "paired"):
            raise self.fail(
                f"the search hooks' method is {_described(method)}, not 'tree' or 'paired'",
                "hook",
            )
        segment = made.segment(state)
        if type(segment) is not int:
            raise self.returned(
                "the search hooks' segment(state)",
                segment,
                "an int (a number that changes when the part of the game searched ends)",
                "hook",
            )
        seat = game.current_player(state)
        if seat is not None:
            moves = game.legal_moves(state, seat)
            searched = made.searched(moves)
            if type(searched) is not bool:
                raise self.returned(
                    f"the search hooks' searched(the legal moves of player {seat})",
                    searched,
                    "a bool",
                    "hook",
                )
            searchable = made.searchable(moves)
            if (
                not isinstance(searchable, tuple)
                or not searchable
                or any(move not in moves for move in searchable)
            ):
                raise self.returned(
                    f"the search hooks' searchable(the legal moves of player {seat})",
                    searchable,
                    f"a tuple of some of the {len(moves)} moves it was given, never empty",
                    "hook",
                )
        self.search = made

    def load_rl(self, players: int) -> None:
        """For a game with an RL module (and the ``rl`` extra installed), make its encoder once
        and its action index at ``players`` seats once per player count (asked on every
        checked state: :func:`check_states` may be given states of several counts)."""
        if self.rl_name is None or self.rl_skipped is not None or players in self.indices:
            return
        from tablegames.rl.environments import rl_module

        try:
            module = rl_module(self.game.name)
            self.encoder = self.encoder or module.ENCODER()
            self.indices[players] = module.actions(players)
        except Exception as exc:
            raise self.fail(
                f"the game's RL module {self.rl_name!r} cannot be used: "
                f"{type(exc).__name__}: {exc}",
                "rl",
            ) from exc

    def check_observation(self, seat: int | None, seen: Any, twin_seen: Any) -> None:
        """The observation of ``seen``, the view of ``seat``, is a float32 vector of the
        encoder's size with every value in [0, 1], and the twin's view ``twin_seen`` (equal
        to ``seen``; ``None`` when the twin is the state itself) gives the same."""
        import numpy as np

        who = "a spectator" if seat is None else f"player {seat}"
        encoder = self.encoder
        try:
            vector = encoder.encode(seen)
            other = None if twin_seen is None else encoder.encode(twin_seen)
        except Exception as exc:
            raise self.fail(
                f"the RL encoder's encode(the view of {who}) raised {type(exc).__name__}: {exc}",
                "rl",
            ) from exc
        size = encoder.size
        if (
            not isinstance(vector, np.ndarray)
            or vector.shape != (size,)
            or vector.dtype != np.float32
        ):
            raise self.returned(
                f"the RL encoder's encode(the view of {who})",
                vector,
                f"a float32 vector of the encoder's size, {size}",
                "rl",
            )
        outside = np.flatnonzero(~((vector >= 0) & (vector <= 1)))
        if outside.size:
            at = int(outside[0])
            raise self.fail(
                f"the RL observation of {who} holds {vector[at]} at {at} "
                f"({_segment(encoder.layout, at)}), outside its space, [0, 1]",
                "rl",
            )
        if other is not None and not np.array_equal(vector, other):
            at = int(np.flatnonzero(vector != other)[0])
            raise self.fail(
                f"the RL observations of two equal views of {who} differ at {at} "
                f"({_segment(encoder.layout, at)}): {vector[at]} != {other[at]} (the twin "
                "state's view equals the state's, so the encoder reads something besides "
                "the view's compared fields: a field with eq=False, a cache kept by identity)",
                "rl",
            )
        self.observations += 1

    def check_actions(self, state: Any, seat: int, moves: tuple[Any, ...]) -> None:
        """Each of the seat's legal moves has its own action number, which decodes back to
        it, but for moves the index leaves out by design (its ``outside``); the action mask
        marks exactly those numbers; the seat to act has at least one."""
        import numpy as np

        index = self.indices[state.players]
        name = type(index).__name__
        numbers: dict[int, Any] = {}
        for move in moves:
            number = index.index(move)
            if number is None:
                if index.outside(move):
                    continue
                raise self.fail(
                    f"player {seat}'s legal move {move!r} has no action number ({name}.index "
                    "returned None): the RL environment leaves it out of the seat's action "
                    "mask, and a seat to act whose every move lacks one gets a mask of zeros. "
                    "Number every move the game can offer; an index leaves out only the moves "
                    "its outside(move) names (the RL guide's 'Moves outside the index')",
                    "rl",
                )
            if isinstance(number, bool) or not isinstance(number, (int, np.integer)):
                raise self.returned(
                    f"{name}.index({move!r})", number, "an action number (an int) or None", "rl"
                )
            number = int(number)
            if not 0 <= number < index.size:
                raise self.fail(
                    f"{name}.index({move!r}) is {number}, outside the action numbers 0 to "
                    f"{index.size - 1}",
                    "rl",
                )
            if number in numbers:
                raise self.fail(
                    f"player {seat}'s legal moves {numbers[number]!r} and {move!r} share the "
                    f"action number {number}: the environment could offer only one of them",
                    "rl",
                )
            numbers[number] = move
            try:
                back = index.move(number, seat)
            except Exception as exc:
                raise self.fail(
                    f"{name}.move({number}, {seat}), the number of {move!r}, raised "
                    f"{type(exc).__name__}: {exc}",
                    "rl",
                ) from exc
            if back != move:
                raise self.fail(
                    f"the action number {number} of player {seat}'s legal move {move!r} decodes "
                    f"back to {back!r} ({name}.move({number}, {seat}))",
                    "rl",
                )
        mask = index.mask(moves)
        marked = set(np.flatnonzero(mask).tolist()) if isinstance(mask, np.ndarray) else None
        if marked != set(numbers) or mask.shape != (index.size,):
            raise self.returned(
                f"{name}.mask(the legal moves of player {seat})",
                mask,
                f"a vector of {index.size} marking their {len(numbers)} numbers",
                "rl",
            )
        if moves and not numbers and seat == self.game.current_player(state):
            raise self.fail(
                f"none of player {seat}'s {len(moves)} legal moves has an action number (all "
                f"are outside the index: {shown(moves[0], 60)} ...): the RL environment "
                "cannot offer the seat any action",
                "rl",
            )

    def check_agent(self, state: Any) -> None:
        """A new heuristic agent of the game, for a game that has one, chooses one of the
        current player's legal moves from that seat's view."""
        game = self.game
        seat = game.current_player(state)
        if seat is None or not provides(game, "heuristic_agent"):
            return
        agent = game.heuristic_agent(state.seed)
        if not callable(getattr(agent, "choose", None)):
            raise self.fail(
                f"heuristic_agent({state.seed}) returned {_described(agent)}, which has no "
                "choose method: an agent's choose(view, moves) returns one of the moves "
                "(tablegames.core.hooks.Agent)",
                "hook",
            )
        moves = game.legal_moves(state, seat)
        try:
            choice = agent.choose(game.view(state, seat), moves)
        except Exception as exc:
            raise self.fail(
                f"the heuristic agent's choose(view, moves) for player {seat} raised "
                f"{type(exc).__name__}: {exc}",
                "hook",
            ) from exc
        if choice not in moves:
            raise self.returned(
                f"the heuristic agent's choose(view, moves) for player {seat}",
                choice,
                f"one of the {len(moves)} legal moves it was given",
                "hook",
            )

    def written(self, obj: Any, what: str) -> str:
        """The JSON text of ``obj`` (``what`` it is, for the message)."""
        try:
            return to_json(obj)
        except UnconvertibleClassError as exc:  # a class of the game's, whatever the object
            raise self.fail(f"the game's JSON cannot be made: {exc}", "json") from exc
        except Exception as exc:
            self.check_spoken(obj, what)
            raise self.fail(
                f"the {what} cannot be written as JSON: {type(exc).__name__}: {exc}", "json"
            ) from exc

    def check_spoken(self, obj: Any, what: str) -> None:
        """The words the JSON of ``obj`` (``what`` it is) holds can be said: its ``text``, for
        an event, the text of each of its events, for a view. Asked when writing ``obj``
        failed, so that a failure of the game's words is reported as theirs."""
        game = self.game
        if isinstance(obj, game.view_type):
            viewer, events = obj.player, obj.events
        elif type(obj) in self.event_types:
            viewer, events = None, (obj,)
        else:
            return
        words = client_words(game)
        holds = "its text" if obj is events[0] and len(events) == 1 else "its events' texts"
        for event in events:
            for method in ("is_redundant", "text"):
                try:
                    getattr(words, method)(event, viewer)
                except Exception as exc:
                    raise self.fail(
                        f"the game's words.{method}({shown(event, 60)}, {viewer}) raised "
                        f"{type(exc).__name__}: {exc} (the {what}'s JSON holds {holds}, as "
                        "its viewer reads them)",
                        "words",
                    ) from exc

    def round_trip(self, obj: Any, what: str, text: str | None = None) -> Any:
        text = self.written(obj, what) if text is None else text
        try:
            back = from_json(text)
        except Exception as exc:
            raise self.fail(
                f"the {what} does not load back from its own JSON: {exc}", "json"
            ) from exc
        if back != obj:
            raise self.fail(
                f"the {what} does not round-trip through JSON: {difference(obj, back)}", "json"
            )
        if to_json(back) != text:
            raise self.fail(f"to_json of the {what} is not stable", "json")
        return back

    def check_moves(
        self, state: Any, seat: int, moves: tuple[Any, ...], over: bool, current: int | None
    ) -> None:
        if not isinstance(moves, tuple):
            raise self.fail(f"legal_moves must return a tuple, got {type(moves).__name__}", "moves")
        if over and moves:
            raise self.fail(f"the game is over but player {seat} has moves {moves[:3]!r}", "turn")
        if seat == current and not moves:
            raise self.fail(f"player {seat} is the current player but has no legal move", "turn")
        if len(set(moves)) != len(moves):
            raise self.fail(f"legal_moves of player {seat} lists a move twice", "moves")
        for move in moves:
            if type(move) not in self.game.move_types:
                raise self.fail(f"{move!r} is not one of the game's move classes", "moves")
            if move.player != seat:
                raise self.fail(
                    f"legal_moves of player {seat} offers {move!r} of another seat", "moves"
                )

    def check_notation(self, seat: int, moves: tuple[Any, ...]) -> None:
        """Each of the seat's legal moves has its own notation, which reads back as that move
        (what :func:`~tablegames.parse_move` and game texts rely on)."""
        if not moves:
            return
        lexicon = Lexicon(self.notation, moves)
        for move, text in zip(moves, lexicon.texts, strict=True):
            if type(text) is not str or not text.strip():
                raise self.fail(
                    f"the notation of {move!r} is {text!r}, not a text to type", "notation"
                )
            named = lexicon.named(text)
            if len(named) > 1:
                raise self.fail(
                    f"the notation {text!r} of player {seat}'s legal move {move!r} is shared "
                    f"by {', '.join(map(repr, named[1:3] if named[0] == move else named[:2]))}: "
                    "a notation must be unique among a position's legal moves (case, spaces "
                    "and underscores aside), or parse_move cannot read it back",
                    "notation",
                )
            if named != [move]:
                raise self.fail(
                    f"the notation {text!r} of {move!r} reads back as "
                    f"{named[0] if named else 'no move'!r}",
                    "notation",
                )

    def check_view(self, state: Any, seat: int | None, moves: tuple[Any, ...], rng: Rng) -> None:
        game = self.game
        seen = game.view(state, seat)
        if type(seen) is not game.view_type:
            raise self.returned(
                f"view(state, {seat})",
                seen,
                f"a {game.view_type.__name__} (the game's view_type)",
                "view",
            )
        if seen.player != seat:
            raise self.fail(f"view(state, {seat}) has player {seen.player!r}", "view")
        self.check_events(
            seen.events, "a spectator's view" if seat is None else f"the view of player {seat}"
        )
        self.round_trip(seen, f"view of player {seat}")
        if seat is not None:
            from_view = game.legal_moves_from_view(seen)
            if not isinstance(from_view, tuple):
                raise self.returned(
                    f"legal_moves_from_view(view of player {seat})", from_view, "a tuple", "view"
                )
            if from_view != moves:
                raise self.fail(
                    f"legal_moves(view) of player {seat} differs from legal_moves(state, {seat})",
                    "view",
                )
        if provides(game, "current_player_from_view") or hasattr(seen, "to_act"):
            told, turn = hook(game, "current_player_from_view")(seen), game.current_player(state)
            if told != turn:
                who = "a spectator" if seat is None else f"player {seat}"
                raise self.fail(
                    f"current_player(view) of {who} is {told!r}, current_player(state) {turn!r}",
                    "view",
                )
        twin = game.twin(state, seat, rng.next_u64() >> 11)
        if type(twin) is not type(state):
            raise self.returned(
                f"the twin maker, twin(state, {seat}, seed),", twin, "a state", "twin"
            )
        differs = twin != state
        if differs:
            self.twins_differing += 1
            self.twin_fields.setdefault(state.players, set()).update(_changed(state, twin))
        if self.view_scores is not None:
            self.check_view_scores(state, twin if differs else None, seat, seen)
        twin_seen = game.view(twin, seat)
        if twin_seen != seen:
            who = "a spectator" if seat is None else f"player {seat}"
            raise self.fail(
                f"the view of {who} leaks hidden information: a state differing only in what "
                f"{who} cannot see gives a different view: "
                f"{difference(seen, twin_seen, 'view')}",
                "leak",
            )
        if seat is not None and game.legal_moves(twin, seat) != moves:
            raise self.fail(
                f"the legal moves of player {seat} depend on information hidden from that seat",
                "leak",
            )
        if seat == self.drawing_seat:
            self.check_texts(seen, seat, moves)
            if self.drawing is not None:
                self.check_drawing(twin, seat, seen)
        if seat in self.sampling_seats:
            self.check_sample(state, seat, seen, moves, rng)
        if self.encoder is not None:
            self.check_observation(seat, seen, twin_seen if differs else None)
            if seat is not None:
                self.check_actions(state, seat, moves)

    def check_view_scores(self, state: Any, twin: Any, seat: int | None, seen: Any) -> None:
        """``view_scores(seen)``, of the view of ``seat``, gives ``None`` or one item per seat:
        the seat's ``scores(state)``, or ``None`` where the score is hidden from the viewer;
        ``twin``, which differs from ``state`` only in what the viewer cannot see (``None``
        when it is the same state), must score every seat whose score is given alike."""
        who = "a spectator" if seat is None else f"player {seat}"
        given = self.view_scores(seen)  # type: ignore[misc]
        if given is None:
            return
        if (
            not isinstance(given, tuple)
            or len(given) != state.players
            or any(score is not None and type(score) is not int for score in given)
        ):
            raise self.returned(
                f"view_scores(the view of {who})",
                given,
                f"None or a tuple of one int or None per seat ({state.players})",
                "view",
            )
        # The state's scores are read once for its views (the seats' and the spectator's).
        if self.scored is not state:
            self.scored, self.truth = state, self.scores(state)
        truth = self.truth
        for scored, score in enumerate(given):
            if score is not None and score != truth[scored]:
                raise self.fail(
                    f"view_scores(the view of {who}) gives player {scored} the score {score}, "
                    f"scores(state) {truth[scored]}",
                    "view",
                )
        known = [scored for scored, score in enumerate(given) if score is not None]
        other = truth if twin is None or not known else self.scores(twin)
        for scored in known:
            score = given[scored]
            if other[scored] != score:
                raise self.fail(
                    f"view_scores(the view of {who}) shows player {scored}'s score {score}, "
                    f"which {who} cannot know: a state differing only in what {who} cannot see "
                    f"scores it {other[scored]} (a score hidden from the viewer is None)",
                    "leak",
                )

    def check_sample(
        self, state: Any, seat: int | None, seen: Any, moves: tuple[Any, ...], rng: Rng
    ) -> None:
        """The game's sampler keeps its contract on ``seen``, the view of ``seat`` of
        ``state`` (the sampling guide's list)."""
        game, sampler = self.game, self.sampler
        assert sampler is not None
        who = "a spectator" if seat is None else f"player {seat}"
        seed = rng.next_u64() >> 11
        try:
            sample = sampler(seen, Rng(seed, "sample"))
            again = sampler(seen, Rng(seed, "sample"))
            other = sampler(seen, Rng(seed + 1, "sample"))
        except Exception as exc:
            raise self.fail(
                f"sample_state of the view of {who} raised {type(exc).__name__}: {exc}", "sample"
            ) from exc
        if type(sample) is not type(state):
            raise self.fail(
                f"sample_state of the view of {who} returned a {type(sample).__name__}, not a "
                "state of the game",
                "sample",
            )
        if again != sample:
            raise self.fail(
                f"sample_state of the view of {who} drew another sample from the same seed: "
                f"{difference(sample, again, 'sample')}",
                "sample",
            )
        if other.seed == sample.seed:
            raise self.fail(
                f"sample_state of the view of {who} gave the seed {sample.seed} for two "
                "generators: a sample's seed must be drawn from the generator",
                "sample",
            )
        if len(sample.history):
            raise self.fail(f"the sample of the view of {who} has a history", "sample")
        if game.view(sample, seat) != seen:
            raise self.fail(
                f"the sample of the view of {who} gives another view: "
                f"{difference(seen, game.view(sample, seat), 'view')}",
                "sample",
            )
        problems = self.problems(
            self.sample_invariants(sample), f"check_invariants(the sample of the view of {who})"
        )
        if problems:
            raise self.fail(
                f"the sample of the view of {who} breaks the invariants: {'; '.join(problems)}",
                "sample",
            )
        current = game.current_player(sample)
        if current != game.current_player(state):
            raise self.fail(
                f"in the sample of the view of {who}, player {current} acts, not player "
                f"{game.current_player(state)}",
                "sample",
            )
        if seat is not None and game.legal_moves(sample, seat) != moves:
            raise self.fail(
                f"in the sample of the view of {who}, that seat has other legal moves", "sample"
            )
        if current is not None:
            offered = game.legal_moves(sample, current)
            if not offered:
                raise self.fail(
                    f"in the sample of the view of {who}, player {current} has no legal move",
                    "sample",
                )
            move = rng.choice(offered)
            try:
                game.apply(sample, move)
            except Exception as exc:
                raise self.fail(
                    f"the sample of the view of {who} does not play on: apply({move!r}) raised "
                    f"{type(exc).__name__}: {exc}",
                    "sample",
                ) from exc
        self.sampled += 1
        self.sample_fields.setdefault(state.players, set()).update(
            _changed(state, sample) - {"seed", "history"}
        )

    def check_texts(self, seen: Any, seat: int | None, moves: tuple[Any, ...]) -> None:
        """The texts people read of ``seen`` number seats from 1: its render, its events' texts
        and its moves' labels in the game's words."""
        who = "a spectator" if seat is None else f"player {seat}"
        words = self.words
        said = self.said
        rendered = self.game.render(seen)
        if type(rendered) is not str:
            raise self.returned(f"render(the view of {who})", rendered, "a str", "words")
        self.check_words(rendered, f"render of {who}'s view")
        for event in seen.events:
            text = said("text", str, words.text(event, seat))
            self.check_words(text, f"text of {type(event).__name__} for {who}")
            said("is_redundant", bool, words.is_redundant(event, seat))
        for move in moves:
            self.check_words(
                said("label", str, words.label(move)), f"label of {who}'s move {move!r}"
            )
            said("group", str, words.group(move))
            said("variant", str, words.variant(move))
            words.spot(move)  # any place, or None
        problems = check_labels(words, moves)
        if problems:
            raise self.fail(
                f"the labels of {who}'s legal moves are not each their own: {'; '.join(problems)}"
                " (a label is unique among a position's legal moves: see the Words protocol)",
                "words",
            )
        said("picture", str, words.picture(seen, {}))
        runs = said("runs", tuple, words.runs(seen))
        for run in runs:
            said("runs", Run, run)
        said(
            "parse_run", (Run, type(None)), words.parse_run(seen, runs[0].notation if runs else "")
        )
        said("legend", str, words.legend())
        said("folded", frozenset, words.folded())
        catalogue = said("catalogue", Catalogue, getattr(words, "catalogue", None))
        translated = words.in_language(catalogue)
        if not callable(getattr(translated, "label", None)):
            self.said("in_language", type(words), translated)
        for language, words in self.translated:
            self.check_translated_texts(language, words, seen, seat, moves)

    def check_translated_texts(
        self, language: str, words: Words, seen: Any, seat: int | None, moves: tuple[Any, ...]
    ) -> None:
        """What :meth:`check_texts` checks of the game's words, in its translation
        ``language`` (``words``): the texts of ``seen``'s events, each saying something where
        the game's own words do, and its moves' labels, each non-empty and their own; none
        with an English "seat 0" (``SEAT_FROM_ZERO`` knows no other language's word for a
        seat: seat numbers come from the catalogue's ``seat`` message, which counts from 1).
        A translation gives these texts to the client protocol
        (``to_json(..., language=)``, ``tablegames serve --lang``) and the command line
        (``--lang``), whose promises are the same in every language."""
        who = "a spectator" if seat is None else f"player {seat}"
        within = f"in the game's translation {language!r}"

        def said(method: str, expected: type, value: Any) -> Any:
            return self.said(method, expected, value, language)

        for event in seen.events:
            text = said("text", str, words.text(event, seat))
            what = f"text of {type(event).__name__} for {who} {within}"
            own = self.words.text(event, seat) if not text.strip() else ""
            if own.strip():
                raise self.fail(
                    f"the {what} is empty, where the game's own words say {own[:60]!r} "
                    f"({shown(event, 60)})",
                    "words",
                )
            self.check_words(text, what)
            said("is_redundant", bool, words.is_redundant(event, seat))
        for move in moves:
            self.check_words(
                said("label", str, words.label(move)), f"label of {who}'s move {move!r} {within}"
            )
            said("group", str, words.group(move))
        problems = check_labels(words, moves)
        if problems:
            raise self.fail(
                f"{within}, the labels of {who}'s legal moves are not each their own: "
                f"{'; '.join(problems)} (a label is unique among a position's legal moves, in "
                "every language the game speaks: see the Words protocol)",
                "words",
            )

    def said(
        self,
        method: str,
        expected: type | tuple[type, ...],
        value: Any,
        language: str | None = None,
    ) -> Any:
        """``value``, which the game's ``words.<method>`` returned (in its translation
        ``language``; ``None``: its own words), if it is what the
        :class:`~tablegames.core.words.Words` protocol promises (``expected``)."""
        if isinstance(value, expected):
            return value
        stub = inspect.getattr_static(self.words, method, None) is Words.__dict__.get(method)
        names = (expected,) if isinstance(expected, type) else expected
        promised = " or ".join("None" if kind is type(None) else kind.__name__ for kind in names)
        within = "" if language is None else f" in its translation {language!r}"
        raise self.fail(
            f"the game's words.{method}{within} returned {shown(value, 60)}, not a {promised}"
            + (
                ": it is the Words protocol's stub, which returns None (a subclass of Words "
                "must write every method; subclass PlainWords to inherit working defaults)"
                if stub
                else ""
            ),
            "words",
        )

    def check_drawing(self, twin: Any, seat: int | None, seen: Any) -> None:
        """The seat's picture is sound SVG whose words are legible, and its twin's picture is
        the very same bytes."""
        import xml.etree.ElementTree as ElementTree

        from tablegames.core.api import view
        from tablegames.core.svg import (
            can_draw_words,
            can_mark_last_move,
            legibility_problems,
            svg_problems,
            to_svg,
        )

        def unsound(picture: object) -> str:
            """How ``picture`` breaks a drawing's promises, its words' legibility too ("")."""
            if not isinstance(picture, str):
                return "is unsound: it is not text"
            problems = svg_problems(picture)
            if problems:
                return f"is unsound: {'; '.join(problems)}"
            problems = legibility_problems(picture)
            if len(problems) > 3:  # a table's every word, drawn too small, says it once
                problems = [*problems[:3], f"and {len(problems) - 3} more"]
            return f"is hard to read: {'; '.join(problems)}" if problems else ""

        assert self.drawing is not None
        who = "a spectator" if seat is None else f"player {seat}"
        try:
            picture = self.drawing(seen, id_prefix="tg")
            # A seat's drawing of a state is its drawing of its view: to_svg goes through it.
            twins = to_svg(twin, seat) if seat is not None else to_svg(view(twin, None))
        except Exception as exc:
            raise self.fail(
                f"drawing the view of {who} raised {type(exc).__name__}: {exc}", "drawing"
            ) from exc
        problems = unsound(picture)
        if problems:
            raise self.fail(f"the drawing of {who}'s view {problems}", "drawing")
        self.check_words(" ".join(ElementTree.fromstring(picture).itertext()), f"drawing of {who}")
        if twins == picture and self.drawings % 2 == 0 and can_mark_last_move(self.game):
            # The picture marking the last move must leak nothing either: the mark is read
            # from the view's events, which hold only what the seat saw. Every other drawing
            # checked (the first included) is drawn marked too: a second picture on each
            # made the conformance runs a fifth to a half slower.
            try:
                picture = self.drawing(seen, id_prefix="tg", last_move=True)
                twins = to_svg(twin if seat is not None else view(twin, None), seat, last_move=True)
            except Exception as exc:
                raise self.fail(
                    f"drawing the view of {who} with its last move marked raised "
                    f"{type(exc).__name__}: {exc}",
                    "drawing",
                ) from exc
            problems = unsound(picture)
            if problems:
                raise self.fail(
                    f"the drawing of {who}'s view with its last move marked {problems}", "drawing"
                )
        if twins == picture and self.drawings % 2 == 1 and can_draw_words(self.game):
            # Every other drawing checked (those not marked) is drawn in each language the
            # game speaks besides its own too: sound, legible, saying its language, and
            # leaking nothing, as a translated word could (a card named that should not be).
            for language in hook(self.game, "languages")[1:]:
                self.check_drawing_in(language, twin, seat, seen, unsound)
        if twins != picture:
            shorter = min(len(picture), len(twins))
            at = next((i for i in range(shorter) if picture[i] != twins[i]), shorter)
            raise self.fail(
                f"the drawing of {who}'s view leaks hidden information: a state differing only "
                f"in what {who} cannot see draws differently from character {at}: "
                f"{picture[max(0, at - 30) : at + 50]!r} != {twins[max(0, at - 30) : at + 50]!r}",
                "leak",
            )
        self.drawings += 1

    def check_drawing_in(
        self,
        language: str,
        twin: Any,
        seat: int | None,
        seen: Any,
        unsound: Callable[[object], str],
    ) -> None:
        """The seat's picture in the game's words in ``language`` is sound, legible and says
        its language on its root, and its twin's is the very same bytes."""
        import xml.etree.ElementTree as ElementTree

        from tablegames.core.api import view
        from tablegames.core.svg import to_svg

        who = "a spectator" if seat is None else f"player {seat}"
        try:
            picture = to_svg(seen, language=language)
            twins = to_svg(twin if seat is not None else view(twin, None), seat, language=language)
        except Exception as exc:
            raise self.fail(
                f"drawing the view of {who} in {language!r} raised {type(exc).__name__}: {exc}",
                "drawing",
            ) from exc
        problems = unsound(picture)
        if problems:
            raise self.fail(f"the drawing of {who}'s view in {language!r} {problems}", "drawing")
        said = ElementTree.fromstring(picture).get("lang")
        if said is None or said.lower() != language.lower():
            raise self.fail(
                f"the drawing of {who}'s view in {language!r} says its language is "
                f"{said!r} (document()'s lang: the words' catalogue's language)",
                "drawing",
            )
        if twins != picture:
            shorter = min(len(picture), len(twins))
            at = next((i for i in range(shorter) if picture[i] != twins[i]), shorter)
            raise self.fail(
                f"the drawing of {who}'s view in {language!r} leaks hidden information: a "
                f"state differing only in what {who} cannot see draws differently from "
                f"character {at}: {picture[max(0, at - 30) : at + 50]!r} != "
                f"{twins[max(0, at - 30) : at + 50]!r}",
                "leak",
            )

    def check_words(self, text: str, what: str) -> None:
        """A text a person reads numbers seats from 1 (``SEAT_FROM_ZERO`` finds none)."""
        found = SEAT_FROM_ZERO.search(text)
        if found is not None:
            at = found.start()
            raise self.fail(
                f"the {what} counts seats from 0 ({text[max(0, at - 30) : at + 40]!r}): people "
                "read seat 0 as seat 1 (tablegames.core.words.seat_number)",
                "words",
            )

    def check_apply(
        self, state: Any, copy: Any, seat: int, moves: tuple[Any, ...], rng: Rng
    ) -> None:
        game = self.game
        for move in self.pick(moves, rng):
            self.round_trip(move, "move")
            try:
                after = game.apply(state, move)
            except IllegalMoveError as exc:
                raise self.fail(
                    f"apply refused {move!r}, which legal_moves offers: {exc}", "refused_legal"
                ) from exc
            self.applied += 1
            if type(after) is not type(state):
                raise self.returned(f"apply({move!r})", after, "a state", "refused_legal")
            if state != copy:
                raise self.fail(f"apply({move!r}) changed its input state", "input_changed")
        offered = set(moves)
        candidates = game.candidate_moves(state, seat)
        if not isinstance(candidates, Iterable):
            raise self.returned(
                f"candidate_moves(state, {seat})", candidates, "an iterable of moves", "moves"
            )
        refused = [m for m in candidates if m not in offered]
        for move in self.pick(refused, rng):
            try:
                game.apply(state, move)
            except IllegalMoveError as exc:
                if not exc.code or not str(exc):
                    raise self.fail(
                        f"refusing {move!r} gave an empty code or message", "bad_refusal"
                    ) from exc
                if exc.code not in self.codes:
                    raise self.fail(
                        f"refusing {move!r} gave the code {exc.code!r}, which the game does not "
                        "declare: a game lists every code its apply raises in its error_codes "
                        "(Game.error_codes, each code with its meaning; "
                        f"tablegames.error_codes({self.game.name!r}) adds the kernel's)",
                        "bad_refusal",
                    ) from exc
                self.check_refusal_document(exc, move)
                for language, words in self.translated:
                    self.check_refusal_fields(language, words, exc, seat)
            except Exception as exc:
                raise self.fail(
                    f"apply({move!r}) raised {type(exc).__name__} instead of IllegalMoveError: "
                    f"{exc}",
                    "bad_refusal",
                ) from exc
            else:
                raise self.fail(
                    f"apply accepted {move!r}, which legal_moves does not offer", "accepted_illegal"
                )
            self.applied += 1
            if state != copy:
                raise self.fail(
                    f"apply({move!r}) changed its input state while refusing it", "input_changed"
                )

    def pick(self, items: Sequence[Any], rng: Rng) -> Sequence[Any]:
        if self.sample is None or len(items) <= self.sample:
            return items
        return [items[rng.below(len(items))] for _ in range(self.sample)]

    def scores(self, state: Any) -> tuple[int, ...]:
        """The game's scores of ``state``, if they are one int per seat."""
        scores = self.game.scores(state)
        if not isinstance(scores, tuple) or not all(type(score) is int for score in scores):
            raise self.returned(
                "scores(state)", scores, "a tuple of one int per seat (Game.scores)", "end"
            )
        if len(scores) != state.players:
            raise self.fail(f"scores has {len(scores)} entries for {state.players} seats", "end")
        return scores

    def check_utilities(self, state: Any) -> None:
        """The utilities of ``state``, a finished game, are one number per seat within the
        game's utility bounds, and add up to its utility sum if it declares one."""
        game, players = self.game, state.players
        bounds = hook(game, "utility_bounds")(players, state.options)
        if (
            not isinstance(bounds, tuple)
            or len(bounds) != 2
            or not all(_is_number(bound) for bound in bounds)
            or bounds[0] > bounds[1]
        ):
            raise self.returned(
                f"utility_bounds({players}, options)",
                bounds,
                "a tuple of the least and the most utility of a seat",
                "end",
            )
        utilities = hook(game, "utilities")(state)
        if (
            not isinstance(utilities, tuple)
            or len(utilities) != players
            or not all(_is_number(utility) for utility in utilities)
        ):
            raise self.returned(
                "utilities(state)", utilities, f"a tuple of one number per seat ({players})", "end"
            )
        low, high = bounds
        for seat, utility in enumerate(utilities):
            if not low <= utility <= high:
                raise self.fail(
                    f"utilities(state) gives player {seat} {utility}, outside "
                    f"utility_bounds({players}, options), ({low}, {high})",
                    "end",
                )
        total = hook(game, "utility_sum")(players, state.options)
        if total is not None and not (
            _is_number(total) and math.isclose(sum(utilities), total, abs_tol=1e-9)
        ):
            raise self.fail(
                f"utilities(state) {utilities!r} add up to {sum(utilities)}, not to "
                f"utility_sum({players}, options), {shown(total)}",
                "end",
            )

    def check_rewards(self, state: Any) -> None:
        """The search hooks' rewards from the game's first state to ``state``, its end, are
        one number from 0 to 1 per seat."""
        if self.search is None:
            return
        rewards = self.search.rewards(self.first, state)
        if (
            not isinstance(rewards, tuple)
            or len(rewards) != state.players
            or not all(_is_number(reward) and 0 <= reward <= 1 for reward in rewards)
        ):
            raise self.returned(
                "the search hooks' rewards(first state, end)",
                rewards,
                f"a tuple of one reward from 0 to 1 per seat ({state.players})",
                "hook",
            )

    def check_end(self, state: Any) -> None:
        self.where += " (game over)"
        self.scores(state)
        self.check_utilities(state)
        self.check_rewards(state)
        winners = self.winners(state)
        # () is a finished game nobody won (every seat lost to the house, say).
        if any(type(w) is not int or not 0 <= w < state.players for w in winners):
            raise self.fail(f"winners {winners!r} are not seats of the game", "end")
        if list(winners) != sorted(set(winners)):
            raise self.fail(f"winners {winners!r} are not in seat order without repeats", "end")
        for seat in (None, *range(state.players)):
            who = "a spectator" if seat is None else f"player {seat}"
            result = self.said("result", str, self.words.result(state, seat))
            self.check_words(result, f"result for {who}")
            for language, words in self.translated:
                result = self.said("result", str, words.result(state, seat), language)
                self.check_words(result, f"result for {who} in the game's translation {language!r}")
        game_record = record(state)
        self.round_trip(game_record, "record")
        self.check_replay(state, game_record)
        self.check_game_text(game_record)

    def check_replay(self, state: Any, game_record: GameRecord) -> None:
        """``game_record``, the record of ``state``, must replay to exactly that state."""
        try:
            replayed = replay(game_record)
        except IllegalMoveError as exc:
            raise self.fail(f"the record does not replay: {exc}", "replay") from exc
        if replayed != state:
            raise self.fail(
                f"replay(record(state)) differs from the state: {difference(state, replayed)}",
                "replay",
            )

    def check_game_text(self, game_record: GameRecord) -> None:
        """``game_record``, a record that replays, reads back from its own game text; else
        the first move whose notation the text reads otherwise is named, found by bisection
        (a text is read in time linear in its moves)."""
        problem = _text_problem(game_record)
        if problem is None:
            return
        moves = game_record.moves
        setup = _text_problem(attrs.evolve(game_record, moves=()))
        if setup is not None:
            raise self.fail(
                "the game's text does not read back even before its first move (its "
                f"headers): {setup}",
                "game_text",
            )
        # The game's first `good` moves read back, its first `bad` do not.
        good, bad = 0, len(moves)
        while bad - good > 1:
            middle = (good + bad) // 2
            found = _text_problem(attrs.evolve(game_record, moves=moves[:middle]))
            if found is None:
                good = middle
            else:
                bad, problem = middle, found
        move = moves[bad - 1]
        try:
            text = self.notation.write(move)
        except Exception:  # the problem tells what writing the text raised
            raise self.fail(
                f"the game's text cannot be written: move {bad}, {move!r}: {problem}",
                "game_text",
            ) from None
        word = "_".join(text.split()) if type(text) is str else text
        written = f" (written {word!r})" if word != text else ""
        raise self.fail(
            f"the game's text does not read back: move {bad}, {move!r}, whose notation is "
            f"{text!r}{written}, reads back otherwise ({problem}): {_IN_A_GAME_TEXT}",
            "game_text",
        )

    def report(self, players: tuple[int, ...] = ()) -> CheckReport:
        """What was checked so far."""
        return CheckReport(
            game=self.game.name,
            games=self.games,
            moves=self.moves,
            states=self.states,
            applied=self.applied,
            twins_differing=self.twins_differing,
            players=players,
            drawings=self.drawings,
            samples=self.sampled,
            twin_fields=tuple(
                (count, tuple(sorted(names))) for count, names in sorted(self.twin_fields.items())
            ),
            suspect_fields=tuple(
                (count, tuple(sorted(names - self.twin_fields.get(count, set()))))
                for count, names in sorted(self.sample_fields.items())
                if names - self.twin_fields.get(count, set())
            ),
            observations=self.observations,
            not_checked=() if self.rl_skipped is None else (self.rl_skipped,),
        )


#: What a notation may not be, as a game text reads its moves: the rule the game text check's
#: failure states.
_IN_A_GAME_TEXT: Final = (
    "a move's notation is one word of a game text (its spaces written '_'), so a notation may "
    "not hold '{', '}' or ';', start with '(' or ')', be of the form $N or N:..., or end "
    "in '!' or '?' after another legal move's notation (the 'Writing a game' guide, 'The "
    "game's notation')"
)


def _text_problem(game_record: GameRecord) -> str | None:
    """Why ``game_record`` does not read back from its own game text; ``None`` if it does."""
    try:
        text = to_game_text(game_record)
    except Exception as exc:  # a hook of the game's failing as the text is written
        return f"writing it raised {type(exc).__name__}: {exc}"
    try:
        back = from_game_text(text)
    except TableGamesError as exc:
        return str(exc)
    except Exception as exc:
        return f"reading it raised {type(exc).__name__}: {exc}"
    if back != game_record:
        return f"the text gives another game, {difference(game_record, back)}"
    return None


def _described(value: object) -> str:
    """``value`` and its class, for a message about a hook that returned it: ``[1, 2], a list``."""
    text = shown(value, 60)
    if value is None or text.startswith(("a ", "an ", "the string ")):
        return text  # its class said already
    name = type(value).__name__
    return f"{text}, {'an' if name[0] in 'aeiouAEIOU' else 'a'} {name}"


def _segment(layout: Any, at: int) -> str:
    """Where position ``at`` of a layout falls: ``"hand[3]"``."""
    try:
        segment = layout.segment_at(at)
    except Exception:  # a layout that does not cover it: the position alone
        return "no segment of the layout"
    return f"{segment.name}[{at - segment.start}]"


def _is_number(value: object) -> bool:
    """Whether ``value`` is a finite int or float (not a bool), as a utility or a reward."""
    return type(value) in (int, float) and math.isfinite(value)  # type: ignore[arg-type]


def _changed(first: Any, second: Any) -> set[str]:
    """The names of the fields (compared ones) in which two states of a class differ."""
    return {
        field.name
        for field in attrs.fields(type(first))
        if field.eq and getattr(first, field.name) != getattr(second, field.name)
    }


def difference(first: object, second: object, path: str = "") -> str:
    """Where two game objects differ: the path of the first field that differs, both values.

    States and views have short reprs (``<TenState turn 12, player 3 to draw>``), which would not
    show what differs: this walks their fields, tuples and mappings to the first difference.

    >>> from tablegames.testing import difference
    >>> print(difference({"hands": ((1, 2), (3, 4))}, {"hands": ((1, 2), (3, 5))}))
    ['hands'][1][1]: 4 != 5
    """
    # A history equals the tuple of its moves, and is compared as one.
    if isinstance(first, History):
        first = tuple(first)
    if isinstance(second, History):
        second = tuple(second)
    if type(first) is not type(second):
        return f"{path or 'the object'}: a {type(first).__name__} != a {type(second).__name__}"
    cls = type(first)
    if attrs.has(cls):
        for field in attrs.fields(cls):
            if field.eq and getattr(first, field.name) != getattr(second, field.name):
                name = f"{path}.{field.name}" if path else field.name
                return difference(getattr(first, field.name), getattr(second, field.name), name)
    elif isinstance(first, (tuple, list)) and isinstance(second, (tuple, list)):
        for index, (left, right) in enumerate(zip(first, second, strict=False)):
            if left != right:
                return difference(left, right, f"{path}[{index}]")
        if len(first) != len(second):
            return f"{path or 'the sequence'}: {len(first)} items != {len(second)} items"
    elif isinstance(first, dict) and isinstance(second, dict):
        for key in first.keys() | second.keys():
            if first.get(key) != second.get(key):
                return difference(first.get(key), second.get(key), f"{path}[{key!r}]")
    return f"{path or 'the object'}: {shown(first, 80)} != {shown(second, 80)}"


# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
