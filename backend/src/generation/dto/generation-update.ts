import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Generation } from '../entities/generation.entity.js';

@ObjectType({
  description:
    'How long a queued or running generation should still take, drawn from how recent runs went.',
})
export class GenerationEta {
  @Field(() => Int, {
    description:
      'The provider run, start to images: the model’s recent pace (all models’ when it has none) times this request’s megapixels, steps and images.',
  })
  expectedRunMs: number;

  @Field(() => Int, {
    description:
      'The wait before it starts while queued (about its queue position × a typical run ÷ the runs at once); 0 once sent.',
  })
  expectedWaitMs: number;
}

@ObjectType({
  description:
    'One of the caller’s generations as it stands after a change (queued, running, finished), with the balance at that moment.',
})
export class GenerationUpdate {
  @Field(() => Generation, { description: 'The generation now: status, images, cost, error.' })
  generation: Generation;

  @Field(() => Int, {
    nullable: true,
    description:
      'Its place among the generations waiting for the provider, 1 being next; null once it has been sent (or finished).',
  })
  queuePosition: number | null;

  @Field(() => GenerationEta, {
    nullable: true,
    description:
      'While queued or running: how long it should still take. Null once finished, or with no finished run to learn from yet.',
  })
  eta: GenerationEta | null;

  @Field(() => Float, { description: 'The caller’s credit balance after this change.' })
  creditBalance: number;
}
