// Generated from the tablegames JSON Schemas (format version 2) by
// `python -m tablegames.core.schema`. Do not edit: a test regenerates this file.

/** A tablegames ten state document, format version 2. */
export interface TenStateDocument {
  format: "tablegames";
  version: 2;
  game: "ten";
  kind: "state";
  data: TenState;
}

/** A tablegames ten view document, format version 2. */
export interface TenViewDocument {
  format: "tablegames";
  version: 2;
  game: "ten";
  kind: "view";
  data: TenView;
  /** The viewer's legal moves, in the game's order (to_dict with_moves), each with its group and label. */
  moves?: TenLabelledMove[];
  /** Each seat's score as the viewer may know it, null where it is hidden from the viewer (to_dict with_scores; only for a game whose views give scores). */
  scores?: (number | null)[];
  /** The version of the state the view shows, or the move was chosen at: the moves applied so far (to_dict state_version). */
  state_version?: number;
}

/** A tablegames ten move document, format version 2. */
export interface TenMoveDocument {
  format: "tablegames";
  version: 2;
  game: "ten";
  kind: "move";
  data: TenMove | TenSentMove;
  /** The version of the state the view shows, or the move was chosen at: the moves applied so far (to_dict state_version). */
  state_version?: number;
}

/** A tablegames ten record document, format version 2. */
export interface TenRecordDocument {
  format: "tablegames";
  version: 2;
  game: "ten";
  kind: "record";
  data: {
    game: "ten";
    players: number;
    seed: number;
    options: TenOptions;
    moves: TenMove[];
  };
}

/** A tablegames ten moves document, format version 2. */
export interface TenMovesDocument {
  format: "tablegames";
  version: 2;
  game: "ten";
  kind: "moves";
  data: TenLabelledMove[];
}

/** A tablegames ten error document, format version 2. */
export interface TenErrorDocument {
  format: "tablegames";
  version: 2;
  game: "ten";
  kind: "error";
  /** Why a request was refused. */
  data: {
    /** The stable dotted code of the reason. */
    code: string;
    /** A sentence a player understands. */
    message: string;
    /** The move refused, or null. */
    move: null | TenMove;
    /** The facts the message names, by the names a translation's words for the code use (written only when there are any); what each is depends on the code. */
    fields?: Record<string, TenRefusalFact>;
  };
}

/** A tablegames ten event document, format version 2. */
export interface TenEventDocument {
  format: "tablegames";
  version: 2;
  game: "ten";
  kind: "event";
  data: TenToldEvent;
}

/** Any ten document. */
export type TenDocument =
  | TenStateDocument
  | TenViewDocument
  | TenMoveDocument
  | TenRecordDocument
  | TenMovesDocument
  | TenErrorDocument
  | TenEventDocument;

/** A view document of ten as the game server sends it: its moves and its state_version are always there. */
export type TenServerViewDocument = Omit<TenViewDocument, "state_version"> &
  Required<Pick<TenViewDocument, "moves">> & {
    /** The viewer's own version of the game: one more per change of its view, not the moves applied. A move sent to the server carries the version it was chosen at. */
    state_version: number;
  };

/** Every error code known to this version for ten (see the protocol reference). An error document's code is typed string: a newer server may send new codes. */
export type TenErrorCode =
  | "ten.bid.too_low"
  | "ten.bid.unaffordable"
  | "ten.buy.duplicate"
  | "ten.buy.not_in_market"
  | "ten.buy.unaffordable"
  | "ten.draw.empty_pile"
  | "ten.game.over"
  | "ten.pay.card_not_owned"
  | "ten.pay.cards_not_allowed"
  | "ten.pay.no_bust_token"
  | "ten.pay.no_token"
  | "ten.phase.wrong_move"
  | "ten.seat.unknown"
  | "ten.stop.empty_tableau"
  | "ten.stop.no_numbers"
  | "ten.turn.not_yours"
  | "core.config.invalid"
  | "core.error.other"
  | "core.format.invalid"
  | "core.move.invalid"
  | "core.move.not_your_seat"
  | "core.move.stale"
  | "core.move.wrong_game"
  | "core.notation.ambiguous"
  | "core.notation.unknown"
  | "core.object.invalid"
  | "core.seat.invalid";

/** A wild being auctioned: once around the table from the active seat's left. */
export interface Auction {
  wild: Card;
  high_bid: number;
  high_bidder: number | null;
  jen_bid: number;
}

/** A seat won the auction; it pays `price` next, then takes the wild. */
export interface AuctionWon {
  type: "auction_won";
  player: number;
  wild: Card;
  price: number;
}

/** Bid `amount` for the wild being auctioned: more than the highest bid so far. */
export interface Bid {
  type: "bid";
  player: number;
  amount: number;
}

/** A seat bid for the wild. */
export interface BidMade {
  type: "bid_made";
  player: number;
  amount: number;
}

/** A seat passed in the auction. */
export interface BidPassed {
  type: "bid_passed";
  player: number;
}

export type BustKind = "numbers" | "currency";

/** A seat busted: its number cards went to the market. */
export interface Busted {
  type: "busted";
  player: number;
  kind: BustKind;
  to_market: Card[];
  bust_token: boolean;
  currency: number;
  gains: number[];
  jen_gain: number | null;
}

/** Buy a card from the market for its number; payment follows, one item per move. */
export interface Buy {
  type: "buy";
  player: number;
  card: Card;
}

/** A seat chose a market card to buy; it pays `price` next. */
export interface BuyChosen {
  type: "buy_chosen";
  player: number;
  card: Card;
  price: number;
}

/** A seat ended its buy phase without buying. */
export interface BuySkipped {
  type: "buy_skipped";
  player: number;
}

export type Card =
  | "red 1"
  | "red 2"
  | "red 3"
  | "red 4"
  | "red 5"
  | "red 6"
  | "red 7"
  | "red 8"
  | "red 9"
  | "blue 1"
  | "blue 2"
  | "blue 3"
  | "blue 4"
  | "blue 5"
  | "blue 6"
  | "blue 7"
  | "blue 8"
  | "blue 9"
  | "orange 1"
  | "orange 2"
  | "orange 3"
  | "orange 4"
  | "orange 5"
  | "orange 6"
  | "orange 7"
  | "orange 8"
  | "orange 9"
  | "green 1"
  | "green 2"
  | "green 3"
  | "green 4"
  | "green 5"
  | "green 6"
  | "green 7"
  | "green 8"
  | "green 9"
  | "red #"
  | "blue #"
  | "orange #"
  | "green #"
  | "wild 1"
  | "wild 2"
  | "wild 3"
  | "wild 4"
  | "wild 5"
  | "wild 6"
  | "wild 7"
  | "wild 8"
  | "wild 9"
  | "wild #"
  | "currency 1"
  | "currency 2"
  | "currency 3"
  | "currency 4"
  | "currency 5";

/** A paid-for (or free) card joined a seat's collection. */
export interface CardCollected {
  type: "card_collected";
  player: number;
  card: Card;
}

/** A card was drawn face up. `total` and `currency` are the tableau's totals after it. */
export interface CardDrawn {
  type: "card_drawn";
  player: number;
  card: Card;
  total: number;
  currency: number;
  cards_left: number;
}

export type Colour = "red" | "blue" | "orange" | "green";

/** How one colour scores. */
export interface ColourScore {
  colour: Colour;
  run: [number, number] | null;
  points: number;
  wilds: [Card, number][];
}

/** A seat stopped and took the currency; the number cards went to the market. */
export interface CurrencyTaken {
  type: "currency_taken";
  player: number;
  currency: number;
  gained: number;
  to_market: Card[];
}

/** Draw the top card of the draw pile (the first draw of a turn is compulsory). */
export interface Draw {
  type: "draw";
  player: number;
}

/** The game ended: each seat's score sheet and the winners (several on a shared win). */
export interface GameEnded {
  type: "game_ended";
  scores: number[];
  winners: number[];
  sheets: ScoreSheet[];
}

/** Setup: the deck for this player count was shuffled; `first_player` starts. */
export interface GameStarted {
  type: "game_started";
  players: number;
  deck_size: number;
  first_player: number;
}

/** One item paid towards a price: `remaining` is still owed, `lost` the excess wasted. */
export interface ItemPaid {
  type: "item_paid";
  player: number;
  item: PaymentItem;
  card: Card | null;
  remaining: number;
  lost: number;
}

/** Solo variant: the opponent Jen bid `amount` for the wild (0: she passed). */
export interface JenBid {
  type: "jen_bid";
  amount: number;
}

export type JenPolicy = "all_tokens" | "never";

/** Bid `amount` for the wild being auctioned: more than the highest bid so far. */
export interface LabelledBid {
  type: "bid";
  player: number;
  amount: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Buy a card from the market for its number; payment follows, one item per move. */
export interface LabelledBuy {
  type: "buy";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Draw the top card of the draw pile (the first draw of a turn is compulsory). */
export interface LabelledDraw {
  type: "draw";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Pass in the auction (each seat speaks once). */
export interface LabelledPassBid {
  type: "pass_bid";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Pay one bust token (worth 3; any excess over the price is lost, no change is given). */
export interface LabelledPayBustToken {
  type: "pay_bust_token";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Pay with one card of your collection (worth 1); it goes to the discard pile. */
export interface LabelledPayCard {
  type: "pay_card";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Pay one black token (worth 1) towards the price being paid. */
export interface LabelledPayToken {
  type: "pay_token";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** End the buy phase without buying. */
export interface LabelledSkipBuy {
  type: "skip_buy";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Stop and gain the tableau's currency as tokens; its number cards go to the market. */
export interface LabelledTakeCurrency {
  type: "take_currency";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Stop and collect the tableau's number cards; the other seats gain its currency. */
export interface LabelledTakeNumbers {
  type: "take_numbers";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** A seat stopped and took the tableau's number cards; the others gained its currency. */
export interface NumbersTaken {
  type: "numbers_taken";
  player: number;
  cards: Card[];
  currency: number;
  gains: number[];
  jen_gain: number | null;
}

/** Pass in the auction (each seat speaks once). */
export interface PassBid {
  type: "pass_bid";
  player: number;
}

/** Pay one bust token (worth 3; any excess over the price is lost, no change is given). */
export interface PayBustToken {
  type: "pay_bust_token";
  player: number;
}

/** Pay with one card of your collection (worth 1); it goes to the discard pile. */
export interface PayCard {
  type: "pay_card";
  player: number;
  card: Card;
}

/** Pay one black token (worth 1) towards the price being paid. */
export interface PayToken {
  type: "pay_token";
  player: number;
}

/** A price being paid, one item per move. */
export interface Payment {
  payer: number;
  kind: PaymentKind;
  card: Card;
  price: number;
  paid: number;
}

export type PaymentItem = "token" | "bust_token" | "card";

export type PaymentKind = "wild" | "buy" | "final_buy";

export type Phase = "draw" | "auction" | "pay" | "buy" | "final_buy" | "over";

/** A player's score: each colour's run and where every wild went. */
export interface ScoreSheet {
  total: number;
  colours: ColourScore[];
  unused_wilds: Card[];
}

/** Bid `amount` for the wild being auctioned: more than the highest bid so far. */
export interface SentBid {
  type: "bid";
  player: number;
  amount: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Buy a card from the market for its number; payment follows, one item per move. */
export interface SentBuy {
  type: "buy";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Draw the top card of the draw pile (the first draw of a turn is compulsory). */
export interface SentDraw {
  type: "draw";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Pass in the auction (each seat speaks once). */
export interface SentPassBid {
  type: "pass_bid";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Pay one bust token (worth 3; any excess over the price is lost, no change is given). */
export interface SentPayBustToken {
  type: "pay_bust_token";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Pay with one card of your collection (worth 1); it goes to the discard pile. */
export interface SentPayCard {
  type: "pay_card";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Pay one black token (worth 1) towards the price being paid. */
export interface SentPayToken {
  type: "pay_token";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** End the buy phase without buying. */
export interface SentSkipBuy {
  type: "skip_buy";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Stop and gain the tableau's currency as tokens; its number cards go to the market. */
export interface SentTakeCurrency {
  type: "take_currency";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Stop and collect the tableau's number cards; the other seats gain its currency. */
export interface SentTakeNumbers {
  type: "take_numbers";
  player: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** End the buy phase without buying. */
export interface SkipBuy {
  type: "skip_buy";
  player: number;
}

/** Stop and gain the tableau's currency as tokens; its number cards go to the market. */
export interface TakeCurrency {
  type: "take_currency";
  player: number;
}

/** Stop and collect the tableau's number cards; the other seats gain its currency. */
export interface TakeNumbers {
  type: "take_numbers";
  player: number;
}

export type TenEvent =
  | GameStarted
  | TurnStarted
  | CardDrawn
  | JenBid
  | BidMade
  | BidPassed
  | AuctionWon
  | WildToJen
  | WildUnsold
  | NumbersTaken
  | CurrencyTaken
  | Busted
  | BuyChosen
  | BuySkipped
  | ItemPaid
  | CardCollected
  | GameEnded;

export type TenLabelledMove =
  | LabelledDraw
  | LabelledTakeNumbers
  | LabelledTakeCurrency
  | LabelledBid
  | LabelledPassBid
  | LabelledPayToken
  | LabelledPayBustToken
  | LabelledPayCard
  | LabelledBuy
  | LabelledSkipBuy;

export type TenMove =
  | Draw
  | TakeNumbers
  | TakeCurrency
  | Bid
  | PassBid
  | PayToken
  | PayBustToken
  | PayCard
  | Buy
  | SkipBuy;

/** Every rule variant of TEN; the defaults are the rulings of the TEN page. */
export interface TenOptions {
  take_numbers_needs_numbers?: boolean;
  unsold_wild?: UnsoldWild;
  bid_with_cards?: boolean;
  limit_bust_tokens?: boolean;
  jen_policy?: JenPolicy;
}

/** A fact a refusal's message names: a number, a seat (from 0), a game's value as the game's documents write it (a card's name, a cell as [x, y]). */
export type TenRefusalFact =
  | TenRefusalScalar
  | TenRefusalScalar[]
  | Record<string, TenRefusalScalar>;

/** A fact of a refusal, or an item of one. */
export type TenRefusalScalar = null | boolean | number | string;

export type TenSentMove =
  | SentDraw
  | SentTakeNumbers
  | SentTakeCurrency
  | SentBid
  | SentPassBid
  | SentPayToken
  | SentPayBustToken
  | SentPayCard
  | SentBuy
  | SentSkipBuy;

/** A whole game of TEN at one moment, the draw pile's order included (keep it on the server). */
export interface TenState {
  players: number;
  seed: number;
  options: TenOptions;
  history: TenMove[];
  events: TenEvent[];
  turn: number;
  active: number;
  phase: Phase;
  to_act: number | null;
  draw_pile: Card[];
  tableau: Card[];
  market: Card[];
  discard: Card[];
  collections: Card[][];
  tokens: number[];
  bust_tokens: number[];
  jen_tokens: number | null;
  auction: Auction | null;
  payment: Payment | null;
}

export type TenToldEvent =
  | ToldGameStarted
  | ToldTurnStarted
  | ToldCardDrawn
  | ToldJenBid
  | ToldBidMade
  | ToldBidPassed
  | ToldAuctionWon
  | ToldWildToJen
  | ToldWildUnsold
  | ToldNumbersTaken
  | ToldCurrencyTaken
  | ToldBusted
  | ToldBuyChosen
  | ToldBuySkipped
  | ToldItemPaid
  | ToldCardCollected
  | ToldGameEnded;

/** What one seat (or a spectator, `player=None`) may see of a TEN game. */
export interface TenView {
  player: number | null;
  players: number;
  options: TenOptions;
  turn: number;
  active: number;
  phase: Phase;
  to_act: number | null;
  draw_pile_size: number;
  tableau: Card[];
  market: Card[];
  discard: Card[];
  collections: Card[][];
  tokens: number[];
  bust_tokens: number[];
  jen_tokens: number | null;
  auction: Auction | null;
  payment: Payment | null;
  events: TenToldEvent[];
}

/** A seat won the auction; it pays `price` next, then takes the wild. */
export interface ToldAuctionWon {
  type: "auction_won";
  player: number;
  wild: Card;
  price: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat bid for the wild. */
export interface ToldBidMade {
  type: "bid_made";
  player: number;
  amount: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat passed in the auction. */
export interface ToldBidPassed {
  type: "bid_passed";
  player: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat busted: its number cards went to the market. */
export interface ToldBusted {
  type: "busted";
  player: number;
  kind: BustKind;
  to_market: Card[];
  bust_token: boolean;
  currency: number;
  gains: number[];
  jen_gain: number | null;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat chose a market card to buy; it pays `price` next. */
export interface ToldBuyChosen {
  type: "buy_chosen";
  player: number;
  card: Card;
  price: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat ended its buy phase without buying. */
export interface ToldBuySkipped {
  type: "buy_skipped";
  player: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A paid-for (or free) card joined a seat's collection. */
export interface ToldCardCollected {
  type: "card_collected";
  player: number;
  card: Card;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A card was drawn face up. `total` and `currency` are the tableau's totals after it. */
export interface ToldCardDrawn {
  type: "card_drawn";
  player: number;
  card: Card;
  total: number;
  currency: number;
  cards_left: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat stopped and took the currency; the number cards went to the market. */
export interface ToldCurrencyTaken {
  type: "currency_taken";
  player: number;
  currency: number;
  gained: number;
  to_market: Card[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** The game ended: each seat's score sheet and the winners (several on a shared win). */
export interface ToldGameEnded {
  type: "game_ended";
  scores: number[];
  winners: number[];
  sheets: ScoreSheet[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Setup: the deck for this player count was shuffled; `first_player` starts. */
export interface ToldGameStarted {
  type: "game_started";
  players: number;
  deck_size: number;
  first_player: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** One item paid towards a price: `remaining` is still owed, `lost` the excess wasted. */
export interface ToldItemPaid {
  type: "item_paid";
  player: number;
  item: PaymentItem;
  card: Card | null;
  remaining: number;
  lost: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Solo variant: the opponent Jen bid `amount` for the wild (0: she passed). */
export interface ToldJenBid {
  type: "jen_bid";
  amount: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat stopped and took the tableau's number cards; the others gained its currency. */
export interface ToldNumbersTaken {
  type: "numbers_taken";
  player: number;
  cards: Card[];
  currency: number;
  gains: number[];
  jen_gain: number | null;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat's turn began; `final_buy` marks a turn of the final buy round (a buy phase only). */
export interface ToldTurnStarted {
  type: "turn_started";
  player: number;
  turn: number;
  final_buy: boolean;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Solo variant: Jen won the wild; she paid `price` tokens and the wild left the game. */
export interface ToldWildToJen {
  type: "wild_to_jen";
  wild: Card;
  price: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Nobody bid: the wild was discarded (`taken_by` is `None`) or given to that seat. */
export interface ToldWildUnsold {
  type: "wild_unsold";
  wild: Card;
  taken_by: number | null;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat's turn began; `final_buy` marks a turn of the final buy round (a buy phase only). */
export interface TurnStarted {
  type: "turn_started";
  player: number;
  turn: number;
  final_buy: boolean;
}

export type UnsoldWild = "discard" | "active_free";

/** Solo variant: Jen won the wild; she paid `price` tokens and the wild left the game. */
export interface WildToJen {
  type: "wild_to_jen";
  wild: Card;
  price: number;
}

/** Nobody bid: the wild was discarded (`taken_by` is `None`) or given to that seat. */
export interface WildUnsold {
  type: "wild_unsold";
  wild: Card;
  taken_by: number | null;
}
