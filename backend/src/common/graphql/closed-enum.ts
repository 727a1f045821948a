import { registerEnumType } from '@nestjs/graphql';

/** A GraphQL enum object: each GraphQL name mapped to the word the server and REST use. */
export type ClosedEnum<Word extends string> = Record<string, Word>;

/**
 * The GraphQL name of a REST word: the word itself, camelCased where a hyphen would make it an
 * invalid GraphQL name (model-import → modelImport). Consumers meet the same words on both APIs.
 */
export function graphqlEnumName(word: string): string {
  return word.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
}

/**
 * Registers a closed set of words as a GraphQL enum and returns the object to name in
 * `@Field(() => …)`. Resolvers and services keep the words themselves: GraphQL maps the names.
 */
export function closedEnum<Word extends string>(
  name: string,
  words: readonly Word[],
  description: string,
  wordDescriptions: Partial<Record<Word, string>> = {},
): ClosedEnum<Word> {
  const enumObject: ClosedEnum<Word> = Object.fromEntries(
    words.map((word) => [graphqlEnumName(word), word]),
  );
  const valuesMap = Object.fromEntries(
    Object.entries(wordDescriptions).map(([word, text]) => [
      graphqlEnumName(word),
      { description: text as string },
    ]),
  );
  registerEnumType(enumObject, { name, description, valuesMap });
  return enumObject;
}
