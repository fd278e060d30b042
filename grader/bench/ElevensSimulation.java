// The bench's JVM baseline (grader/bench/jvm.ts): a game of Elevens played by itself, many times, by the same rules
// and in the same steps as cardlab's simulation of the reference boards (grader/games/elevens/fastSimulation.ts),
// so the two report the same wins for a seed and their speeds compare like for like.
//   java ElevensSimulation <games> <seed>   prints the number of games won
public final class ElevensSimulation {
    private static final int DECK_SIZE = 52;
    private static final int PLACES = 9;
    private static final int EMPTY = -1;
    private static final int JACK = 10;
    private static final int QUEEN = 11;
    private static final int KING = 12;
    // Point values by rank, ace to king: a pair is worth 11; jack, queen and king go together.
    private static final int[] VALUES = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0};

    private final int[] deck = new int[DECK_SIZE];
    private final int[] table = new int[PLACES];
    private final int[] rankMask = new int[13];
    private final int[] partnerRank = new int[DECK_SIZE];
    private int undealt;
    private int state;

    ElevensSimulation(int seed) {
        state = seed;
        for (int card = 0; card < DECK_SIZE; card++) {
            deck[card] = card;
            partnerRank[card] = -1;
            int wanted = 11 - VALUES[card % 13];
            for (int rank = 0; rank < 13; rank++) {
                if (VALUES[rank] == wanted) {
                    partnerRank[card] = rank;
                    break;
                }
            }
        }
    }

    /** The random source of the kit's SeededRandom (mulberry32), drawing a whole number below `bound`. */
    private int nextInt(int bound) {
        state += 0x6d2b79f5;
        int t = (state ^ (state >>> 15)) * (state | 1);
        t ^= t + (t ^ (t >>> 7)) * (t | 61);
        long unsigned = (t ^ (t >>> 14)) & 0xffffffffL;
        return (int) Math.floor(unsigned / 4294967296.0 * bound);
    }

    private void deal(int place) {
        int old = table[place];
        if (old != EMPTY) rankMask[old % 13] &= ~(1 << place);
        if (undealt == 0) {
            table[place] = EMPTY;
        } else {
            int card = deck[--undealt];
            table[place] = card;
            rankMask[card % 13] |= 1 << place;
        }
    }

    private void shuffleAndDeal() {
        for (int k = DECK_SIZE - 1; k > 0; k--) {
            int r = nextInt(k + 1);
            int held = deck[k];
            deck[k] = deck[r];
            deck[r] = held;
        }
        undealt = DECK_SIZE;
        java.util.Arrays.fill(rankMask, 0);
        java.util.Arrays.fill(table, EMPTY);
        for (int place = 0; place < PLACES; place++) deal(place);
    }

    private boolean playPair() {
        for (int i = 0; i < PLACES - 1; i++) {
            int card = table[i];
            if (card == EMPTY || partnerRank[card] < 0) continue;
            int later = rankMask[partnerRank[card]] & ~((2 << i) - 1);
            if (later != 0) {
                deal(i);
                deal(Integer.numberOfTrailingZeros(later));
                return true;
            }
        }
        return false;
    }

    private boolean playJackQueenKing() {
        if (rankMask[JACK] == 0 || rankMask[QUEEN] == 0 || rankMask[KING] == 0) return false;
        int queen = Integer.numberOfTrailingZeros(rankMask[QUEEN]);
        int king = Integer.numberOfTrailingZeros(rankMask[KING]);
        deal(Integer.numberOfTrailingZeros(rankMask[JACK]));
        deal(queen);
        deal(king);
        return true;
    }

    private boolean isWon() {
        if (undealt != 0) return false;
        for (int place = 0; place < PLACES; place++) if (table[place] != EMPTY) return false;
        return true;
    }

    int play(int games) {
        int wins = 0;
        for (int g = 0; g < games; g++) {
            shuffleAndDeal();
            while (playPair() || playJackQueenKing()) {
                // each play removes a group and refills its places
            }
            if (isWon()) wins++;
        }
        return wins;
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        int seed = Integer.parseInt(args[1]);
        System.out.println(new ElevensSimulation(seed).play(games));
    }
}
