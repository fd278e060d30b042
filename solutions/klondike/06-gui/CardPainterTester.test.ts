// Reference student tests for the card painter.
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { paintBack, paintCard, paintEmpty } from './CardPainter.ts';
import type { SvgElement, SvgNode } from '../shared/svg.ts';
import { CARD_HEIGHT, CARD_WIDTH, COLOURS } from '../shared/tableLayout.ts';

/** Every element of a drawing with this tag. */
function find(node: SvgNode, tag: string): SvgElement[] {
  if (typeof node === 'string') return [];
  return [...(node.tag === tag ? [node] : []), ...node.children.flatMap((child) => find(child, tag))];
}

const SPADE_9 = new Card(35);
const HEART_A = new Card(1);
const DIAMOND_10 = new Card(49);

describe('CardPainterTester', () => {
  it('labels', () => {
    expect(paintCard(SPADE_9, 0, 0).attributes['aria-label']).toBe('9♠');
    expect(paintCard(DIAMOND_10, 0, 0).attributes['aria-label']).toBe('10♦');
    expect(paintBack(0, 0).attributes['aria-label']).toBe('face-down card');
    expect(paintEmpty(0, 0, 'list 3').attributes['aria-label']).toBe('empty list 3');
  });

  it('place_and_size', () => {
    const card = paintCard(HEART_A, 104, 16);
    expect(card.attributes.transform).toBe('translate(104, 16)');
    const rect = find(card, 'rect')[0]!;
    expect([rect.attributes.width, rect.attributes.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  });

  it('ink', () => {
    for (const text of find(paintCard(HEART_A, 0, 0), 'text')) expect(text.attributes.fill).toBe(COLOURS.red);
    for (const text of find(paintCard(DIAMOND_10, 0, 0), 'text')) expect(text.attributes.fill).toBe(COLOURS.red);
    for (const text of find(paintCard(SPADE_9, 0, 0), 'text')) expect(text.attributes.fill).toBe(COLOURS.black);
    expect(find(paintCard(SPADE_9, 0, 0), 'text').map((text) => text.children.join(''))).toContain('Spade9');
  });

  it('back_and_empty', () => {
    expect(find(paintBack(0, 0), 'text')).toEqual([]);
    expect(find(paintBack(0, 0), 'rect')[0]!.attributes.fill).toBe(COLOURS.back);
    expect(find(paintEmpty(0, 0, 'deck'), 'rect')[0]!.attributes.fill).toBe('none');
  });
});
