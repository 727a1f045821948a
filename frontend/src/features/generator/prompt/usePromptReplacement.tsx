import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadWhenNeeded } from '../../../lib/LoadWhenNeeded';
import { DeferredReplacePromptDialog } from '../deferred';

/**
 * Puts a text (an image's description) into the prompt: at once while the prompt is empty,
 * otherwise after asking. `dialog` is the question, to render once.
 */
export function usePromptReplacement(prompt: string, setPrompt: (prompt: string) => void) {
  'use memo';
  const [offered, setOffered] = useState<string | null>(null);
  // The answer arrives after the call: the prompt may have been typed into meanwhile.
  const latest = useRef(prompt);
  useEffect(() => {
    latest.current = prompt;
  }, [prompt]);

  const offer = useCallback(
    (text: string) => {
      if (latest.current.trim() === '') setPrompt(text);
      else setOffered(text);
    },
    [setPrompt],
  );

  const dialog = (
    <LoadWhenNeeded when={offered !== null}>
      <DeferredReplacePromptDialog
        offered={offered}
        current={prompt}
        onReplace={(text) => {
          setPrompt(text);
          setOffered(null);
        }}
        onCancel={() => setOffered(null)}
      />
    </LoadWhenNeeded>
  );

  return { offer, dialog };
}
