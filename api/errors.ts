// Errors the client raises itself (server errors are axios errors, passed on as they are).

export type SessionEndReason = 'signOut' | 'login';

/**
 * The session is over (sign-out or a new login has started): the request was not answered and the
 * browser is leaving. Screens should not show this as an error.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor(
    readonly reason: SessionEndReason,
    options?: { cause?: unknown },
  ) {
    super(reason === 'login' ? 'A new login has started' : 'The session has ended', options);
  }
}

export function isSessionEnded(error: unknown): error is SessionEndedError {
  return error instanceof SessionEndedError;
}

/** call() was given a name that is not in the catalogue, or left out a required parameter. */
export class CallDefinitionError extends Error {
  override readonly name = 'CallDefinitionError';
}
