import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsString, IsUUID, Matches } from 'class-validator';
import { SLUG_PATTERN } from '../share-slug.js';

/**
 * The shared image a generation remixes: a share link's slug and the image in it. Kept in the
 * generation's parameters (as `remixOf`, the input's own name) once the server has found it live
 * and showing its settings, and carried from there to the images saved from that generation.
 */
@InputType({
  description:
    'The shared image whose settings this generation starts from; credited only while its link is live, shows its settings and holds the image (otherwise ignored).',
})
export class RemixOfInput {
  @Field({ description: "The share link's slug (the last part of /s/{slug})." })
  @IsString({ message: 'remixOf.slug must be a share link slug' })
  @Matches(SLUG_PATTERN, { message: 'remixOf.slug must be a share link slug' })
  slug: string;

  @Field(() => ID, { description: 'The shared image (a UUID).' })
  @IsUUID('all', { message: 'remixOf.creationId must be a UUID' })
  creationId: string;
}

@ObjectType({ description: 'The shared image a generation was remixed from.' })
export class RemixSource {
  @Field({ description: "The share link's slug: its page is /s/{slug}." })
  slug: string;

  @Field(() => ID, { description: 'The shared image (it may since have been deleted).' })
  creationId: string;
}

/** The key the verified source is kept under in a generation's and a creation's parameters. */
export const REMIX_OF_KEY = 'remixOf';

/** The remix source kept in `parameters`, or null when there is none (or it is malformed). */
export function remixSourceOf(parameters: Record<string, unknown> | null): RemixSource | null {
  const kept = parameters?.[REMIX_OF_KEY] as Record<string, unknown> | undefined;
  if (!kept || typeof kept !== 'object') return null;
  const { slug, creationId } = kept;
  if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug) || typeof creationId !== 'string') {
    return null;
  }
  return { slug, creationId };
}

/** `parameters` with the remix source set to `source`, or without one when null. */
export function withRemixSource(
  parameters: Record<string, unknown>,
  source: RemixSource | null,
): Record<string, unknown> {
  const rest = { ...parameters };
  delete rest[REMIX_OF_KEY];
  if (!source) return rest;
  return { ...rest, [REMIX_OF_KEY]: { slug: source.slug, creationId: source.creationId } };
}
