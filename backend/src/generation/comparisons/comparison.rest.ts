import { ApiProperty } from '@nestjs/swagger';
import { GenerationView } from '../dto/generate-task.rest.js';
import { generationView } from '../generation-view.js';
import { COMPARISON_PARAMETERS } from './comparison-parameters.js';
import { type ComparisonSummary, type ComparisonView } from './comparison.view.js';

/** An axis as REST answers it. */
export class ComparisonAxisRest {
  @ApiProperty({ enum: COMPARISON_PARAMETERS, description: 'The setting this axis varies.' })
  parameter: string;

  @ApiProperty({ type: [String], description: 'The values, in order.' })
  values: string[];

  @ApiProperty({ type: String, nullable: true, description: 'For prompt: the text replaced.' })
  search: string | null;

  @ApiProperty({ type: [String], description: 'The header of each value.' })
  labels: string[];
}

/** A cell as REST answers it: its place and its generation as GET /api/generations/{id} does. */
export class ComparisonCellRest {
  @ApiProperty({ description: 'The column.' }) x: number;
  @ApiProperty({ description: 'The row (0 without y).' }) y: number;
  @ApiProperty({ description: 'The headers together.' }) label: string;
  @ApiProperty({ type: () => GenerationView, description: "The cell's generation." })
  generation: GenerationView;
}

/** A comparison as REST answers it. */
export class ComparisonRest {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: () => ComparisonAxisRest, description: 'The columns.' })
  x: ComparisonAxisRest;
  @ApiProperty({
    type: () => ComparisonAxisRest,
    nullable: true,
    description: 'The rows, if any.',
  })
  y: ComparisonAxisRest | null;
  @ApiProperty({ type: [ComparisonCellRest], description: 'Every cell, row by row.' })
  cells: ComparisonCellRest[];
  @ApiProperty({ description: 'The total estimate the cells were started at, in credits.' })
  estimatedCredits: number;
  @ApiProperty({ description: 'Whether every cell has ended.' }) finished: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** What a comparison would cost, as REST answers it. */
export class ComparisonEstimateRest {
  @ApiProperty({ description: 'The total expected cost, in credits.' }) credits: number;
  @ApiProperty({ description: 'How many cells (generations) it runs.' }) cells: number;
  @ApiProperty({ description: "The caller's credit balance." }) creditBalance: number;
  @ApiProperty({ description: 'Whether the balance covers the total.' }) affordable: boolean;
}

/** A saved grid, as REST answers it. */
export class SavedComparisonGridRest {
  @ApiProperty({ type: String, format: 'uuid', description: 'The saved image id.' })
  creationId: string;
  @ApiProperty({ type: String, format: 'uuid', description: 'Its folder.' })
  folderId: string;
}

/** A past comparison in the list, as REST answers it. */
export class ComparisonSummaryRest {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The prompt of its base request.' }) prompt: string;
  @ApiProperty({ type: () => ComparisonAxisRest, description: 'The columns.' })
  x: ComparisonAxisRest;
  @ApiProperty({ type: () => ComparisonAxisRest, nullable: true, description: 'The rows, if any.' })
  y: ComparisonAxisRest | null;
  @ApiProperty({ description: 'How many cells it ran.' }) cellCount: number;
  @ApiProperty({ description: 'Cells that made their image.' }) succeededCells: number;
  @ApiProperty({ description: 'Cells that failed or were cancelled.' }) failedCells: number;
  @ApiProperty({ description: 'Whether every cell has ended.' }) finished: boolean;
  @ApiProperty({ description: 'The total estimate, in credits.' }) estimatedCredits: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({
    type: () => SavedComparisonGridRest,
    nullable: true,
    description: 'Its grid as last saved to the gallery; null if never saved or since deleted.',
  })
  grid: SavedComparisonGridRest | null;
}

/** A page of past comparisons, newest first. */
export class ComparisonPageRest {
  @ApiProperty({ type: [ComparisonSummaryRest] }) items: ComparisonSummaryRest[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last page.',
  })
  nextCursor: string | null;
  @ApiProperty({ description: 'Whether another page follows.' }) hasMore: boolean;
}

export function comparisonSummaryRest(summary: ComparisonSummary) {
  const { grid, ...rest } = summary;
  return { ...rest, grid: grid ? { creationId: grid.id, folderId: grid.folderId } : null };
}

export function comparisonRest(view: ComparisonView) {
  return {
    ...view,
    cells: view.cells.map((cell) => ({ ...cell, generation: generationView(cell.generation) })),
  };
}
