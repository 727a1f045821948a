import {
  Controller,
  DefaultValuePipe,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
} from '@nestjs/common';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { AdminJobsService } from './admin-jobs.service.js';

/** REST for API consumers following the admin queues; the same service as GraphQL. */
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(private readonly jobs: AdminJobsService) {}

  @Get(':queue')
  @Authenticated('admin')
  list(
    @Param('queue') queue: string,
    @Query('state') state: string | undefined,
    @Query('offset', new DefaultValuePipe(0), ParseIntPipe) offset: number,
    @Query('limit', new DefaultValuePipe(20), ParseIntPipe) limit: number,
  ) {
    return this.jobs.list(queue, state || undefined, offset, limit);
  }

  @Get(':queue/:id')
  @Authenticated('admin')
  get(@Param('queue') queue: string, @Param('id') id: string) {
    return this.jobs.get(queue, id);
  }

  @Post(':queue/:id/retry')
  @HttpCode(200)
  @Authenticated('admin')
  retry(@Param('queue') queue: string, @Param('id') id: string) {
    return this.jobs.retry(queue, id);
  }
}
