import fs from 'node:fs/promises';
import path from 'node:path';
import { isLocale, type BootData, type Locale } from '@casino/mf-shared/contracts';
import { documentMeta } from '../../src/app/meta/document-meta';
import type { RouteEntry } from '../../src/app/route-table';

const templates = new Map<string, string>();

async function template(shellDir: string): Promise<string> {
  const file = path.join(shellDir, 'index.html');
  let html = templates.get(file);
  if (html === undefined) {
    html = await fs.readFile(file, 'utf8');
    templates.set(file, html);
  }
  return html;
}

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page for a client route (or a route rule, `route` null): the live shell's HTML with the manifest and site configuration
 * written in (no extra round trip before remotes load) and a preload hint for the route's remote.
 */
export async function renderPage(
  shellDir: string,
  shellVersion: string,
  boot: BootData,
  route: RouteEntry | null,
  locale: Locale = 'en_US',
): Promise<string> {
  const html = await template(shellDir);
  const meta = documentMeta(boot.config, locale);
  const hints: string[] = [];
  const remoteName = route?.module?.slice(0, route.module.indexOf('/'));
  const remote = remoteName ? boot.manifest.remotes[remoteName as keyof BootData['manifest']['remotes']] : undefined;
  if (remote) {
    hints.push(`<link rel="preload" href="${escapeAttribute(remote.entry)}" as="fetch" crossorigin="anonymous">`);
  }
  if (meta.description) hints.push(`<meta name="description" content="${escapeAttribute(meta.description)}">`);
  if (meta.keywords) hints.push(`<meta name="keywords" content="${escapeAttribute(meta.keywords)}">`);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(meta.title)}</title>`)
    .replace('<html lang="en">', `<html lang="${locale.replace('_', '-')}">`)
    .replaceAll('%SHELL_BASE%/', `/shell/${encodeURIComponent(shellVersion)}/`)
    .replace('<!--casino:head-->', hints.join('\n    '))
    .replace('<!--casino:boot-->', `<script id="casino-boot" type="application/json">${serializeForScript(boot)}</script>`);
}

/** The page's locale on the server: the i18n_redirected cookie when the site offers it, else the default. */
export function pageLocale(cookieHeader: string | undefined, offered: string[], fallback: string): Locale {
  const cookie = /(?:^|;\s*)i18n_redirected=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (cookie && isLocale(cookie) && offered.includes(cookie)) return cookie;
  return isLocale(fallback) ? fallback : 'en_US';
}
