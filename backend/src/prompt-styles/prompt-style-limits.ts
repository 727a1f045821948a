/** What a style may hold: small enough that a styled prompt usually fits PROMPT_MAX_LENGTH. */
export const PROMPT_STYLE_LIMITS = {
  name: 60,
  template: 1000,
  negativePrompt: 1000,
  perUser: 100,
} as const;

/** Marks where the creator's prompt goes in a template. */
export const PROMPT_PLACEHOLDER = '{prompt}';
