import { Module } from '@nestjs/common';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { ApiKeysResolver } from './api-keys/api-keys.resolver.js';
import { AuthController } from './auth.controller.js';
import { AuthModule } from './auth.module.js';
import { AuthResolver } from './auth.resolver.js';

/** GraphQL and REST for accounts; only loaded in roles that serve HTTP. */
@Module({
  imports: [AuthModule],
  controllers: [AuthController, ApiKeysController],
  providers: [AuthResolver, ApiKeysResolver],
})
export class AuthApiModule {}
