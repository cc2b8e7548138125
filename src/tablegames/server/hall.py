"""The hall: every table of the server, where moves are applied, stored and announced.

The hall loads a game from storage when a request needs it (a restart loses nothing: every
game, with its seats' credentials, comes back from the database), applies moves under the
table's own lock (one table never waits for another), writes each move before it answers it
(:class:`GroupWriter`: the moves of many tables share one commit), wakes only the seats whose
view changed, and runs each table's bots in a task of their own, thinking in worker threads.
Finished games are written whole to storage and leave memory a little later.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from functools import partial
from typing import Any, Final

import attrs

import tablegames
from tablegames.core.api import start_again
from tablegames.core.errors import check_sender
from tablegames.core.json import (
    FORMAT,
    VERSION,
    dumps,
    from_dict,
    from_snapshot,
    to_dict,
    to_snapshot,
)
from tablegames.core.protocol import VersionedMove, check_state_version
from tablegames.core.record import replay
from tablegames.core.registry import get_game
from tablegames.core.rng import fresh_seed
from tablegames.server.errors import ServerRefusal, StorageUnavailable
from tablegames.server.metrics import Metrics
from tablegames.server.names import check_distinct_name, player_name
from tablegames.server.settings import Settings
from tablegames.server.storage import GameRow, MoveCommit, SeatRow, SQLStorage, StoredGame
from tablegames.server.tables import (
    BOT,
    HUMAN,
    Table,
    bot_move,
    hash_token,
    matching_seat,
    new_game_id,
    new_token,
    token_game,
    variant,
    view_versions,
    wait_set,
)
from tablegames.server.thinkers import Thinkers

__all__ = ["Created", "GroupWriter", "Hall", "ServerRefusal"]

#: The refusal of a credential that opens no seat (any more).
_SEAT_GONE: Final = "This seat's address is unknown or was revoked: ask for your seat again."

#: The refusal of a move of a seat handed to the bot through another process meanwhile.
_HANDED_OVER: Final = (
    "This seat was handed to the server's bot before your move was stored: the bot plays it "
    "to the end of the game. You may watch the game."
)

#: The refusal of a move of a seat its holder left (free for another) before it was stored.
_LEFT_BEFORE: Final = (
    "You left this seat before your move was stored: it is free for another player. Take a "
    "free seat in the lobby to play again, or watch the game."
)

#: The refusal of a rematch's seat asked for once it is no longer kept for the seat's player
#: (nothing tells whose credential holds it: the player's own, asked for before, maybe).
_REMATCH_SEAT_TAKEN: Final = (
    "Your seat in the rematch is taken already: by you, if you asked for it before (open the "
    "address you were given then), or by another player once it was no longer kept for you."
)

#: The refusal of a rematch asked by a seat its holder left before the rematch was named.
_LEFT_BEFORE_REMATCH: Final = (
    "You left this seat before asking for the rematch: it has no seat of yours. Take a free "
    "seat in the lobby to play again."
)

#: The refusal of a seat number that is no human seat of the game (in the addresses
#: ``/api/games/<id>/seats/<seat>``, seats count from 0, as in the API).
_NO_SUCH_SEAT: Final = (
    "This game has no such human seat (in these addresses seats count from 0, as in the API)."
)

#: The refusal to leave or revoke a seat of a finished game.
_SEATS_STAY: Final = "This game is over: its seats stay as they were."

_log = logging.getLogger("tablegames.server")

# How many times a move is tried again after another process moved its game first.
_RETRIES: Final = 5

# Seconds a bot task waits after the database refused it before it tries again.
_STORAGE_RETRY: Final = 1.0

# The longest wait before a table whose reading of another process's changes failed reads
# again: the wait starts at _STORAGE_RETRY and doubles at each failure in a row.
_CATCH_UP_RETRY_MAX: Final = 30.0


@attrs.frozen
class Created:
    """A new game: its table, the owner's credential and those of the seats taken."""

    table: Table
    owner_token: str
    tokens: Mapping[int, str]


class GroupWriter:
    """Writes moves in batches: each :meth:`commit` waits for the batch that holds its move.

    While a batch is being written, the moves that arrive wait and go together in the next one:
    one transaction (one ``fsync``) for all of them, however many tables they come from.
    """

    def __init__(self, storage: SQLStorage, metrics: Metrics) -> None:
        self._storage = storage
        self._metrics = metrics
        self._pending: list[tuple[MoveCommit, asyncio.Future[bool]]] = []
        self._task: asyncio.Task[None] | None = None

    async def commit(self, move: MoveCommit) -> bool:
        """Write ``move``; ``False`` if its game had moved on (another process wrote first).

        Raises:
            StorageUnavailable: the database cannot serve now (logged by the storage).
            Exception: any other error of the storage (a bug, not logged here); the move is
                then not stored.
        """
        loop = asyncio.get_running_loop()
        done: asyncio.Future[bool] = loop.create_future()
        self._pending.append((move, done))
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._flush())
        return await done

    async def _flush(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            started = time.perf_counter()
            try:
                written = await self._storage.commit_moves([move for move, _ in batch])
            except Exception as error:
                # Not logged here: each move's caller gets the error and logs it if it is a
                # bug (a request's as request.failed, a bot's as bot.failed); the storage
                # logged it if the database is unavailable.
                for _, done in batch:
                    if not done.done():
                        done.set_exception(error)
                continue
            self._metrics.observe("commit", time.perf_counter() - started)
            self._metrics.count("commit_batches")
            for (_, done), ok in zip(batch, written, strict=True):
                if not done.done():
                    done.set_result(ok)

    async def flush(self) -> None:
        """Wait until every move handed over so far is written."""
        while self._task is not None and not self._task.done():
            await asyncio.shield(self._task)


def _move_data(move: Any) -> str:
    return dumps(to_dict(move)["data"])


def _check_still_held(table: Table, seat: int, holder: str | None, left_message: str) -> None:
    """Refuse a request of ``holder`` (a credential's hash; ``None``: not checked) that no
    longer holds ``seat`` once the table's lock is held: it left the seat since the request
    found it (410 ``server.seat.left``, saying ``left_message``) or was revoked (404
    ``server.seat.unknown``). A move and a rematch are refused alike."""
    if holder is not None and matching_seat([table.seat_hashes[seat]], holder) != 0:
        if table.left_seat(holder) is not None:
            raise ServerRefusal(410, "server.seat.left", left_message)
        raise ServerRefusal(404, "server.seat.unknown", _SEAT_GONE)


def _read_move(game: str, data: str) -> Any:
    document = {"format": FORMAT, "version": VERSION, "game": game, "kind": "move"}
    return from_dict({**document, "data": json.loads(data)})


def _restore(stored: StoredGame) -> Any:
    """A stored game's current state: its snapshot and the record's later moves."""
    row = stored.row
    record = from_dict(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": row.game,
            "kind": "record",
            "data": {
                "game": row.game,
                "players": row.players,
                "seed": row.seed,
                "options": json.loads(row.options),
                "moves": [json.loads(move) for move in stored.moves],
            },
        }
    )
    if row.snapshot is not None and (row.snapshot_version or 0) <= len(stored.moves):
        return from_snapshot(row.snapshot, record)
    return replay(record)


class Hall:
    """Every table of this server process.

    Args:
        storage: Where the games are kept.
        settings: The server's settings.
        metrics: Where counts and timings go.
    """

    def __init__(self, storage: SQLStorage, settings: Settings, metrics: Metrics) -> None:
        self.storage = storage
        self.settings = settings
        self.metrics = metrics
        self.tables: dict[str, Table] = {}
        self.draining = False
        #: Set when the server stops: every stream ends.
        self.closing = asyncio.Event()
        #: Set once :meth:`start` is done: the storage is open and its schema up to date.
        self.ready = asyncio.Event()
        self._loading: dict[str, asyncio.Task[Table | None]] = {}
        self._writer = GroupWriter(storage, metrics)
        self._thinkers = Thinkers(settings.bot_threads)
        self._janitor: asyncio.Task[None] | None = None
        self._background: set[asyncio.Task[None]] = set()
        #: The tables whose background catch-up failed: when each reads again.
        self._retries: dict[Table, asyncio.TimerHandle] = {}
        #: Whether other processes share the storage (their moves are heard as notifications).
        self._listening = False

    # -- starting and stopping --------------------------------------------------------------------

    async def start(self) -> None:
        """Migrate the schema, resume the games where a bot must act (and, with the turn
        limit, those where a human seat must: their clocks go on from their last move),
        listen to the others."""
        self.storage.claim()
        schema = await self.storage.migrate()
        _log.info("storage.ready", extra={"database": self.storage.describe(), "schema": schema})
        listen = getattr(self.storage, "listen", None)
        if listen is not None:
            # Listening first: a game resumed below hears the moves stored after it was read.
            listen(asyncio.get_running_loop(), self._heard)
            self._listening = True
        resumed = 0
        clocks = self.settings.seat_timeout is not None
        for game_id in await self.storage.games_to_resume(human_turns=clocks):
            if await self.table(game_id) is not None:
                resumed += 1
        if resumed:
            _log.info("games.resumed", extra={"games": resumed})
        self._janitor = asyncio.get_running_loop().create_task(self._sweep())
        self.ready.set()

    def begin_drain(self) -> None:
        """Start stopping: refuse new moves and streams, and end the open streams."""
        self.draining = True
        self.closing.set()
        for table in self.tables.values():
            table.wake(range(table.players + 1))

    async def stop(self) -> None:
        """Drain: refuse new moves, end the streams, stop the bots, write every pending move
        and a fresh snapshot of every table, then close the storage. A database unavailable
        meanwhile leaves the snapshots unwritten (logged), and the stop goes on."""
        self.begin_drain()
        tasks = [table.bots for table in self.tables.values() if table.bots is not None]
        if self._janitor is not None:
            tasks.append(self._janitor)
        for retry in self._retries.values():
            retry.cancel()
        self._retries.clear()
        # A catch-up still reading would read from the storage closed below (and fail).
        tasks.extend(self._background)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self._writer.flush()
        saved, unsaved, failure = 0, 0, None
        for table in list(self.tables.values()):
            async with table.lock:
                if table.over or not table.version:
                    continue
                if failure is None:
                    snapshot = dumps(to_snapshot(table.state))
                    try:
                        await self.storage.write_snapshot(table.id, table.version, snapshot)
                    except StorageUnavailable as error:
                        # Logged by the storage. Not tried again for the other tables (each
                        # try may wait for the connection's timeout): a snapshot spares a
                        # replay, the moves are stored already.
                        failure = error.reason
                    else:
                        saved += 1
                        continue
                unsaved += 1
        self._thinkers.shutdown()
        await self.storage.close()
        if failure is None:
            _log.info("server.drained", extra={"snapshots": saved})
        else:
            extra = {"snapshots": saved, "snapshots_not_written": unsaved, "reason": failure}
            _log.warning("server.drained", extra=extra)

    # -- finding tables ---------------------------------------------------------------------------

    async def table(self, game_id: str) -> Table | None:
        """The table of a game, loaded from storage if it is not in memory; ``None`` if there
        is no such game."""
        found = self.tables.get(game_id)
        if found is not None:
            found.used = time.monotonic()
            return found
        loading = self._loading.get(game_id)
        if loading is None:
            loading = asyncio.get_running_loop().create_task(self._load(game_id))
            self._loading[game_id] = loading
            loading.add_done_callback(lambda _: self._loading.pop(game_id, None))
        return await asyncio.shield(loading)

    async def _load(self, game_id: str) -> Table | None:
        stored = await self.storage.load_game(game_id)
        if stored is None:
            return None
        loop = asyncio.get_running_loop()
        # Replaying a long game takes milliseconds: not on the event loop.
        state = await loop.run_in_executor(None, _restore, stored)
        row = stored.row
        versions = row.seat_versions
        if row.version != len(state.history) or len(versions) != state.players + 1:
            # Versions that do not fit the moves: counted again from the views, as the table
            # counts them (a global version here would tell a seat the moves it is not shown),
            # and never below what was stored, which a client may have seen.
            counted = await loop.run_in_executor(None, view_versions, state)
            if len(versions) == len(counted):
                counted = tuple(map(max, counted, versions))
            versions = counted
        found = self.tables.get(game_id)
        if found is not None:  # made here (a rematch) while this was being read
            return found
        table = Table(
            row.id,
            get_game(row.game),
            state,
            row.seat_kinds,
            row.owner_hash,
            stored.seats,
            versions,
            rematch=row.rematch,
            rematch_of=row.rematch_of,
            created_at=row.created_at,
            unlisted=row.unlisted,
            listed_at=row.listed_at,
            unseated=row.unseated,
            options=variant(row.game, row.options),
            language=self.settings.language,
        )
        # The turn limit counts from the last move, as stored: a restart (or a table let go
        # and read again) gives the seat to act no time back.
        table.turn_since -= max(0.0, time.time() - row.updated_at)
        self.tables[game_id] = table
        self.metrics.count("tables_loaded")
        if self._listening:
            # Another process may have stored a move after the game was read here: its
            # notification came before the table was here to hear it, so read once more what
            # came after (the lock orders this before any move or bot of this process).
            self._spawn(table, self._catch_up)
        self._start_bots(table)
        return table

    async def seat_of(self, token: str) -> tuple[Table, int] | None:
        """The table and seat a seat's credential opens, or ``None``."""
        game_id = token_game(token)
        if game_id is None:
            return None
        table = await self.table(game_id)
        if table is None:
            return None
        token_hash = hash_token(token)
        seat = matching_seat(table.seat_hashes, token_hash)
        if seat is None and HUMAN in table.kinds:
            # A seat may have been given this credential through another process since: a
            # free seat taken, or a held one given a new credential (a rematch asked again,
            # a seat revoked and taken). Read under the lock, as every change of the seats
            # is: rows read before a seat was taken here must not land after it.
            async with table.lock:
                table.set_seats(await self.storage.seats(table.id))
            seat = matching_seat(table.seat_hashes, token_hash)
        return None if seat is None else (table, seat)

    async def left_of(self, token: str) -> tuple[Table, int, str] | None:
        """The table and seat a credential left, and why (a reason of
        :data:`~tablegames.server.storage.LEFT_REASONS`), or ``None``."""
        game_id = token_game(token)
        table = None if game_id is None else await self.table(game_id)
        if table is None:
            return None
        token_hash = hash_token(token)
        found = table.left_seat(token_hash)
        if found is None:  # left through another process, maybe
            async with table.lock:
                await self._reseat(table)
            found = table.left_seat(token_hash)
        return None if found is None else (table, *found)

    def is_owner(self, table: Table, token: str) -> bool:
        """Whether ``token`` is the credential of the game's owner (constant time)."""
        return (
            token_game(token) == table.id
            and matching_seat([table.owner_hash], hash_token(token)) == 0
        )

    # -- creating ---------------------------------------------------------------------------------

    async def create(
        self,
        game: str,
        *,
        kinds: Sequence[str],
        options: Mapping[str, object] | None = None,
        seed: int | None = None,
        take: Sequence[int] = (),
        names: Mapping[int, str | None] | None = None,
        unlisted: bool = False,
        rematch_of: str | None = None,
        game_id: str | None = None,
    ) -> Created:
        """Start a new game and store it.

        Args:
            game: The game's name.
            kinds: ``"human"`` or ``"bot"`` for each seat (their number is the players').
            options: The game's options by name.
            seed: The game's seed (``None``: a fresh one).
            take: Human seats whose credentials to make now (the others wait in the lobby).
            names: The names of the players of seats of ``take``, checked already
                (:func:`~tablegames.server.names.player_name`).
            unlisted: Whether the lobby leaves the game out (its seats are taken by those
                who have its id).
            rematch_of: The game this one is a rematch of.
            game_id: The new game's id (``None``: a fresh one).

        Raises:
            ConfigError: for an unknown game, a bad player count, seed, options or seat kind,
                or a name for a seat not taken.
            ServerRefusal: ``server.name.taken`` (409) for two names that look the same
                (:func:`~tablegames.server.names.check_distinct_name`).
        """
        found = get_game(game)
        wrong = [kind for kind in kinds if kind not in (HUMAN, BOT)]
        if wrong:
            raise tablegames.ConfigError(f'each seat is "human" or "bot", not {wrong[0]!r}')
        if rematch_of is None:
            state = tablegames.new_game(found.name, players=len(kinds), seed=seed, options=options)
        else:
            # The same game again: its options were taken once, so a choice a new game now
            # refuses as meaning nothing (made by an older server) is played again as it was.
            chosen = fresh_seed() if seed is None else seed
            state = start_again(found.name, players=len(kinds), seed=chosen, options=options)
        for seat in take:
            if type(seat) is not int or not 0 <= seat < len(kinds) or kinds[seat] != HUMAN:
                raise tablegames.ConfigError(
                    f"the seat of index {seat!r} is not a human seat of this game"
                )
        names = dict(names or {})
        for seat in names:
            if seat not in take:
                raise tablegames.ConfigError(
                    f"a name is given for seat {seat!r}, which this request does not take"
                )
        named = sorted(names)
        for at, seat in enumerate(named):
            check_distinct_name(names[seat], (names[other] for other in named[:at]))
        game_id = game_id or new_game_id()
        owner = new_token(game_id)
        tokens = {seat: new_token(game_id) for seat in sorted(set(take))}
        record_data = to_dict(tablegames.record(state))["data"]
        # A game may be over at the deal (a natural in a game against a house): stored over,
        # with its record, so that the lobby does not list it and its record can be read.
        over = tablegames.is_over(state)
        now = time.time()
        row = GameRow(
            id=game_id,
            game=found.name,
            players=state.players,
            seed=state.seed,
            options=dumps(record_data["options"]),
            seat_kinds=tuple(kinds),
            owner_hash=hash_token(owner),
            version=0,
            seat_versions=(0,) * (state.players + 1),
            to_act=tablegames.current_player(state),
            bot_to_act=False,
            over=over,
            record=tablegames.to_json(tablegames.record(state)) if over else None,
            rematch_of=rematch_of,
            created_at=now,
            unlisted=unlisted,
            # A rematch's seats are kept for the players of the game before a while: the
            # lobby lists it from then, as a game made then (its place in the lobby's pages).
            listed_at=now + self.settings.rematch_wait if rematch_of is not None else now,
        )
        seats = [
            SeatRow(seat, hash_token(tokens[seat]), name=names.get(seat))
            if seat in tokens
            else SeatRow(seat)
            for seat in range(state.players)
        ]
        table = Table(
            game_id,
            found,
            state,
            kinds,
            row.owner_hash,
            seats,
            rematch_of=rematch_of,
            created_at=row.created_at,
            unlisted=unlisted,
            listed_at=row.listed_at,
            options=variant(row.game, row.options),
            language=self.settings.language,
        )
        row = attrs.evolve(row, bot_to_act=table.bot_to_act())
        await self.storage.create_game(row, seats)
        self.tables[game_id] = table
        self.metrics.count("games_created")
        if over:
            self.metrics.count("games_finished")
        self._start_bots(table)
        return Created(table, owner, tokens)

    async def take_seat(self, table: Table, seat: int, name: str | None = None) -> str:
        """Give a free human seat a credential and its player's ``name`` (checked already), and
        return the credential. Every viewer's stream is told the name (their statuses show
        it); nobody's view or version changes.

        Raises:
            ServerRefusal: if there is no such human seat, it is taken, or the game is over;
                ``server.name.taken`` (409) if another seat's player has a name that looks
                the same (:func:`~tablegames.server.names.check_distinct_name`).
        """
        if type(seat) is not int or not 0 <= seat < table.players or table.kinds[seat] != HUMAN:
            raise ServerRefusal(404, "server.seat.none", _NO_SUCH_SEAT)
        if self.reserved(table):
            left = max(1, math.ceil(table.listed_at - time.time()))
            raise ServerRefusal(
                409,
                "server.seat.reserved",
                "This rematch keeps its seats for the players of the game before for "
                f"{left} more second{'' if left == 1 else 's'}; anyone may take a free one then.",
            )
        token = new_token(table.id)
        # Under the table's lock: a catch-up that read the seats before this one was taken
        # (another process's notice) would otherwise land after it and free it again here.
        async with table.lock:
            if table.kinds[seat] != HUMAN:  # handed to the bot while the lock was waited for
                raise ServerRefusal(404, "server.seat.none", _NO_SUCH_SEAT)
            if table.over:  # ended since the request looked (its body read meanwhile)
                raise ServerRefusal(409, "server.game.over", _SEATS_STAY)
            check_distinct_name(name, (held for at, held in enumerate(table.names) if at != seat))
            if not await self.storage.take_seat(table.id, seat, hash_token(token), name):
                await self._catch_up_refused(table)
                if table.kinds[seat] != HUMAN:
                    raise ServerRefusal(404, "server.seat.none", _NO_SUCH_SEAT)
                raise ServerRefusal(409, "server.seat.taken", "This seat is taken already.")
            if table.set_seats([SeatRow(seat, hash_token(token), name=name)]):
                table.wake(range(table.players + 1))  # every viewer's status: seat taken
        self.metrics.count("seats_taken")
        return token

    async def _catch_up_refused(self, table: Table) -> None:
        """After the storage refused a change of a seat: what changed may have come through
        another process, not heard here yet. Read what was stored, and raise
        ``server.game.over`` (409) if that is why; the caller then says which other change
        it was.
        """
        await self._catch_up(table)
        if table.over:
            raise ServerRefusal(409, "server.game.over", _SEATS_STAY)

    def reserved(self, table: Table) -> bool:
        """Whether ``table`` is a rematch whose human seats are still kept for the players of
        the game before: nobody else may take them, and the lobby does not list it. Until
        when it was stored to be listed (:attr:`Table.listed_at`: ``rematch_wait`` seconds of
        the process that made it after it was made), whatever this process's setting."""
        return table.rematch_of is not None and time.time() < table.listed_at

    async def revoke_seat(self, table: Table, seat: int) -> None:
        """Revoke a seat's credential: it opens nothing any more, its streams end, and the
        seat is free to be taken again.

        Raises:
            ServerRefusal: ``server.seat.none`` (404) if the seat is no human's, here or as
                stored (handed to the bot through another process, not heard here yet);
                ``server.game.over`` (409) once the game is over, here or as stored: its
                seats stay as they were, for its record and its rematch, as their holders
                may not leave them either.
        """
        if type(seat) is not int or not 0 <= seat < table.players:
            raise ServerRefusal(404, "server.seat.none", _NO_SUCH_SEAT)
        async with table.lock:  # as take_seat: no catch-up's older rows land after this
            # The kind under the lock: a seat handed to the bot while the lock was waited for
            # is the bot's, not a seat to revoke (nor to count in the stored ``unseated``).
            if table.kinds[seat] != HUMAN:
                raise ServerRefusal(404, "server.seat.none", _NO_SUCH_SEAT)
            if table.over:
                raise ServerRefusal(409, "server.game.over", _SEATS_STAY)
            if not await self.storage.replace_seat(table.id, seat, None, None, playing=True):
                await self._catch_up_refused(table)  # not over: the bot's (it plays it here too)
                raise ServerRefusal(404, "server.seat.none", _NO_SUCH_SEAT)
            table.unseated += 1  # as stored (see leave_seat)
            if table.set_seats([SeatRow(seat)]):
                table.wake(range(table.players + 1))  # its streams end, the others' status
        self.metrics.count("seats_revoked")

    async def leave_seat(
        self,
        table: Table,
        seat: int,
        token_hash: str | None,
        *,
        reason: str,
        at_version: int | None = None,
    ) -> None:
        """A seat's credential stops playing it (``token_hash``; ``None``: whoever holds it,
        for the turn limit): the seat is free again (``reason`` ``"left"``), or the bot's for
        the rest of the game (``"bot"``, or ``"timeout"`` for the turn limit). Every viewer is
        told (a new status), the credential's streams end with ``left``, and the credential
        is answered 410 ``server.seat.left`` from then on.

        With ``at_version`` (the turn limit), only if the game is still at that version: the
        one at which the seat was seen to act too long, before the table's lock was waited
        for (a move of the seat stored meanwhile keeps the seat its holder's).

        Raises:
            ServerRefusal: ``server.game.over`` once the game is over (nothing to leave), and
                ``server.seat.unknown`` if ``token_hash`` no longer holds the seat.
        """
        async with table.lock:
            if table.over:
                raise ServerRefusal(409, "server.game.over", _SEATS_STAY)
            kinds = await self.storage.leave_seat(
                table.id, seat, token_hash, reason=reason, at_version=at_version
            )
            if kinds is None:
                # Moved, left, revoked, handed over or over through another process (the
                # turn limit then looks again at what is now).
                if reason == "timeout":
                    await self._catch_up(table)
                    return
                await self._catch_up_refused(table)
                raise ServerRefusal(404, "server.seat.unknown", _SEAT_GONE)
            holder = table.seat_hashes[seat]
            if holder is not None:
                table.left[seat] = (holder, reason)
            table.set_seats([SeatRow(seat, None)])
            # Counted as stored, so that this process's next move is not refused once as a
            # departed holder's. Safe: each count here is one the storage made, so the count
            # never passes the stored one, and equals it only if no other process took a seat
            # from its holder since the seats here were read (Table.unseated).
            table.unseated += 1
            table.set_kinds(kinds)
            table.seating += 1
            table.wake(range(table.players + 1))
            self._start_bots(table)
        self.metrics.count("seats_left" if reason == "left" else "seats_to_bots")
        _log.info("seat.left", extra={"game_id": table.id, "seat": seat + 1, "reason": reason})

    async def rematch(self, table: Table, seat: int, holder: str | None = None) -> str:
        """The credential of ``seat`` in the rematch of a finished game (made by the first seat
        that asks; each seat asking again gets a new credential, the old one revoked).

        Args:
            table: The finished game's table.
            seat: The seat asking, from 0.
            holder: The hash of the credential that asks: refused unless it still holds the
                seat once the table is free, and as stored when the rematch's seat is given
                (``None``: not checked).

        Raises:
            ServerRefusal: ``server.game.not_over`` (409), ``server.seat.unknown`` (404) when
                ``holder`` was revoked since the request found the seat (here or through
                another process), ``server.seat.left`` (410) when it left it, or
                ``server.seat.taken`` (409) when the seat in the rematch is someone else's or
                the bot's.
        """
        if not table.over:
            raise ServerRefusal(409, "server.game.not_over", "The game is not over yet.")
        # Under the table's lock, as a catch-up reads the game's row: a row read before the
        # rematch was named must not land after it and name none again.
        async with table.lock:
            _check_still_held(table, seat, holder, _LEFT_BEFORE_REMATCH)
            wanted = table.rematch or new_game_id()
            asker = None if holder is None else (seat, holder)
            named = await self.storage.set_rematch(table.id, wanted, held_by=asker)
            if named is None:  # the asker's seat no longer its own as stored: named by none
                await self._check_holder(table, seat, holder)
                raise ServerRefusal(404, "server.seat.unknown", _SEAT_GONE)
            first = named == wanted and table.rematch is None
            table.rematch = named  # a seat asking meanwhile waits for this one
        if first:
            options = to_dict(tablegames.record(table.state))["data"]["options"]
            await self.create(
                table.game.name,
                kinds=table.kinds,
                options=options,
                unlisted=table.unlisted,
                rematch_of=table.id,
                game_id=wanted,
            )
        table.rematch = named
        assert named is not None
        try:
            new = None
            for _ in range(50):  # made by another process a moment ago: wait for its row
                new = await self.table(named)
                if new is not None:
                    break
                await asyncio.sleep(0.1)
            if new is None:
                raise ServerRefusal(503, "server.unavailable", "The rematch is not ready yet.")
            token = new_token(new.id)
            # The storage checks that ``holder`` still holds the seat in this game as it gives
            # the rematch's: one revoked through another process, not heard here, gets none.
            held = None if holder is None else (table.id, holder)
            async with new.lock:  # as take_seat
                others = [other for at, other in enumerate(new.names) if at != seat]
                name = _carried_name(table.names[seat], others)
                if not await self.storage.take_seat(
                    new.id, seat, hash_token(token), name, held_in=held
                ):
                    await self._check_holder(table, seat, holder)
                    # Asked again (an answer lost): while the seats are kept, the new
                    # credential replaces the seat's first one. Later, the seat may be
                    # someone else's now.
                    if not self.reserved(new):
                        raise ServerRefusal(409, "server.seat.taken", _REMATCH_SEAT_TAKEN)
                    if not await self.storage.replace_seat(
                        new.id, seat, None, hash_token(token), name, held_in=held
                    ):
                        await self._check_holder(table, seat, holder)
                        # Handed to the bot by the seat's first credential in the rematch.
                        raise ServerRefusal(
                            409, "server.seat.taken", "Your seat in the rematch is taken already."
                        )
                    new.unseated += 1  # as stored (see leave_seat)
                new.set_seats([SeatRow(seat, hash_token(token), name=name)])
            # Every viewer of the rematch: its status shows the seat taken (its page had it free).
            new.wake(range(new.players + 1))
        finally:
            # The other seats are told once this one is seated in the rematch: its summary
            # then says who asked.
            table.wake(range(table.players + 1))
        return token

    async def _check_holder(self, table: Table, seat: int, holder: str | None) -> None:
        """Refuse a rematch's seat to ``holder`` (``None``: not checked) if it no longer holds
        ``seat`` of the finished game ``table`` as stored: revoked (or left) through another
        process, not heard here yet. The table then reads its seats again.

        Raises:
            ServerRefusal: ``server.seat.unknown`` (404), or ``server.seat.left`` (410) if the
                credential left the seat.
        """
        if holder is None:
            return
        stored = {row.seat: row for row in await self.storage.seats(table.id)}.get(seat)
        if stored is not None and matching_seat([stored.token_hash], holder) == 0:
            return
        self._spawn(table, self._reseat)  # its lock is not held here
        if stored is not None and matching_seat([stored.left_hash], holder) == 0:
            raise ServerRefusal(410, "server.seat.left", _LEFT_BEFORE_REMATCH)
        raise ServerRefusal(404, "server.seat.unknown", _SEAT_GONE)

    # -- moves ------------------------------------------------------------------------------------

    async def play(
        self,
        table: Table,
        seat: int,
        sent: VersionedMove,
        *,
        human: bool,
        holder: str | None = None,
    ) -> str:
        """Apply a move for ``seat``, store it, and return the answer: the seat's new view
        document with its status (:meth:`Table.move_answer`; a bot's move, whose answer nobody
        reads, gets the view document alone).

        An identical retry of the seat's last applied move (same move, same version) gets the
        answer the move got, and is not applied again.

        Args:
            table: The game's table.
            seat: The mover's seat, from 0.
            sent: The move, with the seat's version it was chosen at.
            human: Whether a human seat's holder sent it (not the bot).
            holder: The hash of the credential that sent it: the move is stored only while
                that credential holds the seat, whichever process freed it meanwhile
                (``None``: not checked).

        Raises:
            IllegalMoveError: ``core.move.not_your_seat``, ``core.move.stale`` (the version is
                not the seat's current one), or the rules' refusal; nothing changed.
            ServerRefusal: while the server drains, when the game is busy elsewhere,
                ``server.seat.left`` (410) when the seat was handed to the bot, or ``holder``
                left it, before the move was stored (through this process or another), or
                ``server.seat.unknown`` (404) when ``holder`` was revoked meanwhile, or
                ``server.storage.unavailable`` (503) when the database cannot store it now.
            Exception: any other error of the storage, a bug (nothing changed).
        """
        if self.draining:
            raise ServerRefusal(
                503, "server.draining", "The server is stopping.", {"Retry-After": "5"}
            )
        data = _move_data(sent.move)
        started = time.perf_counter()
        async with table.lock:
            for _ in range(_RETRIES):
                if human and table.kinds[seat] == BOT:
                    # Handed over by another process before the move was stored (the
                    # storage refused the move for it): the seat is the bot's now.
                    raise ServerRefusal(410, "server.seat.left", _HANDED_OVER)
                # Left or revoked since the request found the seat (here, or through another
                # process: the storage refused the move for it).
                _check_still_held(table, seat, holder, _LEFT_BEFORE)
                last = table.lasts[seat]
                if (
                    human
                    and last is not None
                    and last.last_version == sent.state_version
                    and last.last_move == data
                    and last.last_answer is not None
                ):
                    self.metrics.count("moves_retried")
                    return table.retried_answer(seat, last.last_answer)
                # The seat first, as apply(by=seat) does: a move in another seat's name is
                # refused the same whatever else is wrong with it (docs/protocol.rst).
                check_sender(sent.move, seat, table.players)
                check_state_version(sent.move, sent.state_version, table.seat_versions[seat])
                state = tablegames.apply(table.state, sent.move, by=seat)
                advance = table.advance(state)
                # A bot's answer goes nowhere: its view document only (its streams send it).
                answer = table.move_answer(seat, advance) if human else advance.document(seat)
                over = tablegames.is_over(state)
                version = table.version
                to_act = tablegames.current_player(state)
                commit = MoveCommit(
                    game_id=table.id,
                    version=version,
                    seat=seat,
                    move=data,
                    seat_versions=advance.seat_versions,
                    to_act=to_act,
                    bot_to_act=to_act is not None and table.kinds[to_act] == BOT,
                    over=over,
                    snapshot=(
                        dumps(to_snapshot(state))
                        if not over and (version + 1) % self.settings.snapshot_every == 0
                        else None
                    ),
                    record=tablegames.to_json(tablegames.record(state)) if over else None,
                    last=SeatRow(seat, None, sent.state_version, data, answer) if human else None,
                    seat_kinds=table.kinds,
                    unseated=table.unseated if human else None,
                )
                try:
                    written = await self._writer.commit(commit)
                except StorageUnavailable:  # logged by the storage; nothing was changed
                    raise ServerRefusal(
                        503,
                        "server.storage.unavailable",
                        "The move could not be stored: try again.",
                        {"Retry-After": "2"},
                    ) from None
                # Any other error is a bug, nothing changed: it goes up as it is (a request is
                # answered 500 and logged with its traceback), never 503, which a client
                # would try again forever.
                if written:
                    table.accept(advance)
                    if commit.last is not None:
                        table.lasts[seat] = commit.last
                    break
                # Another process moved this game first, handed a seat to the bot, or took
                # a seat from its holder: catch up, then check the move again.
                self.metrics.count("moves_conflicted")
                await self._catch_up(table)
            else:
                raise ServerRefusal(
                    503, "server.busy", "The game is busy: try again.", {"Retry-After": "1"}
                )
        self.metrics.count("moves")
        self.metrics.observe("move", time.perf_counter() - started)
        if over:
            self.metrics.count("games_finished")
        return answer

    async def _catch_up(self, table: Table) -> None:
        """Apply the moves another process stored since this table was loaded (lock held)."""
        found = await self.storage.moves_after(table.id, table.version)
        if found is None:
            return
        row, moves = found
        for data in moves:
            table.accept(table.advance(tablegames.apply(table.state, _read_move(row.game, data))))
        if row.version == table.version:
            table.adopt_versions(row.seat_versions)
        seats = await self.storage.seats(table.id)
        # The count was read before these holders, never after (Table.unseated).
        table.unseated = row.unseated
        changed = table.set_seats(seats)
        if table.set_kinds(row.seat_kinds):
            self._start_bots(table)
            changed = list(range(table.players + 1))
        if changed:  # every viewer's status says who holds the seats
            changed = list(range(table.players + 1))
        if row.rematch != table.rematch:  # named by another process: every viewer is told
            table.rematch = row.rematch
            changed = list(range(table.players + 1))
        table.wake(changed)

    def _heard(self, message: str) -> None:
        """A notification from another process: ``move <game> <version>``, ``seats <game>``
        or ``rematch <game>``; or ``all`` from the storage, when it listens again after losing
        its connection (every table reads what was stored after its version)."""
        if message == "all":
            for each in list(self.tables.values()):
                self._spawn(each, self._catch_up)
            return
        parts = message.split()
        table = self.tables.get(parts[1]) if len(parts) >= 2 else None
        if table is None:
            return
        if parts[0] == "move" and len(parts) == 3 and parts[2].isdigit():
            if int(parts[2]) > table.version:
                self._spawn(table, self._catch_up)
        elif parts[0] == "rematch" and table.rematch is None:
            self._spawn(table, self._catch_up)
        elif parts[0] == "seats":
            self._spawn(table, self._reseat)

    async def _reseat(self, table: Table) -> None:
        """Read the seats another process changed: their credentials, who left them, and
        their kinds (a seat handed to the bot there is played by this process's bots too).
        Lock held: every change of the seats here holds it too, so rows read before a change
        never land after it."""
        found = await self.storage.seating(table.id)
        if found is None:
            return
        kinds, table.unseated, seats = found
        changed = bool(table.set_seats(seats))
        if table.set_kinds(kinds):
            self._start_bots(table)
            changed = True
        if changed:
            table.wake(range(table.players + 1))

    @staticmethod
    async def _locked(table: Table, work: Callable[[Table], Awaitable[None]]) -> None:
        async with table.lock:
            await work(table)

    def _spawn(
        self, table: Table, work: Callable[[Table], Awaitable[None]], failures: int = 0
    ) -> None:
        """Run ``work(table)`` (a catch-up) under the table's lock in a task of its own; if it
        fails, the table catches up again later (:meth:`_after_catch_up`).

        Args:
            table: The table.
            work: :meth:`_catch_up` or :meth:`_reseat`.
            failures: How many catch-ups of the table failed in a row before this one.
        """
        task = asyncio.get_running_loop().create_task(self._locked(table, work))
        self._background.add(task)
        task.add_done_callback(lambda done: self._after_catch_up(done, table, failures))

    def _after_catch_up(self, task: asyncio.Task[None], table: Table, failures: int) -> None:
        """A background catch-up is done: if it failed, log why and read again later."""
        self._background.discard(task)
        if task.cancelled():  # the server stops
            return
        error = task.exception()
        if error is None:
            return
        # The table stays behind what is stored, and nothing else may bring it up to date: a
        # notification comes only with the next change, a move here catches up only if it
        # conflicts, and its streams are not woken meanwhile (a player here is never shown
        # that it is their turn, so never moves). The listener's "all" covers a lost
        # connection to listen on, not a read refused on a sound one (busy, a timeout, a
        # bug). So it reads again, sooner or later: once per table however many failed
        # (the wait doubles while they fail), and only while it is in memory (a table let go
        # is read whole when it comes back).
        retry_in = None
        if not self.draining and table not in self._retries and self.tables.get(table.id) is table:
            retry_in = min(_STORAGE_RETRY * 2**failures, _CATCH_UP_RETRY_MAX)
            self._retries[table] = asyncio.get_running_loop().call_later(
                retry_in, self._catch_up_again, table, failures + 1
            )
        if not isinstance(error, StorageUnavailable):  # that one the storage logged, once
            extra = {"game_id": table.id, "retry_in": retry_in}
            _log.error("table.catch_up_failed", exc_info=error, extra=extra)

    def _catch_up_again(self, table: Table, failures: int) -> None:
        del self._retries[table]
        if not self.draining and self.tables.get(table.id) is table:
            self._spawn(table, self._catch_up, failures)

    # -- bots -------------------------------------------------------------------------------------

    def _start_bots(self, table: Table) -> None:
        """Start the table's task if it has work and is not running: bots to play, or the
        operator's turn limit to keep."""
        if table.bots is not None and not table.bots.done():
            return
        clock = self.settings.seat_timeout is not None and HUMAN in table.kinds
        if (BOT in table.kinds or clock) and not table.over and not self.draining:
            table.bots = asyncio.get_running_loop().create_task(self._run_bots(table))

    async def _run_bots(self, table: Table) -> None:
        """The table's bot task: whenever a bot is to act, think in a worker thread (nothing
        is held meanwhile), then play like any seat (a stale decision is thought again).

        Every process that holds the table runs this task: two processes deciding the same
        bot move write it once (the version check of the storage), the other's is stale.
        With the operator's turn limit (``seat_timeout``), it also hands to the bot a human
        seat that has had the turn that long without moving.
        """
        while not table.over and self.tables.get(table.id) is table:
            table.turn.clear()
            seat = table.to_act
            if seat is None or table.kinds[seat] != BOT:
                limit = self.settings.seat_timeout
                if seat is None or limit is None:
                    await table.turn.wait()
                    continue
                version = table.version
                left = table.turn_since + limit - time.monotonic()
                if left > 0 and await wait_set(table.turn, left):
                    continue  # a move, or the seats changed: look again
                if table.version == version and table.to_act == seat and not table.over:
                    await self._time_out(table, seat, version)
                continue
            state, version = table.state, table.seat_versions[seat]
            move = await self._thinkers.think(
                partial(bot_move, table.game, state, seat), people=table.people_seated()
            )
            try:
                # The delay (for people to follow the bots) only before a move every viewer
                # is shown: waited before a partner-only signal too, it made the time between
                # two updates tell the other viewers the signal was made (and how many).
                # Applied by the bot's seat, as play() applies it: a move of another seat is
                # refused here as there, not taken for that seat's (nor left to end the task).
                if self.settings.bot_delay and table.shown_to_all(
                    tablegames.apply(state, move, by=seat)
                ):
                    await asyncio.sleep(self.settings.bot_delay)
                await self.play(table, seat, VersionedMove(move, version), human=False)
            except tablegames.IllegalMoveError:
                continue  # the table moved on while the bot thought
            except ServerRefusal:
                if self.draining:
                    return
                await asyncio.sleep(_STORAGE_RETRY)  # the storage failed: try again
                continue
            except Exception:
                _log.exception("bot.failed", extra={"game_id": table.id})
                await asyncio.sleep(1.0)
                continue  # no move was played
            self.metrics.count("bot_moves")

    async def _time_out(self, table: Table, seat: int, version: int) -> None:
        """Hand ``seat`` to the bot: it had the turn ``seat_timeout`` seconds without moving
        at ``version`` (if the game is still there once the table is free)."""
        try:
            await self.leave_seat(table, seat, None, reason="timeout", at_version=version)
        except StorageUnavailable:
            # Logged by the storage, once until it works again. The bot task tries again
            # after this: at once, it would ask the database as fast as it refuses.
            await asyncio.sleep(_STORAGE_RETRY)
        except ServerRefusal:
            return  # over meanwhile
        except Exception:  # the storage failed: the next look tries again
            _log.exception("seat.timeout_failed", extra={"game_id": table.id})
            await asyncio.sleep(1.0)

    # -- housekeeping -----------------------------------------------------------------------------

    async def _sweep(self) -> None:
        """Every few seconds: let go of finished tables nobody watches any more, and of idle
        ones (storage keeps them; a request brings them back)."""
        while True:
            await asyncio.sleep(self.settings.sweep_every)
            now = time.monotonic()
            for table in list(self.tables.values()):
                idle = now - table.used
                if table.streams or table.lock.locked():
                    continue
                if (table.over and idle > self.settings.linger) or idle > self.settings.idle:
                    if table.bots is not None and not table.bots.done():
                        clock = self.settings.seat_timeout is not None and table.to_act is not None
                        if not table.over and (table.bot_to_act() or clock):
                            continue
                        table.bots.cancel()
                    del self.tables[table.id]
                    self.metrics.count("tables_released")


def _carried_name(name: str | None, others: list[str | None]) -> str | None:
    """The name a player keeps in its seat of a rematch: the one it gave, unless the name
    rules refuse it now, alone or beside the rematch's other names (a name stored before the
    rules were, a seat taken meanwhile under a look-alike): the seat is then taken with no
    name, as the server guide says, where a rematch handed the old name on unchecked."""
    if name is None:
        return None
    try:
        if player_name(name) != name:
            return None
        check_distinct_name(name, others)
    except ServerRefusal:
        return None
    return name
