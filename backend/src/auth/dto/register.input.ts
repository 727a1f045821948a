import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional } from 'class-validator';
import { IsAccountEmail, IsAccountName, IsAccountPassword } from './auth-rules.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@InputType()
export class RegisterInput {
  @Field()
  @IsAccountName()
  @ApiProperty({ type: String, minLength: 2, maxLength: 100, example: 'Ada Lovelace' })
  name: string;

  @Field()
  @IsAccountEmail()
  @ApiProperty({ type: String, format: 'email', maxLength: 254, example: 'ada@example.com' })
  email: string;

  @Field()
  @IsAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  password: string;

  /** Optional; when sent it must be the standard level's id (the server never grants more). */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'accessLevelId must be a whole number' })
  @ApiPropertyOptional({
    type: 'integer',
    description: "When sent, the standard level's id: new accounts get the Standard level.",
  })
  accessLevelId?: number;
}
