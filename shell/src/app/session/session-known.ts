import { createContext, useContext } from 'react';

/**
 * Whether the page knows the member session yet (docs/ssr.md). The server never does (the token
 * stays in the browser's storage), and a page the browser hydrates learns it only once the server's
 * markup is adopted: until then the account area is a same-size placeholder, for visitors and
 * members alike. A page the browser renders itself knows it from the start.
 */
export const SessionKnownContext = createContext(true);

/** True once the page knows who is there (always, outside a server render or a hydration). */
export function useSessionKnown(): boolean {
  return useContext(SessionKnownContext);
}
