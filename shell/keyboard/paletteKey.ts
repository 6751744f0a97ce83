// The command palette's key (Ctrl+K, Cmd+K on a Mac), and the hold that keeps it when it is pressed
// before the keyboard's chunk has come in: without the hold the key would be lost, or taken by the
// browser (Chromium focuses its address bar). This module is in the shell's first chunk, so it
// imports nothing else.

/** The key that opens the command palette with Ctrl (Cmd on a Mac). */
export const PALETTE_KEY = 'k';

/** Whether the key event is the palette's chord: Ctrl+K or Cmd+K, without Alt or Shift. */
export function isPaletteChord(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === PALETTE_KEY;
}

/** Whether `target` is inside an open modal dialog: the page's shortcuts wait until it closes. */
export function isInModal(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]') !== null;
}

let keyboardIn = false;
let heldPress = false;

/**
 * Listens for the palette's chord until the keyboard has come in (keyboardArrived): a press is kept
 * for it. Answers how to stop listening.
 */
export function holdPaletteKey(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (keyboardIn || event.defaultPrevented || !isPaletteChord(event) || isInModal(event.target)) return;
    event.preventDefault();
    heldPress = true;
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}

/** Whether the palette's key was pressed while the keyboard loaded (a read: keyboardArrived takes the press). */
export function paletteKeyHeld(): boolean {
  return heldPress;
}

/** The keyboard has come in and listens itself: answers whether the palette's key was pressed meanwhile. */
export function keyboardArrived(): boolean {
  keyboardIn = true;
  const pressed = heldPress;
  heldPress = false;
  return pressed;
}

/** The keyboard has gone (the shell unmounted): presses are held again until it comes back. */
export function keyboardLeft(): void {
  keyboardIn = false;
  heldPress = false;
}
