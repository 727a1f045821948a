import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccessLevel } from '../auth/entities/access-level.entity.js';
import { AppConfig } from '../config/app-config.js';
import { NEW_USER_CREDITS } from '../database/seeds/reference-data.js';
import {
  type PlatformSettings,
  type PlatformSettingsInput,
  type PlatformStatus,
} from './dto/platform-settings.types.js';
import { MaintenanceModeError, RegistrationsClosedError } from './platform-settings.errors.js';
import { TIER_PRICES } from './tier-prices.js';

/** How long a read of the switches is reused; also how long other replicas may lag a change. */
export const PLATFORM_SETTINGS_CACHE_MS = 2_000;

interface Switches extends PlatformStatus {
  updatedAt: Date | null;
}

const DEFAULTS: Switches = { maintenanceMode: false, registrationsOpen: true, updatedAt: null };

/**
 * The operator's switches (maintenance mode, new registrations), kept in PostgreSQL and read
 * through a short in-memory cache: every generation and sign-up asks, and they rarely change.
 */
@Injectable()
export class PlatformSettingsService {
  private cache?: { expiresAt: number; switches: Promise<Switches> };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async status(): Promise<PlatformStatus> {
    const { maintenanceMode, registrationsOpen } = await this.switches();
    return { maintenanceMode, registrationsOpen };
  }

  /** Refuses new generations while maintenance mode is on. */
  async assertGenerationsOpen(): Promise<void> {
    if ((await this.switches()).maintenanceMode) throw new MaintenanceModeError();
  }

  /** Refuses sign-up while new registrations are off. */
  async assertRegistrationsOpen(): Promise<void> {
    if (!(await this.switches()).registrationsOpen) throw new RegistrationsClosedError();
  }

  async settings(): Promise<PlatformSettings> {
    const [switches, levels] = await Promise.all([
      this.switches(),
      this.dataSource.getRepository(AccessLevel).find({ order: { level: 'ASC' } }),
    ]);
    return {
      ...switches,
      tiers: levels.map((level) => ({
        accessLevelId: level.id,
        name: level.name,
        level: level.level,
        creditMultiplier: level.creditMultiplier,
        priceUsd: TIER_PRICES[level.id]?.priceUsd ?? 0,
        credits: TIER_PRICES[level.id] ? TIER_PRICES[level.id].credits : null,
      })),
      newUserCredits: NEW_USER_CREDITS,
      creditsPerUsd: this.config.CREDITS_PER_USD,
      storagePriceUsdPerGbMonth: this.config.STORAGE_PRICE_USD_PER_GB_MONTH,
      orphanGracePeriodMinutes: this.config.ORPHAN_GRACE_PERIOD_MINUTES,
    };
  }

  /** Changes the switches given (others stay); this process sees the change at once. */
  async update(input: PlatformSettingsInput, adminId: string): Promise<PlatformSettings> {
    await this.dataSource.query(
      `INSERT INTO platform_settings (id, maintenance_mode, registrations_open, updated_at, updated_by)
       VALUES (1, COALESCE($1, false), COALESCE($2, true), now(), $3)
       ON CONFLICT (id) DO UPDATE SET
         maintenance_mode = COALESCE($1, platform_settings.maintenance_mode),
         registrations_open = COALESCE($2, platform_settings.registrations_open),
         updated_at = now(),
         updated_by = $3`,
      [input.maintenanceMode ?? null, input.registrationsOpen ?? null, adminId],
    );
    this.cache = undefined;
    return this.settings();
  }

  private switches(): Promise<Switches> {
    const now = Date.now();
    if (!this.cache || this.cache.expiresAt <= now) {
      const switches = this.load();
      this.cache = { expiresAt: now + PLATFORM_SETTINGS_CACHE_MS, switches };
      switches.catch(() => {
        if (this.cache?.switches === switches) this.cache = undefined;
      });
    }
    return this.cache.switches;
  }

  private async load(): Promise<Switches> {
    const rows: { maintenance_mode: boolean; registrations_open: boolean; updated_at: Date }[] =
      await this.dataSource.query(
        'SELECT maintenance_mode, registrations_open, updated_at FROM platform_settings WHERE id = 1',
      );
    if (rows.length === 0) return DEFAULTS;
    return {
      maintenanceMode: rows[0].maintenance_mode,
      registrationsOpen: rows[0].registrations_open,
      updatedAt: rows[0].updated_at,
    };
  }
}
