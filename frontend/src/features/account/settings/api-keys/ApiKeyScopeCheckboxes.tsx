import { Checkbox, Flex, Typography } from 'antd';
import type { ApiKeyScope } from '../../../../graphql/generated/graphql';
import { offeredScopes } from './apiKeyScopes';

interface ApiKeyScopeCheckboxesProps {
  /** The admin scope is offered to administrators only. */
  isAdmin: boolean;
  // Given by Form.Item.
  id?: string;
  value?: ApiKeyScope[];
  onChange?: (scopes: ApiKeyScope[]) => void;
  'aria-describedby'?: string;
}

/** One checkbox per scope the user may give a key, each with what it allows beneath it. */
export function ApiKeyScopeCheckboxes({
  isAdmin,
  id,
  value,
  onChange,
  'aria-describedby': describedBy,
}: ApiKeyScopeCheckboxesProps) {
  return (
    <Checkbox.Group<ApiKeyScope>
      value={value}
      onChange={onChange}
      aria-label="Scopes"
      aria-describedby={describedBy}
    >
      <Flex id={id} vertical gap={8}>
        {offeredScopes(isAdmin).map(({ scope, label, explanation }) => {
          const explanationId = `${id ?? 'api-key'}-${scope}-explanation`;
          return (
            <div key={scope}>
              <Checkbox value={scope} aria-describedby={explanationId}>
                {label}
              </Checkbox>
              <Typography.Text
                id={explanationId}
                type="secondary"
                style={{ display: 'block', paddingInlineStart: 24 }}
              >
                {explanation}
              </Typography.Text>
            </div>
          );
        })}
      </Flex>
    </Checkbox.Group>
  );
}
