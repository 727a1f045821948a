import { liveUrl, RECONNECT_MAX_DELAY_MS, reconnectDelayMs } from './liveLink';

describe('The live channel', () => {
  it('waits longer after each failed attempt, up to a cap, with a little jitter', () => {
    expect(reconnectDelayMs(0, 0)).toBe(1000);
    expect(reconnectDelayMs(1, 0)).toBe(2000);
    expect(reconnectDelayMs(3, 0.5)).toBe(8500);
    expect(reconnectDelayMs(12, 0)).toBe(RECONNECT_MAX_DELAY_MS);
    expect(reconnectDelayMs(40, 0.999)).toBeLessThan(RECONNECT_MAX_DELAY_MS + 1000);
  });

  it("connects to the page's own /graphql, encrypted when the page is", () => {
    expect(liveUrl({ protocol: 'https:', host: 'studio.example' })).toBe(
      'wss://studio.example/graphql',
    );
    expect(liveUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/graphql',
    );
  });
});
