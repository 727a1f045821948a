import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { CursorPage } from '../../common/pagination/cursor-page.js';
import { Creation } from '../../creations/entities/creation.entity.js';
import { Generation } from '../entities/generation.entity.js';
import { ComparisonParameterEnum } from './comparison.input.js';
import { type ComparisonParameter } from './comparison-parameters.js';

@ObjectType({ description: 'One axis of a comparison, with the header of each value.' })
export class ComparisonAxisView {
  @Field(() => ComparisonParameterEnum, { description: 'The setting this axis varies.' })
  parameter: ComparisonParameter;

  @Field(() => [String], { description: 'The values, in order.' })
  values: string[];

  @Field(() => String, { nullable: true, description: 'For prompt: the text replaced.' })
  search: string | null;

  @Field(() => [String], { description: 'The header of each value (`CFG 7`).' })
  labels: string[];
}

@ObjectType({ description: 'One cell of a comparison: its place and the generation that runs it.' })
export class ComparisonCellView {
  @Field(() => Int, { description: 'The column (index into x.values).' })
  x: number;

  @Field(() => Int, { description: 'The row (index into y.values; 0 without y).' })
  y: number;

  @Field({ description: 'The cell’s headers together (`CFG 7 · Steps 20`).' })
  label: string;

  @Field(() => Generation, {
    description:
      'The ordinary generation of this cell: status, image, cost, error. A failed cell refunded its own hold only.',
  })
  generation: Generation;
}

@ObjectType({ description: 'An X/Y comparison: its axes and cells, filling in as cells finish.' })
export class ComparisonView {
  @Field(() => ID, { description: "The comparison's id." })
  id: string;

  @Field(() => ComparisonAxisView, { description: 'The columns.' })
  x: ComparisonAxisView;

  @Field(() => ComparisonAxisView, { nullable: true, description: 'The rows, if any.' })
  y: ComparisonAxisView | null;

  @Field(() => [ComparisonCellView], { description: 'Every cell, row by row.' })
  cells: ComparisonCellView[];

  @Field(() => Float, { description: 'The total estimate the cells were started at, in credits.' })
  estimatedCredits: number;

  @Field({ description: 'Whether every cell has ended (succeeded, failed or cancelled).' })
  finished: boolean;

  @Field({ description: 'When it was started.' })
  createdAt: Date;
}

@ObjectType({ description: 'What a comparison would cost: each cell checked like generateImages.' })
export class ComparisonEstimate {
  @Field(() => Float, { description: 'The total expected cost of every cell, in credits.' })
  credits: number;

  @Field(() => Int, { description: 'How many cells (generations) it runs.' })
  cells: number;

  @Field(() => Float, { description: "The caller's current credit balance." })
  creditBalance: number;

  @Field({ description: 'Whether the balance covers the total.' })
  affordable: boolean;
}

@ObjectType({ description: 'A comparison’s grid, saved to the gallery as one image.' })
export class SavedComparisonGrid {
  @Field(() => ID, { description: 'The saved image (creation) id.' })
  creationId: string;

  @Field(() => ID, { description: 'The folder it was saved to.' })
  folderId: string;
}

@ObjectType({
  description: 'A past comparison as its list shows it: axes, how its cells ended, its saved grid.',
})
export class ComparisonSummary {
  @Field(() => ID, { description: "The comparison's id (comparison(id) answers its cells)." })
  id: string;

  @Field({ description: 'The prompt of its base request.' })
  prompt: string;

  @Field(() => ComparisonAxisView, { description: 'The columns.' })
  x: ComparisonAxisView;

  @Field(() => ComparisonAxisView, { nullable: true, description: 'The rows, if any.' })
  y: ComparisonAxisView | null;

  @Field(() => Int, { description: 'How many cells (generations) it ran.' })
  cellCount: number;

  @Field(() => Int, { description: 'Cells that made their image.' })
  succeededCells: number;

  @Field(() => Int, { description: 'Cells that failed or were cancelled (each refunded).' })
  failedCells: number;

  @Field({ description: 'Whether every cell has ended.' })
  finished: boolean;

  @Field(() => Float, { description: 'The total estimate the cells were started at, in credits.' })
  estimatedCredits: number;

  @Field({ description: 'When it was started.' })
  createdAt: Date;

  @Field(() => Creation, {
    nullable: true,
    description: 'Its grid as last saved to the gallery; null if never saved or since deleted.',
  })
  grid: Creation | null;
}

@ObjectType({ description: "A page of the caller's comparisons, newest first." })
export class ComparisonPage extends CursorPage(ComparisonSummary) {}
