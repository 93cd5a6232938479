import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rangeProblemKey, type Locale } from '@casino/contracts';
import { createI18n, loadNamespace } from '../i18n/create-i18n';

const loadCommon = async (locale: Locale) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** "At most N days" through i18next's plural rules: Hindi counts 0 as one, Tamil does not, Japanese has one form. */
const EXPECTED: Partial<Record<Locale, [string, string, string, string]>> = {
  en_US: [
    'Choose a period of at most 0 days.',
    'Choose a period of at most 1 day.',
    'Choose a period of at most 2 days.',
    'Choose a period of at most 5 days.',
  ],
  hi_IN: [
    'अधिकतम 0 दिन की अवधि चुनें।',
    'अधिकतम 1 दिन की अवधि चुनें।',
    'अधिकतम 2 दिनों की अवधि चुनें।',
    'अधिकतम 5 दिनों की अवधि चुनें।',
  ],
  ta_IN: [
    'அதிகபட்சம் 0 நாட்கள் கொண்ட காலத்தைத் தேர்ந்தெடுக்கவும்.',
    'அதிகபட்சம் 1 நாள் கொண்ட காலத்தைத் தேர்ந்தெடுக்கவும்.',
    'அதிகபட்சம் 2 நாட்கள் கொண்ட காலத்தைத் தேர்ந்தெடுக்கவும்.',
    'அதிகபட்சம் 5 நாட்கள் கொண்ட காலத்தைத் தேர்ந்தெடுக்கவும்.',
  ],
  ja_JP: ['期間は最大0日までです。', '期間は最大1日までです。', '期間は最大2日までです。', '期間は最大5日までです。'],
};

describe.each(Object.entries(EXPECTED))('the too-long period message in %s', (locale, expected) => {
  it('counts 0, 1, 2 and 5 days in the forms of the language', async () => {
    const i18n = await createI18n(locale as Locale);
    await loadNamespace(i18n, 'common', loadCommon);
    expect([0, 1, 2, 5].map((count) => i18n.t(rangeProblemKey('tooLong'), { count }))).toEqual(expected);
  });
});
