import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { GenerationHistoryEntryFragment } from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { writeCopiedSettings } from '../generator/copiedSettings';
import { copiedSettingsOfGeneration } from './generationCopiedSettings';

/**
 * Takes a past generation's settings to the dashboard, the way the gallery's "Copy Settings to
 * Dashboard" does: stored as the copied settings, which the dashboard then offers to apply.
 */
export function OpenInDashboardButton({
  generation,
}: {
  generation: Pick<GenerationHistoryEntryFragment, 'modelAir' | 'parameters'>;
}) {
  const navigate = useNavigate();
  const toast = useToast();

  const openInDashboard = () => {
    try {
      writeCopiedSettings(copiedSettingsOfGeneration(generation));
    } catch {
      toast({
        variant: 'error',
        title: 'Copy failed',
        description: 'Failed to copy settings to dashboard.',
      });
      return;
    }
    void navigate('/dashboard');
  };

  return (
    <Button icon={<ExportOutlined aria-hidden />} onClick={openInDashboard}>
      Open in dashboard
    </Button>
  );
}
