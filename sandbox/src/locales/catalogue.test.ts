import { ADDED_LANGUAGES, type Lang } from '../http/lang';
import { MESSAGE_KEYS, messageTemplate } from '../http/messages';
import { PAGE_TEXT_KEYS, pageTemplate } from '../game-pages/page-texts';
import { RULE_KEYS, ruleMessage } from '../register/rule-messages';
import { testSandbox } from '../testing';
import { CATALOGUES, localized } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((match) => match[0].replace(/>.*$/, '').split(/\s/)[0]);
/** Nothing a language writes differently: placeholders, digits, signs and punctuation only. */
const nothingToTranslate = (text: string) => !/\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

const added = [...ADDED_LANGUAGES];

/**
 * Seeded texts that stay as they are in some languages: brand and bank names players know in
 * Latin letters, a messenger's name, a currency code. Reviewed; anything else must be translated.
 */
const SAME_AS_ENGLISH: Record<string, readonly Lang[] | 'all'> = {
  Telegram: ['zh_TW', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
  'USDT (TRC20)': 'all',
  'Bank of America': ['th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
  'JPMorgan Chase': ['th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
  Citibank: ['th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
  Vietcombank: ['ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
  Techcombank: ['ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
  BIDV: ['ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
};
const mayStayEnglish = (text: string, lang: Lang) => {
  const allowed = SAME_AS_ENGLISH[text];
  return allowed === 'all' || (allowed?.includes(lang) ?? false);
};

/** What is wrong with one text against its English source (none when it is a good translation). */
function problems(where: string, english: string, text: string | undefined, lang: Lang): string[] {
  if (text === undefined || text.trim() === '') return [`${where}: no ${lang} text`];
  const found: string[] = [];
  if (placeholders(text).join() !== placeholders(english).join()) found.push(`${where}: ${lang} placeholders ${placeholders(text).join()}`);
  if (tags(text).join() !== tags(english).join()) found.push(`${where}: ${lang} markup ${tags(text).join()}`);
  if (text === english && !nothingToTranslate(text) && !mayStayEnglish(english, lang)) found.push(`${where}: ${lang} still in English`);
  return found;
}

describe('the sandbox speaks every interface language', () => {
  it.each(added)('%s: every envelope message, with the placeholders of en_US', (lang) => {
    const found = MESSAGE_KEYS.flatMap((key) =>
      problems(`messages.${key}`, messageTemplate(key, 'en_US'), messageTemplate(key, lang), lang),
    );
    expect(found).toEqual([]);
    expect(Object.keys(CATALOGUES[lang].messages).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it.each(added)('%s: every register rule text', (lang) => {
    const found = RULE_KEYS.flatMap((key) => problems(`rules.${key}`, ruleMessage(key, 'en_US'), ruleMessage(key, lang), lang));
    expect(found).toEqual([]);
    expect(Object.keys(CATALOGUES[lang].rules).sort()).toEqual([...RULE_KEYS].sort());
  });

  it.each(added)('%s: every text of the game, sport and payment pages', (lang) => {
    const found = PAGE_TEXT_KEYS.flatMap((key) => problems(`pages.${key}`, pageTemplate(key, 'en_US'), pageTemplate(key, lang), lang));
    expect(found).toEqual([]);
    expect(Object.keys(CATALOGUES[lang].pages).sort()).toEqual([...PAGE_TEXT_KEYS].sort());
  });

  it.each(added)('%s: every seeded text, its placeholders and markup as in English', (lang) => {
    const found = Object.entries(CATALOGUES[lang].content).flatMap(([english, text]) =>
      problems(`content "${english}"`, english, text, lang),
    );
    expect(found).toEqual([]);
    // Every catalogue names the same texts.
    expect(Object.keys(CATALOGUES[lang].content).sort()).toEqual(Object.keys(CATALOGUES.zh_TW.content).sort());
  });

  it('seeds a whole database without a text missing in any language', async () => {
    // localized() throws, naming the language and the text, when a catalogue lacks a seeded text.
    const app = testSandbox();
    await app.ready();
    await app.close();
  });

  it('refuses a seeded text a catalogue lacks, naming the file', () => {
    expect(() => localized('A text no catalogue has', '没有', 'Không có')).toThrow(
      'src/locales/zh-tw.ts has no content text for "A text no catalogue has"',
    );
  });
});
