import { describe, expect, it } from 'vitest';
import { API_MESSAGE_KEYS as KEYS } from '../../../api/normalize/messages.ts';
import { fault, httpError, networkError } from '../../../api/testing/httpErrors.ts';
import { userCreateFailure, userUpdateFailure } from './failures.ts';


describe('user create failure', () => {
  it('gives the server-error text for 500', () => {
    expect(userCreateFailure(httpError(500, fault('x'), 'Internal Server Error'))).toEqual({ key: KEYS.status500 });
  });
  it('gives the network-error text for an empty response', () => {
    expect(userCreateFailure(networkError())).toEqual({ key: KEYS.network });
  });
  it("otherwise gives the server's Fault text, never the bare status text", () => {
    expect(userCreateFailure(httpError(409, fault('A user "jdoe" exists'), 'Conflict'))).toEqual({ key: KEYS.generic, text: 'A user "jdoe" exists' });
    expect(userCreateFailure(httpError(400, fault('CN has invalid chracter')))).toMatchObject({ text: 'CN has invalid chracter' });
    expect(userCreateFailure(httpError(409, '', 'Conflict'))).toEqual({ key: KEYS.generic });
  });
});

describe('user and profile update failure', () => {
  it("gives the server's Fault text, never the bare status text", () => {
    expect(userUpdateFailure(httpError(400, fault('TelephoneNumber: "abc" is not a telephone number'), 'Bad Request'))).toEqual({
      key: KEYS.generic,
      text: 'TelephoneNumber: "abc" is not a telephone number',
    });
    expect(userUpdateFailure(httpError(400, '', 'Bad Request'))).toEqual({ key: KEYS.generic });
  });
  it("gives the network-error text when nothing answered", () => {
    expect(userUpdateFailure(networkError())).toEqual({ key: KEYS.network });
  });
  it('gives the Fault text for a 500 too', () => {
    expect(userUpdateFailure(httpError(500, fault('Directory refused')))).toEqual({ key: KEYS.generic, text: 'Directory refused' });
    expect(userUpdateFailure(httpError(500))).toEqual({ key: KEYS.generic });
  });
});
