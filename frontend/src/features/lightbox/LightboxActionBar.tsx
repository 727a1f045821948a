import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import type { LightboxAction, LightboxChoice } from './lightboxTypes';

/** The caller's icon, out of the accessible name: the name is the visible label alone. */
const iconOf = (action: LightboxAction) => <span aria-hidden>{action.icon}</span>;

function ChoicesButton({
  action,
  choices,
}: {
  action: LightboxAction;
  choices: readonly LightboxChoice[];
}) {
  const [open, setOpen] = useState(false);
  const unavailable = action.disabled || action.loading;
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) action.onOpen?.();
      }}
      disabled={unavailable}
      menu={{
        items: choices.map(({ key, label, disabled }) => ({ key, label, disabled })),
        onClick: ({ key }) => {
          setOpen(false);
          choices.find((choice) => choice.key === key)?.onSelect();
        },
      }}
    >
      <Button
        icon={iconOf(action)}
        loading={action.loading}
        disabled={unavailable}
        danger={action.danger}
        aria-haspopup="menu"
        aria-expanded={open}
      >
        {action.label}
        <DownOutlined aria-hidden className="lightbox-action-caret" />
      </Button>
    </Dropdown>
  );
}

/** What can be done with the picture, as labelled buttons (a menu where there are choices). */
export function LightboxActionBar({ actions }: { actions: readonly LightboxAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label="Image actions" className="lightbox-actions">
      {actions.map((action) =>
        action.choices ? (
          <ChoicesButton key={action.key} action={action} choices={action.choices} />
        ) : (
          <Button
            key={action.key}
            icon={iconOf(action)}
            loading={action.loading}
            disabled={action.disabled}
            danger={action.danger}
            onClick={action.onSelect}
          >
            {action.label}
          </Button>
        ),
      )}
    </div>
  );
}
