import { Flex, Result, type ResultProps, Typography } from 'antd';
import type { ReactNode } from 'react';

interface AuthCardResultProps {
  status: ResultProps['status'];
  icon?: ReactNode;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}

/** The outcome shown in an AuthCard: an icon, the page's h1, a sentence and what to do next. */
export function AuthCardResult({ status, icon, title, description, actions }: AuthCardResultProps) {
  return (
    <Result
      status={status}
      icon={icon}
      style={{ padding: '16px 0' }}
      title={
        // antd's title is a div: the page's heading must be a heading.
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {title}
        </Typography.Title>
      }
      subTitle={description}
      extra={
        actions && (
          <Flex gap={8} wrap justify="center">
            {actions}
          </Flex>
        )
      }
    />
  );
}
