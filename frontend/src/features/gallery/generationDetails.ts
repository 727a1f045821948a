/**
 * The rules of the Generation Details panel, as plain functions of a creation: what the model,
 * format, extra settings and LoRAs read, and what "Copy Settings to Dashboard" stores.
 */

import { formatCredits, formatUsd } from '../../lib/format';
import { modelDisplayName } from '../../lib/modelDisplayName';
import { faceRefinementText, hiresFixText } from '../generator/refinementText';

export interface DetailsCreation {
  imageUrl: string;
  prompt: string;
  negativePrompt: string | null;
  modelId: string;
  width: number;
  height: number;
  format: string;
  parameters: unknown;
}

export interface KnownModel {
  name: string;
  version?: string | null;
  civitAIR: string;
}

/** Settings shown elsewhere in the panel or meaningless there (compared in lower case). */
const HIDDEN_SETTING_KEYS = new Set([
  'prompt',
  'width',
  'height',
  'format',
  'hd',
  'airs',
  'apikey',
  'api_key',
  'folder',
  'model_id',
  'checknsfw',
  'check_nsfw',
  'imagecount',
  'image_count',
  'sizepreset',
  'size_preset',
  'displaycost',
  'display_cost',
  'isfluxmodel',
  'is_flux_model',
  'negative_prompt',
  // The shared image it remixes: shown as "Remixed from" instead.
  'remixof',
]);

/** What a prompt style sent has a section of its own (promptStyleSent). */
const STYLE_KEYS = new Set(['style', 'styleid', 'stylename', 'sentprompt', 'sentnegativeprompt']);

/** LoRAs have a section of their own. */
const LORAS_KEY = 'loras';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The creation's parameters as an object; anything else counts as none. */
export function parametersOf(creation: Pick<DetailsCreation, 'parameters'>) {
  return isRecord(creation.parameters) ? creation.parameters : {};
}

/** The model's name and version when it is known; "Model {id}" for a civitai AIR; else the raw id. */
export function modelLabel(modelId: string, models: readonly KnownModel[]): string {
  const id = modelId.trim();
  if (!id) return 'Unknown';
  const model = models.find((candidate) => candidate.civitAIR === id);
  if (model) return modelDisplayName(model);
  const civitai = /(?:^|:)civitai:(\d+)@\d+$/i.exec(id);
  if (civitai) return `Model ${civitai[1]}`;
  return id;
}

/** From the file's extension, else the stored format field, else UNKNOWN. */
export function formatLabel(creation: Pick<DetailsCreation, 'imageUrl' | 'format'>): string {
  const path = URL.canParse(creation.imageUrl, 'http://localhost')
    ? new URL(creation.imageUrl, 'http://localhost').pathname
    : '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1];
  if (extension) return extension.toUpperCase();
  if (creation.format.trim()) return creation.format.trim().toUpperCase();
  return 'UNKNOWN';
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return false;
}

/** How a setting's value reads: names for models, lists joined, anything else as JSON. */
function settingText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(settingText).join(', ');
  if (isRecord(value) && typeof value.name === 'string' && value.name.trim()) return value.name;
  return JSON.stringify(value);
}

// Money among the parameters: credits charged, and the provider's cost in dollars (`cost`).
const CREDITS_KEY = /credit/i;
const USD_KEY = /cost|usd|price/i;

/** Below this a cost rounds to "$0.00", which would read as free. */
const SMALLEST_SHOWN_USD = 0.00005;

/** A cost in dollars; a tiny one as "<$0.0001", never as a free "$0.00". */
function costText(amount: number): string {
  return amount > 0 && amount < SMALLEST_SHOWN_USD ? `<${formatUsd(0.0001)}` : formatUsd(amount);
}

/** A number, or a string holding one (costs may be stored as text); else null. */
function asAmount(value: unknown): number | null {
  const amount = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

/** How a refinement's settings read ("4x-UltraSharp, 10 steps, strength 0.5"), by key in lower case. */
const REFINEMENT_TEXTS: Readonly<Record<string, (value: unknown) => string | null>> = {
  hiresfix: hiresFixText,
  facerefinement: faceRefinementText,
  transparentbackground: (value) => (value === true ? 'Yes' : null),
};

/** A setting's value as text; credits with 2 decimals, costs in dollars, refinements in words. */
function settingValueText(key: string, value: unknown): string {
  const refinement = REFINEMENT_TEXTS[key.toLowerCase()]?.(value);
  if (refinement) return refinement;
  const amount = asAmount(value);
  if (amount !== null && CREDITS_KEY.test(key)) return formatCredits(amount);
  if (amount !== null && USD_KEY.test(key)) return costText(amount);
  return settingText(value);
}

export interface SettingRow {
  key: string;
  value: string;
}

/** Settings that only act on a source image (image to image, inpainting), in lower case. */
const SOURCE_IMAGE_SETTINGS = new Set(['strength', 'maskimage', 'mask_image']);

/**
 * Settings whose value says "not used" (compared in lower case): 'None' sends the prompt as
 * written.
 */
const UNUSED_VALUES: Readonly<Record<string, unknown>> = {
  promptweighting: 'None',
  prompt_weighting: 'None',
  // Off: the dashboard keeps false (and hires fix and face refinement null, which are empty).
  transparentbackground: false,
};

/**
 * Whether a setting applied to the image: strength and mask only with a source image (the
 * dashboard keeps a strength for text to image too, unused), prompt weighting unless 'None'.
 */
function applied(key: string, value: unknown, parameters: Record<string, unknown>): boolean {
  const lower = key.toLowerCase();
  if (SOURCE_IMAGE_SETTINGS.has(lower)) {
    return !isEmptyValue(parameters.seedImage) || !isEmptyValue(parameters.seed_image);
  }
  return !(lower in UNUSED_VALUES && UNUSED_VALUES[lower] === value);
}

/**
 * The "Additional Settings": every parameter that applied, but the hidden keys, LoRAs and empty
 * values.
 */
export function additionalSettings(creation: Pick<DetailsCreation, 'parameters'>): SettingRow[] {
  const parameters = parametersOf(creation);
  return Object.entries(parameters)
    .filter(
      ([key]) =>
        !HIDDEN_SETTING_KEYS.has(key.toLowerCase()) &&
        !STYLE_KEYS.has(key.toLowerCase()) &&
        key.toLowerCase() !== LORAS_KEY,
    )
    .filter(([key, value]) => !isEmptyValue(value) && applied(key, value, parameters))
    .map(([key, value]) => ({ key, value: settingValueText(key, value) }));
}

export interface LoraRow {
  label: string;
  weight: number | null;
}

/** The LoRAs of a generation, each by name (else id) with its weight. */
export function loraRows(creation: Pick<DetailsCreation, 'parameters'>): LoraRow[] {
  const loras = parametersOf(creation)[LORAS_KEY];
  if (!Array.isArray(loras)) return [];
  return loras.filter(isRecord).flatMap((lora) => {
    const label = [lora.name, lora.id, lora.model].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
    );
    if (!label) return [];
    return [{ label, weight: typeof lora.weight === 'number' ? lora.weight : null }];
  });
}

/**
 * What "Copy Settings to Dashboard" stores as copiedSettings: the generation's extra parameters
 * with prompt, negative_prompt, model_id, width, height and format. The creation's own fields win
 * over same-named parameters: they describe the stored image.
 */
export function copiedSettingsOf(creation: DetailsCreation): Record<string, unknown> {
  return {
    ...parametersOf(creation),
    prompt: creation.prompt,
    negative_prompt: creation.negativePrompt ?? '',
    model_id: creation.modelId,
    width: creation.width,
    height: creation.height,
    format: creation.format,
  };
}

export interface PromptStyleSent {
  styleName: string;
  prompt: string;
  negativePrompt: string | null;
}

/** The style a generation went through and the prompts the server sent with it; null without one. */
export function promptStyleSent(
  creation: Pick<DetailsCreation, 'parameters'>,
): PromptStyleSent | null {
  const { styleName, sentPrompt, sentNegativePrompt } = parametersOf(creation);
  if (typeof styleName !== 'string' || typeof sentPrompt !== 'string') return null;
  return {
    styleName,
    prompt: sentPrompt,
    negativePrompt: typeof sentNegativePrompt === 'string' ? sentNegativePrompt : null,
  };
}
