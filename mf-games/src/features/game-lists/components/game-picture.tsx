import { useState } from 'react';
import { pictureSource } from '../lib/picture-source';

/**
 * A game's picture, or the placeholder when the game has none, its address is not one a picture
 * may come from, or it fails to load: a drawn tile with the game's name, so the grid still looks
 * designed. Give it `key={src}` so a new picture gets a new chance.
 */
export function GamePicture({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const source = pictureSource(src);
  if (!source || failed) {
    // The button is named by the game already: the drawn name is decoration for the eye.
    return (
      <span className="games-tile__picture games-tile__picture--placeholder" data-testid="game-placeholder" aria-hidden="true">
        <span className="games-tile__placeholder-name">{name}</span>
      </span>
    );
  }
  return <img className="games-tile__picture" src={source} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
