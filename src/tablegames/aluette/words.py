"""Aluette in words: the message catalogue, and the functions that pick a message and fill it.

:data:`ENGLISH` holds every message; :class:`AluetteWords` words each move as a button label,
each event as a sentence from one seat's side, the menu headings and the result, and its
``table.*`` messages are the words of the terminal's table (:func:`tablegames.aluette.render`). A
translation is one catalogue with the same message ids, as
:mod:`tablegames.aluette.words_fr` is in French. Seats are numbered from 1, deals and tricks
too.

>>> from tablegames.aluette.words import WORDS
>>> from tablegames.aluette import PlayCard, Signal, SignalKind, parse_card
>>> WORDS.label(PlayCard(0, parse_card("7 of cups")))
'Play the 7 of cups'
>>> WORDS.label(Signal(0, SignalKind.ACES, 2))
'Signal two aces (open the mouth once per ace held)'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

import attrs
from typing_extensions import assert_never

from tablegames.aluette.cards import DEAL_POINTS, HAND_SIZE, SEATS, TOP_CARDS, Card
from tablegames.aluette.events import (
    AluetteEvent,
    CardDiscarded,
    CardPlayed,
    ChantDecided,
    ChantVoted,
    ConcessionAnswered,
    ConcessionOffered,
    DealDealt,
    DealScored,
    FaceUpCardDealt,
    GameEnded,
    HandDealt,
    MordienneAnnounced,
    OwnCardDiscarded,
    SeatsAssigned,
    Signalled,
    TalonReceived,
    TrickCompleted,
)
from tablegames.aluette.moves import (
    AluetteMove,
    AnnounceMordienne,
    AnswerConcession,
    DiscardCard,
    OfferConcession,
    PlayCard,
    Signal,
    SignalKind,
    VoteChant,
)
from tablegames.aluette.notation import card_code
from tablegames.aluette.rules import SIGNAL_CARD, partner, team
from tablegames.aluette.state import AluetteState, AluetteView, Tiebreak
from tablegames.core import words as core_words
from tablegames.core.errors import IllegalMoveError
from tablegames.core.words import Catalogue, Run, translation

__all__ = ["ENGLISH", "WORDS", "AluetteWords"]

_KIND = {kind: kind.name.lower() for kind in SignalKind}
# The eight named cards are the signalled ones: each is named by its signal's message.
_SIGNALLED = {card: kind for kind, card in SIGNAL_CARD.items()}

#: Every Aluette message in English, by id; the fields are ``who`` a seat as a subject, ``card`` a
#: card's name with its article, ``number`` a count from 1, ``team`` a team's name.
ENGLISH: Mapping[str, str] = MappingProxyType(
    {
        **core_words.ENGLISH,
        "seat.partner": "your partner (seat {number})",
        "seat.partner.named": "your partner ({name})",
        "team": "seats {first}+{second}",
        "team.yours": "your team (seats {first}+{second})",
        # The same, calling the seats by their players' names (a server's narration).
        "team.named": "{first}+{second}",
        "team.yours.named": "your team ({first}+{second})",
        # cards
        "card": "the {rank} of {suit}",
        "card.named": "{card} ({name})",
        "rank.1": "ace",
        "rank.2": "2",
        "rank.3": "3",
        "rank.4": "4",
        "rank.5": "5",
        "rank.6": "6",
        "rank.7": "7",
        "rank.8": "8",
        "rank.9": "9",
        "rank.10": "jack",
        "rank.11": "cavalier",
        "rank.12": "king",
        "suit.coins": "coins",
        "suit.cups": "cups",
        "suit.swords": "swords",
        "suit.batons": "batons",
        "aces.1": "one ace",
        "aces.2": "two aces",
        "aces.3": "three aces",
        "aces.4": "four aces",
        # signals: what each means, and the gesture made at a real table
        "name.monsieur": "Monsieur",
        "name.madame": "Madame",
        "name.borgne": "le Borgne",
        "name.vache": "la Vache",
        "name.grand_neuf": "Grand-neuf",
        "name.petit_neuf": "Petit-neuf",
        "name.deux_de_chene": "Deux de chêne",
        "name.deux_d_ecrit": "Deux d'écrit",
        "meaning.card": "I hold {name}",
        "meaning.aces": "I hold {aces}",
        "meaning.weak_hand": "my hand is weak",
        "meaning.mordienne": "I am going for mordienne",
        "gesture.monsieur": "look upward without moving the head",
        "gesture.madame": "tilt the head slightly to one side, or smile",
        "gesture.borgne": "wink",
        "gesture.vache": "pout, or purse the lips",
        "gesture.grand_neuf": "stick out the thumb",
        "gesture.petit_neuf": "stick out the little finger",
        "gesture.deux_de_chene": "stick out the index or middle finger",
        "gesture.deux_d_ecrit": "stick out the ring finger, or act as if writing",
        "gesture.aces": "open the mouth once per ace held",
        "gesture.weak_hand": "shrug both shoulders",
        "gesture.mordienne": "bite the lip",
        # move labels
        "label.play": "Play {card}",
        "label.discard": "Discard {card}",
        "label.signal": "Signal {signal} ({gesture})",
        "signal.card": "{name}",
        "signal.aces": "{aces}",
        "signal.weak_hand": "a weak hand",
        "signal.mordienne": "going for mordienne",
        "label.chant.yes": "Vote for the chant (two seats exchange six cards with the talon)",
        "label.chant.no": "Vote against the chant",
        "label.offer.yes": "Offer to concede the deal (the opponents score 1 if they accept)",
        "label.offer.no": "Do not offer to concede",
        "label.accept.yes": "Accept the concession (your team scores 1)",
        "label.accept.no": "Refuse the concession (your team must then make mordienne, or lose 2)",
        "label.announce.yes": (
            "Announce mordienne (2 points if you make it, 2 to the opponents if not)"
        ),
        "label.announce.no": "Do not announce mordienne",
        # menu headings
        "group.signal": "Signal to your partner (free: your turn goes on)",
        "group.play": "Play a card",
        "group.discard": "Chant: discard a card face down",
        "group.chant": "Chant vote",
        "group.concession": "Concession",
        "group.mordienne": "Mordienne announcement",
        # events
        "face_up": "Partnership draw: {who} was dealt {card} face up.",
        "face_up.you": "Partnership draw: you were dealt {card} face up.",
        "seating": "Partners sit opposite: seats 1 and 3 play against seats 2 and 4.",
        "seating.yours": (
            "Partners sit opposite: seats 1 and 3 play against seats 2 and 4. Your partner is "
            "seat {partner}."
        ),
        "seating.named": "Partners sit opposite: {first} play against {second}.",
        "seating.yours.named": (
            "Partners sit opposite: {first} play against {second}. Your partner is {partner}."
        ),
        "deal": "Deal {deal}: {who} dealt nine cards each; 12 lie face down.",
        "hand": "{whose} hand: {cards}.",
        "hand.you": "Your hand: {cards}.",
        "vote.yes": "{who} voted for the chant.",
        "vote.no": "{who} voted against the chant.",
        "chant.refused": "The chant was refused: the hands are played as dealt.",
        "chant.agreed": (
            "The chant was agreed: {takers} take six talon cards each and discard six."
        ),
        "talon": "{whose} six cards from the talon: {cards}.",
        "talon.you": "Your six cards from the talon: {cards}.",
        "discarded": "{who} discarded a card face down.",
        "discarded.card": "{who} discarded {card} face down.",
        "played": "{who} played {card}.",
        "trick.won": "{who} won trick {number} with {card}.",
        "trick.spoiled": (
            "Trick {number} was spoiled: {cards} tie for the highest card, so nobody won it; "
            "{leader} leads again."
        ),
        "trick.spoiled.you": (
            "Trick {number} was spoiled: {cards} tie for the highest card, so nobody won it; "
            "you lead again."
        ),
        "trick.spoiled.last": (
            "Trick {number} was spoiled: {cards} tie for the highest card, so nobody won it."
        ),
        "signalled": "{who} signalled: {meaning} ({gesture}).",
        "signalled.partner": "{who} signalled to the partner only: {meaning} ({gesture}).",
        "offered.yes": "{who} offered to concede the deal.",
        "offered.no": "{who} did not offer to concede.",
        "answered.yes": "{who} accepted the concession.",
        "answered.no": "{who} refused the concession.",
        "announced.yes": "{who} announced mordienne.",
        "announced.no": "{who} did not announce mordienne.",
        "scored.nothing": "Deal {deal} scored nothing: every trick was spoiled.",
        "scored.conceded": "Deal {deal} was conceded: {team} scored {points}.",
        "scored.missed": (
            "{who} announced mordienne and missed it: {team} scored {points} in deal {deal}."
        ),
        "scored.refused": (
            "Deal {deal}: the concession was refused and mordienne missed, so {team} scored "
            "{points}."
        ),
        "scored.won": "{who} won deal {deal} with {tricks}: {team} scored {points}.",
        "scored.won.first": (
            "{who} won deal {deal} with {tricks}, reaching {count} before {others} did: {team} "
            "scored {points}."
        ),
        "scored.won.untold": "{who} won deal {deal}: {team} scored {points}.",
        "trick.one": "{n} trick",
        "trick.other": "{n} tricks",
        "scored.mordienne": "{who} won deal {deal} with mordienne: {team} scored {points}.",
        "scored.nobody": "Nobody won deal {deal}: {team} scored {points}.",
        "points": "Points: {first} {first_points}, {second} {second_points}.",
        "over.draw": "The game is over: a draw, {points_each} each.",
        "over.won": "The game is over: {team} won {best} to {other}.",
        # the result
        "result.final": "Final score: {first} {first_points}, {second} {second_points}.",
        "result.draw": "A draw: {why}, so all four seats share the result.",
        "result.draw.none": "tied games are not played on (the 'tiebreak' option is 'none')",
        "result.draw.tied": "the game ended tied",
        "result.won": "{team} win.",
        "result.you_won": "You and {who} win.",
        "result.you_lost": "{team} win; you and your partner lose.",
        # the terminal
        "legend": (
            "Cards: rank A (ace), 2-9, J (jack), C (cavalier), K (king); suit co (coins), "
            "cu (cups), sw (swords), ba (batons): 3co is the 3 of coins (Monsieur).\n"
            "Type a card to play it (7cu), discard 7cu, sig monsieur / sig 2A to signal, "
            "chant / no chant, concede, accept / refuse, mordienne; yes / no answer a question."
        ),
        "legend.named": (
            "Named cards: {cards}, the eight highest in that order; then A, K, C, J, 9 down to "
            "3. Signal one by its name: sig grand-neuf."
        ),
        "legend.card": "{short} {name}",
        # the terminal's picture of the table (text.render): short, to fit 80 columns
        "table.title": (
            "Aluette, {deal}, dealer seat {dealer}. "
            "Points: {first} {first_points}, {second} {second_points}."
        ),
        "table.deal": "deal {number}",
        "table.deal.extra": "deal {number} (extra deal)",
        "table.team": "seats {first}+{second}",
        "table.phase.chant_vote": "chant vote",
        "table.phase.discard": "chant discards",
        "table.phase.concession": "concession offers",
        "table.phase.concession_answer": "concession answer",
        "table.phase.announce": "mordienne announcements",
        "table.phase.play": "play",
        "table.over.draw": "game over: a draw, {points_each} each",
        "table.over.won": "game over: {team} won {best} to {other}",
        "table.trick": "trick {number}/{tricks}",
        "table.to_act": "seat {number} to act",
        "table.to_act.you": "you to act",
        "table.chanters": "chanters: {seats}",
        "table.announced": "seat {number} announced mordienne",
        "table.announced.you": "you announced mordienne",
        # what joins the parts of the status line after its first ones
        "table.separator": "; ",
        "table.seat": "seat {number}: {cards}  [tricks {tricks}]",
        "table.seat.you": "seat {number} (you): {cards}  [tricks {tricks}]",
        "table.discards": "Your discards: {cards}",
        "table.signals": "Signals: {signals}",
        "table.signals.seat": "seat {number} {signals}",
        "table.tricks": "Tricks won by (X = spoiled): {winners}",
        "table.this_trick": "This trick: {played}; {winning}.",
        "table.played": "seat {number} {card}",
        "table.winning": "seat {number} winning",
        "table.spoiled": "spoiled so far (a tie)",
        # the picture of the table (tablegames.aluette.svg): its title and status line
        # the letter in a court card's corners, and the ace's
        "svg.index.1": "A",
        "svg.index.10": "J",
        "svg.index.11": "C",
        "svg.index.12": "K",
        "svg.title": "{deal}: {status}",
        # what joins a deal's number to the count of deals ("deal 3 of 5")
        "svg.of": " of ",
        "svg.status.play": "trick {number} of {tricks} · {doing}",
        "svg.act.chant_vote": "seat {number} to vote on the chant",
        "svg.act.chant_vote.you": "you to vote on the chant",
        "svg.act.discard": "seat {number} to discard",
        "svg.act.discard.you": "you to discard",
        "svg.act.concession": "seat {number} to concede or play on",
        "svg.act.concession.you": "you to concede or play on",
        "svg.act.concession_answer": "seat {number} to answer the concession",
        "svg.act.concession_answer.you": "you to answer the concession",
        "svg.act.announce": "seat {number} to announce mordienne or not",
        "svg.act.announce.you": "you to announce mordienne or not",
        "svg.act.play": "seat {number} to play",
        "svg.act.play.you": "you to play",
        "svg.over.draw": "Game over: a draw, {points_each} each",
        "svg.over.won": "Game over: {team} won {best} to {other}",
        "svg.over.won.yours": "Game over: you and your partner won {best} to {other}",
        # the seats' plates
        "svg.seat": "Seat {number}",
        "svg.seat.you": "Seat {number} · you",
        "svg.seat.partner": "Seat {number} · your partner",
        "svg.seat.opponent": "Seat {number} · opponent",
        "svg.seat.title": "Seat {number}, team {team}",
        "svg.seat.to_act": "to act",
        "svg.note.tricks": "tricks {number}",
        "svg.note.dealer": "dealer",
        "svg.note.chanter": "chanter",
        "svg.note.announced": "announced mordienne",
        "svg.note.offers": "offers to concede",
        "svg.note.voted.yes": "voted for the chant",
        "svg.note.voted.no": "voted against",
        "svg.no_cards": "no cards",
        # the cards: a card's title names it without an article ("3 of coins (Monsieur)")
        "svg.card": "{rank} of {suit}",
        # the trick under way
        "svg.trick.tied": "tied for the highest card: spoiled so far",
        "svg.trick.winning": "seat {number} is winning the trick",
        "svg.trick.winning.you": "you are winning the trick",
        # the points' panel
        "svg.points": "Points",
        "svg.team.yours": "{team} (you)",
        "svg.goal.target": "first team to {points} points",
        "svg.goal.deals": "most points after {deals} deals",
        "svg.goal.extra": "extra deals if tied",
        "svg.goal.tied": "tied after {deals} deals",
        "svg.goal.until": "until a deal is won",
        # this deal's panel
        "svg.deal": "This deal",
        "svg.dealer": "Dealer: seat {number}",
        "svg.dealer.you": "Dealer: you",
        "svg.trick_winners": "Trick winners ({spoiled} spoiled):",
        "svg.tricks": "seat {number}: {tricks}",
        "svg.tricks.you": "you: {tricks}",
        "svg.chant": "Chant: {who} took the talon",
        "svg.talon": "Talon: {cards} face down",
        # the deals played
        "svg.results": "Deals played",
        "svg.results.none": "none yet",
        "svg.result.nobody": "{deal}. nobody scored",
        "svg.result.scored": "{deal}. scored: +{points}",
        "svg.result.won": "{deal}. won by seat {number}: +{points}",
        "svg.result.won.you": "{deal}. won by you: +{points}",
        "svg.result.mordienne": "{result} (mordienne)",
        "svg.result.conceded": "{result} (conceded)",
        # a panel listing only its last rows: the deals (results) or the signals
        "svg.more.results": "last {shown} of {total}",
        "svg.more.signals": "last {shown} of {total}",
        # the signals made this deal
        "svg.signals": "Signals this deal",
        "svg.signals.none": "none yet",
        "svg.signal": "seat {number}: {signal}",
        "svg.signal.you": "you: {signal}",
        "svg.signal.partner": "{signal} (to partner)",
        "svg.signal.title": "{gesture}; trick {number}",
        "svg.signal.aces.one": "{n} ace",
        "svg.signal.aces.other": "{n} aces",
        "svg.signal.weak_hand": "weak hand",
        "svg.signal.mordienne": "going for mordienne",
        # the gesture of mordienne's signal, in a signal's title, says what it means
        "svg.gesture.mordienne": "bite the lip (going for mordienne)",
        # the last trick
        "svg.last_trick": "Trick {number}",
        "svg.last_trick.spoiled": "spoiled: nobody won it",
        "svg.last_trick.won": "won by seat {number}",
        "svg.last_trick.won.you": "won by you",
        "svg.last_trick.seat": "seat {number}",
        "svg.last_trick.seat.you": "you",
        # the last move's title
        "svg.last_move": "last move: seat {number} played {card}",
        "svg.last_move.you": "last move: you played {card}",
    }
)


def _card_key(card: Card) -> str:
    return f"rank.{int(card.rank)}"


@attrs.frozen
class AluetteWords:
    """Aluette's words from a catalogue (the game's ``words`` hook); see
    :class:`~tablegames.core.words.Words` for what each method gives.

    Attributes:
        catalogue: The messages, :data:`ENGLISH` by default.
        painter: Draws the terminal's picture of a state or a view with its marks, in
            these words (``picture`` gives them, so a translation draws the table in its
            language): the game's render, which the game object gives (render reads these
            words, so this module cannot import it). Without one, ``picture`` is the
            object's ``str``.
        codes: Whether a hand dealt and the cards taken from the talon are listed by the
            cards' codes (``8cu, 2ba``), which the terminal's legend explains, as the terminal
            wants them; ``False`` names each card (``the 8 of cups and the 2 of batons``), as
            a web page wants them: :meth:`in_full`.
    """

    catalogue: Catalogue = attrs.field(factory=lambda: Catalogue("en", ENGLISH))
    # The painter's third argument is these words (not annotated as such: the name is not
    # bound yet when attrs makes __init__, whose annotations the docs then cannot read).
    painter: Callable[[Any, Mapping[object, str], Any], str] = lambda obj, marks, words: str(obj)
    codes: bool = True

    def in_language(self, catalogue: Catalogue) -> AluetteWords:
        return attrs.evolve(self, catalogue=translation(ENGLISH, catalogue))

    def in_full(self) -> AluetteWords:
        """These words naming every card, for a reader without the terminal's legend
        (:func:`tablegames.core.words.in_full`)."""
        return attrs.evolve(self, codes=False)

    # -- small pieces ------------------------------------------------------------------------------

    def card(self, card: Card, *, named: bool = True) -> str:
        """A card in words, naming the eight special cards: ``the 3 of coins (Monsieur)``;
        with ``named=False`` without the name (``the 3 of coins``)."""
        say = self.catalogue
        own = f"card.{int(card.rank)}"  # a language may word one rank apart (French "l'as")
        suit = say.say(f"suit.{card.suit.value}")
        if say.has(own):
            text = say.say(own, suit=suit)
        else:
            text = say.say("card", rank=say.say(_card_key(card)), suit=suit)
        name = self.card_name(card)
        if named and name is not None:
            return say.say("card.named", card=text, name=name)
        return text

    def card_name(self, card: Card) -> str | None:
        """The name of one of the eight named cards (``Monsieur``, ``Deux de chêne``);
        ``None`` for another card."""
        kind = _SIGNALLED.get(card)
        return None if kind is None else self.catalogue.say(f"name.{_KIND[kind]}")

    def card_title(self, card: Card) -> str:
        """A card without an article, as the picture's card titles name it, with its name
        if it has one: ``3 of coins (Monsieur)``, ``king of cups``."""
        say = self.catalogue
        suit = say.say(f"suit.{card.suit.value}")
        text = say.say("svg.card", rank=say.say(_card_key(card)), suit=suit)
        name = self.card_name(card)
        return text if name is None else say.say("card.named", card=text, name=name)

    def refusal(self, error: IllegalMoveError, viewer: int | None = None) -> str:
        """A refused move in these words, its cards named (``le 3 de deniers (Monsieur)``):
        the catalogue's :meth:`~tablegames.core.words.Catalogue.refusal` (what
        :func:`~tablegames.core.words.refused` calls)."""
        fields = {
            name: self.card(value) if isinstance(value, Card) else value
            for name, value in error.fields.items()
        }
        return self.catalogue.refusal(error.code, str(error), fields, viewer)

    def rank(self, card: Card) -> str:
        """A card's rank in words: ``ace``, ``7``, ``cavalier``."""
        return self.catalogue.say(_card_key(card))

    def _who(self, seat: int, viewer: int | None) -> str:
        if seat == viewer:
            return self.catalogue.say("seat.you")
        if viewer is not None and seat == partner(viewer):
            if self._named((seat,)):
                return self.catalogue.say("seat.partner.named", name=self.catalogue.seat(seat))
            return self.catalogue.say("seat.partner", number=seat + 1)
        return self.catalogue.seat(seat)

    def _act(self, key: str, seat: int, viewer: int | None, **fields: object) -> str:
        """The message ``key`` with ``seat`` as its subject (``key.you`` for the viewer, where
        the language words it apart)."""
        if seat == viewer and self.catalogue.has(f"{key}.you"):
            return self.catalogue.sentence(self.catalogue.say(f"{key}.you", **fields))
        return self.catalogue.sentence(
            self.catalogue.say(key, who=self._who(seat, viewer), **fields)
        )

    def _whose(self, key: str, seat: int, viewer: int | None, **fields: object) -> str:
        """The message ``key`` about ``seat``'s thing, or its ``.you`` form for the viewer
        (:meth:`Catalogue.of <tablegames.core.words.Catalogue.of>`)."""
        return self.catalogue.of(key, seat, viewer, **fields)

    def team(self, number: int, viewer: int | None = None) -> str:
        """``seats 1+3`` (team 0) or ``seats 2+4`` (team 1); ``your team (...)`` for the
        viewer's; ``Ann+Cy`` when the catalogue calls its seats by players' names (a server's
        narration)."""
        key = "team.yours" if viewer is not None and team(viewer) == number else "team"
        seats = (number, number + 2)
        if self._named(seats):
            say = self.catalogue
            first, second = (say.seat(seat, viewer) for seat in seats)
            return say.say(f"{key}.named", first=first, second=second)
        return self.catalogue.say(key, first=number + 1, second=number + 3)

    def _named(self, seats: Sequence[int]) -> bool:
        """Whether the catalogue calls one of ``seats`` by a player's name, not its number (a
        server's narration: :func:`tablegames.server.names.named_words`)."""
        say = self.catalogue
        return any(say.seat(seat) != Catalogue.seat(say, seat) for seat in seats)

    def _seating(self, viewer: int | None) -> str:
        """Who plays with whom: the numbers, or the players' names where they have some."""
        say = self.catalogue
        if not self._named(range(SEATS)):
            if viewer is None:
                return say.say("seating")
            return say.say("seating.yours", partner=partner(viewer) + 1)
        first, second = say.seats((0, 2)), say.seats((1, 3))
        if viewer is None:
            return say.say("seating.named", first=first, second=second)
        mate = say.seat(partner(viewer), viewer)
        return say.say("seating.yours.named", first=first, second=second, partner=mate)

    def _aces(self, count: int | None) -> str:
        return self.catalogue.say(f"aces.{count or 1}")

    def _signal(self, kind: SignalKind, count: int | None, what: str) -> str:
        say = self.catalogue
        if kind in SIGNAL_CARD:
            return say.say(f"{what}.card", name=say.say(f"name.{_KIND[kind]}"))
        return say.say(f"{what}.{_KIND[kind]}", aces=self._aces(count))

    def meaning(self, kind: SignalKind, count: int | None) -> str:
        """What a signal says: ``I hold Monsieur``, ``I hold two aces``."""
        return self._signal(kind, count, "meaning")

    def signal_name(self, kind: SignalKind, count: int | None) -> str:
        """A signal as a menu or a table names it: ``Monsieur``, ``two aces``, ``a weak hand``."""
        return self._signal(kind, count, "signal")

    def named_cards(self) -> str:
        """The eight named cards, highest first, with their codes: what the legend adds to the
        card codes (``3co Monsieur, 3cu Madame, ...``)."""
        say = self.catalogue
        cards = [
            say.say("legend.card", short=card_code(card), name=say.say(f"name.{_KIND[kind]}"))
            for kind, card in sorted(SIGNAL_CARD.items(), key=lambda item: -item[1].strength)
        ]
        return say.say("legend.named", cards=say.say("list.separator").join(cards))

    def gesture(self, kind: SignalKind) -> str:
        """How a signal is made at a real table."""
        return self.catalogue.say(f"gesture.{_KIND[kind]}")

    def _points(self, points: tuple[int, int], viewer: int | None) -> str:
        return self.catalogue.say(
            "points",
            first=self.team(0, viewer),
            first_points=points[0],
            second=self.team(1, viewer),
            second_points=points[1],
        )

    # -- moves -------------------------------------------------------------------------------------

    def label(self, move: AluetteMove) -> str:
        say = self.catalogue
        match move:
            case PlayCard(card=card):
                return say.say("label.play", card=self.card(card))
            case DiscardCard(card=card):
                return say.say("label.discard", card=self.card(card))
            case Signal(kind=kind, count=count):
                signal = self._signal(kind, count, "signal")
                return say.say("label.signal", signal=signal, gesture=self.gesture(kind))
            case VoteChant(agree=yes):
                return say.say("label.chant." + ("yes" if yes else "no"))
            case OfferConcession(offer=yes):
                return say.say("label.offer." + ("yes" if yes else "no"))
            case AnswerConcession(accept=yes):
                return say.say("label.accept." + ("yes" if yes else "no"))
            case AnnounceMordienne(announce=yes):
                return say.say("label.announce." + ("yes" if yes else "no"))
        assert_never(move)

    def group(self, move: AluetteMove) -> str:
        match move:
            case Signal():
                key = "signal"
            case PlayCard():
                key = "play"
            case DiscardCard():
                key = "discard"
            case VoteChant():
                key = "chant"
            case OfferConcession() | AnswerConcession():
                key = "concession"
            case AnnounceMordienne():
                key = "mordienne"
            case _:
                assert_never(move)
        return self.catalogue.say(f"group.{key}")

    def folded(self) -> frozenset[str]:
        return frozenset({self.catalogue.say("group.signal")})

    # -- events ------------------------------------------------------------------------------------

    def is_redundant(self, event: AluetteEvent, viewer: int | None) -> bool:
        """The face-up cards of the partnership draw that are not top cards; the public half
        of the viewer's own discard (its private half names the card)."""
        if isinstance(event, FaceUpCardDealt):
            return event.card not in TOP_CARDS
        return isinstance(event, CardDiscarded) and event.player == viewer

    def text(self, event: AluetteEvent, viewer: int | None) -> str:
        say = self.catalogue
        match event:
            case FaceUpCardDealt(seat=seat, card=card):
                return self._act("face_up", seat, viewer, card=self.card(card))
            case SeatsAssigned():
                return self._seating(viewer)
            case DealDealt(deal=deal, dealer=dealer):
                return self._act("deal", dealer, viewer, deal=deal + 1)
            case HandDealt(player=seat, cards=cards):
                return self._whose("hand", seat, viewer, cards=self._codes(cards))
            case ChantVoted(player=seat, agree=agree):
                return self._act("vote." + ("yes" if agree else "no"), seat, viewer)
            case ChantDecided(agreed=False):
                return say.say("chant.refused")
            case ChantDecided(chanters=chanters):
                takers = say.listing([self._who(s, viewer) for s in chanters])
                return say.sentence(say.say("chant.agreed", takers=takers))
            case TalonReceived(player=seat, cards=cards):
                return self._whose("talon", seat, viewer, cards=self._codes(cards))
            case CardDiscarded(player=seat):
                return self._act("discarded", seat, viewer)
            case OwnCardDiscarded(player=seat, card=card):
                return self._act("discarded.card", seat, viewer, card=self.card(card))
            case CardPlayed(player=seat, card=card):
                return self._act("played", seat, viewer, card=self.card(card))
            case TrickCompleted(number=number, leader=leader, cards=cards, winner=None):
                top = max(card.strength for card in cards)
                tied = say.listing([self.card(c) for c in cards if c.strength == top])
                if number == HAND_SIZE:  # the deal's last trick: nobody leads again (rules §6)
                    return say.say("trick.spoiled.last", number=number, cards=tied)
                if leader == viewer:
                    return say.say("trick.spoiled.you", number=number, cards=tied)
                return say.say(
                    "trick.spoiled", number=number, cards=tied, leader=self._who(leader, viewer)
                )
            case TrickCompleted(number=number, leader=leader, cards=cards, winner=int(winner)):
                card = cards[(winner - leader) % len(cards)]
                return self._act("trick.won", winner, viewer, number=number, card=self.card(card))
            case Signalled(player=seat, kind=kind, count=count, partner_only=private):
                return self._act(
                    "signalled.partner" if private else "signalled",
                    seat,
                    viewer,
                    meaning=self.meaning(kind, count),
                    gesture=self.gesture(kind),
                )
            case ConcessionOffered(player=seat, offer=offer):
                return self._act("offered." + ("yes" if offer else "no"), seat, viewer)
            case ConcessionAnswered(player=seat, accepted=accepted):
                return self._act("answered." + ("yes" if accepted else "no"), seat, viewer)
            case MordienneAnnounced(player=seat, announce=announce):
                return self._act("announced." + ("yes" if announce else "no"), seat, viewer)
            case DealScored():
                return self._deal_scored(event, viewer)
            case GameEnded(team_points=(first, second)):
                if first == second:
                    return say.say("over.draw", points_each=say.count(first, "point"))
                best = 0 if first > second else 1
                return say.say(
                    "over.won",
                    team=self.team(best, viewer),
                    best=max(first, second),
                    other=min(first, second),
                )
        raise AssertionError(f"an Aluette event without words: {event!r}")

    def _codes(self, cards: tuple[Card, ...]) -> str:
        """A list of cards: by their codes for the terminal, else named (see ``codes``)."""
        if not self.codes:
            return self.catalogue.listing([self.card(card) for card in cards])
        return self.catalogue.say("list.separator").join(card_code(card) for card in cards)

    def _deal_scored(self, event: DealScored, viewer: int | None) -> str:
        say = self.catalogue
        deal = event.deal + 1
        got = say.count(event.points, "point")
        if event.team is None:
            text = say.say("scored.nothing", deal=deal)
        else:
            scored = self.team(event.team, viewer)
            if event.conceded:
                text = say.say("scored.conceded", deal=deal, team=scored, points=got)
            elif event.announcer is not None and team(event.announcer) != event.team:
                text = self._act(
                    "scored.missed", event.announcer, viewer, deal=deal, team=scored, points=got
                )
            elif event.winner is not None and team(event.winner) != event.team:
                text = say.say("scored.refused", deal=deal, team=scored, points=got)
            elif event.points != DEAL_POINTS and not event.mordienne:
                # Ruling A-33: more than a deal's point without mordienne or an announcement
                # is the refused concession's, scored by the offering team when the refusers
                # missed mordienne, whoever won the deal itself (or nobody).
                text = say.say("scored.refused", deal=deal, team=scored, points=got)
            elif event.winner is None:
                text = say.say("scored.nobody", deal=deal, team=scored, points=got)
            elif event.mordienne:
                text = self._act(
                    "scored.mordienne", event.winner, viewer, deal=deal, team=scored, points=got
                )
            else:
                text = self._won(
                    event.winner, event.tricks_won, viewer, deal=deal, team=scored, points=got
                )
        return f"{self.catalogue.sentence(text)} {self._points(event.team_points, viewer)}"

    def _won(
        self, winner: int, counts: tuple[int, ...], viewer: int | None, **fields: object
    ) -> str:
        """The deal's winner with its tricks (``counts``, by seat); when other seats won as
        many, that it reached the count first, which wins the deal (rules §7)."""
        if not counts:  # a document written before the counts were told
            return self._act("scored.won.untold", winner, viewer, **fields)
        count = counts[winner]
        tricks = self.catalogue.count(count, "trick")
        level = [seat for seat, won in enumerate(counts) if won == count and seat != winner]
        if not level:
            return self._act("scored.won", winner, viewer, tricks=tricks, **fields)
        if viewer is None or all(team(seat) != team(viewer) for seat in level):
            others = self.catalogue.seats(level)
        else:  # "you", "your partner (seat 3)"
            others = self.catalogue.listing([self._who(seat, viewer) for seat in level])
        return self._act(
            "scored.won.first", winner, viewer, tricks=tricks, count=count, others=others, **fields
        )

    # -- the end -----------------------------------------------------------------------------------

    def result(self, obj: AluetteState | AluetteView, viewer: int | None) -> str:
        say = self.catalogue
        first, second = obj.team_points
        lines = [
            say.sentence(
                say.say(
                    "result.final",
                    first=self.team(0, viewer),
                    first_points=first,
                    second=self.team(1, viewer),
                    second_points=second,
                )
            )
        ]
        if first == second:
            why = say.say(
                "result.draw.none" if obj.options.tiebreak is Tiebreak.NONE else "result.draw.tied"
            )
            lines.append(say.say("result.draw", why=why))
            return "\n".join(lines)
        best = 0 if first > second else 1
        if viewer is None:
            lines.append(say.sentence(say.say("result.won", team=self.team(best))))
        elif team(viewer) == best:
            # "your partner (seat 3)", or by name where the seats have names ("(Ann)")
            lines.append(say.say("result.you_won", who=self._who(partner(viewer), viewer)))
        else:
            lines.append(say.sentence(say.say("result.you_lost", team=self.team(best))))
        return "\n".join(lines)

    # -- the terminal ------------------------------------------------------------------------------

    def picture(self, obj: AluetteState | AluetteView, marks: Mapping[object, str]) -> str:
        return self.painter(obj, marks, self)

    def spot(self, move: AluetteMove) -> object | None:
        return None

    def variant(self, move: AluetteMove) -> str:
        return ""

    def legend(self) -> str:
        return self.catalogue.say("legend") + "\n" + self.named_cards()

    def runs(self, obj: Any) -> tuple[Run, ...]:
        return ()

    def parse_run(self, obj: Any, text: str) -> Run | None:
        return None


#: Aluette's words in English.
WORDS = AluetteWords()
