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
import { validatedInput } from '../common/validation/validation.pipe.js';
import { SaveFavoriteInput } from './dto/save-favorite.input.js';
import { type Favorite } from './entities/favorite.entity.js';
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

/** The spec's REST shape uses snake_case fields. */
function restFavorite(favorite: Favorite) {
  return {
    id: favorite.id,
    name: favorite.name,
    prompt: favorite.prompt,
    negative_prompt: favorite.negativePrompt,
    model_id: favorite.modelId,
    parameters: favorite.parameters,
    saved_at: favorite.savedAt,
  };
}

/** REST compat routes: GET/POST /api/prompts/favorites, DELETE /api/prompts/favorites/{id}. */
@ApiTags('Favorites')
@Controller('prompts/favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @ApiOperation({ summary: "The caller's saved prompts, newest first" })
  @ApiOkResponse({ type: [FavoriteView] })
  @Get()
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.favorites.list(caller.user.id)).map(restFavorite);
  }

  @ApiOperation({ summary: 'Save a prompt' })
  @ApiBody({ type: SaveFavoriteBody })
  @ApiCreatedResponse({ type: FavoriteView })
  @ApiErrors(400)
  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async save(@CurrentUser() caller: AuthenticatedUser, @Body() body: Record<string, unknown>) {
    const input = await validatedInput(SaveFavoriteInput, {
      name: body.name,
      prompt: body.prompt,
      negativePrompt: body.negative_prompt ?? undefined,
      modelId: body.model_id ?? undefined,
      parameters: body.parameters ?? undefined,
    });
    return restFavorite(await this.favorites.save(caller.user.id, input));
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
