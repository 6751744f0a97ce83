// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { openPasswordChangeFrame } from './passwordChangeFrame.ts';

const labels = { title: 'Change password', close: 'Close' };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('password-change frame', () => {
  it('shows the page full-screen in an iframe and resolves when the user closes it', async () => {
    let closed = false;
    const shown = openPasswordChangeFrame('https://idm.example/sspr/private/changepassword', labels).then(() => {
      closed = true;
    });
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.position).toBe('fixed');
    expect(document.querySelector('iframe')!.src).toBe('https://idm.example/sspr/private/changepassword');
    expect(dialog.getAttribute('aria-label')).toBe('Change password');
    const close = dialog.querySelector('button')!;
    expect(close.textContent).toBe('Close');
    expect(document.activeElement).toBe(close);
    await Promise.resolve();
    expect(closed).toBe(false);

    close.click();
    await shown;
    expect(closed).toBe(true);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('closes with Escape', async () => {
    const shown = openPasswordChangeFrame('/sspr/private/changepassword', labels);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await shown;
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses a URL that is not http(s)', async () => {
    await expect(openPasswordChangeFrame('javascript:alert(1)', labels)).rejects.toThrow(/http/);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
