"""A bounded load test of the game server on loopback (issue 23).

Three scenarios, each against a fresh server process (``python -m tablegames.server`` on a
temporary SQLite file, limits raised for one client address), each stopping by itself:

* ``think``: 1,000 tables of TEN with two human seats; each seat listens on its event stream
  and answers each of its turns after a think time of 5 s (the tables start spread over the
  first think time, as people arrive); for ``--duration`` seconds. Reports the moves' latency
  (from sending the POST to its whole answer): the target is a p99 under 100 ms.
* ``rush``: 500 tables with no think time, every seat moving as soon as it may (drawing
  whenever it can, so that games end soon), until every game is over or ``--timeout``.
  Target: all finish.
* ``browsers``: 50 headless Chromium pages (Playwright, the system's Chromium) open their
  seat's page at once. Target: all ready (their moves, or their wait, shown) within 2 s.

Run it from the repository root with the server and web-test extras installed, on a machine
as quiet as can be (the client shares it)::

    python benchmarks/server_load.py                 # all three
    python benchmarks/server_load.py think --tables 200 --duration 30
    python benchmarks/server_load.py --json
    python benchmarks/server_load.py think --samples figures/   # every move's latency, as CSV

The client is a small HTTP/1.1 client on asyncio streams (keep-alive, chunked event streams),
on uvloop where it is installed, so that the measuring side costs as little as it can; each
run reports the CPU time the server and the client spent per move.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import getpass
import glob
import json
import os
import random
import re
import resource
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

GAME = "ten"
SCENARIOS = ("think", "rush", "browsers")


# -- a small HTTP/1.1 client ----------------------------------------------------------------------


class Connection:
    """One keep-alive connection to the server."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """(status, parsed JSON body); reconnects once if the server closed it."""
        for attempt in range(2):
            if self.writer is None or self.writer.is_closing():
                self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
            data = b"" if body is None else json.dumps(body).encode()
            head = f"{method} {path} HTTP/1.1\r\nHost: load\r\nContent-Length: {len(data)}\r\n"
            if body is not None:
                head += "Content-Type: application/json\r\n"
            try:
                assert self.writer is not None
                assert self.reader is not None
                self.writer.write(head.encode() + b"\r\n" + data)
                status, headers = await _head(self.reader)
                length = int(headers.get("content-length", "0"))
                payload = await self.reader.readexactly(length)
                if headers.get("connection") == "close":
                    self.writer.close()
                return status, json.loads(payload) if payload else None
            except (ConnectionError, asyncio.IncompleteReadError):
                self.writer = None
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def _head(reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
    raw = await reader.readuntil(b"\r\n\r\n")
    lines = raw.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        if line:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), headers


async def events(
    host: str, port: int, path: str, handle: Callable[[str, Any], Awaitable[bool]]
) -> None:
    """Follow a server-sent event stream, calling ``handle(event, data)`` until it returns
    false or the stream ends."""
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nHost: load\r\n\r\n".encode())
        status, _ = await _head(reader)
        if status != 200:
            return
        buffer = b""
        while True:
            size = int((await reader.readuntil(b"\r\n")).strip(), 16)
            if size == 0:
                return
            buffer += await reader.readexactly(size)
            await reader.readexactly(2)
            while b"\n\n" in buffer:
                message, buffer = buffer.split(b"\n\n", 1)
                kind, data = "message", None
                for line in message.decode().split("\n"):
                    if line.startswith("event: "):
                        kind = line[7:]
                    elif line.startswith("data: "):
                        data = json.loads(line[6:])
                if data is not None and not await handle(kind, data):
                    return
    except (ConnectionError, asyncio.IncompleteReadError):
        return
    finally:
        writer.close()


# -- the server -----------------------------------------------------------------------------------


def raise_file_limit() -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


#: The credential of the servers' ``/metrics`` (served to no one without one).
METRICS_TOKEN = secrets.token_urlsafe(16)


def start_server(
    folder: Path, database: str | None = None, index: int = 0
) -> tuple[subprocess.Popen[str], str, int]:
    """Start a server process on a free port of 127.0.0.1 (on ``database``, else a fresh
    SQLite file in ``folder``); return it with its address."""
    command = [
        sys.executable, "-m", "tablegames.server", "--port", "0", "--quiet",
        "--database", database or str(folder / "load.sqlite3"), "--allow-seeds",
        "--max-connections-per-address", "100000", "--rate", "1000000", "--burst", "1000000",
        "--max-requests", "100000", "--max-streams", "100000", "--keep-alive", "60",
        "--backlog", "8192", "--metrics-token", METRICS_TOKEN,
    ]  # fmt: skip
    server = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=(folder / f"server-{index}.log").open("w"),
        text=True,
        preexec_fn=raise_file_limit,
    )
    assert server.stdout is not None
    found = re.search(r"http://([\d.]+):(\d+)", server.stdout.readline())
    if found is None:
        server.kill()
        raise SystemExit("the server did not start; see " + str(folder / f"server-{index}.log"))
    return server, found.group(1), int(found.group(2))


@contextlib.contextmanager
def servers(
    folder: Path, database: str | None, processes: int
) -> Iterator[list[tuple[subprocess.Popen[str], str, int]]]:
    """``processes`` server processes sharing ``database`` (several need PostgreSQL)."""
    started: list[tuple[subprocess.Popen[str], str, int]] = []
    try:
        for index in range(processes):
            started.append(start_server(folder, database, index))
        yield started
    finally:
        for server, _, _ in started:
            server.terminate()
        for server, _, _ in started:
            server.wait(60)


def postgres_binaries() -> Path:
    """The folder of Debian's (or the PATH's) initdb and pg_ctl."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "initdb").exists() and Path(folder, "pg_ctl").exists():
            return Path(folder)
    raise SystemExit("--postgresql needs PostgreSQL's initdb and pg_ctl (Debian: postgresql)")


@contextlib.contextmanager
def throwaway_postgresql() -> Iterator[str]:
    """A PostgreSQL cluster of its own in a temporary folder, on a free port of 127.0.0.1,
    with PostgreSQL's durable defaults (fsync on), deleted afterwards; its URL."""
    binaries = postgres_binaries()
    root = Path(tempfile.mkdtemp(prefix="tablegames-load-postgresql-"))
    data, sockets = root / "data", root / "sockets"
    sockets.mkdir()
    prefix: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL will not run as root
        shutil.chown(root, "postgres")
        shutil.chown(sockets, "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    user = "postgres" if prefix else getpass.getuser()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    quiet: dict[str, Any] = {"stdout": subprocess.DEVNULL, "check": True}
    initdb = [str(binaries / "initdb"), "-D", str(data), "-U", user, "--auth=trust", "-E", "UTF8"]
    subprocess.run([*prefix, *initdb], **quiet)
    options = f"-p {port} -k {sockets} -c listen_addresses=127.0.0.1 -c max_connections=300"
    control = [str(binaries / "pg_ctl"), "-D", str(data)]
    subprocess.run(
        [*prefix, *control, "-o", options, "-l", str(root / "log"), "-w", "start"], **quiet
    )
    try:
        yield f"postgresql://{user}@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*prefix, *control, "-m", "fast", "-w", "stop"], **quiet)
        shutil.rmtree(root, ignore_errors=True)


def postgresql_cpu(url: str | None) -> float:
    """CPU seconds used so far by the PostgreSQL server of ``url`` when it runs on this
    machine as a cluster started here (its postmaster and the backends under it), else 0."""
    if url is None or not url.startswith("postgresql"):
        return 0.0
    port = url.rsplit(":", 1)[1].split("/")[0]
    for pid_file in Path(tempfile.gettempdir()).glob(
        "tablegames-load-postgresql-*/data/postmaster.pid"
    ):
        lines = pid_file.read_text().splitlines()
        if len(lines) > 3 and lines[3] == port:
            postmaster = int(lines[0])
            return cpu_seconds(postmaster) + descendants_cpu(postmaster, -1)
    return 0.0


async def create_tables(host: str, port: int, count: int) -> list[dict[str, str]]:
    """``count`` TEN games, both seats human and taken; their seats' credentials."""
    tokens: list[dict[str, str]] = []
    connections = [Connection(host, port) for _ in range(20)]

    async def make(connection: Connection, indices: range) -> None:
        for index in indices:
            status, answer = await connection.request(
                "POST", "/api/games",
                {"game": GAME, "seats": ["human", "human"], "take": [0, 1], "seed": index},
            )  # fmt: skip
            assert status == 201, answer
            tokens.append(answer["tokens"])

    share = -(-count // len(connections))
    await asyncio.gather(
        *(
            make(connection, range(i * share, min(count, (i + 1) * share)))
            for i, connection in enumerate(connections)
        )
    )
    for connection in connections:
        connection.close()
    return tokens


def cpu_seconds(pid: int | None = None) -> float:
    """CPU seconds (user and system, every thread) used so far by process ``pid`` (``None``:
    this one). CPU time barely depends on what else the machine runs, unlike latency: per move,
    it tells what a move costs the server and the client even on a busy machine."""
    if pid is None:
        used = resource.getrusage(resource.RUSAGE_SELF)
        return used.ru_utime + used.ru_stime
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def server_timings(host: str, port: int) -> dict[str, Any]:
    """What the server measured itself (its ``/metrics``): for the moves (from a move's arrival
    at its table to its answer, stored), the transactions and the requests, the count, the mean
    and the bucket bound under which 99% fell (in ms). Beside the client's latency, they tell
    how much of it the server spent and how much went to queues and to the client."""
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(
        b"GET /metrics HTTP/1.1\r\nHost: load\r\nConnection: close\r\n"
        + f"Authorization: Bearer {METRICS_TOKEN}\r\n\r\n".encode()
    )
    text = (await reader.read()).decode()
    writer.close()
    found: dict[str, Any] = {}
    for name in ("move", "commit", "request"):
        buckets = re.findall(rf'tablegames_{name}_seconds_bucket{{le="([^"]+)"}} (\d+)', text)
        total = re.search(rf"tablegames_{name}_seconds_sum ([\d.]+)", text)
        count = int(buckets[-1][1]) if buckets else 0
        if not count or total is None:
            continue
        p99 = next(edge for edge, below in buckets if int(below) >= 0.99 * count)
        found[name] = {
            "count": count,
            "mean_ms": round(float(total.group(1)) / count * 1000, 2),
            "p99_under_ms": p99 if p99 == "+Inf" else round(float(p99) * 1000, 1),
        }
    batches = re.search(r"tablegames_commit_batches_total (\d+)", text)
    if batches:
        found["moves_per_commit"] = round(
            found.get("move", {}).get("count", 0) / int(batches.group(1)), 1
        )
    return found


def descendants_cpu(root: int, skip: int) -> float:
    """CPU seconds used so far by the living descendants of process ``root`` (the browser's
    processes under the Playwright driver), leaving out process ``skip`` (the server)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # ended meanwhile
            parents[int(entry.name)] = int(fields[1])
    total = 0.0
    for pid in parents:
        ancestor = parents.get(pid)
        while ancestor not in (None, 0, 1, root, skip):
            ancestor = parents.get(ancestor)
        if ancestor == root and pid != skip:
            try:
                total += cpu_seconds(pid)
            except OSError:
                continue
    return total


def percentiles(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {}
    ordered = sorted(samples)

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000

    return {
        "p50_ms": round(at(0.50), 2),
        "p90_ms": round(at(0.90), 2),
        "p99_ms": round(at(0.99), 2),
        "max_ms": round(ordered[-1] * 1000, 2),
        "mean_ms": round(statistics.fmean(ordered) * 1000, 2),
    }


# -- the seats ------------------------------------------------------------------------------------


class Seat:
    """A player: listens to its stream, and moves (after ``think`` seconds) when it may."""

    def __init__(
        self, host: str, port: int, token: str, think: float, stop: float, stats: dict[str, Any]
    ) -> None:
        self.host, self.port, self.token = host, port, token
        self.think, self.stop, self.stats = think, stop, stats
        self.post = Connection(host, port)
        self.acted = -1
        self.news = asyncio.Event()
        self.latest: dict[str, Any] | None = None
        self.over = False

    async def run(self, delay: float) -> None:
        listening = asyncio.ensure_future(
            events(self.host, self.port, f"/api/seat/{self.token}/events", self.heard)
        )
        await asyncio.sleep(delay)
        try:
            while not self.over and time.monotonic() < self.stop:
                view = self.latest
                if view is None or not view["moves"] or view["state_version"] <= self.acted:
                    self.news.clear()
                    try:
                        await asyncio.wait_for(
                            self.news.wait(), max(0.01, self.stop - time.monotonic())
                        )
                    except TimeoutError:
                        return
                    continue
                if self.think:
                    await asyncio.sleep(self.think)
                    if time.monotonic() >= self.stop:
                        return
                await self.move(view)
        finally:
            listening.cancel()
            self.post.close()

    async def heard(self, kind: str, data: Any) -> bool:
        if kind == "update":
            view = data["view"]
            if self.latest is None or view["state_version"] > self.latest["state_version"]:
                self.latest = view
            self.over = self.over or data["status"]["over"]
            if self.over:
                self.stats["finished"].add(data["status"]["id"])
            self.news.set()
        return not self.over

    async def move(self, view: dict[str, Any]) -> None:
        moves = view["moves"]
        # Drawing ends a game of TEN soonest (the game ends when the pile is empty).
        chosen = next((m for m in moves if m["type"] == "draw"), None) or moves[0]
        document = {
            "format": "tablegames", "version": 1, "game": GAME, "kind": "move",
            "data": chosen, "state_version": view["state_version"],
        }  # fmt: skip
        self.acted = view["state_version"]
        started = time.perf_counter()
        status, answer = await self.post.request("POST", f"/api/seat/{self.token}/move", document)
        self.stats["latency"].append(time.perf_counter() - started)
        self.stats["sent_at"].append(started)
        self.stats["statuses"][status] = self.stats["statuses"].get(status, 0) + 1
        if status == 200 and answer["state_version"] > (self.latest or {}).get("state_version", -1):
            self.latest = answer


async def play(
    tables: int,
    think: float,
    duration: float,
    folder: Path,
    samples: Path | None = None,
    database: str | None = None,
    processes: int = 1,
) -> dict[str, Any]:
    with servers(folder, database, processes) as running:
        host, port = running[0][1], running[0][2]
        started = time.monotonic()
        tokens = await create_tables(host, port, tables)
        created = time.monotonic() - started
        stats: dict[str, Any] = {"latency": [], "sent_at": [], "statuses": {}, "finished": set()}
        stop = time.monotonic() + duration
        # With several processes, the two seats of a table are served by different ones: each
        # move is made on one process and reaches the other seat through the database's
        # notifications (PostgreSQL's LISTEN/NOTIFY).
        seats = [
            Seat(*running[(table + seat) % processes][1:], token, think, stop, stats)
            for table, pair in enumerate(tokens)
            for seat, token in enumerate(pair.values())
        ]
        rng = random.Random(0)
        # People arrive over the first think time rather than all in the same instant.
        delays = [rng.uniform(0, think) for _ in seats]
        began = time.monotonic()
        server_cpu = sum(cpu_seconds(server.pid) for server, _, _ in running)
        client_cpu, database_cpu = cpu_seconds(), postgresql_cpu(database)
        await asyncio.gather(*(seat.run(delay) for seat, delay in zip(seats, delays, strict=True)))
        elapsed = time.monotonic() - began
        server_cpu = sum(cpu_seconds(server.pid) for server, _, _ in running) - server_cpu
        client_cpu = cpu_seconds() - client_cpu
        database_cpu = postgresql_cpu(database) - database_cpu
        moves = max(1, len(stats["latency"]))
        if samples is not None:  # when each move was sent (s from the start), and its latency
            origin = min(stats["sent_at"], default=0.0)
            lines = [
                f"{sent - origin:.4f},{latency:.4f}"
                for sent, latency in zip(stats["sent_at"], stats["latency"], strict=True)
            ]
            samples.write_text("sent_s,latency_s\n" + "\n".join(lines) + "\n")
        measured = [await server_timings(host, port) for _, host, port in running]
        return {
            "tables": tables,
            "think_s": think,
            "processes": processes,
            "database": "postgresql" if database else "sqlite",
            "created_in_s": round(created, 2),
            "moves": len(stats["latency"]),
            "moves_per_s": round(len(stats["latency"]) / elapsed, 1),
            "statuses": stats["statuses"],
            "finished": len(stats["finished"]),
            "elapsed_s": round(elapsed, 1),
            **percentiles(stats["latency"]),
            # The servers' (all processes), the database's (PostgreSQL started here) and the
            # client's CPU time while the seats played, and per move.
            "server_cpu_s": round(server_cpu, 1),
            "server_cpu_ms_per_move": round(server_cpu / moves * 1000, 2),
            "database_cpu_ms_per_move": round(database_cpu / moves * 1000, 2),
            "client_cpu_s": round(client_cpu, 1),
            "client_cpu_ms_per_move": round(client_cpu / moves * 1000, 2),
            "server_measured": measured[0] if processes == 1 else measured,
        }


async def open_pages(
    browser: Any, urls: list[str], ready: str | None, skip: int
) -> tuple[list[float], float, float, list[str]]:
    """Open each of ``urls`` in a browser context of its own (as many people's browsers would),
    all at once; wait for the selector ``ready`` (or the load event). Return each page's
    seconds to ready (infinite: never), the wall time of the whole, the browser's CPU, and why
    the pages never ready were not."""
    contexts = [await browser.new_context() for _ in urls]
    pages = [await context.new_page() for context in contexts]

    async def open_one(page: Any, url: str) -> float:
        began = time.perf_counter()
        try:
            await page.goto(url, timeout=60_000)
            if ready is not None:
                await page.wait_for_selector(ready, timeout=60_000)
        except Exception as error:  # counted as never ready, with what the page showed
            try:
                shown = await page.evaluate("document.body && document.body.dataset.state")
            except Exception:
                shown = None
            failures.append(f"{type(error).__name__} (page state: {shown})")
            return float("inf")
        return time.perf_counter() - began

    failures: list[str] = []
    browser_cpu = descendants_cpu(os.getpid(), skip)
    began = time.perf_counter()
    times = await asyncio.gather(*(open_one(p, u) for p, u in zip(pages, urls, strict=True)))
    wall = time.perf_counter() - began
    browser_cpu = descendants_cpu(os.getpid(), skip) - browser_cpu
    for context in contexts:
        await context.close()
    return list(times), wall, browser_cpu, failures


def page_figures(
    times: list[float], wall: float, browser_cpu: float, failures: list[str]
) -> dict[str, Any]:
    ready = [seconds for seconds in times if seconds != float("inf")]
    return {
        "not_ready": {reason: failures.count(reason) for reason in sorted(set(failures))},
        "pages": len(times),
        "ready": len(ready),
        "ready_within_2s": sum(1 for seconds in ready if seconds <= 2.0),
        "all_done_s": round(wall, 3),
        "slowest_ready_s": round(max(ready), 3) if ready else None,
        "median_s": round(statistics.median(times), 3),
        # The browser's processes' CPU time (their sum over the cores) while the pages opened.
        "browser_cpu_s": round(browser_cpu, 2),
    }


async def browsers(count: int, folder: Path) -> dict[str, Any]:
    from playwright.async_api import async_playwright

    server, host, port = start_server(folder)
    try:
        tokens = await create_tables(host, port, (count + 1) // 2)
        urls = [f"http://{host}:{port}/play/{t}" for pair in tokens for t in pair.values()]
        urls = urls[:count]
        async with async_playwright() as driver:
            browser = await driver.chromium.launch(
                executable_path=os.environ.get("TABLEGAMES_CHROMIUM", "/usr/bin/chromium"),
                args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
            )
            # The control: as many browsers opening the smallest page the server has (static
            # HTML, no script), all at once. It is what the browsers themselves cost on this
            # machine, whatever the page: a floor under the seat pages' figures.
            control = await open_pages(
                browser, [f"http://{host}:{port}/static/unknown.html"] * count, None, server.pid
            )
            server_cpu = cpu_seconds(server.pid)
            seats = await open_pages(
                browser, urls, "body[data-state=ready], body[data-state=waiting]", server.pid
            )
            server_cpu = cpu_seconds(server.pid) - server_cpu
            measured = await server_timings(host, port)
            await browser.close()
        return {
            **page_figures(*seats),
            "server_cpu_s": round(server_cpu, 2),
            "server_measured": measured,
            "control": page_figures(*control),
        }
    finally:
        server.terminate()
        server.wait(60)


def run_loop(work: Awaitable[dict[str, Any]]) -> dict[str, Any]:
    """Run the client on uvloop where it is installed (``pip install uvloop``): the client
    shares the machine with the server it measures, and costs it less CPU there."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(work)  # type: ignore[arg-type]
    return uvloop.run(work)  # type: ignore[arg-type]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    # No choices= here: argparse (3.11) checks the empty list of a bare run against them and
    # refuses it, so the names are checked below.
    parser.add_argument("scenarios", nargs="*", help="think, rush, browsers (default: all)")
    parser.add_argument("--tables", type=int, help="tables (default 1000 think, 500 rush)")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of think play")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds for rush play")
    parser.add_argument("--pages", type=int, default=50, help="browser pages")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--samples", type=Path, help="write every move's latency to FOLDER")
    parser.add_argument(
        "--database", help="a postgresql:// URL for the servers (default: a new SQLite file)"
    )
    parser.add_argument(
        "--postgresql",
        action="store_true",
        help="start a PostgreSQL of its own for the run (Debian's postgresql package)",
    )
    parser.add_argument(
        "--processes", type=int, default=1, help="server processes (more than 1: PostgreSQL)"
    )
    args = parser.parse_args(argv)
    scenarios = args.scenarios or list(SCENARIOS)
    unknown = sorted(set(scenarios) - set(SCENARIOS))
    if unknown:
        parser.error(f"unknown scenario {', '.join(unknown)}: choose {', '.join(SCENARIOS)}")
    if args.processes > 1 and not (args.postgresql or args.database):
        parser.error("several server processes share one PostgreSQL: add --postgresql")
    # Stopped from outside (``timeout``, a CI runner): leave by SystemExit, so that the server
    # processes and a PostgreSQL started for the run are stopped and their folders removed.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    raise_file_limit()
    results: dict[str, Any] = {"load_average_before": os.getloadavg()}

    def samples(scenario: str) -> Path | None:
        if args.samples is None:
            return None
        args.samples.mkdir(parents=True, exist_ok=True)
        return Path(args.samples) / f"{scenario}.csv"

    with contextlib.ExitStack() as stack:
        folder = stack.enter_context(tempfile.TemporaryDirectory())
        database = args.database
        if args.postgresql:
            database = stack.enter_context(throwaway_postgresql())
        for scenario in scenarios:
            place = Path(folder) / scenario
            place.mkdir()
            if scenario == "think":
                run = play(
                    args.tables or 1000, 5.0, args.duration, place, samples("think"),
                    database, args.processes,
                )  # fmt: skip
            elif scenario == "rush":
                run = play(
                    args.tables or 500, 0.0, args.timeout, place, samples("rush"),
                    database, args.processes,
                )  # fmt: skip
            else:
                run = browsers(args.pages, place)
            results[scenario] = run_loop(run)
            results[scenario]["load_average_after"] = os.getloadavg()
            if not args.json:
                print(scenario, json.dumps(results[scenario]), flush=True)
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
