import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clientOperations as operationsIn } from '../../../frontend/build/clientOperations.js';

export type { ClientOperation } from '../../../frontend/build/clientOperations.js';

const FRONTEND = new URL('../../../frontend/', import.meta.url);

/** Every operation of the web client's documents, the app's and the end-to-end journeys'. */
export function clientOperations() {
  const folders = ['src', 'e2e']
    .map((folder) => fileURLToPath(new URL(`${folder}/`, FRONTEND)))
    .filter((folder) => existsSync(folder));
  return operationsIn(folders);
}
