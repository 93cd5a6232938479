import { defineFederation } from '@casino/mf-shared/webpack';

/** The host: it exposes nothing and registers every remote at run time from the release manifest. */
export default defineFederation({ name: 'shell' });
