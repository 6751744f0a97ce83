import { describe, expect, it } from 'vitest';
import { encoders } from '../../api/encoders/index.ts';
import type { BindingSources } from '../core/bindings.ts';
import { nextPath, problemErrors, submitBody as bodyOf, type SubmitEncoderContext } from './submitModel.ts';

const submitBody = (submit: Parameters<typeof bodyOf>[0], sendable: Record<string, unknown>, sources: BindingSources, context: SubmitEncoderContext) => bodyOf(submit, sendable, sources, context, encoders);

describe('nextPath', () => {
  it("fills the route's params from the call's answer", () => {
    expect(nextPath({ route: '/role/detail/:dn', params: { dn: 'answer.id' } }, { name: 'Admins' }, { id: 'cn=Admins,cn=Level30,o=data' })).toBe(
      '/role/detail/cn%3DAdmins%2Ccn%3DLevel30%2Co%3Ddata',
    );
  });

  it('fills them from the values too, and a param without a path reads the value of its own name', () => {
    expect(nextPath({ route: '/things/:kind/:name', params: { kind: 'answer.kind' } }, { name: 'a b' }, { kind: 'x' })).toBe('/things/x/a%20b');
  });
});

describe('submitBody', () => {
  const values = { name: 'Admins', level: 30 };
  it('sends the values as they are without an encoder or body template', () => {
    expect(submitBody({}, values, {}, {})).toEqual(values);
  });

  it('reads a body template with form = the values and item = the page object', () => {
    const body = { id: { from: 'item', name: 'id' }, name: { from: 'form', name: 'name' }, level: { from: 'form', name: 'level' } } as const;
    expect(submitBody({ body }, values, { item: { id: 'cn=r,o=data' } }, {})).toEqual({ id: 'cn=r,o=data', name: 'Admins', level: 30 });
  });

  it("uses the encoder's result when there is one, even with a body template", () => {
    expect(submitBody({ encoder: 'trimNames', body: { x: 1 } }, { name: '  Admins ' }, {}, {})).toEqual({ name: 'Admins' });
  });
});

describe('problemErrors', () => {
  it('puts each translated message under its field', () => {
    const t = (key: string, v?: Record<string, string | number>) => `${key}:${JSON.stringify(v ?? {})}`;
    expect(problemErrors([{ field: 'name', messageKey: 'taken', values: { name: 'x' } }, { field: 'name', messageKey: 'other' }], t)).toEqual({
      name: { __errors: ['taken:{"name":"x"}', 'other:{}'] },
    });
  });
});
