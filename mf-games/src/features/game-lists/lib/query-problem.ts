import type { ProviderQueryResult } from './provider-query';

type Problem = Extract<ProviderQueryResult, { ok: false }>['problem'];

/** What a list page says about a query it cannot show (literal keys, so the locale test sees them). */
export function queryProblemText(t: (key: string) => string, problem: Problem): string {
  switch (problem) {
    case 'no-provider':
      return t('slots.noProvider');
    case 'bad-provider':
      return t('slots.badProvider');
    case 'bad-type':
      return t('slots.badType');
  }
}
