/**
 * A very small JSON-schema builder whose values also carry the TypeScript type they validate,
 * so a route declares its body once and Fastify's ajv checks exactly what the handler reads.
 */
export interface Schema<T> {
  readonly json: Record<string, unknown>;
  /** Phantom: never set, only carries T. */
  readonly __type?: T;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

interface NumberLimits {
  minimum?: number;
  maximum?: number;
}

interface StringLimits {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export function integer(limits: NumberLimits = {}): Schema<number> {
  return { json: { type: 'integer', ...limits } };
}

export function number(limits: NumberLimits = {}): Schema<number> {
  return { json: { type: 'number', ...limits } };
}

export function string(limits: StringLimits = {}): Schema<string> {
  return { json: { type: 'string', ...limits } };
}

export function boolean(): Schema<boolean> {
  return { json: { type: 'boolean' } };
}

export function intEnum<const V extends readonly number[]>(values: V): Schema<V[number]> {
  return { json: { type: 'integer', enum: [...values] } };
}

export function stringEnum<const V extends readonly string[]>(values: V): Schema<V[number]> {
  return { json: { type: 'string', enum: [...values] } };
}

export function array<T>(items: Schema<T>, limits: { maxItems?: number } = {}): Schema<T[]> {
  return { json: { type: 'array', items: items.json, ...limits } };
}

/** A value of one of several schemas (for fields the product sends in two forms). */
export function anyOf<A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> {
  return { json: { anyOf: [a.json, b.json] } };
}

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return { json: { anyOf: [inner.json, { type: 'null' }] } };
}

type Props = Record<string, Schema<unknown>>;
type ObjectOf<P extends Props, R extends keyof P> = Simplify<{ [K in R]: Infer<P[K]> } & { [K in Exclude<keyof P, R>]?: Infer<P[K]> }>;

/** An object; properties not listed are allowed (the product sends device details and more). */
export function object<P extends Props, R extends keyof P & string = never>(props: P, required: readonly R[] = []): Schema<ObjectOf<P, R>> {
  return {
    json: {
      type: 'object',
      properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.json])),
      required: [...required],
    },
  };
}
