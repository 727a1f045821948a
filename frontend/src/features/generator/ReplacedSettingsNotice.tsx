import { Alert, Button, Flex } from 'antd';
import type { GenerationParameters } from './generationParameters';

/** Why the form's settings were replaced at once, and what they were before. */
export interface ReplacedSettings {
  /**
   * copied: by the gallery's "Copy Settings to Dashboard" or the history's "Open in dashboard";
   * picked: by a past generation chosen in the recent strip.
   */
  origin: 'copied' | 'picked';
  previous: GenerationParameters;
}

const WORDING: Record<ReplacedSettings['origin'], { title: string; description: string }> = {
  copied: {
    title: 'Copied settings applied',
    description: 'The prompt, model and parameters you copied are in the form.',
  },
  picked: {
    title: 'Settings restored',
    description: 'The form holds the prompt, model and parameters of the generation you picked.',
  },
};

interface ReplacedSettingsNoticeProps {
  origin: ReplacedSettings['origin'];
  onUndo: () => void;
  onDismiss: () => void;
}

/** Says the form's settings were just replaced, with Undo to bring back the ones before. */
export function ReplacedSettingsNotice({ origin, onUndo, onDismiss }: ReplacedSettingsNoticeProps) {
  const { title, description } = WORDING[origin];
  return (
    <Alert
      type="info"
      showIcon
      title={title}
      description={description}
      action={
        <Flex vertical gap={4}>
          <Button size="small" onClick={onUndo}>
            Undo
          </Button>
          <Button size="small" type="text" onClick={onDismiss}>
            Dismiss
          </Button>
        </Flex>
      }
    />
  );
}
