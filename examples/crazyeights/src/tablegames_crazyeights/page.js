// Crazy Eights' page in tablegames' web client: the table is the server's picture of this
// seat's view (see tablegames' client.js). Below it, the same facts in words, from the view's
// fields: the round, the suit to follow, the stock, each seat's cards and points, the hand,
// each card named in the page's language (cardName).
// CrazyEightsGame.page_script hands this module to the server, which sends it as
// /static/game/crazyeights.js.
import { start } from "../client.js";

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

// The cards' words, by language: the view's JSON names a card in English ("queen of spades"),
// as an English page writes it; a French page names it as the game's French words do
// (words_fr.py: its card, rank.* and suit.* messages, here by the same ids), with its
// article: "la dame de pique", "l'as de cœur". tests/web/test_page_script_cards.py (in
// tablegames' tests) holds every card of the deck to the Python words' name.
const CARD_WORDS = {
  fr: {
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
  },
};

// The page's language, read as the client reads it for sayIn: its <html lang>, without region.
const LANGUAGE = (document.documentElement.lang || "en").toLowerCase().split("-")[0];

// A catalogue's text ``id``, or undefined where it has none (an id from a card's string never
// reaches an object's inherited properties).
const text = (words, id) => (Object.hasOwn(words, id) ? words[id] : undefined);

// A text's {name} fields filled in from ``fields``, as the client fills the page's texts.
const fill = (said, fields) =>
  said.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));

/**
 * A card as ``language`` names it, with its article: cardName("queen of spades", "fr") -> "la
 * dame de pique". English, a language without card words, and a card this script does not
 * know (a future one) keep the string the view's JSON writes: cardName("queen of spades",
 * "en") -> "queen of spades".
 *
 * @param {string} card A card as the view's JSON writes it ("<rank> of <suit>").
 * @param {string} language A language's tag ("fr"); the page's language by default.
 * @returns {string} The card's name.
 */
export function cardName(card, language = LANGUAGE) {
  const words = text(CARD_WORDS, language);
  const found = typeof card === "string" && /^(\w+) of (\w+)$/.exec(card);
  if (!words || !found) return card;
  const rank = text(words, `rank.${found[1]}`);
  const suit = text(words, `suit.${found[2]}`);
  return rank === undefined || suit === undefined ? card : fill(words.card, { rank, suit });
}

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
