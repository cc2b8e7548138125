"""``tablegames serve --lang`` (docs/guides/server.rst, "Languages"): the server's preferred
language tells the games that speak it in it, in the documents sent to pages and bots and in the
server's narration; the other games keep their own words; a language no game speaks is refused
before the server starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tablegames import ConfigError
from tablegames.core.game import AnyGame, hook
from tablegames.core.registry import register, unregister
from tablegames.core.words import in_full
from tablegames.server.names import named_words
from tablegames.server.run import parser, settings_from
from tablegames.server.settings import Settings
from tests.core.toy import make_toy
from tests.server.harness import finished_game, move_document, running

SOURCE = Path(tablegames.__file__).resolve().parent.parent
ALUETTE = tablegames.GAMES["aluette"]


@pytest.fixture
def english_only() -> Iterator[AnyGame]:
    """A game registered for the test that speaks English alone (every built-in game speaks
    French too): what a French server tells in the game's own words."""
    toy = make_toy("toy_english_only")
    register(toy)
    try:
        yield toy
    finally:
        unregister(toy.name)


def _labels_and_texts(document: dict[str, Any]) -> tuple[list[str], list[str]]:
    return (
        [move["label"] for move in document.get("moves", ())],
        [event["text"] for event in document["data"]["events"]],
    )


def _expected(words: Any, document: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The labels and texts ``words`` give the view and moves ``document`` holds."""
    seen = tablegames.from_dict(document)
    seat = seen.player
    moves = tablegames.legal_moves(seen) if seat is not None else ()
    return (
        [words.label(move) for move in moves],
        ["" if words.is_redundant(e, seat) else words.text(e, seat) for e in seen.events],
    )


def test_the_language_each_game_is_told_in(english_only: AnyGame) -> None:
    from tablegames.server.settings import game_language

    assert game_language(ALUETTE, "fr") == "fr"
    assert game_language(ALUETTE, "FR") == "FR"
    assert game_language(ALUETTE, "en") is None  # its own words
    assert game_language(english_only, "fr") is None  # it does not speak French: its own words
    assert game_language(ALUETTE, None) is None


def test_serve_lang_sends_french_to_aluette_and_english_to_a_game_without_french(
    tmp_path: Path, english_only: AnyGame
) -> None:
    french = in_full(ALUETTE.words_in("fr"))
    with (
        running(tmp_path / "games.sqlite3", language="fr") as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        made = client.post(
            "/api/games",
            json={
                "game": "aluette",
                "seats": ["human"] * 4,
                "take": [0, 1, 2, 3],
                "seed": 5,
                "names": {"1": "Anne", "2": "Bo"},
            },
        )
        assert made.status_code == 201, made.text
        game_id, tokens = made.json()["id"], made.json()["tokens"]
        status = client.get(f"/api/seat/{tokens['0']}").json()
        seat = status["to_act"]
        for address in (f"/api/seat/{tokens[str(seat)]}", f"/api/games/{game_id}"):
            document = client.get(f"{address}/view").json()
            labels, texts = _labels_and_texts(document)
            assert (labels, texts) == _expected(french, document)
            assert labels or address.startswith("/api/games/")  # the seat to act has moves
            assert texts
            assert any(text.startswith("Vous ") or "joueur" in text for text in texts)
            # The server's narration is French too, with the players' names.
            told = client.get(address).json()
            viewer = told["seat"]
            named = named_words(french, [None, "Anne", "Bo", None])
            seen = tablegames.from_dict(document)
            assert told["narration"] == [
                "" if named.is_redundant(e, viewer) else named.text(e, viewer) for e in seen.events
            ]
        other = client.post(
            "/api/games",
            json={"game": english_only.name, "seats": ["human", "human"], "take": [0], "seed": 2},
        )
        assert other.status_code == 201, other.text
        token = other.json()["tokens"]["0"]
        document = client.get(f"/api/seat/{token}/view").json()
        english = in_full(hook(english_only, "words"))
        assert _labels_and_texts(document) == _expected(english, document)
        assert document["data"]["events"]
        assert document["moves"]
        table = server.table(other.json()["id"])
        assert table.language is None
        assert client.get(f"/api/seat/{token}/view").text == tablegames.to_json(
            table.views[0], with_moves=True, with_scores=True, state_version=0
        )


@pytest.mark.parametrize(
    ("language", "told"),
    [
        ("fr", {"aluette": "fr", "toy_english_only": "en"}),
        (None, {"aluette": "en", "toy_english_only": "en"}),
    ],
)
def test_a_status_names_the_language_of_its_tables_words(
    language: str | None, told: dict[str, str], tmp_path: Path, english_only: AnyGame
) -> None:
    """A status says which language its table's words are in (``language``), so that a page
    can mark them as such: the server's where the game speaks it, else the game's own. Every
    status a server sends says it: a seat's and a spectator's, the one a new game's answer and
    a move's answer hold, and the stream's."""
    settings = {} if language is None else {"language": language}
    with (
        running(tmp_path / "games.sqlite3", **settings) as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        for game, tag in told.items():
            players = 4 if game == "aluette" else 2
            made = client.post(
                "/api/games",
                json={"game": game, "seats": ["human"] * players, "take": list(range(players))},
            )
            assert made.status_code == 201, made.text
            game_id, tokens = made.json()["id"], made.json()["tokens"]
            assert made.json()["status"]["language"] == tag
            assert client.get(f"/api/games/{game_id}").json()["language"] == tag
            status = client.get(f"/api/seat/{tokens['0']}").json()
            assert status["language"] == tag
            token = tokens[str(status["to_act"])]
            view = client.get(f"/api/seat/{token}/view").json()
            move = move_document(game, view["moves"][0], view["state_version"])
            answer = client.post(f"/api/seat/{token}/move", json=move)
            assert answer.status_code == 200, answer.text
            assert answer.json()["status"]["language"] == tag
            with client.stream("GET", f"/api/games/{game_id}/events") as events:
                data = next(line for line in events.iter_lines() if line.startswith("data:"))
            assert json.loads(data.removeprefix("data:"))["status"]["language"] == tag


def test_a_finished_aluette_game_is_told_in_french_to_its_end(tmp_path: Path) -> None:
    """The result a status tells and the replay's sentences come in the server's language."""
    french = in_full(ALUETTE.words_in("fr"))
    with (
        running(tmp_path / "games.sqlite3", language="fr") as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        game_id, tokens = finished_game(server, "aluette", 4)
        status = client.get(f"/api/seat/{tokens[0]}").json()
        assert status["over"]
        table = server.table(game_id)
        assert status["result"] == french.result(table.views[0], 0)
        assert status["result"] != in_full(ALUETTE.words).result(table.views[0], 0)
        replay = client.get(f"/api/games/{game_id}/replay", params={"at": 1})
        assert replay.status_code == 200, replay.text
        said = replay.json()["said"]
        assert said
        assert said == tablegames.core.words.told(french, table.steps[1].events, reveal=True)


def test_the_option_gives_the_setting() -> None:
    assert settings_from(parser().parse_args(["--lang", "fr"])).language == "fr"
    assert settings_from(parser().parse_args([])).language is None
    assert Settings(language="en").language == "en"


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("de", "no game speaks 'de': aluette speaks en, fr; "),
        ("fr_FR", "a language tag such as fr or pt-BR, not 'fr_FR'"),
    ],
)
def test_a_language_no_game_speaks_is_refused_at_start_up(
    language: str, message: str, tmp_path: Path
) -> None:
    """Refused before anything starts, with exit status 2, the languages each game speaks
    said; and by the settings of a server embedded in a program."""
    found = subprocess.run(
        [sys.executable, "-m", "tablegames", "serve", "--port", "0", "--lang", language],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(SOURCE)},
        cwd=tmp_path,  # where a server started by mistake would make its database
    )
    assert found.returncode == 2
    assert "serving" not in found.stdout
    told = found.stderr.strip().splitlines()[-1]
    assert told.startswith(f"tablegames: error: argument --lang: {message}")
    with pytest.raises(ConfigError) as refused:
        Settings(language=language)
    assert str(refused.value).startswith(f"Settings.language: {message}")
    with pytest.raises(ConfigError, match="must be None or a language tag such as fr, not 3"):
        Settings(language=3)  # type: ignore[arg-type]
