import { domainError } from '../common/errors/domain-errors.js';

/** The same image saved again where it is kept already: nothing new is stored. */
export class AlreadySavedError extends domainError('ALREADY_SAVED', 409) {
  constructor(saved: { creationId: string; folderId: string; folderName: string }) {
    super(`This image is already saved in ${saved.folderName}`, saved);
  }
}

/** ALREADY_SAVED naming the saved image and the folder it is in (loaded with the image). */
export function alreadySaved(saved: {
  id: string;
  folderId: string;
  folder: { name: string };
}): AlreadySavedError {
  return new AlreadySavedError({
    creationId: saved.id,
    folderId: saved.folderId,
    folderName: saved.folder.name,
  });
}
