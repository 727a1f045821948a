const NSFW_WORDS = /\b(nsfw|nude|nudity|naked|explicit|porn\w*|gore)\b/i;

/**
 * The simulator's stand-in for the provider's safety checker: a result is flagged NSFWContent when
 * its prompt contains one of a few trigger words, so tests can produce both answers on purpose.
 */
export function looksNsfw(prompt: string): boolean {
  return NSFW_WORDS.test(prompt);
}
