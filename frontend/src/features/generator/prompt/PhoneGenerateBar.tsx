import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import type { GenerationEstimate } from '../cost/useGenerationEstimate';
import { NotEnoughCreditsNotice } from './GenerateButton';
import '../layout/dashboardLayout.css';

interface PhoneGenerateBarProps {
  /** The dashboard's one Generate button. */
  children: ReactNode;
  /** Said here too when the balance does not cover it: the prompt panel is far above. */
  estimate: GenerationEstimate | null;
}

/** In one column (phones, tablets), Generate stays at the bottom of the screen however far the settings go. */
export function PhoneGenerateBar({ children, estimate }: PhoneGenerateBarProps) {
  const { token } = theme.useToken();
  return (
    <div
      className="generator-phone-bar"
      style={{
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Flex vertical gap={8}>
        {estimate && !estimate.affordable && <NotEnoughCreditsNotice estimate={estimate} />}
        {children}
      </Flex>
    </div>
  );
}
