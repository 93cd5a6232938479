import type { GameProviderData } from '@casino/contracts';

/** The tab key of a provider: a provider may offer the same type in several houses. */
export function providerKey(provider: Pick<GameProviderData, 'gp_id' | 'house'>): string {
  return provider.house ? `${provider.gp_id}:${provider.house}` : provider.gp_id;
}

/** The providers a hall offers: those the site runs (active 1), in the order of /v3/game_list. */
export function offeredProviders(providers: readonly GameProviderData[] | null | undefined): GameProviderData[] {
  return (providers ?? []).filter((provider) => Number(provider.active) === 1);
}

/**
 * The provider a page's query names (`gp_id`, and `house` when given), among those offered;
 * undefined when it names none of them.
 */
export function chosenProvider(
  providers: readonly GameProviderData[],
  gpId: string | null,
  house: string | null,
): GameProviderData | undefined {
  if (!gpId) return undefined;
  return providers.find((provider) => provider.gp_id === gpId && (!house || provider.house === house));
}
