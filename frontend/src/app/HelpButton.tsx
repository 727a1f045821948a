import { QuestionCircleOutlined } from '@ant-design/icons';
import { lazy, useState } from 'react';
import { LoadWhenNeeded } from '../lib/LoadWhenNeeded';
import './button.css';

const HelpDialog = lazy(() => import('./HelpDialog'));

interface HelpButtonProps {
  /** 'header': icon and label; 'icon': icon only, for narrow headers; 'link': footer text link. */
  appearance?: 'header' | 'icon' | 'link';
}

const BUTTON_CLASS = {
  header: 'button button-text',
  icon: 'button button-text button-icon-only',
  link: 'button-link',
};

/** The Help entry point: a button that opens a short how-to for the studio. */
export function HelpButton({ appearance = 'header' }: HelpButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={BUTTON_CLASS[appearance]}
        aria-label={appearance === 'link' ? undefined : 'Help'}
        onClick={() => setOpen(true)}
      >
        {appearance !== 'link' && <QuestionCircleOutlined aria-hidden />}
        {appearance === 'icon' ? null : 'Help'}
      </button>
      <LoadWhenNeeded when={open}>
        <HelpDialog open={open} onClose={() => setOpen(false)} />
      </LoadWhenNeeded>
    </>
  );
}
