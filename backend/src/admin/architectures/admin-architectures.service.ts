import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ArchitectureCapability } from '../../catalog/entities/architecture-capability.entity.js';
import { NotFoundError, ValidationFailedError } from '../../common/errors/domain-errors.js';
import { CatalogService } from '../../catalog/catalog.service.js';
import { type ArchitectureCapabilityChanges } from './architecture-capability.changes.js';

const RANGES = [
  ['minSteps', 'maxSteps'],
  ['minDimension', 'maxDimension'],
  ['minLoraWeight', 'maxLoraWeight'],
  ['minControlNetWeight', 'maxControlNetWeight'],
  ['minIpAdapterWeight', 'maxIpAdapterWeight'],
] as const;

/** Administrators edit what an architecture accepts; generations follow at once (cache refresh). */
@Injectable()
export class AdminArchitecturesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  async updateCapability(
    architectureId: number,
    changes: ArchitectureCapabilityChanges,
  ): Promise<ArchitectureCapability> {
    const repository = this.dataSource.getRepository(ArchitectureCapability);
    const current = await repository.findOne({ where: { architectureId } });
    if (!current)
      throw new NotFoundError(`No capabilities recorded for architecture ${architectureId}`);
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined && value !== null),
    ) as Partial<ArchitectureCapability>;
    const next = { ...current, ...defined };
    for (const [low, high] of RANGES) {
      if (next[low] > next[high])
        throw new ValidationFailedError(`${low} must not be above ${high}`, { field: low });
    }
    if (next.minDimension % next.dimensionMultiple !== 0 && next.dimensionMultiple > 1)
      throw new ValidationFailedError('minDimension must be a multiple of dimensionMultiple', {
        field: 'minDimension',
      });
    if (Object.keys(defined).length) {
      await repository.update({ architectureId }, defined);
      // Cached models carry their capability: refresh them here and on the other processes.
      await this.catalog.modelsChanged();
    }
    return repository.findOneOrFail({ where: { architectureId } });
  }
}
