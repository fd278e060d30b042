/**
 * A fast simulation kernel for Elevens, Thirteens and Tens, used by `cardlab simulate --impl reference`.
 *
 * The object boards allocate arrays on every search and play, which caps them far below the speed a
 * million-game run needs. This kernel plays the same games with integer cards in typed arrays and no
 * allocation per game. It must give the SAME wins as the reference boards for a seed, so it copies their
 * every observable step:
 * - a card is its index in the deck's build order: suit by suit (spades, hearts, diamonds, clubs), each suit
 *   from ace to king, so `card % 13` is the rank index;
 * - shuffling is the selection shuffle over the deck's CURRENT order (a new game reshuffles the previous
 *   game's order, it does not rebuild the deck), drawing nextInt(k + 1) for k = 51 … 1;
 * - the deck deals from the end; a new table is dealt into places 0 … size−1; removed cards are replaced in
 *   the order the search returned their places;
 * - the searches look at the occupied places in increasing order: a pair first (the lowest place that has a
 *   partner further on, with its lowest partner), then the game's other group.
 * The random numbers are mulberry32, exactly as SeededRandom computes them (inlined here because a method
 * call per draw costs a noticeable share of the run); a test checks the two streams agree.
 */
import { ELEVENS, TENS, THIRTEENS } from '../../../activities/elevens/shared/gameRules.ts';

export type FastGame = 'elevens' | 'thirteens' | 'tens';

const DECK_SIZE = 52;
const RANKS = 13;
const EMPTY = -1;
// Rank indexes in the build order.
const RANK_10 = 9;
const JACK = 10;
const QUEEN = 11;
const KING = 12;

interface Rules {
  places: number;
  /** Point values by rank index, ace … king. */
  values: readonly number[];
  pairTotal: number;
}

const RULES: Readonly<Record<FastGame, Rules>> = {
  elevens: { places: ELEVENS.boardSize, values: ELEVENS.pointValues, pairTotal: 11 },
  thirteens: { places: THIRTEENS.boardSize, values: THIRTEENS.pointValues, pairTotal: 13 },
  tens: { places: TENS.boardSize, values: TENS.pointValues, pairTotal: 10 },
};

/** The lowest set bit's position (m must not be 0). */
function lowestBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}

/** One board that plays game after game, like a reference board given a SeededRandom(seed). */
export class FastSimulator {
  private readonly deck = new Uint8Array(DECK_SIZE);
  private undealt = 0;
  private readonly table: Int8Array;
  private readonly places: number;
  /**
   * For each rank index, a bit mask of the places holding a card of that rank. The searches read these
   * masks instead of scanning the table: "the first place of a rank after place i" is one bit operation.
   */
  private readonly rankMask = new Int32Array(RANKS);
  private readonly rank = new Uint8Array(DECK_SIZE);
  /** For each card, the rank index a partner must have for the pair to be worth the game's total (−1: none). */
  private readonly partnerRank = new Int8Array(DECK_SIZE);
  private readonly otherGroup: () => boolean;
  private state: number;
  private gamesPlayed = 0;

  constructor(
    readonly game: FastGame,
    seed: number,
  ) {
    if (!Number.isSafeInteger(seed)) throw new RangeError(`a seed must be a whole number, got ${seed}`);
    const { places, values, pairTotal } = RULES[game];
    this.state = seed | 0;
    this.table = new Int8Array(places);
    this.places = places;
    for (let card = 0; card < DECK_SIZE; card++) {
      this.deck[card] = card;
      this.rank[card] = card % 13;
      // Every value that can complete a pair belongs to exactly one rank in these games; 0-valued cards
      // never complete one because no rank is worth the whole total.
      this.partnerRank[card] = values.indexOf(pairTotal - values[card % 13]!);
    }
    this.otherGroup =
      game === 'elevens'
        ? () => this.playJQK()
        : game === 'thirteens'
          ? () => this.playKing()
          : () => this.playQuartet();
  }

  /** The next draw of SeededRandom.nextInt(bound), computed the same way (same float operations). */
  nextInt(bound: number): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  }

  /** Plays `games` more games and returns how many of them were won. */
  play(games: number): number {
    let wins = 0;
    for (let g = 0; g < games; g++) {
      this.shuffleAndDeal();
      while (this.playPair() || this.otherGroup()) {
        // each play removes a group and refills its places; the loop ends when no group is left
      }
      if (this.isWon()) wins++;
      this.gamesPlayed++;
    }
    return wins;
  }

  /** Games played so far by this simulator. */
  played(): number {
    return this.gamesPlayed;
  }

  /** The current table as card codes (−1 for an empty place), for tests. */
  tableCodes(): number[] {
    return Array.from(this.table);
  }

  /** The board constructor's shuffle and deal for the first game, newGame()'s for the later ones: the same steps. */
  private shuffleAndDeal(): void {
    // nextInt inlined with the state in a local: this loop is most of a lost game's time.
    const deck = this.deck;
    let state = this.state;
    for (let k = DECK_SIZE - 1; k > 0; k--) {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const r = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (k + 1));
      const held = deck[k]!;
      deck[k] = deck[r]!;
      deck[r] = held;
    }
    this.state = state;
    this.undealt = DECK_SIZE;
    // Loops, not fill(), and lengths kept in fields: in a game session's hardened realm the typed array prototypes
    // are locked (grader/src/run/worker/realm.ts), and looking up their methods and length getter became most of
    // this kernel's time.
    const masks = this.rankMask;
    for (let rank = 0; rank < RANKS; rank++) masks[rank] = 0;
    const table = this.table;
    for (let k = 0; k < this.places; k++) table[k] = EMPTY;
    for (let k = 0; k < this.places; k++) this.deal(k);
  }

  /** Board.deal: the deck's next card (nothing once it is empty) goes to `place`, replacing what was there. */
  private deal(place: number): void {
    const old = this.table[place]!;
    if (old !== EMPTY) this.rankMask[this.rank[old]!]! &= ~(1 << place);
    if (this.undealt === 0) {
      this.table[place] = EMPTY;
    } else {
      const card = this.deck[--this.undealt]!;
      this.table[place] = card;
      this.rankMask[this.rank[card]!]! |= 1 << place;
    }
  }

  private isWon(): boolean {
    if (this.undealt !== 0) return false;
    for (let k = 0; k < this.places; k++) if (this.table[k] !== EMPTY) return false;
    return true;
  }

  /** The first pair worth the total (lowest first place, then its lowest partner); replaces it if found. */
  private playPair(): boolean {
    const table = this.table;
    for (let i = 0; i < this.places - 1; i++) {
      const card = table[i]!;
      if (card === EMPTY) continue;
      const partner = this.partnerRank[card]!;
      if (partner < 0) continue;
      const later = this.rankMask[partner]! & ~((2 << i) - 1);
      if (later !== 0) {
        this.deal(i);
        this.deal(lowestBit(later));
        return true;
      }
    }
    return false;
  }

  /** Elevens: the first jack, the first queen and the first king, replaced in that order. */
  private playJQK(): boolean {
    const masks = this.rankMask;
    if (masks[JACK] === 0 || masks[QUEEN] === 0 || masks[KING] === 0) return false;
    const queen = lowestBit(masks[QUEEN]!);
    const king = lowestBit(masks[KING]!);
    this.deal(lowestBit(masks[JACK]!));
    this.deal(queen);
    this.deal(king);
    return true;
  }

  /** Thirteens: the first king on its own. */
  private playKing(): boolean {
    const kings = this.rankMask[KING]!;
    if (kings === 0) return false;
    this.deal(lowestBit(kings));
    return true;
  }

  /** Tens: all four 10s, jacks, queens or kings (checked in that order), replaced in place order. */
  private playQuartet(): boolean {
    for (let rank = RANK_10; rank <= KING; rank++) {
      let places = this.rankMask[rank]!;
      // A deck has four cards of each rank, so four bits set means all of them are on the table.
      if (bitCount(places) < 4) continue;
      while (places !== 0) {
        const place = lowestBit(places);
        places &= places - 1;
        this.deal(place);
      }
      return true;
    }
    return false;
  }
}

function bitCount(m: number): number {
  let count = 0;
  for (let rest = m; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Wins in `games` games of `game` from a fresh board seeded with `seed`. */
export function fastWins(game: FastGame, seed: number, games: number): number {
  return new FastSimulator(game, seed).play(games);
}
