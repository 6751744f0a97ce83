// A route whose area manifest entry names a screen file: the generic renderer, given the
// shell's API client, banners, live topics, signed-in user (and the proxied user in proxy mode) and global settings, and the registries of the
// screen's area (loaded with the screen: routeScreens.ts).
import { useMemo } from 'react';
import { call } from '../../api/index.ts';
import { ScreenEnvironmentContext, type ScreenEnvironment } from '../../widgets/environment.tsx';
import { ScreenRenderer } from '../../renderer/ScreenRenderer.tsx';
import type { RendererRegistries } from '../../renderer/core/registries.ts';
import type { ScreenDefinition } from '../../schemas/types/screen.ts';
import { useFeedback } from '../feedback/FeedbackProvider.tsx';
import { useShell } from '../ShellContext.tsx';
import { permissionTypes } from '../bootstrap/normalize.ts';
import { liveHub } from '../live/hub.ts';
import { PAGE_ACTIONS } from '../keyboard/actionBoard.ts';
import { MemberDialogsProvider } from './memberDialogs.ts';

/** '5,10,25,50' (the setting optionsRowsPerPage) as numbers; undefined when it is not that. */
export function pageSizeOptions(setting: string | undefined): number[] | undefined {
  const sizes = (setting ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 300);
  return sizes.length > 0 ? sizes : undefined;
}

/** 'FirstName, LastName' (the setting searchLookup) as attribute keys; undefined when it names none. */
export function attributeKeys(setting: string | undefined): string[] | undefined {
  const keys = (setting ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  return keys.length > 0 ? keys : undefined;
}

export default function RenderedScreen({ definition, registries }: { definition: ScreenDefinition; registries: RendererRegistries }) {
  const { data, proxiedUser } = useShell();
  const feedback = useFeedback();
  const environment = useMemo<ScreenEnvironment>(
    () => ({
      call,
      notify: (f) => feedback.showGlobal(f),
      // In proxy mode the screens bind the proxied user (proxyUser) to the calls that act for them.
      user: { dn: data.user?.dn, fullName: data.user?.fullName, clientId: data.clientId, proxyUser: proxiedUser?.dn, isAdmin: data.userRights?.isAdmin === true },
      settings: {
        defaultRowsPerPage: data.displaySettings?.defaultRowsPerPage,
        optionsRowsPerPage: pageSizeOptions(data.displaySettings?.optionsRowsPerPage),
        newRequestDefaultSortByOption: data.displaySettings?.newRequestDefaultSortByOption ?? data.custom?.newRequestDefaultSortByOption,
        requestPermissionTypes: permissionTypes(data.custom?.viewPermission),
        searchLookup: attributeKeys(data.custom?.searchLookup),
      },
      locale: data.locale,
      live: liveHub,
      pageActions: PAGE_ACTIONS,
    }),
    [feedback, data, proxiedUser],
  );
  return (
    <ScreenEnvironmentContext.Provider value={environment}>
      {/* Every area's member dialogs, for the pickers of any screen (a role's picker opens a group's). */}
      <MemberDialogsProvider>
        <ScreenRenderer definition={definition} registries={registries} />
      </MemberDialogsProvider>
    </ScreenEnvironmentContext.Provider>
  );
}
