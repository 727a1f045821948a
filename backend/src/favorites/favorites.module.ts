import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Favorite } from './entities/favorite.entity.js';
import { FavoritesController } from './favorites.controller.js';
import { FavoritesResolver } from './favorites.resolver.js';
import { FavoritesService } from './favorites.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Favorite])],
  controllers: [FavoritesController],
  providers: [FavoritesService, FavoritesResolver],
})
export class FavoritesModule {}
