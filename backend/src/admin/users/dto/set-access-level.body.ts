import { IsInt } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** REST body of the access-level changes (users and models). */
export class SetAccessLevelBody {
  @IsInt({ message: 'accessLevelId must be a whole number' })
  @ApiProperty({ type: 'integer', example: 3 })
  accessLevelId: number;
}
