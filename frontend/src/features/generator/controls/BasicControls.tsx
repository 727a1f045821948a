import { Col, Collapse, Flex, Radio, Row, Switch, Typography } from 'antd';
import { Suspense, useState } from 'react';
import {
  CUSTOM_PRESET,
  type GenerationParameters,
  IMAGE_FORMATS,
  type ImageFormat,
  LIMITS,
} from '../generationParameters';
import { PHONE_QUERY, useMediaQuery } from '../layout/useMediaQuery';
import type { ParametersAction } from '../state/parametersReducer';
import { type DimensionRule, sizeAdvice } from '../capabilityLimits';
import { DeferredSizeAdviceNotice } from '../deferred';
import { presetOfSize, type SizePresetOption, sizeForPreset } from '../sizeRules';
import { DimensionInput } from './DimensionInput';
import { LabelledField, LabelledSelect } from './LabelledField';
import { NumberSlider } from './NumberSlider';

interface BasicControlsProps {
  parameters: GenerationParameters;
  dispatch: (action: ParametersAction) => void;
  sizePresets: readonly SizePresetOption[];
  /** The sizes the architecture accepts; null while its capability is not loaded. */
  dimensionRule: DimensionRule | null;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
}

const DIMENSIONS = [
  { dimension: 'width', label: 'Width' },
  { dimension: 'height', label: 'Height' },
] as const;

/**
 * The collapsible 'Basic controls' card: size, preset, format, count, 'Remember settings'. Open at
 * first, except on a phone, where its head says what is set while it is folded.
 */
export function BasicControls({
  parameters,
  dispatch,
  sizePresets,
  dimensionRule,
  remember,
  onRememberChange,
}: BasicControlsProps) {
  // Flagged as typed, not after Generate: the nearest size the architecture accepts, to take.
  const advice = sizeAdvice(parameters, dimensionRule);
  const presetOptions = [
    ...sizePresets.map((preset) => ({ value: preset.name, label: preset.label })),
    { value: CUSTOM_PRESET, label: 'Custom' },
  ];
  const presetValue = presetOptions.some((option) => option.value === parameters.sizePreset)
    ? parameters.sizePreset
    : CUSTOM_PRESET;

  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(!phone);
  const { width, height, format, imageCount } = parameters;
  const summary = `${width} × ${height} · ${format.toUpperCase()} · ${imageCount} ${imageCount === 1 ? 'image' : 'images'}`;

  const body = (
    <Flex vertical gap={16}>
      <Row gutter={12}>
        {DIMENSIONS.map(({ dimension, label }) => (
          <Col span={12} key={dimension}>
            <LabelledField id={`generator-${dimension}`} label={label}>
              <DimensionInput
                id={`generator-${dimension}`}
                value={parameters[dimension]}
                rule={dimensionRule}
                refused={advice !== null && advice[dimension] !== parameters[dimension]}
                describedBy={advice ? 'generator-size-hint' : undefined}
                onChange={(value) => dispatch({ type: 'setDimension', dimension, value })}
              />
            </LabelledField>
          </Col>
        ))}
        {advice && (
          <Col span={24} style={{ marginTop: 8 }}>
            <Suspense fallback={null}>
              <DeferredSizeAdviceNotice
                advice={advice}
                hintId="generator-size-hint"
                onUse={(size) =>
                  dispatch({
                    type: 'update',
                    changes: { ...size, sizePreset: presetOfSize(sizePresets, size) },
                  })
                }
              />
            </Suspense>
          </Col>
        )}
      </Row>
      <LabelledSelect
        id="generator-preset"
        label="Preset"
        value={presetValue}
        options={presetOptions}
        onChange={(name) =>
          dispatch({ type: 'update', changes: sizeForPreset(sizePresets, name, parameters) })
        }
      />
      <div>
        <Typography.Text strong id="generator-format-label">
          Format
        </Typography.Text>
        <div>
          <Radio.Group
            aria-labelledby="generator-format-label"
            optionType="button"
            buttonStyle="solid"
            value={parameters.format}
            options={IMAGE_FORMATS.map((format) => ({
              value: format,
              label: format.toUpperCase(),
            }))}
            onChange={(event) =>
              dispatch({ type: 'update', changes: { format: event.target.value as ImageFormat } })
            }
          />
        </div>
      </div>
      <NumberSlider
        id="generator-image-count"
        label="Number of images"
        value={parameters.imageCount}
        {...LIMITS.imageCount}
        onChange={(imageCount) => dispatch({ type: 'update', changes: { imageCount } })}
      />
      <Flex align="center" gap={8}>
        <Switch id="generator-remember" checked={remember} onChange={onRememberChange} />
        <label htmlFor="generator-remember">Remember settings</label>
      </Flex>
    </Flex>
  );

  return (
    <Collapse
      activeKey={open ? ['basic'] : []}
      // The summary goes under the title when the two do not fit on one line.
      styles={{ header: { flexWrap: 'wrap' }, title: { flex: '1 0 auto' } }}
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[
        {
          key: 'basic',
          label: 'Basic controls',
          extra: phone && !open && (
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {summary}
            </Typography.Text>
          ),
          children: body,
        },
      ]}
    />
  );
}
