import { BulbOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Button } from 'antd';
import { useState } from 'react';
import { GeneratorEnhancePromptDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { LoadWhenNeeded } from '../../../lib/LoadWhenNeeded';
import { useToast } from '../../../lib/useToast';
import { ReasonTooltip } from '../../../lib/ReasonTooltip';
import { DeferredEnhancePromptDialog } from '../deferred';
import { useCreditBalanceWriter } from '../tools/useCreditBalanceWriter';
import type { PromptSuggestions } from './EnhancePromptDialog';
import { ENHANCE_PROMPT_VERSIONS, enhancePromptRefusal } from './enhancePromptRules';

interface EnhancePromptButtonProps {
  prompt: string;
  /** The suggestion chosen, to replace the prompt. */
  onUse: (prompt: string) => void;
}

/**
 * "Enhance prompt": asks for a few more detailed versions of the prompt (charged) and offers
 * them to choose from. Disabled, saying why, for prompts the provider does not take.
 */
export function EnhancePromptButton({ prompt, onUse }: EnhancePromptButtonProps) {
  const client = useApolloClient();
  const toast = useToast();
  const writeBalance = useCreditBalanceWriter();
  const [running, setRunning] = useState(false);
  const [suggestions, setSuggestions] = useState<PromptSuggestions | null>(null);
  const refusal = enhancePromptRefusal(prompt);

  const enhance = async () => {
    const original = prompt.trim();
    setRunning(true);
    try {
      const { data } = await client.mutate({
        mutation: GeneratorEnhancePromptDocument,
        variables: { input: { prompt: original, versions: ENHANCE_PROMPT_VERSIONS } },
      });
      const answer = data?.enhancePrompt;
      if (!answer || answer.prompts.length === 0) throw new Error('No suggestions came back.');
      writeBalance(answer.creditBalance);
      setSuggestions({
        original,
        prompts: answer.prompts,
        creditsCharged: answer.creditsCharged,
      });
    } catch (error) {
      toast({ variant: 'error', title: 'Enhance prompt failed', description: errorMessage(error) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <ReasonTooltip reason={refusal} hint="Suggests more detailed versions of your prompt">
        {(describedBy) => (
          <Button
            size="small"
            type="text"
            icon={<BulbOutlined aria-hidden />}
            loading={running}
            disabled={refusal !== null || running}
            aria-describedby={describedBy}
            onClick={() => void enhance()}
          >
            Enhance prompt
          </Button>
        )}
      </ReasonTooltip>
      <LoadWhenNeeded when={suggestions !== null}>
        <DeferredEnhancePromptDialog
          suggestions={suggestions}
          onUse={onUse}
          onClose={() => setSuggestions(null)}
        />
      </LoadWhenNeeded>
    </>
  );
}
