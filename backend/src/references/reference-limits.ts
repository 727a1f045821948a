import { closedEnum } from '../common/graphql/closed-enum.js';

/** What a saved reference may hold. */
export const REFERENCE_LIMITS = {
  name: 60,
  /** A character's or a style's images: as many as PuLID and one IP-Adapter take. */
  images: 4,
  perUser: 100,
} as const;

/** A character keeps an identity (PuLID); a style guides the look (an IP-Adapter). */
export const REFERENCE_KINDS = ['character', 'style'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
export const ReferenceKindEnum = closedEnum(
  'ReferenceKind',
  REFERENCE_KINDS,
  'What a saved reference steers in a generation.',
  {
    character: 'A face or subject kept in what is drawn (PuLID), where the architecture has it.',
    style: 'A look the pictures take after (an IP-Adapter of the request).',
  },
);
