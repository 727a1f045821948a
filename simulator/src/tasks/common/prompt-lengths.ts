/** The provider's prompt bounds (positivePrompt, negativePrompt), in characters. */
export const PROMPT_MIN_LENGTH = 2;
export const PROMPT_MAX_LENGTH = 3000;

/** How long a prompt may be, as the parameter readers take it. */
export const PROMPT_LENGTH = { min: PROMPT_MIN_LENGTH, max: PROMPT_MAX_LENGTH } as const;
