import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { ColumnOptions, Relation } from 'typeorm';
import { decimalColumn } from '../../database/decimal.transformer.js';
import { Architecture } from './architecture.entity.js';

function weightColumn(name: string, defaultWeight: number): ColumnOptions {
  return decimalColumn(4, 2, { name, default: defaultWeight });
}

@ObjectType({
  description:
    'What an architecture supports and accepts; drives which dashboard sections show and what a generation may ask.',
})
@Entity({ name: 'architecture_capabilities' })
export class ArchitectureCapability {
  @Field(() => Int, { description: 'The id of the architecture it describes.' })
  @PrimaryColumn({ name: 'architecture_id', type: 'int' })
  architectureId: number;

  @OneToOne(() => Architecture, (architecture) => architecture.capability, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'architecture_id' })
  architecture: Relation<Architecture>;

  @Field({ description: 'Whether the architecture takes LoRA models.' })
  @Column({ name: 'supports_lora', type: 'boolean', default: false })
  supportsLoRA: boolean;

  @Field({ description: 'Whether the architecture takes ControlNets.' })
  @Column({ name: 'supports_controlnet', type: 'boolean', default: false })
  supportsControlNet: boolean;

  @Field({ description: 'Whether the architecture takes a VAE.' })
  @Column({ name: 'supports_vae', type: 'boolean', default: false })
  supportsVAE: boolean;

  @Field({ description: 'Whether the architecture takes IP-Adapters.' })
  @Column({ name: 'supports_ipadapter', type: 'boolean', default: false })
  supportsIPAdapter: boolean;

  @Field({
    description: 'Whether the architecture takes textual-inversion embeddings (SD 1.x, SDXL).',
  })
  @Column({ name: 'supports_embeddings', type: 'boolean', default: false })
  supportsEmbeddings: boolean;

  // Refinements in the same pass (Runware's hiresFix, ultralytics and layerDiffuse).

  @Field({ description: 'Whether the architecture takes hires fix (a second, upscaled pass).' })
  @Column({ name: 'supports_hires_fix', type: 'boolean', default: false })
  supportsHiresFix: boolean;

  @Field({
    description: 'Whether the architecture takes face refinement (faces found and redrawn).',
  })
  @Column({ name: 'supports_face_refinement', type: 'boolean', default: false })
  supportsFaceRefinement: boolean;

  @Field({
    description: 'Whether the architecture draws a transparent background (PNG with alpha).',
  })
  @Column({ name: 'supports_transparent_background', type: 'boolean', default: false })
  supportsTransparentBackground: boolean;

  @Field({ description: 'Whether the architecture extends a canvas past its edges (outpaint).' })
  @Column({ name: 'supports_outpaint', type: 'boolean', default: false })
  supportsOutpaint: boolean;

  @Field({
    description:
      'Whether the architecture keeps an identity from reference images (PuLID): a saved character applies there.',
  })
  @Column({ name: 'supports_pulid', type: 'boolean', default: false })
  supportsPulid: boolean;

  @Field({
    description:
      'Whether the architecture starts from a seed image (image to image, inpainting, variations, outpaint); false where it edits through reference images alone (FLUX.1 Kontext).',
  })
  @Column({ name: 'supports_seed_image', type: 'boolean', default: true })
  supportsSeedImage: boolean;

  @Field(() => Int, {
    description:
      'How many reference images an instruction edit takes (FLUX.1 Kontext); 0 where it takes none.',
  })
  @Column({ name: 'max_reference_images', type: 'int', default: 0 })
  maxReferenceImages: number;

  @Field(() => Int, { description: 'Suggested number of steps.' })
  @Column({ name: 'default_steps', type: 'int' })
  defaultSteps: number;

  @Field(() => Float, { description: 'Suggested CFG scale.' })
  @Column(decimalColumn(4, 1, { name: 'default_cfg' }))
  defaultCFG: number;

  // What a generation may ask of the architecture (the provider's own limits). The defaults are
  // what the provider accepts for most architectures, so one created by name on import is usable.

  @Field({ description: 'False when the architecture refuses a negative prompt (FLUX).' })
  @Column({ name: 'supports_negative_prompt', type: 'boolean', default: true })
  supportsNegativePrompt: boolean;

  @Field(() => Int, { description: 'Fewest steps a generation may ask for.' })
  @Column({ name: 'min_steps', type: 'int', default: 1 })
  minSteps: number;

  @Field(() => Int, { description: 'Most steps a generation may ask for.' })
  @Column({ name: 'max_steps', type: 'int', default: 100 })
  maxSteps: number;

  @Field(() => Int, { description: 'Smallest width or height in pixels.' })
  @Column({ name: 'min_dimension', type: 'int', default: 128 })
  minDimension: number;

  @Field(() => Int, { description: 'Largest width or height in pixels.' })
  @Column({ name: 'max_dimension', type: 'int', default: 2048 })
  maxDimension: number;

  @Field(() => Int, { description: 'Width and height must be multiples of this.' })
  @Column({ name: 'dimension_multiple', type: 'int', default: 64 })
  dimensionMultiple: number;

  // Weights per add-on list: the provider takes LoRA −4..4 but ControlNet and IP-Adapter only 0..1.
  // Every range stays inside the product's 0..2 weight sliders.

  @Field(() => Float, { description: 'Lowest LoRA (and LyCORIS) weight.' })
  @Column(weightColumn('min_lora_weight', 0))
  minLoraWeight: number;

  @Field(() => Float, { description: 'Highest LoRA (and LyCORIS) weight.' })
  @Column(weightColumn('max_lora_weight', 2))
  maxLoraWeight: number;

  @Field(() => Float, { description: 'Lowest ControlNet weight.' })
  @Column(weightColumn('min_control_net_weight', 0))
  minControlNetWeight: number;

  @Field(() => Float, { description: 'Highest ControlNet weight.' })
  @Column(weightColumn('max_control_net_weight', 1))
  maxControlNetWeight: number;

  @Field(() => Float, { description: 'Lowest IP-Adapter weight.' })
  @Column(weightColumn('min_ip_adapter_weight', 0))
  minIpAdapterWeight: number;

  @Field(() => Float, { description: 'Highest IP-Adapter weight.' })
  @Column(weightColumn('max_ip_adapter_weight', 1))
  maxIpAdapterWeight: number;
}
