import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { type AccountCap, withinAccountCap } from '../common/sql/account-cap.js';
import { deleteOwned, uniquelyNamed } from '../common/sql/owned-rows.js';
import { isUuid } from '../common/validation/uuid.js';
import { CreationsService } from '../creations/creations.service.js';
import { Creation } from '../creations/entities/creation.entity.js';
import { CREATION_PREFIX, SourceImages } from '../generation/source-images.js';
import { type CreateReferenceInput, type UpdateReferenceInput } from './dto/reference.input.js';
import { SavedReference } from './entities/saved-reference.entity.js';
import { REFERENCE_LIMITS, type ReferenceKind } from './reference-limits.js';
import { ownedReference } from './applied-reference.js';

/** Only a style is applied through an IP-Adapter, so only a style keeps its options. */
function assertStyleOptionsFit(
  kind: ReferenceKind,
  options: Pick<SavedReference, 'weightType' | 'combineMethod'>,
): void {
  if (kind === 'style') return;
  const field = options.weightType != null ? 'weightType' : 'combineMethod';
  if (options[field] != null)
    throw new ValidationFailedError(`${field} is a style's option: a character takes none`, {
      field,
    });
}

const REFERENCES_CAP: AccountCap = {
  table: 'saved_references',
  max: REFERENCE_LIMITS.perUser,
  refusal: `You have ${REFERENCE_LIMITS.perUser} references, the most an account may keep: delete one first`,
};

/**
 * Each user's saved characters and styles. Every image is one of the caller's, checked when saved
 * (and again by the generation that applies it); every operation is scoped to the owner (another
 * user's id is a 404).
 */
@Injectable()
export class ReferencesService {
  constructor(
    @InjectRepository(SavedReference) private readonly references: Repository<SavedReference>,
    private readonly sources: SourceImages,
    private readonly creations: CreationsService,
  ) {}

  /**
   * The references with the thumbnail of each one's first image where it is a saved image of the
   * owner's: one query for them all, so a list costs the same whatever its length.
   */
  async withThumbnails(userId: string, references: SavedReference[]): Promise<SavedReference[]> {
    const firstOf = (reference: SavedReference) => {
      const image = reference.images[0] ?? '';
      const id = image.startsWith(CREATION_PREFIX) ? image.slice(CREATION_PREFIX.length) : '';
      return isUuid(id) ? id : null;
    };
    const ids = references.flatMap((reference) => firstOf(reference) ?? []);
    const saved =
      ids.length === 0
        ? []
        : await this.references.manager.find(Creation, { where: { id: In(ids), userId } });
    const urls = new Map(
      await Promise.all(
        saved.map(
          async (creation) => [creation.id, await this.creations.thumbnailUrl(creation)] as const,
        ),
      ),
    );
    for (const reference of references)
      reference.thumbnailUrl = urls.get(firstOf(reference) ?? '') ?? null;
    return references;
  }

  list(userId: string): Promise<SavedReference[]> {
    return this.references
      .createQueryBuilder('reference')
      .where('reference.userId = :userId', { userId })
      .orderBy('reference.kind')
      .addOrderBy('lower(reference.name)')
      .addOrderBy('reference.id')
      .getMany();
  }

  /** One of the caller's references; another user's (or an unknown) id is not found, naming `field`. */
  one(userId: string, id: string, field = 'id'): Promise<SavedReference> {
    return ownedReference(this.references.manager, userId, id, field);
  }

  async create(userId: string, input: CreateReferenceInput): Promise<SavedReference> {
    const options = {
      weightType: input.weightType ?? null,
      combineMethod: input.combineMethod ?? null,
    };
    assertStyleOptionsFit(input.kind, options);
    const images = await this.ownImages(userId, input.images);
    return uniquelyNamed('reference', input.name, () =>
      withinAccountCap(this.references.manager, userId, REFERENCES_CAP, (manager) =>
        manager.save(
          this.references.create({
            userId,
            kind: input.kind,
            name: input.name,
            images,
            ...options,
          }),
        ),
      ),
    );
  }

  async update(userId: string, id: string, input: UpdateReferenceInput): Promise<SavedReference> {
    const reference = await this.one(userId, id);
    // GraphQL may send null for a field left alone.
    if (input.name != null) reference.name = input.name;
    // Unlike the name, a style's options are cleared by null (the provider's default).
    if (input.weightType !== undefined) reference.weightType = input.weightType;
    if (input.combineMethod !== undefined) reference.combineMethod = input.combineMethod;
    assertStyleOptionsFit(reference.kind, reference);
    if (input.images != null) reference.images = await this.ownImages(userId, input.images);
    return uniquelyNamed('reference', reference.name, () => this.references.save(reference));
  }

  async delete(userId: string, id: string): Promise<void> {
    await deleteOwned(
      this.references,
      userId,
      id,
      new NotFoundError('Reference not found', { field: 'id' }),
    );
  }

  /**
   * The images as kept: lasting names of the caller's own images only (a saved image, or an
   * upload or result by imageUUID), each checked to be theirs; an inline image or a URL is
   * refused, naming `images[i]`, and the same image twice counts once.
   */
  private async ownImages(userId: string, images: string[]): Promise<string[]> {
    const kept: string[] = [];
    for (const [at, raw] of images.entries()) {
      const field = `images[${at}]`;
      const image = raw.trim();
      const creationId = image.startsWith(CREATION_PREFIX)
        ? image.slice(CREATION_PREFIX.length)
        : null;
      if (!(creationId !== null ? isUuid(creationId) : isUuid(image)))
        throw new ValidationFailedError(
          `${field} must be creation:<id> of a saved image or the imageUUID of one of your uploads or results`,
          { field },
        );
      await this.sources.assertCallersOwn(userId, field, image);
      const name = creationId !== null ? image : image.toLowerCase();
      if (!kept.includes(name)) kept.push(name);
    }
    return kept;
  }
}
