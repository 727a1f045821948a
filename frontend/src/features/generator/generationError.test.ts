import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { describeFailure, generateCallMessage } from './failureDescription';
import { failureFromError, unwrapErrorMessage } from './generationError';

function graphQLFailure(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions })] });
}

describe('failureFromError', () => {
  it('reads code, status, parameter and documentation from the GraphQL extensions', () => {
    const error = graphQLFailure('The width must be a multiple of 64.', {
      code: 'invalidWidth',
      status: 400,
      parameter: 'width',
      documentation: 'https://docs.example/width',
    });
    expect(failureFromError(error)).toEqual({
      code: 'invalidWidth',
      status: 400,
      message: 'The width must be a multiple of 64.',
      parameter: 'width',
      documentation: 'https://docs.example/width',
    });
  });

  it('reads a provider answer wrapped in the message', () => {
    const error = graphQLFailure(
      'Bad request: {"errors":[{"code":"invalidHeight","message":"Bad height"}]}',
      {},
    );
    expect(failureFromError(error)).toMatchObject({ code: 'invalidHeight', message: 'Bad height' });
  });

  it('says generation failed for anything else', () => {
    expect(failureFromError(new Error('something odd'))).toEqual({
      message: 'Failed to generate images. Please try again later.',
    });
  });

  it('says the server could not be reached when no answer came, not "Failed to fetch"', () => {
    const sentence = 'Could not reach the server. Check your connection and try again.';
    for (const error of [new TypeError('Failed to fetch'), new TypeError('Load failed')]) {
      const failure = failureFromError(error);
      expect(failure).toEqual({ code: 'serverUnreachable', message: sentence });
      expect(describeFailure(failure)).toEqual({ title: 'Generation Error', message: sentence });
    }
  });
});

describe('unwrapErrorMessage', () => {
  it('takes the first error of an array, an errors object or a GraphQL body', () => {
    expect(unwrapErrorMessage('[{"code":"a","message":"m"}]')).toEqual({ code: 'a', message: 'm' });
    expect(unwrapErrorMessage('{"errors":[{"code":"b"}]}')).toEqual({ code: 'b' });
    expect(unwrapErrorMessage('{"errors":[{"message":"m","extensions":{"code":"c"}}]}')).toEqual({
      code: 'c',
      message: 'm',
    });
    expect(unwrapErrorMessage('plain text')).toBeNull();
  });
});

describe('generateCallMessage', () => {
  it('words each kind of failure as the spec does', () => {
    expect(generateCallMessage({ status: 401, message: 'x' }, {})).toBe(
      'Authentication failed. Please check your API key.',
    );
    expect(
      generateCallMessage({ code: 'invalidModel', status: 400, message: 'x' }, { model: 'a:1@1' }),
    ).toBe(
      'Model error: The selected AI model "a:1@1" is not recognized by the API. Please check your available models.',
    );
    expect(
      generateCallMessage(
        { code: 'unsupportedLoraModel', status: 400, message: 'x' },
        { loraArchitecture: 'SD 1.5', baseArchitecture: 'SDXL 1.0' },
      ),
    ).toBe(
      'LoRA-modellen (SD 1.5) är inte kompatibel med den valda basmodellen (SDXL 1.0). Välj en annan LoRA-modell eller en annan basmodell.',
    );
    expect(generateCallMessage({ code: 'BAD_USER_INPUT', status: 400, message: 'm' }, {})).toBe(
      'Bad request: m',
    );
    expect(generateCallMessage({ code: 'x', status: 503, message: 'busy' }, {})).toBe(
      'API error (503): busy',
    );
  });
});

describe('describeFailure (the error panel)', () => {
  it.each([
    ['invalidWidth', 'Image Dimension Error'],
    ['invalidHeight', 'Image Dimension Error'],
    ['unsupportedLoraModel', 'LoRA Model Compatibility Error'],
    ['unsupportedArchitectureNegativePrompt', 'Negative Prompt Not Supported'],
    ['insufficientCredits', 'Insufficient credits'],
    ['providerUnavailable', 'Generation Error'],
  ])('titles %s "%s"', (code, title) => {
    expect(describeFailure({ code, status: 400, message: 'm' }).title).toBe(title);
  });

  it("shows a refusal of the studio's provider account as it is, without buying credits", () => {
    const message = 'The image service is temporarily unavailable; nothing was charged';
    const content = describeFailure({ code: 'providerAccountUnavailable', status: 503, message });
    expect(content).toEqual({
      title: 'Service temporarily unavailable',
      message,
      tips: ['Please try again later.'],
    });
    expect(
      generateCallMessage({ code: 'providerAccountUnavailable', status: 503, message }, {}),
    ).toBe(message);
  });

  it('offers a way to buy credits when they ran out, and only then', () => {
    expect(
      describeFailure({ code: 'insufficientCredits', status: 402, message: 'm' }).action,
    ).toEqual({ label: 'Buy credits', to: '/credits' });
    expect(
      describeFailure({ code: 'invalidWidth', status: 400, message: 'm' }).action,
    ).toBeUndefined();
  });

  it('gives the dimension tips', () => {
    expect(describeFailure({ code: 'invalidWidth', status: 400, message: 'm' }).tips).toEqual([
      'Width and height must be multiples of 64.',
      'Common sizes: 512x512, 768x768, 1024x1024.',
      'Landscape: 1024x768 or 1152x768.',
      'Portrait: 768x1024 or 768x1152.',
    ]);
  });

  it('detects an unsupported negative prompt from the text too', () => {
    const content = describeFailure({
      message: 'Parameter negativePrompt is not supported for the selected model configuration.',
    });
    expect(content.title).toBe('Negative Prompt Not Supported');
  });

  it('turns an API key problem into the "API Key Error" panel', () => {
    expect(describeFailure({ code: 'invalidApiKey', status: 401, message: 'Invalid key' })).toEqual(
      {
        title: 'API Key Error',
        message: 'Please ensure your API key is valid and correctly set in the API settings panel.',
        details: 'Authentication failed. Please check your API key.',
      },
    );
    expect(describeFailure({ message: 'Your API key was refused' }).title).toBe('API Key Error');
  });

  it('adds the documentation link of a coded error, and "Invalid model identifier." for invalidModel', () => {
    expect(
      describeFailure({
        code: 'invalidSteps',
        status: 400,
        message: 'm',
        documentation: 'https://d',
      }),
    ).toEqual({
      title: 'Generation Error',
      message: 'Bad request: m',
      details: undefined,
      documentation: 'https://d',
    });
    expect(
      describeFailure({ code: 'invalidModel', status: 400, message: 'm' }, { model: 'a:1@1' })
        .details,
    ).toBe('Invalid model identifier.');
  });

  it('falls back to an unexpected-error panel', () => {
    expect(
      describeFailure({ message: 'Failed to generate images. Please try again later.' }),
    ).toEqual({
      title: 'Generation Error',
      message: 'An unexpected error occurred. Please try again.',
      details: 'Failed to generate images. Please try again later.',
    });
  });
});
