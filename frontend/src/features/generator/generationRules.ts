import { DEFAULT_NEGATIVE_PROMPT, LIMITS } from './generationParameters';

export interface Refusal {
  title: string;
  description: string;
}

/** Why Generate cannot run yet, or null when it can. */
export function refusalBeforeGenerate(
  prompt: string,
  negativePrompt: string,
  negativePromptSupported: boolean,
): Refusal | null {
  if (!prompt.trim()) {
    return { title: 'Error', description: 'Please enter a prompt before generating images.' };
  }
  if (negativePromptSupported && negativePromptTooShort(negativePrompt)) {
    return {
      title: 'Error',
      description: `The negative prompt needs at least ${LIMITS.negativePromptMinLength} characters.`,
    };
  }
  return null;
}

/** An empty negative prompt is fine (the default is sent); one character is not. */
export function negativePromptTooShort(negativePrompt: string): boolean {
  const length = negativePrompt.trim().length;
  return length > 0 && length < LIMITS.negativePromptMinLength;
}

/**
 * The negative prompt sent: none where the architecture's capability refuses one (FLUX), the
 * default when empty.
 */
export function effectiveNegativePrompt(negativePrompt: string, negativePromptSupported: boolean) {
  if (!negativePromptSupported) return undefined;
  return negativePrompt.trim() || DEFAULT_NEGATIVE_PROMPT;
}

/** A trigger word goes after a comma at the end of the prompt. */
export function appendTriggerWord(prompt: string, word: string): string {
  const current = prompt.trimEnd();
  return current ? `${current}, ${word}` : word;
}

/** Seed input accepts digits only; empty means a random seed (null). Null: refuse the keystroke. */
export function parseSeedInput(input: string): { seed: number | null } | null {
  if (input === '') return { seed: null };
  if (!/^\d+$/.test(input)) return null;
  const seed = Number(input);
  return Number.isSafeInteger(seed) ? { seed } : null;
}

/** A whole number from 1 to just below one billion (the provider wants a seed of at least 1). */
export function randomSeed(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * (LIMITS.seedBound - 1));
}
