import { act } from '@testing-library/react';

/**
 * jsdom lays nothing out, so it has no IntersectionObserver. This stand-in records each observer
 * and lets a test say when the observed elements come into view.
 */
export class FakeIntersectionObserver implements IntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();

  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly scrollMargin = '0px';
  private readonly elements = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.live.add(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }

  unobserve(element: Element) {
    this.elements.delete(element);
  }

  disconnect() {
    this.elements.clear();
    FakeIntersectionObserver.live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as in view. */
  reveal() {
    const entries = [...this.elements].map(
      (target) =>
        ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this);
  }
}

/** Installs the stand-in for this test file; returns a way to bring the observed into view. */
export function installFakeIntersectionObserver() {
  beforeEach(() => {
    FakeIntersectionObserver.live.clear();
    window.IntersectionObserver = FakeIntersectionObserver;
  });
  return {
    /** What the live observers watch, with their options. */
    observers: () => [...FakeIntersectionObserver.live],
    /** The sentinel scrolls into view: every live observer reports it. */
    revealAll: () =>
      act(() => {
        for (const observer of [...FakeIntersectionObserver.live]) observer.reveal();
      }),
  };
}
