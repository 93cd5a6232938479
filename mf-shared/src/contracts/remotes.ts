import type { ComponentType } from 'react';

/** Props every routed page receives from the shell. Route params are read with the router hooks of @casino/mf-shared. */
export type PageProps = Record<string, never>;

/** Props of a host component: mounted once by the shell, serves bus commands (modals, launcher). */
export type HostProps = Record<string, never>;

/**
 * Every remote's exposed modules and their prop types. The shell loads remotes only through
 * these keys, and each remote has a test that its `exposes` list equals its entry here.
 */
export interface RemoteModules {
  mf_home: {
    './HomePage': PageProps;
    './DiscountPage': PageProps;
    './FaqPage': PageProps;
    './SponsorPage': PageProps;
    './AppPage': PageProps;
  };
  mf_auth: {
    './AuthModalHost': HostProps;
  };
  mf_games: {
    './GameHallPage': PageProps;
    './SlotGamePage': PageProps;
    './GameRoomPage': PageProps;
    './PlayPage': PageProps;
    './ClosePage': PageProps;
    './GameLauncherHost': HostProps;
  };
  mf_member: {
    './UserCenterPage': PageProps;
    './DepositPage': PageProps;
    './FastPaymentPage': PageProps;
    './MemberHost': HostProps;
  };
  mf_proxy: {
    './ProxyPage': PageProps;
  };
}

export type RemoteName = keyof RemoteModules;

/** A loadable module id such as `mf_home/HomePage`. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${Extract<keyof RemoteModules[R], string> extends `./${infer M}` ? M : never}`;
}[RemoteName];

/** The props of a remote module, from its id. */
export type RemoteModuleProps<Id extends RemoteModuleId> = Id extends `${infer R}/${infer M}`
  ? R extends RemoteName
    ? `./${M}` extends keyof RemoteModules[R]
      ? RemoteModules[R][`./${M}`]
      : never
    : never
  : never;

/** What a remote module must export: a default React component with the contract's props. */
export interface RemoteModuleExports<P> {
  default: ComponentType<P>;
}

/** Runtime list of the contract, for tests and for the shell's route table. */
export const remoteContract = {
  mf_home: { app: 'mf-home', exposes: ['./HomePage', './DiscountPage', './FaqPage', './SponsorPage', './AppPage'] },
  mf_auth: { app: 'mf-auth', exposes: ['./AuthModalHost'] },
  mf_games: {
    app: 'mf-games',
    exposes: ['./GameHallPage', './SlotGamePage', './GameRoomPage', './PlayPage', './ClosePage', './GameLauncherHost'],
  },
  mf_member: { app: 'mf-member', exposes: ['./UserCenterPage', './DepositPage', './FastPaymentPage', './MemberHost'] },
  mf_proxy: { app: 'mf-proxy', exposes: ['./ProxyPage'] },
} as const satisfies { [R in RemoteName]: { app: string; exposes: ReadonlyArray<keyof RemoteModules[R]> } };

export const remoteNames = Object.keys(remoteContract) as RemoteName[];
