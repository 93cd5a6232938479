import { defineFederation } from '@casino/mf-shared/webpack';

/** mf_member's contract: see RemoteModules['mf_member'] in @casino/contracts. */
export default defineFederation({
  name: 'mf_member',
  exposes: {
    './UserCenterPage': './src/expose/user-center-page.tsx',
    './DepositPage': './src/expose/deposit-page.tsx',
    './FastPaymentPage': './src/expose/fast-payment-page.tsx',
    './MemberHost': './src/expose/member-host.tsx',
  },
});
