import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

/** The machine's Chromium (Debian's `chromium`); the tests that need it fail, saying how to install it, without it. */
export function chromiumPath(): string {
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
    if (found) return found;
  }
  throw new Error(
    'Chromium is not installed, and the class report is tested in a real browser: apt-get install -y chromium',
  );
}

/** Headless Chromium, with nothing that would reach the network on its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
