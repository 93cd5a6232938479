import { useTranslation } from 'react-i18next';
import type { CommandFacade, HostId } from './command-facade';

/** What a user is told when a host's remote is missing, too slow or throws: which part, and a retry. */
export function HostFailure({ host, facade }: { host: HostId; facade: CommandFacade }) {
  const { t } = useTranslation('shell');
  const remote = host.slice(0, host.indexOf('/'));
  return (
    <div className="host-failure" role="alert" data-remote={remote}>
      <p className="host-failure__text">
        <strong>{t(`hostFailure.${remote}`)}</strong> {t('hostFailure.text')}
      </p>
      <div className="host-failure__actions">
        <button type="button" className="host-failure__retry" onClick={() => facade.retry(host)}>
          {t('ui.retry', { ns: 'common' })}
        </button>
        <button type="button" className="host-failure__close" onClick={() => facade.dismiss(host)}>
          {t('ui.close', { ns: 'common' })}
        </button>
      </div>
    </div>
  );
}
