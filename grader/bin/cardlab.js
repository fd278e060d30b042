#!/usr/bin/env node
// Starts the command line: from its bundle (cliBundle.js), or through tsx's loader where no bundle can be made.
import path from 'node:path';
import { cliBundle } from './cliBundle.js';
import { optimizeLater } from '../src/run/optimizeLater.cjs';
import { exposeGc } from '../src/analysis/exposeGc.cjs';

// Short-lived work: V8's optimizing compiler waits longer before it starts on a function (optimizeLater.cjs).
optimizeLater();
// The analysis threads may collect their garbage between requests (exposeGc.cjs): set before anything is compiled.
exposeGc();

// `cardlab list | head` closes the pipe early: that ends the output, it is not an error worth a stack trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const kitRoot = path.resolve(import.meta.dirname, '..', '..');
const bundle = await cliBundle(kitRoot);
let main;
if (bundle) {
  globalThis.__cardlabKitRoot = kitRoot;
  globalThis.__cardlabSourcesHash = bundle.sourcesHash;
  ({ main } = await import(bundle.url));
} else {
  (await import('tsx/esm/api')).register();
  ({ main } = await import('../cli/main.ts'));
}
const code = await main(process.argv.slice(2));
process.exitCode = code;
// A test worker stuck in student code must not keep the command alive once its report is written.
setTimeout(() => process.exit(code), 2_000).unref();
