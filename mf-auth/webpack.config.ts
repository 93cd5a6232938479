import { createWebpackConfig } from '@casino/mf-shared/webpack';
import federation from './module-federation.config';

export default createWebpackConfig({ dir: __dirname, federation, devPort: 3002 });
