import { providerResult, reference } from '../test/adminFixtures';
import { buildModelInput, newModelValues, providerResultToFormValues } from './modelForm';

const serverDefaults = { width: 768, height: 512, steps: 28, scheduler: 'Euler', cfg: 6 };
const withDefaults = { ...reference, adminModelDefaults: serverDefaults };

describe('the model form values', () => {
  it('fills what a provider result leaves out from the server defaults', () => {
    const values = providerResultToFormValues(
      providerResult({
        defaultWidth: null,
        defaultHeight: 640,
        defaultSteps: null,
        defaultScheduler: null,
        defaultCFG: null,
      }),
      withDefaults,
    );

    expect(values).toMatchObject({
      defaultWidth: 768,
      defaultHeight: 640,
      defaultSteps: 28,
      defaultScheduler: 'Euler',
      defaultCFG: 6,
    });
  });

  it('sends a scheduler left blank as null, for the server to fill its default', () => {
    const values = { ...newModelValues(serverDefaults), name: 'Blank', civitAIR: 'civitai:1@2' };

    expect(buildModelInput({ ...values, defaultScheduler: '   ' }, 'VAE').defaultScheduler).toBe(
      null,
    );
    expect(buildModelInput({ ...values, defaultScheduler: ' DPM++ ' }, 'VAE')).toMatchObject({
      defaultScheduler: 'DPM++',
      defaultWidth: 768,
    });
  });
});
