import { type TaskParameters } from '../../protocol/task-parameters.js';
import { type OutputFormat, parseOutputFormat } from '../../rendering/output-format.js';

export const OUTPUT_TYPES = ['URL', 'base64Data', 'dataURI'] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

/** How a task that produces images hands them over. */
export interface OutputOptions {
  outputType: OutputType;
  outputFormat: OutputFormat;
  /** 20–99, for JPG and WEBP. */
  outputQuality: number;
  /** Seconds the file stays at its URL. */
  ttl?: number;
}

/** The parameters that choose the output, common to every task that produces images. */
export const OUTPUT_PARAMETERS = ['outputType', 'outputFormat', 'outputQuality', 'ttl'] as const;

/** Reads outputType, outputFormat (defaulting to `defaultFormat`), outputQuality and ttl. */
export function parseOutputOptions(
  parameters: TaskParameters,
  defaultFormat: OutputFormat,
): OutputOptions {
  const outputType = parseOutputType(parameters);
  const outputFormat = parseFormat(parameters, defaultFormat);
  const outputQuality = parameters.optionalInteger('outputQuality', { min: 20, max: 99 }) ?? 95;
  const ttl = parameters.optionalInteger('ttl', { min: 60 });
  return { outputType, outputFormat, outputQuality, ...(ttl !== undefined ? { ttl } : {}) };
}

function parseOutputType(parameters: TaskParameters): OutputType {
  // Old SDKs send a one-element array; the schema's form is a single string.
  const raw = parameters.task.outputType;
  const value = Array.isArray(raw) && raw.length === 1 ? (raw[0] as unknown) : raw;
  if (value === undefined || value === null) return 'URL';
  if (typeof value !== 'string' || !(OUTPUT_TYPES as readonly string[]).includes(value)) {
    parameters.reject(
      'invalidOutputType',
      'outputType',
      'string',
      `Invalid value for outputType parameter. Allowed values: ${OUTPUT_TYPES.join(', ')}.`,
      { allowedValues: OUTPUT_TYPES },
    );
  }
  return value as OutputType;
}

function parseFormat(parameters: TaskParameters, defaultFormat: OutputFormat): OutputFormat {
  if (!parameters.has('outputFormat')) return defaultFormat;
  const value = parameters.task.outputFormat;
  const format = typeof value === 'string' ? parseOutputFormat(value) : undefined;
  if (!format) {
    parameters.reject(
      'invalidOutputFormat',
      'outputFormat',
      'string',
      'Invalid value for outputFormat parameter. Allowed values: JPG, PNG, WEBP.',
      { allowedValues: ['JPG', 'PNG', 'WEBP'] },
    );
  }
  return format;
}
