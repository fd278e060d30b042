// For wheats whose freedom is the wording of error messages: a specification names the error's class (and when it is
// thrown), never its message, so a correct implementation may say it in other words.

/** What `call` returns, or the error it throws as the same class with `words` as its message. */
export function reworded<R>(call: () => R, words: string): R {
  try {
    return call();
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const Same = error.constructor as new (message: string) => Error;
    throw new Same(words);
  }
}
