// Compile-time checks of call()'s typing, run by `npm run typecheck` (never executed). Each
// expect-error directive below fails tsc if the line under it stops being an error.
import type { CallFunction } from './call.ts';

export function callTypingChecks(call: CallFunction): unknown[] {
  return [
    // @ts-expect-error 'users.lst' is not a call of the catalogue
    call('users.lst'),
    // @ts-expect-error pageSize is not a parameter of tasks.list
    call('tasks.list', { pageSize: 5 }),
    // @ts-expect-error navigation.menu takes no parameters
    call('navigation.menu', { q: 'x' }),
    // Path segments and query parameters of the catalogue are accepted.
    call('config.client', { id: '1' }),
    call('tasks.list', { fromIndex: 11, size: 10, q: '', expireUnit: 'days' }),
  ];
}

export async function answerTypingChecks(call: CallFunction): Promise<string> {
  const extended = await call('session.extend');
  return extended.toUpperCase();
}
