"""TEN in French: the whole catalogue of :mod:`tablegames.ten.words`, translated.

This file is the whole translation: the message ids of :data:`tablegames.ten.words.ENGLISH`,
each with the same fields, the ``.you`` forms, the French plural rule, and :data:`FRENCH`, the
words made from them. A French verb agrees with "vous", so a sentence whose subject is the
reader has its own form, ``<id>.you`` (``drew.you``: "Vous avez tiré ..."), and so has a
sentence that says the reader's own (``turn.you``: "à vous de jouer", where another seat's
turn is "au tour du joueur 2"); the words say it in its place. A sentence whose subject is
several seats, the reader among them perhaps, is said without a verb that would agree
("victoire partagée entre vous et le joueur 2", "égalité à 12 points entre ...").

The terms, as a French table says them:

=========================  ============================================================
English                    French
=========================  ============================================================
card, deck, draw pile      carte, paquet, pioche (piocher: to draw; tirer: a card drawn)
discard pile               défausse
colours                    rouge, bleu, orange, vert (a card is masculine: le 5 vert)
the red 5                  le 5 rouge
wild, the red wild         joker, le joker rouge
the wild 4                 le joker 4
the # Wildcard             le Joker #
a currency card, currency  une carte monnaie de 2; la monnaie (the tableau's currency)
number cards, the numbers  cartes nombre, les nombres
tableau                    tableau (the row of cards drawn this turn)
market                     marché
collection                 collection (a seat's collected cards: cartes collectées)
black token                jeton noir
bust, BUSTED               dépasser 10, a DÉPASSÉ 10
bust token                 jeton de dépassement
auction, bid, pass         enchères, enchérir (une enchère), passer
buy, pay                   acheter, payer
no change is given         on ne rend pas la monnaie
run (of a colour)          suite
tie, shared win            égalité, victoire partagée
=========================  ============================================================

>>> from tablegames.ten import Buy, CardDrawn, PayToken, parse_card
>>> from tablegames.ten.words_fr import FRENCH
>>> FRENCH.label(Buy(0, parse_card("red 5"))), FRENCH.label(PayToken(0))
('Acheter le 5 rouge pour 5', 'Payer un jeton noir (valeur 1)')
>>> drawn = CardDrawn(0, parse_card("red 7"), 9, 2, 40)
>>> print(FRENCH.text(drawn, 0))
Vous avez tiré le 7 rouge\u00a0: total 9, monnaie 2.
>>> print(FRENCH.text(drawn, 1))
Le joueur 1 a tiré le 7 rouge\u00a0: total 9, monnaie 2.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tablegames.core.words import FRENCH as SHARED
from tablegames.core.words import Catalogue, french_plural
from tablegames.ten.text import picture
from tablegames.ten.words import TenWords

__all__ = ["CATALOGUE", "FRENCH", "MESSAGES"]

#: Every message of TEN in French, by the ids of the English catalogue, and the ``.you`` forms
#: of the sentences whose subject (or possessive) is the reader.
MESSAGES: Mapping[str, str] = MappingProxyType(
    {
        **SHARED,  # the words every game shares
        # TEN
        "bust_token.one": "{n} jeton de dépassement",
        "bust_token.other": "{n} jetons de dépassement",
        "black_token.one": "{n} jeton noir",
        "black_token.other": "{n} jetons noirs",
        # cards (a card is masculine: "le 5 vert", "le joker vert")
        "card.number": "le {number} {colour}",
        "card.colour_wild": "le joker {colour}",
        "card.numbered_wild": "le joker {number}",
        "card.wildcard": "le Joker #",
        "card.currency": "une carte monnaie de {number}",
        "colour.red": "rouge",
        "colour.blue": "bleu",
        "colour.orange": "orange",
        "colour.green": "vert",
        # move labels
        "label.draw": "Piocher une carte",
        "label.numbers": (
            "S'arrêter\u00a0: prendre les nombres (les autres gagnent la monnaie\u00a0; puis vous "
            "pouvez acheter)"
        ),
        "label.currency": (
            "S'arrêter\u00a0: prendre la monnaie en jetons (les nombres vont au marché)"
        ),
        "label.bid": "Enchérir à {amount}",
        "label.pass": "Passer",
        "label.token": "Payer un jeton noir (valeur 1)",
        "label.bust_token": "Payer un jeton de dépassement (valeur 3, on ne rend pas la monnaie)",
        "label.card": "Payer avec {card} de votre collection (valeur 1)",
        "label.buy": "Acheter {card} pour {price}",
        "label.skip": "Ne rien acheter",
        "label.payment": "Payer avec {items}",
        "label.payment.lost": (
            "Payer avec {items} (perte de {lost}\u00a0: on ne rend pas la monnaie)"
        ),
        # menu headings
        "group.draw": "Piocher ou s'arrêter",
        "group.auction": "Enchères",
        "group.pay": "Payer",
        "group.buy": "Acheter une carte du marché",
        # events
        "started": "Le paquet de {size} cartes a été mélangé. {Who} commence.",
        "started.you": "Le paquet de {size} cartes a été mélangé. Vous commencez.",
        "started.solo": (
            "Le paquet de {size} cartes a été mélangé. Variante solo\u00a0: vous jouez contre Jen, "
            "l'adversaire automatique du jeu, qui enchérit toujours en premier et gagne des "
            "jetons quand vous prenez les nombres ou qu'ils vous font dépasser 10\u00a0; battez "
            "votre meilleur score."
        ),
        "turn": "Tour {turn}\u00a0: au tour {whose}.",
        "turn.you": "Tour {turn}\u00a0: à vous de jouer.",
        "turn.final": (
            "Dernière phase d'achat (tour {turn})\u00a0: dernière occasion {whose} d'acheter une "
            "carte."
        ),
        "turn.final.you": (
            "Dernière phase d'achat (tour {turn})\u00a0: votre dernière occasion d'acheter une "
            "carte."
        ),
        "drew": "{who} a tiré {card}\u00a0: total {total}, monnaie {currency}.",
        "drew.you": "Vous avez tiré {card}\u00a0: total {total}, monnaie {currency}.",
        "drew.wild": "{who} a tiré {card}\u00a0: ce joker est mis aux enchères.",
        "drew.wild.you": "Vous avez tiré {card}\u00a0: ce joker est mis aux enchères.",
        "drew.last": "C'était la dernière carte de la pioche.",
        "jen.bid": "Jen a enchéri à {amount}.",
        "jen.passed": "Jen a passé.",
        "bid": "{who} a enchéri à {amount}.",
        "bid.you": "Vous avez enchéri à {amount}.",
        "passed": "{who} a passé.",
        "passed.you": "Vous avez passé.",
        "auction.won": "{who} a remporté les enchères pour {card} à {price}.",
        "auction.won.you": "Vous avez remporté les enchères pour {card} à {price}.",
        "auction.jen": (
            "Jen a remporté {card} pour {price}\u00a0: la carte est retirée de la partie."
        ),
        "unsold.discarded": "Personne n'a enchéri\u00a0: {card} est défaussé.",
        "unsold.taken": "Personne n'a enchéri\u00a0: {who} a pris {card} gratuitement.",
        "unsold.taken.you": "Personne n'a enchéri\u00a0: vous avez pris {card} gratuitement.",
        "numbers": "{who} a pris les nombres\u00a0: {cards}.",
        "numbers.you": "Vous avez pris les nombres\u00a0: {cards}.",
        "numbers.none": "aucune carte nombre",
        "gains": "Jetons gagnés\u00a0: {gains}.",
        "gains.capped": (
            "Jetons gagnés sur la monnaie de {currency}\u00a0: {gains} (personne ne peut avoir "
            "plus de 10 jetons)."
        ),
        "gains.none": (
            "Personne n'a gagné la monnaie de {currency}\u00a0: personne ne peut avoir plus de 10 "
            "jetons."
        ),
        "gain": "+{gain} pour {who}",
        "gain.jen": "+{gain} pour Jen",
        "currency": "{who} a pris la monnaie\u00a0: {tokens}.",
        "currency.you": "Vous avez pris la monnaie\u00a0: {tokens}.",
        "currency.capped": (
            "{who} a pris la monnaie\u00a0: {tokens} sur {currency} (personne ne peut avoir plus "
            "de 10 jetons)."
        ),
        "currency.capped.you": (
            "Vous avez pris la monnaie\u00a0: {tokens} sur {currency} (personne ne peut avoir plus "
            "de 10 jetons)."
        ),
        "to_market": "Au marché\u00a0: {cards}.",
        "busted.numbers": "{who} a DÉPASSÉ 10\u00a0: les nombres ont atteint 11 ou plus.",
        "busted.numbers.you": "Vous avez DÉPASSÉ 10\u00a0: les nombres ont atteint 11 ou plus.",
        "busted.currency": "{who} a DÉPASSÉ 10\u00a0: la monnaie a atteint 11 ou plus.",
        "busted.currency.you": "Vous avez DÉPASSÉ 10\u00a0: la monnaie a atteint 11 ou plus.",
        "busted.token": "{who} a reçu un jeton de dépassement (valeur 3).",
        "busted.token.you": "Vous avez reçu un jeton de dépassement (valeur 3).",
        "busted.no_token": "Il ne restait aucun jeton de dépassement à prendre.",
        "bought": "{who} a acheté {card} pour {price}.",
        "bought.you": "Vous avez acheté {card} pour {price}.",
        "bought.nothing": "{who} n'a rien acheté.",
        "bought.nothing.you": "Vous n'avez rien acheté.",
        "paid": "{who} a payé avec {item}.",
        "paid.you": "Vous avez payé avec {item}.",
        "paid.owed": "{who} a payé avec {item}\u00a0; il reste {remaining} à payer.",
        "paid.owed.you": "Vous avez payé avec {item}\u00a0; il vous reste {remaining} à payer.",
        "paid.lost": (
            "{who} a payé avec {item}\u00a0; perte de {lost}, car on ne rend pas la monnaie."
        ),
        "paid.lost.you": (
            "Vous avez payé avec {item}\u00a0; perte de {lost}, car on ne rend pas la monnaie."
        ),
        "item.token": "un jeton noir",
        "item.bust_token": "un jeton de dépassement (valeur 3)",
        "item.card": "{card}",
        "collected": "{card} a rejoint la collection {whose}.",
        "collected.you": "{card} a rejoint votre collection.",
        "over.winner": "La partie est terminée\u00a0: {who} a gagné.",
        "over.winner.you": "La partie est terminée\u00a0: vous avez gagné.",
        "over.winners": "La partie est terminée\u00a0: victoire partagée entre {who}.",
        "over.solo": "La partie est terminée\u00a0: le score {whose} est de {points}.",
        "over.solo.you": "La partie est terminée\u00a0: votre score est de {points}.",
        # the result
        "result.solo": (
            "Score final\u00a0: {points} (variante solo\u00a0: battez votre meilleur score)."
        ),
        "result.scores": "Scores finaux\u00a0: {scores}.",
        "result.score": "{points} pour {who}",
        "result.wins": "{who} gagne.",
        "result.wins.you": "Vous gagnez.",
        "result.tied": "Égalité à {points} entre {who}.",
        # the tie-breaks (rules §6); several seats are said without a verb that would agree.
        # A seat left behind has its count after it, "le joueur 3 (2)", so that a count does
        # not read as one more seat of a list ("les joueurs 2 et 4 et 3 pour vous").
        "result.against": "{who} ({count})",
        "result.by_tokens": (
            "Égalité départagée au plus grand nombre de jetons noirs\u00a0: {who} gagne avec "
            "{tokens}, contre {others}."
        ),
        "result.by_tokens.you": (
            "Égalité départagée au plus grand nombre de jetons noirs\u00a0: vous gagnez avec "
            "{tokens}, contre {others}."
        ),
        "result.most_tokens": (
            "Égalité départagée au plus grand nombre de jetons noirs\u00a0: en tête, {who} "
            "({tokens}), contre {others}."
        ),
        "result.by_cards": (
            "Égalité aussi aux jetons noirs ({tokens}), donc départage au plus petit nombre de "
            "cartes collectées\u00a0: {who} gagne avec {cards}, contre {others}."
        ),
        "result.by_cards.you": (
            "Égalité aussi aux jetons noirs ({tokens}), donc départage au plus petit nombre de "
            "cartes collectées\u00a0: vous gagnez avec {cards}, contre {others}."
        ),
        "result.fewest_cards": (
            "Égalité aussi aux jetons noirs ({tokens}), donc départage au plus petit nombre de "
            "cartes collectées\u00a0: victoire partagée entre {who} ({cards}), contre {others}."
        ),
        "result.shared": (
            "Égalité aussi aux jetons noirs ({tokens}) et aux cartes collectées ({cards})\u00a0: "
            "victoire partagée entre {who}."
        ),
        "result.then_by_cards": (
            "Puis départage au plus petit nombre de cartes collectées\u00a0: {who} gagne avec "
            "{cards}, contre {others}."
        ),
        "result.then_by_cards.you": (
            "Puis départage au plus petit nombre de cartes collectées\u00a0: vous gagnez avec "
            "{cards}, contre {others}."
        ),
        "result.then_fewest_cards": (
            "Puis départage au plus petit nombre de cartes collectées\u00a0: victoire partagée "
            "entre {who} ({cards}), contre {others}."
        ),
        "result.then_shared": (
            "Égalité aussi aux cartes collectées ({cards})\u00a0: victoire partagée entre {who}."
        ),
        # typed payments that are not one, quoting the text typed
        "run.unheld": "'{text}'\u00a0: pour payer, vous avez seulement {held}.",
        "run.zero": (
            "'{text}'\u00a0: {item} ne vaut rien\u00a0; le nombre d'un élément commence à 1 "
            "({one} seul en compte un)."
        ),
        "run.short": "'{text}'\u00a0: cela vaut {value}, moins que les {owed} dus.",
        "run.over": (
            "'{text}'\u00a0: cela vaut {value}, plus qu'il n'en faut pour les {owed} dus\u00a0: un "
            "paiement s'arrête dès qu'il atteint le prix, donc seul son dernier élément peut "
            "le dépasser."
        ),
        "held.no_token": "aucun jeton noir",
        "held.no_bust_token": "aucun jeton de dépassement",
        "held.no_card": "aucune carte collectée",
        "held.card": "la carte collectée {cards}",
        "held.cards": "les cartes collectées {cards}",
        # the terminal's picture of the table (short, to fit 80 columns; the cards are their
        # codes, which the legend explains). A no-break space before ":" and ";", as French
        # sets them, so that a long line is not wrapped before one, and in a run's "(3)" and
        # the draw pile's count, which a line should not leave alone at its start.
        # The draw pile's count keeps its noun ("12\u00a0cartes"): only the picture counts
        # cards, and a wrap should not leave "cartes." alone at the start of a line.
        "card.one": "{n}\u00a0carte",
        "card.other": "{n}\u00a0cartes",
        "table.title": "TEN, {players}, {when}. Pioche\u00a0:\u00a0{pile}.",
        "table.title.solo": (
            "TEN, {players} (variante solo provisoire), {when}. Pioche\u00a0:\u00a0{pile}."
        ),
        "table.turn": "tour {turn}, au tour {whose}",
        "table.turn.you": "tour {turn}, à vous de jouer",
        "table.over": "partie terminée",
        "table.draw": "{who} pioche ou s'arrête.",
        "table.draw.you": "Vous piochez ou vous arrêtez.",
        "table.auction": "Enchères pour {card}\u00a0: {high}\u00a0; {bids}.",
        "table.high_bid": "meilleure enchère de {amount} par {who}",
        "table.high_bid.jen": "meilleure enchère de {amount} par Jen",
        "table.no_bid": "pas encore d'enchère",
        "table.bids": "{who} enchérit ou passe",
        "table.bids.you": "vous enchérissez ou passez",
        "table.pay": "{who} paie {price} pour {card} (reste {owed} à payer).",
        "table.pay.you": "Vous payez {price} pour {card} (reste {owed} à payer).",
        "table.buy": "{who} peut acheter une carte du marché.",
        "table.buy.you": "Vous pouvez acheter une carte du marché.",
        "table.final_buy": "Dernière phase d'achat\u00a0: {who} peut acheter une carte du marché.",
        "table.final_buy.you": (
            "Dernière phase d'achat\u00a0: vous pouvez acheter une carte du marché."
        ),
        "table.over.solo": "Partie terminée. Score du joueur {number}\u00a0: {points}.",
        "table.over.solo.you": "Partie terminée. Votre score\u00a0: {points}.",
        "table.over.winners": "Partie terminée. Victoire\u00a0: {who}.",
        "table.tableau": "Tableau\u00a0: {cards}  (total {total}, monnaie {currency})",
        "table.market": "Marché\u00a0: {cards}",
        "table.discard": "Défausse\u00a0: {cards}",
        "table.seat": "joueur {number}\u00a0: {tokens}, {bust_tokens} | {cards} | {runs} = {total}",
        "table.seat.you": (
            "joueur {number} (vous)\u00a0: {tokens}, {bust_tokens} | {cards} | {runs} = {total}"
        ),
        "table.run": "{colour} {span}\u00a0({points})",
        "table.no_run": "aucune suite",
        "table.jen": "Jen\u00a0: {tokens}",
        # the terminal (the card codes and the typed commands are the notation's)
        "legend": (
            "Cartes\u00a0: R3 est le 3 rouge (B bleu, O orange, G vert), R# le joker rouge, *4 le "
            "joker 4, *# le Joker #, $2 une carte monnaie de 2.\n"
            "Tapez draw (piocher), numbers ou currency (les nombres ou la monnaie\u00a0; stop "
            "quand un seul est proposé), bid 3 (enchérir), pass, buy R5, skip\u00a0; pay t (un "
            "jeton noir), pay bt (un jeton de dépassement), pay R3 (une carte), ou un "
            "paiement entier\u00a0: pay 2t+bt+R3."
        ),
        # what the seat to act does, as the picture's status line says it (the web page's
        # French words, ten/page.js, are the same)
        "doing.draw": "piocher ou s'arrêter",
        "doing.auction": "enchérir ou passer",
        "doing.pay": "payer",
        "doing.buy": "acheter une carte du marché, ou non",
        "doing.final_buy": "acheter (dernière phase d'achat)",
        # the SVG picture of the table (tablegames.ten.svg), short to fit its panels; a card's
        # short name has its article, as the words' card.* say it ("le 7 rouge")
        "svg.status": "tour {turn} · {who}\u00a0: {doing}",
        "svg.status.you": "tour {turn} · à vous\u00a0: {doing}",
        "svg.over": "Partie terminée, victoire\u00a0: {who}",
        "svg.over.solo": "Partie terminée\u00a0: le score {whose} est de {points}",
        "svg.over.solo.you": "Partie terminée\u00a0: votre score est de {points}",
        # a score's number and noun kept on one line where the game's end is wrapped
        "svg.score.one": "{n}\u00a0point",
        "svg.score.other": "{n}\u00a0points",
        "svg.name.number": "le {number} {colour}",
        "svg.name.colour_wild": "le joker {colour}",
        "svg.name.numbered_wild": "le joker {number}",
        "svg.name.wildcard": "le Joker #",
        "svg.title.number": "le {number} {colour}",
        "svg.title.colour_wild": "le joker {colour}\u00a0: tout nombre en {colour}",
        "svg.title.numbered_wild": "le joker {number}\u00a0: le nombre {number} de toute couleur",
        "svg.title.wildcard": "le Joker #\u00a0: toute couleur, tout nombre",
        "svg.title.currency": "une carte monnaie de {number}\u00a0: baisse le total de {number}",
        "svg.title.placed": "{card} (compte comme {number})",
        "svg.last.drew": "{tag}\u00a0: {who} a tiré {card}",
        "svg.last.drew.you": "{tag}\u00a0: vous avez tiré {card}",
        "svg.last.chose": "{tag}\u00a0: {who} a choisi d'acheter {card}",
        "svg.last.chose.you": "{tag}\u00a0: vous avez choisi d'acheter {card}",
        "svg.last.collected": "{tag}\u00a0: {who} a collecté {card}",
        "svg.last.collected.you": "{tag}\u00a0: vous avez collecté {card}",
        # the tag where "dernier coup" is too wide (on a collection's card, between its
        # neighbours): no wider than the English "last"
        "svg.last_tag": "coup",
        "svg.draw_pile": "La pioche",
        "svg.drawn_by": "Cartes tirées ce tour par {who}",
        "svg.left": "reste {pile}",
        "svg.nothing_drawn": "aucune carte tirée",
        "svg.running_total": "total\u00a0: nombres \u2212 monnaie",
        "svg.currency_drawn": "monnaie tirée",
        "svg.bust": "trop",
        "svg.auction": "Enchères",
        "svg.paying": "Paiement",
        "svg.this_turn": "Ce tour",
        "svg.last_turn": "Le dernier tour",
        "svg.high_bid": "{who} mène à {amount}",
        "svg.high_bid.you": "vous menez à {amount}",
        "svg.high_bid.jen": "Jen mène à {amount}",
        "svg.pays": "{who} paie {price}",
        "svg.pays.you": "vous payez {price}",
        "svg.paid": "déjà payé {paid}, reste {owed}",
        "svg.line.jen_bid": "Jen a enchéri à {amount}",
        "svg.line.jen_passed": "Jen a passé",
        "svg.line.bid": "{who} a enchéri à {amount}",
        "svg.line.bid.you": "vous avez enchéri à {amount}",
        "svg.line.passed": "{who} a passé",
        "svg.line.passed.you": "vous avez passé",
        "svg.line.won": "{who} a remporté {card} pour {price}",
        "svg.line.won.you": "vous avez remporté {card} pour {price}",
        "svg.line.jen_won": "Jen a remporté {card} pour {price}",
        "svg.line.discarded": "aucune enchère\u00a0: {card} est défaussé",
        "svg.line.free": "aucune enchère\u00a0: {who} a pris {card} gratuitement",
        "svg.line.free.you": "aucune enchère\u00a0: vous avez pris {card} gratuitement",
        "svg.line.busted.numbers": "{who} a dépassé 10 (nombres)",
        "svg.line.busted.numbers.you": "vous avez dépassé 10 (nombres)",
        "svg.line.busted.currency": "{who} a dépassé 10 (monnaie)",
        "svg.line.busted.currency.you": "vous avez dépassé 10 (monnaie)",
        "svg.line.numbers": "{who} a pris {cards}",
        "svg.line.numbers.you": "vous avez pris {cards}",
        "number_card.one": "{n} carte nombre",
        "number_card.other": "{n} cartes nombre",
        "svg.line.currency": "{who} a pris la monnaie ({gained})",
        "svg.line.currency.you": "vous avez pris la monnaie ({gained})",
        "svg.line.bought": "{who} a acheté {card} pour {price}",
        "svg.line.bought.you": "vous avez acheté {card} pour {price}",
        "svg.line.bought_nothing": "{who} n'a rien acheté",
        "svg.line.bought_nothing.you": "vous n'avez rien acheté",
        "svg.line.turn": "tour {turn}\u00a0: {line}",
        "svg.market": "Marché ({cards})\u00a0: une carte coûte son nombre",
        "svg.price": "prix {number}",
        "svg.legend": "Légende",
        "svg.legend.colour_wild": "tout nombre de sa couleur",
        "svg.legend.numbered_wild": "son nombre, de toute couleur",
        "svg.legend.wildcard": "toute couleur, tout nombre",
        "svg.legend.currency": "monnaie\u00a0: baisse le total",
        "svg.legend.bust": "Au 11e point d'un total, c'est trop",
        "svg.legend.discard": "Défausse\u00a0: {cards}",
        "svg.legend.jen": "Jen, l'adversaire solo\u00a0: {tokens}",
        "svg.seat": "Joueur {number}",
        "svg.seat.you": "Joueur {number} · vous",
        "svg.seat.turn": "Joueur {number} · tour en cours",
        "svg.seat.turn.you": "Joueur {number} · vous · à votre tour",
        # the word under a seat's score: 0 and 1 take the singular in French
        "svg.points.one": "point",
        "svg.points.other": "points",
        "svg.won": "{points} · gagnant",
        # the bust token's letter: D, a jeton de dépassement
        "svg.bust_letter": "D",
        "svg.tokens": "{tokens}, {bust_tokens} (valeur 3 chacun)",
        "svg.unused_wilds": "jokers inutilisés\u00a0:",
        # the rules' refusals, one for each code (Catalogue.refusal): the English names the card
        # and the amounts, and these name them too, to the reader who made the move; each
        # ".generic" form is said where a refusal does not give its facts
        "refusal.ten.bid.too_low": (
            "La plus haute enchère est de {high_bid}\u00a0: enchérissez d'au moins {lowest}, "
            "ou passez."
        ),
        "refusal.ten.bid.too_low.generic": (
            "Une enchère doit dépasser la plus haute enchère faite (et valoir au moins "
            "1)\u00a0: enchérissez plus haut, ou passez."
        ),
        "refusal.ten.bid.unaffordable": (
            "Vous ne pourriez pas payer {amount}\u00a0: n'enchérissez pas plus que ce que vous "
            "pouvez payer."
        ),
        "refusal.ten.bid.unaffordable.generic": (
            "Vous ne pourriez pas payer cette enchère\u00a0: n'enchérissez pas plus que ce que "
            "vous pouvez payer."
        ),
        "refusal.ten.buy.duplicate": (
            "Vous avez déjà {card} dans votre collection\u00a0: vous ne pouvez pas acheter "
            "une carte identique."
        ),
        "refusal.ten.buy.duplicate.generic": (
            "Vous avez déjà une carte identique dans votre collection\u00a0: vous ne pouvez pas "
            "acheter celle-ci."
        ),
        "refusal.ten.buy.not_in_market": "{Card} n'est pas au marché.",
        "refusal.ten.buy.not_in_market.generic": "Cette carte n'est pas au marché.",
        "refusal.ten.buy.unaffordable": "Vous ne pouvez pas payer {card}, qui coûte {price}.",
        "refusal.ten.buy.unaffordable.generic": "Vous ne pouvez pas payer le prix de cette carte.",
        "refusal.ten.draw.empty_pile": (
            "La pioche est vide\u00a0: arrêtez-vous et prenez les nombres ou la monnaie."
        ),
        "refusal.ten.pay.card_not_owned": (
            "{Card} n'est pas dans votre collection\u00a0: vous ne pouvez pas payer avec."
        ),
        "refusal.ten.pay.card_not_owned.generic": (
            "Cette carte n'est pas dans votre collection\u00a0: vous ne pouvez pas payer avec elle."
        ),
        "refusal.ten.pay.cards_not_allowed": (
            "Les options de cette partie font payer les enchères en jetons seulement, pas en "
            "cartes."
        ),
        "refusal.ten.pay.no_bust_token": "Vous n'avez aucun jeton de dépassement pour payer.",
        "refusal.ten.pay.no_token": "Il ne vous reste aucun jeton noir pour payer.",
        "refusal.ten.phase.wrong_move": (
            "Ce coup n'est pas celui qu'attend le tour\u00a0: piocher ou s'arrêter, enchérir ou "
            "passer, payer, ou acheter une carte du marché ou ne rien acheter."
        ),
        "refusal.ten.stop.empty_tableau": (
            "Piochez d'abord\u00a0: vous ne pouvez vous arrêter qu'une fois une carte au tableau."
        ),
        "refusal.ten.stop.no_numbers": (
            "Les options de cette partie ne laissent prendre les nombres que si le tableau en "
            "contient un."
        ),
    }
)

#: The French catalogue, as the game's ``translations`` may name it.
CATALOGUE = Catalogue("fr", MESSAGES, french_plural)


#: TEN's words in French, the terminal's picture of the table too (drawn by
#: ``tablegames.ten.text.picture`` from the ``table.*`` messages).
FRENCH = TenWords(painter=picture).in_language(CATALOGUE)
