// Approval templates open in the forms renderer in a new tab: the templates list's 'Open form'
// opens #/form/details?id=<template DN> with window.open (noopener), a route of this area, and that
// page draws the template's form as GET /access/forms (forms.get) answers it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ScreenRenderer } from '../../renderer/ScreenRenderer.tsx';
import type { ScreenDefinition } from '../../schemas/types/screen.ts';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { renderListScreen } from '../renderListScreen.tsx';
import { allRegistries } from '../testing.ts';
import area from './area.json';
import formDetails from './formDetails.json';
import templates from './templates.json';

vi.setConfig({ testTimeout: 60_000 });

const TEMPLATE_DN = 'cn=SingleApprover,cn=Templates,cn=RequestDefs,o=system';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('approval templates in the forms renderer', () => {
  it("'Open form' opens the chosen template's #/form/details in a new tab, a route of the area", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderListScreen(templates, { 'forms.listTemplates': { prdTemplates: [{ dn: TEMPLATE_DN, cn: 'SingleApprover', templateName: 'Single Approver', description: 'One approver' }] } });
    const row = (await screen.findByText('Single Approver')).closest('tr')!;
    fireEvent.click(row.querySelector('input[type=checkbox]')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Open form' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(`/#/form/details?id=${encodeURIComponent(TEMPLATE_DN).replace(/%20/g, '+')}`, '_blank', 'noopener');
    expect(area.routes.find((route) => route.path === '/form/details')).toMatchObject({ screen: 'formDetails.json' });
  });

  it("#/form/details draws the template's form from forms.get, each data item a labelled field", async () => {
    const { call, fn } = fakeCall({
      'forms.get': {
        formContainer: 'TemplateForms',
        form: { cn: 'TemplateApprovalForm', name: 'Single Approver', description: 'One approver' },
        dataItems: [
          { name: 'recipient', displayLabel: 'Recipient', readOnly: true, values: ['Ann'] },
          { name: 'comment', displayLabel: 'Comment', values: [] },
        ],
      },
    });
    renderWithI18n(
      <MemoryRouter initialEntries={[`/form/details?id=${encodeURIComponent(TEMPLATE_DN)}`]}>
        <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: {}, settings: {} }}>
          <ScreenRenderer definition={formDetails as ScreenDefinition} registries={allRegistries} />
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    const form = await screen.findByRole('form', { name: 'Single Approver' });
    expect(fn).toHaveBeenCalledWith('forms.get', { id: TEMPLATE_DN, formContainer: 'TemplateForms' }, undefined, expect.anything());
    const recipient = screen.getByRole('textbox', { name: 'Recipient' }) as HTMLInputElement;
    expect(recipient.value).toBe('Ann');
    expect(recipient.readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Comment' }) as HTMLInputElement).readOnly).toBe(false);
    expect(form.textContent).toContain('One approver');
  });

  it('says so when no form is named', async () => {
    const { call, fn } = fakeCall({});
    renderWithI18n(
      <MemoryRouter initialEntries={['/form/details']}>
        <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: {}, settings: {} }}>
          <ScreenRenderer definition={formDetails as ScreenDefinition} registries={allRegistries} />
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('No form is named: open this page from the approval templates list.')).toBeTruthy();
    expect(fn).not.toHaveBeenCalled();
  });
});
