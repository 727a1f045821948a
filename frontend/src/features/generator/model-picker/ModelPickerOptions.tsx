import { PictureOutlined } from '@ant-design/icons';
import { Tag, type TagProps, Typography, theme } from 'antd';
import { type CSSProperties, type HTMLAttributes, type MouseEvent, useState } from 'react';
import { modelDisplayName } from '../../../lib/modelDisplayName';
import type { CatalogModel } from '../modelChoices';
import type { PickerList, PickerOption, PickerRow } from './pickerList';

interface ModelPickerOptionsProps {
  list: PickerList;
  /** The id of the "Recent" heading, unique on the page. */
  recentHeadingId: string;
  /** The chosen model's AIR. */
  value?: string;
  /** The option the arrow keys are on, as an index into `list.choosable`. */
  activeIndex: number;
  optionId: (index: number) => string;
  architectureNames?: ReadonlyMap<number, string>;
  onChoose: (model: CatalogModel) => void;
  onActive: (index: number) => void;
}

type OptionsContext = Omit<ModelPickerOptionsProps, 'list' | 'recentHeadingId'>;
type Token = ReturnType<typeof theme.useToken>['token'];

const COVER_SIZE = 40;

/** What a version is called in its row: its name, else the AIR's version part. */
function versionLabel(model: CatalogModel): string {
  return model.version?.trim() || model.civitAIR.split('@').at(-1) || model.civitAIR;
}

/**
 * The rows of an open model picker (in the dashboard's deferred chunk): under "Recent" the models
 * last chosen, then one row per model with its cover, architecture, version and trigger words. A
 * model with several versions is a group whose versions are the options, newest first; its cover
 * and name choose the version shown (the chosen one, else the newest).
 */
export function ModelPickerOptions({ list, recentHeadingId, ...context }: ModelPickerOptionsProps) {
  const { token } = theme.useToken();
  return (
    <>
      {list.recent.length > 0 && (
        <li
          role="group"
          aria-labelledby={recentHeadingId}
          style={{
            listStyle: 'none',
            paddingBottom: 4,
            marginBottom: 4,
            borderBottom: `1px solid ${token.colorSplit}`,
          }}
        >
          <Typography.Text
            id={recentHeadingId}
            type="secondary"
            style={{ display: 'block', padding: '2px 8px', fontSize: token.fontSizeSM }}
          >
            Recent
          </Typography.Text>
          <ul role="none" style={{ margin: 0, padding: 0 }}>
            {list.recent.map((row) => (
              <ModelRow key={row.key} row={row} context={context} />
            ))}
          </ul>
        </li>
      )}
      {list.rows.map((row) => (
        <ModelRow key={row.key} row={row} context={context} />
      ))}
    </>
  );
}

/** An option's role, state, look and handlers: chosen, under the keyboard, or both. */
function optionAttributes(
  option: PickerOption,
  index: number,
  { value, activeIndex, optionId, onChoose, onActive }: OptionsContext,
  token: Token,
): HTMLAttributes<HTMLElement> & { role: 'option'; style: CSSProperties } {
  const isSelected = option.model.civitAIR === value;
  const isActive = index === activeIndex;
  return {
    id: optionId(index),
    role: 'option',
    'aria-selected': isSelected,
    onClick: (event: MouseEvent) => {
      // A version inside a row: the row's own click would choose its lead version.
      event.stopPropagation();
      onChoose(option.model);
    },
    onMouseMove: () => {
      if (!isActive) onActive(index);
    },
    style: {
      cursor: 'pointer',
      borderRadius: token.borderRadiusSM,
      color: option.incompatible ? token.colorErrorText : undefined,
      background: isSelected
        ? token.controlItemBgActive
        : isActive
          ? token.controlItemBgHover
          : 'transparent',
      // The keyboard's place when it is on the chosen model too.
      outline: isActive && isSelected ? `1px solid ${token.colorPrimaryBorder}` : undefined,
    },
  };
}

const ROW_STYLE: CSSProperties = {
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 8px',
};

/**
 * A model: one option when it has one version (named by all it shows, as its visible text must
 * be part of its name); else a group named by the model whose versions are the options.
 */
function ModelRow({ row, context }: { row: PickerRow; context: OptionsContext }) {
  const { token } = theme.useToken();
  const { versions, firstIndex } = row;
  const lead = versions.find((version) => version.model.civitAIR === context.value) ?? versions[0];
  const nameId = `${context.optionId(firstIndex)}-name`;
  const architecture = context.architectureNames?.get(lead.model.architectureId);
  const cover =
    lead.model.heroImage ??
    versions.find((version) => version.model.heroImage)?.model.heroImage ??
    undefined;
  const single = versions.length === 1;
  const small = { fontSize: token.fontSizeSM };

  const body = (
    <>
      <ModelCover key={cover} src={cover} />
      <span style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
          <span id={nameId} className="model-row-name">
            {row.name}
          </span>
          {architecture && (
            <ArchitectureBadge incompatible={lead.incompatible}>{architecture}</ArchitectureBadge>
          )}
          {single && lead.model.version?.trim() && (
            <Typography.Text type="secondary" style={small}>
              {versionLabel(lead.model)}
            </Typography.Text>
          )}
        </span>
        {!single && <VersionChips row={row} lead={lead} context={context} />}
        {lead.model.triggerWords.length > 0 && (
          <Typography.Text type="secondary" ellipsis style={small}>
            {`Trigger words: ${lead.model.triggerWords.join(', ')}`}
          </Typography.Text>
        )}
      </span>
    </>
  );

  if (single) {
    const option = optionAttributes(lead, firstIndex, context, token);
    return (
      <li {...option} style={{ ...ROW_STYLE, ...option.style }}>
        {body}
      </li>
    );
  }
  // The versions are the options; the rest of the row chooses the lead version by mouse.
  return (
    <li
      role="group"
      aria-labelledby={nameId}
      onClick={() => context.onChoose(lead.model)}
      style={{
        ...ROW_STYLE,
        cursor: 'pointer',
        color: lead.incompatible ? token.colorErrorText : undefined,
      }}
    >
      {body}
    </li>
  );
}

/** The versions of a model, newest first, each an option named with the model. */
function VersionChips({
  row,
  lead,
  context,
}: {
  row: PickerRow;
  lead: PickerOption;
  context: OptionsContext;
}) {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {row.versions.map((version, offset) => {
        const option = optionAttributes(version, row.firstIndex + offset, context, token);
        const { architectureId } = version.model;
        const otherArchitecture =
          architectureId !== lead.model.architectureId
            ? context.architectureNames?.get(architectureId)
            : undefined;
        const text =
          versionLabel(version.model) + (otherArchitecture ? ` · ${otherArchitecture}` : '');
        return (
          <span
            key={version.model.id}
            {...option}
            // The visible text is part of the name, as it must be.
            aria-label={modelDisplayName({ name: row.name, version: text })}
            style={{
              ...option.style,
              padding: '0 6px',
              fontSize: token.fontSizeSM,
              border: `1px solid ${token.colorBorder}`,
            }}
          >
            {text}
          </span>
        );
      })}
    </span>
  );
}

/** The architecture's name; outlined in an incompatible row (red on a fill is faint in dark mode). */
function ArchitectureBadge({ incompatible, children }: TagProps & { incompatible?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Tag
      variant={incompatible ? 'outlined' : 'filled'}
      style={{
        margin: 0,
        color: 'inherit',
        fontSize: token.fontSizeSM,
        lineHeight: '18px',
        ...(incompatible && { background: 'transparent', borderColor: 'currentColor' }),
      }}
    >
      {children}
    </Tag>
  );
}

/** The model's cover, small and lazily loaded; a neutral tile when it has none or it fails. */
function ModelCover({ src }: { src?: string }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState(false);
  const tile: CSSProperties = {
    flex: 'none',
    width: COVER_SIZE,
    height: COVER_SIZE,
    borderRadius: token.borderRadiusSM,
  };
  if (!src || failed) {
    return (
      <span
        aria-hidden
        className="model-cover model-cover-placeholder"
        style={{
          ...tile,
          display: 'grid',
          placeItems: 'center',
          background: token.colorFillSecondary,
          color: token.colorTextTertiary,
          fontSize: 18,
        }}
      >
        <PictureOutlined />
      </span>
    );
  }
  return (
    <img
      className="model-cover"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={COVER_SIZE}
      height={COVER_SIZE}
      onError={() => setFailed(true)}
      style={{ ...tile, objectFit: 'cover' }}
    />
  );
}
