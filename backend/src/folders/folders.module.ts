import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Folder } from './entities/folder.entity.js';
import { FoldersController } from './folders.controller.js';
import { FoldersResolver } from './folders.resolver.js';
import { FoldersService } from './folders.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Folder])],
  controllers: [FoldersController],
  providers: [FoldersService, FoldersResolver],
  exports: [FoldersService],
})
export class FoldersModule {}
