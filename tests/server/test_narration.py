"""The server's narration (docs/guides/server.rst, "Players' names"): a status's ``narration``
and ``result`` call a seat by its player's name, while the view's own event texts, the same
whatever the names, number the seats."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import tablegames
from tablegames.core.protocol import client_words
from tablegames.server.names import named_words
from tests.server.harness import running


def _named(text: str, names: dict[int, str]) -> str:
    """``text`` with each named seat's number replaced by its name, as a person would."""
    for seat, name in names.items():
        text = text.replace(f"Seat {seat + 1}", name).replace(f"seat {seat + 1}", name)
    return text


def test_named_words_call_a_named_seat_by_its_name_and_the_viewer_you() -> None:
    """TEN §5.1 (the first player, then clockwise): each turn is announced with whose it
    is; a named seat is called by its name, the viewer's own seat is "you" even when named, a
    seat without a name keeps its number."""
    state = tablegames.new_game("ten", players=3, seed=1)
    words = client_words(tablegames.GAMES["ten"])
    named = named_words(words, ["Ann", None, "Cy"])
    say = named.catalogue
    assert (say.seat(0, 1), say.seat(0, 0), say.seat(1, 0)) == ("Ann", "you", "seat 2")
    assert (say.whose(2, 0), say.whose(2, 2)) == ("Cy's", "your")
    assert say.seats([0, 2], viewer=1) == "Ann and Cy"
    assert say.seats([0, 1], viewer=1) == "you and Ann"
    assert say.seats([1, 2], viewer=0) == "seat 2 and Cy"
    assert named_words(words, [None, None, None]).catalogue.seats([1, 2]) == "seats 2 and 3"
    for event in tablegames.view(state, 1).events:
        assert named.text(event, 1) == _named(words.text(event, 1), {0: "Ann", 2: "Cy"})


def test_the_result_calls_the_winners_by_their_names() -> None:
    """TEN §6 (scoring and tie-breakers): the result names the winners, by their names."""
    state = tablegames.new_game("ten", players=2, seed=4)
    chooser = random.Random(4)
    while not tablegames.is_over(state):
        seat = tablegames.current_player(state)
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state, seat)))
    words = client_words(tablegames.GAMES["ten"])
    named = named_words(words, ["Ann", "Bo"])
    result = named.result(tablegames.view(state, None), None)
    plain = words.result(tablegames.view(state, None), None).replace("Seats 1 and 2", "Ann and Bo")
    assert result == _named(plain, {0: "Ann", 1: "Bo"})
    assert "Ann" in result
    assert "Bo" in result


def test_a_right_to_left_name_is_isolated_in_every_sentence() -> None:
    """A score after an Arabic name joined its right-to-left run and was drawn on its other
    side ("…, 1 محمد point"): the narration and the result put such a name between U+2068
    and U+2069, and leave a left-to-right name as it is."""
    state = tablegames.new_game("ten", players=2, seed=4)
    chooser = random.Random(4)
    while not tablegames.is_over(state):
        seat = tablegames.current_player(state)
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state, seat)))
    arabic = "محمد عبد"
    named = named_words(client_words(tablegames.GAMES["ten"]), ["Ann", arabic])
    result = named.result(tablegames.view(state, None), None)
    assert f"\u2068{arabic}\u2069" in result
    assert result.count(arabic) == result.count(f"\u2068{arabic}\u2069")
    assert "\u2068Ann" not in result
    started, turn = tablegames.view(tablegames.new_game("ten", players=2, seed=1), 0).events[:2]
    assert started.first_player == 1
    again = named_words(client_words(tablegames.GAMES["ten"]), ["Bo", arabic])
    # The name starts the sentence, isolated and as written.
    assert again.text(started, 0).endswith(f". \u2068{arabic}\u2069 starts.")
    assert again.text(turn, 0) == f"Turn 1: \u2068{arabic}\u2069's turn."


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    with (
        running(tmp_path / "games.sqlite3") as server,
        httpx.Client(base_url=server.url(), timeout=10) as made,
    ):
        yield made


def test_a_status_narrates_with_the_names_and_the_view_does_not(client: httpx.Client) -> None:
    """Each seat's and the spectators' status has the texts of its view's events with the
    players' names; the view's own texts number the seats; a game without names has no
    narration (null)."""
    made = {
        "game": "ten",
        "seats": ["human", "human", "bot"],
        "take": [0, 1],
        "seed": 3,
    }
    created = client.post("/api/games", json={**made, "names": {"0": "Ann", "1": "Bo"}})
    assert created.status_code == 201, created.text
    game_id, tokens = created.json()["id"], created.json()["tokens"]
    named = {0: "Ann", 1: "Bo"}
    watchers = [(f"/api/seat/{tokens['0']}", 0), (f"/api/seat/{tokens['1']}", 1)]
    watchers.append((f"/api/games/{game_id}", None))
    for address, seat in watchers:
        status = client.get(address).json()
        view = client.get(f"{address}/view").json()
        texts = [event["text"] for event in view["data"]["events"]]
        others = {other: name for other, name in named.items() if other != seat}
        assert status["narration"] == [_named(text, others) for text in texts]
        assert not any("Ann" in text or "Bo" in text for text in texts)
    # The spectators read whose turn it is by a name (that of the seat to start).
    assert status["narration"] != texts
    twin = client.post("/api/games", json=made).json()
    assert twin["status"]["narration"] is None
    assert client.get(f"/api/seat/{twin['tokens']['0']}").json()["narration"] is None


@pytest.mark.parametrize("game", ["aluette", "saboteur", "ten"])
def test_a_name_starting_a_sentence_is_shown_as_written(game: str) -> None:
    """A name shows the same everywhere (docs/guides/server.rst, "Players' names"): a sentence
    that starts with "ann" or "de Vries" keeps the name's small letter, while the other
    sentences still start with a capital ("Seat 3 ...", "You ..."); a player called "you"
    does not make the viewer's own sentences start with a small letter."""
    players = 4 if game == "aluette" else 3
    names = ["ann", "de Vries", None, "you"][:players]
    if players == 3:
        names[2] = "you"
    words = client_words(tablegames.GAMES[game])
    named = named_words(words, names)
    state = tablegames.new_game(game, players=players, seed=7)
    chooser = random.Random(7)
    starts: dict[str, int] = {}
    seen: set[tuple[object, int | None]] = set()
    while not tablegames.is_over(state):
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
        for viewer in (1, 2, None):
            for event in tablegames.view(state, viewer).events[-4:]:
                if (event, viewer) in seen or named.is_redundant(event, viewer):
                    continue
                seen.add((event, viewer))
                plain, text = words.text(event, viewer), named.text(event, viewer)
                for seat, name in ((0, "ann"), (1, "de Vries")):
                    if seat != viewer and plain.startswith(f"Seat {seat + 1} "):
                        assert text.startswith(f"{name} "), (plain, text)
                        starts[name] = starts.get(name, 0) + 1
                if plain.startswith(("You ", "Your ")):
                    assert text[:1] == "Y", (plain, text)
                if not text.startswith(("ann", "de Vries")):
                    assert text[:1] == text[:1].upper(), text
    for viewer in (1, 2, None):
        result = named.result(tablegames.view(state, viewer), viewer)
        assert "Ann" not in result
        assert "De Vries" not in result
    assert starts.get("ann", 0) > 0
    assert starts.get("de Vries", 0) > 0


@pytest.mark.parametrize("game", ["aluette", "saboteur", "ten"])
@pytest.mark.parametrize("name", ["seat", "seat 3", "seats", "the", "your mum"])
def test_a_name_that_reads_as_the_catalogues_words_does_not_start_a_sentence_small(
    game: str, name: str
) -> None:
    """docs/guides/server.rst, "Players' names": a name whose first word starts a message of
    the catalogue (a player called "seat", "the") cannot be told from the catalogue's words at
    the start of a sentence, so every sentence starts with a capital there. It left "seat 3
    drew ..." about an unnamed seat, and TEN's "the orange 3 joined ...", in small letters."""
    players = 4 if game == "aluette" else 3
    names = [name, *[None] * (players - 1)]
    named = named_words(client_words(tablegames.GAMES[game]), names)
    state = tablegames.new_game(game, players=players, seed=7)
    chooser = random.Random(7)
    texts: set[str] = set()
    while not tablegames.is_over(state):
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
        for viewer in (0, 1, None):
            events = tablegames.view(state, viewer).events[-4:]
            texts.update(named.text(event, viewer) for event in events)
    for viewer in (0, 1, None):
        texts.update(named.result(tablegames.view(state, viewer), viewer).split("\n"))
    small = sorted(text for text in texts if text[:1] != text[:1].upper())
    assert not small, small[:3]
    assert any(text.lower().startswith(name.split()[0]) for text in texts)  # it was tried
