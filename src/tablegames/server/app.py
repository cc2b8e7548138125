"""The HTTP API and the pages: a Starlette application over a :class:`~tablegames.server.hall.Hall`.

:func:`create_app` returns the whole server as one ASGI application (the limits of
:mod:`tablegames.server.guard` around the routes), to run under uvicorn (``tablegames serve``)
or any ASGI server, or to mount in an application of your own. docs/guides/server.rst lists
every address.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import datetime
import enum
import hmac
import html
import json
import math
import re
import string
import typing
import urllib.parse
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from importlib import resources
from typing import Any, Final

import attrs

try:
    from starlette.applications import Starlette
    from starlette.exceptions import HTTPException
    from starlette.middleware.cors import CORSMiddleware
    from starlette.requests import Request
    from starlette.responses import Response, StreamingResponse
    from starlette.routing import Route
    from starlette.types import ASGIApp, Receive, Scope, Send
except ModuleNotFoundError as missing:  # the server extra is not installed: say which
    from tablegames.extras import extra_missing_error

    raise extra_missing_error("tablegames.server.app", "server", missing) from missing

import tablegames
from tablegames._version import __version__
from tablegames.core.errors import ConfigError, FormatError, IllegalMoveError, TableGamesError
from tablegames.core.game import AnyGame, hook
from tablegames.core.json import VERSION, converter_for, to_dict
from tablegames.core.json.reading import structure_options
from tablegames.core.messages import read_move_document
from tablegames.core.protocol import Refusal, client_words
from tablegames.core.svg import can_draw_words, can_mark_last_move, can_name_seats
from tablegames.core.text import named
from tablegames.core.words import refused
from tablegames.server.database import open_storage
from tablegames.server.errors import ServerRefusal, StorageUnavailable
from tablegames.server.guard import Guard
from tablegames.server.hall import Hall
from tablegames.server.metrics import Metrics
from tablegames.server.names import MAX_NAME, player_name
from tablegames.server.pagewords import (
    ENGLISH,
    card_names,
    fill,
    page_language,
    page_words,
    words_json,
)
from tablegames.server.records import RECORD_FORMATS
from tablegames.server.replay import Step, game_steps, step_document
from tablegames.server.settings import Settings
from tablegames.server.storage import SQLStorage
from tablegames.server.tables import Table, hash_token, token_game, variant, wait_set

__all__ = ["MAX_MOVE_BYTES", "STATIC", "Server", "create_app", "game_page"]

#: The fields of a request that makes a game (``POST /api/games``).
_CREATE_FIELDS: Final = ("game", "seats", "options", "take", "names", "unlisted", "seed")
#: The fields of a request that takes a seat (``POST /api/games/<id>/seats/<seat>``), whose
#: body is optional.
_SEAT_FIELDS: Final = ("name",)

#: Where a seat goes when its holder leaves it (``POST /api/seat/<credential>/leave``, the
#: body's ``"to"``), with the reason stored: to the lobby (free for another to take) or to the
#: server's bot (for the rest of the game).
_LEAVE_TO: Final = {"lobby": "left", "bot": "bot"}

#: What a credential that left its seat is told (410), by reason.
#: Why a seat's address opens nothing since its holder left it: the reason its note gives
#: (ids of :mod:`~tablegames.server.pagewords`).
_LEFT: Final = {
    "left": "note.left.left",
    "bot": "note.left.bot",
    "timeout": "note.left.timeout",
}


#: The largest move document accepted, in bytes (a move is about a hundred).
MAX_MOVE_BYTES: Final = 4096

_KINDS: Final = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
}


def _static() -> dict[str, tuple[bytes, str]]:
    folder = resources.files("tablegames.server") / "static"
    return {
        entry.name: (entry.read_bytes(), _KINDS[suffix])
        for entry in folder.iterdir()
        if (suffix := "." + entry.name.rsplit(".", 1)[-1]) in _KINDS
    }


#: The web client's files: name -> (bytes, content type), read once; nothing else is served.
STATIC: Final = _static()


class _Page(string.Template):
    """A page's template, whose own words are written ``${page.moves}``: by their ids in
    :mod:`~tablegames.server.pagewords` (a dot in each), filled in in the page's language."""

    braceidpattern = r"(?a:[_a-z][_a-z0-9]*(?:\.[a-z0-9-]+)*)"


def _page_words(language: str | None, **fields: object) -> dict[str, str]:
    """What a page's template is filled in with in the server's ``language``: its ``lang``
    (:func:`~tablegames.server.pagewords.page_language`), its own words by their ids (with
    their ``fields``), escaped as HTML, and the whole catalogue as ``words``, the JSON object
    of its "page-words" element, which its scripts say their words from."""
    words = page_words(language)
    filled = {id_: html.escape(fill(text, fields)) for id_, text in words.items()}
    return {**filled, "lang": page_language(language), "words": words_json(words)}


#: The page of every game's table, filled in by :func:`game_page` (not served as a file).
_PAGE: Final = _Page(STATIC.pop("page.html")[0].decode("utf-8"))

#: The lobby's page, filled in with the address the server is mounted at, the longest name
#: the server takes (:data:`~tablegames.server.names.MAX_NAME`) and its words.
_LOBBY: Final = _Page(STATIC.pop("lobby.html")[0].decode("utf-8"))

#: The pages of addresses that open nothing, for the people who open them (a 404 of the API
#: is a JSON document; these are pages): what is unknown (or left), and what to do. Each note
#: is its heading and its text, by their ids in :mod:`~tablegames.server.pagewords`, said in
#: the server's language; ``{lobby}`` and ``{watch}`` in a text are links.
_UNKNOWN: Final = string.Template(STATIC.pop("unknown.html")[0].decode("utf-8"))
_UNKNOWN_SEAT: Final = ("note.unknown-seat", "note.unknown-seat.text")
_UNKNOWN_GAME: Final = ("note.unknown-game", "note.unknown-game.text")
_UNAVAILABLE: Final = ("note.unavailable", "note.unavailable.text")


def _root(scope: Scope) -> str:
    """The address the server is mounted at (``/games``; ``""`` at the site's root): the
    ASGI ``root_path`` a host's ``Mount`` or the ASGI server's ``--root-path`` sets."""
    root: str = scope.get("root_path", "")
    return root.rstrip("/")


def _route(scope: Scope) -> str:
    """The request's address below :func:`_root` (what the routes are written for)."""
    path: str = scope["path"]
    root = _root(scope)
    return path[len(root) :] if root and path.startswith(root + "/") else path


def _note_page(
    root: str, note: tuple[str, ...], language: str | None = None, watch: str = ""
) -> bytes:
    """One of the pages of addresses that open nothing: ``note``'s heading and texts in the
    server's ``language`` (English where the pages lack it), its links filled in (``watch``:
    the game's page to watch, for a seat left)."""
    words = page_words(language)
    links = {"lobby": f'<a href="./">{html.escape(words["note.lobby"])}</a>'}
    if watch:
        links["watch"] = f'<a href="{html.escape(watch)}">{html.escape(words["note.watch"])}</a>'
    heading, *told = (html.escape(words[id_], quote=False) for id_ in note)
    text = " ".join(told)
    page = _UNKNOWN.substitute(
        lang=page_language(language),
        root=html.escape(root),
        heading=heading,
        text=fill(text, links),
    )
    return page.encode()


# Still a file of the client too: the smallest page there is (benchmarks/server_load.py opens
# it as its control).
STATIC["unknown.html"] = (_note_page("", _UNKNOWN_SEAT), _KINDS[".html"])


def _left_note(reason: str) -> tuple[str, str, str]:
    """The note of a seat's address once its holder left it (410): why, then where to go."""
    return ("note.left", _LEFT[reason], "note.left.then")


def _note(
    request: Request,
    status: int,
    note: tuple[str, ...],
    language: str | None,
    headers: Mapping[str, str] | None = None,
    watch: str = "",
) -> Response:
    """A page of an address that opens nothing, for the person who opened it (the API's
    refusal is a JSON document, shown raw by a browser): a note's heading and text in the
    server's ``language``, below the address the server is mounted at."""
    page = _note_page(_root(request.scope), note, language, watch)
    return Response(page, status, media_type=_KINDS[".html"], headers=headers)


def game_page(game: AnyGame, root: str = "", language: str | None = None) -> bytes:
    """The page of a table of ``game``: one template for every game, which names the game.
    ``root`` is the address the server is mounted at (``/games``; ``""``: the site's root),
    which the page's addresses are relative to; ``language`` the server's preferred language
    (``--lang``), which the page's own words are in if the pages speak it, English otherwise
    (``tablegames.server.pagewords``).

    Its heading and title are the game's :attr:`~tablegames.Game.title` (escaped), its body's
    class is the game's name (escaped), and its script is the game's own page
    (:attr:`~tablegames.Game.page_script`, sent as ``/static/game/<name>.js``) if it has one,
    else ``/static/table.js``, which draws any game's view in words: a game of another
    distribution is played on the same page as the built-in ones, under its own name. Its
    "card-names" element holds the name of each of the game's cards in the page's language,
    as the game's words name it (:func:`~tablegames.server.pagewords.card_names`), for the
    scripts' ``cardName``.
    """
    # A game's name is any string (register() does not restrict it): escaped in the class,
    # quoted in the address.
    script = "table.js"
    if hook(game, "page_script") is not None:
        script = f"game/{urllib.parse.quote(game.name, safe='')}.js"
    return _PAGE.substitute(
        _page_words(language),
        root=html.escape(root),
        title=html.escape(hook(game, "title")),
        game=html.escape(game.name),
        script=html.escape(script),
        cards=words_json(card_names(game, language)),
    ).encode("utf-8")


_JSON: Final = "application/json"

#: The requests of play (a move, a seat's stream, a seat's view): :class:`Server` answers them
#: without the router's walk over every route and Starlette's layers around it, a tenth of what
#: a move costs the server; what those layers do for these routes is done there too.
_PLAY: Final = re.compile(r"/api/seat/([^/]+)/(move|events|view)")
_PLAY_METHODS: Final = {"move": "POST", "events": "GET", "view": "GET"}


def _json(
    document: object, status: int = 200, headers: Mapping[str, str] | None = None
) -> Response:
    text = document if isinstance(document, str) else json.dumps(document, separators=(",", ":"))
    return Response(text, status, dict(headers or {}), _JSON)


def _view_tag(version: int, language: str | None) -> str:
    """The ETag of a view document: ``"v<n>"`` for its ``state_version``, followed by
    ``-<language>`` where its words (its moves' labels and groups, its events' texts) are in a
    translation (``"v3-fr"``). A server started again with another ``--lang`` writes other
    words for the same version: the language in the tag keeps a 304 from confirming the
    words a client holds in the other. The game's own words add nothing, so the tags of a
    server without ``--lang`` are those it always sent.

    >>> _view_tag(3, None), _view_tag(3, "FR")
    ('"v3"', '"v3-fr"')
    """
    return f'"v{version}"' if language is None else f'"v{version}-{language.lower()}"'


def _answer_tag(answer: str, game: AnyGame) -> str:
    """The ETag of a move's answer (:func:`_view_tag`): that of the view it holds, in the
    language its status names. Both are the answer's own, not the seat's now: a retry is
    answered with the answer first sent, which bots may have moved since, and which may have
    been kept before a restart in another language."""
    document = json.loads(answer)
    language = document["status"]["language"]
    own = client_words(game, None).catalogue.language
    translated = None if language.lower() == own.lower() else language
    return _view_tag(document["state_version"], translated)


def refusal(
    status: int, code: str, message: str, game: str | None = None, **headers: str
) -> Response:
    """An error document (``kind: "error"``) with its status. Refusals that concern no game
    (an unknown address, a limit) have ``"game": null``."""
    if game is not None:
        document = to_dict(Refusal(code, message), game=game)
    else:
        document = {
            "format": "tablegames",
            "version": VERSION,
            "game": None,
            "kind": "error",
            "data": {"code": code, "message": message, "move": None},
        }
    return _json(document, status, {key.replace("_", "-"): value for key, value in headers.items()})


def _error(error: TableGamesError, table: Table, seat: int | None = None) -> Response:
    """The answer to a refused move: 403 for another seat's move, 400 for a document that is
    not a move, 409 for a move the rules (or its version) refuse now. A refusal of the rules
    is said in the table's language, to ``seat`` (the sender) as "you"
    (:func:`~tablegames.core.words.refused`: as the rules wrote it in English, the
    translation's words for its code, naming its facts, in another)."""
    document = to_dict(error, game=table.game.name)
    if isinstance(error, IllegalMoveError):
        status = 403 if error.code == "core.move.not_your_seat" else 409
        data = document["data"]
        data["message"] = refused(table.words(), error, seat)
    else:
        status = 400
    return _json(document, status)


#: What every request is answered before the application's lifespan has started it.
_NOT_STARTED = refusal(
    503,
    "server.not_started",
    "The server has not started: its ASGI lifespan must run first (an application that "
    "mounts it runs it in its own lifespan, as the server guide shows).",
    **{"Retry-After": "5"},
)


class Server:
    """The server as an ASGI application, with its parts for those who embed it.

    Attributes:
        settings: Its settings.
        hall: Its tables (started and stopped by the application's lifespan).
        metrics: Its counts and timings.
        app: The routes, without the limits (an inner ASGI application).
        startup_error: Why the application's startup failed (its storage could not be
            opened), if it did; ``None`` otherwise.
    """

    def __init__(self, settings: Settings, storage: SQLStorage) -> None:
        self.settings = settings
        self.startup_error: Exception | None = None
        self._started = False
        self.metrics = Metrics()
        self.hall = Hall(storage, settings, self.metrics)
        self.app = Starlette(
            routes=self._routes(),
            lifespan=contextlib.asynccontextmanager(self._lifespan),
            exception_handlers={
                HTTPException: self._http_error,
                ServerRefusal: self._refused,
                Exception: self._crashed,
            },
        )
        # No redirect of an address with a slash too many (Starlette's default): it was built
        # from the Host header, a credential's address put under a name the request chose.
        self.app.router.redirect_slashes = False
        self._play: dict[str, Callable[[Request], Awaitable[Response]]] = {
            "move": self.seat_move,
            "events": self.seat_events,
            "view": self.seat_view,
        }
        inner: Callable[[Scope, Receive, Send], Awaitable[None]] = self._dispatch
        around: Callable[[ASGIApp], ASGIApp] | None = None
        if settings.allow_origins:
            origins = settings.allow_origins
            inner = cors(inner, origins)

            def around(app: ASGIApp) -> ASGIApp:  # the guard's own refusals (429, 413...)
                return cors(app, origins)

        self.guard = Guard(inner, settings, self.metrics, lambda: self.hall.draining, around)
        self.metrics.gauge("tables_in_memory", lambda: len(self.hall.tables))
        self.metrics.gauge("streams_open", lambda: self.guard.streams)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.guard(scope, receive, send)

    async def _dispatch(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The requests of play straight to their endpoints; the others to the router."""
        if scope["type"] == "http" and not self.hall.ready.is_set():
            # The lifespan has not run (a host's Mount does not run it): no storage yet.
            await _NOT_STARTED(scope, receive, send)
            return
        if scope["type"] == "http":
            found = _PLAY.fullmatch(_route(scope))
            if found is not None and scope["method"] == _PLAY_METHODS[found.group(2)]:
                scope["path_params"] = {"token": found.group(1)}
                request = Request(scope, receive, send)
                try:
                    response = await self._play[found.group(2)](request)
                except ServerRefusal as error:
                    response = await self._refused(request, error)
                except Exception as error:
                    # As Starlette answers a route's crash: the 500 (of the seat's game), then
                    # the error goes on to the guard, which logs it with its traceback.
                    await (await self._crashed(request, error))(scope, receive, send)
                    raise
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)

    async def _lifespan(self, _: Starlette) -> AsyncIterator[None]:
        async with self.lifespan():
            yield

    @contextlib.asynccontextmanager
    async def lifespan(self) -> AsyncIterator[None]:
        """The server started (its storage opened and migrated, its games resumed) for the
        block, then stopped. An ASGI server runs it as the application's lifespan; an
        application that mounts this one (Starlette's ``Mount`` runs no lifespan of what it
        mounts) enters it in its own. A server runs once.

        Raises:
            ConfigError: if this server has run already.
        """
        if self._started:
            raise ConfigError(
                "this server has run already and cannot start again (its storage is closed): "
                "make another with create_app"
            )
        self._started = True
        try:
            await self.hall.start()
        except Exception as error:
            self.startup_error = error
            raise
        try:
            yield
        finally:
            await self.hall.stop()

    def _routes(self) -> list[Route]:
        get, post = ["GET"], ["POST"]
        return [
            Route("/", self.lobby_page, methods=get),
            Route("/favicon.ico", self.favicon, methods=get),
            Route("/play/{token}", self.seat_page, methods=get),
            Route("/watch/{game_id}", self.watch_page, methods=get),
            Route("/static/{name}", self.static_file, methods=get),
            Route("/static/game/{game}.js", self.game_script, methods=get),
            Route("/healthz", self.health, methods=get),
            Route("/metrics", self.metrics_page, methods=get),
            # One route for each address, whatever its methods: a 405's Allow names them all
            # (Starlette's names only those of the first route of an address).
            _by_method("/api/games", GET=self.list_games, POST=self.create_game),
            Route("/api/games/{game_id}", self.game_summary, methods=get),
            # Any seat text, not {seat:int}: -1 or "abc" is no seat of the game (404
            # server.seat.none, of the game), not an unknown address.
            _by_method(
                "/api/games/{game_id}/seats/{seat}", POST=self.take_seat, DELETE=self.revoke_seat
            ),
            Route("/api/games/{game_id}/view", self.watch_view, methods=get),
            Route("/api/games/{game_id}/events", self.watch_events, methods=get),
            Route("/api/games/{game_id}/table.svg", self.watch_picture, methods=get),
            Route("/api/games/{game_id}/record", self.game_record, methods=get),
            Route("/api/games/{game_id}/replay", self.game_replay, methods=get),
            Route("/api/games/{game_id}/replay.svg", self.replay_picture, methods=get),
            Route("/api/seat/{token}", self.seat_status, methods=get),
            Route("/api/seat/{token}/view", self.seat_view, methods=get),
            Route("/api/seat/{token}/events", self.seat_events, methods=get),
            Route("/api/seat/{token}/table.svg", self.seat_picture, methods=get),
            Route("/api/seat/{token}/move", self.seat_move, methods=post),
            Route("/api/seat/{token}/record", self.seat_record, methods=get),
            Route("/api/seat/{token}/rematch", self.seat_rematch, methods=post),
            Route("/api/seat/{token}/leave", self.seat_leave, methods=post),
        ]

    async def _refused(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, ServerRefusal)
        game = self._game_named(request)
        return refusal(error.status, error.code, str(error), game, **error.headers)

    def _game_named(self, request: Request) -> str | None:
        """The game a request's address is about (its id, or a credential's), if that game is
        in memory: its refusals are then of that game (its error schema reads them). An
        unknown address concerns no game (``null``). The routes read the game before they
        refuse anything of it, so this reads no storage."""
        game_id = _game_id(request)
        table = None if game_id is None else self.hall.tables.get(game_id)
        return None if table is None else table.game.name

    async def _game_read(self, request: Request) -> str | None:
        """The game a request's address is about, read from storage if it is not in memory,
        as the route at that address would read it; ``None`` for an address of no game, or if
        the storage cannot say now (the refusal being answered is true all the same)."""
        game_id = _game_id(request)
        if game_id is None:
            return None
        try:
            table = await self.hall.table(game_id)
        except StorageUnavailable:
            return None
        return None if table is None else table.game.name

    async def _crashed(self, request: Request, _: Exception) -> Response:
        # The guard logs the error with its traceback; the client learns nothing of it but
        # the game of the address, if in memory: no storage read, which may be what failed.
        game = self._game_named(request)
        return refusal(500, "server.error", "The server failed; see its log.", game)

    async def _http_error(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        if error.status_code == 405:
            # The address is known (its method is not): a game's, or a credential's, names
            # its game, as every refusal there does. No route ran to read the game, so it is
            # read here (after a restart, or once let go, it is not in memory).
            allow = (error.headers or {}).get("Allow", "")
            game = await self._game_read(request)
            return refusal(
                405,
                "server.method.not_allowed",
                "This method is not allowed here.",
                game,
                Allow=allow,
            )
        return refusal(404, "server.path.unknown", "There is nothing here.")

    # -- finding what a request is about ----------------------------------------------------------

    async def _table(self, request: Request) -> Table:
        table = await self.hall.table(request.path_params["game_id"])
        if table is None:
            raise ServerRefusal(404, "server.game.unknown", "There is no such game.")
        return table

    async def _seat(self, request: Request) -> tuple[Table, int]:
        token = request.path_params["token"]
        found = await self.hall.seat_of(token)
        if found is None:
            left = await self.hall.left_of(token)
            if left is not None:
                table, _, reason = left
                watch = f"{_root(request.scope)}/watch/{table.id}"
                raise ServerRefusal(410, "server.seat.left", f"{ENGLISH[_LEFT[reason]]} {watch}")
            raise ServerRefusal(
                404,
                "server.seat.unknown",
                "This seat's address is unknown or was revoked: ask for your seat again.",
            )
        return found

    # -- pages ------------------------------------------------------------------------------------

    def _page(self, request: Request, game: AnyGame) -> Response:
        page = game_page(game, _root(request.scope), self.settings.language)
        return Response(page, 200, media_type=_KINDS[".html"])

    async def lobby_page(self, request: Request) -> Response:
        root = html.escape(_root(request.scope))
        words = _page_words(self.settings.language, most=MAX_NAME)
        page = _LOBBY.substitute(words, root=root, max_name=MAX_NAME).encode()
        return Response(page, 200, media_type=_KINDS[".html"])

    async def seat_page(self, request: Request) -> Response:
        token, language = request.path_params["token"], self.settings.language
        try:
            found = await self.hall.seat_of(token)
            left = None if found is not None else await self.hall.left_of(token)
        except StorageUnavailable as error:  # the database down: reload in a moment
            return _note(request, 503, _UNAVAILABLE, language, error.headers)
        if found is None:
            if left is not None:
                watch = f"watch/{urllib.parse.quote(left[0].id, safe='')}"
                return _note(request, 410, _left_note(left[2]), language, watch=watch)
            return _note(request, 404, _UNKNOWN_SEAT, language)
        return self._page(request, found[0].game)

    async def watch_page(self, request: Request) -> Response:
        language = self.settings.language
        try:
            table = await self.hall.table(request.path_params["game_id"])
        except StorageUnavailable as error:
            return _note(request, 503, _UNAVAILABLE, language, error.headers)
        if table is None:  # a page for a person, as for an unknown seat: not a JSON refusal
            return _note(request, 404, _UNKNOWN_GAME, language)
        return self._page(request, table.game)

    async def favicon(self, _: Request) -> Response:
        # The pages name their icon; this answers browsers and tools that ask the old way.
        body, kind = STATIC["favicon.svg"]
        return Response(body, 200, media_type=kind)

    async def static_file(self, request: Request) -> Response:
        if request.path_params["name"] == "unknown.html":  # its <base> is the server's address
            return _note(request, 200, _UNKNOWN_SEAT, self.settings.language)
        found = STATIC.get(request.path_params["name"])
        if found is None:
            return refusal(404, "server.path.unknown", "There is nothing here.")
        return Response(found[0], 200, media_type=found[1])

    async def game_script(self, request: Request) -> Response:
        # A game's page (its page_script hook), for any game the server knows.
        game = tablegames.GAMES.get(request.path_params["game"])
        script = None if game is None else hook(game, "page_script")
        if script is None:
            return refusal(404, "server.path.unknown", "There is nothing here.")
        return Response(script.encode("utf-8"), 200, media_type=_KINDS[".js"])

    # -- operations -------------------------------------------------------------------------------

    async def health(self, _: Request) -> Response:
        if self.hall.draining:
            return _json({"status": "draining"}, 503, {"Retry-After": "5"})
        try:
            await self.hall.storage.ping()
        except Exception as error:
            reason = error.reason if isinstance(error, StorageUnavailable) else "unreachable"
            return _json(
                {"status": "storage unavailable", "reason": reason}, 503, {"Retry-After": "5"}
            )
        return _json({"status": "ok", "tables": len(self.hall.tables)})

    async def metrics_page(self, request: Request) -> Response:
        # Counts of moves would let a player count the moves it is not shown (a partner-only
        # signal): the page is the operator's, behind its own credential, or not served.
        wanted = self.settings.metrics_token
        if wanted is None:
            return refusal(404, "server.path.unknown", "There is nothing here.")
        scheme, _, token = request.headers.get("authorization", "").partition(" ")
        given = token.strip().encode("utf-8", "surrogateescape")
        if scheme.lower() != "bearer" or not hmac.compare_digest(given, wanted.encode()):
            raise ServerRefusal(
                401,
                "server.metrics.unauthorized",
                "The metrics are the operator's: send its token as Authorization: Bearer.",
                {"WWW-Authenticate": "Bearer"},
            )
        return Response(self.metrics.text(), 200, media_type="text/plain; version=0.0.4")

    # -- the lobby --------------------------------------------------------------------------------

    async def list_games(self, request: Request) -> Response:
        asked = _lobby_query(request, self.settings.list_limit)
        # Not the rematches whose seats are still kept for the players of the game before:
        # each is listed from when they are free (stored when it was made).
        games, position = await self.hall.storage.open_games(
            asked.limit, game=asked.game, free=asked.free, after=asked.after
        )
        return _json(
            {
                "games": [
                    {
                        "id": game.id,
                        "game": game.game,
                        "title": hook(tablegames.GAMES[game.game], "title")
                        if game.game in tablegames.GAMES
                        else game.game,
                        "players": game.players,
                        "options": variant(game.game, game.options),
                        "seats": [
                            {"kind": kind, "taken": taken, "name": name}
                            for kind, taken, name in zip(
                                game.seat_kinds, game.taken, game.names, strict=True
                            )
                        ],
                        "created": game.created_at,
                    }
                    for game in games
                ],
                "next": None if position is None else _cursor(position),
                "kinds": {
                    name: {
                        "title": hook(found, "title"),
                        "min_players": found.min_players,
                        "max_players": found.max_players,
                        "default_players": hook(found, "default_players"),
                        # The standard rules, as a game's options are written in JSON.
                        "options": converter_for(found).unstructure(found.options_type()),
                        "choices": _option_choices(found),
                        "players_for": _option_players(found),
                    }
                    for name, found in sorted(tablegames.GAMES.items())
                },
            }
        )

    async def create_game(self, request: Request) -> Response:
        asked = await _json_body(request, self.settings.max_body)
        unknown = sorted(key for key in asked if key not in _CREATE_FIELDS)
        if unknown:  # a misspelt or another server's field would be dropped without a word
            raise ServerRefusal(
                400,
                "server.request.invalid",
                f"Unknown field {named(unknown[0])} in the request: a game is made from "
                f"{', '.join(_CREATE_FIELDS)}.",
            )
        kinds = asked.get("seats")
        if not isinstance(kinds, list) or not all(isinstance(kind, str) for kind in kinds):
            raise ServerRefusal(
                400,
                "server.request.invalid",
                'Give "seats": a list of "human" or "bot", one per seat.',
            )
        seed = asked.get("seed")
        if seed is not None and not self.settings.allow_seeds:
            raise ServerRefusal(
                400, "server.request.invalid", "This server chooses every game's seed itself."
            )
        options = asked.get("options")
        if options is not None and not isinstance(options, dict):
            raise ServerRefusal(400, "server.request.invalid", '"options" must be an object.')
        take = asked.get("take", [])
        if not isinstance(take, list) or any(type(seat) is not int for seat in take):
            raise ServerRefusal(
                400,
                "server.request.invalid",
                '"take" must be a list of seat numbers from 0, such as [0, 2].',
            )
        twice = next((seat for seat in take if take.count(seat) > 1), None)
        if twice is not None:
            raise ServerRefusal(
                400, "server.request.invalid", f'"take" names seat {twice} more than once.'
            )
        names = _seat_names(asked.get("names"))
        unlisted = asked.get("unlisted", False)
        if not isinstance(unlisted, bool):
            raise ServerRefusal(400, "server.request.invalid", '"unlisted" must be true or false.')
        name = asked.get("game")
        if not isinstance(name, str):
            raise ServerRefusal(400, "server.request.invalid", 'Give "game": its name.')
        try:
            created = await self.hall.create(
                name,
                kinds=kinds,
                options=options,
                seed=seed,
                take=take,
                names=names,
                unlisted=unlisted,
            )
        except TableGamesError as error:
            raise ServerRefusal(400, "core.config.invalid", str(error)) from None
        table, root = created.table, _root(request.scope)
        return _json(
            {
                "id": table.id,
                "owner_token": created.owner_token,
                "tokens": {str(seat): token for seat, token in created.tokens.items()},
                "urls": {
                    str(seat): f"{root}/play/{token}" for seat, token in created.tokens.items()
                },
                "watch": f"{root}/watch/{table.id}",
                "status": table.status(None),
            },
            201,
        )

    async def game_summary(self, request: Request) -> Response:
        table = await self._table(request)
        return _json(table.status(None) | {"rematch_of": table.rematch_of})

    async def take_seat(self, request: Request) -> Response:
        table = await self._table(request)
        if table.over:
            raise ServerRefusal(409, "server.game.over", "This game is over.")
        name = None
        body = await _body(request, self.settings.max_body)
        if body.strip():  # the body is optional: {"name": ...}
            asked = _json_object(body)
            unknown = sorted(key for key in asked if key not in _SEAT_FIELDS)
            if unknown:
                raise ServerRefusal(
                    400,
                    "server.request.invalid",
                    f"Unknown field {named(unknown[0])} in the request: a seat is taken with "
                    'an optional "name".',
                )
            name = player_name(asked.get("name"))
        token = await self.hall.take_seat(table, _seat_number(request), name)
        return _json({"token": token, "url": f"{_root(request.scope)}/play/{token}"}, 201)

    async def revoke_seat(self, request: Request) -> Response:
        table = await self._table(request)
        scheme, _, token = request.headers.get("authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not self.hall.is_owner(table, token.strip()):
            raise ServerRefusal(
                403,
                "server.owner.required",
                "Only the game's owner may revoke a seat.",
                {"WWW-Authenticate": "Bearer"},
            )
        await self.hall.revoke_seat(table, _seat_number(request))
        return Response(status_code=204)

    async def seat_leave(self, request: Request) -> Response:
        """Leave the seat: to the lobby (free for another) or, with ``{"to": "bot"}``, to the
        server's bot for the rest of the game. 204; the credential opens nothing more."""
        table, seat = await self._seat(request)
        body = await _body(request, self.settings.max_body)
        to = "lobby"
        if body.strip():
            asked = _json_object(body)
            unknown = sorted(key for key in asked if key != "to")
            to = asked.get("to", to)
            if unknown or to not in _LEAVE_TO:
                raise ServerRefusal(
                    400,
                    "server.request.invalid",
                    'Leave a seat with no body, or {"to": "lobby"} or {"to": "bot"}.',
                )
        # The request's credential, not the seat's holder once the body is read: revoked
        # meanwhile, and the seat taken by another, it would free the other's seat.
        holder = hash_token(request.path_params["token"])
        await self.hall.leave_seat(table, seat, holder, reason=_LEAVE_TO[to])
        return Response(status_code=204)

    # -- views and streams ------------------------------------------------------------------------

    def _view(self, request: Request, table: Table, seat: int | None) -> Response:
        index = table.index(seat)
        etag = _view_tag(table.seat_versions[index], table.language)
        if _none_match(request, etag):
            return Response(status_code=304, headers={"ETag": etag})
        return _json(table.document(index), 200, {"ETag": etag})

    def _picture(self, request: Request, table: Table, seat: int | None) -> Response:
        # Drawn from the viewer's view only (never the state), so it shows nothing the view
        # document does not; X-State-Version tells the page which view it is the picture of.
        # The last move's mark is read from the view's events too, so it shows no more.
        # The seats are called by the names the table shows everyone (a game whose drawing
        # takes them): the picture changes with the seats too, so its ETag counts them.
        last_move = _picture_query(request) and can_mark_last_move(table.game)
        names = _picture_names(table)
        language = _picture_language(table)
        index = table.index(seat)
        version = table.seat_versions[index]
        etag = f"p{version}" + (f"-s{table.seating}" if names is not None else "")
        # ... and with the language it is drawn in: a server started again with another
        # --lang draws other words for the same version.
        etag += f"-{language.lower()}" if language is not None else ""
        etag = f'"{etag}-last"' if last_move else f'"{etag}"'
        headers = self._picture_headers({"ETag": etag, "X-State-Version": str(version)})
        if _none_match(request, etag):
            return Response(status_code=304, headers=headers)
        view = table.views[index]
        return _drawn(view, last_move, names, language, headers, "the page draws the view")

    def _picture_headers(self, headers: dict[str, str]) -> dict[str, str]:
        """``headers`` of a picture's answer, with ``Cross-Origin-Resource-Policy:
        cross-origin`` when other origins are allowed: their pages may show it with <img>,
        whose request names no origin (a seat's picture is its view, behind the seat's
        credential in its path; a finished game's positions are public)."""
        if self.settings.allow_origins:
            headers["Cross-Origin-Resource-Policy"] = "cross-origin"
        return headers

    async def watch_picture(self, request: Request) -> Response:
        return self._picture(request, await self._table(request), None)

    async def seat_picture(self, request: Request) -> Response:
        table, seat = await self._seat(request)
        return self._picture(request, table, seat)

    async def watch_view(self, request: Request) -> Response:
        return self._view(request, await self._table(request), None)

    async def seat_view(self, request: Request) -> Response:
        table, seat = await self._seat(request)
        return self._view(request, table, seat)

    async def seat_status(self, request: Request) -> Response:
        table, seat = await self._seat(request)
        return _json(table.status(seat))

    async def watch_events(self, request: Request) -> Response:
        return self._stream(await self._table(request), None, None)

    async def seat_events(self, request: Request) -> Response:
        table, seat = await self._seat(request)
        return self._stream(table, seat, table.seat_hashes[seat])

    def _stream(self, table: Table, seat: int | None, credential: str | None) -> Response:
        """Server-sent events: an ``update`` (``{"status", "view"}``) now and whenever the
        viewer's view changes, the seats change (one is taken, left, or handed to the bot) or a
        rematch is named, a comment every ``heartbeat`` seconds, ``revoked`` and the end of the
        stream when the credential is revoked, ``left`` (``{"reason"}``) and the end of the
        stream when its holder left the seat or the turn limit handed it to the bot, and the
        end of the stream when the server stops. It begins with ``retry: 2000`` and the
        current update, so its events carry no ``id`` (nothing to resume from: see
        :meth:`Table.update_event`).

        Once the game is over the stream stays open to tell the seat of a rematch (the
        status's ``rematch``), until one is named or ``rematch_wait`` seconds after the end:
        then it sends ``end`` (do not ask again: nothing more will come) and ends. A finished
        game's streams are bounded in time as its seats are in number.
        """
        index = table.index(seat)
        hall, heartbeat = self.hall, self.settings.heartbeat
        wait = self.settings.rematch_wait

        async def events() -> AsyncIterator[bytes]:
            table.streams += 1
            try:
                yield b"retry: 2000\n\n"
                sent: tuple[int, str | None, tuple[str | None, ...], int] | None = None
                while not hall.closing.is_set():
                    if seat is not None and table.seat_hashes[seat] != credential:
                        gone = table.left[seat]
                        if gone is not None and credential is not None and gone[0] == credential:
                            yield f'event: left\ndata: {{"reason":"{gone[1]}"}}\n\n'.encode()
                        else:
                            yield b"event: revoked\ndata: {}\n\n"
                        return
                    news = table.news[index]
                    now = (
                        table.seat_versions[index],
                        table.rematch,
                        tuple(table.names),
                        table.seating,
                    )
                    if now != sent:
                        sent = now
                        yield table.update_event(seat)
                    pause = heartbeat
                    if table.over:
                        left = table.rematch_wait(wait)
                        if table.rematch is not None or left <= 0:
                            yield b"event: end\ndata: {}\n\n"
                            return
                        pause = min(heartbeat, left)
                    if not await wait_set(news, pause):
                        yield b": keep-alive\n\n"
            finally:
                table.streams -= 1

        return StreamingResponse(
            events(),
            media_type="text/event-stream",
            headers={"X-Accel-Buffering": "no"},
        )

    # -- moves ------------------------------------------------------------------------------------

    async def seat_move(self, request: Request) -> Response:
        table, seat = await self._seat(request)
        body = await _body(request, MAX_MOVE_BYTES)
        name = table.game.name
        try:
            sent = read_move_document(body, max_bytes=MAX_MOVE_BYTES, game=name)
        except (FormatError, IllegalMoveError) as error:
            return _error(error, table, seat)
        if sent.state_version is None:
            raise ServerRefusal(
                400,
                "server.move.version_required",
                "Send the move with the state_version of the view you chose it from.",
            )
        try:
            answer = await self.hall.play(
                table, seat, sent, human=True, holder=hash_token(request.path_params["token"])
            )
        except TableGamesError as error:
            return _error(error, table, seat)
        # The ETag of the view sent, which may be older than the seat's version now: a retry is
        # answered with the view its first sending got, and bots may have moved since.
        return _json(answer, 200, {"ETag": _answer_tag(answer, table.game)})

    # -- records and rematches --------------------------------------------------------------------

    def _record(self, request: Request, table: Table) -> Response:
        given = _only_parameter(request, "format", "the record")
        wanted = "json" if given is None else given
        if not table.over:
            raise ServerRefusal(
                409,
                "server.game.not_over",
                "The record is given once the game is over (it tells every hidden card).",
            )
        writer = RECORD_FORMATS.get(wanted)
        if writer is None:
            raise ServerRefusal(
                400,
                "server.record.format_unknown",
                f"Formats: {', '.join(sorted(RECORD_FORMATS))}.",
            )
        made = datetime.datetime.fromtimestamp(table.created_at, datetime.timezone.utc).date()
        text, kind, suffix = writer(tablegames.record(table.state), names=table.names, date=made)
        disposition = f'attachment; filename="{table.game.name}-{table.id}.{suffix}"'
        return Response(text, 200, {"Content-Disposition": disposition}, kind)

    async def game_record(self, request: Request) -> Response:
        return self._record(request, await self._table(request))

    async def seat_record(self, request: Request) -> Response:
        return self._record(request, (await self._seat(request))[0])

    # -- a finished game stepped through ----------------------------------------------------------

    async def _steps(self, table: Table) -> tuple[Step, ...]:
        """Every position of a finished game (:mod:`tablegames.server.replay`), made once per
        table in memory, off the event loop (a long game takes milliseconds)."""
        if table.steps is None:
            loop = asyncio.get_running_loop()
            table.steps = await loop.run_in_executor(None, game_steps, table.state)
        return table.steps

    async def game_replay(self, request: Request) -> Response:
        table = await self._table(request)
        at = _replay_at(request, table)
        headers = _replay_headers(at, table.language)
        if _none_match(request, headers["ETag"]):
            return Response(status_code=304, headers=headers)
        steps = await self._steps(table)
        words = table.narrator() or table.words()
        return _json(step_document(table.id, steps, at, words), 200, headers)

    async def replay_picture(self, request: Request) -> Response:
        table = await self._table(request)
        at = _replay_at(request, table)
        language = _picture_language(table)
        headers = self._picture_headers(_replay_headers(at, language))
        if _none_match(request, headers["ETag"]):
            return Response(status_code=304, headers=headers)
        steps = await self._steps(table)
        # The start has no last move to mark: its picture is the deal.
        marked = at > 0 and can_mark_last_move(table.game)
        names = _picture_names(table)
        return _drawn(steps[at].state, marked, names, language, headers, "the replay tells it")

    async def seat_rematch(self, request: Request) -> Response:
        table, seat = await self._seat(request)
        # The request's credential, checked again once the table is free: revoked meanwhile,
        # it gets no seat in the rematch.
        holder = hash_token(request.path_params["token"])
        token = await self.hall.rematch(table, seat, holder)
        url = f"{_root(request.scope)}/play/{token}"
        return _json({"id": table.rematch, "token": token, "url": url}, 201)


def _game_id(request: Request) -> str | None:
    """The id of the game a request's address names: its own (``/api/games/<id>/...``,
    ``/watch/<id>``) or its credential's (``/api/seat/<token>/...``, ``/play/<token>``)."""
    params = request.path_params
    game_id = params.get("game_id")
    if game_id is None and "token" in params:
        game_id = token_game(params["token"])
    return game_id if isinstance(game_id, str) else None


def _seat_number(request: Request) -> int:
    """The seat number of a request's address (``/seats/<seat>``), or -1 (no seat) if it is
    not a number written in ASCII digits."""
    text = request.path_params["seat"]
    return int(text) if _DIGITS.fullmatch(text) else -1


async def _body(request: Request, limit: int) -> bytes:
    """The request's body, refused past ``limit`` bytes (413) without reading the rest."""
    length = request.headers.get("content-length")
    if length is not None and int(length) > limit:
        raise ServerRefusal(
            413, "server.request.too_large", f"A body here is at most {limit} bytes."
        )
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise ServerRefusal(
                413, "server.request.too_large", f"A body here is at most {limit} bytes."
            )
        chunks.append(chunk)
    return b"".join(chunks)


async def _json_body(request: Request, limit: int) -> dict[str, Any]:
    return _json_object(await _body(request, limit))


#: The deepest a request's JSON may nest: far above any request's (a move document nests a
#: few levels), far below where Python's reader runs out of stack. A deeper body is refused
#: before it is read: reading it raised RecursionError from deep in the reader, whose
#: unwinding a test run once could not even report.
_MAX_NESTING: Final = 100
#: A JSON string, escapes included: brackets inside one do not nest.
_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
#: Every byte but the brackets, which :func:`_nesting` deletes.
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")


def _nesting(body: bytes) -> int:
    """How deep the arrays and objects of the JSON ``body`` nest (its strings left out)."""
    depth = deepest = 0
    for byte in _JSON_STRING.sub(b'""', body).translate(None, _NOT_BRACKETS):
        if byte in b"[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _json_object(body: bytes) -> dict[str, Any]:
    too_deep = ServerRefusal(
        400, "server.request.invalid", "The body's JSON nests too deeply to be read."
    )
    if _nesting(body) > _MAX_NESTING:
        raise too_deep
    try:
        found = json.loads(body)
    except ValueError:
        raise ServerRefusal(400, "server.request.invalid", "The body is not JSON.") from None
    except RecursionError:
        raise too_deep from None
    if not isinstance(found, dict):
        raise ServerRefusal(400, "server.request.invalid", "The body is not a JSON object.")
    return found


@attrs.frozen
class _LobbyQuery:
    """What ``GET /api/games`` asks for: its filters and its page."""

    game: str | None = None
    free: bool = False
    limit: int = 100
    after: tuple[float, str] | None = None


#: The parameters of ``GET /api/games``.
_LOBBY_PARAMETERS: Final = ("game", "open", "limit", "after")
_CURSOR_ID: Final = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: A seat number in an address (longer ones are no seat of any game).
_DIGITS: Final = re.compile(r"[0-9]{1,6}")


def _bad_query(message: str) -> ServerRefusal:
    return ServerRefusal(400, "server.query.invalid", message)


def _cursor(position: tuple[float, str]) -> str:
    """A page's ``next``: where the lobby goes on (when the page's last game was listed, and
    its id), opaque to the client."""
    text = json.dumps(list(position), separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def _position(cursor: str) -> tuple[float, str]:
    """The position a ``next`` names (:func:`_cursor`), or a refusal."""
    try:
        if len(cursor) > 200 or not cursor.isascii():
            raise ValueError
        found = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        made, game_id = found
        if (
            type(made) not in (int, float)
            or not math.isfinite(made)
            or not isinstance(game_id, str)
            or not _CURSOR_ID.fullmatch(game_id)
        ):
            raise ValueError
    except (ValueError, TypeError, RecursionError):
        raise _bad_query('"after" is the "next" of a page of the lobby, as it was given.') from None
    return float(made), game_id


def _picture_names(table: Table) -> list[str | None] | None:
    """What a picture of ``table`` calls each seat (:meth:`Table.picture_names`), for a game
    whose drawing takes names; ``None`` for one whose drawing does not."""
    return table.picture_names() if can_name_seats(table.game) else None


def _picture_language(table: Table) -> str | None:
    """The language a picture of ``table`` is drawn in: its documents' (:attr:`Table.language`:
    the server's, where the game speaks it and it is not the game's own), for a game whose
    drawing can draw in other words; else ``None``, the game's own words (which the page marks
    as such)."""
    return table.language if can_draw_words(table.game) else None


def _drawn(
    drawn: object,
    last_move: bool,
    names: list[str | None] | None,
    language: str | None,
    headers: dict[str, str],
    instead: str,
) -> Response:
    """The SVG picture of ``drawn`` (a view, or a finished game's state) in ``language``
    (``None``: the game's own words), or 404 ``server.picture.none`` for a game that draws none
    (``instead``: what shows the game)."""
    try:
        picture = tablegames.to_svg(drawn, last_move=last_move, names=names, language=language)
    except ConfigError:
        raise ServerRefusal(
            404, "server.picture.none", f"This game has no drawing: {instead}."
        ) from None
    return Response(picture, 200, media_type=_KINDS[".svg"], headers=headers)


def _only_parameter(request: Request, name: str, what: str) -> str | None:
    """The value of the query's one parameter ``name`` (``None``: not given), for ``what``
    ("the record"); another parameter, or ``name`` given twice, is refused (400
    ``server.query.invalid``): a misspelt parameter is not ignored, as the lobby's are not."""
    given = request.query_params.multi_items()
    for key, _ in given:
        if key != name:
            raise _bad_query(f"Unknown parameter {named(key)}: {what} takes {name}.")
    if len(given) > 1:
        raise _bad_query(f'The parameter "{name}" is given twice.')
    return given[0][1] if given else None


def _picture_query(request: Request) -> bool:
    """Whether ``GET .../table.svg?last_move=true`` asks for the last move's mark: the one
    parameter, at most once, true or false (false if not given); anything else is refused
    (400 ``server.query.invalid``)."""
    given = _only_parameter(request, "last_move", "the picture")
    asked = "false" if given is None else given
    if asked not in ("true", "false"):
        raise _bad_query('"last_move" is true (mark what the last move changed) or false.')
    return asked == "true"


def _replay_headers(at: int, language: str | None) -> dict[str, str]:
    """The caching headers of a finished game's position ``at`` (its replay document, or its
    picture) told or drawn in ``language`` (``None``: the game's own words).

    The position never changes (its seats and names stay as they were at the end), but its
    words and its drawing do at the same address: they are in the server's ``--lang``, and
    drawn by this version of the library. So a browser may keep each position (``private``:
    a shared cache need not) and must ask before each use (``no-cache``); the ETag names the
    language and the version, so the server answers 304, drawing nothing, while both are the
    same, and sends the position in the new words once a restart changed either. A lifetime
    (``max-age``) would let a browser show a position in the words of the server before a
    restart without asking (an English picture, a day long, from a server now French). No
    request names the language (the server's, not the reader's), so ``Vary`` has nothing to
    vary on; and an address naming it (``?lang=fr``) would hold a page's guess, which a page
    loaded before the restart makes wrongly, and nothing for a client that does not add it.

    >>> _replay_headers(3, "FR")["ETag"].startswith('"r3-fr-')
    True
    """
    words = "" if language is None else f"-{language.lower()}"
    return {"Cache-Control": "private, no-cache", "ETag": f'"r{at}{words}-{__version__}"'}


def _replay_at(request: Request, table: Table) -> int:
    """The position of a finished game a replay asks for, ``?at=N``: how many of its moves
    are made, from 0 (the start) to all of them. The one parameter, once; anything else is
    refused (400 ``server.query.invalid``), and so is any replay of a game not over (409
    ``server.game.not_over``: its positions tell every hidden card)."""
    text = _only_parameter(request, "at", "a replay")
    if not table.over:
        raise ServerRefusal(
            409,
            "server.game.not_over",
            "A game is stepped through once it is over (its positions tell every hidden card).",
        )
    length = table.version
    if text is None:
        raise _bad_query(f'Give "at": how many of the game\'s moves are made, 0 to {length}.')
    if not _DIGITS.fullmatch(text) or int(text) > length:
        raise _bad_query(
            f'"at" is how many of the game\'s moves are made, 0 to {length}: not {named(text)}.'
        )
    return int(text)


def _none_match(request: Request, etag: str) -> bool:
    """Whether the request's ``If-None-Match`` names ``etag`` (a strong tag), as HTTP's RFC
    9110 reads it: ``*``, or a list of tags compared weakly (``W/"v3"`` names ``"v3"``)."""
    given = request.headers.get("if-none-match")
    if given is None:
        return False
    if given.strip() == "*":
        return True
    return any(tag.strip().removeprefix("W/") == etag for tag in given.split(","))


def _option_choices(game: AnyGame) -> dict[str, list[object]]:
    """The values of each option of ``game`` that takes one of a few (an enumeration), by
    name, as its options are written in JSON: what the lobby's form offers to choose from."""
    options = game.options_type
    if not attrs.has(options):
        return {}
    try:
        hints = typing.get_type_hints(options)
    except (NameError, TypeError):  # an annotation this module cannot resolve: no choices
        return {}
    converter = converter_for(game)
    found: dict[str, list[object]] = {}
    for field in attrs.fields(options):
        hint = hints.get(field.name)
        for kind in (hint, *typing.get_args(hint)):
            if isinstance(kind, type) and issubclass(kind, enum.Enum):
                found[field.name] = [converter.unstructure(member) for member in kind]
    return found


def _option_players(game: AnyGame) -> dict[str, list[int]]:
    """The player counts at which a new game of ``game`` takes another value of an option
    (a yes or no, or one of a few) than the standard rules', for each option its
    :meth:`~tablegames.Game.check_new_game` refuses at some counts and not at others: what the
    lobby's form offers at each count. Each value is tried alone, the others standard."""
    written = converter_for(game).unstructure(game.options_type())
    choices = _option_choices(game)
    check = hook(game, "check_new_game")
    counts = range(game.min_players, game.max_players + 1)
    found: dict[str, list[int]] = {}
    for name, value in written.items() if isinstance(written, dict) else ():
        others = [not value] if type(value) is bool else choices.get(name, [])
        changed = []
        for other in (other for other in others if other != value):
            try:  # some values need another option too (Aluette's announced_mordienne)
                changed.append(structure_options(game, {name: other}))
            except TableGamesError:
                continue
        taken = [players for players in counts if any(_takes(check, players, o) for o in changed)]
        if changed and len(taken) < len(counts):
            found[name] = taken
    return found


def _takes(check: Callable[[int, object], None], players: int, options: object) -> bool:
    try:
        check(players, options)
    except ConfigError:
        return False
    return True


def _lobby_query(request: Request, list_limit: int) -> _LobbyQuery:
    """The filters and the page of ``GET /api/games?game=&open=&limit=&after=``: each at most
    once, the game a known one, ``open`` true or false, ``limit`` from 1 to ``list_limit``,
    ``after`` a page's ``next``; anything else is refused (400 ``server.query.invalid``)."""
    given: dict[str, str] = {}
    for key, value in request.query_params.multi_items():
        if key not in _LOBBY_PARAMETERS:
            raise _bad_query(
                f"Unknown parameter {named(key)}: the lobby takes {', '.join(_LOBBY_PARAMETERS)}."
            )
        if key in given:
            raise _bad_query(f"The parameter {named(key)} is given twice.")
        given[key] = value
    game = given.get("game")
    if game is not None and game not in tablegames.GAMES:
        raise _bad_query(
            f"No game is named {named(game)} here: games are {', '.join(sorted(tablegames.GAMES))}."
        )
    free = given.get("open", "false")
    if free not in ("true", "false"):
        raise _bad_query('"open" is true (only games with a free seat) or false.')
    limit = given.get("limit", str(list_limit))
    if not (limit.isascii() and limit.isdigit() and len(limit) <= 6) or not (
        1 <= int(limit) <= list_limit
    ):
        raise _bad_query(f'"limit" is a number of games from 1 to {list_limit}.')
    after = given.get("after")
    return _LobbyQuery(
        game=game,
        free=free == "true",
        limit=int(limit),
        after=None if after is None else _position(after),
    )


def _seat_names(given: object) -> dict[int, str | None]:
    """The ``"names"`` of a create request: an object of names by seat number (from 0, as a
    string, as the answer's ``tokens``), each checked (:func:`player_name`)."""
    if given is None:
        return {}
    if not isinstance(given, dict):
        raise ServerRefusal(
            400,
            "server.request.invalid",
            '"names" must be an object of names by seat number, such as {"0": "Ann"}.',
        )
    names = {}
    for key, value in given.items():
        # Written as the answer's tokens are: "0", never "00", which would be a second key
        # for the same seat, one of them dropped.
        if not (
            isinstance(key, str)
            and key.isascii()
            and key.isdigit()
            and len(key) < 4
            and (key == "0" or key[0] != "0")
        ):
            raise ServerRefusal(
                400,
                "server.request.invalid",
                f'"names" is keyed by seat numbers from 0, such as "0"; got {named(key)}.',
            )
        names[int(key)] = player_name(value)
    return names


#: What an origin may read of an answer besides the simple headers, for the versions and
#: the refusals' waits.
def _by_method(path: str, **endpoints: Callable[[Request], Awaitable[Response]]) -> Route:
    """One route at ``path`` whose endpoint for each method is given by its name (``GET``, which
    answers ``HEAD`` too, ``POST``, ``DELETE``)."""

    async def endpoint(request: Request) -> Response:
        return await endpoints["GET" if request.method == "HEAD" else request.method](request)

    return Route(path, endpoint, methods=list(endpoints))


_EXPOSED = ("ETag", "X-State-Version", "Retry-After", "Allow")
_ORIGIN = re.compile(
    r"\*|https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?|https?://\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?"
)


def cors(
    app: Callable[[Scope, Receive, Send], Awaitable[None]], origins: Sequence[str]
) -> Callable[[Scope, Receive, Send], Awaitable[None]]:
    """``app`` answering the pages of ``origins`` (CORS, by Starlette's middleware): their
    preflights, and the headers that let them read the API's answers and streams.

    Raises:
        ConfigError: for an origin that is not ``scheme://host[:port]`` or ``*``.
    """
    for origin in origins:
        if not isinstance(origin, str) or not _ORIGIN.fullmatch(origin):
            raise ConfigError(
                f"an allowed origin is 'https://host' or 'http://host:port' (no path), or '*'; "
                f"got {origin!r}"
            )
    return CORSMiddleware(
        app,
        allow_origins=list(origins),
        allow_methods=["GET", "HEAD", "POST", "DELETE"],
        allow_headers=["Content-Type", "Authorization", "If-None-Match", "Last-Event-ID"],
        expose_headers=list(_EXPOSED),
        max_age=600,
    )


def create_app(settings: Settings | None = None, *, storage: SQLStorage | None = None) -> Server:
    """The whole server as an ASGI application.

    Args:
        settings: Its settings (``None``: the defaults, a SQLite file in the working folder).
        storage: Where games are kept (``None``: the one ``settings.database`` names).
    """
    settings = settings or Settings()
    return Server(settings, storage or open_storage(settings.database))
