import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Image, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import {
  ComparisonDocument,
  type ComparisonFieldsFragment,
  SaveComparisonGridDocument,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCredits } from '../../../lib/format';
import { useToast } from '../../../lib/useToast';
import './compare.css';

/** How often the grid asks again while a cell runs. */
const POLL_MS = 1500;

type Cell = ComparisonFieldsFragment['cells'][number];

/** What Remix puts into the form: a cell's model and the settings it was made with. */
export type ComparisonCellSettings = Record<string, unknown>;

const WAITING: Record<string, string> = {
  pending: 'Queued',
  running: 'Generating',
  unknown: 'Checking',
};

function CellContent({ cell, onRemix }: { cell: Cell; onRemix: (cell: Cell) => void }) {
  const { generation } = cell;
  const image = generation.images[0];
  if (generation.status === 'succeeded' && image)
    return (
      <Flex vertical gap={4} align="center">
        <Image src={image.imageURL} alt={cell.label} width={160} />
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">
            {formatCredits(generation.creditsCharged)} credits
          </Typography.Text>
          <Button size="small" onClick={() => onRemix(cell)} aria-label={`Remix ${cell.label}`}>
            Remix
          </Button>
        </Flex>
      </Flex>
    );
  if (generation.status === 'failed' || generation.status === 'cancelled')
    return (
      <Flex vertical gap={4} align="center" data-testid="comparison-cell-failed">
        <Tag color="error">{generation.status === 'failed' ? 'Failed' : 'Cancelled'}</Tag>
        {generation.errorMessage && (
          <Typography.Text type="secondary">{generation.errorMessage}</Typography.Text>
        )}
        <Typography.Text type="secondary">Refunded</Typography.Text>
      </Flex>
    );
  return (
    <Flex vertical gap={4} align="center">
      <Spin />
      <Typography.Text type="secondary">
        {WAITING[generation.status] ?? 'Generating'}
      </Typography.Text>
    </Flex>
  );
}

/**
 * A comparison as a labelled grid (column headers above, row headers at the left) that fills in
 * as its cells finish: each image viewable and remixable, the whole saved as one image.
 */
export function ComparisonGrid({
  comparisonId,
  onRemix,
  onNew,
}: {
  comparisonId: string;
  onRemix: (settings: ComparisonCellSettings) => void;
  onNew: () => void;
}) {
  const toast = useToast();
  const { data, error, stopPolling } = useQuery(ComparisonDocument, {
    variables: { id: comparisonId },
    fetchPolicy: 'network-only',
    pollInterval: POLL_MS,
  });
  const comparison = data?.comparison;
  // Every cell has ended: nothing more will change.
  const finished = comparison?.finished;
  useEffect(() => {
    if (finished) stopPolling();
  }, [finished, stopPolling]);
  const [save, saving] = useMutation(SaveComparisonGridDocument);

  if (error) return <Alert type="error" showIcon message={errorMessage(error)} />;
  if (!data) return <Spin />;
  if (!comparison) return <Alert type="warning" showIcon message="This comparison is gone." />;

  const rows = comparison.y?.labels ?? [''];
  const cellAt = (x: number, y: number) =>
    comparison.cells.find((cell) => cell.x === x && cell.y === y);
  const remix = (cell: Cell) =>
    onRemix({ model: cell.generation.modelAir, ...(cell.generation.parameters as object) });
  const saveGrid = async () => {
    try {
      await save({ variables: { id: comparison.id } });
      toast({ variant: 'success', title: 'Grid saved to your gallery' });
    } catch (failure) {
      toast({ variant: 'error', title: 'Grid not saved', description: errorMessage(failure) });
    }
  };

  return (
    <Flex vertical gap={12}>
      <div style={{ overflowX: 'auto' }}>
        <table className="comparison-grid" aria-label="Comparison grid">
          <thead>
            <tr>
              {comparison.y && <td />}
              {comparison.x.labels.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((rowLabel, y) => (
              <tr key={rowLabel || y}>
                {comparison.y && <th scope="row">{rowLabel}</th>}
                {comparison.x.labels.map((columnLabel, x) => {
                  const cell = cellAt(x, y);
                  return (
                    <td key={columnLabel} data-testid={`comparison-cell-${x}-${y}`}>
                      {cell && <CellContent cell={cell} onRemix={remix} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Typography.Text type="secondary">
          Estimated {formatCredits(comparison.estimatedCredits)} credits
          {comparison.finished ? '' : ' · images appear as they finish'}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={onNew}>New comparison</Button>
          <Button
            type="primary"
            disabled={!comparison.finished}
            loading={saving.loading}
            onClick={() => void saveGrid()}
          >
            Save grid
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
