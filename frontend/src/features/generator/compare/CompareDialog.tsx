import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Flex, Input, Modal, Select, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import {
  type ComparisonParameter,
  EstimateComparisonDocument,
  type GenerateImagesInput,
  StartComparisonDocument,
} from '../../../graphql/generated/graphql';
import { DialogFooter } from '../../../lib/DialogFooter';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCredits } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ComparisonGrid, type ComparisonCellSettings } from './ComparisonGrid';
import { PastComparisons } from './PastComparisons';
import {
  type AxisDraft,
  COMPARISON_PARAMETERS,
  comparisonInput,
  isPickedParameter,
  MAX_AXIS_VALUES,
} from './comparisonRequest';

/** How long the axes must rest before they are priced. */
const ESTIMATE_DEBOUNCE_MS = 400;

export interface CompareOption {
  value: string;
  label: string;
}

export interface CompareDialogProps {
  /** The request Generate would send now; null while the form cannot generate. */
  base: GenerateImagesInput | null;
  /** Models of the form model's architecture, and the architecture's samplers. */
  models: CompareOption[];
  schedulers: CompareOption[];
  /** The comparison shown last, to show again; null to set up a new one. */
  comparisonId: string | null;
  onStarted: (comparisonId: string | null) => void;
  onRemix: (settings: ComparisonCellSettings) => void;
  onClose: () => void;
}

const emptyAxis = (parameter: ComparisonParameter): AxisDraft => ({
  parameter,
  text: '',
  picked: [],
  search: '',
});

function AxisFields({
  name,
  axis,
  onChange,
  models,
  schedulers,
}: {
  name: 'Columns (X)' | 'Rows (Y)';
  axis: AxisDraft;
  onChange: (axis: AxisDraft) => void;
  models: CompareOption[];
  schedulers: CompareOption[];
}) {
  const id = useId();
  const picked = isPickedParameter(axis.parameter);
  const prompt = axis.parameter === 'prompt';
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{name}</Typography.Text>
      <Flex gap={8} wrap>
        <Select
          aria-label={`${name} setting`}
          style={{ minWidth: 200 }}
          value={axis.parameter}
          options={COMPARISON_PARAMETERS}
          onChange={(parameter) => onChange(emptyAxis(parameter))}
        />
        {prompt && (
          <Input
            aria-label={`${name} text to replace`}
            placeholder="Text of the prompt to replace"
            style={{ flex: 1, minWidth: 160 }}
            value={axis.search}
            onChange={(event) => onChange({ ...axis, search: event.target.value })}
          />
        )}
      </Flex>
      {picked ? (
        <Select
          mode="multiple"
          aria-label={`${name} values`}
          maxCount={MAX_AXIS_VALUES}
          value={axis.picked}
          options={axis.parameter === 'model' ? models : schedulers}
          onChange={(values: string[]) => onChange({ ...axis, picked: values })}
          placeholder={`Up to ${MAX_AXIS_VALUES}`}
        />
      ) : (
        <Input
          id={id}
          aria-label={`${name} values`}
          value={axis.text}
          placeholder={prompt ? 'fox | wolf | owl' : 'e.g. 4, 7, 10'}
          onChange={(event) => onChange({ ...axis, text: event.target.value })}
        />
      )}
      <Typography.Text type="secondary">
        {picked
          ? `Pick up to ${MAX_AXIS_VALUES}.`
          : `Up to ${MAX_AXIS_VALUES} values, separated by ${prompt ? '|' : 'commas'}.`}
      </Typography.Text>
    </Flex>
  );
}

/**
 * Compare before spending: one or two settings with up to five values each, the total estimate
 * shown and confirmed before anything runs, then the labelled grid as its cells finish.
 */
export default function CompareDialog({
  base,
  models,
  schedulers,
  comparisonId,
  onStarted,
  onRemix,
  onClose,
}: CompareDialogProps) {
  const [x, setX] = useState<AxisDraft>(() => emptyAxis('cfgScale'));
  const [y, setY] = useState<AxisDraft | null>(() => emptyAxis('steps'));
  const input = useMemo(() => (base ? comparisonInput(base, x, y) : null), [base, x, y]);
  const key = input ? JSON.stringify(input) : null;
  const settledKey = useDebouncedValue(key, ESTIMATE_DEBOUNCE_MS);
  const settled = settledKey === key ? input : null;
  const { data, error, loading } = useQuery(
    EstimateComparisonDocument,
    settled ? { variables: { input: settled }, fetchPolicy: 'network-only' } : skipToken,
  );
  const estimate = settled && !error ? data?.estimateComparison : undefined;
  const [start, started] = useMutation(StartComparisonDocument);

  const confirm = async () => {
    if (!settled || !estimate) return;
    try {
      const answer = await start({
        variables: { input: { ...settled, confirmedCredits: estimate.credits } },
      });
      const id = answer.data?.startComparison.id;
      if (id) onStarted(id);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  if (comparisonId)
    return (
      <Modal open title="Compare" width={960} footer={null} onCancel={onClose}>
        <ComparisonGrid
          comparisonId={comparisonId}
          onRemix={onRemix}
          onNew={() => onStarted(null)}
        />
      </Modal>
    );

  const affordable = estimate?.affordable !== false;
  return (
    <Modal
      open
      title="Compare"
      onCancel={onClose}
      footer={
        <DialogFooter
          onCancel={onClose}
          label={
            estimate
              ? `Confirm and start · ${formatCredits(estimate.credits)} credits`
              : 'Confirm and start'
          }
          busyLabel="Starting…"
          busy={started.loading}
          disabled={!estimate || !affordable || loading}
          onConfirm={() => void confirm()}
        />
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          Each cell is one image made with your current settings and the values of its row and
          column.
        </Typography.Text>
        <AxisFields
          name="Columns (X)"
          axis={x}
          onChange={setX}
          models={models}
          schedulers={schedulers}
        />
        {y ? (
          <>
            <AxisFields
              name="Rows (Y)"
              axis={y}
              onChange={setY}
              models={models}
              schedulers={schedulers}
            />
            <Typography.Link onClick={() => setY(null)}>Compare one setting only</Typography.Link>
          </>
        ) : (
          <Typography.Link
            onClick={() => setY(emptyAxis(x.parameter === 'steps' ? 'cfgScale' : 'steps'))}
          >
            Add a second setting (rows)
          </Typography.Link>
        )}
        {!base && (
          <Alert type="info" showIcon message="Choose a model and write a prompt to compare." />
        )}
        {error && <Alert type="error" showIcon message={errorMessage(error)} />}
        {estimate && (
          <Alert
            type={affordable ? 'info' : 'warning'}
            showIcon
            data-testid="comparison-estimate"
            message={`Total estimate: ${formatCredits(estimate.credits)} credits for ${estimate.cells} images`}
            description={
              affordable
                ? `Your balance: ${formatCredits(estimate.creditBalance)} credits. Each failed image is refunded.`
                : `Your balance of ${formatCredits(estimate.creditBalance)} credits does not cover it.`
            }
          />
        )}
        {started.error && <Alert type="error" showIcon message={errorMessage(started.error)} />}
        <PastComparisons onOpen={onStarted} />
      </Flex>
    </Modal>
  );
}
