import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../database/timestamp-columns.js';

/** The operator's switches: one row (id 1), created by its migration. */
@Entity({ name: 'platform_settings' })
@Check('platform_settings_single_row', '"id" = 1')
export class PlatformSettingsRow {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** On: new generations are refused (MAINTENANCE). */
  @Column({ name: 'maintenance_mode', type: 'boolean', default: false })
  maintenanceMode: boolean;

  /** Off: sign-up is refused (REGISTRATIONS_CLOSED). */
  @Column({ name: 'registrations_open', type: 'boolean', default: true })
  registrationsOpen: boolean;

  @UpdatedAtColumn()
  updatedAt: Date;

  /** The administrator who last changed a switch. */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;
}
