import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { closedEnum } from '../../../common/graphql/closed-enum.js';
import { CursorPage, CursorPageArgs } from '../../../common/pagination/cursor-page.js';
import { type SharedKind, SharedKindEnum } from '../../../shares/dto/share-link.types.js';
import { ShareReportReasonEnum } from '../../../shares/dto/share-report.inputs.js';
import { type ShareReportReason } from '../../../shares/share-report-reasons.js';
import { restOutput, UUID_FORMAT } from '../../../common/rest/rest-shape.js';

/** Where a reported link stands now. */
export type ShareLinkState = 'live' | 'expired' | 'revoked' | 'disabled';
const SHARE_LINK_STATES: readonly ShareLinkState[] = ['live', 'expired', 'revoked', 'disabled'];
export const ShareLinkStateEnum = closedEnum<ShareLinkState>(
  'ShareLinkState',
  SHARE_LINK_STATES,
  'Where a share link stands.',
  {
    live: 'Its page is served.',
    expired: 'Past its expiry.',
    revoked: 'Revoked by its owner.',
    disabled: 'Disabled by an administrator.',
  },
);

@ObjectType({ description: 'One report of a shared page.' })
export class AdminShareReport {
  @Field(() => ID, { description: 'The report id.' })
  id: string;

  @Field(() => ShareReportReasonEnum, { description: 'Why it was reported.' })
  reason: ShareReportReason;

  @Field(() => String, { nullable: true, description: "The reporter's note; null when none." })
  note: string | null;

  @Field({ description: 'When it was reported.' })
  createdAt: Date;
}

@ObjectType({ description: 'A share link that was reported, with its newest reports.' })
export class AdminReportedShareLink {
  @Field(() => ID, { description: 'The share link id.' })
  id: string;

  @Field({ description: 'The address of the shared page.' })
  url: string;

  @Field(() => SharedKindEnum, { description: 'One image or a folder.' })
  kind: SharedKind;

  @Field({ description: "What it shows: the folder's name, or 'An image'." })
  title: string;

  @Field(() => String, {
    nullable: true,
    description: "Short-lived URL of the shared image's thumbnail; null for a folder.",
  })
  thumbnailUrl: string | null;

  @Field(() => ShareLinkStateEnum, { description: 'Where the link stands now.' })
  state: ShareLinkState;

  @Field(() => ID, { description: "The owner's user id." })
  ownerId: string;

  @Field({ description: "The owner's name." })
  ownerName: string;

  @Field({ description: "The owner's email." })
  ownerEmail: string;

  @Field(() => Int, { description: 'How many reports the link has.' })
  reportCount: number;

  @Field({ description: 'When it was last reported.' })
  lastReportedAt: Date;

  @Field(() => [AdminShareReport], { description: 'Its newest reports, newest first (up to 20).' })
  reports: AdminShareReport[];
}

@ObjectType({ description: 'Reported share links, the most recently reported first.' })
export class AdminReportedShareLinkPage extends CursorPage(AdminReportedShareLink) {
  @Field(() => Int, { description: 'How many links were reported, across every page.' })
  totalCount: number;
}

@ArgsType()
export class AdminReportedShareLinkPageArgs extends CursorPageArgs(20) {}

// The REST answers, declared over the GraphQL types above.

const AdminShareReportRest = restOutput(AdminShareReport, {
  name: 'AdminShareReport',
  openApi: { id: UUID_FORMAT, reason: { enumName: 'ShareReportReason' } },
});

const AdminReportedShareLinkRest = restOutput(AdminReportedShareLink, {
  name: 'AdminReportedShareLink',
  openApi: {
    id: UUID_FORMAT,
    ownerId: UUID_FORMAT,
    state: {
      enumName: 'ShareLinkState',
      description: 'Where the link stands now: disabled by an administrator, revoked by its owner.',
    },
  },
  nested: { reports: AdminShareReportRest },
});

/** REST: a page of reported links, the most recently reported first, and how many there are. */
export const AdminReportedShareLinkList = restOutput(AdminReportedShareLinkPage, {
  name: 'AdminReportedShareLinkList',
  omit: ['nextCursor', 'hasMore'],
  rename: { totalCount: 'total' },
  nested: { items: AdminReportedShareLinkRest },
});

/** REST: what disabling every link of a user did. */
export class AdminDisabledShareLinks {
  @ApiProperty({
    type: 'integer',
    description: 'How many live links were disabled (0 when none was live).',
  })
  disabled: number;
}
