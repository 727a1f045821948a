import { SyncOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tooltip } from 'antd';
import { parseSeedInput, randomSeed } from '../generationRules';

interface SeedInputProps {
  id: string;
  seed: number | null;
  onChange: (seed: number | null) => void;
}

/** Digits only; empty means a random seed. The button picks one below one billion. */
export function SeedInput({ id, seed, onChange }: SeedInputProps) {
  return (
    <Flex gap={8}>
      <Input
        id={id}
        inputMode="numeric"
        placeholder="Random"
        value={seed === null ? '' : String(seed)}
        onChange={(event) => {
          const parsed = parseSeedInput(event.target.value);
          if (parsed) onChange(parsed.seed);
        }}
      />
      <Tooltip title="Random seed">
        <Button
          icon={<SyncOutlined aria-hidden />}
          aria-label="Random seed"
          onClick={() => onChange(randomSeed())}
        />
      </Tooltip>
    </Flex>
  );
}
