import { IsInt } from 'class-validator';

/** REST body of the access-level changes (users and models). */
export class SetAccessLevelBody {
  @IsInt({ message: 'accessLevelId must be a whole number' })
  accessLevelId: number;
}
