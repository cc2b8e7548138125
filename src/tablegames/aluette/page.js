// Aluette's page: the table is the server's picture of this seat's view (the four seats with
// the partner marked, the hand, the trick and its winner, the team points and the signals:
// see client.js). Below it, the same facts in words, from the view's fields: the teams'
// points, each seat with its partner or opponent marked, the trick and the hand, each card
// named in the page's language (cardName).
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/aluette.js.
import { start } from "../client.js";

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

// The cards' words, by language: the view's JSON names a card in English ("3 of coins"), as
// an English page writes it; a French page names it as Aluette's French words do
// (aluette/words_fr.py: its card, card.1, card.named, rank.*, suit.* and name.* messages, here
// by the same ids), with its article and, for the eight signalled cards, their names:
// "le 3 de deniers (Monsieur)", "l'as d'épées". tests/web/test_page_script_cards.py holds
// every card of the deck to the Python words' name.
const CARD_WORDS = {
  fr: {
    "card": "le {rank} {suit}",
    "card.1": "l'as {suit}",
    "card.named": "{card} ({name})",
    "rank.2": "2",
    "rank.3": "3",
    "rank.4": "4",
    "rank.5": "5",
    "rank.6": "6",
    "rank.7": "7",
    "rank.8": "8",
    "rank.9": "9",
    "rank.10": "valet",
    "rank.11": "cavalier",
    "rank.12": "roi",
    // the suits with their preposition, elided before a vowel
    "suit.coins": "de deniers",
    "suit.cups": "de coupes",
    "suit.swords": "d'épées",
    "suit.batons": "de bâtons",
    "name.monsieur": "Monsieur",
    "name.madame": "Madame",
    "name.borgne": "le Borgne",
    "name.vache": "la Vache",
    "name.grand_neuf": "Grand-neuf",
    "name.petit_neuf": "Petit-neuf",
    "name.deux_de_chene": "Deux de chêne",
    "name.deux_d_ecrit": "Deux d'écrit",
  },
};

// The printed number of each rank the JSON writes as a word (the others are their number).
const RANK_NUMBERS = { ace: 1, jack: 10, cavalier: 11, king: 12 };

// The eight named cards, each by its signal (aluette/rules.py's SIGNAL_CARD, which the words
// name them by): the name.* message of each.
const SIGNALLED = {
  "3 of coins": "monsieur",
  "3 of cups": "madame",
  "2 of coins": "borgne",
  "2 of cups": "vache",
  "9 of cups": "grand_neuf",
  "9 of coins": "petit_neuf",
  "2 of batons": "deux_de_chene",
  "2 of swords": "deux_d_ecrit",
};

// The page's language, read as client.js reads it for sayIn: its <html lang>, without region.
const LANGUAGE = (document.documentElement.lang || "en").toLowerCase().split("-")[0];

// A catalogue's text ``id``, or undefined where it has none (an id from a card's string never
// reaches an object's inherited properties).
const text = (words, id) => (Object.hasOwn(words, id) ? words[id] : undefined);

// A text's {name} fields filled in from ``fields``, as client.js fills the page's texts.
const fill = (said, fields) =>
  said.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));

/**
 * A card as ``language`` names it, with its article: cardName("3 of coins", "fr") -> "le 3 de
 * deniers (Monsieur)". English, a language without card words, and a card this script does
 * not know (a future one) keep the string the view's JSON writes: cardName("3 of coins", "en")
 * -> "3 of coins".
 *
 * @param {string} card A card as the view's JSON writes it ("<rank> of <suit>").
 * @param {string} language A language's tag ("fr"); the page's language by default.
 * @returns {string} The card's name.
 */
export function cardName(card, language = LANGUAGE) {
  const words = text(CARD_WORDS, language);
  const found = typeof card === "string" && /^(\w+) of (\w+)$/.exec(card);
  if (!words || !found) return card;
  const rank = text(RANK_NUMBERS, found[1]) ?? found[1];
  const suit = text(words, `suit.${found[2]}`);
  // A language may word one rank apart, with its suit (French "l'as"), as the words do.
  const own = text(words, `card.${rank}`);
  const plain = text(words, `rank.${rank}`);
  if (suit === undefined || (own === undefined && plain === undefined)) return card;
  const named = own === undefined ? fill(words.card, { rank: plain, suit }) : fill(own, { suit });
  const signal = text(SIGNALLED, card);
  const name = signal === undefined ? undefined : text(words, `name.${signal}`);
  return name === undefined ? named : fill(words["card.named"], { card: named, name });
}

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
