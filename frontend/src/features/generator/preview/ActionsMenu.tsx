import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import type { LightboxAction } from '../../lightbox/lightboxTypes';

/** One entry of an actions menu: an action, or one choice of an action that offers several. */
interface MenuEntry {
  key: string;
  label: string;
  icon: LightboxAction['icon'];
  disabled?: boolean;
  onSelect?: () => void;
}

function menuEntries(actions: readonly LightboxAction[]): MenuEntry[] {
  return actions.flatMap(({ key, label, icon, disabled, onSelect, choices }) =>
    choices
      ? choices.map((choice) => ({
          key: `${key}:${choice.key}`,
          label: choice.label,
          icon,
          disabled: disabled || choice.disabled,
          onSelect: choice.onSelect,
        }))
      : [{ key, label, icon, disabled, onSelect }],
  );
}

interface ActionsMenuProps {
  actions: readonly LightboxAction[];
  /** The button that opens the menu. */
  children: ReactElement;
}

/**
 * The actions a viewer's bar shows as buttons, as one dropdown menu: an action with choices
 * gives one entry per choice ("Upscale ×2 (2048 × 2048)"), and opening the menu tells each
 * action (so a variation asks its price before it can be chosen).
 */
export function ActionsMenu({ actions, children }: ActionsMenuProps) {
  const entries = menuEntries(actions);
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) => {
        if (open) for (const action of actions) action.onOpen?.();
      }}
      menu={{
        items: entries.map(({ key, label, icon, disabled }) => ({ key, label, icon, disabled })),
        onClick: ({ key }) => entries.find((entry) => entry.key === key)?.onSelect?.(),
      }}
    >
      {children}
    </Dropdown>
  );
}
