import { testSiteConfig } from '@casino/mf-shared/testing';
import { applyDocumentMeta, documentMeta } from './document-meta';

const config = testSiteConfig({
  siteName: 'Golden Lotus',
  seo: {
    en_US: { title: 'Golden Lotus Casino' },
    zh_CN: { title: '金莲娱乐城' },
    vi_VN: { title: 'Golden Lotus', description: 'Nhà cái cá cược trực tuyến uy tín', keywords: 'cá cược, casino' },
  },
});

describe('document meta', () => {
  it('uses the Chinese title for zh_CN and the English one otherwise', () => {
    expect(documentMeta(config, 'zh_CN').title).toBe('金莲娱乐城');
    expect(documentMeta(config, 'en_US').title).toBe('Golden Lotus Casino');
    expect(documentMeta(config, 'ko_KR').title).toBe('Golden Lotus Casino');
    expect(documentMeta(config, 'vi_VN').title).toBe('Golden Lotus Casino');
  });

  it('sets the Vietnamese description and keywords only for Vietnamese pages', () => {
    applyDocumentMeta(document, documentMeta(config, 'vi_VN'), 'vi_VN');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Nhà cái cá cược trực tuyến uy tín');
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('cá cược, casino');
    expect(document.documentElement.lang).toBe('vi-VN');
    applyDocumentMeta(document, documentMeta(config, 'zh_CN'), 'zh_CN');
    expect(document.title).toBe('金莲娱乐城');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });
});
