// jsdom reports scrolling as "not implemented"; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

// Nothing is laid out in jsdom, so there are no size changes to report; antd only subscribes.
window.ResizeObserver = class implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom cannot compute pseudo-element styles and logs an error when asked (antd's modal measures
// the scrollbar that way); the element's own style is a fine answer in tests.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
