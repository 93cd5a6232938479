import { useEffect } from 'react';

/**
 * Ties each control to its message by id: aria-invalid and aria-describedby on the element with
 * that id. For the controls that are not FormFields (the birthday choices, the agreement box):
 * antd-mobile's Checkbox puts aria props on its label, not on the input; this reaches the input.
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
