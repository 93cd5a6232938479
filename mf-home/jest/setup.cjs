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

// antd measures the scrollbar through a pseudo-element, which jsdom does not implement.
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
}
