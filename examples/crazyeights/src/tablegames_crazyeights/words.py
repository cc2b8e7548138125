"""Crazy Eights in words: the message catalogue, and the functions that pick a message and fill
it (the game's ``words`` hook, :class:`tablegames.core.words.Words`).

:data:`ENGLISH` holds every message, by id; a translation is another catalogue with the same
ids (``WORDS.in_language(Catalogue("fr", {...}))``), in one file (:mod:`.words_fr`, the
French). :class:`CrazyEightsWords` words each move as a button label, each event as a sentence
from one seat's side, the menu headings and the result. Seats are numbered from 1, as
everywhere people read them.

A sentence whose subject is the reader (``played``, ``drew``, ``passed``, ``round.out``,
``over.winner``, ``result.winner``...) is said in its ``.you`` form where the catalogue has
one (``played.you``), with the message's fields but the seat: a language whose verb agrees
with "you" words it apart (French "Vous avez joué ...", not "Vous a joué ..."). The English
needs none but ``dealt.you`` ("You were dealt", "Seat 2 was dealt"). A shared win with the
reader among the winners has no such form: it is said with ``who``.

The table in a few lines (:func:`~tablegames_crazyeights.text.render`, the ``table.*``
messages) and the SVG picture (:mod:`tablegames_crazyeights.svg`, the ``svg.*`` messages)
are said from the same catalogue, so a translation of it draws them in its language too.

>>> from tablegames_crazyeights import Draw, PlayEight, Suit, parse_card
>>> from tablegames_crazyeights.words import WORDS
>>> WORDS.label(PlayEight(0, parse_card("8 of clubs"), Suit.HEARTS)), WORDS.label(Draw(0))
('Play the 8 of clubs and name hearts', 'Draw a card')
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

import attrs
from tablegames.core import words as core_words
from tablegames.core.errors import IllegalMoveError
from tablegames.core.words import Catalogue, Run, translation
from typing_extensions import assert_never

from tablegames_crazyeights.cards import Card, Suit
from tablegames_crazyeights.events import (
    CardDrawn,
    CardPlayed,
    CrazyEightsEvent,
    Drew,
    GameEnded,
    HandDealt,
    Passed,
    RoundEnded,
    RoundStarted,
    StockRebuilt,
)
from tablegames_crazyeights.moves import CrazyEightsMove, Draw, Pass, PlayCard, PlayEight
from tablegames_crazyeights.state import CrazyEightsState, CrazyEightsView
from tablegames_crazyeights.text import render

__all__ = ["ENGLISH", "WORDS", "CrazyEightsWords"]

#: Every Crazy Eights message in English, by id. Fields: ``who`` a seat as a subject, ``card``
#: a card's name with its article, ``suit`` a suit's name.
ENGLISH: Mapping[str, str] = MappingProxyType(
    {
        **core_words.ENGLISH,
        # cards
        "card": "the {rank} of {suit}",
        "rank.ace": "ace",
        "rank.2": "2",
        "rank.3": "3",
        "rank.4": "4",
        "rank.5": "5",
        "rank.6": "6",
        "rank.7": "7",
        "rank.8": "8",
        "rank.9": "9",
        "rank.10": "10",
        "rank.jack": "jack",
        "rank.queen": "queen",
        "rank.king": "king",
        "suit.clubs": "clubs",
        "suit.diamonds": "diamonds",
        "suit.hearts": "hearts",
        "suit.spades": "spades",
        # move labels
        "label.play": "Play {card}",
        "label.eight": "Play {card} and name {suit}",
        "label.draw": "Draw a card",
        "label.pass": "Pass",
        # menu headings
        "group.play": "Play a card",
        "group.eight": "Play an eight and name a suit",
        "group.other": "Draw or pass",
        # events
        "round": "Round {round}: {whose} deal. {Card} starts the discard pile; {who} plays first.",
        "round.you": "Round {round}: {whose} deal. {Card} starts the discard pile; you play first.",
        "round.buried": "{Cards} turned up first and went back into the stock.",
        "dealt": "{Who} was dealt {cards}.",
        "dealt.you": "You were dealt {cards}.",
        "played": "{Who} played {card}; {left} left.",
        "played.eight": "{Who} played {card} and named {suit}; {left} left.",
        "played.out": "{Who} played {card} and went out.",
        "played.eight.out": "{Who} played {card}, named {suit} and went out.",
        "drew": "{Who} drew a card; {stock} left in the stock.",
        "drew.card": "{Who} drew {card}.",
        "rebuilt": (
            "The discard pile but its top card was shuffled into a new stock of {cards} "
            "(reshuffle {reshuffles})."
        ),
        "passed": "{Who} passed.",
        "passed.stuck": "{Who} passed, unable to play or draw.",
        "round.out": "Round {round} is over: {who} went out and scored {points}.",
        "round.blocked": "Round {round} is blocked: {who} had the lowest hand and scored {points}.",
        "round.blocked.shared": (
            "Round {round} is blocked: {who} had the lowest hands and scored {points} each."
        ),
        "round.hand": "{who}: {hand}",
        "round.hand.separator": "; ",
        "round.hands": "Hands: {hands}.",
        "round.empty": "no card",
        "round.totals": "Totals: {totals}.",
        "over.winner": "The game is over: {who} won.",
        "over.winners": "The game is over: {who} share the win.",
        # the table in a few lines (text.render: the terminal's table, the picture's description)
        "table.title": "Crazy Eights, {players}, {game}; round {round}, dealer {dealer}, {status}.",
        "table.single": "single round",
        "table.target": "to {target} points",
        "table.turn": "{who} to play",
        "table.drew": "{status} (drew {cards} this turn)",
        "table.over": "the game is over: {winners}",
        "table.won": "{who} won",
        "table.shared": "seats {numbers} share the win",
        "table.piles": "Discard pile: {top} ({cards}); follow {suit}.  Stock: {stock}.",
        "table.seat": "seat {number}: {hand}",
        "table.seat.you": "seat {number} (you): {hand}",
        "table.empty": "no card left",
        "table.totals": "Totals: {totals}",
        # the picture (svg.draw): its headline, the middle's headings, buttons and log, the
        # seats' rows, and the cards' faces
        "svg.turn": "Round {round}: {who} to play",
        "svg.over": "Round {round}: the game is over, {who} won",
        "svg.over.shared": "Round {round}: the game is over, {who} share the win",
        "svg.single": "A single round",
        "svg.target": "Rounds to {target} points",
        "svg.stock": "Stock",
        "svg.discard": "Discard pile",
        "svg.follow": "Follow",
        "svg.draw": "Draw",
        "svg.pass": "Pass",
        "svg.last_move": "{tag}: {who} played {card}",
        "svg.log": "Just now",
        "svg.log.empty": "Nothing yet.",
        "svg.log.round": "Round {round} dealt by {who}; {card} starts.",
        "svg.log.played": "{Who} played {card}.",
        "svg.log.played.eight": "{Who} played {card}, naming {suit}.",
        "svg.log.drew": "{Who} drew a card.",
        "svg.log.drew.card": "{Who} drew {card}.",
        "svg.log.passed": "{Who} passed.",
        "svg.log.passed.stuck": "{Who} passed (stuck).",
        "svg.log.rebuilt": "The stock was rebuilt: {cards}.",
        "svg.log.ended": "Round {round} ended ({points}).",
        "svg.log.points": "{who} {points}",
        "svg.log.over": "Game over: {who} won.",
        "svg.log.over.shared": "Game over: {who} share the win.",
        "svg.seat": "Seat {number}",
        "svg.seat.you": "Seat {number} (you)",
        "svg.total": "total {total}, {cards}",
        "svg.dealer": "dealer",
        "svg.won": "won",
        "svg.to_play": "to play",
        # a card's face: its name (the tooltip, without an article), its corner's rank, and
        # the word on an eight
        "svg.card": "{rank} of {suit}",
        "svg.rank.ace": "A",
        "svg.rank.jack": "J",
        "svg.rank.queen": "Q",
        "svg.rank.king": "K",
        "svg.wild": "WILD",
        # the terminal
        "legend": (
            "Cards: the rank, then the suit's initial: 8h the 8 of hearts, 10c, Qs, Ad.\n"
            "Type a card to play it (Qs), an eight with the suit it names (8h s for spades), "
            "draw, or pass."
        ),
    }
)


@attrs.frozen
class CrazyEightsWords:
    """Crazy Eights' words from a catalogue (the game's ``words`` hook); see
    :class:`tablegames.core.words.Words` for what each method gives.

    Attributes:
        catalogue: The messages, :data:`ENGLISH` by default.
    """

    catalogue: Catalogue = attrs.field(factory=lambda: Catalogue("en", ENGLISH))

    def in_language(self, catalogue: Catalogue) -> CrazyEightsWords:
        return attrs.evolve(self, catalogue=translation(ENGLISH, catalogue))

    def card(self, card: Card) -> str:
        """A card in words, with its article: ``the queen of spades``."""
        say = self.catalogue
        return say.say("card", rank=say.say(f"rank.{card.rank.value}"), suit=self.suit(card.suit))

    def suit(self, suit: Suit) -> str:
        """A suit's name: ``hearts``."""
        return self.catalogue.say(f"suit.{suit.value}")

    def refusal(self, error: IllegalMoveError, viewer: int | None = None) -> str:
        """A refused move in these words, its cards and suits named (``le 3 de cœur``): the
        catalogue's :meth:`~tablegames.core.words.Catalogue.refusal` (what
        :func:`~tablegames.core.words.refused` calls)."""
        fields = {name: self._named(value) for name, value in error.fields.items()}
        return self.catalogue.refusal(error.code, str(error), fields, viewer)

    def _named(self, value: object) -> object:
        """A card or a suit in words; any other fact as it is."""
        if isinstance(value, Card):
            return self.card(value)
        if isinstance(value, Suit):
            return self.suit(value)
        return value

    def _cards(self, cards: tuple[Card, ...]) -> str:
        return self.catalogue.listing([self.card(card) for card in cards])

    def _act(self, key: str, seat: int, viewer: int | None, **fields: object) -> str:
        """The message ``key`` with ``seat`` as its subject: its ``.you`` form for the viewer,
        where the catalogue has one (a language whose verb agrees with "you": French
        "Vous avez joué", not "Vous a joué"), else ``key`` with the seat as ``who``."""
        say = self.catalogue
        if seat == viewer and say.has(f"{key}.you"):
            return say.sentence(say.say(f"{key}.you", **fields))
        return say.say(key, who=say.seat(seat, viewer), **fields)

    # -- moves -------------------------------------------------------------------------------------

    def label(self, move: CrazyEightsMove) -> str:
        say = self.catalogue
        match move:
            case PlayCard(card=card):
                return say.say("label.play", card=self.card(card))
            case PlayEight(card=card, suit=suit):
                return say.say("label.eight", card=self.card(card), suit=self.suit(suit))
            case Draw():
                return say.say("label.draw")
            case Pass():
                return say.say("label.pass")
        assert_never(move)

    def group(self, move: CrazyEightsMove) -> str:
        match move:
            case PlayCard():
                key = "play"
            case PlayEight():
                key = "eight"
            case Draw() | Pass():
                key = "other"
            case _:
                assert_never(move)
        return self.catalogue.say(f"group.{key}")

    def folded(self) -> frozenset[str]:
        return frozenset()

    # -- events ------------------------------------------------------------------------------------

    def is_redundant(self, event: CrazyEightsEvent, viewer: int | None) -> bool:
        """The public half of the viewer's own draw: its private half names the card."""
        return isinstance(event, Drew) and event.player == viewer

    def text(self, event: CrazyEightsEvent, viewer: int | None) -> str:
        say = self.catalogue
        match event:
            case RoundStarted(round=number, dealer=dealer, first_player=first, starter=card):
                text = say.say(
                    "round.you" if first == viewer else "round",
                    round=number,
                    whose=say.whose(dealer, viewer),
                    card=self.card(card),
                    who=say.seat(first, viewer),
                )
                if event.buried:
                    text += " " + say.say("round.buried", cards=self._cards(event.buried))
                return text
            case HandDealt(player=seat, cards=cards):
                # Private: read by its seat, or by a reader told every secret (a replay).
                return self._act("dealt", seat, viewer, cards=self._cards(cards))
            case CardPlayed(player=seat, card=card, suit=suit, cards_left=left):
                key = "played.eight" if card.is_eight else "played"
                if not left:
                    key += ".out"
                return self._act(
                    key,
                    seat,
                    viewer,
                    card=self.card(card),
                    suit=self.suit(suit),
                    left=say.count(left, "card"),
                )
            case Drew(player=seat, stock_left=left):
                return self._act("drew", seat, viewer, stock=say.count(left, "card"))
            case CardDrawn(player=seat, card=card):
                return self._act("drew.card", seat, viewer, card=self.card(card))
            case StockRebuilt(cards=cards, reshuffles=reshuffles):
                return say.say("rebuilt", cards=say.count(cards, "card"), reshuffles=reshuffles)
            case Passed(player=seat, stuck=stuck):
                return self._act("passed.stuck" if stuck else "passed", seat, viewer)
            case RoundEnded(round=number, winners=won, blocked=blocked, points=points):
                if not blocked:
                    key = "round.out"
                else:
                    key = "round.blocked" if len(won) == 1 else "round.blocked.shared"
                scored = say.count(points[won[0]], "point")
                lines = [
                    self._act(key, won[0], viewer, round=number, points=scored)
                    if len(won) == 1
                    else say.say(key, round=number, who=say.seats(won, viewer), points=scored),
                    self._hands(event.hands, viewer),
                    self._totals(event.totals, viewer),
                ]
                return " ".join(lines)
            case GameEnded(winners=won):
                if len(won) == 1:
                    return self._act("over.winner", won[0], viewer)
                return say.say("over.winners", who=say.seats(won, viewer))
        assert_never(event)

    def _hands(self, hands: tuple[tuple[Card, ...], ...], viewer: int | None) -> str:
        say = self.catalogue
        listed = say.say("round.hand.separator").join(
            say.say(
                "round.hand",
                who=say.seat(seat, viewer),
                hand=self._cards(hand) if hand else say.say("round.empty"),
            )
            for seat, hand in enumerate(hands)
        )
        return say.say("round.hands", hands=listed)

    def _totals(self, totals: tuple[int, ...], viewer: int | None) -> str:
        say = self.catalogue
        listed = say.say("list.separator").join(
            say.say("result.score", who=say.seat(seat, viewer), score=total)
            for seat, total in enumerate(totals)
        )
        return say.say("round.totals", totals=listed)

    # -- the end -----------------------------------------------------------------------------------

    def result(self, obj: CrazyEightsState | CrazyEightsView, viewer: int | None) -> str:
        """Each seat's score, and who won (rule 10)."""
        say = self.catalogue
        listed = say.say("list.separator").join(
            say.say("result.score", who=say.seat(seat, viewer), score=total)
            for seat, total in enumerate(obj.totals)
        )
        won = obj.winners
        if not won:
            verdict = say.say("result.nobody")
        elif len(won) == 1:
            verdict = say.act("result.winner", won[0], viewer)
        else:
            verdict = say.sentence(say.say("result.winners", who=say.seats(won, viewer)))
        return say.say("result.scores", scores=listed) + " " + verdict

    # -- the terminal ------------------------------------------------------------------------------

    def picture(self, obj: CrazyEightsState | CrazyEightsView, marks: Mapping[object, str]) -> str:
        """The table in a few lines (:func:`~tablegames_crazyeights.text.render`) in these
        words: the terminal's table, and the description of the picture."""
        return render(obj, self)

    def spot(self, move: CrazyEightsMove) -> object | None:
        return None

    def variant(self, move: CrazyEightsMove) -> str:
        return ""

    def legend(self) -> str:
        return self.catalogue.say("legend")

    def runs(self, obj: object) -> tuple[Run, ...]:
        return ()

    def parse_run(self, obj: object, text: str) -> Run | None:
        return None


#: Crazy Eights' words in English.
WORDS = CrazyEightsWords()
