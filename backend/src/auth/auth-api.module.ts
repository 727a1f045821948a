import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { AuthModule } from './auth.module.js';
import { AuthResolver } from './auth.resolver.js';

/** GraphQL and REST for accounts; only loaded in roles that serve HTTP. */
@Module({
  imports: [AuthModule],
  controllers: [AuthController],
  providers: [AuthResolver],
})
export class AuthApiModule {}
