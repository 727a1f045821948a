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

// jsdom has no MessageChannel; antd's form batches its watchers through one to get a macrotask.
// A timer gives the same ordering. The real setTimeout is kept, so tests with fake timers do not
// stall it (React's scheduler would otherwise fall back to that same real timer).
if (typeof window.MessageChannel === 'undefined') {
  const realSetTimeout = window.setTimeout.bind(window);

  class TimerMessagePort {
    onmessage: ((event: MessageEvent) => void) | null = null;
    peer: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      const target = this.peer;
      realSetTimeout(() => target?.onmessage?.(new MessageEvent('message', { data })), 0);
    }
    start() {}
    close() {
      this.onmessage = null;
    }
  }

  class TimerMessageChannel {
    readonly port1 = new TimerMessagePort();
    readonly port2 = new TimerMessagePort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }

  window.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
}
