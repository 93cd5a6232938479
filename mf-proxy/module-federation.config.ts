import { defineFederation } from '@casino/mf-shared/webpack';

/** mf_proxy's contract: see RemoteModules['mf_proxy'] in @casino/contracts. */
export default defineFederation({
  name: 'mf_proxy',
  exposes: {
    './ProxyPage': './src/expose/proxy-page.tsx',
  },
});
