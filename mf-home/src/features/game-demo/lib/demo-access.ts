import type { DemoGameType } from '../api/demo-types';

/** Visitors may try only these providers, and only their slot games (member-and-account.md §6). */
export const VISITOR_DEMO_PROVIDERS = ['GPR8', 'GPJD', 'GPFC', 'GPJL'] as const;
export const VISITOR_DEMO_GAME_TYPE = 2;

/**
 * The tabs a user sees: visitors get game type 2 with the four demo providers; members every type,
 * each with the providers that offer a demo. Types left without a provider are dropped.
 */
export function demoTypesFor(types: DemoGameType[], member: boolean): DemoGameType[] {
  return types
    .filter((type) => member || type.gt_id === VISITOR_DEMO_GAME_TYPE)
    .map((type) => ({
      ...type,
      gp_list: type.gp_list.filter((provider) =>
        member
          ? provider.is_demo === undefined || Boolean(provider.is_demo)
          : (VISITOR_DEMO_PROVIDERS as readonly string[]).includes(provider.gp_id),
      ),
    }))
    .filter((type) => type.gp_list.length > 0);
}
