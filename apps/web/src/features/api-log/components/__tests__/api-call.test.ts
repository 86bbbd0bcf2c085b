import { describe, expect, it } from 'vitest';
import { prettyBody, statusColor } from '../api-call';

describe('an API call', () => {
  it('is coloured by its status: success, client error, server error or no answer', () => {
    expect(statusColor(200)).toBe('green');
    expect(statusColor(201)).toBe('green');
    expect(statusColor(404)).toBe('orange');
    expect(statusColor(429)).toBe('orange');
    expect(statusColor(503)).toBe('red');
    expect(statusColor(null)).toBe('red');
  });

  it('shows a JSON body indented and any other body untouched', () => {
    expect(prettyBody('{"id":1,"lines":[2]}')).toBe('{\n  "id": 1,\n  "lines": [\n    2\n  ]\n}');
    expect(prettyBody('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(prettyBody('')).toBe('');
  });
});
