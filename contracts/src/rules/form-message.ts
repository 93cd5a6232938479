/** A message for the user: a key of the form's namespace (with values), or the server's own text. */
export type FormMessage = { key: string; values?: Record<string, string | number>; fallback?: string } | { text: string };
