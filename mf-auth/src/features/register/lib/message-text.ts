import type { Message } from './register-messages';

type Translate = (key: string, options: { defaultValue: string }) => string;

/** A message as the member reads it: the key translated (the server's text when this page lacks the key), or the text itself. */
export function messageText(t: Translate, message: Message | null | undefined): string | undefined {
  if (!message) return undefined;
  return 'text' in message ? message.text : t(message.key, { defaultValue: message.fallback ?? message.key });
}
