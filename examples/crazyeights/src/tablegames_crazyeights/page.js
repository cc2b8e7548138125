// Crazy Eights' page in tablegames' web client: the table is the server's picture of this
// seat's view (see tablegames' client.js). Below it, the same facts in words, from the view's
// fields: the round, the suit to follow, the stock, each seat's cards and points, the hand,
// each card named in the page's language by the client's cardName, as the game's own words
// name it (the server sends the names: "la dame de pique" on a French page, the JSON's "queen
// of spades" on an English one).
// CrazyEightsGame.page_script hands this module to the server, which sends it as
// /static/game/crazyeights.js.
import { cardName, start } from "../client.js";

// The words this page writes, by language: render says them in the page's language (the
// client's sayIn), with the terms of the game's own words (words_fr.py: manche, pioche,
// défausse, the suits' names). A card is named by cardName, in French with its article ("la
// dame de pique"). A no-break space comes before a French ":".
const WORDS = {
  en: {
    "scoreboard": "Round {round} · follow {suit} · stock: {cards}",
    "scoreboard.over": "Round {round} · the game is over",
    "suit.clubs": "clubs",
    "suit.diamonds": "diamonds",
    "suit.hearts": "hearts",
    "suit.spades": "spades",
    "seat": "{seat}: {cards}, {points}{dealer}{acting}",
    "seat.dealer": " · dealer",
    "seat.acting": " · to act",
    "discard": "Discard pile: ",
    "discard.none": "empty",
    "hand": "Your hand: ",
    "hand.none": "no card",
    "cards.one": "{count} card",
    "cards.other": "{count} cards",
    "points.one": "{count} point",
    "points.other": "{count} points",
  },
  fr: {
    "scoreboard": "Manche {round} · couleur demandée\u00a0: {suit} · pioche\u00a0: {cards}",
    "scoreboard.over": "Manche {round} · la partie est terminée",
    "suit.clubs": "trèfle",
    "suit.diamonds": "carreau",
    "suit.hearts": "cœur",
    "suit.spades": "pique",
    "seat": "{seat}\u00a0: {cards}, {points}{dealer}{acting}",
    "seat.dealer": " · donneur",
    "seat.acting": " · à jouer",
    "discard": "Défausse\u00a0: ",
    "discard.none": "vide",
    "hand": "Votre main\u00a0: ",
    "hand.none": "aucune carte",
    "cards.one": "{count} carte",
    "cards.other": "{count} cartes",
    "points.one": "{count} point",
    "points.other": "{count} points",
  },
};

function render(data, h) {
  const { el, card, seatName, humanize, seatList, cardRow } = h;
  const say = (id, fields) => h.sayIn(WORDS, id, fields);
  const sayCount = (id, number) => h.sayCountIn(WORDS, id, number);
  const suits = {
    clubs: say("suit.clubs"),
    diamonds: say("suit.diamonds"),
    hearts: say("suit.hearts"),
    spades: say("suit.spades"),
  };
  const over = data.to_act === null;
  const lines = data.hand_sizes.map((size, seat) =>
    say("seat", {
      seat: humanize(seatName(seat)),
      cards: sayCount("cards", size),
      points: sayCount("points", data.totals[seat]),
      dealer: seat === data.dealer ? say("seat.dealer") : "",
      acting: seat === data.to_act ? say("seat.acting") : "",
    }),
  );
  const top = data.discard.length ? data.discard[data.discard.length - 1] : null;
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      over
        ? say("scoreboard.over", { round: data.round })
        : say("scoreboard", {
            round: data.round,
            suit: suits[data.suit] || data.suit,
            cards: sayCount("cards", data.stock_size),
          }),
    ),
    seatList(lines, data.to_act),
    el(
      "div",
      { class: "trick", "data-testid": "discard" },
      say("discard"),
      top ? card(cardName(top)) : say("discard.none"),
    ),
    // A spectator holds no hand ("" leaves the row out: replaceChildren writes null as "null").
    data.player === null
      ? ""
      : cardRow(
          "hand",
          say("hand"),
          data.hand.map((c) => cardName(c)),
          say("hand.none"),
        ),
  );
}

start({ render });
