import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { CatalogService } from '../../catalog/catalog.service.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import {
  ConflictError,
  DomainError,
  NotFoundError,
  ValidationFailedError,
} from '../../common/errors/domain-errors.js';
import { type CursorPageOf } from '../../common/pagination/cursor-page.js';
import { keysetPage } from '../../common/pagination/keyset.js';
import { isUuid } from '../../common/validation/uuid.js';
import { validatedInput } from '../../common/validation/validation.pipe.js';
import { roundCredits } from '../../credits/credit-amount.js';
import { InsufficientCreditsError } from '../../credits/credit-errors.js';
import { CreditsService } from '../../credits/credits.service.js';
import { CreationsService } from '../../creations/creations.service.js';
import { Creation } from '../../creations/entities/creation.entity.js';
import { ImageIntake } from '../../creations/image-intake.js';
import { GenerateImagesInput } from '../dto/generate-images.input.js';
import { Generation } from '../entities/generation.entity.js';
import { GenerationCancellation } from '../generation-cancellation.js';
import { parametersForHistory } from '../generation-parameters.js';
import { GenerationService } from '../generation.service.js';
import { composeGrid, type GridTile } from './comparison-grid.js';
import { Comparison, type ComparisonCellRow } from './comparison.entity.js';
import { type ComparisonInput, type StartComparisonInput } from './comparison.input.js';
import { axisLabel, type ComparisonAxis, withAxisValue } from './comparison-parameters.js';
import {
  type ComparisonAxisView,
  type ComparisonEstimate,
  type ComparisonSummary,
  type ComparisonView,
  type SavedComparisonGrid,
} from './comparison.view.js';

/** One planned cell: its place, its request, and what it is expected to cost. */
interface PlannedCell {
  x: number;
  y: number;
  request: GenerateImagesInput;
  credits: number;
}

/** A named axis: `x` or `y`, as refusals name their fields. */
type NamedAxis = { name: 'x' | 'y'; axis: ComparisonAxis };

/** The request field an axis' parameter writes (a refusal of that field is the axis value's). */
const FIELD_OF: Record<ComparisonAxis['parameter'], string> = {
  steps: 'steps',
  cfgScale: 'cfgScale',
  scheduler: 'scheduler',
  seed: 'seed',
  model: 'model',
  loraWeight: 'loras',
  prompt: 'prompt',
};

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);
const FAILED = new Set(['failed', 'cancelled']);

/**
 * X/Y comparisons: every cell is an ordinary queued generation (its own checks, hold, settlement
 * or refund), so a failed cell refunds only itself. Everything is checked and priced before the
 * first hold: a value the generation would refuse is refused naming it (`x.values[2]`), and so is
 * a total above the confirmed estimate or the balance. The cells run as the queue frees room and
 * take none of the per-user slots (the limit would refuse a 3×3 grid).
 */
@Injectable()
export class ComparisonsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly credits: CreditsService,
    private readonly generations: GenerationService,
    private readonly cancellation: GenerationCancellation,
    private readonly creations: CreationsService,
    private readonly intake: ImageIntake,
  ) {}

  async estimate(caller: AuthenticatedUser, input: ComparisonInput): Promise<ComparisonEstimate> {
    const cells = await this.plan(caller, input);
    const credits = roundCredits(cells.reduce((sum, cell) => sum + cell.credits, 0));
    const creditBalance = await this.credits.balance(caller.user.id);
    return { credits, cells: cells.length, creditBalance, affordable: creditBalance >= credits };
  }

  /** Checks and prices every cell, then queues them one by one; answers the comparison. */
  async start(caller: AuthenticatedUser, input: StartComparisonInput): Promise<ComparisonView> {
    const cells = await this.plan(caller, input);
    const total = roundCredits(cells.reduce((sum, cell) => sum + cell.credits, 0));
    if (total > input.confirmedCredits + 1e-9)
      throw new ValidationFailedError(
        `confirmedCredits: the estimate is now ${total.toFixed(2)} credits, more than the ${input.confirmedCredits.toFixed(2)} you confirmed`,
        { field: 'confirmedCredits', credits: total },
      );
    const balance = await this.credits.balance(caller.user.id);
    if (balance < total) throw new InsufficientCreditsError(total, balance);

    const rows: ComparisonCellRow[] = [];
    try {
      for (const cell of cells) {
        const queued = await this.generations.enqueue(caller, cell.request, 'none');
        rows.push({ x: cell.x, y: cell.y, generationId: queued.generationId });
      }
    } catch (error) {
      // Only a race (the balance spent meanwhile) gets here: the cells already queued go back.
      for (const row of rows)
        await this.cancellation.cancel(caller.user.id, row.generationId).catch(() => undefined);
      throw error;
    }
    const repository = this.dataSource.getRepository(Comparison);
    const saved = await repository.save(
      repository.create({
        userId: caller.user.id,
        base: parametersForHistory(input.base),
        xAxis: axisOf(input.x),
        yAxis: input.y ? axisOf(input.y) : null,
        cells: rows,
        estimatedCredits: total,
      }),
    );
    return this.view(saved);
  }

  /** One of the caller's comparisons, or null (another user's id answers the same as none). */
  async one(userId: string, id: string): Promise<ComparisonView | null> {
    const comparison = await this.owned(userId, id).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    return comparison ? this.view(comparison) : null;
  }

  /**
   * The caller's comparisons, newest first by keyset cursor (served by the user+created index).
   * A page costs three queries whatever its size: the comparisons, their cells' statuses, their
   * saved grids.
   */
  async list(
    userId: string,
    first: number,
    after?: string | null,
  ): Promise<CursorPageOf<ComparisonSummary>> {
    const query = this.dataSource
      .getRepository(Comparison)
      .createQueryBuilder('comparison')
      .where('comparison.userId = :userId', { userId });
    const page = await keysetPage(query, 'comparison', { first, after });
    const cellIds = page.items.flatMap((comparison) =>
      comparison.cells.map((cell) => cell.generationId),
    );
    const statuses = new Map(
      cellIds.length === 0
        ? []
        : (
            await this.dataSource.getRepository(Generation).find({
              select: { id: true, status: true },
              where: { id: In(cellIds), userId },
            })
          ).map((generation) => [generation.id, generation.status as string]),
    );
    const gridIds = page.items.flatMap((comparison) => comparison.gridCreationId ?? []);
    const grids = new Map(
      gridIds.length === 0
        ? []
        : (
            await this.dataSource
              .getRepository(Creation)
              .find({ where: { id: In(gridIds), userId } })
          ).map((creation) => [creation.id, creation]),
    );
    return {
      ...page,
      items: page.items.map((comparison) => {
        const ended = comparison.cells.flatMap((cell) => statuses.get(cell.generationId) ?? []);
        return {
          id: comparison.id,
          prompt: String(comparison.base.prompt ?? ''),
          x: axisView(comparison.xAxis),
          y: comparison.yAxis ? axisView(comparison.yAxis) : null,
          cellCount: ended.length,
          succeededCells: ended.filter((status) => status === 'succeeded').length,
          failedCells: ended.filter((status) => FAILED.has(status)).length,
          finished: ended.every((status) => ENDED.has(status)),
          estimatedCredits: comparison.estimatedCredits,
          createdAt: comparison.createdAt,
          grid: (comparison.gridCreationId && grids.get(comparison.gridCreationId)) || null,
        };
      }),
    };
  }

  /**
   * The finished comparison as one image in the caller's gallery: headers, and each cell's image
   * (a failed cell says so). Refused while a cell still runs.
   */
  async saveGrid(
    userId: string,
    id: string,
    folderId?: string | null,
  ): Promise<SavedComparisonGrid> {
    const comparison = await this.owned(userId, id);
    const view = await this.view(comparison);
    if (!view.finished)
      throw new ConflictError(
        'The comparison is still running: save its grid once every cell has ended',
      );
    const tiles: GridTile[] = [];
    for (const cell of view.cells) {
      const image = cell.generation.images[0];
      if (cell.generation.status === 'succeeded' && image?.imageURL)
        tiles.push(
          await this.intake
            .fromUrl(image.imageURL)
            .then((checked) => ({ bytes: checked.bytes }))
            .catch(() => ({ missing: 'Image expired' })),
        );
      else tiles.push({ missing: cell.generation.status === 'cancelled' ? 'Cancelled' : 'Failed' });
    }
    const base = comparison.base;
    const png = await composeGrid({
      columnLabels: view.x.labels,
      rowLabels: view.y?.labels ?? [''],
      tiles,
      aspect: Number(base.width) / Number(base.height) || 1,
    });
    const creation = await this.creations.save(userId, {
      source: { dataUrl: `data:image/png;base64,${png.toString('base64')}` },
      folder: folderId ? { id: folderId } : null,
      prompt: String(base.prompt ?? ''),
      negativePrompt: typeof base.negativePrompt === 'string' ? base.negativePrompt : undefined,
      modelAir: String(base.model ?? ''),
      parameters: {
        comparison: {
          id: comparison.id,
          x: comparison.xAxis,
          ...(comparison.yAxis ? { y: comparison.yAxis } : {}),
        },
      },
    });
    // The list of past comparisons shows the grid last saved.
    await this.dataSource
      .getRepository(Comparison)
      .update({ id: comparison.id, userId }, { gridCreationId: creation.id });
    return { creationId: creation.id, folderId: creation.folderId };
  }

  private async owned(userId: string, id: string): Promise<Comparison> {
    const comparison = isUuid(id)
      ? await this.dataSource.getRepository(Comparison).findOne({ where: { id, userId } })
      : null;
    if (!comparison) throw new NotFoundError('Comparison not found', { field: 'id' });
    return comparison;
  }

  private async view(comparison: Comparison): Promise<ComparisonView> {
    const ids = comparison.cells.map((cell) => cell.generationId);
    const generations = await this.dataSource
      .getRepository(Generation)
      .find({ where: { id: In(ids), userId: comparison.userId } });
    const byId = new Map(generations.map((generation) => [generation.id, generation]));
    const x = axisView(comparison.xAxis);
    const y = comparison.yAxis ? axisView(comparison.yAxis) : null;
    const cells = comparison.cells
      .filter((cell) => byId.has(cell.generationId))
      .map((cell) => ({
        x: cell.x,
        y: cell.y,
        label: [x.labels[cell.x], y?.labels[cell.y]].filter(Boolean).join(' · '),
        generation: byId.get(cell.generationId)!,
      }));
    return {
      id: comparison.id,
      x,
      y,
      cells,
      estimatedCredits: comparison.estimatedCredits,
      finished: cells.every((cell) => ENDED.has(cell.generation.status)),
      createdAt: comparison.createdAt,
    };
  }

  /** Every cell's request, checked and priced exactly as generateImages would, in row order. */
  private async plan(caller: AuthenticatedUser, input: ComparisonInput): Promise<PlannedCell[]> {
    const axes: NamedAxis[] = [{ name: 'x', axis: axisOf(input.x) }];
    if (input.y) axes.push({ name: 'y', axis: axisOf(input.y) });
    if (axes.length === 2 && axes[0].axis.parameter === axes[1].axis.parameter)
      throw new ValidationFailedError('y.parameter: the two axes must vary different settings', {
        field: 'y.parameter',
      });
    const base: Record<string, unknown> = {
      ...input.base,
      imageCount: 1,
      taskUUID: undefined,
      providerApiKey: undefined,
    };
    for (const named of axes)
      if (named.axis.parameter === 'model') await this.assertOneArchitecture(caller, base, named);
    const xs = axes[0].axis.values.length;
    const ys = axes[1]?.axis.values.length ?? 1;
    const cells: PlannedCell[] = [];
    for (let y = 0; y < ys; y += 1)
      for (let x = 0; x < xs; x += 1) {
        const places: [NamedAxis, number][] = [[axes[0], x]];
        if (axes[1]) places.push([axes[1], y]);
        let plain = base;
        for (const [named, index] of places)
          plain = withAxisValue(plain, named.axis, index, named.name);
        try {
          const request = await validatedInput(GenerateImagesInput, plain);
          const { credits } = await this.generations.estimate(caller, request);
          cells.push({ x, y, request, credits });
        } catch (error) {
          throw refusalOfCell(error, places);
        }
      }
    return cells;
  }

  /** Models compared must share the base model's architecture (and be usable by the caller). */
  private async assertOneArchitecture(
    caller: AuthenticatedUser,
    base: Record<string, unknown>,
    { name, axis }: NamedAxis,
  ) {
    const usable = async (air: string, field: string) => {
      try {
        return await this.catalog.usableModel(caller, air);
      } catch (error) {
        if (error instanceof NotFoundError)
          throw new ValidationFailedError(`${field}: "${air}" is not a model available to you`, {
            field,
          });
        throw error;
      }
    };
    const baseModel = await usable(String(base.model ?? ''), 'base.model');
    for (const [index, value] of axis.values.entries()) {
      const field = `${name}.values[${index}]`;
      const model = await usable(value.trim(), field);
      if (model.architecture?.id !== baseModel.architecture?.id)
        throw new ValidationFailedError(
          `${field}: ${model.name} is not of the base model's architecture`,
          { field },
        );
    }
  }
}

function axisOf(input: ComparisonAxis): ComparisonAxis {
  return {
    parameter: input.parameter,
    values: input.values.map((value) => value.trim()),
    ...(input.parameter === 'prompt' ? { search: input.search ?? '' } : {}),
  };
}

function axisView(axis: ComparisonAxis): ComparisonAxisView {
  return {
    parameter: axis.parameter,
    values: axis.values,
    search: axis.search ?? null,
    labels: axis.values.map((_, index) => axisLabel(axis, index)),
  };
}

/**
 * A cell's refusal naming the axis value that caused it (`x.values[2]`) when the refused field is
 * the one that axis writes; any other refusal is the base request's, as generateImages words it.
 */
function refusalOfCell(error: unknown, places: [NamedAxis, number][]): unknown {
  if (!(error instanceof DomainError)) return error;
  const refused = String(error.details?.field ?? error.details?.parameter ?? '');
  const place = places.find(
    ([named]) =>
      refused === FIELD_OF[named.axis.parameter] ||
      refused.startsWith(`${FIELD_OF[named.axis.parameter]}.`),
  );
  if (!place) {
    if (error instanceof ValidationFailedError && refused)
      return new ValidationFailedError(error.message, {
        ...error.details,
        field: `base.${refused}`,
      });
    return error;
  }
  const field = `${place[0].name}.values[${place[1]}]`;
  return new ValidationFailedError(`${field}: ${error.message}`, { field });
}
