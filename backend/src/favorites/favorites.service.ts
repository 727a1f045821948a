import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { type AccountCap, withinAccountCap } from '../common/sql/account-cap.js';
import { type SaveFavoriteInput } from './dto/save-favorite.input.js';
import { Favorite } from './entities/favorite.entity.js';

/** Parameters are the dashboard's settings: a few KB at most; refuse anything far beyond. */
const MAX_PARAMETERS_BYTES = 64 * 1024;
export const MAX_FAVORITES_PER_USER = 500;
const FAVORITES_CAP: AccountCap = {
  table: 'favorites',
  max: MAX_FAVORITES_PER_USER,
  refusal: `You have ${MAX_FAVORITES_PER_USER} favorites, the most an account may keep: delete one first`,
};

/** A user's saved prompts; every operation is scoped to the owner (another user's id is a 404). */
@Injectable()
export class FavoritesService {
  constructor(@InjectRepository(Favorite) private readonly favorites: Repository<Favorite>) {}

  list(userId: string): Promise<Favorite[]> {
    return this.favorites.find({ where: { userId }, order: { savedAt: 'DESC', id: 'DESC' } });
  }

  async save(userId: string, input: SaveFavoriteInput): Promise<Favorite> {
    const parameters = input.parameters ?? {};
    if (Buffer.byteLength(JSON.stringify(parameters)) > MAX_PARAMETERS_BYTES) {
      throw new ValidationFailedError('parameters are too large', { field: 'parameters' });
    }
    return withinAccountCap(this.favorites.manager, userId, FAVORITES_CAP, (manager) =>
      manager.save(
        this.favorites.create({
          userId,
          name: input.name,
          prompt: input.prompt,
          negativePrompt: input.negativePrompt ?? null,
          modelAir: input.modelId ?? null,
          parameters,
        }),
      ),
    );
  }

  async delete(userId: string, id: string): Promise<void> {
    const result = await this.favorites.delete({ id, userId });
    if (!result.affected) throw new NotFoundError('Favorite not found');
  }
}
