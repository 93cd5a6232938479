/**
 * The title of a label or tag list in the page language: the tags the specification names (hot,
 * new) and the usual others are translated; any other tag is shown as the server wrote it.
 */
export function tagTitle(t: (key: string) => string, tag: string): string {
  switch (tag.trim().toLowerCase()) {
    case 'hot':
      return t('hall.tags.hot');
    case 'new':
      return t('hall.tags.new');
    case 'recommend':
    case 'recommended':
      return t('hall.tags.recommend');
    case 'jackpot':
      return t('hall.tags.jackpot');
    default:
      return tag;
  }
}

/** The tags whose cross-provider lists (get_tag_game_list) the hall shows under "All providers". */
export const HALL_TAGS = ['hot', 'new'] as const;
