"""A game being played, in memory: its state, each seat's view and version, and who waits.

A :class:`Table` belongs to one event loop and is changed only there. Each seat (and the
spectators, after the seats) has

* its **view** of the current state, and its **version**: a count of the changes of that view
  (0 at the deal, one more each time what it sees changes), never the state's version (the
  moves applied). A seat is woken, and its version moves on by exactly 1, only when what it
  sees changes, so a seat cannot count the moves it is not shown (Aluette's partner-only
  signals), neither from the versions of its documents nor from the steps between them
  (:func:`view_versions`); every document it receives is the view of some state of the game;
* its **news**: an :class:`asyncio.Event` set (and replaced) when its view changes, which its
  open streams wait on;
* for a human seat, the hash of its **credential** and its **last applied move** with the
  answer sent, so that an identical retry gets the same answer and is applied once; and the
  hash of the credential that last **left** it, with why (to tell that credential so).

The seats' kinds change too: a human seat handed to the bot is the bot's for the rest of the
game. A change of the seats (a kind, a seat taken or left) moves the table's ``seating``
count, which the streams send as a new status.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import re
import secrets
import sys
import time
from collections.abc import Sequence
from typing import Any, Final

import attrs

import tablegames
from tablegames.agents import RandomAgent, heuristic_factory
from tablegames.core.game import AnyGame, Move, hook
from tablegames.core.gametext import option_changes
from tablegames.core.json import dumps, to_json
from tablegames.core.protocol import client_words, log_line
from tablegames.core.words import PlainWords, Words
from tablegames.server.names import named_words
from tablegames.server.replay import Step
from tablegames.server.settings import game_language
from tablegames.server.storage import SeatRow

__all__ = [
    "HUMAN",
    "BOT",
    "Advance",
    "Table",
    "bot_move",
    "hash_token",
    "new_game_id",
    "new_token",
    "token_game",
    "variant",
    "view_versions",
    "wait_set",
]

HUMAN: Final = "human"
BOT: Final = "bot"

_TOKEN: Final = re.compile(r"([A-Za-z0-9_-]{8,32})\.[A-Za-z0-9_-]{20,64}")


def new_game_id() -> str:
    """A fresh game id: 12 random URL-safe characters (public: the lobby lists it)."""
    return secrets.token_urlsafe(9)


def new_token(game_id: str) -> str:
    """A fresh credential for a seat (or the owner) of a game: ``<game id>.<32 random
    characters>``. Whoever holds it plays that seat; the server keeps only its hash."""
    return f"{game_id}.{secrets.token_urlsafe(24)}"


def token_game(token: str) -> str | None:
    """The game a credential is for, or ``None`` if it is not shaped like one."""
    found = _TOKEN.fullmatch(token)
    return None if found is None else found.group(1)


def hash_token(token: str) -> str:
    """What is stored of a credential: its SHA-256, in hex. Credentials are 192 random bits,
    so a fast hash is enough: nobody can guess one from its hash."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def matching_seat(hashes: Sequence[str | None], token_hash: str) -> int | None:
    """The seat whose stored hash is ``token_hash``, comparing every seat in constant time."""
    found = None
    for seat, stored in enumerate(hashes):
        if stored is not None and hmac.compare_digest(stored, token_hash):
            found = seat
    return found


if sys.version_info >= (3, 11):

    async def wait_set(event: asyncio.Event, seconds: float) -> bool:
        """Wait until ``event`` is set (``True``) or ``seconds`` have passed (``False``).

        ``asyncio.wait_for`` would wrap the wait in a task of its own each time: a stream
        waits once per update, so the cheaper timeout of Python 3.11 is used where it exists.
        """
        try:
            async with asyncio.timeout(seconds):
                await event.wait()
        except TimeoutError:
            return False
        return True

else:  # pragma: no cover - Python 3.10

    async def wait_set(event: asyncio.Event, seconds: float) -> bool:
        """Wait until ``event`` is set (``True``) or ``seconds`` have passed (``False``)."""
        try:
            await asyncio.wait_for(event.wait(), seconds)
        except asyncio.TimeoutError:
            return False
        return True


def bot_move(game: AnyGame, state: Any, seat: int) -> Move:
    """The move a bot chooses for ``seat`` (runs in a worker thread: states are immutable).

    The game's heuristic agent (a random agent if it has none), seeded from the game's seed,
    the seat and the state's version: a decision does not depend on which process makes it, or
    on a restart in between.
    """
    seed = (state.seed * 1_000_003 + seat * 10_007 + len(state.history)) % 2**53
    agent = heuristic_factory(game.name, default=RandomAgent)(seed)
    chosen: Move = agent.choose(tablegames.view(state, seat), tablegames.legal_moves(state, seat))
    return chosen


def variant(game: str, options: str) -> dict[str, object]:
    """A stored game's options that differ from the standard rules, by name, as a document
    writes them (``{}``: the standard rules): what the lobby and a status tell of a variant.

    Args:
        game: The game's name (a game this server no longer knows: all its options).
        options: Its options' JSON object, as stored (a record document writes them so).
    """
    written = json.loads(options)
    return option_changes(game, written) if game in tablegames.GAMES else written


def view_versions(state: Any) -> tuple[int, ...]:
    """Each viewer's version at ``state`` (each seat's, then the spectators'), counted by
    walking its game from the deal: how many times each viewer's view changed.

    What a table rebuilt from its stored moves alone takes (a row whose versions do not fit
    its moves): the versions a table counts move by move, which tell a seat nothing its views
    do not show. Costs one view per viewer and move: not on the event loop.
    """
    viewers = [*range(state.players), None]
    views: list[Any] = []
    counts = [0] * len(viewers)
    for position in tablegames.positions(tablegames.record(state)):
        for index, seat in enumerate(viewers):
            seen = tablegames.view(position, seat)
            if len(views) <= index:
                views.append(seen)
            elif seen != views[index]:
                views[index] = seen
                counts[index] += 1
    return tuple(counts)


@attrs.frozen
class Advance:
    """What a move changes at a table, computed before it is stored and applied after."""

    state: Any
    views: tuple[Any, ...]
    seat_versions: tuple[int, ...]
    changed: tuple[int, ...]
    #: The language the documents' words are written in (``None``: the game's own words).
    language: str | None = None
    #: The documents made so far, by viewer: the table keeps them once the move is accepted,
    #: so that the mover's answer is also what its streams send, written once.
    documents: dict[int, str] = attrs.field(factory=dict, eq=False, repr=False)

    def document(self, index: int) -> str:
        """The view document of seat ``index`` (``players``: the spectators) after the move."""
        found = self.documents.get(index)
        if found is None:
            found = to_json(
                self.views[index],
                with_moves=True,
                with_scores=True,
                state_version=self.seat_versions[index],
                language=self.language,
            )
            self.documents[index] = found
        return found


#: How the status of a move's answer begins: the answer's last field (:func:`_with_status`),
#: after the view document's ``state_version``.
_STATUS_FIELD: Final = ', "status": {"id": '


def _with_status(document: str, status: dict[str, Any]) -> str:
    """A view document's text with ``status`` as one more field, last."""
    return f'{document[:-1]}, "status": {dumps(status)}}}'


class Table:
    """A game being played, with its seats; see the module's docstring.

    Args:
        game_id: The game's id.
        game: The game.
        state: Its current state.
        kinds: ``"human"`` or ``"bot"``, per seat.
        owner_hash: The hash of the owner's credential.
        seats: The stored seats (credentials' hashes and last moves).
        seat_versions: Each seat's version, then the spectators' (:func:`view_versions`
            when none are stored).
        options: The game's options that differ from the standard rules (:func:`variant`;
            ``None``: none do).
        language: The server's preferred language (:attr:`Settings.language
            <tablegames.server.settings.Settings.language>`): the table's documents and
            narration are in it if the game speaks it, else in the game's own words
            (:func:`~tablegames.server.settings.game_language`).
    """

    def __init__(
        self,
        game_id: str,
        game: AnyGame,
        state: Any,
        kinds: Sequence[str],
        owner_hash: str,
        seats: Sequence[SeatRow],
        seat_versions: Sequence[int] = (),
        *,
        rematch: str | None = None,
        rematch_of: str | None = None,
        created_at: float = 0.0,
        unlisted: bool = False,
        listed_at: float | None = None,
        unseated: int = 0,
        options: dict[str, object] | None = None,
        language: str | None = None,
    ) -> None:
        self.id: Final = game_id
        self.game: Final = game
        #: The language of the table's words, as ``to_json`` takes it (``None``: the game's own).
        self.language: Final = game_language(game, language)
        self.state = state
        self.players: Final[int] = state.players
        #: ``"human"`` or ``"bot"``, per seat (a human seat may be handed to the bot).
        self.kinds: tuple[str, ...] = tuple(kinds)
        self.owner_hash: Final = owner_hash
        self.seat_hashes: list[str | None] = [None] * self.players
        #: Each seat's player's name (public; ``None``: none given, a free seat, a bot).
        self.names: list[str | None] = [None] * self.players
        self.lasts: list[SeatRow | None] = [None] * self.players
        #: Per seat, the hash of the credential that last left it, and why (a reason of
        #: :data:`~tablegames.server.storage.LEFT_REASONS`); ``None``: none left it.
        self.left: list[tuple[str, str] | None] = [None] * self.players
        #: Per seat, the hash of the credential that last stopped holding it (left or was
        #: revoked) and its player's name (public, as names are): seen going by this process,
        #: or read back from storage, which keeps the name of a seat left while nobody holds
        #: it since (a table read back after a restart still knows who left).
        self.left_names: list[tuple[str, str | None] | None] = [None] * self.players
        #: Moves on whenever the seats change (a kind, a credential): the streams then send
        #: every viewer its status again.
        self.seating = 0
        self.set_seats(seats)
        self.views = tuple(tablegames.view(state, seat) for seat in self.seats())
        if len(seat_versions) != self.players + 1:
            seat_versions = view_versions(state)
        self.seat_versions = tuple(seat_versions)
        self.rematch = rematch
        self.rematch_of = rematch_of
        #: When the game was made (``time.time``, as stored).
        self.created_at = created_at
        #: When the lobby lists the game from (``time.time``, as stored; ``None``: when it was
        #: made): a rematch keeps its human seats for the seats of the game before until then,
        #: whichever process's ``rematch_wait`` made it.
        self.listed_at = created_at if listed_at is None else listed_at
        #: The game's stored count of seats taken from their holders, as read no later than
        #: :attr:`seat_hashes` (:attr:`~tablegames.server.storage.GameRow.unseated`), plus
        #: those this process took since under the lock (each counted in storage too): a
        #: human seat's move is stored only if it is still this.
        self.unseated = unseated
        #: Whether the lobby leaves the game out (its rematch is unlisted too).
        self.unlisted = unlisted
        #: The game's options that differ from the standard rules (:func:`variant`).
        self.options: Final[dict[str, object]] = {} if options is None else options
        #: When this process saw the game end (its clock, ``time.monotonic``): the streams of
        #: a finished game wait for a rematch until a while after it. ``None`` while it goes on.
        self.ended: float | None = time.monotonic() if self.over else None
        self.lock = asyncio.Lock()
        #: Set (and replaced) when a seat's view changes; the spectators' is the last.
        self.news = [asyncio.Event() for _ in range(self.players + 1)]
        #: Set after every move, for the bot task.
        self.turn = asyncio.Event()
        self.streams = 0
        self.bots: asyncio.Task[None] | None = None
        self.used = time.monotonic()
        #: When this process saw the turn last change hands (a move, or the table loaded):
        #: the operator's turn limit counts from it (``time.monotonic``).
        self.turn_since = self.used
        self._documents: dict[int, str] = {}
        #: Every position of the game, once it is over and someone steps through it (made
        #: by the first replay asked for; :mod:`tablegames.server.replay`).
        self.steps: tuple[Step, ...] | None = None
        # The game's words calling the seats by their players' names, for the names they
        # were made for (:meth:`narrator`).
        self._narrator: tuple[tuple[str | None, ...], Words] | None = None
        # What a stream sends, by viewer: (the state's version, the viewer's, the rematch, the
        # names, the seating, the event's bytes), made by the first stream that needs it and
        # sent by all the others.
        self._updates: dict[
            int, tuple[int, int, str | None, tuple[str | None, ...], int, bytes]
        ] = {}

    # -- reading ----------------------------------------------------------------------------------

    def seats(self) -> list[int | None]:
        """Every seat, then ``None`` for the spectators: the viewers of the table."""
        return [*range(self.players), None]

    def index(self, seat: int | None) -> int:
        """The place of ``seat`` in the per-viewer lists (``None``: the spectators')."""
        return self.players if seat is None else seat

    @property
    def version(self) -> int:
        """The state's version: the moves applied so far."""
        return len(self.state.history)

    @property
    def over(self) -> bool:
        return bool(tablegames.is_over(self.state))

    @property
    def to_act(self) -> int | None:
        found: int | None = tablegames.current_player(self.state)
        return found

    def bot_to_act(self) -> bool:
        seat = self.to_act
        return seat is not None and self.kinds[seat] == BOT

    def document(self, index: int) -> str:
        """The view document of viewer ``index`` as JSON text, with its legal moves and its
        version (made once per change of that view)."""
        found = self._documents.get(index)
        if found is None:
            found = to_json(
                self.views[index],
                with_moves=True,
                with_scores=True,
                state_version=self.seat_versions[index],
                language=self.language,
            )
            self._documents[index] = found
        return found

    def words(self) -> Words:
        """The game's words as the table's documents write them: in the table's
        :attr:`language`, naming every card in full
        (:func:`~tablegames.core.protocol.client_words`)."""
        words: Words = client_words(self.game, self.language)
        return words

    def narrator(self) -> Words | None:
        """The table's :meth:`words` calling each seat that has a player's name by it, or
        ``None`` while no seat has one: the server's own narration. Never a view's: views are
        the same whatever the names."""
        names = tuple(self.names)
        if all(name is None for name in names):
            return None
        if self._narrator is None or self._narrator[0] != names:
            self._narrator = (names, named_words(self.words(), names))
        return self._narrator[1]

    def narration(self, view: Any, seat: int | None) -> list[str] | None:
        """The texts of the events of ``view`` (``seat``'s) with the players' names for the
        seats' numbers, one per event (``""`` where the view's own text is empty); ``None``
        while no seat has a name (the view's texts say it all)."""
        narrator = self.narrator()
        events = getattr(view, "events", None)
        if narrator is None or events is None:
            return None
        return [log_line(narrator, event, seat) for event in events]

    def status(self, seat: int | None, advance: Advance | None = None) -> dict[str, Any]:
        """The status document of a seat (``None``: a spectator): the game, its seats, whose
        turn, and the result once over (scores may depend on hidden cards before that).

        With ``advance``, the status after that move (not yet accepted): a move's answer tells
        where the game stands with the view it holds.

        Its ``narration`` and ``result`` are the server's narration: they call the seats by
        their players' names (:meth:`narrator`), which the view's own texts never do. Its
        ``language`` is the tag of the language those and the documents' labels and texts are
        written in (:meth:`words`): a page marks the game's words with it.
        """
        state = self.state if advance is None else advance.state
        views = self.views if advance is None else advance.views
        view = views[self.index(seat)]
        over = bool(tablegames.is_over(state))
        words = self.narrator() or self.words()
        # A game's own words tell the result from the viewer's view. The plain words (a game
        # without words of its own) read the game's scores and winners, which take a state,
        # and tell no more than this status's scores and winners.
        told = state if isinstance(words, PlainWords) else view
        return {
            "id": self.id,
            "game": self.game.name,
            "title": hook(self.game, "title"),
            "seat": seat,
            "players": self.players,
            "options": self.options,
            "seats": list(self.kinds),
            "taken": [stored is not None for stored in self.seat_hashes],
            "names": list(self.names),
            "left": self.left_seats(),
            "unlisted": self.unlisted,
            # A rematch's free human seats are kept for the players of the game before until
            # then (the same number at every request: a page compares it with its clock).
            "kept_until": None if self.rematch_of is None else round(self.listed_at, 3),
            "to_act": tablegames.current_player(state),
            "over": over,
            "scores": list(tablegames.scores(state)) if over else None,
            "winners": list(tablegames.winners(state)) if over else None,
            "rematch": self.rematch,
            # How the game ended in the game's words, from this viewer's side (the page's
            # score breakdown); like the scores, only once over.
            "result": words.result(told, seat) if over else None,
            "narration": self.narration(view, seat),
            "language": self.words().catalogue.language,
        }

    def move_answer(self, seat: int, advance: Advance) -> str:
        """The answer to ``seat``'s move: its view document after the move, with one more
        field last, ``"status"``: the seat's :meth:`status` after it (whose turn, whether the
        game is over, the winners), so that a client needs no second request to learn it."""
        return _with_status(advance.document(seat), self.status(seat, advance))

    def retried_answer(self, seat: int, answer: str) -> str:
        """The answer kept for a seat's last move, given again to its retry: as first sent,
        status included. An answer kept by an older server (the move made before an upgrade,
        its retry after) gets what its status lacks from the seat's status now, so that every
        answer fits its schema: the whole status where it kept none (a server older than the
        status in answers), else the fields it lacks, in the status's order; the fields kept
        stay as sent. Its ``language`` is then the game's own words': a server older than that
        field wrote its answers in them (before ``--lang``, or a build of it not yet naming the
        language), whatever language this server speaks."""
        start = answer.rfind(_STATUS_FIELD)
        own = {"language": client_words(self.game, None).catalogue.language}
        if start <= answer.rfind('"state_version": '):
            return _with_status(answer, self.status(seat) | own)
        kept = json.loads(answer[start + len(', "status": ') : -1])
        now = self.status(seat)
        if kept.keys() == now.keys():
            return answer
        status = {key: kept.get(key, own.get(key, value)) for key, value in now.items()}
        return _with_status(answer[:start] + "}", status)

    def update(self, seat: int | None) -> str:
        """What a stream sends: ``{"status": ..., "view": ...}`` as JSON text."""
        status = dumps(self.status(seat))
        return f'{{"status":{status},"view":{self.document(self.index(seat))}}}'

    def update_event(self, seat: int | None) -> bytes:
        """The server-sent event of :meth:`update` (``event: update``), encoded once per
        change and shared by every stream of the viewer.

        It has no ``id``: every connection begins with the whole current update, so there is
        nothing to resume from (``Last-Event-ID`` is ignored), and an id from the viewer's
        version would repeat for updates that change only the seats, the names or the rematch,
        which a client dropping repeated ids would lose."""
        index = self.index(seat)
        key = (
            self.version,
            self.seat_versions[index],
            self.rematch,
            tuple(self.names),
            self.seating,
        )
        found = self._updates.get(index)
        if found is None or found[:5] != key:
            event = f"event: update\ndata: {self.update(seat)}\n\n".encode()
            found = (*key, event)
            self._updates[index] = found
        return found[5]

    # -- changing ---------------------------------------------------------------------------------

    def advance(self, state: Any) -> Advance:
        """What moving to ``state`` changes: each viewer's view, and the versions of those
        whose view changed, one more each (never the state's version: see the module)."""
        views = tuple(tablegames.view(state, seat) for seat in self.seats())
        changed = tuple(i for i, view in enumerate(views) if view != self.views[i])
        versions = tuple(
            old + 1 if i in changed else old for i, old in enumerate(self.seat_versions)
        )
        return Advance(state, views, versions, changed, self.language)

    def people_seated(self) -> bool:
        """Whether a person holds a seat (one of a person's seats with a credential): its bots
        think before those of the tables of bots alone (:class:`~tablegames.server.thinkers.
        Thinkers`)."""
        return any(
            kind == HUMAN and holder is not None
            for kind, holder in zip(self.kinds, self.seat_hashes, strict=True)
        )

    def shown_to_all(self, state: Any) -> bool:
        """Whether moving to ``state`` changes what every viewer (each seat and the
        spectators) sees: a move some viewer is not shown (Aluette's partner-only signal)
        does not. The bots' delay waits only before moves shown to all, so that the time
        between the updates a viewer gets tells it nothing of the moves it is not shown."""
        return len(self.advance(state).changed) == len(self.seat_versions)

    def accept(self, advance: Advance) -> None:
        """Make ``advance`` the table's present, and wake the viewers whose view changed."""
        self.state = advance.state
        self.views = advance.views
        self.seat_versions = advance.seat_versions
        for index in advance.changed:
            self._documents.pop(index, None)
        self._documents.update(advance.documents)
        self.wake(advance.changed)
        self.turn.set()
        self.used = self.turn_since = time.monotonic()
        if self.ended is None and self.over:
            self.ended = self.used

    def adopt_versions(self, stored: Sequence[int]) -> None:
        """Take the viewers' versions as another process stored them with the moves just
        caught up with (the same counts, made there), never going below this table's: a
        viewer whose version moves is sent its document again."""
        if len(stored) != len(self.seat_versions):
            return
        versions = tuple(map(max, self.seat_versions, stored))
        moved = [i for i, new in enumerate(versions) if new != self.seat_versions[i]]
        self.seat_versions = versions
        for index in moved:
            self._documents.pop(index, None)
        self.wake(moved)

    def rematch_wait(self, wait: float) -> float:
        """Seconds the streams of this finished game still wait for a rematch to be asked
        for, at most ``wait`` after the game ended (0: no more; the game is not over: ``wait``)."""
        if self.ended is None:
            return wait
        return max(0.0, self.ended + wait - time.monotonic())

    def wake(self, indices: Sequence[int]) -> None:
        """Wake the streams of the viewers ``indices``."""
        for index in indices:
            waking, self.news[index] = self.news[index], asyncio.Event()
            waking.set()

    def set_seats(self, seats: Sequence[SeatRow]) -> list[int]:
        """Take the stored seats' credentials, names, last moves and who left them; return
        the viewers to wake: the seats whose credential changed (their streams must check it
        again), or every viewer when a name changed (every status shows the names). A seat
        whose holder changed forgets the last move of the holder before."""
        changed = []
        renamed = False
        for row in seats:
            if 0 <= row.seat < self.players:
                if row.left_hash is not None and row.left_reason is not None:
                    self.left[row.seat] = (row.left_hash, row.left_reason)
                if self.seat_hashes[row.seat] != row.token_hash:
                    changed.append(row.seat)
                    self.lasts[row.seat] = None
                    # The holder left (or was revoked): their name is what the seat's players
                    # saw last; a new holder starts afresh.
                    holder = self.seat_hashes[row.seat]
                    leaving = row.token_hash is None and holder is not None
                    self.left_names[row.seat] = (
                        (holder, self.names[row.seat]) if holder is not None and leaving else None
                    )
                known = self.left_names[row.seat]
                if (
                    row.left_name is not None
                    and row.left_hash is not None
                    and row.token_hash is None
                    and (known is None or known[0] != row.left_hash)
                ):
                    # Read back (a restart, or a seat left through another process): the seat
                    # was left by the player so named, and nobody holds it since.
                    self.left_names[row.seat] = (row.left_hash, row.left_name)
                self.seat_hashes[row.seat] = row.token_hash
                name = row.name if row.token_hash is not None else None
                renamed = renamed or self.names[row.seat] != name
                self.names[row.seat] = name
                if row.last_move is not None:
                    self.lasts[row.seat] = row
        if changed:
            self.seating += 1
        return list(range(self.players + 1)) if renamed else changed

    def set_kinds(self, kinds: Sequence[str]) -> bool:
        """Take the seats' kinds as stored (a seat handed to the bot); whether they changed.
        The bot task is woken to play a seat that is now the bot's."""
        if tuple(kinds) == self.kinds or len(kinds) != self.players:
            return False
        self.kinds = tuple(kinds)
        self.seating += 1
        self.turn.set()
        return True

    def picture_names(self) -> list[str | None]:
        """What the table's picture calls each seat besides its number, as the page's header
        does: its player's name, ``"bot"`` for the bot's, ``"free"`` for a person's seat that
        nobody holds; ``None`` for a player who gave no name. All public (the lobby shows
        them), and the same for every viewer."""
        return [
            name
            if name is not None
            else "bot"
            if kind == BOT
            else "free"
            if holder is None
            else None
            for name, kind, holder in zip(self.names, self.kinds, self.seat_hashes, strict=True)
        ]

    def left_seats(self) -> list[dict[str, str | None] | None]:
        """The status's ``left``: per seat whose player left it and that nobody holds since
        (free again, or the bot's), ``{"reason": ..., "name": ...}`` (the reason of
        :data:`~tablegames.server.storage.LEFT_REASONS`, the name the player had, ``None``
        when none or unknown); ``None`` for every other seat. No credential's hash is in it."""
        told: list[dict[str, str | None] | None] = []
        for seat, found in enumerate(self.left):
            if found is None or self.seat_hashes[seat] is not None:
                told.append(None)
                continue
            named = self.left_names[seat]
            if named is not None and named[0] != found[0]:
                told.append(None)  # its last holder was revoked, after another one left
                continue
            told.append({"reason": found[1], "name": None if named is None else named[1]})
        return told

    def left_seat(self, token_hash: str) -> tuple[int, str] | None:
        """The seat ``token_hash`` left and why, or ``None`` (constant time, as
        :func:`matching_seat`)."""
        hashes = [None if found is None else found[0] for found in self.left]
        seat = matching_seat(hashes, token_hash)
        if seat is None:
            return None
        found = self.left[seat]
        assert found is not None
        return seat, found[1]
