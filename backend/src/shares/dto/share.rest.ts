import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { SHARE_REPORT_NOTE_MAX, SHARE_REPORT_REASONS } from '../share-report-reasons.js';
import { SHARE_PASSWORD_MAX_LENGTH } from './share-link.inputs.js';
import { SharedContent, SharedImage, ShareLinkView } from './share-link.types.js';
import { SharedRemix } from './shared-remix.types.js';

/** Body of POST /api/shares. */
export class CreateShareBody {
  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'Give this or folderId.' })
  creationId?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'Give this or creationId.' })
  folderId?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'In the future; omitted or null: never expires.',
  })
  expiresAt?: string | null;

  @ApiPropertyOptional({ type: String, minLength: 1, maxLength: SHARE_PASSWORD_MAX_LENGTH })
  password?: string;

  @ApiPropertyOptional({ type: Boolean, default: false })
  allowDownload?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: false })
  showPrompt?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'True confirms sharing images the provider flagged as adult content; needed for such an image or a folder holding one.',
  })
  confirmNsfw?: boolean;
}

/** Body of PATCH /api/shares/{id}: omitted fields stay. */
export class UpdateShareBody {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'In the future; null: never expires.',
  })
  expiresAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    minLength: 1,
    maxLength: SHARE_PASSWORD_MAX_LENGTH,
    description: 'A new password; null removes it.',
  })
  password?: string | null;

  @ApiPropertyOptional({ type: Boolean }) allowDownload?: boolean;
  @ApiPropertyOptional({ type: Boolean }) showPrompt?: boolean;
}

/** Absent, not null, where the link does not show the prompt. */
const ONLY_WITH_PROMPT: ApiPropertyOptions = { required: false };

/** A share link as its owner sees it (declared over the GraphQL type). */
export const ShareLinkRest = restOutput(ShareLinkView, {
  name: 'ShareLinkRest',
  openApi: {
    id: UUID_FORMAT,
    slug: { example: 'q3JbVd0nS1yWm8cXk2Lr0A' },
    url: { example: 'https://studio.example/s/q3JbVd0nS1yWm8cXk2Lr0A' },
    creationId: UUID_FORMAT,
    folderId: UUID_FORMAT,
  },
});

/** An image of a shared link; the prompt fields only when the link shows them. */
const SharedImageRest = restOutput(SharedImage, {
  name: 'SharedImageRest',
  rename: { modelAir: 'modelId' },
  openApi: {
    id: UUID_FORMAT,
    prompt: ONLY_WITH_PROMPT,
    negativePrompt: ONLY_WITH_PROMPT,
    modelAir: ONLY_WITH_PROMPT,
    parameters: ONLY_WITH_PROMPT,
  },
});

/** What a live share link shows, a page at a time. */
export const SharedContentRest = restOutput(SharedContent, {
  name: 'SharedContentRest',
  nested: { items: SharedImageRest },
});

/** A shared image's settings, to start a generation from (POST /api/generate with remixOf). */
export const SharedRemixRest = restOutput(SharedRemix, {
  name: 'SharedRemixRest',
  rename: { modelAir: 'modelId' },
  openApi: { creationId: UUID_FORMAT, modelAir: { example: 'civitai:101055@128078' } },
});

/** Body of POST /api/shares/{slug}/images/{creationId}/save. */
export class SaveSharedImageBody {
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "One of the caller's folders; omitted or null: Default.",
  })
  folderId?: string | null;
}

/** Body of POST /api/shares/{slug}/reports. */
export class ReportSharedLinkBody {
  @ApiProperty({ enum: SHARE_REPORT_REASONS }) reason: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SHARE_REPORT_NOTE_MAX })
  note?: string | null;
}
