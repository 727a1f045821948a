import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { ProviderAccountStatusService } from './provider-account-status.service.js';
import { ProviderAccountStatus } from './provider-account.types.js';

@Resolver()
export class ProviderAccountResolver {
  constructor(private readonly status: ProviderAccountStatusService) {}

  @Query(() => ProviderAccountStatus, {
    description:
      "The studio's provider account: an open incident (invalid key, empty balance, ...) and the balance.",
  })
  @Authenticated('admin')
  adminProviderAccount(): Promise<ProviderAccountStatus> {
    return this.status.status();
  }
}
