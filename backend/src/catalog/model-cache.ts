import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Model } from './entities/model.entity.js';

/** How long a model read from the database is reused; also bounds staleness across replicas. */
export const MODEL_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

/**
 * Models by AIR (with their architecture, its capabilities and schedulers), kept in memory for a few seconds: every generation
 * looks up its model and add-ons, and the catalogue changes rarely.
 *
 * WHOEVER WRITES MODELS (admin edit, import, delete, seed at run time) MUST CALL
 * CatalogService.modelsChanged() after the write commits: CatalogFreshness then invalidates this
 * cache in every process (MODEL_CACHE_TTL_MS bounds staleness should a message be lost). Access rules (private, access level) are checked by
 * CatalogService against the caller on every call, from the cached model's fields.
 *
 * Unknown AIRs are not cached, so a model added later is found on its first use. Cached models are
 * frozen: they are shared between requests, and a caller changing one would change it for all.
 */
@Injectable()
export class ModelCache {
  private readonly entries = new Map<string, { expiresAt: number; model: Promise<Model | null> }>();

  constructor(@InjectRepository(Model) private readonly models: Repository<Model>) {}

  /** The model with this AIR and its architecture, or null when there is none. */
  byAir(air: string): Promise<Model | null> {
    const now = Date.now();
    const cached = this.entries.get(air);
    if (cached && cached.expiresAt > now) return cached.model;
    if (this.entries.size >= MAX_ENTRIES) this.prune(now);
    const model = this.load(air);
    this.entries.set(air, { expiresAt: now + MODEL_CACHE_TTL_MS, model });
    // Keep nothing that failed or was missing (invalidate() has already dropped older reads).
    const forget = () => {
      if (this.entries.get(air)?.model === model) this.entries.delete(air);
    };
    model.then((found) => {
      if (!found) forget();
    }, forget);
    return model;
  }

  /** Forgets every cached model here (CatalogFreshness calls it for every process). */
  invalidate(): void {
    this.entries.clear();
  }

  private async load(air: string): Promise<Model | null> {
    const model = await this.models.findOne({
      where: { air },
      relations: { architecture: { capability: true, schedulers: true } },
    });
    if (!model) return null;
    if (model.architecture) {
      if (model.architecture.capability) Object.freeze(model.architecture.capability);
      Object.freeze(model.architecture.schedulers ?? []);
      Object.freeze(model.architecture);
    }
    return Object.freeze(model);
  }

  private prune(now: number) {
    for (const [air, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(air);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
