import { settingLabel } from './settingLabel';

describe('settingLabel', () => {
  it('names the generator settings as the dashboard knows them', () => {
    expect(settingLabel('cfgScale')).toBe('CFG scale');
    expect(settingLabel('clipSkip')).toBe('CLIP skip');
    expect(settingLabel('steps')).toBe('Steps');
    expect(settingLabel('scheduler')).toBe('Scheduler');
    expect(settingLabel('seed')).toBe('Seed');
    expect(settingLabel('promptWeighting')).toBe('Prompt weighting');
    expect(settingLabel('vae')).toBe('VAE');
    expect(settingLabel('controlnets')).toBe('ControlNets');
    expect(settingLabel('ipadapters')).toBe('IP-Adapters');
  });

  it('reads the same names from snake_case and kebab-case keys', () => {
    expect(settingLabel('cfg_scale')).toBe('CFG scale');
    expect(settingLabel('clip-skip')).toBe('CLIP skip');
    expect(settingLabel('prompt_weighting')).toBe('Prompt weighting');
  });

  it('humanizes a key it does not know, keeping acronyms in capitals', () => {
    expect(settingLabel('outputQuality')).toBe('Output quality');
    expect(settingLabel('sampler_name')).toBe('Sampler name');
    expect(settingLabel('creditsCharged')).toBe('Credits charged');
    expect(settingLabel('seedImage')).toBe('Seed image');
    expect(settingLabel('imageURL')).toBe('Image URL');
    expect(settingLabel('taskUUID')).toBe('Task UUID');
    expect(settingLabel('loraStrength')).toBe('LoRA strength');
    expect(settingLabel('cost')).toBe('Cost');
  });
});
