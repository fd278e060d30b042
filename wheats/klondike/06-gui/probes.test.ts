// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { paintBack, paintCard } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import { Card } from '../../../solutions/klondike/01-card/Card.ts';

describe('what the painting leaves open', () => {
  it('a_face_up_card_shows_its_short_label_large', () => {
    expect(paintCard(new Card(1), 0, 0).children).toHaveLength(3);
  });

  it('a_back_has_an_inner_frame', () => {
    expect(paintBack(0, 0).children).toHaveLength(2);
  });
});
