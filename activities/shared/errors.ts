/**
 * Provided by the kit (do not edit): the errors of the Java handouts, as classes that tests can assert on.
 * `IllegalArgumentError` is Java's IllegalArgumentException (a bad argument: nothing changed);
 * `IllegalStateError` is IllegalStateException (the call is not allowed in the current state).
 */
export class IllegalArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalArgumentError';
  }
}

export class IllegalStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalStateError';
  }
}
