import { DownOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Typography, theme } from 'antd';
import { Suspense } from 'react';
import type { PickerStatus } from '../catalog/useGeneratorCatalog';
import { DeferredModelPickerOptions } from '../deferred';
import type { CatalogModel } from '../modelChoices';
import type { PickerOption } from './pickerList';
import type { PickerKind } from './recentModels';
import { useModelPickerState } from './useModelPickerState';

export type { PickerOption } from './pickerList';

interface ModelPickerProps {
  /** Names the control for assistive technology, e.g. "Model" or "LoRA model". */
  label: string;
  /** Which picker it is: the models recently chosen in it show first. */
  kind: PickerKind;
  options: readonly PickerOption[];
  /** Architecture names by id, for each row's badge. */
  architectureNames?: ReadonlyMap<number, string>;
  /** The chosen model's AIR. */
  value?: string;
  onChange: (model: CatalogModel) => void;
  status: PickerStatus;
  disabled?: boolean;
  /** Asks for the list again after "Failed to load models"; without it the failure only shows. */
  onRetry?: () => void;
}

/**
 * A dropdown of models with a search box: opens and closes on click, searches
 * names case-insensitively, closes and clears the search once a model is chosen. Each row shows
 * the model's cover, architecture, version and trigger words; versions of one model share a row;
 * the models recently chosen in this kind of picker come first while nothing is searched. The
 * rows are drawn by the dashboard's deferred chunk, loaded by the time the picker is opened.
 *
 * Keyboard (WAI-ARIA combobox with a listbox popup): on the closed picker Enter, Space or the
 * arrow keys open it and typing a letter opens it searching for that letter; in the search box
 * Up and Down move through the list, Enter chooses, Escape closes, Tab moves on. Focus stays in
 * the search box (the moved-to option is its active descendant) and returns to the picker.
 */
export function ModelPicker({
  label,
  kind,
  options,
  architectureNames,
  value,
  onChange,
  status,
  disabled,
  onRetry,
}: ModelPickerProps) {
  const picker = useModelPickerState({ kind, options, value, onChange });
  const { token } = theme.useToken();

  if (status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load models"
        action={
          onRetry && (
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  if (status === 'loading') {
    return (
      <Button
        block
        disabled
        role="combobox"
        aria-expanded={false}
        aria-label={label}
        icon={<LoadingOutlined aria-hidden />}
      >
        Loading models...
      </Button>
    );
  }
  const triggerText =
    picker.selected?.name ?? (options.length === 0 ? 'No models available' : 'Select a model');

  return (
    <div ref={picker.containerRef} onBlur={picker.onBlur} style={{ position: 'relative' }}>
      {/* A select-only combobox: named by its label, its text is the chosen model. */}
      <Button
        ref={picker.triggerRef}
        block
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={picker.open}
        aria-controls={picker.open ? picker.listId : undefined}
        disabled={disabled}
        onClick={() => (picker.open ? picker.close() : picker.openList())}
        onKeyDown={picker.onTriggerKey}
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography.Text ellipsis style={{ textAlign: 'start' }}>
          {triggerText}
        </Typography.Text>
        <DownOutlined aria-hidden style={{ fontSize: 12 }} />
      </Button>
      {picker.open && (
        <div
          style={{
            position: 'absolute',
            insetInline: 0,
            top: 'calc(100% + 4px)',
            zIndex: 20,
            padding: 8,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          <Input
            ref={picker.searchRef}
            role="combobox"
            aria-expanded
            aria-controls={picker.listId}
            aria-autocomplete="list"
            aria-activedescendant={picker.activeId}
            placeholder="Sök modeller..."
            aria-label={`Search ${label}`}
            value={picker.search}
            onChange={(event) => {
              picker.setSearch(event.target.value);
              picker.setActive(0);
            }}
            onKeyDown={picker.onSearchKey}
            allowClear
          />
          <ul
            id={picker.listId}
            role="listbox"
            aria-label={label}
            // Clicking an option must not take focus from the search box (it would close).
            onMouseDown={(event) => event.preventDefault()}
            style={{ maxHeight: '15rem', overflowY: 'auto', margin: '8px 0 0', padding: 0 }}
          >
            <Suspense fallback={null}>
              <DeferredModelPickerOptions
                list={picker.list}
                recentHeadingId={`${picker.listId}-recent`}
                value={value}
                activeIndex={picker.activeIndex}
                optionId={picker.optionId}
                architectureNames={architectureNames}
                onChoose={picker.choose}
                onActive={picker.setActive}
              />
            </Suspense>
          </ul>
          {picker.list.rows.length === 0 && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', padding: '0 8px' }}>
              {options.length === 0 ? 'Inga modeller tillgängliga' : 'Inga modeller hittades'}
            </Typography.Paragraph>
          )}
        </div>
      )}
    </div>
  );
}
