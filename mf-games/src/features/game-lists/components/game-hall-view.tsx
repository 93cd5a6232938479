import { ListState, LoadFailure, useLocation, useParams, useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@casino/mf-shared/page-frame';
import { NS } from '../../../app/namespace';
import { gameTypeKeyOf, gameTypeTitle } from '../lib/game-types';
import { platformDescription } from '../lib/platform-description';
import { offeredProviders } from '../lib/provider-choice';
import { useGameTypes } from '../lib/use-game-types';
import { useMemberGames } from '../lib/use-member-games';
import { GameTypeNav } from './game-type-nav';
import { HallProviders } from './hall-providers';
import { UnknownList } from './unknown-list';
import './game-lists.css';

/**
 * /gameHall/:id and /main/:id: the hall of one game type. The types come from POST /v3/game_list
 * (links between halls, with their icons), the type's providers are tabs; an id the site does not
 * offer says so and leads home.
 */
export const GameHallView = observer(function GameHallView() {
  const { id } = useParams();
  const key = gameTypeKeyOf(id);
  const { t } = useTranslation(NS);
  if (!key) return <UnknownHall id={id ?? ''} />;
  return <GameHall gtId={Number(id)} title={gameTypeTitle(t, key)} />;
});

function UnknownHall({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  return <UnknownList title={t('hall.unknownTitle')} text={t('hall.unknownText', { id })} action={t('common.backHome')} />;
}

const GameHall = observer(function GameHall({ gtId, title }: { gtId: number; title: string }) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  const [types, retry] = useGameTypes();
  const memberGames = useMemberGames();

  if (types.status !== 'loaded') {
    return (
      <PageFrame title={title}>
        {types.status === 'failed' ? (
          <LoadFailure notFound={false} texts={{ failed: t('hall.typesFailed') }} onRetry={retry} className="games-state" />
        ) : (
          <ListState status="loading" empty texts={{ loading: t('hall.typesLoading') }} onRetry={retry} className="games-state" />
        )}
      </PageFrame>
    );
  }
  const type = types.data.find((candidate) => Number(candidate.gt_id) === gtId);
  if (!type) return <UnknownHall id={String(gtId)} />;

  const names = platformDescription(offeredProviders(type.gp_list), root.site.config.flags.providerPriority, root.locale.locale);
  return (
    <PageFrame title={title}>
      <div className={`games-hall games-hall--${root.layout.device}`}>
        {names && <p className="games-hall__platforms">{t('hall.platforms', { names })}</p>}
        <GameTypeNav types={types.data} current={gtId} base={/\/main\/[^/]*\/?$/i.test(pathname) ? '/main' : '/gameHall'} />
        <HallProviders type={type} memberGames={memberGames} />
      </div>
    </PageFrame>
  );
});
