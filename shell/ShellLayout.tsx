import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LazyAlert } from './feedback/LazyAlert.tsx';
import { LinkButton } from './ui/HeaderButton.tsx';
import Box from '@mui/material/Box';
import type { CallFn } from './bootstrap/loaders.ts';
import type { ShellData } from './bootstrap/types.ts';
import { ChildBanners, GlobalBanners } from './feedback/FeedbackProvider.tsx';
import { Header } from './header/Header.tsx';
import { HELP_POPUP_FEATURES, helpTopicFor, helpUrl } from './help/helpTopic.ts';
import { translationFileLocale } from './i18n/i18n.ts';
import { useVisibleMenu } from './menu/useVisibleMenu.ts';
import { readProxiedUser, storeProxiedUser, type ProxiedUser } from './proxy/proxyState.ts';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { usePageFocus } from './routing/PageFocus.tsx';
import { focusMainContent } from './routing/pageFocus.ts';
import { findRoute } from './routing/routeTable.ts';
import { holdPaletteKey } from './keyboard/paletteKey.ts';
import { preloadMenuWhenIdle } from './routing/idlePreload.ts';
import { signOut } from './session/signOut.ts';
import { ShellContext, useShell, type ShellModal, type ShellState } from './ShellContext.tsx';

export const TASKS_ROUTE = '/tasks';

// Modals load when first opened: they are not part of what the first screen needs.
const AboutModal = lazy(() => import('./help/AboutModal.tsx'));
const HelpDeskModal = lazy(() => import('./help/HelpDeskModal.tsx'));
const ProxyAsModal = lazy(() => import('./proxy/ProxyAsModal.tsx'));
// The idle watch draws nothing until the warning: it loads right after the first screen.
const IdleSession = lazy(() => import('./session/IdleSession.tsx'));
// So does the live feed (task badge, inbox and request history updates without a reload).
const LiveFeed = lazy(() => import('./live/LiveFeed.tsx'));
const ProxyStrip = lazy(() => import('./proxy/ProxyStrip.tsx'));
// The keyboard shortcuts and the command palette's key: nothing to draw until a key is pressed.
const KeyboardShortcuts = lazy(() => import('./keyboard/KeyboardShortcuts.tsx'));
// The footer sits below the first screen: it loads alongside it rather than before it.
const Footer = lazy(() => import('./footer/Footer.tsx'));

/**
 * Load failures of the start (menu, settings ...), stored by the bootstrap and shown here. Without
 * the header (no menu or settings) this is where the user can still sign out.
 */
function LoadErrors({ data, withSignOut }: { data: ShellData; withSignOut: boolean }) {
  const { t } = useTranslation();
  const { signOut } = useShell();
  if (data.errors.length === 0) return null;
  return (
    <LazyAlert
      severity="error"
      sx={{ mb: 2 }}
      action={
        withSignOut ? (
          <LinkButton type="button" onClick={signOut} style={{ color: 'inherit' }}>
            {t('shell.profile.signOut')}
          </LinkButton>
        ) : undefined
      }
    >
      {data.errors.map((error, index) => (
        <div key={`${error.step}-${index}`}>{t('shell.load.failed', { step: t(`shell.load.step.${error.step}`), message: error.message })}</div>
      ))}
    </LazyAlert>
  );
}

/** The first stop of the Tab key: past the header and its menu, straight to the page. */
function SkipLink({ main }: { main: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#"
      onClick={(event) => {
        // A hash link would be a route here: the link only moves focus.
        event.preventDefault();
        if (main.current) focusMainContent(main.current);
      }}
      sx={{ position: 'absolute', insetInlineStart: 8, top: -64, zIndex: 2000, p: 1, bgcolor: 'background.paper', color: 'primary.main', '&:focus': { top: 8 } }}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}

function Chrome({ call }: { call: CallFn }) {
  const { data, proxiedUser } = useShell();
  const { main, profile } = useVisibleMenu();
  const mainRef = useRef<HTMLElement>(null);
  usePageFocus(mainRef);
  // The location whose screen main shows: a route change is a transition, so the last screen stays
  // drawn until the next one is ready, and this says which of the two is there (browser tests wait for it).
  const { pathname, search } = useLocation();
  // The header stays hidden until the navigation menu and the client settings have loaded.
  const headerReady = data.menu !== undefined && data.branding !== undefined;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink main={mainRef} />
      {headerReady && <Header menu={main} profileEntries={profile} call={call} />}
      <Suspense fallback={null}>{proxiedUser && <ProxyStrip call={call} />}</Suspense>
      <Box component="main" ref={mainRef} data-location={pathname + search} sx={{ flexGrow: 1, p: { xs: 1.5, md: 3 }, '&:focus, & h1:focus': { outline: 'none' } }}>
        <GlobalBanners />
        <LoadErrors data={data} withSignOut={!headerReady} />
        <ChildBanners />
        <AppRoutes call={call} />
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}

export interface ShellLayoutProps {
  data: ShellData;
  call: CallFn;
  changeLocale(locale: string): void;
}

/** The loaded console: shell state and actions, header, routes, footer, modals, idle watch. */
export function ShellLayout({ data, call, changeLocale }: ShellLayoutProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [proxiedUser, setProxiedUser] = useState<ProxiedUser | undefined>(() => (data.proxyFor ? readProxiedUser() : undefined));
  const [modal, setModal] = useState<ShellModal>();
  // Set by whoever learns it; the proxy strip also asks the server itself (useProxyApproval).
  const [proxyApprovalRequired, setProxyApprovalRequired] = useState(false);

  const doSignOut = useCallback(() => signOut(data.context), [data.context]);
  // The menu's pages load their chunks once the start is over, when the browser is idle.
  useEffect(() => preloadMenuWhenIdle(data.menu ?? []), [data.menu]);
  // Ctrl+K pressed before the keyboard's chunk is in opens the palette once it is.
  useEffect(() => holdPaletteKey(), []);
  const shell = useMemo<ShellState>(
    () => ({
      data,
      proxiedUser,
      proxyApprovalRequired,
      setProxyApprovalRequired,
      enterProxy: (user) => {
        storeProxiedUser(user);
        setProxiedUser(user);
        void navigate(TASKS_ROUTE);
      },
      exitProxy: () => {
        storeProxiedUser(undefined);
        setProxyApprovalRequired(false);
        setProxiedUser(undefined);
        void navigate(TASKS_ROUTE);
      },
      changeLocale,
      openModal: setModal,
      openHelp: () => {
        const topic = helpTopicFor(pathname, findRoute(pathname)?.helpTopic);
        window.open(helpUrl(topic, translationFileLocale(i18n.language)), 'idm-help', HELP_POPUP_FEATURES);
      },
      signOut: doSignOut,
    }),
    [data, proxiedUser, proxyApprovalRequired, setProxyApprovalRequired, navigate, changeLocale, pathname, i18n.language, doSignOut],
  );

  const closeModal = () => setModal(undefined);
  return (
    <ShellContext.Provider value={shell}>
      <Chrome call={call} />
      <Suspense fallback={null}>
        {modal === 'about' && <AboutModal open onClose={closeModal} buildInfo={data.buildInfo} />}
        {modal === 'helpdesk' && <HelpDeskModal open onClose={closeModal} helpdesk={{ ...data.user?.helpdeskDetails, ...data.helpdesk }} />}
        {modal === 'proxyAs' && (
          <ProxyAsModal
            open
            call={call}
            onCancel={closeModal}
            onContinue={(user) => {
              closeModal();
              shell.enterProxy(user);
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        <IdleSession context={data.context} onSignOut={doSignOut} />
        <LiveFeed />
        <KeyboardShortcuts call={call} />
      </Suspense>
    </ShellContext.Provider>
  );
}
