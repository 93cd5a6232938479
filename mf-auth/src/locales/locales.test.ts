import { join } from 'node:path';
import { describeLocaleFiles } from '@casino/mf-shared/testing';
import en from './en_US.json';
import vi from './vi_VN.json';
import zh from './zh_CN.json';

// The keys built at run time (register rules, §8 codes) are checked in features/register/lib/register-messages.test.ts.
describeLocaleFiles('auth', { en_US: en, zh_CN: zh, vi_VN: vi }, { sources: join(__dirname, '..') });
