import { type Request, type Response } from 'express';
import { type CatalogLoaders } from '../../catalog/catalog.loaders.js';

/** What every resolver gets: the HTTP pair and this request's DataLoaders. */
export interface GraphQLContext {
  req: Request;
  res: Response;
  loaders: CatalogLoaders;
}
