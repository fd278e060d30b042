// Imported first by plantedRuntime.ts, so that it runs in the worker before anything of the kit's: built-ins as a
// Node newer than 20 would have them, members and globals Node 20's record (languageSurface.json) does not list.
// newerLanguage.graded.ts checks that graded code sees none of them.
const realm = globalThis as Record<string, unknown>;

function plant(owner: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(owner, key, { value, writable: true, enumerable: false, configurable: true });
}

const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([].values())) as object;
plant(Set.prototype, 'plantedUnion', function plantedUnion() {});
plant(Set.prototype, Symbol.asyncIterator, function plantedIterator() {});
plant(Math, 'plantedRound', function plantedRound() {});
plant(Promise, 'plantedTry', function plantedTry() {});
plant(iteratorPrototype, 'plantedMap', function plantedMap() {});
plant(Object.getPrototypeOf(Uint8Array).prototype as object, 'plantedToBase64', function plantedToBase64() {});
// A safe global Node 20 lacks (realm.ts names it), and a host global Node 20 lacks.
if (!('Iterator' in realm)) plant(globalThis, 'Iterator', function Iterator() {});
plant(globalThis, 'PlantedHostGlobal', {});
