import { ValidationFailedError } from '../common/errors/domain-errors.js';

export const FOLDER_NAME_MAX_LENGTH = 100;

/** A folder name as stored: trimmed, not blank, length-capped, no control characters. */
export function checkedFolderName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) {
    throw new ValidationFailedError('You must provide a name for the folder.', { field: 'name' });
  }
  if (trimmed.length > FOLDER_NAME_MAX_LENGTH) {
    throw new ValidationFailedError(
      `Folder name must be at most ${FOLDER_NAME_MAX_LENGTH} characters`,
      { field: 'name' },
    );
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new ValidationFailedError('Folder name cannot contain control characters', {
      field: 'name',
    });
  }
  return trimmed;
}
