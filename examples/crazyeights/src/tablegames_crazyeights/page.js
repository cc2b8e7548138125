// Crazy Eights' page in tablegames' web client: the table is the server's picture of this
// seat's view (see tablegames' client.js). Below it, the same facts in words, from the view's
// fields: the round, the suit to follow, the stock, each seat's cards and points, the hand.
// CrazyEightsGame.page_script hands this module to the server, which sends it as
// /static/game/crazyeights.js.
import { start } from "../client.js";

function render(data, h) {
  const { el, card, count, seatName, humanize, seatList, cardRow } = h;
  const over = data.to_act === null;
  const lines = data.hand_sizes.map((size, seat) => {
    const acting = seat === data.to_act ? " · to act" : "";
    const dealer = seat === data.dealer ? " · dealer" : "";
    const points = count(data.totals[seat], "point");
    return `${humanize(seatName(seat))}: ${count(size, "card")}, ${points}${dealer}${acting}`;
  });
  const top = data.discard.length ? data.discard[data.discard.length - 1] : null;
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      over
        ? `Round ${data.round} · the game is over`
        : `Round ${data.round} · follow ${data.suit} · stock: ${count(data.stock_size, "card")}`,
    ),
    seatList(lines, data.to_act),
    el(
      "div",
      { class: "trick", "data-testid": "discard" },
      "Discard pile: ",
      top ? card(top) : "empty",
    ),
    // A spectator holds no hand ("" leaves the row out: replaceChildren writes null as "null").
    data.player === null ? "" : cardRow("hand", "Your hand: ", data.hand, "no card"),
  );
}

start({ render });
