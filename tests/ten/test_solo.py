"""The PROVISIONAL solo variant "Beat Jen" (rules §4, T-A29, T-A36)."""

from __future__ import annotations

import json

import pytest

import tablegames
from tablegames import ConfigError, ten
from tablegames.ten import (
    Bid,
    Draw,
    JenBid,
    JenPolicy,
    PassBid,
    PayToken,
    Phase,
    TakeNumbers,
    TenOptions,
    WildToJen,
)
from tablegames.ten.words import WORDS
from tests.ten.table import card, cards, happened, offered, play, table


def test_solo_is_one_seat_with_the_two_player_deck_and_jen() -> None:
    """§4, T-A36: one seat, 89 cards, and Jen (not a seat) with 5 tokens."""
    state = ten.new_game(players=1, seed=4)
    assert state.players == 1
    assert len(state.collections) == 1
    assert len(state.draw_pile) == 89
    assert state.jen_tokens == 5
    assert ten.current_player(state) == 0
    assert ten.new_game(players=2, seed=4).jen_tokens is None


def test_jen_bids_first_with_all_her_tokens() -> None:
    """§4: Jen sits to your left, so she bids first; default policy: all her tokens."""
    state, events = happened(table(1, draw=["wild 3"], jen_tokens=4), Draw(0))
    assert JenBid(4) in events
    assert state.auction is not None
    assert state.auction.high_bid == 4
    assert state.to_act == 0
    assert offered(state)[:2] == (PassBid(0), Bid(0, 5))


def test_jen_wins_a_wild_you_do_not_outbid_and_it_leaves_the_game() -> None:
    """§4: Jen pays her bid; the wilds she wins are removed from the game."""
    state, events = happened(table(1, draw=["wild 3", "red 1"], jen_tokens=4), Draw(0), PassBid(0))
    assert WildToJen(card("wild 3"), 4) in events
    assert state.jen_tokens == 0
    assert state.discard[-1] == card("wild 3")
    assert state.phase is Phase.DRAW
    assert offered(state) == (Draw(0),)


def test_outbidding_jen_wins_the_wild() -> None:
    state = play(table(1, draw=["wild 3"], jen_tokens=2), Draw(0), Bid(0, 3))
    state = play(state, PayToken(0), PayToken(0), PayToken(0))
    assert state.collections[0] == cards("wild 3")
    assert state.jen_tokens == 2
    assert state.tokens == (2,)


def test_jen_without_tokens_passes() -> None:
    state, events = happened(table(1, draw=["wild 3"], jen_tokens=0), Draw(0))
    assert JenBid(0) in events
    assert offered(state)[1] == Bid(0, 1)


def test_jen_gains_currency_as_another_player_would() -> None:
    """§4: when you take the numbers (or bust on numbers) Jen gains the currency, capped."""
    state = play(table(1, draw=["currency 3", "red 1"], jen_tokens=8), Draw(0), Draw(0))
    state = play(state, TakeNumbers(0))
    assert state.jen_tokens == 10
    assert state.tokens == (5,)
    state = play(table(1, draw=["currency 2", "red 9", "blue 4"], jen_tokens=5), *[Draw(0)] * 3)
    assert state.jen_tokens == 7
    assert state.bust_tokens == (1,)


@pytest.mark.parametrize("policy", list(JenPolicy))
def test_the_jen_policy_is_an_option(policy: JenPolicy) -> None:
    """T-A29: Jen's bidding is a documented deterministic policy, chosen by an option."""
    options = TenOptions(jen_policy=policy)
    state = play(table(1, draw=["wild 3"], jen_tokens=5, options=options), Draw(0))
    expected = 5 if policy is JenPolicy.ALL_TOKENS else 0
    assert state.auction is not None
    assert state.auction.jen_bid == expected


#: What a game of several players says of a Jen policy it cannot use.
SOLO_ONLY = "jen_policy is for the one-player game only"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_jen_policy_at_a_table_of_several_players_is_refused(players: int) -> None:
    """T-A29: Jen exists only in the solo game; her policy elsewhere would silently mean
    nothing. The default is always there, so only another value is refused."""
    with pytest.raises(ConfigError, match=rf"^{SOLO_ONLY} .* never at a {players}-player table"):
        tablegames.new_game("ten", players=players, options=TenOptions(jen_policy=JenPolicy.NEVER))
    with pytest.raises(ConfigError, match=SOLO_ONLY):
        tablegames.new_game("ten", players=players, options={"jen_policy": "never"})
    default = TenOptions(jen_policy=JenPolicy.ALL_TOKENS)
    assert tablegames.new_game("ten", players=players, options=default).jen_tokens is None
    solo = tablegames.new_game("ten", players=1, options=TenOptions(jen_policy=JenPolicy.NEVER))
    assert solo.options.jen_policy is JenPolicy.NEVER


def test_documents_with_a_jen_policy_a_new_game_refuses_still_read() -> None:
    """A new game refuses a jen_policy at a table with no Jen, but documents written when it
    was allowed (tablegames 0.1.0 wrote them, and stored them in servers' databases) read and
    replay as the game played: the policy never did anything there."""
    state = tablegames.new_game("ten", players=3, seed=1)
    for _ in range(40):
        seat = tablegames.current_player(state)
        state = tablegames.apply(state, tablegames.legal_moves(state, seat)[-1])
    for obj in (state, tablegames.view(state, 0), tablegames.record(state)):
        doc = json.loads(tablegames.to_json(obj))
        doc["data"]["options"]["jen_policy"] = "never"
        assert tablegames.from_dict(doc).options.jen_policy is JenPolicy.NEVER
    record = tablegames.from_dict(doc)
    again = tablegames.replay(record)
    assert again.history == state.history
    assert again.collections == state.collections
    assert tablegames.from_game_text(tablegames.to_game_text(record)) == record
    doc["data"]["players"] = 1  # the same options at a solo table are a game (other moves)
    with pytest.raises(tablegames.IllegalMoveError):
        tablegames.replay(tablegames.from_dict(doc))


@pytest.mark.openspiel
def test_openspiel_refuses_a_jen_policy_at_several_players() -> None:
    """OpenSpiel's games are set up by ``new_game``, so they refuse it alike."""
    pytest.importorskip("pyspiel")
    import tablegames.openspiel as tos

    with pytest.raises(ConfigError, match=SOLO_ONLY):
        tos.load("ten", {"players": 3, "jen_policy": "never"})
    assert tos.load("ten", {"players": 1, "jen_policy": "never"}).num_players() == 1


def test_the_solo_player_always_wins_its_game() -> None:
    """§4: the result is your final score; there is no other seat to beat."""
    state = ten.new_game(players=1, seed=2)
    while not ten.is_over(state):
        state = ten.apply(state, offered(state)[-1])
    assert ten.winners(state) == (0,)
    assert len(ten.scores(state)) == 1


def test_the_end_of_a_solo_game_gives_the_score_not_a_win() -> None:
    """§4 (T-A29): the solo result is the final score; there is no one to beat, so the words
    and the final table say the score, never "you won" (winners() still names the seat)."""
    state = ten.new_game(players=1, seed=2)
    while not ten.is_over(state):
        state = ten.apply(state, offered(state)[-1])
    (points,) = ten.scores(state)
    ended = [event for event in state.events if isinstance(event, ten.GameEnded)][-1]
    said = WORDS.text(ended, 0)
    assert said == f"The game is over: your score is {points} point{'s' * (points != 1)}."
    assert WORDS.text(ended, None).startswith("The game is over: seat 1's score is ")
    picture = ten.render(ten.view(state, 0))
    assert "won" not in picture
    assert "Winner" not in picture
    assert f"Game over. Your score: {points} point" in picture


def test_the_solo_opening_names_both_ways_jen_gains_tokens() -> None:
    """§4 ("Beat Jen"): Jen gains currency as another player would, when the seat takes the
    numbers and when it busts on numbers; the line that introduces her says both."""
    state = ten.new_game(players=1, seed=3)
    started = state.events[0]
    assert isinstance(started, ten.GameStarted)
    said = WORDS.text(started, 0)
    assert "Jen" in said
    assert "take the numbers" in said
    assert "bust on them" in said
