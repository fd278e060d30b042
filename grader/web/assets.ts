/**
 * The pages' scripts and style sheet: each page's TypeScript module is bundled by esbuild when it is first asked
 * for (and again when one of its sources has changed), and served under a name that holds a hash of its content,
 * so a browser may keep it as long as it likes. Nothing else of the kit is ever served as a file.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

interface Bundle {
  /** The name it is served under: `<slug>.<hash>.js`. */
  name: string;
  code: string;
  /** Each source file and its modification time when the bundle was built. */
  inputs: Map<string, number>;
}

const STYLE_SHEET = 'grader/games/browser/cardlab.css';

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

function modified(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

export class Assets {
  private readonly bundles = new Map<string, Promise<Bundle>>();
  /** Every name served, to its content. */
  private readonly served = new Map<string, { type: string; body: string }>();

  constructor(private readonly kitRoot: string) {}

  /** The address of an entry module's bundle (`grader/games/elevens/browser/page.ts`), built when needed. */
  async script(entry: string): Promise<string> {
    let pending = this.bundles.get(entry);
    if (pending) {
      const bundle = await pending.catch(() => undefined);
      if (!bundle || [...bundle.inputs].some(([file, time]) => modified(file) !== time)) pending = undefined;
    }
    if (!pending) {
      pending = this.bundle(entry);
      this.bundles.set(entry, pending);
    }
    return `/assets/${(await pending).name}`;
  }

  /** The address of the style sheet every page shares. */
  style(): string {
    const body = readFileSync(path.join(this.kitRoot, STYLE_SHEET), 'utf8');
    const name = `cardlab.${hashOf(body)}.css`;
    this.served.set(name, { type: 'text/css; charset=utf-8', body });
    return `/assets/${name}`;
  }

  /** A file built or read for a page, by the name in its address; undefined for any other name. */
  get(name: string): { type: string; body: string } | undefined {
    return this.served.get(name);
  }

  private async bundle(entry: string): Promise<Bundle> {
    const file = path.join(this.kitRoot, ...entry.split('/'));
    const result = await build({
      entryPoints: [file],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      metafile: true,
      legalComments: 'none',
      logLevel: 'silent',
      absWorkingDir: this.kitRoot,
    });
    const code = result.outputFiles[0]!.text;
    const inputs = new Map(Object.keys(result.metafile.inputs).map((input) => [path.resolve(this.kitRoot, input), 0]));
    for (const input of inputs.keys()) inputs.set(input, modified(input));
    const slug = entry
      .split('/')
      .slice(-3)
      .join('-')
      .replace(/\.ts$/, '')
      .replace(/[^\w-]/g, '');
    const name = `${slug}.${hashOf(code)}.js`;
    this.served.set(name, { type: 'text/javascript; charset=utf-8', body: code });
    return { name, code, inputs };
  }
}
