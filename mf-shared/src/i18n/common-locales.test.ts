import { join } from 'node:path';
import { describeLocaleFiles } from '../testing/locale-files';

describeLocaleFiles('common', join(__dirname, '..', '..', 'locales'));
