import { invalidRequest } from '../stripe-error.js';

/** A decoded form value: Stripe's bracketed keys nest (`a[b][0]=x`); `a[]=x` appends to a list. */
export type FormValue = string | FormFields | FormValue[];
export interface FormFields {
  [name: string]: FormValue;
}

// A name and any bracketed parts: `line_items[0][price_data][currency]`, `expand[]`.
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
const SEGMENT = /\[([^[\]]*)\]/g;

/**
 * Decodes an `application/x-www-form-urlencoded` body the way Stripe reads the SDK's encoding.
 * Numeric parts stay object keys (`line_items: { '0': {...} }`): readers ask for a list where
 * they expect one, so `metadata[0]` is not turned into an array by accident.
 */
export function parseFormBody(text: string): FormFields {
  const root: FormFields = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = KEY.exec(key);
    if (!match) throw invalidRequest(`Invalid parameter name: ${key}`, key);
    const path = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(SEGMENT)].map((m) => m[1] as string),
    ];
    assign(root, path, value, key);
  }
  return root;
}

function assign(root: FormFields, path: string[], value: string, key: string): void {
  const appends = path.at(-1) === '';
  const names = appends ? path.slice(0, -1) : path;
  if (names.some((name) => name === '' || name === '__proto__')) {
    throw invalidRequest(`Invalid parameter name: ${key}`, key);
  }
  let container = root;
  for (const name of names.slice(0, -1)) {
    const existing = Object.hasOwn(container, name) ? container[name] : undefined;
    if (existing === undefined) container = container[name] = {};
    else if (isFields(existing)) container = existing;
    else throw conflict(key);
  }
  const last = names.at(-1) as string;
  const existing = Object.hasOwn(container, last) ? container[last] : undefined;
  if (appends) {
    if (existing === undefined) container[last] = [value];
    else if (Array.isArray(existing)) existing.push(value);
    else throw conflict(key);
  } else if (existing === undefined || typeof existing === 'string') {
    container[last] = value;
  } else {
    throw conflict(key);
  }
}

export function isFields(value: FormValue | undefined): value is FormFields {
  return typeof value === 'object' && !Array.isArray(value);
}

function conflict(key: string) {
  return invalidRequest(`Invalid parameter: ${key} is given both as a value and as a hash.`, key);
}
