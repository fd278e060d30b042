// The repaired Deck must pass the same hidden tests as the Deck of stage 04: see ../shared/deckSpec.ts.
import { Deck } from '../../../../solutions/elevens/05-testing/Deck.ts';
import { deckSpec } from '../shared/deckSpec.ts';

deckSpec(Deck);
