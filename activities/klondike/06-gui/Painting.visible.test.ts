// Public tests: `cardlab check klondike/06` runs them. The grader's hidden tests check much more.
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../shared/RandomSource.ts';
import { Card } from '../01-card/Card.ts';
import { Solitaire } from '../04-solitaire/Solitaire.ts';
import { paintBack, paintCard } from './CardPainter.ts';
import { PaintingPanel } from './PaintingPanel.ts';

describe('Painting (public)', () => {
  it('a_face_down_card_is_named_so_on_the_page', () => {
    expect(paintBack(16, 16).attributes['aria-label']).toBe('face-down card');
  });

  it('a_face_up_card_is_named_by_its_short_label', () => {
    expect(paintCard(new Card(35), 0, 0).attributes['aria-label']).toBe('9♠');
  });

  it('the_panel_paints_an_svg_element', () => {
    expect(new PaintingPanel(new Solitaire(new SeededRandom(1))).paint().tag).toBe('svg');
  });
});
