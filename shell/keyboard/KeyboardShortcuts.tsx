// The console's keyboard: Ctrl+K (Cmd+K) opens the command palette, the shortcuts of shortcuts.ts
// go to pages, focus the page's search box and open their help sheet. Keys typed into a field or
// inside an open dialog are left alone. The palette and the help sheet load when first opened.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallFn } from '../bootstrap/loaders.ts';
import { useVisibleMenu } from '../menu/useVisibleMenu.ts';
import { PAGE_ACTIONS } from './actionBoard.ts';
import { NO_KEYS, parseSequence, pressKey } from './sequence.ts';
import { isInModal, isPaletteChord, keyboardArrived, keyboardLeft, paletteKeyHeld } from './paletteKey.ts';
import { isTypingTarget, menuPaths, offeredShortcuts, pageSearchBox, type ShortcutCommand } from './shortcuts.ts';

const CommandPalette = lazy(() => import('../palette/CommandPalette.tsx'));
const ShortcutHelp = lazy(() => import('./ShortcutHelp.tsx'));

type Open = 'palette' | 'help' | undefined;

/** Keys that only modify the next one (Shift for '?'): they neither continue nor break a sequence. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'OS']);

export default function KeyboardShortcuts({ call }: { call: CallFn }) {
  const navigate = useNavigate();
  const { main, profile } = useVisibleMenu();
  const shortcuts = useMemo(() => offeredShortcuts(menuPaths([...main, ...profile])), [main, profile]);
  const [open, setOpen] = useState<Open>(() => (paletteKeyHeld() ? 'palette' : undefined));
  const openRef = useRef<Open>(undefined);
  // Where the focus was when the palette or the sheet opened: it goes back there once they have closed.
  const returnFocus = useRef<Element | null>(null);
  useEffect(() => {
    openRef.current = open;
    if (open !== undefined) return;
    const back = returnFocus.current;
    returnFocus.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  }, [open]);
  const show = useCallback((what: Open) => {
    if (openRef.current === undefined) returnFocus.current = document.activeElement;
    setOpen(what);
  }, []);

  useEffect(() => {
    const sequences = shortcuts.map((shortcut) => parseSequence(shortcut.keys));
    let state = NO_KEYS;
    /** Runs a shortcut's command; false when there is nothing to do (no search box), so that the key keeps its usual meaning. */
    const run = (command: ShortcutCommand): boolean => {
      if (command.kind === 'go') void navigate(command.path);
      else if (command.kind === 'help') show('help');
      else {
        const box = pageSearchBox(document.querySelector('main'));
        if (!box) return false;
        box.focus();
        box.select();
      }
      return true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || MODIFIERS.has(event.key)) return;
      const chord = event.ctrlKey || event.metaKey;
      if (isPaletteChord(event)) {
        // The same keys close the palette; over another dialog they do nothing.
        if (openRef.current !== 'palette' && isInModal(event.target)) return;
        event.preventDefault();
        show(openRef.current === 'palette' ? undefined : 'palette');
        return;
      }
      if (chord || event.altKey || isTypingTarget(event.target) || isInModal(event.target)) {
        state = NO_KEYS;
        return;
      }
      const outcome = pressKey(state, event.key, Date.now(), sequences);
      state = outcome.state;
      if (outcome.matched !== undefined ? run(shortcuts[outcome.matched]!.command) : outcome.consumed) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcuts, navigate, show]);

  // A Ctrl+K the shell held while this chunk loaded opened the palette (the state's first value):
  // the focus goes back to where it was when the palette closes.
  useEffect(() => {
    if (keyboardArrived()) returnFocus.current = document.activeElement;
    return keyboardLeft;
  }, []);

  const close = () => setOpen(undefined);
  return (
    <Suspense fallback={null}>
      {open === 'palette' && <CommandPalette call={call} pageActions={PAGE_ACTIONS} onClose={close} onShowShortcuts={() => show('help')} />}
      {open === 'help' && <ShortcutHelp shortcuts={shortcuts} onClose={close} />}
    </Suspense>
  );
}
