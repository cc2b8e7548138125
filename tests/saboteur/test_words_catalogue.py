"""Saboteur's words come from its catalogue, card names included (core/words.py: "Every text
a person reads of a game ... comes from one catalogue"): a translator found every label,
event and menu heading naming a card kept its English name, from the card's written form."""

from __future__ import annotations

import random

import tablegames
from tablegames.core.words import Catalogue
from tablegames.saboteur.cards import CARD_TEXT, Card
from tablegames.saboteur.words import WORDS

#: German card names (sides kept as the codes write them).
GERMAN = {
    "card": "die Karte {name}",
    "card.tunnel": "Tunnel {sides}",
    "card.dead_end": "Sackgasse {sides}",
    "card.coal": "Kohle {sides}",
    "card.start": "Start",
    "card.gold": "Gold",
    "card.broken": "kaputte {tool}",
    "card.repair": "Reparatur {tools}",
    "card.repair.tools": "{first}+{second}",
    "card.rockfall": "Steinschlag",
    "card.map": "Karte",
    "tool.pickaxe": "Spitzhacke",
    "tool.lantern": "Lampe",
    "tool.cart": "Lore",
}


def test_in_english_a_card_is_named_as_it_is_written() -> None:
    """The catalogue's names are the cards' written forms, so the English texts (and the
    golden playthroughs) are what they were."""
    assert {card: WORDS.card_name(card) for card in Card} == dict(CARD_TEXT)


def test_a_translation_names_every_card_in_its_words() -> None:
    german = WORDS.in_language(Catalogue("de", {**WORDS.catalogue.messages, **GERMAN}))
    assert german.card_name(Card.REPAIR_PICKAXE_CART) == "Reparatur Spitzhacke+Lore"
    assert german.card_name(Card.BROKEN_LANTERN) == "kaputte Lampe"
    # The names of two words: a single word ("map") may be a message's own, untranslated here.
    english = {text for text in CARD_TEXT.values() if " " in text}
    seen = 0
    for seed in range(6):
        state = tablegames.new_game("saboteur", players=3 + seed, seed=seed)
        chooser = random.Random(seed)
        for _ in range(60):
            if tablegames.is_over(state):
                break
            moves = tablegames.legal_moves(state)
            for move in moves:
                said = (german.label(move), german.group(move))
                assert not [text for text in said for name in english if name in text], said
                seen += 1
            state = tablegames.apply(state, chooser.choice(moves))
            for event in tablegames.view(state, 0).events[-3:]:
                text = german.text(event, 0)
                assert not [name for name in english if name in text], text
    assert seen > 1000
