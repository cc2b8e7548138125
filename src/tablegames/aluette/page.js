// Aluette's page: the table is the server's picture of this seat's view (the four seats with
// the partner marked, the hand, the trick and its winner, the team points and the signals:
// see client.js). Below it, the same facts in words, from the view's fields: the teams'
// points, each seat with its partner or opponent marked, the trick and the hand, each card
// named in the page's language by client.js's cardName, as Aluette's own words name it (the
// server sends the names: "le 3 de deniers (Monsieur)" on a French page, the JSON's "3 of
// coins" on an English one).
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/aluette.js.
import { cardName, start } from "../client.js";

// The words this page writes, by language: render says them in the page's language (client.js's
// sayIn), with the terms of Aluette's own words (aluette/words_fr.py: donne, pli, talon, votre
// partenaire). The teams are called as the game's words, its pictures and its text call them
// (aluette/text.py's team_name). A no-break space comes before a French ":".
const WORDS = {
  en: {
    "scoreboard": "Deal {deal} · trick {trick} · talon: {talon}",
    "scoreboard.over": "Deal {deal} · the game is over",
    "points": "Points: {points}",
    "team": "seats {first}+{second}",
    "team.points": "{team}{yours}: {points}",
    "team.yours": " (your team)",
    "seat": "{seat}{side}: {cards}, {tricks}{dealer}{acting}",
    "seat.partner": " · your partner",
    "seat.opponent": " · opponent",
    "seat.dealer": " · dealer",
    "seat.acting": " · to act",
    "trick": "Trick led by {seat}: ",
    "trick.none": "no card yet",
    "hand": "Your hand: ",
    "cards.one": "{count} card",
    "cards.other": "{count} cards",
    "tricks.one": "{count} trick",
    "tricks.other": "{count} tricks",
    "points.one": "{count} point",
    "points.other": "{count} points",
  },
  fr: {
    "scoreboard": "Donne {deal} · pli {trick} · talon\u00a0: {talon}",
    "scoreboard.over": "Donne {deal} · la partie est terminée",
    "points": "Points\u00a0: {points}",
    "team": "joueurs {first}+{second}",
    "team.points": "{team}{yours}\u00a0: {points}",
    "team.yours": " (votre équipe)",
    "seat": "{seat}{side}\u00a0: {cards}, {tricks}{dealer}{acting}",
    "seat.partner": " · votre partenaire",
    "seat.opponent": " · adversaire",
    "seat.dealer": " · donneur",
    "seat.acting": " · à jouer",
    "trick": "Pli entamé par {seat}\u00a0: ",
    "trick.none": "pas encore de carte",
    "hand": "Votre main\u00a0: ",
    "cards.one": "{count} carte",
    "cards.other": "{count} cartes",
    "tricks.one": "{count} pli",
    "tricks.other": "{count} plis",
    "points.one": "{count} point",
    "points.other": "{count} points",
  },
};

// Partners sit opposite (Aluette §4): seats 1 and 3 are team 0, seats 2 and 4 team 1.
const team = (seat) => seat % 2;
const partner = (seat) => (seat + 2) % 4;

function render(data, h) {
  const { el, card, seatName, humanize, seatList, cardRow } = h;
  const say = (id, fields) => h.sayIn(WORDS, id, fields);
  const sayCount = (id, number) => h.sayCountIn(WORDS, id, number);
  const over = data.phase === "over";
  const viewer = data.player;
  const lines = data.hand_sizes.map((size, seat) => {
    const side =
      viewer === null || seat === viewer
        ? ""
        : seat === partner(viewer)
          ? say("seat.partner")
          : say("seat.opponent");
    const won = data.tricks.filter((trick) => trick.winner === seat).length;
    return say("seat", {
      seat: humanize(seatName(seat)),
      side,
      cards: sayCount("cards", size),
      tricks: sayCount("tricks", won),
      dealer: seat === data.dealer ? say("seat.dealer") : "",
      acting: seat === data.to_act ? say("seat.acting") : "",
    });
  });
  const points = data.team_points.map((value, number) =>
    say("team.points", {
      team: say("team", { first: number + 1, second: number + 3 }),
      yours: viewer !== null && team(viewer) === number ? say("team.yours") : "",
      points: sayCount("points", value),
    }),
  );
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      over
        ? say("scoreboard.over", { deal: data.deal + 1 })
        : say("scoreboard", {
            deal: data.deal + 1,
            trick: data.tricks.length + 1,
            talon: sayCount("cards", data.talon_size),
          }),
    ),
    el("p", { "data-testid": "team-points" }, say("points", { points: points.join(" · ") })),
    seatList(lines, data.to_act),
    over
      ? ""
      : el(
          "div",
          { class: "trick", "data-testid": "trick" },
          say("trick", { seat: seatName(data.leader) }),
          data.trick.length ? data.trick.map((c) => card(cardName(c))) : say("trick.none"),
        ),
    // A spectator holds no hand (and "" leaves a part out: replaceChildren writes null).
    data.player === null || over
      ? ""
      : cardRow(
          "hand",
          say("hand"),
          data.hand.map((c) => cardName(c)),
        ),
  );
}

start({ render });
