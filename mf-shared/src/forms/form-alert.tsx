import { useTranslation } from 'react-i18next';
import type { FormMessage } from '@casino/contracts';
import './form-field.css';

export type { FormMessage };

type Translate = (key: string, options: Record<string, unknown>) => string;

/** The text a user reads: the key translated (its fallback, or the key, when the page lacks it), or the text itself. */
export function formMessageText(t: Translate, message: FormMessage | null | undefined): string | undefined {
  if (!message) return undefined;
  if ('text' in message) return message.text;
  return t(message.key, { ...message.values, defaultValue: message.fallback ?? message.key });
}

/** A form's own failure, above its submit button, announced as it appears; nothing when there is none. */
export function FormAlert({ ns, message }: { ns: string; message: FormMessage | null | undefined }) {
  const { t } = useTranslation(ns);
  const text = formMessageText(t, message);
  if (!text) return null;
  return (
    <div role="alert" className="form-alert">
      {text}
    </div>
  );
}
