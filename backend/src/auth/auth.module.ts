import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AccessLevel } from './entities/access-level.entity.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, AccessLevel])],
  providers: [PasswordHasher, UsersService, AdminBootstrapService],
  exports: [UsersService, AdminBootstrapService],
})
export class AuthModule {}
