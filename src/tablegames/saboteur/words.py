"""Saboteur in words: the message catalogue, and the functions that pick a message and fill it.

:data:`ENGLISH` holds every message; :class:`SaboteurWords` words each move as a button label,
each event as a sentence from one seat's side, the menu headings (one per card, so that a
terminal asks for the card and then for the place or the target) and the result. Seats and
rounds are numbered from 1; cells are ``x,y`` from the start card, as the maze's margins and
the notation name them. The ``table.*`` messages are the words of the terminal's table
(:func:`tablegames.saboteur.text.render_table`, the words' painter), so that a translation
draws it in its language; the ``svg.*`` messages are the words of the SVG picture of the table
(:func:`tablegames.saboteur.svg.draw`), whose English is what the picture always wrote.

>>> from tablegames.saboteur.words import WORDS
>>> from tablegames.saboteur import BreakTool, Card, PlacePath, Tool
>>> WORDS.label(PlacePath(0, Card.TUNNEL_NW, 1, 0, rotated=True))
'Place the tunnel NW turned at 1,0'
>>> WORDS.label(BreakTool(0, 1, Tool.PICKAXE))
"Break seat 2's pickaxe"
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import attrs
from typing_extensions import assert_never

from tablegames.core import words as core_words
from tablegames.core.errors import IllegalMoveError
from tablegames.core.words import Catalogue, Run, sentence, translation
from tablegames.saboteur.cards import (
    ACTION_BY_CARD,
    BROKEN_CARD,
    PATHS,
    ROUNDS,
    ActionKind,
    Card,
    Role,
    Tool,
)
from tablegames.saboteur.events import (
    CardDiscarded,
    CardDrawn,
    GameEnded,
    GoalInspected,
    GoalRevealed,
    GoalSeen,
    GoldChosen,
    GoldDrawn,
    GoldReceived,
    HandDealt,
    OwnCardDiscarded,
    OwnCardDrawn,
    PathCleared,
    PathPlaced,
    RoleDealt,
    RoundEnded,
    RoundStarted,
    SaboteurEvent,
    Team,
    ToolBroken,
    ToolRepaired,
    TurnSkipped,
)
from tablegames.saboteur.moves import (
    BreakTool,
    ChooseGold,
    Discard,
    PlacePath,
    RepairTool,
    Rockfall,
    SaboteurMove,
    UseMap,
)
from tablegames.saboteur.notation import CARD_CODES, cell_notation
from tablegames.saboteur.rules import scores, winners
from tablegames.saboteur.state import SaboteurState, SaboteurView

__all__ = ["ENGLISH", "WORDS", "SaboteurWords"]


def _card_name(card: Card) -> tuple[str, str, tuple[Tool, ...]]:
    """The message that names ``card``, its open sides and its tools."""
    if card in PATHS:
        spec = PATHS[card]
        if card in (Card.START, Card.GOLD):
            return f"card.{card.name.lower()}", "", ()
        if card in (Card.COAL_NE, Card.COAL_NW):
            return "card.coal", spec.openings, ()
        return ("card.tunnel" if spec.connected else "card.dead_end"), spec.openings, ()
    action = ACTION_BY_CARD[card]
    if action.kind is ActionKind.BREAK:
        return "card.broken", "", action.tools
    if action.kind is ActionKind.REPAIR:
        return "card.repair", "", action.tools
    return f"card.{action.kind.value}", "", ()


#: The message that names each card, its open sides and its tools (a catalogue names cards,
#: so that a translation does too).
_CARD_NAMES: Mapping[Card, tuple[str, str, tuple[Tool, ...]]] = MappingProxyType(
    {card: _card_name(card) for card in Card}
)


#: Every Saboteur message in English, by id; the fields are ``who`` a seat as a subject, ``whose``
#: the possessive of the seat a message is about, ``card`` a card's name with its article,
#: ``cell`` a maze cell (``1,0``). The words say a message's ``.you`` form, where a catalogue has
#: one, in its place to the seat it is about (``placed.you``, ``hand.you``, a label's for a tool
#: of the mover's own): a language whose verb or word order changes for "you" writes them
#: (:mod:`tablegames.saboteur.words_fr`); the English needs few.
ENGLISH: Mapping[str, str] = MappingProxyType(
    {
        **core_words.ENGLISH,
        "nugget.one": "{n} nugget",
        "nugget.other": "{n} nuggets",
        "gold_card.one": "{n} gold card",
        "gold_card.other": "{n} gold cards",
        "card": "the {name}",
        # card names ({sides}: the open sides' letters, as the card codes write them)
        "card.tunnel": "tunnel {sides}",
        "card.dead_end": "dead end {sides}",
        "card.coal": "coal {sides}",
        "card.start": "start",
        "card.gold": "gold",
        "card.broken": "broken {tool}",
        "card.repair": "repair {tools}",
        "card.repair.tools": "{first}/{second}",
        "card.rockfall": "rockfall",
        "card.map": "map",
        # a tool: its bare name, in card names ("broken cart"), and each tool whole with whose
        # it is, as the tool texts name it ({owner}: "seat 3's"), so that a language whose
        # article and possessive agree with the tool's gender says each in its own words
        # (French "le chariot du joueur 3", "son propre chariot", "sa propre pioche")
        "tool.pickaxe": "pickaxe",
        "tool.pickaxe.of": "{owner} pickaxe",
        "tool.pickaxe.your": "your pickaxe",
        "tool.pickaxe.own": "your own pickaxe",
        "tool.pickaxe.own.their": "their own pickaxe",
        "tool.lantern": "lantern",
        "tool.lantern.of": "{owner} lantern",
        "tool.lantern.your": "your lantern",
        "tool.lantern.own": "your own lantern",
        "tool.lantern.own.their": "their own lantern",
        "tool.cart": "cart",
        "tool.cart.of": "{owner} cart",
        "tool.cart.your": "your cart",
        "tool.cart.own": "your own cart",
        "tool.cart.own.their": "their own cart",
        "role.miner": "a miner",
        "role.saboteur": "a saboteur",
        "goal.gold": "the gold",
        "goal.coal": "coal",
        # move labels
        "label.place": "Place {card} at {cell}",
        "label.place.turned": "Place {card} turned at {cell}",
        "label.break": "Break {tool}",
        "label.repair": "Repair {tool} with {card}",
        "label.rockfall": "Rockfall: clear the path card at {cell}",
        "label.map": "Look at the goal at {cell} with the map",
        "label.discard": "Discard {card} face down",
        "label.gold": "Take a gold card worth {nuggets}",
        # menu headings
        "group.card": "{name} ({short})",
        "group.discard": "Pass: discard a card face down",
        "group.gold": "Take a gold card",
        # events
        "round": "Round {number} of {rounds}: new roles, goals and hands; {who} plays first.",
        "round.you": "Round {number} of {rounds}: new roles, goals and hands; you play first.",
        "role": "{who} is {role} this round.",
        "role.you": "You are {role} this round.",
        "hand": "{whose} hand: {cards}.",
        "placed": "{who} placed {card} at {cell}.",
        "placed.turned": "{who} placed {card} turned at {cell}.",
        "reached.gold": "{who} reached the goal at {cell}: it is the GOLD!",
        "reached.coal": "{who} reached the goal at {cell}: only coal.",
        # a tool ({tool}: the tool with whose it is, "your cart") of the reader's, of the
        # subject's own ("their own cart"), of another seat's ("seat 3's cart"); a sentence
        # apart each, which a ``.you`` form may say: a language whose verb agrees with "you"
        "broke.yours": "{who} broke {tool}: you cannot place path cards until it is repaired.",
        "broke.own": "{who} broke {tool}.",
        "broke": "{who} broke {tool}.",
        "repaired.own": "{who} repaired {tool}.",
        "repaired.yours": "{who} repaired {tool}.",
        "repaired": "{who} repaired {tool}.",
        "cleared": "{who} cleared {card} at {cell} with a rockfall.",
        "inspected": "{who} looked at the goal at {cell} with a map.",
        "seen": "{whose} map showed {goal} at {cell}.",
        "discarded": "{who} discarded a card face down.",
        "discarded.card": "{who} discarded {card} face down.",
        "drew": "{who} drew a card.",
        "drew.card": "{who} drew {card}.",
        "drew.open": "{who} drew {card} from the face-up draw pile.",
        "skipped": "{who} has no card left: turn skipped.",
        "skipped.you": "You have no card left: turn skipped.",
        "won.miners": "Round {number} is over: the miners won.",
        "won.miners.finder": "Round {number} is over: the miners won ({finder} reached the gold).",
        "won.saboteurs": "Round {number} is over: the saboteurs won.",
        "won.saboteurs.each": (
            "Round {number} is over: the saboteurs won; each saboteur's share is {nuggets}."
        ),
        "won.nobody": (
            "Round {number} is over: nobody scores (no gold found, no saboteur in play)."
        ),
        "saboteurs": "Saboteurs: {seats}.",
        "saboteurs.none": "There was no saboteur.",
        "set_aside": "The card set aside: {role}.",
        "gold.drawn.one": "{cards} was drawn face down for the miners to choose.",
        "gold.drawn.other": "{cards} were drawn face down for the miners to choose.",
        "gold.chosen": "{who} took a gold card.",
        "gold.received": "{who} got {gold}.",
        # Ruling S-19: rarely, under the publisher's gold rule, the deck cannot pay a share.
        "gold.received.none": "{who} got no gold card: the gold deck could not pay the share.",
        "gold.received.none.you": ("You got no gold card: the gold deck could not pay your share."),
        "gold.one": "a gold card worth {nuggets}",
        "gold.several": "gold cards worth {values} = {nuggets}",
        "over": "The game is over. Nuggets: {totals}.",
        "over.winner": "{who} won.",
        "over.winner.you": "You won.",
        "over.winners": "{who} share the win.",
        "total": "{who} {total}",
        # the result
        "result.nuggets": "Final nuggets: {totals}.",
        "result.wins": "{who} wins with {nuggets}.",
        "result.wins.you": "You win with {nuggets}.",
        "result.tie": ("{who} tie with {nuggets}: ties are not broken, so they share the win."),
        # the terminal
        "legend": (
            "Maze: x grows east, y south, from the start S; [?] a face-down goal ([g] gold, "
            "[c] coal as your map showed it), · an empty cell a path may take; thin lines are "
            "tunnels, thick lines dead ends.\n"
            "Cards: NW a tunnel opening north and west (' turns it: NW' opens south and east), "
            "dNE a dead end; bP bL bC break the pickaxe, lantern, cart; rP rL rC rPL rPC rLC "
            "repair them; rock a rockfall; map.\n"
            "Type NW'@1,0, break 2 pick, fix 2 pick, rock 3,1, map top, discard NW, gold 3."
        ),
        # the terminal's table (tablegames.saboteur.text.render_table), short to fit 80 columns;
        # the card codes, the tools' letters (xP: a broken pickaxe) and the maze are the legend's
        "table.round": "Round {round}/{rounds}, {status}, draw pile {pile}.",
        "table.round.top": "Round {round}/{rounds}, {status}, draw pile {pile}, top {top}.",
        "table.over": "game over",
        "table.to_play": "seat {number} to play",
        "table.to_play.you": "you to play",
        "table.chooses": "seat {number} chooses gold",
        "table.chooses.you": "you choose gold",
        # each seat's cards in hand ("c") and broken tools ({broken}: " xP xL")
        "table.seats": "Seats {seats}",
        "table.seat": "{number}:{cards}c{broken}",
        "table.seat.you": "{number} you:{cards}c{broken}",
        "table.viewer": "You are {role}{gold}{seen}. Hand: {hand}",
        "table.role.unknown": "a ?",
        "table.gold": ", gold {total}",
        "table.map": ", map: {cell} {goal}",
        "table.map.gold": "gold",
        "table.map.coal": "coal",
        "table.no_cards": "no cards",
        # a state's table (every secret shown: the bots' games, a record read whole)
        "table.secrets": "seat {number} ({role}): {hand}{gold}{seen}",
        "table.role.miner": "miner",
        "table.role.saboteur": "saboteur",
        "table.set_aside": "role card set aside: {role}",
        # the SVG picture of the table (tablegames.saboteur.svg.draw): its headline, panels,
        # captions and titles; {card} a card's bare name ("tunnel NE"), {cell} a maze cell,
        # {number} a seat's number from 1 (the seat to play: table.to_play, table.chooses)
        "svg.piles": "draw pile {pile} · discards {discards}",
        "svg.round": "round {round} of {rounds} · {status}",
        "svg.chooses": "the gold is found: seat {number} to choose a gold card",
        "svg.chooses.you": "the gold is found: you to choose a gold card",
        # the game's end: one winner ({who}: a seat, or "you") or several sharing the win
        "svg.over": "Game over: {who} won with {nuggets}",
        "svg.over.shared": "Game over: {who} won with {nuggets}",
        # the maze: its cards', goals' and empty cells' titles, a goal's band of what it hides
        "svg.tile": "{card} at {cell}",
        "svg.tile.turned": "{card} (turned) at {cell}",
        "svg.goal.up.gold": "goal at {cell}: gold",
        "svg.goal.up.coal": "goal at {cell}: coal",
        "svg.goal.down": "goal at {cell}, face down",
        "svg.goal.gold": "gold",
        "svg.goal.coal": "coal",
        # {goal}: table.map.gold or table.map.coal
        "svg.goal.seen": "your map showed {goal}",
        "svg.goal.known": "{goal}, face down",
        "svg.cell": "empty cell {cell}",
        "svg.cell.legal": "empty cell {cell}: a path card of yours fits here",
        "svg.rubble": "emptied by a rockfall this round",
        # a card: its title, and the word over the turned copy of a card in hand
        "svg.card.turned": "{card} (turned)",
        "svg.turned": "turned",
        "svg.gold_card": "gold card: {nuggets}",
        "svg.gold_card.nuggets.one": "nugget",
        "svg.gold_card.nuggets.other": "nuggets",
        # the seats' panel ({tool}: a tool's bare name, tool.pickaxe)
        "svg.seats": "Seats",
        "svg.seat": "Seat {number}",
        "svg.seat.you": "Seat {number} · you",
        "svg.seat.title": "seat {number}",
        "svg.seat.targets": "seat {number}: {moves} possible",
        "svg.target.break": "break {tool}",
        "svg.target.repair": "repair {tool}",
        "svg.in_hand.one": "{n} card in hand",
        "svg.in_hand.other": "{n} cards in hand",
        "svg.broken.pickaxe": "broken pickaxe",
        "svg.broken.lantern": "broken lantern",
        "svg.broken.cart": "broken cart",
        "svg.to_act": "to act",
        # a seat's role, on a badge in its row: short, beside its number and broken tools
        "svg.badge.miner": "miner",
        "svg.badge.saboteur": "saboteur",
        # the hand's panel
        "svg.hand.yours": "Your hand",
        "svg.hand.spectator": "A spectator sees no hand",
        "svg.hand.of": "Hand of seat {number} (to act)",
        "svg.hand.nobody": "No seat to act",
        "svg.role": "Role",
        # {goal}: table.map.gold or table.map.coal
        "svg.map": "Your map: {goal} at {cell}",
        "svg.top": "Top of the draw pile: {card}",
        # the gold and roles' panel ({who} the seat choosing: seat.you for the reader)
        "svg.gold": "Gold and roles",
        "svg.gold_deck.one": "{n} gold card left in the gold deck",
        "svg.gold_deck.other": "{n} gold cards left in the gold deck",
        "svg.found": "The miners found the gold!",
        "svg.share": "{cards} to share; {chooser}",
        "svg.chooser": "{who} chooses one",
        "svg.chooser.you": "you choose one",
        "svg.result.nobody": "Round {number}: nobody scored",
        "svg.result.miners": "Round {number}: the miners won",
        "svg.result.finder": "Round {number}: the miners won; {who} found it",
        "svg.result.saboteurs": "Round {number}: the saboteurs won, {share}",
        "svg.share_each.one": "a share of {n} nugget each",
        "svg.share_each.other": "a share of {n} nuggets each",
        "svg.role_cards": "Role cards: {miners}, {saboteurs}, one set aside",
        "svg.miner.one": "{n} miner",
        "svg.miner.other": "{n} miners",
        "svg.saboteur.one": "{n} saboteur",
        "svg.saboteur.other": "{n} saboteurs",
        "svg.your_gold": "Your gold: {values} = {total}",
        # the title of the last move's mark ({what}: one of svg.last.*, whose subject {who}
        # is the seat that moved); a broken or repaired tool is named with whose it is, one
        # message per tool, so that a language makes them agree: of another seat
        # (svg.tool.<tool>.of), of the reader (.your), of the mover, the reader (.own) or
        # another seat (.own.their), which the English names in the sentence (svg.last.*.own)
        "svg.last": "last move: {what}",
        "svg.last.placed": "{who} placed {card} at {cell}",
        "svg.last.placed.turned": "{who} placed {card} turned at {cell}",
        "svg.last.cleared": "{who} cleared {cell} with a rockfall",
        "svg.last.looked": "{who} looked at the goal at {cell} with a map",
        "svg.last.broke": "{who} broke {tool}",
        "svg.last.broke.own": "{who} broke {tool} of {who}",
        "svg.last.repaired": "{who} repaired {tool}",
        "svg.last.repaired.own": "{who} repaired {tool} of {who}",
        "svg.last.played": "{who} played",
        "svg.tool.pickaxe.of": "the pickaxe of seat {number}",
        "svg.tool.pickaxe.your": "the pickaxe of you",
        "svg.tool.pickaxe.own": "the pickaxe",
        "svg.tool.pickaxe.own.their": "the pickaxe",
        "svg.tool.lantern.of": "the lantern of seat {number}",
        "svg.tool.lantern.your": "the lantern of you",
        "svg.tool.lantern.own": "the lantern",
        "svg.tool.lantern.own.their": "the lantern",
        "svg.tool.cart.of": "the cart of seat {number}",
        "svg.tool.cart.your": "the cart of you",
        "svg.tool.cart.own": "the cart",
        "svg.tool.cart.own.their": "the cart",
    }
)

_TOOL = {Tool.PICKAXE: "pickaxe", Tool.LANTERN: "lantern", Tool.CART: "cart"}
_ROLE = {Role.MINER: "miner", Role.SABOTEUR: "saboteur"}


@attrs.frozen
class SaboteurWords:
    """Saboteur's words from a catalogue (the game's ``words`` hook); see
    :class:`~tablegames.core.words.Words` for what each method gives.

    Attributes:
        catalogue: The messages, :data:`ENGLISH` by default.
        painter: Draws the terminal's picture of a state or a view with its marks, in these
            words (``picture`` gives them, so a translation draws the table in its language:
            the ``table.*`` messages): the game's ``render_table``, which the game object
            gives (it reads these words, so this module cannot import it). Without one,
            ``picture`` is the object's ``str``.
        codes: Whether a hand dealt is listed by the cards' codes (``NES, bP``), which the
            terminal's legend explains, as the terminal wants it; ``False`` names each card
            (``the tunnel NES and the broken pickaxe``), as a web page wants it:
            :meth:`in_full`.
    """

    catalogue: Catalogue = attrs.field(factory=lambda: Catalogue("en", ENGLISH))
    # The painter's third argument is these words (not annotated as such: the name is not
    # bound yet when attrs makes __init__, whose annotations the docs then cannot read).
    painter: Callable[[Any, Mapping[object, str], Any], str] = lambda obj, marks, words: str(obj)
    codes: bool = True

    def in_language(self, catalogue: Catalogue) -> SaboteurWords:
        return attrs.evolve(self, catalogue=translation(ENGLISH, catalogue))

    def in_full(self) -> SaboteurWords:
        """These words naming every card, for a reader without the terminal's legend
        (:func:`tablegames.core.words.in_full`)."""
        return attrs.evolve(self, codes=False)

    def card(self, card: Card) -> str:
        """A card in words: ``the tunnel NE``, ``the dead end NES``, ``the map``."""
        return self.catalogue.say("card", name=self.card_name(card))

    def card_name(self, card: Card) -> str:
        """A card's name, from the catalogue: ``tunnel NE``, ``repair pickaxe/cart`` (in
        English its written form, as JSON writes it: ``CARD_TEXT`` of its cards module)."""
        say = self.catalogue
        key, sides, tools = _CARD_NAMES[card]
        if key == "card.broken":
            return say.say(key, tool=self._tool(tools[0]))
        if key == "card.repair":
            worded = [self._tool(tool) for tool in tools]
            if len(worded) == 2:
                worded = [say.say("card.repair.tools", first=worded[0], second=worded[1])]
            return say.say(key, tools=worded[0])
        return say.say(key, sides=sides) if sides else say.say(key)

    def refusal(self, error: IllegalMoveError, viewer: int | None = None) -> str:
        """A refused move in these words, its cards, tools and cells named (``la carte tunnel
        NE``, ``pioche``, ``1,0``): the catalogue's
        :meth:`~tablegames.core.words.Catalogue.refusal` (what
        :func:`~tablegames.core.words.refused` calls)."""
        fields = {name: self._named(name, value) for name, value in error.fields.items()}
        return self.catalogue.refusal(error.code, str(error), fields, viewer)

    def _named(self, name: str, value: object) -> object:
        """A refusal's fact in words: a card, a tool, a cell (``cell``: its ``(x, y)``), the
        gold values offered (``offered``); any other fact as it is."""
        if isinstance(value, Card):
            return self.card(value)
        if isinstance(value, Tool):
            return self._tool(value)
        if name == "cell" and isinstance(value, tuple):
            return cell_notation(*value)
        if name == "offered" and isinstance(value, tuple):
            return self.catalogue.listing([str(item) for item in value])
        return value

    def _tool(self, tool: Tool) -> str:
        """A tool's bare name, as a card's name has it: ``cart`` (``broken cart``)."""
        return self.catalogue.say(f"tool.{_TOOL[tool]}")

    def _tool_of(self, tool: Tool, target: int, reader: int | None, subject: int | None) -> str:
        """``target``'s ``tool`` with whose it is, said to ``reader`` about a move of
        ``subject`` (``None``: a move where no tool is anyone's "own", a repair's label):
        ``your own cart`` (the reader's, the subject's own), ``their own cart`` (the
        subject's own), ``your cart`` (the reader's), ``seat 3's cart``. Each is a message of
        its own per tool, so that a translation makes its article and possessive agree with
        the tool (French "son propre chariot", "sa propre pioche")."""
        key = f"tool.{_TOOL[tool]}"
        say = self.catalogue
        if target == subject:
            return say.say(f"{key}.own" if target == reader else f"{key}.own.their")
        if target == reader:
            return say.say(f"{key}.your")
        return say.say(f"{key}.of", owner=say.whose(target, reader))

    def _act(self, key: str, seat: int, viewer: int | None, **fields: object) -> str:
        """The message ``key`` as a sentence whose subject is ``seat``: its ``.you`` form for
        the viewer, where the catalogue has one (:meth:`Catalogue.act
        <tablegames.core.words.Catalogue.act>`)."""
        return self.catalogue.act(key, seat, viewer, **fields)

    def _whose(self, key: str, seat: int, viewer: int | None, **fields: object) -> str:
        """The message ``key`` as a sentence about ``seat``'s thing (``{whose} hand``): its
        ``.you`` form for the viewer, where the catalogue has one (French "Votre main", not
        "Main votre"), else ``key`` with the seat's possessive as ``whose``
        (:meth:`Catalogue.of <tablegames.core.words.Catalogue.of>`)."""
        return self.catalogue.of(key, seat, viewer, **fields)

    def _tool_text(self, key: str, seat: int, target: int, viewer: int | None, tool: Tool) -> str:
        """A seat broke or repaired a tool (``key``: ``broke``, ``repaired``): its own
        (``key.own``), the viewer's (``key.yours``), or another seat's (``key``), the tool
        named with whose it is (:meth:`_tool_of`); each said as a sentence whose subject is
        ``seat``."""
        named = self._tool_of(tool, target, viewer, seat)
        if target == seat:
            return self._act(f"{key}.own", seat, viewer, tool=named)
        if target == viewer:
            return self._act(f"{key}.yours", seat, viewer, tool=named)
        return self._act(key, seat, viewer, tool=named)

    # -- moves -------------------------------------------------------------------------------------

    def label(self, move: SaboteurMove) -> str:
        say = self.catalogue
        match move:
            case PlacePath(card=card, x=x, y=y, rotated=rotated):
                key = "label.place.turned" if rotated else "label.place"
                return say.say(key, card=self.card(card), cell=cell_notation(x, y))
            # A label is said to the mover: its own tool is "your own cart" to break, "your
            # cart" to repair.
            case BreakTool(player=seat, target=target, tool=tool):
                return say.say("label.break", tool=self._tool_of(tool, target, seat, seat))
            case RepairTool(player=seat, card=card, target=target, tool=tool):
                named = self._tool_of(tool, target, seat, None)
                return say.say("label.repair", tool=named, card=self.card(card))
            case Rockfall(x=x, y=y):
                return say.say("label.rockfall", cell=cell_notation(x, y))
            case UseMap(x=x, y=y):
                return say.say("label.map", cell=cell_notation(x, y))
            case Discard(card=card):
                return say.say("label.discard", card=self.card(card))
            case ChooseGold(value=value):
                return say.say("label.gold", nuggets=say.count(value, "nugget"))
        assert_never(move)

    def group(self, move: SaboteurMove) -> str:
        """The card a move plays (``Tunnel NW (NW)``), passing, or taking gold: a terminal
        asks for the card first, then for the place or the target."""
        say = self.catalogue
        match move:
            case Discard():
                return say.say("group.discard")
            case ChooseGold():
                return say.say("group.gold")
            case PlacePath(card=card) | RepairTool(card=card):
                pass
            case BreakTool(tool=tool):
                card = BROKEN_CARD[tool]
            case Rockfall():
                card = Card.ROCKFALL
            case UseMap():
                card = Card.MAP
            case _:
                assert_never(move)
        return say.say("group.card", name=sentence(self.card_name(card)), short=CARD_CODES[card])

    def folded(self) -> frozenset[str]:
        return frozenset()

    # -- events ------------------------------------------------------------------------------------

    def is_redundant(self, event: SaboteurEvent, viewer: int | None) -> bool:
        """The public half of the viewer's own draw, discard, map or gold choice: the private
        half that follows names the card."""
        redundant = (CardDrawn, CardDiscarded, GoalInspected, GoldChosen)
        return isinstance(event, redundant) and event.player == viewer

    def text(self, event: SaboteurEvent, viewer: int | None) -> str:
        say = self.catalogue
        match event:
            case RoundStarted(round=number, first_player=first):
                return self._act("round", first, viewer, number=number + 1, rounds=ROUNDS)
            case RoleDealt(player=seat, role=role):
                return self._act("role", seat, viewer, role=say.say(f"role.{_ROLE[role]}"))
            case HandDealt(player=seat, cards=cards):
                if self.codes:
                    listed = say.say("list.separator").join(CARD_CODES[card] for card in cards)
                else:
                    listed = say.listing([self.card(card) for card in cards])
                return self._whose("hand", seat, viewer, cards=listed)
            case PathPlaced(player=seat, card=card, x=x, y=y, rotated=rotated):
                key = "placed.turned" if rotated else "placed"
                return self._act(key, seat, viewer, card=self.card(card), cell=cell_notation(x, y))
            case GoalRevealed(player=seat, x=x, y=y, card=card):
                key = "reached.gold" if card is Card.GOLD else "reached.coal"
                return self._act(key, seat, viewer, cell=cell_notation(x, y))
            case ToolBroken(player=seat, target=target, tool=tool):
                return self._tool_text("broke", seat, target, viewer, tool)
            case ToolRepaired(player=seat, target=target, tool=tool):
                return self._tool_text("repaired", seat, target, viewer, tool)
            case PathCleared(player=seat, x=x, y=y, card=card):
                cell = cell_notation(x, y)
                return self._act("cleared", seat, viewer, card=self.card(card), cell=cell)
            case GoalInspected(player=seat, x=x, y=y):
                return self._act("inspected", seat, viewer, cell=cell_notation(x, y))
            case GoalSeen(player=seat, x=x, y=y, card=card):
                goal = say.say("goal.gold" if card is Card.GOLD else "goal.coal")
                return self._whose("seen", seat, viewer, goal=goal, cell=cell_notation(x, y))
            case CardDiscarded(player=seat):
                return self._act("discarded", seat, viewer)
            case OwnCardDiscarded(player=seat, card=card):
                return self._act("discarded.card", seat, viewer, card=self.card(card))
            case CardDrawn(player=seat, card=drawn):
                if drawn is None:
                    return self._act("drew", seat, viewer)
                # Under open_draw_pile everyone saw the card on top of the pile.
                return self._act("drew.open", seat, viewer, card=self.card(drawn))
            case OwnCardDrawn(player=seat, card=card):
                return self._act("drew.card", seat, viewer, card=self.card(card))
            case TurnSkipped(player=seat):
                return self._act("skipped", seat, viewer)
            case RoundEnded():
                return self._round_ended(event, viewer)
            case GoldDrawn(count=count):
                key = f"gold.drawn.{say.plural(count)}"
                return say.say(key, cards=sentence(say.count(count, "gold_card")))
            case GoldChosen(player=seat):
                return self._act("gold.chosen", seat, viewer)
            case GoldReceived(player=seat, values=()):
                return self._act("gold.received.none", seat, viewer)
            case GoldReceived(player=seat, values=values):
                return self._act("gold.received", seat, viewer, gold=self._gold(values))
            case GameEnded(totals=totals, winners=won):
                listed = say.say("list.separator").join(
                    say.say("total", who=say.seat(s, viewer), total=t) for s, t in enumerate(totals)
                )
                text = say.say("over", totals=listed)
                # The most nuggets win, and tied seats share the win (rules §7.4).
                if len(won) == 1:
                    return text + " " + self._act("over.winner", won[0], viewer)
                if won:
                    tied = say.seats(won, viewer)
                    return text + " " + say.sentence(say.say("over.winners", who=tied))
                return text
        assert_never(event)

    def _gold(self, values: tuple[int, ...]) -> str:
        say = self.catalogue
        nuggets = say.count(sum(values), "nugget")
        if len(values) == 1:
            return say.say("gold.one", nuggets=nuggets)
        return say.say("gold.several", values=" + ".join(map(str, values)), nuggets=nuggets)

    def _round_ended(self, event: Any, viewer: int | None) -> str:
        say = self.catalogue
        number = event.round + 1
        if event.winner is Team.MINERS and event.finder is not None:
            # The finder is the subject of its clause: the viewer's has its own form.
            if event.finder == viewer and say.has("won.miners.finder.you"):
                text = say.say("won.miners.finder.you", number=number)
            else:
                finder = say.seat(event.finder, viewer)
                text = say.say("won.miners.finder", number=number, finder=finder)
        elif event.winner is Team.MINERS:
            text = say.say("won.miners", number=number)
        elif event.winner is Team.SABOTEURS and event.nuggets:
            nuggets = say.count(event.nuggets, "nugget")
            text = say.say("won.saboteurs.each", number=number, nuggets=nuggets)
        elif event.winner is Team.SABOTEURS:
            text = say.say("won.saboteurs", number=number)
        else:
            text = say.say("won.nobody", number=number)
        saboteurs = [s for s, role in enumerate(event.roles) if role is Role.SABOTEUR]
        if saboteurs:
            text += " " + say.say("saboteurs", seats=say.seats(saboteurs, viewer))
        else:
            text += " " + say.say("saboteurs.none")
        role = say.say(f"role.{_ROLE[event.set_aside]}")
        return text + " " + say.say("set_aside", role=role)

    # -- the end -----------------------------------------------------------------------------------

    def result(self, obj: SaboteurState | SaboteurView, viewer: int | None) -> str:
        """The final nuggets and the winners; tied seats share the win (rules §7.4)."""
        say = self.catalogue
        if isinstance(obj, SaboteurState):
            totals: tuple[int, ...] = scores(obj)
            won = winners(obj)
        else:
            totals = obj.gold_totals or ()
            best = max(totals, default=0)
            won = tuple(seat for seat, total in enumerate(totals) if total == best)
        listed = say.say("list.separator").join(
            say.say("total", who=say.seat(s, viewer), total=t) for s, t in enumerate(totals)
        )
        lines = [say.say("result.nuggets", totals=listed)]
        if not won:
            return lines[0]
        nuggets = say.count(totals[won[0]], "nugget")
        if len(won) == 1:
            lines.append(self._act("result.wins", won[0], viewer, nuggets=nuggets))
        else:
            tied = say.seats(won, viewer)
            lines.append(say.sentence(say.say("result.tie", who=tied, nuggets=nuggets)))
        return "\n".join(lines)

    # -- the terminal ------------------------------------------------------------------------------

    def picture(self, obj: SaboteurState | SaboteurView, marks: Mapping[object, str]) -> str:
        return self.painter(obj, marks, self)

    def spot(self, move: SaboteurMove) -> object | None:
        """The maze cell a path card, a rockfall or a map is played on."""
        if isinstance(move, (PlacePath, Rockfall, UseMap)):
            return (move.x, move.y)
        return None

    def variant(self, move: SaboteurMove) -> str:
        """``'`` for a path card turned."""
        return "'" if isinstance(move, PlacePath) and move.rotated else ""

    def legend(self) -> str:
        return self.catalogue.say("legend")

    def runs(self, obj: Any) -> tuple[Run, ...]:
        return ()

    def parse_run(self, obj: Any, text: str) -> Run | None:
        return None


#: Saboteur's words in English.
WORDS = SaboteurWords()
