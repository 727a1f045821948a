import { defaultParameters } from '../generationParameters';
import {
  clearInFlightGeneration,
  type InFlightGeneration,
  readInFlightGeneration,
  writeInFlightGeneration,
} from './inFlightGeneration';
import { IN_FLIGHT_GENERATION_KEY } from '../../../lib/storageKeys';

const NOW = Date.UTC(2026, 2, 1, 10, 0, 0);

function record(overrides: Partial<InFlightGeneration> = {}): InFlightGeneration {
  return {
    taskUUID: '5f0c3a8e-2b1d-4c6e-9a7f-1e2d3c4b5a69',
    userId: '7',
    parameters: { ...defaultParameters(), prompt: 'a fox', imageCount: 2 },
    negativePrompt: 'blurry, bad quality',
    context: { model: 'civitai:101055@128078', baseArchitecture: 'SDXL 1.0' },
    startedAt: NOW - 60_000,
    ...overrides,
  };
}

describe('the in-flight generation record', () => {
  it('is kept in sessionStorage under "inFlightGeneration" and read back', () => {
    writeInFlightGeneration(record());

    expect(localStorage.length).toBe(0);
    expect(JSON.parse(sessionStorage.getItem(IN_FLIGHT_GENERATION_KEY) ?? 'null')).toMatchObject({
      taskUUID: '5f0c3a8e-2b1d-4c6e-9a7f-1e2d3c4b5a69',
      userId: '7',
      startedAt: NOW - 60_000,
    });
    expect(readInFlightGeneration('7', NOW)).toEqual(record());
  });

  it('leaves inline guide images out, as stored parameters do elsewhere', () => {
    const parameters = {
      ...defaultParameters(),
      controlnets: [
        { id: 'runware:20@1', name: 'Canny', weight: 1, guideImage: 'data:image/png;base64,AAAA' },
        { id: 'runware:20@1', name: 'Canny', weight: 1, guideImage: 'https://img.example/a.png' },
      ],
    };
    writeInFlightGeneration(record({ parameters }));

    const read = readInFlightGeneration('7', NOW);
    expect(read?.parameters.controlnets[0]).not.toHaveProperty('guideImage');
    expect(read?.parameters.controlnets[1]?.guideImage).toBe('https://img.example/a.png');
  });

  it('keeps the absence of a negative prompt (models that refuse one)', () => {
    const withoutNegative = record();
    delete withoutNegative.negativePrompt;
    writeInFlightGeneration(withoutNegative);

    expect(readInFlightGeneration('7', NOW)).not.toHaveProperty('negativePrompt');
  });

  it('is forgotten once 30 minutes old', () => {
    writeInFlightGeneration(record({ startedAt: NOW - 30 * 60 * 1000 + 1 }));
    expect(readInFlightGeneration('7', NOW)).not.toBeNull();

    writeInFlightGeneration(record({ startedAt: NOW - 30 * 60 * 1000 }));
    expect(readInFlightGeneration('7', NOW)).toBeNull();
    expect(sessionStorage.getItem(IN_FLIGHT_GENERATION_KEY)).toBeNull();
  });

  it("is not another user's: a different account drops it", () => {
    writeInFlightGeneration(record({ userId: '8' }));

    expect(readInFlightGeneration('7', NOW)).toBeNull();
    expect(sessionStorage.getItem(IN_FLIGHT_GENERATION_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no taskUUID', JSON.stringify({ ...record(), taskUUID: '' })],
    ['no start time', JSON.stringify({ ...record(), startedAt: 'yesterday' })],
    ['a start in the future', JSON.stringify({ ...record(), startedAt: NOW + 60_000 })],
  ])('drops a malformed record (%s)', (_case, raw) => {
    sessionStorage.setItem(IN_FLIGHT_GENERATION_KEY, raw);

    expect(readInFlightGeneration('7', NOW)).toBeNull();
    expect(sessionStorage.getItem(IN_FLIGHT_GENERATION_KEY)).toBeNull();
  });

  it('reads malformed parameters and context as defaults', () => {
    sessionStorage.setItem(
      IN_FLIGHT_GENERATION_KEY,
      JSON.stringify({ ...record(), parameters: 'junk', context: { model: 42 } }),
    );

    const read = readInFlightGeneration('7', NOW);
    expect(read?.parameters).toEqual(defaultParameters());
    expect(read?.context).toEqual({});
  });

  it('is cleared on request', () => {
    writeInFlightGeneration(record());
    clearInFlightGeneration();

    expect(readInFlightGeneration('7', NOW)).toBeNull();
  });

  it('does not throw when the browser refuses to store it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(() => writeInFlightGeneration(record())).not.toThrow();
    setItem.mockRestore();
    expect(readInFlightGeneration('7', NOW)).toBeNull();
  });
});
