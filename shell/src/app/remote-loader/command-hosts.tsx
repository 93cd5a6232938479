import { useEffect, useState } from 'react';
import { useStores, type BusEvents } from '@casino/mf-shared';
import { RemoteView } from './remote-view';

type Command = 'auth:open' | 'game:launch';

/**
 * Commands served by another remote (open the login modal, launch a game) must work before that
 * remote is loaded: the first command mounts the remote's host, and is replayed once the host
 * listens. Hosts also mount when the browser is idle, so later commands are instant.
 */
export function CommandHosts() {
  const { bus } = useStores();
  const [mounted, setMounted] = useState<Record<Command, boolean>>({ 'auth:open': false, 'game:launch': false });

  useEffect(() => {
    const pending: { [K in Command]?: BusEvents[K] } = {};
    const replay = <K extends Command>(event: K) => {
      const waiting = pending[event];
      if (waiting === undefined) return;
      if (bus.listenerCount(event) > 1) {
        delete pending[event];
        bus.emit(event, waiting);
      } else {
        setTimeout(() => replay(event), 100);
      }
    };
    const serve = <K extends Command>(event: K) =>
      bus.on(event, (payload) => {
        // The facade itself is one listener; more means the serving host is there.
        if (bus.listenerCount(event) > 1) return;
        pending[event] = payload as BusEvents[K] & BusEvents[Command] as never;
        setMounted((state) => (state[event] ? state : { ...state, [event]: true }));
        setTimeout(() => replay(event), 0);
      });
    const offs = [serve('auth:open'), serve('game:launch')];
    const idle = setTimeout(() => setMounted({ 'auth:open': true, 'game:launch': true }), 1500);
    return () => {
      clearTimeout(idle);
      offs.forEach((off) => off());
    };
  }, [bus]);

  return (
    <>
      {mounted['auth:open'] && <RemoteView id="mf_auth/AuthModalHost" props={{}} quiet />}
      {mounted['game:launch'] && <RemoteView id="mf_games/GameLauncherHost" props={{}} quiet />}
    </>
  );
}
