import type { ReactElement } from 'react';
import { RemoteRoot } from '@casino/mf-shared';
import { renderRemote, type RenderRemoteOptions } from '@casino/mf-shared/testing';
import { NS, loadMessages } from '../app/namespace';

/** Renders a feature's component inside mf-proxy's RemoteRoot (its messages loaded), as a logged-in member by default. */
export function renderProxy(element: ReactElement, options: RenderRemoteOptions = {}) {
  return renderRemote(
    <RemoteRoot ns={NS} loader={loadMessages}>
      {element}
    </RemoteRoot>,
    { loggedIn: true, ...options },
  );
}
