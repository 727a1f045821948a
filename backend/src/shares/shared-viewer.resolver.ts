import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { type GraphQLContext } from '../common/graphql/graphql-context.js';
import { Creation } from '../creations/entities/creation.entity.js';
import { ReportSharedLinkInput } from './dto/share-report.inputs.js';
import { SharedRemix } from './dto/shared-remix.types.js';
import { ShareReportsService } from './share-reports.service.js';
import { type ShareViewer } from './shared-content.service.js';
import { SharedImageCopies } from './shared-image-copies.js';
import { SharedRemixes } from './shared-remixes.js';
import { clientIp } from '../common/http/client-ip.js';

const SLUG = { description: "The share link's slug (the last part of /s/{slug})." };
const CREATION_ID = { type: () => ID, description: 'The shared image (a UUID).' };
const PASSWORD = {
  type: () => String,
  nullable: true,
  description: "The link's password, when it has one.",
};
const PASS = {
  type: () => String,
  nullable: true,
  description:
    'Instead of the password: the pass the shared page hands on in its Remix and Save links (valid for an hour).',
};

/** What a viewer does with a shared image: remix it, keep a copy, report the page. */
@Resolver()
export class SharedViewerResolver {
  constructor(
    private readonly remixes: SharedRemixes,
    private readonly copies: SharedImageCopies,
    private readonly reports: ShareReportsService,
  ) {}

  @Query(() => SharedRemix, {
    description:
      "A shared image's prompt, model and settings to start a generation from (pass slug and creationId back as remixOf): only where the link shows its settings (else FORBIDDEN).",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  sharedRemix(
    @Context() context: GraphQLContext,
    @Args('slug', SLUG) slug: string,
    @Args('creationId', CREATION_ID) creationId: string,
    @Args('password', PASSWORD) password: string | null,
    @Args('pass', PASS) pass: string | null,
  ): Promise<SharedRemix> {
    return this.remixes.settings(slug, creationId, viewerOf(context, password, pass));
  }

  @Mutation(() => Creation, {
    description:
      "Saves a copy of a shared image into the caller's gallery (their folder, else Default): only while the link allows download (else FORBIDDEN). Prompt and settings come along only where the link shows them. Once per gallery: the same image again is ALREADY_SAVED, nothing stored; SHARED_SAVES_PER_USER_PER_HOUR an hour, then RATE_LIMITED.",
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  saveSharedImage(
    @CurrentUser() caller: AuthenticatedUser,
    @Context() context: GraphQLContext,
    @Args('slug', SLUG) slug: string,
    @Args('creationId', CREATION_ID) creationId: string,
    @Args('password', PASSWORD) password: string | null,
    @Args('pass', PASS) pass: string | null,
    @Args('folderId', {
      type: () => ID,
      nullable: true,
      description: "One of the caller's folders; null or omitted: Default.",
    })
    folderId: string | null,
  ): Promise<Creation> {
    return this.copies.save(
      caller.user.id,
      slug,
      creationId,
      viewerOf(context, password, pass),
      folderId ?? null,
    );
  }

  @Mutation(() => Boolean, {
    description:
      'Reports a shared page to the administrators (anyone may; a few an hour per address, else RATE_LIMITED).',
  })
  @Authenticated('optional')
  async reportSharedLink(
    @CurrentUser() caller: AuthenticatedUser | undefined,
    @Context() context: GraphQLContext,
    @Args('slug', SLUG) slug: string,
    @Args('input', { description: 'Why, and an optional note.' }) input: ReportSharedLinkInput,
  ): Promise<boolean> {
    await this.reports.report(slug, input, {
      ip: clientIp(context.req),
      userId: caller?.user.id ?? null,
    });
    return true;
  }
}

function viewerOf(
  context: GraphQLContext,
  password: string | null,
  pass: string | null,
): ShareViewer {
  return { ip: clientIp(context.req), password, pass };
}
