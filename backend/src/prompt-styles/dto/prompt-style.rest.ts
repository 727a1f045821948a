import { restInput, restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { PromptStyle } from '../entities/prompt-style.entity.js';
import { CreatePromptStyleInput, UpdatePromptStyleInput } from './prompt-style.input.js';

// The REST compat routes speak snake_case, like the other prompt endpoints; the fields and their
// rules are the GraphQL classes'.
const negativePrompt = 'negative_prompt';

/** REST body of POST /api/prompt-styles. */
export const CreatePromptStyleBody = restInput(CreatePromptStyleInput, {
  name: 'CreatePromptStyleBody',
  rename: { negativePrompt },
  openApi: {
    name: { example: 'Foggy noir' },
    template: { example: 'film noir still of {prompt}, fog, hard shadows' },
  },
});

/** REST body of PATCH /api/prompt-styles/{id}: omitted fields stay; null or empty removes the negative prompt. */
export const UpdatePromptStyleBody = restInput(UpdatePromptStyleInput, {
  name: 'UpdatePromptStyleBody',
  rename: { negativePrompt },
});

/** A prompt style in a REST answer. */
export const PromptStyleView = restOutput(PromptStyle, {
  name: 'PromptStyleView',
  rename: { negativePrompt, createdAt: 'created_at' },
  openApi: { id: UUID_FORMAT },
});
