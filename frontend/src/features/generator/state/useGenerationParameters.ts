import { type Dispatch, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { readRememberSettings } from '../../../lib/generationSettings';
import { useToast } from '../../../lib/useToast';
import { defaultParameters, type GenerationParameters } from '../generationParameters';
import {
  readPromptDraft,
  readRememberedParameters,
  rememberParameters,
  setRememberParameters,
  writePromptDraft,
} from '../rememberedParameters';
import { type ParametersAction, parametersReducer } from './parametersReducer';

export interface GenerationParametersState {
  parameters: GenerationParameters;
  dispatch: Dispatch<ParametersAction>;
  remember: boolean;
  setRemember: (remember: boolean) => void;
}

/** The parameters the dashboard opens with, the prompt draft over them. */
export function openingParameters(userId: string | undefined): GenerationParameters {
  const start = readRememberedParameters() ?? defaultParameters();
  const draft = userId ? readPromptDraft(userId) : null;
  return draft ? { ...start, ...draft } : start;
}

/**
 * The dashboard's parameters: `startWith` when given (settings copied to the dashboard), else the
 * remembered ones when 'Remember settings' is on, else the defaults; while remembering, every
 * change is saved. The prompt and negative prompt are always kept while the app runs (a visit to
 * another page does not lose what was being written).
 */
export function useGenerationParameters(
  userId?: string,
  startWith: GenerationParameters | null = null,
): GenerationParametersState {
  'use memo';
  const [parameters, dispatch] = useReducer(
    parametersReducer,
    userId,
    (id) => startWith ?? openingParameters(id),
  );
  const [remember, setRememberState] = useState(readRememberSettings);
  const toast = useToast();
  // A full or disabled storage is said once, not on every keystroke.
  const storageFailureShown = useRef(false);

  const reportStorageFailure = useCallback(
    (error: unknown) => {
      if (storageFailureShown.current) return;
      storageFailureShown.current = true;
      toast({
        variant: 'error',
        title: 'Error saving',
        description: error instanceof Error ? error.message : String(error),
      });
    },
    [toast],
  );

  useEffect(() => {
    if (!remember) return;
    try {
      rememberParameters(parameters);
    } catch (error) {
      reportStorageFailure(error);
    }
  }, [remember, parameters, reportStorageFailure]);

  const { prompt, negative_prompt } = parameters;
  useEffect(() => {
    if (userId) writePromptDraft(userId, { prompt, negative_prompt });
  }, [userId, prompt, negative_prompt]);

  const setRemember = useCallback(
    (next: boolean) => {
      try {
        setRememberParameters(next, parameters);
      } catch (error) {
        reportStorageFailure(error);
        return;
      }
      setRememberState(next);
    },
    [parameters, reportStorageFailure],
  );

  return { parameters, dispatch, remember, setRemember };
}
