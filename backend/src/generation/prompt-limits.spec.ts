import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { SaveCreationInput } from '../creations/dto/save-creation.input.js';
import { SaveFavoriteInput } from '../favorites/dto/save-favorite.input.js';
import { GenerateImagesInput } from './dto/generate-images.input.js';
import { PROMPT_MAX_LENGTH } from './prompt-limits.js';

/** The messages of the prompt fields of one input holding `prompt` and `negativePrompt`. */
async function promptMessages(type: new () => object, fields: Record<string, unknown>) {
  const errors = await validate(plainToInstance(type, fields));
  return errors
    .filter((error) => error.property === 'prompt' || error.property === 'negativePrompt')
    .flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('the prompt limit', () => {
  const longest = 'a'.repeat(PROMPT_MAX_LENGTH);
  const tooLong = `${longest}a`;

  it.each([
    ['a generation', GenerateImagesInput],
    ['a saved creation', SaveCreationInput],
    ['a favorite', SaveFavoriteInput],
  ])(
    'is the same for %s: the longest passes, one more is refused naming the field',
    async (_, type) => {
      expect(await promptMessages(type, { prompt: longest, negativePrompt: longest })).toEqual([]);
      expect(await promptMessages(type, { prompt: tooLong, negativePrompt: tooLong })).toEqual([
        'prompt must be at most 3000 characters',
        'negativePrompt must be at most 3000 characters',
      ]);
    },
  );
});
