import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { FoldersService } from './folders.service.js';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiMessage } from '../common/openapi/api-errors.js';
import { FolderNameBody, FolderView } from './dto/folder.rest.js';

/** REST compat routes for folders. */
@ApiTags('Gallery')
@Controller('folders')
export class FoldersController {
  constructor(private readonly folders: FoldersService) {}

  /** Folder names, Default first. */
  @ApiOperation({ summary: "The caller's folder names, Default first" })
  @ApiOkResponse({ type: [String] })
  @Get()
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  async names(@CurrentUser() caller: AuthenticatedUser): Promise<string[]> {
    return (await this.folders.list(caller.user.id)).map((folder) => folder.name);
  }

  @ApiOperation({ summary: "The caller's folders with their ids, Default first" })
  @ApiOkResponse({ type: [FolderView.schema] })
  @Get('objects')
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  async objects(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.folders.list(caller.user.id)).map((folder) => FolderView.write(folder));
  }

  @ApiOperation({ summary: 'Create a folder' })
  @ApiBody({ type: FolderNameBody })
  @ApiCreatedResponse({ type: FolderView.schema })
  @ApiErrors(400, { status: 409, description: 'A folder has this name (CONFLICT).' })
  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: { name?: unknown }) {
    return FolderView.write(await this.folders.create(caller.user.id, body?.name as string));
  }

  @ApiOperation({ summary: 'Rename a folder (not Default)' })
  @ApiBody({ type: FolderNameBody })
  @ApiOkResponse({ type: FolderView.schema })
  @ApiErrors(400, 404, { status: 409, description: 'A folder has this name (CONFLICT).' })
  @Put(':id')
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async rename(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: { name?: unknown },
  ) {
    return FolderView.write(await this.folders.rename(caller.user.id, id, body?.name as string));
  }

  @ApiOperation({ summary: 'Delete a folder (not Default); its images move to Default' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(400, 404)
  @Delete(':id')
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async delete(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    await this.folders.delete(caller.user.id, id);
    return { message: 'Mappen har raderats. Bilder har flyttats till Default.' };
  }
}
