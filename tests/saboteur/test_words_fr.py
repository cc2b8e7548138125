"""Saboteur in French (:mod:`tablegames.saboteur.words_fr`): a whole catalogue, whose verbs
agree with "vous" where the reader is a sentence's subject, and whose possessives read as
French puts them ("Votre main", "la pioche du joueur 3")."""

from __future__ import annotations

import random
import re

import pytest

import tablegames
from tablegames.core.words import in_full, told
from tablegames.saboteur.cards import Card, Role, Tool
from tablegames.saboteur.events import (
    CardDrawn,
    GameEnded,
    GoalRevealed,
    GoalSeen,
    GoldDrawn,
    GoldReceived,
    HandDealt,
    PathPlaced,
    RoundEnded,
    Team,
    ToolBroken,
    ToolRepaired,
    TurnSkipped,
)
from tablegames.saboteur.moves import BreakTool, RepairTool
from tablegames.saboteur.words import ENGLISH, WORDS
from tablegames.saboteur.words_fr import FRENCH, MESSAGES

#: Words that would betray an English message left in a French text (the card codes of a hand,
#: ``map`` and ``rock`` among them, are the notation's, in every language).
ENGLISH_WORDS = re.compile(
    r"\b(the|you|your|seats?|and|of|at|with|placed|broke|repaired|drew|discarded|looked|"
    r"cleared|reached|took|got|round|nuggets?|miners?|won|wins|share|own|their|down|turned|"
    r"showed|cards?|pickaxe|lantern|cart|rockfall|dead|end|start|coal|over|nobody|there|was|"
    r"draw|pile|top|play|chooses?|hand|gold|aside|role)\b",
    re.IGNORECASE,
)
#: A verb of the third person after "vous" ("Vous a posé", "vous est"): the words said the other
#: seats' sentence to the reader.
THIRD_PERSON_AFTER_VOUS = re.compile(
    r"\bvous (a|est|était|avait|marque|gagne|joue|reçoit|pioche|pose)\b|\bvous n'(a|est|avait)\b",
    re.IGNORECASE,
)
#: A preposition left before an article it contracts with ("de le joueur 2", "à les joueurs").
UNCONTRACTED = re.compile(r"\b(de|à) (le|les)\b", re.IGNORECASE)


def _check_sentence(text: str) -> None:
    assert text[:1].isupper(), text
    assert "{" not in text, text
    assert not ENGLISH_WORDS.search(text), text
    assert not THIRD_PERSON_AFTER_VOUS.search(text), text
    assert not UNCONTRACTED.search(text), text


def test_the_french_catalogue_has_every_message_with_the_same_fields() -> None:
    assert FRENCH.catalogue.missing(WORDS.catalogue) == []
    assert set(ENGLISH) <= set(MESSAGES)
    # What reads the same in both: signs and fields alone, and the words French shares.
    assert FRENCH.catalogue.untranslated(WORDS.catalogue) == [
        "list.separator",
        "point.one",
        "point.other",
        "event.public",
        "card.tunnel",
        "card.repair.tools",
        "group.card",
        "table.seat",
        "table.role.saboteur",
        "svg.badge.saboteur",
    ]


def test_every_you_form_is_a_form_of_an_english_message() -> None:
    """A ``.you`` form whose id is misspelt is never said: each is the form of an English id."""
    forms = [key for key in MESSAGES if key.endswith(".you")]
    assert len(forms) > 25
    assert [key for key in forms if key.removesuffix(".you") not in ENGLISH] == []


@pytest.mark.parametrize(
    ("seed", "players", "options"),
    [
        (1, 3, {}),
        (2, 4, {"open_draw_pile": True}),
        (3, 5, {"gold_distribution": "official"}),
        (4, 6, {"break_own_tools": False, "gold_pass_direction": "right"}),
        (5, 7, {"open_draw_pile": True, "next_round_starter": "left_of_last_player"}),
        (6, 8, {"gold_distribution": "official", "open_draw_pile": True}),
        (7, 9, {}),
        (8, 10, {"gold_distribution": "official"}),
    ],
)
def test_every_label_event_and_result_of_random_games_in_french(
    seed: int, players: int, options: dict[str, object]
) -> None:
    """Every legal move's label and menu heading, every event's text for every seat and a
    spectator (with the hands told by their codes and in full), and the result, of whole games
    in French: non-empty, labels unique per position, no English left, no third person after
    "vous"."""
    state = tablegames.new_game("saboteur", players=players, seed=seed, options=options)
    chooser = random.Random(seed)
    while not tablegames.is_over(state):
        for seat in range(players):
            moves = tablegames.legal_moves(state, seat)
            labels = [FRENCH.label(move) for move in moves]
            assert len(set(labels)) == len(labels)
            for move, label in zip(moves, labels, strict=True):
                assert label[:1].isupper(), move
                assert not ENGLISH_WORDS.search(label), label
                assert not UNCONTRACTED.search(label), label
                assert not ENGLISH_WORDS.search(FRENCH.group(move)), move
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
    kinds = set()
    for viewer in [*range(players), None]:
        for event in tablegames.recall(state, viewer):
            kinds.add(type(event).__name__)
            for words in (FRENCH, in_full(FRENCH)):
                text = words.text(event, viewer)
                _check_sentence(text)
                assert text != WORDS.text(event, viewer)
            if isinstance(event, HandDealt):
                # In full, the hand names every card: "la carte" once per card.
                assert in_full(FRENCH).text(event, viewer).count("la carte ") == len(event.cards)
        # Told whole (a record, the server's replay): a seat's secrets as a spectator reads them.
        for text in told(in_full(FRENCH), tablegames.recall(state, viewer), None, reveal=True):
            _check_sentence(text)
        for line in FRENCH.result(tablegames.view(state, viewer), viewer).splitlines():
            _check_sentence(line)
    assert {"PathPlaced", "ToolBroken", "RoundEnded", "GameEnded", "HandDealt"} <= kinds
    result = FRENCH.result(state, 0)
    assert result.startswith("Total des pépites\u00a0: ")
    assert re.search(r"\n(Vous gagnez|Le joueur \d+ gagne|Égalité à \d+ pépites? entre) ", result)


def test_a_sentence_about_the_reader_has_its_verb_in_the_second_person() -> None:
    placed = PathPlaced(0, Card.TUNNEL_NE, 1, 0, rotated=True)
    assert FRENCH.text(placed, 0) == "Vous avez posé la carte tunnel NE à l'envers sur la case 1,0."
    assert FRENCH.text(placed, 1) == (
        "Le joueur 1 a posé la carte tunnel NE à l'envers sur la case 1,0."
    )
    gold = GoalRevealed(2, 8, 0, Card.GOLD, False)
    assert FRENCH.text(gold, 2) == (
        "Vous avez atteint la carte arrivée de la case 8,0\u00a0: c'est l'OR\u00a0!"
    )
    assert FRENCH.text(gold, None) == (
        "Le joueur 3 a atteint la carte arrivée de la case 8,0\u00a0: c'est l'OR\u00a0!"
    )
    assert FRENCH.text(TurnSkipped(1), 1) == "Vous n'avez plus de carte\u00a0: votre tour passe."
    assert FRENCH.text(TurnSkipped(1), 0) == "Le joueur 2 n'a plus de carte\u00a0: son tour passe."
    assert FRENCH.text(GoldReceived(0, (2, 1)), 0) == (
        "Vous avez reçu des cartes Or (2 + 1 = 3 pépites)."
    )
    assert FRENCH.text(GoldReceived(0, ()), 0).startswith("Vous n'avez reçu aucune carte Or")


def test_a_sentence_does_not_open_with_a_digit() -> None:
    """French spells a number that opens a sentence, or recasts it: the gold cards drawn for
    the miners are "Tirage face cachée de 3 cartes Or", not "3 cartes Or ont été tirées"."""
    assert FRENCH.text(GoldDrawn(3), None) == (
        "Tirage face cachée de 3 cartes Or, au choix des chercheurs d'or."
    )
    assert FRENCH.text(GoldDrawn(1), 0) == (
        "Tirage face cachée de 1 carte Or, au choix des chercheurs d'or."
    )


def test_a_card_taken_from_the_open_draw_pile_was_on_top_of_it() -> None:
    """Under ``open_draw_pile`` the card drawn was seen on top of the pile, as the English
    says "from the face-up draw pile"; "a pioché ..., face visible sur le talon" said it
    lay face up on the pile after."""
    drawn = CardDrawn(0, Card.TUNNEL_NE)
    assert FRENCH.text(drawn, 1) == (
        "Le joueur 1 a pris la carte tunnel NE, visible sur le dessus du talon."
    )
    assert (
        FRENCH.text(drawn, 0)
        == "Vous avez pris la carte tunnel NE, visible sur le dessus du talon."
    )
    assert WORDS.text(drawn, 1) == "Seat 1 drew the tunnel NE from the face-up draw pile."


def test_a_tool_is_the_subjects_own_the_readers_or_another_seats() -> None:
    """Rules §5: a broken tool is played in front of any seat, the player's own included; each
    owner reads in its own French word order ("votre propre pioche", "sa propre pioche",
    "votre pioche", "la pioche du joueur 3"), with the article and possessive of each tool's
    gender: the cart is "le chariot", "son propre chariot" (it was the feminine "berline", a
    saloon car to most readers, so that one "la {tool}" fitted every tool)."""
    own = ToolBroken(0, 0, Tool.PICKAXE)
    assert FRENCH.text(own, 0) == "Vous avez cassé votre propre pioche."
    assert FRENCH.text(own, 1) == "Le joueur 1 a cassé sa propre pioche."
    other = ToolBroken(0, 2, Tool.LANTERN)
    assert FRENCH.text(other, 0) == "Vous avez cassé la lanterne du joueur 3."
    assert FRENCH.text(other, 1) == "Le joueur 1 a cassé la lanterne du joueur 3."
    assert FRENCH.text(other, 2) == (
        "Le joueur 1 a cassé votre lanterne\u00a0: vous ne pouvez plus poser de carte chemin "
        "jusqu'à sa réparation."
    )
    repaired = ToolRepaired(1, Card.REPAIR_PICKAXE_CART, 0, Tool.CART)
    assert FRENCH.text(repaired, 0) == "Le joueur 2 a réparé votre chariot."
    assert FRENCH.text(repaired, 1) == "Vous avez réparé le chariot du joueur 1."
    assert FRENCH.text(repaired, None) == "Le joueur 2 a réparé le chariot du joueur 1."
    mine = ToolRepaired(1, Card.REPAIR_CART, 1, Tool.CART)
    assert FRENCH.text(mine, 1) == "Vous avez réparé votre propre chariot."
    assert FRENCH.text(mine, 2) == "Le joueur 2 a réparé son propre chariot."
    cart = ToolBroken(2, 0, Tool.CART)
    assert FRENCH.text(cart, 0) == (
        "Le joueur 3 a cassé votre chariot\u00a0: vous ne pouvez plus poser de carte chemin "
        "jusqu'à sa réparation."
    )
    assert FRENCH.text(cart, 2) == "Vous avez cassé le chariot du joueur 1."
    assert FRENCH.text(ToolBroken(2, 2, Tool.CART), 0) == "Le joueur 3 a cassé son propre chariot."
    assert FRENCH.card(Card.BROKEN_CART) == "la carte sabotage chariot"
    assert FRENCH.card(Card.REPAIR_LANTERN_CART) == "la carte réparation lanterne/chariot"
    # The labels, the mover's: its own tool, or another seat's.
    assert FRENCH.label(BreakTool(0, 0, Tool.PICKAXE)) == "Casser votre propre pioche"
    assert FRENCH.label(BreakTool(0, 0, Tool.CART)) == "Casser votre propre chariot"
    assert FRENCH.label(BreakTool(0, 3, Tool.CART)) == "Casser le chariot du joueur 4"
    repair = RepairTool(0, Card.REPAIR_CART, 0, Tool.CART)
    assert FRENCH.label(repair) == "Réparer votre chariot avec la carte réparation chariot"
    repair = RepairTool(0, Card.REPAIR_PICKAXE_CART, 2, Tool.CART)
    assert FRENCH.label(repair) == (
        "Réparer le chariot du joueur 3 avec la carte réparation pioche/chariot"
    )
    repair = RepairTool(0, Card.REPAIR_PICKAXE_LANTERN, 0, Tool.LANTERN)
    assert FRENCH.label(repair) == (
        "Réparer votre lanterne avec la carte réparation pioche/lanterne"
    )
    repair = RepairTool(0, Card.REPAIR_PICKAXE, 1, Tool.PICKAXE)
    assert FRENCH.label(repair) == "Réparer la pioche du joueur 2 avec la carte réparation pioche"
    # The English words are what they were.
    assert WORDS.text(own, 0) == "You broke your own pickaxe."
    assert WORDS.text(own, 1) == "Seat 1 broke their own pickaxe."
    assert WORDS.text(other, 0) == "You broke seat 3's lantern."
    assert WORDS.text(repaired, 0) == "Seat 2 repaired your cart."
    assert WORDS.label(BreakTool(0, 0, Tool.PICKAXE)) == "Break your own pickaxe"
    assert WORDS.label(BreakTool(0, 3, Tool.CART)) == "Break seat 4's cart"
    assert WORDS.label(RepairTool(0, Card.REPAIR_CART, 0, Tool.CART)) == (
        "Repair your cart with the repair cart"
    )
    assert WORDS.text(mine, 1) == "You repaired your own cart."
    assert WORDS.text(mine, 2) == "Seat 2 repaired their own cart."
    assert WORDS.text(cart, 0) == (
        "Seat 3 broke your cart: you cannot place path cards until it is repaired."
    )


def test_the_legend_names_the_cart_as_its_code_does() -> None:
    """The legend explains bC: "le chariot", the cart's French name, whose C the code keeps."""
    assert "bP bL bC sabotent la pioche, la lanterne, le chariot\u00a0;" in FRENCH.legend()


def test_the_readers_hand_and_map_are_votre() -> None:
    hand = HandDealt(0, (Card.TUNNEL_NE, Card.MAP))
    assert FRENCH.text(hand, 0) == "Votre main\u00a0: NE, map."
    assert FRENCH.text(hand, None) == "Main du joueur 1\u00a0: NE, map."
    assert in_full(FRENCH).text(hand, 0) == "Votre main\u00a0: la carte tunnel NE et la carte plan."
    seen = GoalSeen(1, 8, -2, Card.COAL_NE)
    assert FRENCH.text(seen, 1) == "Votre plan a montré du charbon sur la case 8,-2."
    assert FRENCH.text(seen, None) == "Le plan du joueur 2 a montré du charbon sur la case 8,-2."


def test_the_finder_of_the_gold_and_the_winners() -> None:
    """Rules §7: the finder is the subject of its clause; the saboteurs revealed are "le camp
    des saboteurs", which fits one seat as well as several (not the plural "Saboteurs : le
    joueur 2"); a shared win (§7.4), whose subject is several seats, the reader among them or
    not, is said without a verb that would agree."""
    ended = RoundEnded(0, Team.MINERS, (Role.MINER, Role.SABOTEUR, Role.MINER), Role.MINER, 2, 0)
    assert FRENCH.text(ended, 2) == (
        "Fin de la manche 1\u00a0: les chercheurs d'or ont gagné (vous avez atteint l'or). "
        "Dans le camp des saboteurs\u00a0: le joueur 2. "
        "La carte rôle mise de côté\u00a0: un chercheur d'or."
    )
    assert FRENCH.text(ended, 1).startswith(
        "Fin de la manche 1\u00a0: les chercheurs d'or ont gagné (le joueur 3 a atteint l'or). "
        "Dans le camp des saboteurs\u00a0: vous."
    )
    tie = GameEnded((5, 5, 1), (0, 1))
    assert FRENCH.text(tie, 0) == (
        "La partie est terminée. "
        "Pépites\u00a0: 5 pour vous, 5 pour le joueur 2, 1 pour le joueur 3. "
        "Victoire partagée entre vous et le joueur 2."
    )
    assert FRENCH.text(tie, 2).endswith("Victoire partagée entre les joueurs 1 et 2.")
    won = GameEnded((5, 3, 1), (0,))
    assert FRENCH.text(won, 0).endswith(" Vous avez gagné.")
    assert FRENCH.text(won, 1).endswith(" Le joueur 1 a gagné.")


def test_a_seat_called_by_its_players_name_reads_with_de_or_d() -> None:
    """A server calls seats by their players' names: "la pioche de Bo", "d'Anne", and the
    hand of a seat told whole."""
    from tablegames.server.names import named_words

    named = named_words(FRENCH, ["Anne", "Bo", None])
    assert named.text(ToolBroken(1, 0, Tool.PICKAXE), 2) == "Bo a cassé la pioche d'Anne."
    assert named.text(ToolBroken(0, 1, Tool.PICKAXE), 2) == "Anne a cassé la pioche de Bo."
    assert named.text(ToolBroken(2, 1, Tool.PICKAXE), 2) == "Vous avez cassé la pioche de Bo."
    state = tablegames.new_game("saboteur", players=3, seed=5)
    lines = told(named, tablegames.view(state, 1).events, None, reveal=True)
    assert "Main de Bo\u00a0: " in "\n".join(lines)


def test_the_pass_heading_leaves_the_menu_its_colon() -> None:
    """The menu says a heading then its count after a colon ("… : 6 choix"): the heading of a
    discard has none of its own, which read "Passer : défausser une carte face cachée : 6
    choix"."""
    state = tablegames.new_game("saboteur", players=3, seed=3)
    seat = tablegames.current_player(state)
    discards = [
        move for move in tablegames.legal_moves(state, seat) if type(move).__name__ == "Discard"
    ]
    assert discards
    heading = FRENCH.group(discards[0])
    assert heading == "Passer (défausser une carte face cachée)"
    assert ":" not in heading
