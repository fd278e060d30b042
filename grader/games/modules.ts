/**
 * How the kit's game modules (a lab's `index.ts`, its drivers) are loaded by path. Run from TypeScript (tests, tsx)
 * this imports the file. In the command line's bundle (grader/bin/cliBundle.js) this module is replaced by one
 * that maps each game module of the kit to its bundled chunk, so a game shares the bundle's own modules (one
 * session pool, one set of error classes); a file the bundle does not hold is loaded through tsx there.
 */
import { pathToFileURL } from 'node:url';

export function importGameModule(file: string): Promise<unknown> {
  return import(pathToFileURL(file).href);
}
