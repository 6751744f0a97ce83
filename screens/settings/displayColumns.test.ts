// The task and request display settings name the columns by the labels the lists show them with:
// what an administrator picks as "Columns shown" is what the task list and the request history
// then head their columns with, in every language (the server's own column names are English only).
import { describe, expect, it } from 'vitest';
import taskDisplay from './taskDisplay.json';
import requestDisplay from './requestDisplay.json';
import taskList from '../tasks/list.json';
import history from '../requests/history.json';

interface Choice { value: string; labelKey: string }
type Screen = { fields: { name: string; options?: { choices?: Choice[] } }[] };
const choicesOf = (screen: Screen, field: string) => screen.fields.find((f) => f.name === field)?.options?.choices ?? [];
const labelsOf = (list: { columns: { attribute: string; labelKey: string }[] }) => Object.fromEntries(list.columns.map((c) => [c.attribute, c.labelKey]));

describe('display settings columns', () => {
  it.each([
    ['task list', taskDisplay as Screen, 'taskListSort', taskList, 8],
    ['request history', requestDisplay as Screen, 'requestListSort', history, 11],
  ])('the %s settings offer each column of the list under the label the list heads it with', (_, screen, sortField, list, count) => {
    const labels = labelsOf(list as { columns: { attribute: string; labelKey: string }[] });
    const columns = choicesOf(screen, 'defaultColumns');
    expect(columns).toHaveLength(count);
    for (const choice of [...columns, ...choicesOf(screen, sortField)]) expect(choice.labelKey, choice.value).toBe(labels[choice.value]);
  });
});
