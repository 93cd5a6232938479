import { join } from 'node:path';
import { describeLocaleFiles } from '@casino/mf-shared/testing';
import en from './en_US.json';
import vi from './vi_VN.json';
import zh from './zh_CN.json';
import { FAQ_CATEGORIES } from '../features/faq/lib/faq-category';

describeLocaleFiles(
  'home',
  { en_US: en, zh_CN: zh, vi_VN: vi },
  {
    sources: join(__dirname, '..'),
    // Built at run time from the API's category.
    keys: FAQ_CATEGORIES.map((category) => `faq.categories.${category}`),
  },
);
