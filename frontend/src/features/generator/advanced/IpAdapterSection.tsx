import { Typography } from 'antd';
import type { IpAdapterItem } from '../generationParameters';
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

/** IP-Adapters: each with a weight and a guide image (upload or URL). */
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
      renderDetails={(item, index) => (
        <div>
          <Typography.Text>
            <label htmlFor={`ipadapter-${index}-guide`}>Guide image</label>
          </Typography.Text>
          <GuideImageInput
            id={`ipadapter-${index}-guide`}
            value={item.guideImage}
            onChange={(guideImage) =>
              dispatch({ type: 'updateExtra', list: 'ipadapters', index, changes: { guideImage } })
            }
          />
        </div>
      )}
    />
  );
}
