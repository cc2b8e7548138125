"""Saboteur in French: the whole catalogue of :mod:`tablegames.saboteur.words`, translated, and
its ``.you`` forms.

This file is the whole translation: the message ids of
:data:`tablegames.saboteur.words.ENGLISH`, the French plural rule, and :data:`FRENCH`, the
words made from them. A French verb agrees with "vous", so a sentence whose subject is the
reader has its own form, ``<id>.you`` ("Vous avez posé ...", not "Vous a posé ..."), which the
words say in its place; so has a sentence about the reader's thing ("Votre main", not
"Main votre") and a label for a tool of the mover's own. A shared win, whose subject is
several seats (the reader among them, or not), is said without a verb that would agree:
"Victoire partagée entre vous et le joueur 2."

The terms are those of the French edition and of French tables:

=====================================  ==========================================================
English                                French
=====================================  ==========================================================
gold-digger, miner                     chercheur d'or (the role card: "un chercheur d'or")
saboteur                               saboteur
path card; tunnel; dead end            carte chemin; tunnel; cul-de-sac
start card; goal card                  carte départ; carte arrivée
the gold (goal); coal                  le trésor, l'or; du charbon
gold card; nugget                      carte Or; pépite
rockfall; map                          éboulement; plan
broken tool; repair (cards)            sabotage; réparation ("la carte sabotage pioche")
pickaxe; lantern; cart                 pioche; lanterne; chariot (the mine cart: bC, rC)
draw pile                              talon ("pioche" is the pickaxe here; to draw: piocher)
round                                  manche
turned (a card, by 180 degrees)        à l'envers
a cell of the maze (``1,0``)           la case 1,0
=====================================  ==========================================================

A card is named as a table names it, "la carte" and its kind ("la carte tunnel NE", "la carte
plan"), so that one article fits every card. A tool is named whole with whose it is, one
message for each tool ("tool.cart.of": "le chariot {owner}", "tool.cart.own.their": "son
propre chariot"), as the pickaxe and the lantern are feminine and the cart masculine; the
cart is the "chariot", which the letter C of its card codes (bC, rC) also says. The open sides
keep the letters of the card codes (N, E, S, W), which the terminal's legend explains, as the
notation and the maze's margins do.

As French sets them, a colon, a semicolon, a question mark and an exclamation mark follow a
no-break space (written ``\\u00a0``), so that a wrapped line never starts with one: the
events, the labels, the terminal's table and the picture agree with the command line and the
web page. The picture's words (``svg.*``) are short where its panels are narrow: a seat's row
says "chercheur" on its role's badge and "Vous (n° 3)" for the reader, as long as the English.

>>> from tablegames.saboteur import BreakTool, PlacePath, Tool, Card
>>> from tablegames.saboteur.words_fr import FRENCH
>>> FRENCH.label(PlacePath(0, Card.TUNNEL_NW, 1, 0, rotated=True))
"Poser la carte tunnel NW à l'envers sur la case 1,0"
>>> FRENCH.label(BreakTool(0, 1, Tool.PICKAXE))
'Casser la pioche du joueur 2'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tablegames.core.words import FRENCH as SHARED
from tablegames.core.words import Catalogue, french_plural
from tablegames.saboteur.text import render_table
from tablegames.saboteur.words import SaboteurWords

__all__ = ["CATALOGUE", "FRENCH", "MESSAGES"]

#: Every message of Saboteur in French, by the ids of the English catalogue, and the ``.you``
#: forms of the sentences whose subject (or possessor) is the reader.
MESSAGES: Mapping[str, str] = MappingProxyType(
    {
        **SHARED,  # the words every game shares
        "nugget.one": "{n} pépite",
        "nugget.other": "{n} pépites",
        "gold_card.one": "{n} carte Or",
        "gold_card.other": "{n} cartes Or",
        "card": "la carte {name}",
        # card names ({sides}: the open sides' letters, as the card codes write them)
        "card.tunnel": "tunnel {sides}",
        "card.dead_end": "cul-de-sac {sides}",
        "card.coal": "charbon {sides}",
        "card.start": "départ",
        "card.gold": "trésor",
        "card.broken": "sabotage {tool}",
        "card.repair": "réparation {tools}",
        "card.repair.tools": "{first}/{second}",
        "card.rockfall": "éboulement",
        "card.map": "plan",
        # a tool, bare in a card's name ("sabotage chariot"), and whole with whose it is
        "tool.pickaxe": "pioche",
        "tool.pickaxe.of": "la pioche {owner}",
        "tool.pickaxe.your": "votre pioche",
        "tool.pickaxe.own": "votre propre pioche",
        "tool.pickaxe.own.their": "sa propre pioche",
        "tool.lantern": "lanterne",
        "tool.lantern.of": "la lanterne {owner}",
        "tool.lantern.your": "votre lanterne",
        "tool.lantern.own": "votre propre lanterne",
        "tool.lantern.own.their": "sa propre lanterne",
        "tool.cart": "chariot",
        "tool.cart.of": "le chariot {owner}",
        "tool.cart.your": "votre chariot",
        "tool.cart.own": "votre propre chariot",
        "tool.cart.own.their": "son propre chariot",
        "role.miner": "un chercheur d'or",
        "role.saboteur": "un saboteur",
        "goal.gold": "l'or",
        "goal.coal": "du charbon",
        # move labels
        "label.place": "Poser {card} sur la case {cell}",
        "label.place.turned": "Poser {card} à l'envers sur la case {cell}",
        "label.break": "Casser {tool}",
        "label.repair": "Réparer {tool} avec {card}",
        "label.rockfall": "Éboulement\u00a0: retirer la carte chemin de la case {cell}",
        "label.map": "Regarder la carte arrivée de la case {cell} avec le plan",
        "label.discard": "Défausser {card} face cachée",
        "label.gold": "Prendre une carte Or de {nuggets}",
        # menu headings
        "group.card": "{name} ({short})",
        "group.discard": "Passer (défausser une carte face cachée)",
        "group.gold": "Prendre une carte Or",
        # events
        "round": (
            "Manche {number} sur {rounds}\u00a0: nouveaux rôles, nouvelles cartes arrivée, "
            "nouvelles mains\u00a0; {who} joue en premier."
        ),
        "round.you": (
            "Manche {number} sur {rounds}\u00a0: nouveaux rôles, nouvelles cartes arrivée, "
            "nouvelles mains\u00a0; vous jouez en premier."
        ),
        "role": "{who} est {role} pour cette manche.",
        "role.you": "Vous êtes {role} pour cette manche.",
        "hand": "Main {whose}\u00a0: {cards}.",
        "hand.you": "Votre main\u00a0: {cards}.",
        "placed": "{who} a posé {card} sur la case {cell}.",
        "placed.you": "Vous avez posé {card} sur la case {cell}.",
        "placed.turned": "{who} a posé {card} à l'envers sur la case {cell}.",
        "placed.turned.you": "Vous avez posé {card} à l'envers sur la case {cell}.",
        "reached.gold": (
            "{who} a atteint la carte arrivée de la case {cell}\u00a0: c'est l'OR\u00a0!"
        ),
        "reached.gold.you": (
            "Vous avez atteint la carte arrivée de la case {cell}\u00a0: c'est l'OR\u00a0!"
        ),
        "reached.coal": (
            "{who} a atteint la carte arrivée de la case {cell}\u00a0: rien que du charbon."
        ),
        "reached.coal.you": (
            "Vous avez atteint la carte arrivée de la case {cell}\u00a0: rien que du charbon."
        ),
        "broke.yours": (
            "{who} a cassé {tool}\u00a0: vous ne pouvez plus poser de carte chemin jusqu'à sa "
            "réparation."
        ),
        "broke.own": "{who} a cassé {tool}.",
        "broke.own.you": "Vous avez cassé {tool}.",
        "broke": "{who} a cassé {tool}.",
        "broke.you": "Vous avez cassé {tool}.",
        "repaired.own": "{who} a réparé {tool}.",
        "repaired.own.you": "Vous avez réparé {tool}.",
        "repaired.yours": "{who} a réparé {tool}.",
        "repaired": "{who} a réparé {tool}.",
        "repaired.you": "Vous avez réparé {tool}.",
        "cleared": "{who} a retiré {card} de la case {cell} par un éboulement.",
        "cleared.you": "Vous avez retiré {card} de la case {cell} par un éboulement.",
        "inspected": "{who} a regardé la carte arrivée de la case {cell} avec un plan.",
        "inspected.you": "Vous avez regardé la carte arrivée de la case {cell} avec un plan.",
        "seen": "Le plan {whose} a montré {goal} sur la case {cell}.",
        "seen.you": "Votre plan a montré {goal} sur la case {cell}.",
        "discarded": "{who} a défaussé une carte face cachée.",
        "discarded.you": "Vous avez défaussé une carte face cachée.",
        "discarded.card": "{who} a défaussé {card} face cachée.",
        "discarded.card.you": "Vous avez défaussé {card} face cachée.",
        "drew": "{who} a pioché une carte.",
        "drew.you": "Vous avez pioché une carte.",
        "drew.card": "{who} a pioché {card}.",
        "drew.card.you": "Vous avez pioché {card}.",
        "drew.open": "{who} a pris {card}, visible sur le dessus du talon.",
        "drew.open.you": "Vous avez pris {card}, visible sur le dessus du talon.",
        "skipped": "{who} n'a plus de carte\u00a0: son tour passe.",
        "skipped.you": "Vous n'avez plus de carte\u00a0: votre tour passe.",
        "won.miners": "Fin de la manche {number}\u00a0: les chercheurs d'or ont gagné.",
        "won.miners.finder": (
            "Fin de la manche {number}\u00a0: les chercheurs d'or ont gagné "
            "({finder} a atteint l'or)."
        ),
        "won.miners.finder.you": (
            "Fin de la manche {number}\u00a0: les chercheurs d'or ont gagné "
            "(vous avez atteint l'or)."
        ),
        "won.saboteurs": "Fin de la manche {number}\u00a0: les saboteurs ont gagné.",
        "won.saboteurs.each": (
            "Fin de la manche {number}\u00a0: les saboteurs ont gagné\u00a0; chaque saboteur "
            "reçoit {nuggets}."
        ),
        "won.nobody": (
            "Fin de la manche {number}\u00a0: personne ne marque (l'or n'a pas été trouvé, et "
            "aucun saboteur n'était en jeu)."
        ),
        # one saboteur or several: "le camp" fits both, where "Saboteurs :" did not one
        "saboteurs": "Dans le camp des saboteurs\u00a0: {seats}.",
        "saboteurs.none": "Il n'y avait aucun saboteur.",
        "set_aside": "La carte rôle mise de côté\u00a0: {role}.",
        # a sentence does not open with a digit ("3 cartes Or ont été tirées")
        "gold.drawn.one": "Tirage face cachée de {cards}, au choix des chercheurs d'or.",
        "gold.drawn.other": "Tirage face cachée de {cards}, au choix des chercheurs d'or.",
        "gold.chosen": "{who} a pris une carte Or.",
        "gold.chosen.you": "Vous avez pris une carte Or.",
        "gold.received": "{who} a reçu {gold}.",
        "gold.received.you": "Vous avez reçu {gold}.",
        # Ruling S-19: rarely, under the publisher's gold rule, the deck cannot pay a share.
        "gold.received.none": (
            "{who} n'a reçu aucune carte Or\u00a0: les cartes Or restantes ne pouvaient pas payer "
            "sa part."
        ),
        "gold.received.none.you": (
            "Vous n'avez reçu aucune carte Or\u00a0: les cartes Or restantes ne pouvaient pas "
            "payer votre part."
        ),
        "gold.one": "une carte Or de {nuggets}",
        "gold.several": "des cartes Or ({values} = {nuggets})",
        "over": "La partie est terminée. Pépites\u00a0: {totals}.",
        "over.winner": "{who} a gagné.",
        "over.winner.you": "Vous avez gagné.",
        "over.winners": "Victoire partagée entre {who}.",
        "total": "{total} pour {who}",
        # the result
        "result.nuggets": "Total des pépites\u00a0: {totals}.",
        "result.wins": "{who} gagne avec {nuggets}.",
        "result.wins.you": "Vous gagnez avec {nuggets}.",
        "result.tie": (
            "Égalité à {nuggets} entre {who}\u00a0: une égalité n'est pas départagée, la victoire "
            "est partagée."
        ),
        # the terminal (the commands typed stay those of the notation)
        "legend": (
            "Labyrinthe\u00a0: x croît vers l'est, y vers le sud, depuis le départ S\u00a0; "
            "[?] une carte arrivée face cachée ([g] l'or, [c] du charbon, selon votre plan), · "
            "une case vide où un chemin peut aller\u00a0; traits fins\u00a0: tunnels, "
            "traits épais\u00a0: culs-de-sac.\n"
            "Cartes\u00a0: NW un tunnel ouvert au nord et à l'ouest (' le met à "
            "l'envers\u00a0: NW' s'ouvre au sud et à l'est), dNE un cul-de-sac\u00a0; bP bL bC "
            "sabotent la pioche, la lanterne, le chariot\u00a0; rP rL rC rPL rPC rLC les "
            "réparent\u00a0; rock un éboulement\u00a0; map un plan.\n"
            "Tapez NW'@1,0, break 2 pick, fix 2 pick, rock 3,1, map top, discard NW, gold 3."
        ),
        # the terminal's table, short to fit 80 columns; a no-break space before ":", as French
        # sets it, so that a long line is not wrapped before one
        "table.round": "Manche {round}/{rounds}, {status}, talon\u00a0: {pile}.",
        "table.round.top": (
            "Manche {round}/{rounds}, {status}, talon\u00a0: {pile}, dessus\u00a0: {top}."
        ),
        "table.over": "partie terminée",
        "table.to_play": "au joueur {number} de jouer",
        "table.to_play.you": "à vous de jouer",
        "table.chooses": "le joueur {number} choisit une carte Or",
        "table.chooses.you": "à vous de choisir une carte Or",
        # each seat's cards in hand ("c", cartes) and broken tools (" xP xL")
        "table.seats": "Joueurs {seats}",
        "table.seat": "{number}:{cards}c{broken}",
        "table.seat.you": "{number} vous:{cards}c{broken}",
        "table.viewer": "Vous êtes {role}{gold}{seen}. Main\u00a0: {hand}",
        "table.role.unknown": "sans rôle connu",
        "table.gold": ", pépites\u00a0: {total}",
        "table.map": ", plan\u00a0: {goal} en {cell}",
        "table.map.gold": "l'or",
        "table.map.coal": "du charbon",
        "table.no_cards": "aucune carte",
        "table.secrets": "joueur {number} ({role})\u00a0: {hand}{gold}{seen}",
        "table.role.miner": "chercheur d'or",
        "table.role.saboteur": "saboteur",
        "table.set_aside": "carte rôle mise de côté\u00a0: {role}",
        # the SVG picture of the table, short where its panels are narrow
        "svg.piles": "talon {pile} · défausse {discards}",
        "svg.round": "manche {round} sur {rounds} · {status}",
        "svg.chooses": "l'or est trouvé\u00a0: au joueur {number} de choisir une carte Or",
        "svg.chooses.you": "l'or est trouvé\u00a0: à vous de choisir une carte Or",
        "svg.over": "Fin de partie\u00a0: {who} gagne avec {nuggets}",
        "svg.over.you": "Fin de partie\u00a0: vous gagnez avec {nuggets}",
        # several seats, the reader among them or not: said without a verb that would agree
        "svg.over.shared": "Fin de partie\u00a0: {who} ex æquo avec {nuggets}",
        "svg.tile": "{card} sur la case {cell}",
        "svg.tile.turned": "{card} à l'envers sur la case {cell}",
        "svg.goal.up.gold": "carte arrivée de la case {cell}\u00a0: l'or",
        "svg.goal.up.coal": "carte arrivée de la case {cell}\u00a0: du charbon",
        "svg.goal.down": "carte arrivée de la case {cell}, face cachée",
        # the band on a face-down goal whose face is known, as narrow as a maze card
        # ("rien", there is nothing here: "charbon" is wider than a narrow maze's card)
        "svg.goal.gold": "or",
        "svg.goal.coal": "rien",
        "svg.goal.seen": "votre plan a montré {goal}",
        "svg.goal.known": "{goal}, face cachée",
        "svg.cell": "case vide {cell}",
        "svg.cell.legal": "case vide {cell}\u00a0: une de vos cartes chemin peut y aller",
        "svg.rubble": "vidée par un éboulement pendant cette manche",
        "svg.card.turned": "{card} à l'envers",
        "svg.turned": "à l'envers",
        "svg.gold_card": "carte Or de {nuggets}",
        "svg.gold_card.nuggets.one": "pépite",
        "svg.gold_card.nuggets.other": "pépites",
        "svg.seats": "Joueurs",
        "svg.seat": "Joueur {number}",
        # as long as the English "Seat 10 · you": the row holds a role and three broken tools
        "svg.seat.you": "Vous (n°\u00a0{number})",
        "svg.seat.title": "joueur {number}",
        "svg.seat.targets": "joueur {number}, cible possible\u00a0: {moves}",
        # named as the cards are ("sabotage pioche", "réparation chariot")
        "svg.target.break": "sabotage {tool}",
        "svg.target.repair": "réparation {tool}",
        "svg.in_hand.one": "{n} carte en main",
        "svg.in_hand.other": "{n} cartes en main",
        "svg.broken.pickaxe": "pioche cassée",
        "svg.broken.lantern": "lanterne cassée",
        "svg.broken.cart": "chariot cassé",
        "svg.to_act": "à jouer",
        "svg.to_act.you": "à vous",
        # "chercheur d'or" leaves no room for three broken tools in a row of 400 pixels
        "svg.badge.miner": "chercheur",
        "svg.badge.saboteur": "saboteur",
        "svg.hand.yours": "Votre main",
        "svg.hand.spectator": "Un spectateur ne voit aucune main",
        "svg.hand.of": "Main du joueur {number} (à jouer)",
        "svg.hand.nobody": "Aucun joueur à jouer",
        "svg.role": "Rôle",
        "svg.map": "Votre plan\u00a0: {goal} en {cell}",
        "svg.top": "Dessus du talon\u00a0: {card}",
        "svg.gold": "Or et rôles",
        "svg.gold_deck.one": "{n} carte Or restante",
        "svg.gold_deck.other": "{n} cartes Or restantes",
        "svg.found": "Les chercheurs d'or ont trouvé l'or\u00a0!",
        "svg.share": "{cards} à partager\u00a0; {chooser}",
        "svg.chooser": "{who} en choisit une",
        "svg.chooser.you": "vous en choisissez une",
        "svg.result.nobody": "Manche {number}\u00a0: personne ne marque",
        "svg.result.miners": "Manche {number}\u00a0: les chercheurs d'or ont gagné",
        "svg.result.finder": (
            "Manche {number}\u00a0: les chercheurs d'or ont gagné\u00a0; {who} a trouvé l'or"
        ),
        "svg.result.finder.you": (
            "Manche {number}\u00a0: les chercheurs d'or ont gagné\u00a0; vous avez trouvé l'or"
        ),
        "svg.result.saboteurs": "Manche {number}\u00a0: les saboteurs ont gagné, {share}",
        # the number and its noun kept together on a line
        "svg.share_each.one": "{n}\u00a0pépite chacun",
        "svg.share_each.other": "{n}\u00a0pépites chacun",
        "svg.role_cards": "Cartes rôle\u00a0: {miners}, {saboteurs}, une mise de côté",
        "svg.miner.one": "{n}\u00a0chercheur d'or",
        "svg.miner.other": "{n}\u00a0chercheurs d'or",
        "svg.saboteur.one": "{n}\u00a0saboteur",
        "svg.saboteur.other": "{n}\u00a0saboteurs",
        "svg.your_gold": "Vos pépites\u00a0: {values} = {total}",
        "svg.last": "dernier coup\u00a0: {what}",
        "svg.last.placed": "{who} a posé la carte {card} sur la case {cell}",
        "svg.last.placed.you": "vous avez posé la carte {card} sur la case {cell}",
        "svg.last.placed.turned": "{who} a posé la carte {card} à l'envers sur la case {cell}",
        "svg.last.placed.turned.you": (
            "vous avez posé la carte {card} à l'envers sur la case {cell}"
        ),
        "svg.last.cleared": "{who} a vidé la case {cell} par un éboulement",
        "svg.last.cleared.you": "vous avez vidé la case {cell} par un éboulement",
        "svg.last.looked": "{who} a regardé la carte arrivée de la case {cell} avec un plan",
        "svg.last.looked.you": (
            "vous avez regardé la carte arrivée de la case {cell} avec un plan"
        ),
        "svg.last.broke": "{who} a cassé {tool}",
        "svg.last.broke.you": "vous avez cassé {tool}",
        "svg.last.broke.own": "{who} a cassé {tool}",
        "svg.last.broke.own.you": "vous avez cassé {tool}",
        "svg.last.repaired": "{who} a réparé {tool}",
        "svg.last.repaired.you": "vous avez réparé {tool}",
        "svg.last.repaired.own": "{who} a réparé {tool}",
        "svg.last.repaired.own.you": "vous avez réparé {tool}",
        "svg.last.played": "{who} a joué",
        "svg.last.played.you": "vous avez joué",
        # each tool whole with whose it is, as the tool.* messages name it
        "svg.tool.pickaxe.of": "la pioche du joueur {number}",
        "svg.tool.pickaxe.your": "votre pioche",
        "svg.tool.pickaxe.own": "votre propre pioche",
        "svg.tool.pickaxe.own.their": "sa propre pioche",
        "svg.tool.lantern.of": "la lanterne du joueur {number}",
        "svg.tool.lantern.your": "votre lanterne",
        "svg.tool.lantern.own": "votre propre lanterne",
        "svg.tool.lantern.own.their": "sa propre lanterne",
        "svg.tool.cart.of": "le chariot du joueur {number}",
        "svg.tool.cart.your": "votre chariot",
        "svg.tool.cart.own": "votre propre chariot",
        "svg.tool.cart.own.their": "son propre chariot",
        # the rules' refusals, one for each code (Catalogue.refusal): the English names the card,
        # the cell, the tool and the seat, and these name them too, to the reader who made the
        # move; each ".generic" form is said where a refusal does not give its facts
        "refusal.saboteur.card.not_a_path": (
            "{Card} n'est pas une carte chemin\u00a0: seules les cartes chemin se posent dans "
            "le labyrinthe."
        ),
        "refusal.saboteur.card.not_a_path.generic": (
            "Seules les cartes chemin se posent dans le labyrinthe."
        ),
        "refusal.saboteur.card.not_a_repair": (
            "{Card} ne répare rien\u00a0: ce n'est pas une carte réparation."
        ),
        "refusal.saboteur.card.not_a_repair.generic": (
            "Cette carte ne répare rien\u00a0: ce n'est pas une carte réparation."
        ),
        "refusal.saboteur.card.not_in_hand": "Vous n'avez pas {card} en main.",
        "refusal.saboteur.card.not_in_hand.generic": "Vous n'avez pas cette carte en main.",
        "refusal.saboteur.gold.not_offered": (
            "Aucune carte Or de {value} ne reste à partager\u00a0; il reste des cartes Or de "
            "{offered}."
        ),
        "refusal.saboteur.gold.not_offered.generic": (
            "Aucune carte Or de cette valeur ne reste à partager."
        ),
        "refusal.saboteur.map.not_a_goal": "Il n'y a pas de carte arrivée sur la case {cell}.",
        "refusal.saboteur.map.not_a_goal.generic": (
            "Il n'y a pas de carte arrivée sur cette case."
        ),
        "refusal.saboteur.map.revealed": (
            "La carte arrivée de la case {cell} est déjà face visible\u00a0: il n'y a rien à y "
            "regarder avec le plan."
        ),
        "refusal.saboteur.map.revealed.generic": (
            "Cette carte arrivée est déjà face visible\u00a0: il n'y a rien à y regarder avec "
            "le plan."
        ),
        "refusal.saboteur.path.broken_tool": (
            "Vous ne pouvez pas poser de carte chemin tant que l'un de vos outils est cassé."
        ),
        "refusal.saboteur.path.mismatch": (
            "{Card} ne s'accorde pas avec ses voisines sur la case {cell}\u00a0: son côté "
            "{side} ne correspond pas à celui de la carte voisine."
        ),
        "refusal.saboteur.path.mismatch.generic": (
            "Cette carte ne s'accorde pas avec ses voisines\u00a0: un côté ouvert y toucherait "
            "un côté fermé."
        ),
        "refusal.saboteur.path.not_adjacent": (
            "La case {cell} ne touche aucune carte du labyrinthe."
        ),
        "refusal.saboteur.path.not_adjacent.generic": (
            "Cette case ne touche aucune carte du labyrinthe."
        ),
        "refusal.saboteur.path.not_connected": (
            "Une carte posée sur la case {cell} ne rejoindrait aucun tunnel partant de la carte "
            "départ."
        ),
        "refusal.saboteur.path.not_connected.generic": (
            "Une carte posée sur cette case ne rejoindrait aucun tunnel partant de la carte départ."
        ),
        "refusal.saboteur.path.occupied": "La case {cell} porte déjà une carte.",
        "refusal.saboteur.path.occupied.generic": "Cette case porte déjà une carte.",
        "refusal.saboteur.path.symmetric": (
            "{Card} est la même à l'envers\u00a0: posez-la à l'endroit."
        ),
        "refusal.saboteur.path.symmetric.generic": (
            "Cette carte est la même à l'envers\u00a0: posez-la à l'endroit."
        ),
        "refusal.saboteur.phase.wrong_move": (
            "Ce coup n'est pas permis maintenant\u00a0: on ne prend une carte Or que quand les "
            "chercheurs d'or partagent l'or, et l'on ne fait rien d'autre pendant ce partage."
        ),
        "refusal.saboteur.repair.not_broken": (
            "Aucune carte sabotage {tool} n'est posée devant {target}\u00a0: il n'y a rien à "
            "réparer."
        ),
        "refusal.saboteur.repair.not_broken.generic": (
            "Cet outil n'est pas cassé\u00a0: il n'y a rien à réparer."
        ),
        "refusal.saboteur.repair.wrong_tool": ("{Card} ne répare pas cet outil ({tool})."),
        "refusal.saboteur.repair.wrong_tool.generic": (
            "Cette carte réparation ne répare pas cet outil."
        ),
        "refusal.saboteur.rockfall.empty": (
            "Il n'y a sur la case {cell} aucune carte chemin qu'un éboulement puisse retirer."
        ),
        "refusal.saboteur.rockfall.empty.generic": (
            "Il n'y a sur cette case aucune carte chemin qu'un éboulement puisse retirer."
        ),
        "refusal.saboteur.rockfall.goal": (
            "Pas d'éboulement sur la case {cell}\u00a0: une carte arrivée ne peut jamais être "
            "retirée."
        ),
        "refusal.saboteur.rockfall.goal.generic": (
            "Une carte arrivée ne peut jamais être retirée."
        ),
        "refusal.saboteur.rockfall.start": (
            "Pas d'éboulement sur la case {cell}\u00a0: la carte départ ne peut jamais être "
            "retirée."
        ),
        "refusal.saboteur.rockfall.start.generic": "La carte départ ne peut jamais être retirée.",
        "refusal.saboteur.target.unknown": (
            "Ce coup vise {target}, que cette partie à {players} joueurs n'a pas."
        ),
        "refusal.saboteur.target.unknown.generic": (
            "Ce coup vise un joueur que cette partie n'a pas."
        ),
        "refusal.saboteur.tool.already_broken": (
            "Une carte sabotage {tool} est déjà posée devant {target}\u00a0: un outil ne se "
            "casse pas deux fois."
        ),
        "refusal.saboteur.tool.already_broken.generic": (
            "Cet outil est déjà cassé\u00a0: on ne le casse pas deux fois."
        ),
        "refusal.saboteur.tool.self": (
            "Les options de cette partie vous interdisent de casser vos propres outils."
        ),
    }
)

#: The French catalogue, with the French plural rule (0 and 1 are singular).
CATALOGUE = Catalogue("fr", MESSAGES, plural=french_plural)

#: Saboteur's words in French, the terminal's picture of the table too (its ``table.*`` words).
FRENCH = SaboteurWords(painter=render_table).in_language(CATALOGUE)
