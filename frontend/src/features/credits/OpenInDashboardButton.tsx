import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { GenerationHistoryEntryFragment } from '../../graphql/generated/graphql';
import { useWriteCopiedSettings } from '../generator/useWriteCopiedSettings';
import { copiedSettingsOfGeneration } from './generationCopiedSettings';

/**
 * Takes a past generation's settings to the dashboard, the way the gallery's "Copy Settings to
 * Dashboard" does: stored as the copied settings, which the dashboard then offers to apply. Only
 * for images made from a prompt (text or image to image): a creator tool's row (upscale,
 * background removal, caption, enhance) holds the tool's model and input, no generation to set up
 * again, so it shows nothing.
 */
export function OpenInDashboardButton({
  generation,
}: {
  generation: Pick<GenerationHistoryEntryFragment, 'taskType' | 'modelAir' | 'parameters'>;
}) {
  const navigate = useNavigate();
  const writeCopied = useWriteCopiedSettings();
  if (generation.taskType !== 'imageInference') return null;

  const openInDashboard = () => {
    if (writeCopied(copiedSettingsOfGeneration(generation))) void navigate('/dashboard');
  };

  return (
    <Button icon={<ExportOutlined aria-hidden />} onClick={openInDashboard}>
      Open in dashboard
    </Button>
  );
}
