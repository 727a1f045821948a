import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SHARE_REPORT_NOTE_MAX, SHARE_REPORT_REASONS } from '../share-report-reasons.js';
import { SHARE_PASSWORD_MAX_LENGTH } from './share-link.inputs.js';

const KINDS = ['creation', 'folder'];

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

/** A share link as its owner sees it. */
export class ShareLinkRest {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String, example: 'q3JbVd0nS1yWm8cXk2Lr0A' }) slug: string;
  @ApiProperty({ type: String, example: 'https://studio.example/s/q3JbVd0nS1yWm8cXk2Lr0A' })
  url: string;
  @ApiProperty({ type: String, enum: KINDS }) kind: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) creationId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) folderId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: Boolean }) hasPassword: boolean;
  @ApiProperty({ type: Boolean }) allowDownload: boolean;
  @ApiProperty({ type: Boolean }) showPrompt: boolean;
  @ApiProperty({ type: Number }) views: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastViewedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** An image of a shared link; the prompt fields only when the link shows them. */
export class SharedImageRest {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: Number, description: 'Width of the display rendition.' }) width: number;
  @ApiProperty({ type: Number, description: 'Height of the display rendition.' }) height: number;
  @ApiProperty({ type: String, description: 'Short-lived URL of a display-size rendition.' })
  displayUrl: string;
  @ApiProperty({ type: String, description: 'Short-lived URL of a thumbnail.' })
  thumbnailUrl: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Short-lived URL of the original file; null unless download is allowed.',
  })
  downloadUrl: string | null;
  @ApiProperty({
    type: Boolean,
    description:
      'True when the provider flagged it as adult content: show it behind a click-through.',
  })
  nsfw: boolean;
  @ApiPropertyOptional({ type: String, description: 'Only when the link shows the prompt.' })
  prompt?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only with the prompt.' })
  negativePrompt?: string | null;
  @ApiPropertyOptional({ type: String, description: 'Only with the prompt.' }) modelId?: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Only with the prompt.',
  })
  parameters?: Record<string, unknown>;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** What a live share link shows, a page at a time. */
export class SharedContentRest {
  @ApiProperty({ type: String, enum: KINDS }) kind: string;
  @ApiProperty({ type: String }) title: string;
  @ApiProperty({ type: String }) ownerName: string;
  @ApiProperty({ type: Boolean }) allowDownload: boolean;
  @ApiProperty({ type: Boolean }) showPrompt: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: [SharedImageRest] }) items: SharedImageRest[];
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
  @ApiProperty({ type: Boolean }) hasMore: boolean;
}

/** A shared image's settings, to start a generation from (POST /api/generate with remixOf). */
export class SharedRemixRest {
  @ApiProperty({ type: String, description: 'Send back as remixOf.slug.' }) slug: string;
  @ApiProperty({ type: String, format: 'uuid', description: 'Send back as remixOf.creationId.' })
  creationId: string;
  @ApiProperty({ type: String }) title: string;
  @ApiProperty({ type: String }) ownerName: string;
  @ApiProperty({ type: String }) prompt: string;
  @ApiProperty({ type: String, nullable: true }) negativePrompt: string | null;
  @ApiProperty({ type: String, example: 'civitai:101055@128078' }) modelId: string;
  @ApiProperty({ type: 'integer' }) width: number;
  @ApiProperty({ type: 'integer' }) height: number;
  @ApiProperty({ enum: ['png', 'jpeg', 'webp'] }) format: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The settings, without the owner's source, mask and guide images or folder.",
  })
  parameters: Record<string, unknown>;
}

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
