import { hasCheckoutParams, readCheckoutReturn, withoutCheckoutParams } from './checkoutReturn';

const query = (text: string) => new URLSearchParams(text);

describe('the return from checkout', () => {
  it('reads a paid return with its session', () => {
    expect(readCheckoutReturn(query('checkout=success&session_id=cs_test_1'))).toEqual({
      outcome: 'success',
      sessionId: 'cs_test_1',
    });
  });

  it('reads a cancelled return', () => {
    expect(readCheckoutReturn(query('checkout=cancelled'))).toEqual({ outcome: 'cancelled' });
  });

  it('ignores a plain visit, an unknown outcome and a success without a session', () => {
    expect(readCheckoutReturn(query(''))).toBeNull();
    expect(readCheckoutReturn(query('checkout=maybe'))).toBeNull();
    expect(readCheckoutReturn(query('checkout=success&session_id=%20'))).toBeNull();
  });

  it('drops only the checkout parameters', () => {
    const search = query('checkout=success&session_id=cs_1&tab=history');
    expect(hasCheckoutParams(search)).toBe(true);

    const rest = withoutCheckoutParams(search);

    expect(rest.toString()).toBe('tab=history');
    expect(hasCheckoutParams(rest)).toBe(false);
    expect(search.toString()).toBe('checkout=success&session_id=cs_1&tab=history');
  });
});
