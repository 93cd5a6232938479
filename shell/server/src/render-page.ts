import fs from 'node:fs/promises';
import path from 'node:path';
import { matchPath } from 'react-router';
import type { BootData } from '@casino/mf-shared/contracts';
import { routeTable } from '../../src/app/route-table';

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
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Whether a path is one of the client routes (unknown paths are answered with status 404). */
export function findRoute(pathname: string) {
  return routeTable.find((entry) => matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname)) ?? null;
}

/**
 * The page for a client route: the live shell's HTML with the manifest and site configuration
 * written in (no extra round trip before remotes load) and a preload hint for the route's remote.
 */
export async function renderPage(shellDir: string, shellVersion: string, boot: BootData, pathname: string): Promise<string> {
  const html = await template(shellDir);
  const route = findRoute(pathname);
  const hints: string[] = [];
  const remoteName = route?.module?.slice(0, route.module.indexOf('/'));
  const remote = remoteName ? boot.manifest.remotes[remoteName as keyof BootData['manifest']['remotes']] : undefined;
  if (remote) {
    hints.push(`<link rel="preload" href="${escapeAttribute(remote.entry)}" as="fetch" crossorigin="anonymous">`);
  }
  return html
    .replaceAll('%SHELL_BASE%/', `/shell/${encodeURIComponent(shellVersion)}/`)
    .replace('<!--casino:head-->', hints.join('\n    '))
    .replace('<!--casino:boot-->', `<script id="casino-boot" type="application/json">${serializeForScript(boot)}</script>`);
}
