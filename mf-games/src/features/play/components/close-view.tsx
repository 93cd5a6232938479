import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import './close-view.css';

/** /close, the lobby_url given to game providers: leaving a game returns to the home lobby. */
export function CloseView() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/', { replace: true });
  }, [navigate]);
  return (
    <p role="status" className="games-close">
      {t('close.returning')}
    </p>
  );
}
