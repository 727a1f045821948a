/** The provider's output formats (upper-case on the wire), their file extension and media type. */
export const OUTPUT_FORMATS = ['JPG', 'PNG', 'WEBP'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const EXTENSION: Record<OutputFormat, string> = { JPG: 'jpg', PNG: 'png', WEBP: 'webp' };

const CONTENT_TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Accepts the schema's upper-case names, `JPEG`, and the lower-case forms the doc examples send. */
export function parseOutputFormat(value: string): OutputFormat | undefined {
  const upper = value.toUpperCase();
  if (upper === 'JPEG') return 'JPG';
  return (OUTPUT_FORMATS as readonly string[]).includes(upper)
    ? (upper as OutputFormat)
    : undefined;
}

export function extensionOf(format: OutputFormat): string {
  return EXTENSION[format];
}

export function contentTypeOf(format: OutputFormat): string {
  return CONTENT_TYPE[EXTENSION[format]] as string;
}

export function contentTypeForExtension(extension: string): string | undefined {
  return CONTENT_TYPE[extension.toLowerCase()];
}
