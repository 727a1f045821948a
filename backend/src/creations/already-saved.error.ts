import { domainError } from '../common/errors/domain-errors.js';

/** The same image saved again into a folder that holds it: nothing new is stored. */
export class AlreadySavedError extends domainError('ALREADY_SAVED', 409) {
  constructor(saved: { creationId: string; folderId: string; folderName: string }) {
    super(`This image is already saved in ${saved.folderName}`, saved);
  }
}
