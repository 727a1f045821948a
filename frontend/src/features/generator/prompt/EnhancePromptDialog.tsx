import { Flex, Modal, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { formatCredits } from '../../../lib/format';

export interface PromptSuggestions {
  /** The prompt that was enhanced, shown for comparison. */
  original: string;
  prompts: readonly string[];
  creditsCharged: number;
}

interface EnhancePromptDialogProps {
  suggestions: PromptSuggestions | null;
  onUse: (prompt: string) => void;
  onClose: () => void;
}

/** The enhanced versions of the prompt to choose from, beside the prompt as it was. */
export function EnhancePromptDialog({ suggestions, ...props }: EnhancePromptDialogProps) {
  // Mounted only while open, so every opening starts from the first suggestion.
  return suggestions ? <SuggestionChoice suggestions={suggestions} {...props} /> : null;
}

function SuggestionChoice({
  suggestions,
  onUse,
  onClose,
}: EnhancePromptDialogProps & { suggestions: PromptSuggestions }) {
  const [chosen, setChosen] = useState(0);
  const headingId = useId();
  const chosenPrompt = suggestions.prompts[chosen];
  return (
    <Modal
      open
      title="Enhance prompt"
      okText="Use this prompt"
      okButtonProps={{ disabled: chosenPrompt === undefined }}
      onOk={() => {
        if (chosenPrompt === undefined) return;
        onUse(chosenPrompt);
        onClose();
      }}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <div>
          <Typography.Text strong>Your prompt</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {suggestions.original}
          </Typography.Paragraph>
        </div>
        <div>
          <Typography.Text strong id={headingId}>
            Suggestions
          </Typography.Text>
          <Radio.Group
            aria-labelledby={headingId}
            vertical
            value={chosen}
            onChange={(event) => setChosen(Number(event.target.value))}
            options={suggestions.prompts.map((prompt, index) => ({ value: index, label: prompt }))}
            style={{ marginTop: 4 }}
          />
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${formatCredits(suggestions.creditsCharged)} credits charged.`}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
