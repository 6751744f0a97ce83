// A settings page: load, edit, Save (only once changed), Reset, a failed save keeps the values,
// restore defaults after a confirmation; then the values load again. A page in parts saves each
// part by its own call and keeps the unsaved values of the others.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AxiosError, AxiosHeaders } from 'axios';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { SettingsScreen } from '../../schemas/types/screen.ts';
import SettingsView from './SettingsView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const definition: SettingsScreen = {
  kind: 'settings',
  titleKey: 'users.create.title',
  load: { call: 'settings.get', itemsPath: 'settings' },
  fields: [
    { name: 'retention', labelKey: 'users.create.field.password', type: 'integer' },
    { name: 'template', labelKey: 'users.create.field.container', type: 'string' },
  ],
  tabs: [{ id: 'main', labelKey: 'renderer.detail.edit', sections: [{ id: 'general', titleKey: 'users.create.section.account', fields: ['retention', 'template'] }] }],
  submit: { call: 'settings.save', successMessageKey: 'renderer.save', failureMessageKey: 'renderer.checks.failed' },
  restoreDefaults: { id: 'restore', labelKey: 'renderer.filters.clear', confirm: { messageKey: 'renderer.confirm.title' }, call: 'settings.restore', params: { key: 'delegation' } },
};

function failure() {
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { Fault: { Reason: { Text: 'The retention period is too long' } } },
  });
}

function setup(save: unknown = { success: true }, screenDefinition: SettingsScreen = definition) {
  let stored = { retention: 30, template: 'notify' };
  const { call, fn } = fakeCall({
    'settings.get': () => ({ settings: { ...stored } }),
    'settings.save': (_params: Record<string, unknown>, body: unknown) => {
      if (save instanceof Error) return save;
      stored = body as typeof stored;
      return save;
    },
    'settings.saveRetention': (_params: Record<string, unknown>, body: unknown) => {
      stored = { ...stored, retention: (body as typeof stored).retention };
      return { success: true };
    },
    'settings.saveTemplate': (_params: Record<string, unknown>, body: unknown) => {
      stored = { ...stored, template: (body as typeof stored).template };
      return { success: true };
    },
    'settings.restore': () => {
      stored = { retention: 7, template: 'default' };
      return { success: true };
    },
  });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={allRegistries}>
          <SettingsView screen={screenDefinition} />
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return { fn, notify };
}

const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('settings page', () => {
  it('loads the values; Save and Reset wait for a change; Reset brings the loaded values back', async () => {
    setup();
    const retention = await field('Password');
    expect(retention.value).toBe('30');
    expect(button('Save').disabled).toBe(true);
    expect(button('Reset').disabled).toBe(true);
    fireEvent.change(retention, { target: { value: '45' } });
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    fireEvent.click(button('Reset'));
    await waitFor(() => expect(retention.value).toBe('30'));
    expect(button('Save').disabled).toBe(true);
  });

  it('saves the values with the save call, then loads them again', async () => {
    const { fn, notify } = setup();
    fireEvent.change(await field('Password'), { target: { value: '45' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 200, message: 'Save' }));
    expect(fn.mock.calls.find(([name]) => name === 'settings.save')?.[2]).toEqual({ retention: 45, template: 'notify' });
    await waitFor(() => expect(fn.mock.calls.filter(([name]) => name === 'settings.get')).toHaveLength(2));
    expect((await field('Password')).value).toBe('45');
    await waitFor(() => expect(button('Save').disabled).toBe(true));
  });

  it('keeps the edited values when the save fails', async () => {
    const { notify } = setup(failure());
    fireEvent.change(await field('Container'), { target: { value: 'changed' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 'error', message: 'The form could not be checked:: The retention period is too long' }));
    expect((await field('Container')).value).toBe('changed');
    expect(button('Save').disabled).toBe(false);
  });

  it('restores the defaults after a confirmation and shows them', async () => {
    const { fn } = setup();
    await field('Password');
    fireEvent.click(button('Clear'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fn.mock.calls.find(([name]) => name === 'settings.restore')?.[1]).toEqual({ key: 'delegation' }));
    await waitFor(async () => expect((await field('Password')).value).toBe('7'));
  });
});

describe('settings page in parts', () => {
  const { submit: _submit, restoreDefaults: _restore, tabs: _tabs, ...common } = definition;
  const inParts: SettingsScreen = {
    ...common,
    parts: [
      { id: 'retention', titleKey: 'users.create.section.account', sections: [{ id: 'a', fields: ['retention'] }], submit: { call: 'settings.saveRetention', successMessageKey: 'renderer.save' } },
      { id: 'template', titleKey: 'users.create.section.identity', sections: [{ id: 'b', fields: ['template'] }], submit: { call: 'settings.saveTemplate', successMessageKey: 'renderer.save' } },
    ],
  };
  const part = (name: string) => within(screen.getByRole('region', { name }));

  it('saves each part by its own call and keeps the unsaved values of the other', async () => {
    const { fn } = setup(undefined, inParts);
    fireEvent.change(await field('Password'), { target: { value: '45' } });
    fireEvent.change(await field('Container'), { target: { value: 'changed' } });
    await waitFor(() => expect((part('Identity').getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(part('Account').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fn.mock.calls.find(([name]) => name === 'settings.saveRetention')?.[2]).toEqual({ retention: 45 }));
    await waitFor(() => expect(fn.mock.calls.filter(([name]) => name === 'settings.get')).toHaveLength(2));
    await waitFor(() => expect((part('Account').getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
    expect((await field('Password')).value).toBe('45');
    expect((await field('Container')).value).toBe('changed');
    expect(fn.mock.calls.some(([name]) => name === 'settings.saveTemplate')).toBe(false);
    expect((part('Identity').getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
