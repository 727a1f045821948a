import { ArgsType, ObjectType } from '@nestjs/graphql';
import { CursorPage, CursorPageArgs } from '../../common/pagination/cursor-page.js';
import { Generation } from '../entities/generation.entity.js';

@ObjectType({ description: 'A page of generations, newest first.' })
export class GenerationPage extends CursorPage(Generation) {}

@ArgsType()
export class GenerationPageArgs extends CursorPageArgs(20) {}
