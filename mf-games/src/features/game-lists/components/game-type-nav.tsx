import { LocaleLink } from '@casino/mf-shared';
import type { GameTypeData } from '@casino/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { gameTypeKeyOf, gameTypeTitle } from '../lib/game-types';
import { pictureSource } from '../lib/picture-source';

interface GameTypeNavProps {
  types: GameTypeData[];
  current: number;
  /** The hall route the links keep: /gameHall or /main. */
  base: '/gameHall' | '/main';
}

/** The site's game types (POST /v3/game_list) as links between halls, each with its icon (the active icon for the hall shown). */
export const GameTypeNav = observer(function GameTypeNav({ types, current, base }: GameTypeNavProps) {
  const { t } = useTranslation(NS);
  return (
    <nav className="games-types" aria-label={t('hall.typesLabel')}>
      <ul className="games-types__list">
        {types.map((type) => {
          const active = type.gt_id === current;
          const key = gameTypeKeyOf(String(type.gt_id));
          const icon = pictureSource(active ? type.icon_active || type.icon : type.icon);
          return (
            <li key={type.gt_id}>
              <LocaleLink
                to={`${base}/${type.gt_id}`}
                className={`games-types__link${active ? ' games-types__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {icon && <img className="games-types__icon" src={icon} alt="" />}
                <span>{key ? gameTypeTitle(t, key) : type.gt_name}</span>
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
