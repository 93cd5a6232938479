import { join } from 'node:path';
import { describeLocaleFiles } from '@casino/mf-shared/testing';
import { FAQ_CATEGORIES } from '../features/faq/lib/faq-category';

describeLocaleFiles('home', __dirname, {
  sources: join(__dirname, '..'),
  // Telegram is a brand; Email is the word Vietnamese players use.
  sameAsEnglish: { 'footer.telegram': 'all', 'footer.email': ['vi_VN'] },
  // Built at run time from the API's category.
  keys: FAQ_CATEGORIES.map((category) => `faq.categories.${category}`),
});
