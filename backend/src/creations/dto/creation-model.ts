import { Field, ObjectType } from '@nestjs/graphql';
import { Model } from '../../catalog/entities/model.entity.js';

@ObjectType({
  description:
    "A model the caller has saved images of: what the gallery's model filter offers, once each.",
})
export class CreationModel {
  @Field({
    name: 'modelId',
    description: "The model's AIR as the images store it; what `creations(model:)` takes.",
  })
  modelAir: string;

  @Field(() => Model, {
    nullable: true,
    description:
      'The catalogue model with this AIR; null when it has left the catalogue or the caller may not use it.',
  })
  model: Model | null;
}
