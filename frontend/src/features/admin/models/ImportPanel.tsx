import { Alert, Button, Flex, Progress, Select, Typography } from 'antd';
import type { AdminReference } from '../adminReference';
import { accessLevelOptions } from '../adminReference';
import type { AdminJob } from '../jobs/useJobRunner';
import { IMPORT_FAILED_TEXT, importSummary } from './importInput';

export type ImportOutcome = { kind: 'completed'; job: AdminJob } | { kind: 'failed' } | null;

/** "Default access level" sends no level: new models get Standard, stored ones keep theirs. */
export const DEFAULT_ACCESS_LEVEL = 'default';

interface ImportPanelProps {
  reference: AdminReference;
  selectedCount: number;
  accessLevel: number | typeof DEFAULT_ACCESS_LEVEL;
  onAccessLevelChange: (value: number | typeof DEFAULT_ACCESS_LEVEL) => void;
  onImport: () => void;
  running: boolean;
  job: AdminJob | null;
  outcome: ImportOutcome;
}

/** The import of the selected results: access-level sync, progress, then the summary. */
export function ImportPanel({
  reference,
  selectedCount,
  accessLevel,
  onAccessLevelChange,
  onImport,
  running,
  job,
  outcome,
}: ImportPanelProps) {
  const progress = job?.progress;
  const result = outcome?.kind === 'completed' ? outcome.job.importResult : null;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <Typography.Text>Access level for imported models:</Typography.Text>
        <Select
          aria-label="Access level for imported models"
          style={{ width: 220 }}
          value={accessLevel}
          onChange={onAccessLevelChange}
          options={[
            { value: DEFAULT_ACCESS_LEVEL, label: 'Default access level' },
            ...accessLevelOptions(reference),
          ]}
          disabled={running}
        />
        <Button type="primary" disabled={selectedCount === 0 || running} onClick={onImport}>
          {running ? 'Importing...' : `Import selected (${selectedCount})`}
        </Button>
      </Flex>
      {running && (
        <div role="status" aria-label="Import progress">
          <Typography.Text>
            {progress
              ? `Importing models: ${progress.done} of ${progress.total}`
              : 'Waiting for the import to start...'}
          </Typography.Text>
          <Progress percent={Math.round(progress?.percent ?? 0)} status="active" />
        </div>
      )}
      {result && (
        <Alert
          type="success"
          showIcon
          title="Import completed"
          description={
            <>
              {importSummary(result)}
              {result.failures.length > 0 && (
                <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
                  {result.failures.map((failure) => (
                    <li key={failure.air}>
                      <Typography.Text code>{failure.air}</Typography.Text>: {failure.reason}
                    </li>
                  ))}
                </ul>
              )}
            </>
          }
        />
      )}
      {outcome?.kind === 'failed' && <Alert type="error" showIcon title={IMPORT_FAILED_TEXT} />}
    </Flex>
  );
}
