import { ownedCollectionController } from '../common/rest/owned-collection-routes.js';
import { CreateReferenceBody, ReferenceView, UpdateReferenceBody } from './dto/reference.rest.js';
import { ReferencesService } from './references.service.js';

/** REST twins of the saved references: GET/POST /api/references, PATCH/DELETE /api/references/{id}. */
export const ReferencesController = ownedCollectionController({
  name: 'ReferencesController',
  path: 'references',
  tag: 'References',
  service: ReferencesService,
  view: ReferenceView,
  list: {
    summary: "The caller's saved characters and styles",
    run: (references, userId) => references.list(userId),
  },
  create: {
    summary: 'Save a character or style from your own images',
    body: CreateReferenceBody,
    errors: [400, 404, 409],
    run: (references, userId, input) => references.create(userId, input),
  },
  update: {
    summary: "Rename one of the caller's references or replace its images",
    body: UpdateReferenceBody,
    errors: [400, 404, 409],
    run: (references, userId, id, input) => references.update(userId, id, input),
  },
  delete: {
    summary: "Delete one of the caller's references",
    run: (references, userId, id) => references.delete(userId, id),
  },
});
