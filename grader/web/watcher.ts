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

/**
 * `elevens/02-deck/Deck.ts` → `elevens/02-deck`; a file of a lab's other folders (`elevens/shared/count.ts`, a
 * helper of the student's that stages import) → `elevens/shared`; undefined for a file outside a lab's folders.
 */
function stageOf(relative: string): string | undefined {
  const [lab, folder, file] = relative.split(/[\\/]/);
  return lab && folder && file ? `${lab}/${folder}` : undefined;
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

/**
 * The folders a save can land in: the root, each lab, and each folder inside a lab (a stage, or a lab's `shared/`).
 * Each is watched on its own, never through Node's recursive watch: on Linux that loses a file for good once an
 * editor saves it by writing a new file and renaming it over the old one (most editors' "safe write"), so one save
 * that broke a stage was seen and the save that fixed it never was. A folder's own watch sees every rename in it.
 */
function watchedFolders(root: string): string[] {
  const folders = [''];
  const inside = (relative: string) => {
    try {
      return readdirSync(path.join(root, relative), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
        .map((entry) => (relative ? `${relative}/${entry.name}` : entry.name));
    } catch {
      return [];
    }
  };
  for (const lab of inside('')) folders.push(lab, ...inside(lab));
  return folders;
}

/** File-system events, folder by folder; undefined where this file system has none. */
function watchFolders(root: string, seen: (relative: string) => void): (() => void) | undefined {
  const watchers = new Map<string, FSWatcher>();
  const forget = (folder: string) => {
    watchers.get(folder)?.close();
    watchers.delete(folder);
  };
  const start = (folder: string) => {
    const watcher = watch(path.join(root, folder), (_event, name) => {
      if (!name) return;
      const relative = folder ? `${folder}/${String(name)}` : String(name);
      // A folder made or removed (a new stage, a lab unpacked) is watched from now on; its files count as saved.
      if (relative.split('/').length <= 2) sync();
      seen(relative);
    });
    // A folder removed while watched ends its watcher; the next sync forgets it.
    watcher.on('error', () => forget(folder));
    watchers.set(folder, watcher);
  };
  const sync = () => {
    const wanted = new Set(watchedFolders(root));
    for (const folder of [...watchers.keys()]) if (!wanted.has(folder)) forget(folder);
    for (const folder of wanted) {
      if (watchers.has(folder)) continue;
      try {
        start(folder);
      } catch {
        // Gone between the listing and the watch: the event of its removal is seen in its parent.
      }
    }
  };
  try {
    start('');
  } catch {
    return undefined;
  }
  sync();
  return () => {
    for (const folder of [...watchers.keys()]) forget(folder);
  };
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
  const stopEvents = poll ? undefined : watchFolders(root, seen);
  if (stopEvents) {
    return () => {
      clearTimeout(timer);
      stopEvents();
    };
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
