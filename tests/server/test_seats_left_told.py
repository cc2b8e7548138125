"""Who left a seat, in every status (docs/guides/server.rst, "Leaving a seat"): a page opened
after a player left names them as a page open at the time did, and after a restart too, on
SQLite and PostgreSQL: storage keeps the name of a seat left while nobody holds it since."""

from __future__ import annotations

from pathlib import Path

from tests.server.harness import served

#: A TEN game of two seats, taken by Ann (seat 0) and Bo (seat 1).
_ANN_AND_BO = {
    "game": "ten",
    "seats": ["human", "human"],
    "take": [0, 1],
    "seed": 4,
    "names": {"0": "Ann", "1": "Bo"},
}


def test_the_status_names_who_left_a_free_seat_until_it_is_taken(database: str) -> None:
    """Ann leaves seat 0: every later status (hers gone, Bo's, a spectator's) says seat 0 was
    left by Ann, after a restart too; once Cy takes it, left no more, and after Cy leaves and
    another restart, left by Cy. The status said only that the seat was free, so a page opened
    later could not say who left; and a restart forgot the name."""
    made = _ANN_AND_BO
    with served(database) as (_, client):
        created = client.post("/api/games", json=made)
        assert created.status_code == 201, created.text
        game_id, tokens = created.json()["id"], created.json()["tokens"]
        assert client.get(f"/api/seat/{tokens['1']}").json()["left"] == [None, None]
        assert client.post(f"/api/seat/{tokens['0']}/leave").status_code == 204
        status = client.get(f"/api/seat/{tokens['1']}").json()
        assert status["left"] == [{"reason": "left", "name": "Ann"}, None]
        assert status["names"] == [None, "Bo"]  # the seat's name is a holder's, and it has none
        watched = client.get(f"/api/games/{game_id}").json()
        assert watched["left"] == status["left"]
    with served(database) as (_, client):
        status = client.get(f"/api/seat/{tokens['1']}").json()
        assert status["left"] == [{"reason": "left", "name": "Ann"}, None]
        assert client.get(f"/api/games/{game_id}").json()["left"] == status["left"]
        taken = client.post(f"/api/games/{game_id}/seats/0", json={"name": "Cy"})
        assert taken.status_code == 201, taken.text
        status = client.get(f"/api/seat/{tokens['1']}").json()
        assert status["left"] == [None, None]
        assert status["names"] == ["Cy", "Bo"]
        left = client.post(f"/api/seat/{taken.json()['token']}/leave", json={"to": "bot"})
        assert left.status_code == 204, left.text
    with served(database) as (_, client):
        status = client.get(f"/api/seat/{tokens['1']}").json()
        assert status["left"] == [{"reason": "bot", "name": "Cy"}, None]


def test_a_seat_taken_since_it_was_left_is_told_without_the_leavers_name(database: str) -> None:
    """Ann leaves seat 0, Cy takes it and the owner revokes Cy: after a restart the seat
    does not name Ann, who left before Cy held it (storage forgets the name once the seat is
    taken)."""
    made = _ANN_AND_BO
    with served(database) as (_, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        assert client.post(f"/api/seat/{tokens['0']}/leave").status_code == 204
        taken = client.post(f"/api/games/{game_id}/seats/0", json={"name": "Cy"})
        assert taken.status_code == 201, taken.text
        owner = {"Authorization": f"Bearer {created['owner_token']}"}
        assert client.delete(f"/api/games/{game_id}/seats/0", headers=owner).status_code == 204
    with served(database) as (_, client):
        status = client.get(f"/api/seat/{tokens['1']}").json()
        assert status["left"][0] is None or status["left"][0]["name"] is None


def test_a_seat_handed_to_the_bot_names_who_left_it(tmp_path: Path) -> None:
    """A seat handed to the bot ({"to": "bot"}) is told left with reason "bot" and the name."""
    made = _ANN_AND_BO
    with served(tmp_path / "games.sqlite3") as (_, client):
        tokens = client.post("/api/games", json=made).json()["tokens"]
        left = client.post(f"/api/seat/{tokens['0']}/leave", json={"to": "bot"})
        assert left.status_code == 204, left.text
        status = client.get(f"/api/seat/{tokens['1']}").json()
        assert status["seats"] == ["bot", "human"]
        assert status["left"] == [{"reason": "bot", "name": "Ann"}, None]


def test_revoking_a_free_seat_keeps_who_left_it(database: str) -> None:
    """Ann leaves seat 0 and the owner then revokes the seat nobody holds: the status still
    names Ann, after a restart too. The revocation cleared the stored name, so a restart
    forgot who left while the page open before it still said Ann."""
    made = _ANN_AND_BO
    with served(database) as (_, client):
        created = client.post("/api/games", json=made).json()
        game_id, tokens = created["id"], created["tokens"]
        assert client.post(f"/api/seat/{tokens['0']}/leave").status_code == 204
        owner = {"Authorization": f"Bearer {created['owner_token']}"}
        assert client.delete(f"/api/games/{game_id}/seats/0", headers=owner).status_code == 204
        told = [{"reason": "left", "name": "Ann"}, None]
        assert client.get(f"/api/seat/{tokens['1']}").json()["left"] == told
    with served(database) as (_, client):
        assert client.get(f"/api/seat/{tokens['1']}").json()["left"] == told
        assert client.get(f"/api/games/{game_id}").json()["left"] == told
