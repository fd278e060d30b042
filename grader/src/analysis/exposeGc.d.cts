// The types of exposeGc.cjs.

/** Lets contexts made from now on collect garbage (`gc`). */
export function exposeGc(): void;
