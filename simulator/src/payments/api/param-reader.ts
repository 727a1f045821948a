import { type FormFields, type FormValue, isFields } from '../http/form-body.js';
import { invalidRequest, missingParam } from '../stripe-error.js';

const INTEGER = /^-?\d+$/;
const METADATA_KEYS = 50;
const METADATA_KEY_LENGTH = 40;
const METADATA_VALUE_LENGTH = 500;

/**
 * Reads typed parameters out of a decoded form body, refusing bad ones with Stripe's errors. Nested
 * readers carry the bracketed path, so errors name the full param (`line_items[0][quantity]`).
 */
export class ParamReader {
  constructor(
    private readonly fields: FormFields,
    private readonly prefix = '',
  ) {}

  /** The full parameter name of a key, as Stripe reports it in `param`. */
  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.value(key) !== undefined;
  }

  /** A string; an empty one means "not given", as Stripe reads empty values as unsetting. */
  string(key: string): string | undefined {
    const value = this.value(key);
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') throw invalidRequest('Invalid string', this.name(key));
    return value;
  }

  requiredString(key: string): string {
    const param = this.name(key);
    if (this.value(key) === '') {
      throw invalidRequest(
        `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
        param,
        'parameter_invalid_empty',
      );
    }
    const value = this.string(key);
    if (value === undefined) throw missingParam(param);
    return value;
  }

  integer(key: string, min: number, max: number): number | undefined {
    const text = this.string(key);
    if (text === undefined) return undefined;
    const param = this.name(key);
    const value = Number(text);
    if (!INTEGER.test(text.trim()) || !Number.isSafeInteger(value)) {
      throw invalidRequest(`Invalid integer: ${text}`, param, 'parameter_invalid_integer');
    }
    if (value < min) {
      throw invalidRequest(
        `This value must be greater than or equal to ${min}.`,
        param,
        'parameter_invalid_integer',
      );
    }
    if (value > max) {
      throw invalidRequest(
        `This value must be less than or equal to ${max}.`,
        param,
        'parameter_invalid_integer',
      );
    }
    return value;
  }

  requiredInteger(key: string, min: number, max: number): number {
    const value = this.integer(key, min, max);
    if (value === undefined) throw missingParam(this.name(key));
    return value;
  }

  hash(key: string): ParamReader | undefined {
    const value = this.value(key);
    if (value === undefined || value === '') return undefined;
    if (!isFields(value)) throw invalidRequest('Invalid hash', this.name(key));
    return new ParamReader(value, this.name(key));
  }

  requiredHash(key: string): ParamReader {
    const value = this.hash(key);
    if (value === undefined) throw missingParam(this.name(key));
    return value;
  }

  /** A list given as `key[0][...]`, `key[1][...]`: one reader per element, in index order. */
  list(key: string): ParamReader[] | undefined {
    const value = this.value(key);
    if (value === undefined || value === '') return undefined;
    const param = this.name(key);
    if (!isFields(value) || !Object.keys(value).every((index) => /^\d+$/.test(index))) {
      throw invalidRequest('Invalid array', param);
    }
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((index) => {
        const element = value[index];
        if (!isFields(element)) throw invalidRequest('Invalid hash', `${param}[${index}]`);
        return new ParamReader(element, `${param}[${index}]`);
      });
  }

  /** Stripe metadata: string values, at most 50 keys of 40 characters, values of 500; empty values unset. */
  metadata(key: string): Record<string, string> {
    const value = this.value(key);
    if (value === undefined || value === '') return {};
    const param = this.name(key);
    if (!isFields(value)) throw invalidRequest('Invalid hash', param);
    const metadata: Record<string, string> = {};
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry !== 'string') throw invalidRequest('Invalid string', `${param}[${name}]`);
      if (name.length > METADATA_KEY_LENGTH) {
        throw invalidRequest(
          `Metadata keys can have up to ${METADATA_KEY_LENGTH} characters.`,
          `${param}[${name}]`,
        );
      }
      if (entry.length > METADATA_VALUE_LENGTH) {
        throw invalidRequest(
          `Metadata values can have up to ${METADATA_VALUE_LENGTH} characters.`,
          `${param}[${name}]`,
        );
      }
      if (entry !== '') metadata[name] = entry;
    }
    if (Object.keys(metadata).length > METADATA_KEYS) {
      throw invalidRequest(`Metadata can have up to ${METADATA_KEYS} keys.`, param);
    }
    return metadata;
  }

  private value(key: string): FormValue | undefined {
    return Object.hasOwn(this.fields, key) ? this.fields[key] : undefined;
  }
}
