/** Every gallery download is saved under this name. */
export const downloadFileName = (creationId: string) => `ai-image-${creationId}.jpg`;
