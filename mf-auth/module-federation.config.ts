import { defineFederation } from '@casino/mf-shared/webpack';

/** mf_auth's contract: see RemoteModules['mf_auth'] in @casino/contracts. */
export default defineFederation({
  name: 'mf_auth',
  exposes: {
    './AuthModalHost': './src/expose/auth-modal-host.tsx',
  },
});
