import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({
  description:
    'A kind of model: checkpointBase, checkpointInpainting, LoRA, Controlnet, VAE, Embedding, LyCORIS, IPAdapter.',
})
@Entity({ name: 'model_categories' })
export class ModelCategory {
  @Field(() => Int, { description: "The category's id, as Model.modelCategoryId holds it." })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'Its name, e.g. checkpointBase or LoRA.' })
  @Column({ type: 'text', unique: true })
  category: string;
}
