import { LocaleLink, useSearchParams } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@casino/mf-shared/page-frame';
import { NS } from '../../../app/namespace';
import { chosenProvider, offeredProviders } from '../lib/provider-choice';
import { parseProviderQuery, type ProviderQuery } from '../lib/provider-query';
import { queryProblemText } from '../lib/query-problem';
import { useGameTypes } from '../lib/use-game-types';
import { useMemberGames } from '../lib/use-member-games';
import { ProviderGames } from './provider-games';
import { UnknownList } from './unknown-list';
import './game-lists.css';

/**
 * /slotgame?gt_id&gp_id&house: one provider's games on a page of their own (the shell shows no
 * nav bar and no footer around it): search, lists, favourites, launch.
 */
export const SlotGamesView = observer(function SlotGamesView() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const parsed = parseProviderQuery(params);
  if (!parsed.ok) return <UnknownList title={t('slots.title')} text={queryProblemText(t, parsed.problem)} action={t('common.backLobby')} />;
  return <SlotGames provider={parsed.query} />;
});

const SlotGames = observer(function SlotGames({ provider }: { provider: ProviderQuery }) {
  const { t } = useTranslation(NS);
  const memberGames = useMemberGames();
  // The provider's name, maintenance and open mode; the games do not wait for them.
  const [types] = useGameTypes();
  const type = types.status === 'loaded' ? types.data.find((candidate) => Number(candidate.gt_id) === provider.gtId) : undefined;
  const details = chosenProvider(offeredProviders(type?.gp_list), provider.gpId, provider.house || null);
  return (
    <PageFrame title={t('slots.title')} extra={<LocaleLink to="/">{t('common.backLobby')}</LocaleLink>}>
      <div className="games-slots">
        <p className="games-slots__provider">{t('slots.provider', { name: details?.gp_name || provider.gpId })}</p>
        <ProviderGames provider={provider} details={details} source="slot-list" memberGames={memberGames} />
      </div>
    </PageFrame>
  );
});
