// TEN's page: the table is the server's picture of the view (the draw row with its running
// and currency totals, the auction, the market with its prices, each collection by colour:
// see client.js). Below it, the same facts in words, from the view's fields, in lists a
// screen reader can walk: who acts now and what for, the auction or payment under way, the
// cards drawn this turn with the running and currency totals while the turn's drawing goes
// on, the market, and each seat's points, tokens and collected cards, each card named in the
// page's language by client.js's cardName, as TEN's own words name it (the server sends the
// names: "le joker rouge", "une carte monnaie de 2" on a French page, the JSON's "red #" and
// "currency 2" on an English one).
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/ten.js.
import { cardName, start } from "../client.js";

// What the seat to act does in each phase: the picture's words for it (ten/svg.py's DOING;
// tests/ten/test_page_words.py holds the two equal), which the catalogue's doing.<phase> says
// on an English page (tests/server/test_page_script_words.py holds those equal).
const DOING = {
  draw: "to draw or stop",
  auction: "to bid or pass",
  pay: "to pay",
  buy: "to buy a market card or not",
  final_buy: "to buy (final round)",
};

// The words this page writes, by language: render says them in the page's language (client.js's
// sayIn), with the terms of TEN's own words (ten/words_fr.py: jetons noirs, jetons de
// dépassement, pioche, défausse, marché, enchère). A card is named by cardName, in French with
// its article ("le joker rouge", "une carte monnaie de 2"), so a French text takes it without
// one ("pour {card}"). A no-break space comes before a French ":" and ";". In French the seat
// to act is followed by what it does, in the infinitive ("Le joueur 2 : enchérir ou
// passer"), which fits "vous" as well as another seat.
const WORDS = {
  en: {
    "scoreboard.turn": "Turn {turn} · ",
    "scoreboard.over": "the game is over · ",
    "scoreboard.acting": "{seat} {doing} · ",
    "scoreboard.draw-pile": "draw pile: {cards} · ",
    "scoreboard.discard-pile": "discard pile: {cards}",
    "scoreboard.jen": " · Jen's tokens: {tokens}",
    "doing.draw": "to draw or stop",
    "doing.auction": "to bid or pass",
    "doing.pay": "to pay",
    "doing.buy": "to buy a market card or not",
    "doing.final_buy": "to buy (final round)",
    "doing.other": "to act",
    "auction": "Auction of the {wild}: ",
    "auction.none": "no bid yet",
    "auction.high": "high bid {bid} by {seat}",
    "auction.jen": " · Jen's bid: {bid}",
    "payment": "{seat} pays {price} for the {card} ({purpose}): {paid} paid so far",
    "payment.you": "{seat} pay {price} for the {card} ({purpose}): {paid} paid so far",
    "paid-for.wild": "the won wild",
    "paid-for.buy": "a purchase",
    "paid-for.final-buy": "a final purchase",
    "paid-for.other": "a payment",
    "tableau": "Drawn this turn: ",
    "tableau.none": "nothing yet",
    "totals.running": "Running total (numbers less currency): {running}, bust at {bust} · ",
    "totals.currency": "currency drawn: {currency}, bust at {bust}",
    "market": "Market (a card costs its number): ",
    "market.none": "empty",
    "seat": "{seat}: ",
    "seat.points": "{points}, ",
    "seat.holds": "{tokens}, {bust_tokens}; {collected}",
    "seat.collected": "collected: {cards}",
    "seat.collected.none": "nothing collected",
    "cards.one": "{count} card",
    "cards.other": "{count} cards",
    "points.one": "{count} point",
    "points.other": "{count} points",
    "tokens.one": "{count} token",
    "tokens.other": "{count} tokens",
    "bust-tokens.one": "{count} bust token",
    "bust-tokens.other": "{count} bust tokens",
  },
  fr: {
    "scoreboard.turn": "Tour {turn} · ",
    "scoreboard.over": "la partie est terminée · ",
    "scoreboard.acting": "{seat}\u00a0: {doing} · ",
    "scoreboard.draw-pile": "pioche\u00a0: {cards} · ",
    "scoreboard.discard-pile": "défausse\u00a0: {cards}",
    "scoreboard.jen": " · jetons de Jen\u00a0: {tokens}",
    "doing.draw": "piocher ou s'arrêter",
    "doing.auction": "enchérir ou passer",
    "doing.pay": "payer",
    "doing.buy": "acheter une carte du marché, ou non",
    "doing.final_buy": "acheter (dernière phase d'achat)",
    "doing.other": "jouer",
    "auction": "Enchères pour {wild}\u00a0: ",
    "auction.none": "pas encore d'enchère",
    "auction.high": "meilleure enchère de {bid} par {seat}",
    "auction.jen": " · enchère de Jen\u00a0: {bid}",
    "payment": "{seat} paie {price} pour {card} ({purpose})\u00a0: {paid} déjà payé",
    "payment.you": "{seat} payez {price} pour {card} ({purpose})\u00a0: {paid} déjà payé",
    "paid-for.wild": "le joker remporté",
    "paid-for.buy": "un achat",
    "paid-for.final-buy": "un achat de la dernière phase",
    "paid-for.other": "un paiement",
    "tableau": "Cartes tirées ce tour-ci\u00a0: ",
    "tableau.none": "aucune pour l'instant",
    "totals.running":
      "Total (les nombres moins la monnaie)\u00a0: {running}, dépassement à {bust} · ",
    "totals.currency": "monnaie tirée\u00a0: {currency}, dépassement à {bust}",
    "market": "Marché (une carte coûte son nombre)\u00a0: ",
    "market.none": "vide",
    "seat": "{seat}\u00a0: ",
    "seat.points": "{points}, ",
    "seat.holds": "{tokens}, {bust_tokens}\u00a0; {collected}",
    "seat.collected": "cartes collectées\u00a0: {cards}",
    "seat.collected.none": "aucune carte collectée",
    "cards.one": "{count} carte",
    "cards.other": "{count} cartes",
    "points.one": "{count} point",
    "points.other": "{count} points",
    "tokens.one": "{count} jeton noir",
    "tokens.other": "{count} jetons noirs",
    "bust-tokens.one": "{count} jeton de dépassement",
    "bust-tokens.other": "{count} jetons de dépassement",
  },
};

// The bust (TEN §5.2): a running total of 11 or more busts, and so does currency of 11 or
// more (tablegames.ten.cards.BUST_AT, the picture's gauges' last box).
const BUST_AT = 11;

// The running total (the numbers drawn less the currency) and the currency drawn, of a
// tableau, which holds number cards ("orange 4") and currency cards ("currency 2") only: the
// picture's gauges, as tablegames.ten.tableau_totals counts them.
function totals(tableau) {
  let numbers = 0;
  let currency = 0;
  for (const card of tableau) {
    const value = Number(card.split(" ").pop());
    if (card.startsWith("currency ")) currency += value;
    else numbers += value;
  }
  return { running: numbers - currency, currency };
}

function render(data, h) {
  const { el, seatName, humanize, listing, seatList, cardRow } = h;
  const say = (id, fields) => h.sayIn(WORDS, id, fields);
  const sayCount = (id, number) => h.sayCountIn(WORDS, id, number);
  // Cards in the page's language (the JSON's strings stay for the totals and the phases).
  const names = (cards) => cards.map((c) => cardName(c));
  // What the seat to act does now, in words.
  const doing = data.phase in DOING ? say(`doing.${data.phase}`) : say("doing.other");
  // What a payment is for.
  const purpose = {
    wild: say("paid-for.wild"),
    buy: say("paid-for.buy"),
    final_buy: say("paid-for.final-buy"),
  };
  // Each seat's points: a score is the best placing of its wilds (TEN §6), which the rules
  // compute and the page does not repeat: the view document carries them (its scores).
  const points = h.scores;
  const over = data.phase === "over";
  // The seat that acts now (the active seat's turn goes on while another bids or pays).
  const acting = over ? null : data.to_act;
  const lines = data.collections.map((collection, seat) => [
    say("seat", { seat: humanize(seatName(seat)) }),
    points && Number.isInteger(points[seat])
      ? el(
          "span",
          { "data-testid": "points", "data-seat": seat },
          say("seat.points", { points: sayCount("points", points[seat]) }),
        )
      : "",
    say("seat.holds", {
      tokens: sayCount("tokens", data.tokens[seat]),
      bust_tokens: sayCount("bust-tokens", data.bust_tokens[seat]),
      collected: collection.length
        ? say("seat.collected", { cards: listing(names(collection)) })
        : say("seat.collected.none"),
    }),
    seat === acting ? ` · ${doing}` : "",
  ]);
  const auction = data.auction;
  const payment = data.payment;
  // The active seat's drawing goes on through an auction of a wild it drew and its payment.
  const drawing =
    data.phase === "draw" || data.phase === "auction" || (payment && payment.kind === "wild");
  const drawn = totals(data.tableau);
  const paying = payment && {
    seat: humanize(seatName(payment.payer)),
    price: payment.price,
    card: cardName(payment.card),
    purpose: purpose[payment.kind] || say("paid-for.other"),
    paid: payment.paid,
  };
  const table = document.querySelector("[data-testid=table]");
  table.replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      say("scoreboard.turn", { turn: data.turn }),
      over
        ? say("scoreboard.over")
        : say("scoreboard.acting", { seat: humanize(seatName(acting)), doing }),
      say("scoreboard.draw-pile", { cards: sayCount("cards", data.draw_pile_size) }),
      say("scoreboard.discard-pile", { cards: sayCount("cards", data.discard.length) }),
      data.jen_tokens === null ? "" : say("scoreboard.jen", { tokens: data.jen_tokens }),
    ),
    auction
      ? el(
          "p",
          { "data-testid": "auction" },
          say("auction", { wild: cardName(auction.wild) }),
          auction.high_bidder === null
            ? say("auction.none")
            : say("auction.high", { bid: auction.high_bid, seat: seatName(auction.high_bidder) }),
          auction.jen_bid ? say("auction.jen", { bid: auction.jen_bid }) : "",
        )
      : "",
    payment
      ? el(
          "p",
          { "data-testid": "payment" },
          payment.payer === data.player ? say("payment.you", paying) : say("payment", paying),
        )
      : "",
    over ? "" : cardRow("tableau", say("tableau"), names(data.tableau), say("tableau.none")),
    drawing
      ? el(
          "p",
          { "data-testid": "totals" },
          say("totals.running", { running: drawn.running, bust: BUST_AT }),
          say("totals.currency", { currency: drawn.currency, bust: BUST_AT }),
        )
      : "",
    cardRow("market", say("market"), names(data.market), say("market.none")),
    seatList(lines, acting, { "data-testid": "collection" }),
  );
}

start({ render });
