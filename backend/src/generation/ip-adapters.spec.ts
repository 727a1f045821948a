import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { type IpAdapterInput } from './dto/generate-images.input.js';
import { ipAdapterRequests } from './ip-adapters.js';

const adapter = (overrides: Partial<IpAdapterInput>) =>
  ({ model: 'runware:55@1', weight: 0.5, ...overrides }) as IpAdapterInput;

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationFailedError) return error;
  }
  throw new Error('not refused');
};

describe('ipAdapterRequests', () => {
  it('puts the guide image first among the references, with the options', () => {
    expect(
      ipAdapterRequests(
        [adapter({ guideImage: 'a', guideImages: ['b', 'c'], combineMethod: 'concat' })],
        'sdxl',
      ),
    ).toEqual([expect.objectContaining({ guideImages: ['a', 'b', 'c'], combineMethod: 'concat' })]);
  });

  it.each([
    [adapter({}), 'ipAdapters[0].guideImages'],
    [adapter({ guideImage: 'a', guideImages: ['b', 'c', 'd', 'e'] }), 'ipAdapters[0].guideImages'],
  ])('refuses too few or too many references, naming the field', (input, field) => {
    expect(refusalOf(() => ipAdapterRequests([input], 'sdxl')).details).toMatchObject({ field });
  });

  it('refuses the UNet options on FLUX, whose contract has none, and takes them on SD 1.5', () => {
    const withOption = adapter({ guideImages: ['a'], weightType: 'style_transfer' });
    expect(refusalOf(() => ipAdapterRequests([withOption], 'flux1d')).details).toMatchObject({
      field: 'ipAdapters[0].weightType',
    });
    expect(ipAdapterRequests([withOption], 'sd1x')).toHaveLength(1);
    expect(ipAdapterRequests([adapter({ guideImages: ['a', 'b'] })], 'flux1d')).toHaveLength(1);
  });
});
