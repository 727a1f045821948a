import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One weight range per add-on list instead of one for all: the provider takes LoRA weights −4..4
 * but ControlNet and IP-Adapter weights only 0..1, so a shared 0..2 let through ControlNet and
 * IP-Adapter weights the provider refuses. The old range stays as the LoRA range.
 */
export class AdapterWeightRanges1764374400000 implements MigrationInterface {
  name = 'AdapterWeightRanges1764374400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" RENAME COLUMN "min_adapter_weight" TO "min_lora_weight"`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" RENAME COLUMN "max_adapter_weight" TO "max_lora_weight"`,
    );
    for (const [column, defaultWeight] of WEIGHT_COLUMNS)
      await queryRunner.query(
        `ALTER TABLE "architecture_capabilities" ADD "${column}" numeric(4,2) NOT NULL DEFAULT '${defaultWeight}'`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [column] of [...WEIGHT_COLUMNS].reverse())
      await queryRunner.query(`ALTER TABLE "architecture_capabilities" DROP COLUMN "${column}"`);
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" RENAME COLUMN "max_lora_weight" TO "max_adapter_weight"`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" RENAME COLUMN "min_lora_weight" TO "min_adapter_weight"`,
    );
  }
}

const WEIGHT_COLUMNS = [
  ['min_control_net_weight', 0],
  ['max_control_net_weight', 1],
  ['min_ip_adapter_weight', 0],
  ['max_ip_adapter_weight', 1],
] as const;
