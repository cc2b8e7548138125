"""The card catalogue: rules §2 (the cards) and §2.5 (hands)."""

from __future__ import annotations

from collections import Counter

import pytest

from tablegames.saboteur import ACTIONS, GOLD_CARDS, HAND_SIZE, ROLE_CARDS, TUNNELS, Card
from tablegames.saboteur.cards import (
    CARD_TEXT,
    DRAW_DECK,
    GOAL_CARDS,
    GOLD_DECK,
    LAYOUT_CARDS,
    PATHS,
    ActionKind,
    parse_card,
)


def test_forty_tunnel_cards_thirty_one_connected_and_nine_dead_ends() -> None:
    """Rules §2.4: the tunnel table, with ruling S-24's straight split (N-S 4, E-W 3)."""
    assert sum(spec.count for spec in TUNNELS) == 40
    assert sum(spec.count for spec in TUNNELS if spec.connected) == 31
    dead = [spec for spec in TUNNELS if not spec.connected]
    assert len(dead) == 9
    assert all(spec.count == 1 for spec in dead)
    counts = {spec.card: spec.count for spec in TUNNELS}
    assert counts[Card.TUNNEL_NS] == 4
    assert counts[Card.TUNNEL_EW] == 3
    assert counts[Card.TUNNEL_NE] == 5
    assert counts[Card.TUNNEL_NW] == 4
    assert counts[Card.TUNNEL_NES] == counts[Card.TUNNEL_NEW] == counts[Card.TUNNEL_NESW] == 5


def test_start_and_goals() -> None:
    """Rules §2.4: start and gold are connected crosses; the coal cards are curves N-E, N-W."""
    assert PATHS[Card.START].openings == PATHS[Card.GOLD].openings == "NESW"
    assert PATHS[Card.COAL_NE].openings == "NE"
    assert PATHS[Card.COAL_NW].openings == "NW"
    assert all(PATHS[card].connected for card in GOAL_CARDS)
    assert sorted(GOAL_CARDS) == [Card.GOLD, Card.COAL_NE, Card.COAL_NW]


def test_twenty_seven_action_cards() -> None:
    """Rules §2.3: 9 broken tools, 9 repairs (3 double), 3 rockfalls, 6 maps."""
    kinds = Counter()
    for spec in ACTIONS:
        kinds[spec.kind] += spec.count
    assert kinds == {
        ActionKind.BREAK: 9,
        ActionKind.REPAIR: 9,
        ActionKind.ROCKFALL: 3,
        ActionKind.MAP: 6,
    }
    doubles = [spec for spec in ACTIONS if len(spec.tools) == 2]
    assert len(doubles) == 3
    assert all(spec.count == 1 for spec in doubles)
    assert len(DRAW_DECK) == 67


def test_gold_and_roles() -> None:
    """Rules §2.1, §2.2: 28 gold cards worth 44 nuggets; one role card more than players."""
    assert len(GOLD_DECK) == 28
    assert sum(GOLD_DECK) == 44
    assert GOLD_CARDS == {1: 16, 2: 8, 3: 4}
    for players, roles in ROLE_CARDS.items():
        assert roles.miners + roles.saboteurs == players + 1
    assert max(r.miners for r in ROLE_CARDS.values()) == 7
    assert max(r.saboteurs for r in ROLE_CARDS.values()) == 4
    path_cards = sum(spec.count for spec in TUNNELS) + len(LAYOUT_CARDS)  # start and goals too
    action_cards = sum(spec.count for spec in ACTIONS)
    role_cards = max(r.miners for r in ROLE_CARDS.values()) + max(
        r.saboteurs for r in ROLE_CARDS.values()
    )
    assert (path_cards, action_cards) == (44, 27)
    assert path_cards + action_cards + len(GOLD_DECK) + role_cards == 110  # the whole box
    assert dict(HAND_SIZE) == {3: 6, 4: 6, 5: 6, 6: 5, 7: 5, 8: 4, 9: 4, 10: 4}


def test_every_card_has_a_readable_unique_text() -> None:
    """The JSON card form: ``"tunnel NE"``, ``"dead end NES"``, ``"repair pickaxe/cart"``."""
    assert len(set(CARD_TEXT.values())) == len(Card)
    for card in Card:
        assert parse_card(str(card)) is card
    assert str(Card.DEAD_END_NES) == "dead end NES"
    assert str(Card.REPAIR_LANTERN_CART) == "repair lantern/cart"
    assert str(Card.BROKEN_CART) == "broken cart"
    assert str(Card.COAL_NW) == "coal NW"
    with pytest.raises(ValueError, match="unknown card 'tunnel SN'"):
        parse_card("tunnel SN")
