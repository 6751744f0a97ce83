import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de.json';
import { notificationTexts } from './notifications.ts';

const german = (key: string, values: Record<string, unknown> = {}) =>
  ((de as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const formatNumber = (value: number) => new Intl.NumberFormat('de').format(value);

describe('the notifications’ texts', () => {
  it('show the sandbox’s English notifications in the user’s language, with their number', () => {
    expect(notificationTexts({ name: '1234 new task(s) to approve', action: 'view' }, german, formatNumber)).toEqual({ name: 'Neue Aufgaben zur Genehmigung: 1.234', action: 'Anzeigen' });
    expect(notificationTexts({ name: '2 role(s) granted' }, german, formatNumber).name).toBe('Gewährte Rollen: 2');
    expect(notificationTexts({ name: '3 resource(s) granted' }, german, formatNumber).name).toBe('Gewährte Ressourcen: 3');
  });

  it('show any other text as the server wrote it', () => {
    expect(notificationTexts({ name: 'Zwei neue Aufgaben', action: 'öffnen' }, german, formatNumber)).toEqual({ name: 'Zwei neue Aufgaben', action: 'öffnen' });
  });
});
