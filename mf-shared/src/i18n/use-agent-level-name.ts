import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context';

/**
 * The name of an agent level for the page's language: the site's renamed name (§7
 * /arks/web/agent-level-rename) or the translated "Level N". Read it in an observer component, so
 * the text changes when the names arrive.
 */
export function useAgentLevelName(): (level: number) => string {
  const { agentLevels, locale } = useStores();
  const { t } = useTranslation('common');
  return useCallback(
    (level: number) => agentLevels.nameOf(level, locale.locale) ?? t('agentLevel.fallback', { level }),
    [agentLevels, locale, t],
  );
}
