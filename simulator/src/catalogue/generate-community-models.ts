import { SeededRandom } from '../random/seeded-random.js';
import { architectureOf } from './architectures.js';
import {
  type ArchitectureCode,
  type CatalogueModel,
  type CheckpointType,
  type ModelCategory,
} from './catalogue-model.js';
import {
  CHECKPOINTS,
  CONTROLNETS,
  EMBEDDINGS,
  FAMILY_TAG,
  INPAINTING,
  LORAS,
  LYCORIS,
  NAME_SUFFIX,
  REFINERS,
  SCHEDULERS_BY_FAMILY,
  VAES,
} from './community-model-plan.js';
import { adapter, checkpoint } from './model-builders.js';
import {
  ADAPTER_TAGS,
  CHECKPOINT_NAME_CORES,
  CHECKPOINT_NAME_PREFIXES,
  EMBEDDING_NAMES,
  LORA_SUBJECTS,
  LYCORIS_SUBJECTS,
  STYLE_TAGS,
  VAE_NAMES,
} from './name-parts.js';

/** The catalogue's generator seed: changing it changes every generated model. */
const GENERATOR_SEED = [0x5eed, 0xc0ffee, 0xa11ce, 0xb0b] as const;

/**
 * Community models generated from realistic name parts. Deterministic: the same list, in the same
 * order, on every start. `takenAirs` are identifiers already in use (starter and curated models).
 */
export function generateCommunityModels(takenAirs: ReadonlySet<string>): CatalogueModel[] {
  const random = new SeededRandom(GENERATOR_SEED);
  const airs = new Set(takenAirs);
  const titles = new Set<string>();
  const models: CatalogueModel[] = [];

  const newAir = (): string => {
    for (;;) {
      const air = `civitai:${random.integer(20000, 1200000)}@${random.integer(30000, 2100000)}`;
      if (!airs.has(air)) {
        airs.add(air);
        return air;
      }
    }
  };
  const uniqueTitle = (makeName: () => string, version: string): string => {
    for (let attempt = 0; ; attempt++) {
      const name = attempt < 20 ? makeName() : `${makeName()} ${attempt}`;
      if (!titles.has(`${name}|${version}`)) {
        titles.add(`${name}|${version}`);
        return name;
      }
    }
  };
  const styleTags = (architecture: ArchitectureCode, extra: readonly string[] = []): string[] => [
    ...new Set([
      ...random.sample(STYLE_TAGS, random.integer(1, 3)),
      ...extra,
      FAMILY_TAG[architecture],
    ]),
  ];

  const addCheckpoints = (
    counts: Partial<Record<ArchitectureCode, number>>,
    type: CheckpointType,
  ): void => {
    for (const [architecture, count] of entries(counts)) {
      const profile = architectureOf(architecture);
      for (let i = 0; i < count; i++) {
        const version = checkpointVersion(random, architecture, type);
        const name = uniqueTitle(
          () =>
            `${random.pick(CHECKPOINT_NAME_PREFIXES)} ${random.pick(CHECKPOINT_NAME_CORES)}${NAME_SUFFIX[architecture]}`,
          version,
        );
        const steps = Math.max(
          1,
          profile.defaultSteps + random.integer(-1, 2) * (profile.defaultSteps >= 20 ? 5 : 1),
        );
        const cfg = Math.max(1, Math.round((profile.defaultCFG + random.between(-1, 1)) * 2) / 2);
        models.push(
          checkpoint({
            air: newAir(),
            name,
            version,
            architecture,
            type,
            tags: styleTags(architecture, type === 'base' ? [] : [type]),
            comment: random.next() < 0.4 ? `Recommended: CFG ${cfg}, ${steps} steps.` : '',
            defaults: {
              defaultSteps: steps,
              defaultCFG: cfg,
              defaultScheduler: random.pick(SCHEDULERS_BY_FAMILY[profile.family] ?? ['Default']),
            },
          }),
        );
      }
    }
  };

  const addAdapters = (
    counts: Partial<Record<ArchitectureCode, number>>,
    category: Exclude<ModelCategory, 'checkpoint' | 'controlnet'>,
    names: readonly string[],
  ): void => {
    for (const [architecture, count] of entries(counts)) {
      for (let i = 0; i < count; i++) {
        const version = `v${random.integer(1, 4)}.${random.integer(0, 9)}`;
        let subject = '';
        const name = uniqueTitle(() => {
          subject = random.pick(names);
          return `${subject}${NAME_SUFFIX[architecture]}`;
        }, version);
        models.push(
          adapter({
            air: newAir(),
            name,
            version,
            category,
            architecture,
            tags: styleTags(architecture, random.sample(ADAPTER_TAGS, 1)),
            ...(category === 'vae'
              ? {}
              : { positiveTriggerWords: triggerWords(category === 'embeddings' ? name : subject) }),
          }),
        );
      }
    }
  };

  addCheckpoints(CHECKPOINTS, 'base');
  addCheckpoints(INPAINTING, 'inpainting');
  addCheckpoints(REFINERS, 'refiner');
  addAdapters(LORAS, 'lora', LORA_SUBJECTS);
  addAdapters(LYCORIS, 'lycoris', LYCORIS_SUBJECTS);
  addAdapters(VAES, 'vae', VAE_NAMES);
  addAdapters(EMBEDDINGS, 'embeddings', EMBEDDING_NAMES);

  for (const [architecture, conditionings] of entries(CONTROLNETS)) {
    for (const conditioning of conditionings) {
      const label = conditioning.charAt(0).toUpperCase() + conditioning.slice(1);
      models.push(
        adapter({
          air: newAir(),
          name: `ControlNet ${label}${NAME_SUFFIX[architecture]}`,
          version: `v1.${random.integer(0, 2)}`,
          category: 'controlnet',
          architecture,
          tags: ['controlnet', conditioning, FAMILY_TAG[architecture]],
          conditioning,
        }),
      );
    }
  }
  return models;
}

function checkpointVersion(
  random: SeededRandom,
  architecture: ArchitectureCode,
  type: CheckpointType,
): string {
  const number = `v${random.integer(1, 9)}.${random.integer(0, 9)}`;
  if (type === 'inpainting') return `${number} Inpainting`;
  if (type === 'refiner') return `${number} Refiner`;
  const variant: Partial<Record<ArchitectureCode, string>> = {
    sdxlturbo: 'Turbo',
    sdxllightning: 'Lightning 8-step',
    sdxlhyper: 'Hyper',
    sdxldistilled: 'Distilled',
    sdxllcm: 'LCM',
    sd1xlcm: 'LCM',
    sdhyper: 'Hyper-SD',
    sd3: 'Medium',
    flux1d: 'Dev',
    flux1s: 'Schnell',
    hidreamfull: 'Full',
    hidreamdev: 'Dev',
    hidreamfast: 'Fast',
  };
  const suffix = variant[architecture];
  return suffix ? `${number} ${suffix}` : number;
}

function triggerWords(subject: string): string {
  const words = subject
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .split(' ')
    .filter(Boolean);
  return `${words.join('_')}, ${words.join(' ')} style`;
}

function entries<T>(counts: Partial<Record<ArchitectureCode, T>>): [ArchitectureCode, T][] {
  return Object.entries(counts) as [ArchitectureCode, T][];
}
