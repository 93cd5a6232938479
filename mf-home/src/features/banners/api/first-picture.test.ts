import { firstPicture } from '@casino/contracts';
import { createFakeSandbox, createTestRoot } from '@casino/mf-shared/testing';
import { getCarouselPictures } from './get-carousel-pictures';

// The shell server hints contracts' firstPicture for home: it must be the banner mf-home shows first.
describe("contracts' firstPicture for the home page", () => {
  it('names the picture of the first banner getCarouselPictures gives, in its order', async () => {
    const banners = [
      { id: 1, sort: 5, url: '/assets/a.svg' },
      { id: 2, sort: 9, url: '/assets/b.svg' },
      { id: 3, sort: 9, url: '/assets/c.svg' },
      { id: 4, sort: 0, url: '/assets/d.svg' },
    ].map((banner) => ({ ...banner, use_type: 0, title: '', link: '', link_type: 0, link_method: 0, game_link_parameter: null }));
    const answer = { web_carousel_picture_list: banners };
    const sandbox = createFakeSandbox({ '/arks/web/carousel_picture': () => answer });
    const { store } = await createTestRoot({ fetch: sandbox.fetch });
    const shown = await getCarouselPictures(store.api, 1, 0);
    expect(firstPicture['mf_home/HomePage']?.(answer)).toBe(shown[0]?.url);
    expect(firstPicture['mf_home/HomePage']?.({ web_carousel_picture_list: [] })).toBeNull();
    expect(firstPicture['mf_home/HomePage']?.(null)).toBeNull();
  });
});
