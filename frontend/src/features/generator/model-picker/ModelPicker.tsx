import { DownOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, type InputRef, Typography, theme } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type PickerStatus } from '../catalog/useGeneratorCatalog';
import { type CatalogModel, searchModels } from '../modelChoices';

export interface PickerOption {
  model: CatalogModel;
  /** Shown in red: the model does not fit the base model's architecture. */
  incompatible?: boolean;
  /** A short note after the name, e.g. the architecture of an incompatible model. */
  note?: string;
}

interface ModelPickerProps {
  /** Names the control for assistive technology, e.g. "Model" or "LoRA model". */
  label: string;
  options: readonly PickerOption[];
  /** The chosen model's AIR. */
  value?: string;
  onChange: (model: CatalogModel) => void;
  status: PickerStatus;
  disabled?: boolean;
  /** Asks for the list again after "Failed to load models"; without it the failure only shows. */
  onRetry?: () => void;
}

/**
 * A dropdown of models with a search box (spec part 1 §2): opens and closes on click, searches
 * names case-insensitively, closes and clears the search once a model is chosen.
 */
export function ModelPicker({
  label,
  options,
  value,
  onChange,
  status,
  disabled,
  onRetry,
}: ModelPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<InputRef>(null);
  const listId = useId();
  const { token } = theme.useToken();

  const selected = options.find((option) => option.model.civitAIR === value)?.model;
  const matches = searchModels(
    options.map((option) => ({ ...option, name: option.model.name })),
    search,
  );

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const choose = (model: CatalogModel) => {
    onChange(model);
    setOpen(false);
    setSearch('');
  };

  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
    if (event.key === 'Enter' && matches[0]) {
      event.preventDefault();
      choose(matches[0].model);
    }
  };

  if (status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load models"
        action={
          onRetry && (
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  if (status === 'loading') {
    return (
      <Button block disabled icon={<LoadingOutlined />} aria-label={label}>
        Loading models...
      </Button>
    );
  }
  const triggerText =
    selected?.name ?? (options.length === 0 ? 'No models available' : 'Select a model');

  return (
    <div ref={containerRef} style={{ position: 'relative' }}>
      <Button
        block
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography.Text ellipsis style={{ textAlign: 'start' }}>
          {triggerText}
        </Typography.Text>
        <DownOutlined aria-hidden style={{ fontSize: 12 }} />
      </Button>
      {open && (
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
            ref={searchRef}
            placeholder="Sök modeller..."
            aria-label={`Search ${label}`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onSearchKey}
            allowClear
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            style={{ maxHeight: '15rem', overflowY: 'auto', margin: '8px 0 0', padding: 0 }}
          >
            {matches.map(({ model, incompatible, note }) => (
              <li
                key={model.id}
                role="option"
                aria-selected={model.civitAIR === value}
                tabIndex={0}
                onClick={() => choose(model)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(model);
                  }
                }}
                style={{
                  listStyle: 'none',
                  padding: '6px 8px',
                  borderRadius: token.borderRadiusSM,
                  cursor: 'pointer',
                  color: incompatible ? token.colorError : undefined,
                  background: model.civitAIR === value ? token.controlItemBgActive : 'transparent',
                }}
                onMouseEnter={(event) => {
                  if (model.civitAIR !== value)
                    event.currentTarget.style.background = token.controlItemBgHover;
                }}
                onMouseLeave={(event) => {
                  if (model.civitAIR !== value)
                    event.currentTarget.style.background = 'transparent';
                }}
              >
                {model.name}
                {note && (
                  <Typography.Text type={incompatible ? 'danger' : 'secondary'}>
                    {` (${note})`}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ul>
          {matches.length === 0 && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', padding: '0 8px' }}>
              {options.length === 0 ? 'Inga modeller tillgängliga' : 'Inga modeller hittades'}
            </Typography.Paragraph>
          )}
        </div>
      )}
    </div>
  );
}
