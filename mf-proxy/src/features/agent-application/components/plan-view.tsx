import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListState, stateTexts, useAgentLevelName, useAsyncResource, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { postAgentPlan } from '../api/post-agent-plan';
import './agent-application.css';

const RULES = ['rule1', 'rule2', 'rule3', 'rule4'] as const;

/** /proxy?page=Plan: what an agent earns per level (the site's commission tiers) and how the programme works. */
export const PlanView = observer(function PlanView() {
  const { api, locale } = useStores();
  const { t } = useTranslation(NS);
  const levelName = useAgentLevelName();
  const [plan, retry] = useAsyncResource(() => postAgentPlan(api), [api]);
  const percent = new Intl.NumberFormat(locale.locale.replace('_', '-'), { style: 'percent', maximumFractionDigits: 2 });
  const tiers = plan.status === 'loaded' ? plan.data.tiers : [];
  return (
    <div className="agent-application">
      <p>{t('access.plan.intro')}</p>
      <section aria-labelledby="agent-plan-tiers">
        <h3 id="agent-plan-tiers">{t('access.plan.tiersTitle')}</h3>
        {plan.status !== 'loaded' || tiers.length === 0 ? (
          <ListState status={plan.status} empty={tiers.length === 0} texts={stateTexts(t, 'access.plan')} onRetry={retry} />
        ) : (
          <table className="agent-application__table" aria-label={t('access.plan.tiersTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('access.plan.level')}</th>
                <th scope="col">{t('access.plan.rate')}</th>
                <th scope="col">{t('access.plan.minActive')}</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr key={tier.level}>
                  <th scope="row">{levelName(tier.level)}</th>
                  <td>{percent.format(tier.rate / 100)}</td>
                  <td>{tier.min_active_members}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="agent-plan-rules">
        <h3 id="agent-plan-rules">{t('access.plan.rulesTitle')}</h3>
        <ol className="agent-application__rules">
          {RULES.map((rule) => (
            <li key={rule}>{t(`access.plan.${rule}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
});
