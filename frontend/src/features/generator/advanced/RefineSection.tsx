import { Flex, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { REFINEMENT_STEPS_MAX } from '../../../graphql/generated/limits';
import type { RefinementSupport } from '../capabilityLimits';
import { LabelledSelect } from '../controls/LabelledField';
import { NumberSlider } from '../controls/NumberSlider';
import {
  type FaceRefinement,
  type GenerationParameters,
  type HiresFix,
  HIRES_FIX_UPSCALERS,
} from '../generationParameters';
import { upscalerName } from '../refinementText';

/** What a refinement starts with when it is turned on: the server's defaults. */
export const DEFAULT_HIRES_FIX: HiresFix = {
  upscaler: HIRES_FIX_UPSCALERS[0],
  steps: 10,
  strength: 0.5,
};
export const DEFAULT_FACE_REFINEMENT: FaceRefinement = { steps: 20, strength: 0.4 };
/** Where a creator's own detection confidence starts: faces the detector is fairly sure of. */
export const DEFAULT_FACE_CONFIDENCE = 0.5;

/** A refinement pass's steps and strength, as the server takes them. */
const PASS_STEPS = { min: 1, max: REFINEMENT_STEPS_MAX, step: 1 };
const PASS_STRENGTH = { min: 0, max: 1, step: 0.05 };

const UPSCALER_OPTIONS = HIRES_FIX_UPSCALERS.map((value) => ({
  value,
  label: upscalerName(value),
}));

type RefineParameters = Pick<
  GenerationParameters,
  'hiresFix' | 'faceRefinement' | 'transparentBackground'
>;

interface RefineSectionProps {
  parameters: RefineParameters;
  /** What the model's architecture takes (its capability); null while none is known. */
  support: RefinementSupport | null;
  onChange: (changes: Partial<GenerationParameters>) => void;
}

/** Whether the architecture takes any refinement: the group is shown only then. */
export function offersRefinement(support: RefinementSupport | null | undefined): boolean {
  return Boolean(
    support?.supportsHiresFix ||
    support?.supportsFaceRefinement ||
    support?.supportsTransparentBackground,
  );
}

/** Face refinement with the creator's own detection confidence, or the provider's (none sent). */
function withConfidence(face: FaceRefinement, own: boolean): FaceRefinement {
  const rest = { steps: face.steps, strength: face.strength };
  return own ? { ...rest, confidence: DEFAULT_FACE_CONFIDENCE } : rest;
}

interface RefinementSwitchProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The refinement's own settings, shown while it is on. */
  children?: ReactNode;
}

function RefinementSwitch({ id, label, hint, checked, onChange, children }: RefinementSwitchProps) {
  return (
    <div>
      <Flex align="center" gap={8}>
        <Switch id={id} checked={checked} aria-describedby={`${id}-hint`} onChange={onChange} />
        <label htmlFor={id}>{label}</label>
      </Flex>
      <Typography.Text
        id={`${id}-hint`}
        type="secondary"
        style={{ display: 'block', fontSize: 12, marginTop: 4 }}
      >
        {hint}
      </Typography.Text>
      {checked && children && (
        <Flex vertical gap={12} style={{ marginTop: 12 }}>
          {children}
        </Flex>
      )}
    </div>
  );
}

/**
 * The 'Refine' group of Advanced Settings: passes drawn in the same generation (hires fix, face
 * refinement) and a transparent background, each offered only where the model's architecture
 * takes it (what is not offered is not sent, see fitToLimits). The price on Generate counts them.
 */
export function RefineSection({ parameters, support, onChange }: RefineSectionProps) {
  const { hiresFix, faceRefinement, transparentBackground } = parameters;
  return (
    <section aria-label="Refine">
      <Typography.Title level={5} style={{ margin: '0 0 8px' }}>
        Refine
      </Typography.Title>
      <Flex vertical gap={16}>
        {support?.supportsHiresFix && (
          <RefinementSwitch
            id="generator-hires-fix"
            label="Hires fix"
            hint="A second pass draws the image again at twice the width and height, for finer detail."
            checked={hiresFix !== null}
            onChange={(on) => onChange({ hiresFix: on ? { ...DEFAULT_HIRES_FIX } : null })}
          >
            {hiresFix && (
              <>
                <LabelledSelect
                  id="generator-hires-fix-upscaler"
                  label="Upscaler"
                  value={hiresFix.upscaler}
                  options={UPSCALER_OPTIONS}
                  onChange={(upscaler) => onChange({ hiresFix: { ...hiresFix, upscaler } })}
                />
                <NumberSlider
                  id="generator-hires-fix-steps"
                  label="Hires fix steps"
                  value={hiresFix.steps}
                  {...PASS_STEPS}
                  onChange={(steps) => onChange({ hiresFix: { ...hiresFix, steps } })}
                />
                <NumberSlider
                  id="generator-hires-fix-strength"
                  label="Hires fix strength"
                  value={hiresFix.strength}
                  {...PASS_STRENGTH}
                  onChange={(strength) => onChange({ hiresFix: { ...hiresFix, strength } })}
                />
              </>
            )}
          </RefinementSwitch>
        )}
        {support?.supportsFaceRefinement && (
          <RefinementSwitch
            id="generator-face-refinement"
            label="Face refinement"
            hint="Faces are found and drawn again at a higher resolution."
            checked={faceRefinement !== null}
            onChange={(on) =>
              onChange({ faceRefinement: on ? { ...DEFAULT_FACE_REFINEMENT } : null })
            }
          >
            {faceRefinement && (
              <>
                <NumberSlider
                  id="generator-face-refinement-steps"
                  label="Face refinement steps"
                  value={faceRefinement.steps}
                  {...PASS_STEPS}
                  onChange={(steps) => onChange({ faceRefinement: { ...faceRefinement, steps } })}
                />
                <NumberSlider
                  id="generator-face-refinement-strength"
                  label="Face refinement strength"
                  value={faceRefinement.strength}
                  {...PASS_STRENGTH}
                  onChange={(strength) =>
                    onChange({ faceRefinement: { ...faceRefinement, strength } })
                  }
                />
                <RefinementSwitch
                  id="generator-face-confidence"
                  label="Own detection confidence"
                  hint="Off: the provider decides how sure it must be that it sees a face. Higher finds fewer faces, lower may take other shapes for one."
                  checked={faceRefinement.confidence !== undefined}
                  onChange={(on) =>
                    onChange({ faceRefinement: withConfidence(faceRefinement, on) })
                  }
                >
                  {faceRefinement.confidence !== undefined && (
                    <NumberSlider
                      id="generator-face-refinement-confidence"
                      label="Face detection confidence"
                      value={faceRefinement.confidence}
                      {...PASS_STRENGTH}
                      onChange={(confidence) =>
                        onChange({ faceRefinement: { ...faceRefinement, confidence } })
                      }
                    />
                  )}
                </RefinementSwitch>
              </>
            )}
          </RefinementSwitch>
        )}
        {support?.supportsTransparentBackground && (
          <RefinementSwitch
            id="generator-transparent-background"
            label="Transparent background"
            hint={
              transparentBackground
                ? 'The output format is set to PNG, which keeps the transparency.'
                : 'Only PNG keeps a transparent background: turning this on sets the output format to PNG.'
            }
            checked={transparentBackground}
            onChange={(on) =>
              onChange(
                on
                  ? { transparentBackground: true, format: 'png' }
                  : { transparentBackground: false },
              )
            }
          />
        )}
      </Flex>
    </section>
  );
}
