import { businessError, type Handler, type Reply } from '@casino/mf-shared/testing';
import type { GameListResponse, GameMaintenanceData, GameOpenMode, GameProviderData, PlayResponse } from '@casino/contracts';

/** Providers of the launcher tests, one per open mode, plus one in maintenance and one that fails. */
export const LAUNCH_PROVIDERS: Record<string, GameOpenMode> = {
  GPWIN: 'window',
  GPMOD: 'modal',
  GPPAGE: 'page',
  GPRED: 'redirect',
  GPMAINT: 'window',
  GPFAIL: 'window',
  GPSILENT: 'window',
  GPXFER: 'window',
};

const provider = (gpId: string, mode: GameOpenMode): GameProviderData => ({
  gp_id: gpId,
  gp_name: gpId,
  game_type: 2,
  house: '',
  app_id: '',
  active: 1,
  icon: '',
  game_count: 1,
  maintenance: gpId === 'GPMAINT' ? 1 : 0,
  open_mode: mode,
});

/** Where the sandbox's fake game pages are. */
export const GAME_HOST = 'https://games.example';

export const gameUrl = (gpId: string, gameCode = '') => `${GAME_HOST}/play?gp_id=${gpId}&game_code=${gameCode}`;

/** The 203 of GPMAINT: a title and a window. */
export const MAINTENANCE: GameMaintenanceData = {
  title: 'GPMAINT upgrade',
  maintain_interval: { start_at: '2030-01-02T03:00:00Z', end_at: '2030-01-02T05:30:00Z' },
};

function maintenanceReply(): Reply {
  const reply = businessError(203, 'Game under maintenance');
  return { ...reply, body: { status: false, code: 203, message: 'Game under maintenance', apiResponseData: MAINTENANCE } };
}

/**
 * The launcher's calls as the sandbox answers them: /v3/game_list with the providers above,
 * play1 (a game address; 203 with its data for GPMAINT; 501 with a message for GPFAIL, without
 * one for GPSILENT; 957 for GPXFER), leave1 and my_cash (the refresh after a quit).
 */
export function launcherHandlers(): Record<string, Handler> {
  return {
    '/v3/game_list': (): GameListResponse => ({
      data: [
        {
          gt_id: 2,
          gt_name: 'Slots',
          code: 'slot',
          app_prefix: 'e_',
          icon: '',
          icon_active: '',
          gp_list: Object.entries(LAUNCH_PROVIDERS).map(([gpId, mode]) => provider(gpId, mode)),
        },
      ],
    }),
    '/member/game/play1': (body): PlayResponse | Reply => {
      const gpId = String(body.gp_id);
      if (gpId === 'GPMAINT') return maintenanceReply();
      if (gpId === 'GPFAIL') return businessError(501, 'Provider wallet offline');
      if (gpId === 'GPXFER') return businessError(957, 'Transfers disabled');
      if (gpId === 'GPSILENT') {
        const reply = businessError(502, '');
        return { ...reply, body: { status: false, code: 502, message: '', apiResponseData: null } };
      }
      return { url: gameUrl(gpId, String(body.game_code ?? '')) };
    },
    '/member/game/leave1': () => null,
    '/member/profile/my_cash': () => ({ my_cash_list: [], total: 321 }),
    '/member/profile/common/layout': () => ({
      member_common_layout: {
        id: 1,
        member_account: 'player_rmb',
        member_currency: 'RMB',
        member_cash: 321,
        member_type: 1,
        is_playing: 0,
      },
    }),
  };
}
