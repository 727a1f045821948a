import { Col, InputNumber, Row, Select, Typography } from 'antd';
import { CONTROL_MODES, type ControlNetItem } from '../generationParameters';
import type { ParametersAction } from '../state/parametersReducer';
import type { Range } from '../capabilityLimits';
import type { AddOnCatalog } from './AddModelDialog';
import { ExtraModelSection } from './ExtraModelSection';
import { GuideImageInput } from './GuideImageInput';

interface ControlNetSectionProps {
  controlnets: readonly ControlNetItem[];
  dispatch: (action: ParametersAction) => void;
  catalog: AddOnCatalog;
  architectureId: number | undefined;
  weightRange: Range;
}

const CONTROL_MODE_LABELS: Record<(typeof CONTROL_MODES)[number], string> = {
  balanced: 'Balanced',
  prompt: 'Prompt is more important',
  controlnet: 'ControlNet is more important',
};

/** ControlNets: each with weight, guide image, start and end step and control mode. */
export function ControlNetSection({
  controlnets,
  dispatch,
  catalog,
  architectureId,
  weightRange,
}: ControlNetSectionProps) {
  const change = (index: number, changes: Partial<ControlNetItem>) =>
    dispatch({ type: 'updateExtra', list: 'controlnets', index, changes });
  return (
    <ExtraModelSection
      kind="controlnet"
      items={controlnets}
      catalog={catalog}
      architectureId={architectureId}
      weightRange={weightRange}
      onAdd={(item) => dispatch({ type: 'addExtra', list: 'controlnets', item })}
      onWeight={(index, weight) => change(index, { weight })}
      onRemove={(index) => dispatch({ type: 'removeExtra', list: 'controlnets', index })}
      renderDetails={(item, index) => (
        <Row gutter={[8, 8]}>
          <Col span={24}>
            <Typography.Text>
              <label htmlFor={`controlnet-${index}-guide`}>Guide image</label>
            </Typography.Text>
            <GuideImageInput
              id={`controlnet-${index}-guide`}
              value={item.guideImage}
              onChange={(guideImage) => change(index, { guideImage })}
            />
          </Col>
          <Col span={12}>
            <Typography.Text>
              <label htmlFor={`controlnet-${index}-start`}>Start step</label>
            </Typography.Text>
            <InputNumber
              id={`controlnet-${index}-start`}
              min={1}
              precision={0}
              style={{ width: '100%' }}
              value={item.startStep ?? null}
              onChange={(value) => change(index, { startStep: value ?? undefined })}
            />
          </Col>
          <Col span={12}>
            <Typography.Text>
              <label htmlFor={`controlnet-${index}-end`}>End step</label>
            </Typography.Text>
            <InputNumber
              id={`controlnet-${index}-end`}
              min={1}
              precision={0}
              style={{ width: '100%' }}
              value={item.endStep ?? null}
              onChange={(value) => change(index, { endStep: value ?? undefined })}
            />
          </Col>
          <Col span={24}>
            <Typography.Text>
              <label htmlFor={`controlnet-${index}-mode`}>Control mode</label>
            </Typography.Text>
            <Select
              id={`controlnet-${index}-mode`}
              allowClear
              placeholder="Provider default"
              style={{ width: '100%' }}
              value={item.controlMode}
              options={CONTROL_MODES.map((mode) => ({
                value: mode,
                label: CONTROL_MODE_LABELS[mode],
              }))}
              onChange={(controlMode) => change(index, { controlMode })}
            />
          </Col>
        </Row>
      )}
    />
  );
}
