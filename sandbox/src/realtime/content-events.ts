import type { SandboxEvents } from '../context';
import type { Db } from '../db/db';
import type { EventToPublish } from './events';

/**
 * A content edit as announced on `ctx.events` ('content-changed'). The kinds beyond banner,
 * bulletin and announcement are the template lists, ready for when the sandbox can edit them.
 */
export interface ContentChange {
  kind: string;
  site_id: number;
  id: number;
  /** the language of an edited template list; the site's default language otherwise */
  language?: string;
}

/** Templates that listen on `{template}_template` (shell-and-public.md §7). */
export const TEMPLATE_CHANNELS = ['site02', 'suncity', 'apsport'] as const;
/** Non-origin mobile templates share this channel for the sponsor and login lists. */
export const MOBILE_TEMPLATE_CHANNEL = 'bob_mobile_template';

interface SiteRow {
  template: string;
  default_language: string;
}

function siteCurrencies(db: Db, siteId: number): string[] {
  const rows = db.prepare('SELECT currency FROM site_currencies WHERE site_id = ? ORDER BY sort, currency').all(siteId) as {
    currency: string;
  }[];
  if (rows.length > 0) return rows.map((r) => r.currency);
  // an unknown site: every client of every currency refetches
  return (db.prepare('SELECT code FROM currencies ORDER BY code').all() as { code: string }[]).map((r) => r.code);
}

function event(name: string, channels: string[], data: unknown): EventToPublish {
  return { name, channels, data: JSON.stringify(data), info: [] };
}

/**
 * The spec events a content edit publishes: a banner change refetches banners on
 * `web_api.{currency}` for each currency of the banner's site; template lists refresh on their
 * template channel. Bulletins and announcements have no channel in §7, so they publish nothing.
 */
export function eventsForContentChange(db: Db, change: ContentChange): EventToPublish[] {
  const site = db.prepare('SELECT template, default_language FROM sites WHERE site_id = ?').get(change.site_id) as SiteRow | undefined;
  const language = change.language ?? site?.default_language ?? 'en_US';
  switch (change.kind) {
    case 'banner': {
      const banner = db.prepare('SELECT use_type FROM banners WHERE id = ?').get(change.id) as { use_type: number } | undefined;
      return [
        event(
          'carousel_picture.url',
          siteCurrencies(db, change.site_id).map((c) => `web_api.${c}`),
          { site_id: change.site_id, id: change.id, use_type: banner?.use_type ?? null },
        ),
      ];
    }
    case 'model_setting': {
      const template = site?.template;
      if (!template || !TEMPLATE_CHANNELS.some((t) => t === template)) return [];
      return [event('model_settings.url', [`${template}_template`], { site_id: change.site_id, language })];
    }
    case 'model_sponsor':
    case 'model_login':
      return [event(`${change.kind}.url`, [MOBILE_TEMPLATE_CHANNEL], { site_id: change.site_id, language })];
    default:
      return [];
  }
}

/** Publishes the matching events for every content edit; returns the unsubscribe function. */
export function publishContentChanges(events: SandboxEvents, db: Db, publish: (event: EventToPublish) => void): () => void {
  const listener = (change: ContentChange): void => {
    for (const e of eventsForContentChange(db, change)) publish(e);
  };
  events.on('content-changed', listener);
  return () => events.off('content-changed', listener);
}
