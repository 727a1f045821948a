import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isServerUnreachable, SERVER_UNREACHABLE_MESSAGE } from '../../lib/errorMessage';
import { UNEXPECTED } from './state/generationFailures';

/** A failed generate call as the server (and through it the provider) reported it. */
export interface GenerationFailure {
  /** The provider's or server's code: invalidWidth, insufficientCredits, BAD_USER_INPUT, ... */
  code?: string;
  /** The HTTP status the failure stands for (400 validation, 401, 402 credits, 5xx). */
  status?: number;
  message: string;
  parameter?: string;
  documentation?: string;
}

/** Facts of the request that make a message concrete. */
export interface FailureContext {
  model?: string;
  baseArchitecture?: string;
  loraArchitecture?: string;
}

interface ErrorItem {
  code?: unknown;
  message?: unknown;
  parameter?: unknown;
  documentation?: unknown;
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * A message may be a provider answer in JSON (an array of errors, or an object with `errors`),
 * possibly behind a leading "Bad request:" wrapper: the first error of it, else null.
 */
export function unwrapErrorMessage(message: string): ErrorItem | null {
  const json = message.replace(/^\s*(?:Bad request:|\d{3}\s*(?:Bad Request)?:?)\s*/i, '').trim();
  if (!json.startsWith('[') && !json.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    const list = Array.isArray(parsed)
      ? parsed
      : parsed &&
          typeof parsed === 'object' &&
          Array.isArray((parsed as { errors?: unknown }).errors)
        ? (parsed as { errors: unknown[] }).errors
        : parsed && typeof parsed === 'object'
          ? [parsed]
          : [];
    const first: unknown = list[0];
    if (!first || typeof first !== 'object') return null;
    // A GraphQL error keeps its code in `extensions`; a provider error at the top level.
    const { extensions, ...rest } = first as ErrorItem & { extensions?: unknown };
    return extensions && typeof extensions === 'object' ? { ...extensions, ...rest } : rest;
  } catch {
    return null;
  }
}

function fromItem(item: ErrorItem, status?: number): GenerationFailure {
  return {
    code: asText(item.code),
    status,
    message: asText(item.message) ?? UNEXPECTED,
    parameter: asText(item.parameter),
    documentation: asText(item.documentation),
  };
}

/** Reads a failed generateImages call: GraphQL error extensions carry code, status and details. */
export function failureFromError(error: unknown): GenerationFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
    const status = typeof extensions.status === 'number' ? extensions.status : undefined;
    const message = first?.message ?? UNEXPECTED;
    const wrapped = extensions.code === undefined ? unwrapErrorMessage(message) : null;
    if (wrapped) return fromItem(wrapped, status);
    return fromItem({ ...extensions, message }, status);
  }
  if (ServerError.is(error)) {
    const wrapped = unwrapErrorMessage(error.bodyText);
    if (wrapped) return fromItem(wrapped, error.statusCode);
    return { status: error.statusCode, message: error.message || UNEXPECTED };
  }
  // No answer at all: say so, rather than the browser's "Failed to fetch" or a vague failure.
  if (isServerUnreachable(error)) {
    return { code: 'serverUnreachable', message: SERVER_UNREACHABLE_MESSAGE };
  }
  return { message: UNEXPECTED };
}
