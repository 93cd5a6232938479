import { useUiKit } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';

interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box of a game list (type="search", labelled): antd's Input on desktop, antd-mobile's on mobile. */
export const GameSearch = observer(function GameSearch({ value, onChange }: GameSearchProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const id = useId();
  const label = t('hall.searchLabel');
  const common = { id, type: 'search', value, placeholder: t('hall.searchPlaceholder'), 'aria-label': label, autoComplete: 'off' };
  return (
    <div className="games-search" role="search">
      {ui.isDesktop ? (
        <ui.desktop.Input {...common} allowClear onChange={(event) => onChange(event.target.value)} />
      ) : (
        <ui.mobile.Input {...common} clearable onChange={onChange} />
      )}
    </div>
  );
});
