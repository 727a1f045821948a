import { applyDecorators, type Type as Class } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';

/**
 * An optional object field held to its own class's rules: absent or null passes; anything else
 * becomes an instance of `type` (class-transformer) so that class's decorators validate it.
 */
export const OptionalNested = (type: () => Class<unknown>) =>
  applyDecorators(IsOptional(), ValidateNested(), Type(type));
