"""The web example (examples/web/server.py): it embeds the server, sets up one game and prints
one address per human seat. The server's own HTTP API is tested in tests/server/."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import httpx

from tests.web.harness import WEB


def test_the_script_prints_one_url_per_human_seat_and_serves_them() -> None:
    """``python examples/web/server.py GAME --humans ... --port 0``, as the docs run it: seats
    numbered from 1, as on the command line."""
    command = [sys.executable, str(WEB / "server.py"), "aluette", "--humans", "1", "3"]
    command += ["--port", "0", "--option", "game_end=first_to_5"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    )
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline() for _ in range(4)]
        urls = {int(line.split()[1][:-1]): line.split()[2] for line in lines if "/play/" in line}
        assert sorted(urls) == [1, 3]
        assert len({url.rsplit("/", 1)[1] for url in urls.values()}) == 2
        for seat, url in urls.items():
            token = url.rsplit("/", 1)[1]
            base = url.split("/play/")[0]
            document = httpx.get(f"{base}/api/seat/{token}/view", timeout=10).json()
            assert document["data"]["player"] == seat - 1  # the JSON counts from 0
            assert document["data"]["options"]["game_end"] == "first_to_5"
            assert httpx.get(url, timeout=10).status_code == 200
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=30)
        assert process.stdout is not None
        process.stdout.close()


def test_the_script_refuses_a_bad_setup() -> None:
    for seat in ("5", "0"):  # a 4-player game's seats are 1 to 4
        command = [sys.executable, str(WEB / "server.py"), "aluette", "--humans", seat]
        command += ["--port", "0"]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2
        assert f"no seat {seat} " in done.stderr
