import { SHARE_PASSWORD_MAX_LENGTH } from '../../graphql/generated/limits';
import { Checkbox, DatePicker, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { EXPIRY_CHOICES, isPastDay, type ShareOptionsValues } from './shareOptions';

export const PAST_DATE_MESSAGE = 'Choose today or a later day: a link cannot expire in the past.';

interface ShareOptionsFieldsProps {
  /** Editing a link that has a password: the field sets a new one, or it can be removed. */
  hasPassword: boolean;
  /** The day the link expires now, when editing: kept as it is even if already past. */
  currentExpiryDate: Dayjs | null;
}

/**
 * The options of a share link, inside the share dialog's form: when it expires, an optional
 * password, whether viewers may download the originals and see the prompt and settings.
 */
export function ShareOptionsFields({ hasPassword, currentExpiryDate }: ShareOptionsFieldsProps) {
  const form = Form.useFormInstance<ShareOptionsValues>();
  const expiry = Form.useWatch('expiry', form);
  const removePassword = Form.useWatch('removePassword', form);

  const notPast = async (_rule: unknown, day: Dayjs | null) => {
    const unchanged = day && currentExpiryDate?.isSame(day, 'day');
    if (day && !unchanged && isPastDay(day)) throw new Error(PAST_DATE_MESSAGE);
  };

  return (
    <>
      <Form.Item name="expiry" label="Expires">
        <Radio.Group
          optionType="button"
          options={EXPIRY_CHOICES.map(({ value, label }) => ({ value, label }))}
        />
      </Form.Item>
      {expiry === 'date' && (
        <Form.Item
          name="expiryDate"
          label="Last day"
          extra="The link works until the end of this day."
          rules={[
            { required: true, message: 'Choose the last day the link works.' },
            { validator: notPast },
          ]}
        >
          <DatePicker disabledDate={(day) => isPastDay(day)} allowClear={false} />
        </Form.Item>
      )}
      <Form.Item
        name="password"
        label={hasPassword ? 'New password (optional)' : 'Password (optional)'}
        extra={
          hasPassword
            ? 'Leave empty to keep the current password.'
            : 'Viewers must enter it to see the link.'
        }
        rules={[
          {
            max: SHARE_PASSWORD_MAX_LENGTH,
            message: `A password has at most ${SHARE_PASSWORD_MAX_LENGTH} characters.`,
          },
        ]}
      >
        <Input.Password autoComplete="new-password" disabled={removePassword} />
      </Form.Item>
      {hasPassword && (
        <Form.Item name="removePassword" valuePropName="checked">
          <Checkbox>Remove the password</Checkbox>
        </Form.Item>
      )}
      <Form.Item
        name="allowDownload"
        valuePropName="checked"
        extra="Viewers can download the original files."
      >
        <Checkbox>Allow download</Checkbox>
      </Form.Item>
      <Form.Item
        name="showPrompt"
        valuePropName="checked"
        extra="Viewers see the prompt, model and settings."
      >
        <Checkbox>Show prompt and settings</Checkbox>
      </Form.Item>
    </>
  );
}
