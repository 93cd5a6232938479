import { join } from 'node:path';
import { describeLocaleFiles } from '@casino/mf-shared/testing';

describeLocaleFiles('shell', __dirname, { sources: join(__dirname, '..') });
