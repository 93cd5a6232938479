import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import './agent-application.css';

const CLAUSES = ['clause1', 'clause2', 'clause3', 'clause4', 'clause5', 'clause6'] as const;

/** /proxy?page=Agreement: the terms an agent accepts by applying. */
export function AgreementView() {
  const { t } = useTranslation(NS);
  return (
    <div className="agent-application">
      <p>{t('access.agreement.intro')}</p>
      <ol className="agent-application__clauses" aria-label={t('menu.agreement')}>
        {CLAUSES.map((clause) => (
          <li key={clause}>{t(`access.agreement.${clause}`)}</li>
        ))}
      </ol>
    </div>
  );
}
