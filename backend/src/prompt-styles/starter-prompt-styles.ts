/** A style as shipped: every user starts with a copy of each, theirs to edit or delete. */
export interface StarterPromptStyle {
  name: string;
  template: string;
  negativePrompt: string;
}

/** The starter set, in the order the picker lists them (by name). */
export const STARTER_PROMPT_STYLES: readonly StarterPromptStyle[] = [
  {
    name: 'Anime',
    template:
      'anime artwork of {prompt}, cel shading, vibrant colors, clean line art, expressive characters, detailed background, key visual',
    negativePrompt: 'photo, photorealistic, 3d render, realism, deformed hands, extra limbs',
  },
  {
    name: 'Cinematic',
    template:
      'cinematic film still of {prompt}, shallow depth of field, anamorphic lens, dramatic lighting, color graded, film grain, highly detailed',
    negativePrompt: 'cartoon, illustration, anime, painting, drawing, oversaturated, flat lighting',
  },
  {
    name: 'Isometric',
    template:
      'isometric 3d illustration of {prompt}, 45 degree view, clean geometry, soft ambient occlusion, pastel palette, miniature diorama',
    negativePrompt: 'perspective distortion, fisheye, photo, blurry, cluttered background',
  },
  {
    name: 'Line art',
    template:
      'line art drawing of {prompt}, clean black ink lines on white paper, minimal, elegant contours, no shading',
    negativePrompt: 'color, shading, gradient, photo, painting, texture, noise',
  },
  {
    name: 'Oil painting',
    template:
      'oil painting of {prompt}, visible brush strokes, rich impasto texture, classical composition, warm glazed colors, museum quality',
    negativePrompt: 'photo, 3d render, digital art, flat colors, smooth plastic skin',
  },
  {
    name: 'Pixel art',
    template:
      'pixel art of {prompt}, 16-bit retro game sprite style, limited color palette, crisp pixels, dithering',
    negativePrompt: 'blurry, smooth gradients, anti-aliasing, photo, realistic, 3d render',
  },
  {
    name: 'Product photo',
    template:
      'professional product photo of {prompt}, studio lighting, softbox reflections, seamless backdrop, sharp focus, commercial advertising',
    negativePrompt:
      'cluttered background, people, hands, text, watermark, low resolution, harsh shadows',
  },
  {
    name: 'Watercolor',
    template:
      'watercolor painting of {prompt}, soft washes, bleeding pigments, textured cold-press paper, loose brushwork, delicate light',
    negativePrompt: 'photo, 3d render, hard edges, digital art, oversaturated, heavy outlines',
  },
  {
    name: 'Comic book',
    template:
      'comic book panel of {prompt}, bold ink outlines, halftone dots, dynamic pose, dramatic shading, vivid flat colors',
    negativePrompt: 'photo, photorealistic, blurry, muted colors, 3d render',
  },
  {
    name: 'Low poly',
    template:
      'low poly 3d render of {prompt}, faceted geometric shapes, flat shaded polygons, minimal, soft studio light',
    negativePrompt: 'photo, high detail textures, noise, realistic skin, blurry',
  },
];
