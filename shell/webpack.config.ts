import path from 'node:path';
import { createWebpackConfig } from '@casino/mf-shared/webpack';
import federation from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  federation,
  devPort: 3000,
  html: { template: path.join(__dirname, 'public/index.html'), title: 'Casino', favicon: path.join(__dirname, 'public/favicon.svg') },
});
