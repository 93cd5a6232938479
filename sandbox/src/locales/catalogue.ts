import type { MessageKey } from '../http/message-table';
import type { PageTextKey } from '../game-pages/page-text-table';
import type { RuleKey } from '../register/rule-message-table';

/**
 * The sandbox's texts in one of the eight languages the original product did not ship (zh_TW,
 * ko_KR, ja_JP, th_TH, hi_IN, my_MM, ta_IN, bn_BD): one file per language, as the clients keep
 * theirs, with the terms of docs/glossary/<lang>.md. Messages, rule texts and page texts by key
 * (the compiler refuses a file without one of them); seeded content by its English text.
 */
export interface SandboxCatalogue {
  /** Envelope messages (src/http/*-messages.ts), `{placeholders}` as in en_US. */
  messages: Record<MessageKey, string>;
  /** Register rule texts (src/register/rule-messages.ts). */
  rules: Record<RuleKey, string>;
  /** The game, sport and payment pages (src/game-pages/page-texts.ts). */
  pages: Record<PageTextKey, string>;
  /** Seeded content players read (banners, marquee, bulletins, promotions, FAQ, game names…), by its en_US text. */
  content: Record<string, string>;
}
