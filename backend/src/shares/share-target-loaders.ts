import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource, In } from 'typeorm';
import { Creation } from '../creations/entities/creation.entity.js';
import { Folder } from '../folders/entities/folder.entity.js';

export interface ShareTargetLoaderSet {
  creation: DataLoader<string, Creation | null>;
  folder: DataLoader<string, Folder | null>;
}

/** The loaded rows in the order of their ids, null where one is gone. */
async function byId<T extends { id: string }>(
  ids: readonly string[],
  load: (ids: string[]) => Promise<T[]>,
): Promise<(T | null)[]> {
  const found = new Map((await load([...ids])).map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
}

/**
 * What a list of share links shows, loaded per request in one query per kind: the owner's list
 * of N links costs two queries, not N. Keyed by the request, so nothing outlives it.
 */
@Injectable()
export class ShareTargetLoaders {
  private readonly byRequest = new WeakMap<object, ShareTargetLoaderSet>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  of(request: object): ShareTargetLoaderSet {
    let loaders = this.byRequest.get(request);
    if (!loaders) {
      const manager = this.dataSource.manager;
      loaders = {
        creation: new DataLoader((ids) =>
          byId(ids, (wanted) => manager.findBy(Creation, { id: In(wanted) })),
        ),
        folder: new DataLoader((ids) =>
          byId(ids, (wanted) => manager.findBy(Folder, { id: In(wanted) })),
        ),
      };
      this.byRequest.set(request, loaders);
    }
    return loaders;
  }
}
