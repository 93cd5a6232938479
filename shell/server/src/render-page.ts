import fs from 'node:fs/promises';
import path from 'node:path';
import { BOOT_ASSETS_FILE, DESKTOP_MIN_WIDTH, type BootData, type Locale } from '@casino/contracts';
import { BOOT_FAILURE_DATA_ID, type BootFailureData } from '../../src/app/boot-guard';
import { documentMeta } from '../../src/app/meta/document-meta';
import { isPublicPage, localeLinks } from '../../src/app/meta/locale-links';
import type { RouteEntry } from '../../src/app/route-table';
import type { FirstData } from './first-data';
import type { RenderedPage } from './server-render';
import bnBD from '../../src/locales/bn_BD.json';
import enUS from '../../src/locales/en_US.json';
import hiIN from '../../src/locales/hi_IN.json';
import jaJP from '../../src/locales/ja_JP.json';
import koKR from '../../src/locales/ko_KR.json';
import myMM from '../../src/locales/my_MM.json';
import taIN from '../../src/locales/ta_IN.json';
import thTH from '../../src/locales/th_TH.json';
import viVN from '../../src/locales/vi_VN.json';
import zhCN from '../../src/locales/zh_CN.json';
import zhTW from '../../src/locales/zh_TW.json';
import { versionFileText } from './version-files';

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

type BootFailureTexts = Omit<BootFailureData, 'shellBase'>;
type ShellMessages = Partial<Record<Locale, { bootFailure?: Partial<BootFailureTexts> }>> & { en_US: { bootFailure: BootFailureTexts } };

/** The shell's own messages: the boot guard speaks before any of the app's code (and i18n) could load. */
const shellMessages: ShellMessages = {
  zh_TW: zhTW,
  zh_CN: zhCN,
  en_US: enUS,
  vi_VN: viVN,
  ko_KR: koKR,
  ja_JP: jaJP,
  th_TH: thTH,
  hi_IN: hiIN,
  my_MM: myMM,
  ta_IN: taIN,
  bn_BD: bnBD,
};

/** The boot guard's texts in a locale: the shell's messages of that locale, English for any it lacks. */
export function bootFailureTexts(locale: Locale, messages: ShellMessages = shellMessages): BootFailureTexts {
  return { ...messages.en_US.bootFailure, ...messages[locale]?.bootFailure };
}

/** The data block the boot guard of public/index.html reads (shell/src/app/boot-guard.ts), safe inside its script element. */
export function bootFailureScript(data: BootFailureData): string {
  return `<script id="${BOOT_FAILURE_DATA_ID}" type="application/json">${serializeForScript(data)}</script>`;
}

interface BootAssets {
  bootstrap?: string[];
  'kit-desktop'?: string[];
  'kit-mobile'?: string[];
  /** The message chunks of each language, by locale (en_US, zh_CN…). */
  locales?: Record<string, string[]>;
}

const bootAssetsCache = new Map<string, Promise<BootAssets>>();

/** A shell version's boot-assets.json ({} without one), read once (a published version never changes). */
function bootAssets(shellDir: string): Promise<BootAssets> {
  let assets = bootAssetsCache.get(shellDir);
  if (!assets) {
    assets = fs
      .readFile(path.join(shellDir, BOOT_ASSETS_FILE), 'utf8')
      .then((text) => JSON.parse(text) as BootAssets)
      .catch(() => ({}));
    bootAssetsCache.set(shellDir, assets);
  }
  return assets;
}
/** The media queries of the two layouts (the layout store's breakpoint), for hints one layout needs. */
const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
const MOBILE_MEDIA = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;
const SAFE_ASSET = /^[\w.-]+\.(js|css)$/;

/**
 * Preload links for what the shell's boot loads after main.js (boot-assets.json, written by the
 * build): its bootstrap chunks and shared modules for every page, and each UI kit's files with the
 * media query of its layout, so a phone never fetches antd nor a desktop antd-mobile, and the message
 * chunks of the page's language and of the fallback (en_US), which boot loads at once. Nothing when
 * the build has no such file. Read once per shell version (a published version never changes).
 */
export async function bootPreloads(
  shellDir: string,
  shellBase: string,
  locale: Locale = 'en_US',
  /** Files already written into the page (a server-rendered page's stylesheets): no hint for them. */
  inlined: ReadonlySet<string> = new Set(),
  /** False for a page drawn without the UI kit (`ssr.uiKit`): its boot does not load one, so no kit file is hinted. */
  withKit = true,
): Promise<string[]> {
  const { bootstrap = [], 'kit-desktop': desktop = [], 'kit-mobile': mobile = [], locales = {} } = await bootAssets(shellDir);
  const link = (file: string, media?: string) =>
    SAFE_ASSET.test(file) && !inlined.has(file)
      ? [
          `<link rel="preload" href="${escapeAttribute(shellBase + file)}" as="${file.endsWith('.css') ? 'style' : 'script'}"${media ? ` media="${media}"` : ''}>`,
        ]
      : [];
  const booting = new Set(bootstrap);
  return [
    ...bootstrap.flatMap((file) => link(file)),
    ...(withKit ? desktop : []).filter((file) => !booting.has(file)).flatMap((file) => link(file, DESKTOP_MEDIA)),
    ...(withKit ? mobile : []).filter((file) => !booting.has(file)).flatMap((file) => link(file, MOBILE_MEDIA)),
    // Boot loads the messages of the page's language and of the fallback as soon as it runs.
    ...[...new Set([...(locales.en_US ?? []), ...(locales[locale] ?? [])])].flatMap((file) => link(file)),
  ];
}

/**
 * The page for a client route (or a route rule, `route` null): the live shell's HTML with the manifest and site configuration
 * written in (no extra round trip before remotes load), a preload hint for the route's remote, and the boot guard's texts in
 * the page's locale.
 */
export async function renderPage(
  shellDir: string,
  shellVersion: string,
  boot: BootData,
  route: RouteEntry | null,
  locale: Locale = 'en_US',
  pictures: FirstData['pictures'] = { desktop: null, mobile: null },
  pathname = '/',
  rendered: RenderedPage | null = null,
  /** The request's origin: the page's links are on it when the site has no SITE_BASE_URL. */
  pageOrigin: string | null = null,
): Promise<string> {
  const html = await template(shellDir);
  const meta = documentMeta(boot.config, locale);
  const shellBase = `/shell/${encodeURIComponent(shellVersion)}/`;
  const head: string[] = [bootFailureScript({ ...bootFailureTexts(locale), shellBase })];
  // The entry first, and urgent: the deferred script at the end of the page would otherwise queue
  // behind every hint below (six connections per host), and nothing starts before it runs.
  const entry = /<script\b[^>]*\bsrc="%SHELL_BASE%\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (entry) head.push(`<link rel="preload" href="${escapeAttribute(shellBase + entry)}" as="script" fetchpriority="high">`);
  const remoteName = route?.module?.slice(0, route.module.indexOf('/'));
  const remote = remoteName ? boot.manifest.remotes[remoteName as keyof BootData['manifest']['remotes']] : undefined;
  if (remote) {
    // Only the manifest, which the runtime fetches first and exactly so. The remote's entry and
    // module are not hinted: a hint that failed (a remote down) is kept by the browser for the
    // page and handed to the Retry after the files are back, which then fails again (outage.spec).
    // The shell's entry fetches them itself (RemoteRegistry.prefetch, shell/src/index.ts).
    head.push(`<link rel="preload" href="${escapeAttribute(remote.entry)}" as="fetch" crossorigin="anonymous">`);
  }
  // The first view's largest picture of each layout (its LCP), from the first data the server asked for.
  if (pictures.desktop) head.push(pictureHint(pictures.desktop, DESKTOP_MEDIA));
  if (pictures.mobile) head.push(pictureHint(pictures.mobile, MOBILE_MEDIA));
  // A page drawn on the server carries its layout's stylesheets in itself (below).
  const withKit = rendered?.ssr.uiKit !== 'none';
  const sheets = rendered ? await bootStylesheets(shellDir, shellBase, rendered.ssr.device, withKit) : null;
  // The shell's own boot files, and the UI kit of the window's layout (by media query), fetched with
  // main.js; no kit for a page drawn without one (the home page), whose kit loads after the first view.
  head.push(...(await bootPreloads(shellDir, shellBase, locale, sheets?.inlined, withKit)));
  if (meta.description) head.push(`<meta name="description" content="${escapeAttribute(meta.description)}">`);
  if (meta.keywords) head.push(`<meta name="keywords" content="${escapeAttribute(meta.keywords)}">`);
  // A public page names its one address and its other languages' (SITE_BASE_URL, else the
  // request's origin; locale domains).
  const origin = boot.config.baseUrl || pageOrigin;
  if (isPublicPage(route) && origin) {
    const links = localeLinks(pathname, locale, boot.config, origin);
    head.push(`<link rel="canonical" href="${escapeAttribute(links.canonical)}">`);
    for (const alternate of links.alternates) {
      head.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeAttribute(alternate.href)}">`);
    }
  }
  let page = html;
  if (rendered) {
    // The page arrives drawn (docs/ssr.md): the app's HTML in #root, styled before any script runs
    // (the shell's and the rendered layout kit's stylesheets written in, the module's CSS, antd's
    // styles), and the loading overlay hidden: the boot
    // guard still shows a failure in it.
    // antd's styles first, as antd itself puts them in the browser (at the head's start): the
    // site's stylesheets that come after override its defaults at equal specificity.
    if (rendered.styles) head.push(rendered.styles);
    head.push(...(sheets?.tags ?? []));
    // The module's own CSS in the page: a link to a remote's file that hangs would hold the whole paint.
    if (rendered.moduleCss) head.push(`<style data-module-css>${rendered.moduleCss.replace(/<\//g, '<\\/')}</style>`);
    page = page
      .replace('<div id="casino-loading"', '<div id="casino-loading" class="is-drawn"')
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
  }
  return page
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(meta.title)}</title>`)
    .replace('<html lang="en">', `<html lang="${locale.replace('_', '-')}">`)
    .replaceAll('%SHELL_BASE%/', shellBase)
    .replace('<!--casino:head-->', () => head.join('\n    '))
    .replace('<!--casino:boot-->', () => `<script id="casino-boot" type="application/json">${serializeForScript(boot)}</script>`);
}

/**
 * Stylesheets of the shell's boot and of each layout's kit, for a page drawn on the server. The
 * boot's and the rendered layout's are written into the page: on a slow network each linked
 * stylesheet holds the first paint for a round trip while it shares the line with the scripts
 * (docs/performance.md). Each carries `data-href` with its file name, which webpack's CSS loader
 * (mini-css-extract-plugin) takes for the file already on the page, so the boot never fetches it
 * again. The kit's keeps its media query. The other layout's kit stylesheet is not in the page: a
 * window that changes layout imports that kit, and webpack's CSS loader brings its stylesheet with
 * the kit's script (a desktop first view does not download the phone's 4.4 KiB for nothing).
 */
async function bootStylesheets(
  shellDir: string,
  shellBase: string,
  device: 'desktop' | 'mobile',
  /** False: the page was drawn without the UI kit, whose stylesheet comes with its script later. */
  withKit: boolean,
): Promise<{ tags: string[]; inlined: Set<string> }> {
  const assets = await bootAssets(shellDir);
  const inlined = new Set<string>();
  const link = (file: string, media?: string) =>
    `<link rel="stylesheet" href="${escapeAttribute(shellBase + file)}"${media ? ` media="${media}"` : ''}>`;
  const sheet = async (file: string, media?: string, inline = false): Promise<string[]> => {
    if (!SAFE_ASSET.test(file) || !file.endsWith('.css')) return [];
    const text = inline ? await versionFileText(path.join(shellDir, file)) : null;
    if (text === null) return [link(file, media)];
    inlined.add(file);
    return [`<style data-href="${escapeAttribute(file)}"${media ? ` media="${media}"` : ''}>${text.replace(/<\//g, '<\\/')}</style>`];
  };
  const kit =
    device === 'desktop' ? { files: assets['kit-desktop'], media: DESKTOP_MEDIA } : { files: assets['kit-mobile'], media: MOBILE_MEDIA };
  const groups = await Promise.all([
    ...(assets.bootstrap ?? []).map((file) => sheet(file, undefined, true)),
    ...(withKit ? (kit.files ?? []) : []).map((file) => sheet(file, kit.media, true)),
  ]);
  return { tags: groups.flat(), inlined };
}

function pictureHint(url: string, media: string): string {
  return `<link rel="preload" href="${escapeAttribute(url)}" as="image" media="${media}" fetchpriority="high">`;
}

/** One cookie's value from a Cookie header. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(cookieHeader ?? '')?.[1];
}
