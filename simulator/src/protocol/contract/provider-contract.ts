import { readdirSync, readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: under NodeNext its default export arrives as the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * Runware's request contract, one JSON Schema per task (and per architecture family for
 * imageInference), written from the facts of Runware's own schema map (docs/runware-contract.md).
 * The simulator refuses what it refuses; the backend's contract test holds every request the
 * product sends to it. The schemas are JSON files beside this module (copied to dist by tsc).
 */
const SCHEMA_DIRECTORY = new URL('./schemas/', import.meta.url);

/** The contract of each task type the product sends (the any-family one for imageInference). */
export const TASK_CONTRACTS: Readonly<Record<string, string>> = {
  imageInference: 'image-inference',
  imageUpload: 'image-upload',
  upscale: 'upscale',
  removeBackground: 'remove-background',
  caption: 'caption',
  promptEnhance: 'prompt-enhance',
  modelSearch: 'model-search',
  getResponse: 'get-response',
  getTaskDetails: 'get-task-details',
  accountManagement: 'account-management',
};

/** The imageInference contract of each architecture family. */
export const ARCHITECTURE_FAMILY_CONTRACTS = [
  'sdxl',
  'pony',
  'sd1',
  'flux-dev',
  'flux-schnell',
  'flux-kontext-dev',
  'sd3',
  'hidream',
] as const;
export type ArchitectureFamilyContract = (typeof ARCHITECTURE_FAMILY_CONTRACTS)[number];

/** One thing the contract refuses, in the vocabulary of Runware's errors. */
export interface ContractViolation {
  /** `missing<Parameter>`, `unknownParameter`, `invalid<Parameter>`, `deprecatedParameter`. */
  code: string;
  message: string;
  /** The parameter's path, dotted: `ipAdapters[0].guideImages`. */
  parameter: string;
  /** The parameter's type: string, integer, float, boolean, array, object. */
  type?: string;
  /** The values an enumerated parameter takes. */
  allowedValues?: unknown[];
}

export interface ProviderContractOptions {
  /**
   * `accept`: the 2025 forms Runware still takes (`inputImage`, top-level `seedImage`, one
   * `guideImage`) pass, as on the live API. `refuse`: they are violations too, so what the product
   * sends is held to the 2026 form alone.
   */
  legacyForms: 'accept' | 'refuse';
}

export class ProviderContract {
  private readonly validators = new Map<string, ValidateFunction>();

  private constructor(options: ProviderContractOptions) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, verbose: true });
    addFormats(ajv);
    // `deprecated` marks a 2025 form: only an annotation, unless legacy forms are refused.
    if (options.legacyForms === 'refuse') {
      ajv.removeKeyword('deprecated');
      ajv.addKeyword({
        keyword: 'deprecated',
        schemaType: 'boolean',
        validate: (on: boolean) => !on,
      });
    }
    ajv.addKeyword({ keyword: 'x-source', schemaType: 'string' });
    for (const file of readdirSync(SCHEMA_DIRECTORY).filter((name) => name.endsWith('.json'))) {
      const schema = JSON.parse(readFileSync(new URL(file, SCHEMA_DIRECTORY), 'utf8')) as object;
      this.validators.set(file.replace(/\.json$/, ''), ajv.compile(schema));
    }
  }

  static load(options: ProviderContractOptions): ProviderContract {
    return new ProviderContract(options);
  }

  /** Every contract by name: `upscale`, `image-inference.sdxl`, ... */
  get names(): string[] {
    return [...this.validators.keys()].sort();
  }

  /** The contract of a task type, if the product's contract covers it. */
  contractOf(taskType: string, family?: ArchitectureFamilyContract): string | undefined {
    const name = TASK_CONTRACTS[taskType];
    if (name === 'image-inference' && family) return `${name}.${family}`;
    return name;
  }

  /** What the named contract refuses in a task; empty when it holds. */
  check(name: string, task: unknown): ContractViolation[] {
    const validate = this.validators.get(name);
    if (!validate) throw new Error(`No provider contract named ${name}`);
    if (validate(task)) return [];
    return simplest(validate.errors ?? []).map(violationOf);
  }
}

/** `oneOf` and its branches report the same fault twice: keep the branches' own errors. */
function simplest(errors: readonly ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'if');
  return specific.length > 0 ? specific : [...errors];
}

interface ParameterSchema {
  type?: string;
  enum?: unknown[];
  description?: string;
  properties?: Record<string, ParameterSchema>;
}

/** Runware's names for JSON types: a number is a float. */
function typeName(schema: ParameterSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.type === 'number') return 'float';
  if (schema.type) return schema.type;
  if (!schema.enum) return undefined;
  return typeof schema.enum[0] === 'number' ? 'integer' : 'string';
}

function withType(violation: ContractViolation, schema: ParameterSchema | undefined) {
  const type = typeName(schema);
  return type ? { ...violation, type } : violation;
}

/** Runware's codes for an add-on's weight, named after its list. */
const LIST_CODES: Readonly<Record<string, string>> = {
  'lora.weight': 'invalidLoraWeight',
  'controlNet.weight': 'invalidControlNetWeight',
  'ipAdapters.weight': 'invalidIpAdapterWeight',
  'embeddings.weight': 'invalidEmbeddingsWeight',
};

function violationOf(error: ErrorObject): ContractViolation {
  const at = pathOf(error.instancePath);
  const parent = error.parentSchema as ParameterSchema | undefined;
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const parameter = at ? `${at}.${missing}` : missing;
    return withType(
      {
        code: `missing${capitalised(missing)}`,
        message: `Missing required parameter: ${parameter}.`,
        parameter,
      },
      parent?.properties?.[missing],
    );
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    const parameter = at ? `${at}.${extra}` : extra;
    // A misspelling (cfgScale) is named with the parameter it was meant to be (CFGScale).
    const meant = Object.keys(parent?.properties ?? {}).find(
      (name) => name.toLowerCase() === extra.toLowerCase(),
    );
    return {
      code: 'unknownParameter',
      message: `Unknown parameter: ${parameter}. This task does not take it.${meant ? ` Did you mean ${meant}?` : ''}`,
      parameter,
    };
  }
  if (error.keyword === 'deprecated') {
    return {
      code: 'deprecatedParameter',
      message: `Parameter ${at} is a 2025 form the 2026 contract replaces.`,
      parameter: at,
    };
  }
  const leaf =
    at
      .replace(/\[\d+\]$/, '')
      .split('.')
      .pop() ?? at;
  const listCode = LIST_CODES[at.replace(/\[\d+\]/g, '')];
  const allowed = parent?.enum;
  const rule = allowed
    ? `It must be one of ${allowed.join(', ')}`
    : error.keyword === 'pattern' && parent?.description
      ? `It must be ${parent.description}`
      : `It ${error.message ?? 'is invalid'}`;
  return withType(
    {
      code: listCode ?? `invalid${capitalised(leaf)}`,
      message: `Invalid value for ${at} parameter. ${rule}.`,
      parameter: at,
      ...(allowed ? { allowedValues: allowed } : {}),
    },
    parent,
  );
}

/** `/ipAdapters/0/guideImages` → `ipAdapters[0].guideImages`. */
function pathOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
