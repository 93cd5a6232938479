require('@testing-library/jest-dom');

// findBy/waitFor wait up to 15 s (a test has 20, jest-preset.cjs): on the two-core CI machine builds
// run beside the tests, and the first render of a lazy module waits for jest to transform its tree
// (seconds, with a cold cache). A passing wait ends as soon as the element is there.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });

// antd reads matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}

// antd and antd-mobile measure their content; jsdom has no layout observers.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (typeof window !== 'undefined') {
  window.ResizeObserver = window.ResizeObserver || NoopObserver;
  window.IntersectionObserver = window.IntersectionObserver || NoopObserver;
  window.scrollTo = () => {};
}
