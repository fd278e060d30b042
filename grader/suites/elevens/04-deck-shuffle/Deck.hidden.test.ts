// The shuffling Deck's hidden tests are shared with stage 05: see ../shared/deckSpec.ts.
import { Deck } from '../../../../solutions/elevens/04-deck-shuffle/Deck.ts';
import { deckSpec } from '../shared/deckSpec.ts';

deckSpec(Deck);
