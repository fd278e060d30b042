// The worker runtime with a newer Node's built-ins planted before it starts (plantNewerLanguage.ts): bundled by
// newerLanguage.test.ts in place of run/worker/entry.ts. Imports run in order, the planting first.
import './plantNewerLanguage.ts';
import '../../src/run/worker/entry.ts';
