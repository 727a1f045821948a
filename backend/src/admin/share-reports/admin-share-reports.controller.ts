import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { ApiErrors, ApiMessage } from '../../common/openapi/api-errors.js';
import { OffsetPageArgs } from '../../common/pagination/offset-page.args.js';
import { AdminShareReportsService } from './admin-share-reports.service.js';
import {
  AdminDisabledShareLinks,
  AdminReportedShareLinkList,
} from './dto/admin-share-report.types.js';

/** REST twin of AdminShareReportsResolver: reported share links, and disabling links. */
@ApiTags('Administration')
@Controller('admin')
export class AdminShareReportsController {
  constructor(private readonly reports: AdminShareReportsService) {}

  @ApiOperation({
    summary: 'Reported share links, the most recently reported first',
    description:
      'Each with its owner, its state and its newest reports (up to 20); total counts every reported link.',
  })
  @ApiOkResponse({ type: AdminReportedShareLinkList.schema })
  @ApiErrors(400)
  @Get('share-reports')
  @Authenticated('admin')
  async reportedLinks(@Query() page: OffsetPageArgs) {
    const found = await this.reports.reportedLinks({ first: page.limit, offset: page.offset });
    return AdminReportedShareLinkList.write(found);
  }

  @ApiOperation({
    summary: 'Disable a share link',
    description:
      'It answers as a revoked link from then on, and its owner is told by mail. A link no longer live is left as it is.',
  })
  @ApiParam({ name: 'id', type: String, format: 'uuid', description: 'The share link id.' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404)
  @Post('share-links/:id/disable')
  @HttpCode(200)
  @Authenticated('admin')
  async disableLink(@Param('id') id: string) {
    await this.reports.disableLink(id);
    return { message: 'Disabled' };
  }

  @ApiOperation({
    summary: 'Disable every live share link of a user',
    description: 'The user is told once by mail when any link was live.',
  })
  @ApiParam({ name: 'id', type: String, format: 'uuid', description: "The owner's user id." })
  @ApiOkResponse({ type: AdminDisabledShareLinks })
  @ApiErrors(404)
  @Post('users/:id/share-links/disable')
  @HttpCode(200)
  @Authenticated('admin')
  async disableUserLinks(@Param('id') userId: string) {
    return { disabled: await this.reports.disableUserLinks(userId) };
  }
}
