import {
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { ValidationFailedError } from '../errors/domain-errors.js';
import { restInput, restOutput } from './rest-shape.js';

const Shade = { light: 'light', dark: 'dark' } as const;
registerEnumType(Shade, { name: 'RestShapeShade' });

@InputType('RestShapeSampleInput')
class SampleInput {
  @Field({ description: 'A name.' })
  @IsString()
  @MaxLength(12, { message: 'name must be at most 12 characters' })
  name: string;

  @Field(() => String, { nullable: true, description: 'Words to avoid.' })
  @IsOptional()
  @IsString()
  @MaxLength(5)
  negativePrompt?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(2)
  @MaxLength(3, { each: true })
  tags?: string[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['soft', 'hard'])
  edge?: string | null;

  @Field(() => Shade)
  @IsIn(Object.values(Shade), { message: 'shade must be light or dark' })
  shade: keyof typeof Shade;
}

@InputType('RestShapeDatedInput')
class DatedInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Length(1, 8)
  password?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @IsOptional()
  @IsDate({ message: 'expiresAt must be a date' })
  expiresAt?: Date | null;
}

@ObjectType('RestShapeSample')
class Sample {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) negativePrompt: string | null;
  @Field({ description: 'When it was made.' }) createdAt: Date;
  @Field() secret: string;
}

@ObjectType('RestShapeTag')
class Tag {
  @Field() label: string;
  @Field() hidden: boolean;
}

@ObjectType('RestShapeTagged')
class Tagged {
  @Field(() => Tag, { nullable: true }) main: Tag | null;
  @Field(() => [Tag]) tags: Tag[];
}

@InputType('RestShapeLightInput')
class LightInput {
  @Field() @IsBoolean() on: boolean;
}

@InputType('RestShapeRoomInput')
class RoomInput {
  @Field(() => LightInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => LightInput)
  light?: LightInput | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(2)
  @IsString({ each: true })
  words?: string[] | null;

  @Field(() => Int, { nullable: true, defaultValue: 3 })
  @IsOptional()
  @IsInt()
  size?: number | null;
}

// @nestjs/swagger's metadata keys (its constants are not exported).
const DECORATORS = {
  API_MODEL_PROPERTIES: 'swagger/apiModelProperties',
  API_MODEL_PROPERTIES_ARRAY: 'swagger/apiModelPropertiesArray',
};

const properties = (schema: object) => {
  const names = Reflect.getMetadata(
    DECORATORS.API_MODEL_PROPERTIES_ARRAY,
    (schema as { prototype: object }).prototype,
  ) as string[];
  return Object.fromEntries(
    names.map((name) => {
      const key = name.replace(/^:/, '');
      const meta = Reflect.getMetadata(
        DECORATORS.API_MODEL_PROPERTIES,
        (schema as { prototype: object }).prototype,
        key,
      ) as Record<string, unknown>;
      return [key, meta];
    }),
  );
};

describe('restInput', () => {
  const body = restInput(SampleInput, {
    name: 'SampleBody',
    rename: { negativePrompt: 'negative_prompt' },
    openApi: { name: { example: 'Mara' } },
  });

  it('documents the GraphQL fields under their REST names, with the validation limits', () => {
    expect(body.schema.name).toBe('SampleBody');
    const documented = properties(body.schema);
    expect(Object.keys(documented)).toEqual(['name', 'negative_prompt', 'tags', 'edge', 'shade']);
    expect(documented.name).toMatchObject({
      type: String,
      required: true,
      maxLength: 12,
      description: 'A name.',
      example: 'Mara',
    });
    expect(documented.negative_prompt).toMatchObject({
      required: false,
      nullable: true,
      maxLength: 5,
    });
    expect(documented.tags).toMatchObject({ isArray: true, maxItems: 2, required: false });
    expect(documented.tags).not.toHaveProperty('maxLength');
    expect(documented.edge).toMatchObject({ type: String, enum: ['soft', 'hard'] });
    expect(documented.shade).toMatchObject({ enum: ['light', 'dark'], required: true });
  });

  it('reads a REST body into the GraphQL names and ignores fields it does not declare', async () => {
    const input = await body.read({
      name: 'Mara',
      negative_prompt: 'blur',
      negativePrompt: 'not the REST name',
      shade: 'dark',
      extra: 1,
    });
    expect({ ...input }).toEqual({
      name: 'Mara',
      negativePrompt: 'blur',
      tags: undefined,
      edge: undefined,
      shade: 'dark',
    });
  });

  it('refuses a body by the GraphQL class rules, naming the field', async () => {
    await expect(body.read({ name: 'a name far too long', shade: 'dark' })).rejects.toMatchObject({
      message: 'name must be at most 12 characters',
    });
    await expect(body.read({ name: 'Mara', shade: 'grey' })).rejects.toBeInstanceOf(
      ValidationFailedError,
    );
    await expect(body.read(null)).rejects.toMatchObject({ message: 'name is required' });
  });

  it('names a renamed field as the REST body does', async () => {
    await expect(
      body.read({ name: 'Mara', shade: 'dark', negative_prompt: 'far too long' }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^negative_prompt /) as unknown,
      details: { field: 'negative_prompt' },
    });
  });
});

describe('restInput with a field the route supplies', () => {
  const body = restInput(SampleInput, { name: 'SampleRouteBody', omit: ['shade'] });

  it('leaves the field out of the body and validates the value the route gives', async () => {
    expect(Object.keys(properties(body.schema))).not.toContain('shade');
    const input = await body.read({ name: 'Mara', shade: 'grey' }, { shade: 'light' });
    expect(input).toMatchObject({ name: 'Mara', shade: 'light' });
    await expect(body.read({ name: 'Mara', shade: 'light' })).rejects.toMatchObject({
      message: 'shade is required',
    });
  });
});

describe('restInput with dates and length ranges', () => {
  const body = restInput(DatedInput, { name: 'DatedBody' });

  it('documents a length range as both bounds and a date as a date-time string', () => {
    const documented = properties(body.schema);
    expect(documented.password).toMatchObject({ minLength: 1, maxLength: 8 });
    expect(documented.expiresAt).toMatchObject({ type: String, format: 'date-time' });
  });

  it('reads an ISO 8601 string of a date field as that instant; null and absent stay', async () => {
    const input = await body.read({ expiresAt: '2031-02-03T04:05:06+01:00' });
    expect(input.expiresAt).toEqual(new Date('2031-02-03T03:05:06Z'));
    expect((await body.read({ expiresAt: null })).expiresAt).toBeNull();
    expect((await body.read({})).expiresAt).toBeUndefined();
  });

  it('refuses a date that is not one, naming the field', async () => {
    await expect(body.read({ expiresAt: '2031-02-30' })).rejects.toMatchObject({
      message: expect.stringContaining('expiresAt must be an ISO 8601 date') as unknown,
    });
    await expect(body.read({ expiresAt: '' })).rejects.toMatchObject({
      message: 'expiresAt must be a date',
    });
    await expect(body.read({ expiresAt: 7 })).rejects.toBeInstanceOf(ValidationFailedError);
  });
});

describe('restInput with a nested input and a field of several forms', () => {
  const light = restInput(LightInput, { name: 'LightBody' });
  const forms = { oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] };
  const body = restInput(RoomInput, {
    name: 'RoomBody',
    nested: { light },
    openApi: { words: forms },
  });

  it("documents the nested field as the nested body's schema, and a field's own forms", () => {
    const documented = properties(body.schema);
    expect((documented.light.type as () => unknown)()).toBe(light.schema);
    expect(documented.light).toMatchObject({ nullable: true, required: false });
    expect(documented.words).toMatchObject({ ...forms, required: false });
    expect(documented.words.isArray).toBeFalsy();
    expect(documented.words).not.toHaveProperty('nullable');
    expect(documented.words).not.toHaveProperty('maxItems');
  });

  it("documents an input field's GraphQL default", () => {
    expect(properties(body.schema).size).toMatchObject({ type: 'integer', default: 3 });
  });

  it('reads the nested object by its own rules, naming the nested field it refuses', async () => {
    const read = await body.read({ light: { on: true } });
    expect(read.light).toBeInstanceOf(LightInput);
    expect(read.light).toEqual({ on: true });
    await expect(body.read({ light: { on: 'yes' } })).rejects.toMatchObject({
      details: { field: 'light.on' },
    });
  });
});

describe('restOutput', () => {
  const view = restOutput(Sample, {
    name: 'SampleView',
    rename: { negativePrompt: 'negative_prompt', createdAt: 'created_at' },
    omit: ['secret'],
    openApi: { id: { format: 'uuid' } },
  });

  it('documents every field as present, nullable where GraphQL says so', () => {
    const documented = properties(view.schema);
    expect(Object.keys(documented)).toEqual(['id', 'negative_prompt', 'created_at']);
    expect(documented.id).toMatchObject({ type: String, format: 'uuid', required: true });
    expect(documented.negative_prompt).toMatchObject({ nullable: true, required: true });
    expect(documented.created_at).toMatchObject({
      type: String,
      format: 'date-time',
      description: 'When it was made.',
    });
  });

  it('writes a value under the REST names, leaving out what it omits', () => {
    const createdAt = new Date('2026-01-02T03:04:05Z');
    expect(view.write({ id: 'x', negativePrompt: null, createdAt, secret: 's' })).toEqual({
      id: 'x',
      negative_prompt: null,
      created_at: createdAt,
    });
  });
});

describe('restOutput leaving nulls out', () => {
  const answer = restOutput(Sample, { name: 'SparseSample', absentWhenNull: ['negativePrompt'] });

  it('documents the field as optional and never null', () => {
    const documented = properties(answer.schema);
    expect(documented.negativePrompt).toMatchObject({ required: false });
    expect(documented.negativePrompt).not.toHaveProperty('nullable');
    expect(documented.secret).toMatchObject({ required: true });
  });

  it('leaves the field out where it is null, and writes it where it is not', () => {
    const createdAt = new Date(0);
    const base = { id: 'x', createdAt, secret: 's' };
    expect(answer.write({ ...base, negativePrompt: null })).toEqual(base);
    expect(answer.write({ ...base, negativePrompt: 'blur' })).toEqual({
      ...base,
      negativePrompt: 'blur',
    });
  });
});

describe('restOutput with nested objects', () => {
  const tag = restOutput(Tag, { name: 'TagView', omit: ['hidden'] });
  const view = restOutput(Tagged, { name: 'TaggedView', nested: { main: tag, tags: tag } });

  it("documents a nested field as the nested answer's schema, a list as its items", () => {
    const documented = properties(view.schema);
    const typeOf = (meta: Record<string, unknown>) => (meta.type as () => unknown)();
    expect(typeOf(documented.main)).toBe(tag.schema);
    expect(documented.main).toMatchObject({ nullable: true, required: true });
    expect(typeOf(documented.tags)).toBe(tag.schema);
    expect(documented.tags).toMatchObject({ isArray: true });
  });

  it('writes each nested value, and each item of a list, through its shape; null stays null', () => {
    const red = { label: 'red', hidden: true };
    const blue = { label: 'blue', hidden: false };
    expect(view.write({ main: red, tags: [red, blue] })).toEqual({
      main: { label: 'red' },
      tags: [{ label: 'red' }, { label: 'blue' }],
    });
    expect(view.write({ main: null, tags: [] })).toEqual({ main: null, tags: [] });
  });

  it('refuses an object field it is not told how to answer', () => {
    expect(() => restOutput(Tagged, { name: 'UntoldView' })).toThrow(
      'main: a REST shape takes scalar and enum fields only',
    );
  });
});
