// The worker's realm is given the language of the oldest Node the kit supports (Node 20), whatever Node runs it: a
// grade must depend on the submission alone, and a newer Node's built-ins (Set.prototype.isSubsetOf, Iterator,
// Object.groupBy…) would let the same code pass there and fail on Node 20, or tell the two apart on purpose.
// Every own property of a recorded intrinsic that Node 20's record (languageSurface.json) does not list is removed,
// and every global name it lacks. It runs first in the worker (entry.ts): before the kit adds its own members to
// the built-ins (Error.prepareStackTrace) or replaces some (boundedNatives.ts, boundedChains.ts), which then see
// only Node 20's language, and before anything is frozen. On Node 20 it removes nothing. The kit's own libraries
// share the realm; they support Node 20, so they do without what it lacks.
import record from './languageSurface.json' with { type: 'json' };
import { intrinsic, keyText, type Surface } from './languageSurface.ts';

/** Removes `key` from `owner`; what cannot be removed is named in `kept`. */
function remove(owner: object, key: PropertyKey, what: string, removed: string[], kept: string[]): void {
  if (Reflect.deleteProperty(owner, key)) removed.push(what);
  else kept.push(what);
}

/**
 * Takes from this realm what `surface` lacks. Returns what it removed, and what it could not (a property that is
 * not configurable): graded code does not see a global name either way, which modules.ts shadows.
 */
export function keepOldestLanguage(surface: Surface = record as Surface): { removed: string[]; kept: string[] } {
  const removed: string[] = [];
  const kept: string[] = [];
  // All intrinsics are found first: removing a member of one must not hide another from the walk.
  const found = Object.entries(surface.intrinsics).map(
    ([name, keys]) => [name, intrinsic(name), new Set(keys)] as const,
  );
  for (const [name, owner, keys] of found) {
    if (!owner) continue;
    for (const key of Reflect.ownKeys(owner)) {
      const text = keyText(key);
      if (text !== undefined && !keys.has(text)) remove(owner, key, `${name}.${text}`, removed, kept);
    }
  }
  // Every name, not only the safe ones: graded code sees the host's others as undefined (modules.ts shadows them), and
  // a name that Node 20 lacks altogether must be no name at all, as there (`navigator` throws a ReferenceError).
  const globals = new Set(surface.globals);
  for (const name of Object.getOwnPropertyNames(globalThis))
    if (!globals.has(name)) remove(globalThis, name, name, removed, kept);
  return { removed, kept };
}
