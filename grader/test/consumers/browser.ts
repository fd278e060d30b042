import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../web/browser.ts';

/** Headless Chromium for the class report (the page tests' own launcher keeps a profile and collects errors). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
}
