/**
 * Watches the student's stages for saved files: file-system events where they work, a scan every so often where
 * they do not. Changes that come in a burst (an editor writes several files) are reported once, by stage.
 */
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** A stage whose files changed: `elevens/02-deck`. */
export type ChangedStages = string[];

const DEBOUNCE_MS = 150;
const POLL_MS = 700;
const WATCHED = /\.(ts|md)$/;

/** `elevens/02-deck/Deck.ts` → `elevens/02-deck`; undefined for a file outside a stage. */
function stageOf(relative: string): string | undefined {
  const [lab, slug] = relative.split(/[\\/]/);
  return lab && slug && /^\d\d-/.test(slug) ? `${lab}/${slug}` : undefined;
}

/** Every watched file under the folder with its modification time, for the polling fallback. */
function snapshot(root: string): Map<string, number> {
  const files = new Map<string, number>();
  const visit = (relative: string, depth: number): void => {
    if (depth > 3) return;
    let names: string[];
    try {
      names = readdirSync(path.join(root, relative));
    } catch {
      return;
    }
    for (const name of names) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const child = relative ? `${relative}/${name}` : name;
      try {
        const stats = statSync(path.join(root, child));
        if (stats.isDirectory()) visit(child, depth + 1);
        else if (WATCHED.test(name)) files.set(child, stats.mtimeMs);
      } catch {
        // a file removed while it was read: the next scan sees it gone
      }
    }
  };
  visit('', 0);
  return files;
}

/** Calls `onChange` with the stages whose files changed; returns a function that stops watching. */
export function watchStages(
  root: string,
  onChange: (stages: ChangedStages) => void,
  { poll = false } = {},
): () => void {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const seen = (relative: string) => {
    const stage = stageOf(relative);
    if (!stage || !WATCHED.test(relative)) return;
    pending.add(stage);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const stages = [...pending].sort();
      pending.clear();
      onChange(stages);
    }, DEBOUNCE_MS);
  };
  if (!poll) {
    try {
      const watcher: FSWatcher = watch(root, { recursive: true }, (_event, name) => name && seen(String(name)));
      return () => {
        clearTimeout(timer);
        watcher.close();
      };
    } catch {
      // Some file systems have no change events: scan instead.
    }
  }
  let last = snapshot(root);
  const scanner = setInterval(() => {
    const now = snapshot(root);
    for (const [file, time] of now) if (last.get(file) !== time) seen(file);
    for (const file of last.keys()) if (!now.has(file)) seen(file);
    last = now;
  }, POLL_MS);
  scanner.unref();
  return () => {
    clearTimeout(timer);
    clearInterval(scanner);
  };
}
