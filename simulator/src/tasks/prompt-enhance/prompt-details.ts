/**
 * The descriptive detail promptEnhance adds, by kind. Each kind has more phrases than there are
 * versions (at most 5), so every version picks a different phrase of each kind.
 */
export const PROMPT_DETAILS: readonly (readonly string[])[] = [
  // Lighting
  [
    'soft golden-hour light',
    'dramatic rim lighting',
    'diffused overcast light',
    'warm candlelit glow',
    'crisp morning light',
    'moody low-key lighting',
    'vivid neon glow',
    'gentle window light',
  ],
  // Style
  [
    'painterly brushwork',
    'cinematic color grading',
    'delicate watercolor textures',
    'hyperrealistic rendering',
    'art nouveau ornament',
    'bold graphic shapes',
    'dreamy impressionist style',
    'clean minimalist style',
  ],
  // Camera
  [
    'shot on a 50mm lens',
    'shallow depth of field',
    'wide-angle perspective',
    'low camera angle',
    'aerial view',
    'macro close-up',
    'telephoto compression',
    'eye-level framing',
  ],
  // Composition
  [
    'rule-of-thirds composition',
    'centered symmetrical composition',
    'strong leading lines',
    'layered foreground and background',
    'generous negative space',
    'dynamic diagonal composition',
    'framed by natural elements',
    'balanced asymmetry',
  ],
  // Mood
  [
    'serene atmosphere',
    'mysterious mood',
    'joyful vibrant palette',
    'nostalgic muted tones',
    'epic sense of scale',
    'intimate quiet mood',
    'fresh airy feeling',
    'rich saturated colors',
  ],
  // Finish
  [
    'highly detailed',
    'sharp focus',
    'rich textures',
    'fine surface detail',
    'high dynamic range',
    'subtle film grain',
    'crisp edges',
    'polished finish',
  ],
];
