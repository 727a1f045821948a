import { confirmUntilSettled } from './pollCheckout';

/** A confirm call answering the given statuses in turn (the last one repeats). */
function answering(...statuses: string[]) {
  let calls = 0;
  return jest.fn(() => {
    const status = statuses[Math.min(calls, statuses.length - 1)];
    calls += 1;
    return Promise.resolve({ status });
  });
}

describe('confirmUntilSettled', () => {
  const wait = jest.fn(() => Promise.resolve());

  it('asks again while the session is open, until it is paid', async () => {
    const confirm = answering('open', 'open', 'paid');

    const answer = await confirmUntilSettled(confirm, { intervalMs: 1500, wait });

    expect(answer).toEqual({ status: 'paid' });
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(1500);
  });

  it('stops at a settled state other than paid', async () => {
    const confirm = answering('expired');

    expect(await confirmUntilSettled(confirm, { wait })).toEqual({ status: 'expired' });
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('gives up after the attempts and returns the open answer', async () => {
    const confirm = answering('open');

    expect(await confirmUntilSettled(confirm, { attempts: 4, wait })).toEqual({ status: 'open' });
    expect(confirm).toHaveBeenCalledTimes(4);
  });

  it('stops asking once aborted', async () => {
    const controller = new AbortController();
    const confirm = jest.fn(() => {
      controller.abort();
      return Promise.resolve({ status: 'open' });
    });

    expect(await confirmUntilSettled(confirm, { signal: controller.signal, wait })).toBeNull();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('passes a failed ask on', async () => {
    const confirm = jest.fn(() => Promise.reject(new Error('offline')));

    await expect(confirmUntilSettled(confirm, { wait })).rejects.toThrow('offline');
  });
});
