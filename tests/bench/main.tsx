// The bench page (npm run bench): our renderer and plain @rjsf/mui on the same 100-attribute
// schema, and the users list at 300 rows. Figures are read by scripts/bench.ts through window.bench.
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Form from '@rjsf/mui';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formValidator } from '../../renderer/form/schemaValidator.ts';
import type { CallFunction } from '../../api/index.ts';
import en from '../../public/locales/en.json';
import { ScreenEnvironmentContext, type ScreenEnvironment } from '../../widgets/environment.tsx';
import { buildFormModel } from '../../renderer/form/attributeSchema.ts';
import { SchemaForm } from '../../renderer/form/SchemaForm.tsx';
import { ListView } from '../../renderer/list/ListView.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import usersList from '../../screens/users/list.json';
import { hundredAttributes, usersAnswer } from './fixtures.ts';
import { RegistryContext } from '../../renderer/core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, initAsync: false });

const attributes = hundredAttributes();
const model = buildFormModel(attributes, {}, (key) => key);
// Plain @rjsf/mui gets the same JSON Schema and validator, with its own widgets (no registry, no sections).
const plainUiSchema = { 'ui:order': model.order };

function Committed({ onCommit, children }: { onCommit(): void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return <>{children}</>;
}

function host(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.style.cssText = 'display:inline-block;vertical-align:top;width:48%;margin:0 1%';
  document.getElementById('root')!.append(element);
  return element;
}

const noop = () => undefined;

function ours() {
  return (
    <RegistryContext.Provider value={allRegistries}>
      <SchemaForm model={model} formData={{}} onChange={noop} onSubmit={noop} submitLabel="Save" />
    </RegistryContext.Provider>
  );
}

function plain() {
  return <Form schema={model.schema} uiSchema={plainUiSchema} formData={{}} validator={formValidator} liveValidate="onBlur" showErrorList={false} noHtml5Validate />;
}

const roots: Root[] = [];

/**
 * Mounts one form and resolves with the time from render() to its first commit, in ms; with
 * `untilAllDrawn`, to the commit that has every field (ours draws the fields below the first screen
 * in a deferred render, renderer/form/SchemaForm.tsx; plain @rjsf/mui draws all in the first).
 */
function mountForm(which: 'ours' | 'plain', element: HTMLElement, untilAllDrawn = false): Promise<number> {
  return new Promise((resolve) => {
    const root = createRoot(element);
    roots.push(root);
    const start = performance.now();
    const allDrawn = () => which === 'plain' || element.querySelector('[data-drawn=all]') !== null;
    const committed = () => {
      if (!untilAllDrawn || allDrawn()) return resolve(performance.now() - start);
      const observer = new MutationObserver(() => {
        if (!allDrawn()) return;
        observer.disconnect();
        resolve(performance.now() - start);
      });
      observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
    };
    root.render(
      <I18nextProvider i18n={i18n}>
        <Committed onCommit={committed}>{which === 'ours' ? ours() : plain()}</Committed>
      </I18nextProvider>,
    );
  });
}

/** Types `count` characters into a text input; returns each keystroke's synchronous handling time. */
function typeInto(input: HTMLInputElement, count: number): number[] {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    flushSync(() => {
      setValue.call(input, `${input.value}x`);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    times.push(performance.now() - start);
  }
  return times;
}

function clear() {
  roots.splice(0).forEach((root) => root.unmount());
  document.getElementById('root')!.innerHTML = '';
}

const fakeEnvironment = (answer: () => Promise<unknown>): ScreenEnvironment => ({
  call: ((name: string) => (name === 'users.list' ? answer() : Promise.resolve({}))) as unknown as CallFunction,
  notify: noop,
  user: {},
  settings: { defaultRowsPerPage: 300 },
});

/** Renders the users list and resolves with the time from the data's arrival to the rows painted. */
function usersListAt300(): Promise<number> {
  return new Promise((resolve) => {
    performance.clearMarks();
    const answer = usersAnswer(300);
    const environment = fakeEnvironment(() => new Promise((r) => setTimeout(() => r(answer), 50)));
    const root = createRoot(host('list'));
    roots.push(root);
    const block = { ...(usersList as unknown as ListBlock), paging: { pageSizeOptions: [300] as [number], defaultPageSize: 300 }, preferences: undefined };
    const observer = new MutationObserver(() => {
      // The rows are drawn (those in view when the list virtualises them) and the table says 300.
      if (document.querySelector('#list table[aria-rowcount="301"] tbody tr[data-rowid]')) {
        observer.disconnect();
        // The rows are in the DOM; the next frame paints them.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const data = performance.getEntriesByName('renderer:list:data').at(-1)!.startTime;
            resolve(performance.now() - data);
          }),
        );
      }
    });
    observer.observe(document.getElementById('list')!, { childList: true, subtree: true });
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ScreenEnvironmentContext.Provider value={environment}>
            <RegistryContext.Provider value={allRegistries}>
              <ListView block={block} />
            </RegistryContext.Provider>
          </ScreenEnvironmentContext.Provider>
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
}

/**
 * The baseline: the same 300 rows in a plain MUI Table, with what the users list shows by default
 * (a checkbox, the name as a link, user ID, email, department), from render() to painted.
 */
function plainTableAt300(): Promise<number> {
  return new Promise((resolve) => {
    const rows = usersAnswer(300).usersList;
    const columns = ['Name', 'User ID', 'Email', 'Department'];
    const value = (row: (typeof rows)[number], key: string) => row.primaryAttributes.find((node) => node.key === key)?.attributeValues[0]?.value ?? '';
    const root = createRoot(host('plain-list'));
    roots.push(root);
    const start = performance.now();
    const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    root.render(
      <Committed onCommit={painted}>
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Users">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  {columns.map((column) => (
                    <TableCell key={column}>{column}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.dn} hover>
                    <TableCell padding="checkbox">
                      <Checkbox size="small" slotProps={{ input: { 'aria-label': 'Select' } }} />
                    </TableCell>
                    <TableCell>
                      <a href={`/users/${encodeURIComponent(row.dn)}`}>{row.fullName}</a>
                    </TableCell>
                    <TableCell>{value(row, 'CN')}</TableCell>
                    <TableCell>{value(row, 'Email')}</TableCell>
                    <TableCell>{value(row, 'Department')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      </Committed>,
    );
  });
}

declare global {
  interface Window {
    bench: {
      firstRender(which: 'ours' | 'plain', untilAllDrawn?: boolean): Promise<number>;
      keystrokes(which: 'ours' | 'plain', count: number): Promise<number[]>;
      usersList(): Promise<number>;
      plainTable(): Promise<number>;
      clear(): void;
    };
  }
}

window.bench = {
  async firstRender(which, untilAllDrawn = false) {
    clear();
    return mountForm(which, host(which), untilAllDrawn);
  },
  async keystrokes(which, count) {
    clear();
    const element = host(which);
    await mountForm(which, element, true);
    const input = element.querySelector<HTMLInputElement>('input[type=text]:not([disabled])')!;
    input.focus();
    return typeInto(input, count);
  },
  async usersList() {
    clear();
    return usersListAt300();
  },
  async plainTable() {
    clear();
    return plainTableAt300();
  },
  clear,
};
