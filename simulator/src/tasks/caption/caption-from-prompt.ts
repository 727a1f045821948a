/** Clauses that rate a picture rather than describe it: a caption leaves them out. */
const QUALITY_TAGS =
  /^(masterpiece|best quality|high quality|highly detailed|ultra detailed|detailed|intricate details?|hd|hdr|uhd|[48]k|trending on \w+|award[- ]winning|sharp focus|professional)$/i;

/** The medium a prompt asks for, and how its caption opens. */
const MEDIA: readonly (readonly [RegExp, string])[] = [
  [/\b(photo(graph)?|photorealistic|dslr|\d+mm|polaroid|film grain)\b/i, 'A photograph of'],
  [
    /\b(painting|painted|watercolou?r|gouache|acrylic|oil on canvas|impressionis\w*)\b/i,
    'A painting of',
  ],
  [
    /\b(illustration|drawing|sketch|anime|manga|comic|cartoon|pixel art|vector art)\b/i,
    'An illustration of',
  ],
  [/\b(3d|render(ed)?|cgi|octane|unreal engine|blender)\b/i, 'A 3D render of'],
];

/** A clause that only names the medium ("oil painting", "digital art"): said by the opening already. */
const MEDIUM_ONLY =
  /^(an? )?([\w-]+ )?(photo(graph)?|painting|illustration|drawing|sketch|render|art(work)?|watercolou?r|gouache)$/i;

/** "portrait of …", "an oil painting of …": the prompt opens its caption itself. */
const OWN_OPENING =
  /^(?:an?\s+)?((?:[\w-]+\s+){0,2}?(?:photo(?:graph)?|painting|illustration|drawing|sketch|render|portrait|picture|image|close-up|view))\s+of\s+(.+)$/i;

const DETERMINERS =
  /^(a|an|the|this|that|these|those|my|your|his|her|its|our|their|some|many|several|one|two|three|four|five|six|seven|eight|nine|ten|no)$/i;
const PREPOSITION =
  /^(in|on|at|with|under|over|by|near|of|from|behind|beside|among|through|during|and)$/i;

/**
 * A caption for a picture the simulator generated, built from the prompt it was generated from:
 * the medium the prompt asks for, its first clause as the subject and up to two more clauses of
 * detail, e.g. "A painting of a red fox in a snowy forest, soft light." Undefined when the prompt
 * says nothing usable (`__BLANK__`, only quality tags).
 */
export function captionFromPrompt(prompt: string): string | undefined {
  const clauses = clausesOf(prompt).filter((clause) => !QUALITY_TAGS.test(clause));
  const described = clauses.filter((clause) => !MEDIUM_ONLY.test(clause));
  const [first, ...details] = described;
  if (first === undefined) return undefined;
  const own = OWN_OPENING.exec(first);
  const opening = own
    ? `${article(own[1] as string)} ${(own[1] as string).toLowerCase()} of`
    : (MEDIA.find(([pattern]) => pattern.test(prompt))?.[1] ?? 'An image of');
  const subject = withArticle(own ? (own[2] as string) : first);
  const sentence = [`${opening} ${subject}`, ...details.slice(0, 2)].join(', ');
  return `${capitalised(sentence)}.`;
}

/** The prompt's comma-separated clauses, without weights, LoRA tags and brackets. */
function clausesOf(prompt: string): string[] {
  if (prompt.trim() === '__BLANK__') return [];
  return prompt
    .replace(/<[^>]*>/g, ' ')
    .replace(/:\s*-?\d+(\.\d+)?\s*(?=[)\]])/g, '')
    .replace(/[()[\]{}]/g, ' ')
    .split(/[,;|.\n]+/)
    .map((clause) => clause.replace(/\s+/g, ' ').trim())
    .filter((clause) => clause.length > 0);
}

/**
 * "red fox in the snow" → "a red fox in the snow"; a determiner, a capitalised name or a plural
 * ("red foxes playing in the snow") keeps the phrase as it is.
 */
function withArticle(phrase: string): string {
  const words = phrase.split(' ');
  const first = words[0] as string;
  if (DETERMINERS.test(first)) return [first.toLowerCase(), ...words.slice(1)].join(' ');
  if (/^[A-Z0-9]/.test(first)) return phrase;
  const prepositionAt = words.findIndex((word) => PREPOSITION.test(word));
  const nounPhrase = words.slice(0, prepositionAt === -1 ? words.length : prepositionAt);
  if (nounPhrase.some((word) => /[^su]s$/i.test(word))) return phrase;
  return `${article(phrase)} ${phrase}`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
