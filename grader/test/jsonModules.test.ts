import { describe, expect, it } from 'vitest';
import { compileSource } from '../src/run/compile.ts';

// A JSON file a test imports is data, read as JSON.parse reads it, whoever compiles it.
function loaded(text: string, graded: boolean): unknown {
  const compiled = compileSource(text, 'elevens/01-card/cases.json', { graded, json: true });
  const module = { exports: {} as unknown };
  new Function('module', compiled.code!)(module);
  return module.exports;
}

describe('a JSON module', () => {
  it('is_what_json_parse_gives_a_proto_key_included', () => {
    const text = '{"__proto__": [1, 2], "cards": ["A", "\\u2028"]}';
    for (const graded of [true, false]) {
      const value = loaded(text, graded) as Record<string, unknown>;
      expect(value).toEqual(JSON.parse(text));
      // As an object literal, the key would have made the value an array (its prototype), with `slice` and the rest.
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(Object.hasOwn(value, '__proto__')).toBe(true);
    }
  });

  it('that_does_not_parse_is_an_error_naming_the_file', () => {
    expect(compileSource('{"a": }', 'x/y.json', { graded: true, json: true }).error).toMatch(/^x\/y\.json: /);
  });
});
