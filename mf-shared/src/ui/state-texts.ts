import type { StateTexts } from './list-state';
import type { TFunction } from 'i18next';

/** The state texts of one list or page of a remote's namespace, by key prefix: `<prefix>.loading`, `.failed`, `.empty`, `.notFound`. */
export function stateTexts(t: TFunction, prefix: string): StateTexts {
  const text = (name: string) => {
    const key = `${prefix}.${name}`;
    return t(key, { defaultValue: '' }) || undefined;
  };
  return { loading: text('loading'), failed: text('failed'), empty: text('empty'), notFound: text('notFound') };
}
