import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccessLevelsService } from '../auth/access-levels.service.js';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { ADMINISTRATOR_ACCESS_LEVEL_ID } from '../auth/administrators.js';
import { UnknownCreditPackError } from './billing-errors.js';
import { type CreditPackOffer } from './dto/credit-pack-offer.js';
import { type CreditPackChanges } from './dto/credit-pack.input.js';
import { CreditPack } from './entities/credit-pack.entity.js';

/** The credit packs on sale: what buyers see, and what administrators edit. */
@Injectable()
export class CreditPacksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accessLevels: AccessLevelsService,
  ) {}

  /** Packs in their display order; inactive ones only when asked (administrators). */
  async list(includeInactive = false): Promise<CreditPackOffer[]> {
    const query = this.dataSource
      .getRepository(CreditPack)
      .createQueryBuilder('pack')
      .innerJoinAndSelect('pack.accessLevel', 'level')
      .orderBy('pack.sortOrder', 'ASC')
      .addOrderBy('pack.id', 'ASC');
    if (!includeInactive) query.where('pack.active');
    return (await query.getMany()).map(toOffer);
  }

  /** An active pack, as a buyer may choose it. */
  async offered(packId: string): Promise<CreditPack> {
    const pack = await this.dataSource
      .getRepository(CreditPack)
      .findOne({ where: { id: packId, active: true } });
    if (!pack) throw new UnknownCreditPackError(packId);
    return pack;
  }

  async update(id: string, changes: CreditPackChanges): Promise<CreditPackOffer> {
    const repository = this.dataSource.getRepository(CreditPack);
    if (!(await repository.existsBy({ id }))) throw new UnknownCreditPackError(id);
    if (changes.accessLevelId !== undefined && changes.accessLevelId !== null) {
      await this.accessLevels.assertExists(changes.accessLevelId);
      if (changes.accessLevelId === ADMINISTRATOR_ACCESS_LEVEL_ID)
        throw new ValidationFailedError('A credit pack cannot grant the Administrator level', {
          field: 'accessLevelId',
        });
    }
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined && value !== null),
    );
    if (Object.keys(defined).length) await repository.update({ id }, defined);
    const updated = (await this.list(true)).find((pack) => pack.id === id);
    if (!updated) throw new UnknownCreditPackError(id);
    return updated;
  }
}

function toOffer(pack: CreditPack): CreditPackOffer {
  return {
    id: pack.id,
    name: pack.name,
    priceCents: pack.priceCents,
    priceUsd: pack.priceCents / 100,
    currency: pack.currency,
    credits: pack.credits,
    tier: pack.accessLevel.name,
    accessLevelId: pack.accessLevelId,
    creditMultiplier: pack.accessLevel.creditMultiplier,
    active: pack.active,
  };
}
