/** One entry of the audit trail (see audit-trail.ts). */
export interface AuditEvent {
  at: string;
  kind: 'signIn' | 'signInFailed' | 'signOut' | 'write';
  /** Who: the signed-in user's name, or the typed name of a failed sign-in. */
  actor: string;
  /** The user acted for in proxy mode. */
  onBehalfOf?: string | null;
  /** What: "POST /access/user", "signIn", "passwordGrant" ... */
  operation: string;
  /** The object written (its DN or id), when the request names one. */
  object?: string | null;
  outcome: boolean;
  address?: string | null;
  /** The settings before and after a change (JSON), when the write has a readable state. */
  before?: string | null;
  after?: string | null;
}
