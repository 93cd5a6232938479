import { observer } from 'mobx-react-lite';
import { FaqDetail } from '../features/faq/components/faq-detail';
import { FaqList } from '../features/faq/components/faq-list';
import { LoadFailure } from '../shared/components/load-failure';
import { useNumericParam } from '../shared/use-numeric-param';

/** /faq and /faq/:id. */
export const FaqPage = observer(function FaqPage() {
  const id = useNumericParam();
  if (id === undefined) return <FaqList />;
  if (Number.isNaN(id)) return <LoadFailure notFound textKey="faq" onRetry={() => undefined} />;
  return <FaqDetail id={id} />;
});
