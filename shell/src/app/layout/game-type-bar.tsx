import { useTranslation } from 'react-i18next';
import { LocaleNavLink } from '@casino/mf-shared';
import { GameTypeIcon, isGameTypeKey } from './game-type-icon';
import { gameTypeItems } from './nav-items';

/**
 * The mobile layout's game types under the header: every hall of the desktop menu, one tap away
 * from any page; a row that scrolls sideways when the names do not fit. The hall shown is marked
 * (aria-current, from NavLink).
 */
export function GameTypeBar() {
  const { t } = useTranslation('shell');
  return (
    <nav className="shell-game-types" aria-label={t('nav.gameTypes')}>
      {gameTypeItems.map((item) => (
        <LocaleNavLink key={item.key} to={item.to} className="shell-game-types__item">
          {isGameTypeKey(item.key) && <GameTypeIcon type={item.key} />}
          <span>{t(`nav.${item.key}`)}</span>
        </LocaleNavLink>
      ))}
    </nav>
  );
}
