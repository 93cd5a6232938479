import { join } from 'node:path';
import { describeLocaleFiles } from '@casino/mf-shared/testing';

describeLocaleFiles('games', __dirname, {
  sources: join(__dirname, '..'),
  // "Hot" is the tag Vietnamese gaming sites use.
  sameAsEnglish: { 'hall.tags.hot': ['vi_VN'] },
});
