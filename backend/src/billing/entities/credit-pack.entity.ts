import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { UpdatedAtColumn } from '../../database/timestamp-columns.js';
import { AccessLevel } from '../../auth/entities/access-level.entity.js';
import { References } from '../../database/references.js';

/**
 * A one-time credit pack, one per paid tier. Prices are integer cents; buying one adds its
 * credits and moves the buyer to at least its tier. Administrators edit name, price, credits, tier.
 * The API shows a pack as a CreditPackOffer.
 */
@Entity({ name: 'credit_packs' })
@Check('credit_packs_price_positive', '"price_cents" > 0')
@Check('credit_packs_credits_positive', '"credits" > 0')
export class CreditPack {
  /** Stable slug, e.g. `standard`. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** In cents of the currency. */
  @Column({ name: 'price_cents', type: 'int' })
  priceCents: number;

  @Column({ type: 'text', default: 'usd' })
  currency: string;

  @Column({ type: 'int' })
  credits: number;

  /** The access level (tier) a buyer moves up to. */
  @Column({ name: 'access_level_id', type: 'int' })
  accessLevelId: number;

  @References(() => AccessLevel, 'access_level_id', 'RESTRICT')
  accessLevel: Relation<AccessLevel>;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  /** Inactive packs are not offered. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @UpdatedAtColumn()
  updatedAt: Date;
}
