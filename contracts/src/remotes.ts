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

/**
 * The props contracts an exposed module can implement, each with a version. The deploy gates
 * compare these between builds: a remote built against version 2 of `page` is refused by a live
 * shell that was built expecting version 1 (docs/deploy.md, "Promotion gates").
 *
 * Bump a contract's version when its props type (PageProps, HostProps above) changes in a way an
 * already-built consumer or implementer cannot handle: a prop added as required, removed, renamed
 * or retyped. An optional prop added in a backward-compatible way needs no bump. A version, not a
 * hash of the type's text, so that a comment or a reformatting does not refuse every release.
 */
export const propsContracts = { page: 1, host: 1 } as const;

export type PropsContractName = keyof typeof propsContracts;

/**
 * Which props contract each exposed module implements. Typed against RemoteModules, so a new or
 * renamed expose fails to compile until it names its contract here. The builds record these ids
 * (`page@1`) in casino-contract.json: a remote what it implements, the shell what it expects.
 */
export const exposeContracts = {
  mf_home: { './HomePage': 'page', './DiscountPage': 'page', './FaqPage': 'page', './SponsorPage': 'page', './AppPage': 'page' },
  mf_auth: { './AuthModalHost': 'host' },
  mf_games: {
    './GameHallPage': 'page',
    './SlotGamePage': 'page',
    './GameRoomPage': 'page',
    './PlayPage': 'page',
    './ClosePage': 'page',
    './GameLauncherHost': 'host',
  },
  mf_member: { './UserCenterPage': 'page', './DepositPage': 'page', './FastPaymentPage': 'page', './MemberHost': 'host' },
  mf_proxy: { './ProxyPage': 'page' },
} as const satisfies { [R in RemoteName]: { [K in keyof RemoteModules[R]]: PropsContractName } };

/** The id a build records for a contract: `page@1`. */
export function contractId(contract: PropsContractName): string {
  return `${contract}@${propsContracts[contract]}`;
}

/** The contract ids of a remote's exposes: `{ './HomePage': 'page@1', … }`. */
export function exposeContractIds(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exposeContracts[remote]).map(([expose, contract]) => [expose, contractId(contract as PropsContractName)]),
  );
}

/** The file each build writes into its dist: what it implements (remotes) or expects and provides (the shell). */
export const CONTRACT_RECORD_FILE = 'casino-contract.json';

/**
 * casino-contract.json, written into every build's dist: what the deploy gates compare before a
 * version goes live (docs/deploy.md, "Promotion gates"). A remote records the contract id of each
 * module it really exposes; the shell records what it expects of every remote and the version of
 * each shared singleton it provides (the copy the page runs, since the shell loads first).
 */
export interface ContractRecord {
  schema: 1;
  /** Federation name: shell, mf_home, … */
  name: string;
  kind: 'remote' | 'shell';
  /** The app's package.json version when it was built. */
  version: string;
  /** The version of @casino/mf-shared (the shared runtime) the build was made with; contracts are bundled into each build. */
  mfShared: string;
  /** Expose → contract id (`./HomePage` → `page@1`); `unknown` for a key the contracts do not list. */
  exposes: Record<string, string>;
  /** The shell: remote → expose → contract id it loads them as. Remotes load no remote: {}. */
  expects: Record<string, Record<string, string>>;
  /** The shell: share key → version of the copy it provides (react → 19.3.1). Remotes: {}. */
  provides: Record<string, string>;
}
