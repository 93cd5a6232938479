import { isOriginalLang, type Lang } from '../http/lang';
import { CATALOGUES } from '../locales';
import { RULE_MESSAGES, type RuleKey } from './rule-message-table';

export { RULE_KEYS, type RuleKey } from './rule-message-table';

const isRuleKey = (key: string): key is RuleKey => key in RULE_MESSAGES;

/** The text of a rule key (`register.errors.account_length`), or the key itself for a rule added later. */
export function ruleMessage(key: string, lang: Lang): string {
  const rule = key.replace(/^register\.errors\./, '');
  if (!isRuleKey(rule)) return key;
  return isOriginalLang(lang) ? RULE_MESSAGES[rule][lang] : CATALOGUES[lang].rules[rule];
}
