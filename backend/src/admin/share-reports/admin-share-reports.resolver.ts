import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { AdminShareReportsService } from './admin-share-reports.service.js';
import {
  AdminReportedShareLinkPage,
  AdminReportedShareLinkPageArgs,
} from './dto/admin-share-report.types.js';

@Resolver()
export class AdminShareReportsResolver {
  constructor(private readonly reports: AdminShareReportsService) {}

  @Query(() => AdminReportedShareLinkPage, {
    description: 'Share links that were reported, the most recently reported first.',
  })
  @Authenticated('admin')
  adminReportedShareLinks(
    @Args() { first, after }: AdminReportedShareLinkPageArgs,
  ): Promise<AdminReportedShareLinkPage> {
    return this.reports.reportedLinks({ first, after });
  }

  @Mutation(() => Boolean, {
    description:
      'Disables a share link: it answers as a revoked link from now on, and its owner is told by mail.',
  })
  @Authenticated('admin')
  async adminDisableShareLink(
    @Args('id', { type: () => ID, description: 'The share link id.' }) id: string,
  ): Promise<boolean> {
    await this.reports.disableLink(id);
    return true;
  }

  @Mutation(() => Int, {
    description:
      'Disables every live share link of a user and tells them by mail; answers how many were disabled.',
  })
  @Authenticated('admin')
  adminDisableUserShareLinks(
    @Args('userId', { type: () => ID, description: "The owner's user id." }) userId: string,
  ): Promise<number> {
    return this.reports.disableUserLinks(userId);
  }
}
