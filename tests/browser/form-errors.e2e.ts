// A refusal of the server reaches the user in its own words: saving My Profile with a telephone
// number the server refuses marks that field with the server's Fault text (not a bare 'Bad Request'),
// and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

describe('a form the server refuses', () => {
  it("shows the server's text under the field it names: My Profile with a bad telephone number", async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/myProfile');
    await settled(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    const phone = page.locator('#root_TelephoneNumber');
    await phone.waitFor();
    await phone.fill('call me maybe');
    await page.getByRole('button', { name: 'Save' }).click();

    // The field's accessible description, what a screen reader reads with it.
    const description = () =>
      phone.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      );
    await expect.poll(description).toBe('TelephoneNumber: "call me maybe" is not a telephone number (digits, spaces, + ( ) - .)');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_TelephoneNumber');
    expect(await page.locator('form').getByRole('alert').innerText()).toBe('The form has 1 problem: correct the field marked below.');
    expect(await page.getByText('Bad Request', { exact: true }).count()).toBe(0);
    // What the user typed stays to be corrected.
    expect(await phone.inputValue()).toBe('call me maybe');
    await context.close();
  });
});
