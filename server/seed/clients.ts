/**
 * The client settings seeded for client "1" (the console's default client). Sections follow the
 * spec: each is a list of entries with key and sectionKey. (The OAuth client row of the same table
 * is the platform's: server/auth/clients.ts.)
 */

export interface SettingEntry {
  key: string;
  sectionKey: string;
  value: unknown;
}

export interface ClientConfig {
  access: SettingEntry[];
  branding: SettingEntry[];
  customization: SettingEntry[];
  helpdesk: SettingEntry[];
  dashboardAccess: SettingEntry[];
}

const entries = (sectionKey: string, values: Record<string, unknown>): SettingEntry[] =>
  Object.entries(values).map(([key, value]) => ({ key, sectionKey, value }));

/** The default settings of a client; also what "restore defaults" goes back to. */
export function defaultClientConfig(): ClientConfig {
  return {
    access: entries('access', {
      // Which powers open which area's pages, as the settings screen shows it: the navigation
      // rights and the menu follow them (server/identity/navigation.ts, ACCESS_AREA_PAGES). They
      // are the fixed table's defaults; the REST routes authorize by the powers alone.
      users: ['domainAdmin'],
      groups: ['domainAdmin'],
      entities: ['domainAdmin'],
      roles: ['domainAdmin', 'roleAdmin'],
      resources: ['domainAdmin', 'resourceAdmin'],
      sod: ['domainAdmin', 'sodAdmin'],
      teams: ['teamManager', 'domainAdmin'],
      configuration: ['domainAdmin'],
      orgchart: ['everyone'],
    }),
    branding: entries('branding', {
      title: {
        en: 'Identity Console', de: 'Identitätskonsole', fr: "Console d'identité", es: 'Consola de identidades', it: 'Console delle identità',
        'pt-BR': 'Console de identidades', ar: 'وحدة تحكم الهوية', he: 'מסוף הזהויות', link: 'https://www.example.com/',
      },
      image: 'default',
      enableFooter: true,
      // Link names per locale, as the title: the footer shows the user's language.
      footerLink: [
        {
          name: {
            en: 'Privacy', de: 'Datenschutz', fr: 'Confidentialité', es: 'Privacidad', it: 'Privacy', 'pt-BR': 'Privacidade', nl: 'Privacy',
            ja: 'プライバシー', 'zh-CN': '隐私', 'zh-TW': '隱私權', ar: 'الخصوصية', he: 'פרטיות', fa: 'حریم خصوصی',
          },
          link: 'https://www.example.com/privacy',
        },
        {
          name: {
            en: 'Terms of use', de: 'Nutzungsbedingungen', fr: "Conditions d'utilisation", es: 'Condiciones de uso', it: "Condizioni d'uso",
            'pt-BR': 'Termos de uso', nl: 'Gebruiksvoorwaarden', ja: '利用規約', 'zh-CN': '使用条款', 'zh-TW': '使用條款', ar: 'شروط الاستخدام',
            he: 'תנאי שימוש', fa: 'شرایط استفاده',
          },
          link: 'https://www.example.com/terms',
        },
      ],
      contactInfo: {
        en: 'IT Service Desk, extension 4357', de: 'IT-Service-Desk, Durchwahl 4357', fr: 'Service Desk informatique, poste 4357',
        es: 'Centro de servicio de TI, extensión 4357', it: 'Service desk IT, interno 4357', 'pt-BR': 'Central de serviços de TI, ramal 4357',
        nl: 'IT-servicedesk, toestel 4357', ja: 'IT サービスデスク（内線 4357）', 'zh-CN': 'IT 服务台，分机 4357', 'zh-TW': 'IT 服務台，分機 4357',
        ar: 'مكتب خدمة تقنية المعلومات، تحويلة 4357', he: 'מוקד השירות של מערכות המידע, שלוחה 4357', fa: 'میز خدمت فناوری اطلاعات، داخلی ۴۳۵۷',
      },
    }),
    customization: entries('customization', {
      messageTime: 5000,
      searchLookup: 'FirstName,LastName,Email,TelephoneNumber',
      maxLimitUserSearch: 300,
      defaultRowsPerPage: 10,
      optionsRowsPerPage: '5,10,25,50',
      newRequestDefaultSortByOption: 'closestMatch',
      // The permission types users may search for a request.
      viewPermission: [{ key: 'role', value: true }, { key: 'resource', value: true }, { key: 'prd', value: true }],
      hideProfilePhoto: false,
    }),
    helpdesk: entries('helpdesk', {
      showInfooter: true,
      showInMenu: true,
      helpdeskName: 'IT Service Desk',
      emailAddress: 'servicedesk@example.com',
      contactNumber: '+1 801 555 4357',
    }),
    dashboardAccess: entries('dashboardAccess', {
      globalDashboard: ['domainAdmin'],
      // Who may arrange their own dashboard's cards (administrators always may).
      editDashboard: ['everyone'],
      // Who sees each dashboard card, by the card's id.
      widgets: { tasks: ['everyone'], requests: ['everyone'], access: ['everyone'], recentRequests: ['everyone'], featured: ['everyone'] },
      // The page #/default and a refused page lead to: "dashboard" or "landing".
      areaDefault: 'dashboard',
    }),
  };
}

/** The settings client rows seeded into the clients table. */
export const CLIENT_ROWS: ReadonlyArray<{ id: string; name: string; config: () => unknown }> = [
  { id: '1', name: 'Default client', config: defaultClientConfig },
];
