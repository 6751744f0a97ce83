// Operations the sandbox serves that the contract does not describe (by operationKey: the method
// and the path with its parameters written `{}`). They get the checks every request gets; a route
// that is in neither the contract nor this list fails the authorization-matrix test.
export const SANDBOX_OPERATIONS: ReadonlySet<string> = new Set<string>([]);
