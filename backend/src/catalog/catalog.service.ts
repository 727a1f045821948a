import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { AccessLevelsService } from '../auth/access-levels.service.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { ForbiddenError, NotFoundError } from '../common/errors/domain-errors.js';
import { ArchitectureCapability } from './entities/architecture-capability.entity.js';
import { Architecture } from './entities/architecture.entity.js';
import { ModelCategory } from './entities/model-category.entity.js';
import { Model } from './entities/model.entity.js';
import { CatalogFreshness } from './catalog-freshness.js';
import { ModelCache } from './model-cache.js';
import { CHECKPOINT_CATEGORIES } from './model-row.js';
import { Scheduler } from './entities/scheduler.entity.js';
import { SizePreset } from './entities/size-preset.entity.js';

/** Categories whose models are base models (checkpoints) rather than add-ons. */

/**
 * The model catalogue as a caller may see it. Private models are for administrators only; a
 * model's access level is the lowest level that may list and use it.
 */
@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(Model) private readonly models: Repository<Model>,
    @InjectRepository(Architecture) private readonly architectures: Repository<Architecture>,
    @InjectRepository(ArchitectureCapability)
    private readonly capabilities: Repository<ArchitectureCapability>,
    @InjectRepository(ModelCategory) private readonly categories: Repository<ModelCategory>,
    @InjectRepository(Scheduler) private readonly schedulers: Repository<Scheduler>,
    @InjectRepository(SizePreset) private readonly sizePresets: Repository<SizePreset>,
    private readonly accessLevels: AccessLevelsService,
    private readonly modelCache: ModelCache,
    private readonly freshness: CatalogFreshness,
  ) {}

  async listModels(caller: AuthenticatedUser): Promise<Model[]> {
    const query = await this.visibleModels(caller);
    return query.orderBy('model.name', 'ASC').addOrderBy('model.id', 'ASC').getMany();
  }

  async listBaseModels(caller: AuthenticatedUser): Promise<Model[]> {
    const query = await this.visibleModels(caller);
    return query
      .innerJoin('model.modelCategory', 'category')
      .andWhere('category.category IN (:...checkpoints)', { checkpoints: CHECKPOINT_CATEGORIES })
      .orderBy('model.name', 'ASC')
      .addOrderBy('model.id', 'ASC')
      .getMany();
  }

  /** The models with these AIRs that the caller may list (those they may not are left out). */
  async listModelsByAir(caller: AuthenticatedUser, airs: readonly string[]): Promise<Model[]> {
    if (airs.length === 0) return [];
    const query = await this.visibleModels(caller);
    return query.andWhere('model.air IN (:...airs)', { airs }).getMany();
  }

  /**
   * The model with this AIR if the caller may use it. Unknown models, and private ones for anyone
   * but administrators, are a 404; models above the caller's level a 403 that says why. The model (with its
   * architecture, which generation needs for the negative prompt) comes from ModelCache: it is
   * shared and frozen, and reflects a write to models at once because every writer calls
   * `modelsChanged()`.
   */
  async usableModel(caller: AuthenticatedUser, air: string): Promise<Model> {
    const model = await this.modelCache.byAir(air);
    if (!model || (model.isPrivate && !caller.isAdmin))
      throw new NotFoundError(`Unknown model: ${air}`);
    if (!caller.isAdmin && !(await this.levelAllows(caller, model.accessLevelId))) {
      throw new ForbiddenError(`Your membership level does not include the model ${model.name}`);
    }
    return model;
  }

  /**
   * Call after any write to models or architectures (admin edit, import, delete) has committed:
   * every process, api replicas and workers alike, stops using what it cached.
   */
  modelsChanged(): Promise<void> {
    return this.freshness.announceChange();
  }

  listArchitectures(): Promise<Architecture[]> {
    return this.architectures.find({ order: { architecture: 'ASC' } });
  }

  architecturesByIds(ids: readonly number[]): Promise<Architecture[]> {
    return this.architectures.findBy({ id: In([...ids]) });
  }

  categoriesByIds(ids: readonly number[]): Promise<ModelCategory[]> {
    return this.categories.findBy({ id: In([...ids]) });
  }

  async capability(architectureId: number): Promise<ArchitectureCapability> {
    const capability = await this.findCapability(architectureId);
    if (!capability)
      throw new NotFoundError(`No capabilities recorded for architecture ${architectureId}`);
    return capability;
  }

  findCapability(architectureId: number): Promise<ArchitectureCapability | null> {
    return this.capabilities.findOne({ where: { architectureId } });
  }

  listSizePresets(architectureId: number): Promise<SizePreset[]> {
    return this.sizePresets.find({
      where: { architectureId },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }

  /** Default first, then by friendly name. */
  listSchedulers(architectureId: number): Promise<Scheduler[]> {
    return this.schedulers.find({
      where: { architectureId },
      order: { isDefault: 'DESC', friendlyName: 'ASC' },
    });
  }

  listCategories(): Promise<ModelCategory[]> {
    return this.categories.find({ order: { id: 'ASC' } });
  }

  private async levelAllows(caller: AuthenticatedUser, accessLevelId: number): Promise<boolean> {
    const [mine, needed] = await Promise.all([
      this.accessLevels.byId(caller.user.accessLevelId),
      this.accessLevels.byId(accessLevelId),
    ]);
    return Boolean(mine && needed && mine.level >= needed.level);
  }

  private async visibleModels(caller: AuthenticatedUser): Promise<SelectQueryBuilder<Model>> {
    const query = this.models.createQueryBuilder('model');
    if (caller.isAdmin) return query;
    const mine = await this.accessLevels.byId(caller.user.accessLevelId);
    return query
      .innerJoin('model.accessLevel', 'requiredLevel')
      .where('model.isPrivate = false')
      .andWhere('requiredLevel.level <= :level', { level: mine?.level ?? 0 });
  }
}
