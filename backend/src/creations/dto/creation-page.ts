import { ArgsType, ObjectType } from '@nestjs/graphql';
import { CursorPage, CursorPageArgs } from '../../common/pagination/cursor-page.js';
import { Creation } from '../entities/creation.entity.js';

@ObjectType({ description: "A page of the caller's saved images, newest first." })
export class CreationPage extends CursorPage(Creation) {}

@ArgsType()
export class CreationPageArgs extends CursorPageArgs(9) {}
