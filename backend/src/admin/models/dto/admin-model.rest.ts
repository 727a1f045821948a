import { type Type } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { restInput, type RestShapeOptions } from '../../../common/rest/rest-shape.js';
import {
  AdminModelInput,
  LIST_ITEM_MAX_LENGTH,
  MODEL_TAGS_MAX,
  ModelExtrasInput,
  TRIGGER_WORDS_MAX,
} from './admin-model.input.js';

/** A list field REST takes as a list, as comma-separated text, or as null. */
function listOrCommaSeparated(maxItems: number): ApiPropertyOptions {
  return {
    oneOf: [
      { type: 'array', items: { type: 'string', maxLength: LIST_ITEM_MAX_LENGTH }, maxItems },
      { type: 'string', description: 'Comma-separated.' },
      { type: 'null' },
    ],
  };
}

const MODEL_FIELDS: Omit<RestShapeOptions<AdminModelInput>, 'name'> = {
  nested: { extras: restInput(ModelExtrasInput, { name: 'ModelExtrasInput' }) },
  openApi: {
    civitAIR: { example: 'civitai:101055@128078' },
    tags: listOrCommaSeparated(MODEL_TAGS_MAX),
    triggerWords: listOrCommaSeparated(TRIGGER_WORDS_MAX),
  },
};

/** REST body of PUT /api/models/:id, declared over the GraphQL input: every field of a model. */
export const AdminModelBody = restInput(AdminModelInput, {
  name: 'AdminModelInput',
  ...MODEL_FIELDS,
});

/** The fields of POST /api/admin/add-model the GraphQL input has too. */
export const AddModelFields = restInput(AdminModelInput, {
  name: 'AddModelFields',
  ...MODEL_FIELDS,
});

/** REST body of POST /api/admin/add-model: the model, its architecture by id or by name. */
export class AddModelBody extends (AddModelFields.schema as Type<object>) {
  @ApiPropertyOptional({
    type: String,
    description: 'Another name for architectureName, as older clients send it.',
  })
  architecture?: string;
}
