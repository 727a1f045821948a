import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CreationsModule } from '../creations/creations.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { ShareLink } from './entities/share-link.entity.js';
import { ShareReport } from './entities/share-report.entity.js';
import { ShareImageUrls } from './share-image-urls.js';
import { SharePasses } from './share-passes.js';
import { SharePasswordLimiter } from './share-password-limiter.js';
import { ShareReportLimiter } from './share-report-limiter.js';
import { ShareReportsService } from './share-reports.service.js';
import { ShareSaveLimiter } from './share-save-limiter.js';
import { ShareTargetLoaders } from './share-target-loaders.js';
import { SharedContentService } from './shared-content.service.js';
import { SharedImageCopies } from './shared-image-copies.js';
import { SharedPageController } from './shared-page.controller.js';
import { SharedRemixes } from './shared-remixes.js';
import { SharesController } from './shares.controller.js';
import { SharesResolver } from './shares.resolver.js';
import { SharesService } from './shares.service.js';
import { SharedViewerResolver } from './shared-viewer.resolver.js';

/**
 * Share links: the owner's REST and GraphQL, the shared page `/s/{slug}` and its images, what
 * viewers do with a shared image (remix, save a copy, report). HTTP only: generations credit their
 * remix sources through SharedRemixes, administrators disable links through SharesService.
 */
@Module({
  // AuthModule: the one PasswordHasher (argon2 settings, and what tests observe) for every password.
  imports: [
    TypeOrmModule.forFeature([ShareLink, ShareReport]),
    AuthModule,
    CreationsModule,
    FoldersModule,
  ],
  controllers: [SharesController, SharedPageController],
  providers: [
    SharesService,
    SharedContentService,
    SharedRemixes,
    SharedImageCopies,
    ShareReportsService,
    SharesResolver,
    SharedViewerResolver,
    ShareImageUrls,
    ShareTargetLoaders,
    SharePasses,
    SharePasswordLimiter,
    ShareReportLimiter,
    ShareSaveLimiter,
  ],
  exports: [SharesService, SharedRemixes],
})
export class SharesModule {}
