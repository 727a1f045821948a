import { ArgsType, Field, ID } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString } from 'class-validator';
import { BULK_IDS_MAX } from '../creations.service.js';

/** The creations a bulk action takes: GraphQL arguments and REST body alike. */
@ArgsType()
export class CreationIdsArgs {
  @Field(() => [ID], {
    description: `Ids of the caller's saved images, 1 to ${BULK_IDS_MAX}; one that is not the caller's: NOT_FOUND naming it, and nothing is done.`,
  })
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: BULK_IDS_MAX,
    description: `Ids of the caller's saved images, 1 to ${BULK_IDS_MAX}. One that is not the caller's: 404 naming it, and nothing is done.`,
  })
  @IsArray({ message: 'ids must be a list of creation ids' })
  @IsString({ each: true, message: 'ids must be a list of creation ids' })
  ids: string[];
}

@ArgsType()
export class MoveCreationsArgs extends CreationIdsArgs {
  @Field(() => ID, {
    nullable: true,
    description: "The caller's folder to move them to; null or omitted: Default.",
  })
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      "The caller's folder to move them to (an id from GET /api/folders/objects); null or omitted: Default.",
  })
  @IsOptional()
  @IsString({ message: 'folderId must be a folder id' })
  folderId?: string | null;
}
