import { useEffect, useRef } from 'react';

/**
 * The tracker's keyboard shortcut, on every page where the widget is mounted: Alt+Shift+T (Option+
 * Shift+T on a Mac) starts a timer when none runs and stops the running or paused one. Matched by
 * the physical key (`code`), since Option+Shift+T types `ˇ` on a Mac.
 */
export const TRACKER_SHORTCUT = {
  /** As shown to people. */
  label: 'Alt+Shift+T',
  /** As `aria-keyshortcuts` names it. */
  aria: 'Alt+Shift+T',
} as const;

/** Inputs that are buttons in all but name: typing cannot happen in them. */
const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether a key pressed with focus on `target` is typing: a text field, a select, or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  if (target.closest('textarea, select, [role="textbox"], [role="combobox"], [role="searchbox"]')) return true;
  const editable = target.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

/** Whether a key press is the tracker's shortcut (and not typing, a held-down repeat or one already handled). */
export function isTrackerShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.isComposing) return false;
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return false;
  if (event.code !== 'KeyT' && event.key.toLowerCase() !== 't') return false;
  return !isTypingTarget(event.target);
}

/** Calls `onShortcut` on each press of the tracker's shortcut anywhere in the page (outside text fields). */
export function useTrackerShortcut(onShortcut: () => void) {
  const latest = useRef(onShortcut);
  useEffect(() => {
    latest.current = onShortcut;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTrackerShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
