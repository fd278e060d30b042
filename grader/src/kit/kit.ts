import path from 'node:path';

/** Where the parts of a kit live, from its root folder (see docs/DESIGN.md, Layout). */
export interface KitPaths {
  root: string;
  activities: string;
  solutions: string;
  buggy: string;
  /** Correct implementations that differ from the reference where the stage leaves room (kit/wheats.ts). */
  wheats: string;
  suites: string;
  fixtures: string;
  schemas: string;
}

export function kitPaths(root: string): KitPaths {
  return {
    root,
    activities: path.join(root, 'activities'),
    solutions: path.join(root, 'solutions'),
    buggy: path.join(root, 'buggy'),
    wheats: path.join(root, 'wheats'),
    suites: path.join(root, 'grader', 'suites'),
    fixtures: path.join(root, 'fixtures'),
    schemas: path.join(root, 'fixtures', 'schemas'),
  };
}

/** A path relative to `from`, with forward slashes, for messages and reports. */
export function shown(from: string, file: string): string {
  return path.relative(from, file).split(path.sep).join('/');
}
