import { observer } from 'mobx-react-lite';
import { PromotionDetail } from '../features/promotions/components/promotion-detail';
import { PromotionList } from '../features/promotions/components/promotion-list';
import { LoadFailure } from '../shared/components/load-failure';
import { useNumericParam } from '../shared/use-numeric-param';

/** /discount and /discount/:id. */
export const DiscountPage = observer(function DiscountPage() {
  const id = useNumericParam();
  if (id === undefined) return <PromotionList />;
  if (Number.isNaN(id)) return <LoadFailure notFound textKey="promotions" onRetry={() => undefined} />;
  return <PromotionDetail id={id} />;
});
