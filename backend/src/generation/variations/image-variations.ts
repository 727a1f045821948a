import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../catalog/catalog.service.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { NotFoundError, ValidationFailedError } from '../../common/errors/domain-errors.js';
import { validatedInput } from '../../common/validation/validation.pipe.js';
import { isUuid } from '../../common/validation/uuid.js';
import { CreationsService } from '../../creations/creations.service.js';
import { GenerateImagesInput } from '../dto/generate-images.input.js';
import { type GenerationEstimate } from '../dto/generation-estimate.js';
import { type GenerationResult } from '../dto/generation-result.js';
import { type SlotLease } from '../generation-slots.js';
import { GenerationService } from '../generation.service.js';
import { UnknownModelError } from '../unknown-model.error.js';
import { variationStrength } from './variation-strengths.js';
import {
  settingsFromGeneration,
  settingsFromSavedImage,
  type VariationSettings,
} from './variation-settings.js';
import { type VaryImageInput } from './vary-image.input.js';

/** The image a variation starts from, and the settings it keeps. */
interface VariationSource {
  seedImage: string;
  width: number;
  height: number;
  settings: VariationSettings;
}

/** A generation's row as a variation reads it. */
interface GenerationRow {
  id: string;
  parameters: Record<string, unknown>;
}

const CREATION_PREFIX = 'creation:';
/** Seeds the provider takes: a whole number of at least 1 (kept within 32 bits for every model). */
const MAX_SEED = 2 ** 31 - 1;

/**
 * Vary (subtle or strong): image to image from one of the caller's images, with its own settings,
 * a new seed and the strength its model's architecture calls for (variation-strengths.ts). The
 * request is built here and then goes through GenerationService like any other: the same checks,
 * one hold, the same queue.
 */
@Injectable()
export class ImageVariations {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly creations: CreationsService,
    private readonly generations: GenerationService,
  ) {}

  async vary(
    caller: AuthenticatedUser,
    input: VaryImageInput,
    queued: boolean,
    slot?: SlotLease,
  ): Promise<GenerationResult> {
    const request = await this.request(caller, input);
    return queued
      ? this.generations.enqueue(caller, request, slot)
      : this.generations.generate(caller, request, slot);
  }

  async estimate(caller: AuthenticatedUser, input: VaryImageInput): Promise<GenerationEstimate> {
    return this.generations.estimate(caller, await this.request(caller, input));
  }

  /** The generateImages request a variation sends. */
  async request(caller: AuthenticatedUser, input: VaryImageInput): Promise<GenerateImagesInput> {
    const source = await this.source(caller.user.id, input);
    const model = String(source.settings.model ?? '');
    let architectureCode: string | null | undefined;
    try {
      architectureCode = (await this.catalog.usableModel(caller, model)).architecture?.code;
    } catch (error) {
      // A model gone from the catalogue (or hidden): the provider's own invalidModel, as a 400.
      if (error instanceof NotFoundError) throw new UnknownModelError('model', model);
      throw error;
    }
    return validatedInput(GenerateImagesInput, {
      ...source.settings,
      width: source.width,
      height: source.height,
      imageCount: 1,
      seedImage: source.seedImage,
      strength: variationStrength(architectureCode, input.strength),
      seed: randomInt(1, MAX_SEED),
      ...(input.taskUUID ? { taskUUID: input.taskUUID } : {}),
    });
  }

  private async source(userId: string, input: VaryImageInput): Promise<VariationSource> {
    const imageUUID = input.imageUUID?.trim();
    const creationId = input.creationId?.trim();
    if (Boolean(imageUUID) === Boolean(creationId))
      throw new ValidationFailedError('Name exactly one of imageUUID and creationId', {
        field: imageUUID ? 'creationId' : 'imageUUID',
      });
    return imageUUID ? this.fromResult(userId, imageUUID) : this.fromSaved(userId, creationId!);
  }

  /**
   * A result of one of the caller's generations. Saved to the gallery, its stored file is the
   * source (the provider's copy expires); otherwise the provider's image itself.
   */
  private async fromResult(userId: string, imageUUID: string): Promise<VariationSource> {
    const uuid = imageUUID.toLowerCase();
    const [generation]: GenerationRow[] = isUuid(uuid)
      ? await this.dataSource.query(
          `SELECT id, parameters FROM generations
           WHERE user_id = $1 AND task_type = 'imageInference' AND images @> $2::jsonb
           ORDER BY created_at DESC LIMIT 1`,
          [userId, JSON.stringify([{ imageUUID: uuid }])],
        )
      : [];
    if (!generation)
      throw new NotFoundError('imageUUID: Image not found among your results', {
        field: 'imageUUID',
      });
    const [saved]: { id: string }[] = await this.dataSource.query(
      `SELECT c.id FROM creations c, generations g, jsonb_array_elements(g.images) image
       WHERE c.user_id = $1 AND c.generation_id = $2 AND g.id = c.generation_id
         AND image->>'imageUUID' = $3 AND c.source_image_id = image->>'imageURL'
       ORDER BY c.created_at DESC LIMIT 1`,
      [userId, generation.id, uuid],
    );
    const stored = generation.parameters;
    return {
      seedImage: saved ? `${CREATION_PREFIX}${saved.id}` : uuid,
      width: Number(stored.width),
      height: Number(stored.height),
      settings: settingsFromGeneration(stored),
    };
  }

  /**
   * One of the caller's saved images: its stored file is the source, its generation's settings
   * are kept (or, that generation deleted, those saved with the image).
   */
  private async fromSaved(userId: string, creationId: string): Promise<VariationSource> {
    const creation = await this.creations.owned(userId, creationId).catch((error: unknown) => {
      if (error instanceof NotFoundError)
        throw new NotFoundError('creationId: Creation not found', { field: 'creationId' });
      throw error;
    });
    const [generation]: GenerationRow[] = creation.generationId
      ? await this.dataSource.query(
          `SELECT id, parameters FROM generations
           WHERE id = $1 AND user_id = $2 AND task_type = 'imageInference'`,
          [creation.generationId, userId],
        )
      : [];
    return {
      seedImage: `${CREATION_PREFIX}${creation.id}`,
      width: generation ? Number(generation.parameters.width) : creation.width,
      height: generation ? Number(generation.parameters.height) : creation.height,
      settings: generation
        ? settingsFromGeneration(generation.parameters)
        : settingsFromSavedImage(creation),
    };
  }
}
