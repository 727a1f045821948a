import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { type Folder } from './entities/folder.entity.js';
import { FoldersService } from './folders.service.js';

const restFolder = (folder: Folder) => ({ id: folder.id, name: folder.name });

/** REST compat of spec part 2 §7: the folder calls. */
@Controller('folders')
export class FoldersController {
  constructor(private readonly folders: FoldersService) {}

  /** Folder names, Default first. */
  @Get()
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  async names(@CurrentUser() caller: AuthenticatedUser): Promise<string[]> {
    return (await this.folders.list(caller.user.id)).map((folder) => folder.name);
  }

  @Get('objects')
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  async objects(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.folders.list(caller.user.id)).map(restFolder);
  }

  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: { name?: unknown }) {
    return restFolder(await this.folders.create(caller.user.id, body?.name as string));
  }

  @Put(':id')
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async rename(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: { name?: unknown },
  ) {
    return restFolder(await this.folders.rename(caller.user.id, id, body?.name as string));
  }

  @Delete(':id')
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async delete(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    await this.folders.delete(caller.user.id, id);
    return { message: 'Mappen har raderats. Bilder har flyttats till Default.' };
  }
}
