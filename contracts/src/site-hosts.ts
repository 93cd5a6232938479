import type { BusEvents } from './bus-events';
import type { RemoteModuleId } from './remotes';

/**
 * A module that reacts while none of its remote's pages is open: it serves bus commands
 * (login modal, launcher) or watches member data (red envelope, bank notice, letters badge).
 */
export interface SiteHost {
  id: RemoteModuleId;
  /** Commands it serves: the shell mounts it the first time one is sent and replays the command. */
  commands: readonly (keyof BusEvents)[];
  /** `member`: only while a real member is logged in (not in demo mode); `always`: for everyone. */
  audience: 'always' | 'member';
}

/** The site-wide hosts the shell mounts on demand (docs/remotes.md). */
export const siteHosts = [
  { id: 'mf_auth/AuthModalHost', commands: ['auth:open'], audience: 'always' },
  // game:before-quit too: /close after a redirect launch loads a fresh page, whose quit step must still run.
  { id: 'mf_games/GameLauncherHost', commands: ['game:launch', 'game:before-quit'], audience: 'always' },
  { id: 'mf_member/MemberHost', commands: [], audience: 'member' },
] as const satisfies readonly SiteHost[];

/** Every command some host serves. */
export type HostedCommand = (typeof siteHosts)[number]['commands'][number];
export const hostedCommands: readonly HostedCommand[] = siteHosts.flatMap((host) => host.commands as readonly HostedCommand[]);
