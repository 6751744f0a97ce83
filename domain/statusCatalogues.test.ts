import { describe, expect, it } from 'vitest';
import en from '../public/locales/en.json';
import de from '../public/locales/de.json';
import ar from '../public/locales/ar.json';
import { catalogueKeys, processState, recordStatus, requestOperation, requestState, requestStateCatalogue, requestStatus, UNKNOWN_REQUEST_STATE_KEY } from './statusCatalogues.ts';

const english = en as Record<string, string>;

describe('status catalogues (request states, process states, record status, request operations)', () => {
  it('names role and resource request states, with their icon group', () => {
    expect(requestState('role', 15)).toEqual({ key: 'widgets.requestState.role.15', group: 'running' });
    expect(english[requestState('role', '15')!.key]).toBe('Approval Pending');
    expect(english[requestState('role', 90)!.key]).toBe('SoD exception denied');
    expect(requestState('role', 90)?.group).toBe('denied');
    expect(requestState('role', 50)?.group).toBe('completed-approved');
    expect(english[requestState('resource', 96)!.key]).toBe('Provision failed');
    expect(requestState('resource', 96)?.group).toBe('error');
    expect(requestState('resource', 75)?.group).toBe('canceled');
  });

  it('keeps the role and resource catalogues apart: a code of one only is unknown to the other', () => {
    expect(requestState('role', 29)).toBeUndefined();
    expect(requestState('resource', 29)?.group).toBe('completed-approved');
    expect(requestState('resource', 2)).toBeUndefined();
    expect(requestState('role', 'x')).toBeUndefined();
    expect(requestState('role', '')).toBeUndefined();
  });

  it('names provisioning request definition (PRD) states with their groups; refused is drawn as denied', () => {
    expect([0, 1, 2, 3, 4, 5].map((code) => english[requestState('prd', code)!.key])).toEqual(['Processing', 'Denied', 'Approved', 'Retracted', 'Error', 'Refused']);
    expect([0, 1, 2, 3, 4, 5].map((code) => requestState('prd', code)?.group)).toEqual(['running', 'denied', 'completed-approved', 'canceled', 'error', 'denied']);
    expect(requestState('prd', 15)).toBeUndefined();
  });

  it('reads a catalogue name in any case (a history row says PRD or prd)', () => {
    expect(['role', 'RESOURCE', 'PRD', 'team', undefined].map(requestStateCatalogue)).toEqual(['role', 'resource', 'prd', undefined, undefined]);
  });

  it('names process states, record status and request operations', () => {
    expect([0, 1, 2, 3].map((code) => english[processState(code)!.key])).toEqual(['Running', 'Stopped', 'Terminated', 'Completed']);
    expect(processState(4)).toBeUndefined();
    expect(english[recordStatus('50')!.key]).toBe('Created');
    expect(english[recordStatus(15)!.key]).toBe('Pending Delete');
    expect(recordStatus(20)).toBeUndefined();
    expect(english[requestOperation('role', 41)!.key]).toBe('Add container including subtree');
    expect(english[requestOperation('resource', 10)!.key]).toBe('Add to user');
    expect(requestOperation('resource', 20)).toBeUndefined();
  });

  it('reads a request status by the request’s own type: role, resource and request definition alike', () => {
    // The same codes mean different states in each catalogue (enduser's demo requests).
    expect(english[requestStatus('role', 5)!.key]).toBe('SoD exception approval pending');
    expect(english[requestStatus('prd', 5)!.key]).toBe('Refused');
    expect(english[requestStatus('PRD', 3)!.key]).toBe('Retracted');
    expect(english[requestStatus('role', 3)!.key]).toBe('SoD approval start suspended');
    expect(english[requestStatus('resource', 27)!.key]).toBe('Provision retry pending');
    expect(english[requestStatus('prd', '1')!.key]).toBe('Denied');
    expect(requestStatus('prd', 1)?.group).toBe('denied');
    expect(requestStatus('resource', 27)?.group).toBe('running');
  });

  it('falls back to the list’s catalogue, then role, when the request names no type', () => {
    expect(english[requestStatus(undefined, 3, 'prd')!.key]).toBe('Retracted');
    expect(english[requestStatus('team', 3)!.key]).toBe('SoD approval start suspended');
    expect(requestStatus('resource', 3, 'prd')).toEqual({ key: UNKNOWN_REQUEST_STATE_KEY, values: { code: '3' } });
  });

  it('names a code its catalogue does not know "Unknown (code)", never a bare number; no code is nothing', () => {
    expect(requestStatus('prd', 27)).toEqual({ key: UNKNOWN_REQUEST_STATE_KEY, values: { code: '27' } });
    expect(requestStatus('role', 29)).toEqual({ key: UNKNOWN_REQUEST_STATE_KEY, values: { code: '29' } });
    expect(requestStatus('resource', 'x1')).toEqual({ key: UNKNOWN_REQUEST_STATE_KEY, values: { code: 'x1' } });
    expect(english[UNKNOWN_REQUEST_STATE_KEY]!.replace('{{code}}', '27')).toBe('Unknown (27)');
    expect(requestStatus('role', undefined)).toBeUndefined();
    expect(requestStatus('role', '')).toBeUndefined();
  });

  it('has every name in every shipped locale', () => {
    for (const locale of [en, de, ar] as Record<string, string>[]) {
      expect(catalogueKeys().filter((key) => !locale[key])).toEqual([]);
    }
  });
});
