import { ListState, LoadFailure, LocaleLink, useLocaleNavigate, useSearchParams, useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@casino/mf-shared/page-frame';
import { NS } from '../../../app/namespace';
import { chosenProvider, offeredProviders, providerKey } from '../lib/provider-choice';
import { opensInGameRoom, parseProviderQuery, providerSearch, SLOT_GAME_TYPE } from '../lib/provider-query';
import { queryProblemText } from '../lib/query-problem';
import { useGameTypes } from '../lib/use-game-types';
import { useMemberGames } from '../lib/use-member-games';
import { GameTabs } from './game-tabs';
import { ProviderGames } from './provider-games';
import { UnknownList } from './unknown-list';
import './game-lists.css';

/**
 * /gameRoom?gt_id&gp_id&house: the desktop room of the slot providers (game type 2, site room
 * flag on), one provider's games at a time with the others as tabs. Where the room is not
 * offered (a phone, the flag off, another type) the hall of the type shows the provider instead.
 */
export const GameRoomView = observer(function GameRoomView() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const navigate = useLocaleNavigate();
  const parsed = parseProviderQuery(params);
  const gtId = parsed.ok ? parsed.query.gtId : Number(params.get('gt_id') ?? SLOT_GAME_TYPE);
  const offered = opensInGameRoom(gtId, root.layout.isDesktop, root.site.config.flags.gameRoom);
  const known = parsed.ok || parsed.problem === 'no-provider';
  const hall = parsed.ok
    ? `/gameHall/${gtId}?${new URLSearchParams({ gp_id: parsed.query.gpId, ...(parsed.query.house ? { house: parsed.query.house } : {}) }).toString()}`
    : `/gameHall/${gtId}`;

  useEffect(() => {
    if (known && !offered) navigate(hall, { replace: true });
  }, [known, offered, hall, navigate]);

  if (!known)
    return (
      <UnknownList
        title={t('room.title')}
        text={queryProblemText(t, parsed.ok ? 'bad-type' : parsed.problem)}
        action={t('common.backLobby')}
      />
    );
  if (!offered) {
    return (
      <p className="games-state" role="status">
        {t('room.toHall')}
      </p>
    );
  }
  return <GameRoom gtId={gtId} gpId={parsed.ok ? parsed.query.gpId : null} house={parsed.ok ? parsed.query.house : null} />;
});

const GameRoom = observer(function GameRoom({ gtId, gpId, house }: { gtId: number; gpId: string | null; house: string | null }) {
  const { t } = useTranslation(NS);
  const [, setParams] = useSearchParams();
  const [types, retry] = useGameTypes();
  const memberGames = useMemberGames();
  const back = <LocaleLink to={`/gameHall/${gtId}`}>{t('room.backToHall')}</LocaleLink>;

  if (types.status !== 'loaded') {
    return (
      <PageFrame title={t('room.title')} extra={back}>
        {types.status === 'failed' ? (
          <LoadFailure notFound={false} texts={{ failed: t('hall.typesFailed') }} onRetry={retry} className="games-state" />
        ) : (
          <ListState status="loading" empty texts={{ loading: t('hall.typesLoading') }} onRetry={retry} className="games-state" />
        )}
      </PageFrame>
    );
  }
  const providers = offeredProviders(types.data.find((candidate) => Number(candidate.gt_id) === gtId)?.gp_list);
  // No provider named: the room opens at the first one.
  const chosen = gpId ? chosenProvider(providers, gpId, house || null) : providers[0];

  let content;
  if (providers.length === 0) {
    content = (
      <p className="games-state games-state--empty" role="status">
        {t('hall.noProviders')}
      </p>
    );
  } else if (!chosen) {
    content = (
      <p className="games-state" role="alert">
        {t('room.unknownProvider', { gpId: gpId ?? '' })}
      </p>
    );
  } else {
    content = (
      <ProviderGames
        key={providerKey(chosen)}
        provider={{ gtId, gpId: chosen.gp_id, house: chosen.house }}
        details={chosen}
        source="game-room"
        memberGames={memberGames}
      />
    );
  }

  const choose = (key: string) => {
    const provider = providers.find((candidate) => providerKey(candidate) === key);
    if (provider) setParams(new URLSearchParams(providerSearch({ gtId, gpId: provider.gp_id, house: provider.house })), { replace: true });
  };

  return (
    <PageFrame title={t('room.title')} extra={back}>
      <div className="games-room">
        {providers.length > 0 && (
          <GameTabs
            className="games-room__providers"
            label={t('hall.providersLabel')}
            items={providers.map((provider) => ({
              key: providerKey(provider),
              label: Number(provider.maintenance) === 1 ? `${provider.gp_name} (${t('hall.maintenance')})` : provider.gp_name,
            }))}
            activeKey={chosen ? providerKey(chosen) : ''}
            onChange={choose}
          >
            {chosen ? content : null}
          </GameTabs>
        )}
        {!chosen && content}
      </div>
    </PageFrame>
  );
});
