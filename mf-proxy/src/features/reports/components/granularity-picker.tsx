import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { REPORT_GRANULARITIES, type ReportGranularity } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import './reports.css';

interface GranularityPickerProps {
  value: ReportGranularity;
  onChange: (value: ReportGranularity) => void;
}

/** Day, week or month: how the operation report cuts its range into rows. */
export function GranularityPicker({ value, onChange }: GranularityPickerProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const label = t('reports.operation.granularity');
  return (
    <div className="agent-report__granularity" role="radiogroup" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      {ui.isDesktop ? (
        <ui.desktop.Radio.Group value={value} onChange={(event) => onChange(event.target.value as ReportGranularity)}>
          {REPORT_GRANULARITIES.map((g) => (
            <ui.desktop.Radio key={g} value={g}>
              {t(`reports.operation.by.${g}`)}
            </ui.desktop.Radio>
          ))}
        </ui.desktop.Radio.Group>
      ) : (
        <ui.mobile.Radio.Group value={value} onChange={(next) => onChange(next as ReportGranularity)}>
          <span className="agent-report__search">
            {REPORT_GRANULARITIES.map((g) => (
              <ui.mobile.Radio key={g} value={g}>
                {t(`reports.operation.by.${g}`)}
              </ui.mobile.Radio>
            ))}
          </span>
        </ui.mobile.Radio.Group>
      )}
    </div>
  );
}
