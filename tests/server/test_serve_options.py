"""``tablegames serve`` as an operator starts it: options checked before anything starts, the
database from the environment, and a database that cannot be opened told in one line with its
own exit status, never after "serving"."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
import shlex
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import attrs
import httpx
import pytest

import tablegames
from tablegames import ConfigError
from tablegames.server.run import EXIT_STARTUP_FAILED, parser, settings_from
from tablegames.server.settings import Settings, _Number
from tests.server.harness import started_process

SOURCE = Path(tablegames.__file__).resolve().parent.parent
GUIDES = Path(__file__).resolve().parents[2] / "docs" / "guides"


def serve(*argv: str, **environment: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tablegames", "serve", *argv],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(SOURCE), **environment},
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bot-threads", "0"], "--bot-threads: a whole number of at least 1, not '0'"),
        (["--heartbeat", "0"], "--heartbeat: a finite number of seconds above 0, not '0'"),
        (["--rate", "-5"], "--rate: a finite number above 0, not '-5'"),
        (["--rate", "0"], "--rate: a finite number above 0, not '0'"),
        (["--max-requests", "0"], "--max-requests: a whole number of at least 1, not '0'"),
        (["--public-url", "notaurl"], "--public-url: an address such as https://"),
        (["--keep-alive", "nan"], "--keep-alive: a finite number of seconds above 0, not 'nan'"),
        (["--bot-delay", "-1"], "--bot-delay: a finite number of seconds, 0 or more, not '-1'"),
        (["--max-body", "1.5"], "--max-body: a whole number of at least 1, not '1.5'"),
        (["--port", "65536"], "--port: a whole number from 0 to 65535, not '65536'"),
        (["--public-url", "ftp://x"], "--public-url: an address such as https://"),
    ],
)
def test_an_option_out_of_its_range_is_refused_before_anything_starts(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found by the operator audit: ``--heartbeat 0`` made a stream send hundreds of
    kilobytes a second, ``--bot-threads 0`` crashed with a traceback, ``--max-requests 0``
    answered every request 503, and ``--rate -5`` or a public address ``notaurl`` were
    taken."""
    with pytest.raises(SystemExit) as exit:
        parser().parse_args(argv)
    assert exit.value.code == 2
    assert message in capsys.readouterr().err


def _number_options() -> list[tuple[str, str, float]]:
    """Every option of a number setting, with a text out of its setting's range and that
    text's number."""
    found = []
    for action in parser()._actions:
        field = attrs.fields_dict(Settings).get(action.dest, None)
        if field is None or not isinstance(field.validator, _Number):
            continue
        number = field.validator
        if number.whole:
            bad: float = number.most + 1 if number.most is not None else number.least - 1
        else:
            bad = -1.0 if number.zero else 0.0
        found.append((action.option_strings[0], str(bad), bad))
    return found


@pytest.mark.parametrize(("option", "text", "number"), _number_options())
def test_a_number_option_asks_for_what_its_setting_does_in_its_words(
    option: str, text: str, number: float, capsys: pytest.CaptureFixture[str]
) -> None:
    """The option and the setting are read by one check: before, the command line's ranges
    and words were written a second time beside the settings' (``--port`` took any number,
    which the setting then refused in other words)."""
    field = option.removeprefix("--").replace("-", "_")
    with pytest.raises(SystemExit):
        parser().parse_args([option, text])
    said = capsys.readouterr().err.strip().splitlines()[-1]
    with pytest.raises(ConfigError) as refused:
        Settings(**{field: number})
    wanted = str(refused.value).removeprefix(f"Settings.{field} must be ")
    wanted = wanted.removesuffix(f", not {number}").removesuffix(" or None")
    assert said == f"tablegames serve: error: argument {option}: {wanted}, not {text!r}"


def test_the_database_may_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """``$TABLEGAMES_DATABASE`` keeps a PostgreSQL password out of the process list; the
    option still wins."""
    monkeypatch.setenv("TABLEGAMES_DATABASE", "postgresql://club@db.example/games")
    assert settings_from(parser().parse_args([])).database == "postgresql://club@db.example/games"
    chosen = parser().parse_args(["--database", "other.sqlite3"])
    assert settings_from(chosen).database == "other.sqlite3"
    monkeypatch.delenv("TABLEGAMES_DATABASE")
    assert settings_from(parser().parse_args([])).database == "tablegames.sqlite3"


def test_an_environment_variable_set_empty_is_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    """``TABLEGAMES_METRICS_TOKEN=`` (a systemd unit's empty Environment= line) made the token
    the empty text, which any request sending "Authorization: Bearer" matched: the metrics were
    open to all."""
    monkeypatch.setenv("TABLEGAMES_METRICS_TOKEN", "")
    monkeypatch.setenv("TABLEGAMES_DATABASE", "")
    settings = settings_from(parser().parse_args([]))
    assert (settings.metrics_token, settings.database) == (None, "tablegames.sqlite3")
    with pytest.raises(ConfigError, match="metrics_token must be a text or None, not ''"):
        Settings(metrics_token="")


def _logged_at(level: str, folder: Path) -> list[dict[str, Any]]:
    """The log of a server run at ``--log-level level``: started, asked for a new game (every
    request logged), stopped."""
    log = folder / f"{level}.log"
    server = started_process(
        str(folder / f"{level}.sqlite3"), log, "--log-level", level, quiet=False
    )
    try:
        made = httpx.post(server.url + "/api/games", json={"game": "ten", "seats": ["bot"] * 2})
        assert made.status_code == 201
    finally:
        assert server.terminate()
    return [json.loads(line) for line in log.read_text().splitlines()]


@pytest.mark.parametrize(
    ("level", "written"),
    [("warning", set()), ("info", {"info"}), ("debug", {"debug", "info"})],
)
def test_the_log_level_holds_back_the_lines_below_it(
    level: str, written: set[str], tmp_path: Path
) -> None:
    """``--log-level warning`` writes no line of a normal run, the server's nor uvicorn's
    (start-up, requests, stop); ``debug`` adds each database connection made."""
    lines = _logged_at(level, tmp_path)
    assert {line["level"] for line in lines} == written
    events = {(line["logger"], line["event"]) for line in lines}
    if "info" in written:
        assert {("tablegames.server", "request"), ("uvicorn.error", "Shutting down")} <= events
    connected = [line for line in lines if line["event"] == "storage.connected"]
    if level == "debug":  # the reading and the writing threads'
        assert {line["worker"].rsplit("_", 1)[0] for line in connected} == {
            "tablegames-db-read",
            "tablegames-db-write",
        }
    else:
        assert connected == []


def test_a_database_that_cannot_be_reached_is_told_in_one_line_never_after_serving() -> None:
    """Before, the server printed "serving" and its listening log line, then failed with a
    traceback; now nothing claims it serves, and the exit status says the start failed."""
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    found = serve("--port", "0", "--database", f"postgresql://nobody@127.0.0.1:{port}/games")
    assert found.returncode == EXIT_STARTUP_FAILED
    assert "serving" not in found.stdout
    assert "server.listening" not in found.stderr
    told = [line for line in found.stderr.splitlines() if line.startswith("tablegames serve:")]
    assert len(told) == 1
    assert told[0].startswith("tablegames serve: the server could not start: ")
    assert "Connection refused" in told[0]  # the driver's reason, on the same line
    # Told once: no traceback of it, nor uvicorn's own word of the failure, in the log.
    assert "Traceback" not in found.stderr
    assert "Application startup failed" not in found.stderr
    assert '"event": "storage.unavailable"' in found.stderr


def migrated(path: Path) -> int:
    """Open the SQLite storage at ``path`` as a server does, migrate it and close it."""
    from tablegames.server.sqlite import SQLiteStorage

    async def run() -> int:
        storage = SQLiteStorage(path)
        storage.claim()
        try:
            return await storage.migrate()
        finally:
            await storage.close()

    return asyncio.run(run())


def test_migrations_are_logged_and_a_newer_schema_is_refused(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Each migration applied is logged by number and name; a database a newer tablegames
    migrated further is refused at the start (its tables may mean what this version cannot
    read), where it was served as if it were this version's."""
    from tablegames.server.storage import migrations

    path = tmp_path / "games.sqlite3"
    with caplog.at_level(logging.INFO, logger="tablegames.server"):
        latest = migrated(path)
    shipped = migrations()
    assert latest == shipped[-1][0]
    logged = [
        (r.migration, r.migration_name)  # type: ignore[attr-defined]
        for r in caplog.records
        if r.getMessage() == "storage.migrated"
    ]
    assert logged == [(number, name) for number, name, _ in shipped]
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="tablegames.server"):
        assert migrated(path) == latest  # nothing left to apply, nothing logged
    assert not [r for r in caplog.records if r.getMessage() == "storage.migrated"]
    with sqlite3.connect(path) as connection:
        connection.execute("INSERT INTO tg_migrations VALUES (99, 'future', 0)")
    found = serve("--port", "0", "--database", str(path))
    assert found.returncode == EXIT_STARTUP_FAILED
    assert "serving" not in found.stdout
    assert "the database's schema is at migration 99, newer than this tablegames" in found.stderr


def test_a_second_server_on_one_sqlite_file_is_refused(tmp_path: Path) -> None:
    """SQLite serves one process: a second one kept its own copy of each table, and its
    players never saw the first's moves (found by the operator audit). The file is readable
    by its owner only: it holds every game's seed."""
    from tests.server.harness import running

    path = tmp_path / "games.sqlite3"
    with running(path):
        found = serve("--port", "0", "--database", str(path))
        assert found.returncode == EXIT_STARTUP_FAILED
        assert "serving" not in found.stdout
        assert f"{path} is served by another tablegames server" in found.stderr
    assert path.stat().st_mode & 0o777 == 0o600
    with running(path):  # the first server's lock went with it
        pass


def test_a_symbolic_link_to_a_file_served_is_refused_too(tmp_path: Path) -> None:
    """A server given a symbolic link to a file another serves is refused, as one given the
    file is (the lock was named after the path as given, so the link got a lock of its own
    and the second server served the file)."""
    from tablegames.server.sqlite import SQLiteStorage

    path = tmp_path / "games.sqlite3"
    (tmp_path / "links").mkdir()
    link = tmp_path / "links" / "other.sqlite3"
    link.symlink_to(path)
    first = SQLiteStorage(path)
    first.claim()
    try:
        with pytest.raises(ConfigError, match="is served by another tablegames server"):
            SQLiteStorage(link).claim()
    finally:
        asyncio.run(first.close())
    second = SQLiteStorage(link)
    second.claim()  # the first's lock went with it
    asyncio.run(second.close())


def _unit(path: Path) -> dict[str, list[str]]:
    """A systemd unit's settings by name (a name may be set several times), its lines
    continued with a backslash joined as systemd joins them."""
    found: dict[str, list[str]] = {}
    text = path.read_text().replace("\\\n", " ")
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith(("#", ";", "[")):
            name, _, value = line.partition("=")
            found.setdefault(name, []).append(value)
    return found


def test_the_guides_systemd_unit_runs_a_command_line_serve_accepts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The unit the server guide shows: its ExecStart= is read by the real parser of
    ``tablegames serve``, its database comes from Environment=, its open-file limit exceeds
    the streams, and it is not restarted after the exit status of a failed start."""
    assert ".. literalinclude:: tablegames.service" in (GUIDES / "server.rst").read_text()
    unit = _unit(GUIDES / "tablegames.service")
    program, command, *argv = shlex.split(unit["ExecStart"][0])
    assert (Path(program).name, command) == ("tablegames", "serve")
    environment = dict(value.split("=", 1) for value in unit["Environment"])
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    settings = settings_from(parser().parse_args(argv))
    assert settings.database == environment["TABLEGAMES_DATABASE"]
    assert settings.database.startswith("postgresql://")
    assert settings.seat_timeout == 300
    assert settings.public_url == "https://games.example.org"
    assert int(unit["LimitNOFILE"][0]) > settings.max_streams == Settings().max_streams
    assert unit["Restart"] == ["on-failure"]
    assert unit["RestartPreventExitStatus"] == [str(EXIT_STARTUP_FAILED)]


def test_the_server_guide_names_every_option_of_serve() -> None:
    """Front-end audit, item 6: ``--heartbeat`` was in ``--help`` but not in the guide."""
    guide = (GUIDES / "server.rst").read_text()
    options = [
        option
        for action in parser()._actions
        for option in action.option_strings
        if option.startswith("--") and option != "--help"
    ]
    assert options
    missing = [o for o in options if not re.search(rf"{re.escape(o)}(?![a-z-])", guide)]
    assert missing == []


@pytest.mark.parametrize("entry", ["tablegames serve", "python -m tablegames.server"])
def test_serve_reads_its_options_once(entry: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``tablegames serve`` read its options three times at start-up (the command line, then
    ``server.main`` before looking for the extra, then ``run.main``), and ``python -m
    tablegames.server`` twice: now each reads them once, and the server gets what was read."""
    from tablegames import cli, server
    from tablegames.server import options, run

    read: list[str] = []
    web_address = options.web_address

    def counted(text: str) -> str:
        read.append(text)
        return web_address(text)

    served: list[Settings] = []
    monkeypatch.setattr(options, "web_address", counted)
    monkeypatch.setattr(run, "serve", served.append)  # the coroutine, never started
    monkeypatch.setattr(run, "event_loop", lambda name: lambda coroutine: None)
    monkeypatch.setattr(run, "setup_logging", lambda level: None)
    monkeypatch.setattr(run, "tune_collector", lambda: None)
    monkeypatch.setattr(run.sys, "setswitchinterval", lambda interval: None)
    argv = ["--public-url", "https://games.example.org", "--port", "0"]
    status = cli.main(["serve", *argv]) if entry == "tablegames serve" else server.main(argv)
    assert status == 0
    assert read == ["https://games.example.org"]
    assert [settings.public_url for settings in served] == ["https://games.example.org"]


def test_a_sqlite_database_may_be_given_as_the_server_prints_it(tmp_path: Path) -> None:
    """The server prints its database as ``sqlite:<path>``: given back, that names the same
    file (it made a new, empty database named "sqlite:<path>", every game gone to the
    operator). A ``file:`` URI is refused: SQLite opened the file it names while the lock
    that keeps a second server off a file was taken on another name (found by an operator
    review: two servers then served one file)."""
    from tablegames.server.database import open_storage
    from tablegames.server.sqlite import SQLiteStorage

    path = tmp_path / "games.sqlite3"
    first = SQLiteStorage(path)
    first.claim()
    try:
        for given in (f"sqlite:{path}", f"sqlite://{path}"):
            storage = open_storage(given)
            assert storage.describe() == f"sqlite:{path}"
            with pytest.raises(ConfigError, match="is served by another tablegames server"):
                storage.claim()
        for given in (f"file:{path}", f"sqlite:file:{path}", "file:games.sqlite3?mode=rwc"):
            with pytest.raises(ConfigError, match="not as a file: URI"):
                open_storage(given)
    finally:
        asyncio.run(first.close())
    found = serve("--port", "0", "--database", "file:games.sqlite3")
    assert found.returncode == 2
    assert found.stderr.strip().splitlines() == [
        "tablegames serve: a SQLite database is given by its path, not as a file: URI "
        "(got 'file:games.sqlite3')"
    ]


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("postgresql://ann:secret@db:abc/tg", "postgresql://ann:***@db:abc/tg"),
        ("postgresql://ann:secret@h1:5432,h2:5433/tg", "postgresql://ann:***@h1:5432,h2:5433/tg"),
        ("postgresql://ann:s@cret@db/tg", "postgresql://ann:***@db/tg"),
        ("postgresql://ann:se%ZZcret@db/tg", "postgresql://ann:***@db/tg"),
        ("postgresql://ann@db/tg", "postgresql://ann@db/tg"),
        ("postgresql://db/tg?sslmode=require", "postgresql://db/tg?sslmode=require"),
        ("postgresql://ann:se/cret@db/tg", "postgresql://ann:***@db/tg"),
        ("postgresql://ann@db/tg?password=secret", "postgresql://ann@db/tg?password=***"),
        (
            "postgresql:///tg?user=ann&password=secret&sslmode=require",
            "postgresql:///tg?user=ann&password=***&sslmode=require",
        ),
    ],
)
def test_a_postgresql_url_is_shown_without_its_password_whatever_its_form(
    url: str, shown: str
) -> None:
    """A URL libpq takes (several hosts) or refuses (a port not a number) crashed the start
    with a traceback (``urlsplit(...).port``), and systemd restarted it for good; the
    driver's message quoted a malformed password, or the part after an unescaped ``@``."""
    from tablegames.server.postgres import PostgresStorage

    storage = PostgresStorage(url)
    assert storage.describe() == shown
    password = url.partition("://")[2].partition("?")[0].rpartition("@")[0].partition(":")[2]
    password = password or url.partition("password=")[2].partition("&")[0]
    told = storage.without_secrets(
        f'invalid percent-encoded token: "{password}"; '
        f"failed to resolve host '{password.partition('@')[2]}@db'; URI: \"{url}\""
    )
    for piece in filter(lambda piece: len(piece) >= 3, {password, *password.split("@")}):
        assert piece not in told


def test_a_postgresql_url_libpq_refuses_is_told_in_one_line_without_its_password() -> None:
    found = serve("--port", "0", "--database", "postgresql://ann:se%ZZcret@127.0.0.1:abc/tg")
    assert found.returncode == EXIT_STARTUP_FAILED
    assert "Traceback" not in found.stderr
    assert "ZZcret" not in found.stderr
    told = [line for line in found.stderr.splitlines() if line.startswith("tablegames serve:")]
    assert len(told) == 1, found.stderr
    assert told[0].startswith("tablegames serve: the server could not start: "), told


def test_a_port_in_use_is_told_with_its_address(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        found = serve("--port", str(port), "--database", str(tmp_path / "games.sqlite3"))
    assert found.returncode == 2
    assert found.stderr.strip() == (
        f"tablegames serve: cannot listen on 127.0.0.1:{port}: Address already in use"
    )


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("rate", 0, "Settings.rate must be a finite number above 0, not 0"),
        ("max_body", "10000", "Settings.max_body must be a whole number of at least 1"),
        ("burst", True, "Settings.burst must be a whole number of at least 1, not True"),
        ("bot_delay", -1, "Settings.bot_delay must be a finite number of seconds, 0 or more"),
        ("heartbeat", float("nan"), "Settings.heartbeat must be a finite number of seconds above"),
        ("seat_timeout", float("inf"), "seat_timeout must be a finite number of seconds above 0"),
        ("port", 70_000, "Settings.port must be a whole number from 0 to 65535, not 70000"),
        ("public_url", "ftp://x", "Settings.public_url must be None or an address such as"),
        ("public_url", b"https://x", "Settings.public_url must be None or a text, not b'"),
        ("http", "bogus", "Settings.http must be one of 'auto', 'httptools', 'h11'"),
        ("loop", "trio", "Settings.loop must be one of 'asyncio', 'uvloop'"),
        ("allow_origins", "https://a.example", "write ('https://a.example',)"),
        ("trusted_proxies", "10.0.0.1", "Settings.trusted_proxies must be a list of texts"),
        ("trusted_proxies", ["not an ip"], "Settings.trusted_proxies must be an IP address"),
        ("trusted_proxies", [167772161], "Settings.trusted_proxies must be an IP address"),
        # uvicorn keeps these as texts no address matches: nobody would be believed.
        ("trusted_proxies", ["10.0.0.1/8"], "or a network without host bits"),
        ("trusted_proxies", ["*", "10.0.0.1"], "('*',) alone"),
        ("allow_seeds", "no", "Settings.allow_seeds must be True or False, not 'no'"),
        ("database", "", "Settings.database must be a text, not ''"),
        ("metrics_token", 5, "Settings.metrics_token must be a text or None, not 5"),
    ],
)
def test_settings_made_in_python_are_checked_as_the_options_are(
    field: str, value: object, message: str
) -> None:
    """Found by the embedding review: Settings(rate=0) answered every request 500 once the
    burst was spent, Settings(max_body="10000") every POST, and one origin given as a text
    was split into its letters."""
    with pytest.raises(ConfigError) as refused:
        Settings(**{field: value})
    assert message in str(refused.value)


def test_a_public_address_is_kept_without_its_trailing_slash_as_the_option_keeps_it() -> None:
    given = "https://games.example.org/club/"
    assert Settings(public_url=given).public_url == "https://games.example.org/club"
    assert settings_from(parser().parse_args(["--public-url", given])).public_url == (
        "https://games.example.org/club"
    )


def test_the_options_edges_make_settings_and_a_port_out_of_range_is_an_option_error() -> None:
    edges = ["--bot-delay", "0", "--rate", "0.5", "--max-streams", "0", "--port", "0"]
    edges += ["--trust-proxy", "10.0.0.1", "--trust-proxy", "::1", "--rematch-wait", "0"]
    edges += ["--trust-proxy", "10.1.0.0/16"]  # uvicorn takes networks too
    settings = settings_from(parser().parse_args(edges))
    assert (settings.bot_delay, settings.rate, settings.max_streams) == (0, 0.5, 0)
    assert settings.trusted_proxies == ("10.0.0.1", "::1", "10.1.0.0/16")
    assert settings_from(parser().parse_args(["--trust-proxy", "*"])).trusted_proxies == ("*",)
    run = serve("--port", "70000")
    assert run.returncode == 2
    assert "Traceback" not in run.stderr
    assert run.stderr.strip().splitlines()[-1] == (
        "tablegames: error: argument --port: a whole number from 0 to 65535, not '70000' "
        "(see 'tablegames serve --help')"
    )
