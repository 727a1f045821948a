import { restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { type Creation } from '../../creations/entities/creation.entity.js';
import { GenerationView } from '../dto/generate-task.rest.js';
import { generationView } from '../generation-view.js';
import {
  ComparisonAxisView,
  ComparisonCellView,
  ComparisonEstimate,
  ComparisonPage,
  ComparisonSummary,
  ComparisonView,
  SavedComparisonGrid,
} from './comparison.view.js';

// The comparisons' REST answers, declared over their GraphQL types (comparison.view.ts). A cell's
// generation is answered as GET /api/generations/{id} answers it.

const ComparisonAxisRest = restOutput(ComparisonAxisView, { name: 'ComparisonAxisRest' });

const ComparisonCellRest = restOutput(ComparisonCellView, {
  name: 'ComparisonCellRest',
  nested: { generation: { schema: GenerationView, write: generationView } },
});

/** A comparison as REST answers it. */
export const ComparisonRest = restOutput(ComparisonView, {
  name: 'ComparisonRest',
  openApi: { id: UUID_FORMAT },
  nested: { x: ComparisonAxisRest, y: ComparisonAxisRest, cells: ComparisonCellRest },
});

/** What a comparison would cost, as REST answers it. */
export const ComparisonEstimateRest = restOutput(ComparisonEstimate, {
  name: 'ComparisonEstimateRest',
});

/** A saved grid, as REST answers it. */
export const SavedComparisonGridRest = restOutput(SavedComparisonGrid, {
  name: 'SavedComparisonGridRest',
  openApi: { creationId: UUID_FORMAT, folderId: UUID_FORMAT },
});

/** A past comparison in the list: its grid is the saved image's id and folder. */
const ComparisonSummaryRest = restOutput(ComparisonSummary, {
  name: 'ComparisonSummaryRest',
  openApi: { id: UUID_FORMAT },
  nested: {
    x: ComparisonAxisRest,
    y: ComparisonAxisRest,
    grid: {
      schema: SavedComparisonGridRest.schema,
      write: (grid: Creation) => ({ creationId: grid.id, folderId: grid.folderId }),
    },
  },
});

/** A page of past comparisons, newest first. */
export const ComparisonPageRest = restOutput(ComparisonPage, {
  name: 'ComparisonPageRest',
  nested: { items: ComparisonSummaryRest },
});
