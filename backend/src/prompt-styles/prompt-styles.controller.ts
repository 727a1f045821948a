import { ownedCollectionController } from '../common/rest/owned-collection-routes.js';
import {
  CreatePromptStyleBody,
  PromptStyleView,
  UpdatePromptStyleBody,
} from './dto/prompt-style.rest.js';
import { PromptStylesService } from './prompt-styles.service.js';

/** REST compat of the prompt styles: GET/POST /api/prompt-styles, PATCH/DELETE /api/prompt-styles/{id}. */
export const PromptStylesController = ownedCollectionController({
  name: 'PromptStylesController',
  path: 'prompt-styles',
  tag: 'Prompt styles',
  service: PromptStylesService,
  view: PromptStyleView,
  list: {
    summary: "The caller's prompt styles by name (the starter set on first use)",
    run: (styles, userId) => styles.list(userId),
  },
  create: {
    summary: 'Add a prompt style',
    body: CreatePromptStyleBody,
    errors: [400, 409],
    run: (styles, userId, input) => styles.create(userId, input),
  },
  update: {
    summary: "Change one of the caller's prompt styles",
    body: UpdatePromptStyleBody,
    errors: [400, 404, 409],
    run: (styles, userId, id, input) => styles.update(userId, id, input),
  },
  delete: {
    summary: "Delete one of the caller's prompt styles",
    run: (styles, userId, id) => styles.delete(userId, id),
  },
});
