import { useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getJackpot } from '../api/get-jackpot';
import { formatJackpot, JACKPOT_REFRESH_MS } from '../lib/format-jackpot';

type JackpotState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; amount: number };

/** The jackpot total of the member's (else the site's) currency, refreshed every 30 s while shown. */
export const JackpotTotal = observer(function JackpotTotal() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const currency = root.session.currency ?? root.site.currency;
  const [state, setState] = useState<JackpotState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    // The poll toasts the first failure of an outage, not one every 30 s while it lasts.
    let failing = false;
    const refresh = () =>
      getJackpot(root.api, currency, { silent: failing }).then(
        (amount) => {
          failing = false;
          if (active) setState({ status: 'loaded', amount });
        },
        // A failed refresh keeps the last amount; only a first failure shows the failed state.
        () => {
          failing = true;
          if (active) setState((previous) => (previous.status === 'loaded' ? previous : { status: 'failed' }));
        },
      );
    void refresh();
    const timer = setInterval(() => void refresh(), JACKPOT_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [root.api, currency]);

  const text = state.status === 'loaded' ? formatJackpot(state.amount, currency, root.locale.locale) : null;
  return (
    <section className="home-jackpot" aria-labelledby="home-jackpot-title" data-testid="home-jackpot">
      <h2 id="home-jackpot-title" className="home-jackpot__title">
        {t('jackpot.title')}
      </h2>
      {text ? (
        <p className="home-jackpot__amount" aria-live="polite">
          <span className="home-jackpot__currency">{currency}</span>{' '}
          <output className="home-jackpot__digits" aria-label={t('jackpot.amountLabel', { currency })}>
            {/* The padding zeros are the odometer's look: drawn dimmed, not read out. */}
            <span className="home-jackpot__padding" aria-hidden="true">
              {text.padding}
            </span>
            {text.amount}
          </output>
        </p>
      ) : (
        <p className={`home-jackpot__state home-jackpot__state--${state.status}`} role={state.status === 'failed' ? 'alert' : 'status'}>
          {t(state.status === 'failed' ? 'jackpot.failed' : 'jackpot.loading')}
        </p>
      )}
    </section>
  );
});
