// Global setup of the kit's own tests: every folder they make with os.tmpdir() goes into one folder of this run,
// removed when the run ends, so that `npm test` leaves nothing behind in the machine's temporary folder.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cardlab-test-run-'));
  // As open as /tmp itself: the sandbox's workers run as users of their own and make their scratch folders here.
  chmodSync(scratch, 0o1777);
  // Test workers start after this and inherit the variable; os.tmpdir() reads it on every call.
  process.env.TMPDIR = scratch;
  return () => rmSync(scratch, { recursive: true, force: true });
}
