import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { localized } from '../bootstrap/normalize.ts';
import { useShell } from '../ShellContext.tsx';
import { documentTitle, focusPageHeading } from './pageFocus.ts';
import { findRoute } from './routeTable.ts';

/**
 * The document title follows the route; after a route change (not on the first load, where focus
 * stays where the browser puts it) focus goes to the new page's heading.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>) {
  const { t, i18n } = useTranslation();
  const { data } = useShell();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const title = documentTitle(route ? t(route.titleKey) : undefined, localized(data.branding?.title, i18n.language) ?? t('shell.header.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return main.current ? focusPageHeading(main.current) : undefined;
  }, [pathname, main]);
}
