import { defineFederation } from '@casino/mf-shared/webpack';

/** mf_home's contract: see RemoteModules['mf_home'] in @casino/contracts. */
export default defineFederation({
  name: 'mf_home',
  exposes: {
    './HomePage': './src/expose/home-page.tsx',
    './DiscountPage': './src/expose/discount-page.tsx',
    './FaqPage': './src/expose/faq-page.tsx',
    './SponsorPage': './src/expose/sponsor-page.tsx',
    './AppPage': './src/expose/app-page.tsx',
  },
});
