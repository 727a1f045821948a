import { ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { LinkButton } from '../../../lib/LinkButton';
import { formatCredits } from '../../../lib/format';
import type { GenerationEstimate } from '../cost/useGenerationEstimate';
import type { ShortcutLabel } from '../shortcut/generateShortcut';

interface GenerateButtonProps {
  generating: boolean;
  /** False when there is nothing to run yet, or the balance does not cover it. */
  enabled: boolean;
  /** The price of the current parameters; null while unknown (or refused: the click says why). */
  estimate: GenerationEstimate | null;
  shortcut: ShortcutLabel;
  onGenerate: () => void;
  /** 'bar': the phone's bottom bar, full width and without the keyboard hint. */
  placement?: 'panel' | 'bar';
}

/** "Generate · ~0.46 credits": the label with the estimate's credits, when there is one. */
export function generateLabel(estimate: GenerationEstimate | null): string {
  return estimate ? `Generate · ~${formatCredits(estimate.credits)} credits` : 'Generate';
}

/** 'Generate' with the price of the current parameters and its shortcut. */
export function GenerateButton({
  generating,
  enabled,
  estimate,
  shortcut,
  onGenerate,
  placement = 'panel',
}: GenerateButtonProps) {
  const hintId = useId();
  const inBar = placement === 'bar';
  return (
    <Flex vertical align={inBar ? 'stretch' : 'flex-end'} gap={4}>
      <Button
        type="primary"
        size={inBar ? 'large' : undefined}
        block={inBar}
        icon={<ThunderboltOutlined aria-hidden />}
        loading={generating}
        disabled={generating || !enabled}
        aria-keyshortcuts={shortcut.ariaKeyShortcuts}
        aria-describedby={inBar ? undefined : hintId}
        onClick={onGenerate}
      >
        {generateLabel(estimate)}
      </Button>
      {/* A phone has no keyboard to press it on. */}
      {!inBar && (
        <Typography.Text id={hintId} type="secondary" style={{ fontSize: 12 }}>
          or press <Typography.Text keyboard>{shortcut.text}</Typography.Text>
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The balance does not cover the price: say so, with the way to buy credits. */
export function NotEnoughCreditsNotice({ estimate }: { estimate: GenerationEstimate }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="Not enough credits"
      description={`This generation needs about ${formatCredits(estimate.credits)} credits; your balance is ${formatCredits(estimate.creditBalance)}.`}
      action={
        <LinkButton size="small" to="/credits" icon={<ShoppingCartOutlined aria-hidden />}>
          Buy credits
        </LinkButton>
      }
    />
  );
}
