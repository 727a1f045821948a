import { enhancePromptRefusal } from './enhancePromptRules';

describe('Enhance prompt', () => {
  it('takes prompts of 2 to 300 characters', () => {
    expect(enhancePromptRefusal('a fox')).toBeNull();
    expect(enhancePromptRefusal('ab')).toBeNull();
    expect(enhancePromptRefusal('x'.repeat(300))).toBeNull();
  });

  it('says why a shorter or longer prompt cannot be enhanced', () => {
    expect(enhancePromptRefusal('')).toBe('Write at least 2 characters to enhance the prompt.');
    expect(enhancePromptRefusal('  a  ')).toBe(
      'Write at least 2 characters to enhance the prompt.',
    );
    expect(enhancePromptRefusal('x'.repeat(301))).toBe(
      'Only prompts of up to 300 characters can be enhanced (this one has 301).',
    );
  });
});
