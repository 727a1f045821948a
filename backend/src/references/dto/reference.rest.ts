import { restInput, restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import {
  IP_ADAPTER_COMBINE_METHODS,
  IP_ADAPTER_WEIGHT_TYPES,
} from '../../provider/generation-request.js';
import { SavedReference } from '../entities/saved-reference.entity.js';
import { CreateReferenceInput, UpdateReferenceInput } from './reference.input.js';

// The REST routes take the GraphQL fields under the same names (weightType and combineMethod as
// the generate task's IP-Adapter has them, so a refusal names the field the client sent); only
// the answer's timestamps are snake_case, as the other collections' are.

/** REST body of POST /api/references. */
export const CreateReferenceBody = restInput(CreateReferenceInput, {
  name: 'CreateReferenceBody',
  openApi: { name: { example: 'Captain Mara' } },
});

/** REST body of PATCH /api/references/{id}: omitted fields stay; null clears the style options. */
export const UpdateReferenceBody = restInput(UpdateReferenceInput, { name: 'UpdateReferenceBody' });

/** A saved character or style in a REST answer (its thumbnail is GraphQL's alone). */
export const ReferenceView = restOutput(SavedReference, {
  name: 'ReferenceView',
  rename: { createdAt: 'created_at', updatedAt: 'updated_at' },
  omit: ['thumbnailUrl'],
  // GraphQL answers them as plain strings; their values are the provider's lists.
  openApi: {
    id: UUID_FORMAT,
    weightType: { enum: [...IP_ADAPTER_WEIGHT_TYPES] },
    combineMethod: { enum: [...IP_ADAPTER_COMBINE_METHODS] },
  },
});
