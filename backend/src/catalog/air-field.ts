import { Matches } from 'class-validator';
import { AIR_MESSAGE, AIR_PATTERN } from './air.js';

/**
 * A `field` that names a model by its AIR: the pattern and the message that goes with it, so
 * every such field refuses the same inputs with the same words.
 */
export const AirField = (field: string) => Matches(AIR_PATTERN, { message: AIR_MESSAGE(field) });
