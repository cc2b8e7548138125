"""Where the server keeps its games: SQLite (one file, the default) or PostgreSQL.

Both speak the same plain SQL and the same schema, made by the numbered files of
``tablegames/server/migrations/`` and recorded in the table ``tg_migrations``. What is stored
follows the performance guide's advice ("What a server should store"): a game's setup, one row
per move (the record, the truth), a snapshot next to it every few moves, and per seat its
credential's hash and its last applied move with the answer sent (so that an identical retry is
answered the same and applied once). A finished game's whole record is kept in its row.

Every method is a coroutine; the database work runs in two threads of the storage's own, one
that writes and one that reads, each with its own connection. Writes come in batches (see
:meth:`SQLStorage.commit_moves`): the moves of many tables that arrive while the previous batch
is being written go to the disk together, in one transaction (a group commit), each checked
against the version its game had when the move was applied (an optimistic lock: a game moved
on by another process refuses the write).
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager, suppress
from importlib import resources
from typing import Any, Final, TypeVar

import attrs

from tablegames._version import __version__
from tablegames.core.errors import ConfigError
from tablegames.server.errors import StorageUnavailable

__all__ = [
    "LOBBY_SCAN",
    "MIGRATIONS",
    "GameRow",
    "MoveCommit",
    "OpenGame",
    "SQLStorage",
    "LEFT_REASONS",
    "SeatRow",
    "StoredGame",
    "migrations",
]

T = TypeVar("T")

_log = logging.getLogger("tablegames.server")
# Why a write failed that only a write succeeding again disproves: /healthz reports them.
_WRITE_FAILURES: Final = ("full", "read-only", "failing")
# Why a call failed that the connection may not survive: it is closed, and the next one opened.
_CONNECTION_FAILURES: Final = ("unreachable", "failing")

#: The package folder of the schema's migration files, ``NNNN_name.sql``.
MIGRATIONS: Final = "migrations"

#: The most games read for one page of the lobby of games with a free seat (the others are
#: skipped, and the next page goes on after them).
LOBBY_SCAN: Final = 500

#: Why a credential stopped playing its seat, as stored: its holder left the seat (free for
#: another), handed it to the server's bot, or the operator's turn limit handed it to the bot.
LEFT_REASONS: Final = ("left", "bot", "timeout")


@attrs.frozen
class GameRow:
    """A game's row: its setup and where it stands."""

    id: str
    game: str
    players: int
    seed: int
    options: str  # the options' JSON object, as a record document writes them
    seat_kinds: tuple[str, ...]  # "human" or "bot", per seat
    owner_hash: str
    version: int  # moves applied
    seat_versions: tuple[int, ...]  # per seat, then the spectators: see tables.Table
    to_act: int | None
    bot_to_act: bool
    over: bool
    snapshot: str | None = None
    snapshot_version: int | None = None
    record: str | None = None  # the whole record's JSON, once the game is over
    rematch_of: str | None = None
    rematch: str | None = None
    created_at: float = 0.0
    unlisted: bool = False  # not in the lobby: its seats are taken by those given its id
    #: When the lobby lists the game from (``time.time``; ``None``: when it was made): a
    #: rematch is listed once its seats are no longer kept. The lobby's order and its pages.
    listed_at: float | None = None
    #: When its last move was stored, or it was made (``time.time``): the turn limit's clock
    #: counts from it after a restart.
    updated_at: float = 0.0
    #: How many times a seat was taken from its holder (left, handed to the bot, revoked or
    #: given a new credential): a human seat's move is stored only with the count its process
    #: read with the seats (:attr:`MoveCommit.unseated`).
    unseated: int = 0


@attrs.frozen
class SeatRow:
    """A seat's row: the hash of its credential (``None``: free, or a bot), its last move, and
    the name its player gave (public; ``None``: none), the hash of the credential that last
    left it with the reason (one of :data:`LEFT_REASONS`), and the name of that player while
    nobody holds the seat since (``None``: none given, or the seat taken since)."""

    seat: int
    token_hash: str | None = None
    last_version: int | None = None
    last_move: str | None = None
    last_answer: str | None = None
    name: str | None = None
    left_hash: str | None = None
    left_reason: str | None = None
    left_name: str | None = None


@attrs.frozen
class StoredGame:
    """Everything stored of a game: its row, its seats and its moves' JSON, in order."""

    row: GameRow
    seats: tuple[SeatRow, ...]
    moves: tuple[str, ...]


@attrs.frozen
class OpenGame:
    """A line of the lobby: a game still being played, and its seats."""

    id: str
    game: str
    players: int
    seat_kinds: tuple[str, ...]
    taken: tuple[bool, ...]
    created_at: float
    names: tuple[str | None, ...] = ()
    #: When the lobby listed it (the order of the lobby's pages).
    listed_at: float = 0.0
    #: Its options' JSON object, as stored (:attr:`GameRow.options`).
    options: str = "{}"


@attrs.frozen
class MoveCommit:
    """One applied move to write: the move's row, and the game's row and seat after it.

    The write succeeds only if the game is still at ``version`` (no other process moved it)
    and, if ``seat_kinds`` is given, its seats' kinds are still those (no other process handed
    a seat to the bot since): ``bot_to_act`` is then true to the stored seats; and, if
    ``unseated`` is given, no seat was taken from its holder since (:attr:`GameRow.unseated`):
    the mover still holds its seat.
    """

    game_id: str
    version: int  # the game's version before the move: the move's number
    seat: int
    move: str  # the move's data as JSON
    seat_versions: tuple[int, ...]
    to_act: int | None
    bot_to_act: bool
    over: bool
    snapshot: str | None = None  # a fresh snapshot, written every few moves
    record: str | None = None  # the whole record, when the move ends the game
    last: SeatRow | None = None  # the mover's last move and answer (human seats)
    #: The seats' kinds the move was decided with (``bot_to_act`` read them); ``None``: not
    #: checked.
    seat_kinds: tuple[str, ...] | None = None
    #: The game's :attr:`GameRow.unseated` as read with the seats' holders the move was
    #: accepted from (a human seat's move); ``None``: not checked.
    unseated: int | None = None


def migrations() -> list[tuple[int, str, str]]:
    """The schema's migrations shipped with the package: (number, name, SQL), in order."""
    folder = resources.files("tablegames.server") / MIGRATIONS
    found = []
    for entry in folder.iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), name.removesuffix(".sql"), entry.read_text("utf-8")))
    return sorted(found)


def statements(script: str) -> list[str]:
    """The statements of a migration file (comments dropped; no ``;`` inside a statement)."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [part.strip() for part in "\n".join(lines).split(";") if part.strip()]


def _placeholders(columns: int, rows: int) -> str:
    """``(?, ?), (?, ?)``: the values of ``rows`` rows of ``columns`` columns."""
    row = f"({', '.join('?' * columns)})"
    return ", ".join([row] * rows)


def _chunks(rows: list[T], size: int = 150) -> list[list[T]]:
    """``rows`` in lists of at most ``size``: few enough parameters for any SQLite (999)."""
    return [rows[start : start + size] for start in range(0, len(rows), size)]


_GAME_COLUMNS: Final = (
    "id, game, players, seed, options, seat_kinds, owner_hash, version, seat_versions, to_act, "
    "bot_to_act, over, snapshot, snapshot_version, record, rematch_of, rematch, created_at, "
    "unlisted, listed_at, updated_at, unseated"
)
_SEAT_COLUMNS: Final = (
    "seat, token_hash, last_version, last_move, last_answer, name, left_hash, left_reason, "
    "left_name"
)


def _game_row(values: Sequence[Any]) -> GameRow:
    (id_, game, players, seed, options, kinds, owner, version, versions, to_act, bot, over) = (
        values[:12]
    )
    return GameRow(
        id=id_,
        game=game,
        players=players,
        seed=seed,
        options=options,
        seat_kinds=tuple(json.loads(kinds)),
        owner_hash=owner,
        version=version,
        seat_versions=tuple(json.loads(versions)),
        to_act=to_act,
        bot_to_act=bool(bot),
        over=bool(over),
        snapshot=values[12],
        snapshot_version=values[13],
        record=values[14],
        rematch_of=values[15],
        rematch=values[16],
        created_at=float(values[17]),
        unlisted=bool(values[18]),
        listed_at=None if values[19] is None else float(values[19]),
        updated_at=float(values[20]),
        unseated=int(values[21]),
    )


class SQLStorage:
    """What both databases share: the queries, the two threads and the group commit.

    Subclasses say how to connect, how a transaction begins, and their parameter style.
    """

    #: The parameter marker of the driver; queries are written with ``?``.
    marker = "?"
    #: What :meth:`describe` says (the URL without its password).
    description = ""

    def __init__(self) -> None:
        self._local = threading.local()
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="tablegames-db-write")
        self._reader = ThreadPoolExecutor(1, thread_name_prefix="tablegames-db-read")
        #: Why the last write failed if the database refused it (full, read-only...), until a
        #: write succeeds again; :meth:`ping` raises meanwhile.
        self.write_failure: str | None = None
        # The reasons of failure logged since the storage last worked: each is logged once.
        self._reported: set[str] = set()

    # -- what a database supplies -------------------------------------------------------------

    def _connect(self) -> Any:
        raise NotImplementedError

    def _transaction(self, connection: Any, *, write: bool) -> AbstractContextManager[Any]:
        """A cursor in a transaction, committed on success and rolled back on an error."""
        raise NotImplementedError

    def _unavailable(self, error: Exception) -> str | None:
        """Why ``error`` means the database cannot serve now (a :class:`StorageUnavailable`
        reason), or ``None`` for any other error (a bug, answered 500)."""
        return None

    def _migration_lock(self, cursor: Any) -> None:
        """Keep two processes from migrating the same database at once."""

    def claim(self) -> None:
        """Claim the database for this server, before it migrates: a database that only one
        process may serve (SQLite's file) refuses a second one.

        Raises:
            ConfigError: if another process serves it.
        """

    def _after_moves(self, cursor: Any, committed: list[MoveCommit]) -> None:
        """Called in the transaction that writes ``committed`` (PostgreSQL notifies there)."""

    def _notify(self, cursor: Any, message: str) -> None:
        """Tell the other processes sharing the database (nothing to tell for SQLite)."""

    # -- plumbing -------------------------------------------------------------------------------

    def _sql(self, query: str) -> str:
        return query if self.marker == "?" else query.replace("?", self.marker)

    def _connection(self) -> Any:
        connection = getattr(self._local, "connection", None)
        if connection is None:
            connection = self._connect()
            self._local.connection = connection
            # A connection is made at the first use of each thread, and again only after a
            # fault: more of these lines than faults tells of connections lost.
            _log.debug(
                "storage.connected",
                extra={"database": self.describe(), "worker": threading.current_thread().name},
            )
        return connection

    def _drop_connection(self) -> None:
        connection = getattr(self._local, "connection", None)
        self._local.connection = None
        if connection is not None:
            # A connection already lost may fail to close: it is gone anyway.
            with suppress(Exception):
                connection.close()

    def _attempt(self, work: Callable[[Any], T], *, write: bool) -> T:
        """``work(connection)`` in this thread; a failure of the database's own raises
        :class:`StorageUnavailable`, after dropping a connection that may be lost: the next
        call connects again."""
        stale = getattr(self._local, "connection", None) is not None
        try:
            return work(self._connection())
        except Exception as error:
            reason = self._unavailable(error)
            if reason is None:
                raise
            if reason not in _CONNECTION_FAILURES:  # the connection is sound: it is kept
                raise StorageUnavailable(reason) from error
            self._drop_connection()
            if write or not stale:
                raise StorageUnavailable(reason) from error
        # A connection opened before the database restarted fails at its first use: a read
        # changes nothing, so it is tried once more on a new connection.
        return self._attempt(work, write=write)

    async def _run(self, executor: ThreadPoolExecutor, work: Callable[[Any], T], write: bool) -> T:
        loop = asyncio.get_running_loop()
        try:
            result = await loop.run_in_executor(executor, lambda: self._attempt(work, write=write))
        except StorageUnavailable as error:
            self._failed(error, write=write)
            raise
        if self._reported or (write and self.write_failure is not None):
            self._worked(write=write)
        return result

    def _failed(self, error: StorageUnavailable, *, write: bool) -> None:
        if write and error.reason in _WRITE_FAILURES:
            self.write_failure = error.reason
        if error.reason not in self._reported:
            self._reported.add(error.reason)
            _log.error(
                "storage.unavailable",
                extra={
                    "reason": error.reason,
                    "database": self.describe(),
                    "cause": self.without_secrets(str(error.__cause__)),
                },
            )

    def _worked(self, *, write: bool) -> None:
        # A read that works disproves a lost connection, not a full disk: only a write does.
        fixed = set(self._reported) if write else self._reported - set(_WRITE_FAILURES)
        if write:
            self.write_failure = None
        if fixed:
            self._reported -= fixed
            _log.info("storage.recovered", extra={"reasons": sorted(fixed)})

    async def write(self, work: Callable[[Any], T]) -> T:
        """Run ``work(cursor)`` in one transaction of the writing thread."""

        def run(connection: Any) -> T:
            with self._transaction(connection, write=True) as cursor:
                return work(cursor)

        return await self._run(self._writer, run, write=True)

    async def read(self, work: Callable[[Any], T]) -> T:
        """Run ``work(cursor)`` in the reading thread (one consistent snapshot)."""

        def run(connection: Any) -> T:
            with self._transaction(connection, write=False) as cursor:
                return work(cursor)

        return await self._run(self._reader, run, write=False)

    async def close(self) -> None:
        """Close the connections and stop the threads (work already queued finishes first)."""

        def close_own(_: Any) -> None:
            connection = getattr(self._local, "connection", None)
            self._local.connection = None
            if connection is not None:
                connection.close()

        loop = asyncio.get_running_loop()
        for executor in (self._writer, self._reader):
            await loop.run_in_executor(executor, close_own, None)
            executor.shutdown(wait=True)

    # -- the schema -----------------------------------------------------------------------------

    async def migrate(self) -> int:
        """Bring the schema up to date; return its version (the last migration's number)."""

        def run(cursor: Any) -> int:
            self._migration_lock(cursor)
            cursor.execute(
                "CREATE TABLE IF NOT EXISTS tg_migrations (version INTEGER PRIMARY KEY, "
                "name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)"
            )
            cursor.execute("SELECT version FROM tg_migrations")
            done = {row[0] for row in cursor.fetchall()}
            latest = max(done, default=0)
            shipped = migrations()
            known = max((number for number, _, _ in shipped), default=0)
            if latest > known:
                # A newer tablegames wrote it: its tables may mean what this version cannot
                # read, and writing them could lose what it stores.
                raise ConfigError(
                    f"the database's schema is at migration {latest}, newer than this "
                    f"tablegames {__version__} knows (up to {known}): run the newer version, "
                    "or restore a backup made before the upgrade"
                )
            for number, name, script in shipped:
                if number in done:
                    continue
                for statement in statements(script):
                    cursor.execute(statement)
                cursor.execute(
                    self._sql("INSERT INTO tg_migrations VALUES (?, ?, ?)"),
                    (number, name, time.time()),
                )
                _log.info("storage.migrated", extra={"migration": number, "migration_name": name})
                latest = max(latest, number)
            return latest

        return await self.write(run)

    # -- games ----------------------------------------------------------------------------------

    async def create_game(self, row: GameRow, seats: Sequence[SeatRow]) -> None:
        """Write a new game and its seats."""

        def run(cursor: Any) -> None:
            cursor.execute(
                self._sql(f"INSERT INTO tg_games ({_GAME_COLUMNS}) VALUES {_placeholders(22, 1)}"),
                (
                    row.id,
                    row.game,
                    row.players,
                    row.seed,
                    row.options,
                    json.dumps(row.seat_kinds),
                    row.owner_hash,
                    row.version,
                    json.dumps(row.seat_versions),
                    row.to_act,
                    int(row.bot_to_act),
                    int(row.over),
                    row.snapshot,
                    row.snapshot_version,
                    row.record,
                    row.rematch_of,
                    row.rematch,
                    row.created_at,
                    int(row.unlisted),
                    row.created_at if row.listed_at is None else row.listed_at,
                    row.created_at,
                    row.unseated,
                ),
            )
            for seat in seats:
                cursor.execute(
                    self._sql(
                        "INSERT INTO tg_seats (game_id, seat, token_hash, taken_at, name) "
                        "VALUES (?, ?, ?, ?, ?)"
                    ),
                    (
                        row.id,
                        seat.seat,
                        seat.token_hash,
                        time.time() if seat.token_hash else None,
                        seat.name if seat.token_hash else None,
                    ),
                )

        await self.write(run)

    def _seats_of(self, cursor: Any, game_id: str) -> tuple[SeatRow, ...]:
        cursor.execute(
            self._sql(f"SELECT {_SEAT_COLUMNS} FROM tg_seats WHERE game_id = ? ORDER BY seat"),
            (game_id,),
        )
        return tuple(SeatRow(*values) for values in cursor.fetchall())

    def _load(self, cursor: Any, game_id: str) -> StoredGame | None:
        cursor.execute(self._sql(f"SELECT {_GAME_COLUMNS} FROM tg_games WHERE id = ?"), (game_id,))
        found = cursor.fetchone()
        if found is None:
            return None
        seats = self._seats_of(cursor, game_id)
        cursor.execute(
            self._sql("SELECT move FROM tg_moves WHERE game_id = ? ORDER BY number"), (game_id,)
        )
        moves = tuple(values[0] for values in cursor.fetchall())
        return StoredGame(_game_row(found), seats, moves)

    async def load_game(self, game_id: str) -> StoredGame | None:
        """A game with its seats and every move, or ``None`` if there is no such game."""
        return await self.read(lambda cursor: self._load(cursor, game_id))

    async def moves_after(self, game_id: str, version: int) -> tuple[GameRow, list[str]] | None:
        """A game's row and its moves from number ``version`` on (what another process added)."""

        def run(cursor: Any) -> tuple[GameRow, list[str]] | None:
            cursor.execute(
                self._sql(f"SELECT {_GAME_COLUMNS} FROM tg_games WHERE id = ?"), (game_id,)
            )
            found = cursor.fetchone()
            if found is None:
                return None
            cursor.execute(
                self._sql(
                    "SELECT move FROM tg_moves WHERE game_id = ? AND number >= ? ORDER BY number"
                ),
                (game_id, version),
            )
            return _game_row(found), [values[0] for values in cursor.fetchall()]

        return await self.read(run)

    async def seats(self, game_id: str) -> tuple[SeatRow, ...]:
        """A game's seats, as stored now."""

        return await self.read(lambda cursor: self._seats_of(cursor, game_id))

    async def commit_moves(self, batch: Sequence[MoveCommit]) -> list[bool]:
        """Write a batch of moves in one transaction; for each, whether it was written.

        A move is refused (``False``) when its game is no longer at the move's version, its
        seats' kinds are no longer the move's ``seat_kinds``, or a seat was taken from its
        holder since the move's ``unseated``: another process wrote a move first, handed a
        seat to the bot (a move written then could say no bot is to act where one is, and a
        restart would not resume the game), or freed a seat (a move of its holder written then
        would be a departed player's). The batch is written in the order of the games' ids, so
        that two processes lock rows in the same order and cannot deadlock.
        """

        def run(cursor: Any) -> list[bool]:
            order = sorted(range(len(batch)), key=lambda i: (batch[i].game_id, batch[i].version))
            written = [False] * len(batch)
            committed = []
            now = time.time()
            for index in order:
                move = batch[index]
                extra, values, check = "", [], ""
                seen: list[Any] = []
                if move.seat_kinds is not None:
                    # Under the row's lock: a seat handed over before this is seen here, one
                    # handed over after sees this move's to_act (leave_seat).
                    check, seen = " AND seat_kinds = ?", [json.dumps(move.seat_kinds)]
                if move.unseated is not None:
                    # The game's row, not the seat's: PostgreSQL checks again the row it waited
                    # for (a seat freed meanwhile), where a look at tg_seats would see the seat
                    # as it was when this statement began.
                    check += " AND unseated = ?"
                    seen.append(move.unseated)
                if move.snapshot is not None:
                    extra += ", snapshot = ?, snapshot_version = ?"
                    values += [move.snapshot, move.version + 1]
                if move.record is not None:
                    extra += ", record = ?"
                    values.append(move.record)
                cursor.execute(
                    self._sql(
                        "UPDATE tg_games SET version = ?, seat_versions = ?, to_act = ?, "
                        f"bot_to_act = ?, over = ?, updated_at = ?{extra} "
                        f"WHERE id = ? AND version = ?{check}"
                    ),
                    (
                        move.version + 1,
                        json.dumps(move.seat_versions),
                        move.to_act,
                        int(move.bot_to_act),
                        int(move.over),
                        now,
                        *values,
                        move.game_id,
                        move.version,
                        *seen,
                    ),
                )
                if cursor.rowcount != 1:
                    continue
                written[index] = True
                committed.append(move)
            # The moves' rows and the movers' last moves, many rows to a statement: each
            # statement costs the writing thread a turn of the interpreter's lock, which it
            # waits for while the event loop is busy.
            for rows in _chunks([(m.game_id, m.version, m.seat, m.move) for m in committed]):
                cursor.execute(
                    self._sql(f"INSERT INTO tg_moves VALUES {_placeholders(4, len(rows))}"),
                    [value for row in rows for value in row],
                )
            lasts = [
                (m.game_id, m.seat, m.last.last_version, m.last.last_move, m.last.last_answer)
                for m in committed
                if m.last is not None
            ]
            for seat_rows in _chunks(lasts):
                # Every seat's row exists: this "upsert" only ever updates (a game has one
                # move in a batch, so no row is named twice).
                cursor.execute(
                    self._sql(
                        "INSERT INTO tg_seats (game_id, seat, last_version, last_move, "
                        f"last_answer) VALUES {_placeholders(5, len(seat_rows))} "
                        "ON CONFLICT (game_id, seat) DO UPDATE SET "
                        "last_version = excluded.last_version, last_move = excluded.last_move, "
                        "last_answer = excluded.last_answer"
                    ),
                    [value for row in seat_rows for value in row],
                )
            if committed:
                self._after_moves(cursor, committed)
            return written

        return await self.write(run)

    async def write_snapshot(self, game_id: str, version: int, snapshot: str) -> None:
        """Store a snapshot made at ``version`` (if the game is still there)."""

        def run(cursor: Any) -> None:
            cursor.execute(
                self._sql(
                    "UPDATE tg_games SET snapshot = ?, snapshot_version = ? "
                    "WHERE id = ? AND version = ?"
                ),
                (snapshot, version, game_id, version),
            )

        await self.write(run)

    # -- seats ----------------------------------------------------------------------------------

    def _is_human_seat(
        self, cursor: Any, game_id: str, seat: int, *, playing: bool = False
    ) -> bool:
        """Whether ``seat`` of ``game_id`` is a human's as stored (and, with ``playing``, the
        game is not over), the game's row locked first (as leave_seat locks it to hand a seat
        to the bot): a seat handed over, or a game ended, through another process, its row
        read there before, is seen."""
        cursor.execute(self._sql("UPDATE tg_games SET version = version WHERE id = ?"), (game_id,))
        cursor.execute(self._sql("SELECT seat_kinds, over FROM tg_games WHERE id = ?"), (game_id,))
        found = cursor.fetchone()
        if found is None or (playing and found[1]):
            return False
        kinds = json.loads(found[0])
        return 0 <= seat < len(kinds) and kinds[seat] == "human"

    def _still_holds(self, cursor: Any, held_in: tuple[str, str] | None, seat: int) -> bool:
        """Whether ``held_in`` (a game's id, a credential's hash) still holds ``seat`` of that
        game as stored (``None``: nothing to check), that game's row locked first, as a
        revocation locks it: one made through another process is seen, or waits for this
        transaction."""
        if held_in is None:
            return True
        game_id, token_hash = held_in
        cursor.execute(self._sql("UPDATE tg_games SET version = version WHERE id = ?"), (game_id,))
        cursor.execute(
            self._sql("SELECT token_hash FROM tg_seats WHERE game_id = ? AND seat = ?"),
            (game_id, seat),
        )
        found = cursor.fetchone()
        return found is not None and found[0] == token_hash

    async def take_seat(
        self,
        game_id: str,
        seat: int,
        token_hash: str,
        name: str | None = None,
        *,
        held_in: tuple[str, str] | None = None,
    ) -> bool:
        """Give a free human seat its credential and its player's name; ``False`` if it is
        taken, not a human's or its game is over, as stored (perhaps through another process).

        Args:
            game_id: The game.
            seat: The seat, from 0.
            token_hash: The hash of the seat's new credential.
            name: Its player's name (``None``: none given).
            held_in: A game's id and a credential's hash (a rematch's seat for the holder of
                the same seat in the game before): ``False`` too unless that credential still
                holds the seat there, checked in the same transaction (a revocation stored by
                another process, not heard by the caller, is seen). ``None``: not checked.
        """

        def run(cursor: Any) -> bool:
            # The game before first, then this one: the one order of the transactions that
            # lock both (no move is written to a finished game), so two never wait for each
            # other.
            if not self._still_holds(cursor, held_in, seat):
                return False
            if not self._is_human_seat(cursor, game_id, seat, playing=True):
                return False
            cursor.execute(
                self._sql(
                    "UPDATE tg_seats SET token_hash = ?, taken_at = ?, name = ?, left_name = NULL "
                    "WHERE game_id = ? AND seat = ? AND token_hash IS NULL"
                ),
                (token_hash, time.time(), name, game_id, seat),
            )
            done: bool = cursor.rowcount == 1
            if done:
                self._notify(cursor, f"seats {game_id}")
            return done

        return await self.write(run)

    async def replace_seat(
        self,
        game_id: str,
        seat: int,
        old_hash: str | None,
        new_hash: str | None,
        name: str | None = None,
        *,
        held_in: tuple[str, str] | None = None,
        playing: bool = False,
    ) -> bool:
        """Revoke a human seat's credential (``new_hash`` ``None``: its name goes too) or
        replace it and its name, if it is still ``old_hash`` (``None``: whatever it is). The
        game's :attr:`GameRow.unseated` counts it: a move of the credential before, in flight
        in another process, is not stored.

        Returns ``False``, changing nothing, if the seat is not a human's as stored (handed to
        the bot, perhaps through another process), ``old_hash`` no longer holds it,
        ``held_in`` (as :meth:`take_seat` checks it) no longer holds the seat in its game, or,
        with ``playing``, the game is over as stored.
        """

        def run(cursor: Any) -> bool:
            # The game before first, as take_seat locks the two. Then the game's row
            # (_is_human_seat locks it), as leave_seat and commit_moves lock it: a move's
            # transaction holds it when it writes the mover's seat. A seat of the bot keeps
            # its count and what it says to the credential that left it.
            if not self._still_holds(cursor, held_in, seat):
                return False
            if not self._is_human_seat(cursor, game_id, seat, playing=playing):
                return False
            # A revocation of a seat nobody holds keeps the name of whoever left it, as the
            # status says it (Table.left_names); a new holder, or a holder revoked, clears it.
            kept = "left_name" if new_hash is None else "NULL"
            query = (
                "UPDATE tg_seats SET token_hash = ?, taken_at = ?, name = ?, left_name = "
                f"CASE WHEN token_hash IS NULL THEN {kept} ELSE NULL END "
                "WHERE game_id = ? AND seat = ?"
            )
            values: list[Any] = [
                new_hash,
                time.time() if new_hash else None,
                name if new_hash else None,
                game_id,
                seat,
            ]
            if old_hash is not None:
                query += " AND token_hash = ?"
                values.append(old_hash)
            cursor.execute(self._sql(query), values)
            done: bool = cursor.rowcount == 1
            if done:
                cursor.execute(
                    self._sql("UPDATE tg_games SET unseated = unseated + 1 WHERE id = ?"),
                    (game_id,),
                )
                self._notify(cursor, f"seats {game_id}")
            return done

        return await self.write(run)

    async def leave_seat(
        self,
        game_id: str,
        seat: int,
        token_hash: str | None,
        *,
        reason: str,
        at_version: int | None = None,
    ) -> tuple[str, ...] | None:
        """A human seat's credential stops playing it: the seat is free (``reason``
        ``"left"``) or the bot's from now on (``"bot"``, ``"timeout"``). The credential's hash
        is kept with the reason, and the seat's last move is forgotten (it was the holder's).

        Args:
            game_id: The game.
            seat: The seat, from 0.
            token_hash: The credential that leaves; ``None``: whichever holds the seat, if
                any (the turn limit).
            reason: One of :data:`LEFT_REASONS`.
            at_version: Only if the game is still at this version (the turn limit: a move
                stored meanwhile by another process keeps the seat its holder's).

        Returns:
            The seats' kinds after, or ``None`` if nothing changed: the game is over (or not
            at ``at_version``), the seat is a bot's, or ``token_hash`` no longer holds it.
        """
        if reason not in LEFT_REASONS:
            raise ValueError(f"a seat is left for one of {LEFT_REASONS}, not {reason!r}")

        def run(cursor: Any) -> tuple[str, ...] | None:
            # The game's row first: in PostgreSQL this locks it (two processes handing seats
            # of one game to bots at once write its kinds one after the other). It changes
            # nothing: updated_at is the time of the last move, the turn limit's clock.
            query = "UPDATE tg_games SET version = version WHERE id = ? AND over = 0"
            values: list[Any] = [game_id]
            if at_version is not None:
                query += " AND version = ?"
                values.append(at_version)
            cursor.execute(self._sql(query), values)
            if cursor.rowcount != 1:
                return None
            cursor.execute(self._sql("SELECT seat_kinds FROM tg_games WHERE id = ?"), (game_id,))
            kinds = list(json.loads(cursor.fetchone()[0]))
            if not 0 <= seat < len(kinds) or kinds[seat] != "human":
                return None
            cursor.execute(
                self._sql("SELECT token_hash FROM tg_seats WHERE game_id = ? AND seat = ?"),
                (game_id, seat),
            )
            found = cursor.fetchone()
            holder = None if found is None else found[0]
            if token_hash is not None and holder != token_hash:
                return None
            # A free seat handed to the bot keeps what it says to the credential that left it,
            # and the name of its player (every SET reads the row as it was: name before NULL).
            cursor.execute(
                self._sql(
                    "UPDATE tg_seats SET token_hash = NULL, taken_at = NULL, last_version = NULL, "
                    "last_move = NULL, last_answer = NULL, name = NULL, "
                    "left_hash = COALESCE(?, left_hash), left_reason = COALESCE(?, left_reason), "
                    "left_name = CASE WHEN token_hash IS NULL THEN left_name ELSE name END "
                    "WHERE game_id = ? AND seat = ?"
                ),
                (holder, reason if holder is not None else None, game_id, seat),
            )
            # One more seat taken from its holder: a move of the holder in flight in another
            # process is not stored (commit_moves).
            cursor.execute(
                self._sql("UPDATE tg_games SET unseated = unseated + 1 WHERE id = ?"), (game_id,)
            )
            if reason != "left":
                kinds[seat] = "bot"
                # Whether a bot is to act now, for a restart to resume the game.
                cursor.execute(
                    self._sql(
                        "UPDATE tg_games SET seat_kinds = ?, "
                        "bot_to_act = CASE WHEN to_act = ? THEN 1 ELSE bot_to_act END "
                        "WHERE id = ?"
                    ),
                    (json.dumps(kinds), seat, game_id),
                )
            self._notify(cursor, f"seats {game_id}")
            return tuple(kinds)

        return await self.write(run)

    async def seating(
        self, game_id: str
    ) -> tuple[tuple[str, ...], int, tuple[SeatRow, ...]] | None:
        """A game's seats as stored now: their kinds, the game's :attr:`GameRow.unseated` and
        the seats' rows (``None``: no such game). The count is read before the rows: the
        holders read are never older than it (a move checked against it is not a departed
        holder's)."""

        def run(cursor: Any) -> tuple[tuple[str, ...], int, tuple[SeatRow, ...]] | None:
            cursor.execute(
                self._sql("SELECT seat_kinds, unseated FROM tg_games WHERE id = ?"), (game_id,)
            )
            found = cursor.fetchone()
            if found is None:
                return None
            seats = self._seats_of(cursor, game_id)
            return tuple(json.loads(found[0])), int(found[1]), seats

        return await self.read(run)

    async def seat_kinds(self, game_id: str) -> tuple[str, ...] | None:
        """A game's seats' kinds, as stored now (``None``: no such game)."""

        def run(cursor: Any) -> tuple[str, ...] | None:
            cursor.execute(self._sql("SELECT seat_kinds FROM tg_games WHERE id = ?"), (game_id,))
            found = cursor.fetchone()
            return None if found is None else tuple(json.loads(found[0]))

        return await self.read(run)

    # -- the lobby ------------------------------------------------------------------------------

    async def open_games(
        self,
        limit: int,
        now: float | None = None,
        *,
        game: str | None = None,
        free: bool = False,
        after: tuple[float, str] | None = None,
    ) -> tuple[list[OpenGame], tuple[float, str] | None]:
        """A page of the lobby: the listed games still being played, the last listed first
        (at most ``limit``), with their seats, and the position to read the next page from
        (``None``: no game is left). Not the unlisted games, nor the rematches whose seats are
        still kept for their players (listed later: :attr:`GameRow.listed_at`).

        Args:
            limit: The most games of the page.
            now: The time of the page (``None``: ``time.time()``): the games listed by then.
            game: Only the games of this name.
            free: Only the games with a free human seat. At most :data:`LOBBY_SCAN` games are
                read for a page: past them, the page may hold fewer than ``limit`` games, and
                the next one goes on from there.
            after: A position (when a game was listed, its id) that a page gave: the games
                after it, in the order of the lobby (a game made, listed or ended meanwhile
                moves no other game from one page to another: a rematch listed once its
                seats are free comes first, as a game made then would).
        """
        listed_by = time.time() if now is None else now

        def run(cursor: Any) -> tuple[list[OpenGame], tuple[float, str] | None]:
            where = "over = 0 AND unlisted = 0 AND listed_at <= ?"
            values: list[Any] = [listed_by]
            if game is not None:
                where += " AND game = ?"
                values.append(game)
            found: list[OpenGame] = []
            position, scanned = after, 0
            while True:
                query, asked = where, list(values)
                if position is not None:
                    query += " AND (listed_at < ? OR (listed_at = ? AND id < ?))"
                    asked += [position[0], position[0], position[1]]
                # One more than the page holds: whether a next page exists.
                size = min(limit + 1, LOBBY_SCAN) if free else limit + 1 - len(found)
                cursor.execute(
                    self._sql(
                        "SELECT id, game, players, seat_kinds, created_at, listed_at, options "
                        f"FROM tg_games WHERE {query} ORDER BY listed_at DESC, id DESC LIMIT ?"
                    ),
                    [*asked, size],
                )
                rows = cursor.fetchall()
                seats = self._lobby_seats(cursor, [row[0] for row in rows])
                for id_, name, players, kinds, created, listed, options in rows:
                    if len(found) == limit:  # a game after the page: there is a next one
                        return found, (found[-1].listed_at, found[-1].id)
                    position, scanned = (float(listed), id_), scanned + 1
                    taken, names = seats.get(id_, ((), ()))
                    line = OpenGame(
                        id_,
                        name,
                        players,
                        tuple(json.loads(kinds)),
                        taken,
                        created,
                        names,
                        float(listed),
                        options,
                    )
                    if not free or any(
                        kind == "human" and not used
                        for kind, used in zip(line.seat_kinds, taken, strict=False)
                    ):
                        found.append(line)
                if len(rows) < size:
                    return found, None
                if free and scanned >= LOBBY_SCAN:
                    return found, position

        return await self.read(run)

    def _lobby_seats(
        self, cursor: Any, games: list[str]
    ) -> dict[str, tuple[tuple[bool, ...], tuple[str | None, ...]]]:
        """The seats of ``games``: whether each is taken, and its player's name, by game."""
        seats: dict[str, list[tuple[int, bool, str | None]]] = {}
        for chunk in _chunks(games):
            cursor.execute(
                self._sql(
                    "SELECT game_id, seat, token_hash IS NOT NULL, name FROM tg_seats "
                    f"WHERE game_id IN ({', '.join('?' * len(chunk))})"
                ),
                chunk,
            )
            for game_id, seat, taken, name in cursor.fetchall():
                seats.setdefault(game_id, []).append((seat, bool(taken), name))
        found = {}
        for game_id, rows in seats.items():
            rows.sort()
            found[game_id] = (tuple(row[1] for row in rows), tuple(row[2] for row in rows))
        return found

    async def games_to_resume(self, *, human_turns: bool = False) -> list[str]:
        """The games being played where a bot must act (a restart starts their bots again),
        and with ``human_turns`` those where a human seat must (the turn limit's clocks)."""

        def run(cursor: Any) -> list[str]:
            turns = "bot_to_act = 1 OR to_act IS NOT NULL" if human_turns else "bot_to_act = 1"
            cursor.execute(f"SELECT id FROM tg_games WHERE over = 0 AND ({turns})")
            return [values[0] for values in cursor.fetchall()]

        return await self.read(run)

    async def set_rematch(
        self, game_id: str, rematch: str, *, held_by: tuple[int, str] | None = None
    ) -> str | None:
        """Name ``rematch`` the game's rematch unless one is named already; return the one
        named (``None`` if there is no such game, or none is named).

        Args:
            game_id: The finished game.
            rematch: The id of its rematch, to be made if it is named now.
            held_by: A seat and the hash of the credential asking (``None``: not checked): the
                rematch is named only if that credential still holds the seat as stored, in
                the same transaction (a revocation stored by another process, not heard by the
                caller, is seen); one named already is returned all the same.
        """

        def run(cursor: Any) -> str | None:
            if held_by is None or self._still_holds(cursor, (game_id, held_by[1]), held_by[0]):
                cursor.execute(
                    self._sql("UPDATE tg_games SET rematch = ? WHERE id = ? AND rematch IS NULL"),
                    (rematch, game_id),
                )
                if cursor.rowcount == 1:  # the other processes' streams of the game tell it
                    self._notify(cursor, f"rematch {game_id}")
            cursor.execute(self._sql("SELECT rematch FROM tg_games WHERE id = ?"), (game_id,))
            found = cursor.fetchone()
            return None if found is None or found[0] is None else str(found[0])

        return await self.write(run)

    async def ping(self) -> None:
        """Raise if the database cannot be reached, or refused the last write (``/healthz``).

        Raises:
            StorageUnavailable: the database cannot be reached now, or the last write failed
                for want of space, a read-only file or an input/output error, and no write
                has succeeded since.
        """
        if self.write_failure is not None:
            raise StorageUnavailable(self.write_failure)

        def run(cursor: Any) -> None:
            cursor.execute("SELECT 1")
            cursor.fetchone()

        await self.read(run)

    def describe(self) -> str:
        """The database, for logs (no password)."""
        return self.description

    def without_secrets(self, text: str) -> str:
        """``text`` (a driver's message, for a log or the operator) without the database's
        password, or any piece of it the driver may quote."""
        return text
