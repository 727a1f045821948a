import {
  Args,
  ArgsType,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { type GraphQLContext } from '../common/graphql/graphql-context.js';
import { CursorPageArgs } from '../common/pagination/cursor-page.js';
import { CreationsService } from '../creations/creations.service.js';
import { Folder } from '../folders/entities/folder.entity.js';
import { CreateShareLinkInput, UpdateShareLinkInput } from './dto/share-link.inputs.js';
import { SharedContent, ShareLinkView } from './dto/share-link.types.js';
import { ShareTargetLoaders } from './share-target-loaders.js';
import { SHARED_PAGE_SIZE, SharedContentService } from './shared-content.service.js';
import { SharesService } from './shares.service.js';
import { clientIp } from '../common/http/client-ip.js';

@ArgsType()
class SharedContentPageArgs extends CursorPageArgs(SHARED_PAGE_SIZE) {}

@Resolver(() => ShareLinkView)
export class SharesResolver {
  constructor(
    private readonly shares: SharesService,
    private readonly content: SharedContentService,
    private readonly targets: ShareTargetLoaders,
    private readonly creations: CreationsService,
  ) {}

  @Mutation(() => ShareLinkView, {
    description: "Shares one of the caller's saved images or folders by an unguessable link.",
  })
  @Authenticated('user', { scope: ApiKeyScope.share })
  createShareLink(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'What to share and how.' }) input: CreateShareLinkInput,
  ): Promise<ShareLinkView> {
    return this.shares.create(caller.user.id, input);
  }

  @Query(() => [ShareLinkView], {
    description: "The caller's share links that are not revoked (expired ones too), newest first.",
  })
  @Authenticated('user', { scope: ApiKeyScope.share })
  myShareLinks(@CurrentUser() caller: AuthenticatedUser): Promise<ShareLinkView[]> {
    return this.shares.list(caller.user.id);
  }

  @Mutation(() => ShareLinkView, { description: "Changes one of the caller's share links." })
  @Authenticated('user', { scope: ApiKeyScope.share })
  updateShareLink(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The id of one of the caller's share links." })
    id: string,
    @Args('input', { description: 'The changes; omitted fields stay.' })
    input: UpdateShareLinkInput,
  ): Promise<ShareLinkView> {
    return this.shares.update(caller.user.id, id, input);
  }

  @Mutation(() => Boolean, {
    description: "Revokes one of the caller's share links: its page and images stop at once.",
  })
  @Authenticated('user', { scope: ApiKeyScope.share })
  async revokeShareLink(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The id of one of the caller's share links." })
    id: string,
  ): Promise<boolean> {
    await this.shares.revoke(caller.user.id, id);
    return true;
  }

  @Query(() => SharedContent, {
    description:
      'What a share link shows, to anyone who holds it; unknown, revoked and expired links give the same NOT_FOUND. A folder comes a page at a time.',
  })
  @Authenticated('optional')
  async sharedContent(
    @Context() context: GraphQLContext,
    @Args('slug', { description: 'The random part of the link.' }) slug: string,
    @Args('password', {
      type: () => String,
      nullable: true,
      description: "The link's password, when it has one.",
    })
    password: string | null,
    @Args() { first, after }: SharedContentPageArgs,
  ): Promise<SharedContent> {
    const { share } = await this.content.open(
      slug,
      { ip: clientIp(context.req), password },
      !after,
    );
    return this.content.content(share, { first, after });
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "Short-lived URL of the shared image's thumbnail; null for a folder.",
  })
  async thumbnailUrl(
    @Parent() link: ShareLinkView,
    @Context() context: GraphQLContext,
  ): Promise<string | null> {
    if (!link.creationId) return null;
    const creation = await this.targets.of(context.req).creation.load(link.creationId);
    return creation && this.creations.thumbnailUrl(creation);
  }

  @ResolveField(() => Folder, {
    nullable: true,
    description: 'The shared folder, with its name; null for an image.',
  })
  folder(
    @Parent() link: ShareLinkView,
    @Context() context: GraphQLContext,
  ): Promise<Folder | null> | null {
    return link.folderId ? this.targets.of(context.req).folder.load(link.folderId) : null;
  }
}
