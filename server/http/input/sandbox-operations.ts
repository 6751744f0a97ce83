// Operations the sandbox serves that the contract does not describe (by operationKey: the method
// and the path with its parameters written `{}`). They get the checks every request gets; a route
// that is in neither the contract nor this list fails the authorization-matrix test.
export const SANDBOX_OPERATIONS: ReadonlySet<string> = new Set<string>([
  // The audit trail and the unlock of a locked user name (server/routes/sandbox-security.ts).
  'GET /sandbox/audit/events',
  'POST /sandbox/signin/unlock',
]);
