import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import './record-list.css';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name (a list's own, "Transfer record pages"); "Pages" when left out. */
  label?: string;
  /** The count of all rows, said after the position when given. */
  total?: number;
}

/** Previous / Next over a record list's pages, with "Page n of m" between them. */
export const Pager = observer(function Pager({ page, pages, onPage, label, total }: PagerProps) {
  const ui = useUiKit();
  const { t } = useTranslation('common');
  const button = (text: string, target: number, disabled: boolean) =>
    ui.isDesktop ? (
      <ui.desktop.Button onClick={() => onPage(target)} disabled={disabled}>
        {text}
      </ui.desktop.Button>
    ) : (
      <ui.mobile.Button size="small" onClick={() => onPage(target)} disabled={disabled}>
        {text}
      </ui.mobile.Button>
    );
  return (
    <nav className="record-pager" aria-label={label ?? t('pager.label')}>
      {button(t('pager.previous'), page - 1, page <= 1)}
      <span>
        {total === undefined ? t('pager.position', { page, pages }) : t('pager.positionTotal', { page, pages, total, count: total })}
      </span>
      {button(t('pager.next'), page + 1, page >= pages)}
    </nav>
  );
});
