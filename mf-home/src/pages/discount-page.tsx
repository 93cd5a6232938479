import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../app/namespace';
import { PromotionDetail } from '../features/promotions/components/promotion-detail';
import { PromotionList } from '../features/promotions/components/promotion-list';
import { useNumericParam, LoadFailure, stateTexts } from '@casino/mf-shared';

/** /discount and /discount/:id. */
export const DiscountPage = observer(function DiscountPage() {
  const { t } = useTranslation(HOME_NS);
  const id = useNumericParam();
  if (id === undefined) return <PromotionList />;
  if (Number.isNaN(id))
    return <LoadFailure notFound texts={stateTexts(t, 'promotions')} onRetry={() => undefined} className="home-state" />;
  return <PromotionDetail id={id} />;
});
