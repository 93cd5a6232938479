import { join } from 'node:path';
import { describeLocaleFiles } from '@casino/mf-shared/testing';

describeLocaleFiles('proxy', __dirname, { sources: join(__dirname, '..') });
