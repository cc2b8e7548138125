// Aluette's page: the table is the server's picture of this seat's view (the four seats with
// the partner marked, the hand, the trick and its winner, the team points and the signals:
// see client.js). Below it, the same facts in words, from the view's fields: the teams'
// points, each seat with its partner or opponent marked, the trick and the hand.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/aluette.js.
import { start } from "../client.js";

// Partners sit opposite (Aluette §4): seats 1 and 3 are team 0, seats 2 and 4 team 1.
const team = (seat) => seat % 2;
const partner = (seat) => (seat + 2) % 4;
// The teams as the game's words, its pictures and its text call them (aluette/text.py's
// team_name).
const TEAMS = ["seats 1+3", "seats 2+4"];

function render(data, h) {
  const { el, card, count, seatName, humanize, seatList, cardRow } = h;
  const over = data.phase === "over";
  const viewer = data.player;
  const lines = data.hand_sizes.map((size, seat) => {
    const acting = seat === data.to_act ? " · to act" : "";
    const dealer = seat === data.dealer ? " · dealer" : "";
    const side =
      viewer === null || seat === viewer
        ? ""
        : seat === partner(viewer)
          ? " · your partner"
          : " · opponent";
    const won = data.tricks.filter((trick) => trick.winner === seat).length;
    const held = `${count(size, "card")}, ${count(won, "trick")}`;
    return `${humanize(seatName(seat))}${side}: ${held}${dealer}${acting}`;
  });
  const points = data.team_points.map(
    (value, number) =>
      `${TEAMS[number]}${viewer !== null && team(viewer) === number ? " (your team)" : ""}: ` +
      count(value, "point"),
  );
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      over
        ? `Deal ${data.deal + 1} · the game is over`
        : `Deal ${data.deal + 1} · trick ${data.tricks.length + 1} · ` +
          `talon: ${count(data.talon_size, "card")}`,
    ),
    el("p", { "data-testid": "team-points" }, `Points: ${points.join(" · ")}`),
    seatList(lines, data.to_act),
    over
      ? ""
      : el(
          "div",
          { class: "trick", "data-testid": "trick" },
          `Trick led by ${seatName(data.leader)}: `,
          data.trick.length ? data.trick.map((c) => card(c)) : "no card yet",
        ),
    // A spectator holds no hand (and "" leaves a part out: replaceChildren writes null).
    data.player === null || over ? "" : cardRow("hand", "Your hand: ", data.hand),
  );
}

start({ render });
