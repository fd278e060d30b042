/**
 * @freedom a face-down card is its coloured rectangle alone, without the inner frame: the README leaves a back's
 * decoration to you
 */
import { paintBack as referenceBack } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { SvgElement } from '../../../activities/klondike/shared/svg.ts';

export { paintCard, paintEmpty } from '../../../solutions/klondike/06-gui/CardPainter.ts';

export function paintBack(x: number, y: number): SvgElement {
  const painted = referenceBack(x, y);
  return { ...painted, children: painted.children.slice(0, 1) };
}
