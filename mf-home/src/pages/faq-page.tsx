import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../app/namespace';
import { FaqDetail } from '../features/faq/components/faq-detail';
import { FaqList } from '../features/faq/components/faq-list';
import { useNumericParam, LoadFailure, stateTexts } from '@casino/mf-shared';

/** /faq and /faq/:id. */
export const FaqPage = observer(function FaqPage() {
  const { t } = useTranslation(HOME_NS);
  const id = useNumericParam();
  if (id === undefined) return <FaqList />;
  if (Number.isNaN(id)) return <LoadFailure notFound texts={stateTexts(t, 'faq')} onRetry={() => undefined} className="home-state" />;
  return <FaqDetail id={id} />;
});
