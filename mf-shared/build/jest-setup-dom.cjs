require('@testing-library/jest-dom');

// findBy/waitFor wait up to 5 s: the CI machine runs builds beside the tests.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

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
