import { ArgsType, ObjectType } from '@nestjs/graphql';
import { CursorPage, CursorPageArgs } from '../../common/pagination/cursor-page.js';
import { Creation } from '../entities/creation.entity.js';
import { WithCreationFilters } from './creation-filter.args.js';

@ObjectType({ description: "A page of the caller's saved images, newest first." })
export class CreationPage extends CursorPage(Creation) {}

/** The page, and what narrows the list. */
@ArgsType()
export class CreationPageArgs extends WithCreationFilters(CursorPageArgs(9)) {}
