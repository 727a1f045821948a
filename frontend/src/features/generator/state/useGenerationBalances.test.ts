import { renderHook } from '@testing-library/react';
import { useGenerationBalances } from './useGenerationBalances';

function balances() {
  const written: number[] = [];
  const { result } = renderHook(() => useGenerationBalances((balance) => written.push(balance)));
  return { write: result.current, written };
}

describe("the header's balance from the queue", () => {
  it("keeps the settled balance when the request's own answer (the hold) arrives after it", () => {
    const { write, written } = balances();
    write('g1', 'succeeded', 49.7);
    write('g1', 'pending', 49.68);
    expect(written).toEqual([49.7]);
  });

  it('keeps the settled balance when a read sent while the generation ran arrives after it', () => {
    const { write, written } = balances();
    write('g1', 'pending', 49.68);
    write('g1', 'failed', 50);
    write('g1', 'running', 49.68);
    expect(written).toEqual([49.68, 50]);
  });

  it('writes every answer that is not behind its generation, and each generation apart', () => {
    const { write, written } = balances();
    write('g1', 'pending', 49.68);
    write('g1', 'pending', 49.68);
    write('g2', 'pending', 49.36);
    write('g1', 'running', 49.36);
    write('g1', 'succeeded', 49.38);
    write('g2', 'running', 49.38);
    write(null, 'pending', 49);
    expect(written).toEqual([49.68, 49.68, 49.36, 49.36, 49.38, 49.38, 49]);
  });
});
