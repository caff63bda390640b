import { useEffect, type RefObject } from 'react';

const TYPING_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'listbox', 'option', 'menuitem']);

/** True when a key press on `target` is typing (inputs, textareas, selects, editable content, open menus). */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return TYPING_ROLES.has(target.getAttribute('role') ?? '');
};

/** "/" anywhere on the page (not while typing) focuses the search box. */
export const useSearchShortcut = (inputRef: RefObject<HTMLInputElement | null>, enabled = true): void => {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      const input = inputRef.current;
      if (!input) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inputRef, enabled]);
};
