import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  type Type,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiKeyScope } from '../../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../auth/authenticated-user.js';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ApiErrors, ApiMessage, type DocumentedError } from '../openapi/api-errors.js';
import { type RestInput, type RestOutput } from './rest-shape.js';

interface Route {
  /** The OpenAPI summary. */
  summary: string;
  /** The method's name: with the controller's, the operation id clients generate code from. */
  method?: string;
}

interface WriteRoute<Input extends object> extends Route {
  body: RestInput<Input>;
  errors: DocumentedError[];
}

/**
 * The REST twins of a collection each user owns (prompt styles, favorites, references): list,
 * create, optionally update, and delete under `/api/{path}`, with the caller's session or a key
 * with the generate scope. Each route reads and answers through the collection's declared REST
 * shapes and calls its service: the routes hold no rule of their own.
 */
export interface OwnedCollectionRoutes<Service, Row, Create extends object, Update extends object> {
  /** The controller class name (the operation ids' prefix without "Controller"). */
  name: string;
  path: string;
  tag: string;
  service: Type<Service>;
  view: RestOutput<Row>;
  list: Route & { run: (service: Service, userId: string) => Promise<Row[]> };
  create: WriteRoute<Create> & {
    run: (service: Service, userId: string, input: Create) => Promise<Row>;
  };
  update?: WriteRoute<Update> & {
    run: (service: Service, userId: string, id: string, input: Update) => Promise<Row>;
  };
  delete: Route & { run: (service: Service, userId: string, id: string) => Promise<void> };
}

const ownedByCaller = () => Authenticated('user', { scope: ApiKeyScope.generate });
const idParam = ApiParam({ name: 'id', type: String, format: 'uuid' });
// An id that is not a UUID names nothing of the caller's: 404, as an unknown one.
const idPipe = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

type Handler = (this: { service: unknown }, ...args: never[]) => Promise<unknown>;

function defineRoute(
  target: Type<unknown>,
  method: string,
  handler: Handler,
  decorators: MethodDecorator[],
  parameters: ParameterDecorator[],
): void {
  // Swagger names the operation after the function, not the property.
  Object.defineProperty(handler, 'name', { value: method });
  Object.defineProperty(target.prototype, method, {
    value: handler,
    writable: true,
    configurable: true,
  });
  const descriptor = Object.getOwnPropertyDescriptor(target.prototype, method)!;
  applyDecorators(...decorators)(target.prototype, method, descriptor);
  parameters.forEach((decorate, index) => decorate(target.prototype, method, index));
}

/** The controller class of an owned collection's REST twins. */
export function ownedCollectionController<
  Service,
  Row,
  Create extends object,
  Update extends object,
>(routes: OwnedCollectionRoutes<Service, Row, Create, Update>): Type<unknown> {
  const { view } = routes;
  class CollectionController {
    constructor(readonly service: Service) {}
  }
  Object.defineProperty(CollectionController, 'name', { value: routes.name });
  Inject(routes.service)(CollectionController, undefined, 0);

  const caller = (user: AuthenticatedUser) => user.user.id;
  defineRoute(
    CollectionController,
    routes.list.method ?? 'list',
    async function (this: { service: Service }, user: AuthenticatedUser) {
      return (await routes.list.run(this.service, caller(user))).map(view.write);
    } as Handler,
    [
      ApiOperation({ summary: routes.list.summary }),
      ApiOkResponse({ type: [view.schema] }),
      Get(),
      ownedByCaller(),
    ],
    [CurrentUser()],
  );

  const { create } = routes;
  defineRoute(
    CollectionController,
    create.method ?? 'create',
    async function (this: { service: Service }, user: AuthenticatedUser, body: unknown) {
      const input = await create.body.read(body);
      return view.write(await create.run(this.service, caller(user), input));
    } as Handler,
    [
      ApiOperation({ summary: create.summary }),
      ApiBody({ type: create.body.schema }),
      ApiCreatedResponse({ type: view.schema }),
      ApiErrors(...create.errors),
      Post(),
      HttpCode(201),
      ownedByCaller(),
    ],
    [CurrentUser(), Body()],
  );

  const { update } = routes;
  if (update)
    defineRoute(
      CollectionController,
      update.method ?? 'update',
      async function (
        this: { service: Service },
        user: AuthenticatedUser,
        id: string,
        body: unknown,
      ) {
        const input = await update.body.read(body);
        return view.write(await update.run(this.service, caller(user), id, input));
      } as Handler,
      [
        ApiOperation({ summary: update.summary }),
        idParam,
        ApiBody({ type: update.body.schema }),
        ApiOkResponse({ type: view.schema }),
        ApiErrors(...update.errors),
        Patch(':id'),
        ownedByCaller(),
      ],
      [CurrentUser(), Param('id', idPipe()), Body()],
    );

  defineRoute(
    CollectionController,
    routes.delete.method ?? 'delete',
    async function (this: { service: Service }, user: AuthenticatedUser, id: string) {
      await routes.delete.run(this.service, caller(user), id);
      return { message: 'Removed' };
    } as Handler,
    [
      ApiOperation({ summary: routes.delete.summary }),
      idParam,
      ApiOkResponse({ type: ApiMessage }),
      ApiErrors(404),
      Delete(':id'),
      ownedByCaller(),
    ],
    [CurrentUser(), Param('id', idPipe())],
  );

  applyDecorators(ApiTags(routes.tag), Controller(routes.path))(CollectionController);
  return CollectionController;
}
