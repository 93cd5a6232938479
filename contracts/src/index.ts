// The public surface of @casino/contracts: wire shapes, paths, codes, the response envelope and
// the small pure helpers over them. No browser, DOM, React, MobX or Node-only import (lint).
export * from './remotes';
export * from './boot';
export * from './bus-events';
export * from './game-launch';
export * from './auth';
export * from './account';
export * from './member';
export * from './site-hosts';
export * from './locales';
// Pure locale path helpers, for the browser (through mf-shared's re-exports) and the servers alike.
export * from './locale-routing';
export * from './first-data';
export * from './cookies';
export * from './layout';
// The API envelope every call answers with (the request client, the sandbox and the shell server).
export { isEnvelope, isSuccessCode, type Envelope } from './envelope';
export * from './games';
export * from './member-profile';
export * from './member-money';
export * from './member-wallet';
export * from './member-signin';
export * from './currencies';
export * from './agent-access';
export * from './agent-transfer';
export * from './agent-reports';
export * from './limits';
export * from './money';
export { sortBySortDesc } from './sort-by-sort';
// Record date ranges and paging on the site's clock (the record lists and the sandbox alike).
export * from './date-range';
// Money amounts typed by the member (deposit, withdrawal, fast payment, transfers).
export type { FormMessage } from './rules/form-message';
export {
  checkAmount,
  amountMessage,
  withdrawPasswordMessage,
  checkAmountAndPassword,
  type AmountCheck,
  type AmountLimits,
  type AmountSetting,
  type AmountAndPasswordCheck,
} from './rules/amount-rules';
// Real-user monitoring: the metric names the shell server keeps and the canary watcher reads.
export * from './rum';
