import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { AdminUsersService } from './admin-users.service.js';
import { GrantCreditsBody } from './dto/admin-user.types.js';
import { SetAccessLevelBody } from './dto/set-access-level.body.js';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserRest } from '../../auth/dto/auth.responses.js';
import { ApiErrors, ApiMessage } from '../../common/openapi/api-errors.js';

/** Most users the REST compat list answers (it has no paging in the spec). */
const REST_USER_LIMIT = 10_000;

/** REST compat routes for user administration; the same service as GraphQL. */
@ApiTags('Administration')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @ApiOperation({ summary: 'Every user, newest first' })
  @ApiOkResponse({ type: [UserRest.schema] })
  @Get()
  @Authenticated('admin')
  async list() {
    const page = await this.users.list(undefined, REST_USER_LIMIT);
    return page.items.map((user) => UserRest.write(user));
  }

  @ApiOperation({ summary: "Change a user's access level" })
  @ApiOkResponse({ type: UserRest.schema })
  @ApiErrors(400, 404, { status: 409, description: 'The last administrator (LAST_ADMINISTRATOR).' })
  @Patch(':userId/access-level')
  @Authenticated('admin')
  async setAccessLevel(@Param('userId') userId: string, @Body() body: SetAccessLevelBody) {
    return UserRest.write(await this.users.setAccessLevel(userId, body.accessLevelId));
  }

  @ApiOperation({ summary: 'Delete a user and everything they own' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404, { status: 409, description: 'The last administrator (LAST_ADMINISTRATOR).' })
  @Delete(':id')
  @Authenticated('admin')
  async delete(@Param('id') id: string) {
    await this.users.delete(id);
    return { message: 'The user has been deleted.' };
  }

  @ApiOperation({ summary: 'Grant a user credits' })
  @ApiOkResponse({ type: UserRest.schema })
  @ApiBody({ type: GrantCreditsBody.schema })
  @ApiErrors(400, 404)
  @Post(':id/credits')
  @HttpCode(200)
  @Authenticated('admin')
  async grantCredits(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentUser() caller: AuthenticatedUser,
  ) {
    const { amount, note } = await GrantCreditsBody.read(body, { userId: id });
    return UserRest.write(await this.users.grantCredits(id, amount, caller.user.id, note));
  }
}
