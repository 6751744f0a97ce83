import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ScreenEnvironmentContext } from '../environment.tsx';
import { fakeCall, renderWithI18n } from '../testing/renderWithI18n.tsx';
import { QuickInfoProvider } from '../quickInfo/QuickInfoContext.tsx';
import { AttributeValue } from './AttributeValue.tsx';

const value = (text: string, dn = text) => [{ $: text, value: dn }];

describe('AttributeValue', () => {
  it('links Email with mailto and every phone attribute with tel (no spaces), and shows other values as text', () => {
    renderWithI18n(
      <>
        <AttributeValue node={{ key: 'Email', attributeValues: value('a@example.com') }} />
        <AttributeValue node={{ key: 'TelephoneNumber', attributeValues: value('+1 555') }} />
        <AttributeValue node={{ key: 'Mobile', attributeValues: value('+1 801 555 0199') }} />
        <AttributeValue node={{ key: 'HomePhone', formatType: 'phone', attributeValues: value('(801) 555 0100') }} />
        <AttributeValue node={{ key: 'Title', attributeValues: value('Boss') }} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'a@example.com' }).getAttribute('href')).toBe('mailto:a@example.com');
    expect(screen.getByRole('link', { name: '+1 555' }).getAttribute('href')).toBe('tel:+1555');
    expect(screen.getByRole('link', { name: '+1 801 555 0199' }).getAttribute('href')).toBe('tel:+18015550199');
    expect(screen.getByRole('link', { name: '(801) 555 0100' }).getAttribute('href')).toBe('tel:(801)5550100');
    expect(screen.getByText('Boss').tagName).not.toBe('A');
  });

  it('shows nothing without a value', () => {
    const { container } = renderWithI18n(<AttributeValue node={{ key: 'Email', attributeValues: [] }} />);
    expect(container.textContent).toBe('');
  });

  it('shows time values as dates', () => {
    renderWithI18n(<AttributeValue node={{ key: 'CreatedAt', dataType: 'Time', attributeValues: value('2024-09-04T12:30:00') }} locale="en-US" />);
    expect(screen.getByText('Sep 4, 2024 12:30 PM')).toBeTruthy();
  });

  it('opens the quick-info popup for a user-lookup DN', async () => {
    const { call } = fakeCall({ 'entities.quickInfo': { entityName: 'Ann Boss', details: [{ key: 'Email', displayLabel: 'Email', value: 'ann@example.com' }] } });
    renderWithI18n(
      <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: {}, settings: {} }}>
        <QuickInfoProvider>
          <AttributeValue node={{ key: 'Manager', dataType: 'DN', lookupEntity: 'user-lookup', attributeValues: value('Ann Boss', 'cn=ann,o=data') }} />
        </QuickInfoProvider>
      </ScreenEnvironmentContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ann Boss' }));
    expect(await screen.findByText('cn=ann,o=data')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'ann@example.com' })).getAttribute('href')).toBe('mailto:ann@example.com');
  });
});
