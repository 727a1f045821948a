import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { type AccountCap, withinAccountCap } from '../common/sql/account-cap.js';
import { deleteOwned, uniquelyNamed } from '../common/sql/owned-rows.js';
import { isUuid } from '../common/validation/uuid.js';
import {
  type CreatePromptStyleInput,
  type UpdatePromptStyleInput,
} from './dto/prompt-style.input.js';
import { PromptStyle } from './entities/prompt-style.entity.js';
import { PROMPT_STYLE_LIMITS } from './prompt-style-limits.js';
import { STARTER_PROMPT_STYLES } from './starter-prompt-styles.js';

const STYLES_CAP: AccountCap = {
  table: 'prompt_styles',
  max: PROMPT_STYLE_LIMITS.perUser,
  refusal: `You have ${PROMPT_STYLE_LIMITS.perUser} styles, the most an account may keep: delete one first`,
};

/**
 * Each user's prompt styles: a copy of the starter set given on first use, then theirs alone to
 * edit, delete, add to or reset. Every operation is scoped to the owner (another user's id is a 404).
 */
@Injectable()
export class PromptStylesService {
  constructor(@InjectRepository(PromptStyle) private readonly styles: Repository<PromptStyle>) {}

  async list(userId: string): Promise<PromptStyle[]> {
    await this.styles.manager.transaction((manager) => this.giveStartersOnce(manager, userId));
    return this.styles
      .createQueryBuilder('style')
      .where('style.userId = :userId', { userId })
      .orderBy('lower(style.name)')
      .addOrderBy('style.id')
      .getMany();
  }

  /** One of the caller's styles; another user's (or an unknown) id is not found, naming `field`. */
  async one(userId: string, id: string, field = 'id'): Promise<PromptStyle> {
    const style = isUuid(id) ? await this.styles.findOne({ where: { id, userId } }) : null;
    if (!style) throw new NotFoundError('Prompt style not found', { field });
    return style;
  }

  create(userId: string, input: CreatePromptStyleInput): Promise<PromptStyle> {
    return uniquelyNamed('style', input.name, () =>
      withinAccountCap(this.styles.manager, userId, STYLES_CAP, (manager) =>
        manager.save(
          this.styles.create({
            userId,
            name: input.name,
            template: input.template,
            negativePrompt: input.negativePrompt || null,
          }),
        ),
      ),
    );
  }

  async update(userId: string, id: string, input: UpdatePromptStyleInput): Promise<PromptStyle> {
    const style = await this.one(userId, id);
    // GraphQL may send null for a field left alone; only the negative prompt can be removed.
    if (input.name != null) style.name = input.name;
    if (input.template != null) style.template = input.template;
    if (input.negativePrompt !== undefined) style.negativePrompt = input.negativePrompt || null;
    return uniquelyNamed('style', style.name, () => this.styles.save(style));
  }

  async delete(userId: string, id: string): Promise<void> {
    await deleteOwned(
      this.styles,
      userId,
      id,
      new NotFoundError('Prompt style not found', { field: 'id' }),
    );
  }

  /** Replaces all of the caller's styles (their own too) with a fresh copy of the starter set. */
  async reset(userId: string): Promise<PromptStyle[]> {
    await this.styles.manager.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await manager.delete(PromptStyle, { userId });
      await this.giveStarters(manager, userId);
      await manager.query(
        'INSERT INTO prompt_style_sets (user_id) VALUES ($1) ON CONFLICT DO NOTHING',
        [userId],
      );
    });
    return this.list(userId);
  }

  /** The starter set, the first time only: a user who deleted every style keeps none. */
  private async giveStartersOnce(manager: EntityManager, userId: string): Promise<void> {
    const marked: unknown[] = await manager.query(
      'INSERT INTO prompt_style_sets (user_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING user_id',
      [userId],
    );
    if (marked.length > 0) await this.giveStarters(manager, userId);
  }

  /** A copy of each starter style; one the user already has by name (made before) is kept. */
  private async giveStarters(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO prompt_styles (user_id, name, template, negative_prompt)
       SELECT $1, s.name, s.template, s.negative_prompt
       FROM jsonb_to_recordset($2::jsonb) AS s(name text, template text, negative_prompt text)
       ON CONFLICT (user_id, lower(name)) DO NOTHING`,
      [
        userId,
        JSON.stringify(
          STARTER_PROMPT_STYLES.map((style) => ({
            name: style.name,
            template: style.template,
            negative_prompt: style.negativePrompt,
          })),
        ),
      ],
    );
  }
}
