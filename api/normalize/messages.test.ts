import { CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { fault, httpError, networkError } from '../testing/httpErrors.ts';
import { SessionEndedError } from '../errors.ts';
import {
  API_MESSAGE_KEYS as KEYS,
  contextLoadFailure,
  faultField,
  faultMessage,
  faultText,
  httpErrorMessage,
  isSilentFailure,
  messageText,
} from './messages.ts';


describe('fault text', () => {
  it('is read from Fault.Reason.Text of an error, an answer body or an object holding the body as error', () => {
    expect(faultText(httpError(400, fault('Role exists')))).toBe('Role exists');
    expect(faultText(fault('Bad input'))).toBe('Bad input');
    expect(faultText({ error: fault('Wrapped') })).toBe('Wrapped');
  });

  it("defaults to 'Error Something went wrong'", () => {
    expect(faultMessage(httpError(400, fault('Role exists')))).toEqual({ key: KEYS.generic, text: 'Role exists' });
    expect(faultMessage(httpError(400, { Fault: {} }))).toEqual({ key: KEYS.generic });
    expect(faultMessage(httpError(400, fault('  ')))).toEqual({ key: KEYS.generic });
    expect(faultMessage(new Error('x'))).toEqual({ key: KEYS.generic });
  });
});

describe('HTTP errors as status plus text', () => {
  it("gives -1 and 'Network Error' when nothing answered", () => {
    expect(httpErrorMessage(networkError())).toEqual({ status: -1, message: { key: KEYS.network } });
  });

  it('gives the status-500 text for 500, whatever the body says', () => {
    expect(httpErrorMessage(httpError(500, fault('NPE at line 12')))).toEqual({ status: 500, message: { key: KEYS.status500 } });
  });

  it('gives the fault text or its default for other statuses', () => {
    expect(httpErrorMessage(httpError(400, fault('Name is in use')))).toEqual({ status: 400, message: { key: KEYS.generic, text: 'Name is in use' } });
    expect(httpErrorMessage(httpError(404))).toEqual({ status: 404, message: { key: KEYS.generic } });
  });
});

describe('the field a refusal names', () => {
  const fields = ['FirstName', 'TelephoneNumber', 'Email'];
  it('is the field a 4xx Fault text starts with, before a colon or a space, without regard to case', () => {
    expect(faultField(httpError(400, fault('TelephoneNumber: "abc" is not a telephone number')), fields)).toBe('TelephoneNumber');
    expect(faultField(httpError(400, fault('email is required: give it a non-blank value')), fields)).toBe('Email');
  });
  it('is none for a text that names no field of the form, a 500 or no answer', () => {
    expect(faultField(httpError(400, fault('attributes: "Foo" is not a user attribute')), fields)).toBeUndefined();
    expect(faultField(httpError(400, fault('FirstNames: x')), fields)).toBeUndefined();
    expect(faultField(httpError(500, fault('Email: broken')), fields)).toBeUndefined();
    expect(faultField(networkError(), fields)).toBeUndefined();
  });
});

describe('context-load failure', () => {
  it("gives the error's text, or 'Server error'", () => {
    expect(contextLoadFailure(httpError(503, '', 'Service Unavailable'))).toEqual({ key: KEYS.contextLoad, text: 'Service Unavailable' });
    expect(contextLoadFailure(networkError())).toEqual({ key: KEYS.contextLoad });
  });
});

describe('messageText and silent failures', () => {
  const t = (key: string) => `t(${key})`;
  it('shows the server text when there is one, otherwise the translation', () => {
    expect(messageText({ key: KEYS.generic, text: 'Role exists' }, t)).toBe('Role exists');
    expect(messageText({ key: KEYS.network }, t)).toBe('t(api.error.network)');
  });
  it('treats aborted requests and ended sessions as silent, and server errors not', () => {
    expect(isSilentFailure(new CanceledError())).toBe(true);
    expect(isSilentFailure(new SessionEndedError('signOut'))).toBe(true);
    expect(isSilentFailure(httpError(500))).toBe(false);
    expect(isSilentFailure(networkError())).toBe(false);
  });
});
