"""What each seat may see: rules §5, §7 and ruling S-28; the bounded event log."""

from __future__ import annotations

import tablegames
from tablegames import saboteur
from tablegames.core.events import view_events
from tablegames.core.recall import recall
from tablegames.saboteur import Card, Discard, Role, SaboteurOptions
from tablegames.saboteur.events import (
    CardDiscarded,
    CardDrawn,
    GoldReceived,
    HandDealt,
    OwnCardDiscarded,
    OwnCardDrawn,
    RoleDealt,
    RoundEnded,
    RoundStarted,
)
from tests.saboteur.helpers import EW, arrange, play, row


def test_a_seat_sees_its_own_secrets_and_counts_of_the_others() -> None:
    """Ruling S-28: own role and hand; hand sizes, pile sizes; never other hands or roles."""
    state = saboteur.new_game(players=5, seed=2)
    seen = saboteur.view(state, 3)
    assert seen.role is state.roles[3]
    assert seen.hand == state.hands[3]
    assert seen.hand_sizes == (6,) * 5
    assert seen.draw_pile_size == 37
    assert seen.draw_pile_top is None
    assert seen.discard_count == 0
    assert all(goal.card is None and not goal.face_up for goal in seen.goals)
    private = [e for e in seen.events if isinstance(e, (RoleDealt, HandDealt))]
    assert {e.player for e in private} == {3}
    spectator = saboteur.view(state, None)
    assert spectator.role is None
    assert spectator.hand == ()
    assert spectator.gold == ()
    assert not any(isinstance(e, (RoleDealt, HandDealt)) for e in spectator.events)
    assert tablegames.legal_moves(spectator) == ()


def test_legal_moves_from_a_view_equal_those_from_the_state() -> None:
    """API: a client holding only its view lists the same moves."""
    state = arrange(tiles=row(0, 1, 4), hands={0: [EW, Card.ROCKFALL, Card.MAP]})
    for seat in range(4):
        assert tablegames.legal_moves(saboteur.view(state, seat)) == saboteur.legal_moves(
            state, seat
        )
    loaded = tablegames.from_json(tablegames.to_json(saboteur.view(state, 0)))
    assert tablegames.legal_moves(loaded) == saboteur.legal_moves(state, 0)


def test_face_down_discards_are_known_to_the_discarder_only() -> None:
    """Ruling S-28: discards lie face down; the identity is private to the discarder."""
    state = saboteur.new_game(players=4, seed=9)
    card = state.hands[0][2]
    after = play(state, Discard(0, card))
    assert OwnCardDiscarded(0, card) in saboteur.view(after, 0).events
    assert not any(isinstance(e, OwnCardDiscarded) for e in saboteur.view(after, 1).events)
    assert saboteur.view(after, 1).discard_count == 1


def test_the_open_draw_pile_option_shows_its_top_card() -> None:
    """Ruling S-6 (option): a face-up draw pile shows its top card to everyone."""
    options = SaboteurOptions(open_draw_pile=True)
    state = saboteur.new_game(players=4, seed=9, options=options)
    assert saboteur.view(state, None).draw_pile_top is state.draw_pile[0]


def test_a_draw_from_the_open_pile_names_its_card_to_every_seat() -> None:
    """Ruling S-6 (option): everyone saw the card on top of a face-up pile, so every seat's
    record of the draw names it (the recall OpenSpiel's information states are built from),
    and the next card on top shows in every view."""
    options = SaboteurOptions(open_draw_pile=True)
    state = saboteur.new_game(players=4, seed=9, options=options)
    top, following = state.draw_pile[0], state.draw_pile[1]
    after = play(state, Discard(0, state.hands[0][0]))
    for seat in (None, 0, 1, 2, 3):
        seen = saboteur.view(after, seat)
        assert CardDrawn(0, top) in seen.events
        assert seen.draw_pile_top is following
        assert CardDrawn(0, top) in view_events(state, after, seat)
        assert CardDrawn(0, top) in recall(after, seat)


def test_the_words_of_a_draw_from_the_open_pile_name_the_card() -> None:
    """The other seats' and a spectator's log says which card was drawn from a face-up pile;
    the drawer's says so once (its private event); a face-down draw names no card."""
    words = saboteur.GAME.words
    drawn = CardDrawn(0, Card.MAP)
    assert words.text(drawn, 1) == "Seat 1 drew the map from the face-up draw pile."
    assert words.text(drawn, None) == "Seat 1 drew the map from the face-up draw pile."
    assert not words.is_redundant(drawn, 1)
    assert words.is_redundant(drawn, 0)
    assert words.text(OwnCardDrawn(0, Card.MAP), 0) == "You drew the map."
    assert words.text(CardDrawn(0), 1) == "Seat 1 drew a card."


def test_a_draw_from_the_face_down_pile_stays_the_drawers_secret() -> None:
    """Rules §5, ruling S-28: under the standard rules only the drawer learns its card; the
    other seats and a spectator see that a card was drawn, and nothing of which."""
    state = saboteur.new_game(players=4, seed=9)
    top = state.draw_pile[0]
    after = play(state, Discard(0, state.hands[0][0]))
    assert CardDrawn(0, None) in after.events
    for seat in (None, 1, 2, 3):
        drawn = [e for e in saboteur.view(after, seat).events if isinstance(e, CardDrawn)]
        assert drawn == [CardDrawn(0, None)]
        document = tablegames.to_json(saboteur.view(after, seat))
        assert '"card_drawn", "player": 0, "card": null' in document
        assert CardDrawn(0, None) in recall(after, seat)
        assert not any(isinstance(e, CardDrawn) and e.card for e in recall(after, seat))
    assert OwnCardDrawn(0, top) in saboteur.view(after, 0).events


def test_roles_are_revealed_when_the_round_ends() -> None:
    """Rules §6: at the end of a round all role cards are turned over, the set-aside one too."""
    roles = (Role.MINER, Role.SABOTEUR, Role.MINER, Role.MINER)
    state = arrange(hands={0: [EW], 1: [], 2: [], 3: []}, pile=0, roles=roles)
    after = saboteur.apply(state, Discard(0, EW))
    for seat in (None, 0, 2):
        seen = saboteur.view(after, seat)
        assert seen.results[0].roles == roles
        assert seen.results[0].set_aside is state.set_aside
        assert any(isinstance(e, RoundEnded) and e.roles == roles for e in seen.events)


def test_gold_is_private_until_the_game_ends() -> None:
    """Ruling S-28: each seat sees its own gold; totals of all appear only at the end."""
    roles = (Role.MINER, Role.SABOTEUR, Role.MINER, Role.MINER)
    state = arrange(hands={0: [EW], 1: [], 2: [], 3: []}, pile=0, roles=roles)
    after = saboteur.apply(state, Discard(0, EW))
    paid = saboteur.view(after, 1)
    assert sum(paid.gold) == 4
    assert paid.gold_totals is None
    assert any(isinstance(e, GoldReceived) for e in paid.events)
    other = saboteur.view(after, 0)
    assert other.gold == ()
    assert not any(isinstance(e, GoldReceived) for e in other.events)


def test_the_event_log_holds_the_current_round_from_the_move_that_started_it() -> None:
    """The log is bounded: it restarts with the events of the move that started the round."""
    state = arrange(hands={0: [EW], 1: [], 2: [], 3: []}, pile=0)
    assert isinstance(state.events[0], RoundStarted)
    assert state.events[0].round == 0
    after = saboteur.apply(state, Discard(0, EW))
    assert after.events[:2] == (CardDiscarded(0), OwnCardDiscarded(0, EW))
    kinds = [type(e) for e in after.events]
    assert kinds.index(RoundEnded) < kinds.index(RoundStarted)
    assert [e for e in after.events if isinstance(e, RoundStarted)] == [
        RoundStarted(1, after.to_act)
    ]
    assert sum(1 for e in after.events if isinstance(e, HandDealt)) == 4
    later = saboteur.apply(after, Discard(after.to_act, after.hands[after.to_act][0]))  # type: ignore[index, arg-type]
    assert later.events[: len(after.events)] == after.events
    assert saboteur.view(later, 2).events[0] == CardDiscarded(0)
