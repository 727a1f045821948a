import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The outcome of opening a verification link.' })
export class VerifiedEmail {
  @Field({ description: "The address now verified as the account's email." })
  email: string;

  @Field({
    description:
      'True when the link had been opened before and its address was already verified: nothing changed.',
  })
  alreadyVerified: boolean;
}
