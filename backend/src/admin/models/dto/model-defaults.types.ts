import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

/** MODEL_DEFAULTS (catalog/model-row.ts) as the admin add form reads them. */
@ObjectType({
  description: "A new model's settings where its source gives none; the add form starts from them.",
})
export class ModelDefaults {
  @Field(() => Int, { description: 'Suggested width in pixels.' })
  width: number;

  @Field(() => Int, { description: 'Suggested height in pixels.' })
  height: number;

  @Field(() => Int, { description: 'Suggested number of steps.' })
  steps: number;

  @Field({ description: 'Suggested scheduler.' })
  scheduler: string;

  @Field(() => Float, { description: 'Suggested CFG scale.' })
  cfg: number;
}
