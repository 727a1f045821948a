// Moved to lib/errorMessage.ts (the gallery uses it too); kept until every import points there.
export { errorMessage, UNKNOWN_ERROR_MESSAGE } from '../../lib/errorMessage';
