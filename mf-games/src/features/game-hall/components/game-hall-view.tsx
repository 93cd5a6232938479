import { PageFrame, useUiKit, Link, useParams } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { gameTypeKeyOf } from '../lib/game-types';
import { ProviderTabs } from './provider-tabs';

/** /gameHall/:id and /main/:id: the hall of one game type, titled by its type. */
export const GameHallView = observer(function GameHallView() {
  const { id } = useParams();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const type = gameTypeKeyOf(id);

  if (!type) {
    return (
      <PageFrame title={t('hall.unknownTitle')}>
        <p>{t('hall.unknownText', { id: id ?? '' })}</p>
        <Link to="/">
          {ui.isDesktop ? (
            <ui.desktop.Button type="primary">{t('common.backHome')}</ui.desktop.Button>
          ) : (
            <ui.mobile.Button color="primary">{t('common.backHome')}</ui.mobile.Button>
          )}
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t(`gameType.${type}`)}>
      <ProviderTabs />
    </PageFrame>
  );
});
