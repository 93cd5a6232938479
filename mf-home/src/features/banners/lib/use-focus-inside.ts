import { useState, type FocusEvent } from 'react';

/**
 * Whether focus is anywhere inside an element (a slide or a dot of a carousel), with the focus and
 * blur handlers to put on it: a carousel holds still while the keyboard is inside (WCAG 2.2.2).
 */
export function useFocusInside() {
  const [focusInside, setFocusInside] = useState(false);
  const handlers = {
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
    },
  };
  return [focusInside, handlers] as const;
}
