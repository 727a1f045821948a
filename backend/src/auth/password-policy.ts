import zxcvbnCore from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';
import zxcvbnEnglish from '@zxcvbn-ts/language-en';

/**
 * The lowest zxcvbn score a new password may have. 2 means "somewhat guessable: protection from
 * throttled online attacks" (about 10^8 guesses): sign-in is throttled per address and IP and the
 * hashes are slow, so this refuses what attackers try first (common passwords, words, repeats,
 * keyboard runs, the user's own name and address) without pushing people to write passwords down.
 */
export const MIN_PASSWORD_SCORE = 2;

export const TOO_EASY_MESSAGE = 'This password is too easy to guess.';

// Built once: loading the dictionaries is the costly part.
let factory: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined;
const estimator = () =>
  (factory ??= new zxcvbnCore.ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  }));

/** The parts of an email address and a name a guesser would try: "ada.lovelace@x.io" → ada, lovelace… */
function userInputsOf(facts: (string | null | undefined)[]): string[] {
  const inputs = new Set<string>();
  for (const fact of facts) {
    const text = fact?.trim().toLowerCase();
    if (!text) continue;
    inputs.add(text);
    inputs.add(text.replace(/\s+/g, ''));
    for (const part of text.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) inputs.add(part);
  }
  return [...inputs];
}

/**
 * Why a new password is refused, or null when it is good enough: the one owner of the password
 * strength rule. `facts` are what the account says about its owner (email, name), which zxcvbn
 * counts as easy guesses. The length floor (6) is the spec's and is checked before this.
 */
export function passwordWeakness(
  password: string,
  facts: (string | null | undefined)[] = [],
): string | null {
  const result = estimator().check(password, userInputsOf(facts));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions]
    .filter((text): text is string => Boolean(text))
    .join(' ');
  return advice ? `${TOO_EASY_MESSAGE} ${advice}` : TOO_EASY_MESSAGE;
}
