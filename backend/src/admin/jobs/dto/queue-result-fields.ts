import { type Type } from '@nestjs/common';
import { Field, ObjectType } from '@nestjs/graphql';
import { type QueueName } from '../../../jobs/queue-name.js';
import { QUEUE_RESULTS, type QueueResultField } from '../../../jobs/queue-registry.js';

/** One typed field per queue whose registry entry names a result type. */
export type QueueResults = Record<QueueResultField, unknown>;

/**
 * AdminJob's typed outcomes (importResult for model-import, …), declared from the registry the way
 * Nest's mapped types declare fields, so a queue's result needs no edit here.
 */
export function QueueResultFields(): Type<QueueResults> {
  @ObjectType({ isAbstract: true })
  abstract class Results {}
  for (const { queue, field, type } of QUEUE_RESULTS) {
    Field(type, {
      nullable: true,
      description: `The outcome of a completed ${queue} job; null otherwise.`,
    })(Results.prototype, field);
  }
  return Results as unknown as Type<QueueResults>;
}

/** The typed outcome fields of a job of `queue`: its return value in its queue's field, if any. */
export function queueResults(queue: QueueName, completedWith: unknown): QueueResults {
  return Object.fromEntries(
    QUEUE_RESULTS.map(({ queue: owner, field }) => [
      field,
      owner === queue ? (completedWith ?? null) : null,
    ]),
  ) as QueueResults;
}
