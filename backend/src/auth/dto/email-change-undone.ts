import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'An email change undone from the address it replaced.' })
export class EmailChangeUndone {
  @Field({ description: 'The address the account uses again (verified).' })
  email: string;

  @Field({
    description:
      'A password reset token for that address (valid one hour): pass it to resetPassword to choose a new password now.',
  })
  resetToken: string;
}
