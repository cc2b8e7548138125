"""The tests' own PostgreSQL: a port taken between choosing it and PostgreSQL binding it (by
another test's connection) moves the cluster to another port rather than failing a test."""

from __future__ import annotations

import socket

import psycopg
import pytest

from tests.server import conftest

pytestmark = pytest.mark.postgresql


def test_a_cluster_whose_port_is_taken_before_it_starts_starts_on_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        chosen = iter([port])  # the first port chosen is the taken one
        real = conftest.free_port
        monkeypatch.setattr(conftest, "free_port", lambda: next(chosen, None) or real())
        with conftest.postgres_cluster() as cluster:
            assert f":{port}/" not in cluster.url
            with psycopg.connect(cluster.url, connect_timeout=10) as connection:
                assert connection.execute("select 1").fetchone() == (1,)
