/* Real-time payloads come from the wire: read them defensively, never trust their shape. */

export type Payload = Record<string, unknown>;

/** The payload as an object (pusher-js already parsed JSON text); anything else is empty. */
export function asPayload(data: unknown): Payload {
  if (typeof data === 'string') {
    try {
      return asPayload(JSON.parse(data) as unknown);
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Payload) : {};
}

/** A finite number from a number or numeric text ('1300.50'); undefined otherwise. */
export function numberField(payload: Payload, key: string): number | undefined {
  const value = payload[key];
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A non-empty string (numbers are accepted as their text); undefined otherwise. */
export function stringField(payload: Payload, key: string): string | undefined {
  const value = payload[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
