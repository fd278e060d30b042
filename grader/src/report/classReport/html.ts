import { forHtml } from '../inert.ts';

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 68rem; padding: 0 1rem; color: #1d2330; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #d8dce6; }
.sub { color: #5b6375; margin-top: 0; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid #e6e9f0; vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); gap: 1rem; }
figure { margin: 0; padding: .6rem; border: 1px solid #e6e9f0; border-radius: 6px; }
figcaption { font-weight: 600; font-size: .9rem; margin-bottom: .3rem; }
svg text { font: 11px system-ui, sans-serif; fill: #5b6375; }
.bar { fill: #3f6fd8; } .full { color: #1a7f37; } .zero { color: #b42318; }
.note { color: #8a5a00; } .pending { color: #5b6375; font-style: italic; } pre { white-space: pre-wrap; margin: 0; font-size: .85rem; }
`;

/**
 * A whole page: no script, no external asset, and a content security policy that lets it load nothing from anywhere,
 * so it opens from disk and shows the same everywhere.
 */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${forHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export function table(headers: string[], rows: string[][], numeric: number[] = [], id?: string): string {
  const cell = (tag: string, k: number, html: string) =>
    `<${tag}${numeric.includes(k) ? ' class="num"' : ''}>${html}</${tag}>`;
  const head = `<tr>${headers.map((h, k) => cell('th', k, forHtml(h))).join('')}</tr>`;
  const body = rows.map((row) => `<tr>${row.map((html, k) => cell('td', k, html)).join('')}</tr>`);
  const open = `<table${id ? ` id="${forHtml(id)}"` : ''}>`;
  return `${open}\n<thead>${head}</thead>\n<tbody>\n${body.join('\n')}\n</tbody>\n</table>`;
}
