import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REST, ShellTestFrame, testCall } from '../testing/shellTestKit.tsx';
import ProxyAsModal from './ProxyAsModal.tsx';

const server = setupServer(
  http.get(`${REST}/access/proxy/for`, () =>
    HttpResponse.json({ proxyForUsers: [{ dn: 'cn=manager,o=data', fullName: 'Megan Manager' }, { dn: 'cn=other,o=data', fullName: 'Otto Other' }] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

function renderModal() {
  const onContinue = vi.fn();
  render(
    <ShellTestFrame>
      <ProxyAsModal open call={testCall()} onCancel={() => undefined} onContinue={onContinue} />
    </ShellTestFrame>,
  );
  return { onContinue, dialog: screen.getByRole('dialog') };
}

describe('Proxy As', () => {
  it('keeps Continue disabled while no proxy user is chosen', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByText('Proxy User is required')).toBeNull(); // not before it is touched
  });

  it("shows 'Proxy User is required' once the field is touched and left empty", async () => {
    const { dialog } = renderModal();
    await userEvent.click(within(dialog).getByRole('combobox'));
    // Tab stays inside the picker (its toggle, its results); leaving it is clicking elsewhere.
    await userEvent.click(within(dialog).getByRole('heading'));
    expect(await within(dialog).findByText('Proxy User is required')).toBeTruthy();
    expect(within(dialog).getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
  });

  it('takes one proxy user and continues with it', async () => {
    const { dialog, onContinue } = renderModal();
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Megan Manager' }));
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Otto Other' }));
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton.hasAttribute('disabled')).toBe(false);
    await userEvent.click(continueButton);
    expect(onContinue).toHaveBeenCalledExactlyOnceWith({ dn: 'cn=other,o=data', fullName: 'Otto Other' });
  });
});
