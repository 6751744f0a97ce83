// The console's one polite live region: list results ('Showing 1 to 10 of 2,005 entries'), picker
// results and 'n selected' are read out by screen readers without moving focus. One region for the
// whole page (several would talk over each other); created on first use, visually hidden.

const REGION_ID = 'console-live-region';

function region(): HTMLElement {
  let element = document.getElementById(REGION_ID);
  if (!element) {
    element = document.createElement('div');
    element.id = REGION_ID;
    element.setAttribute('aria-live', 'polite');
    element.setAttribute('aria-atomic', 'true');
    Object.assign(element.style, { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: '0' });
    document.body.appendChild(element);
  }
  return element;
}

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Says a message politely. Messages in quick succession (a list that loads twice) end in the last
 * one only; the same text again is read again (it is cleared first).
 */
export function announce(message: string): void {
  if (typeof document === 'undefined') return;
  const element = region();
  clearTimeout(pending);
  element.textContent = '';
  pending = setTimeout(() => {
    element.textContent = message;
  }, 150);
}

/** What the live region says now (for tests). */
export function announced(): string {
  return typeof document === 'undefined' ? '' : (document.getElementById(REGION_ID)?.textContent ?? '');
}
