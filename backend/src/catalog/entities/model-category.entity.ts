import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** checkpointBase, checkpointInpainting, LoRA, Controlnet, VAE, Embedding, LyCORIS, IPAdapter. */
@ObjectType()
@Entity({ name: 'model_categories' })
export class ModelCategory {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'text', unique: true })
  category: string;
}
