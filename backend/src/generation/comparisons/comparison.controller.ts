import { Body, Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiKeyScope } from '../../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { NotFoundError, ValidationFailedError } from '../../common/errors/domain-errors.js';
import { clampPageSize, PAGE_SIZE_MAX } from '../../common/pagination/page-size.js';
import { UserPost } from '../../common/http/user-post.decorator.js';
import { ApiErrors } from '../../common/openapi/api-errors.js';
import { validatedInput } from '../../common/validation/validation.pipe.js';
import { GenerationPost } from '../counted-as-generation.js';
import {
  ComparisonInput,
  COMPARISONS_PAGE_SIZE,
  SaveComparisonGridInput,
  StartComparisonInput,
} from './comparison.input.js';
import {
  ComparisonEstimateRest,
  ComparisonPageRest,
  ComparisonRest,
  SavedComparisonGridRest,
} from './comparison.rest.js';
import { ComparisonsService } from './comparisons.service.js';

/** REST `/api/comparisons`: the same rules as GraphQL startComparison (ComparisonsService). */
@ApiTags('Generation')
@Controller()
export class ComparisonController {
  constructor(private readonly comparisons: ComparisonsService) {}

  @ApiOperation({
    summary: 'What an X/Y comparison would cost',
    description: 'Every cell checked and priced as POST /api/generate would, never sent.',
  })
  @ApiBody({ type: ComparisonInput })
  @ApiOkResponse({ type: ComparisonEstimateRest.schema })
  @ApiErrors(400, 403)
  @UserPost('comparisons/estimate', ApiKeyScope.generate)
  async estimate(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await validatedInput(ComparisonInput, (body ?? {}) as object);
    return ComparisonEstimateRest.write(await this.comparisons.estimate(caller, input));
  }

  @ApiOperation({
    summary: 'Start an X/Y comparison',
    description:
      'One or two settings with 1 to 5 values each; each cell is a queued generation with its own hold (a failed cell refunds only itself). Refused before any hold, naming the field (`x.values[2]`, `confirmedCredits`), when a value is invalid or the total is above the confirmed estimate or the balance. Follow it with GET /api/comparisons/{id}.',
  })
  @ApiBody({ type: StartComparisonInput })
  @ApiOkResponse({ type: ComparisonRest.schema })
  @ApiErrors(
    400,
    402,
    { status: 403, description: 'A model is above your membership level, or a key scope.' },
    429,
    { status: 503, description: 'Maintenance mode.' },
  )
  @GenerationPost('comparisons')
  async start(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await validatedInput(StartComparisonInput, (body ?? {}) as object);
    return ComparisonRest.write(await this.comparisons.start(caller, input));
  }

  @ApiOperation({
    summary: "The caller's comparisons, newest first",
    description:
      'Axes, how their cells ended and the grid last saved; GET /api/comparisons/{id} answers the cells.',
  })
  @ApiQuery({
    name: 'first',
    required: false,
    schema: { type: 'integer', default: COMPARISONS_PAGE_SIZE },
    description: `Clamped to 1 to ${PAGE_SIZE_MAX}.`,
  })
  @ApiQuery({ name: 'after', required: false, schema: { type: 'string' } })
  @ApiOkResponse({ type: ComparisonPageRest.schema })
  @ApiErrors(400)
  @Get('comparisons')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query('first') first: unknown,
    @Query('after') after: unknown,
  ) {
    if (after !== undefined && typeof after !== 'string')
      throw new ValidationFailedError('after must be a cursor', { field: 'after' });
    const size = first === undefined || first === '' ? COMPARISONS_PAGE_SIZE : Number(first);
    if (!Number.isInteger(size))
      throw new ValidationFailedError('first must be a whole number', { field: 'first' });
    const page = await this.comparisons.list(caller.user.id, clampPageSize(size), after);
    return ComparisonPageRest.write(page);
  }

  @ApiOperation({ summary: "One of the caller's comparisons, its cells as they stand" })
  @ApiOkResponse({ type: ComparisonRest.schema })
  @ApiErrors(404)
  @Get('comparisons/:id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async one(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    const comparison = await this.comparisons.one(caller.user.id, id);
    if (!comparison) throw new NotFoundError('Comparison not found');
    return ComparisonRest.write(comparison);
  }

  @ApiOperation({
    summary: 'Save a finished comparison to the gallery as one grid image',
    description: 'Row and column headers, each cell’s image, failed cells marked.',
  })
  @ApiBody({ type: SaveComparisonGridInput, required: false })
  @ApiOkResponse({ type: SavedComparisonGridRest.schema })
  @ApiErrors(400, 404, { status: 409, description: 'A cell is still running.' })
  @UserPost('comparisons/:id/grid', ApiKeyScope.generate)
  async saveGrid(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: unknown,
  ) {
    const input = await validatedInput(SaveComparisonGridInput, (body ?? {}) as object);
    return SavedComparisonGridRest.write(
      await this.comparisons.saveGrid(caller.user.id, id, input.folderId),
    );
  }
}
