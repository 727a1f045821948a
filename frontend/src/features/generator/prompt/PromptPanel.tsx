import { ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { GenerationEstimate } from '../cost/useGenerationEstimate';
import { DEFAULT_NEGATIVE_PROMPT, type PromptStyleChoice } from '../generationParameters';
import { PromptStylePicker } from '../prompt-styles/PromptStylePicker';
import { negativePromptTooShort } from '../generationRules';
import { EnhancePromptButton } from './EnhancePromptButton';
import { NotEnoughCreditsNotice } from './GenerateButton';

interface PromptPanelProps {
  prompt: string;
  negativePrompt: string;
  /** The style the server wraps the prompt in; null: none. */
  style: PromptStyleChoice | null;
  /** False when the architecture's capability refuses a negative prompt (FLUX): a notice stands in its place. */
  negativePromptSupported: boolean;
  generating: boolean;
  /** The price of the current parameters; null while unknown. */
  estimate: GenerationEstimate | null;
  /**
   * The dashboard's Generate button, beside 'Reset to Defaults'; null on phones, where it is in
   * the bottom bar (with the not-enough-credits notice).
   */
  generateButton: ReactNode;
  onChange: (changes: {
    prompt?: string;
    negative_prompt?: string;
    style?: PromptStyleChoice | null;
  }) => void;
  onResetDefaults: () => void;
}

/** Prompt, negative prompt, 'Reset to Defaults' and 'Generate'. */
export function PromptPanel({
  prompt,
  negativePrompt,
  style,
  negativePromptSupported,
  generating,
  estimate,
  generateButton,
  onChange,
  onResetDefaults,
}: PromptPanelProps) {
  const tooShort = negativePromptTooShort(negativePrompt);
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <div>
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text strong>
              <label htmlFor="generator-prompt">Prompt</label>
            </Typography.Text>
            <Flex gap={4}>
              <PromptStylePicker value={style} onChange={(chosen) => onChange({ style: chosen })} />
              <EnhancePromptButton
                prompt={prompt}
                onUse={(enhanced) => onChange({ prompt: enhanced })}
              />
            </Flex>
          </Flex>
          <Input.TextArea
            id="generator-prompt"
            rows={5}
            value={prompt}
            placeholder="Describe the image you want to create..."
            onChange={(event) => onChange({ prompt: event.target.value })}
            style={{ marginTop: 4 }}
          />
        </div>

        {!negativePromptSupported ? (
          <Alert
            type="info"
            showIcon
            title="FLUX models don't support negative prompts"
            description="The model focuses on your positive prompt, so describe what you want to see."
          />
        ) : (
          <div>
            <Flex justify="space-between" align="center">
              <Typography.Text strong>
                <label htmlFor="generator-negative-prompt">Negative Prompt</label>
              </Typography.Text>
              <Tooltip title={`Restore "${DEFAULT_NEGATIVE_PROMPT}"`}>
                <Button
                  type="text"
                  size="small"
                  icon={<UndoOutlined aria-hidden />}
                  aria-label="Reset negative prompt"
                  disabled={negativePrompt === ''}
                  onClick={() => onChange({ negative_prompt: DEFAULT_NEGATIVE_PROMPT })}
                />
              </Tooltip>
            </Flex>
            <Input.TextArea
              id="generator-negative-prompt"
              rows={3}
              value={negativePrompt}
              status={tooShort ? 'error' : undefined}
              aria-describedby="generator-negative-prompt-hint"
              onChange={(event) => onChange({ negative_prompt: event.target.value })}
              style={{ marginTop: 4 }}
            />
            <Typography.Text
              id="generator-negative-prompt-hint"
              type={tooShort ? 'danger' : 'secondary'}
              style={{ fontSize: 12 }}
            >
              required, min 2 characters
            </Typography.Text>
          </div>
        )}

        <Flex gap={8} justify="flex-end" align="flex-start" wrap>
          <Button
            icon={<ReloadOutlined aria-hidden />}
            disabled={generating}
            onClick={onResetDefaults}
          >
            Reset to Defaults
          </Button>
          {generateButton}
        </Flex>
        {generateButton && estimate && !estimate.affordable && (
          <NotEnoughCreditsNotice estimate={estimate} />
        )}
      </Flex>
    </Card>
  );
}
