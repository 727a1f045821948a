import type { FormRule } from 'antd';
import type {
  ArchitectureCapabilityFieldsFragment,
  ArchitectureCapabilityChanges,
} from '../../../graphql/generated/admin/graphql';

type EditableField = keyof ArchitectureCapabilityChanges;

/** What an architecture accepts at all, as switches. */
export const SUPPORT_SWITCHES = [
  { field: 'supportsNegativePrompt', label: 'Negative prompt' },
  { field: 'supportsLoRA', label: 'LoRA' },
  { field: 'supportsControlNet', label: 'ControlNet' },
  { field: 'supportsVAE', label: 'VAE' },
  { field: 'supportsIPAdapter', label: 'IP-Adapter' },
  { field: 'supportsEmbeddings', label: 'Embeddings' },
  { field: 'supportsHiresFix', label: 'Hires fix' },
  { field: 'supportsFaceRefinement', label: 'Face refinement' },
  { field: 'supportsTransparentBackground', label: 'Transparent background' },
  { field: 'supportsOutpaint', label: 'Outpainting' },
  { field: 'supportsPulid', label: 'Identity references (PuLID)' },
  { field: 'supportsSeedImage', label: 'Seed image (image to image)' },
] as const satisfies readonly { field: EditableField; label: string }[];

type SupportField = (typeof SUPPORT_SWITCHES)[number]['field'];
export type LimitField = Exclude<EditableField, SupportField>;

/** A capability as its form holds it: a cleared number is null until the rules refuse it. */
export type ArchitectureCapabilityValues = Record<SupportField, boolean> &
  Record<LimitField, number | null>;

// A record, so a field added to ArchitectureCapabilityChanges fails to compile until listed here.
const EDITABLE: Record<EditableField, true> = {
  supportsNegativePrompt: true,
  supportsLoRA: true,
  supportsControlNet: true,
  supportsVAE: true,
  supportsIPAdapter: true,
  supportsEmbeddings: true,
  supportsHiresFix: true,
  supportsFaceRefinement: true,
  supportsTransparentBackground: true,
  supportsOutpaint: true,
  supportsPulid: true,
  supportsSeedImage: true,
  maxReferenceImages: true,
  minSteps: true,
  maxSteps: true,
  minDimension: true,
  maxDimension: true,
  dimensionMultiple: true,
  minLoraWeight: true,
  maxLoraWeight: true,
  minControlNetWeight: true,
  maxControlNetWeight: true,
  minIpAdapterWeight: true,
  maxIpAdapterWeight: true,
};
const EDITABLE_FIELDS = Object.keys(EDITABLE) as EditableField[];

/** The form's fields carry the server's input names, so a refused input is its own field. */
export const CAPABILITY_FIELD_OF_INPUT = new Map<string, EditableField>(
  EDITABLE_FIELDS.map((field) => [field, field]),
);

/** The server's bounds for one number (ArchitectureCapabilityChanges). */
export interface LimitBounds {
  lowest: number;
  highest: number;
  whole: boolean;
}

/** A min/max pair, shown side by side; the server refuses a min above its max. */
export interface LimitRange {
  /** Lower case, after "Min" / "Max": "steps", "LoRA weight". */
  name: string;
  min: LimitField;
  max: LimitField;
  bounds: LimitBounds;
}

export const STEPS_RANGE: LimitRange = {
  name: 'steps',
  min: 'minSteps',
  max: 'maxSteps',
  bounds: { lowest: 1, highest: 200, whole: true },
};

export const SIZE_RANGE: LimitRange = {
  name: 'size',
  min: 'minDimension',
  max: 'maxDimension',
  bounds: { lowest: 64, highest: 4096, whole: true },
};

export const MULTIPLE_BOUNDS: LimitBounds = { lowest: 1, highest: 256, whole: true };

/** Reference images an instruction edit takes (FLUX.1 Kontext); 0 offers none. */
export const REFERENCE_IMAGES_BOUNDS: LimitBounds = { lowest: 0, highest: 4, whole: true };

export const WEIGHT_RANGES: LimitRange[] = [
  {
    name: 'LoRA weight',
    min: 'minLoraWeight',
    max: 'maxLoraWeight',
    bounds: { lowest: 0, highest: 2, whole: false },
  },
  {
    name: 'ControlNet weight',
    min: 'minControlNetWeight',
    max: 'maxControlNetWeight',
    bounds: { lowest: 0, highest: 1, whole: false },
  },
  {
    name: 'IP-Adapter weight',
    min: 'minIpAdapterWeight',
    max: 'maxIpAdapterWeight',
    bounds: { lowest: 0, highest: 1, whole: false },
  },
];

export function capabilityValues(
  capability: ArchitectureCapabilityFieldsFragment,
): ArchitectureCapabilityValues {
  return Object.fromEntries(
    EDITABLE_FIELDS.map((field) => [field, capability[field]]),
  ) as ArchitectureCapabilityValues;
}

/** Only what the form changed, so a save never rewrites a limit nobody touched. */
export function capabilityChanges(
  values: ArchitectureCapabilityValues,
  capability: ArchitectureCapabilityFieldsFragment,
): ArchitectureCapabilityChanges {
  return Object.fromEntries(
    EDITABLE_FIELDS.filter((field) => values[field] !== capability[field]).map((field) => [
      field,
      values[field],
    ]),
  );
}

export function differsFromCapability(
  values: ArchitectureCapabilityValues,
  capability: ArchitectureCapabilityFieldsFragment,
): boolean {
  return Object.keys(capabilityChanges(values, capability)).length > 0;
}

/** Required, and within the server's bounds. */
export function boundsRules({ lowest, highest, whole }: LimitBounds): FormRule[] {
  const message = whole
    ? `Enter a whole number from ${lowest} to ${highest}`
    : `Enter a weight from ${lowest} to ${highest}`;
  return [
    { required: true, message },
    { type: whole ? 'integer' : 'number', min: lowest, max: highest, message },
  ];
}

/** The server's range rule, on the min field as the server reports it. */
export function notAboveMaxRule(range: LimitRange): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_, min: unknown) => {
      const max: unknown = getFieldValue(range.max);
      if (typeof min === 'number' && typeof max === 'number' && min > max)
        throw new Error(`Min ${range.name} must not be above max ${range.name}`);
    },
  });
}

/** The server refuses a min size the size multiple does not divide. */
export const multipleOfSizeRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_, minDimension: unknown) => {
    const multiple: unknown = getFieldValue('dimensionMultiple');
    if (
      typeof minDimension === 'number' &&
      typeof multiple === 'number' &&
      multiple > 1 &&
      minDimension % multiple !== 0
    )
      throw new Error(`Min size must be a multiple of ${multiple}`);
  },
});
