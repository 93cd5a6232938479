import { LocaleLink, useUiKit } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { PageFrame } from '@casino/mf-shared/page-frame';

interface UnknownListProps {
  title: string;
  text: string;
  /** The way out's text (back home, back to the lobby). */
  action: string;
  to?: string;
}

/** A hall or list the page cannot show (unknown id, bad query): what went wrong and the way home. */
export const UnknownList = observer(function UnknownList({ title, text, action, to = '/' }: UnknownListProps) {
  const ui = useUiKit();
  return (
    <PageFrame title={title}>
      <p role="alert">{text}</p>
      <LocaleLink to={to}>
        {ui.isDesktop ? (
          <ui.desktop.Button type="primary">{action}</ui.desktop.Button>
        ) : (
          <ui.mobile.Button color="primary">{action}</ui.mobile.Button>
        )}
      </LocaleLink>
    </PageFrame>
  );
});
