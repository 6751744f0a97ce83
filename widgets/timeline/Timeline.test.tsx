// The timeline: entries in time order (or latest first), each with its state by name and icon
// group, who, when, title and text; an unknown state as its code; the empty text.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { Timeline } from './Timeline.tsx';
import { timelineEntries } from './timelineModel.ts';
import type { TimelineOptions } from '../../schemas/types/widgets/timeline.ts';

const options: TimelineOptions = {
  who: 'Addressee.value',
  when: 'creationTime',
  title: 'activityName',
  text: 'note',
  state: 'status',
  states: { '0': { labelKey: 'widgets.iconGroup.running', group: 'running' }, '2': { labelKey: 'widgets.iconGroup.completed-approved', group: 'completed-approved' } },
};

const steps = [
  { Addressee: { value: 'Ursula Admin' }, creationTime: Date.UTC(2026, 0, 2), activityName: 'Second approval', status: 0 },
  { Addressee: { value: 'Mary Manager' }, creationTime: Date.UTC(2026, 0, 1), activityName: 'First approval', status: 2, note: 'Fine by me' },
  { Addressee: { value: 'Nobody' }, activityName: 'Undated', status: 9 },
];

describe('timeline', () => {
  it('orders entries by time, untimed ones last; latest first when asked', () => {
    expect(timelineEntries(steps, options).map((e) => e.title)).toEqual(['First approval', 'Second approval', 'Undated']);
    expect(timelineEntries(steps, { ...options, newestFirst: true }).map((e) => e.title)).toEqual(['Second approval', 'First approval', 'Undated']);
    expect(timelineEntries('not a list', options)).toEqual([]);
  });

  it('draws each entry with its state, icon group, who, when and text', () => {
    renderWithI18n(<Timeline value={steps} options={{ ...options }} />);
    const entries = screen.getAllByTestId('timeline-entry');
    expect(entries).toHaveLength(3);
    expect(entries[0]?.textContent).toContain('Completed (approved)');
    expect(entries[0]?.textContent).toContain('Mary Manager');
    expect(entries[0]?.textContent).toContain('2026');
    expect(entries[0]?.textContent).toContain('Fine by me');
    expect(entries[0]?.querySelector('[data-icon-group]')?.getAttribute('data-icon-group')).toBe('completed-approved');
    expect(entries[1]?.textContent).toContain('Running');
    expect(entries[2]?.textContent).toContain('9');
  });

  it('says so when there is nothing', () => {
    renderWithI18n(<Timeline value={[]} options={{ ...options }} />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
});

describe('system texts of the server', () => {
  it('are shown in the page language by their key; other texts as they are', async () => {
    const { render } = await import('@testing-library/react');
    const { I18nextProvider } = await import('react-i18next');
    const i18next = (await import('i18next')).default;
    const de = (await import('../../public/locales/de.json')).default;
    const german = i18next.createInstance();
    await german.init({ lng: 'de', resources: { de: { translation: de } }, keySeparator: false, nsSeparator: false });
    const labels = { Approval: 'workflow.systemText.approval', 'Retracted by the requester': 'workflow.systemText.retractedByRequester' };
    const comments = [
      { activityName: 'Approval', note: 'Retracted by the requester' },
      { activityName: 'Budget review', note: 'Looks fine' },
    ];
    render(
      <I18nextProvider i18n={german}>
        <Timeline value={comments} options={{ title: 'activityName', text: 'note', labels }} />
      </I18nextProvider>,
    );
    const entries = screen.getAllByTestId('timeline-entry').map((entry) => entry.textContent);
    expect(entries[0]).toContain('Genehmigung');
    expect(entries[0]).toContain('Vom Antragsteller zurückgezogen');
    expect(entries[0]).not.toContain('Approval');
    expect(entries[1]).toContain('Budget review');
  });
});
