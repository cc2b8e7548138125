"""Crazy Eights in French (le huit américain): the whole catalogue of
:mod:`tablegames_crazyeights.words`, translated, and its ``.you`` forms.

This file is the whole translation: the message ids of
:data:`tablegames_crazyeights.words.ENGLISH`, the French plural rule, and :data:`FRENCH`, the
words made from them, which the game declares as its ``fr`` translation. A French verb agrees
with "vous", so a sentence whose subject is the reader has its own form, ``<id>.you``
(``played.you``: "Vous avez joué ..."), which the words say in its place. The dealer is said
as the deal's owner ("la donne est à vous", "la donne est au joueur 2"), so that one word
order fits the reader and another seat.

French typography puts a no-break space (U+00A0, written ``\\u00a0`` here) before ``:``,
``;``, ``?`` and ``!``: every message here does, those of the words every game shares
included, so that the events, the labels, the table and the picture agree with the command
line and the web page.

>>> from tablegames_crazyeights import CardPlayed, parse_card
>>> from tablegames_crazyeights.words_fr import FRENCH
>>> played = CardPlayed(0, parse_card("queen of spades"), parse_card("queen of spades").suit, 4)
>>> print(FRENCH.text(played, 0))
Vous avez joué la dame de pique\u00a0; il vous reste 4 cartes.
>>> print(FRENCH.text(played, 1))
Le joueur 1 a joué la dame de pique\u00a0; il lui reste 4 cartes.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tablegames.core.words import FRENCH as SHARED
from tablegames.core.words import Catalogue, french_plural

from tablegames_crazyeights.words import WORDS

__all__ = ["CATALOGUE", "FRENCH", "MESSAGES"]

#: Every message of Crazy Eights in French, by the ids of the English catalogue, and the
#: ``.you`` forms of the sentences whose subject is the reader.
MESSAGES: Mapping[str, str] = MappingProxyType(
    {
        **SHARED,  # the words every game shares
        # Crazy Eights says "whose" of the dealer only, as the deal's owner: "la donne est à
        # vous", "... au joueur 2", "... à Élodie" (a possessive, "votre donne", "la donne du
        # joueur 2", would need two word orders for one message).
        "seat.your": "à vous",
        "seat.whose": "au joueur {number}",
        "seat.named.whose": "à {name}",
        "seat.named.whose.vowel": "à {name}",
        # ... which the title of a seat's picture says too (tablegames.core.svg.table_title):
        # "vue réservée au joueur 2", where the shared words say "vue du joueur 2"
        "picture.seat": "{game}, {status} (vue réservée {whose})",
        # cards
        "card": "{rank} de {suit}",
        "rank.ace": "l'as",
        "rank.2": "le 2",
        "rank.3": "le 3",
        "rank.4": "le 4",
        "rank.5": "le 5",
        "rank.6": "le 6",
        "rank.7": "le 7",
        "rank.8": "le 8",
        "rank.9": "le 9",
        "rank.10": "le 10",
        "rank.jack": "le valet",
        "rank.queen": "la dame",
        "rank.king": "le roi",
        "suit.clubs": "trèfle",
        "suit.diamonds": "carreau",
        "suit.hearts": "cœur",
        "suit.spades": "pique",
        # move labels
        "label.play": "Jouer {card}",
        "label.eight": "Jouer {card} et annoncer {suit}",
        "label.draw": "Piocher une carte",
        "label.pass": "Passer",
        # menu headings
        "group.play": "Jouer une carte",
        "group.eight": "Jouer un huit et annoncer une couleur",
        "group.other": "Piocher ou passer",
        # events
        "round": (
            "Manche {round}, la donne est {whose}. {Card} ouvre la défausse\u00a0; "
            "{who} joue en premier."
        ),
        "round.you": (
            "Manche {round}, la donne est {whose}. {Card} ouvre la défausse\u00a0; "
            "vous jouez en premier."
        ),
        "round.buried": "On a d'abord retourné {cards}, remis dans la pioche.",
        "dealt": "{Who} a reçu {cards}.",
        "dealt.you": "Vous avez reçu {cards}.",
        "played": "{Who} a joué {card}\u00a0; il lui reste {left}.",
        "played.eight": "{Who} a joué {card} et annoncé {suit}\u00a0; il lui reste {left}.",
        "played.out": "{Who} a joué {card} et est sorti.",
        "played.eight.out": "{Who} a joué {card}, annoncé {suit} et est sorti.",
        "drew": "{Who} a pioché une carte\u00a0; il reste {stock} dans la pioche.",
        "drew.card": "{Who} a pioché {card}.",
        "rebuilt": (
            "La défausse, sauf sa carte du dessus, a été mélangée en une nouvelle pioche de "
            "{cards} (mélange n° {reshuffles})."
        ),
        "passed": "{Who} a passé son tour.",
        "passed.stuck": "{Who} a passé son tour, sans pouvoir jouer ni piocher.",
        "round.out": "Fin de la manche {round}\u00a0: {who} est sorti et marque {points}.",
        "round.blocked": (
            "La manche {round} est bloquée\u00a0: {who} avait la main la plus faible et marque "
            "{points}."
        ),
        # a shared win is said without a verb that would agree with its seats ("vous et le
        # joueur 2" takes the second person plural, "les joueurs 1 et 2" the third)
        "round.blocked.shared": (
            "La manche {round} est bloquée\u00a0; les mains les plus faibles, à égalité\u00a0: "
            "{who}, {points} chacun."
        ),
        "round.hand": "{who}\u00a0: {hand}",
        "round.hand.separator": "\u00a0; ",
        "round.hands": "Mains\u00a0: {hands}.",
        "round.empty": "aucune carte",
        "round.totals": "Totaux\u00a0: {totals}.",
        "over.winner": "La partie est terminée\u00a0: {who} a gagné.",
        "over.winners": "La partie est terminée\u00a0: victoire partagée entre {who}.",
        # the reader as the subject: "vous" takes its own verb
        "played.you": "Vous avez joué {card}\u00a0; il vous reste {left}.",
        "played.eight.you": "Vous avez joué {card} et annoncé {suit}\u00a0; il vous reste {left}.",
        "played.out.you": "Vous avez joué {card} et êtes sorti.",
        "played.eight.out.you": "Vous avez joué {card}, annoncé {suit} et êtes sorti.",
        "drew.you": "Vous avez pioché une carte\u00a0; il reste {stock} dans la pioche.",
        "drew.card.you": "Vous avez pioché {card}.",
        "passed.you": "Vous avez passé votre tour.",
        "passed.stuck.you": "Vous avez passé votre tour, sans pouvoir jouer ni piocher.",
        "round.out.you": "Fin de la manche {round}\u00a0: vous êtes sorti et marquez {points}.",
        "round.blocked.you": (
            "La manche {round} est bloquée\u00a0: vous aviez la main la plus faible et marquez "
            "{points}."
        ),
        "over.winner.you": "La partie est terminée\u00a0: vous avez gagné.",
        # the table in a few lines (the terminal's table, the picture's description)
        "table.title": (
            "Crazy Eights, {players}, {game}\u00a0; manche {round}, {dealer} donne, {status}."
        ),
        "table.single": "une seule manche",
        "table.target": "en {target} points",
        "table.turn": "{who} joue",
        "table.turn.you": "à vous de jouer",
        "table.drew": "{status} (pioche ce tour-ci\u00a0: {cards})",
        "table.over": "la partie est terminée\u00a0: {winners}",
        "table.won": "{who} a gagné",
        "table.shared": "victoire partagée entre les joueurs {numbers}",
        "table.piles": (
            "Défausse\u00a0: {top} ({cards})\u00a0; couleur\u00a0: {suit}.  Pioche\u00a0: {stock}."
        ),
        "table.seat": "joueur {number}\u00a0: {hand}",
        "table.seat.you": "joueur {number} (vous)\u00a0: {hand}",
        "table.empty": "plus aucune carte",
        "table.totals": "Totaux\u00a0: {totals}",
        # the picture: short, to keep to the places the English is drawn in
        "svg.turn": "Manche {round}\u00a0: {who} joue",
        "svg.turn.you": "Manche {round}\u00a0: à vous de jouer",
        "svg.over": "Manche {round}\u00a0: partie finie, {who} a gagné",
        "svg.over.you": "Manche {round}\u00a0: partie finie, vous avez gagné",
        "svg.over.shared": "Manche {round}\u00a0: partie finie, {who} ex æquo",
        "svg.single": "Une seule manche",
        "svg.target": "Partie en {target} points",
        "svg.stock": "Pioche",
        "svg.discard": "Défausse",
        "svg.follow": "Couleur",
        "svg.draw": "Piocher",
        "svg.pass": "Passer",
        "svg.last_move": "{tag}\u00a0: {who} a joué {card}",
        "svg.last_move.you": "{tag}\u00a0: vous avez joué {card}",
        "svg.log": "À l'instant",
        "svg.log.empty": "Rien encore.",
        "svg.log.round": "Manche {round} donnée par {who}\u00a0; {card} ouvre la défausse.",
        "svg.log.played": "{Who} a joué {card}.",
        "svg.log.played.you": "Vous avez joué {card}.",
        "svg.log.played.eight": "{Who} a joué {card} et annoncé {suit}.",
        "svg.log.played.eight.you": "Vous avez joué {card} et annoncé {suit}.",
        "svg.log.drew": "{Who} a pioché une carte.",
        "svg.log.drew.you": "Vous avez pioché une carte.",
        "svg.log.drew.card": "{Who} a pioché {card}.",
        "svg.log.drew.card.you": "Vous avez pioché {card}.",
        "svg.log.passed": "{Who} a passé son tour.",
        "svg.log.passed.you": "Vous avez passé votre tour.",
        "svg.log.passed.stuck": "{Who} a passé son tour (bloqué).",
        "svg.log.passed.stuck.you": "Vous avez passé votre tour (bloqué).",
        "svg.log.rebuilt": "La pioche a été refaite\u00a0: {cards}.",
        "svg.log.ended": "Fin de la manche {round} ({points}).",
        "svg.log.points": "{who} {points}",
        "svg.log.over": "Partie finie\u00a0: {who} a gagné.",
        "svg.log.over.you": "Partie finie\u00a0: vous avez gagné.",
        "svg.log.over.shared": "Partie finie\u00a0: {who} ex æquo.",
        "svg.seat": "Joueur {number}",
        "svg.seat.you": "Joueur {number} (vous)",
        "svg.total": "total {total}, {cards}",
        "svg.dealer": "donneur",
        "svg.won": "gagnant",
        "svg.to_play": "à jouer",
        # a card's face: a French deck marks its ace A, its jack V, its queen D, its king R
        "svg.card": "{rank} de {suit}",
        "svg.rank.ace": "A",
        "svg.rank.jack": "V",
        "svg.rank.queen": "D",
        "svg.rank.king": "R",
        "svg.wild": "JOKER",
        # the terminal
        "legend": (
            "Cartes\u00a0: le rang, puis l'initiale anglaise de la couleur\u00a0: 8h le 8 de cœur, "
            "10c, Qs, Ad.\nTapez une carte pour la jouer (Qs), un huit avec la couleur annoncée "
            "(8h s pour pique), draw ou pass."
        ),
        # the rules' refusals, one for each code (Catalogue.refusal): the English names the
        # cards, and these name them too, to the reader who made the move; each ".generic" form
        # is said where a refusal does not give its facts
        "refusal.crazyeights.card.no_match": (
            "{Card} n'est ni de la couleur demandée ({suit}) ni du rang de la carte du dessus de "
            "la défausse, {top}\u00a0: jouez du {suit}, une carte de ce rang ou un huit."
        ),
        "refusal.crazyeights.card.no_match.generic": (
            "Cette carte n'est ni de la couleur demandée ni du rang de la carte du dessus de la "
            "défausse\u00a0: seul un huit se joue sur tout."
        ),
        "refusal.crazyeights.card.not_in_hand": "Vous n'avez pas {card} en main.",
        "refusal.crazyeights.card.not_in_hand.generic": "Vous n'avez pas cette carte en main.",
        "refusal.crazyeights.draw.already_drawn": (
            "Vous avez déjà pioché votre carte ce tour-ci\u00a0: jouez une carte ou passez."
        ),
        "refusal.crazyeights.draw.can_play": (
            "Vous pouvez jouer une carte\u00a0: les options de cette partie ne laissent piocher "
            "que qui ne peut pas jouer."
        ),
        "refusal.crazyeights.draw.empty_stock": (
            "La pioche est vide et ne peut pas être refaite\u00a0: jouez une carte, ou passez si "
            "vous ne pouvez pas."
        ),
        "refusal.crazyeights.pass.can_draw": (
            "Vous ne pouvez pas jouer, mais vous pouvez encore piocher\u00a0: piochez une carte."
        ),
        "refusal.crazyeights.pass.can_play": (
            "Vous pouvez jouer une carte\u00a0: jouez-la (ou piochez) plutôt que de passer."
        ),
    }
)

#: The French catalogue, with the French plural rule (0 and 1 are singular).
CATALOGUE = Catalogue("fr", MESSAGES, plural=french_plural)

#: Crazy Eights' words in French.
FRENCH = WORDS.in_language(CATALOGUE)
