import type {
  FavoriteStoreRequest,
  GameData,
  GameLabelResponse,
  GameListResponse,
  GameNames,
  GameProviderData,
  GameTypeData,
  LastPlayingResponse,
  TagGameListResponse,
  TemplateGameListResponse,
} from '@casino/contracts';
import { createFakeSandbox, type Handler, type RecordedCall } from '@casino/mf-shared/testing';

/** The game list calls of the hall, /slotgame and /gameRoom (spec paths, without /api). */
export const HALL_PATHS = {
  gameList: '/v3/game_list',
  gameLabel: '/v2/game_label',
  tagList: '/v2/get_tag_game_list',
  templates: '/v2/get_template_game_list',
  lastPlaying: '/arks/web/member-games/last-playing-game',
  favorite: '/arks/web/member-games/favorite/store',
} as const;

function provider(gp_id: string, gp_name: string, game_type: number, overrides: Partial<GameProviderData> = {}): GameProviderData {
  return {
    gp_id,
    gp_name,
    game_type,
    house: '',
    app_id: gp_id.toLowerCase(),
    active: 1,
    icon: `https://cdn.test/providers/${gp_id}.png`,
    game_count: 5,
    maintenance: 0,
    open_mode: 'window',
    ...overrides,
  };
}

function game(id: number, gp: GameProviderData, code: string, game_name: GameNames, overrides: Partial<GameData> = {}): GameData {
  return {
    id,
    gp_id: gp.gp_id,
    gp_name: gp.gp_name,
    game_type: gp.game_type,
    game_code: code,
    game_name,
    house: gp.house,
    customized: 0,
    icon_light: `https://cdn.test/games/${code}.png`,
    member_favorite: 0,
    tag: '',
    ...overrides,
  };
}

export const JILI = provider('GPJL', 'JILI', 2);
export const PG = provider('GPPG', 'PG Soft', 2, { maintenance: 1, open_mode: 'modal' });
export const FACHAI = provider('GPFC', 'FA CHAI', 2);
export const EVO = provider('GPEVO', 'Evolution', 3);
export const SABA = provider('GPSB', 'SABA Sports', 4);

/** The games of the fake: names in some languages only, one game without a picture. */
export const GAMES: GameData[] = [
  game(201, JILI, 'JL-201', { en_US: 'Super Ace', zh_CN: '超级王牌', vi_VN: 'Siêu Át' }, { tag: 'hot' }),
  game(202, JILI, 'JL-202', { en_US: 'Fortune Gems', zh_CN: '宝石财富' }, { tag: 'hot,new' }),
  game(203, JILI, 'JL-203', { en_US: 'Golden Empire', zh_CN: '黄金帝国', vi_VN: 'Đế Chế Vàng' }, { icon_light: '' }),
  game(204, JILI, 'JL-204', { zh_CN: '拳王' }),
  game(205, JILI, 'JL-205', { en_US: 'Money Coming', zh_CN: '钱来了', vi_VN: 'Tiền Đến' }, { tag: 'new', customized: 1 }),
  game(301, PG, 'PG-301', { en_US: 'Mahjong Ways', zh_CN: '麻将胡了', vi_VN: 'Đường Mạt Chược' }, { tag: 'hot' }),
  game(302, PG, 'PG-302', { en_US: 'Lucky Neko', zh_CN: '招财猫', vi_VN: 'Mèo May Mắn' }),
  game(601, EVO, 'EVO-601', { en_US: 'Lightning Roulette', zh_CN: '闪电轮盘', vi_VN: 'Roulette Tia Chớp' }, { tag: 'hot' }),
];

export function gameTypes(): GameTypeData[] {
  const type = (gt_id: number, gt_name: string, code: string, gp_list: GameProviderData[]): GameTypeData => ({
    gt_id,
    gt_name,
    code,
    app_prefix: `${code[0] ?? 'x'}_`,
    icon: `https://cdn.test/types/${code}.png`,
    icon_active: `https://cdn.test/types/${code}-active.png`,
    gp_list,
  });
  return [
    type(2, 'Slots', 'slot', [JILI, PG, FACHAI, provider('GPOFF', 'Retired', 2, { active: 0 })]),
    type(3, 'Live', 'live', [EVO]),
    type(4, 'Sports', 'sport', [SABA]),
    type(5, 'Lottery', 'lottery', [provider('GPLO', 'Lotto', 5, { active: 0 })]),
  ];
}

export interface HallSandboxState {
  /** The member's favourites as the server stores them. */
  favourites: Set<number>;
  /** The member's recent game ids, newest first. */
  lastPlayed: number[];
}

const isMember = (call: RecordedCall) => Boolean(call.headers.authorization);

/** The hall's calls as the sandbox answers them, with the member's favourites and recent games kept in `state`. */
export function hallHandlers(state: HallSandboxState): Record<string, Handler> {
  const view = (item: GameData, call: RecordedCall): GameData => ({
    ...item,
    member_favorite: isMember(call) && state.favourites.has(item.id) ? 1 : 0,
  });
  const ofType = (gtId: number) => GAMES.filter((item) => item.game_type === gtId);
  const tagged = (games: GameData[], tag: string) => games.filter((item) => item.tag.split(',').includes(tag));
  return {
    [HALL_PATHS.gameList]: (): GameListResponse => ({ data: gameTypes() }),
    [HALL_PATHS.gameLabel]: (body, call): GameLabelResponse => {
      const main = GAMES.filter((item) => item.gp_id === body.gp_id && item.game_type === Number(body.game_type_id)).map((item) =>
        view(item, call),
      );
      const list = [
        { id: 1, tag: 'hot', game_list: tagged(main, 'hot') },
        { id: 2, tag: 'new', game_list: tagged(main, 'new') },
      ].filter((label) => label.game_list.length > 0);
      return { main, list };
    },
    [HALL_PATHS.tagList]: (body, call): TagGameListResponse => ({
      info: tagged(ofType(Number(body.gt_id)), String(body.tag)).map((item) => view(item, call)),
    }),
    [HALL_PATHS.templates]: (_body, call): TemplateGameListResponse => ({
      info: [
        {
          id: 1,
          gt_id: 2,
          title: { en_US: 'Editor picks', zh_CN: '编辑推荐' },
          game_list: [GAMES[2], GAMES[6]].flatMap((item) => (item ? [view(item, call)] : [])),
        },
        { id: 2, gt_id: 3, title: { en_US: 'Live tables' }, game_list: ofType(3).map((item) => view(item, call)) },
      ],
    }),
    [HALL_PATHS.lastPlaying]: (): LastPlayingResponse => ({ list: state.lastPlayed }),
    [HALL_PATHS.favorite]: (body) => {
      for (const entry of (body as unknown as FavoriteStoreRequest).data) {
        if (entry.status === 1) state.favourites.add(entry.game_id);
        else state.favourites.delete(entry.game_id);
      }
      return null;
    },
  };
}

/** A fake sandbox with the hall's calls; the member has one favourite (Fortune Gems) and played two games. */
export function createHallSandbox(initial: Partial<HallSandboxState> = {}) {
  const state: HallSandboxState = { favourites: new Set([202]), lastPlayed: [205, 201], ...initial };
  return { sandbox: createFakeSandbox(hallHandlers(state)), state };
}
