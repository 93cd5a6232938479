import { useEffect } from 'react';

/**
 * Ties each control to its message by id: aria-invalid and aria-describedby on the element whose
 * id is `${prefix}${field}`. antd-mobile's Input and Checkbox put aria props on their wrapper, not
 * on the input, so FormField cannot do it on mobile; this reaches the input itself on both layouts.
 */
export function useFieldAria(fields: readonly { id: string; errorId: string | null }[]): void {
  useEffect(() => {
    for (const { id, errorId } of fields) {
      const element = document.getElementById(id);
      if (!element) continue;
      element.setAttribute('aria-invalid', errorId ? 'true' : 'false');
      if (errorId) element.setAttribute('aria-describedby', errorId);
      else element.removeAttribute('aria-describedby');
    }
  });
}
