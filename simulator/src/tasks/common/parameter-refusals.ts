import { type TaskParameters } from '../../protocol/task-parameters.js';

/**
 * Refuses any parameter the provider does not document for the task with `unknownParameter`, which
 * catches misspellings such as `cfgScale` before they reach the real provider.
 */
export function refuseUnknownParameters(
  parameters: TaskParameters,
  known: ReadonlySet<string>,
): void {
  for (const name of Object.keys(parameters.task)) {
    if (known.has(name)) continue;
    const suggestion = suggestParameter(name, known);
    parameters.reject(
      'unknownParameter',
      name,
      typeof parameters.task[name],
      `Unknown parameter ${name}.${suggestion ? ` Did you mean ${suggestion}? Parameter names are case-sensitive.` : ''}`,
    );
  }
}

/** The documented parameter a misspelt one probably meant (same letters, other casing). */
export function suggestParameter(name: string, known: ReadonlySet<string>): string | undefined {
  const lower = name.toLowerCase();
  for (const candidate of known) if (candidate.toLowerCase() === lower) return candidate;
  return undefined;
}

/** Webhooks and upload endpoints are not simulated: refuse rather than pretend. */
export function refuseUnsimulatedDelivery(parameters: TaskParameters): void {
  for (const name of ['webhookURL', 'uploadEndpoint']) {
    if (parameters.has(name)) {
      parameters.reject(
        'unsupportedParameter',
        name,
        'string',
        `Parameter ${name} is not supported by the simulator.`,
      );
    }
  }
}
