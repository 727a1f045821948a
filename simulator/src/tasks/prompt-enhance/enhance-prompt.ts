import { createHash } from 'node:crypto';
import { PROMPT_DETAILS } from './prompt-details.js';

/**
 * One version of an enhanced prompt: the prompt's own words, then descriptive details (lighting,
 * style, camera, composition, mood, finish), as many as fit in `maxWords` whitespace-separated
 * words. Version n leads with the n-th kind of detail and picks other phrases than the other
 * versions; the picks depend only on the prompt and n. A prompt longer than `maxWords` is cut.
 */
export function enhancePrompt(prompt: string, version: number, maxWords: number): string {
  const words = prompt
    .trim()
    .replace(/[\s,.;:!]+$/, '')
    .split(/\s+/);
  if (words.length >= maxWords) return words.slice(0, maxWords).join(' ');
  const digest = createHash('sha256').update(prompt.trim().toLowerCase()).digest();
  const said = new Set(words.map((word) => word.toLowerCase().replace(/\W/g, '')));
  let text = words.join(' ');
  let count = words.length;
  for (let step = 0; step < PROMPT_DETAILS.length; step++) {
    const kind = (version + step) % PROMPT_DETAILS.length;
    const phrases = PROMPT_DETAILS[kind] as readonly string[];
    const phrase = phrases[((digest[kind] as number) + version) % phrases.length] as string;
    const phraseWords = phrase.split(' ');
    if (count + phraseWords.length > maxWords || repeats(phraseWords, said)) continue;
    text += `, ${phrase}`;
    count += phraseWords.length;
  }
  return text;
}

/** A phrase whose meaningful words the prompt says already ("soft light" after "soft glow"). */
function repeats(phraseWords: readonly string[], said: ReadonlySet<string>): boolean {
  return phraseWords.some((word) => word.length > 3 && said.has(word.toLowerCase()));
}
