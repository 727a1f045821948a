import { Module } from '@nestjs/common';
import { OpenApiDocumentHolder } from './openapi-document.js';
import { OpenApiController } from './openapi.controller.js';

/** GET /api/openapi.json and the docs page at /api/docs (not in the worker role). */
@Module({ controllers: [OpenApiController], providers: [OpenApiDocumentHolder] })
export class OpenApiModule {}
