// TEN's page: the table is the server's picture of the view (the draw row with its running
// and currency totals, the auction, the market with its prices, each collection by colour:
// see client.js). Below it, the same facts in words, from the view's fields, in lists a
// screen reader can walk: who acts now and what for, the auction or payment under way, the
// cards drawn this turn, the market, and each seat's points, tokens and collected cards.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/ten.js.
import { start } from "/static/client.js";

// What the seat to act does in each phase (the picture's words for it: ten/svg.py).
const DOING = {
  draw: "to draw or stop",
  auction: "to bid or pass",
  pay: "to pay",
  buy: "to buy a market card or not",
  final_buy: "to buy (final round)",
};

// What a payment is for.
const PAID_FOR = { wild: "the won wild", buy: "a purchase", final_buy: "a final purchase" };

// Each seat's points: a score is the best placing of its wilds (TEN §6), which the rules
// compute and the page does not repeat. The picture, drawn by the server from this view,
// writes them (its .tg-score parts, by data-seat); they are read once the picture of this
// view is on the page (client.js puts it there just after render), and left out when it is
// not (no picture, or an older one).
function pointsFromPicture() {
  const picture = document.querySelector("[data-testid=picture]");
  if (!picture || picture.hidden) return null;
  if (Number(picture.dataset.version) < Number(document.body.dataset.version)) return null;
  const points = new Map();
  for (const node of picture.querySelectorAll(".tg-score[data-seat]")) {
    const value = Number(node.textContent);
    if (Number.isInteger(value)) points.set(Number(node.dataset.seat), value);
  }
  return points.size ? points : null;
}

function render(data, h) {
  const { el, count, seatName, humanize, listing, seatList, cardRow } = h;
  const over = data.phase === "over";
  // The seat that acts now (the active seat's turn goes on while another bids or pays).
  const acting = over ? null : data.to_act;
  const lines = data.collections.map((collection, seat) => [
    `${humanize(seatName(seat))}: `,
    el("span", { "data-testid": "points", "data-seat": seat, hidden: true }),
    `${count(data.tokens[seat], "token")}, ` +
      `${count(data.bust_tokens[seat], "bust token")}; ` +
      (collection.length ? `collected: ${listing(collection)}` : "nothing collected"),
    seat === acting ? ` · ${DOING[data.phase] || "to act"}` : "",
  ]);
  const auction = data.auction;
  const payment = data.payment;
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
    cardRow("market", "Market (a card costs its number): ", data.market, "empty"),
    seatList(lines, acting, { "data-testid": "collection" }),
  );
  queueMicrotask(() => {
    const points = pointsFromPicture();
    if (!points) return;
    for (const node of table.querySelectorAll("[data-testid=points]")) {
      const seat = Number(node.dataset.seat);
      if (!points.has(seat)) continue;
      node.textContent = `${count(points.get(seat), "point")}, `;
      node.hidden = false;
    }
  });
}

start({ render });
