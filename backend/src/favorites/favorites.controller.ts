import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { FavoritesService } from './favorites.service.js';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, ApiMessage } from '../common/openapi/api-errors.js';
import { FavoriteView, SaveFavoriteBody } from './dto/favorite.rest.js';

/** REST compat routes: GET/POST /api/prompts/favorites, DELETE /api/prompts/favorites/{id}. */
@ApiTags('Favorites')
@Controller('prompts/favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @ApiOperation({ summary: "The caller's saved prompts, newest first" })
  @ApiOkResponse({ type: [FavoriteView.schema] })
  @Get()
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.favorites.list(caller.user.id)).map(FavoriteView.write);
  }

  @ApiOperation({ summary: 'Save a prompt' })
  @ApiBody({ type: SaveFavoriteBody.schema })
  @ApiCreatedResponse({ type: FavoriteView.schema })
  @ApiErrors(400)
  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async save(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await SaveFavoriteBody.read(body);
    return FavoriteView.write(await this.favorites.save(caller.user.id, input));
  }

  @ApiOperation({ summary: 'Remove a saved prompt' })
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404)
  @Delete(':id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async delete(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
  ) {
    await this.favorites.delete(caller.user.id, id);
    return { message: 'Removed' };
  }
}
