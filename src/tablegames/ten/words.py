"""TEN in words: the message catalogue, and the functions that pick a message and fill it.

:data:`ENGLISH` holds every message; :class:`TenWords` words each move as a button label, each
event as a sentence from one seat's side, the menu headings and the result, and offers a whole
payment as one choice (:meth:`TenWords.runs`). Seats are numbered from 1.

>>> from tablegames.ten.words import WORDS
>>> from tablegames.ten import Buy, PayToken, parse_card
>>> WORDS.label(Buy(0, parse_card("red 5"))), WORDS.label(PayToken(0))
('Buy the red 5 for 5', 'Pay a black token (worth 1)')
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from types import MappingProxyType
from typing import Any

import attrs
from typing_extensions import assert_never

from tablegames.core import words as core_words
from tablegames.core.errors import IllegalMoveError
from tablegames.core.notation import normalized
from tablegames.core.words import Catalogue, Run, translation
from tablegames.ten.cards import BUST_TOKEN_VALUE, CARD_PAY_VALUE, TOKEN_VALUE, Card
from tablegames.ten.events import (
    AuctionWon,
    BidMade,
    BidPassed,
    Busted,
    BustKind,
    BuyChosen,
    BuySkipped,
    CardCollected,
    CardDrawn,
    CurrencyTaken,
    GameEnded,
    GameStarted,
    ItemPaid,
    JenBid,
    NumbersTaken,
    PaymentItem,
    TenEvent,
    TurnStarted,
    WildToJen,
    WildUnsold,
)
from tablegames.ten.moves import (
    Bid,
    Buy,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    SkipBuy,
    TakeCurrency,
    TakeNumbers,
    TenMove,
)
from tablegames.ten.notation import BUST_TOKEN, CODE_CARDS, TOKEN, card_code
from tablegames.ten.rules import score_sheets, winners
from tablegames.ten.state import Phase, TenState, TenView

__all__ = ["ENGLISH", "WORDS", "TenWords"]

#: Every TEN message in English, by id; the fields are ``who`` a seat as a subject, ``whose``
#: a seat's possessive, ``card`` a card's name with its article. A translation may add the
#: ``.you`` form of a message whose subject or possessive is a seat (``drew.you``,
#: ``turn.you``), which the words say in its place to that seat's viewer.
ENGLISH: Mapping[str, str] = MappingProxyType(
    {
        **core_words.ENGLISH,
        "bust_token.one": "{n} bust token",
        "bust_token.other": "{n} bust tokens",
        "black_token.one": "{n} black token",
        "black_token.other": "{n} black tokens",
        # cards
        "card.number": "the {colour} {number}",
        "card.colour_wild": "the {colour} wild",
        "card.numbered_wild": "the wild {number}",
        "card.wildcard": "the # Wildcard",
        "card.currency": "a currency {number}",
        "colour.red": "red",
        "colour.blue": "blue",
        "colour.orange": "orange",
        "colour.green": "green",
        # move labels
        "label.draw": "Draw a card",
        "label.numbers": "Stop: take the numbers (the others gain the currency; then you may buy)",
        "label.currency": "Stop: take the currency as tokens (the numbers go to the market)",
        "label.bid": "Bid {amount}",
        "label.pass": "Pass",
        "label.token": "Pay a black token (worth 1)",
        "label.bust_token": "Pay a bust token (worth 3, no change given)",
        "label.card": "Pay with {card} from your collection (worth 1)",
        "label.buy": "Buy {card} for {price}",
        "label.skip": "Buy nothing",
        "label.payment": "Pay {items}",
        "label.payment.lost": "Pay {items} ({lost} lost: no change is given)",
        # menu headings
        "group.draw": "Draw or stop",
        "group.auction": "Auction",
        "group.pay": "Pay",
        "group.buy": "Buy one market card",
        # events
        "started": "The {size}-card deck was shuffled. {Who} starts.",
        "started.you": "The {size}-card deck was shuffled. You start.",
        "started.solo": (
            "The {size}-card deck was shuffled. Solo variant: you play against Jen, the game's "
            "automatic rival, who bids first in every auction and gains tokens when you take "
            "the numbers or bust on them; beat your best score."
        ),
        "turn": "Turn {turn}: {whose} turn.",
        "turn.final": "Final buy round (turn {turn}): {whose} chance to buy a card.",
        "drew": "{who} drew {card}: total {total}, currency {currency}.",
        "drew.wild": "{who} drew {card}, a wild: it is auctioned.",
        "drew.last": "That was the last card of the draw pile.",
        "jen.bid": "Jen bid {amount}.",
        "jen.passed": "Jen passed.",
        "bid": "{who} bid {amount}.",
        "passed": "{who} passed.",
        "auction.won": "{who} won the auction for {card} at {price}.",
        "auction.jen": "Jen won {card} for {price}; it left the game.",
        "unsold.discarded": "Nobody bid: {card} was discarded.",
        "unsold.taken": "Nobody bid: {who} took {card} for free.",
        "numbers": "{who} took the numbers: {cards}.",
        "numbers.none": "no number card",
        "gains": "Tokens gained: {gains}.",
        "gains.capped": (
            "Tokens gained from the currency of {currency}: {gains} (nobody holds more than 10)."
        ),
        "gains.none": "Nobody gained the currency of {currency}: nobody holds more than 10.",
        "gain": "{who} +{gain}",
        "gain.jen": "Jen +{gain}",
        "currency": "{who} took the currency: {tokens}.",
        "currency.capped": (
            "{who} took the currency: {tokens} of {currency} (nobody holds more than 10)."
        ),
        "to_market": "To the market: {cards}.",
        "busted.numbers": "{who} BUSTED: the numbers came to 11 or more.",
        "busted.currency": "{who} BUSTED: the currency came to 11 or more.",
        "busted.token": "{who} got a bust token (worth 3).",
        "busted.no_token": "No bust token was left to take.",
        "bought": "{who} bought {card} for {price}.",
        "bought.nothing": "{who} bought nothing.",
        "paid": "{who} paid {item}.",
        "paid.owed": "{who} paid {item}; {remaining} still owed.",
        "paid.lost": "{who} paid {item}; {lost} lost, as no change is given.",
        "item.token": "a black token",
        "item.bust_token": "a bust token (worth 3)",
        "item.card": "{card}",
        "collected": "{card} joined {whose} collection.",
        "over.winner": "The game is over: {who} won.",
        "over.winner.you": "The game is over: you won.",
        "over.winners": "The game is over: {who} share the win.",
        "over.solo": "The game is over: {whose} score is {points}.",
        # the result
        "result.solo": "Final score: {points} (solo variant: beat your best score).",
        "result.scores": "Final scores: {scores}.",
        "result.score": "{who} {points}",
        "result.wins": "{who} wins.",
        "result.wins.you": "You win.",
        "result.tied": "{who} tied on {points}.",
        # the tie-breaks (rules §6), each naming the seats it leaves behind with their counts;
        # one winner is said in the second person (".you") to the viewer who won
        "result.against": "{count} for {who}",
        "result.by_tokens": (
            "The tie goes to the most black tokens: {who} wins with {tokens}, against {others}."
        ),
        "result.by_tokens.you": (
            "The tie goes to the most black tokens: you win with {tokens}, against {others}."
        ),
        "result.most_tokens": (
            "The tie goes to the most black tokens: {who} have {tokens}, against {others}."
        ),
        "result.by_cards": (
            "Equal black tokens ({tokens}) too, so the fewest collected cards wins: {who} wins "
            "with {cards}, against {others}."
        ),
        "result.by_cards.you": (
            "Equal black tokens ({tokens}) too, so the fewest collected cards wins: you win "
            "with {cards}, against {others}."
        ),
        "result.fewest_cards": (
            "Equal black tokens ({tokens}) too, so the fewest collected cards wins: {who} share "
            "the win with {cards}, against {others}."
        ),
        "result.shared": (
            "They are equal on black tokens ({tokens}) and collected cards ({cards}) too, so "
            "{who} share the win."
        ),
        "result.then_by_cards": (
            "Then the fewest collected cards wins: {who} wins with {cards}, against {others}."
        ),
        "result.then_by_cards.you": (
            "Then the fewest collected cards wins: you win with {cards}, against {others}."
        ),
        "result.then_fewest_cards": (
            "Then the fewest collected cards wins: {who} share the win with {cards}, against "
            "{others}."
        ),
        "result.then_shared": (
            "They are equal on collected cards too ({cards}), so {who} share the win."
        ),
        # typed payments that are not one: each quotes the text typed, as the notation's
        # refusals do ("'bid 1': The highest bid is 1...")
        "run.unheld": "'{text}': You have only {held} to pay with.",
        "run.zero": (
            "'{text}': {item} pays nothing: an item's count starts at 1 ({one} alone is one)."
        ),
        "run.short": "'{text}': That is worth {value}, short of the {owed} owed.",
        "run.over": (
            "'{text}': That is worth {value}, more than needed for the {owed} owed: a payment "
            "stops as soon as it reaches the price, so only its last item may go past it."
        ),
        "held.no_token": "no black token",
        "held.no_bust_token": "no bust token",
        "held.no_card": "no collected card",
        "held.card": "the collected card {cards}",
        "held.cards": "the collected cards {cards}",
        # the terminal's picture of the table (text.render): short, to fit 80 columns; the
        # cards are their codes (R3, B#), which the legend explains
        "table.title": "TEN, {players}, {when}. Draw pile: {pile}.",
        "table.title.solo": "TEN, {players} (provisional solo variant), {when}. Draw pile: {pile}.",
        "table.turn": "turn {turn}, {whose} turn",
        "table.over": "game over",
        "table.draw": "{who} draws or stops.",
        "table.draw.you": "You draw or stop.",
        "table.auction": "Auction of {card}: {high}; {bids}.",
        "table.high_bid": "high bid {amount} by {who}",
        "table.high_bid.jen": "high bid {amount} by Jen",
        "table.no_bid": "no bid yet",
        "table.bids": "{who} bids or passes",
        "table.bids.you": "you bid or pass",
        "table.pay": "{who} pays {price} for {card} ({owed} still owed).",
        "table.pay.you": "You pay {price} for {card} ({owed} still owed).",
        "table.buy": "{who} may buy one market card.",
        "table.final_buy": "Final buy round: {who} may buy one market card.",
        "table.over.solo": "Game over. Seat {number} score: {points}.",
        "table.over.solo.you": "Game over. Your score: {points}.",
        "table.over.winners": "Game over. Winner(s): {who}.",
        "table.tableau": "Tableau: {cards}  (total {total}, currency {currency})",
        "table.market": "Market: {cards}",
        "table.discard": "Discard pile: {cards}",
        "table.seat": "seat {number}: {tokens}, {bust_tokens} | {cards} | {runs} = {total}",
        "table.seat.you": (
            "seat {number} (you): {tokens}, {bust_tokens} | {cards} | {runs} = {total}"
        ),
        "table.run": "{colour} {span} ({points})",
        "table.no_run": "no run",
        "table.jen": "Jen: {tokens}",
        # the terminal
        "legend": (
            "Cards: R3 is the red 3 (B blue, O orange, G green), R# the red wild, *4 the wild 4, "
            "*# the # Wildcard, $2 a currency 2.\n"
            "Type draw, numbers or currency (stop, when only one is offered), bid 3, pass, buy "
            "R5, skip; pay t (a black token), pay bt (a bust token), pay R3 (a card), or a "
            "whole payment: pay 2t+bt+R3."
        ),
        # what the seat to act does in each phase, as the picture's status line says it (the
        # web page, ten/page.js, has the same words under the same ids in its own catalogue)
        "doing.draw": "to draw or stop",
        "doing.auction": "to bid or pass",
        "doing.pay": "to pay",
        "doing.buy": "to buy a market card or not",
        "doing.final_buy": "to buy (final round)",
        # the SVG picture of the table (tablegames.ten.svg): short, to fit its panels. There
        # {card} is a card's short name (svg.name.*: "red 7", "wild #"), or what a card's
        # title says of it (svg.title.*); {tag} is the last move's tag (picture.last_move).
        "svg.status": "turn {turn} · {who} {doing}",
        "svg.over": "Game over: {who} won",
        "svg.over.solo": "Game over: {whose} score is {points}",
        "svg.score.one": "{n} point",
        "svg.score.other": "{n} points",
        "svg.name.number": "{colour} {number}",
        "svg.name.colour_wild": "{colour} #",
        "svg.name.numbered_wild": "wild {number}",
        "svg.name.wildcard": "wild #",
        "svg.title.number": "{colour} {number}",
        "svg.title.colour_wild": "{colour} #: any number in {colour}",
        "svg.title.numbered_wild": "wild {number}: the number {number} in any colour",
        "svg.title.wildcard": "the # Wildcard: any colour, any number",
        "svg.title.currency": "currency {number}: lowers the total by {number}",
        "svg.title.placed": "{card} (scores as {number})",
        "svg.last.drew": "{tag}: {who} drew {card}",
        "svg.last.chose": "{tag}: {who} chose to buy {card}",
        "svg.last.collected": "{tag}: {who} collected {card}",
        # the last move's tag where picture.last_move is too wide (on a collection's card)
        "svg.last_tag": "last",
        "svg.draw_pile": "The draw pile",
        "svg.drawn_by": "Drawn this turn by {who}",
        "svg.left": "{pile} left",
        "svg.nothing_drawn": "nothing drawn yet",
        "svg.running_total": "running total: numbers \u2212 currency",
        "svg.currency_drawn": "currency drawn",
        "svg.bust": "bust",
        "svg.auction": "Auction",
        "svg.paying": "Paying",
        "svg.this_turn": "This turn",
        "svg.last_turn": "The last turn",
        "svg.high_bid": "high bid {amount}: {who}",
        "svg.high_bid.jen": "high bid {amount}: Jen",
        "svg.pays": "{who} pays {price}",
        "svg.pays.you": "you pay {price}",
        "svg.paid": "{paid} paid, {owed} still owed",
        "svg.line.jen_bid": "Jen bid {amount}",
        "svg.line.jen_passed": "Jen passed",
        "svg.line.bid": "{who} bid {amount}",
        "svg.line.passed": "{who} passed",
        "svg.line.won": "{who} won the {card} for {price}",
        "svg.line.jen_won": "Jen won the {card} for {price}",
        "svg.line.discarded": "nobody bid: the {card} discarded",
        "svg.line.free": "nobody bid: the {card} to {who} free",
        "svg.line.busted.numbers": "{who} busted on numbers",
        "svg.line.busted.currency": "{who} busted on currency",
        "svg.line.numbers": "{who} took {cards}",
        "number_card.one": "{n} number card",
        "number_card.other": "{n} number cards",
        "svg.line.currency": "{who} took {gained} in currency",
        "svg.line.bought": "{who} bought the {card} for {price}",
        "svg.line.bought_nothing": "{who} bought nothing",
        "svg.line.turn": "turn {turn}: {line}",
        "svg.market": "Market ({cards}): a card costs its number",
        "svg.price": "price {number}",
        "svg.legend": "Legend",
        "svg.legend.colour_wild": "any number of its colour",
        "svg.legend.numbered_wild": "its number in any colour",
        "svg.legend.wildcard": "any colour and any number",
        "svg.legend.currency": "currency: lowers the total",
        "svg.legend.bust": "An 11th point of either total busts",
        "svg.legend.discard": "Discard pile: {cards}",
        "svg.legend.jen": "Jen, the solo opponent: {tokens}",
        # a seat's panel: its title, the viewer's own (.you) and the seat whose turn it is
        "svg.seat": "Seat {number}",
        "svg.seat.you": "Seat {number} · you",
        "svg.seat.turn": "Seat {number} · this turn",
        "svg.seat.turn.you": "Seat {number} · you · this turn",
        # the word under a seat's score, which is written large above it
        "svg.points.one": "point",
        "svg.points.other": "points",
        "svg.won": "{points} · won",
        "svg.bust_letter": "B",
        "svg.tokens": "{tokens}, {bust_tokens} (worth 3 each)",
        "svg.unused_wilds": "unused wilds:",
    }
)

_ITEM_KEY = {PaymentItem.TOKEN: "token", PaymentItem.BUST_TOKEN: "bust_token"}
_PAYMENT = re.compile(r"^pay(.+)$")
_ITEM = re.compile(r"^(\d*)(bt|t|[rbog*][1-9#]|\$[1-5])$")


@attrs.frozen
class TenWords:
    """TEN's words from a catalogue (the game's ``words`` hook); see
    :class:`~tablegames.core.words.Words` for what each method gives.

    Attributes:
        catalogue: The messages, :data:`ENGLISH` by default.
        painter: Draws the terminal's picture of a state or a view with its marks, in these
            words (``picture`` gives them, so a translation draws the table in its language:
            the ``table.*`` messages): the game's ``tablegames.ten.text.picture``, which the
            game object gives (it reads these words, so this module cannot import it).
            Without one, ``picture`` is the object's ``str``.
    """

    catalogue: Catalogue = attrs.field(factory=lambda: Catalogue("en", ENGLISH))
    # The painter's third argument is these words (not annotated as such: the name is not
    # bound yet when attrs makes __init__, whose annotations the docs then cannot read).
    painter: Callable[[Any, Mapping[object, str], Any], str] = lambda obj, marks, words: str(obj)

    def in_language(self, catalogue: Catalogue) -> TenWords:
        return attrs.evolve(self, catalogue=translation(ENGLISH, catalogue))

    def card(self, card: Card) -> str:
        """A card in words, with its article: ``the red 7``, ``the red wild``, ``the wild 4``."""
        say = self.catalogue
        colour = say.say(f"colour.{card.colour.value}") if card.colour is not None else ""
        return say.say(f"card.{card.kind.value}", colour=colour, number=card.number)

    def _cards(self, cards: tuple[Card, ...]) -> str:
        return self.catalogue.listing([self.card(card) for card in cards])

    def refusal(self, error: IllegalMoveError, viewer: int | None = None) -> str:
        """A refused move in these words, its cards named (``le 5 rouge``): the catalogue's
        :meth:`~tablegames.core.words.Catalogue.refusal` (what
        :func:`~tablegames.core.words.refused` calls)."""
        fields = {
            name: self.card(value) if isinstance(value, Card) else value
            for name, value in error.fields.items()
        }
        return self.catalogue.refusal(error.code, str(error), fields, viewer)

    def _about(self, key: str, seat: int, viewer: int | None, **fields: object) -> str:
        """The message ``key`` with ``seat`` as its subject ``who``, or its ``.you`` form for
        the viewer (:meth:`Catalogue.about <tablegames.core.words.Catalogue.about>`)."""
        return self.catalogue.about(key, seat, viewer, **fields)

    def _act(self, key: str, seat: int, viewer: int | None, **fields: object) -> str:
        """:meth:`_about` as a sentence that ``seat`` starts (:meth:`Catalogue.act
        <tablegames.core.words.Catalogue.act>`)."""
        return self.catalogue.act(key, seat, viewer, **fields)

    def _of(self, key: str, seat: int, viewer: int | None, **fields: object) -> str:
        """The message ``key`` about ``seat``'s own (``whose``: "seat 2's turn") as a sentence,
        or its ``.you`` form for the viewer ("votre tour"; :meth:`Catalogue.of
        <tablegames.core.words.Catalogue.of>`)."""
        return self.catalogue.of(key, seat, viewer, **fields)

    # -- moves -------------------------------------------------------------------------------------

    def label(self, move: TenMove) -> str:
        say = self.catalogue
        match move:
            case Draw():
                return say.say("label.draw")
            case TakeNumbers():
                return say.say("label.numbers")
            case TakeCurrency():
                return say.say("label.currency")
            case Bid(amount=amount):
                return say.say("label.bid", amount=amount)
            case PassBid():
                return say.say("label.pass")
            case PayToken():
                return say.say("label.token")
            case PayBustToken():
                return say.say("label.bust_token")
            case PayCard(card=card):
                return say.say("label.card", card=self.card(card))
            case Buy(card=card):
                return say.say("label.buy", card=self.card(card), price=card.number)
            case SkipBuy():
                return say.say("label.skip")
        assert_never(move)

    def group(self, move: TenMove) -> str:
        match move:
            case Draw() | TakeNumbers() | TakeCurrency():
                key = "draw"
            case Bid() | PassBid():
                key = "auction"
            case PayToken() | PayBustToken() | PayCard():
                key = "pay"
            case Buy() | SkipBuy():
                key = "buy"
            case _:
                assert_never(move)
        return self.catalogue.say(f"group.{key}")

    def folded(self) -> frozenset[str]:
        return frozenset()

    # -- events ------------------------------------------------------------------------------------

    def is_redundant(self, event: TenEvent, viewer: int | None) -> bool:
        return False  # everything in TEN is public, and each event says something new

    def text(self, event: TenEvent, viewer: int | None) -> str:
        say = self.catalogue
        match event:
            case GameStarted(players=1, deck_size=size):
                return say.say("started.solo", size=size)
            case GameStarted(deck_size=size, first_player=first):
                return self._act("started", first, viewer, size=size)
            case TurnStarted(player=seat, turn=turn, final_buy=final):
                return self._of("turn.final" if final else "turn", seat, viewer, turn=turn)
            case CardDrawn(player=seat, card=card, total=total, currency=currency, cards_left=left):
                key = "drew.wild" if card.is_wild else "drew"
                text = self._act(
                    key, seat, viewer, card=self.card(card), total=total, currency=currency
                )
                return text + (" " + say.say("drew.last") if left == 0 else "")
            case JenBid(amount=amount):
                return say.say("jen.bid", amount=amount) if amount else say.say("jen.passed")
            case BidMade(player=seat, amount=amount):
                return self._act("bid", seat, viewer, amount=amount)
            case BidPassed(player=seat):
                return self._act("passed", seat, viewer)
            case AuctionWon(player=seat, wild=wild, price=price):
                return self._act("auction.won", seat, viewer, card=self.card(wild), price=price)
            case WildToJen(wild=wild, price=price):
                return say.say("auction.jen", card=self.card(wild), price=price)
            case WildUnsold(wild=wild, taken_by=taker):
                if taker is None:
                    return say.say("unsold.discarded", card=self.card(wild))
                return self._act("unsold.taken", taker, viewer, card=self.card(wild))
            case NumbersTaken(player=seat, cards=cards, gains=gains, jen_gain=jen_gain):
                took = self._cards(cards) if cards else say.say("numbers.none")
                text = self._act("numbers", seat, viewer, cards=took)
                return text + self._gains(gains, jen_gain, viewer, event.currency)
            case CurrencyTaken(player=seat, currency=currency, gained=gained, to_market=market):
                key = "currency.capped" if gained < currency else "currency"
                tokens = say.count(gained, "token")
                text = self._act(key, seat, viewer, tokens=tokens, currency=currency)
                if market:
                    text += " " + say.say("to_market", cards=self._cards(market))
                return text
            case Busted(player=seat, kind=kind, to_market=market, bust_token=token):
                key = "busted.numbers" if kind is BustKind.NUMBERS else "busted.currency"
                parts = [self._act(key, seat, viewer)]
                if market:
                    parts.append(say.say("to_market", cards=self._cards(market)))
                if token:
                    parts.append(self._act("busted.token", seat, viewer))
                else:
                    parts.append(say.say("busted.no_token"))
                # After a currency bust nobody gains (rules §4): no currency to account for.
                currency = event.currency if kind is BustKind.NUMBERS else 0
                gains_text = self._gains(event.gains, event.jen_gain, viewer, currency)
                return " ".join(parts) + gains_text
            case BuyChosen(player=seat, card=card, price=price):
                return self._act("bought", seat, viewer, card=self.card(card), price=price)
            case BuySkipped(player=seat):
                return self._act("bought.nothing", seat, viewer)
            case ItemPaid(player=seat, item=item, card=card, remaining=remaining, lost=lost):
                if card is not None:
                    paid = say.say("item.card", card=self.card(card))
                else:
                    paid = say.say(f"item.{_ITEM_KEY.get(item, 'token')}")
                key = "paid.owed" if remaining else "paid.lost" if lost else "paid"
                return self._act(key, seat, viewer, item=paid, remaining=remaining, lost=lost)
            case CardCollected(player=seat, card=card):
                return self._of("collected", seat, viewer, card=self.card(card))
            case GameEnded(winners=won, scores=scores):
                if len(scores) == 1:  # the solo variant: no winner, the score is the result (§4)
                    points = say.count(scores[0], "point")
                    return self._of("over.solo", 0, viewer, points=points)
                if len(won) == 1:
                    return self._about("over.winner", won[0], viewer)
                return say.say("over.winners", who=say.seats(won, viewer))
        assert_never(event)

    def _gains(
        self, gains: tuple[int, ...], jen_gain: int | None, viewer: int | None, currency: int
    ) -> str:
        """Who gained the tableau's ``currency`` as tokens (rules §4: every other seat, Jen in
        the solo game), and, where the cap of 10 tokens held a seat back, that it did: a
        currency nobody could take is said to be lost rather than left unexplained."""
        say = self.catalogue
        parts = [
            say.say("gain", who=say.seat(seat, viewer), gain=gain)
            for seat, gain in enumerate(gains)
            if gain
        ]
        if jen_gain:
            parts.append(say.say("gain.jen", gain=jen_gain))
        gainers = [gain for gain in gains if gain] + ([jen_gain] if jen_gain else [])
        receivers = len(gains) - 1 + (jen_gain is not None)
        capped = currency > 0 and (len(gainers) < receivers or any(g < currency for g in gainers))
        if not parts:
            return " " + say.say("gains.none", currency=currency) if capped else ""
        key = "gains.capped" if capped else "gains"
        listed = say.say("list.separator").join(parts)
        return " " + say.say(key, gains=listed, currency=currency)

    # -- the end -----------------------------------------------------------------------------------

    def result(self, obj: TenState | TenView, viewer: int | None) -> str:
        """The final scores and the winners, with how a tie was broken (rules §6): most points
        wins; ties go to the most black tokens, then to the fewest collected cards; a tie on
        all three is a shared win. Each step compares only the seats the step before left
        tied, and names the seats it leaves behind with their counts."""
        say = self.catalogue
        totals = [sheet.total for sheet in score_sheets(obj)]
        won = winners(obj)
        if obj.players == 1:
            return say.say("result.solo", points=say.count(totals[0], "point"))
        listed = say.say("list.separator").join(
            say.say("result.score", who=say.seat(s, viewer), points=say.count(totals[s], "point"))
            for s in range(obj.players)
        )
        lines = [say.say("result.scores", scores=listed)]
        best = totals[won[0]]
        tied = [seat for seat in range(obj.players) if totals[seat] == best]
        if len(tied) == 1:  # most points alone: one winner
            lines.append(self._act("result.wins", won[0], viewer))
            return "\n".join(lines)
        points = say.count(best, "point")
        lines.append(
            say.sentence(say.say("result.tied", who=say.seats(tied, viewer), points=points))
        )
        tokens = [obj.tokens[seat] for seat in range(obj.players)]
        cards = [len(obj.collections[seat]) for seat in range(obj.players)]
        top, fewest = tokens[won[0]], cards[won[0]]
        # The tokens leave tied the seats with as many as the winners (the most of the tied
        # seats); the collected cards then compare those seats alone.
        level = [seat for seat in tied if tokens[seat] == top]
        if len(level) == 1:  # the most tokens alone: one winner
            others = self._against(tokens, tied, won, viewer)
            lines.append(self._about("result.by_tokens", won[0], viewer, tokens=top, others=others))
            return "\n".join(lines)
        told = []
        step = ""  # "then_": the cards compare the seats the tokens kept, not all the tied
        if len(level) < len(tied):
            leaders = say.seats(level, viewer)
            others = self._against(tokens, tied, level, viewer)
            told.append(say.say("result.most_tokens", who=leaders, tokens=top, others=others))
            step = "then_"
        if len(won) == 1:
            outcome = "by_cards"
        elif len(won) < len(level):
            outcome = "fewest_cards"
        else:
            outcome = "shared"
        others = self._against(cards, level, won, viewer)
        key = f"result.{step}{outcome}"
        if len(won) == 1:  # one winner: "you win" to that viewer, "seat 2 wins" to the others
            told.append(self._about(key, won[0], viewer, tokens=top, cards=fewest, others=others))
        else:
            who = say.seats(won, viewer)
            told.append(say.say(key, tokens=top, who=who, cards=fewest, others=others))
        lines.append(" ".join(told))
        return "\n".join(lines)

    def _against(
        self, counts: list[int], seats: list[int], ahead: Sequence[int], viewer: int | None
    ) -> str:
        """The counts of the ``seats`` a tie-break leaves behind ``ahead``, each with the seats
        that have it: ``0 for seats 1 and 3 and 2 for you``."""
        say = self.catalogue
        behind: dict[int, list[int]] = {}
        for seat in seats:
            if seat not in ahead:
                behind.setdefault(counts[seat], []).append(seat)
        return say.listing(
            [
                say.say("result.against", count=count, who=say.seats(group, viewer))
                for count, group in behind.items()
            ]
        )

    # -- the terminal ------------------------------------------------------------------------------

    def picture(self, obj: TenState | TenView, marks: Mapping[object, str]) -> str:
        return self.painter(obj, marks, self)

    def spot(self, move: TenMove) -> object | None:
        return None

    def variant(self, move: TenMove) -> str:
        return ""

    def legend(self) -> str:
        return self.catalogue.say("legend")

    # -- a whole payment in one go ----------------------------------------------------------------

    def runs(self, obj: Any, limit: int = 9) -> tuple[Run, ...]:
        """The ways the viewer of ``obj`` (a view, or a state: its seat to act) may pay what
        it owes in one go, at most ``limit`` of them: the fewest collected cards first (cards
        are points), then the least value lost, then the fewest bust tokens. ``()`` when the
        seat is not paying."""
        paying = _paying(obj)
        if paying is None:
            return ()
        owed, tokens, busts, cards = paying
        found: list[tuple[tuple[int, int, int], Run]] = []
        for card_count in range(min(len(cards), owed) + 1):
            if len(found) >= limit:
                break
            # Equal copies make the same payment: each set of cards once, in collection order.
            choices = dict.fromkeys(
                tuple(cards[i] for i in indices)
                for indices in combinations(range(len(cards)), card_count)
            )
            for chosen in choices:
                for bust_count in range(busts + 1):
                    for token_count in range(tokens + 1):
                        items = (token_count, bust_count, chosen)
                        if _complete(owed, *items):
                            run = self._run(owed, *items, obj)
                            lost = _value(*items) - owed
                            found.append(((card_count, lost, bust_count), run))
        found.sort(key=lambda pair: pair[0])
        return tuple(run for _, run in found[:limit])

    def _run(self, owed: int, tokens: int, busts: int, cards: tuple[Card, ...], obj: Any) -> Run:
        say = self.catalogue
        seat = obj.to_act
        parts = []
        if tokens:
            parts.append(say.count(tokens, "black_token"))
        if busts:
            parts.append(say.count(busts, "bust_token"))
        parts.extend(self.card(card) for card in cards)
        lost = _value(tokens, busts, cards) - owed
        key = "label.payment.lost" if lost else "label.payment"
        label = say.say(key, items=say.listing(parts), lost=lost)
        # The biggest item last: only the last item of a payment may go past the price.
        moves: list[TenMove] = [PayCard(seat, card) for card in cards]
        moves += [PayToken(seat)] * tokens
        moves += [PayBustToken(seat)] * busts
        return Run(label, _payment_text(tokens, busts, cards), tuple(moves))

    def parse_run(self, obj: Any, text: str) -> Run | None:
        """The payment ``text`` names (``pay 3t+bt+G1``), or ``None`` if ``text`` is not a
        payment of several items.

        Raises:
            IllegalMoveError: ``core.notation.unknown`` if the items are not the viewer's, if
                one is counted 0 (``pay 0t`` pays nothing), or if they do not pay exactly what
                is owed (only the last item may go past the price). The message quotes the
                text, as the notation's refusals do.
        """
        found = _PAYMENT.match(normalized(text))
        paying = _paying(obj)
        if found is None or paying is None:
            return None
        owed, held_tokens, held_busts, held_cards = paying
        say = self.catalogue
        shown = text.strip()[:40]
        tokens = busts = 0
        cards: list[Card] = []
        for item in found.group(1).split("+"):
            part = _ITEM.match(item)
            if part is None:
                return None
            count = int(part.group(1) or 1)
            code = part.group(2)
            canonical = code if code in (TOKEN, BUST_TOKEN) else card_code(CODE_CARDS[code])
            if count == 0:  # "pay 0t" names no item: no payment at all, not a short one
                raise IllegalMoveError(
                    say.say(
                        "run.zero", text=shown, item=f"{part.group(1)}{canonical}", one=canonical
                    ),
                    code="core.notation.unknown",
                )
            if code == TOKEN:
                tokens += count
            elif code == BUST_TOKEN:
                busts += count
            else:
                cards.extend([CODE_CARDS[code]] * count)
        short = Counter(cards) - Counter(held_cards)
        if tokens > held_tokens or busts > held_busts or short:
            raise IllegalMoveError(
                say.say(
                    "run.unheld", text=shown, held=self._held(held_tokens, held_busts, held_cards)
                ),
                code="core.notation.unknown",
            )
        chosen = tuple(sorted(cards, key=held_cards.index))
        if not _complete(owed, tokens, busts, chosen):
            value = _value(tokens, busts, chosen)
            key = "run.short" if value < owed else "run.over"
            raise IllegalMoveError(
                say.say(key, text=shown, value=value, owed=owed),
                code="core.notation.unknown",
            )
        return self._run(owed, tokens, busts, chosen, obj)

    def _held(self, tokens: int, busts: int, cards: tuple[Card, ...]) -> str:
        """What a seat may pay with, as a typed payment writes the cards: ``5 black tokens, no
        bust token and the collected cards R3 and 2B1``."""
        say = self.catalogue
        copies = Counter(cards)
        codes = say.listing(
            [f"{copies[card] if copies[card] > 1 else ''}{card_code(card)}" for card in copies]
        )
        return say.listing(
            [
                say.count(tokens, "black_token") if tokens else say.say("held.no_token"),
                say.count(busts, "bust_token") if busts else say.say("held.no_bust_token"),
                say.say("held.card" if len(cards) == 1 else "held.cards", cards=codes)
                if cards
                else say.say("held.no_card"),
            ]
        )


def _paying(obj: Any) -> tuple[int, int, int, tuple[Card, ...]] | None:
    """What the seat of ``obj`` owes and may pay with: (owed, tokens, bust tokens, cards), or
    ``None`` if it is not paying now. Cards are offered only if the rules let cards pay."""
    from tablegames.ten.rules import legal_moves
    from tablegames.ten.views import legal_moves_from_view

    payment = getattr(obj, "payment", None)
    if obj.phase is not Phase.PAY or payment is None:
        return None
    seat = payment.payer
    if isinstance(obj, TenView):
        if obj.player != seat:
            return None
        offered = legal_moves_from_view(obj)
    else:
        offered = legal_moves(obj, seat)
    tokens = obj.tokens[seat] if any(isinstance(m, PayToken) for m in offered) else 0
    busts = obj.bust_tokens[seat] if any(isinstance(m, PayBustToken) for m in offered) else 0
    payable = any(isinstance(m, PayCard) for m in offered)
    cards = tuple(obj.collections[seat]) if payable else ()
    return payment.price - payment.paid, tokens, busts, cards


def _value(tokens: int, busts: int, cards: tuple[Card, ...]) -> int:
    return tokens * TOKEN_VALUE + busts * BUST_TOKEN_VALUE + len(cards) * CARD_PAY_VALUE


def _complete(owed: int, tokens: int, busts: int, cards: tuple[Card, ...]) -> bool:
    """Whether these items pay ``owed`` as one payment: they reach it, and all but the biggest
    do not (a payment stops as soon as it reaches the price, rules T-A31)."""
    value = _value(tokens, busts, cards)
    if value < owed or not (tokens or busts or cards):
        return False
    biggest = max(
        BUST_TOKEN_VALUE if busts else 0,
        TOKEN_VALUE if tokens else 0,
        CARD_PAY_VALUE if cards else 0,
    )
    return value - biggest < owed


def _payment_text(tokens: int, busts: int, cards: tuple[Card, ...]) -> str:
    parts = []
    if tokens:
        parts.append(f"{tokens if tokens > 1 else ''}{TOKEN}")
    if busts:
        parts.append(f"{busts if busts > 1 else ''}{BUST_TOKEN}")
    parts.extend(card_code(card) for card in cards)
    return "pay " + "+".join(parts)


#: TEN's words in English.
WORDS = TenWords()
