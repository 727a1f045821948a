import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { restInput, restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { CreateShareLinkInput, UpdateShareLinkInput } from './share-link.inputs.js';
import { ReportSharedLinkInput } from './share-report.inputs.js';
import { SharedContent, SharedImage, ShareLinkView } from './share-link.types.js';
import { SharedRemix } from './shared-remix.types.js';

/** Body of POST /api/shares (declared over the GraphQL input). */
export const CreateShareBody = restInput(CreateShareLinkInput, {
  name: 'CreateShareBody',
  openApi: {
    creationId: UUID_FORMAT,
    folderId: UUID_FORMAT,
    allowDownload: { default: false },
    showPrompt: { default: false },
    confirmNsfw: { default: false },
  },
});

/** Body of PATCH /api/shares/{id}: omitted fields stay. */
export const UpdateShareBody = restInput(UpdateShareLinkInput, { name: 'UpdateShareBody' });

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
export const ReportSharedLinkBody = restInput(ReportSharedLinkInput, {
  name: 'ReportSharedLinkBody',
});
