import { DEFAULT_SITE_FLAGS, type SiteFlags } from '@casino/contracts';
import { ValidationError, array, boolean, number, object, string } from 'yup';

type Env = Record<string, string | undefined>;

const provider = string().matches(/^GP[A-Z0-9]+$/, '${path} must be provider codes such as GPR8 (got "${value}")');
const providers = array(provider.required()).strict();

/** The `flags` object of the site configuration; every field is optional and falls back to DEFAULT_SITE_FLAGS. */
const flagsSchema = object({
  agentBindFastPayment: boolean().strict(),
  linkExpireMinutes: number().strict().integer('${path} must be a whole number of minutes').min(1, '${path} must be at least 1 minute'),
  gameRoom: boolean().strict(),
  siteClosed: boolean().strict(),
  windowOnlyGames: providers,
  forcedModalGames: providers,
  tenDigitPhone: boolean().strict(),
  providerPriority: providers,
  appOsPlatforms: object({ ios: providers, android: providers }).noUnknown('${path} has unknown keys: ${unknown}').strict(),
  rumSampleRate: number().strict().min(0, '${path} must be from 0 to 1').max(1, '${path} must be from 0 to 1'),
})
  .noUnknown('flags has unknown keys: ${unknown}')
  .strict();

const FLAG_ENV = { AGENT_BIND_FAST_PAYMENT_FLAG: 'agentBindFastPayment', LINK_EXPIRE_TIME: 'linkExpireMinutes' } as const;

/** Reads an environment flag the way the spec names it: 0/1 or true/false, minutes as digits. */
function fromEnv(name: keyof typeof FLAG_ENV, raw: string): unknown {
  if (name === 'LINK_EXPIRE_TIME') return /^\d+$/.test(raw) ? Number(raw) : raw;
  return raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : raw;
}

/**
 * The site flags of the specs from the configuration document's `flags` (AGENT_BIND_FAST_PAYMENT_FLAG
 * and LINK_EXPIRE_TIME may come from the environment), with defaults, validated with yup. Never
 * throws: every wrong value becomes a line in `problems`.
 */
export function resolveSiteFlags(value: unknown, env: Env, origin: string): { flags: SiteFlags; problems: string[] } {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (value !== undefined && !isObject) return { flags: DEFAULT_SITE_FLAGS, problems: [`flags in ${origin} must be an object`] };
  const candidate: Record<string, unknown> = { ...(isObject ? (value as Record<string, unknown>) : {}) };
  for (const [name, field] of Object.entries(FLAG_ENV) as [keyof typeof FLAG_ENV, string][]) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') candidate[field] = fromEnv(name, raw);
  }
  try {
    const parsed = flagsSchema.validateSync(candidate, { abortEarly: false });
    return {
      flags: {
        ...DEFAULT_SITE_FLAGS,
        ...(parsed as Partial<SiteFlags>),
        appOsPlatforms: { ...DEFAULT_SITE_FLAGS.appOsPlatforms, ...(parsed.appOsPlatforms ?? {}) },
      } as SiteFlags,
      problems: [],
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { flags: DEFAULT_SITE_FLAGS, problems: error.errors.map((message) => `flags.${message} (${origin} or the environment)`) };
  }
}
