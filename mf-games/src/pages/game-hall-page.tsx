import { useParams } from '@casino/mf-shared';
import { SPORT_GAME_TYPE } from '@casino/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@casino/mf-shared/page-frame';
import { NS } from '../app/namespace';
import { GameHallView } from '../features/game-lists/components/game-hall-view';
import { SportView } from '../features/sport/components/sport-view';

/**
 * /gameHall/:id and /main/:id: the sport hall (type 4) is the betting view of features/sport,
 * every other type the game hall of features/game-lists. The two features meet here, not in
 * each other.
 */
export const GameHallPage = observer(function GameHallPage() {
  const { id } = useParams();
  const { t } = useTranslation(NS);
  if (id === String(SPORT_GAME_TYPE)) {
    return (
      <PageFrame title={t('gameType.sport')}>
        <SportView />
      </PageFrame>
    );
  }
  return <GameHallView />;
});
