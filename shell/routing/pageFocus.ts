// What a route change does for someone who cannot see it: the document title names the new page,
// and focus moves to the page's heading once the (lazily loaded) screen draws it, so that a screen
// reader reads where they are and the keyboard starts at the page, not at the top of the header.

/** 'Users - Identity Console'; the product alone on a path no route knows. */
export function documentTitle(pageTitle: string | undefined, product: string): string {
  return pageTitle ? `${pageTitle} - ${product}` : product;
}

/**
 * Whether the user's focus should stay where it is: on an element inside the page that led here
 * (a tab), or somewhere they moved it since (a menu they opened, a field). Focus on nothing, on an
 * element that is gone, or still on the header's link that led here moves to the new page; focus in
 * an open dialog or menu stays.
 */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [aria-modal="true"]';

function focusStays(main: HTMLElement, activator: Element | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body || active === main || !active.isConnected) return false;
  // A dialog or menu open over the page keeps focus (a redirect must not pull it out from under the user).
  if (active.closest(OVERLAY)) return true;
  return active === activator ? main.contains(active) : true;
}

function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Focuses main's first heading as soon as it is there (the main region itself after `timeoutMs`
 * without one), unless the user's focus stays (focusStays). Returns a stop function.
 */
export function focusPageHeading(main: HTMLElement, timeoutMs = 3000): () => void {
  const activator = document.activeElement;
  const tryFocus = (): boolean => {
    if (focusStays(main, activator)) return true;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    focusElement(heading);
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    if (!focusStays(main, activator)) focusElement(main);
  }, timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/** The skip link's target: the page's heading, or the main region while there is none. */
export function focusMainContent(main: HTMLElement): void {
  focusElement(main.querySelector<HTMLElement>('h1') ?? main);
}
