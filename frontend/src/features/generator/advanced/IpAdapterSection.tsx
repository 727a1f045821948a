import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import type { IpAdapterItem } from '../generationParameters';
import {
  COMBINE_METHODS,
  MAX_REFERENCE_IMAGES,
  optionLabel,
  WEIGHT_TYPES,
} from '../ipAdapterOptions';
import type { ParametersAction } from '../state/parametersReducer';
import type { Range } from '../capabilityLimits';
import type { AddOnCatalog } from './AddModelDialog';
import { ExtraModelSection } from './ExtraModelSection';
import { GuideImageInput } from './GuideImageInput';

interface IpAdapterSectionProps {
  ipadapters: readonly IpAdapterItem[];
  dispatch: (action: ParametersAction) => void;
  catalog: AddOnCatalog;
  architectureId: number | undefined;
  weightRange: Range;
}

/** The references of an adapter beyond the first guide image, with one changed or removed. */
function withReference(item: IpAdapterItem, at: number, image: string | undefined): string[] {
  const references = [...(item.guideImages ?? [])];
  if (image) references[at] = image;
  else references.splice(at, 1);
  return references;
}

/**
 * IP-Adapters: each with a weight, a guide image (upload or URL) and up to three more reference
 * images, how several are combined, and how the influence evolves (the provider's defaults when
 * left empty).
 */
export function IpAdapterSection({
  ipadapters,
  dispatch,
  catalog,
  architectureId,
  weightRange,
}: IpAdapterSectionProps) {
  return (
    <ExtraModelSection
      kind="ipadapter"
      items={ipadapters}
      catalog={catalog}
      architectureId={architectureId}
      weightRange={weightRange}
      onAdd={(item) => dispatch({ type: 'addExtra', list: 'ipadapters', item })}
      onWeight={(index, weight) =>
        dispatch({ type: 'updateExtra', list: 'ipadapters', index, changes: { weight } })
      }
      onRemove={(index) => dispatch({ type: 'removeExtra', list: 'ipadapters', index })}
      renderDetails={(item, index) => {
        const update = (changes: Partial<IpAdapterItem>) =>
          dispatch({ type: 'updateExtra', list: 'ipadapters', index, changes });
        const references = item.guideImages ?? [];
        const total = (item.guideImage ? 1 : 0) + references.length;
        return (
          <Flex vertical gap={8}>
            <div>
              <Typography.Text>
                <label htmlFor={`ipadapter-${index}-guide`}>Guide image</label>
              </Typography.Text>
              <GuideImageInput
                id={`ipadapter-${index}-guide`}
                value={item.guideImage}
                onChange={(guideImage) => update({ guideImage })}
              />
            </div>
            {references.map((reference, at) => (
              <div key={at}>
                <Typography.Text>
                  <label htmlFor={`ipadapter-${index}-reference-${at}`}>
                    Reference image {at + 2}
                  </label>
                </Typography.Text>
                <GuideImageInput
                  id={`ipadapter-${index}-reference-${at}`}
                  value={reference}
                  onChange={(image) => update({ guideImages: withReference(item, at, image) })}
                />
              </div>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={!item.guideImage || total >= MAX_REFERENCE_IMAGES}
              onClick={() => update({ guideImages: [...references, ''] })}
            >
              Add reference image
            </Button>
            {total > 1 && (
              <div>
                <Typography.Text>
                  <label htmlFor={`ipadapter-${index}-combine`}>Combine images</label>
                </Typography.Text>
                <Select
                  id={`ipadapter-${index}-combine`}
                  allowClear
                  placeholder="Provider default"
                  style={{ width: '100%' }}
                  value={item.combineMethod}
                  options={COMBINE_METHODS.map((value) => ({ value, label: optionLabel(value) }))}
                  onChange={(combineMethod) => update({ combineMethod })}
                />
              </div>
            )}
            <div>
              <Typography.Text>
                <label htmlFor={`ipadapter-${index}-weight-type`}>Weight type</label>
              </Typography.Text>
              <Select
                id={`ipadapter-${index}-weight-type`}
                allowClear
                placeholder="Provider default"
                style={{ width: '100%' }}
                value={item.weightType}
                options={WEIGHT_TYPES.map((value) => ({ value, label: optionLabel(value) }))}
                onChange={(weightType) => update({ weightType })}
              />
            </div>
          </Flex>
        );
      }}
    />
  );
}
