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
import { AdminJobsService, LISTED_STATES } from './admin-jobs.service.js';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/api-errors.js';
import { PAGE_SIZE_MAX } from '../../common/pagination/page-size.js';
import { QueueName } from '../../jobs/queue-name.js';
import { AdminJobPageRest, AdminJobRest } from './dto/admin-job.types.js';

/** REST for API consumers following the admin queues; the same service as GraphQL. */
@ApiTags('Administration')
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(private readonly jobs: AdminJobsService) {}

  @ApiOperation({ summary: "A queue's jobs, newest first" })
  @ApiParam({ name: 'queue', enum: QueueName, enumName: 'QueueName' })
  @ApiQuery({
    name: 'state',
    required: false,
    enum: LISTED_STATES,
  })
  @ApiQuery({ name: 'offset', required: false, schema: { type: 'integer', default: 0 } })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', default: 20 },
    description: `Clamped to 1 to ${PAGE_SIZE_MAX}.`,
  })
  @ApiOkResponse({ type: AdminJobPageRest.schema })
  @ApiErrors(400)
  @Get(':queue')
  @Authenticated('admin')
  async list(
    @Param('queue') queue: string,
    @Query('state') state: string | undefined,
    @Query('offset', new DefaultValuePipe(0), ParseIntPipe) offset: number,
    @Query('limit', new DefaultValuePipe(20), ParseIntPipe) limit: number,
  ) {
    const page = await this.jobs.list(queue, state || undefined, { first: limit, offset });
    return AdminJobPageRest.write(page);
  }

  @ApiOperation({ summary: 'One job' })
  @ApiParam({ name: 'queue', enum: QueueName, enumName: 'QueueName' })
  @ApiOkResponse({ type: AdminJobRest.schema })
  @ApiErrors(400, 404)
  @Get(':queue/:id')
  @Authenticated('admin')
  async get(@Param('queue') queue: string, @Param('id') id: string) {
    return AdminJobRest.write(await this.jobs.get(queue, id));
  }

  @ApiOperation({ summary: 'Run a failed job again' })
  @ApiParam({ name: 'queue', enum: QueueName, enumName: 'QueueName' })
  @ApiOkResponse({ type: AdminJobRest.schema })
  @ApiErrors(400, 404, { status: 409, description: 'The job has not failed (JOB_NOT_RETRYABLE).' })
  @Post(':queue/:id/retry')
  @HttpCode(200)
  @Authenticated('admin')
  async retry(@Param('queue') queue: string, @Param('id') id: string) {
    return AdminJobRest.write(await this.jobs.retry(queue, id));
  }
}
