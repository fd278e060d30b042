/**
 * A real Chromium for the page tests: Debian's `chromium`, driven by playwright-core, headless, in a fresh and
 * empty profile. Without a browser the tests fail (never skip) and say how to install one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** The browser on the PATH (`which chromium`) or CARDLAB_CHROMIUM; without one, an error saying how to install it. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.CARDLAB_CHROMIUM;
  const found = given ? { status: 0, stdout: given } : spawnSync('which', ['chromium'], { encoding: 'utf8', env });
  const file = found.status === 0 ? String(found.stdout).trim() : '';
  if (!file || !existsSync(file)) {
    const why = given ? `CARDLAB_CHROMIUM (${given}) does not exist` : 'none is on the PATH';
    throw new Error(
      `The browser tests need Chromium, and ${why}. ` +
        'Install it with: apt-get install -y chromium (or set CARDLAB_CHROMIUM to a Chromium binary).',
    );
  }
  return file;
}

/** Headless Chromium as root in a container, with nothing that would reach the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  /** A new page whose console errors and page errors are collected in `problems`. */
  page(): Promise<Page>;
  /** Every console error and uncaught page error seen so far, with the page's address. */
  problems: string[];
  /** Saves a picture of a page in the test's screenshot folder and returns its path. */
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'cardlab-chromium-'));
  // The test run's temporary folder is removed at its end: CARDLAB_SCREENSHOTS keeps the pictures to look at.
  const shots = process.env.CARDLAB_SCREENSHOTS || path.join(os.tmpdir(), 'cardlab-screenshots');
  mkdirSync(shots, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: CHROMIUM_ARGS,
  });
  const problems: string[] = [];
  return {
    context,
    problems,
    async page() {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      return page;
    },
    async screenshot(page, name) {
      const file = path.join(shots, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
