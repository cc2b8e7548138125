"""TEN's notation reads a typed text with the shared Lexicon, as Aluette's and Saboteur's do,
and reads every text the old regular-expression reader read to the same move (the old reader
is kept here as the oracle), but for bids written with leading zeros."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Mapping
from types import MappingProxyType
from typing import Any

import pytest

import tablegames
from tablegames import IllegalMoveError
from tablegames.core.errors import InvalidMoveError
from tablegames.core.notation import Lexicon, normalized
from tablegames.ten import (
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
from tablegames.ten.cards import CARDS, MAX_BUYING_POWER, MIN_BID
from tablegames.ten.notation import BUST_TOKEN, CODE_CARDS, NOTATION, TOKEN

# -- the old reader, the oracle --------------------------------------------------------------------

_FIXED: Mapping[str, Callable[[int], TenMove]] = MappingProxyType(
    {
        "draw": Draw,
        "numbers": TakeNumbers,
        "currency": TakeCurrency,
        "pass": PassBid,
        "skip": SkipBuy,
        "buynothing": SkipBuy,
        f"pay{TOKEN}": PayToken,
        "paytoken": PayToken,
        f"pay{BUST_TOKEN}": PayBustToken,
        "paybust": PayBustToken,
        "paybusttoken": PayBustToken,
    }
)
_READ = re.compile(r"(bid|pay|buy)(.{1,4})")
_AMOUNT = re.compile(r"[0-9]+")


def old_read(text: Any, player: Any) -> TenMove | None:
    """TenNotation.read as it was, by its own regular expression."""
    key = normalized(text) if type(text) is str else ""
    fixed = _FIXED.get(key)
    found = _READ.fullmatch(key)
    try:
        if fixed is not None:
            return fixed(player)
        if found is None:
            return None
        verb, argument = found.groups()
        if verb == "bid":
            return Bid(player, int(argument)) if _AMOUNT.fullmatch(argument) else None
        card = CODE_CARDS.get(argument)
        if card is None:
            return None
        return PayCard(player, card) if verb == "pay" else Buy(player, card)
    except InvalidMoveError:
        return None


# -- the texts compared ----------------------------------------------------------------------------


def every_move(player: int) -> Iterator[TenMove]:
    """Every TEN move of ``player``: each kind, every bid, every card paid or bought."""
    yield from (Draw(player), TakeNumbers(player), TakeCurrency(player), PassBid(player))
    yield from (PayToken(player), PayBustToken(player), SkipBuy(player))
    yield from (Bid(player, amount) for amount in range(MIN_BID, MAX_BUYING_POWER + 1))
    for card in CARDS:
        yield from (PayCard(player, card), Buy(player, card))


def written_texts() -> list[str]:
    """The notation and the aliases of every move, as written and in other spellings."""
    texts: list[str] = []
    for move in every_move(0):
        for text in (NOTATION.write(move), *NOTATION.aliases(move)):
            texts += [text, text.upper(), text.title(), f"  {text}  ", text.replace(" ", "_")]
            texts += [" ".join(text), text.replace(" ", "   "), text[:-1], text + "x"]
    return texts


ODD = [
    "",
    " ",
    "bid",
    "bid \u00b2",  # a superscript 2: isdigit() takes it, int() does not
    "bid \u0663",  # an Arabic-Indic 3
    "bid \uff13",  # a full-width 3
    "bid 0",
    "bid -1",
    "bid +2",
    "bid 2.0",
    "bid 1e2",
    "bid 305",
    "bid 9999",
    "bid 10000",
    "bid 02",
    "bid 0007",
    "bid 00007",
    "BiD 3",
    "b i d 1 2",
    "pay",
    "pay t t",
    "pay ttt",
    "pay $",
    "pay $6",
    "pay R10",
    "buy",
    "buy *",
    "buy x9",
    "buy nothing at all",
    "pay  BUST   token",
    "PAY_TOKEN",
    "stop",
    "Stop",
    "drwa",
    "draw draw",
    "\u017fkip",  # a long s, which casefolds to s
    "d\u0131aw",
    "\t draw \n",
    "x" * 10_000,
    "bid " + "9" * 5000,
    "pay " + "r3" * 2000,
    "\x00draw",
    "draw\x00",
]


def garbage(count: int) -> Iterator[str]:
    """Texts made of the notation's pieces and characters, at random (seeded)."""
    rng = random.Random(20261203)
    pieces = ["bid", "pay", "buy", "t", "bt", "token", "bust", "nothing", "skip", "pass", "draw"]
    pieces += ["stop", "r", "g", "b", "o", "*", "#", "$", " ", "_", "0", "1", "3", "9", "ß"]
    for _ in range(count):
        yield "".join(rng.choice(pieces) for _ in range(rng.randint(1, 5)))


PLAYERS = (0, 1, 2, 3, 4, 5, -1, True, False, 0.0, "0", None)


def differ(text: Any, player: Any) -> tuple[Any, Any] | None:
    """The old and the new readings of ``text`` if they differ, else ``None``."""
    old, new = old_read(text, player), NOTATION.read(text, player)
    return None if old == new and type(old) is type(new) else (old, new)


def zero_padded_bid(text: str) -> bool:
    """Whether ``text`` is a bid written with leading zeros (``bid 007``)."""
    return re.fullmatch(r"bid0+[0-9]{1,3}", normalized(text)) is not None


def test_every_written_text_reads_as_the_old_reader_read_it() -> None:
    """The notation and aliases of every TEN move, in several spellings, for every seat of a
    1- to 5-player game (and a few that are no seat), read the same move as before."""
    for text in written_texts():
        for player in PLAYERS:
            assert differ(text, player) is None, (text, player, differ(text, player))


@pytest.mark.parametrize("text", ODD)
def test_odd_texts_read_as_the_old_reader_read_them_but_padded_bids(text: str) -> None:
    """Bad digits, long garbage, mixed case, extra spaces: the same reading as before, never an
    error; only a bid written with leading zeros reads as no move now."""
    for player in PLAYERS:
        found = differ(text, player)
        if found is not None:
            assert zero_padded_bid(text), (text, player, found)
            assert found[1] is None
            assert type(found[0]) is Bid


def test_random_texts_read_as_the_old_reader_read_them_but_padded_bids() -> None:
    differing = set()
    for text in garbage(20_000):
        for player in (0, 3):
            found = differ(text, player)
            if found is not None:
                assert zero_padded_bid(text), (text, player, found)
                assert found[1] is None
                differing.add(normalized(text))
    assert all(key.startswith("bid0") for key in differing)


def test_the_reader_is_a_lexicon_of_every_move() -> None:
    """TEN reads with the same mechanism as the other games: a Lexicon of every move."""
    lexicon = Lexicon(NOTATION, every_move(0))
    for text in ("bid 7", "pay bust", "buy nothing", "pass", "stop", "R3", "bid 02"):
        assert NOTATION.read(text, 2) == lexicon.read(text, 2)


def test_a_bid_with_leading_zeros_is_no_move_as_parse_move_says() -> None:
    """TEN rules §5.4 (bids): ``bid 07`` is no text of any move, so the reader does not make a
    bid of it, in agreement with parse_move, which refuses it where ``bid 7`` is legal. (The old
    reader took it for ``bid 7``: the terminal then refused it with the rules' words when the
    bid was too low, and as an unknown text when it was legal.)"""
    state = tablegames.new_game("ten", players=2, seed=1)
    while not any(type(move) is Bid for move in tablegames.legal_moves(state)):
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    seat = tablegames.current_player(state)
    bid = next(move for move in tablegames.legal_moves(state) if type(move) is Bid)
    padded = f"bid 0{bid.amount}"
    with pytest.raises(IllegalMoveError):
        tablegames.parse_move(state, padded)
    assert NOTATION.read(padded, seat) is None
    assert NOTATION.read(f"bid {bid.amount}", seat) == bid


@pytest.mark.parametrize("player", [False, 0.0, True, 1.5, "0", None, -1, 5])
def test_a_player_that_is_no_seat_reads_no_move(player: Any) -> None:
    """A seat is an int: ``False`` and ``0.0`` (equal to 0) are no seat, as the moves say."""
    assert NOTATION.read("draw", player) is None
    assert NOTATION.read("draw", 0) == Draw(0)
