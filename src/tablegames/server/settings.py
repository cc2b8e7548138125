"""The server's settings: where it listens and stores, and its limits."""

from __future__ import annotations

import ipaddress
import math
from collections.abc import Callable, Iterable
from typing import Any, Final
from urllib.parse import urlsplit

import attrs

from tablegames.core.errors import ConfigError
from tablegames.core.game import AnyGame, hook, is_language_tag
from tablegames.core.registry import GAMES

__all__ = ["LOOPS", "PROTOCOLS", "Settings", "game_language", "read_language"]

#: The HTTP/1.1 protocols a server may speak, by the name ``--http`` gives.
PROTOCOLS: Final = ("httptools", "h11")

#: The event loops ``tablegames serve`` may run on, by the name ``--loop`` gives.
LOOPS: Final = ("asyncio", "uvloop")


def _wrong(field: attrs.Attribute[Any], value: object, wanted: str) -> ConfigError:
    return ConfigError(f"Settings.{field.name} must be {wanted}, not {value!r}")


@attrs.frozen
class _Number:
    """A number field's validator, which the command line's option reads its text with too
    (:func:`number_reader`), so that both ask for the same numbers in the same words.

    A whole number (no bool) from ``least``, to ``most`` if given; or a finite number above 0
    (from 0 with ``zero``). ``unit`` is written after "number" (" of seconds"), and
    ``none`` lets the field be ``None`` too (which no option's text gives).
    """

    whole: bool
    least: int = 0
    most: int | None = None
    zero: bool = False
    unit: str = ""
    none: bool = False

    @property
    def words(self) -> str:
        """What the number must be, as an option's refusal says it."""
        if self.whole:
            if self.most is not None:
                return f"a whole number{self.unit} from {self.least} to {self.most}"
            return f"a whole number{self.unit} of at least {self.least}"
        return f"a finite number{self.unit}" + (", 0 or more" if self.zero else " above 0")

    def fits(self, value: object) -> bool:
        if self.whole:
            return (
                type(value) is int
                and value >= self.least
                and (self.most is None or value <= self.most)
            )
        return (
            type(value) in (int, float)
            and math.isfinite(value)  # type: ignore[arg-type]
            and (value >= 0 if self.zero else value > 0)  # type: ignore[operator]
        )

    def __call__(self, _: object, field: attrs.Attribute[Any], value: object) -> None:
        if value is None and self.none:
            return
        if not self.fits(value):
            raise _wrong(field, value, self.words + (" or None" if self.none else ""))

    def read(self, text: str) -> int | float:
        """The number an option's ``text`` gives; a ``ValueError`` saying what it must be."""
        try:
            found: int | float = int(text) if self.whole else float(text)
        except ValueError:
            found = math.nan
        if not self.fits(found):
            raise ValueError(f"{self.words}, not {text!r}")
        return found


def _whole(least: int, most: int | None = None) -> _Number:
    return _Number(whole=True, least=least, most=most)


def _seconds(*, zero: bool = False, none: bool = False) -> _Number:
    return _Number(whole=False, zero=zero, unit=" of seconds", none=none)


def number_reader(name: str) -> Callable[[str], int | float]:
    """How the command line reads the option of the number field ``name`` of
    :class:`Settings`: its own validator's reading, so that an option asks for what the field
    does, in the same words."""
    check = attrs.fields_dict(Settings)[name].validator
    if not isinstance(check, _Number):
        raise TypeError(f"Settings.{name} is not a number")
    return check.read


def _texts(name: str, value: Iterable[str]) -> tuple[str, ...]:
    """A list of texts as a tuple; one text alone is refused, where ``tuple`` would split it
    into its letters."""
    if isinstance(value, str):
        raise ConfigError(
            f"Settings.{name} must be a list of texts, not the one text {value!r}: write "
            f"({value!r},)"
        )
    return tuple(value)


def _origins(value: Iterable[str]) -> tuple[str, ...]:
    return _texts("allow_origins", value)


def _proxy_list(value: Iterable[str]) -> tuple[str, ...]:
    return _texts("trusted_proxies", value)


def _choice(*choices: str) -> Callable[[object, attrs.Attribute[Any], object], None]:
    def check(_: object, field: attrs.Attribute[Any], value: object) -> None:
        if value not in choices:
            raise _wrong(field, value, "one of " + ", ".join(map(repr, choices)))

    return check


def web_address(text: str) -> str:
    """An ``http://`` or ``https://`` address with a host, without its trailing ``/``: the
    server's :attr:`Settings.public_url`, as the field and the command line's option read it;
    a ``ValueError`` saying what it must be."""
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"an address such as https://games.example.org, not {text!r}")
    return text.rstrip("/")


def _public_url(value: str | None) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ConfigError(f"Settings.public_url must be None or a text, not {value!r}")
    try:
        return web_address(value)
    except ValueError as error:
        raise ConfigError(f"Settings.public_url must be None or {error}") from None


def _proxies(_: object, field: attrs.Attribute[Any], value: tuple[str, ...]) -> None:
    # As uvicorn reads them: it takes "*" alone only, and a network without host bits (it
    # keeps "10.0.0.1/8" as a text that no address matches, so nobody would be believed).
    if "*" in value and len(value) > 1:
        raise _wrong(field, value, "('*',) alone, or addresses and networks without '*'")
    for address in value:
        try:
            if not isinstance(address, str):
                raise ValueError(address)
            if address != "*":
                ipaddress.ip_network(address)  # an address, or a network
        except ValueError:
            raise _wrong(
                field, address, "an IP address, or a network without host bits (10.0.0.0/8)"
            ) from None


def _speaks(game: AnyGame, language: str) -> tuple[bool, bool]:
    """Whether ``game`` speaks ``language`` (a tag, in any case), and whether that is the
    language of its own words; read from its declarations, no translation imported."""
    spoken = [tag.lower() for tag in hook(game, "languages")]
    tag = language.lower()
    return tag in spoken, tag == spoken[0]


def game_language(game: AnyGame, language: str | None) -> str | None:
    """The language a server whose preferred language is ``language`` writes ``game``'s
    documents in, as :func:`~tablegames.to_json`'s ``language`` takes it: ``language`` if it
    is one of the game's translations; ``None`` (the game's own words) if it is the game's own
    language, if the game does not speak it, or if there is none."""
    if language is None:
        return None
    speaks, own = _speaks(game, language)
    return language if speaks and not own else None


def read_language(text: str) -> str:
    """The server's preferred language (``--lang``, :attr:`Settings.language`): a language tag
    that some registered game speaks, every game that declares it giving its words in it (the
    translation imported and checked now, not at the first view). A ``ValueError`` saying what
    is wrong otherwise.

    >>> from tablegames.server.settings import read_language
    >>> read_language("fr")
    'fr'
    >>> read_language("de")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: no game speaks 'de': aluette speaks en, fr; ...; ten speaks en...
    """
    if not is_language_tag(text):
        raise ValueError(f"a language tag such as fr or pt-BR, not {text!r}")
    speakers = []
    for name in sorted(GAMES):
        game = GAMES[name]
        speaks, own = _speaks(game, text)
        if speaks and not own:
            try:
                hook(game, "words_in")(text)
            except ConfigError as error:
                raise ValueError(str(error)) from None
        if speaks:
            speakers.append(name)
    if not speakers:
        told = "; ".join(
            f"{name} speaks {', '.join(hook(GAMES[name], 'languages'))}" for name in sorted(GAMES)
        )
        raise ValueError(f"no game speaks {text!r}: {told or 'no game is registered'}")
    return text


def _language(_: object, field: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not isinstance(value, str):
        raise _wrong(field, value, "None or a language tag such as fr")
    try:
        read_language(value)
    except ValueError as error:
        raise ConfigError(f"Settings.{field.name}: {error}") from None


def _flag(_: object, field: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not bool:  # allow_seeds="no" would be true
        raise _wrong(field, value, "True or False")


def _text(*, none: bool = False) -> Callable[[object, attrs.Attribute[Any], object], None]:
    def check(_: object, field: attrs.Attribute[Any], value: object) -> None:
        if not (isinstance(value, str) and value) and not (none and value is None):
            raise _wrong(field, value, "a text" + (" or None" if none else ""))

    return check


@attrs.frozen
class Settings:
    """Everything an operator may set (``tablegames serve --help`` lists the options).

    Attributes:
        host: The address to listen on (127.0.0.1: this machine only).
        port: The port (0: any free port).
        database: A SQLite file's path, or a ``postgresql://`` URL.
        public_url: The server's address as players reach it (behind a proxy), for the seat
            addresses it prints; ``None``: ``http://host:port``.
        snapshot_every: Store a snapshot of a game every this many moves.
        bot_threads: Worker threads in which bots think.
        bot_delay: Seconds a bot waits before a move every viewer is shown (so people can
            follow); a move some viewer is not shown is made without it.
        seat_timeout: The operator's turn limit: a human seat that has had the turn this many
            seconds without moving is handed to the server's bot for the rest of the game (its
            holder is told); ``None`` (the default): no limit.
        linger: Seconds a finished game stays in memory once nobody watches it.
        idle: Seconds an idle game stays in memory (storage keeps it).
        sweep_every: Seconds between two looks for tables to let go.
        allow_seeds: Whether a request may choose a new game's seed (whoever knows the seed
            knows every hidden card: for tests and tournaments run by the operator only).
        max_body: The largest request body, in bytes (a move is about a hundred).
        request_deadline: Seconds a client has to send a whole request, headers and body.
        keep_alive: Seconds an idle connection is kept open between two requests.
        max_connections_per_address: Open connections allowed from one address.
        rate: Requests per second allowed from one address, on average...
        burst: ... and at once.
        max_requests: Requests handled at once (streams aside) before answering 503.
        max_streams: Open event streams before answering 503.
        heartbeat: Seconds between two keep-alive comments on an idle event stream.
        rematch_wait: Seconds the event streams of a finished game stay open after its end, to
            tell its seats of a rematch another seat asks for (then they end).
        backlog: The listening socket's queue of connections not yet accepted.
        http: The HTTP/1.1 parser: ``"httptools"`` (compiled), ``"h11"`` (pure Python) or
            ``"auto"`` (httptools if installed; the ``server`` extra installs it).
        loop: The event loop of ``tablegames serve``: ``"asyncio"`` or ``"uvloop"`` (if
            installed; ``tablegames.server.run.event_loop`` says why it is not the
            default).
        list_limit: The most games a page of the lobby lists (the largest ``limit=``).
        log_requests: Whether every request is logged (as a JSON line).
        allow_origins: The origins of pages elsewhere that may call the API from a browser
            (CORS: ``https://app.example.org``, or ``*`` for any); ``()``: the server's own
            pages only. The API carries no cookie (a seat's credential is in its address), so
            an origin allowed reads only what it is given addresses for.
        trusted_proxies: The addresses of the proxies whose ``X-Forwarded-For`` names the client
            (for the per-address limits and the log), or ``("*",)`` for any; ``()`` (the
            default): the client is the connection's peer, whatever a header says.
        metrics_token: The credential ``GET /metrics`` asks for (``Authorization: Bearer
            <token>``); ``None``: the metrics are not served (404). Its counts are the
            operator's: counting moves, a player could count the moves it is not shown.
        language: The server's preferred language, a tag such as ``"fr"``: the games that
            speak it (:meth:`Game.words_in <tablegames.Game.words_in>`) are told in it, in the
            documents sent to pages and bots (the moves' ``label``, the events' ``text``) and
            in the server's narration, and the others in their own words
            (``game_language``); ``None`` (the default): every game in its own words.
            Some game must speak it, and every game that declares it must give its words in
            it (``read_language``): checked when the settings are made. The web pages'
            own words (buttons, headings) stay English.
    """

    host: str = attrs.field(default="127.0.0.1", validator=_text())
    port: int = attrs.field(default=8000, validator=_whole(0, most=65535))
    database: str = attrs.field(default="tablegames.sqlite3", validator=_text())
    public_url: str | None = attrs.field(default=None, converter=_public_url)
    snapshot_every: int = attrs.field(default=32, validator=_whole(1))
    bot_threads: int = attrs.field(default=2, validator=_whole(1))
    bot_delay: float = attrs.field(default=0.0, validator=_seconds(zero=True))
    seat_timeout: float | None = attrs.field(default=None, validator=_seconds(none=True))
    linger: float = attrs.field(default=60.0, validator=_seconds(zero=True))
    idle: float = attrs.field(default=1800.0, validator=_seconds(zero=True))
    sweep_every: float = attrs.field(default=10.0, validator=_seconds())
    allow_seeds: bool = attrs.field(default=False, validator=_flag)
    max_body: int = attrs.field(default=16_384, validator=_whole(1))
    request_deadline: float = attrs.field(default=10.0, validator=_seconds())
    keep_alive: float = attrs.field(default=5.0, validator=_seconds())
    max_connections_per_address: int = attrs.field(default=64, validator=_whole(1))
    rate: float = attrs.field(default=50.0, validator=_Number(whole=False))
    burst: int = attrs.field(default=200, validator=_whole(1))
    max_requests: int = attrs.field(default=1024, validator=_whole(1))
    max_streams: int = attrs.field(default=20_000, validator=_whole(0))
    heartbeat: float = attrs.field(default=15.0, validator=_seconds())
    rematch_wait: float = attrs.field(default=600.0, validator=_seconds(zero=True))
    backlog: int = attrs.field(default=4096, validator=_whole(1))
    http: str = attrs.field(default="auto", validator=_choice("auto", *PROTOCOLS))
    loop: str = attrs.field(default="asyncio", validator=_choice(*LOOPS))
    list_limit: int = attrs.field(default=100, validator=_whole(1))
    log_requests: bool = attrs.field(default=True, validator=_flag)
    metrics_token: str | None = attrs.field(default=None, validator=_text(none=True))
    language: str | None = attrs.field(default=None, validator=_language)
    allow_origins: tuple[str, ...] = attrs.field(default=(), converter=_origins)
    trusted_proxies: tuple[str, ...] = attrs.field(
        default=(), converter=_proxy_list, validator=_proxies
    )
