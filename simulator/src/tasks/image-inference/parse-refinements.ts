import { type ArchitectureProfile } from '../../catalogue/architectures.js';
import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type OutputFormat } from '../../rendering/output-format.js';
import { capitalised, type TaskParameters } from '../../protocol/task-parameters.js';
import { refuseOnArchitecture } from './architecture-refusals.js';

/** The upscalers `hiresFix.model` takes (2026 schema). */
export const HIRES_FIX_UPSCALERS = [
  'runware:realesrgan@anime-6b',
  'runware:esrgan@animesharp',
  'runware:esrgan@ultrasharp',
  'runware:504@1',
] as const;

/**
 * What the schema's description of `hiresFix.upscaleFactor` says 2 does (doubles width and
 * height); the field itself admits only 4. Without it the second pass doubles the size.
 */
const DEFAULT_HIRES_SCALE = 2;
const DEFAULT_REFINEMENT_STRENGTH = 0.5;
const DEFAULT_FACE_STEPS = 20;
/** The edge of the region a face is redrawn at: one 512² crop per image. */
export const FACE_REGION_EDGE = 512;

/** What refines an image in the same pass, as the task asked for it. */
export interface RefinementRequest {
  hiresFix?: { model: string; steps: number; strength: number; scale: number };
  faceRefinement?: { steps: number; strength: number };
  /** layerDiffuse: the background left transparent (PNG). */
  transparentBackground: boolean;
}

type Range = { min: number; max: number };

/**
 * `hiresFix`, `ultralytics` and `layerDiffuse` as the 2026 schema has them: each only where the
 * model's architecture has the field (`unsupportedArchitecture<Field>` elsewhere), nested values
 * named by their path. `layerDiffuse` needs PNG output, the one format that keeps transparency.
 */
export function parseRefinements(
  parameters: TaskParameters,
  model: CatalogueModel,
  profile: ArchitectureProfile,
  outputFormat: OutputFormat,
  baseSteps: number,
): RefinementRequest {
  const unsupported = (field: string, code: string) =>
    refuseOnArchitecture(
      parameters,
      model,
      field,
      `unsupportedArchitecture${code}`,
      field === 'layerDiffuse' ? 'boolean' : 'object',
    );
  const request: RefinementRequest = { transparentBackground: false };

  if (parameters.has('hiresFix')) {
    if (!profile.features.hiresFix) unsupported('hiresFix', 'HiresFix');
    const value = parameters.task.hiresFix;
    if (value !== true && !isObject(value))
      parameters.invalid('hiresFix', 'object', 'hiresFix must be true or an object.');
    const fields = value === true ? {} : value;
    // The contract gate held its form (true, or an object naming one of the upscalers, with an
    // upscaleFactor of 4 if any); the ranges are the provider's.
    const model = fields.model ?? HIRES_FIX_UPSCALERS[2];
    request.hiresFix = {
      model: model as string,
      steps:
        nestedNumber(parameters, 'hiresFix', fields, 'steps', profile.stepRange, true) ??
        Math.max(1, Math.round(baseSteps / 2)),
      strength:
        nestedNumber(parameters, 'hiresFix', fields, 'strength', { min: 0, max: 1 }) ??
        DEFAULT_REFINEMENT_STRENGTH,
      scale: (fields.upscaleFactor as number | undefined) ?? DEFAULT_HIRES_SCALE,
    };
  }

  const ultralytics = parameters.optionalObject('ultralytics');
  if (ultralytics) {
    if (!profile.features.ultralytics) unsupported('ultralytics', 'Ultralytics');
    nestedNumber(parameters, 'ultralytics', ultralytics, 'confidence', { min: 0, max: 1 });
    nestedNumber(parameters, 'ultralytics', ultralytics, 'CFGScale', { min: 0, max: 50 });
    request.faceRefinement = {
      steps:
        nestedNumber(parameters, 'ultralytics', ultralytics, 'steps', profile.stepRange, true) ??
        DEFAULT_FACE_STEPS,
      strength:
        nestedNumber(parameters, 'ultralytics', ultralytics, 'strength', { min: 0, max: 1 }) ??
        DEFAULT_REFINEMENT_STRENGTH,
    };
  }

  if (parameters.optionalBoolean('layerDiffuse')) {
    if (!profile.features.layerDiffuse) unsupported('layerDiffuse', 'LayerDiffuse');
    if (outputFormat !== 'PNG')
      parameters.reject(
        'invalidOutputFormat',
        'outputFormat',
        'string',
        'Invalid value for outputFormat parameter. layerDiffuse produces transparency, which only PNG keeps.',
      );
    request.transparentBackground = true;
  }
  return request;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number inside a refinement object, refused with the path of the field (`hiresFix.steps`). */
export function nestedNumber(
  parameters: TaskParameters,
  parent: string,
  fields: Record<string, unknown>,
  name: string,
  range: Range,
  integer = false,
): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    (integer && !Number.isInteger(value)) ||
    value < range.min ||
    value > range.max
  ) {
    const path = `${parent}.${name}`;
    parameters.reject(
      `invalid${capitalised(parent)}${capitalised(name)}`,
      path,
      integer ? 'integer' : 'float',
      `Invalid value for ${path} parameter. It must be ${integer ? 'an integer' : 'a number'} between ${range.min} and ${range.max}.`,
    );
  }
  return value;
}
