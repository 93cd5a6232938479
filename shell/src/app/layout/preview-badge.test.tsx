import { screen } from '@testing-library/react';
import type { BootManifest } from '@casino/contracts';
import { createTestRoot, renderWithRoot } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import zh from '../../locales/zh_CN.json';
import { BOOT_ELEMENT_ID } from '../boot-data';
import { PreviewBadge, previewedRemotes } from './preview-badge';

const shell = { shell: async () => ({ default: en }) };

const manifest = (previewGames: boolean): BootManifest => ({
  env: 'production',
  shellVersion: '0.4.0',
  remotes: {
    mf_home: { app: 'mf-home', name: 'mf_home', version: '1.2.0', entry: '/remotes/mf-home/1.2.0/mf-manifest.json' },
    mf_games: {
      app: 'mf-games',
      name: 'mf_games',
      version: previewGames ? '1.5.0' : '1.4.0',
      entry: `/remotes/mf-games/${previewGames ? '1.5.0' : '1.4.0'}/mf-manifest.json`,
      ...(previewGames ? { preview: true } : {}),
    },
  },
});

afterEach(() => document.getElementById(BOOT_ELEMENT_ID)?.remove());

describe('PreviewBadge', () => {
  it('names each previewed remote and version and leads out of the preview', async () => {
    renderWithRoot(<PreviewBadge manifest={manifest(true)} />, await createTestRoot({ namespaces: shell }));
    const badge = screen.getByRole('complementary', { name: 'Preview' });
    expect(badge).toHaveTextContent('Preview: mf-games 1.5.0');
    expect(screen.getByRole('link', { name: 'Leave preview' })).toHaveAttribute('href', '/__preview/exit');
  });

  it('shows nothing when the page runs the live release', async () => {
    renderWithRoot(<PreviewBadge manifest={manifest(false)} />, await createTestRoot({ namespaces: shell }));
    expect(screen.queryByRole('complementary', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Leave preview' })).toBeNull();
  });

  it("reads the page's boot data, and is translated", async () => {
    const boot = document.createElement('script');
    boot.id = BOOT_ELEMENT_ID;
    boot.type = 'application/json';
    boot.textContent = JSON.stringify({ config: {}, manifest: manifest(true) });
    document.body.append(boot);
    renderWithRoot(<PreviewBadge />, await createTestRoot({ namespaces: { shell: async () => ({ default: zh }) }, locale: 'zh_CN' }));
    expect(screen.getByRole('complementary', { name: '预览' })).toHaveTextContent('预览：mf-games 1.5.0');
    expect(screen.getByRole('link', { name: '退出预览' })).toBeInTheDocument();
  });

  it('lists several previews', () => {
    const both = manifest(true);
    both.remotes.mf_home = { ...both.remotes.mf_home!, version: '1.3.0', preview: true };
    expect(previewedRemotes(both)).toEqual(['mf-home 1.3.0', 'mf-games 1.5.0']);
  });
});
