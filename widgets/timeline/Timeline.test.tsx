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
