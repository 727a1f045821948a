import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { Creation } from '../../creations/entities/creation.entity.js';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';
import { creditsColumn } from '../../database/decimal.transformer.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { type ComparisonAxis } from './comparison-parameters.js';

/** One cell of a comparison: its place and the ordinary generation that runs it. */
export interface ComparisonCellRow {
  x: number;
  y: number;
  generationId: string;
}

/** An X/Y comparison a user started: its axes and, per cell, the generation that runs it. */
@Entity({ name: 'comparisons' })
@Index('comparisons_user_created_idx', ['userId', 'createdAt'])
export class Comparison extends UserOwnedRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The base request as kept for history (parametersForHistory). */
  @Column({ type: 'jsonb' })
  base: Record<string, unknown>;

  @Column({ name: 'x_axis', type: 'jsonb' })
  xAxis: ComparisonAxis;

  @Column({ name: 'y_axis', type: 'jsonb', nullable: true })
  yAxis: ComparisonAxis | null;

  @Column({ type: 'jsonb' })
  cells: ComparisonCellRow[];

  /** The total estimate the cells were started at. */
  @Column(creditsColumn({ name: 'estimated_credits' }))
  estimatedCredits: number;

  /** Its grid as last saved to the gallery; null until saved, or once that image is deleted. */
  @Index('comparisons_grid_creation_idx')
  @Column({ name: 'grid_creation_id', type: 'uuid', nullable: true })
  gridCreationId: string | null;

  @ManyToOne(() => Creation, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'grid_creation_id' })
  grid?: Relation<Creation> | null;

  @CreatedAtColumn({ precision: 3 })
  createdAt: Date;
}
