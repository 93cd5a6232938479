import { PageFrame } from '@casino/mf-shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NS } from '../../../app/namespace';
import { gameTypeKeyOf } from '../lib/game-types';
import { ProviderTabs } from './provider-tabs';

/** /gameHall/:id and /main/:id: the hall of one game type, titled by its type. */
export function GameHallView() {
  const { id } = useParams();
  const { t } = useTranslation(NS);
  const type = gameTypeKeyOf(id);

  if (!type) {
    return (
      <PageFrame title={t('hall.unknownTitle')}>
        <p>{t('hall.unknownText', { id: id ?? '' })}</p>
        <Link to="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t(`gameType.${type}`)}>
      <ProviderTabs />
    </PageFrame>
  );
}
