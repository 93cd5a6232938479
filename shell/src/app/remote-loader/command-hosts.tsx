import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect } from 'react';
import { RemoteView } from './remote-view';
import type { CommandFacade } from './command-facade';

export const CommandFacadeContext = createContext<CommandFacade | null>(null);

const IDLE_MOUNT_MS = 1500;

/** Mounts the hosts that serve bus commands (login modal, game launcher) when first asked, or when idle. */
export const CommandHosts = observer(function CommandHosts() {
  const facade = useContext(CommandFacadeContext);
  useEffect(() => {
    if (!facade) return;
    const idle = setTimeout(() => facade.mountAll(), IDLE_MOUNT_MS);
    return () => clearTimeout(idle);
  }, [facade]);
  if (!facade) return null;
  return (
    <>
      {facade.requested.has('auth:open') && <RemoteView id="mf_auth/AuthModalHost" props={{}} quiet />}
      {facade.requested.has('game:launch') && <RemoteView id="mf_games/GameLauncherHost" props={{}} quiet />}
    </>
  );
});
