import { join } from 'node:path';
import { describeLocaleFiles } from '../testing/locale-files';

describeLocaleFiles('common', join(__dirname, '..', '..', 'locales'), {
  // Japanese buttons say "OK" in Latin letters.
  sameAsEnglish: { 'ui.ok': ['ja_JP'] },
});
