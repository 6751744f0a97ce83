// The org chart widget over a manager with 300 reports: one call serves every page, the page shows
// its slice with the total, the team mail reaches all 300, and a click recentres through the route.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../environment.tsx';
import OrgChart from './OrgChart.tsx';

const person = (n: number, reports = 0) => ({
  dn: `cn=p${n},o=data`,
  fullName: `Person ${String(n).padStart(3, '0')}`,
  primaryAttributes: [{ key: 'Title', value: 'Engineer' }],
  secondaryAttributes: [{ key: 'Email', value: `p${n}@example.com` }],
  totalNumberOfReportees: reports,
});
const chartOf = (params: Record<string, unknown>) => {
  const dn = String(params.entityDN);
  if (dn === 'cn=lead,o=data') {
    return { userQuickInfo: { ...person(0, 300), dn, fullName: 'Lena Lead' }, managers: [person(-1, 5)], reportees: Array.from({ length: 300 }, (_, i) => person(i + 1)), totalNumberOfReportees: 300 };
  }
  return { userQuickInfo: { ...person(1), dn }, managers: [{ ...person(0, 300), dn: 'cn=lead,o=data', fullName: 'Lena Lead' }], reportees: [], totalNumberOfReportees: 0 };
};

function setup(relationships: { key: string; displayName: string }[] = [{ key: 'manager', displayName: 'Manager' }]) {
  const { call, fn } = fakeCall({ 'orgChart.v2': chartOf, 'relationships.list': { relationships } });
  renderWithI18n(
    <MemoryRouter initialEntries={[`/orgchart/${encodeURIComponent('cn=lead,o=data')}`]}>
      <ScreenEnvironmentContext.Provider value={{ call, notify: () => {}, user: { dn: 'cn=lead,o=data' }, settings: {} }}>
        <Routes>
          <Route path="/orgchart/:dn" element={<OrgChart options={{ route: '/orgchart' }} />} />
        </Routes>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return fn;
}

const cards = () => document.querySelectorAll('[data-testid="org-person"]');

describe('OrgChart', { timeout: 20_000 }, () => {
  it('pages 300 reports from one call, with the total, and mails all of them', async () => {
    const fn = setup();
    await screen.findByText('Direct reports: 300', {}, { timeout: 10_000 });
    // The manager above, the person, and the first page of 25.
    expect(cards()).toHaveLength(27);
    const team = screen.getByTestId('org-mail-team').getAttribute('href')!;
    expect(team.split(';')).toHaveLength(300);
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByText('Person 026');
    expect(screen.queryByText('Person 025')).toBeNull();
    expect(fn.mock.calls.filter(([name]) => name === 'orgChart.v2')).toHaveLength(1);
    expect(fn.mock.calls[0]![1]).toMatchObject({ entityDN: 'cn=lead,o=data', relationshipKeys: ['manager'], nextIndex: 1, size: 300 });
  });

  it('names a relationship in the user’s language where the console has its key, else as the server does', async () => {
    setup([{ key: 'manager', displayName: 'Vorgesetzter' }]);
    expect(await screen.findByText(/^Relationship: \u2068?Manager\u2069?$/, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('names a relationship the console has no key for as the server does', async () => {
    setup([{ key: 'mentor', displayName: 'Mentor' }]);
    expect(await screen.findByText(/^Relationship: \u2068?Mentor\u2069?$/, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('recentres on a report when it is clicked', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Person 001: show their org chart' }, { timeout: 10_000 }));
    await waitFor(() => expect(document.querySelector('[aria-current="true"]')?.textContent).toContain('Person 001'));
    expect(screen.getByText('No direct reports.')).toBeTruthy();
  });
});
