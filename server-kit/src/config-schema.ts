/**
 * The one way a server reads its settings (docs/ARCHITECTURE.md, server-kit): a declared yup object
 * schema, validated once at start-up with every test run, whose failures come back as one readable
 * list in the order the schema declares its fields. The shell server, the sandbox and deploy each
 * wrap the list in their own ConfigError.
 */
import { number, string, ValidationError, type AnyObject, type ObjectSchema, type TestContext } from 'yup';

export interface ValidateConfigOptions {
  /** Passed to the schema's tests as `ctx.options.context`. */
  context?: object;
  /** No transforms or defaults: the input is judged as it is (deploy's flags and paths). */
  strict?: boolean;
}

/** The schema's value (defaults and transforms applied) and, when it is not valid, every problem. */
export type ConfigResult<T> = { value: T; problems: [] } | { value: undefined; problems: string[] };

/** Validates `input` against `schema`, every field and every test; never throws a ValidationError. */
export function validateConfig<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
  { context, strict = false }: ValidateConfigOptions = {},
): ConfigResult<T> {
  try {
    return { value: schema.validateSync(input, { abortEarly: false, strict, context }) as T, problems: [] };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const order = Object.keys(schema.fields);
    const rank = (e: ValidationError) => {
      const index = order.indexOf((e.path ?? '').split(/[.[]/)[0] ?? '');
      return index < 0 ? order.length : index;
    };
    const inner = error.inner.length > 0 ? error.inner : [error];
    return { value: undefined, problems: [...inner].sort((a, b) => rank(a) - rank(b)).map((e) => e.message) };
  }
}

/**
 * A test's answer when one value has several problems (a list with several bad entries): true when
 * there is none, else one error per problem, each its own line in the list.
 */
export function allProblems(ctx: TestContext, messages: readonly string[]): true | ValidationError {
  return messages.length === 0 ? true : new ValidationError(messages.map((message) => ctx.createError({ message })));
}

/** An environment variable: unset and empty are the same (the schema's default applies to both). */
export const envString = () => string().transform((value: string | undefined, original: unknown) => (original === '' ? undefined : value));

/**
 * A whole-number environment variable from `min` to `max`, `fallback` when unset or empty;
 * `message(raw)` names the variable and what it takes.
 */
export function envInteger({
  fallback,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  message,
}: {
  fallback: number;
  min?: number;
  max?: number;
  message: (raw: string) => string;
}) {
  return number()
    .transform((_value: unknown, original: unknown) => (original === undefined || original === '' ? undefined : Number(original)))
    .typeError(({ originalValue }: { originalValue: unknown }) => message(String(originalValue)))
    .default(fallback)
    .test('whole-number', (value, ctx) =>
      Number.isInteger(value) && value >= min && value <= max ? true : ctx.createError({ message: message(String(ctx.originalValue)) }),
    );
}
