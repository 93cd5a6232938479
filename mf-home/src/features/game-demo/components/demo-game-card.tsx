import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { DemoGame } from '../api/demo-types';

interface DemoGameCardProps {
  game: DemoGame;
  /** Code of the game whose demo request is running, if any. */
  playing: string | null;
  onPlay: (game: DemoGame) => void;
}

/** One game of the demo list with its "play demo" button (disabled while any demo request runs). */
export const DemoGameCard = observer(function DemoGameCard({ game, playing, onPlay }: DemoGameCardProps) {
  const { t } = useTranslation(HOME_NS);
  const busy = playing === game.game_code;
  return (
    <li className="home-demo-game">
      {game.icon_light && <img className="home-demo-game__icon" src={game.icon_light} alt="" loading="lazy" />}
      <span className="home-demo-game__name">{game.game_name}</span>
      <button
        type="button"
        className="home-demo-game__play"
        disabled={playing !== null}
        aria-busy={busy}
        aria-label={t('demo.playGame', { name: game.game_name })}
        onClick={() => onPlay(game)}
      >
        {busy ? t('demo.starting') : t('demo.play')}
      </button>
    </li>
  );
});
