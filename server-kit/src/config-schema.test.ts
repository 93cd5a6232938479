import { object, string } from 'yup';
import { allProblems, envInteger, envString, validateConfig } from '@casino/server-kit/config';

const schema = object({
  PORT: envInteger({ fallback: 8080, min: 1, max: 65535, message: (raw) => `PORT must be a port (got "${raw}")` }),
  NAME: envString().default('casino'),
  ORIGINS: envString()
    .optional()
    .test('origins', (value, ctx) =>
      allProblems(
        ctx,
        (value ?? '')
          .split(',')
          .filter((entry) => entry && !entry.startsWith('http'))
          .map((entry) => `ORIGINS: "${entry}" is not an origin`),
      ),
    ),
  MODE: string().oneOf(['on', 'off'], 'MODE must be on or off').default('on'),
});

describe('validateConfig', () => {
  it('applies the declared defaults to unset and empty variables', () => {
    expect(validateConfig(schema, {})).toEqual({ value: { PORT: 8080, NAME: 'casino', MODE: 'on' }, problems: [] });
    expect(validateConfig(schema, { PORT: '', NAME: '' }).value).toMatchObject({ PORT: 8080, NAME: 'casino' });
    expect(validateConfig(schema, { PORT: '4100', ORIGINS: 'http://a,https://b' }).value).toMatchObject({ PORT: 4100 });
  });

  it('lists every problem at once, in the order the schema declares its fields', () => {
    expect(validateConfig(schema, { MODE: 'maybe', ORIGINS: 'a.example,http://b,c.example', PORT: 'eighty' }).problems).toEqual([
      'PORT must be a port (got "eighty")',
      'ORIGINS: "a.example" is not an origin',
      'ORIGINS: "c.example" is not an origin',
      'MODE must be on or off',
    ]);
  });

  it('refuses numbers out of range or with a fraction, naming the value as given', () => {
    expect(validateConfig(schema, { PORT: '0' }).problems).toEqual(['PORT must be a port (got "0")']);
    expect(validateConfig(schema, { PORT: '70000' }).problems).toEqual(['PORT must be a port (got "70000")']);
    expect(validateConfig(schema, { PORT: '80.5' }).problems).toEqual(['PORT must be a port (got "80.5")']);
  });
});
