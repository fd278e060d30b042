// The bench's JVM baseline for `simulate` (grader/bench/jvm.ts): Elevens played the way the lab's Java program is
// designed, with Card, Deck and board objects and a simulation that calls playIfPossible until it returns false.
// It plays the same games as cardlab for a seed (same random source, shuffle, deal order and searches as
// grader/games/elevens/fastSimulation.ts), so the two report the same wins and their speeds compare.
//   java ElevensByObjects <games> <seed>   prints the number of games won
import java.util.ArrayList;
import java.util.List;

public final class ElevensByObjects {
    static final String[] RANKS = {"ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"};
    static final String[] SUITS = {"spades", "hearts", "diamonds", "clubs"};
    static final int[] VALUES = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0};
    static final int BOARD_SIZE = 9;

    /** mulberry32, as the kit's SeededRandom draws it. */
    static final class Random {
        private int state;

        Random(int seed) {
            state = seed;
        }

        int nextInt(int bound) {
            state += 0x6d2b79f5;
            int t = (state ^ (state >>> 15)) * (state | 1);
            t ^= t + (t ^ (t >>> 7)) * (t | 61);
            long unsigned = (t ^ (t >>> 14)) & 0xffffffffL;
            return (int) Math.floor(unsigned / 4294967296.0 * bound);
        }
    }

    static final class Card {
        private final String rank;
        private final String suit;
        private final int pointValue;

        Card(String rank, String suit, int pointValue) {
            this.rank = rank;
            this.suit = suit;
            this.pointValue = pointValue;
        }

        String rank() {
            return rank;
        }

        int pointValue() {
            return pointValue;
        }
    }

    static final class Deck {
        private final List<Card> cards = new ArrayList<>();
        private final Random random;
        private int size;

        Deck(Random random) {
            this.random = random;
            for (String suit : SUITS) {
                for (int r = 0; r < RANKS.length; r++) cards.add(new Card(RANKS[r], suit, VALUES[r]));
            }
            size = cards.size();
        }

        boolean isEmpty() {
            return size == 0;
        }

        /** The selection shuffle over the cards' current order; every card is back in the deck. */
        void shuffle() {
            for (int k = cards.size() - 1; k > 0; k--) {
                int r = random.nextInt(k + 1);
                Card held = cards.get(k);
                cards.set(k, cards.get(r));
                cards.set(r, held);
            }
            size = cards.size();
        }

        Card deal() {
            if (isEmpty()) return null;
            size--;
            return cards.get(size);
        }
    }

    static final class ElevensBoard {
        private final Card[] cards = new Card[BOARD_SIZE];
        private final Deck deck;

        ElevensBoard(Random random) {
            deck = new Deck(random);
        }

        void newGame() {
            deck.shuffle();
            for (int k = 0; k < BOARD_SIZE; k++) cards[k] = deck.deal();
        }

        private List<Integer> occupied() {
            List<Integer> places = new ArrayList<>();
            for (int k = 0; k < BOARD_SIZE; k++) if (cards[k] != null) places.add(k);
            return places;
        }

        private void replace(List<Integer> places) {
            for (int place : places) cards[place] = deck.deal();
        }

        private List<Integer> findPairSum11(List<Integer> places) {
            for (int i = 0; i < places.size(); i++) {
                for (int j = i + 1; j < places.size(); j++) {
                    int a = places.get(i);
                    int b = places.get(j);
                    if (cards[a].pointValue() + cards[b].pointValue() == 11) return List.of(a, b);
                }
            }
            return List.of();
        }

        private int firstOf(List<Integer> places, String rank) {
            for (int place : places) if (cards[place].rank().equals(rank)) return place;
            return -1;
        }

        private List<Integer> findJQK(List<Integer> places) {
            int jack = firstOf(places, "jack");
            int queen = firstOf(places, "queen");
            int king = firstOf(places, "king");
            return jack < 0 || queen < 0 || king < 0 ? List.of() : List.of(jack, queen, king);
        }

        boolean playIfPossible() {
            List<Integer> places = occupied();
            List<Integer> group = findPairSum11(places);
            if (group.isEmpty()) group = findJQK(places);
            if (group.isEmpty()) return false;
            replace(group);
            return true;
        }

        boolean gameIsWon() {
            return deck.isEmpty() && occupied().isEmpty();
        }
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        ElevensBoard board = new ElevensBoard(new Random(Integer.parseInt(args[1])));
        int wins = 0;
        for (int g = 0; g < games; g++) {
            board.newGame();
            while (board.playIfPossible()) {
                // each play removes a group and deals into its places
            }
            if (board.gameIsWon()) wins++;
        }
        System.out.println(wins);
    }
}
