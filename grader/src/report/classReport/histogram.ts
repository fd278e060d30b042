import { forHtml } from '../inert.ts';

export interface Bin {
  /** Points from (inclusive) … */
  from: number;
  /** … to (exclusive, but the last bin holds the maximum too). */
  to: number;
  count: number;
}

/** Up to ten equal bins from 0 to the maximum; whole-point bins when the maximum is small. */
export function bins(values: number[], max: number): Bin[] {
  if (max <= 0) return [{ from: 0, to: 0, count: values.length }];
  const count = Math.min(10, Math.max(1, Math.ceil(max)));
  const width = max / count;
  const result = Array.from({ length: count }, (_, k) => ({ from: k * width, to: (k + 1) * width, count: 0 }));
  for (const value of values) result[Math.min(count - 1, Math.max(0, Math.floor(value / width)))]!.count++;
  return result;
}

const W = 300;
const H = 120;
const PAD = 18;

const label = (value: number) => String(Math.round(value * 10) / 10);

/** An SVG bar chart of a score distribution, with each bar's range and count in data attributes and a tooltip. */
export function histogramSvg(id: string, values: number[], max: number): string {
  const all = bins(values, max);
  const top = Math.max(1, ...all.map((bin) => bin.count));
  const width = (W - 2 * PAD) / all.length;
  const bars = all.map((bin, k) => {
    const height = ((H - 2 * PAD) * bin.count) / top;
    const x = PAD + k * width;
    const y = H - PAD - height;
    const range = `${label(bin.from)}–${label(bin.to)}`;
    const rect =
      `<rect class="bar" x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(width - 2).toFixed(1)}" ` +
      `height="${height.toFixed(1)}" data-from="${bin.from}" data-to="${bin.to}" data-count="${bin.count}">` +
      `<title>${range} points: ${bin.count}</title></rect>`;
    const count = `<text x="${(x + width / 2 - 4).toFixed(1)}" y="${(y - 3).toFixed(1)}">${bin.count}</text>`;
    return bin.count > 0 ? rect + count : rect;
  });
  const axis = `<line x1="${PAD}" y1="${H - PAD}" x2="${W - PAD}" y2="${H - PAD}" stroke="#8891a5"/>`;
  const ends = `<text x="${PAD}" y="${H - 4}">0</text><text x="${W - PAD - 16}" y="${H - 4}">${label(max)}</text>`;
  const name = `score distribution of ${id}`;
  const open =
    `<svg role="img" aria-label="${forHtml(name)}" data-activity="${forHtml(id)}" ` +
    `viewBox="0 0 ${W} ${H}" width="100%">`;
  return `${open}${axis}${bars.join('')}${ends}</svg>`;
}
