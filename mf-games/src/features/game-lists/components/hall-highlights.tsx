import { useAsyncResource, useStores } from '@casino/mf-shared';
import type { GameData, GameOpenMode } from '@casino/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { getTagGames } from '../api/get-tag-games';
import { getTemplateGames } from '../api/get-template-games';
import { localizedName } from '../lib/game-name';
import { listQueryOf } from '../lib/list-query';
import { tagTitle } from '../lib/tag-title';
import type { MemberGamesStore } from '../stores/member-games-store';
import { GamesBrowser, type GameCategory } from './games-browser';

interface HallHighlightsProps {
  gtId: number;
  memberGames: MemberGamesStore;
  openModeOf: (game: GameData) => GameOpenMode | undefined;
}

/**
 * A hall's lists across its providers ("All providers"): the hot and new games of the type
 * (POST /v2/get_tag_game_list) and the site template's lists of the type
 * (POST /v2/get_template_game_list), each a tab, each with its own state.
 */
export const HallHighlights = observer(function HallHighlights({ gtId, memberGames, openModeOf }: HallHighlightsProps) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const query = listQueryOf(root);
  const locale = root.locale.locale;
  const deps = [gtId, query.siteId, query.currency, query.device, locale, memberGames.generation];
  const [hot, retryHot] = useAsyncResource(() => getTagGames(root.api, query, 'hot', gtId), deps);
  const [fresh, retryNew] = useAsyncResource(() => getTagGames(root.api, query, 'new', gtId), deps);
  const [templates, retryTemplates] = useAsyncResource(() => getTemplateGames(root.api, query), deps);

  const categories: GameCategory[] = [
    {
      key: 'tag-hot',
      title: tagTitle(t, 'hot'),
      status: hot.status,
      games: hot.status === 'loaded' ? hot.data : [],
      onRetry: retryHot,
      emptyText: t('hall.tagEmpty'),
    },
    {
      key: 'tag-new',
      title: tagTitle(t, 'new'),
      status: fresh.status,
      games: fresh.status === 'loaded' ? fresh.data : [],
      onRetry: retryNew,
      emptyText: t('hall.tagEmpty'),
    },
  ];
  if (templates.status === 'loaded') {
    for (const list of templates.data.filter((item) => Number(item.gt_id) === gtId)) {
      categories.push({
        key: `template-${list.id}`,
        title: localizedName(list.title, locale, t('hall.featured')),
        status: 'loaded',
        games: list.game_list ?? [],
        onRetry: retryTemplates,
        emptyText: t('hall.tagEmpty'),
      });
    }
  } else if (templates.status === 'failed') {
    // The lists' titles come with them: one tab says they failed and offers Retry.
    categories.push({ key: 'templates', title: t('hall.featured'), status: 'failed', games: [], onRetry: retryTemplates, emptyText: '' });
  }

  return (
    <section className="games-highlights" aria-label={t('hall.allProviders')}>
      <GamesBrowser
        label={t('hall.listsLabel')}
        categories={categories}
        source="game-hall"
        memberGames={memberGames}
        showProvider
        openModeOf={openModeOf}
      />
    </section>
  );
});
