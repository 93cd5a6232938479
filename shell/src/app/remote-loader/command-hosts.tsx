import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect } from 'react';
import { useStores } from '@casino/mf-shared';
import { siteHosts, type SiteHost } from '@casino/contracts';
import { RemoteView } from './remote-view';
import type { Command, CommandFacade } from './command-facade';
import { HostFailure } from './host-failure';

export const CommandFacadeContext = createContext<CommandFacade | null>(null);

const IDLE_MOUNT_MS = 1500;

/**
 * Mounts the site-wide hosts of the contracts (siteHosts): a command host when its command is
 * first sent, or when the browser is idle; a member host while a real member is logged in. A host
 * that fails to load or throws is said in a message of its own, with a retry: the rest of the page
 * goes on, and the next command tries the load again.
 */
export const CommandHosts = observer(function CommandHosts() {
  const facade = useContext(CommandFacadeContext);
  const { session } = useStores();
  useEffect(() => {
    if (!facade) return;
    const idle = setTimeout(() => facade.mountAll(), IDLE_MOUNT_MS);
    return () => clearTimeout(idle);
  }, [facade]);
  if (!facade) return null;
  const member = session.isLoggedIn && !session.isDemo;
  // Member hosts load once a member is there; command hosts at their first command (or when idle).
  const mounted = (host: SiteHost) =>
    host.audience === 'member' ? member : host.commands.some((command) => facade.requested.has(command as Command));
  const hosts = siteHosts.filter(mounted);
  return (
    <>
      {hosts.map((host) => (
        <RemoteView
          key={host.id}
          id={host.id}
          props={{}}
          quiet
          attempt={facade.attempts.get(host.id) ?? 0}
          onStatus={(status) => (status === 'ready' ? facade.hostReady(host.id) : facade.hostFailed(host.id))}
        />
      ))}
      {hosts
        .filter((host) => facade.showsFailure(host.id))
        .map((host) => (
          <HostFailure key={host.id} host={host.id} facade={facade} />
        ))}
    </>
  );
});
