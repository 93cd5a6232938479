/** One page of the member centre: its message key (menu.<key>) and its route /user/<section>. */
export interface MenuLeaf {
  key: string;
  section: string;
}

/** A titled group of pages in the menu. */
export interface MenuGroup {
  key: string;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/** The member-centre menu of member-and-account.md §2, in its order. */
export const userCenterMenu: MenuEntry[] = [
  { key: 'account_info', section: 'Info' },
  { key: 'my_wallet', section: 'MyWallet' },
  // Not in §2's menu: the sign-in reward of shell-and-public.md §3 (docs/member.md "Daily sign-in").
  { key: 'daily_signin', section: 'Signin' },
  {
    key: 'info_center',
    children: [
      { key: 'web_announcement', section: 'Announcement' },
      { key: 'personal_message', section: 'Letter' },
    ],
  },
  {
    key: 'fund_management',
    children: [
      { key: 'deposit', section: 'Deposit' },
      { key: 'withdrawal', section: 'Withdrawal' },
    ],
  },
  {
    key: 'transaction_record',
    children: [
      { key: 'transfer_record', section: 'Transaction' },
      { key: 'DW_record', section: 'DWRecord' },
    ],
  },
  {
    key: 'recommend_award',
    children: [
      { key: 'recommend_project', section: 'RecommendProject' },
      { key: 'award_record', section: 'AwardRecord' },
      { key: 'member_search', section: 'MemberSearch' },
    ],
  },
];

/** The group shown only when the recommend condition holds (§2: is_friend = 1, agent check not 101/104). */
export const RECOMMEND_GROUP = 'recommend_award';

/** The menu a member sees: without the recommend group unless its condition holds. */
export function visibleMenu(showRecommend: boolean): MenuEntry[] {
  return showRecommend ? userCenterMenu : userCenterMenu.filter((entry) => entry.key !== RECOMMEND_GROUP);
}

/** Whether a section belongs to the recommend group. */
export function isRecommendSection(section: string): boolean {
  const group = userCenterMenu.find((entry) => entry.key === RECOMMEND_GROUP);
  return Boolean(group && isGroup(group) && group.children.some((leaf) => leaf.section === section));
}

/** Pages reached by link rather than from the menu (§2: /user/BindAccount). */
const unlistedSections: MenuLeaf[] = [{ key: 'bind_account', section: 'BindAccount' }];

/** The page of the default /user route on desktop. */
export const DEFAULT_SECTION = 'Info';

/** Every page of the centre: the menu's and those reached by link. */
export const allSections: MenuLeaf[] = [
  ...userCenterMenu.flatMap((entry) => (isGroup(entry) ? entry.children : [entry])),
  ...unlistedSections,
];

/** The page of a /user/<section> path, or undefined when there is none. */
export function findSection(section: string): MenuLeaf | undefined {
  return allSections.find((leaf) => leaf.section === section);
}

export const routeOf = (leaf: MenuLeaf) => `/user/${leaf.section}`;
