import { pageNonce } from './page-nonce';

describe('pageNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the nonce the server put on the page, and nothing without one', () => {
    expect(pageNonce()).toBeUndefined();
    document.head.innerHTML = '<style nonce="abc123==">html{}</style>';
    expect(pageNonce()).toBe('abc123==');
  });
});
