/**
 * The HTML of a page: a shell that loads the page's bundled script and the shared style sheet, and hands the script
 * its settings as JSON (in a script element of type application/json, which is data, never run).
 */

import { forHtml } from '../src/report/inert.ts';

export interface PageParts {
  title: string;
  style: string;
  script: string;
  settings: unknown;
}

export function pageHtml({ title, style, script, settings }: PageParts): string {
  // `<` is written as \u003c so that no text in the settings can close the script element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${forHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${style}">
<script type="module" src="${script}"></script>
</head>
<body>
<script type="application/json" id="cardlab-settings">${json}</script>
<div id="app"><p class="loading">Loading…</p></div>
</body>
</html>
`;
}

/** A page for a request that cannot be shown (a game that does not exist, an option that is wrong). */
export function problemHtml(title: string, message: string, style: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${forHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${style}">
</head>
<body>
<main class="problem">
<h1>${forHtml(title)}</h1>
<p role="alert">${forHtml(message)}</p>
<p><a href="/">Back to your stages</a></p>
</main>
</body>
</html>
`;
}
