// What the shell's component tests share: an i18n instance with the real English texts, an msw
// server with the sandbox's answers to the start calls, and a test API client talking to it.
import type { ReactNode } from 'react';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import english from '../../public/locales/en.json';
import { createTestClient, TEST_BASE, testContext } from '../../api/testing/testClient.ts';
import type { ShellData } from '../bootstrap/types.ts';
import { FeedbackProvider } from '../feedback/FeedbackProvider.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { ThemeRoot } from '../i18n/ThemeRoot.tsx';
import { ShellContext, type ShellState } from '../ShellContext.tsx';
import { PickerSourcesContext } from '../../widgets/picker/sources/context.ts';
import { DECLARED_PICKER_SOURCES } from '../pickerSources.ts';

export { TEST_BASE, testContext };

// findBy* and waitFor wait up to 5 s, as in the widget tests: the shell's menus and dialogs are lazy
// chunks, which take more than the default second to arrive on two loaded cores.
configure({ asyncUtilTimeout: 5000 });

export function englishI18n() {
  const i18n = createI18n();
  i18n.addResourceBundle('en', 'translation', english);
  return i18n;
}

export const REST = `${TEST_BASE}/rest`;

export const menuAnswer = {
  menuItems: [
    { mapName: 'dashboard', menuName: 'Dashboard', menuOrder: 1, context: '#/dashboard', subMenuList: [] },
    { mapName: 'tasks', menuName: 'Tasks', menuOrder: 2, context: '#/tasks', subMenuList: [] },
    {
      mapName: 'access', menuName: 'Access', menuOrder: 3, context: '',
      subMenuList: [
        { mapName: 'requests', menuName: 'Requests', menuOrder: 1, context: '#/requests', subMenuList: [] },
        { mapName: 'history', menuName: 'Request History', menuOrder: 2, context: '#/history', subMenuList: [] },
      ],
    },
    { mapName: 'users', menuName: 'Users', menuOrder: 4, context: '#/users', subMenuList: [] },
    { mapName: 'profileMenu', menuName: 'Profile', menuOrder: 5, context: '', subMenuList: [{ mapName: 'profile', menuName: 'My Profile', menuOrder: 1, context: '#/profile', subMenuList: [] }] },
  ],
};

export const clientAnswer = {
  clientId: '1',
  config: {
    branding: [
      { key: 'title', sectionKey: 'branding', value: { en: 'Test Console', de: 'Testkonsole', link: 'https://brand.example/' } },
      { key: 'enableFooter', sectionKey: 'branding', value: true },
      { key: 'footerLink', sectionKey: 'branding', value: [{ name: 'Privacy', link: 'https://brand.example/privacy' }] },
      { key: 'contactInfo', sectionKey: 'branding', value: { en: 'Call 4357' } },
    ],
    helpdesk: [
      { key: 'showInMenu', sectionKey: 'helpdesk', value: true },
      { key: 'showInfooter', sectionKey: 'helpdesk', value: true },
      { key: 'helpdeskName', sectionKey: 'helpdesk', value: 'IT Service Desk' },
      { key: 'emailAddress', sectionKey: 'helpdesk', value: 'desk@example.com' },
      { key: 'contactNumber', sectionKey: 'helpdesk', value: '+1 555 4357, +1 555 0000' },
    ],
    customization: [{ key: 'messageTime', sectionKey: 'customization', value: 5000 }],
  },
};

/** The sandbox's answers to the start calls, for the signed-in user Ada Admin. */
export function startHandlers(overrides: { rights?: Record<string, unknown> } = {}) {
  return [
    http.get(`${REST}/access/supportedlocales`, () => HttpResponse.json({ supportedLocales: [{ locale: 'en' }, { locale: 'de' }, { locale: 'ar' }] })),
    http.get(`${REST}/access/supportedlocales/userlocale`, () => HttpResponse.json('en')),
    http.get(`${REST}/access/ulp/l10n/list`, () => HttpResponse.json({ locales: [{ localeKey: 'en', modifiedLocale: '' }] })),
    http.get(`${REST}/access/ulp/l10n`, () => HttpResponse.json({ locales: [{ localeKey: 'en', modifiedLocale: '' }], localeSet: { localeKey: 'en', userPreferredLocales: [] } })),
    http.post(`${REST}/access/ulp/l10n/listLocales`, async ({ request }) => HttpResponse.json(await request.json(), { status: 201 })),
    http.get(`${REST}/admin/display/settings/general`, () => HttpResponse.json({ defaultRowsPerPage: 10 })),
    http.post(`${REST}/access/info/user/navigationmenu`, () => HttpResponse.json(menuAnswer)),
    http.get(`${REST}/access/info/user/rights`, () => HttpResponse.json({ clientId: '1', proxyFor: false, ...overrides.rights })),
    http.get(`${REST}/access/users/userDefaults`, () => HttpResponse.json({ dn: 'cn=ada', fullName: 'Ada Admin' })),
    http.get(`${REST}/access/config/clients/1`, () => HttpResponse.json(clientAnswer)),
    http.get(`${REST}/access/notifyService`, () => HttpResponse.json({ totalCount: 0, notificationsList: [] })),
    http.post(`${REST}/access/info/user/navigationrights`, () => HttpResponse.json({ navPageRights: [], areaDefault: 'dashboard', areaDefaultDisplayName: 'Dashboard' })),
  ];
}

export function testCall() {
  return createTestClient().call;
}

export function shellData(overrides: Partial<ShellData> = {}): ShellData {
  return {
    context: testContext,
    locale: 'en',
    supportedLocales: [{ locale: 'en' }, { locale: 'de' }, { locale: 'ar' }],
    menu: menuAnswer.menuItems,
    user: { dn: 'cn=ada', fullName: 'Ada Admin' },
    branding: { title: { en: 'Test Console' }, enableFooter: true },
    helpdesk: { showInMenu: true, showInfooter: false, helpdeskName: 'IT Service Desk' },
    proxyFor: false,
    clientId: '1',
    errors: [],
    ...overrides,
  };
}

export function shellState(overrides: Partial<ShellState> = {}): ShellState {
  const noop = () => undefined;
  return {
    data: shellData(),
    proxyApprovalRequired: false,
    setProxyApprovalRequired: noop,
    enterProxy: noop,
    exitProxy: noop,
    changeLocale: noop,
    openModal: noop,
    openHelp: noop,
    signOut: noop,
    ...overrides,
  };
}

/** Renders shell parts with translations, theme, a router at `route`, banners and a shell state. */
export function ShellTestFrame({ children, route = '/', state = shellState() }: { children: ReactNode; route?: string; state?: ShellState }) {
  return (
    <I18nextProvider i18n={englishI18n()}>
      <ThemeRoot direction="ltr">
        <MemoryRouter initialEntries={[route]}>
          <FeedbackProvider messageTime={5000}>
            <PickerSourcesContext.Provider value={DECLARED_PICKER_SOURCES}>
              <ShellContext.Provider value={state}>{children}</ShellContext.Provider>
            </PickerSourcesContext.Provider>
          </FeedbackProvider>
        </MemoryRouter>
      </ThemeRoot>
    </I18nextProvider>
  );
}
