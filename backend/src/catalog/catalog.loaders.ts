import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { CatalogService } from './catalog.service.js';
import { type Architecture } from './entities/architecture.entity.js';
import { type ModelCategory } from './entities/model-category.entity.js';

export interface CatalogLoaders {
  architecture: DataLoader<number, Architecture | null>;
  category: DataLoader<number, ModelCategory | null>;
}

function byId<T extends { id: number }>(ids: readonly number[], rows: T[]): (T | null)[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
}

/** Per-request batching: a list of N models resolves their architectures in one query. */
@Injectable()
export class CatalogLoadersFactory {
  constructor(private readonly catalog: CatalogService) {}

  create(): CatalogLoaders {
    return {
      architecture: new DataLoader(async (ids) =>
        byId(ids, await this.catalog.architecturesByIds(ids)),
      ),
      category: new DataLoader(async (ids) => byId(ids, await this.catalog.categoriesByIds(ids))),
    };
  }
}
