// TEN's page: the table is the server's picture of the view (the draw row with its running
// and currency totals, the auction, the market with its prices, each collection by colour:
// see client.js). Below it, the same facts in words, from the view's fields, in lists a
// screen reader can walk: who acts now and what for, the auction or payment under way, the
// cards drawn this turn with the running and currency totals while the turn's drawing goes
// on, the market, and each seat's points, tokens and collected cards.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/ten.js.
import { start } from "../client.js";

// What the seat to act does in each phase: the picture's words for it (ten/svg.py's DOING;
// tests/ten/test_page_words.py holds the two equal).
const DOING = {
  draw: "to draw or stop",
  auction: "to bid or pass",
  pay: "to pay",
  buy: "to buy a market card or not",
  final_buy: "to buy (final round)",
};

// What a payment is for.
const PAID_FOR = { wild: "the won wild", buy: "a purchase", final_buy: "a final purchase" };

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
  const { el, count, seatName, humanize, listing, seatList, cardRow } = h;
  // Each seat's points: a score is the best placing of its wilds (TEN §6), which the rules
  // compute and the page does not repeat: the view document carries them (its scores).
  const points = h.scores;
  const over = data.phase === "over";
  // The seat that acts now (the active seat's turn goes on while another bids or pays).
  const acting = over ? null : data.to_act;
  const lines = data.collections.map((collection, seat) => [
    `${humanize(seatName(seat))}: `,
    points && Number.isInteger(points[seat])
      ? el(
          "span",
          { "data-testid": "points", "data-seat": seat },
          `${count(points[seat], "point")}, `,
        )
      : "",
    `${count(data.tokens[seat], "token")}, ` +
      `${count(data.bust_tokens[seat], "bust token")}; ` +
      (collection.length ? `collected: ${listing(collection)}` : "nothing collected"),
    seat === acting ? ` · ${DOING[data.phase] || "to act"}` : "",
  ]);
  const auction = data.auction;
  const payment = data.payment;
  // The active seat's drawing goes on through an auction of a wild it drew and its payment.
  const drawing =
    data.phase === "draw" || data.phase === "auction" || (payment && payment.kind === "wild");
  const drawn = totals(data.tableau);
  const table = document.querySelector("[data-testid=table]");
  table.replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Turn ${data.turn} · `,
      over
        ? "the game is over · "
        : `${humanize(seatName(acting))} ${DOING[data.phase] || "to act"} · `,
      `draw pile: ${count(data.draw_pile_size, "card")} · `,
      `discard pile: ${count(data.discard.length, "card")}`,
      data.jen_tokens === null ? "" : ` · Jen's tokens: ${data.jen_tokens}`,
    ),
    auction
      ? el(
          "p",
          { "data-testid": "auction" },
          `Auction of the ${auction.wild}: `,
          auction.high_bidder === null
            ? "no bid yet"
            : `high bid ${auction.high_bid} by ${seatName(auction.high_bidder)}`,
          auction.jen_bid ? ` · Jen's bid: ${auction.jen_bid}` : "",
        )
      : "",
    payment
      ? el(
          "p",
          { "data-testid": "payment" },
          `${humanize(seatName(payment.payer))} ` +
            `${payment.payer === data.player ? "pay" : "pays"} ${payment.price} ` +
            `for the ${payment.card} (${PAID_FOR[payment.kind] || "a payment"}): ` +
            `${payment.paid} paid so far`,
        )
      : "",
    over ? "" : cardRow("tableau", "Drawn this turn: ", data.tableau, "nothing yet"),
    drawing
      ? el(
          "p",
          { "data-testid": "totals" },
          `Running total (numbers less currency): ${drawn.running}, bust at ${BUST_AT} · `,
          `currency drawn: ${drawn.currency}, bust at ${BUST_AT}`,
        )
      : "",
    cardRow("market", "Market (a card costs its number): ", data.market, "empty"),
    seatList(lines, acting, { "data-testid": "collection" }),
  );
}

start({ render });
