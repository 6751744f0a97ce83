// A small form with the multi-tab picker, served by the sandbox server in place of the console
// (tests/browser/picker.e2e.ts, scripts/bench-picker.ts): a manager for a user (user tab, single,
// the edited user excluded), containers and drivers (trees), recipients (users or a group's
// specific members), and with ?bench a user picker of 300 results per page and the bench's baseline
// (window.benchPlainList: the same number of results in a plain MUI List). Each field shows its
// value as JSON in an <output>.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { call, loadContext } from '../../../../api/index.ts';
import en from '../../../../public/locales/en.json';
import type { PickerOptions } from '../../../../schemas/types/widgets/picker.ts';
import { DECLARED_PICKER_SOURCES } from '../../../../shell/pickerSources.ts';
import { MemberDialogsProvider } from '../../../../shell/routing/memberDialogs.ts';
import Picker from '../../../../widgets/picker/Picker.tsx';
import { PickerSourcesContext } from '../../../../widgets/picker/sources/context.ts';
import type { PickerItem } from '../../../../widgets/picker/types.ts';

const params = new URLSearchParams(location.search);

function Field({ name, options, selfDn }: { name: string; options: PickerOptions; selfDn?: string }) {
  const [value, setValue] = useState<PickerItem[]>([]);
  const [touched, setTouched] = useState(false);
  return (
    <section aria-label={name} style={{ margin: '16px', maxWidth: 640 }}>
      <Picker label={name} options={options} value={value} onChange={(next) => setValue(next ?? [])} onBlur={() => setTouched(true)} selfDn={selfDn} />
      <output data-testid={`value-${name}`} data-touched={touched}>
        {JSON.stringify(value.map(({ type, id, dn, displayName, isGroupAssignment }) => ({ type, id, dn, displayName, isGroupAssignment })))}
      </output>
    </section>
  );
}

declare global {
  interface Window {
    benchPlainList?(count: number): Promise<number>;
  }
}

/** The picker bench's baseline: `count` results (name, email) in a plain MUI List in a dropdown-sized Paper, render() to painted. */
function plainList(count: number): Promise<number> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const start = performance.now();
    const done = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const ms = performance.now() - start;
          root.unmount();
          host.remove();
          resolve(ms);
        }),
      );
    root.render(
      <Paper variant="outlined" sx={{ maxHeight: 420, overflow: 'auto', maxWidth: 640 }} ref={(element: HTMLDivElement | null) => {
        if (element) done();
      }}>
        <List role="listbox" aria-label="Users">
          {Array.from({ length: count }, (_, index) => (
            <ListItemButton key={index} role="option">
              <ListItemText primary={`Plain User ${String(index).padStart(3, '0')}`} secondary={`plain${index}@example.com`} />
            </ListItemButton>
          ))}
        </List>
      </Paper>,
    );
  });
}

async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  await loadContext();
  // The first call without a session starts the login and comes back here.
  await call('info.version');
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
  const bench = params.has('bench');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PickerSourcesContext.Provider value={DECLARED_PICKER_SOURCES}>
          {/* As every console screen has them (RenderedScreen): a group opens the groups area's dialog. */}
          <MemberDialogsProvider>
            <main>
              {bench ? (
                <Field name="Bench" options={{ tabs: ['user'], pageSize: 300 }} />
              ) : (
                <>
                  <Field name="Manager" options={{ tabs: ['user'], selection: 'single', excludeSelf: true }} selfDn={params.get('self') ?? undefined} />
                  <Field name="Scope" options={{ tabs: ['container', 'driverOrEntitlement'], containerKind: 'user', selectAll: true }} />
                  <Field name="Recipients" options={{ tabs: ['user', 'group'] }} />
                </>
              )}
            </main>
          </MemberDialogsProvider>
        </PickerSourcesContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
  if (bench) window.benchPlainList = plainList;
  document.body.dataset.ready = 'true';
}

start().catch((error: unknown) => {
  document.getElementById('root')!.textContent = `Failed: ${String(error)}`;
});
